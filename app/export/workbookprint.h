#pragma once
// How each sheet of the workbook prints: its used cells and charts as the print area, fitted to
// one page wide (a very wide sheet to a few, at half size at least), landscape where it is wider
// than a portrait page, the frozen header rows repeated.

#include "core/common/expected.h"

#include <QString>

#include <xlsxwriter.h>

namespace cp::exports {

/// Sets up printing on every worksheet of `wb`; call it once all cells and charts are written.
void setUpPrinting(lxw_workbook *wb);

/// Finishes `wb` once its sheets are written: its document title, printing (setUpPrinting) and the
/// file itself; a file error carries the system's reason.
Status finishWorkbook(lxw_workbook *wb, const QString &title);

} // namespace cp::exports
