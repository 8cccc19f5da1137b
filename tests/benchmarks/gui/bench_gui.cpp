// GUI speed targets (issue 7): recomputing the dashboard after an edit of a typical plan
// (< 100 ms, analysis on a worker thread plus the dashboard update), the dashboard update alone
// (the GUI thread's share, < 50 ms), and the main window from construction to its first paint.
// Run: bench_gui -median 7   (QT_QPA_PLATFORM=offscreen without a display)
#include "app/gui/chartpanel.h"
#include "app/gui/dashboard.h"
#include "app/gui/mainwindow.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/scenario/samples.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;

class BenchGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void recomputeDashboardAfterEdit_data();
    void recomputeDashboardAfterEdit();
    void dashboardUpdateOnTheGuiThread_data() { recomputeDashboardAfterEdit_data(); }
    void dashboardUpdateOnTheGuiThread();
    void slowestChartOnTheGuiThread_data();
    void slowestChartOnTheGuiThread();
    void mainWindowToFirstPaint();

private:
    QTemporaryDir m_dir;
};

void BenchGui::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library.sqlite")));
    applyLanguage(QStringLiteral("en"));
}

void BenchGui::recomputeDashboardAfterEdit_data()
{
    QTest::addColumn<QString>("sample");
    const auto samples = sampleScenarios();
    for (const Scenario &s : *samples)
        QTest::addRow("%s", qPrintable(s.name)) << s.name;
}

void BenchGui::recomputeDashboardAfterEdit()
{
    QFETCH(QString, sample);
    Scenario scenario;
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (const Scenario &s : *samples) {
        if (s.name == sample)
            scenario = s;
    }
    PlanDocument doc;
    Dashboard dashboard;
    dashboard.resize(1100, 900);
    dashboard.show();
    connect(&doc, &PlanDocument::reportReady, &dashboard, [&] { dashboard.setReport(*doc.report()); });
    doc.reset(scenario);
    doc.waitForReport();
    int step = 0;
    QBENCHMARK
    {
        ++step;
        doc.edit(QStringLiteral("Utilisation"), [step](Scenario &s) { s.tco.utilisation = 0.5 + 0.01 * (step % 40); });
        doc.waitForReport();
        while (dashboard.isUpdatingCharts())
            QCoreApplication::processEvents();
    }
    QVERIFY(doc.report());
}

// The part of an update that runs on the GUI thread (the analysis runs on a worker): what
// the UI is blocked for. Target: under 50 ms.
void BenchGui::dashboardUpdateOnTheGuiThread()
{
    QFETCH(QString, sample);
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    Scenario scenario;
    for (const Scenario &s : *samples) {
        if (s.name == sample)
            scenario = s;
    }
    const analysis::PlanReport report = analysis::analyse(scenario);
    Dashboard dashboard;
    dashboard.resize(1100, 900);
    dashboard.show();
    dashboard.setReport(report);
    QTRY_VERIFY(!dashboard.isUpdatingCharts());
    QBENCHMARK
    {
        dashboard.setReport(report);
    }
    QTRY_VERIFY(!dashboard.isUpdatingCharts());
}

// The longest chart step of an update (each chart is drawn in its own event-loop turn).
void BenchGui::slowestChartOnTheGuiThread_data()
{
    QTest::addColumn<QString>("chart");
    for (const char *id : { "memory", "pareto", "tco", "breakdown", "tornado" })
        QTest::addRow("%s", id) << QString::fromLatin1(id);
}

void BenchGui::slowestChartOnTheGuiThread()
{
    QFETCH(QString, chart);
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    const analysis::PlanReport report = analysis::analyse(samples->at(2));
    const chart::ChartSpec *spec = report.chart(chart);
    if (!spec)
        QSKIP("the sample has no such chart");
    ChartPanel panel;
    panel.resize(1000, 420);
    panel.show();
    QBENCHMARK
    {
        panel.setSpec(*spec);
    }
}

void BenchGui::mainWindowToFirstPaint()
{
    {
        MainWindow seed;
    } // creates and seeds the library once, outside the measurement
    QBENCHMARK
    {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.repaint();
    }
}

QTEST_MAIN(BenchGui)
#include "bench_gui.moc"
