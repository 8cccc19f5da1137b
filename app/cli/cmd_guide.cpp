// computeplanner-cli guide [--out FILE]: the worked examples of the user guide, computed now.
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "core/common/savefile.h"
#include "core/explain/guide.h"

#include <QCoreApplication>

namespace cp::cli {

int runGuide(const QStringList &args, Context &ctx)
{
    const QString cmd = QStringLiteral("guide");
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli",
        "Write the user guide's worked examples (Markdown), computed by the engines. The global --lang "
        "zh_CN|en chooses the language."));
    parser.addOption({ QStringLiteral("out"), QCoreApplication::translate("cp::cli", "Write to this file instead of standard output."),
        QStringLiteral("file") });
    if (const int rc = parseArguments(parser, args, ctx, cmd); rc >= 0)
        return rc;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, cmd, QCoreApplication::translate("cp::cli", "takes no arguments; use --out FILE"));
    const QString markdown = explain::workedExamplesMarkdown(QLocale());
    if (!parser.isSet(QStringLiteral("out")) || isStandardOutput(parser.value(QStringLiteral("out")))) {
        ctx.out << markdown;
        return Success;
    }
    if (const Status written = saveFile(parser.value(QStringLiteral("out")), markdown.toUtf8()); !written)
        return writeFailure(ctx, cmd, written.errors());
    return Success;
}

Command guideCommand()
{
    return { QStringLiteral("guide"), QT_TRANSLATE_NOOP("cp::cli", "Write the user guide's worked examples, computed by the engines."), runGuide };
}

} // namespace cp::cli
