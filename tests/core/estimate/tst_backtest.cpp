// Back-test of the estimator against every published run in resources/data/calibration-runs.csv,
// in sample (the shipped constants) and leave-one-source-out cross-validated (crossval.h: the
// constants refitted without each source, that source predicted).
// Prints the error tables and fails when they differ from the committed tests/data/backtest-report.md;
// CP_BACKTEST_REPORT=PATH writes it to PATH, e.g. to refresh the committed file deliberately
// (CP_BACKTEST_REPORT=tests/data/backtest-report.md). With
// CP_BACKTEST_FIT=1 it also re-fits the calibrated constants (see calibration.h).
#include "core/accuracy/crossval.h"

#include <QCoreApplication>

#include <QSaveFile>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace cp;
using estimate::CalibrationRun;

enum class Family { Throughput,
    GpuHours,
    Memory };

namespace backtest_detail { // named: the test class below keeps its rows (-Wsubobject-linkage in a unity batch)

struct Outcome {
    QString id;
    QString metric;
    Family family;
    double published = 0;
    double estimated = 0;
    double errorPercent = 0;
    QString layout;
    QString failure;
};

QString familyName(Family f)
{
    switch (f) {
    case Family::Throughput:
        return QStringLiteral("throughput");
    case Family::GpuHours:
        return QStringLiteral("gpu-hours");
    case Family::Memory:
        return QStringLiteral("memory");
    }
    return {};
}

QString describe(const estimate::Layout &l)
{
    return QStringLiteral("tp%1 pp%2 v%8 dp%3 z%4 %5 b%6 B%7")
        .arg(l.tp)
        .arg(l.pp)
        .arg(l.dp)
        .arg(l.zero)
        .arg(estimate::toString(l.recompute))
        .arg(l.microBatch)
        .arg(l.globalBatch)
        .arg(l.interleave);
}

Family familyOf(const CalibrationRun &r)
{
    return r.family == QLatin1String("gpu-hours") ? Family::GpuHours
        : r.family == QLatin1String("memory")     ? Family::Memory
                                                  : Family::Throughput;
}

QList<Outcome> run(const QList<CalibrationRun> &rows, const estimate::Calibration &cal)
{
    QList<Outcome> out;
    for (const CalibrationRun &row : rows) {
        Outcome o { row.id, row.metric, familyOf(row), row.published, 0, 100, {}, {} };
        estimate::EstimateInput in = row.input;
        in.calibration = cal;
        const auto e = estimate::estimate(in);
        if (e) {
            o.estimated = estimate::metricValue(row, *e);
            o.errorPercent = 100.0 * (o.estimated / o.published - 1.0);
            o.layout = describe(e->layout);
            if (qEnvironmentVariableIsSet("CP_BACKTEST_DEBUG"))
                o.layout += QStringLiteral(" eff %1 comp %2 tp %3 pp %4 bub %5 dp %6 mem %7")
                                .arg(e->gemmEfficiency, 0, 'f', 3)
                                .arg(e->time.computeS, 0, 'f', 2)
                                .arg(e->time.tensorParallelS, 0, 'f', 2)
                                .arg(e->time.pipelineS, 0, 'f', 2)
                                .arg(e->time.bubbleS, 0, 'f', 2)
                                .arg(e->time.dataParallelS, 0, 'f', 2)
                                .arg(e->memory.totalGiB, 0, 'f', 1);
        } else {
            o.failure = joinErrors(e.errors());
        }
        out << o;
    }
    return out;
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

double familyMedian(const QList<Outcome> &outcomes, Family f)
{
    QList<double> errors;
    for (const Outcome &o : outcomes) {
        if (o.family == f)
            errors << std::abs(o.errorPercent);
    }
    return median(errors);
}

double worst(const QList<Outcome> &outcomes)
{
    double w = 0;
    for (const Outcome &o : outcomes)
        w = std::max(w, std::abs(o.errorPercent));
    return w;
}

QString table(const QList<Outcome> &outcomes)
{
    QString s = QStringLiteral("| row | metric | published | estimated | error % | layout used |\n|---|---|---:|---:|---:|---|\n");
    for (const Outcome &o : outcomes) {
        s += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                 .arg(o.id, o.metric, QString::number(o.published, 'g', 7), QString::number(o.estimated, 'f', 1))
                 .arg(o.errorPercent, 0, 'f', 1)
                 .arg(o.failure.isEmpty() ? o.layout : o.failure);
    }
    s += QStringLiteral("\n| family (every row, also those kept out) | rows | median abs error % |\n|---|---:|---:|\n");
    for (const Family f : { Family::Throughput, Family::GpuHours }) {
        const auto n = std::count_if(outcomes.begin(), outcomes.end(), [f](const Outcome &o) { return o.family == f; });
        s += QStringLiteral("| %1 | %2 | %3 |\n").arg(familyName(f)).arg(n).arg(familyMedian(outcomes, f), 0, 'f', 1);
    }
    s += QStringLiteral("\nworst row: %1%\n").arg(worst(outcomes), 0, 'f', 1);
    return s;
}

QString cvTable(const estimate::CrossValidation &cv)
{
    QString s = QStringLiteral("\n## Leave-one-source-out cross-validation\n\n"
                               "In sample: the shipped constants. CV: the constants refitted without the row's source "
                               "(crossval.h), that source predicted.\n\n"
                               "| family / source | rows | median % | worst % | CV median % | CV worst % |\n"
                               "|---|---:|---:|---:|---:|---:|\n");
    auto line = [&s](const estimate::AccuracyGroup &g) {
        s += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                 .arg(g.name)
                 .arg(g.n)
                 .arg(g.medianErrorPct, 0, 'f', 1)
                 .arg(g.worstErrorPct, 0, 'f', 1)
                 .arg(g.cvMedianErrorPct, 0, 'f', 1)
                 .arg(g.cvWorstErrorPct, 0, 'f', 1);
    };
    for (const auto &g : cv.families)
        line(g);
    for (const auto &g : cv.sources)
        line(g);
    s += QStringLiteral("\n| row | source | published | CV predicted | CV error % |\n|---|---|---:|---:|---:|\n");
    for (const auto &r : cv.rows) {
        const QString id = r.excluded.isEmpty() ? r.id : QStringLiteral("%1 (kept out: %2)").arg(r.id, r.excluded);
        s += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                 .arg(id, r.source, QString::number(r.published, 'g', 7), QString::number(r.cvPredicted, 'f', 1))
                 .arg(r.cvErrorPct, 0, 'f', 1);
    }
    return s;
}

/// CP_BACKTEST_FIT: the shipped constants' fit, the procedure every cross-validation fold runs
/// (crossval.h fitUninformed) on every source, with the layouts the folds see.
estimate::Calibration fit(const QList<CalibrationRun> &rows)
{
    const auto fitRows = estimate::fitRows(rows);
    const auto knobs = estimate::stepTimeKnobs();
    const QList<CalibrationRun> fixed = estimate::fitStandIns(rows);
    const auto predict = estimate::estimatorPredictor(fixed);
    const QList<bool> use(rows.size(), true);
    const estimate::Calibration best = estimate::fitUninformed(fitRows, use, predict, knobs, {});
    QList<std::optional<double>> p;
    for (qsizetype i = 0; i < rows.size(); ++i)
        p << predict(i, best);
    for (const auto &k : knobs)
        qInfo("fitted %s = %g", qPrintable(k.name), best.*(k.field));
    qInfo("objective %g", estimate::fitObjective(fitRows, use, p));
    return best;
}

/// A bound on a family's statistic: the target (issue 19: CV median <= 10% per family,
/// CV worst <= 30%; in-sample median <= 10% as before) and the bound that holds with the
/// estimator and data of this commit (a regression guard). Where the target is not met yet the
/// target check is an expected failure: meeting it fails the test (XPASS) until `targetMet` is
/// set, so the gap cannot close or widen unnoticed.
struct Bound {
    const char *family;
    const char *statistic; ///< "median" (in sample), "cv median", "cv worst"
    double targetPct;
    double holdsTodayPct;
    bool targetMet;
};

// Measured on 174 rows (11 sources; 2 GPU-hour rows kept out, see calibration-sources.md) with the
// refit of 2026-12-02 after the stack term (framework megatron|fsdp), the EP overlap, the torchtitan
// micro-batch fix and LLaMA's checkpointing (calibration.h): throughput in-sample median 7.0%, CV
// median 7.4%, CV worst 110.1%; GPU-hours 6.4%, 6.2%, 45.2%. After the MoE all-to-all was counted
// per TP rank and the pipeline stages placed on different nodes (same constants): throughput CV
// median 8.5%, CV worst 92.1%; GPU-hours unchanged. (Before the refit:
// throughput 13.1%, 14.2%, 91.0%; GPU-hours 13.1%, 17.6%, 174.4%.) The medians meet the targets; the
// worst rows (fine-grained MoE, Llama 3.1 405B) do not. After the rows were read again against
// their recipes and papers (session 9: Megatron-Bridge VP and recompute, Automodel EP and
// checkpointing, Llama 3's checkpointing and the 405B run's batch and layout; calibration-sources.md):
// throughput CV median 8.3%, CV worst 83.2% (NeMo's dropless Qwen3-30B on H100); GPU-hours CV worst
// 18.4%, which meets the target. With the pre-FlashAttention runs marked eager (Megatron-LM 2021,
// BLOOM, OPT): throughput CV median 8.7%, CV worst 60.2% (NeMo's dropless Qwen3-30B on H100).
// Those CV figures were flattered: every fold started from the shipped constants. With the folds
// and the shipped fit run by one procedure that knows nothing of the rows (crossval.h
// fitUninformed, session 10; the fits' stand-in layouts chosen under the grid middle) and the
// refit it gives: throughput in-sample median 6.5%, CV median 9.3%, CV worst 84.2% (the same H100
// Qwen3-30B row); GPU-hours 5.9%, 7.0%, 21.3%. With async TP leaving 1/t of its traffic exposed
// and the refit (session 11): throughput 6.4%, 8.8%, 84.2%; GPU-hours 5.9%, 5.9%, 17.7%. With
// the Megatron-Bridge rows the maintainers call regressions kept out (issue #1998, PR #1760), the
// figures they compare against added, and Megatron's fp32 reduce-scatter / 16-bit all-gather
// (session 13): throughput 5.9%, 8.5%, 47.4% (B200 gpt-oss-120b at EP 8); GPU-hours 5.9%,
// 5.9%, 17.7%. The regression bound of the throughput CV worst row drops from 90% to 50%. With
// the non-all-reduce collectives at the link's rate (no NVLink SHARP): throughput 5.9%, 8.5%,
// 48.7%; GPU-hours 5.9%, 7.7%, 20.8%. With the NeMo fine-tuning rows and the 25.11 GPT-OSS rows
// read against their recipes and the gradients reduced in the dtype the benchmarks hold them in
// (bf16; session 14): throughput 6.4%, 8.2%, 45.3% (B200 Qwen3-30B 25.09, full-iteration CUDA
// graphs the model has no input for); GPU-hours 5.6%, 5.9%, 20.8%. The regression bound drops
// from 50% to 46%. With the head widths the rows publish (`head_dim`, read since session 15),
// DeepEP's per-rank deduplication, Automodel's contiguous benchmark routing and the experts as one
// grouped GEMM: throughput 6.0%, 8.5%, 48.0% (the same B200 row: the refit's per-expert cost rose
// from 30 to 40 us once the Qwen3 rows carried their full attention); GPU-hours 5.9%, 5.9%,
// 20.8%. The regression bound rises from 46% to 49%, for that row alone. With gpt-oss's
// sliding-window layers and Llama 3's 128K stage run as its 8K stage (session 16): throughput 6.1%,
// 8.9%, 47.5% (the same B200 row); GPU-hours unchanged. With the experts' host work placed where
// each schedule and stack puts it (session 17: dropless waits for the router every MoE layer,
// Megatron-Bridge 25.09's token-drop schedule queues the launches behind the GPU's work; the
// PyTorch-native stacks issue one grouped GEMM per weight, Megatron's TE GroupedLinear one per
// expert) and the refit: throughput 6.0%, 8.1%, 28.2% (NeMo's H100 Qwen3-235B at 26.02);
// GPU-hours unchanged. Every target is met; the bounds are the targets.
// Issue 47 (session 50) adds FlagPerf (10 rows, first-contact median 13.7%): its fine-grained MoE
// without EP (Qwen1.5-MoE-A2.7B, 60 local experts on A800) is predicted 46% too slow, in and out of
// sample, so the throughput CV worst row misses the target again (46.6%); CV median 9.4%.
// With the busiest pipeline stage's memory, FP8-stored GEMM inputs and Megatron's vocab-parallel
// loss (session 51), the rows that leave recompute open fit without it: throughput 6.4%, 8.9%,
// 31.3% (the same FlagPerf rows, now 31% too slow); the regression bound drops from 47% to 32%.
constexpr Bound kBounds[] = {
    { "throughput", "median", 10, 10, true },
    { "throughput", "cv median", 10, 10, true },
    { "throughput", "cv worst", 30, 32, false },
    { "gpu-hours", "median", 10, 10, true },
    { "gpu-hours", "cv median", 10, 10, true },
    { "gpu-hours", "cv worst", 30, 30, true },
};

} // namespace backtest_detail

using namespace backtest_detail;

class TestBacktest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyRowIsEstimated_data();
    void everyRowIsEstimated();
    void familyBounds_data();
    void familyBounds();
    void inSampleColumnIsTheShippedEstimate();
    void cleanupTestCase();

private:
    QList<CalibrationRun> m_rows;
    QList<Outcome> m_outcomes;
    estimate::CrossValidation m_cv;
};

void TestBacktest::initTestCase()
{
    const auto runs = estimate::readCalibrationRuns();
    QVERIFY2(runs, qPrintable(joinErrors(runs.errors())));
    m_rows = *runs;
    // 18 step-time and GPU-hour runs; the 10 memory rows moved to the memory back-test
    // (resources/data/memory-measurements.csv, tst_memorybacktest).
    QVERIFY2(m_rows.size() >= 18, "every published run is read");
    estimate::Calibration cal;
    if (qEnvironmentVariableIsSet("CP_BACKTEST_FIT"))
        cal = fit(m_rows);
    m_outcomes = run(m_rows, cal);
    m_cv = estimate::stepTimeCrossValidation(m_rows, cal);
    const QString report = table(m_outcomes) + cvTable(m_cv);
    qInfo().noquote() << '\n'
                      << report;
    const QByteArray generated = "# Estimator back-test\n\nGenerated by tst_estimate_backtest from resources/data/calibration-runs.csv "
                                 "with the constants in core/estimate/calibration.h.\n\n"
        + report.toUtf8();
    if (qEnvironmentVariableIsSet("CP_BACKTEST_REPORT")) { // deliberate: write the table there
        QSaveFile file(qEnvironmentVariable("CP_BACKTEST_REPORT"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text));
        file.write(generated);
        QVERIFY(file.commit());
    }
    // The committed table is the record of the estimator's error (calibration.h quotes it): it
    // must be what the estimator computes now. A re-fit (CP_BACKTEST_FIT) computes other constants.
    if (qEnvironmentVariableIsSet("CP_BACKTEST_FIT"))
        return;
    QFile committed(QStringLiteral(CP_TEST_DATA_DIR "/backtest-report.md"));
    QVERIFY2(committed.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(committed.fileName()));
    const QList<QByteArray> want = committed.readAll().split('\n');
    const QList<QByteArray> got = generated.split('\n');
    for (qsizetype i = 0; i < std::min(want.size(), got.size()); ++i) {
        QVERIFY2(want.at(i) == got.at(i),
            qPrintable(QStringLiteral("tests/data/backtest-report.md line %1 drifted:\n  committed: %2\n  computed:  %3\n"
                                      "if the change is intended, regenerate with CP_BACKTEST_REPORT=tests/data/backtest-report.md")
                           .arg(i + 1)
                           .arg(QString::fromUtf8(want.at(i)), QString::fromUtf8(got.at(i)))));
    }
    QCOMPARE(got.size(), want.size());
}

void TestBacktest::everyRowIsEstimated_data()
{
    QTest::addColumn<int>("index");
    for (qsizetype i = 0; i < m_outcomes.size(); ++i)
        QTest::addRow("%s (%s) is estimated", qPrintable(m_outcomes[i].id), qPrintable(m_outcomes[i].metric)) << int(i);
}

void TestBacktest::everyRowIsEstimated()
{
    // Every published run is a layout that ran: the estimator must not refuse it. (The former
    // in-sample bound of 25% per row is replaced by the CV worst row, see familyBounds.)
    QFETCH(int, index);
    const Outcome &o = m_outcomes.at(index);
    QVERIFY2(o.failure.isEmpty(), qPrintable(o.failure));
    QVERIFY(o.estimated > 0);
}

void TestBacktest::familyBounds_data()
{
    QTest::addColumn<int>("bound");
    for (int i = 0; i < int(std::size(kBounds)); ++i) {
        const Bound &b = kBounds[i];
        QTest::addRow("%s rows: %s |error| <= %g%% (target), <= %g%% (holds today)", b.family, b.statistic, b.targetPct,
            b.holdsTodayPct)
            << i;
    }
}

void TestBacktest::familyBounds()
{
    QFETCH(int, bound);
    const Bound &b = kBounds[bound];
    const auto it = std::find_if(m_cv.families.begin(), m_cv.families.end(),
        [&b](const estimate::AccuracyGroup &g) { return g.name == QLatin1String(b.family); });
    QVERIFY2(it != m_cv.families.end(), b.family);
    QVERIFY(it->n > 0);
    const QLatin1String statistic(b.statistic);
    const double value = statistic == QLatin1String("median") ? it->medianErrorPct
        : statistic == QLatin1String("cv median")             ? it->cvMedianErrorPct
                                                              : it->cvWorstErrorPct;
    QVERIFY2(value <= b.holdsTodayPct, qPrintable(QStringLiteral("%1 %2: %3% regressed beyond %4%").arg(QLatin1String(b.family), statistic).arg(value).arg(b.holdsTodayPct)));
    if (!b.targetMet)
        QEXPECT_FAIL("", qPrintable(QStringLiteral("issue 19 target not met yet: %1 %2 is %3%").arg(QLatin1String(b.family), statistic).arg(value)), Continue);
    QVERIFY2(value <= b.targetPct, qPrintable(QStringLiteral("%1 %2: %3%").arg(QLatin1String(b.family), statistic).arg(value)));
}

void TestBacktest::inSampleColumnIsTheShippedEstimate()
{
    // The cross-validation's in-sample column is the estimator with the shipped constants (the
    // same numbers as the table above), and every source got its own fold.
    QCOMPARE(m_cv.rows.size(), m_outcomes.size());
    for (qsizetype i = 0; i < m_outcomes.size(); ++i) {
        QCOMPARE(m_cv.rows[i].id, m_outcomes[i].id);
        QCOMPARE(m_cv.rows[i].predicted, m_outcomes[i].estimated);
        QCOMPARE(m_cv.rows[i].errorPct, (m_outcomes[i].estimated - m_outcomes[i].published) / m_outcomes[i].published * 100.0);
    }
    QSet<QString> sources;
    for (const CalibrationRun &r : m_rows)
        sources.insert(r.source);
    QCOMPARE(m_cv.cvFits.size(), sources.size());
    QCOMPARE(m_cv.sources.size(), sources.size());
}

void TestBacktest::cleanupTestCase() { }

QTEST_GUILESS_MAIN(TestBacktest)
#include "tst_backtest.moc"
