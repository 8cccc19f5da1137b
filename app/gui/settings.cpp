#include "app/gui/settings.h"

#include <QSettings>

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
const QString kExportFolder = QStringLiteral("export/folder");
} // namespace

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

QString Settings::databasePath() const { return m_settings->value(kDatabase).toString(); }
void Settings::setDatabasePath(const QString &path) { m_settings->setValue(kDatabase, path); }
QString Settings::exportFolder() const { return m_settings->value(kExportFolder).toString(); }
void Settings::setExportFolder(const QString &path) { m_settings->setValue(kExportFolder, path); }
void Settings::sync() { m_settings->sync(); }

} // namespace cp::gui
