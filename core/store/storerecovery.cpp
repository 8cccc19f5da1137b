// Store: daily backups of the library file and recovery from a damaged one.
#include "core/store/store.h"

#include "core/common/savefile.h"
#include "core/store/storeinternal.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace cp {

using namespace storedetail;

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

// --- recovery --------------------------------------------------------------------------

QStringList Store::backups(const QString &path)
{
    if (isTeamLibrary(path))
        return {}; // the server's administrator keeps those
    const QFileInfo info(path);
    QStringList out;
    QFileInfoList files = QDir(info.absolutePath()).entryInfoList({ info.fileName() + QStringLiteral(".backup-*") }, QDir::Files, QDir::Name | QDir::Reversed);
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
