#pragma once
// The work behind the main window, without its widgets: the open library (opening it, the ways
// out of a damaged or locked one, the background check), the open plan (open, import, save,
// export), the crash drafts and their recovery. MainWindow shows what this says through its
// signals; tests drive it without a window. Questions go through app/gui/dialogs.h, so tests
// script the answers.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

#include <memory>

class QTimer;
class QWidget;

namespace cp {
class Store;
}

namespace cp::gui {

class PlanDocument;

class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(QObject *parent = nullptr);
    ~Session() override;

    /// The window the questions are asked over (null: none, as in tests).
    void setDialogParent(QWidget *parent) { m_dialogParent = parent; }

    Store *store() const { return m_store.get(); }
    PlanDocument *document() const { return m_doc; }
    /// A plan is open (the document holds it); false after closePlan().
    bool hasPlan() const { return m_hasPlan; }
    /// True when the user chose to quit at a problem with the library.
    bool quitRequested() const { return m_quitRequested; }

    // --- library ---
    /// Opens (or creates) the library at path; on a problem offers backup / new / quit. The full
    /// integrity check and the daily backup then run in the background (a problem found is
    /// reported through message()). Puts the library's price and catalog corrections in use.
    bool openStore(const QString &path);
    /// The background check of the open library is still running.
    bool isCheckingLibrary() const { return !m_libraryChecks.isEmpty(); }
    /// Puts the shipped reference data with the library's price edits and accelerator
    /// corrections in use (Catalog::install) and recomputes the open plan.
    void applyUserCatalog();

    // --- plans ---
    /// Opens a saved scenario (asks to save unsaved changes first).
    bool openScenario(const QString &name);
    /// Imports a .cplan file into the library and opens it: a file equal to a plan in the
    /// library opens that plan; otherwise it is saved under a free name. Defaults the file
    /// relied on are reported through warning().
    bool openFile(const QString &path);
    /// A new plan (from the wizard) under a free name, saved at once as revision 1.
    bool createPlan(Scenario scenario);
    /// Saves the open plan to the library as a new revision.
    bool save();
    /// Saves the open plan under `name` (which must be free).
    bool saveAs(const QString &name);
    /// The name offered for "Save As": the open plan's name made free.
    QString freeNameFor(const QString &name) const;
    /// Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    /// Closes the open plan (nothing is asked; its draft stays).
    void closePlan() { showPlan(false); }
    /// A plan was renamed in the library: the open plan follows.
    void planRenamed(const QString &from, const QString &to);
    /// Plans were deleted from the library: the open plan closes when it is one of them.
    void plansRemoved(const QStringList &names);
    /// Exports the open plan: .pdf report, .xlsx workbook or .csv monthly cash flows, by suffix.
    Status exportPlan(const QString &path);

    // --- drafts ---
    /// Saves the open plan's unsaved edits as a draft in the library (crash safety); runs on a
    /// timer (autosaveDelay() after the latest edit) while the plan is dirty. True when written.
    bool autosaveDraft();
    /// Quiet time after an edit before the draft is written (3 s; tests shorten it).
    void setAutosaveDelay(int ms);
    int autosaveDelay() const;
    /// Offers the drafts left by a crash; returns how many were recovered. A recovered plan is
    /// drafted again at once, so a second crash does not lose it.
    int offerDraftRecovery();

signals:
    /// A short note (status bar) or, with isError, a problem to show until dismissed.
    void message(const QString &text, bool isError);
    /// A warning to show until dismissed (an imported file relied on defaults).
    void warning(const QString &text);
    /// The shown problem or warning no longer applies.
    void messagesCleared();
    /// The open library is about to be closed (views let go of it).
    void storeAboutToClose();
    /// A library is open (store() is set); emitted after its corrections are in use.
    void storeOpened();
    /// The library's list of plans changed; `select` (when set) is the plan to select.
    void libraryChanged(const QString &select);
    /// A plan was opened (true) or the open plan closed (false).
    void planShown(bool shown);
    /// The open plan was saved as a new revision.
    void planSaved();
    /// Another catalog is in use (the library's corrections changed).
    void catalogChanged();

private:
    void showPlan(bool show);
    bool recoverStore(const QString &path, const Errors &errors);
    void startLibraryCheck();
    void showImportNotes(const QString &path, const Errors &notes);
    /// The name the open plan's draft is stored under (empty for a plan never saved).
    QString draftKey() const;

    std::unique_ptr<Store> m_store;
    PlanDocument *m_doc = nullptr;
    QTimer *m_autosave = nullptr;
    QPointer<QWidget> m_dialogParent;
    bool m_hasPlan = false;
    bool m_quitRequested = false;
    QList<QFutureWatcher<Errors> *> m_libraryChecks;
};

} // namespace cp::gui
