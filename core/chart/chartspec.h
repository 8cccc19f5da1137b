#pragma once
// What a chart shows, as plain data. Core builds ChartSpecs from results (it decides what
// is plotted, with translated titles and units); the app draws them on screen and the
// exporters render the same spec to PNG, SVG and PDF. Nothing here depends on Qt Gui.

#include <QList>
#include <QString>
#include <QStringList>

namespace cp::chart {

enum class ChartKind {
    Line, ///< x/y series over a value axis (cumulative TCO per month)
    StackedBar, ///< categories on x, series stacked (memory breakdown per GPU)
    GroupedBar, ///< categories on x, series side by side (cost by line item per plan)
    Tornado, ///< categories on y; series[0] = low delta, series[1] = high delta
    Scatter, ///< x/y points (Pareto of time vs cost)
    Waterfall, ///< categories on x; series[0].values = start total, changes..., end total
               ///< (the first and last bars stand on zero, the changes float on the running sum)
};

struct ChartPoint {
    double x = 0;
    double y = 0;
    QString label; ///< shown on hover or next to highlighted points
};

/// How a line is stroked. Lines that coincide get distinct dash styles so the one underneath
/// stays visible.
enum class LineStyle { Solid,
    Dash,
    Dot,
    DashDot };

struct ChartSeries {
    QString name;
    QList<ChartPoint> points; ///< Line and Scatter
    QList<double> values; ///< bar kinds: one value per category
    bool dashed = false; ///< compare view: the baseline is solid, others dashed
    bool highlighted = false; ///< the recommended plan, drawn larger
};

/// A labelled point of interest (the break-even month, the recommended plan).
struct ChartMarker {
    double x = 0;
    double y = 0;
    QString label; ///< with unit and the options compared ("3.6 months: build vs on demand")
    QString name; ///< the kind of marker ("Break-even"); the legend shows it with the label
    QString shortLabel; ///< next to the point where the label would not fit ("3.6 months")
};

/// A horizontal reference line (card memory on the memory chart).
struct ChartReferenceLine {
    double y = 0;
    QString label;
};

enum class AxisQuantity { Plain,
    Money,
    Percent };

struct ChartAxis {
    QString title; ///< translated, without the unit
    QString unit; ///< translated unit label ("GiB", "days"); money axes get theirs from the locale
    AxisQuantity quantity = AxisQuantity::Plain;
    QStringList categories; ///< bar kinds: the category labels
};

struct ChartSpec {
    QString id; ///< stable name: "tco", "memory", "breakdown", "tornado", "pareto"
    ChartKind kind = ChartKind::Line;
    QString title;
    QString subtitle;
    QString sourceLine; ///< "Compute Planner, scenario X rev N, prices as of ..."
    QString footnote;
    /// One line saying what the chart shows ("Cumulative cash paid per way of paying, month by month").
    QString caption;
    /// Set when the chart has nothing worth drawing (a tornado without a bar, a time-vs-cost chart
    /// with one point): the sentence that says why, shown instead of the chart.
    QString emptyReason;
    ChartAxis x;
    ChartAxis y;
    QList<ChartSeries> series;
    /// Line styles by series index, for lines that coincide; a series without one is solid
    /// (or dashed when ChartSeries::dashed).
    QList<LineStyle> lineStyles;
    QList<ChartMarker> markers;
    QList<ChartReferenceLine> referenceLines;
    /// Bar kinds: lines drawn over the bars on the same value axis, one value per category (the
    /// demand over a month-by-month supply stack). A chart with lines keeps its bars upright.
    QList<ChartSeries> lines;

    /// True when there is nothing to draw (no series with data).
    bool isEmpty() const;
    /// True when the chart is shown as its sentence instead: nothing to draw, or `emptyReason` set.
    bool showsReasonInstead() const { return isEmpty() || !emptyReason.isEmpty(); }
    /// The style of series i (Solid when none was set).
    LineStyle lineStyle(qsizetype i) const { return i < lineStyles.size() ? lineStyles.at(i) : LineStyle::Solid; }
};

} // namespace cp::chart
