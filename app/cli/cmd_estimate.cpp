// computeplanner-cli estimate: memory per GPU, step time, MFU and time-to-train for one model,
// run, cluster and (partial) layout. Flags and JSON keys are a stable contract (issue 3).
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/runcommand.h"
#include "app/cli/runflags.h"
#include "core/estimate/estimate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kCmd = QStringLiteral("estimate");

QJsonObject toJson(const estimate::Estimate &e)
{
    const estimate::MemoryBreakdown &m = e.memory;
    QJsonObject o {
        { QStringLiteral("layout"), layoutJson(e.layout) },
        { QStringLiteral("memory_per_gpu_gib"), QJsonObject { { QStringLiteral("weights"), m.weightsGiB }, { QStringLiteral("gradients"), m.gradientsGiB }, { QStringLiteral("optimizer"), m.optimizerGiB }, { QStringLiteral("activations"), m.activationsGiB }, { QStringLiteral("logits"), m.logitsGiB }, { QStringLiteral("overhead"), m.overheadGiB }, { QStringLiteral("model_states"), m.modelStatesGiB }, { QStringLiteral("total"), m.totalGiB }, { QStringLiteral("capacity"), m.capacityGiB } } },
        { QStringLiteral("fits"), m.fits },
        { QStringLiteral("iteration_time_s"), e.iterationTimeS },
        { QStringLiteral("tokens_per_s_per_gpu"), e.tokensPerSecondPerGpu },
        { QStringLiteral("model_tflops_per_gpu"), e.modelTflopsPerGpu },
        { QStringLiteral("hardware_tflops_per_gpu"), e.hardwareTflopsPerGpu },
        { QStringLiteral("mfu"), e.mfu },
        { QStringLiteral("hfu"), e.hfu },
        { QStringLiteral("parameters"), QJsonObject { { QStringLiteral("total"), e.parameters.total }, { QStringLiteral("active"), e.parameters.active }, { QStringLiteral("trainable"), e.trainableParameters } } },
        { QStringLiteral("assumptions"), QJsonArray::fromStringList(e.assumptions) },
    };
    if (e.run) {
        o.insert(QStringLiteral("train_days"), e.run->trainDays);
        o.insert(QStringLiteral("gpu_hours"), e.run->gpuHours);
        o.insert(QStringLiteral("gpu_hours_ideal"), e.run->gpuHoursIdeal);
        o.insert(QStringLiteral("goodput"), e.run->goodput);
    }
    return o;
}

} // namespace

int runEstimate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Estimate memory per GPU, step time, MFU and time-to-train. Layout flags left out "
                                                                            "are chosen for the best throughput that fits."));
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json."), QStringLiteral("format") });
    if (const int rc = parseRunCommand(parser, args, ctx, kCmd, true); rc >= 0)
        return rc;
    estimate::EstimateInput in;
    const FlagReader flags { parser, kCmd, ctx, true };
    if (!readModel(flags, in.model) || !readTraining(flags, in.training) || !readHardware(flags, in.hardware)
        || !readLayout(flags, in.layout))
        return UsageError;
    return writeResult(ctx, kCmd, estimate::estimate(in), toJson);
}

Command estimateCommand()
{
    return { QStringLiteral("estimate"), QT_TRANSLATE_NOOP("cp::cli", "Estimate memory, step time, MFU and time-to-train for a training run."), runEstimate };
}

} // namespace cp::cli
