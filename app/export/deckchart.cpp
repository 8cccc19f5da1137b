#include "app/export/deckchart.h"

#include <QXmlStreamWriter>

#include <algorithm>
#include <optional>

namespace cp::exports::deck {

namespace {

constexpr int kCatAxis = 50010;
constexpr int kValAxis = 50020;

QString number(double v) { return QString::number(v, 'g', 17); }

/// Writes DrawingML with the c:/a:/r: prefixes declared on the root.
class ChartXml {
public:
    explicit ChartXml(QByteArray *out, const TextStyle &style)
        : w(out)
        , m_style(style)
    {
    }
    void start(const char *name) { w.writeStartElement(QLatin1String(name)); }
    void end() { w.writeEndElement(); }
    void val(const char *name, const QString &value)
    {
        w.writeEmptyElement(QLatin1String(name));
        w.writeAttribute(QStringLiteral("val"), value);
    }
    void val(const char *name, int value) { val(name, QString::number(value)); }
    void text(const char *name, const QString &value) { w.writeTextElement(QLatin1String(name), value); }
    void fill(const QString &rgb)
    {
        start("a:solidFill");
        w.writeEmptyElement(QStringLiteral("a:srgbClr"));
        w.writeAttribute(QStringLiteral("val"), rgb);
        end();
    }
    void fonts()
    {
        for (const auto &[name, face] : { std::pair { "a:latin", m_style.latin }, std::pair { "a:ea", m_style.eastAsian } }) {
            w.writeEmptyElement(QLatin1String(name));
            w.writeAttribute(QStringLiteral("typeface"), face);
        }
    }
    /// c:txPr: the size (pt) and fonts of a chart element's text.
    void textProperties(double sizePt, bool bold = false)
    {
        start("c:txPr");
        w.writeEmptyElement(QStringLiteral("a:bodyPr"));
        w.writeEmptyElement(QStringLiteral("a:lstStyle"));
        start("a:p");
        start("a:pPr");
        start("a:defRPr");
        w.writeAttribute(QStringLiteral("sz"), QString::number(qRound(sizePt * 100)));
        w.writeAttribute(QStringLiteral("b"), bold ? QStringLiteral("1") : QStringLiteral("0"));
        fill(QStringLiteral("404040"));
        fonts();
        end();
        end();
        w.writeEmptyElement(QStringLiteral("a:endParaRPr"));
        w.writeAttribute(QStringLiteral("lang"), m_style.language);
        end();
        end();
    }
    /// c:tx/c:rich with one run (a title or a data label's own text).
    void rich(const QString &content, double sizePt, bool bold)
    {
        start("c:tx");
        start("c:rich");
        w.writeEmptyElement(QStringLiteral("a:bodyPr"));
        w.writeEmptyElement(QStringLiteral("a:lstStyle"));
        start("a:p");
        start("a:pPr");
        start("a:defRPr");
        w.writeAttribute(QStringLiteral("sz"), QString::number(qRound(sizePt * 100)));
        w.writeAttribute(QStringLiteral("b"), bold ? QStringLiteral("1") : QStringLiteral("0"));
        end();
        end();
        start("a:r");
        start("a:rPr");
        w.writeAttribute(QStringLiteral("lang"), m_style.language);
        w.writeAttribute(QStringLiteral("sz"), QString::number(qRound(sizePt * 100)));
        w.writeAttribute(QStringLiteral("b"), bold ? QStringLiteral("1") : QStringLiteral("0"));
        fill(QStringLiteral("404040"));
        fonts();
        end();
        text("a:t", content);
        end();
        end();
        end();
        end();
    }
    void title(const QString &content, double sizePt)
    {
        start("c:title");
        rich(content, sizePt, false);
        val("c:overlay", 0);
        end();
    }
    void strRef(const QString &formula, const QStringList &values)
    {
        start("c:strRef");
        text("c:f", formula);
        start("c:strCache");
        val("c:ptCount", int(values.size()));
        for (qsizetype i = 0; i < values.size(); ++i) {
            start("c:pt");
            w.writeAttribute(QStringLiteral("idx"), QString::number(i));
            text("c:v", values.at(i));
            end();
        }
        end();
        end();
    }
    void numRef(const QString &formula, const QList<double> &values, const QString &format)
    {
        start("c:numRef");
        text("c:f", formula);
        start("c:numCache");
        text("c:formatCode", format);
        val("c:ptCount", int(values.size()));
        for (qsizetype i = 0; i < values.size(); ++i) {
            start("c:pt");
            w.writeAttribute(QStringLiteral("idx"), QString::number(i));
            text("c:v", number(values.at(i)));
            end();
        }
        end();
        end();
    }
    void flags(bool value)
    {
        val("c:showLegendKey", 0);
        val("c:showVal", value ? 1 : 0);
        val("c:showCatName", 0);
        val("c:showSerName", 0);
        val("c:showPercent", 0);
        val("c:showBubbleSize", 0);
    }
    /// The series' data labels: each point's own text (formatted as the app formats it).
    void labels(const QStringList &texts, const QString &position)
    {
        // No labels: no c:dLbls (a position such as outEnd is invalid on some chart kinds, stacked bars).
        if (texts.isEmpty())
            return;
        start("c:dLbls");
        for (qsizetype i = 0; i < texts.size(); ++i) {
            start("c:dLbl");
            val("c:idx", int(i));
            rich(texts.at(i), 10, false);
            val("c:dLblPos", position);
            flags(true);
            end();
        }
        textProperties(10);
        val("c:dLblPos", position);
        flags(true);
        end();
    }

    QXmlStreamWriter w;

private:
    TextStyle m_style;
};

QString ref(int column, int firstRow, int lastRow)
{
    const QString c = columnName(column);
    if (firstRow == lastRow)
        return QStringLiteral("Sheet1!$%1$%2").arg(c).arg(firstRow);
    return QStringLiteral("Sheet1!$%1$%2:$%1$%3").arg(c).arg(firstRow).arg(lastRow);
}

void setCell(SheetTable &t, int row, int column, const QVariant &v)
{
    while (t.rows.size() <= row)
        t.rows << QList<QVariant> {};
    QList<QVariant> &r = t.rows[row];
    while (r.size() <= column)
        r << QVariant {};
    r[column] = v;
}

void axis(ChartXml &x, bool category, int id, int cross, const QString &position, const QString &title, const QString &format, bool reverse,
    std::optional<double> max = std::nullopt)
{
    x.start(category ? "c:catAx" : "c:valAx");
    x.val("c:axId", id);
    x.start("c:scaling");
    x.val("c:orientation", reverse ? QStringLiteral("maxMin") : QStringLiteral("minMax"));
    if (max) { // a month axis: from month 0 to the horizon
        x.val("c:max", number(*max));
        x.val("c:min", QStringLiteral("0"));
    }
    x.end();
    x.val("c:delete", 0);
    x.val("c:axPos", position);
    if (!category) {
        x.start("c:majorGridlines");
        x.start("c:spPr");
        x.start("a:ln");
        x.fill(QStringLiteral("DDDDDD"));
        x.end();
        x.end();
        x.end();
    }
    if (!title.isEmpty())
        x.title(title, 11);
    x.w.writeEmptyElement(QStringLiteral("c:numFmt"));
    x.w.writeAttribute(QStringLiteral("formatCode"), format);
    x.w.writeAttribute(QStringLiteral("sourceLinked"), QStringLiteral("0"));
    x.val("c:majorTickMark", category ? QStringLiteral("none") : QStringLiteral("out"));
    x.val("c:minorTickMark", QStringLiteral("none"));
    x.val("c:tickLblPos", QStringLiteral("low"));
    x.textProperties(10);
    x.val("c:crossAx", cross);
    x.val("c:crosses", QStringLiteral("autoZero"));
    if (category) {
        x.val("c:auto", 1);
        x.val("c:lblAlgn", QStringLiteral("ctr"));
        x.val("c:lblOffset", 100);
        x.val("c:noMultiLvlLbl", 0);
    } else {
        x.val("c:crossBetween", QStringLiteral("between"));
    }
    x.end();
}

void barSeries(ChartXml &x, const Chart &c, SheetTable &t)
{
    const int n = int(c.categories.size());
    setCell(t, 0, 0, c.categoryHeader);
    for (int i = 0; i < n; ++i)
        setCell(t, i + 1, 0, c.categories.at(i));
    for (qsizetype s = 0; s < c.series.size(); ++s) {
        const ChartSeries &series = c.series.at(s);
        const int col = int(s) + 1;
        setCell(t, 0, col, series.name);
        for (int i = 0; i < n; ++i)
            setCell(t, i + 1, col, series.values.value(i));
        x.start("c:ser");
        x.val("c:idx", int(s));
        x.val("c:order", int(s));
        x.start("c:tx");
        x.strRef(ref(col, 1, 1), { series.name });
        x.end();
        x.start("c:spPr");
        x.fill(series.colour);
        x.end();
        x.val("c:invertIfNegative", 0);
        x.labels(series.labels, QStringLiteral("outEnd"));
        x.start("c:cat");
        x.strRef(ref(0, 2, n + 1), c.categories);
        x.end();
        x.start("c:val");
        x.numRef(ref(col, 2, n + 1), series.values.mid(0, n), c.valueFormat);
        x.end();
        x.end();
    }
}

void lineSeries(ChartXml &x, const Chart &c, SheetTable &t)
{
    setCell(t, 0, 0, c.xTitle);
    const QList<double> sharedX = c.series.isEmpty() ? QList<double> {} : c.series.constFirst().xs;
    for (qsizetype i = 0; i < sharedX.size(); ++i)
        setCell(t, int(i) + 1, 0, sharedX.at(i));
    int column = 1;
    for (qsizetype s = 0; s < c.series.size(); ++s) {
        const ChartSeries &series = c.series.at(s);
        const int n = int(series.values.size());
        int xColumn = 0;
        if (series.xs != sharedX) {
            xColumn = column++;
            setCell(t, 0, xColumn, c.xTitle);
            for (int i = 0; i < n; ++i)
                setCell(t, i + 1, xColumn, series.xs.value(i));
        }
        const int yColumn = column++;
        setCell(t, 0, yColumn, series.name);
        for (int i = 0; i < n; ++i)
            setCell(t, i + 1, yColumn, series.values.at(i));
        x.start("c:ser");
        x.val("c:idx", int(s));
        x.val("c:order", int(s));
        x.start("c:tx");
        x.strRef(ref(yColumn, 1, 1), { series.name });
        x.end();
        x.start("c:spPr");
        x.start("a:ln");
        x.w.writeAttribute(QStringLiteral("w"), QString::number(series.markersOnly ? 0 : 31750));
        if (series.markersOnly) {
            x.w.writeEmptyElement(QStringLiteral("a:noFill"));
        } else {
            x.fill(series.colour);
            x.val("a:prstDash", series.dashed ? QStringLiteral("dash") : QStringLiteral("solid"));
        }
        x.end();
        x.end();
        x.start("c:marker");
        x.val("c:symbol", series.markersOnly ? QStringLiteral("diamond") : QStringLiteral("none"));
        if (series.markersOnly) {
            x.val("c:size", 11);
            x.start("c:spPr");
            x.fill(series.colour);
            x.end();
        }
        x.end();
        x.labels(series.labels, QStringLiteral("r"));
        x.start("c:xVal");
        x.numRef(ref(xColumn, 2, n + 1), series.xs.mid(0, n), QStringLiteral("0"));
        x.end();
        x.start("c:yVal");
        x.numRef(ref(yColumn, 2, n + 1), series.values, c.valueFormat);
        x.end();
        x.val("c:smooth", 0);
        x.end();
    }
}

void plotArea(ChartXml &x, const Chart &c, SheetTable &t)
{
    x.start("c:plotArea");
    x.w.writeEmptyElement(QStringLiteral("c:layout"));
    if (c.kind == ChartKind::Lines) {
        x.start("c:scatterChart");
        x.val("c:scatterStyle", QStringLiteral("lineMarker"));
        x.val("c:varyColors", 0);
        lineSeries(x, c, t);
    } else {
        x.start("c:barChart");
        x.val("c:barDir", c.kind == ChartKind::Tornado ? QStringLiteral("bar") : QStringLiteral("col"));
        x.val("c:grouping", c.kind == ChartKind::Stacked ? QStringLiteral("stacked") : QStringLiteral("clustered"));
        x.val("c:varyColors", 0);
        barSeries(x, c, t);
        x.val("c:gapWidth", c.kind == ChartKind::Tornado ? 40 : 80);
        x.val("c:overlap", c.kind == ChartKind::Column ? -5 : 100);
    }
    x.val("c:axId", kCatAxis);
    x.val("c:axId", kValAxis);
    x.end();
    if (c.kind == ChartKind::Lines) {
        // The x axis ends at the last month (the horizon), not at the next round number.
        double last = 0;
        for (const ChartSeries &series : c.series) {
            for (double v : series.xs)
                last = std::max(last, v);
        }
        axis(x, false, kCatAxis, kValAxis, QStringLiteral("b"), c.xTitle, QStringLiteral("0"), false, last > 0 ? std::optional<double>(last) : std::nullopt);
        axis(x, false, kValAxis, kCatAxis, QStringLiteral("l"), c.yTitle, c.valueFormat, false);
    } else {
        const bool tornado = c.kind == ChartKind::Tornado;
        axis(x, true, kCatAxis, kValAxis, tornado ? QStringLiteral("l") : QStringLiteral("b"), tornado ? QString() : c.xTitle, QStringLiteral("General"), tornado);
        axis(x, false, kValAxis, kCatAxis, tornado ? QStringLiteral("b") : QStringLiteral("l"), c.yTitle, c.valueFormat, false);
    }
    x.end();
}

} // namespace

QString columnName(int column)
{
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

ChartPart chartPart(const Chart &chart, const TextStyle &style)
{
    ChartPart part;
    part.sheet.numberFormat = chart.valueFormat;
    ChartXml x(&part.xml, style);
    x.w.writeStartDocument(QStringLiteral("1.0"), true);
    x.start("c:chartSpace");
    x.w.writeAttribute(QStringLiteral("xmlns:c"), ns::chart);
    x.w.writeAttribute(QStringLiteral("xmlns:a"), ns::drawing);
    x.w.writeAttribute(QStringLiteral("xmlns:r"), ns::relationships);
    x.val("c:date1904", 0);
    x.val("c:lang", style.language);
    x.val("c:roundedCorners", 0);
    x.start("c:chart");
    if (!chart.title.isEmpty())
        x.title(chart.title, 13);
    x.val("c:autoTitleDeleted", chart.title.isEmpty() ? 1 : 0);
    plotArea(x, chart, part.sheet);
    x.start("c:legend");
    x.val("c:legendPos", QStringLiteral("b"));
    x.val("c:overlay", 0);
    x.textProperties(11);
    x.end();
    x.val("c:plotVisOnly", 1);
    x.val("c:dispBlanksAs", QStringLiteral("gap"));
    x.end(); // c:chart
    x.textProperties(11);
    x.start("c:externalData");
    x.w.writeAttribute(QStringLiteral("r:id"), QStringLiteral("rId1"));
    x.val("c:autoUpdate", 0);
    x.end();
    x.end(); // c:chartSpace
    x.w.writeEndDocument();
    return part;
}

} // namespace cp::exports::deck
