// The programme sheet of the Excel workbook (issue 44): per pool its unit prices, the cost of one
// GPU-month of each way of paying on the programme's basis (a formula on the price it follows),
// and month by month the demand, the planner's decisions as input cells and the month's cost as
// a formula over them; pool totals and the programme's total are sums of those costs.
#include "app/export/workbooksheets.h"

#include "app/export/workbookformulas.h"
#include "core/catalog/pricetexts.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::exports {

namespace {

using workbookformulas::amount;
using workbookformulas::number;

QString cellRef(lxw_row_t row, lxw_col_t col, bool absolute = false)
{
    char cell[32];
    if (absolute)
        lxw_rowcol_to_cell_abs(cell, row, col, 1, 1);
    else
        lxw_rowcol_to_cell(cell, row, col);
    return QLatin1String(cell);
}

// The monthly table's columns.
enum Column : lxw_col_t {
    kMonth,
    kDemand,
    kAtOnce,
    kOwned,
    kLeased,
    kCommitted,
    kOnDemand,
    kNotCovered,
    kOnDemandRate,
    kStaff,
    kCost,
    kColumns
};

constexpr double kLabelWidth = 40; ///< column A, in digits
constexpr double kColumnWidth = 14; ///< columns B to K, in digits

/// Roughly how many lines `text` takes over the sheet's width (a CJK character is two digits wide).
int linesOver(const QString &text, double widthInDigits)
{
    double digits = 0;
    for (const QChar c : text)
        digits += c.unicode() >= 0x2E80 ? 2.0 : 1.05;
    return std::max(1, int(std::ceil(digits / widthInDigits)));
}

} // namespace

void SheetWriter::wrappedLabel(lxw_worksheet *ws, lxw_row_t row, const QString &value)
{
    worksheet_write_string(ws, row, 0, s(value), m_f.wrapped);
    worksheet_set_row(ws, row, 15.0 * linesOver(value, kLabelWidth), nullptr);
}

void SheetWriter::fittedHeader(lxw_worksheet *ws, lxw_row_t row, const QStringList &titles)
{
    int lines = 1;
    for (qsizetype c = 0; c < titles.size(); ++c)
        lines = std::max(lines, linesOver(titles.at(c), (c == 0 ? kLabelWidth : kColumnWidth) - 1));
    worksheet_set_row(ws, row, 15.0 * lines, nullptr);
    headerRow(ws, row, titles);
}

lxw_row_t SheetWriter::paragraph(lxw_worksheet *ws, lxw_row_t row, const QString &value, lxw_col_t lastCol, double widthInDigits)
{
    worksheet_merge_range(ws, row, 0, row, lastCol, s(value), m_f.wrapped);
    worksheet_set_row(ws, row, 15.0 * linesOver(value, widthInDigits), nullptr);
    return row + 1;
}

void SheetWriter::programmeSheet(qsizetype ri, const std::function<QString(const QString &)> &priceName)
{
    const analysis::PlanReport &r = m_reports.at(ri);
    if (!r.programme)
        return;
    const analysis::ProgrammeReport &p = *r.programme;
    //: sheet name of a compute programme (issue 44); %1 its number when the workbook has several
    const QString name = m_programmeSheets++ == 0 ? QCoreApplication::translate("cp::exports", "Programme") : QCoreApplication::translate("cp::exports", "Programme %1").arg(m_programmeSheets);
    lxw_worksheet *ws = workbook_add_worksheet(m_wb, s(name));
    worksheet_set_column(ws, kMonth, kMonth, kLabelWidth, nullptr);
    worksheet_set_column(ws, kDemand, kCost, kColumnWidth, nullptr);
    const double width = kLabelWidth + kColumnWidth * (kColumns - 1);
    lxw_row_t row = 0;
    text(ws, row++, 0, QCoreApplication::translate("cp::exports", "Compute programme: %1").arg(r.scenario.name), m_f.title);
    //: %1 "after-tax NPV"; %2 the number of months
    row = paragraph(ws, row, QCoreApplication::translate("cp::exports", "Every cost on this sheet is in CNY on the programme's basis, its %1 over %2 months (the money answer's ranking basis).").arg(p.basisName).arg(p.answer.months), kCost, width);
    row = paragraph(ws, row, QCoreApplication::translate("cp::exports", "A month's cost is the owned, leased and committed GPUs times their cost per GPU-month, plus the on-demand GPU-hours times the month's "
                                                                        "cost per GPU-hour, plus the owned servers' staff in the months with owned GPUs. The GPUs and GPU-hours (shaded) are the planner's "
                                                                        "decisions: change one, or a unit price, and the costs and totals recalculate. \"Not covered\" shows GPU-hours the supply no longer covers."),
        kCost, width);
    ++row;

    // The programme's total over the pools' totals, which are known once their tables are laid out.
    fittedHeader(ws, row++, { QCoreApplication::translate("cp::exports", "Pool"), QCoreApplication::translate("cp::exports", "Cost (CNY, %1)").arg(p.basisName), QCoreApplication::translate("cp::exports", "Share"), QCoreApplication::translate("cp::exports", "Supply") });
    worksheet_merge_range(ws, row - 1, kDemand + 2, row - 1, kCost, s(QCoreApplication::translate("cp::exports", "Supply")), m_f.header);
    const lxw_row_t firstPool = row;
    const lxw_row_t totalRow = firstPool + lxw_row_t(p.pools.size());
    QList<lxw_row_t> poolTotals;
    lxw_row_t next = totalRow + 4;
    for (qsizetype k = 0; k < p.pools.size() && k < p.answer.pools.size(); ++k) {
        poolTotals << programmePool(ws, ri, p.pools.at(k), p.answer.pools.at(k), next, priceName, width);
        next = poolTotals.constLast() + 2;
    }
    const QString total = cellRef(totalRow, kDemand, true);
    for (qsizetype k = 0; k < poolTotals.size(); ++k) {
        const analysis::ProgrammePool &pool = p.pools.at(k);
        text(ws, row, 0, pool.title);
        worksheet_write_formula_num(ws, row, kDemand, s(QLatin1Char('=') + cellRef(poolTotals.at(k), kCost)), m_f.cnyLarge, pool.basisCny);
        worksheet_write_formula_num(ws, row, kAtOnce, s(QStringLiteral("=IF(%1=0,0,%2/%1)").arg(total, cellRef(row, kDemand))), m_f.percent, pool.share);
        worksheet_merge_range(ws, row, kDemand + 2, row, kCost, s(pool.supplyMix), m_f.wrapped);
        worksheet_set_row(ws, row, 15.0 * linesOver(pool.supplyMix, kColumnWidth * 8), nullptr);
        ++row;
    }
    text(ws, row, 0, QCoreApplication::translate("cp::exports", "Programme total"), m_f.bold);
    worksheet_write_formula_num(ws, row, kDemand, s(QStringLiteral("=SUM(%1:%2)").arg(cellRef(firstPool, kDemand), cellRef(row - 1, kDemand))), m_f.cnyLargeBold,
        p.answer.money.basisCny);
    const QString totalName = workbookformulas::definedName(QStringLiteral("programme_total"), ri);
    workbook_define_name(m_wb, s(totalName), s(QStringLiteral("='%1'!%2").arg(name, total)));
    ++row;
    const std::pair<QString, double> planned[] = {
        { QCoreApplication::translate("cp::exports", "The planner's total (not recalculated)"), p.answer.money.basisCny },
        //: %1 the number of months
        { QCoreApplication::translate("cp::exports", "The planner's cash over %1 months (not recalculated)").arg(p.answer.months), p.answer.money.cashCny },
    };
    for (const auto &[label, value] : planned) {
        wrappedLabel(ws, row, label);
        worksheet_write_number(ws, row++, kDemand, value, m_f.cnyLarge);
    }
}

lxw_row_t SheetWriter::programmePrices(lxw_worksheet *ws, qsizetype ri, const programme::UnitPrices &prices, lxw_row_t row,
    const std::function<QString(const QString &)> &priceName, QHash<QString, lxw_row_t> &priceRow)
{
    const analysis::PlanReport &r = m_reports.at(ri);
    fittedHeader(ws, row++, { QCoreApplication::translate("cp::exports", "Unit price"), QCoreApplication::translate("cp::exports", "Value"), QCoreApplication::translate("cp::exports", "Unit"), QCoreApplication::translate("cp::exports", "Currency"), QCoreApplication::translate("cp::exports", "As of"), QCoreApplication::translate("cp::exports", "Source") });
    worksheet_merge_range(ws, row - 1, kAtOnce + 3, row - 1, kCost, s(QCoreApplication::translate("cp::exports", "Source")), m_f.header);
    for (const programme::UnitPrice *u : { &prices.onDemand, &prices.lease, &prices.server, &prices.staff }) {
        if (u->key.isEmpty() || u->value == 0 || priceRow.contains(u->key))
            continue;
        const PriceEntry *e = r.catalog.price(u->key);
        wrappedLabel(ws, row, e ? priceItemText(e->item) : u->key);
        const QString assumptions = priceName(u->key);
        if (assumptions.isEmpty())
            worksheet_write_number(ws, row, kDemand, u->value, m_f.inputCents);
        else
            worksheet_write_formula_num(ws, row, kDemand, s(QLatin1Char('=') + assumptions), m_f.inputCents, u->value);
        if (e) {
            text(ws, row, kAtOnce, priceUnitText(e->unit), m_f.wrapped);
            text(ws, row, kOwned, e->currency, m_f.wrapped);
            text(ws, row, kLeased, e->asOf, m_f.wrapped);
            const QString source = readableSource(e->source, &r.catalog);
            worksheet_merge_range(ws, row, kCommitted, row, kCost, s(source), m_f.wrapped);
            const QString item = priceItemText(e->item);
            worksheet_set_row(ws, row, 15.0 * std::max(linesOver(source, kColumnWidth * 6), linesOver(item, kLabelWidth)), nullptr);
        }
        priceRow.insert(u->key, row++);
    }
    return row;
}

lxw_row_t SheetWriter::programmePool(lxw_worksheet *ws, qsizetype ri, const analysis::ProgrammePool &pool, const programme::PoolAnswer &a, lxw_row_t row,
    const std::function<QString(const QString &)> &priceName, double width)
{
    const analysis::PlanReport &r = m_reports.at(ri);
    const QString basis = r.programme->basisName;
    text(ws, row++, 0, pool.title, m_f.title);
    const QString workloads = pool.workloads.isEmpty() ? QCoreApplication::translate("cp::exports", "Workloads: none") : QCoreApplication::translate("cp::exports", "Workloads: %1").arg(pool.workloads.join(QCoreApplication::translate("cp::exports", ", ")));
    for (const QString &line : { workloads, pool.supply, pool.utilisation, QCoreApplication::translate("cp::exports", "What would change the decision: %1").arg(pool.sensitivity) })
        row = paragraph(ws, row, line, kCost, width);
    ++row;

    const programme::UnitPrices &prices = a.rates.prices;
    QHash<QString, lxw_row_t> priceRow;
    row = programmePrices(ws, ri, prices, row, priceName, priceRow) + 1;

    // The cost of one GPU-month of each way of paying, scaled by the price it follows.
    const auto scaled = [&](double engine, const programme::UnitPrice &u) {
        const auto it = priceRow.find(u.key);
        return it == priceRow.end() ? QStringLiteral("=%1").arg(amount(engine))
                                    : QStringLiteral("=%1*%2/%3").arg(amount(engine), cellRef(*it, kDemand, true), number(u.value));
    };
    fittedHeader(ws, row++, { QCoreApplication::translate("cp::exports", "Way of paying"), QCoreApplication::translate("cp::exports", "Cost per GPU-month (CNY, %1)").arg(basis), QCoreApplication::translate("cp::exports", "Follows") });
    struct Rate {
        QString label;
        double value;
        const programme::UnitPrice &price;
        QString cell;
    };
    Rate rates[] = {
        { QCoreApplication::translate("cp::exports", "Owned server"), a.rates.ownedPerGpuMonth, prices.server, {} },
        { QCoreApplication::translate("cp::exports", "Bare-metal lease"), a.rates.leasedPerGpuMonth, prices.lease, {} },
        { QCoreApplication::translate("cp::exports", "Cloud commitment"), a.rates.committedPerGpuMonth, prices.onDemand, {} },
    };
    for (Rate &rate : rates) {
        text(ws, row, 0, rate.label);
        if (rate.price.key.isEmpty()) {
            text(ws, row, kDemand, QCoreApplication::translate("cp::exports", "not obtainable for this accelerator (availability table)"));
            rate.cell = QStringLiteral("0");
        } else {
            worksheet_write_formula_num(ws, row, kDemand, s(scaled(rate.value, rate.price)), m_f.cny, rate.value);
            const PriceEntry *e = r.catalog.price(rate.price.key);
            text(ws, row, kAtOnce, e ? priceItemText(e->item) : rate.price.key);
            rate.cell = cellRef(row, kDemand, true);
        }
        ++row;
    }
    ++row;

    const QStringList columns { QCoreApplication::translate("cp::exports", "Month"), QCoreApplication::translate("cp::exports", "Demand (GPU-hours)"), QCoreApplication::translate("cp::exports", "GPUs needed at once"), QCoreApplication::translate("cp::exports", "Owned GPUs"), QCoreApplication::translate("cp::exports", "Leased GPUs"), QCoreApplication::translate("cp::exports", "Committed GPUs"),
        QCoreApplication::translate("cp::exports", "On-demand GPU-hours"), QCoreApplication::translate("cp::exports", "Not covered (GPU-hours)"), QCoreApplication::translate("cp::exports", "On demand (CNY per GPU-hour, %1)").arg(basis),
        QCoreApplication::translate("cp::exports", "Owned servers' staff (CNY, %1)").arg(basis), QCoreApplication::translate("cp::exports", "Cost (CNY, %1)").arg(basis) };
    fittedHeader(ws, row++, columns);
    const lxw_row_t first = row;
    for (const programme::PoolMonth &m : a.months) {
        const auto c = [row](lxw_col_t col) { return cellRef(row, col); };
        worksheet_write_number(ws, row, kMonth, m.month, m_f.integer);
        worksheet_write_number(ws, row, kDemand, m.demandGpuHours, m_f.integer);
        worksheet_write_number(ws, row, kAtOnce, m.concurrentGpus, m_f.integer);
        const auto decision = [&](const char *kind, double planned) {
            for (const WorkbookOptions::EditedDecision &e : m_options.editedDecisions) {
                if (e.pool == a.id && e.month == m.month && e.kind == QLatin1String(kind))
                    return e.value;
            }
            return planned;
        };
        worksheet_write_number(ws, row, kOwned, decision("owned", m.ownedGpus), m_f.input);
        worksheet_write_number(ws, row, kLeased, decision("leased", m.leasedGpus), m_f.input);
        worksheet_write_number(ws, row, kCommitted, decision("committed", m.committedGpus), m_f.input);
        worksheet_write_number(ws, row, kOnDemand, decision("on_demand", m.onDemandGpuHours), m_f.input);
        worksheet_write_formula_num(ws, row, kNotCovered,
            s(QStringLiteral("=IF(%1>0,MAX(0,%2*MAX(0,%1-%3-%4-%5)/%1-%6),0)").arg(c(kAtOnce), c(kDemand), c(kOwned), c(kLeased), c(kCommitted), c(kOnDemand))),
            m_f.integer, 0);
        const size_t t = size_t(m.month);
        const double burst = t < a.rates.onDemandPerGpuHour.size() ? std::max(0.0, a.rates.onDemandPerGpuHour[t]) : 0.0;
        if (!prices.onDemand.key.isEmpty() && burst > 0)
            worksheet_write_formula_num(ws, row, kOnDemandRate, s(scaled(burst, prices.onDemand)), m_f.cnyCents, burst);
        else
            worksheet_write_number(ws, row, kOnDemandRate, 0, m_f.cnyCents);
        const double staff = t < a.rates.ownedStaffPerMonth.size() ? a.rates.ownedStaffPerMonth[t] : 0.0;
        if (!prices.staff.key.isEmpty() && staff != 0)
            worksheet_write_formula_num(ws, row, kStaff, s(QStringLiteral("=IF(%1>0,%2,0)").arg(c(kOwned), scaled(staff, prices.staff).mid(1))), m_f.cnyLarge,
                m.ownedGpus > 0 ? staff : 0.0);
        else
            worksheet_write_number(ws, row, kStaff, 0, m_f.cnyLarge);
        const double cost = m.ownedGpus * a.rates.ownedPerGpuMonth + m.leasedGpus * a.rates.leasedPerGpuMonth + m.committedGpus * a.rates.committedPerGpuMonth
            + m.onDemandGpuHours * burst + (m.ownedGpus > 0 ? staff : 0.0);
        worksheet_write_formula_num(ws, row, kCost,
            s(QStringLiteral("=%1*%2+%3*%4+%5*%6+%7*%8+%9")
                    .arg(c(kOwned), rates[0].cell, c(kLeased), rates[1].cell, c(kCommitted), rates[2].cell, c(kOnDemand), c(kOnDemandRate), c(kStaff))),
            m_f.cnyLarge, cost);
        ++row;
    }
    const lxw_row_t last = row - 1;
    text(ws, row, kMonth, QCoreApplication::translate("cp::exports", "Pool total"), m_f.bold);
    for (const lxw_col_t col : { kDemand, kOnDemand, kNotCovered, kStaff, kCost }) {
        double sum = col == kCost ? a.money.basisCny : 0.0;
        for (const programme::PoolMonth &m : a.months) {
            const size_t t = size_t(m.month);
            const double staff = m.ownedGpus > 0 && t < a.rates.ownedStaffPerMonth.size() ? a.rates.ownedStaffPerMonth[t] : 0.0;
            sum += col == kDemand ? m.demandGpuHours : col == kOnDemand ? m.onDemandGpuHours
                : col == kStaff                                         ? staff
                                                                        : 0.0;
        }
        lxw_format *format = col == kCost ? m_f.cnyLargeBold : col == kStaff ? m_f.cnyLarge
                                                                             : m_f.integer;
        worksheet_write_formula_num(ws, row, col, s(QStringLiteral("=SUM(%1:%2)").arg(cellRef(first, col), cellRef(last, col))), format, sum);
    }
    return row;
}

} // namespace cp::exports
