// The PDF report: real file properties (header, page count against the planned sections, page
// size, embedded fonts with the Simplified Chinese face for zh_CN, the text on the pages).
#include "app/export/ledger.h"
#include "app/export/pdfpaginator.h"
#include "app/export/reportpdf.h"
#include "core/bridge/engineinputs.h"
#include "core/units/format.h"
#include "exportfixtures.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::exports;

namespace {

int pageObjects(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

QString withoutSpaces(QString text)
{
    text = text.normalized(QString::NormalizationForm_KC); // ligatures ("ﬁ") back to letters
    text.remove(QChar(0x200B));
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

ReportOptions options(const QLocale &locale, PageFormat page = PageFormat::A4Landscape)
{
    return ReportOptions { locale, page, 7, QDateTime(QDate(2026, 3, 1), QTime(9, 30), Qt::UTC) };
}

} // namespace

class TestReportPdf : public QObject {
    Q_OBJECT
private slots:
    void pagesMatchTheSections_data();
    void pagesMatchTheSections();
    void everyChartAndLedgerKeyIsOnAPage();
    void inferenceChecklistDescribesTheSizedFleet();
    void chineseUsesTheEmbeddedSimplifiedChineseFace();
    void slidePagesAreSixteenByNine();
    void comparisonHasATableAndEachPlan();
    void unwritableFolderIsAnError();
    void rangesAndCalibrationPointsAreListed();
    void programmeReportCarriesItsPools();
    void chineseReportNamesNoKeysOutsideTheLedger_data();
    void chineseReportNamesNoKeysOutsideTheLedger();
};

void TestReportPdf::pagesMatchTheSections_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<bool>("withCharts");
    QTest::addRow("pre-training with every chart") << "03-70b" << true;
    QTest::addRow("the same plan without charts has fewer pages") << "03-70b" << false;
    QTest::addRow("rent vs lease vs build") << "05-16x" << true;
    QTest::addRow("inference sizing") << "04-inference" << true;
}

void TestReportPdf::pagesMatchTheSections()
{
    QFETCH(QString, sample);
    QFETCH(bool, withCharts);
    analysis::PlanReport report = sampleReport(sample);
    QVERIFY(!report.scenario.name.isEmpty());
    int charts = 0;
    for (const chart::ChartSpec &c : report.charts)
        charts += c.isEmpty() ? 0 : 1;
    if (!withCharts) {
        report.charts.clear();
        charts = 0;
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const QStringList pages = reportPages(report, options(QLocale(QLocale::English)));
    QVERIFY(exportReportPdf(report, path, options(QLocale(QLocale::English))));
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pageObjects(pdf), pages.size());
    // Cover, verdict, configuration, one page per chart, checklist, ledger and audit at least.
    QVERIFY2(pages.size() >= 6 + charts, qPrintable(pages.join(QStringLiteral(" | "))));
    // The sections in the documented order, each once (the cover has no title): what follows a
    // section's first page can only be that section continued.
    QStringList sections { QString(), QStringLiteral("Verdict and key figures") };
    if (report.tco) // the table of each way of paying (analysis::moneyTable), as on the dashboard
        sections << QStringLiteral("Each way of paying");
    sections << QStringLiteral("Recommended configuration");
    // A chart that is not drawn has no page (its reason follows the configuration).
    for (const chart::ChartSpec &c : report.charts) {
        if (!c.showsReasonInstead())
            sections << c.title;
        else
            QVERIFY(!pages.contains(c.title));
    }
    sections << QStringLiteral("Decision checklist and advice") << QStringLiteral("Assumptions ledger")
             << QStringLiteral("Appendix: how the headline numbers were computed") << QStringLiteral("Audit stamp");
    QStringList firstPages;
    for (const QString &title : pages) {
        if (title.endsWith(QStringLiteral(" (continued)")))
            QCOMPARE(title.chopped(12), firstPages.constLast());
        else
            firstPages << title;
    }
    QCOMPARE(firstPages, sections);
    QCOMPARE(pages.count(QStringLiteral("Assumptions ledger")), 1);
    QCOMPARE(pages.constLast(), QStringLiteral("Audit stamp"));
    for (const chart::ChartSpec &c : report.charts)
        QCOMPARE(pages.contains(c.title), !c.showsReasonInstead());
    QVERIFY(pdf.contains("/FontFile2"));
    const auto info = tool(QStringLiteral("pdfinfo"), { path });
    QVERIFY2(info, "pdfinfo"
                   " (poppler-utils: installer/bootstrap installs it) is missing or failed");
    {
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(*info));
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1).toInt(), pages.size());
        QVERIFY(info->contains("842 x 595"));
    }
}

void TestReportPdf::everyChartAndLedgerKeyIsOnAPage()
{
    const analysis::PlanReport report = sampleReport(QStringLiteral("03-70b"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(exportReportPdf(report, path, options(QLocale(QLocale::English))));
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext"
                   " (poppler-utils: installer/bootstrap installs it) is missing or failed");
    const QString all = QString::fromUtf8(*text);
    const QString flat = withoutSpaces(all);
    const int n = int(reportPages(report, options(QLocale(QLocale::English))).size());
    QVERIFY(all.contains(QStringLiteral("Page %1 of %1").arg(n)));
    QVERIFY(flat.contains(withoutSpaces(report.verdict)));
    QVERIFY(flat.contains(withoutSpaces(report.scenario.name)));
    for (const analysis::Kpi &k : report.kpis)
        QVERIFY2(flat.contains(withoutSpaces(k.text)), qPrintable(k.text));
    const QList<LedgerRow> rows = ledger(report);
    QVERIFY(rows.size() >= 10);
    bool anyAssumption = false;
    for (const LedgerRow &r : rows) {
        QVERIFY2(flat.contains(withoutSpaces(r.price.key)), qPrintable(r.price.key));
        anyAssumption = anyAssumption || r.assumption;
    }
    QVERIFY(anyAssumption);
    QVERIFY(all.contains(QStringLiteral("assumption")));
    QVERIFY(all.contains(QStringLiteral("rev 7")));
    QVERIFY(all.contains(QStringLiteral("2026-03-01T09:30:00Z")));
    QVERIFY(all.contains(QStringLiteral("Compute Planner " CP_VERSION)));
    // The appendix explains every headline number: its formula and sources are printed.
    QVERIFY(all.contains(QStringLiteral("Appendix: how the headline numbers were computed")));
    for (const analysis::Kpi &k : report.kpis) {
        QVERIFY2(!k.why.isEmpty(), qPrintable(k.id));
        QVERIFY2(flat.contains(withoutSpaces(k.why.formula)), qPrintable(k.id));
    }
    QVERIFY(all.contains(QStringLiteral("Korthikanti")));
}

void TestReportPdf::inferenceChecklistDescribesTheSizedFleet()
{
    // Sample 04 (72B served on Ascend 910B, 2 servers of 8 cards) with its demand as a share of
    // the fleet, 40%, and three times the load: the serving estimate needs more than 16 cards, so
    // the TCO prices a larger fleet, 40% busy. The checklist must judge that fleet: 40% is below
    // the 60% of "utilisation is high" (a checklist rebuilt on the 16 cards of the file would
    // count the larger fleet's demand against 16 cards and find it high).
    analysis::PlanReport sample = sampleReport(QStringLiteral("04-inference"));
    Scenario s = sample.scenario;
    s.tco.demand.monthlyGpuHours = 0;
    s.tco.utilisation = 0.4;
    s.workloads.clear(); // the utilisation counts for a plan that does not list its work
    s.inference.qps *= 3;
    const analysis::PlanReport report = analysis::analyse(s, QLocale(QLocale::English));
    QVERIFY(report.tco);
    QVERIFY2(report.tcoGpus >= 16 * 0.6 / 0.4, qPrintable(QString::number(report.tcoGpus)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(exportReportPdf(report, path, options(QLocale(QLocale::English))));
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
    const QString flat = withoutSpaces(QString::fromUtf8(*text));
    QVERIFY(flat.contains(withoutSpaces(QStringLiteral("Decision checklist and advice"))));
    QVERIFY2(!flat.contains(withoutSpaces(QStringLiteral("utilisation is high"))), "the checklist judged the file's 16 cards, not the priced fleet");
}

void TestReportPdf::chineseUsesTheEmbeddedSimplifiedChineseFace()
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const analysis::PlanReport report = sampleReport(QStringLiteral("03-70b"), zh);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("报告.pdf"));
    QVERIFY(exportReportPdf(report, path, options(zh)));
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.contains("/FontFile2"));
    QVERIFY2(pdf.contains("NotoSansCJKsc"), "the Simplified Chinese face is not in the PDF");
    QVERIFY(!pdf.contains("NotoSansCJKjp"));
    const auto fonts = tool(QStringLiteral("pdffonts"), { path });
    QVERIFY2(fonts, "pdffonts"
                    " (poppler-utils: installer/bootstrap installs it) is missing or failed");
    {
        const QStringList lines = QString::fromUtf8(*fonts).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QVERIFY(!lines.isEmpty());
        bool cjk = false;
        for (const QString &line : lines) {
            const QStringList cols = line.simplified().split(QLatin1Char(' '));
            QVERIFY2(cols.size() >= 5 && cols.at(cols.size() - 5) == QLatin1String("yes"), qPrintable(line)); // emb column
            cjk = cjk || line.contains(QLatin1String("NotoSansCJKsc"));
        }
        QVERIFY(cjk);
    }
}

void TestReportPdf::slidePagesAreSixteenByNine()
{
    const analysis::PlanReport report = sampleReport(QStringLiteral("05-16x"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slides.pdf"));
    QVERIFY(exportReportPdf(report, path, options(QLocale(QLocale::English), PageFormat::Slide16x9)));
    const QByteArray pdf = readAll(path);
    const QRegularExpressionMatch box = QRegularExpression(QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([\\d.]+)\\s+([\\d.]+)")).match(QString::fromLatin1(pdf));
    QVERIFY(box.hasMatch());
    QCOMPARE(qRound(box.captured(1).toDouble() / box.captured(2).toDouble() * 900), 1600);
    QCOMPARE(pageObjects(pdf), reportPages(report, options(QLocale(QLocale::English), PageFormat::Slide16x9)).size());
    // Smaller pages hold less: the slide report is never shorter than the A4 one.
    QVERIFY(reportPages(report, options(QLocale(QLocale::English), PageFormat::Slide16x9)).size()
        >= reportPages(report, options(QLocale(QLocale::English))).size());
}

void TestReportPdf::comparisonHasATableAndEachPlan()
{
    const QList<analysis::PlanReport> reports { sampleReport(QStringLiteral("03-70b")), sampleReport(QStringLiteral("05-16x")) };
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("compare.pdf"));
    QVERIFY(exportComparisonPdf(reports, path, options(QLocale(QLocale::English))));
    const QStringList pages = comparisonPages(reports, options(QLocale(QLocale::English)));
    QCOMPARE(pageObjects(readAll(path)), pages.size());
    QCOMPARE(pages.count(QStringLiteral("Audit stamp")), 2);
    QVERIFY(pages.contains(QStringLiteral("Plans side by side")));
    // The comparison's own charts over the one 36-month horizon, before the plans' reports.
    auto titled = [&pages](const QString &start) {
        return std::any_of(pages.begin(), pages.end(), [&start](const QString &t) { return t.startsWith(start); });
    };
    QVERIFY(titled(QStringLiteral("Cumulative cost of the compared plans over 36 month")));
    QVERIFY(titled(QStringLiteral("What drives the 36-month gap between")));
    QVERIFY(titled(QStringLiteral("Cost by line item over 36 month")));
    // A page title longer than the line ("What drives the 36-month gap between 70B pre-training on
    // H800 vs cloud and 16×H800: rent vs …") is set smaller or wrapped, never cut at the page's edge:
    // the PDF's text gives it back whole.
    const auto longest = std::max_element(pages.begin(), pages.end(), [](const QString &a, const QString &b) { return a.size() < b.size(); });
    QFont heading;
    heading.setPixelSize(28);
    heading.setBold(true);
    QVERIFY(QFontMetricsF(heading).horizontalAdvance(*longest) > Paginator(PageFormat::A4Landscape, {}).contentWidth());
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
    QVERIFY2(withoutSpaces(QString::fromUtf8(*text)).contains(withoutSpaces(*longest)), qPrintable(*longest));
    const int single = int(reportPages(reports.at(0), options(QLocale(QLocale::English))).size()
        + reportPages(reports.at(1), options(QLocale(QLocale::English))).size());
    QVERIFY(pages.size() >= single); // two plans' pages (less their covers) plus cover and table
}

void TestReportPdf::unwritableFolderIsAnError()
{
    const analysis::PlanReport report = sampleReport(QStringLiteral("03-70b"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/report.pdf"));
    const Status s = exportReportPdf(report, path, options(QLocale(QLocale::English)));
    QVERIFY(!s);
    QCOMPARE(s.errors().constFirst().path, path);
    QVERIFY(!QFile::exists(path));
}

void TestReportPdf::chineseReportNamesNoKeysOutsideTheLedger_data()
{
    QTest::addColumn<QString>("sample");
    for (const char *part : { "01-7b", "02-13b", "03-70b", "04-inference", "05-16x" })
        QTest::addRow("%s", part) << QString::fromLatin1(part);
}

// Outside the appendix's ledger table (which lists every key with its provenance) the Chinese
// report names prices by their item names: no price-book key, no "ASSUMPTION" marker, no path
// of the project's files.
void TestReportPdf::chineseReportNamesNoKeysOutsideTheLedger()
{
    QFETCH(QString, sample);
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const analysis::PlanReport report = sampleReport(sample, zh);
    QVERIFY(report.tco && !report.tco->assumptions.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(exportReportPdf(report, path, options(zh)));
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
    QString all = QString::fromUtf8(*text);
    // The ledger section runs from its (first) heading to the audit stamp's.
    const qsizetype from = all.indexOf(QCoreApplication::translate("cp::exports", "Assumptions ledger"));
    const qsizetype to = all.lastIndexOf(QCoreApplication::translate("cp::exports", "Audit stamp"));
    QVERIFY(from > 0 && to > from);
    // Digits are compared without: the CJK face's digits do not always come back from pdftotext.
    static const QRegularExpression digits(QStringLiteral("\\d"));
    // the ledger keeps the keys
    QVERIFY(withoutSpaces(all.mid(from, to - from)).remove(digits).contains(QString(report.tco->assumptions.constFirst()).remove(digits)));
    all.remove(from, to - from);
    const QString flat = withoutSpaces(all).remove(digits);
    const Catalog catalog = bridge::catalogFor(report.scenario);
    for (const PriceEntry &p : catalog.prices()) {
        const QString key = QString(p.key).remove(digits);
        const qsizetype at = flat.indexOf(key);
        QVERIFY2(at < 0, qPrintable(p.key + QStringLiteral(": …") + flat.mid(std::max<qsizetype>(0, at - 80), 160)));
    }
    QVERIFY(!all.contains(QLatin1String("ASSUMPTION")));
    static const QRegularExpression projectPath(QStringLiteral("\\b(core|app|resources)/\\w|[a-z]\\.(h|cpp|csv)\\b|DESIGN\\.md"));
    const QRegularExpressionMatch m = projectPath.match(all);
    QVERIFY2(!m.hasMatch(), qPrintable(all.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 160)));
}

void TestReportPdf::rangesAndCalibrationPointsAreListed()
{
    const analysis::PlanReport report = sampleReport(QStringLiteral("05-16xh800"));
    QVERIFY(report.tco && report.tco->options.size() >= 2);
    ReportOptions o = options(QLocale(QLocale::English));
    QVERIFY(!reportPages(report, o).join(QLatin1Char('|')).contains(QStringLiteral("Ranges and calibration")));
    o.ranges = handMadeRanges(report);
    QVERIFY(reportPages(report, o).contains(QStringLiteral("Ranges and calibration")));
    QTemporaryDir dir;
    for (const bool withPoint : { false, true }) {
        o.calibrationPoints.clear();
        if (withPoint)
            o.calibrationPoints << handMadePoint(bridge::primaryAccelerator(report.scenario));
        const QString path = dir.filePath(QStringLiteral("ranges-%1.pdf").arg(withPoint));
        QVERIFY(exportReportPdf(report, path, o));
        QCOMPARE(pageObjects(readAll(path)), reportPages(report, o).size());
        const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") });
        QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
        const QString flat = withoutSpaces(QString::fromUtf8(*text));
        QVERIFY(flat.contains(QStringLiteral("1,000GPU-h")));
        QVERIFY(flat.contains(QStringLiteral("1,500GPU-h")));
        // on demand's 70% and the empty hybrid's 10%: one way of paying, named once (issue 45)
        QVERIFY(flat.contains(QStringLiteral("80%")));
        QVERIFY(!flat.contains(QStringLiteral("70%")));
        QVERIFY(flat.contains(withoutSpaces(report.tco->options.constFirst().name)));
        QVERIFY(flat.contains(QStringLiteral("hand-madedriverline")));
        QVERIFY(flat.contains(QStringLiteral("Calibrationpointsused")));
        // 800 measured over 1,000 predicted.
        QCOMPARE(flat.contains(QStringLiteral("×0.800")), withPoint);
        QCOMPARE(flat.contains(QStringLiteral("None:theshippedestimator")), !withPoint);
    }
}

// Issue 44: a programme's report answers with its programme: the total on its basis, per pool
// its accelerator, workloads, supply, cost, share and busy servers, what would change each
// pool's decision and its chart of supply against demand; no single fleet's options or cluster.
void TestReportPdf::programmeReportCarriesItsPools()
{
    const analysis::PlanReport report = sampleReport(QStringLiteral("hangzhou"));
    QVERIFY(report.programme && report.programme->pools.size() == 3);
    const ReportOptions o = options(QLocale(QLocale::English));
    const QStringList pages = reportPages(report, o);
    QVERIFY2(pages.contains(QStringLiteral("Compute programme")), qPrintable(pages.join(QLatin1Char('|'))));
    for (const char *single : { "Verdict and key figures", "Each way of paying", "Recommended configuration", "Decision checklist and advice" })
        QVERIFY2(!pages.contains(QLatin1String(single)), single);
    int charts = 0;
    for (const analysis::ProgrammePool &pool : report.programme->pools) {
        if (!pool.chart.showsReasonInstead()) {
            QVERIFY2(pages.contains(pool.chart.title), qPrintable(pool.chart.title));
            ++charts;
        }
    }
    QVERIFY(charts >= 2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("programme.pdf"));
    QVERIFY(exportReportPdf(report, path, o));
    QCOMPARE(pageObjects(readAll(path)), pages.size());
    const auto text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-") });
    QVERIFY2(text, "pdftotext (poppler-utils: installer/bootstrap installs it) is missing or failed");
    const QString flat = withoutSpaces(QString::fromUtf8(*text));
    // in millions of yuan, as the dashboard shows the programme's money (issue 45)
    const QString total = QLocale(QLocale::English).toString(report.programme->answer.money.basisCny / 1e6, 'f', 2);
    QVERIFY2(flat.contains(total + QStringLiteral("MCNY(after-taxNPV)")), qPrintable(total));
    QVERIFY(flat.contains(withoutSpaces(report.programme->total)));
    for (const analysis::ProgrammePool &pool : report.programme->pools) {
        QVERIFY(!pool.workloads.isEmpty());
        for (const QString &shown : { pool.title, pool.accelerator, pool.supplyMix, pool.sensitivity, pool.workloads.constFirst() })
            QVERIFY2(flat.contains(withoutSpaces(shown)), qPrintable(shown));
        // in the headline's unit (k/M CNY, 万元), not whole yuan under a headline in millions
        const QString cost = withoutSpaces(units::compactYuan(pool.basisCny, QLocale(QLocale::English)));
        QVERIFY2(flat.contains(cost), qPrintable(cost));
        QVERIFY(!flat.contains(withoutSpaces(units::formatMoney(units::yuan(pool.basisCny), units::MoneyStyle::Plain, QLocale(QLocale::English)))));
    }
}

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
