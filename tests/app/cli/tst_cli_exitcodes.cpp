// The exit codes, one rule for every command (app/cli/cli.h ExitCode): 0 success, 1 failure,
// 2 bad input (flags, arguments, file contents), 3 conflict. One case of each, and the mapping
// of store problems.
#include "clirunner.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "tests/common/files.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

class TestCliExitCodes : public QObject {
    Q_OBJECT
private slots:
    void init();
    void theCodes();
    void successIsZero();
    void failureIsOne();
    void badInputIsTwo_data();
    void badInputIsTwo();
    void refusedImportIsBadInputAndChangesNothing();
    void exportOverTheLibraryIsAConflict();
    void storeProblems_data();
    void storeProblems();

private:
    QStringList db() const { return { QStringLiteral("--db"), m_db }; }
    QString listJson() const { return runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("list") } + db()).out; }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

using cp::test::readAll;
using cp::test::writeAll;

void TestCliExitCodes::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = m_dir->filePath(QStringLiteral("library.sqlite"));
    QCOMPARE(runCli(QStringList { QStringLiteral("db"), QStringLiteral("migrate") } + db()).exitCode, 0); // creates it
}

void TestCliExitCodes::theCodes()
{
    QCOMPARE(int(cli::Success), 0);
    QCOMPARE(int(cli::Failure), 1);
    QCOMPARE(int(cli::BadInput), 2);
    QCOMPARE(int(cli::Conflict), 3);
    QCOMPARE(int(cli::UsageError), int(cli::BadInput));
}

void TestCliExitCodes::successIsZero()
{
    QCOMPARE(runCli({ QStringLiteral("--version") }).exitCode, 0);
    QCOMPARE(runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("list") } + db()).exitCode, 0);
}

void TestCliExitCodes::failureIsOne()
{
    // The input is fine; the library cannot be used.
    const QString damaged = m_dir->filePath(QStringLiteral("damaged.sqlite"));
    QVERIFY(writeAll(damaged, QByteArray("SQLite format 3") + QByteArray(1, '\0') + QByteArray(200, 'x')));
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), damaged });
    QCOMPARE(r.exitCode, 1);
    // The input is fine; the price book lacks a price it needs.
    QCOMPARE(runCli({ QStringLiteral("tco"), QStringLiteral("--accelerator"), QStringLiteral("a30-24gb") }).exitCode, 1);
    // The file cannot be written.
    const CliResult w = runCli({ QStringLiteral("guide"), QStringLiteral("--out"), m_dir->filePath(QStringLiteral("no/such/folder/guide.md")) });
    QCOMPARE(w.exitCode, 1);
    QVERIFY2(w.err.contains(QStringLiteral("No such file or directory")), qPrintable(w.err));
}

void TestCliExitCodes::badInputIsTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("unknown command") << QStringList { "nonsense" };
    QTest::addRow("unknown flag") << QStringList { "estimate", "--colour", "red" };
    QTest::addRow("value out of range") << QStringList { "tco", "--horizon-months", "61" };
    QTest::addRow("unknown accelerator") << QStringList { "tco", "--accelerator", "z80" };
    QTest::addRow("a scenario that does not exist") << QStringList { "scenario", "show", "ghost" };
    QTest::addRow("deleting one that does not exist") << QStringList { "scenario", "delete", "ghost" };
    QTest::addRow("a revision that does not exist") << QStringList { "scenario", "show", "--revision", "99" };
    QTest::addRow("compare with one that does not exist") << QStringList { "compare", "ghost", "ghost2" };
    QTest::addRow("a flag the action ignores") << QStringList { "scenario", "list", "--out", "x.cplan" };
}

void TestCliExitCodes::badInputIsTwo()
{
    QFETCH(QStringList, args);
    QStringList full = args;
    if (args.constFirst() == QLatin1String("scenario") || args.constFirst() == QLatin1String("compare"))
        full += db();
    if (args.contains(QStringLiteral("--revision")))
        full.insert(2, sampleScenarios()->constFirst().name);
    const CliResult r = runCli(full);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    QVERIFY(!r.err.isEmpty());
}

void TestCliExitCodes::refusedImportIsBadInputAndChangesNothing()
{
    const QString bad = m_dir->filePath(QStringLiteral("bad.cplan"));
    QVERIFY(writeAll(bad, R"({"schema_version": 1, "name": "broken", "training": {"seq_len": 5}})"));
    const QString before = listJson();
    const CliResult r = runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("import"), bad } + db());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("cannot be imported")), qPrintable(r.err));
    QCOMPARE(listJson(), before);
    QVERIFY(writeAll(bad, "not json at all"));
    QCOMPARE(runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("import"), bad } + db()).exitCode, 2);
    QCOMPARE(runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("import"), m_dir->filePath(QStringLiteral("missing.cplan")) } + db()).exitCode, 2);
    QCOMPARE(listJson(), before);
}

void TestCliExitCodes::exportOverTheLibraryIsAConflict()
{
    const QString name = sampleScenarios()->constFirst().name;
    const QByteArray before = readAll(m_db);
    QVERIFY(!before.isEmpty());
    const CliResult r = runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("export"), name, QStringLiteral("--out"), m_db } + db());
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QStringLiteral("--out: ")) && r.err.contains(QStringLiteral("is a file this command reads")), qPrintable(r.err));
    QCOMPARE(readAll(m_db), before);
    QVERIFY(r.out.isEmpty());
    // Through another spelling of the same path, and over its write-ahead log.
    const QString other = QDir(m_dir->path()).filePath(QStringLiteral("./library.sqlite"));
    QCOMPARE(runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("export"), name, QStringLiteral("--out"), other } + db()).exitCode, 3);
    QCOMPARE(runCli(QStringList { QStringLiteral("scenario"), QStringLiteral("export"), name, QStringLiteral("--out"), m_db + QStringLiteral("-wal") } + db()).exitCode, 3);
    QCOMPARE(readAll(m_db), before);
    QCOMPARE(listJson().isEmpty(), false);
}

void TestCliExitCodes::storeProblems_data()
{
    QTest::addColumn<int>("problem");
    QTest::addColumn<int>("code");
    QTest::addRow("damaged") << int(ErrorKind::Damaged) << 1;
    QTest::addRow("read-only") << int(ErrorKind::ReadOnly) << 1;
    QTest::addRow("locked by another program") << int(ErrorKind::Busy) << 3;
    QTest::addRow("disk full") << int(ErrorKind::DiskFull) << 1;
    QTest::addRow("newer schema") << int(ErrorKind::TooNew) << 1;
    QTest::addRow("not a library") << int(ErrorKind::NotALibrary) << 1;
    QTest::addRow("invalid input") << int(ErrorKind::BadInput) << 2;
    QTest::addRow("no such scenario") << int(ErrorKind::NotFound) << 2;
    QTest::addRow("name taken") << int(ErrorKind::AlreadyExists) << 2;
    QTest::addRow("other I/O failure") << int(ErrorKind::Io) << 1;
    QTest::addRow("a save based on an older revision") << int(ErrorKind::Conflict) << 3;
    QTest::addRow("the team server cannot be reached") << int(ErrorKind::Unreachable) << 1;
}

void TestCliExitCodes::storeProblems()
{
    QFETCH(int, problem);
    QFETCH(int, code);
    QCOMPARE(int(cli::exitCodeFor(ErrorKind(problem))), code);
}

QTEST_GUILESS_MAIN(TestCliExitCodes)
#include "tst_cli_exitcodes.moc"
