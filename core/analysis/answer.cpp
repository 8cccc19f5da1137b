// The answer block, the plan's own block and the one cost of a run per configuration and
// billing (issue 22): every figure the dashboard and the report show names the cluster it
// describes and the way it is paid.
#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/planner/pricing.h"
#include "core/tco/availability.h"
#include "core/units/format.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::analysis {

namespace {

QString acceleratorName(const Catalog &catalog, const QString &id)
{
    const Accelerator *a = catalog.accelerator(id);
    return a ? a->name : id;
}

QString cluster(int gpus, const QString &name, const QLocale &l)
{
    return QStringLiteral("%1 × %2").arg(units::formatNumber(gpus, 0, l), name);
}

QString withLayout(const QString &clusterText, const estimate::Layout &lay)
{
    //: a cluster and its parallel layout, e.g. "16 × H800 (TP 8 · PP 1 · DP 2)"
    return QCoreApplication::translate("cp::Analysis", "%1 (TP %2 · PP %3 · DP %4)").arg(clusterText).arg(lay.tp).arg(lay.pp).arg(lay.dp);
}

/// The billing id a TCO option stands for: cloud on demand, a one-month commitment and spot are
/// the planner's on-demand, monthly and spot billing; the others keep their option id.
QString billingOfOption(const QString &optionId, const PlanReport &p)
{
    if (optionId == QLatin1String("on_demand"))
        return QStringLiteral("on-demand");
    if (optionId == QLatin1String("spot"))
        return QStringLiteral("spot");
    if (optionId == QLatin1String("commitment") && bridge::tcoInputFrom(p.scenario, p.training).commitmentTermMonths == 1)
        return QStringLiteral("monthly");
    return optionId;
}

/// Fills the block's way of paying and TCO line from the money answer of its own fleet: the
/// verdict's option, its cash total and its figure on the named ranking basis (issue 42).
void applyMoney(AnswerBlock &b, const MoneyAnswer &m, const QLocale &l)
{
    const MoneyOption *o = m.recommendedOption();
    if (!o)
        return;
    b.optionId = o->id;
    b.billing = o->name;
    b.tcoCny = o->totalCny;
    b.tcoBasisCny = o->basisCny;
    //: %1 horizon in months, %2 the way of paying, %3 cash amount, %4 the basis ("after-tax NPV"), %5 its amount
    b.tco = QCoreApplication::translate("cp::Analysis", "%1-month TCO, %2: %3 in cash; %4 %5.")
                .arg(m.horizonMonths)
                .arg(o->name, units::compactYuan(o->totalCny, l), m.basisName, units::compactYuan(o->basisCny, l));
}

/// "Cost of one run: X", naming the run's billing when it is not the block's way of paying.
QString runCostLine(const QString &amount, const QString &runBilling, const QString &blockBilling)
{
    if (runBilling == blockBilling)
        return QCoreApplication::translate("cp::Analysis", "Cost of one run: %1").arg(amount);
    //: %1 the amount, %2 how the run is billed ("on-demand billing, per hour")
    return QCoreApplication::translate("cp::Analysis", "Cost of one run: %1 (%2)").arg(amount, runBilling);
}

/// The months the TCO priced: a one-off run's are the run's (issue 42), not tco.horizon_months.
int pricedHorizon(const PlanReport &p) { return p.tcoInput ? p.tcoInput->horizonMonths : p.scenario.tco.horizonMonths; }

/// Days before a run on `accelerator` paid as the TCO option `optionId` can start: the lead time
/// of a restricted channel (availability.csv, in weeks of 7 days); 0 for an available one.
double leadTimeDays(const Catalog &catalog, const QString &accelerator, const QString &optionId)
{
    const std::optional<tco::OptionKind> kind = tco::optionFromId(optionId);
    if (!kind)
        return 0;
    const Availability a = catalog.availability(accelerator, tco::optionChannel(*kind, false));
    return a.status == AvailabilityStatus::Restricted && a.leadTimeWeeks ? std::max(0.0, *a.leadTimeWeeks) * 7.0 : 0.0;
}

/// The block's budget and deadline lines. A deadline counts the lead time before the run can
/// start (`leadDays`, leadTimeDays()) with the run's days (issue 42).
void judge(AnswerBlock &b, const Scenario &s, const QLocale &l, int horizon, double leadDays)
{
    if (const auto budget = s.constraints.budgetCny) {
        const QString limit = units::compactYuan(*budget, l);
        if (b.runCostCny) {
            b.meetsBudget = *b.runCostCny <= *budget;
            b.budget = *b.meetsBudget
                ? QCoreApplication::translate("cp::Analysis", "Budget %1: met, one run costs %2.").arg(limit, units::compactYuan(*b.runCostCny, l))
                : QCoreApplication::translate("cp::Analysis", "Budget %1: exceeded, one run costs %2.").arg(limit, units::compactYuan(*b.runCostCny, l));
            if (b.tcoCny && *b.tcoCny > *budget)
                b.notes << QCoreApplication::translate("cp::Analysis", "The %1-month TCO (%2) is above the budget of %3.").arg(horizon).arg(units::compactYuan(*b.tcoCny, l), limit);
        } else if (b.tcoCny) {
            b.meetsBudget = *b.tcoCny <= *budget;
            b.budget = *b.meetsBudget
                ? QCoreApplication::translate("cp::Analysis", "Budget %1: met, the %2-month TCO is %3.").arg(limit).arg(horizon).arg(units::compactYuan(*b.tcoCny, l))
                : QCoreApplication::translate("cp::Analysis", "Budget %1: exceeded, the %2-month TCO is %3.").arg(limit).arg(horizon).arg(units::compactYuan(*b.tcoCny, l));
        }
    } else {
        b.budget = QCoreApplication::translate("cp::Analysis", "No budget set.");
    }
    if (const auto deadline = s.constraints.deadlineDays) {
        const QString limit = units::formatDuration(units::days(*deadline), l);
        if (b.days && leadDays > 0) {
            const QString run = units::formatDuration(units::days(*b.days), l);
            const QString lead = units::formatDuration(units::days(leadDays), l);
            const QString all = units::formatDuration(units::days(*b.days + leadDays), l);
            b.meetsDeadline = *b.days + leadDays <= *deadline;
            //: %1 the deadline, %2 the run's time, %3 the lead time before it can start, %4 both together
            b.deadline = *b.meetsDeadline
                ? QCoreApplication::translate("cp::Analysis", "Deadline %1: met, the run takes %2 after a lead time of %3 (%4 in all).").arg(limit, run, lead, all)
                : QCoreApplication::translate("cp::Analysis", "Deadline %1: missed, the run takes %2 after a lead time of %3 (%4 in all).").arg(limit, run, lead, all);
            if (!*b.meetsDeadline && *b.days <= *deadline)
                b.notes << QCoreApplication::translate("cp::Analysis", "The run alone would meet the deadline of %1, but the cards come only after a lead time of %2: "
                                                                       "the deadline cannot be met this way of paying.")
                               .arg(limit, lead);
        } else if (b.days) {
            b.meetsDeadline = *b.days <= *deadline;
            b.deadline = *b.meetsDeadline
                ? QCoreApplication::translate("cp::Analysis", "Deadline %1: met, the run takes %2.").arg(limit, units::formatDuration(units::days(*b.days), l))
                : QCoreApplication::translate("cp::Analysis", "Deadline %1: missed, the run takes %2.").arg(limit, units::formatDuration(units::days(*b.days), l));
        }
    } else {
        b.deadline = QCoreApplication::translate("cp::Analysis", "No deadline set.");
    }
}

void addRunCost(PlanReport &p, const QString &acc, int gpus, const QString &billingId, const QString &configuration,
    const QString &billing, double cny, const QString &source, const QLocale &l)
{
    for (const RunCost &c : std::as_const(p.runCosts)) {
        if (c.configuration == configuration && c.billingId == billingId)
            return; // computed once: the first figure of a configuration + billing stands
    }
    p.runCosts << RunCost { acc, gpus, billingId, configuration, billing, cny, units::compactYuan(cny, l), source };
}

const RunCost *runCostOf(const PlanReport &p, const QString &configuration, const QString &billingId)
{
    for (const RunCost &c : p.runCosts) {
        if (c.configuration == configuration && c.billingId == billingId)
            return &c;
    }
    return nullptr;
}

/// The money answer of a configuration other than the TCO's fleet: the scenario's demand and
/// ways of paying on that cluster, ranked as the plan's own (issue 42: each block's TCO is its own
/// fleet's).
std::optional<MoneyAnswer> moneyFor(const PlanReport &p, const planner::Candidate &c, const Catalog &catalog, const QLocale &l)
{
    if (p.scenario.tco.options.isEmpty())
        return std::nullopt;
    tco::TcoInput in = bridge::tcoInputFrom(p.scenario, c.estimate);
    in.acceleratorId = c.accelerator;
    in.gpus = c.gpus;
    const auto r = tco::computeTco(in, catalog);
    if (!r || r->options.isEmpty())
        return std::nullopt;
    for (const tco::OptionResult &o : r->options) {
        if (!std::isfinite(o.totalCny) || !std::isfinite(o.decisionNpvCny))
            return std::nullopt;
    }
    return moneyAnswer(*r, in, catalog, l);
}

} // namespace

QString Kpi::scope() const
{
    if (billing.isEmpty())
        return configuration;
    //: a figure's configuration and way of paying, e.g. "Recommended: 16 × H800 · monthly billing"
    return QCoreApplication::translate("cp::Analysis", "%1 · %2").arg(configuration, billing);
}

QStringList AnswerBlock::lines() const
{
    QStringList out { title, configuration };
    for (const QString &line : { time, runCost, tco, budget, deadline }) {
        if (!line.isEmpty())
            out << line;
    }
    return out + notes;
}

QString recommendedBilling(const PlanReport &report)
{
    // The planner prices each candidate with the cheapest billing its availability allows
    // (planner::Candidate::billing); ids as the dashboard names them (TCO option ids for lease).
    if (report.plan && report.plan->recommended) {
        // planner::billingId names hourly billing "hourly"; the dashboard's ids follow the
        // scenario's pay values, where it is "on-demand".
        const QString id = planner::billingId(report.plan->recommended->plan.billing);
        return id == QLatin1String("hourly") ? QStringLiteral("on-demand") : id;
    }
    return report.scenario.constraints.pay.isEmpty() ? QStringLiteral("on-demand") : report.scenario.constraints.pay;
}

QString billingName(const QString &billingId, const PlanReport &report)
{
    if (billingId == QLatin1String("on-demand"))
        return QCoreApplication::translate("cp::Analysis", "on-demand billing, per hour");
    if (billingId == QLatin1String("monthly"))
        return QCoreApplication::translate("cp::Analysis", "monthly billing, whole months of 730 h per card");
    if (billingId == QLatin1String("spot"))
        return QCoreApplication::translate("cp::Analysis", "spot, restarts included");
    if (report.tco) {
        if (const tco::OptionResult *o = report.tco->option(billingId))
            return o->name;
    }
    return billingId;
}

namespace {

/// The planner's recommended configuration, priced as the planner pays for it; `recCluster` its cluster.
std::optional<AnswerBlock> recommendedBlock(PlanReport &p, const Catalog &catalog, const QLocale &l, QString &recCluster)
{
    const Scenario &s = p.scenario;
    std::optional<AnswerBlock> rec;
    if (p.plan && p.plan->recommended) {
        const planner::Candidate &c = p.plan->recommended->plan;
        const QString pay = recommendedBilling(p);
        AnswerBlock b;
        b.id = QStringLiteral("recommended");
        recCluster = cluster(c.gpus, acceleratorName(catalog, c.accelerator), l);
        b.configuration = withLayout(recCluster, c.estimate.layout);
        const QString runBilling = billingName(pay, p);
        b.billing = runBilling;
        b.days = c.days;
        b.time = QCoreApplication::translate("cp::Analysis", "Time: %1").arg(units::formatDuration(units::days(c.days), l));
        b.runCostCny = c.costCny;
        addRunCost(p, c.accelerator, c.gpus, pay, b.configuration, runBilling, c.costCny, QStringLiteral("planner"), l);
        // The box is the verdict: its way of paying and TCO are the money answer of its own fleet.
        const bool sameAsTcoFleet = p.money && c.accelerator == p.money->accelerator && c.gpus == p.money->gpus;
        const std::optional<MoneyAnswer> m = sameAsTcoFleet ? p.money : moneyFor(p, c, catalog, l);
        if (m)
            applyMoney(b, *m, l);
        b.runCost = runCostLine(units::compactYuan(c.costCny, l), runBilling, b.billing);
        b.title = QCoreApplication::translate("cp::Analysis", "Recommended: %1, %2").arg(recCluster, b.billing);
        judge(b, s, l, pricedHorizon(p), leadTimeDays(catalog, c.accelerator, b.optionId));
        rec = b;
    }

    return rec;
}

/// The plan's own fleet as its box and figures name it, with its way of paying when given. A
/// serving plan's fleet is the one the serving estimate sized for the target load, not a count the
/// user typed: it is not called "your configuration".
QString ownLabel(const Scenario &s, const QString &cluster, const QString &billing = {})
{
    const bool serving = s.training.servesOnly();
    if (billing.isEmpty())
        return serving ? QCoreApplication::translate("cp::Analysis", "Sized for the target load: %1").arg(cluster)
                       : QCoreApplication::translate("cp::Analysis", "Your configuration: %1").arg(cluster);
    return serving ? QCoreApplication::translate("cp::Analysis", "Sized for the target load: %1, %2").arg(cluster, billing)
                   : QCoreApplication::translate("cp::Analysis", "Your configuration: %1, %2").arg(cluster, billing);
}

/// The plan's own configuration, paid as the plan says; `ownCluster` its cluster (empty when the
/// plan has neither a training run nor a TCO).
AnswerBlock ownBlock(PlanReport &p, const Catalog &catalog, const QLocale &l, const tco::OptionResult *best, QString &ownCluster)
{
    const Scenario &s = p.scenario;
    const QString primary = bridge::primaryAccelerator(s);
    AnswerBlock own;
    own.id = QStringLiteral("own");
    const QString ownPay = s.constraints.pay.isEmpty() ? QStringLiteral("on-demand") : s.constraints.pay;
    if (p.training) {
        const estimate::Layout &lay = p.training->layout;
        const int gpus = lay.tp * lay.pp * lay.dp;
        ownCluster = cluster(gpus, acceleratorName(catalog, primary), l);
        own.configuration = withLayout(ownCluster, lay);
        own.billing = billingName(ownPay, p);
        if (p.training->run) {
            double days = p.training->run->trainDays;
            const auto request = bridge::planRequestFrom(s, catalog);
            const auto pay = planner::payModeFromId(ownPay);
            const auto price = request && pay ? planner::hourlyPrice(primary, *pay, request->priceOverrides, request->reliability, catalog)
                                              : std::nullopt;
            if (price && price->spotGoodput > 0)
                days /= price->spotGoodput;
            own.days = days;
            own.time = QCoreApplication::translate("cp::Analysis", "Time: %1").arg(units::formatDuration(units::days(days), l));
            if (price) {
                const double cost = planner::runCost(*price, gpus, days * 24.0);
                addRunCost(p, primary, gpus, ownPay, own.configuration, own.billing, cost, QStringLiteral("planner"), l);
                if (const RunCost *rc = runCostOf(p, own.configuration, ownPay)) {
                    own.runCostCny = rc->cny;
                    own.runCost = rc->text;
                }
            }
        }
        if (p.money && gpus == p.money->gpus)
            applyMoney(own, *p.money, l);
        if (own.runCostCny)
            own.runCost = runCostLine(own.runCost, billingName(ownPay, p), own.billing);
    } else if (p.money && best) {
        // A plan without a training run (serving): the fleet the TCO prices, paid as the verdict says.
        ownCluster = p.money->configuration;
        own.configuration = ownCluster;
        applyMoney(own, *p.money, l);
    }
    if (best && s.tco.demand.monthlyGpuHours > 0 && (best->kind == tco::OptionKind::Lease || best->kind == tco::OptionKind::Build)
        && std::abs(best->utilisation - s.tco.utilisation) > 0.005)
        own.notes << QCoreApplication::translate("cp::Analysis", "Utilisation %1% comes from the demand of %2 GPU-hours a month on %3 cards; "
                                                                 "the utilisation input (%4%) counts only when no monthly demand is set.")
                         .arg(units::formatNumber(best->utilisation * 100, 0, l),
                             units::formatNumber(best->utilisation * p.tcoGpus * units::kHoursPerMonth, 0, l),
                             units::formatNumber(p.tcoGpus, 0, l), units::formatNumber(s.tco.utilisation * 100, 0, l));
    own.title = ownLabel(s, ownCluster, own.billing);
    judge(own, s, l, pricedHorizon(p), leadTimeDays(catalog, bridge::primaryAccelerator(s), own.optionId));

    return own;
}

/// Every KPI names its configuration and billing; a run's cost is shown once.
void labelKpis(PlanReport &p, const Catalog &catalog, const QLocale &l, const std::optional<AnswerBlock> &rec, const QString &recCluster,
    const AnswerBlock &own, const QString &ownCluster, const tco::OptionResult *best)
{
    const QString primary = bridge::primaryAccelerator(p.scenario);
    const QString ownTco = p.tcoGpus > 0 ? cluster(p.tcoGpus, acceleratorName(catalog, primary), l) : ownCluster;
    const QString recommended = QCoreApplication::translate("cp::Analysis", "Recommended: %1");
    const QString bestBilling = best ? billingName(billingOfOption(best->id, p), p) : QString();
    QStringList drop;
    std::optional<double> runCny;
    for (Kpi &k : p.kpis) {
        const QString &id = k.id;
        if (id.startsWith(QLatin1String("recommended"))) {
            k.configuration = recommended.arg(rec ? recCluster : QString());
            if (id == QLatin1String("recommended_cost") && rec)
                k.billing = billingName(recommendedBilling(p), p); // the run's billing (the run-cost table's)
        } else if (id == QLatin1String("tco_best") || id == QLatin1String("cny_per_gpu_hour") || id == QLatin1String("run_cost")
            || id == QLatin1String("cost_per_million_tokens")) {
            k.configuration = ownLabel(p.scenario, ownTco);
            k.billing = bestBilling;
        } else if (id == QLatin1String("break_even")) {
            k.configuration = ownLabel(p.scenario, ownTco);
            const tco::OptionResult *build = p.tco ? p.tco->option(QStringLiteral("build")) : nullptr;
            const tco::OptionResult *od = p.tco ? p.tco->option(QStringLiteral("on_demand")) : nullptr;
            if (build && od)
                //: a comparison of two ways of paying, e.g. "Self-build vs Cloud on demand"
                k.billing = QCoreApplication::translate("cp::Analysis", "%1 vs %2").arg(build->name, od->name);
        } else if (id.startsWith(QLatin1String("inference_"))) {
            k.configuration = ownLabel(p.scenario, ownTco);
        } else {
            k.configuration = ownLabel(p.scenario, own.configuration.isEmpty() ? ownCluster : own.configuration);
        }
        if (id == QLatin1String("run_cost") && best && best->costPerRunCny) {
            // The TCO's run cost of an option the planner also prices is the planner's figure.
            const QString billingId = billingOfOption(best->id, p);
            const QString config = own.configuration.isEmpty() ? ownTco : own.configuration;
            addRunCost(p, primary, p.tcoGpus, billingId, config, bestBilling, *best->costPerRunCny, QStringLiteral("tco"), l);
            const RunCost *rc = runCostOf(p, config, billingId);
            const bool shownAbove = rec && rc->configuration == rec->configuration && rc->billingId == recommendedBilling(p)
                && p.kpi(QStringLiteral("recommended_cost"));
            if (shownAbove) {
                runCny = rc->cny;
                drop << id;
                continue;
            }
            runCny = rc->cny;
            k.value = rc->cny;
            k.text = rc->text;
        }
    }
    for (const QString &id : std::as_const(drop))
        p.kpis.removeIf([&](const Kpi &k) { return k.id == id; });
    // Cost per million tokens follows the run cost it divides.
    for (Kpi &k : p.kpis) {
        if (k.id == QLatin1String("cost_per_million_tokens") && runCny && p.training && p.training->run && p.training->run->tokens > 0) {
            k.value = *runCny / (p.training->run->tokens / 1e6);
            k.text = units::formatMoney(units::yuan(k.value), units::MoneyStyle::Plain, l);
        }
    }
}

} // namespace

void buildAnswer(PlanReport &p, const Catalog &catalog, const QLocale &l)
{
    const Scenario &s = p.scenario;
    const int horizon = pricedHorizon(p);
    const tco::OptionResult *best = p.tco && p.money ? p.tco->option(p.money->recommended) : nullptr;
    QString recCluster;
    const std::optional<AnswerBlock> rec = recommendedBlock(p, catalog, l, recCluster);
    QString ownCluster;
    AnswerBlock own = ownBlock(p, catalog, l, best, ownCluster);

    if (rec) {
        p.answer = rec;
        if (!ownCluster.isEmpty() && (own.configuration != rec->configuration || own.billing != rec->billing || own.runCost != rec->runCost))
            p.own = own;
        else {
            for (const QString &note : std::as_const(own.notes)) {
                if (!p.answer->notes.contains(note))
                    p.answer->notes << note;
            }
        }
    } else if (!ownCluster.isEmpty()) {
        if (p.plan && p.plan->infeasible)
            own.notes.prepend(p.plan->infeasible->message);
        p.answer = own;
    }

    // The headline says when the horizon's cost exceeds the budget (a run may fit it).
    if (best && s.constraints.budgetCny && best->totalCny > *s.constraints.budgetCny && !p.verdict.isEmpty()) {
        const QString over = (horizon == 1 ? QCoreApplication::translate("cp::Analysis", "Over %1 month this costs %2, above the budget of %3.")
                                           : QCoreApplication::translate("cp::Analysis", "Over %1 months this costs %2, above the budget of %3."))
                                 .arg(horizon)
                                 .arg(units::compactYuan(best->totalCny, l), units::compactYuan(*s.constraints.budgetCny, l));
        p.verdict += QLatin1Char(' ') + over;
    }

    labelKpis(p, catalog, l, rec, recCluster, own, ownCluster, best);
}

} // namespace cp::analysis
