#include "core/accuracy/errorbands.h"

#include <algorithm>
#include <cmath>

namespace cp::estimate {

namespace {

/// Linear interpolation between order statistics (Hyndman and Fan type 7) of sorted `v`.
double quantileSorted(const std::vector<double> &v, double p)
{
    if (v.empty())
        return 0;
    const double at = p * double(v.size() - 1);
    const auto lo = static_cast<size_t>(std::floor(at));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (at - double(lo)) * (v[hi] - v[lo]);
}

bool bandedFamily(const QString &family)
{
    return family == QLatin1String("throughput") || family == QLatin1String("gpu-hours");
}

} // namespace

QString acceleratorGeneration(const Accelerator &a)
{
    if (a.vendor.compare(QLatin1String("Huawei"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("ascend");
    if (a.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) != 0)
        return QStringLiteral("other");
    for (const char *n : { "B200", "B100", "GB200", "B300" }) {
        if (a.name.contains(QLatin1String(n)))
            return QStringLiteral("blackwell");
    }
    for (const char *n : { "H100", "H800", "H20", "H200" }) {
        if (a.name.contains(QLatin1String(n)))
            return QStringLiteral("hopper");
    }
    for (const char *n : { "A100", "A800", "A30", "A10" }) {
        if (a.name.contains(QLatin1String(n)))
            return QStringLiteral("ampere");
    }
    return QStringLiteral("other");
}

QString errorClassKey(const QString &generation, bool fp8, bool moe)
{
    QString k = generation;
    if (fp8)
        k += QStringLiteral("-fp8");
    if (moe)
        k += QStringLiteral("-moe");
    return k;
}

ResidualBand residualBand(const QList<BandResidual> &pool, const QString &family, const QString &classKey,
    const QString &leaveOutSource)
{
    ResidualBand b;
    std::vector<double> own, all;
    for (const BandResidual &r : pool) {
        if (r.family != family || (!leaveOutSource.isEmpty() && r.source == leaveOutSource))
            continue;
        all.push_back(r.residual);
        if (r.classKey == classKey)
            own.push_back(r.residual);
    }
    b.ownRows = int(own.size());
    std::vector<double> &used = b.ownRows >= kMinClassRows ? own : all;
    if (used.empty())
        return b;
    std::sort(used.begin(), used.end());
    b.usedRows = int(used.size());
    b.widening = kCoverageWidening * std::sqrt(1.0 + kWidening / double(std::max(b.ownRows, 1)));
    b.p50 = quantileSorted(used, 0.5);
    b.p10 = b.p50 + b.widening * (quantileSorted(used, 0.1) - b.p50);
    b.p90 = b.p50 + b.widening * (quantileSorted(used, 0.9) - b.p50);
    b.valid = true;
    return b;
}

void addCrossValidatedBands(QList<AccuracyRow> &rows, const QHash<QString, QString> &classKeyById)
{
    QList<BandResidual> pool;
    for (const AccuracyRow &r : rows) {
        if (!r.excluded.isEmpty() || !bandedFamily(r.family) || r.published <= 0 || !classKeyById.contains(r.id))
            continue;
        // The first-contact error is the one out-of-sample error that no choice of the model's
        // form has seen; the cross-validated one otherwise.
        const double predicted = r.firstContactErrorPct ? r.published * (1.0 + *r.firstContactErrorPct / 100.0) : r.cvPredicted;
        if (predicted > 0)
            pool << BandResidual { r.source, r.family, classKeyById.value(r.id), std::log(predicted / r.published) };
    }
    for (AccuracyRow &r : rows) {
        if (!r.excluded.isEmpty() || !bandedFamily(r.family) || r.cvPredicted <= 0 || !classKeyById.contains(r.id))
            continue;
        const ResidualBand b = residualBand(pool, r.family, classKeyById.value(r.id), r.source);
        if (!b.valid)
            continue;
        r.cvP10 = r.cvPredicted * std::exp(-b.p90);
        r.cvP90 = r.cvPredicted * std::exp(-b.p10);
    }
}

} // namespace cp::estimate
