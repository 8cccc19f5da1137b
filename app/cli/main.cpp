// computeplanner-cli: thin main around cp::cli::run.
#include "app/cli/cli.h"
#include "app/export/cmd_export.h"
#include "app/i18n/i18n.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>

#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
    // `export` draws charts and reports: it needs a GUI application, offscreen unless the caller
    // chose a platform.
    const bool drawing = argc > 1 && std::strcmp(argv[1], "export") == 0;
    if (drawing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = drawing ? std::make_unique<QApplication>(argc, argv)
                                                          : std::make_unique<QCoreApplication>(argc, argv);
    cp::exports::registerExportCommand();
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
    const int rc = cp::cli::run(args, ctx);
    out.flush();
    err.flush();
    return rc;
}
