#include "app/gui/settings.h"

#include <QSettings>
#include <QUrl>
#include <QUrlQuery>

namespace cp::gui {

namespace {
constexpr int kSettingsVersion = 1;
constexpr qsizetype kMaxRecent = 8;
QString g_testFile;
std::unique_ptr<Settings> g_instance;

const QString kVersion = QStringLiteral("settingsVersion");
const QString kLanguage = QStringLiteral("ui/language");
const QString kGeometry = QStringLiteral("ui/geometry");
const QString kState = QStringLiteral("ui/windowState");
const QString kRecent = QStringLiteral("library/recent");
const QString kDatabase = QStringLiteral("library/database");
const QString kUseTeam = QStringLiteral("library/useTeam");
const QString kTeamUri = QStringLiteral("library/teamUri");
const QString kTeamSslMode = QStringLiteral("library/teamSslMode");
const QString kExportFolder = QStringLiteral("export/folder");
} // namespace

QString withoutPassword(const QString &uri)
{
    QUrl url(uri.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.password().isEmpty())
        return url.isValid() ? uri.trimmed() : QString();
    url.setPassword({});
    return url.toString();
}

QString teamAddress(const QString &uri, const QString &sslMode)
{
    if (uri.trimmed().isEmpty())
        return {};
    QUrl url(withoutPassword(uri));
    QUrlQuery query(url);
    query.removeAllQueryItems(QStringLiteral("sslmode"));
    if (!sslMode.isEmpty())
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    url.setQuery(query);
    return url.toString();
}

Settings::Settings()
    : m_settings(g_testFile.isEmpty() ? std::make_unique<QSettings>()
                                      : std::make_unique<QSettings>(g_testFile, QSettings::IniFormat))
{
    if (m_settings->value(kVersion, 0).toInt() != kSettingsVersion)
        m_settings->setValue(kVersion, kSettingsVersion);
}

Settings::~Settings() = default;

Settings &Settings::instance()
{
    if (!g_instance)
        g_instance.reset(new Settings);
    return *g_instance;
}

void Settings::setFileForTesting(const QString &path)
{
    g_testFile = path;
    g_instance.reset();
}

QString Settings::language() const { return m_settings->value(kLanguage).toString(); }
void Settings::setLanguage(const QString &language) { m_settings->setValue(kLanguage, language); }
QByteArray Settings::windowGeometry() const { return m_settings->value(kGeometry).toByteArray(); }
QByteArray Settings::windowState() const { return m_settings->value(kState).toByteArray(); }
void Settings::setWindowGeometry(const QByteArray &geometry) { m_settings->setValue(kGeometry, geometry); }
void Settings::setWindowState(const QByteArray &state) { m_settings->setValue(kState, state); }
QStringList Settings::recentScenarios() const { return m_settings->value(kRecent).toStringList(); }

void Settings::addRecentScenario(const QString &name)
{
    QStringList recent = recentScenarios();
    recent.removeAll(name);
    recent.prepend(name);
    m_settings->setValue(kRecent, recent.mid(0, kMaxRecent));
}

void Settings::renameRecentScenario(const QString &from, const QString &to)
{
    QStringList recent = recentScenarios();
    recent.removeAll(to);
    const qsizetype at = recent.indexOf(from);
    if (at < 0)
        return;
    recent[at] = to;
    m_settings->setValue(kRecent, recent);
}

void Settings::removeRecentScenario(const QString &name)
{
    QStringList recent = recentScenarios();
    if (recent.removeAll(name) > 0)
        m_settings->setValue(kRecent, recent);
}

QString Settings::databasePath() const { return m_settings->value(kDatabase).toString(); }
void Settings::setDatabasePath(const QString &path) { m_settings->setValue(kDatabase, path); }
bool Settings::useTeamLibrary() const { return m_settings->value(kUseTeam, false).toBool(); }
void Settings::setUseTeamLibrary(bool team) { m_settings->setValue(kUseTeam, team); }
QString Settings::teamLibraryUri() const { return withoutPassword(m_settings->value(kTeamUri).toString()); }
void Settings::setTeamLibraryUri(const QString &uri) { m_settings->setValue(kTeamUri, withoutPassword(uri)); }
QString Settings::teamSslMode() const { return m_settings->value(kTeamSslMode).toString(); }
void Settings::setTeamSslMode(const QString &mode) { m_settings->setValue(kTeamSslMode, mode); }
QString Settings::teamLibraryAddress() const { return teamAddress(teamLibraryUri(), teamSslMode()); }
QString Settings::exportFolder() const { return m_settings->value(kExportFolder).toString(); }
void Settings::setExportFolder(const QString &path) { m_settings->setValue(kExportFolder, path); }
void Settings::sync() { m_settings->sync(); }

} // namespace cp::gui
