#include "core/estimate/training.h"

namespace cp::estimate {

QStringList trainingModeNames()
{
    return { QStringLiteral("pretrain"), QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora") };
}
QStringList precisionNames()
{
    return { QStringLiteral("bf16"), QStringLiteral("fp16"), QStringLiteral("fp8"), QStringLiteral("tf32") };
}
QStringList recomputeNames()
{
    return { QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full") };
}

QString toString(TrainingMode m) { return trainingModeNames().at(int(m)); }
QString toString(Precision p) { return precisionNames().at(int(p)); }
QString toString(Recompute r) { return recomputeNames().at(int(r)); }

std::optional<TrainingMode> trainingModeFromString(const QString &s)
{
    const qsizetype i = trainingModeNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(TrainingMode(i));
}
std::optional<Precision> precisionFromString(const QString &s)
{
    const qsizetype i = precisionNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Precision(i));
}
std::optional<Recompute> recomputeFromString(const QString &s)
{
    const qsizetype i = recomputeNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Recompute(i));
}

} // namespace cp::estimate
