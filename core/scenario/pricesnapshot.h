#pragma once
// The prices a scenario used, kept with it, and what changed since in the current price book.

#include "core/scenario/scenario.h"

#include <QList>
#include <QStringList>

namespace cp {

class Catalog;
struct PriceEntry;

/// The catalog's entries for the given keys (all entries when keys is empty), in catalog order.
QList<PriceSnapshotEntry> snapshotPrices(const Catalog &catalog, const QStringList &keys = {});
PriceSnapshotEntry snapshotEntry(const PriceEntry &entry);
/// The price-book entry a saved entry stands for: its value and provenance on top of the
/// catalog's entry for the key (item name and kind), if the catalog has one. An entry saved
/// without a value counts as an assumption.
PriceEntry priceEntryFrom(const PriceSnapshotEntry &saved, const Catalog &catalog);

struct PriceChange {
    enum class Kind {
        Changed, ///< the key is in the price book with a different value or provenance
        Removed, ///< the price book no longer has the key
    };
    Kind kind = Kind::Changed;
    QString key;
    PriceSnapshotEntry saved; ///< as the scenario stored it
    std::optional<PriceSnapshotEntry> current; ///< as the price book has it now (Changed only)
    QStringList fields; ///< which fields differ: value, currency, unit, as_of, confidence, source
};

/// The scenario's prices with every price-book entry pinned, as a plan is saved ("saved means
/// saved"): an entry the scenario holds with a figure stays as it is; an entry it holds without
/// one, or does not hold, takes the catalog's entry (what the engines use for it today), so the
/// plan's numbers are the same now and stay the same when the price book changes later. Entries
/// the catalog does not have stay; new ones are appended in catalog order. Idempotent.
QList<PriceSnapshotEntry> pinnedPrices(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog);
/// Whether pinnedPrices() would add or fill anything.
bool needsPinning(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog);

/// Differences between a scenario's stored prices and the catalog, in the scenario's order.
/// Empty when reopening the plan with today's price book would give the same numbers.
QList<PriceChange> priceChanges(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog);

/// The saved prices brought up to the catalog: every changed entry takes the catalog's value
/// and provenance, entries the catalog no longer has are dropped, the rest stay as they are.
QList<PriceSnapshotEntry> withCurrentPrices(const QList<PriceSnapshotEntry> &saved, const Catalog &catalog);

} // namespace cp
