#pragma once
// RFC 4180 CSV reader used for the built-in catalog, price book and calibration data.

#include "core/common/expected.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace cp {

/// A parsed CSV table: a header and rows addressable by column name.
class CsvTable {
public:
    /// Parses CSV text (quoted fields, doubled quotes, CRLF or LF). `origin` names the
    /// source in error messages. Rows whose field count differs from the header are errors.
    static Expected<CsvTable> parse(const QString &text, const QString &origin);
    /// Reads a file (resource paths such as ":/cp/data/x.csv" work) and parses it.
    static Expected<CsvTable> read(const QString &path);

    const QStringList &header() const { return m_header; }
    qsizetype rowCount() const { return m_rows.size(); }
    bool hasColumn(const QString &name) const { return m_index.contains(name); }
    /// Field by row and column name; empty string for an unknown column.
    QString field(qsizetype row, const QString &column) const;
    /// 1-based line number of a row in the source (for error messages).
    int lineOf(qsizetype row) const { return m_lines.value(row); }
    const QString &origin() const { return m_origin; }

private:
    QString m_origin;
    QStringList m_header;
    QHash<QString, int> m_index;
    QList<QStringList> m_rows;
    QList<int> m_lines;
};

} // namespace cp
