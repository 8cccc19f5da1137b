#pragma once
// The Excel workbook of one or more plans (libxlsxwriter): sheets Assumptions (every price with
// its provenance), Cash flows (monthly cash and cumulative cash per option; the cumulative
// column is a formula over the cash column), Results (key figures, the recommended plan, totals
// and cost by line item) and, for several plans, Comparison. Numbers are real numbers with
// number formats, header rows are frozen, and the native Excel charts (cumulative TCO lines,
// cost-by-line-item columns) reference the cells, so they follow the user's edits.
// Written to a staging file in the target folder and renamed into place (cp::saveFileWith).

#include "core/analysis/planreport.h"
#include "core/common/expected.h"

#include <QList>
#include <QLocale>

namespace cp::exports {

struct WorkbookOptions {
    QLocale locale; ///< language of sheet names, headers and formatted text
    /// The Comparison sheet's one horizon for every plan (compare::compare; 0: the shortest common one).
    int compareHorizonMonths = 0;
};

/// Sheet order: Assumptions, Cash flows, Results[, Comparison when there are several reports].
Status exportWorkbook(const QList<analysis::PlanReport> &reports, const QString &path, const WorkbookOptions &options = {});

} // namespace cp::exports
