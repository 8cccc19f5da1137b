// The unit options of one pool priced with the TCO engine's pieces (programme.h).
#include "core/common/numeric.h"
#include "core/programme/programme.h"

#include "core/catalog/pricereader.h"
#include "core/tco/cashflow.h"
#include "core/tco/prices.h"
#include "core/tco/residual.h"
#include "core/tco/tax.h"
#include "core/tco/tco.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <deque>

namespace cp::programme {

using namespace cp::units;
using tco::ItemKind;
using tco::LineItem;
using tco::TaxClass;

namespace {

constexpr double kWeeksPerMonth = 52.0 / 12.0;
constexpr double kFallbackDepositMonths = 1; // as core/tco/cashflow.cpp's fallbacks
constexpr double kFallbackMinTermMonths = 12;
constexpr double kFallbackDiscount3y = 0.55;

/// A unit's line items and what they come to: cash per month, both NPVs and the basis.
struct Unit {
    explicit Unit(int months)
        : horizon(months)
    {
    }
    tco::Series &add(ItemKind kind, TaxClass tax, double units = 1)
    {
        items.push_back(LineItem { QString(), {}, kind, tco::Series(idx(horizon) + 1, yuan(0)), tax, units });
        return items.back().monthly;
    }
    /// Charges `amount` in month m, or at the horizon when m is past it.
    void charge(tco::Series &s, int m, Money amount) const { s[idx(std::min(m, horizon))] += amount; }

    int horizon;
    std::deque<LineItem> items; ///< a deque: add() hands out references that must stay valid
    Money resale = yuan(0);
};

void value(UnitOption &o, Unit &u, const tco::TcoInput &in)
{
    tco::OptionFlows f;
    f.items = QList<LineItem>(u.items.begin(), u.items.end());
    f.cash = tco::Series(idx(u.horizon) + 1, yuan(0));
    for (const LineItem &item : std::as_const(f.items)) {
        if (item.kind == ItemKind::Residual)
            continue; // the resale enters through f.residual, as in core/tco/cashflow.cpp
        for (size_t m = 0; m < f.cash.size(); ++m)
            f.cash[m] += item.monthly[m];
    }
    f.residual = u.resale;
    tco::applyTax(f, in, u.horizon);
    const double rate = in.discountRate * in.scale.discountRate;
    o.npvPreTax = tco::optionNpv(f, rate);
    o.npvAfterTax = tco::optionNpvAfterTax(f, rate);
    o.cost = tco::decisionNpv(f, in);
    o.cash.assign(f.cash.size(), 0);
    for (size_t m = 0; m < f.cash.size(); ++m)
        o.cash[m] = toYuan(f.cash[m]);
    o.cash.back() -= toYuan(u.resale);
    o.resaleCny = toYuan(u.resale);
    o.afterTax.assign(f.afterTax.size(), 0);
    for (size_t m = 0; m < f.afterTax.size(); ++m)
        o.afterTax[m] = toYuan(f.afterTax[m]);
}

MoneyRate onDemandAt(const tco::TcoInput &in, const tco::TcoPrices &p, int month)
{
    return p.onDemand.value * (in.scale.cloudPrice * tco::priceDriftFactor(in, month));
}

int leadMonths(const Availability &a)
{
    return a.leadTimeWeeks ? std::max(0, static_cast<int>(std::ceil(*a.leadTimeWeeks / kWeeksPerMonth - 1e-9))) : 0;
}

int unitsPerOrder(const Availability &a, int gpusPerServer)
{
    return a.maxGpusPerOrder ? *a.maxGpusPerOrder / std::max(1, gpusPerServer) : -1;
}

UnitOption owned(const tco::TcoInput &in, const tco::TcoPrices &p, int order, int lead)
{
    const int T = in.horizonMonths;
    Unit u(T);
    const int first = order + lead;
    const double kw = toKilowatts(p.serverPower.value);
    const double rackShare = kw / std::max(p.rackKw.value, 1e-9);
    const Money server = p.server.value * in.scale.gpuPrice;
    const Money network = p.nicsPerServer.value + p.ibSwitch.value * (double(p.gpusPerNode) / std::max(p.ibSwitchPorts.value, 1.0));
    const Money retrofit = p.retrofitPerRack.value * rackShare;
    const Money powerFee = p.powerFeePerKw.value * kw;
    u.add(ItemKind::Capex, TaxClass::Equipment)[idx(order - 1)] = server;
    u.add(ItemKind::Capex, TaxClass::Equipment)[idx(order - 1)] = network;
    u.add(ItemKind::Capex, TaxClass::Construction)[idx(order - 1)] = retrofit;
    u.add(ItemKind::Capex, TaxClass::CapitalFee)[idx(order - 1)] = powerFee;
    const Money capex = server + network + retrofit + powerFee;
    tco::Series &rack = u.add(ItemKind::Expense, TaxClass::IdcService);
    tco::Series &power = u.add(ItemKind::Expense, TaxClass::Goods);
    tco::Series &maintenance = u.add(ItemKind::Expense, TaxClass::Goods);
    for (int m = first; m <= T; ++m) {
        const int calendar = (in.startCalendarMonth - 1 + m - 1) % 12 + 1;
        const double pue = p.pue.value * in.scale.pue + (in.summerCalendarMonths.contains(calendar) ? p.summerPueUplift.value : 0.0);
        rack[idx(m)] = p.rackPerMonth.value * rackShare;
        power[idx(m)] = p.serverPower.value * p.avgDrawFraction.value * pue * hours(kHoursPerMonth) * (p.tariff.value * in.scale.tariff);
        maintenance[idx(m)] = capex * (p.maintenancePerYear.value / 12.0);
    }
    const double life = in.residual.usefulLifeYears.value_or(p.usefulLifeYears.value);
    u.resale = (server + network) * (tco::resaleFraction(T - order + 1, life, in.residual.liquidationFactor) * in.scale.residual);
    u.add(ItemKind::Residual, TaxClass::None)[idx(T)] = -u.resale;
    UnitOption o;
    o.kind = ContractKind::Owned;
    o.orderMonth = order;
    o.firstMonth = first;
    o.lastMonth = T;
    value(o, u, in);
    return o;
}

UnitOption leased(const tco::TcoInput &in, const tco::TcoPrices &p, int order, int lead)
{
    const int T = in.horizonMonths;
    Unit u(T);
    const int first = order + lead;
    // A term is charged month by month (months past the horizon at the horizon); one of more than a
    // century (an absurd price-book entry) is priced as a century, so the count stays in range.
    constexpr double kLongestTermMonths = 1200;
    const double termMonths = std::min(in.contract.leaseMinTermMonths.value_or(kFallbackMinTermMonths), kLongestTermMonths);
    const int term = std::max(1, static_cast<int>(std::ceil(termMonths - 1e-9)));
    const Money rent = p.leasePerServerMonth.value * (in.scale.cloudPrice * in.scale.leaseRent * tco::priceDriftFactor(in, first));
    tco::Series &s = u.add(ItemKind::Expense, TaxClass::Lease);
    for (int m = first; m < first + term; ++m)
        u.charge(s, m, rent);
    const double depositMonths = in.contract.depositMonths.value_or(kFallbackDepositMonths);
    if (depositMonths > 0) {
        tco::Series &d = u.add(ItemKind::Financing, TaxClass::None);
        d[idx(first - 1)] += rent * depositMonths;
        u.charge(d, first + term - 1, -(rent * depositMonths));
    }
    UnitOption o;
    o.kind = ContractKind::Leased;
    o.orderMonth = order;
    o.firstMonth = first;
    o.lastMonth = std::min(T, first + term - 1);
    value(o, u, in);
    return o;
}

UnitOption committed(const tco::TcoInput &in, const tco::TcoPrices &p, double discount, int term, int order, int lead)
{
    const int T = in.horizonMonths;
    Unit u(T);
    const int first = order + lead;
    const Money month = onDemandAt(in, p, first) * (1.0 - discount) * hours(kHoursPerMonth * p.gpusPerNode);
    tco::Series &s = u.add(ItemKind::Expense, TaxClass::CloudService);
    for (int m = first; m < first + term; ++m)
        u.charge(s, m, month);
    UnitOption o;
    o.kind = term >= 36 ? ContractKind::Committed3y : ContractKind::Committed1y;
    o.orderMonth = order;
    o.firstMonth = first;
    o.lastMonth = std::min(T, first + term - 1);
    value(o, u, in);
    return o;
}

/// `amount` paid in month m as an item of class `tax`: its basis cost, and its cash and NPVs
/// recorded in `figures` at m.
double basisOf(const tco::TcoInput &in, Money amount, int month, TaxClass tax, PoolProblem::PerMonth &figures)
{
    Unit u(in.horizonMonths);
    u.add(ItemKind::Expense, tax)[idx(month)] = amount;
    UnitOption o;
    value(o, u, in);
    for (auto *v : { &figures.cash, &figures.afterTax, &figures.npvPreTax, &figures.npvAfterTax })
        v->resize(idx(in.horizonMonths + 1), 0.0);
    figures.cash[idx(month)] = toYuan(amount);
    // An expense's VAT recovery and income-tax effect fall in its own month (core/tco/tax.h).
    figures.afterTax[idx(month)] = idx(month) < o.afterTax.size() ? o.afterTax[idx(month)] : 0.0;
    figures.npvPreTax[idx(month)] = o.npvPreTax;
    figures.npvAfterTax[idx(month)] = o.npvAfterTax;
    return o.cost;
}

/// The first key a price was read from, with its value as the price book (or the user's override)
/// states it.
UnitPrice unitPrice(const QStringList &keys, const Catalog &catalog, const tco::TcoInput &in)
{
    if (keys.isEmpty())
        return {};
    PriceReader reader(catalog, in.overrides);
    return UnitPrice { keys.constFirst(), reader.value(keys.constFirst()).value_or(0.0) };
}

} // namespace

Expected<PoolProblem> poolProblem(const tco::TcoInput &base, const Catalog &catalog, const PoolDemand &demand)
{
    tco::TcoInput in = base;
    in.acceleratorId = demand.acceleratorId;
    in.horizonMonths = static_cast<int>(demand.gpuHours.size()) - 1;
    in.commitmentTermMonths = 12;
    const Availability buy = catalog.availability(in.acceleratorId, Channel::Purchase);
    const Availability lease = catalog.availability(in.acceleratorId, Channel::Lease);
    const Availability cloud = catalog.availability(in.acceleratorId, Channel::Cloud);
    const auto offered = [](const Availability &a) { return a.status != AvailabilityStatus::Unavailable; };
    // Only the prices of the channels offered are needed (an unavailable purchase has none).
    in.options.clear();
    if (offered(cloud))
        in.options << tco::OptionKind::OnDemand << tco::OptionKind::Commitment;
    if (offered(lease))
        in.options << tco::OptionKind::Lease;
    if (offered(buy))
        in.options << tco::OptionKind::Build;
    in = tco::resolveTerms(in, catalog);
    auto prices = tco::resolvePrices(in, catalog);
    if (!prices)
        return prices.errors();
    tco::TcoInput in3 = in;
    in3.commitmentTermMonths = 36;
    auto prices3 = tco::resolvePrices(in3, catalog);
    const tco::TcoPrices &p = *prices;
    const int T = in.horizonMonths;
    PoolProblem problem;
    problem.months = T;
    problem.gpusPerUnit = p.gpusPerNode;
    problem.gpuHours = demand.gpuHours;
    problem.concurrent = demand.concurrent;
    const bool cloudOk = offered(cloud);
    problem.burstCost.assign(idx(T + 1), -1.0);
    for (int m = 1; m <= T && cloudOk; ++m)
        problem.burstCost[idx(m)] = basisOf(in, onDemandAt(in, p, m) * hours(1), m, TaxClass::CloudService, problem.burstFigures);
    const double discount3y = prices3 ? prices3->commitmentDiscount.value : in.contract.commitmentDiscount3y.value_or(kFallbackDiscount3y);
    for (int order = 1; order <= T; ++order) {
        const auto add = [&](UnitOption o, const Availability &a) {
            o.maxUnits = unitsPerOrder(a, p.gpusPerNode);
            if (o.firstMonth <= T)
                problem.options.push_back(std::move(o));
        };
        if (offered(buy) && order + leadMonths(buy) <= T)
            add(owned(in, p, order, leadMonths(buy)), buy);
        if (offered(lease) && order + leadMonths(lease) <= T)
            add(leased(in, p, order, leadMonths(lease)), lease);
        if (cloudOk && order + leadMonths(cloud) <= T) {
            add(committed(in, p, p.commitmentDiscount.value, 12, order, leadMonths(cloud)), cloud);
            add(committed(in, p, discount3y, 36, order, leadMonths(cloud)), cloud);
        }
    }
    if (cloudOk)
        problem.prices.onDemand = unitPrice(p.onDemand.keys, catalog, in);
    if (offered(lease))
        problem.prices.lease = unitPrice(p.leasePerServerMonth.keys, catalog, in);
    if (offered(buy)) {
        problem.prices.server = unitPrice(p.server.keys, catalog, in);
        problem.prices.staff = unitPrice(p.staffPerYear.keys, catalog, in);
        problem.ownedFixedCost.assign(idx(T + 1), 0);
        const Money staff = p.staffPerYear.value * (in.opsStaffFte * in.scale.staff / 12.0);
        for (int m = 1; m <= T; ++m)
            problem.ownedFixedCost[idx(m)] = basisOf(in, staff, m, TaxClass::NoVat, problem.ownedFixedFigures);
    }
    return problem;
}

} // namespace cp::programme
