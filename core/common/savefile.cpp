#include "core/common/savefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryFile>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>

#if defined(Q_OS_WIN)
#include <qt_windows.h>
#else
#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
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

enum class Kind {
    File, ///< staged next to the real target and renamed over it
    Stream, ///< an existing character device, FIFO or socket: written in place
    StandardOutput, ///< "-"
};

struct Target {
    Kind kind = Kind::File;
    QString path; ///< File: the real target (links resolved); Stream: the path to open
    QString folder;
    QString staging;
    bool socket = false; ///< Stream: a Unix socket, reached with connect()
};

/// The error of a write into a stream or standard output (nothing was staged, nothing replaced).
Error streamError(const QString &path, const QString &reason)
{
    //: %1 is the operating system's reason; the target is a device, a pipe or standard output
    return Error { QDir::toNativeSeparators(path), QCoreApplication::translate("cp::SaveFile", "cannot be written: %1").arg(reason) };
}

Error folderError(const QString &path) { return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "it is a folder")); }

#if !defined(Q_OS_WIN)

constexpr int kMaxLinks = 40; // the kernel's limit (ELOOP)

// A reader that went away is an error to report, not a SIGPIPE that ends the program (macOS has
// no MSG_NOSIGNAL; its socket is created with SO_NOSIGPIPE instead).
#if defined(MSG_NOSIGNAL)
constexpr int kSendFlags = MSG_NOSIGNAL;
#else
constexpr int kSendFlags = 0;
#endif

/// What a path names once its links are resolved (resolve()).
struct Resolved {
    QByteArray folder; ///< the real folder of the target: no link in it
    QByteArray name; ///< the target's name in it
    bool exists = false;
    struct stat st { };
    QByteArray streamPath; ///< a device, FIFO or socket reached through links: the path to open
};

bool ownedHere(uid_t uid) { return uid == 0 || uid == ::geteuid(); }

bool isStreamMode(mode_t mode) { return S_ISCHR(mode) || S_ISFIFO(mode) || S_ISSOCK(mode); }

QByteArray joined(const QByteArray &folder, const QByteArray &name)
{
    if (folder.endsWith('/'))
        return QByteArray(folder + name);
    return QByteArray(folder + '/' + name);
}

QByteArray parentOf(const QByteArray &folder)
{
    const qsizetype slash = folder.lastIndexOf('/');
    return slash <= 0 ? QByteArray("/") : folder.left(slash);
}

Error foreignLinkError(const QString &path, const QByteArray &link)
{
    Error e = saveFileError(path,
        //: %1 is the path of a symbolic link
        QCoreApplication::translate("cp::SaveFile", "%1 is a symbolic link that belongs to another user or lies in another user's folder; "
                                                    "a link is followed only when it and its folder belong to you or to root")
            .arg(QFile::decodeName(link)));
    e.kind = ErrorKind::Conflict;
    return e;
}

/// Resolves path one component at a time, as the kernel would, but follows a symbolic link only
/// when the link and the folder it lies in belong to this user or to root.
Expected<Resolved> resolve(const QString &path)
{
    QByteArray whole = QFile::encodeName(path);
    if (!whole.startsWith('/'))
        whole = QByteArray(QFile::encodeName(QDir::currentPath()) + '/' + whole);
    QList<QByteArray> pending = whole.split('/');
    QByteArray folder("/");
    int links = 0;
    const auto onlyEmpty = [](const QList<QByteArray> &parts) {
        return std::all_of(parts.cbegin(), parts.cend(), [](const QByteArray &p) { return p.isEmpty() || p == "."; });
    };
    while (!onlyEmpty(pending)) {
        const QByteArray part = pending.takeFirst();
        if (part.isEmpty() || part == ".")
            continue;
        if (part == "..") {
            folder = parentOf(folder);
            continue;
        }
        const bool last = onlyEmpty(pending);
        const QByteArray candidate = joined(folder, part);
        struct stat st { };
        if (::lstat(candidate.constData(), &st) != 0) {
            if (errno == ENOENT && last)
                return Resolved { folder, part, false, {}, {} };
            return saveFileError(path, systemError(errno));
        }
        if (S_ISLNK(st.st_mode)) {
            struct stat in { };
            if (!ownedHere(st.st_uid) || ::stat(folder.constData(), &in) != 0 || !ownedHere(in.st_uid))
                return foreignLinkError(path, candidate);
            if (++links > kMaxLinks)
                return saveFileError(path, systemError(ELOOP));
            // A device or pipe behind the link (/dev/stdout, /proc/self/fd/N): opened through it.
            struct stat to { };
            if (last && ::stat(candidate.constData(), &to) == 0 && isStreamMode(to.st_mode))
                return Resolved { folder, part, true, to, candidate };
            QByteArray target(PATH_MAX, '\0');
            const ssize_t n = ::readlink(candidate.constData(), target.data(), size_t(target.size()));
            if (n < 0 || n >= target.size())
                return saveFileError(path, systemError(n < 0 ? errno : ENAMETOOLONG));
            target.truncate(n);
            if (target.startsWith('/'))
                folder = "/";
            pending = target.split('/') + pending;
            continue;
        }
        if (last)
            return Resolved { folder, part, true, st, {} };
        if (!S_ISDIR(st.st_mode))
            return saveFileError(path, systemError(ENOTDIR));
        folder = candidate;
    }
    return folderError(path); // "/", "a/.." or "a/."
}

/// Writes all of bytes to fd; the reason when it failed.
QString writeAllTo(int fd, const QByteArray &bytes, bool socket)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const size_t left = size_t(bytes.size() - done);
        const ssize_t n = socket ? ::send(fd, bytes.constData() + done, left, kSendFlags) : ::write(fd, bytes.constData() + done, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return systemError(errno);
        if (n == 0)
            return QCoreApplication::translate("cp::SaveFile", "the data could not be written");
        done += n;
    }
    return {};
}

QString closeChecked(int fd) { return ::close(fd) != 0 && errno != EINTR ? systemError(errno) : QString(); }

/// Creates the staging file: O_EXCL (never a file that exists), O_NOFOLLOW (never through a link).
int createStaging(const QString &staging, QString &reason)
{
    const int fd = ::open(QFile::encodeName(staging).constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0)
        reason = systemError(errno);
    return fd;
}

/// Opens the device, FIFO or socket of t for writing; -1 and the reason when it cannot.
int openStream(const Target &t, QString &reason)
{
    const QByteArray name = QFile::encodeName(t.path);
    if (t.socket) {
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        if (size_t(name.size()) >= sizeof address.sun_path) {
            reason = systemError(ENAMETOOLONG);
            return -1;
        }
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        if (fd >= 0) {
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);
#if defined(SO_NOSIGPIPE)
            const int on = 1;
            ::setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
        }
        if (fd >= 0 && ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0)
            return fd;
        reason = systemError(errno);
        if (fd >= 0)
            ::close(fd);
        return -1;
    }
    int fd = -1;
    do {
        fd = ::open(name.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        reason = systemError(errno);
        return -1;
    }
    // Replaced by a regular file since it was looked at: never written in place.
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !isStreamMode(st.st_mode)) {
        ::close(fd);
        reason = QCoreApplication::translate("cp::SaveFile", "it changed while it was being opened");
        return -1;
    }
    return fd;
}

#endif

/// Writes bytes into a stream target or standard output, in place; the reason when it failed.
QString writeInPlace(const Target &t, const QByteArray &bytes)
{
    std::fflush(stdout); // what the program printed before comes first
#if defined(Q_OS_WIN)
    QFile out;
    if (t.kind != Kind::StandardOutput || !out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered))
        return out.errorString();
    return out.write(bytes) == bytes.size() ? QString() : out.errorString();
#else
    if (t.kind == Kind::StandardOutput)
        return writeAllTo(STDOUT_FILENO, bytes, false);
    QString reason;
    const int fd = openStream(t, reason);
    if (fd < 0)
        return reason;
    reason = writeAllTo(fd, bytes, t.socket);
    const QString closed = closeChecked(fd);
    return reason.isEmpty() ? closed : reason;
#endif
}

/// Resolves the target and refuses what cannot be replaced safely; cleans stale staging files.
Expected<Target> prepare(const QString &path)
{
    if (path.isEmpty())
        return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "no file name"));
    if (isStandardOutput(path))
        return Target { Kind::StandardOutput, path, {}, {}, false };
    Target t;
    QString name;
#if defined(Q_OS_WIN)
    QFileInfo info(path);
    // Like QSaveFile: a symbolic link stays a link and the file it points to is replaced.
    if (info.isSymLink())
        info = QFileInfo(info.symLinkTarget());
    if (info.isDir())
        return folderError(path);
    // No write permission for this user, or none for anybody (which root would ignore).
    constexpr QFile::Permissions kAnyWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    if (info.exists() && (!info.isWritable() || !(info.permissions() & kAnyWrite)))
        return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "the file is read-only"));
    t.path = info.absoluteFilePath();
    t.folder = info.absolutePath();
    name = info.fileName();
#else
    const auto r = resolve(path);
    if (!r)
        return r.errors();
    const QByteArray real = joined(r->folder, r->name);
    if (r->exists) {
        const mode_t mode = r->st.st_mode;
        if (S_ISDIR(mode))
            return folderError(path);
        if (S_ISBLK(mode))
            return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "it is a block device (a disk); write to a file"));
        if (isStreamMode(mode))
            return Target { Kind::Stream, QFile::decodeName(r->streamPath.isEmpty() ? real : r->streamPath), {}, {}, S_ISSOCK(mode) };
        // No write permission for this user, or none for anybody (which root would ignore).
        if (::access(real.constData(), W_OK) != 0 || !(mode & (S_IWUSR | S_IWGRP | S_IWOTH)))
            return saveFileError(path, QCoreApplication::translate("cp::SaveFile", "the file is read-only"));
    }
    t.path = QFile::decodeName(real);
    t.folder = QFile::decodeName(r->folder);
    name = QFile::decodeName(r->name);
#endif
    savefile::removeStaleStaging(t.path);
    t.staging = QDir(t.folder).filePath(newStagingName(name));
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

/// Writes bytes to a new staging file; removes it and gives the reason when that failed.
QString writeStaging(const QString &staging, const QByteArray &bytes)
{
#if defined(Q_OS_WIN)
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
    if (!file.commit()) {
        QFile::remove(staging);
        return file.errorString();
    }
    return {};
#else
    QString reason;
    const int fd = createStaging(staging, reason);
    if (fd < 0)
        return reason; // not created: nothing of ours to remove
    reason = writeAllTo(fd, bytes, false);
    if (reason.isEmpty())
        reason = syncToDisk(fd);
    const QString closed = closeChecked(fd);
    if (reason.isEmpty())
        reason = closed;
    if (!reason.isEmpty())
        QFile::remove(staging);
    return reason;
#endif
}

/// For saveFileWith: an empty staging file its writer then fills; the reason when it cannot be created.
QString createEmptyStaging([[maybe_unused]] const QString &staging)
{
#if defined(Q_OS_WIN)
    return {};
#else
    QString reason;
    const int fd = createStaging(staging, reason);
    return fd < 0 ? reason : closeChecked(fd);
#endif
}

/// saveFileWith into a stream or standard output: the writer fills a private temporary file
/// (mode 0600, O_EXCL) whose bytes are then written in place.
Status writeInPlaceWith(const Target &t, const QString &path, const std::function<Status(const QString &stagingPath)> &write)
{
    QTemporaryFile file(QDir(QDir::tempPath()).filePath(QStringLiteral("computeplanner-out-XXXXXX")));
    if (!file.open())
        return streamError(path, file.errorString());
    file.close();
    if (const Status written = write(file.fileName()); !written)
        return streamError(path, written.error().message);
    QFile in(file.fileName());
    if (!in.open(QIODevice::ReadOnly))
        return streamError(path, in.errorString());
    if (const QString reason = writeInPlace(t, in.readAll()); !reason.isEmpty())
        return streamError(path, reason);
    return Ok {};
}
} // namespace

Error saveFileError(const QString &path, const QString &reason)
{
    //: %1 is the operating system's reason, e.g. "No space left on device"
    return Error { QDir::toNativeSeparators(path), QCoreApplication::translate("cp::SaveFile", "cannot be written: %1; a file there before is left unchanged").arg(reason) };
}

bool isStandardOutput(const QString &path) { return path == QLatin1String("-"); }

Status saveFile(const QString &path, const QByteArray &bytes)
{
    const auto target = prepare(path);
    if (!target)
        return target.errors();
    if (target->kind != Kind::File) {
        if (const QString reason = writeInPlace(*target, bytes); !reason.isEmpty())
            return streamError(path, reason);
        return Ok {};
    }
    if (const QString reason = writeStaging(target->staging, bytes); !reason.isEmpty())
        return saveFileError(path, reason);
    return commit(*target, path);
}

Status saveFileWith(const QString &path, const std::function<Status(const QString &stagingPath)> &write)
{
    const auto target = prepare(path);
    if (!target)
        return target.errors();
    if (target->kind != Kind::File)
        return writeInPlaceWith(*target, path, write);
    if (const QString reason = createEmptyStaging(target->staging); !reason.isEmpty())
        return saveFileError(path, reason);
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
        if (!file.isFile() || file.isSymLink() || file.lastModified().toMSecsSinceEpoch() > kProcessStartMs || !savefile::processIsGone(pid))
            continue;
        if (QFile::remove(file.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

} // namespace savefile

} // namespace cp
