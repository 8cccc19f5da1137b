#pragma once
// The open plan: its Scenario, the undo stack every edit goes through, and the PlanReport
// computed from it off the GUI thread. Editors change the scenario only through edit(); views
// read scenario() and report() and listen to the signals.

#include "core/analysis/planreport.h"
#include "core/scenario/scenario.h"

#include <QFutureWatcher>
#include <QObject>
#include <QUndoStack>

#include <functional>
#include <optional>

namespace cp::gui {

class PlanDocument : public QObject {
    Q_OBJECT
public:
    explicit PlanDocument(QObject *parent = nullptr);
    ~PlanDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    /// Replaces the plan (opened from the library or a file): clears undo history, marks clean,
    /// and recomputes. `revision` is the store revision it came from (0: unsaved).
    void reset(const Scenario &scenario, int revision = 0);
    int revision() const { return m_revision; }
    /// After a save: the current state is the clean state of revision `revision`.
    void markSaved(int revision);

    /// Writes down the prices the plan uses (pricesnapshot.h, pinnedPrices) before a save. Not
    /// an edit: the numbers do not change, so there is no undo step and no new analysis.
    void pinPrices(const QList<PriceSnapshotEntry> &prices);

    QUndoStack *undoStack() { return &m_undo; }
    bool isDirty() const { return !m_undo.isClean(); }

    /// Applies a change as one undo step named `text`. Consecutive edits with the same
    /// non-negative `mergeId` merge into one step (a slider drag is one undo step).
    void edit(const QString &text, const std::function<void(Scenario &)> &change, int mergeId = -1);

    /// The latest finished analysis (empty before the first one finishes).
    const std::optional<analysis::PlanReport> &report() const { return m_report; }
    bool isComputing() const { return m_watcher.isRunning(); }
    /// Recomputes the report from the current scenario (after a change of UI language, so the
    /// report's text follows it). Not an edit: the undo stack is untouched.
    void refresh() { recompute(); }
    /// Waits for a running analysis (tests, export before quit).
    void waitForReport();

signals:
    /// The scenario changed (an edit, undo or redo, or reset()). Emitted after the undo stack
    /// has settled, so isDirty() already tells whether the new state is saved.
    void scenarioChanged();
    void reportReady();
    void computingChanged(bool computing);

private:
    friend class ScenarioCommand;
    void setScenarioFromUndo(const Scenario &scenario);
    void announceChange();
    void recompute();
    void onFinished();

    Scenario m_scenario;
    int m_revision = 0;
    QUndoStack m_undo;
    std::optional<analysis::PlanReport> m_report;
    QFutureWatcher<analysis::PlanReport> m_watcher;
    bool m_pending = false; ///< an edit arrived while an analysis was running
    bool m_awaiting = false; ///< an analysis was started and its result not yet taken
    bool m_changePending = false; ///< a command changed the scenario; scenarioChanged not yet emitted
};

} // namespace cp::gui
