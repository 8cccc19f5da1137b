// computeplanner-cli estimate: memory per GPU, step time, MFU and time-to-train for one model,
// run, cluster and (partial) layout. Flags and JSON keys are a stable contract (issue 3).
#include "app/cli/calibrationuse.h"
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/flagscenario.h"
#include "app/cli/runcommand.h"
#include "app/cli/runflags.h"
#include "core/bridge/pilotcorrection.h"
#include "core/estimate/estimate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kEstimateCmd = QStringLiteral("estimate");

/// Both phases' parts (allocated, before slack and what lies outside the allocator), whichever
/// peaks: activations show even when the optimizer step is the peak.
QJsonObject phasesJson(const estimate::MemoryBreakdown &m)
{
    return QJsonObject {
        { QStringLiteral("forward_backward"),
            QJsonObject {
                { QStringLiteral("model_states"), m.modelStatesGiB },
                { QStringLiteral("activations"), m.forwardActivationsGiB },
                { QStringLiteral("logits"), m.forwardLogitsGiB },
                { QStringLiteral("zero3_gather"), m.forwardGatherGiB },
                { QStringLiteral("allocated"), m.forwardBackwardAllocatedGiB },
            } },
        { QStringLiteral("optimizer_step"),
            QJsonObject {
                { QStringLiteral("model_states"), m.modelStatesGiB },
                { QStringLiteral("step_temporaries"), m.stepBuffersGiB },
                { QStringLiteral("allocated"), m.optimizerStepAllocatedGiB },
            } },
        { QStringLiteral("peak"), m.optimizerStepIsPeak ? QStringLiteral("optimizer_step") : QStringLiteral("forward_backward") },
    };
}

/// Memory per GPU by part: the parts add up to `total` (the peak of the step, = device_peak);
/// allocated_peak <= reserved_peak <= device_peak by definition (issue 47).
QJsonObject memoryJson(const estimate::MemoryBreakdown &m)
{
    return QJsonObject {
        { QStringLiteral("allocated_peak"), m.allocatedPeakGiB },
        { QStringLiteral("reserved_peak"), m.reservedPeakGiB },
        { QStringLiteral("device_peak"), m.devicePeakGiB },
        { QStringLiteral("cuda_context"), m.cudaContextGiB },
        { QStringLiteral("comm_buffers"), m.commBuffersGiB },
        { QStringLiteral("library_workspace"), m.workspaceGiB },
        { QStringLiteral("p10"), m.p10GiB },
        { QStringLiteral("p50"), m.p50GiB },
        { QStringLiteral("p90"), m.p90GiB },
        { QStringLiteral("margin_pct"), m.marginPct },
        { QStringLiteral("within_margin"), m.withinMargin },
        { QStringLiteral("phases"), phasesJson(m) },
        { QStringLiteral("weights"), m.weightsGiB },
        { QStringLiteral("gradients"), m.gradientsGiB },
        { QStringLiteral("optimizer"), m.optimizerGiB },
        { QStringLiteral("activations"), m.activationsGiB },
        { QStringLiteral("logits"), m.logitsGiB },
        { QStringLiteral("zero3_gather"), m.zero3GatherGiB },
        { QStringLiteral("optimizer_step"), m.optimizerStepGiB },
        { QStringLiteral("context"), m.contextGiB },
        { QStringLiteral("fragmentation"), m.fragmentationGiB },
        { QStringLiteral("total"), m.totalGiB },
        { QStringLiteral("checkpoint_save_spike"), m.checkpointSaveGiB },
        { QStringLiteral("usable"), m.usableGiB },
        { QStringLiteral("host_needed_per_node"), m.hostNeededGiB },
        { QStringLiteral("host_available_per_node"), m.hostAvailableGiB },
        { QStringLiteral("host_fits"), m.hostFits },
    };
}

/// Exposed seconds per iteration; the values add up to iteration_time_s (issue 19's keys, plus
/// offload for ZeRO-Offload's PCIe transfers and CPU step).
QJsonObject stepBreakdownJson(const estimate::TimeBreakdown &t)
{
    return QJsonObject {
        { QStringLiteral("gemm"), t.gemmS },
        { QStringLiteral("attention"), t.attentionS },
        { QStringLiteral("memory_bound"), t.memoryBoundS },
        { QStringLiteral("optimizer"), t.optimizerS },
        { QStringLiteral("overhead"), t.overheadS },
        { QStringLiteral("tp_comm"), t.tensorParallelS },
        { QStringLiteral("ep_comm"), t.expertParallelS },
        { QStringLiteral("cp_comm"), t.contextParallelS },
        { QStringLiteral("pp_comm"), t.pipelineS },
        { QStringLiteral("dp_comm"), t.dataParallelS },
        { QStringLiteral("bubble"), t.bubbleS },
        { QStringLiteral("offload"), t.offloadS },
    };
}

QJsonObject toJson(const estimate::Estimate &e)
{
    const estimate::MemoryBreakdown &m = e.memory;
    QJsonObject o {
        { QStringLiteral("layout"), layoutJson(e.layout) },
        { QStringLiteral("memory_per_gpu_gib"), QJsonObject { { QStringLiteral("weights"), m.weightsGiB }, { QStringLiteral("gradients"), m.gradientsGiB }, { QStringLiteral("optimizer"), m.optimizerGiB }, { QStringLiteral("activations"), m.activationsGiB }, { QStringLiteral("logits"), m.logitsGiB }, { QStringLiteral("overhead"), m.overheadGiB }, { QStringLiteral("model_states"), m.modelStatesGiB }, { QStringLiteral("total"), m.totalGiB }, { QStringLiteral("capacity"), m.capacityGiB } } },
        { QStringLiteral("memory_gib"), memoryJson(m) },
        { QStringLiteral("fits"), m.fits },
        { QStringLiteral("iteration_time_s"), e.iterationTimeS },
        { QStringLiteral("step_breakdown_s"), stepBreakdownJson(e.time) },
        { QStringLiteral("tokens_per_s_per_gpu"), e.tokensPerSecondPerGpu },
        { QStringLiteral("model_tflops_per_gpu"), e.modelTflopsPerGpu },
        { QStringLiteral("hardware_tflops_per_gpu"), e.hardwareTflopsPerGpu },
        { QStringLiteral("mfu"), e.mfu },
        { QStringLiteral("hfu"), e.hfu },
        { QStringLiteral("parameters"), QJsonObject { { QStringLiteral("total"), e.parameters.total }, { QStringLiteral("active"), e.parameters.active }, { QStringLiteral("trainable"), e.trainableParameters } } },
        { QStringLiteral("assumptions"), QJsonArray::fromStringList(e.assumptions) },
    };
    // Issue 47 item 6: the stack class, and for a known one the band whose median scaled the estimate.
    o.insert(QStringLiteral("training"), QJsonObject { { QStringLiteral("stack"), estimate::toString(e.stack) } });
    if (const auto &b = e.efficiencyBand)
        o.insert(QStringLiteral("efficiency_band"),
            QJsonObject { { QStringLiteral("p10"), b->p10 }, { QStringLiteral("p50"), b->p50 }, { QStringLiteral("p90"), b->p90 },
                { QStringLiteral("rows"), b->rows }, { QStringLiteral("source"), QLatin1String(b->source) },
                { QStringLiteral("as_of"), QLatin1String(b->asOf) } });
    if (e.run) {
        o.insert(QStringLiteral("train_days"), e.run->trainDays);
        o.insert(QStringLiteral("gpu_hours"), e.run->gpuHours);
        o.insert(QStringLiteral("gpu_hours_ideal"), e.run->gpuHoursIdeal);
        o.insert(QStringLiteral("goodput"), e.run->goodput);
    }
    return o;
}

/// Most GPUs --min-gpus tries when --gpus does not bound it.
constexpr int kMinGpusSearchLimit = 1024;

} // namespace

int runEstimate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Estimate memory per GPU, step time, MFU and time-to-train. Layout flags left out "
                                                                            "are chosen for the best throughput that fits."));
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json."), QStringLiteral("format") });
    parser.addOption({ QStringLiteral("min-gpus"), QCoreApplication::translate("cp::cli", "Find the smallest GPU count that fits (up to --gpus, default 1024) and print its estimate with min_gpus.") });
    addCalibrationLibraryOption(parser);
    addRangeOptions(parser);
    if (const int rc = parseRunCommand(parser, args, ctx, kEstimateCmd, true); rc >= 0)
        return rc;
    const bool findMinimum = parser.isSet(QStringLiteral("min-gpus"));
    const FlagReader flags { parser, kEstimateCmd, ctx, true };
    const auto fromFlags = estimateInputFromFlags(flags, !findMinimum);
    if (!fromFlags)
        return UsageError;
    estimate::EstimateInput in = *fromFlags;
    if (findMinimum && !flagGiven(flags, "gpus"))
        in.hardware.gpus = kMinGpusSearchLimit;
    // --db: the library's pilot-run calibrations for this accelerator (issue 23).
    std::optional<QList<calibrate::PilotPoint>> pilot;
    if (const int rc = readCalibrationPoints(parser, kEstimateCmd, ctx, pilot); rc >= 0)
        return rc;
    if (pilot)
        applyCalibration(*pilot, in);
    const auto withCalibration = [&pilot, &in](QJsonObject o) {
        if (pilot)
            o.insert(QStringLiteral("calibration"), calibrationJson(*pilot, in.hardware.accelerator));
        return o;
    };
    std::optional<uncertainty::RangeSettings> rangeSettings;
    if (!readRangeOptions(flags, rangeSettings))
        return UsageError;
    std::optional<uncertainty::Ranges> ranges;
    const auto computeRanges = [&](estimate::EstimateInput input, const estimate::Estimate &e) {
        if (!rangeSettings)
            return -1;
        input.hardware.gpus = e.layout.gpus();
        auto r = uncertainty::estimateRanges(input, e, *rangeSettings,
            pilot ? bridge::pilotErrorModel(*pilot, input.hardware.accelerator) : uncertainty::ErrorModel::shipped());
        if (!r)
            return reportRangeErrors(ctx, kEstimateCmd, r.errors());
        ranges = *r;
        return -1;
    };
    if (findMinimum) {
        const auto minimum = estimate::minimumGpus(in, in.hardware.gpus);
        if (!minimum)
            return reportErrors(ctx, kEstimateCmd, minimum.errors());
        const int gpus = minimum->gpus;
        if (const int rc = computeRanges(in, minimum->estimate); rc >= 0)
            return rc;
        return writeResult(ctx, kEstimateCmd, Expected<estimate::Estimate>(minimum->estimate), [gpus, &ranges, &withCalibration](const estimate::Estimate &e) {
            QJsonObject o = toJson(e);
            o.insert(QStringLiteral("min_gpus"), gpus);
            insertRanges(o, ranges);
            return withCalibration(o);
        });
    }
    const auto result = estimate::estimate(in);
    if (const int rc = result ? computeRanges(in, *result) : -1; rc >= 0)
        return rc;
    return writeResult(ctx, kEstimateCmd, result, [&ranges, &withCalibration](const estimate::Estimate &e) {
        QJsonObject o = toJson(e);
        insertRanges(o, ranges);
        return withCalibration(o);
    });
}

Command estimateCommand()
{
    return { QStringLiteral("estimate"), QT_TRANSLATE_NOOP("cp::cli", "Estimate memory, step time, MFU and time-to-train for a training run."), runEstimate };
}

} // namespace cp::cli
