#include "core/estimate/estimate.h"
#include "core/estimate/formulas.h"

#include <QTest>

using namespace cp;
using namespace cp::estimate;

namespace {

EstimateInput llama2(const char *id, const char *accelerator, int gpus)
{
    EstimateInput in;
    in.model = *preset(QLatin1String(id));
    in.hardware.accelerator = QLatin1String(accelerator);
    in.hardware.gpus = gpus;
    in.hardware.network = QStringLiteral("ib-hdr");
    in.training.seqLen = 4096;
    in.training.globalBatch = 1024;
    return in;
}

/// Every layout field but the interleave (which the search then chooses).
void fixAllButInterleave(EstimateInput &in, int tp, int pp, int dp, Recompute recompute)
{
    in.layout.tp = tp;
    in.layout.pp = pp;
    in.layout.dp = dp;
    in.layout.zero = 1;
    in.layout.recompute = recompute;
    in.layout.microBatch = 1;
}

/// A pre-training run as its paper describes it, every layout field left to the search.
EstimateInput publishedRun(const char *id, const char *accelerator, int gpus, const char *network, int seqLen,
    double tokens, Precision precision)
{
    EstimateInput in;
    in.model = *preset(QLatin1String(id));
    in.hardware.accelerator = QLatin1String(accelerator);
    in.hardware.gpus = gpus;
    in.hardware.network = QLatin1String(network);
    in.training.seqLen = seqLen;
    in.training.tokens = tokens;
    in.training.precision = precision;
    return in;
}

/// The layout a paper or a published recipe ran, with its global batch.
void fixPublishedLayout(EstimateInput &in, int tp, int pp, int interleave, int ep, Recompute recompute, int globalBatch)
{
    in.layout.tp = tp;
    in.layout.pp = pp;
    in.layout.interleave = interleave;
    in.layout.ep = ep;
    in.layout.zero = 1;
    in.layout.recompute = recompute;
    in.layout.microBatch = 1;
    in.training.globalBatch = globalBatch;
}

QStringList paths(const Errors &errors)
{
    QStringList p;
    for (const Error &e : errors)
        p << e.path;
    return p;
}

} // namespace

class TestEstimate : public QObject {
    Q_OBJECT
private slots:
    void wideHeadsAreNotLatentAttention();
    void loraAdapterCountMatchesPeft_data();
    void loraAdapterCountMatchesPeft();
    void loraAndQloraMemory_data();
    void loraAndQloraMemory();
    void layoutValidationReportsEveryProblem();
    void layoutValidationMessages_data();
    void layoutValidationMessages();
    void chooserFillsOnlyTheMissingFields();
    void nothingFitsIsReportedNotHidden();
    void runTotalsAndGoodput();
    void datasetSizeToTokens_data();
    void datasetSizeToTokens();
    void tensorParallelOverPcieIsSlowerThanNvlink();
    void searchStatsCountTheLayoutsTried_data();
    void searchStatsCountTheLayoutsTried();
    void pipelinedLayoutWithoutInterleaveIsSearchedOverIt();
    void deepSeekV3DefaultIsWithinThePublishedGpuHours();
    void defaultIsAsGoodAsThePublishedLayout_data();
    void defaultIsAsGoodAsThePublishedLayout();
};

void TestEstimate::loraAdapterCountMatchesPeft_data()
{
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("targets");
    QTest::addColumn<double>("trainable");
    // r x (d_in + d_out) per adapted matrix; PEFT prints 19,988,480 trainable parameters for
    // Llama-2-7b with r = 8 on all linear layers and 4,194,304 for r = 8 on q_proj/v_proj
    // (here: q, k, v, o -> 8,388,608).
    QTest::addRow("Llama 2 7B, r=8, all linear layers") << 8 << int(LoraTargets::AllLinear) << 19988480.0;
    QTest::addRow("Llama 2 7B, r=8, attention q/k/v/o") << 8 << int(LoraTargets::Attention) << 8388608.0;
    QTest::addRow("Llama 2 7B, r=64, all linear layers") << 64 << int(LoraTargets::AllLinear) << 8 * 19988480.0;
}

void TestEstimate::loraAdapterCountMatchesPeft()
{
    QFETCH(int, rank);
    QFETCH(int, targets);
    QFETCH(double, trainable);
    EstimateInput in = llama2("llama2-7b", "a100-sxm-80gb", 1);
    in.training.mode = TrainingMode::Lora;
    in.training.loraRank = rank;
    in.training.loraTargets = LoraTargets(targets);
    in.training.globalBatch = 8;
    const auto e = cp::estimate::estimate(in);
    QVERIFY2(e.hasValue(), qPrintable(joinErrors(e.errors())));
    QCOMPARE(e->trainableParameters, trainable);
}

void TestEstimate::loraAndQloraMemory_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("weightBytesPerParam");
    QTest::addColumn<double>("embeddingBytes");
    QTest::addColumn<double>("adapterBytes");
    // LoRA: bf16 base, fp32 adapters (PEFT). QLoRA (issue 20): NF4 base, embeddings and output
    // layer upcast to fp32 by PEFT's prepare_model_for_kbit_training, bf16 adapters (qlora.py).
    QTest::addRow("LoRA keeps frozen bf16 weights: 2 B/param") << int(TrainingMode::Lora) << 2.0 << 2.0 << 4.0;
    QTest::addRow("QLoRA keeps NF4 weights: ~0.52 B/param outside the fp32 embeddings") << int(TrainingMode::Qlora)
                                                                                        << formulas::kNf4BytesPerParam << 4.0 << 2.0;
}

void TestEstimate::loraAndQloraMemory()
{
    QFETCH(int, mode);
    QFETCH(double, weightBytesPerParam);
    QFETCH(double, embeddingBytes);
    QFETCH(double, adapterBytes);
    EstimateInput in = llama2("llama2-7b", "a100-sxm-80gb", 1);
    in.training.mode = TrainingMode(mode);
    in.training.loraRank = 16;
    in.training.globalBatch = 8;
    const auto e = cp::estimate::estimate(in);
    QVERIFY2(e.hasValue(), qPrintable(joinErrors(e.errors())));
    const ParameterCounts p = e->parameters;
    // Llama 2 7B: 6,738,415,616 parameters (Hugging Face, meta-llama/Llama-2-7b-hf), of which
    // the untied input and output embeddings are 2 x 32,000 x 4,096 = 262,144,000.
    QCOMPARE(p.total, 6738415616.0);
    QCOMPARE(p.embedding, 262144000.0);
    const double adapters = e->trainableParameters;
    const double expectedWeights = (p.total - p.embedding) * weightBytesPerParam + p.embedding * embeddingBytes + adapters * adapterBytes;
    QVERIFY2(std::abs(e->memory.weightsGiB * units::kBytesPerGiB / expectedWeights - 1.0) < 1e-4,
        qPrintable(QString::number(e->memory.weightsGiB)));
    QCOMPARE(e->memory.gradientsGiB * units::kBytesPerGiB, adapters * adapterBytes);
    QCOMPARE(e->memory.optimizerGiB * units::kBytesPerGiB, adapters * 8.0);
    QVERIFY(e->memory.fits);
    QVERIFY(e->mfu > 0 && e->hfu >= e->mfu);
}

void TestEstimate::layoutValidationReportsEveryProblem()
{
    EstimateInput in = llama2("llama2-7b", "a100-sxm-80gb", 64);
    Layout l;
    l.tp = 16; // > 8 per node, and does not divide... 32 heads? it does: keep it for the node check
    l.pp = 40; // more stages than the 32 layers (uneven stages are accepted since issue 19)
    l.dp = 1;
    l.microBatch = 3;
    l.globalBatch = 1024; // not a multiple of 3
    const Errors e = validateLayout(in, l);
    const QStringList p = paths(e);
    QVERIFY2(p.contains(QStringLiteral("layout")), qPrintable(joinErrors(e))); // 16*5*1 != 64
    QVERIFY(p.contains(QStringLiteral("layout.pp")));
    QVERIFY(p.contains(QStringLiteral("layout.global_batch")));
    QVERIFY(p.count(QStringLiteral("layout.tp")) == 1); // larger than a node
    QVERIFY(e.size() >= 4);
}

void TestEstimate::layoutValidationMessages_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("zero");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("heads must divide by tp") << 3 << 1 << 1 << 0 << "layout.tp"
                                             << "attention heads";
    QTest::addRow("pp x v must not exceed the layers") << 1 << 64 << 1 << 0 << "layout.pp"
                                                       << "layers";
    QTest::addRow("tp x pp x dp must equal the GPUs") << 1 << 1 << 2 << 0 << "layout"
                                                      << "must equal";
    QTest::addRow("ZeRO-2 does not combine with pipelines") << 1 << 2 << 1 << 2 << "layout.zero"
                                                            << "pipeline";
    QTest::addRow("ZeRO stage is 0-3") << 1 << 1 << 1 << 4 << "layout.zero"
                                       << "0, 1, 2 or 3";
}

void TestEstimate::layoutValidationMessages()
{
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, dp);
    QFETCH(int, zero);
    QFETCH(QString, path);
    QFETCH(QString, fragment);
    EstimateInput in = llama2("llama2-7b", "a100-sxm-80gb", tp * pp * (path == QLatin1String("layout") ? 1 : dp));
    Layout l;
    l.tp = tp;
    l.pp = pp;
    l.dp = dp;
    l.zero = zero;
    l.globalBatch = 1024 * 3;
    bool found = false;
    for (const Error &e : validateLayout(in, l))
        found = found || (e.path == path && e.message.contains(fragment));
    QVERIFY2(found, qPrintable(joinErrors(validateLayout(in, l))));
}

void TestEstimate::chooserFillsOnlyTheMissingFields()
{
    EstimateInput in = llama2("llama2-70b", "h100-sxm-80gb", 64);
    in.layout.tp = 8;
    in.layout.recompute = Recompute::Selective;
    const auto l = chooseLayout(in);
    QVERIFY2(l.hasValue(), qPrintable(joinErrors(l.errors())));
    QCOMPARE(l->tp, 8);
    QVERIFY(l->recompute == Recompute::Selective);
    QCOMPARE(l->gpus(), 64);
    QCOMPARE(l->globalBatch % (l->microBatch * l->dp), 0);
    const auto e = cp::estimate::estimate(in);
    QVERIFY(e.hasValue());
    QVERIFY(e->memory.fits);
    QVERIFY(e->layoutChosen);
    QVERIFY(e->mfu > 0.2 && e->mfu < 0.7);
}

void TestEstimate::searchStatsCountTheLayoutsTried_data()
{
    QTest::addColumn<bool>("fixTp");
    QTest::addRow("an open layout searches tp, pp, ZeRO, recompute and micro-batch") << false;
    QTest::addRow("fixing tp searches fewer layouts") << true;
}

void TestEstimate::searchStatsCountTheLayoutsTried()
{
    QFETCH(bool, fixTp);
    EstimateInput in = llama2("llama2-70b", "h100-sxm-80gb", 64);
    SearchStats open;
    QVERIFY(cp::estimate::estimate(in, open).hasValue());
    QVERIFY(open.layoutsEvaluated > 1);
    if (fixTp)
        in.layout.tp = 8;
    SearchStats stats;
    const auto e = cp::estimate::estimate(in, stats);
    QVERIFY(e.hasValue());
    QCOMPARE(stats.layoutsEvaluated > 0, true);
    QCOMPARE(stats.layoutsEvaluated < open.layoutsEvaluated, fixTp);
    const auto plain = cp::estimate::estimate(in);
    QCOMPARE(plain->iterationTimeS, e->iterationTimeS);

    in.layout = { 8, 1, 8, 1, Recompute::Selective, true, 1, 1, false, false, 1, 1 };
    SearchStats fixed;
    QVERIFY(cp::estimate::estimate(in, fixed).hasValue());
    QCOMPARE(fixed.layoutsEvaluated, qint64(0));
}

void TestEstimate::nothingFitsIsReportedNotHidden()
{
    EstimateInput in = llama2("llama2-70b", "a30-24gb", 1);
    const auto l = chooseLayout(in);
    QVERIFY(!l.hasValue());
    QVERIFY(l.error().message.contains(QStringLiteral("no layout fits")));
    const auto e = cp::estimate::estimate(in);
    QVERIFY(e.hasValue());
    QVERIFY(!e->memory.fits);
    QVERIFY(e->memory.totalGiB > e->memory.capacityGiB);
}

void TestEstimate::runTotalsAndGoodput()
{
    EstimateInput in = llama2("llama2-7b", "a100-sxm-80gb", 512);
    in.training.tokens = 2e12;
    const auto e = cp::estimate::estimate(in);
    QVERIFY(e.hasValue());
    QVERIFY(e->run.has_value());
    const RunTotals &r = *e->run;
    QCOMPARE(r.steps, std::ceil(2e12 / (1024.0 * 4096)));
    QVERIFY(qFuzzyCompare(r.gpuHoursIdeal, r.steps * e->iterationTimeS * 512 / 3600));
    QVERIFY(r.gpuHours > r.gpuHoursIdeal);
    QVERIFY(qFuzzyCompare(r.gpuHours * r.goodput, r.gpuHoursIdeal));
    QVERIFY(qFuzzyCompare(r.trainDays, r.gpuHours / 512 / 24));
}

void TestEstimate::datasetSizeToTokens_data()
{
    QTest::addColumn<double>("terabytes");
    QTest::addColumn<double>("bytesPerToken");
    QTest::addColumn<double>("tokens");
    QTest::addRow("1 TB of English text at 4 B/token: 250B tokens") << 1.0 << kBytesPerTokenEnglish << 2.5e11;
    QTest::addRow("4.2 TB of Chinese text at 4.2 B/token: 1T tokens") << 4.2 << kBytesPerTokenChinese << 1e12;
}

void TestEstimate::datasetSizeToTokens()
{
    QFETCH(double, terabytes);
    QFETCH(double, bytesPerToken);
    QFETCH(double, tokens);
    QVERIFY(qFuzzyCompare(tokensFromDatasetTB(terabytes, bytesPerToken), tokens));
}

void TestEstimate::tensorParallelOverPcieIsSlowerThanNvlink()
{
    EstimateInput nvlink = llama2("llama2-13b", "a100-sxm-80gb", 8);
    nvlink.layout.tp = 8;
    nvlink.layout.pp = 1;
    EstimateInput pcie = nvlink;
    pcie.hardware.accelerator = QStringLiteral("a100-pcie-80gb");
    const auto a = cp::estimate::estimate(nvlink);
    const auto b = cp::estimate::estimate(pcie);
    QVERIFY(a.hasValue() && b.hasValue());
    QVERIFY(b->time.tensorParallelS > 5 * a->time.tensorParallelS);
    QVERIFY(b->tokensPerSecondPerGpu < a->tokensPerSecondPerGpu);
}

void TestEstimate::pipelinedLayoutWithoutInterleaveIsSearchedOverIt()
{
    // Every field of a pipelined layout but the interleave: the search chooses the interleave (the
    // CLI's promise for flags left out) instead of running one stage per GPU. Llama 2 70B (80
    // layers) on TP 8 x PP 8 with 16 micro-batches per step: the 1F1B bubble is (p - 1) / (v m) =
    // 7/16 of the pipelined work at v = 1 and 7/32 at v = 2 (Narayanan et al. 2021, section 2.2.2).
    EstimateInput in = llama2("llama2-70b", "h100-sxm-80gb", 64);
    in.training.globalBatch = 16;
    fixAllButInterleave(in, 8, 8, 1, Recompute::Selective);
    SearchStats searched;
    const auto open = cp::estimate::estimate(in, searched);
    QVERIFY2(open.hasValue(), qPrintable(joinErrors(open.errors())));
    QVERIFY(open->layoutChosen);
    QVERIFY(searched.layoutsEvaluated > 1);
    QCOMPARE(open->layout.tp, 8);
    QCOMPARE(open->layout.pp, 8);
    QCOMPARE(open->layout.dp, 1);
    QCOMPARE(open->layout.microBatch, 1);
    QVERIFY(open->layout.recompute == Recompute::Selective);
    QCOMPARE(open->layout.interleave, 2); // 80 layers: v = 4 and 8 leave uneven stages, not allowed here

    in.layout.interleave = 1;
    SearchStats fixed;
    const auto one = cp::estimate::estimate(in, fixed);
    QVERIFY(one.hasValue());
    QVERIFY(!one->layoutChosen);
    QCOMPARE(fixed.layoutsEvaluated, qint64(0));
    QCOMPARE(one->layout.interleave, 1);
    QVERIFY2(open->iterationTimeS < one->iterationTimeS,
        qPrintable(QStringLiteral("v 2: %1 s, v 1: %2 s").arg(open->iterationTimeS).arg(one->iterationTimeS)));
    const double bubbleRatio = one->time.bubbleS / open->time.bubbleS;
    QVERIFY2(bubbleRatio > 1.8 && bubbleRatio < 2.2, qPrintable(QString::number(bubbleRatio)));

    // A pp the user fixed may leave uneven stages in the search too, as it may when the layout is
    // complete: Llama 3 405B's 126 layers on 16 stages (Llama 3 paper, Table 4), interleave open.
    EstimateInput llama3 = llama2("llama3-405b", "h100-sxm-80gb", 1024);
    fixAllButInterleave(llama3, 8, 16, 8, Recompute::Full);
    const auto uneven = cp::estimate::estimate(llama3);
    QVERIFY2(uneven.hasValue(), qPrintable(joinErrors(uneven.errors())));
    QVERIFY(uneven->layoutChosen);
    QCOMPARE(uneven->layout.pp, 16);
    QVERIFY(uneven->assumptions.join(QLatin1Char('\n')).contains(QLatin1String("slowest stage")));

    // A single stage needs no interleave: the layout is complete without it.
    in.layout.pp = 1;
    in.layout.dp = 8;
    in.layout.interleave.reset();
    in.training.globalBatch = 64;
    SearchStats flat;
    const auto noPipeline = cp::estimate::estimate(in, flat);
    QVERIFY(noPipeline.hasValue());
    QVERIFY(!noPipeline->layoutChosen);
    QCOMPARE(flat.layoutsEvaluated, qint64(0));
}

void TestEstimate::wideHeadsAreNotLatentAttention()
{
    // Qwen3-30B-A3B's 32 heads of 128 on a 2,048-wide stream are plain grouped-query attention
    // with a head_dim (config.json), not DeepSeek's latent attention: no MLA assumption, and LoRA
    // on q and o adapts 2,048 x 4,096 matrices (r x (2,048 + 4,096) each; k and v 2,048 x 512).
    EstimateInput in = llama2("qwen3-30b-a3b", "h100-sxm-80gb", 8);
    const auto e = cp::estimate::estimate(in);
    QVERIFY2(e.hasValue(), qPrintable(joinErrors(e.errors())));
    QVERIFY(!e->assumptions.join(QLatin1Char('\n')).contains(QLatin1String("latent")));
    in.training.mode = TrainingMode::Lora;
    in.training.loraRank = 8;
    in.training.loraTargets = LoraTargets::Attention;
    const auto lora = cp::estimate::estimate(in);
    QVERIFY2(lora.hasValue(), qPrintable(joinErrors(lora.errors())));
    QCOMPARE(lora->trainableParameters, 48.0 * 8.0 * (2 * (2048 + 4096) + 2 * (2048 + 512)));
}

void TestEstimate::deepSeekV3DefaultIsWithinThePublishedGpuHours()
{
    // Issue 47's acceptance line: `estimate --preset deepseek-v3 --seq-len 4096 --tokens 14.8T
    // --accelerator h800-sxm-80gb --gpus 2048 --network ib-ndr --precision fp8` with the default
    // layout gives 2.3-3.1M GPU-hours (DeepSeek-V3 technical report, arXiv 2412.19437 Table 1:
    // 2.664M H800 GPU-hours of pre-training).
    const EstimateInput in = publishedRun("deepseek-v3", "h800-sxm-80gb", 2048, "ib-ndr", 4096, 14.8e12, Precision::Fp8);
    const auto e = cp::estimate::estimate(in);
    QVERIFY2(e.hasValue(), qPrintable(joinErrors(e.errors())));
    QVERIFY(e->layoutChosen && e->run);
    QVERIFY2(e->run->gpuHours >= 2.3e6 && e->run->gpuHours <= 3.1e6, qPrintable(QString::number(e->run->gpuHours)));

    // The layout DeepSeek ran on 80 GB cards (section 3.2: PP 16, EP 64 over 8 nodes, ZeRO-1 DP,
    // no TP; 15,360 sequences a step) fits: its P50 inside usable memory.
    EstimateInput published = in;
    fixPublishedLayout(published, 1, 16, 1, 64, Recompute::Selective, 15360);
    const auto p = cp::estimate::estimate(published);
    QVERIFY2(p.hasValue(), qPrintable(joinErrors(p.errors())));
    QVERIFY2(p->memory.fits && p->memory.p50GiB <= p->memory.usableGiB,
        qPrintable(QStringLiteral("device %1 P50 %2 usable %3").arg(p->memory.devicePeakGiB).arg(p->memory.p50GiB).arg(p->memory.usableGiB)));
}

void TestEstimate::defaultIsAsGoodAsThePublishedLayout_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("network");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<double>("tokens");
    QTest::addColumn<int>("precision");
    QTest::addColumn<QList<int>>("layout"); // tp, pp, interleave, ep, recompute, global batch
    QTest::addColumn<double>("publishedGpuHours"); // 0: none published for the run
    QTest::addColumn<double>("mfuLow");
    QTest::addColumn<double>("mfuHigh");
    // DeepSeek-V3 (arXiv 2412.19437): 2,048 H800, 14.8T tokens, PP 16 / EP 64 / ZeRO-1 / 15,360
    // sequences, 2.664M GPU-hours of pre-training (Table 1). No MFU published: 0-1.
    QTest::newRow("DeepSeek-V3 on 2,048 H800")
        << QStringLiteral("deepseek-v3") << QStringLiteral("h800-sxm-80gb") << 2048 << QStringLiteral("ib-ndr") << 4096
        << 14.8e12 << int(Precision::Fp8) << QList<int> { 1, 16, 1, 64, int(Recompute::Selective), 15360 } << 2.664e6
        << 0.0 << 1.0;
    // Llama 3 405B (arXiv 2407.21783): 16,384 H100 on RoCE 400G, 15.6T tokens (section 3.1), TP 8 /
    // PP 16 / DP 128 at 8K context, 16M tokens (2,048 sequences) a step, BF16 MFU 38-43% (Table 4);
    // 30.84M H100 GPU-hours (Llama 3.1 model card). Interleave 4: assumption (the paper's schedule
    // is interleaved, its depth not given).
    QTest::newRow("Llama 3 405B on 16,384 H100")
        << QStringLiteral("llama3-405b") << QStringLiteral("h100-sxm-80gb") << 16384 << QStringLiteral("roce-400") << 8192
        << 15.6e12 << int(Precision::Bf16) << QList<int> { 8, 16, 4, 1, int(Recompute::None), 2048 } << 30.84e6
        << 0.38 << 0.43;
    // Qwen3-235B-A22B: the Qwen3 technical report (arXiv 2505.09388) publishes 36T tokens but no
    // cluster, layout or GPU-hours. The published layout of the same model on a cluster is
    // Megatron-Bridge's FP8 recipe on 256 H100 (docs/performance-summary-archive.md, 25.11: TP 2,
    // PP 8, VP 4, EP 32, 2,048 sequences; 1,575 tokens/s/GPU): the default is held to our own
    // estimate of that layout (the estimate of the layout itself is ~40% faster than published,
    // a model error this test does not hide: see the back-test report).
    QTest::newRow("Qwen3-235B-A22B on 256 H100")
        << QStringLiteral("qwen3-235b-a22b") << QStringLiteral("h100-sxm-80gb") << 256 << QStringLiteral("ib-ndr") << 4096
        << 36e12 << int(Precision::Fp8) << QList<int> { 2, 8, 4, 32, int(Recompute::Selective), 2048 } << 0.0
        << 0.0 << 1.0;
}

void TestEstimate::defaultIsAsGoodAsThePublishedLayout()
{
    QFETCH(QString, model);
    QFETCH(QString, accelerator);
    QFETCH(int, gpus);
    QFETCH(QString, network);
    QFETCH(int, seqLen);
    QFETCH(double, tokens);
    QFETCH(int, precision);
    QFETCH(QList<int>, layout);
    QFETCH(double, publishedGpuHours);
    QFETCH(double, mfuLow);
    QFETCH(double, mfuHigh);
    // Issue 47 item 5: the default layout's GPU-hours within 15% of the published layout's, as the
    // estimator computes both, and of the published figure where there is one.
    const EstimateInput in = publishedRun(qPrintable(model), qPrintable(accelerator), gpus, qPrintable(network), seqLen,
        tokens, Precision(precision));
    const auto chosen = cp::estimate::estimate(in);
    QVERIFY2(chosen.hasValue(), qPrintable(joinErrors(chosen.errors())));
    EstimateInput ran = in;
    ran.layout.physicalFit = true; // it ran: judged by its device peak, without the planning margin
    fixPublishedLayout(ran, layout[0], layout[1], layout[2], layout[3], Recompute(layout[4]), layout[5]);
    const auto published = cp::estimate::estimate(ran);
    QVERIFY2(published.hasValue(), qPrintable(joinErrors(published.errors())));
    QVERIFY(chosen->run && published->run);
    const double ratio = chosen->run->gpuHours / published->run->gpuHours;
    QVERIFY2(ratio > 0.85 && ratio < 1.15,
        qPrintable(QStringLiteral("default %1, published layout %2").arg(chosen->run->gpuHours).arg(published->run->gpuHours)));
    if (publishedGpuHours > 0) {
        const double toPaper = chosen->run->gpuHours / publishedGpuHours;
        QVERIFY2(toPaper > 0.85 && toPaper < 1.15, qPrintable(QString::number(chosen->run->gpuHours)));
    }
    QVERIFY2(published->mfu >= mfuLow && published->mfu <= mfuHigh, qPrintable(QString::number(published->mfu)));
}

QTEST_GUILESS_MAIN(TestEstimate)
#include "tst_estimate.moc"
