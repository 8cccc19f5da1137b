#pragma once
// Every file Compute Planner writes (plans, exports, charts, CSVs, the guide) goes through here,
// so one policy protects what is already on disk:
//   1. the bytes go to a staging file next to the target (".NAME.cp-PID-XXXXXX.part"), through
//      QSaveFile, unbuffered: every write() is checked, then fsync() and commit();
//   2. only a complete staging file is renamed over the target (one atomic rename), keeping the
//      target's permissions;
//   3. on any failure the staging file is removed and the target is left byte-for-byte as it
//      was; the error names the file and carries the operating system's reason ("No space left
//      on device").
// A process killed between steps leaves at most its own staging file; the next write of the
// same target removes staging files of that target whose process is gone and that are older
// than the current process. Nothing else is ever deleted: only names of exactly that pattern.
//
// What the target is decides how it is written (POSIX; Windows keeps steps 1-3):
//   - "-" is standard output: the bytes are written to it, nothing is staged or renamed;
//   - an existing character device, FIFO or socket (/dev/null, a named pipe, a listening Unix
//     socket) is opened and written in place, streaming: it is never staged, renamed or replaced;
//     a block device is refused;
//   - a symbolic link, anywhere in the path, is followed only when the link and the folder it lies
//     in belong to this user or to root; otherwise nothing is written or created and the error's
//     kind is Conflict (a link planted in a shared sticky folder such as /tmp cannot make this
//     program overwrite, or create, the file it points to, even as root);
//   - everything else is staged, created with O_EXCL | O_NOFOLLOW in the real target's folder
//     (after the links are resolved), and renamed over the real target.

#include "core/common/expected.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace cp {

/// Writes bytes to path atomically (see above).
Status saveFile(const QString &path, const QByteArray &bytes);

/// For a writer that writes a file by itself (libxlsxwriter): `write` fills the staging file
/// whose path it is given and returns an error when it failed (Error::path is ignored: the error
/// names path). The helper then checks the file reached the disk and renames it over path.
Status saveFileWith(const QString &path, const std::function<Status(const QString &stagingPath)> &write);

/// The error saveFile reports: path, and "cannot be written: REASON; ..." (translated).
Error saveFileError(const QString &path, const QString &reason);

/// True for the name saveFile reads as standard output ("-").
bool isStandardOutput(const QString &path);

namespace savefile {

/// Flushes a finished file to the disk; empty, or the system's reason for a failure.
QString syncFile(const QString &path);
/// Renames from over to in one step (rename(2); MoveFileEx on Windows) and makes the rename
/// durable; empty, or the system's reason for a failure. For writers with a file of their own
/// (the store's new library); everything else uses saveFile.
QString replaceFile(const QString &from, const QString &to);

/// True when fileName is the name of a staging file for a target named targetFileName (both
/// without folders); pid (when given) receives the writer's process id from the name.
bool isStagingName(const QString &targetFileName, const QString &fileName, qint64 *pid = nullptr);
/// Removes staging files of path left behind by processes that are gone; returns how many.
int removeStaleStaging(const QString &path);
/// True when no process has this id any more (a writer that was killed); false for this process.
bool processIsGone(qint64 pid);

} // namespace savefile

} // namespace cp
