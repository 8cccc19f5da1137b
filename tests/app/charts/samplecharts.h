#pragma once
// Chart specs with known content for renderer and exporter tests.
#include "core/chart/chartspec.h"

using namespace cp::chart;

inline ChartSpec sampleTcoChart(const QString &title)
{
    ChartSpec s;
    s.id = QStringLiteral("tco");
    s.kind = ChartKind::Line;
    s.title = title;
    s.subtitle = QStringLiteral("16 x H800, 36 months");
    s.sourceLine = QStringLiteral("Compute Planner, scenario test rev 1, prices as of 2026");
    s.footnote = QStringLiteral("Utilisation 70%");
    s.x.title = QStringLiteral("Month");
    s.y.title = QStringLiteral("Cumulative cost");
    s.y.quantity = AxisQuantity::Money;
    ChartSeries cloud { QStringLiteral("Cloud"), {}, {}, false, false };
    ChartSeries build { QStringLiteral("Build"), {}, {}, true, false };
    for (int m = 0; m <= 36; ++m) {
        cloud.points.append({ double(m), 250000.0 * m, {} });
        build.points.append({ double(m), 4000000.0 + 80000.0 * m, {} });
    }
    s.series = { cloud, build };
    s.markers = { { 23.5, 5880000.0, QStringLiteral("Break-even"), {}, {} } };
    return s;
}

inline ChartSpec sampleMemoryChart()
{
    ChartSpec s;
    s.id = QStringLiteral("memory");
    s.kind = ChartKind::StackedBar;
    s.title = QStringLiteral("Memory per GPU");
    s.x.categories = { QStringLiteral("A100 80GB"), QStringLiteral("L40S 48GB") };
    s.y.title = QStringLiteral("Memory");
    s.y.unit = QStringLiteral("GiB");
    s.series = { { QStringLiteral("Weights"), {}, { 13.0, 13.0 }, false, false },
        { QStringLiteral("Activations"), {}, { 30.0, 40.0 }, false, false } };
    s.referenceLines = { { 80.0, QStringLiteral("Card memory") } };
    return s;
}

inline ChartSpec sampleTornado()
{
    ChartSpec s;
    s.id = QStringLiteral("tornado");
    s.kind = ChartKind::Tornado;
    s.title = QStringLiteral("Sensitivity");
    s.y.categories = { QStringLiteral("Utilisation"), QStringLiteral("GPU price") };
    s.x.title = QStringLiteral("NPV difference");
    s.x.quantity = AxisQuantity::Money;
    s.series = { { QStringLiteral("-20%"), {}, { -900000.0, -400000.0 }, false, false },
        { QStringLiteral("+20%"), {}, { 700000.0, 450000.0 }, false, false } };
    return s;
}
