// A pilot-run correction inside the estimator (EstimateInput::throughputCorrection and
// memoryCorrection, set by bridge::applyPilotCorrection): tokens/s scale by the factor for the same
// layout, the step breakdown still adds up, and the peak memory's fit is checked again.
#include "core/bridge/pilotcorrection.h"
#include "core/estimate/estimate.h"

#include <QTest>

#include <cmath>

using namespace cp;

namespace {

estimate::EstimateInput input()
{
    estimate::EstimateInput in;
    in.model = *estimate::preset(QStringLiteral("llama2-7b"));
    in.training.seqLen = 4096;
    in.training.tokens = 2e10;
    in.hardware.accelerator = QStringLiteral("h100-sxm-80gb");
    in.hardware.gpus = 8;
    return in;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::abs(b); }

} // namespace

class TestCorrection : public QObject {
    Q_OBJECT
private slots:
    void throughputScalesByTheFactor();
    void memoryFactorScalesThePeakAndItsFit();
    void bridgeTakesThePointsOfTheAccelerator();
};

void TestCorrection::throughputScalesByTheFactor()
{
    const auto base = estimate::estimate(input());
    QVERIFY2(base, qPrintable(joinErrors(base.errors())));
    estimate::EstimateInput in = input();
    in.throughputCorrection = 0.8;
    const auto corrected = estimate::estimate(in);
    QVERIFY(corrected);
    // Every term of the step divided by 0.8: the same layout wins, tokens/s x 0.8, GPU-hours / 0.8.
    QCOMPARE(corrected->layout.tp, base->layout.tp);
    QCOMPARE(corrected->layout.dp, base->layout.dp);
    QCOMPARE(corrected->layout.microBatch, base->layout.microBatch);
    QVERIFY(near(corrected->tokensPerSecondPerGpu, 0.8 * base->tokensPerSecondPerGpu));
    QVERIFY(near(corrected->iterationTimeS, base->iterationTimeS / 0.8));
    QVERIFY(near(corrected->time.total(), corrected->iterationTimeS));
    QVERIFY(near(corrected->mfu, 0.8 * base->mfu));
    QVERIFY(near(corrected->run->gpuHours, base->run->gpuHours / 0.8));
    QCOMPARE(corrected->memory.totalGiB, base->memory.totalGiB);
    // A factor that is not a positive number is no correction.
    in.throughputCorrection = std::nan("");
    QCOMPARE(estimate::estimate(in)->tokensPerSecondPerGpu, base->tokensPerSecondPerGpu);
}

void TestCorrection::memoryFactorScalesThePeakAndItsFit()
{
    estimate::EstimateInput in = input();
    in.layout.tp = 1;
    in.layout.pp = 1;
    in.layout.dp = 8;
    in.layout.zero = 3;
    in.layout.recompute = estimate::Recompute::Full;
    in.layout.microBatch = 1;
    const auto base = estimate::estimate(in);
    QVERIFY2(base, qPrintable(joinErrors(base.errors())));
    QVERIFY(base->memory.fits);
    in.memoryCorrection = 1.1;
    const auto larger = estimate::estimate(in);
    QVERIFY(near(larger->memory.totalGiB, 1.1 * base->memory.totalGiB));
    // Measured at twice the usable memory: the fixed layout no longer fits.
    in.memoryCorrection = 2.0 * base->memory.usableGiB / base->memory.totalGiB;
    QVERIFY(!estimate::estimate(in)->memory.fits);
}

void TestCorrection::bridgeTakesThePointsOfTheAccelerator()
{
    calibrate::PilotPoint h100;
    h100.accelerator = QStringLiteral("h100-sxm-80gb");
    h100.measuredTokensPerS = 3000;
    h100.predictedTokensPerS = 4000;
    h100.measuredPeakGiB = 66;
    h100.predictedPeakGiB = 60;
    calibrate::PilotPoint a100 = h100;
    a100.accelerator = QStringLiteral("a100-sxm-80gb");
    a100.measuredTokensPerS = 1000;
    estimate::EstimateInput in = input();
    bridge::applyPilotCorrection(in, { a100, h100 });
    QVERIFY(near(in.throughputCorrection, 0.75));
    QVERIFY(near(in.memoryCorrection, 1.1));
    planner::PlanRequest req;
    bridge::applyPilotCorrections(req, { a100, h100 });
    QCOMPARE(req.pilotCorrections.size(), 2);
    QVERIFY(near(req.pilotCorrections.value(QStringLiteral("a100-sxm-80gb")).first, 0.25));
}

QTEST_GUILESS_MAIN(TestCorrection)
#include "tst_correction.moc"
