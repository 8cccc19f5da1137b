#include "core/analysis/planreport.h"
#include "core/compare/compare.h"
#include "core/scenario/samples.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(cp::Scenario)

using namespace cp;
using namespace cp::compare;
using analysis::PlanReport;

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void npvIsOnTheRankingBasisByName();
    void planComparedWithItselfHasNoDifferences_data();
    void planComparedWithItselfHasNoDifferences();
    void waterfallPartsSumToTheGapExactly();
    void otherStepOnlyWhenLineItemsMissPartOfTheTotal();
    void realPlansWaterfallSumsWithinTolerance();
    void horizonsAlignOverTheShortestCommonHorizon();
    void deltasAreAbsoluteAndPercentAgainstTheBaseline_data();
    void deltasAreAbsoluteAndPercentAgainstTheBaseline();
    void sortByDifferencePutsTheBiggestChangeFirst();
    void chartsMarkTheBaselineAndCarryTheWaterfall();
    void presetPlansShowTheirArchitecture();
    void truncatingToAShorterHorizonSumsItsFirstMonths();
    void everyTotalRowNamesTheOneHorizon();
    void horizonChoicesAreWholeYearsUpToTheCommonHorizon();
    void samplesComparedOverTwelveMonthsUseTheirFirstTwelveMonths();
    void programmeComparesByItsProgrammeAndPools();
    void programmeOverAShorterHorizonDiscountsItsAfterTaxCash();
};

namespace {

using Items = QList<QPair<QString, double>>;

/// A plan whose only TCO option is "build": cumulative cash rises by `perMonth`, the line
/// items are given, and the total is their sum plus `unexplained` (made exact with integers).
PlanReport synthetic(const QString &name, int horizon, double perMonth, const Items &items, double unexplained = 0)
{
    PlanReport p;
    p.scenario.name = name;
    p.scenario.tco.horizonMonths = horizon;
    tco::OptionResult o;
    o.kind = tco::OptionKind::Build;
    o.id = QStringLiteral("build");
    o.name = QStringLiteral("Build");
    for (int m = 0; m <= horizon; ++m)
        o.monthly << tco::MonthRow { m, perMonth, perMonth * m, 0, 0 };
    double total = unexplained;
    for (const auto &[item, value] : items) {
        o.lineItems << tco::LineItemTotal { item, {}, value, {}, false };
        total += value;
    }
    o.totalCny = total;
    o.npvCny = total * 0.9;
    tco::TcoResult r;
    r.options << o;
    r.verdict.recommended = o.id;
    p.tco = r;
    return p;
}

/// A plan paying 1,000 CNY up front (month 0) and `perMonth` at the end of months 1..horizon,
/// with a resale of `resale` at its own horizon; the line items carry their months.
PlanReport monthlyPlan(const QString &name, int horizon, double perMonth, double resale)
{
    PlanReport p;
    p.scenario.name = name;
    p.scenario.tco.horizonMonths = horizon;
    p.scenario.tco.discountRate = 0.08;
    tco::OptionResult o;
    o.kind = tco::OptionKind::Build;
    o.id = QStringLiteral("build");
    o.name = QStringLiteral("Build");
    tco::LineItemTotal upfront { QStringLiteral("Servers"), {}, 1000, {} };
    tco::LineItemTotal running { QStringLiteral("Power"), {}, perMonth * horizon, {} };
    tco::LineItemTotal sold { QStringLiteral("Resale"), {}, -resale, {} };
    double cumulative = 0;
    for (int m = 0; m <= horizon; ++m) {
        const double cash = m == 0 ? 1000 : perMonth;
        cumulative += cash;
        o.monthly << tco::MonthRow { m, cash, cumulative, 0, 0 };
        upfront.monthlyCny.push_back(m == 0 ? 1000.0 : 0.0);
        running.monthlyCny.push_back(m == 0 ? 0.0 : perMonth);
        sold.monthlyCny.push_back(m == horizon ? -resale : 0.0);
    }
    o.lineItems << upfront << running << sold;
    o.totalCny = 1000 + perMonth * horizon - resale;
    o.npvCny = -1; // not used below the plan's own horizon
    tco::TcoResult r;
    r.options << o;
    r.verdict.recommended = o.id;
    p.tco = r;
    return p;
}

QList<Scenario> samples()
{
    auto loaded = sampleScenarios();
    if (!loaded)
        qFatal("samples do not load: %s", qPrintable(joinErrors(loaded.errors())));
    return *loaded;
}

Scenario sample(const QString &part)
{
    for (const Scenario &s : samples()) {
        if (s.name.contains(part))
            return s;
    }
    qFatal("no sample like %s", qPrintable(part));
}

double sumOf(const Waterfall &w)
{
    double sum = 0;
    for (const WaterfallStep &s : w.steps)
        sum += s.deltaCny;
    return sum;
}

const QLocale kEnglish(QStringLiteral("en_US"));

} // namespace

void TestCompare::planComparedWithItselfHasNoDifferences_data()
{
    QTest::addColumn<Scenario>("scenario");
    for (const Scenario &s : samples())
        QTest::addRow("%s", qPrintable(s.name)) << s;
}

void TestCompare::planComparedWithItselfHasNoDifferences()
{
    QFETCH(Scenario, scenario);
    const PlanReport r = analysis::analyse(scenario, kEnglish);
    const Comparison c = cp::compare::compare({ r, r }, 0, kEnglish);
    QCOMPARE(c.plans.size(), 2);
    QVERIFY(!c.rows.isEmpty());
    for (const Row &row : c.rows) {
        QVERIFY2(row.identical, qPrintable(row.id));
        QCOMPARE(row.difference, 0.0);
        QVERIFY2(row.deltas.at(1).text.isEmpty(), qPrintable(row.id));
        if (row.deltas.at(1).absolute)
            QCOMPARE(*row.deltas.at(1).absolute, 0.0);
    }
    if (r.tco) {
        QCOMPARE(c.waterfalls.size(), 1);
        QVERIFY(c.waterfalls.constFirst().steps.isEmpty());
        QCOMPARE(c.waterfalls.constFirst().gapCny(), 0.0);
    } else {
        QVERIFY(c.waterfalls.isEmpty());
    }
}

void TestCompare::waterfallPartsSumToTheGapExactly()
{
    const PlanReport a = synthetic(QStringLiteral("A"), 36, 100, { { QStringLiteral("Servers"), 2000000 }, { QStringLiteral("Power"), 300000 }, { QStringLiteral("Staff"), 540000 } });
    const PlanReport b = synthetic(QStringLiteral("B"), 36, 120, { { QStringLiteral("Servers"), 1500000 }, { QStringLiteral("Power"), 300000 }, { QStringLiteral("Rack rent"), 250000 } });
    const Comparison c = cp::compare::compare({ a, b });
    const Waterfall *w = c.waterfall(1);
    QVERIFY(w);
    QCOMPARE(w->gapCny(), 2050000.0 - 2840000.0);
    QCOMPARE(sumOf(*w), w->gapCny());
    QCOMPARE(w->steps.size(), 3); // power is unchanged and left out; no "other" step
    QCOMPARE(w->steps.at(0).name, QStringLiteral("Staff"));
    QCOMPARE(w->steps.at(0).deltaCny, -540000.0);
    QCOMPARE(w->steps.at(1).name, QStringLiteral("Servers"));
    QCOMPARE(w->steps.at(2).name, QStringLiteral("Rack rent"));
    for (const WaterfallStep &s : w->steps)
        QVERIFY(!s.other);
}

void TestCompare::otherStepOnlyWhenLineItemsMissPartOfTheTotal()
{
    const PlanReport a = synthetic(QStringLiteral("A"), 12, 10, { { QStringLiteral("Cloud"), 1000 } });
    const PlanReport b = synthetic(QStringLiteral("B"), 12, 10, { { QStringLiteral("Cloud"), 1200 } }, -75);
    const Comparison c = cp::compare::compare({ a, b });
    const Waterfall *w = c.waterfall(1);
    QVERIFY(w);
    QCOMPARE(w->steps.size(), 2);
    QVERIFY(w->steps.constLast().other);
    QCOMPARE(w->steps.constLast().deltaCny, -75.0);
    QCOMPARE(sumOf(*w), w->gapCny());
}

void TestCompare::realPlansWaterfallSumsWithinTolerance()
{
    Scenario base = sample(QStringLiteral("16×H800"));
    Scenario busier = base;
    busier.name = base.name + QStringLiteral("@2");
    busier.tco.demand.monthlyGpuHours = std::max(1000.0, base.tco.demand.monthlyGpuHours * 1.6);
    busier.workloads.clear(); // the monthly demand counts for a plan that does not list its work
    busier.tco.horizonMonths = 24;
    const Comparison c = cp::compare::compare({ analysis::analyse(base, kEnglish), analysis::analyse(busier, kEnglish) }, 0, kEnglish);
    const Waterfall *w = c.waterfall(1);
    QVERIFY(w);
    QVERIFY(std::abs(w->gapCny()) > 1);
    QVERIFY(!w->steps.isEmpty());
    // Documented tolerance: the steps sum to the gap within kZeroCny (1e-6 CNY).
    QVERIFY2(std::abs(sumOf(*w) - w->gapCny()) <= kZeroCny, qPrintable(QString::number(sumOf(*w) - w->gapCny(), 'g', 17)));
    QVERIFY(!c.row(QStringLiteral("tco.demand.monthly_gpu_hours"))->identical);
    QCOMPARE(c.curves.commonHorizon, 24);
    QVERIFY(!c.curves.cumulativeCny.at(0).at(25));
    QVERIFY(c.row(QStringLiteral("model.preset"))->identical);
}

void TestCompare::horizonsAlignOverTheShortestCommonHorizon()
{
    const PlanReport longer = synthetic(QStringLiteral("36 months"), 36, 100, { { QStringLiteral("Cloud"), 3600 } });
    const PlanReport shorter = synthetic(QStringLiteral("24 months"), 24, 150, { { QStringLiteral("Cloud"), 3600 } });
    const Comparison c = cp::compare::compare({ longer, shorter });
    QCOMPARE(c.curves.commonHorizon, 24);
    QCOMPARE(c.horizonMonths, 24);
    QCOMPARE(c.curves.longestHorizon, 36);
    QCOMPARE(c.curves.cumulativeCny.size(), 2);
    for (int plan = 0; plan < 2; ++plan) {
        const QList<std::optional<double>> &months = c.curves.cumulativeCny.at(plan);
        QCOMPARE(months.size(), 37);
        const double perMonth = plan == 0 ? 100 : 150;
        for (int m = 0; m <= 24; ++m)
            QCOMPARE(months.at(m), std::optional<double>(perMonth * m));
        for (int m = 25; m <= 36; ++m)
            QVERIFY2(!months.at(m), qPrintable(QStringLiteral("plan %1 month %2").arg(plan).arg(m)));
    }
    const Row *paid = c.row(QStringLiteral("result.paid_by_common_horizon"));
    QVERIFY(paid);
    QCOMPARE(*paid->values.at(0).number, 2400.0);
    QCOMPARE(*paid->values.at(1).number, 3600.0);
    QVERIFY(!c.row(QStringLiteral("tco.horizon_months"))->identical);
    const chart::ChartSpec chart = curvesChart(c);
    QCOMPARE(chart.series.size(), 2);
    QCOMPARE(chart.series.at(0).points.size(), 25);
    QCOMPARE(chart.series.at(0).points.constLast().x, 24.0);
    QVERIFY(chart.subtitle.contains(QStringLiteral("24")));
}

void TestCompare::deltasAreAbsoluteAndPercentAgainstTheBaseline_data()
{
    QTest::addColumn<int>("baseline");
    QTest::addColumn<double>("absolute");
    QTest::addColumn<double>("percent");
    QTest::addRow("against the cheaper plan the other costs half as much again") << 0 << 100000.0 << 50.0;
    QTest::addRow("against the dearer plan the other costs a third less") << 1 << -100000.0 << -100.0 / 3.0;
}

void TestCompare::deltasAreAbsoluteAndPercentAgainstTheBaseline()
{
    QFETCH(int, baseline);
    QFETCH(double, absolute);
    QFETCH(double, percent);
    const PlanReport cheap = synthetic(QStringLiteral("cheap"), 36, 1, { { QStringLiteral("Cloud"), 200000 } });
    const PlanReport dear = synthetic(QStringLiteral("dear"), 36, 1, { { QStringLiteral("Cloud"), 300000 } });
    const Comparison c = cp::compare::compare({ cheap, dear }, baseline, kEnglish);
    QCOMPARE(c.baseline, baseline);
    const Row *total = c.row(QStringLiteral("result.tco_total"));
    QVERIFY(total);
    QVERIFY(!total->identical);
    const int other = 1 - baseline;
    QVERIFY(total->deltas.at(baseline).text.isEmpty());
    QCOMPARE(*total->deltas.at(other).absolute, absolute);
    QVERIFY(std::abs(*total->deltas.at(other).percent - percent) < 1e-12);
    QVERIFY2(total->deltas.at(other).text.contains(QStringLiteral("CNY")), qPrintable(total->deltas.at(other).text));
    QVERIFY2(total->deltas.at(other).text.contains(QLatin1Char('%')), qPrintable(total->deltas.at(other).text));
    QCOMPARE(c.kpis.size(), 5);
    QCOMPARE(c.kpis.at(2).id, QStringLiteral("result.tco_total"));
}

void TestCompare::sortByDifferencePutsTheBiggestChangeFirst()
{
    PlanReport a = synthetic(QStringLiteral("A"), 36, 1, { { QStringLiteral("Cloud"), 1000 } });
    PlanReport b = synthetic(QStringLiteral("B"), 36, 1, { { QStringLiteral("Cloud"), 1100 } });
    b.scenario.tco.utilisation = 0.35; // half of A's 0.7: a 50% difference, bigger than the 9% in cost
    const Comparison c = cp::compare::compare({ a, b });
    const QList<int> order = c.rowsByDifference();
    QCOMPARE(order.size(), c.rows.size());
    QCOMPARE(c.rows.at(order.at(0)).id, QStringLiteral("tco.utilisation"));
    for (int i = 1; i < order.size(); ++i)
        QVERIFY(c.rows.at(order.at(i - 1)).difference >= c.rows.at(order.at(i)).difference);
    QVERIFY(c.rows.at(order.constLast()).identical);
}

void TestCompare::chartsMarkTheBaselineAndCarryTheWaterfall()
{
    const QList<PlanReport> plans { synthetic(QStringLiteral("A"), 12, 1, { { QStringLiteral("Cloud"), 1000 } }),
        synthetic(QStringLiteral("B"), 12, 2, { { QStringLiteral("Cloud"), 900 }, { QStringLiteral("Power"), 500 } }),
        synthetic(QStringLiteral("C"), 12, 3, { { QStringLiteral("Cloud"), 1000 } }) };
    const Comparison c = cp::compare::compare(plans, 1);
    const chart::ChartSpec curves = curvesChart(c);
    QCOMPARE(curves.series.size(), 3);
    QCOMPARE(curves.series.at(0).dashed, true);
    QCOMPARE(curves.series.at(1).dashed, false);
    QCOMPARE(curves.series.at(2).dashed, true);

    const chart::ChartSpec bars = lineItemsChart(c);
    QCOMPARE(bars.kind, chart::ChartKind::GroupedBar);
    QCOMPARE(bars.x.categories, (QStringList { QStringLiteral("Cloud"), QStringLiteral("Power") }));
    QCOMPARE(bars.series.at(0).values, (QList<double> { 1000, 0 }));

    QCOMPARE(largestGap(c), 0); // both gaps are 400 CNY: the first plan wins
    const chart::ChartSpec w = waterfallChart(c, 2);
    QCOMPARE(w.kind, chart::ChartKind::Waterfall);
    QCOMPARE(w.x.categories, (QStringList { QStringLiteral("B"), QStringLiteral("Power"), QStringLiteral("Cloud"), QStringLiteral("C") }));
    QCOMPARE(w.series.at(0).values, (QList<double> { 1400, -500, 100, 1000 }));
    QVERIFY(!w.title.isEmpty());
    QVERIFY(waterfallChart(c, 1).isEmpty()); // no waterfall from the baseline to itself
}

// Two preset plans: the architecture rows give each preset's own figures (Llama 2 7B has 32
// layers, 70B has 80), not the unused custom fields (0).
void TestCompare::presetPlansShowTheirArchitecture()
{
    Scenario small = sample(QStringLiteral("13B"));
    small.model.preset = QStringLiteral("llama2-7b");
    Scenario large = small;
    large.name = QStringLiteral("70B");
    large.model.preset = QStringLiteral("llama2-70b");
    const compare::Comparison c = compare::compare({ analysis::analyse(small), analysis::analyse(large) });
    const compare::Row *layers = c.row(QStringLiteral("model.layers"));
    QVERIFY(layers);
    QCOMPARE(layers->values.at(0).number, std::optional<double>(32));
    QCOMPARE(layers->values.at(1).number, std::optional<double>(80));
    QCOMPARE(c.row(QStringLiteral("model.kv_heads"))->values.at(1).number, std::optional<double>(8)); // grouped-query attention
    QCOMPARE(c.row(QStringLiteral("model.hidden"))->values.at(0).number, std::optional<double>(4096));
    QVERIFY(!layers->identical);
}

// A 36-month plan compared with a 12-month one is compared over 12 months: its cost is the
// 1,000 CNY up front plus 12 x 100, no resale (that comes at month 36); the 12-month plan's is
// its own total, resale included.
void TestCompare::truncatingToAShorterHorizonSumsItsFirstMonths()
{
    const PlanReport longer = monthlyPlan(QStringLiteral("36 months"), 36, 100, 500);
    const PlanReport shorter = monthlyPlan(QStringLiteral("12 months"), 12, 150, 200);
    const Comparison c = cp::compare::compare({ longer, shorter }, 0, kEnglish);
    QCOMPARE(c.horizonMonths, 12);
    QCOMPARE(c.curves.horizon, 12);
    QCOMPARE(c.plans.at(0).totalCny, 1000.0 + 12 * 100);
    QCOMPARE(c.plans.at(1).totalCny, 1000.0 + 12 * 150 - 200);
    QCOMPARE(*c.row(QStringLiteral("result.tco_total"))->values.at(0).number, 2200.0);
    QCOMPARE(*c.row(QStringLiteral("result.option.build.total"))->values.at(1).number, 2600.0);
    // NPV over 12 months at 8 %/year: 1,000 + 100 * sum_{m=1..12} v^m with v = 1.08^(-1/12);
    // the geometric sum is v (1 - v^12) / (1 - v) and v^12 = 1 / 1.08.
    const double v = std::pow(1.08, -1.0 / 12.0);
    const double npv = 1000 + 100 * v * (1 - 1 / 1.08) / (1 - v);
    QVERIFY(std::abs(c.plans.at(0).npvCny - npv) < 1e-6);
    // The line items over the same 12 months: servers 1,000 each; power 1,200 and 1,800; the
    // resale only for the plan whose horizon ends at 12.
    QCOMPARE(c.lineItems.names, (QStringList { QStringLiteral("Servers"), QStringLiteral("Power"), QStringLiteral("Resale") }));
    QCOMPARE(c.lineItems.totalsCny.at(1), (QList<double> { 1200, 1800 }));
    QCOMPARE(c.lineItems.totalsCny.at(2), (QList<double> { 0, -200 }));
    const Waterfall *w = c.waterfall(1);
    QVERIFY(w);
    QCOMPARE(w->gapCny(), 2600.0 - 2200.0);
    QCOMPARE(sumOf(*w), w->gapCny());
    for (const WaterfallStep &step : w->steps)
        QVERIFY(!step.other); // the line items explain the whole 12-month gap
    // The curves stop at month 12 for both; the table keeps the longer plan's later months empty.
    QCOMPARE(c.curves.cumulativeCny.at(0).at(12), std::optional<double>(2200));
    QVERIFY(!c.curves.cumulativeCny.at(0).at(13));

    // A shorter horizon chosen by the user: six months, 1,000 + 6 x 100 and 1,000 + 6 x 150.
    const Comparison six = cp::compare::compare({ longer, shorter }, 0, kEnglish, 6);
    QCOMPARE(six.horizonMonths, 6);
    QCOMPARE(six.plans.at(0).totalCny, 1600.0);
    QCOMPARE(six.plans.at(1).totalCny, 1900.0);
    QCOMPARE(six.curves.cumulativeCny.at(1).size(), 37);
    QVERIFY(!six.curves.cumulativeCny.at(1).at(7));
    // A longer one than both plans have is the common horizon.
    QCOMPARE(cp::compare::compare({ longer, shorter }, 0, kEnglish, 48).horizonMonths, 12);
}

void TestCompare::everyTotalRowNamesTheOneHorizon()
{
    const Comparison c = cp::compare::compare({ monthlyPlan(QStringLiteral("A"), 36, 100, 0), monthlyPlan(QStringLiteral("B"), 24, 90, 0) }, 0, kEnglish);
    QCOMPARE(c.horizonMonths, 24);
    int money = 0;
    for (const Row &r : c.rows) {
        if (r.group != QLatin1String("results") || r.kind != ValueKind::Money)
            continue;
        ++money;
        const bool ownHorizon = r.label.contains(QStringLiteral("each plan's own horizon"));
        QVERIFY2(ownHorizon || r.label.contains(QStringLiteral("24-month")) || r.label.contains(QStringLiteral("month 24")), qPrintable(r.label));
    }
    QVERIFY(money >= 4);
    QCOMPARE(c.row(QStringLiteral("result.tco_total"))->label, QStringLiteral("24-month TCO (recommended way to pay)"));
    QCOMPARE(c.row(QStringLiteral("result.option.build.total"))->label, QStringLiteral("24-month TCO: Build"));
    for (const Row &k : c.kpis) {
        if (k.kind == ValueKind::Money)
            QVERIFY2(k.label.contains(QStringLiteral("24-month")), qPrintable(k.label));
    }
    QVERIFY(c.rule.contains(QStringLiteral("24 month")));
    QVERIFY(curvesChart(c).title.contains(QStringLiteral("24 month")));
    QVERIFY(lineItemsChart(c).title.contains(QStringLiteral("24 month")));
    QVERIFY(waterfallChart(c, 1).title.contains(QStringLiteral("24-month")));
}

void TestCompare::horizonChoicesAreWholeYearsUpToTheCommonHorizon()
{
    auto choices = [](int a, int b) {
        return horizonChoices(cp::compare::compare({ monthlyPlan(QStringLiteral("A"), a, 1, 0), monthlyPlan(QStringLiteral("B"), b, 1, 0) }));
    };
    QCOMPARE(choices(36, 60), (QList<int> { 12, 24, 36 }));
    QCOMPARE(choices(30, 36), (QList<int> { 12, 24, 30 }));
    QCOMPARE(choices(12, 12), (QList<int> { 12 }));
    QCOMPARE(choices(6, 36), (QList<int> { 6 }));
}

// Real plans over 12 months: every option's 12-month TCO is what it paid by month 12 (its
// cumulative cash, months 0..12) and its line items over those months add up to it.
void TestCompare::samplesComparedOverTwelveMonthsUseTheirFirstTwelveMonths()
{
    const PlanReport a = analysis::analyse(sample(QStringLiteral("70B")), kEnglish);
    const PlanReport b = analysis::analyse(sample(QStringLiteral("16×H800")), kEnglish);
    QVERIFY(a.tco && b.tco);
    const Comparison c = cp::compare::compare({ a, b }, 0, kEnglish, 12);
    QCOMPARE(c.horizonMonths, 12);
    for (const PlanReport *p : { &a, &b }) {
        const int plan = p == &a ? 0 : 1;
        for (const tco::OptionResult &o : p->tco->options) {
            const Row *row = c.row(QStringLiteral("result.option.%1.total").arg(o.id));
            QVERIFY(row);
            QVERIFY2(row->label.startsWith(QStringLiteral("12-month")), qPrintable(row->label));
            double sum = 0;
            for (int m = 0; m <= 12; ++m)
                sum += o.monthly.at(m).cashCny;
            QVERIFY(std::abs(*row->values.at(plan).number - sum) <= 1e-6 * std::max(1.0, sum));
            double items = 0;
            for (const tco::LineItemTotal &li : o.lineItems)
                items += lineItemThrough(li, 12);
            QVERIFY(std::abs(items - sum) <= 1e-6 * std::max(1.0, sum));
        }
    }
    const Waterfall *w = c.waterfall(1);
    QVERIFY(w);
    QVERIFY(std::abs(sumOf(*w) - w->gapCny()) <= kZeroCny);
}

// Compare's NPV is on each plan's ranking basis and says which: after tax it is the option's
// after-tax NPV (its own at the plan's horizon; below it, the after-tax cash discounted).
void TestCompare::npvIsOnTheRankingBasisByName()
{
    PlanReport a = monthlyPlan(QStringLiteral("A"), 12, 100, 0);
    tco::OptionResult &o = a.tco->options.first();
    o.npvCny = 5000;
    o.npvAfterTaxCny = 3000;
    for (tco::MonthRow &m : o.monthly)
        m.cashAfterTaxCny = m.cashCny * 0.75;
    a.tco->afterTaxBasis = true;
    Comparison c = cp::compare::compare({ a, a }, 0, kEnglish);
    const Row *npv = c.row(QStringLiteral("result.npv"));
    QVERIFY(npv);
    QVERIFY2(npv->label.contains(QLatin1String("after-tax NPV")), qPrintable(npv->label));
    QCOMPARE(*npv->values.at(0).number, 3000.0);
    QCOMPARE(c.plans.at(0).npvCny, 3000.0);
    QCOMPARE(c.plans.at(0).npvBasisId, QStringLiteral("after_tax_npv"));
    QVERIFY(c.row(QStringLiteral("result.option.build.npv"))->label.contains(QLatin1String("after-tax NPV")));
    // Over 6 of the 12 months: the after-tax cash of months 0..6, discounted at 8 %/year.
    const double v = std::pow(1.08, -1.0 / 12.0);
    double byHand = 1000 * 0.75;
    for (int m = 1; m <= 6; ++m)
        byHand += 100 * 0.75 * std::pow(v, m);
    QVERIFY(std::abs(cp::compare::basisNpvThrough(o, 6, 0.08, true) - byHand) < 1e-6);
    // Taxes off: the pre-tax NPV, named so.
    a.tco->afterTaxBasis = false;
    c = cp::compare::compare({ a, a }, 0, kEnglish);
    QVERIFY(c.row(QStringLiteral("result.npv"))->label.contains(QLatin1String("pre-tax NPV")));
    QCOMPARE(*c.row(QStringLiteral("result.npv"))->values.at(0).number, 5000.0);
    // Plans on different bases: the label says so.
    PlanReport b = a;
    b.tco->afterTaxBasis = true;
    c = cp::compare::compare({ a, b }, 0, kEnglish);
    QVERIFY(c.row(QStringLiteral("result.npv"))->label.contains(QLatin1String("each plan")));
}

// Issue 44: a programme set beside a single plan pays by its programme: the way-to-pay row names
// it, its total is its cash and its NPV its total on its basis, its curve its cumulative cash,
// each pool has a row of its cost, share and supply (missing for the single plan), and its single
// fleet's run, cluster and ways of paying stay out.
void TestCompare::programmeComparesByItsProgrammeAndPools()
{
    const PlanReport programme = analysis::analyse(sample(QStringLiteral("Hangzhou")), kEnglish);
    const PlanReport single = analysis::analyse(sample(QStringLiteral("16×H800")), kEnglish);
    QVERIFY(programme.programme && programme.tco && single.tco);
    const analysis::ProgrammeReport &p = *programme.programme;
    const Comparison c = cp::compare::compare({ single, programme }, 0, kEnglish);
    QCOMPARE(c.horizonMonths, std::min(p.answer.months, single.scenario.tco.horizonMonths));
    QCOMPARE(c.horizonMonths, p.answer.months); // both plans run 36 months
    const PlanInfo &info = c.plans.at(1);
    QVERIFY(info.hasTco);
    QCOMPARE(info.optionId, QStringLiteral("programme"));
    QCOMPARE(info.npvBasisId, p.answer.basis);
    const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); };
    QVERIFY(near(info.npvCny, p.answer.money.basisCny));
    QVERIFY(near(info.totalCny, p.answer.money.cashCny));
    const Row *npv = c.row(QStringLiteral("result.npv"));
    QVERIFY(npv && npv->values.at(1).number);
    QVERIFY(near(*npv->values.at(1).number, p.answer.money.basisCny));
    QVERIFY2(npv->label.contains(p.basisName), qPrintable(npv->label));
    QCOMPARE(c.row(QStringLiteral("result.tco_option"))->values.at(1).text, p.option.name);
    QVERIFY(near(*c.curves.cumulativeCny.at(1).at(c.horizonMonths), p.answer.money.cashCny));
    // The single fleet its file also holds is not its answer.
    for (const tco::OptionResult &o : programme.tco->options) {
        if (const Row *r = c.row(QStringLiteral("result.option.%1.total").arg(o.id)))
            QVERIFY2(r->values.at(1).missing, qPrintable(r->id));
    }
    for (const char *id : { "result.train_days", "result.recommended_cluster", "result.memory_per_gpu", "result.break_even" })
        QVERIFY2(c.row(QLatin1String(id))->values.at(1).missing, id);
    double hours = 0;
    for (const programme::PoolAnswer &a : p.answer.pools) {
        for (const programme::PoolMonth &m : a.months)
            hours += m.demandGpuHours;
    }
    QVERIFY(near(*c.row(QStringLiteral("result.gpu_hours"))->values.at(1).number, hours));
    // Its pools, each with its cost on the basis, share and supply.
    for (const analysis::ProgrammePool &pool : p.pools) {
        const Row *cost = c.row(QStringLiteral("result.pool.%1.cost").arg(pool.id));
        QVERIFY2(cost, qPrintable(pool.id));
        QVERIFY2(cost->label.contains(pool.title), qPrintable(cost->label));
        QVERIFY(cost->values.at(0).missing);
        QVERIFY(near(*cost->values.at(1).number, pool.basisCny));
        QVERIFY(near(*c.row(QStringLiteral("result.pool.%1.share").arg(pool.id))->values.at(1).number, pool.share));
        QCOMPARE(c.row(QStringLiteral("result.pool.%1.supply").arg(pool.id))->values.at(1).text, pool.supplyMix);
    }
    // The waterfall from the single plan to the programme: its pools' cash against the plan's line items.
    const Waterfall *w = c.waterfall(1);
    QVERIFY(w);
    QVERIFY(std::abs(sumOf(*w) - w->gapCny()) <= 1e-3);
    QVERIFY(std::any_of(w->steps.begin(), w->steps.end(), [&](const WaterfallStep &s) { return s.name == p.pools.constFirst().name; }));

    // Against itself: nothing differs.
    const Comparison same = cp::compare::compare({ programme, programme }, 0, kEnglish);
    for (const Row &row : same.rows)
        QVERIFY2(row.identical, qPrintable(row.id));
}

// Over 12 of its 36 months a programme's NPV on its basis is its after-tax cash of months 1..12
// discounted (the upfront instant counted in month 1), and its total the cash paid by month 12.
void TestCompare::programmeOverAShorterHorizonDiscountsItsAfterTaxCash()
{
    const PlanReport programme = analysis::analyse(sample(QStringLiteral("Hangzhou")), kEnglish);
    QVERIFY(programme.programme && programme.programme->answer.basis == QLatin1String("after_tax_npv"));
    const Comparison c = cp::compare::compare({ programme, programme }, 0, kEnglish, 12);
    QCOMPARE(c.horizonMonths, 12);
    const double rate = programme.scenario.tco.discountRate;
    double npv = 0, cash = 0;
    for (const programme::PoolAnswer &a : programme.programme->answer.pools) {
        for (const programme::PoolMonth &m : a.months) {
            if (m.month > 12)
                continue;
            npv += m.afterTaxCny * std::pow(1.0 + rate, -m.month / 12.0);
            cash += m.costCny;
        }
    }
    QVERIFY2(std::abs(c.plans.at(0).npvCny - npv) <= 1e-6 * npv, qPrintable(QStringLiteral("%1 vs %2").arg(c.plans.at(0).npvCny).arg(npv)));
    QVERIFY(std::abs(c.plans.at(0).totalCny - cash) <= 1e-6 * cash);
    QVERIFY(npv > 0 && npv < programme.programme->answer.money.basisCny);
}

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
