#pragma once
// The planner's main window: the scenario library (a dock on the left) and the open plan on
// the right as tabs "Results" (the dashboard) and "Inputs" (the plan editor). Menus, toolbar, status bar and the library's store.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QFutureWatcher>
#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QTimer;
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

class CompareView;
class NewPlanWizard;
class PlanEditor;

class Dashboard;
class LibraryPanel;
class MessageBar;
class PlanDocument;

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

    Store *store() const { return m_store.get(); }
    PlanDocument *document() const { return m_doc; }
    LibraryPanel *library() const { return m_library; }
    Dashboard *dashboard() const { return m_dashboard; }
    MessageBar *messageBar() const { return m_messages; }
    QTabWidget *planTabs() const { return m_tabs; }
    /// The "Inputs" tab's page: the integration puts the plan editor in it.
    QWidget *planEditorHost() const { return m_editorHost; }
    bool hasPlan() const { return m_hasPlan; }

    QAction *newAction() const { return m_newAction; }
    QAction *openAction() const { return m_openAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    /// File → Export…; the integration connects it to the export dialog.
    QAction *exportAction() const { return m_exportAction; }
    QAction *guideAction() const { return m_guideAction; }
    QAction *compareWithAction() const { return m_compareWithAction; }
    /// "Compare with…": the open plan against the plans selected in the library.
    void compareWithSelection();
    /// Saves the open plan's unsaved edits as a draft in the library (crash safety); runs on a
    /// timer (autosaveDelay() after the latest edit) while the plan is dirty. True when written.
    bool autosaveDraft();
    /// Quiet time after an edit before the draft is written (3 s; tests shorten it).
    void setAutosaveDelay(int ms);
    int autosaveDelay() const;
    /// Offers the drafts left by a crash; returns how many were recovered. A recovered plan is
    /// drafted again at once, so a second crash does not lose it.
    int offerDraftRecovery();
    /// The new-plan wizard while it is open (tests drive it), else null.
    NewPlanWizard *newPlanWizard() const;
    PlanEditor *planEditor() const { return m_editor; }
    /// The compare window opened from the library, else null.
    CompareView *compareView() const;
    /// Exports the open plan: .pdf report, .xlsx workbook or .csv monthly cash flows, by suffix.
    Status exportPlan(const QString &path);
    /// Opens the compare window for 2-4 saved plans.
    void showComparison(const QStringList &names);
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    QAction *preferencesAction() const { return m_preferencesAction; }
    QMenu *fileMenu() const { return m_fileMenu; }

    /// True when the user chose to quit at a problem with the library (main() then exits).
    bool quitRequested() const { return m_quitRequested; }

    /// File → New Plan. For now a copy of the first sample named "Untitled plan"; the
    /// integration replaces this with the new-plan wizard.
    void newPlan();
    /// Opens a saved scenario (asks to save unsaved changes first).
    bool openScenario(const QString &name);
    /// Imports a .cplan file into the library and opens it.
    bool openFile(const QString &path);
    /// Saves the open plan to the library as a new revision.
    bool save();
    /// Saves the open plan under a new name.
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
    bool isCheckingLibrary() const { return !m_libraryChecks.isEmpty(); }
    void showPreferences();
    /// Tools → Price Book… / Accelerator Catalog…: edits the user's corrections, then puts them
    /// in use (new plans take the edited prices; accelerator figures apply to every plan).
    void showPriceBook();
    void showCatalog();
    /// Puts the shipped reference data with the library's price edits and accelerator
    /// corrections in use (Catalog::install) and recomputes the open plan.
    void applyUserCatalog();
    QAction *priceBookAction() const { return m_priceBookAction; }
    QAction *catalogAction() const { return m_catalogAction; }

signals:
    /// 2–4 scenarios selected in the library for comparison.
    void compareRequested(const QStringList &names);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createPlanFromWizard(Scenario scenario);
    void exportInteractively();
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
    void showImportNotes(const QString &path, const Errors &notes);
    void showMessage(const QString &text, bool isError);
    bool recoverStore(const QString &path, const Errors &errors);
    void startLibraryCheck();
    /// The name the open plan's draft is stored under (empty for a plan never saved).
    QString draftKey() const;

    std::unique_ptr<Store> m_store;
    PlanDocument *m_doc = nullptr;
    bool m_hasPlan = false;
    bool m_quitRequested = false;
    bool m_computing = false;

    LibraryPanel *m_library = nullptr;
    QDockWidget *m_libraryDock = nullptr;
    MessageBar *m_messages = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_placeholder = nullptr;
    QTabWidget *m_tabs = nullptr;
    Dashboard *m_dashboard = nullptr;
    QWidget *m_editorHost = nullptr;
    QLabel *m_editorPlaceholder = nullptr;
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
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_resultsAction = nullptr;
    QAction *m_inputsAction = nullptr;
    QAction *m_glossaryAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_guideAction = nullptr;
    QAction *m_compareWithAction = nullptr;
    QAction *m_priceBookAction = nullptr;
    QAction *m_catalogAction = nullptr;
    QTimer *m_autosave = nullptr;
    QPointer<NewPlanWizard> m_wizard;
    PlanEditor *m_editor = nullptr;
    QPointer<CompareView> m_compareView;
    QList<QFutureWatcher<Errors> *> m_libraryChecks;
};

} // namespace cp::gui
