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

} // namespace cp
