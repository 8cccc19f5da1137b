#pragma once
// Inference sizing: weights + KV cache per card, prefill and decode throughput, and the cards
// and replicas needed for a request rate under latency targets.

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

struct InferenceInput {
    ModelSpec model;
    QString accelerator;
    WeightFormat weights = WeightFormat::Bf16;
    double kvBytesPerElement = 2; ///< fp16/bf16 KV cache; 1 for an fp8 cache
    int promptTokens = 1024;
    int outputTokens = 256;
    double requestsPerSecond = 1;
    double ttftTargetS = 2.0; ///< time to first token
    double tpotTargetS = 0.05; ///< time per output token (50 ms = 20 tokens/s per user)
    int tp = 0; ///< cards per replica; 0 = choose
    Calibration calibration;
};

struct InferenceEstimate {
    int tp = 1; ///< cards per replica
    double weightsGiBPerCard = 0;
    double kvBytesPerToken = 0; ///< whole model, all layers
    double kvCacheGiBPerRequest = 0; ///< prompt + output tokens
    double kvCacheGiBPerCard = 0; ///< at the chosen concurrency
    double memoryGiBPerCard = 0; ///< weights + KV + context
    int concurrency = 0; ///< requests decoded together per replica
    int maxConcurrencyByMemory = 0;
    double ttftS = 0; ///< prefill of one prompt
    double tpotS = 0; ///< one decode step at the chosen concurrency
    double prefillTokensPerS = 0; ///< per replica
    double decodeTokensPerS = 0; ///< per replica, at the chosen concurrency
    double requestsPerSPerReplica = 0;
    int replicas = 0;
    int cards = 0;
    bool meetsTargets = false;
};

/// KV-cache bytes per token: 2 (K and V) * L * n_kv * (h / a) * bytes (MLA: its latent width).
double kvCacheBytesPerToken(const ModelSpec &m, double bytesPerElement);

/// Sizes a deployment. Decode is memory-bandwidth bound (weights + KV read per step), prefill
/// compute bound (2 * active parameters FLOPs per token at the calibrated efficiency).
Expected<InferenceEstimate> estimateInference(const InferenceInput &in, const Catalog &catalog = Catalog::builtIn());

} // namespace cp::estimate
