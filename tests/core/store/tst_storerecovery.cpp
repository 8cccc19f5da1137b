#include "tests/core/store/storetesthelpers.h"

#include "core/scenario/cplan.h"
#include "core/store/store.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

// Crash safety in the store: autosaved drafts of unsaved edits, the v3 schema step that adds
// them (from the committed v1 and v2 files), and the daily backup rotation.
class TestStoreRecovery : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    void oldDatabasesMigrateToVersion3_data();
    void oldDatabasesMigrateToVersion3();
    void draftRoundTripsAndIsTakenOnce();
    void aNewerDraftReplacesTheOlderOne();
    void savingTheScenarioDiscardsItsDraft();
    void draftsSurviveReopening();
    void invalidDraftsAreRefused();
    void discardAndUnknownDrafts();

    void rotationMakesOneBackupPerDay();
    void rotationKeepsTheNewestDays_data();
    void rotationKeepsTheNewestDays();
    void rotatedBackupIsAConsistentCopy();
    void rotationLeavesMigrationBackupsAlone();
    void rotationRefusesKeepBelowOne();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Store> m_store;
    QString m_path;
};

namespace {

QStringList dailyBackups(const QString &path)
{
    const QFileInfo info(path);
    return QDir(info.absolutePath()).entryList({ info.fileName() + QStringLiteral(".backup-daily-*") }, QDir::Files, QDir::Name);
}

} // namespace

void TestStoreRecovery::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("library.sqlite"));
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(m_path, options);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
}

void TestStoreRecovery::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestStoreRecovery::oldDatabasesMigrateToVersion3_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("fromVersion");
    QTest::addColumn<int>("revisionsOfLegacy");
    QTest::addRow("a version 1 file gains drafts and keeps its history") << QStringLiteral("v1.sqlite") << 1 << 1;
    QTest::addRow("a version 2 file gains drafts and keeps its history") << QStringLiteral("v2.sqlite") << 2 << 2;
}

void TestStoreRecovery::oldDatabasesMigrateToVersion3()
{
    QFETCH(QString, file);
    QFETCH(int, fromVersion);
    QFETCH(int, revisionsOfLegacy);
    const QString path = m_dir->filePath(QStringLiteral("old.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/") + file, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    {
        RawConnection raw(path, QStringLiteral("before"));
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), fromVersion);
    }
    {
        auto store = Store::open(path);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
        QCOMPARE((*store)->list()->size(), 2);
        QCOMPARE((*store)->revisions(QStringLiteral("Legacy Baichuan plan"))->size(), revisionsOfLegacy);
        QVERIFY((*store)->drafts()->isEmpty());
        QVERIFY((*store)->saveDraft(minimal(QStringLiteral("Legacy Baichuan plan"), QStringLiteral("edited")),
            QStringLiteral("Legacy Baichuan plan")));
    }
    RawConnection raw(path, QStringLiteral("after"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), Store::kSchemaVersion);
    // Revisions saved before format 4 have no author; the migration records none.
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM revisions WHERE author <> ''")).toInt(), 0);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM drafts")).toInt(), 1);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    const QStringList backups = Store::backups(path);
    QCOMPARE(backups.size(), 1);
    QVERIFY(backups.constFirst().contains(QStringLiteral(".backup-v%1-").arg(fromVersion)));
    RawConnection backup(backups.constFirst(), QStringLiteral("backup"));
    QCOMPARE(backup.scalar(QStringLiteral("PRAGMA user_version")).toInt(), fromVersion);
    QVERIFY(!backup.scalar(QStringLiteral("SELECT COUNT(*) FROM drafts")).isValid());
}

void TestStoreRecovery::draftRoundTripsAndIsTakenOnce()
{
    QVERIFY(m_store->save(minimal(QStringLiteral("Plan A"), QStringLiteral("saved"))));
    const Scenario edited = minimal(QStringLiteral("Plan A"), QStringLiteral("unsaved edit"));
    QVERIFY(m_store->saveDraft(edited, QStringLiteral("Plan A")));
    const auto list = m_store->drafts();
    QVERIFY(list);
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->constFirst().name, QStringLiteral("Plan A"));
    QCOMPARE(list->constFirst().title, QStringLiteral("Plan A"));
    QVERIFY(list->constFirst().savedAt.isValid());
    const auto taken = m_store->takeDraft(QStringLiteral("Plan A"));
    QVERIFY2(taken, qPrintable(joinErrors(taken.errors())));
    QCOMPARE(taken->notes, QStringLiteral("unsaved edit"));
    QCOMPARE(m_store->load(QStringLiteral("Plan A"))->notes, QStringLiteral("saved"));
    QVERIFY(m_store->drafts()->isEmpty());
    const auto none = m_store->takeDraft(QStringLiteral("Plan A"));
    QVERIFY(!none);
    QCOMPARE(none.error().kind, ErrorKind::NotFound);
}

void TestStoreRecovery::aNewerDraftReplacesTheOlderOne()
{
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Plan A"), QStringLiteral("first")), QStringLiteral("Plan A")));
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Plan A (renamed)"), QStringLiteral("second")), QStringLiteral("Plan A")));
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Untitled"), QStringLiteral("new plan")), QString()));
    const auto list = m_store->drafts();
    QCOMPARE(list->size(), 2);
    const auto taken = m_store->takeDraft(QStringLiteral("Plan A"));
    QCOMPARE(taken->notes, QStringLiteral("second"));
    QCOMPARE(taken->name, QStringLiteral("Plan A (renamed)"));
    QCOMPARE(m_store->takeDraft(QString())->notes, QStringLiteral("new plan"));
}

void TestStoreRecovery::savingTheScenarioDiscardsItsDraft()
{
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Plan A"), QStringLiteral("edit")), QStringLiteral("Plan A")));
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Plan B"), QStringLiteral("edit")), QStringLiteral("Plan B")));
    QVERIFY(m_store->save(minimal(QStringLiteral("Plan A"), QStringLiteral("edit"))));
    const auto list = m_store->drafts();
    QCOMPARE(list->size(), 1);
    QCOMPARE(list->constFirst().name, QStringLiteral("Plan B"));
}

void TestStoreRecovery::draftsSurviveReopening()
{
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Plan A"), QStringLiteral("before the crash")), QStringLiteral("Plan A")));
    m_store.reset();
    auto again = Store::open(m_path);
    QVERIFY(again);
    QCOMPARE((*again)->drafts()->size(), 1);
    QCOMPARE((*again)->takeDraft(QStringLiteral("Plan A"))->notes, QStringLiteral("before the crash"));
}

void TestStoreRecovery::invalidDraftsAreRefused()
{
    Scenario bad = minimal(QStringLiteral("Plan A"));
    bad.training.seqLen = -5;
    const Status ok = m_store->saveDraft(bad, QStringLiteral("Plan A"));
    QVERIFY(!ok);
    QCOMPARE(ok.error().kind, ErrorKind::BadInput);
    QVERIFY(joinErrors(ok.errors()).contains(QStringLiteral("training.seq_len")));
    QVERIFY(m_store->drafts()->isEmpty());
}

void TestStoreRecovery::discardAndUnknownDrafts()
{
    QVERIFY(m_store->saveDraft(minimal(QStringLiteral("Plan A")), QStringLiteral("Plan A")));
    QVERIFY(m_store->discardDraft(QStringLiteral("Plan A")));
    QVERIFY(m_store->discardDraft(QStringLiteral("never drafted")));
    QVERIFY(m_store->drafts()->isEmpty());
}

void TestStoreRecovery::rotationMakesOneBackupPerDay()
{
    const QDate day(2026, 11, 29);
    const auto first = m_store->rotateBackups(7, day);
    QVERIFY2(first, qPrintable(joinErrors(first.errors())));
    QCOMPARE(*first, Store::dailyBackupName(m_path, day));
    QVERIFY(m_store->save(minimal(QStringLiteral("Plan A"))));
    const auto second = m_store->rotateBackups(7, day);
    QVERIFY(second);
    QVERIFY(second->isEmpty());
    QCOMPARE(dailyBackups(m_path), QStringList { QStringLiteral("library.sqlite.backup-daily-20261129") });
    QVERIFY(!QFileInfo::exists(m_path + QStringLiteral(".backup-in-progress")));
    const auto next = m_store->rotateBackups(7, day.addDays(1));
    QCOMPARE(*next, Store::dailyBackupName(m_path, day.addDays(1)));
    QCOMPARE(Store::backups(m_path).size(), 2);
}

void TestStoreRecovery::rotationKeepsTheNewestDays_data()
{
    QTest::addColumn<int>("days");
    QTest::addColumn<int>("keep");
    QTest::addRow("ten days keeping seven leaves the last seven") << 10 << 7;
    QTest::addRow("three days keeping seven leaves all three") << 3 << 7;
    QTest::addRow("five days keeping one leaves the last day") << 5 << 1;
}

void TestStoreRecovery::rotationKeepsTheNewestDays()
{
    QFETCH(int, days);
    QFETCH(int, keep);
    const QDate start(2026, 12, 25); // crosses a year end
    for (int d = 0; d < days; ++d)
        QVERIFY(m_store->rotateBackups(keep, start.addDays(d)));
    QStringList expected;
    for (int d = std::max(0, days - keep); d < days; ++d)
        expected << QFileInfo(Store::dailyBackupName(m_path, start.addDays(d))).fileName();
    QCOMPARE(dailyBackups(m_path), expected);
}

void TestStoreRecovery::rotatedBackupIsAConsistentCopy()
{
    QVERIFY(m_store->save(minimal(QStringLiteral("Plan A"), QStringLiteral("one"))));
    QVERIFY(m_store->save(minimal(QStringLiteral("Plan A"), QStringLiteral("two"))));
    const auto file = m_store->rotateBackups(7, QDate(2026, 11, 29));
    QVERIFY(file);
    RawConnection raw(*file, QStringLiteral("copy"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), Store::kSchemaVersion);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM revisions")).toInt(), 2);
    const QString copy = m_dir->filePath(QStringLiteral("restored.sqlite"));
    m_store.reset();
    auto restored = Store::openBackup(*file, copy);
    QVERIFY2(restored, qPrintable(joinErrors(restored.errors())));
    QCOMPARE((*restored)->load(QStringLiteral("Plan A"))->notes, QStringLiteral("two"));
}

void TestStoreRecovery::rotationLeavesMigrationBackupsAlone()
{
    QFile migration(m_path + QStringLiteral(".backup-v1-20250101T000000Z"));
    QVERIFY(migration.open(QIODevice::WriteOnly));
    migration.close();
    for (int d = 0; d < 4; ++d)
        QVERIFY(m_store->rotateBackups(2, QDate(2026, 1, 1).addDays(d)));
    QVERIFY(QFileInfo::exists(migration.fileName()));
    QCOMPARE(dailyBackups(m_path).size(), 2);
}

void TestStoreRecovery::rotationRefusesKeepBelowOne()
{
    const auto r = m_store->rotateBackups(0, QDate(2026, 1, 1));
    QVERIFY(!r);
    QCOMPARE(r.error().kind, ErrorKind::BadInput);
    QVERIFY(dailyBackups(m_path).isEmpty());
}

QTEST_GUILESS_MAIN(TestStoreRecovery)
#include "tst_storerecovery.moc"
