// A full disk and a kill during a write, for every kind of file the CLI writes: the real
// computeplanner-cli runs under strace, which makes exactly one write() to the output folder
// fail with ENOSPC (or fsync() with EIO, or kills the process at its rename). Each time: exit
// status 1, a message naming the file and the system's reason, the file that was there before
// byte-for-byte intact, and no temporary file left next to it (after a kill: none left once the
// next write of that file has run).
//
// Needs strace (installer/bootstrap installs it); the test fails, it does not skip, without it.
// CP_TEST_CLI=/path/to/computeplanner-cli runs it against another build (e.g. before a fix).
#include "core/scenario/samples.h"
#include "tests/common/files.h"
#include "tests/common/traced.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestCliDiskFull : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fullDiskKeepsTheOldFile_data();
    void fullDiskKeepsTheOldFile();
    void failedSyncKeepsTheOldFile();
    void killBeforeTheRenameLeavesNothingOnTheNextRun_data();
    void killBeforeTheRenameLeavesNothingOnTheNextRun();

private:
    struct Run {
        int exitCode = -1;
        QProcess::ExitStatus status = QProcess::CrashExit;
        QString out;
        QString err;
    };
    Run run(const QStringList &args, const QStringList &straceOptions = {}) const;
    /// Which write() of the process's main thread is the first one into folder (1-based); 0 if none.
    int firstWriteInto(const QStringList &args, const QString &folder) const;
    QStringList argsFor(const QString &kind, const QString &out) const;
    void addKinds() const;

    QString m_cli;
    QString m_strace;
    QTemporaryDir m_dir;
    QString m_plan;
    QString m_db;
    QString m_name;
};

using cp::test::readAll;
using cp::test::writeAll;

namespace {

QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

TestCliDiskFull::Run TestCliDiskFull::run(const QStringList &args, const QStringList &straceOptions) const
{
    QProcess p;
    QProcessEnvironment env = cp::test::tracedEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    if (straceOptions.isEmpty())
        p.start(m_cli, args);
    else
        p.start(m_strace, straceOptions + QStringList { QStringLiteral("--"), m_cli } + args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitCode();
    r.status = p.exitStatus();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

int TestCliDiskFull::firstWriteInto(const QStringList &args, const QString &folder) const
{
    // No -f: only the main thread is traced, and the CLI writes its files there. -y shows the
    // file behind each descriptor (an unnamed temporary file shows as "FOLDER/#inode (deleted)").
    const QString log = m_dir.filePath(QStringLiteral("strace.log"));
    const Run dry = run(args, { QStringLiteral("-qq"), QStringLiteral("-y"), QStringLiteral("-e"), QStringLiteral("trace=write"), QStringLiteral("-o"), log });
    if (dry.exitCode != 0)
        return 0;
    static const QRegularExpression call(QStringLiteral("^write\\(\\d+<([^>]*)>"));
    int n = 0;
    for (const QString &line : QString::fromUtf8(readAll(log)).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = call.match(line);
        if (!m.hasMatch())
            continue;
        ++n;
        if (m.captured(1).startsWith(folder + QLatin1Char('/')))
            return n;
    }
    return 0;
}

QStringList TestCliDiskFull::argsFor(const QString &kind, const QString &out) const
{
    const auto exportAs = [&](const char *what, const char *format) {
        return QStringList { QStringLiteral("export"), QStringLiteral("--scenario"), m_plan, QStringLiteral("--what"), QLatin1String(what),
            QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--out"), out };
    };
    if (kind == QLatin1String("guide"))
        return { QStringLiteral("guide"), QStringLiteral("--out"), out };
    if (kind == QLatin1String("scenario export"))
        return { QStringLiteral("scenario"), QStringLiteral("export"), m_name, QStringLiteral("--out"), out, QStringLiteral("--db"), m_db };
    if (kind == QLatin1String("csv"))
        return exportAs("tco", "csv");
    if (kind == QLatin1String("png"))
        return exportAs("tco", "png");
    if (kind == QLatin1String("pdf"))
        return exportAs("report", "pdf");
    return exportAs("workbook", "xlsx");
}

void TestCliDiskFull::addKinds() const
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::addRow("guide --out") << "guide"
                                 << "guide.md";
    QTest::addRow("scenario export") << "scenario export"
                                     << "plan.cplan";
    QTest::addRow("export --format csv") << "csv"
                                         << "cash.csv";
    QTest::addRow("export --format png") << "png"
                                         << "chart.png";
    QTest::addRow("export --format pdf") << "pdf"
                                         << "report.pdf";
    QTest::addRow("export --format xlsx") << "xlsx"
                                          << "plan.xlsx";
}

void TestCliDiskFull::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
    QVERIFY2(!m_strace.isEmpty(), "strace is missing: run installer/bootstrap (it installs strace)");
    m_cli = qEnvironmentVariable("CP_TEST_CLI", QStringLiteral(CP_CLI_BINARY));
    QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
    // strace must be allowed to trace here (ptrace); a failure says so instead of passing.
    const Run probe = run({ QStringLiteral("--version") }, { QStringLiteral("-qq"), QStringLiteral("-o"), QStringLiteral("/dev/null") });
    QVERIFY2(probe.exitCode == 0 && probe.status == QProcess::NormalExit, qPrintable(probe.err));

    // Inputs live in their own folder, so the only writes into an output folder are the export's.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("in")));
    const QString in = m_dir.filePath(QStringLiteral("in"));
    m_plan = in + QStringLiteral("/plan.cplan");
    for (const QString &sample : cp::sampleFiles()) {
        if (sample.contains(QLatin1String("70b")))
            QVERIFY(writeAll(m_plan, readAll(sample)));
    }
    QVERIFY(QFile::exists(m_plan));
    m_db = in + QStringLiteral("/library.sqlite");
    // A writing command creates the library (a reading one reads a new library without creating it).
    const Run created = run({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), m_db });
    QVERIFY2(created.exitCode == 0 && QFile::exists(m_db), qPrintable(created.err));
    const Run listed = run({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), m_db });
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    m_name = QJsonDocument::fromJson(listed.out.toUtf8()).array().at(0).toObject().value(QStringLiteral("name")).toString();
    QVERIFY(!m_name.isEmpty());
}

void TestCliDiskFull::fullDiskKeepsTheOldFile_data() { addKinds(); }

void TestCliDiskFull::fullDiskKeepsTheOldFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    const QString folder = m_dir.filePath(QStringLiteral("full-") + QString(kind).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(QDir().mkpath(folder));
    const QString out = folder + QLatin1Char('/') + file;
    const QStringList args = argsFor(kind, out);

    // A good file first (this also fills font and other caches, so the runs below match).
    const Run good = run(args);
    QVERIFY2(good.exitCode == 0, qPrintable(good.err));
    // The traced run writes the good file again (PDF and xlsx carry the time they were made).
    const int k = firstWriteInto(args, folder);
    QVERIFY2(k > 0, "no write into the output folder was seen");
    const QByteArray before = readAll(out);
    QVERIFY(!before.isEmpty());
    QCOMPARE(entries(folder), QStringList { file });
    const Run full = run(args, { QStringLiteral("-qq"), QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-e"), QStringLiteral("inject=write:error=ENOSPC:when=%1").arg(k) });
    QCOMPARE(full.status, QProcess::NormalExit);
    QVERIFY2(full.exitCode == 1, qPrintable(QStringLiteral("exit %1: %2%3").arg(full.exitCode).arg(full.out, full.err)));
    QVERIFY2(full.err.contains(QDir::toNativeSeparators(out)), qPrintable(full.err));
    QVERIFY2(full.err.contains(QStringLiteral("No space left on device")), qPrintable(full.err));
    QVERIFY2(!full.out.contains(QStringLiteral("Wrote")), qPrintable(full.out));
    QCOMPARE(readAll(out), before);
    QCOMPARE(entries(folder), QStringList { file });
}

void TestCliDiskFull::failedSyncKeepsTheOldFile()
{
    // The data may only be refused when it is flushed (a full disk on NFS, a failing disk).
    const QString folder = m_dir.filePath(QStringLiteral("sync"));
    QVERIFY(QDir().mkpath(folder));
    const QString out = folder + QStringLiteral("/guide.md");
    QVERIFY(writeAll(out, "the guide as it was\n"));
    const Run failed = run({ QStringLiteral("guide"), QStringLiteral("--out"), out },
        { QStringLiteral("-qq"), QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-e"),
            QStringLiteral("inject=fsync,fdatasync:error=EIO:when=1") });
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains(QStringLiteral("Input/output error")), qPrintable(failed.err));
    QVERIFY2(failed.err.contains(out), qPrintable(failed.err));
    QCOMPARE(readAll(out), QByteArray("the guide as it was\n"));
    QCOMPARE(entries(folder), QStringList { QStringLiteral("guide.md") });
}

void TestCliDiskFull::killBeforeTheRenameLeavesNothingOnTheNextRun_data() { addKinds(); }

void TestCliDiskFull::killBeforeTheRenameLeavesNothingOnTheNextRun()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    const QString folder = m_dir.filePath(QStringLiteral("kill-") + QString(kind).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(QDir().mkpath(folder));
    const QString out = folder + QLatin1Char('/') + file;
    const QStringList args = argsFor(kind, out);
    QVERIFY(writeAll(out, "the file as it was\n"));
    // A file of the user's with a name like a temporary file's stays.
    const QString lookalike = folder + QLatin1Char('/') + file + QStringLiteral(".backup");
    QVERIFY(writeAll(lookalike, "mine\n"));

    // Killed at its first rename: the new file is complete, linked under a temporary name, not
    // yet renamed over the old one.
    const Run killed = run(args, { QStringLiteral("-qq"), QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-e"), QStringLiteral("inject=rename,renameat,renameat2:signal=SIGKILL:when=1") });
    QVERIFY2(killed.status == QProcess::CrashExit, qPrintable(killed.err));
    QCOMPARE(readAll(out), QByteArray("the file as it was\n"));
    // The kill came between the two steps: the finished new file is there under another name.
    QCOMPARE(entries(folder).size(), 3);

    const Run next = run(args);
    QVERIFY2(next.exitCode == 0, qPrintable(next.err));
    QVERIFY(readAll(out) != QByteArray("the file as it was\n"));
    QCOMPARE(entries(folder), (QStringList { file, file + QStringLiteral(".backup") }));
    QCOMPARE(readAll(lookalike), QByteArray("mine\n"));
}

QTEST_GUILESS_MAIN(TestCliDiskFull)
#include "tst_cli_diskfull.moc"
