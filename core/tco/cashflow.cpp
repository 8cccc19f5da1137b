#include "core/tco/cashflow.h"

#include "core/common/numeric.h"
#include "core/tco/demand.h"
#include "core/tco/residual.h"
#include "core/tco/tax.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <deque>
#include <iterator>

namespace cp::tco {

using namespace cp::units;

namespace {

// Fallbacks while the price book lacks the contract keys (ASSUMPTIONS the user must confirm;
// resolveTerms lists them): 3-year commitment 55% below on demand (hyperscaler 3-year
// reservations 50-60%), a one-month lease deposit, three months of rent as the early-exit penalty,
// a 12-month minimum lease term.
constexpr double kFallbackDiscount3y = 0.55;
constexpr double kFallbackDepositMonths = 1;
constexpr double kFallbackExitPenaltyMonths = 3;
constexpr double kFallbackMinTermMonths = 12; ///< local centres usually ask for 6-12 month terms

class Ledger {
public:
    explicit Ledger(int horizon)
        : m_horizon(horizon)
    {
    }
    Series &add(const QString &name, const QStringList &keys, ItemKind kind, TaxClass tax, double units = 1)
    {
        m_items.push_back(LineItem { name, keys, kind, Series(idx(m_horizon) + 1, yuan(0)), tax, units });
        return m_items.back().monthly;
    }
    QList<LineItem> take() { return QList<LineItem>(std::make_move_iterator(m_items.begin()), std::make_move_iterator(m_items.end())); }
    int horizon() const { return m_horizon; }

private:
    int m_horizon;
    std::deque<LineItem> m_items; ///< a deque: add() hands out references that must stay valid
};

Series sumOf(const QList<LineItem> &items, int horizon)
{
    Series s(idx(horizon) + 1, yuan(0));
    for (const LineItem &item : items) {
        if (item.kind == ItemKind::Residual)
            continue;
        for (size_t m = 0; m < s.size(); ++m)
            s[m] += item.monthly[m];
    }
    return s;
}

/// The on-demand price in month m (1-based), with the yearly price drift.
MoneyRate onDemandPrice(const TcoInput &in, const TcoPrices &p, int month) { return p.onDemand.value * (in.scale.cloudPrice * priceDriftFactor(in, month)); }

/// The price-book keys of the contract terms that came from the book (not the fallbacks).
QStringList termKeys(const TcoInput &in, std::initializer_list<const char *> keys)
{
    QStringList out;
    for (const char *k : keys) {
        if (in.contract.bookKeys.contains(QLatin1String(k)))
            out << QString::fromLatin1(k);
    }
    return out;
}

/// Demand above the capacity goes to cloud on demand; after `capacityUntil` the capacity is 0.
/// Returns the GPU-hours served from capacity.
double addOverflow(Ledger &l, const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand, double capacityPerMonth,
    int capacityUntil = -1)
{
    double served = 0;
    Series *overflow = nullptr;
    for (int m = 1; m <= l.horizon(); ++m) {
        const double d = demand[idx(m)];
        const double capacity = capacityUntil < 0 || m <= capacityUntil ? capacityPerMonth : 0.0;
        served += std::min(d, capacity);
        const double extra = std::max(0.0, d - capacity);
        if (extra <= 0)
            continue;
        if (!overflow)
            overflow = &l.add(QCoreApplication::translate("cp::Tco", "Overflow to cloud on demand"), p.onDemand.keys + termKeys(in, { "cloud.price_drift_per_year" }),
                ItemKind::Expense, TaxClass::CloudService);
        (*overflow)[idx(m)] = onDemandPrice(in, p, m) * hours(extra);
    }
    return served;
}

double totalDemand(const std::vector<double> &demand)
{
    double sum = 0;
    for (size_t m = 1; m < demand.size(); ++m)
        sum += demand[m];
    return sum;
}

OptionFlows finish(OptionKind kind, Ledger &l, const std::vector<double> &demand, const TcoInput &in)
{
    OptionFlows f;
    f.kind = kind;
    f.items = l.take();
    f.cash = sumOf(f.items, l.horizon());
    f.residual = yuan(0);
    for (const LineItem &item : std::as_const(f.items)) {
        if (item.kind == ItemKind::Residual)
            f.residual -= item.monthly.back();
    }
    f.depreciation = Series(idx(l.horizon()) + 1, yuan(0));
    f.accounting = f.cash;
    f.usedGpuHours = totalDemand(demand);
    applyTax(f, in, l.horizon());
    return f;
}

OptionFlows onDemand(const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand)
{
    Ledger l(in.horizonMonths);
    Series &s = l.add(QCoreApplication::translate("cp::Tco", "On-demand GPU rental"), p.onDemand.keys + termKeys(in, { "cloud.price_drift_per_year" }),
        ItemKind::Expense, TaxClass::CloudService);
    for (int m = 1; m <= l.horizon(); ++m)
        s[idx(m)] = onDemandPrice(in, p, m) * hours(demand[idx(m)]);
    return finish(OptionKind::OnDemand, l, demand, in);
}

OptionFlows commitment(const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand)
{
    Ledger l(in.horizonMonths);
    const double capacity = in.gpus * gpuHoursPerGpuMonth();
    const int term = in.commitmentTermMonths;
    const bool threeYear = term == 36;
    const double discount = threeYear ? in.contract.commitmentDiscount3y.value_or(kFallbackDiscount3y) : p.commitmentDiscount.value;
    const QStringList discountKeys = threeYear ? termKeys(in, { "cloud.commitment_discount_3y" }) : p.commitmentDiscount.keys;
    const QStringList keys = p.onDemand.keys + discountKeys + termKeys(in, { "cloud.price_drift_per_year" });
    // The price is fixed for a term and follows the drift at each renewal.
    const auto perMonthAt = [&](int m) { return onDemandPrice(in, p, (m - 1) / term * term + 1) * (1.0 - discount) * hours(capacity); };
    // Commitment utilisation risk: the reserved hours not used are paid all the same, shown apart.
    Series &s = l.add(QCoreApplication::translate("cp::Tco", "Committed GPU capacity"), keys, ItemKind::Expense, TaxClass::CloudService);
    Series &unused = l.add(QCoreApplication::translate("cp::Tco", "Reserved hours paid but not used (commitment utilisation risk)"), keys, ItemKind::Expense,
        TaxClass::CloudService);
    for (int m = 1; m <= l.horizon(); ++m) {
        const double usedShare = capacity > 0 ? std::min(1.0, demand[idx(m)] / capacity) : 0.0;
        s[idx(m)] = perMonthAt(m) * usedShare;
        unused[idx(m)] = perMonthAt(m) * (1.0 - usedShare);
    }
    // A commitment is paid for whole terms: the months of the last term beyond the horizon fall due in the last month.
    const int tail = (term - l.horizon() % term) % term;
    if (tail > 0)
        l.add(QCoreApplication::translate("cp::Tco", "Rest of the last commitment term"), discountKeys.isEmpty() ? p.onDemand.keys : discountKeys, ItemKind::Expense,
            TaxClass::CloudService)[idx(l.horizon())]
            = perMonthAt(l.horizon()) * double(tail);
    const double served = addOverflow(l, in, p, demand, capacity);
    OptionFlows f = finish(OptionKind::Commitment, l, demand, in);
    f.coreGpus = in.gpus;
    f.capacityGpuHours = capacity * in.horizonMonths;
    f.capacityUsedGpuHours = served;
    return f;
}

OptionFlows spot(const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand)
{
    Ledger l(in.horizonMonths);
    // A sourced spot price (China) drifts like on demand; a US price takes the US discount; with no
    // spot market the option is not obtainable and is shown at the on-demand price.
    const auto price = [&](int m) {
        if (p.spotMarket == SpotMarket::Sourced)
            return p.spotPrice.value * (in.scale.cloudPrice * priceDriftFactor(in, m));
        return onDemandPrice(in, p, m) * (p.spotMarket == SpotMarket::UsDiscount ? 1.0 - p.spotDiscount.value : 1.0);
    };
    // Expected work lost per preemption: half a checkpoint interval plus the restart time
    // (the Young/Daly reasoning of DESIGN.md section 3), once per mean preemption interval.
    const double lost = p.spotPreemptionHours.value > 0
        ? (in.checkpointIntervalHours / 2.0 + p.spotRestartHours.value) / p.spotPreemptionHours.value
        : 0.0;
    const QStringList priceKeys = p.spotMarket == SpotMarket::Sourced ? p.spotPrice.keys : p.onDemand.keys + p.spotDiscount.keys;
    Series &s = l.add(QCoreApplication::translate("cp::Tco", "Spot GPU rental"), priceKeys + termKeys(in, { "cloud.price_drift_per_year" }),
        ItemKind::Expense, TaxClass::CloudService);
    Series &r = l.add(QCoreApplication::translate("cp::Tco", "Restart overhead (work redone after preemptions)"),
        priceKeys + p.spotPreemptionHours.keys + p.spotRestartHours.keys, ItemKind::Expense, TaxClass::CloudService);
    for (int m = 1; m <= l.horizon(); ++m) {
        s[idx(m)] = price(m) * hours(demand[idx(m)]);
        r[idx(m)] = price(m) * hours(demand[idx(m)] * lost);
    }
    return finish(OptionKind::Spot, l, demand, in);
}

struct CoreSize {
    int servers = 0;
    double capacityPerMonth = 0; ///< GPU-hours
    Power itPower;
};

CoreSize coreSize(int coreGpus, const TcoPrices &p)
{
    CoreSize c;
    c.servers = (coreGpus + p.gpusPerNode - 1) / p.gpusPerNode;
    c.capacityPerMonth = double(c.servers) * p.gpusPerNode * gpuHoursPerGpuMonth();
    c.itPower = p.serverPower.value * double(c.servers);
    return c;
}

/// InfiniBand switches for one port per GPU: one switch when it has enough ports, otherwise a
/// non-blocking two-tier fat tree (half of each leaf's ports down, half up; spines take the
/// uplinks) - the standard leaf-spine sizing of NVIDIA's DGX SuperPOD reference architecture.
int ibSwitches(int servers, const TcoPrices &p)
{
    if (servers <= 1)
        return 0;
    const int ports = saturatingInt(p.ibSwitchPorts.value, 2);
    const int needed = servers * p.gpusPerNode;
    if (needed <= ports)
        return 1;
    const int leaves = (needed + ports / 2 - 1) / (ports / 2);
    const int spines = (leaves * (ports / 2) + ports - 1) / ports;
    return leaves + spines;
}

int calendarMonth(const TcoInput &in, int month) { return (in.startCalendarMonth - 1 + month - 1) % 12 + 1; }

/// Racks for the core's IT power at the book's kW per rack.
int racksFor(const CoreSize &c, const TcoPrices &p)
{
    return saturatingInt(std::ceil(toKilowatts(c.itPower) / std::max(p.rackKw.value, 1e-9) - 1e-9));
}

struct Capex {
    Money total;
    Money hardware; ///< the part with a resale value (servers, network, storage)
};

Capex addCapex(Ledger &l, const TcoInput &in, const TcoPrices &p, const CoreSize &c)
{
    const int racks = racksFor(c, p);
    const int switches = ibSwitches(c.servers, p);
    const Money servers = p.server.value * (double(c.servers) * in.scale.gpuPrice);
    const Money network = c.servers > 1 ? p.nicsPerServer.value * double(c.servers) + p.ibSwitch.value * double(switches) : yuan(0);
    const Money storage = p.storagePerTB.value * in.storageTB;
    const Money retrofit = p.retrofitPerRack.value * double(racks);
    const Money powerFee = p.powerFeePerKw.value * toKilowatts(c.itPower);
    l.add(QCoreApplication::translate("cp::Tco", "Servers (NVSwitch baseboard included)"), p.server.keys, ItemKind::Capex, TaxClass::Equipment, c.servers)[0] = servers;
    l.add(QCoreApplication::translate("cp::Tco", "NICs and InfiniBand switches"), p.nicsPerServer.keys + p.ibSwitch.keys + p.ibSwitchPorts.keys, ItemKind::Capex,
        TaxClass::Equipment, std::max(1, c.servers + switches))[0]
        = network;
    l.add(QCoreApplication::translate("cp::Tco", "Parallel storage"), p.storagePerTB.keys, ItemKind::Capex, TaxClass::Equipment)[0] = storage;
    l.add(QCoreApplication::translate("cp::Tco", "Room retrofit"), p.retrofitPerRack.keys + p.rackKw.keys + p.serverPower.keys, ItemKind::Capex, TaxClass::Construction)[0] = retrofit;
    l.add(QCoreApplication::translate("cp::Tco", "Power-capacity expansion fee"), p.powerFeePerKw.keys + p.serverPower.keys, ItemKind::Capex, TaxClass::CapitalFee)[0] = powerFee;
    return { servers + network + storage + retrofit + powerFee, servers + network + storage };
}

/// Power = IT kW x load(utilisation) x PUE (plus the summer uplift) x hours x tariff (DESIGN.md
/// section 5); load rises linearly from the idle draw to the average training draw
/// (epoch-research energy.py: 0.75 of maximum system power during training).
Money powerCost(const TcoInput &in, const TcoPrices &p, const CoreSize &c, int month, double demand)
{
    const double u = c.capacityPerMonth > 0 ? std::min(1.0, demand / c.capacityPerMonth) : 0.0;
    const double load = p.idleDrawFraction.value + (p.avgDrawFraction.value - p.idleDrawFraction.value) * u;
    const bool summer = in.summerCalendarMonths.contains(calendarMonth(in, month));
    const double pue = p.pue.value * in.scale.pue + (summer ? p.summerPueUplift.value : 0.0);
    const Energy energy = c.itPower * load * pue * hours(kHoursPerMonth);
    return energy * (p.tariff.value * in.scale.tariff);
}

void addRunningCosts(Ledger &l, const TcoInput &in, const TcoPrices &p, const CoreSize &c, const Capex &capex,
    const std::vector<double> &demand)
{
    const int racks = racksFor(c, p);
    Series &rack = l.add(QCoreApplication::translate("cp::Tco", "Rack rent"), p.rackPerMonth.keys + p.rackKw.keys + p.serverPower.keys, ItemKind::Expense, TaxClass::IdcService);
    Series &power = l.add(QCoreApplication::translate("cp::Tco", "Electricity"),
        p.serverPower.keys + p.avgDrawFraction.keys + p.idleDrawFraction.keys + p.pue.keys + p.summerPueUplift.keys + p.tariff.keys, ItemKind::Expense, TaxClass::Goods);
    Series &bandwidth = l.add(QCoreApplication::translate("cp::Tco", "Internet bandwidth"), p.bandwidthPerMbpsMonth.keys, ItemKind::Expense, TaxClass::IdcService);
    Series &staff = l.add(QCoreApplication::translate("cp::Tco", "Operations staff"), p.staffPerYear.keys, ItemKind::Expense, TaxClass::NoVat);
    Series &maintenance = l.add(QCoreApplication::translate("cp::Tco", "Maintenance and spares"), p.maintenancePerYear.keys, ItemKind::Expense, TaxClass::Goods);
    for (int m = 1; m <= l.horizon(); ++m) {
        rack[idx(m)] = p.rackPerMonth.value * double(racks);
        power[idx(m)] = powerCost(in, p, c, m, demand[idx(m)]);
        bandwidth[idx(m)] = p.bandwidthPerMbpsMonth.value * in.bandwidthMbps;
        staff[idx(m)] = p.staffPerYear.value * (in.opsStaffFte * in.scale.staff / kMonthsPerYear);
        maintenance[idx(m)] = capex.total * (p.maintenancePerYear.value / kMonthsPerYear);
    }
}

/// Annuity loan on part of the capex (convention in Loan): proceeds at month 0, interest as an
/// expense and principal as financing each month, any open balance repaid in the last month.
void addLoan(Ledger &l, const TcoInput &in, Money capex)
{
    const double principal = toYuan(capex) * in.loan.fractionOfCapex;
    const double i = in.loan.annualRate / kMonthsPerYear;
    const double payment = annuityPayment(principal, i, in.loan.termMonths);
    l.add(QCoreApplication::translate("cp::Tco", "Loan proceeds"), {}, ItemKind::Financing, TaxClass::None)[0] = yuan(-principal);
    // Bank interest is deductible (实施条例 第三十八条); input VAT on loan services is not (财税〔2016〕36号).
    Series &interest = l.add(QCoreApplication::translate("cp::Tco", "Loan interest"), {}, ItemKind::Expense, TaxClass::NoVat);
    Series &repaid = l.add(QCoreApplication::translate("cp::Tco", "Loan principal repayment"), {}, ItemKind::Financing, TaxClass::None);
    double balance = principal;
    for (int m = 1; m <= l.horizon() && balance > 0; ++m) {
        const double due = balance * i;
        const double part = m == l.horizon() || m >= in.loan.termMonths ? balance : payment - due;
        interest[idx(m)] = yuan(due);
        repaid[idx(m)] = yuan(part);
        balance -= part;
    }
}

double usefulLife(const TcoInput &in, const TcoPrices &p) { return in.residual.usefulLifeYears.value_or(p.usefulLifeYears.value); }

/// Accounting view: expenses as paid, capex depreciated straight-line over its useful life
/// (input.residual.usefulLifeYears, default depreciation.useful_life_years) to the book residual
/// (input.residual.bookResidualFraction), and at the horizon the book value written off against
/// the resale proceeds - so the accounting total equals the cash total.
void addAccounting(OptionFlows &f, const TcoInput &in, const TcoPrices &p, Money capex, int horizon)
{
    const int lifeMonths = saturatingInt(std::round(usefulLife(in, p) * kMonthsPerYear), 1);
    const Money perMonth = capex * (1.0 - in.residual.bookResidualFraction) / double(lifeMonths);
    f.accounting = Series(idx(horizon) + 1, yuan(0));
    Money depreciated = yuan(0);
    Money proceeds = yuan(0);
    for (const LineItem &item : std::as_const(f.items)) {
        for (size_t m = 0; m < item.monthly.size(); ++m) {
            if (item.kind == ItemKind::Expense)
                f.accounting[m] += item.monthly[m];
            else if (item.kind == ItemKind::Residual)
                proceeds -= item.monthly[m];
        }
    }
    for (int m = 1; m <= horizon; ++m) {
        const Money charge = m <= lifeMonths ? perMonth : yuan(0);
        f.depreciation[idx(m)] = charge;
        f.accounting[idx(m)] += charge;
        depreciated += charge;
    }
    f.accounting[idx(horizon)] += capex - depreciated - proceeds;
}

} // namespace

Money totalCost(const OptionFlows &f)
{
    Money sum = yuan(0);
    for (const Money &v : f.cash)
        sum += v;
    return sum - f.residual;
}

double optionNpv(const OptionFlows &f, double annualRate)
{
    const double monthly = std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
    double factor = 1.0;
    double sum = 0;
    for (const Money &v : f.cash) {
        sum += toYuan(v) * factor;
        factor /= 1.0 + monthly;
    }
    return sum - toYuan(f.residual) * factor * (1.0 + monthly);
}

double optionNpvAfterTax(const OptionFlows &f, double annualRate)
{
    const double monthly = std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
    double factor = 1.0;
    double sum = 0;
    for (const Money &v : f.afterTax) {
        sum += toYuan(v) * factor;
        factor /= 1.0 + monthly;
    }
    return sum;
}

double decisionNpv(const OptionFlows &f, const TcoInput &in)
{
    const double rate = in.discountRate * in.scale.discountRate;
    return in.tax.enabled ? optionNpvAfterTax(f, rate) : optionNpv(f, rate);
}

double priceDriftFactor(const TcoInput &in, int month)
{
    const double drift = in.contract.priceDriftPerYear.value_or(0.0);
    if (drift == 0 || month <= 1)
        return 1.0;
    return std::pow(1.0 + drift, std::floor((month - 1) / kMonthsPerYear));
}

double annuityPayment(double principal, double i, int n)
{
    if (n <= 0)
        return 0;
    if (i == 0)
        return principal / n;
    return principal * i / (1.0 - std::pow(1.0 + i, -n));
}

OptionFlows modelOption(OptionKind kind, const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand)
{
    switch (kind) {
    case OptionKind::OnDemand:
        return onDemand(in, p, demand);
    case OptionKind::Commitment:
        return commitment(in, p, demand);
    case OptionKind::Spot:
        return spot(in, p, demand);
    case OptionKind::Lease:
        return modelCore(kind, in.gpus, true, in, p, demand);
    case OptionKind::Build:
        return modelCore(kind, in.gpus, false, in, p, demand);
    case OptionKind::Hybrid:
        break;
    }
    return modelCore(kind, in.gpus, in.hybridCoreLeased, in, p, demand);
}

OptionFlows modelCore(OptionKind kind, int coreGpus, bool leased, const TcoInput &in, const TcoPrices &p,
    const std::vector<double> &demand)
{
    Ledger l(in.horizonMonths);
    const CoreSize c = coreSize(coreGpus, p);
    Money capex = yuan(0);
    int capacityUntil = -1;
    if (c.servers > 0 && leased) {
        // The rent is fixed for a lease's term and renewed at the market price of the day (the
        // drift) when a term ends; by default one lease covers the whole horizon.
        const int term = in.contract.leaseTermMonths > 0 ? in.contract.leaseTermMonths : std::max(1, l.horizon());
        const auto rentAt = [&](int m) {
            return p.leasePerServerMonth.value * (double(c.servers) * in.scale.cloudPrice * in.scale.leaseRent * priceDriftFactor(in, (m - 1) / term * term + 1));
        };
        const int exit = in.contract.leaseExitMonth > 0 && in.contract.leaseExitMonth < l.horizon() ? in.contract.leaseExitMonth : 0;
        const int end = exit > 0 ? exit : l.horizon();
        const QStringList rentKeys = p.leasePerServerMonth.keys + termKeys(in, { "cloud.price_drift_per_year", "lease.invoice_vat_rate" });
        Series &s = l.add(QCoreApplication::translate("cp::Tco", "Bare-metal lease"), rentKeys, ItemKind::Expense, TaxClass::Lease);
        for (int m = 1; m <= end; ++m)
            s[idx(m)] = rentAt(m);
        // Deposit: months of the first rent at month 0, refunded when the lease ends.
        const double depositMonths = in.contract.depositMonths.value_or(kFallbackDepositMonths);
        if (depositMonths > 0) {
            Series &d = l.add(QCoreApplication::translate("cp::Tco", "Lease deposit (refunded when the lease ends)"),
                p.leasePerServerMonth.keys + termKeys(in, { "lease.deposit_months" }), ItemKind::Financing, TaxClass::None);
            d[0] = rentAt(1) * depositMonths;
            d[idx(end)] -= rentAt(1) * depositMonths;
        }
        if (exit > 0) {
            // Early exit: the contract's penalty in months of rent, then the demand goes on demand.
            const double penalty = in.contract.earlyExitPenaltyMonths.value_or(kFallbackExitPenaltyMonths);
            l.add(QCoreApplication::translate("cp::Tco", "Early-exit penalty of the lease"), p.leasePerServerMonth.keys + termKeys(in, { "lease.early_exit_penalty_months" }),
                ItemKind::Expense, TaxClass::NoVat)[idx(exit)]
                = rentAt(exit) * penalty;
            capacityUntil = exit;
        } else {
            // In double: the minimum term is a price-book value and may be far above any int.
            const double minTerm = in.contract.leaseMinTermMonths.value_or(kFallbackMinTermMonths);
            const double tail = std::max(0.0, std::ceil(minTerm) - double(l.horizon()));
            if (tail > 0)
                l.add(QCoreApplication::translate("cp::Tco", "Rest of the minimum lease term"), termKeys(in, { "lease.min_term_months" }), ItemKind::Expense, TaxClass::Lease)[idx(l.horizon())]
                    = rentAt(l.horizon()) * tail;
        }
        Series &staff = l.add(QCoreApplication::translate("cp::Tco", "Operations staff"), p.staffPerYear.keys, ItemKind::Expense, TaxClass::NoVat);
        for (int m = 1; m <= end; ++m)
            staff[idx(m)] = p.staffPerYear.value * (in.leaseOpsStaffFte * in.scale.staff / kMonthsPerYear);
    } else if (c.servers > 0) {
        const Capex cx = addCapex(l, in, p, c);
        capex = cx.total;
        addRunningCosts(l, in, p, c, cx, demand);
        // Resale by vintage (core/tco/residual.h) with the liquidation haircut.
        const double r = resaleFraction(l.horizon(), usefulLife(in, p), in.residual.liquidationFactor) * in.scale.residual;
        l.add(QCoreApplication::translate("cp::Tco", "Resale value at the horizon"), p.usefulLifeYears.keys, ItemKind::Residual, TaxClass::None)[idx(l.horizon())]
            = -(cx.hardware * r);
        if (in.loan.enabled)
            addLoan(l, in, capex);
    }
    const double served = addOverflow(l, in, p, demand, c.capacityPerMonth, capacityUntil);
    OptionFlows f = finish(kind, l, demand, in);
    addAccounting(f, in, p, capex, l.horizon());
    f.coreGpus = c.servers * p.gpusPerNode;
    f.capacityGpuHours = c.capacityPerMonth * (capacityUntil > 0 ? capacityUntil : l.horizon());
    f.capacityUsedGpuHours = served;
    return f;
}

} // namespace cp::tco
