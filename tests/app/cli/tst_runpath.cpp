// Every executable of the build loads only its own libraries: `readelf -d` shows no RUNPATH or
// RPATH entry that is empty (the loader reads an empty entry as the current folder) or relative
// (found from wherever the program was started). Entries may be absolute folders or start with
// $ORIGIN (the executable's own folder). The build folder is walked, so whatever was built when
// the test runs is checked, computeplanner-cli always among it.
//
// Needs readelf (binutils; installer/bootstrap installs it); the test fails, it does not skip, without it.
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

class TestRunPath : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void entryRule_data();
    void entryRule();
    void everyExecutableLoadsOnlyItsOwnLibraries();

private:
    QString m_readelf;
};

namespace {

/// Empty when every entry of a RUNPATH/RPATH value is an absolute folder or $ORIGIN-based,
/// otherwise the first entry that is not (shown as "''" when empty).
QString badEntry(const QString &value)
{
    for (const QString &entry : value.split(QLatin1Char(':'), Qt::KeepEmptyParts)) {
        if (entry.startsWith(QLatin1Char('/')) || entry.startsWith(QLatin1String("$ORIGIN")) || entry.startsWith(QLatin1String("${ORIGIN}")))
            continue;
        return entry.isEmpty() ? QStringLiteral("''") : entry;
    }
    return {};
}

/// True for an ELF executable or shared object (e_type ET_EXEC or ET_DYN) with the executable bit.
bool isElfProgram(const QFileInfo &info)
{
    if (!info.isFile() || info.isSymLink() || !info.isExecutable())
        return false;
    QFile f(info.filePath());
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(18);
    if (head.size() < 18 || !head.startsWith("\x7f"
                                             "ELF"))
        return false;
    // e_type (offset 16): little-endian on every target this builds for (x86-64, arm64).
    const int type = int(uchar(head.at(16))) | (int(uchar(head.at(17))) << 8);
    return type == 2 || type == 3;
}

} // namespace

void TestRunPath::initTestCase()
{
    m_readelf = QStandardPaths::findExecutable(QStringLiteral("readelf"));
    QVERIFY2(!m_readelf.isEmpty(), "readelf is missing: run installer/bootstrap (it installs binutils)");
}

void TestRunPath::entryRule_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("bad");
    QTest::addRow("absolute folders") << "/opt/qt/lib:/usr/local/lib"
                                      << "";
    QTest::addRow("the executable's folder") << "$ORIGIN:$ORIGIN/../lib:${ORIGIN}/lib"
                                             << "";
    QTest::addRow("padding of colons only (the bug)") << "::::"
                                                      << "''";
    QTest::addRow("an empty entry at the end") << "/usr/lib:"
                                               << "''";
    QTest::addRow("an empty entry at the start") << ":/usr/lib"
                                                 << "''";
    QTest::addRow("an empty value") << ""
                                    << "''";
    QTest::addRow("the current folder") << "/usr/lib:."
                                        << ".";
    QTest::addRow("a relative folder") << "lib"
                                       << "lib";
}

void TestRunPath::entryRule()
{
    QFETCH(QString, value);
    QFETCH(QString, bad);
    QCOMPARE(badEntry(value), bad);
}

void TestRunPath::everyExecutableLoadsOnlyItsOwnLibraries()
{
    static const QRegularExpression tag(QStringLiteral("\\((RUNPATH|RPATH)\\)\\s+Library r(?:un)?path: \\[(.*)\\]"));
    QStringList checked;
    QStringList offenders;
    QDirIterator it(QStringLiteral(CP_BINARY_DIR), QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        if (!isElfProgram(info))
            continue;
        QProcess p;
        p.start(m_readelf, { QStringLiteral("-d"), QStringLiteral("-W"), info.filePath() });
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, qPrintable(info.filePath() + QString::fromLocal8Bit(p.readAllStandardError())));
        checked << info.canonicalFilePath();
        const QString dynamic = QString::fromLocal8Bit(p.readAllStandardOutput());
        auto matches = tag.globalMatch(dynamic);
        while (matches.hasNext()) {
            const QRegularExpressionMatch m = matches.next();
            if (const QString bad = badEntry(m.captured(2)); !bad.isEmpty())
                offenders << QStringLiteral("%1: %2 [%3] has the entry %4").arg(info.filePath(), m.captured(1), m.captured(2), bad);
        }
    }
#ifdef CP_CLI_BINARY
    QVERIFY2(checked.contains(QFileInfo(QStringLiteral(CP_CLI_BINARY)).canonicalFilePath()), CP_CLI_BINARY " was not found among the built executables");
#endif
    QVERIFY2(!checked.isEmpty(), "no executable found in " CP_BINARY_DIR);
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestRunPath)
#include "tst_runpath.moc"
