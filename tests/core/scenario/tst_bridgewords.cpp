// One word list per choice: the field registry's. Every word a scenario's choice field allows
// reaches the engines through core/bridge, and a word the engines do not know is an error that
// names the field (not a silent default).
#include "core/bridge/engineinputs.h"
#include "core/scenario/fields.h"
#include "core/scenario/validation.h"

#include <QTest>

using namespace cp;

class TestBridgeWords : public QObject {
    Q_OBJECT
private slots:
    void everyRegistryWordMaps_data();
    void everyRegistryWordMaps();
    void unknownWordNamesItsField_data();
    void unknownWordNamesItsField();
    void trainingModeWordsAreTheRegistrysButInference();
    void tpotTargetReachesTheServingEngine();
};

namespace {

/// A scenario the planner accepts: a preset model on one accelerator.
Scenario plannable()
{
    Scenario s;
    s.model.preset = QStringLiteral("llama3-8b");
    s.hardware.accelerators = QStringList { QStringLiteral("h100-sxm-80gb") };
    return s;
}

} // namespace

void TestBridgeWords::everyRegistryWordMaps_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("word");
    for (const Field &f : scenarioFields()) {
        const bool engineChoice = f.group == FieldGroup::Training || f.group == FieldGroup::Constraints;
        if (!engineChoice || !f.rule || f.rule->kind != FieldRule::Kind::Choice)
            continue;
        for (const QString &word : f.rule->choices) {
            if (f.path == QLatin1String("training.mode") && word == QLatin1String("inference"))
                continue; // not a training run: trainingModeWordsAreTheRegistrysButInference
            QTest::addRow("%s=%s", qPrintable(f.path), qPrintable(word)) << f.path << word;
        }
    }
}

void TestBridgeWords::everyRegistryWordMaps()
{
    QFETCH(QString, path);
    QFETCH(QString, word);
    Scenario s = plannable();
    scenarioField(path).set(s, word);
    const auto request = bridge::planRequestFrom(s, Catalog::builtIn());
    QVERIFY2(request, request ? "" : qPrintable(joinErrors(request.errors())));
}

void TestBridgeWords::unknownWordNamesItsField_data()
{
    QTest::addColumn<QString>("path");
    for (const char *path : { "training.precision", "training.optimizer", "training.offload", "training.attention", "training.lora_targets",
             "training.tp_overlap", "training.ep_overlap", "training.ep_dispatch", "training.moe_schedule", "training.framework",
             "training.stack", "constraints.objective", "constraints.pay" })
        QTest::newRow(path) << QString::fromLatin1(path);
}

void TestBridgeWords::unknownWordNamesItsField()
{
    QFETCH(QString, path);
    Scenario s = plannable();
    scenarioField(path).set(s, QStringLiteral("no-such-word"));
    const auto request = bridge::planRequestFrom(s, Catalog::builtIn());
    QVERIFY(!request);
    QCOMPARE(request.errors().size(), 1);
    QCOMPARE(request.errors().constFirst().path, path);
}

void TestBridgeWords::trainingModeWordsAreTheRegistrysButInference()
{
    QStringList expected = trainingModes();
    expected.removeAll(QStringLiteral("inference"));
    QCOMPARE(bridge::trainingModeWords(), expected);
    Scenario s = plannable();
    s.training.mode = QStringLiteral("inference");
    const auto training = bridge::trainingFrom(s);
    QVERIFY(!training);
    QCOMPARE(training.errors().constFirst().path, QStringLiteral("training.mode"));
}

void TestBridgeWords::tpotTargetReachesTheServingEngine()
{
    Scenario s = plannable();
    s.training.mode = QStringLiteral("inference");
    // The default is the engine's 50 ms (20 tokens/s per user), so older plans size as before.
    auto in = bridge::inferenceInputFrom(s);
    QVERIFY(in);
    QCOMPARE(in->tpotTargetS, estimate::InferenceInput {}.tpotTargetS);
    // 80 ms = 0.08 s.
    scenarioField(QStringLiteral("inference.tpot_ms")).set(s, 80.0);
    in = bridge::inferenceInputFrom(s);
    QVERIFY(in);
    QCOMPARE(in->tpotTargetS, 0.08);
}

QTEST_GUILESS_MAIN(TestBridgeWords)
#include "tst_bridgewords.moc"
