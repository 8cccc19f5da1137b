#include "app/gui/session.h"

#include "app/export/csvexport.h"
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "app/gui/dialogs.h"
#include "app/gui/librarypanel.h" // uniqueScenarioName
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/importrule.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace cp::gui {

// The texts below were the main window's and keep its translation context (translations/*.ts
// hold them there): QCoreApplication::translate("cp::gui::MainWindow", ...).

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
QString discardFailedText(const Errors &errors)
{
    return QCoreApplication::translate("cp::gui::MainWindow", "The unsaved changes could not be discarded; they will be offered again: %1")
        .arg(joinErrors(errors));
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

// --- drafts ----------------------------------------------------------------------------------

QString Session::draftKey() const
{
    return m_doc->revision() > 0 ? m_doc->scenario().name : QString();
}

bool Session::autosaveDraft()
{
    if (!m_store || !m_hasPlan || !m_doc->isDirty())
        return false;
    if (const Status status = m_store->saveDraft(m_doc->scenario(), draftKey()); !status) {
        emit message(joinErrors(status.errors()), false);
        return false;
    }
    return true;
}

void Session::setAutosaveDelay(int ms) { m_autosave->setInterval(ms); }
int Session::autosaveDelay() const { return m_autosave->interval(); }

int Session::offerDraftRecovery()
{
    if (!m_store)
        return 0;
    const auto drafts = m_store->drafts();
    if (!drafts || drafts->isEmpty())
        return 0;
    // A draft that cannot be removed is offered again at the next start; the user is told why.
    const auto discard = [this](const QString &name) {
        if (const Status gone = m_store->discardDraft(name); !gone)
            emit message(discardFailedText(gone.errors()), true);
    };
    int recovered = 0;
    for (const DraftInfo &d : *drafts) {
        const auto answer = dialogs::question(m_dialogParent,
            QCoreApplication::translate("cp::gui::MainWindow", "Recover Unsaved Changes"),
            QCoreApplication::translate("cp::gui::MainWindow",
                "“%1” has unsaved changes from %2 that were not saved before the app closed. Recover them?")
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
            emit message(joinErrors(draft.errors()), true);
            continue;
        }
        if (!d.name.isEmpty() && openScenario(d.name)) {
            const Scenario edited = *draft;
            m_doc->edit(QCoreApplication::translate("cp::gui::MainWindow", "Recover unsaved changes"),
                [edited](Scenario &s) { s = edited; });
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
    if (answer == QMessageBox::Discard && m_store) {
        // The edits are dropped as asked; a draft that stays is offered again at the next start.
        if (const Status gone = m_store->discardDraft(m_doc->revision() > 0 ? m_doc->scenario().name : QString()); !gone)
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

bool Session::save()
{
    if (!m_store || !m_hasPlan)
        return false;
    auto revision = m_store->save(m_doc->scenario());
    if (!revision) {
        emit message(joinErrors(revision.errors()), true);
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
    return save();
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
    applyUserCatalog();
    emit storeOpened();
    return true;
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
