#pragma once
// The command line -> a cp::Scenario: the run commands (estimate, plan, serve, calibrate) set the
// scenario fields of the flags the user gave, walking the field registry (cp::scenarioFields(),
// each flag read by its field's rule and written with Field::set), and reach the engines through
// core/bridge like the GUI, the samples and .cplan files. What only the command line can get
// wrong - a flag given without the flag it goes with ("--lora-rank applies to --mode lora|qlora
// only") - is refused here, naming the flags.

#include "app/cli/runflags.h"
#include "core/estimate/estimate.h"
#include "core/scenario/fields.h"
#include "core/scenario/scenario.h"

namespace cp::cli {

/// The scenario a command line starts from when no --scenario file is given: the registry's
/// defaults, with the CLI's own where they differ (objective cheapest).
Scenario commandLineScenario();

/// Which flags a command reads into its scenario.
struct ScenarioFlags {
    QList<FieldGroup> groups; ///< the registry's groups whose flags the command has
    bool oneAccelerator = false; ///< --accelerator ID (required) is hardware.accelerators
    bool gpusRequired = false; ///< --gpus must be given
};

/// Sets on `s` the fields of the flags the user gave among `flags.groups` (registry order), each
/// through its field's rule (Field::set); the architecture flags make the model custom (or are
/// refused with --preset), --language english|chinese are the older words of en|zh. With
/// r.required the model and --seq-len must be given. False after reporting a usage error.
bool applyFieldFlags(const FlagReader &r, const ScenarioFlags &flags, Scenario &s);

/// The estimator's input from the model, training, --accelerator, hardware and layout flags
/// (estimate, calibrate add), through the scenario and bridge::estimateInputFrom; with
/// `gpusRequired` --gpus must be given. Empty after reporting a usage error.
std::optional<estimate::EstimateInput> estimateInputFromFlags(const FlagReader &r, bool gpusRequired);

/// Whether the user gave the flag of a field (or any flag) on the command line.
bool flagGiven(const FlagReader &r, const char *flag);

} // namespace cp::cli
