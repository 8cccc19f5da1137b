// Crashes against a team library on PostgreSQL (issue 24): a writer killed with SIGKILL at the
// messages it sends to the server during an import, all through the save's transaction
// (strace -e inject=sendto; teamtest::killPoints), a writer killed while
// its transaction waits on a lock, and the server restarted (immediate shutdown, as in a crash)
// while a save is half-way. Afterwards every plan is at its old or its new revision, whole, and
// every save the writer reported as done is there.
//
// The test runs its own throw-away cluster (tests/pg/pgcluster, CP_PGCLUSTER), since it restarts
// the server under the other team tests' feet otherwise. strace is required (installer/bootstrap).
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/store/store.h"
#include "tests/common/traced.h"
#include "tests/core/store/storetesthelpers.h"
#include "tests/core/store/teamlibrary.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace cp;

namespace {

const QString kWriter = QStringLiteral(CP_STORE_WRITER);
const QString kImported = QStringLiteral("Imported by the sweep");

bool runCluster(const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(qEnvironmentVariable("CP_PGCLUSTER"), args);
    const bool done = p.waitForFinished(120000);
    *output = QString::fromLocal8Bit(p.readAll());
    return done && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestStoreTeamKill : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void aWriterKilledMidSaveLeavesOldOrNew();
    void aWriterKilledWhileItsTransactionWaitsChangesNothing();
    void aServerRestartMidTransactionLosesNoReportedSave();

private:
    /// Every plan's current body is its newest revision, its revisions are numbered 1..n, and
    /// (for the plan named) there are n revisions; returns n (or -1 after a failed check).
    int checkWhole(const QString &uri, const QString &name);
    QString m_cluster;
    QString m_strace;
};

void TestStoreTeamKill::initTestCase()
{
    QVERIFY2(!qEnvironmentVariable("CP_PGCLUSTER").isEmpty(), "CP_PGCLUSTER is not set: run the test through ctest");
    m_strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
    QVERIFY2(!m_strace.isEmpty(), "strace is not installed; installer/bootstrap installs it");
    // Its own cluster: a folder "nobody" can reach (under root the server runs as nobody).
    m_cluster = QStringLiteral("/tmp/cp-pgkill-%1").arg(QCoreApplication::applicationPid());
    QString out;
    QVERIFY2(runCluster({ QStringLiteral("start"), m_cluster }, &out), qPrintable(out));
    qputenv("CP_TEST_PG_SOCKET", (m_cluster + QStringLiteral("/socket")).toLocal8Bit());
}

void TestStoreTeamKill::cleanupTestCase()
{
    QString out;
    if (!m_cluster.isEmpty())
        QVERIFY2(runCluster({ QStringLiteral("stop"), m_cluster }, &out), qPrintable(out));
}

int TestStoreTeamKill::checkWhole(const QString &uri, const QString &name)
{
    auto store = Store::open(uri);
    if (!store) {
        qWarning("%s", qPrintable(joinErrors(store.errors())));
        return -1;
    }
    const auto rows = (*store)->list();
    if (!rows)
        return -1;
    int count = 0;
    for (const ScenarioSummary &row : *rows) {
        const auto revisions = (*store)->revisions(row.name);
        const auto current = (*store)->load(row.name);
        if (!revisions || !current || revisions->isEmpty())
            return -1;
        for (qsizetype i = 0; i < revisions->size(); ++i) {
            if (revisions->at(i).number != i + 1)
                return -1;
        }
        const auto newest = (*store)->revision(row.name, revisions->constLast().number);
        if (!newest || cplan::toBytes(*newest) != cplan::toBytes(*current))
            return -1;
        if (row.name == name)
            count = static_cast<int>(revisions->size());
    }
    return count;
}

void TestStoreTeamKill::aWriterKilledMidSaveLeavesOldOrNew()
{
    QVERIFY(teamtest::freshDatabase(QStringLiteral("cp_kill_sweep")).isEmpty());
    const QString uri = teamtest::uri(QStringLiteral("cp_kill_sweep"));
    {
        QProcess first;
        first.start(kWriter, { QStringLiteral("--import"), uri });
        QVERIFY(first.waitForFinished(60000));
        QCOMPARE(first.exitCode(), 0);
    }
    QCOMPARE(checkWhole(uri, kImported), 1);
    // The messages one import sends (connect, checks, the save's statements, commit).
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("sends.log"));
    {
        QProcess traced;
        traced.setProcessEnvironment(cp::test::tracedEnvironment()); // LeakSanitizer cannot run traced
        traced.start(m_strace, { QStringLiteral("-f"), QStringLiteral("-qq"), QStringLiteral("-s"), QStringLiteral("40"), QStringLiteral("-e"), QStringLiteral("trace=sendto"), QStringLiteral("-o"), log, QStringLiteral("--"), kWriter, QStringLiteral("--import"), uri });
        QVERIFY(traced.waitForFinished(60000));
        QCOMPARE(traced.exitCode(), 0);
    }
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<int> points = teamtest::killPoints(file.readAll());
    QVERIFY2(points.size() > 10, "no BEGIN ... COMMIT of the save in the trace");
    int revisions = 2;
    int killed = 0;
    for (const int n : points) {
        QProcess p;
        p.setProcessEnvironment(cp::test::tracedEnvironment()); // LeakSanitizer cannot run traced
        p.start(m_strace, { QStringLiteral("-f"), QStringLiteral("-qq"), QStringLiteral("-e"), QStringLiteral("trace=sendto"), QStringLiteral("-e"), QStringLiteral("inject=sendto:signal=SIGKILL:when=%1").arg(n), QStringLiteral("--"), kWriter, QStringLiteral("--import"), uri });
        QVERIFY(p.waitForFinished(60000));
        killed += p.exitStatus() == QProcess::CrashExit || p.exitCode() != 0 ? 1 : 0;
        // The import after the kill is whole: the old revision, or the new one, never a part.
        const int now = checkWhole(uri, kImported);
        QVERIFY2(now == revisions || now == revisions + 1, qPrintable(QStringLiteral("kill at send %1: %2 revisions, expected %3 or %4").arg(n).arg(now).arg(revisions).arg(revisions + 1)));
        revisions = now;
    }
    QCOMPARE(killed, points.size()); // every run was killed at its nth send
    // The server cleaned up after every killed connection: the library still takes saves.
    QProcess last;
    last.start(kWriter, { QStringLiteral("--import"), uri });
    QVERIFY(last.waitForFinished(60000));
    QCOMPARE(last.exitCode(), 0);
    QCOMPARE(checkWhole(uri, kImported), revisions + 1);
}

void TestStoreTeamKill::aWriterKilledWhileItsTransactionWaitsChangesNothing()
{
    QVERIFY(teamtest::freshDatabase(QStringLiteral("cp_kill_wait")).isEmpty());
    const QString uri = teamtest::uri(QStringLiteral("cp_kill_wait"));
    const QString plan = QStringLiteral("7B LoRA fine-tune on L40S");
    QVERIFY(Store::open(uri));
    // Another session holds the revisions table: the writer's save stops half-way, after it
    // changed the plan's row and before it adds the revision.
    QCOMPARE(teamtest::adminExec({ QStringLiteral("BEGIN"), QStringLiteral("LOCK TABLE revisions IN EXCLUSIVE MODE") }, QStringLiteral("cp_kill_wait")), QString());
    QProcess writer;
    writer.start(kWriter, { uri, plan });
    QVERIFY(writer.waitForStarted());
    QVERIFY(QTest::qWaitFor([&]() {
        return teamtest::adminExec({ QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = 'cp_kill_wait' "
                                                    "AND application_name = 'computeplanner' AND wait_event_type = 'Lock') THEN RAISE 'not yet'; END IF; END $$") })
            .isEmpty();
    },
        30000));
    writer.kill(); // SIGKILL
    QVERIFY(writer.waitForFinished(30000));
    QCOMPARE(teamtest::adminExec({ QStringLiteral("COMMIT") }, QStringLiteral("cp_kill_wait")), QString());
    QCOMPARE(checkWhole(uri, plan), 1); // the half-made save is gone
    auto store = Store::open(uri);
    QVERIFY(store);
    QVERIFY((*store)->load(plan)->notes != QStringLiteral("revision 2"));
}

void TestStoreTeamKill::aServerRestartMidTransactionLosesNoReportedSave()
{
    QVERIFY(teamtest::freshDatabase(QStringLiteral("cp_kill_restart")).isEmpty());
    const QString uri = teamtest::uri(QStringLiteral("cp_kill_restart"));
    const QString plan = QStringLiteral("7B LoRA fine-tune on L40S");
    QVERIFY(Store::open(uri));
    QProcess writer;
    writer.start(kWriter, { uri, plan });
    QVERIFY(writer.waitForStarted());
    QByteArray output;
    QVERIFY(QTest::qWaitFor([&]() {
        output += writer.readAllStandardOutput();
        return output.contains("saved 20\n");
    },
        60000));
    // Hold the writer half-way through its next save, then restart the server under it.
    QCOMPARE(teamtest::adminExec({ QStringLiteral("BEGIN"), QStringLiteral("LOCK TABLE revisions IN EXCLUSIVE MODE") }, QStringLiteral("cp_kill_restart")), QString());
    QVERIFY(QTest::qWaitFor([&]() {
        return teamtest::adminExec({ QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = 'cp_kill_restart' "
                                                    "AND application_name = 'computeplanner' AND wait_event_type = 'Lock') THEN RAISE 'not yet'; END IF; END $$") })
            .isEmpty();
    },
        30000));
    QString out;
    QVERIFY2(runCluster({ QStringLiteral("restart"), m_cluster, QStringLiteral("immediate") }, &out), qPrintable(out));
    QSqlDatabase::removeDatabase(QStringLiteral("teamtest.admin.cp_kill_restart")); // its session died with the server
    QSqlDatabase::removeDatabase(QStringLiteral("teamtest.admin.postgres"));
    QVERIFY(writer.waitForFinished(30000));
    output += writer.readAllStandardOutput();
    QCOMPARE(writer.exitCode(), 1);
    const QString err = QString::fromLocal8Bit(writer.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("cannot be reached")) || err.contains(QStringLiteral("terminat")), qPrintable(err));
    int reported = 0;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("saved "))
            reported = line.mid(6).toInt();
    }
    QVERIFY(reported >= 20);
    // Every save reported as done is there; the one held half-way is not.
    QCOMPARE(checkWhole(uri, plan), reported);
    auto store = Store::open(uri);
    QVERIFY(store);
    QCOMPARE((*store)->load(plan)->notes, QStringLiteral("revision %1").arg(reported));
}

QTEST_GUILESS_MAIN(TestStoreTeamKill)
#include "tst_storeteamkill.moc"
