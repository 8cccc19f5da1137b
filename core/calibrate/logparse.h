#pragma once
// Reads what a pilot run measured from its training log: the step lines of Megatron-LM,
// MindSpeed, DeepSpeed, the Transformers Trainer / LLaMA-Factory and torchtitan. Each value is
// the median of the steady-state steps: the first kWarmupSteps logged steps are skipped (they
// include compilation, allocator growth and the first data loads) when more are logged. A
// running average (LLaMA-Factory's throughput, the Trainer's end-of-run summary) is read from
// its last line instead, since it already averages every step.
//
//   auto log = cp::calibrate::parseLog(text, { 8, 4096, 256 });
//   if (log) qDebug() << log->framework << *log->tokensPerSPerGpu << log->read;

#include "core/common/expected.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp::calibrate {

/// Logged steps skipped at the start of a log before the median is taken (when at least one
/// more step is logged): warm-up. Megatron-LM and torchtitan log every log-interval steps, so
/// two logged steps are typically tens of iterations.
inline constexpr int kWarmupSteps = 2;

/// What turns samples per second and step times into tokens per second per GPU: the run's GPU
/// count, sequence length (tokens per sample) and global batch (samples per step); 0 = unknown.
struct ParseHints {
    int gpus = 0;
    int seqLen = 0;
    int globalBatch = 0;
};

/// The run's own shape as its log prints it: Megatron-LM's and DeepSpeed's argument dumps
/// ("global_batch_size ..... 512", "seq_length ..... 4096", "world_size ..... 64",
/// "train_batch_size ..... 512"), Megatron's iteration lines ("global batch size: 512"),
/// torchtitan's start line ("global batch size 64, sequence length 8192") and the Trainer's
/// "Total train batch size (w. parallel, distributed & accumulation) = 64". 0 = not printed.
struct RunShape {
    int globalBatch = 0; ///< sequences per step
    int seqLen = 0; ///< tokens per sequence
    int gpus = 0; ///< world size
    QStringList read; ///< what was read, translated, with its line
    QList<int> lines; ///< the (1-based) lines it was read from
};

/// Reads the run's shape from a log; where a value is printed several times, the median of
/// the steady-state lines (as for the step values).
RunShape readRunShape(const QString &text);

struct ParsedLog {
    QString framework; ///< megatron, mindspeed, deepspeed, hf-trainer, torchtitan
    std::optional<double> tokensPerSPerGpu, stepS, peakGiB, mfu, tflopsPerGpu;
    int linesRead = 0; ///< lines that matched a supported format
    QStringList read; ///< what was read, translated, one line per value with its origin
    RunShape shape; ///< the run's own shape (readRunShape), which wins over the hints
    QList<int> lines; ///< the (1-based) lines values were read from, ascending
};

/// The frameworks parseLog reads, as the user knows them (for messages and --help).
QStringList supportedFrameworks();

/// Parses a pasted log. The log's own global batch, sequence length and GPU count
/// (readRunShape) win over `hints`, which fill in what it does not print. Lines of several frameworks may be mixed (LLaMA-Factory on DeepSpeed):
/// the framework with the most matched lines is reported, values it does not log are taken
/// from the others. No recognised line, or no usable value, is BadInput naming the supported
/// formats (or the hint a value needs).
Expected<ParsedLog> parseLog(const QString &text, const ParseHints &hints = {});

} // namespace cp::calibrate
