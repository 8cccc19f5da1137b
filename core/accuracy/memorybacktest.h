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

namespace cp::estimate {

/// One published measurement with the run it was measured on (a complete layout).
struct MemoryMeasurement {
    QString id;
    QString source; ///< the independent source it comes from (the unit left out by the CV)
    /// peak_gib: peak GiB per GPU as the device reports it (nvidia-smi, context included);
    /// peak_reserved_gib: torch.cuda.max_memory_reserved (the caching allocator's segments,
    /// without the CUDA/NCCL context); model_states_gb: weights + gradients + optimizer, 1e9 B.
    QString metric;
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

struct AccuracyReport {
    QList<AccuracyRow> rows;
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
