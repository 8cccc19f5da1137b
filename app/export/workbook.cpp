#include "app/export/workbook.h"

#include "core/analysis/rangetexts.h"

#include "app/export/ledger.h"
#include "app/export/workbookformulas.h"
#include "app/export/workbookprint.h"
#include "app/export/workbooksheets.h"
#include "app/export/workbookstyle.h"
#include "core/catalog/pricetexts.h"
#include "core/common/savefile.h"
#include "core/compare/compare.h"
#include "core/tco/residual.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <xlsxwriter.h>

#include <algorithm>
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

class Writer : public SheetWriter {
public:
    Writer(lxw_workbook *wb, const QList<analysis::PlanReport> &reports, const WorkbookOptions &options)
        : SheetWriter(wb, reports, options)
    {
    }

    void write()
    {
        assumptions();
        // A programme's answer is its programme sheet (issue 44); the single fleet its file also
        // describes is not its answer, so it gets no cash flows or results (as on the dashboard).
        const bool anySingle = std::any_of(m_reports.begin(), m_reports.end(), [](const analysis::PlanReport &r) { return !r.isProgramme(); });
        if (anySingle) {
            cashFlows();
            results();
        }
        for (qsizetype ri = 0; ri < m_reports.size(); ++ri) {
            programmeSheet(ri, [this, ri](const QString &key) {
                const auto it = m_inputs.find({ ri, key });
                return it == m_inputs.end() ? QString() : assumptionCell(it->second.row);
            });
        }
        if (m_options.ranges && !m_reports.isEmpty() && !m_reports.constFirst().isProgramme())
            rangesSheet(m_reports.constFirst(), *m_options.ranges);
        if (m_reports.size() > 1)
            comparison();
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
                    worksheet_write_number(ws, row, 3, shown, // a whole number of months reads "3", not "3.0"
                        !p.currency.isEmpty() ? m_f.cnyCents : shown == std::round(shown) ? m_f.integer
                                                                                          : m_f.number);
                    // A money price (a currency) scales the line items computed from it.
                    if (!p.currency.isEmpty() && *p.value != 0)
                        m_prices[{ ri, p.key }] = PriceCell { row, *p.value };
                    m_inputs[{ ri, p.key }] = PriceCell { row, *p.value }; // the engine's value: a formula on it follows an edit
                    defineName(workbookformulas::definedName(p.key, ri), row);
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
                defineName(workbookformulas::definedName(QStringLiteral("discount_rate"), ri), row);
                m_discountRow[ri] = row++;
                row = derivedInputs(ws, ri, row);
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
            if (!r.tco || r.isProgramme())
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
            if (!r.tco || r.tco->options.isEmpty() || r.isProgramme())
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
        worksheet_insert_chart_opt(ws, lastRow + 2, 0, chart, &opts); // under the months: it prints with them
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
            const lxw_col_t firstCol = col - lxw_col_t(ordered.indexOf(li));
            const QString maintenance = li->residual ? resaleFormula(ri, *li, ordered, firstCol) : maintenanceFormula(ri, *li, ordered, firstCol);
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
                const QString formula = QStringLiteral("=%1*%2/%3").arg(workbookformulas::amount(v), assumptionCell(driver->second.row), exact(driver->second.value));
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

    /// The resale at the horizon: minus the hardware bought at month 0 (the first line items with a
    /// payment at month 0: servers, network, storage) × the vintage curve's value at the horizon ×
    /// the liquidation factor, both named Assumptions cells (core/tco/cashflow.cpp's formula), when
    /// the engine's amount is exactly that; empty otherwise.
    QString resaleFormula(qsizetype ri, const tco::LineItemTotal &li, const QList<const tco::LineItemTotal *> &ordered, lxw_col_t firstCol) const
    {
        const auto vintage = m_resaleRows.find(ri);
        double resale = 0;
        for (const double v : li.monthlyCny)
            resale += v;
        if (vintage == m_resaleRows.end() || resale >= 0)
            return {};
        const double fraction = vintage->second.vintage * vintage->second.liquidation;
        double hardware = 0;
        QStringList cells;
        for (qsizetype i = 0; i < ordered.size(); ++i) {
            const tco::LineItemTotal *item = ordered.at(i);
            if (item->residual || item->monthlyCny.empty() || item->monthlyCny.front() <= 0)
                continue;
            hardware += item->monthlyCny.front();
            char cell[32];
            lxw_rowcol_to_cell_abs(cell, 1, firstCol + lxw_col_t(i), 1, 1);
            cells << QLatin1String(cell);
            if (near(hardware * fraction, -resale))
                return QStringLiteral("=-SUM(%1)*%2*%3").arg(cells.join(QLatin1Char(',')), assumptionCell(vintage->second.vintageRow), assumptionCell(vintage->second.liquidationRow));
        }
        return {};
    }

    /// Inputs the engine derives from the plan rather than reads from the price book, as named
    /// cells the formulas use: the resale's vintage value and liquidation factor, the output VAT
    /// on a resale, the GPU-hours and tokens of one run. Returns the next free row.
    lxw_row_t derivedInputs(lxw_worksheet *ws, qsizetype ri, lxw_row_t row)
    {
        const analysis::PlanReport &r = m_reports.at(ri);
        if (!r.tcoInput || !r.tco || r.tco->options.isEmpty() || r.isProgramme())
            return row;
        const tco::TcoInput &in = *r.tcoInput;
        const auto input = [&](const QString &key, const QString &item, double value, const QString &source, lxw_format *format) {
            text(ws, row, 0, r.scenario.name);
            text(ws, row, 2, item);
            worksheet_write_number(ws, row, 3, value, format);
            text(ws, row, 8, source);
            defineName(workbookformulas::definedName(key, ri), row);
            return row++;
        };
        const int horizon = int(r.tco->options.constFirst().monthly.size()) - 1;
        const PriceEntry *life = r.catalog.price(QStringLiteral("depreciation.useful_life_years"));
        const double years = in.residual.usefulLifeYears.value_or(life && life->value ? *life->value : 5.0);
        ResaleRows resale;
        resale.vintage = tco::resaleFraction(horizon, years, 1.0);
        resale.liquidation = in.residual.liquidationFactor * in.scale.residual;
        resale.vintageRow = input(QStringLiteral("resale_vintage_fraction"), QCoreApplication::translate("cp::exports", "Resale value at the horizon (share of the price paid)"), resale.vintage,
            QCoreApplication::translate("cp::exports", "vintage curve of used accelerators at month %1 (1.00, 0.78, 0.60, 0.46, 0.35 at 0-4 years; 0 after a useful life of %2 years)").arg(horizon).arg(years),
            m_f.percent);
        resale.liquidationRow = input(QStringLiteral("resale_liquidation_factor"), QCoreApplication::translate("cp::exports", "Liquidation factor of a resale"), resale.liquidation,
            QCoreApplication::translate("cp::exports", "the plan's share of the used-market value a quick sale fetches"), m_f.percent);
        m_resaleRows[ri] = resale;
        if (in.tax.enabled) {
            const bool general = in.tax.vatPayer == tco::VatPayer::General;
            m_vatRows[ri] = { input(QStringLiteral("resale_vat_included"), QCoreApplication::translate("cp::exports", "VAT rate included in a resale price"), general ? 0.13 : 0.03,
                                  QCoreApplication::translate("cp::exports", "13% for a general taxpayer, 3% for a small-scale one (the price includes VAT)"), m_f.percent),
                input(QStringLiteral("resale_vat_levied"), QCoreApplication::translate("cp::exports", "Output VAT levied on a resale"), general ? 0.13 : 0.02,
                    QCoreApplication::translate("cp::exports", "财税〔2008〕170号 第四条 (13% on used equipment whose input VAT was deducted); 财税〔2009〕9号 (a small-scale taxpayer's 3% levied at 2%)"), m_f.percent) };
        }
        const tco::OptionResult *best = r.tco->option(r.tco->verdict.recommended);
        const std::optional<double> eff = best ? best->effectiveCnyPerGpuHour : std::nullopt;
        if (best && eff && *eff > 0 && best->costPerRunCny) {
            RunRows run;
            run.gpuHours = input(QStringLiteral("run_gpu_hours"), QCoreApplication::translate("cp::exports", "GPU-hours of one run"), *best->costPerRunCny / *eff,
                QCoreApplication::translate("cp::exports", "the estimate of the plan's run, as the recommended way of paying bills it"), m_f.number);
            if (best->costPerMillionTokensCny && *best->costPerMillionTokensCny > 0)
                run.tokens = input(QStringLiteral("run_tokens_millions"), QCoreApplication::translate("cp::exports", "Tokens of one run (millions)"),
                    *best->costPerRunCny / *best->costPerMillionTokensCny, QCoreApplication::translate("cp::exports", "the plan's training tokens"), m_f.number);
            m_runRows[ri] = run;
        }
        return row;
    }

    /// Names Assumptions!$D$row `name` (once; a name the workbook already has keeps its cell).
    void defineName(const QString &name, lxw_row_t row)
    {
        if (m_definedNames.contains(name))
            return;
        char cell[32];
        lxw_rowcol_to_cell_abs(cell, row, 3, 1, 1);
        const QString ref = QStringLiteral("='%1'!%2").arg(QCoreApplication::translate("cp::exports", "Assumptions"), QLatin1String(cell));
        if (workbook_define_name(m_wb, s(name), s(ref)) == LXW_NO_ERROR) {
            m_definedNames << name;
            m_names[row] = name;
        }
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
        if (rows > 0)
            m_cumulative[&o] = { sheet, lxw_col_t(col + 1), rows, col, 0 };
        // A hybrid that owns nothing keeps its columns (the options table sums them) but no line:
        // it would lie on on demand's under another name, as the dashboard's chart leaves it out.
        if (rows > 0 && !r.tco->duplicatesOnDemand(o)) {
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

    /// The defined name of an Assumptions row (its cell in column D when it has none).
    QString assumptionCell(lxw_row_t row) const
    {
        if (const auto it = m_names.find(row); it != m_names.end())
            return it->second;
        char cell[32];
        lxw_rowcol_to_cell_abs(cell, row, 3, 1, 1);
        return QStringLiteral("'%1'!%2").arg(QCoreApplication::translate("cp::exports", "Assumptions"), QLatin1String(cell));
    }

    static QString exact(double v) { return workbookformulas::number(v); }

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
        for (qsizetype ri = 0; ri < m_reports.size(); ++ri) {
            if (!m_reports.at(ri).isProgramme())
                row = resultsFor(ws, name, ri, row) + 2;
        }
    }

    lxw_row_t resultsFor(lxw_worksheet *ws, const QString &sheet, qsizetype ri, lxw_row_t row)
    {
        const analysis::PlanReport &r = m_reports.at(ri);
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
            kpiValue(ws, ri, row, k, best, bestRow);
            asShown(ws, row, k.text, k.value);
            if (k.assumption)
                text(ws, row, 3, QCoreApplication::translate("cp::exports", "assumption"), m_f.badge);
            ++row;
        }
        if (r.plan && r.plan->recommended) {
            ++row;
            row = recommendedPlan(ws, ri, row);
        }
        if (r.tco) {
            Q_ASSERT(row + 2 == tableHeader);
            row = optionTable(ws, sheet, ri, row + 1);
        }
        return row;
    }

    /// The "As shown" text beside the value in column B: a formula that formats that cell the way
    /// the app does (workbookformulas::asShownFormula, tried in the workbook's language, then
    /// English and Chinese), or the text when no formula writes it.
    void asShown(lxw_worksheet *ws, lxw_row_t row, const QString &shown, double value)
    {
        char cell[32];
        lxw_rowcol_to_cell(cell, row, 1);
        for (const QLocale &l : { m_options.locale, QLocale(QLocale::English), QLocale(QLocale::Chinese, QLocale::China) }) {
            if (const QString f = workbookformulas::asShownFormula(shown, value, QLatin1String(cell), l); !f.isEmpty()) {
                worksheet_write_formula_str(ws, row, 2, s(f), nullptr, s(shown));
                return;
            }
        }
        text(ws, row, 2, shown);
    }

    /// The planner's recommended configuration: its GPUs, days, GPU-hours, the price per GPU-hour
    /// and the cost of the run as GPU-hours × price over the named cells beside them (when the
    /// planner's figures say so). Returns the next free row.
    lxw_row_t recommendedPlan(lxw_worksheet *ws, qsizetype ri, lxw_row_t row)
    {
        const analysis::PlanReport &r = m_reports.at(ri);
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
                const QString hours = resultsName(QStringLiteral("plan_gpu_hours"), ri, first + 2);
                const QString price = resultsName(QStringLiteral("plan_cny_per_gpu_hour"), ri, first + 4);
                worksheet_write_formula_num(ws, row++, 1, s(QStringLiteral("=%1*%2").arg(hours, price)), format, value);
            } else {
                worksheet_write_number(ws, row++, 1, value, label.contains(QLatin1String("per GPU-hour")) ? m_f.cnyCents : format);
            }
        }
        for (const QString &reason : r.plan->recommended->reasons)
            text(ws, row++, 0, QStringLiteral("• ") + reason);
        return row;
    }

    /// Names Results!$B$row `key` (per plan, workbookformulas::definedName) and returns the name,
    /// or the cell when the name cannot be defined.
    QString resultsName(const QString &key, qsizetype ri, lxw_row_t row)
    {
        const QString name = workbookformulas::definedName(key, ri);
        char cell[32];
        lxw_rowcol_to_cell_abs(cell, row, 1, 1, 1);
        const QString ref = QStringLiteral("='%1'!%2").arg(QCoreApplication::translate("cp::exports", "Results"), QLatin1String(cell));
        if (!m_definedNames.contains(name) && workbook_define_name(m_wb, s(name), s(ref)) == LXW_NO_ERROR) {
            m_definedNames << name;
            return name;
        }
        return ref.mid(1);
    }

    /// A KPI's value: the cost KPIs as formulas over the recommended option's row of the option
    /// table (so they follow the prices), "never" as text for a break-even that never comes.
    void kpiValue(lxw_worksheet *ws, qsizetype ri, lxw_row_t row, const analysis::Kpi &k, const tco::OptionResult *best, lxw_row_t bestRow)
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
        const auto run = m_runRows.find(ri);
        if (best && bestRow > 0) {
            const std::optional<double> eff = best->effectiveCnyPerGpuHour;
            const QString hours = run != m_runRows.end() ? assumptionCell(run->second.gpuHours) : QString();
            const QString tokens = run != m_runRows.end() && run->second.tokens ? assumptionCell(*run->second.tokens) : QString();
            if (k.id == QLatin1String("tco_best") && near(k.value, best->totalCny))
                formula = QStringLiteral("=%1").arg(QLatin1String(total));
            else if (k.id == QLatin1String("cny_per_gpu_hour") && eff && near(k.value, *eff))
                formula = QStringLiteral("=%1").arg(QLatin1String(perHour));
            else if (k.id == QLatin1String("run_cost") && !hours.isEmpty() && best->costPerRunCny && near(k.value, *best->costPerRunCny))
                formula = QStringLiteral("=%1*%2").arg(QLatin1String(perHour), hours); // × the run's GPU-hours
            else if (k.id == QLatin1String("cost_per_million_tokens") && !tokens.isEmpty() && best->costPerMillionTokensCny && near(k.value, *best->costPerMillionTokensCny))
                formula = QStringLiteral("=%1*%2/%3").arg(QLatin1String(perHour), hours, tokens); // × the run's GPU-hours ÷ its millions of tokens
        }
        if (formula.isEmpty())
            worksheet_write_number(ws, row, 1, k.value, format);
        else
            worksheet_write_formula_num(ws, row, 1, s(formula), format, k.value);
    }

    /// The option's after-tax figures, columns 6..9 of the options table (as the engine computed
    /// them); the resale net of output VAT as the resale (column D) less the VAT in it, over the
    /// named VAT cells (core/tco/tax.cpp's resaleOutputVat), when the engine's figure is that.
    void taxColumns(lxw_worksheet *ws, qsizetype ri, lxw_row_t row, const tco::OptionResult &o)
    {
        worksheet_write_number(ws, row, 6, o.npvAfterTaxCny, m_f.cny);
        worksheet_write_number(ws, row, 7, o.vatRecoveredCny, m_f.cny);
        worksheet_write_number(ws, row, 8, o.incomeTaxSavedCny, m_f.cny);
        char resale[32];
        lxw_rowcol_to_cell(resale, row, 3);
        const QString d = QLatin1String(resale);
        const auto vat = m_vatRows.find(ri);
        const double included = vat == m_vatRows.end() ? 0 : m_reports.at(ri).tcoInput->tax.vatPayer == tco::VatPayer::General ? 0.13
                                                                                                                               : 0.03;
        const double levied = vat == m_vatRows.end() ? 0 : included == 0.13 ? 0.13
                                                                            : 0.02;
        if (vat != m_vatRows.end() && o.residualCny > 0 && near(o.resaleNetCny, o.residualCny - o.residualCny / (1 + included) * levied))
            worksheet_write_formula_num(ws, row, 9,
                s(QStringLiteral("=%1-%1/(1+%2)*%3").arg(d, assumptionCell(vat->second.first), assumptionCell(vat->second.second))), m_f.cny, o.resaleNetCny);
        else if (near(o.resaleNetCny, o.residualCny))
            worksheet_write_formula_num(ws, row, 9, s(QLatin1Char('=') + d), m_f.cny, o.resaleNetCny);
        else
            worksheet_write_number(ws, row, 9, o.resaleNetCny, m_f.cny);
    }

    lxw_row_t optionTable(lxw_worksheet *ws, const QString &sheet, qsizetype ri, lxw_row_t row)
    {
        const analysis::PlanReport &r = m_reports.at(ri);
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
            taxColumns(ws, ri, row, o);
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

    std::map<const tco::OptionResult *, CumulativeColumn> m_cumulative;
    std::map<std::pair<qsizetype, QString>, PriceCell> m_prices; ///< (report, key) → its cell
    std::map<std::pair<qsizetype, QString>, PriceCell> m_inputs; ///< (report, key) → its cell, every price with a value (as shown)
    std::map<qsizetype, lxw_row_t> m_discountRow; ///< report → its discount-rate row on Assumptions
    std::map<const tco::LineItemTotal *, ItemColumn> m_itemCol; ///< on Cash flows
    struct ResaleRows {
        double vintage = 0;
        double liquidation = 0;
        lxw_row_t vintageRow = 0;
        lxw_row_t liquidationRow = 0;
    };
    struct RunRows {
        lxw_row_t gpuHours = 0;
        std::optional<lxw_row_t> tokens;
    };
    std::map<qsizetype, ResaleRows> m_resaleRows; ///< report → its resale inputs on Assumptions
    std::map<qsizetype, std::pair<lxw_row_t, lxw_row_t>> m_vatRows; ///< report → VAT included in / levied on a resale
    std::map<qsizetype, RunRows> m_runRows; ///< report → the GPU-hours and tokens of one run
    std::map<lxw_row_t, QString> m_names; ///< Assumptions row → its defined name
    QSet<QString> m_definedNames;
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
        Writer(wb, reports, options).write();
        return finishWorkbook(wb, QCoreApplication::translate("cp::exports", "Compute plan: %1").arg(reports.constFirst().scenario.name));
    });
}

} // namespace cp::exports
