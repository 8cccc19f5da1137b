#include "core/accuracy/csvcolumns.h"

namespace cp::estimate {

std::optional<int> optionalInt(const CsvTable &t, qsizetype row, const char *column)
{
    const QString v = t.field(row, QLatin1String(column));
    if (v.isEmpty())
        return std::nullopt;
    return int(v.toDouble());
}

void readModelColumns(const CsvTable &t, qsizetype row, ModelSpec &m)
{
    m.layers = optionalInt(t, row, "layers").value_or(0);
    m.hidden = optionalInt(t, row, "hidden").value_or(0);
    m.heads = optionalInt(t, row, "heads").value_or(0);
    m.kvHeads = optionalInt(t, row, "kv_heads").value_or(0);
    m.ffn = optionalInt(t, row, "ffn").value_or(0);
    m.vocab = optionalInt(t, row, "vocab").value_or(0);
    m.gated = m.ffn != 4 * m.hidden;
    m.tiedEmbeddings = !m.gated;
}

void readRunColumns(const CsvTable &t, qsizetype row, TrainingSpec &tr)
{
    tr.seqLen = optionalInt(t, row, "seq_len").value_or(0);
    tr.globalBatch = optionalInt(t, row, "global_batch").value_or(0);
    tr.precision = precisionFromString(t.field(row, QStringLiteral("precision"))).value_or(Precision::Bf16);
    tr.mode = trainingModeFromString(t.field(row, QStringLiteral("mode"))).value_or(TrainingMode::Pretrain);
    tr.loraRank = optionalInt(t, row, "lora_rank").value_or(16);
}

} // namespace cp::estimate
