// computeplanner-cli estimate: memory per GPU, step time, MFU and time-to-train for one model,
// run, cluster and (partial) layout. Flags and JSON keys are a stable contract (issue 3).
#include "app/cli/cli.h"
#include "core/estimate/estimate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kCmd = QStringLiteral("estimate");

void addOptions(QCommandLineParser &p)
{
    auto value = [&p](const char *name, const char *help, const char *valueName) {
        p.addOption({ QLatin1String(name), QCoreApplication::translate("cp::cli", help), QLatin1String(valueName) });
    };
    value("format", QT_TRANSLATE_NOOP("cp::cli", "Output format: json."), "format");
    value("preset", QT_TRANSLATE_NOOP("cp::cli", "Model preset id: llama2-7b, llama3-70b, qwen2.5-72b, deepseek-v3 ... (an unknown id lists them all)."), "id");
    value("layers", QT_TRANSLATE_NOOP("cp::cli", "Custom model: transformer layers."), "n");
    value("hidden", QT_TRANSLATE_NOOP("cp::cli", "Custom model: hidden size."), "n");
    value("heads", QT_TRANSLATE_NOOP("cp::cli", "Custom model: attention heads."), "n");
    value("kv-heads", QT_TRANSLATE_NOOP("cp::cli", "Custom model: key/value heads (GQA); default = heads."), "n");
    value("ffn", QT_TRANSLATE_NOOP("cp::cli", "Custom model: FFN width; default 4 x hidden."), "n");
    p.addOption({ QStringLiteral("swiglu"), QCoreApplication::translate("cp::cli", "Custom model: gated (SwiGLU) FFN with untied embeddings.") });
    value("vocab", QT_TRANSLATE_NOOP("cp::cli", "Custom model: vocabulary size."), "n");
    value("seq-len", QT_TRANSLATE_NOOP("cp::cli", "Sequence length in tokens."), "n");
    value("tokens", QT_TRANSLATE_NOOP("cp::cli", "Training tokens for the whole run: 2e12, 2T, 1.4T."), "n");
    value("dataset-tb", QT_TRANSLATE_NOOP("cp::cli", "Training data in TB of raw text, instead of --tokens."), "tb");
    value("language", QT_TRANSLATE_NOOP("cp::cli", "Language of --dataset-tb: english (4 B/token) or chinese (4.2 B/token)."), "language");
    value("mode", QT_TRANSLATE_NOOP("cp::cli", "pretrain|full|lora|qlora."), "mode");
    value("lora-rank", QT_TRANSLATE_NOOP("cp::cli", "LoRA rank."), "n");
    value("precision", QT_TRANSLATE_NOOP("cp::cli", "bf16|fp16|fp8|tf32."), "precision");
    value("accelerator", QT_TRANSLATE_NOOP("cp::cli", "Accelerator id from the catalog."), "id");
    value("gpus", QT_TRANSLATE_NOOP("cp::cli", "Number of GPUs/NPUs."), "n");
    value("network", QT_TRANSLATE_NOOP("cp::cli", "Inter-node fabric id from the catalog."), "id");
    value("gpus-per-node", QT_TRANSLATE_NOOP("cp::cli", "GPUs per node; default from the catalog."), "n");
    value("tp", QT_TRANSLATE_NOOP("cp::cli", "Tensor parallel size."), "n");
    value("pp", QT_TRANSLATE_NOOP("cp::cli", "Pipeline parallel size."), "n");
    value("dp", QT_TRANSLATE_NOOP("cp::cli", "Data parallel size."), "n");
    value("zero", QT_TRANSLATE_NOOP("cp::cli", "ZeRO stage 0-3."), "n");
    value("recompute", QT_TRANSLATE_NOOP("cp::cli", "none|selective|full."), "mode");
    value("sequence-parallel", QT_TRANSLATE_NOOP("cp::cli", "yes|no."), "yes|no");
    value("interleave", QT_TRANSLATE_NOOP("cp::cli", "Interleaved pipeline stages per GPU."), "n");
    value("micro-batch", QT_TRANSLATE_NOOP("cp::cli", "Micro-batch size in sequences."), "n");
    value("global-batch", QT_TRANSLATE_NOOP("cp::cli", "Global batch in sequences."), "n");
    p.addOption({ QStringLiteral("force"), QCoreApplication::translate("cp::cli", "Allow tensor parallelism across nodes and uneven pipeline stages.") });
}

/// Reads an optional whole-number flag into `target`; false after reporting a usage error.
bool readInt(const QCommandLineParser &p, const char *name, qint64 min, qint64 max, std::optional<int> &target, Context &ctx)
{
    if (!p.isSet(QLatin1String(name)))
        return true;
    const auto v = intOption(p, QLatin1String(name), min, max, kCmd, ctx);
    if (!v)
        return false;
    target = int(*v);
    return true;
}

bool readRequiredInt(const QCommandLineParser &p, const char *name, qint64 min, qint64 max, int &target, Context &ctx)
{
    std::optional<int> v;
    if (!p.isSet(QLatin1String(name))) {
        usageError(ctx, kCmd, QCoreApplication::translate("cp::cli", "--%1 is required; use a whole number from %2 to %3").arg(QLatin1String(name)).arg(min).arg(max));
        return false;
    }
    if (!readInt(p, name, min, max, v, ctx))
        return false;
    target = *v;
    return true;
}

/// Reads a flag restricted to a list of words; false after reporting a usage error.
bool readChoice(const QCommandLineParser &p, const char *name, const QStringList &allowed, QString &target, Context &ctx)
{
    if (!p.isSet(QLatin1String(name)))
        return true;
    const QString v = p.value(QLatin1String(name));
    if (!allowed.contains(v)) {
        usageError(ctx, kCmd, QCoreApplication::translate("cp::cli", "--%1: '%2' is not allowed; use %3").arg(QLatin1String(name), v, allowed.join(QLatin1Char('|'))));
        return false;
    }
    target = v;
    return true;
}

bool readModel(const QCommandLineParser &p, estimate::ModelSpec &m, Context &ctx)
{
    if (p.isSet(QStringLiteral("preset"))) {
        const auto preset = estimate::preset(p.value(QStringLiteral("preset")));
        if (!preset) {
            usageError(ctx, kCmd, QCoreApplication::translate("cp::cli", "--preset: '%1' is not allowed; use %2")
                                      .arg(p.value(QStringLiteral("preset")), estimate::presetIds().join(QLatin1Char('|'))));
            return false;
        }
        m = *preset;
        return true;
    }
    std::optional<int> kv, ffn, vocab;
    if (!readRequiredInt(p, "layers", 1, 1000, m.layers, ctx) || !readRequiredInt(p, "hidden", 1, 1 << 20, m.hidden, ctx)
        || !readRequiredInt(p, "heads", 1, 4096, m.heads, ctx) || !readInt(p, "kv-heads", 1, 4096, kv, ctx)
        || !readInt(p, "ffn", 1, 1 << 22, ffn, ctx) || !readInt(p, "vocab", 1, 1 << 24, vocab, ctx))
        return false;
    m.kvHeads = kv.value_or(0);
    m.ffn = ffn.value_or(0);
    m.vocab = vocab.value_or(m.vocab);
    m.gated = p.isSet(QStringLiteral("swiglu"));
    m.tiedEmbeddings = !m.gated;
    return true;
}

bool readTraining(const QCommandLineParser &p, estimate::TrainingSpec &t, Context &ctx)
{
    QString mode = QStringLiteral("pretrain"), precision = QStringLiteral("bf16"), language = QStringLiteral("english");
    std::optional<int> rank, globalBatch;
    if (!readRequiredInt(p, "seq-len", 1, 1 << 22, t.seqLen, ctx)
        || !readChoice(p, "mode", estimate::trainingModeNames(), mode, ctx)
        || !readChoice(p, "precision", estimate::precisionNames(), precision, ctx)
        || !readChoice(p, "language", { QStringLiteral("english"), QStringLiteral("chinese") }, language, ctx)
        || !readInt(p, "lora-rank", 1, 4096, rank, ctx) || !readInt(p, "global-batch", 1, 1 << 24, globalBatch, ctx))
        return false;
    t.mode = *estimate::trainingModeFromString(mode);
    t.precision = *estimate::precisionFromString(precision);
    t.loraRank = rank.value_or(t.loraRank);
    t.globalBatch = globalBatch.value_or(0);
    if (p.isSet(QStringLiteral("tokens"))) {
        const auto tokens = numberOption(p, QStringLiteral("tokens"), 1, 1e16, kCmd, ctx);
        if (!tokens)
            return false;
        t.tokens = *tokens;
    } else if (p.isSet(QStringLiteral("dataset-tb"))) {
        const auto tb = numberOption(p, QStringLiteral("dataset-tb"), 1e-6, 1e6, kCmd, ctx);
        if (!tb)
            return false;
        t.tokens = estimate::tokensFromDatasetTB(*tb, language == QLatin1String("chinese") ? estimate::kBytesPerTokenChinese
                                                                                             : estimate::kBytesPerTokenEnglish);
    }
    return true;
}

bool readHardwareAndLayout(const QCommandLineParser &p, estimate::EstimateInput &in, Context &ctx)
{
    const Catalog &catalog = Catalog::builtIn();
    if (!p.isSet(QStringLiteral("accelerator"))) {
        usageError(ctx, kCmd, QCoreApplication::translate("cp::cli", "--accelerator is required; use %1").arg(catalog.acceleratorIds().join(QLatin1Char('|'))));
        return false;
    }
    QString accelerator, network, recompute, sp;
    if (!readChoice(p, "accelerator", catalog.acceleratorIds(), accelerator, ctx)
        || !readChoice(p, "network", catalog.fabricIds(), network, ctx)
        || !readRequiredInt(p, "gpus", 1, 1 << 20, in.hardware.gpus, ctx))
        return false;
    in.hardware.accelerator = accelerator;
    in.hardware.network = network;
    std::optional<int> perNode;
    estimate::LayoutRequest &l = in.layout;
    if (!readInt(p, "gpus-per-node", 1, 1024, perNode, ctx) || !readInt(p, "tp", 1, 1 << 16, l.tp, ctx)
        || !readInt(p, "pp", 1, 1 << 16, l.pp, ctx) || !readInt(p, "dp", 1, 1 << 20, l.dp, ctx)
        || !readInt(p, "zero", 0, 3, l.zero, ctx) || !readInt(p, "interleave", 1, 64, l.interleave, ctx)
        || !readInt(p, "micro-batch", 1, 4096, l.microBatch, ctx)
        || !readChoice(p, "recompute", estimate::recomputeNames(), recompute, ctx)
        || !readChoice(p, "sequence-parallel", { QStringLiteral("yes"), QStringLiteral("no") }, sp, ctx))
        return false;
    in.hardware.gpusPerNode = perNode.value_or(0);
    if (!recompute.isEmpty())
        l.recompute = estimate::recomputeFromString(recompute);
    if (!sp.isEmpty())
        l.sequenceParallel = sp == QLatin1String("yes");
    l.forceTpAcrossNodes = l.allowUnevenStages = p.isSet(QStringLiteral("force"));
    return true;
}

/// "layout.micro_batch" -> "--micro-batch": errors name the flag the user typed.
QString flagFor(const QString &path)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return path;
    QString flag = path.mid(dot + 1);
    flag.replace(QLatin1Char('_'), QLatin1Char('-'));
    return QStringLiteral("--") + flag;
}

QJsonObject toJson(const estimate::Estimate &e)
{
    const estimate::Layout &l = e.layout;
    const estimate::MemoryBreakdown &m = e.memory;
    QJsonObject o {
        { QStringLiteral("layout"), QJsonObject {
              { QStringLiteral("tp"), l.tp }, { QStringLiteral("pp"), l.pp }, { QStringLiteral("dp"), l.dp },
              { QStringLiteral("zero"), l.zero }, { QStringLiteral("recompute"), estimate::toString(l.recompute) },
              { QStringLiteral("sequence_parallel"), l.sequenceParallel }, { QStringLiteral("interleave"), l.interleave },
              { QStringLiteral("micro_batch"), l.microBatch }, { QStringLiteral("global_batch"), l.globalBatch } } },
        { QStringLiteral("memory_per_gpu_gib"), QJsonObject {
              { QStringLiteral("weights"), m.weightsGiB }, { QStringLiteral("gradients"), m.gradientsGiB },
              { QStringLiteral("optimizer"), m.optimizerGiB }, { QStringLiteral("activations"), m.activationsGiB },
              { QStringLiteral("logits"), m.logitsGiB }, { QStringLiteral("overhead"), m.overheadGiB },
              { QStringLiteral("model_states"), m.modelStatesGiB }, { QStringLiteral("total"), m.totalGiB },
              { QStringLiteral("capacity"), m.capacityGiB } } },
        { QStringLiteral("fits"), m.fits },
        { QStringLiteral("iteration_time_s"), e.iterationTimeS },
        { QStringLiteral("tokens_per_s_per_gpu"), e.tokensPerSecondPerGpu },
        { QStringLiteral("model_tflops_per_gpu"), e.modelTflopsPerGpu },
        { QStringLiteral("hardware_tflops_per_gpu"), e.hardwareTflopsPerGpu },
        { QStringLiteral("mfu"), e.mfu },
        { QStringLiteral("hfu"), e.hfu },
        { QStringLiteral("parameters"), QJsonObject { { QStringLiteral("total"), e.parameters.total },
                                            { QStringLiteral("active"), e.parameters.active },
                                            { QStringLiteral("trainable"), e.trainableParameters } } },
        { QStringLiteral("assumptions"), QJsonArray::fromStringList(e.assumptions) },
    };
    if (e.run) {
        o.insert(QStringLiteral("train_days"), e.run->trainDays);
        o.insert(QStringLiteral("gpu_hours"), e.run->gpuHours);
        o.insert(QStringLiteral("gpu_hours_ideal"), e.run->gpuHoursIdeal);
        o.insert(QStringLiteral("goodput"), e.run->goodput);
    }
    return o;
}

} // namespace

int runEstimate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Estimate memory per GPU, step time, MFU and time-to-train. Layout flags left out "
                                        "are chosen for the best throughput that fits."));
    addOptions(parser);
    if (const int rc = parseArguments(parser, args, ctx, kCmd); rc >= 0)
        return rc;
    if (formatOption(parser, kCmd, { QStringLiteral("json") }, QStringLiteral("json"), ctx).isEmpty())
        return UsageError;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, kCmd, QCoreApplication::translate("cp::cli", "unexpected argument '%1'; every input is a --flag").arg(parser.positionalArguments().constFirst()));
    estimate::EstimateInput in;
    if (!readModel(parser, in.model, ctx) || !readTraining(parser, in.training, ctx) || !readHardwareAndLayout(parser, in, ctx))
        return UsageError;
    const auto result = estimate::estimate(in);
    if (!result) {
        QStringList problems;
        for (const Error &e : result.errors())
            problems << flagFor(e.path) + QStringLiteral(": ") + e.message;
        return usageError(ctx, kCmd, problems.join(QStringLiteral("; ")));
    }
    writeJson(ctx, QJsonDocument(toJson(*result)));
    return Success;
}

} // namespace cp::cli
