// The deck's theme part (DrawingML a:theme): the colour scheme of the app's charts (Okabe–Ito
// accents), the font scheme with the Latin face and the East Asian face (Noto Sans CJK SC for
// Simplified Chinese, script "Hans"), and the format scheme PowerPoint requires (three fills,
// lines, effects and background fills).
#include "app/export/deckxml.h"

namespace cp::exports::deck {

QByteArray themeXml(const TextStyle &style)
{
    const QString fonts = QStringLiteral("<a:latin typeface=\"%1\"/><a:ea typeface=\"%2\"/><a:cs typeface=\"%1\"/>"
                                         "<a:font script=\"Hans\" typeface=\"%2\"/>")
                              .arg(style.latin.toHtmlEscaped(), style.eastAsian.toHtmlEscaped());
    const QString fill = QStringLiteral("<a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill>");
    const QString line = QStringLiteral("<a:ln w=\"%1\"><a:solidFill><a:schemeClr val=\"phClr\"/></a:solidFill></a:ln>");
    const QString effect = QStringLiteral("<a:effectStyle><a:effectLst/></a:effectStyle>");
    const QString xml = QStringLiteral(
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        "<a:theme xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" name=\"Compute Planner\">"
        "<a:themeElements>"
        "<a:clrScheme name=\"Compute Planner\">"
        "<a:dk1><a:srgbClr val=\"202020\"/></a:dk1><a:lt1><a:srgbClr val=\"FFFFFF\"/></a:lt1>"
        "<a:dk2><a:srgbClr val=\"0B3C5D\"/></a:dk2><a:lt2><a:srgbClr val=\"F4F6F8\"/></a:lt2>"
        "<a:accent1><a:srgbClr val=\"0072B2\"/></a:accent1><a:accent2><a:srgbClr val=\"D55E00\"/></a:accent2>"
        "<a:accent3><a:srgbClr val=\"009E73\"/></a:accent3><a:accent4><a:srgbClr val=\"CC79A7\"/></a:accent4>"
        "<a:accent5><a:srgbClr val=\"E69F00\"/></a:accent5><a:accent6><a:srgbClr val=\"56B4E9\"/></a:accent6>"
        "<a:hlink><a:srgbClr val=\"0072B2\"/></a:hlink><a:folHlink><a:srgbClr val=\"CC79A7\"/></a:folHlink>"
        "</a:clrScheme>"
        "<a:fontScheme name=\"Compute Planner\"><a:majorFont>%1</a:majorFont><a:minorFont>%1</a:minorFont></a:fontScheme>"
        "<a:fmtScheme name=\"Compute Planner\">"
        "<a:fillStyleLst>%2%2%2</a:fillStyleLst>"
        "<a:lnStyleLst>%3%4%5</a:lnStyleLst>"
        "<a:effectStyleLst>%6%6%6</a:effectStyleLst>"
        "<a:bgFillStyleLst>%2%2%2</a:bgFillStyleLst>"
        "</a:fmtScheme>"
        "</a:themeElements>"
        "<a:objectDefaults/><a:extraClrSchemeLst/>"
        "</a:theme>")
                            .arg(fonts, fill, line.arg(9525), line.arg(19050), line.arg(28575), effect);
    return xml.toUtf8();
}

} // namespace cp::exports::deck
