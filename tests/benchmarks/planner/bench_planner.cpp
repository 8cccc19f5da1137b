// Speed of the planner: a full search for a 70B dense model, 2T tokens, across every catalog
// accelerator and up to 4096 GPUs, with EP and CP in the layout space. Target (issue 19): under
// 100 ms on one core. Prints the layouts evaluated per second of the last run.
#include "core/planner/planner.h"

#include <QElapsedTimer>
#include <QTest>

using namespace cp;

class BenchPlanner : public QObject {
    Q_OBJECT
private slots:
    void fullSearch70bOn4096Gpus();
};

void BenchPlanner::fullSearch70bOn4096Gpus()
{
    Catalog::builtIn();
    planner::PlanRequest r;
    r.model = *estimate::preset(QStringLiteral("llama2-70b"));
    r.training.seqLen = 4096;
    r.training.tokens = 2e12;
    r.maxGpus = 4096;
    qint64 layouts = 0, candidates = 0, nanoseconds = 0;
    QBENCHMARK
    {
        QElapsedTimer timer;
        timer.start();
        const auto result = planner::plan(r);
        nanoseconds = timer.nsecsElapsed();
        QVERIFY(result.hasValue() && result->recommended);
        layouts = result->layoutsEvaluated;
        candidates = result->candidatesEvaluated;
    }
    qInfo("%lld accelerator x GPU-count candidates, %lld layouts in %.1f ms: %.2f M layouts/s", candidates, layouts,
        nanoseconds / 1e6, layouts / (nanoseconds / 1e9) / 1e6);
}

QTEST_GUILESS_MAIN(BenchPlanner)
#include "bench_planner.moc"
