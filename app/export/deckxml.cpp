#include "app/export/deckxml.h"

#include <QDateTime>
#include <QXmlStreamWriter>

#include <initializer_list>
#include <utility>

namespace cp::exports::deck {

namespace {

const QString kP = QStringLiteral("http://schemas.openxmlformats.org/presentationml/2006/main");

using Attributes = std::initializer_list<std::pair<const char *, QString>>;

class Xml {
public:
    explicit Xml(QByteArray *out)
        : w(out)
    {
        w.writeStartDocument(QStringLiteral("1.0"), true);
    }
    void open(const char *name, Attributes attributes = {})
    {
        w.writeStartElement(QLatin1String(name));
        for (const auto &[key, value] : attributes)
            w.writeAttribute(QLatin1String(key), value);
    }
    void empty(const char *name, Attributes attributes = {})
    {
        w.writeEmptyElement(QLatin1String(name));
        for (const auto &[key, value] : attributes)
            w.writeAttribute(QLatin1String(key), value);
    }
    void close() { w.writeEndElement(); }
    void root(const char *name, Attributes extra = {})
    {
        open(name, { { "xmlns:a", ns::drawing }, { "xmlns:r", ns::relationships }, { "xmlns:p", kP } });
        for (const auto &[key, value] : extra)
            w.writeAttribute(QLatin1String(key), value);
    }
    void fill(const QString &rgb)
    {
        open("a:solidFill");
        empty("a:srgbClr", { { "val", rgb } });
        close();
    }
    void xfrm(const char *name, const Box &b)
    {
        open(name);
        empty("a:off", { { "x", QString::number(emu(b.x)) }, { "y", QString::number(emu(b.y)) } });
        empty("a:ext", { { "cx", QString::number(emu(b.w)) }, { "cy", QString::number(emu(b.h)) } });
        close();
    }
    void groupProperties()
    {
        open("p:nvGrpSpPr");
        empty("p:cNvPr", { { "id", QStringLiteral("1") }, { "name", QString() } });
        empty("p:cNvGrpSpPr");
        empty("p:nvPr");
        close();
        open("p:grpSpPr");
        open("a:xfrm");
        empty("a:off", { { "x", QStringLiteral("0") }, { "y", QStringLiteral("0") } });
        empty("a:ext", { { "cx", QStringLiteral("0") }, { "cy", QStringLiteral("0") } });
        empty("a:chOff", { { "x", QStringLiteral("0") }, { "y", QStringLiteral("0") } });
        empty("a:chExt", { { "cx", QStringLiteral("0") }, { "cy", QStringLiteral("0") } });
        close();
        close();
    }
    void run(const QString &text, double sizePt, bool bold, const QString &colour, const TextStyle &style)
    {
        open("a:r");
        open("a:rPr", { { "lang", style.language }, { "altLang", QStringLiteral("en-US") }, { "sz", QString::number(qRound(sizePt * 100)) }, { "b", bold ? QStringLiteral("1") : QStringLiteral("0") }, { "dirty", QStringLiteral("0") } });
        fill(colour);
        empty("a:latin", { { "typeface", style.latin } });
        empty("a:ea", { { "typeface", style.eastAsian } });
        close();
        w.writeTextElement(QStringLiteral("a:t"), text);
        close();
    }
    void paragraph(const Paragraph &p, const TextStyle &style)
    {
        open("a:p");
        if (p.bullet) {
            open("a:pPr", { { "marL", QString::number(emu(14)) }, { "indent", QString::number(-emu(14)) } });
            empty("a:buFont", { { "typeface", QStringLiteral("Arial") } });
            empty("a:buChar", { { "char", QStringLiteral("•") } });
            close();
        }
        if (!p.text.isEmpty())
            run(p.text, p.sizePt, p.bold, p.colour, style);
        empty("a:endParaRPr", { { "lang", style.language }, { "sz", QString::number(qRound(p.sizePt * 100)) } });
        close();
    }
    void styleLevel(const char *name, double sizePt)
    {
        open(name, { { "marL", QStringLiteral("0") }, { "algn", QStringLiteral("l") } });
        open("a:defRPr", { { "sz", QString::number(qRound(sizePt * 100)) }, { "kern", QStringLiteral("1200") } });
        open("a:solidFill");
        empty("a:schemeClr", { { "val", QStringLiteral("tx1") } });
        close();
        empty("a:latin", { { "typeface", QStringLiteral("+mn-lt") } });
        empty("a:ea", { { "typeface", QStringLiteral("+mn-ea") } });
        empty("a:cs", { { "typeface", QStringLiteral("+mn-cs") } });
        close();
        close();
    }
    QXmlStreamWriter w;
};

void textBox(Xml &x, int id, const TextBox &t, const TextStyle &style)
{
    x.open("p:sp");
    x.open("p:nvSpPr");
    x.empty("p:cNvPr", { { "id", QString::number(id) }, { "name", QStringLiteral("Text %1").arg(id) } });
    x.empty("p:cNvSpPr", { { "txBox", QStringLiteral("1") } });
    x.empty("p:nvPr");
    x.close();
    x.open("p:spPr");
    x.xfrm("a:xfrm", t.box);
    x.open("a:prstGeom", { { "prst", QStringLiteral("rect") } });
    x.empty("a:avLst");
    x.close();
    if (!t.fill.isEmpty())
        x.fill(t.fill);
    x.close();
    x.open("p:txBody");
    const QString inset = QString::number(emu(6));
    x.open("a:bodyPr", { { "wrap", QStringLiteral("square") }, { "lIns", inset }, { "tIns", inset }, { "rIns", inset }, { "bIns", inset } });
    x.empty("a:normAutofit");
    x.close();
    x.empty("a:lstStyle");
    for (const Paragraph &p : t.paragraphs)
        x.paragraph(p, style);
    x.close();
    x.close();
}

void tableCell(Xml &x, const QString &text, double sizePt, bool bold, const QString &fill, const TextStyle &style)
{
    x.open("a:tc");
    x.open("a:txBody");
    x.empty("a:bodyPr");
    x.empty("a:lstStyle");
    x.paragraph(Paragraph { text, sizePt, bold, QStringLiteral("202020"), false }, style);
    x.close();
    const QString m = QString::number(emu(4));
    x.open("a:tcPr", { { "marL", m }, { "marR", m }, { "marT", QString::number(emu(2)) }, { "marB", QString::number(emu(2)) } });
    for (const char *line : { "a:lnL", "a:lnR", "a:lnT", "a:lnB" }) {
        x.open(line, { { "w", QString::number(emu(0.75)) } });
        x.fill(QStringLiteral("CCCCCC"));
        x.close();
    }
    if (fill.isEmpty())
        x.empty("a:noFill");
    else
        x.fill(fill);
    x.close();
    x.close();
}

void table(Xml &x, int id, const Table &t, const TextStyle &style)
{
    x.open("p:graphicFrame");
    x.open("p:nvGraphicFramePr");
    x.empty("p:cNvPr", { { "id", QString::number(id) }, { "name", QStringLiteral("Table %1").arg(id) } });
    x.open("p:cNvGraphicFramePr");
    x.empty("a:graphicFrameLocks", { { "noGrp", QStringLiteral("1") } });
    x.close();
    x.empty("p:nvPr");
    x.close();
    x.xfrm("p:xfrm", t.box);
    x.open("a:graphic");
    x.open("a:graphicData", { { "uri", QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/table") } });
    x.open("a:tbl");
    x.empty("a:tblPr", { { "firstRow", QStringLiteral("1") }, { "bandRow", QStringLiteral("1") } });
    x.open("a:tblGrid");
    for (double f : t.widths)
        x.empty("a:gridCol", { { "w", QString::number(emu(f * t.box.w)) } });
    x.close();
    const double rowHeight = t.rows.isEmpty() ? t.box.h : t.box.h / double(t.rows.size());
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        x.open("a:tr", { { "h", QString::number(emu(rowHeight)) } });
        const bool header = r == 0;
        const bool highlight = r == t.highlightRow;
        const QString fill = header ? QStringLiteral("E3ECF5") : highlight ? QStringLiteral("FFF4E0")
            : r % 2 == 0                                                   ? QStringLiteral("F4F6F8")
                                                                           : QString();
        for (qsizetype c = 0; c < t.widths.size(); ++c)
            tableCell(x, t.rows.at(r).value(c), t.sizePt, header || highlight, fill, style);
        x.close();
    }
    x.close();
    x.close();
    x.close();
    x.close();
}

void chartFrame(Xml &x, int id, const Box &box, const QString &relationship)
{
    x.open("p:graphicFrame");
    x.open("p:nvGraphicFramePr");
    x.empty("p:cNvPr", { { "id", QString::number(id) }, { "name", QStringLiteral("Chart %1").arg(id) } });
    x.empty("p:cNvGraphicFramePr");
    x.empty("p:nvPr");
    x.close();
    x.xfrm("p:xfrm", box);
    x.open("a:graphic");
    x.open("a:graphicData", { { "uri", ns::chart } });
    x.empty("c:chart", { { "xmlns:c", ns::chart }, { "r:id", relationship } });
    x.close();
    x.close();
    x.close();
}

void colourMapOverride(Xml &x)
{
    x.open("p:clrMapOvr");
    x.empty("a:masterClrMapping");
    x.close();
}

void colourMap(Xml &x)
{
    // The slide's colour roles map onto the theme's colours of the same names.
    const QStringList roles { QStringLiteral("bg1=lt1"), QStringLiteral("tx1=dk1"), QStringLiteral("bg2=lt2"), QStringLiteral("tx2=dk2") };
    x.w.writeEmptyElement(QStringLiteral("p:clrMap"));
    for (const QString &role : roles)
        x.w.writeAttribute(role.section(QLatin1Char('='), 0, 0), role.section(QLatin1Char('='), 1, 1));
    for (const char *same : { "accent1", "accent2", "accent3", "accent4", "accent5", "accent6", "hlink", "folHlink" })
        x.w.writeAttribute(QLatin1String(same), QLatin1String(same));
}

void background(Xml &x)
{
    x.open("p:bg");
    x.open("p:bgRef", { { "idx", QStringLiteral("1001") } });
    x.empty("a:schemeClr", { { "val", QStringLiteral("bg1") } });
    x.close();
    x.close();
}

void placeholder(Xml &x, int id, const char *type, const QString &index, const Box &box, bool withText, const TextStyle &style)
{
    x.open("p:sp");
    x.open("p:nvSpPr");
    x.empty("p:cNvPr", { { "id", QString::number(id) }, { "name", QStringLiteral("%1 %2").arg(QLatin1String(type)).arg(id) } });
    x.open("p:cNvSpPr");
    x.empty("a:spLocks", { { "noGrp", QStringLiteral("1") } });
    x.close();
    x.open("p:nvPr");
    if (index.isEmpty())
        x.empty("p:ph", { { "type", QLatin1String(type) } });
    else
        x.empty("p:ph", { { "type", QLatin1String(type) }, { "idx", index } });
    x.close();
    x.close();
    x.open("p:spPr");
    if (box.w > 0) {
        x.xfrm("a:xfrm", box);
        x.open("a:prstGeom", { { "prst", QStringLiteral("rect") } });
        x.empty("a:avLst");
        x.close();
    }
    x.close();
    if (withText) {
        x.open("p:txBody");
        x.empty("a:bodyPr");
        x.empty("a:lstStyle");
        x.paragraph(Paragraph { QString(), 12, false, QStringLiteral("202020"), false }, style);
        x.close();
    }
    x.close();
}

} // namespace

QByteArray slideXml(const Slide &slide, const TextStyle &style, const QStringList &chartRelationships)
{
    QByteArray out;
    Xml x(&out);
    x.root("p:sld");
    x.open("p:cSld");
    x.open("p:spTree");
    x.groupProperties();
    int id = 2;
    TextBox title { Box { 36, 18, kSlideWidthPt - 72, 52 }, { Paragraph { slide.title, 26, true, QStringLiteral("0B3C5D"), false } }, QString() };
    textBox(x, id++, title, style);
    for (const TextBox &t : slide.texts)
        textBox(x, id++, t, style);
    for (const Table &t : slide.tables)
        table(x, id++, t, style);
    for (qsizetype i = 0; i < slide.charts.size(); ++i)
        chartFrame(x, id++, slide.charts.at(i).box, chartRelationships.value(i));
    x.close();
    x.close();
    colourMapOverride(x);
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray notesXml(const Slide &slide, const TextStyle &style)
{
    QByteArray out;
    Xml x(&out);
    x.root("p:notes");
    x.open("p:cSld");
    x.open("p:spTree");
    x.groupProperties();
    placeholder(x, 2, "sldImg", QString(), Box {}, false, style);
    x.open("p:sp");
    x.open("p:nvSpPr");
    x.empty("p:cNvPr", { { "id", QStringLiteral("3") }, { "name", QStringLiteral("Notes 3") } });
    x.open("p:cNvSpPr");
    x.empty("a:spLocks", { { "noGrp", QStringLiteral("1") } });
    x.close();
    x.open("p:nvPr");
    x.empty("p:ph", { { "type", QStringLiteral("body") }, { "idx", QStringLiteral("1") } });
    x.close();
    x.close();
    x.empty("p:spPr");
    x.open("p:txBody");
    x.empty("a:bodyPr");
    x.empty("a:lstStyle");
    for (const QString &note : slide.notes)
        x.paragraph(Paragraph { note, 12, false, QStringLiteral("202020"), false }, style);
    if (slide.notes.isEmpty())
        x.paragraph(Paragraph { QString(), 12, false, QStringLiteral("202020"), false }, style);
    x.close();
    x.close();
    x.close();
    x.close();
    colourMapOverride(x);
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray presentationXml(const QString &masterRelationship, const QString &notesMasterRelationship, const QStringList &slideRelationships)
{
    QByteArray out;
    Xml x(&out);
    x.root("p:presentation", { { "saveSubsetFonts", QStringLiteral("1") } });
    x.open("p:sldMasterIdLst");
    x.empty("p:sldMasterId", { { "id", QStringLiteral("2147483648") }, { "r:id", masterRelationship } });
    x.close();
    x.open("p:notesMasterIdLst");
    x.empty("p:notesMasterId", { { "r:id", notesMasterRelationship } });
    x.close();
    x.open("p:sldIdLst");
    for (qsizetype i = 0; i < slideRelationships.size(); ++i)
        x.empty("p:sldId", { { "id", QString::number(256 + i) }, { "r:id", slideRelationships.at(i) } });
    x.close();
    x.empty("p:sldSz", { { "cx", QString::number(emu(kSlideWidthPt)) }, { "cy", QString::number(emu(kSlideHeightPt)) } });
    x.empty("p:notesSz", { { "cx", QStringLiteral("6858000") }, { "cy", QStringLiteral("9144000") } });
    x.open("p:defaultTextStyle");
    x.styleLevel("a:lvl1pPr", 18);
    x.close();
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray slideMasterXml()
{
    QByteArray out;
    Xml x(&out);
    x.root("p:sldMaster");
    x.open("p:cSld");
    background(x);
    x.open("p:spTree");
    x.groupProperties();
    x.close();
    x.close();
    colourMap(x);
    x.open("p:sldLayoutIdLst");
    x.empty("p:sldLayoutId", { { "id", QStringLiteral("2147483649") }, { "r:id", QStringLiteral("rId1") } });
    x.close();
    x.open("p:txStyles");
    for (const char *kind : { "p:titleStyle", "p:bodyStyle", "p:otherStyle" }) {
        x.open(kind);
        x.styleLevel("a:lvl1pPr", QLatin1String(kind) == QLatin1String("p:titleStyle") ? 28 : 18);
        x.close();
    }
    x.close();
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray slideLayoutXml()
{
    QByteArray out;
    Xml x(&out);
    x.root("p:sldLayout", { { "type", QStringLiteral("blank") }, { "preserve", QStringLiteral("1") } });
    x.open("p:cSld", { { "name", QStringLiteral("Blank") } });
    x.open("p:spTree");
    x.groupProperties();
    x.close();
    x.close();
    colourMapOverride(x);
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray notesMasterXml(const TextStyle &style)
{
    QByteArray out;
    Xml x(&out);
    x.root("p:notesMaster");
    x.open("p:cSld");
    background(x);
    x.open("p:spTree");
    x.groupProperties();
    // A portrait notes page (540 × 720 pt): the slide's picture above, the notes below.
    placeholder(x, 2, "sldImg", QString(), Box { 45, 54, 450, 253 }, false, style);
    placeholder(x, 3, "body", QStringLiteral("1"), Box { 54, 342, 432, 324 }, true, style);
    x.close();
    x.close();
    colourMap(x);
    x.open("p:notesStyle");
    x.styleLevel("a:lvl1pPr", 12);
    x.close();
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray emptyPresentationPart(const char *root)
{
    QByteArray out;
    Xml x(&out);
    x.root(root);
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray tableStylesXml()
{
    QByteArray out;
    Xml x(&out);
    x.open("a:tblStyleLst", { { "xmlns:a", ns::drawing }, { "def", QStringLiteral("{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}") } });
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray corePropertiesXml(const QString &title, const QString &creator)
{
    QByteArray out;
    Xml x(&out);
    x.open("cp:coreProperties", { { "xmlns:cp", QStringLiteral("http://schemas.openxmlformats.org/package/2006/metadata/core-properties") }, { "xmlns:dc", QStringLiteral("http://purl.org/dc/elements/1.1/") } });
    x.w.writeTextElement(QStringLiteral("dc:title"), title);
    x.w.writeTextElement(QStringLiteral("dc:creator"), creator);
    x.close();
    x.w.writeEndDocument();
    return out;
}

QByteArray appPropertiesXml(int slides, const QString &application)
{
    QByteArray out;
    Xml x(&out);
    x.open("Properties", { { "xmlns", QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/extended-properties") } });
    x.w.writeTextElement(QStringLiteral("Application"), application);
    x.w.writeTextElement(QStringLiteral("Slides"), QString::number(slides));
    x.close();
    x.w.writeEndDocument();
    return out;
}

} // namespace cp::exports::deck
