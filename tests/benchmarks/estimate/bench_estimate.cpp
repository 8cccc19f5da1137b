// Speed of the estimator: one estimate (layout chosen where the row leaves it open) per
// calibration row, the work `computeplanner-cli estimate` does per call. Target: < 50 ms each.
#include "core/estimate/crossval.h"

#include <QTest>

using namespace cp;

class BenchEstimate : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void estimateCalibrationRow_data();
    void estimateCalibrationRow();
    void chooseLayout70bOn4096Gpus();

private:
    QList<estimate::CalibrationRun> m_rows;
};

void BenchEstimate::initTestCase()
{
    const auto runs = estimate::readCalibrationRuns();
    QVERIFY2(runs, qPrintable(joinErrors(runs.errors())));
    m_rows = *runs;
    QVERIFY(!m_rows.isEmpty());
    Catalog::builtIn();
}

void BenchEstimate::estimateCalibrationRow_data()
{
    QTest::addColumn<int>("index");
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        QTest::addRow("%s", qPrintable(m_rows[i].id)) << int(i);
}

void BenchEstimate::estimateCalibrationRow()
{
    QFETCH(int, index);
    const estimate::EstimateInput in = m_rows.at(index).input;
    QBENCHMARK
    {
        const auto e = estimate::estimate(in);
        QVERIFY(e.hasValue());
    }
}

void BenchEstimate::chooseLayout70bOn4096Gpus()
{
    estimate::EstimateInput in;
    in.model = *estimate::preset(QStringLiteral("llama2-70b"));
    in.training.seqLen = 4096;
    in.training.globalBatch = 4096;
    in.hardware.accelerator = QStringLiteral("h800-sxm-80gb");
    in.hardware.gpus = 4096;
    in.hardware.network = QStringLiteral("roce-400");
    QBENCHMARK
    {
        const auto l = estimate::chooseLayout(in);
        QVERIFY(l.hasValue());
    }
}

QTEST_GUILESS_MAIN(BenchEstimate)
#include "bench_estimate.moc"
