// The memory back-test over the shipped published peak-memory measurements
// (resources/data/memory-measurements.csv): at least 30 rows from at least 4 independent
// sources, leave-one-source-out cross-validation with a median error of at most 8% and a worst
// row within 45%, a cross-validated P10-P90 coverage of 75-85%, and the constants in calibration.h
// equal to the fit on every source.
#include "core/accuracy/memorybacktest.h"
#include "core/estimate/calibration.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::estimate;

class TestMemoryBacktest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void enoughRowsFromEnoughSources();
    void crossValidatedMedianWithinEightPercent();
    void crossValidatedWorstWithinFortyFivePercent();
    void crossValidatedCoverageWithinSeventyFiveToEightyFive();
    void shippedBandIsTheCrossValidatedResiduals();
    void everyRowSaysWhatItMeasured();
    void newSourcesCarryTheirFirstContact();
    void calibrationHoldsTheFitOnEverySource();
    void leftOutSourceIsNotInItsFit();
    void errorsAreRelativeToThePublishedValue();
    void llmFoundryConfigurationsThatRanFit();
    void unknownLossOrQuantisationIsNamed();

private:
    QList<MemoryMeasurement> m_rows;
    QList<EstimateInput> m_ran;
    AccuracyReport m_report;
};

void TestMemoryBacktest::initTestCase()
{
    const auto rows = readMemoryMeasurements();
    QVERIFY2(rows, qPrintable(joinErrors(rows.errors())));
    m_rows = *rows;
    const auto ran = readRanConfigurations();
    QVERIFY2(ran, qPrintable(joinErrors(ran.errors())));
    m_ran = *ran;
    const auto report = memoryBacktest(m_rows, m_ran);
    QVERIFY2(report, qPrintable(joinErrors(report.errors())));
    m_report = *report;
    for (const AccuracyGroup &g : m_report.sources)
        qInfo("%-12s n=%2d  median %5.1f%%  worst %5.1f%%  CV median %5.1f%%  CV worst %5.1f%%", qPrintable(g.name), g.n,
            g.medianErrorPct, g.worstErrorPct, g.cvMedianErrorPct, g.cvWorstErrorPct);
}

void TestMemoryBacktest::enoughRowsFromEnoughSources()
{
    QVERIFY(m_rows.size() >= 30);
    QSet<QString> sources;
    for (const MemoryMeasurement &m : m_rows) {
        sources.insert(m.source);
        QVERIFY2(!m.reference.isEmpty(), qPrintable(m.id));
    }
    QVERIFY(sources.size() >= 4);
}

void TestMemoryBacktest::crossValidatedMedianWithinEightPercent()
{
    QCOMPARE(m_report.families.size(), 1);
    const AccuracyGroup &memory = m_report.families.constFirst();
    QCOMPARE(memory.name, QStringLiteral("memory"));
    QCOMPARE(memory.n, int(m_rows.size()));
    QVERIFY2(memory.cvMedianErrorPct <= 8.0, qPrintable(QString::number(memory.cvMedianErrorPct)));
    QVERIFY(memory.medianErrorPct <= memory.cvMedianErrorPct + 1e-9 || memory.medianErrorPct <= 8.0);
}

void TestMemoryBacktest::crossValidatedWorstWithinFortyFivePercent()
{
    // Issue 19 asked for 30%; issue 47 bounds the CUDA context to 0.3-1 GiB (it was a fitted
    // 3.1 GiB), which leaves the Qwen README's Q-LoRA rows of 1.8B (device view, 5.8-7.8 GiB)
    // under-predicted by 32-44% cross-validated: the band carries it (coverage below).
    const AccuracyGroup &memory = m_report.families.constFirst();
    QVERIFY2(memory.cvWorstErrorPct <= 45.0, qPrintable(QString::number(memory.cvWorstErrorPct)));
}

void TestMemoryBacktest::crossValidatedCoverageWithinSeventyFiveToEightyFive()
{
    // Issue 47: the published peak lies inside its cross-validated P10-P90 band for 75-85% of
    // the peak rows (the model-states rows are arithmetic and carry no band).
    const AccuracyGroup &memory = m_report.families.constFirst();
    int peaks = 0;
    for (const MemoryMeasurement &m : std::as_const(m_rows))
        peaks += m.measures == Measures::ModelStates ? 0 : 1;
    QCOMPARE(memory.coverageN, peaks);
    QVERIFY2(memory.coverageP10P90Pct >= 75.0 && memory.coverageP10P90Pct <= 85.0, qPrintable(QString::number(memory.coverageP10P90Pct)));
    for (const AccuracyRow &r : m_report.rows) {
        if (!r.cvP10)
            continue;
        QVERIFY2(*r.cvP10 <= *r.cvP90 && *r.cvP10 > 0, qPrintable(r.id));
    }
}

void TestMemoryBacktest::shippedBandIsTheCrossValidatedResiduals()
{
    // calibration.h's kMemoryResidual* (the estimate's P10/P50/P90) are the band of every
    // peak row's cross-validated residual, to three decimals.
    QVERIFY2(std::abs(kMemoryResidualP10 - m_report.band.p10) < 5e-4, qPrintable(QString::number(m_report.band.p10)));
    QVERIFY2(std::abs(kMemoryResidualP50 - m_report.band.p50) < 5e-4, qPrintable(QString::number(m_report.band.p50)));
    QVERIFY2(std::abs(kMemoryResidualP90 - m_report.band.p90) < 5e-4, qPrintable(QString::number(m_report.band.p90)));
    // The band by hand: residuals -1, 0, 1, 2, 3 have P10 -0.6, median 1, P90 2.6; the P10 and
    // P90 are widened about the median by sqrt(1 + 4 / 5).
    const MemoryBand b = memoryBand({ 3, -1, 1, 0, 2 });
    const double w = std::sqrt(1.0 + 4.0 / 5.0);
    QCOMPARE(b.p50, 1.0);
    QVERIFY(std::abs(b.p10 - (1.0 - 1.6 * w)) < 1e-12);
    QVERIFY(std::abs(b.p90 - (1.0 + 1.6 * w)) < 1e-12);
}

void TestMemoryBacktest::everyRowSaysWhatItMeasured()
{
    // Every row states allocated, reserved, device or model_states, agreeing with its metric;
    // the sources' logs: torchtitan and torchtune log the reserved peak, ms-swift
    // torch.cuda.max_memory_reserved.
    for (const MemoryMeasurement &m : std::as_const(m_rows)) {
        QVERIFY2(consistent(m.measures, m.metric), qPrintable(m.id));
        if (m.source == QLatin1String("torchtitan") || m.source == QLatin1String("torchtune") || m.source == QLatin1String("ms-swift"))
            QVERIFY2(m.measures == Measures::Reserved, qPrintable(m.id));
    }
}

void TestMemoryBacktest::newSourcesCarryTheirFirstContact()
{
    // Issue 47: a source added from now on is scored before any change it informs.
    int scored = 0;
    for (const AccuracyRow &r : m_report.rows) {
        if (r.source == QLatin1String("torchtune")) {
            QVERIFY2(r.firstContactErrorPct.has_value(), qPrintable(r.id));
            ++scored;
        }
    }
    QVERIFY(scored >= 4);
    QCOMPARE(m_report.families.constFirst().firstContactN, scored);
}

void TestMemoryBacktest::calibrationHoldsTheFitOnEverySource()
{
    const Calibration shipped;
    QCOMPARE(shipped.contextGiB, m_report.fit.contextGiB);
    QCOMPARE(shipped.fragmentation, m_report.fit.fragmentation);
    QCOMPARE(shipped.logitsBytesPerElement, m_report.fit.logitsBytesPerElement);
}

void TestMemoryBacktest::leftOutSourceIsNotInItsFit()
{
    QVERIFY(!m_report.cvFits.isEmpty());
    for (const auto &[source, fit] : m_report.cvFits) {
        QList<MemoryMeasurement> others;
        for (const MemoryMeasurement &m : m_rows) {
            if (m.source != source)
                others << m;
        }
        const MemoryFit refit = fitMemoryConstants(others, m_ran);
        QCOMPARE(refit.contextGiB, fit.contextGiB);
        QCOMPARE(refit.fragmentation, fit.fragmentation);
        QCOMPARE(refit.logitsBytesPerElement, fit.logitsBytesPerElement);
    }
}

void TestMemoryBacktest::errorsAreRelativeToThePublishedValue()
{
    for (const AccuracyRow &r : m_report.rows) {
        QCOMPARE(r.errorPct, (r.predicted - r.published) / r.published * 100.0);
        QCOMPARE(r.cvErrorPct, (r.cvPredicted - r.published) / r.published * 100.0);
    }
}

void TestMemoryBacktest::llmFoundryConfigurationsThatRanFit()
{
    // MosaicML llm-foundry's H100 BF16 table: 52 configurations that ran on 80 GB cards, FSDP
    // over all GPUs; with the shipped constants every one must fit.
    QCOMPARE(m_ran.size(), 52);
    QStringList rejected;
    for (const EstimateInput &in : std::as_const(m_ran)) {
        const auto e = cp::estimate::estimate(in);
        QVERIFY2(e, qPrintable(joinErrors(e.errors())));
        // They ran: the device peak fits the card (the planning margin is a separate rule).
        if (e->memory.devicePeakGiB > e->memory.usableGiB)
            rejected << QStringLiteral("%1 layers/%2 tokens/b%3 on %4: %5 GiB")
                            .arg(in.model.layers)
                            .arg(in.training.seqLen)
                            .arg(*in.layout.microBatch)
                            .arg(in.hardware.gpus)
                            .arg(e->memory.totalGiB, 0, 'f', 1);
    }
    QVERIFY2(rejected.isEmpty(), qPrintable(rejected.join(QStringLiteral("; "))));
}

void TestMemoryBacktest::unknownLossOrQuantisationIsNamed()
{
    // The first shipped row with its loss and quantisation columns misspelt: both are refused,
    // with the file and line and what is allowed.
    QFile shipped(builtInMemoryMeasurementsPath());
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(shipped.readAll()).split(QLatin1Char('\n'));
    const QStringList header = lines[0].split(QLatin1Char(','));
    const qsizetype loss = header.indexOf(QStringLiteral("loss"));
    QVERIFY(loss > 0);
    QCOMPARE(header.indexOf(QStringLiteral("quantisation")), loss + 1);
    // Rows quote only their last two columns (reference, notes), so the fields before them split on commas.
    QStringList row = lines[1].split(QLatin1Char(','));
    row[loss] = QStringLiteral("fp32");
    row[loss + 1] = QStringLiteral("awq");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile bad(dir.filePath(QStringLiteral("bad.csv")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write((lines[0] + QLatin1Char('\n') + row.join(QLatin1Char(',')) + QLatin1Char('\n')).toUtf8());
    bad.close();
    const auto read = readMemoryMeasurements(bad.fileName());
    QVERIFY(!read);
    const QString errors = joinErrors(read.errors());
    QVERIFY2(errors.contains(QStringLiteral("loss must be upcast, 16bit or fused")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("quantisation must be nf4 or gptq")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("bad.csv:2")), qPrintable(errors));
}

QTEST_GUILESS_MAIN(TestMemoryBacktest)
#include "tst_memorybacktest.moc"
