#include "core/compare/compare.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

// The charts of a comparison (curves, line items, waterfall), drawn from the Comparison that
// compare() computed once.
namespace cp::compare {

namespace {

QString comparisonSource(const Comparison &c)
{
    QStringList labels;
    for (const PlanInfo &p : c.plans)
        labels << p.label;
    return QCoreApplication::translate("cp::Compare", "Compute Planner, comparison of %1").arg(labels.join(QStringLiteral(" · ")));
}

} // namespace

ChartSpec curvesChart(const Comparison &c)
{
    ChartSpec s;
    s.id = QStringLiteral("compare_tco");
    s.kind = chart::ChartKind::Line;
    s.title = QCoreApplication::translate("cp::Compare", "Cumulative cost of the compared plans over %n month(s)", nullptr,
        c.horizonMonths);
    s.subtitle = c.rule;
    s.sourceLine = comparisonSource(c);
    s.x.title = QCoreApplication::translate("cp::Compare", "Month");
    s.y.title = QCoreApplication::translate("cp::Compare", "Cumulative cost");
    s.y.quantity = chart::AxisQuantity::Money;
    for (int i = 0; i < c.plans.size(); ++i) {
        const PlanInfo &p = c.plans.at(i);
        if (!p.hasTco)
            continue;
        ChartSeries series { QCoreApplication::translate("cp::Compare", "%1 (%2)", "plan (way to pay)").arg(p.label, p.optionName), {}, {}, i != c.baseline, false };
        for (int m = 0; m < c.curves.cumulativeCny.at(i).size(); ++m) {
            if (const std::optional<double> v = c.curves.cumulativeCny.at(i).at(m))
                series.points << chart::ChartPoint { double(m), *v, {} };
        }
        s.series << series;
    }
    // What the line styles mean, under the chart and in every export of it.
    if (c.baseline >= 0 && c.baseline < c.plans.size() && s.series.size() > 1)
        s.footnote = QCoreApplication::translate("cp::Compare", "Solid line: the baseline, %1; dashed lines: the other plans.")
                         .arg(c.plans.at(c.baseline).label);
    return s;
}

ChartSpec lineItemsChart(const Comparison &c)
{
    ChartSpec s;
    s.id = QStringLiteral("compare_breakdown");
    s.kind = chart::ChartKind::GroupedBar;
    s.title = QCoreApplication::translate("cp::Compare", "Cost by line item over %n month(s)", nullptr, c.horizonMonths);
    s.sourceLine = comparisonSource(c);
    s.x.categories = c.lineItems.names;
    s.y.title = QCoreApplication::translate("cp::Compare", "Cost over %n month(s)", nullptr, c.horizonMonths);
    s.y.quantity = chart::AxisQuantity::Money;
    for (int i = 0; i < c.plans.size(); ++i) {
        ChartSeries series { c.plans.at(i).label, {}, {}, false, i == c.baseline };
        for (const QList<double> &item : c.lineItems.totalsCny)
            series.values << item.at(i);
        s.series << series;
    }
    return s;
}

ChartSpec waterfallChart(const Comparison &c, int to)
{
    ChartSpec s;
    s.id = QStringLiteral("compare_waterfall");
    s.kind = chart::ChartKind::Waterfall;
    s.sourceLine = comparisonSource(c);
    s.subtitle = c.rule;
    s.y.title = QCoreApplication::translate("cp::Compare", "Cost over %n month(s)", nullptr, c.horizonMonths);
    s.y.quantity = chart::AxisQuantity::Money;
    const Waterfall *w = c.waterfall(to);
    if (!w) {
        s.title = QCoreApplication::translate("cp::Compare", "What drives the gap");
        return s;
    }
    const QString from = c.plans.at(w->from).label;
    const QString target = c.plans.at(w->to).label;
    s.title = QCoreApplication::translate("cp::Compare", "What drives the %n-month gap between %1 and %2", nullptr, c.horizonMonths)
                  .arg(from, target);
    ChartSeries series { QCoreApplication::translate("cp::Compare", "Change"), {}, { w->fromTotalCny }, false, false };
    s.x.categories << from;
    for (const WaterfallStep &step : w->steps) {
        s.x.categories << step.name;
        series.values << step.deltaCny;
    }
    s.x.categories << target;
    series.values << w->toTotalCny;
    s.series << series;
    return s;
}

} // namespace cp::compare
