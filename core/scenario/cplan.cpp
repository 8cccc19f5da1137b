#include "core/scenario/cplan.h"

#include "core/catalog/catalog.h"
#include "core/common/savefile.h"
#include "core/scenario/canonicaljson.h"
#include "core/scenario/jsonkeys.h"
#include "core/scenario/validation.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::cplan {

namespace {


QString key(const char *k) { return QString::fromLatin1(k); }

template<class T>
QJsonValue opt(const std::optional<T> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

QJsonValue timeJson(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

QJsonArray stringsJson(const QStringList &l) { return QJsonArray::fromStringList(l); }

QJsonArray numbersJson(const QList<double> &l)
{
    QJsonArray a;
    for (double v : l)
        a.append(v);
    return a;
}

QJsonObject modelJson(const ModelSection &m)
{
    return { { key("preset"), m.preset }, { key("layers"), m.layers }, { key("hidden"), m.hidden },
        { key("heads"), m.heads }, { key("kv_heads"), m.kvHeads }, { key("ffn"), m.ffn }, { key("swiglu"), m.swiglu },
        { key("vocab"), m.vocab }, { key("experts"), m.experts }, { key("top_k"), m.topK } };
}

QJsonObject trainingJson(const TrainingSection &t)
{
    return { { key("mode"), t.mode }, { key("lora_rank"), t.loraRank }, { key("precision"), t.precision },
        { key("optimizer"), t.optimizer }, { key("seq_len"), t.seqLen }, { key("tokens"), opt(t.tokens) },
        { key("dataset_tb"), opt(t.datasetTb) }, { key("language"), t.language },
        { key("global_batch"), opt(t.globalBatch) } };
}

QJsonObject hardwareJson(const HardwareSection &h)
{
    const LayoutOverrides &l = h.layout;
    const QJsonObject layout { { key("tp"), opt(l.tp) }, { key("pp"), opt(l.pp) }, { key("dp"), opt(l.dp) },
        { key("zero"), opt(l.zero) }, { key("recompute"), opt(l.recompute) },
        { key("sequence_parallel"), opt(l.sequenceParallel) }, { key("interleave"), opt(l.interleave) },
        { key("micro_batch"), opt(l.microBatch) } };
    return { { key("accelerators"), stringsJson(h.accelerators) }, { key("gpus"), opt(h.gpus) },
        { key("gpus_per_node"), h.gpusPerNode }, { key("network"), h.network }, { key("layout"), layout } };
}

QJsonObject constraintsJson(const ConstraintsSection &c)
{
    return { { key("deadline_days"), opt(c.deadlineDays) }, { key("budget_cny"), opt(c.budgetCny) },
        { key("objective"), c.objective }, { key("pay"), c.pay } };
}

QJsonObject tcoJson(const TcoSection &t)
{
    const QJsonObject demand { { key("template"), t.demand.templateName },
        { key("monthly_gpu_hours"), t.demand.monthlyGpuHours }, { key("monthly"), numbersJson(t.demand.monthly) } };
    const QJsonObject loan { { key("enabled"), t.loan.enabled }, { key("principal_cny"), t.loan.principalCny },
        { key("annual_rate"), t.loan.annualRate }, { key("term_months"), t.loan.termMonths } };
    return { { key("horizon_months"), t.horizonMonths }, { key("discount_rate"), t.discountRate },
        { key("utilisation"), t.utilisation }, { key("options"), stringsJson(t.options) },
        { key("servers"), t.servers }, { key("demand"), demand }, { key("loan"), loan } };
}

QJsonObject inferenceJson(const InferenceSection &i)
{
    return { { key("qps"), i.qps }, { key("latency_target_ms"), i.latencyTargetMs },
        { key("prompt_tokens"), i.promptTokens }, { key("output_tokens"), i.outputTokens } };
}

QJsonArray pricesJson(const QList<PriceSnapshotEntry> &prices)
{
    QJsonArray a;
    for (const PriceSnapshotEntry &p : prices) {
        a.append(QJsonObject { { key("key"), p.key }, { key("value"), opt(p.value) }, { key("currency"), p.currency },
            { key("unit"), p.unit }, { key("as_of"), p.asOf }, { key("confidence"), p.confidence },
            { key("source"), p.source } });
    }
    return a;
}

// --- reading ----------------------------------------------------------------------------

/// What reading a file collects: the problems that refuse it, and the defaults it relied on.
struct ReadContext {
    Errors errors;
    Errors notes;
    const Catalog &catalog;
};

/// The rule path of a field path: "prices[3].key" -> "prices[].key".
QString rulePathOf(const QString &path)
{
    if (!path.contains(QLatin1Char('[')))
        return path;
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    QString p = path;
    return p.replace(index, QStringLiteral("[]"));
}

const FieldRule *ruleAt(const QString &path) { return findFieldRule(rulePathOf(path)); }

/// A default value as the note shows it: its JSON text, "null" (not set) included.
QString defaultText(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("null");
    QByteArray text = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

/// One JSON object being read: remembers which keys were used, so unknown ones are reported,
/// and notes every field the file leaves out with the default that stands in for it.
class Node {
public:
    /// `defaults`: the same section of a scenario with every default (for the notes);
    /// `inFile`: false for a section the file leaves out (noted once, not field by field).
    Node(const QJsonObject &object, QString path, ReadContext &context, QJsonObject defaults, bool inFile)
        : m_object(object), m_path(std::move(path)), m_context(context), m_defaults(std::move(defaults)), m_inFile(inFile)
    {
    }
    ~Node()
    {
        for (const QString &k : m_object.keys()) {
            if (!m_used.contains(k))
                m_context.errors.append({ at(k), QCoreApplication::translate("cp::ScenarioFile", "unknown field") });
        }
    }
    Node(const Node &) = delete;
    Node &operator=(const Node &) = delete;

    QString at(const QString &k) const { return m_path.isEmpty() ? k : m_path + QLatin1Char('.') + k; }

    /// A section; a required one the file leaves out is refused (its fields are not judged).
    Node child(const char *k, bool required = false)
    {
        if (required && !m_object.contains(key(k))) {
            m_used.insert(key(k));
            //: %1 is the section name (model)
            fail(k, QCoreApplication::translate("cp::ScenarioFile", "missing: the %1 section is required").arg(key(k)));
            return Node({}, at(key(k)), m_context, {}, false);
        }
        const bool inFile = m_object.contains(key(k));
        const QJsonValue v = take(k);
        if (!v.isUndefined() && !v.isObject())
            fail(k, QCoreApplication::translate("cp::ScenarioFile", "must be an object"));
        return Node(v.toObject(), at(key(k)), m_context, m_defaults.value(key(k)).toObject(), inFile && v.isObject());
    }

    /// A field without a default: the file must give it.
    void require(const char *k)
    {
        if (m_object.contains(key(k)))
            return;
        const FieldRule *rule = ruleAt(at(key(k)));
        //: %1 says what is allowed ("must be text of 1–200 characters")
        fail(k, QCoreApplication::translate("cp::ScenarioFile", "missing: %1").arg(rule ? rule->message() : QString()));
        m_missingRequired.insert(key(k));
    }

    std::optional<double> optNumber(const char *k)
    {
        const QJsonValue v = take(k);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isDouble()) {
            fail(k, expected(k, QCoreApplication::translate("cp::ScenarioFile", "must be a number")));
            return std::nullopt;
        }
        return v.toDouble();
    }
    double number(const char *k, double fallback) { return nullIsWrong(k) ? fallback : optNumber(k).value_or(fallback); }

    std::optional<int> optInteger(const char *k)
    {
        const QJsonValue v = take(k);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        const QString wholeNumber = QCoreApplication::translate("cp::ScenarioFile", "must be a whole number");
        if (!v.isDouble()) {
            fail(k, expected(k, wholeNumber));
            return std::nullopt;
        }
        const double d = v.toDouble();
        const FieldRule *rule = ruleAt(at(key(k)));
        if (d != std::floor(d)) {
            // A fraction gets the field's own complaint, as the editors and the CLI give it.
            fail(k, rule ? rule->messageFor(d) : wholeNumber);
            return std::nullopt;
        }
        // Never clamped: a value no int holds is out of every range.
        if (d < double(std::numeric_limits<int>::min()) || d > double(std::numeric_limits<int>::max())) {
            fail(k, rule ? rule->message() : wholeNumber);
            return std::nullopt;
        }
        return static_cast<int>(d);
    }
    int integer(const char *k, int fallback) { return nullIsWrong(k) ? fallback : optInteger(k).value_or(fallback); }

    /// `wrongType`: the complaint for a value that is not text, when the field has no rule.
    std::optional<QString> optText(const char *k, const QString &wrongType = {})
    {
        const QJsonValue v = take(k);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isString()) {
            fail(k, !wrongType.isEmpty() ? wrongType : expected(k, QCoreApplication::translate("cp::ScenarioFile", "must be text")));
            return std::nullopt;
        }
        return v.toString();
    }
    QString text(const char *k, const QString &fallback, const QString &wrongType = {})
    {
        return nullIsWrong(k) ? fallback : optText(k, wrongType).value_or(fallback);
    }

    std::optional<bool> optBoolean(const char *k)
    {
        const QJsonValue v = take(k);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isBool()) {
            fail(k, QCoreApplication::translate("cp::ScenarioFile", "must be true or false"));
            return std::nullopt;
        }
        return v.toBool();
    }
    bool boolean(const char *k, bool fallback) { return nullIsWrong(k) ? fallback : optBoolean(k).value_or(fallback); }

    QJsonArray array(const char *k)
    {
        const QJsonValue v = take(k);
        if (v.isUndefined())
            return {};
        if (!v.isArray()) {
            fail(k, listMessage(at(key(k))));
            return {};
        }
        return v.toArray();
    }
    /// `wrongType`: the complaint for an entry that is not text, when the entries have no rule.
    QStringList texts(const char *k, const QString &wrongType = {})
    {
        QStringList out;
        const QJsonArray a = array(k);
        const FieldRule *rule = ruleAt(at(key(k)) + QStringLiteral("[]"));
        const QString message = rule ? rule->typeMessage()
                                     : !wrongType.isEmpty() ? wrongType
                                                            : QCoreApplication::translate("cp::ScenarioFile", "must be text");
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a.at(i).isString())
                out << a.at(i).toString();
            else
                m_context.errors.append({ QStringLiteral("%1[%2]").arg(at(key(k))).arg(i), message });
        }
        return out;
    }
    QList<double> numbers(const char *k)
    {
        QList<double> out;
        const QJsonArray a = array(k);
        const FieldRule *rule = ruleAt(at(key(k)) + QStringLiteral("[]"));
        const QString message = rule ? rule->typeMessage() : QCoreApplication::translate("cp::ScenarioFile", "must be a number");
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a.at(i).isDouble())
                out << a.at(i).toDouble();
            else
                m_context.errors.append({ QStringLiteral("%1[%2]").arg(at(key(k))).arg(i), message });
        }
        return out;
    }
    QDateTime time(const char *k)
    {
        const QString message = QCoreApplication::translate("cp::ScenarioFile", "must be a UTC date and time like 2026-01-15T09:30:00Z");
        const std::optional<QString> t = optText(k, message);
        if (!t)
            return {};
        QDateTime dt = QDateTime::fromString(*t, Qt::ISODate);
        if (!dt.isValid() || !t->endsWith(QLatin1Char('Z'))) {
            fail(k, message);
            return {};
        }
        return dt.toUTC();
    }

    /// The complaint for a list field given as something else, naming what it holds.
    static QString listMessage(const QString &path)
    {
        if (const FieldRule *count = ruleAt(path))
            //: %1 is the allowed number of entries, e.g. 0–32
            return QCoreApplication::translate("cp::ScenarioFile", "must be a list of %1 entries").arg(count->allowedText());
        if (const FieldRule *entry = ruleAt(path + QStringLiteral("[]")))
            //: %1 says what each entry may be ("must be one of a|b")
            return QCoreApplication::translate("cp::ScenarioFile", "must be a list; each entry %1").arg(entry->message());
        return QCoreApplication::translate("cp::ScenarioFile", "must be a list");
    }

private:
    QJsonValue take(const char *k)
    {
        m_used.insert(key(k));
        if (m_inFile && !m_object.contains(key(k)) && m_defaults.contains(key(k)) && !m_missingRequired.contains(key(k)))
            //: %1 is the default value in JSON ("4096", "\"bf16\"", "null" for not set, an object for a section)
            m_context.notes.append({ at(key(k)), QCoreApplication::translate("cp::ScenarioFile", "not in the file; the default %1 is used").arg(defaultText(m_defaults.value(key(k)))) });
        return m_object.value(key(k));
    }
    /// The rule's complaint for a value of the wrong type, or `fallback` for a field without a rule.
    QString expected(const char *k, const QString &fallback) const
    {
        const FieldRule *rule = ruleAt(at(key(k)));
        return rule ? rule->typeMessage() : fallback;
    }
    /// Fields that have a value in every file (not optional) may not be null.
    bool nullIsWrong(const char *k)
    {
        if (!m_object.value(key(k)).isNull())
            return false;
        m_used.insert(key(k));
        fail(k, QCoreApplication::translate("cp::ScenarioFile", "must have a value (null is not allowed here)"));
        return true;
    }
    void fail(const char *k, const QString &message) { m_context.errors.append({ at(key(k)), message }); }

    QJsonObject m_object;
    QString m_path;
    ReadContext &m_context;
    QJsonObject m_defaults;
    bool m_inFile = true;
    QSet<QString> m_used;
    QSet<QString> m_missingRequired;
};

ModelSection readModel(Node n)
{
    ModelSection m;
    m.preset = n.text("preset", m.preset);
    m.layers = n.integer("layers", m.layers);
    m.hidden = n.integer("hidden", m.hidden);
    m.heads = n.integer("heads", m.heads);
    m.kvHeads = n.integer("kv_heads", m.kvHeads);
    m.ffn = n.integer("ffn", m.ffn);
    m.swiglu = n.boolean("swiglu", m.swiglu);
    m.vocab = n.integer("vocab", m.vocab);
    m.experts = n.integer("experts", m.experts);
    m.topK = n.integer("top_k", m.topK);
    return m;
}

TrainingSection readTraining(Node n)
{
    TrainingSection t;
    t.mode = n.text("mode", t.mode);
    t.loraRank = n.integer("lora_rank", t.loraRank);
    t.precision = n.text("precision", t.precision);
    t.optimizer = n.text("optimizer", t.optimizer);
    t.seqLen = n.integer("seq_len", t.seqLen);
    t.tokens = n.optNumber("tokens");
    t.datasetTb = n.optNumber("dataset_tb");
    t.language = n.text("language", t.language);
    t.globalBatch = n.optInteger("global_batch");
    return t;
}

HardwareSection readHardware(Node n, const Catalog &catalog)
{
    HardwareSection h;
    //: %1 lists the catalog's accelerator ids
    h.accelerators = n.texts("accelerators", QCoreApplication::translate("cp::ScenarioFile", "must be text, an accelerator id from the catalog (%1)")
                                                 .arg(catalog.acceleratorIds().join(QLatin1Char('|'))));
    h.gpus = n.optInteger("gpus");
    h.gpusPerNode = n.integer("gpus_per_node", h.gpusPerNode);
    //: %1 lists the catalog's network ids
    h.network = n.text("network", h.network, QCoreApplication::translate("cp::ScenarioFile", "must be text, a network id from the catalog (%1) or empty for the planner's choice")
                                                 .arg(catalog.fabricIds().join(QLatin1Char('|'))));
    Node l = n.child("layout");
    h.layout.tp = l.optInteger("tp");
    h.layout.pp = l.optInteger("pp");
    h.layout.dp = l.optInteger("dp");
    h.layout.zero = l.optInteger("zero");
    h.layout.recompute = l.optText("recompute");
    h.layout.sequenceParallel = l.optBoolean("sequence_parallel");
    h.layout.interleave = l.optInteger("interleave");
    h.layout.microBatch = l.optInteger("micro_batch");
    return h;
}

ConstraintsSection readConstraints(Node n)
{
    ConstraintsSection c;
    c.deadlineDays = n.optNumber("deadline_days");
    c.budgetCny = n.optNumber("budget_cny");
    c.objective = n.text("objective", c.objective);
    c.pay = n.text("pay", c.pay);
    return c;
}

TcoSection readTco(Node n)
{
    TcoSection t;
    t.horizonMonths = n.integer("horizon_months", t.horizonMonths);
    t.discountRate = n.number("discount_rate", t.discountRate);
    t.utilisation = n.number("utilisation", t.utilisation);
    t.options = n.texts("options");
    t.servers = n.integer("servers", t.servers);
    {
        Node d = n.child("demand");
        t.demand.templateName = d.text("template", t.demand.templateName);
        t.demand.monthlyGpuHours = d.number("monthly_gpu_hours", t.demand.monthlyGpuHours);
        t.demand.monthly = d.numbers("monthly");
    }
    Node l = n.child("loan");
    t.loan.enabled = l.boolean("enabled", t.loan.enabled);
    t.loan.principalCny = l.number("principal_cny", t.loan.principalCny);
    t.loan.annualRate = l.number("annual_rate", t.loan.annualRate);
    t.loan.termMonths = l.integer("term_months", t.loan.termMonths);
    return t;
}

InferenceSection readInference(Node n)
{
    InferenceSection i;
    i.qps = n.number("qps", i.qps);
    i.latencyTargetMs = n.number("latency_target_ms", i.latencyTargetMs);
    i.promptTokens = n.integer("prompt_tokens", i.promptTokens);
    i.outputTokens = n.integer("output_tokens", i.outputTokens);
    return i;
}

QList<PriceSnapshotEntry> readPrices(const QJsonArray &array, ReadContext &context)
{
    static const QJsonObject defaults = pricesJson({ PriceSnapshotEntry {} }).at(0).toObject();
    QList<PriceSnapshotEntry> prices;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = QStringLiteral("prices[%1]").arg(i);
        if (!array.at(i).isObject()) {
            context.errors.append({ path, QCoreApplication::translate("cp::ScenarioFile", "must be an object") });
            continue;
        }
        Node n(array.at(i).toObject(), path, context, defaults, true);
        PriceSnapshotEntry p;
        n.require("key");
        p.key = n.text("key", {});
        p.value = n.optNumber("value");
        p.currency = n.text("currency", {});
        p.unit = n.text("unit", {});
        p.asOf = n.text("as_of", {});
        p.confidence = n.text("confidence", {});
        p.source = n.text("source", {});
        prices << p;
    }
    return prices;
}

/// Every field at the value a file that leaves it out gets (what the notes name).
const QJsonObject &defaultsJson()
{
    static const QJsonObject defaults = [] {
        Scenario s;
        s.appVersion.clear(); // a file that does not say which version wrote it: unknown
        return toJson(s);
    }();
    return defaults;
}

Scenario readScenario(const QJsonObject &root, ReadContext &context)
{
    Scenario s;
    Node n(root, {}, context, defaultsJson(), true);
    n.integer("schema_version", kSchemaVersion); // checked before
    n.require("name");
    s.name = n.text("name", {});
    s.notes = n.text("notes", {});
    s.tags = n.texts("tags");
    s.created = n.time("created");
    s.updated = n.time("updated");
    s.appVersion = n.text("app_version", {});
    s.model = readModel(n.child("model", true));
    s.training = readTraining(n.child("training"));
    s.hardware = readHardware(n.child("hardware"), context.catalog);
    s.constraints = readConstraints(n.child("constraints"));
    s.tco = readTco(n.child("tco"));
    s.inference = readInference(n.child("inference"));
    s.prices = readPrices(n.array("prices"), context);
    return s;
}

/// Whether `path` is `parent` or lies inside it ("model.layers" in "model", "tags[2]" in "tags").
bool within(const QString &path, const QString &parent)
{
    if (!path.startsWith(parent))
        return false;
    return path.size() == parent.size() || path.at(parent.size()) == QLatin1Char('.') || path.at(parent.size()) == QLatin1Char('[');
}

Error tooLarge(qint64 size)
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    return { {}, QCoreApplication::translate("cp::ScenarioFile", "the file is %1 bytes; scenario files are at most %2 bytes (4 MiB), so this is not a scenario file")
                     .arg(english.toString(size), english.toString(kMaxBytes)) };
}

} // namespace

QJsonObject toJson(const Scenario &s)
{
    return { { key("schema_version"), kSchemaVersion }, { key("name"), s.name }, { key("notes"), s.notes },
        { key("tags"), stringsJson(s.tags) }, { key("created"), timeJson(s.created) },
        { key("updated"), timeJson(s.updated) }, { key("app_version"), s.appVersion },
        { key("model"), modelJson(s.model) }, { key("training"), trainingJson(s.training) },
        { key("hardware"), hardwareJson(s.hardware) }, { key("constraints"), constraintsJson(s.constraints) },
        { key("tco"), tcoJson(s.tco) }, { key("inference"), inferenceJson(s.inference) },
        { key("prices"), pricesJson(s.prices) } };
}

QByteArray toBytes(const Scenario &scenario) { return canonicalJson(toJson(scenario)); }

Expected<Scenario> fromBytes(const QByteArray &bytes, const Catalog &catalog) { return fromBytes(bytes, catalog, nullptr, Origin::File); }

Expected<Scenario> fromBytes(const QByteArray &bytes, const Catalog &catalog, Errors *notes, Origin origin)
{
    if (notes)
        notes->clear();
    if (bytes.size() > kMaxBytes)
        return tooLarge(bytes.size());
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error { {}, QCoreApplication::translate("cp::ScenarioFile", "not a scenario file: the JSON is malformed at byte %1 (%2)")
                               .arg(parseError.offset).arg(parseError.errorString()) };
    if (!doc.isObject())
        return Error { {}, QCoreApplication::translate("cp::ScenarioFile", "not a scenario file: the top level must be a JSON object") };
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(key("schema_version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return Error { QStringLiteral("schema_version"), QCoreApplication::translate("cp::ScenarioFile", "must be a whole number from 1; this is not a scenario file") };
    if (version.toDouble() > kSchemaVersion)
        return Error { QStringLiteral("schema_version"),
            QCoreApplication::translate("cp::ScenarioFile", "the file uses scenario format version %1, but this version of Compute Planner reads up to version %2; "
               "update Compute Planner to open it")
                .arg(version.toDouble() < 1e15 ? QString::number(version.toDouble(), 'f', 0) : QString::number(version.toDouble(), 'g', 6))
                .arg(kSchemaVersion) };
    // QJsonDocument keeps the last of repeated keys without a word: which value was meant is
    // unknowable, so the file is refused (the scan sees only text that parsed, so it is bounded).
    ReadContext context { duplicateKeys(bytes), {}, catalog };
    Scenario s = readScenario(root, context);
    // A field the reader refused is not judged again (by the default that stood in for it).
    Errors problems;
    for (const Error &e : validateScenario(s, catalog)) {
        const bool judged = std::any_of(context.errors.cbegin(), context.errors.cend(), [&](const Error &r) { return within(e.path, r.path); });
        if (!judged)
            problems << e;
    }
    if (origin == Origin::Library) {
        // Saved under the rules of its day: open it, and say what the rules now ask for.
        context.notes += problems;
        problems.clear();
    }
    if (notes)
        *notes = context.notes;
    Errors errors = context.errors + problems;
    if (!errors.isEmpty())
        return errors;
    return s;
}

Expected<Scenario> readFile(const QString &fileName, const Catalog &catalog) { return readFile(fileName, catalog, nullptr); }

Expected<Scenario> readFile(const QString &fileName, const Catalog &catalog, Errors *notes)
{
    if (notes)
        notes->clear();
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return Error { fileName, QCoreApplication::translate("cp::ScenarioFile", "cannot read the file: %1").arg(file.errorString()) };
    if (file.size() > kMaxBytes)
        return Error { fileName, tooLarge(file.size()).message };
    const QByteArray bytes = file.read(kMaxBytes + 1);
    return fromBytes(bytes, catalog, notes, Origin::File);
}

Status writeFile(const QString &fileName, const Scenario &scenario)
{
    return saveFile(fileName, toBytes(scenario));
}

} // namespace cp::cplan
