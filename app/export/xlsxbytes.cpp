#include "app/export/xlsxbytes.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

namespace cp::exports {

Expected<QByteArray> sheetWorkbookBytes(const SheetTable &table)
{
    // libxlsxwriter 1.1.4 (Debian 12) writes only to a file: a private temporary folder holds it.
    QTemporaryDir dir;
    if (!dir.isValid())
        return Error { QStringLiteral("xlsx"), QCoreApplication::translate("cp::exports", "no temporary folder for a chart's workbook: %1").arg(dir.errorString()) };
    const QString path = dir.filePath(QStringLiteral("chart.xlsx"));
    const QByteArray name = QFile::encodeName(path);
    lxw_workbook *wb = workbook_new(name.constData());
    if (!wb)
        return Error { path, QCoreApplication::translate("cp::exports", "the workbook could not be created") };
    const QByteArray sheetName = table.sheetName.toUtf8();
    lxw_worksheet *ws = workbook_add_worksheet(wb, sheetName.constData());
    lxw_format *number = workbook_add_format(wb);
    const QByteArray format = table.numberFormat.toUtf8();
    format_set_num_format(number, format.constData());
    lxw_format *bold = workbook_add_format(wb);
    format_set_bold(bold);
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const QList<QVariant> &row = table.rows.at(r);
        for (qsizetype c = 0; c < row.size(); ++c) {
            const QVariant &v = row.at(c);
            const auto rr = lxw_row_t(r);
            const auto cc = lxw_col_t(c);
            if (v.typeId() == QMetaType::Double)
                worksheet_write_number(ws, rr, cc, v.toDouble(), number);
            else if (!v.isNull())
                worksheet_write_string(ws, rr, cc, v.toString().toUtf8().constData(), r == 0 ? bold : nullptr);
        }
    }
    worksheet_set_column(ws, 0, 0, 36, nullptr);
    worksheet_set_column(ws, 1, 20, 18, nullptr);
    if (const lxw_error err = workbook_close(wb); err != LXW_NO_ERROR)
        return Error { path, QString::fromUtf8(lxw_strerror(err)) };
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error { path, f.errorString() };
    return f.readAll();
}

} // namespace cp::exports
