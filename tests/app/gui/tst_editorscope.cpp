// Inputs for the job at hand (issue 45): the plan editor shows only the fields that apply to the
// plan's work (the registry's scope, core/scenario/fieldscope.h), and "All fields" shows them all.
#include "app/gui/editor/planeditor.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/bridge/plantraits.h"
#include "core/scenario/fields.h"
#include "core/scenario/fieldscope.h"
#include "core/scenario/samples.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;

namespace {

Scenario sampleNamed(const QString &part)
{
    const auto samples = sampleScenarios(); // kept: a range over *sampleScenarios() would dangle
    for (const Scenario &s : *samples) {
        if (s.name.contains(part))
            return s;
    }
    return {};
}

// The row's widget for a registry field (a number or a choice), by its object name.
QWidget *row(const PlanEditor &editor, const char *path)
{
    return editor.findChild<QWidget *>(QString::fromLatin1(path));
}

} // namespace

class TestEditorScope : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyScopedPathIsARegistryField();
    void traitsOfTheSamples();
    void loraPlanHidesMoeAndServingFields();
    void servingPlanHidesTrainingDataFields();
    void allFieldsShowsEveryField();

private:
    QTemporaryDir m_dir;
};

void TestEditorScope::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(sampleScenarios());
}

void TestEditorScope::everyScopedPathIsARegistryField()
{
    const QStringList paths = scopedFieldPaths();
    QVERIFY(paths.size() >= 20);
    for (const QString &path : paths)
        QVERIFY2(findField(path), qPrintable(path));
}

void TestEditorScope::traitsOfTheSamples()
{
    const PlanTraits lora = bridge::planTraits(sampleNamed(QStringLiteral("LoRA")));
    QVERIFY(lora.lora && !lora.moe && lora.training);
    const PlanTraits serving = bridge::planTraits(sampleNamed(QStringLiteral("Inference")));
    QVERIFY(serving.serving && !serving.training && !serving.lora);
    Scenario moe = sampleNamed(QStringLiteral("13B"));
    moe.model.preset = QStringLiteral("deepseek-v3"); // 256 routed experts
    QVERIFY(bridge::planTraits(moe).moe);
    QVERIFY(!bridge::planTraits(sampleNamed(QStringLiteral("13B"))).lora);
    QVERIFY(fieldApplies(QStringLiteral("training.lora_rank"), lora));
    QVERIFY(!fieldApplies(QStringLiteral("training.lora_rank"), bridge::planTraits(sampleNamed(QStringLiteral("13B")))));
    QVERIFY(fieldApplies(QStringLiteral("hardware.gpus"), serving)); // every plan's
}

void TestEditorScope::loraPlanHidesMoeAndServingFields()
{
    const Scenario s = sampleNamed(QStringLiteral("LoRA"));
    QVERIFY(!s.name.isEmpty());
    PlanDocument doc;
    doc.reset(s);
    PlanEditor editor(&doc);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    for (const char *path : { "training.ep_dispatch", "training.moe_schedule", "inference.qps", "inference.tpot_ms" }) {
        QWidget *w = row(editor, path);
        QVERIFY2(w, path);
        QVERIFY2(w->isHidden(), path);
    }
    for (const char *path : { "training.lora_rank", "training.tokens", "hardware.gpus" }) {
        QWidget *w = row(editor, path);
        QVERIFY2(w && !w->isHidden(), path);
    }
    // A full fine-tune of the same plan: the LoRA rank goes.
    doc.edit(QStringLiteral("mode"), [](Scenario &x) { x.training.mode = QStringLiteral("full"); });
    QVERIFY(row(editor, "training.lora_rank")->isHidden());
}

void TestEditorScope::servingPlanHidesTrainingDataFields()
{
    const Scenario s = sampleNamed(QStringLiteral("Inference"));
    QVERIFY(!s.name.isEmpty());
    PlanDocument doc;
    doc.reset(s);
    PlanEditor editor(&doc);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    // The training data and the training stack and layout: the serving estimate sizes its own
    // replicas from the model, the card and the load.
    for (const char *path : { "training.tokens", "training.dataset_tb", "training.global_batch", "training.lora_rank", "training.framework",
             "training.attention", "hardware.layout.tp", "hardware.layout.pp" }) {
        QWidget *w = row(editor, path);
        QVERIFY2(w && w->isHidden(), path);
    }
    for (const char *path : { "inference.qps", "inference.tpot_ms" }) {
        QWidget *w = row(editor, path);
        QVERIFY2(w && !w->isHidden(), path);
    }
    // The group that holds them is titled for serving, not "Training mode"; a training plan's is.
    QGroupBox *group = nullptr;
    for (QWidget *p = row(editor, "inference.qps"); p && !group; p = p->parentWidget())
        group = qobject_cast<QGroupBox *>(p);
    QVERIFY(group);
    QCOMPARE(group->title(), QStringLiteral("Serving"));
    doc.reset(sampleNamed(QStringLiteral("13B")));
    QTRY_COMPARE(group->title(), QStringLiteral("Training mode"));
}

void TestEditorScope::allFieldsShowsEveryField()
{
    PlanDocument doc;
    doc.reset(sampleNamed(QStringLiteral("Inference")));
    PlanEditor editor(&doc);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(!editor.allFieldsSwitch()->isChecked());
    editor.allFieldsSwitch()->setChecked(true);
    for (const char *path : { "training.tokens", "training.lora_rank", "training.ep_dispatch", "inference.qps" }) {
        QWidget *w = row(editor, path);
        QVERIFY2(w && !w->isHidden(), path);
    }
    editor.allFieldsSwitch()->setChecked(false);
    QVERIFY(row(editor, "training.tokens")->isHidden());
}

QTEST_MAIN(TestEditorScope)
#include "tst_editorscope.moc"
