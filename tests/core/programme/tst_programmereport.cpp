// The programme part of the plan report (issue 44): analyse() of the Hangzhou SaaS sample carries
// the programme's answer once, per pool its months, share, utilisation, the sentence on what
// would change the decision and the chart of its supply against its demand.
#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/programmedemand.h"
#include "core/catalog/catalog.h"
#include "core/programme/sensitivity.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/scenario/workloads.h"
#include "core/units/format.h"

#include <QTest>

#include <cmath>

using namespace cp;

namespace {

Scenario hangzhouProgramme()
{
    auto s = cplan::readFile(QStringLiteral(CP_SOURCE_DIR "/resources/samples/programmes/hangzhou-saas-programme.cplan"), Catalog::builtIn());
    return s ? *s : Scenario {};
}

} // namespace

class TestProgrammeReport : public QObject {
    Q_OBJECT
private slots:
    void reportCarriesTheProgrammeAnswer();
    void poolMonthsAndChartsAreTheAnswers();
    void sensitivitySaysWhatWouldChangeTheDecision();
    void poolWithoutWorkSaysWhyInsteadOfAChart();
    void singlePlansHaveNoProgramme();
    void poolsAreNamedNotKeyed();
    void ratesRecomputeEachPoolsCostFromItsDecisions();
    void programmeIsOneWayOfPayingForComparisons();
    void sampleTextsTranslateWithTheirPools();
};

void TestProgrammeReport::reportCarriesTheProgrammeAnswer()
{
    const Scenario s = hangzhouProgramme();
    QVERIFY(bridge::isProgramme(s));
    const analysis::PlanReport r = analysis::analyse(s, QLocale::c());
    QVERIFY2(r.programme, qPrintable(r.problems.isEmpty() ? QString() : r.problems.constFirst().message));
    const analysis::ProgrammeReport &p = *r.programme;
    // The same answer the bridge gives (the CLI's), not a second computation with other inputs.
    const auto direct = bridge::programmeAnswer(s);
    QVERIFY(direct);
    QCOMPARE(p.answer.money.basisCny, direct->money.basisCny);
    QCOMPARE(p.answer.months, 36);
    QCOMPARE(p.pools.size(), 3);
    QCOMPARE(p.basisName, QStringLiteral("after-tax NPV")); // taxes are on in the sample
    // The verdict is the programme's total, in the report's money unit (M CNY; 万元 in Chinese), not whole yuan.
    QCOMPARE(r.verdict, p.total);
    const QString total = units::formatMoney(units::yuan(direct->money.basisCny), units::MoneyStyle::Compact, QLocale::c());
    QVERIFY2(p.total.contains(total) && total.endsWith(QStringLiteral(" M CNY")), qPrintable(p.total));
    QVERIFY2(!p.total.contains(QLocale::c().toString(std::round(direct->money.basisCny), 'f', 0)), qPrintable(p.total));
    QVERIFY(p.total.contains(QStringLiteral("36 months")));
    // Shares: each pool's basis over the total; together they make the whole.
    double shares = 0;
    for (qsizetype k = 0; k < p.pools.size(); ++k) {
        const analysis::ProgrammePool &pool = p.pools.at(k);
        QCOMPARE(pool.id, s.pools.at(k).id);
        QCOMPARE(pool.basisCny, direct->pools.at(k).money.basisCny);
        QVERIFY(std::abs(pool.share - pool.basisCny / direct->money.basisCny) < 1e-12);
        shares += pool.share;
        QVERIFY2(pool.money.contains(QStringLiteral("% of the programme")), qPrintable(pool.money));
        QVERIFY(!pool.workloads.isEmpty() || pool.id == QLatin1String("train"));
    }
    QVERIFY(std::abs(shares - 1.0) < 1e-9);
    QCOMPARE(p.pool(QStringLiteral("finetune"))->accelerator, Catalog::builtIn().accelerator(QStringLiteral("l40s-48gb"))->name);
    QVERIFY(p.pool(QStringLiteral("train"))->workloads.contains(QStringLiteral("13B continued pre-training")));
}

void TestProgrammeReport::poolMonthsAndChartsAreTheAnswers()
{
    const analysis::PlanReport r = analysis::analyse(hangzhouProgramme(), QLocale::c());
    QVERIFY(r.programme);
    for (qsizetype k = 0; k < r.programme->pools.size(); ++k) {
        const programme::PoolAnswer &a = r.programme->answer.pools.at(k);
        const chart::ChartSpec &c = r.programme->pools.at(k).chart;
        QCOMPARE(a.months.size(), 36);
        QCOMPARE(c.id, QStringLiteral("programme_") + a.id);
        QVERIFY(!c.showsReasonInstead());
        QCOMPARE(c.x.categories.size(), 36);
        QCOMPARE(c.series.size(), 4);
        QCOMPARE(c.lines.size(), 2);
        for (int m = 0; m < 36; ++m) {
            const programme::PoolMonth &pm = a.months.at(m);
            QCOMPARE(c.series.at(0).values.at(m), double(pm.ownedGpus));
            QCOMPARE(c.series.at(1).values.at(m), double(pm.leasedGpus));
            QCOMPARE(c.series.at(2).values.at(m), double(pm.committedGpus));
            // On demand as average GPUs: GPU-hours / 730 hours a month (8,760 / 12).
            QCOMPARE(c.series.at(3).values.at(m), pm.onDemandGpuHours / 730.0);
            QCOMPARE(c.lines.at(0).values.at(m), double(pm.concurrentGpus));
            QCOMPARE(c.lines.at(1).values.at(m), pm.demandGpuHours / 730.0);
            // Units and burst cover the month's hours: the stack reaches the average line.
            QVERIFY(pm.ownedGpus + pm.leasedGpus + pm.committedGpus + pm.onDemandGpuHours / 730.0 >= pm.demandGpuHours / 730.0 - 1e-9);
        }
    }
    // Pre-training needs 32 GPUs at once in months 1-3 (52,000 GPU-hours on 32 GPUs) and none after.
    const chart::ChartSpec &train = r.programme->pool(QStringLiteral("train"))->chart;
    QCOMPARE(train.lines.at(0).values.at(0), 32.0);
    QCOMPARE(train.lines.at(0).values.at(3), 0.0);
    // Serving starts in month 4 with 16 cards.
    QCOMPARE(r.programme->pool(QStringLiteral("serve"))->chart.lines.at(0).values.at(3), 16.0);
}

void TestProgrammeReport::sensitivitySaysWhatWouldChangeTheDecision()
{
    const Scenario s = hangzhouProgramme();
    const analysis::PlanReport r = analysis::analyse(s, QLocale::c());
    QVERIFY(r.programme);
    // H800 and L40S cannot be bought in mainland China (availability.csv): no threshold to search.
    for (const char *id : { "train", "finetune" }) {
        const analysis::ProgrammePool *pool = r.programme->pool(QLatin1String(id));
        QVERIFY(!pool->threshold);
        QVERIFY2(pool->sensitivity.contains(QStringLiteral("not obtainable")), qPrintable(pool->sensitivity));
    }
    // Ascend 910B can be bought: the threshold is a point where owning more first pays.
    const analysis::ProgrammePool *serve = r.programme->pool(QStringLiteral("serve"));
    QVERIFY(serve->threshold);
    QVERIFY2(serve->sensitivity.contains(QStringLiteral("the Serving pool")) && serve->sensitivity.contains(QStringLiteral("GPU-hours a month")),
        qPrintable(serve->sensitivity));
    if (serve->threshold->found) {
        QVERIFY(serve->threshold->ownedGpusAfter > serve->threshold->ownedGpusBefore);
        // Re-solve the pool with that much more demand: it owns more GPUs than the decision as it is.
        const auto demands = bridge::poolDemands(s, r.programme->placement, 36);
        const auto problem = programme::poolProblem(bridge::tcoInputFrom(s), bridge::catalogFor(s), demands.at(2));
        QVERIFY(problem);
        QCOMPARE(programme::peakOwnedGpus(*problem), serve->threshold->ownedGpusBefore);
        QVERIFY(programme::peakOwnedGpus(programme::withExtraDemand(*problem, serve->threshold->extraGpuHoursPerMonth)) > serve->threshold->ownedGpusBefore);
        QVERIFY2(serve->sensitivity.startsWith(QStringLiteral("Owning more")), qPrintable(serve->sensitivity));
    } else {
        QVERIFY2(serve->sensitivity.contains(QStringLiteral("does not pay")), qPrintable(serve->sensitivity));
    }
}

void TestProgrammeReport::poolWithoutWorkSaysWhyInsteadOfAChart()
{
    Scenario s = hangzhouProgramme();
    s.pools << Pool { QStringLiteral("spare"), QStringLiteral("a100-sxm-80gb"), QString() };
    for (Workload &w : s.workloads) {
        if (w.pool.isEmpty())
            w.pool = QStringLiteral("finetune"); // nothing left for the planner to place on "spare"
    }
    const analysis::PlanReport r = analysis::analyse(s, QLocale::c());
    QVERIFY(r.programme);
    const analysis::ProgrammePool *spare = r.programme->pool(QStringLiteral("spare"));
    QVERIFY(spare);
    QVERIFY(spare->workloads.isEmpty());
    QVERIFY(spare->chart.showsReasonInstead());
    QVERIFY2(spare->chart.emptyReason.contains(QStringLiteral("the Pool “spare”")), qPrintable(spare->chart.emptyReason));
    QCOMPARE(spare->share, 0.0);
}

void TestProgrammeReport::singlePlansHaveNoProgramme()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (const Scenario &s : *samples) {
        if (!bridge::isProgramme(s))
            QVERIFY2(!analysis::analyse(s, QLocale::c()).programme, qPrintable(s.name));
    }
}

// Issue 45: a pool is shown by its name (poolDisplayName), never as "Pool train"; the money of the
// programme and of each pool in 万元 in Chinese.
void TestProgrammeReport::poolsAreNamedNotKeyed()
{
    QCOMPARE(poolDisplayName(QStringLiteral("train")), QStringLiteral("Training pool"));
    QCOMPARE(poolDisplayName(QStringLiteral("finetune")), QStringLiteral("Fine-tuning pool"));
    QCOMPARE(poolDisplayName(QStringLiteral("Serve")), QStringLiteral("Serving pool"));
    QCOMPARE(poolDisplayName(QStringLiteral("gpu-a")), QStringLiteral("Pool “gpu-a”"));
    const Scenario s = hangzhouProgramme();
    const analysis::PlanReport r = analysis::analyse(s, QLocale::c());
    QVERIFY(r.programme);
    QStringList texts { r.programme->total };
    for (const analysis::ProgrammePool &pool : r.programme->pools) {
        QCOMPARE(pool.name, poolDisplayName(pool.id));
        QVERIFY2(pool.title.startsWith(pool.name + QStringLiteral(" · ")), qPrintable(pool.title));
        texts << pool.title << pool.money << pool.sensitivity << pool.chart.title << pool.chart.emptyReason;
    }
    for (const QString &text : texts) {
        for (const QString &id : { QStringLiteral("train"), QStringLiteral("finetune"), QStringLiteral("serve") })
            QVERIFY2(!text.contains(QStringLiteral("ool ") + id), qPrintable(text));
    }
    const QString verdict = programme::programmeVerdict(r.programme->answer, QLocale::c());
    QVERIFY2(verdict.contains(QStringLiteral("Serving pool (Ascend 910B")), qPrintable(verdict));
    const auto zh = analysis::programmeReport(s, QLocale(QLocale::Chinese, QLocale::China));
    QVERIFY(zh);
    QVERIFY2(zh->total.contains(QStringLiteral("万元")) || zh->total.contains(QStringLiteral("亿元")), qPrintable(zh->total));
    for (const analysis::ProgrammePool &pool : zh->pools)
        QVERIFY2(pool.money.contains(QStringLiteral("万元")) || pool.money.contains(QStringLiteral("亿元")), qPrintable(pool.money));
}

// What the workbook recomputes a pool's cost from (issue 44): the decision's owned, leased and
// committed GPUs month by month times their cost per GPU-month, plus the on-demand GPU-hours times
// the month's rate, plus the owned servers' staff in the months with owned GPUs, is the pool's
// cost on the basis; each rate follows a price-book price of the pool's accelerator.
void TestProgrammeReport::ratesRecomputeEachPoolsCostFromItsDecisions()
{
    const Scenario s = hangzhouProgramme();
    const analysis::PlanReport r = analysis::analyse(s, QLocale::c());
    QVERIFY(r.programme);
    int kinds = 0;
    for (const programme::PoolAnswer &a : r.programme->answer.pools) {
        const programme::PoolRates &rates = a.rates;
        double cost = 0;
        for (const programme::PoolMonth &m : a.months) {
            const size_t t = size_t(m.month);
            cost += m.ownedGpus * rates.ownedPerGpuMonth + m.leasedGpus * rates.leasedPerGpuMonth + m.committedGpus * rates.committedPerGpuMonth;
            cost += m.onDemandGpuHours * std::max(0.0, rates.onDemandPerGpuHour.at(t));
            if (m.ownedGpus > 0)
                cost += rates.ownedStaffPerMonth.at(t);
            kinds += (m.ownedGpus > 0) + (m.leasedGpus > 0) + (m.committedGpus > 0) + (m.onDemandGpuHours > 0);
        }
        QVERIFY2(std::abs(cost - a.money.basisCny) <= 1e-9 * a.money.basisCny, qPrintable(QStringLiteral("%1: %2 vs %3").arg(a.id).arg(cost).arg(a.money.basisCny)));
        // The prices the rates follow: the accelerator's own, with the values the plan holds.
        for (const programme::UnitPrice *u : { &rates.prices.onDemand, &rates.prices.lease, &rates.prices.server }) {
            if (u->key.isEmpty())
                continue;
            QVERIFY2(u->key.contains(a.acceleratorId), qPrintable(u->key));
            const PriceEntry *e = r.catalog.price(u->key);
            QVERIFY(e && e->value);
            QCOMPARE(u->value, *e->value);
        }
        // A way of paying the accelerator cannot be had has no price and no rate.
        const bool buys = !rates.prices.server.key.isEmpty();
        QCOMPARE(rates.ownedStaffPerMonth.empty(), !buys);
        if (!buys)
            QCOMPARE(rates.ownedPerGpuMonth, 0.0);
        QVERIFY(rates.leasedPerGpuMonth >= 0 && rates.committedPerGpuMonth >= 0);
    }
    QVERIFY(kinds > 0);
}

// The programme as a way of paying (for Compare): its cash month by month adds up to the
// programme's cash, its pools are its line items, and its after-tax cash discounted is its
// after-tax NPV (within the one month by which the upfront instant, paid at month 0, is counted
// in month 1).
void TestProgrammeReport::programmeIsOneWayOfPayingForComparisons()
{
    const Scenario s = hangzhouProgramme();
    const analysis::PlanReport r = analysis::analyse(s, QLocale::c());
    QVERIFY(r.programme);
    const analysis::ProgrammeReport &p = *r.programme;
    const tco::OptionResult &o = p.option;
    QCOMPARE(o.id, QStringLiteral("programme"));
    QCOMPARE(o.monthly.size(), p.answer.months + 1);
    const double cash = p.answer.money.cashCny;
    QVERIFY(std::abs(o.monthly.constLast().cumulativeCny - cash) <= 1e-6 * cash);
    QVERIFY(std::abs(o.totalCny - cash) <= 1e-6 * cash);
    QCOMPARE(o.lineItems.size(), p.pools.size());
    double items = 0;
    for (qsizetype k = 0; k < o.lineItems.size(); ++k) {
        QCOMPARE(o.lineItems.at(k).name, p.pools.at(k).name);
        items += o.lineItems.at(k).totalCny;
    }
    QVERIFY(std::abs(items - cash) <= 1e-6 * cash);
    QCOMPARE(o.npvAfterTaxCny, p.answer.money.npvAfterTaxCny);
    double discounted = 0;
    for (const tco::MonthRow &m : o.monthly)
        discounted += m.cashAfterTaxCny * std::pow(1.0 + s.tco.discountRate, -m.month / 12.0);
    QVERIFY2(std::abs(discounted - o.npvAfterTaxCny) <= 0.01 * o.npvAfterTaxCny, qPrintable(QStringLiteral("%1 vs %2").arg(discounted).arg(o.npvAfterTaxCny)));
}

// A shipped sample's pools are named like its workloads, in the UI language: translating them
// keeps every workload on its pool (the Chinese names: tst_reporttext).
void TestProgrammeReport::sampleTextsTranslateWithTheirPools()
{
    Scenario s = hangzhouProgramme();
    translateSampleTexts(s);
    QVERIFY(bridge::isProgramme(s));
    for (const Workload &w : std::as_const(s.workloads))
        QVERIFY2(w.pool.isEmpty() || std::any_of(s.pools.begin(), s.pools.end(), [&](const Pool &p) { return p.id == w.pool; }), qPrintable(w.pool));
}

QTEST_GUILESS_MAIN(TestProgrammeReport)
#include "tst_programmereport.moc"
