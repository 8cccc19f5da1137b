#include "core/tco/solve.h"

#include "core/tco/cashflow.h"
#include "core/tco/prices.h"
#include "core/tco/sensitivity.h"
#include "core/tco/tco.h"

#include <QCoreApplication>
#include <cmath>

namespace cp::tco {

namespace {

double gap(const TcoInput &in, const TcoPrices &p, OptionKind a, OptionKind b, SolveTarget t, double x)
{
    TcoInput s = in;
    s.options = { a, b };
    if (t == SolveTarget::ServerPrice)
        s.scale.gpuPrice = x;
    else if (t == SolveTarget::RentalPrice && b == OptionKind::Lease)
        s.scale.leaseRent = x; // the lease's rent alone: what an override of its key changes
    else if (t == SolveTarget::RentalPrice)
        s.scale.cloudPrice = x;
    else {
        s.demand = DemandTemplate::Steady;
        s.gpuHoursPerMonth = 0;
        s.utilisation = x;
    }
    const QList<OptionFlows> flows = computeFlows(s, p);
    return decisionNpv(flows[0], s) - decisionNpv(flows[1], s);
}

/// The unit, base value, price key and wording of what is solved for.
void describeTarget(SolveResult &r, SolveTarget target, OptionKind rental, const TcoInput &in, const TcoPrices &p)
{
    const QString acc = in.acceleratorId;
    switch (target) {
    case SolveTarget::ServerPrice:
        r.unit = QStringLiteral("CNY per server");
        r.baseValue = units::toYuan(p.server.value);
        r.priceKey = QStringLiteral("server.%1.8gpu").arg(acc);
        r.solvedOption = r.a;
        r.solvedText = QCoreApplication::translate("cp::Tco", "price of one server");
        return;
    case SolveTarget::RentalPrice:
        r.solvedOption = r.b;
        if (rental == OptionKind::Lease) {
            r.unit = QStringLiteral("CNY per server-month");
            r.baseValue = units::toYuan(p.leasePerServerMonth.value);
            r.priceKey = QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc);
            r.solvedText = QCoreApplication::translate("cp::Tco", "bare-metal lease rent per server-month");
        } else if (rental == OptionKind::Spot && p.spotMarket == SpotMarket::Sourced) {
            r.unit = QStringLiteral("CNY per GPU-hour");
            r.baseValue = units::toYuan(p.spotPrice.value * units::hours(1));
            r.priceKey = QStringLiteral("cloud.%1.spot").arg(acc);
            r.solvedText = QCoreApplication::translate("cp::Tco", "spot price per GPU-hour (cloud prices scaled together)");
        } else {
            r.unit = QStringLiteral("CNY per GPU-hour");
            r.baseValue = units::toYuan(p.onDemand.value * units::hours(1));
            r.priceKey = QStringLiteral("cloud.%1.on_demand").arg(acc);
            r.solvedText = QCoreApplication::translate("cp::Tco", "on-demand cloud price per GPU-hour");
        }
        return;
    case SolveTarget::Utilisation:
        break;
    }
    r.unit = QStringLiteral("fraction");
    r.baseValue = in.utilisation;
    r.solvedText = QCoreApplication::translate("cp::Tco", "steady utilisation of the fleet");
}

} // namespace

std::optional<SolveTarget> solveTargetFromId(const QString &id)
{
    for (SolveTarget t : { SolveTarget::ServerPrice, SolveTarget::RentalPrice, SolveTarget::Utilisation }) {
        if (solveTargetId(t) == id)
            return t;
    }
    return std::nullopt;
}

QString solveTargetId(SolveTarget t)
{
    switch (t) {
    case SolveTarget::ServerPrice:
        return QStringLiteral("server_price");
    case SolveTarget::RentalPrice:
        return QStringLiteral("rental_price");
    case SolveTarget::Utilisation:
        break;
    }
    return QStringLiteral("utilisation");
}

Expected<SolveResult> solveFor(SolveTarget target, const TcoInput &input, const Catalog &catalog)
{
    const OptionKind owner = input.options.contains(OptionKind::Build) ? OptionKind::Build : OptionKind::Hybrid;
    if (!input.options.contains(owner))
        return Error { QStringLiteral("options"), QCoreApplication::translate("cp::Tco", "solving needs the build (or hybrid) option among the options") };
    bool anyRental = false;
    for (OptionKind k : input.options)
        anyRental = anyRental || isRental(k);
    if (!anyRental)
        return Error { QStringLiteral("options"), QCoreApplication::translate("cp::Tco", "solving needs a rental option (on_demand, commitment, spot or lease) among the options") };
    const auto base = computeTco(input, catalog);
    if (!base)
        return base.errors();
    auto prices = resolvePrices(input, catalog);
    if (!prices)
        return prices.errors();
    const TcoInput in = resolveTerms(input, catalog);
    const OptionResult *rental = nullptr;
    for (const OptionResult &o : base->options) {
        if (isRental(o.kind) && o.obtainable && (!rental || o.decisionNpvCny < rental->decisionNpvCny))
            rental = &o;
    }
    if (!rental)
        return Error { QStringLiteral("options"), QCoreApplication::translate("cp::Tco", "solving needs a rental option that can be obtained for this accelerator; none of the options given can") };
    SolveResult r;
    r.target = solveTargetId(target);
    r.a = optionId(owner);
    r.b = rental->id;
    r.afterTax = in.tax.enabled;
    const double hi = target == SolveTarget::Utilisation ? 1.0 : 100.0;
    describeTarget(r, target, rental->kind, in, *prices);
    const OptionKind b = rental->kind;
    double lo = 0;
    double gLo = gap(in, *prices, owner, b, target, lo);
    const double gHi = gap(in, *prices, owner, b, target, hi);
    double top = hi;
    if ((gLo > 0) == (gHi > 0)) {
        r.note = QCoreApplication::translate("cp::Tco", "%1 and %2 do not cost the same anywhere in the range searched (%3 to %4 times the input's value)")
                     .arg(optionName(owner), rental->name)
                     .arg(lo)
                     .arg(hi);
        return r;
    }
    constexpr int kBisections = 60;
    for (int i = 0; i < kBisections; ++i) {
        const double mid = (lo + top) / 2;
        const double g = gap(in, *prices, owner, b, target, mid);
        if ((g > 0) == (gLo > 0)) {
            lo = mid;
            gLo = g;
        } else {
            top = mid;
        }
    }
    const double x = (lo + top) / 2;
    r.scale = target == SolveTarget::Utilisation ? (in.utilisation > 0 ? x / in.utilisation : 0.0) : x;
    r.value = target == SolveTarget::Utilisation ? x : r.baseValue * x;
    return r;
}

} // namespace cp::tco
