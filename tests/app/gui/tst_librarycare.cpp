// The library as a CFO meets it (issue 45): renames reach "Recently opened", a stale entry says
// what happened, a click on the selected row does not start a rename, History names the fields
// that changed, and deleting a plan a saved comparison holds names the comparison and asks.
#include "app/gui/dialogs.h"
#include "app/gui/historydialog.h"
#include "app/gui/librarymodel.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/store/store.h"
#include "guitest.h"

#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;
using cp::gui::test::sampleName;

namespace {
constexpr int kCareComputeTimeoutMs = 60000;

QStringList listTexts(const QListWidget *list)
{
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts << list->item(i)->text();
    return texts;
}
// An inline editor (the delegate's line edit) is open in the view.
bool editorOpen(const QTableView *view)
{
    const QLineEdit *edit = view->viewport()->findChild<QLineEdit *>();
    return edit && edit->isVisible();
}
} // namespace

class TestLibraryCare : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void renameReachesRecentlyOpened();
    void staleRecentEntryGivesAClearMessage();
    void clickOnTheSelectedRowDoesNotStartARename();
    void f2StartsARename();
    void historyNamesTheFieldsThatChanged();
    void deletingAPlanOfASavedComparisonNamesItAndAsks();
    void deletingAPlanOfNoComparisonDoesNotMentionOne();

private:
    void open(MainWindow &w, const QString &name);
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestLibraryCare::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    applyLanguage(QStringLiteral("en"));
}

void TestLibraryCare::init()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++m_counter)));
}

void TestLibraryCare::open(MainWindow &w, const QString &name)
{
    QVERIFY(!name.isEmpty());
    QVERIFY(w.openScenario(name));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), kCareComputeTimeoutMs);
}

void TestLibraryCare::renameReachesRecentlyOpened()
{
    MainWindow w;
    w.show();
    const QString name = sampleName(QStringLiteral("13B"));
    open(w, name);
    auto *recent = w.library()->findChild<QListWidget *>(QStringLiteral("libraryRecent"));
    QVERIFY(recent);
    QVERIFY(listTexts(recent).contains(name));
    LibraryModel *model = w.library()->model();
    QVERIFY(model->setData(model->index(model->rowOf(name), LibraryModel::Name), QStringLiteral("Board plan")));
    QVERIFY(listTexts(recent).contains(QStringLiteral("Board plan")));
    QVERIFY(!listTexts(recent).contains(name));
    QVERIFY(Settings::instance().recentScenarios().contains(QStringLiteral("Board plan")));
    QVERIFY(!Settings::instance().recentScenarios().contains(name));
    w.document()->waitForReport();
}

void TestLibraryCare::staleRecentEntryGivesAClearMessage()
{
    MainWindow w;
    w.show();
    // Another window (or a colleague) deleted the plan: the entry is stale.
    Settings::instance().addRecentScenario(QStringLiteral("Gone plan"));
    QVERIFY(!w.openScenario(QStringLiteral("Gone plan")));
    const QString text = w.messageBar()->text();
    QVERIFY2(text.contains(QStringLiteral("“Gone plan” is no longer in the library")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("NotFound")) && !text.contains(QStringLiteral("scenario:")), qPrintable(text));
    QVERIFY(!Settings::instance().recentScenarios().contains(QStringLiteral("Gone plan")));
}

void TestLibraryCare::clickOnTheSelectedRowDoesNotStartARename()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString name = sampleName(QStringLiteral("13B"));
    w.library()->selectName(name);
    QTableView *view = w.library()->view();
    const QModelIndex index = view->currentIndex();
    QVERIFY(index.isValid());
    QVERIFY(!(view->editTriggers() & QAbstractItemView::SelectedClicked));
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at); // the row is selected now
    QCoreApplication::processEvents();
    QVERIFY(!editorOpen(view));
}

void TestLibraryCare::f2StartsARename()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.library()->selectName(sampleName(QStringLiteral("13B")));
    QTableView *view = w.library()->view();
    view->setFocus();
    w.library()->renameAction()->trigger(); // F2 and the context menu's Rename
    QVERIFY(editorOpen(view));
}

void TestLibraryCare::historyNamesTheFieldsThatChanged()
{
    MainWindow w;
    const QString name = sampleName(QStringLiteral("13B"));
    open(w, name);
    w.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 24; });
    QVERIFY(w.save());
    w.document()->waitForReport();
    HistoryDialog history(w.store(), name);
    QTableWidget *table = history.table();
    QVERIFY(table->rowCount() >= 2);
    int changes = -1;
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->horizontalHeaderItem(c)->text() == QStringLiteral("What changed"))
            changes = c;
    }
    QVERIFY(changes >= 0);
    const QTableWidgetItem *newest = table->item(0, changes);
    // The field's label (a name, not its .cplan key), its values in the tooltip: 8 → 24.
    QVERIFY2(newest->text().contains(QStringLiteral("GPU")), qPrintable(newest->text()));
    QVERIFY2(!newest->text().contains(QStringLiteral("hardware.")), qPrintable(newest->text()));
    QVERIFY2(newest->toolTip().contains(QStringLiteral("24")), qPrintable(newest->toolTip()));
    QCOMPARE(table->item(table->rowCount() - 1, changes)->text(), QStringLiteral("First saved"));
}

void TestLibraryCare::deletingAPlanOfASavedComparisonNamesItAndAsks()
{
    MainWindow w;
    const QString a = sampleName(QStringLiteral("13B"));
    const QString b = sampleName(QStringLiteral("LoRA"));
    QVERIFY(!a.isEmpty() && !b.isEmpty() && a != b);
    QVERIFY(w.store()->saveComparison({ QStringLiteral("Board shortlist"), { a, b }, {} }));
    w.library()->refresh();
    w.library()->selectName(a);
    dialogs::setNextAnswer(QMessageBox::No);
    w.library()->deleteAction()->trigger();
    const QString asked = dialogs::lastQuestion();
    QVERIFY2(asked.contains(QStringLiteral("“Board shortlist”")), qPrintable(asked));
    QVERIFY(w.store()->load(a)); // No keeps it
    QCOMPARE(w.store()->comparisons()->constFirst().scenarios.size(), 2);

    dialogs::setNextAnswer(QMessageBox::Yes);
    w.library()->deleteAction()->trigger();
    QVERIFY(!w.store()->load(a));
}

void TestLibraryCare::deletingAPlanOfNoComparisonDoesNotMentionOne()
{
    MainWindow w;
    const QString a = sampleName(QStringLiteral("13B"));
    w.library()->selectName(a);
    dialogs::setNextAnswer(QMessageBox::No);
    w.library()->deleteAction()->trigger();
    QVERIFY(dialogs::lastQuestion().contains(a));
    QVERIFY(!dialogs::lastQuestion().contains(QStringLiteral("comparison")));
}

QTEST_MAIN(TestLibraryCare)
#include "tst_librarycare.moc"
