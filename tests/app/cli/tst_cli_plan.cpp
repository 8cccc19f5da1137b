#include "tests/app/cli/clirunner.h"

#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList base()
{
    return { QStringLiteral("plan"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--preset"), QStringLiteral("llama2-70b"),
        QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--tokens"), QStringLiteral("2T"), QStringLiteral("--accelerators"),
        QStringLiteral("h100-sxm-80gb,a800-sxm-80gb"), QStringLiteral("--max-gpus"), QStringLiteral("512") };
}

} // namespace

class TestCliPlan : public QObject {
    Q_OBJECT
private slots:
    void outputHasTheContractKeys();
    void infeasibleBudgetGivesMinimumBudget();
    void badFlagsExit2WithOneLine_data();
    void badFlagsExit2WithOneLine();
    void scenarioFileWithFlagOverride();
    void availabilityKeysAndIncludeUnavailable();
};

// The deadline is 400 days: the availability data (issue 22) offers at most 256 A800 and 64 H100
// per order, and 6 x 69e9 x 2e12 FLOP on 256 x 312e12 FLOP/s is 84 days even at 100% MFU.
void TestCliPlan::outputHasTheContractKeys()
{
    const CliResult r = runCli(base() + QStringList { QStringLiteral("--deadline-days"), QStringLiteral("400"), QStringLiteral("--objective"), QStringLiteral("cheapest") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    for (const char *key : { "recommended", "pareto", "rejected", "storage", "network", "advice", "infeasible" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    const QJsonObject rec = o.value(QStringLiteral("recommended")).toObject();
    for (const char *key : { "layout", "accelerator", "gpus", "days", "gpu_hours", "cost_cny", "reasons" })
        QVERIFY2(rec.contains(QLatin1String(key)), key);
    QVERIFY(rec.value(QStringLiteral("days")).toDouble() <= 400.0);
    QVERIFY(!rec.value(QStringLiteral("reasons")).toArray().isEmpty());
    QVERIFY(o.value(QStringLiteral("infeasible")).isNull());
    for (const QJsonValue &a : o.value(QStringLiteral("advice")).toArray()) {
        QVERIFY(a.toObject().contains(QStringLiteral("id")));
        QVERIFY(a.toObject().contains(QStringLiteral("severity")));
        QVERIFY(a.toObject().contains(QStringLiteral("message")));
    }
    for (const QJsonValue &x : o.value(QStringLiteral("rejected")).toArray())
        QVERIFY(x.toObject().contains(QStringLiteral("reason")));
}

void TestCliPlan::infeasibleBudgetGivesMinimumBudget()
{
    const CliResult r = runCli(base() + QStringList { QStringLiteral("--budget-cny"), QStringLiteral("1000") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(o.value(QStringLiteral("recommended")).isNull());
    const QJsonObject inf = o.value(QStringLiteral("infeasible")).toObject();
    QVERIFY(inf.value(QStringLiteral("min_budget_cny")).toDouble() > 1000);
}

void TestCliPlan::badFlagsExit2WithOneLine_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("flag");
    QTest::addRow("unknown objective") << QStringList { QStringLiteral("--objective"), QStringLiteral("cheap") } << QStringLiteral("--objective");
    QTest::addRow("unknown way to pay") << QStringList { QStringLiteral("--pay"), QStringLiteral("yearly") } << QStringLiteral("--pay");
    QTest::addRow("unknown accelerator") << QStringList { QStringLiteral("--accelerators"), QStringLiteral("h100,tpu") } << QStringLiteral("--accelerators");
    QTest::addRow("negative budget") << QStringList { QStringLiteral("--budget-cny"), QStringLiteral("-5") } << QStringLiteral("--budget-cny");
    QTest::addRow("deadline not a number") << QStringList { QStringLiteral("--deadline-days"), QStringLiteral("soon") } << QStringLiteral("--deadline-days");
    QTest::addRow("bad data storage") << QStringList { QStringLiteral("--data-storage"), QStringLiteral("tape") } << QStringLiteral("--data-storage");
    QTest::addRow("missing scenario file") << QStringList { QStringLiteral("--scenario"), QStringLiteral("/nonexistent/x.cplan") } << QStringLiteral("--scenario");
}

void TestCliPlan::badFlagsExit2WithOneLine()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, flag);
    const CliResult r = runCli(withFlags(base(), extra));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    QVERIFY2(r.err.contains(flag), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliPlan::scenarioFileWithFlagOverride()
{
    QTemporaryDir dir;
    cp::Scenario s;
    s.name = QStringLiteral("70B pretrain");
    s.model.preset = QStringLiteral("llama2-70b");
    s.training.tokens = 2e12;
    s.hardware.accelerators = { QStringLiteral("h100-sxm-80gb") };
    s.hardware.gpus = 256;
    s.constraints.objective = QStringLiteral("fastest");
    const QString file = dir.filePath(QStringLiteral("plan.cplan"));
    QVERIFY(cp::cplan::writeFile(file, s).hasValue());

    const CliResult fromFile = runCli({ QStringLiteral("plan"), QStringLiteral("--scenario"), file });
    QCOMPARE(fromFile.exitCode, 0);
    const QJsonObject a = QJsonDocument::fromJson(fromFile.out.toUtf8()).object().value(QStringLiteral("recommended")).toObject();
    QCOMPARE(a.value(QStringLiteral("accelerator")).toString(), QStringLiteral("h100-sxm-80gb"));
    QVERIFY(a.value(QStringLiteral("gpus")).toInt() <= 256);

    const CliResult overridden = runCli({ QStringLiteral("plan"), QStringLiteral("--scenario"), file, QStringLiteral("--accelerators"), QStringLiteral("a800-sxm-80gb") });
    QCOMPARE(overridden.exitCode, 0);
    const QJsonObject b = QJsonDocument::fromJson(overridden.out.toUtf8()).object().value(QStringLiteral("recommended")).toObject();
    QCOMPARE(b.value(QStringLiteral("accelerator")).toString(), QStringLiteral("a800-sxm-80gb"));
}

// Issue 22: excluded[] {accelerator, reason}, recommended.availability {status, source, as_of}
// and recommended.billing; --include-unavailable searches a card the catalog marks unavailable.
void TestCliPlan::availabilityKeysAndIncludeUnavailable()
{
    const QStringList small { QStringLiteral("plan"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--preset"),
        QStringLiteral("llama2-7b"), QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--tokens"), QStringLiteral("10B"),
        QStringLiteral("--max-gpus"), QStringLiteral("16") };
    const CliResult all = runCli(small);
    QCOMPARE(all.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(all.out.toUtf8()).object();
    QStringList excluded;
    for (const QJsonValue &x : o.value(QStringLiteral("excluded")).toArray()) {
        excluded << x.toObject().value(QStringLiteral("accelerator")).toString();
        QVERIFY(!x.toObject().value(QStringLiteral("reason")).toString().isEmpty());
    }
    QVERIFY2(excluded.contains(QStringLiteral("b200-sxm-192gb")), qPrintable(excluded.join(QLatin1Char(','))));
    const QJsonObject rec = o.value(QStringLiteral("recommended")).toObject();
    const QJsonObject av = rec.value(QStringLiteral("availability")).toObject();
    QVERIFY2(QStringList({ QStringLiteral("available"), QStringLiteral("restricted") }).contains(av.value(QStringLiteral("status")).toString()),
        qPrintable(av.value(QStringLiteral("status")).toString()));
    QVERIFY(!av.value(QStringLiteral("source")).toString().isEmpty());
    QVERIFY(!av.value(QStringLiteral("as_of")).toString().isEmpty());
    QVERIFY(!rec.value(QStringLiteral("billing")).toObject().value(QStringLiteral("id")).toString().isEmpty());
    QVERIFY(o.value(QStringLiteral("warnings")).isArray());

    const QStringList b200 = small + QStringList { QStringLiteral("--accelerators"), QStringLiteral("b200-sxm-192gb") };
    const CliResult without = runCli(b200);
    QCOMPARE(without.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(without.out.toUtf8()).object().value(QStringLiteral("recommended")).isNull());
    const CliResult with = runCli(b200 + QStringList { QStringLiteral("--include-unavailable") });
    QCOMPARE(with.exitCode, 0);
    const QJsonObject w = QJsonDocument::fromJson(with.out.toUtf8()).object().value(QStringLiteral("recommended")).toObject();
    QCOMPARE(w.value(QStringLiteral("accelerator")).toString(), QStringLiteral("b200-sxm-192gb"));
    QCOMPARE(w.value(QStringLiteral("availability")).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("unavailable"));
}

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
