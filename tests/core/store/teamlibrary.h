#pragma once
// The backend a store test runs on. CTest runs the backend-independent store tests twice: on
// SQLite files, and with CP_TEST_STORE_BACKEND=postgresql on the throw-away cluster that the
// fixture pg_cluster starts once per run (tests/pg/pgcluster; CP_TEST_PG_SOCKET names its socket
// folder). A PostgreSQL test whose cluster is missing fails: the bootstrap installs the server.
#include <QCoreApplication>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>

namespace teamtest {

/// The login name of the account running the test (`id -un`): a file library's author.
inline QString loginName()
{
    QProcess id;
    id.start(QStringLiteral("id"), { QStringLiteral("-un") });
    id.waitForFinished(10000);
    return QString::fromLocal8Bit(id.readAllStandardOutput()).trimmed();
}

/// Who a store of the current backend writes as: the database user of teamtest::uri, or the login name.
inline QString expectedAuthor() { return qEnvironmentVariable("CP_TEST_STORE_BACKEND") == QLatin1String("postgresql") ? QStringLiteral("postgres") : loginName(); }

inline bool onPostgres() { return qEnvironmentVariable("CP_TEST_STORE_BACKEND") == QLatin1String("postgresql"); }

/// The cluster's socket folder (empty when the test runs without the fixture).
inline QString socketFolder() { return qEnvironmentVariable("CP_TEST_PG_SOCKET"); }

/// The address of database on the test cluster as user (the cluster's superuser is "postgres").
inline QString uri(const QString &database, const QString &user = QStringLiteral("postgres"))
{
    return QStringLiteral("postgresql://%1@localhost:5432/%2?host=%3").arg(user, database, socketFolder());
}

/// Runs statements on the cluster as its superuser, in the maintenance database "postgres"
/// (CREATE/DROP DATABASE and roles); returns the first error's text, empty when all ran.
inline QString adminExec(const QStringList &statements, const QString &database = QStringLiteral("postgres"))
{
    if (socketFolder().isEmpty())
        return QStringLiteral("CP_TEST_PG_SOCKET is not set: run the test through ctest (fixture pg_cluster)");
    const QString name = QStringLiteral("teamtest.admin.") + database;
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::contains(name) ? QSqlDatabase::database(name, false) : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        if (!db.isOpen()) {
            db.setHostName(socketFolder());
            db.setPort(5432);
            db.setUserName(QStringLiteral("postgres"));
            db.setDatabaseName(database);
            db.setConnectOptions(QStringLiteral("connect_timeout=10"));
            if (!db.open())
                return QStringLiteral("cannot connect to the test cluster at %1: %2").arg(socketFolder(), db.lastError().text());
            QSqlQuery quiet(db);
            quiet.exec(QStringLiteral("SET client_min_messages = warning")); // no "does not exist, skipping"
        }
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            if (!q.exec(sql)) {
                error = sql + QStringLiteral(": ") + q.lastError().text();
                break;
            }
        }
    }
    return error;
}

/// Creates a login role in the app's role (cp_viewer, cp_editor or cp_admin) unless it exists.
inline QString ensureUser(const QString &user, const QString &appRole)
{
    return adminExec({ QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN CREATE ROLE %1 LOGIN; END IF; END $$").arg(user),
        QStringLiteral("GRANT %2 TO %1").arg(user, appRole) });
}

/// A new, empty database (dropped first when a previous run left it).
inline QString freshDatabase(const QString &database)
{
    return adminExec({ QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(database), QStringLiteral("CREATE DATABASE %1").arg(database) });
}

/// A place for a new library of this test: an SQLite file in dir, or a new database on the
/// cluster named after the test program and n. error is set when the database cannot be made.
inline QString newLibrary(const QTemporaryDir &dir, int n, QString *error)
{
    if (!onPostgres())
        return dir.filePath(QStringLiteral("library-%1.sqlite").arg(n));
    const QString database = QStringLiteral("cp_%1_%2").arg(QCoreApplication::applicationName().toLower()).arg(n);
    *error = freshDatabase(database);
    return uri(database);
}

/// From an `strace -e trace=sendto -s 40` log of one import: the sends at which a kill sweep
/// stops the writer. The save's transaction (from its BEGIN to its COMMIT) is cut at every
/// fourth message and at each message around the COMMIT; before and after it, once each.
inline QList<int> killPoints(const QByteArray &log)
{
    int sends = 0;
    int begin = 0;
    int commit = 0;
    for (const QByteArray &line : log.split('\n')) {
        if (!line.contains("sendto("))
            continue;
        ++sends;
        if (begin == 0 && line.contains("BEGIN ISOLATION"))
            begin = sends;
        if (line.contains("COMMIT"))
            commit = sends;
    }
    if (begin == 0 || commit <= begin)
        return {};
    QList<int> points { 1, begin - 1 };
    for (int n = begin; n < commit - 1; n += 4)
        points << n;
    points << commit - 1 << commit;
    if (commit < sends)
        points << commit + 1 << sends;
    return points;
}

} // namespace teamtest
