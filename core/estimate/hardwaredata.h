#pragma once
// Measured hardware rates the step-time model reads (issue 19), loaded once from the sourced
// tables compiled into the binary:
//   resources/data/gemm-efficiency.csv    achievable matmul TFLOP/s by shape (M, N, K) and dtype
//   resources/data/fabric-collectives.csv all-reduce bus bandwidth and base latency per fabric
// Plain structs; the estimator resolves them once per input, not per layout.

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
