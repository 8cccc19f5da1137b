#include "app/export/reporttexts.h"

#include "core/units/format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace cp::exports::reporttext {

QString assumptionBadge()
{
    return QCoreApplication::translate("cp::exports", "assumption");
}

QString severityText(advice::Severity s)
{
    switch (s) {
    case advice::Severity::Critical:
        return QCoreApplication::translate("cp::exports", "Critical");
    case advice::Severity::Warning:
        return QCoreApplication::translate("cp::exports", "Warning");
    case advice::Severity::Info:
        break;
    }
    return QCoreApplication::translate("cp::exports", "Note");
}

// Lets long price keys ("build.maintenance.fraction_per_year") wrap after dots and underscores.
QString breakable(QString key)
{
    key.replace(QLatin1Char('.'), QStringLiteral(".\u200B"));
    key.replace(QLatin1Char('_'), QStringLiteral("_\u200B"));
    return key;
}

// A source sentence with the links in it breakable after their slashes and dots, so a long URL
// wraps in its table cell instead of running into the next column.
QString wrappableLinks(const QString &text)
{
    static const QRegularExpression link(QStringLiteral("https?://\\S+"));
    QString out;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : link.globalMatch(text)) {
        out += text.mid(from, m.capturedStart() - from);
        QString url = m.captured();
        static const QRegularExpression breakAfter(QStringLiteral("([/.?&=_-])"));
        url.replace(breakAfter, QStringLiteral("\\1\u200B"));
        out += url;
        from = m.capturedEnd();
    }
    return out + text.mid(from);
}

/// A price-book figure as it was written: a whole number without decimals ("3 months", not
/// "3.000"), money with its cents, other figures with up to three decimals and no trailing zeros.
QString ledgerNumber(double v, bool money, const QLocale &locale)
{
    if (v == std::round(v))
        return units::formatNumber(v, 0, locale);
    if (money)
        return units::formatNumber(v, 2, locale);
    QString text = units::formatNumber(v, 3, locale);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    return text;
}

} // namespace cp::exports::reporttext
