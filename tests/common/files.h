#pragma once
// Whole-file reads and writes for tests (arranging fixtures, comparing files byte for byte).
// Product code writes through cp::saveFile; these are plain QFile on purpose, so a test can put
// any bytes anywhere, including over a library.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace cp::test {

/// The file's bytes, or empty when it cannot be read.
inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Replaces the file's contents with bytes; false when any of it could not be written.
inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace cp::test
