#include "core/tco/demand.h"

#include <QTest>

#include <numeric>

using namespace cp;
using namespace cp::tco;

class TestTcoDemand : public QObject {
    Q_OBJECT
private slots:
    void templatesKeepTheMeanLevel_data();
    void templatesKeepTheMeanLevel();
    void planAddsCampaignsToTheBaseLoad();
    void explicitHoursWinOverUtilisation();
    void validationReportsEveryProblem();
    void sustainedAndVariation();
};

void TestTcoDemand::templatesKeepTheMeanLevel_data()
{
    QTest::addColumn<int>("shape");
    QTest::addColumn<int>("horizon");
    QTest::addRow("steady over 36 months") << int(DemandTemplate::Steady) << 36;
    QTest::addRow("peaks and valleys over whole 6-month cycles") << int(DemandTemplate::PeaksAndValleys) << 36;
    QTest::addRow("growing over 36 months") << int(DemandTemplate::Growing) << 36;
    QTest::addRow("growing over 60 months") << int(DemandTemplate::Growing) << 60;
}

void TestTcoDemand::templatesKeepTheMeanLevel()
{
    QFETCH(int, shape);
    QFETCH(int, horizon);
    TcoInput in;
    in.gpus = 16;
    in.utilisation = 0.5;
    in.horizonMonths = horizon;
    in.demand = DemandTemplate(shape);
    const std::vector<double> d = demandProfile(in);
    QCOMPARE(int(d.size()), horizon + 1);
    QCOMPARE(d[0], 0.0);
    const double mean = std::accumulate(d.begin() + 1, d.end(), 0.0) / horizon;
    QCOMPARE(mean, 16 * 730 * 0.5);
}

void TestTcoDemand::planAddsCampaignsToTheBaseLoad()
{
    TcoInput in;
    in.horizonMonths = 12;
    in.demand = DemandTemplate::FromPlan;
    in.fineTuningGpuHoursPerMonth = 100;
    in.inferenceGpuHoursPerMonth = 50;
    in.campaigns = { Campaign { 3, 9000, 3 }, Campaign { 11, 500, 1 } };
    const std::vector<double> d = demandProfile(in);
    QCOMPARE(d[1], 150.0);
    QCOMPARE(d[3], 3150.0);
    QCOMPARE(d[5], 3150.0);
    QCOMPARE(d[6], 150.0);
    QCOMPARE(d[11], 650.0);
}

void TestTcoDemand::explicitHoursWinOverUtilisation()
{
    TcoInput in;
    in.gpuHoursPerMonth = 1234;
    in.scale.utilisation = 2;
    QCOMPARE(demandProfile(in)[7], 2468.0);
}

void TestTcoDemand::validationReportsEveryProblem()
{
    TcoInput in;
    in.horizonMonths = 61;
    in.utilisation = 1.5;
    in.commitmentTermMonths = 6;
    in.options.clear();
    const Errors e = validate(in);
    QCOMPARE(e.size(), 4);
    QCOMPARE(e[0].path, QStringLiteral("horizon_months"));
    QVERIFY(e[0].message.contains(QStringLiteral("allowed 1 to 60")));
    QCOMPARE(e[1].path, QStringLiteral("utilisation"));
    QCOMPARE(e[2].path, QStringLiteral("commitment_term_months"));
    QCOMPARE(e[3].path, QStringLiteral("options"));
    QVERIFY(validate(TcoInput {}).isEmpty());
}

void TestTcoDemand::sustainedAndVariation()
{
    TcoInput in;
    QCOMPARE(sustainedMonths(demandProfile(in)), 36);
    QCOMPARE(demandVariation(demandProfile(in)), 0.0);
    in.demand = DemandTemplate::PeaksAndValleys;
    QCOMPARE(sustainedMonths(demandProfile(in)), 3);
    QCOMPARE(demandVariation(demandProfile(in)), 0.5);
}

QTEST_GUILESS_MAIN(TestTcoDemand)
#include "tst_tcodemand.moc"
