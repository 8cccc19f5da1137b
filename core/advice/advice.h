#pragma once
// Advice rules: named checks of a plan and its scenario that return plain-language advice.
// Each rule has a stable id, a severity and a translated message; the rules take a plain input
// (the chosen hardware and layout plus the scenario's flags) and know nothing of the planner.
//
//   const QList<cp::advice::Advice> list = cp::advice::adviseAll(input);

#include "core/catalog/catalog.h"
#include "core/estimate/training.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace cp::advice {

enum class Severity { Info,
    Warning,
    Critical };
QString toString(Severity s); ///< "info", "warning", "critical"

struct Advice {
    QString id; ///< the rule's id, e.g. "interconnect.pcie_tp"
    Severity severity = Severity::Info;
    QString message; ///< translated
};

enum class PayMode { OnDemand,
    Monthly,
    Spot };
enum class DataStorage { Unknown,
    Nfs,
    LocalNvme,
    ParallelFs,
    ObjectStore };

/// What the rules look at: one plan (accelerator, layout, run) and the scenario's flags.
struct AdviceInput {
    Accelerator accelerator;
    QString fabricId; ///< inter-node fabric ("" on a single node)
    double fabricGbpsPerGpu = 0; ///< its per-GPU rate, for the acceptance checks
    int gpus = 1;
    estimate::Layout layout;
    estimate::TrainingMode mode = estimate::TrainingMode::Pretrain;
    estimate::Precision precision = estimate::Precision::Bf16;
    bool training = true; ///< false for inference sizing
    PayMode pay = PayMode::OnDemand;
    bool rented = true; ///< cloud or leased nodes (acceptance checks apply)
    bool checkpointing = true; ///< the job saves checkpoints it can resume from
    DataStorage dataStorage = DataStorage::Unknown;
    bool smallFiles = false; ///< the dataset is many small files (images, JSON lines per file ...)
    QString dataRegion; ///< where the dataset lives, e.g. "cn-east"; "" = unknown
    QString computeRegion; ///< where the GPUs run; "" = unknown
    double datasetTB = 0; ///< dataset size, for the cross-region transfer estimate
};

/// A named rule. `check` returns the advice when the rule's trigger holds.
struct Rule {
    QString id;
    Severity severity = Severity::Info;
    std::function<std::optional<Advice>(const AdviceInput &)> check;
};

/// Every rule, in the order the advice is listed.
const QList<Rule> &rules();
/// The rule with this id, or nullptr.
const Rule *rule(const QString &id);
/// Runs every rule and returns the advice that applies, most severe first (stable order).
QList<Advice> adviseAll(const AdviceInput &input);

/// True for a compute region in mainland China ("cn-...", "china", "mainland"); Hong Kong,
/// Macau and Taiwan regions ("cn-hongkong", "hk", ...) are not.
bool isMainlandChina(const QString &region);

/// Memory bandwidth below which a card is a poor choice for training (TB/s). Assumption: the
/// cards under it (L40S 0.86, A10 0.6, L4 0.3) run optimizer steps and non-GEMM kernels
/// memory-bound; every training-class card in the catalog has 1.5 TB/s or more.
inline constexpr double kMinTrainingBandwidthTBps = 1.0;

} // namespace cp::advice
