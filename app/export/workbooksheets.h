#pragma once
// What the sheets of the Excel workbook (app/export/workbook.cpp) share: the workbook, its plans
// and options, the formats and the strings' storage, the cell writers, and the two sheets that
// stand apart from the money formulas: Ranges (Monte Carlo quantiles) and Comparison.

#include "app/export/workbook.h"
#include "app/export/workbookstyle.h"
#include "core/compare/compare.h"

#include <xlsxwriter.h>

#include <functional>

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
    /// `value` wrapped over columns A to `lastCol` of `row`, the row as high as its lines (the
    /// sheet about `widthInDigits` wide). Returns the next row.
    lxw_row_t paragraph(lxw_worksheet *ws, lxw_row_t row, const QString &value, lxw_col_t lastCol, double widthInDigits);
    /// `value` in column A of `row`, wrapped, the row as high as its lines.
    void wrappedLabel(lxw_worksheet *ws, lxw_row_t row, const QString &value);
    /// headerRow() on a row as high as its longest title's lines (a programme sheet's widths).
    void fittedHeader(lxw_worksheet *ws, lxw_row_t row, const QStringList &titles);
    /// The programme sheet of plan `ri` (issue 44; nothing for a plan without a programme answer):
    /// the programme's total over its pools, and per pool its unit prices with their provenance
    /// (a price's cell is the Assumptions sheet's named cell `priceName(key)` when it has one), the
    /// cost per GPU-month of each way of paying as a formula on the price it follows, and month by
    /// month the demand, the decisions as input cells and the cost as a formula over them.
    void programmeSheet(qsizetype ri, const std::function<QString(const QString &key)> &priceName);

    lxw_workbook *m_wb;
    const QList<analysis::PlanReport> &m_reports;
    WorkbookOptions m_options;
    workbookstyle::Formats m_f;
    workbookstyle::Strings m_strings;

private:
    /// One pool's block from `row`: its facts, unit prices, costs per GPU-month and monthly table.
    /// Returns its last row, the pool's totals (its cost in column K).
    lxw_row_t programmePool(lxw_worksheet *ws, qsizetype ri, const analysis::ProgrammePool &pool, const programme::PoolAnswer &answer, lxw_row_t row,
        const std::function<QString(const QString &)> &priceName, double width);
    /// A pool's unit prices with their provenance from `row` (a price's cell is the Assumptions
    /// sheet's when it has one); `priceRow` receives each key's row. Returns the row after them.
    lxw_row_t programmePrices(lxw_worksheet *ws, qsizetype ri, const programme::UnitPrices &prices, lxw_row_t row,
        const std::function<QString(const QString &)> &priceName, QHash<QString, lxw_row_t> &priceRow);
    int m_programmeSheets = 0;
};

} // namespace cp::exports
