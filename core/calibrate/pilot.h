#pragma once
// A pilot run's measurement and the local correction it gives. The user measured a
// configuration they ran (tokens/s per GPU or step time, peak memory per GPU, optionally MFU);
// the point keeps what the shipped estimator predicted for that configuration when it was
// added, so the correction is measured / predicted. Points live in the user's library
// (Store::addCalibration), never in the shipped data; the correction applies to every estimate
// on that accelerator (estimate::EstimateInput::throughputCorrection / memoryCorrection) until the
// points are removed.

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cp::calibrate {

/// Measurement noise of one pilot run, as a standard deviation of log(measured / true): run-to-
/// run variation of a training job's steady-state throughput of a few per cent. Assumption (the
/// user must confirm): used as the spread when there is one point, and as the floor with more.
inline constexpr double kMeasurementNoise = 0.03;

/// z of the 90th percentile of a normal distribution: P10-P90 = 2 x 1.2816 standard deviations.
inline constexpr double kZ90 = 1.2815515655446004;

struct PilotPoint {
    qint64 id = 0;
    QString createdBy;
    QDateTime createdAt;
    QString accelerator; ///< catalog id
    QString configuration; ///< the estimate flags/fields it was run with, as JSON text
    std::optional<double> measuredTokensPerS, measuredStepS, measuredPeakGiB, measuredMfu;
    double predictedTokensPerS = 0, predictedPeakGiB = 0; ///< the shipped estimator's, when added
    double predictedStepS = 0, predictedMfu = 0; ///< the same prediction's step time and MFU
    QString framework; ///< the log's framework, empty when typed in
    QString rawText; ///< provenance: the pasted log, if any
};

struct Correction {
    QString accelerator;
    int points = 0; ///< points on this accelerator
    double throughputFactor = 1; ///< measured / predicted tokens per s (geometric mean over points)
    double memoryFactor = 1; ///< measured / predicted peak memory (geometric mean)
    int throughputPoints = 0; ///< points that measured throughput (tokens/s, step time or MFU)
    int memoryPoints = 0; ///< points that measured peak memory
    /// The spread left for the error model (uncertainty::ErrorModel::withPilot): the P10-P90
    /// width of log(true / corrected) throughput, 2 kZ90 sd with sd the points' scatter around
    /// their mean (at least kMeasurementNoise; kMeasurementNoise alone for one point). 0 when no
    /// point measured throughput.
    double logSpread = 0;
    bool spreadAssumed = false; ///< logSpread rests on kMeasurementNoise (one point, or less scatter)
};

/// measured / predicted throughput of one point: from tokens/s when given, else from the step
/// time (same tokens per step, so predicted / measured step time), else from MFU (same model
/// FLOPs per token); nullopt when it measured none of them.
std::optional<double> throughputRatio(const PilotPoint &point);
/// measured / predicted peak memory; nullopt when not measured.
std::optional<double> memoryRatio(const PilotPoint &point);
/// The measured tokens/s per GPU, converted from step time or MFU with the point's prediction
/// (tokens per step and FLOPs per token are the configuration's); nullopt when none measured.
std::optional<double> measuredTokensPerSecond(const PilotPoint &point);

/// The correction from the points of `accelerator` (others ignored): geometric means of the
/// ratios; factors 1 and logSpread 0 where no point measured them.
Correction correctionFor(const QList<PilotPoint> &points, const QString &accelerator);

} // namespace cp::calibrate
