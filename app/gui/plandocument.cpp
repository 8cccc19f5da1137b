#include "app/gui/plandocument.h"

#include "core/analysis/scenarioranges.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/pilotcorrection.h"

#include <QLocale>
#include <QPromise>
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
    connect(&m_rangesWatcher, &QFutureWatcher<RangesResult>::finished, this, &PlanDocument::onRangesFinished);
    connect(&m_rangesWatcher, &QFutureWatcher<RangesResult>::progressValueChanged, this,
        [this](int permille) { emit rangesProgress(permille / 1000.0); });
    // QUndoStack runs a command's redo()/undo() before it moves its index, so a change is
    // announced only once the stack has settled: listeners then see isDirty() as it now is
    // (the first edit after opening a plan is dirty, an undo back to the saved state is clean).
    connect(&m_undo, &QUndoStack::indexChanged, this, &PlanDocument::announceChange);
}

PlanDocument::~PlanDocument()
{
    if (m_cancelRanges)
        m_cancelRanges->store(true);
    m_rangesWatcher.waitForFinished();
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
    // The ranges of the previous state no longer apply.
    if (m_cancelRanges)
        m_cancelRanges->store(true);
    m_rangesPending = false;
    m_ranges.reset();
    m_rangesProblem.clear();
    const Scenario snapshot = m_scenario;
    const QLocale locale;
    m_awaiting = true;
    const QList<calibrate::PilotPoint> pilot = m_pilotPoints;
    m_watcher.setFuture(QtConcurrent::run([snapshot, locale, pilot] { return analysis::analyse(snapshot, locale, pilot); }));
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
    startRanges();
}

void PlanDocument::startRanges()
{
    if (m_rangesWatcher.isRunning()) {
        m_rangesPending = true; // started when the cancelled run has returned
        return;
    }
    m_cancelRanges = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> cancel = m_cancelRanges;
    const Scenario snapshot = m_scenario;
    const uncertainty::RangeSettings settings = m_rangeSettings;
    const QString accelerator = bridge::primaryAccelerator(snapshot);
    const QList<calibrate::PilotPoint> pilot = m_pilotPoints;
    m_rangesWatcher.setFuture(QtConcurrent::run([snapshot, settings, cancel, accelerator, pilot](QPromise<RangesResult> &promise) {
        promise.setProgressRange(0, 1000);
        uncertainty::RunControl control;
        control.cancel = cancel.get();
        control.progress = [&promise](double f) { promise.setProgressValue(int(f * 1000)); };
        const auto ranges
            = analysis::scenarioRanges(snapshot, settings, bridge::pilotErrorModel(pilot, accelerator), control, pilot);
        RangesResult r;
        if (ranges)
            r.ranges = *ranges;
        else if (uncertainty::wasCancelled(ranges.errors()))
            r.cancelled = true;
        else
            r.problem = joinErrors(ranges.errors());
        promise.addResult(r);
    }));
    emit rangesComputingChanged(true);
}

void PlanDocument::onRangesFinished()
{
    if (m_rangesWatcher.future().resultCount() == 0)
        return;
    const RangesResult r = m_rangesWatcher.result();
    m_rangesWatcher.setFuture(QFuture<RangesResult>()); // taken: a second call finds nothing
    if (m_rangesPending || r.cancelled || m_watcher.isRunning()) {
        const bool restart = m_rangesPending && !m_watcher.isRunning();
        m_rangesPending = false;
        emit rangesComputingChanged(false);
        if (restart)
            startRanges();
        return;
    }
    m_ranges = r.ranges;
    m_rangesProblem = r.problem;
    emit rangesComputingChanged(false);
    emit rangesReady();
}

void PlanDocument::waitForRanges()
{
    waitForReport();
    while (m_rangesWatcher.isRunning() || m_rangesWatcher.future().resultCount() > 0) {
        m_rangesWatcher.waitForFinished();
        onRangesFinished();
    }
}

void PlanDocument::waitForReport()
{
    while (m_awaiting) {
        m_watcher.waitForFinished();
        onFinished();
    }
}

} // namespace cp::gui
