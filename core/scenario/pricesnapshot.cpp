#include "core/scenario/pricesnapshot.h"

#include "core/catalog/catalog.h"

#include <algorithm>

namespace cp {

PriceSnapshotEntry snapshotEntry(const PriceEntry &e)
{
    return { e.key, e.value, e.currency, e.unit, e.asOf, e.confidenceText, e.source };
}

PriceEntry priceEntryFrom(const PriceSnapshotEntry &saved, const Catalog &catalog)
{
    PriceEntry p;
    if (const PriceEntry *current = catalog.price(saved.key))
        p = *current;
    p.key = saved.key;
    p.value = saved.value;
    p.currency = saved.currency;
    p.unit = saved.unit;
    p.asOf = saved.asOf;
    p.confidenceText = saved.confidence;
    p.confidence = saved.value ? confidenceFromString(saved.confidence) : Confidence::Assumption;
    p.source = saved.source;
    return p;
}

QList<PriceSnapshotEntry> snapshotPrices(const Catalog &catalog, const QStringList &keys)
{
    QList<PriceSnapshotEntry> out;
    for (const PriceEntry &e : catalog.prices()) {
        if (keys.isEmpty() || keys.contains(e.key))
            out << snapshotEntry(e);
    }
    return out;
}

QList<PriceSnapshotEntry> pinnedPrices(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog)
{
    QList<PriceSnapshotEntry> out = saved;
    for (const PriceEntry &e : catalog.prices()) {
        const auto held = std::find_if(out.begin(), out.end(), [&e](const PriceSnapshotEntry &s) { return s.key == e.key; });
        if (held == out.end())
            out << snapshotEntry(e);
        else if (!held->value && e.value) // a saved "no figure" uses the book's figure (bridge::catalogFor)
            *held = snapshotEntry(e);
    }
    return out;
}

bool needsPinning(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog) { return pinnedPrices(saved, catalog) != saved; }

QList<PriceChange> priceChanges(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog)
{
    QList<PriceChange> changes;
    for (const PriceSnapshotEntry &s : saved) {
        const PriceEntry *entry = catalog.price(s.key);
        if (!entry) {
            changes.append({ PriceChange::Kind::Removed, s.key, s, std::nullopt, {} });
            continue;
        }
        const PriceSnapshotEntry now = snapshotEntry(*entry);
        QStringList fields;
        if (now.value != s.value)
            fields << QStringLiteral("value");
        if (now.currency != s.currency)
            fields << QStringLiteral("currency");
        if (now.unit != s.unit)
            fields << QStringLiteral("unit");
        if (now.asOf != s.asOf)
            fields << QStringLiteral("as_of");
        if (now.confidence != s.confidence)
            fields << QStringLiteral("confidence");
        if (now.source != s.source)
            fields << QStringLiteral("source");
        if (!fields.isEmpty())
            changes.append({ PriceChange::Kind::Changed, s.key, s, now, fields });
    }
    return changes;
}

QList<PriceSnapshotEntry> withCurrentPrices(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog)
{
    QList<PriceSnapshotEntry> out;
    for (const PriceSnapshotEntry &s : saved) {
        if (const PriceEntry *current = catalog.price(s.key))
            out << snapshotEntry(*current);
    }
    return out;
}

} // namespace cp
