#pragma once
// A scenario's traits for the fields that apply to it (core/scenario/fieldscope.h).

#include "core/scenario/fieldscope.h"
#include "core/scenario/scenario.h"

namespace cp::bridge {

/// LoRA for the lora and qlora modes; MoE for a model (preset or custom) with more than one
/// expert; training for every mode but inference; serving for inference or a plan with a serving
/// workload.
PlanTraits planTraits(const Scenario &scenario);

} // namespace cp::bridge
