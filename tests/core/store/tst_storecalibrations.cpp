// Store: the pilot-run calibration points of issue 23 (table calibration_points, schema v5):
// stored with who and when, listed, removed; bad values refused with what is allowed. Runs on
// SQLite and, as store_calibrations_pg, on PostgreSQL (teamlibrary.h).

#include "core/store/store.h"
#include "storetesthelpers.h"
#include "teamlibrary.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace cp;

namespace {

calibrate::PilotPoint measured(const QString &acc, std::optional<double> tps, std::optional<double> peak = {})
{
    calibrate::PilotPoint p;
    p.accelerator = acc;
    p.configuration = QStringLiteral("{\"preset\":\"llama2-7b\",\"gpus\":\"8\"}");
    p.measuredTokensPerS = tps;
    p.measuredPeakGiB = peak;
    p.predictedTokensPerS = 4000;
    p.predictedStepS = 2;
    p.predictedPeakGiB = 60;
    p.predictedMfu = 0.5;
    return p;
}

} // namespace

class TestStoreCalibrations : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pointsKeepEveryValueWithWhoAndWhen();
    void removeDeletesOnePoint();
    void removingAnUnknownIdIsNotFound();
    void badValuesAreRefused_data();
    void badValuesAreRefused();
    void readOnlyLibraryRefusesAdding();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Store> m_store;
    int m_counter = 0;
};

void TestStoreCalibrations::init()
{
    QString error;
    m_path = teamtest::newLibrary(m_dir, ++m_counter, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(m_path, options);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
}

void TestStoreCalibrations::cleanup() { m_store.reset(); }

void TestStoreCalibrations::pointsKeepEveryValueWithWhoAndWhen()
{
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    calibrate::PilotPoint p = measured(QStringLiteral("h100-sxm-80gb"), 3200, 64.5);
    p.measuredStepS = 2.5;
    p.measuredMfu = 0.4;
    p.framework = QStringLiteral("torchtitan");
    p.rawText = QStringLiteral("step:  3  loss:  2.0  memory: 64.50GiB(81.00%)  tps: 3,200  mfu: 40.00%\n第二行");
    const auto first = m_store->addCalibration(p);
    QVERIFY2(first, qPrintable(joinErrors(first.errors())));
    const auto second = m_store->addCalibration(measured(QStringLiteral("ascend-910b"), std::nullopt, 50.0));
    QVERIFY2(second, qPrintable(joinErrors(second.errors())));
    QVERIFY(*second > *first);

    const auto all = m_store->calibrations();
    QVERIFY2(all, qPrintable(joinErrors(all.errors())));
    QCOMPARE(all->size(), 2);
    const calibrate::PilotPoint &got = all->constFirst();
    QCOMPARE(got.id, *first);
    QCOMPARE(got.accelerator, QStringLiteral("h100-sxm-80gb"));
    QCOMPARE(got.configuration, p.configuration);
    QCOMPARE(got.measuredTokensPerS, std::optional<double>(3200));
    QCOMPARE(got.measuredStepS, std::optional<double>(2.5));
    QCOMPARE(got.measuredPeakGiB, std::optional<double>(64.5));
    QCOMPARE(got.measuredMfu, std::optional<double>(0.4));
    QCOMPARE(got.predictedTokensPerS, 4000.0);
    QCOMPARE(got.predictedStepS, 2.0);
    QCOMPARE(got.predictedPeakGiB, 60.0);
    QCOMPARE(got.predictedMfu, 0.5);
    QCOMPARE(got.framework, QStringLiteral("torchtitan"));
    QCOMPARE(got.rawText, p.rawText);
    QCOMPARE(got.createdBy, teamtest::expectedAuthor());
    QVERIFY(got.createdAt >= before && got.createdAt <= QDateTime::currentDateTimeUtc().addSecs(1));
    QVERIFY(!all->at(1).measuredTokensPerS); // not measured stays not measured (NULL), not 0
    QCOMPARE(all->at(1).measuredPeakGiB, std::optional<double>(50));
}

void TestStoreCalibrations::removeDeletesOnePoint()
{
    const auto a = m_store->addCalibration(measured(QStringLiteral("h100-sxm-80gb"), 3200));
    const auto b = m_store->addCalibration(measured(QStringLiteral("h100-sxm-80gb"), 3600));
    QVERIFY(a && b);
    const Status removed = m_store->removeCalibration(*a);
    QVERIFY2(removed, qPrintable(joinErrors(removed.errors())));
    const auto left = m_store->calibrations();
    QCOMPARE(left->size(), 1);
    QCOMPARE(left->constFirst().id, *b);
}

void TestStoreCalibrations::removingAnUnknownIdIsNotFound()
{
    const Status removed = m_store->removeCalibration(4242);
    QVERIFY(!removed);
    QCOMPARE(removed.error().kind, ErrorKind::NotFound);
    QVERIFY2(removed.error().message.contains(QStringLiteral("4242")), qPrintable(removed.error().message));
}

void TestStoreCalibrations::badValuesAreRefused_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<double>("tps");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<QString>("named");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("an accelerator that is not in the catalog") << QStringLiteral("tpu-v5") << 3000.0 << -1.0 << QStringLiteral("h100-sxm-80gb");
    QTest::newRow("a throughput of 0") << QStringLiteral("h100-sxm-80gb") << 0.0 << -1.0 << QStringLiteral("above 0");
    QTest::newRow("a negative throughput") << QStringLiteral("h100-sxm-80gb") << -5.0 << -1.0 << QStringLiteral("above 0");
    QTest::newRow("NaN") << QStringLiteral("h100-sxm-80gb") << nan << -1.0 << QStringLiteral("above 0");
    QTest::newRow("MFU above 1") << QStringLiteral("h100-sxm-80gb") << 3000.0 << 42.0 << QStringLiteral("at most 1");
    QTest::newRow("nothing measured") << QStringLiteral("h100-sxm-80gb") << -1.0 << -1.0 << QStringLiteral("peak memory per GPU");
}

void TestStoreCalibrations::badValuesAreRefused()
{
    QFETCH(QString, accelerator);
    QFETCH(double, tps);
    QFETCH(double, mfu);
    QFETCH(QString, named);
    calibrate::PilotPoint p = measured(accelerator, tps == -1.0 ? std::nullopt : std::optional<double>(tps));
    if (mfu != -1.0)
        p.measuredMfu = mfu;
    const auto added = m_store->addCalibration(p);
    QVERIFY(!added);
    QCOMPARE(added.error().kind, ErrorKind::BadInput);
    QVERIFY2(joinErrors(added.errors()).contains(named), qPrintable(joinErrors(added.errors())));
    QVERIFY(m_store->calibrations()->isEmpty());
}

void TestStoreCalibrations::readOnlyLibraryRefusesAdding()
{
    QVERIFY(m_store->addCalibration(measured(QStringLiteral("h100-sxm-80gb"), 3000)));
    m_store.reset();
    StoreOptions options;
    options.readOnly = true;
    auto reader = Store::open(m_path, options);
    QVERIFY2(reader, qPrintable(joinErrors(reader.errors())));
    QCOMPARE((*reader)->calibrations()->size(), 1);
    const auto added = (*reader)->addCalibration(measured(QStringLiteral("h100-sxm-80gb"), 3000));
    QVERIFY(!added);
    QCOMPARE(added.error().kind, ErrorKind::ReadOnly);
    QCOMPARE((*reader)->removeCalibration(1).error().kind, ErrorKind::ReadOnly);
}

QTEST_GUILESS_MAIN(TestStoreCalibrations)
#include "tst_storecalibrations.moc"
