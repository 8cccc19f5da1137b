#pragma once
// Price-book item names and units in the UI language. The reference data (resources/data/
// price-book*.csv) stays in English, as published; views, reports and workbooks show these.

#include <QString>
#include <QStringList>

namespace cp {

class Catalog;

/// The item name in the UI language ("H100 80GB rental (China market low)" → "H100 80GB 租用…");
/// a text without a translation is returned as it is.
QString priceItemText(const QString &item);
/// The unit in the UI language ("per GPU-hour" → "每卡时").
QString priceUnitText(const QString &unit);
/// The translated item name of a price-book key, as a person reads it ("power.tariff.zhejiang" →
/// "浙江工业电价（峰谷加权）"); the key itself when the catalog has no such entry. Keys stay in
/// tooltips and the report's appendix table.
QString priceKeyName(const QString &key, const Catalog &catalog);
/// Each price-book key of the list by its item name; any other text (an engine's sentence about
/// a default it applied) is kept as it is.
QStringList priceKeyNames(const QStringList &keysOrTexts, const Catalog &catalog);
/// A source as a person reads it: without the data files' "ASSUMPTION:" markers (the assumption
/// badge says it) and without paths of the project's own files ("core/tco/tco.h", "DESIGN.md
/// section 5"); the data files keep both. With a catalog, a price-book key the text cites is
/// replaced by its item name.
QString readableSource(const QString &source, const Catalog *catalog = nullptr);
/// An availability row's source (availability.csv) in the UI language: each "; "-separated part
/// that is a fixed text of the list ("installed stock", "ASSUMPTION: cluster size per order, user
/// must confirm") translated; citations, dates and rule numbers stay as published.
QString availabilitySourceText(const QString &source);
/// Every item name and unit that has a translation entry (a test checks the shipped book is covered).
QStringList translatablePriceTexts();

} // namespace cp
