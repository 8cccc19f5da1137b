#pragma once
// Error values returned across the core API (no exceptions cross it).

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QList>

namespace cp {

/// One problem with an input: where it is (a field path such as "training.seq_len"
/// or "accelerators.csv:12"), and a translated message naming what is allowed.
struct Error {
    QString path;
    QString message;

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

} // namespace cp
