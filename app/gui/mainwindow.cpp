#include "app/gui/mainwindow.h"

#include "app/charts/theme.h"
#include "app/gui/accuracydialog.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/dashboard.h"
#include "app/gui/dialogs.h"
#include "app/gui/editor/catalogdialog.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/editor/pricebookdialog.h"
#include "app/gui/editor/wheelguard.h"
#include "app/gui/glossarydialog.h"
#include "app/gui/guidedialog.h"
#include "app/gui/historydialog.h"
#include "app/gui/librarypanel.h"
#include "app/gui/messagebar.h"
#include "app/gui/pilotdialog.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/session.h"
#include "app/gui/settings.h"
#include "app/gui/windowfit.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/i18n/i18n.h"
#include "core/calibrate/pilot.h"
#include "core/catalog/catalog.h"
#include "core/store/plancount.h"
#include "core/store/store.h"
#include "core/units/formatrange.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace cp::gui {

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
    WheelGuard::install(); // before any widget is polished
    setObjectName(QStringLiteral("MainWindow"));
    m_session = new Session(this);
    m_session->setDialogParent(this);
    m_doc = m_session->document();
    createWidgets();
    createActions();
    createMenus();
    retranslateUi();

    connect(m_doc, &PlanDocument::reportReady, this, &MainWindow::onReportReady);
    connect(m_doc, &PlanDocument::computingChanged, this, &MainWindow::onComputing);
    connect(m_doc, &PlanDocument::rangesComputingChanged, this, [this](bool computing) {
        m_dashboard->setRangesComputing(computing, m_doc->rangeSettings().samples);
    });
    connect(m_doc, &PlanDocument::rangesProgress, m_dashboard, &Dashboard::setRangesProgress);
    connect(m_doc, &PlanDocument::rangesReady, this, [this] { m_dashboard->setRanges(m_doc->ranges(), m_doc->rangesProblem()); });
    connect(m_dashboard, &Dashboard::accuracyRequested, this, &MainWindow::showAccuracy);
    connect(m_doc, &PlanDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_session, &Session::message, this, &MainWindow::showMessage);
    connect(m_session, &Session::warning, this, [this](const QString &text) {
        m_messages->showMessage(text, MessageBar::Kind::Warning);
    });
    connect(m_session, &Session::messagesCleared, m_messages, &MessageBar::hide);
    connect(m_session, &Session::storeAboutToClose, this, [this] { m_library->setStore(nullptr); });
    connect(m_session, &Session::storeOpened, this, &MainWindow::onStoreOpened);
    connect(m_session, &Session::libraryChanged, this, [this](const QString &select) {
        m_library->refresh();
        if (!select.isEmpty())
            m_library->selectName(select);
    });
    connect(m_session, &Session::planShown, this, &MainWindow::showPlan);
    connect(m_session, &Session::planSaved, this, &MainWindow::updateTitle);
    connect(m_session, &Session::catalogChanged, m_editor, &PlanEditor::catalogChanged);
    connect(m_session, &Session::accessChanged, this, &MainWindow::onAccessChanged);

    windowfit::restore(this, Settings::instance().windowGeometry(), QSize(1600, 1000));
    if (!restoreState(Settings::instance().windowState()))
        resizeDocks({ m_libraryDock }, { kLibraryWidth }, Qt::Horizontal);

    QString path = Settings::instance().databasePath();
    if (path.isEmpty())
        path = Store::defaultPath();
    if (Settings::instance().useTeamLibrary() && !Settings::instance().teamLibraryAddress().isEmpty())
        path = Settings::instance().teamLibraryAddress();
    openStore(path);
    m_session->closePlan();
    if (store())
        QTimer::singleShot(0, this, &MainWindow::offerDraftRecovery);
}

Store *MainWindow::store() const { return m_session->store(); }
bool MainWindow::hasPlan() const { return m_session->hasPlan(); }
bool MainWindow::quitRequested() const { return m_session->quitRequested(); }
bool MainWindow::isCheckingLibrary() const { return m_session->isCheckingLibrary(); }
bool MainWindow::autosaveDraft() { return m_session->autosaveDraft(); }
void MainWindow::setAutosaveDelay(int ms) { m_session->setAutosaveDelay(ms); }
int MainWindow::autosaveDelay() const { return m_session->autosaveDelay(); }
int MainWindow::offerDraftRecovery() { return m_session->offerDraftRecovery(); }

MainWindow::~MainWindow()
{
    // The document is destroyed with the children, after this; its undo stack signals on the way.
    disconnect(m_doc->undoStack(), nullptr, this, nullptr);
    disconnect(m_doc, nullptr, this, nullptr);
    disconnect(m_session, nullptr, this, nullptr);
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
    hostLayout->setContentsMargins(0, 0, 0, 0);
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
    connect(m_library, &LibraryPanel::openComparisonRequested, this, &MainWindow::openSavedComparison);
    connect(m_library, &LibraryPanel::renamed, this, &MainWindow::onRenamed);
    connect(m_library, &LibraryPanel::removed, this, &MainWindow::onRemoved);
    connect(m_library, &LibraryPanel::message, this, &MainWindow::showMessage);
    connect(m_library, &LibraryPanel::historyRequested, this, &MainWindow::showHistory);
    connect(m_library, &LibraryPanel::copyRequested, m_session, &Session::copyToOtherLibrary);
    connect(m_dashboard, &Dashboard::message, this, &MainWindow::showMessage);
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
    if (!hasPlan()) {
        setWindowTitle(app);
        return;
    }
    const bool dirty = m_doc->isDirty();
    setWindowTitle(QStringLiteral("%1%2 — %3").arg(m_doc->scenario().name, dirty ? QStringLiteral("*") : QString(), app));
}

void MainWindow::updateActions()
{
    const bool hasStore = store() != nullptr;
    const bool plan = hasPlan();
    const QString readOnly = m_session->readOnlyReason();
    const bool writable = readOnly.isEmpty();
    m_newAction->setEnabled(hasStore && writable);
    m_openAction->setEnabled(hasStore && writable);
    m_saveAction->setEnabled(hasStore && plan && writable);
    m_saveAsAction->setEnabled(hasStore && plan && writable);
    m_historyAction->setEnabled(hasStore && plan);
    // The editor stays readable; a viewer cannot change the plan.
    m_editor->setEnabled(writable);
    for (QAction *a : { m_newAction, m_openAction, m_saveAction, m_saveAsAction }) {
        if (!writable)
            a->setToolTip(readOnly);
    }
    m_exportAction->setEnabled(plan);
    m_exportDeckAction->setEnabled(plan);
    m_pilotAction->setEnabled(hasStore && plan);
    m_compareWithAction->setEnabled(plan);
    m_resultsAction->setEnabled(plan);
    m_inputsAction->setEnabled(plan);
    m_undoAction->setEnabled(plan && m_doc->undoStack()->canUndo());
    m_redoAction->setEnabled(plan && m_doc->undoStack()->canRedo());
}

void MainWindow::showPlan(bool show)
{
    m_stack->setCurrentWidget(show ? static_cast<QWidget *>(m_tabs) : m_placeholder);
    if (show) {
        // A plan opens at its top, not where the previous plan was scrolled to.
        for (QScrollArea *scroll : { m_dashboard->scrollArea(), m_editor->scrollArea() }) {
            scroll->verticalScrollBar()->setValue(0);
            scroll->horizontalScrollBar()->setValue(0);
        }
    }
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
    if (!report || !hasPlan())
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

bool MainWindow::maybeSave() { return m_session->maybeSave(); }

NewPlanWizard *MainWindow::newPlanWizard() const { return m_wizard.data(); }
CompareView *MainWindow::compareView() const { return m_compareView.data(); }

void MainWindow::newPlan()
{
    if (!store() || !maybeSave())
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
    if (!store())
        return;
    m_tabs->setCurrentWidget(m_dashboard);
    m_session->createPlan(std::move(scenario));
}

Status MainWindow::exportPlan(const QString &path) { return m_session->exportPlan(path); }

void MainWindow::exportInteractively()
{
    if (!hasPlan())
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

void MainWindow::exportDeckInteractively()
{
    if (!hasPlan())
        return;
    QString folder = Settings::instance().exportFolder();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString path = dialogs::saveFileName(this, tr("Export Board Deck"),
        QDir(folder).filePath(m_doc->scenario().name + QStringLiteral(".pptx")), tr("Board deck, PowerPoint and WPS (*.pptx)"));
    if (path.isEmpty())
        return;
    Settings::instance().setExportFolder(QFileInfo(path).absolutePath());
    // The deck is a .pptx whatever the name typed: exportPlan goes by the suffix.
    const QString file = QFileInfo(path).suffix().compare(QLatin1String("pptx"), Qt::CaseInsensitive) == 0 ? path : path + QStringLiteral(".pptx");
    const Status status = exportPlan(file);
    if (status)
        showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(file)), false);
    else
        showMessage(joinErrors(status.errors()), true);
}

void MainWindow::compareWithSelection()
{
    if (!hasPlan())
        return;
    QStringList names { m_doc->scenario().name };
    for (const QString &n : m_library->selectedNames()) {
        if (!names.contains(n) && names.size() < compare::kMaxPlans)
            names << n;
    }
    if (!compare::isComparableCount(names.size())) {
        showMessage(tr("Select one to three other plans in the library to compare with this one."), false);
        return;
    }
    showComparison(names);
}

void MainWindow::showComparison(const QStringList &names)
{
    if (!store() || !compare::isComparableCount(names.size()))
        return;
    CompareView *view = compareWindow();
    view->setPlans(names);
    view->show();
    view->raise();
}

bool MainWindow::openSavedComparison(const QString &name)
{
    if (!store())
        return false;
    CompareView *view = compareWindow();
    const bool opened = view->openComparison(name);
    view->show();
    view->raise();
    return opened;
}

CompareView *MainWindow::compareWindow()
{
    CompareView *view = m_compareView.data();
    if (!view) {
        view = new CompareView(store(), this);
        view->setAttribute(Qt::WA_DeleteOnClose);
        view->setWindowFlag(Qt::Window);
        windowfit::place(view, QSize(1600, 1000));
        connect(view, &CompareView::comparisonSaved, m_library, &LibraryPanel::refresh);
        m_compareView = view;
    }
    view->setWindowTitle(tr("Compare plans — Compute Planner"));
    return view;
}

bool MainWindow::openScenario(const QString &name) { return m_session->openScenario(name); }

void MainWindow::openFileInteractively()
{
    const QString path = dialogs::openFileName(this, tr("Open Scenario File"), QDir::homePath(),
        tr("Compute Planner scenario (*.cplan);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path) { return m_session->openFile(path); }

bool MainWindow::save() { return m_session->save(); }

bool MainWindow::saveAs()
{
    if (!store() || !hasPlan())
        return false;
    const QString name = dialogs::text(this, tr("Save As"), tr("Name of the new scenario:"),
        m_session->freeNameFor(m_doc->scenario().name));
    return m_session->saveAs(name);
}

void MainWindow::onRenamed(const QString &from, const QString &to)
{
    if (!hasPlan() || m_doc->scenario().name != from)
        return;
    m_session->planRenamed(from, to);
    updateTitle();
}

void MainWindow::onRemoved(const QStringList &names)
{
    m_session->plansRemoved(names);
    showMessage(tr("Deleted %n scenario(s).", nullptr, int(names.size())), false);
}

// --- library -------------------------------------------------------------------------------

bool MainWindow::openStore(const QString &path) { return m_session->openStore(path); }

void MainWindow::updatePilotPoints()
{
    QList<calibrate::PilotPoint> points;
    if (store()) {
        if (auto stored = store()->calibrations())
            points = *stored;
    }
    m_doc->setPilotPoints(points);
}

void MainWindow::onStoreOpened()
{
    m_library->setStore(store());
    updatePilotPoints();
    retranslateUi();
}

void MainWindow::onAccessChanged()
{
    const QString readOnly = m_session->readOnlyReason();
    m_library->setReadOnlyReason(readOnly);
    using Target = LibraryPanel::CopyTarget;
    m_library->setCopyTarget(m_session->otherLibrary().isEmpty() ? Target::None
            : m_session->isTeamLibrary()                         ? Target::Personal
                                                                 : Target::Team);
    m_teamRetryAction->setVisible(m_session->isOffline());
    retranslateUi(); // tooltips and the retry action's text follow the state
    if (!readOnly.isEmpty())
        m_messages->showMessage(readOnly, MessageBar::Kind::Warning);
    else if (!m_shownReadOnly.isEmpty() && m_messages->text() == m_shownReadOnly)
        m_messages->hide(); // writing is allowed again
    m_shownReadOnly = readOnly;
}

HistoryDialog *MainWindow::showHistory(const QString &name)
{
    if (!store())
        return nullptr;
    auto *dialog = new HistoryDialog(store(), name, m_session->readOnlyReason(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_session, &Session::storeAboutToClose, dialog, &QWidget::close);
    connect(dialog, &HistoryDialog::restored, this, [this](const QString &plan) {
        m_library->refresh();
        // The open plan follows when it has no unsaved edits; with edits, its next save shows
        // the restored revision as a conflict.
        if (hasPlan() && m_doc->scenario().name == plan && !m_doc->isDirty())
            m_session->openScenario(plan);
    });
    dialog->show();
    return dialog;
}

void MainWindow::applyUserCatalog() { m_session->applyUserCatalog(); }

void MainWindow::showPriceBook()
{
    if (!store())
        return;
    PriceBookDialog dialog(store(), this);
    dialog.exec();
    applyUserCatalog();
}

QList<OwnPoint> MainWindow::ownCalibrationPoints() const
{
    QList<OwnPoint> own;
    if (!store())
        return own;
    const auto points = store()->calibrations();
    if (!points)
        return own;
    for (const calibrate::PilotPoint &p : *points) {
        const Accelerator *acc = Catalog::builtIn().accelerator(p.accelerator);
        const QString label = QStringLiteral("%1, %2").arg(acc ? acc->name : p.accelerator,
            units::formatDate(p.createdAt.toLocalTime().date()));
        if (const auto tps = calibrate::measuredTokensPerSecond(p))
            own << OwnPoint { QStringLiteral("throughput"), *tps, p.predictedTokensPerS, label };
        if (p.measuredPeakGiB)
            own << OwnPoint { QStringLiteral("memory"), *p.measuredPeakGiB, p.predictedPeakGiB, label };
    }
    return own;
}

AccuracyDialog *MainWindow::showAccuracy()
{
    if (!m_accuracy) {
        m_accuracy = new AccuracyDialog(this);
        m_accuracy->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_accuracy->setOwnPoints(ownCalibrationPoints());
    m_accuracy->show();
    m_accuracy->raise();
    return m_accuracy;
}

PilotDialog *MainWindow::showPilotCalibration()
{
    if (!store() || !hasPlan())
        return nullptr;
    delete m_pilot; // its configuration is the plan's when it opened
    m_pilot = new PilotDialog(store(), m_doc->scenario(), m_session->readOnlyReason(), this);
    m_pilot->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_pilot, &PilotDialog::calibrationsChanged, this, [this] {
        if (m_accuracy)
            m_accuracy->setOwnPoints(ownCalibrationPoints());
        updatePilotPoints();
        m_doc->refresh();
    });
    m_pilot->show();
    return m_pilot;
}

void MainWindow::showCatalog()
{
    if (!store())
        return;
    CatalogDialog dialog(store(), this);
    dialog.exec();
    applyUserCatalog();
}

void MainWindow::setLanguage(const QString &language)
{
    applyLanguage(language);
    Settings::instance().setLanguage(language);
    if (hasPlan())
        m_doc->refresh();
}

void MainWindow::showPreferences()
{
    QString current = Settings::instance().databasePath();
    if (current.isEmpty())
        current = store() && !m_session->isTeamLibrary() ? store()->path() : Store::defaultPath();
    PreferencesDialog dialog(i18n::languageFor(QLocale()), current, this);
    dialog.setTeamLibrary(Settings::instance().teamLibraryUri(), Settings::instance().teamSslMode(),
        Settings::instance().useTeamLibrary());
    dialog.setConnectionTest([this](const QString &address) { return m_session->testConnection(address); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyPreferences(dialog);
}

void MainWindow::applyPreferences(const PreferencesDialog &dialog)
{
    if (dialog.language() != i18n::languageFor(QLocale()))
        setLanguage(dialog.language());
    Settings &settings = Settings::instance();
    settings.setTeamLibraryUri(dialog.teamUri()); // without a password, whatever was typed
    settings.setTeamSslMode(dialog.teamSslMode());
    const bool team = dialog.useTeamLibrary() && !dialog.teamAddress().isEmpty();
    settings.setUseTeamLibrary(team);
    const QString path = dialog.databasePath();
    const QString target = team ? dialog.teamAddress() : path;
    const bool sameLibrary = store()
        && (team ? m_session->address() == target && !m_session->isOffline()
                 : !m_session->isTeamLibrary() && QFileInfo(path) == QFileInfo(store()->path()));
    if (target.isEmpty() || sameLibrary) {
        onAccessChanged(); // the other library for "Copy to …" may have changed
        return;
    }
    if (!maybeSave())
        return;
    m_session->closePlan();
    if (team) {
        if (!path.isEmpty())
            settings.setDatabasePath(path);
        openStore(target);
    } else if (openStore(path)) {
        settings.setDatabasePath(path);
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
