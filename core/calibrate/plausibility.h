#pragma once
// What a pilot-run point may claim: a card cannot run its model FLOPs faster than its achievable
// matmul rate, hold more than its memory, or take a step whose tokens disagree with the
// configuration's. A point outside these bounds is a misread log, a typo or another
// configuration, and would turn every later estimate on that card into nonsense; it is refused
// (issue 43), each problem naming the value and the bound.
//
//   const Errors bad = cp::calibrate::checkPlausible(point, { e.achievableMfu, e.memory.capacityGiB });

#include "core/calibrate/pilot.h"
#include "core/common/expected.h"

namespace cp::calibrate {

/// Share by which a measured MFU may exceed the card's achievable matmul rate
/// (estimate::achievableGemmEfficiency: the best GEMM of its table), for a faster library or
/// clock than the table's. Assumption.
inline constexpr double kMfuMargin = 0.10;
/// Lowest MFU a measured training run is taken to reach: below 0.1% the card is idle, so the
/// value is misread or from another configuration. Assumption.
inline constexpr double kMinMfu = 0.001;
/// Share by which a measured peak may exceed the card's memory (a GB figure typed as GiB).
inline constexpr double kMemoryMargin = 0.05;
/// Largest disagreement between tokens/s x step time and the configuration's tokens per step
/// and GPU (global batch x sequence length / GPUs) when both are measured: 25%.
inline constexpr double kConsistencyTolerance = 0.25;

/// The card's limits for a configuration: the prediction's (estimate::Estimate::achievableMfu,
/// memory.capacityGiB) or, without one, cardBounds(). 0 = not known, not checked.
struct PhysicalBounds {
    double achievableMfu = 0; ///< fraction of the dense peak of the run's dtype
    double memoryGiB = 0; ///< device memory per GPU
};

/// The loosest bounds of a catalog card whatever the run: its highest achievable matmul rate
/// over BF16 and FP8 and the larger of its marketed and usable memory. Zero bounds for a card not
/// in the catalog.
PhysicalBounds cardBounds(const QString &accelerator);

/// Every way `point` exceeds `bounds` or contradicts itself (BadInput, the path the measured
/// key): the MFU each throughput measure implies (tokens/s and step time through the point's
/// prediction, which has the configuration's FLOPs per token and tokens per step) outside
/// [kMinMfu, achievableMfu x (1 + kMfuMargin)], a peak above memoryGiB x (1 + kMemoryMargin),
/// and tokens/s with step time that disagree by more than kConsistencyTolerance.
Errors checkPlausible(const PilotPoint &point, const PhysicalBounds &bounds);

} // namespace cp::calibrate
