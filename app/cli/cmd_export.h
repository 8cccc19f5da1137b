#pragma once
// computeplanner-cli export: charts (PNG/SVG/PDF/CSV), the PDF report and the Excel workbook of
// a saved scenario or a .cplan file, or of several for a comparison. It draws, so it is a target
// of its own, cp_cli_export (cp_cli stays free of Qt Widgets), and its Command is marked `draws`:
// main creates a QApplication, offscreen, for it.

#include "app/cli/cli.h"

namespace cp::cli {

Command exportCommand();

} // namespace cp::cli
