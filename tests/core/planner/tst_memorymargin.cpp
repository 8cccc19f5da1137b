// Issue 47, headroom: no recommended plan of the samples or the README's examples has a P50
// memory above the usable memory, and the fit rule keeps its margin.
#include "core/bridge/engineinputs.h"
#include "core/estimate/calibration.h"
#include "core/planner/planner.h"
#include "core/scenario/samples.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(cp::Scenario)

using namespace cp;
using namespace cp::planner;

namespace {

Scenario readmePlan()
{
    // README: plan --preset llama3-70b --seq-len 8192 --tokens 2T --deadline-days 60 --objective cheapest
    Scenario s;
    s.name = QStringLiteral("README plan example");
    s.model.preset = QStringLiteral("llama3-70b");
    s.training.seqLen = 8192;
    s.training.tokens = 2e12;
    s.constraints.deadlineDays = 60;
    s.constraints.objective = QStringLiteral("cheapest");
    s.hardware.gpusPerNode = 8;
    return s;
}

} // namespace

class TestMemoryMargin : public QObject {
    Q_OBJECT
private slots:
    void recommendedPlanP50FitsTheCard_data();
    void recommendedPlanP50FitsTheCard();
    void aWiderMarginNeverLetsMoreIn();
};

void TestMemoryMargin::recommendedPlanP50FitsTheCard_data()
{
    QTest::addColumn<Scenario>("scenario");
    const auto samples = sampleScenarios();
    QVERIFY(samples.hasValue());
    for (const Scenario &s : *samples) {
        if (s.training.mode != QLatin1String("inference"))
            QTest::newRow(qPrintable(QStringLiteral("sample ") + s.name)) << s;
    }
    QTest::newRow("README plan example") << readmePlan();
}

void TestMemoryMargin::recommendedPlanP50FitsTheCard()
{
    QFETCH(Scenario, scenario);
    const auto req = bridge::planRequestFrom(scenario, Catalog::shipped());
    QVERIFY(req.hasValue());
    const auto result = plan(*req, Catalog::shipped());
    QVERIFY(result.hasValue());
    // The recommendation and every plan on the time-cost front (the README example misses its
    // 60-day deadline, so it has a front and no recommendation).
    QList<Candidate> shown = result->pareto;
    if (result->recommended)
        shown << result->recommended->plan;
    QVERIFY(!shown.isEmpty());
    for (const Candidate &c : std::as_const(shown)) {
        const estimate::MemoryBreakdown &m = c.estimate.memory;
        QVERIFY(m.fits);
        // P50 = device peak x exp(-median residual), never above the usable memory.
        QVERIFY2(m.p50GiB <= m.usableGiB, qPrintable(QStringLiteral("%1 x %2: P50 %3 of %4 GiB").arg(c.accelerator).arg(c.gpus).arg(m.p50GiB).arg(m.usableGiB)));
        QVERIFY(std::abs(m.p50GiB - std::max(m.modelStatesGiB + m.contextGiB, m.devicePeakGiB * std::exp(-estimate::kMemoryResidualP50))) < 1e-9);
        // Either the margin is kept or the P90 fits.
        const double limit = m.usableGiB * (1.0 - m.marginPct / 100.0);
        QVERIFY(m.devicePeakGiB <= limit || m.p90GiB <= m.usableGiB);
        QCOMPARE(m.withinMargin, m.devicePeakGiB > limit);
    }
}

void TestMemoryMargin::aWiderMarginNeverLetsMoreIn()
{
    // Monotonic: a 20% margin accepts a subset of what a 0% margin accepts (sample 05, 16 x H800).
    const auto samples = sampleScenarios();
    QVERIFY(samples.hasValue());
    for (const Scenario &s : *samples) {
        if (s.training.mode == QLatin1String("inference"))
            continue;
        Scenario narrow = s, wide = s;
        narrow.hardware.memoryMarginPct = 0;
        wide.hardware.memoryMarginPct = 20;
        const auto a = bridge::estimateInputFrom(narrow);
        const auto b = bridge::estimateInputFrom(wide);
        QVERIFY(a.hasValue() && b.hasValue());
        QCOMPARE(a->calibration.memoryMarginPct, 0.0);
        QCOMPARE(b->calibration.memoryMarginPct, 20.0);
        const auto ea = estimate::estimate(*a);
        const auto eb = estimate::estimate(*b);
        if (!eb)
            continue; // nothing fits with 20% kept free: allowed
        QVERIFY(ea.hasValue());
        QVERIFY(eb->memory.devicePeakGiB <= eb->memory.usableGiB * 0.8 + 1e-9 || eb->memory.p90GiB <= eb->memory.usableGiB);
    }
}

QTEST_GUILESS_MAIN(TestMemoryMargin)
#include "tst_memorymargin.moc"
