// computeplanner-cli accuracy: the step-time cross-validation (resources/data/calibration-runs.csv)
// and the memory back-test computed at run time from the shipped data, in json, csv and text,
// with the contract keys of issues 19 and 20.
#include "tests/app/cli/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <algorithm>

class TestCliAccuracy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonHasRowsAndFamilies();
    void csvHasOneLinePerRow();
    void textNamesTheFamilyAndSources();
    void familiesSummariseTheirRows();
    void stepTimeFoldsLeaveTheirSourceOut();
    void badFormatIsAUsageError();

private:
    QJsonObject m_json; ///< `accuracy --format json`, run once (each run refits every fold)
};

void TestCliAccuracy::initTestCase()
{
    const CliResult r = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(r.exitCode, 0);
    m_json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(!m_json.isEmpty());
}

void TestCliAccuracy::jsonHasRowsAndFamilies()
{
    const QJsonObject &o = m_json;
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
    QStringList names;
    for (const QJsonValue &v : families) {
        const QJsonObject f = v.toObject();
        names << f.value(QStringLiteral("family")).toString();
        for (const char *key : { "n", "median_error_pct", "worst_error_pct", "cv_median_error_pct", "cv_worst_error_pct" })
            QVERIFY2(f.contains(QLatin1String(key)), key);
    }
    QCOMPARE(names, (QStringList { QStringLiteral("throughput"), QStringLiteral("gpu-hours"), QStringLiteral("memory") }));
    QVERIFY(families.at(2).toObject().value(QStringLiteral("cv_median_error_pct")).toDouble() <= 8.0);
    QVERIFY(o.value(QStringLiteral("sources")).toArray().size() >= 4);
}

void TestCliAccuracy::csvHasOneLinePerRow()
{
    const CliResult csv = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(csv.exitCode, 0);
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.first(), QStringLiteral("id,source,family,metric,published,predicted,error_pct,cv_predicted,cv_error_pct,excluded"));
    QCOMPARE(lines.size() - 1, m_json.value(QStringLiteral("rows")).toArray().size());
}

void TestCliAccuracy::textNamesTheFamilyAndSources()
{
    const CliResult r = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("text") });
    QCOMPARE(r.exitCode, 0);
    for (const char *word : { "throughput", "gpu-hours", "memory", "qwen-readme", "ms-swift", "torchtitan", "zero-paper", "CV: the step-time constants refitted" })
        QVERIFY2(r.out.contains(QLatin1String(word)), word);
    QVERIFY(!r.out.contains(QLatin1String("not included")));
}

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

} // namespace

void TestCliAccuracy::familiesSummariseTheirRows()
{
    // Every family's n, median and worst are the statistics of its rows' |error_pct| (a
    // property, recomputed here from rows[]; rows with an `excluded` reason are listed but not
    // counted); every row's cv_error_pct is its cv_predicted's.
    const QJsonObject &o = m_json;
    QHash<QString, QList<double>> in, cv;
    int excluded = 0;
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        const double published = row.value(QStringLiteral("published")).toDouble();
        const double cvPredicted = row.value(QStringLiteral("cv_predicted")).toDouble();
        QVERIFY(std::abs(row.value(QStringLiteral("cv_error_pct")).toDouble() - (cvPredicted - published) / published * 100) < 1e-9);
        if (row.contains(QStringLiteral("excluded"))) {
            QVERIFY(!row.value(QStringLiteral("excluded")).toString().isEmpty());
            ++excluded;
            continue;
        }
        in[row.value(QStringLiteral("family")).toString()] << std::abs(row.value(QStringLiteral("error_pct")).toDouble());
        cv[row.value(QStringLiteral("family")).toString()] << std::abs(row.value(QStringLiteral("cv_error_pct")).toDouble());
    }
    QVERIFY(in.value(QStringLiteral("throughput")).size() >= 13);
    QVERIFY(in.value(QStringLiteral("gpu-hours")).size() >= 5);
    QVERIFY(excluded >= 1); // the two Llama 3.1 model-card rows (tests/data/calibration-sources.md)
    for (const QJsonValue &v : o.value(QStringLiteral("families")).toArray()) {
        const QJsonObject f = v.toObject();
        const QString name = f.value(QStringLiteral("family")).toString();
        QCOMPARE(f.value(QStringLiteral("n")).toInt(), int(in.value(name).size()));
        QCOMPARE(f.value(QStringLiteral("median_error_pct")).toDouble(), median(in.value(name)));
        QCOMPARE(f.value(QStringLiteral("worst_error_pct")).toDouble(), *std::max_element(in[name].begin(), in[name].end()));
        QCOMPARE(f.value(QStringLiteral("cv_median_error_pct")).toDouble(), median(cv.value(name)));
        QCOMPARE(f.value(QStringLiteral("cv_worst_error_pct")).toDouble(), *std::max_element(cv[name].begin(), cv[name].end()));
    }
}

void TestCliAccuracy::stepTimeFoldsLeaveTheirSourceOut()
{
    // One step-time fold per source of the throughput/GPU-hours rows, each with the constants it
    // fitted; the shipped constants are reported beside them.
    const QJsonObject &o = m_json;
    QSet<QString> stepSources;
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QStringLiteral("family")).toString() != QLatin1String("memory"))
            stepSources.insert(row.value(QStringLiteral("source")).toString());
    }
    const QJsonArray folds = o.value(QStringLiteral("step_time_cv_fits")).toArray();
    QCOMPARE(folds.size(), stepSources.size());
    const QStringList shipped = o.value(QStringLiteral("step_time_constants")).toObject().keys();
    QVERIFY(!shipped.isEmpty());
    for (const QJsonValue &v : folds) {
        QVERIFY(stepSources.contains(v.toObject().value(QStringLiteral("left_out")).toString()));
        QCOMPARE(v.toObject().value(QStringLiteral("constants")).toObject().keys(), shipped); // the same constants refitted
    }
}

void TestCliAccuracy::badFormatIsAUsageError()
{
    const CliResult r = runCli({ QStringLiteral("accuracy"), QStringLiteral("--format"), QStringLiteral("xml") });
    QCOMPARE(r.exitCode, int(cp::cli::UsageError));
}

QTEST_GUILESS_MAIN(TestCliAccuracy)
#include "tst_cli_accuracy.moc"
