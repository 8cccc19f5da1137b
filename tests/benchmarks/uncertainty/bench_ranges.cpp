// Ranges by Monte Carlo (issue 23): 10,000 samples of estimate + TCO for one plan, on one core.
// Target: < 1 s; measured 2026-12-02 (RelWithDebInfo-level -O2, one core pinned, machine shared):
// median of 5 runs 638 ms (estimateAndTco), 70-606 ms for the five samples. Report the median:
//   build-bench/tests/benchmarks/uncertainty/bench_uncertainty -median 5
#include "core/analysis/scenarioranges.h"
#include "core/scenario/samples.h"
#include "core/uncertainty/ranges.h"

#include <QTest>

using namespace cp;
using namespace cp::uncertainty;

class BenchRanges : public QObject {
    Q_OBJECT
private slots:
    void estimateAndTco();
    void scenario_data();
    void scenario();
};

// A 70B pretraining run on 64 H800 and the 36-month TCO of the six options for that fleet.
void BenchRanges::estimateAndTco()
{
    estimate::EstimateInput in;
    in.model = *estimate::preset(QStringLiteral("llama2-70b"));
    in.training.seqLen = 4096;
    in.training.tokens = 2e12;
    in.hardware.accelerator = QStringLiteral("h800-sxm-80gb");
    in.hardware.gpus = 64;
    const auto point = estimate::estimate(in);
    QVERIFY(point);
    tco::TcoInput t;
    t.acceleratorId = in.hardware.accelerator;
    t.gpus = 64;
    const auto tcoPoint = tco::computeTco(t);
    QVERIFY(tcoPoint);
    const RangeSettings settings { 10000, 42 };
    QBENCHMARK
    {
        const auto e = estimateRanges(in, *point, settings);
        const auto r = tcoRanges(t, *tcoPoint, settings);
        if (!e || !r || r->options.size() != 6)
            QFAIL("ranges failed");
    }
}

void BenchRanges::scenario_data()
{
    QTest::addColumn<int>("index");
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (qsizetype i = 0; i < samples->size(); ++i)
        QTest::addRow("%s", qPrintable(samples->at(i).name)) << int(i);
}

// The dashboard's call: the sample's estimate (or serving size) and its TCO, 10,000 samples.
void BenchRanges::scenario()
{
    QFETCH(int, index);
    const Scenario s = sampleScenarios()->at(index);
    QBENCHMARK
    {
        const auto r = analysis::scenarioRanges(s, RangeSettings { 10000, 42 });
        if (!r)
            QFAIL(qPrintable(joinErrors(r.errors())));
    }
}

QTEST_GUILESS_MAIN(BenchRanges)
#include "bench_ranges.moc"
