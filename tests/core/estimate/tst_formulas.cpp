#include "core/estimate/formulas.h"

#include <QTest>

using namespace cp;
using namespace cp::estimate;
using namespace cp::estimate::formulas;

class TestFormulas : public QObject {
    Q_OBJECT
private slots:
    void korthikantiTable2_data();
    void korthikantiTable2();
    void zeroStagesMatchThePaper_data();
    void zeroStagesMatchThePaper();
    void stateBytesPerParameter_data();
    void stateBytesPerParameter();
    void collectiveTimes_data();
    void collectiveTimes();
    void pipelineBubble_data();
    void pipelineBubble();
    void goodputFollowsYoungDaly();
    void fp8KeepsItsGemmInputsAtOneByte();
    void lastStageHoldsOneMicroBatchWithoutInterleave();
};

void TestFormulas::korthikantiTable2_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("sp");
    QTest::addColumn<int>("recompute");
    QTest::addColumn<double>("coefficient"); // expected bytes / (s b h), from Table 2 written out
    // GPT-3 175B shape: s = 2048, h = 12288, a = 96, b = 1 (Korthikanti et al. 2022 Table 3 model).
    const double s = 2048, h = 12288, a = 96;
    QTest::addRow("no parallelism: 34 + 5as/h") << 1 << false << int(Recompute::None) << 34.0 + 5.0 * a * s / h;
    QTest::addRow("tensor parallel t=8: 10 + 24/t + 5as/(ht)") << 8 << false << int(Recompute::None)
                                                               << 10.0 + 24.0 / 8 + 5.0 * a * s / (h * 8);
    QTest::addRow("tensor + sequence parallel t=8: 34/t + 5as/(ht)") << 8 << true << int(Recompute::None)
                                                                     << 34.0 / 8 + 5.0 * a * s / (h * 8);
    QTest::addRow("TP + SP + selective recompute: 34/t") << 8 << true << int(Recompute::Selective) << 34.0 / 8;
    QTest::addRow("TP + selective recompute: 10 + 24/t") << 8 << false << int(Recompute::Selective) << 10.0 + 24.0 / 8;
    QTest::addRow("full recompute keeps the layer input: 2") << 8 << false << int(Recompute::Full) << 2.0;
    QTest::addRow("full recompute with SP: 2/t") << 8 << true << int(Recompute::Full) << 2.0 / 8;
}

void TestFormulas::korthikantiTable2()
{
    QFETCH(int, tp);
    QFETCH(bool, sp);
    QFETCH(int, recompute);
    QFETCH(double, coefficient);
    LayerShape l;
    l.seq = 2048;
    l.microBatch = 1;
    l.hidden = 12288;
    l.heads = 96;
    l.dropout = true; // Table 2 counts the dropout masks of GPT-3 training
    const double sbh = l.seq * l.microBatch * l.hidden;
    const double bytes = layerActivationBytes(l, tp, sp, Recompute(recompute), false);
    QVERIFY2(std::abs(bytes / (sbh * coefficient) - 1.0) < 1e-12, qPrintable(QString::number(bytes / sbh)));
}

void TestFormulas::zeroStagesMatchThePaper_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("paperGB");
    // Rajbhandari et al. 2020 Fig. 1: Psi = 7.5B, N_d = 64, K = 12.
    QTest::addRow("baseline: 16 Psi = 120 GB") << 0 << 120.0;
    QTest::addRow("ZeRO-1 (P_os): 4 Psi + 12 Psi/N_d = 31.4 GB") << 1 << 31.4;
    QTest::addRow("ZeRO-2 (P_os+g): 2 Psi + 14 Psi/N_d = 16.6 GB") << 2 << 16.6;
    QTest::addRow("ZeRO-3 (P_os+g+p): 16 Psi/N_d = 1.9 GB") << 3 << 1.9;
}

void TestFormulas::zeroStagesMatchThePaper()
{
    QFETCH(int, stage);
    QFETCH(double, paperGB);
    const ShardedStates s = shardStates(7.5e9, stateBytes(Precision::Fp16, Optimizer::AdamW, false), stage, 64);
    QVERIFY2(std::abs(s.total() / 1e9 / paperGB - 1.0) < 0.02, qPrintable(QString::number(s.total() / 1e9)));
}

void TestFormulas::stateBytesPerParameter_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("optimizer");
    QTest::addColumn<bool>("fp32Grads");
    QTest::addColumn<double>("total");
    QTest::addRow("bf16 + AdamW: 16 B/param") << int(Precision::Bf16) << int(Optimizer::AdamW) << false << 16.0;
    QTest::addRow("bf16 + AdamW + fp32 grad accumulation: 18 B/param") << int(Precision::Bf16) << int(Optimizer::AdamW) << true << 18.0;
    // 8-bit AdamW: 1 + 1 byte for m and v plus one fp32 absmax per 2048-value block of each.
    QTest::addRow("bf16 + 8-bit AdamW: 10 B/param + block absmax") << int(Precision::Bf16) << int(Optimizer::AdamW8bit) << false << 10.0 + 8.0 / 2048;
    QTest::addRow("tf32 + AdamW: 16 B/param, no master copy") << int(Precision::Tf32) << int(Optimizer::AdamW) << false << 16.0;
}

void TestFormulas::stateBytesPerParameter()
{
    QFETCH(int, precision);
    QFETCH(int, optimizer);
    QFETCH(bool, fp32Grads);
    QFETCH(double, total);
    const StateBytes b = stateBytes(Precision(precision), Optimizer(optimizer), fp32Grads);
    QCOMPARE(b.weights + b.gradients + b.optimizer, total);
}

void TestFormulas::collectiveTimes_data()
{
    QTest::addColumn<double>("gigabytes");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("bandwidthGBps");
    QTest::addColumn<double>("allReduceS");
    QTest::addColumn<double>("reduceScatterS");
    QTest::addRow("1 GB over 8 ranks at 100 GB/s: 2(n-1)/n S/BW = 17.5 ms") << 1.0 << 8 << 100.0 << 0.0175 << 0.00875;
    QTest::addRow("2 GB over 2 ranks at 50 GB/s") << 2.0 << 2 << 50.0 << 0.04 << 0.02;
    QTest::addRow("one rank moves nothing") << 1.0 << 1 << 100.0 << 0.0 << 0.0;
    QTest::addRow("1024 ranks approach 2 S/BW") << 1.0 << 1024 << 25.0 << 2.0 * 1023 / 1024 / 25.0 << 1023.0 / 1024 / 25.0;
}

void TestFormulas::collectiveTimes()
{
    QFETCH(double, gigabytes);
    QFETCH(int, ranks);
    QFETCH(double, bandwidthGBps);
    QFETCH(double, allReduceS);
    QFETCH(double, reduceScatterS);
    const units::Bytes size = units::gb(gigabytes);
    const units::Bandwidth bw = units::gbytePerSecond(bandwidthGBps);
    QVERIFY(qFuzzyCompare(1.0 + units::toSeconds(allReduceTime(size, ranks, bw)), 1.0 + allReduceS));
    QVERIFY(qFuzzyCompare(1.0 + units::toSeconds(reduceScatterTime(size, ranks, bw)), 1.0 + reduceScatterS));
    QVERIFY(qFuzzyCompare(1.0 + units::toSeconds(allGatherTime(size, ranks, bw)), 1.0 + reduceScatterS));
}

void TestFormulas::pipelineBubble_data()
{
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("interleave");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<double>("fraction");
    QTest::addRow("no pipeline, no bubble") << 1 << 1 << 8 << 0.0;
    QTest::addRow("p=8, m=32: (p-1)/m") << 8 << 1 << 32 << 7.0 / 32;
    QTest::addRow("interleaving v=2 halves it") << 8 << 2 << 32 << 7.0 / 64;
    QTest::addRow("one micro-batch: the whole pipeline idles (p-1)") << 4 << 1 << 1 << 3.0;
}

void TestFormulas::pipelineBubble()
{
    QFETCH(int, pp);
    QFETCH(int, interleave);
    QFETCH(int, microBatches);
    QFETCH(double, fraction);
    QCOMPARE(bubbleFraction(pp, interleave, microBatches), fraction);
}

void TestFormulas::goodputFollowsYoungDaly()
{
    const Goodput g = goodput(16384, 45600, 0.5, 10);
    QVERIFY(qFuzzyCompare(g.jobMtbfHours, 45600.0 / 16384));
    QVERIFY(qFuzzyCompare(g.checkpointIntervalHours, std::sqrt(2.0 * (0.5 / 60) * g.jobMtbfHours)));
    QVERIFY(g.fraction > 0.8 && g.fraction < 0.95); // Llama 3: >90% effective with heavy engineering
    QVERIFY(goodput(8, 45600, 0.5, 10).fraction > goodput(8192, 45600, 0.5, 10).fraction);
}

void TestFormulas::fp8KeepsItsGemmInputsAtOneByte()
{
    // GPT-3-class layer (no gate, no dropout, MHA, f = 4h): Korthikanti's 34 less the two dropout
    // masks, 16-bit: 2 + 2 + 2 (QKV input, Q, proj input) + 4 (K, V) + MLP 2 + 4 x (2 + 2) + norms 4
    // = 32; in FP8 the four GEMM inputs take 1 byte: 1 + 2 + 1 + 4 + 1 + 4 x (2 + 1) + 4 = 25.
    LayerShape l;
    l.seq = 2048;
    l.hidden = 4096;
    l.heads = 32;
    QCOMPARE(linearActivationCoefficient(l), 32.0);
    l.gemmInputBytes = 1.0;
    QCOMPARE(linearActivationCoefficient(l), 25.0);
    // Replicated under TP without SP: norm inputs 4 + QKV and fc1 inputs 1 + 1.
    QCOMPARE(replicatedCoefficient(false, 1.0), 6.0);
    QCOMPARE(replicatedCoefficient(false), 8.0);
    QCOMPARE(replicatedCoefficient(true), 10.0);
}

void TestFormulas::lastStageHoldsOneMicroBatchWithoutInterleave()
{
    // 1F1B: the last stage runs a micro-batch's backward right after its forward.
    QCOMPARE(lastStageInFlight(16, 1), 1.0);
    QCOMPARE(lastStageInFlight(1, 1), 1.0);
    // Interleaved, pp 8 x v 4: Megatron's last rank warms up (4 - 1) x 8 = 24 chunks, plus the one
    // in its first backward: 25 chunks of a quarter of its layers = 6.25 micro-batches' worth.
    QCOMPARE(lastStageInFlight(8, 4), 6.25);
    // ... fewer than the first stage's 8 x (1 + 7 / 32).
    QVERIFY(lastStageInFlight(8, 4) < 8.0 * interleaveMemoryFactor(8, 4));
}

QTEST_GUILESS_MAIN(TestFormulas)
#include "tst_formulas.moc"
