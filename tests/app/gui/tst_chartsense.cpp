// Charts that say something (issue 45): the tornado lists only drivers that move the gap, and the
// memory chart shows the configuration the plan recommends when that is not the one entered.
// Drives core's analysis of every sample (the charts the dashboard and the exports draw).
#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/scenario/samples.h"

#include <QTest>

#include <cmath>

using namespace cp;

class TestChartSense : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tornadoListsOnlyDriversThatMoveTheGap();
    void memoryChartShowsTheRecommendedConfigurationWhenItDiffers();

private:
    QList<analysis::PlanReport> m_reports;
};

void TestChartSense::initTestCase()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples && !samples->isEmpty());
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    for (const Scenario &s : *samples)
        m_reports << analysis::analyse(s, english);
}

void TestChartSense::tornadoListsOnlyDriversThatMoveTheGap()
{
    int charts = 0;
    for (const analysis::PlanReport &r : std::as_const(m_reports)) {
        const chart::ChartSpec *tornado = r.chart(QStringLiteral("tornado"));
        int obtainable = 0;
        for (const tco::OptionResult &o : r.tco ? r.tco->options : QList<tco::OptionResult> {})
            obtainable += o.obtainable ? 1 : 0;
        // Two ways of paying that can be had: a tornado with bars (tst_analysis asks the same).
        if (obtainable >= 2)
            QVERIFY2(tornado && !tornado->isEmpty(), qPrintable(r.scenario.name));
        if (!tornado || tornado->showsReasonInstead() || !r.tco)
            continue;
        ++charts;
        // A bar no one can see: a yuan in a million of the gap (the chart's own threshold).
        const double visible = 1e-6 * std::max(1.0, std::abs(r.tco->tornadoBaseCny));
        QCOMPARE(tornado->series.size(), 2);
        const QList<double> &low = tornado->series.at(0).values;
        const QList<double> &high = tornado->series.at(1).values;
        QCOMPARE(low.size(), tornado->y.categories.size());
        for (qsizetype i = 0; i < low.size(); ++i)
            QVERIFY2(std::abs(low.at(i)) > visible || std::abs(high.at(i)) > visible,
                qPrintable(QStringLiteral("%1: %2 has no bar").arg(r.scenario.name, tornado->y.categories.at(i))));
        // Every driver of the sensitivity run that does move the gap is listed.
        int moving = 0;
        for (const tco::TornadoBar &bar : r.tco->tornado)
            moving += std::abs(bar.lowCny - r.tco->tornadoBaseCny) > visible || std::abs(bar.highCny - r.tco->tornadoBaseCny) > visible;
        QCOMPARE(int(tornado->y.categories.size()), moving);
    }
    QVERIFY(charts > 0);
}

void TestChartSense::memoryChartShowsTheRecommendedConfigurationWhenItDiffers()
{
    for (const analysis::PlanReport &r : std::as_const(m_reports)) {
        const chart::ChartSpec *memory = r.chart(QStringLiteral("memory"));
        if (!memory || !r.training)
            continue;
        const planner::Candidate *rec = r.plan && r.plan->recommended ? &r.plan->recommended->plan : nullptr;
        const estimate::Layout &entered = r.training->layout;
        const bool differs = rec
            && (rec->accelerator != bridge::primaryAccelerator(r.scenario) || rec->estimate.layout.tp != entered.tp || rec->estimate.layout.pp != entered.pp
                || rec->estimate.layout.dp != entered.dp || rec->estimate.layout.zero != entered.zero
                || rec->estimate.layout.microBatch != entered.microBatch);
        const estimate::Layout &shown = differs ? rec->estimate.layout : entered;
        // The subtitle names the layout drawn: TP, PP, DP of the configuration shown.
        const QString layout = QStringLiteral("TP %1 · PP %2 · DP %3").arg(shown.tp).arg(shown.pp).arg(shown.dp);
        QVERIFY2(memory->subtitle.startsWith(layout), qPrintable(r.scenario.name + QStringLiteral(": ") + memory->subtitle));
        const QString which = differs ? QStringLiteral("recommended configuration") : QStringLiteral("your configuration");
        QVERIFY2(memory->caption.contains(which), qPrintable(r.scenario.name + QStringLiteral(": ") + memory->caption));
    }
}

QTEST_MAIN(TestChartSense)
#include "tst_chartsense.moc"
