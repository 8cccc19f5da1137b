// Speed of the estimator (issue 19: one estimate under 50 us): one estimate of a fixed layout
// (what the planner's search pays per layout, and the CLI per call with every layout flag set),
// and one estimate per calibration row with the layout chosen where the row leaves it open (the
// work `computeplanner-cli estimate` does per call; the search's cost, no target).
#include "core/accuracy/crossval.h"

#include <QTest>

using namespace cp;

class BenchEstimate : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void estimateCalibrationRow_data();
    void estimateCalibrationRow();
    void chooseLayout70bOn4096Gpus();
    void oneEstimateOfAFixedLayout_data();
    void oneEstimateOfAFixedLayout();

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

void BenchEstimate::oneEstimateOfAFixedLayout_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("ep");
    QTest::addRow("70B dense, TP 8 PP 4 on 1,024 H800") << QStringLiteral("llama2-70b") << 1024 << 8 << 4 << 1;
    QTest::addRow("DeepSeek-V3, PP 16 EP 64 on 2,048 H800") << QStringLiteral("deepseek-v3") << 2048 << 1 << 16 << 64;
}

void BenchEstimate::oneEstimateOfAFixedLayout()
{
    QFETCH(QString, model);
    QFETCH(int, gpus);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, ep);
    estimate::EstimateInput in;
    in.model = *estimate::preset(model);
    in.training.seqLen = 4096;
    in.training.globalBatch = 2048;
    in.training.tokens = 2e12;
    in.hardware.accelerator = QStringLiteral("h800-sxm-80gb");
    in.hardware.gpus = gpus;
    in.hardware.network = QStringLiteral("roce-400");
    in.layout.tp = tp;
    in.layout.pp = pp;
    in.layout.dp = gpus / (tp * pp);
    in.layout.ep = ep;
    in.layout.zero = 1;
    in.layout.microBatch = 1;
    in.layout.interleave = 1;
    in.layout.recompute = estimate::Recompute::Selective;
    in.layout.allowUnevenStages = true;
    QBENCHMARK
    {
        const auto e = estimate::estimate(in);
        QVERIFY2(e.hasValue(), e ? "" : qPrintable(e.errors().first().message));
    }
}

QTEST_GUILESS_MAIN(BenchEstimate)
#include "bench_estimate.moc"
