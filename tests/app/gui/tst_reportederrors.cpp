// Failures the GUI used to drop (issue 18, item 2): each is now reported to the user, and a
// price-book or catalog import is stored in one transaction. Every test here failed before the
// fix: the failing write was ignored and the call reported success (or nothing was shown).

#include "app/gui/dialogs.h"
#include "app/gui/editor/catalogdialog.h"
#include "app/gui/editor/pricebookdialog.h"
#include "app/gui/mainwindow.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/catalog/catalog.h"
#include "core/scenario/pricesnapshot.h"
#include "core/store/store.h"
#include "guitest.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;
using cp::gui::test::sampleName;

namespace {

bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

/// Runs one statement on the library through a connection of its own (another program).
bool execRaw(const QString &path, const QString &sql)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok)
                qWarning() << q.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return ok;
}

/// From now on every attempt to delete a draft fails (as a write to a full or failing disk would).
bool drafsCannotBeDeleted(const QString &path)
{
    return execRaw(path, QStringLiteral("CREATE TRIGGER keep_drafts BEFORE DELETE ON drafts "
                                        "BEGIN SELECT RAISE(ABORT, 'drafts are kept'); END"));
}

QList<PriceSnapshotEntry> snapshots(const QList<PriceEntry> &entries)
{
    QList<PriceSnapshotEntry> out;
    for (const PriceEntry &e : entries)
        out << snapshotEntry(e);
    return out;
}

QPushButton *button(QWidget &parent, const QString &text)
{
    for (QPushButton *b : parent.findChildren<QPushButton *>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

/// Answers yes to "Reset to defaults" in a dialog over a read-only library: true when the dialog's
/// message bar reports the refusal ("Could not reset: … opened for reading only").
bool resetIsRefusedReadOnly(QWidget &dialog)
{
    dialogs::setNextAnswer(QMessageBox::Yes);
    QPushButton *reset = button(dialog, QStringLiteral("Reset to defaults"));
    if (!reset)
        return false;
    reset->click();
    const QString shown = dialog.findChild<MessageBar *>()->text();
    const bool refused = shown.startsWith(QStringLiteral("Could not reset:")) && shown.contains(QStringLiteral("opened for reading only"));
    if (!refused)
        qWarning("message bar: %s", qPrintable(shown));
    return refused;
}

} // namespace

class TestReportedErrors : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void catalogImportThatCannotBeStoredIsReported();
    void catalogResetThatFailsIsReported();
    void priceBookResetThatFailsIsReported();
    void priceBookImportIsOneTransaction();
    void priceBookImportWithABadRowChangesNothing();
    void failedDailyBackupIsShown();
    void draftThatCannotBeDiscardedAtStartIsReported();
    void draftThatCannotBeDiscardedOnCloseIsReported();

private:
    std::unique_ptr<Store> openLibrary(bool readOnly, std::optional<qint64> growthLimitPages = std::nullopt);
    QTemporaryDir m_dir;
    QString m_path;
    int m_counter = 0;
};

void TestReportedErrors::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    applyLanguage(QStringLiteral("en"));
}

void TestReportedErrors::init()
{
    m_path = m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++m_counter));
    Settings::instance().setDatabasePath(m_path);
}

std::unique_ptr<Store> TestReportedErrors::openLibrary(bool readOnly, std::optional<qint64> growthLimitPages)
{
    StoreOptions options;
    options.readOnly = readOnly;
    options.growthLimitPages = growthLimitPages;
    auto store = Store::open(m_path, options);
    if (!store) {
        qWarning() << joinErrors(store.errors());
        return nullptr;
    }
    return std::move(*store);
}

// The import read and checked every row, then dropped each failed setCatalogEdit and said "Imported.".
void TestReportedErrors::catalogImportThatCannotBeStoredIsReported()
{
    QVERIFY(openLibrary(false)); // create it
    const std::unique_ptr<Store> store = openLibrary(true);
    QVERIFY(store);
    CatalogModel model(store.get());
    QVERIFY(model.rowCount() > 0);
    const QString id = model.index(0, CatalogModel::Id).data().toString();
    QVERIFY(model.index(0, CatalogModel::MemoryGB).data(Qt::EditRole).toString() != QStringLiteral("96"));
    const QString csv = m_dir.filePath(QStringLiteral("catalog.csv"));
    QVERIFY(writeText(csv, "id,memory_gb\n" + id.toUtf8() + ",96\n"));
    QVERIFY2(!model.importCsv(csv), "a correction that could not be stored was reported as imported");
    QVERIFY2(model.lastError().contains(QStringLiteral("opened for reading only")), qPrintable(model.lastError()));
    QVERIFY(store->catalogEdits()->isEmpty());
    QVERIFY(model.index(0, CatalogModel::MemoryGB).data(Qt::EditRole).toString() != QStringLiteral("96"));

    // The dialog says so instead of "Imported.".
    CatalogDialog dialog(store.get());
    dialogs::setNextFileName(csv);
    QPushButton *import = button(dialog, QStringLiteral("Import CSV…"));
    QVERIFY(import);
    import->click();
    const QString shown = dialog.findChild<MessageBar *>()->text();
    QVERIFY2(shown.startsWith(QStringLiteral("Nothing imported:")) && shown.contains(QStringLiteral("opened for reading only")),
        qPrintable(shown));
}

// Reset removed each correction and dropped the result: a failed removal still said nothing.
void TestReportedErrors::catalogResetThatFailsIsReported()
{
    {
        const std::unique_ptr<Store> writable = openLibrary(false);
        QVERIFY(writable);
        QVERIFY(writable->setCatalogEdit({ QStringLiteral("accelerator"), Catalog::shipped().accelerators().constFirst().id,
            QStringLiteral("memory_gb"), QStringLiteral("96") }));
    }
    const std::unique_ptr<Store> store = openLibrary(true);
    QVERIFY(store);
    CatalogDialog dialog(store.get());
    QVERIFY2(!dialog.findChild<CatalogModel *>()->resetToDefaults(), "a reset that removed nothing reported success");
    QCOMPARE(store->catalogEdits()->size(), 1);

    QVERIFY(resetIsRefusedReadOnly(dialog));
}

void TestReportedErrors::priceBookResetThatFailsIsReported()
{
    QString key;
    {
        const std::unique_ptr<Store> writable = openLibrary(false);
        QVERIFY(writable);
        PriceSnapshotEntry edit = snapshotEntry(Catalog::shipped().prices().constFirst());
        edit.value = 12345.0;
        key = edit.key;
        QVERIFY(writable->setPriceEdit(edit));
    }
    const std::unique_ptr<Store> store = openLibrary(true);
    QVERIFY(store);
    PriceBookDialog dialog(store.get());
    QVERIFY(resetIsRefusedReadOnly(dialog));
    QCOMPARE(store->priceEdits()->size(), 1);
    QCOMPARE(store->priceEdits()->constFirst().key, key);
}

// Each row was its own transaction: a disk that filled up half-way kept the first rows of the
// file and dropped the rest. Now the rows are stored together or not at all.
void TestReportedErrors::priceBookImportIsOneTransaction()
{
    QVERIFY(openLibrary(false)); // create it, then reopen with room for a few pages only
    const std::unique_ptr<Store> store = openLibrary(false, 12);
    QVERIFY(store);
    PriceBookModel model(store.get());
    const QList<PriceEntry> before = model.entries();
    const QList<PriceSnapshotEntry> shownBefore = snapshots(before);
    // Each row carries a source of 2,000 characters (the longest a source may be): 40 rows need
    // about 80 KB, some 20 pages of 4 KiB, more than the 12 the library may use.
    constexpr int kRows = 40;
    QVERIFY(before.size() >= kRows);
    const QByteArray source(2000, 's');
    QByteArray csv = "key,value,source\n";
    for (int i = 0; i < kRows; ++i)
        csv += before.at(i).key.toUtf8() + ',' + QByteArray::number(1000 + i) + ',' + source + '\n';
    const QString path = m_dir.filePath(QStringLiteral("prices.csv"));
    QVERIFY(writeText(path, csv));

    QVERIFY2(!model.importCsv(path), "the import did not fit and must fail");
    QVERIFY2(model.lastError().contains(QStringLiteral("is full")), qPrintable(model.lastError()));
    const auto edits = store->priceEdits();
    QVERIFY(edits);
    QVERIFY2(edits->isEmpty(), qPrintable(QStringLiteral("%1 of %2 rows were stored").arg(edits->size()).arg(kRows)));
    QCOMPARE(snapshots(model.entries()), shownBefore);
    // The first row alone fits: rows stored one by one would have kept it.
    PriceSnapshotEntry first = snapshotEntry(before.constFirst());
    first.value = 1000;
    first.source = QString::fromLatin1(source);
    QVERIFY(store->setPriceEdit(first));
}

void TestReportedErrors::priceBookImportWithABadRowChangesNothing()
{
    const std::unique_ptr<Store> store = openLibrary(false);
    QVERIFY(store);
    PriceBookModel model(store.get());
    const QList<PriceEntry> before = model.entries();
    QVERIFY(before.size() >= 2);
    const QString path = m_dir.filePath(QStringLiteral("prices-bad.csv"));
    QVERIFY(writeText(path, "key,value\n" + before.at(0).key.toUtf8() + ",111\n" + before.at(1).key.toUtf8() + ",222\n,333\n"));
    QVERIFY(!model.importCsv(path));
    QVERIFY2(model.lastError().contains(QStringLiteral("line 4: the key is empty")), qPrintable(model.lastError()));
    QVERIFY(store->priceEdits()->isEmpty());
    QCOMPARE(snapshots(model.entries()), snapshots(before));
}

// The daily backup copy's result was dropped ("a failed daily copy is not shown"): a library
// whose safety net could not be written said nothing.
void TestReportedErrors::failedDailyBackupIsShown()
{
    QVERIFY(openLibrary(false)); // the library exists and is sound
    // The daily copy is written to "<library>.backup-in-progress" first; a folder there blocks it.
    QVERIFY(QDir().mkpath(m_path + QStringLiteral(".backup-in-progress/blocked")));
    MainWindow w;
    w.show();
    QVERIFY(w.store());
    QTRY_VERIFY2(w.messageBar()->text().contains(QStringLiteral("backup copy")), qPrintable(w.messageBar()->text()));
    QCOMPARE(w.messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY(!QFile::exists(Store::dailyBackupName(m_path, QDate::currentDate())));
}

// "Recover Unsaved Changes → Discard" dropped discardDraft's result: a draft that stayed came
// back at every start without a word.
void TestReportedErrors::draftThatCannotBeDiscardedAtStartIsReported()
{
    const QString name = sampleName(QStringLiteral("13B"));
    QVERIFY(!name.isEmpty());
    {
        const std::unique_ptr<Store> store = openLibrary(false);
        QVERIFY(store);
        auto s = store->load(name);
        QVERIFY(s);
        s->hardware.gpus = 16;
        QVERIFY(store->saveDraft(*s, name));
    }
    QVERIFY(drafsCannotBeDeleted(m_path));
    dialogs::setNextAnswer(QMessageBox::Discard);
    MainWindow w;
    w.show();
    QTRY_VERIFY2(w.messageBar()->text().contains(QStringLiteral("could not be discarded")), qPrintable(w.messageBar()->text()));
    QVERIFY(w.messageBar()->text().contains(QStringLiteral("drafts are kept")));
    QCOMPARE(w.store()->drafts()->size(), 1);
}

// Closing with "Discard" dropped discardDraft's result too.
void TestReportedErrors::draftThatCannotBeDiscardedOnCloseIsReported()
{
    const QString name = sampleName(QStringLiteral("13B"));
    QVERIFY(openLibrary(false));
    MainWindow w;
    w.setAutosaveDelay(24 * 3600 * 1000); // only the explicit autosave below writes a draft
    w.show();
    QVERIFY(w.openScenario(name));
    w.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 16; });
    QVERIFY(w.autosaveDraft());
    QVERIFY(drafsCannotBeDeleted(m_path));
    dialogs::setNextAnswer(QMessageBox::Discard);
    QVERIFY(w.maybeSave()); // the edits are dropped as asked
    QVERIFY2(w.messageBar()->text().contains(QStringLiteral("could not be discarded")), qPrintable(w.messageBar()->text()));
    QCOMPARE(w.store()->drafts()->size(), 1);
    w.document()->waitForReport();
}

QTEST_MAIN(TestReportedErrors)
#include "tst_reportederrors.moc"
