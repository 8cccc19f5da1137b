// Leave-one-source-out cross-validation (core/accuracy/crossval.h) on a one-constant toy model
// whose folds are worked out by hand, and the reader of the shipped calibration runs.
#include "core/accuracy/crossval.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::estimate;

namespace {

// The toy model predicts every row as the constant c (frameworkOverhead stands in for it).
// Sources: A publishes 1.0 three times, B and C publish 1.25 three times each. Shipped c = 1.1.
QList<FitRow> toyRows()
{
    QList<FitRow> rows;
    for (const char *source : { "A", "B", "C" }) {
        const double value = source[0] == 'A' ? 1.0 : 1.25;
        for (int i = 0; i < 3; ++i)
            rows << FitRow { QStringLiteral("%1%2").arg(QLatin1String(source)).arg(i), QLatin1String(source),
                QStringLiteral("throughput"), QStringLiteral("tokens_per_s_per_gpu"), value };
    }
    return rows;
}

RowPredictor toyModel()
{
    return [](qsizetype, const Calibration &cal) -> std::optional<double> { return cal.frameworkOverhead; };
}

QList<FitKnob> toyKnob()
{
    const QList<double> grid { 0.9, 1.0, 1.1, 1.2, 1.25, 1.3 };
    return { FitKnob { QStringLiteral("c"), &Calibration::frameworkOverhead, grid } };
}

/// Writes `text` to PATH (truncating it) for the reader tests; false if it cannot.
bool writeCsv(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

Calibration shippedToy()
{
    Calibration c;
    c.frameworkOverhead = 1.1;
    return c;
}

} // namespace

class TestCrossval : public QObject {
    Q_OBJECT
private slots:
    void foldsRefitTheConstantByHand();
    void rowsCarryInSampleAndCrossValidatedErrors();
    void groupsPerFamilyAndSource();
    void fitOnEveryRowByHand();
    void failedPredictionCountsAsHundredPercent();
    void readsTheShippedRuns();
    void sourceIdColumnWinsOverTheReference();
    void malformedRowsAreReported();
    void excludedRowsAreShownButNeitherFittedNorCounted();
    void frameworkColumnsAreRead();
    void attentionKernelColumnIsRead();
    void foldsDoNotStartFromTheShippedConstants();
    void startsAreTheGridMiddleAndSeededDraws();
    void priorPenaltyByHand();
};

void TestCrossval::foldsDoNotStartFromTheShippedConstants()
{
    // A second constant d (gemmOther stands in for it) that only source A's rows see: A's rows
    // are predicted as d, B's and C's as c. Shipped d = 1.0 is A's own figure. The fold without A
    // has no row that moves d, so d is whatever the fold starts from: the shipped 1.0 would
    // predict A exactly with what A taught the shipped fit (the leak). An uninformed fold keeps
    // the middle of d's grid, 1.2 (index 6 / 2 = 3 of {0.9, 1.0, 1.1, 1.2, 1.25, 1.3}), and
    // misses A by +20%, whatever the shipped d.
    const RowPredictor model = [](qsizetype index, const Calibration &cal) -> std::optional<double> {
        return index < 3 ? cal.gemmOther : cal.frameworkOverhead;
    };
    QList<FitKnob> knobs = toyKnob();
    knobs << FitKnob { QStringLiteral("d"), &Calibration::gemmOther, knobs.constFirst().values };
    for (const double shippedD : { 1.0, 1.3 }) {
        Calibration shipped = shippedToy();
        shipped.gemmOther = shippedD;
        const CrossValidation cv = crossValidate(toyRows(), model, knobs, shipped);
        QCOMPARE(cv.cvFits[0].first, QStringLiteral("A"));
        QCOMPARE(cv.cvFits[0].second.gemmOther, 1.2);
        QCOMPARE(cv.cvFits[0].second.frameworkOverhead, 1.25); // B and C's six rows of 1.25
        QVERIFY(qFuzzyCompare(cv.rows[0].cvErrorPct, 20.0));
        // In sample the shipped constants still speak: A is predicted as the shipped d.
        QCOMPARE(cv.rows[0].predicted, shippedD);
    }
}

void TestCrossval::startsAreTheGridMiddleAndSeededDraws()
{
    QList<FitKnob> knobs = toyKnob();
    knobs << FitKnob { QStringLiteral("d"), &Calibration::gemmOther, { 0.5, 0.6, 0.7 } };
    Calibration base;
    base.attentionOther = 0.123; // not a knob: every start keeps it
    const FitProcedure procedure { 3, 7, 6 };
    const QList<Calibration> starts = uninformedStarts(knobs, base, procedure);
    QCOMPARE(starts.size(), 4); // the middle and three draws
    QCOMPARE(starts[0].frameworkOverhead, 1.2); // index 6 / 2
    QCOMPARE(starts[0].gemmOther, 0.6); // index 3 / 2
    const QList<Calibration> again = uninformedStarts(knobs, base, procedure);
    for (qsizetype i = 0; i < starts.size(); ++i) {
        QCOMPARE(starts[i].attentionOther, 0.123);
        QVERIFY(knobs[0].values.contains(starts[i].frameworkOverhead));
        QVERIFY(knobs[1].values.contains(starts[i].gemmOther));
        QCOMPARE(again[i].frameworkOverhead, starts[i].frameworkOverhead);
        QCOMPARE(again[i].gemmOther, starts[i].gemmOther);
    }
    // No random start: the middle alone.
    QCOMPARE(uninformedStarts(knobs, base, FitProcedure { 0, 7, 6 }).size(), 1);
}

void TestCrossval::priorPenaltyByHand()
{
    // weight x sum over knobs of |grid index - n / 2| / (n - 1)
    QList<FitKnob> knobs = toyKnob(); // {0.9, 1.0, 1.1, 1.2, 1.25, 1.3}: middle 1.2 (index 3)
    knobs << FitKnob { QStringLiteral("d"), &Calibration::gemmOther, { 0.5, 0.6, 0.7 } }; // middle 0.6
    Calibration c;
    c.frameworkOverhead = 1.2;
    c.gemmOther = 0.6;
    QCOMPARE(priorPenalty(knobs, c, 0.5), 0.0);
    c.frameworkOverhead = 0.9; // 3 steps of 5
    c.gemmOther = 0.7; // 1 step of 2
    QVERIFY(qFuzzyCompare(priorPenalty(knobs, c, 0.5), 0.5 * (3.0 / 5.0 + 1.0 / 2.0)));
    QCOMPARE(priorPenalty(knobs, c, 0.0), 0.0);
    c.gemmOther = 0.65; // off the grid: no opinion on d
    QVERIFY(qFuzzyCompare(priorPenalty(knobs, c, 1.0), 3.0 / 5.0));
}

void TestCrossval::foldsRefitTheConstantByHand()
{
    // Objective = family median + 0.1 x the family's 90th percentile (the sorted error at index
    // floor(0.9 x (n - 1))), errors in per cent.
    // Without A: six rows of 1.25 -> c = 1.25 (objective 0).
    // Without B (A: 3 x 1.0, C: 3 x 1.25; median of six = mean of the 3rd and 4th; the 90th
    // percentile is the 5th of six):
    //   c = 1.0: errors 0 and 20   -> median 10, p90 20 -> 10 + 2     = 12
    //   c = 1.1: errors 10 and 12  -> median 11, p90 12 -> 11 + 1.2   = 12.2
    //   c = 1.2: errors 20 and 4   -> median 12, p90 20 -> 12 + 2     = 14
    //   c = 1.25: errors 25 and 0  -> median 12.5, p90 25 -> 12.5 + 2.5 = 15
    //   c = 0.9: errors 10 and 28  -> 19 + 2.8 = 21.8;  c = 1.3: 30 and 4 -> 17 + 3 = 20
    // plus the prior toward the grid's middle (FitProcedure: 0.5 x |index - 3| / 5 points:
    // 0.9: 0.3, 1.0: 0.2, 1.1: 0.1, 1.2: 0, 1.25: 0.1, 1.3: 0.2): c = 1.0 at 12.2 beats
    // c = 1.1 at 12.3; without A, c = 1.25 at 0.1 beats c = 1.2 at 4 + 0.4.
    //   -> c = 1.0. Without C: the same by symmetry.
    const CrossValidation cv = crossValidate(toyRows(), toyModel(), toyKnob(), shippedToy());
    QCOMPARE(cv.cvFits.size(), 3);
    QCOMPARE(cv.cvFits[0].first, QStringLiteral("A"));
    QCOMPARE(cv.cvFits[0].second.frameworkOverhead, 1.25);
    QCOMPARE(cv.cvFits[1].first, QStringLiteral("B"));
    QCOMPARE(cv.cvFits[1].second.frameworkOverhead, 1.0);
    QCOMPARE(cv.cvFits[2].first, QStringLiteral("C"));
    QCOMPARE(cv.cvFits[2].second.frameworkOverhead, 1.0);
}

void TestCrossval::rowsCarryInSampleAndCrossValidatedErrors()
{
    const CrossValidation cv = crossValidate(toyRows(), toyModel(), toyKnob(), shippedToy());
    QCOMPARE(cv.rows.size(), 9);
    for (const AccuracyRow &r : cv.rows) {
        // in sample: the shipped 1.1; CV: the fold's constant (A: 1.25, B and C: 1.0)
        QCOMPARE(r.predicted, 1.1);
        if (r.source == QLatin1String("A")) {
            QVERIFY(qFuzzyCompare(r.errorPct, 10.0));
            QCOMPARE(r.cvPredicted, 1.25);
            QVERIFY(qFuzzyCompare(r.cvErrorPct, 25.0));
        } else {
            QVERIFY(qFuzzyCompare(r.errorPct, -12.0)); // 1.1 / 1.25 - 1
            QCOMPARE(r.cvPredicted, 1.0);
            QVERIFY(qFuzzyCompare(r.cvErrorPct, -20.0)); // 1.0 / 1.25 - 1
        }
    }
}

void TestCrossval::groupsPerFamilyAndSource()
{
    const CrossValidation cv = crossValidate(toyRows(), toyModel(), toyKnob(), shippedToy());
    QCOMPARE(cv.families.size(), 1);
    const AccuracyGroup &f = cv.families.constFirst();
    QCOMPARE(f.name, QStringLiteral("throughput"));
    QCOMPARE(f.n, 9);
    // |errors| in sample: 10 x 3, 12 x 6 -> median (5th of 9) 12, worst 12;
    // CV: 25 x 3, 20 x 6 -> median 20, worst 25.
    QVERIFY(qFuzzyCompare(f.medianErrorPct, 12.0));
    QVERIFY(qFuzzyCompare(f.worstErrorPct, 12.0));
    QVERIFY(qFuzzyCompare(f.cvMedianErrorPct, 20.0));
    QVERIFY(qFuzzyCompare(f.cvWorstErrorPct, 25.0));
    QCOMPARE(cv.sources.size(), 3);
    QCOMPARE(cv.sources[0].name, QStringLiteral("A"));
    QCOMPARE(cv.sources[0].n, 3);
    QVERIFY(qFuzzyCompare(cv.sources[0].medianErrorPct, 10.0));
    QVERIFY(qFuzzyCompare(cv.sources[0].cvMedianErrorPct, 25.0));
    QVERIFY(qFuzzyCompare(cv.sources[2].worstErrorPct, 12.0));
    QVERIFY(qFuzzyCompare(cv.sources[2].cvWorstErrorPct, 20.0));
}

void TestCrossval::fitOnEveryRowByHand()
{
    // All nine rows (median = 5th of 9, 90th percentile = 8th of 9):
    //   c = 1.25: 0 (x6), 25 (x3) -> median 0, p90 25 -> 0 + 2.5 = 2.5
    //   c = 1.2: 1.25 rows 4 (x6), 1.0 rows 20 (x3) -> median 4, p90 20 -> 4 + 2 = 6
    //   c = 1.3: 4 (x6), 30 (x3) -> 4 + 3 = 7;  c = 1.1: 12 (x6), 10 (x3) -> 12 + 1.2 = 13.2
    //   c = 1.0: 20 (x6), 0 (x3) -> 20 + 2 = 22
    // The fit serves the six rows of B and C and leaves A's three at 25%: the worst rows weigh a
    // tenth, no more.
    const QList<FitRow> rows = toyRows();
    const Calibration c = fitCalibration(rows, QList<bool>(rows.size(), true), toyModel(), toyKnob(),
        shippedToy());
    QCOMPARE(c.frameworkOverhead, 1.25);
    // No round at all keeps the start.
    QCOMPARE(fitCalibration(rows, QList<bool>(rows.size(), true), toyModel(), toyKnob(), shippedToy(),
                 0)
                 .frameworkOverhead,
        1.1);
}

void TestCrossval::failedPredictionCountsAsHundredPercent()
{
    const QList<FitRow> rows { { QStringLiteral("x"), QStringLiteral("S"), QStringLiteral("gpu-hours"),
        QStringLiteral("gpu_hours"), 2.0 } };
    const QList<std::optional<double>> none { std::nullopt };
    // median 100 + 0.1 x the 90th percentile 100 = 110
    QCOMPARE(fitObjective(rows, { true }, none), 110.0);
    const RowPredictor refuse = [](qsizetype,
                                    const Calibration &) -> std::optional<double> { return std::nullopt; };
    const CrossValidation cv = crossValidate(rows, refuse, toyKnob(), shippedToy());
    QCOMPARE(cv.rows.constFirst().errorPct, -100.0);
    QCOMPARE(cv.rows.constFirst().cvErrorPct, -100.0);
    QCOMPARE(cv.families.constFirst().name, QStringLiteral("gpu-hours"));
}

void TestCrossval::readsTheShippedRuns()
{
    const auto runs = readCalibrationRuns();
    QVERIFY2(runs, qPrintable(joinErrors(runs.errors())));
    QVERIFY(runs->size() >= 18);
    for (const CalibrationRun &r : *runs) {
        QVERIFY2(!r.source.isEmpty() && !r.reference.isEmpty(), qPrintable(r.id));
        QVERIFY2(r.published > 0, qPrintable(r.id));
        QVERIFY2(r.family == metricFamily(r.metric), qPrintable(r.id));
    }
    QCOMPARE(metricFamily(QStringLiteral("gpu_hours")), QStringLiteral("gpu-hours"));
    QCOMPARE(metricFamily(QStringLiteral("mem_peak_gb")), QStringLiteral("memory"));
    QCOMPARE(metricFamily(QStringLiteral("model_tflops_per_gpu")), QStringLiteral("throughput"));
}

void TestCrossval::sourceIdColumnWinsOverTheReference()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString withId = dir.filePath(QStringLiteral("with.csv"));
    const QString without = dir.filePath(QStringLiteral("without.csv"));
    const QByteArray header = "id,metric,value,layers,hidden,heads,ffn,vocab,seq_len,accelerator,gpus,source";
    const QByteArray row = "r1,tokens_per_s_per_gpu,100,2,256,4,1024,1000,512,h100-sxm-80gb,8,"
                           "mosaicml/llm-foundry README";
    const QList<QPair<QString, QByteArray>> files { { withId,
                                                        header + ",source_id\n" + row + ",llm-foundry\n" },
        { without, header + "\n" + row + "\n" } };
    for (const auto &file : files)
        QVERIFY(writeCsv(file.first, file.second));
    const auto a = readCalibrationRuns(withId);
    QVERIFY2(a, qPrintable(joinErrors(a.errors())));
    QCOMPARE(a->constFirst().source, QStringLiteral("llm-foundry"));
    QCOMPARE(a->constFirst().reference, QStringLiteral("mosaicml/llm-foundry README"));
    const auto b = readCalibrationRuns(without);
    QVERIFY2(b, qPrintable(joinErrors(b.errors())));
    QCOMPARE(b->constFirst().source, QStringLiteral("mosaicml/llm-foundry")); // the first word
    QCOMPARE(b->constFirst().input.hardware.gpus, 8);
    QCOMPARE(b->constFirst().input.model.ffn, 1024);
    QVERIFY(!b->constFirst().input.model.gated); // ffn = 4 x hidden: GPT-style
}

void TestCrossval::malformedRowsAreReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.csv"));
    QVERIFY(writeCsv(path, "id,metric,value,source\nr1,speed,100,somewhere\nr2,gpu_hours,-1,somewhere\nr3,gpu_hours,5,\n"));
    const auto runs = readCalibrationRuns(path);
    QVERIFY(!runs);
    QCOMPARE(runs.errors().size(), 3);
    QVERIFY(runs.errors()[0].path.endsWith(QLatin1String(":2")));
    QVERIFY(runs.errors()[1].path.endsWith(QLatin1String(":3")));
    QVERIFY(runs.errors()[2].path.endsWith(QLatin1String(":4")));
}

void TestCrossval::excludedRowsAreShownButNeitherFittedNorCounted()
{
    // A fourth row of B publishes 10.0 (its figure measures more than the row describes) and is
    // excluded: the folds and the statistics are those of the nine toy rows (see the tests
    // above), and the row itself is still predicted, with its reason.
    QList<FitRow> rows = toyRows();
    rows << FitRow { QStringLiteral("B-whole-programme"), QStringLiteral("B"), QStringLiteral("throughput"),
        QStringLiteral("tokens_per_s_per_gpu"), 10.0, QStringLiteral("covers more than the run") };
    const CrossValidation cv = crossValidate(rows, toyModel(), toyKnob(), shippedToy());
    QCOMPARE(cv.cvFits[0].second.frameworkOverhead, 1.25);
    QCOMPARE(cv.cvFits[1].second.frameworkOverhead, 1.0);
    QCOMPARE(cv.cvFits[2].second.frameworkOverhead, 1.0);
    QCOMPARE(cv.families.constFirst().n, 9);
    QVERIFY(qFuzzyCompare(cv.families.constFirst().cvWorstErrorPct, 25.0));
    QCOMPARE(cv.sources[1].n, 3);
    QCOMPARE(cv.rows.size(), 10);
    const AccuracyRow &excluded = cv.rows.constLast();
    QCOMPARE(excluded.excluded, QStringLiteral("covers more than the run"));
    // Predicted with the shipped c = 1.1 and with the fold without B (c = 1.0).
    QVERIFY(qFuzzyCompare(excluded.predicted, 1.1));
    QVERIFY(qFuzzyCompare(excluded.cvPredicted, 1.0));
    // The fit on every row ignores it too: the objective is that of the nine rows.
    QList<bool> all(rows.size(), true);
    QCOMPARE(fitCalibration(rows, all, toyModel(), toyKnob(), shippedToy(), 3).frameworkOverhead,
        fitCalibration(toyRows(), QList<bool>(9, true), toyModel(), toyKnob(), shippedToy(), 3).frameworkOverhead);
}

void TestCrossval::frameworkColumnsAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("fw.csv"));
    QVERIFY(writeCsv(path,
        "id,metric,value,source,framework,ep_overlap,excluded\n"
        "r1,gpu_hours,5,somewhere,fsdp,async,\n"
        "r2,gpu_hours,5,somewhere,,,too broad\n"
        "r3,gpu_hours,5,somewhere,jax,never,\n"));
    const auto bad = readCalibrationRuns(path);
    QVERIFY(!bad);
    QCOMPARE(bad.errors().size(), 2); // r3: the framework and the overlap, each named
    QVERIFY(bad.errors()[0].path.endsWith(QLatin1String(":4")));
    QVERIFY(bad.errors()[0].message.contains(QLatin1String("megatron|fsdp")));
    QVERIFY(bad.errors()[1].message.contains(QLatin1String("none|async")));
    QVERIFY(writeCsv(path,
        "id,metric,value,source,framework,ep_overlap,excluded\n"
        "r1,gpu_hours,5,somewhere,fsdp,async,\n"
        "r2,gpu_hours,5,somewhere,,,too broad\n"));
    const auto runs = readCalibrationRuns(path);
    QVERIFY2(runs, qPrintable(joinErrors(runs.errors())));
    QVERIFY(runs->at(0).input.training.framework == Framework::Fsdp);
    QVERIFY(runs->at(0).input.training.epOverlap == EpOverlap::Async);
    QVERIFY(runs->at(0).excluded.isEmpty());
    QVERIFY(runs->at(1).input.training.framework == Framework::Megatron); // the default
    QVERIFY(runs->at(1).input.training.epOverlap == EpOverlap::None);
    QCOMPARE(runs->at(1).excluded, QStringLiteral("too broad"));
}

void TestCrossval::attentionKernelColumnIsRead()
{
    // Runs from before FlashAttention (Megatron-LM 2021, BLOOM, OPT) materialised the s x s scores:
    // the row says eager; an empty cell is FlashAttention; anything else is named as an error.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("attn.csv"));
    QVERIFY(writeCsv(path,
        "id,metric,value,source,attention_kernel\n"
        "r1,gpu_hours,5,somewhere,eager\n"
        "r2,gpu_hours,5,somewhere,\n"
        "r3,gpu_hours,5,somewhere,flash\n"
        "r4,gpu_hours,5,somewhere,xformers\n"));
    const auto bad = readCalibrationRuns(path);
    QVERIFY(!bad);
    QCOMPARE(bad.errors().size(), 1);
    QVERIFY(bad.errors()[0].path.endsWith(QLatin1String(":5")));
    QVERIFY(bad.errors()[0].message.contains(QLatin1String("flash|eager|te")));
    QVERIFY(writeCsv(path,
        "id,metric,value,source,attention_kernel\n"
        "r1,gpu_hours,5,somewhere,eager\n"
        "r2,gpu_hours,5,somewhere,\n"
        "r3,gpu_hours,5,somewhere,flash\n"
        "r4,gpu_hours,5,somewhere,te\n"));
    const auto runs = readCalibrationRuns(path);
    QVERIFY2(runs, qPrintable(joinErrors(runs.errors())));
    QVERIFY(!runs->at(0).input.training.flashAttention());
    QVERIFY(runs->at(1).input.training.flashAttention());
    QVERIFY(runs->at(2).input.training.flashAttention());
    QVERIFY(runs->at(3).input.training.attention == AttentionKernel::Te);
    QVERIFY(runs->at(3).input.training.flashAttention());
}

QTEST_GUILESS_MAIN(TestCrossval)
#include "tst_crossval.moc"
