// The library panel's search (issue 17): keystrokes are coalesced into one search after a pause,
// the search runs on a worker thread with its own connection, only the newest search's result
// is shown, and clearing the search shows all rows at once. Every wait is on a condition.
#include "app/gui/librarymodel.h"
#include "app/gui/librarypanel.h"
#include "app/gui/settings.h"
#include "core/store/store.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace cp;
using namespace cp::gui;

class TestLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typingIsCoalescedIntoOneSearch();
    void searchRunsOffTheGuiThreadAndResultsArrive();
    void staleResultsAreDropped();
    void clearingTheSearchShowsAllRowsAtOnce();
    void refreshDropsAPendingSearch();

private:
    int count(const QString &search) { return int(m_store->list(search)->size()); }
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    int m_counter = 0;
};

void TestLibrary::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestLibrary::init()
{
    auto store = Store::open(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++m_counter))); // the samples
    QVERIFY(store);
    m_store = std::move(*store);
    QVERIFY(count({}) >= 5);
    QVERIFY(count(QStringLiteral("13b")) > 0 && count(QStringLiteral("13b")) < count({}));
    QVERIFY(count(QStringLiteral("h800")) > 0 && count(QStringLiteral("h800")) != count(QStringLiteral("13b")));
}

void TestLibrary::cleanup() { m_store.reset(); }

void TestLibrary::typingIsCoalescedIntoOneSearch()
{
    LibraryPanel panel;
    panel.setStore(m_store.get());
    LibraryModel *model = panel.model();
    QSignalSpy started(model, &LibraryModel::searchStarted);
    QSignalSpy applied(model, &LibraryModel::filterApplied);
    const auto *delay = panel.findChild<QTimer *>(QStringLiteral("librarySearchDelay"));
    QVERIFY(delay);
    QCOMPARE(delay->interval(), LibraryPanel::kSearchDelayMs);

    QTest::keyClicks(panel.searchBox(), QStringLiteral("13b")); // three keystrokes, no event loop between
    QCOMPARE(started.count(), 0);
    QVERIFY(delay->isActive());
    QCOMPARE(model->rowCount(), count({})); // nothing searched yet

    QTRY_COMPARE(applied.count(), 1);
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.constFirst().at(0).toString(), QStringLiteral("13b"));
    QCOMPARE(model->rowCount(), count(QStringLiteral("13b")));
}

void TestLibrary::searchRunsOffTheGuiThreadAndResultsArrive()
{
    LibraryPanel panel;
    panel.setStore(m_store.get());
    LibraryModel *model = panel.model();
    model->setFilter(QStringLiteral("h800"));
    QVERIFY(model->isSearching());
    QCOMPARE(model->rowCount(), count({})); // setFilter returned before the result
    const auto *worker = model->findChild<QThread *>(QStringLiteral("libraryQuery"));
    QVERIFY(worker);
    QVERIFY(worker->isRunning());
    QVERIFY(worker != QThread::currentThread());
    QTRY_VERIFY(!model->isSearching());
    QCOMPARE(model->rowCount(), count(QStringLiteral("h800")));
    for (int row = 0; row < model->rowCount(); ++row)
        QVERIFY(m_store->list(QStringLiteral("h800"))->at(row).name == model->nameAt(row));
}

void TestLibrary::staleResultsAreDropped()
{
    LibraryPanel panel;
    panel.setStore(m_store.get());
    LibraryModel *model = panel.model();
    QSignalSpy applied(model, &LibraryModel::filterApplied);
    QSignalSpy dropped(model, &LibraryModel::staleResultDropped);
    // The first result can only arrive once this thread runs its event loop, after the second
    // request was made: it is stale when it arrives.
    model->setFilter(QStringLiteral("13b"));
    model->setFilter(QStringLiteral("h800"));
    QTRY_VERIFY(!model->isSearching());
    // The worker answers in order, so the older result was handled before the newer one.
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(applied.count(), 1);
    QCOMPARE(model->rowCount(), count(QStringLiteral("h800")));
}

void TestLibrary::clearingTheSearchShowsAllRowsAtOnce()
{
    LibraryPanel panel;
    panel.setStore(m_store.get());
    LibraryModel *model = panel.model();
    panel.searchBox()->setText(QStringLiteral("h800"));
    QTRY_COMPARE(model->rowCount(), count(QStringLiteral("h800")));
    QTRY_VERIFY(!model->isSearching());
    panel.searchBox()->clear();
    QCOMPARE(model->rowCount(), count({})); // from the kept list, without waiting for anything
    QVERIFY(!model->isSearching());
}

void TestLibrary::refreshDropsAPendingSearch()
{
    LibraryPanel panel;
    panel.setStore(m_store.get());
    LibraryModel *model = panel.model();
    QSignalSpy dropped(model, &LibraryModel::staleResultDropped);
    model->setFilter(QStringLiteral("h800"));
    panel.refresh(); // synchronous, with the (empty) search box: all rows
    QVERIFY(!model->isSearching());
    QCOMPARE(model->rowCount(), count({}));
    QTRY_COMPARE(dropped.count(), 1);
    QCOMPARE(model->rowCount(), count({}));
}

QTEST_MAIN(TestLibrary)
#include "tst_library.moc"
