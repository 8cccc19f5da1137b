#pragma once
// Storage and network sizing for a plan (DESIGN.md section 4): dataset storage, checkpoint size
// and retention, checkpoint write and data-loader read bandwidth, egress volume and cost, and
// the inter-node fabric to rent.

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/planner/planrequest.h"

#include <QStringList>

namespace cp::planner {

/// Bytes per token the data loader reads: pre-tokenised uint32 token ids (assumption: Megatron
/// and NeMo indexed datasets store 2 or 4 bytes per token; 4 covers vocabularies over 65,536).
inline constexpr double kLoaderBytesPerToken = 4.0;
/// Peak-to-mean factor for the data-loader read rate (assumption: shuffled reads, prefetch of
/// the next steps and restarts that re-read after a failure).
inline constexpr double kLoaderPeakFactor = 2.0;
/// A fabric is fast enough when the step takes at most this much longer than on the fastest
/// fabric in the catalog (assumption).
inline constexpr double kFabricSlowdownTolerance = 0.05;

struct StoragePlan {
    double datasetTB = 0; ///< raw training data
    bool datasetDerivedFromTokens = false;
    double checkpointGB = 0; ///< one checkpoint (weights + optimizer, or adapters)
    double checkpointBytesPerParam = 0; ///< per trainable parameter
    int retained = 4; ///< keep last N + best M
    double checkpointStorageTB = 0; ///< checkpointGB x retained
    double totalTB = 0; ///< dataset + checkpoints
    double targetSaveSeconds = 0;
    double checkpointWriteGBps = 0; ///< to write one checkpoint in the target time
    double loaderReadGBps = 0; ///< the whole cluster's data-loader reads at peak
    double egressGB = 0; ///< final model(s) downloaded + dataset moved across regions
    double egressCostCny = 0;
    QStringList priceKeys;
    QStringList assumptionKeys;
    QStringList notes; ///< translated explanations of each figure
};

struct NetworkPlan {
    QString fabric; ///< recommended fabric id ("" on one node)
    bool rdma = false;
    double perGpuGbps = 0;
    double slowdownOnTcp = 1; ///< step time on plain Ethernet / on the recommended fabric
    QString reason; ///< translated
};

/// Sizes storage for a plan's estimate. `egressPriceCnyPerGb` < 0: unknown (cost not given).
StoragePlan sizeStorage(const PlanRequest &request, const estimate::Estimate &plan, int gpus, double egressPriceCnyPerGb);

/// Recommends the slowest (cheapest) fabric within kFabricSlowdownTolerance of the fastest for the
/// plan's layout, by re-estimating it on each fabric of the catalog.
NetworkPlan sizeNetwork(const estimate::EstimateInput &plan, const Catalog &catalog);

} // namespace cp::planner
