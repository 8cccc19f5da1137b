#include "core/tco/prices.h"

#include "core/catalog/pricereader.h"

#include <QCoreApplication>
#include <algorithm>

namespace cp::tco {

namespace {

/// The TCO's reading of the price book: every key it asks for must have a figure (a missing one
/// is an error naming the key), and each value keeps the keys it came from.
class Lookup {
public:
    Lookup(const Catalog &catalog, const QHash<QString, double> &overrides)
        : m_reader(catalog, overrides)
        , m_catalog(catalog)
    {
    }

    const Catalog &catalog() const { return m_catalog; }
    bool isUsd(const QString &key) const { return m_reader.isUsd(key); }

    /// A dimensionless figure (ratio, fraction, count) as the price book states it.
    Sourced<double> number(const QString &key) { return { required(key), { key } }; }

    /// An amount of money in CNY; USD entries are converted at fx.usd_cny.
    Sourced<units::Money> money(const QString &key)
    {
        Sourced<units::Money> s { units::yuan(required(key)), { key } };
        if (m_reader.isUsd(key)) {
            s.value = units::fromForeign(units::toYuan(s.value), required(kFxUsdCnyKey));
            s.keys << kFxUsdCnyKey;
        }
        return s;
    }

    bool has(const QString &key) const { return m_reader.has(key); }

    /// A figure read without counting it as used (for inputs the engines do not apply yet);
    /// 0 with no keys when the book has none.
    Sourced<double> unrecorded(const QString &key) const
    {
        const auto v = m_reader.peekCny(key);
        return v ? Sourced<double> { *v, { key } } : Sourced<double> {};
    }

    /// The exchange rate for the output's statement, without counting it as used.
    double statedFx() const { return m_reader.peekFx().value_or(0.0); }

    Errors errors() const { return m_errors; }
    QStringList used() const { return m_reader.usedKeys(); }
    QStringList assumptions() const { return m_reader.assumptionKeys(); }

private:
    double required(const QString &key)
    {
        if (const auto v = m_reader.value(key))
            return *v;
        m_errors << Error { key, QCoreApplication::translate("cp::Tco", "the price book has no value for this key; add one with an override (--override %1=VALUE)").arg(key) };
        return 0.0;
    }

    PriceReader m_reader;
    const Catalog &m_catalog;
    Errors m_errors;
};

bool needs(const TcoInput &in, OptionKind k) { return in.options.contains(k); }

/// A figure entered by the user (an override) or stated with a source in the price book.
bool sourced(const TcoInput &in, const Catalog &catalog, const QString &key)
{
    if (in.overrides.contains(key))
        return true;
    const PriceEntry *e = catalog.price(key);
    return e && e->value && !e->isAssumption();
}

/// The spot market (SpotMarket): a US on-demand price takes the US spot discount; otherwise spot
/// needs a sourced cloud.<id>.spot, with its own preemption interval, restart time and largest
/// cluster where the book has them (the generic spot.* figures otherwise).
void resolveSpot(const TcoInput &in, const QString &acc, Lookup &l, TcoPrices &p)
{
    const QString spotKey = QStringLiteral("cloud.%1.spot").arg(acc);
    if (l.isUsd(QStringLiteral("cloud.%1.on_demand").arg(acc)))
        p.spotMarket = SpotMarket::UsDiscount;
    else if (sourced(in, l.catalog(), spotKey))
        p.spotMarket = SpotMarket::Sourced;
    else
        return;
    if (p.spotMarket == SpotMarket::UsDiscount) {
        p.spotDiscount = l.number(QStringLiteral("cloud.spot_discount"));
    } else {
        const auto price = l.money(spotKey);
        p.spotPrice = { price.value / units::hours(1), price.keys };
        const QString maxKey = QStringLiteral("spot.%1.max_gpus").arg(acc);
        if (l.has(maxKey))
            p.spotMaxGpus = l.number(maxKey);
    }
    const auto own = [&](const char *item) {
        const QString key = QStringLiteral("spot.%1.%2").arg(acc, QLatin1String(item));
        return l.has(key) ? l.number(key) : l.number(QStringLiteral("spot.%1").arg(QLatin1String(item)));
    };
    p.spotPreemptionHours = own("preemption_interval_hours");
    p.spotRestartHours = own("restart_hours");
}

void resolveCloud(const TcoInput &in, const QString &acc, Lookup &l, TcoPrices &p)
{
    const auto od = l.money(QStringLiteral("cloud.%1.on_demand").arg(acc));
    p.onDemand = { od.value / units::hours(1), od.keys };
    if (needs(in, OptionKind::Commitment)) {
        // The older key of the 1-year discount wins where a saved plan or an override fixed it
        // to a figure of its own (the shipped book states both alike).
        const QString older = QStringLiteral("cloud.reserved_discount_1y");
        const QString newer = QStringLiteral("cloud.commitment_discount_1y");
        const bool olderFixed = in.overrides.contains(older) || !l.has(newer)
            || (l.has(older) && l.unrecorded(older).value != l.unrecorded(newer).value && !in.overrides.contains(newer));
        const QString key = in.commitmentTermMonths == 1 ? QStringLiteral("cloud.monthly_discount")
            : in.commitmentTermMonths == 36              ? QStringLiteral("cloud.commitment_discount_3y")
            : olderFixed                                 ? older
                                                         : newer;
        p.commitmentDiscount = l.number(key);
    }
    p.priceDriftPerYear = l.unrecorded(QStringLiteral("cloud.price_drift_per_year"));
    if (needs(in, OptionKind::Spot))
        resolveSpot(in, acc, l, p);
}

void resolveServerPower(const QString &acc, const Catalog &catalog, Lookup &l, TcoPrices &p)
{
    const QString key = QStringLiteral("power.server_kw.%1.8gpu").arg(acc);
    if (l.has(key)) {
        const auto kw = l.number(key);
        p.serverPower = { units::kilowatts(kw.value), kw.keys };
        return;
    }
    // Fallback: sum of the cards' TDP times the calibrated server/GPU power ratio.
    const Accelerator *a = catalog.accelerator(acc);
    const auto ratio = l.number(QStringLiteral("power.server_kw_over_gpu_tdp"));
    const double tdpW = a && a->tdpWatts ? *a->tdpWatts : 0.0;
    p.serverPower = { units::watts(tdpW * p.gpusPerNode * ratio.value), ratio.keys + QStringList { QStringLiteral("accelerators.csv:%1.tdp_w").arg(acc) } };
}

void resolveServer(const QString &acc, Lookup &l, TcoPrices &p)
{
    const QString key = QStringLiteral("server.%1.8gpu").arg(acc);
    if (l.has(key) || !l.has(QStringLiteral("card.%1").arg(acc))) {
        p.server = l.money(key);
        return;
    }
    // Fallback: card price x GPUs per node x server cost / GPU cost (epoch-research hardware.py).
    const auto card = l.money(QStringLiteral("card.%1").arg(acc));
    const auto ratio = l.number(QStringLiteral("server.cost_over_gpu_ratio"));
    p.server = { card.value * (p.gpusPerNode * ratio.value), card.keys + ratio.keys };
}

void resolveBuild(const TcoInput &in, const Catalog &catalog, Lookup &l, TcoPrices &p)
{
    const QString acc = in.acceleratorId;
    resolveServer(acc, l, p);
    p.nicsPerServer = l.money(QStringLiteral("network.nic.per_server"));
    p.ibSwitch = l.money(QStringLiteral("network.ib_switch"));
    p.ibSwitchPorts = l.number(QStringLiteral("network.ib_switch_ports"));
    p.storagePerTB = l.money(QStringLiteral("storage.parallel_fs.per_tb"));
    p.retrofitPerRack = l.money(QStringLiteral("build.room_retrofit.per_rack"));
    p.powerFeePerKw = l.money(QStringLiteral("build.power_capacity_fee.per_kw"));
    p.rackPerMonth = l.money(in.rackKey);
    p.rackKw = l.number(QStringLiteral("colo.rack_kw.hangzhou"));
    resolveServerPower(acc, catalog, l, p);
    p.avgDrawFraction = l.number(QStringLiteral("power.avg_draw_fraction"));
    p.idleDrawFraction = l.number(QStringLiteral("power.idle_draw_fraction"));
    p.pue = l.number(in.pueKey);
    p.summerPueUplift = l.number(QStringLiteral("power.pue.summer_uplift"));
    const auto tariff = l.money(in.tariffKey);
    p.tariff = { tariff.value / units::kwh(1), tariff.keys };
    p.bandwidthPerMbpsMonth = l.money(QStringLiteral("bandwidth.idc.hangzhou"));
    p.maintenancePerYear = l.number(QStringLiteral("build.maintenance.fraction_per_year"));
    p.usefulLifeYears = l.number(QStringLiteral("depreciation.useful_life_years"));
    p.residualAt36Months = l.number(QStringLiteral("residual.after_36_months"));
}

} // namespace

Expected<TcoPrices> resolvePrices(const TcoInput &in, const Catalog &catalog)
{
    const Accelerator *acc = catalog.accelerator(in.acceleratorId);
    if (!acc)
        return Error { QStringLiteral("accelerator"),
            QCoreApplication::translate("cp::Tco", "unknown accelerator '%1'; use one of: %2").arg(in.acceleratorId, catalog.acceleratorIds().join(QStringLiteral(", "))) };
    Lookup l(catalog, in.overrides);
    TcoPrices p;
    p.gpusPerNode = acc->gpusPerNode;
    p.fxUsdCny = l.statedFx();
    resolveCloud(in, in.acceleratorId, l, p);
    const bool leasedCore = needs(in, OptionKind::Hybrid) && in.hybridCoreLeased;
    const bool ownedCore = needs(in, OptionKind::Hybrid) && !in.hybridCoreLeased;
    if (needs(in, OptionKind::Lease) || leasedCore) {
        p.leasePerServerMonth = l.money(QStringLiteral("lease.bare_metal.%1.8gpu").arg(in.acceleratorId));
        p.leaseDepositMonths = l.unrecorded(QStringLiteral("lease.deposit_months"));
        p.leaseEarlyExitPenaltyMonths = l.unrecorded(QStringLiteral("lease.early_exit_penalty_months"));
        p.leaseInvoiceVatRate = l.unrecorded(QStringLiteral("lease.invoice_vat_rate"));
    }
    if (needs(in, OptionKind::Lease) || needs(in, OptionKind::Build) || in.hybridCoreLeased || ownedCore)
        p.staffPerYear = l.money(in.staffKey);
    if (needs(in, OptionKind::Build) || ownedCore)
        resolveBuild(in, catalog, l, p);
    if (!l.errors().isEmpty())
        return l.errors();
    p.usedKeys = l.used();
    p.assumptionKeys = l.assumptions();
    return p;
}

QList<PriceViolation> priceViolations(const TcoInput &in, const Catalog &catalog)
{
    QList<PriceViolation> out;
    for (const PriceViolation &v : checkPriceCoherence(catalog, in.overrides)) {
        if (v.accelerator.isEmpty() || v.accelerator == in.acceleratorId)
            out << v;
    }
    return out;
}

} // namespace cp::tco
