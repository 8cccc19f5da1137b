// Store's connection and the plumbing every part uses: statements, transactions and errors.
// The rest of Store lives beside it, one file per seam:
//   storeopen.cpp         opening, creating, inspecting and migrating the file (schema.cpp has the
//                         steps), daily backups and recovery (backups, moveAside, openBackup, startNew)
//   storescenarios.cpp    the scenario repository: list, load, save, remove, rename, tags, comparisons
//   storerevisions.cpp    revisions and autosaved drafts
//   storecorrections.cpp  the user's price-book and catalog corrections
#include "core/store/store.h"

#include "core/store/storeinternal.h"
#include "core/store/storewatchdog.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QThread>

#include <algorithm>

namespace cp {

using namespace storedetail;

namespace {

// Below this much free space an unexplained write failure is reported as a full disk.
constexpr qint64 kNearlyFullBytes = 256 * 1024;

} // namespace

QString describeStoreProblem(ErrorKind kind, const QString &path, const QString &detail)
{
    const QString file = QDir::toNativeSeparators(path);
    if (Store::isTeamLibrary(path)) {
        switch (kind) {
        case ErrorKind::ReadOnly:
            return QCoreApplication::translate("cp::Store", "Cannot change the team library %1 (%2).").arg(file, detail);
        case ErrorKind::Busy:
            return QCoreApplication::translate("cp::Store", "The team library %1 is busy: another user's change held it longer than the "
                                                            "wait allowed (%2). Nothing was changed; try again.")
                .arg(file, detail);
        case ErrorKind::NotALibrary:
            return QCoreApplication::translate("cp::Store", "The database %1 is not a Compute Planner team library (%2). It has been left "
                                                            "untouched; name another database.")
                .arg(file, detail);
        case ErrorKind::TooNew:
            return QCoreApplication::translate("cp::Store", "The team library %1 was set up by a newer Compute Planner (%2). Update Compute "
                                                            "Planner; the library has been left untouched.")
                .arg(file, detail);
        default:
            break;
        }
    }
    switch (kind) {
    case ErrorKind::Damaged:
        return QCoreApplication::translate("cp::Store", "The scenario database %1 is damaged (%2). It has been left untouched; open a backup or start a new "
                                                        "database (the damaged file is kept).")
            .arg(file, detail);
    case ErrorKind::ReadOnly:
        return QCoreApplication::translate("cp::Store", "Cannot write the scenario database %1 (%2). Choose a folder you can write to, or change the "
                                                        "permissions.")
            .arg(file, detail);
    case ErrorKind::Busy:
        return QCoreApplication::translate("cp::Store", "The scenario database %1 is locked by another program or another Compute Planner window; close it "
                                                        "or try again. Nothing was changed.")
            .arg(file);
    case ErrorKind::DiskFull:
        return QCoreApplication::translate("cp::Store", "The disk holding the scenario database %1 is full; nothing was saved. Free some space and try "
                                                        "again.")
            .arg(file);
    case ErrorKind::NotALibrary:
        return QCoreApplication::translate("cp::Store", "The file %1 is not a Compute Planner scenario library (%2). It has been left untouched; "
                                                        "choose another file or start a new library (the file is kept).")
            .arg(file, detail);
    case ErrorKind::TooNew:
        return QCoreApplication::translate("cp::Store", "The scenario database %1 was written by a newer Compute Planner (%2). Update Compute Planner; the "
                                                        "file has been left untouched.")
            .arg(file, detail);
    case ErrorKind::Unreachable:
        return QCoreApplication::translate("cp::Store", "The team library %1 cannot be reached (%2). Check the network and the address, or work "
                                                        "offline and save to the team library when it is back.")
            .arg(file, detail);
    case ErrorKind::BadInput:
    case ErrorKind::NotFound:
    case ErrorKind::AlreadyExists:
    case ErrorKind::Conflict:
    case ErrorKind::Io:
        break;
    }
    return detail.isEmpty() ? QCoreApplication::translate("cp::Store", "The scenario database %1 cannot be used.").arg(file)
                            : QCoreApplication::translate("cp::Store", "The scenario database %1: %2").arg(file, detail);
}

QString Store::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/computeplanner.sqlite");
}

Store::Store(QString path, const SqlDialect &dialect)
    : m_path(std::move(path))
    , m_connection(nextConnectionName())
    , m_dialect(dialect)
{
}

Store::~Store()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString Store::displayAddress(const QString &pathOrUri)
{
    if (!isTeamLibrary(pathOrUri))
        return pathOrUri;
    static const QRegularExpression userPassword(QStringLiteral("^([a-z]+://[^/?#@:]*):[^/?#@]*@"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression option(QStringLiteral("([?&]password=)[^&#]*"), QRegularExpression::CaseInsensitiveOption);
    QString shown = pathOrUri;
    shown.replace(userPassword, QStringLiteral("\\1:***@"));
    shown.replace(option, QStringLiteral("\\1***"));
    return shown;
}

QSqlDatabase Store::database() const { return QSqlDatabase::database(m_connection, false); }

Error Store::fail(ErrorKind kind, const QString &detail) const
{
    // A full disk often surfaces as a generic I/O error (e.g. when the WAL index cannot grow).
    if (kind == ErrorKind::Io && !m_dialect.isServer()
        && QStorageInfo(QFileInfo(m_path).absolutePath()).bytesAvailable() < kNearlyFullBytes)
        kind = ErrorKind::DiskFull;
    if (kind == ErrorKind::BadInput || kind == ErrorKind::NotFound || kind == ErrorKind::AlreadyExists || kind == ErrorKind::Conflict)
        return { {}, detail, kind };
    return { m_path, describeStoreProblem(kind, m_path, detail), kind };
}

Error Store::failSql(const QSqlError &error) const
{
    m_retry = m_dialect.isRetryable(error);
    if (m_watchdog && m_watchdog->fired()) {
        m_retry = false;
        //: %1 seconds
        return fail(ErrorKind::Unreachable, QCoreApplication::translate("cp::Store", "the server did not answer within %1 s and the connection was closed; "
                                                                                     "if a change was being saved, 'scenario revisions' shows whether it arrived")
                                                .arg(m_statementTimeoutMs / 1000.0));
    }
    if (m_dialect.isServer()) {
        // The server has aborted the transaction; ending it now lets the failed statement (and
        // the others of the transaction) be freed on the server as they go out of scope, instead
        // of each freeing failing with "current transaction is aborted". Outside a transaction
        // this does nothing.
        QSqlQuery end(database());
        static_cast<void>(end.exec(QStringLiteral("ROLLBACK")));
    }
    if (m_dialect.isPermissionDenied(error))
        return { m_path, roleRefusal(), ErrorKind::ReadOnly };
    return fail(m_dialect.classify(error), error.text());
}

QString Store::roleRefusal() const
{
    const QString library = QDir::toNativeSeparators(m_path);
    if (m_role == QLatin1String("viewer"))
        return QCoreApplication::translate("cp::Store", "The team library %1 refused the change: you are a viewer there, and a viewer can read, "
                                                        "compare and export plans but not change them. Ask an admin of the library for the "
                                                        "editor role.")
            .arg(library);
    if (m_role == QLatin1String("editor"))
        return QCoreApplication::translate("cp::Store", "The team library %1 refused the change: you are an editor there, and an editor can "
                                                        "create, edit, import and delete its own plans, but only an admin can change the team's "
                                                        "price book, catalog corrections and users.")
            .arg(library);
    return QCoreApplication::translate("cp::Store", "The team library %1 refused the change: your database user lacks the privilege "
                                                    "(role %2). Ask the server's administrator.")
        .arg(library, m_role);
}

bool Store::mayChange(const QString &owner) const
{
    return !m_dialect.isServer() || m_role == QLatin1String("admin") || owner == m_author;
}

Error Store::othersPlan(const QString &name, const QString &owner) const
{
    const QString who = owner.isEmpty() ? QCoreApplication::translate("cp::Store", "a user whose name was not recorded (before format 4)") : owner;
    //: %1 plan name, %2 the user who created it, %3 the team library
    const QString message = QCoreApplication::translate("cp::Store", "'%1' was created by %2: on the team library %3 an editor changes, restores and "
                                                                     "deletes only the plans it created. Save yours under another name, or ask %2 or an admin.");
    return { {}, message.arg(name, who, QDir::toNativeSeparators(m_path)), ErrorKind::BadInput };
}

Status Store::readIdentity()
{
    QSqlDatabase db = database();
    const Expected<QString> user = m_dialect.currentUser(db);
    if (!user)
        return fail(user.error());
    m_author = *user;
    const Expected<QString> role = m_dialect.role(db);
    if (!role)
        return fail(role.error());
    m_role = *role;
    return Ok {};
}

Error Store::fail(const Error &error) const { return fail(error.kind, error.message); }

Expected<QSqlQuery> Store::exec(const QString &sql, const QVariantList &values)
{
    // PostgreSQL cannot store a NUL in text and SQLite would cut it short for some readers: both
    // refuse it here, the same way (the editors and imports refuse it earlier, naming the field).
    for (const QVariant &v : values) {
        if (v.typeId() == QMetaType::QString && v.toString().contains(QChar(0)))
            return Error { {}, QCoreApplication::translate("cp::Store", "the text to store holds a NUL character (U+0000), which a library cannot keep; "
                                                                        "remove it and try again"),
                ErrorKind::BadInput };
    }
    QSqlQuery q(database());
    q.setForwardOnly(true);
    std::optional<StatementWatchdog::Scope> watch;
    if (m_watchdog)
        watch.emplace(*m_watchdog, database(), m_statementTimeoutMs);
    if (!q.prepare(sql))
        return failSql(q.lastError());
    for (const QVariant &v : values) {
        // A null QString binds as SQL NULL; text columns hold empty text instead.
        const bool nullText = v.typeId() == QMetaType::QString && v.toString().isNull();
        q.addBindValue(nullText ? QVariant(QStringLiteral("")) : v);
    }
    if (!q.exec())
        return failSql(q.lastError());
    return q;
}

Status Store::refuseWrite()
{
    return fail(ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "it was opened for reading only"));
}

Status Store::transaction(const std::function<Status()> &work)
{
    if (m_readOnly)
        return refuseWrite();
    QSqlDatabase db = database();
    // On a server a transaction that a concurrent one made impossible (a serialization failure,
    // a deadlock, the same new name inserted first) is aborted by the server and runs again from
    // its start, where it sees the other's commit (and, for saveBasedOn, reports the conflict).
    QElapsedTimer waited;
    waited.start();
    for (int attempt = 1;; ++attempt) {
        m_retry = false;
        std::optional<StatementWatchdog::Scope> watch;
        if (m_watchdog)
            watch.emplace(*m_watchdog, db, m_statementTimeoutMs);
        QSqlQuery begin(db);
        if (!begin.exec(m_dialect.beginWriteSql()))
            return failSql(begin.lastError());
        begin.finish();
        watch.reset();
        Status result = work();
        if (m_watchdog)
            watch.emplace(*m_watchdog, db, m_statementTimeoutMs);
        if (result && !db.commit()) {
            result = failSql(db.lastError());
            db.rollback();
        } else if (!result) {
            db.rollback();
        }
        watch.reset();
        if (result || !m_retry || waited.elapsed() > m_busyTimeoutMs)
            return result;
        // Back off a random while, longer each time (up to 50 ms), so the writers that collided
        // do not collide again at once; within the busy timeout, as SQLite waits for its lock.
        const quint32 capMs = std::min<quint32>(50, 2u * static_cast<quint32>(attempt));
        QThread::usleep(1000u * QRandomGenerator::global()->bounded(1u, capMs + 1u));
    }
}

} // namespace cp
