#pragma once
// Price-book item names and units in the UI language. The reference data (resources/data/
// price-book*.csv) stays in English, as published; views, reports and workbooks show these.

#include <QString>
#include <QStringList>

namespace cp {

/// The item name in the UI language ("H100 80GB rental (China market low)" → "H100 80GB 租用…");
/// a text without a translation is returned as it is.
QString priceItemText(const QString &item);
/// The unit in the UI language ("per GPU-hour" → "每卡时").
QString priceUnitText(const QString &unit);
/// Every item name and unit that has a translation entry (a test checks the shipped book is covered).
QStringList translatablePriceTexts();

} // namespace cp
