#include "app/gui/plandocument.h"

#include <QLocale>
#include <QUndoCommand>
#include <QtConcurrent/QtConcurrentRun>

namespace cp::gui {

/// One edit: the scenario before and after (Scenario is a plain value type).
class ScenarioCommand : public QUndoCommand {
public:
    ScenarioCommand(PlanDocument *doc, const QString &text, Scenario before, Scenario after, int mergeId)
        : QUndoCommand(text)
        , m_doc(doc)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
    {
    }
    void undo() override { m_doc->setScenarioFromUndo(m_before); }
    void redo() override { m_doc->setScenarioFromUndo(m_after); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ScenarioCommand *>(other);
        m_after = next->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    PlanDocument *m_doc;
    Scenario m_before;
    Scenario m_after;
    int m_mergeId;
};

PlanDocument::PlanDocument(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<analysis::PlanReport>::finished, this, &PlanDocument::onFinished);
    // QUndoStack runs a command's redo()/undo() before it moves its index, so a change is
    // announced only once the stack has settled: listeners then see isDirty() as it now is
    // (the first edit after opening a plan is dirty, an undo back to the saved state is clean).
    connect(&m_undo, &QUndoStack::indexChanged, this, &PlanDocument::announceChange);
}

PlanDocument::~PlanDocument()
{
    m_watcher.waitForFinished();
}

void PlanDocument::reset(const Scenario &scenario, int revision)
{
    m_undo.clear();
    m_scenario = scenario;
    m_revision = revision;
    m_undo.setClean();
    emit scenarioChanged();
    recompute();
}

void PlanDocument::markSaved(int revision)
{
    m_revision = revision;
    m_undo.setClean();
}

void PlanDocument::pinPrices(const QList<PriceSnapshotEntry> &prices)
{
    m_scenario.prices = prices;
}

void PlanDocument::edit(const QString &text, const std::function<void(Scenario &)> &change, int mergeId)
{
    Scenario after = m_scenario;
    change(after);
    if (after == m_scenario)
        return;
    m_undo.push(new ScenarioCommand(this, text, m_scenario, std::move(after), mergeId));
    announceChange(); // a push that leaves the index where it was emits no indexChanged
}

void PlanDocument::setScenarioFromUndo(const Scenario &scenario)
{
    m_scenario = scenario;
    m_changePending = true; // announced when the undo stack has updated its index
}

void PlanDocument::announceChange()
{
    if (!m_changePending)
        return;
    m_changePending = false;
    emit scenarioChanged();
    recompute();
}

void PlanDocument::recompute()
{
    if (m_watcher.isRunning()) {
        m_pending = true; // the newest state is analysed when the running one finishes
        return;
    }
    const Scenario snapshot = m_scenario;
    const QLocale locale;
    m_awaiting = true;
    m_watcher.setFuture(QtConcurrent::run([snapshot, locale] { return analysis::analyse(snapshot, locale); }));
    emit computingChanged(true);
}

void PlanDocument::onFinished()
{
    if (!m_awaiting)
        return; // already taken by waitForReport()
    m_awaiting = false;
    if (m_pending) {
        m_pending = false;
        recompute();
        return;
    }
    m_report = m_watcher.result();
    emit computingChanged(false);
    emit reportReady();
}

void PlanDocument::waitForReport()
{
    while (m_awaiting) {
        m_watcher.waitForFinished();
        onFinished();
    }
}

} // namespace cp::gui
