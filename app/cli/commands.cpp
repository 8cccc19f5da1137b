// The table of CLI commands. Each command is implemented in cmd_<name>.cpp.
#include "app/cli/cli.h"

#include <QCoreApplication>

namespace cp::cli {

int runCatalog(const QStringList &args, Context &ctx);
int runGuide(const QStringList &args, Context &ctx);
int runEstimate(const QStringList &args, Context &ctx);
int runPlan(const QStringList &args, Context &ctx);
int runTco(const QStringList &args, Context &ctx);
int runScenario(const QStringList &args, Context &ctx);
int runCompare(const QStringList &args, Context &ctx);

namespace {
QList<Command> &commandList()
{
    static QList<Command> list {
        { QStringLiteral("catalog"),
            [] { return QCoreApplication::translate("cp::cli", "List built-in accelerators, fabrics or prices with sources."); },
            runCatalog },
        { QStringLiteral("estimate"),
            [] { return QCoreApplication::translate("cp::cli", "Estimate memory, step time, MFU and time-to-train for a training run."); },
            runEstimate },
        { QStringLiteral("plan"),
            [] { return QCoreApplication::translate("cp::cli", "Plan the cheapest, fastest or balanced cluster for a training run, with reasons and advice."); },
            runPlan },
        { QStringLiteral("tco"),
            [] { return QCoreApplication::translate("cp::cli", "Compare 3-year TCO of cloud, lease, self-build and hybrid options."); },
            runTco },
        { QStringLiteral("scenario"),
            [] { return QCoreApplication::translate("cp::cli", "List, show, import, export and delete saved scenarios and their revisions."); },
            runScenario },
        { QStringLiteral("guide"),
            [] { return QCoreApplication::translate("cp::cli", "Write the user guide's worked examples, computed by the engines."); },
            runGuide },
        { QStringLiteral("compare"),
            [] { return QCoreApplication::translate("cp::cli", "Compare 2 to 4 saved plans side by side, with deltas and what drives the cost gap."); },
            runCompare },
    };
    return list;
}
} // namespace

const QList<Command> &commands()
{
    return commandList();
}

void registerCommand(const Command &command)
{
    QList<Command> &list = commandList();
    for (Command &c : list) {
        if (c.name == command.name) {
            c = command;
            return;
        }
    }
    list << command;
}

} // namespace cp::cli
