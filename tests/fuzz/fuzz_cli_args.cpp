// libFuzzer target: bytes split on NUL and newline into an argument list for cp::cli::run, with
// string streams. Only commands that neither write files nor open the scenario store run
// (catalog, estimate, plan, tco, guide, --help, --version); arguments naming a file flag
// (--out, --scenario, --db) are skipped, so the fuzzer never reads or writes files.
#include "app/cli/cli.h"
#include "app/cli/commands.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstdint>

namespace {

bool allowed(const QStringList &args)
{
    static const QStringList commands { QStringLiteral("catalog"), QStringLiteral("estimate"), QStringLiteral("plan"),
        QStringLiteral("tco"), QStringLiteral("guide"), QStringLiteral("--help"), QStringLiteral("-h"),
        QStringLiteral("help"), QStringLiteral("--version"), QStringLiteral("-v") };
    if (!args.isEmpty() && !commands.contains(args.constFirst()))
        return false;
    for (const QString &a : args) {
        const QString lower = a.toLower();
        if (lower.contains(QLatin1String("out")) || lower.contains(QLatin1String("scenario")) || lower.contains(QLatin1String("db")))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QStringList args;
    QByteArray current;
    for (const char c : bytes) {
        if (c == '\0' || c == '\n') {
            args << QString::fromUtf8(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.isEmpty())
        args << QString::fromUtf8(current);
    if (!allowed(args))
        return -1; // not kept in the corpus
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    cp::cli::Context ctx { outStream, errStream };
    // Only the commands the fuzzer may run are offered at all.
    using namespace cp::cli;
    static const QList<Command> offered { catalogCommand(), estimateCommand(), planCommand(), tcoCommand(), guideCommand() };
    cp::cli::run(offered, QStringList { QStringLiteral("computeplanner-cli") } + args, ctx);
    return 0;
}
