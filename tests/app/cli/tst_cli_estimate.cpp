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
};

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
    const CliResult r = runCli(base() + extra);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.contains(flag) && r.err.contains(allowed), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliEstimate)
#include "tst_cli_estimate.moc"
