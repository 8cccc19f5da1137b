// computeplanner-cli export: the contract (what × format, sizes, languages, files and the
// library) and one-line usage errors with exit status 2 for every bad flag.
#include "../cli/clirunner.h"
#include "app/cli/cmd_export.h"
#include "app/i18n/i18n.h"
#include "core/scenario/cplan.h"
#include "core/store/store.h"
#include "exportfixtures.h"

#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace cp;

namespace {
/// The CLI with `export` added, as computeplanner-cli's main offers it.
CliResult runExport(const QStringList &args)
{
    return runCli(args, cliCommands() << cli::exportCommand());
}
} // namespace

class TestCliExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void chartPngHasThePresetSize_data();
    void chartPngHasThePresetSize();
    void svgParsesAndCarriesTheTitle();
    void everyAllowedCombinationWrites_data();
    void everyAllowedCombinationWrites();
    void savedScenarioAndComparison();
    void badFlagsAreOneLineUsageErrors_data();
    void badFlagsAreOneLineUsageErrors();
    void formatFollowsTheOutFile();
    void unknownScenarioFails();
    void aRevisionReferenceExportsThatRevision();
    void programmeExportsItsReportAndWorkbook();

private:
    QStringList base(const QString &what, const QString &format, const QString &out) const
    {
        return { QStringLiteral("export"), QStringLiteral("--scenario"), m_file, QStringLiteral("--what"), what,
            QStringLiteral("--format"), format, QStringLiteral("--out"), out };
    }
    QTemporaryDir m_dir;
    QString m_file;
    QString m_other;
};

void TestCliExport::initTestCase()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    m_file = m_dir.filePath(QStringLiteral("plan.cplan"));
    m_other = m_dir.filePath(QStringLiteral("other.cplan"));
    for (const Scenario &s : *samples) {
        if (s.name.contains(QLatin1String("70B")))
            QVERIFY(cplan::writeFile(m_file, s));
        if (s.name.contains(QLatin1String("rent vs lease")))
            QVERIFY(cplan::writeFile(m_other, s));
    }
    QVERIFY(QFile::exists(m_file) && QFile::exists(m_other));
}

void TestCliExport::chartPngHasThePresetSize_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<QSize>("pixels");
    QTest::addRow("default is 1920x1080") << QString() << QSize(1920, 1080);
    QTest::addRow("4k preset") << "4k" << QSize(3840, 2160);
    QTest::addRow("custom size") << "1280x720" << QSize(1280, 720);
}

void TestCliExport::chartPngHasThePresetSize()
{
    QFETCH(QString, size);
    QFETCH(QSize, pixels);
    const QString out = m_dir.filePath(QStringLiteral("tco-%1.png").arg(pixels.width()));
    QStringList args = base(QStringLiteral("tco"), QStringLiteral("png"), out);
    if (!size.isEmpty())
        args << QStringLiteral("--size") << size;
    const CliResult r = runExport(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QImage image(out);
    QCOMPARE(image.size(), pixels);
    // Not blank: the chart put more than a few colours on the page.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 17)
        for (int x = 0; x < image.width(); x += 13)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 5);
}

void TestCliExport::svgParsesAndCarriesTheTitle()
{
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        const QString out = m_dir.filePath(QStringLiteral("memory-%1.svg").arg(lang));
        const CliResult r = runExport(base(QStringLiteral("memory"), QStringLiteral("svg"), out) << QStringLiteral("--lang") << lang);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Scenario s = *cplan::readFile(m_file, Catalog::builtIn());
        const QString title = analysis::analyse(s, QLocale(lang)).chart(QStringLiteral("memory"))->title;
        QXmlStreamReader xml(readAll(out));
        QString text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isCharacters())
                text += xml.text();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(text.contains(title), qPrintable(title));
    }
    cp::i18n::install(QStringLiteral("en"));
}

void TestCliExport::everyAllowedCombinationWrites_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("magic");
    QTest::addRow("chart as vector PDF") << "tornado"
                                         << "pdf" << QByteArray("%PDF");
    QTest::addRow("pareto chart as PNG") << "pareto"
                                         << "png" << QByteArray("\x89PNG");
    QTest::addRow("breakdown data as CSV") << "breakdown"
                                           << "csv" << QByteArray("\xEF\xBB\xBF");
    QTest::addRow("TCO as monthly cash-flow CSV") << "tco"
                                                  << "csv" << QByteArray("\xEF\xBB\xBF");
    QTest::addRow("report as PDF") << "report"
                                   << "pdf" << QByteArray("%PDF");
    QTest::addRow("workbook as XLSX") << "workbook"
                                      << "xlsx" << QByteArray("PK\x03\x04");
    QTest::addRow("board deck as PPTX") << "deck"
                                        << "pptx" << QByteArray("PK\x03\x04");
}

void TestCliExport::everyAllowedCombinationWrites()
{
    QFETCH(QString, what);
    QFETCH(QString, format);
    QFETCH(QByteArray, magic);
    const QString out = m_dir.filePath(what + QLatin1Char('.') + format);
    const CliResult r = runExport(base(what, format, out));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(out));
    QVERIFY(readAll(out).startsWith(magic));
}

void TestCliExport::savedScenarioAndComparison()
{
    const QString db = m_dir.filePath(QStringLiteral("library.sqlite"));
    {
        auto store = Store::open(db, StoreOptions { false, 5000, std::nullopt });
        QVERIFY(store);
        QVERIFY((*store)->save(*cplan::readFile(m_file, Catalog::builtIn())));
        QVERIFY((*store)->save(*cplan::readFile(m_file, Catalog::builtIn())));
        QVERIFY((*store)->save(*cplan::readFile(m_other, Catalog::builtIn())));
    }
    const QString name = cplan::readFile(m_file, Catalog::builtIn())->name;
    const QString other = cplan::readFile(m_other, Catalog::builtIn())->name;
    const QString pdf = m_dir.filePath(QStringLiteral("saved.pdf"));
    CliResult r = runExport({ QStringLiteral("export"), QStringLiteral("--scenario"), name, QStringLiteral("--db"), db, QStringLiteral("--what"),
        QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), pdf });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto text = tool(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext"
                   " (poppler-utils: installer/bootstrap installs it) is missing or failed");
    QVERIFY(text->contains("rev 2"));
    const QString xlsx = m_dir.filePath(QStringLiteral("compare.xlsx"));
    r = runExport({ QStringLiteral("export"), QStringLiteral("--compare"), name + QLatin1Char(',') + other, QStringLiteral("--db"), db,
        QStringLiteral("--what"), QStringLiteral("workbook"), QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("--out"), xlsx });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto listing = tool(QStringLiteral("unzip"), { QStringLiteral("-Z1"), xlsx });
    QVERIFY2(listing, "unzip (installer/bootstrap installs it) is missing or failed");
    QVERIFY(listing->contains("xl/worksheets/sheet4.xml"));
    const QString comparePdf = m_dir.filePath(QStringLiteral("compare.pdf"));
    r = runExport({ QStringLiteral("export"), QStringLiteral("--compare"), m_file + QLatin1Char(',') + m_other, QStringLiteral("--what"),
        QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), comparePdf, QStringLiteral("--page"),
        QStringLiteral("16x9") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readAll(comparePdf).startsWith("%PDF"));
}

void TestCliExport::badFlagsAreOneLineUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("flag");
    const QString f = QStringLiteral("FILE");
    QTest::addRow("unknown what") << QStringList { "--scenario", f, "--what", "pie", "--format", "png", "--out", "x" } << "--what";
    QTest::addRow("missing what") << QStringList { "--scenario", f, "--format", "png", "--out", "x" } << "--what";
    QTest::addRow("unknown format") << QStringList { "--scenario", f, "--what", "tco", "--format", "gif", "--out", "x" } << "--format";
    QTest::addRow("report as png") << QStringList { "--scenario", f, "--what", "report", "--format", "png", "--out", "x" } << "--format";
    QTest::addRow("workbook as pdf") << QStringList { "--scenario", f, "--what", "workbook", "--format", "pdf", "--out", "x" } << "--format";
    QTest::addRow("deck as pdf") << QStringList { "--scenario", f, "--what", "deck", "--format", "pdf", "--out", "x" } << "--format";
    QTest::addRow("report as pptx") << QStringList { "--scenario", f, "--what", "report", "--format", "pptx", "--out", "x" } << "--format";
    QTest::addRow("chart as xlsx") << QStringList { "--scenario", f, "--what", "tco", "--format", "xlsx", "--out", "x" } << "--format";
    QTest::addRow("missing format, out names none") << QStringList { "--scenario", f, "--what", "report", "--out", "x" } << "--format: missing; use --format pdf";
    QTest::addRow("missing out") << QStringList { "--scenario", f, "--what", "tco", "--format", "png" } << "--out";
    QTest::addRow("malformed size") << QStringList { "--scenario", f, "--what", "tco", "--format", "png", "--out", "x", "--size", "big" } << "--size";
    QTest::addRow("size too small") << QStringList { "--scenario", f, "--what", "tco", "--format", "png", "--out", "x", "--size", "10x10" } << "--size";
    QTest::addRow("size on a report") << QStringList { "--scenario", f, "--what", "report", "--format", "pdf", "--out", "x", "--size", "4k" } << "--size";
    QTest::addRow("unknown language") << QStringList { "--scenario", f, "--what", "tco", "--format", "png", "--out", "x", "--lang", "fr" } << "--lang";
    QTest::addRow("unknown page") << QStringList { "--scenario", f, "--what", "report", "--format", "pdf", "--out", "x", "--page", "a3" } << "--page";
    QTest::addRow("no scenario") << QStringList { "--what", "tco", "--format", "png", "--out", "x" } << "--scenario";
    QTest::addRow("scenario and compare") << QStringList { "--scenario", f, "--compare", "a,b", "--what", "report", "--format", "pdf", "--out", "x" } << "--scenario";
    QTest::addRow("compare a chart") << QStringList { "--compare", "a,b", "--what", "tco", "--format", "png", "--out", "x" } << "--compare";
    QTest::addRow("compare one plan") << QStringList { "--compare", "a", "--what", "report", "--format", "pdf", "--out", "x" } << "--compare";
}

void TestCliExport::badFlagsAreOneLineUsageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, flag);
    args.replaceInStrings(QStringLiteral("FILE"), m_file);
    const QString out = m_dir.filePath(QStringLiteral("x"));
    args.replaceInStrings(QRegularExpression(QStringLiteral("^x$")), out);
    const CliResult r = runExport(QStringList { QStringLiteral("export") } + args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    QVERIFY2(r.err.contains(flag), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

// Without --format the --out file's ending names the format when it is one --what allows.
void TestCliExport::formatFollowsTheOutFile()
{
    const QString out = m_dir.filePath(QStringLiteral("by-suffix.pdf"));
    const CliResult r = runExport({ QStringLiteral("export"), QStringLiteral("--scenario"), m_file, QStringLiteral("--what"), QStringLiteral("report"), QStringLiteral("--out"), out });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readAll(out).startsWith("%PDF-"));
}

void TestCliExport::unknownScenarioFails()
{
    const QString db = m_dir.filePath(QStringLiteral("empty.sqlite"));
    const QString out = m_dir.filePath(QStringLiteral("none.pdf"));
    const CliResult r = runExport({ QStringLiteral("export"), QStringLiteral("--scenario"), QStringLiteral("no such plan"), QStringLiteral("--db"), db,
        QStringLiteral("--what"), QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), out });
    QCOMPARE(r.exitCode, 2); // a name that does not exist is bad input
    QVERIFY(!QFile::exists(out));
}

void TestCliExport::aRevisionReferenceExportsThatRevision()
{
    // The same plan saved twice: "NAME@1" is its first revision (planref rule 3).
    const QString db = m_dir.filePath(QStringLiteral("revisions.sqlite"));
    const QString name = cplan::readFile(m_file, Catalog::builtIn())->name;
    {
        auto store = Store::open(db, StoreOptions { false, 5000, std::nullopt });
        QVERIFY(store);
        QVERIFY((*store)->save(*cplan::readFile(m_file, Catalog::builtIn())));
        QVERIFY((*store)->save(*cplan::readFile(m_file, Catalog::builtIn())));
    }
    const QString pdf = m_dir.filePath(QStringLiteral("revision1.pdf"));
    auto exportRef = [&](const QString &ref) {
        return runExport({ QStringLiteral("export"), QStringLiteral("--scenario"), ref, QStringLiteral("--db"), db, QStringLiteral("--what"),
            QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), pdf });
    };
    CliResult r = exportRef(name + QStringLiteral("@1"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const auto text = tool(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext (poppler-utils) is installed by the bootstrap");
    QVERIFY(text->contains("rev 1"));
    QVERIFY(!text->contains("rev 2"));
    // Revision 3 does not exist: bad input naming the range, and nothing written.
    QVERIFY(QFile::remove(pdf));
    r = exportRef(name + QStringLiteral("@3"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("1 to 2")), qPrintable(r.err));
    QVERIFY(!QFile::exists(pdf));
}

// Issue 44: the programme sample's report and workbook from the command line, in English and in
// Chinese: the report has the programme's section and total, the workbook its programme sheet and
// no single fleet's cash flows.
void TestCliExport::programmeExportsItsReportAndWorkbook()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    const QString file = m_dir.filePath(QStringLiteral("programme.cplan"));
    for (const Scenario &s : *samples) {
        if (!s.pools.isEmpty())
            QVERIFY(cplan::writeFile(file, s));
    }
    QVERIFY(QFile::exists(file));
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        const QString pdf = m_dir.filePath(QStringLiteral("programme-%1.pdf").arg(lang));
        const QString xlsx = m_dir.filePath(QStringLiteral("programme-%1.xlsx").arg(lang));
        const QStringList common { QStringLiteral("export"), QStringLiteral("--scenario"), file, QStringLiteral("--lang"), lang };
        CliResult r = runExport(common + QStringList { QStringLiteral("--what"), QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("--out"), pdf });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runExport(common + QStringList { QStringLiteral("--what"), QStringLiteral("workbook"), QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("--out"), xlsx });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The export installed the language's translations: the texts below are in it.
        Scenario scenario = *cplan::readFile(file, Catalog::builtIn());
        translateSampleTexts(scenario);
        const analysis::PlanReport report = analysis::analyse(scenario, QLocale(lang));
        QVERIFY(report.programme);
        const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
        QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
        const QString flat = QString::fromUtf8(*text).remove(QRegularExpression(QStringLiteral("\\s")));
        QVERIFY2(flat.contains(QString(report.programme->total).remove(QRegularExpression(QStringLiteral("\\s")))), qPrintable(report.programme->total));
        QVERIFY(flat.contains(QCoreApplication::translate("cp::exports", "Compute programme").remove(QLatin1Char(' '))));
        const QString book = QString::fromUtf8(tool(QStringLiteral("unzip"), { QStringLiteral("-p"), xlsx, QStringLiteral("xl/workbook.xml") }).value_or(QByteArray()));
        QVERIFY2(book.contains(QStringLiteral("name=\"%1\"").arg(QCoreApplication::translate("cp::exports", "Programme"))), qPrintable(book));
        QVERIFY(!book.contains(QStringLiteral("name=\"%1\"").arg(QCoreApplication::translate("cp::exports", "Cash flows"))));
    }
    cp::i18n::install(QStringLiteral("en"));
}

QTEST_MAIN(TestCliExport)
#include "tst_cli_export.moc"
