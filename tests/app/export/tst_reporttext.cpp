// The Chinese PDF report's text can be copied and searched: pdftotext on the zh_CN report of every
// sample gives back the headline figures of the CLI's JSON for that sample (digits included) and
// the accelerators' names, and Chinese words come back as the ideographs they read as.
#include "../cli/clirunner.h"
#include "app/cli/cmd_export.h"
#include "app/i18n/i18n.h"
#include "core/bridge/engineinputs.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/workloads.h"
#include "exportfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

CliResult runExport(const QStringList &args)
{
    return runCli(args, cliCommands() << cli::exportCommand());
}

QString withoutSpaces(QString s)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return s.remove(space);
}

/// Yuan as a Chinese reader counts them: 亿元 from 1e8, 万元 from 1e4, two decimals, grouped.
QString yuan(double v)
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    if (std::abs(v) >= 1e8)
        return zh.toString(v / 1e8, 'f', 2) + QStringLiteral("亿元");
    if (std::abs(v) >= 1e4)
        return zh.toString(v / 1e4, 'f', 2) + QStringLiteral("万元");
    return zh.toString(v, 'f', 0) + QStringLiteral("元");
}

QJsonObject json(const QStringList &args)
{
    const CliResult r = runCli(args);
    if (r.exitCode != 0)
        return {};
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

/// A programme's Chinese report (issue 44): its total on its basis (tco --format json's
/// programme.total_cny, in 万元), and each pool's name (the sample's, in Chinese as the
/// library seeds it) and accelerator.
void programmeGivesBackItsFigures(const QJsonObject &tco, Scenario scenario, const QString &flat)
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const double total = tco.value(QStringLiteral("programme")).toObject().value(QStringLiteral("total_cny")).toDouble();
    QVERIFY(total > 0);
    const QString figure = yuan(total); // in 万元, as the dashboard shows it (issue 45)
    QVERIFY2(flat.contains(figure), qPrintable(figure));
    translateSampleTexts(scenario); // the export runs in zh_CN: the translator is installed
    for (const Pool &pool : std::as_const(scenario.pools)) {
        const QString name = poolDisplayName(pool.id); // the pool as the report names it, in Chinese
        QVERIFY2(!name.contains(QRegularExpression(QStringLiteral("[a-z]"))), qPrintable(name));
        QVERIFY2(flat.contains(withoutSpaces(name)), qPrintable(name));
        const Accelerator *acc = Catalog::builtIn().accelerator(pool.accelerator);
        QVERIFY(acc);
        QVERIFY2(flat.contains(withoutSpaces(acc->name)), qPrintable(acc->name));
    }
}

} // namespace

class TestReportText : public QObject {
    Q_OBJECT
private slots:
    void chineseReportGivesBackItsFigures_data();
    void chineseReportGivesBackItsFigures();
    void chineseReportModelHasNoEnglishWords_data();
    void chineseReportModelHasNoEnglishWords();
    void cleanupTestCase();
};

void TestReportText::chineseReportGivesBackItsFigures_data()
{
    QTest::addColumn<int>("index");
    const QStringList files = sampleFiles();
    for (qsizetype i = 0; i < files.size(); ++i)
        QTest::addRow("%s", qPrintable(QFileInfo(files.at(i)).completeBaseName())) << int(i);
    QVERIFY(files.size() >= 5);
}

void TestReportText::chineseReportGivesBackItsFigures()
{
    QFETCH(int, index);
    const auto samples = sampleScenarios();
    QVERIFY(samples && index < samples->size());
    const Scenario &scenario = samples->at(index);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("plan.cplan"));
    QVERIFY(cplan::writeFile(file, scenario));
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    const CliResult r = runExport({ QStringLiteral("export"), QStringLiteral("--scenario"), file, QStringLiteral("--what"), QStringLiteral("report"),
        QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--out"), pdf });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
    const QString flat = withoutSpaces(QString::fromUtf8(*text));

    // The headline: the recommended way to pay's after-tax NPV and its cash total (tco --format json).
    const QJsonObject tco = json({ QStringLiteral("tco"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
    if (!scenario.pools.isEmpty()) {
        programmeGivesBackItsFigures(tco, scenario, flat);
        return;
    }
    const QString recommended = tco.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("recommended")).toString();
    QVERIFY(!recommended.isEmpty());
    QJsonObject option;
    for (const QJsonValue &o : tco.value(QStringLiteral("options")).toArray()) {
        if (o.toObject().value(QStringLiteral("id")).toString() == recommended)
            option = o.toObject();
    }
    for (const char *key : { "npv_after_tax_cny", "total_cny" }) {
        const QString figure = yuan(option.value(QLatin1String(key)).toDouble());
        QVERIFY2(figure.size() > 4 && flat.contains(figure), qPrintable(QLatin1String(key) + QStringLiteral(": ") + figure));
    }
    // A training plan's recommended cluster: its size and accelerator (plan --format json).
    const QJsonObject plan = json({ QStringLiteral("plan"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
    const QJsonObject recommendedPlan = plan.value(QStringLiteral("recommended")).toObject();
    if (!recommendedPlan.isEmpty()) {
        const Accelerator *planned = Catalog::builtIn().accelerator(recommendedPlan.value(QStringLiteral("accelerator")).toString());
        QVERIFY(planned);
        const QString cluster = QLocale(QLocale::Chinese, QLocale::China).toString(recommendedPlan.value(QStringLiteral("gpus")).toInt())
            + QStringLiteral("×") + withoutSpaces(planned->name);
        QVERIFY2(flat.contains(cluster), qPrintable(cluster)); // e.g. 16×H800SXM80GB
    }
    // The plan's accelerator by name (the catalog's name, not translated).
    const Accelerator *acc = Catalog::builtIn().accelerator(bridge::primaryAccelerator(scenario));
    QVERIFY(acc);
    QVERIFY2(flat.contains(withoutSpaces(acc->name)), qPrintable(acc->name));
    // The title says 算力 (U+529B), not the Kangxi radical ⼒ (U+2F12) that shares its glyph.
    QVERIFY(flat.contains(QStringLiteral("算力规划")));
    QVERIFY(!flat.contains(QChar(0x2F12)));
    static const QRegularExpression radical(QStringLiteral("[\\x{2E80}-\\x{2FDF}]"));
    const QRegularExpressionMatch m = radical.match(flat);
    QVERIFY2(!m.hasMatch(), qPrintable(flat.mid(std::max<qsizetype>(0, m.capturedStart() - 20), 40)));
}

void TestReportText::chineseReportModelHasNoEnglishWords_data()
{
    chineseReportGivesBackItsFigures_data();
}

// What the dashboard and the report's reading pages show (the verdict, the answer blocks, the
// tiles, the charts' words, the advice and the network choice) has no English word left in
// zh_CN: an ASCII word of three letters or more is a unit, a product or a standard's name, or an
// acronym of the allow-list. (Sources and citations stay as published; they are not read here.)
void TestReportText::chineseReportModelHasNoEnglishWords()
{
    QFETCH(int, index);
    const auto samples = sampleScenarios();
    QVERIFY(samples && index < samples->size());
    QVERIFY(i18n::install(QStringLiteral("zh_CN")));
    const QLocale zh(QLocale::Chinese, QLocale::China);
    Scenario scenario = samples->at(index);
    translateSampleTexts(scenario); // as a library seeded in Chinese holds it
    const analysis::PlanReport r = analysis::analyse(scenario, zh);
    QStringList texts { r.verdict };
    if (r.isProgramme()) {
        QVERIFY(r.programme);
        texts << r.programme->total << r.programme->basisName << r.programme->option.name;
        for (const analysis::ProgrammePool &pool : r.programme->pools) {
            texts << pool.title << pool.workloads << pool.money << pool.supply << pool.supplyMix << pool.utilisation << pool.busy << pool.sensitivity;
            texts << pool.chart.title << pool.chart.caption << pool.chart.footnote << pool.chart.emptyReason << pool.chart.x.title << pool.chart.y.title;
            for (const chart::ChartSeries &series : pool.chart.series + pool.chart.lines)
                texts << series.name;
        }
    }
    texts << r.reasons;
    for (const auto &block : { r.answer, r.own }) {
        if (block)
            texts << block->lines();
    }
    for (const analysis::Kpi &k : r.kpis)
        texts << k.label << k.text << k.configuration << k.billing;
    for (const chart::ChartSpec &c : r.charts) {
        texts << c.title << c.subtitle << c.caption << c.footnote << c.emptyReason << c.x.title << c.y.title;
        for (const chart::ChartSeries &series : c.series)
            texts << series.name;
    }
    if (r.plan) {
        texts << r.plan->network.reason;
        for (const advice::Advice &a : r.plan->advice)
            texts << a.message;
    }
    static const QSet<QString> allowed { QStringLiteral("GPU"), QStringLiteral("NPU"), QStringLiteral("GiB"), QStringLiteral("TiB"),
        QStringLiteral("CNY"), QStringLiteral("USD"), QStringLiteral("NPV"), QStringLiteral("TCO"), QStringLiteral("MFU"), QStringLiteral("LoRA"),
        QStringLiteral("QLoRA"), QStringLiteral("MoE"), QStringLiteral("ZeRO"), QStringLiteral("SXM"), QStringLiteral("PCIe"), QStringLiteral("NVLink"),
        QStringLiteral("NVSwitch"), QStringLiteral("InfiniBand"), QStringLiteral("RoCE"), QStringLiteral("RDMA"), QStringLiteral("TCP"),
        QStringLiteral("HCCS"), QStringLiteral("HDR"), QStringLiteral("NDR"), QStringLiteral("GbE"), QStringLiteral("Ascend"), QStringLiteral("Huawei"),
        QStringLiteral("NVIDIA"), QStringLiteral("AMD"), QStringLiteral("Hygon"), QStringLiteral("Cambricon"), QStringLiteral("L40S"),
        QStringLiteral("BF16"), QStringLiteral("FP8"), QStringLiteral("FP16"), QStringLiteral("INT8"), QStringLiteral("TFLOP"), QStringLiteral("FLOP"),
        QStringLiteral("FLOPs"), QStringLiteral("TFLOPS"), QStringLiteral("GPUs"), QStringLiteral("TPOT"), QStringLiteral("TTFT"), QStringLiteral("KV"),
        QStringLiteral("AdamW"), QStringLiteral("Llama"), QStringLiteral("Qwen"), QStringLiteral("DeepSeek"), QStringLiteral("Megatron"),
        QStringLiteral("FSDP"), QStringLiteral("vLLM"), QStringLiteral("token"), QStringLiteral("tokens"), QStringLiteral("BIS"), QStringLiteral("EAR"),
        QStringLiteral("PUE"), QStringLiteral("IDC"), QStringLiteral("VAT"), QStringLiteral("CANN"), QStringLiteral("HBM"),
        QStringLiteral("Logits"), QStringLiteral("ECC"), QStringLiteral("ECCN"), QStringLiteral("BGP"), QStringLiteral("PDU"), QStringLiteral("TDP"),
        QStringLiteral("Gen4"), QStringLiteral("Gen5"), QStringLiteral("NVLink3"), QStringLiteral("NVLink4"), QStringLiteral("NVLink5"),
        // the acceptance checks' commands and what they print (nvidia-smi topo -m, ibstat, ib_send_bw)
        QStringLiteral("nvidia"), QStringLiteral("smi"), QStringLiteral("npu"), QStringLiteral("topo"), QStringLiteral("dmon"),
        QStringLiteral("ibstat"), QStringLiteral("send"), QStringLiteral("write"), QStringLiteral("hdr"), QStringLiteral("ndr"),
        QStringLiteral("Active"), QStringLiteral("HCA"), QStringLiteral("PIX"), QStringLiteral("PXB"), QStringLiteral("Switch") };
    // Citations are in ASCII brackets, kept as published ("(BIS rule 2023-10-17)"); translated
    // text uses full-width ones.
    static const QRegularExpression citation(QStringLiteral("\\([^()（）]*\\)"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9]*"));
    QStringList english;
    for (QString t : std::as_const(texts)) {
        t.remove(citation);
        for (const QRegularExpressionMatch &m : word.globalMatch(t)) {
            const QString w = m.captured();
            static const QRegularExpression letters(QStringLiteral("[A-Za-z]"));
            if (w.count(letters) >= 3 && !allowed.contains(w) && !r.scenario.name.contains(w) && !r.scenario.notes.contains(w))
                english << w + QStringLiteral(" in: ") + t.left(120);
        }
    }
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
}

void TestReportText::cleanupTestCase()
{
    i18n::install(QStringLiteral("en"));
}

QTEST_MAIN(TestReportText)
#include "tst_reporttext.moc"
