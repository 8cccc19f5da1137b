#include "app/export/deck.h"

#include "app/export/deckchart.h"
#include "app/export/deckcontent.h"
#include "app/export/deckxml.h"
#include "app/export/ledger.h"
#include "app/export/ooxmlpackage.h"
#include "core/common/savefile.h"

#include <QCoreApplication>

#include <optional>

namespace cp::exports {

namespace {

namespace ct {
const QString presentation = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml");
const QString slide = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.slide+xml");
const QString slideLayout = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml");
const QString slideMaster = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml");
const QString notesMaster = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.notesMaster+xml");
const QString notesSlide = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml");
const QString theme = QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml");
const QString chart = QStringLiteral("application/vnd.openxmlformats-officedocument.drawingml.chart+xml");
const QString workbook = QStringLiteral("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
const QString presProps = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.presProps+xml");
const QString viewProps = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.viewProps+xml");
const QString tableStyles = QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.tableStyles+xml");
const QString core = QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml");
const QString app = QStringLiteral("application/vnd.openxmlformats-officedocument.extended-properties+xml");
} // namespace ct

DeckOptions resolved(DeckOptions options)
{
    if (!options.generatedAt.isValid())
        options.generatedAt = QDateTime::currentDateTimeUtc();
    return options;
}

// The fixed parts: presentation, master, layout, notes master, themes, properties.
void addFixedParts(ooxml::Package &p, const deck::Deck &d, const deck::TextStyle &style)
{
    const QString pres = QStringLiteral("ppt/presentation.xml");
    p.relate(QString(), ooxml::rel::officeDocument, pres);
    p.relate(QString(), ooxml::rel::coreProperties, QStringLiteral("docProps/core.xml"));
    p.relate(QString(), ooxml::rel::extendedProperties, QStringLiteral("docProps/app.xml"));
    p.addPart(QStringLiteral("docProps/core.xml"), ct::core, deck::corePropertiesXml(d.title, appTitle()));
    p.addPart(QStringLiteral("docProps/app.xml"), ct::app, deck::appPropertiesXml(int(d.slides.size()), appTitle()));
    const QString master = QStringLiteral("ppt/slideMasters/slideMaster1.xml");
    const QString layout = QStringLiteral("ppt/slideLayouts/slideLayout1.xml");
    const QString notesMaster = QStringLiteral("ppt/notesMasters/notesMaster1.xml");
    p.addPart(master, ct::slideMaster, deck::slideMasterXml());
    p.relate(master, ooxml::rel::slideLayout, layout); // rId1: the master's sldLayoutId names it
    p.relate(master, ooxml::rel::theme, QStringLiteral("ppt/theme/theme1.xml"));
    p.addPart(layout, ct::slideLayout, deck::slideLayoutXml());
    p.relate(layout, ooxml::rel::slideMaster, master);
    p.addPart(notesMaster, ct::notesMaster, deck::notesMasterXml(style));
    p.relate(notesMaster, ooxml::rel::theme, QStringLiteral("ppt/theme/theme2.xml"));
    p.addPart(QStringLiteral("ppt/theme/theme1.xml"), ct::theme, deck::themeXml(style));
    p.addPart(QStringLiteral("ppt/theme/theme2.xml"), ct::theme, deck::themeXml(style));
    p.addPart(QStringLiteral("ppt/presProps.xml"), ct::presProps, deck::emptyPresentationPart("p:presentationPr"));
    p.addPart(QStringLiteral("ppt/viewProps.xml"), ct::viewProps, deck::emptyPresentationPart("p:viewPr"));
    p.addPart(QStringLiteral("ppt/tableStyles.xml"), ct::tableStyles, deck::tableStylesXml());
}

Expected<QByteArray> package(const deck::Deck &d)
{
    deck::TextStyle style;
    style.language = d.language;
    ooxml::Package p;
    addFixedParts(p, d, style);
    const QString pres = QStringLiteral("ppt/presentation.xml");
    const QString masterId = p.relate(pres, ooxml::rel::slideMaster, QStringLiteral("ppt/slideMasters/slideMaster1.xml"));
    const QString notesMasterId = p.relate(pres, ooxml::rel::notesMaster, QStringLiteral("ppt/notesMasters/notesMaster1.xml"));
    QStringList slideIds;
    int chartNumber = 0;
    for (qsizetype i = 0; i < d.slides.size(); ++i) {
        const deck::Slide &slide = d.slides.at(i);
        const QString name = QStringLiteral("ppt/slides/slide%1.xml").arg(i + 1);
        slideIds << p.relate(pres, ooxml::rel::slide, name);
        p.relate(name, ooxml::rel::slideLayout, QStringLiteral("ppt/slideLayouts/slideLayout1.xml"));
        QStringList chartIds;
        for (const deck::ChartFrame &frame : slide.charts) {
            const QString chart = QStringLiteral("ppt/charts/chart%1.xml").arg(++chartNumber);
            const QString embedding = QStringLiteral("ppt/embeddings/Microsoft_Excel_Worksheet%1.xlsx").arg(chartNumber);
            const deck::ChartPart part = deck::chartPart(frame.chart, style);
            auto workbook = sheetWorkbookBytes(part.sheet);
            if (!workbook)
                return workbook.errors();
            p.addPart(chart, ct::chart, part.xml);
            p.relate(chart, ooxml::rel::package, embedding); // rId1: the part's externalData
            p.addPart(embedding, ct::workbook, *workbook);
            chartIds << p.relate(name, ooxml::rel::chart, chart);
        }
        const QString notes = QStringLiteral("ppt/notesSlides/notesSlide%1.xml").arg(i + 1);
        p.relate(name, ooxml::rel::notesSlide, notes);
        p.addPart(name, ct::slide, deck::slideXml(slide, style, chartIds));
        p.addPart(notes, ct::notesSlide, deck::notesXml(slide, style));
        p.relate(notes, ooxml::rel::notesMaster, QStringLiteral("ppt/notesMasters/notesMaster1.xml"));
        p.relate(notes, ooxml::rel::slide, name);
    }
    p.relate(pres, ooxml::rel::theme, QStringLiteral("ppt/theme/theme1.xml"));
    p.relate(pres, ooxml::rel::presProps, QStringLiteral("ppt/presProps.xml"));
    p.relate(pres, ooxml::rel::viewProps, QStringLiteral("ppt/viewProps.xml"));
    p.relate(pres, ooxml::rel::tableStyles, QStringLiteral("ppt/tableStyles.xml"));
    p.addPart(pres, ct::presentation, deck::presentationXml(masterId, notesMasterId, slideIds));
    return p.zip();
}

QStringList titles(const deck::Deck &d)
{
    QStringList t;
    for (const deck::Slide &s : d.slides)
        t << s.title;
    return t;
}

/// The deck's slides are a single fleet's (its answer, options and charts): a programme's
/// (issue 44) would be a second answer beside its programme, so it is refused, naming the exports
/// that carry it.
std::optional<Error> programmeRefused(const QList<analysis::PlanReport> &reports)
{
    for (const analysis::PlanReport &r : reports) {
        if (r.isProgramme())
            return Error { QStringLiteral("pptx"), QCoreApplication::translate("cp::exports", "'%1' is a compute programme, and the board deck does not carry programmes yet: "
                                                                                              "export its PDF report or its workbook")
                                                       .arg(r.scenario.name) };
    }
    return std::nullopt;
}

Status write(const Expected<QByteArray> &bytes, const QString &path)
{
    if (!bytes)
        return bytes.errors();
    return saveFile(path, *bytes);
}

} // namespace

QStringList deckSlideTitles(const analysis::PlanReport &report, const DeckOptions &options)
{
    return titles(deck::planDeck(report, resolved(options)));
}

QStringList comparisonDeckSlideTitles(const QList<analysis::PlanReport> &reports, const DeckOptions &options)
{
    return titles(deck::comparisonDeck(reports, resolved(options)));
}

Expected<QByteArray> planDeckBytes(const analysis::PlanReport &report, const DeckOptions &options)
{
    if (const std::optional<Error> refused = programmeRefused({ report }))
        return *refused;
    return package(deck::planDeck(report, resolved(options)));
}

Expected<QByteArray> comparisonDeckBytes(const QList<analysis::PlanReport> &reports, const DeckOptions &options)
{
    if (reports.isEmpty())
        return Error { QStringLiteral("pptx"), QCoreApplication::translate("cp::exports", "no plans to compare") };
    if (const std::optional<Error> refused = programmeRefused(reports))
        return *refused;
    return package(deck::comparisonDeck(reports, resolved(options)));
}

Status exportDeck(const analysis::PlanReport &report, const QString &path, const DeckOptions &options)
{
    return write(planDeckBytes(report, options), path);
}

Status exportComparisonDeck(const QList<analysis::PlanReport> &reports, const QString &path, const DeckOptions &options)
{
    return write(comparisonDeckBytes(reports, options), path);
}

} // namespace cp::exports
