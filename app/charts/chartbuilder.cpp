#include "app/charts/chartbuilder.h"

#include "core/units/format.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarLegendMarker>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include <QCoreApplication>
#include <QFontInfo>
#include <QFontMetrics>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace cp::charts {

using chart::AxisQuantity;
using chart::ChartAxis;
using chart::ChartKind;
using chart::ChartSpec;

namespace {

QColor colourAt(int i) { return palette().at(i % palette().size()); }

double maxAbsValue(const ChartSpec &spec, bool alongX)
{
    double m = 0;
    for (const auto &s : spec.series) {
        for (const auto &p : s.points)
            m = std::max(m, std::abs(alongX ? p.x : p.y));
        if (!alongX || spec.kind == ChartKind::Tornado) {
            for (double v : s.values)
                m = std::max(m, std::abs(v));
        }
    }
    for (const auto &mk : spec.markers)
        m = std::max(m, std::abs(alongX ? mk.x : mk.y));
    return m;
}

// Money axes are scaled (万元/亿元 in Chinese, M CNY in English); others keep their unit.
units::AxisScale scaleFor(const ChartAxis &axis, double maxAbs, const QLocale &locale)
{
    if (axis.quantity == AxisQuantity::Money)
        return units::moneyAxisScale(maxAbs, locale);
    if (axis.quantity == AxisQuantity::Percent)
        return { 0.01, QStringLiteral("%") };
    return { 1, axis.unit };
}

QValueAxis *valueAxis(const ChartAxis &axis, const units::AxisScale &scale, const Theme &theme)
{
    auto *a = new QValueAxis;
    a->setTitleText(axisTitle(axis, scale.unit));
    a->setTitleFont(theme.axisTitleFont);
    a->setLabelsFont(theme.labelFont);
    a->setLabelFormat(QStringLiteral("%.4g"));
    a->setGridLineColor(theme.grid);
    a->setLabelsColor(theme.text);
    a->setTitleBrush(theme.text);
    return a;
}

QBarCategoryAxis *categoryAxis(const ChartAxis &axis, const Theme &theme)
{
    auto *a = new QBarCategoryAxis;
    a->append(axis.categories);
    if (!axis.title.isEmpty())
        a->setTitleText(axisTitle(axis, axis.unit));
    a->setTitleFont(theme.axisTitleFont);
    a->setLabelsFont(theme.labelFont);
    a->setLabelsColor(theme.text);
    a->setTitleBrush(theme.text);
    a->setGridLineVisible(false);
    return a;
}

void niceRange(QValueAxis *axis, double lo, double hi)
{
    if (!(hi > lo)) {
        hi = lo + 1;
    }
    const double pad = (hi - lo) * 0.05;
    axis->setRange(lo < 0 ? lo - pad : lo, hi + pad);
    axis->applyNiceNumbers();
}

void buildLineOrScatter(QChart &chart, const ChartSpec &spec, const Theme &theme)
{
    const units::AxisScale xs = scaleFor(spec.x, maxAbsValue(spec, true), theme.locale);
    const units::AxisScale ys = scaleFor(spec.y, maxAbsValue(spec, false), theme.locale);
    QValueAxis *ax = valueAxis(spec.x, xs, theme);
    QValueAxis *ay = valueAxis(spec.y, ys, theme);
    chart.addAxis(ax, Qt::AlignBottom);
    chart.addAxis(ay, Qt::AlignLeft);
    double xlo = 0, xhi = 0, ylo = 0, yhi = 0;
    bool first = true;
    auto extend = [&](double x, double y) {
        if (first) {
            xlo = xhi = x;
            ylo = yhi = y;
            first = false;
        }
        xlo = std::min(xlo, x);
        xhi = std::max(xhi, x);
        ylo = std::min(ylo, y);
        yhi = std::max(yhi, y);
    };
    int i = 0;
    for (const auto &s : spec.series) {
        QXYSeries *series = nullptr;
        const chart::LineStyle style = spec.lineStyle(i);
        const QColor colour = colourAt(i++);
        if (spec.kind == ChartKind::Line) {
            auto *line = new QLineSeries;
            QPen pen(colour, theme.lineWidth * (s.highlighted ? 1.5 : 1.0));
            const Qt::PenStyle penStyle = style == chart::LineStyle::Dash ? Qt::DashLine
                : style == chart::LineStyle::Dot                          ? Qt::DotLine
                : style == chart::LineStyle::DashDot                      ? Qt::DashDotLine
                : s.dashed                                                ? Qt::DashLine
                                                                          : Qt::SolidLine;
            pen.setStyle(penStyle);
            // A line drawn over an identical one is thicker so both stay visible.
            if (style != chart::LineStyle::Solid)
                pen.setWidthF(pen.widthF() * 1.6);
            line->setPen(pen);
            series = line;
        } else {
            auto *scatter = new QScatterSeries;
            scatter->setMarkerSize(theme.markerSize * (s.highlighted ? 1.8 : 1.0));
            scatter->setColor(colour);
            scatter->setBorderColor(s.highlighted ? theme.text : colour);
            series = scatter;
        }
        series->setName(s.name);
        for (const auto &p : s.points) {
            series->append(p.x / xs.divisor, p.y / ys.divisor);
            extend(p.x / xs.divisor, p.y / ys.divisor);
        }
        chart.addSeries(series);
        series->attachAxis(ax);
        series->attachAxis(ay);
    }
    // Each marker is its own series so its label (with unit and the options compared) is drawn
    // next to it; the legend names the kind of marker once.
    for (qsizetype m = 0; m < spec.markers.size(); ++m) {
        const chart::ChartMarker &mk = spec.markers.at(m);
        auto *markers = new QScatterSeries;
        // The legend carries the whole label (it is never clipped); the point its short form.
        markers->setName(mk.name.isEmpty() ? mk.label
                                           : QCoreApplication::translate("cp::charts", "%1 — %2", "marker kind — its label").arg(mk.name, mk.label));
        markers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        markers->setMarkerSize(theme.markerSize * 1.4);
        markers->setColor(theme.text);
        markers->setPointLabelsVisible(true);
        markers->setPointLabelsFont(theme.labelFont);
        markers->setPointLabelsColor(theme.text);
        // A marker near the axis keeps its whole label ("3.1 months: commitment vs on demand").
        markers->setPointLabelsClipping(false);
        QString label = mk.shortLabel.isEmpty() ? mk.label : mk.shortLabel;
        label.replace(QLatin1Char('@'), QStringLiteral("@@")); // the format's escape character
        markers->setPointLabelsFormat(label.isEmpty() ? theme.locale.toString(mk.x / xs.divisor, 'f', 1) : label);
        markers->append(mk.x / xs.divisor, mk.y / ys.divisor);
        extend(mk.x / xs.divisor, mk.y / ys.divisor);
        chart.addSeries(markers);
        markers->attachAxis(ax);
        markers->attachAxis(ay);
    }
    if (spec.kind == ChartKind::Line) {
        // Months: the exact horizon, a tick every 6 months (half-years read well on slides).
        ax->setRange(std::min(0.0, xlo), std::max(xhi, xlo + 1));
        if (xhi - xlo <= 72) {
            ax->setTickType(QValueAxis::TicksDynamic);
            ax->setTickAnchor(0);
            ax->setTickInterval(6);
            ax->setLabelFormat(QStringLiteral("%.0f")); // "%d" draws no labels with localised numbers (Qt 6.4)
        }
    } else {
        niceRange(ax, std::min(0.0, xlo), xhi);
    }
    niceRange(ay, std::min(0.0, ylo), yhi);
}

// Horizontal bars draw the first category at the bottom; a tornado reads top-down from the
// largest swing, so categories and values are reversed.
ChartSpec topDown(ChartSpec spec)
{
    std::reverse(spec.y.categories.begin(), spec.y.categories.end());
    for (auto &s : spec.series)
        std::reverse(s.values.begin(), s.values.end());
    return spec;
}

// Upright bars give each category label about a word of room once the legend takes its share,
// so stacks (cost by line item) and five or more groups lie on their side: the labels get the
// whole left margin and are not cut. Charts with a reference line (card memory) stay upright.
bool liesSideways(const ChartSpec &spec)
{
    constexpr qsizetype kMostUprightGroups = 4;
    if (!spec.referenceLines.isEmpty() || !spec.lines.isEmpty())
        return false;
    return spec.kind == ChartKind::StackedBar
        || (spec.kind == ChartKind::GroupedBar && spec.x.categories.size() > kMostUprightGroups);
}

// A sideways chart in the tornado's terms: categories on y (top-down), values along x.
ChartSpec sideways(ChartSpec spec)
{
    std::swap(spec.x, spec.y);
    return topDown(spec);
}

void buildBars(QChart &chart, const ChartSpec &input, const Theme &theme)
{
    const bool tornado = input.kind == ChartKind::Tornado;
    const bool horizontal = tornado || liesSideways(input);
    const ChartSpec spec = tornado ? topDown(input) : horizontal ? sideways(input)
                                                                 : input;
    const ChartAxis &valueSpec = horizontal ? spec.x : spec.y;
    double maxAbs = 0;
    for (const auto &s : spec.series) {
        for (double v : s.values)
            maxAbs = std::max(maxAbs, std::abs(v));
    }
    const units::AxisScale vs = scaleFor(valueSpec, maxAbs, theme.locale);
    QAbstractBarSeries *bars = nullptr;
    if (horizontal)
        bars = spec.kind == ChartKind::GroupedBar ? static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries)
                                                  : new QHorizontalStackedBarSeries;
    else if (spec.kind == ChartKind::StackedBar)
        bars = new QStackedBarSeries;
    else
        bars = new QBarSeries;
    double lo = 0, hi = 0;
    QList<double> stackPos, stackNeg;
    int i = 0;
    for (const auto &s : spec.series) {
        auto *set = new QBarSet(s.name);
        set->setColor(colourAt(i++));
        set->setBorderColor(theme.background);
        set->setLabelFont(theme.labelFont);
        for (qsizetype k = 0; k < s.values.size(); ++k) {
            const double v = s.values.at(k) / vs.divisor;
            set->append(v);
            if (spec.kind == ChartKind::GroupedBar) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            } else {
                if (stackPos.size() <= k) {
                    stackPos.resize(k + 1, 0.0);
                    stackNeg.resize(k + 1, 0.0);
                }
                (v >= 0 ? stackPos[k] : stackNeg[k]) += v;
                lo = std::min(lo, stackNeg[k]);
                hi = std::max(hi, stackPos[k]);
            }
        }
        bars->append(set);
    }
    for (const auto &ref : spec.referenceLines)
        hi = std::max(hi, ref.y / vs.divisor);
    for (const auto &line : spec.lines) {
        for (double v : line.values)
            hi = std::max(hi, v / vs.divisor);
    }
    chart.addSeries(bars);
    QBarCategoryAxis *cat = categoryAxis(horizontal ? spec.y : spec.x, theme);
    QValueAxis *val = valueAxis(valueSpec, vs, theme);
    chart.addAxis(cat, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    chart.addAxis(val, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    bars->attachAxis(cat);
    bars->attachAxis(val);
    niceRange(val, lo, hi);

    // Reference lines (e.g. card memory) span the categories on a hidden value axis; lines
    // over the bars (demand) pass through the middle of each category on the same axis.
    if ((!spec.referenceLines.isEmpty() || !spec.lines.isEmpty()) && !horizontal) {
        // Category k is centred at k + 1 on this axis, so it can number many categories (a
        // programme's 36 months) where the category axis would elide every label to "…".
        const qsizetype n = spec.x.categories.size();
        auto *hidden = new QValueAxis;
        hidden->setRange(0.5, std::max<double>(1.5, n + 0.5));
        constexpr qsizetype kMostCategoryLabels = 12;
        const bool numbered = n > kMostCategoryLabels;
        hidden->setVisible(numbered);
        if (numbered) {
            hidden->setTitleText(cat->titleText());
            hidden->setTitleFont(theme.axisTitleFont);
            hidden->setTitleBrush(theme.text);
            hidden->setLabelsFont(theme.labelFont);
            hidden->setLabelsColor(theme.text);
            hidden->setGridLineVisible(false);
            hidden->setTickType(QValueAxis::TicksDynamic);
            hidden->setTickAnchor(0);
            hidden->setTickInterval(n > 36 ? 6 : 3);
            hidden->setLabelFormat(QStringLiteral("%.0f"));
            cat->setLabelsVisible(false);
            cat->setTitleVisible(false);
        }
        chart.addAxis(hidden, numbered ? Qt::AlignBottom : Qt::AlignTop);
        for (const auto &l : spec.lines) {
            auto *line = new QLineSeries;
            line->setName(l.name);
            QPen pen(theme.text, theme.lineWidth * 1.5);
            pen.setStyle(l.dashed ? Qt::DashLine : Qt::SolidLine);
            line->setPen(pen);
            for (qsizetype k = 0; k < l.values.size(); ++k)
                line->append(double(k + 1), l.values.at(k) / vs.divisor);
            chart.addSeries(line);
            line->attachAxis(hidden);
            line->attachAxis(val);
        }
        for (const auto &ref : spec.referenceLines) {
            auto *line = new QLineSeries;
            line->setName(ref.label);
            QPen pen(theme.text, theme.lineWidth);
            pen.setStyle(Qt::DashLine);
            line->setPen(pen);
            line->append(hidden->min(), ref.y / vs.divisor);
            line->append(hidden->max(), ref.y / vs.divisor);
            chart.addSeries(line);
            line->attachAxis(hidden);
            line->attachAxis(val);
        }
    }
}

// A long category label on a horizontal bar chart's left axis, wrapped onto lines of at most
// `width` pixels (at spaces, or between any two Chinese characters) as Qt Charts' rich-text
// labels; a label that still does not fit is elided by the axis, never cut at the chart's edge.
// 120 px for the screen's 12 px labels, in proportion for the larger fonts of a page or slide.
constexpr int kWrappedLabelWidthPx = 120;
constexpr qreal kScreenLabelPx = 12;

int wrapWidth(const QFont &label)
{
    const qreal px = label.pixelSize() > 0 ? label.pixelSize() : QFontInfo(label).pixelSize();
    return std::max(kWrappedLabelWidthPx, int(kWrappedLabelWidthPx * px / kScreenLabelPx));
}

QString wrappedLabel(const QString &text, const QFont &font, int width)
{
    const QFontMetrics metrics(font);
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const auto cjk = [](QChar ch) { return ch.unicode() >= 0x2E80; };
    // Chinese punctuation that closes a phrase never starts a line.
    const auto closing = [](QChar ch) { return QStringLiteral("，。、：；）！？》」』").contains(ch); };
    QStringList lines;
    QString line;
    qsizetype lastBreak = -1; // where the line may break: after a space, before or after a CJK character
    for (const QChar ch : text) {
        if (cjk(ch) && !closing(ch) && !line.isEmpty())
            lastBreak = line.size();
        line += ch;
        if (metrics.horizontalAdvance(line) > width && lastBreak > 0 && lastBreak < line.size()) {
            lines << line.left(lastBreak).trimmed();
            line = line.mid(lastBreak);
            lastBreak = -1;
        }
        if (ch.isSpace() || cjk(ch))
            lastBreak = line.size();
    }
    lines << line.trimmed();
    QStringList escaped;
    for (const QString &l : std::as_const(lines))
        escaped << l.toHtmlEscaped();
    return escaped.join(QStringLiteral("<br>"));
}

// A waterfall as stacked bars: an invisible base lifts each change to the running sum. Qt
// stacks positive and negative values apart from zero, so a bar that crosses zero is split
// into its part above and its part below (a second set in the same colour, without a legend).
struct WaterfallSets {
    QBarSet *base;
    QBarSet *total;
    QBarSet *totalBelow;
    QBarSet *up;
    QBarSet *upBelow;
    QBarSet *down;
    QBarSet *downBelow;
};

void appendFloating(const WaterfallSets &sets, QBarSet *main, QBarSet *below, double from, double to)
{
    const double lo = std::min(from, to);
    const double hi = std::max(from, to);
    QBarSet *all[] = { sets.base, sets.total, sets.totalBelow, sets.up, sets.upBelow, sets.down, sets.downBelow };
    double baseValue = 0, mainValue = 0, belowValue = 0;
    if (lo >= 0) {
        baseValue = lo;
        mainValue = hi - lo;
    } else if (hi <= 0) {
        baseValue = hi;
        mainValue = lo - hi;
    } else {
        mainValue = hi;
        belowValue = lo;
    }
    for (QBarSet *set : all)
        set->append(set == sets.base ? baseValue : set == main ? mainValue
                : set == below                                 ? belowValue
                                                               : 0.0);
}

void buildWaterfall(QChart &chart, const ChartSpec &spec, const Theme &theme)
{
    const QList<double> values = spec.series.isEmpty() ? QList<double> {} : spec.series.constFirst().values;
    double running = 0, lo = 0, hi = 0, maxAbs = 0;
    for (qsizetype k = 0; k < values.size(); ++k) {
        running = (k == 0 || k == values.size() - 1) ? values.at(k) : running + values.at(k);
        maxAbs = std::max(maxAbs, std::abs(running));
    }
    const units::AxisScale vs = scaleFor(spec.y, maxAbs, theme.locale);
    auto makeSet = [&](const QString &name, const QColor &colour) {
        auto *set = new QBarSet(name);
        set->setColor(colour);
        set->setBorderColor(colour);
        return set;
    };
    const QColor totalColour = colourAt(0), upColour = colourAt(5), downColour = colourAt(2);
    WaterfallSets sets {
        makeSet(QString(), Qt::transparent),
        makeSet(QCoreApplication::translate("cp::charts", "Total"), totalColour),
        makeSet(QString(), totalColour),
        makeSet(QCoreApplication::translate("cp::charts", "Increase"), upColour),
        makeSet(QString(), upColour),
        makeSet(QCoreApplication::translate("cp::charts", "Decrease"), downColour),
        makeSet(QString(), downColour),
    };
    // Horizontal, read from the top: the long names of plans and line items stay whole on the
    // left axis (a vertical chart elided them to "13B full fine-…"). Qt draws the first category
    // at the bottom, so the bars are appended from the last step to the first.
    struct Floating {
        QBarSet *main;
        QBarSet *below;
        double from;
        double to;
    };
    QList<Floating> floats;
    running = 0;
    for (qsizetype k = 0; k < values.size(); ++k) {
        const double v = values.at(k) / vs.divisor;
        const bool total = k == 0 || k == values.size() - 1;
        const double from = total ? 0.0 : running;
        const double to = total ? v : running + v;
        if (total)
            floats.append({ sets.total, sets.totalBelow, from, to });
        else if (v >= 0)
            floats.append({ sets.up, sets.upBelow, from, to });
        else
            floats.append({ sets.down, sets.downBelow, from, to });
        running = to;
        lo = std::min({ lo, from, to });
        hi = std::max({ hi, from, to });
    }
    for (auto f = floats.crbegin(); f != floats.crend(); ++f)
        appendFloating(sets, f->main, f->below, f->from, f->to);
    auto *bars = new QHorizontalStackedBarSeries;
    for (QBarSet *set : { sets.base, sets.total, sets.totalBelow, sets.up, sets.upBelow, sets.down, sets.downBelow })
        bars->append(set);
    chart.addSeries(bars);
    for (QBarSet *hidden : { sets.base, sets.totalBelow, sets.upBelow, sets.downBelow }) {
        for (QLegendMarker *marker : chart.legend()->markers(bars)) {
            if (static_cast<QBarLegendMarker *>(marker)->barset() == hidden)
                marker->setVisible(false);
        }
    }
    ChartAxis readFromTop = spec.x;
    std::reverse(readFromTop.categories.begin(), readFromTop.categories.end());
    for (QString &label : readFromTop.categories)
        label = wrappedLabel(label, theme.labelFont, wrapWidth(theme.labelFont));
    QBarCategoryAxis *cat = categoryAxis(readFromTop, theme);
    QValueAxis *val = valueAxis(spec.y, vs, theme);
    chart.addAxis(cat, Qt::AlignLeft);
    chart.addAxis(val, Qt::AlignBottom);
    bars->attachAxis(cat);
    bars->attachAxis(val);
    niceRange(val, lo, hi);
}

} // namespace

QString axisTitle(const ChartAxis &axis, const QString &unit)
{
    if (unit.isEmpty())
        return axis.title;
    return QCoreApplication::translate("cp::charts", "%1 (%2)", "axis title (unit)").arg(axis.title, unit);
}

std::unique_ptr<QChart> buildChart(const ChartSpec &spec, const Theme &theme, const BuildOptions &options)
{
    auto chart = std::make_unique<QChart>();
    chart->setAnimationOptions(options.animate ? QChart::SeriesAnimations : QChart::NoAnimation);
    chart->setBackgroundBrush(theme.background);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->setLocalizeNumbers(true);
    chart->setLocale(theme.locale);
    if (options.showTitle) {
        chart->setTitle(spec.title);
        chart->setTitleFont(theme.titleFont);
        chart->setTitleBrush(theme.text);
    }
    chart->legend()->setFont(theme.legendFont);
    chart->legend()->setLabelColor(theme.text);
    qsizetype legendEntries = spec.series.size() + spec.markers.size() + spec.referenceLines.size() + spec.lines.size();
    for (const chart::ChartMarker &m : spec.markers)
        legendEntries += m.label.size() > 30 ? 1 : 0; // a long marker label takes a second slot of the row
    // A row of more than kMaxLegendRow entries gets elided ("GP…"): list them down the right instead.
    constexpr qsizetype kMaxLegendRow = 4;
    chart->legend()->setAlignment(options.legendBelow ? Qt::AlignBottom
            : legendEntries > kMaxLegendRow           ? Qt::AlignRight
            : spec.kind == ChartKind::Tornado         ? Qt::AlignBottom
                                                      : Qt::AlignTop);
    chart->legend()->setVisible(legendEntries > 1);
    switch (spec.kind) {
    case ChartKind::Line:
    case ChartKind::Scatter:
        buildLineOrScatter(*chart, spec, theme);
        break;
    case ChartKind::StackedBar:
    case ChartKind::GroupedBar:
    case ChartKind::Tornado:
        buildBars(*chart, spec, theme);
        break;
    case ChartKind::Waterfall:
        buildWaterfall(*chart, spec, theme);
        chart->legend()->setVisible(!spec.isEmpty());
        break;
    }
    return chart;
}

} // namespace cp::charts
