#pragma once
// The cluster planner: searches accelerator x GPU count x layout (tp, pp, dp, micro-batch,
// ZeRO, recompute, SP; the layout through cp::estimate's chooser), prunes by memory and
// divisibility, prices each plan from the price book and returns the Pareto front of
// wall-clock time vs cost, the recommendation for the objective with its reasons, what was
// rejected and why, what would make an infeasible request feasible, storage and network
// sizing, and advice.
//
//   cp::planner::PlanRequest req;  req.model = *cp::estimate::preset("llama3-70b"); ...
//   const auto result = cp::planner::plan(req);
//   if (result && result->recommended) qDebug() << result->recommended->plan.costCny;

#include "core/advice/advice.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"
#include "core/planner/planrequest.h"
#include "core/planner/pricing.h"
#include "core/planner/sizing.h"

#include <optional>

namespace cp::planner {

/// One priced plan: the fastest layout that fits `gpus` cards of `accelerator`.
struct Candidate {
    QString accelerator;
    int gpus = 0;
    estimate::Estimate estimate;
    double days = 0; ///< wall clock incl. failures, checkpoints and spot restarts
    double gpuHours = 0; ///< gpus x wall clock
    double costCny = 0;
    HourlyPrice price; ///< of the billing below
    /// The cheapest billing the accelerator's availability allows at this size.
    Billing billing = Billing::Hourly;
    QString billingNote; ///< translated; how the billing rounds this run (whole months, minimum term), or empty
    Availability availability; ///< the billing's channel for a mainland-China buyer
};

enum class RejectReason { Memory,
    Divisibility,
    Deadline,
    Budget,
    MissingPrice,
    Availability,
    Fabric };
/// "memory", "divisibility", "deadline", "budget", "missing_price", "availability" (more GPUs
/// than any allowed channel offers per order), "fabric" (more than one node of a card the catalog
/// does not mark for GPUDirect RDMA)
QString rejectReasonId(RejectReason r);

/// An accelerator left out of the search because no channel the planner prices (cloud, lease)
/// has it for a mainland-China buyer (PlanRequest::includeUnavailable searches it anyway).
struct Exclusion {
    QString accelerator;
    QString reason; ///< translated, with the source and as-of date
};

/// The plan's own configuration (PlanRequest::own) as the planner estimates it.
struct OwnConfiguration {
    QString accelerator;
    int gpus = 0;
    std::optional<double> days; ///< empty when it does not fit or cannot be estimated
    bool meetsDeadline = true;
};

/// Alternatives that were rejected, grouped per accelerator and reason over a GPU range.
struct Rejection {
    QString accelerator;
    int minGpus = 0;
    int maxGpus = 0;
    RejectReason reason = RejectReason::Memory;
    QString message; ///< translated, with the numbers that decided it
};

struct Recommendation {
    Candidate plan;
    QStringList reasons; ///< translated, plain language
};

/// A cheaper training mode or smaller model that would have a feasible plan.
struct Alternative {
    QString what; ///< "mode:qlora", "model:llama3-8b"
    Candidate plan;
    QString message; ///< translated
};

/// Why nothing satisfies the request and what would.
struct Infeasibility {
    QString message; ///< translated summary
    std::optional<double> minBudgetCny; ///< cheapest plan that meets the deadline (ignoring the budget)
    std::optional<double> earliestDays; ///< fastest plan within the budget (ignoring the deadline)
    std::optional<double> fastestDays; ///< fastest plan of all (when even that misses the deadline)
    QList<Alternative> alternatives; ///< LoRA/QLoRA or a smaller model preset
    QStringList suggestions; ///< translated, one per way out
};

struct PlanResult {
    std::optional<Recommendation> recommended;
    QList<Candidate> pareto; ///< time vs cost, fastest first
    QList<Rejection> rejected;
    QList<Exclusion> excluded; ///< accelerators not searched because they cannot be obtained
    std::optional<OwnConfiguration> own; ///< when the request names one
    QStringList warnings; ///< translated, e.g. the plan's own configuration misses the deadline
    std::optional<Infeasibility> infeasible;
    /// Objective "fastest" without a budget: the most a plan may cost, kFastestCostFactor x the
    /// cheapest plan that meets the deadline (empty for the other objectives or with a budget).
    std::optional<double> costCapCny;
    StoragePlan storage; ///< for the recommended (or fastest priced) plan
    NetworkPlan network;
    QList<advice::Advice> advice;
    qint64 candidatesEvaluated = 0; ///< accelerator x GPU-count pairs estimated
    qint64 layoutsEvaluated = 0; ///< layouts whose memory and step time were computed
    QStringList assumptions; ///< translated
};

/// "Fastest" without a budget picks the fastest plan costing at most this many times the cheapest
/// (issue 42: the fastest point of the search is typically hundreds of cards on a minimum-term
/// lease for a run of minutes; a CFO asking for speed does not mean "at any price").
inline constexpr double kFastestCostFactor = 3.0;

/// Pareto fronts drop a point when another point is at least as good within this relative
/// tolerance on both axes (near-dominated). 2%: well inside the estimator's cross-validated
/// step-time error (about 10% and more, errormodel.h) and the spread of the price book's tiers, so a
/// 2% difference in time or cost is not a difference the plan can promise.
inline constexpr double kParetoTolerance = 0.02;

/// Plans a training run. Errors only for an invalid request; "nothing fits" is a result.
Expected<PlanResult> plan(const PlanRequest &request, const Catalog &catalog = Catalog::builtIn());

/// The GPU counts searched for one accelerator: whole nodes of 1, 2, 3, 4, 6, 8, 12 ... nodes
/// (powers of two and three times powers of two) up to maxGpus, plus 1, 2 and 4 cards when
/// partial nodes are allowed.
QList<int> gpuCounts(int gpusPerNode, int maxGpus, bool partialNodes);

/// True when a is at least as good as b in time and cost and better in one.
bool dominates(const Candidate &a, const Candidate &b);

/// The Pareto front of time vs cost, fastest first, without near-dominated points
/// (kParetoTolerance): a point is dropped when a faster one costs at most that much more, or a
/// cheaper one takes at most that much longer.
QList<Candidate> paretoFront(const QList<Candidate> &candidates);

} // namespace cp::planner
