#include "tests/core/store/storetesthelpers.h"

#include "core/store/schema.h"
#include "core/store/store.h"
#include "tests/common/files.h"

#include <QDir>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace cp;

// What the store refuses to touch, and what it reads without writing:
//   * an SQLite file that is not a Compute Planner library (another program's tables, marker or
//     version, or a library table missing) is refused, for reading and for writing, and the file
//     and its folder stay byte-identical (no -wal, -shm or backup appears);
//   * StoreOptions::readOnly reads a library (also an older-format one, also one whose log has no
//     -shm, also in a folder the user cannot write) without writing anything, and refuses writes;
//   * a stored scenario that cannot be parsed is reported as that scenario being damaged.
// Root ignores permissions, so the read-only-folder checks run the reader as "nobody" when the
// test runs as root (setpriv, from util-linux).
class TestStoreReadOnly : public QObject {
    Q_OBJECT
private slots:
    void init();
    void foreignFilesAreRefusedUntouched_data();
    void foreignFilesAreRefusedUntouched();
    void oldLibrariesWithoutTheMarkerAreMarkedWhenWritten();
    void readOnlyOpenWritesNothingAndRefusesWrites();
    void readOnlyReadsOlderLibrariesAsTheyAre_data();
    void readOnlyReadsOlderLibrariesAsTheyAre();
    void readOnlySeesWhatAnotherWriterCommitted();
    void readOnlyFolderIsReadable_data();
    void readOnlyFolderIsReadable();
    void damagedRowIsNamed();
    void writingOpenLeavesAForeignLogUntouched_data();
    void writingOpenLeavesAForeignLogUntouched();
    void readCopyIsNamedAndRemovedOnClose();
    void readOnlyOpenOfNoLibraryCreatesNothing();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

namespace {

const QString kWriter = QStringLiteral(CP_STORE_WRITER);

/// Every file in the folder with its checksum.
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> out;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System))
        out.insert(name, sha256(dir.filePath(name)));
    return out;
}

bool makeLibrary(const QString &path, const QStringList &names)
{
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(path, options);
    if (!store)
        return false;
    for (const QString &name : names) {
        if (!(*store)->save(minimal(name, QStringLiteral("notes of ") + name)))
            return false;
    }
    return true;
}

enum class Foreign { Empty,
    OtherTables,
    OtherTablesWal,
    SameNamesOtherColumns,
    NoVersion,
    OtherMarker,
    NegativeVersion,
    MissingTable,
    OtherColumns,
    ExtraTable };

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs store_writer, as "nobody" when this test runs as root (root may write anywhere). The
// program is copied into folder first, since "nobody" may not reach the build folder.
Run runWriter(const QString &folder, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(folder);
    if (::geteuid() == 0) {
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (setpriv.isEmpty())
            return { -1, {}, QStringLiteral("setpriv (util-linux) is missing") };
        const QString writer = folder + QStringLiteral("/store_writer");
        if (!QFile::exists(writer) && !QFile::copy(kWriter, writer))
            return { -1, {}, QStringLiteral("cannot copy store_writer") };
        QFile::setPermissions(writer, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        p.start(setpriv, QStringList { QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"), writer } + args);
    } else {
        p.start(kWriter, args);
    }
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit)
        return { -1, {}, QStringLiteral("store_writer did not finish: ") + p.errorString() };
    return { p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

void TestStoreReadOnly::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("library.sqlite"));
}

void TestStoreReadOnly::foreignFilesAreRefusedUntouched_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("version");
    QTest::addColumn<QString>("reason");
    for (int v = 1; v <= 3; ++v) {
        QTest::addRow("user_version %d, another program's tables", v) << int(Foreign::OtherTables) << v << "not those of";
        QTest::addRow("user_version %d, another program's tables, WAL", v) << int(Foreign::OtherTablesWal) << v << "not those of";
        QTest::addRow("user_version %d, the library's table names with other columns", v) << int(Foreign::SameNamesOtherColumns) << v
                                                                                          << "not those of";
    }
    QTest::addRow("user_version 0, another program's tables") << int(Foreign::NoVersion) << 0 << "another program";
    QTest::addRow("an empty SQLite database") << int(Foreign::Empty) << 0 << "an empty SQLite database";
    QTest::addRow("another program's application_id") << int(Foreign::OtherMarker) << 3 << "belongs to another program";
    QTest::addRow("user_version -1") << int(Foreign::NegativeVersion) << -1 << "format version";
    QTest::addRow("a library's table is missing") << int(Foreign::MissingTable) << 3 << "the table drafts is missing";
    QTest::addRow("a library's table has other columns") << int(Foreign::OtherColumns) << 3 << "the table drafts has other columns";
    QTest::addRow("an extra table") << int(Foreign::ExtraTable) << 3 << "it has a table photos";
}

void TestStoreReadOnly::foreignFilesAreRefusedUntouched()
{
    QFETCH(int, kind);
    QFETCH(int, version);
    QFETCH(QString, reason);
    switch (Foreign(kind)) {
    case Foreign::Empty: {
        RawConnection raw(m_path, QStringLiteral("foreign"));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE gone (id INTEGER)")));
        QVERIFY(raw.exec(QStringLiteral("DROP TABLE gone")));
        break;
    }
    case Foreign::OtherTables:
    case Foreign::OtherTablesWal:
    case Foreign::NoVersion: {
        RawConnection raw(m_path, QStringLiteral("foreign"));
        if (Foreign(kind) == Foreign::OtherTablesWal)
            QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, data BLOB)")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE albums (id INTEGER PRIMARY KEY, title TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO albums (title) VALUES ('holiday')")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        break;
    }
    case Foreign::SameNamesOtherColumns: {
        RawConnection raw(m_path, QStringLiteral("foreign"));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE scenarios (id INTEGER PRIMARY KEY, title TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE revisions (id INTEGER PRIMARY KEY, note TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        break;
    }
    case Foreign::OtherMarker:
    case Foreign::NegativeVersion:
    case Foreign::MissingTable:
    case Foreign::OtherColumns:
    case Foreign::ExtraTable: {
        QVERIFY(makeLibrary(m_path, { QStringLiteral("kept") }));
        RawConnection raw(m_path, QStringLiteral("foreign"));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
        if (Foreign(kind) == Foreign::OtherMarker)
            QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = 305419896")));
        if (Foreign(kind) == Foreign::NegativeVersion) {
            QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = 0")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = -1")));
        }
        if (Foreign(kind) == Foreign::MissingTable)
            QVERIFY(raw.exec(QStringLiteral("DROP TABLE drafts")));
        if (Foreign(kind) == Foreign::OtherColumns)
            QVERIFY(raw.exec(QStringLiteral("ALTER TABLE drafts ADD COLUMN editor TEXT")));
        if (Foreign(kind) == Foreign::ExtraTable)
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY)")));
        break;
    }
    }
    QVERIFY(!QFile::exists(m_path + QStringLiteral("-wal")));
    const QMap<QString, QByteArray> before = snapshot(m_dir->path());
    for (const bool readOnly : { true, false }) {
        StoreOptions options;
        options.readOnly = readOnly;
        const auto store = Store::open(m_path, options);
        QVERIFY(!store);
        QCOMPARE(store.error().kind, ErrorKind::NotALibrary);
        const QString message = store.error().message;
        QVERIFY2(message.contains(QStringLiteral("is not a Compute Planner scenario library")) && message.contains(reason)
                && message.contains(QStringLiteral("left untouched")) && !message.contains(QStringLiteral("PRAGMA"))
                && !message.contains(QStringLiteral("Unable to")),
            qPrintable(message));
        QCOMPARE(snapshot(m_dir->path()), before);
    }
}

void TestStoreReadOnly::oldLibrariesWithoutTheMarkerAreMarkedWhenWritten()
{
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/v2.sqlite"), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    {
        RawConnection raw(m_path, QStringLiteral("before"));
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA application_id")).toLongLong(), 0);
    }
    {
        auto store = Store::open(m_path);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    }
    RawConnection raw(m_path, QStringLiteral("after"));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA application_id")).toLongLong(), qint64(schema::kApplicationId));
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), Store::kSchemaVersion);
    // A new library is marked from the start.
    const QString fresh = m_dir->filePath(QStringLiteral("fresh.sqlite"));
    QVERIFY(makeLibrary(fresh, {}));
    RawConnection created(fresh, QStringLiteral("fresh"));
    QCOMPARE(created.scalar(QStringLiteral("PRAGMA application_id")).toLongLong(), qint64(schema::kApplicationId));
}

void TestStoreReadOnly::readOnlyOpenWritesNothingAndRefusesWrites()
{
    QVERIFY(makeLibrary(m_path, { QStringLiteral("first"), QStringLiteral("second") }));
    QVERIFY(!QFile::exists(m_path + QStringLiteral("-wal")));
    const QMap<QString, QByteArray> before = snapshot(m_dir->path());
    {
        StoreOptions options;
        options.readOnly = true;
        auto opened = Store::open(m_path, options);
        QVERIFY2(opened, qPrintable(joinErrors(opened.errors())));
        Store &store = **opened;
        QVERIFY(store.isReadOnly());
        QCOMPARE(store.list()->size(), 2);
        QCOMPARE(store.load(QStringLiteral("first"))->notes, QStringLiteral("notes of first"));
        QCOMPARE(store.revisions(QStringLiteral("second"))->size(), 1);
        QVERIFY(store.tags());
        QVERIFY(store.drafts());
        QVERIFY(store.comparisons());
        QVERIFY(store.priceEdits());
        QVERIFY(store.catalogEdits());
        QCOMPARE(snapshot(m_dir->path()), before); // not even a -wal or -shm while it is open
        const auto refused = [&store](const Status &s, const char *what) {
            QVERIFY2(!s, what);
            QCOMPARE(s.error().kind, ErrorKind::ReadOnly);
            QVERIFY2(s.error().message.contains(QStringLiteral("Cannot write the scenario database"))
                    && s.error().message.contains(QStringLiteral("opened for reading only")),
                qPrintable(s.error().message));
        };
        const auto status = [](const auto &expected) { return expected ? Status(Ok {}) : Status(expected.errors()); };
        refused(status(store.save(minimal(QStringLiteral("third")))), "save");
        refused(status(store.saveMany({ minimal(QStringLiteral("third")) })), "saveMany");
        refused(store.remove(QStringLiteral("first")), "remove");
        refused(store.rename(QStringLiteral("first"), QStringLiteral("renamed")), "rename");
        refused(status(store.restoreRevision(QStringLiteral("first"), 1)), "restoreRevision");
        refused(store.saveDraft(minimal(QStringLiteral("first")), QStringLiteral("first")), "saveDraft");
        refused(store.discardDraft(QStringLiteral("first")), "discardDraft");
        refused(store.setPriceEdit({ QStringLiteral("gpu.h100.hour"), 1.0, QStringLiteral("CNY"), QStringLiteral("hour"), {}, {}, {} }), "setPriceEdit");
        refused(store.removePriceEdit(QStringLiteral("gpu.h100.hour")), "removePriceEdit");
        refused(store.removeCatalogEdit(QStringLiteral("accelerator"), QStringLiteral("h100"), QStringLiteral("tdp_w")), "removeCatalogEdit");
        refused(store.saveComparison({ QStringLiteral("c"), { QStringLiteral("first"), QStringLiteral("second") }, {} }), "saveComparison");
        refused(store.removeComparison(QStringLiteral("c")), "removeComparison");
        refused(status(store.rotateBackups()), "rotateBackups");
    }
    QCOMPARE(snapshot(m_dir->path()), before);
}

void TestStoreReadOnly::readOnlyReadsOlderLibrariesAsTheyAre_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("version 1 (rollback journal)") << QStringLiteral("v1.sqlite");
    QTest::addRow("version 2") << QStringLiteral("v2.sqlite");
}

void TestStoreReadOnly::readOnlyReadsOlderLibrariesAsTheyAre()
{
    QFETCH(QString, file);
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/") + file, m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    const QMap<QString, QByteArray> before = snapshot(m_dir->path());
    {
        StoreOptions options;
        options.readOnly = true;
        auto store = Store::open(m_path, options);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
        QCOMPARE((*store)->list()->size(), 2);
        const auto legacy = (*store)->load(QStringLiteral("Legacy Baichuan plan"));
        QVERIFY2(legacy, qPrintable(joinErrors(legacy.errors())));
        QCOMPARE(legacy->model.preset, QStringLiteral("baichuan2-13b"));
        QVERIFY((*store)->revisions(QStringLiteral("7B LoRA fine-tune on L40S"))->size() >= 2);
        const auto saved = (*store)->save(minimal(QStringLiteral("new")));
        QVERIFY(!saved);
        QCOMPARE(saved.error().kind, ErrorKind::ReadOnly);
    }
    QCOMPARE(snapshot(m_dir->path()), before); // not migrated, no backup, no journal switch
    QVERIFY(Store::backups(m_path).isEmpty());
}

void TestStoreReadOnly::readOnlySeesWhatAnotherWriterCommitted()
{
    QVERIFY(makeLibrary(m_path, { QStringLiteral("first") }));
    StoreOptions options;
    options.seedSamples = false;
    auto writer = Store::open(m_path, options); // like an open Compute Planner window
    QVERIFY(writer);
    QVERIFY((*writer)->save(minimal(QStringLiteral("only in the log"))));
    QVERIFY(QFileInfo(m_path + QStringLiteral("-wal")).size() > 0);
    const QByteArray mainFile = sha256(m_path);
    const QStringList files = QDir(m_dir->path()).entryList(QDir::Files);
    StoreOptions readOnly;
    readOnly.readOnly = true;
    auto reader = Store::open(m_path, readOnly);
    QVERIFY2(reader, qPrintable(joinErrors(reader.errors())));
    QVERIFY((*reader)->load(QStringLiteral("only in the log")));
    QCOMPARE((*reader)->list()->size(), 2);
    reader = Error {};
    QCOMPARE(sha256(m_path), mainFile);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), files);
}

void TestStoreReadOnly::readOnlyFolderIsReadable_data()
{
    QTest::addColumn<bool>("withLog");
    QTest::addColumn<bool>("withShm");
    QTest::addRow("a library alone in a read-only folder") << false << false;
    QTest::addRow("a library with a log and no -shm in a read-only folder") << true << false;
    QTest::addRow("a library with a log and its -shm in a read-only folder") << true << true;
}

void TestStoreReadOnly::readOnlyFolderIsReadable()
{
    QFETCH(bool, withLog);
    QFETCH(bool, withShm);
    const QString folder = m_dir->filePath(QStringLiteral("read-only"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/library.sqlite");
    QStringList expected { QStringLiteral("first\tnotes of first") };
    if (withLog) {
        // The file and its log as a crash (or a copy from a running program) leaves them.
        const QString live = m_dir->filePath(QStringLiteral("live.sqlite"));
        QVERIFY(makeLibrary(live, { QStringLiteral("first") }));
        StoreOptions options;
        options.seedSamples = false;
        auto writer = Store::open(live, options);
        QVERIFY(writer);
        QVERIFY((*writer)->save(minimal(QStringLiteral("only in the log"), QStringLiteral("from the log"))));
        QVERIFY(QFileInfo(live + QStringLiteral("-wal")).size() > 0);
        QVERIFY(QFile::copy(live, path));
        QVERIFY(QFile::copy(live + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
        if (withShm)
            QVERIFY(QFile::copy(live + QStringLiteral("-shm"), path + QStringLiteral("-shm")));
        expected.prepend(QStringLiteral("only in the log\tfrom the log"));
    } else {
        QVERIFY(makeLibrary(path, { QStringLiteral("first") }));
    }
    QCOMPARE(QFile::exists(path + QStringLiteral("-shm")), withShm);
    const QMap<QString, QByteArray> before = snapshot(folder);
    const auto restore = qScopeGuard([&] {
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    });
    // Readable (not writable) by everyone, so "nobody" can read it when the test runs as root.
    const auto readable = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther;
    const auto enterable = readable | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
    QVERIFY(QFile::setPermissions(m_dir->path(), enterable | QFile::WriteOwner));
    for (const QString &name : before.keys())
        QVERIFY(QFile::setPermissions(folder + QLatin1Char('/') + name, readable));
    QVERIFY(QFile::setPermissions(folder, enterable));

    // Writing is refused with the reason ...
    const Run write = runWriter(m_dir->path(), { QStringLiteral("--import"), path });
    QCOMPARE(write.exitCode, 1);
    QVERIFY2(write.err.contains(QStringLiteral("Cannot write the scenario database")) && write.err.contains(QStringLiteral("read-only")),
        qPrintable(write.err));
    QCOMPARE(snapshot(folder), before);
    // ... reading works, sees what the log holds, and leaves nothing behind.
    const Run read = runWriter(m_dir->path(), { QStringLiteral("--read"), path });
    QVERIFY2(read.exitCode == 0, qPrintable(read.err));
    QStringList lines = read.out.trimmed().split(QLatin1Char('\n'));
    lines.sort(); // both may carry the same second as their update time
    expected.sort();
    QCOMPARE(lines, expected);
    QCOMPARE(snapshot(folder), before);
}

void TestStoreReadOnly::damagedRowIsNamed()
{
    QVERIFY(makeLibrary(m_path, { QStringLiteral("good"), QStringLiteral("bad") }));
    {
        RawConnection raw(m_path, QStringLiteral("damage"));
        QVERIFY(raw.exec(QStringLiteral("UPDATE scenarios SET body = '{\"schema_version\": 1, \"name\": ' WHERE name = 'bad'")));
        QVERIFY(raw.exec(QStringLiteral("UPDATE revisions SET body = 'not json' WHERE number = 1 AND scenario_id = (SELECT id FROM scenarios WHERE name = 'bad')")));
    }
    for (const bool readOnly : { true, false }) {
        StoreOptions options;
        options.readOnly = readOnly;
        auto store = Store::open(m_path, options);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
        QVERIFY((*store)->load(QStringLiteral("good")));
        const auto bad = (*store)->load(QStringLiteral("bad"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, ErrorKind::Damaged);
        QVERIFY2(bad.error().message.contains(QStringLiteral("The stored scenario 'bad'")) && bad.error().message.contains(QStringLiteral("is damaged")),
            qPrintable(bad.error().message));
        const auto revision = (*store)->revision(QStringLiteral("bad"), 1);
        QVERIFY(!revision);
        QCOMPARE(revision.error().kind, ErrorKind::Damaged);
        QVERIFY2(revision.error().message.contains(QStringLiteral("Revision 1 of the scenario 'bad'")), qPrintable(revision.error().message));
        const auto missing = (*store)->load(QStringLiteral("missing"));
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, ErrorKind::NotFound);
    }
}

void TestStoreReadOnly::writingOpenLeavesAForeignLogUntouched_data()
{
    QTest::addColumn<bool>("withShm");
    QTest::addRow("log and -shm index") << true;
    QTest::addRow("log without -shm index") << false;
}

void TestStoreReadOnly::writingOpenLeavesAForeignLogUntouched()
{
    // Another program's WAL database with changes still in its log: copied while its connection
    // is open, so the copy's log holds pages no checkpoint has folded into the file yet.
    QFETCH(bool, withShm);
    const QString source = m_dir->filePath(QStringLiteral("source/photos.sqlite"));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("source")));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("copy")));
    const QString copy = m_dir->filePath(QStringLiteral("copy/photos.sqlite"));
    {
        RawConnection raw(source, QStringLiteral("foreign-wal"));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, data BLOB)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO photos (data) VALUES (zeroblob(10000))")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 3")));
        QStringList suffixes { QString(), QStringLiteral("-wal") };
        if (withShm)
            suffixes << QStringLiteral("-shm");
        for (const QString &suffix : suffixes)
            QVERIFY(QFile::copy(source + suffix, copy + suffix));
    }
    QVERIFY(QFileInfo(copy + QStringLiteral("-wal")).size() > 0);
    const QByteArray file = sha256(copy);
    const QByteArray log = sha256(copy + QStringLiteral("-wal"));
    const auto store = Store::open(copy); // a writing open, as `scenario import --db` does
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::NotALibrary);
    QVERIFY2(store.error().message.contains(QStringLiteral("left untouched")), qPrintable(store.error().message));
    QCOMPARE(sha256(copy), file);
    QVERIFY(QFile::exists(copy + QStringLiteral("-wal")));
    QCOMPARE(sha256(copy + QStringLiteral("-wal")), log);
}

void TestStoreReadOnly::readCopyIsNamedAndRemovedOnClose()
{
    // A library whose log has no -shm index is read from a copy in the temporary folder, named
    // computeplanner-read-PID-XXXXXX, and the copy is gone once the store is closed.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QByteArray oldTmp = qgetenv("TMPDIR");
    qputenv("TMPDIR", QFile::encodeName(tmp.path()));
    const auto restore = qScopeGuard([&]() { qputenv("TMPDIR", oldTmp); });
    QVERIFY(makeLibrary(m_path, { QStringLiteral("kept") }));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("copy")));
    const QString copy = m_dir->filePath(QStringLiteral("copy/library.sqlite"));
    {
        RawConnection raw(m_path, QStringLiteral("log-without-shm"));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        QVERIFY(raw.exec(QStringLiteral("UPDATE scenarios SET name = name")));
        for (const QString &suffix : { QString(), QStringLiteral("-wal") })
            QVERIFY(QFile::copy(m_path + suffix, copy + suffix));
    }
    QVERIFY(QFileInfo(copy + QStringLiteral("-wal")).size() > 0);
    const QStringList pattern { QStringLiteral("computeplanner-read-*") };
    {
        StoreOptions options;
        options.readOnly = true;
        const auto store = Store::open(copy, options);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        const QStringList copies = QDir(tmp.path()).entryList(pattern, QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(copies.size(), 1);
        QVERIFY2(copies.constFirst().startsWith(QStringLiteral("computeplanner-read-%1-").arg(QCoreApplication::applicationPid())), qPrintable(copies.constFirst()));
    }
    QCOMPARE(QDir(tmp.path()).entryList(pattern, QDir::Dirs | QDir::NoDotAndDotDot), QStringList {});
}

void TestStoreReadOnly::readOnlyOpenOfNoLibraryCreatesNothing()
{
    // A mistyped path, in a folder that exists and in one that does not, and a 0-byte file: read
    // as a new library of samples, with nothing created, emptied or replaced.
    const QString missing = m_dir->filePath(QStringLiteral("libary.sqlite"));
    const QString noFolder = m_dir->filePath(QStringLiteral("no/such/library.sqlite"));
    const QString empty = m_dir->filePath(QStringLiteral("empty.sqlite"));
    QVERIFY(cp::test::writeAll(empty, QByteArray()));
    for (const QString &path : { missing, noFolder, empty }) {
        StoreOptions options;
        options.readOnly = true;
        const auto store = Store::open(path, options);
        QVERIFY2(store, qPrintable(path + (store ? QString() : store.error().toString())));
        QCOMPARE((*store)->path(), path);
        const auto rows = (*store)->list();
        QVERIFY(rows && !rows->isEmpty());
        QVERIFY(!(*store)->save(minimal(QStringLiteral("refused"), QString())));
    }
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList { QStringLiteral("empty.sqlite") });
    QCOMPARE(QFileInfo(empty).size(), 0);
}

QTEST_GUILESS_MAIN(TestStoreReadOnly)
#include "tst_storereadonly.moc"
