#include "core/planner/pricing.h"

#include "core/estimate/formulas.h"
#include "core/units/units.h"

#include <QSet>

#include <cmath>

namespace cp::planner {

namespace {

const QString kFx = QStringLiteral("fx.usd_cny");

/// Reads price-book values (user overrides first), converting USD to CNY, and remembers the keys.
class Reader {
public:
    Reader(const Catalog &catalog, const QHash<QString, double> &overrides)
        : m_catalog(catalog)
        , m_overrides(overrides)
    {
    }

    std::optional<double> value(const QString &key)
    {
        if (auto it = m_overrides.constFind(key); it != m_overrides.constEnd()) {
            m_keys.insert(key);
            return *it;
        }
        const PriceEntry *p = m_catalog.price(key);
        if (!p || !p->value)
            return std::nullopt;
        m_keys.insert(key);
        if (p->isAssumption())
            m_assumptions.insert(key);
        return p->value;
    }

    std::optional<double> cny(const QString &key)
    {
        const auto v = value(key);
        const PriceEntry *p = m_catalog.price(key);
        if (!v || !p || p->currency != QLatin1String("USD"))
            return v;
        const auto fx = value(kFx);
        return fx ? std::optional<double>(*v * *fx) : std::nullopt;
    }

    /// The cheapest of the provider-specific keys "<prefix>.<provider>" (without touching the others).
    std::optional<double> cheapestVariant(const QString &prefix)
    {
        QString best;
        double bestCny = 0;
        for (const PriceEntry &p : m_catalog.prices()) {
            if (!p.key.startsWith(prefix + QLatin1Char('.')) || !p.value)
                continue;
            Reader probe(m_catalog, m_overrides);
            const auto v = probe.cny(p.key);
            if (v && (best.isEmpty() || *v < bestCny)) {
                best = p.key;
                bestCny = *v;
            }
        }
        return best.isEmpty() ? std::nullopt : cny(best);
    }

    void fill(HourlyPrice &h) const
    {
        h.keys = QStringList(m_keys.begin(), m_keys.end());
        h.keys.sort();
        h.assumptionKeys = QStringList(m_assumptions.begin(), m_assumptions.end());
        h.assumptionKeys.sort();
    }

private:
    const Catalog &m_catalog;
    const QHash<QString, double> &m_overrides;
    QSet<QString> m_keys;
    QSet<QString> m_assumptions;
};

/// GPUs in a leased server: the price book's lease keys are per 8-GPU server.
constexpr double kLeaseGpusPerServer = 8.0;

} // namespace

std::optional<HourlyPrice> hourlyPrice(const QString &acc, PayMode pay, const QHash<QString, double> &overrides,
    const estimate::Reliability &reliability, const Catalog &catalog)
{
    Reader r(catalog, overrides);
    HourlyPrice h;
    const QString onDemandKey = QStringLiteral("cloud.%1.on_demand").arg(acc);
    std::optional<double> base = r.cny(onDemandKey);
    if (!base)
        base = r.cheapestVariant(onDemandKey);
    if (!base) {
        const auto lease = r.cny(QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc));
        if (!lease)
            return std::nullopt;
        base = *lease / kLeaseGpusPerServer / units::kHoursPerMonth;
        h.derivedFromLease = true;
    }
    double price = *base;
    switch (pay) {
    case PayMode::Monthly: {
        const auto discount = r.value(QStringLiteral("cloud.monthly_discount"));
        if (!discount)
            return std::nullopt;
        price *= 1.0 - *discount;
        h.wholeMonths = true;
        break;
    }
    case PayMode::Spot: {
        const auto discount = r.value(QStringLiteral("cloud.spot_discount"));
        const auto interval = r.value(QStringLiteral("spot.preemption_interval_hours"));
        const auto restart = r.value(QStringLiteral("spot.restart_hours"));
        if (!discount || !interval || !restart)
            return std::nullopt;
        price *= 1.0 - *discount;
        // A job preempted every `interval` hours on average: one "GPU" with that MTBF in the
        // Young/Daly goodput model, with the estimator's checkpoint stall.
        h.spotGoodput = estimate::formulas::goodput(1, *interval, reliability.checkpointMinutes, *restart * 60.0).fraction;
        break;
    }
    case PayMode::OnDemand:
        break;
    }
    h.cnyPerGpuHour = price;
    r.fill(h);
    return h;
}

double runCost(const HourlyPrice &price, int gpus, double wallClockHours)
{
    const double hours = price.wholeMonths ? std::ceil(wallClockHours / units::kHoursPerMonth - 1e-9) * units::kHoursPerMonth : wallClockHours;
    return price.cnyPerGpuHour * gpus * hours;
}

std::optional<HourlyPrice> egressPricePerGb(const QHash<QString, double> &overrides, const Catalog &catalog)
{
    Reader r(catalog, overrides);
    HourlyPrice h;
    const auto v = r.cny(QStringLiteral("storage.egress.cn"));
    if (!v)
        return std::nullopt;
    h.cnyPerGpuHour = *v;
    r.fill(h);
    return h;
}

} // namespace cp::planner
