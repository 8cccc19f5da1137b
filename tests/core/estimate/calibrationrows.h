#pragma once
// Reads tests/data/calibration-runs.csv into estimator inputs, for the back-test and the
// benchmark. The CSV has no "gated" or "tied" column: a row whose FFN width is not 4 x hidden
// is a Llama-style model (SwiGLU, untied embeddings), otherwise a GPT-style one (GELU, tied
// embeddings) - true of every row. A row without a GPU count gets 2048 GPUs (assumption: the
// LLaMA 1 cluster size, Touvron et al. 2023 section 2.4); other missing layout fields are
// chosen by the estimator.
#include "core/common/csv.h"
#include "core/estimate/estimate.h"
#include "core/units/units.h"

#include <QList>
#include <QString>

namespace cp::backtest {

inline constexpr int kGpusWhenUnpublished = 2048;

enum class Family { Throughput,
    GpuHours,
    Memory };

struct Row {
    QString id;
    QString metric;
    double published = 0;
    Family family = Family::Throughput;
    estimate::EstimateInput input;
};

inline std::optional<int> optionalInt(const CsvTable &t, qsizetype row, const char *column)
{
    const QString v = t.field(row, QLatin1String(column));
    if (v.isEmpty())
        return std::nullopt;
    return int(v.toDouble());
}

inline QList<Row> readRows(const QString &path)
{
    QList<Row> rows;
    const auto table = CsvTable::read(path);
    if (!table)
        return rows;
    const CsvTable &t = *table;
    for (qsizetype i = 0; i < t.rowCount(); ++i) {
        Row r;
        r.id = t.field(i, QStringLiteral("id"));
        r.metric = t.field(i, QStringLiteral("metric"));
        r.published = t.field(i, QStringLiteral("value")).toDouble();
        r.family = r.metric == QLatin1String("gpu_hours") ? Family::GpuHours
            : r.metric.startsWith(QLatin1String("mem_"))  ? Family::Memory
                                                          : Family::Throughput;
        estimate::ModelSpec &m = r.input.model;
        m.layers = optionalInt(t, i, "layers").value_or(0);
        m.hidden = optionalInt(t, i, "hidden").value_or(0);
        m.heads = optionalInt(t, i, "heads").value_or(0);
        m.kvHeads = optionalInt(t, i, "kv_heads").value_or(0);
        m.ffn = optionalInt(t, i, "ffn").value_or(0);
        m.vocab = optionalInt(t, i, "vocab").value_or(0);
        m.gated = m.ffn != 4 * m.hidden;
        m.tiedEmbeddings = !m.gated;
        estimate::TrainingSpec &tr = r.input.training;
        tr.seqLen = optionalInt(t, i, "seq_len").value_or(0);
        tr.tokens = t.field(i, QStringLiteral("tokens")).toDouble();
        tr.globalBatch = optionalInt(t, i, "global_batch").value_or(0);
        tr.precision = estimate::precisionFromString(t.field(i, QStringLiteral("precision"))).value_or(estimate::Precision::Bf16);
        tr.mode = estimate::trainingModeFromString(t.field(i, QStringLiteral("mode"))).value_or(estimate::TrainingMode::Pretrain);
        tr.loraRank = optionalInt(t, i, "lora_rank").value_or(16);
        estimate::HardwareSpec &hw = r.input.hardware;
        hw.accelerator = t.field(i, QStringLiteral("accelerator"));
        hw.network = t.field(i, QStringLiteral("network"));
        hw.gpus = optionalInt(t, i, "gpus").value_or(kGpusWhenUnpublished);
        estimate::LayoutRequest &l = r.input.layout;
        // Published layouts use uneven stages (Llama 3: 126 layers on 16 stages; BLOOM: 70 on 12).
        l.allowUnevenStages = true;
        l.tp = optionalInt(t, i, "tp");
        l.pp = optionalInt(t, i, "pp");
        l.dp = optionalInt(t, i, "dp");
        l.zero = optionalInt(t, i, "zero");
        l.interleave = optionalInt(t, i, "interleave");
        l.microBatch = optionalInt(t, i, "micro_batch");
        if (const QString rc = t.field(i, QStringLiteral("recompute")); !rc.isEmpty())
            l.recompute = estimate::recomputeFromString(rc);
        if (const QString sp = t.field(i, QStringLiteral("seq_parallel")); !sp.isEmpty())
            l.sequenceParallel = sp == QLatin1String("yes");
        rows << r;
    }
    return rows;
}

/// The estimated value of a row's metric, interpreted per its notes: hardware vs model
/// TFLOP/s, whole-run GPU-hours including failures, model states only (GB = 1e9 B, as in
/// the ZeRO paper) vs peak memory (PyTorch's "GB" = GiB).
inline double estimatedMetric(const Row &row, const estimate::Estimate &e)
{
    if (row.metric == QLatin1String("gpu_hours"))
        return e.run ? e.run->gpuHours : 0.0;
    if (row.metric == QLatin1String("tokens_per_s_per_gpu"))
        return e.tokensPerSecondPerGpu;
    if (row.metric == QLatin1String("hardware_tflops_per_gpu"))
        return e.hardwareTflopsPerGpu;
    if (row.metric == QLatin1String("model_tflops_per_gpu"))
        return e.modelTflopsPerGpu;
    if (row.metric == QLatin1String("mem_model_states_gb"))
        return e.memory.modelStatesGiB * units::kBytesPerGiB / units::kBytesPerGB;
    if (row.metric == QLatin1String("mem_peak_gb"))
        return e.memory.totalGiB;
    return 0.0;
}

} // namespace cp::backtest
