#pragma once
// Leave-one-source-out cross-validation of the step-time estimator on the published runs of
// resources/data/calibration-runs.csv, and the one fit routine of the calibrated constants
// (calibration.h) that the back-test (tst_backtest) and `computeplanner-cli accuracy` share.
//
//   auto runs = cp::estimate::readCalibrationRuns();
//   auto cv = cp::estimate::stepTimeCrossValidation(*runs);   // cv->families, cv->sources
//
// For every source S the calibrated constants are refitted on the rows of every other source by
// the same procedure that fitted the shipped constants on all of them (fitUninformed: coordinate
// descent from starting points that do not depend on the rows) and S's rows are predicted with
// that fit: the error a user sees on a run the fit has not seen. A fold never starts from the
// shipped constants: in a direction the other sources leave flat it would keep a value the
// held-out source helped set, and predict that source with its own information.

#include "core/accuracy/accuracyrow.h"
#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"

#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <optional>

namespace cp::estimate {

/// A row without a GPU count gets 2,048 GPUs (assumption: the LLaMA 1 cluster size, Touvron
/// et al. 2023 section 2.4); other missing layout fields are chosen by the estimator.
inline constexpr int kCalibrationGpusWhenUnpublished = 2048;

/// One published run with the input the estimator needs to predict it.
struct CalibrationRun {
    QString id;
    /// The independent source the row comes from (the unit the cross-validation leaves out):
    /// the `source_id` column, or the first word of `source` where the file has no such column.
    QString source;
    QString reference; ///< the `source` column: where the figure is published
    /// tokens_per_s_per_gpu, hardware_tflops_per_gpu, model_tflops_per_gpu, gpu_hours,
    /// mem_model_states_gb or mem_peak_gb
    QString metric;
    QString family; ///< "throughput" (tokens/s, TFLOP/s), "gpu-hours" or "memory"
    double published = 0;
    /// The `excluded` column: why the row is predicted and shown but neither fitted nor counted
    /// in the families' statistics; empty for a row that counts.
    QString excluded;
    /// The `first_contact_error_pct` column: the row's error when its source was first scored, a
    /// pure prediction before any refit or model change used it (AccuracyRow::firstContactErrorPct).
    std::optional<double> firstContactErrorPct;
    EstimateInput input;
};

/// The shipped runs (":/cp/data/calibration-runs.csv").
QString builtInCalibrationRunsPath();
/// Reads calibration runs; every malformed row is reported (file:line). The CSV has no "gated"
/// or "tied" column: a row whose FFN is not 4 x hidden is Llama-style (SwiGLU, untied
/// embeddings), otherwise GPT-style (GELU, tied) - true of every shipped row.
Expected<QList<CalibrationRun>> readCalibrationRuns(const QString &path = builtInCalibrationRunsPath());

/// The estimate's value of a run's metric: hardware vs model TFLOP/s, whole-run GPU-hours
/// including failures, model states (GB = 1e9 B, as in the ZeRO paper) vs peak memory (GiB).
double metricValue(const CalibrationRun &run, const Estimate &e);

/// The family of a metric ("throughput", "gpu-hours" or "memory").
QString metricFamily(const QString &metric);

/// A row as the fit sees it: what was published, by which source, in which family.
struct FitRow {
    QString id;
    QString source;
    QString family;
    QString metric;
    double published = 0;
    QString excluded {}; ///< non-empty: predicted, never fitted nor counted (CalibrationRun::excluded)
    std::optional<double> firstContactErrorPct {}; ///< CalibrationRun::firstContactErrorPct
};

/// The prediction of row `index` under the constants `cal`; empty when the estimator refuses it.
using RowPredictor = std::function<std::optional<double>(qsizetype index, const Calibration &cal)>;

/// A calibrated constant and the values the fit may give it.
struct FitKnob {
    QString name;
    double Calibration::*field = nullptr;
    QList<double> values;
};

/// The calibrated constants of the step-time model and their grids.
QList<FitKnob> stepTimeKnobs();

/// Coordinate descent on the rows where `use` is true, from `start`: each round tries every
/// grid value of every knob in turn and keeps a strict improvement of fitObjective(); it stops
/// after `rounds` rounds or the first round that changes nothing. Deterministic.
Calibration fitCalibration(const QList<FitRow> &rows, const QList<bool> &use, const RowPredictor &predict,
    const QList<FitKnob> &knobs, const Calibration &start, int rounds = 2, double priorWeightPct = 0);

/// A weak prior toward the middle of each knob's physical range: `weightPct` percentage points
/// of objective per knob at the far end of its grid, in proportion to its distance in grid steps
/// from the middle (0 at the middle, about weightPct / 2 at an end). It decides between end
/// points the rows cannot tell apart, the same way for every fold.
double priorPenalty(const QList<FitKnob> &knobs, const Calibration &cal, double weightPct);

/// The fit procedure shared by the shipped constants (tst_backtest's fit mode) and every fold of
/// the cross-validation: coordinate descent to convergence (at most `rounds` rounds) from the
/// middle of every knob's grid and from `randomStarts` grid points drawn with the fixed `seed`;
/// the end point with the lowest fitObjective() wins (the first of equals). No start depends on
/// the rows, so a fold knows nothing of the source it leaves out. Deterministic.
struct FitProcedure {
    int randomStarts = 2;
    quint32 seed = 20261129;
    int rounds = 6;
    /// priorPenalty()'s weight. Assumption: 0.5 percentage point, a quarter of a point for a knob
    /// at an end of its grid, under the 0.3-1 point the shipped fit's steps are worth. Without it
    /// the fold without NeMo had several end points of nearly equal objective (expertOverheadUs
    /// 10 or 70) and which one won depended on the number of starts: its CV worst row read 50% or
    /// 140% (measured 2026-12-02 with 0, 2, 4 and 8 random starts). With it, 2, 4 and 8 random
    /// starts give the same folds.
    double priorWeightPct = kPriorWeightPct;
};

/// The starting points of `procedure` over `knobs` (the grid middle first), each `base` with
/// the knobs' values replaced.
QList<Calibration> uninformedStarts(const QList<FitKnob> &knobs, const Calibration &base,
    const FitProcedure &procedure = {});

/// fitCalibration() from every uninformedStarts() point; the best end point. Knobs not in
/// `knobs` keep `base`'s values.
Calibration fitUninformed(const QList<FitRow> &rows, const QList<bool> &use, const RowPredictor &predict,
    const QList<FitKnob> &knobs, const Calibration &base, const FitProcedure &procedure = {});

/// The fit's objective over the absolute percentage errors of the rows used: the largest
/// per-family median + 0.1 x the largest per-family 90th percentile (a failed row counts 100%).
/// Families are weighed alike however many rows they have; no single row steers the fit.
double fitObjective(const QList<FitRow> &rows, const QList<bool> &use,
    const QList<std::optional<double>> &predicted);

/// The cross-validated table: AccuracyRow per row (predicted with `shipped`, cv_predicted with
/// the fit that left the row's source out), AccuracyGroup per family and per source.
struct CrossValidation {
    QList<AccuracyRow> rows;
    QList<AccuracyGroup> families; ///< throughput, gpu-hours, memory (those present)
    QList<AccuracyGroup> sources; ///< sorted by name
    QList<QPair<QString, Calibration>> cvFits; ///< the fit without each source
};

/// Leave-one-source-out cross-validation of any predictor (the estimator, or a toy model in
/// tests). `shipped` gives the in-sample column and the values of the constants that are not
/// knobs; each fold is fitUninformed() with `procedure`, on `fitPredict` where given (a cheaper
/// stand-in for `predict`, e.g. the estimator with its layouts held fixed). Every reported number
/// comes from `predict`. The folds run in parallel; the result does not depend on their order.
CrossValidation crossValidate(const QList<FitRow> &rows, const RowPredictor &predict,
    const QList<FitKnob> &knobs,
    const Calibration &shipped, const FitProcedure &procedure = {}, const RowPredictor &fitPredict = {});

/// Recomputes `cv.families` and `cv.sources` from `cv.rows` (excluded rows left out).
void groupRows(CrossValidation &cv);

/// The estimator as a RowPredictor over `runs` (each run's input with the constants replaced).
RowPredictor estimatorPredictor(const QList<CalibrationRun> &runs,
    const Catalog &catalog = Catalog::builtIn());

/// The runs with the layout fields they leave open fixed to what the estimator chooses under
/// `cal` (runs it refuses are kept as they are). The fit evaluates these: a fixed layout costs
/// one evaluation instead of a search, and the constants move the layout choice little.
QList<CalibrationRun> withChosenLayouts(const QList<CalibrationRun> &runs, const Calibration &cal,
    const Catalog &catalog = Catalog::builtIn());

/// FitRow view of the runs.
QList<FitRow> fitRows(const QList<CalibrationRun> &runs);

/// The runs the step-time fits evaluate: withChosenLayouts() under the grid middle of
/// stepTimeKnobs() (uninformedStarts()'s first point, `base` for the other constants), so that
/// no fit sees a layout chosen with constants a held-out source helped set. The shipped fit
/// (tst_backtest CP_BACKTEST_FIT) and every fold use these.
QList<CalibrationRun> fitStandIns(const QList<CalibrationRun> &runs, const Calibration &base = {},
    const Catalog &catalog = Catalog::builtIn());

/// Leave-one-source-out cross-validation of the estimator with stepTimeKnobs(): the folds are
/// fitted by FitProcedure {} on fitStandIns(runs, shipped), the rows predicted by estimate()
/// itself with each fold's constants.
CrossValidation stepTimeCrossValidation(const QList<CalibrationRun> &runs, const Calibration &shipped = {},
    const Catalog &catalog = Catalog::builtIn());

} // namespace cp::estimate
