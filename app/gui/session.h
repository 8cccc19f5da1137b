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

#include <functional>
#include <memory>

class QTimer;
class QWidget;

namespace cp {
class Store;
struct StoreOptions;
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
    /// Opens (or creates) the library at path or team library URI (postgresql://…); on a problem
    /// with a file offers backup / new / quit. A team library that cannot be reached (or refuses
    /// the connection) is reported and the personal library is opened instead: the app works
    /// offline until retryTeamLibrary() gets through. The full
    /// integrity check and the daily backup then run in the background (a problem found is
    /// reported through message()). Puts the library's price and catalog corrections in use.
    bool openStore(const QString &path);
    /// The background check of the open library is still running.
    bool isCheckingLibrary() const { return !m_libraryChecks.isEmpty(); }
    /// Puts the shipped reference data with the library's price edits and accelerator
    /// corrections in use (Catalog::install) and recomputes the open plan.
    void applyUserCatalog();

    /// What the open library was opened from: a file path or a team library address.
    QString address() const { return m_address; }
    /// The open library is the team library (a postgresql:// address).
    bool isTeamLibrary() const;
    /// The database role in the open library: viewer|editor|admin.
    QString role() const;
    /// Why the open library cannot be written (a viewer, a read-only library), translated; empty
    /// when it can. Save, import, edits, rename and delete are then off.
    QString readOnlyReason() const;
    /// Test hook: acts as if the library gave this role (empty: the library's own).
    void setRoleForTesting(const QString &role);

    /// The team library could not be reached (at open or at save): the app works from the
    /// personal library, and an unsaved team plan is kept there as a draft.
    bool isOffline() const { return m_offline; }
    /// An open plan of the team library waits to be saved there (it is a local draft meanwhile).
    bool hasPendingTeamSave() const { return m_offline && m_pendingTeamSave; }
    /// Tries the team library again: saves the pending plan there (the conflict rule applies),
    /// or, when the app went offline at open, opens the team library. False while it still cannot
    /// be reached (said through message()).
    bool retryTeamLibrary();
    /// The library "Copy to …" copies into: the personal library when the team library is open,
    /// the team library (from Settings) when the personal one is; empty when none is set.
    QString otherLibrary() const;
    /// Copies the plans, with all their revisions, into otherLibrary() (asks first).
    bool copyToOtherLibrary(const QStringList &names);
    /// The result of Preferences' "Test connection": the role and schema version, or the error.
    Expected<QString> testConnection(const QString &address) const;

    using StoreOpener
        = std::function<Expected<std::unique_ptr<Store>>(const QString &, const StoreOptions &)>;
    /// Test hook: team library addresses are opened through opener (a stand-in SQLite library);
    /// while teamServerDown is true, opening it and saving to it give ErrorKind::Unreachable.
    void setTeamStandInForTesting(StoreOpener opener);
    void setTeamServerDownForTesting(bool down) { m_teamDown = down; }

    // --- plans ---
    /// Opens a saved scenario (asks to save unsaved changes first).
    bool openScenario(const QString &name);
    /// Imports a .cplan file into the library and opens it: a file equal to a plan in the
    /// library opens that plan; otherwise it is saved under a free name. Defaults the file
    /// relied on are reported through warning().
    bool openFile(const QString &path);
    /// A new plan (from the wizard) under a free name, saved at once as revision 1.
    bool createPlan(Scenario scenario);
    /// Saves the open plan to the library as a new revision, based on the revision it was opened
    /// at (Store::saveBasedOn). When someone saved the plan since, the conflict dialog offers to
    /// keep mine as a new revision, take theirs or save a copy. When the team library cannot be
    /// reached, the plan stays open and editable and is kept as a draft in the personal library.
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
    /// Exports the open plan: .pdf report, .xlsx workbook, .pptx board deck or .csv monthly cash flows, by suffix.
    Status exportPlan(const QString &path);

    // --- drafts ---
    /// Saves the open plan's unsaved edits as a draft in the library (crash safety); runs on a
    /// timer (autosaveDelay() after the latest edit) while the plan is dirty. True when written.
    bool autosaveDraft();
    /// Quiet time after an edit before the draft is written (0.4 s; tests change it).
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
    /// The role, read-only state or offline state changed (the window updates its actions).
    void accessChanged();

private:
    void showPlan(bool show);
    bool saveBasedOn(int base);
    bool resolveConflict(int base);
    void keepOffline(const Errors &errors);
    Expected<std::unique_ptr<Store>> openLibrary(const QString &address, const StoreOptions &options) const;
    /// The personal library's file (Settings, or the default).
    static QString personalPath();
    /// Where drafts go: the personal library while offline, else the open one.
    Store *draftStore() const;
    bool openPersonalInstead(const QString &teamAddress, const Errors &errors);
    bool recoverStore(const QString &path, const Errors &errors);
    void startLibraryCheck();
    void showImportNotes(const QString &path, const Errors &notes);
    /// The name the open plan's draft is stored under (empty for a plan never saved).
    QString draftKey() const;
    static QString discardFailedText(const Errors &errors);

    std::unique_ptr<Store> m_store;
    std::unique_ptr<Store> m_local; ///< the personal library holding an offline team plan's draft
    QString m_address;
    QString m_teamAddress; ///< the team library the app is offline from
    QString m_role;
    QString m_roleForTesting;
    bool m_offline = false;
    bool m_pendingTeamSave = false;
    StoreOpener m_teamStandIn;
    bool m_teamDown = false;
    PlanDocument *m_doc = nullptr;
    QTimer *m_autosave = nullptr;
    QPointer<QWidget> m_dialogParent;
    bool m_hasPlan = false;
    bool m_quitRequested = false;
    QList<QFutureWatcher<Errors> *> m_libraryChecks;
};

} // namespace cp::gui
