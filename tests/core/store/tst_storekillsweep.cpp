#include "tests/core/store/storetesthelpers.h"

#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "tests/common/traced.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

// Kill -9 at every write: strace kills a store_writer process on its Nth pwrite64 call, for every
// N from the first write to the last, so every state a crash can leave on disk is tried once.
//   * an import into a 500-scenario library (including the checkpoint on close, which used to
//     leave a file shorter than its header says next to its -wal and be refused as "truncated").
//     The import makes the same writes into 500 scenarios as into 2,000 (it appends one scenario
//     and checkpoints its pages); the larger base only made each of the ~50 reopenings slower;
//   * the creation of a new library (which used to leave a 0-byte or unseeded file).
// After each kill the library opens (read-only and for writing), passes the integrity check and
// holds either the old or the new content, whole. strace is required (installer/bootstrap).
class TestStoreKillSweep : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyWriteOfAnImport();
    void everyWriteOfTheCreation();
    void aFullDiskDuringCreationLeavesNoFile();
    void aZeroByteFileIsANewLibrary();

private:
    QString m_strace;
    // In memory where there is a tmpfs: the sweep opens the library about 400 times.
    QTemporaryDir m_dir { QFileInfo(QStringLiteral("/dev/shm")).isWritable() ? QStringLiteral("/dev/shm/tst_store_killsweep-XXXXXX")
                                                                             : QDir::tempPath() + QStringLiteral("/tst_store_killsweep-XXXXXX") };
};

namespace {

constexpr int kScenarios = 500;
const QString kImported = QStringLiteral("Imported by the sweep");
const QString kWriter = QStringLiteral(CP_STORE_WRITER);

struct Run {
    bool crashed = false;
    int exitCode = 0;
    QString err;
};

Run runTraced(const QString &strace, const QStringList &straceArgs, const QStringList &writerArgs)
{
    QProcess p;
    p.setProcessEnvironment(cp::test::tracedEnvironment());
    p.start(strace, QStringList { QStringLiteral("-f"), QStringLiteral("-qq") } + straceArgs + QStringList { QStringLiteral("--"), kWriter } + writerArgs);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
        r.exitCode = -1;
        r.err = QStringLiteral("timed out");
        return r;
    }
    // strace ends the way its tracee ended: killed by the same signal, or with its exit code.
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.exitCode = p.exitCode();
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

// How many pwrite64 calls the writer makes (counted from strace's log).
int countWrites(const QString &strace, const QString &log, const QStringList &writerArgs)
{
    const Run r = runTraced(strace, { QStringLiteral("-e"), QStringLiteral("trace=pwrite64"), QStringLiteral("-o"), log }, writerArgs);
    if (r.crashed || r.exitCode != 0)
        return -1;
    QFile f(log);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    int n = 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.contains("pwrite64(") && !line.contains("resumed>"))
            ++n;
    }
    return n;
}

Run killAtWrite(const QString &strace, int n, const QStringList &writerArgs)
{
    return runTraced(strace,
        { QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-e"), QStringLiteral("trace=pwrite64"), QStringLiteral("-e"),
            QStringLiteral("inject=pwrite64:signal=SIGKILL:when=%1").arg(n) },
        writerArgs);
}

void removeLibrary(const QString &path)
{
    const QFileInfo info(path);
    QDir dir(info.absolutePath());
    for (const QString &f : dir.entryList({ info.fileName() + QStringLiteral("*") }, QDir::Files | QDir::Hidden))
        dir.remove(f);
}

QStringList leftovers(const QString &path)
{
    const QFileInfo info(path);
    return QDir(info.absolutePath()).entryList({ info.fileName() + QStringLiteral(".creating*") }, QDir::Files | QDir::Hidden);
}

} // namespace

void TestStoreKillSweep::initTestCase()
{
    m_strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
    QVERIFY2(!m_strace.isEmpty(), "strace is not installed; installer/bootstrap installs it (the kill sweep needs it)");
    QVERIFY(m_dir.isValid());
}

void TestStoreKillSweep::everyWriteOfAnImport()
{
    QElapsedTimer timer;
    timer.start();
    const QString base = m_dir.filePath(QStringLiteral("base.sqlite"));
    {
        StoreOptions options;
        options.seedSamples = false;
        auto store = Store::open(base, options);
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
        const auto samples = sampleScenarios(SampleText::AsShipped);
        QVERIFY(samples);
        QList<Scenario> many;
        for (int i = 0; i < kScenarios; ++i) {
            Scenario s = samples->at(i % samples->size());
            s.name = QStringLiteral("Scenario %1").arg(i, 4, 10, QLatin1Char('0'));
            many << s;
        }
        QCOMPARE(*(*store)->saveMany(many, QStringLiteral("sweep base")), kScenarios);
    }
    QVERIFY(!QFile::exists(base + QStringLiteral("-wal")));
    const qint64 baseBytes = QFileInfo(base).size();
    const qint64 buildMs = timer.restart();

    const QString path = m_dir.filePath(QStringLiteral("library.sqlite"));
    const auto fresh = [&] {
        removeLibrary(path);
        return QFile::copy(base, path);
    };
    QVERIFY(fresh());
    const int writes = countWrites(m_strace, m_dir.filePath(QStringLiteral("import.log")), { QStringLiteral("--import"), path });
    QVERIFY2(writes > 0, "the import did not run under strace");
    int oldContent = 0, newContent = 0;
    // One more than the count: that run is not killed and proves the count covered every write.
    for (int n = 1; n <= writes + 1; ++n) {
        QVERIFY(fresh());
        const Run r = killAtWrite(m_strace, n, { QStringLiteral("--import"), path });
        if (n <= writes)
            QVERIFY2(r.crashed, qPrintable(QStringLiteral("write %1 of %2: the writer was not killed (exit %3: %4)").arg(n).arg(writes).arg(r.exitCode).arg(r.err)));
        else
            QVERIFY2(!r.crashed && r.exitCode == 0, qPrintable(QStringLiteral("the untouched import failed: ") + r.err));
        const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);
        {
            StoreOptions readOnly;
            readOnly.readOnly = true;
            auto store = Store::open(path, readOnly);
            QVERIFY2(store, qPrintable(QStringLiteral("write %1 of %2, read-only: %3").arg(n).arg(writes).arg(joinErrors(store.errors()))));
        }
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before);
        StoreOptions options;
        options.seedSamples = false;
        auto store = Store::open(path, options);
        QVERIFY2(store, qPrintable(QStringLiteral("write %1 of %2: %3").arg(n).arg(writes).arg(joinErrors(store.errors()))));
        const auto rows = (*store)->list();
        QVERIFY(rows);
        const auto imported = (*store)->load(kImported);
        if (imported) {
            QCOMPARE(rows->size(), kScenarios + 1);
            QCOMPARE(imported->notes, QStringLiteral("the whole imported scenario"));
            QCOMPARE(imported->tags, (QStringList { QStringLiteral("imported"), QStringLiteral("sweep") }));
            QCOMPARE((*store)->revisions(kImported)->size(), 1);
            ++newContent;
        } else {
            QCOMPARE(imported.error().kind, ErrorKind::NotFound); // not there, not damaged
            QCOMPARE(rows->size(), kScenarios);
            ++oldContent;
        }
    }
    QVERIFY(oldContent > 0 && newContent > 0);
    qInfo("import into %d scenarios (%lld bytes, built in %lld ms): %d writes, %d kills + 1 untouched run, all %d opened "
          "(%d old content, %d new), sweep %lld ms",
        kScenarios, baseBytes, buildMs, writes, writes, writes + 1, oldContent, newContent, timer.elapsed());
}

void TestStoreKillSweep::everyWriteOfTheCreation()
{
    QElapsedTimer timer;
    timer.start();
    const QString path = m_dir.filePath(QStringLiteral("created.sqlite"));
    removeLibrary(path);
    const int writes = countWrites(m_strace, m_dir.filePath(QStringLiteral("create.log")), { QStringLiteral("--create"), path });
    QVERIFY2(writes > 0, "the creation did not run under strace");
    const int samples = int(sampleFiles().size());
    int killed = 0;
    const auto check = [&](const QString &what) {
        auto store = Store::open(path);
        QVERIFY2(store, qPrintable(what + QStringLiteral(": ") + joinErrors(store.errors())));
        QCOMPARE((*store)->list()->size(), samples); // seeded, whole
        QVERIFY2(leftovers(path).isEmpty(), qPrintable(what + QStringLiteral(": left ") + leftovers(path).join(QStringLiteral(", "))));
    };
    for (int n = 1; n <= writes + 1; ++n) {
        removeLibrary(path);
        const Run r = killAtWrite(m_strace, n, { QStringLiteral("--create"), path });
        killed += r.crashed ? 1 : 0;
        if (n > writes)
            QVERIFY2(!r.crashed && r.exitCode == 0, qPrintable(r.err));
        check(QStringLiteral("write %1 of %2").arg(n).arg(writes));
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(killed, writes);
    // Killed at the rename that puts the new library in place.
    removeLibrary(path);
    const Run r = runTraced(m_strace,
        { QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-e"), QStringLiteral("trace=rename,renameat,renameat2"),
            QStringLiteral("-e"), QStringLiteral("inject=rename,renameat,renameat2:signal=SIGKILL:when=1") },
        { QStringLiteral("--create"), path });
    QVERIFY(r.crashed);
    check(QStringLiteral("the rename"));
    qInfo("creation of a seeded library: %d writes, %d kills + 1 at the rename, all opened seeded, %lld ms", writes, killed,
        timer.elapsed());
}

void TestStoreKillSweep::aFullDiskDuringCreationLeavesNoFile()
{
    const QString path = m_dir.filePath(QStringLiteral("full.sqlite"));
    removeLibrary(path);
    StoreOptions options;
    options.growthLimitPages = 4; // room for the first tables, not for the samples
    auto store = Store::open(path, options);
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::DiskFull);
    QVERIFY2(store.error().message.contains(QStringLiteral("is full")), qPrintable(store.error().message));
    QVERIFY(!QFile::exists(path));
    QVERIFY2(leftovers(path).isEmpty(), qPrintable(leftovers(path).join(QStringLiteral(", "))));
    auto later = Store::open(path);
    QVERIFY2(later, qPrintable(joinErrors(later.errors())));
    QCOMPARE((*later)->list()->size(), int(sampleFiles().size()));
}

void TestStoreKillSweep::aZeroByteFileIsANewLibrary()
{
    const QString path = m_dir.filePath(QStringLiteral("empty.sqlite"));
    removeLibrary(path);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QCOMPARE(QFileInfo(path).size(), 0);
    auto store = Store::open(path);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    QCOMPARE((*store)->list()->size(), int(sampleFiles().size()));
    store = Error {};
    // The same for a command that only reads: there is nothing in a 0-byte file to keep.
    removeLibrary(path);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    StoreOptions readOnly;
    readOnly.readOnly = true;
    auto reader = Store::open(path, readOnly);
    QVERIFY2(reader, qPrintable(joinErrors(reader.errors())));
    QCOMPARE((*reader)->list()->size(), int(sampleFiles().size()));
    QVERIFY((*reader)->isReadOnly());
}

QTEST_GUILESS_MAIN(TestStoreKillSweep)
#include "tst_storekillsweep.moc"
