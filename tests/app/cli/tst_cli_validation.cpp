// The CLI and the .cplan importer refuse the same values with the same message: both read
// cp::fieldRules() (the GUI's FieldEdit does too; see tests/app/gui/tst_planeditor.cpp).
#include "app/cli/runflags.h"
#include "clirunner.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"
#include "tests/common/jsonpath.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cp;

class TestCliValidation : public QObject {
    Q_OBJECT
private slots:
    void cliAndImporterRefuseAlike_data();
    void cliAndImporterRefuseAlike();
    void everyMappedFlagHasARule_data();
    void everyMappedFlagHasARule();
    void errorsNameTheFlag_data();
    void errorsNameTheFlag();
    void missingRequiredFlagUsesTheRule();
    void bothVocabulariesAreAccepted_data();
    void bothVocabulariesAreAccepted();
    void wordsACommandCannotUseAreRefused();
};

namespace {

QStringList baseArgs(const QString &command)
{
    if (command == QLatin1String("estimate"))
        return { "estimate", "--layers", "32", "--hidden", "4096", "--heads", "32", "--seq-len", "4096",
            "--accelerator", "h100-sxm-80gb", "--gpus", "8" };
    if (command == QLatin1String("plan"))
        return { "plan", "--preset", "llama2-7b", "--seq-len", "4096", "--tokens", "1T", "--accelerators", "h100-sxm-80gb",
            "--max-gpus", "64" };
    return { "tco", "--horizon-months", "12" };
}

// The first sample with a custom model (model.* fields are only checked for custom models).
QJsonObject sampleJson()
{
    QFile f(sampleFiles().constFirst());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o.insert(QStringLiteral("model"), QJsonObject { { "preset", "custom" }, { "layers", 32 }, { "hidden", 4096 }, { "heads", 32 }, { "kv_heads", 8 }, { "ffn", 11008 }, { "swiglu", true }, { "vocab", 32000 }, { "experts", 0 }, { "top_k", 0 } });
    return o;
}

QJsonObject setPath(const QJsonObject &root, const QStringList &path, const QJsonValue &value) { return setJsonPath(root, path, value); }

} // namespace

void TestCliValidation::cliAndImporterRefuseAlike_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    const auto row = [](const char *command, const char *flag, const char *path, const char *text) {
        QTest::addRow("%s --%s %s", command, flag, text) << QString::fromLatin1(command) << QString::fromLatin1(flag)
                                                         << QString::fromLatin1(path) << QString::fromUtf8(text);
    };
    row("estimate", "layers", "model.layers", "0");
    row("estimate", "layers", "model.layers", "1001");
    row("estimate", "hidden", "model.hidden", "32");
    row("estimate", "hidden", "model.hidden", "262144");
    row("estimate", "heads", "model.heads", "2048");
    row("estimate", "kv-heads", "model.kv_heads", "2048");
    row("estimate", "ffn", "model.ffn", "1M");
    row("estimate", "vocab", "model.vocab", "500");
    row("estimate", "seq-len", "training.seq_len", "64");
    row("estimate", "seq-len", "training.seq_len", "2M");
    row("estimate", "tokens", "training.tokens", "2000T");
    row("estimate", "tokens", "training.tokens", "1000");
    row("estimate", "dataset-tb", "training.dataset_tb", "1e6");
    row("estimate", "lora-rank", "training.lora_rank", "2048");
    row("estimate", "global-batch", "training.global_batch", "2M");
    row("estimate", "gpus", "hardware.gpus", "200000");
    row("estimate", "gpus-per-node", "hardware.gpus_per_node", "128");
    row("estimate", "tp", "hardware.layout.tp", "128");
    row("estimate", "pp", "hardware.layout.pp", "512");
    row("estimate", "dp", "hardware.layout.dp", "1M");
    row("estimate", "zero", "hardware.layout.zero", "4");
    row("estimate", "interleave", "hardware.layout.interleave", "129");
    row("estimate", "micro-batch", "hardware.layout.micro_batch", "8192");
    row("estimate", "precision", "training.precision", "fp4");
    row("estimate", "recompute", "hardware.layout.recompute", "some");
    row("estimate", "mode", "training.mode", "dpo");
    row("estimate", "language", "training.language", "klingon");
    row("plan", "seq-len", "training.seq_len", "100");
    row("plan", "tp", "hardware.layout.tp", "65");
    row("plan", "deadline-days", "constraints.deadline_days", "0.5");
    row("plan", "deadline-days", "constraints.deadline_days", "4000");
    row("plan", "budget-cny", "constraints.budget_cny", "2000亿");
    row("plan", "budget-cny", "constraints.budget_cny", "-5");
    row("plan", "objective", "constraints.objective", "cheap");
    row("plan", "pay", "constraints.pay", "yearly");
    row("plan", "gpus-per-node", "hardware.gpus_per_node", "0");
    row("tco", "gpus", "hardware.gpus", "0");
    row("tco", "horizon-months", "tco.horizon_months", "61");
    row("tco", "discount-rate", "tco.discount_rate", "0.6");
    row("tco", "utilisation", "tco.utilisation", "1.2");
    row("tco", "gpu-hours-per-month", "tco.demand.monthly_gpu_hours", "2G");
    row("tco", "loan-rate", "tco.loan.annual_rate", "0.51");
    row("tco", "loan-term-months", "tco.loan.term_months", "361");
    row("tco", "demand", "tco.demand.template", "bursty");
}

void TestCliValidation::cliAndImporterRefuseAlike()
{
    QFETCH(QString, command);
    QFETCH(QString, flag);
    QFETCH(QString, path);
    QFETCH(QString, text);
    const QString message = fieldRule(path).message();

    const CliResult r = runCli(withFlags(baseArgs(command), { QStringLiteral("--") + flag, text }));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.contains(QStringLiteral("--%1 '%2'").arg(flag, text)), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err + QStringLiteral(" lacks ") + message));
    QVERIFY(r.out.isEmpty());

    const auto number = parseNumberText(text);
    const QJsonValue value = fieldRule(path).kind == FieldRule::Kind::Choice ? QJsonValue(text) : QJsonValue(number.value_or(-1));
    QVERIFY(value.isString() || number);
    const QJsonObject file = setPath(sampleJson(), path.split(QLatin1Char('.')), value);
    const auto imported = cplan::fromBytes(QJsonDocument(file).toJson(), Catalog::builtIn());
    QVERIFY(!imported);
    bool found = false;
    for (const Error &e : imported.errors())
        found = found || (e.path == path && e.message == message);
    QVERIFY2(found, qPrintable(joinErrors(imported.errors())));
}

void TestCliValidation::everyMappedFlagHasARule_data()
{
    QTest::addColumn<QString>("flag");
    for (const char *f : { "layers", "hidden", "heads", "kv-heads", "ffn", "vocab", "mode", "lora-rank", "precision", "seq-len",
             "tokens", "dataset-tb", "language", "global-batch", "gpus", "gpus-per-node", "tp", "pp", "dp", "zero", "recompute",
             "interleave", "micro-batch", "deadline-days", "budget-cny", "objective", "pay", "horizon-months", "discount-rate",
             "utilisation", "options", "demand", "gpu-hours-per-month", "loan-rate", "loan-term-months" })
        QTest::addRow("--%s", f) << QString::fromLatin1(f);
}

void TestCliValidation::everyMappedFlagHasARule()
{
    QFETCH(QString, flag);
    const QString path = cli::fieldPathOf(flag);
    QVERIFY(!path.isEmpty());
    bool known = false;
    for (const FieldRule &rule : fieldRules())
        known = known || rule.path == path;
    QVERIFY2(known, qPrintable(path));
    QCOMPARE(cli::flagFor(path), QStringLiteral("--") + flag);
}

void TestCliValidation::errorsNameTheFlag_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("flag");
    QTest::addRow("a scenario layout path") << "hardware.layout.tp"
                                            << "--tp";
    QTest::addRow("a scenario demand path") << "tco.demand.monthly_gpu_hours"
                                            << "--gpu-hours-per-month";
    QTest::addRow("a list entry") << "tco.options[2]"
                                  << "--options";
    QTest::addRow("an estimate layout path") << "layout.micro_batch"
                                             << "--micro-batch";
    QTest::addRow("an estimate hardware path") << "hardware.accelerator"
                                               << "--accelerator";
    QTest::addRow("a path without a field") << "layout"
                                            << "layout";
}

void TestCliValidation::errorsNameTheFlag()
{
    QFETCH(QString, path);
    QFETCH(QString, flag);
    QCOMPARE(cli::flagFor(path), flag);
}

void TestCliValidation::missingRequiredFlagUsesTheRule()
{
    const CliResult r = runCli({ "estimate", "--preset", "llama2-7b", "--seq-len", "4096", "--accelerator", "h100-sxm-80gb" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--gpus: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(readFieldNumber(QStringLiteral("hardware.gpus"), QString()).error), qPrintable(r.err));
}

void TestCliValidation::bothVocabulariesAreAccepted_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("--language english (CLI word)") << baseArgs("estimate") + QStringList { "--dataset-tb", "1", "--language", "english" };
    QTest::addRow("--language zh (scenario word)") << baseArgs("estimate") + QStringList { "--dataset-tb", "1", "--language", "zh" };
    QTest::addRow("--language mixed (scenario word)") << baseArgs("estimate") + QStringList { "--dataset-tb", "1", "--language", "mixed" };
    QTest::addRow("--options on_demand,commitment (CLI words)") << baseArgs("tco") + QStringList { "--options", "on_demand,commitment" };
    QTest::addRow("--options on-demand,monthly (scenario words)") << baseArgs("tco") + QStringList { "--options", "on-demand,monthly" };
    QTest::addRow("--demand plan (CLI word)") << baseArgs("tco") + QStringList { "--demand", "plan", "--campaign", "2:5000" };
    QTest::addRow("--demand from_plan (scenario word)") << baseArgs("tco") + QStringList { "--demand", "from_plan", "--campaign", "2:5000" };
    QTest::addRow("a budget in 万") << baseArgs("plan") + QStringList { "--budget-cny", "50万", "--deadline-days", "60" };
}

void TestCliValidation::bothVocabulariesAreAccepted()
{
    QFETCH(QStringList, args);
    const CliResult r = runCli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

void TestCliValidation::wordsACommandCannotUseAreRefused()
{
    const CliResult r = runCli(baseArgs("estimate") + QStringList { "--mode", "inference" });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--mode 'inference'")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("pretrain|full|lora|qlora")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliValidation)
#include "tst_cli_validation.moc"
