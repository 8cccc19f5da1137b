#pragma once
// The training estimator: memory per GPU, step time, throughput, MFU/HFU and whole-run time
// for a model, a training run, hardware from the catalog and a (possibly partial) layout.
//
//   auto e = cp::estimate::estimate(input);          // chooses what the layout leaves open
//   if (e) qDebug() << e->tokensPerSecondPerGpu << e->memory.totalGiB;

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/calibration.h"
#include "core/estimate/model.h"
#include "core/estimate/stackbands.h"
#include "core/estimate/training.h"

#include <optional>

namespace cp::estimate {

struct EstimateInput {
    ModelSpec model;
    TrainingSpec training;
    HardwareSpec hardware;
    LayoutRequest layout;
    Calibration calibration;
    Reliability reliability;
    /// The user's pilot-run correction for this accelerator (calibrate::correctionFor; 1 = none):
    /// measured / predicted tokens per second and peak memory. estimate() divides every term of the
    /// step time by throughputCorrection and multiplies the peak memory by memoryCorrection, for
    /// every layout the search tries, so the chosen layout and its fit follow the measurement.
    double throughputCorrection = 1;
    double memoryCorrection = 1;
};

/// Memory per GPU in GiB (2^30 bytes), on the busiest pipeline stage, by phase: the
/// forward/backward peak (states + activations + logits + gathered ZeRO-3 weights), the
/// optimizer step (states + step temporaries, activations freed) and the checkpoint save.
struct MemoryBreakdown {
    double weightsGiB = 0; ///< 16-bit (or NF4/fp32) weights incl. frozen base and adapters
    double gradientsGiB = 0;
    double optimizerGiB = 0; ///< master weights and optimizer states left on the device
    double activationsGiB = 0; ///< stored activations of the micro-batches in flight
    double logitsGiB = 0; ///< output logits and loss buffers on the last stage
    /// What the device holds outside the framework's allocator: cudaContextGiB + commBuffersGiB +
    /// workspaceGiB (device_peak - reserved_peak).
    double contextGiB = 0;
    double fragmentationGiB = 0; ///< allocator slack: a share of the transient buffers (reserved - allocated)
    double overheadGiB = 0; ///< contextGiB + fragmentationGiB + zero3GatherGiB + optimizerStepGiB
    // The peak by definition (issue 47): what torch.cuda.max_memory_allocated,
    // torch.cuda.max_memory_reserved and the device (nvidia-smi) report.
    double allocatedPeakGiB = 0; ///< states + the peak phase's transient buffers
    double reservedPeakGiB = 0; ///< allocatedPeakGiB + fragmentationGiB
    double devicePeakGiB = 0; ///< reservedPeakGiB + contextGiB (= totalGiB)
    double cudaContextGiB = 0; ///< the CUDA/CANN context with the kernels loaded (calibration.h)
    double commBuffersGiB = 0; ///< NCCL/HCCL buffers of the communicators this layout opens
    double workspaceGiB = 0; ///< cuBLAS/cuBLASLt workspaces outside the allocator
    // Both phases, whichever peaks, so activations are never hidden by the optimizer step.
    double forwardActivationsGiB = 0; ///< stored activations in the forward/backward phase
    double forwardGatherGiB = 0; ///< gathered ZeRO-3 weights in the forward/backward phase
    double forwardBackwardAllocatedGiB = 0; ///< states + activations + logits + ZeRO-3 gather
    double optimizerStepAllocatedGiB = 0; ///< states + step temporaries
    bool optimizerStepIsPeak = false;
    // The band and the fit rule (calibration.h memoryMarginPct; stepmemory.cpp applyFitRule).
    double p10GiB = 0; ///< device peak's P10 from the cross-validated memory residuals, >= states + context
    double p50GiB = 0;
    double p90GiB = 0;
    double marginPct = 0; ///< the margin the fit rule keeps free (per cent of usable)
    /// The device peak lies above usable x (1 - margin): it fits only because its P90 does, or not.
    bool withinMargin = false;
    double modelStatesGiB = 0; ///< weights + gradients + optimizer
    // transient spikes
    double zero3GatherGiB = 0; ///< ZeRO-3/FSDP: current and prefetched layer gathered in 16-bit
    double optimizerStepGiB = 0; ///< temporaries of the optimizer step (torch foreach: one states-sized list)
    double checkpointSaveGiB = 0; ///< extra device memory while saving a checkpoint (not in totalGiB)
    double transientGiB = 0; ///< the buffers fragmentation applies to, in the peak phase
    double totalGiB = 0; ///< peak of the training step: max(forward/backward, optimizer step)
    double capacityGiB = 0; ///< device memory as the framework sees it (usable MiB / 1024)
    double usableGiB = 0; ///< capacity minus the headroom kept free
    /// The fit rule (stepmemory.cpp applyFitRule): device peak <= usable x (1 - margin), or P90 <= usable;
    /// never with P50 > usable; host memory for offload fits too.
    bool fits = false;
    // host memory (offload)
    // The two phases' parts before context and fragmentation, for the memory back-test's fit
    // (memorybacktest.h): forward/backward = states + forwardBuffers + logits, step = states +
    // stepBuffers; each buffer term is multiplied by (1 + fragmentation).
    double forwardBuffersGiB = 0; ///< activations + gathered ZeRO-3 weights
    double forwardLogitsGiB = 0; ///< logits at calibration.logitsBytesPerElement
    double stepBuffersGiB = 0; ///< optimizer-step temporaries
    double hostNeededGiB = 0; ///< per node: offloaded states of the node's GPUs
    double hostAvailableGiB = 0; ///< per node (--host-memory-gib or the catalog's server)
    bool hostFits = true;
};

/// Where the iteration time goes: exposed seconds per step (what is hidden behind compute is not
/// counted), so that gemmS + attentionS + memoryBoundS + optimizerS + overheadS + tensorParallelS +
/// dataParallelS + pipelineS + expertParallelS + contextParallelS + bubbleS + offloadS equals the
/// iteration time (total()).
struct TimeBreakdown {
    double computeS = 0; ///< all micro-batches: gemmS + attentionS + memoryBoundS + overheadS
    double gemmS = 0; ///< linear-layer matmuls (incl. recomputed forward)
    double attentionS = 0; ///< attention-core kernels (FlashAttention / MLA)
    double memoryBoundS = 0; ///< norms, rotary, softmax, activation, residual, loss; QLoRA dequantisation
    double optimizerS = 0; ///< the optimizer step on the device (its bytes at memory bandwidth)
    double overheadS = 0; ///< kernel launches and framework cost
    double tensorParallelS = 0; ///< exposed TP collectives
    double pipelineS = 0; ///< stage-boundary transfers
    double bubbleS = 0; ///< (p-1)/(v m) of the pipelined work
    double dataParallelS = 0; ///< exposed gradient / ZeRO traffic
    double expertParallelS = 0; ///< exposed MoE all-to-all (dispatch + combine, forward + backward)
    double contextParallelS = 0; ///< exposed context-parallel ring exchange of keys and values
    double offloadS = 0; ///< PCIe host<->device transfers and the CPU optimizer step
    double offloadTransferS = 0; ///< the PCIe part of offloadS (not an extra term)
    double total() const
    {
        return gemmS + attentionS + memoryBoundS + optimizerS + overheadS + tensorParallelS + pipelineS + bubbleS
            + dataParallelS + expertParallelS + contextParallelS + offloadS;
    }
};

/// Whole-run totals (present when the input has tokens).
struct RunTotals {
    double tokens = 0;
    double steps = 0;
    double trainDays = 0; ///< wall clock including failures and checkpoints
    double gpuHours = 0; ///< gpus x wall clock
    double gpuHoursIdeal = 0; ///< gpus x steps x iteration time (no failures)
    double goodput = 1; ///< gpuHoursIdeal / gpuHours
    double checkpointIntervalHours = 0;
    double jobMtbfHours = 0;
};

struct Estimate {
    Layout layout;
    bool layoutChosen = false; ///< some layout fields were chosen by the estimator
    ParameterCounts parameters;
    double trainableParameters = 0; ///< all parameters, or the LoRA adapters
    MemoryBreakdown memory;
    TimeBreakdown time;
    double iterationTimeS = 0;
    double tokensPerSecondPerGpu = 0;
    double modelTflopsPerGpu = 0; ///< PaLM model FLOPs (no recompute) per second per GPU
    double hardwareTflopsPerGpu = 0; ///< FLOPs actually executed (incl. recompute)
    double mfu = 0;
    double hfu = 0;
    double gemmEfficiency = 0; ///< calibrated matmul efficiency used
    /// The card's achievable matmul efficiency for the run's dtype (achievableGemmEfficiency):
    /// the ceiling of MFU, measured or pilot-corrected.
    double achievableMfu = 0;
    double peakTflops = 0;
    double modelFlopsPerToken = 0;
    QString network; ///< fabric used between nodes (empty: single node)
    std::optional<RunTotals> run;
    QStringList assumptions; ///< defaults that were applied, for the user to see
    Stack stack = Stack::Unknown; ///< the input's training stack (TrainingSpec::stack)
    /// The band of the known stack class whose median factor scaled the throughput (stackbands.h);
    /// empty when the stack is unknown or a pilot-run correction measured the user's own stack.
    std::optional<StackBand> efficiencyBand;
};

/// Estimates a training run. Layout fields left empty are chosen for the best throughput
/// that fits in memory; given fields are validated (every problem reported at once).
Expected<Estimate> estimate(const EstimateInput &input, const Catalog &catalog = Catalog::builtIn());

/// Work done by the layout search of one estimate() call.
struct SearchStats {
    qint64 layoutsEvaluated = 0; ///< layouts whose memory and step time were computed
};

/// estimate() that also adds the number of layouts the search evaluated to `stats` (for the
/// planner's throughput report; 0 when the request fixes the whole layout).
Expected<Estimate> estimate(const EstimateInput &input, SearchStats &stats, const Catalog &catalog = Catalog::builtIn());

/// Chooses the fastest layout that fits, keeping the fields the request fixes.
Expected<Layout> chooseLayout(const EstimateInput &input, const Catalog &catalog = Catalog::builtIn());

/// Checks a complete layout against the model, run and hardware; every problem at once.
Errors validateLayout(const EstimateInput &input, const Layout &layout, const Catalog &catalog = Catalog::builtIn());

/// Tokens per step of the default global batch on `gpus` GPUs: 4M (2^22) up to 512 GPUs, then
/// growing with the square root of the GPU count (4M x sqrt(gpus / 512)), as the published runs of
/// that scale do: BLOOM 4M tokens on 384 A100 (tr11 README), Megatron-LM's 1T model 6.3M on 3,072
/// (Narayanan et al. 2021 Table 1), Nemotron-4 340B 9.4M on 6,144 H100 (its report, as recalled),
/// DeepSeek-V3 12.6M rising to 63M on 2,048 H800 (arXiv 2412.19437 section 4.2), Llama 3 405B 16M on
/// 16,384 H100 (arXiv 2407.21783 section 3.4.1). The rule sits between them (8M at 2,048, 22.6M at
/// 16,384 before the cap); TrainingSpec::maxTokensPerStep (16M by default) caps it. Assumption.
double defaultBatchTokens(int gpus);

/// Global batch (sequences) used when none is given: defaultBatchTokens(gpus) (about 4M tokens up to
/// 512 GPUs), rounded up to a multiple of micro-batch x dp (assumption; Llama 2 and 3 used 4M-token
/// batches at their smaller scales). gpus 0: the 4M batch.
int defaultGlobalBatch(int seqLen, int microBatch, int dp, int gpus = 0);

VendorFamily vendorFamily(const Accelerator &a);

/// The smallest GPU count that fits, with its estimate (`estimate --min-gpus`).
struct MinimumGpus {
    int gpus = 0;
    Estimate estimate;
};
/// Tries 1 ... `maxGpus` GPUs (every count up to a node, then whole nodes) with the layout
/// fields the request fixes; the first count whose best layout fits wins. Fails when none fits.
Expected<MinimumGpus> minimumGpus(const EstimateInput &input, int maxGpus, const Catalog &catalog = Catalog::builtIn());

} // namespace cp::estimate
