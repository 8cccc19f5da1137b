#pragma once
// Formatting for texts that put several figures side by side (a P10 · P50 · P90 range, shares
// of one whole) and for dates: one unit per range, fractions as percentages, ISO dates.

#include "core/units/units.h"

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

namespace cp::units {

/// `t` in the unit formatDuration picks for `reference`, so a range (P10 · P50 · P90) reads in one
/// unit: "0.9 h · 1.4 h · 2.0 h", not "3,411.76 s · 1.4 h".
QString formatDurationLike(Time t, Time reference, const QLocale &locale = QLocale());
/// Compact money (MoneyStyle::Compact) in the unit `reference` would get: one unit for a range.
QString formatMoneyLike(Money m, Money reference, const QLocale &locale = QLocale());
/// A fraction as a percentage with `decimals` after the point: 0.7 → "70%", 0.08 → "8%".
QString formatPercent(double fraction, int decimals, const QLocale &locale = QLocale());
/// A calendar date as yyyy-MM-dd (ISO 8601) in every language: never the locale's 11/29/26.
QString formatDate(const QDate &date);
/// A moment in local time as yyyy-MM-dd HH:mm in every language ("2026-11-29 16:05"): the library,
/// its history and drafts show this, never the locale's 11/29/26 4:05 PM.
QString formatDateTime(const QDateTime &moment);

} // namespace cp::units
