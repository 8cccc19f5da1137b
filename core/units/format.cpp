#include "core/units/format.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::units {

namespace {
bool isChinese(const QLocale &locale) { return locale.language() == QLocale::Chinese; }
constexpr double kScientificFrom = 1e15;
} // namespace

QString formatNumber(double value, int decimals, const QLocale &locale)
{
    if (!std::isfinite(value))
        return QCoreApplication::translate("cp::units", "n/a", "value not available");
    // Beyond 1e15 the digits of a planning figure are noise and a fixed-point string runs to
    // dozens of characters: three significant digits in scientific notation instead.
    if (std::abs(value) >= kScientificFrom)
        return locale.toString(value, 'e', 2);
    QString text = locale.toString(value, 'f', decimals);
    // Avoid "-0" after rounding.
    if (value < 0 && locale.toDouble(text) == 0.0)
        text = locale.toString(0.0, 'f', decimals);
    return text;
}

QString formatMoney(Money m, MoneyStyle style, const QLocale &locale)
{
    if (style == MoneyStyle::Compact)
        return formatMoneyLike(m, m, locale);
    const double v = toYuan(m);
    return QCoreApplication::translate("cp::units", "%1 CNY").arg(formatNumber(v, std::abs(v) < 100 ? 2 : 0, locale));
}

QString formatMoneyLike(Money m, Money reference, const QLocale &locale)
{
    const double v = toYuan(m);
    const double a = std::abs(toYuan(reference));
    // Chinese readers count in 万 (1e4) and 亿 (1e8); these are number conventions, not text to translate.
    if (isChinese(locale)) {
        if (a >= 1e8)
            return QStringLiteral("%1亿元").arg(formatNumber(v / 1e8, 2, locale));
        if (a >= 1e4)
            return QStringLiteral("%1万元").arg(formatNumber(v / 1e4, 2, locale));
        return QStringLiteral("%1元").arg(formatNumber(v, 0, locale));
    }
    if (a >= 1e9)
        return QCoreApplication::translate("cp::units", "%1 B CNY").arg(formatNumber(v / 1e9, 2, locale));
    if (a >= 1e6)
        return QCoreApplication::translate("cp::units", "%1 M CNY").arg(formatNumber(v / 1e6, 2, locale));
    if (a >= 1e4)
        return QCoreApplication::translate("cp::units", "%1 k CNY").arg(formatNumber(v / 1e3, 1, locale));
    return QCoreApplication::translate("cp::units", "%1 CNY").arg(formatNumber(v, std::abs(v) < 100 ? 2 : 0, locale));
}

AxisScale moneyAxisScale(double maxAbsYuan, const QLocale &locale)
{
    const double a = std::abs(maxAbsYuan);
    if (isChinese(locale)) {
        if (a >= 1e8)
            return { 1e8, QStringLiteral("亿元") };
        if (a >= 1e4)
            return { 1e4, QStringLiteral("万元") };
        return { 1, QStringLiteral("元") };
    }
    if (a >= 1e9)
        return { 1e9, QCoreApplication::translate("cp::units", "B CNY", "billions of yuan") };
    if (a >= 1e6)
        return { 1e6, QCoreApplication::translate("cp::units", "M CNY", "millions of yuan") };
    if (a >= 1e4)
        return { 1e3, QCoreApplication::translate("cp::units", "k CNY", "thousands of yuan") };
    return { 1, QCoreApplication::translate("cp::units", "CNY") };
}

QString formatBytes(Bytes b, const QLocale &locale)
{
    const double g = toGiB(b);
    if (std::abs(g) >= 1024.0)
        return QCoreApplication::translate("cp::units", "%1 TiB").arg(formatNumber(g / 1024.0, 2, locale));
    return QCoreApplication::translate("cp::units", "%1 GiB").arg(formatNumber(g, std::abs(g) < 10 ? 2 : 1, locale));
}

QString formatDuration(Time t, const QLocale &locale)
{
    return formatDurationLike(t, t, locale);
}

QString formatDurationLike(Time t, Time reference, const QLocale &locale)
{
    const double h = std::abs(toHours(reference));
    if (h >= 48.0)
        return QCoreApplication::translate("cp::units", "%1 days").arg(formatNumber(toDays(t), 1, locale));
    if (h >= 1.0)
        return QCoreApplication::translate("cp::units", "%1 h").arg(formatNumber(toHours(t), 1, locale));
    if (std::abs(toSeconds(reference)) >= 1.0)
        return QCoreApplication::translate("cp::units", "%1 s").arg(formatNumber(toSeconds(t), 2, locale));
    return QCoreApplication::translate("cp::units", "%1 ms").arg(formatNumber(toSeconds(t) * 1e3, 1, locale));
}

QString formatPercent(double fraction, int decimals, const QLocale &locale)
{
    // The percent sign follows the number in both languages.
    return formatNumber(fraction * 100, decimals, locale) + QLatin1Char('%');
}

QString formatDate(const QDate &date)
{
    return date.toString(Qt::ISODate);
}

QString formatDateTime(const QDateTime &moment)
{
    return moment.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString formatFlopRate(FlopRate r, const QLocale &locale)
{
    return QCoreApplication::translate("cp::units", "%1 TFLOP/s").arg(formatNumber(toTflopsPerSecond(r), 1, locale));
}

QString formatPower(Power p, const QLocale &locale)
{
    return QCoreApplication::translate("cp::units", "%1 kW").arg(formatNumber(toKilowatts(p), 1, locale));
}

QString formatEnergy(Energy e, const QLocale &locale)
{
    return QCoreApplication::translate("cp::units", "%1 kWh").arg(formatNumber(toKwh(e), 0, locale));
}

namespace {

/// Three significant digits without trailing zeros: 200 → "200", 15 → "15", 1.5 → "1.5", 2.345 → "2.35".
QString significant(double v, const QLocale &locale)
{
    const double a = std::abs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1
                                                : 2;
    QString text = formatNumber(v, decimals, locale);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

} // namespace

QString formatCount(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return formatNumber(value, 0, locale);
    const double a = std::abs(value);
    if (isChinese(locale)) {
        // 万, 亿 and 万亿 are how Chinese readers count; number conventions, not text to translate.
        if (a >= 1e12)
            return significant(value / 1e12, locale) + QStringLiteral("万亿");
        if (a >= 1e8)
            return significant(value / 1e8, locale) + QStringLiteral("亿");
        if (a >= 1e4)
            return significant(value / 1e4, locale) + QStringLiteral("万");
        return formatNumber(value, 0, locale);
    }
    if (a >= 1e12)
        return QCoreApplication::translate("cp::units", "%1 trillion").arg(significant(value / 1e12, locale));
    if (a >= 1e9)
        return QCoreApplication::translate("cp::units", "%1 billion").arg(significant(value / 1e9, locale));
    if (a >= 1e6)
        return QCoreApplication::translate("cp::units", "%1 million").arg(significant(value / 1e6, locale));
    return formatNumber(value, 0, locale);
}

QString formatTokens(double tokens, const QLocale &locale)
{
    if (isChinese(locale))
        return formatCount(tokens, locale) + QStringLiteral(" token");
    return QCoreApplication::translate("cp::units", "%1 tokens").arg(formatCount(tokens, locale));
}

QString formatByteRate(double bytesPerSecond, const QLocale &locale)
{
    const double a = std::abs(bytesPerSecond);
    //: data rates, decimal units (1 KB = 1,000 bytes)
    if (a >= 1e12)
        return QCoreApplication::translate("cp::units", "%1 TB/s").arg(significant(bytesPerSecond / 1e12, locale));
    if (a >= 1e9)
        return QCoreApplication::translate("cp::units", "%1 GB/s").arg(significant(bytesPerSecond / 1e9, locale));
    if (a >= 1e6)
        return QCoreApplication::translate("cp::units", "%1 MB/s").arg(significant(bytesPerSecond / 1e6, locale));
    if (a >= 1e3)
        return QCoreApplication::translate("cp::units", "%1 KB/s").arg(significant(bytesPerSecond / 1e3, locale));
    return QCoreApplication::translate("cp::units", "%1 B/s").arg(significant(bytesPerSecond, locale));
}

} // namespace cp::units
