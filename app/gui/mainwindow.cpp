#include "app/gui/mainwindow.h"

#include "app/charts/theme.h"
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "app/export/csvexport.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/dashboard.h"
#include "app/gui/editor/catalogdialog.h"
#include "app/gui/editor/pricebookdialog.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/guidedialog.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/gui/dialogs.h"
#include "app/gui/glossarydialog.h"
#include "app/gui/librarypanel.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/settings.h"
#include "app/i18n/i18n.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QtConcurrent/QtConcurrentRun>
#include <QVBoxLayout>

namespace cp::gui {

namespace {
constexpr int kAutosaveDelayMs = 3000;

// The store's errors are already whole sentences (describeStoreProblem); each is said once,
// without the path prefix that joinErrors would add (the sentence names the file).
QString storeProblemText(ErrorKind kind, const QString &path, const Errors &errors)
{
    QStringList lines;
    for (const Error &e : errors) {
        if (!e.message.isEmpty() && !lines.contains(e.message))
            lines << e.message;
    }
    return lines.isEmpty() ? describeStoreProblem(kind, path) : lines.join(QLatin1Char('\n'));
}

/// The checks that read the whole library, off the GUI thread on their own connection: the full
/// integrity check, then (on a sound file only) today's backup copy. Either one's failure is
/// returned and shown: a daily copy that cannot be written is a safety net the user lacks.
Errors checkLibraryInBackground(const QString &path)
{
    StoreOptions options;
    options.seedSamples = false;
    options.integrityCheckOnOpen = false; // run below, explicitly
    Expected<std::unique_ptr<Store>> store = Store::open(path, options);
    if (!store)
        return store.errors();
    if (const Status ok = (*store)->checkIntegrity(); !ok)
        return ok.errors();
    if (const Expected<QString> copied = (*store)->rotateBackups(); !copied)
        return copied.errors();
    return {};
}
} // namespace

namespace {
constexpr int kLibraryWidth = 560;
constexpr int kBusyWidth = 120;

QFont baseFont()
{
    static const QFont base = QApplication::font();
    return base;
}
} // namespace

void applyLanguage(const QString &language)
{
    const QFont base = baseFont();
    i18n::install(language);
    QFont font = charts::appFont(QLocale(language), 13);
    if (base.pointSizeF() > 0)
        font.setPointSizeF(base.pointSizeF());
    QApplication::setFont(font);
    // Top-level widgets get LanguageChange as a posted event; deliver it now so the UI has
    // switched when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_doc = new PlanDocument(this);
    createWidgets();
    createActions();
    createMenus();
    retranslateUi();

    connect(m_doc, &PlanDocument::reportReady, this, &MainWindow::onReportReady);
    connect(m_doc, &PlanDocument::computingChanged, this, &MainWindow::onComputing);
    connect(m_doc, &PlanDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);

    if (!restoreGeometry(Settings::instance().windowGeometry()))
        resize(1600, 1000);
    if (!restoreState(Settings::instance().windowState()))
        resizeDocks({ m_libraryDock }, { kLibraryWidth }, Qt::Horizontal);

    QString path = Settings::instance().databasePath();
    if (path.isEmpty())
        path = Store::defaultPath();
    openStore(path);
    showPlan(false);

    // Crash safety: unsaved edits go to a draft in the library every few seconds of quiet.
    // scenarioChanged comes after the undo stack has settled, so the first edit after opening a
    // plan is already dirty here.
    m_autosave = new QTimer(this);
    m_autosave->setObjectName(QStringLiteral("autosaveTimer"));
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(kAutosaveDelayMs);
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::autosaveDraft);
    connect(m_doc, &PlanDocument::scenarioChanged, this, [this] {
        if (m_doc->isDirty())
            m_autosave->start();
    });
    if (m_store)
        QTimer::singleShot(0, this, &MainWindow::offerDraftRecovery);
}

QString MainWindow::draftKey() const
{
    return m_doc->revision() > 0 ? m_doc->scenario().name : QString();
}

bool MainWindow::autosaveDraft()
{
    if (!m_store || !m_hasPlan || !m_doc->isDirty())
        return false;
    if (const Status status = m_store->saveDraft(m_doc->scenario(), draftKey()); !status) {
        statusBar()->showMessage(joinErrors(status.errors()), 5000);
        return false;
    }
    return true;
}

void MainWindow::setAutosaveDelay(int ms) { m_autosave->setInterval(ms); }
int MainWindow::autosaveDelay() const { return m_autosave->interval(); }

int MainWindow::offerDraftRecovery()
{
    if (!m_store)
        return 0;
    const auto drafts = m_store->drafts();
    if (!drafts || drafts->isEmpty())
        return 0;
    // A draft that cannot be removed is offered again at the next start; the user is told why.
    const auto discard = [this](const QString &name) {
        if (const Status gone = m_store->discardDraft(name); !gone)
            showMessage(tr("The unsaved changes could not be discarded; they will be offered again: %1").arg(joinErrors(gone.errors())), true);
    };
    int recovered = 0;
    for (const DraftInfo &d : *drafts) {
        const auto answer = dialogs::question(this, tr("Recover Unsaved Changes"),
            tr("“%1” has unsaved changes from %2 that were not saved before the app closed. Recover them?")
                .arg(d.title, QLocale().toString(d.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            discard(d.name);
            continue;
        }
        // The draft is read, not taken: it stays in the library until the recovered state has
        // been drafted again, so the edits are on disk at every moment (a second crash keeps them).
        auto draft = m_store->draft(d.name);
        if (!draft) {
            showMessage(joinErrors(draft.errors()), true);
            continue;
        }
        if (!d.name.isEmpty() && openScenario(d.name)) {
            const Scenario edited = *draft;
            m_doc->edit(tr("Recover unsaved changes"), [edited](Scenario &s) { s = edited; });
        } else {
            showPlan(true);
            m_doc->reset(*draft, 0);
            m_doc->undoStack()->resetClean(); // a plan that is not in the library: unsaved
        }
        if (!m_doc->isDirty()) {
            discard(d.name); // the draft equals the saved plan: nothing is unsaved
        } else if (autosaveDraft() && draftKey() != d.name) {
            discard(d.name); // drafted again under the plan's key; the old copy goes
        }
        ++recovered;
        break; // one plan is open at a time; others stay as drafts for the next start
    }
    return recovered;
}

MainWindow::~MainWindow()
{
    // The document is destroyed with the children, after this; its undo stack signals on the way.
    disconnect(m_doc->undoStack(), nullptr, this, nullptr);
    disconnect(m_doc, nullptr, this, nullptr);
    m_library->setStore(nullptr);
}

void MainWindow::createWidgets()
{
    m_library = new LibraryPanel;
    m_libraryDock = new QDockWidget;
    m_libraryDock->setObjectName(QStringLiteral("libraryDock"));
    m_libraryDock->setWidget(m_library);
    m_libraryDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_libraryDock);

    m_messages = new MessageBar;
    m_placeholder = new QLabel;
    m_placeholder->setObjectName(QStringLiteral("planPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);

    m_dashboard = new Dashboard;
    m_editorHost = new QWidget;
    m_editorHost->setObjectName(QStringLiteral("planEditorHost"));
    auto *hostLayout = new QVBoxLayout(m_editorHost);
    m_editorPlaceholder = new QLabel;
    m_editorPlaceholder->setAlignment(Qt::AlignCenter);
    m_editorPlaceholder->hide();
    hostLayout->setContentsMargins(0, 0, 0, 0);
    hostLayout->addWidget(m_editorPlaceholder);
    m_editor = new PlanEditor(m_doc);
    hostLayout->addWidget(m_editor);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("planTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_dashboard, QString());
    m_tabs->addTab(m_editorHost, QString());

    m_stack = new QStackedWidget;
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_tabs);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messages);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("statusText"));
    m_busy = new QProgressBar;
    m_busy->setObjectName(QStringLiteral("busyIndicator"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(kBusyWidth);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("statusProblem"));
    m_problem->setStyleSheet(QStringLiteral("color:#a4262c"));
    statusBar()->addWidget(m_busy);
    statusBar()->addWidget(m_status);
    statusBar()->addWidget(m_problem, 1);

    connect(m_library, &LibraryPanel::openRequested, this, &MainWindow::openScenario);
    connect(m_library, &LibraryPanel::newRequested, this, &MainWindow::newPlan);
    connect(m_library, &LibraryPanel::compareRequested, this, &MainWindow::compareRequested);
    connect(m_library, &LibraryPanel::renamed, this, &MainWindow::onRenamed);
    connect(m_library, &LibraryPanel::removed, this, &MainWindow::onRemoved);
    connect(m_library, &LibraryPanel::message, this, &MainWindow::showMessage);
    connect(m_dashboard, &Dashboard::message, this, &MainWindow::showMessage);
}

void MainWindow::createActions()
{
    auto make = [this](QStyle::StandardPixmap icon, const char *name, const QList<QKeySequence> &keys) {
        auto *a = new QAction(style()->standardIcon(icon), QString(), this);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        return a;
    };
    m_newAction = make(QStyle::SP_FileIcon, "actionNew", { QKeySequence::New });
    m_openAction = make(QStyle::SP_DialogOpenButton, "actionOpen", { QKeySequence::Open });
    m_saveAction = make(QStyle::SP_DialogSaveButton, "actionSave", { QKeySequence::Save });
    m_saveAsAction = make(QStyle::SP_DialogSaveButton, "actionSaveAs", { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S) });
    m_exportAction = make(QStyle::SP_ArrowRight, "actionExport", { QKeySequence(Qt::CTRL | Qt::Key_E) });
    m_quitAction = make(QStyle::SP_DialogCloseButton, "actionQuit", { QKeySequence::Quit });
    m_undoAction = make(QStyle::SP_ArrowBack, "actionUndo", { QKeySequence::Undo });
    m_redoAction = make(QStyle::SP_ArrowForward, "actionRedo", { QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence::Redo });
    m_preferencesAction = make(QStyle::SP_FileDialogDetailedView, "actionPreferences", { QKeySequence::Preferences });
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_resultsAction = make(QStyle::SP_FileDialogContentsView, "actionResults", { QKeySequence(Qt::CTRL | Qt::Key_1) });
    m_inputsAction = make(QStyle::SP_FileDialogListView, "actionInputs", { QKeySequence(Qt::CTRL | Qt::Key_2) });
    m_glossaryAction = make(QStyle::SP_DialogHelpButton, "actionGlossary", { QKeySequence::HelpContents });
    m_aboutAction = make(QStyle::SP_MessageBoxInformation, "actionAbout", {});
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_guideAction = make(QStyle::SP_FileDialogInfoView, "actionGuide", {});
    m_compareWithAction = make(QStyle::SP_FileDialogDetailedView, "actionCompareWith", {});
    m_priceBookAction = make(QStyle::SP_FileDialogListView, "actionPriceBook", {});
    m_catalogAction = make(QStyle::SP_DriveHDIcon, "actionCatalog", {});
    connect(m_priceBookAction, &QAction::triggered, this, &MainWindow::showPriceBook);
    connect(m_catalogAction, &QAction::triggered, this, &MainWindow::showCatalog);

    connect(m_newAction, &QAction::triggered, this, &MainWindow::newPlan);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFileInteractively);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    QUndoStack *undo = m_doc->undoStack();
    connect(m_undoAction, &QAction::triggered, undo, &QUndoStack::undo);
    connect(m_redoAction, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, this, &MainWindow::updateActions);
    connect(undo, &QUndoStack::canRedoChanged, this, &MainWindow::updateActions);
    connect(undo, &QUndoStack::undoTextChanged, this, &MainWindow::retranslateUi);
    connect(undo, &QUndoStack::redoTextChanged, this, &MainWindow::retranslateUi);
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(m_resultsAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_dashboard); });
    connect(m_inputsAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_editorHost); });
    connect(m_glossaryAction, &QAction::triggered, this, [this] {
        auto *dialog = new GlossaryDialog(i18n::languageFor(QLocale()), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    connect(m_guideAction, &QAction::triggered, this, [this] {
        auto *dialog = new GuideDialog(i18n::languageFor(QLocale()), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportInteractively);
    connect(m_compareWithAction, &QAction::triggered, this, &MainWindow::compareWithSelection);
    connect(this, &MainWindow::compareRequested, this, &MainWindow::showComparison);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Compute Planner"),
            tr("<h3>Compute Planner %1</h3><p>Plans GPU/NPU compute for large-model training and inference, "
               "and its total cost of ownership over three years.</p>")
                .arg(QStringLiteral(CP_VERSION)));
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_fileMenu->addActions({ m_newAction, m_openAction });
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({ m_saveAction, m_saveAsAction });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_compareWithAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("menuEdit"));
    m_editMenu->addActions({ m_undoAction, m_redoAction });
    m_editMenu->addSeparator();
    m_editMenu->addActions({ m_library->duplicateAction(), m_library->renameAction(), m_library->deleteAction() });
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferencesAction);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    m_toolBar->addActions({ m_newAction, m_openAction, m_saveAction });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ m_undoAction, m_redoAction });
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_viewMenu->addActions({ m_resultsAction, m_inputsAction });
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_libraryDock->toggleViewAction());
    m_viewMenu->addAction(m_toolBar->toggleViewAction());

    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->setObjectName(QStringLiteral("menuTools"));
    m_toolsMenu->addActions({ m_priceBookAction, m_catalogAction });

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addActions({ m_guideAction, m_glossaryAction, m_aboutAction });
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    m_libraryDock->setWindowTitle(tr("Scenario library"));
    m_newAction->setText(tr("&New Plan…"));
    m_newAction->setToolTip(tr("Create a new plan (%1)").arg(m_newAction->shortcut().toString(QKeySequence::NativeText)));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setToolTip(tr("Open a .cplan file into the library"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setToolTip(tr("Save the plan as a new revision in the library"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exportAction->setText(tr("&Export…"));
    m_exportAction->setToolTip(tr("Export charts, a PDF report or an Excel workbook"));
    m_quitAction->setText(tr("&Quit"));
    const QUndoStack *undo = m_doc->undoStack();
    m_undoAction->setText(undo->canUndo() ? tr("&Undo %1").arg(undo->undoText()) : tr("&Undo"));
    m_redoAction->setText(undo->canRedo() ? tr("&Redo %1").arg(undo->redoText()) : tr("&Redo"));
    m_preferencesAction->setText(tr("&Preferences…"));
    m_resultsAction->setText(tr("&Results"));
    m_inputsAction->setText(tr("&Inputs"));
    m_glossaryAction->setText(tr("&Glossary"));
    m_guideAction->setText(tr("User &Guide: Worked Examples"));
    m_compareWithAction->setText(tr("&Compare With Selected Plans…"));
    m_priceBookAction->setText(tr("&Price Book…"));
    m_priceBookAction->setToolTip(tr("Prices for new plans, with their sources; correct the assumptions"));
    m_catalogAction->setText(tr("Accelerator &Catalog…"));
    m_catalogAction->setToolTip(tr("Accelerator figures (TFLOP/s, memory, bandwidth) used by every plan"));
    m_compareWithAction->setToolTip(tr("Compare the open plan with the plans selected in the library (one to three)"));
    m_aboutAction->setText(tr("&About Compute Planner"));
    m_tabs->setTabText(m_tabs->indexOf(m_dashboard), tr("Results"));
    m_tabs->setTabText(m_tabs->indexOf(m_editorHost), tr("Inputs"));
    m_editorPlaceholder->setText(tr("The plan's inputs are edited here."));
    m_placeholder->setText(m_store ? tr("Open a scenario from the library, or create a new plan.")
                                   : tr("No scenario library is open."));
    onComputing(m_computing);
    updateTitle();
    updateActions();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    const QString app = tr("Compute Planner");
    if (!m_hasPlan) {
        setWindowTitle(app);
        return;
    }
    const bool dirty = m_doc->isDirty();
    setWindowTitle(QStringLiteral("%1%2 — %3").arg(m_doc->scenario().name, dirty ? QStringLiteral("*") : QString(), app));
}

void MainWindow::updateActions()
{
    const bool store = m_store != nullptr;
    m_newAction->setEnabled(store);
    m_openAction->setEnabled(store);
    m_saveAction->setEnabled(store && m_hasPlan);
    m_saveAsAction->setEnabled(store && m_hasPlan);
    m_exportAction->setEnabled(m_hasPlan);
    m_compareWithAction->setEnabled(m_hasPlan);
    m_resultsAction->setEnabled(m_hasPlan);
    m_inputsAction->setEnabled(m_hasPlan);
    m_undoAction->setEnabled(m_hasPlan && m_doc->undoStack()->canUndo());
    m_redoAction->setEnabled(m_hasPlan && m_doc->undoStack()->canRedo());
}

void MainWindow::showPlan(bool show)
{
    m_hasPlan = show;
    m_stack->setCurrentWidget(show ? static_cast<QWidget *>(m_tabs) : m_placeholder);
    if (!show) {
        m_dashboard->clear();
        m_problem->clear();
    }
    updateTitle();
    updateActions();
}

void MainWindow::showMessage(const QString &text, bool isError)
{
    if (isError)
        m_messages->showMessage(text, MessageBar::Kind::Error);
    else
        statusBar()->showMessage(text, 5000);
}

void MainWindow::onReportReady()
{
    const auto &report = m_doc->report();
    if (!report || !m_hasPlan)
        return;
    m_dashboard->setReport(*report);
    m_problem->setText(report->problems.isEmpty() ? QString() : report->problems.constFirst().toString());
}

void MainWindow::onComputing(bool computing)
{
    m_computing = computing;
    m_busy->setVisible(computing);
    m_status->setText(computing ? tr("Computing…") : tr("Ready"));
}

// --- plans ---------------------------------------------------------------------------------

bool MainWindow::maybeSave()
{
    if (!m_hasPlan || !m_doc->isDirty())
        return true;
    const auto answer = dialogs::question(this, tr("Unsaved Changes"),
        tr("“%1” has changes that are not saved. Save them to the library?").arg(m_doc->scenario().name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard && m_store) {
        // The edits are dropped as asked; a draft that stays is offered again at the next start.
        if (const Status gone = m_store->discardDraft(m_doc->revision() > 0 ? m_doc->scenario().name : QString()); !gone)
            showMessage(tr("The unsaved changes could not be discarded; they will be offered again: %1").arg(joinErrors(gone.errors())), true);
    }
    return answer == QMessageBox::Discard;
}

NewPlanWizard *MainWindow::newPlanWizard() const { return m_wizard.data(); }
CompareView *MainWindow::compareView() const { return m_compareView.data(); }

void MainWindow::newPlan()
{
    if (!m_store || !maybeSave())
        return;
    if (NewPlanWizard *open = m_wizard.data()) {
        open->raise();
        return;
    }
    auto *wizard = new NewPlanWizard(this);
    m_wizard = wizard;
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QDialog::accepted, this, [this, wizard] { createPlanFromWizard(wizard->scenario()); });
    wizard->open();
}

void MainWindow::createPlanFromWizard(Scenario scenario)
{
    if (!m_store)
        return;
    scenario.name = uniqueScenarioName(*m_store, scenario.name.trimmed().isEmpty() ? tr("Untitled plan") : scenario.name.trimmed());
    showPlan(true);
    m_doc->reset(scenario, 0);
    m_tabs->setCurrentWidget(m_dashboard);
    save(); // a new plan is in the library from the start (revision 1)
}

Status MainWindow::exportPlan(const QString &path)
{
    if (!m_hasPlan)
        return Error { path, tr("open a plan first") };
    m_doc->waitForReport();
    if (!m_doc->report())
        return Error { path, tr("the plan has no results yet") };
    const analysis::PlanReport &report = *m_doc->report();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf")) {
        exports::ReportOptions options;
        options.locale = QLocale();
        options.revision = m_doc->revision();
        options.generatedAt = QDateTime::currentDateTimeUtc();
        return exports::exportReportPdf(report, path, options);
    }
    if (suffix == QLatin1String("xlsx")) {
        exports::WorkbookOptions options;
        options.locale = QLocale();
        return exports::exportWorkbook({ report }, path, options);
    }
    if (suffix == QLatin1String("csv")) {
        if (!report.tco)
            return Error { path, tr("this plan has no cash flows to export (no payment options)") };
        return exports::exportCashFlowsCsv(*report.tco, path);
    }
    return Error { path, tr("unknown file type '%1'; use .pdf (report), .xlsx (workbook) or .csv (cash flows)").arg(suffix) };
}

void MainWindow::exportInteractively()
{
    if (!m_hasPlan)
        return;
    QString folder = Settings::instance().exportFolder();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString path = dialogs::saveFileName(this, tr("Export Plan"),
        QDir(folder).filePath(m_doc->scenario().name + QStringLiteral(".pdf")),
        tr("PDF report (*.pdf);;Excel workbook (*.xlsx);;Monthly cash flows, CSV (*.csv)"));
    if (path.isEmpty())
        return;
    Settings::instance().setExportFolder(QFileInfo(path).absolutePath());
    const Status status = exportPlan(path);
    if (status)
        showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)), false);
    else
        showMessage(joinErrors(status.errors()), true);
}

void MainWindow::compareWithSelection()
{
    if (!m_hasPlan)
        return;
    QStringList names { m_doc->scenario().name };
    for (const QString &n : m_library->selectedNames()) {
        if (!names.contains(n) && names.size() < 4)
            names << n;
    }
    if (names.size() < 2) {
        showMessage(tr("Select one to three other plans in the library to compare with this one."), false);
        return;
    }
    showComparison(names);
}

void MainWindow::showComparison(const QStringList &names)
{
    if (!m_store || names.size() < 2 || names.size() > 4)
        return;
    CompareView *view = m_compareView.data();
    if (!view) {
        view = new CompareView(m_store.get(), this);
        view->setAttribute(Qt::WA_DeleteOnClose);
        view->setWindowFlag(Qt::Window);
        view->resize(1600, 1000);
        m_compareView = view;
    }
    view->setWindowTitle(tr("Compare plans — Compute Planner"));
    view->setPlans(names);
    view->show();
    view->raise();
}

bool MainWindow::openScenario(const QString &name)
{
    if (!m_store || !maybeSave())
        return false;
    auto scenario = m_store->load(name);
    if (!scenario) {
        showMessage(joinErrors(scenario.errors()), true);
        return false;
    }
    int revision = 0;
    if (auto revisions = m_store->revisions(name)) {
        for (const RevisionInfo &r : *revisions)
            revision = qMax(revision, r.number);
    }
    showPlan(true);
    m_doc->reset(*scenario, revision);
    Settings::instance().addRecentScenario(name);
    m_library->refresh();
    m_library->selectName(name);
    m_messages->hide();
    return true;
}

void MainWindow::openFileInteractively()
{
    const QString path = dialogs::openFileName(this, tr("Open Scenario File"), QDir::homePath(),
        tr("Compute Planner scenario (*.cplan);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    if (!m_store)
        return false;
    Errors notes;
    auto scenario = cplan::readFile(path, Catalog::builtIn(), &notes);
    if (!scenario) {
        showMessage(tr("Could not open %1: %2").arg(QDir::toNativeSeparators(path), joinErrors(scenario.errors())), true);
        return false;
    }
    Scenario imported = *scenario;
    if (auto existing = m_store->load(imported.name)) {
        Scenario same = imported;
        same.created = existing->created;
        same.updated = existing->updated;
        same.appVersion = existing->appVersion;
        if (same == *existing)
            return openScenario(imported.name); // the library has this plan already
    }
    imported.name = uniqueScenarioName(*m_store, imported.name);
    const bool keepTimes = imported.created.isValid() && imported.updated.isValid();
    if (auto saved = m_store->save(imported, tr("Imported from %1").arg(QFileInfo(path).fileName()), !keepTimes); !saved) {
        showMessage(joinErrors(saved.errors()), true);
        return false;
    }
    m_library->refresh();
    if (!openScenario(imported.name))
        return false;
    showImportNotes(path, notes);
    return true;
}

void MainWindow::showImportNotes(const QString &path, const Errors &notes)
{
    if (notes.isEmpty())
        return;
    // The file relied on defaults: say which, so nobody mistakes a default for a value they chose.
    m_messages->showMessage(tr("%1 left out some fields; these defaults are used (check them in the editor):\n%2")
                                .arg(QDir::toNativeSeparators(QFileInfo(path).fileName()), joinErrors(notes)),
        MessageBar::Kind::Warning);
}

bool MainWindow::save()
{
    if (!m_store || !m_hasPlan)
        return false;
    auto revision = m_store->save(m_doc->scenario());
    if (!revision) {
        showMessage(joinErrors(revision.errors()), true);
        return false;
    }
    m_doc->markSaved(*revision);
    Settings::instance().addRecentScenario(m_doc->scenario().name);
    m_library->refresh();
    m_library->selectName(m_doc->scenario().name);
    updateTitle();
    showMessage(tr("Saved “%1” (revision %2).").arg(m_doc->scenario().name).arg(*revision), false);
    return true;
}

bool MainWindow::saveAs()
{
    if (!m_store || !m_hasPlan)
        return false;
    const QString name = dialogs::text(this, tr("Save As"), tr("Name of the new scenario:"),
        uniqueScenarioName(*m_store, m_doc->scenario().name));
    if (name.isEmpty())
        return false;
    if (name != uniqueScenarioName(*m_store, name)) {
        showMessage(tr("A scenario named “%1” already exists; choose another name.").arg(name), true);
        return false;
    }
    m_doc->edit(tr("Rename to “%1”").arg(name), [name](Scenario &s) { s.name = name; });
    return save();
}

void MainWindow::onRenamed(const QString &from, const QString &to)
{
    if (!m_hasPlan || m_doc->scenario().name != from)
        return;
    const bool wasClean = !m_doc->isDirty();
    m_doc->edit(tr("Rename to “%1”").arg(to), [to](Scenario &s) { s.name = to; });
    if (wasClean)
        m_doc->markSaved(m_doc->revision());
    updateTitle();
}

void MainWindow::onRemoved(const QStringList &names)
{
    if (m_hasPlan && names.contains(m_doc->scenario().name))
        showPlan(false);
    showMessage(tr("Deleted %n scenario(s).", nullptr, int(names.size())), false);
}

// --- library -------------------------------------------------------------------------------

bool MainWindow::openStore(const QString &path)
{
    m_library->setStore(nullptr);
    m_store.reset();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // The full integrity check reads the whole file; it runs in the background (startLibraryCheck)
    // so the library shows at once. The header and schema are still checked before anything is read.
    StoreOptions options;
    options.integrityCheckOnOpen = false;
    auto opened = Store::open(path, options);
    if (!opened) {
        if (!recoverStore(path, opened.errors()))
            return false;
    } else {
        m_store = std::move(*opened);
    }
    startLibraryCheck();
    m_library->setStore(m_store.get());
    applyUserCatalog();
    retranslateUi();
    return true;
}

void MainWindow::startLibraryCheck()
{
    if (!m_store)
        return;
    const QString path = m_store->path();
    auto *watcher = new QFutureWatcher<Errors>(this);
    m_libraryChecks.append(watcher);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path] {
        m_libraryChecks.removeAll(watcher);
        watcher->deleteLater();
        const Errors errors = watcher->result();
        if (errors.isEmpty() || !m_store || m_store->path() != path)
            return; // sound, or a library no longer open
        m_messages->showMessage(storeProblemText(ErrorKind::Damaged, path, errors), MessageBar::Kind::Error);
    });
    watcher->setFuture(QtConcurrent::run(checkLibraryInBackground, path));
}

void MainWindow::applyUserCatalog()
{
    if (!m_store)
        return;
    if (const Expected<Catalog> edited = m_store->editedCatalog(Catalog::shipped())) {
        Catalog::install(*edited);
    } else {
        Catalog::install(Catalog::shipped());
        m_messages->showMessage(tr("Your price book and catalog corrections are not in use: %1. Open Tools → Accelerator Catalog… "
                                   "to correct or reset them.").arg(joinErrors(edited.errors())),
            MessageBar::Kind::Error);
    }
    if (m_editor)
        m_editor->catalogChanged();
    if (m_hasPlan)
        m_doc->refresh();
}

void MainWindow::showPriceBook()
{
    if (!m_store)
        return;
    PriceBookDialog dialog(m_store.get(), this);
    dialog.exec();
    applyUserCatalog();
}

void MainWindow::showCatalog()
{
    if (!m_store)
        return;
    CatalogDialog dialog(m_store.get(), this);
    dialog.exec();
    applyUserCatalog();
}

bool MainWindow::recoverStore(const QString &path, const Errors &errors)
{
    const ErrorKind problem = kindOf(errors);
    const QString description = storeProblemText(problem, path, errors);
    m_messages->showMessage(description, MessageBar::Kind::Error);
    const QStringList backups = Store::backups(path);
    const bool canStartNew = problem == ErrorKind::Damaged || problem == ErrorKind::TooNew
        || problem == ErrorKind::NotALibrary || problem == ErrorKind::Io;
    QMessageBox::StandardButtons buttons = QMessageBox::Close;
    QStringList choices;
    if (!backups.isEmpty()) {
        buttons |= QMessageBox::Open;
        choices << tr("Open: use the newest backup copy (%1).").arg(QDir::toNativeSeparators(backups.constFirst()));
    }
    if (canStartNew) {
        buttons |= QMessageBox::Reset;
        choices << tr("Reset: start a new, empty library. Your file is kept next to it, renamed.");
    }
    if (problem == ErrorKind::Busy || problem == ErrorKind::ReadOnly || problem == ErrorKind::DiskFull) {
        buttons |= QMessageBox::Retry;
        choices << tr("Retry: try again after closing the other program or freeing space.");
    }
    choices << tr("Close: quit Compute Planner without changing anything.");
    const QString text = description + QStringLiteral("\n\n") + choices.join(QLatin1Char('\n'));
    const auto answer = dialogs::question(this, tr("Scenario Library"), text, buttons, QMessageBox::Close);

    Expected<std::unique_ptr<Store>> opened = Error { path, description };
    switch (answer) {
    case QMessageBox::Open:
        opened = Store::openBackup(backups.constFirst(), path);
        break;
    case QMessageBox::Reset:
        opened = Store::startNew(path);
        break;
    case QMessageBox::Retry:
        opened = Store::open(path);
        break;
    default:
        m_quitRequested = true;
        return false;
    }
    if (!opened)
        return recoverStore(path, opened.errors());
    m_store = std::move(*opened);
    m_messages->hide();
    return true;
}

void MainWindow::setLanguage(const QString &language)
{
    applyLanguage(language);
    Settings::instance().setLanguage(language);
    if (m_hasPlan)
        m_doc->refresh();
}

void MainWindow::showPreferences()
{
    QString current = Settings::instance().databasePath();
    if (current.isEmpty())
        current = m_store ? m_store->path() : Store::defaultPath();
    PreferencesDialog dialog(i18n::languageFor(QLocale()), current, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.language() != i18n::languageFor(QLocale()))
        setLanguage(dialog.language());
    const QString path = dialog.databasePath();
    if (!path.isEmpty() && (!m_store || QFileInfo(path) != QFileInfo(m_store->path()))) {
        if (!maybeSave())
            return;
        showPlan(false);
        if (openStore(path))
            Settings::instance().setDatabasePath(path);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    Settings::instance().setWindowGeometry(saveGeometry());
    Settings::instance().setWindowState(saveState());
    Settings::instance().sync();
    event->accept();
}

} // namespace cp::gui
