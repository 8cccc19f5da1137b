#include "core/planner/planner.h"

#include <QTest>

using namespace cp;
using namespace cp::planner;

namespace {

PlanRequest request(const char *preset, double tokens, QStringList accelerators = {})
{
    PlanRequest r;
    r.model = *estimate::preset(QLatin1String(preset));
    r.training.seqLen = 4096;
    r.training.tokens = tokens;
    r.accelerators = accelerators;
    r.maxGpus = 1024;
    return r;
}

bool hasAdvice(const PlanResult &r, const char *id)
{
    return std::any_of(r.advice.begin(), r.advice.end(), [id](const advice::Advice &a) { return a.id == QLatin1String(id); });
}

} // namespace

class TestPlanner : public QObject {
    Q_OBJECT
private slots:
    void pcieTensorParallelRaisesInterconnectAdvice_data();
    void pcieTensorParallelRaisesInterconnectAdvice();
    void budgetBelowEveryPlanIsInfeasibleWithMinimumBudget();
    void loraOn8L40sRejectedForMemoryWhileQloraFits();
    void recommendedIsNeverDominatedByAParetoPoint_data();
    void recommendedIsNeverDominatedByAParetoPoint();
    void paretoFrontKeepsOnlyUndominatedPoints();
    void gpuCountsAreWholeNodesUnlessPartialAllowed_data();
    void gpuCountsAreWholeNodesUnlessPartialAllowed();
    void pricesNameTheirKeysAndAssumptions_data();
    void pricesNameTheirKeysAndAssumptions();
    void storageSizingFor70b_data();
    void storageSizingFor70b();
    void invalidRequestNamesEveryField();
    void serversOfFourCardsAreSearchedInFours();
    void searchCountsEveryCardAndGpuCount();
    void fixingTheLayoutPrunesTheLayoutSearch();
    void paretoFrontOfARealSearchIsOrderedAndUndominated();
    void deadlineTooShortNamesTheFastestPlan();
    void missingPriceIsAReasonNotACrash();
};

void TestPlanner::pcieTensorParallelRaisesInterconnectAdvice_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("advised");
    QTest::addRow("TP=2 on PCIe-only L40S raises it") << QStringLiteral("l40s-48gb") << 2 << true;
    QTest::addRow("TP=1 on L40S stays quiet") << QStringLiteral("l40s-48gb") << 1 << false;
    QTest::addRow("TP=2 on NVLink H100 stays quiet") << QStringLiteral("h100-sxm-80gb") << 2 << false;
}

void TestPlanner::pcieTensorParallelRaisesInterconnectAdvice()
{
    QFETCH(QString, accelerator);
    QFETCH(int, tp);
    QFETCH(bool, advised);
    PlanRequest r = request("llama2-7b", 1e10, { accelerator });
    r.layout.tp = tp;
    r.maxGpus = 64;
    const auto result = plan(r);
    QVERIFY2(result.hasValue(), qPrintable(joinErrors(result.errors())));
    QVERIFY(result->recommended);
    QCOMPARE(result->recommended->plan.estimate.layout.tp, tp);
    QCOMPARE(hasAdvice(*result, "interconnect.pcie_tp"), advised);
}

void TestPlanner::budgetBelowEveryPlanIsInfeasibleWithMinimumBudget()
{
    PlanRequest r = request("llama2-70b", 2e12, { QStringLiteral("h100-sxm-80gb"), QStringLiteral("a800-sxm-80gb") });
    const auto open = plan(r);
    QVERIFY(open.hasValue() && open->recommended);
    double cheapest = open->pareto.constFirst().costCny;
    for (const Candidate &c : open->pareto)
        cheapest = std::min(cheapest, c.costCny);

    r.budgetCny = cheapest * 0.5;
    const auto result = plan(r);
    QVERIFY(result.hasValue());
    QVERIFY(!result->recommended);
    QVERIFY(result->infeasible);
    QVERIFY(result->infeasible->minBudgetCny);
    QCOMPARE(*result->infeasible->minBudgetCny, cheapest);
    QVERIFY(!result->infeasible->suggestions.isEmpty());
    QVERIFY(std::any_of(result->rejected.begin(), result->rejected.end(), [](const Rejection &x) { return x.reason == RejectReason::Budget; }));
}

void TestPlanner::loraOn8L40sRejectedForMemoryWhileQloraFits()
{
    // A PCIe-only box: tensor parallelism over at most 2 cards, no pipeline, no ZeRO sharding.
    PlanRequest r = request("llama2-70b", 1e8, { QStringLiteral("l40s-48gb") });
    r.training.seqLen = 2048;
    r.maxGpus = 8;
    r.allowPartialNodes = false;
    r.layout.tp = 2;
    r.layout.pp = 1;
    r.layout.zero = 0;
    r.training.mode = estimate::TrainingMode::Lora;
    const auto lora = plan(r);
    QVERIFY(lora.hasValue());
    QVERIFY(!lora->recommended);
    QCOMPARE(lora->rejected.size(), 1);
    QVERIFY(lora->rejected.constFirst().reason == RejectReason::Memory);
    QVERIFY(lora->infeasible);
    QVERIFY(!lora->infeasible->alternatives.isEmpty());
    QCOMPARE(lora->infeasible->alternatives.constFirst().what, QStringLiteral("mode:qlora"));

    r.training.mode = estimate::TrainingMode::Qlora;
    const auto qlora = plan(r);
    QVERIFY(qlora.hasValue());
    QVERIFY(qlora->recommended);
    QCOMPARE(qlora->recommended->plan.gpus, 8);
    QVERIFY(qlora->recommended->plan.estimate.memory.fits);
}

void TestPlanner::recommendedIsNeverDominatedByAParetoPoint_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("tokens");
    QTest::addColumn<int>("objective");
    QTest::addColumn<double>("deadlineDays");
    QTest::addColumn<int>("pay");
    QTest::addRow("70B cheapest in 90 days on demand") << QStringLiteral("llama2-70b") << 2e12 << int(Objective::Cheapest) << 90.0 << int(PayMode::OnDemand);
    QTest::addRow("70B fastest on spot") << QStringLiteral("llama2-70b") << 2e12 << int(Objective::Fastest) << 0.0 << int(PayMode::Spot);
    QTest::addRow("8B balanced monthly") << QStringLiteral("llama3-8b") << 1e12 << int(Objective::Balanced) << 0.0 << int(PayMode::Monthly);
    QTest::addRow("7B cheapest in 10 days") << QStringLiteral("llama2-7b") << 3e11 << int(Objective::Cheapest) << 10.0 << int(PayMode::OnDemand);
}

void TestPlanner::recommendedIsNeverDominatedByAParetoPoint()
{
    QFETCH(QString, preset);
    QFETCH(double, tokens);
    QFETCH(int, objective);
    QFETCH(double, deadlineDays);
    QFETCH(int, pay);
    PlanRequest r = request("llama2-7b", tokens);
    r.model = *estimate::preset(preset);
    r.objective = Objective(objective);
    r.pay = PayMode(pay);
    if (deadlineDays > 0)
        r.deadlineDays = deadlineDays;
    const auto result = plan(r);
    QVERIFY(result.hasValue());
    QVERIFY(result->recommended);
    QVERIFY(!result->pareto.isEmpty());
    for (const Candidate &p : result->pareto)
        QVERIFY2(!dominates(p, result->recommended->plan), qPrintable(p.accelerator));
    QVERIFY(!result->recommended->reasons.isEmpty());
    if (deadlineDays > 0)
        QVERIFY(result->recommended->plan.days <= deadlineDays);
}

void TestPlanner::paretoFrontKeepsOnlyUndominatedPoints()
{
    auto c = [](double days, double cost) {
        Candidate x;
        x.days = days;
        x.costCny = cost;
        return x;
    };
    const QList<Candidate> all { c(10, 100), c(5, 200), c(12, 90), c(11, 150), c(5, 250), c(20, 95) };
    const QList<Candidate> front = paretoFront(all);
    QCOMPARE(front.size(), 3);
    for (const Candidate &f : front) {
        for (const Candidate &a : all)
            QVERIFY(!dominates(a, f));
    }
    QCOMPARE(front.constFirst().days, 5.0);
    QCOMPARE(front.constLast().costCny, 90.0);
}

void TestPlanner::gpuCountsAreWholeNodesUnlessPartialAllowed_data()
{
    QTest::addColumn<bool>("partial");
    QTest::addColumn<QList<int>>("expected");
    QTest::addRow("whole nodes: 1, 2, 3, 4, 6, 8 nodes") << false << QList<int> { 8, 16, 24, 32, 48, 64 };
    QTest::addRow("partial nodes add 1, 2 and 4 cards") << true << QList<int> { 1, 2, 4, 8, 16, 24, 32, 48, 64 };
}

void TestPlanner::gpuCountsAreWholeNodesUnlessPartialAllowed()
{
    QFETCH(bool, partial);
    QFETCH(QList<int>, expected);
    QCOMPARE(gpuCounts(8, 64, partial), expected);
}

void TestPlanner::pricesNameTheirKeysAndAssumptions_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("pay");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("fromLease");
    QTest::addRow("H100 on demand from the CNY cloud price") << QStringLiteral("h100-sxm-80gb") << int(PayMode::OnDemand) << QStringLiteral("cloud.h100-sxm-80gb.on_demand") << false;
    QTest::addRow("B200 from the USD Lambda price via fx") << QStringLiteral("b200-sxm-192gb") << int(PayMode::OnDemand) << QStringLiteral("fx.usd_cny") << false;
    QTest::addRow("H800 without a cloud price: lease-derived assumption") << QStringLiteral("h800-sxm-80gb") << int(PayMode::OnDemand) << QStringLiteral("lease.bare_metal.h800-sxm-80gb.8gpu") << true;
    QTest::addRow("spot uses the spot discount") << QStringLiteral("h100-sxm-80gb") << int(PayMode::Spot) << QStringLiteral("cloud.spot_discount") << false;
    QTest::addRow("monthly uses the monthly discount") << QStringLiteral("h100-sxm-80gb") << int(PayMode::Monthly) << QStringLiteral("cloud.monthly_discount") << false;
}

void TestPlanner::pricesNameTheirKeysAndAssumptions()
{
    QFETCH(QString, accelerator);
    QFETCH(int, pay);
    QFETCH(QString, key);
    QFETCH(bool, fromLease);
    // The lease-derived row removes the card's cloud price (the built-in book has a flagged
    // proxy for H800), so the planner must fall back to the bare-metal lease.
    Catalog catalog = Catalog::builtIn();
    if (fromLease) {
        PriceEntry none;
        none.key = QStringLiteral("cloud.%1.on_demand").arg(accelerator);
        none.confidence = Confidence::Assumption;
        catalog.setPrice(none);
    }
    const auto price = hourlyPrice(accelerator, PayMode(pay), {}, {}, catalog);
    QVERIFY(price);
    QVERIFY(price->keys.contains(key));
    QCOMPARE(price->derivedFromLease, fromLease);
    for (const QString &k : price->assumptionKeys) {
        QVERIFY(price->keys.contains(k));
        QVERIFY(catalog.price(k)->isAssumption());
    }
    if (fromLease) {
        // The lease quote is an assumption only where the price book marks it so (the rebuilt
        // book sources the H800 lease); the derived price then carries that mark.
        QCOMPARE(price->assumptionKeys.contains(key), catalog.price(key)->isAssumption());
        QCOMPARE(price->cnyPerGpuHour, *catalog.price(key)->value / 8.0 / 730.0);
    }
    const auto onDemand = hourlyPrice(accelerator, PayMode::OnDemand, {}, {}, catalog);
    QCOMPARE(price->cnyPerGpuHour <= onDemand->cnyPerGpuHour, true);
    QCOMPARE(price->spotGoodput < 1.0, PayMode(pay) == PayMode::Spot);
}

void TestPlanner::storageSizingFor70b_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("bytesPerParam");
    QTest::addRow("pretraining keeps weights and optimizer, 14 B/param") << int(estimate::TrainingMode::Pretrain) << 14.0;
    QTest::addRow("LoRA keeps adapters only, 12 B/adapter param") << int(estimate::TrainingMode::Lora) << 12.0;
}

void TestPlanner::storageSizingFor70b()
{
    QFETCH(int, mode);
    QFETCH(double, bytesPerParam);
    PlanRequest r = request("llama2-70b", 2e12, { QStringLiteral("h100-sxm-80gb") });
    r.training.mode = estimate::TrainingMode(mode);
    const auto result = plan(r);
    QVERIFY(result.hasValue() && result->recommended);
    const StoragePlan &s = result->storage;
    const estimate::Estimate &e = result->recommended->plan.estimate;
    QCOMPARE(s.checkpointBytesPerParam, bytesPerParam);
    QCOMPARE(s.checkpointGB, e.trainableParameters * bytesPerParam / 1e9);
    if (mode == int(estimate::TrainingMode::Pretrain)) {
        // Llama 2 70B has 68,976,648,192 parameters (the count Hugging Face prints for
        // meta-llama/Llama-2-70b-hf): 80 layers x (attention 2 x 8192^2 + 2 x 8192 x 1024 (GQA, 8 KV
        // heads) + SwiGLU 3 x 8192 x 28672 + 2 norms of 8192) + 2 x 32000 x 8192 + 8192.
        const double params = 80.0 * (2.0 * 8192 * 8192 + 2.0 * 8192 * 1024 + 3.0 * 8192 * 28672 + 2 * 8192) + 2.0 * 32000 * 8192 + 8192;
        QCOMPARE(params, 68976648192.0);
        QCOMPARE(e.trainableParameters, params);
        QVERIFY(qFuzzyCompare(s.checkpointGB, 965.673074688)); // 68,976,648,192 x 14 B
    } else {
        QVERIFY(s.checkpointGB < 10);
    }
    QCOMPARE(s.retained, 4);
    QCOMPARE(s.checkpointStorageTB, s.checkpointGB * 4 / 1000);
    QCOMPARE(s.datasetTB, 8.0); // 2e12 tokens x 4 bytes per token of English text = 8 TB
    QCOMPARE(s.checkpointWriteGBps, s.checkpointGB / s.targetSaveSeconds);
    QVERIFY(s.loaderReadGBps > 0);
    QVERIFY(s.egressGB > 0);
    QVERIFY(s.egressCostCny > 0);
    QVERIFY(s.priceKeys.contains(QStringLiteral("storage.egress.cn")));
    QVERIFY(!result->network.reason.isEmpty());
}

void TestPlanner::invalidRequestNamesEveryField()
{
    PlanRequest r = request("llama2-7b", 0, { QStringLiteral("no-such-card") });
    r.maxGpus = 0;
    r.budgetCny = -1;
    const auto result = plan(r);
    QVERIFY(!result.hasValue());
    QStringList paths;
    for (const Error &e : result.errors())
        paths << e.path;
    QVERIFY(paths.contains(QStringLiteral("plan.accelerators")));
    QVERIFY(paths.contains(QStringLiteral("plan.max_gpus")));
    QVERIFY(paths.contains(QStringLiteral("training.tokens")));
    QVERIFY(paths.contains(QStringLiteral("plan.budget_cny")));
}

// A user with 4-card servers: every candidate is whole 4-card servers, including counts that
// 8-card servers cannot make (4, 12), and the estimate knows the node size.
void TestPlanner::serversOfFourCardsAreSearchedInFours()
{
    PlanRequest r = request("llama2-7b", 1e11, { QStringLiteral("a100-sxm-80gb") });
    r.allowPartialNodes = false;
    r.maxGpus = 64;
    r.gpusPerNode = 4;
    const auto result = plan(r);
    QVERIFY(result.hasValue());
    QVERIFY(!result->pareto.isEmpty());
    for (const Candidate &c : result->pareto) {
        QCOMPARE(c.gpus % 4, 0);
    }
    // Every count of whole 4-card servers is estimated (the front keeps only some of them).
    QCOMPARE(result->candidatesEvaluated, qint64(gpuCounts(4, 64, false).size()));
    QVERIFY(gpuCounts(4, 64, false).contains(12));
    QVERIFY(!gpuCounts(8, 64, false).contains(12));
}

// One accelerator, whole 8-card nodes up to 64: the planner estimates exactly the counts of
// 1, 2, 3, 4, 6 and 8 nodes, once each (header: powers of two and three times powers of two).
void TestPlanner::searchCountsEveryCardAndGpuCount()
{
    PlanRequest r = request("llama2-7b", 1e11, { QStringLiteral("h100-sxm-80gb") });
    r.allowPartialNodes = false;
    r.maxGpus = 64;
    const auto one = plan(r);
    QVERIFY(one.hasValue());
    QCOMPARE(one->candidatesEvaluated, qint64(6));
    r.accelerators << QStringLiteral("a100-sxm-80gb");
    const auto two = plan(r);
    QVERIFY(two.hasValue());
    QCOMPARE(two->candidatesEvaluated, qint64(12));
    QVERIFY(two->layoutsEvaluated > one->layoutsEvaluated);
}

// Fixing layout fields leaves fewer layouts to try; a fully fixed layout tries none beyond itself.
void TestPlanner::fixingTheLayoutPrunesTheLayoutSearch()
{
    PlanRequest r = request("llama2-13b", 1e11, { QStringLiteral("h100-sxm-80gb") });
    r.allowPartialNodes = false;
    r.maxGpus = 16;
    const auto open = plan(r);
    QVERIFY(open.hasValue());
    r.layout.tp = 8;
    const auto tp = plan(r);
    QVERIFY(tp.hasValue());
    QVERIFY2(tp->layoutsEvaluated < open->layoutsEvaluated,
        qPrintable(QStringLiteral("%1 vs %2").arg(tp->layoutsEvaluated).arg(open->layoutsEvaluated)));
    QCOMPARE(tp->candidatesEvaluated, open->candidatesEvaluated);
    QVERIFY(tp->recommended);
    QCOMPARE(tp->recommended->plan.estimate.layout.tp, 8);
}

// The front of a real search: fastest first, each later point strictly cheaper and slower, and
// no point dominated by any priced candidate the planner kept.
void TestPlanner::paretoFrontOfARealSearchIsOrderedAndUndominated()
{
    PlanRequest r = request("llama2-13b", 5e11, { QStringLiteral("h100-sxm-80gb"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("l40s-48gb") });
    r.maxGpus = 256;
    const auto result = plan(r);
    QVERIFY(result.hasValue());
    const QList<Candidate> &front = result->pareto;
    QVERIFY2(front.size() >= 2, "three cards over 256 GPUs trade time for cost");
    // Neighbours differ by more than the near-dominance tolerance on both axes.
    for (qsizetype i = 1; i < front.size(); ++i) {
        QVERIFY(front.at(i).days > front.at(i - 1).days * (1 + kParetoTolerance));
        QVERIFY(front.at(i).costCny * (1 + kParetoTolerance) < front.at(i - 1).costCny);
    }
    for (const Candidate &a : front) {
        for (const Candidate &b : front)
            QVERIFY(!dominates(a, b));
    }
    QCOMPARE(paretoFront(front).size(), front.size());
}

// 2e12 tokens of a 70B model cannot finish in one day on 64 cards: every priced candidate is
// rejected for the deadline, and the result names the fastest plan there is.
void TestPlanner::deadlineTooShortNamesTheFastestPlan()
{
    PlanRequest r = request("llama2-70b", 2e12, { QStringLiteral("h100-sxm-80gb") });
    r.maxGpus = 64;
    r.deadlineDays = 1;
    const auto result = plan(r);
    QVERIFY(result.hasValue());
    QVERIFY(!result->recommended);
    QVERIFY(result->infeasible);
    QVERIFY(!result->rejected.isEmpty());
    bool deadline = false;
    for (const Rejection &x : result->rejected) {
        QVERIFY2(x.reason == RejectReason::Deadline || x.reason == RejectReason::Memory || x.reason == RejectReason::Divisibility,
            qPrintable(rejectReasonId(x.reason)));
        deadline = deadline || x.reason == RejectReason::Deadline;
        if (x.reason == RejectReason::Deadline)
            QVERIFY2(x.message.contains(QStringLiteral("after the")), qPrintable(x.message));
    }
    QVERIFY(deadline);
    QVERIFY(result->infeasible->fastestDays);
    // 6 x 69e9 params x 2e12 tokens / (64 GPUs x 989e12 FLOP/s peak) is 15 days even at 100% MFU
    QVERIFY2(*result->infeasible->fastestDays > 15, qPrintable(QString::number(*result->infeasible->fastestDays)));
    QVERIFY(!result->infeasible->message.isEmpty());
    QVERIFY(!result->infeasible->suggestions.isEmpty());
}

// A card with neither a cloud price nor a lease price is rejected for its missing price.
void TestPlanner::missingPriceIsAReasonNotACrash()
{
    Catalog catalog = Catalog::builtIn();
    for (const QString &key : { QStringLiteral("cloud.h800-sxm-80gb.on_demand"), QStringLiteral("lease.bare_metal.h800-sxm-80gb.8gpu") }) {
        PriceEntry none;
        none.key = key;
        none.confidence = Confidence::Assumption;
        catalog.setPrice(none);
    }
    PlanRequest r = request("llama2-7b", 1e10, { QStringLiteral("h800-sxm-80gb") });
    r.maxGpus = 16;
    const auto result = plan(r, catalog);
    QVERIFY(result.hasValue());
    QVERIFY(!result->recommended);
    QVERIFY(!result->rejected.isEmpty());
    for (const Rejection &x : result->rejected)
        QCOMPARE(rejectReasonId(x.reason), QStringLiteral("missing_price"));
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
