#include "app/i18n/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace cp::i18n {

namespace {
std::unique_ptr<QTranslator> g_app;
std::unique_ptr<QTranslator> g_qt;

void replace(std::unique_ptr<QTranslator> &slot, std::unique_ptr<QTranslator> next)
{
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot = std::move(next);
    if (slot)
        QCoreApplication::installTranslator(slot.get());
}
} // namespace

QStringList availableLanguages()
{
    return { QStringLiteral("zh_CN"), QStringLiteral("en") };
}

QString languageFor(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool install(const QString &language)
{
    const QLocale locale(language == QLatin1String("zh_CN") ? QStringLiteral("zh_CN") : QStringLiteral("en_US"));
    QLocale::setDefault(locale);

    auto app = std::make_unique<QTranslator>();
    const bool appLoaded = app->load(QStringLiteral(":/i18n/computeplanner_") + language);
    replace(g_app, appLoaded ? std::move(app) : nullptr);

    auto qt = std::make_unique<QTranslator>();
    const bool qtLoaded = qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
        QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    replace(g_qt, qtLoaded ? std::move(qt) : nullptr);
    return appLoaded;
}

} // namespace cp::i18n
