#pragma once
// A compute programme (issue 44): several workloads on accelerator pools over the horizon, and
// per pool and month the supply that covers them at least cost on the money answer's ranking
// basis (after-tax NPV when taxes are on, else pre-tax NPV).
//
// Each way of paying is priced with the TCO engine's pieces (core/tco): the price book through
// resolvePrices() and resolveTerms(), the tax rules through applyTax(), the discounting through
// optionNpv()/optionNpvAfterTax(), the resale through resaleFraction(), the channels' status,
// order caps and lead times through the availability table. One unit is one server:
// - owned: ordered in month o, paid at the start of o (month o-1 of the cash flows), delivered
//   after the purchase channel's lead time, kept to the horizon and sold there by vintage; its
//   capex is the server, its NICs, its share of the InfiniBand switch ports (one per GPU), of the
//   room retrofit and of the power-capacity fee by its IT power; running costs its share of the
//   rack rent, its electricity at the average training draw and maintenance; the owned fleet's
//   operations staff is a fixed cost per month from its first delivery;
// - leased: signed in month s, supplying from s + lead time for the minimum lease term, the rent
//   fixed for the term at the month-of-start price, the deposit (months of rent) paid at the
//   start and refunded at the end; months of a term past the horizon are paid at the horizon;
// - committed (1 or 3 years): one server's GPUs at the on-demand price of the start month less
//   the commitment discount, fixed for the term; months past the horizon paid at the horizon;
// - burst: GPU-hours on demand at the month's price (with the yearly drift).
// A channel that availability.csv marks unavailable for the accelerator is never offered (the
// cloud's also removes commitments and burst); a restricted one carries its cap per order and its
// lead time. Spot is not used for burst (the default China price book has no sourced spot market
// for multi-GPU clusters; issue 42).

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/programme/supply.h"
#include "core/tco/tcoinput.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <vector>

namespace cp::programme {

/// The work one pool carries, month by month (index 1..T; index 0 unused).
struct PoolDemand {
    QString id; ///< the pool's id in the plan ("train", "finetune", "serve")
    QString acceleratorId;
    QString fabricId; ///< empty: the accelerator's default
    std::vector<double> gpuHours;
    std::vector<int> concurrent;
};

/// One month of a pool's answer.
struct PoolMonth {
    int month = 1;
    double demandGpuHours = 0;
    int concurrentGpus = 0;
    int ownedGpus = 0;
    int leasedGpus = 0;
    int committedGpus = 0;
    double onDemandGpuHours = 0;
    double costCny = 0; ///< pre-tax cash paid in the month (the upfront instant counts in month 1; the resale in month T)
    double afterTaxCny = 0; ///< the same after VAT recovery and income-tax effects (the resale and its tax in month T)
};

/// One contract the answer signs: `units` servers of `kind` ordered in `orderMonth`.
struct PoolOrder {
    ContractKind kind = ContractKind::Owned;
    int orderMonth = 1;
    int firstMonth = 1;
    int lastMonth = 1;
    int units = 0;
};

/// The money figures of a pool or of the whole programme (CNY).
struct ProgrammeMoney {
    double cashCny = 0; ///< pre-tax cash less resale
    double resaleCny = 0; ///< the owned servers' resale at the horizon (already netted in cashCny)
    double npvPreTaxCny = 0;
    double npvAfterTaxCny = 0;
    double basisCny = 0; ///< the NPV on the ranking basis
};

/// What one unit of each way of paying costs on the programme's basis, for a view that recomputes
/// a pool's cost from its decisions (the workbook). A kind the decision uses costs its contracts'
/// basis cost over the GPU-months they supply; a kind it does not use, its cheapest offered
/// contract's basis cost per GPU-month supplied (0: not offered). With the decision's own counts,
/// the sum over the months of owned, leased and committed GPUs x their rates, plus the on-demand
/// GPU-hours x the month's rate, plus the staff of each month with owned GPUs, is money.basisCny.
struct PoolRates {
    double ownedPerGpuMonth = 0;
    double leasedPerGpuMonth = 0;
    double committedPerGpuMonth = 0;
    std::vector<double> onDemandPerGpuHour; ///< index 1..T; -1: none can be had that month
    std::vector<double> ownedStaffPerMonth; ///< index 1..T; empty: buying is not offered
    /// The unit price each rate follows (PoolProblem::prices): a view scales a rate by the
    /// price's current value over the value here.
    UnitPrices prices;
};

struct PoolAnswer {
    QString id;
    QString acceleratorId;
    QString fabricId;
    int gpusPerServer = 8;
    bool feasible = true; ///< false: a month needs supply that no obtainable channel gives
    QStringList unavailableChannels; ///< "purchase", "lease", "cloud" not offered for the accelerator
    QList<PoolMonth> months;
    QList<PoolOrder> orders;
    ProgrammeMoney money;
    double ownedUtilisation = 0; ///< GPU-hours served by owned servers / their hours (0 when none)
    double leasedUtilisation = 0; ///< the same for leased servers
    PoolRates rates;
};

/// The most GPUs each kind of contract supplies in any month of a pool, and its on-demand
/// GPU-hours over the horizon (how views summarise a pool's supply).
struct PoolPeaks {
    int ownedGpus = 0;
    int leasedGpus = 0;
    int committedGpus = 0;
    double onDemandGpuHours = 0;
};
PoolPeaks poolPeaks(const PoolAnswer &pool);

/// A programme's answer: every pool's supply and the totals on one basis.
struct ProgrammeAnswer {
    QString basis; ///< "after_tax_npv" | "pre_tax_npv" (the money answer's)
    int months = 0;
    QList<PoolAnswer> pools;
    ProgrammeMoney money; ///< sum over the pools
};

/// The supply problem of one pool (the unit options and their costs, see the file comment) for
/// the prices and terms of `base` (tax, discount rate, overrides, scales; its accelerator and
/// horizon are replaced by the pool's and demand's).
Expected<PoolProblem> poolProblem(const tco::TcoInput &base, const Catalog &catalog, const PoolDemand &demand);

/// The programme's verdict for people (translated): the total on its basis, and per pool its
/// share and how its supply is had ("lease 16 GPUs from month 2, burst 3,200 GPU-hours on demand").
QString programmeVerdict(const ProgrammeAnswer &answer, const QLocale &locale);

/// Solves every pool exactly and collects the answer.
Expected<ProgrammeAnswer> solveProgramme(const tco::TcoInput &base, const Catalog &catalog, const QList<PoolDemand> &pools);

} // namespace cp::programme
