#pragma once
// Internal to core/estimate: what estimate(), the layout search and the step-time and memory
// models share. Resolved holds an input's figures once (no strings, no containers), so the hot
// path of the layout search reads only it; the functions below evaluate one layout on it.
//   resolve.cpp        an input's figures (Resolved)
//   stepmemory.cpp     memory per GPU of a layout (memoryOf)
//   steptime.cpp       step time per operator (timeOf) and the optimizer and offload terms
//   communication.cpp  the step's collectives: TP, EP, CP, PP and DP
//   layoutsearch.cpp   the layouts tried, their checks and the search
//   estimate.cpp       evaluate(), estimate() and its report (assumptions, run totals)

#include "core/estimate/checks.h"
#include "core/estimate/estimate.h"
#include "core/estimate/formulas.h"
#include "core/estimate/hardwaredata.h"
#include "core/estimate/stackbands.h"

#include <algorithm>

namespace cp::estimate::internal {

constexpr double kTokensPerDefaultBatch = 4194304.0; // 2^22, see defaultGlobalBatch()

/// Everything the per-layout evaluation needs, resolved once per input (no strings, no
/// containers): the hot path of the layout search reads only this.
struct Resolved {
    // model
    double layers = 0, hidden = 0, heads = 0, kvRatio = 1, ffnRatio = 4, vocab = 0;
    bool gated = false;
    int headsInt = 1, layersInt = 1, experts = 0;
    double layerParams = 0; ///< average parameters per layer (attention, norms, FFN incl. all experts)
    double expertParamsPerLayer = 0; ///< average routed-expert parameters per layer (sharded by EP)
    double embeddingMatrix = 0; ///< V x h
    bool tied = false;
    double adapterParamsPerLayer = 0;
    double loraRank = 16;
    double modelFlopsPerToken = 0; ///< PaLM model FLOPs for the mode
    double matmulFlopsPerToken = 0;
    double attentionFlopsPerToken = 0;
    double recomputeFullExtra = 0; ///< extra FLOPs per token of full recompute (one forward)
    double recomputeSelectiveExtra = 0;
    double recomputeSelectiveOpExtra = 0; ///< torchtitan op-level selective recompute: half the forward GEMMs
    // per-operator shapes (timeOf): widths per layer before tensor parallelism
    double qkvWidth = 0; ///< output width of the fused input projection(s) of attention
    double attnOutIn = 0; ///< input width of the attention output projection
    /// Query width over the residual stream's, heads x head dim / h (1 without head_dim and with MLA,
    /// whose latent projections are approximated by the parameter count)
    double queryRatio = 1;
    double ffnWidth = 0; ///< dense FFN width
    double denseLayerShare = 1; ///< share of the layers with a dense FFN (MoE: the leading dense layers)
    double expertFfn = 0; ///< one expert's FFN width
    double sharedFfn = 0; ///< shared experts' total FFN width per MoE layer
    int topK = 0;
    double kvWidth = 0; ///< K (or V) width per token: kvHeads x head dim (MLA: the latent + RoPE key)
    double attnQkWidth = 0; ///< heads x (query-key dim) of the attention scores
    double attnVWidth = 0; ///< heads x value dim
    double modelAttentionFlopsPerToken = 0; ///< attention-score FLOPs per token, fwd + bwd, as MFU counts them
    bool fp8 = false;
    double bf16Peak = 0; ///< attention runs at the BF16 peak even in FP8 runs
    double gemmEfficiencyLarge = 0.7; ///< large-shape efficiency x derate (no by-shape table)
    const GemmTable *gemmTable = nullptr; ///< measured efficiency by shape of the linear GEMMs' dtype
    double gemmDerate = 1; ///< fraction of the isolated-GEMM rate reached inside a training step
    double scaleUpBusBwCrossSocket = 0; ///< PCIe rings over more than 4 GPUs cross the CPU socket
    double attentionEfficiency = 0.4;
    double memoryBw = 0; ///< achievable HBM bytes/s (bandwidth x efficiency)
    double scaleUpBusBw = 0; ///< bytes/s achievable by an all-reduce inside a node
    double scaleUpLinkBw = 0; ///< bytes/s of the other collectives inside a node (no in-switch reduction)
    double interNodeBusBw = 0; ///< bytes/s per GPU across nodes
    double alphaScaleUp = 0, alphaNetwork = 0;
    bool pcie = false; ///< the scale-up path is PCIe (TP traffic cannot be overlapped)
    TpOverlap tpOverlap = TpOverlap::Async;
    EpOverlap epOverlap = EpOverlap::None; ///< None or Async (Auto resolved by the framework)
    bool epOverlapAuto = false; ///< chosen for the framework: not applied with full recompute
    EpDispatch epDispatch = EpDispatch::AllToAll;
    ExpertRouting routing = ExpertRouting::Spread;
    MoeSchedule moeSchedule = MoeSchedule::Dropless;
    Framework framework = Framework::Megatron;
    double frameworkOverhead = 0; ///< the stack's share of compute time outside the kernels
    double layerOverheadUs = 0; ///< the stack's fixed cost per layer and micro-batch
    double dataBytes = 2; ///< bytes per activation element moved by memory-bound kernels
    // run
    TrainingMode mode = TrainingMode::Pretrain;
    Precision precision = Precision::Bf16;
    formulas::StateBytes stateBytes;
    double seq = 0;
    int seqInt = 0;
    double attendedKeys = 0; ///< keys a query attends, mean over layers and positions (model.h)
    int globalBatch = 0;
    double maxTokensPerStep = 0; ///< cap of a rounded-up default batch (TrainingSpec)
    bool flash = true;
    double activationBytesFactor = 1;
    bool dropout = false;
    bool frozenMlp = false; ///< LoRA on attention only: the MLP keeps no weight-gradient inputs
    Offload offload = Offload::None;
    bool pagedOptimizer = false;
    bool physicalFit = false; ///< LayoutRequest::physicalFit
    double hostBytesPerParam = 0; ///< offloaded bytes per trainable parameter (optimizer.h)
    formulas::StateBytes adapterStateBytes = formulas::kAdapterStateBytes;
    double frozenParams = 0; ///< parameters whose weights are read every pass (QLoRA dequantisation)
    double logitsBytesPerElement = 6; ///< calibrated, or a fused or 16-bit loss's count
    double unquantisedBytes = formulas::kQloraUnquantisedBytes; ///< QLoRA's embeddings, output layer, norms
    bool foreachStepTemporary = true; ///< AdamW/SGD: torch's foreach step allocates a states-sized list
    double stateElementBytes = 4; ///< bytes of one optimizer-state element (fp32, or bf16 without master weights)
    // hardware
    int gpus = 1;
    int gpusPerNode = 8;
    double peakFlops = 0;
    double capacityBytes = 0; ///< usable memory as the framework sees it
    double memoryBandwidth = 0; ///< bytes/s
    double hostLinkBandwidth = 0; ///< bytes/s per GPU and direction
    double hostMemoryGiB = 0; ///< per node
    Calibration cal;
    double efficiencyCeiling = 0.5;
    double throughputCorrection = 1; ///< EstimateInput's pilot correction
    /// The stack class's median factor (stackbands.h); 1 when the stack is unknown or a pilot
    /// correction measured the user's own stack.
    double stackFactor = 1;
    double memoryCorrection = 1;
    double achievableMfu = 1; ///< achievableGemmEfficiency: what a corrected MFU is capped at
};

struct Evaluation {
    MemoryBreakdown memory;
    TimeBreakdown time;
    double iterationS = 0;
    double efficiency = 0;
    double hardwareFlopsPerToken = 0;
    bool correctionCapped = false; ///< the pilot correction (or the stack factor) was capped at the achievable MFU
};

inline bool isLora(TrainingMode m) { return m == TrainingMode::Lora || m == TrainingMode::Qlora; }

/// An input's figures on its accelerator and, across nodes, its fabric (resolve.cpp).
Resolved resolve(const EstimateInput &in, const Accelerator &acc, const Fabric *fabric);

inline formulas::LayerShape layerShape(const Resolved &r, int microBatch, int cp)
{
    formulas::LayerShape s;
    s.seq = r.seq / std::max(1, cp); // context parallelism splits the sequence
    s.microBatch = microBatch;
    s.hidden = r.hidden;
    s.heads = r.heads;
    s.kvRatio = r.kvRatio;
    s.queryRatio = r.queryRatio;
    s.ffnRatio = r.ffnRatio;
    s.gated = r.gated;
    s.dropout = r.dropout;
    s.frozenMlp = r.frozenMlp;
    s.gemmInputBytes = r.fp8 ? 1.0 : 2.0; // FP8 GEMMs keep their inputs' FP8 copy (formulas.h)
    return s;
}

/// Layers on the busiest pipeline stage: ceil(L / (p v)) * v (uneven stages put the
/// remainder on some stages, as Llama 3 did with 126 layers on 16 stages).
inline double stageLayers(const Resolved &r, const Layout &l)
{
    const int chunks = l.pp * l.interleave;
    return double((r.layersInt + chunks - 1) / chunks) * l.interleave;
}

inline int expertParallel(const Resolved &r, const Layout &l) { return r.experts > 1 ? std::max(1, l.ep) : 1; }
/// Tensor parallelism of the experts (Megatron-Core --expert-tensor-parallel-size): the experts
/// are split like the dense layers while EP fits in the data-parallel ranks (EP x ETP x EDP = TP x
/// CP x DP); an EP group that spans TP ranks keeps each expert whole (ETP = 1).
inline int expertTensorParallel(const Resolved &r, const Layout &l)
{
    const int ep = expertParallel(r, l);
    return (l.dp * l.cp) % ep == 0 ? l.tp : 1;
}
/// Ranks that hold the same expert shard (expert data parallelism).
inline int expertDataParallel(const Resolved &r, const Layout &l)
{
    return std::max(1, l.tp * l.cp * l.dp / (expertParallel(r, l) * expertTensorParallel(r, l)));
}

/// Parameters of the busiest stage held by one GPU before ZeRO sharding, without the routed
/// experts (expertParamsPerGpu) and with them (stageParamsPerGpu).
inline double denseParamsPerGpu(const Resolved &r, const Layout &l)
{
    const double embeddingOnStage = (l.pp == 1 && !r.tied) ? 2.0 * r.embeddingMatrix : r.embeddingMatrix;
    return (stageLayers(r, l) * r.layerParams + embeddingOnStage) / l.tp;
}
/// Routed-expert parameters on one GPU: the stage's experts split over EP (and TP).
inline double expertParamsPerGpu(const Resolved &r, const Layout &l)
{
    return stageLayers(r, l) * r.expertParamsPerLayer / expertParallel(r, l) / expertTensorParallel(r, l);
}
inline double stageParamsPerGpu(const Resolved &r, const Layout &l) { return denseParamsPerGpu(r, l) + expertParamsPerGpu(r, l); }

/// One micro-batch on one GPU of the slowest pipeline stage: the shape timeOf's terms share
/// (steptime.cpp) and what its compute took, which the collectives hide behind (communication.cpp).
struct MicroBatch {
    int m = 1; ///< micro-batches per step
    double t = 1; ///< tensor parallelism
    double tokens = 0; ///< tokens per GPU and micro-batch (CP splits the sequence)
    double stage = 0; ///< layers on the busiest stage
    int ep = 1;
    double moeShare = 0; ///< share of the layers with routed experts
    double etp = 1; ///< expert tensor parallelism
    /// Routed tokens one GPU sends to its experts per MoE layer and micro-batch: with ETP = TP every
    /// TP rank computes its 1/t slice for all tokens; with ETP = 1 each rank routes its 1/t share of
    /// the tokens to whole experts (same FLOPs, other shapes). The expert GEMMs and the EP
    /// all-to-all both use it.
    double routedTokens = 0;
    bool lora = false;
    double backward = 2; ///< backward GEMMs per forward GEMM (1 with frozen weights)
    double recomputeFwd = 0; ///< 1 with full recompute
    bool opSelective = false; ///< torchtitan's op-level selective recompute
    double gemmRecompute = 0; ///< share of the forward GEMMs run again
    double elementwiseRecompute = 0; ///< share of the memory-bound ops run again
    double sp = 1; ///< t with sequence parallelism, else 1
    double ffnActive = 0; ///< FFN width a token passes through per layer (dense and routed)
    // the micro-batch's compute (steptime.cpp)
    double layerGemmS = 0; ///< the stage's layers' linear GEMMs
    double attentionS = 0; ///< the stage's attention core
    double expertLaunchS = 0; ///< the experts' host work
    double computeS = 0; ///< all of its compute: GEMMs, attention, memory-bound kernels, overhead
};

/// The step's collectives per micro-batch (communication.cpp): exposed tensor-, expert- and
/// context-parallel time; the pipeline's transfers and bubble (added to `tb`); the exposed
/// data-parallel time of the step.
double tensorParallelS(const Resolved &r, const Layout &l, const MicroBatch &b);
double expertParallelS(const Resolved &r, const Layout &l, const MicroBatch &b);
double contextParallelS(const Resolved &r, const Layout &l, const MicroBatch &b);
void addPipeline(const Resolved &r, const Layout &l, const MicroBatch &b, TimeBreakdown &tb);
double dataParallelS(const Resolved &r, const Layout &l, const MicroBatch &b);

/// The catalog entries an input names (estimate.cpp): its accelerator and the fabric between nodes.
struct HardwareRefs {
    const Accelerator *accelerator = nullptr;
    const Fabric *fabric = nullptr;
    QString fabricId;
};
/// The input's model, hardware and run checked, and its catalog entries found.
Expected<HardwareRefs> resolveHardware(const EstimateInput &in, const Catalog &catalog);

struct Choice {
    Layout layout;
    double score = -1;
    double memoryGiB = 0;
};

struct SearchResult {
    Choice best; ///< fastest layout that fits (score > 0 when found)
    Choice smallest; ///< least memory among valid layouts (memoryGiB < 0 when none is valid)
    qint64 evaluated = 0; ///< layouts whose memory and time were evaluated
};

/// The layout search (layoutsearch.cpp): the global batch of a layout (the input's, or the default
/// near kTokensPerDefaultBatch); the request's fixed fields checked one by one before the search
/// (so a bad --tp is reported as such and not as "no valid layout"); the search; its error when no
/// layout is valid or fits.
Layout completeBatch(Layout l, const Resolved &r);
Errors validateRequest(const EstimateInput &in, int perNode);
/// Enumerates tp x pp x ZeRO x recompute x micro-batch (the fields the request leaves open)
/// and keeps the fastest layout that fits. Pure arithmetic on `Resolved`; no allocation in
/// the inner loops.
SearchResult searchLayouts(const Resolved &r, const LayoutRequest &req);
Error noLayoutError(const Resolved &r, const SearchResult &found);

/// Memory per GPU of one layout (stepmemory.cpp).
MemoryBreakdown memoryOf(const Resolved &r, const Layout &l);
/// The P10/P50/P90 of the device peak (calibration.h kMemoryResidual*), floored at the states and
/// the memory outside the allocator.
void setBand(MemoryBreakdown &m);
/// The one fit rule (issue 47): fits when the device peak leaves marginPct of the usable memory
/// free or its P90 fits, never when its P50 or its device peak exceeds the usable memory; sets
/// fits and withinMargin. physicalFit (a run that ran): the device peak alone decides.
void applyFitRule(MemoryBreakdown &m, double marginPct, bool pagedOptimizer, bool physicalFit = false);
/// Step time of one layout and the GEMM efficiency it reaches (steptime.cpp).
TimeBreakdown timeOf(const Resolved &r, const Layout &l, double &efficiency);
/// Memory, time and FLOPs of one layout, with the pilot correction applied (estimate.cpp).
Evaluation evaluate(const Resolved &r, const Layout &l);

} // namespace cp::estimate::internal
