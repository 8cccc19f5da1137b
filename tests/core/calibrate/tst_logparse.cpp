// The training-log parser on lines written by hand from each framework's format string (the
// source file is named beside each format in core/calibrate/logparse.cpp). Expected values are
// hand arithmetic: the median of the steps after the first kWarmupSteps (2) logged ones.
#include "core/calibrate/logparse.h"

#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::calibrate;

namespace {

/// Megatron-LM training_log(): " iteration N/ M | consumed samples: S | elapsed time per
/// iteration (ms): T | throughput per GPU (TFLOP/s/GPU): F | learning rate: ... | global batch
/// size: B | lm loss: ... |"
QString megatronLine(int iteration, double ms, double tflops)
{
    return QStringLiteral(" [2026-11-30 10:%1:00] iteration %2/     100 | consumed samples: %3 | elapsed time per iteration (ms): %4 | "
                          "throughput per GPU (TFLOP/s/GPU): %5 | learning rate: 2.000000E-05 | global batch size:   256 | "
                          "lm loss: 7.512345E+00 | loss scale: 1.0 | grad norm: 1.234 | number of skipped iterations:   0 |")
        .arg(iteration, 2, 10, QLatin1Char('0'))
        .arg(iteration, 8)
        .arg(iteration * 256, 12)
        .arg(ms, 0, 'f', 1)
        .arg(tflops, 0, 'f', 1);
}

QString megatronLog()
{
    // Steps 1 and 2 are warm-up; steps 3-7: 4100, 4000, 4200, 3900, 4050 ms -> median 4050 ms;
    // TFLOP/s 190, 200, 210, 195, 205 -> median 200.
    QStringList l { QStringLiteral("> building GPT model ..."), megatronLine(1, 9000, 100), megatronLine(2, 6000, 150), megatronLine(3, 4100, 190),
        megatronLine(4, 4000, 200), megatronLine(5, 4200, 210), megatronLine(6, 3900, 195), megatronLine(7, 4050, 205) };
    return l.join(QLatin1Char('\n'));
}

/// torchtitan MetricsProcessor.log(), with its ANSI colours on the first line.
QString titanLine(int step, double gib, int tps, double tflops, double mfu, bool colours = false)
{
    const QString red = colours ? QStringLiteral("\x1b[31m") : QString();
    const QString reset = colours ? QStringLiteral("\x1b[39m") : QString();
    return QStringLiteral("[rank0]:[titan] 2026-11-30 10:00:%1,123 - root - INFO - %2step: %3  loss: %4  grad_norm:  1.2345  memory: %5GiB(%6%)  "
                          "tps: %7  tflops: %8  mfu: %9%%10")
        .arg(step, 2, 10, QLatin1Char('0'))
        .arg(red)
        .arg(step, 2)
        .arg(12.0 - step * 0.5, 7, 'f', 4)
        .arg(gib, 5, 'f', 2)
        .arg(gib / 79.1 * 100, 0, 'f', 2)
        .arg(QLocale(QLocale::English).toString(tps))
        .arg(tflops, 0, 'f', 2)
        .arg(mfu, 0, 'f', 2)
        .arg(reset);
}

QString titanLog()
{
    // tps after warm-up: 3,800 3,900 4,000 4,100 4,200 -> 4,000; memory peak 61.50 GiB; MFU
    // 39..43% -> 41%; TFLOP/s 380..420 -> 400.
    return QStringList { titanLine(1, 30.1, 1000, 50, 5.06, true), titanLine(2, 60.5, 3000, 150, 15.17), titanLine(3, 61.0, 3800, 380, 39),
        titanLine(4, 61.2, 3900, 390, 40), titanLine(5, 61.5, 4200, 420, 43), titanLine(6, 61.1, 4100, 410, 42),
        titanLine(7, 61.3, 4000, 400, 41) }
        .join(QLatin1Char('\n'));
}

/// DeepSpeed ThroughputTimer.stop(): "epoch=E/micro_step=M/global_step=G, RunningAvgSamplesPerSec=R,
/// CurrSamplesPerSec=C, MemAllocated=AGB, MaxMemAllocated=PGB"
QString deepspeedLine(int step, double samples, double maxGb)
{
    return QStringLiteral("[2026-11-30 10:00:00,000] [INFO] [timer.py:260:stop] epoch=0/micro_step=%1/global_step=%1, "
                          "RunningAvgSamplesPerSec=%2, CurrSamplesPerSec=%3, MemAllocated=12.5GB, MaxMemAllocated=%4GB")
        .arg(step * 10)
        .arg(samples * 0.98, 0, 'f', 6)
        .arg(samples, 0, 'f', 6)
        .arg(maxGb, 0, 'f', 2);
}

QString deepspeedLog()
{
    // CurrSamplesPerSec after warm-up: 11, 12, 13, 12.5, 11.5 -> 12; MaxMemAllocated up to 32.5.
    return QStringList { deepspeedLine(1, 5, 30), deepspeedLine(2, 8, 31), deepspeedLine(3, 11, 32.0), deepspeedLine(4, 12, 32.5),
        deepspeedLine(5, 13, 32.25), deepspeedLine(6, 12.5, 32.4), deepspeedLine(7, 11.5, 32.1) }
        .join(QLatin1Char('\n'));
}

/// LLaMA-Factory trainer_log.jsonl (LogCallback): throughput is a running average of all
/// processes' tokens per second since the start.
QString llamaFactoryLine(int step, double throughput)
{
    return QStringLiteral("{\"current_steps\": %1, \"total_steps\": 300, \"loss\": 1.4, \"lr\": 1e-05, \"epoch\": 0.1, \"percentage\": %2, "
                          "\"elapsed_time\": \"0:0%3:00\", \"remaining_time\": \"0:20:00\", \"throughput\": \"%4\", \"total_tokens\": %5}")
        .arg(step)
        .arg(step / 3.0, 0, 'f', 2)
        .arg(step / 10)
        .arg(throughput, 0, 'f', 2)
        .arg(step * 48000);
}

} // namespace

class TestLogParse : public QObject {
    Q_OBJECT
private slots:
    void readsEachFramework_data();
    void readsEachFramework();
    void tooFewStepsAreAllUsed();
    void malformedValuesAreSkipped();
    void onlyMalformedLinesAreRefused();
    void unknownTextNamesTheSupportedFormats();
    void samplesNeedHints();
    void mixedLogsTakeMissingValuesFromTheOtherFramework();
    void theLogsOwnShapeWinsOverTheHints();
    void runShape_data();
    void runShape();
};

constexpr double kNone = -1;

void TestLogParse::readsEachFramework_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<QString>("framework");
    QTest::addColumn<double>("tokensPerGpu");
    QTest::addColumn<double>("stepS");
    QTest::addColumn<double>("peakGiB");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<double>("tflops");

    // 256 samples x 4,096 tokens / 4.05 s / 8 GPUs.
    QTest::newRow("Megatron-LM: median step time, tokens from the logged global batch")
        << megatronLog() << 8 << 4096 << 0 << QStringLiteral("megatron") << 256.0 * 4096 / 4.05 / 8 << 4.05 << kNone << kNone << 200.0;
    QTest::newRow("MindSpeed: Megatron lines on an NPU")
        << QStringLiteral("[INFO] MindSpeed-LLM patches applied (torch_npu 2.1.0)\n") + megatronLog() << 16 << 4096 << 0 << QStringLiteral("mindspeed")
        << 256.0 * 4096 / 4.05 / 16 << 4.05 << kNone << kNone << 200.0;
    QTest::newRow("torchtitan: tps per device, peak reserved memory, MFU in per cent")
        << titanLog() << 0 << 0 << 0 << QStringLiteral("torchtitan") << 4000.0 << kNone << 61.5 << 0.41 << 400.0;
    // 12 samples/s x 2,048 tokens / 16 GPUs = 1,536; step = 64 samples / 12 samples/s.
    QTest::newRow("DeepSpeed: CurrSamplesPerSec of the global batch, MaxMemAllocated")
        << deepspeedLog() << 16 << 2048 << 64 << QStringLiteral("deepspeed") << 12.0 * 2048 / 16 << 64.0 / 12 << 32.5 << kNone << kNone;
    // 20 samples/s x 2,048 / 8 GPUs = 5,120; 1 / 0.25 steps per second = 4 s.
    QTest::newRow("Transformers Trainer: end-of-run speed metrics")
        << QStringLiteral("100%|##########| 900/900 [1:00:00<00:00,  4.00s/it]\n{'train_runtime': 3600.0, 'train_samples_per_second': 20.0, "
                          "'train_steps_per_second': 0.25, 'train_loss': 1.2345, 'epoch': 1.0}")
        << 8 << 2048 << 0 << QStringLiteral("hf-trainer") << 20.0 * 2048 / 8 << 4.0 << kNone << kNone << kNone;
    QTest::newRow("Transformers Trainer: train_tokens_per_second is per device")
        << QStringLiteral("{'train_runtime': 3600.0, 'train_samples_per_second': 20.0, 'train_steps_per_second': 0.25, "
                          "'train_tokens_per_second': 4800.5, 'train_loss': 1.2345, 'epoch': 1.0}")
        << 8 << 2048 << 0 << QStringLiteral("hf-trainer") << 4800.5 << 4.0 << kNone << kNone << kNone;
    // The last running average, 9,600 tokens/s over 8 GPUs.
    QTest::newRow("LLaMA-Factory: the last throughput of trainer_log.jsonl")
        << QStringList { llamaFactoryLine(10, 8000), llamaFactoryLine(20, 9000), llamaFactoryLine(30, 9600) }.join(QLatin1Char('\n')) << 8 << 2048 << 0
        << QStringLiteral("hf-trainer") << 9600.0 / 8 << kNone << kNone << kNone << kNone;
    QTest::newRow("LLaMA-Factory: the web UI's log dict")
        << QStringLiteral("{'loss': 1.4000, 'learning_rate': 1.0000e-05, 'epoch': 0.10, 'throughput': 7200.00}\n"
                          "{'loss': 1.3000, 'learning_rate': 9.0000e-06, 'epoch': 0.20, 'throughput': 7400.00}")
        << 4 << 2048 << 0 << QStringLiteral("hf-trainer") << 7400.0 / 4 << kNone << kNone << kNone << kNone;
}

void TestLogParse::readsEachFramework()
{
    QFETCH(QString, log);
    QFETCH(int, gpus);
    QFETCH(int, seqLen);
    QFETCH(int, globalBatch);
    QFETCH(QString, framework);
    const auto parsed = parseLog(log, { gpus, seqLen, globalBatch });
    QVERIFY2(parsed, qPrintable(joinErrors(parsed.errors())));
    QCOMPARE(parsed->framework, framework);
    QVERIFY(parsed->linesRead > 0);
    QVERIFY(!parsed->read.isEmpty());
    const auto check = [](const char *name, const std::optional<double> &got, double want) {
        if (want == kNone) {
            QVERIFY2(!got, name);
            return;
        }
        QVERIFY2(got, name);
        QVERIFY2(std::abs(*got - want) <= 1e-9 * want, qPrintable(QStringLiteral("%1: %2, expected %3").arg(QLatin1String(name)).arg(*got).arg(want)));
    };
    QFETCH(double, tokensPerGpu);
    QFETCH(double, stepS);
    QFETCH(double, peakGiB);
    QFETCH(double, mfu);
    QFETCH(double, tflops);
    check("tokens/s per GPU", parsed->tokensPerSPerGpu, tokensPerGpu);
    check("step time", parsed->stepS, stepS);
    check("peak memory", parsed->peakGiB, peakGiB);
    check("MFU", parsed->mfu, mfu);
    check("TFLOP/s", parsed->tflopsPerGpu, tflops);
}

void TestLogParse::tooFewStepsAreAllUsed()
{
    // Two logged steps: none skipped, the median of both (3,000 and 5,000 -> 4,000), and the
    // reader says that warm-up could not be skipped.
    const auto parsed = parseLog(titanLine(1, 40, 3000, 300, 30) + QLatin1Char('\n') + titanLine(2, 41, 5000, 500, 50));
    QVERIFY2(parsed, qPrintable(joinErrors(parsed.errors())));
    QCOMPARE(*parsed->tokensPerSPerGpu, 4000.0);
    QCOMPARE(*parsed->peakGiB, 41.0);
    QVERIFY2(parsed->read.join(QLatin1Char('\n')).contains(QStringLiteral("too few steps to skip warm-up")), qPrintable(parsed->read.join(QLatin1Char('\n'))));
}

void TestLogParse::malformedValuesAreSkipped()
{
    // A NaN, a negative and a garbled step time are not values; the three good steps after
    // warm-up are 4,000, 4,100 and 4,200 ms (median 4,100).
    QString log = megatronLine(1, 9000, 100) + QLatin1Char('\n') + megatronLine(2, 6000, 150) + QLatin1Char('\n');
    log += megatronLine(3, 4000, 200) + QLatin1Char('\n');
    log += QStringLiteral(" iteration        4/     100 | elapsed time per iteration (ms): nan | global batch size:   256 |\n");
    log += QStringLiteral(" iteration        5/     100 | elapsed time per iteration (ms): -5.0 | global batch size:   256 |\n");
    log += QStringLiteral(" iteration        6/     100 | elapsed time per iteration (ms): 41x0.0 | global batch size:   256 |\n");
    log += megatronLine(7, 4100, 200) + QLatin1Char('\n') + megatronLine(8, 4200, 200);
    const auto parsed = parseLog(log, { 8, 4096, 0 });
    QVERIFY2(parsed, qPrintable(joinErrors(parsed.errors())));
    QCOMPARE(*parsed->stepS, 4.1);
    QCOMPARE(parsed->linesRead, 8);
}

void TestLogParse::onlyMalformedLinesAreRefused()
{
    const auto parsed = parseLog(QStringLiteral(" iteration        4/     100 | elapsed time per iteration (ms): nan |\n"
                                                "step:  3  loss:  2.0000  memory: -1.00GiB(0.00%)  tps: 0  mfu: 0.00%"));
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().kind, ErrorKind::BadInput);
    QVERIFY2(parsed.error().message.contains(QStringLiteral("no usable value")), qPrintable(parsed.error().message));
}

void TestLogParse::unknownTextNamesTheSupportedFormats()
{
    const auto parsed = parseLog(QStringLiteral("Epoch 1/3\n  loss=2.31 acc=0.41\nTraceback (most recent call last):\n"));
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().kind, ErrorKind::BadInput);
    for (const char *name : { "Megatron-LM", "MindSpeed", "DeepSpeed", "Transformers Trainer", "LLaMA-Factory", "torchtitan" })
        QVERIFY2(parsed.error().message.contains(QLatin1String(name)), qPrintable(parsed.error().message));
}

void TestLogParse::samplesNeedHints()
{
    // Samples per second become tokens per GPU only with the sequence length and GPU count;
    // memory is still read.
    const auto parsed = parseLog(deepspeedLog());
    QVERIFY2(parsed, qPrintable(joinErrors(parsed.errors())));
    QVERIFY(!parsed->tokensPerSPerGpu);
    QCOMPARE(*parsed->peakGiB, 32.5);
    const auto nothing = parseLog(QStringLiteral("{'train_runtime': 10.0, 'train_samples_per_second': 20.0, 'train_loss': 1.0}"));
    QVERIFY(!nothing);
    QVERIFY2(nothing.error().message.contains(QStringLiteral("sequence length")), qPrintable(nothing.error().message));
}

void TestLogParse::mixedLogsTakeMissingValuesFromTheOtherFramework()
{
    // Megatron-DeepSpeed prints Megatron's iteration lines and DeepSpeed's timer lines: the step
    // time comes from the 7 Megatron lines (the majority), the peak memory from DeepSpeed
    // (steps 3 and 4 after warm-up: max(30.0, 30.5)); unrelated lines are ignored.
    QString log = QStringLiteral("[WARNING] cpu_adam cuda is missing\n") + megatronLog() + QLatin1Char('\n');
    log += QStringList { deepspeedLine(1, 5, 20), deepspeedLine(2, 8, 25), deepspeedLine(3, 11, 30.0), deepspeedLine(4, 12, 30.5) }.join(QLatin1Char('\n'));
    const auto parsed = parseLog(log, { 8, 4096, 256 });
    QVERIFY2(parsed, qPrintable(joinErrors(parsed.errors())));
    QCOMPARE(parsed->framework, QStringLiteral("megatron"));
    QCOMPARE(parsed->linesRead, 11);
    QCOMPARE(*parsed->stepS, 4.05);
    QCOMPARE(*parsed->peakGiB, 30.5);
    QVERIFY2(parsed->read.join(QLatin1Char('\n')).contains(QStringLiteral("DeepSpeed MaxMemAllocated")), qPrintable(parsed->read.join(QLatin1Char('\n'))));
}

void TestLogParse::theLogsOwnShapeWinsOverTheHints()
{
    // The iteration lines log global batch 256; the argument dump a sequence length of 2,048 and
    // a world size of 16. Hints of 1,024 / 4,096 / 8 (the estimator's assumed run) lose:
    // 256 x 2,048 / 4.05 s / 16 GPUs (not 1,024 x 4,096 / 4.05 / 8).
    const QString log = QStringLiteral("------------------------ arguments ------------------------\n"
                                       "  seq_length ...................................... 2048\n"
                                       "  world_size ...................................... 16\n")
        + megatronLog();
    const auto parsed = parseLog(log, { 8, 4096, 1024 });
    QVERIFY2(parsed, qPrintable(joinErrors(parsed.errors())));
    QCOMPARE(parsed->shape.globalBatch, 256);
    QCOMPARE(parsed->shape.seqLen, 2048);
    QCOMPARE(parsed->shape.gpus, 16);
    QVERIFY(std::abs(*parsed->tokensPerSPerGpu - 256.0 * 2048 / 4.05 / 16) < 1e-9);
    const QString read = parsed->read.join(QLatin1Char('\n'));
    QVERIFY2(read.contains(QStringLiteral("global batch 256 sequences")) && read.contains(QStringLiteral("sequence length 2048 tokens"))
            && read.contains(QStringLiteral("16 GPUs")),
        qPrintable(read));
    // The lines used are the argument lines and the iteration lines (2-3 and 5-11).
    QCOMPARE(parsed->lines, (QList<int> { 2, 3, 5, 6, 7, 8, 9, 10, 11 }));
}

void TestLogParse::runShape_data()
{
    QTest::addColumn<QString>("log");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<int>("gpus");
    QTest::newRow("Megatron-LM argument dump")
        << QStringLiteral("  global_batch_size ............................... 512\n  seq_length ...................................... 4096\n"
                          "  world_size ...................................... 64")
        << 512 << 4096 << 64;
    QTest::newRow("DeepSpeed config print") << QStringLiteral("[INFO] [config.py:1000:print]   train_batch_size ............. 128") << 128 << 0 << 0;
    QTest::newRow("torchtitan start line")
        << QStringLiteral("[titan] INFO - Training starts at step 1, with local batch size 8, global batch size 64, sequence length 8192, total steps 1000")
        << 64 << 8192 << 0;
    QTest::newRow("Transformers Trainer banner") << QStringLiteral("  Total train batch size (w. parallel, distributed & accumulation) = 32") << 32 << 0 << 0;
    QTest::newRow("nothing printed") << QStringLiteral("step: 1  loss: 2.0  tps: 100") << 0 << 0 << 0;
}

void TestLogParse::runShape()
{
    QFETCH(QString, log);
    const RunShape shape = readRunShape(log);
    QTEST(shape.globalBatch, "globalBatch");
    QTEST(shape.seqLen, "seqLen");
    QTEST(shape.gpus, "gpus");
}

QTEST_GUILESS_MAIN(TestLogParse)
#include "tst_logparse.moc"
