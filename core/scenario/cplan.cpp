#include "core/scenario/cplan.h"

#include "core/catalog/catalog.h"
#include "core/common/savefile.h"
#include "core/scenario/canonicaljson.h"
#include "core/scenario/jsonkeys.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"

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

const QString &key(const QString &k) { return k; }

QJsonArray pricesJson(const QList<PriceSnapshotEntry> &prices);

/// A field's value as JSON: null for a value not set, whole-number fields as integers.
QJsonValue valueJson(FieldType type, const FieldData &d)
{
    if (std::holds_alternative<std::monostate>(d))
        return QJsonValue();
    switch (type) {
    case FieldType::Integer:
    case FieldType::OptionalInteger:
        return QJsonValue(static_cast<int>(std::get<double>(d)));
    case FieldType::Number:
    case FieldType::OptionalNumber:
        return QJsonValue(std::get<double>(d));
    case FieldType::Boolean:
    case FieldType::OptionalBoolean:
        return QJsonValue(std::get<bool>(d));
    case FieldType::Text:
    case FieldType::OptionalText:
        return QJsonValue(std::get<QString>(d));
    case FieldType::TextList:
        return QJsonArray::fromStringList(std::get<QStringList>(d));
    case FieldType::NumberList: {
        QJsonArray a;
        for (double v : std::get<QList<double>>(d))
            a.append(v);
        return a;
    }
    case FieldType::Time:
        return QJsonValue(std::get<QDateTime>(d).toUTC().toString(Qt::ISODate));
    case FieldType::PriceList:
    case FieldType::WorkloadList:
        break;
    }
    return QJsonValue();
}

QJsonArray workloadsJson(const QList<Workload> &workloads)
{
    QJsonArray a;
    static const Workload defaults;
    for (const Workload &w : workloads) {
        QJsonObject o;
        for (const WorkloadField &f : workloadFields()) {
            if (!f.omitWhenDefault || f.get(w) != f.get(defaults))
                o.insert(f.key, valueJson(f.type, f.get(w)));
        }
        a.append(o);
    }
    return a;
}

QJsonArray poolsJson(const QList<Pool> &pools)
{
    QJsonArray a;
    for (const Pool &p : pools) {
        QJsonObject o;
        for (const PoolField &f : poolFields())
            o.insert(f.key, f.get(p));
        a.append(o);
    }
    return a;
}

QJsonValue fieldJson(const Field &f, const Scenario &s)
{
    if (f.type == FieldType::WorkloadList)
        return workloadsJson(s.workloads);
    return f.type == FieldType::PriceList ? QJsonValue(pricesJson(s.prices)) : valueJson(f.type, f.get(s));
}

/// The JSON object of the section whose fields start at fields[i] and share `prefix`
/// ("hardware.layout."); i ends after its last field. Nested sections become nested objects.
QJsonObject sectionJson(const Scenario &s, const QString &prefix, qsizetype &i)
{
    const QList<Field> &fields = scenarioFields();
    QJsonObject o;
    while (i < fields.size() && fields.at(i).path.startsWith(prefix)) {
        const Field &f = fields.at(i);
        const QString rest = f.path.mid(prefix.size());
        const qsizetype dot = rest.indexOf(QLatin1Char('.'));
        if (dot < 0) {
            o.insert(rest, fieldJson(f, s));
            ++i;
        } else {
            const QString section = rest.left(dot);
            o.insert(section, sectionJson(s, prefix + section + QLatin1Char('.'), i));
        }
    }
    return o;
}

QJsonArray pricesJson(const QList<PriceSnapshotEntry> &prices)
{
    QJsonArray a;
    for (const PriceSnapshotEntry &p : prices) {
        QJsonObject o;
        for (const PriceField &f : priceFields())
            o.insert(f.key, valueJson(f.type, f.get(p)));
        a.append(o);
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
        : m_object(object)
        , m_path(std::move(path))
        , m_context(context)
        , m_defaults(std::move(defaults))
        , m_inFile(inFile)
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
    bool has(const QString &k) const { return m_object.contains(k); }

    /// A section; a required one the file leaves out is refused (its fields are not judged).
    Node child(const QString &k, bool required = false)
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
    void require(const QString &k)
    {
        if (m_object.contains(key(k)))
            return;
        const FieldRule *rule = ruleAt(at(key(k)));
        //: %1 says what is allowed ("must be text of 1–200 characters")
        fail(k, QCoreApplication::translate("cp::ScenarioFile", "missing: %1").arg(rule ? rule->message() : QString()));
        m_missingRequired.insert(key(k));
    }

    std::optional<double> optNumber(const QString &k)
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
    double number(const QString &k, double fallback) { return nullIsWrong(k) ? fallback : optNumber(k).value_or(fallback); }

    std::optional<int> optInteger(const QString &k)
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
    int integer(const QString &k, int fallback) { return nullIsWrong(k) ? fallback : optInteger(k).value_or(fallback); }

    /// `wrongType`: the complaint for a value that is not text, when the field has no rule.
    std::optional<QString> optText(const QString &k, const QString &wrongType = {})
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
    QString text(const QString &k, const QString &fallback, const QString &wrongType = {})
    {
        return nullIsWrong(k) ? fallback : optText(k, wrongType).value_or(fallback);
    }

    std::optional<bool> optBoolean(const QString &k)
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
    bool boolean(const QString &k, bool fallback) { return nullIsWrong(k) ? fallback : optBoolean(k).value_or(fallback); }

    QJsonArray array(const QString &k)
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
    QStringList texts(const QString &k, const QString &wrongType = {})
    {
        QStringList out;
        const QJsonArray a = array(k);
        const FieldRule *rule = ruleAt(at(key(k)) + QStringLiteral("[]"));
        const QString message = rule ? rule->typeMessage()
            : !wrongType.isEmpty()   ? wrongType
                                     : QCoreApplication::translate("cp::ScenarioFile", "must be text");
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a.at(i).isString())
                out << a.at(i).toString();
            else
                m_context.errors.append({ QStringLiteral("%1[%2]").arg(at(key(k)), QString::number(i)), message });
        }
        return out;
    }
    QList<double> numbers(const QString &k)
    {
        QList<double> out;
        const QJsonArray a = array(k);
        const FieldRule *rule = ruleAt(at(key(k)) + QStringLiteral("[]"));
        const QString message = rule ? rule->typeMessage() : QCoreApplication::translate("cp::ScenarioFile", "must be a number");
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a.at(i).isDouble())
                out << a.at(i).toDouble();
            else
                m_context.errors.append({ QStringLiteral("%1[%2]").arg(at(key(k)), QString::number(i)), message });
        }
        return out;
    }
    QDateTime time(const QString &k)
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
    QJsonValue take(const QString &k)
    {
        m_used.insert(key(k));
        if (m_inFile && !m_object.contains(key(k)) && m_defaults.contains(key(k)) && !m_missingRequired.contains(key(k)))
            //: %1 is the default value in JSON ("4096", "\"bf16\"", "null" for not set, an object for a section)
            m_context.notes.append({ at(key(k)), QCoreApplication::translate("cp::ScenarioFile", "not in the file; the default %1 is used").arg(defaultText(m_defaults.value(key(k)))) });
        return m_object.value(key(k));
    }
    /// The rule's complaint for a value of the wrong type, or `fallback` for a field without a rule.
    QString expected(const QString &k, const QString &fallback) const
    {
        const FieldRule *rule = ruleAt(at(key(k)));
        return rule ? rule->typeMessage() : fallback;
    }
    /// Fields that have a value in every file (not optional) may not be null.
    bool nullIsWrong(const QString &k)
    {
        if (!m_object.value(key(k)).isNull())
            return false;
        m_used.insert(key(k));
        fail(k, QCoreApplication::translate("cp::ScenarioFile", "must have a value (null is not allowed here)"));
        return true;
    }
    void fail(const QString &k, const QString &message) { m_context.errors.append({ at(key(k)), message }); }

    QJsonObject m_object;
    QString m_path;
    ReadContext &m_context;
    QJsonObject m_defaults;
    bool m_inFile = true;
    QSet<QString> m_used;
    QSet<QString> m_missingRequired;
};

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
        for (const PriceField &f : priceFields()) {
            if (f.required)
                n.require(f.key);
            if (f.type == FieldType::OptionalNumber) {
                const std::optional<double> v = n.optNumber(f.key);
                f.set(p, v ? FieldData(*v) : FieldData());
            } else {
                f.set(p, n.text(f.key, std::get<QString>(f.get(p))));
            }
        }
        prices << p;
    }
    return prices;
}

/// The pools of a programme's file (issue 44).
QList<Pool> readPools(const QJsonArray &array, ReadContext &context)
{
    QList<Pool> pools;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = QStringLiteral("pools[%1]").arg(i);
        if (!array.at(i).isObject()) {
            context.errors.append({ path, QCoreApplication::translate("cp::ScenarioFile", "must be an object") });
            continue;
        }
        Node n(array.at(i).toObject(), path, context, {}, false);
        Pool p;
        for (const PoolField &f : poolFields()) {
            if (f.required)
                n.require(f.key);
            f.set(p, n.text(f.key, f.get(p)));
        }
        pools << p;
    }
    return pools;
}

/// The workloads of a file; a key a workload leaves out gets its default without a note.
QList<Workload> readWorkloads(const QJsonArray &array, ReadContext &context)
{
    QList<Workload> workloads;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString path = QStringLiteral("workloads[%1]").arg(i);
        if (!array.at(i).isObject()) {
            context.errors.append({ path, QCoreApplication::translate("cp::ScenarioFile", "must be an object") });
            continue;
        }
        Node n(array.at(i).toObject(), path, context, {}, false);
        Workload w;
        for (const WorkloadField &f : workloadFields()) {
            if (f.required)
                n.require(f.key);
            const FieldData current = f.get(w);
            if (f.type == FieldType::Integer)
                f.set(w, double(n.integer(f.key, static_cast<int>(std::get<double>(current)))));
            else if (f.type == FieldType::Number)
                f.set(w, n.number(f.key, std::get<double>(current)));
            else if (f.type == FieldType::Boolean)
                f.set(w, n.boolean(f.key, std::get<bool>(current)));
            else
                f.set(w, n.text(f.key, std::get<QString>(current)));
        }
        workloads << w;
    }
    return workloads;
}

/// Reads one field into `s`; a field the file leaves out keeps the value `s` holds.
void readField(Node &n, const Field &f, Scenario &s, ReadContext &context)
{
    const QString &k = f.key();
    if (f.required)
        n.require(k);
    const FieldData current = f.get(s);
    QString wrongType;
    if (f.ids == FieldIds::Accelerators)
        //: %1 lists the catalog's accelerator ids
        wrongType = QCoreApplication::translate("cp::ScenarioFile", "must be text, an accelerator id from the catalog (%1)")
                        .arg(context.catalog.acceleratorIds().join(QLatin1Char('|')));
    else if (f.ids == FieldIds::Fabrics)
        //: %1 lists the catalog's network ids
        wrongType = QCoreApplication::translate("cp::ScenarioFile", "must be text, a network id from the catalog (%1) or empty for the planner's choice")
                        .arg(context.catalog.fabricIds().join(QLatin1Char('|')));
    auto optional = [](const auto &v) { return v ? FieldData(*v) : FieldData(); };
    switch (f.type) {
    case FieldType::Integer:
        f.set(s, double(n.integer(k, static_cast<int>(std::get<double>(current)))));
        break;
    case FieldType::OptionalInteger: {
        const std::optional<int> v = n.optInteger(k);
        f.set(s, v ? FieldData(double(*v)) : FieldData());
        break;
    }
    case FieldType::Number:
        f.set(s, n.number(k, std::get<double>(current)));
        break;
    case FieldType::OptionalNumber:
        f.set(s, optional(n.optNumber(k)));
        break;
    case FieldType::Boolean:
        f.set(s, n.boolean(k, std::get<bool>(current)));
        break;
    case FieldType::OptionalBoolean:
        f.set(s, optional(n.optBoolean(k)));
        break;
    case FieldType::Text:
        f.set(s, n.text(k, std::get<QString>(current), wrongType));
        break;
    case FieldType::OptionalText:
        f.set(s, optional(n.optText(k, wrongType)));
        break;
    case FieldType::TextList:
        f.set(s, n.texts(k, wrongType));
        break;
    case FieldType::NumberList:
        f.set(s, n.numbers(k));
        break;
    case FieldType::Time:
        f.set(s, n.time(k));
        break;
    case FieldType::PriceList:
        s.prices = readPrices(n.array(k), context);
        break;
    case FieldType::WorkloadList:
        // A file without the key was saved before workloads: readScenario() migrates its demand.
        if (n.has(k))
            s.workloads = readWorkloads(n.array(k), context);
        break;
    }
}

/// Reads the section whose fields start at fields[i] and share `prefix`, as the writer wrote it.
void readSection(Node &n, const QString &prefix, qsizetype &i, Scenario &s, ReadContext &context)
{
    const QList<Field> &fields = scenarioFields();
    while (i < fields.size() && fields.at(i).path.startsWith(prefix)) {
        const Field &f = fields.at(i);
        const QString rest = f.path.mid(prefix.size());
        const qsizetype dot = rest.indexOf(QLatin1Char('.'));
        if (dot < 0) {
            readField(n, f, s, context);
            ++i;
        } else {
            const QString section = rest.left(dot);
            Node child = n.child(section, isRequiredSection(prefix + section));
            readSection(child, prefix + section + QLatin1Char('.'), i, s, context);
        }
    }
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
    s.appVersion.clear(); // a file that does not say which version wrote it: unknown
    Node n(root, {}, context, defaultsJson(), true);
    n.integer(QStringLiteral("schema_version"), kSchemaVersion); // checked before
    qsizetype i = 0;
    readSection(n, QString(), i, s, context);
    if (n.has(QStringLiteral("pools")))
        s.pools = readPools(n.array(QStringLiteral("pools")), context);
    if (!root.contains(QStringLiteral("workloads"))) {
        // Issue 42: the older utilisation / monthly demand becomes explicit "other work", so the
        // plan's figures stay, and the plan says so.
        s.workloads = legacyDemandWorkloads(s);
        context.notes.append({ QStringLiteral("workloads"), migrationNote(s) });
    }
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
    return { {}, QCoreApplication::translate("cp::ScenarioFile", "the file is %1 bytes; scenario files are at most %2 bytes (4 MiB), so this is not a scenario file").arg(english.toString(size), english.toString(kMaxBytes)) };
}

} // namespace

QJsonObject toJson(const Scenario &s)
{
    qsizetype i = 0;
    QJsonObject o = sectionJson(s, QString(), i);
    if (!s.pools.isEmpty()) // single plans keep their files as they were
        o.insert(QStringLiteral("pools"), poolsJson(s.pools));
    o.insert(QStringLiteral("schema_version"), kSchemaVersion);
    return o;
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
        return Error { {}, QCoreApplication::translate("cp::ScenarioFile", "not a scenario file: the JSON is malformed at byte %1 (%2)").arg(parseError.offset).arg(parseError.errorString()) };
    if (!doc.isObject())
        return Error { {}, QCoreApplication::translate("cp::ScenarioFile", "not a scenario file: the top level must be a JSON object") };
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(QStringLiteral("schema_version"));
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
