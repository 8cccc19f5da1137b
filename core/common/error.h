#pragma once
// Error values returned across the core API (no exceptions cross it).

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cp {

/// What kind of failure an Error reports, so a caller can choose a way out (an exit code, a
/// retry, a backup) without parsing the message. Input problems are BadInput unless said otherwise.
enum class ErrorKind {
    BadInput, ///< refused input, nothing changed: a field, a flag, the contents of a file
    NotFound, ///< no such scenario, revision or draft
    AlreadyExists, ///< the name is taken (a rename onto another scenario)
    Io, ///< a file or database could not be read or written, for no reason below
    DiskFull, ///< the disk (or a size limit) is full
    ReadOnly, ///< the folder or file cannot be written, or the library was opened for reading
    Busy, ///< another program holds a lock longer than the busy timeout
    Damaged, ///< not a database, truncated, or failing the integrity check
    NotALibrary, ///< a database that is not a Compute Planner library (another program's)
    TooNew, ///< written by a newer Compute Planner
    Conflict, ///< a save based on a revision older than the newest (someone saved in between)
    Unreachable, ///< the team library's server cannot be reached (down, network, refused connection)
};

/// One problem with an input: where it is (a field path such as "training.seq_len"
/// or "accelerators.csv:12"), a translated message naming what is allowed, and its kind.
struct Error {
    QString path;
    QString message;
    ErrorKind kind = ErrorKind::BadInput;

    /// "path: message", or just the message when there is no path.
    QString toString() const { return path.isEmpty() ? message : path + QStringLiteral(": ") + message; }
    bool operator==(const Error &) const = default;
};

using Errors = QList<Error>;

/// Joins errors one per line, for the CLI and logs.
inline QString joinErrors(const Errors &errors)
{
    QStringList lines;
    lines.reserve(errors.size());
    for (const Error &e : errors)
        lines << e.toString();
    return lines.join(QLatin1Char('\n'));
}

/// The kind of the first error (BadInput when there is none).
inline ErrorKind kindOf(const Errors &errors) { return errors.isEmpty() ? ErrorKind::BadInput : errors.constFirst().kind; }

} // namespace cp
