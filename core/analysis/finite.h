#pragma once
// The last line of defence against NaN and infinity: every number an engine hands to a view,
// a chart or an export is checked here. analyse() drops an engine result that holds a
// non-finite number and reports why, so no view ever draws or prints "nan" or "inf".

#include "core/chart/chartspec.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/planner/planner.h"
#include "core/tco/tco.h"

#include <QStringList>

namespace cp::analysis {

struct Kpi;

/// Paths of the non-finite numbers in a result ("memory.totalGiB", "options[2].monthly[14].cashCny");
/// empty when every number is finite.
QStringList nonFiniteNumbers(const estimate::Estimate &e);
QStringList nonFiniteNumbers(const estimate::InferenceEstimate &e);
QStringList nonFiniteNumbers(const planner::PlanResult &r);
QStringList nonFiniteNumbers(const tco::TcoResult &r);
QStringList nonFiniteNumbers(const chart::ChartSpec &c);
QStringList nonFiniteNumbers(const QList<Kpi> &kpis);

/// Why a result is refused when `what` (a path from nonFiniteNumbers) is not finite (translated).
QString nonFiniteReason(const QString &what);

} // namespace cp::analysis
