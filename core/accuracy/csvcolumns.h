#pragma once
// The columns the back-tests' tables share (calibration-runs.csv, memory-measurements.csv): one
// reading of a row's model and run for the step-time cross-validation and the memory back-test.

#include "core/common/csv.h"
#include "core/estimate/model.h"
#include "core/estimate/training.h"

#include <optional>

namespace cp::estimate {

/// The column as a whole number (a fraction is cut), or nullopt when the cell is empty.
std::optional<int> optionalInt(const CsvTable &t, qsizetype row, const char *column);

/// layers, hidden, heads, kv_heads, ffn and vocab (0 when empty). Every row's model is
/// Llama/Qwen-style (SwiGLU, untied embeddings) unless its FFN is 4 x hidden.
void readModelColumns(const CsvTable &t, qsizetype row, ModelSpec &m);

/// seq_len and global_batch (0 when empty), precision (bf16), mode (pretrain), lora_rank (16).
void readRunColumns(const CsvTable &t, qsizetype row, TrainingSpec &tr);

} // namespace cp::estimate
