#include "app/cli/calibrationuse.h"

#include "core/bridge/pilotcorrection.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace cp::cli {

void addCalibrationLibraryOption(QCommandLineParser &parser)
{
    parser.addOption({ QStringLiteral("db"),
        QCoreApplication::translate("cp::cli", "Apply the pilot-run calibrations of this library (a file or postgresql://...) to the "
                                               "plan's accelerator and report them under 'calibration'."),
        QStringLiteral("file|URI") });
}

int readCalibrationPoints(const QCommandLineParser &parser, const QString &command, Context &ctx,
    std::optional<QList<calibrate::PilotPoint>> &points)
{
    if (!parser.isSet(QStringLiteral("db")))
        return -1;
    StoreOptions options;
    options.readOnly = true;
    options.seedSamples = false;
    auto store = Store::open(parser.value(QStringLiteral("db")), options);
    if (!store)
        return storeError(ctx, command, store.errors());
    auto read = (*store)->calibrations();
    if (!read)
        return storeError(ctx, command, read.errors());
    points = *read;
    return -1;
}

namespace {

void insertOptional(QJsonObject &o, const QString &key, const std::optional<double> &v)
{
    if (v)
        o.insert(key, *v);
}

} // namespace

QJsonObject pointJson(const calibrate::PilotPoint &p)
{
    QJsonObject measured;
    insertOptional(measured, QStringLiteral("tokens_per_s_per_gpu"), p.measuredTokensPerS);
    insertOptional(measured, QStringLiteral("step_s"), p.measuredStepS);
    insertOptional(measured, QStringLiteral("peak_gib"), p.measuredPeakGiB);
    insertOptional(measured, QStringLiteral("mfu"), p.measuredMfu);
    QJsonObject ratio;
    insertOptional(ratio, QStringLiteral("throughput"), calibrate::throughputRatio(p));
    insertOptional(ratio, QStringLiteral("memory"), calibrate::memoryRatio(p));
    return QJsonObject {
        { QStringLiteral("id"), p.id },
        { QStringLiteral("created_at"), p.createdAt.toUTC().toString(Qt::ISODate) },
        { QStringLiteral("created_by"), p.createdBy },
        { QStringLiteral("accelerator"), p.accelerator },
        { QStringLiteral("configuration"), QJsonDocument::fromJson(p.configuration.toUtf8()).object() },
        { QStringLiteral("measured"), measured },
        { QStringLiteral("predicted"),
            QJsonObject { { QStringLiteral("tokens_per_s_per_gpu"), p.predictedTokensPerS }, { QStringLiteral("step_s"), p.predictedStepS },
                { QStringLiteral("peak_gib"), p.predictedPeakGiB }, { QStringLiteral("mfu"), p.predictedMfu } } },
        { QStringLiteral("ratio"), ratio },
        { QStringLiteral("framework"), p.framework },
        { QStringLiteral("raw_text_chars"), p.rawText.size() },
    };
}

QJsonObject correctionJson(const calibrate::Correction &c)
{
    return QJsonObject {
        { QStringLiteral("accelerator"), c.accelerator },
        { QStringLiteral("points"), c.points },
        { QStringLiteral("throughput_factor"), c.throughputFactor },
        { QStringLiteral("memory_factor"), c.memoryFactor },
        { QStringLiteral("throughput_points"), c.throughputPoints },
        { QStringLiteral("memory_points"), c.memoryPoints },
        { QStringLiteral("log_spread"), c.logSpread },
        { QStringLiteral("spread_assumed"), c.spreadAssumed },
    };
}

QJsonObject calibrationJson(const QList<calibrate::PilotPoint> &points, const QString &accelerator)
{
    QJsonArray list;
    for (const calibrate::PilotPoint &p : points) {
        if (p.accelerator == accelerator)
            list.append(pointJson(p));
    }
    return QJsonObject { { QStringLiteral("points"), list },
        { QStringLiteral("correction"), correctionJson(calibrate::correctionFor(points, accelerator)) } };
}

QString calibrationLine(const QList<calibrate::PilotPoint> &points, const QString &accelerator)
{
    const calibrate::Correction c = calibrate::correctionFor(points, accelerator);
    if (c.points == 0)
        return QCoreApplication::translate("cp::cli", "calibration: no pilot-run point on %1 in the library").arg(accelerator);
    //: %1 number of points, %2 accelerator, %3 and %4 factors (measured / predicted)
    return QCoreApplication::translate("cp::cli", "calibration: %1 pilot-run point(s) on %2: throughput x%3, peak memory x%4 (measured / predicted)")
        .arg(c.points)
        .arg(accelerator, QString::number(c.throughputFactor, 'f', 3), QString::number(c.memoryFactor, 'f', 3));
}

void applyCalibration(const QList<calibrate::PilotPoint> &points, estimate::EstimateInput &in) { bridge::applyPilotCorrection(in, points); }

} // namespace cp::cli
