// Store: opening, creating, inspecting and migrating the library file (backups and recovery: storerecovery.cpp).
#include "core/store/store.h"

#include "core/common/savefile.h"
#include "core/scenario/samples.h"
#include "core/store/schema.h"
#include "core/store/storeinternal.h"
#include "core/store/storewatchdog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <mutex>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace cp {

using namespace storedetail;

namespace {

// The first 100 bytes of an SQLite file (https://www.sqlite.org/fileformat.html#the_database_header):
// magic string, page size at 16, change counter at 24, page count at 28, valid-for at 92.
constexpr qint64 kHeaderBytes = 100;

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

// Temporary folders of reading commands (a library read with its log but no -shm index, an older
// library migrated to be read, a new library made to be read): "computeplanner-read-PID-XXXXXX"
// in the temporary folder, removed when the store closes; the next open removes those of
// processes that are gone (killed before they could).
QString readCopyTemplate()
{
    return QDir(QDir::tempPath()).filePath(QStringLiteral("computeplanner-read-%1-XXXXXX").arg(QCoreApplication::applicationPid()));
}

void removeStaleReadCopies()
{
    static const QRegularExpression pattern(QStringLiteral("\\Acomputeplanner-read-([0-9]{1,10})-[A-Za-z0-9]{6}\\z"));
    const QFileInfoList folders = QDir(QDir::tempPath()).entryInfoList({ QStringLiteral("computeplanner-read-*") }, QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks);
    for (const QFileInfo &folder : folders) {
        const QRegularExpressionMatch m = pattern.match(folder.fileName());
        if (!m.hasMatch() || folder.isSymLink())
            continue;
#if defined(Q_OS_UNIX)
        if (folder.ownerId() != uint(::geteuid())) // only this user's own
            continue;
#endif
        if (savefile::processIsGone(m.captured(1).toLongLong()))
            QDir(folder.absoluteFilePath()).removeRecursively();
    }
}

/// An empty file only its owner may read and write (0600): SQLite then gives the library's
/// -wal, -shm and -journal files the same mode, so pasted logs and plans are not readable by
/// every local user (issue 43).
bool createPrivateFile(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::NewOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return false;
    // Qt applies the permissions only when it creates the file; set them again against a umask.
    return f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
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

} // namespace

bool Store::isTeamLibrary(const QString &pathOrUri)
{
    return pathOrUri.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || pathOrUri.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

Expected<std::unique_ptr<Store>> Store::open(const QString &path, const StoreOptions &options)
{
    if (path.isEmpty())
        return Error { {}, QCoreApplication::translate("cp::Store", "no database file given") };
    if (isTeamLibrary(path))
        return openTeam(path, options);
    const QString file = QFileInfo(path).absoluteFilePath();
    removeStaleReadCopies();
    removeStaleCreationFiles(file);
    const QFileInfo info(file);
    if (info.exists() && !info.isFile())
        return problemError(file, { ErrorKind::Io, QCoreApplication::translate("cp::Store", "it is not a file") });
    // A 0-byte file is no library yet: it is what a crash or a full disk during the creation of a
    // library by older versions left (and SQLite itself reads it as an empty database).
    if (!info.exists() || info.size() == 0) {
        if (options.readOnly)
            return openNewForReading(file, options);
        if (const Status made = create(file, options); !made)
            return made.errors();
    }
    std::optional<Problem> early = checkHeader(file);
    if (!early && !options.readOnly)
        early = checkLocation(file, true);
    if (early)
        return problemError(file, *early);
    // A log with pages may hold another program's changes, and a writing connection folds them
    // into the file when it closes (a checkpoint): the file is read without writing first, so a
    // foreign file is refused with its log left as it was.
    if (!options.readOnly && fileSize(file + QStringLiteral("-wal")) > 0) {
        StoreOptions reading = options;
        reading.readOnly = true;
        reading.integrityCheckOnOpen = false;
        const auto read = open(file, reading);
        if (!read && (read.error().kind == ErrorKind::NotALibrary || read.error().kind == ErrorKind::TooNew))
            return read.errors();
    }
    std::unique_ptr<Store> store(new Store(file, SqlDialect::sqlite()));
    const Status ready = options.readOnly ? store->initialiseReadOnly(options) : store->initialise(options);
    if (!ready)
        return ready.errors();
    if (const Status who = store->readIdentity(); !who)
        return who.errors();
    return store;
}

Expected<std::unique_ptr<Store>> Store::openNewForReading(const QString &file, const StoreOptions &options)
{
    // A reading command on a path with no library yet (a first run, a mistyped --db): the new
    // library is made and read in a temporary folder; nothing is created or replaced at the path.
    auto folder = std::make_unique<QTemporaryDir>(readCopyTemplate());
    if (!folder->isValid())
        return problemError(file, { ErrorKind::Io, QCoreApplication::translate("cp::Store", "no temporary folder for a copy: %1").arg(folder->errorString()) });
    const QString built = folder->filePath(QStringLiteral("library.sqlite"));
    if (const Status made = create(built, options); !made)
        return made.errors();
    auto store = open(built, options);
    if (!store)
        return store.errors();
    (*store)->m_path = file;
    if (!(*store)->m_copy) // else it reads a copy of its own
        (*store)->m_copy = std::move(folder);
    return store;
}

// --- team libraries (PostgreSQL) -------------------------------------------------------

Expected<std::unique_ptr<Store>> Store::openTeam(const QString &uri, const StoreOptions &options)
{
    const QUrl url(uri, QUrl::StrictMode);
    const QString shown = displayAddress(uri); // never a password in a message
    const auto bad = [&shown](const QString &why) {
        //: %1 is the address given, %2 what is wrong with it
        return Error { shown, QCoreApplication::translate("cp::Store", "The team library address %1 is not valid: %2. Write it as "
                                                                       "postgresql://USER@HOST:PORT/DATABASE (options: ?sslmode=...&host=/socket/folder).")
                                  .arg(shown, why),
            ErrorKind::BadInput };
    };
    if (!url.isValid())
        return bad(QCoreApplication::translate("cp::Store", "it is not a URL"));
    if (!url.password().isEmpty())
        return bad(QCoreApplication::translate("cp::Store", "it holds a password; put the password in PGPASSWORD or ~/.pgpass instead"));
    const QString database = url.path().mid(1);
    if (database.isEmpty() || database.contains(QLatin1Char('/')))
        return bad(QCoreApplication::translate("cp::Store", "it names no database"));
    const QStringList allowed { QStringLiteral("sslmode"), QStringLiteral("host"), QStringLiteral("connect_timeout"),
        QStringLiteral("sslrootcert"), QStringLiteral("sslcert"), QStringLiteral("sslkey"), QStringLiteral("application_name"),
        QStringLiteral("statement_timeout") };
    int statementTimeoutMs = options.statementTimeoutMs;
    const QStringList sslModes { QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"), QStringLiteral("require"),
        QStringLiteral("verify-ca"), QStringLiteral("verify-full") };
    QString host = url.host();
    QStringList connectOptions { QStringLiteral("connect_timeout=10"), QStringLiteral("application_name=computeplanner") };
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (!allowed.contains(key))
            return bad(QCoreApplication::translate("cp::Store", "the option '%1' is not one of %2").arg(key, allowed.join(QStringLiteral(", "))));
        if (key == QLatin1String("sslmode") && !sslModes.contains(value))
            return bad(QCoreApplication::translate("cp::Store", "sslmode is one of %1, not '%2'").arg(sslModes.join(QStringLiteral(", ")), value));
        if (key == QLatin1String("host")) {
            host = value;
            continue;
        }
        if (key == QLatin1String("statement_timeout")) {
            bool number = false;
            const int seconds = value.toInt(&number);
            if (!number || seconds < 1 || seconds > 3600)
                return bad(QCoreApplication::translate("cp::Store", "statement_timeout is a whole number of seconds from 1 to 3600, not '%1'").arg(value));
            statementTimeoutMs = seconds * 1000;
            continue;
        }
        // libpq's conninfo quoting: 'value' with \ and \' escaped; Qt joins the options with spaces.
        QString quoted = value;
        quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
        if (quoted.contains(QLatin1Char(';')))
            return bad(QCoreApplication::translate("cp::Store", "the option '%1' holds a ';'").arg(key));
        const QString prefix = key + QLatin1Char('='); // clang 14 cannot capture a structured binding
        connectOptions.removeIf([&prefix](const QString &o) { return o.startsWith(prefix); });
        connectOptions << key + QStringLiteral("='") + quoted + QLatin1Char('\'');
    }
    // The server ends a statement that runs too long; the watchdog, a bit later, one it never answers.
    connectOptions << QStringLiteral("options='-c statement_timeout=%1'").arg(statementTimeoutMs);
    std::unique_ptr<Store> store(new Store(url.toString(QUrl::RemovePassword), SqlDialect::postgresql()));
    store->m_statementTimeoutMs = statementTimeoutMs + 2000;
    store->m_watchdog = std::make_unique<StatementWatchdog>();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(store->m_dialect.driver(), store->m_connection);
        if (!db.isValid())
            return problemError(store->m_path, { ErrorKind::Io, QCoreApplication::translate("cp::Store", "the Qt PostgreSQL driver (QPSQL) is not installed") });
        db.setHostName(host);
        db.setPort(url.port(5432));
        db.setUserName(url.userName());
        db.setDatabaseName(database);
        db.setConnectOptions(connectOptions.join(QLatin1Char(';')));
        if (!db.open())
            return problemError(store->m_path, { ErrorKind::Unreachable, db.lastError().text() });
    }
    // Opening (and a migration) as a whole gets a longer limit than one statement.
    const StatementWatchdog::Scope watch(*store->m_watchdog, store->database(), std::max(120000, store->m_statementTimeoutMs));
    if (const Status ready = store->initialiseTeam(options); !ready)
        return ready.errors();
    return store;
}

Status Store::initialiseTeam(const StoreOptions &options)
{
    m_busyTimeoutMs = options.busyTimeoutMs;
    QSqlDatabase db = database();
    if (const Status ok = m_dialect.configure(db, options.busyTimeoutMs); !ok)
        return fail(ok.error());
    const Expected<int> stored = m_dialect.schemaVersion(db);
    if (!stored)
        return fail(stored.error());
    const QString migrateHint = QCoreApplication::translate("cp::Store", "an admin of the library must run 'computeplanner-cli db migrate --db %1'").arg(m_path);
    if (*stored == 0) {
        const Expected<QMap<QString, QStringList>> tables = m_dialect.tableColumns(db);
        if (!tables)
            return fail(tables.error());
        if (!tables->isEmpty())
            return fail(ErrorKind::NotALibrary, QCoreApplication::translate("cp::Store", "the database holds another program's tables"));
        if (options.readOnly)
            return fail(ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the database is empty; %1").arg(migrateHint));
        if (const Status made = setupNewTeamLibrary(options); !made)
            return made;
    }
    const Expected<int> version = inspect(false);
    if (!version)
        return version.errors();
    if (const Status who = readIdentity(); !who)
        return who;
    if (*version < kSchemaVersion) {
        if (options.readOnly || m_role != QLatin1String("admin"))
            return fail(ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the library uses format %1, this version needs %2; %3").arg(*version).arg(kSchemaVersion).arg(migrateHint));
        if (const Status ok = migrate(*version, false); !ok)
            return ok;
        if (const Status who = readIdentity(); !who) // the grants of the new format
            return who;
    }
    m_readOnly = options.readOnly;
    return Ok {};
}

Status Store::setupNewTeamLibrary(const StoreOptions &options)
{
    QSqlDatabase db = database();
    if (const Status who = readIdentity(); !who && m_author.isEmpty())
        return who;
    if (const Status locked = m_dialect.beginMigration(db); !locked)
        return migrationBlocked(locked.error());
    Status made = migrate(0, false);
    if (made) {
        // Marked and seeded once, by whichever first connect gets here first.
        made = transaction([&]() -> Status {
            const Expected<qint64> id = m_dialect.applicationId(db);
            if (!id)
                return fail(id.error());
            if (*id != 0)
                return Ok {};
            if (const Status ok = m_dialect.setApplicationId(db, schema::kApplicationId); !ok)
                return fail(ok.error());
            if (!options.seedSamples)
                return Ok {};
            const Expected<QList<Scenario>> samples = sampleScenarios(SampleText::Translated);
            if (!samples)
                return fail(ErrorKind::Io, joinErrors(samples.errors()));
            for (const Scenario &s : *samples) {
                if (const Expected<int> saved = saveInTransaction(s, QCoreApplication::translate("cp::Store", "sample")); !saved)
                    return saved.errors();
            }
            return Ok {};
        });
    }
    static_cast<void>(m_dialect.endMigration(db)); // the server drops the lock with the session anyway
    return made;
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
    if (!createPrivateFile(temp))
        return problemError(path, { ErrorKind::ReadOnly, QCoreApplication::translate("cp::Store", "the new library cannot be created") });
    Status built = Ok {};
    {
        Store building(path, SqlDialect::sqlite());
        built = building.openConnection(temp, building.m_dialect.connectOptions(options.busyTimeoutMs));
        if (built)
            built = building.readIdentity(); // the samples' author
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
        return fail(ErrorKind::NotALibrary, tables->isEmpty() ? QCoreApplication::translate("cp::Store", "it is an empty SQLite database") : QCoreApplication::translate("cp::Store", "it is an SQLite database of another program"));
    // Libraries without the marker were written by versions that knew formats 1 to 3 only.
    if (*version < 0 || (!marked && *version > 3))
        return fail(ErrorKind::NotALibrary, QCoreApplication::translate("cp::Store", "its format version is not one Compute Planner writes"));
    if (*version > kSchemaVersion)
        return fail(ErrorKind::TooNew,
            QCoreApplication::translate("cp::Store", "it uses a newer format; this version reads formats up to %1").arg(kSchemaVersion));
    // The same steps on both engines: the tables and columns are those of an SQLite library.
    const Expected<QMap<QString, QStringList>> expected = expectedTables(SqlDialect::sqlite(), *version);
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
        m_copy = std::make_unique<QTemporaryDir>(readCopyTemplate());
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
    if (const Status locked = m_dialect.beginMigration(db); !locked)
        return migrationBlocked(locked.error());
    Status result = Ok {};
    for (const schema::Migration &step : schema::migrations()) {
        if (step.toVersion <= from)
            continue;
        result = transaction([&]() -> Status {
            // Another program may have run this step while this one waited (a team library).
            const Expected<int> now = m_dialect.schemaVersion(db);
            if (!now)
                return fail(now.error());
            if (*now >= step.toVersion)
                return Ok {};
            if (const Status applied = step.apply(db, m_dialect); !applied)
                return fail(applied.error());
            if (const Status set = m_dialect.setSchemaVersion(db, step.toVersion); !set)
                return fail(ErrorKind::Io, set.error().message);
            return Ok {};
        });
        if (!result)
            break;
    }
    if (!result && result.error().kind == ErrorKind::Busy && m_dialect.isServer()) {
        const Error blocked = migrationBlocked({ {}, {}, ErrorKind::Busy });
        if (!blocked.message.isEmpty())
            result = blocked;
    }
    static_cast<void>(m_dialect.endMigration(db)); // a no-op on a file; the session ends it on a server
    return result;
}

Error Store::migrationBlocked(const Error &error)
{
    if (error.kind != ErrorKind::Busy)
        return fail(error);
    QSqlDatabase db = database();
    const QString holders = m_dialect.lockHolders(db);
    if (holders.isEmpty())
        return error.message.isEmpty() ? error : fail(error);
    //: %1 the time waited in seconds, %2 "user (process N)" of each session holding a lock
    return fail(ErrorKind::Busy, QCoreApplication::translate("cp::Store", "the upgrade waited %1 s for other sessions holding the library: %2. Nothing was "
                                                                          "changed; ask them to close it, or the server's administrator to end those "
                                                                          "sessions (SELECT pg_terminate_backend(process))")
                                     .arg(m_busyTimeoutMs / 1000.0)
                                     .arg(holders));
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

} // namespace cp
