#pragma once
// The planner's main window: the scenario library (a dock on the left) and the open plan on
// the right as tabs "Results" (the dashboard) and "Inputs" (the plan editor); menus, toolbar and
// status bar. The work behind them (library, plans, drafts, export) is the Session's; the window
// shows what it reports.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QTabWidget;
class QToolBar;

namespace cp {
class Store;
}

namespace cp::gui {

class AccuracyDialog;
class PilotDialog;
struct OwnPoint;
class CompareView;
class NewPlanWizard;
class PlanEditor;

class Dashboard;
class HistoryDialog;
class PreferencesDialog;
class LibraryPanel;
class MessageBar;
class PlanDocument;
class Session;

/// Installs the translations for language ("zh_CN" or "en") and the application font (the
/// Simplified Chinese face for zh_CN, see cp::charts::appFont); widgets then get LanguageChange.
void applyLanguage(const QString &language);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Opens the library at Settings::databasePath() (or Store::defaultPath()), seeding the
    /// samples on first run. A damaged or locked library is reported with the ways out.
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The library, the open plan and the drafts behind this window.
    Session *session() const { return m_session; }
    Store *store() const;
    PlanDocument *document() const { return m_doc; }
    LibraryPanel *library() const { return m_library; }
    Dashboard *dashboard() const { return m_dashboard; }
    MessageBar *messageBar() const { return m_messages; }
    QTabWidget *planTabs() const { return m_tabs; }
    /// The "Inputs" tab's page, holding the plan editor.
    QWidget *planEditorHost() const { return m_editorHost; }
    bool hasPlan() const;

    QAction *newAction() const { return m_newAction; }
    QAction *openAction() const { return m_openAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    /// File → Export…: asks for a file and exports the open plan (exportPlan).
    QAction *exportAction() const { return m_exportAction; }
    /// File → Export Board Deck…: asks for a .pptx file and exports the open plan's deck.
    QAction *exportDeckAction() const { return m_exportDeckAction; }
    QAction *guideAction() const { return m_guideAction; }
    QAction *compareWithAction() const { return m_compareWithAction; }
    /// "Compare with…": the open plan against the plans selected in the library.
    void compareWithSelection();
    /// Session::autosaveDraft: the open plan's unsaved edits as a draft (crash safety).
    bool autosaveDraft();
    /// Quiet time after an edit before the draft is written (0.4 s; tests change it).
    void setAutosaveDelay(int ms);
    int autosaveDelay() const;
    /// Session::offerDraftRecovery: offers the drafts left by a crash.
    int offerDraftRecovery();
    /// The new-plan wizard while it is open (tests drive it), else null.
    NewPlanWizard *newPlanWizard() const;
    PlanEditor *planEditor() const { return m_editor; }
    /// The compare window opened from the library, else null.
    CompareView *compareView() const;
    /// Exports the open plan: .pdf report, .xlsx workbook, .pptx board deck or .csv monthly cash flows, by suffix.
    Status exportPlan(const QString &path);
    /// Opens the compare window for 2-4 saved plans.
    void showComparison(const QStringList &names);
    /// Opens the compare window on a comparison saved in the library, by its name.
    bool openSavedComparison(const QString &name);
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    QAction *preferencesAction() const { return m_preferencesAction; }
    QMenu *fileMenu() const { return m_fileMenu; }
    /// File → History…: the open plan's revisions.
    QAction *historyAction() const { return m_historyAction; }
    /// File → Connect to / Save to Team Library: shown while the team library cannot be reached.
    QAction *teamRetryAction() const { return m_teamRetryAction; }
    /// Opens the history of a plan (non-modal); returns the dialog.
    HistoryDialog *showHistory(const QString &name);
    /// Takes what Preferences says: language, personal library file, team library; opens the
    /// library chosen when it differs from the open one. Settings never get a password.
    void applyPreferences(const PreferencesDialog &dialog);

    /// True when the user chose to quit at a problem with the library (main() then exits).
    bool quitRequested() const;

    /// File → New Plan: opens the new-plan wizard; its plan is saved in the library at once.
    void newPlan();
    /// Opens a saved scenario (asks to save unsaved changes first).
    bool openScenario(const QString &name);
    /// Imports a .cplan file into the library and opens it.
    bool openFile(const QString &path);
    /// Saves the open plan to the library as a new revision.
    bool save();
    /// Saves the open plan under a new name (asked for).
    bool saveAs();
    /// Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    /// Switches the UI language at run time and remembers it.
    void setLanguage(const QString &language);
    /// Opens (or creates) the library at path; on a problem offers backup / new / quit. The
    /// full integrity check and the daily backup then run in the background (a problem found
    /// shows in the message bar).
    bool openStore(const QString &path);
    /// The background check of the open library is still running.
    bool isCheckingLibrary() const;
    void showPreferences();
    /// Tools → Price Book… / Accelerator Catalog…: edits the user's corrections, then puts them
    /// in use (new plans take the edited prices; accelerator figures apply to every plan).
    void showPriceBook();
    void showCatalog();
    /// Puts the shipped reference data with the library's price edits and accelerator
    /// corrections in use (Catalog::install) and recomputes the open plan.
    void applyUserCatalog();
    QAction *priceBookAction() const { return m_priceBookAction; }
    /// Help → How accurate is this?: the estimator's cross-validated errors and the
    /// predicted-vs-published chart with the library's pilot runs (non-modal; returns the dialog).
    AccuracyDialog *showAccuracy();
    QAction *accuracyAction() const { return m_accuracyAction; }
    /// Tools → Calibrate from a Pilot Run…: for the open plan's configuration (non-modal).
    PilotDialog *showPilotCalibration();
    QAction *pilotAction() const { return m_pilotAction; }
    QAction *catalogAction() const { return m_catalogAction; }

signals:
    /// 2–4 scenarios selected in the library for comparison.
    void compareRequested(const QStringList &names);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// The compare window, made on first use.
    CompareView *compareWindow();
    /// The library's calibration points as the accuracy chart shows them.
    QList<OwnPoint> ownCalibrationPoints() const;
    /// Gives the open plan the library's pilot-run spreads (its ranges narrow on those accelerators).
    void updatePilotPoints();
    void createPlanFromWizard(Scenario scenario);
    void exportInteractively();
    void exportDeckInteractively();
    void createWidgets();
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateTitle();
    void updateActions();
    void showPlan(bool show);
    void onReportReady();
    void onComputing(bool computing);
    void onRenamed(const QString &from, const QString &to);
    void onRemoved(const QStringList &names);
    void openFileInteractively();
    void showMessage(const QString &text, bool isError);
    void onStoreOpened();
    void onAccessChanged();

    Session *m_session = nullptr;
    PlanDocument *m_doc = nullptr;
    bool m_computing = false;

    LibraryPanel *m_library = nullptr;
    QDockWidget *m_libraryDock = nullptr;
    MessageBar *m_messages = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_placeholder = nullptr;
    QTabWidget *m_tabs = nullptr;
    Dashboard *m_dashboard = nullptr;
    QWidget *m_editorHost = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_problem = nullptr;
    QToolBar *m_toolBar = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportDeckAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_resultsAction = nullptr;
    QAction *m_inputsAction = nullptr;
    QAction *m_glossaryAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_guideAction = nullptr;
    QAction *m_accuracyAction = nullptr;
    QAction *m_pilotAction = nullptr;
    QAction *m_compareWithAction = nullptr;
    QAction *m_priceBookAction = nullptr;
    QAction *m_catalogAction = nullptr;
    QAction *m_historyAction = nullptr;
    QAction *m_teamRetryAction = nullptr;
    QString m_shownReadOnly; ///< the read-only reason the message bar shows, if any
    QPointer<NewPlanWizard> m_wizard;
    PlanEditor *m_editor = nullptr;
    QPointer<CompareView> m_compareView;
    QPointer<AccuracyDialog> m_accuracy;
    QPointer<PilotDialog> m_pilot;
};

} // namespace cp::gui
