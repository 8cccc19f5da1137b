#pragma once
// The hostile values of issue 17, for every leaf field of every sample scenario: -1, 0, 1e308,
// a value of the wrong type and a repeated key, each as the bytes of a whole .cplan file, and
// what import must do with it: refuse it with the field's path and its allowed values, or take
// it with exactly the value the editor would take. Shared by the core test and the CLI test.
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

namespace leafcases {

/// A path step: an object key, or (index >= 0) a list element.
struct Step {
    QString key;
    qsizetype index = -1;
};
using Path = QList<Step>;

inline QString pathText(const Path &path)
{
    QString out;
    for (const Step &s : path) {
        if (s.index >= 0)
            out += QStringLiteral("[%1]").arg(s.index);
        else
            out += (out.isEmpty() ? QString() : QStringLiteral(".")) + s.key;
    }
    return out;
}

inline QString rulePath(const QString &path)
{
    static const QRegularExpression index(QStringLiteral("\\[\\d+\\]"));
    QString p = path;
    return p.replace(index, QStringLiteral("[]"));
}

enum class Kind { Value,
    DuplicateKey };

struct Case {
    int sample = 0; ///< index into cp::sampleScenarios()
    Path path;
    Kind kind = Kind::Value;
    QString label; ///< "-1", "0", "1e308", "wrong type", "duplicate key"
    QJsonValue value; ///< Value cases: what the field is set to
    QJsonValue original; ///< the sample's value
    QByteArray bytes; ///< the whole file
};

inline QJsonValue valueAt(const QJsonValue &node, const Path &path, qsizetype from = 0)
{
    if (from == path.size())
        return node;
    const Step &s = path.at(from);
    return valueAt(s.index >= 0 ? node.toArray().at(s.index) : node.toObject().value(s.key), path, from + 1);
}

inline QJsonValue setAt(const QJsonValue &node, const Path &path, const QJsonValue &value, qsizetype from = 0)
{
    if (from == path.size())
        return value;
    const Step &s = path.at(from);
    if (s.index >= 0) {
        QJsonArray a = node.toArray();
        a[s.index] = setAt(a.at(s.index), path, value, from + 1);
        return a;
    }
    QJsonObject o = node.toObject();
    o.insert(s.key, setAt(o.value(s.key), path, value, from + 1));
    return o;
}

inline QByteArray scalarText(const QJsonValue &v)
{
    const QByteArray t = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return t.mid(1, t.size() - 2);
}

/// JSON text of `v` in which the member at `dup` (an object key) is written twice.
inline QByteArray withDuplicate(const QJsonValue &v, const Path &dup, const Path &here = {})
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        QByteArray out = "{";
        bool first = true;
        for (auto it = o.begin(); it != o.end(); ++it) {
            Path child = here;
            child.append({ it.key(), -1 });
            const QByteArray member = scalarText(it.key()) + ':' + withDuplicate(it.value(), dup, child);
            const int times = pathText(child) == pathText(dup) ? 2 : 1;
            for (int t = 0; t < times; ++t) {
                out += (first ? "" : ",") + member;
                first = false;
            }
        }
        return out + '}';
    }
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        QByteArray out = "[";
        for (qsizetype i = 0; i < a.size(); ++i) {
            Path child = here;
            child.append({ {}, i });
            out += (i ? "," : "") + withDuplicate(a.at(i), dup, child);
        }
        return out + ']';
    }
    return scalarText(v);
}

/// Leaves (numbers, text, flags, nulls, empty lists) and non-empty lists, in document order. Of a
/// list, the first element stands for all: the rules are the list's (`prices[].value`), not an
/// element's, and a pinned price book has a hundred elements of the same shape.
inline void collect(const QJsonValue &v, const Path &here, QList<Path> &leaves, QList<Path> &sections)
{
    if (v.isObject() && !v.toObject().isEmpty()) {
        if (!here.isEmpty())
            sections << here;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            Path child = here;
            child.append({ it.key(), -1 });
            collect(it.value(), child, leaves, sections);
        }
        return;
    }
    if (v.isArray() && !v.toArray().isEmpty()) {
        leaves << here; // the list itself: a field that holds a list
        Path first = here;
        first.append({ {}, 0 });
        collect(v.toArray().at(0), first, leaves, sections);
        return;
    }
    leaves << here;
}

/// Flag fields: the only leaves without a rule whose values are true/false.
inline bool isFlag(const QString &path)
{
    static const QStringList flags { "model.swiglu", "hardware.layout.sequence_parallel", "tco.loan.enabled", "tco.tax.enabled",
        "constraints.include_unavailable", "workloads[].migrated" };
    return flags.contains(path);
}

/// A value of the wrong type for a field: text for a number or a flag, an object for text or a list.
inline QJsonValue wrongType(const QString &path, const QJsonValue &original)
{
    if (original.isArray() || original.isString())
        return QJsonObject { { QStringLiteral("x"), 1 } };
    if (original.isDouble() || original.isBool())
        return QStringLiteral("x");
    // null: the type the field has when it is set
    if (isFlag(path))
        return QStringLiteral("yes");
    const cp::FieldRule *r = cp::findFieldRule(rulePath(path));
    if (r && (r->kind == cp::FieldRule::Kind::Choice || r->kind == cp::FieldRule::Kind::Text))
        return QJsonObject { { QStringLiteral("x"), 1 } };
    return QStringLiteral("x");
}

/// Every case, for every sample, in a fixed order.
inline QList<Case> allCases()
{
    QList<Case> out;
    const auto samples = cp::sampleScenarios();
    if (!samples)
        return out;
    for (int si = 0; si < samples->size(); ++si) {
        const QJsonObject root = cp::cplan::toJson(samples->at(si));
        QList<Path> leaves;
        QList<Path> sections;
        collect(root, {}, leaves, sections);
        for (const Path &p : leaves) {
            const QString text = pathText(p);
            const QJsonValue original = valueAt(root, p);
            const QList<QPair<QString, QJsonValue>> values { { QStringLiteral("-1"), -1 }, { QStringLiteral("0"), 0 },
                { QStringLiteral("1e308"), 1e308 }, { QStringLiteral("wrong type"), wrongType(text, original) } };
            for (const auto &[label, value] : values) {
                const QJsonObject changed = setAt(root, p, value).toObject();
                out.append({ si, p, Kind::Value, label, value, original, QJsonDocument(changed).toJson() });
            }
        }
        QList<Path> keyed = leaves + sections;
        for (const Path &p : keyed) {
            if (p.constLast().index >= 0)
                continue; // list elements have no key to repeat
            out.append({ si, p, Kind::DuplicateKey, QStringLiteral("duplicate key"), {}, valueAt(root, p), withDuplicate(root, p) });
        }
    }
    return out;
}

/// What the message of a refusal of the field at `path` must name: its allowed values.
inline QString allowedText(const QString &path, const QJsonValue &original, const cp::Catalog &catalog)
{
    const QString rp = rulePath(path);
    if (isFlag(rp))
        return QStringLiteral("true or false");
    if (rp == QLatin1String("created") || rp == QLatin1String("updated"))
        return QStringLiteral("2026-01-15T09:30:00Z");
    if (rp == QLatin1String("hardware.network"))
        return catalog.fabricIds().join(QLatin1Char('|'));
    if (rp == QLatin1String("hardware.accelerators[]"))
        return catalog.acceleratorIds().join(QLatin1Char('|'));
    if (rp == QLatin1String("schema_version"))
        return QStringLiteral("1");
    if (rp == QLatin1String("pools")) // a programme's pools (issue 44): the list as a whole
        return QStringLiteral("a list");
    if (const cp::FieldRule *r = cp::findFieldRule(rp))
        return r->allowedText();
    if (original.isArray()) {
        if (const cp::FieldRule *entry = cp::findFieldRule(rp + QStringLiteral("[]")))
            return entry->allowedText();
    }
    return {};
}

/// The model fields a preset model keeps but does not use: 0 (not set) or the custom range.
inline bool isPresetArchitecture(const cp::Scenario &sample, const QString &path)
{
    static const QStringList fields { "model.layers", "model.hidden", "model.heads", "model.kv_heads", "model.ffn",
        "model.vocab", "model.experts", "model.top_k" };
    return !sample.model.isCustom() && fields.contains(path);
}

/// Whether the editor takes `value` for the field at `path`: the rule table's verdict (the one
/// path the editors and the CLI use), for a value of the field's own type.
inline bool editorAccepts(const cp::Scenario &sample, const QString &path, const QJsonValue &value, const QJsonValue &original)
{
    const cp::FieldRule *r = cp::findFieldRule(rulePath(path));
    if (original.isArray() || !r)
        return false; // lists and rule-less fields: a number is never their type (checked by value)
    if (r->kind == cp::FieldRule::Kind::Integer || r->kind == cp::FieldRule::Kind::Number) {
        if (!value.isDouble())
            return false;
        if (isPresetArchitecture(sample, path) && value.toDouble() == 0)
            return true;
        return r->accepts(value.toDouble());
    }
    return value.isString() && r->accepts(value.toString());
}

} // namespace leafcases
