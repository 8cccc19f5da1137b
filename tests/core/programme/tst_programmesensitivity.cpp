// What would change a pool's decision (core/programme/sensitivity.h): the extra steady demand
// above which owning a server pays, against the break-even worked out by hand (issue 44).
#include "core/programme/sensitivity.h"

#include <QTest>

#include <cmath>

using namespace cp::programme;

namespace {

size_t slot(int i) { return static_cast<size_t>(i); }

/// 12 months without work, burst at `burst` per GPU-hour, and one option: an 8-GPU server owned
/// for all 12 months at `ownCost`.
PoolProblem emptyPool(double burst, double ownCost)
{
    PoolProblem p;
    p.months = 12;
    p.gpusPerUnit = 8;
    p.gpuHours.assign(slot(13), 0);
    p.concurrent.assign(slot(13), 0);
    p.burstCost.assign(slot(13), burst);
    UnitOption o;
    o.kind = ContractKind::Owned;
    o.orderMonth = 1;
    o.firstMonth = 1;
    o.lastMonth = 12;
    o.cost = ownCost;
    p.options.push_back(o);
    return p;
}

} // namespace

class TestProgrammeSensitivity : public QObject {
    Q_OBJECT
private slots:
    void extraDemandRaisesHoursAndConcurrency()
    {
        const PoolProblem q = withExtraDemand(emptyPool(10, 1), 1000);
        // 1,000 GPU-hours in a 730-hour month need ceil(1000 / 730) = 2 GPUs at once.
        QCOMPARE(q.gpuHours[slot(5)], 1000.0);
        QCOMPARE(q.concurrent[slot(5)], 2);
    }
    void owningPaysAboveTheBreakEven_data()
    {
        QTest::addColumn<double>("burst");
        QTest::addColumn<double>("ownCost");
        QTest::addColumn<double>("expected");
        // Without the server every extra hour bursts: 12 months x X x burst. With it (8 GPUs, up to
        // 8 x 730 = 5,840 GPU-hours a month) nothing bursts. Owning pays when 12 X burst > cost.
        QTest::newRow("120,000 CNY server, 10 CNY/GPU-h: 1,000 GPU-h a month") << 10.0 << 120000.0 << 1000.0;
        QTest::newRow("240,000 CNY server, 8 CNY/GPU-h: 2,500 GPU-h a month") << 8.0 << 240000.0 << 2500.0;
    }
    void owningPaysAboveTheBreakEven()
    {
        QFETCH(double, burst);
        QFETCH(double, ownCost);
        QFETCH(double, expected);
        const OwnThreshold r = ownMoreThreshold(emptyPool(burst, ownCost), 5000, 0.5);
        QVERIFY(r.found);
        QCOMPARE(r.ownedGpusBefore, 0);
        QCOMPARE(r.ownedGpusAfter, 8);
        QVERIFY2(std::abs(r.extraGpuHoursPerMonth - expected) <= 1.0, qPrintable(QString::number(r.extraGpuHoursPerMonth)));
    }
    void noThresholdWhenOwningNeverPays()
    {
        // 12 x 5,000 x 1 = 60,000 CNY of burst at most, below the 1,000,000 CNY server.
        const OwnThreshold r = ownMoreThreshold(emptyPool(1, 1000000), 5000);
        QVERIFY(!r.found);
        QCOMPARE(r.ownedGpusAfter, 0);
    }
};

QTEST_GUILESS_MAIN(TestProgrammeSensitivity)
#include "tst_programmesensitivity.moc"
