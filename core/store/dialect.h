#pragma once
// Everything SQL-engine specific the store needs, behind one interface: the only place with
// PRAGMAs, SQLite result codes or PostgreSQL SQLSTATEs. The schema and queries elsewhere are
// portable SQL: the shared team library on PostgreSQL (QPSQL, dialect_pg.cpp) is a second
// dialect, not a second store.

#include "core/common/expected.h"

#include <QMap>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

class QSqlError;

namespace cp {

class SqlDialect {
public:
    virtual ~SqlDialect() = default;

    /// The Qt SQL driver name.
    virtual QString driver() const = 0;
    /// QSqlDatabase::setConnectOptions text for a busy timeout.
    virtual QString connectOptions(int busyTimeoutMs) const = 0;
    /// Connect options and database name of a connection that can never write. immutable: the
    /// file is read without locks or shared memory (only when no other program has it open), so
    /// no side file is created next to it.
    virtual QString readOnlyConnectOptions(int busyTimeoutMs) const = 0;
    virtual QString readOnlyDatabaseName(const QString &file, bool immutable) const = 0;
    /// Starts a transaction that will write; takes the write lock up front so the busy timeout
    /// applies here instead of failing half-way.
    virtual QString beginWriteSql() const = 0;
    /// Column definition of a surrogate integer primary key.
    virtual QString autoIdColumn() const = 0;
    /// Session settings: write-ahead log, foreign keys, busy timeout; the error's kind says why it failed.
    virtual Status configure(QSqlDatabase &db, int busyTimeoutMs) const = 0;
    /// Session settings for a file built once and then renamed into place (a new library): no
    /// journal and no syncs, since a crash only ever loses the temporary file; the caller syncs
    /// the finished file before renaming it.
    virtual Status configureScratch(QSqlDatabase &db) const = 0;
    /// Runs the engine's full integrity check; an error when it finds any problem (of kind
    /// Damaged, or Busy when the file could not be read because another program holds it, Io
    /// when it could not be read at all).
    virtual Status checkIntegrity(QSqlDatabase &db) const = 0;
    /// schemaVersion, tableCount, tableColumns and applicationId report a read that returns no
    /// row (or fails without a driver code) as Damaged, any other failure by its code (classify).
    virtual Expected<int> schemaVersion(QSqlDatabase &db) const = 0;
    /// Sets the schema version inside the current transaction.
    virtual Status setSchemaVersion(QSqlDatabase &db, int version) const = 0;
    /// Number of user tables (a fresh file has none).
    virtual Expected<int> tableCount(QSqlDatabase &db) const = 0;
    /// Every user table with its column names in order (the engine's own tables left out).
    virtual Expected<QMap<QString, QStringList>> tableColumns(QSqlDatabase &db) const = 0;
    /// The file's application marker (0 when none is set); set inside the current transaction.
    virtual Expected<qint64> applicationId(QSqlDatabase &db) const = 0;
    virtual Status setApplicationId(QSqlDatabase &db, qint64 id) const = 0;
    /// Writes a consistent copy of the open database to a new file.
    virtual Status backupTo(QSqlDatabase &db, const QString &fileName) const = 0;
    /// Caps the database size at its current size plus extra pages (used to test a full disk).
    virtual Status limitGrowth(QSqlDatabase &db, qint64 extraPages) const = 0;
    /// Maps a driver error to an error kind (Io when it is none of the others).
    virtual ErrorKind classify(const QSqlError &error) const = 0;
    /// The driver error as an Error of its kind (classify); the path is left empty.
    Error sqlError(const QSqlError &error) const;

    // --- what a shared server adds (defaults: an SQLite file) ------------------------------
    /// A database on a server (a team library) rather than a file: no backups of files, no
    /// side files, no disk checks; roles and row versions instead of file locks.
    virtual bool isServer() const { return false; }
    /// Appended to a SELECT that reads a row the transaction will change (" FOR UPDATE"), so two
    /// writers of one plan queue on its row; empty where a write transaction already excludes others.
    virtual QString lockRowSuffix() const { return {}; }
    /// Before / after migrating, outside any transaction: waits until no other program migrates
    /// (or sets up) the database, and lets the next one go. Each step re-reads the version.
    virtual Status beginMigration(QSqlDatabase &db) const;
    virtual Status endMigration(QSqlDatabase &db) const;
    /// After a migration waited too long (Busy): the other sessions holding the migration lock or a
    /// lock on the library's tables, "user (process N)", comma-separated; empty when none is known.
    virtual QString lockHolders(QSqlDatabase &db) const;
    /// Inside a migration step's transaction: maps the app's roles (viewer, editor, admin) to the
    /// server's roles and grants on every table, so the server enforces them. Idempotent.
    virtual Status applyRoles(QSqlDatabase &db) const;
    /// Inside a migration step's transaction (schema v6 and every later step that adds a table):
    /// the team library's security model (pgsecurity.cpp) on every table: grants, row policies,
    /// immutable owners and creation times, the append-only history and correction log stamped by
    /// the server. Idempotent; a no-op on a file.
    virtual Status applySecurity(QSqlDatabase &db) const;
    /// Who writes: the database user on a server, the operating system's user name for a file.
    virtual Expected<QString> currentUser(QSqlDatabase &db) const;
    /// "viewer", "editor" or "admin", from the privileges the server grants this connection
    /// ("admin" for a file).
    virtual Expected<QString> role(QSqlDatabase &db) const;
    /// Whether a failed transaction may succeed when run again from its start (a serialization
    /// failure, a deadlock, a concurrent insert of the same key).
    virtual bool isRetryable(const QSqlError &error) const;
    /// Whether the error is the server refusing this user the privilege (a role's limit).
    virtual bool isPermissionDenied(const QSqlError &error) const;

    static const SqlDialect &sqlite();
    /// PostgreSQL through QPSQL (the team library).
    static const SqlDialect &postgresql();
};

} // namespace cp
