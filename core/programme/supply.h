#pragma once
// The supply problem of one accelerator pool of a compute programme (issue 44) and its exact
// solver. Months 1..T; in each month the pool's work needs `concurrent` GPUs at once and
// `gpuHours` GPU-hours (gpuHours <= concurrent x 730). Supply comes in units of one server
// (gpusPerUnit GPUs) through contracts - a server bought (kept to the horizon), a lease of its
// minimum term, a 1- or 3-year commitment - each covering a run of consecutive months, plus burst
// GPU-hours rented on demand for what the units do not cover.
//
// Burst model: with C GPUs of units in month t, the C GPUs carry their share min(C, n)/n of the
// month's GPU-hours and the n - C GPUs not covered run on demand for theirs, so the burst is
// h x max(0, n - C) / n GPU-hours (n = concurrent GPUs, h = GPU-hours). Units plus burst then
// cover both the concurrent GPUs and the GPU-hours every month.
//
// Costs are on one basis (the money answer's: after-tax NPV when taxes are on, else pre-tax NPV)
// and linear per unit; the owned fleet's operations staff is a fixed cost per month from the
// month the first owned server arrives. solvePool() finds the exact optimum: for each month the
// owned fleet could start in (and "never") it solves the rest as a min-cost circulation - the
// contracts are arcs over their months (an interval matrix, so the linear programme has an
// integral optimum) and the convex burst cost of each month is a backward arc in pieces - with
// successive shortest paths; the cheapest of these is the optimum.

#include <QString>

#include <vector>

namespace cp::programme {

/// The ways of paying for capacity that the solver decides month by month.
enum class ContractKind {
    Owned, ///< a server bought, delivered after the lead time, kept and sold at the horizon
    Leased, ///< a bare-metal lease for its minimum term, rent fixed for the term
    Committed1y, ///< a 1-year cloud commitment for one server's GPUs
    Committed3y, ///< a 3-year cloud commitment for one server's GPUs
};
QString contractKindId(ContractKind k); ///< "owned", "leased", "committed_1y", "committed_3y"

/// One contract the solver may sign: `count` units of it (0..maxUnits) are decided.
struct UnitOption {
    ContractKind kind = ContractKind::Owned;
    int orderMonth = 1; ///< month the order is placed / the contract signed (1-based)
    int firstMonth = 1; ///< first month the unit supplies capacity (order + lead time)
    int lastMonth = 1; ///< last month of the horizon it supplies (<= T)
    int maxUnits = -1; ///< most units per order (the channel's order cap); -1: no cap
    double cost = 0; ///< cost of one unit on the decision basis (> 0)
    // The same unit's figures for the output (not used by the solver).
    std::vector<double> cash; ///< pre-tax cash per month 0..T, CNY
    std::vector<double> afterTax; ///< after-tax cash per month 0..T (resale and its tax at T), CNY
    double resaleCny = 0; ///< an owned server's resale at T (in `cash` at T as a negative amount)
    double npvPreTax = 0;
    double npvAfterTax = 0;
};

/// A price-book entry as a unit cost used it: its key and value (in the entry's own unit and
/// currency, the user's override when there is one). Empty key: not used.
struct UnitPrice {
    QString key;
    double value = 0;
};

/// What each way of paying's unit cost follows: burst and the commitments the on-demand price, a
/// lease its rent, an owned server its price, the owned fleet's staff the salary. An empty key:
/// the channel is not offered.
struct UnitPrices {
    UnitPrice onDemand, lease, server, staff;
};

struct PoolProblem {
    int months = 0; ///< T
    int gpusPerUnit = 8;
    std::vector<double> gpuHours; ///< index 1..T (index 0 unused)
    std::vector<int> concurrent; ///< index 1..T
    /// Basis cost of one burst GPU-hour, index 1..T; negative: no burst can be had that month.
    std::vector<double> burstCost;
    std::vector<UnitOption> options;
    /// Basis cost of the owned fleet's staff in month m (index 1..T), paid from the first month an
    /// owned server supplies capacity to T; empty: none.
    std::vector<double> ownedFixedCost;
    /// The output's figures of one burst GPU-hour and of one month of owned staff, per month
    /// 1..T (not used by the solver): pre-tax and after-tax cash in that month and the two NPVs.
    struct PerMonth {
        std::vector<double> cash, afterTax, npvPreTax, npvAfterTax;
    };
    PerMonth burstFigures;
    PerMonth ownedFixedFigures;
    /// The prices the unit costs follow, the first money price each is computed from (for the
    /// views; not used by the solver).
    UnitPrices prices;
};

struct PoolSolution {
    bool feasible = false; ///< false: some month's demand can be covered by nothing obtainable
    double cost = 0; ///< basis cost: units + burst + owned staff
    std::vector<int> counts; ///< units of each option (same order as PoolProblem::options)
    int ownedFrom = 0; ///< month the owned fleet's staff starts; 0: no owned servers
};

/// Burst GPU-hours of month t with `capacityGpus` GPUs of units: h x max(0, n - C) / n.
double burstGpuHours(const PoolProblem &p, int month, int capacityGpus);
/// GPUs of units of each kind supplying month t under `counts`.
int unitGpus(const PoolProblem &p, const std::vector<int> &counts, int month, ContractKind kind);
int unitGpus(const PoolProblem &p, const std::vector<int> &counts, int month); ///< all kinds
/// The basis cost of a decision: units, burst (a month that needs burst where none can be had
/// costs +infinity) and the owned staff from the first owned month.
double decisionCost(const PoolProblem &p, const std::vector<int> &counts);

/// The exact least-cost decision (see the file comment).
PoolSolution solvePool(const PoolProblem &problem);

} // namespace cp::programme
