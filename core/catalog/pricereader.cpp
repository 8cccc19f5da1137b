#include "core/catalog/pricereader.h"

namespace cp {

PriceReader::PriceReader(const Catalog &catalog, const QHash<QString, double> &overrides)
    : m_catalog(catalog)
    , m_overrides(overrides)
{
}

std::optional<double> PriceReader::peek(const QString &key) const
{
    if (auto it = m_overrides.constFind(key); it != m_overrides.constEnd())
        return *it;
    const PriceEntry *p = m_catalog.price(key);
    if (!p || !p->value)
        return std::nullopt;
    return p->value;
}

std::optional<double> PriceReader::value(const QString &key)
{
    const auto v = peek(key);
    if (v)
        m_used.insert(key);
    return v;
}

std::optional<double> PriceReader::cny(const QString &key)
{
    const auto v = value(key);
    if (!v || !isUsd(key))
        return v;
    const auto fx = value(kFxUsdCnyKey);
    return fx ? std::optional<double>(*v * *fx) : std::nullopt;
}

std::optional<double> PriceReader::peekCny(const QString &key) const
{
    const auto v = peek(key);
    if (!v || !isUsd(key))
        return v;
    const auto fx = peekFx();
    return fx ? std::optional<double>(*v * *fx) : std::nullopt;
}

QString PriceReader::cheapestVariant(const QString &prefix) const
{
    QString best;
    double bestCny = 0;
    for (const PriceEntry &p : m_catalog.prices()) {
        if (!p.key.startsWith(prefix + QLatin1Char('.')) || !p.value)
            continue;
        const auto v = peekCny(p.key);
        if (v && (best.isEmpty() || *v < bestCny)) {
            best = p.key;
            bestCny = *v;
        }
    }
    return best;
}

bool PriceReader::has(const QString &key) const
{
    return peek(key).has_value();
}

bool PriceReader::isUsd(const QString &key) const
{
    const PriceEntry *p = m_catalog.price(key);
    return p && p->currency == QLatin1String("USD");
}

std::optional<double> PriceReader::peekFx() const
{
    return peek(kFxUsdCnyKey);
}

QStringList PriceReader::usedKeys() const
{
    QStringList keys(m_used.begin(), m_used.end());
    keys.sort();
    return keys;
}

QStringList PriceReader::assumptionKeys() const
{
    QStringList keys;
    for (const QString &k : m_used) {
        const PriceEntry *p = m_catalog.price(k);
        if (!m_overrides.contains(k) && p && p->isAssumption())
            keys << k;
    }
    keys.sort();
    return keys;
}

} // namespace cp
