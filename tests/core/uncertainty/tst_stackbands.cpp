// The training stack as an input (issue 47 item 6): core/estimate/stackbands.h's bands are
// recomputed here from the out-of-sample residuals they were measured on (the throughput rows of
// resources/data/estimator-residuals.csv, each classed by its source), each band holds 75-85% of its
// own class's rows, a known class moves the estimate the way its median factor says, an unknown
// one changes nothing, and the ranges of a known class follow its band below the MFU ceiling.
#include "core/estimate/estimate.h"
#include "core/estimate/stackbands.h"
#include "core/uncertainty/errormodel.h"
#include "core/uncertainty/ranges.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace {

using cp::estimate::Stack;

/// Type 7 quantile (Hyndman and Fan 1996: linear between order statistics), written out again
/// here so that the test does not take the library's.
double stackQuantile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const double at = p * double(v.size() - 1);
    const auto lo = static_cast<size_t>(std::floor(at));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (at - double(lo)) * (v[hi] - v[lo]);
}

/// log(published / predicted) of every throughput row, by the stack class of its source.
std::map<Stack, std::vector<double>> stackLogFactors(QStringList &unclassed)
{
    std::map<Stack, std::vector<double>> out;
    const auto rows = cp::uncertainty::readResiduals();
    if (!rows)
        return out;
    for (const cp::uncertainty::ResidualRow &r : *rows) {
        if (r.family != QLatin1String("throughput"))
            continue;
        const auto stack = cp::estimate::stackOfSource(r.source);
        if (!stack)
            unclassed << r.source;
        else
            out[*stack].push_back(std::log(r.published / r.cvPredicted));
    }
    return out;
}

struct RecomputedBand {
    double p10 = 0, p50 = 0, p90 = 0;
    int rows = 0;
    bool pooled = false;
};

/// The rule of stackbands.h: median; own P10/P90 from kStackMinClassRows rows on; below, the
/// pooled deviations from each class's median around the class's median, widened by
/// sqrt(1 + kStackWidening / n).
RecomputedBand recomputeBand(const std::map<Stack, std::vector<double>> &byClass, Stack s)
{
    RecomputedBand b;
    const auto it = byClass.find(s);
    if (it == byClass.end() || it->second.empty())
        return b;
    const std::vector<double> &own = it->second;
    b.rows = int(own.size());
    const double m = stackQuantile(own, 0.5);
    b.p50 = std::exp(m);
    if (b.rows >= cp::estimate::kStackMinClassRows) {
        b.p10 = std::exp(stackQuantile(own, 0.1));
        b.p90 = std::exp(stackQuantile(own, 0.9));
        return b;
    }
    std::vector<double> deviations;
    for (const auto &[stack, logs] : byClass) {
        const double median = stackQuantile(logs, 0.5);
        for (double x : logs)
            deviations.push_back(x - median);
    }
    const double w = std::sqrt(1.0 + cp::estimate::kStackWidening / double(b.rows));
    b.p10 = std::exp(m + w * stackQuantile(deviations, 0.1));
    b.p90 = std::exp(m + w * stackQuantile(deviations, 0.9));
    b.pooled = true;
    return b;
}

/// Llama 3 8B on 8 H100, layout fixed, 100B tokens.
cp::estimate::EstimateInput stackRun(Stack s)
{
    cp::estimate::EstimateInput in;
    in.model = *cp::estimate::preset(QStringLiteral("llama3-8b"));
    in.training.seqLen = 4096;
    in.training.tokens = 1e11;
    in.training.stack = s;
    in.hardware.accelerator = QStringLiteral("h100-sxm-80gb");
    in.hardware.gpus = 8;
    in.layout.tp = 1;
    in.layout.pp = 1;
    in.layout.dp = 8;
    in.layout.zero = 1;
    in.layout.recompute = cp::estimate::Recompute::None;
    in.layout.microBatch = 1;
    return in;
}

void addKnownStacks()
{
    QTest::addColumn<int>("stack");
    QTest::newRow("tuned") << int(Stack::Tuned);
    QTest::newRow("generic") << int(Stack::Generic);
    QTest::newRow("vendor_port") << int(Stack::VendorPort);
}

} // namespace

class TestStackBands : public QObject {
    Q_OBJECT
private slots:
    void everyThroughputSourceHasAClass();
    void bandsAreTheirClasssResiduals_data() { addKnownStacks(); }
    void bandsAreTheirClasssResiduals();
    void bandsHoldTheirOwnRows_data() { addKnownStacks(); }
    void bandsHoldTheirOwnRows();
    void knownStackMovesTheEstimateByItsFactor_data() { addKnownStacks(); }
    void knownStackMovesTheEstimateByItsFactor();
    void unknownStackChangesNothing();
    void pilotCorrectionReplacesTheStackFactor();
    void rangesOfAKnownStackFollowItsBand_data() { addKnownStacks(); }
    void rangesOfAKnownStackFollowItsBand();
    void wordsRoundTrip();
};

void TestStackBands::everyThroughputSourceHasAClass()
{
    QStringList unclassed;
    const auto byClass = stackLogFactors(unclassed);
    unclassed.removeDuplicates();
    QVERIFY2(unclassed.isEmpty(), qPrintable(QStringLiteral("sources without a stack class (stackOfSource): ") + unclassed.join(QLatin1String(", "))));
    int rows = 0;
    for (const auto &[stack, logs] : byClass)
        rows += int(logs.size());
    QVERIFY(rows > 100);
    QVERIFY(!cp::estimate::stackBand(Stack::Unknown));
}

void TestStackBands::bandsAreTheirClasssResiduals()
{
    QFETCH(int, stack);
    QStringList unclassed;
    const RecomputedBand want = recomputeBand(stackLogFactors(unclassed), Stack(stack));
    const cp::estimate::StackBand *band = cp::estimate::stackBand(Stack(stack));
    QVERIFY(band);
    const QString both = QStringLiteral("header %1/%2/%3 (%4 rows), data %5/%6/%7 (%8 rows): update stackbands.h from the data on purpose")
                             .arg(band->p10)
                             .arg(band->p50)
                             .arg(band->p90)
                             .arg(band->rows)
                             .arg(want.p10, 0, 'f', 4)
                             .arg(want.p50, 0, 'f', 4)
                             .arg(want.p90, 0, 'f', 4)
                             .arg(want.rows);
    // The header rounds the median to three decimals, P10 down and P90 up.
    QVERIFY2(band->rows == want.rows && band->pooledSpread == want.pooled, qPrintable(both));
    QVERIFY2(std::abs(band->p50 - want.p50) < 6e-4, qPrintable(both));
    QVERIFY2(band->p10 <= want.p10 && want.p10 - band->p10 < 1e-3, qPrintable(both));
    QVERIFY2(band->p90 >= want.p90 && band->p90 - want.p90 < 1e-3, qPrintable(both));
    QVERIFY2(band->p10 < band->p50 && band->p50 < band->p90, qPrintable(both));
    QVERIFY(QByteArray(band->source).size() > 20);
    QCOMPARE(QByteArray(band->asOf).size(), 10);
}

void TestStackBands::bandsHoldTheirOwnRows()
{
    QFETCH(int, stack);
    QStringList unclassed;
    const auto byClass = stackLogFactors(unclassed);
    const cp::estimate::StackBand *band = cp::estimate::stackBand(Stack(stack));
    QVERIFY(band);
    const std::vector<double> &logs = byClass.at(Stack(stack));
    const auto inside = std::count_if(logs.begin(), logs.end(), [band](double x) {
        const double f = std::exp(x);
        return f >= band->p10 && f <= band->p90;
    });
    const double coverage = 100.0 * double(inside) / double(logs.size());
    qInfo("%s: %d of %d rows inside P10-P90 (%.1f%%)", QTest::currentDataTag(), int(inside), int(logs.size()), coverage);
    QVERIFY2(coverage >= 75 && coverage <= 85, qPrintable(QString::number(coverage)));
}

void TestStackBands::knownStackMovesTheEstimateByItsFactor()
{
    QFETCH(int, stack);
    const auto unknown = cp::estimate::estimate(stackRun(Stack::Unknown));
    const auto known = cp::estimate::estimate(stackRun(Stack(stack)));
    QVERIFY(unknown && known);
    const cp::estimate::StackBand *band = cp::estimate::stackBand(Stack(stack));
    QVERIFY(known->efficiencyBand && known->efficiencyBand->p50 == band->p50);
    QVERIFY(known->stack == Stack(stack));
    // The same layout, every term of the step divided by the factor: tokens/s, MFU and the run's
    // GPU-hours move by exactly the factor (this plan is far from the MFU ceiling).
    QCOMPARE(known->layout.globalBatch, unknown->layout.globalBatch);
    QVERIFY(known->mfu < known->achievableMfu);
    const double ratio = known->tokensPerSecondPerGpu / unknown->tokensPerSecondPerGpu;
    QVERIFY2(std::abs(ratio - band->p50) < 1e-9, qPrintable(QStringLiteral("%1 vs %2").arg(ratio).arg(band->p50)));
    QVERIFY(std::abs(known->mfu / unknown->mfu - band->p50) < 1e-9);
    QVERIFY(std::abs(unknown->run->gpuHoursIdeal / known->run->gpuHoursIdeal - band->p50) < 1e-9);
    // The direction its factor says.
    QCOMPARE(known->tokensPerSecondPerGpu > unknown->tokensPerSecondPerGpu, band->p50 > 1);
    QVERIFY(known->assumptions.join(QLatin1Char('\n')).contains(cp::estimate::toString(Stack(stack))));
}

void TestStackBands::unknownStackChangesNothing()
{
    cp::estimate::EstimateInput in = stackRun(Stack::Unknown);
    const auto unknown = cp::estimate::estimate(in);
    QVERIFY(unknown);
    QVERIFY(!unknown->efficiencyBand);
    QVERIFY(unknown->stack == Stack::Unknown);
    // TrainingSpec's default is unknown.
    QVERIFY(cp::estimate::TrainingSpec {}.stack == Stack::Unknown);
    // Ranges of an unknown stack say how to narrow the band and how to remove it.
    const auto r = cp::uncertainty::estimateRanges(in, *unknown, { 200, 5 });
    QVERIFY(r);
    QVERIFY2(r->drivers.join(QLatin1Char('\n')).contains(QLatin1String("pilot run")), qPrintable(r->drivers.join(QLatin1Char('\n'))));
}

void TestStackBands::pilotCorrectionReplacesTheStackFactor()
{
    cp::estimate::EstimateInput generic = stackRun(Stack::Generic);
    cp::estimate::EstimateInput unknown = stackRun(Stack::Unknown);
    generic.throughputCorrection = unknown.throughputCorrection = 0.8; // measured 20% slower than predicted
    const auto g = cp::estimate::estimate(generic);
    const auto u = cp::estimate::estimate(unknown);
    QVERIFY(g && u);
    QCOMPARE(g->tokensPerSecondPerGpu, u->tokensPerSecondPerGpu);
    QVERIFY(!g->efficiencyBand);
}

void TestStackBands::rangesOfAKnownStackFollowItsBand()
{
    QFETCH(int, stack);
    const cp::estimate::EstimateInput in = stackRun(Stack(stack));
    const auto e = cp::estimate::estimate(in);
    QVERIFY(e);
    const cp::estimate::StackBand &b = *e->efficiencyBand;
    const auto r = cp::uncertainty::estimateRanges(in, *e, { 20000, 11 });
    QVERIFY(r);
    const cp::uncertainty::Quantiles *tps = r->kpi(QStringLiteral("tokens_per_s_per_gpu"));
    const cp::uncertainty::Quantiles *mfu = r->kpi(QStringLiteral("mfu"));
    QVERIFY(tps && mfu);
    // Tokens/s: the point is the band's median; P10 is point x p10/p50; P90 is point x p90/p50
    // unless that would pass the card's achievable MFU, where the ranges stop.
    const double ceilingTps = e->tokensPerSecondPerGpu * e->achievableMfu / e->mfu;
    const double want10 = e->tokensPerSecondPerGpu * b.p10 / b.p50;
    const double want90 = std::min(e->tokensPerSecondPerGpu * b.p90 / b.p50, ceilingTps);
    const QString got = QStringLiteral("tokens/s P10 %1 P50 %2 P90 %3, point %4, band P10 %5 P90 %6")
                            .arg(tps->p10)
                            .arg(tps->p50)
                            .arg(tps->p90)
                            .arg(e->tokensPerSecondPerGpu)
                            .arg(want10)
                            .arg(want90);
    QVERIFY2(std::abs(tps->p50 / e->tokensPerSecondPerGpu - 1) < 0.02, qPrintable(got));
    QVERIFY2(std::abs(tps->p10 / want10 - 1) < 0.02, qPrintable(got));
    QVERIFY2(std::abs(tps->p90 / want90 - 1) < 0.02, qPrintable(got));
    QVERIFY2(mfu->p90 <= e->achievableMfu * (1 + 1e-12), qPrintable(QStringLiteral("MFU P90 %1, ceiling %2").arg(mfu->p90).arg(e->achievableMfu)));
    QVERIFY(r->drivers.join(QLatin1Char('\n')).contains(QLatin1String("stackbands.h")));
}

void TestStackBands::wordsRoundTrip()
{
    QCOMPARE(cp::estimate::stackNames(), (QStringList { QStringLiteral("unknown"), QStringLiteral("tuned"), QStringLiteral("generic"), QStringLiteral("vendor_port") }));
    for (const QString &w : cp::estimate::stackNames())
        QCOMPARE(cp::estimate::toString(*cp::estimate::stackFromString(w)), w);
    QVERIFY(!cp::estimate::stackFromString(QStringLiteral("vendor-port")));
}

QTEST_GUILESS_MAIN(TestStackBands)
#include "tst_stackbands.moc"
