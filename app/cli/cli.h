#pragma once
// The command-line front end: `computeplanner-cli COMMAND [flags]`. Each command parses its
// own flags, calls core and prints JSON/CSV/text. Every command exits with one of ExitCode:
// bad input exits 2 with one line naming the flag and what is allowed.

#include "core/common/error.h"
#include "core/store/dialect.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonValue>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace cp::cli {

/// The exit codes of every command; the one place that defines them (README "Exit codes").
enum ExitCode {
    Success = 0, ///< done
    Failure = 1, ///< could not be done although the input is fine: disk full, a file that cannot be
                 ///< written or read, a damaged library, one written by a newer version, no price
    BadInput = 2, ///< refused input, nothing changed: flags, arguments, a name that does not exist,
                  ///< the contents of a file (a refused import)
    Conflict = 3, ///< the input is fine but collides with something else: another program holds the
                  ///< library, a save based on an older revision than the newest (--expect-revision),
                  ///< or --out names a file the command reads (its library or input)
    UsageError = BadInput, ///< the older name of BadInput
};
/// The exit code for an error's kind: BadInput, NotFound and AlreadyExists (no such scenario, an
/// invalid scenario, a name taken) are BadInput, Busy (another program holds the library) is
/// Conflict, and so is Conflict (a stale save); everything else (damaged, read-only, disk full, newer
/// format, I/O, an unreachable team server) Failure.
ExitCode exitCodeFor(ErrorKind kind);

/// Where a command writes; tests pass string-backed streams.
struct Context {
    QTextStream &out;
    QTextStream &err;
};

/// One command of computeplanner-cli. The program's main() assembles the list it offers (see
/// commands.h); nothing registers itself.
struct Command {
    QString name;
    const char *summary = nullptr; ///< QT_TRANSLATE_NOOP("cp::cli", ...): the one-line description --help prints
    std::function<int(const QStringList &args, Context &ctx)> run; ///< args[0] is the command name
    bool draws = false; ///< needs a QApplication (charts and reports), not only a QCoreApplication
};

/// Runs the CLI with the full argument list (arguments[0] is the program): `commands` are the
/// ones it offers, in the order `--help` lists them.
int run(const QList<Command> &commands, const QStringList &arguments, Context &ctx);

// --- helpers shared by the commands -----------------------------------------------------

/// Prints "computeplanner-cli CMD: message" to err and returns UsageError.
int usageError(Context &ctx, const QString &command, const QString &message);
/// Prints "computeplanner-cli CMD: message" to err and returns Failure.
int failure(Context &ctx, const QString &command, const QString &message);
/// Prints "computeplanner-cli CMD: message" to err and returns Conflict.
int conflict(Context &ctx, const QString &command, const QString &message);
/// Prints "computeplanner-cli CMD: message" to err and returns code.
int report(Context &ctx, const QString &command, const QString &message, int code);
/// The errors of a failed call, with the exit code for the first one's kind (exitCodeFor).
int storeError(Context &ctx, const QString &command, const Errors &errors);
/// The errors of a failed write of --out (cp::saveFile): Conflict for a symbolic link it refused
/// to follow, Failure for everything else (a full disk, a read-only file, a missing folder).
int writeFailure(Context &ctx, const QString &command, const Errors &errors);
/// Conflict when out names the same file as one of inputs (or a library's -wal/-shm file):
/// writing it would destroy what the command reads. -1 when it does not.
int refuseOutOverInput(Context &ctx, const QString &command, const QString &out, const QStringList &inputs);

/// How terminalText treats line breaks and backslashes.
enum class TerminalText {
    Field, ///< stored text (names, tags, notes, comments): one line; \n, \t and \\ escaped too
    Message, ///< a message: keeps line breaks and backslashes (paths on Windows)
};
/// Text safe to print on a terminal: no control character reaches it. ESC is written \e, other
/// C0 controls and DEL as \xNN (\n, \r, \t by name), C1 controls, line/paragraph separators,
/// bidirectional overrides and unpaired surrogates as \uNNNN. Every other character, Chinese
/// included, is kept. Every --format text line and every message goes through it.
QString terminalText(const QString &text, TerminalText mode = TerminalText::Field);
/// Refuses a result holding NaN or infinity (the paths from cp::analysis::nonFiniteNumbers):
/// prints the first with the reason and returns Failure; returns -1 when `bad` is empty.
int refuseNonFinite(Context &ctx, const QString &command, const QStringList &bad);

/// Parses args with the parser (adds --help). Returns -1 to continue, otherwise the exit code
/// (help printed, or a usage error reported). A flag given more than once is a usage error unless
/// it is one of repeatableFlags().
int parseArguments(QCommandLineParser &parser, const QStringList &args, Context &ctx, const QString &command);

/// The flags that may be given more than once (their help says "repeatable"): tco's --campaign,
/// --override and --vat-exclusive.
QStringList repeatableFlags();

/// Reads --format and checks it against the allowed values; empty on error (already reported).
QString formatOption(const QCommandLineParser &parser, const QString &command, const QStringList &allowed,
    const QString &fallback, Context &ctx);

/// Parses an integer flag in [min, max]; reports a usage error naming the flag when it is not.
/// For flags without a scenario field; those with one use readField (runflags.h).
std::optional<qint64> intOption(const QCommandLineParser &parser, const QString &name, qint64 min, qint64 max,
    const QString &command, Context &ctx);
/// Parses a floating-point flag in [min, max]; accepts suffixes k, M, B/G, T (1e3..1e12), 万, 亿.
/// For flags without a scenario field; those with one use readField (runflags.h).
std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name, double min, double max,
    const QString &command, Context &ctx);

/// Parses "2e12", "2T", "1.4T", "500B", "300M", "12k", "3亿" into a number; nullopt if malformed
/// (cp::parseNumberText in the C locale).
std::optional<double> parseScaledNumber(const QString &text);

void writeJson(Context &ctx, const QJsonDocument &doc);

/// A JSON number, or null where there is none.
inline QJsonValue optionalNumber(const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

} // namespace cp::cli
