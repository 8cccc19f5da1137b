#include "tests/core/store/storetesthelpers.h"

#include "core/store/dialect.h"
#include "core/store/schema.h"
#include "core/store/store.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

// Migrates tests/data/store/v1.sqlite (committed bytes written by the v1 schema; see
// make-v1-db.sql next to it) to the current schema.
class TestStoreMigration : public QObject {
    Q_OBJECT
private slots:
    void init();
    void storedFileIsVersion1();
    void migratesToTheCurrentVersion();
    void keepsEveryScenarioRevisionTagAndEdit();
    void searchTextIsFilledForOldRows();
    void backupIsTakenBeforeMigrating();
    void migratedStoreWorksAndIsNotMigratedTwice();
    void aFailedStepLeavesTheOldVersion();
    void newerDatabaseIsRefusedUntouched_data();
    void newerDatabaseIsRefusedUntouched();
    void version4LibraryGainsCalibrationPointsAndKeepsEverything();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    QString m_original = QStringLiteral(CP_TEST_DATA_DIR "/store/v1.sqlite");
};

void TestStoreMigration::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("old.sqlite"));
    QVERIFY(QFile::copy(m_original, m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
}

void TestStoreMigration::storedFileIsVersion1()
{
    RawConnection raw(m_original, QStringLiteral("raw"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM tags")).toInt(), 5);
}

void TestStoreMigration::migratesToTheCurrentVersion()
{
    {
        auto store = Store::open(m_path);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    }
    RawConnection raw(m_path, QStringLiteral("raw"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), Store::kSchemaVersion);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    QVERIFY(!raw.scalar(QStringLiteral("SELECT COUNT(*) FROM tags")).isValid()); // v1 table is gone
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM scenario_tags")).toInt(), 5);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM tag_names")).toInt(), 4);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
}

void TestStoreMigration::keepsEveryScenarioRevisionTagAndEdit()
{
    auto store = Store::open(m_path);
    QVERIFY(store);
    Store &s = **store;
    const auto rows = s.list();
    QVERIFY(rows);
    QCOMPARE(rows->size(), 2); // no samples are added to an existing library
    QCOMPARE(rows->at(0).name, QStringLiteral("7B LoRA fine-tune on L40S"));
    QCOMPARE(rows->at(0).revisions, 2);
    QCOMPARE(rows->at(1).tags, (QStringList { QStringLiteral("fine-tuning"), QStringLiteral("legacy") }));
    const auto legacy = s.load(QStringLiteral("Legacy Baichuan plan"));
    QVERIFY2(legacy, qPrintable(joinErrors(legacy.errors())));
    QCOMPARE(legacy->model.preset, QStringLiteral("baichuan2-13b"));
    QCOMPARE(legacy->training.loraRank, 64);
    const auto revs = s.revisions(QStringLiteral("7B LoRA fine-tune on L40S"));
    QCOMPARE(revs->size(), 2);
    QCOMPARE(revs->constFirst().comment, QStringLiteral("saved before schema version 2"));
    QCOMPARE(s.revision(QStringLiteral("7B LoRA fine-tune on L40S"), 1)->notes, QStringLiteral("first draft"));
    QCOMPARE(s.priceEdits()->size(), 1);
    QCOMPARE(s.priceEdits()->constFirst().value, std::optional<double>(9000));
    QCOMPARE(s.catalogEdits()->constFirst().value, QStringLiteral("1.6"));
    QVERIFY(s.comparisons()->isEmpty());
}

void TestStoreMigration::searchTextIsFilledForOldRows()
{
    auto store = Store::open(m_path);
    QVERIFY(store);
    const auto byNotes = (*store)->list(QStringLiteral("approved by the cfo"));
    QCOMPARE(byNotes->size(), 1);
    QCOMPARE(byNotes->constFirst().name, QStringLiteral("Legacy Baichuan plan"));
    QCOMPARE((*store)->list({}, QStringLiteral("legacy"))->size(), 1);
}

void TestStoreMigration::backupIsTakenBeforeMigrating()
{
    const QByteArray before = sha256(m_path);
    {
        auto store = Store::open(m_path);
        QVERIFY(store);
    }
    const QStringList backups = Store::backups(m_path);
    QCOMPARE(backups.size(), 1);
    QVERIFY(backups.constFirst().contains(QStringLiteral(".backup-v1-")));
    RawConnection raw(backups.constFirst(), QStringLiteral("backup"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM revisions")).toInt(), 3);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT body FROM scenarios WHERE id = 2")).toString().left(20),
        QStringLiteral("{\"schema_version\": 1"));
    QVERIFY(sha256(m_path) != before);
    QCOMPARE(sha256(m_original), sha256(m_original)); // the committed file is only ever copied
}

void TestStoreMigration::migratedStoreWorksAndIsNotMigratedTwice()
{
    {
        auto store = Store::open(m_path);
        QVERIFY(store);
        auto legacy = (*store)->load(QStringLiteral("Legacy Baichuan plan"));
        legacy->tags << QStringLiteral("migrated");
        QCOMPARE(*(*store)->save(*legacy), 2);
    }
    auto again = Store::open(m_path);
    QVERIFY(again);
    QCOMPARE(Store::backups(m_path).size(), 1);
    QCOMPARE((*again)->list({}, QStringLiteral("migrated"))->size(), 1);
}

void TestStoreMigration::aFailedStepLeavesTheOldVersion()
{
    {
        RawConnection raw(m_path, QStringLiteral("sabotage"));
        // An index is not part of what identifies a library, but this one clashes with step 2.
        QVERIFY(raw.exec(QStringLiteral("CREATE INDEX scenarios_by_updated ON scenarios (name)")));
    }
    const auto store = Store::open(m_path, {});
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::Io);
    RawConnection raw(m_path, QStringLiteral("after"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM tags")).toInt(), 5);
    QVERIFY(!raw.scalar(QStringLiteral("SELECT COUNT(*) FROM tag_names")).isValid());
}

void TestStoreMigration::newerDatabaseIsRefusedUntouched_data()
{
    QTest::addColumn<qint64>("version");
    QTest::addRow("the next version") << qint64(Store::kSchemaVersion + 1);
    QTest::addRow("99") << qint64(99);
    QTest::addRow("the largest user_version") << qint64(2147483647);
}

void TestStoreMigration::newerDatabaseIsRefusedUntouched()
{
    QFETCH(qint64, version);
    {
        RawConnection raw(m_path, QStringLiteral("future"));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId))); // newer libraries are marked
    }
    const QByteArray before = sha256(m_path);
    const auto store = Store::open(m_path, {});
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::TooNew);
    // The version number itself is not shown: a huge one would only confuse.
    QVERIFY2(store.error().message.contains(QStringLiteral("newer Compute Planner (it uses a newer format; this version reads formats up to %1)").arg(Store::kSchemaVersion)),
        qPrintable(store.error().message));
    QVERIFY2(!store.error().message.contains(QString::number(version)), qPrintable(store.error().message));
    QCOMPARE(sha256(m_path), before);
    QVERIFY(Store::backups(m_path).isEmpty());
}

void TestStoreMigration::version4LibraryGainsCalibrationPointsAndKeepsEverything()
{
    // A version-4 library (the format before issue 23): the committed v1 file taken through steps
    // 2-4 by hand and marked, as a v4 Compute Planner left it.
    {
        RawConnection raw(m_path, QStringLiteral("v4"));
        QSqlDatabase db = raw.db();
        for (const schema::Migration &step : schema::migrations()) {
            if (step.toVersion < 2 || step.toVersion > 4)
                continue;
            QVERIFY(db.transaction());
            const Status applied = step.apply(db, SqlDialect::sqlite());
            QVERIFY2(applied, qPrintable(joinErrors(applied.errors())));
            QVERIFY(db.commit());
        }
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 4")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(schema::kApplicationId)));
        QVERIFY(!raw.scalar(QStringLiteral("SELECT COUNT(*) FROM calibration_points")).isValid());
    }
    {
        auto store = Store::open(m_path);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
        Store &s = **store;
        QCOMPARE(s.list()->size(), 2);
        QCOMPARE(s.revisions(QStringLiteral("7B LoRA fine-tune on L40S"))->size(), 2);
        QCOMPARE(s.priceEdits()->size(), 1);
        QCOMPARE(s.catalogEdits()->size(), 1);
        QVERIFY(s.calibrations()->isEmpty());
        calibrate::PilotPoint p;
        p.accelerator = QStringLiteral("l40s-48gb");
        p.configuration = QStringLiteral("{}");
        p.measuredTokensPerS = 900;
        p.predictedTokensPerS = 1000;
        p.predictedStepS = 1;
        p.predictedPeakGiB = 40;
        p.predictedMfu = 0.3;
        QVERIFY2(s.addCalibration(p), "a migrated library stores calibration points");
    }
    QVERIFY(Store::backups(m_path).constFirst().contains(QStringLiteral(".backup-v4-")));
    RawConnection raw(m_path, QStringLiteral("raw"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), Store::kSchemaVersion);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM calibration_points")).toInt(), 1);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM revisions")).toInt(), 3);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestStoreMigration)
#include "tst_storemigration.moc"
