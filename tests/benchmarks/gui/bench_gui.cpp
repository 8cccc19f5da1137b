// GUI speed targets (issue 7): recomputing the dashboard after an edit of a typical plan
// (< 100 ms), and the main window from construction to its first paint.
// Run: bench_gui -median 7   (QT_QPA_PLATFORM=offscreen without a display)
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
    for (const Scenario &s : *sampleScenarios()) {
        if (s.name == sample)
            scenario = s;
    }
    PlanDocument doc;
    Dashboard dashboard;
    dashboard.resize(1100, 900);
    connect(&doc, &PlanDocument::reportReady, &dashboard, [&] { dashboard.setReport(*doc.report()); });
    doc.reset(scenario);
    doc.waitForReport();
    int step = 0;
    QBENCHMARK {
        ++step;
        doc.edit(QStringLiteral("Utilisation"), [step](Scenario &s) { s.tco.utilisation = 0.5 + 0.01 * (step % 40); });
        doc.waitForReport();
    }
    QVERIFY(doc.report());
}

void BenchGui::mainWindowToFirstPaint()
{
    { MainWindow seed; } // creates and seeds the library once, outside the measurement
    QBENCHMARK {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.repaint();
    }
}

QTEST_MAIN(BenchGui)
#include "bench_gui.moc"
