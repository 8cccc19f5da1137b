#include "app/export/pdftounicode.h"

#include "app/charts/theme.h"

#include <QHash>
#include <QLocale>
#include <QRawFont>
#include <QRegularExpression>
#include <algorithm>

namespace cp::exports {

namespace {

constexpr char16_t kRadicalsFirst = 0x2E80;
constexpr char16_t kRadicalsLast = 0x2FDF;
constexpr char16_t kIdeographsFirst = 0x4E00;
constexpr char16_t kIdeographsLast = 0x9FFF;

/// Radical -> the unified ideograph the Chinese UI font draws with the same glyph.
const QHash<char16_t, char16_t> &radicalIdeographs()
{
    static const QHash<char16_t, char16_t> table = [] {
        QHash<char16_t, char16_t> t;
        const QRawFont font = QRawFont::fromFont(charts::appFont(QLocale(QLocale::Chinese, QLocale::China), 32));
        if (!font.isValid())
            return t;
        QString ideographs;
        for (char16_t c = kIdeographsFirst; c <= kIdeographsLast; ++c)
            ideographs += QChar(c);
        const QList<quint32> ideographGlyphs = font.glyphIndexesForString(ideographs);
        QHash<quint32, char16_t> byGlyph;
        for (qsizetype i = 0; i < ideographGlyphs.size(); ++i) {
            if (ideographGlyphs.at(i) != 0 && !byGlyph.contains(ideographGlyphs.at(i)))
                byGlyph.insert(ideographGlyphs.at(i), char16_t(kIdeographsFirst + i));
        }
        QString radicals;
        for (char16_t c = kRadicalsFirst; c <= kRadicalsLast; ++c)
            radicals += QChar(c);
        const QList<quint32> radicalGlyphs = font.glyphIndexesForString(radicals);
        for (qsizetype i = 0; i < radicalGlyphs.size(); ++i) {
            const auto found = byGlyph.constFind(radicalGlyphs.at(i));
            if (radicalGlyphs.at(i) != 0 && found != byGlyph.constEnd())
                t.insert(char16_t(kRadicalsFirst + i), *found);
        }
        return t;
    }();
    return table;
}

/// The replacement of one 4-digit target, or 0 for none.
char16_t replacement(char16_t target)
{
    if (target == 0x0009)
        return 0x0020;
    if (target < kRadicalsFirst || target > kRadicalsLast)
        return 0;
    return radicalIdeographs().value(target, 0);
}

int rewriteTargets(char *from, char *to)
{
    static const QRegularExpression hex(QStringLiteral("<([0-9A-Fa-f]{4})>"));
    int rewritten = 0;
    const QString text = QString::fromLatin1(from, to - from);
    for (const QRegularExpressionMatch &m : hex.globalMatch(text)) {
        const char16_t target = char16_t(m.captured(1).toUInt(nullptr, 16));
        const char16_t ideograph = replacement(target);
        if (ideograph == 0)
            continue;
        const QByteArray digits = QByteArray::number(uint(ideograph), 16).toUpper().rightJustified(4, '0');
        std::copy(digits.cbegin(), digits.cend(), from + m.capturedStart(1));
        ++rewritten;
    }
    return rewritten;
}

/// One bfrange line: "<a> <b> [<t> ...]" (every target), "<a> <a> <t>" (one target) or
/// "<a> <b> <t>" with a < b (a run of consecutive targets: left alone).
int rewriteLine(char *line, char *end)
{
    char *bracket = std::find(line, end, '[');
    if (bracket != end)
        return rewriteTargets(bracket, end);
    const QByteArray text(line, end - line);
    const QList<QByteArray> parts = text.simplified().split(' ');
    if (parts.size() != 3 || parts.at(0) != parts.at(1))
        return 0;
    const qsizetype last = text.lastIndexOf('<');
    return last < 0 ? 0 : rewriteTargets(line + last, end);
}

} // namespace

int repairToUnicode(QByteArray &pdf)
{
    int rewritten = 0;
    const QByteArray begin("beginbfrange\n");
    const QByteArray endMarker("endbfrange");
    qsizetype at = 0;
    while ((at = pdf.indexOf(begin, at)) >= 0) {
        at += begin.size();
        const qsizetype stop = pdf.indexOf(endMarker, at);
        if (stop < 0)
            break;
        char *data = pdf.data();
        while (at < stop) {
            qsizetype eol = pdf.indexOf('\n', at);
            if (eol < 0 || eol > stop)
                eol = stop;
            rewritten += rewriteLine(data + at, data + eol);
            at = eol + 1;
        }
    }
    return rewritten;
}

} // namespace cp::exports
