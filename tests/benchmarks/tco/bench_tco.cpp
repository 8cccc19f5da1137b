// A 36-month TCO of all 6 options with the tornado (8 drivers x 2 = 16 recomputations of the
// leading pair), the break-even curve and the break-even utilisation. Target: < 20 ms.
#include "core/tco/tco.h"

#include <QTest>

using namespace cp;
using namespace cp::tco;

class BenchTco : public QObject {
    Q_OBJECT
private slots:
    void sixOptionsWithTornado_data();
    void sixOptionsWithTornado();
};

void BenchTco::sixOptionsWithTornado_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("shape");
    QTest::addRow("64 GPUs, steady") << 64 << int(DemandTemplate::Steady);
    QTest::addRow("64 GPUs, peaks and valleys") << 64 << int(DemandTemplate::PeaksAndValleys);
    QTest::addRow("512 GPUs, growing (hybrid searches 65 core sizes)") << 512 << int(DemandTemplate::Growing);
}

void BenchTco::sixOptionsWithTornado()
{
    QFETCH(int, gpus);
    QFETCH(int, shape);
    TcoInput in;
    in.gpus = gpus;
    in.demand = DemandTemplate(shape);
    in.horizonMonths = 36;
    QCOMPARE(in.options.size(), 6);
    const Catalog &catalog = Catalog::builtIn();
    QBENCHMARK
    {
        const auto r = computeTco(in, catalog);
        if (!r || r->tornado.size() != 8)
            QFAIL("TCO failed");
    }
}

QTEST_GUILESS_MAIN(BenchTco)
#include "bench_tco.moc"
