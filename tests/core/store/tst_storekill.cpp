#include "tests/core/store/storetesthelpers.h"

#include "core/store/store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;

// Kill -9 during a save: a child process (store_writer) saves revisions in a loop and is killed
// with SIGKILL, 50 times. The kill point does not depend on the machine's speed: the test kills
// the writer right after it reports its Nth save of the run (N = 1..5 in turn), while it is
// already writing the next one. After every kill the file must pass the integrity check, keep
// at least the N reported revisions, and the scenario must be exactly its newest revision:
// body, revision list and tag rows agree, and no revision is half written.
class TestStoreKill : public QObject {
    Q_OBJECT
private slots:
    void killedWritesLeaveWholeRevisions();
};

namespace {

constexpr int kKills = 50;
constexpr int kSavesBeforeKill = 5; // run k is killed after its (k % 5) + 1st reported save
const QString kName = QStringLiteral("Kill test");

struct Snapshot {
    int revisions = 0;
};

QString notesOf(const QByteArray &body) { return QJsonDocument::fromJson(body).object().value(QStringLiteral("notes")).toString(); }

// Returns an empty string when the file is consistent, else what is wrong.
QString inconsistency(const QString &path, Snapshot *snapshot)
{
    RawConnection raw(path, QStringLiteral("check"));
    const QString integrity = raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString();
    if (integrity != QLatin1String("ok"))
        return QStringLiteral("integrity_check: ") + integrity;
    QSqlQuery q(raw.db());
    q.prepare(QStringLiteral("SELECT id, body FROM scenarios WHERE name = ?"));
    q.addBindValue(kName);
    if (!q.exec() || !q.next())
        return QStringLiteral("the scenario is gone");
    const qint64 id = q.value(0).toLongLong();
    const QByteArray current = q.value(1).toByteArray();
    q.finish();
    QSqlQuery revs(raw.db());
    revs.prepare(QStringLiteral("SELECT number, body FROM revisions WHERE scenario_id = ? ORDER BY number"));
    revs.addBindValue(id);
    if (!revs.exec())
        return QStringLiteral("revisions cannot be read");
    int expected = 1;
    QByteArray newest;
    while (revs.next()) {
        const int number = revs.value(0).toInt();
        newest = revs.value(1).toByteArray();
        if (number != expected)
            return QStringLiteral("revision %1 follows %2").arg(number).arg(expected - 1);
        if (notesOf(newest) != QStringLiteral("revision %1").arg(number))
            return QStringLiteral("revision %1 holds '%2'").arg(number).arg(notesOf(newest));
        ++expected;
    }
    if (newest != current)
        return QStringLiteral("the scenario body is not its newest revision %1 ('%2')").arg(expected - 1).arg(notesOf(current));
    QSet<QString> bodyTags;
    for (const QJsonValue &t : QJsonDocument::fromJson(current).object().value(QStringLiteral("tags")).toArray())
        bodyTags.insert(t.toString());
    QSqlQuery tags(raw.db());
    tags.prepare(QStringLiteral("SELECT n.name FROM scenario_tags st JOIN tag_names n ON n.id = st.tag_id WHERE st.scenario_id = ?"));
    tags.addBindValue(id);
    QSet<QString> rowTags;
    if (!tags.exec())
        return QStringLiteral("tags cannot be read");
    while (tags.next())
        rowTags.insert(tags.value(0).toString());
    if (rowTags != bodyTags)
        return QStringLiteral("the tag rows do not match the body");
    snapshot->revisions = expected - 1;
    return {};
}

} // namespace

void TestStoreKill::killedWritesLeaveWholeRevisions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        StoreOptions options;
        options.seedSamples = false;
        auto store = Store::open(path, options);
        QVERIFY(store);
        Scenario s;
        s.name = kName;
        s.notes = QStringLiteral("revision 1");
        s.model.preset = QStringLiteral("llama2-7b");
        s.training.mode = QStringLiteral("lora");
        QCOMPARE(*(*store)->save(s), 1);
    }
    Snapshot before;
    QVERIFY(inconsistency(path, &before).isEmpty());
    int inFlightCommitted = 0; // runs whose save in flight at the kill was committed too
    QList<int> savedPerRun;
    for (int kill = 0; kill < kKills; ++kill) {
        QProcess writer;
        writer.start(QStringLiteral(CP_STORE_WRITER), { path, kName });
        QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
        QVERIFY2(writer.waitForReadyRead(20000) && writer.readLine().trimmed() == "ready",
            qPrintable(QString::fromUtf8(writer.readAllStandardError())));
        const int reported = kill % kSavesBeforeKill + 1;
        for (int saved = 0; saved < reported;) {
            if (!writer.canReadLine())
                QVERIFY2(writer.waitForReadyRead(20000), qPrintable(QString::fromUtf8(writer.readAllStandardError())));
            while (saved < reported && writer.canReadLine())
                saved += writer.readLine().startsWith("saved ") ? 1 : 0;
        }
        writer.kill(); // SIGKILL, while the writer is in its next save
        QVERIFY(writer.waitForFinished(10000));
        QVERIFY2(writer.exitStatus() == QProcess::CrashExit,
            qPrintable(QStringLiteral("the writer stopped by itself: ") + QString::fromUtf8(writer.readAllStandardError())));
        Snapshot after;
        const QString problem = inconsistency(path, &after);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("kill %1: %2").arg(kill + 1).arg(problem)));
        QVERIFY2(after.revisions >= before.revisions + reported, // a reported save is committed: never lost
            qPrintable(QStringLiteral("kill %1: %2 revisions after %3 reported saves on %4").arg(kill + 1).arg(after.revisions).arg(reported).arg(before.revisions)));
        savedPerRun << after.revisions - before.revisions;
        inFlightCommitted += after.revisions > before.revisions + reported ? 1 : 0;
        before = after;
    }
    auto reopened = Store::open(path);
    QVERIFY2(reopened, qPrintable(joinErrors(reopened.errors())));
    QCOMPARE((*reopened)->load(kName)->notes, QStringLiteral("revision %1").arg(before.revisions));
    QVERIFY(before.revisions >= 1 + kKills * (kSavesBeforeKill + 1) / 2); // 1 + 50 runs of 1..5 reported saves
    std::sort(savedPerRun.begin(), savedPerRun.end());
    qInfo("%d kills: %d revisions saved, median %d per run, %d runs kept the save in flight at the kill",
        kKills, before.revisions - 1, savedPerRun.at(savedPerRun.size() / 2), inFlightCommitted);
}

QTEST_GUILESS_MAIN(TestStoreKill)
#include "tst_storekill.moc"
