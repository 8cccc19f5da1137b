// The default global batch (issue 19): layouts are compared at about 4M tokens per step, rounded
// up to the multiple of micro-batch x dp a layout needs, never beyond the maximum tokens per step
// (TrainingSpec::maxTokensPerStep, --max-tokens-per-step, default 2^24 = 16,777,216), so dp is
// capped by (maximum / seq) / micro-batch. A global batch the user gives is kept as it is.
#include "core/planner/planner.h"

#include <QTest>

using namespace cp;

namespace {

constexpr double kSixteenM = 16777216.0; // 2^24 tokens: 4,096 sequences of 4,096 tokens

estimate::EstimateInput llama70bOn4096()
{
    estimate::EstimateInput in;
    in.model = *estimate::preset(QStringLiteral("llama2-70b"));
    in.training.seqLen = 4096;
    in.hardware.accelerator = QStringLiteral("h800-sxm-80gb");
    in.hardware.gpus = 4096;
    in.hardware.network = QStringLiteral("roce-400");
    return in;
}

double tokensPerStep(const estimate::Estimate &e,
    int seqLen) { return double(e.layout.globalBatch) * seqLen; }

} // namespace

class TestGlobalBatch : public QObject {
    Q_OBJECT
private slots:
    void defaultBatchOf70bOn4096GpusStaysWithin16M();
    void lowerMaximumCapsDataParallelism();
    void givenGlobalBatchIsNotCapped();
    void fixedLayoutBeyondTheMaximumIsRefused();
    void roundingUpIsStatedInTheAssumptions();
    void plannerNeverInflatesBeyondTheMaximum();
};

void TestGlobalBatch::defaultBatchOf70bOn4096GpusStaysWithin16M()
{
    const auto e = estimate::estimate(llama70bOn4096());
    QVERIFY2(e, qPrintable(joinErrors(e.errors())));
    QCOMPARE(estimate::kDefaultMaxTokensPerStep, kSixteenM);
    QVERIFY2(tokensPerStep(*e, 4096) <= kSixteenM, qPrintable(QString::number(tokensPerStep(*e, 4096))));
    // at least the 4M default: 2^22 / 4,096 = 1,024 sequences
    QVERIFY(e->layout.globalBatch >= 1024);
    // dp <= global batch / micro-batch
    QVERIFY(e->layout.dp * e->layout.microBatch <= e->layout.globalBatch);
}

void TestGlobalBatch::lowerMaximumCapsDataParallelism()
{
    // Maximum 4M tokens = 1,024 sequences of 4,096: micro-batch x dp must divide into 1,024, and
    // the default 4M batch needs no rounding, so the step holds exactly 1,024 sequences.
    estimate::EstimateInput in = llama70bOn4096();
    in.training.maxTokensPerStep = 4194304;
    const auto e = estimate::estimate(in);
    QVERIFY2(e, qPrintable(joinErrors(e.errors())));
    QCOMPARE(e->layout.globalBatch, 1024);
    QVERIFY(e->layout.microBatch * e->layout.dp <= 1024);
}

void TestGlobalBatch::givenGlobalBatchIsNotCapped()
{
    estimate::EstimateInput in = llama70bOn4096();
    in.training.globalBatch = 8192; // 32M tokens, above the default maximum: the user's choice
    const auto e = estimate::estimate(in);
    QVERIFY2(e, qPrintable(joinErrors(e.errors())));
    QCOMPARE(e->layout.globalBatch, 8192);
}

void TestGlobalBatch::fixedLayoutBeyondTheMaximumIsRefused()
{
    // 7B on 4,096 GPUs, all data parallel at micro-batch 8: 8 x 4,096 = 32,768 sequences of 4,096
    // tokens = 134M tokens per step, eight times the 16M maximum.
    estimate::EstimateInput in = llama70bOn4096();
    in.model = *estimate::preset(QStringLiteral("llama2-7b"));
    in.layout.tp = 1;
    in.layout.pp = 1;
    in.layout.dp = 4096;
    in.layout.zero = 1;
    in.layout.recompute = estimate::Recompute::None;
    in.layout.microBatch = 8;
    const auto e = estimate::estimate(in);
    QVERIFY(!e);
    QCOMPARE(e.errors().constFirst().path, QStringLiteral("training.max_tokens_per_step"));
    in.training.maxTokensPerStep = 134217728; // 2^27: now allowed
    QVERIFY(estimate::estimate(in));
}

void TestGlobalBatch::roundingUpIsStatedInTheAssumptions()
{
    // micro-batch 4 x dp 1,024 = 4,096 sequences: the default batch of a 1,024-GPU run (about
    // 4M tokens, 1,024 sequences) rounds up to 4,096 (16M tokens, at the maximum) and the
    // estimate says so.
    estimate::EstimateInput in = llama70bOn4096();
    in.model = *estimate::preset(QStringLiteral("llama2-7b"));
    in.hardware.gpus = 1024;
    in.layout.tp = 1;
    in.layout.pp = 1;
    in.layout.dp = 1024;
    in.layout.zero = 1;
    in.layout.recompute = estimate::Recompute::None;
    in.layout.microBatch = 4;
    const auto e = estimate::estimate(in);
    QVERIFY2(e, qPrintable(joinErrors(e.errors())));
    QCOMPARE(e->layout.globalBatch, 4096);
    const QString assumptions = e->assumptions.join(QLatin1Char('\n'));
    QVERIFY2(assumptions.contains(QLatin1String("rounded up to a multiple of micro-batch x dp = 4096")),
        qPrintable(e->assumptions.join(QLatin1Char('\n'))));
}

void TestGlobalBatch::plannerNeverInflatesBeyondTheMaximum()
{
    planner::PlanRequest r;
    r.model = *estimate::preset(QStringLiteral("llama2-70b"));
    r.training.seqLen = 4096;
    r.training.tokens = 2e12;
    // B200: no per-order cluster limit in the availability data, so 4,096 GPUs are searched.
    r.accelerators = { QStringLiteral("b200-sxm-192gb") };
    r.includeUnavailable = true;
    r.maxGpus = 4096;
    r.allowPartialNodes = false;
    const auto result = planner::plan(r);
    QVERIFY2(result, qPrintable(joinErrors(result.errors())));
    QVERIFY(!result->pareto.isEmpty());
    bool at4096 = false;
    for (const planner::Candidate &c : result->pareto) {
        QVERIFY2(tokensPerStep(c.estimate, 4096) <= kSixteenM,
            qPrintable(QStringLiteral("%1 GPUs: %2 tokens")
                           .arg(c.gpus)
                           .arg(tokensPerStep(c.estimate, 4096))));
        at4096 = at4096 || c.gpus == 4096;
    }
    QVERIFY2(at4096, "the 4,096-GPU plan is on the front (the fastest)");
    QVERIFY(result->recommended);
    QVERIFY(tokensPerStep(result->recommended->plan.estimate, 4096) <= kSixteenM);
}

QTEST_GUILESS_MAIN(TestGlobalBatch)
#include "tst_globalbatch.moc"
