#pragma once
// Helpers shared by the files that implement Store (not part of its API; include only from
// core/store/store*.cpp).

#include "core/store/store.h"

#include <QDateTime>
#include <QString>
#include <QVariant>

#include <atomic>

namespace cp::storedetail {

inline QString timeText(const QDateTime &t) { return t.toUTC().toString(Qt::ISODate); }
// Stored times are always "yyyy-MM-ddTHH:mm:ssZ" (timeText); reading the fields directly is ~20×
// faster than QDateTime::fromString, which matters when listing 10,000 scenarios.
inline QDateTime timeFrom(const QVariant &v)
{
    const QString t = v.toString();
    if (t.size() != 20 || t.at(10) != QLatin1Char('T') || t.at(19) != QLatin1Char('Z'))
        return QDateTime::fromString(t, Qt::ISODate).toUTC();
    const auto field = [&t](int at, int n) { return QStringView(t).mid(at, n).toInt(); };
    return QDateTime(QDate(field(0, 4), field(5, 2), field(8, 2)), QTime(field(11, 2), field(14, 2), field(17, 2)), Qt::UTC);
}
inline QDateTime nowUtc() { return QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch(), Qt::UTC); }
inline QString stamp() { return nowUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")); }

inline QString nextConnectionName()
{
    static std::atomic<int> counter { 0 };
    return QStringLiteral("cp.store.%1").arg(++counter);
}

struct Problem {
    ErrorKind kind;
    QString detail;
};

/// The error for a problem with the file at path: a sentence naming the file (describeStoreProblem).
inline Error problemError(const QString &path, const Problem &p) { return { path, describeStoreProblem(p.kind, path, p.detail), p.kind }; }

} // namespace cp::storedetail
