// Step time of one layout, operator by operator (issue 19): per micro-batch on one GPU of the
// slowest pipeline stage, linear GEMMs (roofline per GEMM by shape), the attention core, memory-
// bound kernels at HBM bandwidth and a fixed cost per layer; then the step's collectives
// (communication.cpp), each as latency + bytes / bus bandwidth, exposed where the framework cannot
// hide them; then the optimizer step and offload.
#include "core/estimate/resolved.h"

#include <cmath>

namespace cp::estimate::internal {

namespace {

MicroBatch microBatchOf(const Resolved &r, const Layout &l)
{
    MicroBatch b;
    b.m = l.microBatchesPerStep();
    b.t = l.tp;
    b.tokens = r.seq / l.cp * l.microBatch; // tokens per GPU and micro-batch (CP splits the sequence)
    b.stage = stageLayers(r, l);
    b.ep = expertParallel(r, l);
    b.moeShare = 1.0 - r.denseLayerShare;
    b.etp = expertTensorParallel(r, l);
    b.routedTokens = b.tokens * r.topK * b.etp / b.t;
    b.lora = isLora(r.mode);
    // Backward: input gradient and weight gradient GEMMs of the same size; frozen weights (LoRA)
    // need no weight gradient. Full recompute runs the forward GEMMs once more.
    b.backward = b.lora ? 1.0 : 2.0;
    b.recomputeFwd = l.recompute == Recompute::Full ? 1.0 : 0.0;
    // torchtitan's op-level selective recompute saves every other matmul output and the attention
    // output, so half the forward GEMMs and every memory-bound op run again (torchtitan
    // parallelize: _save_list, "save every other mm"); Megatron's selective recompute redoes only
    // the attention core.
    b.opSelective = l.recompute == Recompute::Selective && r.framework == Framework::Fsdp;
    b.gemmRecompute = b.opSelective ? 0.5 : b.recomputeFwd;
    b.elementwiseRecompute = b.opSelective ? 1.0 : b.recomputeFwd;
    b.sp = l.sequenceParallel ? b.t : 1.0;
    b.ffnActive = r.denseLayerShare * r.ffnWidth + b.moeShare * (r.topK * r.expertFfn + r.sharedFfn);
    return b;
}

struct LinearGemms {
    double ffnMats = 1; ///< 2 for a fused gate + up projection
    double layerGemmS = 0; ///< the stage's layers, forward, backward and recompute
    double gemmS = 0; ///< with the output layer
    double expertLaunchFwd = 0; ///< the experts' host work of one MoE layer's forward
};

/// The linear layers: forward GEMMs of one layer (M = tokens, or tokens routed per expert), the
/// LoRA adapters, the output layer on the last stage; backward and recompute as multiples.
LinearGemms linearGemms(const Resolved &r, const MicroBatch &b)
{
    const double t = b.t;
    const double tokens = b.tokens;
    const double gemmBytes = r.fp8 ? 1.0 : r.dataBytes;
    auto gemm = [&r, gemmBytes](double rows, double cols, double inner) {
        if (r.gemmTable)
            return formulas::gemmRooflineSeconds(rows, cols, inner, r.peakFlops,
                r.gemmTable->at(rows, cols, inner) * r.gemmDerate, gemmBytes, r.memoryBw);
        return formulas::gemmSeconds(rows, cols, inner, r.peakFlops, r.gemmEfficiencyLarge, gemmBytes, r.memoryBw);
    };
    LinearGemms g;
    g.ffnMats = r.gated ? 2.0 : 1.0; // fused gate + up projection
    const double ffnMats = g.ffnMats;
    const double attnFwd = gemm(tokens, r.qkvWidth / t, r.hidden) + gemm(tokens, r.hidden, r.attnOutIn / t);
    const double denseFfnFwd = gemm(tokens, ffnMats * r.ffnWidth / t, r.hidden) + gemm(tokens, r.hidden, r.ffnWidth / t);
    double moeFfnFwd = 0;
    if (r.experts > 1) {
        const double perExpert = b.routedTokens * b.ep / r.experts; // GEMM M of one local expert
        const double localExperts = double(r.experts) / b.ep;
        // The local experts run as one grouped GEMM (Megatron-Core moe_grouped_gemm, TE
        // GroupedLinear, Automodel's gmm experts): its tiles come from all their rows at once, so
        // its rate is that of perExpert x localExperts rows, not of one expert's.
        const double grouped = perExpert * localExperts;
        moeFfnFwd = gemm(grouped, ffnMats * r.expertFfn / b.etp, r.hidden) + gemm(grouped, r.hidden, r.expertFfn / b.etp)
            + gemm(tokens, r.experts, r.hidden);
        // Host work of the experts' GEMMs (calibration.h expertOverheadUs). Megatron-Core's
        // TEGroupedMLP calls TransformerEngine's GroupedLinear, which issues a GEMM, with its
        // host-side setup, per local expert (general_grouped_gemm). The PyTorch-native stacks call
        // one grouped GEMM per weight for all local experts (NeMo Automodel's GroupedExpertsDeepEP:
        // grouped_gemm ops.gmm, whose default build loops over the experts in C++, or
        // torch._grouped_mm), so they pay it once per weight, not once per expert.
        const double launchGroups = r.framework == Framework::Fsdp ? 1.0 : localExperts;
        g.expertLaunchFwd = launchGroups * 3.0 * r.cal.expertOverheadUs * 1e-6;
        if (r.sharedFfn > 0)
            moeFfnFwd += gemm(tokens, ffnMats * r.sharedFfn / t, r.hidden) + gemm(tokens, r.hidden, r.sharedFfn / t);
    }
    double layerFwd = attnFwd + r.denseLayerShare * denseFfnFwd + b.moeShare * moeFfnFwd;
    // LoRA adapters: the rank-r matmuls as GEMMs of N = rank (2 x tokens x adapter parameters FLOPs).
    const double adapterFwd = b.lora ? gemm(tokens, r.loraRank, r.adapterParamsPerLayer / (r.loraRank * t)) : 0.0;
    const double headFwd = gemm(tokens, r.vocab / t, r.hidden); // output layer on the last stage
    g.layerGemmS = b.stage * (layerFwd * (1.0 + b.backward + b.gemmRecompute) + adapterFwd * (3.0 + b.gemmRecompute));
    g.gemmS = g.layerGemmS + headFwd * (1.0 + b.backward);
    return g;
}

/// The attention core: causal FlashAttention FLOPs (half of the s x s scores; a sliding window
/// skips the key blocks outside it), backward 2.5x the forward (Dao 2023, FlashAttention-2
/// section 3.2: 5 matmuls instead of 2), BF16 even in FP8 runs. Eager attention computes and
/// masks every score.
double attentionCoreS(const Resolved &r, const Layout &l, const MicroBatch &b)
{
    const double tokens = b.tokens;
    const double qkv = (r.attnQkWidth + r.attnVWidth) / b.t;
    double attnFwdS = r.flash ? tokens * 2.0 * r.attendedKeys * qkv / (r.bf16Peak * r.attentionEfficiency)
                              : 2.0 * tokens * r.seq * qkv / (r.bf16Peak * r.cal.gemm(VendorFamily::Other));
    const double attnPasses = (r.flash ? 3.5 : 3.0) + (l.recompute == Recompute::None || b.opSelective ? 0.0 : 1.0);
    return b.stage * attnFwdS * attnPasses;
}

/// Memory-bound kernels: elements read + written per token and layer in the forward (Korthikanti
/// et al. 2022 section 4 lists the same ops): two norms (2 x 2h), two residual adds (2 x 3h),
/// replicated over TP ranks unless SP splits them; rotary on Q and K; the activation (SwiGLU reads
/// 2f, writes f); dropout; MoE token permutation; eager softmax. Backward ~2x.
double memoryBoundS(const Resolved &r, const Layout &l, const MicroBatch &b)
{
    const double t = b.t;
    const double sp = b.sp;
    const double ffnActive = b.ffnActive;
    double elements = 10.0 * r.hidden / sp + 2.0 * (r.queryRatio * r.hidden + r.kvWidth) / t + (r.gated ? 3.0 : 2.0) * ffnActive / t
        + b.moeShare * 4.0 * r.topK * r.hidden;
    if (r.dropout)
        elements += 5.0 * r.hidden / sp;
    if (!r.flash)
        elements += 3.0 * r.heads * r.seq / t;
    double layerBytes = elements * r.dataBytes * (3.0 + b.elementwiseRecompute);
    // FP8: each linear input cast to FP8 (read 2 B, write 1 B) forward, each output gradient
    // backward (TransformerEngine casts; amax reductions are negligible).
    if (r.fp8)
        layerBytes += 3.0 * 2.0 * (2.0 * r.hidden + (r.attnOutIn + ffnActive) / t);
    const double lossBytes = r.vocab / t * (r.logitsBytesPerElement >= 6.0 ? 16.0 : 8.0);
    const double memoryBytes = b.tokens * (b.stage * layerBytes + lossBytes);
    // QLoRA: every weight pass of every micro-batch dequantises the stage's NF4 weights
    // (formulas::weightPassesPerMicroBatch), a memory-bound cost per pass, not per token.
    const double shards = double(l.tp) * r.layers / b.stage;
    const double dequantS = r.mode == TrainingMode::Qlora
        ? formulas::weightPassesPerMicroBatch(l.recompute) * (r.frozenParams / shards) * r.cal.qloraDequantBytesPerParam
            / r.memoryBandwidth
        : 0.0;
    return memoryBytes / r.memoryBw + dequantS;
}

/// The micro-batch's compute into `tb` (for the step) and `b` (for the collectives), and the
/// GEMM efficiency reached.
void addCompute(const Resolved &r, const Layout &l, MicroBatch &b, TimeBreakdown &tb, double &efficiency)
{
    const LinearGemms g = linearGemms(r, b);
    const double gemmS = g.gemmS;
    const double attentionS = attentionCoreS(r, l, b);
    const double memoryBound = memoryBoundS(r, l, b);
    // --- fixed cost per layer and the framework's share -------------------------------------
    // The experts' host work, every pass of every MoE layer of the micro-batch. Dropless: the
    // host waits for the router's counts each MoE layer, then issues the experts' GEMMs while the
    // GPU idles, so it adds to the step. Token drop: no wait; the host queues them while the GPU
    // runs the micro-batch's kernels and collectives (timeOf, after the collectives).
    const double layerOverheadS = b.stage * r.layerOverheadUs * 1e-6 * (1.0 + b.recomputeFwd / 3.0);
    const double expertLaunchS = b.stage * b.moeShare * g.expertLaunchFwd * (1.0 + b.backward + b.gemmRecompute);
    const double waitedLaunchS = r.moeSchedule == MoeSchedule::Dropless ? expertLaunchS : 0.0;
    const double overheadS = layerOverheadS + waitedLaunchS
        + r.frameworkOverhead * (gemmS + waitedLaunchS + attentionS + memoryBound);
    const double microBatchCompute = gemmS + attentionS + memoryBound + overheadS;
    const int m = b.m;
    tb.gemmS = m * gemmS;
    tb.attentionS = m * attentionS;
    tb.memoryBoundS = m * memoryBound;
    tb.overheadS = m * overheadS;
    tb.computeS = m * microBatchCompute;
    const double linearFlops = 2.0 * (1.0 + b.backward + b.gemmRecompute) * b.tokens / b.t
        * (b.stage * (r.qkvWidth * r.hidden + r.attnOutIn * r.hidden + (g.ffnMats + 1.0) * b.ffnActive * r.hidden)
            + r.vocab * r.hidden);
    efficiency = gemmS > 0 ? std::min(1.0, linearFlops / (gemmS * r.peakFlops)) : 0.0;
    b.layerGemmS = g.layerGemmS;
    b.attentionS = attentionS;
    b.expertLaunchS = expertLaunchS;
    b.computeS = microBatchCompute;
}

/// The optimizer step on the device and, with offload, the host transfers and the CPU step.
void addOptimizerAndOffload(const Resolved &r, const Layout &l, const MicroBatch &b, TimeBreakdown &tb)
{
    const bool lora = b.lora;
    const double dense = lora ? b.stage * r.adapterParamsPerLayer / l.tp : denseParamsPerGpu(r, l);
    const double experts = lora ? 0.0 : expertParamsPerGpu(r, l);
    const int expertDp = expertDataParallel(r, l);
    // --- optimizer step on the device: reads and writes its states, reads the gradients, writes
    // the 16-bit weights, for the shard this GPU updates, at HBM bandwidth.
    if (r.offload == Offload::None || lora) {
        const formulas::StateBytes sb = lora ? r.adapterStateBytes : r.stateBytes;
        const double perParam = 2.0 * sb.optimizer + sb.gradients + sb.weights;
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
            bytesMoved += b.m * formulas::weightPassesPerMicroBatch(l.recompute) * shard * r.stateBytes.weights;
        tb.offloadTransferS = bytesMoved / r.hostLinkBandwidth;
        const int gpusOnNode = std::min(r.gpus, r.gpusPerNode);
        const double cpuStepS = shard * gpusOnNode / optimizer::kCpuAdamParamsPerSecond;
        tb.offloadS = tb.offloadTransferS + cpuStepS;
    }
}

} // namespace

TimeBreakdown timeOf(const Resolved &r, const Layout &l, double &efficiency)
{
    TimeBreakdown tb;
    MicroBatch b = microBatchOf(r, l);
    const int m = b.m;
    addCompute(r, l, b, tb, efficiency);
    const double tpS = tensorParallelS(r, l, b);
    tb.tensorParallelS = m * tpS;
    const double epS = expertParallelS(r, l, b);
    tb.expertParallelS = m * epS;
    const double cpS = contextParallelS(r, l, b);
    tb.contextParallelS = m * cpS;

    // Token drop: the experts' host work shows only where it outlasts the GPU's work of the
    // micro-batch (kernels and collectives alike), with the framework's share of it.
    if (r.moeSchedule == MoeSchedule::TokenDrop) {
        const double gpuWork = b.computeS + tpS + epS + cpS;
        const double exposed = std::max(0.0, b.expertLaunchS - gpuWork) * (1.0 + r.frameworkOverhead);
        tb.overheadS += m * exposed;
        tb.computeS += m * exposed;
    }
    addPipeline(r, l, b, tb);
    if (l.dp > 1)
        tb.dataParallelS = dataParallelS(r, l, b);
    addOptimizerAndOffload(r, l, b, tb);
    return tb;
}

} // namespace cp::estimate::internal
