#include "core/bridge/pilotcorrection.h"

namespace cp::bridge {

void applyPilotCorrection(estimate::EstimateInput &in, const QList<calibrate::PilotPoint> &points)
{
    const calibrate::Correction c = calibrate::correctionFor(points, in.hardware.accelerator);
    in.throughputCorrection = c.throughputFactor;
    in.memoryCorrection = c.memoryFactor;
}

void applyPilotCorrections(planner::PlanRequest &req, const QList<calibrate::PilotPoint> &points)
{
    for (const calibrate::PilotPoint &p : points) {
        if (req.pilotCorrections.contains(p.accelerator))
            continue;
        const calibrate::Correction c = calibrate::correctionFor(points, p.accelerator);
        req.pilotCorrections.insert(p.accelerator, { c.throughputFactor, c.memoryFactor });
    }
}

uncertainty::ErrorModel pilotErrorModel(const QList<calibrate::PilotPoint> &points, const QString &accelerator,
    const uncertainty::ErrorModel &base)
{
    const calibrate::Correction c = calibrate::correctionFor(points, accelerator);
    return c.throughputPoints > 0 ? base.withPilot(accelerator, c.logSpread) : base;
}

} // namespace cp::bridge
