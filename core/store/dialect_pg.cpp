// The PostgreSQL dialect (QPSQL): the team library. The schema is the same ladder as SQLite's
// (schema.cpp); what differs lives here: the schema version and application marker are rows of
// cp_meta (SQLite keeps them in its header), errors are classified by SQLSTATE
// (https://www.postgresql.org/docs/15/errcodes-appendix.html), write transactions are
// SERIALIZABLE (a concurrent change that would make one of two transactions wrong aborts it
// with 40001, and the store runs it again), and the app's roles are the server's roles
// cp_viewer, cp_editor and cp_admin with grants on every table, so the server enforces them.
#include "core/store/dialect.h"
#include "core/store/pgsecurity.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace cp {

namespace {

// The key of the advisory lock taken by a migration step: "CPln", as the SQLite application_id.
constexpr qint64 kMigrationLock = 0x43506C6E;

QString sqlState(const QSqlError &e) { return e.nativeErrorCode().trimmed(); }

Error readError(const SqlDialect &dialect, const QSqlError &e)
{
    if (e.nativeErrorCode().isEmpty() && e.type() == QSqlError::NoError)
        return { {}, QCoreApplication::translate("cp::Store", "no row came back"), ErrorKind::Damaged };
    return dialect.sqlError(e);
}

Status execAll(const SqlDialect &dialect, QSqlDatabase &db, const QStringList &statements)
{
    for (const QString &sql : statements) {
        QSqlQuery q(db);
        if (!q.exec(sql))
            return dialect.sqlError(q.lastError());
    }
    return Ok {};
}

class PostgresDialect final : public SqlDialect {
public:
    QString driver() const override { return QStringLiteral("QPSQL"); }

    // The connection's own options (sslmode, connect_timeout ...) come from the address; see
    // storeopen.cpp. The busy timeout is a session setting (configure).
    QString connectOptions(int) const override { return {}; }
    QString readOnlyConnectOptions(int) const override { return {}; }
    QString readOnlyDatabaseName(const QString &file, bool) const override { return file; }

    QString beginWriteSql() const override { return QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE"); }

    QString autoIdColumn() const override { return QStringLiteral("SERIAL PRIMARY KEY"); }

    Status configure(QSqlDatabase &db, int busyTimeoutMs) const override
    {
        // A lock held longer than the busy timeout fails with 55P03 (Busy), as SQLite's busy timeout.
        return execAll(*this, db, { QStringLiteral("SET lock_timeout = %1").arg(busyTimeoutMs), QStringLiteral("SET client_min_messages = error") });
    }

    Status configureScratch(QSqlDatabase &) const override { return Ok {}; }

    // The server checks its own pages (and checksums, when the cluster has them).
    Status checkIntegrity(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT 1")) || !q.next())
            return sqlError(q.lastError());
        return Ok {};
    }

    Expected<int> schemaVersion(QSqlDatabase &db) const override
    {
        const Expected<qint64> v = metaValue(db, QStringLiteral("schema_version"));
        if (!v)
            return v.errors();
        return static_cast<int>(*v);
    }

    Status setSchemaVersion(QSqlDatabase &db, int version) const override
    {
        return setMetaValue(db, QStringLiteral("schema_version"), version);
    }

    Expected<int> tableCount(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema()")) || !q.next())
            return readError(*this, q.lastError());
        return q.value(0).toInt();
    }

    Expected<QMap<QString, QStringList>> tableColumns(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT table_name, column_name FROM information_schema.columns "
                                   "WHERE table_schema = current_schema() AND table_name <> 'cp_meta' "
                                   "ORDER BY table_name, ordinal_position")))
            return readError(*this, q.lastError());
        QMap<QString, QStringList> out;
        while (q.next())
            out[q.value(0).toString()] << q.value(1).toString();
        return out;
    }

    Expected<qint64> applicationId(QSqlDatabase &db) const override { return metaValue(db, QStringLiteral("application_id")); }

    Status setApplicationId(QSqlDatabase &db, qint64 id) const override
    {
        return setMetaValue(db, QStringLiteral("application_id"), id);
    }

    Status backupTo(QSqlDatabase &, const QString &) const override
    {
        return Error { {}, QCoreApplication::translate("cp::Store", "a team library is backed up by its server (pg_dump), not copied by the app"), ErrorKind::Io };
    }

    Status limitGrowth(QSqlDatabase &, qint64) const override
    {
        return Error { {}, QCoreApplication::translate("cp::Store", "a size limit applies to a library file only"), ErrorKind::Io };
    }

    ErrorKind classify(const QSqlError &error) const override
    {
        const QString state = sqlState(error);
        if (state.isEmpty()) // no answer from the server: the connection failed or was lost
            return error.type() == QSqlError::ConnectionError || error.type() == QSqlError::NoError ? ErrorKind::Unreachable : ErrorKind::Io;
        if (state == QLatin1String("42501") || state == QLatin1String("25006")) // insufficient_privilege, read_only_sql_transaction
            return ErrorKind::ReadOnly;
        if (state == QLatin1String("55P03") || state == QLatin1String("40001") || state == QLatin1String("40P01")
            || state == QLatin1String("57014")) // lock_not_available, serialization_failure, deadlock, query_canceled
            return ErrorKind::Busy;
        if (state == QLatin1String("23505")) // unique_violation: another writer inserted the same key first
            return ErrorKind::Conflict;
        if (state == QLatin1String("53100")) // disk_full
            return ErrorKind::DiskFull;
        if (state.startsWith(QLatin1String("08")) || state == QLatin1String("57P01") || state == QLatin1String("57P02")
            || state == QLatin1String("57P03")) // connection exceptions, the server shutting down or starting
            return ErrorKind::Unreachable;
        if (state == QLatin1String("XX001") || state == QLatin1String("XX002")) // data_corrupted, index_corrupted
            return ErrorKind::Damaged;
        return ErrorKind::Io;
    }

    bool isServer() const override { return true; }

    QString lockRowSuffix() const override { return QStringLiteral(" FOR UPDATE"); }

    // A session lock, taken before the steps' transactions begin, so each step's snapshot sees
    // what the previous holder committed.
    Status beginMigration(QSqlDatabase &db) const override
    {
        return execAll(*this, db, { QStringLiteral("SELECT pg_advisory_lock(%1)").arg(kMigrationLock) });
    }

    QString lockHolders(QSqlDatabase &db) const override
    {
        // pg_locks and the user names of pg_stat_activity are readable by every user. An advisory
        // key splits into classid (high 32 bits) and objid (low 32 bits).
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT DISTINCT COALESCE(a.usename::text, '?'), l.pid FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid "
                                   "WHERE l.granted AND l.pid <> pg_backend_pid() "
                                   "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
                                   "AND ((l.locktype = 'advisory' AND l.classid = %1 AND l.objid = %2) "
                                   "OR (l.locktype = 'relation' AND l.relation IN (SELECT c.oid FROM pg_class c "
                                   "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema()))) ORDER BY 2")
                        .arg(kMigrationLock >> 32)
                        .arg(kMigrationLock & 0xFFFFFFFF)))
            return {};
        QStringList holders;
        while (q.next())
            holders << QCoreApplication::translate("cp::Store", "%1 (process %2)").arg(q.value(0).toString()).arg(q.value(1).toLongLong());
        return holders.join(QStringLiteral(", "));
    }

    Status endMigration(QSqlDatabase &db) const override
    {
        return execAll(*this, db, { QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(kMigrationLock) });
    }

    Status applyRoles(QSqlDatabase &db) const override
    {
        // Schema v4 and v5 as they were (v6's applySecurity replaces their grants and policies).
        QStringList sql = createRoles();
        sql << QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC")
            << QStringLiteral("GRANT USAGE ON SCHEMA public TO cp_viewer")
            << QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO cp_viewer")
            << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON scenarios, revisions, tag_names, scenario_tags, drafts, comparisons, "
                              "comparison_items TO cp_editor")
            << QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO cp_editor")
            << QStringLiteral("DO $$ BEGIN IF to_regclass('calibration_points') IS NOT NULL THEN "
                              "GRANT INSERT, UPDATE, DELETE ON calibration_points TO cp_editor; END IF; END $$")
            << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON price_edits, catalog_edits, correction_log TO cp_admin")
            << QStringLiteral("ALTER TABLE scenarios ENABLE ROW LEVEL SECURITY")
            << QStringLiteral("DROP POLICY IF EXISTS cp_read ON scenarios")
            << QStringLiteral("DROP POLICY IF EXISTS cp_insert ON scenarios")
            << QStringLiteral("DROP POLICY IF EXISTS cp_update ON scenarios")
            << QStringLiteral("DROP POLICY IF EXISTS cp_delete ON scenarios")
            << QStringLiteral("CREATE POLICY cp_read ON scenarios FOR SELECT USING (true)")
            << QStringLiteral("CREATE POLICY cp_insert ON scenarios FOR INSERT WITH CHECK (true)")
            << QStringLiteral("CREATE POLICY cp_update ON scenarios FOR UPDATE USING (true)")
            << QStringLiteral("CREATE POLICY cp_delete ON scenarios FOR DELETE USING (owner = current_user OR pg_has_role('cp_admin', 'MEMBER'))");
        return execAll(*this, db, sql);
    }

    Status applySecurity(QSqlDatabase &db) const override { return execAll(*this, db, createRoles() + pgsecurity::statements()); }

    Expected<QString> currentUser(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        // The login, which the server's policies and stamps use too (not a role set later).
        if (!q.exec(QStringLiteral("SELECT session_user")) || !q.next())
            return sqlError(q.lastError());
        return q.value(0).toString();
    }

    Expected<QString> role(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT CASE WHEN has_table_privilege('price_edits', 'INSERT') THEN 'admin' "
                                   "WHEN has_table_privilege('scenarios', 'INSERT') THEN 'editor' ELSE 'viewer' END"))
            || !q.next())
            return sqlError(q.lastError());
        return q.value(0).toString();
    }

    bool isRetryable(const QSqlError &error) const override
    {
        const QString state = sqlState(error);
        // serialization_failure, deadlock_detected, unique_violation (a concurrent insert of the
        // same name or tag), foreign_key_violation (a tag removed by a concurrent save)
        return state == QLatin1String("40001") || state == QLatin1String("40P01") || state == QLatin1String("23505")
            || state == QLatin1String("23503");
    }

    bool isPermissionDenied(const QSqlError &error) const override
    {
        return sqlState(error) == QLatin1String("42501") || sqlState(error) == QLatin1String("25006");
    }

private:
    // Roles belong to the whole cluster; they are created once, by the first library's owner
    // (who needs CREATEROLE).
    static QStringList createRoles()
    {
        return { QStringLiteral("DO $$ BEGIN "
                                "IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cp_viewer') THEN CREATE ROLE cp_viewer NOLOGIN; END IF; "
                                "IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cp_editor') THEN CREATE ROLE cp_editor NOLOGIN; END IF; "
                                "IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cp_admin') THEN CREATE ROLE cp_admin NOLOGIN; END IF; "
                                "END $$"),
            QStringLiteral("GRANT cp_viewer TO cp_editor"), QStringLiteral("GRANT cp_viewer, cp_editor TO cp_admin WITH ADMIN OPTION") };
    }

    Expected<qint64> metaValue(QSqlDatabase &db, const QString &key) const
    {
        QSqlQuery exists(db);
        if (!exists.exec(QStringLiteral("SELECT to_regclass('cp_meta') IS NOT NULL")) || !exists.next())
            return readError(*this, exists.lastError());
        if (!exists.value(0).toBool())
            return qint64(0); // a database the app has not set up yet
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT value FROM cp_meta WHERE key = ?"));
        q.addBindValue(key);
        if (!q.exec())
            return readError(*this, q.lastError());
        return q.next() ? q.value(0).toLongLong() : qint64(0);
    }

    Status setMetaValue(QSqlDatabase &db, const QString &key, qint64 value) const
    {
        if (const Status made = execAll(*this, db, { QStringLiteral("CREATE TABLE IF NOT EXISTS cp_meta (key TEXT PRIMARY KEY, value BIGINT NOT NULL)") }); !made)
            return made;
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO cp_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value"));
        q.addBindValue(key);
        q.addBindValue(value);
        if (!q.exec())
            return sqlError(q.lastError());
        return Ok {};
    }
};

} // namespace

const SqlDialect &SqlDialect::postgresql()
{
    static const PostgresDialect dialect;
    return dialect;
}

} // namespace cp
