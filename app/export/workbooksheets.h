#pragma once
// What the sheets of the Excel workbook (app/export/workbook.cpp) share: the workbook, its plans
// and options, the formats and the strings' storage, the cell writers, and the two sheets that
// stand apart from the money formulas: Ranges (Monte Carlo quantiles) and Comparison.

#include "app/export/workbook.h"
#include "app/export/workbookstyle.h"
#include "core/compare/compare.h"

#include <xlsxwriter.h>

namespace cp::exports {

class SheetWriter {
public:
    SheetWriter(lxw_workbook *wb, const QList<analysis::PlanReport> &reports, const WorkbookOptions &options);

protected:
    /// P10, P50 and P90 in three cells from `col`.
    void quantileCells(lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const uncertainty::Quantiles &q, lxw_format *format);
    /// The Ranges sheet of `r`: each key figure's quantiles, each way of paying's chance of being
    /// cheapest, what was varied and the calibration points used.
    void rangesSheet(const analysis::PlanReport &r, const uncertainty::Ranges &ranges);
    void headerRow(lxw_worksheet *ws, lxw_row_t row, const QStringList &titles);
    /// Writes `value` unless it is empty.
    void text(lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const QString &value, lxw_format *format = nullptr);
    lxw_format *compareFormat(compare::ValueKind kind) const;
    /// Every plan over one horizon (compare::compare): the key figures, every way to pay's total
    /// and NPV over that horizon, and the cumulative cost of each plan's way to pay month by month
    /// over the whole of it, with a line chart of those columns and a column chart of the totals.
    void comparison();
    /// `text` as UTF-8 that lives as long as the writer.
    const char *s(const QString &text);

    lxw_workbook *m_wb;
    const QList<analysis::PlanReport> &m_reports;
    WorkbookOptions m_options;
    workbookstyle::Formats m_f;
    workbookstyle::Strings m_strings;
};

} // namespace cp::exports
