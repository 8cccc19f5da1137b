// The training estimator's entry points (estimate.h): an input's hardware checked, the layout
// fixed or searched (layoutsearch.cpp), its evaluation (resolved.h: memory, step time, FLOPs) and
// the report: throughput, MFU/HFU, the assumptions made and the whole run's time.
#include "core/estimate/resolved.h"

#include <QCoreApplication>

#include <algorithm>

#include <cmath>
#include <numeric>

namespace cp::estimate {

namespace internal {

namespace {

double hardwareFlopsPerToken(const Resolved &r, Recompute recompute)
{
    switch (recompute) {
    case Recompute::Full:
        return r.modelFlopsPerToken + r.recomputeFullExtra;
    case Recompute::Selective:
        return r.modelFlopsPerToken + (r.framework == Framework::Fsdp ? r.recomputeSelectiveOpExtra : r.recomputeSelectiveExtra);
    case Recompute::None:
        break;
    }
    return r.modelFlopsPerToken;
}

/// The user's pilot-run correction (EstimateInput::throughputCorrection, memoryCorrection): a
/// measured / predicted factor scales the whole step time (every term alike, so the breakdown
/// still adds up) and the peak memory, whose fit is checked again. A speed-up never takes the
/// step below its model FLOPs at the card's achievable matmul rate (MFU <= achievableMfu): the
/// factor is capped there and the evaluation says so.
void applyPilotCorrection(const Resolved &r, const Layout &l, Evaluation &e)
{
    // The stack class's median factor (stackbands.h) is applied the same way; it is 1 when a pilot
    // correction is present (resolve.cpp).
    if (r.throughputCorrection * r.stackFactor != 1.0) {
        TimeBreakdown &t = e.time;
        double factor = r.throughputCorrection * r.stackFactor;
        const double floorS = double(l.globalBatch) * r.seq * r.modelFlopsPerToken / (l.gpus() * r.peakFlops * r.achievableMfu);
        const double cap = floorS > 0 ? std::max(1.0, t.total() / floorS) : factor;
        if (factor > cap) {
            factor = cap;
            e.correctionCapped = true;
        }
        for (double *term : { &t.computeS, &t.gemmS, &t.attentionS, &t.memoryBoundS, &t.optimizerS, &t.overheadS,
                 &t.tensorParallelS, &t.pipelineS, &t.bubbleS, &t.dataParallelS, &t.expertParallelS, &t.contextParallelS,
                 &t.offloadS, &t.offloadTransferS })
            *term /= factor;
    }
    if (r.memoryCorrection != 1.0) {
        MemoryBreakdown &m = e.memory;
        m.totalGiB *= r.memoryCorrection;
        m.devicePeakGiB = m.totalGiB;
        setBand(m);
        applyFitRule(m, r.cal.memoryMarginPct, r.pagedOptimizer, r.physicalFit);
    }
}

} // namespace

Evaluation evaluate(const Resolved &r, const Layout &l)
{
    Evaluation e;
    e.memory = memoryOf(r, l);
    e.time = timeOf(r, l, e.efficiency);
    // Paged optimizer states that do not fit are paged out and back in once per step.
    if (r.pagedOptimizer && e.memory.totalGiB > e.memory.usableGiB) {
        const double paged = std::min(e.memory.optimizerGiB, e.memory.totalGiB - e.memory.usableGiB) * units::kBytesPerGiB;
        e.time.offloadTransferS += 2.0 * paged / r.hostLinkBandwidth;
        e.time.offloadS += 2.0 * paged / r.hostLinkBandwidth;
    }
    applyPilotCorrection(r, l, e);
    e.iterationS = e.time.total();
    e.hardwareFlopsPerToken = hardwareFlopsPerToken(r, l.recompute);
    return e;
}

Expected<HardwareRefs> resolveHardware(const EstimateInput &in, const Catalog &catalog)
{
    Errors errors = validateModel(in.model);
    HardwareRefs h;
    h.accelerator = catalog.accelerator(in.hardware.accelerator);
    if (!h.accelerator)
        errors << Error { QStringLiteral("hardware.accelerator"),
            QCoreApplication::translate("cp::estimate", "unknown accelerator '%1'; use one of %2")
                .arg(in.hardware.accelerator, catalog.acceleratorIds().join(QLatin1Char('|'))) };
    requireAtLeastOne(errors, in.hardware.gpus, "hardware.gpus");
    if (in.hardware.gpusPerNode < 0)
        errors << Error { QStringLiteral("hardware.gpus_per_node"), QCoreApplication::translate("cp::estimate", "must be at least 1") };
    h.fabricId = in.hardware.network.isEmpty() ? QLatin1String(kDefaultFabric) : in.hardware.network;
    h.fabric = catalog.fabric(h.fabricId);
    if (!h.fabric)
        errors << Error { QStringLiteral("hardware.network"),
            QCoreApplication::translate("cp::estimate", "unknown network '%1'; use one of %2").arg(h.fabricId, catalog.fabricIds().join(QLatin1Char('|'))) };
    const TrainingSpec &t = in.training;
    requireAtLeastOne(errors, t.seqLen, "training.seq_len");
    if (t.tokens < 0)
        errors << Error { QStringLiteral("training.tokens"), QCoreApplication::translate("cp::estimate", "must not be negative") };
    if (t.globalBatch < 0)
        errors << Error { QStringLiteral("training.global_batch"), QCoreApplication::translate("cp::estimate", "must be 0 (default) or positive") };
    if (isLora(t.mode) && t.loraRank < 1)
        errors << Error { QStringLiteral("training.lora_rank"), QCoreApplication::translate("cp::estimate", "must be at least 1 for LoRA/QLoRA") };
    if (h.accelerator && t.precision == Precision::Fp8 && !h.accelerator->fp8Tflops)
        errors << Error { QStringLiteral("training.precision"),
            QCoreApplication::translate("cp::estimate", "%1 has no FP8 tensor cores; use bf16|fp16|tf32").arg(h.accelerator->id) };
    if (!errors.isEmpty())
        return errors;
    return h;
}

} // namespace internal

using namespace internal;

namespace {

/// The layout the input fixes completely (checked), or the search's: the fastest that fits, else
/// the one that needs the least memory (reported with fits = false).
Expected<Layout> layoutFor(const EstimateInput &in, const Resolved &r, bool complete, SearchStats &stats, const Catalog &catalog)
{
    const LayoutRequest &req = in.layout;
    Layout layout;
    if (complete) {
        layout.tp = *req.tp;
        layout.pp = *req.pp;
        layout.dp = *req.dp;
        layout.zero = *req.zero;
        layout.recompute = *req.recompute;
        layout.microBatch = *req.microBatch;
        layout.interleave = req.interleave.value_or(1);
        layout.sequenceParallel = req.sequenceParallel.value_or(layout.tp > 1);
        layout.cp = req.cp.value_or(1);
        layout.ep = req.ep.value_or(r.experts > 1 ? std::gcd(layout.dp, r.experts) : 1);
        layout = completeBatch(layout, r);
        if (const Errors e = validateLayout(in, layout, catalog); !e.isEmpty())
            return e;
    } else {
        if (const Errors e = validateRequest(in, r.gpusPerNode); !e.isEmpty())
            return e;
        const SearchResult found = searchLayouts(r, req);
        stats.layoutsEvaluated += found.evaluated;
        if (found.best.score > 0) {
            layout = found.best.layout;
        } else if (found.smallest.memoryGiB >= 0) {
            layout = found.smallest.layout; // reported with fits = false
        } else {
            return noLayoutError(r, found);
        }
    }
    return layout;
}

/// How the MoE layers are assumed to run: the expert split and whether the all-to-all hides.
QString moeAssumption(const Resolved &r, const Layout &layout)
{
    const bool overlapped = r.epOverlap == EpOverlap::Async && !(r.epOverlapAuto && layout.recompute == Recompute::Full);
    if (!overlapped)
        return QCoreApplication::translate("cp::estimate", "MoE: experts split over %1 expert-parallel ranks; all-to-all dispatch and combine not overlapped with compute, tokens balanced over the experts")
            .arg(layout.ep);
    if (r.epOverlapAuto)
        return QCoreApplication::translate("cp::estimate", "MoE: experts split over %1 expert-parallel ranks, tokens balanced over the experts; all-to-all overlapped with "
                                                           "another micro-batch's compute because the framework offers it (framework-specific: Megatron-Core "
                                                           "--overlap-moe-expert-parallel-comm); set the expert-parallel overlap to none if your stack does not run it")
            .arg(layout.ep);
    return QCoreApplication::translate("cp::estimate", "MoE: experts split over %1 expert-parallel ranks, tokens balanced over the experts; all-to-all overlapped with another micro-batch's compute (as given)")
        .arg(layout.ep);
}

/// The defaults applied and the caveats of the estimate, for the user to see.
/// The training stack (issue 47 item 6): its class, the band whose median factor scaled the step
/// (stackbands.h) and the line that says so. A pilot-run correction replaces the class's factor.
void setStack(Estimate &est, const EstimateInput &in, const Resolved &r)
{
    est.stack = in.training.stack;
    const StackBand *band = stackBand(in.training.stack);
    if (!band)
        return;
    if (r.stackFactor == 1.0) {
        //: %1 the stack class (tuned, generic, vendor_port), %2 its median efficiency factor
        est.assumptions << QCoreApplication::translate("cp::estimate", "training stack %1: your pilot-run correction measured your own stack, so the class's "
                                                                       "median factor x%2 is not applied")
                               .arg(toString(band->stack))
                               .arg(band->p50, 0, 'f', 3);
        return;
    }
    est.efficiencyBand = *band;
    //: %1 the stack class, %2 its median factor, %3 rows, %4 and %5 its P10 and P90 factors
    est.assumptions << QCoreApplication::translate("cp::estimate", "training stack %1: throughput x%2, the median measured / estimated ratio of %3 "
                                                                   "published runs of that class (P10-P90 x%4 to x%5, measured %6); a pilot run "
                                                                   "(calibrate add) replaces it with your own")
                           .arg(toString(band->stack))
                           .arg(band->p50, 0, 'f', 3)
                           .arg(band->rows)
                           .arg(band->p10, 0, 'f', 3)
                           .arg(band->p90, 0, 'f', 3)
                           .arg(QLatin1String(band->asOf));
}

void addAssumptions(Estimate &est, const EstimateInput &in, const Resolved &r, const Evaluation &ev, bool complete,
    const QString &fabricId)
{
    const Layout &layout = est.layout;
    if (layout.gpus() > r.gpusPerNode && in.hardware.network.isEmpty())
        est.assumptions << QCoreApplication::translate("cp::estimate", "no network given: assumed %1 between nodes").arg(fabricId);
    if (in.training.globalBatch == 0)
        est.assumptions << QCoreApplication::translate("cp::estimate", "no global batch given: assumed about %1M tokens per step (%2 sequences), the batch published runs on %3 GPUs use")
                               .arg(std::min(defaultBatchTokens(r.gpus), in.training.maxTokensPerStep) / 1048576.0, 0, 'f', 0)
                               .arg(layout.globalBatch)
                               .arg(r.gpus);
    if (in.training.globalBatch == 0 && double(layout.globalBatch) * r.seq > 1.5 * defaultBatchTokens(r.gpus))
        est.assumptions << QCoreApplication::translate("cp::estimate", "the default batch is rounded up to a multiple of micro-batch x dp = %1 sequences: "
                                                                       "%2M tokens per step (at most %3M)")
                               .arg(layout.microBatch * layout.dp)
                               .arg(double(layout.globalBatch) * r.seq / 1048576.0, 0, 'f', 1)
                               .arg(in.training.maxTokensPerStep / 1048576.0, 0, 'f', 0);
    if (!ev.memory.fits && !complete)
        est.assumptions << QCoreApplication::translate("cp::estimate", "no layout fits in memory: showing the one that needs the least");
    if (layout.pp > 1 && in.model.layers % (layout.pp * layout.interleave) != 0)
        est.assumptions << QCoreApplication::translate("cp::estimate", "uneven pipeline stages: the busiest stage holds %1 layers; the step time is that of the slowest stage").arg(stageLayers(r, layout));
    if (in.model.attentionParamsOverride > 0 && !in.model.isMla())
        est.assumptions << QCoreApplication::translate("cp::estimate", "multi-head latent attention approximated by its parameter count");
    if (in.model.isMoe())
        est.assumptions << moeAssumption(r, layout);
    if (layout.cp > 1)
        est.assumptions << QCoreApplication::translate("cp::estimate", "context parallelism: each sequence split over %1 GPUs, keys and values exchanged in a ring overlapped with attention")
                               .arg(layout.cp);
    if (in.training.offload != Offload::None && isLora(in.training.mode))
        est.assumptions << QCoreApplication::translate("cp::estimate", "offload applies to full training: LoRA adapters and their states stay on the device");
    if (in.training.offload != Offload::None && !isLora(in.training.mode)) {
        if (ev.memory.hostAvailableGiB <= 0)
            est.assumptions << QCoreApplication::translate("cp::estimate", "offload: %1 GiB of host memory needed per node; no host memory known for this server, not checked")
                                   .arg(ev.memory.hostNeededGiB, 0, 'f', 0);
        else if (!ev.memory.hostFits)
            est.assumptions << QCoreApplication::translate("cp::estimate", "offload: %1 GiB of host memory needed per node, more than the %2 GiB available")
                                   .arg(ev.memory.hostNeededGiB, 0, 'f', 0)
                                   .arg(ev.memory.hostAvailableGiB, 0, 'f', 0);
        if (in.training.hostMemoryGiB <= 0 && ev.memory.hostAvailableGiB > 0)
            est.assumptions << QCoreApplication::translate("cp::estimate", "no host memory given: assumed %1 GiB per node (the catalog's usual server)")
                                   .arg(ev.memory.hostAvailableGiB, 0, 'f', 0);
    }
    if (ev.memory.checkpointSaveGiB > 0 && ev.memory.totalGiB + ev.memory.checkpointSaveGiB > ev.memory.usableGiB)
        est.assumptions << QCoreApplication::translate("cp::estimate", "saving a checkpoint gathers %1 GiB more per GPU and would exceed the card's memory")
                               .arg(ev.memory.checkpointSaveGiB, 0, 'f', 1);
}

/// The whole run: steps, GPU-hours and days at the goodput of the job's failures and checkpoints.
std::optional<RunTotals> runTotals(const EstimateInput &in, const Layout &layout, const Evaluation &ev, double tokensPerStep)
{
    if (!(in.training.tokens > 0))
        return std::nullopt;
    RunTotals run;
    run.tokens = in.training.tokens;
    run.steps = std::ceil(in.training.tokens / tokensPerStep);
    const double idealS = run.steps * ev.iterationS;
    const formulas::Goodput g = formulas::goodput(layout.gpus(), in.reliability.gpuMtbfHours,
        in.reliability.checkpointMinutes, in.reliability.restartMinutes);
    run.goodput = g.fraction;
    run.checkpointIntervalHours = g.checkpointIntervalHours;
    run.jobMtbfHours = g.jobMtbfHours;
    run.gpuHoursIdeal = idealS / units::kSecondsPerHour * layout.gpus();
    run.gpuHours = run.gpuHoursIdeal / g.fraction;
    run.trainDays = idealS / g.fraction / units::kSecondsPerDay;
    return run;
}

} // namespace

VendorFamily vendorFamily(const Accelerator &a)
{
    if (a.vendor.compare(QLatin1String("Huawei"), Qt::CaseInsensitive) == 0)
        return VendorFamily::Ascend;
    if (a.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) != 0)
        return VendorFamily::Other;
    static const QLatin1String hopper[] = { QLatin1String("H100"), QLatin1String("H800"), QLatin1String("H20"),
        QLatin1String("H200"), QLatin1String("B200") };
    for (const QLatin1String &name : hopper) {
        if (a.name.contains(name))
            return VendorFamily::NvidiaHopper;
    }
    return VendorFamily::NvidiaAmpere;
}

Expected<Estimate> estimate(const EstimateInput &in, const Catalog &catalog)
{
    SearchStats ignored;
    return estimate(in, ignored, catalog);
}

Expected<Estimate> estimate(const EstimateInput &in, SearchStats &stats, const Catalog &catalog)
{
    const auto hw = resolveHardware(in, catalog);
    if (!hw)
        return hw.errors();
    const LayoutRequest &req = in.layout;
    // Every layout flag the user left out is chosen by the search (the CLI's and the editor's
    // promise), the pipeline interleave included: a pipelined layout given without it is searched
    // over the interleave alone rather than run at 1 (the bubble of PP 16 at one stage per GPU is
    // about four times that at four).
    const bool interleaveKnown = req.interleave || (req.pp && *req.pp == 1);
    const bool complete = req.tp && req.pp && req.dp && req.zero && req.recompute && req.microBatch && interleaveKnown;
    const Resolved r = resolve(in, *hw->accelerator, hw->fabric);
    const auto chosen = layoutFor(in, r, complete, stats, catalog);
    if (!chosen)
        return chosen.errors();
    const Layout &layout = *chosen;

    const Evaluation ev = evaluate(r, layout);
    Estimate est;
    est.layout = layout;
    est.layoutChosen = !complete;
    est.parameters = parameterCounts(in.model);
    est.trainableParameters = isLora(in.training.mode) ? r.adapterParamsPerLayer * r.layers : est.parameters.total;
    est.memory = ev.memory;
    est.time = ev.time;
    est.iterationTimeS = ev.iterationS;
    est.gemmEfficiency = ev.efficiency;
    est.peakTflops = r.peakFlops / 1e12;
    est.modelFlopsPerToken = r.modelFlopsPerToken;
    const double tokensPerStep = double(layout.globalBatch) * r.seq;
    est.tokensPerSecondPerGpu = tokensPerStep / ev.iterationS / layout.gpus();
    // PaLM appendix B: MFU counts model FLOPs only, HFU adds recomputation.
    est.modelTflopsPerGpu = est.tokensPerSecondPerGpu * r.modelFlopsPerToken / 1e12;
    est.hardwareTflopsPerGpu = est.tokensPerSecondPerGpu * ev.hardwareFlopsPerToken / 1e12;
    est.mfu = est.modelTflopsPerGpu / est.peakTflops;
    est.hfu = est.hardwareTflopsPerGpu / est.peakTflops;
    est.achievableMfu = r.achievableMfu;
    setStack(est, in, r);
    if (ev.correctionCapped && r.stackFactor != 1.0)
        //: %1 the training stack's median efficiency factor, %2 the card's achievable MFU in per cent
        est.assumptions << QCoreApplication::translate("cp::estimate", "warning: the training stack's factor x%1 would put MFU above %2%, the card's "
                                                                       "achievable matmul rate; capped there")
                               .arg(r.stackFactor, 0, 'f', 3)
                               .arg(r.achievableMfu * 100, 0, 'f', 1);
    else if (ev.correctionCapped)
        //: %1 the pilot-run correction factor, %2 the card's achievable MFU in per cent
        est.assumptions << QCoreApplication::translate("cp::estimate", "warning: the pilot-run correction x%1 would put MFU above %2%, the card's "
                                                                       "achievable matmul rate; capped there")
                               .arg(r.throughputCorrection, 0, 'f', 3)
                               .arg(r.achievableMfu * 100, 0, 'f', 1);
    if (layout.gpus() > r.gpusPerNode)
        est.network = hw->fabricId;
    addAssumptions(est, in, r, ev, complete, hw->fabricId);
    est.run = runTotals(in, layout, ev, tokensPerStep);
    return est;
}

Expected<MinimumGpus> minimumGpus(const EstimateInput &in, int maxGpus, const Catalog &catalog)
{
    const auto hw = resolveHardware(in, catalog);
    if (!hw)
        return hw.errors();
    const int perNode = in.hardware.gpusPerNode > 0 ? in.hardware.gpusPerNode : hw->accelerator->gpusPerNode;
    const int fixed = in.layout.tp.value_or(1) * in.layout.pp.value_or(1) * in.layout.dp.value_or(1);
    for (int n = 1; n <= maxGpus; n = n < perNode ? n + 1 : n + perNode) {
        if (n % fixed != 0 || (in.layout.tp && in.layout.pp && in.layout.dp && n != fixed))
            continue;
        EstimateInput tryIn = in;
        tryIn.hardware.gpus = n;
        auto e = estimate(tryIn, catalog);
        if (e && e->memory.fits)
            return MinimumGpus { n, *e };
    }
    Errors errors;
    errors << Error { QStringLiteral("hardware.gpus"),
        QCoreApplication::translate("cp::estimate", "no GPU count up to %1 fits this run; use a larger card, LoRA/QLoRA, offload or a shorter sequence")
            .arg(maxGpus) };
    return errors;
}

} // namespace cp::estimate
