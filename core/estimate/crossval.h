#pragma once
// Leave-one-source-out cross-validation of the step-time estimator on the published runs of
// resources/data/calibration-runs.csv, and the one fit routine of the calibrated constants
// (calibration.h) that the back-test (tst_backtest) and `computeplanner-cli accuracy` share.
//
//   auto runs = cp::estimate::readCalibrationRuns();
//   auto cv = cp::estimate::stepTimeCrossValidation(*runs);   // cv->families, cv->sources
//
// For every source S the calibrated constants are refitted on the rows of every other source
// (coordinate descent from the shipped constants, a few rounds over each constant's grid) and
// S's rows are predicted with that fit: the error a user sees on a run the fit has not seen.

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"
#include "core/estimate/memorybacktest.h"

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
    const QList<FitKnob> &knobs, const Calibration &start, int rounds = 2);

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
/// tests). The folds are fitted with `fitPredict` where given (a cheaper stand-in for `predict`,
/// e.g. the estimator with its layouts held fixed), and every reported number comes from `predict`.
CrossValidation crossValidate(const QList<FitRow> &rows, const RowPredictor &predict,
    const QList<FitKnob> &knobs,
    const Calibration &shipped, int rounds = 2, const RowPredictor &fitPredict = {});

/// The groups' statistics (n, median and worst absolute error, in-sample and CV) of `rows`.
AccuracyGroup accuracyGroup(const QString &name, const QList<AccuracyRow> &rows);

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

/// Leave-one-source-out cross-validation of the estimator with stepTimeKnobs(), from `shipped`:
/// the folds are fitted on withChosenLayouts(runs, shipped), the rows predicted by estimate() itself.
CrossValidation stepTimeCrossValidation(const QList<CalibrationRun> &runs, const Calibration &shipped = {},
    const Catalog &catalog = Catalog::builtIn());

} // namespace cp::estimate
