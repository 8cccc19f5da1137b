// The board deck (issue 46): the .pptx package is well formed (a content type for every part,
// every relationship's target present), has the slides its layout lists, at least three native
// charts (c:chartSpace) each with an embedded workbook holding the chart's numbers; its figures
// are the CLI's (`tco`/`plan --format json`) for every sample; and LibreOffice Impress opens it
// (every sample, English and Chinese) with the expected page count, the headline figure and real
// Chinese text in the converted PDF.
#include "../cli/clirunner.h"
#include "app/cli/cmd_export.h"
#include "app/export/deck.h"
#include "app/i18n/i18n.h"
#include "core/scenario/cplan.h"
#include "core/units/format.h"
#include "exportfixtures.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>

#include <cmath>

using namespace cp;

namespace {

/// The plan deck's slides (deck.h): cover, answer, options, cumulative cost, table, cluster,
/// ranges, assumptions; the comparison deck's: cover, side by side, one horizon, curves, line
/// items, assumptions.
constexpr int kPlanSlides = 8;
constexpr int kComparisonSlides = 6;

QStringList members(const QString &zip)
{
    const auto out = tool(QStringLiteral("unzip"), { QStringLiteral("-Z1"), zip });
    return out ? QString::fromUtf8(*out).split(QLatin1Char('\n'), Qt::SkipEmptyParts) : QStringList {};
}

QByteArray member(const QString &zip, const QString &name)
{
    // unzip reads a member name as a pattern: "[Content_Types].xml" needs its brackets escaped.
    QString pattern = name;
    pattern.replace(QLatin1Char('['), QStringLiteral("\\[")).replace(QLatin1Char(']'), QStringLiteral("\\]"));
    return tool(QStringLiteral("unzip"), { QStringLiteral("-p"), zip, pattern }).value_or(QByteArray());
}

/// A part's folder joined with a relative target ("ppt/slides" + "../charts/chart1.xml").
QString resolve(const QString &relsPart, const QString &target)
{
    QString folder = relsPart.section(QStringLiteral("_rels/"), 0, 0);
    return QDir::cleanPath(folder + target);
}

struct ChartCache {
    QList<QPair<QString, QList<double>>> series; ///< name and cached values (c:val or c:yVal)
    QStringList axisTitles;
    QString externalData; ///< r:id of c:externalData
};

ChartCache readChart(const QByteArray &xml)
{
    ChartCache c;
    QXmlStreamReader r(xml);
    QString where;
    bool inTitle = false;
    while (!r.atEnd()) {
        r.readNext();
        const QString name = r.qualifiedName().toString();
        if (r.isStartElement()) {
            if (name == QLatin1String("c:ser"))
                c.series << qMakePair(QString(), QList<double> {});
            else if (name == QLatin1String("c:tx") || name == QLatin1String("c:val") || name == QLatin1String("c:yVal") || name == QLatin1String("c:cat") || name == QLatin1String("c:xVal"))
                where = name;
            else if (name == QLatin1String("c:title"))
                inTitle = true;
            else if (name == QLatin1String("c:externalData"))
                c.externalData = r.attributes().value(QStringLiteral("r:id")).toString();
            else if (name == QLatin1String("c:v") && !c.series.isEmpty() && where == QLatin1String("c:tx"))
                c.series.last().first = r.readElementText();
            else if (name == QLatin1String("c:v") && !c.series.isEmpty() && (where == QLatin1String("c:val") || where == QLatin1String("c:yVal")))
                c.series.last().second << r.readElementText().toDouble();
            else if (name == QLatin1String("a:t") && inTitle)
                c.axisTitles << r.readElementText();
        } else if (r.isEndElement()) {
            if (name == QLatin1String("c:title"))
                inTitle = false;
            else if (name == where)
                where.clear();
        }
    }
    return c;
}

/// The yuan in one unit of a money axis the app labels (units::moneyAxisScale): "M CNY" 1e6, "万元" 1e4.
double unitDivisor(const QStringList &titles)
{
    const QList<QPair<QString, double>> units { { QStringLiteral("(B CNY)"), 1e9 }, { QStringLiteral("(M CNY)"), 1e6 }, { QStringLiteral("(k CNY)"), 1e3 },
        { QStringLiteral("(CNY)"), 1 }, { QStringLiteral("（亿元）"), 1e8 }, { QStringLiteral("(亿元)"), 1e8 }, { QStringLiteral("(万元)"), 1e4 }, { QStringLiteral("(元)"), 1 } };
    for (const QString &t : titles) {
        for (const auto &[unit, divisor] : units) {
            if (t.endsWith(unit))
                return divisor;
        }
    }
    return 0;
}

QString slideText(const QByteArray &xml)
{
    QStringList runs;
    QXmlStreamReader r(xml);
    while (!r.atEnd()) {
        if (r.readNext() == QXmlStreamReader::StartElement && r.qualifiedName() == QLatin1String("a:t"))
            runs << r.readElementText();
    }
    return runs.join(QLatin1Char(' '));
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

QString withoutSpaces(QString s)
{
    s.remove(QRegularExpression(QStringLiteral("\\s")));
    return s;
}

QList<QPair<QString, Scenario>> samples()
{
    QList<QPair<QString, Scenario>> out;
    const QStringList files = sampleFiles();
    const auto all = sampleScenarios();
    for (qsizetype i = 0; all && i < files.size(); ++i)
        out << qMakePair(QFileInfo(files.at(i)).completeBaseName(), all->at(i));
    return out;
}

CliResult runExport(const QStringList &args)
{
    return runCli(args, cliCommands() << cli::exportCommand());
}

QJsonObject jsonOf(const CliResult &r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

} // namespace

class TestDeck : public QObject {
    Q_OBJECT
private slots:
    void packageIsWellFormed_data();
    void packageIsWellFormed();
    void figuresAreTheCliFigures_data();
    void figuresAreTheCliFigures();
    void libreOfficeOpensEveryDeck();
    void cleanupTestCase();
};

void TestDeck::cleanupTestCase()
{
    i18n::install(QStringLiteral("en"));
}

void TestDeck::packageIsWellFormed_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("comparison");
    const auto all = samples();
    QVERIFY(all.size() >= 5);
    for (qsizetype i = 0; i < all.size(); ++i)
        QTest::newRow(qPrintable(all.at(i).first)) << int(i) << false;
    QTest::newRow("comparison of samples 2, 3 and 5") << 0 << true;
}

void TestDeck::packageIsWellFormed()
{
    QFETCH(int, index);
    QFETCH(bool, comparison);
    const auto all = samples();
    QList<analysis::PlanReport> reports;
    for (const int i : comparison ? QList<int> { 1, 2, 4 } : QList<int> { index })
        reports << analysis::analyse(all.at(i).second, QLocale(QLocale::English));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("deck.pptx"));
    exports::DeckOptions options;
    options.locale = QLocale(QLocale::English);
    if (comparison) {
        // The comparison through the CLI: export --compare A,B,C --what deck.
        QStringList plans;
        for (const int i : { 1, 2, 4 }) {
            plans << dir.filePath(QStringLiteral("plan%1.cplan").arg(i));
            QVERIFY(cplan::writeFile(plans.constLast(), all.at(i).second));
        }
        const CliResult r = runExport({ QStringLiteral("export"), QStringLiteral("--compare"), plans.join(QLatin1Char(',')), QStringLiteral("--what"),
            QStringLiteral("deck"), QStringLiteral("--format"), QStringLiteral("pptx"), QStringLiteral("--out"), file });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    } else {
        const Status written = exports::exportDeck(reports.constFirst(), file, options);
        if (reports.constFirst().isProgramme()) {
            // Issue 44: the deck does not carry a programme yet; it says so and writes nothing.
            QVERIFY(!written);
            QVERIFY2(joinErrors(written.errors()).contains(QLatin1String("compute programme")), qPrintable(joinErrors(written.errors())));
            QVERIFY(!QFile::exists(file));
            return;
        }
        QVERIFY2(written, qPrintable(joinErrors(written.errors())));
    }

    const QStringList parts = members(file);
    QVERIFY2(parts.contains(QStringLiteral("[Content_Types].xml")), "unzip could not list the package (installer/bootstrap installs unzip)");
    // [Content_Types].xml: an Override for every part but the relationships (Default "rels").
    QSet<QString> overridden;
    QXmlStreamReader types(member(file, QStringLiteral("[Content_Types].xml")));
    while (!types.atEnd()) {
        if (types.readNext() == QXmlStreamReader::StartElement && types.name() == QLatin1String("Override"))
            overridden << types.attributes().value(QStringLiteral("PartName")).toString().mid(1);
    }
    for (const QString &p : parts) {
        if (p != QLatin1String("[Content_Types].xml") && !p.endsWith(QLatin1String(".rels")))
            QVERIFY2(overridden.contains(p), qPrintable(p + QStringLiteral(" has no content type")));
    }
    // Every relationship's target is a part of the package.
    for (const QString &rels : parts) {
        if (!rels.endsWith(QLatin1String(".rels")))
            continue;
        QXmlStreamReader r(member(file, rels));
        while (!r.atEnd()) {
            if (r.readNext() != QXmlStreamReader::StartElement || r.name() != QLatin1String("Relationship"))
                continue;
            const QString target = resolve(rels, r.attributes().value(QStringLiteral("Target")).toString());
            QVERIFY2(parts.contains(target), qPrintable(rels + QStringLiteral(" → missing ") + target));
        }
    }
    // The slides the layout lists; at least three native charts, each with its workbook.
    const int slides = int(parts.filter(QRegularExpression(QStringLiteral("^ppt/slides/slide\\d+\\.xml$"))).size());
    QCOMPARE(slides, comparison ? kComparisonSlides : kPlanSlides);
    const QStringList titles = comparison ? exports::comparisonDeckSlideTitles(reports, options) : exports::deckSlideTitles(reports.constFirst(), options);
    QCOMPARE(titles.size(), slides);
    QCOMPARE(parts.filter(QRegularExpression(QStringLiteral("^ppt/notesSlides/notesSlide\\d+\\.xml$"))).size(), slides);
    const QStringList charts = parts.filter(QRegularExpression(QStringLiteral("^ppt/charts/chart\\d+\\.xml$")));
    QVERIFY2(charts.size() >= 3, qPrintable(QString::number(charts.size())));
    for (const QString &chart : charts) {
        const QByteArray xml = member(file, chart);
        QVERIFY2(xml.contains("<c:chartSpace"), qPrintable(chart));
        const ChartCache cache = readChart(xml);
        QCOMPARE(cache.externalData, QStringLiteral("rId1"));
        const QByteArray rels = member(file, QStringLiteral("ppt/charts/_rels/") + QFileInfo(chart).fileName() + QStringLiteral(".rels"));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Id=\"rId1\" Type=\"[^\"]*/package\" Target=\"([^\"]+\\.xlsx)\"")).match(QString::fromUtf8(rels));
        QVERIFY2(m.hasMatch(), qPrintable(chart + QStringLiteral(": no embedded workbook")));
        // The workbook's sheet holds every cached number of the chart.
        const QString xlsx = dir.filePath(QFileInfo(m.captured(1)).fileName());
        QFile out(xlsx);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(member(file, resolve(QStringLiteral("ppt/charts/_rels/x.rels"), m.captured(1))));
        out.close();
        const QString sheet = QString::fromUtf8(member(xlsx, QStringLiteral("xl/worksheets/sheet1.xml")));
        QList<double> cells;
        for (const QRegularExpressionMatch &v : QRegularExpression(QStringLiteral("<v>([^<]+)</v>")).globalMatch(sheet))
            cells << v.captured(1).toDouble();
        QVERIFY2(!cache.series.isEmpty(), qPrintable(chart));
        for (const auto &[name, values] : cache.series) {
            for (double v : values)
                QVERIFY2(std::any_of(cells.cbegin(), cells.cend(), [v](double c) { return near(c, v); }), qPrintable(chart + QLatin1Char(' ') + name));
        }
    }
}

void TestDeck::figuresAreTheCliFigures_data()
{
    QTest::addColumn<int>("index");
    const auto all = samples();
    for (qsizetype i = 0; i < all.size(); ++i)
        QTest::newRow(qPrintable(all.at(i).first)) << int(i);
}

void TestDeck::figuresAreTheCliFigures()
{
    QFETCH(int, index);
    const Scenario scenario = samples().at(index).second;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("plan.cplan"));
    QVERIFY(cplan::writeFile(file, scenario));
    const QString deck = dir.filePath(QStringLiteral("deck.pptx"));
    const CliResult exported = runExport({ QStringLiteral("export"), QStringLiteral("--scenario"), file, QStringLiteral("--what"), QStringLiteral("deck"),
        QStringLiteral("--format"), QStringLiteral("pptx"), QStringLiteral("--out"), deck });
    if (!scenario.pools.isEmpty()) { // issue 44: a programme's deck is refused, naming the exports that carry it
        QVERIFY(exported.exitCode != 0 && exported.err.contains(QLatin1String("compute programme")));
        return;
    }
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));

    // The CLI's options: `tco --scenario` where it prices the plan's fleet, else the plan's report
    // (a serving plan's fleet grows to its load, which `tco --scenario` does not do yet; tst_crossview).
    const analysis::PlanReport report = analysis::analyse(*cplan::readFile(file, Catalog::builtIn()), QLocale(QLocale::English));
    QVERIFY(report.money);
    QJsonArray options;
    QString recommended = report.money->recommended;
    const bool sameFleetInCli = !report.inference || report.money->gpus == scenario.hardware.gpus.value_or(report.money->gpus);
    if (sameFleetInCli) {
        const CliResult tco = runCli({ QStringLiteral("tco"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(tco.exitCode == 0, qPrintable(tco.err));
        options = jsonOf(tco).value(QStringLiteral("options")).toArray();
        recommended = jsonOf(tco).value(QStringLiteral("verdict")).toObject().value(QStringLiteral("recommended")).toString();
    } else {
        for (const analysis::MoneyOption &o : report.money->options)
            options << QJsonObject { { QStringLiteral("id"), o.id }, { QStringLiteral("name"), o.name }, { QStringLiteral("obtainable"), o.obtainable },
                { QStringLiteral("total_cny"), o.totalCny }, { QStringLiteral("npv_pre_tax_cny"), o.npvPreTaxCny }, { QStringLiteral("npv_after_tax_cny"), o.npvAfterTaxCny } };
    }
    if (report.plan && report.plan->recommended) {
        const CliResult plan = runCli({ QStringLiteral("plan"), QStringLiteral("--scenario"), file, QStringLiteral("--format"), QStringLiteral("json") });
        QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
        QCOMPARE(jsonOf(plan).value(QStringLiteral("recommended")).toObject().value(QStringLiteral("money")).toObject().value(QStringLiteral("id")).toString(), recommended);
    }
    QJsonObject rec;
    QList<QJsonObject> obtainable;
    for (const QJsonValue &v : std::as_const(options)) {
        if (v.toObject().value(QStringLiteral("obtainable")).toBool())
            obtainable << v.toObject();
        if (v.toObject().value(QStringLiteral("id")).toString() == recommended)
            rec = v.toObject();
    }
    QVERIFY(!rec.isEmpty());

    // Slide 3's chart: each obtainable option's pre- and after-tax NPV, in the axis unit.
    const ChartCache options3 = readChart(member(deck, QStringLiteral("ppt/charts/chart1.xml")));
    const double divisor = unitDivisor(options3.axisTitles);
    QVERIFY2(divisor > 0, qPrintable(options3.axisTitles.join(QStringLiteral(" | "))));
    QCOMPARE(options3.series.size(), 2);
    for (qsizetype s = 0; s < 2; ++s) {
        const char *key = s == 0 ? "npv_pre_tax_cny" : "npv_after_tax_cny";
        QCOMPARE(options3.series.at(s).second.size(), obtainable.size());
        for (qsizetype i = 0; i < obtainable.size(); ++i)
            QVERIFY2(std::abs(options3.series.at(s).second.at(i) * divisor - obtainable.at(i).value(QLatin1String(key)).toDouble()) <= 1e-6 * std::max(1.0, std::abs(obtainable.at(i).value(QLatin1String(key)).toDouble())),
                qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(key), obtainable.at(i).value(QStringLiteral("id")).toString())));
    }
    // Slide 4's chart: each option's cumulative cost ends at its total over the horizon.
    const ChartCache cumulative = readChart(member(deck, QStringLiteral("ppt/charts/chart2.xml")));
    const double cumulativeDivisor = unitDivisor(cumulative.axisTitles);
    QVERIFY(cumulativeDivisor > 0);
    for (const QJsonValue &v : std::as_const(options)) {
        const QJsonObject o = v.toObject();
        // A hybrid that owns nothing beside on demand is on demand's line: not drawn twice (issue 45).
        if (const tco::OptionResult *r = report.tco->option(o.value(QStringLiteral("id")).toString()); r && report.tco->duplicatesOnDemand(*r))
            continue;
        const auto line = std::find_if(cumulative.series.cbegin(), cumulative.series.cend(), [&](const auto &s) { return s.first == o.value(QStringLiteral("name")).toString(); });
        QVERIFY2(line != cumulative.series.cend(), qPrintable(o.value(QStringLiteral("name")).toString()));
        QVERIFY2(std::abs(line->second.constLast() * cumulativeDivisor - o.value(QStringLiteral("total_cny")).toDouble()) <= 1e-6 * std::max(1.0, o.value(QStringLiteral("total_cny")).toDouble()), qPrintable(line->first));
    }
    // The answer slide names the recommended option's figure on the basis and its cash; the table
    // slide every option's cash, pre- and after-tax NPV, as the app formats them.
    const QLocale en(QLocale::English);
    const QString basisKey = report.money->basisId == QLatin1String("after_tax_npv") ? QStringLiteral("npv_after_tax_cny") : QStringLiteral("npv_pre_tax_cny");
    const QString answer = slideText(member(deck, QStringLiteral("ppt/slides/slide2.xml")));
    const auto money = [&](double cny) { return units::formatMoney(units::yuan(cny), units::MoneyStyle::Compact, en); };
    QVERIFY2(answer.contains(money(rec.value(basisKey).toDouble())), qPrintable(answer));
    QVERIFY2(answer.contains(money(rec.value(QStringLiteral("total_cny")).toDouble())), qPrintable(answer));
    // The ranges slide carries the CLI's Monte Carlo quantiles; the answer's notes its reasons.
    const QString ranges = slideText(member(deck, QStringLiteral("ppt/slides/slide7.xml")));
    QVERIFY2(ranges.contains(QStringLiteral("P10")) && ranges.contains(QStringLiteral("P90")) && ranges.contains(QStringLiteral("10,000")), qPrintable(ranges));
    const QString notes = slideText(member(deck, QStringLiteral("ppt/notesSlides/notesSlide2.xml")));
    for (const QString &reason : report.reasons)
        QVERIFY2(notes.contains(reason), qPrintable(reason));
    const QString table = slideText(member(deck, QStringLiteral("ppt/slides/slide5.xml")));
    for (const QJsonValue &v : std::as_const(options)) {
        for (const char *key : { "total_cny", "npv_pre_tax_cny", "npv_after_tax_cny" })
            QVERIFY2(table.contains(money(v.toObject().value(QLatin1String(key)).toDouble())), key);
    }
}

void TestDeck::libreOfficeOpensEveryDeck()
{
    const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    QVERIFY2(!soffice.isEmpty(), "soffice is missing (installer/bootstrap installs libreoffice-impress-nogui)");
    QTemporaryDir dir;
    struct Deck {
        QString file;
        QString lang;
        QString headline; ///< the recommended option on the basis, as the app formats it
        QString chinese; ///< a translated slide title the PDF must hold as text
    };
    QList<Deck> decks;
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        i18n::install(lang);
        const QLocale locale(lang);
        for (const auto &[name, scenario] : samples()) {
            if (!scenario.pools.isEmpty())
                continue; // a programme has no deck yet (packageIsWellFormed)
            const analysis::PlanReport report = analysis::analyse(scenario, locale);
            const QString file = dir.filePath(QStringLiteral("%1-%2.pptx").arg(name, lang));
            exports::DeckOptions options;
            options.locale = locale;
            const Status written = exports::exportDeck(report, file, options);
            QVERIFY2(written, qPrintable(joinErrors(written.errors())));
            QVERIFY(report.money && report.money->recommendedOption());
            decks << Deck { file, lang, units::formatMoney(units::yuan(report.money->recommendedOption()->basisCny), units::MoneyStyle::Compact, locale),
                lang == QLatin1String("zh_CN") ? QCoreApplication::translate("cp::exports", "The answer") : QString() };
        }
    }
    i18n::install(QStringLiteral("en"));
    QVERIFY2(decks.constLast().chinese != QLatin1String("The answer"), "the Chinese translation of the answer slide's title is missing");

    QTemporaryDir profile;
    QStringList files;
    for (const Deck &d : std::as_const(decks))
        files << d.file;
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(soffice, QStringList { QStringLiteral("-env:UserInstallation=") + QUrl::fromLocalFile(profile.path()).toString(), QStringLiteral("--headless"), QStringLiteral("--norestore"), QStringLiteral("--convert-to"), QStringLiteral("pdf"), QStringLiteral("--outdir"), dir.path() } + files);
    QVERIFY2(p.waitForFinished(600000) && p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAll())));
    for (const Deck &d : std::as_const(decks)) {
        const QString pdf = dir.filePath(QFileInfo(d.file).completeBaseName() + QStringLiteral(".pdf"));
        const auto info = tool(QStringLiteral("pdfinfo"), { pdf });
        QVERIFY2(info, qPrintable(QStringLiteral("LibreOffice did not convert ") + d.file));
        QVERIFY2(QString::fromUtf8(*info).contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(kPlanSlides))), qPrintable(d.file + QString::fromUtf8(*info)));
        const auto text = tool(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
        QVERIFY2(text, "pdftotext failed (installer/bootstrap installs poppler-utils)");
        const QString flat = withoutSpaces(QString::fromUtf8(*text));
        QVERIFY2(flat.contains(withoutSpaces(d.headline)), qPrintable(d.file + QStringLiteral(": no ") + d.headline));
        if (!d.chinese.isEmpty())
            QVERIFY2(flat.contains(withoutSpaces(d.chinese)), qPrintable(d.file + QStringLiteral(": no Chinese text ") + d.chinese));
    }
}

QTEST_MAIN(TestDeck)
#include "tst_deck.moc"
