#include "app/gui/chartpanel.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/dashboard.h"
#include "app/gui/dialogs.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/librarymodel.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/settings.h"
#include "app/gui/wizard/hardwarepage.h"
#include "app/gui/wizard/modelpage.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/gui/wizard/reviewpage.h"
#include "app/gui/wizard/trainingpage.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/store/store.h"
#include "guitest.h"
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

using namespace cp;
using namespace cp::gui;
using cp::gui::test::kpiText;
using cp::gui::test::sampleName;

namespace {
constexpr int kComputeTimeoutMs = 60000;
}

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void libraryListsTheSamples();
    void libraryModelPassesTheModelTester();
    void openingASampleFillsTheDashboard();
    void editUndoAndRedoThroughTheEditMenuAndKpisFollow();
    void busyIndicatorWhileComputing();
    void problemsAreListedWithTheirFieldPaths();
    void preferencesOfferBothLanguagesAndTheLibraryPath();
    void saveCreatesARevisionAndClearsTheDirtyMark();
    void saveAsSavesUnderTheNewName();
    void deleteAsksAndRemoves();
    void renameInTheLibraryRenamesTheOpenPlan();
    void compareIsOfferedForTwoToFourScenarios();
    void newPlanIsUntitled();
    void whyPanelNamesTheInputs_data();
    void whyPanelNamesTheInputs();
    void exportWritesReportWorkbookAndCsv();
    void compareOpensTheCompareWindow();
    void unsavedEditsSurviveACrash();
    void firstEditAfterOpeningIsAutosaved();
    void recoveredEditsSurviveASecondCrash();
    void recoveredNewPlanStaysUnsaved();
    void openFileImportsIntoTheLibrary();
    void openFileSaysWhichDefaultsItUsed();
    void closingWithUnsavedChangesAsks();
    void languageSwitchTranslatesMenusAndCharts();
    void damagedLibraryIsReportedAndLeftUntouched();
    void damagedLibraryCanBeReplacedKeepingTheFile();
    void damagedLibraryDialogStatesItsTextOnce();
    void damageFoundByTheBackgroundCheckIsReported();
    void correctionsFromTheToolsMenuApplyToPlans();

private:
    /// Opens the sample through the library view (select + Enter) and waits for its results.
    void openSample(MainWindow &w, const QString &name);
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    applyLanguage(QStringLiteral("en"));
}

void TestMainWindow::init()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++m_counter)));
}

void TestMainWindow::openSample(MainWindow &w, const QString &name)
{
    QVERIFY(!name.isEmpty());
    w.library()->selectName(name);
    QCOMPARE(w.library()->selectedNames(), QStringList { name });
    QTableView *view = w.library()->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(w.hasPlan() && !w.document()->isComputing() && w.document()->report(), kComputeTimeoutMs);
    QCOMPARE(w.document()->scenario().name, name);
}

void TestMainWindow::libraryListsTheSamples()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.store());
    QCOMPARE(w.windowTitle(), QStringLiteral("Compute Planner"));
    QCOMPARE(w.library()->model()->rowCount(), int(sampleScenarios()->size()));
    QVERIFY(w.library()->model()->rowOf(sampleName(QStringLiteral("13B"))) >= 0);
    QCOMPARE(w.findChild<QWidget *>(QStringLiteral("planEditorHost")), w.planEditorHost());
}

void TestMainWindow::libraryModelPassesTheModelTester()
{
    MainWindow w;
    LibraryModel *model = w.library()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // every row is one of the seeded samples and shows its name, tags, cards and mode
    QHash<QString, Scenario> samples;
    const auto seeded = sampleScenarios();
    QVERIFY(seeded);
    for (const Scenario &s : *seeded)
        samples.insert(s.name, s);
    const QHash<QString, QString> modes { { "pretrain", "Pre-training" }, { "full", "Full fine-tune" },
        { "lora", "LoRA fine-tune" }, { "qlora", "QLoRA fine-tune" }, { "inference", "Inference" } };
    QCOMPARE(model->rowCount(), int(samples.size()));
    for (int r = 0; r < model->rowCount(); ++r) {
        const auto cell = [&](int c) { return model->data(model->index(r, c)).toString(); };
        QVERIFY2(samples.contains(cell(LibraryModel::Name)), qPrintable(cell(LibraryModel::Name)));
        const Scenario &s = samples.value(cell(LibraryModel::Name));
        QStringList tags = s.tags; // the library lists a scenario's tags in alphabetical order
        tags.sort();
        QCOMPARE(cell(LibraryModel::Tags), tags.join(QStringLiteral(", ")));
        // yyyy-MM-dd in every language, never the locale's 11/29/26 (issue 45)
        QCOMPARE(cell(LibraryModel::Updated), s.updated.toLocalTime().date().toString(QStringLiteral("yyyy-MM-dd")));
        const QString accelerator = cell(LibraryModel::Accelerator);
        if (!s.pools.isEmpty()) { // a programme (issue 44): its pools and their accelerators
            QCOMPARE(cell(LibraryModel::Mode), QStringLiteral("Programme: %1 pools").arg(s.pools.size()));
            const QString first = Catalog::builtIn().accelerator(s.pools.constFirst().accelerator)->name;
            QCOMPARE(accelerator, s.pools.size() == 1 ? first : QStringLiteral("%1 +%2").arg(first).arg(s.pools.size() - 1));
            continue;
        }
        QCOMPARE(cell(LibraryModel::Mode), modes.value(s.training.mode));
        if (s.hardware.accelerators.isEmpty())
            QVERIFY2(accelerator.endsWith(QStringLiteral("Any accelerator")), qPrintable(accelerator));
        else
            QVERIFY2(accelerator.contains(Catalog::builtIn().accelerator(s.hardware.accelerators.constFirst())->name), qPrintable(accelerator));
        if (s.hardware.gpus)
            QVERIFY2(accelerator.startsWith(QLocale().toString(*s.hardware.gpus) + QStringLiteral(" × ")), qPrintable(accelerator));
    }
    auto *search = w.findChild<QLineEdit *>(QStringLiteral("librarySearch"));
    QTest::keyClicks(search, QStringLiteral("H800")); // searched after the typing pause, off the GUI thread
    QTRY_VERIFY(!model->isSearching() && model->rowCount() < int(sampleScenarios()->size()));
    QVERIFY(model->rowCount() >= 1);
    search->clear();
    QCOMPARE(model->rowCount(), int(sampleScenarios()->size()));
}

void TestMainWindow::openingASampleFillsTheDashboard()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    openSample(w, sampleName(QStringLiteral("13B")));
    QTRY_VERIFY(!kpiText(w, QStringLiteral("train_days")).isEmpty());
    const analysis::PlanReport &report = *w.document()->report();
    QCOMPARE(kpiText(w, QStringLiteral("train_days")), report.kpi(QStringLiteral("train_days"))->text);
    QVERIFY(kpiText(w, QStringLiteral("train_days")).contains(QStringLiteral("days")));
    // the verdict line is the report's one sentence (HTML-escaped), and it names the chosen cluster
    QVERIFY(!report.verdict.isEmpty());
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("verdict"))->text(), report.verdict.toHtmlEscaped());
    QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
    for (const chart::ChartSpec &spec : report.charts) {
        ChartPanel *panel = w.dashboard()->chart(spec.id);
        QVERIFY2(panel && !panel->isHidden(), qPrintable(spec.id));
        QCOMPARE(panel->spec().title, spec.title);
    }
    for (const analysis::Kpi &kpi : report.kpis) {
        const KpiCard *card = w.dashboard()->card(kpi.id);
        QVERIFY2(card, qPrintable(kpi.id));
        QCOMPARE(card->labelText(), kpi.label);
        QCOMPARE(card->showsAssumption(), kpi.assumption);
        // each card explains its figure; one resting on an assumption says to confirm it
        QCOMPARE(card->toolTip().endsWith(QStringLiteral("confirm them in the price book.")), kpi.assumption);
    }
    QCOMPARE(w.dashboard()->card(QStringLiteral("train_days"))->toolTip().section(QLatin1Char('\n'), 0, 0),
        QStringLiteral("Wall-clock time of the training run on the configured cluster, including restarts and checkpoints."));
    QCOMPARE(w.dashboard()->card(QStringLiteral("gpu_hours"))->toolTip().section(QLatin1Char('\n'), 0, 0),
        QStringLiteral("Number of GPUs times the hours they run: what cloud providers bill for."));
    QVERIFY(w.windowTitle().startsWith(report.scenario.name));
    QVERIFY(!w.windowTitle().contains(QLatin1Char('*')));
    QVERIFY(Settings::instance().recentScenarios().contains(report.scenario.name));
}

void TestMainWindow::editUndoAndRedoThroughTheEditMenuAndKpisFollow()
{
    MainWindow w;
    w.show();
    openSample(w, sampleName(QStringLiteral("13B")));
    QTRY_VERIFY(!kpiText(w, QStringLiteral("train_days")).isEmpty());
    const QString before = kpiText(w, QStringLiteral("train_days"));
    QVERIFY(!w.undoAction()->isEnabled());

    w.document()->edit(QStringLiteral("Set GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
    QVERIFY(w.windowTitle().contains(QStringLiteral("*")));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && kpiText(w, QStringLiteral("train_days")) != before,
        kComputeTimeoutMs);
    const QString after = kpiText(w, QStringLiteral("train_days"));

    QVERIFY(w.undoAction()->isEnabled());
    QVERIFY(w.undoAction()->text().contains(QStringLiteral("Set GPUs")));
    const QMenu *edit = w.findChild<QMenu *>(QStringLiteral("menuEdit"));
    QVERIFY(edit->actions().contains(w.undoAction()));
    QVERIFY(edit->actions().contains(w.redoAction()));
    QVERIFY(w.undoAction()->shortcuts().contains(QKeySequence(QKeySequence::Undo)));
    QVERIFY(w.redoAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));

    w.undoAction()->trigger();
    QVERIFY(!w.windowTitle().contains(QStringLiteral("*")));
    QTRY_COMPARE_WITH_TIMEOUT(kpiText(w, QStringLiteral("train_days")), before, kComputeTimeoutMs);
    QVERIFY(w.redoAction()->text().contains(QStringLiteral("Set GPUs")));
    w.redoAction()->trigger();
    QVERIFY(w.windowTitle().contains(QStringLiteral("*")));
    QTRY_COMPARE_WITH_TIMEOUT(kpiText(w, QStringLiteral("train_days")), after, kComputeTimeoutMs);
}

void TestMainWindow::busyIndicatorWhileComputing()
{
    MainWindow w;
    w.show();
    openSample(w, sampleName(QStringLiteral("13B")));
    auto *busy = w.findChild<QProgressBar *>(QStringLiteral("busyIndicator"));
    auto *status = w.findChild<QLabel *>(QStringLiteral("statusText"));
    QVERIFY(busy->isHidden());
    w.document()->edit(QStringLiteral("Set GPUs"), [](Scenario &s) { s.hardware.gpus = 32; });
    QVERIFY(!busy->isHidden());
    QCOMPARE(status->text(), QStringLiteral("Computing…"));
    QTRY_VERIFY_WITH_TIMEOUT(busy->isHidden(), kComputeTimeoutMs);
    QCOMPARE(status->text(), QStringLiteral("Ready"));
}

void TestMainWindow::problemsAreListedWithTheirFieldPaths()
{
    MainWindow w;
    w.show();
    openSample(w, sampleName(QStringLiteral("13B")));
    QWidget *box = w.findChild<QWidget *>(QStringLiteral("problemsBox"));
    QVERIFY(box->isHidden());
    w.document()->edit(QStringLiteral("Break the model"), [](Scenario &s) {
        s.model.preset = QStringLiteral("custom");
        s.model.layers = 0;
        s.model.hidden = 0;
    });
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && !w.document()->report()->problems.isEmpty(), kComputeTimeoutMs);
    QTRY_VERIFY(!box->isHidden());
    const Error first = w.document()->report()->problems.constFirst();
    QVERIFY(!first.path.isEmpty());
    QVERIFY(w.findChild<QLabel *>(QStringLiteral("problems"))->text().contains(first.path));
    QVERIFY(w.findChild<QLabel *>(QStringLiteral("statusProblem"))->text().contains(first.path));

    w.undoAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && box->isHidden(), kComputeTimeoutMs);
}

void TestMainWindow::preferencesOfferBothLanguagesAndTheLibraryPath()
{
    PreferencesDialog dialog(QStringLiteral("en"), QStringLiteral("/tmp/library.sqlite"));
    QCOMPARE(dialog.language(), QStringLiteral("en"));
    QCOMPARE(dialog.languageCombo()->count(), 2);
    dialog.languageCombo()->setCurrentIndex(dialog.languageCombo()->findData(QStringLiteral("zh_CN")));
    QCOMPARE(dialog.language(), QStringLiteral("zh_CN"));
    QCOMPARE(dialog.databasePath(), QStringLiteral("/tmp/library.sqlite"));
    dialogs::setNextFileName(QStringLiteral("/tmp/other.sqlite"));
    QTest::mouseClick(dialog.findChild<QToolButton *>(), Qt::LeftButton);
    QCOMPARE(dialog.databasePath(), QStringLiteral("/tmp/other.sqlite"));
}

void TestMainWindow::saveCreatesARevisionAndClearsTheDirtyMark()
{
    MainWindow w;
    w.show();
    const QString name = sampleName(QStringLiteral("13B"));
    openSample(w, name);
    const qsizetype revisions = w.store()->revisions(name)->size();
    w.document()->edit(QStringLiteral("Set utilisation"), [](Scenario &s) { s.tco.utilisation = 0.55; });
    QVERIFY(w.windowTitle().contains(QStringLiteral("*")));
    QVERIFY(w.saveAction()->shortcuts().contains(QKeySequence(QKeySequence::Save)));
    w.saveAction()->trigger();
    QCOMPARE(w.store()->revisions(name)->size(), revisions + 1);
    QCOMPARE(w.store()->load(name)->tco.utilisation, 0.55);
    QVERIFY(!w.document()->isDirty());
    QVERIFY(!w.windowTitle().contains(QStringLiteral("*")));
    QCOMPARE(w.document()->revision(), w.store()->revisions(name)->constLast().number);
    w.document()->waitForReport();
}

void TestMainWindow::saveAsSavesUnderTheNewName()
{
    MainWindow w;
    w.show();
    const QString name = sampleName(QStringLiteral("13B"));
    openSample(w, name);
    dialogs::setNextText(QStringLiteral("13B what-if"));
    w.saveAsAction()->trigger();
    QVERIFY(w.store()->load(QStringLiteral("13B what-if")));
    QVERIFY(w.store()->load(name));
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("13B what-if")));
    QVERIFY(!w.document()->isDirty());
    QVERIFY(w.library()->model()->rowOf(QStringLiteral("13B what-if")) >= 0);

    dialogs::setNextText(name);
    QVERIFY(!w.saveAs());
    QVERIFY(w.messageBar()->text().contains(name));
    w.document()->waitForReport();
}

void TestMainWindow::deleteAsksAndRemoves()
{
    MainWindow w;
    w.show();
    const QString name = sampleName(QStringLiteral("7B"));
    w.library()->selectName(name);
    dialogs::setNextAnswer(QMessageBox::No);
    w.library()->deleteAction()->trigger();
    QVERIFY(w.store()->load(name));
    QVERIFY(w.library()->model()->rowOf(name) >= 0);

    dialogs::setNextAnswer(QMessageBox::Yes);
    w.library()->deleteAction()->trigger();
    QVERIFY(!w.store()->load(name));
    QCOMPARE(w.library()->model()->rowOf(name), -1);
}

void TestMainWindow::renameInTheLibraryRenamesTheOpenPlan()
{
    MainWindow w;
    w.show();
    const QString name = sampleName(QStringLiteral("13B"));
    openSample(w, name);
    LibraryModel *model = w.library()->model();
    QVERIFY(model->setData(model->index(model->rowOf(name), LibraryModel::Name), QStringLiteral("Renamed plan")));
    QVERIFY(w.store()->load(QStringLiteral("Renamed plan")));
    QVERIFY(!w.store()->load(name));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Renamed plan"));
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("Renamed plan")));
    QVERIFY(!w.windowTitle().contains(QStringLiteral("*")));
    w.document()->waitForReport();
}

void TestMainWindow::compareIsOfferedForTwoToFourScenarios()
{
    MainWindow w;
    w.show();
    QSignalSpy spy(&w, &MainWindow::compareRequested);
    QTableView *view = w.library()->view();
    view->selectRow(0);
    QVERIFY(!w.library()->compareAction()->isEnabled());
    view->selectionModel()->select(view->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(w.library()->compareAction()->isEnabled());
    w.library()->compareAction()->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toStringList().size(), 2);
    QCOMPARE(spy.at(0).at(0).toStringList(), w.library()->selectedNames());
    view->selectAll();
    QCOMPARE(w.library()->compareAction()->isEnabled(), view->model()->rowCount() <= 4);
}

void TestMainWindow::newPlanIsUntitled()
{
    // The wizard end to end: a 13B full fine-tune on 8×A100, saved in the library with results.
    MainWindow w;
    w.show();
    QVERIFY(w.newAction()->shortcuts().contains(QKeySequence(QKeySequence::New)));
    w.newAction()->trigger();
    NewPlanWizard *wizard = w.newPlanWizard();
    QVERIFY(wizard);
    QTRY_VERIFY(wizard->isVisible());
    ModelPage *model = wizard->modelPage();
    model->presetButton()->click();
    const int preset = model->presetCombo()->findData(QStringLiteral("llama2-13b"));
    QVERIFY(preset >= 0);
    model->presetCombo()->setCurrentIndex(preset);
    QLineEdit *tokens = model->field(QStringLiteral("training.tokens"))->lineEdit();
    tokens->selectAll();
    QTest::keyClick(tokens, Qt::Key_Backspace);
    QTest::keyClicks(tokens, QStringLiteral("2000000000"));
    QTest::mouseClick(wizard->button(QWizard::NextButton), Qt::LeftButton);
    const int full = wizard->trainingPage()->modeCombo()->findData(QStringLiteral("full"));
    wizard->trainingPage()->modeCombo()->setCurrentIndex(full);
    QTest::mouseClick(wizard->button(QWizard::NextButton), Qt::LeftButton);
    QTest::mouseClick(wizard->button(QWizard::NextButton), Qt::LeftButton); // the work: a one-off run
    HardwarePage *hw = wizard->hardwarePage();
    for (int i = 0; i < hw->acceleratorList()->count(); ++i) {
        QListWidgetItem *item = hw->acceleratorList()->item(i);
        item->setCheckState(item->data(Qt::UserRole).toString() == QLatin1String("a100-sxm-80gb") ? Qt::Checked : Qt::Unchecked);
    }
    if (hw->plannerChoosesGpus()->isChecked())
        QTest::mouseClick(hw->plannerChoosesGpus(), Qt::LeftButton);
    QLineEdit *gpus = hw->field(QStringLiteral("hardware.gpus"))->lineEdit();
    gpus->selectAll();
    QTest::keyClick(gpus, Qt::Key_Backspace);
    QTest::keyClicks(gpus, QStringLiteral("8"));
    QTRY_VERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    QTest::mouseClick(wizard->button(QWizard::NextButton), Qt::LeftButton);
    wizard->reviewPage()->nameEdit()->clear();
    QTest::keyClicks(wizard->reviewPage()->nameEdit(), QStringLiteral("13B full fine-tune on 8x A100"));
    QTest::mouseClick(wizard->button(QWizard::FinishButton), Qt::LeftButton);

    QTRY_VERIFY(w.hasPlan());
    QCOMPARE(w.document()->scenario().name, QStringLiteral("13B full fine-tune on 8x A100"));
    QVERIFY2(w.store()->load(QStringLiteral("13B full fine-tune on 8x A100")), "the new plan is saved in the library");
    QVERIFY(!w.document()->isDirty());
    QTRY_VERIFY_WITH_TIMEOUT(!kpiText(w, QStringLiteral("train_days")).isEmpty(), kComputeTimeoutMs);
    QTRY_VERIFY(!kpiText(w, QStringLiteral("memory_per_gpu")).isEmpty());
    w.document()->waitForReport();
}

void TestMainWindow::whyPanelNamesTheInputs_data()
{
    QTest::addColumn<QString>("kpi");
    QTest::addColumn<QStringList>("mustMention");
    QTest::addRow("memory per GPU") << "memory_per_gpu" << QStringList { "Weights", "Activations", "Korthikanti" };
    QTest::addRow("training time") << "train_days" << QStringList { "Steps", "Goodput", "Young" };
    QTest::addRow("TCO of the recommended option") << "tco_best" << QStringList { "Sources", "as of" };
}

void TestMainWindow::whyPanelNamesTheInputs()
{
    QFETCH(QString, kpi);
    QFETCH(QStringList, mustMention);
    MainWindow w;
    w.show();
    openSample(w, sampleName(QStringLiteral("70B")));
    QTRY_VERIFY(w.dashboard()->card(kpi));
    KpiCard *card = w.dashboard()->card(kpi);
    QVERIFY(card->whyButton()->isVisible());
    QTest::mouseClick(card->whyButton(), Qt::LeftButton);
    const QString text = w.dashboard()->whyText();
    QVERIFY2(text.contains(card->labelText()), qPrintable(text));
    for (const QString &word : mustMention)
        QVERIFY2(text.contains(word), qPrintable(word + QStringLiteral(" missing in:\n") + text));
}

void TestMainWindow::exportWritesReportWorkbookAndCsv()
{
    MainWindow w;
    w.show();
    openSample(w, sampleName(QStringLiteral("16")));
    QTemporaryDir dir;
    for (const char *name : { "plan.pdf", "plan.xlsx", "plan.csv" }) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        const Status status = w.exportPlan(path);
        QVERIFY2(status, qPrintable(joinErrors(status.errors())));
        QVERIFY(QFileInfo(path).size() > 100);
    }
    QVERIFY(!w.exportPlan(dir.filePath(QStringLiteral("plan.doc"))));
    dialogs::setNextFileName(dir.filePath(QStringLiteral("menu.pdf")));
    w.exportAction()->trigger();
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("menu.pdf"))));
}

void TestMainWindow::compareOpensTheCompareWindow()
{
    MainWindow w;
    w.show();
    emit w.compareRequested({ sampleName(QStringLiteral("13B")), sampleName(QStringLiteral("7B")) });
    QVERIFY(w.compareView());
    QTRY_VERIFY(w.compareView()->isVisible());
    w.compareView()->close();
    QTRY_VERIFY(!w.compareView());

    // From a plan: "Compare with…" takes the open plan and the library's selection.
    openSample(w, sampleName(QStringLiteral("13B")));
    QVERIFY(w.compareWithAction()->isEnabled());
    w.compareWithAction()->trigger();
    QVERIFY2(!w.compareView(), "nothing else selected: a message, no window");
    QAbstractItemView *view = w.library()->findChild<QAbstractItemView *>();
    QVERIFY(view);
    view->selectAll();
    w.compareWithAction()->trigger();
    QVERIFY(w.compareView());
    QTRY_VERIFY(w.compareView()->isVisible());
}

void TestMainWindow::unsavedEditsSurviveACrash()
{
    const QString name = sampleName(QStringLiteral("13B"));
    {
        MainWindow w;
        w.show();
        openSample(w, name);
        w.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
        QVERIFY(w.document()->isDirty());
        w.autosaveDraft();
        const auto drafts = w.store()->drafts();
        QVERIFY(drafts && drafts->size() == 1);
        w.document()->waitForReport();
        // The window goes away without closeEvent (as in a crash): nothing asks, the draft stays.
    }
    dialogs::setNextAnswer(QMessageBox::Yes);
    MainWindow w;
    w.show();
    QTRY_VERIFY(w.hasPlan());
    QCOMPARE(w.document()->scenario().name, name);
    QCOMPARE(w.document()->scenario().hardware.gpus, std::optional<int>(16));
    QVERIFY2(w.document()->isDirty(), "recovered edits are unsaved until the user saves");
    QCOMPARE(w.store()->drafts()->size(), 1); // drafted again at once (recoveredEditsSurviveASecondCrash)
    w.document()->undoStack()->undo(); // the recovery is one undo step back to the saved plan
    QCOMPARE(w.document()->scenario().hardware.gpus, std::optional<int>(8));
    w.document()->waitForReport();
}

// Issue 17, defect 5: the first edit after opening a plan was never autosaved (the timer started
// only when the plan looked dirty, and it did not yet at the first edit's signal).
void TestMainWindow::firstEditAfterOpeningIsAutosaved()
{
    const QString name = sampleName(QStringLiteral("13B"));
    {
        MainWindow w;
        w.setAutosaveDelay(20);
        w.show();
        openSample(w, name);
        QVERIFY(w.store()->drafts()->isEmpty());
        w.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
        const auto *timer = w.findChild<QTimer *>(QStringLiteral("autosaveTimer"));
        QVERIFY(timer);
        QVERIFY2(timer->isActive(), "the first edit after opening starts the autosave timer");
        QTRY_COMPARE(w.store()->drafts()->size(), 1); // the timer fires and writes the draft
        w.document()->waitForReport();
        // Crash: the window goes away without closeEvent, nothing is saved.
    }
    {
        auto store = Store::open(Settings::instance().databasePath());
        QVERIFY(store);
        const auto draft = (*store)->draft(name);
        QVERIFY2(draft, qPrintable(joinErrors(draft.errors())));
        QCOMPARE(draft->hardware.gpus, std::optional<int>(16));
        QCOMPARE((*store)->load(name)->hardware.gpus, std::optional<int>(8));
    }
    dialogs::setNextAnswer(QMessageBox::Yes);
    MainWindow w;
    w.show();
    QTRY_VERIFY(w.hasPlan());
    QVERIFY(dialogs::lastQuestion().contains(name)); // the draft was offered
    QCOMPARE(w.document()->scenario().hardware.gpus, std::optional<int>(16));
    w.document()->waitForReport();
}

// Issue 17, defect 6: recovering took the draft out of the library and did not write it again, so
// a crash right after "Recover Unsaved Changes → Yes" lost the recovered edits.
void TestMainWindow::recoveredEditsSurviveASecondCrash()
{
    const QString name = sampleName(QStringLiteral("13B"));
    {
        MainWindow w;
        w.show();
        openSample(w, name);
        w.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
        QVERIFY(w.autosaveDraft());
        w.document()->waitForReport();
    } // first crash
    {
        dialogs::setNextAnswer(QMessageBox::Yes);
        MainWindow w;
        w.setAutosaveDelay(24 * 3600 * 1000); // no timer writes anything in this test: recovery must
        w.show();
        QTRY_VERIFY(w.hasPlan());
        QCOMPARE(w.document()->scenario().hardware.gpus, std::optional<int>(16));
        const auto drafts = w.store()->drafts();
        QVERIFY(drafts);
        QCOMPARE(drafts->size(), 1);
        QCOMPARE(drafts->constFirst().name, name);
        QCOMPARE(w.store()->draft(name)->hardware.gpus, std::optional<int>(16));
        w.document()->waitForReport();
    } // second crash, at once
    dialogs::setNextAnswer(QMessageBox::Yes);
    MainWindow w;
    w.show();
    QTRY_VERIFY(w.hasPlan());
    QCOMPARE(w.document()->scenario().hardware.gpus, std::optional<int>(16));
    QVERIFY(w.document()->isDirty());
    w.document()->waitForReport();
}

// A recovered plan that was never saved is unsaved (closing asks), and it is drafted again too.
void TestMainWindow::recoveredNewPlanStaysUnsaved()
{
    {
        auto store = Store::open(Settings::instance().databasePath());
        QVERIFY(store);
        Scenario fresh = sampleScenarios()->constFirst();
        fresh.name = QStringLiteral("Never saved");
        QVERIFY((*store)->saveDraft(fresh, QString()));
    }
    dialogs::setNextAnswer(QMessageBox::Yes);
    MainWindow w;
    w.setAutosaveDelay(24 * 3600 * 1000);
    w.show();
    QTRY_VERIFY(w.hasPlan());
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Never saved"));
    QVERIFY2(w.document()->isDirty(), "a recovered plan that is not in the library is unsaved");
    QCOMPARE(w.store()->drafts()->size(), 1);
    QCOMPARE(w.store()->draft(QString())->name, QStringLiteral("Never saved"));
    w.document()->waitForReport();
}

void TestMainWindow::openFileImportsIntoTheLibrary()
{
    MainWindow w;
    w.show();
    Scenario s = sampleScenarios()->constFirst();
    s.name = QStringLiteral("Shared by finance");
    const QString path = m_dir.filePath(QStringLiteral("shared.cplan"));
    QVERIFY(cplan::writeFile(path, s));
    dialogs::setNextFileName(path);
    w.openAction()->trigger();
    QVERIFY(w.store()->load(QStringLiteral("Shared by finance")));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Shared by finance"));

    const int rows = w.library()->model()->rowCount();
    QVERIFY(w.openFile(path));
    QCOMPARE(w.library()->model()->rowCount(), rows);
    QCOMPARE(w.store()->revisions(QStringLiteral("Shared by finance"))->size(), 1); // unchanged: nothing saved
    // A changed file of the same name is a new revision of that scenario (the import rule of
    // core/scenario/importrule.h, the CLI's too), not a second scenario.
    s.notes = QStringLiteral("changed by finance");
    QVERIFY(cplan::writeFile(path, s));
    QVERIFY(w.openFile(path));
    QCOMPARE(w.library()->model()->rowCount(), rows);
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Shared by finance"));
    QCOMPARE(w.document()->scenario().notes, QStringLiteral("changed by finance"));
    QCOMPARE(w.store()->revisions(QStringLiteral("Shared by finance"))->size(), 2);

    const QString bad = m_dir.filePath(QStringLiteral("bad.cplan"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"schema_version\": 1, \"name\": 5}");
    f.close();
    QVERIFY(!w.openFile(bad));
    QVERIFY(w.messageBar()->isVisible());
    QVERIFY(w.messageBar()->text().contains(QStringLiteral("bad.cplan")));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Shared by finance"));
    w.document()->waitForReport();
}

void TestMainWindow::openFileSaysWhichDefaultsItUsed()
{
    MainWindow w;
    w.show();
    // A complete file: opens with no warning.
    Scenario s = sampleScenarios()->constFirst();
    s.name = QStringLiteral("Complete file");
    const QString complete = m_dir.filePath(QStringLiteral("complete.cplan"));
    QVERIFY(cplan::writeFile(complete, s));
    QVERIFY(w.openFile(complete));
    QVERIFY(w.messageBar()->isHidden());

    // The same plan without training.seq_len: opens, and the message bar names the field and its default.
    const QString shortFile = m_dir.filePath(QStringLiteral("short.cplan"));
    QVERIFY(test::writeWithoutSeqLen(s, QStringLiteral("Short file"), shortFile));
    QVERIFY(w.openFile(shortFile));
    QCOMPARE(w.document()->scenario().name, QStringLiteral("Short file"));
    QVERIFY(w.messageBar()->isVisible());
    const QString text = w.messageBar()->text();
    QVERIFY2(text.contains(QStringLiteral("short.cplan")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("training.seq_len")), qPrintable(text));
    QVERIFY2(text.contains(QString::number(cp::Scenario().training.seqLen)), qPrintable(text));
    w.document()->waitForReport();
}

void TestMainWindow::closingWithUnsavedChangesAsks()
{
    MainWindow w;
    w.show();
    const QString name = sampleName(QStringLiteral("13B"));
    openSample(w, name);
    w.document()->edit(QStringLiteral("Set GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
    dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!w.close());
    QVERIFY(w.isVisible());
    dialogs::setNextAnswer(QMessageBox::Discard);
    QVERIFY(w.close());
    QCOMPARE(w.store()->load(name)->hardware.gpus, std::optional<int>(8));
    w.document()->waitForReport();
}

void TestMainWindow::languageSwitchTranslatesMenusAndCharts()
{
    MainWindow w;
    w.show();
    openSample(w, sampleName(QStringLiteral("13B")));
    QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
    auto axisTitle = [&w] {
        const QChart *chart = w.dashboard()->chart(QStringLiteral("memory"))->view()->chart();
        const auto axes = chart->axes(Qt::Vertical);
        return axes.isEmpty() ? QString() : axes.constFirst()->titleText();
    };
    const QString englishAxis = axisTitle();
    QVERIFY(!englishAxis.isEmpty());
    QCOMPARE(w.fileMenu()->title(), QStringLiteral("&File"));

    w.setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(w.fileMenu()->title(), QStringLiteral("文件(&F)"));
    QCOMPARE(Settings::instance().language(), QStringLiteral("zh_CN"));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && !w.dashboard()->isUpdatingCharts() && axisTitle() != englishAxis,
        kComputeTimeoutMs);
    QVERIFY(w.windowTitle().contains(QStringLiteral("算力规划器")));

    w.setLanguage(QStringLiteral("en"));
    QCOMPARE(w.fileMenu()->title(), QStringLiteral("&File"));
    QTRY_COMPARE_WITH_TIMEOUT(axisTitle(), englishAxis, kComputeTimeoutMs);
}

void TestMainWindow::damagedLibraryIsReportedAndLeftUntouched()
{
    const QString path = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    QByteArray bytes(16384, Qt::Uninitialized);
    QRandomGenerator random(18); // seeded: the same damaged file on every run
    for (char &b : bytes)
        b = char(random.bounded(256));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    Settings::instance().setDatabasePath(path);

    dialogs::setNextAnswer(QMessageBox::Close);
    MainWindow w;
    QVERIFY(w.quitRequested());
    QVERIFY(!w.store());
    QVERIFY(!w.messageBar()->isHidden());
    QVERIFY(w.messageBar()->text().contains(QDir::toNativeSeparators(path)) || w.messageBar()->text().contains(path));
    QVERIFY(!w.newAction()->isEnabled());
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), bytes);
}

void TestMainWindow::damagedLibraryCanBeReplacedKeepingTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QByteArray bytes = test::notADatabase();
    QVERIFY(test::writeBytes(path, bytes));
    Settings::instance().setDatabasePath(path);

    dialogs::setNextAnswer(QMessageBox::Reset);
    MainWindow w;
    QVERIFY(!w.quitRequested());
    QVERIFY(w.store());
    QCOMPARE(w.library()->model()->rowCount(), int(sampleScenarios()->size()));
    const QStringList aside = QDir(dir.path()).entryList({ QStringLiteral("library.sqlite.damaged-*") }, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(dir.filePath(aside.constFirst()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), bytes);
}

// Issue 17: the damaged-library dialog said its description twice (the store's sentence was
// wrapped in a second "is damaged (…)" sentence).
void TestMainWindow::damagedLibraryDialogStatesItsTextOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("this is not a database ").repeated(500));
    f.close();
    Settings::instance().setDatabasePath(path);

    dialogs::setNextAnswer(QMessageBox::Close);
    MainWindow w;
    QVERIFY(w.quitRequested());
    const QString text = dialogs::lastQuestion();
    const QString file = QDir::toNativeSeparators(path);
    QCOMPARE(text.count(file), 1);
    QCOMPARE(text.count(QStringLiteral("is damaged")), 1);
    QCOMPARE(text.count(QStringLiteral("left untouched")), 1);
    const QString description = w.messageBar()->text();
    QVERIFY(!description.isEmpty());
    QVERIFY2(text.startsWith(description + QStringLiteral("\n\n")), qPrintable(text));
    QCOMPARE(description.count(file), 1);
    QVERIFY(text.contains(QStringLiteral("Close: quit Compute Planner")));
}

// The full integrity check runs after the library is shown, on its own connection; damage that
// only it finds (an index that does not match its table) is reported in the message bar, and no
// backup copy is made of the damaged file.
void TestMainWindow::damageFoundByTheBackgroundCheckIsReported()
{
    const QString path = Settings::instance().databasePath();
    {
        MainWindow w;
        QTRY_VERIFY(!w.isCheckingLibrary());
        QVERIFY(w.messageBar()->isHidden());
    }
    for (const QString &backup : Store::backups(path))
        QVERIFY(QFile::remove(backup));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA writable_schema = ON")));
        QVERIFY(q.exec(QStringLiteral("UPDATE sqlite_master SET sql = 'CREATE INDEX scenarios_by_updated ON scenarios (name)' "
                                      "WHERE name = 'scenarios_by_updated'")));
        QCOMPARE(q.numRowsAffected(), 1);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    MainWindow w;
    QVERIFY(w.store()); // opened at once: the slow check does not hold up the window
    QCOMPARE(w.library()->model()->rowCount(), int(sampleScenarios()->size()));
    QTRY_VERIFY(!w.isCheckingLibrary());
    QVERIFY(!w.messageBar()->isHidden());
    QVERIFY2(w.messageBar()->text().contains(QStringLiteral("is damaged")), qPrintable(w.messageBar()->text()));
    QVERIFY(w.messageBar()->text().contains(QDir::toNativeSeparators(path)));
    QVERIFY(Store::backups(path).isEmpty());
}

// Tools → Accelerator Catalog… and Price Book…: the user's corrections are put in use when the
// dialog closes. An accelerator figure changes the open plan's numbers; a price edit goes into
// the price snapshot of new plans (saved plans keep theirs).
void TestMainWindow::correctionsFromTheToolsMenuApplyToPlans()
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.findChild<QMenu *>(QStringLiteral("menuTools"))->actions().contains(w.catalogAction()));
    QVERIFY(w.findChild<QMenu *>(QStringLiteral("menuTools"))->actions().contains(w.priceBookAction()));
    openSample(w, sampleName(QStringLiteral("13B")));
    const double capacityBefore = w.document()->report()->training->memory.capacityGiB;
    QVERIFY(capacityBefore > 70);

    QVERIFY(w.store()->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("memory_gb"), QStringLiteral("40") }));
    const PriceSnapshotEntry rack { QStringLiteral("colo.rack.hangzhou"), 8500.0, QStringLiteral("CNY"), QStringLiteral("per rack-month"),
        QStringLiteral("2026-11"), QStringLiteral("found"), QStringLiteral("IDC quote") };
    QVERIFY(w.store()->setPriceEdit(rack));
    const auto closeDialog = [] {
        QTRY_VERIFY(QApplication::activeModalWidget());
        qobject_cast<QDialog *>(QApplication::activeModalWidget())->accept();
    };
    QTimer::singleShot(0, closeDialog);
    w.catalogAction()->trigger();

    QCOMPARE(Catalog::builtIn().accelerator(QStringLiteral("a100-sxm-80gb"))->memoryGB, 40.0);
    QCOMPARE(Catalog::shipped().accelerator(QStringLiteral("a100-sxm-80gb"))->memoryGB, 80.0);
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report()->training
            && w.document()->report()->training->memory.capacityGiB < capacityBefore / 1.9,
        kComputeTimeoutMs);

    QCOMPARE(Catalog::builtIn().price(rack.key)->value, std::optional<double>(8500.0));
    NewPlanWizard wizard;
    const QList<PriceSnapshotEntry> prices = wizard.scenario().prices;
    const auto saved = std::find_if(prices.begin(), prices.end(), [&](const PriceSnapshotEntry &p) { return p.key == rack.key; });
    QVERIFY(saved != prices.end());
    QCOMPARE(saved->value, std::optional<double>(8500.0));

    // Reset in the dialog puts the shipped figures back in use.
    QVERIFY(w.store()->removeCatalogEdit(QStringLiteral("accelerator"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("memory_gb")));
    QVERIFY(w.store()->removePriceEdit(rack.key));
    QTimer::singleShot(0, closeDialog);
    w.priceBookAction()->trigger();
    QCOMPARE(Catalog::builtIn().accelerator(QStringLiteral("a100-sxm-80gb"))->memoryGB, 80.0);
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report()->training
            && qFuzzyCompare(w.document()->report()->training->memory.capacityGiB, capacityBefore),
        kComputeTimeoutMs);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
