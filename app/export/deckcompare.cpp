// The comparison deck's slides (deck.h): 2-4 plans on one horizon (compare::compare), each plan's
// figures those of its own money answer.
#include "app/export/deckcontent.h"

#include "app/export/ledger.h"
#include "core/compare/compare.h"
#include "core/tco/tax.h"

#include <QCoreApplication>

namespace cp::exports::deck {

namespace {

Slide sideBySideSlide(const QList<analysis::PlanReport> &reports, const compare::Comparison &c)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "Plans side by side");
    const double first = 0.28;
    Table t { Box { 36, 96, 888, 0 }, { first }, {}, 10, -1 };
    QStringList header { QString() };
    for (const analysis::PlanReport &r : reports) {
        header << r.scenario.name;
        t.widths << (1 - first) / double(reports.size());
    }
    t.rows << header;
    QStringList answer { QCoreApplication::translate("cp::exports", "Recommended way of paying") };
    for (const compare::PlanInfo &p : c.plans)
        answer << (p.hasTco ? p.optionName : QStringLiteral("—"));
    t.rows << answer;
    QList<const compare::Row *> rows;
    for (const compare::Row &k : c.kpis)
        rows << &k;
    for (const compare::Row &r : c.rows) {
        if (r.id.startsWith(QLatin1String("result.option.")) && r.id.endsWith(QLatin1String(".total")) && rows.size() < 12)
            rows << &r;
    }
    for (const compare::Row *r : std::as_const(rows)) {
        QStringList cells { r->label };
        for (const compare::Value &v : r->values)
            cells << v.text;
        t.rows << cells;
    }
    t.box.h = 26.0 * double(t.rows.size());
    s.tables << t;
    s.texts << textBox(Box { 36, 62, 888, 34 }, { c.rule }, 11, false, QStringLiteral("606060"));
    s.notes << c.rule;
    for (const analysis::PlanReport &r : reports)
        s.notes << QStringLiteral("%1: %2").arg(r.scenario.name, r.verdict);
    return s;
}

Slide horizonSlide(const compare::Comparison &c, const QLocale &l)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "Each plan's cost over %n month(s)", nullptr, c.horizonMonths);
    chart::ChartSpec spec;
    spec.kind = chart::ChartKind::GroupedBar;
    spec.x.title = QCoreApplication::translate("cp::exports", "Plan");
    spec.y.title = QCoreApplication::translate("cp::exports", "Cost over the horizon");
    spec.y.quantity = chart::AxisQuantity::Money;
    chart::ChartSeries cash { QCoreApplication::translate("cp::exports", "Cash"), {}, {}, false, false };
    chart::ChartSeries npv { QCoreApplication::translate("cp::exports", "NPV on the plan's basis"), {}, {}, false, false };
    QStringList lines;
    for (const compare::PlanInfo &p : c.plans) {
        if (!p.hasTco)
            continue;
        spec.x.categories << p.label;
        cash.values << p.totalCny;
        npv.values << p.npvCny;
        lines << QCoreApplication::translate("cp::exports", "%1: %2, cash %3, NPV %4").arg(p.label, p.optionName, moneyText(p.totalCny, l), moneyText(p.npvCny, l));
    }
    spec.series << cash << npv;
    s.charts << ChartFrame { Box { 36, 70, 600, 450 }, nativeChart(spec, l) };
    s.texts << textBox(Box { 650, 80, 274, 430 }, lines, 12, true);
    s.notes << lines;
    return s;
}

Slide chartSlide(const chart::ChartSpec &spec, const QLocale &l)
{
    Slide s;
    s.title = spec.title;
    if (spec.showsReasonInstead()) {
        s.texts << textBox(Box { 36, 80, 888, 80 }, { spec.emptyReason.isEmpty() ? QCoreApplication::translate("cp::exports", "Nothing to show.") : spec.emptyReason }, 18);
        return s;
    }
    s.charts << ChartFrame { Box { 36, 96, 888, 390 }, nativeChart(spec, l) };
    s.texts << textBox(Box { 36, 62, 888, 34 }, { spec.subtitle.isEmpty() ? spec.caption : spec.subtitle }, 12, false, QStringLiteral("606060"));
    s.texts << textBox(Box { 36, 488, 888, 44 }, { spec.caption, spec.footnote }, 11, false, QStringLiteral("404040"));
    s.notes << spec.caption << spec.footnote;
    return s;
}

Slide comparisonAssumptions(const QList<analysis::PlanReport> &reports, const QLocale &l)
{
    Slide s = assumptionsSlide(reports.constFirst(), l);
    QStringList lines;
    for (const analysis::PlanReport &r : reports) {
        const QList<LedgerRow> rows = ledger(r);
        int assumptions = 0;
        for (const LedgerRow &row : rows)
            assumptions += row.assumption ? 1 : 0;
        lines << QCoreApplication::translate("cp::exports", "%1: %2 price items (%3 to confirm); %4").arg(r.scenario.name).arg(rows.size()).arg(assumptions).arg(analysis::sourceLine(r.scenario));
    }
    s.notes = lines + s.notes;
    s.texts[0] = textBox(Box { 36, 62, 888, 46 }, lines, 10, false, QStringLiteral("606060"));
    return s;
}

} // namespace

Deck comparisonDeck(const QList<analysis::PlanReport> &reports, const DeckOptions &options)
{
    const QLocale &l = options.locale;
    Deck d;
    d.title = QCoreApplication::translate("cp::exports", "Comparison of %n plan(s)", nullptr, int(reports.size()));
    d.language = l.language() == QLocale::Chinese ? QStringLiteral("zh-CN") : QStringLiteral("en-US");
    QStringList names;
    for (const analysis::PlanReport &r : reports)
        names << r.scenario.name;
    const compare::Comparison c = compare::compare(reports, 0, l, options.compareHorizonMonths);
    d.slides << coverSlide(d.title, names.join(QStringLiteral(" · ")),
        { QCoreApplication::translate("cp::exports", "Board deck · prepared %1").arg(l.toString(options.generatedAt.toLocalTime().date(), QLocale::LongFormat)), c.rule });
    d.slides << sideBySideSlide(reports, c) << horizonSlide(c, l) << chartSlide(compare::curvesChart(c), l) << chartSlide(compare::lineItemsChart(c), l)
             << comparisonAssumptions(reports, l);
    return d;
}

} // namespace cp::exports::deck
