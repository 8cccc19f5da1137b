#pragma once
// The library's pilot-run calibrations as estimate, plan, tco and serve use them (--db FILE|URI)
// and as calibrate and those commands print them: the `calibration` key {points, correction}.

#include "app/cli/cli.h"
#include "core/calibrate/pilot.h"
#include "core/estimate/estimate.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace cp::cli {

/// Adds --db: the library whose calibration points apply.
void addCalibrationLibraryOption(QCommandLineParser &parser);

/// The library's calibration points when --db is given (the library opened for reading), an
/// empty optional when it is not. Returns -1 to continue, otherwise the exit code (reported).
int readCalibrationPoints(const QCommandLineParser &parser, const QString &command, Context &ctx,
    std::optional<QList<calibrate::PilotPoint>> &points);

/// One point as JSON: id, created_at, created_by, accelerator, configuration (the object),
/// measured {tokens_per_s_per_gpu, step_s, peak_gib, mfu} (those given), predicted {...},
/// ratio {throughput, memory}, framework and whether a log was pasted (raw_text_chars).
QJsonObject pointJson(const calibrate::PilotPoint &point);
/// {accelerator, points, throughput_factor, memory_factor, throughput_points, memory_points,
/// log_spread, spread_assumed}.
QJsonObject correctionJson(const calibrate::Correction &correction);
/// {points: the points of accelerator, correction: correctionFor(points, accelerator)}.
QJsonObject calibrationJson(const QList<calibrate::PilotPoint> &points, const QString &accelerator);
/// One translated line: "calibration: 2 points on h100-sxm: throughput x0.80, memory x1.05".
QString calibrationLine(const QList<calibrate::PilotPoint> &points, const QString &accelerator);

/// Sets in's throughputCorrection and memoryCorrection from the points of its accelerator.
void applyCalibration(const QList<calibrate::PilotPoint> &points, estimate::EstimateInput &in);

} // namespace cp::cli
