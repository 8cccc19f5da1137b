#pragma once
// Transformer model descriptions, parameter and FLOP counts, and the built-in presets.

#include "core/common/expected.h"

#include <QList>
#include <QString>

namespace cp::estimate {

/// A decoder-only transformer. Dense models leave the MoE fields at their defaults.
struct ModelSpec {
    QString id = QStringLiteral("custom"); ///< preset id, or "custom"
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; ///< grouped-query attention; 0 means kvHeads == heads
    /// Width of one attention head (config.json head_dim); 0 means hidden / heads. Qwen3 and
    /// GPT-OSS set it apart from hidden / heads (Qwen3-30B-A3B: 32 heads x 128 on a 2,048-wide
    /// residual stream), so their queries, keys, values and scores are wider than the stream.
    int headDimension = 0;
    int ffn = 0; ///< FFN width of a dense layer; 0 means 4 * hidden
    bool gated = false; ///< SwiGLU/GeGLU: three FFN matrices instead of two
    int vocab = 32000;
    bool tiedEmbeddings = false;
    bool qkvBias = false;
    // Mixture of experts (experts <= 1: dense).
    int experts = 0; ///< routed experts per MoE layer
    int topK = 0; ///< routed experts per token
    int sharedExperts = 0; ///< always-active experts per MoE layer
    int moeFfn = 0; ///< FFN width of one expert
    int denseLayers = 0; ///< leading layers with a dense FFN of width `ffn`
    /// When > 0, replaces the GQA attention parameter count per layer. Used to approximate
    /// multi-head latent attention (DeepSeek-V3), whose projections are low-rank.
    double attentionParamsOverride = 0;
    /// When > 0, replaces 2 * kvHeads * headDim as the KV-cache elements per token per layer
    /// (MLA caches a compressed latent instead of keys and values).
    double kvElementsPerTokenOverride = 0;
    // Multi-head latent attention (DeepSeek-V2/V3; config.json names). kvLoraRank == 0: plain
    // multi-head/grouped-query attention and the fields below are unused. With MLA, the attention
    // FLOPs count Q.K^T over qkNope + qkRope dimensions and A.V over vHeadDim per head.
    int qLoraRank = 0; ///< q_lora_rank (0: Q projected directly from the hidden state)
    int kvLoraRank = 0; ///< kv_lora_rank, the compressed KV latent
    int qkNopeHeadDim = 0; ///< qk_nope_head_dim
    int qkRopeHeadDim = 0; ///< qk_rope_head_dim (the decoupled RoPE key)
    int vHeadDim = 0; ///< v_head_dim
    /// Sliding-window attention: `windowedLayers` of the layers attend only the last
    /// `slidingWindow` keys, the others the whole causal context (gpt-oss: config.json
    /// sliding_window 128 on every other layer of `layer_types`; Megatron-Core window_size (128, 0)
    /// with window_attn_skip_freq 2). 0: every layer attends its whole causal context.
    int slidingWindow = 0;
    int windowedLayers = 0;
    QString source; ///< where the architecture was published

    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : heads; }
    int effectiveFfn() const { return ffn > 0 ? ffn : 4 * hidden; }
    bool isMoe() const { return experts > 1; }
    int moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
    double headDim() const
    {
        if (headDimension > 0)
            return headDimension;
        return heads > 0 ? double(hidden) / heads : 0;
    }
    /// Width of the queries and of the attention output: heads x head dim (hidden without head_dim).
    double queryWidth() const { return heads * headDim(); }
    bool isMla() const { return kvLoraRank > 0; }
};

/// Parameter counts of a model (numbers of parameters, not bytes).
struct ParameterCounts {
    double total = 0; ///< all parameters
    double active = 0; ///< parameters used per token (MoE: top-k + shared experts)
    double embedding = 0; ///< input embedding (+ output layer when untied)
    double attentionPerLayer = 0;
    double denseFfnPerLayer = 0;
    double expertFfn = 0; ///< one expert's FFN
    double routerPerLayer = 0;
    double normsPerLayer = 0;
    /// Parameters in the FFNs of all layers (all experts).
    double ffnTotal = 0;
    /// Linear (matmul) parameters active per token, including the output layer: 6x this is the
    /// dense part of the training FLOPs per token.
    double activeMatmul = 0;
};

/// Counts parameters from the architecture (GQA, SwiGLU and MoE aware).
/// Attention: Q and O are h x (heads * headDim), K and V are h x (kvHeads * headDim); FFN: 2 or 3
/// (gated) matrices h x f; two RMS/LayerNorm weight vectors per layer; embeddings V x h (twice when
/// untied). Source: the HuggingFace modeling files of Llama/Qwen2 (modeling_llama.py).
ParameterCounts parameterCounts(const ModelSpec &m);

/// Model FLOPs per token for one training step (forward + backward), without recompute.
/// 6 * active matmul parameters + 12 * L * s * h for attention scores (MLA: 3x the forward of
/// attentionForwardFlopsPerToken); without MLA this is Megatron-LM's
/// `num_floating_point_operations` divided by B*s (megatron/training/training.py), which
/// for plain GPT gives 72 B s L h^2 (1 + s/6h + V/12Lh) (Narayanan et al. 2021, eq. 3).
double trainingFlopsPerToken(const ModelSpec &m, const ParameterCounts &p, int seqLen);
/// Attention-score FLOPs per token in the forward pass (4 * L * s * heads * headDim, which is
/// 4 L s h without head_dim; with MLA 2 * L * s * heads * (qk_nope + qk_rope + v_head dims)), the
/// part that selective recompute repeats (Korthikanti et al. 2022, section 5). The count is the
/// PaLM convention's, twice the keys a query attends: s in a causal layer, 2 w - w (w - 1) / s in
/// a layer with a sliding window of w keys (see attendedKeysPerQuery).
double attentionForwardFlopsPerToken(const ModelSpec &m, int seqLen);
/// Keys one query attends, averaged over the layers and over the positions 1..s of a sequence:
/// s / 2 in a causal layer (the count FlashAttention's causal FLOPs use), and in a layer with a
/// sliding window of w < s keys the mean of min(p, w), w - w (w - 1) / (2 s).
double attendedKeysPerQuery(const ModelSpec &m, int seqLen);
/// Tokens of a `tokens`-long sequence that a layer keeps in its KV cache and reads at each decode
/// step, averaged over the layers: all of them in a causal layer, at most the window in a
/// windowed one (vLLM frees the KV blocks that leave a sliding window).
double cachedTokensPerLayer(const ModelSpec &m, double tokens);

/// Published architectures with stable lower-case ids.
const QList<ModelSpec> &presets();
/// Preset by id, or an error listing the allowed ids.
Expected<ModelSpec> preset(const QString &id);
QStringList presetIds();

/// Published parameter count for a preset (the size its model card states), or 0.
double publishedParameters(const QString &id);
/// Published active parameters (MoE), or 0.
double publishedActiveParameters(const QString &id);

/// Checks a model description; every problem at once, each naming the field.
Errors validateModel(const ModelSpec &m);

} // namespace cp::estimate
