// `tco --scenario` and `plan --scenario` on a compute programme (issue 44): the contract keys of
// pools[] and months[], the totals on the money answer's basis, the placement of unassigned work.
#include "tests/app/cli/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

namespace {

const QString kSample = QStringLiteral(CP_SOURCE_DIR "/resources/samples/programmes/hangzhou-saas-programme.cplan");

QJsonObject parse(const CliResult &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

} // namespace

class TestCliProgramme : public QObject {
    Q_OBJECT
private slots:
    void tcoGivesPoolsMonthByMonth();
    void planPlacesUnassignedWork();
};

void TestCliProgramme::tcoGivesPoolsMonthByMonth()
{
    const CliResult r = runCli(QStringList { QStringLiteral("tco"), QStringLiteral("--scenario"), kSample, QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = parse(r);
    const QJsonArray pools = doc.value(QStringLiteral("pools")).toArray();
    QCOMPARE(pools.size(), 3);
    const QStringList keys { QStringLiteral("month"), QStringLiteral("demand_gpu_hours"), QStringLiteral("concurrent_gpus"), QStringLiteral("owned_gpus"),
        QStringLiteral("leased_gpus"), QStringLiteral("committed_gpus"), QStringLiteral("on_demand_gpu_hours"), QStringLiteral("cost_cny") };
    double total = 0;
    for (const QJsonValue &v : pools) {
        const QJsonObject p = v.toObject();
        QVERIFY(!p.value(QStringLiteral("accelerator")).toString().isEmpty());
        const QJsonArray months = p.value(QStringLiteral("months")).toArray();
        QCOMPARE(months.size(), 36);
        for (const QJsonValue &m : months) {
            for (const QString &k : keys)
                QVERIFY2(m.toObject().contains(k), qPrintable(k));
        }
        total += p.value(QStringLiteral("money")).toObject().value(QStringLiteral("total_cny")).toDouble();
    }
    const QJsonObject programme = doc.value(QStringLiteral("programme")).toObject();
    QCOMPARE(programme.value(QStringLiteral("basis")).toString(), doc.value(QStringLiteral("basis")).toString());
    QVERIFY(std::abs(programme.value(QStringLiteral("total_cny")).toDouble() - total) <= 1e-6 * total);
}

void TestCliProgramme::planPlacesUnassignedWork()
{
    const CliResult r = runCli(QStringList { QStringLiteral("plan"), QStringLiteral("--scenario"), kSample, QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray placement = parse(r).value(QStringLiteral("programme")).toObject().value(QStringLiteral("placement")).toArray();
    QCOMPARE(placement.size(), 4);
    const QJsonObject evaluation = placement.at(3).toObject();
    QVERIFY(evaluation.value(QStringLiteral("placed_by_planner")).toBool());
    QVERIFY(!evaluation.value(QStringLiteral("pool")).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestCliProgramme)
#include "tst_cli_programme.moc"
