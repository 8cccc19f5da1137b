// The estimator's error model: the shipped residuals are what the cross-validation gives today
// (regenerate on purpose with CP_UPDATE_RESIDUALS=1 build/tests/core/uncertainty/tst_uncertainty_errormodel),
// the classes, the pooling and widening rule and the pilot's narrowing.
#include "core/uncertainty/errormodel.h"
#include "core/uncertainty/sampling.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::uncertainty;

class TestErrorModel : public QObject {
    Q_OBJECT
private slots:
    void shippedResidualsAreCurrent();
    void generation_data();
    void generation();
    void classFlags();
    void fewRowsBorrowThePoolAndWiden_data();
    void fewRowsBorrowThePoolAndWiden();
    void pilotNarrowsThroughputOnItsAcceleratorOnly();
    void drawsAreSeeded();
};

void TestErrorModel::shippedResidualsAreCurrent()
{
    const auto computed = computeResiduals();
    QVERIFY2(computed, qPrintable(joinErrors(computed.errors())));
    // 174 calibration runs (step time and GPU-hours) and 33 memory measurements.
    QVERIFY(computed->size() >= 200);
    const QString path = QStringLiteral(CP_SHARED_DATA_DIR "/estimator-residuals.csv");
    if (qEnvironmentVariableIntValue("CP_UPDATE_RESIDUALS") == 1) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(residualsCsv(*computed).toUtf8());
    }
    const auto shipped = readResiduals(builtInResidualsPath());
    QVERIFY2(shipped, qPrintable(joinErrors(shipped.errors())));
    const char *how = "resources/data/estimator-residuals.csv is stale (the estimator, its calibration or the calibration "
                      "data changed): regenerate it with CP_UPDATE_RESIDUALS=1 build/tests/core/uncertainty/tst_uncertainty_errormodel, "
                      "rebuild, and commit the file";
    QVERIFY2(shipped->size() == computed->size(), how);
    for (qsizetype i = 0; i < shipped->size(); ++i) {
        const ResidualRow &a = shipped->at(i);
        const ResidualRow &b = computed->at(i);
        const bool same = a.id == b.id && a.source == b.source && a.family == b.family && a.metric == b.metric
            && a.accelerator == b.accelerator && a.generation == b.generation && a.fp8 == b.fp8 && a.moe == b.moe
            && std::abs(a.published - b.published) <= 1e-8 * b.published && std::abs(a.cvPredicted - b.cvPredicted) <= 1e-8 * b.cvPredicted;
        QVERIFY2(same, qPrintable(QStringLiteral("row %1 (%2): %3").arg(i).arg(b.id, QLatin1String(how))));
    }
}

void TestErrorModel::generation_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("generation");
    QTest::addRow("A100 is Ampere") << "a100-sxm-80gb"
                                    << "ampere";
    QTest::addRow("A800 is Ampere") << "a800-sxm-80gb"
                                    << "ampere";
    QTest::addRow("H800 is Hopper") << "h800-sxm-80gb"
                                    << "hopper";
    QTest::addRow("H20 is Hopper") << "h20-96gb"
                                   << "hopper";
    QTest::addRow("B200 is Blackwell") << "b200-sxm-192gb"
                                       << "blackwell";
    QTest::addRow("Ascend 910B is Ascend") << "ascend-910b"
                                           << "ascend";
    QTest::addRow("L40S (Ada) is other") << "l40s-48gb"
                                         << "other";
    QTest::addRow("MI300X is other") << "mi300x-192gb"
                                     << "other";
}

void TestErrorModel::generation()
{
    QFETCH(QString, accelerator);
    QFETCH(QString, generation);
    const Accelerator *a = Catalog::builtIn().accelerator(accelerator);
    QVERIFY(a);
    QCOMPARE(generationOf(*a), generation);
}

void TestErrorModel::classFlags()
{
    estimate::EstimateInput in;
    in.hardware.accelerator = QStringLiteral("h100-sxm-80gb");
    in.training.precision = estimate::Precision::Fp8;
    in.model.experts = 64;
    const ErrorClass c = ErrorModel::classify(in);
    QCOMPARE(c.key(), QStringLiteral("hopper-fp8-moe"));
    in.model.experts = 1; // one expert is a dense model
    in.training.precision = estimate::Precision::Bf16;
    QCOMPARE(ErrorModel::classify(in).key(), QStringLiteral("hopper"));
}

// Hand-made residuals: family "throughput", 10 rows of class ampere with residuals +/-0.1 and 2
// rows of class ascend with +/-0.5. Ampere has enough rows (>= 8): its own residuals, widened by
// sqrt(1 + 4/10). Ascend has 2 rows: the 12 pooled residuals, widened by sqrt(1 + 4/2) = sqrt 3.
QList<ResidualRow> handMadeRows()
{
    QList<ResidualRow> rows;
    const auto add = [&rows](const char *generation, double residual) {
        ResidualRow r;
        r.id = QStringLiteral("r%1").arg(rows.size());
        r.family = QStringLiteral("throughput");
        r.generation = QLatin1String(generation);
        r.published = 100;
        r.cvPredicted = 100 * std::exp(residual);
        rows << r;
    };
    for (int i = 0; i < 5; ++i) {
        add("ampere", -0.1);
        add("ampere", 0.1);
    }
    add("ascend", -0.5);
    add("ascend", 0.5);
    return rows;
}

void TestErrorModel::fewRowsBorrowThePoolAndWiden_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("spread");
    // Quantiles of the sorted residuals by linear interpolation (type 7), every width times the
    // coverage-calibrated factor c = kCoverageWidening (errorbands.h):
    // ampere: 5 x -0.1, 5 x 0.1 -> P10 = -0.1, P90 = 0.1: width 0.2 x c x sqrt(1.4).
    const double c = kCoverageWidening;
    QTest::addRow("a class with 10 rows keeps its own residuals") << "ampere" << 10 << 0.2 * c * std::sqrt(1.4);
    // pooled 12: -0.5, 5 x -0.1, 5 x 0.1, 0.5. P10 at 0.1 x 11 = 1.1: -0.1; P90 at 9.9: 0.1
    // (index 9 and 10 are 0.1): width 0.2 x c x sqrt(3).
    QTest::addRow("a class with 2 rows borrows the pool, widened by sqrt 3") << "ascend" << 2 << 0.2 * c * std::sqrt(3.0);
    // no rows: pool, widened by c x sqrt(1 + 4/1) = c x sqrt 5.
    QTest::addRow("a class without rows borrows the pool, widened by sqrt 5") << "blackwell" << 0 << 0.2 * c * std::sqrt(5.0);
}

void TestErrorModel::fewRowsBorrowThePoolAndWiden()
{
    QFETCH(QString, generation);
    QFETCH(int, rows);
    QFETCH(double, spread);
    const ErrorModel model(handMadeRows());
    const ErrorClass c { generation, false, false, QString() };
    QCOMPARE(model.rowsOf(QStringLiteral("throughput"), c), rows);
    QCOMPARE(model.pooled(QStringLiteral("throughput"), c), rows < kMinClassRows);
    QVERIFY(std::abs(model.spread(QStringLiteral("throughput"), c) - spread) < 1e-12);
    QVERIFY(model.describe(QStringLiteral("throughput"), c).contains(QStringLiteral("sqrt(1 + 4/n)")));
}

void TestErrorModel::pilotNarrowsThroughputOnItsAcceleratorOnly()
{
    const ErrorModel &shipped = ErrorModel::shipped();
    QVERIFY(!shipped.isEmpty());
    const ErrorClass h100 { QStringLiteral("hopper"), false, false, QStringLiteral("h100-sxm-80gb") };
    const ErrorClass h800 { QStringLiteral("hopper"), false, false, QStringLiteral("h800-sxm-80gb") };
    // The pilot's P10-P90 width as calibrate::Correction gives it: 2 x 1.2816 x 3% noise = 0.076893.
    const double width = 2 * 1.2815515655446004 * 0.03;
    const ErrorModel pilot = shipped.withPilot(QStringLiteral("h100-sxm-80gb"), width);
    QVERIFY(std::abs(pilot.spread(QStringLiteral("throughput"), h100) - width) < 1e-12);
    QVERIFY(pilot.spread(QStringLiteral("throughput"), h100) < shipped.spread(QStringLiteral("throughput"), h100));
    QCOMPARE(pilot.spread(QStringLiteral("throughput"), h800), shipped.spread(QStringLiteral("throughput"), h800));
    QCOMPARE(pilot.spread(QStringLiteral("memory"), h100), shipped.spread(QStringLiteral("memory"), h100));
}

void TestErrorModel::drawsAreSeeded()
{
    const ErrorModel model(handMadeRows());
    const ErrorClass c { QStringLiteral("ascend"), false, false, QString() };
    auto a = streamRng(42, 1);
    auto b = streamRng(42, 1);
    auto other = streamRng(43, 1);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
        const double x = model.draw(QStringLiteral("throughput"), c, a);
        QCOMPARE(x, model.draw(QStringLiteral("throughput"), c, b));
        differs = differs || x != model.draw(QStringLiteral("throughput"), c, other);
    }
    QVERIFY(differs);
}

QTEST_GUILESS_MAIN(TestErrorModel)
#include "tst_errormodel.moc"
