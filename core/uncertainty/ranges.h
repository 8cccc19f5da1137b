#pragma once
// Ranges by Monte Carlo (issue 23): P10/P50/P90 of every KPI the estimate, plan, serve and TCO
// print, from one seeded run that varies the estimator's cross-validated error (errormodel.h),
// failures and restarts, price paths per price-book key, demand and the exchange rate. The point
// estimate stays the headline; these ranges sit beside it.
//
//   auto e = cp::estimate::estimate(in);
//   auto r = cp::uncertainty::estimateRanges(in, *e, {});   // r->kpis: gpu_hours -> {p10, p50, p90}
//
// Reproducible: the same seed gives bit-identical ranges (one thread, std::mt19937_64, the
// normal deviates by Box-Muller from it, so no library distribution's implementation matters).

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/planner/planner.h"
#include "core/planner/pricing.h"
#include "core/tco/tco.h"
#include "core/tco/tcoinput.h"
#include "core/uncertainty/errormodel.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace cp::uncertainty {

struct Quantiles {
    double p10 = 0, p50 = 0, p90 = 0;
};

/// --samples N --seed S (defaults 10,000 and 42).
struct RangeSettings {
    int samples = 10000;
    quint64 seed = 42;
};

/// Bounds of --samples (and of RangeSettings::samples): 1 to 1,000,000.
inline constexpr int kMinSamples = 1;
inline constexpr int kMaxSamples = 1000000;
/// Bounds of --seed: 1 to 1,000,000 (0 and negative seeds are refused, as the CLI contract says).
inline constexpr qint64 kMinSeed = 1;
inline constexpr qint64 kMaxSeed = 1000000;

/// A cancellation flag and a progress sink; both optional. Progress is a fraction 0..1.
struct RunControl {
    const std::atomic_bool *cancel = nullptr;
    std::function<void(double)> progress;
};

/// The cancel flag is looked at every this many samples.
inline constexpr int kCancelCheckEvery = 256;

/// core/common has no Cancelled kind yet: a cancelled run returns this kind with the path
/// kCancelledPath (wasCancelled() tells it apart from a busy library).
inline constexpr ErrorKind kCancelledKind = ErrorKind::Busy;
inline const QString kCancelledPath = QStringLiteral("ranges");
/// True when `errors` is the error of a cancelled run.
bool wasCancelled(const Errors &errors);

struct OptionRange {
    QString id; ///< the TCO option id as in tco JSON options[].id
    Quantiles total; ///< total_cny
    Quantiles npv; ///< npv_cny, on the ranking basis (Ranges::npvBasis)
    /// Share of samples where this option has the lowest decision NPV (after tax when the
    /// input's taxes are on, as the verdict ranks) among the obtainable options; sums to 1.
    double probabilityCheapest = 0;
    QList<Quantiles> cumulative; ///< months 0..H: the band of the cumulative cash curve
};

struct Ranges {
    int samples = 0;
    quint64 seed = 0;
    /// KPI name as printed in the JSON (gpu_hours, train_days, iteration_time_s,
    /// tokens_per_s_per_gpu, cost_cny, ...), in the order the command prints them.
    QList<QPair<QString, Quantiles>> kpis;
    QList<OptionRange> options; ///< TCO only
    /// The basis of options[].npv and probabilityCheapest, as tco::TcoResult::basisId():
    /// "after_tax_npv" when the input's taxes are on, else "pre_tax_npv" (TCO only).
    QString npvBasis;
    QStringList drivers; ///< what was varied and how (translated, one line each)

    /// The KPI's quantiles, or nullptr.
    const Quantiles *kpi(const QString &name) const;
    const OptionRange *option(const QString &id) const;
};

/// The P10, P50 and P90 of `values` (linear interpolation between order statistics, the
/// "type 7" definition of Hyndman and Fan 1996). Reorders `values`. Empty: all 0.
Quantiles quantiles(std::vector<double> &values);

/// Checks samples and seed: BadInput naming the allowed range (1 to 1,000,000 each).
Errors validate(const RangeSettings &settings);

/// The estimate's KPIs: iteration_time_s, tokens_per_s_per_gpu, model_tflops_per_gpu,
/// hardware_tflops_per_gpu, mfu, hfu, memory_gib.total and, for a run with tokens, train_days,
/// gpu_hours, gpu_hours_ideal and goodput. The step time is multiplied by the sampled estimator
/// error (family throughput), peak memory by the memory error, and goodput recomputed from the
/// sampled failure rate and restart time (formulas::goodput).
Expected<Ranges> estimateRanges(const estimate::EstimateInput &, const estimate::Estimate &point,
    const RangeSettings &, const ErrorModel & = ErrorModel::shipped(), const RunControl & = {});

/// The TCO's options: total_cny, npv_cny and the cumulative band per option, the probability
/// that each is cheapest. The flows are computed once per demand level (64 levels, as the
/// tornado recomputes them); each sample then reprices the line items along its price paths
/// and recomputes the after-tax view (tco::applyTax) - no computeTco per sample.
Expected<Ranges> tcoRanges(const tco::TcoInput &, const tco::TcoResult &point, const RangeSettings &,
    const ErrorModel & = ErrorModel::shipped(), const RunControl & = {});
/// The same with the catalog the point TCO was computed with (its tier and saved prices).
Expected<Ranges> tcoRanges(const tco::TcoInput &, const tco::TcoResult &point, const RangeSettings &,
    const ErrorModel &, const RunControl &, const Catalog &catalog);

/// The plan's recommended candidate: days, gpu_hours, cost_cny, cny_per_gpu_hour, mfu and
/// memory_per_gpu_gib (its estimate's error and its price key's price path).
Expected<Ranges> planRanges(const planner::PlanRequest &, const planner::PlanResult &point, const RangeSettings &,
    const ErrorModel & = ErrorModel::shipped(), const RunControl & = {}, const Catalog &catalog = Catalog::builtIn());

/// serve's KPIs: replicas, cards, replica.ttft_ms, replica.tpot_ms, replica.tokens_per_s,
/// request_latency_s and cny_per_million_output_tokens (when priced).
Expected<Ranges> serveRanges(const estimate::InferenceInput &, const estimate::InferenceEstimate &point,
    const std::optional<planner::ServingCost> &cost, const RangeSettings &, const ErrorModel & = ErrorModel::shipped(),
    const RunControl & = {}, const Catalog &catalog = Catalog::builtIn());

/// For the dashboard (analysis::scenarioRanges builds the inputs from a plan): a training
/// estimate's KPIs, or a serving plan's, and with `tco` the TCO's options in one run. The TCO's
/// "from plan" demand moves with the training run's sampled GPU-hours; the samples of the estimate
/// take the first 30% of the progress when there is a TCO.
Expected<Ranges> estimateAndTcoRanges(const estimate::EstimateInput &, const estimate::Estimate &point,
    const std::optional<tco::TcoInput> &tco, const RangeSettings &, const ErrorModel &, const RunControl &, const Catalog &);
Expected<Ranges> serveAndTcoRanges(const estimate::InferenceInput &, const estimate::InferenceEstimate &point,
    const std::optional<planner::ServingCost> &cost, const std::optional<tco::TcoInput> &tco, const RangeSettings &,
    const ErrorModel &, const RunControl &, const Catalog &);

} // namespace cp::uncertainty
