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

/// args with each "--flag value" pair of flags put in: an existing value of that flag is replaced
/// (a flag may be given once), a new flag is appended.
inline QStringList withFlags(QStringList args, const QStringList &flags)
{
    for (qsizetype i = 0; i + 1 < flags.size(); i += 2) {
        const qsizetype at = args.indexOf(flags.at(i));
        if (at >= 0 && at + 1 < args.size())
            args[at + 1] = flags.at(i + 1);
        else
            args << flags.at(i) << flags.at(i + 1);
    }
    if (flags.size() % 2 != 0)
        args << flags.constLast();
    return args;
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
