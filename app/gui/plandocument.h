#pragma once
// The open plan: its Scenario, the undo stack every edit goes through, and the PlanReport
// computed from it off the GUI thread. Editors change the scenario only through edit(); views
// read scenario() and report() and listen to the signals.

#include "core/analysis/planreport.h"
#include "core/calibrate/pilot.h"
#include "core/scenario/scenario.h"
#include "core/uncertainty/ranges.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <atomic>
#include <functional>
#include <memory>
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

    /// The P10-P50-P90 ranges of the latest report (analysis::scenarioRanges), computed off
    /// the GUI thread after each report and cancelled when the plan changes; empty until then.
    const std::optional<uncertainty::Ranges> &ranges() const { return m_ranges; }
    /// Why the latest ranges could not be computed (empty when they were or are running).
    QString rangesProblem() const { return m_rangesProblem; }
    bool isComputingRanges() const { return m_rangesWatcher.isRunning(); }
    /// Samples and seed of the ranges (default 10,000 and 42; tests take fewer).
    void setRangeSettings(const uncertainty::RangeSettings &settings) { m_rangeSettings = settings; }
    const uncertainty::RangeSettings &rangeSettings() const { return m_rangeSettings; }
    /// The library's pilot-run points: plans on their accelerators are estimated with the
    /// correction (analysis::analyse) and draw their throughput error with the narrowed spread
    /// (bridge::pilotErrorModel). Takes effect at the next recompute.
    void setPilotPoints(const QList<calibrate::PilotPoint> &points) { m_pilotPoints = points; }
    /// Waits for the running ranges (tests, export).
    void waitForRanges();

signals:
    void rangesReady();
    /// Progress of the ranges' run, 0..1.
    void rangesProgress(double fraction);
    void rangesComputingChanged(bool computing);
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
    void startRanges();
    void onRangesFinished();
    struct RangesResult {
        std::optional<uncertainty::Ranges> ranges;
        QString problem;
        bool cancelled = false;
    };

    Scenario m_scenario;
    int m_revision = 0;
    QUndoStack m_undo;
    std::optional<analysis::PlanReport> m_report;
    QFutureWatcher<analysis::PlanReport> m_watcher;
    bool m_pending = false; ///< an edit arrived while an analysis was running
    bool m_awaiting = false; ///< an analysis was started and its result not yet taken
    bool m_changePending = false; ///< a command changed the scenario; scenarioChanged not yet emitted
    std::optional<uncertainty::Ranges> m_ranges;
    QString m_rangesProblem;
    QFutureWatcher<RangesResult> m_rangesWatcher;
    std::shared_ptr<std::atomic_bool> m_cancelRanges; ///< the running run's flag
    bool m_rangesPending = false; ///< a new report arrived while ranges ran
    uncertainty::RangeSettings m_rangeSettings;
    QList<calibrate::PilotPoint> m_pilotPoints;
};

} // namespace cp::gui
