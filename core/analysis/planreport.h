#pragma once
// One scenario, all engines: the estimate of its training run (or inference sizing), the TCO of
// its ways to pay, the headline figures (KPIs) and the charts the dashboard, exports and
// reports show. The GUI and the exporters only display a PlanReport; they compute nothing.

#include "core/analysis/money.h"
#include "core/analysis/programmereport.h"
#include "core/calibrate/pilot.h"
#include "core/catalog/catalog.h"
#include "core/chart/chartspec.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/explain/explanation.h"
#include "core/planner/planner.h"
#include "core/scenario/scenario.h"
#include "core/tco/tco.h"
#include "core/tco/verdict.h"

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
    /// The cluster the figure describes, translated ("Recommended: 16 × H800 SXM5 80GB",
    /// "Your configuration: 8 × A100 SXM4 80GB"); every KPI has one.
    QString configuration;
    /// The way of paying behind a money figure ("monthly billing, whole months of 730 h",
    /// "Cloud on demand"); empty for figures that do not depend on it (days, memory, MFU).
    QString billing;

    /// "Recommended: 16 × H800 · monthly billing": what the tile names under its label.
    QString scope() const;
};

/// The cost of one run of one configuration paid one way. The report holds each
/// configuration + billing once; every figure that shows the cost of a run shows this one.
struct RunCost {
    QString accelerator; ///< catalog id
    int gpus = 0;
    QString billingId; ///< "on-demand", "monthly", "spot" (planner pricing) or a TCO option id
    QString configuration; ///< translated, "16 × H800 SXM5 80GB"
    QString billing; ///< translated, says the billing granularity ("whole months of 730 h")
    double cny = 0;
    QString text; ///< formatted
    QString source; ///< "planner" (hourly price × hours, billing granularity) or "tco" (effective price × GPU-hours)
};

/// The answer a reader acts on: one configuration, how it is paid, how long it takes, what one
/// run and the horizon cost, and whether it meets the user's budget and deadline. Every text is
/// translated and formatted; the GUI and the PDF show these lines as they are.
struct AnswerBlock {
    QString id; ///< "recommended" or "own"
    QString title; ///< "Recommended: 16 × H800 SXM5 80GB, on-demand billing" / "Your configuration: …"
    QString configuration; ///< "16 × H800 SXM5 80GB (TP 8 · PP 1 · DP 2)"
    QString billing; ///< "monthly billing, whole months of 730 h per card"
    std::optional<double> days;
    QString time; ///< "Time: 6.3 days"
    std::optional<double> runCostCny;
    QString runCost; ///< "Cost of one run: 8.22万 (monthly billing, …)"
    std::optional<double> tcoCny; ///< cash over the horizon of the block's way of paying (MoneyOption::totalCny)
    std::optional<double> tcoBasisCny; ///< the same option on the ranking basis (MoneyAnswer::basisName)
    QString optionId; ///< the TCO option the block's way of paying is: the verdict's for the block's own fleet
    QString tco; ///< "36-month TCO, Cloud spot: 8.3万 in cash; after-tax NPV 7.1万."
    std::optional<bool> meetsBudget; ///< none when no budget is set
    QString budget; ///< "Budget 50万: met (one run costs 3.2万)" / "No budget set"
    std::optional<bool> meetsDeadline; ///< none when no deadline is set
    QString deadline; ///< "Deadline 60 days: missed (200.9 days)"
    QStringList notes; ///< translated warnings that belong to this configuration

    /// The block's lines in reading order (title first), for a plain-text rendering.
    QStringList lines() const;
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
    /// The answer block: the recommended configuration (the planner's, or for a plan without a
    /// cluster search the plan's own fleet at the TCO verdict's way of paying).
    std::optional<AnswerBlock> answer;
    /// The plan's own configuration, when it differs from the answer's.
    std::optional<AnswerBlock> own;
    QList<RunCost> runCosts; ///< one per configuration + billing
    int tcoGpus = 0; ///< the fleet the TCO prices (an inference plan's grows to its load)
    /// What the views read instead of rebuilding it from the scenario: the catalog every figure
    /// was priced with (bridge::catalogFor: the scenario's tier and saved prices), the TCO's input
    /// as priced (an inference plan's fleet grown to its load; empty without a TCO) and the
    /// decision checklist's signals for that input and result.
    Catalog catalog;
    std::optional<tco::TcoInput> tcoInput;
    tco::ChecklistSignals checklist;
    /// The one money answer (issue 42): basis, fleet, recommended way of paying and every
    /// option's figures. The answer block's TCO line, the "tco_best" tile and the verdict read it;
    /// every view shows these figures. Empty without a TCO.
    std::optional<MoneyAnswer> money;
    /// A programme's answer (issue 44), for a plan with pools (bridge::isProgramme): per pool its
    /// supply month by month, money, share, utilisation, sensitivity and chart. It is the plan's
    /// answer then: the verdict is its total. Empty for a single plan or when it cannot be priced
    /// (the problems say why).
    std::optional<ProgrammeReport> programme;

    /// Whether the plan is a programme (it has pools; bridge::isProgramme), priced or not: its
    /// answer is the programme's, and the views show no single fleet's figures beside it.
    bool isProgramme() const;
    const Kpi *kpi(const QString &id) const;
    const chart::ChartSpec *chart(const QString &id) const;
};

/// Runs every engine the scenario calls for. Never fails as a whole: parts that cannot be
/// computed are left empty with their problems listed. Text is formatted for `locale`.
PlanReport analyse(const Scenario &scenario, const QLocale &locale = QLocale());
/// analyse() with the library's pilot-run points applied (bridge::applyPilotCorrection): the
/// estimate and the plan on an accelerator with points use its correction (issue 23).
PlanReport analyse(const Scenario &scenario, const QLocale &locale, const QList<calibrate::PilotPoint> &pilot);

/// Fills Kpi::why for every KPI of the report (formula in words, inputs, sources) and flags
/// the KPIs whose sources include an assumption. Called by analyse().
void explainKpis(PlanReport &report, const Catalog &catalog, const QLocale &locale);

/// The way of paying of the recommended configuration, as a billing id ("on-demand", "monthly",
/// "spot"). Today the planner prices every candidate at the scenario's constraints.pay; this is
/// the one place that says so (the planner's own per-candidate billing replaces it).
QString recommendedBilling(const PlanReport &report);

/// Translated name of a billing id: "on-demand billing", "monthly billing", "spot", or a TCO
/// option's name.
QString billingName(const QString &billingId, const PlanReport &report);

/// Builds the answer block and the plan's own block, the run-cost table (one figure per
/// configuration and billing; the KPIs that show a run's cost take theirs from it) and names
/// every KPI's configuration and billing. Called by analyse() before explainKpis().
void buildAnswer(PlanReport &report, const Catalog &catalog, const QLocale &locale);

/// "Compute Planner, scenario X, prices as of Y": the source line under every chart.
QString sourceLine(const Scenario &scenario);

} // namespace cp::analysis
