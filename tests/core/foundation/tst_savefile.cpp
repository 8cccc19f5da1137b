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
#include <QTemporaryDir>
#include <QTest>

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
    p.start(QStringLiteral("sleep"), QStringList { QStringLiteral("0") });
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

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
