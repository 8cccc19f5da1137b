#pragma once
// The library's pilot-run calibration points (calibrate::PilotPoint, Store::calibrations) into
// the engines' inputs: the one place where the CLI (--db) and the GUI set the correction, so
// neither computes it.

#include "core/calibrate/pilot.h"
#include "core/estimate/estimate.h"
#include "core/planner/planrequest.h"
#include "core/uncertainty/errormodel.h"

#include <QList>

namespace cp::bridge {

/// Sets in.throughputCorrection and in.memoryCorrection from the points of in's accelerator
/// (calibrate::correctionFor); 1 where none measured them.
void applyPilotCorrection(estimate::EstimateInput &in, const QList<calibrate::PilotPoint> &points);

/// Sets req.pilotCorrections for every accelerator that has points.
void applyPilotCorrections(planner::PlanRequest &req, const QList<calibrate::PilotPoint> &points);

/// The error model the ranges of a plan on `accelerator` draw from: the shipped one, narrowed
/// (ErrorModel::withPilot) to the correction's P10-P90 width where points measured throughput.
uncertainty::ErrorModel pilotErrorModel(const QList<calibrate::PilotPoint> &points, const QString &accelerator,
    const uncertainty::ErrorModel &base = uncertainty::ErrorModel::shipped());

} // namespace cp::bridge
