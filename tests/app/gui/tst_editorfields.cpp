// The plan editor's rows come from the field registry (core/scenario/fields.h): each number or
// choice row is labelled by its field, accepts what the field's rule accepts, offers the rule's
// choices, and writes through the field's setter (optional fields: empty or "auto" = not set).

#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/scenario/fields.h"
#include "core/scenario/samples.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::gui;

namespace {

/// Types text as the user does, without finishing the edit (nothing is applied yet).
void typeOnly(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

/// Types text and finishes the edit with Return (the value is applied when valid).
void typeInto(QLineEdit *edit, const QString &text)
{
    typeOnly(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

QString numberText(double v) { return QString::number(v, 'f', v == std::floor(v) ? 0 : 6); }

/// The text of the label of the form row that holds `field`, or a null string.
QString rowLabel(QWidget *field)
{
    for (QWidget *w = field->parentWidget(); w; w = w->parentWidget()) {
        if (auto *form = qobject_cast<QFormLayout *>(w->layout())) {
            if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
                return label->text();
        }
    }
    return {};
}

} // namespace

class TestEditorFields : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rowsAreLabelledByTheirField();
    void numberRowsAcceptWhatTheRuleAccepts();
    void choiceRowsOfferTheRulesChoices();
    void editsWriteThroughTheField();

private:
    /// A custom-architecture plan, so every row of the editor is enabled.
    Scenario customPlan() const;
    QTemporaryDir m_dir;
};

void TestEditorFields::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

Scenario TestEditorFields::customPlan() const
{
    Scenario s = sampleScenarios()->constFirst();
    s.model.preset = QStringLiteral("custom");
    s.model.layers = 40;
    s.model.hidden = 5120;
    s.model.heads = 40;
    s.model.kvHeads = 40;
    s.model.ffn = 13824;
    s.model.vocab = 32000;
    s.workloads.clear(); // every number row is typed into: the older demand inputs count only without workloads
    return s;
}

void TestEditorFields::rowsAreLabelledByTheirField()
{
    PlanDocument doc;
    doc.reset(customPlan());
    PlanEditor editor(&doc);
    // A few by hand: the registry's label, its unit in brackets, a colon.
    QCOMPARE(rowLabel(editor.field(QStringLiteral("constraints.budget_cny"))), QStringLiteral("Budget (CNY):"));
    QCOMPARE(rowLabel(editor.field(QStringLiteral("constraints.deadline_days"))), QStringLiteral("Deadline (days):"));
    QCOMPARE(rowLabel(editor.field(QStringLiteral("training.seq_len"))), QStringLiteral("Sequence length:"));
    QCOMPARE(rowLabel(editor.combo(QStringLiteral("training.precision"))), QStringLiteral("Precision:"));
    // Every row named after a field path is labelled by that field.
    int rows = 0;
    for (QWidget *w : editor.findChildren<QWidget *>()) {
        const Field *field = findField(w->objectName());
        if (!field || (!qobject_cast<FieldEdit *>(w) && !qobject_cast<QComboBox *>(w)))
            continue;
        QCOMPARE(rowLabel(w), field->labelWithUnit() + QLatin1Char(':'));
        ++rows;
    }
    QCOMPARE(rows, 62); // 41 number rows (the Tax group's income-tax rate, purchase year and lease VAT rate the newest) and 21 choices, the price tier, the framework, the training stack, the attention kernel, the EP dispatch, the MoE token schedule, the gradient precision and the Tax group's taxes on/off, VAT payer and depreciation among them (editorpages.cpp, taxeditorpage.cpp)
}

void TestEditorFields::numberRowsAcceptWhatTheRuleAccepts()
{
    PlanDocument doc;
    doc.reset(customPlan());
    PlanEditor editor(&doc);
    editor.show();
    int checked = 0;
    for (FieldEdit *f : editor.findChildren<FieldEdit *>()) {
        const Field *field = findField(f->objectName());
        if (!field)
            continue; // a slider's box (a price)
        QVERIFY2(f->isEnabled(), qPrintable(field->path));
        QVERIFY(field->rule);
        const FieldRule &rule = *field->rule;
        // Checked as typed (the field's own rule), before anything is applied.
        typeOnly(f->lineEdit(), numberText(rule.max + 1));
        QVERIFY2(!f->isValid(), qPrintable(field->path + QStringLiteral(": above the rule's maximum")));
        typeOnly(f->lineEdit(), numberText(rule.min));
        QVERIFY2(f->isValid(), qPrintable(field->path + QStringLiteral(": the rule's minimum")));
        typeOnly(f->lineEdit(), QString());
        QCOMPARE(f->isValid(), field->isOptional()); // only an optional field may be left empty
        f->setValue(field->isOptional() ? std::nullopt : std::optional<double>(rule.min));
        ++checked;
    }
    QCOMPARE(checked, 41); // the Tax group's income-tax rate, purchase year and lease VAT rate the newest
    doc.waitForReport();
}

void TestEditorFields::choiceRowsOfferTheRulesChoices()
{
    PlanDocument doc;
    doc.reset(customPlan());
    PlanEditor editor(&doc);
    auto items = [&editor](const QString &path) {
        QStringList ids;
        const QComboBox *combo = editor.combo(path);
        for (int i = 0; combo && i < combo->count(); ++i)
            ids << combo->itemData(i).toString();
        return ids;
    };
    QCOMPARE(items(QStringLiteral("training.precision")),
        (QStringList { QStringLiteral("bf16"), QStringLiteral("fp16"), QStringLiteral("fp8"), QStringLiteral("tf32") }));
    // Optional: "" (auto) first. Yes/no: on and off.
    QCOMPARE(items(QStringLiteral("hardware.layout.recompute")),
        (QStringList { QString(), QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full") }));
    QCOMPARE(items(QStringLiteral("hardware.layout.sequence_parallel")),
        (QStringList { QString(), QStringLiteral("on"), QStringLiteral("off") }));
    for (const QString &path : { QStringLiteral("training.mode"), QStringLiteral("training.optimizer"),
             QStringLiteral("training.language"), QStringLiteral("constraints.objective"), QStringLiteral("constraints.pay"),
             QStringLiteral("tco.demand.template"), QStringLiteral("model.preset") })
        QCOMPARE(items(path), scenarioField(path).rule->choices);
}

void TestEditorFields::editsWriteThroughTheField()
{
    PlanDocument doc;
    doc.reset(customPlan());
    PlanEditor editor(&doc);
    editor.show();
    // An optional whole number: set, then cleared (auto).
    FieldEdit *tp = editor.field(QStringLiteral("hardware.layout.tp"));
    typeInto(tp->lineEdit(), QStringLiteral("4"));
    QCOMPARE(doc.scenario().hardware.layout.tp, std::optional<int>(4));
    typeInto(tp->lineEdit(), QString());
    QCOMPARE(doc.scenario().hardware.layout.tp, std::optional<int>());
    // A custom architecture's number.
    typeInto(editor.field(QStringLiteral("model.layers"))->lineEdit(), QStringLiteral("48"));
    QCOMPARE(doc.scenario().model.layers, 48);
    // A yes/no choice that may be unset.
    QComboBox *sp = editor.combo(QStringLiteral("hardware.layout.sequence_parallel"));
    sp->setCurrentIndex(sp->findData(QStringLiteral("off")));
    QCOMPARE(doc.scenario().hardware.layout.sequenceParallel, std::optional<bool>(false));
    sp->setCurrentIndex(sp->findData(QStringLiteral("on")));
    QCOMPARE(doc.scenario().hardware.layout.sequenceParallel, std::optional<bool>(true));
    sp->setCurrentIndex(sp->findData(QString()));
    QCOMPARE(doc.scenario().hardware.layout.sequenceParallel, std::optional<bool>());
    // An optional text choice.
    QComboBox *recompute = editor.combo(QStringLiteral("hardware.layout.recompute"));
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("full")));
    QCOMPARE(doc.scenario().hardware.layout.recompute, std::optional<QString>(QStringLiteral("full")));
    recompute->setCurrentIndex(recompute->findData(QString()));
    QCOMPARE(doc.scenario().hardware.layout.recompute, std::optional<QString>());
    // The undo step is named after the field.
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change Gradient checkpointing"));
    doc.waitForReport();
}

QTEST_MAIN(TestEditorFields)
#include "tst_editorfields.moc"
