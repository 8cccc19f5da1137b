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

QStringList optimizerNames()
{
    return { QStringLiteral("adamw"), QStringLiteral("adamw8bit"), QStringLiteral("paged-adamw8bit"), QStringLiteral("adafactor"),
        QStringLiteral("sgd") };
}
QStringList offloadNames() { return { QStringLiteral("none"), QStringLiteral("optimizer"), QStringLiteral("optimizer+params") }; }
QStringList loraTargetNames() { return { QStringLiteral("attention"), QStringLiteral("all-linear") }; }

QString toString(Optimizer o) { return optimizerNames().at(int(o)); }
QString toString(Offload o) { return offloadNames().at(int(o)); }
QString toString(LoraTargets t) { return loraTargetNames().at(int(t)); }

std::optional<Optimizer> optimizerFromString(const QString &s)
{
    if (s == QLatin1String("adamw-8bit")) // the word .cplan files used before the list grew
        return Optimizer::AdamW8bit;
    const qsizetype i = optimizerNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Optimizer(i));
}
std::optional<Offload> offloadFromString(const QString &s)
{
    const qsizetype i = offloadNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Offload(i));
}
std::optional<LoraTargets> loraTargetsFromString(const QString &s)
{
    const qsizetype i = loraTargetNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(LoraTargets(i));
}

QStringList epOverlapNames() { return { QStringLiteral("none"), QStringLiteral("async"), QStringLiteral("auto") }; }
QString toString(EpOverlap o) { return epOverlapNames().at(int(o)); }
std::optional<EpOverlap> epOverlapFromString(const QString &s)
{
    const qsizetype i = epOverlapNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(EpOverlap(i));
}
QStringList epDispatchNames() { return { QStringLiteral("alltoall"), QStringLiteral("hierarchical") }; }
std::optional<EpDispatch> epDispatchFromString(const QString &s)
{
    const qsizetype i = epDispatchNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(EpDispatch(i));
}
QStringList expertRoutingNames() { return { QStringLiteral("spread"), QStringLiteral("contiguous") }; }
std::optional<ExpertRouting> expertRoutingFromString(const QString &s)
{
    const qsizetype i = expertRoutingNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(ExpertRouting(i));
}
QStringList moeScheduleNames() { return { QStringLiteral("dropless"), QStringLiteral("token-drop") }; }
std::optional<MoeSchedule> moeScheduleFromString(const QString &s)
{
    const qsizetype i = moeScheduleNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(MoeSchedule(i));
}
QStringList stackNames() { return { QStringLiteral("unknown"), QStringLiteral("tuned"), QStringLiteral("generic"), QStringLiteral("vendor_port") }; }
QString toString(Stack s) { return stackNames().at(int(s)); }
std::optional<Stack> stackFromString(const QString &s)
{
    const qsizetype i = stackNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Stack(i));
}
QStringList attentionKernelNames() { return { QStringLiteral("flash"), QStringLiteral("eager"), QStringLiteral("te") }; }
std::optional<AttentionKernel> attentionKernelFromString(const QString &s)
{
    const qsizetype i = attentionKernelNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(AttentionKernel(i));
}
QStringList frameworkNames() { return { QStringLiteral("megatron"), QStringLiteral("fsdp") }; }
QString toString(Framework f) { return frameworkNames().at(int(f)); }
std::optional<Framework> frameworkFromString(const QString &s)
{
    const qsizetype i = frameworkNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Framework(i));
}
QStringList tpOverlapNames() { return { QStringLiteral("none"), QStringLiteral("async") }; }
QString toString(TpOverlap o) { return tpOverlapNames().at(int(o)); }
std::optional<TpOverlap> tpOverlapFromString(const QString &s)
{
    const qsizetype i = tpOverlapNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(TpOverlap(i));
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
