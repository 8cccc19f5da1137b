#include "core/calibrate/logtext.h"
#include "core/calibrate/calibratetext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace cp::calibrate {

namespace {

using detail::tr;

const QString kRedacted = QStringLiteral("[redacted]");

/// A line's start offsets in `text` (one entry per line, plus text.size() + 1 at the end).
QList<qsizetype> lineStarts(const QString &text)
{
    QList<qsizetype> starts { 0 };
    for (qsizetype i = text.indexOf(QLatin1Char('\n')); i >= 0; i = text.indexOf(QLatin1Char('\n'), i + 1))
        starts << i + 1;
    starts << text.size() + 1;
    return starts;
}

bool isNumber(const QString &v)
{
    QString t = v;
    t.remove(QLatin1Char(','));
    bool ok = false;
    static_cast<void>(t.toDouble(&ok)); // only whether it parses matters
    return ok;
}

} // namespace

Expected<QString> readLogFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return Error { QStringLiteral("log"), tr("cannot read '%1': %2").arg(path, file.errorString()), ErrorKind::Io };
    const auto tooLarge = [&path] {
        //: %1 the file, %2 the limit in MiB
        return Error { QStringLiteral("log"), tr("'%1' is larger than %2 MiB; give the part of the log with the step lines (e.g. tail -n 5000)").arg(path).arg(kMaxLogBytes >> 20) };
    };
    // A regular file says its size; a device or a pipe is read until the limit.
    if (QFileInfo(path).isFile() && file.size() > kMaxLogBytes)
        return tooLarge();
    // One buffer of the limit plus a byte, filled in place: pages are only touched as data
    // arrives, and nothing is copied while it grows.
    QByteArray bytes(kMaxLogBytes + 1, Qt::Uninitialized);
    qint64 size = 0;
    while (size <= kMaxLogBytes) {
        const qint64 got = file.read(bytes.data() + size, std::min<qint64>(qint64(1) << 20, kMaxLogBytes + 1 - size));
        if (got < 0)
            return Error { QStringLiteral("log"), tr("cannot read '%1': %2").arg(path, file.errorString()), ErrorKind::Io };
        if (got == 0)
            break;
        size += got;
    }
    if (size > kMaxLogBytes)
        return tooLarge();
    return QString::fromUtf8(bytes.constData(), size);
}

QString keptLines(const QString &text, const QList<int> &lines)
{
    const QList<qsizetype> starts = lineStarts(text);
    const int count = int(starts.size() - 1);
    // Ranges [first, last] of 0-based lines to keep, merged.
    QList<std::pair<int, int>> ranges;
    for (int line : lines) {
        const int first = std::max(0, line - 1 - kContextLines);
        const int last = std::min(count - 1, line - 1 + kContextLines);
        if (first > last)
            continue;
        if (!ranges.isEmpty() && first <= ranges.constLast().second + 1)
            ranges.last().second = std::max(ranges.last().second, last);
        else
            ranges.append({ first, last });
    }
    const auto lineText = [&](int i) { return text.mid(starts.at(i), starts.at(i + 1) - 1 - starts.at(i)); };
    const auto gap = [](int n) { return tr("[... %n line(s) left out ...]", nullptr, n); };
    // Every kept line with the gap before it; then the budget keeps the head and the tail.
    QStringList out;
    QList<qsizetype> sizes;
    int next = 0;
    for (const auto &[first, last] : ranges) {
        if (first > next) {
            out << gap(first - next);
            sizes << out.constLast().size();
        }
        for (int i = first; i <= last; ++i) {
            out << lineText(i);
            sizes << out.constLast().size() + 1;
        }
        next = last + 1;
    }
    if (next < count && !ranges.isEmpty())
        out << gap(count - next);
    qsizetype total = 0;
    for (qsizetype s : sizes)
        total += s;
    // QString sizes are UTF-16 units; a budget in characters keeps at most about as many bytes
    // for a log that is mostly ASCII.
    if (total <= kMaxKeptBytes)
        return out.join(QLatin1Char('\n'));
    qsizetype head = 0;
    qsizetype headBytes = 0;
    while (head < sizes.size() && headBytes + sizes.at(head) <= kMaxKeptBytes / 2)
        headBytes += sizes.at(head++);
    qsizetype tail = sizes.size();
    qsizetype tailBytes = 0;
    while (tail > head && tailBytes + sizes.at(tail - 1) <= kMaxKeptBytes / 2)
        tailBytes += sizes.at(--tail);
    QStringList kept = out.mid(0, head);
    kept << tr("[... %n line(s) left out to keep the log under %1 KiB ...]", nullptr, int(tail - head)).arg(kMaxKeptBytes >> 10);
    kept << out.mid(tail);
    return kept.join(QLatin1Char('\n'));
}

QString redactSecrets(const QString &text)
{
    using RE = QRegularExpression;
    const auto ci = RE::CaseInsensitiveOption;
    // Authorization headers: everything after the scheme.
    static const RE header(QStringLiteral(R"((authorization\s*[:=]\s*['"]?(?:bearer|basic|token)\s+)[^\s'",]+)"), ci);
    static const RE bearer(QStringLiteral(R"((\bbearer\s+)[A-Za-z0-9._~+/=-]{8,})"), ci);
    // scheme://user:password@host
    static const RE urlPassword(QStringLiteral(R"((\b[a-z][a-z0-9+.-]*://[^\s:/@]+:)[^\s@/]+(@))"), ci);
    // A key, flag or variable named like a secret, then ':' or '=' (quotes allowed), then the value.
    static const RE keyed(QStringLiteral(R"(((?:--)?[\w.-]*(?:token|secret|passw(?:or)?d|\bpwd|api[_-]?key|access[_-]?key|private[_-]?key|credential)[\w.-]*['"]?\s*[:=]\s*['"]?)([^\s'",;}]+))"),
        ci);
    static const RE flag(QStringLiteral(R"((--[\w-]*(?:token|secret|password|api-key|access-key)[\w-]*\s+)([^\s-][^\s]*))"), ci);
    static const RE shapes(QStringLiteral(R"(\b(?:hf_[A-Za-z0-9]{20,}|sk-[A-Za-z0-9_-]{20,}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}))"));
    QString out = text;
    out.replace(header, QStringLiteral("\\1") + kRedacted);
    out.replace(bearer, QStringLiteral("\\1") + kRedacted);
    out.replace(urlPassword, QStringLiteral("\\1") + kRedacted + QStringLiteral("\\2"));
    for (const RE *re : { &keyed, &flag }) {
        QString replaced;
        qsizetype at = 0;
        for (auto it = re->globalMatch(out); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (isNumber(m.captured(2)) || m.captured(2) == kRedacted || m.captured(2).startsWith(QLatin1Char('[')))
                continue;
            replaced += QStringView(out).mid(at, m.capturedStart(2) - at);
            replaced += kRedacted;
            at = m.capturedEnd(2);
        }
        replaced += QStringView(out).mid(at);
        out = replaced;
    }
    out.replace(shapes, kRedacted);
    return out;
}

} // namespace cp::calibrate
