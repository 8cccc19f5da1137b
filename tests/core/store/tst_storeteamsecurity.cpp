// The team library's security model (issue 43), as the server enforces it: plain SQL run as real
// login roles (a viewer, an editor, an admin) against the throw-away cluster, for every table and
// verb, on the user's own rows and on another editor's. Each case runs in a transaction that is
// rolled back (its deferred checks run first, as at a commit), so the cases do not touch each
// other. Then the attacks of the issue, committed; the forged-history attacks; the append-only
// history even for the superuser. README "Security model" is the table this test checks.
#include "core/calibrate/pilot.h"
#include "core/store/store.h"
#include "tests/core/store/storetesthelpers.h"
#include "tests/core/store/teamlibrary.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace cp;

namespace {

const QString kDatabase = QStringLiteral("cp_team_security");
const QString kOther = QStringLiteral("sec_bob"); // the editor whose rows the others try to change

/// What the server does with a statement: run it on at least one row, run it on none (the row
/// policy hides the rows), or refuse it (permission denied or a policy violation, SQLSTATE 42501).
enum Outcome { Allowed,
    NoRows,
    Denied };

const char *outcomeName(int o) { return o == Allowed ? "allowed" : o == NoRows ? "no rows"
                                                                               : "denied"; }

struct Result {
    int outcome = Denied;
    QString error;
};

/// A connection as one login role.
class Session {
public:
    explicit Session(const QString &user)
        : m_name(QStringLiteral("security.") + user)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        db.setHostName(teamtest::socketFolder());
        db.setPort(5432);
        db.setUserName(user);
        db.setDatabaseName(kDatabase);
        m_open = db.open();
        if (!m_open)
            m_error = db.lastError().text();
    }
    ~Session()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;
    bool isOpen() const { return m_open; }
    QString error() const { return m_error; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

    /// Runs sql (one or more statements) in a transaction with its deferred checks, then rolls back.
    Result tryRolledBack(const QString &sql) { return run(sql, false); }
    /// Runs sql as a committed transaction.
    Result commit(const QString &sql) { return run(sql, true); }

    QVariant scalar(const QString &sql)
    {
        QSqlQuery q(db());
        return q.exec(sql) && q.next() ? q.value(0) : QVariant();
    }

private:
    Result run(const QString &sql, bool keep)
    {
        QSqlDatabase d = db();
        QSqlQuery q(d);
        Result r;
        if (!q.exec(QStringLiteral("BEGIN")))
            return { Denied, q.lastError().text() };
        QSqlQuery statement(d);
        if (!statement.exec(sql)) {
            r = { statement.lastError().nativeErrorCode() == QLatin1String("42501") ? Denied : -1, statement.lastError().text() };
        } else {
            const int rows = statement.isSelect() ? statement.size() : statement.numRowsAffected();
            r = { rows > 0 ? Allowed : NoRows, {} };
            QSqlQuery deferred(d);
            if (!deferred.exec(QStringLiteral("SET CONSTRAINTS ALL IMMEDIATE")))
                r = { deferred.lastError().nativeErrorCode() == QLatin1String("42501") ? Denied : -1, deferred.lastError().text() };
        }
        QSqlQuery end(d);
        end.exec(keep && r.error.isEmpty() ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK"));
        return r;
    }

    QString m_name;
    bool m_open = false;
    QString m_error;
};

/// The role of each login of the matrix, and whose rows "own" means.
struct Login {
    const char *user;
    const char *role;
};
const Login kViewer { "sec_viewer", "cp_viewer" };
const Login kEditor { "sec_alice", "cp_editor" };
const Login kAdmin { "sec_admin", "cp_admin" };

/// :me is the login of the session, :other the other editor (sec_bob). Every plan of a user is
/// named "<user>-plan" with the tag "<user>-tag", a draft for it, a comparison "<user>-cmp" and a
/// calibration point.
QString expand(QString sql, const QString &me)
{
    return sql.replace(QStringLiteral(":me"), QStringLiteral("'%1'").arg(me)).replace(QStringLiteral(":other"), QStringLiteral("'%1'").arg(kOther));
}

QString planId(const QString &who) { return QStringLiteral("(SELECT id FROM scenarios WHERE name = %1 || '-plan')").arg(who); }

/// A new revision of the plan of who, recording its current body (what a save writes).
QString revise(const QString &who)
{
    return QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment, author) "
                          "SELECT s.id, (SELECT COALESCE(MAX(number), 0) + 1 FROM revisions WHERE scenario_id = s.id), s.body, '', '', 'by hand', '' "
                          "FROM scenarios s WHERE s.name = %1 || '-plan'")
        .arg(who);
}

} // namespace

class TestStoreTeamSecurity : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theMatrix_data();
    void theMatrix();
    void theIssuesAttacksFail();
    void historyCannotBeForged();
    void evenTheSuperuserCannotRewriteHistory();
    void aPlanGoesWithItsHistoryOnlyByItsOwnerOrAnAdmin();
    void othersPointsAndComparisonsAreRefusedNamingTheirOwner();

private:
    void seed(const QString &user);
    QString uri(const QString &user) const { return teamtest::uri(kDatabase, user); }
};

void TestStoreTeamSecurity::initTestCase()
{
    QVERIFY2(!teamtest::socketFolder().isEmpty(), "CP_TEST_PG_SOCKET is not set: run through ctest (fixture pg_cluster)");
    const QString made = teamtest::freshDatabase(kDatabase);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    auto owner = Store::open(uri(QStringLiteral("postgres"))); // sets it up (and the cluster's roles)
    QVERIFY2(owner, qPrintable(joinErrors(owner.errors())));
    for (const Login &l : { kViewer, kEditor, kAdmin, Login { "sec_bob", "cp_editor" } }) {
        const QString error = teamtest::ensureUser(QString::fromLatin1(l.user), QString::fromLatin1(l.role));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    for (const QString &user : { kOther, QString::fromLatin1(kEditor.user), QString::fromLatin1(kAdmin.user) })
        seed(user);
    auto admin = Store::open(uri(QString::fromLatin1(kAdmin.user)));
    QVERIFY(admin);
    QVERIFY((*admin)->setPriceEdit({ QStringLiteral("colo.rack.hangzhou"), 8500.0, QStringLiteral("CNY"), QStringLiteral("per rack-month"),
        QStringLiteral("2026-11"), QStringLiteral("found"), QStringLiteral("IDC quote") }));
    QVERIFY((*admin)->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("96") }));
}

void TestStoreTeamSecurity::seed(const QString &user)
{
    auto store = Store::open(uri(user));
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    Scenario plan = minimal(user + QStringLiteral("-plan"));
    plan.tags = QStringList { user + QStringLiteral("-tag") };
    QVERIFY2((*store)->save(plan), qPrintable(user));
    QVERIFY((*store)->save(plan, QStringLiteral("second")));
    QVERIFY((*store)->saveDraft(plan, plan.name));
    QVERIFY2((*store)->saveComparison({ user + QStringLiteral("-cmp"), { plan.name, QStringLiteral("7B LoRA fine-tune on L40S") }, {} }), qPrintable(user));
    calibrate::PilotPoint p;
    p.accelerator = QStringLiteral("l40s-48gb");
    p.configuration = QStringLiteral("{}");
    p.measuredTokensPerS = 900;
    p.predictedTokensPerS = 1000;
    p.predictedStepS = 1;
    p.predictedPeakGiB = 40;
    p.predictedMfu = 0.3;
    QVERIFY((*store)->addCalibration(p));
}

void TestStoreTeamSecurity::theMatrix_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("viewer");
    QTest::addColumn<int>("editor");
    QTest::addColumn<int>("admin");
    const auto row = [](const char *name, const QString &sql, int viewer, int editor, int admin) {
        QTest::newRow(name) << sql << viewer << editor << admin;
    };
    const QString mine = planId(QStringLiteral(":me"));
    const QString others = planId(QStringLiteral(":other"));
    // --- scenarios: everyone reads; an editor writes its own plans, an admin any; owner and
    // creation time never change; a plan changes only with a revision recording it.
    row("scenarios select", QStringLiteral("SELECT * FROM scenarios"), Allowed, Allowed, Allowed);
    row("scenarios insert own", QStringLiteral("INSERT INTO scenarios (name, body, created_at, updated_at, search_text, owner) "
                                               "SELECT :me || '-new', body, '', '', '', :me FROM scenarios WHERE name = :other || '-plan'; ")
            + revise(QStringLiteral(":me || '-new'")).replace(QStringLiteral("|| '-plan'"), QString()),
        Denied, Allowed, Allowed);
    row("scenarios insert as another", QStringLiteral("INSERT INTO scenarios (name, body, created_at, updated_at, search_text, owner) VALUES ('x', '{}', '', '', '', :other)"),
        Denied, Denied, Denied);
    row("scenarios update own with a revision", QStringLiteral("UPDATE scenarios SET body = body || ' ' WHERE name = :me || '-plan'; ") + revise(QStringLiteral(":me")),
        Denied, Allowed, Allowed);
    row("scenarios update own without a revision", QStringLiteral("UPDATE scenarios SET body = '{\"broken\":' WHERE name = :me || '-plan'"), Denied, Denied, Denied);
    row("scenarios update another's with a revision",
        QStringLiteral("UPDATE scenarios SET body = body || ' ' WHERE name = :other || '-plan'; ") + revise(QStringLiteral(":other")), Denied, Denied, Allowed);
    row("scenarios update another's body", QStringLiteral("UPDATE scenarios SET body = '{\"broken\":' WHERE name = :other || '-plan'"), Denied, Denied, Denied);
    row("scenarios rename another's", QStringLiteral("UPDATE scenarios SET name = 'taken' WHERE name = :other || '-plan'"), Denied, Denied, Allowed);
    row("scenarios update own owner", QStringLiteral("UPDATE scenarios SET owner = :other WHERE name = :me || '-plan'"), Denied, Denied, Denied);
    row("scenarios take another's", QStringLiteral("UPDATE scenarios SET owner = :me WHERE name = :other || '-plan'"), Denied, Denied, Denied);
    row("scenarios update own created_at", QStringLiteral("UPDATE scenarios SET created_at = '2020-01-01T00:00:00Z' WHERE name = :me || '-plan'"), Denied, Denied, Denied);
    row("scenarios delete own", QStringLiteral("DELETE FROM scenarios WHERE name = :me || '-plan'"), Denied, Allowed, Allowed);
    row("scenarios delete another's", QStringLiteral("DELETE FROM scenarios WHERE name = :other || '-plan'"), Denied, NoRows, Allowed);
    // --- revisions: read by all, added only to a plan one may change, never changed or deleted.
    row("revisions select", QStringLiteral("SELECT * FROM revisions"), Allowed, Allowed, Allowed);
    row("revisions insert own", revise(QStringLiteral(":me")), Denied, Allowed, Allowed);
    row("revisions insert another's", revise(QStringLiteral(":other")), Denied, Denied, Allowed);
    row("revisions insert out of order",
        QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment, author) "
                       "SELECT s.id, 99, s.body, '', '', '', '' FROM scenarios s WHERE s.name = :me || '-plan'"),
        Denied, Denied, Denied);
    row("revisions insert another body", QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment, author) "
                                                        "SELECT s.id, 3, '{}', '', '', '', '' FROM scenarios s WHERE s.name = :me || '-plan'"),
        Denied, Denied, Denied);
    row("revisions update own", QStringLiteral("UPDATE revisions SET comment = 'approved by CFO' WHERE scenario_id = %1").arg(mine), Denied, Denied, Denied);
    row("revisions update another's", QStringLiteral("UPDATE revisions SET author = :me WHERE scenario_id = %1").arg(others), Denied, Denied, Denied);
    row("revisions delete own", QStringLiteral("DELETE FROM revisions WHERE scenario_id = %1").arg(mine), Denied, Denied, Denied);
    row("revisions delete another's", QStringLiteral("DELETE FROM revisions WHERE scenario_id = %1").arg(others), Denied, Denied, Denied);
    // --- tags: names shared; a plan's tags follow the plan; a name in use is never deleted.
    row("tag_names select", QStringLiteral("SELECT * FROM tag_names"), Allowed, Allowed, Allowed);
    row("tag_names insert", QStringLiteral("INSERT INTO tag_names (name) VALUES (:me || '-new')"), Denied, Allowed, Allowed);
    row("tag_names rename", QStringLiteral("UPDATE tag_names SET name = 'renamed' WHERE name = :other || '-tag'"), Denied, Denied, Denied);
    row("tag_names delete all (in use)", QStringLiteral("DELETE FROM tag_names"), Denied, NoRows, NoRows);
    row("scenario_tags select", QStringLiteral("SELECT * FROM scenario_tags"), Allowed, Allowed, Allowed);
    row("scenario_tags insert own", QStringLiteral("INSERT INTO scenario_tags SELECT %1, id FROM tag_names WHERE name = :other || '-tag'").arg(mine), Denied, Allowed, Allowed);
    row("scenario_tags insert another's", QStringLiteral("INSERT INTO scenario_tags SELECT %1, id FROM tag_names WHERE name = :me || '-tag'").arg(others), Denied,
        Denied, Allowed);
    row("scenario_tags update", QStringLiteral("UPDATE scenario_tags SET tag_id = tag_id WHERE scenario_id = %1").arg(mine), Denied, Denied, Denied);
    row("scenario_tags delete own", QStringLiteral("DELETE FROM scenario_tags WHERE scenario_id = %1").arg(mine), Denied, Allowed, Allowed);
    row("scenario_tags delete another's", QStringLiteral("DELETE FROM scenario_tags WHERE scenario_id = %1").arg(others), Denied, NoRows, Allowed);
    // --- drafts: each user's own, hidden from everyone else (admins too).
    row("drafts select another's", QStringLiteral("SELECT * FROM drafts WHERE owner = :other"), NoRows, NoRows, NoRows);
    row("drafts select own", QStringLiteral("SELECT * FROM drafts WHERE owner = :me"), NoRows, Allowed, Allowed);
    row("drafts insert own", QStringLiteral("INSERT INTO drafts (name, body, saved_at, app_version, owner) VALUES ('n', '{}', '', '', :me)"), Denied, Allowed, Allowed);
    row("drafts insert as another", QStringLiteral("INSERT INTO drafts (name, body, saved_at, app_version, owner) VALUES ('n', '{}', '', '', :other)"), Denied, Denied,
        Denied);
    row("drafts update own", QStringLiteral("UPDATE drafts SET body = '{}' WHERE owner = :me"), Denied, Allowed, Allowed);
    row("drafts update another's", QStringLiteral("UPDATE drafts SET body = '{}' WHERE owner = :other"), Denied, NoRows, NoRows);
    row("drafts give own away", QStringLiteral("UPDATE drafts SET owner = :other WHERE owner = :me"), Denied, Denied, Denied);
    row("drafts delete own", QStringLiteral("DELETE FROM drafts WHERE owner = :me"), Denied, Allowed, Allowed);
    row("drafts delete all", QStringLiteral("DELETE FROM drafts WHERE owner <> :me"), Denied, NoRows, NoRows);
    // --- comparisons and their items follow who saved them.
    row("comparisons select", QStringLiteral("SELECT * FROM comparisons"), Allowed, Allowed, Allowed);
    row("comparisons insert own", QStringLiteral("INSERT INTO comparisons (name, created_at, owner) VALUES (:me || '-new', '', :me)"), Denied, Allowed, Allowed);
    row("comparisons insert as another", QStringLiteral("INSERT INTO comparisons (name, created_at, owner) VALUES ('x', '', :other)"), Denied, Denied, Denied);
    row("comparisons update", QStringLiteral("UPDATE comparisons SET name = 'x' WHERE owner = :me"), Denied, Denied, Denied);
    row("comparisons delete own", QStringLiteral("DELETE FROM comparisons WHERE owner = :me"), Denied, Allowed, Allowed);
    row("comparisons delete another's", QStringLiteral("DELETE FROM comparisons WHERE owner = :other"), Denied, NoRows, Allowed);
    const QString othersComparison = QStringLiteral("(SELECT id FROM comparisons WHERE owner = :other)");
    const QString myComparison = QStringLiteral("(SELECT id FROM comparisons WHERE owner = :me)");
    row("comparison_items select", QStringLiteral("SELECT * FROM comparison_items"), Allowed, Allowed, Allowed);
    row("comparison_items insert own", QStringLiteral("INSERT INTO comparison_items VALUES (%1, 9, %2)").arg(myComparison, others), Denied, Allowed, Allowed);
    row("comparison_items insert another's", QStringLiteral("INSERT INTO comparison_items VALUES (%1, 9, %2)").arg(othersComparison, mine), Denied, Denied, Allowed);
    row("comparison_items update", QStringLiteral("UPDATE comparison_items SET position = 7 WHERE comparison_id = %1").arg(myComparison), Denied, Denied, Denied);
    row("comparison_items delete another's", QStringLiteral("DELETE FROM comparison_items WHERE comparison_id = %1").arg(othersComparison), Denied, NoRows, Allowed);
    // --- calibration points: stored as oneself, never changed, removed by who stored them or an admin.
    const QString point = QStringLiteral("INSERT INTO calibration_points (created_at, created_by, accelerator, configuration, measured_tokens_per_s, "
                                         "predicted_tokens_per_s, predicted_step_s, predicted_peak_gib, predicted_mfu, framework, raw_text) "
                                         "VALUES ('2025-01-15T00:00:00Z', %1, 'l40s-48gb', '{}', 900, 1000, 1, 40, 0.3, '', '')");
    row("calibration_points select", QStringLiteral("SELECT * FROM calibration_points"), Allowed, Allowed, Allowed);
    row("calibration_points insert own", point.arg(QStringLiteral(":me")), Denied, Allowed, Allowed);
    row("calibration_points insert as another", point.arg(QStringLiteral(":other")), Denied, Denied, Denied);
    row("calibration_points update own", QStringLiteral("UPDATE calibration_points SET measured_tokens_per_s = 1e9 WHERE created_by = :me"), Denied, Denied, Denied);
    row("calibration_points delete own", QStringLiteral("DELETE FROM calibration_points WHERE created_by = :me"), Denied, Allowed, Allowed);
    row("calibration_points delete another's", QStringLiteral("DELETE FROM calibration_points WHERE created_by = :other"), Denied, NoRows, Allowed);
    // --- the team's price book and catalog corrections: admins; their log only grows.
    for (const char *book : { "price_edits", "catalog_edits" }) {
        const QString table = QString::fromLatin1(book);
        const QString insert = table == QLatin1String("price_edits")
            ? QStringLiteral("INSERT INTO price_edits (price_key, value, currency, unit, as_of, source, edited_at) VALUES ('k', 1, '', '', '', '', '')")
            : QStringLiteral("INSERT INTO catalog_edits (item_kind, item_id, field, value, edited_at) VALUES ('accelerator', 'x', 'f', '1', '')");
        row(qPrintable(table + QStringLiteral(" select")), QStringLiteral("SELECT * FROM %1").arg(table), Allowed, Allowed, Allowed);
        row(qPrintable(table + QStringLiteral(" insert")), insert, Denied, Denied, Allowed);
        row(qPrintable(table + QStringLiteral(" update")), QStringLiteral("UPDATE %1 SET edited_at = ''").arg(table), Denied, Denied, Allowed);
        row(qPrintable(table + QStringLiteral(" delete")), QStringLiteral("DELETE FROM %1").arg(table), Denied, Denied, Allowed);
    }
    row("correction_log select", QStringLiteral("SELECT * FROM correction_log"), Allowed, Allowed, Allowed);
    row("correction_log insert", QStringLiteral("INSERT INTO correction_log (item, item_key, change, value, author, changed_at) VALUES ('price', 'k', 'set', '1', '', '')"),
        Denied, Denied, Allowed);
    row("correction_log update", QStringLiteral("UPDATE correction_log SET author = 'someone'"), Denied, Denied, Denied);
    row("correction_log delete", QStringLiteral("DELETE FROM correction_log"), Denied, Denied, Denied);
    row("correction_log truncate", QStringLiteral("TRUNCATE correction_log"), Denied, Denied, Denied);
    row("revisions truncate", QStringLiteral("TRUNCATE revisions CASCADE"), Denied, Denied, Denied);
    row("deleted_plans select", QStringLiteral("SELECT COUNT(*) FROM deleted_plans"), Allowed, Allowed, Allowed);
    row("deleted_plans insert", QStringLiteral("INSERT INTO deleted_plans (name, owner, revisions, body, deleted_by, deleted_at) VALUES ('x', :me, 1, '', :me, '')"),
        Denied, Denied, Denied);
    row("deleted_plans update", QStringLiteral("UPDATE deleted_plans SET deleted_by = :other"), Denied, Denied, Denied);
    row("deleted_plans delete", QStringLiteral("DELETE FROM deleted_plans"), Denied, Denied, Denied);
    // --- the schema version: read by all, written by the tables' owner only (a migration).
    row("cp_meta select", QStringLiteral("SELECT * FROM cp_meta"), Allowed, Allowed, Allowed);
    row("cp_meta insert", QStringLiteral("INSERT INTO cp_meta VALUES ('x', 1)"), Denied, Denied, Denied);
    row("cp_meta update", QStringLiteral("UPDATE cp_meta SET value = 99"), Denied, Denied, Denied);
    row("cp_meta delete", QStringLiteral("DELETE FROM cp_meta"), Denied, Denied, Denied);
}

void TestStoreTeamSecurity::theMatrix()
{
    QFETCH(QString, sql);
    QFETCH(int, viewer);
    QFETCH(int, editor);
    QFETCH(int, admin);
    for (const auto &[login, want] : { std::pair { kViewer, viewer }, std::pair { kEditor, editor }, std::pair { kAdmin, admin } }) {
        const QString user = QString::fromLatin1(login.user);
        Session s(user);
        QVERIFY2(s.isOpen(), qPrintable(s.error()));
        const Result r = s.tryRolledBack(expand(sql, user));
        QVERIFY2(r.outcome == want, qPrintable(QStringLiteral("%1 (%2): %3, expected %4 %5").arg(user, QString::fromLatin1(login.role), QString::fromLatin1(r.outcome < 0 ? "another error" : outcomeName(r.outcome)), QString::fromLatin1(outcomeName(want)), r.error)));
    }
}

void TestStoreTeamSecurity::theIssuesAttacksFail()
{
    // As an editor, committed, on another editor's plan: each is refused or changes nothing.
    Session alice(QString::fromLatin1(kEditor.user));
    QVERIFY(alice.isOpen());
    Session super(QStringLiteral("postgres"));
    const auto state = [&super]() {
        return super.scalar(QStringLiteral("SELECT string_agg(x, '|') FROM (SELECT s.owner || s.body || s.created_at AS x FROM scenarios s WHERE s.name = 'sec_bob-plan' "
                                           "UNION ALL SELECT r.number || r.author || r.saved_at || r.comment || r.body FROM revisions r JOIN scenarios s ON s.id = r.scenario_id "
                                           "WHERE s.name = 'sec_bob-plan' UNION ALL SELECT name FROM tag_names UNION ALL SELECT name || body FROM drafts WHERE owner = 'sec_bob' "
                                           "UNION ALL SELECT created_by || measured_tokens_per_s FROM calibration_points ORDER BY 1) t"))
            .toString();
    };
    const QString before = state();
    QVERIFY(before.contains(QStringLiteral("sec_bob-tag")));
    const QStringList attacks {
        QStringLiteral("UPDATE scenarios SET owner = 'sec_alice' WHERE name = 'sec_bob-plan'"),
        QStringLiteral("UPDATE scenarios SET owner = 'sec_admin' WHERE name = 'sec_bob-plan'"),
        QStringLiteral("DELETE FROM scenarios WHERE name = 'sec_bob-plan'"),
        QStringLiteral("UPDATE scenarios SET body = '{\"broken\":' WHERE name = 'sec_bob-plan'"),
        QStringLiteral("DELETE FROM revisions"),
        QStringLiteral("DELETE FROM tag_names"),
        QStringLiteral("DELETE FROM drafts"),
        QStringLiteral("DELETE FROM calibration_points WHERE created_by = 'sec_bob'"),
        QStringLiteral("INSERT INTO scenarios (name, body, created_at, updated_at, search_text, owner) VALUES ('forged', '{}', '', '', '', 'sec_bob')"),
    };
    for (const QString &attack : attacks) {
        const Result r = alice.commit(attack);
        // "DELETE FROM drafts" removes the editor's own drafts, and only those.
        const bool ownRowsOnly = attack == QLatin1String("DELETE FROM drafts");
        QVERIFY2(r.outcome == Denied || r.outcome == NoRows || (ownRowsOnly && r.outcome == Allowed), qPrintable(attack + QStringLiteral(": ") + outcomeName(r.outcome)));
    }
    QCOMPARE(state(), before);
}

void TestStoreTeamSecurity::historyCannotBeForged()
{
    Session alice(QString::fromLatin1(kEditor.user));
    QVERIFY(alice.isOpen());
    const QString own = planId(QStringLiteral("'sec_alice'"));
    // Rewriting who, when and why of an existing revision is refused.
    for (const QString &forgery : { QStringLiteral("UPDATE revisions SET author = 'cfo', saved_at = '2025-01-15T00:00:00Z', comment = 'approved by CFO' WHERE scenario_id = %1"),
             QStringLiteral("DELETE FROM revisions WHERE scenario_id = %1 AND number = 1") }) {
        const Result r = alice.commit(forgery.arg(own));
        QCOMPARE(r.outcome, int(Denied));
    }
    // A back-dated revision in someone else's name is stamped with the session's user and the
    // server's clock instead.
    const QDateTime serverBefore = alice.scalar(QStringLiteral("SELECT date_trunc('second', now())")).toDateTime();
    const Result inserted = alice.commit(QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment, author) "
                                                        "SELECT s.id, (SELECT MAX(number) + 1 FROM revisions WHERE scenario_id = s.id), s.body, "
                                                        "'2025-01-15T00:00:00Z', '', 'approved by CFO', 'cfo' FROM scenarios s WHERE s.name = 'sec_alice-plan'"));
    QCOMPARE(inserted.outcome, int(Allowed));
    QSqlQuery newest(alice.db());
    QVERIFY(newest.exec(QStringLiteral("SELECT author, saved_at FROM revisions WHERE scenario_id = %1 ORDER BY number DESC LIMIT 1").arg(own)) && newest.next());
    QCOMPARE(newest.value(0).toString(), QStringLiteral("sec_alice"));
    const QDateTime stamped = QDateTime::fromString(newest.value(1).toString(), Qt::ISODate);
    QVERIFY2(stamped >= serverBefore.toUTC() && stamped.secsTo(QDateTime::currentDateTimeUtc()) < 600, qPrintable(newest.value(1).toString()));
    // The price book's log: an admin neither rewrites nor deletes it; a new entry is stamped.
    Session admin(QString::fromLatin1(kAdmin.user));
    QVERIFY(admin.isOpen());
    QCOMPARE(admin.commit(QStringLiteral("UPDATE correction_log SET author = 'someone', changed_at = '2025-01-15T00:00:00Z'")).outcome, int(Denied));
    QCOMPARE(admin.commit(QStringLiteral("DELETE FROM correction_log")).outcome, int(Denied));
    QCOMPARE(admin.commit(QStringLiteral("INSERT INTO correction_log (item, item_key, change, value, author, changed_at) "
                                         "VALUES ('price', 'k', 'set', '1', 'cfo', '2025-01-15T00:00:00Z')"))
                 .outcome,
        int(Allowed));
    QCOMPARE(admin.scalar(QStringLiteral("SELECT author FROM correction_log ORDER BY id DESC LIMIT 1")).toString(), QStringLiteral("sec_admin"));
    QVERIFY(!admin.scalar(QStringLiteral("SELECT changed_at FROM correction_log ORDER BY id DESC LIMIT 1")).toString().startsWith(QStringLiteral("2025")));
    // A calibration point's time is the server's too.
    QVERIFY(!alice.scalar(QStringLiteral("SELECT MIN(created_at) FROM calibration_points")).toString().startsWith(QStringLiteral("2025")));
}

void TestStoreTeamSecurity::evenTheSuperuserCannotRewriteHistory()
{
    // Retention of old history would be a documented migration that lifts the trigger; no
    // statement of any user, the superuser included, changes or deletes a revision or log entry.
    Session super(QStringLiteral("postgres"));
    QVERIFY(super.isOpen());
    for (const QString &sql : { QStringLiteral("UPDATE revisions SET comment = 'x'"), QStringLiteral("DELETE FROM revisions"), QStringLiteral("DELETE FROM correction_log"),
             QStringLiteral("UPDATE correction_log SET author = 'x'") })
        QCOMPARE(super.commit(sql).outcome, int(Denied));
}

void TestStoreTeamSecurity::aPlanGoesWithItsHistoryOnlyByItsOwnerOrAnAdmin()
{
    auto bob = Store::open(uri(kOther));
    auto alice = Store::open(uri(QString::fromLatin1(kEditor.user)));
    QVERIFY(bob && alice);
    QVERIFY((*bob)->save(minimal(QStringLiteral("bob's short-lived plan"))));
    const Status refused = (*alice)->remove(QStringLiteral("bob's short-lived plan"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, ErrorKind::BadInput);
    QVERIFY2(refused.error().message.contains(QStringLiteral("created by sec_bob")), qPrintable(refused.error().message));
    QVERIFY2((*bob)->remove(QStringLiteral("bob's short-lived plan")), "the owner deletes its plan with its history (the cascade passes the trigger)");
    Session super(QStringLiteral("postgres"));
    QCOMPARE(super.scalar(QStringLiteral("SELECT COUNT(*) FROM revisions r WHERE NOT EXISTS (SELECT 1 FROM scenarios s WHERE s.id = r.scenario_id)")).toInt(), 0);
    // The deletion is on record, written by the server: who, how many revisions went, the last state.
    QCOMPARE(super.scalar(QStringLiteral("SELECT owner || ' ' || revisions || ' ' || deleted_by FROM deleted_plans WHERE name = 'bob''s short-lived plan'")).toString(),
        QStringLiteral("sec_bob 1 sec_bob"));
    QVERIFY(super.scalar(QStringLiteral("SELECT body FROM deleted_plans WHERE name = 'bob''s short-lived plan'")).toString().contains(QStringLiteral("short-lived")));
}

void TestStoreTeamSecurity::othersPointsAndComparisonsAreRefusedNamingTheirOwner()
{
    auto alice = Store::open(uri(QString::fromLatin1(kEditor.user)));
    QVERIFY(alice);
    const auto points = (*alice)->calibrations();
    QVERIFY(points);
    qint64 bobs = 0;
    for (const calibrate::PilotPoint &p : *points) {
        if (p.createdBy == kOther)
            bobs = p.id;
    }
    QVERIFY(bobs > 0);
    const Status removed = (*alice)->removeCalibration(bobs);
    QVERIFY(!removed);
    QCOMPARE(removed.error().kind, ErrorKind::BadInput);
    QVERIFY2(removed.error().message.contains(QStringLiteral("stored by sec_bob")), qPrintable(removed.error().message));
    for (const Status &s : { (*alice)->removeComparison(QStringLiteral("sec_bob-cmp")),
             (*alice)->saveComparison({ QStringLiteral("sec_bob-cmp"), { QStringLiteral("sec_alice-plan"), QStringLiteral("7B LoRA fine-tune on L40S") }, {} }) }) {
        QVERIFY(!s);
        QCOMPARE(s.error().kind, ErrorKind::BadInput);
        QVERIFY2(s.error().message.contains(QStringLiteral("saved by sec_bob")), qPrintable(s.error().message));
    }
    QCOMPARE((*alice)->comparisons()->size(), 3); // the samples have none; the three users' own
    auto admin = Store::open(uri(QString::fromLatin1(kAdmin.user)));
    QVERIFY(admin);
    QVERIFY((*admin)->removeCalibration(bobs));
    QVERIFY((*admin)->removeComparison(QStringLiteral("sec_bob-cmp")));
}

QTEST_GUILESS_MAIN(TestStoreTeamSecurity)
#include "tst_storeteamsecurity.moc"
