#include "app/export/workbookformulas.h"

#include "core/units/format.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::exports::workbookformulas {

namespace {

/// TEXT() format code with `decimals` decimals and a thousands separator.
QString code(int decimals) { return decimals > 0 ? QStringLiteral("#,##0.") + QString(decimals, QLatin1Char('0')) : QStringLiteral("#,##0"); }

/// `template` ("%1 M CNY") around TEXT(cell/divisor): "\"\"&TEXT(B5/1E6,\"#,##0.00\")&\" M CNY\"".
QString piece(const QString &tmpl, const QString &cell, double divisor, int decimals)
{
    const qsizetype at = tmpl.indexOf(QLatin1String("%1"));
    const QString value = divisor == 1 ? cell : QStringLiteral("%1/%2").arg(cell, number(divisor));
    QString out = QStringLiteral("TEXT(%1,%2)").arg(value, literal(code(decimals)));
    if (at < 0)
        return out;
    if (at > 0)
        out = literal(tmpl.left(at)) + QLatin1Char('&') + out;
    if (at + 2 < tmpl.size())
        out += QLatin1Char('&') + literal(tmpl.mid(at + 2));
    return out;
}

/// units::formatMoney(…, Compact) as a formula: the same thresholds, divisors and decimals.
QString compactMoney(const QString &cell, const QLocale &locale)
{
    const QString a = QStringLiteral("ABS(%1)").arg(cell);
    if (locale.language() == QLocale::Chinese) {
        return QStringLiteral("=IF(%1>=1E8,%2,IF(%1>=1E4,%3,%4))")
            .arg(a, piece(QStringLiteral("%1亿元"), cell, 1e8, 2), piece(QStringLiteral("%1万元"), cell, 1e4, 2), piece(QStringLiteral("%1元"), cell, 1, 0));
    }
    const QString plain = QCoreApplication::translate("cp::units", "%1 CNY");
    return QStringLiteral("=IF(%1>=1E9,%2,IF(%1>=1E6,%3,IF(%1>=1E4,%4,IF(%1<100,%5,%6))))")
        .arg(a, piece(QCoreApplication::translate("cp::units", "%1 B CNY"), cell, 1e9, 2), piece(QCoreApplication::translate("cp::units", "%1 M CNY"), cell, 1e6, 2),
            piece(QCoreApplication::translate("cp::units", "%1 k CNY"), cell, 1e3, 1), piece(plain, cell, 1, 2), piece(plain, cell, 1, 0));
}

} // namespace

QString asShownFormula(const QString &text, double value, const QString &valueCell, const QLocale &locale)
{
    if (text.isEmpty() || !std::isfinite(value) || std::abs(value) >= 1e15)
        return {};
    if (text == units::formatMoney(units::yuan(value), units::MoneyStyle::Compact, locale))
        return compactMoney(valueCell, locale);
    for (int decimals = 0; decimals <= 3; ++decimals) {
        const QString n = units::formatNumber(value, decimals, locale);
        const qsizetype at = text.indexOf(n);
        if (at < 0 || text.indexOf(n, at + 1) >= 0)
            continue;
        // The digits must not run on into a longer number ("12" inside "12.5").
        const QString after = text.mid(at + n.size());
        if (!after.isEmpty() && (after.at(0).isDigit() || (after.size() > 1 && after.at(0) == locale.decimalPoint().at(0) && after.at(1).isDigit())))
            continue;
        if (at > 0 && text.at(at - 1).isDigit())
            continue;
        return QLatin1Char('=') + piece(text.left(at) + QStringLiteral("%1") + after, valueCell, 1, decimals);
    }
    return {};
}

QString definedName(const QString &key, qsizetype report)
{
    QString name;
    for (const QChar c : key)
        name += (c.isLetterOrNumber() && c.unicode() < 128) ? c : QLatin1Char('_');
    if (name.isEmpty() || !name.at(0).isLetter())
        name.prepend(QStringLiteral("in_"));
    return report > 0 ? QStringLiteral("%1_%2").arg(name).arg(report + 1) : name;
}

QString number(double v)
{
    if (std::abs(v) < 1e15 && v == std::trunc(v))
        return QString::number(v, 'f', 0); // 1000000000, not 1e+09
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString amount(double v)
{
    for (int digits = 1; digits < 17; ++digits) {
        const QString text = QString::number(v, 'g', digits);
        if (std::abs(text.toDouble() - v) <= 1e-10 * std::abs(v))
            return std::abs(v) < 1e15 && text.contains(QLatin1Char('e')) ? number(text.toDouble()) : text;
    }
    return number(v);
}

QString literal(const QString &s)
{
    QString out = s;
    out.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

} // namespace cp::exports::workbookformulas
