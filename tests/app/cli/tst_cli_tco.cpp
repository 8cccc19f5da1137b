#include "tests/app/cli/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliTco : public QObject {
    Q_OBJECT
private slots:
    void jsonHasTheContractKeys();
    void flagsReachTheEngine();
    void csvListsMonthlyRows();
    void badFlags_data();
    void badFlags();
    void missingPriceIsAFailure();
};

namespace {
QJsonObject runJson(const QStringList &args, int *exitCode = nullptr)
{
    const CliResult r = runCli(QStringList { QStringLiteral("tco") } + args);
    if (exitCode)
        *exitCode = r.exitCode;
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}
} // namespace

void TestCliTco::jsonHasTheContractKeys()
{
    int rc = -1;
    const QJsonObject doc = runJson({ "--format", "json", "--horizon-months", "24" }, &rc);
    QCOMPARE(rc, 0);
    const QJsonArray options = doc.value("options").toArray();
    QCOMPARE(options.size(), 6);
    for (const QJsonValue &v : options) {
        const QJsonObject o = v.toObject();
        for (const char *key : { "monthly", "total_cny", "npv_cny", "effective_cny_per_gpu_hour" })
            QVERIFY2(o.contains(key), key);
        const QJsonArray monthly = o.value("monthly").toArray();
        QCOMPARE(monthly.size(), 25);
        const QJsonObject row = monthly.at(24).toObject();
        QCOMPARE(row.keys(), (QStringList { "cash_cny", "cumulative_cny", "depreciation_cny", "month" }));
        QCOMPARE(row.value("month").toInt(), 24);
    }
    const QJsonObject pair = doc.value("break_even").toArray().first().toObject();
    QVERIFY(pair.contains("a") && pair.contains("b") && pair.contains("month"));
    QCOMPARE(doc.value("break_even").toArray().size(), 15);
    const QJsonArray tornado = doc.value("tornado").toArray();
    QCOMPARE(tornado.size(), 8);
    const QJsonObject bar = tornado.first().toObject();
    QVERIFY(bar.contains("driver") && bar.contains("low_cny") && bar.contains("high_cny"));
    const QJsonObject verdict = doc.value("verdict").toObject();
    QVERIFY(!verdict.value("recommended").toString().isEmpty());
    QVERIFY(!verdict.value("reasons").toArray().isEmpty());
    QVERIFY(doc.value("assumptions").toArray().contains(QJsonValue("power.tariff.zhejiang")));
    QCOMPARE(doc.value("fx_usd_cny").toDouble(), 7.1);
}

void TestCliTco::flagsReachTheEngine()
{
    const QJsonObject doc = runJson({ "--options", "on_demand", "--gpus", "8", "--utilisation", "0.5", "--horizon-months", "12",
        "--override", "cloud.h100-sxm-80gb.on_demand=10" });
    const QJsonObject o = doc.value("options").toArray().first().toObject();
    QCOMPARE(o.value("id").toString(), QStringLiteral("on_demand"));
    QCOMPARE(o.value("total_cny").toDouble(), 8 * 730 * 0.5 * 10 * 12);
    QCOMPARE(o.value("effective_cny_per_gpu_hour").toDouble(), 10.0);
    QVERIFY(!doc.value("assumptions").toArray().contains(QJsonValue("cloud.h100-sxm-80gb.on_demand")));

    const QJsonObject plan = runJson({ "--options", "on_demand", "--demand", "plan", "--campaign", "2:1000:2", "--horizon-months", "3",
        "--override", "cloud.h100-sxm-80gb.on_demand=1" });
    const QJsonArray monthly = plan.value("options").toArray().first().toObject().value("monthly").toArray();
    QCOMPARE(monthly.at(1).toObject().value("cash_cny").toDouble(), 0.0);
    QCOMPARE(monthly.at(2).toObject().value("cash_cny").toDouble(), 500.0);
    QCOMPARE(monthly.at(3).toObject().value("cash_cny").toDouble(), 500.0);
}

void TestCliTco::csvListsMonthlyRows()
{
    const CliResult r = runCli({ "tco", "--format", "csv", "--options", "build,on_demand", "--horizon-months", "36" });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.first(), QStringLiteral("option,month,cash_cny,cumulative_cny,depreciation_cny"));
    QCOMPARE(lines.size(), 1 + 2 * 37);
    QVERIFY(lines.at(1).startsWith("build,0,"));
}

void TestCliTco::badFlags_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("messagePart");
    QTest::addRow("bad format") << QStringList { "--format", "xml" } << "--format: 'xml' is not allowed; use json|csv";
    QTest::addRow("horizon beyond 60 months") << QStringList { "--horizon-months", "61" } << "--horizon-months '61': must be 1–60";
    QTest::addRow("utilisation above 1") << QStringList { "--utilisation", "1.2" } << "--utilisation '1.2': must be 0–1";
    QTest::addRow("unknown demand template") << QStringList { "--demand", "bursty" } << "--demand 'bursty': must be one of steady|peaks|growing|from_plan (or plan)";
    QTest::addRow("unknown option") << QStringList { "--options", "cloud,build" } << "--options 'cloud': must be one of on-demand|monthly|spot|lease|build|hybrid (or on_demand|commitment)";
    QTest::addRow("override without a value") << QStringList { "--override", "power.pue.colo" } << "--override: 'power.pue.colo' is not allowed; use KEY=VALUE";
    QTest::addRow("malformed campaign") << QStringList { "--campaign", "x:100" } << "--campaign 'x:100': use MONTH:GPU_HOURS";
    QTest::addRow("commitment term of 6 months") << QStringList { "--commitment-term", "6" } << "--commitment-term: '6' is not allowed; use 1|12";
    QTest::addRow("two bad flags report the first") << QStringList { "--gpus", "0", "--discount-rate", "3" } << "--gpus '0': must be 1–100,000";
    QTest::addRow("unknown flag") << QStringList { "--frob" } << "Unknown option 'frob'";
}

void TestCliTco::badFlags()
{
    QFETCH(QStringList, args);
    QFETCH(QString, messagePart);
    const CliResult r = runCli(QStringList { "tco" } + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.out.isEmpty());
}

void TestCliTco::missingPriceIsAFailure()
{
    const CliResult r = runCli({ "tco", "--accelerator", "a30-24gb" });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("cloud.a30-24gb.on_demand"), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
}

QTEST_GUILESS_MAIN(TestCliTco)
#include "tst_cli_tco.moc"
