// cp::saveFile, the one way files are written: replaces atomically, keeps the old file on any
// failure, names the file and the reason, and cleans up only its own stale staging files.
// (A full disk and a kill are injected into the real CLI in tests/app/cli/tst_cli_diskfull.cpp.)
#include "core/common/savefile.h"
#include "tests/common/files.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#if defined(Q_OS_LINUX)
#include <sys/sysmacros.h> // makedev
#endif
#include <sys/un.h>
#include <unistd.h>

using namespace cp;

class TestSaveFile : public QObject {
    Q_OBJECT
private slots:
    void init();
    void writesAndReplaces();
    void keepsTheTargetsPermissions();
    void refusesAReadOnlyFileAndAFolder();
    void missingFolderNamesTheFile();
    void writerFailureLeavesNothing();
    void writerSuccessIsRenamedIntoPlace();
    void symbolicLinkStaysALink();
    void stagingNames_data();
    void stagingNames();
    void removesOnlyStaleStagingOfItsTarget();
    void fifoGetsTheBytesInPlace();
    void nullDeviceStaysACharacterDevice();
    void socketGetsTheBytesInPlace();
    void dashIsStandardOutput();
    void writerOutputReachesADevice();
    void foreignLinkInAStickyFolderIsNotFollowed();
    void ownLinkIsFollowed();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QStringList entries() const
    {
        return QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

using cp::test::readAll;
using cp::test::writeAll;

namespace {

/// The id of a process that has finished (so no process has it, barring reuse in between).
qint64 finishedPid()
{
    QProcess p;
    p.start(QStringLiteral("true"), QStringList {});
    if (!p.waitForStarted())
        return 0;
    const qint64 pid = p.processId();
    p.waitForFinished();
    return pid;
}

bool setModified(const QString &path, const QDateTime &when)
{
    QFile f(path);
    return f.open(QIODevice::ReadWrite) && f.setFileTime(when, QFileDevice::FileModificationTime);
}

/// The type bits of what is at path itself (a link is not followed); 0 when nothing is there.
mode_t typeAt(const QString &path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

/// Bytes no encoder would produce by chance, larger than a pipe's buffer (64 KiB), so a FIFO's
/// reader must be reading while they are written.
QByteArray payload()
{
    QByteArray bytes;
    for (int i = 0; bytes.size() < 200 * 1024; ++i)
        bytes += "line " + QByteArray::number(i) + " of the export\n";
    return bytes;
}

/// Runs a command as user nobody (setpriv, util-linux); its exit code, -1 when it did not run.
int runAsNobody(const QStringList &command)
{
    QProcess p;
    p.start(QStringLiteral("setpriv"), QStringList { QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"), QStringLiteral("--clear-groups"), QStringLiteral("--") } + command);
    if (!p.waitForFinished(30000))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

void TestSaveFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSaveFile::writesAndReplaces()
{
    const QString out = path(QStringLiteral("out.json"));
    QVERIFY(saveFile(out, "first"));
    QCOMPARE(readAll(out), QByteArray("first"));
    QVERIFY(saveFile(out, "second, longer"));
    QCOMPARE(readAll(out), QByteArray("second, longer"));
    QVERIFY(saveFile(out, QByteArray()));
    QCOMPARE(readAll(out), QByteArray());
    QCOMPARE(entries(), QStringList { QStringLiteral("out.json") });
}

void TestSaveFile::keepsTheTargetsPermissions()
{
    const QString out = path(QStringLiteral("private.cplan"));
    QVERIFY(writeAll(out, "old"));
    QVERIFY(QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY(saveFile(out, "new"));
    QCOMPARE(readAll(out), QByteArray("new"));
    QCOMPARE(QFile::permissions(out) & (QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther),
        QFile::ReadOwner | QFile::WriteOwner);
}

void TestSaveFile::refusesAReadOnlyFileAndAFolder()
{
    const QString out = path(QStringLiteral("locked.csv"));
    QVERIFY(writeAll(out, "keep me"));
    QVERIFY(QFile::setPermissions(out, QFile::ReadOwner));
    const Status refused = saveFile(out, "new");
    QVERIFY(!refused);
    QCOMPARE(refused.error().path, QDir::toNativeSeparators(out));
    QVERIFY2(refused.error().message.contains(QStringLiteral("read-only")), qPrintable(refused.error().message));
    QCOMPARE(readAll(out), QByteArray("keep me"));
    QVERIFY(QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner));

    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("folder.png")));
    QVERIFY(!saveFile(path(QStringLiteral("folder.png")), "x"));
    QCOMPARE(entries(), QStringList { QStringLiteral("locked.csv") });
}

void TestSaveFile::missingFolderNamesTheFile()
{
    const QString out = path(QStringLiteral("no/such/folder/out.pdf"));
    const Status failed = saveFile(out, "x");
    QVERIFY(!failed);
    QCOMPARE(failed.error().path, QDir::toNativeSeparators(out));
    QVERIFY2(failed.error().message.contains(QStringLiteral("cannot be written: ")), qPrintable(failed.error().message));
    QVERIFY2(failed.error().message.contains(QStringLiteral("No such file or directory")), qPrintable(failed.error().message));
}

void TestSaveFile::writerFailureLeavesNothing()
{
    const QString out = path(QStringLiteral("book.xlsx"));
    QVERIFY(writeAll(out, "the old workbook"));
    QString staging;
    const Status failed = saveFileWith(out, [&](const QString &s) -> Status {
        staging = s;
        writeAll(s, "half a workb");
        return Error { {}, QStringLiteral("Error in zip file operation") };
    });
    QVERIFY(!failed);
    QVERIFY(failed.error().message.contains(QStringLiteral("Error in zip file operation")));
    QCOMPARE(QFileInfo(staging).absolutePath(), QFileInfo(out).absolutePath());
    QVERIFY(savefile::isStagingName(QStringLiteral("book.xlsx"), QFileInfo(staging).fileName()));
    QCOMPARE(readAll(out), QByteArray("the old workbook"));
    QCOMPARE(entries(), QStringList { QStringLiteral("book.xlsx") });
}

void TestSaveFile::writerSuccessIsRenamedIntoPlace()
{
    const QString out = path(QStringLiteral("book.xlsx"));
    QVERIFY(saveFileWith(out, [](const QString &s) -> Status {
        return writeAll(s, "PK a workbook") ? Status(Ok {}) : Status(Error { {}, QStringLiteral("cannot write") });
    }));
    QCOMPARE(readAll(out), QByteArray("PK a workbook"));
    QCOMPARE(entries(), QStringList { QStringLiteral("book.xlsx") });
}

void TestSaveFile::symbolicLinkStaysALink()
{
    const QString real = path(QStringLiteral("real.md"));
    const QString link = path(QStringLiteral("link.md"));
    QVERIFY(writeAll(real, "old"));
    QVERIFY(QFile::link(real, link));
    QVERIFY(saveFile(link, "new"));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(readAll(real), QByteArray("new"));
}

void TestSaveFile::stagingNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("staging");
    QTest::addRow("ours") << ".out.pdf.cp-4242-aB3xYz.part" << true;
    QTest::addRow("ours, QSaveFile's named fallback") << ".out.pdf.cp-4242-aB3xYz.part.QwErTy" << true;
    QTest::addRow("the target itself") << "out.pdf" << false;
    QTest::addRow("a user's backup (QSaveFile's own pattern)") << "out.pdf.backup" << false;
    QTest::addRow("QSaveFile's temporary name") << "out.pdf.AbCdEf" << false;
    QTest::addRow("another target's staging file") << ".other.pdf.cp-4242-aB3xYz.part" << false;
    QTest::addRow("a longer target's staging file") << ".out.pdf.x.cp-4242-aB3xYz.part" << false;
    QTest::addRow("more after the pattern") << ".out.pdf.cp-4242-aB3xYz.part.txt" << false;
    QTest::addRow("no pid") << ".out.pdf.cp--aB3xYz.part" << false;
    QTest::addRow("short random part") << ".out.pdf.cp-4242-aB3.part" << false;
    QTest::addRow("not hidden") << "out.pdf.cp-4242-aB3xYz.part" << false;
}

void TestSaveFile::stagingNames()
{
    QFETCH(QString, name);
    QFETCH(bool, staging);
    qint64 pid = 0;
    QCOMPARE(savefile::isStagingName(QStringLiteral("out.pdf"), name, &pid), staging);
    if (staging)
        QCOMPARE(pid, 4242);
}

void TestSaveFile::removesOnlyStaleStagingOfItsTarget()
{
    const qint64 gone = finishedPid();
    QVERIFY(gone > 0);
    const qint64 self = QCoreApplication::applicationPid();
    const QDateTime past = QDateTime::currentDateTimeUtc().addSecs(-3600);
    const QString stale = QStringLiteral(".out.pdf.cp-%1-aB3xYz.part").arg(gone);
    const QString staleFallback = QStringLiteral(".out.pdf.cp-%1-aB3xYz.part.QwErTy").arg(gone);
    const QString mine = QStringLiteral(".out.pdf.cp-%1-aB3xYz.part").arg(self); // a write in progress here
    const QString recent = QStringLiteral(".out.pdf.cp-%1-zzzzzz.part").arg(gone); // newer than this process
    const QString otherTarget = QStringLiteral(".other.pdf.cp-%1-aB3xYz.part").arg(gone);
    const QStringList userFiles { QStringLiteral("out.pdf"), QStringLiteral("out.pdf.backup"), QStringLiteral("out.pdf.AbCdEf") };
    for (const QString &name : QStringList { stale, staleFallback, mine, otherTarget } + userFiles) {
        QVERIFY(writeAll(path(name), "x"));
        QVERIFY(setModified(path(name), past));
    }
    QVERIFY(writeAll(path(recent), "x"));
    QVERIFY(setModified(path(recent), QDateTime::currentDateTimeUtc().addSecs(60)));

    QCOMPARE(savefile::removeStaleStaging(path(QStringLiteral("out.pdf"))), 2);
    QStringList expected = QStringList { mine, recent, otherTarget } + userFiles;
    expected.sort();
    QCOMPARE(entries(), expected);
    // The next write of the target cleans up the same way.
    QVERIFY(writeAll(path(stale), "x"));
    QVERIFY(setModified(path(stale), past));
    QVERIFY(saveFile(path(QStringLiteral("out.pdf")), "new"));
    QCOMPARE(entries(), expected);
}

void TestSaveFile::fifoGetsTheBytesInPlace()
{
    const QString fifo = path(QStringLiteral("pipe.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // The reader is another process: it blocks until the writer opens the FIFO and reads to the end.
    QProcess reader;
    reader.setStandardOutputFile(path(QStringLiteral("received")));
    reader.start(QStringLiteral("cat"), { fifo });
    QVERIFY(reader.waitForStarted());
    const QByteArray bytes = payload();
    const Status written = saveFile(fifo, bytes);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    QVERIFY(reader.waitForFinished(60000));
    QCOMPARE(reader.exitCode(), 0);
    QCOMPARE(readAll(path(QStringLiteral("received"))), bytes);
    QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));
    QCOMPARE(entries(), (QStringList { QStringLiteral("pipe.csv"), QStringLiteral("received") }));
}

void TestSaveFile::nullDeviceStaysACharacterDevice()
{
    if (::geteuid() != 0)
        QSKIP("mknod of a character device needs root (CI runs the tests as root)");
    // The null device's numbers (Linux: major 1, minor 3), made in the temporary folder.
    const QString null = path(QStringLiteral("null"));
    QCOMPARE(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    const QString link = path(QStringLiteral("report.pdf"));
    QVERIFY(QFile::link(null, link));
    QVERIFY(saveFile(null, payload()));
    QVERIFY(saveFile(link, "through a link of mine"));
    struct stat st { };
    QCOMPARE(::lstat(QFile::encodeName(null).constData(), &st), 0);
    QVERIFY(S_ISCHR(st.st_mode));
    QCOMPARE(st.st_rdev, makedev(1, 3));
    QCOMPARE(typeAt(link), mode_t(S_IFLNK));
    QCOMPARE(entries(), (QStringList { QStringLiteral("null"), QStringLiteral("report.pdf") }));
}

void TestSaveFile::socketGetsTheBytesInPlace()
{
    const QString socketPath = path(QStringLiteral("listener.csv"));
    const QByteArray name = QFile::encodeName(socketPath);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    QVERIFY(size_t(name.size()) < sizeof address.sun_path);
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    const int server = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(server >= 0);
    QCOMPARE(::bind(server, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    QCOMPARE(::listen(server, 1), 0);
    // Fewer bytes than a socket buffer holds: the connection waits in the backlog until accepted.
    const QByteArray bytes("a,b\r\n1,2\r\n");
    const Status written = saveFile(socketPath, bytes);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().toString()));
    QCOMPARE(typeAt(socketPath), mode_t(S_IFSOCK)); // still the socket (else accept would wait forever)
    const int connection = ::accept(server, nullptr, nullptr);
    QVERIFY(connection >= 0);
    QByteArray received;
    char buffer[256];
    for (ssize_t n = 0; (n = ::read(connection, buffer, sizeof buffer)) > 0;)
        received.append(buffer, n);
    ::close(connection);
    ::close(server);
    QCOMPARE(received, bytes);
}

void TestSaveFile::dashIsStandardOutput()
{
    // Standard output goes to a file for the test; the current folder is the temporary folder,
    // where no file named "-" may appear.
    const QString captured = path(QStringLiteral("stdout.txt"));
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir->path()));
    std::fflush(stdout);
    const int saved = ::dup(STDOUT_FILENO);
    const int fd = ::open(QFile::encodeName(captured).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QVERIFY(saved >= 0 && fd >= 0);
    ::dup2(fd, STDOUT_FILENO);
    const Status written = saveFile(QStringLiteral("-"), "to standard output\n");
    std::fflush(stdout);
    ::dup2(saved, STDOUT_FILENO);
    ::close(saved);
    ::close(fd);
    QVERIFY(QDir::setCurrent(before));
    QVERIFY(written);
    QVERIFY(isStandardOutput(QStringLiteral("-")));
    QCOMPARE(readAll(captured), QByteArray("to standard output\n"));
    QCOMPARE(entries(), QStringList { QStringLiteral("stdout.txt") });
}

void TestSaveFile::writerOutputReachesADevice()
{
    // A writer with a file of its own (libxlsxwriter) fills a private temporary file; its bytes
    // then go into the FIFO, which stays a FIFO.
    const QString fifo = path(QStringLiteral("book.xlsx"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QProcess reader;
    reader.setStandardOutputFile(path(QStringLiteral("received")));
    reader.start(QStringLiteral("cat"), { fifo });
    QVERIFY(reader.waitForStarted());
    QString used;
    QVERIFY(saveFileWith(fifo, [&used](const QString &s) -> Status {
        used = s;
        return writeAll(s, "PK a workbook") ? Status(Ok {}) : Status(Error { {}, QStringLiteral("cannot write") });
    }));
    QVERIFY(reader.waitForFinished(60000));
    QCOMPARE(readAll(path(QStringLiteral("received"))), QByteArray("PK a workbook"));
    QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));
    QVERIFY2(!used.startsWith(m_dir->path()), qPrintable(used));
    QVERIFY(!QFile::exists(used));
    QCOMPARE(entries(), (QStringList { QStringLiteral("book.xlsx"), QStringLiteral("received") }));
}

void TestSaveFile::foreignLinkInAStickyFolderIsNotFollowed()
{
    if (::geteuid() != 0)
        QSKIP("links of another user need root (setpriv to nobody; CI runs the tests as root)");
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty(), "setpriv is missing: run installer/bootstrap (util-linux)");
    // A shared folder like /tmp (world-writable, sticky, root's); user nobody plants links in it.
    QVERIFY(QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther));
    const QString shared = path(QStringLiteral("shared"));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("shared")));
    QCOMPARE(::chmod(QFile::encodeName(shared).constData(), 01777), 0);
    const QString victim = path(QStringLiteral("victim.cplan"));
    QVERIFY(writeAll(victim, "the victim's plan\n"));
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("victims-folder")));
    const QString dangling = path(QStringLiteral("created-by-root.txt"));
    QCOMPARE(runAsNobody({ QStringLiteral("ln"), QStringLiteral("-s"), victim, shared + QStringLiteral("/report.csv") }), 0);
    QCOMPARE(runAsNobody({ QStringLiteral("ln"), QStringLiteral("-s"), dangling, shared + QStringLiteral("/new.csv") }), 0);
    QCOMPARE(runAsNobody({ QStringLiteral("ln"), QStringLiteral("-s"), path(QStringLiteral("victims-folder")), shared + QStringLiteral("/folder") }), 0);

    for (const QString &name : { QStringLiteral("report.csv"), QStringLiteral("new.csv"), QStringLiteral("folder/out.csv") }) {
        const Status refused = saveFile(shared + QLatin1Char('/') + name, "written by root");
        QVERIFY2(!refused, qPrintable(name));
        QCOMPARE(refused.error().kind, ErrorKind::Conflict);
        QCOMPARE(refused.error().path, shared + QLatin1Char('/') + name);
        QVERIFY2(refused.error().message.contains(QStringLiteral("symbolic link")), qPrintable(refused.error().message));
    }
    QCOMPARE(readAll(victim), QByteArray("the victim's plan\n"));
    QVERIFY(!QFileInfo::exists(dangling));
    QVERIFY(QDir(path(QStringLiteral("victims-folder"))).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot));
    QCOMPARE(QDir(shared).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name),
        (QStringList { QStringLiteral("folder"), QStringLiteral("new.csv"), QStringLiteral("report.csv") }));
    QCOMPARE(entries(), (QStringList { QStringLiteral("victim.cplan") }));
}

void TestSaveFile::ownLinkIsFollowed()
{
    // A link of this user, to a file in another folder: the file is replaced there (staged next
    // to it, not next to the link), a dangling one creates its target.
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("real")));
    const QString real = path(QStringLiteral("real/plan.cplan"));
    QVERIFY(writeAll(real, "old"));
    QVERIFY(QFile::link(real, path(QStringLiteral("plan.cplan"))));
    QVERIFY(QFile::link(path(QStringLiteral("real/new.cplan")), path(QStringLiteral("new.cplan"))));
    QVERIFY(saveFile(path(QStringLiteral("plan.cplan")), "new"));
    QVERIFY(saveFile(path(QStringLiteral("new.cplan")), "created"));
    QCOMPARE(readAll(real), QByteArray("new"));
    QCOMPARE(readAll(path(QStringLiteral("real/new.cplan"))), QByteArray("created"));
    QCOMPARE(typeAt(path(QStringLiteral("plan.cplan"))), mode_t(S_IFLNK));
    QCOMPARE(QDir(path(QStringLiteral("real"))).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name),
        (QStringList { QStringLiteral("new.cplan"), QStringLiteral("plan.cplan") }));
}

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
