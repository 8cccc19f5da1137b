// Ranges by Monte Carlo (issue 23 acceptance): ordered quantiles for every KPI of every sample,
// reproducible seeds, wider ranges where the estimator has little data, correlated price paths,
// probabilities that sum to 1, cancellation. 2,000 samples keep it fast (also under ASan).
#include "core/analysis/scenarioranges.h"
#include "core/scenario/samples.h"
#include "core/uncertainty/ranges.h"
#include "core/uncertainty/sampling.h"

#include <QTest>

#include <cmath>
#include <numeric>

using namespace cp;
using namespace cp::uncertainty;

namespace {

constexpr int kSamples = 2000;

estimate::EstimateInput plan(const char *preset, const char *accelerator, estimate::Precision precision, int gpus)
{
    estimate::EstimateInput in;
    in.model = *estimate::preset(QLatin1String(preset));
    in.training.precision = precision;
    in.training.seqLen = 4096;
    in.training.tokens = 1e11;
    in.hardware.accelerator = QLatin1String(accelerator);
    in.hardware.gpus = gpus;
    return in;
}

/// P90 / P10 of a KPI: the relative width of its range.
double relativeWidth(const Ranges &r, const char *kpi)
{
    const Quantiles *q = r.kpi(QLatin1String(kpi));
    return q && q->p10 > 0 ? q->p90 / q->p10 : 0;
}

void verifyOrdered(const Quantiles &q, const QString &what)
{
    QVERIFY2(std::isfinite(q.p10) && std::isfinite(q.p90), qPrintable(what));
    QVERIFY2(q.p10 <= q.p50 && q.p50 <= q.p90, qPrintable(QStringLiteral("%1: %2 %3 %4").arg(what).arg(q.p10).arg(q.p50).arg(q.p90)));
}

bool sameRanges(const Ranges &a, const Ranges &b)
{
    if (a.kpis.size() != b.kpis.size() || a.options.size() != b.options.size())
        return false;
    for (qsizetype i = 0; i < a.kpis.size(); ++i) {
        const Quantiles &x = a.kpis[i].second;
        const Quantiles &y = b.kpis[i].second;
        if (a.kpis[i].first != b.kpis[i].first || x.p10 != y.p10 || x.p50 != y.p50 || x.p90 != y.p90)
            return false;
    }
    for (qsizetype i = 0; i < a.options.size(); ++i) {
        const OptionRange &x = a.options[i];
        const OptionRange &y = b.options[i];
        if (x.npv.p10 != y.npv.p10 || x.npv.p90 != y.npv.p90 || x.total.p50 != y.total.p50 || x.probabilityCheapest != y.probabilityCheapest)
            return false;
    }
    return true;
}

} // namespace

class TestRanges : public QObject {
    Q_OBJECT
private slots:
    void quantilesOfAKnownList();
    void everyKpiOfEverySampleIsOrdered_data();
    void everyKpiOfEverySampleIsOrdered();
    void sameSeedSameRanges();
    void widerWhereTheEstimatorHasLittleData_data();
    void widerWhereTheEstimatorHasLittleData();
    void pilotNarrowsTheRange();
    void mfuStaysBelowTheAchievableCeiling_data();
    void mfuStaysBelowTheAchievableCeiling();
    void correlatedPricePathsWidenTheHorizonTotal();
    void tierSigmaMatchesLowAndHigh();
    void tcoProbabilitiesSumToOne();
    void cancelStopsTheRun();
    void badSettingsAreRefused_data();
    void badSettingsAreRefused();
};

void TestRanges::quantilesOfAKnownList()
{
    // 1..11: type-7 P10 at index 1.0 = 2, P50 at 5 = 6, P90 at 9 = 10.
    std::vector<double> v { 11, 3, 7, 1, 9, 5, 2, 10, 4, 8, 6 };
    const Quantiles q = quantiles(v);
    QCOMPARE(q.p10, 2.0);
    QCOMPARE(q.p50, 6.0);
    QCOMPARE(q.p90, 10.0);
    // 1..4: P10 at 0.3 -> 1.3, P50 at 1.5 -> 2.5, P90 at 2.7 -> 3.7.
    std::vector<double> w { 4, 1, 3, 2 };
    const Quantiles r = quantiles(w);
    QVERIFY(std::abs(r.p10 - 1.3) < 1e-12 && std::abs(r.p50 - 2.5) < 1e-12 && std::abs(r.p90 - 3.7) < 1e-12);
}

void TestRanges::everyKpiOfEverySampleIsOrdered_data()
{
    QTest::addColumn<int>("index");
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (qsizetype i = 0; i < samples->size(); ++i)
        QTest::addRow("%s", qPrintable(samples->at(i).name)) << int(i);
}

void TestRanges::everyKpiOfEverySampleIsOrdered()
{
    QFETCH(int, index);
    const Scenario scenario = sampleScenarios()->at(index);
    const auto r = analysis::scenarioRanges(scenario, RangeSettings { kSamples, 42 });
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QVERIFY(!r->kpis.isEmpty());
    QVERIFY(!r->drivers.isEmpty());
    for (const auto &kpi : r->kpis)
        verifyOrdered(kpi.second, kpi.first);
    if (!scenario.tco.options.isEmpty()) {
        QVERIFY(!r->options.isEmpty());
        double sum = 0;
        for (const OptionRange &o : r->options) {
            verifyOrdered(o.total, o.id + QStringLiteral(" total"));
            verifyOrdered(o.npv, o.id + QStringLiteral(" npv"));
            QCOMPARE(o.cumulative.size(), scenario.tco.horizonMonths + 1);
            for (const Quantiles &q : o.cumulative)
                verifyOrdered(q, o.id + QStringLiteral(" cumulative"));
            QVERIFY(o.probabilityCheapest >= 0 && o.probabilityCheapest <= 1);
            sum += o.probabilityCheapest;
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
}

void TestRanges::sameSeedSameRanges()
{
    const auto in = plan("llama2-7b", "a100-sxm-80gb", estimate::Precision::Bf16, 8);
    const auto point = estimate::estimate(in);
    QVERIFY2(point, qPrintable(joinErrors(point.errors())));
    const auto a = estimateRanges(in, *point, { kSamples, 42 });
    const auto b = estimateRanges(in, *point, { kSamples, 42 });
    const auto c = estimateRanges(in, *point, { kSamples, 43 });
    QVERIFY(a && b && c);
    QVERIFY(sameRanges(*a, *b));
    QVERIFY(!sameRanges(*a, *c));

    tco::TcoInput t;
    t.gpus = 16;
    const auto tp = tco::computeTco(t);
    QVERIFY(tp);
    const auto x = tcoRanges(t, *tp, { kSamples, 7 });
    const auto y = tcoRanges(t, *tp, { kSamples, 7 });
    const auto z = tcoRanges(t, *tp, { kSamples, 8 });
    QVERIFY(x && y && z);
    QVERIFY(sameRanges(*x, *y));
    QVERIFY(!sameRanges(*x, *z));
}

void TestRanges::widerWhereTheEstimatorHasLittleData_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("gpus");
    // (FP8 on H100 was a row here; since the FP8 rows of NeMo, llm-foundry and torchtitan are
    // predicted within ~10% cross-validated, that class is no longer one with little data.)
    QTest::addRow("MoE on H800") << "qwen3-30b-a3b"
                                 << "h800-sxm-80gb" << int(estimate::Precision::Bf16) << 16;
    QTest::addRow("dense BF16 on Ascend 910B") << "llama2-7b"
                                               << "ascend-910b" << int(estimate::Precision::Bf16) << 8;
}

void TestRanges::widerWhereTheEstimatorHasLittleData()
{
    QFETCH(QString, preset);
    QFETCH(QString, accelerator);
    QFETCH(int, precision);
    QFETCH(int, gpus);
    const auto dense = plan("llama2-7b", "a100-sxm-80gb", estimate::Precision::Bf16, 8);
    const auto other = plan(qPrintable(preset), qPrintable(accelerator), estimate::Precision(precision), gpus);
    const auto pd = estimate::estimate(dense);
    const auto po = estimate::estimate(other);
    QVERIFY2(pd && po, qPrintable(joinErrors(pd ? po.errors() : pd.errors())));
    const auto rd = estimateRanges(dense, *pd, { kSamples, 42 });
    const auto ro = estimateRanges(other, *po, { kSamples, 42 });
    QVERIFY(rd && ro);
    for (const char *kpi : { "tokens_per_s_per_gpu", "iteration_time_s", "gpu_hours" })
        QVERIFY2(relativeWidth(*ro, kpi) > relativeWidth(*rd, kpi),
            qPrintable(QStringLiteral("%1: %2 vs dense A100 %3").arg(QLatin1String(kpi)).arg(relativeWidth(*ro, kpi)).arg(relativeWidth(*rd, kpi))));
}

void TestRanges::pilotNarrowsTheRange()
{
    const auto in = plan("llama3-8b", "h100-sxm-80gb", estimate::Precision::Bf16, 8);
    const auto point = estimate::estimate(in);
    QVERIFY(point);
    const auto before = estimateRanges(in, *point, { kSamples, 42 });
    const auto after = estimateRanges(in, *point, { kSamples, 42 }, ErrorModel::shipped().withPilot(QStringLiteral("h100-sxm-80gb"), 2 * 1.2815515655446004 * 0.03));
    QVERIFY(before && after);
    QVERIFY(relativeWidth(*after, "tokens_per_s_per_gpu") < relativeWidth(*before, "tokens_per_s_per_gpu"));
    // sigma 0.03 centred on 0: P90/P10 = exp(2 x 1.2816 x 0.03) = 1.080 up to sampling noise.
    QVERIFY(std::abs(relativeWidth(*after, "tokens_per_s_per_gpu") - std::exp(2 * kZ90 * 0.03)) < 0.01);
}

void TestRanges::mfuStaysBelowTheAchievableCeiling_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("gpus");
    // Issue 47: a 7B run on A100 showed MFU P90 = 79%, above what the card's best GEMM reaches.
    QTest::addRow("7B on 8 A100") << "llama2-7b"
                                  << "a100-sxm-80gb" << 8;
    QTest::addRow("8B on 8 H100") << "llama3-8b"
                                  << "h100-sxm-80gb" << 8;
    QTest::addRow("7B on 8 Ascend 910B (pooled, widest band)") << "llama2-7b"
                                                               << "ascend-910b" << 8;
}

void TestRanges::mfuStaysBelowTheAchievableCeiling()
{
    QFETCH(QString, preset);
    QFETCH(QString, accelerator);
    QFETCH(int, gpus);
    const auto in = plan(qPrintable(preset), qPrintable(accelerator), estimate::Precision::Bf16, gpus);
    const auto point = estimate::estimate(in);
    QVERIFY2(point, qPrintable(joinErrors(point.errors())));
    QVERIFY(point->achievableMfu > 0 && point->achievableMfu < 1);
    const auto r = estimateRanges(in, *point, { kSamples, 42 });
    QVERIFY(r);
    const Quantiles *mfu = r->kpi(QStringLiteral("mfu"));
    QVERIFY(mfu);
    // MFU cannot exceed the card's achievable matmul rate (the best isolated GEMM of
    // gemm-efficiency.csv): every sample is capped there, so P90 is at most the ceiling.
    QVERIFY2(mfu->p90 <= point->achievableMfu * (1 + 1e-12),
        qPrintable(QStringLiteral("MFU P90 %1 above the ceiling %2").arg(mfu->p90).arg(point->achievableMfu)));
    QVERIFY(mfu->p10 < mfu->p90);
}

void TestRanges::correlatedPricePathsWidenTheHorizonTotal()
{
    // The same marginal spread every month (sigma 0.2); a 36-month total of correlated months
    // (rho 0.9) spreads wider than one of independent months (rho 0), whose errors average out.
    const double sigma = 0.2;
    auto rngA = streamRng(42, 9);
    auto rngB = streamRng(42, 9);
    std::vector<double> path, totalA(kSamples), totalB(kSamples), monthA(kSamples), monthB(kSamples);
    for (int i = 0; i < kSamples; ++i) {
        pricePath(rngA, sigma, kPriceRho, 36, path);
        monthA[size_t(i)] = path[20];
        totalA[size_t(i)] = std::accumulate(path.begin(), path.end(), 0.0);
        pricePath(rngB, sigma, 0.0, 36, path);
        monthB[size_t(i)] = path[20];
        totalB[size_t(i)] = std::accumulate(path.begin(), path.end(), 0.0);
    }
    const Quantiles ma = quantiles(monthA), mb = quantiles(monthB), ta = quantiles(totalA), tb = quantiles(totalB);
    // One month: P90/P10 = exp(2 x 1.2816 x 0.2) = 1.670 for both, up to sampling noise.
    QVERIFY(std::abs(ma.p90 / ma.p10 - std::exp(2 * kZ90 * sigma)) < 0.1);
    QVERIFY(std::abs(mb.p90 / mb.p10 - std::exp(2 * kZ90 * sigma)) < 0.1);
    // The sum: independent months shrink the spread by about sqrt(36) = 6; AR(1) with rho 0.9 by
    // only about sqrt(36 (1 - rho) / (1 + rho)) = 1.4: the correlated range is several times wider.
    QVERIFY2((ta.p90 - ta.p10) > 3 * (tb.p90 - tb.p10), qPrintable(QStringLiteral("%1 vs %2").arg(ta.p90 - ta.p10).arg(tb.p90 - tb.p10)));
}

void TestRanges::tierSigmaMatchesLowAndHigh()
{
    PriceEntry e;
    e.value = 100;
    e.low = PriceFigure { 80.0, {}, {}, Confidence::Found, {} };
    e.high = PriceFigure { 125.0, {}, {}, Confidence::Found, {} };
    // ln(125 / 80) / (2 x 1.2816) = 0.44629 / 2.56310 = 0.17412.
    QVERIFY(std::abs(tierSigma(e) - std::log(125.0 / 80.0) / (2 * 1.2815515655446004)) < 1e-12);
    e.high.reset();
    QCOMPARE(tierSigma(e), 0.0);
}

void TestRanges::tcoProbabilitiesSumToOne()
{
    tco::TcoInput in;
    in.gpus = 64;
    const auto point = tco::computeTco(in);
    QVERIFY(point);
    const auto r = tcoRanges(in, *point, { kSamples, 42 });
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QCOMPARE(r->options.size(), in.options.size());
    double sum = 0;
    for (qsizetype i = 0; i < r->options.size(); ++i) {
        const OptionRange &o = r->options.at(i);
        QCOMPARE(o.id, point->options.at(i).id);
        verifyOrdered(o.npv, o.id);
        sum += o.probabilityCheapest;
        // The point's NPV lies inside a wide band of its own samples (the drivers are centred on
        // the book's figures): between P10 / 2 and P90 x 2.
        const tco::OptionResult *p = point->option(o.id);
        QVERIFY(p);
        QVERIFY(p->npvCny >= o.npv.p10 / 2 && p->npvCny <= o.npv.p90 * 2);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QVERIFY(r->drivers.join(QLatin1Char('\n')).contains(QStringLiteral("AR(1)")));
}

void TestRanges::cancelStopsTheRun()
{
    const auto in = plan("llama2-7b", "a100-sxm-80gb", estimate::Precision::Bf16, 8);
    const auto point = estimate::estimate(in);
    QVERIFY(point);
    std::atomic_bool cancel { true };
    RunControl control;
    control.cancel = &cancel;
    const auto r = estimateRanges(in, *point, { kSamples, 42 }, ErrorModel::shipped(), control);
    QVERIFY(!r);
    QVERIFY(wasCancelled(r.errors()));
    tco::TcoInput t;
    const auto tp = tco::computeTco(t);
    QVERIFY(tp);
    const auto rt = tcoRanges(t, *tp, { kSamples, 42 }, ErrorModel::shipped(), control);
    QVERIFY(!rt && wasCancelled(rt.errors()));
    // Not cancelled: progress rises to 1.
    cancel = false;
    QList<double> seen;
    control.progress = [&seen](double f) { seen << f; };
    QVERIFY(estimateRanges(in, *point, { kSamples, 42 }, ErrorModel::shipped(), control));
    QVERIFY(!seen.isEmpty());
    QCOMPARE(seen.constLast(), 1.0);
    QVERIFY(std::is_sorted(seen.cbegin(), seen.cend()));
}

void TestRanges::badSettingsAreRefused_data()
{
    QTest::addColumn<int>("samples");
    QTest::addColumn<qint64>("seed");
    QTest::addColumn<QString>("path");
    QTest::addRow("0 samples") << 0 << qint64(42) << "samples";
    QTest::addRow("negative samples") << -5 << qint64(42) << "samples";
    QTest::addRow("more than 1,000,000 samples") << 1000001 << qint64(42) << "samples";
    QTest::addRow("seed 0") << 100 << qint64(0) << "seed";
    QTest::addRow("seed above 1,000,000") << 100 << qint64(1000001) << "seed";
}

void TestRanges::badSettingsAreRefused()
{
    QFETCH(int, samples);
    QFETCH(qint64, seed);
    QFETCH(QString, path);
    const Errors e = validate(RangeSettings { samples, quint64(seed) });
    QCOMPARE(e.size(), 1);
    QCOMPARE(e.constFirst().path, path);
    QCOMPARE(e.constFirst().kind, ErrorKind::BadInput);
    QVERIFY(e.constFirst().message.contains(QStringLiteral("1,000,000")));
}

QTEST_GUILESS_MAIN(TestRanges)
#include "tst_ranges.moc"
