#pragma once
// Runs the CLI in-process and captures its output, for CLI tests.
#include "app/cli/cli.h"
#include "app/cli/commands.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

struct CliResult {
    int exitCode = 0;
    QString out;
    QString err;
};

/// The commands of cp_cli, in computeplanner-cli's order (its main adds `export`, which draws, before `db`).
inline QList<cp::cli::Command> cliCommands()
{
    using namespace cp::cli;
    return { catalogCommand(), estimateCommand(), serveCommand(), planCommand(), tcoCommand(), scenarioCommand(), guideCommand(),
        compareCommand(), accuracyCommand(), dbCommand(), calibrateCommand() };
}

inline CliResult runCli(const QStringList &args, const QList<cp::cli::Command> &commands = cliCommands())
{
    CliResult r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    cp::cli::Context ctx { out, err };
    r.exitCode = cp::cli::run(commands, QStringList { QStringLiteral("computeplanner-cli") } + args, ctx);
    out.flush();
    err.flush();
    return r;
}
