#pragma once
// Cell formats and string storage shared by the workbook's sheets (app/export/workbook.cpp).

#include <QByteArray>
#include <QList>
#include <QString>

#include <xlsxwriter.h>

namespace cp::exports::workbookstyle {

/// UTF-8 copies kept alive while libxlsxwriter holds pointers to them (until workbook_close).
class Strings {
public:
    const char *operator()(const QString &s)
    {
        m_storage.append(s.toUtf8());
        return m_storage.constLast().constData();
    }

private:
    QList<QByteArray> m_storage;
};

struct Formats {
    lxw_format *header = nullptr;
    lxw_format *cny = nullptr;
    lxw_format *cnyCents = nullptr;
    lxw_format *number = nullptr;
    lxw_format *integer = nullptr; ///< a count: 256, never 256.0
    lxw_format *percent = nullptr;
    lxw_format *title = nullptr;
    lxw_format *badge = nullptr;
    lxw_format *bold = nullptr;
    lxw_format *wrapped = nullptr; ///< text wrapped at the top of its cell
    /// Sums of money: whole yuan, in Chinese as 万元 with one decimal ("826.7万元").
    lxw_format *cnyLarge = nullptr;
    lxw_format *cnyLargeBold = nullptr;
    lxw_format *input = nullptr; ///< a decision the user may change: a count on a shaded cell
    lxw_format *inputCents = nullptr; ///< a unit price the user may change
};

/// The formats every sheet uses, added to the workbook once; `chinese` writes large sums in 万元.
Formats makeFormats(lxw_workbook *wb, bool chinese = false);
/// The number format of a KPI by its id: whole yuan, yuan with cents, a percentage or a plain number.
lxw_format *kpiFormat(const QString &id, const Formats &f);

} // namespace cp::exports::workbookstyle
