#pragma once
// A plan's workloads (cp::Workload) as the TCO's demand profile (issue 42): each training run's
// GPU-hours from the plan's training estimate, serving from the inference sizing of its load
// (cards x hours a day x days, with its growth), other work as given. A plan whose work is only
// finite training runs is priced over the months the runs take, not tco.horizon_months.

#include "core/estimate/estimate.h"
#include "core/scenario/scenario.h"
#include "core/tco/tcoinput.h"

#include <optional>

namespace cp::bridge {

/// Whole months of 730 h that a run of `trainDays` covers; at least 1.
int runMonths(double trainDays);

/// Fills the demand of `in` (template, campaigns, loads, utilisation and, for finite training
/// runs, the horizon) from the scenario's workloads; does nothing for a plan without workloads.
/// `training` is the estimate of the plan's run; when none is given and a training workload
/// needs one, it is computed here (a run that cannot be estimated adds no GPU-hours).
void applyWorkloads(tco::TcoInput &in, const Scenario &scenario, const std::optional<estimate::Estimate> &training);

} // namespace cp::bridge
