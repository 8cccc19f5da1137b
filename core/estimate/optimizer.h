#pragma once
// Bytes per parameter of weights, gradients and optimizer states for each optimizer, precision
// and offload option, each with its source. Plain constexpr functions: the layout search calls
// them for every candidate.

#include "core/estimate/training.h"

namespace cp::estimate::optimizer {

inline constexpr const char *kSourceAdamW = "Loshchilov & Hutter 2019 (AdamW); ZeRO paper section 3.1 (16 B/param mixed precision)";
inline constexpr const char *kSourceAdamW8bit = "Dettmers et al. 2022 (8-bit Optimizers via Block-wise Quantization); bitsandbytes docs";
inline constexpr const char *kSourcePaged = "bitsandbytes docs, paged optimizers (CUDA unified memory, evicted to host under pressure)";
inline constexpr const char *kSourceAdafactor = "Shazeer & Stern 2018 (Adafactor) section 3: factored second moment, no first moment";
inline constexpr const char *kSourceSgd = "torch.optim.SGD with momentum: one buffer per parameter";
inline constexpr const char *kSourceOffload = "Ren et al. 2021 (ZeRO-Offload, USENIX ATC) section 4; Rajbhandari et al. 2021 (ZeRO-Infinity)";

/// Optimizer-state bytes per trainable parameter, without master weights. `stateBytes` is the
/// width of a full-precision state element: 4 (fp32) with master weights, 2 (bf16) for pure
/// 16-bit training, where torch keeps the states in the parameter's dtype.
/// AdamW: m and v. 8-bit AdamW (paged or not): m and v in one byte each, block-wise absmax
/// negligible (2 x 4 B per 2048 values). Adafactor (beta1 = None, the HF default): row and column
/// statistics only, 2h values per h x h matrix, taken as 2 state elements per `hidden` parameters.
/// SGD with momentum: one buffer.
constexpr double stateBytesPerParam(Optimizer o, double elementBytes, double hidden)
{
    switch (o) {
    case Optimizer::AdamW:
        return 2.0 * elementBytes;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        return 2.0 + 8.0 / 2048.0;
    case Optimizer::Adafactor:
        return hidden > 0 ? 2.0 * elementBytes / hidden : 0.0;
    case Optimizer::Sgd:
        return elementBytes;
    }
    return 2.0 * elementBytes;
}

/// Per-parameter bytes before sharding.
struct StateBytes {
    double weights = 2; ///< the copy the forward reads (16-bit, or fp32 for tf32 training)
    double gradients = 2;
    double optimizer = 12; ///< master weights + optimizer states
};

/// Mixed-precision AdamW: 2 + 2 + (4 master + 8) = 16 B/param (ZeRO paper section 3.1);
/// Megatron's fp32 main-grad buffer makes the gradients 4. `masterWeights` false: pure 16-bit
/// training, no master copy, states in 16-bit (2 + 2 + 4 = 8 B/param with AdamW). TF32/fp32
/// training keeps fp32 weights and gradients and needs no master copy.
constexpr StateBytes stateBytes(Precision precision, Optimizer o, bool masterWeights, bool fp32GradAccumulation, double hidden)
{
    StateBytes b;
    const bool fullFp32 = precision == Precision::Tf32;
    b.weights = fullFp32 ? 4.0 : 2.0;
    b.gradients = fullFp32 || fp32GradAccumulation ? 4.0 : 2.0;
    const bool master = masterWeights && !fullFp32;
    const double element = fullFp32 || masterWeights ? 4.0 : 2.0;
    b.optimizer = stateBytesPerParam(o, element, hidden) + (master ? 4.0 : 0.0);
    return b;
}

/// Bytes per parameter that ZeRO-Offload keeps in host memory: the fp32 master weights and
/// optimizer states, plus fp32 gradients for the CPU step (ZeRO-Offload section 4.1: 16-bit
/// parameters stay on the GPU, gradients go to the host, the update runs on the CPU);
/// ZeRO-Infinity's parameter offload adds the 16-bit parameters (pinned).
constexpr double hostBytesPerParam(const StateBytes &b, Offload offload)
{
    if (offload == Offload::None)
        return 0.0;
    const double states = b.optimizer + 4.0;
    return offload == Offload::OptimizerParams ? states + b.weights : states;
}

/// CPU optimizer throughput per node, parameters updated per second. Assumption from the
/// ZeRO-Offload paper's CPU-Adam (about 0.2 s per billion parameters on a two-socket Xeon
/// server); confirm on the target CPUs.
inline constexpr double kCpuAdamParamsPerSecond = 4.5e9;

/// Achieved host<->device bandwidth per GPU and direction, GB/s, when the catalog has none:
/// PCIe Gen4 x16 (31.5 GB/s raw) at about 80% (assumption).
inline constexpr double kDefaultHostLinkGBps = 25.0;

} // namespace cp::estimate::optimizer
