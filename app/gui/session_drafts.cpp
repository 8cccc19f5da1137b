#include "app/gui/session.h"

#include "app/gui/dialogs.h"
#include "app/gui/plandocument.h"
#include "core/store/store.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimer>

// The drafts of the session (autosave and recovery after a crash), apart from session.cpp for
// its length. The texts keep the main window's translation context, as in session.cpp.

namespace cp::gui {

QString Session::discardFailedText(const Errors &errors)
{
    return QCoreApplication::translate("cp::gui::MainWindow", "The unsaved changes could not be discarded; they will be offered again: %1")
        .arg(joinErrors(errors));
}

// --- drafts ----------------------------------------------------------------------------------

QString Session::draftKey() const
{
    return m_doc->revision() > 0 ? m_doc->scenario().name : QString();
}

Store *Session::draftStore() const { return m_offline && m_local ? m_local.get() : m_store.get(); }

bool Session::autosaveDraft()
{
    if (!draftStore() || !m_hasPlan || !m_doc->isDirty())
        return false;
    if (const Status status = draftStore()->saveDraft(m_doc->scenario(), draftKey()); !status) {
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
                .arg(d.title, units::formatDateTime(d.savedAt)),
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

} // namespace cp::gui
