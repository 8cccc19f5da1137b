#pragma once
// Side-by-side comparison of 2–4 analysed plans (or revisions of one plan; DESIGN.md section 7):
// every input and result as a row with one value per plan, deltas against a baseline plan, the
// cumulative cost curves aligned month by month, the cost by line item, and a "what drives the
// gap" waterfall. The compare view, the CLI and the exporters only show a Comparison.
//
// Conventions (stated in the output):
// - A plan's "way to pay" is its recommended TCO option (verdict.recommended); its total, NPV,
//   curve and line items are that option's. A programme's (issue 44) is its programme
//   (ProgrammeReport::option): its cash and NPV on its basis, per pool a line item, and a row per
//   pool (matched by the pool's name) with its cost, share and supply; its single fleet's run,
//   cluster and options are not its answer and stay out.
// - One horizon: every plan is compared over the same H months, by default the shortest common
//   horizon H_c = min(H_i), or a shorter one the caller chooses (1 <= H <= H_c). A plan's cost
//   over H months is what it pays in months 0..H (costThrough): the same as its own total when H
//   is its own horizon (the resale at the horizon subtracted), the cash paid by month H before
//   that (a resale comes only at the plan's own horizon). Totals, NPVs, line items, deltas, the
//   KPI table and the waterfalls all use H, and every such row's label names it ("36-month TCO").
//   Figures per GPU-hour, per run and per million tokens stay over each plan's own horizon and
//   say so.
// - Alignment of the curves: month m of every plan is compared with month m of the others for
//   m <= H. Months H+1..max(H_i) are kept in the table but marked missing for every plan
//   (std::nullopt), so no delta mixes horizons. A plan without a TCO result is missing in every
//   month.
// - Waterfall from plan a to plan b: one step per line item (matched by name) with the change
//   b − a; steps with |change| <= kZeroCny are left out. The steps sum to total(b) − total(a)
//   within kZeroCny; when the line items do not account for the whole gap, an "Other" step
//   makes up the rest (only then).
// - Labels: a plan's column is headed by its scenario name; to compare revisions, the caller
//   names each report "NAME@N" (the CLI and the compare view do).

#include "core/analysis/planreport.h"
#include "core/chart/chartspec.h"

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace cp::compare {

/// Money amounts closer than this are the same (one fen is 0.01 CNY; this is far below it).
inline constexpr double kZeroCny = 1e-6;

/// How a row's numbers are formatted.
enum class ValueKind { Text,
    Count,
    Decimal,
    Money,
    Days,
    GpuHours,
    Months,
    Percent,
    GiB,
    Price,
    Tokens };

struct Value {
    std::optional<double> number; ///< none for text rows and missing values
    QString text; ///< formatted with units and separators; "—" when missing
    bool missing = false;
};

struct Delta {
    std::optional<double> absolute; ///< value − baseline, in the row's unit (Percent rows: fraction)
    std::optional<double> percent; ///< 100 · absolute / |baseline|; none when the baseline is 0 or missing
    QString text; ///< "+1.2 M CNY (+12.5%)"; empty for the baseline and equal values
};

struct Row {
    QString id; ///< stable: "training.mode", "tco.horizon_months", "price.<key>", "result.tco_total" ...
    QString group; ///< stable: model|training|hardware|constraints|tco|inference|prices|results
    QString groupLabel; ///< translated
    QString label; ///< translated
    ValueKind kind = ValueKind::Text;
    QList<Value> values; ///< one per plan
    QList<Delta> deltas; ///< one per plan; the baseline's is empty
    bool identical = false;
    /// Sort key in [0, 1]: the largest |v_i − v_base| / max(|v_i|, |v_base|) over the plans;
    /// a value present in one plan and missing in the other, or differing text, counts as 1.
    double difference = 0;
};

struct PlanInfo {
    QString label; ///< the scenario name (or NAME@N)
    int horizonMonths = 0;
    bool hasTco = false;
    QString optionId; ///< the recommended option
    QString optionName; ///< translated
    double totalCny = 0; ///< that option's cost over the comparison's horizon (costThrough)
    double npvCny = 0; ///< its NPV over the comparison's horizon on the plan's ranking basis (basisNpvThrough)
    QString npvBasisId; ///< "after_tax_npv" | "pre_tax_npv": tco::TcoResult::basisId() of the plan
};

/// Cumulative cash of each plan's option, months 0..longestHorizon, by the alignment rule above.
struct Curves {
    int horizon = 0; ///< the months the plans are compared over (<= commonHorizon)
    int commonHorizon = 0;
    int longestHorizon = 0;
    QList<QList<std::optional<double>>> cumulativeCny; ///< [plan][month]
};

/// Total cost by line item: names in order of first appearance; [item][plan], 0 when absent.
struct LineItemTable {
    QStringList names;
    QList<QList<double>> totalsCny;
};

struct WaterfallStep {
    QString name; ///< the line item (translated), or "Other"
    double deltaCny = 0; ///< its change from plan `from` to plan `to`
    bool other = false;
};

struct Waterfall {
    int from = 0;
    int to = 0;
    double fromTotalCny = 0;
    double toTotalCny = 0;
    QList<WaterfallStep> steps; ///< largest |change| first, "Other" last
    double gapCny() const { return toTotalCny - fromTotalCny; }
};

struct Comparison {
    QList<PlanInfo> plans;
    int baseline = 0;
    int horizonMonths = 0; ///< the one horizon of every total, NPV, line item and waterfall (curves.horizon)
    QList<Row> rows; ///< grouped: inputs first (model … prices), then results
    QList<Row> kpis; ///< days, GPU-hours, total, NPV, break-even month (copies of rows)
    Curves curves;
    LineItemTable lineItems;
    QList<Waterfall> waterfalls; ///< baseline → every other plan with a TCO result
    QString rule; ///< the alignment rule in one translated sentence

    const Row *row(const QString &id) const;
    /// The waterfall from the baseline to plan `to`, if there is one.
    const Waterfall *waterfall(int to) const;
    /// Row indices ordered by `difference`, largest first (ties keep the grouped order).
    QList<int> rowsByDifference() const;
};

/// Compares the plans against plans[baseline] (clamped to a valid index) over horizonMonths
/// (0: the shortest common horizon; a longer one is clamped to it, a shorter one to at least 1).
/// Text follows `locale`.
Comparison compare(const QList<analysis::PlanReport> &plans, int baseline = 0, const QLocale &locale = QLocale(),
    int horizonMonths = 0);

/// What an option costs over its first `months` months: the cash of months 0..months (month 0
/// is the upfront instant), less the resale when `months` reaches the option's own horizon (then
/// it is the option's total).
double costThrough(const tco::OptionResult &option, int months);
/// The same for one line item (its months 0..months; the resale item is in its last month).
double lineItemThrough(const tco::LineItemTotal &item, int months);
/// The NPV of the option's first `months` months (tco.h's discounting at annualRate; the option's
/// own NPV when `months` reaches its horizon).
double npvThrough(const tco::OptionResult &option, int months, double annualRate);
/// npvThrough on a ranking basis: after tax (MonthRow::cashAfterTaxCny; the option's own
/// npvAfterTaxCny at its horizon) when `afterTax`, else npvThrough.
double basisNpvThrough(const tco::OptionResult &option, int months, double annualRate, bool afterTax);
/// The horizons a user can compare over: every whole year below the shortest common horizon and
/// that horizon itself, ascending (empty without a TCO result).
QList<int> horizonChoices(const Comparison &comparison);

/// Cumulative cost curves over the common horizon: the baseline solid, the others dashed.
chart::ChartSpec curvesChart(const Comparison &comparison);
/// Total cost by line item, one bar per plan in each group.
chart::ChartSpec lineItemsChart(const Comparison &comparison);
/// What drives the gap between the baseline and plan `to` (ChartKind::Waterfall).
chart::ChartSpec waterfallChart(const Comparison &comparison, int to);
/// The plan the waterfall is most informative for: the largest |gap| to the baseline (-1: none).
int largestGap(const Comparison &comparison);

} // namespace cp::compare
