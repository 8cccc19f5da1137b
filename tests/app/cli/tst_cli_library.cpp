#include "tests/app/cli/clirunner.h"

#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

// The CLI and files that are not (or not yet) a library it may change:
//   * another program's SQLite file with user_version 1, 2 or 3 is refused by every scenario and
//     compare command, and it and its folder stay byte-identical (no WAL switch, no drafts table,
//     no version bump, no backup);
//   * read-only commands (list, show, revisions, export, compare) never migrate an older library
//     nor switch its journal mode nor back it up;
//   * messages: user_version -1 and a missing table say "not a Compute Planner library", a huge
//     version says "a newer format", compare on a damaged row says that row is damaged (exit 1).
class TestCliLibrary : public QObject {
    Q_OBJECT
private slots:
    void init();
    void foreignDatabaseIsRefusedByteIdentical_data();
    void foreignDatabaseIsRefusedByteIdentical();
    void readCommandsLeaveAnOlderLibraryAsItIs_data();
    void readCommandsLeaveAnOlderLibraryAsItIs();
    void messagesForFilesThatAreNotLibraries_data();
    void messagesForFilesThatAreNotLibraries();
    void compareOnADamagedRowSaysSo();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
};

namespace {

const QString kLora = QStringLiteral("7B LoRA fine-tune on L40S");
const QString kLegacy = QStringLiteral("Legacy Baichuan plan");

QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> out;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        QFile f(dir.filePath(name));
        out.insert(name, f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray());
    }
    return out;
}

bool execAll(const QString &file, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(file);
        ok = db.open();
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            ok = ok && q.exec(sql);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return ok;
}

// Every command that opens the library, reading and writing ones.
QList<QStringList> commands(const QString &outFile, const QString &importFile)
{
    return {
        { QStringLiteral("scenario"), QStringLiteral("list") },
        { QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("text") },
        { QStringLiteral("scenario"), QStringLiteral("show"), kLora },
        { QStringLiteral("scenario"), QStringLiteral("revisions"), kLora },
        { QStringLiteral("scenario"), QStringLiteral("export"), kLora, QStringLiteral("--out"), outFile },
        { QStringLiteral("compare"), kLora, kLegacy },
        { QStringLiteral("scenario"), QStringLiteral("import"), importFile },
        { QStringLiteral("scenario"), QStringLiteral("delete"), kLora },
        { QStringLiteral("scenario"), QStringLiteral("restore"), kLora, QStringLiteral("--revision"), QStringLiteral("1") },
    };
}

} // namespace

void TestCliLibrary::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = m_dir->filePath(QStringLiteral("other.db"));
}

void TestCliLibrary::foreignDatabaseIsRefusedByteIdentical_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<bool>("wal");
    for (int v = 1; v <= 3; ++v) {
        QTest::addRow("user_version %d", v) << v << false;
        QTest::addRow("user_version %d, WAL", v) << v << true;
    }
}

void TestCliLibrary::foreignDatabaseIsRefusedByteIdentical()
{
    QFETCH(int, version);
    QFETCH(bool, wal);
    QStringList setup;
    if (wal)
        setup << QStringLiteral("PRAGMA journal_mode = WAL");
    setup << QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
          << QStringLiteral("CREATE TABLE scenarios (id INTEGER PRIMARY KEY, title TEXT)") // a name the library uses too
          << QStringLiteral("INSERT INTO notes (body) VALUES ('keep me')") << QStringLiteral("PRAGMA user_version = %1").arg(version);
    QVERIFY(execAll(m_db, setup));
    const QString samples = m_dir->filePath(QStringLiteral("in"));
    QVERIFY(QDir().mkpath(samples));
    const QString importFile = samples + QStringLiteral("/plan.cplan");
    {
        const auto plans = cp::sampleScenarios();
        QVERIFY(plans);
        QVERIFY(cp::cplan::writeFile(importFile, plans->constFirst()));
    }
    const QString outFile = m_dir->filePath(QStringLiteral("out.cplan"));
    const QMap<QString, QByteArray> before = snapshot(m_dir->path());
    QVERIFY(before.contains(QStringLiteral("other.db")));
    for (const QStringList &command : commands(outFile, importFile)) {
        const CliResult r = runCli(command + QStringList { QStringLiteral("--db"), m_db });
        const QString what = command.join(QLatin1Char(' '));
        QVERIFY2(r.exitCode == 1, qPrintable(what + QStringLiteral(": exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("is not a Compute Planner scenario library")), qPrintable(what + QStringLiteral(": ") + r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(what + QStringLiteral(": ") + r.out));
        QCOMPARE(snapshot(m_dir->path()), before);
    }
}

void TestCliLibrary::readCommandsLeaveAnOlderLibraryAsItIs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("version 1") << QStringLiteral("v1.sqlite");
    QTest::addRow("version 2") << QStringLiteral("v2.sqlite");
}

void TestCliLibrary::readCommandsLeaveAnOlderLibraryAsItIs()
{
    QFETCH(QString, file);
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/") + file, m_db));
    QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner);
    const QString outFile = m_dir->filePath(QStringLiteral("out.cplan"));
    const QMap<QString, QByteArray> before = snapshot(m_dir->path());
    const QList<QStringList> reads = commands(outFile, {}).mid(0, 6);
    for (const QStringList &command : reads) {
        const CliResult r = runCli(command + QStringList { QStringLiteral("--db"), m_db });
        const QString what = command.join(QLatin1Char(' '));
        QVERIFY2(r.exitCode == 0, qPrintable(what + QStringLiteral(": exit %1: %2").arg(r.exitCode).arg(r.err)));
        QFile::remove(outFile);
        QCOMPARE(snapshot(m_dir->path()), before);
    }
    const CliResult list = runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), m_db });
    QCOMPARE(QJsonDocument::fromJson(list.out.toUtf8()).array().size(), 2);
    // A writing command upgrades it (after a backup).
    const CliResult write = runCli({ QStringLiteral("scenario"), QStringLiteral("delete"), kLegacy, QStringLiteral("--db"), m_db });
    QVERIFY2(write.exitCode == 0, qPrintable(write.err));
    QCOMPARE(cp::Store::backups(m_db).size(), 1);
}

void TestCliLibrary::messagesForFilesThatAreNotLibraries_data()
{
    QTest::addColumn<QStringList>("sql");
    QTest::addColumn<QString>("expected");
    const QString marker = QStringLiteral("PRAGMA application_id = 1129344110"); // "CPln", schema::kApplicationId
    QTest::addRow("user_version -1") << QStringList { QStringLiteral("PRAGMA user_version = -1") } << "is not a Compute Planner scenario library";
    QTest::addRow("a missing table") << QStringList { QStringLiteral("DROP TABLE revisions") } << "the table revisions is missing";
    QTest::addRow("a huge version") << QStringList { marker, QStringLiteral("PRAGMA user_version = 2147483647") } << "a newer format";
}

void TestCliLibrary::messagesForFilesThatAreNotLibraries()
{
    QFETCH(QStringList, sql);
    QFETCH(QString, expected);
    QVERIFY(QFile::copy(QStringLiteral(CP_TEST_DATA_DIR "/store/v2.sqlite"), m_db));
    QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(execAll(m_db, sql));
    const QMap<QString, QByteArray> before = snapshot(m_dir->path());
    for (const QString &action : { QStringLiteral("list"), QStringLiteral("delete") }) {
        QStringList args { QStringLiteral("scenario"), action };
        if (action == QLatin1String("delete"))
            args << kLegacy;
        const CliResult r = runCli(args + QStringList { QStringLiteral("--db"), m_db });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        for (const QString &raw : { QStringLiteral("2147483647"), QStringLiteral("no such table"), QStringLiteral("Unable to"), QStringLiteral("user_version") })
            QVERIFY2(!r.err.contains(raw), qPrintable(r.err));
        QCOMPARE(snapshot(m_dir->path()), before);
    }
}

void TestCliLibrary::compareOnADamagedRowSaysSo()
{
    m_db = m_dir->filePath(QStringLiteral("library.sqlite"));
    QCOMPARE(runCli({ QStringLiteral("db"), QStringLiteral("migrate"), QStringLiteral("--db"), m_db }).exitCode, 0); // a new library
    QVERIFY(execAll(m_db, { QStringLiteral("UPDATE scenarios SET body = '{\"schema_version\": 1, \"na' WHERE name = '%1'").arg(kLora) }));
    const auto rows = QJsonDocument::fromJson(runCli({ QStringLiteral("scenario"), QStringLiteral("list"), QStringLiteral("--db"), m_db }).out.toUtf8()).array();
    QVERIFY(rows.size() >= 2);
    QString other;
    for (const QJsonValue &row : rows) {
        if (row.toObject().value(QStringLiteral("name")).toString() != kLora)
            other = row.toObject().value(QStringLiteral("name")).toString();
    }
    const CliResult r = runCli({ QStringLiteral("compare"), other, kLora, QStringLiteral("--db"), m_db });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("The stored scenario '%1'").arg(kLora)) && r.err.contains(QStringLiteral("is damaged")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("unknown plan")), qPrintable(r.err));
    const CliResult show = runCli({ QStringLiteral("scenario"), QStringLiteral("show"), kLora, QStringLiteral("--db"), m_db });
    QCOMPARE(show.exitCode, 1);
    QVERIFY2(show.err.contains(QStringLiteral("is damaged")), qPrintable(show.err));
}

QTEST_GUILESS_MAIN(TestCliLibrary)
#include "tst_cli_library.moc"
