#include "core/common/csv.h"

#include <QFile>

namespace cp {

namespace {

struct Record {
    QStringList fields;
    int line = 0;
};

// Splits text into records, honouring quotes (which may span lines).
Expected<QList<Record>> splitRecords(const QString &text, const QString &origin)
{
    QList<Record> records;
    Record current;
    QString field;
    bool inQuotes = false;
    bool fieldStarted = false;
    int line = 1;
    current.line = 1;
    auto endField = [&] {
        current.fields << field;
        field.clear();
        fieldStarted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = current.fields.size() == 1 && current.fields.constFirst().isEmpty();
        if (!blank)
            records << current;
        current = Record {};
        current.line = line;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && !fieldStarted && field.isEmpty()) {
            inQuotes = true;
            fieldStarted = true;
        } else if (c == QLatin1Char(',')) {
            endField();
        } else if (c == QLatin1Char('\r')) {
            // CR of CRLF: ignored.
        } else if (c == QLatin1Char('\n')) {
            ++line;
            endRecord();
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes)
        return Error { origin, QCoreApplication::translate("cp::Csv", "unterminated quoted field") };
    if (!field.isEmpty() || !current.fields.isEmpty())
        endRecord();
    return records;
}

} // namespace

Expected<CsvTable> CsvTable::parse(const QString &text, const QString &origin)
{
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    auto records = splitRecords(body, origin);
    if (!records)
        return records.errors();
    if (records->isEmpty())
        return Error { origin, QCoreApplication::translate("cp::Csv", "the file is empty; a header row is required") };

    CsvTable table;
    table.m_origin = origin;
    table.m_header = records->constFirst().fields;
    for (int i = 0; i < table.m_header.size(); ++i)
        table.m_index.insert(table.m_header.at(i).trimmed(), i);

    Errors errors;
    for (qsizetype r = 1; r < records->size(); ++r) {
        const Record &rec = records->at(r);
        if (rec.fields.size() != table.m_header.size()) {
            errors << Error { origin + QLatin1Char(':') + QString::number(rec.line),
                QCoreApplication::translate("cp::Csv", "has %1 fields; the header has %2")
                    .arg(rec.fields.size())
                    .arg(table.m_header.size()) };
            continue;
        }
        table.m_rows << rec.fields;
        table.m_lines << rec.line;
    }
    if (!errors.isEmpty())
        return errors;
    return table;
}

Expected<CsvTable> CsvTable::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { path, QCoreApplication::translate("cp::Csv", "cannot be read: %1").arg(file.errorString()) };
    return parse(QString::fromUtf8(file.readAll()), path);
}

QString csvField(const QString &text)
{
    const bool quote = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!quote)
        return text;
    QString escaped = text;
    escaped.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

bool isFormulaCell(const QString &text)
{
    if (text.isEmpty())
        return false;
    const QChar first = text.front();
    if (first != QLatin1Char('=') && first != QLatin1Char('+') && first != QLatin1Char('-') && first != QLatin1Char('@')
        && first != QLatin1Char('\t') && first != QLatin1Char('\r'))
        return false;
    bool number = false;
    static_cast<void>(text.toDouble(&number)); // only whether it is a plain number matters
    return !number;
}

QString csvSafeText(const QString &text) { return isFormulaCell(text) ? QLatin1Char('\'') + text : text; }

QString csvRecord(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted << csvField(f);
    return quoted.join(QLatin1Char(','));
}

QByteArray csvBytes(const QList<QStringList> &rows)
{
    QByteArray bytes("\xEF\xBB\xBF");
    for (const QStringList &row : rows) {
        bytes += csvRecord(row).toUtf8();
        bytes += "\r\n";
    }
    return bytes;
}

QString CsvTable::field(qsizetype row, const QString &column) const
{
    const auto it = m_index.constFind(column);
    if (it == m_index.constEnd() || row < 0 || row >= m_rows.size())
        return {};
    return m_rows.at(row).at(*it).trimmed();
}

} // namespace cp
