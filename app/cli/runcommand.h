#pragma once
// What the commands that estimate a training run (estimate, plan) share around runflags.h: the
// four flag groups in the order --help lists them, and the flags-only JSON parse.

#include "app/cli/runflags.h"

namespace cp::cli {

/// Adds the model, training, hardware (with `singleCluster`: --accelerator and --gpus) and layout
/// flags after the command's own, then parses args as a flags-only JSON command. Returns -1 to
/// continue, otherwise the exit code to return.
inline int parseRunCommand(QCommandLineParser &parser, const QStringList &args, Context &ctx, const QString &command,
    bool singleCluster)
{
    addModelOptions(parser);
    addTrainingOptions(parser);
    addHardwareOptions(parser, singleCluster);
    addLayoutOptions(parser);
    return parseFlagsOnlyJsonCommand(parser, args, ctx, command);
}

} // namespace cp::cli
