#pragma once
// The Monte Carlo ranges (core/uncertainty) as the dashboard and the exports show them beside a
// PlanReport's point figures: which range belongs to which KPI tile, each quantile formatted in
// the KPI's own unit, and the verdict's probabilities as a sentence. The point estimate stays
// the headline; these texts sit beside it.

#include "core/analysis/planreport.h"
#include "core/calibrate/pilot.h"
#include "core/uncertainty/ranges.h"

#include <QList>
#include <QLocale>
#include <QString>

namespace cp::analysis {

/// The range of one KPI tile.
struct KpiRange {
    QString kpiId; ///< the Kpi::id it belongs to
    uncertainty::Quantiles q; ///< in the unit of Kpi::value
    QString p10, p50, p90; ///< each formatted like the KPI's text
    QString text; ///< "P10 38.2 days · P50 41.0 days · P90 45.3 days"
};

/// The ranges of the report's KPIs that the run covers (training: memory_per_gpu, mfu,
/// tokens_per_s_per_gpu, train_days, gpu_hours; inference: inference_cards, inference_replicas;
/// TCO: tco_best from the recommended option's total), in the report's KPI order.
QList<KpiRange> kpiRanges(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale = QLocale());

/// One way of paying with its TCO ranges and its chance of being cheapest.
struct OptionChance {
    QString id;
    QString name; ///< translated, as the report names it
    double probability = 0; ///< share of samples where it is cheapest (0..1)
    QString total; ///< "P10 … · P50 … · P90 …" of total_cny
    QString npv; ///< the same of npv_cny
};

/// Every TCO option of the report that the run covers, most likely cheapest first.
QList<OptionChance> optionChances(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale = QLocale());

/// Whole percentages of `probabilities` (shares of one whole, in their order) that add up to
/// 100 by largest remainder: {0.6667, 0.3333} → "67%", "33%"; a share that rounds to 0 is "<1%",
/// and the largest beside it ">99%" rather than "100%".
QList<QString> chanceTexts(const QList<double> &probabilities, const QLocale &locale = QLocale());

/// "Cheapest in 55% of cases: Cloud on demand; 38%: Build your own; …" (options with a chance
/// above zero, most likely first, the shares adding up to 100%); empty without TCO ranges.
QString probabilitySentence(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale = QLocale());

/// "10,000 samples": what the ranges were computed from, for a reader (no seed).
QString rangeBasis(const uncertainty::Ranges &ranges, const QLocale &locale = QLocale());
/// "10,000 samples, seed 42": what reproduces the ranges (the report's appendix).
QString rangeReproduction(const uncertainty::Ranges &ranges, const QLocale &locale = QLocale());

/// One calibration point as the exports list it: "H800 SXM 80GB, 2 Dec 2026 by ann (log:
/// torchtitan): 1,290 tokens/s per GPU measured, 1,606 predicted (×0.803); peak 65.2 GiB, 63.9
/// predicted (×1.021)".
QString pilotPointLine(const calibrate::PilotPoint &point, const QLocale &locale = QLocale());

/// The points that apply to the report's plan (those on its primary accelerator).
QList<calibrate::PilotPoint> pointsForPlan(const PlanReport &report, const QList<calibrate::PilotPoint> &points);

} // namespace cp::analysis
