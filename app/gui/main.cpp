// computeplanner: thin main around cp::gui::MainWindow.
#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "app/i18n/i18n.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>

#include <cstdio>
#include <cstring>

namespace {

// --version and --help must work without a display, so they are answered before
// QApplication (which needs a windowing platform) is created.
bool answerWithoutDisplay(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("computeplanner %s\n", CP_VERSION);
            return true;
        }
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            QCoreApplication app(argc, argv);
            QCommandLineParser parser;
            parser.setApplicationDescription(QCoreApplication::translate("main",
                "Compute Planner: plan GPU/NPU compute for large models and its 3-year total cost of ownership."));
            parser.addPositionalArgument(QStringLiteral("file"),
                QCoreApplication::translate("main", "A .cplan scenario file to open."), QStringLiteral("[file]"));
            parser.addHelpOption();
            parser.addVersionOption();
            std::fputs(qPrintable(parser.helpText()), stdout);
            return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (answerWithoutDisplay(argc, argv))
        return 0;

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("computeplanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("Compute Planner"));
    QApplication::setOrganizationName(QStringLiteral("ComputePlanner"));
    QApplication::setApplicationVersion(QStringLiteral(CP_VERSION));

    QString language = cp::gui::Settings::instance().language();
    if (language.isEmpty())
        language = cp::i18n::languageFor(QLocale::system());
    cp::gui::applyLanguage(language);

    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main", "A .cplan scenario file to open."), QStringLiteral("[file]"));
    parser.process(app);

    cp::gui::MainWindow window;
    if (window.quitRequested())
        return 1;
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return QApplication::exec();
}
