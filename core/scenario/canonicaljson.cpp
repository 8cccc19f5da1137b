#include "core/scenario/canonicaljson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

constexpr double kMaxExactInteger = 9007199254740992.0; // 2^53: doubles are exact integers below it

void writeString(QByteArray &out, const QString &text)
{
    out += '"';
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (u < 0x20)
                out += "\\u00" + QByteArray::number(u, 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    out += '"';
}

void writeNumber(QByteArray &out, double v)
{
    if (!std::isfinite(v)) {
        out += "null";
        return;
    }
    if (v == std::floor(v) && std::fabs(v) < kMaxExactInteger) {
        out += QByteArray::number(static_cast<qint64>(v));
        return;
    }
    out += QByteArray::number(v, 'g', QLocale::FloatingPointShortest);
}

void writeValue(QByteArray &out, const QJsonValue &value, int depth);

void indent(QByteArray &out, int depth) { out += QByteArray(2 * depth, ' '); }

void writeArray(QByteArray &out, const QJsonArray &array, int depth)
{
    if (array.isEmpty()) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (qsizetype i = 0; i < array.size(); ++i) {
        indent(out, depth + 1);
        writeValue(out, array.at(i), depth + 1);
        out += i + 1 < array.size() ? ",\n" : "\n";
    }
    indent(out, depth);
    out += ']';
}

void writeObject(QByteArray &out, const QJsonObject &object, int depth)
{
    if (object.isEmpty()) {
        out += "{}";
        return;
    }
    QStringList keys = object.keys();
    std::sort(keys.begin(), keys.end()); // byte order of UTF-16, independent of locale
    out += "{\n";
    for (qsizetype i = 0; i < keys.size(); ++i) {
        indent(out, depth + 1);
        writeString(out, keys.at(i));
        out += ": ";
        writeValue(out, object.value(keys.at(i)), depth + 1);
        out += i + 1 < keys.size() ? ",\n" : "\n";
    }
    indent(out, depth);
    out += '}';
}

void writeValue(QByteArray &out, const QJsonValue &value, int depth)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double:
        writeNumber(out, value.toDouble());
        break;
    case QJsonValue::String:
        writeString(out, value.toString());
        break;
    case QJsonValue::Array:
        writeArray(out, value.toArray(), depth);
        break;
    case QJsonValue::Object:
        writeObject(out, value.toObject(), depth);
        break;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        break;
    }
}

} // namespace

QByteArray canonicalJson(const QJsonValue &value)
{
    QByteArray out;
    writeValue(out, value, 0);
    out += '\n';
    return out;
}

} // namespace cp
