#include "app/cli/runflags.h"

#include "core/bridge/engineinputs.h"
#include "core/scenario/fields.h"
#include "core/scenario/validation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

namespace cp::cli {

namespace {

void addValue(QCommandLineParser &p, const char *name, const char *help, const char *valueName)
{
    p.addOption({ QLatin1String(name), QCoreApplication::translate("cp::cli", help), QLatin1String(valueName) });
}

bool isSet(const FlagReader &r, const char *name) { return r.parser.isSet(QLatin1String(name)); }

int refuse(const FlagReader &r, const QString &flag, const QString &text, const QString &message)
{
    //: %1 is a flag name, %2 the value typed, %3 why it is refused ("must be 1–64")
    return usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1 '%2': %3").arg(flag, text, message));
}

QString pathOrAssert(const char *flag)
{
    const QString path = fieldPathOf(QLatin1String(flag));
    Q_ASSERT_X(!path.isEmpty(), "cp::cli::fieldPathOf", flag);
    return path;
}

double bytesPerToken(const QString &language)
{
    if (language == QLatin1String("zh") || language == QLatin1String("chinese"))
        return estimate::kBytesPerTokenChinese;
    if (language == QLatin1String("mixed"))
        return bridge::kBytesPerTokenMixed;
    return estimate::kBytesPerTokenEnglish;
}

} // namespace

void addFieldOption(QCommandLineParser &p, const Field &f)
{
    if (f.valueName.isEmpty())
        p.addOption({ f.flag, f.help() });
    else
        p.addOption({ f.flag, f.help(), f.valueName });
}

void addFieldOption(QCommandLineParser &p, const char *flag)
{
    const Field *f = fieldForFlag(QLatin1String(flag));
    Q_ASSERT_X(f, "cp::cli::addFieldOption", flag);
    if (f)
        addFieldOption(p, *f);
}

void addFieldOptions(QCommandLineParser &p, FieldGroup group, const QStringList &except)
{
    for (const Field *f : fieldsOf(group)) {
        if (!f->flag.isEmpty() && !except.contains(f->flag))
            addFieldOption(p, *f);
    }
}

void addModelOptions(QCommandLineParser &p) { addFieldOptions(p, FieldGroup::Model); }

void addTrainingOptions(QCommandLineParser &p) { addFieldOptions(p, FieldGroup::Training); }

void addHardwareOptions(QCommandLineParser &p, bool singleCluster)
{
    // plan takes a list of accelerators (its own --accelerators), estimate one cluster.
    if (singleCluster)
        addValue(p, "accelerator", QT_TRANSLATE_NOOP("cp::cli", "Accelerator id from the catalog."), "id");
    QStringList except { QStringLiteral("accelerators") };
    if (!singleCluster)
        except << QStringLiteral("gpus");
    addFieldOptions(p, FieldGroup::Hardware, except);
}

void addLayoutOptions(QCommandLineParser &p)
{
    addFieldOptions(p, FieldGroup::Layout);
    p.addOption({ QStringLiteral("force"), QCoreApplication::translate("cp::cli", "Allow tensor parallelism across nodes and uneven pipeline stages.") });
}

QString fieldPathOf(const QString &flag)
{
    const Field *f = fieldForFlag(flag);
    if (!f)
        return {};
    // The rule the flag's value is checked against: a list flag's entries ("tco.options[]").
    return !f->rule && f->entryRule ? f->entryRule->path : f->path;
}

bool readField(const FlagReader &r, const char *flag, std::optional<double> &target)
{
    const QString name = QLatin1String(flag);
    if (!r.parser.isSet(name))
        return true;
    const QString text = r.parser.value(name);
    const FieldValue v = readFieldNumber(pathOrAssert(flag), text);
    if (!v.isValid()) {
        refuse(r, name, text, v.error);
        return false;
    }
    target = v.value;
    return true;
}

bool readField(const FlagReader &r, const char *flag, std::optional<int> &target)
{
    std::optional<double> v;
    if (!readField(r, flag, v))
        return false;
    if (v)
        target = static_cast<int>(*v); // an Integer rule accepted it: whole and within int
    return true;
}

bool readRequiredField(const FlagReader &r, const char *flag, int &target)
{
    if (!isSet(r, flag)) {
        if (!r.required)
            return true;
        usageError(r.ctx, r.command, QStringLiteral("--%1: %2").arg(QLatin1String(flag), readFieldNumber(pathOrAssert(flag), QString()).error));
        return false;
    }
    std::optional<int> v;
    if (!readField(r, flag, v))
        return false;
    target = *v;
    return true;
}

bool readPriceTier(const FlagReader &r, PriceTier &tier)
{
    QString word = priceTierName(tier);
    if (!readFieldChoice(r, "price-tier", word))
        return false;
    tier = priceTierFromString(word).value_or(tier);
    return true;
}

bool readFieldChoice(const FlagReader &r, const char *flag, QString &target, const QStringList &supports, const QStringList &aliases)
{
    const QString name = QLatin1String(flag);
    if (!r.parser.isSet(name))
        return true;
    const QString v = r.parser.value(name);
    const QString path = pathOrAssert(flag);
    const bool inRule = checkFieldText(path, v).isEmpty();
    if (aliases.contains(v) || (inRule && (supports.isEmpty() || supports.contains(v)))) {
        target = v;
        return true;
    }
    QString message = fieldRule(path).message();
    if (!supports.isEmpty() && supports != fieldRule(path).choices)
        //: %1 is the rule's message ("must be one of a|b|c"), %2 the command, %3 the words it takes
        message = QCoreApplication::translate("cp::cli", "%1 (%2 takes %3)").arg(message, r.command, (supports + aliases).join(QLatin1Char('|')));
    else if (!aliases.isEmpty())
        //: %1 is the rule's message ("must be one of a|b|c"), %2 older words the command also takes
        message = QCoreApplication::translate("cp::cli", "%1 (or %2)").arg(message, aliases.join(QLatin1Char('|')));
    refuse(r, name, v, message);
    return false;
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
    // The flags that describe a custom model's architecture; a preset fixes all of them.
    static const char *const kArchitecture[] = { "layers", "hidden", "heads", "kv-heads", "head-dim", "sliding-window", "windowed-layers", "ffn", "vocab", "swiglu", "experts", "top-k",
        "expert-ffn", "shared-experts" };
    if (p.isSet(QStringLiteral("preset"))) {
        for (const char *flag : kArchitecture) {
            if (isSet(r, flag)) {
                usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: --preset fixes the architecture, so --%1 would be ignored; "
                                                                                    "leave out --%1, or leave out --preset and describe the model with --layers, --hidden and --heads")
                                                 .arg(QLatin1String(flag)));
                return false;
            }
        }
        const auto preset = estimate::preset(p.value(QStringLiteral("preset")));
        if (!preset) {
            usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--preset: '%1' is not allowed; use %2").arg(p.value(QStringLiteral("preset")), estimate::presetIds().join(QLatin1Char('|'))));
            return false;
        }
        m = *preset;
        return true;
    }
    const bool custom = r.required || isSet(r, "layers") || isSet(r, "hidden") || isSet(r, "heads");
    if (!custom) {
        for (const char *flag : kArchitecture) {
            if (isSet(r, flag)) {
                usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: describes a custom model; give --layers, --hidden and --heads with it "
                                                                                    "(the scenario's model is kept otherwise and --%1 would be ignored)")
                                                 .arg(QLatin1String(flag)));
                return false;
            }
        }
        return true;
    }
    const FlagReader strict { r.parser, r.command, r.ctx, true };
    std::optional<int> kv, headDim, window, windowed, ffn, vocab, experts, topK, expertFfn, shared;
    if (!readRequiredField(strict, "layers", m.layers) || !readRequiredField(strict, "hidden", m.hidden)
        || !readRequiredField(strict, "heads", m.heads) || !readField(r, "kv-heads", kv)
        || !readField(r, "head-dim", headDim) || !readField(r, "sliding-window", window)
        || !readField(r, "windowed-layers", windowed) || !readField(r, "ffn", ffn)
        || !readField(r, "vocab", vocab) || !readField(r, "experts", experts) || !readField(r, "top-k", topK)
        || !readField(r, "expert-ffn", expertFfn) || !readField(r, "shared-experts", shared))
        return false;
    const bool moe = experts.value_or(0) > 1;
    if (!moe && (topK || expertFfn || shared)) {
        const char *flag = topK ? "top-k" : expertFfn ? "expert-ffn"
                                                      : "shared-experts";
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: describes a mixture of experts; give --experts N (at least 2) with it").arg(QLatin1String(flag)));
        return false;
    }
    if (moe && (!topK || *topK < 1 || *topK > *experts)) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--top-k: a mixture of experts needs 1 to --experts (%1) routed experts per token").arg(*experts));
        return false;
    }
    m.id = QStringLiteral("custom");
    m.kvHeads = kv.value_or(0);
    m.headDimension = headDim.value_or(0);
    m.slidingWindow = window.value_or(0);
    m.windowedLayers = windowed.value_or(0);
    m.ffn = ffn.value_or(0);
    m.vocab = vocab.value_or(m.vocab);
    m.gated = p.isSet(QStringLiteral("swiglu"));
    m.tiedEmbeddings = !m.gated;
    if (moe) {
        m.experts = *experts;
        m.topK = *topK;
        m.moeFfn = expertFfn.value_or(m.effectiveFfn());
        m.sharedExperts = shared.value_or(0);
    }
    return true;
}

bool readMemoryOptions(const FlagReader &r, estimate::TrainingSpec &t)
{
    QString optimizer, master, offload, attention, targets;
    std::optional<double> host, dropout;
    if (!readFieldChoice(r, "optimizer", optimizer) || !readFieldChoice(r, "master-weights", master)
        || !readFieldChoice(r, "offload", offload) || !readFieldChoice(r, "attention", attention)
        || !readFieldChoice(r, "lora-targets", targets) || !readField(r, "host-memory-gib", host) || !readField(r, "dropout", dropout))
        return false;
    if (!targets.isEmpty() && t.mode != estimate::TrainingMode::Lora && t.mode != estimate::TrainingMode::Qlora) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--lora-targets: applies to --mode lora|qlora only (%1 training ignores it)").arg(estimate::toString(t.mode)));
        return false;
    }
    if (!optimizer.isEmpty())
        t.optimizer = *estimate::optimizerFromString(optimizer);
    if (!master.isEmpty())
        t.masterWeights = master != QLatin1String("none");
    if (!offload.isEmpty())
        t.offload = *estimate::offloadFromString(offload);
    if (!attention.isEmpty())
        t.attention = *estimate::attentionKernelFromString(attention);
    if (!targets.isEmpty())
        t.loraTargets = *estimate::loraTargetsFromString(targets);
    t.hostMemoryGiB = host.value_or(t.hostMemoryGiB);
    t.dropout = dropout.value_or(t.dropout);
    return true;
}

bool readTraining(const FlagReader &r, estimate::TrainingSpec &t)
{
    QString mode, precision, language = QStringLiteral("en"), tpOverlap, epOverlap, epDispatch, moeSchedule, framework, gradReduce;
    std::optional<int> rank, globalBatch;
    std::optional<double> tokens, datasetTb, maxTokens;
    if (!readRequiredField(r, "seq-len", t.seqLen) || !readFieldChoice(r, "mode", mode, estimate::trainingModeNames())
        || !readFieldChoice(r, "precision", precision, estimate::precisionNames())
        || !readFieldChoice(r, "language", language, {}, { QStringLiteral("english"), QStringLiteral("chinese") })
        || !readField(r, "lora-rank", rank) || !readField(r, "global-batch", globalBatch)
        || !readFieldChoice(r, "tp-overlap", tpOverlap) || !readFieldChoice(r, "ep-overlap", epOverlap)
        || !readFieldChoice(r, "ep-dispatch", epDispatch) || !readFieldChoice(r, "moe-schedule", moeSchedule)
        || !readFieldChoice(r, "grad-reduce", gradReduce)
        || !readFieldChoice(r, "framework", framework) || !readField(r, "max-tokens-per-step", maxTokens))
        return false;
    if (isSet(r, "tokens") && isSet(r, "dataset-tb")) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--dataset-tb: give either --tokens or --dataset-tb, not both (one would be ignored)"));
        return false;
    }
    if (isSet(r, "language") && !isSet(r, "dataset-tb")) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--language: applies to --dataset-tb only (it converts TB of text into tokens)"));
        return false;
    }
    if (!mode.isEmpty())
        t.mode = *estimate::trainingModeFromString(mode);
    if (rank && t.mode != estimate::TrainingMode::Lora && t.mode != estimate::TrainingMode::Qlora) {
        usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--lora-rank: applies to --mode lora|qlora only (%1 training ignores it)").arg(estimate::toString(t.mode)));
        return false;
    }
    if (!precision.isEmpty())
        t.precision = *estimate::precisionFromString(precision);
    t.loraRank = rank.value_or(t.loraRank);
    t.globalBatch = globalBatch.value_or(t.globalBatch);
    t.maxTokensPerStep = maxTokens.value_or(t.maxTokensPerStep);
    if (!tpOverlap.isEmpty())
        t.tpOverlap = *estimate::tpOverlapFromString(tpOverlap);
    if (!epOverlap.isEmpty())
        t.epOverlap = *estimate::epOverlapFromString(epOverlap);
    if (!epDispatch.isEmpty())
        t.epDispatch = *estimate::epDispatchFromString(epDispatch);
    if (!moeSchedule.isEmpty())
        t.moeSchedule = *estimate::moeScheduleFromString(moeSchedule);
    if (!gradReduce.isEmpty())
        t.fp32GradAccumulation = gradReduce == QLatin1String("fp32");
    if (!framework.isEmpty())
        t.framework = *estimate::frameworkFromString(framework);
    if (!readMemoryOptions(r, t))
        return false;
    if (isSet(r, "tokens")) {
        if (!readField(r, "tokens", tokens))
            return false;
        t.tokens = *tokens;
    } else if (isSet(r, "dataset-tb")) {
        if (!readField(r, "dataset-tb", datasetTb))
            return false;
        t.tokens = estimate::tokensFromDatasetTB(*datasetTb, bytesPerToken(language));
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
        || !readRequiredField(r, "gpus", h.gpus) || !readField(r, "gpus-per-node", perNode))
        return false;
    h.gpusPerNode = perNode.value_or(h.gpusPerNode);
    return true;
}

bool readLayout(const FlagReader &r, estimate::LayoutRequest &l)
{
    QString recompute, sp;
    if (!readField(r, "tp", l.tp) || !readField(r, "pp", l.pp) || !readField(r, "dp", l.dp) || !readField(r, "zero", l.zero)
        || !readField(r, "interleave", l.interleave) || !readField(r, "micro-batch", l.microBatch)
        || !readField(r, "ep", l.ep) || !readField(r, "cp", l.cp)
        || !readFieldChoice(r, "recompute", recompute, estimate::recomputeNames())
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
        { QStringLiteral("micro_batch"), l.microBatch }, { QStringLiteral("global_batch"), l.globalBatch },
        { QStringLiteral("ep"), l.ep }, { QStringLiteral("cp"), l.cp } };
}

QString flagFor(const QString &path)
{
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    QString rule = path;
    rule.replace(index, QStringLiteral("[]"));
    if (const Field *f = findField(rule); f && !f->flag.isEmpty())
        return QStringLiteral("--") + f->flag;
    const qsizetype dot = rule.lastIndexOf(QLatin1Char('.'));
    if (dot < 0)
        return path;
    QString flag = rule.mid(dot + 1).remove(QStringLiteral("[]"));
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

// --- ranges by Monte Carlo (issue 23) ------------------------------------------------------------

void addRangeOptions(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("ranges"), QCoreApplication::translate("cp::cli", "Add P10/P50/P90 ranges of every KPI by Monte Carlo (the estimator's cross-validated error, failures, price paths, demand, exchange rate).") });
    p.addOption({ QStringLiteral("samples"), QCoreApplication::translate("cp::cli", "With --ranges: Monte Carlo samples, 1 to 1,000,000 (default 10,000)."), QStringLiteral("n") });
    p.addOption({ QStringLiteral("seed"), QCoreApplication::translate("cp::cli", "With --ranges: random seed, 1 to 1,000,000 (default 42); the same seed gives the same ranges."), QStringLiteral("s") });
}

bool readRangeOptions(const FlagReader &r, std::optional<uncertainty::RangeSettings> &settings)
{
    const QCommandLineParser &p = r.parser;
    settings.reset();
    if (!p.isSet(QStringLiteral("ranges"))) {
        for (const char *flag : { "samples", "seed" }) {
            if (p.isSet(QLatin1String(flag))) {
                usageError(r.ctx, r.command, QCoreApplication::translate("cp::cli", "--%1: applies only with --ranges").arg(QLatin1String(flag)));
                return false;
            }
        }
        return true;
    }
    uncertainty::RangeSettings s;
    if (p.isSet(QStringLiteral("samples"))) {
        const auto n = intOption(p, QStringLiteral("samples"), uncertainty::kMinSamples, uncertainty::kMaxSamples, r.command, r.ctx);
        if (!n)
            return false;
        s.samples = int(*n);
    }
    if (p.isSet(QStringLiteral("seed"))) {
        const auto seed = intOption(p, QStringLiteral("seed"), uncertainty::kMinSeed, uncertainty::kMaxSeed, r.command, r.ctx);
        if (!seed)
            return false;
        s.seed = quint64(*seed);
    }
    settings = s;
    return true;
}

QJsonObject quantilesJson(const uncertainty::Quantiles &q)
{
    return QJsonObject { { QStringLiteral("p10"), q.p10 }, { QStringLiteral("p50"), q.p50 }, { QStringLiteral("p90"), q.p90 } };
}

QJsonObject rangesJson(const uncertainty::Ranges &r)
{
    QJsonObject o;
    for (const auto &kpi : r.kpis)
        o.insert(kpi.first, quantilesJson(kpi.second));
    return o;
}

QJsonObject rangeSettingsJson(const uncertainty::Ranges &r)
{
    return QJsonObject { { QStringLiteral("samples"), r.samples }, { QStringLiteral("seed"), qint64(r.seed) },
        { QStringLiteral("drivers"), QJsonArray::fromStringList(r.drivers) } };
}

QString rangesText(const uncertainty::Ranges &r)
{
    //: %1 the number of Monte Carlo samples, %2 the seed
    QString t = QCoreApplication::translate("cp::cli", "ranges (P10 - P50 - P90, %1 samples, seed %2):\n").arg(r.samples).arg(r.seed);
    const auto num = [](double v) { return QString::number(v, 'g', 4); };
    for (const auto &kpi : r.kpis)
        t += QStringLiteral("  %1  %2 - %3 - %4\n").arg(kpi.first.leftJustified(30), num(kpi.second.p10), num(kpi.second.p50), num(kpi.second.p90));
    for (const auto &o : r.options)
        //: %1 option id, %2-%4 NPV quantiles, %5 probability in per cent
        t += QCoreApplication::translate("cp::cli", "  %1  NPV %2 - %3 - %4 CNY, cheapest in %5% of samples\n")
                 .arg(o.id.leftJustified(12), num(o.npv.p10), num(o.npv.p50), num(o.npv.p90))
                 .arg(100 * o.probabilityCheapest, 0, 'f', 0);
    return t;
}

void insertRanges(QJsonObject &o, const std::optional<uncertainty::Ranges> &r)
{
    if (!r)
        return;
    o.insert(QStringLiteral("ranges"), rangesJson(*r));
    o.insert(QStringLiteral("ranges_settings"), rangeSettingsJson(*r));
}

int reportRangeErrors(Context &ctx, const QString &command, const Errors &errors)
{
    return report(ctx, command, QStringLiteral("--ranges: ") + joinErrors(errors).replace(QLatin1Char('\n'), QStringLiteral("; ")),
        exitCodeFor(kindOf(errors)));
}

} // namespace cp::cli
