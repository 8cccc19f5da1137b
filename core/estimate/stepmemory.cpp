// Memory per GPU of one layout (resolved.h memoryOf): the busiest stage's model states after ZeRO
// sharding and offload, its activations and logits, and the two phases' peaks.
#include "core/estimate/resolved.h"

#include <cmath>

namespace cp::estimate::internal {

namespace {

/// ZeRO sharding of the stage's states: the dense part over the dp ranks, the routed experts once
/// over their expert-data-parallel group of dp / ep ranks (they are already split by EP).
formulas::ShardedStates shardedStageStates(const Resolved &r, const Layout &l, formulas::StateBytes b)
{
    formulas::ShardedStates s = formulas::shardStates(denseParamsPerGpu(r, l), b, l.zero, l.dp);
    const formulas::ShardedStates e
        = formulas::shardStates(expertParamsPerGpu(r, l), b, l.zero, std::max(1, l.dp / expertParallel(r, l)));
    // (ZeRO shards the experts over their data-parallel group; with ETP = 1 the TP ranks hold
    // distinct experts, so the group stays dp / ep in the usual layout.)
    s.weights += e.weights;
    s.gradients += e.gradients;
    s.optimizer += e.optimizer;
    return s;
}

/// What the device holds outside the framework's allocator (calibration.h): the CUDA context,
/// the NCCL buffers of every communicator of more than one rank, the library workspaces.
void setDeviceTerms(const Resolved &r, const Layout &l, MemoryBreakdown &mem)
{
    int communicators = 0;
    for (const int size : { l.dp, l.tp, l.pp, l.cp, expertParallel(r, l) })
        communicators += size > 1 ? 1 : 0;
    mem.cudaContextGiB = r.cal.contextGiB;
    mem.commBuffersGiB = communicators * r.cal.ncclBufferGiBPerCommunicator;
    mem.workspaceGiB = r.cal.libraryWorkspaceGiB;
    mem.contextGiB = mem.cudaContextGiB + mem.commBuffersGiB + mem.workspaceGiB;
}

} // namespace

MemoryBreakdown memoryOf(const Resolved &r, const Layout &l)
{
    MemoryBreakdown mem;
    const double t = l.tp;
    const double layersPerStage = stageLayers(r, l);
    const double embeddingOnStage = (l.pp == 1 && !r.tied) ? 2.0 * r.embeddingMatrix : r.embeddingMatrix;
    const double stageParams = stageParamsPerGpu(r, l);
    const bool offloadOptimizer = r.offload != Offload::None;
    const bool offloadParams = r.offload == Offload::OptimizerParams;

    formulas::ShardedStates states;
    double hostBytes = 0;
    if (isLora(r.mode)) {
        const double embeddingParams = embeddingOnStage / t;
        const double baseBytes = r.mode == TrainingMode::Qlora
            ? (stageParams - embeddingParams) * formulas::kNf4BytesPerParam + embeddingParams * r.unquantisedBytes
            : stageParams * r.stateBytes.weights;
        const double adapters = layersPerStage * r.adapterParamsPerLayer / t;
        states = formulas::shardStates(adapters, r.adapterStateBytes, l.zero, l.dp);
        states.weights += baseBytes / (l.zero >= 3 ? l.dp : 1);
    } else {
        states = shardedStageStates(r, l, r.stateBytes);
    }
    if (offloadOptimizer && !isLora(r.mode)) {
        // ZeRO-Offload: master weights, optimizer states and the fp32 gradients for the CPU
        // step live in host memory; gradients leave the device bucket by bucket. The host
        // shards are partitioned over dp as ZeRO-2 partitions them.
        hostBytes = stageParams / l.dp * r.hostBytesPerParam;
        states.optimizer = 0;
        states.gradients = 0;
        if (offloadParams)
            states.weights = 0; // ZeRO-Infinity: fetched layer by layer (gather buffer below)
    }
    // ZeRO-3 (or parameter offload) gathers the current and the prefetched layer: a transient
    // buffer, not a model state.
    const bool gathers = (l.zero >= 3 && l.dp > 1) || (offloadParams && !isLora(r.mode));
    const double gatherBuffer = gathers ? 2.0 * (r.layerParams / t) * r.stateBytes.weights : 0.0;

    const formulas::LayerShape shape = layerShape(r, l.microBatch, l.cp);
    const int m = l.microBatchesPerStep();
    // Micro-batches in flight on the first stage (the most) and on the last (formulas.h).
    const double inFlightFirst = l.pp == 1 ? 1.0 : std::min(m, l.pp) * formulas::interleaveMemoryFactor(l.pp, l.interleave);
    const double inFlightLast = std::min(inFlightFirst, formulas::lastStageInFlight(l.pp, l.interleave));
    const double perMicroBatch = formulas::layerActivationBytes(shape, l.tp, l.sequenceParallel, l.recompute, r.flash)
        * layersPerStage * r.activationBytesFactor;
    const double workingSet = l.recompute == Recompute::Full
        ? formulas::recomputeWorkingSetBytes(shape, l.tp, l.sequenceParallel, r.flash) * r.activationBytesFactor
        : 0.0;
    // Vocabulary-parallel logits on the last stage (Megatron splits the output layer over t).
    const double logits = r.seq / l.cp * l.microBatch * r.vocab * r.logitsBytesPerElement / t;
    // The busiest stage: with a pipeline, the first stage holds the most micro-batches and the
    // last the logits; without one, the single stage holds both.
    const double firstStage = perMicroBatch * inFlightFirst + workingSet;
    const double lastStage = perMicroBatch * inFlightLast + workingSet + logits;
    const bool lastStagePeaks = l.pp == 1 || lastStage >= firstStage;
    const double activations = lastStagePeaks ? perMicroBatch * inFlightLast + workingSet : firstStage;
    const double peakLogits = lastStagePeaks ? logits : 0.0;
    // Optimizer step temporaries: torch's default foreach AdamW/SGD allocates one tensor list of
    // the states' size for the whole parameter group (sqrt(v) in AdamW: torch/optim/adamw.py
    // _multi_tensor_adamw), in the states' precision; bitsandbytes' 8-bit and Adafactor kernels
    // work block by block (none); nothing on the device when the CPU steps.
    const double trainableOnGpu = isLora(r.mode) ? layersPerStage * r.adapterParamsPerLayer / t : stageParams;
    const double stepTemp = offloadOptimizer || !r.foreachStepTemporary
        ? 0.0
        : trainableOnGpu * r.stateElementBytes / (l.zero >= 1 ? l.dp : 1);

    const double gib = units::kBytesPerGiB;
    const double frag = r.cal.fragmentation;
    // Phase 1, forward/backward: states + activations + logits + gathered weights.
    const double fwdTransient = activations + peakLogits + gatherBuffer;
    // Phase 2, optimizer step: activations are freed; states + step temporaries.
    const bool stepIsPeak = stepTemp > fwdTransient;
    const double transient = stepIsPeak ? stepTemp : fwdTransient;

    mem.weightsGiB = states.weights / gib;
    mem.gradientsGiB = states.gradients / gib;
    mem.optimizerGiB = states.optimizer / gib;
    mem.modelStatesGiB = states.total() / gib;
    mem.activationsGiB = stepIsPeak ? 0.0 : activations / gib;
    mem.logitsGiB = stepIsPeak ? 0.0 : peakLogits / gib;
    mem.zero3GatherGiB = stepIsPeak ? 0.0 : gatherBuffer / gib;
    mem.optimizerStepGiB = stepIsPeak ? stepTemp / gib : 0.0;
    mem.optimizerStepIsPeak = stepIsPeak;
    mem.forwardActivationsGiB = activations / gib;
    mem.forwardGatherGiB = gatherBuffer / gib;
    mem.forwardBackwardAllocatedGiB = (states.total() + fwdTransient) / gib;
    mem.optimizerStepAllocatedGiB = (states.total() + stepTemp) / gib;
    mem.transientGiB = transient / gib;
    mem.fragmentationGiB = frag * transient / gib;
    setDeviceTerms(r, l, mem);
    mem.allocatedPeakGiB = std::max(mem.forwardBackwardAllocatedGiB, mem.optimizerStepAllocatedGiB);
    mem.reservedPeakGiB = mem.allocatedPeakGiB + mem.fragmentationGiB;
    mem.devicePeakGiB = mem.reservedPeakGiB + mem.contextGiB;
    mem.overheadGiB = mem.contextGiB + mem.fragmentationGiB + mem.zero3GatherGiB + mem.optimizerStepGiB;
    // Saving a checkpoint under ZeRO-3 gathers one layer at a time in 16-bit (DeepSpeed
    // stage3_gather_16bit_weights_on_model_save, FSDP full state dict); other layouts copy the
    // local shards to the host.
    mem.checkpointSaveGiB = l.zero >= 3 && l.dp > 1 ? (r.layerParams / t) * r.stateBytes.weights / gib : 0.0;
    mem.totalGiB = mem.devicePeakGiB;
    mem.capacityGiB = r.capacityBytes / gib;
    mem.usableGiB = mem.capacityGiB * (1.0 - r.cal.headroom);
    const int gpusOnNode = std::min(r.gpus, r.gpusPerNode);
    mem.forwardBuffersGiB = (activations + gatherBuffer) / gib;
    mem.forwardLogitsGiB = peakLogits / gib;
    mem.stepBuffersGiB = stepTemp / gib;
    mem.hostNeededGiB = hostBytes * gpusOnNode / gib;
    mem.hostAvailableGiB = r.hostMemoryGiB;
    mem.hostFits = hostBytes <= 0 || r.hostMemoryGiB <= 0 || mem.hostNeededGiB <= r.hostMemoryGiB;
    setBand(mem);
    applyFitRule(mem, r.cal.memoryMarginPct, r.pagedOptimizer, r.physicalFit);
    return mem;
}

void setBand(MemoryBreakdown &m)
{
    // The device peak times exp(-residual) at the residuals' quantiles (residual = log(predicted /
    // measured): a high residual means the truth is lower). Never below what is certainly there:
    // the model states and the memory outside the allocator.
    const double floor = m.modelStatesGiB + m.contextGiB;
    m.p10GiB = std::max(floor, m.devicePeakGiB * std::exp(-kMemoryResidualP90));
    m.p50GiB = std::max(floor, m.devicePeakGiB * std::exp(-kMemoryResidualP50));
    m.p90GiB = std::max(floor, m.devicePeakGiB * std::exp(-kMemoryResidualP10));
}

void applyFitRule(MemoryBreakdown &m, double marginPct, bool pagedOptimizer, bool physicalFit)
{
    // Paged 8-bit optimizer states live in unified memory and are evicted to the host when the
    // device runs short (bitsandbytes paged optimizers), so they do not make a layout fail.
    const double pageable = pagedOptimizer ? m.optimizerGiB : 0.0;
    m.marginPct = marginPct;
    const double limit = m.usableGiB * (1.0 - marginPct / 100.0);
    const bool clearOfMargin = m.devicePeakGiB - pageable <= limit;
    const bool p90Fits = m.p90GiB - pageable <= m.usableGiB;
    const bool p50Fits = m.p50GiB - pageable <= m.usableGiB;
    m.withinMargin = !clearOfMargin;
    const bool deviceFits = m.devicePeakGiB - pageable <= m.usableGiB;
    m.fits = (physicalFit || ((clearOfMargin || p90Fits) && p50Fits)) && deviceFits && m.hostFits;
}

} // namespace cp::estimate::internal
