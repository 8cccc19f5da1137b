// Ranges that match the answer (issue 42): each price varies between its low and high tiers with
// its mode and median at the figure used, the TCO's NPV ranges are on the ranking basis, and every
// point estimate a view shows lies inside its P10-P90, for every built-in sample.
#include "core/analysis/planreport.h"
#include "core/analysis/rangetexts.h"
#include "core/analysis/scenarioranges.h"
#include "core/scenario/samples.h"
#include "core/uncertainty/ranges.h"
#include "core/uncertainty/sampling.h"

#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::uncertainty;

namespace {

constexpr int kSamples = 2000;

/// Inside [p10, p90] up to a relative 1e-9 (the point and a quantile computed the same way may
/// differ in the last bits).
bool inside(double point, const Quantiles &q)
{
    const double slack = 1e-9 * std::max({ std::abs(point), std::abs(q.p10), std::abs(q.p90), 1.0 });
    return point >= q.p10 - slack && point <= q.p90 + slack;
}

QString rangeText(const QString &what, double point, const Quantiles &q)
{
    return QStringLiteral("%1: point %2 outside P10 %3 - P90 %4").arg(what).arg(point, 0, 'f', 4).arg(q.p10, 0, 'f', 4).arg(q.p90, 0, 'f', 4);
}

} // namespace

class TestRangeAnswer : public QObject {
    Q_OBJECT
private slots:
    void tierQuantileSpansTheTiers();
    void h100CloudP10IsAtLeastItsLowTier();
    void untieredBuildInputsVary();
    void everyPointLiesInsideItsRange_data();
    void everyPointLiesInsideItsRange();
};

void TestRangeAnswer::tierQuantileSpansTheTiers()
{
    // Two-piece triangular on [0.6, 1] and [1, 3]: F(x) = 0.5 ((x - 0.6) / 0.4)^2 below 1, so
    // u = 0.125 gives x = 0.6 + 0.4 sqrt(0.25) = 0.8; above 1, 1 - F(x) = 0.5 ((3 - x) / 2)^2, so
    // u = 0.875 gives x = 3 - 2 sqrt(0.25) = 2.
    const TierSpread t { 0.6, 3.0 };
    QCOMPARE(tierQuantile(0.0, t), 0.6);
    QCOMPARE(tierQuantile(0.5, t), 1.0);
    QCOMPARE(tierQuantile(1.0, t), 3.0);
    QVERIFY(std::abs(tierQuantile(0.125, t) - 0.8) < 1e-12);
    QVERIFY(std::abs(tierQuantile(0.875, t) - 2.0) < 1e-12);
}

void TestRangeAnswer::h100CloudP10IsAtLeastItsLowTier()
{
    // The price book: H100 on demand typical 13.01, low 8.28 (cheapest seller), high 48.85 CNY per
    // GPU-hour. Before issue 42 a lognormal centred on 13.01 put P10 at 5.36.
    const PriceEntry *e = Catalog::builtIn().price(QStringLiteral("cloud.h100-sxm-80gb.on_demand"));
    QVERIFY(e && e->value && e->low && e->low->value && e->high && e->high->value);
    const TierSpread spread = tierSpread(*e, true);
    QVERIFY(std::abs(spread.low * *e->value - *e->low->value) < 1e-9);
    QVERIFY(std::abs(spread.high * *e->value - *e->high->value) < 1e-9);
    auto rng = streamRng(42, 11);
    std::vector<double> path, monthly;
    for (int i = 0; i < kSamples; ++i) {
        tierPath(rng, spread, kPriceRho, 12, path);
        for (double f : path)
            monthly.push_back(f * *e->value);
    }
    const Quantiles q = quantiles(monthly);
    QVERIFY2(q.p10 >= *e->low->value, qPrintable(QString::number(q.p10)));
    QVERIFY2(q.p90 <= *e->high->value, qPrintable(QString::number(q.p90)));
    // The typical figure is the median: P50 within sampling noise of 13.01.
    QVERIFY2(std::abs(q.p50 / *e->value - 1) < 0.03, qPrintable(QString::number(q.p50)));

    // The same through tcoRanges: 8 H100 on demand at full use for 12 months has a total of
    // 13.01 x 8 x 730 x 12 x drift; its P10 per GPU-hour is at least the low tier times the drift.
    tco::TcoInput in;
    in.acceleratorId = QStringLiteral("h100-sxm-80gb");
    in.gpus = 8;
    in.horizonMonths = 12;
    in.options = { tco::OptionKind::OnDemand };
    in.utilisation = 1.0;
    const auto point = tco::computeTco(in);
    QVERIFY2(point, qPrintable(joinErrors(point.errors())));
    const auto r = tcoRanges(in, *point, { kSamples, 42 });
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    const OptionRange *o = r->options.isEmpty() ? nullptr : &r->options.constFirst();
    QVERIFY(o);
    const double pointTotal = point->options.constFirst().totalCny;
    // Demand varies too (P10-P90 x0.8-x1.25), so the bound is the low tier's ratio times the
    // demand's lowest P10 factor 0.8.
    QVERIFY2(o->total.p10 >= pointTotal * spread.low * 0.8, qPrintable(QStringLiteral("%1 vs %2").arg(o->total.p10).arg(pointTotal)));
    QVERIFY(inside(pointTotal, o->total));
}

void TestRangeAnswer::untieredBuildInputsVary()
{
    // The H800 server price has no tiers in the book: it varies +/-kUntieredSpread, not held.
    const PriceEntry *e = Catalog::builtIn().price(QStringLiteral("server.h800-sxm-80gb.8gpu"));
    QVERIFY(e && e->value);
    const TierSpread t = tierSpread(*e, true);
    QVERIFY(std::abs(t.low - (1 - kUntieredSpread)) < 1e-12);
    QVERIFY(std::abs(t.high - (1 + kUntieredSpread)) < 1e-12);
    QVERIFY(!tierSpread(*e, false).varies());
}

void TestRangeAnswer::everyPointLiesInsideItsRange_data()
{
    QTest::addColumn<int>("index");
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (qsizetype i = 0; i < samples->size(); ++i)
        QTest::addRow("%s", qPrintable(samples->at(i).name)) << int(i);
}

void TestRangeAnswer::everyPointLiesInsideItsRange()
{
    QFETCH(int, index);
    const Scenario scenario = sampleScenarios()->at(index);
    const analysis::PlanReport report = analysis::analyse(scenario, QLocale::c());
    const auto r = analysis::scenarioRanges(scenario, RangeSettings { kSamples, 42 });
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    const QList<analysis::KpiRange> shown = analysis::kpiRanges(report, *r, QLocale::c());
    QVERIFY(!shown.isEmpty());
    for (const analysis::KpiRange &k : shown) {
        const auto kpi = std::find_if(report.kpis.cbegin(), report.kpis.cend(), [&k](const analysis::Kpi &x) { return x.id == k.kpiId; });
        QVERIFY(kpi != report.kpis.cend());
        qInfo().noquote() << k.kpiId << kpi->text << k.text;
        QVERIFY2(inside(kpi->value, k.q), qPrintable(rangeText(k.kpiId, kpi->value, k.q)));
    }
    if (!report.tco)
        return;
    QCOMPARE(r->npvBasis, report.tco->basisId());
    for (const tco::OptionResult &o : report.tco->options) {
        const OptionRange *range = r->option(o.id);
        QVERIFY2(range, qPrintable(o.id));
        QVERIFY2(inside(o.totalCny, range->total), qPrintable(rangeText(o.id + QStringLiteral(" total"), o.totalCny, range->total)));
        QVERIFY2(inside(o.decisionNpvCny, range->npv), qPrintable(rangeText(o.id + QStringLiteral(" npv"), o.decisionNpvCny, range->npv)));
        // What cannot be obtained is never ranked, in the samples as in the verdict.
        if (!o.obtainable)
            QCOMPARE(range->probabilityCheapest, 0.0);
    }
}

QTEST_GUILESS_MAIN(TestRangeAnswer)
#include "tst_rangeanswer.moc"
