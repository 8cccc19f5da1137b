#pragma once
// The estimator's P10-P90 error band, one rule for the ranges every command prints
// (core/uncertainty/errormodel.h samples it) and for the coverage `computeplanner-cli accuracy`
// reports (the share of published rows inside the band cross-validated: a source's rows get the
// band of the other sources' residuals). Residual = log(predicted / published) of a row.
//
// Rule (issue 47): a class (generation, FP8, MoE) with fewer than kMinClassRows rows of its own
// borrows its family's pooled residuals; the deviations from the median are widened by
// kCoverageWidening x sqrt(1 + kWidening / n), n = the class's own rows (at least 1).

#include "core/accuracy/accuracyrow.h"
#include "core/catalog/catalog.h"

#include <QHash>
#include <QList>
#include <QString>

#include <vector>

namespace cp::estimate {

/// Classes with fewer rows than this borrow the family's pooled residuals.
inline constexpr int kMinClassRows = 8;
/// k of the few-rows widening sqrt(1 + k / n): a prediction-interval style inflation (a class
/// with 4 rows is 1.41x as wide as its residuals, one with 50 rows 1.04x). Assumption.
inline constexpr double kWidening = 4.0;
/// The factor on every class's deviations that makes the band hold the published value of about
/// 80% of the rows it did not see: calibrated on the leave-one-source-out coverage of the
/// throughput and GPU-hour rows (issue 47; `computeplanner-cli accuracy` coverage_p10_p90_pct).
/// The residuals of the sources a fold keeps are narrower than the errors on a source it has never
/// seen (a new stack, card or schedule). Measured 2026-12-05 on 170 throughput and 10 GPU-hour rows
/// from 12 sources: factor 1.0 held 66.5% of the throughput rows (5 of the 10 first-contact
/// rows), 1.3 75.9%, 1.5 80.0% (9 of 10), 1.6 82.9%, 1.8 86.5%; GPU-hours 80% from 1.0 to 1.6.
/// Measured again 2026-12-05 after the busiest-stage memory, FP8-stored GEMM inputs and Megatron's
/// vocab-parallel loss (the CV errors fell: median 9.1 -> 8.9%, worst 46.5 -> 31.3%): 1.5 held
/// 87.1% of the throughput rows, 1.3 81.8% (GPU-hours 80% at both).
inline constexpr double kCoverageWidening = 1.3;

/// The accelerator's generation: Huawei -> ascend; NVIDIA B200/B100/GB200/B300 -> blackwell;
/// H100/H800/H20/H200 -> hopper; A100/A800/A30/A10 -> ampere; everything else (Ada, AMD,
/// Cambricon, Hygon) -> other.
QString acceleratorGeneration(const Accelerator &a);

/// The class key: generation and the flags that are set ("hopper-fp8-moe", "ampere").
QString errorClassKey(const QString &generation, bool fp8, bool moe);

/// One residual that a band may use.
struct BandResidual {
    QString source;
    QString family;
    QString classKey;
    double residual = 0; ///< log(predicted / published)
};

/// P10 and P90 of the widened residual distribution (log space).
struct ResidualBand {
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    int ownRows = 0; ///< rows of the class itself
    int usedRows = 0; ///< rows the band is drawn from (the class's, or the family's when pooled)
    double widening = 1; ///< kCoverageWidening x sqrt(1 + kWidening / n)
    bool valid = false;
};

/// The band for `family` and `classKey` from `pool`, leaving out the rows of `leaveOutSource`
/// (empty: none).
ResidualBand residualBand(const QList<BandResidual> &pool, const QString &family, const QString &classKey,
    const QString &leaveOutSource = {});

/// Fills cvP10 / cvP90 of the throughput and GPU-hour rows of `rows` with the band of the other
/// sources' residuals (each row's first-contact residual where it has one, else its
/// cross-validated one), around the row's cross-validated prediction: published = predicted /
/// exp(residual). `classKeyById` gives each row's class; rows without one, excluded rows and
/// memory rows are left without a band.
void addCrossValidatedBands(QList<AccuracyRow> &rows, const QHash<QString, QString> &classKeyById);

} // namespace cp::estimate
