#include "app/export/workbook.h"

#include "app/export/ledger.h"
#include "core/catalog/pricetexts.h"
#include "core/common/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <xlsxwriter.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>

namespace cp::exports {

namespace {

/// UTF-8 copies kept alive while libxlsxwriter holds pointers to them (until workbook_close).
class Strings {
public:
    const char *operator()(const QString &s)
    {
        m_storage.append(s.toUtf8());
        return m_storage.constLast().constData();
    }

private:
    QList<QByteArray> m_storage;
};

struct Formats {
    lxw_format *header = nullptr;
    lxw_format *cny = nullptr;
    lxw_format *cnyCents = nullptr;
    lxw_format *number = nullptr;
    lxw_format *percent = nullptr;
    lxw_format *title = nullptr;
    lxw_format *badge = nullptr;
};

Formats makeFormats(lxw_workbook *wb)
{
    Formats f;
    f.header = workbook_add_format(wb);
    format_set_bold(f.header);
    format_set_bg_color(f.header, 0xE3ECF5);
    format_set_bottom(f.header, LXW_BORDER_THIN);
    format_set_text_wrap(f.header);
    f.cny = workbook_add_format(wb);
    format_set_num_format(f.cny, "#,##0");
    f.cnyCents = workbook_add_format(wb);
    format_set_num_format(f.cnyCents, "#,##0.00");
    f.number = workbook_add_format(wb);
    format_set_num_format(f.number, "#,##0.0##");
    f.percent = workbook_add_format(wb);
    format_set_num_format(f.percent, "0.0%");
    f.title = workbook_add_format(wb);
    format_set_bold(f.title);
    format_set_font_size(f.title, 14);
    f.badge = workbook_add_format(wb);
    format_set_font_color(f.badge, 0xD55E00);
    format_set_bold(f.badge);
    return f;
}

lxw_format *kpiFormat(const QString &id, const Formats &f)
{
    if (id == QLatin1String("tco_best") || id == QLatin1String("run_cost") || id == QLatin1String("recommended_cost"))
        return f.cny;
    if (id == QLatin1String("cny_per_gpu_hour") || id == QLatin1String("cost_per_million_tokens"))
        return f.cnyCents;
    if (id == QLatin1String("mfu"))
        return f.percent;
    return f.number;
}

QString optionLabel(const QList<analysis::PlanReport> &reports, const analysis::PlanReport &r, const tco::OptionResult &o)
{
    return reports.size() > 1 ? QStringLiteral("%1 · %2").arg(r.scenario.name, o.name) : o.name;
}

class Writer {
public:
    Writer(lxw_workbook *wb, const QList<analysis::PlanReport> &reports, const WorkbookOptions &options)
        : m_wb(wb)
        , m_reports(reports)
        , m_options(options)
        , m_f(makeFormats(wb))
    {
    }

    void write()
    {
        assumptions();
        cashFlows();
        results();
        if (m_reports.size() > 1)
            comparison();
    }

private:
    void headerRow(lxw_worksheet *ws, lxw_row_t row, const QStringList &titles)
    {
        for (qsizetype c = 0; c < titles.size(); ++c)
            worksheet_write_string(ws, row, lxw_col_t(c), s(titles.at(c)), m_f.header);
    }

    void text(lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const QString &value, lxw_format *format = nullptr)
    {
        if (!value.isEmpty())
            worksheet_write_string(ws, row, col, s(value), format);
    }

    void assumptions()
    {
        const QString name = QCoreApplication::translate("cp::exports", "Assumptions");
        lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(name));
        headerRow(ws, 0, { QCoreApplication::translate("cp::exports", "Scenario"), QCoreApplication::translate("cp::exports", "Key"), QCoreApplication::translate("cp::exports", "Item"), QCoreApplication::translate("cp::exports", "Value"), QCoreApplication::translate("cp::exports", "Unit"), QCoreApplication::translate("cp::exports", "Currency"), QCoreApplication::translate("cp::exports", "As of"), QCoreApplication::translate("cp::exports", "Confidence"), QCoreApplication::translate("cp::exports", "Source"), QCoreApplication::translate("cp::exports", "Assumption") });
        worksheet_freeze_panes(ws, 1, 0);
        worksheet_set_column(ws, 0, 0, 22, nullptr);
        worksheet_set_column(ws, 1, 2, 34, nullptr);
        worksheet_set_column(ws, 3, 3, 14, m_f.number);
        worksheet_set_column(ws, 4, 7, 14, nullptr);
        worksheet_set_column(ws, 8, 8, 60, nullptr);
        worksheet_set_column(ws, 9, 9, 12, nullptr);
        lxw_row_t row = 1;
        for (const analysis::PlanReport &r : m_reports) {
            for (const LedgerRow &l : ledger(r)) {
                const PriceEntry &p = l.price;
                text(ws, row, 0, r.scenario.name);
                text(ws, row, 1, p.key);
                text(ws, row, 2, priceItemText(p.item));
                if (p.value)
                    worksheet_write_number(ws, row, 3, *p.value, p.currency.isEmpty() ? m_f.number : m_f.cnyCents);
                text(ws, row, 4, priceUnitText(p.unit));
                text(ws, row, 5, p.currency);
                text(ws, row, 6, p.asOf);
                text(ws, row, 7, p.confidenceText);
                text(ws, row, 8, readableSource(p.source));
                if (l.assumption)
                    text(ws, row, 9, QCoreApplication::translate("cp::exports", "assumption"), m_f.badge);
                ++row;
            }
        }
    }

    void cashFlows()
    {
        const QString name = QCoreApplication::translate("cp::exports", "Cash flows");
        lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(name));
        worksheet_write_string(ws, 0, 0, s(QCoreApplication::translate("cp::exports", "Month")), m_f.header);
        worksheet_freeze_panes(ws, 1, 1);
        worksheet_set_column(ws, 0, 0, 8, nullptr);
        lxw_chart *chart = workbook_add_chart(m_wb, LXW_CHART_LINE);
        chart_title_set_name(chart, s(QCoreApplication::translate("cp::exports", "Cumulative cost (CNY)")));
        chart_axis_set_name(chart->x_axis, s(QCoreApplication::translate("cp::exports", "Month")));
        chart_axis_set_name(chart->y_axis, s(QCoreApplication::translate("cp::exports", "CNY")));
        chart_axis_set_num_format(chart->y_axis, "#,##0");
        chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
        lxw_col_t col = 1;
        lxw_row_t lastRow = 0;
        for (const analysis::PlanReport &r : m_reports) {
            if (!r.tco)
                continue;
            for (const tco::OptionResult &o : r.tco->options) {
                const QString label = optionLabel(m_reports, r, o);
                worksheet_write_string(ws, 0, col, s(QCoreApplication::translate("cp::exports", "%1 cash (CNY)").arg(label)), m_f.header);
                worksheet_write_string(ws, 0, col + 1, s(QCoreApplication::translate("cp::exports", "%1 cumulative (CNY)").arg(label)), m_f.header);
                worksheet_set_column(ws, col, col + 1, 16, nullptr);
                const lxw_row_t rows = lxw_row_t(o.monthly.size());
                for (lxw_row_t m = 0; m < rows; ++m) {
                    const tco::MonthRow &mr = o.monthly.at(m);
                    const lxw_row_t row = m + 1;
                    worksheet_write_number(ws, row, 0, mr.month, nullptr);
                    worksheet_write_number(ws, row, col, mr.cashCny, m_f.cny);
                    char cash[32], prev[32];
                    lxw_rowcol_to_cell(cash, row, col);
                    lxw_rowcol_to_cell(prev, row - 1, col + 1);
                    const QString formula = m == 0 ? QStringLiteral("=%1").arg(QLatin1String(cash))
                                                   : QStringLiteral("=%1+%2").arg(QLatin1String(prev), QLatin1String(cash));
                    worksheet_write_formula_num(ws, row, col + 1, s(formula), m_f.cny, mr.cumulativeCny);
                }
                lastRow = std::max(lastRow, rows);
                if (rows > 0) {
                    m_cumulative[&o] = { name, lxw_col_t(col + 1), rows };
                    lxw_chart_series *series = chart_add_series(chart, nullptr, nullptr);
                    chart_series_set_categories(series, s(name), 1, 0, rows, 0);
                    chart_series_set_values(series, s(name), 1, col + 1, rows, col + 1);
                    chart_series_set_name_range(series, s(name), 0, col + 1);
                }
                col += 2;
            }
        }
        if (lastRow == 0)
            text(ws, 1, 0, QCoreApplication::translate("cp::exports", "The plan has no TCO options."));
        lxw_chart_options opts {};
        opts.x_scale = 2.0;
        opts.y_scale = 1.6;
        worksheet_insert_chart_opt(ws, 1, col + 1, chart, &opts);
    }

    void results()
    {
        const QString name = QCoreApplication::translate("cp::exports", "Results");
        lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(name));
        headerRow(ws, 0, { QCoreApplication::translate("cp::exports", "Figure"), QCoreApplication::translate("cp::exports", "Value"), QCoreApplication::translate("cp::exports", "As shown"), QCoreApplication::translate("cp::exports", "Assumption") });
        worksheet_freeze_panes(ws, 1, 0);
        worksheet_set_column(ws, 0, 0, 40, nullptr);
        worksheet_set_column(ws, 1, 12, 18, nullptr);
        lxw_row_t row = 1;
        for (const analysis::PlanReport &r : m_reports)
            row = resultsFor(ws, name, r, row) + 2;
    }

    lxw_row_t resultsFor(lxw_worksheet *ws, const QString &sheet, const analysis::PlanReport &r, lxw_row_t row)
    {
        text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Scenario: %1").arg(r.scenario.name), m_f.title);
        if (!r.verdict.isEmpty())
            text(ws, row++, 0, r.verdict);
        for (const analysis::Kpi &k : r.kpis) {
            text(ws, row, 0, k.label);
            worksheet_write_number(ws, row, 1, k.value, kpiFormat(k.id, m_f));
            text(ws, row, 2, k.text);
            if (k.assumption)
                text(ws, row, 3, QCoreApplication::translate("cp::exports", "assumption"), m_f.badge);
            ++row;
        }
        if (r.plan && r.plan->recommended) {
            ++row;
            text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Recommended plan"), m_f.title);
            const planner::Candidate &c = r.plan->recommended->plan;
            const std::pair<QString, double> figures[] = {
                { QCoreApplication::translate("cp::exports", "GPUs (%1)").arg(c.accelerator), double(c.gpus) },
                { QCoreApplication::translate("cp::exports", "Training time (days)"), c.days },
                { QCoreApplication::translate("cp::exports", "GPU-hours"), c.gpuHours },
                { QCoreApplication::translate("cp::exports", "Cost of the run (CNY)"), c.costCny },
                { QCoreApplication::translate("cp::exports", "Price per GPU-hour (CNY)"), c.price.cnyPerGpuHour },
            };
            for (const auto &[label, value] : figures) {
                text(ws, row, 0, label);
                worksheet_write_number(ws, row++, 1, value, label.contains(QLatin1String("CNY")) ? m_f.cny : m_f.number);
            }
            for (const QString &reason : r.plan->recommended->reasons)
                text(ws, row++, 0, QStringLiteral("• ") + reason);
        }
        if (r.tco)
            row = optionTable(ws, sheet, r, row + 1);
        return row;
    }

    lxw_row_t optionTable(lxw_worksheet *ws, const QString &sheet, const analysis::PlanReport &r, lxw_row_t row)
    {
        QStringList items;
        for (const tco::OptionResult &o : r.tco->options) {
            for (const tco::LineItemTotal &li : o.lineItems) {
                if (!items.contains(li.name))
                    items << li.name;
            }
        }
        QStringList header { QCoreApplication::translate("cp::exports", "Option"), QCoreApplication::translate("cp::exports", "Total (CNY)"),
            QCoreApplication::translate("cp::exports", "NPV (CNY)"), QCoreApplication::translate("cp::exports", "Resale at horizon (CNY)"),
            QCoreApplication::translate("cp::exports", "CNY per used GPU-hour") };
        const lxw_col_t firstItem = lxw_col_t(header.size());
        header << items;
        // Every line-item column as wide as the sheet's figure columns (totals run to 10 digits).
        worksheet_set_column(ws, firstItem, lxw_col_t(header.size() - 1), 18, nullptr);
        headerRow(ws, row, header);
        const lxw_row_t headerAt = row++;
        const lxw_row_t first = row;
        for (const tco::OptionResult &o : r.tco->options) {
            text(ws, row, 0, o.name);
            const auto cum = m_cumulative.find(&o);
            if (cum != m_cumulative.end()) {
                // Total = cumulative cash at the horizon less the resale: follows edits on Cash flows.
                char last[32], resale[32];
                lxw_rowcol_to_cell(last, cum->second.rows, cum->second.col);
                lxw_rowcol_to_cell(resale, row, 3);
                worksheet_write_formula_num(ws, row, 1, s(QStringLiteral("='%1'!%2-%3").arg(cum->second.sheet, QLatin1String(last), QLatin1String(resale))),
                    m_f.cny, o.totalCny);
            } else {
                worksheet_write_number(ws, row, 1, o.totalCny, m_f.cny);
            }
            worksheet_write_number(ws, row, 2, o.npvCny, m_f.cny);
            worksheet_write_number(ws, row, 3, o.residualCny, m_f.cny);
            if (o.effectiveCnyPerGpuHour)
                worksheet_write_number(ws, row, 4, *o.effectiveCnyPerGpuHour, m_f.cnyCents);
            for (qsizetype i = 0; i < items.size(); ++i) {
                double v = 0;
                for (const tco::LineItemTotal &li : o.lineItems)
                    v += li.name == items.at(i) ? li.totalCny : 0;
                worksheet_write_number(ws, row, firstItem + lxw_col_t(i), v, m_f.cny);
            }
            ++row;
        }
        const lxw_row_t last = row - 1;
        if (items.isEmpty() || last < first)
            return row;
        lxw_chart *chart = workbook_add_chart(m_wb, LXW_CHART_COLUMN_STACKED);
        chart_title_set_name(chart, s(QCoreApplication::translate("cp::exports", "Cost by line item (CNY): %1").arg(r.scenario.name)));
        chart_axis_set_num_format(chart->y_axis, "#,##0");
        chart_legend_set_position(chart, LXW_CHART_LEGEND_RIGHT);
        for (qsizetype i = 0; i < items.size(); ++i) {
            const lxw_col_t col = firstItem + lxw_col_t(i);
            lxw_chart_series *series = chart_add_series(chart, nullptr, nullptr);
            chart_series_set_categories(series, s(sheet), first, 0, last, 0);
            chart_series_set_values(series, s(sheet), first, col, last, col);
            chart_series_set_name_range(series, s(sheet), headerAt, col);
        }
        lxw_chart_options opts {};
        opts.x_scale = 2.0;
        opts.y_scale = 1.5;
        worksheet_insert_chart_opt(ws, row + 1, 0, chart, &opts);
        return row + 24;
    }

    void comparison()
    {
        const QString name = QCoreApplication::translate("cp::exports", "Comparison");
        lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(name));
        QStringList header { QCoreApplication::translate("cp::exports", "Figure") };
        for (const analysis::PlanReport &r : m_reports)
            header << r.scenario.name;
        headerRow(ws, 0, header);
        worksheet_freeze_panes(ws, 1, 1);
        worksheet_set_column(ws, 0, 0, 40, nullptr);
        worksheet_set_column(ws, 1, lxw_col_t(m_reports.size()), 22, nullptr);
        QStringList ids, labels;
        for (const analysis::PlanReport &r : m_reports) {
            for (const analysis::Kpi &k : r.kpis) {
                if (!ids.contains(k.id)) {
                    ids << k.id;
                    labels << k.label;
                }
            }
        }
        lxw_row_t row = 1;
        text(ws, row, 0, QCoreApplication::translate("cp::exports", "Verdict"));
        for (qsizetype c = 0; c < m_reports.size(); ++c)
            text(ws, row, lxw_col_t(c + 1), m_reports.at(c).verdict);
        ++row;
        for (qsizetype i = 0; i < ids.size(); ++i, ++row) {
            text(ws, row, 0, labels.at(i));
            for (qsizetype c = 0; c < m_reports.size(); ++c) {
                if (const analysis::Kpi *k = m_reports.at(c).kpi(ids.at(i)))
                    worksheet_write_number(ws, row, lxw_col_t(c + 1), k->value, kpiFormat(k->id, m_f));
            }
        }
        QStringList optionIds, optionNames;
        for (const analysis::PlanReport &r : m_reports) {
            if (!r.tco)
                continue;
            for (const tco::OptionResult &o : r.tco->options) {
                if (!optionIds.contains(o.id)) {
                    optionIds << o.id;
                    optionNames << o.name;
                }
            }
        }
        if (optionIds.isEmpty())
            return;
        ++row;
        text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Total cost over the horizon (CNY)"), m_f.title);
        const lxw_row_t first = row;
        for (qsizetype i = 0; i < optionIds.size(); ++i, ++row) {
            text(ws, row, 0, optionNames.at(i));
            for (qsizetype c = 0; c < m_reports.size(); ++c) {
                const analysis::PlanReport &r = m_reports.at(c);
                if (const tco::OptionResult *o = r.tco ? r.tco->option(optionIds.at(i)) : nullptr)
                    worksheet_write_number(ws, row, lxw_col_t(c + 1), o->totalCny, m_f.cny);
            }
        }
        lxw_chart *chart = workbook_add_chart(m_wb, LXW_CHART_COLUMN);
        chart_title_set_name(chart, s(QCoreApplication::translate("cp::exports", "Total cost over the horizon (CNY)")));
        chart_axis_set_num_format(chart->y_axis, "#,##0");
        chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
        for (qsizetype c = 0; c < m_reports.size(); ++c) {
            lxw_chart_series *series = chart_add_series(chart, nullptr, nullptr);
            chart_series_set_categories(series, s(name), first, 0, row - 1, 0);
            chart_series_set_values(series, s(name), first, lxw_col_t(c + 1), row - 1, lxw_col_t(c + 1));
            chart_series_set_name_range(series, s(name), 0, lxw_col_t(c + 1));
        }
        lxw_chart_options opts {};
        opts.x_scale = 2.0;
        opts.y_scale = 1.5;
        worksheet_insert_chart_opt(ws, row + 1, 0, chart, &opts);
    }

    struct CumulativeColumn {
        QString sheet;
        lxw_col_t col = 0;
        lxw_row_t rows = 0; ///< last data row (months 0..H are rows 1..H+1)
    };

    const char *s(const QString &text) { return m_strings(text); }

    lxw_workbook *m_wb;
    const QList<analysis::PlanReport> &m_reports;
    WorkbookOptions m_options;
    Formats m_f;
    Strings m_strings;
    std::map<const tco::OptionResult *, CumulativeColumn> m_cumulative;
};

} // namespace

Status exportWorkbook(const QList<analysis::PlanReport> &reports, const QString &path, const WorkbookOptions &options)
{
    if (reports.isEmpty())
        return saveFileError(path, QCoreApplication::translate("cp::exports", "no plans to export"));
    // libxlsxwriter writes the file itself: into saveFileWith's staging file, which is renamed
    // over path only when the workbook is complete (and removed when it is not).
    return saveFileWith(path, [&](const QString &staging) -> Status {
        const QByteArray stagingName = QFile::encodeName(staging);
        lxw_workbook *wb = workbook_new(stagingName.constData());
        if (!wb)
            return Error { {}, QCoreApplication::translate("cp::exports", "the workbook could not be created") };
        Strings strings;
        lxw_doc_properties props {};
        props.title = const_cast<char *>(strings(QCoreApplication::translate("cp::exports", "Compute plan: %1").arg(reports.constFirst().scenario.name)));
        props.comments = const_cast<char *>(strings(appTitle()));
        workbook_set_properties(wb, &props);
        Writer(wb, reports, options).write();
        errno = 0;
        if (const lxw_error err = workbook_close(wb); err != LXW_NO_ERROR) {
            // For its file errors libxlsxwriter leaves the system's reason in errno.
            const int code = errno;
            const bool fileError = err == LXW_ERROR_CREATING_XLSX_FILE || err == LXW_ERROR_CREATING_TMPFILE
                || err == LXW_ERROR_READING_TMPFILE || err == LXW_ERROR_ZIP_FILE_OPERATION || err == LXW_ERROR_ZIP_CLOSE
                || err == LXW_ERROR_ZIP_FILE_ADD;
            const QString reason = QString::fromUtf8(lxw_strerror(err));
            return Error { {}, fileError && code != 0 ? QStringLiteral("%1 (%2)").arg(qt_error_string(code), reason) : reason };
        }
        return Ok {};
    });
}

} // namespace cp::exports
