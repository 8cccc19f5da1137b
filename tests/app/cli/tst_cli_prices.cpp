// The price book from the command line: tiers (--price-tier on plan and tco, price_tier in the
// JSON) and the coherence check (catalog prices --check, with a library's edits).
#include "tests/app/cli/clirunner.h"

#include "core/scenario/scenario.h"
#include "core/store/store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestCliPrices : public QObject {
    Q_OBJECT
private slots:
    void shippedBookPassesTheCheck();
    void libraryEditThatBreaksAnOrderingFails();
    void checkGoesWithPricesOnly();
    void theOldBookFailsTheCheck();
    void tcoUsesTheTiersFigures_data();
    void tcoUsesTheTiersFigures();
    void overrideWinsOverTheTier();
    void badTierIsAUsageError_data();
    void badTierIsAUsageError();
    void planStatesItsTier();
    void aBadStoredPriceBookIsNamedByScenarioImport();
};

namespace {
QJsonObject json(const CliResult &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }
} // namespace

void TestCliPrices::shippedBookPassesTheCheck()
{
    const CliResult r = runCli({ "catalog", "prices", "--check" });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc.value("coherent").toBool(false), true);
    QVERIFY(doc.value("violations").toArray().isEmpty());
}

void TestCliPrices::libraryEditThatBreaksAnOrderingFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("library.cpdb"));
    {
        auto store = cp::Store::open(db);
        QVERIFY2(store, qPrintable(cp::joinErrors(store.errors())));
        cp::PriceSnapshotEntry edit;
        edit.key = QStringLiteral("lease.bare_metal.h100-sxm-80gb.8gpu");
        edit.value = 80000;
        edit.unit = QStringLiteral("per server-month");
        edit.currency = QStringLiteral("CNY");
        edit.confidence = QStringLiteral("user");
        edit.source = QStringLiteral("a quote");
        QVERIFY((*store)->setPriceEdit(edit));
    }
    const CliResult r = runCli({ "catalog", "prices", "--check", "--db", db });
    QCOMPARE(r.exitCode, 1);
    // 80000 / (8 x 730) = 13.70 CNY per GPU-hour > 13.01 x (1 - 0.05) = 12.36 at the typical tier
    QVERIFY2(r.err.contains(QStringLiteral("lease.bare_metal.h100-sxm-80gb.8gpu")) && r.err.contains(QStringLiteral("13.70"))
            && r.err.contains(QStringLiteral("12.36")),
        qPrintable(r.err));
    bool typical = false;
    for (const QJsonValue &v : json(r).value("violations").toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value("tier").toString() == QLatin1String("typical") && o.value("rule").toString() == QLatin1String("lease_above_monthly"))
            typical = o.value("accelerator").toString() == QLatin1String("h100-sxm-80gb");
    }
    QVERIFY(typical);
    QCOMPARE(json(r).value("coherent").toBool(true), false);
    // Without --db the shipped book is checked, and it is coherent.
    QCOMPARE(runCli({ "catalog", "prices", "--check" }).exitCode, 0);
}

void TestCliPrices::checkGoesWithPricesOnly()
{
    const CliResult r = runCli({ "catalog", "fabrics", "--check" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--check")), qPrintable(r.err));
}

// The book as shipped on 2026-12-05 (issue 45's anomalies): exit 1, one finding per anomaly with
// its rule, item and figures; each reason on stderr after its rule.
void TestCliPrices::theOldBookFailsTheCheck()
{
    const CliResult r = runCli({ "catalog", "prices", "--check", "--data", QStringLiteral(CP_TEST_DATA_DIR "/pricebook-2026-12-05") });
    QCOMPARE(r.exitCode, 1);
    const QJsonObject doc = json(r);
    QCOMPARE(doc.value("coherent").toBool(true), false);
    QSet<QString> found; // rule:key
    for (const QJsonValue &v : doc.value("violations").toArray()) {
        const QJsonObject o = v.toObject();
        found << o.value("rule").toString() + QLatin1Char(':') + o.value("key").toString();
        QVERIFY(o.contains("item") && o.contains("other_item") && o.contains("value"));
    }
    const QStringList expected {
        "lease_above_quotes:lease.bare_metal.h20-96gb.8gpu",
        "cut_down_above_full:lease.bare_metal.h20-96gb.8gpu",
        "lease_cloud_ratio:lease.bare_metal.l40s-48gb.8gpu",
        "hostless_server:server.h200-sxm-141gb.8gpu",
        "foreign_price:server.h100-sxm-80gb.8gpu",
        "foreign_price:cloud.a100-sxm-40gb.on_demand.aws",
        "as_of_without_month:cloud.h100-sxm-80gb.on_demand",
        "duplicate_item_name:cloud.commitment_discount_1y",
        "missing_accelerator_figure:ascend-910c",
        "missing_accelerator_figure:hygon-bw200",
    };
    for (const QString &e : expected)
        QVERIFY2(found.contains(e), qPrintable(e));
    // 63000 / 5840 = 10.79 CNY per GPU-hour against the H800's 59000 / 5840 = 10.10
    QVERIFY2(r.err.contains(QStringLiteral("cut_down_above_full: ")) && r.err.contains(QStringLiteral("10.79"))
            && r.err.contains(QStringLiteral("10.10")),
        qPrintable(r.err));
    // The shipped folder itself passes.
    QCOMPARE(runCli({ "catalog", "prices", "--check", "--data", QStringLiteral(CP_SHARED_DATA_DIR) }).exitCode, 0);
    // --data goes with --check only.
    QCOMPARE(runCli({ "catalog", "prices", "--data", QStringLiteral(CP_SHARED_DATA_DIR) }).exitCode, 2);
}

void TestCliPrices::tcoUsesTheTiersFigures_data()
{
    QTest::addColumn<QString>("tier");
    QTest::addColumn<double>("perGpuHour");
    QTest::addRow("low: cheapest seller") << "low" << 8.28;
    QTest::addRow("typical: 30-day average") << "typical" << 13.01;
    QTest::addRow("high: AWS list at 7.1") << "high" << 48.85;
}

void TestCliPrices::tcoUsesTheTiersFigures()
{
    QFETCH(QString, tier);
    QFETCH(double, perGpuHour);
    const CliResult r = runCli({ "tco", "--options", "on_demand", "--gpus", "8", "--utilisation", "0.5", "--horizon-months", "12",
        "--price-tier", tier });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = json(r);
    QCOMPARE(doc.value("price_tier").toString(), tier);
    const QJsonObject o = doc.value("options").toArray().first().toObject();
    // 8 GPUs x 730 h x 50% x price x 12 months
    QVERIFY(qFuzzyCompare(o.value("total_cny").toDouble(), 8 * 730 * 0.5 * perGpuHour * 12));
}

void TestCliPrices::overrideWinsOverTheTier()
{
    const CliResult r = runCli({ "tco", "--options", "on_demand", "--gpus", "8", "--utilisation", "0.5", "--horizon-months", "12",
        "--price-tier", "high", "--override", "cloud.h100-sxm-80gb.on_demand=10" });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(json(r).value("options").toArray().first().toObject().value("effective_cny_per_gpu_hour").toDouble(), 10.0);
    QCOMPARE(json(runCli({ "tco", "--options", "on_demand" })).value("price_tier").toString(), QStringLiteral("typical"));
}

void TestCliPrices::badTierIsAUsageError_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("tco") << QStringList { "tco", "--price-tier", "cheap" };
    QTest::addRow("plan") << QStringList { "plan", "--scenario", QStringLiteral(CP_SOURCE_DIR "/resources/samples/02-13b-full-8xa100.cplan"),
        "--price-tier", "cheap" };
}

void TestCliPrices::badTierIsAUsageError()
{
    QFETCH(QStringList, args);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--price-tier 'cheap'")) && r.err.contains(QStringLiteral("low|typical|high")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliPrices::planStatesItsTier()
{
    const QString sample = QStringLiteral(CP_SOURCE_DIR "/resources/samples/02-13b-full-8xa100.cplan");
    const CliResult typical = runCli({ "plan", "--scenario", sample });
    QCOMPARE(typical.exitCode, 0);
    QCOMPARE(json(typical).value("price_tier").toString(), QStringLiteral("typical"));
    const CliResult low = runCli({ "plan", "--scenario", sample, "--price-tier", "low" });
    QCOMPARE(low.exitCode, 0);
    QCOMPARE(json(low).value("price_tier").toString(), QStringLiteral("low"));
}

void TestCliPrices::aBadStoredPriceBookIsNamedByScenarioImport()
{
    // A price-book row written before entries were checked (here straight into the table): the
    // import of a good file must not blame that file; it fails naming the library's book.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QString sample = QStringLiteral(CP_SOURCE_DIR "/resources/samples/01-7b-lora-l40s.cplan");
    QCOMPARE(runCli(QStringList { "scenario", "import", sample, "--db", db, "--name", "first" }).exitCode, 0);
    {
        QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        sql.setDatabaseName(db);
        QVERIFY(sql.open());
        QSqlQuery q(sql);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO price_edits (price_key, value, currency, unit, as_of, source, confidence, edited_at, edited_by) "
                                      "VALUES ('no.such.key', 12, 'CNY', '', '', '=1+1', '', '2025-01-01T00:00:00Z', 'x')")));
        sql.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    const CliResult r = runCli(QStringList { "scenario", "import", sample, "--db", db, "--name", "second" });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the price book stored in")) && r.err.contains(QStringLiteral("no.such.key"))
            && r.err.contains(QStringLiteral("not your file")),
        qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliPrices)
#include "tst_cli_prices.moc"
