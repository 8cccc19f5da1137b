#pragma once
// The one place where quantities become text: a number with the locale's separators plus a
// translated unit label. Models, charts, exporters and the CLI all format through here.

#include "core/units/units.h"

#include <QLocale>
#include <QString>

namespace cp::units {

enum class MoneyStyle {
    Plain, ///< "1,234,567 CNY"
    Compact, ///< zh: "123.46万元" / "1.23亿元"; en: "1.23 M CNY"
};

/// How to label a money axis: values are divided by `divisor` and the axis says `unit`.
struct AxisScale {
    double divisor = 1;
    QString unit;
};
/// zh: 元 / 万元 / 亿元; en: CNY / k CNY / M CNY / B CNY, chosen from the largest magnitude.
AxisScale moneyAxisScale(double maxAbsYuan, const QLocale &locale = QLocale());

QString formatNumber(double value, int decimals, const QLocale &locale = QLocale());
QString formatMoney(Money m, MoneyStyle style = MoneyStyle::Plain, const QLocale &locale = QLocale());
QString formatBytes(Bytes b, const QLocale &locale = QLocale()); ///< "12.3 GiB"
QString formatDuration(Time t, const QLocale &locale = QLocale()); ///< "41.2 days", "3.5 h"
QString formatFlopRate(FlopRate r, const QLocale &locale = QLocale()); ///< "312 TFLOP/s"
QString formatPower(Power p, const QLocale &locale = QLocale()); ///< "10.2 kW"
QString formatEnergy(Energy e, const QLocale &locale = QLocale()); ///< "1,234 kWh"

/// A large count in the reader's convention, three significant digits: zh 万 (1e4), 亿 (1e8) and
/// 万亿 (1e12) ("200亿"); en thousand / million / billion / trillion ("20 billion"). Counts
/// below 1e4 are written out ("9,999").
QString formatCount(double value, const QLocale &locale = QLocale());
/// A number of tokens: "200亿 token", "20 billion tokens".
QString formatTokens(double tokens, const QLocale &locale = QLocale());
/// A data rate in bytes per second with the decimal unit that fits its magnitude (B/s, KB/s,
/// MB/s, GB/s, TB/s; 1 KB = 1,000 B, as storage vendors quote throughput): 1.5e5 → "150 KB/s".
QString formatByteRate(double bytesPerSecond, const QLocale &locale = QLocale());

/// Yuan in the compact style the KPI and guide texts use (万元/亿元 in Chinese).
inline QString compactYuan(double amount, const QLocale &locale = QLocale()) { return formatMoney(yuan(amount), MoneyStyle::Compact, locale); }
/// A size in GiB as the memory texts show it ("12.3 GiB").
inline QString gibText(double gibibytes, const QLocale &locale = QLocale()) { return formatBytes(gib(gibibytes), locale); }

} // namespace cp::units
