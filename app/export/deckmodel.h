#pragma once
// What a board-deck slide holds, as plain data: text boxes, tables and native charts placed on a
// 16:9 slide measured in points (960 × 540), with the speaker notes. deckplan.cpp and
// deckcompare.cpp fill it from plan reports; deckxml.cpp and deckchart.cpp write it as
// PresentationML and DrawingML parts.

#include <QList>
#include <QString>
#include <QStringList>

namespace cp::exports::deck {

/// A rectangle on the slide, in points from the top-left corner (the slide is 960 × 540 pt).
struct Box {
    double x = 0;
    double y = 0;
    double w = 0;
    double h = 0;
};

inline constexpr double kSlideWidthPt = 960;
inline constexpr double kSlideHeightPt = 540;

struct Paragraph {
    QString text;
    double sizePt = 16;
    bool bold = false;
    QString colour = QStringLiteral("202020"); ///< RGB hex
    bool bullet = false;
};

struct TextBox {
    Box box;
    QList<Paragraph> paragraphs;
    QString fill; ///< RGB hex of a background; empty: none
};

struct Table {
    Box box;
    QList<double> widths; ///< fractions of the box's width, one per column
    QList<QStringList> rows; ///< the first row is the header
    double sizePt = 12;
    int highlightRow = -1; ///< a row drawn bold on a tint (the recommended option)
};

enum class ChartKind {
    Column, ///< clustered vertical bars: categories on x, one bar per series
    Stacked, ///< stacked vertical bars: categories on x, the series stacked
    Tornado, ///< horizontal bars of two series (low and high) overlapping on each category
    Lines, ///< x/y lines (scatter with straight lines); a series with markersOnly is a marker
};

struct ChartSeries {
    QString name;
    QList<double> values; ///< y values in the chart's unit (one per category, or per x)
    QList<double> xs; ///< Lines: the x of each value
    QStringList labels; ///< a data label per value, formatted as the app formats it; empty: none
    QString colour; ///< RGB hex
    bool markersOnly = false; ///< Lines: a marker without a line (the break-even point)
    bool dashed = false;
};

/// A native chart: DrawingML c:chartSpace with every value cached and an embedded workbook
/// holding the same table, so "Edit Data" opens it.
struct Chart {
    ChartKind kind = ChartKind::Column;
    QString title;
    QString xTitle;
    QString yTitle; ///< says the unit the values are in ("NPV (万元)")
    QString categoryHeader; ///< the workbook's first column header
    QStringList categories; ///< Column, Tornado
    QList<ChartSeries> series;
    QString valueFormat = QStringLiteral("#,##0.0"); ///< number format of the value axis
};

struct ChartFrame {
    Box box;
    Chart chart;
};

struct Slide {
    QString title;
    QList<TextBox> texts;
    QList<Table> tables;
    QList<ChartFrame> charts;
    QStringList notes; ///< speaker notes, one paragraph each
};

struct Deck {
    QString title;
    QString language; ///< "en-US" or "zh-CN": the text runs' language
    QList<Slide> slides;
};

} // namespace cp::exports::deck
