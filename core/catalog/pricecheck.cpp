#include "core/catalog/pricecheck.h"

#include "core/catalog/pricereader.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace cp {

namespace {

QString cny(double v) { return QString::number(v, 'f', 2); }

QString itemOf(const Catalog &catalog, const QString &key)
{
    const PriceEntry *e = catalog.price(key);
    return e ? e->item : QString();
}

QString tierText(PriceTier tier)
{
    switch (tier) {
    case PriceTier::Low:
        return QCoreApplication::translate("cp::PriceCheck", "low tier");
    case PriceTier::Typical:
        return QCoreApplication::translate("cp::PriceCheck", "typical tier");
    case PriceTier::High:
        return QCoreApplication::translate("cp::PriceCheck", "high tier");
    }
    return {};
}

class Checker {
public:
    Checker(const Catalog &catalog, const QHash<QString, double> &overrides)
        : m_catalog(catalog)
        , m_reader(catalog, overrides)
    {
    }

    /// The on-demand key of an accelerator: cloud.ID.on_demand, else its cheapest provider
    /// variant (the planner's rule, core/planner/pricing.h); empty when there is none.
    QString onDemandKey(const QString &acc) const
    {
        const QString key = QStringLiteral("cloud.%1.on_demand").arg(acc);
        return m_reader.has(key) ? key : m_reader.cheapestVariant(key);
    }

    std::optional<double> perGpuHour(const QString &key) const { return key.isEmpty() ? std::nullopt : m_reader.peekCny(key); }

    std::optional<double> leasePerGpuHour(const QString &acc) const
    {
        const auto v = m_reader.peekCny(leaseKey(acc));
        return v ? std::optional<double>(*v / kServerMonthGpuHours) : std::nullopt;
    }

    static QString leaseKey(const QString &acc) { return QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc); }

    double fraction(const QString &key) const { return m_reader.peekCny(key).value_or(0.0); }

    void add(PriceViolation v, QStringList keys)
    {
        keys.removeAll(QString());
        v.keys = keys;
        v.item = itemOf(m_catalog, v.key);
        v.otherItem = itemOf(m_catalog, v.otherKey);
        m_out << v;
    }

    void checkAccelerator(const Accelerator &a, PriceTier tier)
    {
        const QString odKey = onDemandKey(a.id);
        const auto od = perGpuHour(odKey);
        const auto lease = leasePerGpuHour(a.id);
        const QString monthlyKey = QStringLiteral("cloud.monthly_discount");
        if (od) {
            const double monthly = *od * (1 - fraction(monthlyKey));
            const QString monthlyName = QStringLiteral("%1 × (1 − %2)").arg(odKey, monthlyKey);
            if (lease && *lease > monthly + 1e-9) {
                //: %1 accelerator id, %2 tier, %3 and %5 price-book keys, %4 and %6 CNY per GPU-hour
                add({ PriceViolation::Rule::LeaseAboveMonthly, tier, a.id, leaseKey(a.id), monthlyName, *lease, monthly,
                        QCoreApplication::translate("cp::PriceCheck", "%1 (%2): the bare-metal lease %3 costs %4 CNY per GPU-hour at full use (÷ 8 × 730 h), more than "
                                                                      "renting by the month, %5, at %6; a lease should cost at most the monthly rate")
                            .arg(a.id, tierText(tier), leaseKey(a.id), cny(*lease), monthlyName, cny(monthly)),
                        {}, {}, {} },
                    { leaseKey(a.id), odKey, monthlyKey });
            }
            if (monthly > *od + 1e-9) {
                add({ PriceViolation::Rule::MonthlyAboveOnDemand, tier, a.id, monthlyName, odKey, monthly, *od,
                        QCoreApplication::translate("cp::PriceCheck", "%1 (%2): renting by the month, %3, costs %4 CNY per GPU-hour, more than on demand, %5, at %6; "
                                                                      "a monthly term should not cost more than paying by the hour")
                            .arg(a.id, tierText(tier), monthlyName, cny(monthly), odKey, cny(*od)),
                        {}, {}, {} },
                    { odKey, monthlyKey });
            }
            const QString spotKey = QStringLiteral("cloud.spot_discount");
            const double spot = *od * (1 - fraction(spotKey));
            if (spot > *od + 1e-9) {
                const QString spotName = QStringLiteral("%1 × (1 − %2)").arg(odKey, spotKey);
                add({ PriceViolation::Rule::SpotAboveOnDemand, tier, a.id, spotName, odKey, spot, *od,
                        QCoreApplication::translate("cp::PriceCheck", "%1 (%2): spot, %3, costs %4 CNY per GPU-hour, more than on demand, %5, at %6; "
                                                                      "preemptible capacity should not cost more than on-demand capacity")
                            .arg(a.id, tierText(tier), spotName, cny(spot), odKey, cny(*od)),
                        {}, {}, {} },
                    { odKey, spotKey });
            }
        }
    }

    /// A cut-down part dearer than its full part through one channel: the lease and on demand per
    /// GPU-hour at full use, a purchase per 8-GPU server.
    void checkCutDown(PriceTier tier)
    {
        for (const auto &[cut, full] : cutDownSkus()) {
            const QList<std::array<QString, 2>> channels {
                { leaseKey(cut), leaseKey(full) },
                { onDemandKey(cut), onDemandKey(full) },
                { QStringLiteral("server.%1.8gpu").arg(cut), QStringLiteral("server.%1.8gpu").arg(full) },
            };
            for (const auto &[cutKey, fullKey] : channels) {
                const auto cutValue = perGpuHour(cutKey);
                const auto fullValue = perGpuHour(fullKey);
                if (!cutValue || !fullValue || *cutValue <= *fullValue + 1e-9)
                    continue;
                const bool lease = cutKey.startsWith(QLatin1String("lease."));
                const double scale = lease ? 1.0 / kServerMonthGpuHours : 1.0;
                const double a = *cutValue * scale;
                const double b = *fullValue * scale;
                const QString message = lease
                    //: %1 accelerator id, %2 tier, %3 and %6 price-book keys, %4 and %7 CNY per GPU-hour, %5 the full part's id
                    ? QCoreApplication::translate("cp::PriceCheck", "%1 (%2): the lease of this cut-down China SKU, %3, costs %4 CNY per GPU-hour at full use, more than "
                                                                    "the lease of its full part %5, %6, at %7; a cut-down card should not cost more to lease")
                          .arg(cut, tierText(tier), cutKey, cny(a), full, fullKey, cny(b))
                    //: %1 accelerator id, %2 tier, %3 and %6 price-book keys, %4 and %7 CNY figures, %5 the full part's id
                    : QCoreApplication::translate("cp::PriceCheck", "%1 (%2): %3 of this cut-down China part is %4 CNY, more than %6 of its full part %5 at %7; "
                                                                    "a cut-down card should not cost more through the same channel")
                          .arg(cut, tierText(tier), cutKey, cny(a), full, fullKey, cny(b));
                add({ PriceViolation::Rule::CutDownAboveFull, tier, cut, cutKey, fullKey, a, b, message, {}, {}, {} }, { cutKey, fullKey });
            }
        }
    }

    void checkCommitments(PriceTier tier)
    {
        const QStringList keys { QStringLiteral("cloud.monthly_discount"), QStringLiteral("cloud.commitment_discount_1y"),
            QStringLiteral("cloud.commitment_discount_3y") };
        for (qsizetype i = 0; i + 1 < keys.size(); ++i) {
            if (!m_reader.has(keys[i]) || !m_reader.has(keys[i + 1]))
                continue;
            const double shorter = fraction(keys[i]);
            const double longer = fraction(keys[i + 1]);
            if (longer + 1e-9 >= shorter)
                continue;
            add({ PriceViolation::Rule::CommitmentOrder, tier, {}, keys[i + 1], keys[i], longer, shorter,
                    QCoreApplication::translate("cp::PriceCheck", "%1: the longer commitment %2 has a discount of %3, less than the shorter %4 at %5; a longer term "
                                                                  "should not cost more per GPU-hour")
                        .arg(tierText(tier), keys[i + 1], cny(longer), keys[i], cny(shorter)),
                    {}, {}, {} },
                { keys[i + 1], keys[i] });
        }
    }

    void checkPurchases(PriceTier tier)
    {
        for (const PriceEntry &p : m_catalog.prices()) {
            if (!p.key.startsWith(QLatin1String("server.")) || p.key == QLatin1String("server.cost_over_gpu_ratio")) {
                if (!p.key.startsWith(QLatin1String("card.")))
                    continue;
            }
            if (!p.low && !p.high)
                continue;
            const auto v = m_reader.peekCny(p.key);
            const auto typical = p.figure(PriceTier::Typical).value;
            const auto lo = p.low ? p.low->value : typical;
            const auto hi = p.high ? p.high->value : typical;
            if (!v || !lo || !hi)
                continue;
            // The range is in the entry's currency; the value read is in CNY.
            const double fx = m_reader.isUsd(p.key) ? m_reader.peekFx().value_or(0.0) : 1.0;
            const double loCny = *lo * fx;
            const double hiCny = *hi * fx;
            if (*v >= loCny - 1e-6 && *v <= hiCny + 1e-6)
                continue;
            const double bound = *v < loCny ? loCny : hiCny;
            add({ PriceViolation::Rule::PurchaseOutOfRange, tier, acceleratorOf(p.key), p.key, p.key, *v, bound,
                    QCoreApplication::translate("cp::PriceCheck", "%1 (%2): the purchase price %3 of %4 CNY lies outside the range of its sources, %5 to %6 CNY")
                        .arg(acceleratorOf(p.key), tierText(tier), p.key, cny(*v), cny(loCny), cny(hiCny)),
                    {}, {}, {} },
                { p.key });
        }
    }

    QList<PriceViolation> result() const { return m_out; }

private:
    static QString acceleratorOf(const QString &key)
    {
        const QStringList parts = key.split(QLatin1Char('.'));
        return parts.size() > 1 ? parts.at(1) : key;
    }

    const Catalog &m_catalog;
    PriceReader m_reader;
    QList<PriceViolation> m_out;
};

} // namespace

QString priceRuleId(PriceViolation::Rule rule)
{
    switch (rule) {
    case PriceViolation::Rule::LeaseAboveMonthly:
        return QStringLiteral("lease_above_monthly");
    case PriceViolation::Rule::MonthlyAboveOnDemand:
        return QStringLiteral("monthly_above_on_demand");
    case PriceViolation::Rule::SpotAboveOnDemand:
        return QStringLiteral("spot_above_on_demand");
    case PriceViolation::Rule::CutDownAboveFull:
        return QStringLiteral("cut_down_above_full");
    case PriceViolation::Rule::CommitmentOrder:
        return QStringLiteral("commitment_order");
    case PriceViolation::Rule::PurchaseOutOfRange:
        return QStringLiteral("purchase_out_of_range");
    case PriceViolation::Rule::LeaseCloudRatio:
        return QStringLiteral("lease_cloud_ratio");
    case PriceViolation::Rule::LeaseAboveQuotes:
        return QStringLiteral("lease_above_quotes");
    case PriceViolation::Rule::HostlessServer:
        return QStringLiteral("hostless_server");
    case PriceViolation::Rule::ForeignPrice:
        return QStringLiteral("foreign_price");
    case PriceViolation::Rule::AsOfWithoutMonth:
        return QStringLiteral("as_of_without_month");
    case PriceViolation::Rule::DuplicateItemName:
        return QStringLiteral("duplicate_item_name");
    case PriceViolation::Rule::MissingAcceleratorFigure:
        return QStringLiteral("missing_accelerator_figure");
    }
    return {};
}

const QList<QPair<QString, QString>> &cutDownSkus()
{
    // NVIDIA's China export parts: the H800 and A800 cut the NVLink bandwidth of the H100 and
    // A100; the H20 is a Hopper part with a fraction of the H100's compute.
    static const QList<QPair<QString, QString>> pairs {
        { QStringLiteral("h800-sxm-80gb"), QStringLiteral("h100-sxm-80gb") },
        { QStringLiteral("a800-sxm-80gb"), QStringLiteral("a100-sxm-80gb") },
        { QStringLiteral("h20-96gb"), QStringLiteral("h100-sxm-80gb") },
        // The L20 is the China part of the L40S class (a third of its dense compute); the H20
        // has a sixth of the H800's dense compute (accelerators.csv), so it leases for less.
        { QStringLiteral("l20-48gb"), QStringLiteral("l40s-48gb") },
        { QStringLiteral("h20-96gb"), QStringLiteral("h800-sxm-80gb") },
    };
    return pairs;
}

QList<PriceViolation> checkPriceCoherence(const Catalog &catalog, const QHash<QString, double> &overrides)
{
    Checker c(catalog, overrides);
    for (const Accelerator &a : catalog.accelerators())
        c.checkAccelerator(a, catalog.tier());
    c.checkCutDown(catalog.tier());
    c.checkCommitments(catalog.tier());
    c.checkPurchases(catalog.tier());
    return c.result();
}

QList<PriceViolation> checkPriceBook(const Catalog &catalog, const QHash<QString, double> &overrides)
{
    QList<PriceViolation> out;
    for (PriceTier tier : { PriceTier::Low, PriceTier::Typical, PriceTier::High })
        out << checkPriceCoherence(catalog.withTier(tier), overrides);
    out << checkPriceBookData(catalog.withTier(PriceTier::Typical), overrides);
    return out;
}

} // namespace cp
