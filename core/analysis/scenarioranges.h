#pragma once
// The dashboard's ranges of a plan: its estimate (or serving size) and its TCO by Monte Carlo, the
// engine inputs built through core/bridge as analyse() builds them for the point figures.

#include "core/calibrate/pilot.h"
#include "core/scenario/scenario.h"
#include "core/uncertainty/ranges.h"

#include <QList>

namespace cp::analysis {

/// The scenario's estimate (or serving) KPIs and its TCO in one run, the TCO's "from plan" demand
/// moving with the sampled GPU-hours (uncertainty::estimateAndTcoRanges, serveAndTcoRanges). No
/// planner search: too slow per plan change. `pilot`: the library's pilot-run points; the
/// estimate gets their correction, as analyse(scenario, locale, pilot) does.
Expected<uncertainty::Ranges> scenarioRanges(const Scenario &, const uncertainty::RangeSettings &,
    const uncertainty::ErrorModel & = uncertainty::ErrorModel::shipped(), const uncertainty::RunControl & = {},
    const QList<calibrate::PilotPoint> &pilot = {});

} // namespace cp::analysis
