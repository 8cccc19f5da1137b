#include "core/scenario/jsonkeys.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

namespace cp::cplan {

namespace {

/// One open object or list. Paths are built only for a report, from the segments on the stack,
/// so deep or long-keyed text is never copied per element.
struct Frame {
    bool object = false;
    QString key; ///< objects: the key whose value is being read
    qsizetype index = 0; ///< lists: index of the element being read
    bool expectKey = true; ///< objects: the next string is a key
    QSet<QString> keys; ///< objects: the keys seen so far
};

QString pathOf(const QList<Frame> &stack, qsizetype depth)
{
    QString path;
    for (qsizetype d = 0; d < depth; ++d) {
        const Frame &f = stack.at(d);
        if (f.object)
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + f.key;
        else
            path += QStringLiteral("[%1]").arg(f.index);
    }
    return path;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/// Reads the string that starts at the quote b[i]; returns the index after its closing quote
/// (-1 when the text ends first or an escape is broken). `out`, when given, gets the text.
qsizetype readString(const QByteArray &b, qsizetype i, QString *out)
{
    const qsizetype n = b.size();
    qsizetype j = i + 1;
    qsizetype segment = j;
    while (j < n) {
        const char c = b.at(j);
        if (c == '"') {
            if (out)
                out->append(QString::fromUtf8(b.constData() + segment, j - segment));
            return j + 1;
        }
        if (c != '\\') {
            ++j;
            continue;
        }
        if (j + 1 >= n)
            return -1;
        const char e = b.at(j + 1);
        qsizetype next = j + 2;
        QChar decoded;
        switch (e) {
        case '"':
            decoded = QLatin1Char('"');
            break;
        case '\\':
            decoded = QLatin1Char('\\');
            break;
        case '/':
            decoded = QLatin1Char('/');
            break;
        case 'b':
            decoded = QLatin1Char('\b');
            break;
        case 'f':
            decoded = QLatin1Char('\f');
            break;
        case 'n':
            decoded = QLatin1Char('\n');
            break;
        case 'r':
            decoded = QLatin1Char('\r');
            break;
        case 't':
            decoded = QLatin1Char('\t');
            break;
        case 'u': {
            if (j + 6 > n)
                return -1;
            int unit = 0;
            for (qsizetype k = j + 2; k < j + 6; ++k) {
                const int d = hexDigit(b.at(k));
                if (d < 0)
                    return -1;
                unit = unit * 16 + d;
            }
            decoded = QChar(char16_t(unit));
            next = j + 6;
            break;
        }
        default:
            return -1;
        }
        if (out) {
            out->append(QString::fromUtf8(b.constData() + segment, j - segment));
            out->append(decoded); // UTF-16 units: a \ud83d\ude00 pair joins up by itself
        }
        j = next;
        segment = j;
    }
    return -1;
}

} // namespace

Errors duplicateKeys(const QByteArray &b)
{
    Errors errors;
    QList<Frame> stack;
    const qsizetype n = b.size();
    qsizetype i = 0;
    while (i < n) {
        switch (b.at(i)) {
        case '{':
        case '[':
            if (stack.size() >= kMaxJsonDepth) {
                //: %1 is a number of levels (64)
                errors.append({ pathOf(stack, stack.size()), QCoreApplication::translate("cp::ScenarioFile", "nested more than %1 levels deep; "
                                                                                                             "a scenario file has sections of fields, at most 4 levels")
                                                                 .arg(kMaxJsonDepth) });
                return errors;
            }
            stack.append(Frame { b.at(i) == '{', {}, 0, true, {} });
            ++i;
            break;
        case '}':
        case ']':
            if (stack.isEmpty())
                return errors;
            stack.removeLast();
            ++i;
            break;
        case ',':
            if (!stack.isEmpty()) {
                Frame &f = stack.last();
                if (f.object)
                    f.expectKey = true;
                else
                    ++f.index;
            }
            ++i;
            break;
        case '"': {
            Frame *f = stack.isEmpty() ? nullptr : &stack.last();
            if (f && f->object && f->expectKey) {
                QString key;
                i = readString(b, i, &key);
                if (i < 0)
                    return errors;
                f->expectKey = false;
                f->key = key;
                if (f->keys.contains(key)) {
                    errors.append({ pathOf(stack, stack.size()),
                        QCoreApplication::translate("cp::ScenarioFile", "duplicate key: each field may appear only once in its section") });
                    if (errors.size() >= kMaxJsonKeyErrors)
                        return errors;
                } else {
                    f->keys.insert(key);
                }
            } else {
                i = readString(b, i, nullptr);
                if (i < 0)
                    return errors;
            }
            break;
        }
        default:
            ++i;
            break; // white space, ':', numbers, true, false, null
        }
    }
    return errors;
}

} // namespace cp::cplan
