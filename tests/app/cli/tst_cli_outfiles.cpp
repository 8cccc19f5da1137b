// What --out may write (issue 43), with the real computeplanner-cli: "-" is standard output and
// nothing else is printed there; a FIFO gets the bytes in place (its reader receives them); a null
// device stays a character device; a symbolic link planted by another user in a shared sticky
// folder is not followed: exit 3, a message that says so, the file it points to byte-identical.
// The root-only steps (mknod, setpriv to nobody) run as root, as in CI.
// CP_TEST_CLI=/path/to/computeplanner-cli runs it against another build (e.g. before a fix).
#include "core/scenario/samples.h"
#include "tests/common/files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#if defined(Q_OS_LINUX)
#include <sys/sysmacros.h> // makedev
#endif
#include <unistd.h>

class TestCliOutFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void dashIsStandardOutput_data();
    void dashIsStandardOutput();
    void fifoReaderGetsTheExport_data();
    void fifoReaderGetsTheExport();
    void nullDeviceStaysACharacterDevice();
    void foreignLinkInAStickyFolderExits3_data();
    void foreignLinkInAStickyFolderExits3();

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };
    Run run(const QStringList &args) const;
    QStringList argsFor(const QString &kind, const QString &out) const;
    void addKinds() const;

    QString m_cli;
    QTemporaryDir m_dir;
    QString m_plan;
    QString m_db;
    QString m_name;
};

using cp::test::readAll;
using cp::test::writeAll;

TestCliOutFiles::Run TestCliOutFiles::run(const QStringList &args) const
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(m_cli, args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QStringList TestCliOutFiles::argsFor(const QString &kind, const QString &out) const
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
    return exportAs("workbook", "xlsx");
}

void TestCliOutFiles::addKinds() const
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("starts"); // how the bytes begin
    QTest::addRow("guide") << "guide" << QByteArray("#");
    QTest::addRow("scenario export") << "scenario export" << QByteArray("{");
    QTest::addRow("export --format csv") << "csv" << QByteArray();
    QTest::addRow("export --format xlsx (a writer with a file of its own)") << "xlsx" << QByteArray("PK");
}

void TestCliOutFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_cli = qEnvironmentVariable("CP_TEST_CLI", QStringLiteral(CP_CLI_BINARY));
    QVERIFY2(QFile::exists(m_cli), qPrintable(m_cli));
    // The folder is reachable by user nobody (the links below are planted as nobody).
    QVERIFY(QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));
    m_plan = m_dir.filePath(QStringLiteral("plan.cplan"));
    for (const QString &sample : cp::sampleFiles()) {
        if (sample.contains(QLatin1String("70b")))
            QVERIFY(writeAll(m_plan, readAll(sample)));
    }
    QVERIFY(QFile::exists(m_plan));
    m_db = m_dir.filePath(QStringLiteral("library.sqlite"));
    const Run imported = run({ QStringLiteral("scenario"), QStringLiteral("import"), m_plan, QStringLiteral("--db"), m_db });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const Run listed = run({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), m_db });
    m_name = QJsonDocument::fromJson(listed.out).array().at(0).toObject().value(QStringLiteral("name")).toString();
    QVERIFY(!m_name.isEmpty());
}

void TestCliOutFiles::dashIsStandardOutput_data() { addKinds(); }

void TestCliOutFiles::dashIsStandardOutput()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, starts);
    const QString folder = m_dir.filePath(QStringLiteral("dash-") + QString(kind).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(QDir().mkpath(folder));
    const QString file = folder + QStringLiteral("/file");
    const Run toFile = run(argsFor(kind, file));
    QVERIFY2(toFile.exitCode == 0, qPrintable(toFile.err));
    QProcess p;
    p.setWorkingDirectory(folder);
    p.start(m_cli, argsFor(kind, QStringLiteral("-")));
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY(out.startsWith(starts));
    // The same bytes as the file (the workbook carries the time it was made: its size is compared).
    if (kind == QLatin1String("xlsx"))
        QVERIFY(qAbs(out.size() - readAll(file).size()) < 64);
    else
        QCOMPARE(out, readAll(file));
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList { QStringLiteral("file") });
}

void TestCliOutFiles::fifoReaderGetsTheExport_data() { addKinds(); }

void TestCliOutFiles::fifoReaderGetsTheExport()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, starts);
    const QString folder = m_dir.filePath(QStringLiteral("fifo-") + QString(kind).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(QDir().mkpath(folder));
    const QString fifo = folder + QStringLiteral("/pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QProcess reader;
    reader.setStandardOutputFile(folder + QStringLiteral("/received"));
    reader.start(QStringLiteral("cat"), { fifo });
    QVERIFY(reader.waitForStarted());
    const Run written = run(argsFor(kind, fifo));
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QVERIFY(reader.waitForFinished(60000));
    const QByteArray received = readAll(folder + QStringLiteral("/received"));
    QVERIFY(received.size() > 100);
    QVERIFY(received.startsWith(starts));
    struct stat st { };
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY(S_ISFIFO(st.st_mode));
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name),
        (QStringList { QStringLiteral("pipe"), QStringLiteral("received") }));
}

void TestCliOutFiles::nullDeviceStaysACharacterDevice()
{
    if (::geteuid() != 0)
        QSKIP("mknod of a character device needs root (CI runs the tests as root)");
    const QString folder = m_dir.filePath(QStringLiteral("dev"));
    QVERIFY(QDir().mkpath(folder));
    const QString null = folder + QStringLiteral("/null");
    QCOMPARE(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    for (const QString &kind : { QStringLiteral("guide"), QStringLiteral("scenario export"), QStringLiteral("csv"), QStringLiteral("xlsx") }) {
        const Run r = run(argsFor(kind, null));
        QVERIFY2(r.exitCode == 0, qPrintable(kind + QLatin1Char(' ') + r.err));
        struct stat st { };
        QCOMPARE(::lstat(QFile::encodeName(null).constData(), &st), 0);
        QVERIFY2(S_ISCHR(st.st_mode), qPrintable(kind));
        QCOMPARE(st.st_rdev, makedev(1, 3));
    }
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList { QStringLiteral("null") });
}

void TestCliOutFiles::foreignLinkInAStickyFolderExits3_data() { addKinds(); }

void TestCliOutFiles::foreignLinkInAStickyFolderExits3()
{
    QFETCH(QString, kind);
    if (::geteuid() != 0)
        QSKIP("links of another user need root (setpriv to nobody; CI runs the tests as root)");
    const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
    QVERIFY2(!setpriv.isEmpty(), "setpriv is missing: run installer/bootstrap (util-linux)");
    const QString tag = QString(kind).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString shared = m_dir.filePath(QStringLiteral("shared-") + tag);
    QVERIFY(QDir().mkpath(shared));
    QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
    const QString victim = m_dir.filePath(QStringLiteral("victim-") + tag);
    QVERIFY(writeAll(victim, "root's file\n"));
    const QString link = shared + QStringLiteral("/out");
    QProcess ln;
    ln.start(setpriv, { QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"), QStringLiteral("--clear-groups"), QStringLiteral("ln"), QStringLiteral("-s"), victim, link });
    QVERIFY(ln.waitForFinished(30000));
    QCOMPARE(ln.exitCode(), 0);

    const Run r = run(argsFor(kind, link));
    QVERIFY2(r.exitCode == 3, qPrintable(QStringLiteral("exit %1: %2").arg(QString::number(r.exitCode), r.err)));
    QVERIFY2(r.err.contains(QStringLiteral("is a symbolic link that belongs to another user")), qPrintable(r.err));
    QVERIFY2(r.err.contains(link), qPrintable(r.err));
    QCOMPARE(readAll(victim), QByteArray("root's file\n"));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QDir(shared).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot), QStringList { QStringLiteral("out") });
}

QTEST_GUILESS_MAIN(TestCliOutFiles)
#include "tst_cli_outfiles.moc"
