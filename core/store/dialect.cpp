#include "core/store/dialect.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace cp {

namespace {

// SQLite primary result codes (https://www.sqlite.org/rescode.html); Qt reports extended codes,
// whose low byte is the primary code.
enum SqliteCode {
    kPerm = 3,
    kBusy = 5,
    kLocked = 6,
    kReadOnly = 8,
    kIoErr = 10,
    kCorrupt = 11,
    kFull = 13,
    kCantOpen = 14,
    kAuth = 23,
    kNotADb = 26,
};

// A failed read of the file's header values or tables: without a driver code (no row came
// back) the file is not what it should be; with one, the code says why (locked, unreadable ...).
Error readError(const SqlDialect &dialect, const QSqlError &e)
{
    if (e.nativeErrorCode().isEmpty())
        return { {}, e.text(), ErrorKind::Damaged };
    return dialect.sqlError(e);
}

class SqliteDialect final : public SqlDialect {
public:
    QString driver() const override { return QStringLiteral("QSQLITE"); }

    QString connectOptions(int busyTimeoutMs) const override
    {
        return QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs);
    }

    QString readOnlyConnectOptions(int busyTimeoutMs) const override
    {
        return QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1;QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI").arg(busyTimeoutMs);
    }

    QString readOnlyDatabaseName(const QString &file, bool immutable) const override
    {
        // https://www.sqlite.org/uri.html: mode=ro never writes; immutable=1 also takes no locks
        // and creates no -wal/-shm files.
        return QUrl::fromLocalFile(file).toString(QUrl::FullyEncoded)
            + (immutable ? QStringLiteral("?mode=ro&immutable=1") : QStringLiteral("?mode=ro"));
    }

    QString beginWriteSql() const override { return QStringLiteral("BEGIN IMMEDIATE"); }

    QString autoIdColumn() const override { return QStringLiteral("INTEGER PRIMARY KEY"); }

    Status configure(QSqlDatabase &db, int busyTimeoutMs) const override
    {
        // PRAGMA values cannot be bound; they are built from integers and constants only.
        const QStringList pragmas { QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs),
            QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA journal_mode = WAL"),
            QStringLiteral("PRAGMA synchronous = NORMAL") };
        for (const QString &sql : pragmas) {
            QSqlQuery q(db);
            if (!q.exec(sql))
                return sqlError(q.lastError());
        }
        return Ok {};
    }

    Status configureScratch(QSqlDatabase &db) const override
    {
        for (const QString &sql : { QStringLiteral("PRAGMA journal_mode = OFF"), QStringLiteral("PRAGMA synchronous = OFF") }) {
            QSqlQuery q(db);
            if (!q.exec(sql))
                return sqlError(q.lastError());
        }
        return Ok {};
    }

    Status checkIntegrity(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) {
            Error e = sqlError(q.lastError());
            const bool unread = e.kind == ErrorKind::Io && !q.lastError().nativeErrorCode().isEmpty()
                && (q.lastError().nativeErrorCode().toInt() & 0xff) == kIoErr; // not proven damaged
            if (e.kind != ErrorKind::Busy && e.kind != ErrorKind::DiskFull && e.kind != ErrorKind::ReadOnly && !unread)
                e.kind = ErrorKind::Damaged;
            return e;
        }
        QStringList problems;
        while (q.next()) {
            const QString row = q.value(0).toString();
            if (row != QLatin1String("ok"))
                problems << row;
        }
        if (q.lastError().isValid())
            return Error { {}, q.lastError().text(), ErrorKind::Damaged };
        if (!problems.isEmpty())
            return Error { {}, QCoreApplication::translate("cp::Store", "integrity check failed: %1").arg(problems.mid(0, 3).join(QStringLiteral("; "))),
                ErrorKind::Damaged };
        return Ok {};
    }

    Expected<int> schemaVersion(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return readError(*this, q.lastError());
        return q.value(0).toInt();
    }

    Status setSchemaVersion(QSqlDatabase &db, int version) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)))
            return sqlError(q.lastError());
        return Ok {};
    }

    Expected<int> tableCount(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'")) || !q.next())
            return readError(*this, q.lastError());
        return q.value(0).toInt();
    }

    Expected<QMap<QString, QStringList>> tableColumns(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite!_%' ESCAPE '!'")))
            return readError(*this, q.lastError());
        QMap<QString, QStringList> out;
        while (q.next())
            out.insert(q.value(0).toString(), {});
        q.finish();
        for (auto it = out.begin(); it != out.end(); ++it) {
            QSqlQuery columns(db);
            columns.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?) ORDER BY cid"));
            columns.addBindValue(it.key());
            if (!columns.exec())
                return readError(*this, columns.lastError());
            while (columns.next())
                it.value() << columns.value(0).toString();
        }
        return out;
    }

    Expected<qint64> applicationId(QSqlDatabase &db) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
            return readError(*this, q.lastError());
        return q.value(0).toLongLong();
    }

    Status setApplicationId(QSqlDatabase &db, qint64 id) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA application_id = %1").arg(id)))
            return sqlError(q.lastError());
        return Ok {};
    }

    Status backupTo(QSqlDatabase &db, const QString &fileName) const override
    {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("VACUUM INTO ?"));
        q.addBindValue(fileName);
        if (!q.exec())
            return sqlError(q.lastError());
        return Ok {};
    }

    Status limitGrowth(QSqlDatabase &db, qint64 extraPages) const override
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA page_count")) || !q.next())
            return sqlError(q.lastError());
        const qint64 pages = q.value(0).toLongLong() + extraPages;
        QSqlQuery set(db);
        if (!set.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)))
            return sqlError(set.lastError());
        return Ok {};
    }

    ErrorKind classify(const QSqlError &error) const override
    {
        bool ok = false;
        const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
        if (!ok)
            return ErrorKind::Io;
        switch (code) {
        case kBusy:
        case kLocked:
            return ErrorKind::Busy;
        case kReadOnly:
        case kPerm:
        case kAuth:
        case kCantOpen:
            return ErrorKind::ReadOnly;
        case kCorrupt:
        case kNotADb:
            return ErrorKind::Damaged;
        case kFull:
            return ErrorKind::DiskFull;
        default:
            return ErrorKind::Io;
        }
    }
};

} // namespace

Error SqlDialect::sqlError(const QSqlError &error) const { return { {}, error.text(), classify(error) }; }

Status SqlDialect::beginMigration(QSqlDatabase &) const { return Ok {}; }

Status SqlDialect::endMigration(QSqlDatabase &) const { return Ok {}; }

Status SqlDialect::applyRoles(QSqlDatabase &) const { return Ok {}; }

Status SqlDialect::applySecurity(QSqlDatabase &) const { return Ok {}; }

QString SqlDialect::lockHolders(QSqlDatabase &) const { return {}; }

Expected<QString> SqlDialect::currentUser(QSqlDatabase &) const
{
#ifdef Q_OS_UNIX
    // The account's login name, whatever the environment says (USER may be unset or changed).
    if (const passwd *account = getpwuid(geteuid()); account && account->pw_name)
        return QString::fromLocal8Bit(account->pw_name);
#endif
    for (const char *name : { "USERNAME", "USER", "LOGNAME" }) {
        const QString user = qEnvironmentVariable(name);
        if (!user.isEmpty())
            return user;
    }
    return QDir::home().dirName();
}

Expected<QString> SqlDialect::role(QSqlDatabase &) const { return QStringLiteral("admin"); }

bool SqlDialect::isRetryable(const QSqlError &) const { return false; }

bool SqlDialect::isPermissionDenied(const QSqlError &) const { return false; }

const SqlDialect &SqlDialect::sqlite()
{
    static const SqliteDialect dialect;
    return dialect;
}

} // namespace cp
