#include "tests/common/files.h"
#include "tests/core/store/storetesthelpers.h"

#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

// Every fault gives a clear error and leaves the bytes of the database file as they were.
class TestStoreFaults : public QObject {
    Q_OBJECT
private slots:
    void init();
    void damagedFilesAreDetectedAndLeftUntouched_data();
    void damagedFilesAreDetectedAndLeftUntouched();
    void startNewMovesTheDamagedFileAside();
    void openBackupReplacesADamagedFile();
    void readOnlyFolder_data();
    void readOnlyFolder();
    void lockedDatabaseFailsToSave();
    void lockedOldDatabaseFailsToOpen();
    void diskFullAtTheSizeLimit();
    void diskFullOnASmallFileSystem();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

using cp::test::readAll;
using cp::test::writeAll;

namespace {

QByteArray randomBytes(int n, quint32 seed)
{
    QRandomGenerator rng(seed);
    QByteArray b(n, Qt::Uninitialized);
    for (char &c : b)
        c = static_cast<char>(rng.bounded(256));
    return b;
}

bool createStore(const QString &path)
{
    auto s = Store::open(path);
    return bool(s);
}

bool run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

bool canWriteIn(const QString &dir)
{
    QFile probe(dir + QStringLiteral("/probe"));
    const bool ok = probe.open(QIODevice::WriteOnly);
    if (ok)
        probe.remove();
    return ok;
}

enum class Damage { RandomBytes,
    TruncatedMidPage,
    TruncatedAtPage,
    Jpeg,
    TextFile,
    TinyFile,
    CorruptPages };

} // namespace

void TestStoreFaults::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("library.sqlite"));
}

void TestStoreFaults::damagedFilesAreDetectedAndLeftUntouched_data()
{
    QTest::addColumn<int>("damage");
    QTest::addColumn<QString>("reason");
    QTest::addRow("random bytes") << int(Damage::RandomBytes) << "not an SQLite database";
    QTest::addRow("a real database cut in the middle of a page") << int(Damage::TruncatedMidPage) << "truncated";
    QTest::addRow("a real database cut at a page boundary") << int(Damage::TruncatedAtPage) << "truncated";
    QTest::addRow("a JPEG") << int(Damage::Jpeg) << "not an SQLite database";
    QTest::addRow("a text file") << int(Damage::TextFile) << "not an SQLite database";
    QTest::addRow("a few bytes") << int(Damage::TinyFile) << "only 7 bytes long";
    QTest::addRow("garbage inside the pages") << int(Damage::CorruptPages) << "";
    // Another program's SQLite file is not damaged but not a library: tst_storereadonly.
}

void TestStoreFaults::damagedFilesAreDetectedAndLeftUntouched()
{
    QFETCH(int, damage);
    QFETCH(QString, reason);
    QByteArray bytes;
    if (damage == int(Damage::TruncatedMidPage) || damage == int(Damage::TruncatedAtPage) || damage == int(Damage::CorruptPages)) {
        QVERIFY(createStore(m_path));
        bytes = readAll(m_path);
        QVERIFY(bytes.size() >= 8 * 4096);
    }
    switch (Damage(damage)) {
    case Damage::RandomBytes:
        bytes = randomBytes(64 * 1024, 1);
        break;
    case Damage::TruncatedMidPage:
        bytes.truncate(bytes.size() / 2 + 100);
        break;
    case Damage::TruncatedAtPage:
        bytes.truncate(4 * 4096);
        break;
    case Damage::Jpeg:
        bytes = QByteArray("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01\x01", 13) + randomBytes(20000, 2);
        break;
    case Damage::TextFile:
        bytes = QByteArray("name,value\nthis is not a database\n").repeated(100);
        break;
    case Damage::TinyFile:
        bytes = QByteArray("SQLite ", 7);
        break;
    case Damage::CorruptPages:
        bytes.replace(2 * 4096, 5 * 4096, randomBytes(5 * 4096, 3));
        break;
    }
    if (!bytes.isEmpty()) {
        QFile::remove(m_path + QStringLiteral("-wal"));
        QFile::remove(m_path + QStringLiteral("-shm"));
        QVERIFY(writeAll(m_path, bytes));
    }
    const QByteArray before = sha256(m_path);
    const auto store = Store::open(m_path, {});
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::Damaged);
    const QString message = store.error().message;
    QVERIFY2(message.contains(QStringLiteral("is damaged")) && message.contains(m_path) && message.contains(reason)
            && message.contains(QStringLiteral("open a backup or start a new database")),
        qPrintable(message));
    QCOMPARE(sha256(m_path), before);
    QVERIFY(!QFile::exists(m_path + QStringLiteral("-wal")));
}

void TestStoreFaults::startNewMovesTheDamagedFileAside()
{
    const QByteArray junk = randomBytes(10000, 4);
    QVERIFY(writeAll(m_path, junk));
    QVERIFY(!Store::open(m_path));
    auto fresh = Store::startNew(m_path);
    QVERIFY2(fresh, qPrintable(joinErrors(fresh.errors())));
    QCOMPARE((*fresh)->list()->size(), sampleFiles().size());
    const QStringList aside = QDir(m_dir->path()).entryList({ QStringLiteral("library.sqlite.damaged-*") });
    QCOMPARE(aside.size(), 1);
    QCOMPARE(readAll(m_dir->filePath(aside.constFirst())), junk);
}

void TestStoreFaults::openBackupReplacesADamagedFile()
{
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/v1.sqlite"), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(createStore(m_path)); // migrates and leaves a v1 backup
    const QStringList backups = Store::backups(m_path);
    QCOMPARE(backups.size(), 1);
    QVERIFY(writeAll(m_path, randomBytes(8192, 5)));
    QFile::remove(m_path + QStringLiteral("-wal"));
    QFile::remove(m_path + QStringLiteral("-shm"));
    const auto damaged = Store::open(m_path);
    QVERIFY(!damaged);
    QCOMPARE(damaged.error().kind, ErrorKind::Damaged);
    auto restored = Store::openBackup(backups.constFirst(), m_path);
    QVERIFY2(restored, qPrintable(joinErrors(restored.errors())));
    QCOMPARE((*restored)->list()->size(), 2);
    QVERIFY((*restored)->load(QStringLiteral("Legacy Baichuan plan")));
}

void TestStoreFaults::readOnlyFolder_data()
{
    QTest::addColumn<bool>("existing");
    QTest::addRow("an existing database in a read-only folder") << true;
    QTest::addRow("a new database in a read-only folder") << false;
}

void TestStoreFaults::readOnlyFolder()
{
    QFETCH(bool, existing);
    const QString folder = m_dir->filePath(QStringLiteral("locked-down"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/library.sqlite");
    if (existing)
        QVERIFY(createStore(path));
    const QByteArray before = sha256(path);
    bool immutable = false;
    const auto restore = qScopeGuard([&] {
        if (immutable) {
            run(QStringLiteral("chattr"), { QStringLiteral("-i"), folder });
            if (existing)
                run(QStringLiteral("chattr"), { QStringLiteral("-i"), path });
        }
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (existing)
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    });
    if (existing)
        QFile::setPermissions(path, QFile::ReadOwner);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
    if (canWriteIn(folder)) { // root ignores permission bits; an immutable folder stops root too
        immutable = run(QStringLiteral("chattr"), { QStringLiteral("+i"), folder })
            && (!existing || run(QStringLiteral("chattr"), { QStringLiteral("+i"), path }));
        if (!immutable || canWriteIn(folder))
            QSKIP("cannot make a read-only folder here (running as root without chattr)");
    }
    const auto store = Store::open(path, {});
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::ReadOnly);
    QVERIFY2(store.error().message.contains(QStringLiteral("Cannot write the scenario database")), qPrintable(store.error().message));
    QCOMPARE(sha256(path), before);
    QCOMPARE(QFile::exists(path), existing);
}

void TestStoreFaults::lockedDatabaseFailsToSave()
{
    QVERIFY(createStore(m_path));
    const QByteArray before = sha256(m_path);
    RawConnection other(m_path, QStringLiteral("other-instance"));
    QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    QVERIFY(other.exec(QStringLiteral("UPDATE scenarios SET notes_never_exists = 1")) == false);
    QVERIFY(other.exec(QStringLiteral("DELETE FROM revisions")));
    StoreOptions options;
    options.busyTimeoutMs = 100;
    auto store = Store::open(m_path, options);
    QVERIFY2(store, qPrintable(joinErrors(store.errors()))); // readers are never blocked by the WAL writer
    Scenario s;
    s.name = QStringLiteral("while locked");
    s.model.preset = QStringLiteral("llama3-8b");
    const auto saved = (*store)->save(s);
    QVERIFY(!saved);
    QCOMPARE(saved.error().kind, ErrorKind::Busy);
    QVERIFY2(saved.error().message.contains(QStringLiteral("is locked by another program")), qPrintable(saved.error().message));
    QCOMPARE((*store)->list()->size(), sampleFiles().size()); // our view is unchanged and consistent
    QCOMPARE(sha256(m_path), before);
    QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
    QVERIFY((*store)->save(s)); // works once the other instance lets go
}

void TestStoreFaults::lockedOldDatabaseFailsToOpen()
{
    // A rollback-journal database (as v1 wrote it) locked by a writer cannot even be read.
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/v1.sqlite"), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    RawConnection other(m_path, QStringLiteral("other-instance"));
    QVERIFY(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    QVERIFY(other.exec(QStringLiteral("DELETE FROM revisions")));
    const QByteArray before = sha256(m_path);
    StoreOptions options;
    options.busyTimeoutMs = 100;
    const auto store = Store::open(m_path, options);
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::Busy);
    QVERIFY2(store.error().message.contains(QStringLiteral("is locked")), qPrintable(store.error().message));
    QCOMPARE(sha256(m_path), before);
    QVERIFY(other.exec(QStringLiteral("ROLLBACK")));
}

void TestStoreFaults::diskFullAtTheSizeLimit()
{
    QVERIFY(createStore(m_path));
    const QByteArray before = sha256(m_path);
    StoreOptions options;
    options.growthLimitPages = 0;
    auto store = Store::open(m_path, options);
    QVERIFY(store);
    Scenario s;
    s.name = QStringLiteral("too big for the disk");
    s.model.preset = QStringLiteral("llama3-8b");
    s.notes = QString(20000, QLatin1Char('n'));
    s.tags = { QStringLiteral("new-tag") };
    const auto saved = (*store)->save(s);
    QVERIFY(!saved);
    QCOMPARE(saved.error().kind, ErrorKind::DiskFull);
    QVERIFY2(saved.error().message.contains(QStringLiteral("is full; nothing was saved")), qPrintable(saved.error().message));
    QVERIFY(!(*store)->load(s.name));
    QVERIFY(!(*store)->tags()->contains(QStringLiteral("new-tag")));
    store = Error {};
    QCOMPARE(sha256(m_path), before);
}

void TestStoreFaults::diskFullOnASmallFileSystem()
{
    const QString mountPoint = m_dir->filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(mountPoint));
    if (!run(QStringLiteral("mount"), { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint }))
        QSKIP("cannot mount a small tmpfs here (needs root); the size-limit test covers a full disk");
    const auto unmount = qScopeGuard([&] { run(QStringLiteral("umount"), { mountPoint }); });
    const QString path = mountPoint + QStringLiteral("/library.sqlite");
    QVERIFY(createStore(path));
    {
        QFile filler(mountPoint + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(4096, 'f');
        while (filler.write(block) == block.size() && filler.flush()) { }
    }
    const QByteArray before = sha256(path);
    auto store = Store::open(path);
    ErrorKind problem = store ? ErrorKind::BadInput : store.error().kind;
    if (store) {
        Scenario s;
        s.name = QStringLiteral("no room");
        s.model.preset = QStringLiteral("llama3-8b");
        s.notes = QString(20000, QLatin1Char('n'));
        const auto saved = (*store)->save(s);
        QVERIFY(!saved);
        problem = saved.error().kind;
        QVERIFY2(saved.error().message.contains(QStringLiteral("is full")), qPrintable(saved.error().message));
        store = Error {};
    } else {
        QVERIFY2(store.error().message.contains(QStringLiteral("is full")), qPrintable(store.error().message));
    }
    QCOMPARE(problem, ErrorKind::DiskFull);
    QCOMPARE(sha256(path), before);
}

QTEST_GUILESS_MAIN(TestStoreFaults)
#include "tst_storefaults.moc"
