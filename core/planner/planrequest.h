#pragma once
// What the planner is asked: a model and run, the constraints (deadline, budget), the way to
// pay, the accelerators it may use and the scenario flags the advice rules read.

#include "core/advice/advice.h"
#include "core/estimate/calibration.h"
#include "core/estimate/model.h"
#include "core/estimate/training.h"

#include <QHash>
#include <QStringList>

#include <optional>

namespace cp::planner {

enum class Objective {
    Cheapest, ///< cheapest plan that meets the deadline (and budget)
    Fastest, ///< fastest plan under the budget (and deadline)
    Balanced, ///< the Pareto point with the smallest product of time and cost ratios to the best of each
};
using PayMode = advice::PayMode;

/// Storage-sizing options (DESIGN.md section 4).
struct StorageOptions {
    double datasetTB = 0; ///< raw dataset; 0 = derived from the tokens (one epoch)
    int keepLast = 3; ///< retention: the last N checkpoints ...
    int keepBest = 1; ///< ... plus the best N
    double targetSaveSeconds = 0; ///< checkpoint write time to size for; 0 = the reliability model's
    int egressCopies = 1; ///< final models downloaded out of the cloud
};

/// The scenario flags the advice rules need.
struct SiteOptions {
    QString dataRegion;
    QString computeRegion = QStringLiteral("cn"); ///< default: mainland China (the product's market)
    advice::DataStorage dataStorage = advice::DataStorage::Unknown;
    bool smallFiles = false;
    bool checkpointing = true;
};

struct PlanRequest {
    estimate::ModelSpec model;
    estimate::TrainingSpec training;
    estimate::LayoutRequest layout; ///< fixed layout fields restrict the search
    QString network; ///< inter-node fabric id; "" = the estimator's default
    QStringList accelerators; ///< allowed catalog ids; empty = every accelerator
    int maxGpus = 4096;
    /// Cards per server for every accelerator; default: each card's usual server (catalog).
    std::optional<int> gpusPerNode;
    /// Single cards (1, 2, 4) as well as whole nodes; default: only for fine-tuning (full, LoRA, QLoRA).
    std::optional<bool> allowPartialNodes;
    std::optional<double> deadlineDays;
    std::optional<double> budgetCny;
    Objective objective = Objective::Cheapest;
    PayMode pay = PayMode::OnDemand;
    /// Also search accelerators and channels marked unavailable for a mainland-China buyer
    /// (availability.csv); cluster limits per order still apply.
    bool includeUnavailable = false;
    /// The plan's own configuration (scenario hardware), checked against the deadline.
    QString ownAccelerator;
    int ownGpus = 0;
    QHash<QString, double> priceOverrides; ///< price-book key -> value in the key's unit and currency
    StorageOptions storage;
    SiteOptions site;
    estimate::Calibration calibration;
    estimate::Reliability reliability;
    /// The user's pilot-run corrections by accelerator id: {throughput, memory} factors
    /// (EstimateInput::throughputCorrection / memoryCorrection); accelerators not named get none.
    QHash<QString, std::pair<double, double>> pilotCorrections;
};

QString objectiveId(Objective o); ///< "cheapest", "fastest", "balanced"
std::optional<Objective> objectiveFromId(const QString &id);
QStringList objectiveIds();
QString payModeId(PayMode p); ///< "on-demand", "monthly", "spot"
std::optional<PayMode> payModeFromId(const QString &id);
QStringList payModeIds();
QString dataStorageId(advice::DataStorage s); ///< "unknown", "nfs", "nvme", "parallel-fs", "object"
std::optional<advice::DataStorage> dataStorageFromId(const QString &id);
QStringList dataStorageIds();

/// Checks the request; every problem at once, each naming the field.
Errors validateRequest(const PlanRequest &request, const Catalog &catalog);

} // namespace cp::planner
