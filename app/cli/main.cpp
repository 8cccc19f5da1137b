// computeplanner-cli: thin main around cp::cli::run. It lists the commands the program offers,
// in the order --help shows them.
#include "app/cli/cli.h"
#include "app/cli/cmd_export.h"
#include "app/cli/commands.h"
#include "app/i18n/i18n.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <memory>

int main(int argc, char *argv[])
{
    const QList<cp::cli::Command> commands { cp::cli::catalogCommand(), cp::cli::estimateCommand(), cp::cli::serveCommand(),
        cp::cli::planCommand(), cp::cli::tcoCommand(), cp::cli::scenarioCommand(), cp::cli::guideCommand(), cp::cli::compareCommand(),
        cp::cli::accuracyCommand(), cp::cli::exportCommand(), cp::cli::dbCommand(),
        cp::cli::calibrateCommand() };

    // A command that draws charts and reports needs a GUI application, offscreen unless the
    // caller chose a platform.
    const QString first = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const bool drawing = std::any_of(commands.cbegin(), commands.cend(),
        [&first](const cp::cli::Command &c) { return c.draws && c.name == first; });
    if (drawing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = drawing ? std::make_unique<QApplication>(argc, argv)
                                                          : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("computeplanner"));
    QCoreApplication::setOrganizationName(QStringLiteral("ComputePlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CP_VERSION));

    // Messages follow the system locale; a global "--lang zh_CN|en" overrides it.
    QStringList args = QCoreApplication::arguments();
    QString language = cp::i18n::languageFor(QLocale::system());
    const qsizetype langAt = args.indexOf(QStringLiteral("--lang"));
    if (langAt > 0 && langAt + 1 < args.size() && cp::i18n::availableLanguages().contains(args.at(langAt + 1))) {
        language = args.at(langAt + 1);
        args.remove(langAt, 2);
    }
    cp::i18n::install(language);

    QTextStream out(stdout);
    QTextStream err(stderr);
    cp::cli::Context ctx { out, err };
    const int rc = cp::cli::run(commands, args, ctx);
    out.flush();
    err.flush();
    return rc;
}
