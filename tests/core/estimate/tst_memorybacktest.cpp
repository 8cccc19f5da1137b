// The memory back-test over the shipped published peak-memory measurements
// (resources/data/memory-measurements.csv): at least 30 rows from at least 4 independent
// sources, leave-one-source-out cross-validation with a median error of at most 8% and a worst
// row within 30%, and the constants in calibration.h equal to the fit on every source.
#include "core/accuracy/memorybacktest.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::estimate;

class TestMemoryBacktest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void enoughRowsFromEnoughSources();
    void crossValidatedMedianWithinEightPercent();
    void crossValidatedWorstWithinThirtyPercent();
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

void TestMemoryBacktest::crossValidatedWorstWithinThirtyPercent()
{
    // Issue 19: every family's leave-one-source-out worst row within 30%.
    const AccuracyGroup &memory = m_report.families.constFirst();
    QVERIFY2(memory.cvWorstErrorPct <= 30.0, qPrintable(QString::number(memory.cvWorstErrorPct)));
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
        if (!e->memory.fits)
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
