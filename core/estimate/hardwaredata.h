#pragma once
// Measured hardware rates the step-time model reads (issue 19), loaded once from the sourced
// tables compiled into the binary:
//   resources/data/gemm-efficiency.csv    achievable matmul TFLOP/s by shape (M, N, K) and dtype
//   resources/data/fabric-collectives.csv all-reduce bus bandwidth and base latency per fabric
// Plain structs; the estimator resolves them once per input, not per layout.

#include "core/estimate/calibration.h"

#include <QString>

#include <vector>

namespace cp::estimate {

/// Achievable matmul efficiency (fraction of the dense peak) of one accelerator and dtype.
struct GemmTable {
    struct Point {
        double log2M = 0, log2N = 0, log2K = 0;
        double efficiency = 0;
    };
    std::vector<Point> points; ///< measured shapes (empty: no table)
    double best = 0; ///< the highest measured efficiency (0: none)
    double maxLog2[3] = { 0, 0, 0 }; ///< largest measured log2 M, N, K
    /// Enough shapes to interpolate by shape (otherwise only `best` is used with the default curve).
    bool byShape() const { return points.size() >= 8; }
    /// Efficiency at (M, N, K): inverse-distance weighting (power 4) of the measured points in
    /// log2(M, N, K) space, each dimension clamped to the largest measured one.
    double at(double m, double n, double k) const;
};

/// The table of `accelerator` (catalog id) for `dtype` ("bf16" or "fp8"); empty when none.
const GemmTable &gemmTable(const QString &accelerator, const QString &dtype);

/// Large-shape GEMM efficiency where gemm-efficiency.csv has no row for the card: NVIDIA ~0.8 of
/// the dense peak (the A100/H100 rows of the table: 0.80-0.87), other vendors 0.6 (MI300X's
/// rows: 0.51-0.60). Assumptions.
inline constexpr double kDefaultGemmEfficiencyNvidia = 0.8;
inline constexpr double kDefaultGemmEfficiencyOther = 0.6;

/// The card's achievable matmul efficiency, a fraction of the dense peak of the run's dtype: the
/// best measured GEMM of its table for the dtype (gemm-efficiency.csv), else the vendor default
/// above; FP8 without its own table: the BF16 figure x fp8GemmRatio. A training step also runs
/// attention, memory-bound kernels and collectives, so no step's MFU (model FLOPs / peak, PaLM
/// appendix B) exceeds it: the estimator's large-shape rate and the ceiling of a measured or
/// pilot-corrected MFU.
double achievableGemmEfficiency(const QString &accelerator, VendorFamily family, bool fp8, double fp8GemmRatio);

/// Measured (or stated) all-reduce bus bandwidth and base latency of one fabric.
struct CollectiveRate {
    double busBytesPerS = 0; ///< 0: no figure
    double baseLatencyS = 0; ///< small-message all-reduce latency over the test's GPU count
    int gpusInTest = 0;
    bool perNode = false; ///< scale-out figure is per 8-GPU node (shared NICs), not per GPU rail
};

/// Scale-up rate of `accelerator`'s node fabric; `crossSocket` picks the PCIe row whose ring
/// crosses the CPU socket when there is one.
CollectiveRate scaleUpRate(const QString &accelerator, bool crossSocket);
/// Scale-out rate of a fabric id of fabrics.csv.
CollectiveRate scaleOutRate(const QString &fabric);

} // namespace cp::estimate
