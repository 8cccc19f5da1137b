#pragma once
// How each sheet of the workbook prints: its used cells and charts as the print area, fitted to
// one page wide (a very wide sheet to a few, at half size at least), landscape where it is wider
// than a portrait page, the frozen header rows repeated.

#include <xlsxwriter.h>

namespace cp::exports {

/// Sets up printing on every worksheet of `wb`; call it once all cells and charts are written.
void setUpPrinting(lxw_workbook *wb);

} // namespace cp::exports
