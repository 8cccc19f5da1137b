#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cp;

// The range table is the single source of limits: these tests walk it, so every rule is proven
// to be enforced by the importer with its path and its message.
class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void baseScenarioIsValid();
    void everyRuleRejectsValuesOutsideItsRange_data();
    void everyRuleRejectsValuesOutsideItsRange();
    void everyRuleAcceptsItsLimits_data();
    void everyRuleAcceptsItsLimits();
    void crossFieldRules_data();
    void crossFieldRules();
    void messagesNameTheRange_data();
    void messagesNameTheRange();
    void presetModelsSkipArchitectureChecks();
};

namespace {

using Kind = FieldRule::Kind;

QJsonObject baseJson()
{
    QFile f(sampleFiles().constFirst());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o.insert(QStringLiteral("model"), QJsonObject { { "preset", "custom" }, { "layers", 32 }, { "hidden", 4096 },
                                          { "heads", 32 }, { "kv_heads", 8 }, { "ffn", 11008 }, { "swiglu", true },
                                          { "vocab", 32000 }, { "experts", 0 }, { "top_k", 0 } });
    QJsonObject tco = o.value(QStringLiteral("tco")).toObject();
    QJsonObject demand = tco.value(QStringLiteral("demand")).toObject();
    demand.insert(QStringLiteral("monthly"), QJsonArray { 100, 200 });
    tco.insert(QStringLiteral("demand"), demand);
    tco.insert(QStringLiteral("options"), QJsonArray { "spot" });
    o.insert(QStringLiteral("tco"), tco);
    QJsonObject hardware = o.value(QStringLiteral("hardware")).toObject();
    hardware.insert(QStringLiteral("layout"), QJsonObject { { "tp", 1 }, { "pp", 1 }, { "dp", 8 }, { "zero", 1 },
                                                  { "recompute", "none" }, { "sequence_parallel", false },
                                                  { "interleave", 1 }, { "micro_batch", 1 } });
    o.insert(QStringLiteral("hardware"), hardware);
    QJsonObject training = o.value(QStringLiteral("training")).toObject();
    training.insert(QStringLiteral("dataset_tb"), 1);
    o.insert(QStringLiteral("training"), training);
    QJsonObject constraints = o.value(QStringLiteral("constraints")).toObject();
    constraints.insert(QStringLiteral("deadline_days"), 30);
    constraints.insert(QStringLiteral("budget_cny"), 100000);
    o.insert(QStringLiteral("constraints"), constraints);
    return o;
}

/// Replaces the value at a rule path; "x[]" addresses element 0 of list x.
QJsonValue setAt(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    QString head = path.takeFirst();
    if (head.endsWith(QStringLiteral("[]"))) {
        head.chop(2);
        QJsonObject o = node.toObject();
        QJsonArray a = o.value(head).toArray();
        a[0] = setAt(a.at(0), path, value);
        o.insert(head, a);
        return o;
    }
    QJsonObject o = node.toObject();
    o.insert(head, setAt(o.value(head), path, value));
    return o;
}

QJsonValue getAt(const QJsonValue &node, QStringList path)
{
    if (path.isEmpty())
        return node;
    QString head = path.takeFirst();
    if (head.endsWith(QStringLiteral("[]"))) {
        head.chop(2);
        return getAt(node.toObject().value(head).toArray().at(0), path);
    }
    return getAt(node.toObject().value(head), path);
}

QJsonArray repeated(const QJsonArray &items, int n)
{
    QJsonArray out;
    for (int i = 0; i < n; ++i) {
        QJsonValue v = items.at(0);
        if (v.isObject()) {
            QJsonObject o = v.toObject();
            o.insert(QStringLiteral("key"), QStringLiteral("key.%1").arg(i));
            v = o;
        }
        out.append(v);
    }
    return out;
}

Errors parseErrors(const QJsonObject &o)
{
    return cplan::fromBytes(QJsonDocument(o).toJson(), Catalog::builtIn()).errors();
}

QString errorPath(const QString &rulePath)
{
    QString p = rulePath;
    return p.replace(QStringLiteral("[]"), QStringLiteral("[0]"));
}

QJsonValue badValue(const FieldRule &r, const QJsonValue &current, bool above)
{
    if (current.isArray())
        return repeated(current.toArray(), int(r.max) + 1);
    switch (r.kind) {
    case Kind::Choice: return QStringLiteral("no-such-choice");
    case Kind::Text: return QString(above ? int(r.max) + 1 : int(r.min) - 1, QLatin1Char('x'));
    case Kind::Integer: return above ? r.max + 1 : r.min - 1;
    case Kind::Number: return above ? r.max * 1.01 + 1 : r.min - (r.min == 0 ? 1 : std::abs(r.min) * 0.01);
    }
    return {};
}

} // namespace

void TestValidation::baseScenarioIsValid()
{
    const Errors errors = parseErrors(baseJson());
    QVERIFY2(errors.isEmpty(), qPrintable(joinErrors(errors)));
}

void TestValidation::everyRuleRejectsValuesOutsideItsRange_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("above");
    const QJsonObject base = baseJson();
    for (const FieldRule &r : fieldRules()) {
        const QJsonValue current = getAt(base, r.path.split(QLatin1Char('.')));
        QVERIFY2(!current.isUndefined(), qPrintable(r.path + QStringLiteral(" is not in the test scenario")));
        QTest::addRow("%s above its range", qPrintable(r.path)) << r.path << true;
        const bool hasBelow = (r.kind == Kind::Text && r.min > 0) || r.kind == Kind::Integer || r.kind == Kind::Number;
        if (hasBelow && !current.isArray())
            QTest::addRow("%s below its range", qPrintable(r.path)) << r.path << false;
    }
}

void TestValidation::everyRuleRejectsValuesOutsideItsRange()
{
    QFETCH(QString, path);
    QFETCH(bool, above);
    const FieldRule &r = fieldRule(path);
    const QJsonObject base = baseJson();
    const QJsonValue current = getAt(base, path.split(QLatin1Char('.')));
    const QJsonObject bad = setAt(base, path.split(QLatin1Char('.')), badValue(r, current, above)).toObject();
    const Errors errors = parseErrors(bad);
    QVERIFY2(!errors.isEmpty(), "accepted");
    const QString expectedPath = current.isArray() ? path : errorPath(path);
    bool found = false;
    for (const Error &e : errors)
        found = found || (e.path == expectedPath && (current.isArray() ? e.message.contains(QStringLiteral("entries at most")) : e.message == r.message()));
    QVERIFY2(found, qPrintable(expectedPath + QStringLiteral(": ") + r.message() + QStringLiteral(" not in\n") + joinErrors(errors)));
}

void TestValidation::everyRuleAcceptsItsLimits_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("max");
    for (const FieldRule &r : fieldRules()) {
        if (r.kind == Kind::Integer || r.kind == Kind::Number) {
            if (getAt(baseJson(), r.path.split(QLatin1Char('.'))).isArray())
                continue;
            QTest::addRow("%s at its minimum", qPrintable(r.path)) << r.path << false;
            QTest::addRow("%s at its maximum", qPrintable(r.path)) << r.path << true;
        }
    }
}

void TestValidation::everyRuleAcceptsItsLimits()
{
    QFETCH(QString, path);
    QFETCH(bool, max);
    const FieldRule &r = fieldRule(path);
    const QJsonObject o = setAt(baseJson(), path.split(QLatin1Char('.')), max ? r.max : r.min).toObject();
    for (const Error &e : parseErrors(o))
        QVERIFY2(e.path != errorPath(path) || e.message != r.message(), qPrintable(e.toString()));
}

void TestValidation::crossFieldRules_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::addRow("hidden must split evenly over heads") << "model.hidden" << QJsonValue(4100)
                                                         << "model.hidden: must be divisible by model.heads (32)";
    QTest::addRow("kv heads must divide heads") << "model.kv_heads" << QJsonValue(6) << "model.kv_heads: must divide model.heads (32)";
    QTest::addRow("top-k needs experts") << "model.top_k" << QJsonValue(2)
                                         << "model.top_k: must be 1 to model.experts for a mixture of experts, 0 for a dense model";
    QTest::addRow("updated before created") << "updated" << QJsonValue("2020-01-01T00:00:00Z")
                                            << "updated: must not be earlier than created";
}

void TestValidation::crossFieldRules()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const Errors errors = parseErrors(setAt(baseJson(), path.split(QLatin1Char('.')), value).toObject());
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.constFirst().toString(), expected);
}

void TestValidation::messagesNameTheRange_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::addRow("sequence length as in the issue") << "training.seq_len" << "must be 128–1,048,576";
    QTest::addRow("horizon in months") << "tco.horizon_months" << "must be 1–60";
    QTest::addRow("fractional limits") << "tco.discount_rate" << "must be 0–0.5";
    QTest::addRow("choices") << "constraints.pay" << "must be one of on-demand|monthly|spot";
    QTest::addRow("text length") << "name" << "must be text of 1–200 characters";
}

void TestValidation::messagesNameTheRange()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    QCOMPARE(fieldRule(path).message(), message);
}

void TestValidation::presetModelsSkipArchitectureChecks()
{
    QJsonObject o = baseJson();
    o.insert(QStringLiteral("model"), QJsonObject { { "preset", "deepseek-v3" }, { "layers", 0 }, { "hidden", 0 } });
    const Errors errors = parseErrors(o);
    QVERIFY2(errors.isEmpty(), qPrintable(joinErrors(errors)));
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
