#include "core/scenario/presets.h"

namespace cp {

const QStringList &modelPresetIds()
{
    static const QStringList ids {
        QStringLiteral("llama2-7b"),
        QStringLiteral("llama2-13b"),
        QStringLiteral("llama2-70b"),
        QStringLiteral("llama3-8b"),
        QStringLiteral("llama3-70b"),
        QStringLiteral("llama3-405b"),
        QStringLiteral("qwen2.5-7b"),
        QStringLiteral("qwen2.5-14b"),
        QStringLiteral("qwen2.5-32b"),
        QStringLiteral("qwen2.5-72b"),
        QStringLiteral("deepseek-v3"),
        QStringLiteral("glm4-9b"),
        QStringLiteral("baichuan2-13b"),
    };
    return ids;
}

QString modelPresetName(const QString &id)
{
    struct Name {
        const char *id;
        const char *name;
    };
    // The models' own names as their publishers write them (model cards); brand names, the same
    // in every language.
    static const Name names[] = {
        { "llama2-7b", "Llama 2 7B" },
        { "llama2-13b", "Llama 2 13B" },
        { "llama2-70b", "Llama 2 70B" },
        { "llama3-8b", "Llama 3 8B" },
        { "llama3-70b", "Llama 3 70B" },
        { "llama3-405b", "Llama 3.1 405B" },
        { "qwen2.5-7b", "Qwen2.5 7B" },
        { "qwen2.5-14b", "Qwen2.5 14B" },
        { "qwen2.5-32b", "Qwen2.5 32B" },
        { "qwen2.5-72b", "Qwen2.5 72B" },
        { "qwen3-8b", "Qwen3 8B" },
        { "qwen3-14b", "Qwen3 14B" },
        { "qwen3-32b", "Qwen3 32B" },
        { "qwen3-30b-a3b", "Qwen3-30B-A3B (MoE)" },
        { "qwen3-235b-a22b", "Qwen3-235B-A22B (MoE)" },
        { "deepseek-v3", "DeepSeek-V3 (MoE)" },
        { "glm4-9b", "GLM-4 9B" },
        { "baichuan2-13b", "Baichuan 2 13B" },
    };
    for (const Name &n : names) {
        if (id == QLatin1String(n.id))
            return QString::fromLatin1(n.name);
    }
    return id;
}

} // namespace cp
