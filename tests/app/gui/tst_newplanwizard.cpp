#include "app/charts/theme.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/settings.h"
#include "app/gui/wizard/hardwarepage.h"
#include "app/gui/wizard/modelpage.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/gui/wizard/reviewpage.h"
#include "app/gui/wizard/trainingpage.h"
#include "app/gui/wizard/workpage.h"
#include "app/i18n/i18n.h"
#include "core/catalog/catalog.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;

class TestNewPlanWizard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void completesA13BFullFineTuneOn8A100();
    void invalidValueShowsInlineErrorAndBlocksNext_data();
    void invalidValueShowsInlineErrorAndBlocksNext();
    void customArchitectureChecksHeadsDivideHidden();
    void datasetInTerabytesShowsTokens();
    void hardwarePageNeedsAnAccelerator();
    void workPageAsksIfTheRunRepeatsAndServes();
    void languageSwitchRetranslatesOpenWizard();

private:
    QTemporaryDir m_dir;
};

namespace {

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text); // no Return: it would press the wizard's default button
}

void clickNext(QWizard &w) { QTest::mouseClick(w.button(QWizard::NextButton), Qt::LeftButton); }

void select(QComboBox *combo, const QString &data)
{
    const int i = combo->findData(data);
    QVERIFY2(i >= 0, qPrintable(data));
    combo->setCurrentIndex(i);
}

} // namespace

void TestNewPlanWizard::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestNewPlanWizard::completesA13BFullFineTuneOn8A100()
{
    NewPlanWizard w;
    w.show();
    QCOMPARE(w.currentId(), int(NewPlanWizard::ModelPageId));
    ModelPage *model = w.modelPage();
    model->presetButton()->click();
    select(model->presetCombo(), QStringLiteral("llama2-13b"));
    typeInto(model->field(QStringLiteral("training.tokens"))->lineEdit(), QStringLiteral("2000000000"));
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::TrainingPageId));

    select(w.trainingPage()->modeCombo(), QStringLiteral("full"));
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::WorkPageId));
    // The work, in a CFO's words: a one-off run (the default answer), no serving, no other work.
    QCOMPARE(w.workPage()->repeatCombo()->currentIndex(), 0);
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::HardwarePageId));

    HardwarePage *hw = w.hardwarePage();
    for (int i = 0; i < hw->acceleratorList()->count(); ++i) {
        QListWidgetItem *item = hw->acceleratorList()->item(i);
        item->setCheckState(item->data(Qt::UserRole).toString() == QLatin1String("a100-sxm-80gb") ? Qt::Checked : Qt::Unchecked);
    }
    if (hw->plannerChoosesGpus()->isChecked())
        QTest::mouseClick(hw->plannerChoosesGpus(), Qt::LeftButton);
    typeInto(hw->field(QStringLiteral("hardware.gpus"))->lineEdit(), QStringLiteral("8"));
    typeInto(hw->field(QStringLiteral("constraints.budget_cny"))->lineEdit(), QStringLiteral("500000"));
    QTRY_VERIFY(w.button(QWizard::NextButton)->isEnabled());
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::ReviewPageId));

    ReviewPage *review = w.reviewPage();
    QVERIFY(review->summaryText().contains(QStringLiteral("Llama 2 13B")));
    QVERIFY(review->summaryText().contains(QStringLiteral("500,000")));
    review->nameEdit()->clear();
    QTest::keyClicks(review->nameEdit(), QStringLiteral("13B fine-tune on 8x A100"));
    QTest::mouseClick(w.button(QWizard::FinishButton), Qt::LeftButton);
    QCOMPARE(w.result(), int(QDialog::Accepted));

    const Scenario s = w.scenario();
    QCOMPARE(s.model.preset, QStringLiteral("llama2-13b"));
    QCOMPARE(s.training.mode, QStringLiteral("full"));
    QCOMPARE(s.hardware.accelerators, QStringList { QStringLiteral("a100-sxm-80gb") });
    QCOMPARE(s.hardware.gpus, std::optional<int>(8));
    QCOMPARE(s.training.tokens, std::optional<double>(2e9));
    QCOMPARE(s.constraints.budgetCny, std::optional<double>(500000));
    QCOMPARE(s.name, QStringLiteral("13B fine-tune on 8x A100"));
    // the plan keeps the whole price book it was made with: every entry, none changed since
    QCOMPARE(s.prices.size(), Catalog::builtIn().prices().size());
    QVERIFY(priceChanges(s.prices, Catalog::builtIn()).isEmpty());
    const auto a100 = std::find_if(s.prices.begin(), s.prices.end(),
        [](const PriceSnapshotEntry &e) { return e.key == QLatin1String("cloud.a100-sxm-80gb.on_demand"); });
    QVERIFY(a100 != s.prices.end());
    QCOMPARE(a100->value, Catalog::builtIn().price(QStringLiteral("cloud.a100-sxm-80gb.on_demand"))->value);
    QVERIFY(s.created.isValid());
    QCOMPARE(s.created.time().msec(), 0);
    QVERIFY2(s.workloads.size() == 1, qPrintable(s.workloads.constLast().kind));
    QCOMPARE(s.workloads.at(0).kind, QStringLiteral("training"));
    QCOMPARE(s.workloads.at(0).runs, 1);
    const Errors errors = validateScenario(s, Catalog::builtIn());
    QVERIFY2(errors.isEmpty(), qPrintable(joinErrors(errors)));
}

void TestNewPlanWizard::invalidValueShowsInlineErrorAndBlocksNext_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addRow("a sequence length below 128") << QStringLiteral("training.seq_len") << QStringLiteral("64");
    QTest::addRow("training tokens below a million") << QStringLiteral("training.tokens") << QStringLiteral("5");
    QTest::addRow("training tokens that are not a number") << QStringLiteral("training.tokens") << QStringLiteral("lots");
    QTest::addRow("an empty sequence length") << QStringLiteral("training.seq_len") << QString();
}

void TestNewPlanWizard::invalidValueShowsInlineErrorAndBlocksNext()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    NewPlanWizard w;
    w.show();
    FieldEdit *f = w.modelPage()->field(path);
    QVERIFY(f);
    typeInto(f->lineEdit(), text);
    QVERIFY(!f->isValid());
    QVERIFY(f->errorText().contains(fieldRule(path).message()));
    QLabel *error = f->findChild<QLabel *>(QStringLiteral("error"));
    QVERIFY(error->isVisible());
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::ModelPageId));
    typeInto(f->lineEdit(), path == QLatin1String("training.seq_len") ? QStringLiteral("2048") : QStringLiteral("1e9"));
    QVERIFY(f->isValid());
    QVERIFY(!error->isVisible());
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
}

void TestNewPlanWizard::customArchitectureChecksHeadsDivideHidden()
{
    NewPlanWizard w;
    w.show();
    w.modelPage()->customButton()->click();
    QVERIFY(w.modelPage()->customButton()->isChecked());
    FieldEdit *hidden = w.modelPage()->field(QStringLiteral("model.hidden"));
    typeInto(hidden->lineEdit(), QStringLiteral("5000"));
    typeInto(w.modelPage()->field(QStringLiteral("model.heads"))->lineEdit(), QStringLiteral("48"));
    QVERIFY2(!hidden->isValid(), qPrintable(hidden->lineEdit()->text()));
    QVERIFY(hidden->errorText().contains(QStringLiteral("divisible")));
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    FieldEdit *kv = w.modelPage()->field(QStringLiteral("model.kv_heads"));
    QVERIFY(!kv->isValid()); // 40 KV heads (from the preset) do not divide 48 heads
    typeInto(hidden->lineEdit(), QStringLiteral("6144"));
    QVERIFY(hidden->isValid());
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    typeInto(kv->lineEdit(), QStringLiteral("8"));
    QVERIFY(kv->isValid());
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    QVERIFY(w.modelPage()->findChild<QLabel *>(QStringLiteral("chinchilla"))->text().contains(QStringLiteral("Hoffmann")));
}

void TestNewPlanWizard::datasetInTerabytesShowsTokens()
{
    NewPlanWizard w;
    w.show();
    w.modelPage()->terabytesButton()->click();
    typeInto(w.modelPage()->field(QStringLiteral("training.dataset_tb"))->lineEdit(), QStringLiteral("2"));
    QLabel *result = w.modelPage()->findChild<QLabel *>(QStringLiteral("tokensResult"));
    // 2 TB = 2e12 bytes of English text at about 4 bytes per token: 5e11 tokens
    QCOMPARE(result->text(), QStringLiteral("500 billion tokens"));
    clickNext(w);
    clickNext(w);
    clickNext(w);
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::ReviewPageId));
    const Scenario s = w.scenario();
    QCOMPARE(s.training.datasetTb, std::optional<double>(2));
    QVERIFY(!s.training.tokens);
}

void TestNewPlanWizard::hardwarePageNeedsAnAccelerator()
{
    NewPlanWizard w;
    w.show();
    clickNext(w);
    clickNext(w);
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::HardwarePageId));
    w.hardwarePage()->setAccelerators({});
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    QVERIFY(w.hardwarePage()->findChild<QLabel *>(QStringLiteral("problem"))->text().contains(QStringLiteral("accelerator")));
    w.hardwarePage()->setAccelerators({ QStringLiteral("h100-sxm-80gb") });
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
}

void TestNewPlanWizard::workPageAsksIfTheRunRepeatsAndServes()
{
    NewPlanWizard w;
    w.show();
    clickNext(w);
    clickNext(w);
    QCOMPARE(w.currentId(), int(NewPlanWizard::WorkPageId));
    WorkPage *work = w.workPage();
    FieldEdit *every = work->field(QStringLiteral("workloads[].every_months"));
    QVERIFY(!every->isEnabled()); // a one-off run has no interval
    work->repeatCombo()->setCurrentIndex(2); // repeats until the horizon ends
    QVERIFY(every->isEnabled());
    typeInto(every->lineEdit(), QStringLiteral("6"));
    QVERIFY(!work->field(QStringLiteral("workloads[].qps"))->isEnabled()); // no serving asked yet
    work->servingBox()->setChecked(true);
    QVERIFY(work->field(QStringLiteral("workloads[].qps"))->isEnabled());
    typeInto(work->field(QStringLiteral("workloads[].qps"))->lineEdit(), QStringLiteral("3"));
    typeInto(work->field(QStringLiteral("workloads[].hours_per_day"))->lineEdit(), QStringLiteral("12"));
    typeInto(work->field(QStringLiteral("workloads[].growth_per_month"))->lineEdit(), QStringLiteral("0.05"));
    // More hours than a day has are refused inline, and Next waits.
    FieldEdit *hours = work->field(QStringLiteral("workloads[].hours_per_day"));
    typeInto(hours->lineEdit(), QStringLiteral("30"));
    QVERIFY(!hours->isValid());
    QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
    typeInto(hours->lineEdit(), QStringLiteral("12"));
    QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    const Scenario s = w.scenario();
    QCOMPARE(s.workloads.size(), 2);
    QCOMPARE(s.workloads.at(0).kind, QStringLiteral("training"));
    QCOMPARE(s.workloads.at(0).runs, 0);
    QCOMPARE(s.workloads.at(0).everyMonths, 6);
    QCOMPARE(s.workloads.at(1).kind, QStringLiteral("serving"));
    QCOMPARE(s.workloads.at(1).qps, 3.0);
    QCOMPARE(s.workloads.at(1).hoursPerDay, 12.0);
    QCOMPARE(s.workloads.at(1).growthPerMonth, 0.05);
    QCOMPARE(s.workloads.at(1).startMonth, 2); // afterwards: from the month after the run
    const Errors errors = validateWorkloads(s);
    QVERIFY2(errors.isEmpty(), qPrintable(joinErrors(errors)));
}

void TestNewPlanWizard::languageSwitchRetranslatesOpenWizard()
{
    NewPlanWizard w;
    w.show();
    const QString english = w.modelPage()->title();
    cp::i18n::install(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    const QString chinese = w.modelPage()->title();
    cp::i18n::install(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCoreApplication::processEvents();
    QCOMPARE(english, QStringLiteral("Model and data"));
    QCOMPARE(chinese, QStringLiteral("模型与数据")); // translations/computeplanner_zh_CN.ts
    QCOMPARE(w.modelPage()->title(), english);
}

QTEST_MAIN(TestNewPlanWizard)
#include "tst_newplanwizard.moc"
