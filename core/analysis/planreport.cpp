#include "core/analysis/planreport.h"

#include "core/analysis/finite.h"
#include "core/analysis/servingkpis.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/pilotcorrection.h"
#include "core/bridge/programmedemand.h"
#include "core/bridge/workloaddemand.h"
#include "core/scenario/workloads.h"
#include "core/units/format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::analysis {

using chart::AxisQuantity;
using chart::ChartKind;
using chart::ChartSeries;
using chart::ChartSpec;

namespace {

QString text(const char *source) { return QCoreApplication::translate("cp::Analysis", source); }

// The translate() calls below carry their literal so lupdate finds them; text() is for the
// QT_TRANSLATE_NOOP tables only.
Kpi makeKpi(const QString &id, const QString &label, double value, const QString &formatted, bool assumption = false)
{
    return Kpi { id, label, value, formatted, assumption, {}, {}, {} };
}

QString latestAsOf(const Scenario &s)
{
    QString latest;
    for (const PriceSnapshotEntry &p : s.prices)
        latest = std::max(latest, p.asOf);
    return latest;
}

ChartSpec memoryChart(const estimate::Estimate &e, const Scenario &s, const QString &cardName, bool recommended = false)
{
    const estimate::MemoryBreakdown &m = e.memory;
    ChartSpec c;
    c.id = QStringLiteral("memory");
    c.kind = ChartKind::StackedBar;
    c.title = QCoreApplication::translate("cp::Analysis", "Memory per GPU");
    c.subtitle = QCoreApplication::translate("cp::Analysis", "TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5")
                     .arg(e.layout.tp)
                     .arg(e.layout.pp)
                     .arg(e.layout.dp)
                     .arg(e.layout.zero)
                     .arg(e.layout.microBatch);
    c.sourceLine = sourceLine(s);
    c.x.categories = { cardName };
    c.y.title = QCoreApplication::translate("cp::Analysis", "Memory");
    c.y.unit = QStringLiteral("GiB");
    const std::pair<const char *, double> parts[] = {
        { QT_TRANSLATE_NOOP("cp::Analysis", "Weights"), m.weightsGiB },
        { QT_TRANSLATE_NOOP("cp::Analysis", "Gradients"), m.gradientsGiB },
        { QT_TRANSLATE_NOOP("cp::Analysis", "Optimizer states"), m.optimizerGiB },
        { QT_TRANSLATE_NOOP("cp::Analysis", "Activations"), m.activationsGiB },
        { QT_TRANSLATE_NOOP("cp::Analysis", "Logits"), m.logitsGiB },
        { QT_TRANSLATE_NOOP("cp::Analysis", "Framework overhead"), m.overheadGiB },
    };
    for (const auto &[label, value] : parts)
        c.series << ChartSeries { text(label), {}, { value }, false, false };
    c.referenceLines << chart::ChartReferenceLine { m.capacityGiB,
        QCoreApplication::translate("cp::Analysis", "Card memory (%1 GiB)").arg(m.capacityGiB, 0, 'f', 0) };
    c.footnote = m.fits ? QCoreApplication::translate("cp::Analysis", "Fits with %1 GiB to spare.")
                              .arg(m.usableGiB - m.totalGiB, 0, 'f', 1)
                        : QCoreApplication::translate("cp::Analysis", "Does not fit: %1 GiB needed, %2 GiB usable.")
                              .arg(m.totalGiB, 0, 'f', 1)
                              .arg(m.usableGiB, 0, 'f', 1);
    c.caption = recommended
        ? QCoreApplication::translate("cp::Analysis", "What the busiest GPU of the recommended configuration holds, against the card's memory.")
        : QCoreApplication::translate("cp::Analysis", "What the busiest GPU of your configuration holds, against the card's memory.");
    return c;
}

/// Lines whose every point lies within 0.1% of an earlier line's would hide under it: each such
/// group gets distinct dash styles and the footnote says which lines coincide.
void markCoincidingLines(ChartSpec &c)
{
    const auto same = [](const ChartSeries &a, const ChartSeries &b) {
        if (a.points.size() != b.points.size() || a.points.isEmpty())
            return false;
        for (qsizetype i = 0; i < a.points.size(); ++i) {
            const double x = a.points.at(i).y, y = b.points.at(i).y;
            if (std::abs(x - y) > 1e-3 * std::max({ 1.0, std::abs(x), std::abs(y) }))
                return false;
        }
        return true;
    };
    const chart::LineStyle styles[] = { chart::LineStyle::Dash, chart::LineStyle::Dot, chart::LineStyle::DashDot };
    QStringList notes;
    QList<bool> done(c.series.size(), false);
    for (qsizetype i = 0; i < c.series.size(); ++i) {
        if (done.at(i))
            continue;
        QStringList names { c.series.at(i).name };
        int next = 0;
        for (qsizetype j = i + 1; j < c.series.size(); ++j) {
            if (done.at(j) || !same(c.series.at(i), c.series.at(j)))
                continue;
            done[j] = true;
            while (c.lineStyles.size() <= j)
                c.lineStyles << chart::LineStyle::Solid;
            c.lineStyles[j] = styles[next++ % 3];
            names << c.series.at(j).name;
        }
        if (names.size() > 1)
            //: %1 names of chart lines, e.g. "Cloud on demand and Hybrid"
            notes << QCoreApplication::translate("cp::Analysis", "%1 cost the same every month: their lines coincide (dashed).")
                         .arg(names.join(QCoreApplication::translate("cp::Analysis", " and ")));
    }
    if (!notes.isEmpty())
        c.footnote = c.footnote.isEmpty() ? notes.join(QLatin1Char(' ')) : c.footnote + QLatin1Char(' ') + notes.join(QLatin1Char(' '));
}

/// The options the charts draw: all but a hybrid that owns nothing beside on demand (its line and
/// bar would be on demand's again, under another name; the money table says so).
tco::TcoResult chartedOptions(const tco::TcoResult &r)
{
    tco::TcoResult shown = r;
    shown.options.removeIf([&r](const tco::OptionResult &o) { return r.duplicatesOnDemand(o); });
    return shown;
}

ChartSpec tcoChart(const tco::TcoResult &r, const Scenario &s, const QLocale &locale)
{
    ChartSpec c;
    c.id = QStringLiteral("tco");
    c.kind = ChartKind::Line;
    const int months = static_cast<int>(r.demandGpuHours.size()) - 1; // the months priced (a one-off run's own)
    c.title = QCoreApplication::translate("cp::Analysis", "Cumulative cost over %n month(s)", nullptr, months);
    c.subtitle = r.verdict.reasons.isEmpty() ? QString() : r.verdict.reasons.constFirst();
    c.sourceLine = sourceLine(s);
    c.x.title = QCoreApplication::translate("cp::Analysis", "Month");
    c.y.title = QCoreApplication::translate("cp::Analysis", "Cumulative cost");
    c.y.quantity = AxisQuantity::Money;
    for (const tco::OptionResult &o : r.options) {
        ChartSeries series { o.name, {}, {}, false, o.id == r.verdict.recommended };
        for (const tco::MonthRow &row : o.monthly)
            series.points << chart::ChartPoint { double(row.month), row.cumulativeCny, {} };
        c.series << series;
    }
    // Break-even of the recommendation against paying on demand, where they cross.
    for (const tco::BreakEven &b : r.breakEven) {
        const bool involvesRecommended = b.a == r.verdict.recommended || b.b == r.verdict.recommended;
        const bool involvesOnDemand = b.a == QLatin1String("on_demand") || b.b == QLatin1String("on_demand");
        if (!b.month || !involvesRecommended || !involvesOnDemand || b.a == b.b)
            continue;
        const tco::OptionResult *od = r.option(QStringLiteral("on_demand"));
        if (!od)
            continue;
        const int lo = std::clamp(int(*b.month), 0, int(od->monthly.size()) - 1);
        const int hi = std::min(lo + 1, int(od->monthly.size()) - 1);
        const double f = *b.month - lo;
        const double y = od->monthly.at(lo).cumulativeCny * (1 - f) + od->monthly.at(hi).cumulativeCny * f;
        const QString other = b.a == QLatin1String("on_demand") ? b.bName : b.aName;
        const QString onDemand = b.a == QLatin1String("on_demand") ? b.aName : b.bName;
        // The legend says when; the footnote says which two ways of paying (a legend entry with
        // both names is cut short in the chart's legend column).
        //: a break-even chart footnote: after %1 months (one decimal) %2 costs as much as %3 so far
        const QString note = QCoreApplication::translate("cp::Analysis", "Break-even: after %1 months %2 has cost as much as %3.")
                                 .arg(units::formatNumber(*b.month, 1, locale), other, onDemand);
        c.footnote = c.footnote.isEmpty() ? note : c.footnote + QLatin1Char(' ') + note;
        c.markers << chart::ChartMarker { *b.month, y,
            //: break-even marker in the legend: %1 months with one decimal
            QCoreApplication::translate("cp::Analysis", "%1 months").arg(units::formatNumber(*b.month, 1, locale)),
            QCoreApplication::translate("cp::Analysis", "Break-even"),
            //: a break-even marker's label next to the point: %1 months with one decimal
            QCoreApplication::translate("cp::Analysis", "%1 months").arg(units::formatNumber(*b.month, 1, locale)) };
    }
    markCoincidingLines(c);
    c.caption = QCoreApplication::translate("cp::Analysis", "Cash paid so far by each way of paying, month by month; the lowest line at the horizon costs least.");
    return c;
}

// A stacked bar stays readable with about eight segments; the minor line items are summed into
// "Other" (the footnote names them), so every stack still adds up to the option's total.
constexpr qsizetype kBreakdownSegments = 8;

// "Bare-metal lease (local AI computing centre)" → "Bare-metal lease": bar labels have room for
// a few words; the full names are in the TCO chart's legend and the tables.
QString withoutAside(const QString &name)
{
    for (const QString &bracket : { QStringLiteral("（"), QStringLiteral(" (") }) {
        const qsizetype at = name.indexOf(bracket);
        if (at > 0)
            return name.left(at);
    }
    return name;
}

ChartSpec breakdownChart(const tco::TcoResult &r, const Scenario &s)
{
    ChartSpec c;
    c.id = QStringLiteral("breakdown");
    c.kind = ChartKind::StackedBar;
    c.title = QCoreApplication::translate("cp::Analysis", "Cost by line item");
    c.sourceLine = sourceLine(s);
    c.y.title = QCoreApplication::translate("cp::Analysis", "Cost over the horizon");
    c.y.quantity = AxisQuantity::Money;
    const int months = static_cast<int>(r.demandGpuHours.size()) - 1; // the months priced (a one-off run's own)
    c.caption = QCoreApplication::translate("cp::Analysis", "What each way of paying spends over the %n-month horizon, by line item.", nullptr, months);
    QList<ChartSeries> items;
    for (const tco::OptionResult &o : r.options) {
        c.x.categories << withoutAside(o.name);
        for (const tco::LineItemTotal &li : o.lineItems) {
            auto it = std::find_if(items.begin(), items.end(), [&](const ChartSeries &x) { return x.name == li.name; });
            if (it == items.end())
                it = items.insert(items.end(), ChartSeries { li.name, {}, QList<double>(r.options.size(), 0.0), false, false });
            it->values[c.x.categories.size() - 1] += li.totalCny;
        }
    }
    // An item's weight is its largest share of any one option's stack, so the main cost of
    // every option keeps its own segment (spot GPU-hours are all of the spot option, however
    // small next to a self-build).
    QList<double> stackSize(r.options.size(), 0.0);
    for (const ChartSeries &x : items) {
        for (qsizetype i = 0; i < x.values.size(); ++i)
            stackSize[i] += std::abs(x.values.at(i));
    }
    const auto weight = [&](const ChartSeries &x) {
        double w = 0;
        for (qsizetype i = 0; i < x.values.size(); ++i)
            w = std::max(w, stackSize.at(i) > 0 ? std::abs(x.values.at(i)) / stackSize.at(i) : 0.0);
        return w;
    };
    std::stable_sort(items.begin(), items.end(), [&](const ChartSeries &a, const ChartSeries &b) { return weight(a) > weight(b); });
    if (items.size() <= kBreakdownSegments) {
        c.series = items;
        for (ChartSeries &x : c.series)
            x.name = withoutAside(x.name);
        return c;
    }
    c.series = items.mid(0, kBreakdownSegments - 1);
    for (ChartSeries &x : c.series)
        x.name = withoutAside(x.name);
    ChartSeries other { QString(), {}, QList<double>(r.options.size(), 0.0), false, false };
    QStringList folded;
    for (const ChartSeries &x : items.mid(kBreakdownSegments - 1)) {
        folded << x.name;
        for (qsizetype i = 0; i < x.values.size(); ++i)
            other.values[i] += x.values.at(i);
    }
    //: a stacked-bar segment that sums the smaller line items; %n is how many
    other.name = QCoreApplication::translate("cp::Analysis", "Other (%n items)", nullptr, int(folded.size()));
    c.series << other;
    //: separator between the names of a list, e.g. "Rack rent, Electricity"
    c.footnote = QCoreApplication::translate("cp::Analysis", "Other: %1.").arg(folded.join(QCoreApplication::translate("cp::Analysis", ", ")));
    return c;
}

/// Whether the planner's candidate is the configuration entered: the same card and layout.
bool sameConfiguration(const planner::Candidate &candidate, const QString &accelerator, const estimate::Estimate &entered)
{
    const estimate::Layout &a = candidate.estimate.layout;
    const estimate::Layout &b = entered.layout;
    return candidate.accelerator == accelerator && a.tp == b.tp && a.pp == b.pp && a.dp == b.dp && a.zero == b.zero
        && a.microBatch == b.microBatch && a.recompute == b.recompute && a.ep == b.ep && a.cp == b.cp;
}

/// The memory of the configuration the plan recommends when that differs from the one entered
/// (another card or layout): the chart then shows what the answer relies on.
ChartSpec memoryChartOf(const PlanReport &p, const Catalog &catalog)
{
    const planner::Candidate *rec = p.plan && p.plan->recommended ? &p.plan->recommended->plan : nullptr;
    const QString entered = bridge::primaryAccelerator(p.scenario);
    const bool useRecommended = rec && !sameConfiguration(*rec, entered, *p.training);
    const QString cardId = useRecommended ? rec->accelerator : entered;
    const Accelerator *acc = catalog.accelerator(cardId);
    return memoryChart(useRecommended ? rec->estimate : *p.training, p.scenario, acc ? acc->name : cardId, useRecommended);
}

ChartSpec tornadoChart(const tco::TcoResult &r, const Scenario &s, const QLocale &locale)
{
    ChartSpec c;
    c.id = QStringLiteral("tornado");
    c.kind = ChartKind::Tornado;
    const tco::OptionResult *a = r.option(r.tornadoA);
    const tco::OptionResult *b = r.option(r.tornadoB);
    c.title = QCoreApplication::translate("cp::Analysis", "What moves the gap between %1 and %2")
                  .arg(a ? a->name : r.tornadoA, b ? b->name : r.tornadoB);
    c.subtitle = QCoreApplication::translate("cp::Analysis", "Change in the NPV difference when each driver moves ±20%");
    c.sourceLine = sourceLine(s);
    c.x.title = QCoreApplication::translate("cp::Analysis", "Change in NPV difference");
    c.x.quantity = AxisQuantity::Money;
    ChartSeries low { QCoreApplication::translate("cp::Analysis", "Driver −20%"), {}, {}, false, false };
    ChartSeries high { QCoreApplication::translate("cp::Analysis", "Driver +20%"), {}, {}, false, false };
    double largest = 0;
    // A yuan in a million of the gap is no bar anyone can see: such drivers are not listed.
    const double visible = 1e-6 * std::max(1.0, std::abs(r.tornadoBaseCny));
    for (const tco::TornadoBar &bar : r.tornado) {
        if (std::abs(bar.lowCny - r.tornadoBaseCny) <= visible && std::abs(bar.highCny - r.tornadoBaseCny) <= visible)
            continue;
        c.y.categories << bar.label;
        low.values << bar.lowCny - r.tornadoBaseCny;
        high.values << bar.highCny - r.tornadoBaseCny;
        largest = std::max({ largest, std::abs(bar.lowCny - r.tornadoBaseCny), std::abs(bar.highCny - r.tornadoBaseCny) });
    }
    c.series = { low, high };
    c.footnote = r.tornadoNote;
    c.caption = QCoreApplication::translate("cp::Analysis", "How much the cost gap between the two ways of paying moves when each driver is 20% lower or higher.");
    const QString aName = a ? a->name : r.tornadoA;
    const QString bName = b ? b->name : r.tornadoB;
    if (r.options.size() < 2 || !b)
        c.emptyReason = QCoreApplication::translate("cp::Analysis", "No sensitivity chart: the plan compares only one way of paying, so there is no gap to move.");
    else if (c.y.categories.isEmpty() || largest <= visible)
        c.emptyReason = QCoreApplication::translate("cp::Analysis", "No sensitivity chart: no driver moved by ±20% changes the gap between %1 and %2 (%3 over the horizon).")
                            .arg(aName, bName, units::formatMoney(units::yuan(std::abs(r.tornadoBaseCny)), units::MoneyStyle::Compact, locale));
    return c;
}

ChartSpec paretoChart(const planner::PlanResult &r, const Scenario &s, const Catalog &catalog, const QLocale &locale)
{
    ChartSpec c;
    c.id = QStringLiteral("pareto");
    c.kind = ChartKind::Scatter;
    c.title = QCoreApplication::translate("cp::Analysis", "Time vs cost of the best plans");
    c.subtitle = QCoreApplication::translate("cp::Analysis", "Each point is a plan no other plan beats on both time and cost");
    c.sourceLine = sourceLine(s);
    c.x.title = QCoreApplication::translate("cp::Analysis", "Training time");
    c.x.unit = QCoreApplication::translate("cp::Analysis", "days");
    c.y.title = QCoreApplication::translate("cp::Analysis", "Cost of the run");
    c.y.quantity = AxisQuantity::Money;
    ChartSeries front { QCoreApplication::translate("cp::Analysis", "Pareto front"), {}, {}, false, false };
    for (const planner::Candidate &cand : r.pareto) {
        const Accelerator *a = catalog.accelerator(cand.accelerator);
        front.points << chart::ChartPoint { cand.days, cand.costCny,
            QStringLiteral("%1 × %2").arg(cand.gpus).arg(a ? a->name : cand.accelerator) };
    }
    c.series << front;
    if (r.recommended) {
        const planner::Candidate &rec = r.recommended->plan;
        c.series << ChartSeries { QCoreApplication::translate("cp::Analysis", "Recommended"),
            { chart::ChartPoint { rec.days, rec.costCny, {} } }, {}, false, true };
    }
    c.caption = QCoreApplication::translate("cp::Analysis", "Training time against the cost of one run for the plans no other plan beats on both.");
    if (r.pareto.size() == 1) {
        const planner::Candidate &only = r.pareto.constFirst();
        const Accelerator *a = catalog.accelerator(only.accelerator);
        c.emptyReason = QCoreApplication::translate("cp::Analysis", "No time-vs-cost chart: one plan, %1 × %2 (%3, %4), is both the fastest and the cheapest searched, so there is no trade-off to plot.")
                            .arg(only.gpus)
                            .arg(a ? a->name : only.accelerator, units::formatDuration(units::days(only.days), locale),
                                units::formatMoney(units::yuan(only.costCny), units::MoneyStyle::Compact, locale));
    }
    return c;
}

QString layoutText(const estimate::Layout &l)
{
    return QCoreApplication::translate("cp::Analysis", "TP %1 · PP %2 · DP %3").arg(l.tp).arg(l.pp).arg(l.dp);
}

void addPlanKpis(PlanReport &p, const Catalog &catalog, const QLocale &locale)
{
    if (!p.plan->recommended)
        return;
    const planner::Candidate &rec = p.plan->recommended->plan;
    const Accelerator *a = catalog.accelerator(rec.accelerator);
    p.kpis << makeKpi(QStringLiteral("recommended"), QCoreApplication::translate("cp::Analysis", "Recommended cluster"), rec.gpus,
        QStringLiteral("%1 × %2 (%3)").arg(units::formatNumber(rec.gpus, 0, locale), a ? a->name : rec.accelerator, layoutText(rec.estimate.layout)),
        !rec.price.assumptionKeys.isEmpty());
    p.kpis << makeKpi(QStringLiteral("recommended_days"), QCoreApplication::translate("cp::Analysis", "Recommended plan finishes in"),
        rec.days, units::formatDuration(units::days(rec.days), locale));
    p.kpis << makeKpi(QStringLiteral("recommended_cost"), QCoreApplication::translate("cp::Analysis", "Recommended plan costs"),
        rec.costCny, units::formatMoney(units::yuan(rec.costCny), units::MoneyStyle::Compact, locale),
        !rec.price.assumptionKeys.isEmpty());
}

void addTrainingKpis(PlanReport &p, const QLocale &locale)
{
    const estimate::Estimate &e = *p.training;
    p.kpis << makeKpi(QStringLiteral("memory_per_gpu"), QCoreApplication::translate("cp::Analysis", "Memory per GPU"),
        e.memory.totalGiB, units::formatBytes(units::gib(e.memory.totalGiB), locale));
    p.kpis << makeKpi(QStringLiteral("mfu"), QCoreApplication::translate("cp::Analysis", "MFU"), e.mfu,
        units::formatNumber(e.mfu * 100, 1, locale) + QLatin1Char('%'));
    p.kpis << makeKpi(QStringLiteral("tokens_per_s_per_gpu"), QCoreApplication::translate("cp::Analysis", "Tokens/s per GPU"),
        e.tokensPerSecondPerGpu, units::formatNumber(e.tokensPerSecondPerGpu, 0, locale));
    if (!e.run)
        return;
    p.kpis << makeKpi(QStringLiteral("train_days"), QCoreApplication::translate("cp::Analysis", "Training time"),
        e.run->trainDays, units::formatDuration(units::days(e.run->trainDays), locale));
    p.kpis << makeKpi(QStringLiteral("gpu_hours"), QCoreApplication::translate("cp::Analysis", "GPU-hours"), e.run->gpuHours,
        QCoreApplication::translate("cp::Analysis", "%1 GPU-h").arg(units::formatNumber(e.run->gpuHours, 0, locale)));
}

/// Build costs no more than cloud on demand on the ranking basis.
bool buildCheaper(const tco::TcoResult &r)
{
    const tco::OptionResult *build = r.option(QStringLiteral("build"));
    const tco::OptionResult *cloud = r.option(QStringLiteral("on_demand"));
    return build && cloud && build->decisionNpvCny <= cloud->decisionNpvCny;
}

void addTcoKpis(PlanReport &p, const QLocale &locale)
{
    const tco::TcoResult &r = *p.tco;
    const bool assumed = !r.assumptions.isEmpty();
    // The money answer's recommended option (issue 42): the same one the answer block and the verdict name.
    const tco::OptionResult *best = p.money ? r.option(p.money->recommended) : nullptr;
    if (best) {
        //: %1 horizon in months, %2 the way of paying, %3 the ranking basis ("after-tax NPV")
        p.kpis << makeKpi(QStringLiteral("tco_best"),
            QCoreApplication::translate("cp::Analysis", "%1-month TCO (%2; ranked by %3)").arg(p.tcoInput ? p.tcoInput->horizonMonths : p.scenario.tco.horizonMonths).arg(best->name, p.money->basisName),
            best->totalCny, units::formatMoney(units::yuan(best->totalCny), units::MoneyStyle::Compact, locale), assumed);
        if (best->effectiveCnyPerGpuHour)
            p.kpis << makeKpi(QStringLiteral("cny_per_gpu_hour"),
                QCoreApplication::translate("cp::Analysis", "Effective price per used GPU-hour"), *best->effectiveCnyPerGpuHour,
                units::formatMoney(units::yuan(*best->effectiveCnyPerGpuHour), units::MoneyStyle::Plain, locale), assumed);
        if (best->costPerRunCny)
            p.kpis << makeKpi(QStringLiteral("run_cost"), QCoreApplication::translate("cp::Analysis", "Cost of the training run"),
                *best->costPerRunCny, units::formatMoney(units::yuan(*best->costPerRunCny), units::MoneyStyle::Compact, locale), assumed);
        if (best->costPerMillionTokensCny)
            p.kpis << makeKpi(QStringLiteral("cost_per_million_tokens"),
                QCoreApplication::translate("cp::Analysis", "Cost per million tokens"), *best->costPerMillionTokensCny,
                units::formatMoney(units::yuan(*best->costPerMillionTokensCny), units::MoneyStyle::Plain, locale), assumed);
    }
    for (const tco::BreakEven &b : r.breakEven) {
        const bool buildVsCloud = (b.a == QLatin1String("build") && b.b == QLatin1String("on_demand"))
            || (b.a == QLatin1String("on_demand") && b.b == QLatin1String("build"));
        if (buildVsCloud) {
            p.kpis << makeKpi(QStringLiteral("break_even"), QCoreApplication::translate("cp::Analysis", "Build breaks even"),
                b.month.value_or(-1),
                b.month               ? QCoreApplication::translate("cp::Analysis", "month %1").arg(units::formatNumber(*b.month, 1, locale))
                    : buildCheaper(r) ? QCoreApplication::translate("cp::Analysis", "cheaper from the start")
                                      : QCoreApplication::translate("cp::Analysis", "not within the horizon"),
                assumed);
        }
    }
}

} // namespace

bool PlanReport::isProgramme() const { return bridge::isProgramme(scenario); }

const Kpi *PlanReport::kpi(const QString &id) const
{
    for (const Kpi &k : kpis) {
        if (k.id == id)
            return &k;
    }
    return nullptr;
}

const chart::ChartSpec *PlanReport::chart(const QString &id) const
{
    for (const chart::ChartSpec &c : charts) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

QString sourceLine(const Scenario &scenario)
{
    const QString asOf = latestAsOf(scenario);
    if (asOf.isEmpty())
        return QCoreApplication::translate("cp::Analysis", "Compute Planner, scenario “%1”").arg(scenario.name);
    return QCoreApplication::translate("cp::Analysis", "Compute Planner, scenario “%1”, prices as of %2").arg(scenario.name, asOf);
}

namespace {

// An engine result holding NaN or infinity is never shown: it is dropped with the reason.
template<class Result>
void dropNonFinite(std::optional<Result> &result, const QString &part, Errors &problems)
{
    if (!result)
        return;
    const QStringList bad = nonFiniteNumbers(*result);
    if (bad.isEmpty())
        return;
    problems << Error { part, nonFiniteReason(bad.constFirst()) };
    result.reset();
}

void dropNonFiniteFigures(PlanReport &p)
{
    for (const QString &id : nonFiniteNumbers(p.kpis)) {
        p.problems << Error { id, nonFiniteReason(id) };
        p.kpis.removeIf([&](const Kpi &k) { return k.id == id; });
    }
    p.charts.removeIf([&](const chart::ChartSpec &c) {
        const QStringList bad = nonFiniteNumbers(c);
        if (!bad.isEmpty())
            p.problems << Error { c.id, nonFiniteReason(bad.constFirst()) };
        return !bad.isEmpty();
    });
}

// Issue 44: a programme's answer is the plan's; the single fleet's verdict would be a second one.
void addProgramme(PlanReport &p, const QLocale &locale)
{
    if (!bridge::isProgramme(p.scenario))
        return;
    if (auto programme = programmeReport(p.scenario, locale)) {
        p.programme = *programme;
        p.verdict = programme->total;
        p.reasons = QStringList { programme->total };
    } else {
        p.problems << programme.errors();
    }
}

} // namespace

PlanReport analyse(const Scenario &scenario, const QLocale &locale) { return analyse(scenario, locale, {}); }

PlanReport analyse(const Scenario &scenario, const QLocale &locale, const QList<calibrate::PilotPoint> &pilot)
{
    PlanReport p;
    p.scenario = scenario;
    p.catalog = bridge::catalogFor(scenario);
    const Catalog &catalog = p.catalog;
    const bool inferenceOnly = scenario.training.servesOnly();

    if (inferenceOnly) {
        if (auto in = bridge::inferenceInputFrom(scenario)) {
            if (auto inf = estimate::estimateInference(*in, catalog); inf && inf->fits)
                p.inference = *inf;
            else if (inf)
                p.problems << Error { QStringLiteral("inference.accelerator"),
                    QCoreApplication::translate("cp::Analysis", "the model's weights do not fit on %1 cards of %2 with room for one request's KV cache")
                        .arg(inf->tp)
                        .arg(bridge::primaryAccelerator(scenario)) };
            else
                p.problems << inf.errors();
        } else {
            p.problems << in.errors();
        }
    } else if (auto in = bridge::estimateInputFrom(scenario)) {
        bridge::applyPilotCorrection(*in, pilot);
        if (auto e = estimate::estimate(*in, catalog)) {
            p.training = *e;
            p.assumptions << e->assumptions;
        } else {
            p.problems << e.errors();
        }
    } else {
        p.problems << in.errors();
    }

    if (!inferenceOnly) {
        if (auto request = bridge::planRequestFrom(scenario, catalog)) {
            bridge::applyPilotCorrections(*request, pilot);
            if (auto planned = planner::plan(*request, catalog)) {
                p.plan = *planned;
                p.assumptions << planned->assumptions;
            } else {
                p.problems << planned.errors();
            }
        } else {
            p.problems << request.errors();
        }
    }

    if (!scenario.tco.options.isEmpty() && !bridge::primaryAccelerator(scenario).isEmpty()) {
        // The same input `tco --scenario` prices (an inference plan's fleet grown to its load).
        const bridge::PricedTcoInput priced = bridge::pricedTcoInput(scenario, p.training, p.inference);
        const tco::TcoInput &tcoIn = priced.input;
        const QStringList &servingReasons = priced.reasons;
        p.tcoGpus = tcoIn.gpus;
        p.tcoInput = tcoIn;
        if (auto r = tco::computeTco(tcoIn, catalog)) {
            p.tco = *r;
            p.money = moneyAnswer(*r, tcoIn, catalog, locale);
            p.checklist = tco::checklistSignals(*r, tcoIn);
            p.assumptions << r->assumptions;
            p.reasons = servingReasons + r->verdict.reasons;
            QStringList headline = servingReasons;
            if (!r->verdict.reasons.isEmpty())
                headline << r->verdict.reasons.constFirst();
            p.verdict = headline.join(QLatin1Char(' '));
        } else {
            p.problems << r.errors();
        }
    }

    // Issue 42: a plan saved before workloads says its demand became "other work" (and why).
    if (const QString note = migrationNote(scenario, locale); !note.isEmpty())
        p.assumptions << note;
    dropNonFinite(p.training, QStringLiteral("estimate"), p.problems);
    dropNonFinite(p.inference, QStringLiteral("inference"), p.problems);
    dropNonFinite(p.plan, QStringLiteral("planner"), p.problems);
    dropNonFinite(p.tco, QStringLiteral("tco"), p.problems);
    if (!p.tco) {
        p.money.reset();
        p.verdict.clear();
        p.reasons.clear();
    }
    if (p.plan && !p.plan->warnings.isEmpty()) {
        // Issue 22: the plan's own configuration missing the deadline leads the verdict.
        const QString warning = p.plan->warnings.join(QLatin1Char(' '));
        p.verdict = p.verdict.isEmpty() ? warning : warning + QLatin1Char(' ') + p.verdict;
        p.reasons = p.plan->warnings + p.reasons;
    }

    if (p.training) {
        addTrainingKpis(p, locale);
        p.charts << memoryChartOf(p, catalog);
    }
    if (p.plan) {
        addPlanKpis(p, catalog, locale);
        if (!p.plan->pareto.isEmpty())
            p.charts << paretoChart(*p.plan, scenario, catalog, locale);
    }
    if (p.inference) {
        p.kpis << makeKpi(QStringLiteral("inference_cards"), QCoreApplication::translate("cp::Analysis", "Cards for the target load"),
            p.inference->cards, units::formatNumber(p.inference->cards, 0, locale));
        p.kpis << makeKpi(QStringLiteral("inference_replicas"), QCoreApplication::translate("cp::Analysis", "Replicas"),
            p.inference->replicas, units::formatNumber(p.inference->replicas, 0, locale));
    }
    addServingKpis(p, locale);
    if (p.tco) {
        addTcoKpis(p, locale);
        const tco::TcoResult charted = chartedOptions(*p.tco);
        p.charts << tcoChart(charted, scenario, locale) << breakdownChart(charted, scenario) << tornadoChart(*p.tco, scenario, locale);
    }
    dropNonFiniteFigures(p);
    buildAnswer(p, catalog, locale);
    explainKpis(p, catalog, locale);
    addProgramme(p, locale);
    p.assumptions.removeDuplicates();
    return p;
}

} // namespace cp::analysis
