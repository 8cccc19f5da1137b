// The step's collectives (resolved.h): tensor, expert, context and pipeline parallelism per
// micro-batch and the data-parallel reduction per step, each as latency + bytes / bus bandwidth,
// exposed where the framework cannot hide it behind the compute (steptime.cpp).
#include "core/estimate/resolved.h"

#include <cmath>

namespace cp::estimate::internal {

namespace {

/// Gradient bucket that stays exposed after the last backward: PyTorch DDP's bucket_cap_mb 25
/// (torch.nn.parallel.DistributedDataParallel); Megatron's buckets are of the same order.
constexpr double kGradientBucketBytes = 25e6;

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

} // namespace

/// TP: two all-reduces of the layer's activations forward and two backward (Megatron-LM,
/// Shoeybi et al. 2019 Fig. 4), two more with full recompute; with SP the same bytes move as
/// reduce-scatter + all-gather. Async overlap (TransformerEngine userbuffers, PyTorch's
/// micro-pipelined async TP) splits each collective into t chunks pipelined with the GEMMs that
/// consume or produce them on NVLink-class fabrics: the first all-gather chunk and the last
/// reduce-scatter chunk have no GEMM to hide behind, so 1/t of the traffic stays exposed
/// (Wang et al. 2022, "Overlap communication with dependent computation via decomposition",
/// ASPLOS'23, section 3). Nothing hides them on PCIe or across nodes.
double tensorParallelS(const Resolved &r, const Layout &l, const MicroBatch &b)
{
    double tpS = 0;
    if (l.tp > 1) {
        const double message = b.tokens * r.hidden * r.dataBytes;
        const double perLayer = 4.0 + 2.0 * b.recomputeFwd;
        const bool inNode = l.tp <= r.gpusPerNode;
        const double ring = inNode
            ? formulas::ringAllReduceS(message, l.tp,
                scaleUpBus(r, l.tp, l.sequenceParallel ? Collective::Other : Collective::AllReduce), r.alphaScaleUp)
            : formulas::ringAllReduceS(message, l.tp, r.interNodeBusBw, r.alphaNetwork);
        tpS = perLayer * b.stage * ring;
        if (r.tpOverlap == TpOverlap::Async && inNode && !r.pcie)
            tpS = std::max(tpS / l.tp, tpS - b.layerGemmS);
    }
    return tpS;
}

/// EP: all-to-all dispatch and combine of the routed tokens, forward and backward (four per MoE
/// layer, six with full recompute); the share of tokens for experts on other nodes crosses the
/// network: one copy per routed expert there (NCCL all-to-all), or with a hierarchical dispatcher
/// one copy per remote node, forwarded over NVLink, the combine reduced in the node before it
/// returns (DeepEP; DeepSeek-V3 technical report section 3.2.2).
double expertParallelS(const Resolved &r, const Layout &, const MicroBatch &b)
{
    const int ep = b.ep;
    double epS = 0;
    if (r.experts > 1 && ep > 1) {
        // Each rank dispatches the tokens it routes. EP members are single GPUs with ETP = 1 and TP
        // groups with ETP = TP, laid out contiguously (Megatron-Core folds EP over TP x CP x DP), so
        // a node holds gpusPerNode / ETP of them.
        const double sent = b.routedTokens * r.hidden * r.dataBytes * (ep - 1.0) / ep;
        const int local = std::clamp(r.gpusPerNode / int(b.etp), 1, ep);
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
        const double tokenBytes = b.routedTokens / r.topK * r.hidden * r.dataBytes;
        const double intraBytes = deduplicated ? tokenBytes * remoteGroups(ep) : sent * (1.0 - remoteShare);
        const double intra = intraBytes / scaleUpBus(r, local, Collective::Other);
        const double nodes = std::ceil(double(ep) / local);
        const double inter = hierarchical ? tokenBytes * remoteGroups(int(nodes)) / r.interNodeBusBw
                                          : sent * remoteShare / r.interNodeBusBw;
        const double one = std::max(intra, inter) + (remoteShare > 0 ? r.alphaNetwork : r.alphaScaleUp);
        epS = (4.0 + 2.0 * b.recomputeFwd) * b.stage * b.moeShare * one;
        // Async (DualPipe): a micro-batch's dispatch and combine run behind the compute of the
        // micro-batch it is paired with; only what exceeds that compute stays exposed.
        // Megatron-Core's combined 1F1B (auto) is not run with full recompute (its guide).
        if (r.epOverlap == EpOverlap::Async && !(r.epOverlapAuto && b.recomputeFwd > 0))
            epS = std::max(0.0, epS - b.computeS);
    }
    return epS;
}

/// CP: ring exchange of each rank's keys and values, cp - 1 steps forward and twice that backward
/// (K/V and their gradients; Liu et al. 2023, Ring Attention; Megatron-Core context parallelism),
/// overlapped with the attention blocks it feeds.
double contextParallelS(const Resolved &r, const Layout &l, const MicroBatch &b)
{
    double cpS = 0;
    if (l.cp > 1) {
        const double chunk = b.tokens * 2.0 * r.kvWidth / b.t * r.dataBytes;
        const bool inNode = l.tp * l.cp <= r.gpusPerNode;
        const double step = inNode ? r.alphaScaleUp + chunk / scaleUpBus(r, l.cp, Collective::Other) : r.alphaNetwork + chunk / r.interNodeBusBw;
        const double total = 3.0 * (l.cp - 1) * step * b.stage;
        cpS = std::max(0.0, total - b.attentionS);
    }
    return cpS;
}

/// PP: activations (split over t with SP) cross each stage boundary forward and backward, on the
/// critical path for m + p - 1 slots of the 1F1B schedule; the bubble idles (p-1)/(v m) of the
/// pipelined work. The pipeline is the outermost dimension (Megatron-Core rank order
/// tp-cp-ep-dp-pp; torchtitan's device mesh pp, dp, cp, tp), so neighbouring stages share a node
/// only when the whole job does.
void addPipeline(const Resolved &r, const Layout &l, const MicroBatch &b, TimeBreakdown &tb)
{
    if (l.pp > 1) {
        const int m = b.m;
        const double message = b.tokens * r.hidden * r.dataBytes / b.sp;
        const bool inNode = l.gpus() <= r.gpusPerNode;
        const double send = inNode ? r.alphaScaleUp + message / scaleUpBus(r, 2, Collective::Other) : r.alphaNetwork + message / r.interNodeBusBw;
        tb.pipelineS = 2.0 * (m + l.pp - 1) * l.interleave * send;
        tb.bubbleS = formulas::bubbleFraction(l.pp, l.interleave, m)
            * (tb.computeS + tb.tensorParallelS + tb.expertParallelS + tb.contextParallelS);
    }
}

/// DP: gradients reduced once per step (ZeRO 0-2), bucket by bucket during the backward of the
/// last micro-batch, so all but the last bucket hide behind it (PyTorch DDP / Megatron
/// overlap_grad_reduce). Gradients move in the dtype they are held in (r.stateBytes.gradients):
/// Megatron-core keeps its gradient buffer, and reduces it, in fp32 only with
/// ddp.grad_reduce_in_fp32 (TrainingSpec::fp32GradAccumulation, 18 B/param); the published
/// Megatron-Bridge benchmarks turn it off (scripts/performance set_basic_perf_overrides and the MoE
/// families' common configs: grad_reduce_in_fp32 = False), NeMo 1.0 sets grad_sync_dtype bf16.
/// Megatron's distributed optimizer (ZeRO 1-2) reduce-scatters the gradients during the last
/// backward and all-gathers the updated 16-bit weights during the next step's first forward.
/// ZeRO-3/FSDP gathers the weights forward and backward and reduce-scatters the gradients every
/// micro-batch, prefetched behind that micro-batch's compute except the first layer's gather.
/// Routed experts reduce over their expert-data-parallel group (dp / ep).
double dataParallelS(const Resolved &r, const Layout &l, const MicroBatch &b)
{
    if (l.dp <= 1)
        return 0.0;
    const bool lora = b.lora;
    const int ep = b.ep;
    const double microBatchCompute = b.computeS;
    const int dpLocal = std::max(1, r.gpusPerNode / (l.tp * l.cp));
    const double dense = lora ? b.stage * r.adapterParamsPerLayer / l.tp : denseParamsPerGpu(r, l);
    const double experts = lora ? 0.0 : expertParamsPerGpu(r, l);
    const int expertDp = expertDataParallel(r, l);
    const double gradBytes = r.stateBytes.gradients;
    if (l.zero >= 3) {
        const double frozen = lora ? denseParamsPerGpu(r, l) : dense;
        const Collective rsAg = Collective::Other;
        const double traffic = 1.5 * allReduceS(r, frozen * r.stateBytes.weights, l.dp, dpLocal, rsAg)
            + 0.5 * allReduceS(r, dense * gradBytes, l.dp, dpLocal, rsAg)
            + 1.5 * allReduceS(r, experts * r.stateBytes.weights, expertDp, std::max(1, dpLocal / ep), rsAg)
            + 0.5 * allReduceS(r, experts * gradBytes, expertDp, std::max(1, dpLocal / ep), rsAg);
        return b.m * std::max(traffic - microBatchCompute, traffic / std::max(1.0, b.stage));
    }
    // Exposed time of a collective that moves `share` of an all-reduce of `bytes` per parameter
    // over the dense and the expert groups: what `window` of compute cannot hide, and never less
    // than its last bucket. A ring reduce-scatter or all-gather moves half an all-reduce's bytes.
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
        return exposed(gradBytes, Collective::Other, 0.5, backwardWindow)
            + exposed(r.stateBytes.weights, Collective::Other, 0.5, forwardWindow);
    return exposed(gradBytes, Collective::AllReduce, 1.0, backwardWindow);
}

} // namespace cp::estimate::internal
