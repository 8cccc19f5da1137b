#pragma once
// computeplanner-cli export: charts (PNG/SVG/PDF/CSV), the PDF report and the Excel workbook of
// a saved scenario or a .cplan file, or of several for a comparison. It draws, so it lives apart
// from cp_cli (which stays free of Qt Widgets) and needs a QApplication (main creates one,
// offscreen, for this command).

#include "app/cli/cli.h"

namespace cp::exports {

/// Adds `export` to the CLI's command table (main and tests call it once).
void registerExportCommand();

int runExport(const QStringList &args, cli::Context &ctx);

} // namespace cp::exports
