#include "app/gui/mainwindow.h"

#include <QLineEdit>
#include <QListWidget>
#include <QTest>

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void opensWithLibrary();
};

void TestMainWindow::opensWithLibrary()
{
    cp::gui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.windowTitle(), QStringLiteral("Compute Planner"));
    QVERIFY(w.findChild<QListWidget *>(QStringLiteral("libraryList")));
    auto *search = w.findChild<QLineEdit *>(QStringLiteral("librarySearch"));
    QVERIFY(search);
    QTest::keyClicks(search, QStringLiteral("70B"));
    QCOMPARE(search->text(), QStringLiteral("70B"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
