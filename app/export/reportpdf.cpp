#include "app/export/reportpdf.h"

#include "app/charts/chartexport.h"
#include "app/charts/theme.h"
#include "app/export/ledger.h"
#include "app/export/pdfpaginator.h"
#include "app/export/reporttexts.h"
#include "core/analysis/moneytable.h"
#include "core/analysis/rangetexts.h"
#include "core/catalog/datatexts.h"
#include "core/catalog/pricetexts.h"
#include "core/compare/compare.h"
#include "core/explain/explanation.h"
#include "core/tco/verdict.h"
#include "core/units/format.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>

#include <cmath>
#include <functional>

namespace cp::exports {

namespace {

using reporttext::assumptionBadge, reporttext::breakable, reporttext::ledgerNumber, reporttext::severityText, reporttext::wrappableLinks;

// Spacing in logical units (the page itself, 1280 units wide whatever the paper, is the Paginator's).
constexpr qreal kGap = 12;
constexpr int kKpisPerRow = 4;

const QColor kText(0x20, 0x20, 0x20);
const QColor kMuted(0x60, 0x60, 0x60);
const QColor kRule(0xcc, 0xcc, 0xcc);
const QColor kAccent(0x00, 0x72, 0xB2);
const QColor kBadge(0xD5, 0x5E, 0x00);
const QColor kStripe(0xf4, 0xf6, 0xf8);

QFont pdfFont(const QLocale &locale, qreal pixelSize)
{
    return charts::copyableInPdf(charts::appFont(locale, pixelSize));
}

/// The presentation theme with copyable fonts, for charts drawn into the PDF.
charts::Theme pdfTheme(const QLocale &locale, qreal height)
{
    charts::Theme t = charts::Theme::presentation(locale, height).inPdf();
    // A legend beside the plot may take 40% of the chart's width (QtCharts) and cuts a longer
    // entry short ("Bare-metal lease (local computing …"): on a page its entries are a bit smaller.
    t.legendFont.setPixelSize(std::max(1, qRound(t.legendFont.pixelSize() * 0.82)));
    return t;
}

struct Fonts {
    QFont title, heading, body, bodyBold, small, table, big, kpiValue;
    explicit Fonts(const QLocale &l)
        : title(pdfFont(l, 44))
        , heading(pdfFont(l, 28))
        , body(pdfFont(l, 17))
        , bodyBold(pdfFont(l, 17))
        , small(pdfFont(l, 13))
        , table(pdfFont(l, 16))
        , big(pdfFont(l, 24))
        , kpiValue(pdfFont(l, 24))
    {
        title.setBold(true);
        heading.setBold(true);
        bodyBold.setBold(true);
        kpiValue.setBold(true);
    }
};

/// What the sections are built with: the options, the fonts, the block factories, and the
/// Paginator they are laid out on.
class Layout {
public:
    Layout(const ReportOptions &options, const analysis::PlanReport *stampSource)
        : m_options(options)
        , m_fonts(options.locale)
        , m_pages(options.page, PageStyle { m_fonts.heading, m_fonts.small, kText, kAccent, kMuted, kRule })
    {
        if (stampSource)
            m_pages.setStamp(stampText(*stampSource));
    }

    qreal contentWidth() const { return m_pages.contentWidth(); }
    qreal contentHeight() const { return m_pages.contentHeight(); }
    qreal fullHeight() const { return m_pages.fullHeight(); }
    const Fonts &fonts() const { return m_fonts; }
    const QLocale &locale() const { return m_options.locale; }
    const ReportOptions &options() const { return m_options; }
    const Paginator &pages() const { return m_pages; }

    QString stampText(const analysis::PlanReport &r) const
    {
        const QString revision = m_options.revision > 0
            ? QCoreApplication::translate("cp::exports", "rev %1").arg(m_options.revision)
            : QCoreApplication::translate("cp::exports", "unsaved file");
        return QStringLiteral("%1 · %2 · %3").arg(r.scenario.name, revision, appTitle());
    }

    void add(const Section &section) { m_pages.add(section); }
    QStringList titles() const { return m_pages.titles(); }
    void setStamp(const QString &stamp) { m_pages.setStamp(stamp); }

    // --- block factories ------------------------------------------------------------
    Block paragraph(const QString &text, const QFont &font, const QColor &colour = kText, qreal after = kGap) const
    {
        const qreal w = contentWidth();
        return Block { textHeight(font, w, text) + after,
            [text, font, colour, after](QPainter &p, const QRectF &r) { drawText(p, r.adjusted(0, 0, 0, -after), font, colour, text); } };
    }

    Block bullet(const QString &text, const QColor &marker = kAccent) const
    {
        const QFont font = m_fonts.body;
        const qreal indent = 26;
        return Block { textHeight(font, contentWidth() - indent, text) + 6, [text, font, marker, indent](QPainter &p, const QRectF &r) {
                          p.setPen(Qt::NoPen);
                          p.setBrush(marker);
                          p.drawEllipse(QPointF(r.left() + 8, r.top() + 12), 4.5, 4.5);
                          drawText(p, r.adjusted(indent, 0, 0, 0), font, kText, text);
                      } };
    }

    Block heading(const QString &text) const
    {
        Block b = paragraph(text, m_fonts.bodyBold, kText, 6);
        b.keepWithNext = true;
        return b;
    }

    Block spacer(qreal h) const
    {
        return Block { h, [](QPainter &, const QRectF &) {} };
    }

    /// A table row; widths are fractions of the content width. Header rows are bold on a tint.
    Block tableRow(const QStringList &cells, const QList<qreal> &widths, bool header, bool stripe, int badgeColumn = -1,
        bool compact = true) const
    {
        const QFont font = compact ? m_fonts.small : m_fonts.table;
        QFont bold = font;
        bold.setBold(true);
        const qreal pad = 6;
        qreal h = 0;
        for (qsizetype i = 0; i < cells.size(); ++i)
            h = std::max(h, textHeight(header ? bold : font, widths.value(i) * contentWidth() - 2 * pad, cells.at(i)));
        h += 2 * pad;
        return Block { h, [cells, widths, header, stripe, font, bold, pad, badgeColumn](QPainter &p, const QRectF &r) {
                          if (header || stripe)
                              p.fillRect(r, header ? QColor(0xe3, 0xec, 0xf5) : kStripe);
                          qreal x = r.left();
                          for (qsizetype i = 0; i < cells.size(); ++i) {
                              const qreal w = widths.value(i) * r.width();
                              const QRectF cell(x + pad, r.top() + pad, w - 2 * pad, r.height() - 2 * pad);
                              if (int(i) == badgeColumn && !header && !cells.at(i).isEmpty())
                                  drawBadge(p, cell.topLeft(), cells.at(i), font);
                              else
                                  drawText(p, cell, header ? bold : font, kText, cells.at(i));
                              x += w;
                          }
                          p.setPen(QPen(kRule, 0.8));
                          p.drawLine(r.bottomLeft(), r.bottomRight());
                      } };
    }

    static void drawBadge(QPainter &p, const QPointF &at, const QString &text, const QFont &font)
    {
        const QFontMetricsF fm(font);
        const QRectF box(at, QSizeF(fm.horizontalAdvance(text) * 1.05 + 14, fm.height() + 4));
        p.setPen(QPen(kBadge, 1.2));
        p.setBrush(QColor(0xfd, 0xee, 0xe2));
        p.drawRoundedRect(box, 4, 4);
        drawText(p, box, font, kBadge, text, Qt::AlignCenter);
    }

private:
    ReportOptions m_options;
    Fonts m_fonts;
    Paginator m_pages;
};

// --- sections ------------------------------------------------------------------------

Section cover(const Layout &layout, const QString &title, const QString &subtitle, const QStringList &lines)
{
    const Fonts &f = layout.fonts();
    Section s;
    s.blocks << layout.spacer(layout.fullHeight() * 0.18);
    s.blocks << layout.paragraph(appTitle(), f.big, kAccent, 18);
    s.blocks << layout.paragraph(title, f.title, kText, 18);
    if (!subtitle.isEmpty())
        s.blocks << layout.paragraph(subtitle, f.big, kMuted, 28);
    for (const QString &line : lines)
        s.blocks << layout.paragraph(line, f.body, kMuted, 6);
    return s;
}

Section planCover(const Layout &layout, const analysis::PlanReport &r)
{
    QStringList lines;
    if (!r.scenario.tags.isEmpty())
        lines << QCoreApplication::translate("cp::exports", "Tags: %1").arg(r.scenario.tags.join(QStringLiteral(", ")));
    lines << QCoreApplication::translate("cp::exports", "Prepared %1").arg(units::formatDate(layout.options().generatedAt.toLocalTime().date()));
    QString notes = r.scenario.notes;
    if (notes.size() > 600)
        notes = notes.left(600) + QChar(0x2026);
    return cover(layout, QCoreApplication::translate("cp::exports", "Compute plan: %1").arg(r.scenario.name), notes, lines);
}

Block kpiRow(const Layout &layout, const QList<analysis::Kpi> &kpis)
{
    const Fonts &f = layout.fonts();
    const qreal w = layout.contentWidth() / kKpisPerRow;
    qreal h = 0;
    bool badge = false;
    for (const analysis::Kpi &k : kpis) {
        h = std::max(h, textHeight(f.small, w - 36, k.label) + textHeight(f.small, w - 36, k.scope()) + textHeight(f.kpiValue, w - 36, k.text));
        badge = badge || k.assumption;
    }
    h += 30 + (badge ? QFontMetricsF(f.small).height() + 6 : 0);
    return Block { h, [kpis, f, w](QPainter &p, const QRectF &r) {
                      for (qsizetype i = 0; i < kpis.size(); ++i) {
                          const analysis::Kpi &k = kpis.at(i);
                          const QRectF card(r.left() + i * w, r.top(), w - 12, r.height() - 12);
                          p.setPen(QPen(kRule, 1));
                          p.setBrush(kStripe);
                          p.drawRoundedRect(card, 6, 6);
                          const QRectF inner = card.adjusted(12, 10, -12, -8);
                          const qreal labelH = textHeight(f.small, inner.width(), k.label);
                          drawText(p, inner, f.small, kMuted, k.label);
                          const qreal scopeH = textHeight(f.small, inner.width(), k.scope());
                          drawText(p, inner.adjusted(0, labelH, 0, 0), f.small, kAccent, k.scope());
                          drawText(p, inner.adjusted(0, labelH + scopeH, 0, 0), f.kpiValue, kText, k.text);
                          if (k.assumption)
                              Layout::drawBadge(p, QPointF(inner.right() - QFontMetricsF(f.small).horizontalAdvance(assumptionBadge()) - 18, inner.bottom() - QFontMetricsF(f.small).height() - 4),
                                  assumptionBadge(), f.small);
                      }
                  } };
}

Section verdictSection(const Layout &layout, const analysis::PlanReport &r)
{
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Verdict and key figures"), {}, {} };
    s.blocks << layout.paragraph(r.verdict.isEmpty() ? QCoreApplication::translate("cp::exports", "No cost verdict: the scenario has no TCO options.")
                                                     : r.verdict,
        f.big, kText, 18);
    // The answer first, then the plan's own configuration when it differs (the same lines as on screen).
    for (const std::optional<analysis::AnswerBlock> *b : { &r.answer, &r.own }) {
        if (!b->has_value())
            continue;
        const analysis::AnswerBlock &block = **b;
        s.blocks << layout.heading(block.title);
        const QStringList lines = block.lines().mid(1);
        for (const QString &line : lines)
            s.blocks << layout.bullet(line, block.id == QLatin1String("recommended") ? kAccent : kMuted);
        s.blocks << layout.spacer(6);
    }
    for (qsizetype i = 0; i < r.kpis.size(); i += kKpisPerRow)
        s.blocks << kpiRow(layout, r.kpis.mid(i, kKpisPerRow));
    bool anyAssumption = false;
    for (const analysis::Kpi &k : r.kpis)
        anyAssumption = anyAssumption || k.assumption;
    if (anyAssumption)
        s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports",
                                         "Figures marked “%1” rest on prices without a public source; confirm them before deciding.")
                                         .arg(assumptionBadge()),
            f.small, kBadge, 12);
    for (qsizetype i = 1; i < r.reasons.size(); ++i)
        s.blocks << layout.bullet(r.reasons.at(i));
    return s;
}

// Every way of paying's money on one line each (analysis::moneyTable: the dashboard's rows), under
// the ranking basis it names.
Section moneySection(const Layout &layout, const analysis::PlanReport &r)
{
    const analysis::MoneyTable t = analysis::moneyTable(*r.money, layout.locale());
    Section s { QCoreApplication::translate("cp::exports", "Each way of paying"), {}, {} };
    s.blocks << layout.paragraph(t.caption, layout.fonts().body, kMuted, 8);
    const QList<qreal> widths { 0.17, 0.10, 0.10, 0.10, 0.10, 0.10, 0.11, 0.22 };
    s.repeatedHeader = layout.tableRow(t.headers, widths, true, false);
    s.repeatedHeader->keepWithNext = true;
    s.blocks << *s.repeatedHeader;
    int row = 0;
    for (const analysis::MoneyRow &m : t.rows)
        s.blocks << layout.tableRow(m.cells, widths, false, row++ % 2 == 0);
    return s;
}

// P10/P50/P90 beside every key figure the run covers, the ways of paying's chances of being
// cheapest, what was varied, and the calibration points used.
Section rangesSection(const Layout &layout, const analysis::PlanReport &r, const uncertainty::Ranges &ranges,
    const QList<calibrate::PilotPoint> &points)
{
    const QLocale &l = layout.locale();
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Ranges and calibration"), {}, {} };
    s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports",
                                     "The point estimates above stay the figures to plan with; the ranges show how far they may move "
                                     "(Monte Carlo, %1).")
                                     .arg(analysis::rangeBasis(ranges, l)),
        f.body, kMuted, 8);
    const QList<qreal> widths { 0.31, 0.18, 0.17, 0.17, 0.17 };
    s.blocks << layout.tableRow({ QCoreApplication::translate("cp::exports", "Figure"), QCoreApplication::translate("cp::exports", "Point estimate"),
                                    QStringLiteral("P10"), QStringLiteral("P50"), QStringLiteral("P90") },
        widths, true, false);
    int row = 0;
    for (const analysis::KpiRange &k : analysis::kpiRanges(r, ranges, l)) {
        const analysis::Kpi *kpi = r.kpi(k.kpiId);
        s.blocks << layout.tableRow({ kpi ? kpi->label : k.kpiId, kpi ? kpi->text : QString(), k.p10, k.p50, k.p90 }, widths, false, row++ % 2 == 0);
    }
    const QList<analysis::OptionChance> chances = analysis::optionChances(r, ranges, l);
    if (!chances.isEmpty()) {
        s.blocks << layout.spacer(kGap);
        const QString sentence = analysis::probabilitySentence(r, ranges, l);
        if (!sentence.isEmpty())
            s.blocks << layout.paragraph(sentence, f.body, kText, 8);
        const QList<qreal> optionWidths { 0.28, 0.14, 0.58 };
        s.blocks << layout.tableRow({ QCoreApplication::translate("cp::exports", "Way to pay"),
                                        QCoreApplication::translate("cp::exports", "Cheapest in"),
                                        QCoreApplication::translate("cp::exports", "Total over the horizon") },
            optionWidths, true, false);
        row = 0;
        for (const analysis::OptionChance &c : chances)
            s.blocks << layout.tableRow({ c.name, units::formatNumber(c.probability * 100, 0, l) + QLatin1Char('%'), c.total }, optionWidths, false,
                row++ % 2 == 0);
    }
    if (!ranges.drivers.isEmpty()) {
        s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "What was varied"));
        for (const QString &d : ranges.drivers)
            s.blocks << layout.bullet(d, kMuted);
    }
    s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "Calibration points used"));
    if (points.isEmpty())
        s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "None: the shipped estimator, without a pilot-run correction."), f.body, kMuted);
    for (const calibrate::PilotPoint &p : points)
        s.blocks << layout.bullet(analysis::pilotPointLine(p, l));
    return s;
}

void addKeyValue(QList<QStringList> &rows, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        rows << QStringList { key, value };
}

Section configurationSection(const Layout &layout, const analysis::PlanReport &r)
{
    const QLocale &l = layout.locale();
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Recommended configuration"), {}, {} };
    const Catalog &catalog = r.catalog;
    QList<QStringList> rows;
    QStringList reasons;
    if (r.plan && r.plan->recommended) {
        const planner::Candidate &c = r.plan->recommended->plan;
        const Accelerator *a = catalog.accelerator(c.accelerator);
        const estimate::Layout &lay = c.estimate.layout;
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Cluster"),
            QStringLiteral("%1 × %2").arg(units::formatNumber(c.gpus, 0, l), a ? a->name : c.accelerator));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Parallel layout"),
            QCoreApplication::translate("cp::exports", "TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5")
                .arg(lay.tp)
                .arg(lay.pp)
                .arg(lay.dp)
                .arg(lay.zero)
                .arg(lay.microBatch));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Training time"), units::formatDuration(units::days(c.days), l));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "GPU-hours"), units::formatNumber(c.gpuHours, 0, l));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Cost of the run"), units::compactYuan(c.costCny, l));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Price per GPU-hour"),
            units::formatMoney(units::yuan(c.price.cnyPerGpuHour), units::MoneyStyle::Plain, l));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "MFU"), units::formatNumber(c.estimate.mfu * 100, 1, l) + QLatin1Char('%'));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Memory per GPU"), units::formatBytes(units::gib(c.estimate.memory.totalGiB), l));
        if (const Fabric *fab = catalog.fabric(r.plan->network.fabric))
            addKeyValue(rows, QCoreApplication::translate("cp::exports", "Network"), fabricNameText(fab->name) + QStringLiteral(" — ") + r.plan->network.reason);
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Storage"),
            QCoreApplication::translate("cp::exports", "%1 TB (dataset and %2 checkpoints)")
                .arg(units::formatNumber(r.plan->storage.totalTB, 1, l))
                .arg(r.plan->storage.retained));
        reasons = r.plan->recommended->reasons;
    } else if (r.plan && r.plan->infeasible) {
        s.blocks << layout.paragraph(r.plan->infeasible->message, f.big, kBadge, 12);
        reasons = r.plan->infeasible->suggestions;
    } else if (r.inference) {
        const estimate::InferenceEstimate &in = *r.inference;
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Cards"), units::formatNumber(in.cards, 0, l));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Replicas × cards per replica"),
            QStringLiteral("%1 × %2").arg(in.replicas).arg(in.tp));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Memory per card"), units::formatBytes(units::gib(in.memoryGiBPerCard), l));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Time to first token"),
            QCoreApplication::translate("cp::exports", "%1 ms").arg(units::formatNumber(in.ttftS * 1000, 0, l)));
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Meets the targets"),
            in.meetsTargets ? QCoreApplication::translate("cp::exports", "yes") : QCoreApplication::translate("cp::exports", "no"));
    }
    if (r.tco) {
        if (const tco::OptionResult *o = r.tco->option(r.tco->verdict.recommended))
            addKeyValue(rows, QCoreApplication::translate("cp::exports", "Way to pay"),
                QCoreApplication::translate("cp::exports", "%1: %2 over %3 months (NPV %4)")
                    .arg(o->name, units::compactYuan(o->totalCny, l))
                    .arg(r.scenario.tco.horizonMonths)
                    .arg(units::compactYuan(o->npvCny, l)));
    }
    if (rows.isEmpty() && reasons.isEmpty())
        s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "No configuration could be recommended for this scenario."), f.big, kBadge);
    for (qsizetype i = 0; i < rows.size(); ++i)
        s.blocks << layout.tableRow(rows.at(i), { 0.28, 0.72 }, false, i % 2 == 0, -1, false);
    if (!reasons.isEmpty()) {
        s.blocks << layout.spacer(kGap);
        s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "Why"));
        for (const QString &reason : std::as_const(reasons))
            s.blocks << layout.bullet(reason);
    }
    return s;
}

Section chartSection(const Layout &layout, const chart::ChartSpec &spec)
{
    Section s { spec.title, {}, {} };
    const QLocale locale = layout.locale();
    if (spec.showsReasonInstead()) {
        // No empty chart: the sentence that says why, and what the chart would have shown.
        s.blocks << layout.paragraph(spec.emptyReason.isEmpty() ? QCoreApplication::translate("cp::exports", "Nothing to show.") : spec.emptyReason,
            layout.fonts().big, kText, 12);
        if (!spec.caption.isEmpty())
            s.blocks << layout.paragraph(spec.caption, layout.fonts().small, kMuted, 12);
        return s;
    }
    const qreal h = layout.contentHeight();
    chart::ChartSpec body = spec;
    body.title.clear(); // the page header carries it
    s.blocks << Block { h, [body, locale](QPainter &p, const QRectF &r) {
                           charts::paintFramedChart(p, r, body, pdfTheme(locale, r.height()));
                       } };
    return s;
}

/// The charts of `charts` that are not drawn, each as its title and the sentence that says why,
/// at the end of `section`.
void appendAbsentCharts(const Layout &layout, Section &section, const QList<chart::ChartSpec> &charts)
{
    for (const chart::ChartSpec &spec : charts) {
        if (spec.emptyReason.isEmpty())
            continue;
        section.blocks << layout.spacer(kGap);
        section.blocks << layout.heading(spec.title);
        section.blocks << layout.paragraph(spec.emptyReason, layout.fonts().body, kText, 6);
    }
}

Section checklistSection(const Layout &layout, const analysis::PlanReport &r)
{
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Decision checklist and advice"), {}, {} };
    if (r.tco) {
        const tco::ChecklistSignals &sig = r.checklist;
        const std::pair<QString, QStringList> groups[] = {
            { QCoreApplication::translate("cp::exports", "Points to building or a long lease"), sig.build },
            { QCoreApplication::translate("cp::exports", "Points to the cloud"), sig.cloud },
            { QCoreApplication::translate("cp::exports", "Points to a hybrid"), sig.hybrid },
        };
        for (const auto &[heading, items] : groups) {
            if (items.isEmpty())
                continue;
            s.blocks << layout.heading(heading);
            for (const QString &item : items)
                s.blocks << layout.bullet(item);
            s.blocks << layout.spacer(6);
        }
    }
    s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "Before you sign: confirm the facts the numbers cannot tell — "
                                                                            "an operations team for a GPU cluster, whether data may leave your premises, "
                                                                            "a cheap and stable power supply, and how sure the demand is."),
        f.body, kMuted, 14);
    const QList<advice::Advice> adviceList = r.plan ? r.plan->advice : QList<advice::Advice> {};
    if (!adviceList.isEmpty()) {
        s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "Advice"));
        for (const advice::Advice &a : adviceList) {
            const QColor marker = a.severity == advice::Severity::Info ? kAccent : kBadge;
            s.blocks << layout.bullet(severityText(a.severity) + QStringLiteral(": ") + a.message, marker);
        }
    }
    return s;
}

// Appendix: how each headline number was computed (formula, inputs, sources).
Section explanationsSection(const Layout &layout, const analysis::PlanReport &r)
{
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Appendix: how the headline numbers were computed"), {}, {} };
    const Catalog &catalog = r.catalog;
    for (const analysis::Kpi &k : r.kpis) {
        if (k.why.isEmpty())
            continue;
        s.blocks << layout.heading(QStringLiteral("%1: %2").arg(k.label, k.text));
        s.blocks << layout.paragraph(k.why.formula, f.body, kMuted, 4);
        for (const explain::Input &in : k.why.inputs)
            s.blocks << layout.bullet(QStringLiteral("%1: %2").arg(in.name, in.value));
        for (const explain::Source &src : k.why.sources) {
            const QString d = explain::describe(src, catalog);
            s.blocks << layout.bullet(QCoreApplication::translate("cp::exports", "Source: %1").arg(wrappableLinks(d.isEmpty() ? src.ref : d)), kMuted);
        }
        s.blocks << layout.spacer(6);
    }
    return s;
}

Section ledgerSection(const Layout &layout, const analysis::PlanReport &r)
{
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Assumptions ledger"), {}, {} };
    const Catalog &catalog = r.catalog;
    // The as-of column takes a whole yyyy-MM-dd; the source wraps (never cut with "…").
    const QList<qreal> widths { 0.16, 0.17, 0.065, 0.08, 0.07, 0.085, 0.28, 0.09 };
    const QStringList header { QCoreApplication::translate("cp::exports", "Key"), QCoreApplication::translate("cp::exports", "Item"),
        QCoreApplication::translate("cp::exports", "Value"), QCoreApplication::translate("cp::exports", "Unit"),
        QCoreApplication::translate("cp::exports", "Currency"), QCoreApplication::translate("cp::exports", "As of"),
        QCoreApplication::translate("cp::exports", "Source"), QString() };
    const QList<LedgerRow> rows = ledger(r);
    s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "Every price this plan used, with where it comes from. "
                                                                            "Rows marked “%1” have no public source: confirm or replace them.")
                                     .arg(assumptionBadge()),
        f.small, kMuted, 8);
    s.repeatedHeader = layout.tableRow(header, widths, true, false);
    s.repeatedHeader->keepWithNext = true;
    s.blocks << *s.repeatedHeader;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const PriceEntry &p = rows.at(i).price;
        const QString source = wrappableLinks(readableSource(p.source, &catalog));
        s.blocks << layout.tableRow({ breakable(p.key), priceItemText(p.item), p.value ? ledgerNumber(*p.value, !p.currency.isEmpty(), layout.locale()) : QStringLiteral("—"),
                                        priceUnitText(p.unit), p.currency, p.asOf, source, rows.at(i).assumption ? assumptionBadge() : QString() },
            widths, false, i % 2 == 1, 7);
    }
    if (rows.isEmpty())
        s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "The plan used no price-book entries."), f.body, kMuted);
    QStringList defaults;
    for (const QString &a : r.assumptions) {
        if (!a.contains(QLatin1Char('.')) || a.contains(QLatin1Char(' ')))
            defaults << a;
    }
    if (!defaults.isEmpty()) {
        s.blocks << layout.spacer(kGap);
        s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "Estimator and planner defaults"));
        for (const QString &d : std::as_const(defaults))
            s.blocks << layout.bullet(d, kBadge);
    }
    return s;
}

Section auditSection(const Layout &layout, const analysis::PlanReport &r)
{
    const QLocale &l = layout.locale();
    Section s { QCoreApplication::translate("cp::exports", "Audit stamp"), {}, {} };
    QList<QStringList> rows;
    addKeyValue(rows, QCoreApplication::translate("cp::exports", "Scenario"), r.scenario.name);
    addKeyValue(rows, QCoreApplication::translate("cp::exports", "Revision"),
        layout.options().revision > 0 ? QString::number(layout.options().revision)
                                      : QCoreApplication::translate("cp::exports", "not saved in the library (exported from a file)"));
    if (r.scenario.updated.isValid())
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Scenario last saved"), r.scenario.updated.toUTC().toString(Qt::ISODate));
    addKeyValue(rows, QCoreApplication::translate("cp::exports", "Report generated"),
        layout.options().generatedAt.toUTC().toString(Qt::ISODate) + QStringLiteral(" (")
            + units::formatDate(layout.options().generatedAt.toLocalTime().date()) + QLatin1Char(' ')
            + layout.options().generatedAt.toLocalTime().time().toString(QStringLiteral("HH:mm")) + QLatin1Char(')'));
    addKeyValue(rows, QCoreApplication::translate("cp::exports", "Application"), appTitle());
    addKeyValue(rows, QCoreApplication::translate("cp::exports", "Saved with"), r.scenario.appVersion);
    addKeyValue(rows, QCoreApplication::translate("cp::exports", "Source line"), analysis::sourceLine(r.scenario));
    if (layout.options().ranges) // what reproduces the ranges: here, not in the reader's pages
        addKeyValue(rows, QCoreApplication::translate("cp::exports", "Ranges (Monte Carlo)"), analysis::rangeReproduction(*layout.options().ranges, l));
    for (qsizetype i = 0; i < rows.size(); ++i)
        s.blocks << layout.tableRow(rows.at(i), { 0.28, 0.72 }, false, i % 2 == 0, -1, false);
    if (!r.problems.isEmpty()) {
        s.blocks << layout.spacer(kGap);
        s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "Parts that could not be computed"));
        for (const Error &e : r.problems)
            s.blocks << layout.bullet(e.toString(), kBadge);
    }
    return s;
}

// A programme's answer (issue 44): its total on the basis, per pool the accelerator, workloads,
// supply, cost, share and utilisation, and what would change each pool's decision.
Section programmeSection(const Layout &layout, const analysis::PlanReport &r)
{
    const Fonts &f = layout.fonts();
    Section s { QCoreApplication::translate("cp::exports", "Compute programme"), {}, {} };
    if (!r.programme) {
        s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "The programme could not be priced:"), f.big, kBadge, 8);
        for (const Error &e : r.problems)
            s.blocks << layout.bullet(e.toString(), kBadge);
        return s;
    }
    const analysis::ProgrammeReport &p = *r.programme;
    s.blocks << layout.paragraph(p.total, f.big, kText, 8);
    s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "Each pool's supply is the cheapest on the programme's basis, its %1 (the money answer's "
                                                                            "ranking basis); costs and shares below are on that basis.")
                                     .arg(p.basisName),
        f.body, kMuted, 10);
    const QList<qreal> widths { 0.08, 0.12, 0.22, 0.25, 0.12, 0.07, 0.14 };
    s.repeatedHeader = layout.tableRow({ QCoreApplication::translate("cp::exports", "Pool"), QCoreApplication::translate("cp::exports", "Accelerator"),
                                           QCoreApplication::translate("cp::exports", "Workloads"), QCoreApplication::translate("cp::exports", "Supply"),
                                           QCoreApplication::translate("cp::exports", "Cost (%1)").arg(p.basisName), QCoreApplication::translate("cp::exports", "Share"),
                                           QCoreApplication::translate("cp::exports", "Servers busy") },
        widths, true, false);
    s.repeatedHeader->keepWithNext = true;
    s.blocks << *s.repeatedHeader;
    int row = 0;
    for (const analysis::ProgrammePool &pool : p.pools) {
        s.blocks << layout.tableRow({ pool.name, pool.accelerator, pool.workloads.join(QCoreApplication::translate("cp::exports", ", ")), pool.supplyMix,
                                        units::compactYuan(pool.basisCny, layout.locale()),
                                        units::formatNumber(pool.share * 100, 0, layout.locale()) + QLatin1Char('%'), pool.busy },
            widths, false, row++ % 2 == 0);
    }
    s.blocks << layout.spacer(kGap);
    s.blocks << layout.heading(QCoreApplication::translate("cp::exports", "What would change the decision"));
    //: %1 a pool's title ("Pool train · H800 SXM5 80GB"), %2 a sentence about it
    const auto about = [](const analysis::ProgrammePool &pool, const QString &sentence) { return QCoreApplication::translate("cp::exports", "%1: %2").arg(pool.title, sentence); };
    for (const analysis::ProgrammePool &pool : p.pools)
        s.blocks << layout.bullet(about(pool, pool.sensitivity));
    s.blocks << layout.spacer(6);
    for (const analysis::ProgrammePool &pool : p.pools)
        s.blocks << layout.bullet(about(pool, pool.utilisation), kMuted);
    return s;
}

// A programme's report: its answer and each pool's chart of supply against demand instead of a
// single fleet's figures, which are not its answer (as on the dashboard).
void addProgrammeSections(Layout &layout, const analysis::PlanReport &r)
{
    Section programme = programmeSection(layout, r);
    QList<chart::ChartSpec> charts;
    if (r.programme) {
        for (const analysis::ProgrammePool &pool : r.programme->pools)
            charts << pool.chart;
    }
    appendAbsentCharts(layout, programme, charts);
    layout.add(programme);
    for (const chart::ChartSpec &c : std::as_const(charts)) {
        if (!c.isEmpty() && !c.showsReasonInstead())
            layout.add(chartSection(layout, c));
    }
    layout.add(ledgerSection(layout, r));
    layout.add(auditSection(layout, r));
}

void addPlanSections(Layout &layout, const analysis::PlanReport &r, bool withRanges = false)
{
    if (r.isProgramme()) {
        addProgrammeSections(layout, r);
        return;
    }
    layout.add(verdictSection(layout, r));
    if (r.money)
        layout.add(moneySection(layout, r));
    if (withRanges && layout.options().ranges)
        layout.add(rangesSection(layout, r, *layout.options().ranges, layout.options().calibrationPoints));
    // A chart that is not drawn (its reason instead) takes no page: the reason follows the
    // configuration it is about.
    Section configuration = configurationSection(layout, r);
    appendAbsentCharts(layout, configuration, r.charts);
    layout.add(configuration);
    for (const chart::ChartSpec &c : r.charts) {
        if (!c.isEmpty() && !c.showsReasonInstead())
            layout.add(chartSection(layout, c));
    }
    layout.add(checklistSection(layout, r));
    layout.add(ledgerSection(layout, r));
    layout.add(explanationsSection(layout, r));
    layout.add(auditSection(layout, r));
}

// The plans side by side over one horizon (compare::compare): the verdicts, the key figures and
// every way to pay's total over that horizon, each with its delta to the first plan.
Section comparisonSection(const Layout &layout, const QList<analysis::PlanReport> &reports, const compare::Comparison &c)
{
    Section s { QCoreApplication::translate("cp::exports", "Plans side by side"), {}, {} };
    const qreal first = 0.28;
    QList<qreal> widths { first };
    for (qsizetype i = 0; i < reports.size(); ++i)
        widths << (1 - first) / qreal(reports.size());
    QStringList header { QString() };
    for (const analysis::PlanReport &r : reports)
        header << r.scenario.name;
    s.repeatedHeader = layout.tableRow(header, widths, true, false);
    s.blocks << layout.paragraph(c.rule, layout.fonts().small, kMuted);
    s.blocks << layout.spacer(kGap);
    s.blocks << *s.repeatedHeader;
    QStringList verdicts { QCoreApplication::translate("cp::exports", "Verdict") };
    for (const analysis::PlanReport &r : reports)
        verdicts << r.verdict;
    s.blocks << layout.tableRow(verdicts, widths, false, true);
    QList<const compare::Row *> rows;
    for (const compare::Row &k : c.kpis)
        rows << &k;
    if (const compare::Row *option = c.row(QStringLiteral("result.tco_option")))
        rows << option;
    for (const compare::Row &r : c.rows) {
        if (r.id.startsWith(QLatin1String("result.option.")) && r.id.endsWith(QLatin1String(".total")))
            rows << &r;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const compare::Row &r = *rows.at(i);
        QStringList cells { r.label };
        for (qsizetype p = 0; p < r.values.size(); ++p) {
            const QString delta = r.deltas.value(p).text;
            cells << (delta.isEmpty() ? r.values.at(p).text : QStringLiteral("%1 (%2)").arg(r.values.at(p).text, delta));
        }
        s.blocks << layout.tableRow(cells, widths, false, i % 2 == 1);
    }
    s.blocks << layout.spacer(kGap);
    s.blocks << layout.paragraph(QCoreApplication::translate("cp::exports", "Differences in brackets are against %1.").arg(c.plans.value(c.baseline).label),
        layout.fonts().small, kMuted);
    return s;
}

Layout planLayout(const analysis::PlanReport &report, const ReportOptions &options)
{
    Layout layout(options, &report);
    layout.add(planCover(layout, report));
    addPlanSections(layout, report, true);
    return layout;
}

Layout comparisonLayout(const QList<analysis::PlanReport> &reports, const ReportOptions &options)
{
    Layout layout(options, nullptr);
    QStringList names;
    for (const analysis::PlanReport &r : reports)
        names << r.scenario.name;
    layout.setStamp(QCoreApplication::translate("cp::exports", "Comparison of %1 · %2").arg(names.join(QStringLiteral(", ")), appTitle()));
    layout.add(cover(layout, QCoreApplication::translate("cp::exports", "Comparison of %n plan(s)", nullptr, int(reports.size())),
        names.join(QStringLiteral(" · ")),
        { QCoreApplication::translate("cp::exports", "Prepared %1")
                .arg(units::formatDate(options.generatedAt.toLocalTime().date())) }));
    // One horizon for every plan; the overlaid cost curves, what drives the largest gap and the
    // cost by line item come before the plans' own reports.
    const compare::Comparison c = compare::compare(reports, 0, options.locale, options.compareHorizonMonths);
    const QList<chart::ChartSpec> charts { compare::curvesChart(c), compare::waterfallChart(c, compare::largestGap(c)), compare::lineItemsChart(c) };
    Section side = comparisonSection(layout, reports, c);
    appendAbsentCharts(layout, side, charts);
    layout.add(side);
    for (const chart::ChartSpec &spec : charts) {
        if (!spec.isEmpty() && !spec.showsReasonInstead())
            layout.add(chartSection(layout, spec));
    }
    for (const analysis::PlanReport &r : reports)
        addPlanSections(layout, r);
    return layout;
}

ReportOptions resolved(ReportOptions options)
{
    if (!options.generatedAt.isValid())
        options.generatedAt = QDateTime::currentDateTimeUtc();
    return options;
}

Status write(const Layout &layout, const QString &path, const QString &title)
{
    return layout.pages().write(path, title, appTitle());
}

} // namespace

QStringList reportPages(const analysis::PlanReport &report, const ReportOptions &options)
{
    return planLayout(report, resolved(options)).titles();
}

QStringList comparisonPages(const QList<analysis::PlanReport> &reports, const ReportOptions &options)
{
    return comparisonLayout(reports, resolved(options)).titles();
}

Status exportReportPdf(const analysis::PlanReport &report, const QString &path, const ReportOptions &options)
{
    return write(planLayout(report, resolved(options)), path,
        QCoreApplication::translate("cp::exports", "Compute plan: %1").arg(report.scenario.name));
}

Status exportComparisonPdf(const QList<analysis::PlanReport> &reports, const QString &path, const ReportOptions &options)
{
    if (reports.isEmpty())
        return Error { path, QCoreApplication::translate("cp::exports", "no plans to compare") };
    return write(comparisonLayout(reports, resolved(options)), path,
        QCoreApplication::translate("cp::exports", "Comparison of %n plan(s)", nullptr, int(reports.size())));
}

} // namespace cp::exports
