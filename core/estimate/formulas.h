#pragma once
// The estimator's formulas as small pure functions, each with its source. They take and
// return plain numbers or Boost.Units quantities and never allocate, so the layout search
// can call them millions of times.

#include "core/estimate/optimizer.h"
#include "core/estimate/training.h"
#include "core/units/units.h"

#include <algorithm>
#include <cmath>

namespace cp::estimate::formulas {

// --- explanation sources (shown next to each headline number) --------------------------------
inline constexpr const char *kSourceFlops = "Megatron-LM num_floating_point_operations (training.py); "
                                            "Narayanan et al. 2021 eq. 3";
inline constexpr const char *kSourceActivations = "Korthikanti et al. 2022 (arXiv 2205.05198) Table 2";
inline constexpr const char *kSourceModelStates = "Rajbhandari et al. 2020 (ZeRO, SC'20) section 3.1 and Fig. 1";
inline constexpr const char *kSourceCollectives = "NVIDIA nccl-tests doc/PERFORMANCE.md (bus bandwidth factors)";
inline constexpr const char *kSourceBubble = "Narayanan et al. 2021 (arXiv 2104.04473) section 2.2";
inline constexpr const char *kSourceGoodput = "Young 1974 / Daly 2006 checkpoint interval; Llama 3 paper section 3.3.4";
inline constexpr const char *kSourceMfu = "Chowdhery et al. 2022 (PaLM) appendix B: MFU and HFU";
inline constexpr const char *kSourceLora = "Hu et al. 2021 (LoRA); Dettmers et al. 2023 (QLoRA) section 3";
inline constexpr const char *kSourceKvCache = "KV cache 2 * L * n_kv * (h/a) * bytes per token (Pope et al. 2022)";

// --- collectives ---------------------------------------------------------------------------
/// Ring all-reduce of S bytes over n ranks: 2(n-1)/n * S / busBW (nccl-tests PERFORMANCE.md).
inline units::Time allReduceTime(units::Bytes size, int ranks, units::Bandwidth busBandwidth)
{
    if (ranks <= 1)
        return units::seconds(0);
    return 2.0 * (ranks - 1) / ranks * size / busBandwidth;
}
/// Reduce-scatter (or all-gather) of S bytes in total over n ranks: (n-1)/n * S / busBW.
inline units::Time reduceScatterTime(units::Bytes size, int ranks, units::Bandwidth busBandwidth)
{
    if (ranks <= 1)
        return units::seconds(0);
    return double(ranks - 1) / ranks * size / busBandwidth;
}
inline units::Time allGatherTime(units::Bytes size, int ranks, units::Bandwidth busBandwidth)
{
    return reduceScatterTime(size, ranks, busBandwidth);
}
/// Point-to-point transfer of S bytes.
inline units::Time sendTime(units::Bytes size, units::Bandwidth bandwidth) { return size / bandwidth; }

/// Ring collectives with a per-step latency (the alpha-beta model of Thakur, Rabenseifner and
/// Gropp 2005, "Optimization of Collective Communication Operations in MPICH", section 4): a ring
/// all-reduce of S bytes over n ranks takes 2(n-1) steps of S/n bytes, a reduce-scatter or an
/// all-gather (n-1) steps; each step costs alpha + (S/n) / busBW. Plain seconds and bytes/s.
constexpr double ringAllReduceS(double bytes, int ranks, double busBytesPerS, double alphaS)
{
    return ranks <= 1 ? 0.0 : 2.0 * (ranks - 1) * (alphaS + bytes / ranks / busBytesPerS);
}
constexpr double ringReduceScatterS(double bytes, int ranks, double busBytesPerS, double alphaS)
{
    return ranks <= 1 ? 0.0 : (ranks - 1) * (alphaS + bytes / ranks / busBytesPerS);
}
/// Hierarchical all-reduce over `local` ranks per node times `nodes` nodes (NCCL's tree/ring
/// across nodes with a node-local step): reduce-scatter inside the node on the scale-up fabric,
/// all-reduce of the 1/local shard across nodes with every GPU's own NIC in parallel (one ring per
/// rail), all-gather inside the node.
constexpr double hierarchicalAllReduceS(double bytes, int local, int nodes, double intraBytesPerS, double intraAlphaS,
    double interBytesPerS, double interAlphaS)
{
    const double l = local < 1 ? 1 : local;
    return 2.0 * ringReduceScatterS(bytes, local, intraBytesPerS, intraAlphaS)
        + ringAllReduceS(bytes / l, nodes, interBytesPerS, interAlphaS);
}

/// Expected number of other nodes a token's top-k routed experts land on, for `experts` experts
/// spread evenly over `nodes` nodes and balanced routing (k distinct experts drawn uniformly):
/// (nodes - 1) x (1 - C(E - E/n, k) / C(E, k)). A hierarchical dispatcher (DeepEP; DeepSeek-V3
/// technical report section 3.2.2) sends one copy of the token to each such node over the
/// network instead of one per routed expert there.
inline double expectedRemoteNodes(int experts, int topK, int nodes)
{
    if (nodes <= 1 || experts <= 0 || topK <= 0)
        return 0.0;
    const double perNode = double(experts) / nodes;
    double missed = 1.0; // probability that none of the k draws hits a given other node
    for (int i = 0; i < topK && missed > 0.0; ++i)
        missed *= std::max(0.0, (experts - perNode - i) / (experts - i));
    return (nodes - 1.0) * (1.0 - missed);
}

/// The same count when a token's k experts are k consecutive experts aligned to a multiple of k
/// (NeMo Automodel's FakeBalancedGate: indices = arange(tokens * k).view(-1, k) % E) and each of
/// `groups` ranks or nodes holds E / groups consecutive experts: the token lands on
/// max(1, k / (E / groups)) groups, each another group than its own with probability
/// (groups - 1) / groups.
inline double remoteGroupsContiguous(int experts, int topK, int groups)
{
    if (groups <= 1 || experts <= 0 || topK <= 0)
        return 0.0;
    const double perGroup = double(experts) / groups;
    return std::max(1.0, topK / perGroup) * (groups - 1.0) / groups;
}

// --- matmul efficiency by shape ------------------------------------------------------------
/// Relative matmul throughput against one GEMM dimension x (M, N or K), normalised to 1 for large
/// dimensions and interpolated linearly in log2(x) between the points below: the shape of the
/// maximum-achievable-matmul-FLOPS sweeps of A100/H100 (stas00/ml-engineering compute/accelerator
/// "maximum achievable matmul FLOPS" finder; AMD ROCm blog "Measuring Max-Achievable FLOPs",
/// 2025): a dimension of 128 reaches about a third of the large-shape rate (one tile wave, idle
/// SMs), 1,024 about 85%, 4,096 and more about the full rate. Assumption shaped after those sweeps.
inline double gemmDimensionFactor(double x)
{
    // { dimension, log2 of it, factor }: the dimensions are powers of two, so their logarithms
    // are written out (the planner calls this for every GEMM of every layout it tries).
    constexpr double points[][3] = { { 16, 4, 0.06 }, { 64, 6, 0.2 }, { 128, 7, 0.34 }, { 256, 8, 0.52 },
        { 512, 9, 0.7 }, { 1024, 10, 0.85 }, { 2048, 11, 0.94 }, { 4096, 12, 0.98 }, { 8192, 13, 1.0 } };
    constexpr int n = sizeof(points) / sizeof(points[0]);
    if (x <= points[0][0])
        return points[0][2] * std::max(x, 1.0) / points[0][0];
    if (x >= points[n - 1][0])
        return 1.0;
    const double lx = std::log2(x);
    for (int i = 1; i < n; ++i) {
        if (x <= points[i][0]) {
            const double a = points[i - 1][1];
            const double b = points[i][1];
            const double f = (lx - a) / (b - a);
            return points[i - 1][2] + f * (points[i][2] - points[i - 1][2]);
        }
    }
    return 1.0;
}
/// Seconds of one M x K by K x N matmul: the larger of its FLOPs at peak x large-shape efficiency
/// x the shape factors of M, N and K, and its operand bytes (A, B read, C written at
/// `elementBytes`) at the memory bandwidth - a roofline per GEMM.
/// The roofline of one GEMM at a given efficiency (fraction of the peak) for its shape.
inline double gemmRooflineSeconds(double m, double n, double k, double peakFlops, double efficiency, double elementBytes,
    double memoryBytesPerS)
{
    if (m <= 0 || n <= 0 || k <= 0 || efficiency <= 0)
        return 0.0;
    const double compute = 2.0 * m * n * k / (peakFlops * efficiency);
    const double memory = (m * k + k * n + m * n) * elementBytes / memoryBytesPerS;
    return std::max(compute, memory);
}
inline double gemmSeconds(double m, double n, double k, double peakFlops, double largeShapeEfficiency,
    double elementBytes, double memoryBytesPerS)
{
    const double eff = largeShapeEfficiency * gemmDimensionFactor(m) * gemmDimensionFactor(n) * gemmDimensionFactor(k);
    return gemmRooflineSeconds(m, n, k, peakFlops, eff, elementBytes, memoryBytesPerS);
}

// --- pipeline -------------------------------------------------------------------------------
/// Pipeline bubble as a fraction of the ideal time: (p-1)/(v*m) for 1F1B with v interleaved
/// stages and m micro-batches (Narayanan et al. 2021 section 2.2).
constexpr double bubbleFraction(int pp, int interleave, int microBatches)
{
    return pp <= 1 ? 0.0 : double(pp - 1) / (double(std::max(1, interleave)) * std::max(1, microBatches));
}
/// Activation-memory factor of interleaving on the first stage: 1 + (p-1)/(p*v) (Korthikanti
/// et al. 2022 section 4.2.3).
constexpr double interleaveMemoryFactor(int pp, int interleave)
{
    return interleave <= 1 || pp <= 1 ? 1.0 : 1.0 + double(pp - 1) / (double(pp) * interleave);
}

/// Micro-batches (in units of a rank's whole share of layers) whose activations the LAST pipeline
/// stage holds at its peak. In 1F1B the last stage runs each micro-batch's backward right after its
/// forward, so it holds one; interleaved over v chunks, Megatron's last rank warms up (v - 1) pp
/// chunks before its first backward (schedules.py, get_pp_rank_microbatches: num_warmup =
/// (pp - rank - 1) x 2 + (v - 1) x pp), i.e. ((v - 1) pp + 1) / v of its layers' worth. The first
/// stage holds pp (times interleaveMemoryFactor) but not the logits, which live on the last stage:
/// the busiest stage is the larger of the two (Korthikanti et al. 2022 section 4.2.3 takes the
/// first stage's in-flight count; the output layer and the loss sit on the last).
constexpr double lastStageInFlight(int pp, int interleave)
{
    return interleave <= 1 || pp <= 1 ? 1.0 : (double(interleave - 1) * pp + 1.0) / interleave;
}

// --- activations (Korthikanti et al. 2022) ---------------------------------------------------
/// Shape of one transformer layer for the activation formulas.
struct LayerShape {
    double seq = 0; ///< s
    double microBatch = 1; ///< b
    double hidden = 0; ///< h
    double heads = 0; ///< a
    double kvRatio = 1; ///< n_kv / a (1 for multi-head attention)
    double queryRatio = 1; ///< a x head dim / h (1 unless head_dim is set apart, as in Qwen3)
    double ffnRatio = 4; ///< f / h (MoE: width of the experts a token visits / h)
    bool gated = false;
    bool dropout = false; ///< dropout probability > 0: the masks are stored
    /// The MLP's weights are frozen and carry no adapter (LoRA on attention only): autograd keeps
    /// no input for a weight gradient of fc1/fc2 (PyTorch saves a linear's input only when its
    /// weight needs a gradient).
    bool frozenMlp = false;
    /// Bytes per element of a stored GEMM input: 2 (16-bit), 1 when the GEMMs run in FP8, whose
    /// weight-gradient GEMM reads the FP8 copy of its input, so that copy is what the forward keeps
    /// (DeepSeek-V3 technical report, arXiv 2412.19437 section 3.3.1: "the FP8 Wgrad GEMM allows
    /// activations to be stored in FP8 for use in the backward pass"; TransformerEngine's fp8
    /// Linear saves its quantised input). Other stored tensors (attention Q/K/V, the activation
    /// function's input) stay 16-bit.
    double gemmInputBytes = 2.0;
};

/// Bytes per s*b*h stored by one layer with 16-bit activations and no parallelism, without
/// the quadratic attention term. Korthikanti's 34 = attention 11 + MLP 19 + layer norms 4, with
/// the attention part generalised to GQA and to a head width d apart from h/a (with q = a d / h:
/// Q 2q, K and V 2q n_kv/a each, QKV input 2, projection input 2q, dropout mask 1) and the MLP
/// part to width f and gating (input 2, mask 1, fc1 output 2f/h (4f/h with a gate: the SwiGLU
/// input), fc2 input 2f/h). The two dropout masks (1 + 1) are
/// stored only when dropout is on (Llama-class models train without dropout). A frozen MLP
/// keeps only what the activation's backward needs: fc1 output (2f/h), with a gate 4f/h.
/// The GEMM inputs (QKV input, projection input, fc1 input, fc2 input) take g = gemmInputBytes
/// per element instead of 2 (1 in FP8).
constexpr double linearActivationCoefficient(const LayerShape &l)
{
    const double mask = l.dropout ? 1.0 : 0.0;
    const double g = l.gemmInputBytes;
    const double attention = g + 2.0 * l.queryRatio + g * l.queryRatio + 4.0 * l.kvRatio * l.queryRatio + mask;
    const double mlp = l.frozenMlp ? l.ffnRatio * (l.gated ? 4.0 : 2.0) + mask
                                   : g + l.ffnRatio * ((l.gated ? 4.0 : 2.0) + g) + mask;
    return attention + mlp + 4.0;
}
/// Coefficient that tensor parallelism without sequence parallelism leaves replicated
/// (layer-norm inputs 4, QKV and fc1 inputs 2 + 2 (g + g in FP8), two dropout masks 2): Table 2's
/// "10"; 8 without dropout.
constexpr double replicatedCoefficient(bool dropout, double gemmInputBytes = 2.0)
{
    return 4.0 + 2.0 * gemmInputBytes + (dropout ? 2.0 : 0.0);
}

/// Activation bytes one layer keeps for one micro-batch (Korthikanti et al. 2022 Table 2):
/// sbh(34 + 5as/h) with no parallelism, sbh(10 + 24/t + 5as/(ht)) with TP,
/// sbh(34/t + 5as/(ht)) with TP + SP; selective recompute or FlashAttention drop 5as/h (eager
/// attention keeps it: the softmax output, and the dropout mask or, in HuggingFace's eager
/// path, the fp32 softmax upcast); full recompute keeps only the layer input 2sbh (divided by t
/// with SP).
constexpr double layerActivationBytes(const LayerShape &l, int tp, bool sequenceParallel, Recompute recompute,
    bool flashAttention)
{
    const double sbh = l.seq * l.microBatch * l.hidden;
    const double t = tp;
    if (recompute == Recompute::Full)
        return 2.0 * sbh / (sequenceParallel ? t : 1.0);
    const double c = linearActivationCoefficient(l);
    const double rep = replicatedCoefficient(l.dropout, l.gemmInputBytes);
    const double linear = sequenceParallel ? c / t : rep + (c - rep) / t;
    const bool dropQuadratic = flashAttention || recompute == Recompute::Selective;
    const double quadratic = dropQuadratic ? 0.0 : 5.0 * l.heads * l.seq / (l.hidden * t);
    return sbh * (linear + quadratic);
}

/// Working set of the one layer being recomputed under full recompute.
constexpr double recomputeWorkingSetBytes(const LayerShape &l, int tp, bool sequenceParallel, bool flashAttention)
{
    return layerActivationBytes(l, tp, sequenceParallel, Recompute::None, flashAttention);
}

// --- model states (ZeRO paper; optimizers in optimizer.h) ------------------------------------
using StateBytes = optimizer::StateBytes;

/// Mixed-precision bytes per parameter with fp32 master weights (optimizer::stateBytes).
constexpr StateBytes stateBytes(Precision precision, Optimizer o, bool fp32GradAccumulation)
{
    return optimizer::stateBytes(precision, o, true, fp32GradAccumulation, 0.0);
}

/// Model-state bytes per GPU after ZeRO sharding over d data-parallel ranks: stage 1 shards
/// the optimizer, stage 2 also the gradients, stage 3 also the weights (ZeRO paper Fig. 1:
/// 16 Psi -> 4 Psi + 12 Psi/d -> 2 Psi + 14 Psi/d -> 16 Psi/d).
struct ShardedStates {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};
constexpr ShardedStates shardStates(double params, StateBytes b, int zeroStage, int dp)
{
    const double d = std::max(1, dp);
    ShardedStates s;
    s.optimizer = params * b.optimizer / (zeroStage >= 1 ? d : 1.0);
    s.gradients = params * b.gradients / (zeroStage >= 2 ? d : 1.0);
    s.weights = params * b.weights / (zeroStage >= 3 ? d : 1.0);
    return s;
}

/// QLoRA NF4 storage: 4 bits per weight plus double-quantised constants, 0.127 bits per
/// parameter (Dettmers et al. 2023 section 3) -> 0.5159 B/param.
inline constexpr double kNf4BytesPerParam = 0.5 + 0.127 / 8.0;
/// QLoRA keeps the weights it does not quantise (embeddings, output layer, norms) in fp32:
/// PEFT's prepare_model_for_kbit_training casts every non-4-bit parameter to float32.
inline constexpr double kQloraUnquantisedBytes = 4.0;
/// A GPTQ int4 checkpoint keeps them in 16-bit: PEFT's prepare_model_for_kbit_training skips the
/// fp32 cast for GPTQ-quantised models (peft/utils/other.py, is_gptq_quantized), and DeepSpeed's
/// fp16 engine, which Qwen's Q-LoRA scripts run under, casts the module to fp16.
inline constexpr double kGptqUnquantisedBytes = 2.0;
/// Bytes per logit element of a loss that stays in 16-bit (no autocast: DeepSpeed's fp16/bf16
/// engine): the logits, their shifted contiguous copy and the log-softmax output saved for the
/// backward, 2 B each (HuggingFace causal-LM heads: lm_logits[..., :-1, :].contiguous() into
/// CrossEntropyLoss); the backward's gradients replace them one for one. Count, not a fit.
inline constexpr double kSixteenBitLossBytesPerLogit = 6.0;
/// Bytes per logit element with a fused in-place cross entropy: the bf16 logits and the bf16
/// gradient written over the softmax (flash_attn/losses/cross_entropy.py). Assumption.
inline constexpr double kFusedLossBytesPerLogit = 4.0;
/// Bytes per logit element with Megatron-Core's vocab-parallel cross entropy
/// (megatron/core/tensor_parallel/cross_entropy.py, called on logits.float()): the fp32 copy of
/// the 16-bit logits (4 B) is turned into the softmax in place (exp and divide with out=) and
/// saved for the backward, which writes the gradient into it; the 16-bit logits (2 B) are alive
/// while the copy is made. 4 + 2 = 6, a count, not a fit. FlagPerf's Qwen1.5-MoE-A2.7B run on
/// Megatron (8 x A800, PP 2, seq 8,192: 66 of 80 GiB, FlagOpen/FlagPerf
/// training/nvidia/qwen1.5_MoE-megatron/README.md) is the check: its last stage's logits are 7 GiB
/// at 6 B and 18.5 GiB at the calibrated upcast 16 B, which would put it at 79 GiB.
inline constexpr double kVocabParallelLossBytesPerLogit = 6.0;
/// LoRA adapters train in fp32 with Adam: 4 (weight) + 4 (gradient) + 8 (m, v) B/param
/// (PEFT keeps adapter weights in fp32 under mixed precision). QLoRA keeps them in bf16
/// (estimate.cpp: 2 + 2 + the optimizer's fp32 states).
inline constexpr StateBytes kAdapterStateBytes { 4.0, 4.0, 8.0 };

/// Weight passes per micro-batch that read every frozen weight: forward, backward (dX = dY W^T)
/// and, under full recompute, the recomputed forward. QLoRA dequantises NF4 to 16-bit on every
/// pass (bitsandbytes dequantize_4bit before each matmul), so its cost is per pass and per
/// micro-batch, not per token.
constexpr int weightPassesPerMicroBatch(Recompute recompute) { return recompute == Recompute::Full ? 3 : 2; }

// --- efficiency and goodput ---------------------------------------------------------------
/// Matmul efficiency for per-GPU matrices of characteristic size n = h / sqrt(t):
/// ceiling * n / (n + halfSize) (calibrated, see calibration.h).
inline double gemmEfficiency(double ceiling, double hidden, int tp, double halfSize)
{
    const double n = hidden / std::sqrt(double(std::max(1, tp)));
    return ceiling * n / (n + halfSize);
}

/// Goodput of a long job: the share of wall-clock time that makes progress, with checkpoints
/// every tau = sqrt(2 * delta * M) (Young 1974; Daly 2006 first order) where M is the job's
/// mean time between failures. Each failure loses tau/2 of work plus the restart time R.
struct Goodput {
    double fraction = 1;
    double checkpointIntervalHours = 0;
    double jobMtbfHours = 0;
};
inline Goodput goodput(int gpus, double gpuMtbfHours, double checkpointMinutes, double restartMinutes)
{
    Goodput g;
    g.jobMtbfHours = gpuMtbfHours / std::max(1, gpus);
    const double delta = checkpointMinutes / 60.0;
    const double restart = restartMinutes / 60.0;
    g.checkpointIntervalHours = std::sqrt(2.0 * delta * g.jobMtbfHours);
    const double lostPerFailure = g.checkpointIntervalHours / 2.0 + restart;
    const double progress = (1.0 - lostPerFailure / g.jobMtbfHours) / (1.0 + delta / g.checkpointIntervalHours);
    g.fraction = std::clamp(progress, 0.05, 1.0);
    return g;
}

} // namespace cp::estimate::formulas
