#pragma once
// The demand profile: GPU-hours needed in each month of the horizon.

#include "core/common/expected.h"
#include "core/tco/tcoinput.h"

#include <vector>

namespace cp::tco {

/// GPU-hours one GPU can deliver in a month (730 h, the cloud billing convention of units.h).
double gpuHoursPerGpuMonth();

/// Checks the inputs; every problem is reported at once, each naming the field and the range.
Errors validate(const TcoInput &input);

/// GPU-hours per month, index 0 unused (the upfront instant), months 1..horizon. The mean
/// monthly level is gpuHoursPerMonth when set, otherwise gpus x 730 h x utilisation; the
/// template shapes it (see DemandTemplate) and scale.utilisation multiplies it. The "from plan"
/// template sums the campaigns, the base loads and the workload loads (Load) instead.
std::vector<double> demandProfile(const TcoInput &input);

/// Longest run of consecutive months whose demand is at least 75% of the mean demand.
int sustainedMonths(const std::vector<double> &demand);
/// Coefficient of variation (standard deviation / mean) of the monthly demand.
double demandVariation(const std::vector<double> &demand);

} // namespace cp::tco
