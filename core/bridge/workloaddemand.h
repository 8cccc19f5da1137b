#pragma once
// A plan's workloads (cp::Workload) as the TCO's demand profile (issue 42): each training run's
// GPU-hours from the plan's training estimate, serving from the inference sizing of its load
// (cards x hours a day x days, with its growth), other work as given. A plan whose work is only
// finite training runs is priced over the months the runs take, not tco.horizon_months.

#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/scenario/scenario.h"
#include "core/tco/tcoinput.h"

#include <QStringList>

#include <optional>

namespace cp::bridge {

/// Whole months of 730 h that a run of `trainDays` covers; at least 1.
int runMonths(double trainDays);

/// Cards the serving load of `w` needs on the plan's accelerator (0 when it cannot be sized).
int servingCardsFor(const Scenario &s, const Workload &w);

/// Fills the demand of `in` (template, campaigns, loads, utilisation and, for finite training
/// runs, the horizon) from the scenario's workloads; does nothing for a plan without workloads.
/// `training` is the estimate of the plan's run; when none is given and a training workload
/// needs one, it is computed here (a run that cannot be estimated adds no GPU-hours).
void applyWorkloads(tco::TcoInput &in, const Scenario &scenario, const std::optional<estimate::Estimate> &training);

/// The TCO input of a plan as every view prices it (issue 42: `tco --scenario`, analyse() and so
/// the dashboard, the PDF, the workbook and `plan`): tcoInputFrom(), then an inference plan's
/// fleet grown to the cards its load needs.
struct PricedTcoInput {
    tco::TcoInput input;
    /// Translated sentences for the verdict: a load no replica size serves within the targets,
    /// and a fleet grown to the load ("the costs are for 48 cards (6 servers)").
    QStringList reasons;
};

/// When the serving estimate needs more cards than the plan's fleet holds, the fleet grows to the
/// whole servers (hardware.gpus_per_node cards each) that hold them and a stated monthly demand
/// grows in proportion. `inference` is the plan's serving estimate; for an inference plan without
/// one it is computed here (a load that does not fit leaves the fleet as it is). `training` is
/// passed to tcoInputFrom().
PricedTcoInput pricedTcoInput(const Scenario &scenario, const std::optional<estimate::Estimate> &training = std::nullopt,
    const std::optional<estimate::InferenceEstimate> &inference = std::nullopt);

} // namespace cp::bridge
