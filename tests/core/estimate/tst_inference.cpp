#include "core/estimate/inference.h"

#include <QTest>

using namespace cp;
using namespace cp::estimate;

class TestInference : public QObject {
    Q_OBJECT
private slots:
    void kvCachePerToken_data();
    void kvCachePerToken();
    void batchOneDecodeIsBandwidthBound_data();
    void batchOneDecodeIsBandwidthBound();
    void replicasScaleWithTheRequestRate();
    void bigModelsNeedTensorParallelCards();
    void tooBigIsAnError();
};

void TestInference::kvCachePerToken_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("bytes");
    // 2 * L * n_kv * (h/a) * 2 bytes (fp16 cache).
    QTest::addRow("Llama 2 7B (MHA): 512 KiB per token") << "llama2-7b" << 2.0 * 32 * 32 * 128 * 2;
    QTest::addRow("Llama 3 70B (GQA, 8 KV heads): 320 KiB per token") << "llama3-70b" << 2.0 * 80 * 8 * 128 * 2;
    QTest::addRow("Qwen2.5 7B (4 KV heads): 56 KiB per token") << "qwen2.5-7b" << 2.0 * 28 * 4 * 128 * 2;
    QTest::addRow("DeepSeek-V3 (MLA latent 576): 68.6 KiB per token") << "deepseek-v3" << 61.0 * 576 * 2;
}

void TestInference::kvCachePerToken()
{
    QFETCH(QString, preset);
    QFETCH(double, bytes);
    QCOMPARE(kvCacheBytesPerToken(*estimate::preset(preset), 2.0), bytes);
}

void TestInference::batchOneDecodeIsBandwidthBound_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addRow("L40S") << "l40s-48gb";
    QTest::addRow("A30") << "a30-24gb";
    QTest::addRow("L20") << "l20-48gb";
    QTest::addRow("H20") << "h20-96gb";
    QTest::addRow("Ascend 910B") << "ascend-910b";
}

void TestInference::batchOneDecodeIsBandwidthBound()
{
    QFETCH(QString, accelerator);
    InferenceInput in;
    in.model = *preset(QStringLiteral("llama2-7b"));
    in.accelerator = accelerator;
    in.tp = 1;
    in.tpotTargetS = 1e-9; // forces concurrency 1
    in.promptTokens = 1;
    in.outputTokens = 1;
    const auto e = estimateInference(in);
    QVERIFY2(e.hasValue(), qPrintable(joinErrors(e.errors())));
    QCOMPARE(e->concurrency, 1);
    const Accelerator *acc = Catalog::builtIn().accelerator(accelerator);
    const double weights = parameterCounts(in.model).total * 2.0;
    const double expected = weights / (acc->memoryBandwidthTBps * 1e12 * in.calibration.decodeBandwidthEfficiency);
    QVERIFY2(std::abs(e->tpotS / expected - 1.0) < 0.01, qPrintable(QString::number(e->tpotS)));
    QVERIFY(!e->meetsTargets);
}

void TestInference::replicasScaleWithTheRequestRate()
{
    InferenceInput in;
    in.model = *preset(QStringLiteral("qwen2.5-7b"));
    in.accelerator = QStringLiteral("l40s-48gb");
    in.requestsPerSecond = 1;
    const auto one = estimateInference(in);
    in.requestsPerSecond = 50;
    const auto fifty = estimateInference(in);
    QVERIFY(one.hasValue() && fifty.hasValue());
    QVERIFY(one->meetsTargets);
    QVERIFY(fifty->replicas > one->replicas);
    QCOMPARE(fifty->cards, fifty->replicas * fifty->tp);
    QVERIFY(fifty->requestsPerSPerReplica * fifty->replicas >= 50);
    QVERIFY(fifty->memoryGiBPerCard <= 48);
}

void TestInference::bigModelsNeedTensorParallelCards()
{
    InferenceInput in;
    in.model = *preset(QStringLiteral("llama3-70b"));
    in.accelerator = QStringLiteral("h20-96gb");
    const auto e = estimateInference(in);
    QVERIFY2(e.hasValue(), qPrintable(joinErrors(e.errors())));
    QVERIFY(e->tp >= 2); // 141 GB of bf16 weights
    QVERIFY(e->weightsGiBPerCard < 96);
}

void TestInference::tooBigIsAnError()
{
    InferenceInput in;
    in.model = *preset(QStringLiteral("llama3-405b"));
    in.accelerator = QStringLiteral("a30-24gb");
    QVERIFY(!estimateInference(in).hasValue());
}

QTEST_GUILESS_MAIN(TestInference)
#include "tst_inference.moc"
