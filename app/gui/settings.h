#pragma once
// The one owner of QSettings: typed keys with defaults and a version key. Tests point it at
// a temporary file with setFileForTesting().

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace cp::gui {

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

    /// Scenario database path; empty means the default in the user's data folder.
    QString databasePath() const;
    void setDatabasePath(const QString &path);

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
