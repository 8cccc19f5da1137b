// computeplanner-cli calibrate add|list|remove and --db on estimate, plan, tco and serve (issue 23).
// The acceptance line: after `calibrate add` with a measured throughput 20% below the prediction,
// the estimate of that configuration is within 3% of the measurement (0.8 x the uncalibrated
// prediction, by hand); without --db every output is what it was.
#include "tests/app/cli/clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

const QStringList kConfig { QStringLiteral("--preset"), QStringLiteral("llama2-7b"), QStringLiteral("--accelerator"), QStringLiteral("h100-sxm-80gb"),
    QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--tokens"), QStringLiteral("2e10") };

QJsonObject json(const CliResult &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

QStringList args(std::initializer_list<const char *> words)
{
    QStringList out;
    for (const char *w : words)
        out << QString::fromUtf8(w);
    return out;
}

bool within(double got, double want, double share) { return std::abs(got - want) <= share * std::abs(want); }

} // namespace

class TestCliCalibrate : public QObject {
    Q_OBJECT
private slots:
    void init();
    void measuredThroughputCorrectsTheEstimate();
    void removingThePointRestoresTheEstimate();
    void logIsParsedAndWhatWasReadIsShown();
    void planTcoAndServeReportTheCalibration();
    void exitCodes_data();
    void exitCodes();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

void TestCliCalibrate::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = m_dir->filePath(QStringLiteral("lib.sqlite"));
}

void TestCliCalibrate::measuredThroughputCorrectsTheEstimate()
{
    const CliResult before = runCli(QStringList { QStringLiteral("estimate") } + kConfig);
    QCOMPARE(before.exitCode, 0);
    const QJsonObject e0 = json(before);
    const double tps0 = e0.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble();
    QVERIFY(tps0 > 0);
    const double measured = 0.8 * tps0;

    const CliResult added = runCli(QStringList { QStringLiteral("calibrate"), QStringLiteral("add"), QStringLiteral("--db"), m_db,
                                       QStringLiteral("--measured-tokens-per-s"), QString::number(measured, 'f', 3), QStringLiteral("--format"),
                                       QStringLiteral("json") }
        + kConfig);
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const QJsonObject point = json(added).value(QStringLiteral("point")).toObject();
    QCOMPARE(point.value(QStringLiteral("accelerator")).toString(), QStringLiteral("h100-sxm-80gb"));
    QVERIFY(within(point.value(QStringLiteral("predicted")).toObject().value(QStringLiteral("tokens_per_s_per_gpu")).toDouble(), tps0, 1e-9));
    QCOMPARE(point.value(QStringLiteral("configuration")).toObject().value(QStringLiteral("preset")).toString(), QStringLiteral("llama2-7b"));

    const CliResult after = runCli(QStringList { QStringLiteral("estimate"), QStringLiteral("--db"), m_db } + kConfig);
    QVERIFY2(after.exitCode == 0, qPrintable(after.err));
    const QJsonObject e1 = json(after);
    // Within 3% of the measurement; the step time and GPU-hours follow (x 1 / 0.8).
    QVERIFY2(within(e1.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble(), measured, 0.03), qPrintable(after.out.left(400)));
    QVERIFY(within(e1.value(QStringLiteral("iteration_time_s")).toDouble(), e0.value(QStringLiteral("iteration_time_s")).toDouble() / 0.8, 0.03));
    QVERIFY(within(e1.value(QStringLiteral("gpu_hours")).toDouble(), e0.value(QStringLiteral("gpu_hours")).toDouble() / 0.8, 0.03));
    QCOMPARE(e1.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble(),
        e0.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble()); // no memory measured
    const QJsonObject calibration = e1.value(QStringLiteral("calibration")).toObject();
    QCOMPARE(calibration.value(QStringLiteral("points")).toArray().size(), 1);
    const QJsonObject correction = calibration.value(QStringLiteral("correction")).toObject();
    QVERIFY(within(correction.value(QStringLiteral("throughput_factor")).toDouble(), 0.8, 1e-6));
    QVERIFY(correction.value(QStringLiteral("spread_assumed")).toBool());

    // Without --db the output is what it was before the point was added.
    const CliResult plain = runCli(QStringList { QStringLiteral("estimate") } + kConfig);
    QCOMPARE(plain.out, before.out);
    QVERIFY(!json(plain).contains(QStringLiteral("calibration")));
    // Another accelerator is not corrected.
    QStringList a100 = kConfig;
    a100[3] = QStringLiteral("a100-sxm-80gb");
    QCOMPARE(json(runCli(QStringList { QStringLiteral("estimate"), QStringLiteral("--db"), m_db } + a100)).value(QStringLiteral("tokens_per_s_per_gpu")),
        json(runCli(QStringList { QStringLiteral("estimate") } + a100)).value(QStringLiteral("tokens_per_s_per_gpu")));
}

void TestCliCalibrate::removingThePointRestoresTheEstimate()
{
    const CliResult added = runCli(QStringList { QStringLiteral("calibrate"), QStringLiteral("add"), QStringLiteral("--db"), m_db,
                                       QStringLiteral("--measured-step-s"), QStringLiteral("100"), QStringLiteral("--measured-peak-gib"), QStringLiteral("70") }
        + kConfig);
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    QVERIFY2(added.out.contains(QStringLiteral("calibration point added: 1")), qPrintable(added.out));
    const CliResult listed = runCli({ QStringLiteral("calibrate"), QStringLiteral("list"), QStringLiteral("--db"), m_db, QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray points = json(listed).value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 1);
    const QJsonObject p = points.at(0).toObject();
    QCOMPARE(p.value(QStringLiteral("measured")).toObject().value(QStringLiteral("step_s")).toDouble(), 100.0);
    // Memory: measured / predicted; the estimate's peak follows it.
    const double predictedPeak = p.value(QStringLiteral("predicted")).toObject().value(QStringLiteral("peak_gib")).toDouble();
    const QJsonObject corrected = json(runCli(QStringList { QStringLiteral("estimate"), QStringLiteral("--db"), m_db } + kConfig));
    QVERIFY(within(corrected.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("total")).toDouble(), 70.0, 1e-9));
    QVERIFY(within(corrected.value(QStringLiteral("iteration_time_s")).toDouble(), 100.0, 1e-9));
    QVERIFY(predictedPeak > 0);

    const CliResult removed = runCli({ QStringLiteral("calibrate"), QStringLiteral("remove"), QStringLiteral("1"), QStringLiteral("--db"), m_db });
    QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
    QCOMPARE(json(runCli({ QStringLiteral("calibrate"), QStringLiteral("list"), QStringLiteral("--db"), m_db, QStringLiteral("--format"), QStringLiteral("json") }))
                 .value(QStringLiteral("points"))
                 .toArray()
                 .size(),
        0);
    const QJsonObject restored = json(runCli(QStringList { QStringLiteral("estimate"), QStringLiteral("--db"), m_db } + kConfig));
    const QJsonObject plain = json(runCli(QStringList { QStringLiteral("estimate") } + kConfig));
    QCOMPARE(restored.value(QStringLiteral("iteration_time_s")), plain.value(QStringLiteral("iteration_time_s")));
    QCOMPARE(restored.value(QStringLiteral("calibration")).toObject().value(QStringLiteral("points")).toArray().size(), 0);
}

void TestCliCalibrate::logIsParsedAndWhatWasReadIsShown()
{
    // torchtitan lines: tps after the 2 warm-up steps 3,000 / 3,200 / 3,100 -> median 3,100.
    const QString path = m_dir->filePath(QStringLiteral("train.log"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("step:  1  loss: 11.0000  memory: 40.00GiB(50.00%)  tps: 900  tflops: 50.00  mfu: 5.00%\n"
               "step:  2  loss: 10.0000  memory: 60.00GiB(75.00%)  tps: 2,500  tflops: 150.00  mfu: 15.00%\n"
               "step:  3  loss:  9.0000  memory: 61.00GiB(77.00%)  tps: 3,000  tflops: 180.00  mfu: 18.00%\n"
               "step:  4  loss:  8.5000  memory: 61.50GiB(77.50%)  tps: 3,200  tflops: 190.00  mfu: 19.00%\n"
               "step:  5  loss:  8.2000  memory: 61.20GiB(77.20%)  tps: 3,100  tflops: 185.00  mfu: 18.50%\n");
    file.close();
    const CliResult added = runCli(QStringList { QStringLiteral("calibrate"), QStringLiteral("add"), QStringLiteral("--db"), m_db, QStringLiteral("--log"), path } + kConfig);
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    QVERIFY2(added.out.contains(QStringLiteral("read: tokens/s per GPU 3100")), qPrintable(added.out));
    QVERIFY2(added.out.contains(QStringLiteral("read: peak memory 61.50 GiB")), qPrintable(added.out));
    const QJsonObject p = json(runCli({ QStringLiteral("calibrate"), QStringLiteral("list"), QStringLiteral("--db"), m_db, QStringLiteral("--format"), QStringLiteral("json") }))
                              .value(QStringLiteral("points"))
                              .toArray()
                              .at(0)
                              .toObject();
    QCOMPARE(p.value(QStringLiteral("framework")).toString(), QStringLiteral("torchtitan"));
    QCOMPARE(p.value(QStringLiteral("measured")).toObject().value(QStringLiteral("tokens_per_s_per_gpu")).toDouble(), 3100.0);
    QCOMPARE(p.value(QStringLiteral("measured")).toObject().value(QStringLiteral("mfu")).toDouble(), 0.185);
    QVERIFY(p.value(QStringLiteral("raw_text_chars")).toInt() > 300);
}

void TestCliCalibrate::planTcoAndServeReportTheCalibration()
{
    QVERIFY(runCli(QStringList { QStringLiteral("calibrate"), QStringLiteral("add"), QStringLiteral("--db"), m_db, QStringLiteral("--measured-tokens-per-s"),
                       QStringLiteral("1000") }
                + kConfig)
                .exitCode
        == 0);
    const QStringList plan { QStringLiteral("plan"), QStringLiteral("--preset"), QStringLiteral("llama2-7b"), QStringLiteral("--tokens"), QStringLiteral("2e10"),
        QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--accelerators"), QStringLiteral("h100-sxm-80gb") };
    const CliResult planned = runCli(plan + QStringList { QStringLiteral("--db"), m_db });
    QVERIFY2(planned.exitCode == 0, qPrintable(planned.err));
    const QJsonObject calibration = json(planned).value(QStringLiteral("calibration")).toObject();
    QCOMPARE(calibration.value(QStringLiteral("points")).toArray().size(), 1);
    QCOMPARE(calibration.value(QStringLiteral("correction")).toObject().value(QStringLiteral("accelerator")).toString(), QStringLiteral("h100-sxm-80gb"));
    QVERIFY(!json(runCli(plan)).contains(QStringLiteral("calibration")));

    const CliResult tco = runCli({ QStringLiteral("tco"), QStringLiteral("--accelerator"), QStringLiteral("h100-sxm-80gb"), QStringLiteral("--db"), m_db });
    QVERIFY2(tco.exitCode == 0, qPrintable(tco.err));
    QCOMPARE(json(tco).value(QStringLiteral("calibration")).toObject().value(QStringLiteral("points")).toArray().size(), 1);

    const CliResult serve = runCli({ QStringLiteral("serve"), QStringLiteral("--preset"), QStringLiteral("llama2-7b"), QStringLiteral("--accelerator"),
        QStringLiteral("h100-sxm-80gb"), QStringLiteral("--qps"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("text"), QStringLiteral("--db"), m_db });
    QVERIFY2(serve.exitCode == 0, qPrintable(serve.err));
    QVERIFY2(serve.out.contains(QStringLiteral("calibration: 1 pilot-run point(s) on h100-sxm-80gb")), qPrintable(serve.out));
}

void TestCliCalibrate::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no action") << args({ "calibrate", "--db", "DB" }) << 2 << QStringLiteral("add|list|remove");
    QTest::newRow("no --db") << args({ "calibrate", "list" }) << 2 << QStringLiteral("--db");
    QTest::newRow("add without a measurement") << args({ "calibrate", "add", "--db", "DB", "--preset", "llama2-7b", "--accelerator", "h100-sxm-80gb", "--seq-len", "4096", "--gpus", "8" }) << 2
                                               << QStringLiteral("--measured-tokens-per-s");
    QTest::newRow("a measured throughput of 0 is refused by the library")
        << args({ "calibrate", "add", "--db", "DB", "--preset", "llama2-7b", "--accelerator", "h100-sxm-80gb", "--seq-len", "4096", "--gpus", "8", "--measured-tokens-per-s", "0" }) << 2
        << QStringLiteral("above 0");
    QTest::newRow("a measurement that is not a number")
        << args({ "calibrate", "add", "--db", "DB", "--preset", "llama2-7b", "--accelerator", "h100-sxm-80gb", "--seq-len", "4096", "--gpus", "8", "--measured-step-s", "fast" }) << 2
        << QStringLiteral("--measured-step-s");
    QTest::newRow("an unknown accelerator") << args({ "calibrate", "add", "--db", "DB", "--preset", "llama2-7b", "--accelerator", "tpu-v5", "--seq-len", "4096", "--gpus", "8",
        "--measured-tokens-per-s", "100" })
                                            << 2 << QStringLiteral("h100-sxm-80gb");
    QTest::newRow("a log that cannot be read") << args({ "calibrate", "add", "--db", "DB", "--preset", "llama2-7b", "--accelerator", "h100-sxm-80gb", "--seq-len", "4096", "--gpus",
        "8", "--log", "DIR/missing.log" })
                                               << 1 << QStringLiteral("missing.log");
    QTest::newRow("a log in no supported format") << args({ "calibrate", "add", "--db", "DB", "--preset", "llama2-7b", "--accelerator", "h100-sxm-80gb", "--seq-len", "4096", "--gpus",
        "8", "--log", "DIR/other.log" })
                                                  << 2 << QStringLiteral("torchtitan");
    QTest::newRow("remove an id that does not exist") << args({ "calibrate", "remove", "7", "--db", "DB" }) << 2 << QStringLiteral("no calibration point has id 7");
    QTest::newRow("remove without an id") << args({ "calibrate", "remove", "--db", "DB" }) << 2 << QStringLiteral("id");
}

void TestCliCalibrate::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QFile other(m_dir->filePath(QStringLiteral("other.log")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("Epoch 1/3 done in 42 s\n");
    other.close();
    for (QString &a : arguments) {
        a.replace(QStringLiteral("DB"), m_db);
        a.replace(QStringLiteral("DIR"), m_dir->path());
    }
    const CliResult r = runCli(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliCalibrate)
#include "tst_cli_calibrate.moc"
