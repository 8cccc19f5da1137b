// The estimator v2 inputs on the command line (issue 19): --ep, --cp, --tp-overlap none|async,
// a custom mixture of experts (--experts --top-k --expert-ffn --shared-experts), a custom head
// width (--head-dim), sliding-window layers (--sliding-window --windowed-layers), the default batch
// cap --max-tokens-per-step, and the Qwen3 presets.
#include "tests/app/cli/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

namespace {

QStringList base(const char *preset = "llama2-7b")
{
    return { QStringLiteral("estimate"), QStringLiteral("--preset"), QLatin1String(preset), QStringLiteral("--seq-len"),
        QStringLiteral("4096"), QStringLiteral("--accelerator"), QStringLiteral("h100-sxm-80gb"), QStringLiteral("--gpus"),
        QStringLiteral("64"), QStringLiteral("--network"), QStringLiteral("ib-ndr") };
}

/// A custom 16-layer MoE: 8 experts of width 1,408, 2 routed per token, 1 shared.
QStringList customMoe()
{
    return { QStringLiteral("estimate"), QStringLiteral("--layers"), QStringLiteral("16"), QStringLiteral("--hidden"),
        QStringLiteral("2048"), QStringLiteral("--heads"), QStringLiteral("16"), QStringLiteral("--ffn"), QStringLiteral("5632"),
        QStringLiteral("--swiglu"), QStringLiteral("--vocab"), QStringLiteral("32000"), QStringLiteral("--seq-len"),
        QStringLiteral("4096"), QStringLiteral("--accelerator"), QStringLiteral("h100-sxm-80gb"), QStringLiteral("--gpus"),
        QStringLiteral("8") };
}

QJsonObject json(const CliResult &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

QStringList with(const QStringList &args, const QStringList &more) { return withFlags(args, more); }

} // namespace

class TestCliV2Inputs : public QObject {
    Q_OBJECT
private slots:
    void layoutReportsEpAndCp();
    void givenCpIsKept();
    void frameworkOptionsAreChoices_data();
    void frameworkOptionsAreChoices();
    void fp32GradientsDoubleTheirMemoryAndTraffic();
    void stackScalesThroughputAndReportsItsBand();
    void customMixtureOfExperts();
    void customHeadWidth();
    void customSlidingWindow();
    void expertFlagsNeedExperts_data();
    void expertFlagsNeedExperts();
    void expertFlagsConflictWithAPreset();
    void maxTokensPerStepCapsTheDefaultBatch();
    void qwen3PresetsEstimate_data();
    void qwen3PresetsEstimate();
    void publishedDeepInterleaveIsAccepted();
};

void TestCliV2Inputs::layoutReportsEpAndCp()
{
    const CliResult r = runCli(base());
    QCOMPARE(r.exitCode, 0);
    const QJsonObject layout = json(r).value(QStringLiteral("layout")).toObject();
    QCOMPARE(layout.value(QStringLiteral("ep")).toInt(-1), 1); // dense: no expert parallelism
    QVERIFY(layout.value(QStringLiteral("cp")).toInt(-1) >= 1);
}

void TestCliV2Inputs::givenCpIsKept()
{
    // 64 GPUs = tp 8 x pp 1 x cp 2 x dp 4
    const CliResult r = runCli(with(base(), { QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"), QStringLiteral("1"), QStringLiteral("--cp"), QStringLiteral("2") }));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject layout = json(r).value(QStringLiteral("layout")).toObject();
    QCOMPARE(layout.value(QStringLiteral("cp")).toInt(), 2);
    QCOMPARE(layout.value(QStringLiteral("tp")).toInt() * layout.value(QStringLiteral("pp")).toInt() * 2
            * layout.value(QStringLiteral("dp")).toInt(),
        64);
}

void TestCliV2Inputs::frameworkOptionsAreChoices_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("tp-overlap") << QStringLiteral("--tp-overlap") << QStringList { QStringLiteral("none"), QStringLiteral("async") };
    QTest::newRow("ep-overlap") << QStringLiteral("--ep-overlap") << QStringList { QStringLiteral("none"), QStringLiteral("async") };
    QTest::newRow("ep-dispatch") << QStringLiteral("--ep-dispatch") << QStringList { QStringLiteral("alltoall"), QStringLiteral("hierarchical") };
    QTest::newRow("moe-schedule") << QStringLiteral("--moe-schedule") << QStringList { QStringLiteral("dropless"), QStringLiteral("token-drop") };
    QTest::newRow("attention") << QStringLiteral("--attention") << QStringList { QStringLiteral("flash"), QStringLiteral("eager"), QStringLiteral("te") };
    QTest::newRow("framework") << QStringLiteral("--framework") << QStringList { QStringLiteral("megatron"), QStringLiteral("fsdp") };
    QTest::newRow("stack") << QStringLiteral("--stack") << QStringList { QStringLiteral("unknown"), QStringLiteral("tuned"), QStringLiteral("generic"), QStringLiteral("vendor_port") };
    QTest::newRow("grad-reduce") << QStringLiteral("--grad-reduce") << QStringList { QStringLiteral("bf16"), QStringLiteral("fp32") };
}

void TestCliV2Inputs::frameworkOptionsAreChoices()
{
    QFETCH(QString, flag);
    QFETCH(QStringList, words);
    for (const QString &word : words) {
        const CliResult r = runCli(with(base(), { flag, word }));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    const CliResult bad = runCli(with(base(), { flag, QStringLiteral("sometimes") }));
    QCOMPARE(bad.exitCode, int(cp::cli::UsageError));
    // The message names the flag and every allowed word.
    QVERIFY2(bad.err.contains(flag), qPrintable(bad.err));
    for (const QString &word : words)
        QVERIFY2(bad.err.contains(word), qPrintable(bad.err));
}

void TestCliV2Inputs::fp32GradientsDoubleTheirMemoryAndTraffic()
{
    // --grad-reduce fp32 (Megatron's grad_reduce_in_fp32): the gradient buffer holds 4 bytes per
    // parameter instead of 2 (ZeRO 1 keeps it whole on every GPU), and the reduce-scatter moves
    // twice the bytes; the all-gather of the 16-bit weights does not change. Over 25 GbE the
    // traffic dwarfs the compute, so the exposed DP time grows by about half.
    const QStringList layout { QStringLiteral("--tp"), QStringLiteral("1"), QStringLiteral("--pp"), QStringLiteral("1"),
        QStringLiteral("--zero"), QStringLiteral("1"), QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--network"),
        QStringLiteral("eth-25") };
    auto run = [&layout](const char *gradReduce) {
        const CliResult r = runCli(with(with(base(), layout), { QStringLiteral("--grad-reduce"), QLatin1String(gradReduce) }));
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return json(r);
    };
    const QJsonObject bf16 = run("bf16");
    const QJsonObject fp32 = run("fp32");
    const double gradientsBf16 = bf16.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("gradients")).toDouble();
    const double gradientsFp32 = fp32.value(QStringLiteral("memory_gib")).toObject().value(QStringLiteral("gradients")).toDouble();
    QVERIFY(gradientsBf16 > 0);
    QCOMPARE(gradientsFp32, 2.0 * gradientsBf16);
    const double dpBf16 = bf16.value(QStringLiteral("step_breakdown_s")).toObject().value(QStringLiteral("dp_comm")).toDouble();
    const double dpFp32 = fp32.value(QStringLiteral("step_breakdown_s")).toObject().value(QStringLiteral("dp_comm")).toDouble();
    QVERIFY2(dpBf16 > 0 && dpFp32 > 1.4 * dpBf16, qPrintable(QStringLiteral("dp_comm %1 s in bf16, %2 s in fp32").arg(dpBf16).arg(dpFp32)));
}

void TestCliV2Inputs::stackScalesThroughputAndReportsItsBand()
{
    // Issue 47 item 6: --stack generic scales tokens/s by the class's median factor (below 1) and
    // adds efficiency_band; unknown (the default) adds training.stack only, and the numbers stay.
    const QStringList layout { QStringLiteral("--tp"), QStringLiteral("2"), QStringLiteral("--pp"), QStringLiteral("1") };
    const CliResult plain = runCli(with(base(), layout));
    const CliResult unknown = runCli(with(with(base(), layout), { QStringLiteral("--stack"), QStringLiteral("unknown") }));
    const CliResult generic = runCli(with(with(base(), layout), { QStringLiteral("--stack"), QStringLiteral("generic") }));
    QVERIFY2(plain.exitCode == 0 && unknown.exitCode == 0 && generic.exitCode == 0, qPrintable(plain.err + unknown.err + generic.err));
    const QJsonObject p = json(plain), u = json(unknown), g = json(generic);
    QCOMPARE(p.value(QStringLiteral("training")).toObject().value(QStringLiteral("stack")).toString(), QStringLiteral("unknown"));
    QCOMPARE(g.value(QStringLiteral("training")).toObject().value(QStringLiteral("stack")).toString(), QStringLiteral("generic"));
    QVERIFY(!p.contains(QStringLiteral("efficiency_band")));
    QCOMPARE(u.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble(), p.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble());
    const QJsonObject band = g.value(QStringLiteral("efficiency_band")).toObject();
    const double p50 = band.value(QStringLiteral("p50")).toDouble();
    QVERIFY2(band.value(QStringLiteral("p10")).toDouble() < p50 && p50 < band.value(QStringLiteral("p90")).toDouble(), qPrintable(QString::number(p50)));
    QVERIFY(band.value(QStringLiteral("rows")).toInt() > 0);
    QVERIFY(!band.value(QStringLiteral("source")).toString().isEmpty());
    QVERIFY2(p50 < 1, qPrintable(QString::number(p50))); // published generic runs are slower than the estimate
    const double ratio = g.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble() / p.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble();
    QVERIFY2(std::abs(ratio - p50) < 1e-9, qPrintable(QStringLiteral("%1 vs %2").arg(ratio).arg(p50)));
    // plan takes it too (a training flag).
    const CliResult plan = runCli({ QStringLiteral("plan"), QStringLiteral("--preset"), QStringLiteral("llama3-8b"), QStringLiteral("--seq-len"),
        QStringLiteral("4096"), QStringLiteral("--tokens"), QStringLiteral("100B"), QStringLiteral("--stack"), QStringLiteral("bogus") });
    QCOMPARE(plan.exitCode, int(cp::cli::UsageError));
    QVERIFY2(plan.err.contains(QLatin1String("vendor_port")), qPrintable(plan.err));
}

void TestCliV2Inputs::customMixtureOfExperts()
{
    const QStringList moe { QStringLiteral("--experts"), QStringLiteral("8"), QStringLiteral("--top-k"), QStringLiteral("2"),
        QStringLiteral("--expert-ffn"), QStringLiteral("1408"), QStringLiteral("--shared-experts"), QStringLiteral("1") };
    const CliResult r = runCli(with(customMoe(), moe));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const CliResult dense = runCli(customMoe());
    QVERIFY2(dense.exitCode == 0, qPrintable(dense.err));
    // Parameters by hand (SwiGLU: 3 matrices of hidden x width per FFN):
    // one expert 3 x 2048 x 1408 = 8,650,752; a MoE layer holds 8 + 1 experts = 77,856,768 plus a
    // 2048 x 8 router = 16,384, where the dense layer holds 3 x 2048 x 5632 = 34,603,008.
    // Per layer the MoE model has 77,873,152 - 34,603,008 = 43,270,144 more; 16 layers: 692,322,304.
    const double moeTotal = json(r).value(QStringLiteral("parameters")).toObject().value(QStringLiteral("total")).toDouble();
    const double denseTotal = json(dense).value(QStringLiteral("parameters")).toObject().value(QStringLiteral("total")).toDouble();
    QVERIFY2(moeTotal > 0 && denseTotal > 0, qPrintable(r.out.left(400)));
    QCOMPARE(moeTotal - denseTotal, 692322304.0);
}

void TestCliV2Inputs::customHeadWidth()
{
    // --head-dim 256 on the 16-layer custom model (16 heads on 2,048, so 128 by default): Q and O
    // become 2,048 x 4,096 instead of 2,048 x 2,048, K and V (16 KV heads) likewise, so each layer
    // has 4 x 2,048 x 2,048 = 16,777,216 more parameters: 268,435,456 over 16 layers.
    const CliResult wide = runCli(with(customMoe(), { QStringLiteral("--head-dim"), QStringLiteral("256") }));
    QVERIFY2(wide.exitCode == 0, qPrintable(wide.err));
    const CliResult plain = runCli(customMoe());
    QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
    const auto total = [](const CliResult &r) { return json(r).value(QStringLiteral("parameters")).toObject().value(QStringLiteral("total")).toDouble(); };
    QCOMPARE(total(wide) - total(plain), 268435456.0);
    // A hidden size the heads do not divide (3,000 over 64) is allowed once the head width is
    // given, as gpt-oss runs 64 heads of 64 on a 2,880-wide stream, and refused without it.
    QStringList odd = customMoe();
    odd[4] = QStringLiteral("3000");
    odd[6] = QStringLiteral("64");
    const CliResult refused = runCli(with(odd, { QStringLiteral("--kv-heads"), QStringLiteral("8") }));
    QVERIFY2(refused.exitCode != 0 && refused.err.contains(QLatin1String("hidden")), qPrintable(refused.err));
    const CliResult accepted = runCli(with(odd, { QStringLiteral("--kv-heads"), QStringLiteral("8"), QStringLiteral("--head-dim"), QStringLiteral("64") }));
    QVERIFY2(accepted.exitCode == 0, qPrintable(accepted.err));
    // With a preset the flag is refused like every architecture flag.
    const CliResult preset = runCli(with(base(), { QStringLiteral("--head-dim"), QStringLiteral("128") }));
    QCOMPARE(preset.exitCode, int(cp::cli::UsageError));
    QVERIFY2(preset.err.contains(QLatin1String("--head-dim")), qPrintable(preset.err));
}

void TestCliV2Inputs::customSlidingWindow()
{
    // A 128-key window on 8 of the 16 layers at 4,096 tokens (gpt-oss's pattern): those layers
    // attend 128 - 128 x 127 / 8,192 = 126.02 keys a query instead of 2,048, so the attention core
    // takes (2,048 + 126.015625) / 2 / 2,048 of its time; the layout is fixed so only the window
    // differs.
    const QStringList fixed = with(customMoe(), { QStringLiteral("--tp"), QStringLiteral("1"), QStringLiteral("--pp"), QStringLiteral("1") });
    const CliResult plain = runCli(fixed);
    const CliResult windowed = runCli(with(fixed, { QStringLiteral("--sliding-window"), QStringLiteral("128"), QStringLiteral("--windowed-layers"), QStringLiteral("8") }));
    QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
    QVERIFY2(windowed.exitCode == 0, qPrintable(windowed.err));
    const auto attention = [](const CliResult &r) {
        return json(r).value(QStringLiteral("step_breakdown_s")).toObject().value(QStringLiteral("attention")).toDouble();
    };
    QVERIFY(std::abs(attention(windowed) / attention(plain) - (2048.0 + 126.015625) / 2.0 / 2048.0) < 1e-9);
    // A window without windowed layers, or more windowed layers than layers, is refused and named.
    for (const QStringList &bad : { QStringList { QStringLiteral("--sliding-window"), QStringLiteral("128") },
             QStringList { QStringLiteral("--sliding-window"), QStringLiteral("128"), QStringLiteral("--windowed-layers"), QStringLiteral("17") } }) {
        const CliResult refused = runCli(with(fixed, bad));
        QVERIFY2(refused.exitCode != 0 && refused.err.contains(QLatin1String("--windowed-layers")), qPrintable(refused.err));
    }
    // With a preset the flags are refused like every architecture flag.
    const CliResult preset = runCli(with(base(), { QStringLiteral("--sliding-window"), QStringLiteral("128") }));
    QCOMPARE(preset.exitCode, int(cp::cli::UsageError));
    QVERIFY2(preset.err.contains(QLatin1String("--sliding-window")), qPrintable(preset.err));
}

void TestCliV2Inputs::expertFlagsNeedExperts_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("named");
    QTest::addRow("--top-k without --experts") << QStringList { QStringLiteral("--top-k"), QStringLiteral("2") } << "--top-k";
    QTest::addRow("--expert-ffn without --experts") << QStringList { QStringLiteral("--expert-ffn"), QStringLiteral("1408") }
                                                    << "--expert-ffn";
    QTest::addRow("--experts without --top-k") << QStringList { QStringLiteral("--experts"), QStringLiteral("8") } << "--top-k";
    QTest::addRow("--top-k above --experts") << QStringList { QStringLiteral("--experts"), QStringLiteral("8"),
        QStringLiteral("--top-k"), QStringLiteral("9") }
                                             << "--top-k";
}

void TestCliV2Inputs::expertFlagsNeedExperts()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, named);
    const CliResult r = runCli(with(customMoe(), flags));
    QCOMPARE(r.exitCode, int(cp::cli::UsageError));
    QVERIFY2(r.err.contains(named), qPrintable(r.err));
}

void TestCliV2Inputs::expertFlagsConflictWithAPreset()
{
    const CliResult r = runCli(with(base(), { QStringLiteral("--experts"), QStringLiteral("8") }));
    QCOMPARE(r.exitCode, int(cp::cli::UsageError));
    QVERIFY2(r.err.contains(QLatin1String("--experts")) && r.err.contains(QLatin1String("--preset")), qPrintable(r.err));
}

void TestCliV2Inputs::maxTokensPerStepCapsTheDefaultBatch()
{
    // 2,097,152 tokens = 512 sequences of 4,096: the default 4M batch (1,024 sequences) cannot be
    // reached without exceeding it, so the step holds at most 512 sequences.
    const CliResult r = runCli(with(base(), { QStringLiteral("--max-tokens-per-step"), QStringLiteral("2097152") }));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(json(r).value(QStringLiteral("layout")).toObject().value(QStringLiteral("global_batch")).toInt() <= 512);
    const CliResult tooSmall = runCli(with(base(), { QStringLiteral("--max-tokens-per-step"), QStringLiteral("10") }));
    QCOMPARE(tooSmall.exitCode, int(cp::cli::UsageError));
    QVERIFY2(tooSmall.err.contains(QLatin1String("--max-tokens-per-step")), qPrintable(tooSmall.err));
}

void TestCliV2Inputs::qwen3PresetsEstimate_data()
{
    QTest::addColumn<QString>("preset");
    for (const char *id : { "qwen3-8b", "qwen3-14b", "qwen3-32b", "qwen3-30b-a3b", "qwen3-235b-a22b" })
        QTest::addRow("%s", id) << QString::fromLatin1(id);
}

void TestCliV2Inputs::qwen3PresetsEstimate()
{
    QFETCH(QString, preset);
    QStringList args = base();
    args[2] = preset;
    args[8] = QStringLiteral("256"); // 235B needs more than 64 GPUs' memory
    const CliResult r = runCli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(json(r).value(QStringLiteral("tokens_per_s_per_gpu")).toDouble() > 0);
}

void TestCliV2Inputs::publishedDeepInterleaveIsAccepted()
{
    // Megatron-Bridge's published Qwen3-30B-A3B layout on 16 H100 (25.11 table): PP 2 with 24
    // virtual stages per GPU, one of its 48 layers each. The field allows what a real layout uses;
    // the estimator's own rule (pp x interleave at most the layers) refuses more.
    const QStringList layout { QStringLiteral("--gpus"), QStringLiteral("16"), QStringLiteral("--tp"), QStringLiteral("1"),
        QStringLiteral("--pp"), QStringLiteral("2"), QStringLiteral("--dp"), QStringLiteral("8"), QStringLiteral("--ep"),
        QStringLiteral("8"), QStringLiteral("--zero"), QStringLiteral("1"), QStringLiteral("--recompute"), QStringLiteral("none"),
        QStringLiteral("--micro-batch"), QStringLiteral("2"), QStringLiteral("--global-batch"), QStringLiteral("512") };
    QStringList args { QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("qwen3-30b-a3b"),
        QStringLiteral("--seq-len"), QStringLiteral("4096"), QStringLiteral("--accelerator"), QStringLiteral("h100-sxm-80gb"),
        QStringLiteral("--network"), QStringLiteral("ib-ndr"), QStringLiteral("--format"), QStringLiteral("json") };
    args << layout;
    const CliResult r = runCli(with(args, { QStringLiteral("--interleave"), QStringLiteral("24") }));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(json(r).value(QStringLiteral("layout")).toObject().value(QStringLiteral("interleave")).toInt(), 24);

    const CliResult tooMany = runCli(with(args, { QStringLiteral("--interleave"), QStringLiteral("48") }));
    QCOMPARE(tooMany.exitCode, 2);
    QVERIFY2(tooMany.err.contains(QStringLiteral("pp x interleave = 96 is more than the 48 layers")), qPrintable(tooMany.err));
}

QTEST_GUILESS_MAIN(TestCliV2Inputs)
#include "tst_cli_v2inputs.moc"
