#pragma once
// Internal to core/uncertainty: the TCO sampler behind tcoRanges and scenarioRanges.

#include "core/uncertainty/ranges.h"
#include "core/uncertainty/sampling.h"

#include <vector>

namespace cp::uncertainty {

/// Fills r.options and appends to r.drivers. `campaignFactor` (one per sample, or null) is the
/// sampled true / predicted GPU-hours of the plan behind "from plan" campaigns; without it the
/// campaigns move with the throughput error of the TCO's accelerator (dense BF16 class).
Errors sampleTco(Ranges &r, const tco::TcoInput &input, const RangeSettings &s, const ErrorModel &model, const Progress &progress,
    const Catalog &catalog, const std::vector<double> *campaignFactor);

} // namespace cp::uncertainty
