#pragma once
// Runs the CLI in-process and captures its output, for CLI tests.
#include "app/cli/cli.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

struct CliResult {
    int exitCode = 0;
    QString out;
    QString err;
};

inline CliResult runCli(const QStringList &args)
{
    CliResult r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    cp::cli::Context ctx { out, err };
    r.exitCode = cp::cli::run(QStringList { QStringLiteral("computeplanner-cli") } + args, ctx);
    out.flush();
    err.flush();
    return r;
}
