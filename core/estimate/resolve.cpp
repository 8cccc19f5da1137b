// An input's figures, resolved once before the layout search (resolved.h): the model's widths and
// FLOPs, the run's precision and states, the card's rates and the fabrics' collectives.
#include "core/estimate/resolved.h"

#include <cmath>

namespace cp::estimate::internal {

namespace {

constexpr double kActivationBytesFactorFp32 = 2.0; // tf32 training stores 4-byte activations

double logitsBytesPerElement(LossBuffers loss, Framework framework, const Calibration &c)
{
    switch (loss) {
    case LossBuffers::Fused:
        return formulas::kFusedLossBytesPerLogit;
    case LossBuffers::SixteenBit:
        return formulas::kSixteenBitLossBytesPerLogit;
    case LossBuffers::VocabParallel:
        return formulas::kVocabParallelLossBytesPerLogit;
    case LossBuffers::Auto:
        // The framework's own loss (training.h LossBuffers).
        return framework == Framework::Megatron ? formulas::kVocabParallelLossBytesPerLogit : c.logitsBytesPerElement;
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

/// The model's widths, FLOPs and states for the run (training.h, model.h, optimizer.h).
void resolveModel(Resolved &r, const EstimateInput &in, const ParameterCounts &p)
{
    const ModelSpec &m = in.model;
    const TrainingSpec &t = in.training;
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
    r.physicalFit = in.layout.physicalFit;
    r.frozenParams = isLora(t.mode) ? p.total - p.embedding : 0.0;
    r.logitsBytesPerElement = logitsBytesPerElement(t.loss, t.framework, in.calibration);
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

    r.tpOverlap = t.tpOverlap;
    // auto: the overlap the framework offers (training.h EpOverlap), not with full recompute.
    r.epOverlapAuto = t.epOverlap == EpOverlap::Auto;
    r.epOverlap = r.epOverlapAuto ? (t.framework == Framework::Megatron ? EpOverlap::Async : EpOverlap::None) : t.epOverlap;
    r.epDispatch = t.epDispatch;
    r.routing = t.routing;
    r.moeSchedule = t.moeSchedule;
    r.dataBytes = t.precision == Precision::Tf32 ? 4.0 : 2.0;
}

/// The card's memory, peak and host link, and the calibration's ceiling for its family.
void resolveCard(Resolved &r, const EstimateInput &in, const Accelerator &acc)
{
    const TrainingSpec &t = in.training;
    r.gpus = in.hardware.gpus;
    r.gpusPerNode = in.hardware.gpusPerNode > 0 ? in.hardware.gpusPerNode : acc.gpusPerNode;
    r.peakFlops = acc.peakTflops(toString(t.precision)) * 1e12;
    // Usable memory in MiB as the vendor tool reports it (an 80 GB A100 shows 81,920 MiB, an L40S
    // 46,068 MiB); cards without the figure keep memory_gb read as GiB.
    r.capacityBytes = acc.usableMemoryMiB ? *acc.usableMemoryMiB * 1048576.0 : acc.memoryGB * units::kBytesPerGiB;
    r.memoryBandwidth = acc.memoryBandwidthTBps * 1e12;
    r.hostLinkBandwidth = acc.hostLinkGBps.value_or(optimizer::kDefaultHostLinkGBps) * 1e9;
    r.hostMemoryGiB = t.hostMemoryGiB > 0 ? t.hostMemoryGiB : acc.hostMemoryGiB.value_or(0.0);
    r.cal = in.calibration;
    r.efficiencyCeiling = in.calibration.ceiling(vendorFamily(acc));
}

/// Per-operator shapes (widths before tensor parallelism) and the kernels' rates.
void resolveKernels(Resolved &r, const EstimateInput &in, const Accelerator &acc, const ParameterCounts &p)
{
    const ModelSpec &m = in.model;
    const TrainingSpec &t = in.training;
    const double h = m.hidden;
    const double headDim = m.headDim();
    const double vWidth = m.isMla() ? double(m.heads) * m.vHeadDim : m.queryWidth();
    r.attnOutIn = vWidth;
    r.queryRatio = m.isMla() ? 1.0 : m.queryWidth() / h;
    r.qkvWidth = std::max(h, (p.attentionPerLayer - vWidth * h) / h);
    r.attnQkWidth = m.isMla() ? double(m.heads) * (m.qkNopeHeadDim + m.qkRopeHeadDim) : m.queryWidth();
    r.attnVWidth = vWidth;
    r.kvWidth = m.isMla() ? (r.attnQkWidth + r.attnVWidth) / 2.0 : double(m.effectiveKvHeads()) * headDim;
    r.modelAttentionFlopsPerToken = r.attentionFlopsPerToken; // the attention FLOPs above
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
}

/// The collectives' bus bandwidths and latencies, inside a node and across nodes.
void resolveCollectives(Resolved &r, const EstimateInput &in, const Accelerator &acc, const Fabric *fabric)
{
    const double linkEff = in.calibration.linkEfficiency;
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
}

} // namespace

Resolved resolve(const EstimateInput &in, const Accelerator &acc, const Fabric *fabric)
{
    Resolved r;
    // The store refuses other factors; an unusable one is no correction.
    const auto factor = [](double f) { return std::isfinite(f) && f > 0 ? f : 1.0; };
    r.throughputCorrection = factor(in.throughputCorrection);
    r.memoryCorrection = factor(in.memoryCorrection);
    // A pilot run measured the user's own stack: its correction replaces the stack class's factor.
    if (const StackBand *band = stackBand(in.training.stack); band && r.throughputCorrection == 1.0)
        r.stackFactor = band->p50;
    const ParameterCounts p = parameterCounts(in.model);
    resolveModel(r, in, p);
    resolveCard(r, in, acc);
    resolveKernels(r, in, acc, p);
    resolveCollectives(r, in, acc, fabric);
    return r;
}

} // namespace cp::estimate::internal
