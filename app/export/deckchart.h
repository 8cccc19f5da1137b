#pragma once
// A board-deck chart as a DrawingML chart part (c:chartSpace, ECMA-376 Part 1, 21.2): clustered
// columns, a tornado of horizontal bars or x/y lines, every value cached in the part and the same
// table in an embedded workbook (relationship rId1 of the chart part) that the series formulas
// name, so PowerPoint and WPS open it with "Edit Data" and LibreOffice draws the cache.

#include "app/export/deckmodel.h"
#include "app/export/xlsxbytes.h"

#include <QByteArray>
#include <QString>

namespace cp::exports::deck {

/// The OOXML namespaces that the deck's slides and charts share.
namespace ns {
inline const QString drawing = QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/main");
inline const QString relationships = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships");
inline const QString chart = QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/chart");
} // namespace ns

/// Fonts and language of a deck's text: the Latin face, the East Asian face (Noto Sans CJK SC)
/// and the runs' language ("zh-CN", "en-US").
struct TextStyle {
    QString latin = QStringLiteral("Arial");
    QString eastAsian = QStringLiteral("Noto Sans CJK SC");
    QString language = QStringLiteral("en-US");
};

struct ChartPart {
    QByteArray xml; ///< the chart part
    SheetTable sheet; ///< the embedded workbook's table
};

/// The chart part and its workbook table; the part's externalData names relationship "rId1".
ChartPart chartPart(const Chart &chart, const TextStyle &style);

/// "A", "B", …, "Z", "AA": the column letters of a zero-based column index.
QString columnName(int column);

} // namespace cp::exports::deck
