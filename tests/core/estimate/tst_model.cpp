#include "core/estimate/model.h"

#include <QTest>

using namespace cp::estimate;

class TestModel : public QObject {
    Q_OBJECT
private slots:
    void presetParametersMatchPublishedSizes_data();
    void presetParametersMatchPublishedSizes();
    void moeActiveParameters_data();
    void moeActiveParameters();
    void headDimSetsTheAttentionWidths_data();
    void headDimSetsTheAttentionWidths();
    void slidingWindowLayersAttendFewerKeys_data();
    void slidingWindowLayersAttendFewerKeys();
    void plainGptFlopsMatchNarayananFormula_data();
    void plainGptFlopsMatchNarayananFormula();
    void gqaAndSwigluCount();
    void unknownPresetListsTheIds();
    void invalidModelNamesEveryField();
};

void TestModel::presetParametersMatchPublishedSizes_data()
{
    QTest::addColumn<QString>("id");
    for (const ModelSpec &m : presets())
        QTest::addRow("%s has its published size within 2%%", qPrintable(m.id)) << m.id;
}

void TestModel::presetParametersMatchPublishedSizes()
{
    QFETCH(QString, id);
    const auto m = preset(id);
    QVERIFY(m.hasValue());
    QVERIFY(!m->source.isEmpty());
    const double published = publishedParameters(id);
    QVERIFY2(published > 0, "every preset has a published size");
    const double counted = parameterCounts(*m).total;
    const double error = std::abs(counted / published - 1.0);
    QVERIFY2(error < 0.02, qPrintable(QStringLiteral("%1: counted %2 B, published %3 B").arg(id).arg(counted / 1e9).arg(published / 1e9)));
}

void TestModel::moeActiveParameters_data()
{
    QTest::addColumn<QString>("id");
    QTest::addRow("DeepSeek-V3: 37B of 671B") << QStringLiteral("deepseek-v3");
    // 3.3B only with the 128-wide heads: at hidden / heads = 64 the attention would count half
    // its 0.9B and the model 2.9B.
    QTest::addRow("Qwen3-30B-A3B: 3.3B of 30.5B") << QStringLiteral("qwen3-30b-a3b");
    QTest::addRow("Qwen3-235B-A22B: 22B of 235B") << QStringLiteral("qwen3-235b-a22b");
}

void TestModel::moeActiveParameters()
{
    QFETCH(QString, id);
    const auto m = preset(id);
    QVERIFY(m.hasValue());
    const ParameterCounts p = parameterCounts(*m);
    const double error = std::abs(p.active / publishedActiveParameters(m->id) - 1.0);
    QVERIFY2(error < 0.03, qPrintable(QStringLiteral("counted %1 B active").arg(p.active / 1e9)));
    QVERIFY(p.active < p.total / 7);
}

void TestModel::headDimSetsTheAttentionWidths_data()
{
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    // Qwen/Qwen3-30B-A3B and openai/gpt-oss-120b config.json: the heads are wider than the stream.
    QTest::addRow("Qwen3-30B-A3B: 32 x 128 on 2048") << 2048 << 32 << 4 << 128;
    QTest::addRow("gpt-oss-120b: 64 x 64 on 2880") << 2880 << 64 << 8 << 64;
    QTest::addRow("no head_dim: hidden / heads") << 4096 << 32 << 8 << 0;
}

void TestModel::headDimSetsTheAttentionWidths()
{
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    ModelSpec m;
    m.layers = 2;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.headDimension = headDim;
    m.vocab = 1000;
    const double d = headDim > 0 ? headDim : double(hidden) / heads;
    // Q and O: hidden x heads d; K and V: hidden x kv_heads d.
    QCOMPARE(parameterCounts(m).attentionPerLayer, 2.0 * hidden * heads * d + 2.0 * hidden * kvHeads * d);
    // Scores Q.K^T and A.V: 2 FLOPs x s keys x heads d, twice, per layer and token.
    const int seq = 4096;
    QCOMPARE(attentionForwardFlopsPerToken(m, seq), 2.0 * 2.0 * 2.0 * seq * heads * d);
    QVERIFY2(validateModel(m).isEmpty(), "head_dim frees hidden from being a multiple of heads");
}

// gpt-oss (openai/gpt-oss-120b config.json): 36 layers, 64 heads of 64, sliding_window 128 on every
// other layer. A query at position p of a window layer attends min(p, 128) keys.
void TestModel::slidingWindowLayersAttendFewerKeys_data()
{
    QTest::addColumn<int>("window");
    QTest::addColumn<int>("windowedLayers");
    QTest::addColumn<int>("seq");
    QTest::addColumn<double>("keys");
    // (18 x 4096 / 2 + 18 x (128 - 128 x 127 / 8192)) / 36 = (2048 + 126.015625) / 2.
    QTest::newRow("gpt-oss-120b at 4,096") << 128 << 18 << 4096 << 1087.0078125;
    // Every layer windowed, 2,048 tokens: 128 - 16,256 / 4,096 = 124.03125.
    QTest::newRow("all layers, 2,048") << 128 << 36 << 2048 << 124.03125;
    // A window at least as long as the sequence is the whole causal context: s / 2.
    QTest::newRow("window >= sequence") << 4096 << 18 << 4096 << 2048.0;
    QTest::newRow("no window") << 0 << 0 << 4096 << 2048.0;
}

void TestModel::slidingWindowLayersAttendFewerKeys()
{
    QFETCH(int, window);
    QFETCH(int, windowedLayers);
    QFETCH(int, seq);
    QFETCH(double, keys);
    ModelSpec m;
    m.layers = 36;
    m.hidden = 2880;
    m.heads = 64;
    m.kvHeads = 8;
    m.headDimension = 64;
    m.vocab = 201088;
    m.slidingWindow = window;
    m.windowedLayers = windowedLayers;
    QCOMPARE(attendedKeysPerQuery(m, seq), keys);
    // Scores Q.K^T and A.V: 2 FLOPs x 2 x attended keys (the PaLM count doubles the causal keys)
    // x 64 heads x 64, twice, per layer and token.
    QCOMPARE(attentionForwardFlopsPerToken(m, seq), 36 * 2.0 * 2.0 * (2.0 * keys) * 64 * 64);
    QVERIFY(validateModel(m).isEmpty());
    // A window without windowed layers (or more windowed layers than layers) is refused.
    m.windowedLayers = window > 0 ? 37 : 1;
    QCOMPARE(validateModel(m).size(), 1);
    QCOMPARE(validateModel(m).first().path, QStringLiteral("model.windowed_layers"));
}

void TestModel::plainGptFlopsMatchNarayananFormula_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("vocab");
    QTest::addColumn<int>("seq");
    QTest::addRow("GPT-3 175B shape at s=2048") << 96 << 12288 << 51200 << 2048;
    QTest::addRow("Megatron 1.7B shape at s=2048") << 24 << 2304 << 51200 << 2048;
    QTest::addRow("small model with a long sequence") << 12 << 768 << 50257 << 8192;
}

void TestModel::plainGptFlopsMatchNarayananFormula()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, vocab);
    QFETCH(int, seq);
    ModelSpec m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = hidden / 64;
    m.vocab = vocab;
    m.tiedEmbeddings = true;
    const double h = hidden, L = layers, s = seq, V = vocab;
    // Narayanan et al. 2021 eq. 3 per token (the 72 B s L h^2 form divided by B s).
    const double expected = 72.0 * L * h * h * (1.0 + s / (6.0 * h) + V / (12.0 * L * h));
    const double counted = trainingFlopsPerToken(m, parameterCounts(m), seq);
    QVERIFY2(std::abs(counted / expected - 1.0) < 1e-9, qPrintable(QString::number(counted / expected)));
}

void TestModel::gqaAndSwigluCount()
{
    ModelSpec m;
    m.layers = 1;
    m.hidden = 1024;
    m.heads = 16;
    m.kvHeads = 4;
    m.ffn = 2048;
    m.gated = true;
    m.vocab = 1000;
    const ParameterCounts p = parameterCounts(m);
    QCOMPARE(p.attentionPerLayer, 2.0 * 1024 * 1024 + 2.0 * 1024 * 256);
    QCOMPARE(p.denseFfnPerLayer, 3.0 * 1024 * 2048);
    QCOMPARE(p.embedding, 2.0 * 1000 * 1024);
    QCOMPARE(p.total, p.attentionPerLayer + p.denseFfnPerLayer + 2.0 * 1024 + 1024 + p.embedding);
}

void TestModel::unknownPresetListsTheIds()
{
    const auto m = preset(QStringLiteral("gpt-5"));
    QVERIFY(!m.hasValue());
    QVERIFY(m.error().message.contains(QStringLiteral("llama3-405b")));
}

void TestModel::invalidModelNamesEveryField()
{
    ModelSpec m;
    m.layers = 0;
    m.hidden = 1000;
    m.heads = 7;
    m.kvHeads = 3;
    const cp::Errors e = validateModel(m);
    QStringList paths;
    for (const cp::Error &x : e)
        paths << x.path;
    QVERIFY(paths.contains(QStringLiteral("model.layers")));
    QVERIFY(paths.contains(QStringLiteral("model.hidden")));
    QVERIFY(paths.contains(QStringLiteral("model.kv_heads")));
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
