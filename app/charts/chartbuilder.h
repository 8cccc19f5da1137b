#pragma once
// Builds a QChart from a core ChartSpec. The dashboard, the compare view and every exporter
// draw through here, so a chart looks the same on screen and on a slide.

#include "app/charts/theme.h"
#include "core/chart/chartspec.h"

#include <QtCharts/QChart>

#include <memory>

namespace cp::charts {

struct BuildOptions {
    bool showTitle = true; ///< exporters draw title and subtitle themselves
    bool animate = false;
    bool legendBelow = false; ///< the legend in rows under the plot (narrow charts side by side)
};

/// A new chart for the spec; never uses OpenGL series (they cannot be exported).
std::unique_ptr<QChart> buildChart(const chart::ChartSpec &spec, const Theme &theme, const BuildOptions &options = {});

/// The axis title with its unit: "Cumulative cost (万元)", "Memory (GiB)".
QString axisTitle(const chart::ChartAxis &axis, const QString &unit);

} // namespace cp::charts
