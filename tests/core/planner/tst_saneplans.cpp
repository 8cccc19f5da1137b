// Sane plans (issue 42): "fastest" stays within 3x the cheapest plan, Pareto fronts drop
// near-dominated points, cloud time is billed in whole hours (at least one), and consumer cards
// without GPUDirect RDMA are planned within one node.
#include "core/planner/planner.h"

#include <QTest>

using namespace cp;
using namespace cp::planner;

namespace {

/// A 7B LoRA fine-tune of 1B tokens at 4,096 tokens per sequence (the example).
PlanRequest lora7b(Objective objective)
{
    PlanRequest r;
    r.model = *estimate::preset(QStringLiteral("llama2-7b"));
    r.training.mode = estimate::TrainingMode::Lora;
    r.training.seqLen = 4096;
    r.training.tokens = 1e9;
    r.objective = objective;
    return r;
}

Candidate point(double days, double cost)
{
    Candidate c;
    c.accelerator = QStringLiteral("x");
    c.days = days;
    c.costCny = cost;
    return c;
}

} // namespace

class TestSanePlans : public QObject {
    Q_OBJECT
private slots:
    void fastestCostsAtMostThreeTimesTheCheapest();
    void fastestWithABudgetUsesTheBudget();
    void paretoFrontDropsNearDominatedPoints();
    void cloudTimeIsBilledInWholeHoursAtLeastOne();
    void noPlanIsBilledBelowOneHour();
    void consumerCardsStayWithinOneNode();
};

void TestSanePlans::fastestCostsAtMostThreeTimesTheCheapest()
{
    const auto cheapest = plan(lora7b(Objective::Cheapest));
    const auto fastest = plan(lora7b(Objective::Fastest));
    QVERIFY(cheapest && cheapest->recommended && fastest && fastest->recommended);
    const double floor = cheapest->recommended->plan.costCny;
    const Candidate &f = fastest->recommended->plan;
    QVERIFY2(f.costCny <= kFastestCostFactor * floor * (1 + 1e-12), qPrintable(QStringLiteral("%1 vs %2").arg(f.costCny).arg(floor)));
    QVERIFY(fastest->costCapCny);
    QVERIFY(f.days <= cheapest->recommended->plan.days);
    // Said in the output: the first reason names the rule.
    QVERIFY(fastest->recommended->reasons.constFirst().contains(QLatin1String("3 times the cheapest")));
    // It is the fastest of the front's points within the cap.
    for (const Candidate &c : fastest->pareto) {
        if (c.costCny <= *fastest->costCapCny)
            QVERIFY(c.days >= f.days);
    }
}

void TestSanePlans::fastestWithABudgetUsesTheBudget()
{
    PlanRequest r = lora7b(Objective::Fastest);
    r.budgetCny = 1e9;
    const auto fastest = plan(r);
    QVERIFY(fastest && fastest->recommended);
    QVERIFY(!fastest->costCapCny);
    QVERIFY(fastest->recommended->plan.costCny <= 1e9);
}

void TestSanePlans::paretoFrontDropsNearDominatedPoints()
{
    // b is 1% faster than a for twice the money: a is within 2% of b in time and cheaper.
    // c costs 1% less than a but takes twice as long: a is within 2% in cost and faster.
    // d is half the time for three times the money: a real trade-off, kept.
    const Candidate a = point(1.0, 100), b = point(0.99, 200), c = point(2.0, 99), d = point(0.5, 300);
    const QList<Candidate> front = paretoFront({ a, b, c, d });
    QCOMPARE(front.size(), 2);
    QCOMPARE(front.at(0).days, 0.5);
    QCOMPARE(front.at(1).days, 1.0);
    // Without near neighbours the front is the plain one.
    QCOMPARE(paretoFront({ a, d, point(3.0, 50) }).size(), 3);
}

void TestSanePlans::cloudTimeIsBilledInWholeHoursAtLeastOne()
{
    HourlyPrice p;
    p.cnyPerGpuHour = 10;
    // 260 s on 8 GPUs: one whole hour, 8 x 10 = 80 CNY; 1.2 h: two hours, 160 CNY.
    QCOMPARE(runCost(p, 8, 260.0 / 3600.0), 80.0);
    QCOMPARE(runCost(p, 8, 1.2), 160.0);
    QCOMPARE(runCost(p, 8, 3.0), 240.0);
    p.wholeMonths = true;
    // Monthly: a 10-minute run is one 730-hour month, 8 x 10 x 730 = 58,400 CNY.
    QCOMPARE(runCost(p, 8, 1.0 / 6.0), 58400.0);
}

void TestSanePlans::noPlanIsBilledBelowOneHour()
{
    const auto r = plan(lora7b(Objective::Fastest));
    QVERIFY(r);
    QVERIFY(!r->pareto.isEmpty());
    for (const Candidate &c : r->pareto) {
        const int multiple = std::max(1, c.price.gpuMultiple);
        const int billed = (c.gpus + multiple - 1) / multiple * multiple;
        QVERIFY2(c.costCny >= c.price.cnyPerGpuHour * billed * 1.0 * (1 - 1e-12),
            qPrintable(QStringLiteral("%1 x %2: %3").arg(c.gpus).arg(c.accelerator).arg(c.costCny)));
    }
}

void TestSanePlans::consumerCardsStayWithinOneNode()
{
    const Accelerator *rtx = Catalog::builtIn().accelerator(QStringLiteral("rtx4090-24gb"));
    QVERIFY(rtx);
    QVERIFY(!rtx->gpudirectRdma);
    QVERIFY(!rtx->gpudirectRdmaSource.isEmpty());
    QVERIFY(Catalog::builtIn().accelerator(QStringLiteral("h800-sxm-80gb"))->gpudirectRdma);
    // A 70B full fine-tune needs far more than one 8-card box of 24 GB cards: no multi-node
    // RTX 4090 plan on an RDMA fabric is offered, and the reason is "fabric".
    PlanRequest r;
    r.model = *estimate::preset(QStringLiteral("llama3-70b"));
    r.training.mode = estimate::TrainingMode::Full;
    r.training.seqLen = 4096;
    r.training.tokens = 1e9;
    r.accelerators = { QStringLiteral("rtx4090-24gb"), QStringLiteral("h800-sxm-80gb") };
    r.network = QStringLiteral("ib-ndr");
    r.maxGpus = 256;
    const auto p = plan(r);
    QVERIFY(p);
    for (const Candidate &c : p->pareto)
        QVERIFY2(c.accelerator != rtx->id || c.gpus <= rtx->gpusPerNode, qPrintable(QString::number(c.gpus)));
    if (p->recommended)
        QVERIFY(p->recommended->plan.accelerator != rtx->id || p->recommended->plan.gpus <= rtx->gpusPerNode);
    const bool fabricRejection = std::any_of(p->rejected.cbegin(), p->rejected.cend(),
        [&](const Rejection &x) { return x.accelerator == rtx->id && x.reason == RejectReason::Fabric && x.minGpus > rtx->gpusPerNode; });
    QVERIFY(fabricRejection);
}

QTEST_GUILESS_MAIN(TestSanePlans)
#include "tst_saneplans.moc"
