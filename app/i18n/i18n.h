#pragma once
// Installs the application's and Qt's own translations for a language.

#include <QLocale>
#include <QString>
#include <QStringList>

namespace cp::i18n {

/// Languages the app ships, as locale names ("zh_CN", "en").
QStringList availableLanguages();

/// The language to use for a locale: "zh_CN" for any Chinese locale, otherwise "en".
QString languageFor(const QLocale &locale);

/// Replaces the installed translators with those for `language` ("zh_CN" or "en"), the
/// app's own (compiled in under :/i18n) and Qt's (qtbase from the Qt installation), and
/// sets the default QLocale so numbers follow the language. Returns false if the app's
/// translation could not be loaded (English source text is then shown).
bool install(const QString &language);

} // namespace cp::i18n
