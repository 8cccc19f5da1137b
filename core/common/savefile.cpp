#include "core/common/savefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <cstdio>

#if defined(Q_OS_WIN)
#include <qt_windows.h>
#else
#include <fcntl.h>
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>
#endif

namespace cp {

namespace {

// Staging files older than this process may belong to a killed writer; newer ones never do.
const qint64 kProcessStartMs = QDateTime::currentMSecsSinceEpoch();

// The part of the target's name kept in the staging name (NAME_MAX is 255 on common systems).
constexpr qsizetype kMaxNameInStaging = 160;

[[maybe_unused]] QString systemError(int code) { return qt_error_string(code); }

QString stagingPrefix(const QString &targetFileName)
{
    return QLatin1Char('.') + targetFileName.left(kMaxNameInStaging) + QStringLiteral(".cp-");
}

QString newStagingName(const QString &targetFileName)
{
    static const char kChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString random;
    for (int i = 0; i < 6; ++i)
        random += QLatin1Char(kChars[QRandomGenerator::global()->bounded(int(sizeof kChars) - 1)]);
    return stagingPrefix(targetFileName) + QString::number(QCoreApplication::applicationPid()) + QLatin1Char('-') + random
        + QStringLiteral(".part");
}

bool processIsGone(qint64 pid)
{
    if (pid <= 0 || pid == QCoreApplication::applicationPid())
        return false;
#if defined(Q_OS_WIN)
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, DWORD(pid));
    if (!process)
        return GetLastError() == ERROR_INVALID_PARAMETER; // no such process
    DWORD code = 0;
    const bool running = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
    CloseHandle(process);
    return !running;
#else
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
#endif
}

/// Flushes an open file to the disk; the reason when the system reports a failure.
QString syncToDisk([[maybe_unused]] int fd)
{
#if defined(Q_OS_WIN)
    return {}; // QSaveFile::commit flushes; Windows reports write errors at write time
#else
    int rc = 0;
    do {
        rc = ::fsync(fd);
    } while (rc != 0 && errno == EINTR);
    // EINVAL/ENOTSUP: the file system cannot sync (e.g. some FUSE mounts); the data was written.
    if (rc != 0 && errno != EINVAL && errno != ENOTSUP)
        return systemError(errno);
    return {};
#endif
}

void syncFolder([[maybe_unused]] const QString &folder)
{
#if !defined(Q_OS_WIN)
    // Makes the rename itself durable; a failure here cannot undo it, so it is not reported.
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#endif
}

/// Renames staging over target; the reason when it failed.
QString renameOver(const QString &staging, const QString &target)
{
#if defined(Q_OS_WIN)
    if (!MoveFileExW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(staging).utf16()),
            reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(target).utf16()),
            MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        return qt_error_string(int(GetLastError()));
    return {};
#else
    if (std::rename(QFile::encodeName(staging).constData(), QFile::encodeName(target).constData()) != 0)
        return systemError(errno);
    return {};
#endif
}

struct Target {
    QString path; ///< where the bytes end up (a symbolic link's target)
    QString folder;
    QString staging;
};

/// Resolves the target and refuses what cannot be replaced safely; cleans stale staging files.
Expected<Target> prepare(const QString &path)
{
    if (path.isEmpty())
        return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "no file name"));
    QFileInfo info(path);
    // Like QSaveFile: a symbolic link stays a link and the file it points to is replaced.
    if (info.isSymLink())
        info = QFileInfo(info.symLinkTarget());
    if (info.isDir())
        return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "it is a folder"));
    // No write permission for this user, or none for anybody (which root would ignore).
    constexpr QFile::Permissions kAnyWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    if (info.exists() && (!info.isWritable() || !(info.permissions() & kAnyWrite)))
        return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "the file is read-only"));
    Target t;
    t.path = info.absoluteFilePath();
    t.folder = info.absolutePath();
    savefile::removeStaleStaging(t.path);
    t.staging = QDir(t.folder).filePath(newStagingName(info.fileName()));
    return t;
}

/// Checks the staging file reached the disk and renames it over the target.
Status commit(const Target &t, const QString &path)
{
    if (QFile::exists(t.path))
        QFile::setPermissions(t.staging, QFile::permissions(t.path));
    if (const QString reason = savefile::replaceFile(t.staging, t.path); !reason.isEmpty()) {
        QFile::remove(t.staging);
        return saveFileError(path, reason);
    }
    return Ok {};
}

/// Writes bytes to the staging file through QSaveFile; the reason when it failed.
QString writeStaging(const QString &staging, const QByteArray &bytes)
{
    QSaveFile file(staging);
    file.setDirectWriteFallback(false);
    // Unbuffered: each write() reaches the system at once, so its error is the one reported
    // (a buffered QSaveFile loses an error of the final flush and commits a short file).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return reason.isEmpty() ? QCoreApplication::translate("cp::SaveFile", "the data could not be written") : reason;
        }
        done += n;
    }
    if (const QString reason = syncToDisk(file.handle()); !reason.isEmpty()) {
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace

Error saveFileError(const QString &path, const QString &reason)
{
    //: %1 is the operating system's reason, e.g. "No space left on device"
    return Error { QDir::toNativeSeparators(path), QCoreApplication::translate("cp::SaveFile", "cannot be written: %1; a file there before is left unchanged").arg(reason) };
}

Status saveFile(const QString &path, const QByteArray &bytes)
{
    const auto target = prepare(path);
    if (!target)
        return target.errors();
    if (const QString reason = writeStaging(target->staging, bytes); !reason.isEmpty()) {
        QFile::remove(target->staging);
        return saveFileError(path, reason);
    }
    return commit(*target, path);
}

Status saveFileWith(const QString &path, const std::function<Status(const QString &stagingPath)> &write)
{
    const auto target = prepare(path);
    if (!target)
        return target.errors();
    const Status written = write(target->staging);
    QString reason = written ? QString() : written.error().message;
    if (reason.isEmpty())
        reason = savefile::syncFile(target->staging);
    if (!reason.isEmpty()) {
        QFile::remove(target->staging);
        return saveFileError(path, reason);
    }
    return commit(*target, path);
}

namespace savefile {

QString syncFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    return syncToDisk(file.handle());
}

QString replaceFile(const QString &from, const QString &to)
{
    if (QString reason = renameOver(from, to); !reason.isEmpty())
        return reason;
    syncFolder(QFileInfo(to).absolutePath());
    return {};
}

bool isStagingName(const QString &targetFileName, const QString &fileName, qint64 *pid)
{
    const QString prefix = stagingPrefix(targetFileName);
    if (!fileName.startsWith(prefix))
        return false;
    // PID-XXXXXX.part, optionally with QSaveFile's own ".XXXXXX" where it cannot write unnamed.
    static const QRegularExpression rest(QStringLiteral("\\A([0-9]{1,10})-[A-Za-z0-9]{6}\\.part(\\.[A-Za-z]{6})?\\z"));
    const QRegularExpressionMatch m = rest.match(QStringView(fileName).mid(prefix.size()));
    if (!m.hasMatch())
        return false;
    if (pid)
        *pid = m.captured(1).toLongLong();
    return true;
}

int removeStaleStaging(const QString &path)
{
    const QFileInfo target(path);
    const QDir folder = target.absoluteDir();
    int removed = 0;
    // No name filter: a file name may hold wildcard characters; isStagingName matches exactly.
    const QStringList names = folder.entryList(QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks);
    for (const QString &name : names) {
        qint64 pid = 0;
        if (!isStagingName(target.fileName(), name, &pid))
            continue;
        const QFileInfo file(folder.filePath(name));
        if (!file.isFile() || file.isSymLink() || file.lastModified().toMSecsSinceEpoch() > kProcessStartMs || !processIsGone(pid))
            continue;
        if (QFile::remove(file.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

} // namespace savefile

} // namespace cp
