#include "app/cli/flagscenario.h"

#include "core/bridge/engineinputs.h"
#include "core/catalog/catalog.h"
#include "core/estimate/model.h"
#include "core/scenario/validation.h"

#include <QCoreApplication>

namespace cp::cli {

namespace {

/// The flags that describe a custom model's architecture; a preset fixes all of them.
const char *const kArchitecture[] = { "layers", "hidden", "heads", "kv-heads", "head-dim", "sliding-window", "windowed-layers", "ffn", "vocab", "swiglu",
    "experts", "top-k", "expert-ffn", "shared-experts" };

QString tr(const char *text) { return QCoreApplication::translate("cp::cli", text); }

bool given(const FlagReader &r, const QString &flag) { return r.parser.optionNames().contains(flag); }

/// The words a Choice field's flag takes on this command (empty: all of the rule's) and the
/// CLI's older words for them.
struct Words {
    QStringList supports;
    QStringList aliases;
};

Words wordsOf(const Field &f)
{
    if (f.path == QLatin1String("training.mode"))
        return { bridge::trainingModeWords(), {} };
    if (f.path == QLatin1String("training.language"))
        return { {}, { QStringLiteral("english"), QStringLiteral("chinese") } };
    if (f.path == QLatin1String("tco.demand.template"))
        return { {}, { QStringLiteral("plan") } };
    return {};
}

/// The scenario's word for a word the CLI also takes.
QString scenarioWord(const QString &word)
{
    if (word == QLatin1String("english"))
        return QStringLiteral("en");
    if (word == QLatin1String("chinese"))
        return QStringLiteral("zh");
    if (word == QLatin1String("plan"))
        return QStringLiteral("from_plan");
    return word;
}

/// Reads the flag of `f` by the field's rule into `out`; false after reporting a usage error.
bool readFlag(const FlagReader &r, const Field &f, FieldData &out)
{
    const QByteArray flag = f.flag.toLatin1();
    switch (f.type) {
    case FieldType::Integer:
    case FieldType::OptionalInteger:
    case FieldType::Number:
    case FieldType::OptionalNumber: {
        std::optional<double> v;
        if (!readField(r, flag.constData(), v))
            return false;
        out = *v;
        return true;
    }
    case FieldType::Boolean:
        out = true; // a switch
        return true;
    case FieldType::OptionalBoolean: {
        QString word;
        if (!readChoice(r, flag.constData(), { QStringLiteral("yes"), QStringLiteral("no") }, word))
            return false;
        out = word == QLatin1String("yes");
        return true;
    }
    case FieldType::Text:
    case FieldType::OptionalText: {
        QString word;
        if (f.ids == FieldIds::Fabrics) {
            if (!readChoice(r, flag.constData(), Catalog::builtIn().fabricIds(), word))
                return false;
        } else {
            const Words w = wordsOf(f);
            if (!readFieldChoice(r, flag.constData(), word, w.supports, w.aliases))
                return false;
        }
        out = scenarioWord(word);
        return true;
    }
    case FieldType::TextList: {
        Q_ASSERT_X(f.ids == FieldIds::Accelerators, "cp::cli::readFlag", qPrintable(f.path)); // other lists: the command reads them
        const QStringList known = Catalog::builtIn().acceleratorIds();
        const QStringList ids = r.parser.value(f.flag).split(QLatin1Char(','), Qt::SkipEmptyParts);
        QStringList list;
        for (const QString &id : ids) {
            if (!known.contains(id.trimmed())) {
                usageError(r.ctx, r.command, tr("--accelerators: '%1' is not allowed; use ids from %2").arg(id, known.join(QLatin1Char('|'))));
                return false;
            }
            list << id.trimmed();
        }
        out = list;
        return true;
    }
    case FieldType::NumberList:
    case FieldType::Time:
    case FieldType::PriceList:
    case FieldType::WorkloadList:
        break;
    }
    Q_ASSERT_X(false, "cp::cli::readFlag", qPrintable(f.path)); // no such field has a flag
    return false;
}

/// Walks the fields of `group` in registry order and sets those whose flag was given, except the
/// flags in `skip`.
bool walk(const FlagReader &r, FieldGroup group, Scenario &s, const QStringList &skip = {})
{
    for (const Field *f : fieldsOf(group)) {
        // A list of words (tco --options) is the command's to read: it takes older words too.
        const bool wordList = f->type == FieldType::TextList && f->ids != FieldIds::Accelerators;
        if (f->flag.isEmpty() || wordList || skip.contains(f->flag) || !given(r, f->flag))
            continue;
        FieldData value;
        if (!readFlag(r, *f, value))
            return false;
        f->set(s, value);
    }
    return true;
}

/// The flags that must be given, with the rule's "required" message.
bool requireFlags(const FlagReader &r, std::initializer_list<const char *> flags)
{
    for (const char *flag : flags) {
        if (!given(r, QLatin1String(flag))) {
            const QString path = fieldPathOf(QLatin1String(flag));
            usageError(r.ctx, r.command, QStringLiteral("--%1: %2").arg(QLatin1String(flag), readFieldNumber(path, QString()).error));
            return false;
        }
    }
    return true;
}

bool applyPreset(const FlagReader &r, Scenario &s)
{
    for (const char *flag : kArchitecture) {
        if (given(r, QLatin1String(flag))) {
            usageError(r.ctx, r.command, tr("--%1: --preset fixes the architecture, so --%1 would be ignored; "
                                            "leave out --%1, or leave out --preset and describe the model with --layers, --hidden and --heads")
                                             .arg(QLatin1String(flag)));
            return false;
        }
    }
    const QString id = r.parser.value(QStringLiteral("preset"));
    if (!estimate::preset(id)) {
        usageError(r.ctx, r.command, tr("--preset: '%1' is not allowed; use %2").arg(id, estimate::presetIds().join(QLatin1Char('|'))));
        return false;
    }
    scenarioField(QStringLiteral("model.preset")).set(s, id);
    return true;
}

/// The model flags: a preset, or a custom architecture that replaces the scenario's model (what
/// is not given keeps the registry's default; the vocabulary the model's).
bool applyModel(const FlagReader &r, Scenario &s)
{
    if (given(r, QStringLiteral("preset")))
        return applyPreset(r, s);
    const bool custom = r.required || given(r, QStringLiteral("layers")) || given(r, QStringLiteral("hidden")) || given(r, QStringLiteral("heads"));
    if (!custom) {
        for (const char *flag : kArchitecture) {
            if (given(r, QLatin1String(flag))) {
                usageError(r.ctx, r.command, tr("--%1: describes a custom model; give --layers, --hidden and --heads with it "
                                                "(the scenario's model is kept otherwise and --%1 would be ignored)")
                                                 .arg(QLatin1String(flag)));
                return false;
            }
        }
        return true;
    }
    if (!requireFlags(r, { "layers", "hidden", "heads" }))
        return false;
    const auto current = bridge::modelFrom(s);
    ModelSection fresh;
    fresh.vocab = current ? current->vocab : fresh.vocab;
    s.model = fresh;
    if (!walk(r, FieldGroup::Model, s, { QStringLiteral("preset") }))
        return false;
    ModelSection &m = s.model;
    const bool moe = m.experts > 1;
    const bool topK = given(r, QStringLiteral("top-k")), expertFfn = given(r, QStringLiteral("expert-ffn"));
    if (!moe && (topK || expertFfn || given(r, QStringLiteral("shared-experts")))) {
        const char *flag = topK ? "top-k" : expertFfn ? "expert-ffn"
                                                      : "shared-experts";
        usageError(r.ctx, r.command, tr("--%1: describes a mixture of experts; give --experts N (at least 2) with it").arg(QLatin1String(flag)));
        return false;
    }
    if (moe && (!topK || m.topK < 1 || m.topK > m.experts)) {
        usageError(r.ctx, r.command, tr("--top-k: a mixture of experts needs 1 to --experts (%1) routed experts per token").arg(m.experts));
        return false;
    }
    if (!moe)
        m.experts = 0;
    return true;
}

bool isLora(const Scenario &s) { return s.training.mode == QLatin1String("lora") || s.training.mode == QLatin1String("qlora"); }

/// The training flags; --tokens and --dataset-tb exclude each other, --language goes with
/// --dataset-tb and the LoRA flags with a LoRA mode.
bool applyTraining(const FlagReader &r, Scenario &s)
{
    if (r.required && !requireFlags(r, { "seq-len" }))
        return false;
    if (!walk(r, FieldGroup::Training, s))
        return false;
    const bool tokens = given(r, QStringLiteral("tokens")), dataset = given(r, QStringLiteral("dataset-tb"));
    if (tokens && dataset) {
        usageError(r.ctx, r.command, tr("--dataset-tb: give either --tokens or --dataset-tb, not both (one would be ignored)"));
        return false;
    }
    if (given(r, QStringLiteral("language")) && !dataset) {
        usageError(r.ctx, r.command, tr("--language: applies to --dataset-tb only (it converts TB of text into tokens)"));
        return false;
    }
    for (const char *flag : { "lora-rank", "lora-targets" }) {
        if (given(r, QLatin1String(flag)) && !isLora(s)) {
            usageError(r.ctx, r.command, tr("--%1: applies to --mode lora|qlora only (%2 training ignores it)").arg(QLatin1String(flag), s.training.mode));
            return false;
        }
    }
    if (dataset) {
        // The run's tokens come from the dataset the command line gives, in the language it gives.
        s.training.tokens.reset();
        if (!given(r, QStringLiteral("language")))
            s.training.language = QStringLiteral("en");
    }
    return true;
}

bool applyAccelerator(const FlagReader &r, Scenario &s)
{
    const Catalog &catalog = Catalog::builtIn();
    if (!given(r, QStringLiteral("accelerator"))) {
        usageError(r.ctx, r.command, tr("--accelerator is required; use %1").arg(catalog.acceleratorIds().join(QLatin1Char('|'))));
        return false;
    }
    QString id;
    if (!readChoice(r, "accelerator", catalog.acceleratorIds(), id))
        return false;
    s.hardware.accelerators = QStringList { id };
    return true;
}

} // namespace

std::optional<estimate::EstimateInput> estimateInputFromFlags(const FlagReader &r, bool gpusRequired)
{
    Scenario s = commandLineScenario();
    const ScenarioFlags flags { { FieldGroup::Model, FieldGroup::Training, FieldGroup::Hardware, FieldGroup::Layout }, true, gpusRequired };
    if (!applyFieldFlags(r, flags, s))
        return std::nullopt;
    auto in = bridge::estimateInputFrom(s);
    if (!in) {
        reportErrors(r.ctx, r.command, in.errors());
        return std::nullopt;
    }
    // Not a scenario field: --force lets the layout search break two of its rules.
    if (given(r, QStringLiteral("force")))
        in->layout.forceTpAcrossNodes = in->layout.allowUnevenStages = true;
    // The command line's default server: the accelerator's own (a scenario names one, default 8).
    if (!given(r, QStringLiteral("gpus-per-node")))
        in->hardware.gpusPerNode = 0;
    return *in;
}

bool flagGiven(const FlagReader &r, const char *flag) { return given(r, QLatin1String(flag)); }

Scenario commandLineScenario()
{
    Scenario s;
    s.constraints.objective = QStringLiteral("cheapest"); // the planner's default
    return s;
}

bool applyFieldFlags(const FlagReader &r, const ScenarioFlags &flags, Scenario &s)
{
    for (const FieldGroup group : fieldGroups()) {
        if (!flags.groups.contains(group))
            continue;
        bool ok = true;
        switch (group) {
        case FieldGroup::Model:
            ok = applyModel(r, s);
            break;
        case FieldGroup::Training:
            ok = applyTraining(r, s);
            break;
        case FieldGroup::Hardware:
            ok = (!flags.oneAccelerator || applyAccelerator(r, s)) && (!flags.gpusRequired || requireFlags(r, { "gpus" }))
                && walk(r, group, s);
            break;
        default:
            ok = walk(r, group, s);
            break;
        }
        if (!ok)
            return false;
    }
    return true;
}

} // namespace cp::cli
