// The main window's actions, menus and their translated texts (mainwindow.cpp builds the rest).
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
#include "app/gui/mainwindow.h"
#include "app/gui/messagebar.h"
#include "app/gui/pilotdialog.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/session.h"
#include "app/gui/settings.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/i18n/i18n.h"
#include "core/calibrate/pilot.h"
#include "core/catalog/catalog.h"
#include "core/store/plancount.h"
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

// "&Undo Change PUE" → "Undo Change PUE", "撤销(&U) 修改 PUE" → "撤销 修改 PUE".
QString withoutMnemonic(QString text)
{
    static const QRegularExpression kBracketed(QStringLiteral("\\(&[^)]\\)"));
    return text.remove(kBracketed).remove(QLatin1Char('&'));
}

} // namespace

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
    m_exportDeckAction = make(QStyle::SP_FileDialogInfoView, "actionExportDeck", {});
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
    m_accuracyAction = make(QStyle::SP_MessageBoxQuestion, "actionAccuracy", {});
    connect(m_accuracyAction, &QAction::triggered, this, &MainWindow::showAccuracy);
    m_pilotAction = make(QStyle::SP_FileDialogContentsView, "actionPilot", {});
    connect(m_pilotAction, &QAction::triggered, this, &MainWindow::showPilotCalibration);
    m_compareWithAction = make(QStyle::SP_FileDialogDetailedView, "actionCompareWith", {});
    m_priceBookAction = make(QStyle::SP_FileDialogListView, "actionPriceBook", {});
    m_catalogAction = make(QStyle::SP_DriveHDIcon, "actionCatalog", {});
    m_historyAction = make(QStyle::SP_FileDialogInfoView, "actionHistory", {});
    m_teamRetryAction = make(QStyle::SP_BrowserReload, "actionTeamRetry", {});
    m_teamRetryAction->setVisible(false);
    connect(m_historyAction, &QAction::triggered, this, [this] {
        if (hasPlan())
            showHistory(m_doc->scenario().name);
    });
    connect(m_teamRetryAction, &QAction::triggered, m_session, &Session::retryTeamLibrary);
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
    connect(m_exportDeckAction, &QAction::triggered, this, &MainWindow::exportDeckInteractively);
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
    m_fileMenu->addActions({ m_saveAction, m_saveAsAction, m_teamRetryAction, m_historyAction });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_exportDeckAction);
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
    m_toolBar->addActions({ m_newAction, m_openAction, m_saveAction, m_teamRetryAction });
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
    m_toolsMenu->addSeparator();
    m_toolsMenu->addAction(m_pilotAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addActions({ m_guideAction, m_glossaryAction, m_accuracyAction, m_aboutAction });
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
    m_exportDeckAction->setText(tr("Export &Board Deck…"));
    m_exportDeckAction->setToolTip(tr("Export the plan as PowerPoint/WPS slides with editable charts"));
    m_quitAction->setText(tr("&Quit"));
    const QUndoStack *undo = m_doc->undoStack();
    m_undoAction->setText(undo->canUndo() ? tr("&Undo %1").arg(undo->undoText()) : tr("&Undo"));
    m_redoAction->setText(undo->canRedo() ? tr("&Redo %1").arg(undo->redoText()) : tr("&Redo"));
    // The toolbar shows a fixed word, so its buttons keep their places as the step's name
    // changes; the menu and the tooltip name the step.
    m_undoAction->setIconText(tr("Undo", "toolbar button"));
    m_redoAction->setIconText(tr("Redo", "toolbar button"));
    m_undoAction->setToolTip(withoutMnemonic(m_undoAction->text()));
    m_redoAction->setToolTip(withoutMnemonic(m_redoAction->text()));
    m_preferencesAction->setText(tr("&Preferences…"));
    m_resultsAction->setText(tr("&Results"));
    m_inputsAction->setText(tr("&Inputs"));
    m_glossaryAction->setText(tr("&Glossary"));
    m_guideAction->setText(tr("User &Guide: Worked Examples"));
    m_accuracyAction->setText(tr("How &Accurate Is This?"));
    m_pilotAction->setText(tr("Calibrate from a Pi&lot Run…"));
    m_pilotAction->setToolTip(tr("Enter what a pilot run of the open plan's configuration measured; plans on that accelerator use it"));
    m_accuracyAction->setToolTip(tr("The estimator's errors against published runs (in sample, cross-validated, at first contact), how often its ranges hold the published figure, and your pilot runs"));
    m_compareWithAction->setText(tr("&Compare With Selected Plans…"));
    m_priceBookAction->setText(tr("&Price Book…"));
    m_priceBookAction->setToolTip(tr("Prices for new plans, with their sources; correct the assumptions"));
    m_catalogAction->setText(tr("Accelerator &Catalog…"));
    m_catalogAction->setToolTip(tr("Accelerator figures (TFLOP/s, memory, bandwidth) used by every plan"));
    m_historyAction->setText(tr("&History…"));
    m_historyAction->setToolTip(tr("Every saved revision of the open plan: when, by whom, and restore"));
    m_teamRetryAction->setText(
        m_session->hasPendingTeamSave() ? tr("Save to &Team Library") : tr("Connect to &Team Library"));
    m_teamRetryAction->setToolTip(m_session->hasPendingTeamSave()
            ? tr("Try the team library again and save the open plan there (someone else's newer revision is "
                 "shown first)")
            : tr("Try the team library again"));
    m_compareWithAction->setToolTip(tr("Compare the open plan with the plans selected in the library (one to three)"));
    m_aboutAction->setText(tr("&About Compute Planner"));
    m_tabs->setTabText(m_tabs->indexOf(m_dashboard), tr("Results"));
    m_tabs->setTabText(m_tabs->indexOf(m_editorHost), tr("Inputs"));
    m_placeholder->setText(store() ? tr("Open a scenario from the library, or create a new plan.")
                                   : tr("No scenario library is open."));
    onComputing(m_computing);
    updateTitle();
    updateActions();
}

} // namespace cp::gui
