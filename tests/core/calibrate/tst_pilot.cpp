// The pilot-run correction: geometric means of measured / predicted, conversions of step time
// and MFU, and the spread left for the error model. Expected values are hand arithmetic.
#include "core/calibrate/pilot.h"

#include <QTest>

#include <cmath>

using namespace cp::calibrate;

namespace {

PilotPoint point(const QString &acc, std::optional<double> tps, std::optional<double> stepS = {}, std::optional<double> mfu = {},
    std::optional<double> peak = {})
{
    PilotPoint p;
    p.accelerator = acc;
    p.measuredTokensPerS = tps;
    p.measuredStepS = stepS;
    p.measuredMfu = mfu;
    p.measuredPeakGiB = peak;
    p.predictedTokensPerS = 4000;
    p.predictedStepS = 2.0;
    p.predictedMfu = 0.5;
    p.predictedPeakGiB = 60;
    return p;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b)); }

} // namespace

class TestPilot : public QObject {
    Q_OBJECT
private slots:
    void ratioFromWhatWasMeasured_data();
    void ratioFromWhatWasMeasured();
    void geometricMeanOverThePointsOfTheAccelerator();
    void onePointUsesTheNoiseAssumption();
    void scatterOfSeveralPoints();
    void noPointIsNoCorrection();
};

void TestPilot::ratioFromWhatWasMeasured_data()
{
    QTest::addColumn<double>("tps");
    QTest::addColumn<double>("stepS");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("measuredTps");
    // 3,200 / 4,000.
    QTest::newRow("tokens/s: measured over predicted") << 3200.0 << 0.0 << 0.0 << 0.8 << 3200.0;
    // Same tokens per step: 2.0 s predicted / 2.5 s measured = 0.8 -> 3,200 tokens/s.
    QTest::newRow("step time: predicted over measured") << 0.0 << 2.5 << 0.0 << 0.8 << 3200.0;
    // Same FLOPs per token and peak: 0.45 / 0.5 = 0.9 -> 3,600 tokens/s.
    QTest::newRow("MFU: measured over predicted") << 0.0 << 0.0 << 0.45 << 0.9 << 3600.0;
    QTest::newRow("tokens/s wins over step time when both are given") << 3000.0 << 2.5 << 0.0 << 0.75 << 3000.0;
}

void TestPilot::ratioFromWhatWasMeasured()
{
    QFETCH(double, tps);
    QFETCH(double, stepS);
    QFETCH(double, mfu);
    const auto opt = [](double v) { return v > 0 ? std::optional<double>(v) : std::nullopt; };
    const PilotPoint p = point(QStringLiteral("h100-sxm-80gb"), opt(tps), opt(stepS), opt(mfu));
    QFETCH(double, ratio);
    QFETCH(double, measuredTps);
    QVERIFY(near(*throughputRatio(p), ratio));
    QVERIFY(near(*measuredTokensPerSecond(p), measuredTps));
    QVERIFY(!memoryRatio(p));
}

void TestPilot::geometricMeanOverThePointsOfTheAccelerator()
{
    // H100: 0.8 and 0.9 -> sqrt(0.72); the A100 point is another accelerator's. Memory: one
    // point, 66 / 60 = 1.1.
    const QList<PilotPoint> points { point(QStringLiteral("h100-sxm-80gb"), 3200), point(QStringLiteral("h100-sxm-80gb"), 3600, {}, {}, 66.0),
        point(QStringLiteral("a100-sxm-80gb"), 1000) };
    const Correction c = correctionFor(points, QStringLiteral("h100-sxm-80gb"));
    QCOMPARE(c.points, 2);
    QCOMPARE(c.throughputPoints, 2);
    QCOMPARE(c.memoryPoints, 1);
    QVERIFY(near(c.throughputFactor, std::sqrt(0.72)));
    QVERIFY(near(c.memoryFactor, 1.1));
    QCOMPARE(correctionFor(points, QStringLiteral("a100-sxm-80gb")).throughputFactor, 0.25);
}

void TestPilot::onePointUsesTheNoiseAssumption()
{
    // One point: the spread is the assumed 3% measurement noise, P10-P90 = 2 x 1.2816 x 0.03.
    const Correction c = correctionFor({ point(QStringLiteral("ascend-910b"), 2000) }, QStringLiteral("ascend-910b"));
    QVERIFY(near(c.throughputFactor, 0.5));
    QVERIFY(c.spreadAssumed);
    QVERIFY(std::abs(c.logSpread - 2 * 1.2815515655 * 0.03) < 1e-9);
}

void TestPilot::scatterOfSeveralPoints()
{
    // log ratios ln 0.7 and ln 0.9: mean m, sample sd = |ln 0.9 - ln 0.7| / sqrt(2) = 0.1777,
    // above the 3% floor.
    const Correction c = correctionFor({ point(QStringLiteral("h800-sxm-80gb"), 2800), point(QStringLiteral("h800-sxm-80gb"), 3600) },
        QStringLiteral("h800-sxm-80gb"));
    const double sd = std::abs(std::log(0.9) - std::log(0.7)) / std::sqrt(2.0);
    QVERIFY(!c.spreadAssumed);
    QVERIFY(std::abs(c.logSpread - 2 * 1.2815515655 * sd) < 1e-9);
    // Two identical points scatter less than the noise: the floor applies.
    const Correction same = correctionFor({ point(QStringLiteral("h800-sxm-80gb"), 3000), point(QStringLiteral("h800-sxm-80gb"), 3000) },
        QStringLiteral("h800-sxm-80gb"));
    QVERIFY(same.spreadAssumed);
    QVERIFY(std::abs(same.logSpread - 2 * 1.2815515655 * 0.03) < 1e-9);
}

void TestPilot::noPointIsNoCorrection()
{
    const Correction c = correctionFor({ point(QStringLiteral("h100-sxm-80gb"), {}, {}, {}, 30.0) }, QStringLiteral("h100-sxm-80gb"));
    QCOMPARE(c.points, 1);
    QCOMPARE(c.throughputFactor, 1.0);
    QCOMPARE(c.logSpread, 0.0);
    QVERIFY(near(c.memoryFactor, 0.5));
    QCOMPARE(correctionFor({}, QStringLiteral("h100-sxm-80gb")).points, 0);
}

QTEST_GUILESS_MAIN(TestPilot)
#include "tst_pilot.moc"
