// The Excel workbook: a zip with the sheets, native charts referencing the cells, real numbers
// equal to the engine's (cash flows and totals), number formats, frozen header rows, an atomic
// write, and formulas that LibreOffice recalculates to the engine's figures (and to a changed
// price's hand-computed effect).
#include "app/export/workbook.h"
#include "core/bridge/engineinputs.h"
#include "exportfixtures.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>

#include <algorithm>

using namespace cp;
using namespace cp::exports;

namespace {

struct Cell {
    double value = 0;
    QString formula;
    bool number = false;
};

QStringList members(const QString &xlsx)
{
    const auto listing = tool(QStringLiteral("unzip"), { QStringLiteral("-Z1"), xlsx });
    return listing ? QString::fromUtf8(*listing).split(QLatin1Char('\n'), Qt::SkipEmptyParts) : QStringList();
}

QByteArray member(const QString &xlsx, const QString &name)
{
    return tool(QStringLiteral("unzip"), { QStringLiteral("-p"), xlsx, name }).value_or(QByteArray());
}

/// Numeric cells of a worksheet by reference ("B2").
QHash<QString, Cell> cells(const QByteArray &xml)
{
    QHash<QString, Cell> out;
    QXmlStreamReader r(xml);
    QString ref;
    Cell cell;
    bool inCell = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("c")) {
            ref = r.attributes().value(QLatin1String("r")).toString();
            cell = Cell {};
            cell.number = r.attributes().value(QLatin1String("t")).isEmpty();
            inCell = true;
        } else if (inCell && r.isStartElement() && r.name() == QLatin1String("f")) {
            cell.formula = r.readElementText();
        } else if (inCell && r.isStartElement() && r.name() == QLatin1String("v")) {
            cell.value = r.readElementText().toDouble();
        } else if (r.isEndElement() && r.name() == QLatin1String("c")) {
            out.insert(ref, cell);
            inCell = false;
        }
    }
    return out;
}

QString colName(int col)
{
    QString name;
    for (++col; col > 0; col = (col - 1) / 26)
        name.prepend(QChar(u'A' + (col - 1) % 26));
    return name;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

/// The workbook's formula cells of one sheet (ref → cell), for comparing recalculated values.
QHash<QString, Cell> formulaCells(const QByteArray &xml)
{
    QHash<QString, Cell> out;
    const QHash<QString, Cell> all = cells(xml);
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        if (!it.value().formula.isEmpty() && it.value().number)
            out.insert(it.key(), it.value());
    }
    return out;
}

/// "$A$1:$K$42" → last column 10, last row 41 (0-based); {-1, -1} if it does not parse.
std::pair<int, int> rangeEnd(const QString &range)
{
    static const QRegularExpression end(QStringLiteral(":\\$([A-Z]+)\\$(\\d+)$"));
    const QRegularExpressionMatch m = end.match(range);
    if (!m.hasMatch())
        return { -1, -1 };
    int col = 0;
    for (const QChar c : m.captured(1))
        col = col * 26 + (c.unicode() - u'A' + 1);
    return { col - 1, m.captured(2).toInt() - 1 };
}

/// The bottom-right cell ({col, row}, 0-based) of every chart anchored in a drawing part.
QList<std::pair<int, int>> chartEnds(const QByteArray &drawing)
{
    QList<std::pair<int, int>> ends;
    QXmlStreamReader r(drawing);
    bool inTo = false;
    int col = -1;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("to"))
            inTo = true;
        else if (inTo && r.isStartElement() && r.name() == QLatin1String("col"))
            col = r.readElementText().toInt();
        else if (inTo && r.isStartElement() && r.name() == QLatin1String("row")) {
            ends << std::pair { col, r.readElementText().toInt() };
            inTo = false;
        }
    }
    return ends;
}

} // namespace

class TestWorkbook : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sheetsAndChartsArePresent();
    void cashFlowNumbersEqualTheEngines();
    void resultsHoldTheTotals();
    void formatsAndFrozenHeaders();
    void everySheetPrintsOnePageWideWithItsCharts();
    void comparisonAddsASheet();
    void rangesAddASheet();
    void failedWriteLeavesNothingBehind();
    void libreOfficeRecalculatesToTheEnginesFigures();
    void maintenanceAndBasisFollowTheirInputs();
    void resaleRunCostAndTextsAreFormulasOnNamedInputs();
    void programmeSheetRecalculatesToTheProgrammeTotal();
    void programmeSheetWritesChineseSumsInWan();

private:
    QTemporaryDir m_dir;
    analysis::PlanReport m_report;
    QString m_path;
};

void TestWorkbook::initTestCase()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty(),
        "unzip is not installed (installer/bootstrap installs it): the workbook's members cannot be read");
    m_report = sampleReport(QStringLiteral("05-16x"));
    QVERIFY(m_report.tco);
    m_path = m_dir.filePath(QStringLiteral("plan.xlsx"));
    QVERIFY(exportWorkbook({ m_report }, m_path));
}

void TestWorkbook::sheetsAndChartsArePresent()
{
    QVERIFY(readAll(m_path).startsWith("PK\x03\x04"));
    const QStringList names = members(m_path);
    for (const char *name : { "xl/workbook.xml", "xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml", "xl/worksheets/sheet3.xml",
             "xl/charts/chart1.xml", "xl/charts/chart2.xml" })
        QVERIFY2(names.contains(QLatin1String(name)), name);
    QVERIFY(!names.contains(QStringLiteral("xl/worksheets/sheet4.xml")));
    const QString workbook = QString::fromUtf8(member(m_path, QStringLiteral("xl/workbook.xml")));
    QVERIFY(workbook.indexOf(QLatin1String("\"Assumptions\"")) < workbook.indexOf(QLatin1String("\"Cash flows\"")));
    QVERIFY(workbook.indexOf(QLatin1String("\"Cash flows\"")) < workbook.indexOf(QLatin1String("\"Results\"")));
    // Native charts read their data from the cells.
    const QString lines = QString::fromUtf8(member(m_path, QStringLiteral("xl/charts/chart1.xml")));
    QVERIFY(lines.contains(QLatin1String("<c:lineChart>")));
    const int months = int(m_report.tco->options.constFirst().monthly.size());
    QVERIFY2(lines.contains(QStringLiteral("'Cash flows'!$C$2:$C$%1").arg(months + 1)), qPrintable(lines.left(2000)));
    // One line per way of paying: the sample's hybrid owns nothing, so it is on demand's line and
    // is not drawn a second time under another name (issue 45).
    const auto duplicates = std::count_if(m_report.tco->options.cbegin(), m_report.tco->options.cend(),
        [this](const tco::OptionResult &o) { return m_report.tco->duplicatesOnDemand(o); });
    QCOMPARE(int(duplicates), 1);
    QCOMPARE(int(lines.count(QLatin1String("<c:ser>"))), int(m_report.tco->options.size() - duplicates));
    const QString columns = QString::fromUtf8(member(m_path, QStringLiteral("xl/charts/chart2.xml")));
    QVERIFY(columns.contains(QLatin1String("<c:barChart>")));
    QVERIFY(columns.contains(QLatin1String("stacked")));
    QVERIFY(columns.contains(QLatin1String("Results!$")));
}

void TestWorkbook::cashFlowNumbersEqualTheEngines()
{
    const QHash<QString, Cell> sheet = cells(member(m_path, QStringLiteral("xl/worksheets/sheet2.xml")));
    QVERIFY(!sheet.isEmpty());
    int col = 1;
    for (const tco::OptionResult &o : m_report.tco->options) {
        for (int m : { 0, 1, 12, int(o.monthly.size()) - 1 }) {
            const QString row = QString::number(m + 2);
            const Cell cash = sheet.value(colName(col) + row);
            const Cell cum = sheet.value(colName(col + 1) + row);
            QVERIFY2(cash.number && near(cash.value, o.monthly.at(m).cashCny), qPrintable(o.id + row));
            QVERIFY2(near(cum.value, o.monthly.at(m).cumulativeCny), qPrintable(o.id + row));
            QVERIFY2(!cum.formula.isEmpty(), "cumulative cash must be a formula so edits flow through");
            QCOMPARE(sheet.value(QStringLiteral("A") + row).value, double(o.monthly.at(m).month));
        }
        col += 2;
    }
}

void TestWorkbook::resultsHoldTheTotals()
{
    const QHash<QString, Cell> sheet = cells(member(m_path, QStringLiteral("xl/worksheets/sheet3.xml")));
    for (const tco::OptionResult &o : m_report.tco->options) {
        bool total = false, npv = false;
        for (const Cell &c : sheet) {
            total = total || (near(c.value, o.totalCny) && c.formula.contains(QLatin1String("Cash flows")));
            npv = npv || near(c.value, o.npvCny);
        }
        QVERIFY2(total, qPrintable(o.id));
        QVERIFY2(npv, qPrintable(o.id));
        // Excel recomputes the formulas on opening: they must give the engine's numbers.
        // The cumulative cash ends at the total: the resale counts in the last month.
        QVERIFY2(near(o.monthly.constLast().cumulativeCny, o.totalCny), qPrintable(o.id));
        for (qsizetype m = 1; m < o.monthly.size(); ++m) {
            const double resale = m + 1 == o.monthly.size() ? o.residualCny : 0.0;
            QVERIFY(near(o.monthly.at(m - 1).cumulativeCny + o.monthly.at(m).cashCny - resale, o.monthly.at(m).cumulativeCny));
        }
    }
    // Every KPI is there; the cost KPIs are formulas over the recommended option's row (they
    // follow the prices), a break-even that never comes is the text "never", not -1.
    const QString strings = QString::fromUtf8(member(m_path, QStringLiteral("xl/sharedStrings.xml")));
    int formulas = 0;
    for (const analysis::Kpi &k : m_report.kpis) {
        if (k.id == QLatin1String("break_even") && k.value < 0) {
            QVERIFY(strings.contains(QLatin1String("<t>never</t>")));
            continue;
        }
        bool found = false;
        for (const Cell &c : sheet) {
            found = found || (c.number && near(c.value, k.value));
            formulas += c.number && near(c.value, k.value) && QRegularExpression(QStringLiteral("^[A-Z]+\\d+([*/]|$)")).match(c.formula).hasMatch() ? 1 : 0;
        }
        QVERIFY2(found, qPrintable(k.id));
    }
    QVERIFY(m_report.kpi(QStringLiteral("break_even")) && m_report.kpi(QStringLiteral("break_even"))->value < 0); // the sample never breaks even
    QVERIFY2(formulas >= 3, qPrintable(QString::number(formulas))); // TCO, price per used GPU-hour, run cost, per million tokens
    for (const Cell &c : sheet)
        QVERIFY(!(c.number && c.value == -1.0));
}

void TestWorkbook::formatsAndFrozenHeaders()
{
    QVERIFY(member(m_path, QStringLiteral("xl/styles.xml")).contains("formatCode=\"#,##0\""));
    for (int sheet = 1; sheet <= 3; ++sheet) {
        const QByteArray xml = member(m_path, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet));
        QVERIFY2(xml.contains("state=\"frozen\"") && xml.contains("ySplit=\"1\""), qPrintable(QString::number(sheet)));
    }
    // The assumptions sheet lists every price with its provenance.
    const QString strings = QString::fromUtf8(member(m_path, QStringLiteral("xl/sharedStrings.xml")));
    for (const QString &key : m_report.tco->priceKeys)
        QVERIFY2(strings.contains(key), qPrintable(key));
}

// Printing (issue 45: the workbook printed on 33 pages with charts cut in half): every sheet has
// a print area that holds its cells and its charts, is fitted one page wide (A4, landscape where
// its columns are wider than a portrait page) and repeats its frozen header row; LibreOffice
// prints the whole workbook on a few pages.
void TestWorkbook::everySheetPrintsOnePageWideWithItsCharts()
{
    const QString workbook = QString::fromUtf8(member(m_path, QStringLiteral("xl/workbook.xml")));
    for (int sheet = 1; sheet <= 3; ++sheet) {
        const QString xml = QString::fromUtf8(member(m_path, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet)));
        QVERIFY2(xml.contains(QLatin1String("<pageSetUpPr fitToPage=\"1\"/>")), qPrintable(QString::number(sheet)));
        QVERIFY2(xml.contains(QLatin1String("paperSize=\"9\"")) && xml.contains(QLatin1String("fitToHeight=\"0\"")),
            qPrintable(xml.mid(xml.indexOf(QLatin1String("<pageSetup")), 200)));
        // one page wide (the default when the attribute is left out), or a few for the widest sheet
        static const QRegularExpression fitToWidth(QStringLiteral("fitToWidth=\"(\\d+)\""));
        const QRegularExpressionMatch w = fitToWidth.match(xml);
        QVERIFY2(!w.hasMatch() || (w.captured(1).toInt() >= 1 && w.captured(1).toInt() <= 4), qPrintable(w.captured()));
        // The print area: a defined name local to this sheet.
        static const QRegularExpression area(QStringLiteral("<definedName name=\"_xlnm.Print_Area\" localSheetId=\"(\\d+)\">([^<]+)</definedName>"));
        std::pair<int, int> end { -1, -1 };
        for (const QRegularExpressionMatch &m : area.globalMatch(workbook)) {
            if (m.captured(1).toInt() == sheet - 1)
                end = rangeEnd(m.captured(2));
        }
        QVERIFY2(end.first >= 0, qPrintable(workbook));
        const QHash<QString, Cell> all = cells(member(m_path, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet)));
        for (auto it = all.cbegin(); it != all.cend(); ++it) {
            static const QRegularExpression ref(QStringLiteral("^([A-Z]+)(\\d+)$"));
            const QRegularExpressionMatch c = ref.match(it.key());
            const std::pair<int, int> cell = rangeEnd(QStringLiteral(":$%1$%2").arg(c.captured(1), c.captured(2)));
            QVERIFY2(cell.first <= end.first && cell.second <= end.second, qPrintable(it.key()));
        }
        // Its charts lie inside the print area.
        const QString rels = QString::fromUtf8(member(m_path, QStringLiteral("xl/worksheets/_rels/sheet%1.xml.rels").arg(sheet)));
        static const QRegularExpression drawing(QStringLiteral("drawings/(drawing\\d+\\.xml)"));
        const QRegularExpressionMatch d = drawing.match(rels);
        if (d.hasMatch()) {
            for (const auto &[col, row] : chartEnds(member(m_path, QStringLiteral("xl/drawings/") + d.captured(1))))
                QVERIFY2(col <= end.first && row <= end.second, qPrintable(QStringLiteral("sheet %1: chart to %2,%3 outside %4,%5").arg(sheet).arg(col).arg(row).arg(end.first).arg(end.second)));
        }
        if (xml.contains(QLatin1String("ySplit=\"1\""))) {
            static const QRegularExpression titles(QStringLiteral("<definedName name=\"_xlnm.Print_Titles\" localSheetId=\"(\\d+)\">([^<]+)</definedName>"));
            bool repeated = false;
            for (const QRegularExpressionMatch &m : titles.globalMatch(workbook))
                repeated = repeated || (m.captured(1).toInt() == sheet - 1 && m.captured(2).endsWith(QLatin1String("!$1:$1")));
            QVERIFY2(repeated, qPrintable(QString::number(sheet)));
        }
    }
    // LibreOffice prints the three sheets on a handful of pages (the cash-flow sheet, a column per
    // line item and way of paying, is the widest), not 33.
    QTemporaryDir out;
    QString why;
    QVERIFY2(libreOffice(QStringLiteral("pdf"), { m_path }, out.path(), &why), qPrintable(why));
    const auto info = tool(QStringLiteral("pdfinfo"), { QDir(out.path()).filePath(QStringLiteral("plan.pdf")) });
    QVERIFY2(info, "pdfinfo (poppler-utils: installer/bootstrap installs it) is missing or failed");
    static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const int count = pages.match(QString::fromUtf8(*info)).captured(1).toInt();
    QVERIFY2(count >= 3 && count <= 10, qPrintable(QString::number(count)));
}

void TestWorkbook::comparisonAddsASheet()
{
    const QString path = m_dir.filePath(QStringLiteral("compare.xlsx"));
    const analysis::PlanReport other = sampleReport(QStringLiteral("03-70b"));
    QVERIFY(exportWorkbook({ m_report, other }, path));
    const QStringList names = members(path);
    QVERIFY(names.contains(QStringLiteral("xl/worksheets/sheet4.xml")));
    const QString workbook = QString::fromUtf8(member(path, QStringLiteral("xl/workbook.xml")));
    QVERIFY(workbook.contains(QLatin1String("\"Comparison\"")));
    const QString strings = QString::fromUtf8(member(path, QStringLiteral("xl/sharedStrings.xml")));
    QVERIFY(strings.contains(other.scenario.name.toHtmlEscaped()));

    // One horizon (issue 22): both plans run 36 months, so every figure is over 36 months and the
    // cumulative-cost chart's categories are the 37 month rows 0..36 of the Comparison sheet.
    QVERIFY(strings.contains(QStringLiteral("36-month TCO")));
    bool curves = false;
    for (const QString &name : names) {
        if (!name.startsWith(QLatin1String("xl/charts/chart")))
            continue;
        const QString xml = QString::fromUtf8(member(path, name));
        if (!xml.contains(QLatin1String("<c:lineChart>")) || !xml.contains(QLatin1String("Comparison!")))
            continue;
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("<c:cat>.*?Comparison!\\$A\\$(\\d+):\\$A\\$(\\d+)")).match(xml);
        QVERIFY2(m.hasMatch(), qPrintable(xml.left(400)));
        QCOMPARE(m.captured(2).toInt() - m.captured(1).toInt() + 1, 37);
        curves = true;
    }
    QVERIFY(curves);
}

void TestWorkbook::failedWriteLeavesNothingBehind()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.xlsx"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("previous");
    old.close();
    QVERIFY(exportWorkbook({ m_report }, path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("plan.xlsx") });
    QVERIFY(readAll(path).startsWith("PK"));
    const Status missing = exportWorkbook({ m_report }, dir.filePath(QStringLiteral("no/such/plan.xlsx")));
    QVERIFY(!missing);
    QVERIFY(!exportWorkbook({}, dir.filePath(QStringLiteral("empty.xlsx"))));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("plan.xlsx") });
}

// Edited in a spreadsheet, the workbook stays consistent: LibreOffice recalculates every formula
// to the engine's figure, and a changed salary moves the totals by exactly the salary's share.
void TestWorkbook::libreOfficeRecalculatesToTheEnginesFigures()
{
    // The staff salary drives the "Operations staff" line items of the owning options.
    const QString key = QStringLiteral("staff.gpu_ops.hangzhou");
    const Catalog catalog = bridge::catalogFor(m_report.scenario);
    const PriceEntry *salary = catalog.price(key);
    QVERIFY(salary && salary->value && *salary->value > 0);
    QTemporaryDir out;
    const QString edited = m_dir.filePath(QStringLiteral("edited.xlsx"));
    WorkbookOptions options;
    options.editedPrices.insert(key, *salary->value * 1.5);
    QVERIFY(exportWorkbook({ m_report }, edited, options));
    QString why;
    QVERIFY2(libreOffice(QStringLiteral("xlsx"), { m_path, edited }, out.path(), &why), qPrintable(why));

    // 1. Recalculated without edits, every formula gives the value the engine computed.
    int checked = 0;
    for (int sheet : { 2, 3 }) {
        const QString member = QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet);
        const QHash<QString, Cell> written = formulaCells(::member(m_path, member));
        const QHash<QString, Cell> recalculated = cells(::member(out.filePath(QStringLiteral("plan.xlsx")), member));
        QVERIFY(written.size() > 30);
        for (auto it = written.cbegin(); it != written.cend(); ++it) {
            const Cell got = recalculated.value(it.key());
            QVERIFY2(std::abs(got.value - it.value().value) <= 1e-6 * std::max(1.0, std::abs(it.value().value)),
                qPrintable(QStringLiteral("sheet %1 %2 (%3): %4, engine %5").arg(sheet).arg(it.key(), it.value().formula).arg(got.value, 0, 'f', 4).arg(it.value().value, 0, 'f', 4)));
            ++checked;
        }
    }
    QVERIFY(checked > 300);

    // 2. The salary 1.5 times as high: each option's total rises by half its staff bill, its NPV
    //    by half the staff bill's present value; options without staff keep their totals.
    const QHash<QString, Cell> results = cells(member(m_path, QStringLiteral("xl/worksheets/sheet3.xml")));
    const QHash<QString, Cell> after = cells(member(out.filePath(QStringLiteral("edited.xlsx")), QStringLiteral("xl/worksheets/sheet3.xml")));
    const QString staff = QStringLiteral("Operations staff");
    int withStaff = 0;
    for (const tco::OptionResult &o : m_report.tco->options) {
        double bill = 0, presentValue = 0;
        for (const tco::LineItemTotal &li : o.lineItems) {
            if (li.name != staff)
                continue;
            bill += li.totalCny;
            for (size_t m = 0; m < li.monthlyCny.size(); ++m)
                presentValue += li.monthlyCny[m] * std::pow(1.0 + m_report.tco->discountRate, -double(m) / 12.0);
        }
        withStaff += bill > 0 ? 1 : 0;
        QString totalRef, npvRef;
        for (auto it = results.cbegin(); it != results.cend(); ++it) {
            // The total is the cumulative cash at the horizon (resale included) on Cash flows.
            static const QRegularExpression total(QStringLiteral("^'Cash flows'!\\$?[A-Z]+\\$?\\d+$"));
            if (total.match(it.value().formula).hasMatch() && near(it.value().value, o.totalCny))
                totalRef = it.key();
            if (it.value().formula.startsWith(QLatin1String("SUMPRODUCT")) && near(it.value().value, o.npvCny))
                npvRef = it.key();
        }
        QVERIFY2(!totalRef.isEmpty() && !npvRef.isEmpty(), qPrintable(o.id));
        QVERIFY2(near(after.value(totalRef).value, o.totalCny + 0.5 * bill),
            qPrintable(QStringLiteral("%1: %2, expected %3").arg(o.id).arg(after.value(totalRef).value, 0, 'f', 2).arg(o.totalCny + 0.5 * bill, 0, 'f', 2)));
        QVERIFY2(near(after.value(npvRef).value, o.npvCny + 0.5 * presentValue), qPrintable(o.id));
    }
    QVERIFY(withStaff >= 1);
}

// Maintenance and spares is a formula on the option's month-0 capex and the maintenance fraction
// of the Assumptions sheet (no 17-digit literal): doubling the fraction there doubles every
// maintenance month once LibreOffice recalculates. The Results sheet names the ranking basis and
// holds each option's after-tax NPV, VAT recovered, tax saved and resale net of output VAT.
void TestWorkbook::maintenanceAndBasisFollowTheirInputs()
{
    const QString key = QStringLiteral("build.maintenance.fraction_per_year");
    const PriceEntry *fraction = bridge::catalogFor(m_report.scenario).price(key);
    QVERIFY(fraction && fraction->value && *fraction->value > 0);
    const QString edited = m_dir.filePath(QStringLiteral("maintenance.xlsx"));
    WorkbookOptions options;
    options.editedPrices.insert(key, *fraction->value * 2);
    QVERIFY(exportWorkbook({ m_report }, edited, options));
    const QHash<QString, Cell> written = formulaCells(member(edited, QStringLiteral("xl/worksheets/sheet2.xml")));
    QHash<QString, double> maintenance;
    for (auto it = written.cbegin(); it != written.cend(); ++it) {
        // On the named input cell of the Assumptions sheet (app/export/workbookformulas.h's definedName).
        if (it.value().formula.startsWith(QLatin1String("SUM(")) && it.value().formula.endsWith(QLatin1String("*build_maintenance_fraction_per_year/12")))
            maintenance.insert(it.key(), it.value().value);
        static const QRegularExpression longLiteral(QStringLiteral("\\d{12,}"));
        QVERIFY2(!(maintenance.contains(it.key()) && longLiteral.match(it.value().formula).hasMatch()), qPrintable(it.value().formula));
    }
    QVERIFY2(maintenance.size() >= 12, qPrintable(QString::number(maintenance.size())));
    QTemporaryDir out;
    QString why;
    QVERIFY2(libreOffice(QStringLiteral("xlsx"), { edited }, out.path(), &why), qPrintable(why));
    const QHash<QString, Cell> after = cells(member(out.filePath(QStringLiteral("maintenance.xlsx")), QStringLiteral("xl/worksheets/sheet2.xml")));
    for (auto it = maintenance.cbegin(); it != maintenance.cend(); ++it)
        QVERIFY2(near(after.value(it.key()).value, 2 * it.value()), qPrintable(it.key()));

    const QString strings = QString::fromUtf8(member(m_path, QStringLiteral("xl/sharedStrings.xml")));
    QVERIFY(strings.contains(QStringLiteral("Options ranked by %1").arg(m_report.tco->basisName())));
    QVERIFY(strings.contains(QLatin1String("Pre-tax NPV (CNY)")) && strings.contains(QLatin1String("After-tax NPV (CNY)")));
    const QHash<QString, Cell> results = cells(member(m_path, QStringLiteral("xl/worksheets/sheet3.xml")));
    for (const tco::OptionResult &o : m_report.tco->options) {
        bool afterTax = false, resale = false;
        for (const Cell &c : results) {
            afterTax = afterTax || (c.number && near(c.value, o.npvAfterTaxCny));
            resale = resale || (c.number && near(c.value, o.resaleNetCny));
        }
        QVERIFY2(afterTax && resale, qPrintable(o.id));
    }
}

// Issue 42: the resale is the hardware bought × the vintage value × the liquidation factor, the
// resale net of output VAT is resale − resale / 1.13 × 13% for a general taxpayer, and each key
// figure's "As shown" text is a formula on its value, all over named input cells, with no literal
// of 12 digits or more anywhere; LibreOffice recalculates them to the engine's figures and texts.
void TestWorkbook::resaleRunCostAndTextsAreFormulasOnNamedInputs()
{
    const QString workbook = QString::fromUtf8(member(m_path, QStringLiteral("xl/workbook.xml")));
    for (const char *name : { "resale_vintage_fraction", "resale_liquidation_factor", "resale_vat_included", "resale_vat_levied", "discount_rate" })
        QVERIFY2(workbook.contains(QStringLiteral("<definedName name=\"%1\"").arg(QLatin1String(name))), name);
    static const QRegularExpression longLiteral(QStringLiteral("(?<![A-Z$])\\d{12,}"));
    for (const QString &sheet : members(m_path).filter(QStringLiteral("xl/worksheets/"))) {
        const QHash<QString, Cell> all = cells(member(m_path, sheet));
        for (const Cell &c : all)
            QVERIFY2(!longLiteral.match(c.formula).hasMatch(), qPrintable(sheet + QStringLiteral(": ") + c.formula));
    }
    const QHash<QString, XlsxCell> written = xlsxSheet(m_path, QStringLiteral("Results"));
    const QHash<QString, XlsxCell> flows = xlsxSheet(m_path, QStringLiteral("Cash flows"));
    int resales = 0;
    for (const XlsxCell &c : flows)
        resales += c.formula.endsWith(QLatin1String("*resale_vintage_fraction*resale_liquidation_factor")) ? 1 : 0;
    QVERIFY(resales >= 1); // the build option (and a hybrid's owned core)
    QStringList texts, nets;
    for (auto it = written.cbegin(); it != written.cend(); ++it) {
        if (it.key().startsWith(QLatin1Char('C')) && it.value().formula.contains(QLatin1String("TEXT(")))
            texts << it.key();
        if (it.key().startsWith(QLatin1Char('J')) && it.value().formula.contains(QLatin1String("resale_vat_levied")))
            nets << it.key();
    }
    QVERIFY2(texts.size() >= 5, qPrintable(texts.join(QLatin1Char(' '))));
    QVERIFY(!nets.isEmpty());

    QTemporaryDir out;
    QString why;
    QVERIFY2(libreOffice(QStringLiteral("xlsx"), { m_path }, out.path(), &why), qPrintable(why));
    const QHash<QString, XlsxCell> after = xlsxSheet(out.filePath(QStringLiteral("plan.xlsx")), QStringLiteral("Results"));
    for (const QString &ref : std::as_const(texts))
        QCOMPARE(after.value(ref).text, written.value(ref).text); // the app's text, recalculated
    for (const QString &ref : std::as_const(nets)) {
        // General taxpayer (the sample): 13% output VAT in the resale price, so net = resale / 1.13.
        const double resale = after.value(QLatin1Char('D') + ref.mid(1)).value;
        QVERIFY(resale > 0);
        QVERIFY2(near(after.value(ref).value, resale / 1.13), qPrintable(ref));
    }
    // The build option's resale, recalculated from the named inputs, is the engine's figure.
    bool build = false;
    for (const tco::OptionResult &o : m_report.tco->options) {
        if (o.kind != tco::OptionKind::Build)
            continue;
        build = true;
        bool found = false;
        for (const XlsxCell &c : after)
            found = found || (c.number && near(c.value, o.residualCny));
        QVERIFY2(found, qPrintable(QString::number(o.residualCny, 'f', 2)));
    }
    QVERIFY(build);
}

void TestWorkbook::rangesAddASheet()
{
    WorkbookOptions o;
    o.locale = QLocale(QLocale::English);
    o.ranges = handMadeRanges(m_report);
    o.calibrationPoints << handMadePoint(bridge::primaryAccelerator(m_report.scenario));
    const QString path = m_dir.filePath(QStringLiteral("ranges.xlsx"));
    QVERIFY(exportWorkbook({ m_report }, path, o));
    const QString workbook = QString::fromUtf8(member(path, QStringLiteral("xl/workbook.xml")));
    QVERIFY(workbook.contains(QStringLiteral("name=\"Ranges\"")));
    QVERIFY(!QString::fromUtf8(member(m_path, QStringLiteral("xl/workbook.xml"))).contains(QStringLiteral("name=\"Ranges\"")));
    const QString strings = QString::fromUtf8(member(path, QStringLiteral("xl/sharedStrings.xml")));
    QVERIFY(strings.contains(QStringLiteral("Calibration points used")));
    QVERIFY(strings.contains(QStringLiteral("ann")));
    QVERIFY(strings.contains(QStringLiteral("Probability cheapest")));
    // The Ranges sheet is the fourth: its numbers hold the hand-made quantiles.
    const QHash<QString, Cell> c = cells(member(path, QStringLiteral("xl/worksheets/sheet4.xml")));
    bool p90 = false, onDemandShare = false;
    for (const Cell &cell : c) {
        p90 = p90 || (cell.number && cell.value == 1500);
        // on demand's 70% and the empty hybrid's 10%, one way of paying (issue 45)
        onDemandShare = onDemandShare || (cell.number && qFuzzyCompare(cell.value, 0.8));
    }
    QVERIFY(p90);
    QVERIFY(onDemandShare);
}

namespace {

/// The rows (1-based) whose column A reads `label`, first to last.
QList<int> rowsLabelled(const QHash<QString, XlsxCell> &cells, const QString &label)
{
    QList<int> rows;
    for (int row = 1; row < 2000; ++row) {
        if (cells.value(QStringLiteral("A%1").arg(row)).text == label)
            rows << row;
    }
    return rows;
}

int rowLabelled(const QHash<QString, XlsxCell> &cells, const QString &label)
{
    const QList<int> rows = rowsLabelled(cells, label);
    return rows.isEmpty() ? 0 : rows.constFirst();
}

} // namespace

// Issue 44: a programme's workbook carries its programme on a sheet of its own (and no single
// fleet's cash flows or results). Recalculated by LibreOffice, its total (the pools' monthly costs,
// formulas over the planner's decisions and the unit prices) is the programme's total on its basis;
// one more server in a month (that count's cell edited, as a user would) moves the month's cost
// and the total by the server's GPUs times their cost per GPU-month, and nothing else.
void TestWorkbook::programmeSheetRecalculatesToTheProgrammeTotal()
{
    const analysis::PlanReport r = sampleReport(QStringLiteral("hangzhou"));
    QVERIFY(r.programme && r.programme->pools.size() == 3);
    const double total = r.programme->answer.money.basisCny;
    QVERIFY(total > 0);
    const QString path = m_dir.filePath(QStringLiteral("programme.xlsx"));
    QVERIFY(exportWorkbook({ r }, path));
    const QByteArray book = member(path, QStringLiteral("xl/workbook.xml"));
    QVERIFY(book.contains("name=\"Programme\""));
    QVERIFY(!book.contains("name=\"Cash flows\"") && !book.contains("name=\"Results\""));
    const QHash<QString, XlsxCell> written = xlsxSheet(path, QStringLiteral("Programme"));

    // The first month with servers of a kind: its count is the one to change.
    int month = 0;
    QString column;
    for (int row = 1; row < 400 && column.isEmpty(); ++row) {
        const XlsxCell cost = written.value(QStringLiteral("K%1").arg(row));
        if (cost.formula.isEmpty() || !written.value(QStringLiteral("A%1").arg(row)).number)
            continue;
        for (const char *c : { "E", "F", "D" }) {
            if (column.isEmpty() && written.value(QStringLiteral("%1%2").arg(QLatin1String(c)).arg(row)).value > 0) {
                column = QLatin1String(c);
                month = row;
            }
        }
    }
    QVERIFY2(!column.isEmpty(), "no month of the sample has servers");
    const XlsxCell cost = written.value(QStringLiteral("K%1").arg(month));
    QVERIFY2(cost.formula.contains(column + QString::number(month)), qPrintable(cost.formula));
    QVERIFY(written.value(column + QString::number(month)).formula.isEmpty()); // a decision is an input
    // The pool of that row: the one whose heading (its title's second row) is the nearest above.
    QString poolId;
    int heading = 0;
    for (const analysis::ProgrammePool &pool : r.programme->pools) {
        const QList<int> rows = rowsLabelled(written, pool.title);
        if (rows.size() == 2 && rows.at(1) < month && rows.at(1) > heading) {
            heading = rows.at(1);
            poolId = pool.id;
        }
    }
    QVERIFY(!poolId.isEmpty());
    const int planned = int(written.value(column + QString::number(month)).value);
    const QString kind = column == QLatin1String("D") ? QStringLiteral("owned") : column == QLatin1String("E") ? QStringLiteral("leased")
                                                                                                               : QStringLiteral("committed");
    WorkbookOptions edit;
    edit.editedDecisions << WorkbookOptions::EditedDecision { poolId, int(written.value(QStringLiteral("A%1").arg(month)).value), kind, double(planned + 8) };
    const QString edited = m_dir.filePath(QStringLiteral("programme-edited.xlsx"));
    QVERIFY(exportWorkbook({ r }, edited, edit));
    QCOMPARE(int(xlsxSheet(edited, QStringLiteral("Programme")).value(column + QString::number(month)).value), planned + 8);

    QTemporaryDir out;
    QString why;
    QVERIFY2(libreOffice(QStringLiteral("xlsx"), { path, edited }, out.path(), &why), qPrintable(why));
    const QHash<QString, XlsxCell> before = xlsxSheet(out.filePath(QStringLiteral("programme.xlsx")), QStringLiteral("Programme"));
    const QHash<QString, XlsxCell> after = xlsxSheet(out.filePath(QStringLiteral("programme-edited.xlsx")), QStringLiteral("Programme"));

    // 1. Every formula recalculates to the figure the writer cached (the core's), and the total and
    //    every pool's total are the core's figures.
    int formulas = 0;
    for (auto it = written.cbegin(); it != written.cend(); ++it) {
        if (it.value().formula.isEmpty() || !it.value().number)
            continue;
        const double got = before.value(it.key()).value, want = it.value().value;
        QVERIFY2(std::abs(got - want) <= 1e-6 * std::max(1.0, std::abs(want)),
            qPrintable(QStringLiteral("%1 (%2): %3, cached %4").arg(it.key(), it.value().formula).arg(got, 0, 'f', 4).arg(want, 0, 'f', 4)));
        ++formulas;
    }
    QVERIFY(formulas > 300);
    const int totalRow = rowLabelled(written, QStringLiteral("Programme total"));
    QVERIFY(totalRow > 0);
    const QString totalRef = QStringLiteral("B%1").arg(totalRow);
    QVERIFY(!written.value(totalRef).formula.isEmpty());
    const double recalculated = before.value(totalRef).value;
    QVERIFY2(std::abs(recalculated - total) <= 0.005 * total, qPrintable(QStringLiteral("%1, the core %2").arg(recalculated, 0, 'f', 0).arg(total, 0, 'f', 0)));
    QVERIFY2(near(recalculated, total), qPrintable(QString::number(recalculated - total))); // in fact to the yuan
    for (const analysis::ProgrammePool &pool : r.programme->pools) {
        const int row = rowLabelled(written, pool.title);
        QVERIFY2(row > 0 && row < totalRow, qPrintable(pool.title));
        QVERIFY2(near(before.value(QStringLiteral("B%1").arg(row)).value, pool.basisCny), qPrintable(pool.title));
        QVERIFY(std::abs(before.value(QStringLiteral("C%1").arg(row)).value - pool.share) < 1e-9);
    }

    // 2. One server more: the month's cost and the total move by 8 GPUs x the cost per GPU-month
    //    of that way of paying (the rate cell the month's formula names), nothing is left uncovered.
    const QRegularExpression rateOf(QStringLiteral("%1%2\\*(\\$B\\$\\d+)").arg(column).arg(month));
    const QRegularExpressionMatch m = rateOf.match(cost.formula);
    QVERIFY2(m.hasMatch(), qPrintable(cost.formula));
    const double rate = before.value(m.captured(1).remove(QLatin1Char('$'))).value;
    QVERIFY(rate > 0);
    const QString costRef = QStringLiteral("K%1").arg(month);
    QVERIFY2(near(after.value(costRef).value - before.value(costRef).value, 8 * rate),
        qPrintable(QStringLiteral("%1 → %2, rate %3").arg(before.value(costRef).value).arg(after.value(costRef).value).arg(rate)));
    QVERIFY(near(after.value(totalRef).value - before.value(totalRef).value, 8 * rate));
    QCOMPARE(after.value(QStringLiteral("H%1").arg(month)).value, 0.0);
}

// In Chinese the programme's sums of money read in 万元 ("826.7万元"), by the cells' number format.
void TestWorkbook::programmeSheetWritesChineseSumsInWan()
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const analysis::PlanReport r = sampleReport(QStringLiteral("hangzhou"), zh);
    QVERIFY(r.programme);
    const QString path = m_dir.filePath(QStringLiteral("programme-zh.xlsx"));
    WorkbookOptions options;
    options.locale = zh;
    QVERIFY(exportWorkbook({ r }, path, options));
    const QString styles = QString::fromUtf8(member(path, QStringLiteral("xl/styles.xml")));
    QVERIFY2(styles.contains(QStringLiteral("formatCode=\"0\\.0,&quot;万元&quot;;-0\\.0,&quot;万元&quot;;0\"")), qPrintable(styles.left(2000)));
}

QTEST_MAIN(TestWorkbook)
#include "tst_workbook.moc"
