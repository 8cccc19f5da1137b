#pragma once
// Formula texts of the Excel workbook (app/export/workbook.cpp): the "As shown" texts as formulas
// over the value cell beside them, defined names of input cells and numbers written without
// needless digits.

#include <QLocale>
#include <QString>

namespace cp::exports::workbookformulas {

/// A formula (with its leading '=') that writes `text` from the number in `valueCell` when the
/// text is that number formatted the way core/units/format.cpp does (units::formatMoney, compact
/// or plain, or units::formatNumber with 0..3 decimals between a fixed prefix and suffix);
/// empty when no such form gives `text` exactly. TEXT()'s format codes assume a spreadsheet in
/// a locale with "," for thousands and "." for decimals (as the app's English and Chinese texts).
QString asShownFormula(const QString &text, double value, const QString &valueCell, const QLocale &locale);

/// A defined name for the input `key` ("cloud.h800-sxm-80gb.on_demand" → "cloud_h800_sxm_80gb_on_demand")
/// of the `report`-th plan (0-based; later plans get "_2", "_3" …). Letters, digits and '_' only.
QString definedName(const QString &key, qsizetype report);

/// The shortest text that reads back as `v` (no 17-digit tails for 0.1 + 0.2).
QString number(double v);

/// An engine's amount with the fewest significant digits that keep it within 1e-10 of itself
/// (16666.666666666664 → "16666.666667"): a cached figure a formula scales, not an input.
QString amount(double v);

/// `s` as a spreadsheet string literal ("" doubled inside quotes).
QString literal(const QString &s);

} // namespace cp::exports::workbookformulas
