// computeplanner-cli: thin main around cp::cli::run.
#include "app/cli/cli.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("computeplanner"));
    QCoreApplication::setOrganizationName(QStringLiteral("ComputePlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CP_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("computeplanner"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);

    QTextStream out(stdout);
    QTextStream err(stderr);
    cp::cli::Context ctx { out, err };
    const int rc = cp::cli::run(QCoreApplication::arguments(), ctx);
    out.flush();
    err.flush();
    return rc;
}
