#include "core/estimate/estimate.h"

#include "core/estimate/formulas.h"
#include "core/estimate/hardwaredata.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cp::estimate {

namespace {

constexpr double kTokensPerDefaultBatch = 4194304.0; // 2^22, see defaultGlobalBatch()
constexpr double kActivationBytesFactorFp32 = 2.0; // tf32 training stores 4-byte activations
constexpr int kMaxMicroBatch = 64;
constexpr int kMaxInterleave = 8;
/// Gradient bucket that stays exposed after the last backward: PyTorch DDP's bucket_cap_mb 25
/// (torch.nn.parallel.DistributedDataParallel); Megatron's buckets are of the same order.
constexpr double kGradientBucketBytes = 25e6;

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
    EpOverlap epOverlap = EpOverlap::None;
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
    double memoryCorrection = 1;
    double achievableMfu = 1; ///< achievableGemmEfficiency: what a corrected MFU is capped at
};

struct Evaluation {
    MemoryBreakdown memory;
    TimeBreakdown time;
    double iterationS = 0;
    double efficiency = 0;
    double hardwareFlopsPerToken = 0;
    bool correctionCapped = false; ///< the pilot correction was capped at the achievable MFU
};

bool isLora(TrainingMode m) { return m == TrainingMode::Lora || m == TrainingMode::Qlora; }

double logitsBytesPerElement(LossBuffers loss, const Calibration &c)
{
    switch (loss) {
    case LossBuffers::Fused:
        return formulas::kFusedLossBytesPerLogit;
    case LossBuffers::SixteenBit:
        return formulas::kSixteenBitLossBytesPerLogit;
    case LossBuffers::Upcast:
        break;
    }
    return c.logitsBytesPerElement;
}

double adapterParamsPerLayer(const ModelSpec &m, const TrainingSpec &t)
{
    const double h = m.hidden;
    const double kv = double(m.effectiveKvHeads()) * m.headDim();
    const double q = m.queryWidth();
    const double r = t.loraRank;
    // LoRA adds r x (d_in + d_out) per adapted matrix (Hu et al. 2021): q, k, v and o.
    double p = r * (h + q) + 2.0 * r * (h + kv) + r * (q + h);
    if (t.loraTargets == LoraTargets::AllLinear) {
        const double f = m.isMoe() ? m.moeFfn : m.effectiveFfn();
        p += (m.gated ? 3.0 : 2.0) * r * (h + f);
    }
    return p;
}

Resolved resolve(const EstimateInput &in, const Accelerator &acc, const Fabric *fabric)
{
    Resolved r;
    // The store refuses other factors; an unusable one is no correction.
    const auto factor = [](double f) { return std::isfinite(f) && f > 0 ? f : 1.0; };
    r.throughputCorrection = factor(in.throughputCorrection);
    r.memoryCorrection = factor(in.memoryCorrection);
    const ModelSpec &m = in.model;
    const TrainingSpec &t = in.training;
    const ParameterCounts p = parameterCounts(m);
    r.layers = m.layers;
    r.layersInt = m.layers;
    r.hidden = m.hidden;
    r.heads = m.heads;
    r.headsInt = m.heads;
    r.kvRatio = double(m.effectiveKvHeads()) / m.heads;
    r.ffnRatio = m.isMoe() ? double((m.topK + m.sharedExperts) * m.moeFfn) / m.hidden : double(m.effectiveFfn()) / m.hidden;
    r.gated = m.gated;
    r.vocab = m.vocab;
    r.experts = m.isMoe() ? m.experts : 0;
    r.embeddingMatrix = double(m.vocab) * m.hidden;
    r.tied = m.tiedEmbeddings;
    const double routed = m.isMoe() ? double(m.moeLayers()) * m.experts * p.expertFfn : 0.0;
    r.expertParamsPerLayer = routed / m.layers;
    r.layerParams = (p.total - p.embedding - m.hidden) / m.layers - r.expertParamsPerLayer;
    r.mode = t.mode;
    r.precision = t.precision;
    r.seq = t.seqLen;
    r.seqInt = t.seqLen;
    r.attendedKeys = attendedKeysPerQuery(m, t.seqLen);
    r.globalBatch = t.globalBatch;
    r.maxTokensPerStep = t.maxTokensPerStep;
    r.flash = t.flashAttention();
    r.activationBytesFactor = t.precision == Precision::Tf32 ? kActivationBytesFactorFp32 : 1.0;
    r.dropout = t.dropout > 0;
    r.frozenMlp = isLora(t.mode) && t.loraTargets == LoraTargets::Attention;
    r.offload = t.offload;
    r.pagedOptimizer = t.optimizer == Optimizer::PagedAdamW8bit;
    r.frozenParams = isLora(t.mode) ? p.total - p.embedding : 0.0;
    r.logitsBytesPerElement = logitsBytesPerElement(t.loss, in.calibration);
    r.unquantisedBytes = t.quantisedBase == QuantisedBase::Gptq ? formulas::kGptqUnquantisedBytes : formulas::kQloraUnquantisedBytes;
    r.foreachStepTemporary = t.optimizer == Optimizer::AdamW || t.optimizer == Optimizer::Sgd;
    r.stateElementBytes = t.masterWeights || t.precision == Precision::Tf32 || isLora(t.mode) ? 4.0 : 2.0;

    // FLOPs per token (see model.h). Frozen weights (LoRA/QLoRA) need no weight-gradient GEMMs:
    // 4 instead of 6 FLOPs per frozen parameter; adapters train fully.
    const double attention = trainingFlopsPerToken(m, p, t.seqLen) - 6.0 * p.activeMatmul;
    const double perMatmulParam = isLora(t.mode) ? 4.0 : 6.0;
    r.adapterParamsPerLayer = isLora(t.mode) ? adapterParamsPerLayer(m, t) : 0.0;
    r.loraRank = std::max(1, t.loraRank);
    r.matmulFlopsPerToken = perMatmulParam * p.activeMatmul + 6.0 * r.adapterParamsPerLayer * m.layers;
    r.attentionFlopsPerToken = attention;
    r.modelFlopsPerToken = r.matmulFlopsPerToken + attention;
    r.recomputeFullExtra = 2.0 * p.activeMatmul + attention / 3.0;
    r.recomputeSelectiveExtra = attention / 3.0;
    r.recomputeSelectiveOpExtra = p.activeMatmul;
    r.stateBytes = optimizer::stateBytes(t.precision, t.optimizer, t.masterWeights, t.fp32GradAccumulation, m.hidden);
    r.hostBytesPerParam = optimizer::hostBytesPerParam(r.stateBytes, t.offload);
    // Adapters: fp32 under PEFT mixed precision (LoRA), bf16 in the QLoRA recipe (qlora.py casts
    // the LoRA layers to bf16); their optimizer states follow --optimizer in fp32.
    const double adapterWeight = t.mode == TrainingMode::Qlora ? 2.0 : 4.0;
    r.adapterStateBytes = { adapterWeight, adapterWeight, optimizer::stateBytesPerParam(t.optimizer, 4.0, m.hidden) };

    r.gpus = in.hardware.gpus;
    r.gpusPerNode = in.hardware.gpusPerNode > 0 ? in.hardware.gpusPerNode : acc.gpusPerNode;
    r.peakFlops = acc.peakTflops(toString(t.precision)) * 1e12;
    // Usable memory in MiB as the vendor tool reports it (an 80 GB A100 shows 81,920 MiB, an L40S
    // 46,068 MiB); cards without the figure keep memory_gb read as GiB.
    r.capacityBytes = acc.usableMemoryMiB ? *acc.usableMemoryMiB * 1048576.0 : acc.memoryGB * units::kBytesPerGiB;
    r.memoryBandwidth = acc.memoryBandwidthTBps * 1e12;
    r.hostLinkBandwidth = acc.hostLinkGBps.value_or(optimizer::kDefaultHostLinkGBps) * 1e9;
    r.hostMemoryGiB = t.hostMemoryGiB > 0 ? t.hostMemoryGiB : acc.hostMemoryGiB.value_or(0.0);
    const double linkEff = in.calibration.linkEfficiency;
    r.cal = in.calibration;
    r.efficiencyCeiling = in.calibration.ceiling(vendorFamily(acc));

    // Per-operator shapes and rates (timeOf).
    const double h = m.hidden;
    const double headDim = m.headDim();
    const double vWidth = m.isMla() ? double(m.heads) * m.vHeadDim : m.queryWidth();
    r.attnOutIn = vWidth;
    r.queryRatio = m.isMla() ? 1.0 : m.queryWidth() / h;
    r.qkvWidth = std::max(h, (p.attentionPerLayer - vWidth * h) / h);
    r.attnQkWidth = m.isMla() ? double(m.heads) * (m.qkNopeHeadDim + m.qkRopeHeadDim) : m.queryWidth();
    r.attnVWidth = vWidth;
    r.kvWidth = m.isMla() ? (r.attnQkWidth + r.attnVWidth) / 2.0 : double(m.effectiveKvHeads()) * headDim;
    r.modelAttentionFlopsPerToken = attention;
    r.ffnWidth = m.effectiveFfn();
    r.denseLayerShare = m.isMoe() ? double(m.layers - m.moeLayers()) / m.layers : 1.0;
    r.expertFfn = m.isMoe() ? m.moeFfn : 0.0;
    r.sharedFfn = m.isMoe() ? double(m.sharedExperts) * m.moeFfn : 0.0;
    r.topK = m.isMoe() ? m.topK : 0;
    r.fp8 = t.precision == Precision::Fp8;
    r.bf16Peak = acc.peakTflops(QStringLiteral("bf16")) * 1e12;
    if (r.bf16Peak <= 0 || t.precision == Precision::Tf32 || t.precision == Precision::Fp16)
        r.bf16Peak = r.peakFlops;
    const VendorFamily family = vendorFamily(acc);
    // Linear GEMMs: the measured table of the card and dtype (gemm-efficiency.csv) by shape when
    // it has enough shapes, else its best measured point (or the vendor default) with the
    // default shape curve; FP8 without its own table: the BF16 figure x fp8GemmRatio. Times the
    // fitted in-step derate.
    r.gemmDerate = in.calibration.gemm(family);
    const GemmTable &bf16Table = gemmTable(acc.id, QStringLiteral("bf16"));
    const GemmTable &fp8Table = gemmTable(acc.id, QStringLiteral("fp8"));
    const GemmTable &table = r.fp8 && fp8Table.best > 0 ? fp8Table : bf16Table;
    const double best = achievableGemmEfficiency(acc.id, family, r.fp8, in.calibration.fp8GemmRatio);
    r.gemmTable = table.byShape() && !(r.fp8 && fp8Table.best <= 0) ? &table : nullptr;
    r.gemmEfficiencyLarge = best * r.gemmDerate;
    r.achievableMfu = best;
    // Attention kernels: FlashAttention-2 (PyTorch SDPA) in the PyTorch-native stacks, which on
    // Hopper reaches less of the peak than TransformerEngine's cuDNN fused attention (FA3-class),
    // unless the run calls TransformerEngine's attention (--attention te).
    r.framework = t.framework;
    const bool fa2 = t.framework == Framework::Fsdp && t.attention != AttentionKernel::Te;
    r.attentionEfficiency = family == VendorFamily::NvidiaHopper && fa2
        ? in.calibration.attentionHopperFa2
        : in.calibration.attention(family);
    r.frameworkOverhead = t.framework == Framework::Fsdp ? in.calibration.frameworkOverheadFsdp : in.calibration.frameworkOverhead;
    r.layerOverheadUs = t.framework == Framework::Fsdp ? in.calibration.layerOverheadUsFsdp : in.calibration.layerOverheadUs;
    r.memoryBw = r.memoryBandwidth * in.calibration.memoryBandwidthEfficiency;
    r.pcie = acc.scaleUpFabric.contains(QLatin1String("PCIe"), Qt::CaseInsensitive) || acc.scaleUpFabric.isEmpty();
    // Collectives: measured bus bandwidth and base latency per fabric (fabric-collectives.csv);
    // without a row, the datasheet's bidirectional scale-up rate halved (a ring uses one
    // direction) x linkEfficiency and the stated latencies. A ring step's latency is the base
    // latency over the 2 (n - 1) steps of the measured all-reduce.
    const double lineRateBus = acc.scaleUpBandwidthGBpsBidir.value_or(64.0) / 2.0 * 1e9 * linkEff;
    r.scaleUpBusBw = lineRateBus;
    r.scaleUpBusBwCrossSocket = r.pcie ? r.scaleUpBusBw / linkEff * in.calibration.pcieCrossSocketEfficiency : r.scaleUpBusBw;
    r.alphaScaleUp = r.pcie ? in.calibration.alphaPcieS : in.calibration.alphaScaleUpS;
    if (const CollectiveRate up = scaleUpRate(acc.id, false); up.busBytesPerS > 0) {
        r.scaleUpBusBw = up.busBytesPerS;
        if (up.baseLatencyS > 0 && up.gpusInTest > 1)
            r.alphaScaleUp = up.baseLatencyS / (2.0 * (up.gpusInTest - 1));
    }
    if (const CollectiveRate x = scaleUpRate(acc.id, true); r.pcie && x.busBytesPerS > 0)
        r.scaleUpBusBwCrossSocket = x.busBytesPerS;
    // NVLink SHARP (NVLS) reduces inside the switch and lifts only the all-reduce above the link's
    // rate (H100: 480 GB/s bus bandwidth on a 450 GB/s link); all-to-all, reduce-scatter,
    // all-gather and point-to-point move at most the line rate less NCCL's protocol overhead
    // ("~20%: an effective NVLink bandwidth of 370GB/s ... when running non-allreduce
    // operations", NCCL maintainer, NVIDIA/nccl-tests issue 212).
    r.scaleUpLinkBw = std::min(r.scaleUpBusBw, lineRateBus);
    r.interNodeBusBw = (fabric ? fabric->perGpuGbps : 100.0) * 1e9 / 8.0 * linkEff;
    r.alphaNetwork = in.calibration.alphaNetworkS;
    if (const CollectiveRate out = fabric ? scaleOutRate(fabric->id) : CollectiveRate {}; out.busBytesPerS > 0) {
        r.interNodeBusBw = out.perNode ? out.busBytesPerS / 8.0 : out.busBytesPerS;
        const int nodes = std::max(2, out.gpusInTest / 8);
        if (out.baseLatencyS > 0)
            r.alphaNetwork = out.baseLatencyS / (2.0 * (nodes - 1));
    }
    r.tpOverlap = t.tpOverlap;
    r.epOverlap = t.epOverlap;
    r.epDispatch = t.epDispatch;
    r.routing = t.routing;
    r.moeSchedule = t.moeSchedule;
    r.dataBytes = t.precision == Precision::Tf32 ? 4.0 : 2.0;
    return r;
}

formulas::LayerShape layerShape(const Resolved &r, int microBatch, int cp)
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
    return s;
}

/// Layers on the busiest pipeline stage: ceil(L / (p v)) * v (uneven stages put the
/// remainder on some stages, as Llama 3 did with 126 layers on 16 stages).
double stageLayers(const Resolved &r, const Layout &l)
{
    const int chunks = l.pp * l.interleave;
    return double((r.layersInt + chunks - 1) / chunks) * l.interleave;
}

int expertParallel(const Resolved &r, const Layout &l) { return r.experts > 1 ? std::max(1, l.ep) : 1; }
/// Tensor parallelism of the experts (Megatron-Core --expert-tensor-parallel-size): the experts
/// are split like the dense layers while EP fits in the data-parallel ranks (EP x ETP x EDP = TP x
/// CP x DP); an EP group that spans TP ranks keeps each expert whole (ETP = 1).
int expertTensorParallel(const Resolved &r, const Layout &l)
{
    const int ep = expertParallel(r, l);
    return (l.dp * l.cp) % ep == 0 ? l.tp : 1;
}
/// Ranks that hold the same expert shard (expert data parallelism).
int expertDataParallel(const Resolved &r, const Layout &l)
{
    return std::max(1, l.tp * l.cp * l.dp / (expertParallel(r, l) * expertTensorParallel(r, l)));
}

/// Parameters of the busiest stage held by one GPU before ZeRO sharding, without the routed
/// experts (expertParamsPerGpu) and with them (stageParamsPerGpu).
double denseParamsPerGpu(const Resolved &r, const Layout &l)
{
    const double embeddingOnStage = (l.pp == 1 && !r.tied) ? 2.0 * r.embeddingMatrix : r.embeddingMatrix;
    return (stageLayers(r, l) * r.layerParams + embeddingOnStage) / l.tp;
}
/// Routed-expert parameters on one GPU: the stage's experts split over EP (and TP).
double expertParamsPerGpu(const Resolved &r, const Layout &l)
{
    return stageLayers(r, l) * r.expertParamsPerLayer / expertParallel(r, l) / expertTensorParallel(r, l);
}
double stageParamsPerGpu(const Resolved &r, const Layout &l) { return denseParamsPerGpu(r, l) + expertParamsPerGpu(r, l); }

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
    const double inFlight = l.pp == 1 ? 1.0 : std::min(m, l.pp) * formulas::interleaveMemoryFactor(l.pp, l.interleave);
    double activations = formulas::layerActivationBytes(shape, l.tp, l.sequenceParallel, l.recompute, r.flash)
        * layersPerStage * inFlight;
    if (l.recompute == Recompute::Full)
        activations += formulas::recomputeWorkingSetBytes(shape, l.tp, l.sequenceParallel, r.flash);
    activations *= r.activationBytesFactor;
    // Vocabulary-parallel logits on the last stage (Megatron splits the output layer over t).
    const double logits = r.seq / l.cp * l.microBatch * r.vocab * r.logitsBytesPerElement / t;
    // Optimizer step temporaries: torch's default foreach AdamW/SGD allocates one tensor list of
    // the states' size for the whole parameter group (sqrt(v) in AdamW: torch/optim/adamw.py
    // _multi_tensor_adamw), in the states' precision; bitsandbytes' 8-bit and Adafactor kernels
    // work block by block (none); nothing on the device when the CPU steps.
    const double trainableOnGpu = isLora(r.mode) ? layersPerStage * r.adapterParamsPerLayer / t : stageParams;
    const double stepTemp = offloadOptimizer || !r.foreachStepTemporary
        ? 0.0
        : trainableOnGpu * r.stateElementBytes / (l.zero >= 1 ? l.dp : 1);

    const double gib = units::kBytesPerGiB;
    const double context = r.cal.contextGiB * gib;
    const double frag = r.cal.fragmentation;
    // Phase 1, forward/backward: states + activations + logits + gathered weights.
    const double fwdTransient = activations + logits + gatherBuffer;
    const double fwdPeak = states.total() + fwdTransient * (1.0 + frag) + context;
    // Phase 2, optimizer step: activations are freed; states + step temporaries.
    const double stepPeak = states.total() + stepTemp * (1.0 + frag) + context;
    const bool stepIsPeak = stepPeak > fwdPeak;
    const double transient = stepIsPeak ? stepTemp : fwdTransient;

    mem.weightsGiB = states.weights / gib;
    mem.gradientsGiB = states.gradients / gib;
    mem.optimizerGiB = states.optimizer / gib;
    mem.modelStatesGiB = states.total() / gib;
    mem.activationsGiB = stepIsPeak ? 0.0 : activations / gib;
    mem.logitsGiB = stepIsPeak ? 0.0 : logits / gib;
    mem.zero3GatherGiB = stepIsPeak ? 0.0 : gatherBuffer / gib;
    mem.optimizerStepGiB = stepIsPeak ? stepTemp / gib : 0.0;
    mem.transientGiB = transient / gib;
    mem.contextGiB = r.cal.contextGiB;
    mem.fragmentationGiB = frag * transient / gib;
    mem.overheadGiB = mem.contextGiB + mem.fragmentationGiB + mem.zero3GatherGiB + mem.optimizerStepGiB;
    // Saving a checkpoint under ZeRO-3 gathers one layer at a time in 16-bit (DeepSpeed
    // stage3_gather_16bit_weights_on_model_save, FSDP full state dict); other layouts copy the
    // local shards to the host.
    mem.checkpointSaveGiB = l.zero >= 3 && l.dp > 1 ? (r.layerParams / t) * r.stateBytes.weights / gib : 0.0;
    mem.totalGiB = std::max(fwdPeak, stepPeak) / gib;
    mem.capacityGiB = r.capacityBytes / gib;
    mem.usableGiB = mem.capacityGiB * (1.0 - r.cal.headroom);
    // Paged 8-bit optimizer states live in unified memory and are evicted to the host when the
    // device runs short (bitsandbytes paged optimizers), so they do not make a layout fail.
    const double pageable = r.pagedOptimizer ? mem.optimizerGiB : 0.0;
    mem.fits = mem.totalGiB - pageable <= mem.usableGiB;
    const int gpusOnNode = std::min(r.gpus, r.gpusPerNode);
    mem.forwardBuffersGiB = (activations + gatherBuffer) / gib;
    mem.forwardLogitsGiB = logits / gib;
    mem.stepBuffersGiB = stepTemp / gib;
    mem.hostNeededGiB = hostBytes * gpusOnNode / gib;
    mem.hostAvailableGiB = r.hostMemoryGiB;
    mem.hostFits = hostBytes <= 0 || r.hostMemoryGiB <= 0 || mem.hostNeededGiB <= r.hostMemoryGiB;
    mem.fits = mem.fits && mem.hostFits;
    return mem;
}

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

/// Bus bandwidth (bytes/s) of a collective over `ranks` GPUs inside one node: the scale-up fabric,
/// or PCIe, whose rings cross the CPU socket beyond 4 GPUs (calibration.h pcieCrossSocketEfficiency).
/// `kind` All-reduce may use in-switch reduction (NVLink SHARP); every other collective moves
/// its bytes over the links.
enum class Collective { AllReduce,
    Other };
double scaleUpBus(const Resolved &r, int ranks, Collective kind = Collective::AllReduce)
{
    const double bus = kind == Collective::AllReduce ? r.scaleUpBusBw : r.scaleUpLinkBw;
    return r.pcie && ranks > 4 ? std::min(r.scaleUpBusBwCrossSocket, bus) : bus;
}

/// All-reduce of `bytes` over `ranks` GPUs of which `local` share a node: one ring on the scale-up
/// fabric inside a node, hierarchical across nodes (formulas::hierarchicalAllReduceS). With `kind`
/// Other, the same bytes as a reduce-scatter plus an all-gather (ZeRO, FSDP, Megatron's
/// distributed optimizer), which no in-switch reduction speeds up.
double allReduceS(const Resolved &r, double bytes, int ranks, int local, Collective kind = Collective::AllReduce)
{
    if (ranks <= 1 || bytes <= 0)
        return 0.0;
    local = std::clamp(local, 1, ranks);
    if (local >= ranks)
        return formulas::ringAllReduceS(bytes, ranks, scaleUpBus(r, ranks, kind), r.alphaScaleUp);
    return formulas::hierarchicalAllReduceS(bytes, local, ranks / local, scaleUpBus(r, local, kind), r.alphaScaleUp,
        r.interNodeBusBw, r.alphaNetwork);
}

/// Step time of one layout, operator by operator (issue 19): per micro-batch on one GPU of the
/// slowest pipeline stage, linear GEMMs (roofline per GEMM by shape), the attention core, memory-
/// bound kernels at HBM bandwidth and a fixed cost per layer; then the step's collectives, each as
/// latency + bytes / bus bandwidth, exposed where the framework cannot hide them.
TimeBreakdown timeOf(const Resolved &r, const Layout &l, double &efficiency)
{
    TimeBreakdown tb;
    const int m = l.microBatchesPerStep();
    const double t = l.tp;
    const double tokens = r.seq / l.cp * l.microBatch; // tokens per GPU and micro-batch (CP splits the sequence)
    const double stage = stageLayers(r, l);
    const int ep = expertParallel(r, l);
    const double moeShare = 1.0 - r.denseLayerShare;
    // Routed tokens one GPU sends to its experts per MoE layer and micro-batch: with ETP = TP every
    // TP rank computes its 1/t slice for all tokens; with ETP = 1 each rank routes its 1/t share of
    // the tokens to whole experts (same FLOPs, other shapes). The expert GEMMs and the EP
    // all-to-all both use it.
    const double etp = expertTensorParallel(r, l);
    const double routedTokens = tokens * r.topK * etp / t;
    const bool lora = isLora(r.mode);
    const double gemmBytes = r.fp8 ? 1.0 : r.dataBytes;
    auto gemm = [&r, gemmBytes](double rows, double cols, double inner) {
        if (r.gemmTable)
            return formulas::gemmRooflineSeconds(rows, cols, inner, r.peakFlops,
                r.gemmTable->at(rows, cols, inner) * r.gemmDerate, gemmBytes, r.memoryBw);
        return formulas::gemmSeconds(rows, cols, inner, r.peakFlops, r.gemmEfficiencyLarge, gemmBytes, r.memoryBw);
    };

    // --- linear layers: forward GEMMs of one layer (M = tokens, or tokens routed per expert) ---
    const double ffnMats = r.gated ? 2.0 : 1.0; // fused gate + up projection
    const double attnFwd = gemm(tokens, r.qkvWidth / t, r.hidden) + gemm(tokens, r.hidden, r.attnOutIn / t);
    const double denseFfnFwd = gemm(tokens, ffnMats * r.ffnWidth / t, r.hidden) + gemm(tokens, r.hidden, r.ffnWidth / t);
    double moeFfnFwd = 0;
    double expertLaunchFwd = 0;
    if (r.experts > 1) {
        const double perExpert = routedTokens * ep / r.experts; // GEMM M of one local expert
        const double localExperts = double(r.experts) / ep;
        // The local experts run as one grouped GEMM (Megatron-Core moe_grouped_gemm, TE
        // GroupedLinear, Automodel's gmm experts): its tiles come from all their rows at once, so
        // its rate is that of perExpert x localExperts rows, not of one expert's.
        const double grouped = perExpert * localExperts;
        moeFfnFwd = gemm(grouped, ffnMats * r.expertFfn / etp, r.hidden) + gemm(grouped, r.hidden, r.expertFfn / etp)
            + gemm(tokens, r.experts, r.hidden);
        // Host work of the experts' GEMMs (calibration.h expertOverheadUs). Megatron-Core's
        // TEGroupedMLP calls TransformerEngine's GroupedLinear, which issues a GEMM, with its
        // host-side setup, per local expert (general_grouped_gemm). The PyTorch-native stacks call
        // one grouped GEMM per weight for all local experts (NeMo Automodel's GroupedExpertsDeepEP:
        // grouped_gemm ops.gmm, whose default build loops over the experts in C++, or
        // torch._grouped_mm), so they pay it once per weight, not once per expert.
        const double launchGroups = r.framework == Framework::Fsdp ? 1.0 : localExperts;
        expertLaunchFwd = launchGroups * 3.0 * r.cal.expertOverheadUs * 1e-6;
        if (r.sharedFfn > 0)
            moeFfnFwd += gemm(tokens, ffnMats * r.sharedFfn / t, r.hidden) + gemm(tokens, r.hidden, r.sharedFfn / t);
    }
    double layerFwd = attnFwd + r.denseLayerShare * denseFfnFwd + moeShare * moeFfnFwd;
    // LoRA adapters: the rank-r matmuls as GEMMs of N = rank (2 x tokens x adapter parameters FLOPs).
    const double adapterFwd = lora ? gemm(tokens, r.loraRank, r.adapterParamsPerLayer / (r.loraRank * t)) : 0.0;
    // Backward: input gradient and weight gradient GEMMs of the same size; frozen weights (LoRA)
    // need no weight gradient. Full recompute runs the forward GEMMs once more.
    const double backward = lora ? 1.0 : 2.0;
    const double recomputeFwd = l.recompute == Recompute::Full ? 1.0 : 0.0;
    // torchtitan's op-level selective recompute saves every other matmul output and the attention
    // output, so half the forward GEMMs and every memory-bound op run again (torchtitan
    // parallelize: _save_list, "save every other mm"); Megatron's selective recompute redoes only
    // the attention core.
    const bool opSelective = l.recompute == Recompute::Selective && r.framework == Framework::Fsdp;
    const double gemmRecompute = opSelective ? 0.5 : recomputeFwd;
    const double elementwiseRecompute = opSelective ? 1.0 : recomputeFwd;
    const double headFwd = gemm(tokens, r.vocab / t, r.hidden); // output layer on the last stage
    const double layerGemmS = stage * (layerFwd * (1.0 + backward + gemmRecompute) + adapterFwd * (3.0 + gemmRecompute));
    const double gemmS = layerGemmS + headFwd * (1.0 + backward);

    // --- attention core: causal FlashAttention FLOPs (half of the s x s scores; a sliding window
    // skips the key blocks outside it), backward 2.5x the forward (Dao 2023, FlashAttention-2
    // section 3.2: 5 matmuls instead of 2), BF16 even in FP8 runs. Eager attention computes and
    // masks every score.
    const double qkv = (r.attnQkWidth + r.attnVWidth) / t;
    double attnFwdS = r.flash ? tokens * 2.0 * r.attendedKeys * qkv / (r.bf16Peak * r.attentionEfficiency)
                              : 2.0 * tokens * r.seq * qkv / (r.bf16Peak * r.cal.gemm(VendorFamily::Other));
    const double attnPasses = (r.flash ? 3.5 : 3.0) + (l.recompute == Recompute::None || opSelective ? 0.0 : 1.0);
    const double attentionS = stage * attnFwdS * attnPasses;

    // --- memory-bound kernels: elements read + written per token and layer in the forward
    // (Korthikanti et al. 2022 section 4 lists the same ops): two norms (2 x 2h), two residual adds
    // (2 x 3h), replicated over TP ranks unless SP splits them; rotary on Q and K; the activation
    // (SwiGLU reads 2f, writes f); dropout; MoE token permutation; eager softmax. Backward ~2x.
    const double sp = l.sequenceParallel ? t : 1.0;
    const double ffnActive = r.denseLayerShare * r.ffnWidth + moeShare * (r.topK * r.expertFfn + r.sharedFfn);
    double elements = 10.0 * r.hidden / sp + 2.0 * (r.queryRatio * r.hidden + r.kvWidth) / t + (r.gated ? 3.0 : 2.0) * ffnActive / t
        + moeShare * 4.0 * r.topK * r.hidden;
    if (r.dropout)
        elements += 5.0 * r.hidden / sp;
    if (!r.flash)
        elements += 3.0 * r.heads * r.seq / t;
    double layerBytes = elements * r.dataBytes * (3.0 + elementwiseRecompute);
    // FP8: each linear input cast to FP8 (read 2 B, write 1 B) forward, each output gradient
    // backward (TransformerEngine casts; amax reductions are negligible).
    if (r.fp8)
        layerBytes += 3.0 * 2.0 * (2.0 * r.hidden + (r.attnOutIn + ffnActive) / t);
    const double lossBytes = r.vocab / t * (r.logitsBytesPerElement >= 6.0 ? 16.0 : 8.0);
    const double memoryBytes = tokens * (stage * layerBytes + lossBytes);
    // QLoRA: every weight pass of every micro-batch dequantises the stage's NF4 weights
    // (formulas::weightPassesPerMicroBatch), a memory-bound cost per pass, not per token.
    const double shards = double(l.tp) * r.layers / stage;
    const double dequantS = r.mode == TrainingMode::Qlora
        ? formulas::weightPassesPerMicroBatch(l.recompute) * (r.frozenParams / shards) * r.cal.qloraDequantBytesPerParam
            / r.memoryBandwidth
        : 0.0;
    const double memoryBoundS = memoryBytes / r.memoryBw + dequantS;

    // --- fixed cost per layer and the framework's share -------------------------------------
    // The experts' host work, every pass of every MoE layer of the micro-batch. Dropless: the
    // host waits for the router's counts each MoE layer, then issues the experts' GEMMs while the
    // GPU idles, so it adds to the step. Token drop: no wait; the host queues them while the GPU
    // runs the micro-batch's kernels and collectives (below, after the collectives).
    const double layerOverheadS = stage * r.layerOverheadUs * 1e-6 * (1.0 + recomputeFwd / 3.0);
    const double expertLaunchS = stage * moeShare * expertLaunchFwd * (1.0 + backward + gemmRecompute);
    const double waitedLaunchS = r.moeSchedule == MoeSchedule::Dropless ? expertLaunchS : 0.0;
    const double overheadS = layerOverheadS + waitedLaunchS
        + r.frameworkOverhead * (gemmS + waitedLaunchS + attentionS + memoryBoundS);
    const double microBatchCompute = gemmS + attentionS + memoryBoundS + overheadS;
    tb.gemmS = m * gemmS;
    tb.attentionS = m * attentionS;
    tb.memoryBoundS = m * memoryBoundS;
    tb.overheadS = m * overheadS;
    tb.computeS = m * microBatchCompute;
    {
        const double linearFlops = 2.0 * (1.0 + backward + gemmRecompute) * tokens / t
            * (stage * (r.qkvWidth * r.hidden + r.attnOutIn * r.hidden + (ffnMats + 1.0) * ffnActive * r.hidden)
                + r.vocab * r.hidden);
        efficiency = gemmS > 0 ? std::min(1.0, linearFlops / (gemmS * r.peakFlops)) : 0.0;
    }

    // --- TP: two all-reduces of the layer's activations forward and two backward (Megatron-LM,
    // Shoeybi et al. 2019 Fig. 4), two more with full recompute; with SP the same bytes move as
    // reduce-scatter + all-gather. Async overlap (TransformerEngine userbuffers, PyTorch's
    // micro-pipelined async TP) splits each collective into t chunks pipelined with the GEMMs that
    // consume or produce them on NVLink-class fabrics: the first all-gather chunk and the last
    // reduce-scatter chunk have no GEMM to hide behind, so 1/t of the traffic stays exposed
    // (Wang et al. 2022, "Overlap communication with dependent computation via decomposition",
    // ASPLOS'23, section 3). Nothing hides them on PCIe or across nodes.
    double tpS = 0;
    if (l.tp > 1) {
        const double message = tokens * r.hidden * r.dataBytes;
        const double perLayer = 4.0 + 2.0 * recomputeFwd;
        const bool inNode = l.tp <= r.gpusPerNode;
        const double ring = inNode
            ? formulas::ringAllReduceS(message, l.tp,
                scaleUpBus(r, l.tp, l.sequenceParallel ? Collective::Other : Collective::AllReduce), r.alphaScaleUp)
            : formulas::ringAllReduceS(message, l.tp, r.interNodeBusBw, r.alphaNetwork);
        tpS = perLayer * stage * ring;
        if (r.tpOverlap == TpOverlap::Async && inNode && !r.pcie)
            tpS = std::max(tpS / l.tp, tpS - layerGemmS);
    }
    tb.tensorParallelS = m * tpS;

    // --- EP: all-to-all dispatch and combine of the routed tokens, forward and backward (four per
    // MoE layer, six with full recompute); the share of tokens for experts on other nodes crosses
    // the network: one copy per routed expert there (NCCL all-to-all), or with a hierarchical
    // dispatcher one copy per remote node, forwarded over NVLink, the combine reduced in the node
    // before it returns (DeepEP; DeepSeek-V3 technical report section 3.2.2).
    double epS = 0;
    if (r.experts > 1 && ep > 1) {
        // Each rank dispatches the tokens it routes. EP members are single GPUs with ETP = 1 and TP
        // groups with ETP = TP, laid out contiguously (Megatron-Core folds EP over TP x CP x DP), so
        // a node holds gpusPerNode / ETP of them.
        const double sent = routedTokens * r.hidden * r.dataBytes * (ep - 1.0) / ep;
        const int local = std::clamp(r.gpusPerNode / int(etp), 1, ep);
        const double remoteShare = double(ep - local) / std::max(1, ep - 1);
        const bool deduplicated = r.epDispatch == EpDispatch::Hierarchical;
        const bool hierarchical = deduplicated && ep > local;
        // DeepEP sends a token once to every rank that holds one of its experts, not once per
        // expert (deep_ep Buffer.get_dispatch_layout: num_tokens_per_rank, is_token_in_rank), and
        // forwards what arrives over the network to the node's other ranks the same way.
        const auto remoteGroups = [&r](int groups) {
            return r.routing == ExpertRouting::Contiguous ? formulas::remoteGroupsContiguous(r.experts, r.topK, groups)
                                                          : formulas::expectedRemoteNodes(r.experts, r.topK, groups);
        };
        const double tokenBytes = routedTokens / r.topK * r.hidden * r.dataBytes;
        const double intraBytes = deduplicated ? tokenBytes * remoteGroups(ep) : sent * (1.0 - remoteShare);
        const double intra = intraBytes / scaleUpBus(r, local, Collective::Other);
        const double nodes = std::ceil(double(ep) / local);
        const double inter = hierarchical ? tokenBytes * remoteGroups(int(nodes)) / r.interNodeBusBw
                                          : sent * remoteShare / r.interNodeBusBw;
        const double one = std::max(intra, inter) + (remoteShare > 0 ? r.alphaNetwork : r.alphaScaleUp);
        epS = (4.0 + 2.0 * recomputeFwd) * stage * moeShare * one;
        // Async (DualPipe): a micro-batch's dispatch and combine run behind the compute of the
        // micro-batch it is paired with; only what exceeds that compute stays exposed.
        if (r.epOverlap == EpOverlap::Async)
            epS = std::max(0.0, epS - microBatchCompute);
    }
    tb.expertParallelS = m * epS;

    // --- CP: ring exchange of each rank's keys and values, cp - 1 steps forward and twice that
    // backward (K/V and their gradients; Liu et al. 2023, Ring Attention; Megatron-Core context
    // parallelism), overlapped with the attention blocks it feeds.
    double cpS = 0;
    if (l.cp > 1) {
        const double chunk = tokens * 2.0 * r.kvWidth / t * r.dataBytes;
        const bool inNode = l.tp * l.cp <= r.gpusPerNode;
        const double step = inNode ? r.alphaScaleUp + chunk / scaleUpBus(r, l.cp, Collective::Other) : r.alphaNetwork + chunk / r.interNodeBusBw;
        const double total = 3.0 * (l.cp - 1) * step * stage;
        cpS = std::max(0.0, total - attentionS);
    }
    tb.contextParallelS = m * cpS;

    // Token drop: the experts' host work shows only where it outlasts the GPU's work of the
    // micro-batch (kernels and collectives alike), with the framework's share of it.
    if (r.moeSchedule == MoeSchedule::TokenDrop) {
        const double gpuWork = microBatchCompute + tpS + epS + cpS;
        const double exposed = std::max(0.0, expertLaunchS - gpuWork) * (1.0 + r.frameworkOverhead);
        tb.overheadS += m * exposed;
        tb.computeS += m * exposed;
    }

    // --- PP: activations (split over t with SP) cross each stage boundary forward and backward,
    // on the critical path for m + p - 1 slots of the 1F1B schedule; the bubble idles (p-1)/(v m)
    // of the pipelined work. The pipeline is the outermost dimension (Megatron-Core rank order
    // tp-cp-ep-dp-pp; torchtitan's device mesh pp, dp, cp, tp), so neighbouring stages share a
    // node only when the whole job does.
    if (l.pp > 1) {
        const double message = tokens * r.hidden * r.dataBytes / sp;
        const bool inNode = l.gpus() <= r.gpusPerNode;
        const double send = inNode ? r.alphaScaleUp + message / scaleUpBus(r, 2, Collective::Other) : r.alphaNetwork + message / r.interNodeBusBw;
        tb.pipelineS = 2.0 * (m + l.pp - 1) * l.interleave * send;
        tb.bubbleS = formulas::bubbleFraction(l.pp, l.interleave, m)
            * (tb.computeS + tb.tensorParallelS + tb.expertParallelS + tb.contextParallelS);
    }

    // --- DP: gradients reduced once per step (ZeRO 0-2), bucket by bucket during the backward of
    // the last micro-batch, so all but the last bucket hide behind it (PyTorch DDP / Megatron
    // overlap_grad_reduce). Gradients move in the dtype they are held in (r.stateBytes.gradients):
    // Megatron-core keeps its gradient buffer, and reduces it, in fp32 only with
    // ddp.grad_reduce_in_fp32 (TrainingSpec::fp32GradAccumulation, 18 B/param); the published
    // Megatron-Bridge benchmarks turn it off (scripts/performance set_basic_perf_overrides and the
    // MoE families' common configs: grad_reduce_in_fp32 = False), NeMo 1.0 sets grad_sync_dtype
    // bf16. Megatron's distributed optimizer (ZeRO 1-2) reduce-scatters the gradients during the
    // last backward and all-gathers the updated 16-bit weights during the next step's first
    // forward. ZeRO-3/FSDP gathers the weights forward and backward and reduce-scatters the
    // gradients every micro-batch, prefetched behind that micro-batch's compute except the first
    // layer's gather. Routed experts reduce over their expert-data-parallel group (dp / ep).
    const int dpLocal = std::max(1, r.gpusPerNode / (l.tp * l.cp));
    const double dense = lora ? stage * r.adapterParamsPerLayer / l.tp : denseParamsPerGpu(r, l);
    const double experts = lora ? 0.0 : expertParamsPerGpu(r, l);
    const int expertDp = expertDataParallel(r, l);
    if (l.dp > 1) {
        const double gradBytes = r.stateBytes.gradients;
        if (l.zero >= 3) {
            const double frozen = lora ? denseParamsPerGpu(r, l) : dense;
            const Collective rsAg = Collective::Other;
            const double traffic = 1.5 * allReduceS(r, frozen * r.stateBytes.weights, l.dp, dpLocal, rsAg)
                + 0.5 * allReduceS(r, dense * gradBytes, l.dp, dpLocal, rsAg)
                + 1.5 * allReduceS(r, experts * r.stateBytes.weights, expertDp, std::max(1, dpLocal / ep), rsAg)
                + 0.5 * allReduceS(r, experts * gradBytes, expertDp, std::max(1, dpLocal / ep), rsAg);
            tb.dataParallelS = m * std::max(traffic - microBatchCompute, traffic / std::max(1.0, stage));
        } else {
            // Exposed time of a collective that moves `share` of an all-reduce of `bytes` per
            // parameter over the dense and the expert groups: what `window` of compute cannot
            // hide, and never less than its last bucket. A ring reduce-scatter or all-gather moves
            // half an all-reduce's bytes.
            auto exposed = [&](double bytes, Collective kind, double share, double window) {
                const double s = share
                    * (allReduceS(r, dense * bytes, l.dp, dpLocal, kind)
                        + allReduceS(r, experts * bytes, expertDp, std::max(1, dpLocal / ep), kind));
                const double lastBucket = s * std::min(1.0, kGradientBucketBytes / std::max(1.0, (dense + experts) * bytes));
                return std::max(s - window, lastBucket);
            };
            const double backwardWindow = microBatchCompute * 2.0 / 3.0; // backward of the last micro-batch
            const double forwardWindow = microBatchCompute / 3.0; // forward of the next step's first
            const bool megatron = r.framework == Framework::Megatron;
            if (megatron && l.zero >= 1)
                tb.dataParallelS = exposed(gradBytes, Collective::Other, 0.5, backwardWindow)
                    + exposed(r.stateBytes.weights, Collective::Other, 0.5, forwardWindow);
            else
                tb.dataParallelS = exposed(gradBytes, Collective::AllReduce, 1.0, backwardWindow);
        }
    }

    // --- optimizer step on the device: reads and writes its states, reads the gradients, writes
    // the 16-bit weights, for the shard this GPU updates, at HBM bandwidth.
    if (r.offload == Offload::None || lora) {
        const formulas::StateBytes b = lora ? r.adapterStateBytes : r.stateBytes;
        const double perParam = 2.0 * b.optimizer + b.gradients + b.weights;
        const double shard = l.zero >= 1 ? dense / l.dp + experts / expertDp : dense + experts;
        tb.optimizerS = shard * perParam / r.memoryBw;
    }

    // Offload (ZeRO-Offload / ZeRO-Infinity): 16-bit gradients to the host and updated 16-bit
    // weights back once per step, plus, with parameter offload, every weight pass of every
    // micro-batch fetching the stage's 16-bit weights; then the CPU optimizer step over the
    // node's parameters. Not overlapped (ZeRO-Offload's delayed parameter update is off by default).
    if (r.offload != Offload::None && !lora) {
        const double shard = stageParamsPerGpu(r, l) / l.dp;
        double bytesMoved = shard * (r.stateBytes.gradients + r.stateBytes.weights);
        if (r.offload == Offload::OptimizerParams)
            bytesMoved += m * formulas::weightPassesPerMicroBatch(l.recompute) * shard * r.stateBytes.weights;
        tb.offloadTransferS = bytesMoved / r.hostLinkBandwidth;
        const int gpusOnNode = std::min(r.gpus, r.gpusPerNode);
        const double cpuStepS = shard * gpusOnNode / optimizer::kCpuAdamParamsPerSecond;
        tb.offloadS = tb.offloadTransferS + cpuStepS;
    }
    return tb;
}

/// The user's pilot-run correction (EstimateInput::throughputCorrection, memoryCorrection): a
/// measured / predicted factor scales the whole step time (every term alike, so the breakdown
/// still adds up) and the peak memory, whose fit is checked again. A speed-up never takes the
/// step below its model FLOPs at the card's achievable matmul rate (MFU <= achievableMfu): the
/// factor is capped there and the evaluation says so.
void applyPilotCorrection(const Resolved &r, const Layout &l, Evaluation &e)
{
    if (r.throughputCorrection != 1.0) {
        TimeBreakdown &t = e.time;
        double factor = r.throughputCorrection;
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
        const double pageable = r.pagedOptimizer ? m.optimizerGiB : 0.0;
        m.fits = m.totalGiB - pageable <= m.usableGiB && m.hostFits;
    }
}

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

/// The cheap structural checks of a layout (what the search prunes by).
bool structurallyValid(const Resolved &r, const Layout &l, bool forceTp, bool forceUneven)
{
    return l.tp >= 1 && l.pp >= 1 && l.dp >= 1 && l.cp >= 1 && l.ep >= 1 && l.microBatch >= 1 && l.interleave >= 1
        && l.gpus() == r.gpus && (l.tp * l.cp * l.dp) % l.ep == 0 && (l.ep == 1 || r.experts % l.ep == 0)
        && r.seqInt % l.cp == 0
        && r.headsInt % l.tp == 0 && l.pp * l.interleave <= r.layersInt
        && (forceUneven || r.layersInt % (l.pp * l.interleave) == 0)
        && l.globalBatch % (l.microBatch * l.dp) == 0 && (forceTp || l.tp <= r.gpusPerNode)
        && l.zero >= 0 && l.zero <= 3 && !(l.pp > 1 && l.zero == 2) && !(l.interleave > 1 && l.pp == 1)
        && (r.globalBatch > 0 || double(l.globalBatch) * r.seq <= r.maxTokensPerStep);
}

struct HardwareRefs {
    const Accelerator *accelerator = nullptr;
    const Fabric *fabric = nullptr;
    QString fabricId;
};

Expected<HardwareRefs> resolveHardware(const EstimateInput &in, const Catalog &catalog)
{
    Errors errors = validateModel(in.model);
    HardwareRefs h;
    h.accelerator = catalog.accelerator(in.hardware.accelerator);
    if (!h.accelerator)
        errors << Error { QStringLiteral("hardware.accelerator"),
            QCoreApplication::translate("cp::estimate", "unknown accelerator '%1'; use one of %2")
                .arg(in.hardware.accelerator, catalog.acceleratorIds().join(QLatin1Char('|'))) };
    if (in.hardware.gpus < 1)
        errors << Error { QStringLiteral("hardware.gpus"), QCoreApplication::translate("cp::estimate", "must be at least 1 (got %1)").arg(in.hardware.gpus) };
    if (in.hardware.gpusPerNode < 0)
        errors << Error { QStringLiteral("hardware.gpus_per_node"), QCoreApplication::translate("cp::estimate", "must be at least 1") };
    h.fabricId = in.hardware.network.isEmpty() ? QLatin1String(kDefaultFabric) : in.hardware.network;
    h.fabric = catalog.fabric(h.fabricId);
    if (!h.fabric)
        errors << Error { QStringLiteral("hardware.network"),
            QCoreApplication::translate("cp::estimate", "unknown network '%1'; use one of %2").arg(h.fabricId, catalog.fabricIds().join(QLatin1Char('|'))) };
    const TrainingSpec &t = in.training;
    if (t.seqLen < 1)
        errors << Error { QStringLiteral("training.seq_len"), QCoreApplication::translate("cp::estimate", "must be at least 1 (got %1)").arg(t.seqLen) };
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

Layout completeBatch(Layout l, const Resolved &r)
{
    l.globalBatch = r.globalBatch > 0 ? r.globalBatch : defaultGlobalBatch(r.seqInt, l.microBatch, l.dp);
    if (r.globalBatch == 0 && double(l.globalBatch) * r.seq > r.maxTokensPerStep) {
        // A maximum below the 4M default: the largest multiple of micro-batch x dp within it.
        const int unit = l.microBatch * l.dp;
        const int within = int(r.maxTokensPerStep / r.seq) / unit * unit;
        if (within >= unit)
            l.globalBatch = within;
    }
    return l;
}

QList<int> tpCandidates(const Resolved &r, const LayoutRequest &req)
{
    if (req.tp)
        return { *req.tp };
    QList<int> list;
    const int limit = req.forceTpAcrossNodes ? r.gpus : std::min(r.gpus, r.gpusPerNode);
    for (int t = 1; t <= limit; t *= 2) {
        if (r.headsInt % t == 0 && r.gpus % t == 0)
            list << t;
    }
    return list;
}

QList<int> ppCandidates(const Resolved &r, const LayoutRequest &req, int tp, int interleave)
{
    if (req.pp)
        return { *req.pp };
    QList<int> list;
    for (int p = 1; p <= r.layersInt && tp * p <= r.gpus; ++p) {
        if ((req.allowUnevenStages || r.layersInt % (p * interleave) == 0) && (r.gpus / tp) % p == 0)
            list << p;
    }
    return list;
}

/// Context-parallel sizes tried: 1, and for sequences of 16k tokens and more the powers of two
/// that leave at least 2,048 tokens per GPU (assumption: shorter sequences gain nothing from CP).
QList<int> cpCandidates(const Resolved &r, const LayoutRequest &req, int tpPp)
{
    if (req.cp)
        return { *req.cp };
    QList<int> list { 1 };
    if (r.seqInt < 16384)
        return list;
    for (int c = 2; tpPp * c <= r.gpus && r.seqInt / c >= 2048; c *= 2) {
        if (r.gpus % (tpPp * c) == 0 && r.seqInt % c == 0)
            list << c;
    }
    return list;
}

/// Expert-parallel sizes tried for a MoE model: the powers of two that divide dp and the experts.
QList<int> epCandidates(const Resolved &r, const LayoutRequest &req, int dp)
{
    if (req.ep)
        return { *req.ep };
    QList<int> list { 1 };
    if (r.experts <= 1)
        return list;
    for (int e = 2; e <= dp; e *= 2) {
        if (dp % e == 0 && r.experts % e == 0)
            list << e;
    }
    return list;
}

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

/// Enumerates tp x pp x ZeRO x recompute x micro-batch (the fields the request leaves open)
/// and keeps the fastest layout that fits. Pure arithmetic on `Resolved`; no allocation in
/// the inner loops.
SearchResult searchLayouts(const Resolved &r, const LayoutRequest &req)
{
    // A pp the user fixed may leave uneven stages, as validateRequest accepts (the slowest stage is
    // modelled); a pp the search picks divides the layers unless the request allows otherwise.
    const bool unevenAllowed = req.allowUnevenStages || req.pp.has_value();
    SearchResult found;
    found.smallest.memoryGiB = -1;
    constexpr Recompute allRecomputes[] = { Recompute::None, Recompute::Selective, Recompute::Full };
    for (const int tp : tpCandidates(r, req)) {
        for (int interleave = req.interleave.value_or(1); interleave <= req.interleave.value_or(kMaxInterleave); interleave *= 2) {
            for (const int pp : ppCandidates(r, req, tp, interleave)) {
                if (r.gpus % (tp * pp) != 0 || (interleave > 1 && pp == 1))
                    continue;
                for (const int cp : cpCandidates(r, req, tp * pp)) {
                    const int dp = r.gpus / (tp * pp * cp);
                    if (req.dp && *req.dp != dp)
                        continue;
                    for (const int ep : epCandidates(r, req, dp)) {
                        for (int zero = req.zero.value_or(0); zero <= req.zero.value_or(3); ++zero) {
                            if (!req.zero && ((pp > 1 && zero >= 2) || (dp == 1 && zero > 0)))
                                continue;
                            for (const Recompute rc : allRecomputes) {
                                if (req.recompute && *req.recompute != rc)
                                    continue;
                                for (int b = req.microBatch.value_or(1); b <= req.microBatch.value_or(kMaxMicroBatch); b *= 2) {
                                    Layout l;
                                    l.tp = tp;
                                    l.pp = pp;
                                    l.dp = dp;
                                    l.zero = zero;
                                    l.recompute = rc;
                                    l.sequenceParallel = req.sequenceParallel.value_or(tp > 1) && tp > 1;
                                    l.interleave = interleave;
                                    l.microBatch = b;
                                    l.cp = cp;
                                    l.ep = ep;
                                    l = completeBatch(l, r);
                                    if (!structurallyValid(r, l, req.forceTpAcrossNodes, unevenAllowed))
                                        continue;
                                    const Evaluation e = evaluate(r, l);
                                    ++found.evaluated;
                                    if (found.smallest.memoryGiB < 0 || e.memory.totalGiB < found.smallest.memoryGiB)
                                        found.smallest = { l, 0, e.memory.totalGiB };
                                    if (!e.memory.fits)
                                        break; // larger micro-batches need more memory
                                    const double score = l.globalBatch / e.iterationS;
                                    if (score > found.best.score * (1.0 + 1e-9))
                                        found.best = { l, score, e.memory.totalGiB };
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    return found;
}

Error noLayoutError(const Resolved &r, const SearchResult &found)
{
    if (found.smallest.memoryGiB < 0 && r.globalBatch == 0)
        return Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "no valid layout: the GPU count must be tp × pp × cp × dp with tp dividing "
                                                        "the heads, pp at most the layers and dp sequences of %1 tokens within the "
                                                        "maximum of %2M tokens per step: use fewer GPUs, fix fewer layout fields or "
                                                        "raise the maximum tokens per step")
                .arg(r.seqInt)
                .arg(r.maxTokensPerStep / 1048576.0, 0, 'f', 0) };
    if (found.smallest.memoryGiB < 0)
        return Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "no valid layout: check that the GPU count, heads, layers and global batch are divisible by the fixed layout fields") };
    const Layout &s = found.smallest.layout;
    return Error { QStringLiteral("layout"),
        QCoreApplication::translate("cp::estimate", "no layout fits in %1 GiB per GPU; the smallest needs %2 GiB (tp %3, pp %4, dp %5, ZeRO-%6, %7 recompute, "
                                                    "micro-batch %8): use more GPUs, a larger card, LoRA/QLoRA or a shorter sequence")
            .arg(r.capacityBytes / units::kBytesPerGiB * (1.0 - r.cal.headroom), 0, 'f', 1)
            .arg(found.smallest.memoryGiB, 0, 'f', 1)
            .arg(s.tp)
            .arg(s.pp)
            .arg(s.dp)
            .arg(s.zero)
            .arg(toString(s.recompute))
            .arg(s.microBatch) };
}

/// Checks the layout fields a request fixes, each on its own, before the search (so a bad
/// --tp is reported as such and not as "no valid layout").
Errors validateRequest(const EstimateInput &in, int perNode)
{
    Errors e;
    const LayoutRequest &q = in.layout;
    const ModelSpec &m = in.model;
    const int gpus = in.hardware.gpus;
    if (q.tp) {
        if (*q.tp < 1 || m.heads % *q.tp != 0)
            e << Error { QStringLiteral("layout.tp"), QCoreApplication::translate("cp::estimate", "%1 does not divide the %2 attention heads").arg(*q.tp).arg(m.heads) };
        else if (*q.tp > perNode && !q.forceTpAcrossNodes)
            e << Error { QStringLiteral("layout.tp"),
                QCoreApplication::translate("cp::estimate", "%1 is larger than the %2 GPUs in a node; tensor parallelism across nodes is very slow (force it to allow)")
                    .arg(*q.tp)
                    .arg(perNode) };
    }
    const int v = q.interleave.value_or(1);
    // Uneven stages (layers not divisible by pp x interleave) are accepted: the slowest stage is modelled.
    if (q.pp && (*q.pp < 1 || *q.pp * v > m.layers))
        e << Error { QStringLiteral("layout.pp"),
            QCoreApplication::translate("cp::estimate", "pp x interleave = %1 is more than the %2 layers").arg(q.pp.value_or(0) * v).arg(m.layers) };
    // An interleave with pp left to the search: interleaving needs pp >= 2, so at least 2 x v layers.
    if (!q.pp && v > 1 && 2 * v > m.layers)
        e << Error { QStringLiteral("layout.interleave"),
            QCoreApplication::translate("cp::estimate", "pp x interleave = %1 is more than the %2 layers").arg(2 * v).arg(m.layers) };
    if (q.cp && (*q.cp < 1 || in.training.seqLen % *q.cp != 0))
        e << Error { QStringLiteral("layout.cp"),
            QCoreApplication::translate("cp::estimate", "%1 must be at least 1 and divide the sequence length %2").arg(*q.cp).arg(in.training.seqLen) };
    if (q.ep && (*q.ep < 1 || (*q.ep > 1 && (!m.isMoe() || m.experts % *q.ep != 0))))
        e << Error { QStringLiteral("layout.ep"),
            QCoreApplication::translate("cp::estimate", "%1 must be 1 for a dense model, or divide the %2 experts").arg(*q.ep).arg(m.experts) };
    const int fixed = q.tp.value_or(1) * q.pp.value_or(1) * q.dp.value_or(1) * q.cp.value_or(1);
    if (fixed < 1 || gpus % fixed != 0 || (q.tp && q.pp && q.dp && fixed != gpus))
        e << Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "tp x pp x cp x dp = %1 must equal (or, with fields left open, divide) the %2 GPUs").arg(fixed).arg(gpus) };
    if (q.zero && q.pp && *q.pp > 1 && *q.zero == 2)
        e << Error { QStringLiteral("layout.zero"),
            QCoreApplication::translate("cp::estimate", "ZeRO-%1 cannot be combined with pipeline parallelism; use 0, 1 or 3 (FSDP) with pp > 1").arg(*q.zero) };
    if (q.interleave && *q.interleave > 1 && q.pp && *q.pp == 1)
        e << Error { QStringLiteral("layout.interleave"), QCoreApplication::translate("cp::estimate", "interleaved stages need pp > 1") };
    int dp = q.dp.value_or(0); // 0: not known yet
    const int tpPpCp = q.tp.value_or(0) * q.pp.value_or(0) * q.cp.value_or(1);
    if (!q.dp && q.tp && q.pp && tpPpCp > 0 && gpus % tpPpCp == 0)
        dp = gpus / tpPpCp;
    if (q.ep && *q.ep > 0 && dp > 0 && (dp * q.tp.value_or(1) * q.cp.value_or(1)) % *q.ep != 0)
        e << Error { QStringLiteral("layout.ep"),
            QCoreApplication::translate("cp::estimate", "%1 does not divide tp x cp x dp = %2").arg(*q.ep).arg(dp * q.tp.value_or(1) * q.cp.value_or(1)) };
    const int batch = in.training.globalBatch;
    if (batch > 0 && q.microBatch && dp > 0 && batch % (*q.microBatch * dp) != 0)
        e << Error { QStringLiteral("layout.global_batch"),
            QCoreApplication::translate("cp::estimate", "%1 sequences is not a multiple of micro-batch x dp = %2").arg(batch).arg(*q.microBatch * dp) };
    else if (batch > 0 && q.microBatch && batch % *q.microBatch != 0)
        e << Error { QStringLiteral("layout.global_batch"),
            QCoreApplication::translate("cp::estimate", "%1 sequences is not a multiple of the micro-batch %2").arg(batch).arg(*q.microBatch) };
    return e;
}

} // namespace

int defaultGlobalBatch(int seqLen, int microBatch, int dp)
{
    const double unit = double(std::max(1, microBatch)) * std::max(1, dp);
    const double wanted = kTokensPerDefaultBatch / std::max(1, seqLen);
    return int(std::max(1.0, std::ceil(wanted / unit)) * unit);
}

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

Errors validateLayout(const EstimateInput &in, const Layout &l, const Catalog &catalog)
{
    Errors e;
    const auto hw = resolveHardware(in, catalog);
    if (!hw)
        return hw.errors();
    const int perNode = in.hardware.gpusPerNode > 0 ? in.hardware.gpusPerNode : hw->accelerator->gpusPerNode;
    const ModelSpec &m = in.model;
    auto atLeastOne = [&e](int v, const char *field) {
        if (v < 1)
            e << Error { QLatin1String(field), QCoreApplication::translate("cp::estimate", "must be at least 1 (got %1)").arg(v) };
    };
    atLeastOne(l.tp, "layout.tp");
    atLeastOne(l.pp, "layout.pp");
    atLeastOne(l.dp, "layout.dp");
    atLeastOne(l.microBatch, "layout.micro_batch");
    atLeastOne(l.interleave, "layout.interleave");
    atLeastOne(l.globalBatch, "layout.global_batch");
    if (!e.isEmpty())
        return e;
    atLeastOne(l.cp, "layout.cp");
    atLeastOne(l.ep, "layout.ep");
    if (!e.isEmpty())
        return e;
    if (l.gpus() != in.hardware.gpus && l.cp == 1)
        e << Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "tp x pp x dp = %1 x %2 x %3 = %4 must equal the %5 GPUs")
                .arg(l.tp)
                .arg(l.pp)
                .arg(l.dp)
                .arg(l.gpus())
                .arg(in.hardware.gpus) };
    else if (l.gpus() != in.hardware.gpus)
        e << Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "tp x pp x cp x dp = %1 x %2 x %3 x %4 = %5 must equal the %6 GPUs")
                .arg(l.tp)
                .arg(l.pp)
                .arg(l.cp)
                .arg(l.dp)
                .arg(l.gpus())
                .arg(in.hardware.gpus) };
    if (in.training.seqLen % l.cp != 0)
        e << Error { QStringLiteral("layout.cp"),
            QCoreApplication::translate("cp::estimate", "%1 does not divide the sequence length %2").arg(l.cp).arg(in.training.seqLen) };
    if (l.ep > 1 && (!m.isMoe() || m.experts % l.ep != 0 || (l.tp * l.cp * l.dp) % l.ep != 0))
        e << Error { QStringLiteral("layout.ep"),
            QCoreApplication::translate("cp::estimate", "%1 must divide both the %2 experts and tp x cp x dp = %3 (1 for a dense model)")
                .arg(l.ep)
                .arg(m.experts)
                .arg(l.tp * l.cp * l.dp) };
    if (m.heads % l.tp != 0)
        e << Error { QStringLiteral("layout.tp"),
            QCoreApplication::translate("cp::estimate", "%1 does not divide the %2 attention heads").arg(l.tp).arg(m.heads) };
    if (l.pp * l.interleave > m.layers)
        e << Error { QStringLiteral("layout.pp"),
            QCoreApplication::translate("cp::estimate", "pp x interleave = %1 is more than the %2 layers").arg(l.pp * l.interleave).arg(m.layers) };
    if (l.globalBatch % (l.microBatch * l.dp) != 0)
        e << Error { QStringLiteral("layout.global_batch"),
            QCoreApplication::translate("cp::estimate", "%1 sequences is not a multiple of micro-batch x dp = %2")
                .arg(l.globalBatch)
                .arg(l.microBatch * l.dp) };
    if (in.training.globalBatch == 0 && double(l.globalBatch) * in.training.seqLen > in.training.maxTokensPerStep)
        e << Error { QStringLiteral("training.max_tokens_per_step"),
            QCoreApplication::translate("cp::estimate", "micro-batch x dp = %1 sequences of %2 tokens is more than the %3 tokens allowed per step; "
                                                        "lower dp or the micro-batch, give a global batch, or raise the maximum")
                .arg(l.microBatch * l.dp)
                .arg(in.training.seqLen)
                .arg(in.training.maxTokensPerStep, 0, 'f', 0) };
    if (l.tp > perNode && !in.layout.forceTpAcrossNodes)
        e << Error { QStringLiteral("layout.tp"),
            QCoreApplication::translate("cp::estimate", "%1 is larger than the %2 GPUs in a node; tensor parallelism across nodes is very slow (force it to allow)")
                .arg(l.tp)
                .arg(perNode) };
    if (l.zero < 0 || l.zero > 3)
        e << Error { QStringLiteral("layout.zero"), QCoreApplication::translate("cp::estimate", "must be 0, 1, 2 or 3 (got %1)").arg(l.zero) };
    if (l.pp > 1 && l.zero == 2)
        e << Error { QStringLiteral("layout.zero"),
            QCoreApplication::translate("cp::estimate", "ZeRO-%1 cannot be combined with pipeline parallelism; use 0, 1 or 3 (FSDP) with pp > 1").arg(l.zero) };
    if (l.interleave > 1 && l.pp == 1)
        e << Error { QStringLiteral("layout.interleave"), QCoreApplication::translate("cp::estimate", "interleaved stages need pp > 1") };
    if (l.sequenceParallel && l.tp == 1)
        e << Error { QStringLiteral("layout.sequence_parallel"), QCoreApplication::translate("cp::estimate", "sequence parallelism needs tp > 1") };
    return e;
}

Expected<Layout> chooseLayout(const EstimateInput &in, const Catalog &catalog)
{
    const auto hw = resolveHardware(in, catalog);
    if (!hw)
        return hw.errors();
    const Resolved r = resolve(in, *hw->accelerator, hw->fabric);
    if (const Errors e = validateRequest(in, r.gpusPerNode); !e.isEmpty())
        return e;
    const SearchResult found = searchLayouts(r, in.layout);
    if (found.best.score > 0)
        return found.best.layout;
    return noLayoutError(r, found);
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
    Layout layout;
    const Resolved r = resolve(in, *hw->accelerator, hw->fabric);
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
    if (ev.correctionCapped)
        //: %1 the pilot-run correction factor, %2 the card's achievable MFU in per cent
        est.assumptions << QCoreApplication::translate("cp::estimate", "warning: the pilot-run correction x%1 would put MFU above %2%, the card's "
                                                                       "achievable matmul rate; capped there")
                               .arg(r.throughputCorrection, 0, 'f', 3)
                               .arg(r.achievableMfu * 100, 0, 'f', 1);
    if (layout.gpus() > r.gpusPerNode)
        est.network = hw->fabricId;
    if (layout.gpus() > r.gpusPerNode && in.hardware.network.isEmpty())
        est.assumptions << QCoreApplication::translate("cp::estimate", "no network given: assumed %1 between nodes").arg(hw->fabricId);
    if (in.training.globalBatch == 0)
        est.assumptions << QCoreApplication::translate("cp::estimate", "no global batch given: assumed about 4M tokens per step (%1 sequences)").arg(layout.globalBatch);
    if (in.training.globalBatch == 0 && double(layout.globalBatch) * r.seq > 1.5 * kTokensPerDefaultBatch)
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
        est.assumptions << QCoreApplication::translate("cp::estimate", "MoE: experts split over %1 expert-parallel ranks; all-to-all dispatch and combine not overlapped with compute, tokens balanced over the experts")
                               .arg(layout.ep);
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

    if (in.training.tokens > 0) {
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
        est.run = run;
    }
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
