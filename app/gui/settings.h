#pragma once
// The one owner of QSettings: typed keys with defaults and a version key. Tests point it at
// a temporary file with setFileForTesting().

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace cp::gui {

/// uri without a password and with sslmode (when given) as its only sslmode query item.
QString teamAddress(const QString &uri, const QString &sslMode);
/// uri with any password removed (user:secret@host → user@host).
QString withoutPassword(const QString &uri);

class Settings {
public:
    static Settings &instance();
    /// Uses an INI file instead of the user's settings (tests).
    static void setFileForTesting(const QString &path);

    /// "zh_CN" or "en"; empty until the user chooses (the system locale decides then).
    QString language() const;
    void setLanguage(const QString &language);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowGeometry(const QByteArray &geometry);
    void setWindowState(const QByteArray &state);

    /// Most recently opened scenario names, newest first (at most 8).
    QStringList recentScenarios() const;
    void addRecentScenario(const QString &name);
    /// A renamed scenario keeps its place in the list under its new name.
    void renameRecentScenario(const QString &from, const QString &to);
    void removeRecentScenario(const QString &name);

    /// Scenario database path; empty means the default in the user's data folder.
    QString databasePath() const;
    void setDatabasePath(const QString &path);

    /// Which library the app opens: the personal one (databasePath) or the team library.
    bool useTeamLibrary() const;
    void setUseTeamLibrary(bool team);
    /// The team library's address, postgresql://USER@HOST:PORT/DBNAME, without sslmode. A password
    /// in it is never stored (setTeamLibraryUri drops it): libpq reads it from PGPASSWORD or ~/.pgpass.
    QString teamLibraryUri() const;
    void setTeamLibraryUri(const QString &uri);
    /// libpq's sslmode (disable|allow|prefer|require|verify-ca|verify-full); empty: libpq's default.
    QString teamSslMode() const;
    void setTeamSslMode(const QString &mode);
    /// The address Store::open takes for the team library: the URI with its sslmode; empty when
    /// no team library is set.
    QString teamLibraryAddress() const;

    /// Last folder used for exports.
    QString exportFolder() const;
    void setExportFolder(const QString &path);

    void sync();

private:
    Settings();
    ~Settings();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;
    friend struct std::default_delete<Settings>;
    std::unique_ptr<QSettings> m_settings;
};

} // namespace cp::gui
