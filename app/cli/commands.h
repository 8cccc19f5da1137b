#pragma once
// The commands of computeplanner-cli, one per cmd_<name>.cpp. Each is a value: the program's
// main() lists the ones it offers (tests list the ones they drive) and passes them to cli::run.
// `export` draws, so it lives in its own target, cp_cli_export (cmd_export.h).

#include "app/cli/cli.h"

namespace cp::cli {

Command catalogCommand();
Command estimateCommand();
Command serveCommand();
Command planCommand();
Command tcoCommand();
Command scenarioCommand();
Command guideCommand();
Command compareCommand();
Command accuracyCommand();
Command dbCommand();
Command calibrateCommand();

} // namespace cp::cli
