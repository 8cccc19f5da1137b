// What a pilot-run point may claim (issue 43): the MFU each measure implies within [0.1%, the
// card's achievable matmul rate + 10%], the peak within its memory + 5%, tokens/s x step time
// within 25% of the configuration's tokens per step. Every boundary below is hand arithmetic
// on a prediction of 4,000 tokens/s per GPU, 2 s per step and MFU 50% with a ceiling of 80%
// (so 88% with the margin) and 80 GiB of memory (84 GiB with the margin).
#include "core/calibrate/plausibility.h"
#include "core/catalog/catalog.h"

#include <QTest>

using namespace cp;
using namespace cp::calibrate;

namespace {

PilotPoint point(std::optional<double> tps, std::optional<double> stepS = {}, std::optional<double> mfu = {}, std::optional<double> peak = {})
{
    PilotPoint p;
    p.accelerator = QStringLiteral("h100-sxm-80gb");
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

const PhysicalBounds kBounds { 0.8, 80 };

} // namespace

Q_DECLARE_METATYPE(cp::calibrate::PilotPoint)

class TestPlausibility : public QObject {
    Q_OBJECT
private slots:
    void bounds_data();
    void bounds();
    void everyProblemIsReported();
    void cardBoundsComeFromTheCatalog();
};

void TestPlausibility::bounds_data()
{
    QTest::addColumn<PilotPoint>("point");
    QTest::addColumn<QString>("refused"); // the key of the error, empty when accepted
    // tokens/s: MFU = 0.5 x tps / 4000; 0.88 at 7,040, 0.001 at 8.
    QTest::newRow("7,000 tokens/s (MFU 87.5%) is accepted") << point(7000) << QString();
    QTest::newRow("7,100 tokens/s (MFU 88.75%) is refused") << point(7100) << QStringLiteral("measured_tokens_per_s");
    QTest::newRow("1e9 tokens/s is refused") << point(1e9) << QStringLiteral("measured_tokens_per_s");
    QTest::newRow("8 tokens/s (MFU 0.1%) is accepted") << point(8) << QString();
    QTest::newRow("7 tokens/s (MFU 0.0875%) is refused") << point(7) << QStringLiteral("measured_tokens_per_s");
    QTest::newRow("1e-300 tokens/s is refused") << point(1e-300) << QStringLiteral("measured_tokens_per_s");
    // step time: MFU = 0.5 x 2 / step; 0.88 at 1.136 s, 0.001 at 1,000 s.
    QTest::newRow("a step of 1.14 s (MFU 87.7%) is accepted") << point({}, 1.14) << QString();
    QTest::newRow("a step of 1.13 s (MFU 88.5%) is refused") << point({}, 1.13) << QStringLiteral("measured_step_s");
    QTest::newRow("a step of 1,000 s (MFU 0.1%) is accepted") << point({}, 1000.0) << QString();
    QTest::newRow("a step of 1e6 s is refused") << point({}, 1e6) << QStringLiteral("measured_step_s");
    // measured MFU directly.
    QTest::newRow("MFU 88% is accepted") << point({}, {}, 0.88) << QString();
    QTest::newRow("MFU 100% is refused") << point({}, {}, 1.0) << QStringLiteral("measured_mfu");
    QTest::newRow("MFU 0.05% is refused") << point({}, {}, 0.0005) << QStringLiteral("measured_mfu");
    // memory: 80 x 1.05 = 84 GiB.
    QTest::newRow("a peak of 84 GiB is accepted") << point({}, {}, {}, 84.0) << QString();
    QTest::newRow("a peak of 84.1 GiB is refused") << point({}, {}, {}, 84.1) << QStringLiteral("measured_peak_gib");
    QTest::newRow("a peak of 100,000 GiB is refused") << point({}, {}, {}, 1e5) << QStringLiteral("measured_peak_gib");
    // consistency: 4,000 x 2 = 8,000 tokens per step and GPU; 25% either way.
    QTest::newRow("3,200 tokens/s x 2.5 s = 8,000 is accepted") << point(3200, 2.5) << QString();
    QTest::newRow("3,200 tokens/s x 3.1 s = 9,920 (+24%) is accepted") << point(3200, 3.1) << QString();
    QTest::newRow("3,200 tokens/s x 3.2 s = 10,240 (+28%) is refused") << point(3200, 3.2) << QStringLiteral("measured_step_s");
    QTest::newRow("4,000 tokens/s x 1.7 s = 6,800 (1/1.18) is accepted") << point(4000, 1.7) << QString();
    QTest::newRow("4,000 tokens/s x 1.5 s = 6,000 (1/1.33) is refused") << point(4000, 1.5) << QStringLiteral("measured_step_s");
}

void TestPlausibility::bounds()
{
    QFETCH(PilotPoint, point);
    QFETCH(QString, refused);
    const Errors errors = checkPlausible(point, kBounds);
    if (refused.isEmpty()) {
        QVERIFY2(errors.isEmpty(), qPrintable(joinErrors(errors)));
        return;
    }
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.constFirst().path, refused);
    QCOMPARE(errors.constFirst().kind, ErrorKind::BadInput);
}

void TestPlausibility::everyProblemIsReported()
{
    const Errors errors = checkPlausible(point(1e9, 1e6, 1.0, 1e5), kBounds);
    // tokens/s, step time, MFU, memory and the disagreement of tokens/s and step time.
    QCOMPARE(errors.size(), 5);
    // The message names the value and the bound.
    QVERIFY2(errors.at(3).message.contains(QStringLiteral("100000")) && errors.at(3).message.contains(QStringLiteral("84")), qPrintable(errors.at(3).message));
    QVERIFY2(errors.at(2).message.contains(QStringLiteral("100.0%")) && errors.at(2).message.contains(QStringLiteral("88.0%")), qPrintable(errors.at(2).message));
    // Unknown bounds (0) check only the floor and the consistency.
    QVERIFY(checkPlausible(point(7100, {}, {}, 1e5), {}).isEmpty());
}

void TestPlausibility::cardBoundsComeFromTheCatalog()
{
    // gemm-efficiency.csv: the H100's best BF16 GEMM is 0.80 of the peak; the card has 80 GB.
    const PhysicalBounds h100 = cardBounds(QStringLiteral("h100-sxm-80gb"));
    QVERIFY2(h100.achievableMfu >= 0.79 && h100.achievableMfu < 0.9, qPrintable(QString::number(h100.achievableMfu)));
    QVERIFY(h100.memoryGiB >= 79.5 && h100.memoryGiB <= 81);
    // MFU 100% can never pass, on any card with the margin.
    for (const QString &id : Catalog::builtIn().acceleratorIds())
        QVERIFY2(cardBounds(id).achievableMfu * (1 + kMfuMargin) < 1.0, qPrintable(id));
    const PhysicalBounds unknown = cardBounds(QStringLiteral("tpu-v9"));
    QCOMPARE(unknown.achievableMfu, 0.0);
    QCOMPARE(unknown.memoryGiB, 0.0);
}

QTEST_GUILESS_MAIN(TestPlausibility)
#include "tst_plausibility.moc"
