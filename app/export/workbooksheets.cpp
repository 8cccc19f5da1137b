#include "app/export/workbooksheets.h"

#include "core/analysis/rangetexts.h"
#include "core/compare/compare.h"

#include <QCoreApplication>

namespace cp::exports {

using workbookstyle::kpiFormat;

SheetWriter::SheetWriter(lxw_workbook *wb, const QList<analysis::PlanReport> &reports, const WorkbookOptions &options)
    : m_wb(wb)
    , m_reports(reports)
    , m_options(options)
    , m_f(workbookstyle::makeFormats(wb, options.locale.language() == QLocale::Chinese))
{
}

const char *SheetWriter::s(const QString &text) { return m_strings(text); }

void SheetWriter::quantileCells(lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const uncertainty::Quantiles &q, lxw_format *format)
{
    worksheet_write_number(ws, row, col, q.p10, format);
    worksheet_write_number(ws, row, col + 1, q.p50, format);
    worksheet_write_number(ws, row, col + 2, q.p90, format);
}

void SheetWriter::rangesSheet(const analysis::PlanReport &r, const uncertainty::Ranges &ranges)
{
    const QLocale &l = m_options.locale;
    //: sheet name: the Monte Carlo ranges
    lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(QCoreApplication::translate("cp::exports", "Ranges")));
    worksheet_set_column(ws, 0, 0, 40, nullptr);
    worksheet_set_column(ws, 1, 8, 16, nullptr);
    lxw_row_t row = 0;
    text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Scenario: %1").arg(r.scenario.name), m_f.title);
    text(ws, row++, 0, QCoreApplication::translate("cp::exports", "The point estimates stay the figures to plan with; the ranges show how far they may move (Monte Carlo, %1).").arg(analysis::rangeBasis(ranges, l)));
    ++row;
    headerRow(ws, row++, { QCoreApplication::translate("cp::exports", "Figure"), QCoreApplication::translate("cp::exports", "Point estimate"), QStringLiteral("P10"), QStringLiteral("P50"), QStringLiteral("P90"), QCoreApplication::translate("cp::exports", "As shown") });
    for (const analysis::KpiRange &k : analysis::kpiRanges(r, ranges, l)) {
        const analysis::Kpi *kpi = r.kpi(k.kpiId);
        lxw_format *format = kpiFormat(k.kpiId, m_f);
        text(ws, row, 0, kpi ? kpi->label : k.kpiId);
        if (kpi)
            worksheet_write_number(ws, row, 1, kpi->value, format);
        quantileCells(ws, row, 2, k.q, format);
        text(ws, row, 5, k.text);
        ++row;
    }
    const QList<analysis::OptionChance> chances = analysis::optionChances(r, ranges, l);
    if (!chances.isEmpty()) {
        ++row;
        const QString sentence = analysis::probabilitySentence(r, ranges, l);
        if (!sentence.isEmpty())
            text(ws, row++, 0, sentence);
        headerRow(ws, row++, { QCoreApplication::translate("cp::exports", "Way to pay"), QCoreApplication::translate("cp::exports", "Probability cheapest"), QCoreApplication::translate("cp::exports", "Total P10 (CNY)"), QCoreApplication::translate("cp::exports", "Total P50 (CNY)"), QCoreApplication::translate("cp::exports", "Total P90 (CNY)"), QCoreApplication::translate("cp::exports", "NPV P10 (CNY)"), QCoreApplication::translate("cp::exports", "NPV P50 (CNY)"), QCoreApplication::translate("cp::exports", "NPV P90 (CNY)") });
        for (const analysis::OptionChance &c : chances) {
            const uncertainty::OptionRange *o = ranges.option(c.id);
            text(ws, row, 0, c.name);
            worksheet_write_number(ws, row, 1, c.probability, m_f.percent);
            quantileCells(ws, row, 2, o->total, m_f.cny);
            quantileCells(ws, row, 5, o->npv, m_f.cny);
            ++row;
        }
    }
    if (!ranges.drivers.isEmpty()) {
        ++row;
        text(ws, row++, 0, QCoreApplication::translate("cp::exports", "What was varied"), m_f.title);
        for (const QString &d : ranges.drivers)
            text(ws, row++, 0, QStringLiteral("• ") + d);
    }
    ++row;
    text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Calibration points used"), m_f.title);
    if (m_options.calibrationPoints.isEmpty())
        text(ws, row++, 0, QCoreApplication::translate("cp::exports", "None: the shipped estimator, without a pilot-run correction."));
    for (const calibrate::PilotPoint &p : m_options.calibrationPoints)
        text(ws, row++, 0, QStringLiteral("• ") + analysis::pilotPointLine(p, l));
}

void SheetWriter::headerRow(lxw_worksheet *ws, lxw_row_t row, const QStringList &titles)
{
    for (qsizetype c = 0; c < titles.size(); ++c)
        worksheet_write_string(ws, row, lxw_col_t(c), s(titles.at(c)), m_f.header);
}

void SheetWriter::text(lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const QString &value, lxw_format *format)
{
    if (!value.isEmpty())
        worksheet_write_string(ws, row, col, s(value), format);
}

lxw_format *SheetWriter::compareFormat(compare::ValueKind kind) const
{
    switch (kind) {
    case compare::ValueKind::Money:
        return m_f.cny;
    case compare::ValueKind::Percent:
        return m_f.percent;
    default:
        return m_f.number;
    }
}

// Every plan over one horizon (compare::compare): the key figures, every way to pay's total
// and NPV over that horizon, and the cumulative cost of each plan's way to pay month by month
// over the whole of it, with a line chart of those columns and a column chart of the totals.
void SheetWriter::comparison()
{
    const compare::Comparison c = compare::compare(m_reports, 0, m_options.locale, m_options.compareHorizonMonths);
    const QString name = QCoreApplication::translate("cp::exports", "Comparison");
    lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(name));
    QStringList header { QCoreApplication::translate("cp::exports", "Figure") };
    for (const analysis::PlanReport &r : m_reports)
        header << r.scenario.name;
    headerRow(ws, 0, header);
    worksheet_freeze_panes(ws, 1, 1);
    worksheet_set_column(ws, 0, 0, 48, nullptr);
    worksheet_set_column(ws, 1, lxw_col_t(m_reports.size()), 22, nullptr);
    lxw_row_t row = 1;
    text(ws, row++, 0, c.rule);
    text(ws, row, 0, QCoreApplication::translate("cp::exports", "Verdict"));
    for (qsizetype p = 0; p < m_reports.size(); ++p)
        text(ws, row, lxw_col_t(p + 1), m_reports.at(p).verdict);
    ++row;
    auto writeRow = [&](const compare::Row &r) {
        text(ws, row, 0, r.label);
        for (qsizetype p = 0; p < r.values.size(); ++p) {
            const compare::Value &v = r.values.at(p);
            if (v.number)
                worksheet_write_number(ws, row, lxw_col_t(p + 1), *v.number, compareFormat(r.kind));
            else
                text(ws, row, lxw_col_t(p + 1), v.text);
        }
        ++row;
    };
    for (const compare::Row &k : c.kpis)
        writeRow(k);
    if (const compare::Row *option = c.row(QStringLiteral("result.tco_option")))
        writeRow(*option);
    if (c.horizonMonths <= 0)
        return;

    ++row;
    text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Total cost over %n month(s) by way to pay (CNY)", nullptr, c.horizonMonths), m_f.title);
    const lxw_row_t first = row;
    for (const compare::Row &r : c.rows) {
        if (r.id.startsWith(QLatin1String("result.option.")) && r.id.endsWith(QLatin1String(".total")))
            writeRow(r);
    }
    const lxw_row_t lastTotal = row - 1;
    for (const compare::Row &r : c.rows) {
        if (r.id.startsWith(QLatin1String("result.option.")) && r.id.endsWith(QLatin1String(".npv")))
            writeRow(r);
    }

    ++row;
    text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Cumulative cost of each plan's way to pay (CNY), months 0 to %1").arg(c.horizonMonths), m_f.title);
    QStringList curveHeader { QCoreApplication::translate("cp::exports", "Month") };
    for (const compare::PlanInfo &p : c.plans)
        curveHeader << (p.hasTco ? QCoreApplication::translate("cp::exports", "%1 (%2)", "plan (way to pay)").arg(p.label, p.optionName) : p.label);
    const lxw_row_t curveHeaderRow = row;
    headerRow(ws, row++, curveHeader);
    const lxw_row_t firstMonth = row;
    for (int m = 0; m <= c.horizonMonths; ++m, ++row) {
        worksheet_write_number(ws, row, 0, m, nullptr);
        for (qsizetype p = 0; p < c.plans.size(); ++p) {
            if (const std::optional<double> v = c.curves.cumulativeCny.at(p).value(m))
                worksheet_write_number(ws, row, lxw_col_t(p + 1), *v, m_f.cny);
        }
    }
    const lxw_row_t lastMonth = row - 1;

    lxw_chart *curves = workbook_add_chart(m_wb, LXW_CHART_LINE);
    chart_title_set_name(curves, s(QCoreApplication::translate("cp::exports", "Cumulative cost over %n month(s) (CNY)", nullptr, c.horizonMonths)));
    chart_axis_set_num_format(curves->y_axis, "#,##0");
    chart_axis_set_name(curves->x_axis, s(QCoreApplication::translate("cp::exports", "Month")));
    chart_legend_set_position(curves, LXW_CHART_LEGEND_BOTTOM);
    for (qsizetype p = 0; p < c.plans.size(); ++p) {
        if (!c.plans.at(p).hasTco)
            continue;
        lxw_chart_series *series = chart_add_series(curves, nullptr, nullptr);
        chart_series_set_categories(series, s(name), firstMonth, 0, lastMonth, 0);
        chart_series_set_values(series, s(name), firstMonth, lxw_col_t(p + 1), lastMonth, lxw_col_t(p + 1));
        chart_series_set_name_range(series, s(name), curveHeaderRow, lxw_col_t(p + 1));
    }
    lxw_chart_options opts {};
    opts.x_scale = 2.0;
    opts.y_scale = 1.5;
    worksheet_insert_chart_opt(ws, row + 1, 0, curves, &opts);

    if (lastTotal < first)
        return;
    lxw_chart *totals = workbook_add_chart(m_wb, LXW_CHART_COLUMN);
    chart_title_set_name(totals, s(QCoreApplication::translate("cp::exports", "Total cost over %n month(s) by way to pay (CNY)", nullptr, c.horizonMonths)));
    chart_axis_set_num_format(totals->y_axis, "#,##0");
    chart_legend_set_position(totals, LXW_CHART_LEGEND_BOTTOM);
    for (qsizetype p = 0; p < m_reports.size(); ++p) {
        lxw_chart_series *series = chart_add_series(totals, nullptr, nullptr);
        chart_series_set_categories(series, s(name), first, 0, lastTotal, 0);
        chart_series_set_values(series, s(name), first, lxw_col_t(p + 1), lastTotal, lxw_col_t(p + 1));
        chart_series_set_name_range(series, s(name), 0, lxw_col_t(p + 1));
    }
    worksheet_insert_chart_opt(ws, row + 25, 0, totals, &opts);
}
} // namespace cp::exports
