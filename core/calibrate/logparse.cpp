#include "core/calibrate/logparse.h"
#include "core/calibrate/calibratetext.h"

#include "core/common/median.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>

namespace cp::calibrate {

namespace {

using detail::tr;

/// One logged quantity: its values in log order and the (1-based) lines they came from.
struct Series {
    QList<double> values;
    QList<int> lines;
    void add(double v, int line)
    {
        values << v;
        lines << line;
    }
    bool isEmpty() const { return values.isEmpty(); }
};

/// A series reduced to one value: the median of the steady-state steps, or (running) the last.
struct Stat {
    double value = 0;
    int used = 0;
    int skipped = 0;
    int firstLine = 0;
    int lastLine = 0;
    bool running = false;
};

Stat reduce(const Series &s, bool running)
{
    Stat out;
    out.running = running;
    if (running) {
        out.value = s.values.constLast();
        out.used = 1;
        out.firstLine = out.lastLine = s.lines.constLast();
        return out;
    }
    out.skipped = s.values.size() > kWarmupSteps ? kWarmupSteps : 0;
    const QList<double> steady = s.values.mid(out.skipped);
    out.value = median(steady);
    out.used = int(steady.size());
    out.firstLine = s.lines.at(out.skipped);
    out.lastLine = s.lines.constLast();
    return out;
}

/// "median of 8 torchtitan step lines (lines 5-12), the first 2 skipped as warm-up"
QString origin(const Stat &s, const QString &what)
{
    if (s.running)
        //: %1 the log line kind (e.g. "LLaMA-Factory throughput"), %2 a line number
        return tr("the last %1 line (line %2, a running average)").arg(what).arg(s.lastLine);
    QString text = s.used == 1 ? tr("one %1 line (line %2)").arg(what).arg(s.firstLine)
                               //: %1 a count of lines, %2 the log line kind, %3 and %4 line numbers
                               : tr("median of %1 %2 lines (lines %3-%4)").arg(s.used).arg(what).arg(s.firstLine).arg(s.lastLine);
    if (s.skipped > 0)
        text += tr(", the first %1 logged steps skipped as warm-up").arg(s.skipped);
    else if (s.used <= kWarmupSteps)
        text += tr(", too few steps to skip warm-up");
    return text;
}

QString number(double v, int decimals) { return QLocale::c().toString(v, 'f', decimals); }

/// A positive finite number as logged ("1,234", "4.5e3"); nullopt otherwise.
std::optional<double> positive(const QString &text)
{
    QString t = text;
    t.remove(QLatin1Char(','));
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0)
        return std::nullopt;
    return v;
}

/// Adds the first capture of re in line to series when it is a positive number.
void capture(const QRegularExpression &re, const QString &line, int lineNo, Series &series, double scale = 1.0)
{
    const QRegularExpressionMatch m = re.match(line);
    if (!m.hasMatch())
        return;
    if (const auto v = positive(m.captured(1)))
        series.add(*v * scale, lineNo);
}

/// What one framework's lines give, before the framework's values are combined.
struct Collected {
    QString framework;
    QString lineKind; ///< how its lines are named in "what was read"
    int lines = 0;
    QList<int> matched; ///< the lines that matched its format
    Series stepS, tokensPerGpu, samplesPerS, runningTokensTotal, peakGiB, mfu, tflops, globalBatch;
    bool samplesRunning = false;
    QString samplesKind, tokensKind, runningKind, peakKind;
};

// --- the formats ---------------------------------------------------------------------------

/// A pattern, case-insensitive; "NUM" in it stands for a whole logged number ("4,050.5",
/// "1.5e-05"): not part of a longer word or number, so "41x0.0" or "-5" give no value.
QRegularExpression rx(const char *pattern)
{
    QString p = QLatin1String(pattern);
    p.replace(QLatin1String("NUM"), QLatin1String(R"((?<![-\w.])([0-9][0-9.,]*(?:[eE][-+]?[0-9]+)?)(?![\w.]))"));
    return QRegularExpression(p, QRegularExpression::CaseInsensitiveOption);
}

// Megatron-LM, megatron/training/training.py training_log(): " iteration N/ M | consumed samples:
// S | elapsed time per iteration (ms): T | [memory(GiB): G |] throughput per GPU (TFLOP/s/GPU): F |
// learning rate: ... | global batch size: B | lm loss: ... |". MindSpeed-LLM
// (mindspeed_llm/training/training.py) calls the same training_log on Ascend NPUs; Megatron forks
// used with it add " tokens per second per device: X |".
void readMegatron(const QString &line, int lineNo, Collected &c)
{
    static const QRegularExpression iteration = rx(R"(\biteration\s+\d+\s*/\s*\d+\s*\|)");
    static const QRegularExpression step = rx(R"(elapsed time per iteration \(ms\):\s*NUM)");
    static const QRegularExpression tflops = rx(R"(throughput per GPU \(TFLOP/s/GPU\):\s*NUM)");
    static const QRegularExpression batch = rx(R"(global batch size:\s*NUM)");
    static const QRegularExpression perDevice = rx(R"(tokens per second per device:\s*NUM)");
    static const QRegularExpression memory = rx(R"(memory\(GiB\):\s*NUM)");
    if (!iteration.match(line).hasMatch())
        return;
    ++c.lines;
    c.matched << lineNo;
    capture(step, line, lineNo, c.stepS, 1e-3);
    capture(tflops, line, lineNo, c.tflops);
    capture(batch, line, lineNo, c.globalBatch);
    capture(perDevice, line, lineNo, c.tokensPerGpu);
    capture(memory, line, lineNo, c.peakGiB);
}

// DeepSpeed, deepspeed/utils/timer.py ThroughputTimer.stop(): "epoch=E/micro_step=M/global_step=G,
// RunningAvgSamplesPerSec=R, CurrSamplesPerSec=C, MemAllocated=AGB, MaxMemAllocated=PGB" (older
// releases: "E/S, RunningAvgSamplesPerSec=..."). Samples are the engine's train_batch_size, the
// global batch; memory is torch.cuda.max_memory_allocated() / 1024^3, so GiB.
void readDeepSpeed(const QString &line, int lineNo, Collected &c)
{
    static const QRegularExpression marker = rx(R"(RunningAvgSamplesPerSec=)");
    static const QRegularExpression current = rx(R"(CurrSamplesPerSec=NUM)");
    static const QRegularExpression peak = rx(R"(MaxMemAllocated=(?<![-\w.])([0-9][0-9.]*)\s*GB)");
    if (!marker.match(line).hasMatch())
        return;
    ++c.lines;
    c.matched << lineNo;
    capture(current, line, lineNo, c.samplesPerS);
    capture(peak, line, lineNo, c.peakGiB);
}

// Transformers Trainer: the end-of-run metrics of trainer_utils.speed_metrics() printed as a dict,
// "{'train_runtime': R, 'train_samples_per_second': S, 'train_steps_per_second': T, [
// 'train_tokens_per_second': K,] 'train_loss': L, 'epoch': E}". S counts every process's samples;
// K is "tokens per second per device" (TrainingArguments.include_tokens_per_second, Transformers
// docs). LLaMA-Factory, src/llamafactory/train/callbacks.py LogCallback: trainer_log.jsonl lines
// {"current_steps": N, ..., "throughput": "X", "total_tokens": T} and, in the web UI, "{'loss': L,
// 'learning_rate': R, 'epoch': E, 'throughput': X}"; X is num_input_tokens_seen (all processes)
// over the time since the start: a running average of the whole run's tokens per second.
void readTrainer(const QString &line, int lineNo, Collected &c)
{
    static const QRegularExpression samples = rx(R"(['"]train_samples_per_second['"]\s*:\s*NUM)");
    static const QRegularExpression steps = rx(R"(['"]train_steps_per_second['"]\s*:\s*NUM)");
    static const QRegularExpression tokens = rx(R"(['"]train_tokens_per_second['"]\s*:\s*NUM)");
    static const QRegularExpression throughput = rx(R"(['"]throughput['"]\s*:\s*['"]?NUM)");
    bool matched = false;
    if (samples.match(line).hasMatch() || steps.match(line).hasMatch()) {
        matched = true;
        capture(samples, line, lineNo, c.samplesPerS);
        Series stepsPerS;
        capture(steps, line, lineNo, stepsPerS);
        if (!stepsPerS.isEmpty())
            c.stepS.add(1.0 / stepsPerS.values.constFirst(), lineNo);
        capture(tokens, line, lineNo, c.tokensPerGpu);
    }
    if (throughput.match(line).hasMatch()) {
        matched = true;
        capture(throughput, line, lineNo, c.runningTokensTotal);
    }
    if (matched) {
        ++c.lines;
        c.matched << lineNo;
    }
}

// torchtitan, torchtitan/components/metrics.py MetricsProcessor.log(): "step: N  loss: L  [grad_norm:
// G  ]memory: M.MMGiB(P.PP%)  tps: 1,234  tflops: F  mfu: U%", in ANSI colours. memory is the
// peak reserved device memory; tps is tokens per second per device.
void readTorchtitan(const QString &line, int lineNo, Collected &c)
{
    static const QRegularExpression marker = rx(R"(\bstep:\s*\d+\s+loss:)");
    static const QRegularExpression memory = rx(R"(memory:\s*(?<![-\w.])([0-9][0-9.]*)\s*GiB)");
    static const QRegularExpression tps = rx(R"(\btps:\s*NUM)");
    static const QRegularExpression tflops = rx(R"(\btflops:\s*NUM)");
    static const QRegularExpression mfu = rx(R"(\bmfu:\s*(?<![-\w.])([0-9][0-9.]*)\s*%)");
    if (!marker.match(line).hasMatch())
        return;
    ++c.lines;
    c.matched << lineNo;
    capture(memory, line, lineNo, c.peakGiB);
    capture(tps, line, lineNo, c.tokensPerGpu);
    capture(tflops, line, lineNo, c.tflops);
    capture(mfu, line, lineNo, c.mfu, 0.01);
}

/// One shape value: its patterns (the first capture is the number), its name in "what was read".
struct ShapeRule {
    const QRegularExpression *patterns[3];
    int RunShape::*value;
    const char *what;
};

} // namespace

RunShape readRunShape(const QString &text)
{
    // Argument dumps print "name ........ value" (Megatron-LM arguments.py _print_args, DeepSpeed
    // DeepSpeedConfig.print); a separator of dots, ':' or '=' is taken.
    static const QRegularExpression batchArg = rx(R"(\b(?:global_batch_size|train_batch_size)\s*(?:\.{2,}|[:=])\s*NUM)");
    static const QRegularExpression batchText = rx(R"(\bglobal batch size:?\s+NUM)");
    static const QRegularExpression batchTrainer = rx(R"(Total train batch size \(w\. parallel, distributed & accumulation\)\s*=\s*NUM)");
    static const QRegularExpression seqArg = rx(R"(\b(?:seq_length|seq_len)\s*(?:\.{2,}|[:=])\s*NUM)");
    static const QRegularExpression seqText = rx(R"(\bsequence length:?\s+NUM)");
    static const QRegularExpression worldArg = rx(R"(\bworld_size\s*(?:\.{2,}|[:=])\s*NUM)");
    static const ShapeRule rules[] = {
        { { &batchArg, &batchText, &batchTrainer }, &RunShape::globalBatch, QT_TRANSLATE_NOOP("cp::calibrate", "global batch %1 sequences") },
        { { &seqArg, &seqText, nullptr }, &RunShape::seqLen, QT_TRANSLATE_NOOP("cp::calibrate", "sequence length %1 tokens") },
        { { &worldArg, nullptr, nullptr }, &RunShape::gpus, QT_TRANSLATE_NOOP("cp::calibrate", "%1 GPUs (world size)") },
    };
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*m"));
    Series found[3];
    qsizetype start = 0;
    int lineNo = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = text.size();
        ++lineNo;
        const QStringView view = QStringView(text).mid(start, end - start);
        start = end + 1;
        // Cheap pre-filter: every pattern names a batch, a sequence or the world size.
        if (!view.contains(QLatin1String("batch"), Qt::CaseInsensitive) && !view.contains(QLatin1String("seq"), Qt::CaseInsensitive)
            && !view.contains(QLatin1String("world_size"), Qt::CaseInsensitive))
            continue;
        QString line = view.toString();
        line.remove(ansi);
        for (int r = 0; r < 3; ++r) {
            for (const QRegularExpression *re : rules[r].patterns) {
                if (!re)
                    continue;
                const qsizetype before = found[r].values.size();
                capture(*re, line, lineNo, found[r]);
                if (found[r].values.size() > before)
                    break;
            }
        }
    }
    RunShape shape;
    for (int r = 0; r < 3; ++r) {
        if (found[r].isEmpty())
            continue;
        const Stat st = reduce(found[r], false);
        const double v = std::round(st.value);
        if (v < 1 || v > 1e9)
            continue;
        shape.*(rules[r].value) = int(v);
        //: %1 the value read (e.g. "global batch 512 sequences"), %2 where it was read
        shape.read << tr("%1: %2").arg(tr(rules[r].what).arg(int(v)), origin(st, tr("log")));
        for (int line : found[r].lines)
            shape.lines << line;
    }
    return shape;
}

namespace {

/// Which value a line of "what was read" is about (to carry it over with the value).
enum Tag { TokensTag,
    StepTag,
    PeakTag,
    MfuTag,
    TflopsTag };

struct Combined {
    ParsedLog log;
    QList<Tag> tags; ///< one per log.read line
};

/// Turns one framework's series into values; a value it cannot give stays empty, with the hint
/// it needs in `missing`.
Combined combine(const Collected &c, const ParseHints &hints, QStringList &missing)
{
    Combined result;
    ParsedLog &out = result.log;
    const auto note = [&result](Tag tag, const QString &line) {
        result.log.read << line;
        result.tags << tag;
    };
    out.framework = c.framework;
    out.linesRead = c.lines;
    double globalBatch = hints.globalBatch; // samples per step; 0 = unknown
    if (globalBatch <= 0 && !c.globalBatch.isEmpty())
        globalBatch = reduce(c.globalBatch, false).value;
    const bool perGpu = hints.gpus > 0 && hints.seqLen > 0;

    if (!c.stepS.isEmpty()) {
        const Stat s = reduce(c.stepS, false);
        out.stepS = s.value;
        note(StepTag, tr("step time %1 s: %2").arg(number(s.value, 3), origin(s, c.lineKind)));
    }
    if (!c.tokensPerGpu.isEmpty()) {
        const Stat s = reduce(c.tokensPerGpu, false);
        out.tokensPerSPerGpu = s.value;
        note(TokensTag, tr("tokens/s per GPU %1: %2").arg(number(s.value, 0), origin(s, c.tokensKind.isEmpty() ? c.lineKind : c.tokensKind)));
    }
    if (!c.samplesPerS.isEmpty()) {
        const Stat s = reduce(c.samplesPerS, c.samplesRunning);
        if (!out.tokensPerSPerGpu && perGpu) {
            out.tokensPerSPerGpu = s.value * hints.seqLen / hints.gpus;
            //: %1 tokens/s, %2 samples/s, %3 tokens per sample, %4 GPUs, %5 where it was read
            note(TokensTag, tr("tokens/s per GPU %1 = %2 samples/s x %3 tokens / %4 GPUs: %5").arg(number(*out.tokensPerSPerGpu, 0), number(s.value, 3)).arg(hints.seqLen).arg(hints.gpus).arg(origin(s, c.samplesKind)));
        } else if (!out.tokensPerSPerGpu) {
            missing << tr("samples/s need the sequence length and the GPU count to become tokens/s per GPU");
        }
        if (!out.stepS && globalBatch > 0) {
            out.stepS = globalBatch / s.value;
            note(StepTag, tr("step time %1 s = %2 samples per step / %3 samples/s").arg(number(*out.stepS, 3), number(globalBatch, 0), number(s.value, 3)));
        }
    }
    if (!c.runningTokensTotal.isEmpty()) {
        const Stat s = reduce(c.runningTokensTotal, true);
        if (!out.tokensPerSPerGpu && hints.gpus > 0) {
            out.tokensPerSPerGpu = s.value / hints.gpus;
            note(TokensTag, tr("tokens/s per GPU %1 = %2 tokens/s / %3 GPUs: %4").arg(number(*out.tokensPerSPerGpu, 0), number(s.value, 0)).arg(hints.gpus).arg(origin(s, c.runningKind)));
        } else if (!out.tokensPerSPerGpu) {
            missing << tr("a total throughput needs the GPU count to become tokens/s per GPU");
        }
    }
    if (!out.tokensPerSPerGpu && out.stepS && globalBatch > 0 && perGpu) {
        out.tokensPerSPerGpu = globalBatch * hints.seqLen / *out.stepS / hints.gpus;
        note(TokensTag, tr("tokens/s per GPU %1 = %2 samples x %3 tokens / %4 s / %5 GPUs").arg(number(*out.tokensPerSPerGpu, 0), number(globalBatch, 0)).arg(hints.seqLen).arg(number(*out.stepS, 3)).arg(hints.gpus));
    }
    if (!c.peakGiB.isEmpty()) {
        // The peak of the run: the largest steady-state value is the one that must fit.
        Series steady = c.peakGiB;
        const Stat s = reduce(steady, false);
        const qsizetype skip = s.skipped;
        const double peak = *std::max_element(steady.values.cbegin() + skip, steady.values.cend());
        out.peakGiB = peak;
        note(PeakTag, tr("peak memory %1 GiB per GPU: the largest of %2").arg(number(peak, 2), origin(s, c.peakKind.isEmpty() ? c.lineKind : c.peakKind)));
    }
    if (!c.mfu.isEmpty()) {
        const Stat s = reduce(c.mfu, false);
        out.mfu = s.value;
        note(MfuTag, tr("MFU %1%: %2").arg(number(s.value * 100, 1), origin(s, c.lineKind)));
    }
    if (!c.tflops.isEmpty()) {
        const Stat s = reduce(c.tflops, false);
        out.tflopsPerGpu = s.value;
        note(TflopsTag, tr("model TFLOP/s per GPU %1: %2").arg(number(s.value, 1), origin(s, c.lineKind)));
    }
    return result;
}

bool hasValue(const ParsedLog &p) { return p.tokensPerSPerGpu || p.stepS || p.peakGiB || p.mfu; }

} // namespace

QStringList supportedFrameworks()
{
    return { QStringLiteral("Megatron-LM"), QStringLiteral("MindSpeed"), QStringLiteral("DeepSpeed"),
        QStringLiteral("Transformers Trainer"), QStringLiteral("LLaMA-Factory"), QStringLiteral("torchtitan") };
}

Expected<ParsedLog> parseLog(const QString &text, const ParseHints &hints)
{
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*m"));
    static const QRegularExpression npu = rx(R"(mindspeed|torch_npu|\bnpu\b|ascend)");
    const bool onNpu = npu.match(text).hasMatch();

    Collected megatron { onNpu ? QStringLiteral("mindspeed") : QStringLiteral("megatron"),
        onNpu ? tr("MindSpeed iteration") : tr("Megatron-LM iteration"), 0, {}, {}, {}, {}, {}, {}, {}, {}, {}, false, {}, {}, {}, {} };
    Collected deepspeed { QStringLiteral("deepspeed"), tr("DeepSpeed throughput"), 0, {}, {}, {}, {}, {}, {}, {}, {}, {}, false,
        tr("DeepSpeed CurrSamplesPerSec"), {}, {}, tr("DeepSpeed MaxMemAllocated") };
    Collected trainer { QStringLiteral("hf-trainer"), tr("Trainer summary"), 0, {}, {}, {}, {}, {}, {}, {}, {}, {}, true,
        tr("Trainer train_samples_per_second"), tr("Trainer train_tokens_per_second"), tr("LLaMA-Factory throughput"), {} };
    Collected titan { QStringLiteral("torchtitan"), tr("torchtitan step"), 0, {}, {}, {}, {}, {}, {}, {}, {}, {}, false, {}, {}, {}, {} };

    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        line.remove(ansi);
        const int lineNo = i + 1;
        readMegatron(line, lineNo, megatron);
        readDeepSpeed(line, lineNo, deepspeed);
        readTrainer(line, lineNo, trainer);
        readTorchtitan(line, lineNo, titan);
    }

    QList<const Collected *> found;
    for (const Collected *c : { &megatron, &titan, &deepspeed, &trainer }) {
        if (c->lines > 0)
            found << c;
    }
    Errors errors;
    if (found.isEmpty()) {
        errors << Error { QStringLiteral("log"),
            tr("no training log line recognised; the supported formats are the step lines of %1").arg(supportedFrameworks().join(QStringLiteral(", "))) };
        return errors;
    }
    std::stable_sort(found.begin(), found.end(), [](const Collected *a, const Collected *b) { return a->lines > b->lines; });

    // The log's own shape wins over the assumed one.
    const RunShape shape = readRunShape(text);
    ParseHints effective = hints;
    for (const auto &[own, hint] : { std::pair { shape.globalBatch, &effective.globalBatch }, std::pair { shape.seqLen, &effective.seqLen },
             std::pair { shape.gpus, &effective.gpus } }) {
        if (own > 0)
            *hint = own;
    }
    QStringList missing;
    QList<Combined> parsed;
    for (const Collected *c : found)
        parsed << combine(*c, effective, missing);
    ParsedLog out = parsed.constFirst().log;
    out.shape = shape;
    out.read = shape.read + out.read;
    QList<int> used = shape.lines;
    for (const Collected *c : found)
        used << c->matched;
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    out.lines = used;
    for (qsizetype i = 1; i < parsed.size(); ++i) {
        const Combined &other = parsed.at(i);
        out.linesRead += other.log.linesRead;
        const auto take = [&out, &other](std::optional<double> ParsedLog::*value, Tag tag) {
            if (out.*value || !(other.log.*value))
                return;
            out.*value = other.log.*value;
            for (qsizetype r = 0; r < other.log.read.size(); ++r) {
                if (other.tags.at(r) == tag)
                    out.read << other.log.read.at(r);
            }
        };
        take(&ParsedLog::tokensPerSPerGpu, TokensTag);
        take(&ParsedLog::stepS, StepTag);
        take(&ParsedLog::peakGiB, PeakTag);
        take(&ParsedLog::mfu, MfuTag);
        take(&ParsedLog::tflopsPerGpu, TflopsTag);
    }
    if (!hasValue(out)) {
        QString message = tr("%1 matching lines, but no usable value (a number that is positive and finite)").arg(out.linesRead);
        if (!missing.isEmpty())
            message += QStringLiteral("; ") + missing.join(QStringLiteral("; "));
        errors << Error { QStringLiteral("log"), message };
        return errors;
    }
    return out;
}

} // namespace cp::calibrate
