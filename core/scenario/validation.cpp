#include "core/scenario/validation.h"

#include "core/catalog/catalog.h"
#include "core/common/csv.h"
#include "core/scenario/presets.h"
#include "core/scenario/workloads.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <map>

namespace cp {

namespace {

using Kind = FieldRule::Kind;

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *i : items)
        out << QString::fromLatin1(i);
    return out;
}

// Every rule the registry holds, in its order: a field's own (a list's: its length's), its
// entries', and after "prices" those of a price entry.
QList<FieldRule> buildRules()
{
    QList<FieldRule> rules;
    for (const Field &f : scenarioFields()) {
        if (f.rule)
            rules << *f.rule;
        if (f.entryRule)
            rules << *f.entryRule;
        if (f.type == FieldType::PriceList) {
            for (const PriceField &p : priceFields())
                rules << p.rule;
        }
        if (f.type == FieldType::WorkloadList) {
            for (const WorkloadField &w : workloadFields()) {
                if (w.type != FieldType::Boolean)
                    rules << w.rule;
            }
            for (const PoolField &p : poolFields()) // a programme's pools go with its workloads
                rules << p.rule;
        }
    }
    return rules;
}

QString formatLimit(double v)
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    if (v == std::floor(v) && std::fabs(v) < 1e16)
        return english.toString(static_cast<qint64>(v));
    return english.toString(v, 'g', 6);
}

class Checker {
public:
    Checker(Errors &errors)
        : m_errors(errors)
    {
    }

    void number(const QString &path, double v, const QString &rulePath = {})
    {
        const FieldRule &r = fieldRule(rulePath.isEmpty() ? path : rulePath);
        if (!r.accepts(v))
            add(path, r.messageFor(v));
    }
    template<class T>
    void optional(const QString &path, const std::optional<T> &v)
    {
        if (v)
            number(path, static_cast<double>(*v));
    }
    void text(const QString &path, const QString &v, const QString &rulePath = {})
    {
        const FieldRule &r = fieldRule(rulePath.isEmpty() ? path : rulePath);
        if (!r.accepts(v))
            add(path, r.message());
    }
    void count(const QString &path, qsizetype n)
    {
        const FieldRule &r = fieldRule(path);
        if (!r.accepts(static_cast<double>(n)))
            add(path, QCoreApplication::translate("cp::Validation", "must have %1 entries at most").arg(formatLimit(r.max)));
    }
    /// Names and tags: printable text only (no terminal escapes, no NUL, no broken characters).
    void printable(const QString &path, const QString &v)
    {
        const QString bad = forbiddenCharacter(v);
        if (!bad.isEmpty())
            //: %1 is a character code such as U+001B
            add(path, QCoreApplication::translate("cp::Validation", "must not contain the control or broken character %1; use printable text "
                                                                    "(letters, digits, spaces and punctuation; no NUL, tab, newline, escape, DEL, U+0080–U+009F "
                                                                    "or half of a surrogate pair)")
                          .arg(bad));
    }
    /// Free text (notes): tabs and line breaks, but no NUL, escape or other control character,
    /// so both kinds of library store it and no terminal reads it as a command.
    void plainText(const QString &path, const QString &v)
    {
        for (const QChar ch : v) {
            const char16_t c = ch.unicode();
            if ((c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r') || (c >= 0x7F && c <= 0x9F)) {
                //: %1 is a character code such as U+0000
                add(path, QCoreApplication::translate("cp::Validation", "must not contain the control character %1; text may hold tabs and line breaks, "
                                                                        "but no NUL, escape, DEL or U+0080–U+009F")
                              .arg(QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper()));
                return;
            }
        }
    }
    void add(const QString &path, const QString &message) { m_errors.append({ path, message }); }

private:
    Errors &m_errors;
};

/// For a preset model the architecture (the model section's whole numbers) is not used, the
/// preset's own is, but it is kept for a switch back to custom: 0 (not set) or what the custom
/// editor accepts, never a value no editor could hold.
bool isArchitecture(const Field &f) { return f.group == FieldGroup::Model && f.type == FieldType::Integer; }

void checkPresetArchitecture(Checker &c, const Field &f, const Scenario &s)
{
    const FieldRule &r = *f.rule;
    const double v = std::get<double>(f.get(s));
    if (v != 0 && !r.accepts(v))
        //: %1 is the allowed range (1–1,000), %2 a model preset id
        c.add(r.path, QCoreApplication::translate("cp::Validation", "must be %1, or 0 for a preset model (%2 uses its own architecture)").arg(r.allowedText(), s.model.preset));
}

/// The rules between the fields of a custom model.
void checkModel(Checker &c, const ModelSection &m)
{
    if (!m.isCustom())
        return;
    if (m.headDim == 0 && m.heads > 0 && m.hidden > 0 && m.hidden % m.heads != 0)
        c.add(QStringLiteral("model.hidden"), QCoreApplication::translate("cp::Validation", "must be divisible by model.heads (%1), or give model.head_dim").arg(m.heads));
    if (m.kvHeads > 0 && m.heads > 0 && (m.kvHeads > m.heads || m.heads % m.kvHeads != 0))
        c.add(QStringLiteral("model.kv_heads"), QCoreApplication::translate("cp::Validation", "must divide model.heads (%1)").arg(m.heads));
    if ((m.experts > 0) != (m.topK > 0) || m.topK > m.experts)
        c.add(QStringLiteral("model.top_k"), QCoreApplication::translate("cp::Validation", "must be 1 to model.experts for a mixture of experts, 0 for a dense model"));
    if ((m.slidingWindow > 0) != (m.windowedLayers > 0) || m.windowedLayers > m.layers)
        c.add(QStringLiteral("model.windowed_layers"),
            QCoreApplication::translate("cp::Validation", "must be 1 to model.layers (%1) with a sliding window, 0 without one").arg(m.layers));
}

/// The layout the plan fixes must fit the GPUs it fixes, as the estimator requires for the CLI's
/// --tp/--pp/--dp/--gpus: each at most hardware.gpus, and tp × pp × dp equal to it (all three
/// set) or dividing it (some left to the planner). Nothing to check while the planner picks gpus.
void checkLayoutAgainstGpus(Checker &c, const HardwareSection &h)
{
    const LayoutOverrides &l = h.layout;
    if (!h.gpus || !fieldRule(QStringLiteral("hardware.gpus")).accepts(double(*h.gpus)))
        return;
    const qint64 gpus = *h.gpus;
    struct Part {
        const char *path;
        std::optional<int> value;
    };
    const Part parts[] = { { "hardware.layout.tp", l.tp }, { "hardware.layout.pp", l.pp }, { "hardware.layout.dp", l.dp } };
    qint64 product = 1;
    int set = 0;
    for (const Part &p : parts) {
        if (!p.value)
            continue;
        const QString path = QString::fromLatin1(p.path);
        if (!fieldRule(path).accepts(double(*p.value)))
            return; // already reported with its range
        if (*p.value > gpus) {
            c.add(path, QCoreApplication::translate("cp::Validation", "must be at most hardware.gpus (%1)").arg(gpus));
            return;
        }
        product *= *p.value;
        ++set;
    }
    auto part = [](const std::optional<int> &v) { return v ? QString::number(*v) : QStringLiteral("?"); };
    if (l.cp && *l.cp > 1 && fieldRule(QStringLiteral("hardware.layout.cp")).accepts(double(*l.cp))) {
        // Context parallelism splits each sequence over cp GPUs: the job has tp x pp x cp x dp GPUs.
        if ((set == 3 && product * *l.cp != gpus) || gpus % (product * *l.cp) != 0)
            //: %1–%4 are tp, pp, cp and dp ("?" for one the planner chooses), %5 the GPU count
            c.add(QStringLiteral("hardware.layout"), QCoreApplication::translate("cp::Validation", "tp × pp × cp × dp = %1 × %2 × %3 × %4 must equal (or, with some left to the planner, divide) hardware.gpus (%5)").arg(part(l.tp), part(l.pp), part(l.cp), part(l.dp)).arg(gpus));
        return;
    }
    if (set == 3 && product != gpus)
        //: %1–%3 are tp, pp and dp, %4 their product, %5 the GPU count
        c.add(QStringLiteral("hardware.layout"), QCoreApplication::translate("cp::Validation", "tp × pp × dp = %1 × %2 × %3 = %4 must equal hardware.gpus (%5)").arg(part(l.tp), part(l.pp), part(l.dp)).arg(product).arg(gpus));
    else if (set > 0 && set < 3 && gpus % product != 0)
        //: %1–%3 are tp, pp and dp ("?" for one the planner chooses), %4 the product of those set, %5 the GPU count
        c.add(QStringLiteral("hardware.layout"), QCoreApplication::translate("cp::Validation", "tp × pp × dp = %1 × %2 × %3: the %4 set must divide hardware.gpus (%5)").arg(part(l.tp), part(l.pp), part(l.dp)).arg(product).arg(gpus));
}

void checkAccelerators(Checker &c, const QStringList &accelerators, const Catalog &catalog)
{
    const QStringList known = catalog.acceleratorIds();
    QSet<QString> seen;
    for (qsizetype i = 0; i < accelerators.size(); ++i) {
        const QString &id = accelerators.at(i);
        if (!known.contains(id))
            c.add(QStringLiteral("hardware.accelerators[%1]").arg(i),
                QCoreApplication::translate("cp::Validation", "unknown accelerator '%1'; use an id from the catalog (%2)").arg(id, known.join(QLatin1Char('|'))));
        else if (seen.contains(id))
            c.add(QStringLiteral("hardware.accelerators[%1]").arg(i),
                QCoreApplication::translate("cp::Validation", "'%1' appears more than once; list each accelerator once").arg(id));
        seen.insert(id);
    }
}

void checkTags(Checker &c, const Field &f, const QStringList &tags)
{
    QSet<QString> seen;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        const QString path = QStringLiteral("%1[%2]").arg(f.path).arg(i);
        const QString tag = tags.at(i).trimmed();
        c.text(path, tag, f.entryRule->path);
        c.printable(path, tag);
        if (seen.contains(tag))
            c.add(path, QCoreApplication::translate("cp::Validation", "'%1' appears more than once; give each tag once").arg(tag));
        seen.insert(tag);
    }
}

const QStringList &perAcceleratorPriceKeys()
{
    static const QStringList patterns { QStringLiteral("cloud.%1.on_demand"), QStringLiteral("server.%1.8gpu"),
        QStringLiteral("lease.bare_metal.%1.8gpu"), QStringLiteral("power.server_kw.%1.8gpu"), QStringLiteral("card.%1") };
    return patterns;
}

void checkPrices(Checker &c, const QList<PriceSnapshotEntry> &prices, const Catalog &catalog)
{
    c.count(QStringLiteral("prices"), prices.size());
    QSet<QString> seen;
    for (qsizetype i = 0; i < prices.size(); ++i) {
        const PriceSnapshotEntry &p = prices.at(i);
        const QString at = QStringLiteral("prices[%1].").arg(i);
        c.text(at + QStringLiteral("key"), p.key, QStringLiteral("prices[].key"));
        if (seen.contains(p.key))
            c.add(at + QStringLiteral("key"), QCoreApplication::translate("cp::Validation", "'%1' appears more than once").arg(p.key));
        else if (!p.key.isEmpty() && !isKnownPriceKey(p.key, catalog)) {
            QStringList patterns;
            for (const QString &pattern : perAcceleratorPriceKeys())
                patterns << pattern.arg(QStringLiteral("ID"));
            //: %1 is the key in the file, %2 key patterns such as cloud.ID.on_demand; keep "computeplanner-cli catalog prices" as is
            c.add(at + QStringLiteral("key"), QCoreApplication::translate("cp::Validation", "unknown price key '%1'; use a key of the price book "
                                                                                            "(computeplanner-cli catalog prices lists them) or one of %2 with an accelerator ID of the catalog")
                                                  .arg(p.key, patterns.join(QStringLiteral(", "))));
        }
        seen.insert(p.key);
        if (p.value)
            c.number(at + QStringLiteral("value"), *p.value, QStringLiteral("prices[].value"));
        c.text(at + QStringLiteral("currency"), p.currency, QStringLiteral("prices[].currency"));
        c.text(at + QStringLiteral("unit"), p.unit, QStringLiteral("prices[].unit"));
        c.text(at + QStringLiteral("as_of"), p.asOf, QStringLiteral("prices[].as_of"));
        c.text(at + QStringLiteral("confidence"), p.confidence, QStringLiteral("prices[].confidence"));
        c.text(at + QStringLiteral("source"), p.source, QStringLiteral("prices[].source"));
    }
}

// Scale suffixes people write after amounts: SI-style k/M/G/T, the English billion B, and the
// Chinese 万 (10^4) and 亿 (10^8).
double takeScaleSuffix(QString &text)
{
    if (text.isEmpty())
        return 1.0;
    double scale = 1.0;
    switch (text.back().toUpper().unicode()) {
    case u'K':
        scale = 1e3;
        break;
    case u'M':
        scale = 1e6;
        break;
    case u'B':
    case u'G':
        scale = 1e9;
        break;
    case u'T':
        scale = 1e12;
        break;
    case u'万':
        scale = 1e4;
        break;
    case u'亿':
        scale = 1e8;
        break;
    default:
        return 1.0;
    }
    text.chop(1);
    text = text.trimmed();
    return scale;
}

// A percent sign after a number ("70%", "70 %", the full-width "70％" of Chinese input methods):
// the fields hold fractions, so the number is divided by 100 (returned); 1 when there is none.
double takePercentSign(QString &text)
{
    if (!text.endsWith(QLatin1Char('%')) && !text.endsWith(QChar(0xFF05)))
        return 1.0;
    text.chop(1);
    text = text.trimmed();
    return 100.0;
}

// "1,000", "1 000" or "1'000" in a locale that groups digits differently: separators are dropped
// only between well-formed groups of three, so "1,5" is not misread as 15.
std::optional<double> parseRegrouped(const QString &text, const QLocale &locale)
{
    static const QRegularExpression grouped(QStringLiteral("^[+-]?\\d{1,3}(?:([,' \\x{00A0}\\x{202F}])\\d{3})(?:\\1\\d{3})*(?:\\.\\d+)?$"));
    QString plain = text;
    if (!locale.groupSeparator().isEmpty())
        plain.replace(locale.groupSeparator(), QStringLiteral(","));
    if (!grouped.match(plain).hasMatch())
        return std::nullopt;
    plain.remove(QRegularExpression(QStringLiteral("[,' \\x{00A0}\\x{202F}]")));
    bool ok = false;
    const double v = QLocale::c().toDouble(plain, &ok);
    return ok ? std::optional(v) : std::nullopt;
}

} // namespace

std::optional<double> parseNumberText(const QString &input, const QLocale &locale)
{
    QString text = input.trimmed();
    text.replace(QChar(0x2212), QLatin1Char('-')); // the typographic minus sign, "−5"
    const double divisor = takePercentSign(text);
    const double scale = divisor == 1.0 ? takeScaleSuffix(text) : 1.0; // "5k%" is no number
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    std::optional<double> v;
    if (const double d = locale.toDouble(text, &ok); ok)
        v = d;
    else if (const double c = QLocale::c().toDouble(text, &ok); ok)
        v = c;
    else
        v = parseRegrouped(text, locale);
    if (!v || !std::isfinite(*v * scale))
        return std::nullopt;
    return *v * scale / divisor; // divided, not × 0.01: 70 / 100 is exactly the double 0.7
}

FieldValue readFieldNumber(const QString &path, const QString &text, const QLocale &locale)
{
    const FieldRule &rule = fieldRule(path);
    Q_ASSERT_X(rule.kind == Kind::Integer || rule.kind == Kind::Number, "cp::readFieldNumber", qPrintable(path));
    FieldValue out;
    if (text.trimmed().isEmpty()) {
        //: %1 is the allowed range, e.g. "must be 1–1,000"
        out.error = QCoreApplication::translate("cp::Validation", "required: %1").arg(rule.message());
        return out;
    }
    out.value = parseNumberText(text, locale);
    if (!out.value)
        //: %1 is the allowed range, e.g. "must be 1–1,000"
        out.error = QCoreApplication::translate("cp::Validation", "not a number: %1").arg(rule.message());
    else if (!rule.accepts(*out.value))
        out.error = rule.messageFor(*out.value);
    return out;
}

QString checkFieldText(const QString &path, const QString &text)
{
    const FieldRule &rule = fieldRule(path);
    return rule.accepts(text) ? QString() : rule.message();
}

QString FieldRule::allowedText() const
{
    if (kind == Kind::Choice)
        return choices.join(QLatin1Char('|'));
    return formatLimit(min) + QStringLiteral("–") + formatLimit(max);
}

QString FieldRule::message() const
{
    switch (kind) {
    case Kind::Integer:
    case Kind::Number:
        return QCoreApplication::translate("cp::Validation", "must be %1").arg(allowedText());
    case Kind::Choice:
        return QCoreApplication::translate("cp::Validation", "must be one of %1").arg(allowedText());
    case Kind::Text:
        //: %1 is a range of lengths such as 1–200
        return QCoreApplication::translate("cp::Validation", "must be text of %1 characters").arg(allowedText());
    }
    return {};
}

QString FieldRule::messageFor(double value) const
{
    if (kind == Kind::Integer && std::isfinite(value) && value >= min && value <= max && value != std::floor(value))
        //: %1 is the allowed range, e.g. 1–1,000
        return QCoreApplication::translate("cp::Validation", "must be a whole number %1").arg(allowedText());
    return message();
}

QString FieldRule::typeMessage() const
{
    switch (kind) {
    case Kind::Integer:
        //: %1 is the allowed range, e.g. 1–1,000
        return QCoreApplication::translate("cp::Validation", "must be a whole number %1").arg(allowedText());
    case Kind::Number:
        //: %1 is the allowed range, e.g. 0–0.5
        return QCoreApplication::translate("cp::Validation", "must be a number %1").arg(allowedText());
    case Kind::Choice:
        //: %1 is the list of allowed words, e.g. bf16|fp16
        return QCoreApplication::translate("cp::Validation", "must be text, one of %1").arg(allowedText());
    case Kind::Text:
        return message();
    }
    return {};
}

QString forbiddenCharacter(const QString &text)
{
    auto code = [](char16_t c) { return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper(); };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            ++i;
            continue;
        }
        if (QChar::isSurrogate(c) || c < 0x20 || (c >= 0x7F && c <= 0x9F))
            return code(c);
    }
    return {};
}

bool isKnownPriceKey(const QString &key, const Catalog &catalog)
{
    if (catalog.price(key))
        return true;
    for (const QString &pattern : perAcceleratorPriceKeys()) {
        const QString prefix = pattern.section(QStringLiteral("%1"), 0, 0);
        const QString suffix = pattern.section(QStringLiteral("%1"), 1);
        if (key.size() > prefix.size() + suffix.size() && key.startsWith(prefix) && key.endsWith(suffix)
            && catalog.accelerator(key.mid(prefix.size(), key.size() - prefix.size() - suffix.size())))
            return true;
    }
    return false;
}

bool FieldRule::accepts(double value) const
{
    if (!std::isfinite(value) || value < min || value > max)
        return false;
    return kind != Kind::Integer || value == std::floor(value);
}

bool FieldRule::accepts(const QString &value) const
{
    if (kind == Kind::Choice)
        return choices.contains(value);
    return value.size() >= min && value.size() <= max;
}

const QList<FieldRule> &fieldRules()
{
    static const QList<FieldRule> rules = buildRules();
    return rules;
}

namespace {

const std::map<QString, qsizetype> &ruleIndex()
{
    static const std::map<QString, qsizetype> index = [] {
        std::map<QString, qsizetype> m;
        for (qsizetype i = 0; i < fieldRules().size(); ++i)
            m.emplace(fieldRules().at(i).path, i);
        return m;
    }();
    return index;
}

} // namespace

const FieldRule *findFieldRule(const QString &path)
{
    const auto it = ruleIndex().find(path);
    return it == ruleIndex().end() ? nullptr : &fieldRules().at(it->second);
}

const FieldRule &fieldRule(const QString &path)
{
    const FieldRule *rule = findFieldRule(path);
    Q_ASSERT_X(rule, "cp::fieldRule", qPrintable(path));
    return rule ? *rule : fieldRules().constFirst();
}

const QStringList &trainingModes()
{
    static const QStringList l = list({ "pretrain", "full", "lora", "qlora", "inference" });
    return l;
}
const QStringList &precisions()
{
    static const QStringList l = list({ "bf16", "fp16", "fp8", "tf32" });
    return l;
}
const QStringList &masterWeightModes()
{
    static const QStringList l = list({ "fp32", "none" });
    return l;
}

const QStringList &offloadModes()
{
    static const QStringList l = list({ "none", "optimizer", "optimizer+params" });
    return l;
}

const QStringList &attentionKernels()
{
    static const QStringList l = list({ "flash", "eager", "te" });
    return l;
}

const QStringList &loraTargetModes()
{
    static const QStringList l = list({ "attention", "all-linear" });
    return l;
}

const QStringList &epOverlapModes()
{
    static const QStringList l = list({ "none", "async", "auto" });
    return l;
}

const QStringList &epDispatchModes()
{
    static const QStringList l = list({ "alltoall", "hierarchical" });
    return l;
}

const QStringList &moeScheduleModes()
{
    static const QStringList l = list({ "dropless", "token-drop" });
    return l;
}

const QStringList &frameworkModes()
{
    static const QStringList l = list({ "megatron", "fsdp" });
    return l;
}

const QStringList &stackModes()
{
    static const QStringList l = list({ "unknown", "tuned", "generic", "vendor_port" });
    return l;
}

const QStringList &gradReduceModes()
{
    static const QStringList l = list({ "bf16", "fp32" });
    return l;
}

const QStringList &tpOverlapModes()
{
    static const QStringList l = list({ "none", "async" });
    return l;
}

const QStringList &optimizers()
{
    static const QStringList l = list({ "adamw", "adamw8bit", "paged-adamw8bit", "adafactor", "sgd", "adamw-8bit" });
    return l;
}
const QStringList &recomputeModes()
{
    static const QStringList l = list({ "none", "selective", "full" });
    return l;
}
const QStringList &objectives()
{
    static const QStringList l = list({ "cheapest", "fastest", "balanced" });
    return l;
}
const QStringList &paymentModes()
{
    static const QStringList l = list({ "on-demand", "monthly", "spot" });
    return l;
}
const QStringList &tcoOptions()
{
    static const QStringList l = list({ "on-demand", "monthly", "spot", "lease", "build", "hybrid" });
    return l;
}
const QStringList &demandTemplates()
{
    static const QStringList l = list({ "steady", "peaks", "growing", "from_plan" });
    return l;
}
const QStringList &textLanguages()
{
    static const QStringList l = list({ "en", "zh", "mixed" });
    return l;
}

namespace {

/// The checks of one field on its own: its rule, and for a few fields what the rule cannot say
/// (names and tags are trimmed and printable, tags and accelerators listed once, catalog ids).
/// A programme's pools (issue 44): each field's rule, ids unique, accelerators and fabrics of
/// the catalog, every workload's pool one of them (or empty: the planner places it).
void checkPools(Checker &c, const Scenario &s, const Catalog &catalog)
{
    QStringList ids;
    for (qsizetype i = 0; i < s.pools.size(); ++i) {
        const Pool &p = s.pools.at(i);
        const QString at = QStringLiteral("pools[%1]").arg(i);
        for (const PoolField &f : poolFields())
            c.text(at + QLatin1Char('.') + f.key, f.get(p), f.rule.path);
        if (ids.contains(p.id))
            //: %1 a pool id such as "train"
            c.add(at + QStringLiteral(".id"), QCoreApplication::translate("cp::Validation", "must be unique: another pool is called %1").arg(p.id));
        ids << p.id;
        if (!p.accelerator.isEmpty() && !catalog.accelerator(p.accelerator))
            c.add(at + QStringLiteral(".accelerator"), QCoreApplication::translate("cp::Validation", "must be an accelerator of the catalog: %1").arg(catalog.acceleratorIds().join(QStringLiteral(", "))));
        if (!p.fabric.isEmpty() && !catalog.fabricIds().contains(p.fabric))
            c.add(at + QStringLiteral(".fabric"), QCoreApplication::translate("cp::Validation", "must be a fabric of the catalog: %1").arg(catalog.fabricIds().join(QStringLiteral(", "))));
    }
    for (qsizetype i = 0; i < s.workloads.size(); ++i) {
        const QString pool = s.workloads.at(i).pool;
        if (!pool.isEmpty() && !ids.contains(pool))
            //: %1 the pool ids of the plan
            c.add(QStringLiteral("workloads[%1].pool").arg(i), QCoreApplication::translate("cp::Validation", "must name one of the plan's pools (%1) or be empty").arg(ids.join(QStringLiteral(", "))));
    }
}

void checkField(Checker &c, const Field &f, const Scenario &s, const Catalog &catalog)
{
    const FieldData value = f.get(s);
    if (f.path == QLatin1String("name")) {
        c.text(f.path, s.name.trimmed());
        c.printable(f.path, s.name.trimmed());
        return;
    }
    if (isArchitecture(f) && !s.model.isCustom()) {
        checkPresetArchitecture(c, f, s);
        return;
    }
    switch (f.type) {
    case FieldType::Integer:
    case FieldType::OptionalInteger:
    case FieldType::Number:
    case FieldType::OptionalNumber:
        if (const double *v = std::get_if<double>(&value); v && f.rule)
            c.number(f.path, *v);
        break;
    case FieldType::Text:
    case FieldType::OptionalText:
        if (const QString *v = std::get_if<QString>(&value)) {
            if (f.rule)
                c.text(f.path, *v);
            c.plainText(f.path, *v);
            if (f.ids == FieldIds::Fabrics && !v->isEmpty() && !catalog.fabric(*v))
                c.add(f.path, QCoreApplication::translate("cp::Validation", "unknown network '%1'; use an id from the catalog (%2)").arg(*v, catalog.fabricIds().join(QLatin1Char('|'))));
        }
        break;
    case FieldType::TextList: {
        const QStringList list = std::get<QStringList>(value);
        if (f.rule)
            c.count(f.path, list.size());
        if (f.path == QLatin1String("tags"))
            checkTags(c, f, list);
        else if (f.ids == FieldIds::Accelerators)
            checkAccelerators(c, list, catalog);
        else if (f.entryRule) {
            for (qsizetype i = 0; i < list.size(); ++i)
                c.text(QStringLiteral("%1[%2]").arg(f.path).arg(i), list.at(i), f.entryRule->path);
        }
        break;
    }
    case FieldType::NumberList: {
        const QList<double> list = std::get<QList<double>>(value);
        if (f.rule)
            c.count(f.path, list.size());
        for (qsizetype i = 0; f.entryRule && i < list.size(); ++i)
            c.number(QStringLiteral("%1[%2]").arg(f.path).arg(i), list.at(i), f.entryRule->path);
        break;
    }
    case FieldType::PriceList:
        checkPrices(c, s.prices, catalog);
        break;
    case FieldType::WorkloadList:
        c.count(f.path, s.workloads.size());
        for (const Error &e : validateWorkloads(s))
            c.add(e.path, e.message);
        checkPools(c, s, catalog);
        break;
    case FieldType::Boolean:
    case FieldType::OptionalBoolean:
    case FieldType::Time:
        break;
    }
}

/// The rules between the fields of a group, checked after its last field.
void checkGroup(Checker &c, FieldGroup group, const Scenario &s)
{
    switch (group) {
    case FieldGroup::Meta:
        if (s.created.isValid() && s.updated.isValid() && s.updated < s.created)
            c.add(QStringLiteral("updated"), QCoreApplication::translate("cp::Validation", "must not be earlier than created"));
        break;
    case FieldGroup::Model:
        checkModel(c, s.model);
        break;
    case FieldGroup::Layout:
        checkLayoutAgainstGpus(c, s.hardware);
        break;
    default:
        break;
    }
}

} // namespace

Errors validatePriceEdits(const QList<PriceSnapshotEntry> &entries, const Catalog &catalog)
{
    Errors errors;
    Checker c(errors);
    checkPrices(c, entries, catalog);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const PriceSnapshotEntry &p = entries.at(i);
        for (const auto &[column, text] : { std::pair { "key", p.key }, std::pair { "unit", p.unit }, std::pair { "currency", p.currency },
                 std::pair { "as_of", p.asOf }, std::pair { "confidence", p.confidence }, std::pair { "source", p.source } }) {
            if (isFormulaCell(text))
                //: %1 the cell's text
                c.add(QStringLiteral("prices[%1].%2").arg(i).arg(QLatin1String(column)),
                    QCoreApplication::translate("cp::Validation", "'%1' is a spreadsheet formula (it starts with =, +, -, @ or a tab); "
                                                                  "give the text without it")
                        .arg(text));
        }
    }
    return errors;
}

Errors validateScenario(const Scenario &s, const Catalog &catalog)
{
    Errors errors;
    Checker c(errors);
    const QList<Field> &fields = scenarioFields();
    for (qsizetype i = 0; i < fields.size(); ++i) {
        const Field &f = fields.at(i);
        checkField(c, f, s, catalog);
        if (i + 1 == fields.size() || fields.at(i + 1).group != f.group)
            checkGroup(c, f.group, s);
    }
    return errors;
}

} // namespace cp
