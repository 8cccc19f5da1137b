#include "app/gui/plandocument.h"
#include "core/scenario/samples.h"

#include <QSignalSpy>
#include <QTest>

using namespace cp;
using namespace cp::gui;

class TestPlanDocument : public QObject {
    Q_OBJECT
private slots:
    void editUndoRedoAndResultsFollow();
    void sliderDragIsOneUndoStep();
    void noOpEditIsNotAStep();
    void scenarioChangedSeesTheDirtyStateAfterTheChange();
};

static Scenario thirteenB()
{
    const auto samples = sampleScenarios();
    for (const Scenario &s : *samples) {
        if (s.name.contains(QStringLiteral("13B")))
            return s;
    }
    return {};
}

void TestPlanDocument::editUndoRedoAndResultsFollow()
{
    PlanDocument doc;
    doc.reset(thirteenB(), 1);
    doc.waitForReport();
    QVERIFY(doc.report());
    QVERIFY2(doc.report()->training, qPrintable(joinErrors(doc.report()->problems)));
    QVERIFY(!doc.isDirty());
    const double days = doc.report()->kpi(QStringLiteral("train_days"))->value;

    doc.edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
    QVERIFY(doc.isDirty());
    doc.waitForReport();
    const double fasterDays = doc.report()->kpi(QStringLiteral("train_days"))->value;
    QVERIFY2(fasterDays < days * 0.7, "twice the GPUs trains markedly faster");

    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().hardware.gpus, std::optional<int>(8));
    QVERIFY(!doc.isDirty());
    doc.waitForReport();
    QCOMPARE(doc.report()->kpi(QStringLiteral("train_days"))->value, days);

    doc.undoStack()->redo();
    doc.waitForReport();
    QCOMPARE(doc.report()->kpi(QStringLiteral("train_days"))->value, fasterDays);
}

void TestPlanDocument::sliderDragIsOneUndoStep()
{
    PlanDocument doc;
    doc.reset(thirteenB());
    for (int i = 1; i <= 10; ++i)
        doc.edit(
            QStringLiteral("Utilisation"), [i](Scenario &s) { s.tco.utilisation = 0.5 + i * 0.01; }, 7);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().tco.utilisation, 0.6);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().tco.utilisation, thirteenB().tco.utilisation);
    doc.waitForReport();
}

void TestPlanDocument::noOpEditIsNotAStep()
{
    PlanDocument doc;
    doc.reset(thirteenB());
    QSignalSpy spy(&doc, &PlanDocument::scenarioChanged);
    doc.edit(QStringLiteral("same"), [](Scenario &) {});
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(spy.count(), 0);
    doc.waitForReport();
}

// Issue 17, defect 5: listeners of scenarioChanged (the autosave timer) must see isDirty() as it
// is after the change. QUndoStack runs redo() before it moves its index, so the first edit after
// opening a plan used to look clean and was never autosaved.
void TestPlanDocument::scenarioChangedSeesTheDirtyStateAfterTheChange()
{
    PlanDocument doc;
    QList<bool> dirtyAtSignal;
    QList<std::optional<int>> gpusAtSignal;
    connect(&doc, &PlanDocument::scenarioChanged, &doc, [&] {
        dirtyAtSignal << doc.isDirty();
        gpusAtSignal << doc.scenario().hardware.gpus;
    });
    doc.reset(thirteenB(), 1);
    doc.edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 16; }); // first edit after opening
    doc.edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 32; });
    doc.undoStack()->undo();
    doc.undoStack()->undo(); // back to the saved state
    doc.undoStack()->redo();
    QCOMPARE(dirtyAtSignal, (QList<bool> { false, true, true, true, false, true }));
    QCOMPARE(gpusAtSignal, (QList<std::optional<int>> { 8, 16, 32, 16, 8, 16 }));
    // A merged drag that returns to where it started drops its step: announced, still dirty (16 GPUs).
    const double utilisation = doc.scenario().tco.utilisation;
    for (const double u : { 0.555, 0.666, utilisation })
        doc.edit(
            QStringLiteral("Utilisation"), [u](Scenario &s) { s.tco.utilisation = u; }, 7);
    QCOMPARE(dirtyAtSignal.size(), 9);
    QCOMPARE(dirtyAtSignal.last(), true);
    QCOMPARE(doc.undoStack()->index(), 1);
    doc.waitForReport();
}

QTEST_MAIN(TestPlanDocument)
#include "tst_plandocument.moc"
