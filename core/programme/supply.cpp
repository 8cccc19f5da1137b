#include "core/programme/supply.h"

#include "core/common/numeric.h"
#include "core/programme/mincostflow.h"

#include <algorithm>
#include <limits>
#include <set>

namespace cp::programme {

namespace {

/// Cost per GPU of the month's shortfall standing in for an unobtainable burst: far above any
/// contract, so the optimum covers the month with units when it can; solvePool() then reports a
/// month still short as infeasible.
constexpr double kNoBurstPerGpu = 1e12;

/// Cost of burst per GPU not covered in month t: burst price x h / n.
double shortfallCostPerGpu(const PoolProblem &p, int t)
{
    const int n = p.concurrent[idx(t)];
    if (n <= 0)
        return 0;
    const double price = p.burstCost[idx(t)];
    return price < 0 ? kNoBurstPerGpu : price * p.gpuHours[idx(t)] / n;
}

struct Attempt {
    double cost = std::numeric_limits<double>::infinity();
    std::vector<int> counts;
};

/// The least cost with owned units allowed from month `ownedFrom` on (0: none), as a circulation
/// on nodes 0..T: a unit covering months a..b is an arc a-1 -> b; month t's backward arc
/// t -> t-1 carries the GPUs of units covering t (every cut between t-1 and t is crossed forward
/// by exactly those arcs) and costs the burst it saves, in pieces: -(cost per GPU) x g for each
/// whole server of the shortfall, the remainder's share for one more, and 0 beyond.
Attempt solveWith(const PoolProblem &p, int ownedFrom)
{
    const int T = p.months;
    const int g = std::max(1, p.gpusPerUnit);
    MinCostCirculation net(T + 1);
    double constant = 0;
    for (int t = 1; t <= T; ++t) {
        const int n = p.concurrent[idx(t)];
        const double alpha = shortfallCostPerGpu(p, t);
        constant += alpha * n;
        if (n > 0) {
            net.addArc(t, t - 1, n / g, -alpha * g);
            if (n % g > 0)
                net.addArc(t, t - 1, 1, -alpha * (n % g));
        }
        net.addArc(t, t - 1, MinCostCirculation::kUnbounded, 0);
    }
    std::vector<int> arcOf(p.options.size(), -1);
    for (size_t i = 0; i < p.options.size(); ++i) {
        const UnitOption &o = p.options[i];
        if (o.kind == ContractKind::Owned && (ownedFrom == 0 || o.firstMonth < ownedFrom))
            continue;
        if (o.firstMonth < 1 || o.firstMonth > o.lastMonth || o.lastMonth > T || o.maxUnits == 0)
            continue;
        const long long cap = o.maxUnits < 0 ? MinCostCirculation::kUnbounded : o.maxUnits;
        arcOf[i] = net.addArc(o.firstMonth - 1, o.lastMonth, cap, o.cost);
    }
    Attempt a;
    a.cost = constant + net.solve();
    a.counts.assign(p.options.size(), 0);
    for (size_t i = 0; i < p.options.size(); ++i) {
        if (arcOf[i] >= 0)
            a.counts[i] = static_cast<int>(net.flow(arcOf[i]));
    }
    if (ownedFrom > 0 && !p.ownedFixedCost.empty()) {
        for (int m = ownedFrom; m <= T; ++m)
            a.cost += p.ownedFixedCost[idx(m)];
    }
    return a;
}

int firstOwnedMonth(const PoolProblem &p, const std::vector<int> &counts)
{
    int first = 0;
    for (size_t i = 0; i < p.options.size(); ++i) {
        const UnitOption &o = p.options[i];
        if (o.kind == ContractKind::Owned && counts[i] > 0 && (first == 0 || o.firstMonth < first))
            first = o.firstMonth;
    }
    return first;
}

} // namespace

QString contractKindId(ContractKind k)
{
    switch (k) {
    case ContractKind::Owned:
        return QStringLiteral("owned");
    case ContractKind::Leased:
        return QStringLiteral("leased");
    case ContractKind::Committed1y:
        return QStringLiteral("committed_1y");
    case ContractKind::Committed3y:
        break;
    }
    return QStringLiteral("committed_3y");
}

double burstGpuHours(const PoolProblem &p, int month, int capacityGpus)
{
    const int n = p.concurrent[idx(month)];
    if (n <= 0 || capacityGpus >= n)
        return 0;
    return p.gpuHours[idx(month)] * double(n - capacityGpus) / n;
}

int unitGpus(const PoolProblem &p, const std::vector<int> &counts, int month, ContractKind kind)
{
    int units = 0;
    for (size_t i = 0; i < p.options.size(); ++i) {
        const UnitOption &o = p.options[i];
        if (o.kind == kind && o.firstMonth <= month && month <= o.lastMonth)
            units += counts[i];
    }
    return units * p.gpusPerUnit;
}

int unitGpus(const PoolProblem &p, const std::vector<int> &counts, int month)
{
    int gpus = 0;
    for (ContractKind k : { ContractKind::Owned, ContractKind::Leased, ContractKind::Committed1y, ContractKind::Committed3y })
        gpus += unitGpus(p, counts, month, k);
    return gpus;
}

double decisionCost(const PoolProblem &p, const std::vector<int> &counts)
{
    double cost = 0;
    for (size_t i = 0; i < p.options.size(); ++i)
        cost += p.options[i].cost * counts[i];
    for (int t = 1; t <= p.months; ++t) {
        const double burst = burstGpuHours(p, t, unitGpus(p, counts, t));
        if (burst <= 0)
            continue;
        if (p.burstCost[idx(t)] < 0)
            return std::numeric_limits<double>::infinity();
        cost += burst * p.burstCost[idx(t)];
    }
    const int first = firstOwnedMonth(p, counts);
    if (first > 0 && !p.ownedFixedCost.empty()) {
        for (int m = first; m <= p.months; ++m)
            cost += p.ownedFixedCost[idx(m)];
    }
    return cost;
}

PoolSolution solvePool(const PoolProblem &p)
{
    // The owned fleet's staff is a fixed cost from its first month: try each month it could
    // start in (and none); each try is a linear problem solved exactly.
    std::set<int> starts { 0 };
    for (const UnitOption &o : p.options) {
        if (o.kind == ContractKind::Owned)
            starts.insert(o.firstMonth);
    }
    Attempt best;
    for (int from : starts) {
        Attempt a = solveWith(p, from);
        if (a.cost < best.cost)
            best = std::move(a);
    }
    PoolSolution s;
    s.counts = best.counts;
    s.ownedFrom = firstOwnedMonth(p, s.counts);
    s.cost = decisionCost(p, s.counts);
    s.feasible = s.cost < std::numeric_limits<double>::infinity();
    return s;
}

} // namespace cp::programme
