#pragma once
// A one-sheet workbook in memory, written with libxlsxwriter (the workbook export's writer) to a
// temporary file and read back: the board deck embeds one in every chart, holding the chart's
// table, so "Edit Data" in PowerPoint and WPS opens the chart's own numbers.

#include "core/common/expected.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QVariant>

namespace cp::exports {

/// Cells by row from A1: a QString is written as text, a double as a number, a null QVariant is
/// left blank. `numberFormat` applies to the numbers.
struct SheetTable {
    QString sheetName = QStringLiteral("Sheet1");
    QList<QList<QVariant>> rows;
    QString numberFormat = QStringLiteral("#,##0.00");
};

/// The .xlsx bytes of the table.
Expected<QByteArray> sheetWorkbookBytes(const SheetTable &table);

} // namespace cp::exports
