#include "app/export/workbook.h"

#include "core/analysis/rangetexts.h"

#include "app/export/ledger.h"
#include "app/export/workbookstyle.h"
#include "core/catalog/pricetexts.h"
#include "core/common/savefile.h"
#include "core/compare/compare.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <xlsxwriter.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <optional>

namespace cp::exports {

namespace {

using workbookstyle::Formats;
using workbookstyle::kpiFormat;
using workbookstyle::makeFormats;
using workbookstyle::Strings;

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
        if (m_options.ranges && !m_reports.isEmpty())
            rangesSheet(m_reports.constFirst(), *m_options.ranges);
        if (m_reports.size() > 1)
            comparison();
    }

    void quantileCells(lxw_worksheet *ws, lxw_row_t row, lxw_col_t col, const uncertainty::Quantiles &q, lxw_format *format)
    {
        worksheet_write_number(ws, row, col, q.p10, format);
        worksheet_write_number(ws, row, col + 1, q.p50, format);
        worksheet_write_number(ws, row, col + 2, q.p90, format);
    }

    void rangesSheet(const analysis::PlanReport &r, const uncertainty::Ranges &ranges)
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

private:
    struct CumulativeColumn {
        QString sheet;
        lxw_col_t col = 0;
        lxw_row_t rows = 0; ///< last data row (months 0..H are rows 1..H+1)
        lxw_col_t cashCol = 0;
        lxw_col_t discountCol = 0;
    };
    struct PriceCell {
        lxw_row_t row = 0; ///< on Assumptions, column D
        double value = 0; ///< the value the engine used
    };
    struct ItemColumn {
        lxw_col_t col = 0;
        lxw_row_t rows = 0;
    };

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
        for (qsizetype ri = 0; ri < m_reports.size(); ++ri) {
            const analysis::PlanReport &r = m_reports.at(ri);
            for (const LedgerRow &l : ledger(r)) {
                const PriceEntry &p = l.price;
                text(ws, row, 0, r.scenario.name);
                text(ws, row, 1, p.key);
                text(ws, row, 2, priceItemText(p.item));
                if (p.value) {
                    const double shown = m_options.editedPrices.value(p.key, *p.value);
                    worksheet_write_number(ws, row, 3, shown, p.currency.isEmpty() ? m_f.number : m_f.cnyCents);
                    // A money price (a currency) scales the line items computed from it.
                    if (!p.currency.isEmpty() && *p.value != 0)
                        m_prices[{ ri, p.key }] = PriceCell { row, *p.value };
                    m_inputs[{ ri, p.key }] = PriceCell { row, *p.value }; // the engine's value: a formula on it follows an edit
                }
                text(ws, row, 4, priceUnitText(p.unit));
                text(ws, row, 5, p.currency);
                text(ws, row, 6, p.asOf);
                text(ws, row, 7, p.confidenceText);
                text(ws, row, 8, readableSource(p.source));
                if (l.assumption)
                    text(ws, row, 9, QCoreApplication::translate("cp::exports", "assumption"), m_f.badge);
                ++row;
            }
            if (r.tco) {
                text(ws, row, 0, r.scenario.name);
                text(ws, row, 2, QCoreApplication::translate("cp::exports", "Discount rate (per year)"));
                worksheet_write_number(ws, row, 3, r.tco->discountRate, m_f.percent);
                text(ws, row, 8, QCoreApplication::translate("cp::exports", "the plan's discount rate: NPV discounts month m by (1 + rate)^(-m/12)"));
                m_discountRow[ri] = row++;
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
        // Columns: month | cash, cumulative of every option | per plan: discount factor, line items.
        lxw_col_t col = 1;
        std::map<const tco::OptionResult *, lxw_col_t> cashCol;
        for (const analysis::PlanReport &r : m_reports) {
            if (!r.tco)
                continue;
            for (const tco::OptionResult &o : r.tco->options) {
                cashCol[&o] = col;
                col += 2;
            }
        }
        const lxw_col_t cashEnd = col;
        lxw_row_t lastRow = 0;
        for (qsizetype ri = 0; ri < m_reports.size(); ++ri) {
            const analysis::PlanReport &r = m_reports.at(ri);
            if (!r.tco || r.tco->options.isEmpty())
                continue;
            const lxw_row_t rows = lxw_row_t(r.tco->options.constFirst().monthly.size());
            const lxw_col_t dfCol = col++;
            discountColumn(ws, ri, dfCol, rows);
            for (const tco::OptionResult &o : r.tco->options) {
                const lxw_col_t first = col;
                col = lineItemColumns(ws, ri, r, o, col);
                optionColumns(ws, chart, name, r, o, cashCol.at(&o), first);
                m_cumulative[&o].discountCol = dfCol;
                lastRow = std::max(lastRow, lxw_row_t(o.monthly.size()));
            }
        }
        if (col > cashEnd)
            worksheet_set_column(ws, cashEnd, col - 1, 16, nullptr);
        if (lastRow == 0)
            text(ws, 1, 0, QCoreApplication::translate("cp::exports", "The plan has no TCO options."));
        lxw_chart_options opts {};
        opts.x_scale = 2.0;
        opts.y_scale = 1.6;
        worksheet_insert_chart_opt(ws, 1, col + 1, chart, &opts);
    }

    /// (1 + rate)^(-m/12) for months 0..H, over the plan's discount-rate cell on Assumptions.
    void discountColumn(lxw_worksheet *ws, qsizetype ri, lxw_col_t col, lxw_row_t rows)
    {
        const analysis::PlanReport &r = m_reports.at(ri);
        worksheet_write_string(ws, 0, col, s(m_reports.size() > 1 ? QCoreApplication::translate("cp::exports", "Discount factor (%1)").arg(r.scenario.name) : QCoreApplication::translate("cp::exports", "Discount factor")), m_f.header);
        const auto rate = m_discountRow.find(ri);
        for (lxw_row_t m = 0; m < rows; ++m) {
            const double df = std::pow(1.0 + r.tco->discountRate, -double(m) / 12.0);
            if (rate == m_discountRow.end()) {
                worksheet_write_number(ws, m + 1, col, df, m_f.number);
                continue;
            }
            char month[32];
            lxw_rowcol_to_cell(month, m + 1, 0);
            worksheet_write_formula_num(ws, m + 1, col, s(QStringLiteral("=(1+%1)^(-%2/12)").arg(assumptionCell(rate->second), QLatin1String(month))), m_f.number, df);
        }
    }

    /// One column per line item of the option (the resale last), each month the engine's amount
    /// scaled by the price the item follows. Returns the next free column.
    lxw_col_t lineItemColumns(lxw_worksheet *ws, qsizetype ri, const analysis::PlanReport &r, const tco::OptionResult &o, lxw_col_t col)
    {
        QList<const tco::LineItemTotal *> ordered;
        for (const tco::LineItemTotal &li : o.lineItems) {
            if (!li.residual)
                ordered << &li;
        }
        for (const tco::LineItemTotal &li : o.lineItems) {
            if (li.residual)
                ordered << &li;
        }
        const Catalog &catalog = r.catalog;
        const QString label = optionLabel(m_reports, r, o);
        for (const tco::LineItemTotal *li : std::as_const(ordered)) {
            const std::optional<std::pair<QString, PriceCell>> driver = driverOf(ri, li->keys);
            worksheet_write_string(ws, 0, col,
                s(driver ? QCoreApplication::translate("cp::exports", "%1 · %2 (CNY, follows %3)").arg(label, li->name, priceKeyName(driver->first, catalog))
                         : QCoreApplication::translate("cp::exports", "%1 · %2 (CNY)").arg(label, li->name)),
                m_f.header);
            const QString maintenance = maintenanceFormula(ri, *li, ordered, col - lxw_col_t(ordered.indexOf(li)));
            for (size_t m = 0; m < li->monthlyCny.size(); ++m) {
                const double v = li->monthlyCny[m];
                const lxw_row_t row = lxw_row_t(m + 1);
                if (v != 0 && !maintenance.isEmpty()) {
                    worksheet_write_formula_num(ws, row, col, s(maintenance), m_f.cny, v);
                    continue;
                }
                if (v == 0 || !driver) {
                    worksheet_write_number(ws, row, col, v, m_f.cny);
                    continue;
                }
                const QString formula = QStringLiteral("=%1*%2/%3").arg(exact(v), assumptionCell(driver->second.row), exact(driver->second.value));
                worksheet_write_formula_num(ws, row, col, s(formula), m_f.cny, v);
            }
            m_itemCol[li] = { col, lxw_row_t(li->monthlyCny.size()) };
            ++col;
        }
        return col;
    }

    /// Maintenance and spares: each month the capex paid at month 0 (the option's line items with a
    /// payment at month 0, first row of their columns; loan proceeds left out) × the yearly
    /// maintenance fraction (an Assumptions cell) / 12, when the engine's amounts are exactly that;
    /// empty otherwise (the amounts stay numbers).
    QString maintenanceFormula(qsizetype ri, const tco::LineItemTotal &li, const QList<const tco::LineItemTotal *> &ordered, lxw_col_t firstCol) const
    {
        const QString key = QStringLiteral("build.maintenance.fraction_per_year");
        const auto fraction = m_inputs.find({ ri, key });
        if (!li.keys.contains(key) || fraction == m_inputs.end())
            return {};
        double capex = 0;
        QStringList cells;
        for (qsizetype i = 0; i < ordered.size(); ++i) {
            const tco::LineItemTotal *item = ordered.at(i);
            if (item->residual || item->monthlyCny.empty() || item->monthlyCny.front() <= 0)
                continue;
            capex += item->monthlyCny.front();
            char cell[32];
            lxw_rowcol_to_cell_abs(cell, 1, firstCol + lxw_col_t(i), 1, 1);
            cells << QLatin1String(cell);
        }
        bool any = false;
        for (size_t m = 0; m < li.monthlyCny.size(); ++m) {
            const double v = li.monthlyCny[m];
            if (v != 0 && !near(v, capex * fraction->second.value / 12.0))
                return {};
            any = any || v != 0;
        }
        if (!any)
            return {};
        return QStringLiteral("=SUM(%1)*%2/12").arg(cells.join(QLatin1Char(',')), assumptionCell(fraction->second.row));
    }

    /// Cash (the sum of the option's line items other than the resale) and cumulative cash.
    void optionColumns(lxw_worksheet *ws, lxw_chart *chart, const QString &sheet, const analysis::PlanReport &r, const tco::OptionResult &o,
        lxw_col_t col, lxw_col_t firstItem)
    {
        const QString label = optionLabel(m_reports, r, o);
        worksheet_write_string(ws, 0, col, s(QCoreApplication::translate("cp::exports", "%1 cash (CNY)").arg(label)), m_f.header);
        worksheet_write_string(ws, 0, col + 1, s(QCoreApplication::translate("cp::exports", "%1 cumulative (CNY)").arg(label)), m_f.header);
        worksheet_set_column(ws, col, col + 1, 16, nullptr);
        lxw_col_t lastCash = firstItem;
        bool any = false;
        std::optional<lxw_col_t> resaleCol; // the resale enters the cumulative cash in the last month
        for (const tco::LineItemTotal &li : o.lineItems) {
            if (!li.residual) {
                any = true;
                lastCash = std::max(lastCash, m_itemCol.at(&li).col);
            } else {
                resaleCol = m_itemCol.at(&li).col;
            }
        }
        const lxw_row_t rows = lxw_row_t(o.monthly.size());
        for (lxw_row_t m = 0; m < rows; ++m) {
            const tco::MonthRow &mr = o.monthly.at(m);
            const lxw_row_t row = m + 1;
            worksheet_write_number(ws, row, 0, mr.month, nullptr);
            double sum = 0;
            for (const tco::LineItemTotal &li : o.lineItems)
                sum += li.residual || m >= li.monthlyCny.size() ? 0.0 : li.monthlyCny[m];
            char from[32], to[32], cash[32], prev[32];
            lxw_rowcol_to_cell(from, row, firstItem);
            lxw_rowcol_to_cell(to, row, lastCash);
            // The cash is the sum of the line items (the engine's own identity); where it is not,
            // the engine's figure stands.
            if (any && near(sum, mr.cashCny))
                worksheet_write_formula_num(ws, row, col, s(QStringLiteral("=SUM(%1:%2)").arg(QLatin1String(from), QLatin1String(to))), m_f.cny, mr.cashCny);
            else
                worksheet_write_number(ws, row, col, mr.cashCny, m_f.cny);
            lxw_rowcol_to_cell(cash, row, col);
            lxw_rowcol_to_cell(prev, row - 1, col + 1);
            QString formula = m == 0 ? QStringLiteral("=%1").arg(QLatin1String(cash)) : QStringLiteral("=%1+%2").arg(QLatin1String(prev), QLatin1String(cash));
            if (m + 1 == rows && resaleCol) {
                char resale[32];
                lxw_rowcol_to_cell(resale, row, *resaleCol);
                formula += QStringLiteral("+%1").arg(QLatin1String(resale)); // the resale column holds -proceeds
            }
            worksheet_write_formula_num(ws, row, col + 1, s(formula), m_f.cny, mr.cumulativeCny);
        }
        if (rows > 0) {
            m_cumulative[&o] = { sheet, lxw_col_t(col + 1), rows, col, 0 };
            lxw_chart_series *series = chart_add_series(chart, nullptr, nullptr);
            chart_series_set_categories(series, s(sheet), 1, 0, rows, 0);
            chart_series_set_values(series, s(sheet), 1, col + 1, rows, col + 1);
            chart_series_set_name_range(series, s(sheet), 0, col + 1);
        }
    }

    /// The money price a line item follows: the first of its keys that is a money price on
    /// the Assumptions sheet.
    std::optional<std::pair<QString, PriceCell>> driverOf(qsizetype ri, const QStringList &keys) const
    {
        for (const QString &k : keys) {
            const auto it = m_prices.find({ ri, k });
            if (it != m_prices.end())
                return std::make_pair(k, it->second);
        }
        return std::nullopt;
    }

    static QString assumptionCell(lxw_row_t row)
    {
        char cell[32];
        lxw_rowcol_to_cell_abs(cell, row, 3, 1, 1);
        return QStringLiteral("'%1'!%2").arg(QCoreApplication::translate("cp::exports", "Assumptions"), QLatin1String(cell));
    }

    static QString exact(double v) { return QString::number(v, 'g', 17); }

    static bool near(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }

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
        // The option table's rows are known before it is written: the cost KPIs refer to them.
        lxw_row_t tableHeader = row + lxw_row_t(r.kpis.size());
        if (r.plan && r.plan->recommended)
            tableHeader += 2 + 5 + lxw_row_t(r.plan->recommended->reasons.size());
        tableHeader += 2; // a blank row, then the line naming the ranking basis
        const tco::OptionResult *best = r.tco ? r.tco->option(r.tco->verdict.recommended) : nullptr;
        lxw_row_t bestRow = 0;
        if (best) {
            for (qsizetype i = 0; i < r.tco->options.size(); ++i)
                bestRow = &r.tco->options.at(i) == best ? tableHeader + 1 + lxw_row_t(i) : bestRow;
        }
        for (const analysis::Kpi &k : r.kpis) {
            text(ws, row, 0, k.label);
            kpiValue(ws, row, k, best, bestRow);
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
            const lxw_row_t first = row;
            for (const auto &[label, value] : figures) {
                text(ws, row, 0, label);
                lxw_format *format = label.contains(QLatin1String("CNY")) ? m_f.cny : m_f.number;
                // Cost of the run = GPU-hours × price per GPU-hour, when the planner's figures say so.
                const bool product = row == first + 3 && near(c.gpuHours * c.price.cnyPerGpuHour, c.costCny);
                if (product) {
                    char hoursCell[32], priceCell[32];
                    lxw_rowcol_to_cell(hoursCell, first + 2, 1);
                    lxw_rowcol_to_cell(priceCell, first + 4, 1);
                    worksheet_write_formula_num(ws, row++, 1, s(QStringLiteral("=%1*%2").arg(QLatin1String(hoursCell), QLatin1String(priceCell))), format, value);
                } else {
                    worksheet_write_number(ws, row++, 1, value, label.contains(QLatin1String("per GPU-hour")) ? m_f.cnyCents : format);
                }
            }
            for (const QString &reason : r.plan->recommended->reasons)
                text(ws, row++, 0, QStringLiteral("• ") + reason);
        }
        if (r.tco) {
            Q_ASSERT(row + 2 == tableHeader);
            row = optionTable(ws, sheet, r, row + 1);
        }
        return row;
    }

    /// A KPI's value: the cost KPIs as formulas over the recommended option's row of the option
    /// table (so they follow the prices), "never" as text for a break-even that never comes.
    void kpiValue(lxw_worksheet *ws, lxw_row_t row, const analysis::Kpi &k, const tco::OptionResult *best, lxw_row_t bestRow)
    {
        lxw_format *format = kpiFormat(k.id, m_f);
        if (k.id == QLatin1String("break_even") && k.value < 0) {
            //: a break-even month that never comes within the horizon
            text(ws, row, 1, QCoreApplication::translate("cp::exports", "never"));
            return;
        }
        char total[32], perHour[32];
        lxw_rowcol_to_cell(total, bestRow, 1);
        lxw_rowcol_to_cell(perHour, bestRow, 4);
        QString formula;
        if (best && bestRow > 0) {
            const std::optional<double> eff = best->effectiveCnyPerGpuHour;
            if (k.id == QLatin1String("tco_best") && near(k.value, best->totalCny))
                formula = QStringLiteral("=%1").arg(QLatin1String(total));
            else if (k.id == QLatin1String("cny_per_gpu_hour") && eff && near(k.value, *eff))
                formula = QStringLiteral("=%1").arg(QLatin1String(perHour));
            else if (k.id == QLatin1String("run_cost") && eff && *eff > 0 && best->costPerRunCny && near(k.value, *best->costPerRunCny))
                formula = QStringLiteral("=%1*%2").arg(QLatin1String(perHour), exact(*best->costPerRunCny / *eff)); // × the run's GPU-hours
            else if (k.id == QLatin1String("cost_per_million_tokens") && eff && *eff > 0 && best->costPerRunCny && best->costPerMillionTokensCny
                && *best->costPerMillionTokensCny > 0 && near(k.value, *best->costPerMillionTokensCny))
                // × the run's GPU-hours ÷ its millions of tokens
                formula = QStringLiteral("=%1*%2/%3").arg(QLatin1String(perHour), exact(*best->costPerRunCny / *eff), exact(*best->costPerRunCny / *best->costPerMillionTokensCny));
        }
        if (formula.isEmpty())
            worksheet_write_number(ws, row, 1, k.value, format);
        else
            worksheet_write_formula_num(ws, row, 1, s(formula), format, k.value);
    }

    /// The option's after-tax figures, columns 6..9 of the options table (as the engine computed them).
    void taxColumns(lxw_worksheet *ws, lxw_row_t row, const tco::OptionResult &o) const
    {
        worksheet_write_number(ws, row, 6, o.npvAfterTaxCny, m_f.cny);
        worksheet_write_number(ws, row, 7, o.vatRecoveredCny, m_f.cny);
        worksheet_write_number(ws, row, 8, o.incomeTaxSavedCny, m_f.cny);
        worksheet_write_number(ws, row, 9, o.resaleNetCny, m_f.cny);
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
            QCoreApplication::translate("cp::exports", "Pre-tax NPV (CNY)"), QCoreApplication::translate("cp::exports", "Resale at horizon (CNY)"),
            QCoreApplication::translate("cp::exports", "CNY per used GPU-hour"), QCoreApplication::translate("cp::exports", "GPU-hours used"),
            QCoreApplication::translate("cp::exports", "After-tax NPV (CNY)"), QCoreApplication::translate("cp::exports", "VAT recovered (CNY)"),
            QCoreApplication::translate("cp::exports", "Income tax saved (CNY)"), QCoreApplication::translate("cp::exports", "Resale net of output VAT (CNY)") };
        // The basis the verdict ranks the options by, named above the table.
        text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Options ranked by %1").arg(r.tco->basisName()));
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
            char totalCell[32], resaleCell[32], usedCell[32];
            lxw_rowcol_to_cell(totalCell, row, 1);
            lxw_rowcol_to_cell(resaleCell, row, 3);
            lxw_rowcol_to_cell(usedCell, row, 5);
            const tco::LineItemTotal *resale = nullptr;
            for (const tco::LineItemTotal &li : o.lineItems)
                resale = li.residual ? &li : resale;
            if (cum != m_cumulative.end()) {
                const CumulativeColumn &cc = cum->second;
                const QString cs = QStringLiteral("'%1'!").arg(cc.sheet);
                // Total = cumulative cash at the horizon (the resale counted in its last month): follows edits on Cash flows.
                char last[32], cashFrom[32], cashTo[32], dfFrom[32], dfTo[32];
                lxw_rowcol_to_cell(last, cc.rows, cc.col);
                lxw_rowcol_to_cell(cashFrom, 1, cc.cashCol);
                lxw_rowcol_to_cell(cashTo, cc.rows, cc.cashCol);
                lxw_rowcol_to_cell_abs(dfFrom, 1, cc.discountCol, 1, 1);
                lxw_rowcol_to_cell_abs(dfTo, cc.rows, cc.discountCol, 1, 1);
                worksheet_write_formula_num(ws, row, 1, s(QStringLiteral("=%1%2").arg(cs, QLatin1String(last))), m_f.cny, o.totalCny);
                // NPV = Σ cash_m × (1 + rate)^(-m/12) − resale × (1 + rate)^(-H/12) (core/tco/tco.h's convention).
                double npv = 0;
                for (const tco::MonthRow &mr : o.monthly)
                    npv += mr.cashCny * std::pow(1.0 + r.tco->discountRate, -double(mr.month) / 12.0);
                npv -= o.residualCny * std::pow(1.0 + r.tco->discountRate, -double(o.monthly.constLast().month) / 12.0);
                if (near(npv, o.npvCny))
                    worksheet_write_formula_num(ws, row, 2,
                        s(QStringLiteral("=SUMPRODUCT(%1%2:%3,%1%4:%5)-%6*%1%7")
                                .arg(cs, QLatin1String(cashFrom), QLatin1String(cashTo), QLatin1String(dfFrom), QLatin1String(dfTo), QLatin1String(resaleCell),
                                    QLatin1String(dfTo))),
                        m_f.cny, o.npvCny);
                else
                    worksheet_write_number(ws, row, 2, o.npvCny, m_f.cny);
                const auto rc = resale ? m_itemCol.find(resale) : m_itemCol.end();
                if (rc != m_itemCol.end() && near(-resale->totalCny, o.residualCny)) {
                    char from[32], to[32];
                    lxw_rowcol_to_cell(from, 1, rc->second.col);
                    lxw_rowcol_to_cell(to, rc->second.rows, rc->second.col);
                    worksheet_write_formula_num(ws, row, 3, s(QStringLiteral("=-SUM(%1%2:%3)").arg(cs, QLatin1String(from), QLatin1String(to))), m_f.cny, o.residualCny);
                } else {
                    worksheet_write_number(ws, row, 3, o.residualCny, m_f.cny);
                }
            } else {
                worksheet_write_number(ws, row, 1, o.totalCny, m_f.cny);
                worksheet_write_number(ws, row, 2, o.npvCny, m_f.cny);
                worksheet_write_number(ws, row, 3, o.residualCny, m_f.cny);
            }
            if (o.effectiveCnyPerGpuHour && *o.effectiveCnyPerGpuHour > 0) {
                const double used = o.totalCny / *o.effectiveCnyPerGpuHour;
                worksheet_write_number(ws, row, 5, used, m_f.cny);
                worksheet_write_formula_num(ws, row, 4, s(QStringLiteral("=%1/%2").arg(QLatin1String(totalCell), QLatin1String(usedCell))), m_f.cnyCents,
                    *o.effectiveCnyPerGpuHour);
            }
            taxColumns(ws, row, o);
            for (qsizetype i = 0; i < items.size(); ++i) {
                double v = 0;
                QStringList cells;
                for (const tco::LineItemTotal &li : o.lineItems) {
                    if (li.name != items.at(i))
                        continue;
                    v += li.totalCny;
                    if (const auto ic = m_itemCol.find(&li); ic != m_itemCol.end() && cum != m_cumulative.end()) {
                        char from[32], to[32];
                        lxw_rowcol_to_cell(from, 1, ic->second.col);
                        lxw_rowcol_to_cell(to, ic->second.rows, ic->second.col);
                        cells << QStringLiteral("'%1'!%2:%3").arg(cum->second.sheet, QLatin1String(from), QLatin1String(to));
                    }
                }
                if (!cells.isEmpty())
                    worksheet_write_formula_num(ws, row, firstItem + lxw_col_t(i), s(QStringLiteral("=SUM(%1)").arg(cells.join(QLatin1Char(',')))), m_f.cny, v);
                else
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

    lxw_format *compareFormat(compare::ValueKind kind) const
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
    void comparison()
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

    const char *s(const QString &text) { return m_strings(text); }

    lxw_workbook *m_wb;
    const QList<analysis::PlanReport> &m_reports;
    WorkbookOptions m_options;
    Formats m_f;
    Strings m_strings;
    std::map<const tco::OptionResult *, CumulativeColumn> m_cumulative;
    std::map<std::pair<qsizetype, QString>, PriceCell> m_prices; ///< (report, key) → its cell
    std::map<std::pair<qsizetype, QString>, PriceCell> m_inputs; ///< (report, key) → its cell, every price with a value (as shown)
    std::map<qsizetype, lxw_row_t> m_discountRow; ///< report → its discount-rate row on Assumptions
    std::map<const tco::LineItemTotal *, ItemColumn> m_itemCol; ///< on Cash flows
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
