// The field registry (core/scenario/fields.h) against the things generated from it and the
// files it describes: every field round-trips through .cplan at its own path, the shipped
// samples hold exactly the registry's fields, each accessor touches its own member only, flags
// and labels are unique, and the importer enforces every range and word list the registry gives.
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/fields.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"
#include "tests/common/files.h"
#include "tests/common/jsonpath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace cp;

namespace {

Scenario baseScenario()
{
    const auto samples = sampleScenarios();
    return samples && !samples->isEmpty() ? samples->constFirst() : Scenario {};
}

/// A value of the field's type that differs from `current` and that its rule accepts.
FieldData otherValue(const Field &f, const FieldData &current)
{
    const Catalog &catalog = Catalog::builtIn();
    switch (f.type) {
    case FieldType::Integer:
    case FieldType::OptionalInteger: {
        const double lo = f.rule ? f.rule->min : 0;
        const double hi = f.rule ? f.rule->max : 100;
        double v = std::floor(lo + (hi - lo) * 0.37);
        if (const double *c = std::get_if<double>(&current); c && *c == v)
            v = v + 1 <= hi ? v + 1 : v - 1;
        return v;
    }
    case FieldType::Number:
    case FieldType::OptionalNumber: {
        const double lo = f.rule ? f.rule->min : 0;
        const double hi = f.rule ? f.rule->max : 100;
        return lo + (hi - lo) * 0.37;
    }
    case FieldType::Boolean:
    case FieldType::OptionalBoolean: {
        const bool *c = std::get_if<bool>(&current);
        return !(c && *c);
    }
    case FieldType::Text:
    case FieldType::OptionalText: {
        QStringList words;
        if (f.rule && f.rule->kind == FieldRule::Kind::Choice)
            words = f.rule->choices;
        else if (f.ids == FieldIds::Fabrics)
            words = catalog.fabricIds();
        else
            words = { QStringLiteral("registry test"), QStringLiteral("another text") };
        const QString *c = std::get_if<QString>(&current);
        for (const QString &w : std::as_const(words)) {
            if (!c || w != *c)
                return w;
        }
        return words.constFirst();
    }
    case FieldType::TextList:
        if (f.ids == FieldIds::Accelerators)
            return catalog.acceleratorIds().mid(0, 2);
        if (f.entryRule && f.entryRule->kind == FieldRule::Kind::Choice)
            return f.entryRule->choices.mid(1, 2);
        return QStringList { QStringLiteral("alpha"), QStringLiteral("beta") };
    case FieldType::NumberList:
        return QList<double> { 1.5, 250 };
    case FieldType::Time:
        return QDateTime(QDate(2026, 3, 4), QTime(5, 6, 7), Qt::UTC);
    case FieldType::PriceList:
    case FieldType::WorkloadList:
        break;
    }
    return {};
}

QJsonValue jsonAt(const QJsonObject &root, const QString &path)
{
    QJsonValue v = root;
    for (const QString &step : path.split(QLatin1Char('.')))
        v = v.toObject().value(step);
    return v;
}

/// Every path of a .cplan object down to its leaves (lists and prices count as leaves).
void leafPaths(const QJsonObject &o, const QString &prefix, QStringList &out)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it->isObject())
            leafPaths(it->toObject(), path, out);
        else
            out << path;
    }
}

QJsonObject sampleJson(const QString &file) { return QJsonDocument::fromJson(cp::test::readAll(file)).object(); }

} // namespace

class TestFields : public QObject {
    Q_OBJECT
private slots:
    void everyFieldRoundTripsAtItsPath_data();
    void everyFieldRoundTripsAtItsPath();
    void theSamplesHoldExactlyTheRegistrysFields();
    void eachAccessorWritesItsOwnMemberOnly();
    void flagsMapToOneFieldAndBack();
    void labelsAreNonEmptyAndDistinct();
    void groupsMatchTheFileSections();
    void rulesAreTheHandWrittenLimits_data();
    void rulesAreTheHandWrittenLimits();
    void theImporterEnforcesEveryRange_data();
    void theImporterEnforcesEveryRange();
    void theImporterEnforcesEveryWordList();
};

void TestFields::everyFieldRoundTripsAtItsPath_data()
{
    QTest::addColumn<QString>("path");
    for (const Field &f : scenarioFields()) {
        if (f.type != FieldType::PriceList && f.type != FieldType::WorkloadList)
            QTest::addRow("%s", qPrintable(f.path)) << f.path;
    }
}

void TestFields::everyFieldRoundTripsAtItsPath()
{
    QFETCH(QString, path);
    const Field &f = scenarioField(path);
    Scenario s = baseScenario();
    const FieldData value = otherValue(f, f.get(s));
    QVERIFY(value != f.get(s));
    f.set(s, value);
    QCOMPARE(f.get(s), value);
    const QByteArray bytes = cplan::toBytes(s);
    // The writer puts the value at the field's path, in its JSON type.
    const QJsonValue json = jsonAt(QJsonDocument::fromJson(bytes).object(), path);
    switch (f.type) {
    case FieldType::Integer:
    case FieldType::OptionalInteger:
    case FieldType::Number:
    case FieldType::OptionalNumber:
        QCOMPARE(json.toDouble(-1), std::get<double>(value));
        break;
    case FieldType::Boolean:
    case FieldType::OptionalBoolean:
        QCOMPARE(json.toBool(), std::get<bool>(value));
        break;
    case FieldType::Text:
    case FieldType::OptionalText:
        QCOMPARE(json.toString(), std::get<QString>(value));
        break;
    case FieldType::TextList:
        QCOMPARE(json.toVariant().toStringList(), std::get<QStringList>(value));
        break;
    case FieldType::NumberList:
        QCOMPARE(json.toArray().size(), std::get<QList<double>>(value).size());
        break;
    case FieldType::Time:
        QCOMPARE(json.toString(), QStringLiteral("2026-03-04T05:06:07Z"));
        break;
    case FieldType::PriceList:
    case FieldType::WorkloadList:
        break;
    }
    // ... and the reader reads it back from there (a library row: rules between fields aside).
    Errors notes;
    const Expected<Scenario> back = cplan::fromBytes(bytes, Catalog::builtIn(), &notes, cplan::Origin::Library);
    QVERIFY2(back, qPrintable(joinErrors(back.errors())));
    QCOMPARE(f.get(*back), value);
    QCOMPARE(*back, s);
}

void TestFields::theSamplesHoldExactlyTheRegistrysFields()
{
    QStringList registry { QStringLiteral("schema_version") };
    for (const Field &f : scenarioFields())
        registry << f.path;
    registry.sort();
    QVERIFY(!sampleFiles().isEmpty());
    for (const QString &file : sampleFiles()) {
        const QJsonObject o = sampleJson(file);
        QStringList paths;
        leafPaths(o, {}, paths);
        paths.sort();
        QStringList expected = registry;
        if (o.contains(QStringLiteral("pools"))) { // a programme (issue 44): its pools, written only for one
            expected << QStringLiteral("pools");
            expected.sort();
        }
        QCOMPARE(paths, expected);
        QStringList priceKeys;
        for (const PriceField &p : priceFields())
            priceKeys << p.key;
        priceKeys.sort();
        for (const QJsonValue &entry : o.value(QStringLiteral("prices")).toArray()) {
            QStringList keys = entry.toObject().keys();
            keys.sort();
            QCOMPARE(keys, priceKeys);
        }
    }
}

void TestFields::eachAccessorWritesItsOwnMemberOnly()
{
    const Scenario base = baseScenario();
    for (const Field &f : scenarioFields()) {
        if (f.type == FieldType::PriceList || f.type == FieldType::WorkloadList)
            continue;
        Scenario s = base;
        f.set(s, otherValue(f, f.get(s)));
        QVERIFY2(s != base, qPrintable(f.path));
        for (const Field &other : scenarioFields()) {
            if (&other != &f)
                QVERIFY2(other.get(s) == other.get(base), qPrintable(f.path + QStringLiteral(" changed ") + other.path));
        }
        f.set(s, f.get(base));
        QVERIFY2(s == base, qPrintable(f.path));
    }
}

void TestFields::flagsMapToOneFieldAndBack()
{
    QSet<QString> flags;
    int withFlag = 0;
    for (const Field &f : scenarioFields()) {
        QCOMPARE(findField(f.path), &f);
        if (f.flag.isEmpty()) {
            QVERIFY2(f.help().isEmpty(), qPrintable(f.path));
            continue;
        }
        ++withFlag;
        QVERIFY2(!flags.contains(f.flag), qPrintable(f.flag));
        flags.insert(f.flag);
        QCOMPARE(fieldForFlag(f.flag), &f);
        QVERIFY2(!f.help().isEmpty(), qPrintable(f.flag));
        // A switch only for a boolean: every other flag takes a value.
        QCOMPARE(f.valueName.isEmpty(), f.type == FieldType::Boolean);
    }
    QCOMPARE(fieldForFlag(QStringLiteral("seq-len"))->path, QStringLiteral("training.seq_len"));
    QCOMPARE(fieldForFlag(QStringLiteral("micro-batch"))->path, QStringLiteral("hardware.layout.micro_batch"));
    QCOMPARE(fieldForFlag(QStringLiteral("force")), nullptr);
    QVERIFY(withFlag >= 35); // the 35 flags the CLI mapped to fields before the registry, and more
}

void TestFields::labelsAreNonEmptyAndDistinct()
{
    QSet<QString> labels;
    for (const Field &f : scenarioFields()) {
        QVERIFY2(!f.label().trimmed().isEmpty(), qPrintable(f.path));
        QVERIFY2(!f.label().endsWith(QLatin1Char(':')), qPrintable(f.path));
        QVERIFY2(!labels.contains(f.labelWithUnit()), qPrintable(f.labelWithUnit()));
        labels.insert(f.labelWithUnit());
        if (f.unitSource)
            QCOMPARE(f.labelWithUnit(), f.label() + QStringLiteral(" (") + f.unit() + QLatin1Char(')'));
        else
            QCOMPARE(f.labelWithUnit(), f.label());
    }
    QCOMPARE(scenarioField(QStringLiteral("training.seq_len")).label(), QStringLiteral("Sequence length"));
    QCOMPARE(scenarioField(QStringLiteral("constraints.budget_cny")).labelWithUnit(), QStringLiteral("Budget (CNY)"));
    QSet<QString> groups;
    for (FieldGroup g : fieldGroups()) {
        QVERIFY(!groupLabel(g).isEmpty());
        QVERIFY(!groups.contains(groupId(g)));
        groups.insert(groupId(g));
        QVERIFY2(!fieldsOf(g).isEmpty(), qPrintable(groupId(g)));
    }
}

void TestFields::groupsMatchTheFileSections()
{
    for (const Field &f : scenarioFields()) {
        const QStringList steps = f.path.split(QLatin1Char('.'));
        if (f.group == FieldGroup::Meta || f.group == FieldGroup::Prices) {
            QCOMPARE(steps.size(), 1);
            continue;
        }
        // model.* is Model, hardware.layout.* Layout, tco.demand.* Demand ...
        QCOMPARE(steps.constFirst(), groupId(sectionGroup(f.group)));
        if (sectionGroup(f.group) != f.group)
            QCOMPARE(steps.at(1), groupId(f.group));
        QCOMPARE(f.section(), QStringList(steps.mid(0, steps.size() - 1)).join(QLatin1Char('.')));
        QCOMPARE(f.key(), steps.constLast());
    }
}

void TestFields::rulesAreTheHandWrittenLimits_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("allowed");
    // The limits as the user guide and issue 7 state them.
    QTest::addRow("seq_len") << "training.seq_len"
                             << "128–1,048,576";
    QTest::addRow("tp") << "hardware.layout.tp"
                        << "1–64";
    QTest::addRow("zero") << "hardware.layout.zero"
                          << "0–3";
    QTest::addRow("horizon") << "tco.horizon_months"
                             << "1–60";
    QTest::addRow("discount") << "tco.discount_rate"
                              << "0–0.5";
    QTest::addRow("precision") << "training.precision"
                               << "bf16|fp16|fp8|tf32";
    QTest::addRow("options") << "tco.options[]"
                             << "on-demand|monthly|spot|lease|build|hybrid";
    QTest::addRow("name") << "name"
                          << "1–200";
    QTest::addRow("price value") << "prices[].value"
                                 << "0–1,000,000,000,000";
}

void TestFields::rulesAreTheHandWrittenLimits()
{
    QFETCH(QString, path);
    QFETCH(QString, allowed);
    QCOMPARE(fieldRule(path).allowedText(), allowed);
}

void TestFields::theImporterEnforcesEveryRange_data()
{
    QTest::addColumn<QString>("path");
    for (const Field &f : scenarioFields()) {
        const bool numeric = f.type == FieldType::Integer || f.type == FieldType::OptionalInteger
            || f.type == FieldType::Number || f.type == FieldType::OptionalNumber;
        if (numeric && f.rule)
            QTest::addRow("%s", qPrintable(f.path)) << f.path;
    }
}

void TestFields::theImporterEnforcesEveryRange()
{
    QFETCH(QString, path);
    const Field &f = scenarioField(path);
    const FieldRule &r = *f.rule;
    Scenario custom = baseScenario();
    custom.model.preset = QStringLiteral("custom");
    const QJsonObject root = cplan::toJson(custom);
    const bool whole = f.type == FieldType::Integer || f.type == FieldType::OptionalInteger;
    const double step = whole ? 1 : std::max(1e-3, (r.max - r.min) * 1e-3);
    auto complaintsAt = [&](double v) {
        const QJsonObject o = setJsonPath(root, path.split(QLatin1Char('.')), QJsonValue(v));
        const Expected<Scenario> s = cplan::fromBytes(QJsonDocument(o).toJson(), Catalog::builtIn());
        QStringList out;
        for (const Error &e : s ? Errors {} : s.errors()) {
            if (e.path == path && e.message.contains(r.allowedText()))
                out << e.message;
        }
        return out;
    };
    QVERIFY2(complaintsAt(r.min).isEmpty(), qPrintable(complaintsAt(r.min).join(QLatin1Char('\n'))));
    QVERIFY2(complaintsAt(r.max).isEmpty(), qPrintable(complaintsAt(r.max).join(QLatin1Char('\n'))));
    QCOMPARE(complaintsAt(r.min - step), QStringList { r.messageFor(r.min - step) });
    QCOMPARE(complaintsAt(r.max + step), QStringList { r.messageFor(r.max + step) });
}

void TestFields::theImporterEnforcesEveryWordList()
{
    const QJsonObject root = cplan::toJson(baseScenario());
    int checked = 0;
    for (const Field &f : scenarioFields()) {
        if (!f.rule || f.rule->kind != FieldRule::Kind::Choice)
            continue;
        const QJsonObject o = setJsonPath(root, f.path.split(QLatin1Char('.')), QStringLiteral("no-such-word"));
        const Expected<Scenario> s = cplan::fromBytes(QJsonDocument(o).toJson(), Catalog::builtIn());
        QVERIFY2(!s, qPrintable(f.path));
        QVERIFY2(s.errors().contains(Error { f.path, f.rule->message() }), qPrintable(f.path + QStringLiteral(": ") + joinErrors(s.errors())));
        ++checked;
    }
    // preset, mode, precision, optimizer, language, master weights, offload, attention, LoRA
    // targets, TP overlap, EP overlap, EP dispatch, MoE token schedule, framework, gradient
    // precision, training stack, recompute, objective, pay, demand template, price tier, tax
    // depreciation, VAT payer
    QCOMPARE(checked, 23);
}

QTEST_GUILESS_MAIN(TestFields)
#include "tst_fields.moc"
