#include "tests/app/cli/clirunner.h"

#include "core/scenario/cplan.h"
#include "core/store/store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestCliCompare : public QObject {
    Q_OBJECT
private slots:
    void init();
    void jsonHasRowsDeltasAgainstTheFirstPlanAndTheWaterfall();
    void planAgainstItselfHasNoDeltasAndNoWaterfallSteps();
    void revisionsCompareLikePlans();
    void baselineFlagChoosesThePlanDeltasAreAgainst();
    void filesCompareWithoutALibrary();
    void csvHasOneLinePerRowAndPlan();
    void usageErrors_data();
    void usageErrors();

private:
    QStringList db() const { return { QStringLiteral("--db"), m_db }; }
    QJsonObject json(const QStringList &args);
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

namespace {

const QString kRentLeaseBuild = QStringLiteral("16×H800: rent vs lease vs build over 3 years");
const QString kPretrain = QStringLiteral("70B pre-training on H800 vs cloud");

CliResult compareCli(const QStringList &args) { return runCli(QStringList { QStringLiteral("compare") } + args); }

} // namespace

void TestCliCompare::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = m_dir->filePath(QStringLiteral("compare.sqlite"));
}

QJsonObject TestCliCompare::json(const QStringList &args)
{
    const CliResult r = compareCli(args + db());
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return r.exitCode == 0 ? QJsonDocument::fromJson(r.out.toUtf8()).object() : QJsonObject {};
}

void TestCliCompare::jsonHasRowsDeltasAgainstTheFirstPlanAndTheWaterfall()
{
    const QJsonObject o = json({ kRentLeaseBuild, kPretrain });
    QVERIFY(!o.isEmpty());
    for (const char *key : { "plans", "baseline", "alignment", "rows", "kpi_deltas", "curves", "line_items", "waterfall" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("baseline")).toString(), kRentLeaseBuild);
    QCOMPARE(o.value(QStringLiteral("plans")).toArray().size(), 2);
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    QVERIFY(rows.size() > 20);
    bool sawTotal = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        QCOMPARE(row.value(QStringLiteral("values")).toArray().size(), 2);
        QCOMPARE(row.value(QStringLiteral("deltas")).toArray().size(), 2);
        QVERIFY(row.value(QStringLiteral("deltas")).toArray().at(0).toObject().value(QStringLiteral("text")).toString().isEmpty());
        if (row.value(QStringLiteral("id")).toString() == QLatin1String("result.tco_total")) {
            sawTotal = true;
            const double a = row.value(QStringLiteral("values")).toArray().at(0).toObject().value(QStringLiteral("value")).toDouble();
            const double b = row.value(QStringLiteral("values")).toArray().at(1).toObject().value(QStringLiteral("value")).toDouble();
            const double d = row.value(QStringLiteral("deltas")).toArray().at(1).toObject().value(QStringLiteral("absolute")).toDouble();
            QCOMPARE(d, b - a);
        }
    }
    QVERIFY(sawTotal);
    const QJsonArray waterfall = o.value(QStringLiteral("waterfall")).toArray();
    QCOMPARE(waterfall.size(), 1);
    const QJsonObject w = waterfall.at(0).toObject();
    QCOMPARE(w.value(QStringLiteral("from")).toString(), kRentLeaseBuild);
    double sum = 0;
    for (const QJsonValue &s : w.value(QStringLiteral("steps")).toArray())
        sum += s.toObject().value(QStringLiteral("delta_cny")).toDouble();
    QVERIFY(std::abs(sum - w.value(QStringLiteral("gap_cny")).toDouble()) <= 1e-6);
}

void TestCliCompare::planAgainstItselfHasNoDeltasAndNoWaterfallSteps()
{
    const QJsonObject o = json({ kRentLeaseBuild, kRentLeaseBuild });
    QVERIFY(!o.isEmpty());
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray())
        QVERIFY2(v.toObject().value(QStringLiteral("identical")).toBool(), qPrintable(v.toObject().value(QStringLiteral("id")).toString()));
    QVERIFY(o.value(QStringLiteral("waterfall")).toArray().at(0).toObject().value(QStringLiteral("steps")).toArray().isEmpty());
}

void TestCliCompare::revisionsCompareLikePlans()
{
    {
        auto store = cp::Store::open(m_db);
        QVERIFY(store);
        auto s = (*store)->load(kRentLeaseBuild);
        QVERIFY(s);
        s->tco.utilisation = 0.4;
        QVERIFY((*store)->save(*s, QStringLiteral("lower utilisation")));
    }
    const QString first = kRentLeaseBuild + QStringLiteral("@1");
    const QString second = kRentLeaseBuild + QStringLiteral("@2");
    const QJsonObject o = json({ first, second });
    QVERIFY(!o.isEmpty());
    const QJsonArray plans = o.value(QStringLiteral("plans")).toArray();
    QCOMPARE(plans.at(0).toObject().value(QStringLiteral("name")).toString(), first);
    QCOMPARE(plans.at(1).toObject().value(QStringLiteral("revision")).toInt(), 2);
    for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QStringLiteral("id")).toString() == QLatin1String("tco.utilisation"))
            QVERIFY(!row.value(QStringLiteral("identical")).toBool());
        if (row.value(QStringLiteral("id")).toString() == QLatin1String("model.preset"))
            QVERIFY(row.value(QStringLiteral("identical")).toBool());
    }
}

void TestCliCompare::baselineFlagChoosesThePlanDeltasAreAgainst()
{
    const QJsonObject o = json({ kRentLeaseBuild, kPretrain, QStringLiteral("--baseline"), QStringLiteral("2") });
    QCOMPARE(o.value(QStringLiteral("baseline")).toString(), kPretrain);
    const QJsonObject w = o.value(QStringLiteral("waterfall")).toArray().at(0).toObject();
    QCOMPARE(w.value(QStringLiteral("from")).toString(), kPretrain);
    QCOMPARE(w.value(QStringLiteral("to")).toString(), kRentLeaseBuild);
}

void TestCliCompare::filesCompareWithoutALibrary()
{
    // Two .cplan files written from the library's samples; the comparison then names a library
    // that cannot exist, so it must read the files alone (planref rule 1: a file that exists).
    QStringList files;
    {
        auto store = cp::Store::open(m_db);
        QVERIFY(store);
        for (const QString &name : { kPretrain, kRentLeaseBuild }) {
            const auto s = (*store)->load(name);
            QVERIFY(s);
            files << m_dir->filePath(QStringLiteral("%1.cplan").arg(files.size()));
            QVERIFY(cp::cplan::writeFile(files.constLast(), *s));
        }
    }
    const CliResult r = compareCli(files + QStringList { QStringLiteral("--db"), m_dir->filePath(QStringLiteral("no/such/library.sqlite")) });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray plans = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("plans")).toArray();
    QCOMPARE(plans.size(), 2);
    QCOMPARE(plans.at(0).toObject().value(QStringLiteral("name")).toString(), kPretrain);
    QCOMPARE(plans.at(1).toObject().value(QStringLiteral("name")).toString(), kRentLeaseBuild);
    QVERIFY(plans.at(0).toObject().value(QStringLiteral("revision")).isNull());
}

void TestCliCompare::csvHasOneLinePerRowAndPlan()
{
    const QJsonObject o = json({ kRentLeaseBuild, kPretrain });
    const CliResult r = compareCli(QStringList { kRentLeaseBuild, kPretrain, QStringLiteral("--format"), QStringLiteral("csv") } + db());
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.constFirst(), QStringLiteral("section,id,group,label,plan,value,text,delta,delta_percent,identical"));
    const qsizetype steps = o.value(QStringLiteral("waterfall")).toArray().at(0).toObject().value(QStringLiteral("steps")).toArray().size();
    QCOMPARE(lines.size(), 1 + 2 * o.value(QStringLiteral("rows")).toArray().size() + steps);
    QVERIFY(lines.at(1).startsWith(QStringLiteral("row,model.preset,model,")));
}

void TestCliCompare::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("one plan is not a comparison") << QStringList { kPretrain } << QStringLiteral("2 to 4");
    QTest::addRow("five plans are too many") << QStringList { kPretrain, kPretrain, kPretrain, kPretrain, kPretrain } << QStringLiteral("got 5");
    QTest::addRow("an unknown name lists the known ones") << QStringList { kPretrain, QStringLiteral("no such plan") } << kRentLeaseBuild;
    QTest::addRow("an unknown revision names the range") << QStringList { kPretrain, kPretrain + QStringLiteral("@7") } << QStringLiteral("1 to 1");
    QTest::addRow("the format must be json or csv") << QStringList { kPretrain, kPretrain, QStringLiteral("--format"), QStringLiteral("xml") } << QStringLiteral("--format");
    QTest::addRow("the baseline must be one of the plans") << QStringList { kPretrain, kPretrain, QStringLiteral("--baseline"), QStringLiteral("3") } << QStringLiteral("--baseline");
}

void TestCliCompare::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const CliResult r = compareCli(args + db());
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
