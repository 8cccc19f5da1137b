#pragma once
// The scenario library: an SQLite file (by default in the user's data folder) reached through
// QtSql with one named connection per Store. Every save is a revision that can be listed and
// restored; tags, user edits of the catalog and price book, and named comparisons live here too.
//
// Opening checks the file before anything is written: a file that is not SQLite, is truncated or
// fails the integrity check is reported as damaged and left byte-for-byte untouched; a file that
// is not a Compute Planner library (no application_id marker and not exactly the tables of an old
// version, see schema.h) is refused untouched; a newer schema is refused; an older one is backed
// up next to the file and migrated step by step, each step in one transaction. The connection
// uses WAL, foreign keys and a busy timeout, so a second Compute Planner on the same file waits
// or fails cleanly instead of corrupting anything.
//
// A new library is built under a temporary name next to the final one ("<path>.creating", under
// the lock file "<path>.creating.lock"), seeded, committed and then renamed into place, so a
// crash or a full disk never leaves a half-made library; a 0-byte file counts as no library yet.
//
// StoreOptions::readOnly opens an existing library without writing anything: no journal-mode
// switch, no migration, no backup, no side files (an SQLite read-only connection; immutable when
// no other program has the file open). An older-format library is read from a migrated copy in a
// temporary folder, the file itself is left as it is. Every write through such a Store is
// refused with an error of kind ErrorKind::ReadOnly.
//
// A team library is a PostgreSQL database, opened by a libpq-style address instead of a path
// (isTeamLibrary): the same schema, migration ladder and API. The server enforces the roles
// (role()): a viewer reads, compares and exports; an editor also creates, edits, imports and
// deletes its own plans; an admin also changes the team's price book and catalog corrections.
// Concurrent writers are serialised by the server's transactions (SERIALIZABLE, run again when
// the server aborts one) and row locks, not by file locks; saveBasedOn refuses a save based on a
// revision older than the newest (ErrorKind::Conflict). Every revision and every correction
// records who (the database user; the operating system's user for a file) and when.
//
// Every error says its kind (core/common/error.h): NotFound for a name that does not exist,
// AlreadyExists for a rename onto a taken name, BadInput for an invalid scenario or edit, and
// for the file itself Damaged, NotALibrary, TooNew, ReadOnly, Busy, DiskFull or Io; Conflict for a
// stale save, Unreachable for a team server that cannot be reached.

#include "core/calibrate/pilot.h"
#include "core/common/expected.h"
#include "core/scenario/scenario.h"
#include "core/store/dialect.h"

#include <QDateTime>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariantList>

#include <functional>
#include <memory>
#include <optional>

namespace cp {

class Catalog;
class StatementWatchdog;

struct StoreOptions {
    /// Put the built-in sample scenarios into a newly created database.
    bool seedSamples = true;
    /// How long to wait for another writer before reporting the database as locked.
    int busyTimeoutMs = 5000;
    /// Test hook: cap the file at its size after opening plus this many pages (a full disk).
    /// A new library is capped at this many pages while it is created.
    std::optional<qint64> growthLimitPages;
    /// Open for reading only (list, show, export, compare): nothing is written to the file or its
    /// folder, and every write is refused. For a missing (or 0-byte) file a new library is made and
    /// read in a temporary folder: nothing is created at the path (a mistyped one stays missing).
    bool readOnly = false;
    /// Run the full integrity check (PRAGMA integrity_check) when opening an existing file. It
    /// reads the whole file (0.1-0.2 s for 10,000 scenarios); the GUI opens without it for a fast
    /// first paint and runs Store::checkIntegrity() on its own connection in the background.
    bool integrityCheckOnOpen = true;
    /// A team library: how long one statement may wait for the server before the store gives up
    /// with ErrorKind::Unreachable (the server's own statement_timeout, and a client-side watchdog
    /// for a server that stopped answering). The address's ?statement_timeout=SECONDS overrides it.
    int statementTimeoutMs = 30000;
};

struct ScenarioSummary {
    qint64 id = 0;
    QString name;
    QStringList tags;
    QDateTime created;
    QDateTime updated;
    int revisions = 0;
};

struct RevisionInfo {
    int number = 0;
    QDateTime savedAt;
    QString appVersion;
    QString comment;
    /// Who saved it: the database user on a team library, the operating system's user name on
    /// a file (empty for revisions saved before schema version 4).
    QString author;
};

/// One change of the price book or the catalog corrections (the audit trail of correctionLog()).
struct CorrectionRecord {
    QString item; ///< "price" or "catalog"
    QString key; ///< the price key, or "kind/id/field" of a catalog correction; empty for a clear
    QString change; ///< "set", "remove" or "clear"
    QString value; ///< the value set (empty for remove and clear)
    RevisionInfo info; ///< who and when (number counts the log's entries from 1)
};

/// The newest (highest) revision number in the list, or 0 for an empty list.
int newestRevision(const QList<RevisionInfo> &revisions);

/// A user's change to one field of a built-in accelerator or fabric.
struct CatalogEdit {
    QString itemKind; ///< accelerator|fabric
    QString itemId;
    QString field; ///< the CSV column name
    QString value;
    bool operator==(const CatalogEdit &) const = default;
};

/// Autosaved, not yet saved edits of an open plan.
struct DraftInfo {
    QString name; ///< the scenario the edits belong to (empty for a plan never saved)
    QString title; ///< the scenario's name inside the draft (it may have been renamed)
    QDateTime savedAt;
};

/// A saved set of 2–4 scenarios for the compare view.
struct SavedComparison {
    QString name;
    QStringList scenarios; ///< names, in the user's order (saveComparison reads these)
    QList<qint64> scenarioIds; ///< the same scenarios' ids (filled by comparisons())
};

class Store {
public:
    static constexpr int kSchemaVersion = 6;

    /// <AppDataLocation>/computeplanner.sqlite
    static QString defaultPath();

    /// Opens (creating when missing) the database at pathOrUri: a file path is an SQLite library;
    /// "postgresql://USER@HOST:PORT/DBNAME[?sslmode=...&host=/socket/dir&connect_timeout=S]" a team
    /// library on PostgreSQL (the password comes from PGPASSWORD or ~/.pgpass, as libpq reads
    /// them; an address holding one is refused). An empty team database is set up (migrated and
    /// seeded) at the first connect by a user allowed to (its owner, an admin); an older one is
    /// migrated only by an admin. On failure, the error's kind says why, so the caller can offer
    /// backups() / openBackup() / startNew() for a file, or work offline (Unreachable).
    static Expected<std::unique_ptr<Store>> open(const QString &pathOrUri, const StoreOptions &options = {});
    /// Whether pathOrUri names a team library (postgresql:// or postgres://) rather than a file.
    static bool isTeamLibrary(const QString &pathOrUri);
    /// Backup copies (before migrations, and the daily ones), newest first.
    static QStringList backups(const QString &path);
    /// The name of the daily backup for a date: "<path>.backup-daily-yyyyMMdd".
    static QString dailyBackupName(const QString &path, const QDate &date);
    /// Renames the file (and its -wal/-shm) to "<path>.damaged-<UTC time>"; returns the new name.
    static Expected<QString> moveAside(const QString &path);
    /// Moves the current file aside, copies the backup in its place and opens it.
    static Expected<std::unique_ptr<Store>> openBackup(const QString &backup, const QString &path,
        const StoreOptions &options = {});
    /// Moves the current file aside and creates a new database at path.
    static Expected<std::unique_ptr<Store>> startNew(const QString &path, const StoreOptions &options = {});

    ~Store();
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    /// The file, or the team library's address (never with a password).
    QString path() const { return m_path; }
    /// pathOrUri as messages show it: a password in a team library's address (which open refuses)
    /// replaced by "***", in the user part and in a password= option.
    static QString displayAddress(const QString &pathOrUri);
    bool isTeamLibrary() const { return m_dialect.isServer(); }
    /// "viewer", "editor" or "admin" as the server grants it to this connection; "admin" for a file.
    QString role() const { return m_role; }
    /// Who this connection writes as (RevisionInfo::author).
    QString author() const { return m_author; }
    /// Whether the store was opened with StoreOptions::readOnly (every write is refused).
    bool isReadOnly() const { return m_readOnly; }
    /// The full integrity check on this store's connection; a damaged file is reported as
    /// ErrorKind::Damaged (the same message as at open).
    Status checkIntegrity();

    // --- scenarios ---------------------------------------------------------------------
    /// Summaries whose name, notes or tags contain search (case-insensitive) and that carry tag
    /// (when given), most recently updated first.
    Expected<QList<ScenarioSummary>> list(const QString &search = {}, const QString &tag = {});
    Expected<Scenario> load(const QString &name);
    /// Saves a new scenario or a new revision of the one with the same name; returns the revision
    /// number. touch sets updated (and created for a new one) to now; import keeps the file's times.
    Expected<int> save(const Scenario &scenario, const QString &comment = {}, bool touch = true);
    /// Saves a new revision only if the newest stored revision is basedOnRevision (0: a new plan,
    /// whose name must not exist yet); otherwise nothing is written and the error's kind is
    /// Conflict, naming the newest revision and its author. Check and insert are one transaction.
    /// Keeps the scenario's times (as an import does) when touch is false.
    Expected<int> saveBasedOn(const Scenario &scenario, int basedOnRevision, const QString &comment = {}, bool touch = true);
    /// Saves several scenarios in one transaction (bulk import); all or nothing. Returns how many.
    Expected<int> saveMany(const QList<Scenario> &scenarios, const QString &comment = {}, bool touch = true);
    Status remove(const QString &name);
    Status rename(const QString &name, const QString &newName);
    Expected<QList<RevisionInfo>> revisions(const QString &name);
    Expected<Scenario> revision(const QString &name, int number);
    /// Saves revision number as the newest revision; returns the new revision number.
    Expected<int> restoreRevision(const QString &name, int number);
    /// Every tag in use, sorted.
    Expected<QStringList> tags();

    // --- autosaved drafts (crash recovery) ------------------------------------------
    /// Stores the open plan's unsaved edits as the draft for forName, replacing an older one.
    /// Saving the scenario under forName (save/saveMany) discards its draft in the same transaction.
    Status saveDraft(const Scenario &scenario, const QString &forName);
    /// Every draft, most recent first (offer these for recovery on start).
    Expected<QList<DraftInfo>> drafts();
    /// The draft for name, left in place (recovery drafts the recovered state again before the
    /// old draft goes, so the edits are never only in memory).
    Expected<Scenario> draft(const QString &name);
    /// Returns the draft for name and removes it, in one transaction.
    Expected<Scenario> takeDraft(const QString &name);
    Status discardDraft(const QString &name);

    // --- backups -----------------------------------------------------------------------
    /// Makes today's daily backup copy (a consistent copy, written to a temporary name and then
    /// renamed) unless one exists, then deletes the oldest daily backups beyond keep. Returns the
    /// file written, or an empty string when today's backup already existed. today defaults to
    /// the local date (tests pass other dates).
    Expected<QString> rotateBackups(int keep = 7, const QDate &today = {});

    // --- user edits of the catalog and price book --------------------------------------
    Status setPriceEdit(const PriceSnapshotEntry &entry);
    /// Stores every entry (a price-book import) in one transaction: all of them or, when one is
    /// refused or a write fails, none.
    Status setPriceEdits(const QList<PriceSnapshotEntry> &entries);
    Status removePriceEdit(const QString &key);
    /// Removes every price edit, in one transaction.
    Status clearPriceEdits();
    Expected<QList<PriceSnapshotEntry>> priceEdits();
    Status setCatalogEdit(const CatalogEdit &edit);
    /// Stores every correction (a catalog import) in one transaction: all or none.
    Status setCatalogEdits(const QList<CatalogEdit> &edits);
    Status removeCatalogEdit(const QString &itemKind, const QString &itemId, const QString &field);
    /// Removes every catalog correction, in one transaction.
    Status clearCatalogEdits();
    Expected<QList<CatalogEdit>> catalogEdits();
    /// Every change of the price book and catalog corrections, oldest first, with who and when.
    Expected<QList<CorrectionRecord>> correctionLog();
    /// The base catalog with the user's price edits and accelerator corrections applied; errors
    /// name a stored correction that is no longer allowed (the caller keeps the base).
    Expected<Catalog> editedCatalog(const Catalog &base);

    // --- pilot-run calibration points (issue 23) ---------------------------------------
    /// Stores a measured point with who (author()) and when (now); returns its id. Refused
    /// (BadInput, naming what is allowed): an accelerator not in the catalog, no measured
    /// value, a measured value that is not a positive finite number (MFU at most 1), a
    /// prediction that is not positive and finite.
    Expected<qint64> addCalibration(const calibrate::PilotPoint &point);
    /// Every point, oldest first, with id, createdBy and createdAt filled.
    Expected<QList<calibrate::PilotPoint>> calibrations();
    /// NotFound when no point has the id.
    Status removeCalibration(qint64 id);

    // --- comparisons -------------------------------------------------------------------
    Status saveComparison(const SavedComparison &comparison);
    Expected<QList<SavedComparison>> comparisons();
    Status removeComparison(const QString &name);

private:
    friend Status copyScenario(Store &from, Store &to, const QString &name);
    struct StoredRevision {
        RevisionInfo info;
        QByteArray body;
    };
    Store(QString path, const SqlDialect &dialect);
    static Expected<std::unique_ptr<Store>> openTeam(const QString &uri, const StoreOptions &options);
    Status initialiseTeam(const StoreOptions &options);
    Status setupNewTeamLibrary(const StoreOptions &options);
    Status readIdentity();
    Expected<QList<StoredRevision>> storedRevisions(const QString &name);
    Status logCorrection(const QString &item, const QString &key, const QString &change, const QString &value);
    /// Builds a new library under a temporary name and renames it into place.
    static Status create(const QString &path, const StoreOptions &options);
    static Expected<std::unique_ptr<Store>> openNewForReading(const QString &file, const StoreOptions &options);
    /// Removes what a killed creation left behind (when no other process is creating).
    static void removeStaleCreationFiles(const QString &path);
    Status openConnection(const QString &file, const QString &connectOptions);
    /// Opens the existing file for writing / for reading only.
    Status initialise(const StoreOptions &options);
    Status initialiseReadOnly(const StoreOptions &options);
    /// Integrity check and "is this a Compute Planner library?" before anything is written;
    /// returns the schema version.
    Expected<int> inspect(bool checkIntegrity);
    Status migrate(int from, bool takeBackup);
    /// A migration that waited too long for a lock (Busy), naming the sessions that hold it; an
    /// error without a message when none is known and error has none.
    Error migrationBlocked(const Error &error);
    Status refuseWrite();
    Status seed();
    Status saveAll(const QList<Scenario> &scenarios, const QString &comment, bool touch, int *lastRevision);
    Expected<int> saveInTransaction(const Scenario &scenario, const QString &comment);
    /// The newest revision number of name (0 when there is no such scenario), its author, and
    /// the scenario's id; locks its row on a server.
    struct Newest {
        qint64 id = 0;
        int number = 0;
        QString author;
    };
    Expected<Newest> newestInTransaction(const QString &name);
    Expected<qint64> scenarioId(const QString &name);
    /// Deletes those of the tags that no scenario carries any more.
    Status removeUnusedTags(const QList<qint64> &tagIds);
    /// Parses a stored body; a damaged one is reported naming the scenario (and revision).
    Expected<Scenario> readStored(const QByteArray &body, const QString &name, int revision);
    Status transaction(const std::function<Status()> &work);
    /// Prepares, binds and runs one statement.
    Expected<QSqlQuery> exec(const QString &sql, const QVariantList &values = {});

    /// An error of kind: input errors carry the detail as is, the others a translated sentence
    /// naming the file (describeStoreProblem); Io near a full disk is reported as DiskFull.
    Error fail(ErrorKind kind, const QString &detail) const;
    /// The same for an error of a dialect or schema step (its kind and message).
    Error fail(const Error &error) const;
    Error failSql(const QSqlError &error) const;
    /// The message for a write the server refused this connection's role.
    QString roleRefusal() const;
    /// Whether this connection may change or delete what owner created: always on a file; on a
    /// team library an admin any, an editor only its own (the server's row policies say the same).
    bool mayChange(const QString &owner) const;
    /// The refusal (BadInput, exit 2) of a change of someone else's plan, naming its owner.
    Error othersPlan(const QString &name, const QString &owner) const;
    /// BadInput naming its owner when the comparison name exists and is not this user's to change.
    Status checkComparisonOwner(const QString &name);
    QSqlDatabase database() const;

    QString m_path;
    QString m_connection;
    const SqlDialect &m_dialect;
    bool m_readOnly = false;
    QString m_role = QStringLiteral("admin");
    QString m_author;
    /// Set by failSql when the failed statement may succeed if its transaction runs again.
    mutable bool m_retry = false;
    /// How long a transaction the server aborted is run again before Busy is reported.
    int m_busyTimeoutMs = 5000;
    /// A read-only Store of an older-format library reads a migrated copy kept here.
    std::unique_ptr<QTemporaryDir> m_copy;
    /// A team library: ends a statement the server does not answer within m_statementTimeoutMs.
    std::unique_ptr<StatementWatchdog> m_watchdog;
    int m_statementTimeoutMs = 30000;
};

/// Copies the scenario name with every revision (numbers, times, authors, comments, app versions
/// as stored) from one library to another (a personal SQLite library and the team library, either
/// way), in one transaction of the target. AlreadyExists when the target has a scenario of that
/// name; NotFound when the source has none.
Status copyScenario(Store &from, Store &to, const QString &name);

/// A translated sentence for a problem of kind with the database at path (the CLI and GUI show it).
QString describeStoreProblem(ErrorKind kind, const QString &path, const QString &detail = {});

} // namespace cp
