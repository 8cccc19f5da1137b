#include "app/cli/cli.h"

#include "core/analysis/finite.h"
#include "core/common/savefile.h"
#include "core/scenario/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <optional>

namespace cp::cli {

namespace {
const QString kProgram = QStringLiteral("computeplanner-cli");

void printHelp(const QList<Command> &commands, Context &ctx)
{
    ctx.out << QCoreApplication::translate("cp::cli", "Usage: %1 COMMAND [options]").arg(kProgram) << '\n'
            << QCoreApplication::translate("cp::cli", "Compute Planner: plan GPU/NPU compute for large models and its 3-year total cost of ownership.")
            << "\n\n"
            << QCoreApplication::translate("cp::cli", "Commands:") << '\n';
    for (const Command &c : commands)
        ctx.out << "  " << c.name.leftJustified(12) << ' ' << QCoreApplication::translate("cp::cli", c.summary) << '\n';
    ctx.out << '\n'
            << QCoreApplication::translate("cp::cli", "Options:") << '\n'
            << "  --help        " << QCoreApplication::translate("cp::cli", "Show this help; 'COMMAND --help' shows a command's options.") << '\n'
            << "  --version     " << QCoreApplication::translate("cp::cli", "Show the version.") << '\n';
}
} // namespace

int run(const QList<Command> &commands, const QStringList &arguments, Context &ctx)
{
    const QStringList args = arguments.mid(1);
    if (args.isEmpty() || args.constFirst() == QLatin1String("--help") || args.constFirst() == QLatin1String("-h")
        || args.constFirst() == QLatin1String("help")) {
        printHelp(commands, ctx);
        return args.isEmpty() ? UsageError : Success;
    }
    if (args.constFirst() == QLatin1String("--version") || args.constFirst() == QLatin1String("-v")) {
        ctx.out << kProgram << ' ' << QStringLiteral(CP_VERSION) << '\n';
        return Success;
    }
    const QString name = args.constFirst();
    for (const Command &c : commands) {
        if (c.name == name)
            return c.run(args, ctx);
    }
    QStringList names;
    for (const Command &c : commands)
        names << c.name;
    ctx.err << kProgram << ": " << QCoreApplication::translate("cp::cli", "unknown command '%1'; expected one of: %2").arg(name, names.join(QStringLiteral(", ")))
            << '\n';
    return UsageError;
}

ExitCode exitCodeFor(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::BadInput:
    case ErrorKind::NotFound:
    case ErrorKind::AlreadyExists:
        return BadInput;
    case ErrorKind::Busy:
    case ErrorKind::Conflict:
        return Conflict;
    case ErrorKind::Io:
    case ErrorKind::Unreachable:
    case ErrorKind::DiskFull:
    case ErrorKind::ReadOnly:
    case ErrorKind::Damaged:
    case ErrorKind::NotALibrary:
    case ErrorKind::TooNew:
        return Failure;
    }
    return Failure;
}

int report(Context &ctx, const QString &command, const QString &message, int code)
{
    ctx.err << kProgram << ' ' << command << ": " << terminalText(message, TerminalText::Message) << '\n';
    ctx.err.flush();
    return code;
}

int usageError(Context &ctx, const QString &command, const QString &message)
{
    return report(ctx, command, message, BadInput);
}

int conflict(Context &ctx, const QString &command, const QString &message)
{
    return report(ctx, command, message, Conflict);
}

int storeError(Context &ctx, const QString &command, const Errors &errors)
{
    return report(ctx, command, joinErrors(errors), exitCodeFor(kindOf(errors)));
}

int writeFailure(Context &ctx, const QString &command, const Errors &errors)
{
    return report(ctx, command, joinErrors(errors), kindOf(errors) == ErrorKind::Conflict ? Conflict : Failure);
}

int refuseOutOverInput(Context &ctx, const QString &command, const QString &out, const QStringList &inputs)
{
    if (isStandardOutput(out))
        return -1;
    const QFileInfo target(out);
    const QString outPath = target.exists() ? target.canonicalFilePath() : target.absoluteFilePath();
    for (const QString &input : inputs) {
        if (input.isEmpty())
            continue;
        for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal") }) {
            const QFileInfo in(input + suffix);
            const QString inPath = in.exists() ? in.canonicalFilePath() : in.absoluteFilePath();
            if (outPath == inPath)
                return conflict(ctx, command,
                    QCoreApplication::translate("cp::cli", "--out: %1 is a file this command reads (%2); writing it would destroy it, so nothing was written; choose another file")
                        .arg(QDir::toNativeSeparators(out), QDir::toNativeSeparators(input + suffix)));
        }
    }
    return -1;
}

QString terminalText(const QString &text, TerminalText mode)
{
    const bool field = mode == TerminalText::Field;
    QString out;
    out.reserve(text.size());
    const auto hex = [&out](const char *prefix, uint code, int width) {
        out += QLatin1String(prefix) + QStringLiteral("%1").arg(code, width, 16, QLatin1Char('0'));
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out += c;
            out += text.at(++i);
            continue;
        }
        if (u == u'\\') {
            out += field ? QStringLiteral("\\\\") : QStringLiteral("\\");
        } else if (u == u'\n' && !field) {
            out += c;
        } else if (u == 0x1B) {
            out += QStringLiteral("\\e");
        } else if (u == u'\n') {
            out += QStringLiteral("\\n");
        } else if (u == u'\r') {
            out += QStringLiteral("\\r");
        } else if (u == u'\t') {
            out += QStringLiteral("\\t");
        } else if (u < 0x20 || u == 0x7F) {
            hex("\\x", u, 2);
        } else if ((u >= 0x80 && u <= 0x9F) || u == 0x2028 || u == 0x2029 || (u >= 0x202A && u <= 0x202E)
            || (u >= 0x2066 && u <= 0x2069) || c.isSurrogate()) {
            hex("\\u", u, 4);
        } else {
            out += c;
        }
    }
    return out;
}

int refuseNonFinite(Context &ctx, const QString &command, const QStringList &bad)
{
    return bad.isEmpty() ? -1 : failure(ctx, command, analysis::nonFiniteReason(bad.constFirst()));
}

int failure(Context &ctx, const QString &command, const QString &message)
{
    return report(ctx, command, message, Failure);
}

int parseArguments(QCommandLineParser &parser, const QStringList &args, Context &ctx, const QString &command)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList { QStringLiteral("h"), QStringLiteral("help") },
        QCoreApplication::translate("cp::cli", "Show this command's options."));
    parser.addOption(help);
    QStringList full = args;
    full[0] = kProgram + QLatin1Char(' ') + command;
    if (!parser.parse(full))
        return usageError(ctx, command, parser.errorText());
    // A flag given twice is refused rather than one of its values silently winning.
    QStringList seen;
    for (const QString &name : parser.optionNames()) {
        if (seen.contains(name) && !repeatableFlags().contains(name))
            //: %1 is a flag name without its dashes
            return usageError(ctx, command, QCoreApplication::translate("cp::cli", "--%1: given more than once; give it once").arg(name));
        seen << name;
    }
    if (parser.isSet(help)) {
        QString text = parser.helpText();
        text.replace(QStringLiteral("Usage: ") + kProgram + QLatin1Char(' ') + command,
            QCoreApplication::translate("cp::cli", "Usage: %1 %2").arg(kProgram, command));
        ctx.out << text;
        return Success;
    }
    return -1;
}

QStringList repeatableFlags()
{
    return { QStringLiteral("campaign"), QStringLiteral("override"), QStringLiteral("vat-exclusive") };
}

QString formatOption(const QCommandLineParser &parser, const QString &command, const QStringList &allowed,
    const QString &fallback, Context &ctx)
{
    const QString value = parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format")) : fallback;
    if (!allowed.contains(value)) {
        usageError(ctx, command, QCoreApplication::translate("cp::cli", "--format: '%1' is not allowed; use %2").arg(value, allowed.join(QLatin1Char('|'))));
        return {};
    }
    return value;
}

std::optional<qint64> intOption(const QCommandLineParser &parser, const QString &name, qint64 min, qint64 max,
    const QString &command, Context &ctx)
{
    const QString text = parser.value(name);
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < min || v > max) {
        usageError(ctx, command,
            QCoreApplication::translate("cp::cli", "--%1: '%2' is not allowed; use a whole number from %3 to %4").arg(name, text, QString::number(min), QString::number(max)));
        return std::nullopt;
    }
    return v;
}

std::optional<double> parseScaledNumber(const QString &input) { return parseNumberText(input); }

std::optional<double> numberOption(const QCommandLineParser &parser, const QString &name, double min, double max,
    const QString &command, Context &ctx)
{
    const QString text = parser.value(name);
    const auto v = parseScaledNumber(text);
    if (!v || *v < min || *v > max) {
        usageError(ctx, command,
            QCoreApplication::translate("cp::cli", "--%1: '%2' is not allowed; use a number from %3 to %4 (suffixes k, M, B, T allowed)")
                .arg(name, text, QString::number(min), QString::number(max)));
        return std::nullopt;
    }
    return v;
}

void writeJson(Context &ctx, const QJsonDocument &doc)
{
    ctx.out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
    ctx.out.flush();
}

} // namespace cp::cli
