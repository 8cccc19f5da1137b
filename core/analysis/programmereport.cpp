#include "core/analysis/programmereport.h"

#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/programmedemand.h"
#include "core/scenario/workloads.h"
#include "core/units/format.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::analysis {

using chart::ChartKind;
using chart::ChartSeries;
using chart::ChartSpec;

namespace {

QString percent(double fraction, const QLocale &locale) { return units::formatNumber(fraction * 100, 0, locale); }

/// Money as the rest of the report shows it: "8.27 M CNY", in Chinese "826.66万元".
QString cny(double value, const QLocale &locale) { return units::formatMoney(units::yuan(value), units::MoneyStyle::Compact, locale); }

/// `value` to three significant digits, so a searched threshold does not claim more precision
/// than the search has.
double threeDigits(double value)
{
    if (value <= 0)
        return 0;
    const double scale = std::pow(10.0, std::floor(std::log10(value)) - 2);
    return std::ceil(value / scale) * scale;
}

QString acceleratorName(const Catalog &catalog, const QString &id)
{
    const Accelerator *a = catalog.accelerator(id);
    return a && !a->name.isEmpty() ? a->name : id;
}

QStringList poolWorkloads(const Scenario &s, const QList<int> &placement, int pool)
{
    QStringList out;
    for (qsizetype i = 0; i < s.workloads.size() && i < placement.size(); ++i) {
        if (placement.at(i) != pool)
            continue;
        const Workload &w = s.workloads.at(i);
        const QString name = w.name.isEmpty() ? workloadKindName(w.kind) : w.name;
        out << (w.pool.isEmpty()
                ? QCoreApplication::translate("cp::Programme", "%1 (placed here by the planner)", "a workload without a pool of its own").arg(name)
                : name);
    }
    return out;
}

/// The ways of paying of the pool's supply ("owned servers: up to 8 GPUs", …); empty without work.
QStringList supplyWays(const programme::PoolAnswer &p, const QLocale &locale)
{
    const programme::PoolPeaks peaks = programme::poolPeaks(p);
    const int owned = peaks.ownedGpus, leased = peaks.leasedGpus, committed = peaks.committedGpus;
    const double burst = peaks.onDemandGpuHours;
    QStringList ways;
    if (owned > 0)
        ways << QCoreApplication::translate("cp::Programme", "owned servers: up to %1 GPUs").arg(locale.toString(owned));
    if (leased > 0)
        ways << QCoreApplication::translate("cp::Programme", "leased servers: up to %1 GPUs").arg(locale.toString(leased));
    if (committed > 0)
        ways << QCoreApplication::translate("cp::Programme", "cloud commitment: up to %1 GPUs").arg(locale.toString(committed));
    if (burst > 0)
        ways << QCoreApplication::translate("cp::Programme", "on demand: %1 GPU-hours in all").arg(units::formatNumber(burst, 0, locale));
    return ways;
}

QString supplyText(const QStringList &ways)
{
    if (ways.isEmpty())
        return QCoreApplication::translate("cp::Programme", "Supply: none (no work in any month).");
    //: %1 the ways of paying, joined by "; "
    return QCoreApplication::translate("cp::Programme", "Supply: %1.").arg(ways.join(QCoreApplication::translate("cp::Programme", "; ")));
}

bool hasServers(const programme::PoolAnswer &p, bool owned)
{
    return std::any_of(p.months.begin(), p.months.end(), [owned](const programme::PoolMonth &m) { return (owned ? m.ownedGpus : m.leasedGpus) > 0; });
}

QString utilisationText(const programme::PoolAnswer &p, const QString &accelerator, const QLocale &locale)
{
    const bool owned = hasServers(p, true), leased = hasServers(p, false);
    QStringList parts;
    if (owned)
        parts << QCoreApplication::translate("cp::Programme", "owned servers busy %1% of their hours").arg(percent(p.ownedUtilisation, locale));
    if (leased)
        parts << QCoreApplication::translate("cp::Programme", "leased servers busy %1% of their hours").arg(percent(p.leasedUtilisation, locale));
    if (parts.isEmpty())
        return QCoreApplication::translate("cp::Programme", "Utilisation: no owned or leased %1 servers in this pool, so none stand idle.").arg(accelerator);
    //: %1 accelerator name, %2 "owned servers busy 83% of their hours; leased servers ..."
    return QCoreApplication::translate("cp::Programme", "Utilisation of the %1 servers: %2.").arg(accelerator, parts.join(QCoreApplication::translate("cp::Programme", "; ")));
}

QString busyText(const programme::PoolAnswer &p, const QLocale &locale)
{
    QStringList parts;
    if (hasServers(p, true))
        //: share of their hours the owned servers are busy, in a table cell
        parts << QCoreApplication::translate("cp::Programme", "owned %1%").arg(percent(p.ownedUtilisation, locale));
    if (hasServers(p, false))
        //: share of their hours the leased servers are busy, in a table cell
        parts << QCoreApplication::translate("cp::Programme", "leased %1%").arg(percent(p.leasedUtilisation, locale));
    return parts.isEmpty() ? QStringLiteral("—") : parts.join(QCoreApplication::translate("cp::Programme", "; "));
}

bool canOwn(const programme::PoolProblem &problem)
{
    return std::any_of(problem.options.begin(), problem.options.end(), [](const programme::UnitOption &o) { return o.kind == programme::ContractKind::Owned; });
}

/// The search's upper end: the larger of two servers' whole month and the pool's busiest month
/// (demand doubled at its peak).
double searchCeiling(const programme::PoolProblem &problem)
{
    double peak = 0;
    for (int t = 1; t <= problem.months; ++t)
        peak = std::max(peak, problem.gpuHours[static_cast<size_t>(t)]);
    return std::max(2.0 * problem.gpusPerUnit * units::kHoursPerMonth, peak);
}

void addSensitivity(ProgrammePool &pool, const programme::PoolProblem &problem, const QLocale &locale)
{
    if (!canOwn(problem)) {
        pool.sensitivity = QCoreApplication::translate("cp::Programme", "Buying %1 servers is not obtainable (availability table), so no growth in the demand of the %2 makes owning pay.")
                               .arg(pool.accelerator, pool.name);
        return;
    }
    const double ceiling = searchCeiling(problem);
    // 0.5% of the range: seven to eight re-solves of the pool, well under a second.
    const programme::OwnThreshold t = programme::ownMoreThreshold(problem, ceiling, ceiling / 200);
    pool.threshold = t;
    if (t.found)
        //: %1 accelerator, %2 and %3 owned GPUs at the peak now and then, %4 the pool's name ("Serving pool"), %5 GPU-hours a month
        pool.sensitivity = QCoreApplication::translate("cp::Programme", "Owning more %1 servers (%2 → %3 GPUs at the peak) pays if the demand of the %4 grows by more than %5 GPU-hours a month.")
                               .arg(pool.accelerator, locale.toString(t.ownedGpusBefore), locale.toString(t.ownedGpusAfter), pool.name,
                                   units::formatNumber(threeDigits(t.extraGpuHoursPerMonth), 0, locale));
    else
        //: %1 accelerator, %2 the pool's name ("Serving pool"), %3 GPU-hours a month
        pool.sensitivity = QCoreApplication::translate("cp::Programme", "Owning more %1 servers does not pay for the %2 even if its demand grows by %3 GPU-hours a month.")
                               .arg(pool.accelerator, pool.name, units::formatNumber(ceiling, 0, locale));
}

tco::OptionResult programmeOption(const ProgrammeReport &r)
{
    tco::OptionResult o;
    o.id = QStringLiteral("programme");
    //: a compute programme as the way of paying a comparison names; %n its pools
    o.name = QCoreApplication::translate("cp::Programme", "Programme of %n pool(s)", nullptr, int(r.pools.size()));
    o.monthly << tco::MonthRow {};
    for (int t = 1; t <= r.answer.months; ++t) {
        tco::MonthRow row;
        row.month = t;
        for (const programme::PoolAnswer &a : r.answer.pools) {
            if (t - 1 < a.months.size()) {
                row.cashCny += a.months.at(t - 1).costCny;
                row.cashAfterTaxCny += a.months.at(t - 1).afterTaxCny;
            }
        }
        row.cumulativeCny = o.monthly.constLast().cumulativeCny + row.cashCny;
        o.monthly << row;
    }
    for (qsizetype k = 0; k < r.answer.pools.size() && k < r.pools.size(); ++k) {
        tco::LineItemTotal item;
        item.name = r.pools.at(k).name;
        item.monthlyCny.assign(size_t(r.answer.months) + 1, 0.0);
        for (const programme::PoolMonth &m : r.answer.pools.at(k).months) {
            if (m.month >= 1 && m.month <= r.answer.months)
                item.monthlyCny[size_t(m.month)] = m.costCny;
        }
        item.totalCny = r.answer.pools.at(k).money.cashCny;
        o.lineItems << item;
    }
    const programme::ProgrammeMoney &money = r.answer.money;
    o.totalCny = money.cashCny;
    o.residualCny = money.resaleCny; // as a TCO option's: counted in the cumulative cash of month T
    o.npvCny = money.npvPreTaxCny;
    o.npvAfterTaxCny = money.npvAfterTaxCny;
    o.decisionNpvCny = money.basisCny;
    o.obtainable = std::all_of(r.answer.pools.begin(), r.answer.pools.end(), [](const programme::PoolAnswer &a) { return a.feasible; });
    return o;
}

} // namespace

const ProgrammePool *ProgrammeReport::pool(const QString &id) const
{
    for (const ProgrammePool &p : pools) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

ChartSpec poolChart(const programme::PoolAnswer &pool, const QString &title, const Scenario &scenario)
{
    ChartSpec c;
    c.id = QStringLiteral("programme_") + pool.id;
    c.kind = ChartKind::StackedBar;
    //: %1 "Pool finetune · L40S 48GB"
    c.title = QCoreApplication::translate("cp::Programme", "%1: GPUs each month against the demand").arg(title);
    c.caption = QCoreApplication::translate("cp::Programme", "The GPUs of each way of paying, month by month, against the GPUs the work needs at once (solid line) and keeps busy on average (dashed).");
    c.footnote = QCoreApplication::translate("cp::Programme", "On demand is drawn as average GPUs: its GPU-hours in the month ÷ 730 hours; it covers the hours the servers do not.");
    c.sourceLine = sourceLine(scenario);
    c.x.title = QCoreApplication::translate("cp::Programme", "Month");
    c.y.title = QCoreApplication::translate("cp::Programme", "GPUs");
    ChartSeries owned { QCoreApplication::translate("cp::Programme", "Owned"), {}, {}, false, false };
    ChartSeries leased { QCoreApplication::translate("cp::Programme", "Leased"), {}, {}, false, false };
    ChartSeries committed { QCoreApplication::translate("cp::Programme", "Committed"), {}, {}, false, false };
    ChartSeries burst { QCoreApplication::translate("cp::Programme", "On demand"), {}, {}, false, false };
    ChartSeries demand { QCoreApplication::translate("cp::Programme", "Needed at once"), {}, {}, false, false };
    ChartSeries average { QCoreApplication::translate("cp::Programme", "Busy on average"), {}, {}, true, false };
    bool any = false;
    for (const programme::PoolMonth &m : pool.months) {
        c.x.categories << QString::number(m.month);
        owned.values << m.ownedGpus;
        leased.values << m.leasedGpus;
        committed.values << m.committedGpus;
        burst.values << m.onDemandGpuHours / units::kHoursPerMonth;
        demand.values << m.concurrentGpus;
        average.values << m.demandGpuHours / units::kHoursPerMonth;
        any = any || m.concurrentGpus > 0 || m.ownedGpus + m.leasedGpus + m.committedGpus > 0;
    }
    c.series = { owned, leased, committed, burst };
    c.lines = { demand, average };
    if (!any)
        //: %1 the pool's name ("Serving pool")
        c.emptyReason = QCoreApplication::translate("cp::Programme", "No workload runs on the %1 in any month, so it needs no supply.").arg(poolDisplayName(pool.id));
    return c;
}

Expected<ProgrammeReport> programmeReport(const Scenario &scenario, const QLocale &locale)
{
    ProgrammeReport r;
    auto answer = bridge::programmeAnswer(scenario, &r.placement);
    if (!answer)
        return answer.errors();
    r.answer = *answer;
    const tco::TcoInput base = bridge::tcoInputFrom(scenario);
    const Catalog catalog = bridge::catalogFor(scenario);
    const QList<programme::PoolDemand> demands = bridge::poolDemands(scenario, r.placement, std::max(1, base.horizonMonths));
    r.basisName = r.answer.basis == QLatin1String("after_tax_npv") ? QCoreApplication::translate("cp::Programme", "after-tax NPV")
                                                                   : QCoreApplication::translate("cp::Programme", "pre-tax NPV");
    //: %1 months, %2 amount with its currency, %3 "after-tax NPV", %4 cash amount
    r.total = QCoreApplication::translate("cp::Programme", "Programme over %1 months: %2 (%3); %4 in cash.")
                  .arg(locale.toString(r.answer.months), cny(r.answer.money.basisCny, locale), r.basisName, cny(r.answer.money.cashCny, locale));
    r.verdict = programme::programmeVerdict(r.answer, locale);
    for (qsizetype k = 0; k < r.answer.pools.size(); ++k) {
        const programme::PoolAnswer &a = r.answer.pools.at(k);
        ProgrammePool pool;
        pool.id = a.id;
        pool.name = poolDisplayName(a.id);
        pool.accelerator = acceleratorName(catalog, a.acceleratorId);
        //: %1 the pool's name ("Training pool"), %2 accelerator name
        pool.title = QCoreApplication::translate("cp::Programme", "%1 · %2").arg(pool.name, pool.accelerator);
        pool.workloads = poolWorkloads(scenario, r.placement, static_cast<int>(k));
        pool.basisCny = a.money.basisCny;
        pool.share = r.answer.money.basisCny > 0 ? a.money.basisCny / r.answer.money.basisCny : 0.0;
        //: %1 amount with currency, %2 "after-tax NPV", %3 percent
        pool.money = QCoreApplication::translate("cp::Programme", "%1 (%2), %3% of the programme").arg(cny(a.money.basisCny, locale), r.basisName, percent(pool.share, locale));
        const QStringList ways = supplyWays(a, locale);
        pool.supply = supplyText(ways);
        pool.supplyMix = ways.isEmpty() ? QCoreApplication::translate("cp::Programme", "none (no work)") : ways.join(QCoreApplication::translate("cp::Programme", "; "));
        pool.utilisation = utilisationText(a, pool.accelerator, locale);
        pool.busy = busyText(a, locale);
        if (k < demands.size()) {
            if (auto problem = programme::poolProblem(base, catalog, demands.at(k)))
                addSensitivity(pool, *problem, locale);
        }
        pool.chart = poolChart(a, pool.title, scenario);
        r.pools << pool;
    }
    r.option = programmeOption(r);
    return r;
}

} // namespace cp::analysis
