#pragma once
// The Excel workbook of one or more plans (libxlsxwriter): sheets Assumptions (every price with
// its provenance, and the discount rate), Cash flows (monthly cash and cumulative cash per
// option, the discount factors, and every line item per month), a programme's Programme sheet
// (its decisions and the formulas of their cost, app/export/workbookprogramme.cpp), Results (key figures, the
// recommended plan, totals, NPV and cost by line item) and, for several plans, Comparison.
// The money figures are formulas that recalculate in Excel or LibreOffice: a line item's month
// is the engine's amount scaled by the price it follows (the first money price it is computed
// from: its current cell on Assumptions over the value the engine used), cash is the sum of the
// line items, totals, NPV, the cost breakdown and the cost KPIs derive from those; each formula
// carries the engine's result as its cached value. Ratios (discounts, PUE, shares) and the
// planner's sizing stay fixed: changing them needs a new run. Numbers are real numbers with
// number formats, header rows are frozen, and the native Excel charts (cumulative TCO lines,
// cost-by-line-item columns) reference the cells, so they follow the user's edits.
// Written to a staging file in the target folder and renamed into place (cp::saveFileWith).

#include "core/analysis/planreport.h"
#include "core/calibrate/pilot.h"
#include "core/common/expected.h"
#include "core/uncertainty/ranges.h"

#include <QHash>
#include <QList>
#include <QLocale>

namespace cp::exports {

struct WorkbookOptions {
    QLocale locale; ///< language of sheet names, headers and formatted text
    /// The Comparison sheet's one horizon for every plan (compare::compare; 0: the shortest common one).
    int compareHorizonMonths = 0;
    /// Values written on the Assumptions sheet in place of the prices' own (by price-book key), as
    /// if the user had edited those cells: every cached result stays the engine's, so only a
    /// spreadsheet's recalculation brings the figures in line (tests check the formulas with it).
    QHash<QString, double> editedPrices;
    /// A decision on a programme sheet (issue 44): the pool's id, the month, the kind ("owned",
    /// "leased", "committed" GPUs or "on_demand" GPU-hours) and the value written in its cell.
    struct EditedDecision {
        QString pool;
        int month = 0;
        QString kind;
        double value = 0;
    };
    /// Decisions written in place of the planner's, as if the user had edited those cells: like
    /// editedPrices, only a spreadsheet's recalculation carries them into the costs.
    QList<EditedDecision> editedDecisions;
    /// The Monte Carlo ranges of the first (or only) plan: with them the workbook has a Ranges
    /// sheet after Results (P10/P50/P90 beside each key figure, each way of paying's total and NPV
    /// quantiles and chance of being cheapest, what was varied, the calibration points used).
    std::optional<uncertainty::Ranges> ranges = std::nullopt;
    /// The pilot-run calibration points that apply to that plan (listed; "none" when empty).
    QList<calibrate::PilotPoint> calibrationPoints = {};
};

/// Sheet order: Assumptions, Cash flows, Results[, Ranges with ranges][, Comparison when there are
/// several reports]. A programme (issue 44) has a Programme sheet (app/export/workbookprogramme.cpp)
/// instead of cash flows and results: its single fleet is not its answer; a workbook of programmes
/// only has no Cash flows or Results sheet.
Status exportWorkbook(const QList<analysis::PlanReport> &reports, const QString &path, const WorkbookOptions &options = {});

} // namespace cp::exports
