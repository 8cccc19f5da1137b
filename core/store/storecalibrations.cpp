// Store: the user's pilot-run calibration points (issue 23), table calibration_points (schema v5).
#include "core/store/store.h"

#include "core/calibrate/plausibility.h"
#include "core/catalog/catalog.h"
#include "core/store/storeinternal.h"

#include <QCoreApplication>
#include <QDir>

#include <cmath>

namespace cp {

using namespace storedetail;

namespace {

QVariant optionalValue(const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(QMetaType::fromType<double>()); }

std::optional<double> optionalFrom(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toDouble();
}

bool positiveFinite(double v) { return std::isfinite(v) && v > 0; }

/// Every problem of a point, each naming the value and what is allowed.
Errors checkPoint(const calibrate::PilotPoint &p)
{
    Errors errors;
    const QStringList ids = Catalog::builtIn().acceleratorIds();
    if (!ids.contains(p.accelerator))
        errors << Error { QStringLiteral("accelerator"),
            QCoreApplication::translate("cp::Store", "calibration point: accelerator '%1' is not in the catalog; use %2").arg(p.accelerator, ids.join(QLatin1Char('|'))) };
    if (!p.measuredTokensPerS && !p.measuredStepS && !p.measuredPeakGiB && !p.measuredMfu)
        errors << Error { QStringLiteral("measured"),
            QCoreApplication::translate("cp::Store", "calibration point: nothing measured; give tokens/s per GPU, step time, peak memory per GPU or MFU") };
    const auto measured = [&errors](const std::optional<double> &v, const char *key, const QString &name, double max) {
        if (v && (!positiveFinite(*v) || *v > max))
            errors << Error { QString::fromLatin1(key),
                //: %1 the measured quantity, %2 the value given, %3 the largest allowed
                QCoreApplication::translate("cp::Store", "calibration point: measured %1 '%2' is not allowed; it must be a number above 0 and at most %3")
                    .arg(name, QString::number(*v))
                    .arg(max) };
    };
    measured(p.measuredTokensPerS, "measured_tokens_per_s", QCoreApplication::translate("cp::Store", "tokens/s per GPU"), 1e9);
    measured(p.measuredStepS, "measured_step_s", QCoreApplication::translate("cp::Store", "step time (s)"), 1e7);
    measured(p.measuredPeakGiB, "measured_peak_gib", QCoreApplication::translate("cp::Store", "peak memory per GPU (GiB)"), 1e5);
    measured(p.measuredMfu, "measured_mfu", QCoreApplication::translate("cp::Store", "MFU (a fraction)"), 1.0);
    for (const auto &[value, key] : { std::pair { p.predictedTokensPerS, "predicted_tokens_per_s" }, std::pair { p.predictedStepS, "predicted_step_s" },
             std::pair { p.predictedPeakGiB, "predicted_peak_gib" }, std::pair { p.predictedMfu, "predicted_mfu" } }) {
        if (!positiveFinite(value))
            errors << Error { QString::fromLatin1(key),
                QCoreApplication::translate("cp::Store", "calibration point: the prediction %1 must be a number above 0 (estimate the configuration first)").arg(QString::fromLatin1(key)) };
    }
    // What the card cannot do whatever the configuration (the front ends check the run's own,
    // tighter bounds first).
    errors << calibrate::checkPlausible(p, calibrate::cardBounds(p.accelerator));
    return errors;
}

} // namespace

Expected<qint64> Store::addCalibration(const calibrate::PilotPoint &p)
{
    if (m_readOnly)
        return refuseWrite().errors();
    if (const Errors errors = checkPoint(p); !errors.isEmpty())
        return errors;
    qint64 id = 0;
    const Status written = transaction([&]() -> Status {
        if (auto r = exec(QStringLiteral("INSERT INTO calibration_points (created_at, created_by, accelerator, configuration, "
                                         "measured_tokens_per_s, measured_step_s, measured_peak_gib, measured_mfu, "
                                         "predicted_tokens_per_s, predicted_step_s, predicted_peak_gib, predicted_mfu, framework, raw_text) "
                                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                { timeText(nowUtc()), m_author, p.accelerator, p.configuration, optionalValue(p.measuredTokensPerS),
                    optionalValue(p.measuredStepS), optionalValue(p.measuredPeakGiB), optionalValue(p.measuredMfu), p.predictedTokensPerS,
                    p.predictedStepS, p.predictedPeakGiB, p.predictedMfu, p.framework, p.rawText });
            !r)
            return r.errors();
        // This transaction holds the write lock (a server serialises it), so the newest row of
        // this author is the one just written.
        Expected<QSqlQuery> q = exec(QStringLiteral("SELECT MAX(id) FROM calibration_points WHERE created_by = ?"), { m_author });
        if (!q)
            return q.errors();
        if (q->next())
            id = q->value(0).toLongLong();
        return Ok {};
    });
    if (!written)
        return written.errors();
    return id;
}

Expected<QList<calibrate::PilotPoint>> Store::calibrations()
{
    Expected<QSqlQuery> q = exec(QStringLiteral("SELECT id, created_at, created_by, accelerator, configuration, measured_tokens_per_s, "
                                                "measured_step_s, measured_peak_gib, measured_mfu, predicted_tokens_per_s, predicted_step_s, "
                                                "predicted_peak_gib, predicted_mfu, framework, raw_text FROM calibration_points ORDER BY id"));
    if (!q)
        return q.errors();
    QList<calibrate::PilotPoint> out;
    while (q->next()) {
        calibrate::PilotPoint p;
        p.id = q->value(0).toLongLong();
        p.createdAt = timeFrom(q->value(1));
        p.createdBy = q->value(2).toString();
        p.accelerator = q->value(3).toString();
        p.configuration = q->value(4).toString();
        p.measuredTokensPerS = optionalFrom(q->value(5));
        p.measuredStepS = optionalFrom(q->value(6));
        p.measuredPeakGiB = optionalFrom(q->value(7));
        p.measuredMfu = optionalFrom(q->value(8));
        p.predictedTokensPerS = q->value(9).toDouble();
        p.predictedStepS = q->value(10).toDouble();
        p.predictedPeakGiB = q->value(11).toDouble();
        p.predictedMfu = q->value(12).toDouble();
        p.framework = q->value(13).toString();
        p.rawText = q->value(14).toString();
        out << p;
    }
    return out;
}

Status Store::removeCalibration(qint64 id)
{
    return transaction([&]() -> Status {
        Expected<QSqlQuery> found = exec(QStringLiteral("SELECT created_by FROM calibration_points WHERE id = ?"), { id });
        if (!found)
            return found.errors();
        if (!found->next())
            return Error { QStringLiteral("id"), QCoreApplication::translate("cp::Store", "no calibration point has id %1; 'calibrate list' shows them").arg(id), ErrorKind::NotFound };
        const QString owner = found->value(0).toString();
        found->finish();
        if (!mayChange(owner))
            //: %1 the point's id, %2 the user who stored it, %3 the team library
            return Error { QStringLiteral("id"), QCoreApplication::translate("cp::Store", "calibration point %1 was stored by %2: on the team library %3 an editor "
                                                                                          "removes only its own points. Ask %2 or an admin.")
                                                     .arg(id)
                                                     .arg(owner, QDir::toNativeSeparators(m_path)),
                ErrorKind::BadInput };
        const Expected<QSqlQuery> r = exec(QStringLiteral("DELETE FROM calibration_points WHERE id = ?"), { id });
        return r ? Status(Ok {}) : Status(r.errors());
    });
}

} // namespace cp
