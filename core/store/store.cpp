// Store's connection and the plumbing every part uses: statements, transactions and errors.
// The rest of Store lives beside it, one file per seam:
//   storeopen.cpp         opening, creating, inspecting and migrating the file (schema.cpp has the
//                         steps), daily backups and recovery (backups, moveAside, openBackup, startNew)
//   storescenarios.cpp    the scenario repository: list, load, save, remove, rename, tags, comparisons
//   storerevisions.cpp    revisions and autosaved drafts
//   storecorrections.cpp  the user's price-book and catalog corrections
#include "core/store/store.h"

#include "core/store/storeinternal.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>

namespace cp {

using namespace storedetail;

namespace {

// Below this much free space an unexplained write failure is reported as a full disk.
constexpr qint64 kNearlyFullBytes = 256 * 1024;

} // namespace

QString describeStoreProblem(ErrorKind kind, const QString &path, const QString &detail)
{
    const QString file = QDir::toNativeSeparators(path);
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
    case ErrorKind::BadInput:
    case ErrorKind::NotFound:
    case ErrorKind::AlreadyExists:
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

QSqlDatabase Store::database() const { return QSqlDatabase::database(m_connection, false); }

Error Store::fail(ErrorKind kind, const QString &detail) const
{
    // A full disk often surfaces as a generic I/O error (e.g. when the WAL index cannot grow).
    if (kind == ErrorKind::Io && QStorageInfo(QFileInfo(m_path).absolutePath()).bytesAvailable() < kNearlyFullBytes)
        kind = ErrorKind::DiskFull;
    if (kind == ErrorKind::BadInput || kind == ErrorKind::NotFound || kind == ErrorKind::AlreadyExists)
        return { {}, detail, kind };
    return { m_path, describeStoreProblem(kind, m_path, detail), kind };
}

Error Store::failSql(const QSqlError &error) const { return fail(m_dialect.classify(error), error.text()); }

Error Store::fail(const Error &error) const { return fail(error.kind, error.message); }

Expected<QSqlQuery> Store::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery q(database());
    q.setForwardOnly(true);
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
    QSqlQuery begin(db);
    if (!begin.exec(m_dialect.beginWriteSql()))
        return failSql(begin.lastError());
    begin.finish();
    const Status result = work();
    if (!result) {
        db.rollback();
        return result;
    }
    if (!db.commit()) {
        const QSqlError e = db.lastError();
        db.rollback();
        return failSql(e);
    }
    return Ok {};
}

} // namespace cp
