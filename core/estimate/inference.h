#pragma once
// Inference sizing (serving): weights + paged KV cache per card, prefill (compute bound) and decode
// (memory-bandwidth bound) with the tensor-parallel all-reduces over the card's scale-up fabric,
// continuous batching up to the time-per-output-token target, and the replicas a request rate
// needs (Little's law). Used by `computeplanner-cli serve` and by the GUI's inference plans.

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/calibration.h"
#include "core/estimate/model.h"

namespace cp::estimate {

enum class WeightFormat { Bf16,
    Fp8,
    Int8,
    Int4 };

/// Bytes per weight: 2 (bf16), 1 (fp8/int8), 4-bit AWQ/GPTQ with one fp16 scale and zero per
/// group of 128 -> 0.5 + 4/128.
double bytesPerWeight(WeightFormat f);

// --- serving-engine defaults (sources beside each) -----------------------------------------
/// Share of the card's memory the engine may use for weights, activations and KV cache: vLLM
/// CacheConfig.gpu_memory_utilization defaults to 0.9 (docs.vllm.ai v0.10.2 vllm/config/cache.py;
/// later releases raised it to 0.92). TensorRT-LLM's free_gpu_memory_fraction is also 0.9.
inline constexpr double kGpuMemoryUtilization = 0.9;
/// Per-card memory the engine needs besides weights and KV cache inside that budget: the
/// activation peak of its profiling run, CUDA graphs, NCCL buffers (assumption, GiB; users confirm).
inline constexpr double kServingRuntimeGiB = 1.5;
/// Paged KV cache: tokens per block (vLLM default block size 16; Kwon et al. 2023, PagedAttention,
/// SOSP'23 section 4: a request wastes at most its last, partly filled block).
inline constexpr int kKvBlockTokens = 16;
/// Requests a replica decodes together at most (assumption: vLLM's max_num_seqs of 256 for the
/// API server; confirm for your engine).
inline constexpr int kMaxRunningRequests = 256;
/// NCCL's latency model for a ring all-reduce with the LL protocol: base 6.6 us plus per step
/// 0.6 us on NVLink and 1.0 us on PCIe, 2(n-1) steps (NVIDIA NCCL src/graph/tuning.cc baseLat and
/// hwLat tables). Other scale-up links (HCCS, xGMI, MLU-Link) take the PCIe step (assumption).
inline constexpr double kAllReduceBaseLatencyS = 6.6e-6;
inline constexpr double kAllReduceStepLatencyNvlinkS = 0.6e-6;
inline constexpr double kAllReduceStepLatencyOtherS = 1.0e-6;
/// Scale-up bandwidth assumed for a card whose catalog row has none: PCIe Gen4 x16, 64 GB/s
/// bidirectional (assumption).
inline constexpr double kFallbackScaleUpGBpsBidir = 64;

struct InferenceInput {
    ModelSpec model;
    QString accelerator;
    WeightFormat weights = WeightFormat::Bf16;
    double kvBytesPerElement = 2; ///< fp16/bf16 KV cache; 1 for an fp8 cache
    int promptTokens = 1024;
    int outputTokens = 256;
    double requestsPerSecond = 1;
    double ttftTargetS = 2.0; ///< time to first token; 0 = no target
    double tpotTargetS = 0.05; ///< time per output token (50 ms = 20 tokens/s per user)
    int tp = 0; ///< cards per replica; 0 = choose
    int gpusPerNode = 0; ///< cards a replica may span (tensor parallelism stays in a node); 0 = catalog's
    double memoryUtilization = kGpuMemoryUtilization;
    Calibration calibration;
};

/// Where one decode step's time goes, seconds. The parts add up to the step (TPOT).
struct StepBreakdown {
    double weightsReadS = 0; ///< weights read from device memory (MoE: the experts the batch routes to)
    double kvReadS = 0; ///< KV cache of every running request read
    double computeS = 0; ///< matmul time not hidden under the reads, plus the chunked prefill of joining requests
    double tpCommS = 0; ///< tensor-parallel all-reduces, two per layer
    double totalS() const { return weightsReadS + kvReadS + computeS + tpCommS; }
};

struct InferenceEstimate {
    int tp = 1; ///< cards per replica
    bool fits = false; ///< the weights and at least one request's KV cache fit on tp cards
    double weightsGiBPerCard = 0;
    double kvBytesPerToken = 0; ///< whole model, all layers
    double kvCacheGiBPerRequest = 0; ///< prompt + output tokens, in whole blocks
    double kvCacheGiBPerCard = 0; ///< at the chosen concurrency
    double kvCapacityGiBPerCard = 0; ///< what the engine's budget leaves for the KV cache
    double memoryGiBPerCard = 0; ///< weights + KV + runtime
    double usableGiBPerCard = 0; ///< the card's memory as the framework sees it
    int concurrency = 0; ///< requests decoded together per replica
    int maxConcurrencyByMemory = 0;
    double ttftS = 0; ///< prefill of one prompt, with its all-reduces
    double prefillCommS = 0; ///< the all-reduce part of ttftS
    double tpotS = 0; ///< one decode step at the chosen concurrency
    StepBreakdown step; ///< tpotS by part
    double weightBytesPerStep = 0; ///< weight bytes one decode step reads, whole replica
    double prefillTokensPerS = 0; ///< per replica
    double decodeTokensPerS = 0; ///< output tokens per second per replica, at the chosen concurrency
    double requestLatencyS = 0; ///< ttft + output tokens x tpot
    double requestsPerSPerReplica = 0;
    double concurrencyNeeded = 0; ///< Little's law: requests/s x request latency
    int replicas = 0;
    int cards = 0;
    bool meetsTargets = false;
    QString fabric; ///< the scale-up link the all-reduces use
};

/// KV-cache bytes per token: 2 (K and V) * L * n_kv * (h / a) * bytes (MLA: its latent width).
double kvCacheBytesPerToken(const ModelSpec &m, double bytesPerElement);

/// The card's memory as the framework sees it, bytes (the GB of the catalog read as GiB, as the
/// training estimator does). The one place serving reads card memory from.
double usableMemoryBytes(const Accelerator &acc);

/// Experts of one MoE layer a decode step of `batch` tokens reads, with uniform routing: each
/// expert is missed by one token with probability 1 - k/E, so E (1 - (1 - k/E)^batch) are hit
/// (batch 1: exactly top-k). Dense models: 0.
double expertsReadPerStep(const ModelSpec &m, double batch);

/// One decode step of `concurrency` requests on a replica of `tp` cards (every input fixed):
///   weights  = read bytes per card / (bandwidth x decode efficiency)
///   KV       = concurrency x (prompt + output/2) x KV bytes per token per card / same bandwidth
///   compute  = max(0, matmul time - the reads) + (concurrency / output) x prefill of one prompt
///              (chunked prefill: on average that many prompts join each step)
///   TP comm  = 2 L x [latency(tp) + 2(tp-1)/tp x tokens x h x 2 B / bus bandwidth]
/// Sources: roofline reasoning of Pope et al. 2022 (Efficiently Scaling Transformer Inference);
/// MosaicML/Databricks "LLM Inference Performance Engineering: Best Practices" (2023, MBU);
/// Megatron-LM (Shoeybi et al. 2019) two all-reduces per layer; nccl-tests PERFORMANCE.md bus bandwidth.
StepBreakdown decodeStep(const InferenceInput &in, const Accelerator &acc, int tp, int concurrency);

/// Sizes a deployment: for each tensor-parallel size within a node that fits, the largest
/// concurrency whose decode step meets the TPOT target, then the replicas for the request rate.
/// Picks the size that meets the targets with the fewest cards (ties: the smaller size). A model
/// that fits on no size in a node comes back with fits == false (not an error).
Expected<InferenceEstimate> estimateInference(const InferenceInput &in, const Catalog &catalog = Catalog::builtIn());

} // namespace cp::estimate
