#include "app/cli/runflags.h"

#include <QCoreApplication>

namespace cp::cli {

namespace {

void addValue(QCommandLineParser &p, const char *name, const char *help, const char *valueName)
{
    p.addOption({ QLatin1String(name), QCoreApplication::translate("cp::cli", help), QLatin1String(valueName) });
}

bool isSet(const FlagReader &r, const char *name) { return r.parser.isSet(QLatin1String(name)); }

bool readRequiredInt(const FlagReader &r, const char *name, qint64 min, qint64 max, int &target)
{
    if (!isSet(r, name)) {
        if (!r.required)
            return true;
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1 is required; use a whole number from %2 to %3").arg(QLatin1String(name)).arg(min).arg(max));
        return false;
    }
    std::optional<int> v;
    if (!readInt(r, name, min, max, v))
        return false;
    target = *v;
    return true;
}

} // namespace

void addModelOptions(QCommandLineParser &p)
{
    addValue(p, "preset", QT_TRANSLATE_NOOP("cp::cli", "Model preset id: llama2-7b, llama3-70b, qwen2.5-72b, deepseek-v3 ... (an unknown id lists them all)."), "id");
    addValue(p, "layers", QT_TRANSLATE_NOOP("cp::cli", "Custom model: transformer layers."), "n");
    addValue(p, "hidden", QT_TRANSLATE_NOOP("cp::cli", "Custom model: hidden size."), "n");
    addValue(p, "heads", QT_TRANSLATE_NOOP("cp::cli", "Custom model: attention heads."), "n");
    addValue(p, "kv-heads", QT_TRANSLATE_NOOP("cp::cli", "Custom model: key/value heads (GQA); default = heads."), "n");
    addValue(p, "ffn", QT_TRANSLATE_NOOP("cp::cli", "Custom model: FFN width; default 4 x hidden."), "n");
    p.addOption({ QStringLiteral("swiglu"), QCoreApplication::translate("cp::cli", "Custom model: gated (SwiGLU) FFN with untied embeddings.") });
    addValue(p, "vocab", QT_TRANSLATE_NOOP("cp::cli", "Custom model: vocabulary size."), "n");
}

void addTrainingOptions(QCommandLineParser &p)
{
    addValue(p, "seq-len", QT_TRANSLATE_NOOP("cp::cli", "Sequence length in tokens."), "n");
    addValue(p, "tokens", QT_TRANSLATE_NOOP("cp::cli", "Training tokens for the whole run: 2e12, 2T, 1.4T."), "n");
    addValue(p, "dataset-tb", QT_TRANSLATE_NOOP("cp::cli", "Training data in TB of raw text, instead of --tokens."), "tb");
    addValue(p, "language", QT_TRANSLATE_NOOP("cp::cli", "Language of --dataset-tb: english (4 B/token) or chinese (4.2 B/token)."), "language");
    addValue(p, "mode", QT_TRANSLATE_NOOP("cp::cli", "pretrain|full|lora|qlora."), "mode");
    addValue(p, "lora-rank", QT_TRANSLATE_NOOP("cp::cli", "LoRA rank."), "n");
    addValue(p, "precision", QT_TRANSLATE_NOOP("cp::cli", "bf16|fp16|fp8|tf32."), "precision");
    addValue(p, "global-batch", QT_TRANSLATE_NOOP("cp::cli", "Global batch in sequences."), "n");
}

void addHardwareOptions(QCommandLineParser &p, bool singleCluster)
{
    if (singleCluster) {
        addValue(p, "accelerator", QT_TRANSLATE_NOOP("cp::cli", "Accelerator id from the catalog."), "id");
        addValue(p, "gpus", QT_TRANSLATE_NOOP("cp::cli", "Number of GPUs/NPUs."), "n");
    }
    addValue(p, "network", QT_TRANSLATE_NOOP("cp::cli", "Inter-node fabric id from the catalog."), "id");
    addValue(p, "gpus-per-node", QT_TRANSLATE_NOOP("cp::cli", "GPUs per node; default from the catalog."), "n");
}

void addLayoutOptions(QCommandLineParser &p)
{
    addValue(p, "tp", QT_TRANSLATE_NOOP("cp::cli", "Tensor parallel size."), "n");
    addValue(p, "pp", QT_TRANSLATE_NOOP("cp::cli", "Pipeline parallel size."), "n");
    addValue(p, "dp", QT_TRANSLATE_NOOP("cp::cli", "Data parallel size."), "n");
    addValue(p, "zero", QT_TRANSLATE_NOOP("cp::cli", "ZeRO stage 0-3."), "n");
    addValue(p, "recompute", QT_TRANSLATE_NOOP("cp::cli", "none|selective|full."), "mode");
    addValue(p, "sequence-parallel", QT_TRANSLATE_NOOP("cp::cli", "yes|no."), "yes|no");
    addValue(p, "interleave", QT_TRANSLATE_NOOP("cp::cli", "Interleaved pipeline stages per GPU."), "n");
    addValue(p, "micro-batch", QT_TRANSLATE_NOOP("cp::cli", "Micro-batch size in sequences."), "n");
    p.addOption({ QStringLiteral("force"), QCoreApplication::translate("cp::cli", "Allow tensor parallelism across nodes and uneven pipeline stages.") });
}

bool readInt(const FlagReader &r, const char *name, qint64 min, qint64 max, std::optional<int> &target)
{
    if (!isSet(r, name))
        return true;
    const auto v = intOption(r.parser, QLatin1String(name), min, max, r.command, r.ctx);
    if (!v)
        return false;
    target = int(*v);
    return true;
}

bool readChoice(const FlagReader &r, const char *name, const QStringList &allowed, QString &target)
{
    if (!isSet(r, name))
        return true;
    const QString v = r.parser.value(QLatin1String(name));
    if (!allowed.contains(v)) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: '%2' is not allowed; use %3").arg(QLatin1String(name), v, allowed.join(QLatin1Char('|'))));
        return false;
    }
    target = v;
    return true;
}

bool readModel(const FlagReader &r, estimate::ModelSpec &m)
{
    const QCommandLineParser &p = r.parser;
    if (p.isSet(QStringLiteral("preset"))) {
        const auto preset = estimate::preset(p.value(QStringLiteral("preset")));
        if (!preset) {
            usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--preset: '%1' is not allowed; use %2")
                                             .arg(p.value(QStringLiteral("preset")), estimate::presetIds().join(QLatin1Char('|'))));
            return false;
        }
        m = *preset;
        return true;
    }
    const bool custom = r.required || isSet(r, "layers") || isSet(r, "hidden") || isSet(r, "heads");
    if (!custom)
        return true;
    const FlagReader strict { r.parser, r.command, r.ctx, true };
    std::optional<int> kv, ffn, vocab;
    if (!readRequiredInt(strict, "layers", 1, 1000, m.layers) || !readRequiredInt(strict, "hidden", 1, 1 << 20, m.hidden)
        || !readRequiredInt(strict, "heads", 1, 4096, m.heads) || !readInt(r, "kv-heads", 1, 4096, kv)
        || !readInt(r, "ffn", 1, 1 << 22, ffn) || !readInt(r, "vocab", 1, 1 << 24, vocab))
        return false;
    m.id = QStringLiteral("custom");
    m.kvHeads = kv.value_or(0);
    m.ffn = ffn.value_or(0);
    m.vocab = vocab.value_or(m.vocab);
    m.gated = p.isSet(QStringLiteral("swiglu"));
    m.tiedEmbeddings = !m.gated;
    return true;
}

bool readTraining(const FlagReader &r, estimate::TrainingSpec &t)
{
    QString mode, precision, language = QStringLiteral("english");
    std::optional<int> rank, globalBatch;
    if (!readRequiredInt(r, "seq-len", 1, 1 << 22, t.seqLen) || !readChoice(r, "mode", estimate::trainingModeNames(), mode)
        || !readChoice(r, "precision", estimate::precisionNames(), precision)
        || !readChoice(r, "language", { QStringLiteral("english"), QStringLiteral("chinese") }, language)
        || !readInt(r, "lora-rank", 1, 4096, rank) || !readInt(r, "global-batch", 1, 1 << 24, globalBatch))
        return false;
    if (!mode.isEmpty())
        t.mode = *estimate::trainingModeFromString(mode);
    if (!precision.isEmpty())
        t.precision = *estimate::precisionFromString(precision);
    t.loraRank = rank.value_or(t.loraRank);
    t.globalBatch = globalBatch.value_or(t.globalBatch);
    if (isSet(r, "tokens")) {
        const auto tokens = numberOption(r.parser, QStringLiteral("tokens"), 1, 1e16, r.command, r.ctx);
        if (!tokens)
            return false;
        t.tokens = *tokens;
    } else if (isSet(r, "dataset-tb")) {
        const auto tb = numberOption(r.parser, QStringLiteral("dataset-tb"), 1e-6, 1e6, r.command, r.ctx);
        if (!tb)
            return false;
        t.tokens = estimate::tokensFromDatasetTB(*tb, language == QLatin1String("chinese") ? estimate::kBytesPerTokenChinese
                                                                                             : estimate::kBytesPerTokenEnglish);
    }
    return true;
}

bool readHardware(const FlagReader &r, estimate::HardwareSpec &h)
{
    const Catalog &catalog = Catalog::builtIn();
    if (!isSet(r, "accelerator")) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--accelerator is required; use %1").arg(catalog.acceleratorIds().join(QLatin1Char('|'))));
        return false;
    }
    std::optional<int> perNode;
    if (!readChoice(r, "accelerator", catalog.acceleratorIds(), h.accelerator) || !readChoice(r, "network", catalog.fabricIds(), h.network)
        || !readRequiredInt(r, "gpus", 1, 1 << 20, h.gpus) || !readInt(r, "gpus-per-node", 1, 1024, perNode))
        return false;
    h.gpusPerNode = perNode.value_or(h.gpusPerNode);
    return true;
}

bool readLayout(const FlagReader &r, estimate::LayoutRequest &l)
{
    QString recompute, sp;
    if (!readInt(r, "tp", 1, 1 << 16, l.tp) || !readInt(r, "pp", 1, 1 << 16, l.pp) || !readInt(r, "dp", 1, 1 << 20, l.dp)
        || !readInt(r, "zero", 0, 3, l.zero) || !readInt(r, "interleave", 1, 64, l.interleave)
        || !readInt(r, "micro-batch", 1, 4096, l.microBatch) || !readChoice(r, "recompute", estimate::recomputeNames(), recompute)
        || !readChoice(r, "sequence-parallel", { QStringLiteral("yes"), QStringLiteral("no") }, sp))
        return false;
    if (!recompute.isEmpty())
        l.recompute = estimate::recomputeFromString(recompute);
    if (!sp.isEmpty())
        l.sequenceParallel = sp == QLatin1String("yes");
    if (isSet(r, "force"))
        l.forceTpAcrossNodes = l.allowUnevenStages = true;
    return true;
}

QJsonObject layoutJson(const estimate::Layout &l)
{
    return QJsonObject { { QStringLiteral("tp"), l.tp }, { QStringLiteral("pp"), l.pp }, { QStringLiteral("dp"), l.dp },
        { QStringLiteral("zero"), l.zero }, { QStringLiteral("recompute"), estimate::toString(l.recompute) },
        { QStringLiteral("sequence_parallel"), l.sequenceParallel }, { QStringLiteral("interleave"), l.interleave },
        { QStringLiteral("micro_batch"), l.microBatch }, { QStringLiteral("global_batch"), l.globalBatch } };
}

QString flagFor(const QString &path)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return path;
    QString flag = path.mid(dot + 1);
    flag.replace(QLatin1Char('_'), QLatin1Char('-'));
    return QStringLiteral("--") + flag;
}

int reportErrors(Context &ctx, const QString &command, const Errors &errors)
{
    QStringList problems;
    for (const Error &e : errors)
        problems << flagFor(e.path) + QStringLiteral(": ") + e.message;
    return usageError(ctx, command, problems.join(QStringLiteral("; ")));
}

int parseFlagsOnlyJsonCommand(QCommandLineParser &parser, const QStringList &args, Context &ctx, const QString &command)
{
    if (const int rc = parseArguments(parser, args, ctx, command); rc >= 0)
        return rc;
    if (formatOption(parser, command, { QStringLiteral("json") }, QStringLiteral("json"), ctx).isEmpty())
        return UsageError;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, command,
            QCoreApplication::translate("cp::cli", "unexpected argument '%1'; every input is a --flag").arg(parser.positionalArguments().constFirst()));
    return -1;
}

} // namespace cp::cli
