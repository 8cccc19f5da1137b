#pragma once
// One scenario, all engines: the estimate of its training run (or inference sizing), the TCO of
// its ways to pay, the headline figures (KPIs) and the charts the dashboard, exports and
// reports show. The GUI and the exporters only display a PlanReport; they compute nothing.

#include "core/catalog/catalog.h"
#include "core/chart/chartspec.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/explain/explanation.h"
#include "core/planner/planner.h"
#include "core/scenario/scenario.h"
#include "core/tco/tco.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace cp::analysis {

/// A headline figure with its unit, formatted for the locale, and whether it rests on an
/// assumption the user must confirm.
struct Kpi {
    QString id; ///< stable: "train_days", "gpu_hours", "run_cost", "tco_best", "break_even", ...
    QString label; ///< translated
    double value = 0; ///< in the unit the id implies (days, GPU-hours, CNY, months, GiB, ...)
    QString text; ///< formatted with units and separators
    bool assumption = false; ///< rests on a price or figure the user must confirm
    explain::Explanation why; ///< how it was computed, from what, with sources
};

struct PlanReport {
    Scenario scenario;
    std::optional<estimate::Estimate> training;
    std::optional<estimate::InferenceEstimate> inference;
    std::optional<tco::TcoResult> tco;
    std::optional<planner::PlanResult> plan; ///< the cluster search (training scenarios)
    Errors problems; ///< why a part could not be computed (field paths)
    QList<Kpi> kpis;
    QList<chart::ChartSpec> charts; ///< ids: memory, pareto, tco, breakdown, tornado
    QString verdict; ///< one plain-language sentence
    QStringList reasons;
    QStringList assumptions; ///< price keys and estimator defaults the user should confirm

    const Kpi *kpi(const QString &id) const;
    const chart::ChartSpec *chart(const QString &id) const;
};

/// Runs every engine the scenario calls for. Never fails as a whole: parts that cannot be
/// computed are left empty with their problems listed. Text is formatted for `locale`.
PlanReport analyse(const Scenario &scenario, const QLocale &locale = QLocale());

/// Fills Kpi::why for every KPI of the report (formula in words, inputs, sources) and flags
/// the KPIs whose sources include an assumption. Called by analyse().
void explainKpis(PlanReport &report, const Catalog &catalog, const QLocale &locale);

/// "Compute Planner, scenario X, prices as of Y": the source line under every chart.
QString sourceLine(const Scenario &scenario);

} // namespace cp::analysis
