// computeplanner-cli export --scenario REF | --compare REF,REF,...   (REF: NAME, NAME@N or a .cplan file)
//   --what tco|memory|breakdown|tornado|pareto|report|workbook|deck --format png|svg|pdf|xlsx|csv|pptx --out FILE
//   [--size 1920x1080] [--page a4|16x9] [--lang zh_CN|en] [--db FILE]
#include "app/cli/cmd_export.h"

#include "app/charts/chartexport.h"
#include "app/cli/planloader.h"
#include "app/cli/runflags.h"
#include "app/export/csvexport.h"
#include "app/export/deck.h"
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "app/i18n/i18n.h"
#include "core/analysis/scenarioranges.h"
#include "core/common/savefile.h"
#include "core/scenario/samples.h"
#include "core/store/plancount.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace cp::exports {

namespace {

const QString kExportCmd = QStringLiteral("export");

QStringList chartIds()
{
    return { QStringLiteral("tco"), QStringLiteral("memory"), QStringLiteral("breakdown"), QStringLiteral("tornado"), QStringLiteral("pareto") };
}

QStringList whatIds()
{
    return chartIds() + QStringList { QStringLiteral("report"), QStringLiteral("workbook"), QStringLiteral("deck") };
}

QStringList formatsFor(const QString &what)
{
    if (what == QLatin1String("report"))
        return { QStringLiteral("pdf") };
    if (what == QLatin1String("workbook"))
        return { QStringLiteral("xlsx") };
    if (what == QLatin1String("deck"))
        return { QStringLiteral("pptx") };
    return { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv") };
}

struct Request {
    QString what;
    QString format;
    QString out;
    QSize size { 1920, 1080 };
    PageFormat page = PageFormat::A4Landscape;
    bool pageGiven = false;
    QLocale locale;
    QStringList scenarios;
};

int validate(const QCommandLineParser &p, Request &req, cli::Context &ctx)
{
    auto bad = [&ctx](const QString &message) { return cli::usageError(ctx, kExportCmd, message); };
    req.what = p.value(QStringLiteral("what"));
    if (!p.isSet(QStringLiteral("what")))
        return bad(QCoreApplication::translate("cp::cli", "--what: missing; use --what %1").arg(whatIds().join(QLatin1Char('|'))));
    if (!whatIds().contains(req.what))
        return bad(QCoreApplication::translate("cp::cli", "--what: '%1' is not allowed; use %2").arg(req.what, whatIds().join(QLatin1Char('|'))));
    req.format = p.value(QStringLiteral("format"));
    // Without --format, the --out file's ending names it when that is a format of --what.
    const QString suffix = QFileInfo(p.value(QStringLiteral("out"))).suffix().toLower();
    if (!p.isSet(QStringLiteral("format")) && formatsFor(req.what).contains(suffix))
        req.format = suffix;
    else if (!p.isSet(QStringLiteral("format")))
        return bad(QCoreApplication::translate("cp::cli", "--format: missing; use --format %1 (or an --out file ending in .%2)")
                       .arg(formatsFor(req.what).join(QLatin1Char('|')), formatsFor(req.what).constFirst()));
    const QStringList all { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("xlsx"), QStringLiteral("csv"), QStringLiteral("pptx") };
    if (!all.contains(req.format))
        return bad(QCoreApplication::translate("cp::cli", "--format: '%1' is not allowed; use %2").arg(req.format, all.join(QLatin1Char('|'))));
    if (!formatsFor(req.what).contains(req.format))
        return bad(QCoreApplication::translate("cp::cli", "--format: %1 cannot be written as %2; use %3")
                       .arg(req.what, req.format, formatsFor(req.what).join(QLatin1Char('|'))));
    req.out = p.value(QStringLiteral("out"));
    if (req.out.isEmpty())
        return bad(QCoreApplication::translate("cp::cli", "--out: missing; use --out FILE to name the file to write"));
    const bool chart = chartIds().contains(req.what);
    if (p.isSet(QStringLiteral("size"))) {
        const QString text = p.value(QStringLiteral("size"));
        req.size = charts::presetSize(text).isValid() ? charts::presetSize(text) : charts::parseSize(text);
        if (!req.size.isValid())
            return bad(QCoreApplication::translate("cp::cli", "--size: '%1' is not allowed; use WIDTHxHEIGHT (64-16384 each), 1080p or 4k").arg(text));
        if (!chart)
            return bad(QCoreApplication::translate("cp::cli", "--size: applies to charts only (--what %1)").arg(chartIds().join(QLatin1Char('|'))));
    }
    if (p.isSet(QStringLiteral("page"))) {
        const QString page = p.value(QStringLiteral("page"));
        if (page != QLatin1String("a4") && page != QLatin1String("16x9"))
            return bad(QCoreApplication::translate("cp::cli", "--page: '%1' is not allowed; use a4|16x9").arg(page));
        req.page = page == QLatin1String("a4") ? PageFormat::A4Landscape : PageFormat::Slide16x9;
        req.pageGiven = true;
        if (req.format != QLatin1String("pdf"))
            return bad(QCoreApplication::translate("cp::cli", "--page: applies to PDF files only (--format pdf), not to %1").arg(req.format));
    }
    if (p.isSet(QStringLiteral("lang"))) {
        const QString lang = p.value(QStringLiteral("lang"));
        if (!i18n::availableLanguages().contains(lang))
            return bad(QCoreApplication::translate("cp::cli", "--lang: '%1' is not allowed; use %2").arg(lang, i18n::availableLanguages().join(QLatin1Char('|'))));
        i18n::install(lang);
        req.locale = QLocale(lang);
    }
    const bool single = p.isSet(QStringLiteral("scenario"));
    const bool compare = p.isSet(QStringLiteral("compare"));
    if (single == compare)
        return bad(QCoreApplication::translate("cp::cli", "--scenario: give either --scenario NAME|FILE or --compare NAME,NAME,..."));
    if (single) {
        req.scenarios = { p.value(QStringLiteral("scenario")) };
    } else {
        req.scenarios = p.value(QStringLiteral("compare")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (req.what != QLatin1String("report") && req.what != QLatin1String("workbook") && req.what != QLatin1String("deck"))
            return bad(QCoreApplication::translate("cp::cli", "--compare: applies to --what report|workbook|deck only"));
        if (!compare::isComparableCount(req.scenarios.size()))
            return bad(QCoreApplication::translate("cp::cli", "--compare: name 2 to 4 scenarios separated by commas"));
    }
    return -1;
}

Status writeChart(const analysis::PlanReport &report, const Request &req)
{
    if (report.isProgramme()) // issue 44: the single charts are a single fleet's, not a programme's answer
        return Error { QStringLiteral("--what"), QCoreApplication::translate("cp::cli", "scenario '%1' is a compute programme: its pools' charts are in its report (--what report), its figures in its workbook (--what workbook)").arg(report.scenario.name) };
    const chart::ChartSpec *spec = report.chart(req.what);
    if (!spec || spec->isEmpty())
        return Error { QStringLiteral("--what"), QCoreApplication::translate("cp::cli", "scenario '%1' has no %2 chart (nothing to draw for this kind of plan)").arg(report.scenario.name, req.what) };
    if (req.format == QLatin1String("csv")) {
        if (req.what == QLatin1String("tco") && report.tco)
            return exportCashFlowsCsv(*report.tco, req.out);
        return exportChartCsv(*spec, req.out);
    }
    charts::ExportOptions options;
    options.pixelSize = req.size;
    options.locale = req.locale;
    options.pdfPage = req.pageGiven && req.page == PageFormat::A4Landscape ? charts::PdfPage::A4Landscape : charts::PdfPage::Slide16x9;
    if (req.format == QLatin1String("png"))
        return charts::exportPng(*spec, req.out, options);
    if (req.format == QLatin1String("svg"))
        return charts::exportSvg(*spec, req.out, options);
    return charts::exportPdf(*spec, req.out, options);
}

// The board deck; a plan's deck carries the plan's ranges (the dashboard's Monte Carlo settings).
Status writeDeck(const QList<analysis::PlanReport> &reports, const QList<Scenario> &scenarios, int revision, const QLocale &locale, const QString &out)
{
    DeckOptions options;
    options.locale = locale;
    options.revision = revision;
    if (reports.size() > 1)
        return exportComparisonDeck(reports, out, options);
    if (auto ranges = analysis::scenarioRanges(scenarios.constFirst(), uncertainty::RangeSettings {}))
        options.ranges = *ranges;
    return exportDeck(reports.constFirst(), out, options);
}

int runExport(const QStringList &args, cli::Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Export a chart, the PDF report, the Excel workbook or the board deck of a plan, "
                                                                            "or of several plans for a comparison."));
    auto value = [&parser](const QString &name, const QString &help, const QString &valueName) {
        parser.addOption({ name, help, valueName });
    };
    value(QStringLiteral("scenario"), QCoreApplication::translate("cp::cli", "A saved scenario's name or a .cplan file."), QStringLiteral("name|file"));
    value(QStringLiteral("compare"), QCoreApplication::translate("cp::cli", "2-4 scenario names or files, comma-separated (report, workbook or deck)."), QStringLiteral("names"));
    value(QStringLiteral("what"), QCoreApplication::translate("cp::cli", "tco|memory|breakdown|tornado|pareto|report|workbook|deck."), QStringLiteral("what"));
    value(QStringLiteral("format"), QCoreApplication::translate("cp::cli", "png|svg|pdf|csv for charts, pdf for the report, xlsx for the workbook, pptx for the board deck."), QStringLiteral("format"));
    value(QStringLiteral("out"), QCoreApplication::translate("cp::cli", "The file to write; - writes to standard output."), QStringLiteral("file"));
    value(QStringLiteral("size"), QCoreApplication::translate("cp::cli", "Chart size in pixels: WIDTHxHEIGHT, 1080p or 4k (default 1920x1080)."), QStringLiteral("size"));
    value(QStringLiteral("page"), QCoreApplication::translate("cp::cli", "Report page: a4 (landscape, default) or 16x9."), QStringLiteral("page"));
    value(QStringLiteral("lang"), QCoreApplication::translate("cp::cli", "Language of the export: zh_CN|en."), QStringLiteral("lang"));
    value(QStringLiteral("db"), QCoreApplication::translate("cp::cli", "The scenario database: a file, or a team library postgresql://USER@HOST:PORT/DATABASE (default: %1).").arg(Store::defaultPath()), QStringLiteral("file|URI"));
    cli::addFieldOption(parser, "price-tier"); // help text from the field registry
    if (const int rc = cli::parseArguments(parser, args, ctx, kExportCmd); rc >= 0)
        return rc;
    PriceTier tier = PriceTier::Typical;
    if (!cli::readPriceTier(cli::FlagReader { parser, kExportCmd, ctx, false }, tier))
        return cli::UsageError;
    const bool tierSet = parser.isSet(QStringLiteral("price-tier"));
    if (!parser.positionalArguments().isEmpty())
        return cli::usageError(ctx, kExportCmd, QCoreApplication::translate("cp::cli", "unexpected argument '%1'; name the scenario with --scenario").arg(parser.positionalArguments().constFirst()));
    Request req;
    if (const int rc = validate(parser, req, ctx); rc >= 0)
        return rc;

    const QString dbPath = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : Store::defaultPath();
    QList<analysis::PlanReport> reports;
    QList<Scenario> scenarios;
    int revision = 0;
    // Writing the export over a file it reads (a .cplan input or the library) would destroy it.
    QStringList inputs { dbPath };
    for (const QString &name : std::as_const(req.scenarios)) {
        if (compare::parsePlanReference(name.trimmed()).file)
            inputs << name.trimmed();
    }
    if (const int rc = cli::refuseOutOverInput(ctx, kExportCmd, req.out, inputs); rc >= 0)
        return rc;
    cli::PlanLoader plans(dbPath);
    for (const QString &name : std::as_const(req.scenarios)) {
        int code = cli::Failure;
        auto loaded = plans.load(name.trimmed(), code);
        if (!loaded)
            return cli::report(ctx, kExportCmd, joinErrors(loaded.errors()), code);
        // The report's revision: N of NAME@N, the newest of a library scenario, 0 for a file.
        revision = loaded->revision ? *loaded->revision : plans.newestRevision(name.trimmed());
        if (tierSet)
            loaded->scenario.priceTier = priceTierName(tier);
        // A shipped sample reads in the report's language, as the library seeds it.
        translateSampleTexts(loaded->scenario);
        scenarios << loaded->scenario;
        reports << analysis::analyse(loaded->scenario, req.locale);
    }

    Status written = Ok {};
    if (req.what == QLatin1String("workbook")) {
        WorkbookOptions options;
        options.locale = req.locale;
        written = exportWorkbook(reports, req.out, options);
    } else if (req.what == QLatin1String("deck")) {
        written = writeDeck(reports, scenarios, revision, req.locale, req.out);
    } else if (req.what == QLatin1String("report")) {
        ReportOptions options { req.locale, req.page, revision, {} };
        written = reports.size() > 1 ? exportComparisonPdf(reports, req.out, options) : exportReportPdf(reports.constFirst(), req.out, options);
    } else {
        written = writeChart(reports.constFirst(), req);
    }
    if (!written)
        return cli::writeFailure(ctx, kExportCmd, written.errors());
    if (isStandardOutput(req.out))
        return cli::Success; // standard output holds the export and nothing else
    ctx.out << QCoreApplication::translate("cp::cli", "Wrote %1.").arg(QDir::toNativeSeparators(req.out)) << '\n';
    ctx.out.flush();
    return cli::Success;
}

} // namespace

} // namespace cp::exports

namespace cp::cli {

Command exportCommand()
{
    return { QStringLiteral("export"),
        QT_TRANSLATE_NOOP("cp::cli", "Export charts (PNG/SVG/PDF/CSV), the PDF report, the Excel workbook or the board deck (PPTX) of plans."),
        exports::runExport, true };
}

} // namespace cp::cli
