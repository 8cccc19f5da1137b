#pragma once
// Reads price-book figures for one computation: the user's per-key overrides first, then the
// catalog's price book; USD figures converted to CNY at fx.usd_cny. It remembers every key it
// read and which of them are assumptions, so each result can name its sources. The planner's
// hourly prices and the TCO's prices both read through it.

#include "core/catalog/catalog.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <optional>

namespace cp {

/// The price-book key of the USD→CNY exchange rate (CNY per USD).
inline const QString kFxUsdCnyKey = QStringLiteral("fx.usd_cny");

class PriceReader {
public:
    /// Both are referenced, not copied: they must outlive the reader.
    PriceReader(const Catalog &catalog, const QHash<QString, double> &overrides);

    /// The figure as stated (an override in the entry's own currency, else the price book's
    /// value), or nullopt when neither has one. A key with a figure is recorded as used.
    std::optional<double> value(const QString &key);
    /// value() in CNY: a USD entry times fx.usd_cny (also recorded); nullopt when either is missing.
    std::optional<double> cny(const QString &key);
    /// cny() without recording anything.
    std::optional<double> peekCny(const QString &key) const;
    /// The key of the cheapest (in CNY) price-book entry "<prefix>.<variant>" that has a value,
    /// or empty when there is none. Records nothing.
    QString cheapestVariant(const QString &prefix) const;

    /// True when an override or the price book has a figure for the key. Records nothing.
    bool has(const QString &key) const;
    /// True when the price book states the key in USD.
    bool isUsd(const QString &key) const;
    /// The exchange rate (override first), without recording it; nullopt when there is none.
    std::optional<double> peekFx() const;

    /// Every key read so far, sorted.
    QStringList usedKeys() const;
    /// The used keys that are assumptions of the price book (an overridden key is the user's
    /// figure, not an assumption), sorted.
    QStringList assumptionKeys() const;

private:
    std::optional<double> peek(const QString &key) const;

    const Catalog &m_catalog;
    const QHash<QString, double> &m_overrides;
    QSet<QString> m_used;
};

} // namespace cp
