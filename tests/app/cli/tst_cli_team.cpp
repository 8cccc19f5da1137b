// The CLI on a team library (issue 24): db migrate, --expect-revision conflicts (exit 3, one line),
// revisions with author and date, copy between a file and the team library, a viewer's refusal,
// 20 computeplanner-cli processes writing at once, and the CLI killed (SIGKILL) at the messages it
// sends all through an import's transaction (strace; teamtest::killPoints). Runs on the throw-away
// cluster of the fixture pg_cluster.
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "tests/app/cli/clirunner.h"
#include "tests/common/traced.h"
#include "tests/core/store/storetesthelpers.h"
#include "tests/core/store/teamlibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cp;

namespace {

const QString kCli = QStringLiteral(CP_CLI_BINARY);
const QString kSample = QStringLiteral("7B LoRA fine-tune on L40S");

struct Finished {
    int exitCode = -1;
    QString err;
};

/// Starts every argument list as its own computeplanner-cli process at once; waits for all.
QList<Finished> runAtOnce(const QList<QStringList> &argumentLists)
{
    std::vector<std::unique_ptr<QProcess>> processes;
    for (const QStringList &args : argumentLists) {
        processes.push_back(std::make_unique<QProcess>());
        processes.back()->start(kCli, args);
    }
    QList<Finished> out;
    for (auto &p : processes) {
        p->waitForFinished(120000);
        out.append({ p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1, QString::fromUtf8(p->readAllStandardError()) });
    }
    return out;
}

} // namespace

class TestCliTeam : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void dbMigrateSetsUpAnEmptyDatabase();
    void aStaleImportIsAConflictOnOneLine();
    void revisionsShowWhoAndWhen();
    void copyMovesAPlanWithItsHistoryBothWays();
    void anEditorChangesOnlyItsOwnPlans();
    void aNulInNotesIsRefusedAlikeByBothLibraries();
    void aPasswordIsNeverPrinted();
    void aViewersImportIsRefusedByTheServer();
    void anUnreachableServerFailsLikeAnUnreadableFile();
    void twentyProcessesAtOnceLoseNoSave();
    void theCliKilledMidImportLeavesOldOrNew();

private:
    QString fileWithNotes(const QString &notes);
    QString m_uri;
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestCliTeam::initTestCase()
{
    QVERIFY2(!teamtest::socketFolder().isEmpty(), "CP_TEST_PG_SOCKET is not set: run through ctest (fixture pg_cluster)");
    const QString made = teamtest::freshDatabase(QStringLiteral("cp_cli_team"));
    QVERIFY2(made.isEmpty(), qPrintable(made));
    m_uri = teamtest::uri(QStringLiteral("cp_cli_team"));
    const CliResult r = runCli({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), m_uri });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(teamtest::ensureUser(QStringLiteral("cli_viewer"), QStringLiteral("cp_viewer")).isEmpty());
}

QString TestCliTeam::fileWithNotes(const QString &notes)
{
    auto s = cplan::readFile(sampleFiles().constFirst(), Catalog::builtIn());
    s->notes = notes;
    const QString file = m_dir.filePath(QStringLiteral("plan-%1.cplan").arg(++m_files));
    static_cast<void>(cplan::writeFile(file, *s)); // a failure shows as a refused import below
    return file;
}

void TestCliTeam::dbMigrateSetsUpAnEmptyDatabase()
{
    QVERIFY(teamtest::freshDatabase(QStringLiteral("cp_cli_migrate")).isEmpty());
    const QString uri = teamtest::uri(QStringLiteral("cp_cli_migrate"));
    const CliResult info = runCli({ QStringLiteral("db"), QStringLiteral("info"), QStringLiteral("--db"), uri });
    QCOMPARE(info.exitCode, 1); // read-only: an empty database is not set up by reading it
    QVERIFY2(info.err.contains(QStringLiteral("db migrate --db")), qPrintable(info.err));
    const CliResult migrated = runCli({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), uri, QStringLiteral("--no-samples") });
    QVERIFY2(migrated.exitCode == 0, qPrintable(migrated.err));
    QVERIFY2(migrated.out.contains(QStringLiteral("format version %1").arg(Store::kSchemaVersion)), qPrintable(migrated.out));
    const CliResult json = runCli({ QStringLiteral("db"), QStringLiteral("info"), QStringLiteral("--db"), uri, QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("role")).toString(), QStringLiteral("admin"));
    QCOMPARE(o.value(QStringLiteral("user")).toString(), QStringLiteral("postgres"));
    QCOMPARE(o.value(QStringLiteral("team")).toBool(), true);
    const CliResult list = runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), uri });
    QCOMPARE(list.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(list.out.toUtf8()).array().size(), 0); // --no-samples
    // Migrating again changes nothing and succeeds.
    QCOMPARE(runCli({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), uri }).exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), uri }).out.toUtf8()).array().size(), 0);
}

void TestCliTeam::aStaleImportIsAConflictOnOneLine()
{
    const QString name = QStringLiteral("conflicted");
    const auto import = [&](const QString &file, const QString &expect) {
        return runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--name"), name, QStringLiteral("--expect-revision"), expect,
            QStringLiteral("--db"), m_uri });
    };
    QCOMPARE(import(fileWithNotes(QStringLiteral("first")), QStringLiteral("0")).exitCode, 0);
    QCOMPARE(import(fileWithNotes(QStringLiteral("second")), QStringLiteral("1")).exitCode, 0);
    const CliResult stale = import(fileWithNotes(QStringLiteral("stale")), QStringLiteral("1"));
    QCOMPARE(stale.exitCode, 3);
    QCOMPARE(stale.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(stale.err.startsWith(QStringLiteral("computeplanner-cli scenario: conflict: 'conflicted' is at revision 2 by postgres")), qPrintable(stale.err));
    const CliResult again = import(fileWithNotes(QStringLiteral("new again")), QStringLiteral("0"));
    QCOMPARE(again.exitCode, 3);
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("revisions"), name, QStringLiteral("--db"), m_uri }).out.count(QStringLiteral("\"number\"")), 2);
    // A flag value that is no revision number is bad input, not a conflict.
    QCOMPARE(import(fileWithNotes(QStringLiteral("x")), QStringLiteral("-1")).exitCode, 2);
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--expect-revision"), QStringLiteral("1"), QStringLiteral("--db"), m_uri }).exitCode, 2);
}

void TestCliTeam::revisionsShowWhoAndWhen()
{
    const CliResult json = runCli({ QStringLiteral("scenario"), QStringLiteral("revisions"), kSample, QStringLiteral("--db"), m_uri });
    QCOMPARE(json.exitCode, 0);
    const QJsonObject first = QJsonDocument::fromJson(json.out.toUtf8()).array().at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("author")).toString(), QStringLiteral("postgres"));
    QVERIFY(QDateTime::fromString(first.value(QStringLiteral("saved_at")).toString(), Qt::ISODate).isValid());
    const CliResult text = runCli({ QStringLiteral("scenario"), QStringLiteral("revisions"), kSample, QStringLiteral("--db"), m_uri, QStringLiteral("--format"), QStringLiteral("text") });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith(QStringLiteral("1  %1  postgres  ").arg(first.value(QStringLiteral("saved_at")).toString())), qPrintable(text.out));
}

void TestCliTeam::copyMovesAPlanWithItsHistoryBothWays()
{
    const QString personal = m_dir.filePath(QStringLiteral("personal.sqlite"));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("mine 1")), QStringLiteral("--name"), QStringLiteral("mine"),
                        QStringLiteral("--db"), personal })
                 .exitCode,
        0);
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("mine 2")), QStringLiteral("--name"), QStringLiteral("mine"),
                        QStringLiteral("--db"), personal })
                 .exitCode,
        0);
    // The personal file's history is doctored: another author, an old date, a claim.
    {
        RawConnection raw(personal, QStringLiteral("doctor"));
        QVERIFY(raw.exec(QStringLiteral("UPDATE revisions SET author = 'alice', saved_at = '2025-01-15T09:00:00Z', comment = 'approved by CFO'")));
    }
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-2);
    const CliResult up = runCli({ QStringLiteral("scenario"), QStringLiteral("copy"), QStringLiteral("mine"), QStringLiteral("--from"), personal, QStringLiteral("--to"), m_uri });
    QVERIFY2(up.exitCode == 0, qPrintable(up.err));
    QVERIFY2(up.out.contains(QStringLiteral("with 1 revision")), qPrintable(up.out));
    // In the team library the copy is one revision by the copier at the server's time; the
    // personal history is only quoted in its comment.
    const QString team = runCli({ QStringLiteral("scenario"), QStringLiteral("revisions"), QStringLiteral("mine"), QStringLiteral("--db"), m_uri }).out;
    const QJsonArray revisions = QJsonDocument::fromJson(team.toUtf8()).array();
    QCOMPARE(revisions.size(), 1);
    const QJsonObject copied = revisions.at(0).toObject();
    QCOMPARE(copied.value(QStringLiteral("author")).toString(), QStringLiteral("postgres"));
    const QDateTime savedAt = QDateTime::fromString(copied.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
    QVERIFY2(savedAt >= before && savedAt <= QDateTime::currentDateTimeUtc().addSecs(2), qPrintable(copied.value(QStringLiteral("saved_at")).toString()));
    const QString comment = copied.value(QStringLiteral("comment")).toString();
    QVERIFY2(comment.startsWith(QStringLiteral("copied from ") + QDir::toNativeSeparators(personal) + QStringLiteral(", where it had 2 revision")), qPrintable(comment));
    QVERIFY2(comment.contains(QStringLiteral("#2 alice 2025-01-15T09:00:00Z \"approved by CFO\"")), qPrintable(comment));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("show"), QStringLiteral("mine"), QStringLiteral("--db"), m_uri }).out,
        runCli({ QStringLiteral("scenario"), QStringLiteral("show"), QStringLiteral("mine"), QStringLiteral("--db"), personal }).out);
    // Down again, into a second file: the team's history as it is; onto a taken name it is refused.
    const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("copy"), QStringLiteral("mine"), QStringLiteral("--from"), m_uri, QStringLiteral("--to"), other }).exitCode, 0);
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("revisions"), QStringLiteral("mine"), QStringLiteral("--db"), other }).out, team);
    const CliResult taken = runCli({ QStringLiteral("scenario"), QStringLiteral("copy"), QStringLiteral("mine"), QStringLiteral("--from"), personal, QStringLiteral("--to"), m_uri });
    QCOMPARE(taken.exitCode, 2);
    QVERIFY2(taken.err.contains(QStringLiteral("already exists")), qPrintable(taken.err));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("copy"), QStringLiteral("mine"), QStringLiteral("--from"), personal }).exitCode, 2);
}

void TestCliTeam::anEditorChangesOnlyItsOwnPlans()
{
    QVERIFY(teamtest::ensureUser(QStringLiteral("cli_alice"), QStringLiteral("cp_editor")).isEmpty());
    QVERIFY(teamtest::ensureUser(QStringLiteral("cli_bob"), QStringLiteral("cp_editor")).isEmpty());
    const QString alice = teamtest::uri(QStringLiteral("cp_cli_team"), QStringLiteral("cli_alice"));
    const QString bob = teamtest::uri(QStringLiteral("cp_cli_team"), QStringLiteral("cli_bob"));
    const QString name = QStringLiteral("alice-plan");
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("alice's")), QStringLiteral("--name"), name, QStringLiteral("--db"), alice }).exitCode, 0);
    const QList<QStringList> attempts {
        { QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("bob's")), QStringLiteral("--name"), name, QStringLiteral("--db"), bob },
        { QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("bob's")), QStringLiteral("--name"), name, QStringLiteral("--expect-revision"),
            QStringLiteral("1"), QStringLiteral("--db"), bob },
        { QStringLiteral("scenario"), QStringLiteral("restore"), name, QStringLiteral("--revision"), QStringLiteral("1"), QStringLiteral("--db"), bob },
        { QStringLiteral("scenario"), QStringLiteral("delete"), name, QStringLiteral("--db"), bob },
    };
    for (const QStringList &args : attempts) {
        const CliResult r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("'alice-plan' was created by cli_alice")), qPrintable(r.err));
    }
    const QJsonArray revisions = QJsonDocument::fromJson(runCli({ QStringLiteral("scenario"), QStringLiteral("revisions"), name, QStringLiteral("--db"), bob }).out.toUtf8()).array();
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions.at(0).toObject().value(QStringLiteral("author")).toString(), QStringLiteral("cli_alice"));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("delete"), name, QStringLiteral("--db"), alice }).exitCode, 0);
    // Nor does bob remove alice's calibration point.
    calibrate::PilotPoint point;
    point.accelerator = QStringLiteral("l40s-48gb");
    point.configuration = QStringLiteral("{}");
    point.measuredTokensPerS = 900;
    point.predictedTokensPerS = 1000;
    point.predictedStepS = 1;
    point.predictedPeakGiB = 40;
    point.predictedMfu = 0.3;
    auto store = Store::open(alice);
    QVERIFY(store);
    const auto id = (*store)->addCalibration(point);
    QVERIFY2(id, qPrintable(joinErrors(id.errors())));
    const CliResult removed = runCli({ QStringLiteral("calibrate"), QStringLiteral("remove"), QString::number(*id), QStringLiteral("--db"), bob });
    QCOMPARE(removed.exitCode, 2);
    QVERIFY2(removed.err.contains(QStringLiteral("stored by cli_alice")), qPrintable(removed.err));
    QCOMPARE(runCli({ QStringLiteral("calibrate"), QStringLiteral("remove"), QString::number(*id), QStringLiteral("--db"), alice }).exitCode, 0);
}

void TestCliTeam::aNulInNotesIsRefusedAlikeByBothLibraries()
{
    const QString file = fileWithNotes(QStringLiteral("NULMARK"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray bytes = f.readAll();
    f.close();
    bytes.replace("NULMARK", "before\\u0000after");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
    f.close();
    QString message;
    for (const QString &db : { m_dir.filePath(QStringLiteral("nul.sqlite")), m_uri }) {
        const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--name"), QStringLiteral("nul notes"), QStringLiteral("--db"), db });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("notes: must not contain the control character U+0000")), qPrintable(r.err));
        QVERIFY2(message.isEmpty() || r.err == message, qPrintable(r.err));
        message = r.err;
    }
}

void TestCliTeam::aPasswordIsNeverPrinted()
{
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), QStringLiteral("postgresql://alice:s3cr3t-pw@db.example.com/plans") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(!r.err.contains(QStringLiteral("s3cr3t")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("postgresql://alice:***@db.example.com/plans")), qPrintable(r.err));
}

void TestCliTeam::aViewersImportIsRefusedByTheServer()
{
    const QString viewer = teamtest::uri(QStringLiteral("cp_cli_team"), QStringLiteral("cli_viewer"));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), viewer }).exitCode, 0);
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("viewer")), QStringLiteral("--name"),
        QStringLiteral("by the viewer"), QStringLiteral("--db"), viewer });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("you are a viewer there")), qPrintable(r.err));
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("show"), QStringLiteral("by the viewer"), QStringLiteral("--db"), m_uri }).exitCode, 2);
}

void TestCliTeam::anUnreachableServerFailsLikeAnUnreadableFile()
{
    const QString nowhere = QStringLiteral("postgresql://postgres@localhost:5432/x?host=%1&connect_timeout=2").arg(m_dir.filePath(QStringLiteral("none")));
    const CliResult r = runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), nowhere });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("cannot be reached")), qPrintable(r.err));
    QCOMPARE(int(cli::exitCodeFor(ErrorKind::Unreachable)), int(cli::exitCodeFor(ErrorKind::Io)));
    QCOMPARE(int(cli::exitCodeFor(ErrorKind::Conflict)), 3);
}

void TestCliTeam::twentyProcessesAtOnceLoseNoSave()
{
    constexpr int kProcesses = 20;
    const QString log = QStringLiteral("shared log");
    const QString contended = QStringLiteral("contended plan");
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("start")), QStringLiteral("--name"), log, QStringLiteral("--db"), m_uri }).exitCode, 0);
    QCOMPARE(runCli({ QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("start")), QStringLiteral("--name"), contended, QStringLiteral("--db"), m_uri }).exitCode, 0);
    // Round 1: 20 imports onto one plan, each a new revision; round 2: 20 edits of one plan all
    // based on its revision 1 (only one can win); round 3: 20 new plans, each by one process.
    QList<QStringList> appends;
    QList<QStringList> edits;
    QList<QStringList> creations;
    for (int i = 0; i < kProcesses; ++i) {
        appends << QStringList { QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("append %1").arg(i)), QStringLiteral("--name"), log,
            QStringLiteral("--db"), m_uri };
        edits << QStringList { QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("edit %1").arg(i)), QStringLiteral("--name"), contended,
            QStringLiteral("--expect-revision"), QStringLiteral("1"), QStringLiteral("--db"), m_uri };
        creations << QStringList { QStringLiteral("scenario"), QStringLiteral("import"), fileWithNotes(QStringLiteral("new %1").arg(i)), QStringLiteral("--name"),
            QStringLiteral("new plan %1").arg(i), QStringLiteral("--expect-revision"), QStringLiteral("0"), QStringLiteral("--db"), m_uri };
    }
    const QList<Finished> appended = runAtOnce(appends);
    for (const Finished &f : appended)
        QVERIFY2(f.exitCode == 0, qPrintable(f.err));
    const QList<Finished> edited = runAtOnce(edits + creations);

    auto store = Store::open(m_uri);
    QVERIFY(store);
    // Every append is there, each exactly once, as revisions 2..21.
    const auto revisions = (*store)->revisions(log);
    QVERIFY(revisions);
    QCOMPARE(revisions->size(), 1 + kProcesses);
    QSet<QString> notes;
    for (const RevisionInfo &r : *revisions) {
        QCOMPARE(r.number, static_cast<int>(notes.size()) + 1);
        notes.insert((*store)->revision(log, r.number)->notes);
    }
    QCOMPARE(notes.size(), 1 + kProcesses);
    for (int i = 0; i < kProcesses; ++i)
        QVERIFY(notes.contains(QStringLiteral("append %1").arg(i)));
    // Exactly one edit won; the others were told so (exit 3), none claimed success.
    int won = -1;
    for (int i = 0; i < kProcesses; ++i) {
        const Finished &f = edited.at(i);
        QVERIFY2(f.exitCode == 0 || f.exitCode == 3, qPrintable(f.err));
        if (f.exitCode == 0) {
            QCOMPARE(won, -1);
            won = i;
        } else {
            QVERIFY2(f.err.startsWith(QStringLiteral("computeplanner-cli scenario: conflict: 'contended plan' is at revision 2 by postgres")), qPrintable(f.err));
        }
    }
    QVERIFY(won >= 0);
    QCOMPARE((*store)->revisions(contended)->size(), 2);
    QCOMPARE((*store)->load(contended)->notes, QStringLiteral("edit %1").arg(won));
    // Every new plan was created once, by its process.
    for (int i = 0; i < kProcesses; ++i) {
        QVERIFY2(edited.at(kProcesses + i).exitCode == 0, qPrintable(edited.at(kProcesses + i).err));
        QCOMPARE((*store)->load(QStringLiteral("new plan %1").arg(i))->notes, QStringLiteral("new %1").arg(i));
    }
}

void TestCliTeam::theCliKilledMidImportLeavesOldOrNew()
{
    const QString strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
    QVERIFY2(!strace.isEmpty(), "strace is not installed; installer/bootstrap installs it");
    const QString name = QStringLiteral("killed imports");
    const QString file = fileWithNotes(QStringLiteral("killed"));
    const QStringList import { QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--name"), name, QStringLiteral("--db"), m_uri };
    QCOMPARE(runCli(import).exitCode, 0);
    const QString trace = m_dir.filePath(QStringLiteral("sends.log"));
    QProcess counted;
    counted.setProcessEnvironment(cp::test::tracedEnvironment()); // LeakSanitizer cannot run traced
    counted.start(strace, QStringList { QStringLiteral("-f"), QStringLiteral("-qq"), QStringLiteral("-s"), QStringLiteral("40"), QStringLiteral("-e"), QStringLiteral("trace=sendto"), QStringLiteral("-o"), trace, QStringLiteral("--"), kCli } + import);
    QVERIFY(counted.waitForFinished(60000));
    QCOMPARE(counted.exitCode(), 0);
    QFile log(trace);
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QList<int> points = teamtest::killPoints(log.readAll());
    QVERIFY2(points.size() > 10, "no BEGIN ... COMMIT of the save in the trace");
    int revisions = 2;
    for (const int n : points) {
        QProcess p;
        p.setProcessEnvironment(cp::test::tracedEnvironment()); // LeakSanitizer cannot run traced
        p.start(strace, QStringList { QStringLiteral("-f"), QStringLiteral("-qq"), QStringLiteral("-e"), QStringLiteral("trace=sendto"), QStringLiteral("-e"), QStringLiteral("inject=sendto:signal=SIGKILL:when=%1").arg(n), QStringLiteral("--"), kCli } + import);
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(p.exitStatus() == QProcess::CrashExit || p.exitCode() != 0);
        auto store = Store::open(m_uri);
        QVERIFY(store);
        const auto revs = (*store)->revisions(name);
        QVERIFY(revs);
        QVERIFY2(revs->size() == revisions || revs->size() == revisions + 1, qPrintable(QStringLiteral("kill at send %1: %2 revisions").arg(n).arg(revs->size())));
        revisions = static_cast<int>(revs->size());
        QCOMPARE(revs->constLast().number, revisions);
        QCOMPARE(cplan::toBytes(*(*store)->load(name)), cplan::toBytes(*(*store)->revision(name, revisions)));
    }
}

QTEST_GUILESS_MAIN(TestCliTeam)
#include "tst_cli_team.moc"
