#pragma once
// The memory back-test: published peak-memory measurements (resources/data/
// memory-measurements.csv), the fit of the memory constants that are not published facts
// (CUDA/NCCL context, allocator fragmentation, bytes per logit element) and its
// leave-one-source-out cross-validation. The `accuracy` command and tst_memorybacktest run it.
//
//   auto rows = cp::estimate::readMemoryMeasurements();
//   auto report = cp::estimate::memoryBacktest(*rows);   // report->fit.contextGiB ...

#include "core/accuracy/accuracyrow.h"
#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"

#include <QList>
#include <QString>

#include <optional>

namespace cp::estimate {

/// What a published peak measured (issue 47), each compared with its own prediction
/// (MemoryBreakdown allocatedPeakGiB, reservedPeakGiB, devicePeakGiB, modelStatesGiB).
enum class Measures { Allocated, ///< torch.cuda.max_memory_allocated: tensors alive at the peak
    Reserved, ///< torch.cuda.max_memory_reserved: plus the caching allocator's slack
    Device, ///< nvidia-smi / npu-smi: plus the CUDA context, NCCL buffers and workspaces
    ModelStates }; ///< weights + gradients + optimizer states only
/// allocated|reserved|device|model_states (the `measures` column).
QStringList measuresNames();
std::optional<Measures> measuresFromString(const QString &s);
/// Whether a row's measures agrees with its metric column (peak_gib: allocated or device;
/// peak_reserved_gib: reserved; model_states_gb: model_states).
bool consistent(Measures m, const QString &metric);

/// One published measurement with the run it was measured on (a complete layout).
struct MemoryMeasurement {
    QString id;
    QString source; ///< the independent source it comes from (the unit left out by the CV)
    /// peak_gib: peak GiB per GPU as the device reports it (nvidia-smi, context included);
    /// peak_reserved_gib: torch.cuda.max_memory_reserved (the caching allocator's segments,
    /// without the CUDA/NCCL context); model_states_gb: weights + gradients + optimizer, 1e9 B.
    QString metric;
    Measures measures = Measures::Device; ///< the `measures` column: what the figure includes
    /// The error of the model as shipped when this row's source was first added, before any change
    /// it informed (the `first_contact_error_pct` column; empty for sources added before issue 47).
    std::optional<double> firstContactErrorPct;
    double published = 0;
    QString reference; ///< where it is published
    EstimateInput input;
};

/// The shipped measurements (":/cp/data/memory-measurements.csv").
QString builtInMemoryMeasurementsPath();
/// Reads measurements; every malformed row is reported (file:line, column).
Expected<QList<MemoryMeasurement>> readMemoryMeasurements(const QString &path = builtInMemoryMeasurementsPath());

/// Published configurations that ran (":/cp/data/llm-foundry-h100-bf16.csv": MosaicML
/// llm-foundry's H100 BF16 benchmark table): their peak must fit in the card, a constraint on
/// the fit in every fold (they are outcomes, not peak measurements, and no fold leaves them out).
QString builtInRanConfigurationsPath();
Expected<QList<EstimateInput>> readRanConfigurations(const QString &path = builtInRanConfigurationsPath());

/// The fitted constants (calibration.h holds the fit on all sources).
struct MemoryFit {
    double contextGiB = 0;
    double fragmentation = 0;
    double logitsBytesPerElement = 0;
};

/// Deviations of the band's P10/P90 from its median residual are widened by
/// sqrt(1 + kMemoryBandWidening / n), n = the residuals it is drawn from (the error model's rule,
/// core/uncertainty/errormodel.h kWidening; an assumption).
inline constexpr double kMemoryBandWidening = 4.0;

/// Quantiles of residuals log(cv_predicted / published) (P10, P50, P90; the P10 and P90 widened).
struct MemoryBand {
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    int n = 0;
};
/// The band of `residuals` (linear interpolation between order statistics); zeros when empty.
MemoryBand memoryBand(QList<double> residuals);

struct AccuracyReport {
    QList<AccuracyRow> rows;
    /// The band of every peak row's cross-validated residual (the shipped kMemoryResidual*);
    /// each row's own cvP10/cvP90 uses the band of every other row's residual.
    MemoryBand band;
    QList<AccuracyGroup> families;
    QList<AccuracyGroup> sources;
    MemoryFit fit; ///< on every source
    QList<QPair<QString, MemoryFit>> cvFits; ///< per left-out source
};

/// Grid of the fit: context 0.5-4 GiB in 0.1 steps, fragmentation 0-0.5 in 0.02 steps, logits
/// 2-16 bytes per element in steps of 2. The objective is the median absolute error over the
/// rows, tie-broken by their mean.
/// Constants under which a configuration in `ran` would not fit are not considered.
MemoryFit fitMemoryConstants(const QList<MemoryMeasurement> &rows, const QList<EstimateInput> &ran = {},
    const Catalog &catalog = Catalog::builtIn());

/// Fits on all rows and, for every source S, on the rows of the other sources to predict S.
Expected<AccuracyReport> memoryBacktest(const QList<MemoryMeasurement> &rows, const QList<EstimateInput> &ran = {},
    const Catalog &catalog = Catalog::builtIn());

} // namespace cp::estimate
