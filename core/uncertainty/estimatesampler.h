#pragma once
// Internal to core/uncertainty: the estimate's per-sample factors, shared by the estimate, plan
// and scenario ranges.

#include "core/uncertainty/ranges.h"
#include "core/uncertainty/sampling.h"

#include <vector>

namespace cp::uncertainty {

struct EstimateSamples {
    std::vector<double> stepFactor; ///< true / predicted step time
    std::vector<double> memoryFactor; ///< true / predicted peak memory
    std::vector<double> goodput; ///< sampled goodput (1 without a run)
    QStringList drivers;
    bool cancelled = false;
};

EstimateSamples sampleEstimate(const estimate::EstimateInput &in, const estimate::Estimate &point, const RangeSettings &s,
    const ErrorModel &model, const Progress &progress, const Catalog &catalog);

/// The estimate's KPIs (names as the estimate command prints them) from the samples.
void addEstimateKpis(Ranges &r, const estimate::Estimate &point, const EstimateSamples &d);

} // namespace cp::uncertainty
