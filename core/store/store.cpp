#include "core/store/store.h"

#include "core/catalog/catalog.h"
#include "core/common/savefile.h"
#include "core/scenario/cplan.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"
#include "core/store/schema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>

#include <QHash>
#include <QLockFile>
#include <QMap>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <unordered_map>

namespace cp {

namespace {


QString timeText(const QDateTime &t) { return t.toUTC().toString(Qt::ISODate); }
// Stored times are always "yyyy-MM-ddTHH:mm:ssZ" (timeText); reading the fields directly is ~20×
// faster than QDateTime::fromString, which matters when listing 10,000 scenarios.
QDateTime timeFrom(const QVariant &v)
{
    const QString t = v.toString();
    if (t.size() != 20 || t.at(10) != QLatin1Char('T') || t.at(19) != QLatin1Char('Z'))
        return QDateTime::fromString(t, Qt::ISODate).toUTC();
    const auto field = [&t](int at, int n) { return QStringView(t).mid(at, n).toInt(); };
    return QDateTime(QDate(field(0, 4), field(5, 2), field(8, 2)), QTime(field(11, 2), field(14, 2), field(17, 2)), Qt::UTC);
}
QDateTime nowUtc() { return QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC); }
QString stamp() { return nowUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")); }

QString nextConnectionName()
{
    static std::atomic<int> counter { 0 };
    return QStringLiteral("cp.store.%1").arg(++counter);
}

struct Problem {
    ErrorKind kind;
    QString detail;
};

// The first 100 bytes of an SQLite file (https://www.sqlite.org/fileformat.html#the_database_header):
// magic string, page size at 16, change counter at 24, page count at 28, valid-for at 92.
constexpr qint64 kHeaderBytes = 100;
// Below this much free space an unexplained write failure is reported as a full disk.
constexpr qint64 kNearlyFullBytes = 256 * 1024;

quint32 bigEndian(const QByteArray &b, int at, int bytes)
{
    quint32 v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | static_cast<quint8>(b.at(at + i));
    return v;
}

qint64 fileSize(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() ? info.size() : 0;
}

qint32 signedBigEndian(const QByteArray &b, int at) { return static_cast<qint32>(bigEndian(b, at, 4)); }

std::optional<Problem> checkHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Problem { ErrorKind::ReadOnly, file.errorString() };
    const qint64 size = file.size();
    const QByteArray header = file.read(kHeaderBytes);
    if (size < kHeaderBytes)
        return Problem { ErrorKind::Damaged, QCoreApplication::translate("cp::Store", "the file is only %1 bytes long").arg(size) };
    if (!header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return Problem { ErrorKind::Damaged, QCoreApplication::translate("cp::Store", "the file is not an SQLite database") };
    quint32 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        return Problem { ErrorKind::Damaged, QCoreApplication::translate("cp::Store", "the database header is corrupt") };
    // With a non-empty write-ahead log, the newest page 1 (and so the header) may live in the log,
    // and a checkpoint killed half-way leaves the file shorter than its header says: SQLite
    // completes it from the log, and the integrity check after opening finds real damage.
    if (fileSize(path + QStringLiteral("-wal")) > 0)
        return std::nullopt;
    // Another program's marker at offset 68 (application_id): refused before SQLite opens it.
    const qint32 applicationId = signedBigEndian(header, 68);
    if (applicationId != 0 && applicationId != schema::kApplicationId)
        return Problem { ErrorKind::NotALibrary, QCoreApplication::translate("cp::Store", "it belongs to another program") };
    const quint32 pages = bigEndian(header, 28, 4);
    const bool pagesValid = pages != 0 && bigEndian(header, 24, 4) == bigEndian(header, 92, 4);
    if (size % pageSize != 0 || (pagesValid && size < qint64(pages) * pageSize))
        return Problem { ErrorKind::Damaged, QCoreApplication::translate("cp::Store", "the file is truncated") };
    return std::nullopt;
}

// The files SQLite may keep next to a database.
const QStringList &sideSuffixes()
{
    static const QStringList suffixes { QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal") };
    return suffixes;
}

void removeWithSideFiles(const QString &file)
{
    QFile::remove(file);
    for (const QString &suffix : sideSuffixes())
        QFile::remove(file + suffix);
}

QString creatingName(const QString &path) { return path + QStringLiteral(".creating"); }
QString creatingLockName(const QString &path) { return path + QStringLiteral(".creating.lock"); }

QString describeDifference(const QMap<QString, QStringList> &expected, const QMap<QString, QStringList> &actual)
{
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        if (!actual.contains(it.key()))
            return QCoreApplication::translate("cp::Store", "the table %1 is missing").arg(it.key());
        if (actual.value(it.key()) != it.value())
            return QCoreApplication::translate("cp::Store", "the table %1 has other columns").arg(it.key());
    }
    for (auto it = actual.cbegin(); it != actual.cend(); ++it) {
        if (!expected.contains(it.key()))
            return QCoreApplication::translate("cp::Store", "it has a table %1").arg(it.key());
    }
    return {};
}

// The tables and columns a library of version has: built once per version by running the
// migrations on an empty in-memory database, so the list can never drift from schema.cpp.
Expected<QMap<QString, QStringList>> expectedTables(const SqlDialect &dialect, int version)
{
    static std::mutex mutex;
    static QHash<int, QMap<QString, QStringList>> cache;
    const std::lock_guard<std::mutex> guard(mutex);
    if (const auto it = cache.constFind(version); it != cache.constEnd())
        return *it;
    const QString name = nextConnectionName() + QStringLiteral(".schema");
    Expected<QMap<QString, QStringList>> result = Error {};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(dialect.driver(), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (!db.open()) {
            result = dialect.sqlError(db.lastError());
        } else {
            Status built = Ok {};
            for (const schema::Migration &step : schema::migrations()) {
                if (built && step.toVersion <= version)
                    built = step.apply(db, dialect);
            }
            result = built ? dialect.tableColumns(db) : Expected<QMap<QString, QStringList>>(built.errors());
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    if (result)
        cache.insert(version, *result);
    return result;
}

std::optional<Problem> checkLocation(const QString &path, bool exists)
{
    const QFileInfo info(path);
    const QString dir = info.absolutePath();
    if (!exists && !QDir().mkpath(dir))
        return Problem { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the folder %1 cannot be created").arg(QDir::toNativeSeparators(dir)) };
    if (exists && !info.isFile())
        return Problem { ErrorKind::Io, QCoreApplication::translate("cp::Store", "it is not a file") };
    // The write-ahead log and shared-memory files are created next to the database.
    if (!QFileInfo(dir).isWritable())
        return Problem { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the folder %1 is read-only").arg(QDir::toNativeSeparators(dir)) };
    if (exists && !info.isWritable())
        return Problem { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the file is read-only") };
    return std::nullopt;
}

Error problemError(const QString &path, const Problem &p) { return { path, describeStoreProblem(p.kind, path, p.detail), p.kind }; }

} // namespace

QString describeStoreProblem(ErrorKind kind, const QString &path, const QString &detail)
{
    const QString file = QDir::toNativeSeparators(path);
    switch (kind) {
    case ErrorKind::Damaged:
        return QCoreApplication::translate("cp::Store", "The scenario database %1 is damaged (%2). It has been left untouched; open a backup or start a new "
                  "database (the damaged file is kept).").arg(file, detail);
    case ErrorKind::ReadOnly:
        return QCoreApplication::translate("cp::Store", "Cannot write the scenario database %1 (%2). Choose a folder you can write to, or change the "
                  "permissions.").arg(file, detail);
    case ErrorKind::Busy:
        return QCoreApplication::translate("cp::Store", "The scenario database %1 is locked by another program or another Compute Planner window; close it "
                  "or try again. Nothing was changed.").arg(file);
    case ErrorKind::DiskFull:
        return QCoreApplication::translate("cp::Store", "The disk holding the scenario database %1 is full; nothing was saved. Free some space and try "
                  "again.").arg(file);
    case ErrorKind::NotALibrary:
        return QCoreApplication::translate("cp::Store", "The file %1 is not a Compute Planner scenario library (%2). It has been left untouched; "
                  "choose another file or start a new library (the file is kept).").arg(file, detail);
    case ErrorKind::TooNew:
        return QCoreApplication::translate("cp::Store", "The scenario database %1 was written by a newer Compute Planner (%2). Update Compute Planner; the "
                  "file has been left untouched.").arg(file, detail);
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
    : m_path(std::move(path)), m_connection(nextConnectionName()), m_dialect(dialect)
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

Expected<std::unique_ptr<Store>> Store::open(const QString &path, const StoreOptions &options)
{
    if (path.isEmpty())
        return Error { {}, QCoreApplication::translate("cp::Store", "no database file given") };
    const QString file = QFileInfo(path).absoluteFilePath();
    removeStaleCreationFiles(file);
    const QFileInfo info(file);
    if (info.exists() && !info.isFile())
        return problemError(file, { ErrorKind::Io, QCoreApplication::translate("cp::Store", "it is not a file") });
    // A 0-byte file is no library yet: it is what a crash or a full disk during the creation of a
    // library by older versions left (and SQLite itself reads it as an empty database).
    if (!info.exists() || info.size() == 0) {
        if (const Status made = create(file, options); !made)
            return made.errors();
    }
    std::optional<Problem> early = checkHeader(file);
    if (!early && !options.readOnly)
        early = checkLocation(file, true);
    if (early)
        return problemError(file, *early);
    std::unique_ptr<Store> store(new Store(file, SqlDialect::sqlite()));
    const Status ready = options.readOnly ? store->initialiseReadOnly(options) : store->initialise(options);
    if (!ready)
        return ready.errors();
    return store;
}

void Store::removeStaleCreationFiles(const QString &path)
{
    const QString temp = creatingName(path);
    if (!QFileInfo::exists(creatingLockName(path)) && !QFileInfo::exists(temp))
        return;
    // The lock is free (or its owner is dead) only when no creation is running.
    QLockFile lock(creatingLockName(path));
    lock.setStaleLockTime(0);
    if (lock.tryLock(0))
        removeWithSideFiles(temp);
}

Status Store::create(const QString &path, const StoreOptions &options)
{
    if (std::optional<Problem> p = checkLocation(path, false))
        return problemError(path, *p);
    QLockFile lock(creatingLockName(path));
    lock.setStaleLockTime(0); // a lock whose process is gone is taken over at once
    if (!lock.tryLock(options.busyTimeoutMs)) {
        const ErrorKind kind = lock.error() == QLockFile::LockFailedError ? ErrorKind::Busy : ErrorKind::ReadOnly;
        return problemError(path, { kind, QCoreApplication::translate("cp::Store", "the lock file %1 cannot be taken").arg(creatingLockName(path)) });
    }
    if (const QFileInfo now(path); now.exists() && now.size() > 0)
        return Ok {}; // another process created it while we waited for the lock
    const QString temp = creatingName(path);
    removeWithSideFiles(temp);
    Status built = Ok {};
    {
        Store building(path, SqlDialect::sqlite());
        built = building.openConnection(temp, building.m_dialect.connectOptions(options.busyTimeoutMs));
        if (built) {
            QSqlDatabase db = building.database();
            if (const Status ok = building.m_dialect.configureScratch(db); !ok)
                built = building.fail(ErrorKind::Io, ok.error().message);
        }
        if (built && options.growthLimitPages) {
            QSqlDatabase db = building.database();
            if (const Status ok = building.m_dialect.limitGrowth(db, *options.growthLimitPages); !ok)
                built = building.fail(ErrorKind::Io, ok.error().message);
        }
        if (built)
            built = building.migrate(0, false);
        if (built) {
            built = building.transaction([&]() -> Status {
                QSqlDatabase db = building.database();
                if (const Status ok = building.m_dialect.setApplicationId(db, schema::kApplicationId); !ok)
                    return building.fail(ErrorKind::Io, ok.error().message);
                return Ok {};
            });
        }
        if (built && options.seedSamples)
            built = building.seed();
        if (built) {
            // The library's own settings (write-ahead log) are part of the finished file, so the
            // first writable open finds nothing to change (a refused import leaves it byte-identical).
            QSqlDatabase db = building.database();
            if (const Status ok = building.m_dialect.configure(db, options.busyTimeoutMs); !ok)
                built = building.fail(ok.error());
        }
    } // the connection is closed here; the file is complete
    if (built && !savefile::syncFile(temp).isEmpty()) {
        built = problemError(path, { ErrorKind::Io, QCoreApplication::translate("cp::Store", "the new library cannot be written to the disk") });
    }
    if (!built) {
        removeWithSideFiles(temp);
        return built;
    }
    // A log or journal left by an older, empty file would be replayed into the new one.
    for (const QString &suffix : sideSuffixes())
        QFile::remove(path + suffix);
    if (!savefile::replaceFile(temp, path).isEmpty()) {
        removeWithSideFiles(temp);
        return problemError(path, { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the new library cannot be renamed into place") });
    }
    return Ok {};
}

Status Store::openConnection(const QString &file, const QString &connectOptions)
{
    QSqlDatabase db = QSqlDatabase::contains(m_connection) ? QSqlDatabase::database(m_connection, false)
                                                           : QSqlDatabase::addDatabase(m_dialect.driver(), m_connection);
    if (db.isOpen())
        db.close();
    db.setDatabaseName(file);
    db.setConnectOptions(connectOptions);
    if (!db.open())
        return failSql(db.lastError());
    return Ok {};
}

Expected<int> Store::inspect(bool checkIntegrity)
{
    QSqlDatabase db = database();
    // A read that fails is classified by its SQLite code (locked, unreadable ...), else damaged.
    const Expected<qint64> applicationId = m_dialect.applicationId(db);
    if (!applicationId)
        return fail(applicationId.error());
    const Expected<int> version = m_dialect.schemaVersion(db);
    if (!version)
        return fail(version.error());
    const Expected<QMap<QString, QStringList>> tables = m_dialect.tableColumns(db);
    if (!tables)
        return fail(tables.error());
    const bool marked = *applicationId == schema::kApplicationId;
    if (!marked && *applicationId != 0)
        return fail(ErrorKind::NotALibrary, QCoreApplication::translate("cp::Store", "it belongs to another program"));
    // New libraries get their tables, samples and marker before they are renamed into place, so
    // an SQLite file at version 0 is never one (not even when it is empty).
    if (*version == 0)
        return fail(ErrorKind::NotALibrary, tables->isEmpty()
                ? QCoreApplication::translate("cp::Store", "it is an empty SQLite database")
                : QCoreApplication::translate("cp::Store", "it is an SQLite database of another program"));
    // Libraries without the marker were written by versions that knew formats 1 to 3 only.
    if (*version < 0 || (!marked && *version > 3))
        return fail(ErrorKind::NotALibrary, QCoreApplication::translate("cp::Store", "its format version is not one Compute Planner writes"));
    if (*version > kSchemaVersion)
        return fail(ErrorKind::TooNew,
            QCoreApplication::translate("cp::Store", "it uses a newer format; this version reads formats up to %1").arg(kSchemaVersion));
    const Expected<QMap<QString, QStringList>> expected = expectedTables(m_dialect, *version);
    if (!expected)
        return fail(ErrorKind::Io, expected.error().message);
    if (const QString difference = describeDifference(*expected, *tables); !difference.isEmpty())
        return fail(ErrorKind::NotALibrary,
            QCoreApplication::translate("cp::Store", "its tables are not those of a format %1 library: %2").arg(*version).arg(difference));
    if (checkIntegrity) {
        if (const Status ok = m_dialect.checkIntegrity(db); !ok)
            return fail(ok.error());
    }
    return *version;
}

Status Store::initialise(const StoreOptions &options)
{
    if (const Status ok = openConnection(m_path, m_dialect.connectOptions(options.busyTimeoutMs)); !ok)
        return ok;
    // Nothing is written until the file is known to be a sound library of a version we read.
    const Expected<int> version = inspect(options.integrityCheckOnOpen);
    if (!version)
        return version.errors();
    QSqlDatabase db = database();
    if (const Status ok = m_dialect.configure(db, options.busyTimeoutMs); !ok)
        return fail(ok.error());
    if (const Status ok = migrate(*version, true); !ok)
        return ok;
    const Expected<qint64> applicationId = m_dialect.applicationId(db);
    if (applicationId && *applicationId == 0) { // a library from before the marker: mark it now
        const Status marked = transaction([&]() -> Status {
            if (const Status ok = m_dialect.setApplicationId(db, schema::kApplicationId); !ok)
                return fail(ErrorKind::Io, ok.error().message);
            return Ok {};
        });
        if (!marked)
            return marked;
    }
    if (options.growthLimitPages) {
        if (const Status ok = m_dialect.limitGrowth(db, *options.growthLimitPages); !ok)
            return fail(ErrorKind::Io, ok.error().message);
    }
    return Ok {};
}

Status Store::initialiseReadOnly(const StoreOptions &options)
{
    const bool logHasPages = fileSize(m_path + QStringLiteral("-wal")) > 0;
    const bool hasShm = QFileInfo::exists(m_path + QStringLiteral("-shm"));
    const bool hasJournal = QFileInfo::exists(m_path + QStringLiteral("-journal"));
    const auto newCopyFolder = [&]() -> Status {
        m_copy = std::make_unique<QTemporaryDir>();
        if (!m_copy->isValid())
            return fail(ErrorKind::Io, QCoreApplication::translate("cp::Store", "no temporary folder for a copy: %1").arg(m_copy->errorString()));
        return Ok {};
    };
    // SQLite reads a log only through its -shm index, which it would create (or recover) next to
    // the file; where it cannot, the file and its log are copied to a temporary folder and read there.
    const auto openCopyWithLog = [&]() -> Status {
        if (const Status ok = newCopyFolder(); !ok)
            return ok;
        const QString copy = m_copy->filePath(QStringLiteral("library.sqlite"));
        for (const QString &suffix : { QString(), QStringLiteral("-wal") }) {
            if (!QFile::copy(m_path + suffix, copy + suffix))
                return fail(ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the file cannot be read"));
            QFile::setPermissions(copy + suffix, QFile::ReadOwner | QFile::WriteOwner);
        }
        return openConnection(copy, m_dialect.connectOptions(options.busyTimeoutMs));
    };
    bool onCopy = logHasPages && !hasShm;
    if (onCopy) {
        if (const Status ok = openCopyWithLog(); !ok)
            return ok;
    } else {
        // With no log, index or journal next to it no other program has the file open, and an
        // immutable connection reads it without creating any of them.
        const bool immutable = !logHasPages && !hasShm && !hasJournal;
        if (const Status ok = openConnection(m_dialect.readOnlyDatabaseName(m_path, immutable),
                m_dialect.readOnlyConnectOptions(options.busyTimeoutMs));
            !ok)
            return ok;
    }
    m_readOnly = true;
    Expected<int> version = inspect(options.integrityCheckOnOpen);
    if (!version && !onCopy && logHasPages && version.error().kind == ErrorKind::ReadOnly) {
        // e.g. a log left by a crash whose -shm cannot be written here to recover it
        if (const Status ok = openCopyWithLog(); !ok)
            return ok;
        onCopy = true;
        version = inspect(options.integrityCheckOnOpen);
    }
    if (!version)
        return version.errors();
    if (*version < kSchemaVersion) {
        // An older library is read as is: from a copy migrated in a temporary folder.
        if (!onCopy) {
            if (const Status ok = newCopyFolder(); !ok)
                return ok;
            const QString copy = m_copy->filePath(QStringLiteral("library.sqlite"));
            QSqlDatabase db = database();
            if (const Status ok = m_dialect.backupTo(db, copy); !ok)
                return fail(ok.error());
            if (const Status ok = openConnection(copy, m_dialect.connectOptions(options.busyTimeoutMs)); !ok)
                return ok;
        }
        m_readOnly = false;
        const Status migrated = migrate(*version, false);
        m_readOnly = true;
        if (!migrated)
            return migrated;
    }
    return Ok {};
}

Status Store::migrate(int from, bool takeBackup)
{
    if (from == kSchemaVersion)
        return Ok {};
    QSqlDatabase db = database();
    if (takeBackup && from > 0) {
        QString backup = m_path + QStringLiteral(".backup-v%1-%2").arg(from).arg(stamp());
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = m_path + QStringLiteral(".backup-v%1-%2-%3").arg(from).arg(stamp()).arg(n);
        if (const Status ok = m_dialect.backupTo(db, backup); !ok) {
            QFile::remove(backup);
            return fail(ok.error().kind == ErrorKind::Io ? ErrorKind::ReadOnly : ok.error().kind,
                QCoreApplication::translate("cp::Store", "the backup copy %1 could not be written before upgrading: %2").arg(backup, ok.error().message));
        }
    }
    for (const schema::Migration &step : schema::migrations()) {
        if (step.toVersion <= from)
            continue;
        const Status ok = transaction([&]() -> Status {
            if (const Status applied = step.apply(db, m_dialect); !applied)
                return fail(applied.error());
            if (const Status set = m_dialect.setSchemaVersion(db, step.toVersion); !set)
                return fail(ErrorKind::Io, set.error().message);
            return Ok {};
        });
        if (!ok)
            return ok;
    }
    return Ok {};
}

Status Store::seed()
{
    const Expected<QList<Scenario>> samples = sampleScenarios(SampleText::Translated);
    if (!samples)
        return fail(ErrorKind::Io, joinErrors(samples.errors()));
    return transaction([&]() -> Status {
        for (const Scenario &s : *samples) {
            if (const Expected<int> saved = saveInTransaction(s, QCoreApplication::translate("cp::Store", "sample")); !saved)
                return saved.errors();
        }
        return Ok {};
    });
}

Status Store::checkIntegrity()
{
    QSqlDatabase db = database();
    if (const Status ok = m_dialect.checkIntegrity(db); !ok)
        return fail(ok.error());
    return Ok {};
}

// --- scenarios -------------------------------------------------------------------------

Expected<qint64> Store::scenarioId(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT id FROM scenarios WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(name));
    return q->value(0).toLongLong();
}

Expected<QList<ScenarioSummary>> Store::list(const QString &search, const QString &tag)
{
    QString filter = QStringLiteral(" WHERE 1 = 1");
    QVariantList values;
    if (!search.trimmed().isEmpty()) {
        QString pattern = search.trimmed().toLower();
        pattern.replace(QLatin1Char('!'), QStringLiteral("!!")).replace(QLatin1Char('%'), QStringLiteral("!%"))
            .replace(QLatin1Char('_'), QStringLiteral("!_"));
        filter += QStringLiteral(" AND s.search_text LIKE ? ESCAPE '!'");
        values << QVariant(QStringLiteral("%") + pattern + QStringLiteral("%"));
    }
    if (!tag.isEmpty()) {
        filter += QStringLiteral(" AND s.id IN (SELECT st.scenario_id FROM scenario_tags st "
                                 "JOIN tag_names n ON n.id = st.tag_id WHERE n.name = ?)");
        values << tag;
    }
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT s.id, s.name, s.created_at, s.updated_at, "
                                                "(SELECT COUNT(*) FROM revisions r WHERE r.scenario_id = s.id) "
                                                "FROM scenarios s")
            + filter + QStringLiteral(" ORDER BY s.updated_at DESC, s.name"),
        values);
    if (!q)
        return q.errors();
    QList<ScenarioSummary> rows;
    std::unordered_map<qint64, qsizetype> rowOf;
    while (q->next()) {
        rows.append({ q->value(0).toLongLong(), q->value(1).toString(), {}, timeFrom(q->value(2)),
            timeFrom(q->value(3)), q->value(4).toInt() });
        rowOf.emplace(rows.last().id, rows.size() - 1);
    }
    Expected<QSqlQuery> t = exec(QStringLiteral("SELECT st.scenario_id, n.name FROM scenario_tags st "
                                                "JOIN tag_names n ON n.id = st.tag_id "
                                                "WHERE st.scenario_id IN (SELECT s.id FROM scenarios s")
            + filter + QStringLiteral(") ORDER BY n.name"),
        values);
    if (!t)
        return t.errors();
    while (t->next()) {
        if (const auto it = rowOf.find(t->value(0).toLongLong()); it != rowOf.end())
            rows[it->second].tags << t->value(1).toString();
    }
    return rows;
}

Expected<Scenario> Store::load(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM scenarios WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "no scenario named '%1'").arg(name));
    return readStored(q->value(0).toByteArray(), name, 0);
}

Expected<Scenario> Store::readStored(const QByteArray &body, const QString &name, int revision)
{
    Expected<Scenario> s = cplan::fromBytes(body, Catalog::builtIn(), nullptr, cplan::Origin::Library);
    if (s)
        return s;
    const QString reason = joinErrors(s.errors());
    const QString file = QDir::toNativeSeparators(m_path);
    return Error { m_path,
        revision > 0
            ? QCoreApplication::translate("cp::Store", "Revision %1 of the scenario '%2' in %3 is damaged and cannot be read (%4). The rest of the library is "
                  "not affected.").arg(revision).arg(name, file, reason)
            : QCoreApplication::translate("cp::Store", "The stored scenario '%1' in %2 is damaged and cannot be read (%3). The rest of the library is not "
                  "affected; its older revisions may still be readable.").arg(name, file, reason),
        ErrorKind::Damaged };
}

Expected<int> Store::save(const Scenario &scenario, const QString &comment, bool touch)
{
    int revision = 0;
    const Status ok = saveAll({ scenario }, comment, touch, &revision);
    if (!ok)
        return ok.errors();
    return revision;
}

Expected<int> Store::saveMany(const QList<Scenario> &scenarios, const QString &comment, bool touch)
{
    const Status ok = saveAll(scenarios, comment, touch, nullptr);
    if (!ok)
        return ok.errors();
    return static_cast<int>(scenarios.size());
}

Status Store::saveAll(const QList<Scenario> &scenarios, const QString &comment, bool touch, int *lastRevision)
{
    QList<Scenario> prepared;
    prepared.reserve(scenarios.size());
    Errors errors;
    for (Scenario s : scenarios) {
        s.name = s.name.trimmed();
        if (touch) {
            s.updated = nowUtc();
            if (!s.created.isValid())
                s.created = s.updated;
            s.appVersion = QStringLiteral(CP_VERSION);
        }
        const Errors problems = validateScenario(s, Catalog::builtIn());
        for (const Error &e : problems)
            errors.append({ scenarios.size() > 1 ? s.name + QLatin1Char(':') + e.path : e.path, e.message, e.kind });
        prepared << s;
    }
    if (!errors.isEmpty())
        return errors;
    return transaction([&]() -> Status {
        for (const Scenario &s : prepared) {
            const Expected<int> saved = saveInTransaction(s, comment);
            if (!saved)
                return saved.errors();
            if (lastRevision)
                *lastRevision = *saved;
        }
        return Ok {};
    });
}

Expected<int> Store::saveInTransaction(const Scenario &s, const QString &comment)
{
    const QString body = QString::fromUtf8(cplan::toBytes(s));
    const QDateTime now = nowUtc();
    const QString created = timeText(s.created.isValid() ? s.created : now);
    const QString updated = timeText(s.updated.isValid() ? s.updated : now);
    const QString search = schema::searchText(s.name, s.notes, s.tags);
    Expected<QSqlQuery> found = exec(QStringLiteral("SELECT id FROM scenarios WHERE name = ?"), { s.name });
    if (!found)
        return found.errors();
    const bool exists = found->next();
    const qint64 existingId = exists ? found->value(0).toLongLong() : 0;
    found->finish();
    const Expected<QSqlQuery> write = exists
        ? exec(QStringLiteral("UPDATE scenarios SET body = ?, created_at = ?, updated_at = ?, search_text = ? WHERE id = ?"),
              { body, created, updated, search, existingId })
        : exec(QStringLiteral("INSERT INTO scenarios (name, body, created_at, updated_at, search_text) VALUES (?, ?, ?, ?, ?)"),
              { s.name, body, created, updated, search });
    if (!write)
        return write.errors();
    const Expected<qint64> id = exists ? Expected<qint64>(existingId) : scenarioId(s.name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> last = exec(QStringLiteral("SELECT MAX(number) FROM revisions WHERE scenario_id = ?"), { *id });
    if (!last)
        return last.errors();
    const int number = (last->next() ? last->value(0).toInt() : 0) + 1;
    last->finish();
    if (auto r = exec(QStringLiteral("INSERT INTO revisions (scenario_id, number, body, saved_at, app_version, comment) "
                                     "VALUES (?, ?, ?, ?, ?, ?)"),
            { *id, number, body, timeText(now), s.appVersion, comment });
        !r)
        return r.errors();
    if (auto r = exec(QStringLiteral("DELETE FROM scenario_tags WHERE scenario_id = ?"), { *id }); !r)
        return r.errors();
    if (auto r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { s.name }); !r)
        return r.errors();
    for (const QString &rawTag : s.tags) {
        const QString tag = rawTag.trimmed();
        Expected<QSqlQuery> t = exec(QStringLiteral("SELECT id FROM tag_names WHERE name = ?"), { tag });
        if (!t)
            return t.errors();
        const bool known = t->next();
        qint64 tagId = known ? t->value(0).toLongLong() : 0;
        t->finish();
        if (!known) {
            if (auto r = exec(QStringLiteral("INSERT INTO tag_names (name) VALUES (?)"), { tag }); !r)
                return r.errors();
            Expected<QSqlQuery> again = exec(QStringLiteral("SELECT id FROM tag_names WHERE name = ?"), { tag });
            if (!again)
                return again.errors();
            if (again->next())
                tagId = again->value(0).toLongLong();
        }
        // A tag listed twice in one scenario is stored once.
        Expected<QSqlQuery> dup = exec(QStringLiteral("SELECT COUNT(*) FROM scenario_tags WHERE scenario_id = ? AND tag_id = ?"),
            { *id, tagId });
        if (!dup)
            return dup.errors();
        if (dup->next() && dup->value(0).toInt() > 0)
            continue;
        dup->finish();
        if (auto r = exec(QStringLiteral("INSERT INTO scenario_tags (scenario_id, tag_id) VALUES (?, ?)"), { *id, tagId }); !r)
            return r.errors();
    }
    if (auto r = exec(QStringLiteral("DELETE FROM tag_names WHERE id NOT IN (SELECT tag_id FROM scenario_tags)")); !r)
        return r.errors();
    return number;
}

Status Store::remove(const QString &name)
{
    return transaction([&]() -> Status {
        const Expected<qint64> id = scenarioId(name);
        if (!id)
            return id.errors();
        if (auto r = exec(QStringLiteral("DELETE FROM scenarios WHERE id = ?"), { *id }); !r)
            return r.errors();
        if (auto r = exec(QStringLiteral("DELETE FROM tag_names WHERE id NOT IN (SELECT tag_id FROM scenario_tags)")); !r)
            return r.errors();
        return Ok {};
    });
}

Status Store::rename(const QString &name, const QString &newName)
{
    Expected<Scenario> s = load(name);
    if (!s)
        return s.errors();
    s->name = newName.trimmed();
    if (const Errors errors = validateScenario(*s, Catalog::builtIn()); !errors.isEmpty())
        return errors;
    return transaction([&]() -> Status {
        Expected<QSqlQuery> clash = exec(QStringLiteral("SELECT COUNT(*) FROM scenarios WHERE name = ?"), { s->name });
        if (!clash)
            return clash.errors();
        if (clash->next() && clash->value(0).toInt() > 0)
            return fail(ErrorKind::AlreadyExists, QCoreApplication::translate("cp::Store", "a scenario named '%1' already exists").arg(s->name));
        clash->finish();
        if (auto r = exec(QStringLiteral("UPDATE scenarios SET name = ? WHERE name = ?"), { s->name, name }); !r)
            return r.errors();
        const Expected<int> saved = saveInTransaction(*s, QCoreApplication::translate("cp::Store", "renamed from '%1'").arg(name));
        return saved ? Status(Ok {}) : Status(saved.errors());
    });
}

Expected<QList<RevisionInfo>> Store::revisions(const QString &name)
{
    const Expected<qint64> id = scenarioId(name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT number, saved_at, app_version, comment FROM revisions "
                                                "WHERE scenario_id = ? ORDER BY number"),
        { *id });
    if (!q)
        return q.errors();
    QList<RevisionInfo> out;
    while (q->next())
        out.append({ q->value(0).toInt(), timeFrom(q->value(1)), q->value(2).toString(), q->value(3).toString() });
    return out;
}

Expected<Scenario> Store::revision(const QString &name, int number)
{
    const Expected<qint64> id = scenarioId(name);
    if (!id)
        return id.errors();
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM revisions WHERE scenario_id = ? AND number = ?"),
        { *id, number });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "scenario '%1' has no revision %2").arg(name).arg(number));
    return readStored(q->value(0).toByteArray(), name, number);
}

Expected<int> Store::restoreRevision(const QString &name, int number)
{
    Expected<Scenario> old = revision(name, number);
    if (!old)
        return old.errors();
    old->name = name;
    return save(*old, QCoreApplication::translate("cp::Store", "restored revision %1").arg(number));
}

Expected<QStringList> Store::tags()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT name FROM tag_names ORDER BY name"));
    if (!q)
        return q.errors();
    QStringList out;
    while (q->next())
        out << q->value(0).toString();
    return out;
}

// --- drafts ----------------------------------------------------------------------------

Status Store::saveDraft(const Scenario &scenario, const QString &forName)
{
    Scenario s = scenario;
    s.name = s.name.trimmed();
    s.appVersion = QStringLiteral(CP_VERSION);
    if (const Errors errors = validateScenario(s, Catalog::builtIn()); !errors.isEmpty())
        return errors;
    const QString body = QString::fromUtf8(cplan::toBytes(s));
    return transaction([&]() -> Status {
        if (auto r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { forName.trimmed() }); !r)
            return r.errors();
        if (auto r = exec(QStringLiteral("INSERT INTO drafts (name, body, saved_at, app_version) VALUES (?, ?, ?, ?)"),
                { forName.trimmed(), body, timeText(nowUtc()), s.appVersion });
            !r)
            return r.errors();
        return Ok {};
    });
}

Expected<QList<DraftInfo>> Store::drafts()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT name, body, saved_at FROM drafts ORDER BY saved_at DESC, name"));
    if (!q)
        return q.errors();
    QList<DraftInfo> out;
    while (q->next()) {
        const Expected<Scenario> s = cplan::fromBytes(q->value(1).toByteArray(), Catalog::builtIn(), nullptr, cplan::Origin::Library);
        out.append({ q->value(0).toString(), s ? s->name : QString(), timeFrom(q->value(2)) });
    }
    return out;
}

Expected<Scenario> Store::draft(const QString &name)
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM drafts WHERE name = ?"), { name });
    if (!q)
        return q.errors();
    if (!q->next())
        return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "there is no draft for '%1'").arg(name));
    return cplan::fromBytes(q->value(0).toByteArray(), Catalog::builtIn());
}

Expected<Scenario> Store::takeDraft(const QString &name)
{
    Expected<Scenario> draft = Error {};
    const Status ok = transaction([&]() -> Status {
        Expected<QSqlQuery> q = exec(QStringLiteral("SELECT body FROM drafts WHERE name = ?"), { name });
        if (!q)
            return q.errors();
        if (!q->next())
            return fail(ErrorKind::NotFound, QCoreApplication::translate("cp::Store", "there is no draft for '%1'").arg(name));
        draft = cplan::fromBytes(q->value(0).toByteArray(), Catalog::builtIn(), nullptr, cplan::Origin::Library);
        q->finish();
        if (auto r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { name }); !r)
            return r.errors();
        return Ok {};
    });
    if (!ok)
        return ok.errors();
    return draft;
}

Status Store::discardDraft(const QString &name)
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM drafts WHERE name = ?"), { name });
    return r ? Status(Ok {}) : Status(r.errors());
}

// --- backups ---------------------------------------------------------------------------

QString Store::dailyBackupName(const QString &path, const QDate &date)
{
    return path + QStringLiteral(".backup-daily-") + date.toString(QStringLiteral("yyyyMMdd"));
}

Expected<QString> Store::rotateBackups(int keep, const QDate &today)
{
    if (m_readOnly)
        return refuseWrite().errors();
    if (keep < 1)
        return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "keep at least one backup, not %1").arg(keep));
    const QString target = dailyBackupName(m_path, today.isValid() ? today : QDate::currentDate());
    QString written;
    if (!QFileInfo::exists(target)) {
        // Written under a temporary name first, so a crash never leaves a half copy that looks like today's backup.
        const QString partial = m_path + QStringLiteral(".backup-in-progress");
        QFile::remove(partial);
        QSqlDatabase db = database();
        if (const Status ok = m_dialect.backupTo(db, partial); !ok) {
            QFile::remove(partial);
            return fail(ok.error().kind, QCoreApplication::translate("cp::Store", "the backup copy %1 could not be written: %2").arg(target, ok.error().message));
        }
        if (!QFile::rename(partial, target)) {
            QFile::remove(partial);
            return fail(ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the backup copy %1 could not be written").arg(target));
        }
        written = target;
    }
    const QFileInfo info(m_path);
    QDir dir(info.absolutePath());
    QStringList daily = dir.entryList({ info.fileName() + QStringLiteral(".backup-daily-????????") }, QDir::Files, QDir::Name);
    while (daily.size() > keep) {
        const QString oldest = daily.takeFirst();
        if (!dir.remove(oldest))
            return fail(ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the old backup copy %1 could not be deleted").arg(dir.filePath(oldest)));
    }
    return written;
}

// --- user edits ------------------------------------------------------------------------

Status Store::setPriceEdit(const PriceSnapshotEntry &entry) { return setPriceEdits({ entry }); }

Status Store::setPriceEdits(const QList<PriceSnapshotEntry> &entries)
{
    for (const PriceSnapshotEntry &e : entries) {
        if (e.key.trimmed().isEmpty())
            return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a price edit needs a key"));
    }
    return transaction([&]() -> Status {
        for (const PriceSnapshotEntry &e : entries) {
            if (auto r = exec(QStringLiteral("DELETE FROM price_edits WHERE price_key = ?"), { e.key }); !r)
                return r.errors();
            const QVariant value = e.value ? QVariant(*e.value) : QVariant(QMetaType::fromType<double>());
            if (auto r = exec(QStringLiteral("INSERT INTO price_edits (price_key, value, currency, unit, as_of, source, "
                                             "confidence, edited_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                    { e.key, value, e.currency, e.unit, e.asOf, e.source, e.confidence, timeText(nowUtc()) });
                !r)
                return r.errors();
        }
        return Ok {};
    });
}

Status Store::removePriceEdit(const QString &key)
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM price_edits WHERE price_key = ?"), { key });
    return r ? Status(Ok {}) : Status(r.errors());
}

Status Store::clearPriceEdits()
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM price_edits"));
    return r ? Status(Ok {}) : Status(r.errors());
}

Expected<QList<PriceSnapshotEntry>> Store::priceEdits()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT price_key, value, currency, unit, as_of, confidence, source "
                                                "FROM price_edits ORDER BY price_key"));
    if (!q)
        return q.errors();
    QList<PriceSnapshotEntry> out;
    while (q->next()) {
        PriceSnapshotEntry e;
        e.key = q->value(0).toString();
        if (!q->value(1).isNull())
            e.value = q->value(1).toDouble();
        e.currency = q->value(2).toString();
        e.unit = q->value(3).toString();
        e.asOf = q->value(4).toString();
        e.confidence = q->value(5).toString();
        e.source = q->value(6).toString();
        out << e;
    }
    return out;
}

Status Store::setCatalogEdit(const CatalogEdit &edit) { return setCatalogEdits({ edit }); }

Status Store::setCatalogEdits(const QList<CatalogEdit> &edits)
{
    for (const CatalogEdit &e : edits) {
        if (e.itemKind != QLatin1String("accelerator"))
            return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a catalog correction is for an accelerator, not '%1'").arg(e.itemKind));
        Catalog probe = Catalog::shipped();
        if (const Status checked = probe.correctAccelerator(e.itemId, e.field, e.value); !checked)
            return fail(ErrorKind::BadInput, joinErrors(checked.errors()));
    }
    return transaction([&]() -> Status {
        for (const CatalogEdit &e : edits) {
            if (auto r = exec(QStringLiteral("DELETE FROM catalog_edits WHERE item_kind = ? AND item_id = ? AND field = ?"),
                    { e.itemKind, e.itemId, e.field });
                !r)
                return r.errors();
            if (auto r = exec(QStringLiteral("INSERT INTO catalog_edits (item_kind, item_id, field, value, edited_at) "
                                             "VALUES (?, ?, ?, ?, ?)"),
                    { e.itemKind, e.itemId, e.field, e.value, timeText(nowUtc()) });
                !r)
                return r.errors();
        }
        return Ok {};
    });
}

Status Store::removeCatalogEdit(const QString &itemKind, const QString &itemId, const QString &field)
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM catalog_edits WHERE item_kind = ? AND item_id = ? AND field = ?"),
        { itemKind, itemId, field });
    return r ? Status(Ok {}) : Status(r.errors());
}

Status Store::clearCatalogEdits()
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM catalog_edits"));
    return r ? Status(Ok {}) : Status(r.errors());
}

Expected<QList<CatalogEdit>> Store::catalogEdits()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT item_kind, item_id, field, value FROM catalog_edits "
                                                "ORDER BY item_kind, item_id, field"));
    if (!q)
        return q.errors();
    QList<CatalogEdit> out;
    while (q->next())
        out.append({ q->value(0).toString(), q->value(1).toString(), q->value(2).toString(), q->value(3).toString() });
    return out;
}

Expected<Catalog> Store::editedCatalog(const Catalog &base)
{
    const Expected<QList<PriceSnapshotEntry>> edits = priceEdits();
    if (!edits)
        return edits.errors();
    const Expected<QList<CatalogEdit>> corrections = catalogEdits();
    if (!corrections)
        return corrections.errors();
    Catalog out = base;
    for (const PriceSnapshotEntry &e : *edits)
        out.setPrice(priceEntryFrom(e, base));
    Errors errors;
    for (const CatalogEdit &c : *corrections) {
        if (c.itemKind != QLatin1String("accelerator"))
            errors << Error { c.itemKind, QCoreApplication::translate("cp::Store", "a catalog correction is for an accelerator, not '%1'").arg(c.itemKind) };
        else if (const Status s = out.correctAccelerator(c.itemId, c.field, c.value); !s)
            errors << s.errors();
    }
    if (!errors.isEmpty())
        return errors;
    return out;
}

// --- comparisons -----------------------------------------------------------------------

Status Store::saveComparison(const Comparison &c)
{
    if (c.name.trimmed().isEmpty())
        return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a comparison needs a name"));
    if (c.scenarios.size() < 2 || c.scenarios.size() > 4)
        return fail(ErrorKind::BadInput, QCoreApplication::translate("cp::Store", "a comparison holds 2 to 4 scenarios, not %1").arg(c.scenarios.size()));
    return transaction([&]() -> Status {
        QList<qint64> ids;
        for (const QString &name : c.scenarios) {
            const Expected<qint64> id = scenarioId(name);
            if (!id)
                return id.errors();
            ids << *id;
        }
        if (auto r = exec(QStringLiteral("DELETE FROM comparisons WHERE name = ?"), { c.name }); !r)
            return r.errors();
        if (auto r = exec(QStringLiteral("INSERT INTO comparisons (name, created_at) VALUES (?, ?)"),
                { c.name, timeText(nowUtc()) });
            !r)
            return r.errors();
        Expected<QSqlQuery> q = exec(QStringLiteral("SELECT id FROM comparisons WHERE name = ?"), { c.name });
        if (!q)
            return q.errors();
        if (!q->next())
            return fail(ErrorKind::Io, QCoreApplication::translate("cp::Store", "the comparison was not saved"));
        const qint64 comparisonId = q->value(0).toLongLong();
        q->finish();
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (auto r = exec(QStringLiteral("INSERT INTO comparison_items (comparison_id, position, scenario_id) VALUES (?, ?, ?)"),
                    { comparisonId, static_cast<int>(i), ids.at(i) });
                !r)
                return r.errors();
        }
        return Ok {};
    });
}

Expected<QList<Comparison>> Store::comparisons()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT c.name, s.name, s.id FROM comparisons c "
                                                "JOIN comparison_items i ON i.comparison_id = c.id "
                                                "JOIN scenarios s ON s.id = i.scenario_id ORDER BY c.name, i.position"));
    if (!q)
        return q.errors();
    QList<Comparison> out;
    while (q->next()) {
        const QString name = q->value(0).toString();
        if (out.isEmpty() || out.last().name != name)
            out.append({ name, {}, {} });
        out.last().scenarios << q->value(1).toString();
        out.last().scenarioIds << q->value(2).toLongLong();
    }
    return out;
}

Status Store::removeComparison(const QString &name)
{
    if (m_readOnly)
        return refuseWrite();
    const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM comparisons WHERE name = ?"), { name });
    return r ? Status(Ok {}) : Status(r.errors());
}

// --- recovery --------------------------------------------------------------------------

QStringList Store::backups(const QString &path)
{
    const QFileInfo info(path);
    QStringList out;
    QFileInfoList files = QDir(info.absolutePath()).entryInfoList({ info.fileName() + QStringLiteral(".backup-*") },
        QDir::Files, QDir::Name | QDir::Reversed);
    files.removeIf([](const QFileInfo &f) { return f.fileName().endsWith(QLatin1String(".backup-in-progress")); });
    std::stable_sort(files.begin(), files.end(),
        [](const QFileInfo &a, const QFileInfo &b) { return a.lastModified() > b.lastModified(); });
    for (const QFileInfo &f : files)
        out << f.absoluteFilePath();
    return out;
}

Expected<QString> Store::moveAside(const QString &path)
{
    const QString file = QFileInfo(path).absoluteFilePath();
    const QString aside = file + QStringLiteral(".damaged-") + stamp();
    if (!QFile::rename(file, aside))
        return problemError(file, { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "it cannot be renamed") });
    for (const QString &suffix : { QStringLiteral("-wal"), QStringLiteral("-shm") }) {
        if (QFile::exists(file + suffix))
            QFile::rename(file + suffix, aside + suffix);
    }
    return aside;
}

Expected<std::unique_ptr<Store>> Store::openBackup(const QString &backup, const QString &path,
    const StoreOptions &options)
{
    if (QFileInfo::exists(path)) {
        if (const Expected<QString> aside = moveAside(path); !aside)
            return aside.errors();
    }
    if (!QFile::copy(backup, path))
        return problemError(path, { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the backup %1 cannot be copied").arg(backup) });
    StoreOptions noSeed = options;
    noSeed.seedSamples = false;
    return open(path, noSeed);
}

Expected<std::unique_ptr<Store>> Store::startNew(const QString &path, const StoreOptions &options)
{
    if (QFileInfo::exists(path)) {
        if (const Expected<QString> aside = moveAside(path); !aside)
            return aside.errors();
    }
    return open(path, options);
}

} // namespace cp
