#pragma once
// RFC 4180 CSV: the reader used for the built-in catalog, price book and calibration data, and
// the writer every CSV file and CSV output of the application uses (one quoting rule).

#include "core/common/expected.h"

#include <QByteArray>
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

/// One CSV field, quoted when it holds a comma, a quote, CR or LF (quotes doubled, RFC 4180).
/// CsvTable::parse() reads every such field back as it was.
QString csvField(const QString &text);
/// True when a spreadsheet would run `text` as a formula: it starts with =, +, -, @, a tab or a
/// carriage return and is not a plain number (CSV injection, OWASP).
bool isFormulaCell(const QString &text);
/// `text` for a CSV cell a spreadsheet opens: a formula cell (isFormulaCell) is prefixed with a
/// single quote, so it is shown as text and never run; anything else is returned as it is.
QString csvSafeText(const QString &text);
/// One CSV record: the fields quoted as csvField() says, joined by commas, without a line end.
QString csvRecord(const QStringList &fields);
/// The bytes of a CSV file for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Chinese
/// text correctly), one CRLF-terminated record per row.
QByteArray csvBytes(const QList<QStringList> &rows);

} // namespace cp
