// The Hangzhou SaaS programme sample (issue 44) through the bridge: demand per pool from its
// workloads, the evaluation jobs placed by the planner, rentals only where buying is not
// obtainable, and every month covered.
#include "core/bridge/programmedemand.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"

#include <QTest>

#include <cmath>

using namespace cp;

class TestProgrammeSample : public QObject {
    Q_OBJECT
private slots:
    void sampleIsSolvedAndPlaced();
};

void TestProgrammeSample::sampleIsSolvedAndPlaced()
{
    const auto s = cplan::readFile(QStringLiteral(CP_SOURCE_DIR "/resources/samples/programmes/hangzhou-saas-programme.cplan"), Catalog::builtIn());
    QVERIFY2(s, qPrintable(s ? QString() : s.error().message));
    QVERIFY(bridge::isProgramme(*s));
    QList<int> placement;
    const auto a = bridge::programmeAnswer(*s, &placement);
    QVERIFY(a);
    QCOMPARE(a->pools.size(), 3);
    QCOMPARE(a->months, 36);
    QCOMPARE(placement.size(), 4);
    QCOMPARE(placement.mid(0, 3), (QList<int> { 0, 1, 2 }));
    QVERIFY(placement.at(3) >= 0); // the evaluation jobs were placed on some pool
    // Pre-training: 52,000 GPU-hours on 32 GPUs = 2.23 months of 32 x 730 = 23,360 -> months 1..3.
    const programme::PoolAnswer &train = a->pools.at(0);
    QCOMPARE(train.months.at(0).concurrentGpus, 32);
    QCOMPARE(train.months.at(2).demandGpuHours, 52000.0 - 2 * 23360.0);
    QCOMPARE(train.months.at(3).demandGpuHours, 0.0);
    double total = 0;
    for (const programme::PoolAnswer &p : a->pools) {
        QVERIFY(p.feasible);
        total += p.money.basisCny;
        for (const programme::PoolOrder &o : p.orders) // H800 and L40S cannot be bought in China
            QVERIFY(o.kind != programme::ContractKind::Owned || p.acceleratorId == QLatin1String("ascend-910b"));
    }
    QVERIFY(std::abs(total - a->money.basisCny) <= 1e-6 * total);
    const QString verdict = programme::programmeVerdict(*a, QLocale::c());
    QVERIFY2(verdict.contains(QStringLiteral("after-tax NPV")) && verdict.contains(QStringLiteral("Serving pool (Ascend 910B")), qPrintable(verdict));
    // Serving grows 10% a month from 16 cards in month 4: ceil(16 x 1.1^32) = 338 in month 36.
    QCOMPARE(a->pools.at(2).months.at(35).concurrentGpus, static_cast<int>(std::ceil(16 * std::pow(1.1, 32))));
}

QTEST_GUILESS_MAIN(TestProgrammeSample)
#include "tst_programmesample.moc"
