// computeplanner-cli accuracy: the memory back-test computed at run time from the shipped data,
// in json, csv and text, with the contract keys of issues 19 and 20.
#include "tests/app/cli/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliAccuracy : public QObject {
    Q_OBJECT
private slots:
    void jsonHasRowsAndFamilies();
    void csvHasOneLinePerRow();
    void textNamesTheFamilyAndSources();
    void badFormatIsAUsageError();
};

void TestCliAccuracy::jsonHasRowsAndFamilies()
{
    const CliResult r = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    QVERIFY(rows.size() >= 30);
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        for (const char *key : { "id", "source", "metric", "published", "predicted", "error_pct", "cv_predicted", "cv_error_pct" })
            QVERIFY2(row.contains(QLatin1String(key)), key);
        const double published = row.value(QStringLiteral("published")).toDouble();
        const double predicted = row.value(QStringLiteral("predicted")).toDouble();
        QVERIFY(std::abs(row.value(QStringLiteral("error_pct")).toDouble() - (predicted - published) / published * 100) < 1e-9);
    }
    const QJsonArray families = o.value(QStringLiteral("families")).toArray();
    QCOMPARE(families.size(), 1);
    const QJsonObject memory = families.first().toObject();
    QCOMPARE(memory.value(QStringLiteral("family")).toString(), QStringLiteral("memory"));
    for (const char *key : { "n", "median_error_pct", "worst_error_pct", "cv_median_error_pct", "cv_worst_error_pct" })
        QVERIFY2(memory.contains(QLatin1String(key)), key);
    QCOMPARE(memory.value(QStringLiteral("n")).toInt(), int(rows.size()));
    QVERIFY(memory.value(QStringLiteral("cv_median_error_pct")).toDouble() <= 8.0);
    QVERIFY(o.value(QStringLiteral("sources")).toArray().size() >= 4);
}

void TestCliAccuracy::csvHasOneLinePerRow()
{
    const CliResult json = runCli({ QStringLiteral("accuracy") });
    const CliResult csv = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(csv.exitCode, 0);
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.first(), QStringLiteral("id,source,family,metric,published,predicted,error_pct,cv_predicted,cv_error_pct"));
    QCOMPARE(lines.size() - 1, QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("rows")).toArray().size());
}

void TestCliAccuracy::textNamesTheFamilyAndSources()
{
    const CliResult r = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("text") });
    QCOMPARE(r.exitCode, 0);
    for (const char *word : { "memory", "qwen-readme", "ms-swift", "torchtitan", "zero-paper", "step-time family not included" })
        QVERIFY2(r.out.contains(QLatin1String(word)), word);
}

void TestCliAccuracy::badFormatIsAUsageError()
{
    const CliResult r = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("xml") });
    QCOMPARE(r.exitCode, int(cp::cli::UsageError));
}

QTEST_GUILESS_MAIN(TestCliAccuracy)
#include "tst_cli_accuracy.moc"
