// The plan deck's slides (deck.h): every money figure read from the plan's one money answer
// (PlanReport::money), the same object the dashboard, the PDF and the CLI show.
#include "app/export/deckcontent.h"

#include "app/export/ledger.h"
#include "core/analysis/moneytable.h"
#include "core/analysis/rangetexts.h"
#include "core/catalog/datatexts.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::exports::deck {

namespace {

Slide answerSlide(const analysis::PlanReport &r, const QLocale &l)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "The answer");
    QStringList lines;
    if (r.answer) {
        s.texts << TextBox { Box { 36, 70, 888, 56 }, { Paragraph { r.answer->title, 22, true, QStringLiteral("0072B2"), false } }, QString() };
        lines = r.answer->lines().mid(1);
        s.notes << r.answer->notes;
    } else {
        s.texts << textBox(Box { 36, 70, 888, 56 }, { QCoreApplication::translate("cp::exports", "No configuration could be recommended for this scenario.") }, 22);
    }
    const analysis::MoneyOption *rec = r.money ? r.money->recommendedOption() : nullptr;
    if (rec) {
        //: the headline of the deck: %1 the ranking basis ("after-tax NPV"), %2 the way of paying, %3 the horizon
        const QString basis = QCoreApplication::translate("cp::exports", "%1 of %2 over %n month(s)", nullptr, r.money->horizonMonths)
                                  .arg(r.money->basisName, rec->name);
        TextBox headline { Box { 36, 132, 420, 110 }, {}, QStringLiteral("F4F6F8") };
        headline.paragraphs << Paragraph { basis, 14, false, QStringLiteral("606060"), false };
        headline.paragraphs << Paragraph { moneyText(rec->basisCny, l), 34, true, QStringLiteral("0B3C5D"), false };
        headline.paragraphs << Paragraph { QCoreApplication::translate("cp::exports", "Cash over the horizon: %1").arg(moneyText(rec->totalCny, l)), 14, false, QStringLiteral("404040"), false };
        s.texts << headline;
    }
    QStringList verdict { r.verdict };
    s.texts << textBox(Box { 470, 132, 454, 110 }, verdict, 15, false, QStringLiteral("202020"));
    s.texts << textBox(Box { 36, 256, 888, 260 }, lines, 15, true);
    s.notes << r.reasons;
    return s;
}

Slide optionsSlide(const analysis::PlanReport &r, const QLocale &l)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "The options compared");
    if (!r.money) {
        s.texts << textBox(Box { 36, 80, 888, 80 }, { QCoreApplication::translate("cp::exports", "No cost verdict: the scenario has no TCO options.") }, 18);
        return s;
    }
    const analysis::MoneyAnswer &m = *r.money;
    chart::ChartSpec spec;
    spec.kind = chart::ChartKind::GroupedBar;
    spec.x.title = QCoreApplication::translate("cp::exports", "Way of paying");
    spec.y.title = QCoreApplication::translate("cp::exports", "Cost over the horizon");
    spec.y.quantity = chart::AxisQuantity::Money;
    chart::ChartSeries pre { QCoreApplication::translate("cp::exports", "Pre-tax NPV"), {}, {}, false, false };
    chart::ChartSeries post { QCoreApplication::translate("cp::exports", "After-tax NPV"), {}, {}, false, false };
    QStringList unobtainable;
    for (const analysis::MoneyOption &o : m.options) {
        if (!o.obtainable) {
            unobtainable << QStringLiteral("%1: %2").arg(o.name, o.notObtainableReason);
            continue;
        }
        spec.x.categories << (o.id == m.recommended ? QStringLiteral("★ ") + o.name : o.name);
        pre.values << o.npvPreTaxCny;
        post.values << o.npvAfterTaxCny;
    }
    spec.series << pre << post;
    s.charts << ChartFrame { Box { 36, 100, 600, 420 }, nativeChart(spec, l) };
    s.texts << textBox(Box { 36, 66, 888, 30 }, { analysis::moneyTable(m, l).caption }, 13, false, QStringLiteral("606060"));
    QStringList side;
    if (const analysis::MoneyOption *rec = m.recommendedOption())
        side << QCoreApplication::translate("cp::exports", "Recommended: %1, %2 %3.").arg(rec->name, m.basisName, moneyText(rec->basisCny, l));
    if (!unobtainable.isEmpty()) {
        side << QCoreApplication::translate("cp::exports", "Not obtainable, never ranked:");
        for (const QString &u : std::as_const(unobtainable))
            side << clipped(u, 160);
    }
    s.texts << textBox(Box { 650, 110, 274, 400 }, side, 12, true);
    s.notes << QCoreApplication::translate("cp::exports", "Each obtainable way of paying's cost over the horizon before and after tax; the verdict ranks them by %1.").arg(m.basisName);
    s.notes << r.reasons;
    return s;
}

Slide cumulativeSlide(const analysis::PlanReport &r, const QLocale &l)
{
    Slide s;
    const chart::ChartSpec *spec = r.chart(QStringLiteral("tco"));
    s.title = spec ? spec->title : QCoreApplication::translate("cp::exports", "Cumulative cost over the horizon");
    if (!spec || spec->showsReasonInstead()) {
        s.texts << textBox(Box { 36, 80, 888, 80 }, { spec ? spec->emptyReason : QCoreApplication::translate("cp::exports", "No cost verdict: the scenario has no TCO options.") }, 18);
        return s;
    }
    s.charts << ChartFrame { Box { 36, 96, 888, 380 }, nativeChart(*spec, l) };
    QStringList lines { spec->caption };
    for (const chart::ChartMarker &m : spec->markers)
        lines << QStringLiteral("%1: %2").arg(m.name, m.label);
    if (spec->markers.isEmpty())
        lines << QCoreApplication::translate("cp::exports", "No break-even between the recommended way of paying and paying on demand within the horizon.");
    s.texts << textBox(Box { 36, 62, 888, 34 }, { spec->subtitle }, 12, false, QStringLiteral("606060"));
    s.texts << textBox(Box { 36, 478, 888, 54 }, lines + QStringList { spec->footnote }, 11, false, QStringLiteral("404040"));
    s.notes << spec->caption << spec->subtitle << spec->footnote;
    return s;
}

Slide tableSlide(const analysis::PlanReport &r, const QLocale &l)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "Each way of paying");
    if (!r.money) {
        s.texts << textBox(Box { 36, 80, 888, 80 }, { QCoreApplication::translate("cp::exports", "No cost verdict: the scenario has no TCO options.") }, 18);
        return s;
    }
    const analysis::MoneyTable t = analysis::moneyTable(*r.money, l);
    Table table { Box { 36, 92, 888, 0 }, { 0.17, 0.09, 0.09, 0.09, 0.09, 0.09, 0.10, 0.28 }, { t.headers }, 10, -1 };
    for (const analysis::MoneyRow &row : t.rows) {
        if (row.recommended)
            table.highlightRow = int(table.rows.size());
        QStringList cells = row.cells;
        cells[analysis::MoneyObtainable] = clipped(cells.at(analysis::MoneyObtainable), 60);
        table.rows << cells;
    }
    table.box.h = 34.0 * double(table.rows.size());
    s.tables << table;
    s.texts << textBox(Box { 36, 62, 888, 28 }, { t.caption }, 12, false, QStringLiteral("606060"));
    // Where each way of paying's money goes, under the table (the dashboard's cost-by-line-item chart).
    if (const chart::ChartSpec *breakdown = r.chart(QStringLiteral("breakdown")); breakdown && !breakdown->showsReasonInstead()) {
        const double top = 104 + table.box.h;
        s.charts << ChartFrame { Box { 36, top, 888, kSlideHeightPt - 8 - top }, nativeChart(*breakdown, l) };
        s.notes << breakdown->caption;
    }
    s.notes << t.caption;
    for (const analysis::MoneyRow &row : t.rows)
        s.notes << row.cells.join(QStringLiteral(" · "));
    return s;
}

QString headroom(double usedGiB, double usableGiB, const QLocale &l)
{
    return QCoreApplication::translate("cp::exports", "%1 of %2 usable; headroom %3")
        .arg(units::formatBytes(units::gib(usedGiB), l), units::formatBytes(units::gib(usableGiB), l), units::formatBytes(units::gib(usableGiB - usedGiB), l));
}

QList<QStringList> clusterRows(const analysis::PlanReport &r, const QLocale &l)
{
    QList<QStringList> rows;
    if (r.plan && r.plan->recommended) {
        const planner::Candidate &c = r.plan->recommended->plan;
        const Accelerator *a = r.catalog.accelerator(c.accelerator);
        const estimate::Layout &lay = c.estimate.layout;
        const int perModel = lay.tp * lay.pp * lay.cp;
        rows << QStringList { QCoreApplication::translate("cp::exports", "GPUs"), QStringLiteral("%1 × %2").arg(units::formatNumber(c.gpus, 0, l), a ? a->name : c.accelerator) };
        const QString layout = perModel == 1
            ? QCoreApplication::translate("cp::exports", "each GPU holds a whole copy of the model; %1 copies train side by side (data parallel)")
                  .arg(lay.dp)
            //: the parallel layout in words: %1 GPUs hold one copy of the model, split by tensor (%2) and pipeline (%3) parallelism
            : QCoreApplication::translate("cp::exports", "each copy of the model is split over %1 GPUs (tensor parallel %2 × pipeline parallel %3); "
                                                         "%4 copies train side by side (data parallel)")
                  .arg(perModel)
                  .arg(lay.tp)
                  .arg(lay.pp)
                  .arg(lay.dp);
        rows << QStringList { QCoreApplication::translate("cp::exports", "Layout"), layout };
        rows << QStringList { QCoreApplication::translate("cp::exports", "Training time"), units::formatDuration(units::days(c.days), l) };
        rows << QStringList { QCoreApplication::translate("cp::exports", "GPU-hours"), units::formatNumber(c.gpuHours, 0, l) };
        const estimate::MemoryBreakdown &mem = c.estimate.memory;
        rows << QStringList { QCoreApplication::translate("cp::exports", "Memory per GPU"), headroom(mem.totalGiB, mem.usableGiB, l) };
        if (const Fabric *fab = r.catalog.fabric(r.plan->network.fabric))
            rows << QStringList { QCoreApplication::translate("cp::exports", "Network"), fabricNameText(fab->name) };
    } else if (r.inference) {
        const estimate::InferenceEstimate &in = *r.inference;
        const Accelerator *card = r.money ? r.catalog.accelerator(r.money->accelerator) : nullptr;
        rows << QStringList { QCoreApplication::translate("cp::exports", "Cards"),
            QStringLiteral("%1 × %2").arg(units::formatNumber(in.cards, 0, l), card ? card->name : QString()) };
        rows << QStringList { QCoreApplication::translate("cp::exports", "Layout"), QCoreApplication::translate("cp::exports", "%1 replica(s), each on %2 card(s) (tensor parallel)").arg(in.replicas).arg(in.tp) };
        rows << QStringList { QCoreApplication::translate("cp::exports", "Memory per card"), headroom(in.memoryGiBPerCard, in.usableGiBPerCard, l) };
        rows << QStringList { QCoreApplication::translate("cp::exports", "Time to first token"), QCoreApplication::translate("cp::exports", "%1 ms").arg(units::formatNumber(in.ttftS * 1000, 0, l)) };
        rows << QStringList { QCoreApplication::translate("cp::exports", "Meets the targets"), in.meetsTargets ? QCoreApplication::translate("cp::exports", "yes") : QCoreApplication::translate("cp::exports", "no") };
    }
    return rows;
}

Slide clusterSlide(const analysis::PlanReport &r, const QLocale &l)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "The cluster and the timeline");
    const QList<QStringList> rows = clusterRows(r, l);
    if (rows.isEmpty()) {
        const QString why = r.plan && r.plan->infeasible ? r.plan->infeasible->message : QCoreApplication::translate("cp::exports", "No configuration could be recommended for this scenario.");
        s.texts << textBox(Box { 36, 80, 888, 80 }, { why }, 18);
        if (r.plan && r.plan->infeasible)
            s.texts << textBox(Box { 36, 170, 888, 340 }, r.plan->infeasible->suggestions, 14, true);
        return s;
    }
    Table t { Box { 36, 80, 888, 0 }, { 0.22, 0.78 }, {}, 13, -1 };
    t.rows << QStringList { QCoreApplication::translate("cp::exports", "Item"), QCoreApplication::translate("cp::exports", "Value") } << rows;
    t.box.h = 32.0 * double(t.rows.size());
    s.tables << t;
    QStringList why;
    if (r.answer)
        why << r.answer->time << r.answer->deadline;
    if (r.plan && r.plan->recommended)
        why << r.plan->recommended->reasons.mid(0, 3);
    s.texts << textBox(Box { 36, 92 + t.box.h, 888, 440 - t.box.h }, why, 13, true);
    if (r.plan && r.plan->recommended)
        s.notes << r.plan->recommended->reasons;
    return s;
}

Slide rangesSlide(const analysis::PlanReport &r, const DeckOptions &options)
{
    const QLocale &l = options.locale;
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "Ranges and what moves the answer");
    const chart::ChartSpec *tornado = r.chart(QStringLiteral("tornado"));
    if (tornado && !tornado->showsReasonInstead()) {
        s.charts << ChartFrame { Box { 36, 96, 470, 420 }, nativeChart(*tornado, l) };
        s.texts << textBox(Box { 36, 62, 470, 34 }, { tornado->title }, 12, false, QStringLiteral("606060"));
        s.notes << tornado->title << tornado->subtitle;
    } else {
        s.texts << textBox(Box { 36, 80, 470, 120 }, { tornado ? tornado->emptyReason : QCoreApplication::translate("cp::exports", "Nothing to show.") }, 14);
    }
    if (!options.ranges) {
        s.texts << textBox(Box { 520, 80, 404, 120 }, { QCoreApplication::translate("cp::exports", "Ranges were not computed for this export.") }, 14);
        return s;
    }
    const uncertainty::Ranges &ranges = *options.ranges;
    Table t { Box { 520, 80, 404, 0 }, { 0.34, 0.22, 0.22, 0.22 }, {}, 10, -1 };
    t.rows << QStringList { QCoreApplication::translate("cp::exports", "Figure"), QStringLiteral("P10"), QStringLiteral("P50"), QStringLiteral("P90") };
    for (const analysis::KpiRange &k : analysis::kpiRanges(r, ranges, l)) {
        const analysis::Kpi *kpi = r.kpi(k.kpiId);
        t.rows << QStringList { kpi ? kpi->label : k.kpiId, k.p10, k.p50, k.p90 };
    }
    t.box.h = 26.0 * double(t.rows.size());
    s.tables << t;
    QStringList lines { analysis::probabilitySentence(r, ranges, l) };
    lines << QCoreApplication::translate("cp::exports", "Monte Carlo, %1; the point estimates stay the figures to plan with.").arg(analysis::rangeBasis(ranges, l));
    s.texts << textBox(Box { 520, 90 + t.box.h, 404, 430 - t.box.h }, lines, 11);
    s.notes << lines << ranges.drivers;
    return s;
}

} // namespace

Deck planDeck(const analysis::PlanReport &r, const DeckOptions &options)
{
    const QLocale &l = options.locale;
    Deck d;
    d.title = QCoreApplication::translate("cp::exports", "Compute plan: %1").arg(r.scenario.name);
    d.language = l.language() == QLocale::Chinese ? QStringLiteral("zh-CN") : QStringLiteral("en-US");
    const QString revision = options.revision > 0 ? QCoreApplication::translate("cp::exports", "rev %1").arg(options.revision) : QCoreApplication::translate("cp::exports", "unsaved file");
    d.slides << coverSlide(d.title, r.scenario.notes,
        { QCoreApplication::translate("cp::exports", "Board deck · prepared %1").arg(l.toString(options.generatedAt.toLocalTime().date(), QLocale::LongFormat)),
            QStringLiteral("%1 · %2").arg(revision, analysis::sourceLine(r.scenario)) });
    d.slides << answerSlide(r, l) << optionsSlide(r, l) << cumulativeSlide(r, l) << tableSlide(r, l) << clusterSlide(r, l)
             << rangesSlide(r, options) << assumptionsSlide(r, l);
    return d;
}

} // namespace cp::exports::deck
