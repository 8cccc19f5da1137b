#pragma once
// Sourced efficiency bands per training-stack class (issue 47 item 6, TrainingSpec::stack): what
// published runs of each class reach, as measured / estimated throughput, from the estimator's
// out-of-sample residuals. A known class scales the estimate's throughput by its median factor
// (p50) and its ranges draw from its band (core/uncertainty/ranges.cpp); unknown keeps the
// shipped band of every class (core/accuracy/errorbands.h), which already admits all of them.
//
// Data: the throughput rows of resources/data/estimator-residuals.csv (170 rows from 12 sources,
// the residuals the range calibration uses: each row's first-contact error where recorded
// (flagperf), else its leave-one-source-out cross-validated prediction), each row classed by its
// source (stackOfSource below; why each source is in its class: tests/data/calibration-sources.md,
// "Stack classes"). Factor = published / predicted tokens (or FLOPs) per second per GPU.
// Rule: p50 = the class's median factor; P10/P90 = the class's own 10th/90th percentiles (type 7)
// when it has at least kStackMinClassRows rows; a class with fewer borrows the spread of every
// class's deviations from its own median (pooled, 170 rows: P10 -0.1435, P90 +0.1812 in log) around
// its own median, widened by sqrt(1 + kStackWidening / n) (n = its rows). Coverage of each class's
// own rows by its band (tst_stackbands recomputes every number here from the CSV and checks it):
// tuned 122/154 = 79.2%, generic 9/11 = 81.8%, vendor_port 4/5 = 80%.
// P10 is rounded down and P90 up to three decimals (a band edge can sit on a row: type 7 at n = 11
// lands on order statistics). Measured 2026-12-05 on estimator-residuals.csv of main at 86f366a.

#include "core/estimate/training.h"

#include <QLatin1String>
#include <QString>

#include <optional>

namespace cp::estimate {

/// Classes with fewer rows than this borrow the pooled spread (as errorbands.h kMinClassRows).
inline constexpr int kStackMinClassRows = 8;
/// k of the few-rows widening sqrt(1 + k / n) of a borrowed spread (errorbands.h kWidening; assumption).
inline constexpr double kStackWidening = 4.0;

/// One class's band: factors measured / estimated throughput.
struct StackBand {
    Stack stack = Stack::Unknown;
    double p10 = 1;
    double p50 = 1; ///< the median factor the point estimate is scaled by
    double p90 = 1;
    int rows = 0; ///< out-of-sample throughput rows of the class
    bool pooledSpread = false; ///< fewer than kStackMinClassRows rows: the pooled spread, widened
    const char *source = ""; ///< where the rows come from (not translated: source names)
    const char *asOf = ""; ///< yyyy-MM-dd the band was measured
};

/// The bands, measured 2026-12-05 (see the header comment for the rule and the data).
inline constexpr StackBand kStackBands[] = {
    // 154 rows: nemo 36, llm-foundry 74, torchtitan 24, nemo-automodel 10, megatron2021 5, llama 4, opt 1.
    { Stack::Tuned, 0.878, 1.019, 1.213, 154, false,
        "NVIDIA NeMo/Megatron-Bridge and NeMo Automodel performance summaries, MosaicML llm-foundry and PyTorch torchtitan "
        "benchmarks, Narayanan et al. 2021 (Megatron-LM), Meta Llama 3 and OPT papers (tests/data/calibration-sources.md)",
        "2026-12-05" },
    // 11 rows: flagperf 10 (first contact), bloom 1. P90 1.85: FlagPerf's two Qwen1.5-MoE rows
    // (60 local experts, no EP) run 1.85x faster than estimated; the dense rows 0.85-1.25.
    { Stack::Generic, 0.869, 0.939, 1.852, 11, false,
        "BAAI FlagPerf (Megatron-Core 0.6, FlagScale, Pai-Megatron-Patch recipes on A800/H100/H800, first contact) and "
        "BigScience BLOOM-176B (Megatron-DeepSpeed) (tests/data/calibration-sources.md)",
        "2026-12-05" },
    // 5 rows: mindformers 4, mindspeed 1 (Ascend 910B). Median above 1: the Ascend card's
    // constants were fitted with these rows in view (cross-validated, not first contact).
    { Stack::VendorPort, 0.859, 1.042, 1.329, 5, true,
        "Ascend MindFormers model list (Atlas 800T A2) and ModelLink/MindSpeed-LLM Llama 2 7B README (tests/data/calibration-sources.md)",
        "2026-12-05" },
};

/// The band of a known class; nullptr for Stack::Unknown.
inline const StackBand *stackBand(Stack s)
{
    for (const StackBand &b : kStackBands) {
        if (b.stack == s)
            return &b;
    }
    return nullptr;
}

/// The stack class of a calibration source (`source_id` of calibration-runs.csv): tuned for a
/// recipe the stack's own performance team or the model's developer tuned for that model and
/// cluster, generic for a stock recipe of a general stack run by a third party, vendor_port for a
/// port to Ascend. Empty for a source not classed yet (tst_stackbands fails on one).
inline std::optional<Stack> stackOfSource(const QString &sourceId)
{
    static const struct {
        const char *source;
        Stack stack;
    } kSources[] = {
        { "nemo", Stack::Tuned },
        { "nemo-automodel", Stack::Tuned },
        { "llm-foundry", Stack::Tuned },
        { "torchtitan", Stack::Tuned },
        { "megatron2021", Stack::Tuned },
        { "llama", Stack::Tuned },
        { "deepseek", Stack::Tuned },
        { "opt", Stack::Tuned },
        { "flagperf", Stack::Generic },
        { "bloom", Stack::Generic },
        { "mindspeed", Stack::VendorPort },
        { "mindformers", Stack::VendorPort },
    };
    for (const auto &s : kSources) {
        if (sourceId == QLatin1String(s.source))
            return s.stack;
    }
    return std::nullopt;
}

} // namespace cp::estimate
