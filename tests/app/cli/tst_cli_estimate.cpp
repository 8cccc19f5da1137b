#include "tests/app/cli/clirunner.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

QStringList base()
{
    return { QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama2-7b"), QStringLiteral("--seq-len"),
        QStringLiteral("4096"), QStringLiteral("--accelerator"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("--gpus"),
        QStringLiteral("64"), QStringLiteral("--network"), QStringLiteral("ib-hdr"), QStringLiteral("--format"), QStringLiteral("json") };
}

QJsonObject runJson(const QStringList &args, int &exitCode)
{
    const CliResult r = runCli(args);
    exitCode = r.exitCode;
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestCliEstimate : public QObject {
    Q_OBJECT
private slots:
    void contractKeysArePresent();
    void tokensAcceptSuffixes_data();
    void tokensAcceptSuffixes();
    void givenLayoutIsKept();
    void customModel();
    void badFlags_data();
    void badFlags();
    void stepBreakdownAndMemoryPartsAddUp();
    void memoryPeaksByDefinition();
    void memoryFlagsChangeTheStates_data();
    void memoryFlagsChangeTheStates();
    void minGpusReturnsTheSmallestCountThatFits();
    void memoryFlagsAreChecked_data();
    void memoryFlagsAreChecked();
};

namespace {

QStringList fineTune7b()
{
    return { QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama2-7b"), QStringLiteral("--mode"), QStringLiteral("full"),
        QStringLiteral("--seq-len"), QStringLiteral("2048"), QStringLiteral("--accelerator"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("--gpus"),
        QStringLiteral("1"), QStringLiteral("--tp"), QStringLiteral("1"), QStringLiteral("--pp"), QStringLiteral("1"), QStringLiteral("--dp"),
        QStringLiteral("1"), QStringLiteral("--zero"), QStringLiteral("0"), QStringLiteral("--micro-batch"), QStringLiteral("1"),
        QStringLiteral("--recompute"), QStringLiteral("full"), QStringLiteral("--global-batch"), QStringLiteral("16"), QStringLiteral("--format"),
        QStringLiteral("json") };
}

double sum(const QJsonObject &o, const QStringList &keys)
{
    double s = 0;
    for (const QString &k : keys)
        s += o.value(k).toDouble();
    return s;
}

} // namespace

void TestCliEstimate::stepBreakdownAndMemoryPartsAddUp()
{
    int rc = -1;
    const QJsonObject o = runJson(fineTune7b() << QStringLiteral("--offload") << QStringLiteral("optimizer"), rc);
    QCOMPARE(rc, 0);
    const QJsonObject step = o.value(QStringLiteral("step_breakdown_s")).toObject();
    // Issue 19's keys (gemm ... overhead) plus offload (ZeRO-Offload's PCIe transfers and CPU step).
    const QStringList stepKeys { QStringLiteral("gemm"), QStringLiteral("attention"), QStringLiteral("memory_bound"),
        QStringLiteral("optimizer"), QStringLiteral("overhead"), QStringLiteral("tp_comm"), QStringLiteral("pp_comm"),
        QStringLiteral("dp_comm"), QStringLiteral("ep_comm"), QStringLiteral("cp_comm"), QStringLiteral("bubble"),
        QStringLiteral("offload") };
    QCOMPARE(step.keys().size(), stepKeys.size());
    const double iteration = o.value(QStringLiteral("iteration_time_s")).toDouble();
    QVERIFY(std::abs(sum(step, stepKeys) - iteration) < 1e-9 * iteration);
    QVERIFY(step.value(QStringLiteral("offload")).toDouble() > 0);
    const QJsonObject mem = o.value(QStringLiteral("memory_gib")).toObject();
    const double parts = sum(mem, { QStringLiteral("weights"), QStringLiteral("gradients"), QStringLiteral("optimizer"), QStringLiteral("activations"), QStringLiteral("logits"), QStringLiteral("zero3_gather"), QStringLiteral("optimizer_step"), QStringLiteral("context"), QStringLiteral("fragmentation") });
    QVERIFY(std::abs(parts - mem.value(QStringLiteral("total")).toDouble()) < 1e-9);
    QCOMPARE(mem.value(QStringLiteral("total")).toDouble(), o.value(QStringLiteral("memory_per_gpu_gib")).toObject().value(QStringLiteral("total")).toDouble());
    QVERIFY(mem.value(QStringLiteral("host_needed_per_node")).toDouble() > 0);
    QCOMPARE(mem.value(QStringLiteral("usable")).toDouble(), 80.0); // 81,920 MiB
}

void TestCliEstimate::memoryPeaksByDefinition()
{
    // Issue 47: allocated_peak <= reserved_peak <= device_peak = total; device - reserved is the
    // CUDA context + NCCL buffers + library workspaces; both phases report their parts; the
    // margin is a flag (--memory-margin-pct).
    int rc = -1;
    const QJsonObject o = runJson(fineTune7b() << QStringLiteral("--memory-margin-pct") << QStringLiteral("10"), rc);
    QCOMPARE(rc, 0);
    const QJsonObject mem = o.value(QStringLiteral("memory_gib")).toObject();
    const double allocated = mem.value(QStringLiteral("allocated_peak")).toDouble();
    const double reserved = mem.value(QStringLiteral("reserved_peak")).toDouble();
    const double device = mem.value(QStringLiteral("device_peak")).toDouble();
    QVERIFY(allocated > 0 && allocated <= reserved && reserved <= device);
    QCOMPARE(device, mem.value(QStringLiteral("total")).toDouble());
    QVERIFY(std::abs(reserved - allocated - mem.value(QStringLiteral("fragmentation")).toDouble()) < 1e-9);
    const double outside = sum(mem, { QStringLiteral("cuda_context"), QStringLiteral("comm_buffers"), QStringLiteral("library_workspace") });
    QVERIFY(std::abs(device - reserved - outside) < 1e-9);
    QVERIFY(mem.value(QStringLiteral("cuda_context")).toDouble() <= 1.0); // a few hundred MiB, not 3 GiB
    QCOMPARE(mem.value(QStringLiteral("margin_pct")).toDouble(), 10.0);
    QVERIFY(mem.value(QStringLiteral("within_margin")).isBool());
    const double p10 = mem.value(QStringLiteral("p10")).toDouble(), p50 = mem.value(QStringLiteral("p50")).toDouble();
    QVERIFY(p10 <= p50 && p50 <= mem.value(QStringLiteral("p90")).toDouble());
    const QJsonObject phases = mem.value(QStringLiteral("phases")).toObject();
    const QJsonObject fwd = phases.value(QStringLiteral("forward_backward")).toObject();
    const QJsonObject step = phases.value(QStringLiteral("optimizer_step")).toObject();
    QVERIFY(fwd.value(QStringLiteral("activations")).toDouble() > 0);
    QVERIFY(std::abs(sum(fwd, { QStringLiteral("model_states"), QStringLiteral("activations"), QStringLiteral("logits"), QStringLiteral("zero3_gather") })
                - fwd.value(QStringLiteral("allocated")).toDouble())
        < 1e-9);
    QVERIFY(std::abs(sum(step, { QStringLiteral("model_states"), QStringLiteral("step_temporaries") }) - step.value(QStringLiteral("allocated")).toDouble()) < 1e-9);
    QCOMPARE(allocated, std::max(fwd.value(QStringLiteral("allocated")).toDouble(), step.value(QStringLiteral("allocated")).toDouble()));
}

void TestCliEstimate::memoryFlagsChangeTheStates_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<double>("bytesPerParam");
    QTest::addColumn<bool>("fits");
    using L = QStringList;
    QTest::addRow("default mixed-precision AdamW: 16 B/param") << L {} << 16.0 << false;
    QTest::addRow("--optimizer adamw8bit --master-weights none: 6 B/param")
        << L { QStringLiteral("--optimizer"), QStringLiteral("adamw8bit"), QStringLiteral("--master-weights"), QStringLiteral("none") } << 6.0 << true;
    QTest::addRow("--offload optimizer: 2 B/param on the GPU") << L { QStringLiteral("--offload"), QStringLiteral("optimizer") } << 2.0 << true;
    QTest::addRow("--optimizer sgd --master-weights none: 2 + 2 + 2") << L { QStringLiteral("--optimizer"), QStringLiteral("sgd"), QStringLiteral("--master-weights"), QStringLiteral("none") } << 6.0 << true;
}

void TestCliEstimate::memoryFlagsChangeTheStates()
{
    QFETCH(QStringList, flags);
    QFETCH(double, bytesPerParam);
    QFETCH(bool, fits);
    int rc = -1;
    const QJsonObject o = runJson(fineTune7b() + flags, rc);
    QCOMPARE(rc, 0);
    const double params = o.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("total")).toDouble();
    const double states = o.value(QStringLiteral("memory_per_gpu_gib")).toObject().value(QStringLiteral("model_states")).toDouble();
    QVERIFY2(std::abs(states - params * bytesPerParam / 1073741824.0) < 0.01 * states, qPrintable(QString::number(states)));
    QCOMPARE(o.value(QStringLiteral("fits")).toBool(), fits);
}

void TestCliEstimate::minGpusReturnsTheSmallestCountThatFits()
{
    int rc = -1;
    // QLoRA of Llama-2-70B: about 37 GB of NF4 base + adapters fits on one 80 GB card.
    const QJsonObject q = runJson({ QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama2-70b"), QStringLiteral("--mode"),
                                      QStringLiteral("qlora"), QStringLiteral("--seq-len"), QStringLiteral("2048"), QStringLiteral("--accelerator"),
                                      QStringLiteral("a100-sxm-80gb"), QStringLiteral("--global-batch"), QStringLiteral("64"), QStringLiteral("--min-gpus"),
                                      QStringLiteral("--format"), QStringLiteral("json") },
        rc);
    QCOMPARE(rc, 0);
    QCOMPARE(q.value(QStringLiteral("min_gpus")).toInt(), 1);
    QVERIFY(q.value(QStringLiteral("fits")).toBool());
    // Full fine-tune: 69B x 16 B = 1.03 TiB of states, more than 13 cards of 80 GiB.
    const QJsonObject f = runJson({ QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama2-70b"), QStringLiteral("--mode"),
                                      QStringLiteral("full"), QStringLiteral("--seq-len"), QStringLiteral("2048"), QStringLiteral("--accelerator"),
                                      QStringLiteral("a100-sxm-80gb"), QStringLiteral("--global-batch"), QStringLiteral("64"), QStringLiteral("--min-gpus"),
                                      QStringLiteral("--format"), QStringLiteral("json") },
        rc);
    QCOMPARE(rc, 0);
    const int n = f.value(QStringLiteral("min_gpus")).toInt();
    QVERIFY(n >= 14);
    const QJsonObject layout = f.value(QStringLiteral("layout")).toObject();
    QCOMPARE(layout.value(QStringLiteral("tp")).toInt() * layout.value(QStringLiteral("pp")).toInt() * layout.value(QStringLiteral("dp")).toInt(), n);
}

void TestCliEstimate::memoryFlagsAreChecked_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("message");
    using L = QStringList;
    QTest::addRow("unknown optimizer") << L { QStringLiteral("--optimizer"), QStringLiteral("lion") } << QStringLiteral("--optimizer 'lion'");
    QTest::addRow("unknown offload") << L { QStringLiteral("--offload"), QStringLiteral("disk") } << QStringLiteral("--offload 'disk'");
    QTest::addRow("dropout above 0.9") << L { QStringLiteral("--dropout"), QStringLiteral("1.5") } << QStringLiteral("--dropout '1.5'");
    QTest::addRow("unknown attention kernel") << L { QStringLiteral("--attention"), QStringLiteral("sdpa") } << QStringLiteral("--attention 'sdpa'");
    QTest::addRow("lora targets without lora") << L { QStringLiteral("--lora-targets"), QStringLiteral("attention") } << QStringLiteral("--lora-targets: applies to --mode lora|qlora");
}

void TestCliEstimate::memoryFlagsAreChecked()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, message);
    const CliResult r = runCli(fineTune7b() + flags);
    QCOMPARE(r.exitCode, int(cp::cli::UsageError));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestCliEstimate::contractKeysArePresent()
{
    int rc = -1;
    const QJsonObject o = runJson(base() << QStringLiteral("--tokens") << QStringLiteral("2T"), rc);
    QCOMPARE(rc, 0);
    for (const char *key : { "layout", "memory_per_gpu_gib", "fits", "iteration_time_s", "tokens_per_s_per_gpu",
             "model_tflops_per_gpu", "hardware_tflops_per_gpu", "mfu", "hfu", "train_days", "gpu_hours", "gpu_hours_ideal" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    const QJsonObject layout = o.value(QStringLiteral("layout")).toObject();
    for (const char *key : { "tp", "pp", "dp", "zero", "recompute", "sequence_parallel", "interleave", "micro_batch", "global_batch" })
        QVERIFY2(layout.contains(QLatin1String(key)), key);
    const QJsonObject memory = o.value(QStringLiteral("memory_per_gpu_gib")).toObject();
    for (const char *key : { "weights", "gradients", "optimizer", "activations", "overhead", "model_states", "total" })
        QVERIFY2(memory.contains(QLatin1String(key)), key);
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
    QVERIFY(o.value(QStringLiteral("gpu_hours")).toDouble() > o.value(QStringLiteral("gpu_hours_ideal")).toDouble());

    const QJsonObject noTokens = runJson(base(), rc);
    QCOMPARE(rc, 0);
    QVERIFY(!noTokens.contains(QStringLiteral("train_days")));
    QVERIFY(!noTokens.contains(QStringLiteral("gpu_hours")));
}

void TestCliEstimate::tokensAcceptSuffixes_data()
{
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<double>("value");
    QTest::addRow("2e12") << "2e12" << 2e12;
    QTest::addRow("2T") << "2T" << 2e12;
    QTest::addRow("1.4T") << "1.4T" << 1.4e12;
}

void TestCliEstimate::tokensAcceptSuffixes()
{
    QFETCH(QString, tokens);
    QFETCH(double, value);
    int rc = -1;
    const QJsonObject o = runJson(base() << QStringLiteral("--tokens") << tokens, rc);
    QCOMPARE(rc, 0);
    const double ideal = o.value(QStringLiteral("gpu_hours_ideal")).toDouble();
    const double perToken = o.value(QStringLiteral("iteration_time_s")).toDouble() * 64 / 3600
        / (o.value(QStringLiteral("layout")).toObject().value(QStringLiteral("global_batch")).toDouble() * 4096);
    QVERIFY2(std::abs(ideal / (perToken * value) - 1.0) < 1e-3, qPrintable(QString::number(ideal)));
}

void TestCliEstimate::givenLayoutIsKept()
{
    int rc = -1;
    const QJsonObject o = runJson(base() << QStringLiteral("--tp") << QStringLiteral("2") << QStringLiteral("--pp")
                                         << QStringLiteral("2") << QStringLiteral("--zero") << QStringLiteral("1")
                                         << QStringLiteral("--recompute") << QStringLiteral("selective")
                                         << QStringLiteral("--global-batch") << QStringLiteral("512"),
        rc);
    QCOMPARE(rc, 0);
    const QJsonObject l = o.value(QStringLiteral("layout")).toObject();
    QCOMPARE(l.value(QStringLiteral("tp")).toInt(), 2);
    QCOMPARE(l.value(QStringLiteral("pp")).toInt(), 2);
    QCOMPARE(l.value(QStringLiteral("dp")).toInt(), 16);
    QCOMPARE(l.value(QStringLiteral("zero")).toInt(), 1);
    QCOMPARE(l.value(QStringLiteral("recompute")).toString(), QStringLiteral("selective"));
    QCOMPARE(l.value(QStringLiteral("global_batch")).toInt(), 512);
}

void TestCliEstimate::customModel()
{
    int rc = -1;
    const QJsonObject o = runJson({ QStringLiteral("estimate"), QStringLiteral("--layers"), QStringLiteral("32"),
                                      QStringLiteral("--hidden"), QStringLiteral("4096"), QStringLiteral("--heads"),
                                      QStringLiteral("32"), QStringLiteral("--kv-heads"), QStringLiteral("8"),
                                      QStringLiteral("--ffn"), QStringLiteral("14336"), QStringLiteral("--swiglu"),
                                      QStringLiteral("--vocab"), QStringLiteral("128256"), QStringLiteral("--seq-len"),
                                      QStringLiteral("8192"), QStringLiteral("--mode"), QStringLiteral("qlora"),
                                      QStringLiteral("--lora-rank"), QStringLiteral("64"), QStringLiteral("--accelerator"),
                                      QStringLiteral("l40s-48gb"), QStringLiteral("--gpus"), QStringLiteral("1") },
        rc);
    QCOMPARE(rc, 0);
    const double total = o.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("total")).toDouble();
    QVERIFY(std::abs(total / 8.03e9 - 1.0) < 0.01); // Llama 3 8B by its shape
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
}

void TestCliEstimate::badFlags_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("allowed");
    QTest::addRow("unknown precision") << QStringList { "--precision", "fp4" } << "--precision"
                                       << "bf16|fp16|fp8|tf32";
    QTest::addRow("unknown recompute") << QStringList { "--recompute", "some" } << "--recompute"
                                       << "none|selective|full";
    QTest::addRow("ZeRO stage out of range") << QStringList { "--zero", "4" } << "--zero"
                                             << "--zero '4': must be 0–3";
    QTest::addRow("malformed tokens") << QStringList { "--tokens", "lots" } << "--tokens"
                                      << "--tokens 'lots': not a number: must be 1,000,000–1,000,000,000,000,000";
    QTest::addRow("sequence parallel is yes|no") << QStringList { "--sequence-parallel", "maybe" } << "--sequence-parallel"
                                                 << "yes|no";
    QTest::addRow("unknown mode") << QStringList { "--mode", "dpo" } << "--mode"
                                  << "pretrain|full|lora|qlora";
    QTest::addRow("tp must divide the heads") << QStringList { "--tp", "3" } << "--tp"
                                              << "heads";
    QTest::addRow("unknown network") << QStringList { "--network", "carrier-pigeon" } << "--network"
                                     << "ib-hdr";
    QTest::addRow("batch not divisible by micro-batch x dp")
        << QStringList { "--tp", "1", "--pp", "1", "--micro-batch", "3", "--global-batch", "1000" } << "--global-batch"
        << "multiple";
}

void TestCliEstimate::badFlags()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, flag);
    QFETCH(QString, allowed);
    const CliResult r = runCli(withFlags(base(), extra));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.contains(flag) && r.err.contains(allowed), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliEstimate)
#include "tst_cli_estimate.moc"
