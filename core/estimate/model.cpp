#include "core/estimate/model.h"

#include "core/estimate/checks.h"

#include <QCoreApplication>

#include <algorithm>

namespace cp::estimate {

namespace {

ModelSpec dense(const char *id, int layers, int hidden, int heads, int kvHeads, int ffn, int vocab, bool qkvBias,
    const char *source)
{
    ModelSpec m;
    m.id = QLatin1String(id);
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.ffn = ffn;
    m.gated = true;
    m.vocab = vocab;
    m.qkvBias = qkvBias;
    m.source = QLatin1String(source);
    return m;
}

ModelSpec deepSeekV3()
{
    ModelSpec m = dense("deepseek-v3", 61, 7168, 128, 128, 18432, 129280, false,
        "DeepSeek-V3 technical report (arXiv 2412.19437) section 4.2; deepseek-ai/DeepSeek-V3 config.json");
    m.experts = 256;
    m.topK = 8;
    m.sharedExperts = 1;
    m.moeFfn = 2048;
    m.denseLayers = 3;
    // MLA approximated by its parameter count: q_a 7168x1536, q_b 1536x(128*192), kv_a 7168x576,
    // kv_b 512x(128*256), o (128*128)x7168 plus two norms (config.json q_lora_rank 1536,
    // kv_lora_rank 512, qk_nope 128, qk_rope 64, v_head 128).
    m.attentionParamsOverride = 7168.0 * 1536 + 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512 + 512.0 * 128 * 256
        + 128.0 * 128 * 7168;
    m.kvElementsPerTokenOverride = 512 + 64; // compressed KV latent + decoupled RoPE key
    m.qLoraRank = 1536;
    m.kvLoraRank = 512;
    m.qkNopeHeadDim = 128;
    m.qkRopeHeadDim = 64;
    m.vHeadDim = 128;
    return m;
}

/// Qwen3 (arXiv 2505.09388 Tables 1-2; Qwen/Qwen3-* config.json): GQA with head_dim 128 whatever
/// hidden / heads is, QK-norm, no QKV bias, SwiGLU. Where heads x 128 differs from hidden (32B and
/// the MoE models) the queries, scores and KV cache are wider or narrower than the residual stream.
/// The two 128-wide QK-norm weights (256 parameters a layer) are left out of the counts.
ModelSpec qwen3(const char *id, int layers, int hidden, int heads, int kvHeads, int ffn, const char *source)
{
    ModelSpec m = dense(id, layers, hidden, heads, kvHeads, ffn, 151936, false, source);
    m.headDimension = 128; // config.json head_dim
    return m;
}

ModelSpec qwen3Moe(const char *id, int layers, int hidden, int heads, int kvHeads, int ffn, int moeFfn, const char *source)
{
    ModelSpec m = qwen3(id, layers, hidden, heads, kvHeads, ffn, source);
    m.experts = 128; // num_experts; every layer is sparse (decoder_sparse_step 1, mlp_only_layers [])
    m.topK = 8; // num_experts_per_tok
    m.moeFfn = moeFfn; // moe_intermediate_size
    return m;
}

struct Published {
    const char *id;
    double total;
    double active;
};

// Sizes stated by the publishers (model cards / HuggingFace safetensors metadata / papers).
constexpr Published kPublished[] = {
    { "llama2-7b", 6.74e9, 0 }, // HF meta-llama/Llama-2-7b-hf: 6.74B
    { "llama2-13b", 13.0e9, 0 }, // HF meta-llama/Llama-2-13b-hf: 13.0B
    { "llama2-70b", 69.0e9, 0 }, // HF meta-llama/Llama-2-70b-hf: 69.0B ("70B")
    { "llama3-8b", 8.03e9, 0 }, // HF meta-llama/Meta-Llama-3-8B: 8.03B
    { "llama3-70b", 70.6e9, 0 }, // HF meta-llama/Meta-Llama-3-70B: 70.6B
    { "llama3-405b", 405e9, 0 }, // Llama 3 paper (arXiv 2407.21783) Table 3: 405B
    { "qwen2.5-7b", 7.61e9, 0 }, // Qwen2.5-7B model card: 7.61B
    { "qwen2.5-14b", 14.7e9, 0 }, // Qwen2.5-14B model card: 14.7B
    { "qwen2.5-32b", 32.5e9, 0 }, // Qwen2.5-32B model card: 32.5B
    { "qwen2.5-72b", 72.7e9, 0 }, // Qwen2.5-72B model card: 72.7B
    { "deepseek-v3", 671e9, 37e9 }, // DeepSeek-V3 report: 671B total, 37B activated (MTP excluded)
    { "glm4-9b", 9.4e9, 0 }, // HF THUDM/glm-4-9b: 9.4B
    { "baichuan2-13b", 13.9e9, 0 }, // HF baichuan-inc/Baichuan2-13B-Base: 13.9B
    { "qwen3-8b", 8.2e9, 0 }, // Qwen/Qwen3-8B model card: 8.2B
    { "qwen3-14b", 14.8e9, 0 }, // Qwen/Qwen3-14B model card: 14.8B
    { "qwen3-32b", 32.8e9, 0 }, // Qwen/Qwen3-32B model card: 32.8B
    { "qwen3-30b-a3b", 30.5e9, 3.3e9 }, // Qwen/Qwen3-30B-A3B model card: 30.5B total, 3.3B activated
    { "qwen3-235b-a22b", 235e9, 22e9 }, // Qwen/Qwen3-235B-A22B model card: 235B total, 22B activated
};

} // namespace

ParameterCounts parameterCounts(const ModelSpec &m)
{
    ParameterCounts p;
    const double h = m.hidden;
    const double kvWidth = double(m.effectiveKvHeads()) * m.headDim();
    const double qWidth = m.queryWidth();
    p.attentionPerLayer = m.attentionParamsOverride > 0
        ? m.attentionParamsOverride
        : 2.0 * h * qWidth + 2.0 * h * kvWidth + (m.qkvBias ? qWidth + 2.0 * kvWidth : 0.0);
    const double matrices = m.gated ? 3.0 : 2.0;
    p.denseFfnPerLayer = matrices * h * m.effectiveFfn();
    p.normsPerLayer = 2.0 * h;
    p.embedding = double(m.vocab) * h * (m.tiedEmbeddings ? 1.0 : 2.0);

    const int moeLayers = m.moeLayers();
    const int denseLayers = m.layers - moeLayers;
    double ffnActive = denseLayers * p.denseFfnPerLayer;
    p.ffnTotal = ffnActive;
    if (m.isMoe()) {
        p.expertFfn = matrices * h * m.moeFfn;
        p.routerPerLayer = h * m.experts;
        p.ffnTotal += moeLayers * ((m.experts + m.sharedExperts) * p.expertFfn + p.routerPerLayer);
        ffnActive += moeLayers * ((m.topK + m.sharedExperts) * p.expertFfn + p.routerPerLayer);
    }
    const double common = m.layers * (p.attentionPerLayer + p.normsPerLayer) + h;
    p.total = common + p.ffnTotal + p.embedding;
    p.active = common + ffnActive + p.embedding;
    p.activeMatmul = m.layers * p.attentionPerLayer + ffnActive + double(m.vocab) * h;
    return p;
}

namespace {
/// Widths of the attention-score matmuls per layer: Q.K^T over heads x query-key dim, A.V over
/// heads x value dim; heads x head_dim twice without MLA, 128 x 192 and 128 x 128 for
/// DeepSeek-V3's MLA (config.json qk_nope_head_dim + qk_rope_head_dim, v_head_dim).
double attentionScoreWidth(const ModelSpec &m)
{
    if (!m.isMla())
        return 2.0 * m.queryWidth();
    return double(m.heads) * (m.qkNopeHeadDim + m.qkRopeHeadDim + m.vHeadDim);
}
} // namespace

double trainingFlopsPerToken(const ModelSpec &m, const ParameterCounts &p, int seqLen)
{
    // 6 FLOPs per matmul parameter per token (2 forward, 4 backward) plus the attention
    // scores QK^T and AV: 2 * s * (qk + v width) forward per causal layer (4 s heads head_dim
    // without MLA; fewer keys in sliding-window layers), times 3 for the backward.
    return 6.0 * p.activeMatmul + 3.0 * attentionForwardFlopsPerToken(m, seqLen);
}

double attentionForwardFlopsPerToken(const ModelSpec &m, int seqLen)
{
    return 4.0 * m.layers * attendedKeysPerQuery(m, seqLen) * attentionScoreWidth(m);
}

namespace {
/// The mean over the layers of a per-layer quantity: `causal` in a layer that attends its whole
/// context, `windowed` in a sliding-window layer.
double layerMean(const ModelSpec &m, double causal, double windowed)
{
    const int count = std::clamp(m.windowedLayers, 0, m.layers);
    if (m.slidingWindow <= 0 || count == 0)
        return causal;
    return ((m.layers - count) * causal + count * windowed) / m.layers;
}
} // namespace

double attendedKeysPerQuery(const ModelSpec &m, int seqLen)
{
    const double s = seqLen;
    const double w = std::min<double>(m.slidingWindow, s);
    // The mean of min(p, w) over p = 1..s; a window as long as the sequence is the causal s / 2.
    const double window = w < s ? w - w * (w - 1.0) / (2.0 * s) : s / 2.0;
    return layerMean(m, s / 2.0, window);
}

double cachedTokensPerLayer(const ModelSpec &m, double tokens)
{
    return layerMean(m, tokens, std::min(tokens, double(m.slidingWindow)));
}

const QList<ModelSpec> &presets()
{
    static const QList<ModelSpec> list = [] {
        QList<ModelSpec> l {
            dense("llama2-7b", 32, 4096, 32, 32, 11008, 32000, false,
                "Llama 2 paper (arXiv 2307.09288); meta-llama/Llama-2-7b-hf config.json"),
            dense("llama2-13b", 40, 5120, 40, 40, 13824, 32000, false,
                "Llama 2 paper (arXiv 2307.09288); meta-llama/Llama-2-13b-hf config.json"),
            dense("llama2-70b", 80, 8192, 64, 8, 28672, 32000, false,
                "Llama 2 paper (arXiv 2307.09288); meta-llama/Llama-2-70b-hf config.json"),
            dense("llama3-8b", 32, 4096, 32, 8, 14336, 128256, false,
                "Llama 3 paper (arXiv 2407.21783) Table 3; meta-llama/Meta-Llama-3-8B config.json"),
            dense("llama3-70b", 80, 8192, 64, 8, 28672, 128256, false,
                "Llama 3 paper (arXiv 2407.21783) Table 3; meta-llama/Meta-Llama-3-70B config.json"),
            dense("llama3-405b", 126, 16384, 128, 8, 53248, 128256, false,
                "Llama 3 paper (arXiv 2407.21783) Table 3; meta-llama/Llama-3.1-405B config.json"),
            dense("qwen2.5-7b", 28, 3584, 28, 4, 18944, 152064, true, "Qwen/Qwen2.5-7B config.json and model card"),
            dense("qwen2.5-14b", 48, 5120, 40, 8, 13824, 152064, true, "Qwen/Qwen2.5-14B config.json and model card"),
            dense("qwen2.5-32b", 64, 5120, 40, 8, 27648, 152064, true, "Qwen/Qwen2.5-32B config.json and model card"),
            dense("qwen2.5-72b", 80, 8192, 64, 8, 29568, 152064, true, "Qwen/Qwen2.5-72B config.json and model card"),
            deepSeekV3(),
            dense("glm4-9b", 40, 4096, 32, 2, 13696, 151552, true,
                "THUDM/glm-4-9b config.json (multi_query_group_num 2, padded_vocab_size 151552)"),
            dense("baichuan2-13b", 40, 5120, 40, 40, 13696, 125696, false,
                "Baichuan 2 paper (arXiv 2309.10305) Table 2; baichuan-inc/Baichuan2-13B-Base config.json"),
            qwen3("qwen3-8b", 36, 4096, 32, 8, 12288, "Qwen3 technical report (arXiv 2505.09388) Table 1; Qwen/Qwen3-8B config.json"),
            qwen3("qwen3-14b", 40, 5120, 40, 8, 17408, "Qwen3 technical report (arXiv 2505.09388) Table 1; Qwen/Qwen3-14B config.json"),
            qwen3("qwen3-32b", 64, 5120, 64, 8, 25600, "Qwen3 technical report (arXiv 2505.09388) Table 1; Qwen/Qwen3-32B config.json"),
            qwen3Moe("qwen3-30b-a3b", 48, 2048, 32, 4, 6144, 768,
                "Qwen3 technical report (arXiv 2505.09388) Table 2; Qwen/Qwen3-30B-A3B config.json"),
            qwen3Moe("qwen3-235b-a22b", 94, 4096, 64, 4, 12288, 1536,
                "Qwen3 technical report (arXiv 2505.09388) Table 2; Qwen/Qwen3-235B-A22B config.json"),
        };
        return l;
    }();
    return list;
}

QStringList presetIds()
{
    QStringList ids;
    for (const ModelSpec &m : presets())
        ids << m.id;
    return ids;
}

Expected<ModelSpec> preset(const QString &id)
{
    for (const ModelSpec &m : presets()) {
        if (m.id == id)
            return m;
    }
    return Error { QStringLiteral("model.preset"),
        QCoreApplication::translate("cp::estimate", "unknown preset '%1'; use one of %2").arg(id, presetIds().join(QLatin1Char('|'))) };
}

double publishedParameters(const QString &id)
{
    for (const Published &p : kPublished) {
        if (id == QLatin1String(p.id))
            return p.total;
    }
    return 0;
}

double publishedActiveParameters(const QString &id)
{
    for (const Published &p : kPublished) {
        if (id == QLatin1String(p.id))
            return p.active;
    }
    return 0;
}

void requireAtLeastOne(Errors &e, int v, const char *field)
{
    if (v < 1)
        e << Error { QLatin1String(field), QCoreApplication::translate("cp::estimate", "must be at least 1 (got %1)").arg(v) };
}

Errors validateModel(const ModelSpec &m)
{
    Errors e;
    requireAtLeastOne(e, m.layers, "model.layers");
    requireAtLeastOne(e, m.hidden, "model.hidden");
    requireAtLeastOne(e, m.heads, "model.heads");
    requireAtLeastOne(e, m.vocab, "model.vocab");
    if (m.headDimension < 0)
        e << Error { QStringLiteral("model.head_dim"),
            QCoreApplication::translate("cp::estimate", "must be 0 (meaning hidden / heads) or positive") };
    if (m.headDimension == 0 && m.heads > 0 && m.hidden % m.heads != 0)
        e << Error { QStringLiteral("model.hidden"),
            QCoreApplication::translate("cp::estimate", "%1 is not divisible by the %2 attention heads").arg(m.hidden).arg(m.heads) };
    if (m.kvHeads < 0 || (m.kvHeads > 0 && m.heads % m.kvHeads != 0))
        e << Error { QStringLiteral("model.kv_heads"),
            QCoreApplication::translate("cp::estimate", "%1 must divide the number of heads (%2)").arg(m.kvHeads).arg(m.heads) };
    if (m.ffn < 0)
        e << Error { QStringLiteral("model.ffn"), QCoreApplication::translate("cp::estimate", "must be 0 (meaning 4 x hidden) or positive") };
    if (m.isMoe() && (m.topK < 1 || m.topK > m.experts || m.moeFfn < 1 || m.denseLayers < 0 || m.denseLayers > m.layers))
        e << Error { QStringLiteral("model.experts"),
            QCoreApplication::translate("cp::estimate", "a mixture-of-experts model needs 1 <= top-k <= experts, an expert FFN width and 0 <= dense layers <= layers") };
    if (m.slidingWindow < 0 || m.windowedLayers < 0 || m.windowedLayers > m.layers || (m.slidingWindow > 0) != (m.windowedLayers > 0))
        e << Error { QStringLiteral("model.windowed_layers"),
            QCoreApplication::translate("cp::estimate", "a sliding window needs its width in keys and 1 to %1 windowed layers; leave both 0 for none").arg(m.layers) };
    return e;
}

} // namespace cp::estimate
