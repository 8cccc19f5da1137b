#include "app/export/workbookprint.h"

#include "app/export/ledger.h"
#include "app/export/workbookstyle.h"

#include <QCoreApplication>

#include <cerrno>

#include <algorithm>
#include <cmath>

namespace cp::exports {

namespace {

// Excel's column width in characters to pixels at 96 dpi (Calibri 11: a digit is 7 px wide, plus
// 5 px of padding), and its default column (8.43 characters) and row (15 points).
constexpr double kDigitPixels = 7;
constexpr double kDefaultColumnPixels = 64;
constexpr double kDefaultRowPixels = 20;
// libxlsxwriter's default chart size in pixels.
constexpr double kChartWidth = 480;
constexpr double kChartHeight = 288;
// A4 is 8.27 × 11.69 in; less Excel's default 0.7 in margins, ~6.9 in (portrait) and ~10.3 in
// (landscape) of it print, at 96 dpi.
constexpr double kPortraitPixels = 6.9 * 96;
constexpr double kLandscapePixels = 10.3 * 96;
// Fitting a wide sheet (the cash flows: a column per line item and way of paying) on one page
// would print it unreadably small: it is scaled down to half at most, over as few pages as that takes.
constexpr double kSmallestScale = 0.5;
constexpr uint8_t kPaperA4 = 9;

double columnPixels(const lxw_worksheet *ws, lxw_col_t col)
{
    for (uint16_t i = 0; ws->col_options && i < ws->col_options_max; ++i) {
        const lxw_col_options *o = ws->col_options[i];
        if (o && col >= o->firstcol && col <= o->lastcol)
            return o->hidden ? 0 : std::trunc(o->width * kDigitPixels + 5);
    }
    return kDefaultColumnPixels;
}

struct Extent {
    lxw_row_t lastRow = 0;
    lxw_col_t lastCol = 0;
    bool any = false;
};

Extent usedExtent(const lxw_worksheet *ws)
{
    Extent e;
    if (ws->dim_rowmin <= ws->dim_rowmax && ws->dim_colmin <= ws->dim_colmax) {
        e = Extent { ws->dim_rowmax, ws->dim_colmax, true };
    }
    if (!ws->chart_data)
        return e;
    const lxw_object_properties *chart = nullptr;
    STAILQ_FOREACH(chart, ws->chart_data, list_pointers)
    {
        const double xScale = chart->x_scale > 0 ? chart->x_scale : 1;
        const double yScale = chart->y_scale > 0 ? chart->y_scale : 1;
        double width = (chart->width > 0 ? chart->width : kChartWidth) * xScale + chart->x_offset;
        lxw_col_t col = chart->col;
        while (width > columnPixels(ws, col) && col < LXW_COL_MAX - 1) {
            width -= columnPixels(ws, col);
            ++col;
        }
        const double height = (chart->height > 0 ? chart->height : kChartHeight) * yScale + chart->y_offset;
        // One column and one row more: Excel and LibreOffice place a chart to the pixel, the
        // estimate here is to the column.
        ++col;
        const auto row = lxw_row_t(chart->row + lxw_row_t(std::ceil(height / kDefaultRowPixels)) + 1);
        e.lastRow = e.any ? std::max(e.lastRow, row) : row;
        e.lastCol = e.any ? std::max(e.lastCol, col) : col;
        e.any = true;
    }
    return e;
}

} // namespace

void setUpPrinting(lxw_workbook *wb)
{
    lxw_worksheet *ws = nullptr;
    LXW_FOREACH_WORKSHEET(ws, wb)
    {
        const Extent e = usedExtent(ws);
        if (!e.any)
            continue;
        static_cast<void>(worksheet_print_area(ws, 0, 0, e.lastRow, e.lastCol)); // the range is valid by construction
        worksheet_set_paper(ws, kPaperA4);
        double width = 0;
        for (lxw_col_t c = 0; c <= e.lastCol; ++c)
            width += columnPixels(ws, c);
        if (width > kPortraitPixels)
            worksheet_set_landscape(ws);
        // as few pages wide as a readable scale allows (one for all but the widest), as many tall as it needs
        const auto pagesWide = uint16_t(std::max(1.0, std::ceil(width / (kLandscapePixels / kSmallestScale))));
        worksheet_fit_to_pages(ws, pagesWide, 0);
        if (ws->panes.first_row > 0) // the frozen header rows head every printed page
            static_cast<void>(worksheet_repeat_rows(ws, 0, ws->panes.first_row - 1));
    }
}

Status finishWorkbook(lxw_workbook *wb, const QString &title)
{
    workbookstyle::Strings strings;
    lxw_doc_properties props {};
    props.title = const_cast<char *>(strings(title));
    props.comments = const_cast<char *>(strings(appTitle()));
    workbook_set_properties(wb, &props);
    setUpPrinting(wb);
    errno = 0;
    if (const lxw_error err = workbook_close(wb); err != LXW_NO_ERROR) {
        // For its file errors libxlsxwriter leaves the system's reason in errno.
        const int code = errno;
        const bool fileError = err == LXW_ERROR_CREATING_XLSX_FILE || err == LXW_ERROR_CREATING_TMPFILE || err == LXW_ERROR_READING_TMPFILE
            || err == LXW_ERROR_ZIP_FILE_OPERATION || err == LXW_ERROR_ZIP_CLOSE || err == LXW_ERROR_ZIP_FILE_ADD;
        const QString reason = QString::fromUtf8(lxw_strerror(err));
        return Error { {}, fileError && code != 0 ? QStringLiteral("%1 (%2)").arg(qt_error_string(code), reason) : reason };
    }
    return Ok {};
}

} // namespace cp::exports
