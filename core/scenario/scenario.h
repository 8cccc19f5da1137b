#pragma once
// The saved thing: every input of a plan as plain sections that mirror the CLI flags of the
// estimate (issue 3), plan (issue 4) and tco (issue 5) commands, plus the price-book entries the
// plan used, so a reopened plan gives the same numbers. Adapters to the engines' own input types
// live with the engines; this type depends on none of them.
//
// Numbers carry their unit in the name. Optional fields are "not set" (the engines choose).

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp {

/// Model: a preset id (see presetIds()) or "custom" with the architecture below.
struct ModelSection {
    QString preset = QStringLiteral("custom");
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; ///< 0: same as heads (no GQA)
    int ffn = 0; ///< 0: 4·hidden
    bool swiglu = false;
    int vocab = 32000;
    int experts = 0; ///< 0: dense
    int topK = 0; ///< experts active per token (MoE only)
    int expertFfn = 0; ///< FFN width of one expert (MoE); 0: ffn
    int sharedExperts = 0; ///< always-active experts per MoE layer
    int headDim = 0; ///< width of one attention head (config.json head_dim); 0: hidden / heads
    int slidingWindow = 0; ///< keys a windowed layer attends (config.json sliding_window); 0: none
    int windowedLayers = 0; ///< layers that attend only the window (gpt-oss: every other one)

    bool isCustom() const { return preset == QLatin1String("custom"); }
    bool operator==(const ModelSection &) const = default;
};

/// Training run; mode "inference" means no training (see InferenceSection).
struct TrainingSection {
    QString mode = QStringLiteral("pretrain"); ///< pretrain|full|lora|qlora|inference
    int loraRank = 16;
    QString precision = QStringLiteral("bf16"); ///< bf16|fp16|fp8|tf32
    QString optimizer = QStringLiteral("adamw"); ///< adamw|adamw8bit|paged-adamw8bit|adafactor|sgd (adamw-8bit: older files)
    int seqLen = 4096;
    std::optional<double> tokens; ///< training tokens
    std::optional<double> datasetTb; ///< dataset size in TB, when tokens come from bytes
    QString language = QStringLiteral("en"); ///< en|zh|mixed: bytes per token for datasetTb
    std::optional<int> globalBatch; ///< sequences
    QString masterWeights = QStringLiteral("fp32"); ///< fp32|none (pure 16-bit training)
    QString offload = QStringLiteral("none"); ///< none|optimizer|optimizer+params
    std::optional<double> hostMemoryGiB; ///< per node; unset: the catalog's server
    double dropout = 0; ///< dropout probability
    QString attention = QStringLiteral("flash"); ///< flash|eager|te
    QString loraTargets = QStringLiteral("all-linear"); ///< attention|all-linear
    QString tpOverlap = QStringLiteral("async"); ///< none|async: the framework's tensor-parallel overlap
    QString epOverlap = QStringLiteral("auto"); ///< none|async|auto: the framework's expert-parallel overlap
    QString epDispatch = QStringLiteral("alltoall"); ///< alltoall|hierarchical: how MoE tokens cross nodes
    QString moeSchedule = QStringLiteral("dropless"); ///< dropless|token-drop: how the experts' token counts are known
    QString framework = QStringLiteral("megatron"); ///< megatron|fsdp: the training stack
    QString gradReduce = QStringLiteral("bf16"); ///< bf16|fp32: the dtype gradients are held and reduced in
    double maxTokensPerStep = 16777216; ///< most tokens per step a rounded-up default batch may reach (2^24)
    QString stack = QStringLiteral("unknown"); ///< unknown|tuned|generic|vendor_port: how tuned the training stack is
    /// A serving plan: no training run, the fleet is sized by the serving estimate (mode "inference").
    bool servesOnly() const { return mode == QLatin1String("inference"); }
    bool operator==(const TrainingSection &) const = default;
};

/// Optional layout overrides; what is left unset is chosen by the planner.
struct LayoutOverrides {
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> dp;
    std::optional<int> zero; ///< 0-3
    std::optional<QString> recompute; ///< none|selective|full
    std::optional<bool> sequenceParallel;
    std::optional<int> interleave;
    std::optional<int> microBatch;
    std::optional<int> ep; ///< expert parallel (MoE)
    std::optional<int> cp; ///< context parallel
    bool operator==(const LayoutOverrides &) const = default;
};

struct HardwareSection {
    QStringList accelerators; ///< allowed catalog ids; empty: all
    std::optional<int> gpus; ///< unset: the planner searches
    int gpusPerNode = 8;
    QString network; ///< fabric id; empty: planner's choice
    /// Share of the usable memory a layout must leave free to fit (per cent); unset: 5
    /// (estimate::Calibration::memoryMarginPct).
    std::optional<double> memoryMarginPct;
    LayoutOverrides layout;
    bool operator==(const HardwareSection &) const = default;
};

struct ConstraintsSection {
    std::optional<double> deadlineDays;
    std::optional<double> budgetCny;
    QString objective = QStringLiteral("balanced"); ///< cheapest|fastest|balanced
    QString pay = QStringLiteral("on-demand"); ///< on-demand|monthly|spot
    /// The planner also searches accelerators marked unavailable for a mainland-China buyer.
    bool includeUnavailable = false;
    bool operator==(const ConstraintsSection &) const = default;
};

struct DemandSection {
    QString templateName = QStringLiteral("steady"); ///< steady|peaks|growing|from_plan
    double monthlyGpuHours = 0; ///< base level for the templates
    QList<double> monthly; ///< explicit GPU-hours per month (from_plan)
    bool operator==(const DemandSection &) const = default;
};

/// Optional loan for self-build capex; rate is the nominal annual rate, paid monthly (rate/12).
struct LoanSection {
    bool enabled = false;
    double principalCny = 0;
    double annualRate = 0;
    int termMonths = 36;
    bool operator==(const LoanSection &) const = default;
};

/// China's tax settings of the after-tax view (core/tco/tax.h).
struct TaxSection {
    bool enabled = true;
    double incomeTaxRate = 0.25; ///< 25%; 15% for a high-tech enterprise
    QString depreciation = QStringLiteral("straight-line"); ///< straight-line|one-time
    QString vatPayer = QStringLiteral("general"); ///< general|small
    std::optional<double> leaseVatRate; ///< 0.13 or 0.06; null: the price book's
    int purchaseYear = 2026;
    bool operator==(const TaxSection &) const = default;
};

struct ResidualSection {
    std::optional<double> usefulLifeYears; ///< null: the price book's
    double liquidationFactor = 0.85;
    bool operator==(const ResidualSection &) const = default;
};

struct ContractSection {
    int leaseExitMonth = 0; ///< 0: no early exit
    std::optional<double> priceDriftPerYear; ///< null: the price book's
    int commitmentTermMonths = 0; ///< 1, 12 or 36; 0: from constraints.pay
    bool operator==(const ContractSection &) const = default;
};

struct TcoSection {
    int horizonMonths = 36;
    double discountRate = 0.08; ///< annual
    double utilisation = 0.7; ///< 0-1
    QStringList options; ///< on-demand|monthly|spot|lease|build|hybrid
    int servers = 0; ///< 0: sized from demand
    DemandSection demand;
    LoanSection loan;
    TaxSection tax;
    ResidualSection residual;
    ContractSection contract;
    bool operator==(const TcoSection &) const = default;
};

struct InferenceSection {
    double qps = 0;
    double latencyTargetMs = 0; ///< per request; 0: no target
    int promptTokens = 0;
    int outputTokens = 0;
    double tpotMs = 50; ///< time-per-output-token target (50 ms = 20 tokens/s per user)
    bool operator==(const InferenceSection &) const = default;
};

/// One piece of the work the plan's GPUs do (issue 42). The TCO's demand profile (GPU-hours per
/// month) is computed from these by core/bridge: a training run's GPU-hours come from the plan's
/// training estimate, serving from the inference sizing of its load, other work as given. A plan
/// without workloads keeps the older demand inputs (tco.utilisation, tco.demand).
struct Workload {
    QString kind = QStringLiteral("training"); ///< training|serving|other
    QString name; ///< the user's label; empty: the kind's name
    int startMonth = 1; ///< 1-based month of the horizon the work starts in
    int runs = 1; ///< training: how many runs; 0: repeats until the horizon ends
    int everyMonths = 0; ///< training: months between the starts of runs; 0: back to back
    double qps = 0; ///< serving: requests per second while serving
    int promptTokens = 0; ///< serving: prompt tokens per request; 0: the inference section's
    int outputTokens = 0; ///< serving: output tokens per request; 0: the inference section's
    double hoursPerDay = 24; ///< serving: hours a day the load lasts
    double growthPerMonth = 0; ///< serving and other: compound growth each month (0.05 = +5%)
    double gpuHoursPerMonth = 0; ///< other: GPU-hours a month of other work on the same GPUs
    int months = 0; ///< serving and other: how many months it lasts; 0: to the end of the horizon
    /// Converted from the older utilisation / monthly-demand inputs when the plan was read.
    bool migrated = false;
    // --- compute programme (issue 44): written only when set ---
    QString pool; ///< id of the pool (Scenario::pools) it runs on; empty in a programme: the planner places it
    int gpus = 0; ///< GPUs the work needs at once (a training run's cluster, serving's cards); 0: the plan's
    double gpuHoursPerRun = 0; ///< training: GPU-hours of one run; 0: the plan's estimate on the pool's accelerator
    bool operator==(const Workload &) const = default;
};

/// An accelerator pool of a compute programme (issue 44): an accelerator type and fabric that
/// workloads name by id. A plan with pools is a programme: each pool's supply is decided month by
/// month (core/programme).
struct Pool {
    QString id; ///< "train", "finetune", "serve"
    QString accelerator; ///< accelerator id of the catalog
    QString fabric; ///< fabric id; empty: the accelerator's default
    bool operator==(const Pool &) const = default;
};

/// One price-book entry as the plan used it.
struct PriceSnapshotEntry {
    QString key;
    std::optional<double> value;
    QString currency;
    QString unit;
    QString asOf;
    QString confidence;
    QString source;
    bool operator==(const PriceSnapshotEntry &) const = default;
};

struct Scenario {
    QString name;
    QString notes;
    QStringList tags;
    QDateTime created; ///< UTC, whole seconds
    QDateTime updated; ///< UTC, whole seconds
    QString appVersion = QStringLiteral(CP_VERSION);

    ModelSection model;
    TrainingSection training;
    HardwareSection hardware;
    ConstraintsSection constraints;
    TcoSection tco;
    InferenceSection inference;
    QString priceTier = QStringLiteral("typical"); ///< low|typical|high: which figure of each price-book entry is used
    QList<PriceSnapshotEntry> prices;
    QList<Workload> workloads; ///< the work that drives the demand (issue 42); empty: tco.utilisation / tco.demand
    QList<Pool> pools; ///< a compute programme's accelerator pools (issue 44); empty: a single plan

    bool operator==(const Scenario &) const = default;
};

} // namespace cp
