// Windows fit the screen they open on (issue 45): the first window on a 1366×768 screen is not
// 1600×1000, and a remembered size comes back only where it still fits.
#include "app/gui/compare/compareview.h"
#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "app/gui/windowfit.h"
#include "core/scenario/samples.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cp::gui;

class TestWindowFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void fittedSizeKeepsWhatFitsAndShrinksWhatDoesNot_data();
    void fittedSizeKeepsWhatFitsAndShrinksWhatDoesNot();
    void firstWindowFitsA1366x768Screen();
    void rememberedSizeIsRestoredOnlyWhereItFits();
    void compareWindowFitsTheScreen();

private:
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestWindowFit::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    applyLanguage(QStringLiteral("en"));
}

void TestWindowFit::init()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++m_counter)));
}

void TestWindowFit::cleanup() { windowfit::setAvailableGeometryForTesting(QRect()); }

void TestWindowFit::fittedSizeKeepsWhatFitsAndShrinksWhatDoesNot_data()
{
    QTest::addColumn<QSize>("preferred");
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QSize>("expected");
    // 92% of 1366 = 1256.72 -> 1256; 90% of 728 (768 less a 40 px task bar) = 655.2 -> 655.
    QTest::newRow("1600x1000 on a 1366x768 laptop shrinks to 92% x 90%")
        << QSize(1600, 1000) << QRect(0, 40, 1366, 728) << QSize(1256, 655);
    // 90% of 1080 = 972.
    QTest::newRow("1600x1000 on a 1920x1080 screen keeps its width, its height to 90%")
        << QSize(1600, 1000) << QRect(0, 0, 1920, 1080) << QSize(1600, 972);
    QTest::newRow("a small dialog keeps its size") << QSize(720, 640) << QRect(0, 0, 1366, 768) << QSize(720, 640);
}

void TestWindowFit::fittedSizeKeepsWhatFitsAndShrinksWhatDoesNot()
{
    QFETCH(QSize, preferred);
    QFETCH(QRect, available);
    QFETCH(QSize, expected);
    QCOMPARE(windowfit::fittedSize(preferred, available), expected);
}

void TestWindowFit::firstWindowFitsA1366x768Screen()
{
    const QRect laptop(0, 0, 1366, 768);
    windowfit::setAvailableGeometryForTesting(laptop);
    Settings::instance().setWindowGeometry(QByteArray()); // a first start: nothing remembered
    Settings::instance().setWindowState(QByteArray());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY2(laptop.contains(w.geometry()),
        qPrintable(QStringLiteral("window %1x%2 at %3,%4 on a 1366x768 screen")
                       .arg(w.width())
                       .arg(w.height())
                       .arg(w.x())
                       .arg(w.y())));
    QVERIFY(w.width() <= 1366 && w.height() <= 768);
    // Not a token window either: it takes most of the screen.
    QVERIFY(w.width() >= 1366 * 8 / 10);
    QVERIFY(w.height() >= 768 * 8 / 10);
}

void TestWindowFit::rememberedSizeIsRestoredOnlyWhereItFits()
{
    const QRect large(0, 0, 1920, 1080);
    const QRect laptop(0, 0, 1366, 768);
    windowfit::setAvailableGeometryForTesting(large);
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setGeometry(100, 60, 1700, 950);
        QTRY_COMPARE(w.size(), QSize(1700, 950));
        QVERIFY(w.close());
    }
    {
        // The same settings opened on a laptop: 1700x950 would not fit, so the window is fitted.
        windowfit::setAvailableGeometryForTesting(laptop);
        MainWindow w;
        QVERIFY(laptop.contains(w.geometry()));
        QVERIFY(w.size() != QSize(1700, 950));
    }
    // Back on the large screen the user's size returns (the laptop start did not overwrite it:
    // it was never closed).
    windowfit::setAvailableGeometryForTesting(large);
    MainWindow again;
    QCOMPARE(again.size(), QSize(1700, 950));
}

void TestWindowFit::compareWindowFitsTheScreen()
{
    const QRect laptop(0, 0, 1366, 768);
    windowfit::setAvailableGeometryForTesting(laptop);
    MainWindow w;
    const auto samples = cp::sampleScenarios();
    QVERIFY(samples && samples->size() >= 2);
    w.showComparison({ samples->at(0).name, samples->at(1).name });
    QWidget *view = w.compareView();
    QVERIFY(view);
    QVERIFY(laptop.contains(view->geometry()));
    QVERIFY(view->width() <= 1366 && view->height() <= 768);
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
