// computeplanner-cli serve: the JSON contract of issue 20, the text format and refused flags.
#include "tests/app/cli/clirunner.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

QStringList base(const char *accelerator = "h20-96gb")
{
    return { QStringLiteral("serve"), QStringLiteral("--preset"), QStringLiteral("llama3-70b"), QStringLiteral("--accelerator"),
        QLatin1String(accelerator), QStringLiteral("--qps"), QStringLiteral("10"), QStringLiteral("--prompt-tokens"),
        QStringLiteral("1024"), QStringLiteral("--output-tokens"), QStringLiteral("256"), QStringLiteral("--ttft-ms"),
        QStringLiteral("2000"), QStringLiteral("--tpot-ms"), QStringLiteral("50") };
}

QJsonObject runJson(const QStringList &args, int &exitCode)
{
    const CliResult r = runCli(args);
    exitCode = r.exitCode;
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestCliServe : public QObject {
    Q_OBJECT
private slots:
    void everyContractKeyIsPresent();
    void cardsAreReplicasTimesTp();
    void costPerMillionOutputTokensByHand();
    void pcieNeedsMoreCardsThanNvlink();
    void quantisedWeightsNeedFewerCards();
    void customModelAndMoePreset();
    void textFormat();
    void tooBigSaysItDoesNotFit();
    void badFlags_data();
    void badFlags();
};

void TestCliServe::everyContractKeyIsPresent()
{
    int rc = -1;
    const QJsonObject o = runJson(base() << QStringLiteral("--format") << QStringLiteral("json"), rc);
    QCOMPARE(rc, 0);
    for (const char *key : { "replica", "replicas", "cards", "fits", "cny_per_million_output_tokens", "price_key", "step_breakdown_ms" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    const QJsonObject replica = o.value(QStringLiteral("replica")).toObject();
    for (const char *key : { "tp", "cards", "concurrency", "ttft_ms", "tpot_ms", "tokens_per_s" })
        QVERIFY2(replica.contains(QLatin1String(key)), key);
    const QJsonObject step = o.value(QStringLiteral("step_breakdown_ms")).toObject();
    for (const char *key : { "weights_read", "kv_read", "compute", "tp_comm" })
        QVERIFY2(step.contains(QLatin1String(key)), key);
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
    QCOMPARE(o.value(QStringLiteral("price_key")).toString(), QStringLiteral("cloud.h20-96gb.on_demand"));
    // the parts add up to the time per output token
    const double sum = step.value(QStringLiteral("weights_read")).toDouble() + step.value(QStringLiteral("kv_read")).toDouble()
        + step.value(QStringLiteral("compute")).toDouble() + step.value(QStringLiteral("tp_comm")).toDouble();
    QVERIFY(std::abs(sum - replica.value(QStringLiteral("tpot_ms")).toDouble()) < 1e-9);
    QVERIFY(replica.value(QStringLiteral("tpot_ms")).toDouble() <= 50);
    QVERIFY(replica.value(QStringLiteral("ttft_ms")).toDouble() <= 2000);
    // the default format is JSON
    const QJsonObject plain = runJson(base(), rc);
    QCOMPARE(rc, 0);
    QCOMPARE(plain, o);
}

void TestCliServe::cardsAreReplicasTimesTp()
{
    int rc = -1;
    const QJsonObject o = runJson(base(), rc);
    QCOMPARE(rc, 0);
    const QJsonObject replica = o.value(QStringLiteral("replica")).toObject();
    QCOMPARE(replica.value(QStringLiteral("cards")).toInt(), replica.value(QStringLiteral("tp")).toInt());
    QCOMPARE(o.value(QStringLiteral("cards")).toInt(), o.value(QStringLiteral("replicas")).toInt() * replica.value(QStringLiteral("tp")).toInt());
    // tokens_per_s = concurrency / tpot
    const double tps = replica.value(QStringLiteral("concurrency")).toDouble() / (replica.value(QStringLiteral("tpot_ms")).toDouble() / 1000);
    QVERIFY(std::abs(replica.value(QStringLiteral("tokens_per_s")).toDouble() / tps - 1) < 1e-9);
}

// Cost per million output tokens = cards x CNY per card-hour / (qps x output tokens x 3600) x 1e6;
// the H20 typical on-demand price in the price book is 11.78 CNY per GPU-hour (the H100 30-day
// average 13.01 scaled by the index ratio 7.50/8.28; resources/data/price-book.csv).
void TestCliServe::costPerMillionOutputTokensByHand()
{
    int rc = -1;
    const QJsonObject o = runJson(base(), rc);
    QCOMPARE(rc, 0);
    const double expected = o.value(QStringLiteral("cards")).toInt() * 11.78 / (10.0 * 256 * 3600) * 1e6;
    QVERIFY2(std::abs(o.value(QStringLiteral("cny_per_million_output_tokens")).toDouble() / expected - 1) < 1e-9,
        qPrintable(QString::number(o.value(QStringLiteral("cny_per_million_output_tokens")).toDouble())));
}

void TestCliServe::pcieNeedsMoreCardsThanNvlink()
{
    int rc = -1;
    const QJsonObject l40s = runJson(base("l40s-48gb"), rc);
    QCOMPARE(rc, 0);
    const QJsonObject h20 = runJson(base("h20-96gb"), rc);
    QCOMPARE(rc, 0);
    QVERIFY(l40s.value(QStringLiteral("cards")).toInt() > h20.value(QStringLiteral("cards")).toInt());
    QCOMPARE(l40s.value(QStringLiteral("scale_up_fabric")).toString(), QStringLiteral("PCIe Gen4 x16"));
}

void TestCliServe::quantisedWeightsNeedFewerCards()
{
    int rc = -1;
    const QJsonObject bf16 = runJson(base("l40s-48gb"), rc);
    const QJsonObject int4 = runJson(base("l40s-48gb") << QStringLiteral("--weight-bits") << QStringLiteral("4"), rc);
    QCOMPARE(rc, 0);
    QVERIFY(int4.value(QStringLiteral("cards")).toInt() < bf16.value(QStringLiteral("cards")).toInt());
    const QJsonObject kv8 = runJson(base("l40s-48gb") << QStringLiteral("--kv-bits") << QStringLiteral("8"), rc);
    QCOMPARE(rc, 0);
    QVERIFY(kv8.value(QStringLiteral("step_breakdown_ms")).toObject().value(QStringLiteral("kv_read")).toDouble()
        < bf16.value(QStringLiteral("step_breakdown_ms")).toObject().value(QStringLiteral("kv_read")).toDouble());
}

void TestCliServe::customModelAndMoePreset()
{
    int rc = -1;
    const QJsonObject custom = runJson({ QStringLiteral("serve"), QStringLiteral("--layers"), QStringLiteral("32"), QStringLiteral("--hidden"),
                                           QStringLiteral("4096"), QStringLiteral("--heads"), QStringLiteral("32"), QStringLiteral("--swiglu"),
                                           QStringLiteral("--ffn"), QStringLiteral("11008"), QStringLiteral("--accelerator"),
                                           QStringLiteral("l40s-48gb"), QStringLiteral("--qps"), QStringLiteral("2") },
        rc);
    QCOMPARE(rc, 0);
    QCOMPARE(custom.value(QStringLiteral("replica")).toObject().value(QStringLiteral("tp")).toInt(), 1); // 13.5 GB of weights
    const QJsonObject moe = runJson({ QStringLiteral("serve"), QStringLiteral("--preset"), QStringLiteral("deepseek-v3"),
                                        QStringLiteral("--accelerator"), QStringLiteral("h200-sxm-141gb"), QStringLiteral("--weight-bits"),
                                        QStringLiteral("8"), QStringLiteral("--qps"), QStringLiteral("1") },
        rc);
    QCOMPARE(rc, 0);
    QVERIFY(moe.value(QStringLiteral("fits")).toBool()); // 671 GB of FP8 weights on 8 x 141 GB
    QCOMPARE(moe.value(QStringLiteral("replica")).toObject().value(QStringLiteral("tp")).toInt(), 8);
}

void TestCliServe::textFormat()
{
    const CliResult r = runCli(base() << QStringLiteral("--format") << QStringLiteral("text"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("replica: TP ")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("decode step: weights ")));
    QVERIFY(r.out.contains(QStringLiteral("CNY per million output tokens")));
}

void TestCliServe::tooBigSaysItDoesNotFit()
{
    int rc = -1;
    const QJsonObject o = runJson({ QStringLiteral("serve"), QStringLiteral("--preset"), QStringLiteral("llama3-405b"),
                                      QStringLiteral("--accelerator"), QStringLiteral("a30-24gb"), QStringLiteral("--qps"), QStringLiteral("1") },
        rc);
    QCOMPARE(rc, 0); // a legitimate answer, not bad input
    QVERIFY(!o.value(QStringLiteral("fits")).toBool());
    QCOMPARE(o.value(QStringLiteral("cards")).toInt(), 0);
    QVERIFY(o.value(QStringLiteral("cny_per_million_output_tokens")).isNull());
}

void TestCliServe::badFlags_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const auto s = [](const char *t) { return QLatin1String(t); };
    QTest::addRow("no --qps") << QStringList { s("serve"), s("--preset"), s("llama3-8b"), s("--accelerator"), s("l4-24gb") } << "--qps";
    QTest::addRow("no --accelerator") << QStringList { s("serve"), s("--preset"), s("llama3-8b"), s("--qps"), s("1") } << "--accelerator";
    QTest::addRow("unknown accelerator") << withFlags(base(), { s("--accelerator"), s("h900") }) << "h900";
    QTest::addRow("zero qps") << withFlags(base(), { s("--qps"), s("0") }) << "--qps";
    QTest::addRow("weight bits 3") << withFlags(base(), { s("--weight-bits"), s("3") }) << "--weight-bits";
    QTest::addRow("kv bits 4") << withFlags(base(), { s("--kv-bits"), s("4") }) << "--kv-bits";
    QTest::addRow("tpot 0 ms") << withFlags(base(), { s("--tpot-ms"), s("0") }) << "--tpot-ms";
    QTest::addRow("negative ttft") << withFlags(base(), { s("--ttft-ms"), s("-5") }) << "--ttft-ms";
    QTest::addRow("zero output tokens") << withFlags(base(), { s("--output-tokens"), s("0") }) << "--output-tokens";
    QTest::addRow("format csv") << withFlags(base(), { s("--format"), s("csv") }) << "--format";
    QTest::addRow("tp across nodes") << withFlags(base(), { s("--tp"), s("16") }) << "--tp";
    QTest::addRow("unknown preset") << QStringList { s("serve"), s("--preset"), s("gpt-9"), s("--accelerator"), s("l4-24gb"), s("--qps"), s("1") }
                                    << "--preset";
    QTest::addRow("stray argument") << (base() << s("extra")) << "extra";
}

void TestCliServe::badFlags()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, int(cp::cli::BadInput));
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliServe)
#include "tst_cli_serve.moc"
