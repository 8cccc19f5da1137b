// The team library on PostgreSQL (issue 24): addresses, setting up a new database with the same
// schema as a file, roles enforced by the server, samples byte-identical to a file library's.
// The behaviour shared with SQLite runs in store_pg (tst_store on PostgreSQL).
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "tests/core/store/storetesthelpers.h"
#include "tests/core/store/teamlibrary.h"

#include "core/store/schema.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSqlError>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <csignal>
#include <optional>

using namespace cp;

namespace {

/// Stands in for the Chinese translation: marks every cp::Store message it translates, so a test
/// can tell the app's translated sentence from the server's own text.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QByteArray(context) != "cp::Store")
            return {};
        return QStringLiteral("[zh] ") + QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

/// Runs one statement on the database as user, outside the app (to show the server itself refuses).
QSqlError rawExec(const QString &database, const QString &user, const QString &sql)
{
    const QString name = QStringLiteral("raw.") + user;
    QSqlError error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(teamtest::socketFolder());
        db.setPort(5432);
        db.setUserName(user);
        db.setDatabaseName(database);
        if (!db.open()) {
            error = db.lastError();
        } else {
            QSqlQuery q(db);
            if (!q.exec(sql))
                error = q.lastError();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

QMap<QString, QStringList> sqliteColumns(const QString &file)
{
    RawConnection raw(file, QStringLiteral("columns"));
    QMap<QString, QStringList> out;
    QSqlQuery tables(raw.db());
    tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'"));
    while (tables.next()) {
        QSqlQuery columns(raw.db());
        columns.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1') ORDER BY cid").arg(tables.value(0).toString()));
        while (columns.next())
            out[tables.value(0).toString()] << columns.value(0).toString();
    }
    return out;
}

} // namespace

class TestStoreTeam : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void addressesAreCheckedBeforeConnecting_data();
    void addressesAreCheckedBeforeConnecting();
    void teamAddressesAreRecognised_data();
    void teamAddressesAreRecognised();
    void anUnreachableServerSaysSo();
    void aNewDatabaseGetsTheSchemaOfAFileLibrary();
    void anotherProgramsDatabaseIsRefusedUntouched();
    void samplesExportAsTheSameBytesFromBothLibraries();
    void aViewerCannotWrite();
    void anEditorCannotChangeTheTeamPriceBook();
    void anEditorDeletesOnlyItsOwnPlans();
    void aReadOnlyOpenOfAnEmptyDatabaseAsksForAMigration();
    void aFormat5LibraryUpgradesWithoutLoss();
    void aServerThatStopsAnsweringMidSaveIsATimeout();
    void aHeldMigrationLockTimesOutNamingItsHolder();
    void passwordsAreNeverPrinted();
    void aNulInTextIsRefusedBeforeTheServer();

private:
    QString library(const QString &database);
    QTemporaryDir m_dir;
};

void TestStoreTeam::initTestCase()
{
    QVERIFY2(!teamtest::socketFolder().isEmpty(), "CP_TEST_PG_SOCKET is not set: run through ctest (fixture pg_cluster)");
    // The app's roles exist once some library was set up; set one up first.
    const QString made = teamtest::freshDatabase(QStringLiteral("cp_team_roles"));
    QVERIFY2(made.isEmpty(), qPrintable(made));
    const auto first = Store::open(teamtest::uri(QStringLiteral("cp_team_roles")));
    QVERIFY2(first, qPrintable(joinErrors(first.errors())));
    for (const auto &[user, role] : { std::pair { "team_viewer", "cp_viewer" }, std::pair { "team_editor", "cp_editor" },
             std::pair { "team_editor2", "cp_editor" }, std::pair { "team_admin", "cp_admin" } }) {
        const QString error = teamtest::ensureUser(QString::fromLatin1(user), QString::fromLatin1(role));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
}

QString TestStoreTeam::library(const QString &database)
{
    const QString error = teamtest::freshDatabase(database);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return teamtest::uri(database);
}

void TestStoreTeam::addressesAreCheckedBeforeConnecting_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("reason");
    QTest::addRow("a password in the address") << "postgresql://alice:secret@db.example.com/plans"
                                               << "PGPASSWORD or ~/.pgpass";
    QTest::addRow("no database") << "postgresql://alice@db.example.com/"
                                 << "names no database";
    QTest::addRow("an unknown option") << "postgresql://alice@db.example.com/plans?password=x"
                                       << "'password' is not one of";
    QTest::addRow("an unknown TLS mode") << "postgresql://alice@db.example.com/plans?sslmode=always"
                                         << "sslmode is one of";
}

void TestStoreTeam::addressesAreCheckedBeforeConnecting()
{
    QFETCH(QString, address);
    QFETCH(QString, reason);
    const auto store = Store::open(address);
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::BadInput);
    QVERIFY2(store.error().message.contains(reason), qPrintable(store.error().message));
    QVERIFY2(!store.error().message.contains(QStringLiteral("secret")) || address.contains(QStringLiteral("secret")),
        qPrintable(store.error().message));
}

void TestStoreTeam::teamAddressesAreRecognised_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("team");
    QTest::addRow("postgresql://") << "postgresql://u@h:5432/d" << true;
    QTest::addRow("postgres://") << "postgres://u@h/d" << true;
    QTest::addRow("upper case scheme") << "PostgreSQL://u@h/d" << true;
    QTest::addRow("a file") << "/home/u/computeplanner.sqlite" << false;
    QTest::addRow("a relative file named like a scheme") << "postgresql.sqlite" << false;
}

void TestStoreTeam::teamAddressesAreRecognised()
{
    QFETCH(QString, path);
    QFETCH(bool, team);
    QCOMPARE(Store::isTeamLibrary(path), team);
}

void TestStoreTeam::anUnreachableServerSaysSo()
{
    const QString nowhere = QStringLiteral("postgresql://postgres@localhost:5432/plans?host=%1&connect_timeout=2").arg(m_dir.filePath(QStringLiteral("no-server")));
    const auto store = Store::open(nowhere);
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::Unreachable);
    QVERIFY2(store.error().message.contains(QStringLiteral("cannot be reached")), qPrintable(store.error().message));
}

void TestStoreTeam::aNewDatabaseGetsTheSchemaOfAFileLibrary()
{
    const QString uri = library(QStringLiteral("cp_team_schema"));
    auto team = Store::open(uri);
    QVERIFY2(team, qPrintable(joinErrors(team.errors())));
    QCOMPARE((*team)->role(), QStringLiteral("admin"));
    QCOMPARE((*team)->list()->size(), sampleFiles().size());
    auto file = Store::open(m_dir.filePath(QStringLiteral("schema.sqlite")));
    QVERIFY(file);
    // The same tables and columns, in the same order: one ladder of steps on both.
    QMap<QString, QStringList> server;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("schema"));
        db.setHostName(teamtest::socketFolder());
        db.setPort(5432);
        db.setUserName(QStringLiteral("postgres"));
        db.setDatabaseName(QStringLiteral("cp_team_schema"));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' "
                                      "AND table_name <> 'cp_meta' ORDER BY table_name, ordinal_position")));
        while (q.next())
            server[q.value(0).toString()] << q.value(1).toString();
        QSqlQuery version(db);
        QVERIFY(version.exec(QStringLiteral("SELECT value FROM cp_meta WHERE key = 'schema_version'")) && version.next());
        QCOMPARE(version.value(0).toInt(), Store::kSchemaVersion);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("schema"));
    QCOMPARE(server.keys(), sqliteColumns((*file)->path()).keys());
    QCOMPARE(server, sqliteColumns((*file)->path()));
    // A second connect finds it set up: no second set of samples.
    team->reset();
    auto again = Store::open(uri);
    QVERIFY(again);
    QCOMPARE((*again)->list()->size(), sampleFiles().size());
}

void TestStoreTeam::anotherProgramsDatabaseIsRefusedUntouched()
{
    const QString uri = library(QStringLiteral("cp_team_foreign"));
    const QString made = teamtest::adminExec({ QStringLiteral("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total NUMERIC)") }, QStringLiteral("cp_team_foreign"));
    QVERIFY2(made.isEmpty(), qPrintable(made));
    const auto store = Store::open(uri);
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::NotALibrary);
    QCOMPARE(teamtest::adminExec({ QStringLiteral("SELECT COUNT(*) FROM invoices") }, QStringLiteral("cp_team_foreign")), QString());
    QVERIFY(!teamtest::adminExec({ QStringLiteral("SELECT 1 FROM cp_meta") }, QStringLiteral("cp_team_foreign")).isEmpty()); // nothing added
}

void TestStoreTeam::samplesExportAsTheSameBytesFromBothLibraries()
{
    auto team = Store::open(library(QStringLiteral("cp_team_samples")));
    QVERIFY(team);
    auto file = Store::open(m_dir.filePath(QStringLiteral("samples.sqlite")));
    QVERIFY(file);
    const QStringList files = sampleFiles();
    QCOMPARE(files.size(), 6); // five single plans and the programme (issue 44)
    for (const QString &sample : files) {
        const auto original = cplan::readFile(sample, Catalog::builtIn());
        QVERIFY(original);
        const QString fromFile = m_dir.filePath(QStringLiteral("from-file.cplan"));
        const QString fromTeam = m_dir.filePath(QStringLiteral("from-team.cplan"));
        QVERIFY(cplan::writeFile(fromFile, *(*file)->load(original->name)));
        QVERIFY(cplan::writeFile(fromTeam, *(*team)->load(original->name)));
        QFile a(fromFile);
        QFile b(fromTeam);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray bytes = a.readAll();
        QVERIFY(!bytes.isEmpty());
        QCOMPARE(b.readAll(), bytes);
        QCOMPARE(sha256(fromTeam), sha256(fromFile));
    }
}

void TestStoreTeam::aViewerCannotWrite()
{
    const QString uri = library(QStringLiteral("cp_team_viewer"));
    QVERIFY(Store::open(uri)); // set up by its owner
    auto viewer = Store::open(teamtest::uri(QStringLiteral("cp_team_viewer"), QStringLiteral("team_viewer")));
    QVERIFY2(viewer, qPrintable(joinErrors(viewer.errors())));
    QCOMPARE((*viewer)->role(), QStringLiteral("viewer"));
    QCOMPARE((*viewer)->list()->size(), sampleFiles().size()); // reading is allowed
    QVERIFY((*viewer)->load(QStringLiteral("7B LoRA fine-tune on L40S")));
    MarkingTranslator zh;
    QVERIFY(QCoreApplication::installTranslator(&zh));
    const auto saved = (*viewer)->save(minimal(QStringLiteral("by a viewer")));
    const Status removed = (*viewer)->remove(QStringLiteral("7B LoRA fine-tune on L40S"));
    const Status priced = (*viewer)->setPriceEdit({ QStringLiteral("colo.rack.hangzhou"), 1.0, QStringLiteral("CNY"), QStringLiteral("per rack-month"),
        QStringLiteral("2026-11"), QStringLiteral("found"), QStringLiteral("x") });
    QCoreApplication::removeTranslator(&zh);
    for (const Errors &errors : { saved ? Errors {} : saved.errors(), removed ? Errors {} : removed.errors(), priced ? Errors {} : priced.errors() }) {
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.constFirst().kind, ErrorKind::ReadOnly);
        // The app's sentence in the UI language, naming the role, not the server's English text.
        QVERIFY2(errors.constFirst().message.startsWith(QStringLiteral("[zh] The team library")), qPrintable(errors.constFirst().message));
        QVERIFY2(errors.constFirst().message.contains(QStringLiteral("viewer")), qPrintable(errors.constFirst().message));
        QVERIFY2(!errors.constFirst().message.contains(QStringLiteral("permission denied")), qPrintable(errors.constFirst().message));
    }
    QVERIFY((*viewer)->load(QStringLiteral("7B LoRA fine-tune on L40S")));
    QVERIFY(!(*viewer)->load(QStringLiteral("by a viewer")));
    // The server refuses it, not only the app: the same write by hand.
    const QSqlError byHand = rawExec(QStringLiteral("cp_team_viewer"), QStringLiteral("team_viewer"),
        QStringLiteral("DELETE FROM revisions"));
    QCOMPARE(byHand.nativeErrorCode(), QStringLiteral("42501")); // insufficient_privilege
}

void TestStoreTeam::anEditorCannotChangeTheTeamPriceBook()
{
    const QString uri = library(QStringLiteral("cp_team_editor"));
    QVERIFY(Store::open(uri));
    auto editor = Store::open(teamtest::uri(QStringLiteral("cp_team_editor"), QStringLiteral("team_editor")));
    QVERIFY2(editor, qPrintable(joinErrors(editor.errors())));
    QCOMPARE((*editor)->role(), QStringLiteral("editor"));
    const auto saved = (*editor)->save(minimal(QStringLiteral("by an editor")));
    QVERIFY2(saved, qPrintable(joinErrors(saved.errors())));
    QCOMPARE((*editor)->revisions(QStringLiteral("by an editor"))->constFirst().author, QStringLiteral("team_editor"));
    const PriceSnapshotEntry edit { QStringLiteral("colo.rack.hangzhou"), 8500.0, QStringLiteral("CNY"), QStringLiteral("per rack-month"),
        QStringLiteral("2026-11"), QStringLiteral("found"), QStringLiteral("IDC quote") };
    for (const Status &s : { (*editor)->setPriceEdit(edit), (*editor)->clearPriceEdits(),
             (*editor)->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("96") }) }) {
        QVERIFY(!s);
        QCOMPARE(s.error().kind, ErrorKind::ReadOnly);
        QVERIFY2(s.error().message.contains(QStringLiteral("you are an editor")), qPrintable(s.error().message));
        QVERIFY2(s.error().message.contains(QStringLiteral("only an admin")), qPrintable(s.error().message));
    }
    QVERIFY((*editor)->priceEdits()->isEmpty());
    QCOMPARE(rawExec(QStringLiteral("cp_team_editor"), QStringLiteral("team_editor"),
                 QStringLiteral("INSERT INTO price_edits (price_key, currency, unit, as_of, source, edited_at) VALUES ('k', '', '', '', '', '')"))
                 .nativeErrorCode(),
        QStringLiteral("42501"));
    // An admin can, and the audit log says who.
    auto admin = Store::open(teamtest::uri(QStringLiteral("cp_team_editor"), QStringLiteral("team_admin")));
    QVERIFY2(admin, qPrintable(joinErrors(admin.errors())));
    QCOMPARE((*admin)->role(), QStringLiteral("admin"));
    QVERIFY((*admin)->setPriceEdit(edit));
    QCOMPARE((*editor)->priceEdits()->size(), 1);
    QCOMPARE((*editor)->correctionLog()->constLast().info.author, QStringLiteral("team_admin"));
}

void TestStoreTeam::anEditorDeletesOnlyItsOwnPlans()
{
    const QString uri = library(QStringLiteral("cp_team_delete"));
    QVERIFY(Store::open(uri));
    auto first = Store::open(teamtest::uri(QStringLiteral("cp_team_delete"), QStringLiteral("team_editor")));
    auto second = Store::open(teamtest::uri(QStringLiteral("cp_team_delete"), QStringLiteral("team_editor2")));
    QVERIFY(first && second);
    QVERIFY((*first)->save(minimal(QStringLiteral("first's plan"))));
    // Another editor neither saves over it, restores it, renames it nor deletes it: refused as bad
    // input (exit 2) naming who created it, before anything is sent.
    const auto overwritten = (*second)->save(minimal(QStringLiteral("first's plan"), QStringLiteral("edited by the second")));
    const auto restored = (*second)->restoreRevision(QStringLiteral("first's plan"), 1);
    const Status renamed = (*second)->rename(QStringLiteral("first's plan"), QStringLiteral("second's now"));
    const Status refused = (*second)->remove(QStringLiteral("first's plan"));
    for (const Errors &errors : { overwritten ? Errors {} : overwritten.errors(), restored ? Errors {} : restored.errors(), renamed ? Errors {} : renamed.errors(),
             refused ? Errors {} : refused.errors() }) {
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.constFirst().kind, ErrorKind::BadInput);
        QVERIFY2(errors.constFirst().message.contains(QStringLiteral("was created by team_editor:")), qPrintable(errors.constFirst().message));
    }
    QCOMPARE((*first)->revisions(QStringLiteral("first's plan"))->size(), 1);
    QVERIFY((*first)->save(minimal(QStringLiteral("first's plan"), QStringLiteral("edited by the first"))));
    QCOMPARE((*first)->revisions(QStringLiteral("first's plan"))->size(), 2);
    // An admin may change it (the change is its revision, by the admin).
    auto moderator = Store::open(teamtest::uri(QStringLiteral("cp_team_delete"), QStringLiteral("team_admin")));
    QVERIFY(moderator);
    QVERIFY((*moderator)->save(minimal(QStringLiteral("first's plan"), QStringLiteral("edited by an admin"))));
    QCOMPARE((*first)->revisions(QStringLiteral("first's plan"))->constLast().author, QStringLiteral("team_admin"));
    QVERIFY((*first)->remove(QStringLiteral("first's plan")));
    QVERIFY(!(*second)->load(QStringLiteral("first's plan")));
    // An admin deletes any plan (here a sample, created by the library's owner).
    auto admin = Store::open(teamtest::uri(QStringLiteral("cp_team_delete"), QStringLiteral("team_admin")));
    QVERIFY(admin);
    QVERIFY((*admin)->remove(QStringLiteral("7B LoRA fine-tune on L40S")));
}

void TestStoreTeam::aReadOnlyOpenOfAnEmptyDatabaseAsksForAMigration()
{
    const QString uri = library(QStringLiteral("cp_team_empty"));
    StoreOptions options;
    options.readOnly = true;
    const auto store = Store::open(uri, options);
    QVERIFY(!store);
    QCOMPARE(store.error().kind, ErrorKind::ReadOnly);
    QVERIFY2(store.error().message.contains(QStringLiteral("db migrate --db ")), qPrintable(store.error().message));
    QVERIFY(!teamtest::adminExec({ QStringLiteral("SELECT 1 FROM cp_meta") }, QStringLiteral("cp_team_empty")).isEmpty()); // nothing written
}

void TestStoreTeam::aFormat5LibraryUpgradesWithoutLoss()
{
    // A team library of format 5, as the steps of that time left it, with a plan of two
    // revisions, a tag, a draft, a comparison and a calibration point.
    const QString database = QStringLiteral("cp_team_upgrade");
    QVERIFY(teamtest::freshDatabase(database).isEmpty());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("v5"));
        db.setHostName(teamtest::socketFolder());
        db.setPort(5432);
        db.setUserName(QStringLiteral("postgres"));
        db.setDatabaseName(database);
        QVERIFY(db.open());
        QVERIFY(db.transaction());
        QVERIFY(SqlDialect::postgresql().setSchemaVersion(db, 0)); // cp_meta first, as the ladder makes it
        for (const schema::Migration &step : schema::migrations()) {
            if (step.toVersion <= 5) {
                const Status applied = step.apply(db, SqlDialect::postgresql());
                QVERIFY2(applied, qPrintable(joinErrors(applied.errors())));
            }
        }
        QVERIFY(SqlDialect::postgresql().setSchemaVersion(db, 5));
        QVERIFY(SqlDialect::postgresql().setApplicationId(db, schema::kApplicationId));
        const QByteArray body = cplan::toBytes(minimal(QStringLiteral("old plan")));
        std::optional<QSqlQuery> query(db);
        QSqlQuery &q = *query;
        for (const QString &sql : { QStringLiteral("INSERT INTO scenarios (name, body, created_at, updated_at, search_text, owner) VALUES ('old plan', :b, "
                                                   "'2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 'old plan', 'team_editor')"),
                 QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, author) SELECT id, 1, :b, '2026-01-01T00:00:00Z', 'team_editor' FROM scenarios"),
                 QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, author) SELECT id, 2, :b, '2026-01-02T00:00:00Z', 'team_editor' FROM scenarios"),
                 QStringLiteral("INSERT INTO tag_names (name) VALUES ('kept')"), QStringLiteral("INSERT INTO scenario_tags SELECT s.id, t.id FROM scenarios s, tag_names t"),
                 QStringLiteral("INSERT INTO drafts (name, body, saved_at, app_version) VALUES ('old plan', :b, '2026-01-03T00:00:00Z', '1')"),
                 QStringLiteral("INSERT INTO calibration_points (created_at, created_by, accelerator, configuration, measured_tokens_per_s, predicted_tokens_per_s, "
                                "predicted_step_s, predicted_peak_gib, predicted_mfu, framework, raw_text) "
                                "VALUES ('2026-01-04T00:00:00Z', 'team_editor', 'l40s-48gb', '{}', 900, 1000, 1, 40, 0.3, '', '')") }) {
            QVERIFY(q.prepare(sql));
            if (sql.contains(QStringLiteral(":b")))
                q.bindValue(QStringLiteral(":b"), QString::fromUtf8(body));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        }
        query.reset();
        QVERIFY(db.commit());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v5"));
    // An editor cannot upgrade it; its owner can, and keeps everything.
    const auto editor = Store::open(teamtest::uri(database, QStringLiteral("team_editor")));
    QVERIFY(!editor);
    QVERIFY2(editor.error().message.contains(QStringLiteral("db migrate")), qPrintable(editor.error().message));
    auto owner = Store::open(teamtest::uri(database));
    QVERIFY2(owner, qPrintable(joinErrors(owner.errors())));
    auto alice = Store::open(teamtest::uri(database, QStringLiteral("team_editor")));
    QVERIFY2(alice, qPrintable(joinErrors(alice.errors())));
    const auto revisions = (*alice)->revisions(QStringLiteral("old plan"));
    QVERIFY(revisions);
    QCOMPARE(revisions->size(), 2);
    QCOMPARE(revisions->constLast().savedAt, QDateTime(QDate(2026, 1, 2), QTime(0, 0), Qt::UTC));
    QCOMPARE((*alice)->list()->constFirst().tags, QStringList { QStringLiteral("kept") });
    QCOMPARE((*alice)->drafts()->size(), 1); // the plan's draft went to the plan's owner
    QCOMPARE((*alice)->calibrations()->size(), 1);
    // The new rules hold on the upgraded library: another editor can neither change nor delete it.
    auto second = Store::open(teamtest::uri(database, QStringLiteral("team_editor2")));
    QVERIFY(second);
    QVERIFY((*second)->drafts()->isEmpty());
    QCOMPARE((*second)->remove(QStringLiteral("old plan")).error().kind, ErrorKind::BadInput);
    QCOMPARE(rawExec(database, QStringLiteral("team_editor2"), QStringLiteral("DELETE FROM revisions")).nativeErrorCode(), QStringLiteral("42501"));
    QVERIFY((*alice)->save(minimal(QStringLiteral("old plan"), QStringLiteral("after the upgrade"))));
    QCOMPARE((*alice)->revisions(QStringLiteral("old plan"))->size(), 3);
}

void TestStoreTeam::aServerThatStopsAnsweringMidSaveIsATimeout()
{
    const QString database = QStringLiteral("cp_team_timeout");
    QVERIFY(teamtest::freshDatabase(database).isEmpty());
    QVERIFY(Store::open(teamtest::uri(database)));
    auto store = Store::open(teamtest::uri(database) + QStringLiteral("&statement_timeout=1&application_name=cp_timeout_test"));
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    QVERIFY((*store)->save(minimal(QStringLiteral("before"))));
    // Its server process stops (SIGSTOP) as if the machine froze: the socket stays open, nothing answers.
    QVERIFY(teamtest::adminExec({ QStringLiteral("SELECT 1") }).isEmpty()); // opens the superuser's connection
    QSqlQuery pid(QSqlDatabase::database(QStringLiteral("teamtest.admin.postgres"), false));
    QVERIFY(pid.exec(QStringLiteral("SELECT pid FROM pg_stat_activity WHERE application_name = 'cp_timeout_test'")) && pid.next());
    const pid_t backend = static_cast<pid_t>(pid.value(0).toLongLong());
    QVERIFY(!pid.next());
    QCOMPARE(::kill(backend, SIGSTOP), 0);
    struct Resume {
        pid_t pid;
        ~Resume() { ::kill(pid, SIGCONT); }
    } resume { backend };
    QElapsedTimer took;
    took.start();
    const auto saved = (*store)->save(minimal(QStringLiteral("during")));
    const qint64 ms = took.elapsed();
    QVERIFY(!saved);
    QCOMPARE(saved.error().kind, ErrorKind::Unreachable);
    QVERIFY2(saved.error().message.contains(QStringLiteral("did not answer within 3 s")), qPrintable(saved.error().message));
    // The limit is 1 s for the server plus 2 s for the client: the wait ends then, not never.
    QVERIFY2(ms >= 2500 && ms < 8000, qPrintable(QString::number(ms)));
    ::kill(backend, SIGCONT);
    auto again = Store::open(teamtest::uri(database));
    QVERIFY(again);
    QVERIFY((*again)->load(QStringLiteral("before")));
    QVERIFY(!(*again)->load(QStringLiteral("during"))); // never committed
}

void TestStoreTeam::aHeldMigrationLockTimesOutNamingItsHolder()
{
    // Any login may take an advisory lock; the one migrations use can only make them wait for the
    // busy timeout, which then names who holds it.
    const QString database = QStringLiteral("cp_team_migrationlock");
    QVERIFY(teamtest::freshDatabase(database).isEmpty());
    QSqlDatabase blocker = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("blocker"));
    blocker.setHostName(teamtest::socketFolder());
    blocker.setPort(5432);
    blocker.setUserName(QStringLiteral("team_viewer"));
    blocker.setDatabaseName(database);
    QVERIFY(blocker.open());
    QSqlQuery take(blocker);
    QVERIFY(take.exec(QStringLiteral("SELECT pg_advisory_lock(%1)").arg(schema::kApplicationId)));
    StoreOptions options;
    options.busyTimeoutMs = 1000;
    QElapsedTimer took;
    took.start();
    const auto store = Store::open(teamtest::uri(database), options);
    QVERIFY(!store);
    QVERIFY2(took.elapsed() < 10000, qPrintable(QString::number(took.elapsed())));
    QCOMPARE(store.error().kind, ErrorKind::Busy);
    QVERIFY2(store.error().message.contains(QStringLiteral("team_viewer (process ")), qPrintable(store.error().message));
    blocker.close();
    blocker = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("blocker"));
    QVERIFY2(Store::open(teamtest::uri(database), options), "once the lock is let go, the library is set up");
}

void TestStoreTeam::passwordsAreNeverPrinted()
{
    for (const QString &address : { QStringLiteral("postgresql://alice:s3cr3t-pw@db.example.com/plans"), QStringLiteral("postgres://alice:s3cr3t-pw@db.example.com:5432/plans?sslmode=bogus"),
             QStringLiteral("postgresql://alice@db.example.com/plans?password=s3cr3t-pw"), QStringLiteral("postgresql://alice:s3cr3t-pw@[bad/plans") }) {
        const auto store = Store::open(address);
        QVERIFY(!store);
        QVERIFY2(!store.error().toString().contains(QStringLiteral("s3cr3t")), qPrintable(store.error().toString()));
        QVERIFY2(store.error().message.contains(QStringLiteral("***")), qPrintable(store.error().message));
        QVERIFY(!Store::displayAddress(address).contains(QStringLiteral("s3cr3t")));
    }
    QCOMPARE(Store::displayAddress(QStringLiteral("postgresql://alice:pw@h/d?host=/s")), QStringLiteral("postgresql://alice:***@h/d?host=/s"));
    QCOMPARE(Store::displayAddress(QStringLiteral("/home/u/a:b@c.sqlite")), QStringLiteral("/home/u/a:b@c.sqlite"));
}

void TestStoreTeam::aNulInTextIsRefusedBeforeTheServer()
{
    const QString uri = library(QStringLiteral("cp_team_nul"));
    auto store = Store::open(uri);
    QVERIFY(store);
    Scenario s = minimal(QStringLiteral("with a NUL"), QStringLiteral("before") + QChar(0) + QStringLiteral("after"));
    const auto saved = (*store)->save(s);
    QVERIFY(!saved);
    QCOMPARE(saved.error().kind, ErrorKind::BadInput);
    QCOMPARE(saved.error().path, QStringLiteral("notes"));
    QVERIFY2(saved.error().message.contains(QStringLiteral("U+0000")), qPrintable(saved.error().message));
    s.notes = QStringLiteral("a tab\there and\nlines are fine");
    QVERIFY((*store)->save(s));
    // Text the validation does not see (a comparison's name) is refused by the store itself.
    const Status named = (*store)->saveComparison({ QStringLiteral("a") + QChar(0), { QStringLiteral("with a NUL"), QStringLiteral("7B LoRA fine-tune on L40S") }, {} });
    QVERIFY(!named);
    QCOMPARE(named.error().kind, ErrorKind::BadInput);
    QVERIFY2(named.error().message.contains(QStringLiteral("NUL")), qPrintable(named.error().message));
}

QTEST_GUILESS_MAIN(TestStoreTeam)
#include "tst_storeteam.moc"
