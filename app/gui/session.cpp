#include "app/gui/session.h"

#include "core/analysis/rangetexts.h"

#include "app/export/csvexport.h"
#include "app/export/deck.h"
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "app/gui/conflictdialog.h"
#include "app/gui/dialogs.h"
#include "app/gui/librarypanel.h" // uniqueScenarioName
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/importrule.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/scenariodiff.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace cp::gui {

// The texts below were the main window's and keep its translation context (translations/*.ts
// hold them there): QCoreApplication::translate("cp::gui::MainWindow", ...).

namespace {
// Drafts are written this long after the latest edit (issue 45: an edit older than about half a
// second is on disk, so no edit older than a second is lost).
constexpr int kAutosaveDelayMs = 400;

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
/// integrity check, then (on a sound file only) today's backup copy.
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
    // A daily copy that cannot be written is a safety net the user lacks: say so.
    if (const Expected<QString> copied = (*store)->rotateBackups(); !copied)
        return copied.errors();
    return {};
}
} // namespace

Session::Session(QObject *parent)
    : QObject(parent)
    , m_doc(new PlanDocument(this))
{
    setObjectName(QStringLiteral("session"));
    // Crash safety: unsaved edits go to a draft in the library every few seconds of quiet.
    // scenarioChanged comes after the undo stack has settled, so the first edit after opening a
    // plan is already dirty here.
    m_autosave = new QTimer(this);
    m_autosave->setObjectName(QStringLiteral("autosaveTimer"));
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(kAutosaveDelayMs);
    connect(m_autosave, &QTimer::timeout, this, &Session::autosaveDraft);
    connect(m_doc, &PlanDocument::scenarioChanged, this, [this] {
        if (m_doc->isDirty())
            m_autosave->start();
    });
    // The app losing focus (another window, the screen locking) writes the draft at once.
    if (qGuiApp) {
        connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
            if (state != Qt::ApplicationActive && m_autosave->isActive()) {
                m_autosave->stop();
                static_cast<void>(autosaveDraft()); // a failure is reported through message()
            }
        });
    }
}

Session::~Session()
{
    // The document is destroyed with the children, after this; its undo stack signals on the way.
    disconnect(m_doc->undoStack(), nullptr, this, nullptr);
    disconnect(m_doc, nullptr, this, nullptr);
}

void Session::showPlan(bool show)
{
    m_hasPlan = show;
    emit planShown(show);
}

// --- plans -----------------------------------------------------------------------------------

bool Session::maybeSave()
{
    if (!m_hasPlan || !m_doc->isDirty())
        return true;
    const auto answer = dialogs::question(m_dialogParent, QCoreApplication::translate("cp::gui::MainWindow", "Unsaved Changes"),
        QCoreApplication::translate("cp::gui::MainWindow", "“%1” has changes that are not saved. Save them to the library?")
            .arg(m_doc->scenario().name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    if (answer == QMessageBox::Discard && draftStore()) {
        // The edits are dropped as asked; a draft that stays is offered again at the next start.
        if (const Status gone
            = draftStore()->discardDraft(m_doc->revision() > 0 ? m_doc->scenario().name : QString());
            !gone)
            emit message(discardFailedText(gone.errors()), true);
    }
    return answer == QMessageBox::Discard;
}

bool Session::createPlan(Scenario scenario)
{
    if (!m_store)
        return false;
    scenario.name = uniqueScenarioName(*m_store, scenario.name.trimmed().isEmpty() ? QCoreApplication::translate("cp::gui::MainWindow", "Untitled plan") : scenario.name.trimmed());
    showPlan(true);
    m_doc->reset(scenario, 0);
    return save(); // a new plan is in the library from the start (revision 1)
}

Status Session::exportPlan(const QString &path)
{
    if (!m_hasPlan)
        return Error { path, QCoreApplication::translate("cp::gui::MainWindow", "open a plan first") };
    m_doc->waitForReport();
    if (!m_doc->report())
        return Error { path, QCoreApplication::translate("cp::gui::MainWindow", "the plan has no results yet") };
    const analysis::PlanReport &report = *m_doc->report();
    const QString suffix = QFileInfo(path).suffix().toLower();
    // The exports show the ranges beside the figures and list the calibration points used.
    if (suffix == QLatin1String("pdf") || suffix == QLatin1String("xlsx") || suffix == QLatin1String("pptx"))
        m_doc->waitForRanges();
    QList<calibrate::PilotPoint> points;
    if (m_store) {
        if (const auto all = m_store->calibrations())
            points = analysis::pointsForPlan(report, *all);
    }
    if (suffix == QLatin1String("pdf")) {
        exports::ReportOptions options;
        options.locale = QLocale();
        options.revision = m_doc->revision();
        options.generatedAt = QDateTime::currentDateTimeUtc();
        options.ranges = m_doc->ranges();
        options.calibrationPoints = points;
        return exports::exportReportPdf(report, path, options);
    }
    if (suffix == QLatin1String("xlsx")) {
        exports::WorkbookOptions options;
        options.locale = QLocale();
        options.ranges = m_doc->ranges();
        options.calibrationPoints = points;
        return exports::exportWorkbook({ report }, path, options);
    }
    if (suffix == QLatin1String("pptx")) {
        exports::DeckOptions options;
        options.locale = QLocale();
        options.revision = m_doc->revision();
        options.ranges = m_doc->ranges();
        return exports::exportDeck(report, path, options);
    }
    if (suffix == QLatin1String("csv")) {
        if (!report.tco)
            return Error { path, QCoreApplication::translate("cp::gui::MainWindow", "this plan has no cash flows to export (no payment options)") };
        return exports::exportCashFlowsCsv(*report.tco, path);
    }
    return Error { path, QCoreApplication::translate("cp::gui::MainWindow", "unknown file type '%1'; use .pdf (report), .xlsx (workbook) or .csv (cash flows)").arg(suffix) };
}

bool Session::openScenario(const QString &name)
{
    if (!m_store || !maybeSave())
        return false;
    auto scenario = m_store->load(name);
    if (!scenario && kindOf(scenario.errors()) == ErrorKind::NotFound) {
        // A stale entry of "Recently opened" (renamed or deleted in another window or by a
        // colleague in the team library): say so and drop it, not a store error.
        Settings::instance().removeRecentScenario(name);
        emit message(tr("“%1” is no longer in the library: it was renamed or deleted. "
                        "It has been removed from Recently opened.")
                         .arg(name),
            true);
        emit libraryChanged(QString());
        return false;
    }
    if (!scenario) {
        emit message(joinErrors(scenario.errors()), true);
        return false;
    }
    int revision = 0;
    if (auto revisions = m_store->revisions(name))
        revision = newestRevision(*revisions);
    showPlan(true);
    m_doc->reset(*scenario, revision);
    Settings::instance().addRecentScenario(name);
    emit libraryChanged(name);
    emit messagesCleared();
    return true;
}

bool Session::openFile(const QString &path)
{
    if (!m_store)
        return false;
    Errors notes;
    auto scenario = cplan::readFile(path, Catalog::builtIn(), &notes);
    if (!scenario) {
        emit message(QCoreApplication::translate("cp::gui::MainWindow", "Could not open %1: %2")
                         .arg(QDir::toNativeSeparators(path), joinErrors(scenario.errors())),
            true);
        return false;
    }
    Scenario imported = *scenario;
    const Expected<Scenario> existing = m_store->load(imported.name);
    const ImportTarget target = importTarget(imported, existing ? &*existing : nullptr);
    if (target.unchanged)
        return openScenario(target.name); // the library has this plan already
    imported.name = target.name; // a new scenario, or a new revision of the one of this name
    // Saved means saved: a file without (all of) its prices keeps today's price book from now on.
    imported.prices = pinnedPrices(imported.prices, Catalog::builtIn());
    const bool keepTimes = imported.created.isValid() && imported.updated.isValid();
    const QString note = QCoreApplication::translate("cp::gui::MainWindow", "Imported from %1").arg(QFileInfo(path).fileName());
    if (auto saved = m_store->save(imported, note, !keepTimes); !saved) {
        emit message(joinErrors(saved.errors()), true);
        return false;
    }
    emit libraryChanged(QString());
    if (!openScenario(imported.name))
        return false;
    showImportNotes(path, notes);
    return true;
}

void Session::showImportNotes(const QString &path, const Errors &notes)
{
    if (notes.isEmpty())
        return;
    // The file relied on defaults: say which, so nobody mistakes a default for a value they chose.
    emit warning(QCoreApplication::translate("cp::gui::MainWindow",
        "%1 left out some fields; these defaults are used (check them in the editor):\n%2")
                     .arg(QDir::toNativeSeparators(QFileInfo(path).fileName()), joinErrors(notes)));
}

bool Session::save() { return saveBasedOn(m_doc->revision()); }

bool Session::saveBasedOn(int base)
{
    if (!m_store || !m_hasPlan)
        return false;
    if (const QString reason = readOnlyReason(); !reason.isEmpty()) {
        emit message(reason, true);
        return false;
    }
    if (hasPendingTeamSave())
        return retryTeamLibrary(); // saves to the team library when it answers again
    // A plan is saved with every price it uses, so a later price-book change leaves its numbers
    // as they are until "Use Current Prices" (the numbers are the same now either way).
    m_doc->pinPrices(pinnedPrices(m_doc->scenario().prices, Catalog::builtIn()));
    const Expected<int> revision = isTeamLibrary() && m_teamDown
        ? Expected<int>(
            Error { m_address, QStringLiteral("test stand-in: the server is down"), ErrorKind::Unreachable })
        : m_store->saveBasedOn(m_doc->scenario(), base);
    if (!revision) {
        const ErrorKind kind = kindOf(revision.errors());
        if (kind == ErrorKind::Conflict)
            return resolveConflict(base);
        if (kind == ErrorKind::Unreachable && isTeamLibrary()) {
            keepOffline(revision.errors());
            return false;
        }
        emit message(joinErrors(revision.errors()), true); // a refusal says the server's reason
        return false;
    }
    m_doc->markSaved(*revision);
    Settings::instance().addRecentScenario(m_doc->scenario().name);
    emit libraryChanged(m_doc->scenario().name);
    emit planSaved();
    emit message(QCoreApplication::translate("cp::gui::MainWindow", "Saved “%1” (revision %2).")
                     .arg(m_doc->scenario().name)
                     .arg(*revision),
        false);
    return true;
}

QString Session::freeNameFor(const QString &name) const
{
    return m_store ? uniqueScenarioName(*m_store, name) : name;
}

bool Session::saveAs(const QString &name)
{
    if (!m_store || !m_hasPlan || name.isEmpty())
        return false;
    if (name != uniqueScenarioName(*m_store, name)) {
        emit message(QCoreApplication::translate("cp::gui::MainWindow",
                         "A scenario named “%1” already exists; choose another name.")
                         .arg(name),
            true);
        return false;
    }
    m_doc->edit(QCoreApplication::translate("cp::gui::MainWindow", "Rename to “%1”").arg(name),
        [name](Scenario &s) { s.name = name; });
    return saveBasedOn(0); // a new plan: nobody can have saved it before
}

bool Session::resolveConflict(int base)
{
    const Scenario mine = m_doc->scenario();
    const QString name = mine.name;
    const Expected<QList<RevisionInfo>> revisions = m_store->revisions(name);
    if (!revisions) {
        emit message(joinErrors(revisions.errors()), true);
        return false;
    }
    const int theirRevision = newestRevision(*revisions);
    const Expected<Scenario> theirs = m_store->revision(name, theirRevision);
    if (!theirs) {
        emit message(joinErrors(theirs.errors()), true);
        return false;
    }
    ConflictInfo info;
    info.name = name;
    info.baseRevision = base;
    info.theirRevision = theirRevision;
    for (const RevisionInfo &r : *revisions) {
        if (r.number == theirRevision) {
            info.theirAuthor = r.author;
            info.theirSavedAt = r.savedAt;
        }
    }
    if (base > 0) {
        const Expected<Scenario> before = m_store->revision(name, base);
        if (!before) {
            emit message(joinErrors(before.errors()), true);
            return false;
        }
        info.theirChanges = diffScenarios(*before, *theirs);
        info.myChanges = diffScenarios(*before, mine);
    } else {
        info.theirChanges = diffScenarios(mine, *theirs); // a new plan: how theirs differs from it
    }
    switch (dialogs::conflict(m_dialogParent, info)) {
    case ConflictChoice::KeepMine:
        return saveBasedOn(theirRevision); // a later conflict is asked again
    case ConflictChoice::TakeTheirs: {
        const QString key = draftKey();
        m_doc->reset(*theirs, theirRevision);
        if (const Status gone = draftStore()->discardDraft(key); !gone)
            emit message(discardFailedText(gone.errors()), true);
        emit libraryChanged(name);
        emit message(
            tr("Opened revision %1 of “%2”; your changes were dropped.").arg(theirRevision).arg(name), false);
        return true;
    }
    case ConflictChoice::SaveAsCopy: {
        const QString key = draftKey();
        const QString copy = uniqueScenarioName(*m_store, tr("%1 (copy)").arg(name));
        m_doc->edit(QCoreApplication::translate("cp::gui::MainWindow", "Rename to “%1”").arg(copy),
            [copy](Scenario &s) { s.name = copy; });
        if (!saveBasedOn(0))
            return false;
        // The original's draft held these edits; they are in the copy now.
        static_cast<void>(draftStore()->discardDraft(key)); // a draft left over is only offered again
        return true;
    }
    case ConflictChoice::Cancel:
        break;
    }
    emit message(tr("“%1” was not saved: revision %2 was saved by someone else in the meantime.")
                     .arg(name)
                     .arg(theirRevision),
        true);
    return false;
}

void Session::planRenamed(const QString &from, const QString &to)
{
    if (!m_hasPlan || m_doc->scenario().name != from)
        return;
    const bool wasClean = !m_doc->isDirty();
    m_doc->edit(QCoreApplication::translate("cp::gui::MainWindow", "Rename to “%1”").arg(to),
        [to](Scenario &s) { s.name = to; });
    if (wasClean)
        m_doc->markSaved(m_doc->revision());
}

void Session::plansRemoved(const QStringList &names)
{
    if (m_hasPlan && names.contains(m_doc->scenario().name))
        showPlan(false);
}

// --- library ---------------------------------------------------------------------------------

bool Session::openStore(const QString &path)
{
    emit storeAboutToClose();
    m_store.reset();
    m_local.reset();
    m_offline = false;
    m_pendingTeamSave = false;
    m_address = path;
    if (Store::isTeamLibrary(path)) {
        StoreOptions options;
        options.seedSamples = false; // a team starts from its own plans
        options.integrityCheckOnOpen = false; // the server keeps its own files sound
        Expected<std::unique_ptr<Store>> opened = openLibrary(path, options);
        if (!opened)
            return openPersonalInstead(path, opened.errors());
        m_store = std::move(*opened);
        m_role = m_store->role();
        applyUserCatalog();
        emit storeOpened();
        emit accessChanged();
        return true;
    }
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
    m_role = m_store->role();
    startLibraryCheck();
    applyUserCatalog();
    emit storeOpened();
    emit accessChanged();
    return true;
}

// --- team library ----------------------------------------------------------------------------

QString Session::personalPath()
{
    const QString path = Settings::instance().databasePath();
    return path.isEmpty() ? Store::defaultPath() : path;
}

bool Session::isTeamLibrary() const { return m_store && Store::isTeamLibrary(m_address); }
QString Session::role() const { return m_roleForTesting.isEmpty() ? m_role : m_roleForTesting; }

void Session::setRoleForTesting(const QString &role)
{
    m_roleForTesting = role;
    emit accessChanged();
}

QString Session::readOnlyReason() const
{
    if (!m_store)
        return {};
    if (m_store->isReadOnly())
        return tr("This library was opened for reading only; nothing can be saved to it.");
    if (role() == QLatin1String("viewer"))
        return tr(
            "You can read this team library but not change it (your role is viewer): saving, importing, "
            "editing, renaming and deleting plans are turned off. Ask a team library admin for the editor "
            "role.");
    return {};
}

void Session::setTeamStandInForTesting(StoreOpener opener) { m_teamStandIn = std::move(opener); }

Expected<std::unique_ptr<Store>> Session::openLibrary(
    const QString &address, const StoreOptions &options) const
{
    if (m_teamStandIn && Store::isTeamLibrary(address)) {
        if (m_teamDown)
            return Error { address, QStringLiteral("test stand-in: the server is down"),
                ErrorKind::Unreachable };
        return m_teamStandIn(address, options);
    }
    return Store::open(address, options);
}

bool Session::openPersonalInstead(const QString &teamAddress, const Errors &errors)
{
    const bool unreachable = kindOf(errors) == ErrorKind::Unreachable;
    const bool opened = openStore(personalPath());
    m_offline = unreachable;
    m_teamAddress = teamAddress;
    emit message(
        unreachable ? tr(
            "The team library %1 cannot be reached (%2). You are working offline in your personal library; "
            "choose File → Connect to Team Library when the server is back.")
                          .arg(teamAddress, joinErrors(errors))
                    : tr("The team library %1 cannot be opened: %2 Your personal library is open instead.")
                          .arg(teamAddress, joinErrors(errors)),
        true);
    emit accessChanged();
    return opened;
}

void Session::keepOffline(const Errors &errors)
{
    m_offline = true;
    m_pendingTeamSave = true;
    m_teamAddress = m_address;
    if (!m_local) {
        Expected<std::unique_ptr<Store>> local = Store::open(personalPath());
        if (local) {
            m_local = std::move(*local);
        } else {
            emit message(
                tr("The team library cannot be reached (%1), and neither can your personal library (%2): "
                   "keep Compute Planner open until the server is back, or export the plan.")
                    .arg(joinErrors(errors), joinErrors(local.errors())),
                true);
            emit accessChanged();
            return;
        }
    }
    if (const Status drafted = m_local->saveDraft(m_doc->scenario(), draftKey()); !drafted)
        emit message(joinErrors(drafted.errors()), true);
    emit message(
        tr("The team library cannot be reached (%1). “%2” stays open and editable; your changes are kept "
           "as a draft in your personal library. Choose File → Save to Team Library when the server is back.")
            .arg(joinErrors(errors), m_doc->scenario().name),
        true);
    emit accessChanged();
}

bool Session::retryTeamLibrary()
{
    if (!m_offline)
        return true;
    if (!m_pendingTeamSave) {
        // Offline since opening: the personal library is open; switch to the team library.
        if (!maybeSave())
            return false;
        showPlan(false);
        const QString team = m_teamAddress;
        openStore(team);
        return !m_offline;
    }
    StoreOptions options;
    options.seedSamples = false;
    options.integrityCheckOnOpen = false;
    Expected<std::unique_ptr<Store>> opened = openLibrary(m_teamAddress, options);
    if (!opened) {
        keepOffline(opened.errors());
        return false;
    }
    emit storeAboutToClose();
    m_store = std::move(*opened);
    m_address = m_teamAddress;
    m_role = m_store->role();
    m_offline = false;
    m_pendingTeamSave = false;
    emit storeOpened();
    const QString key = draftKey();
    const bool saved = saveBasedOn(m_doc->revision());
    if (saved && m_local) {
        static_cast<void>(
            m_local->discardDraft(key)); // saved to the team: a draft left is only offered again
        m_local.reset();
    }
    emit accessChanged();
    return saved;
}

QString Session::otherLibrary() const
{
    if (!m_store)
        return {};
    return isTeamLibrary() ? personalPath() : Settings::instance().teamLibraryAddress();
}

bool Session::copyToOtherLibrary(const QStringList &names)
{
    const QString other = otherLibrary();
    if (!m_store || names.isEmpty() || other.isEmpty())
        return false;
    const bool toTeam = !isTeamLibrary();
    const QString where = toTeam ? tr("the team library") : tr("your personal library");
    // Into a team library a plan arrives as one revision by this user (its history here is quoted
    // in that revision's comment): the team's history is its own audit trail.
    const QString question = toTeam ? tr("Copy %n plan(s) to the team library? Each arrives there as one new revision by you, with its history "
                                         "here quoted in that revision's comment.",
                                 nullptr, int(names.size()))
                                    : tr("Copy %n plan(s) with all their revisions to %1?", nullptr, int(names.size())).arg(where);
    if (dialogs::question(m_dialogParent, tr("Copy Plans"), question,
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        != QMessageBox::Yes)
        return false;
    StoreOptions options;
    options.seedSamples = false;
    options.integrityCheckOnOpen = false;
    Expected<std::unique_ptr<Store>> target = openLibrary(other, options);
    if (!target) {
        emit message(tr("Nothing was copied: %1")
                         .arg(storeProblemText(kindOf(target.errors()), other, target.errors())),
            true);
        return false;
    }
    int copied = 0;
    for (const QString &name : names) {
        if (const Status ok = copyScenario(*m_store, **target, name); ok)
            ++copied;
        else
            emit message(tr("“%1” was not copied: %2").arg(name, joinErrors(ok.errors())), true);
    }
    if (copied > 0)
        emit message(tr("Copied %n plan(s) to %1.", nullptr, copied).arg(where), false);
    return copied == names.size();
}

Expected<QString> Session::testConnection(const QString &address) const
{
    StoreOptions options;
    options.seedSamples = false;
    options.integrityCheckOnOpen = false;
    Expected<std::unique_ptr<Store>> opened = openLibrary(address, options);
    if (!opened)
        return opened.errors();
    return tr("Connected: your role is %1; schema version %2.")
        .arg((*opened)->role())
        .arg(Store::kSchemaVersion);
}

void Session::startLibraryCheck()
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
        emit message(storeProblemText(ErrorKind::Damaged, path, errors), true);
    });
    watcher->setFuture(QtConcurrent::run(checkLibraryInBackground, path));
}

void Session::applyUserCatalog()
{
    if (!m_store)
        return;
    if (const Expected<Catalog> edited = m_store->editedCatalog(Catalog::shipped())) {
        Catalog::install(*edited);
    } else {
        Catalog::install(Catalog::shipped());
        emit message(QCoreApplication::translate("cp::gui::MainWindow",
                         "Your price book and catalog corrections are not in use: %1. Open Tools → Accelerator "
                         "Catalog… to correct or reset them.")
                         .arg(joinErrors(edited.errors())),
            true);
    }
    emit catalogChanged();
    if (m_hasPlan)
        m_doc->refresh();
}

bool Session::recoverStore(const QString &path, const Errors &errors)
{
    const ErrorKind problem = kindOf(errors);
    const QString description = storeProblemText(problem, path, errors);
    emit message(description, true);
    const QStringList backups = Store::backups(path);
    const bool canStartNew = problem == ErrorKind::Damaged || problem == ErrorKind::TooNew
        || problem == ErrorKind::NotALibrary || problem == ErrorKind::Io;
    QMessageBox::StandardButtons buttons = QMessageBox::Close;
    QStringList choices;
    if (!backups.isEmpty()) {
        buttons |= QMessageBox::Open;
        choices << QCoreApplication::translate("cp::gui::MainWindow", "Open: use the newest backup copy (%1).")
                       .arg(QDir::toNativeSeparators(backups.constFirst()));
    }
    if (canStartNew) {
        buttons |= QMessageBox::Reset;
        choices << QCoreApplication::translate("cp::gui::MainWindow",
            "Reset: start a new, empty library. Your file is kept next to it, renamed.");
    }
    if (problem == ErrorKind::Busy || problem == ErrorKind::ReadOnly || problem == ErrorKind::DiskFull) {
        buttons |= QMessageBox::Retry;
        choices << QCoreApplication::translate("cp::gui::MainWindow",
            "Retry: try again after closing the other program or freeing space.");
    }
    choices << QCoreApplication::translate("cp::gui::MainWindow", "Close: quit Compute Planner without changing anything.");
    const QString text = description + QStringLiteral("\n\n") + choices.join(QLatin1Char('\n'));
    const auto answer = dialogs::question(m_dialogParent, QCoreApplication::translate("cp::gui::MainWindow", "Scenario Library"),
        text, buttons, QMessageBox::Close);

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
    emit messagesCleared();
    return true;
}

} // namespace cp::gui
