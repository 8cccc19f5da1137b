#include "core/calibrate/pilot.h"
#include "core/calibrate/calibratetext.h"

#include <algorithm>
#include <cmath>

namespace cp::calibrate {

namespace {

using detail::usable;

} // namespace

std::optional<double> throughputRatio(const PilotPoint &p)
{
    if (p.measuredTokensPerS && usable(*p.measuredTokensPerS) && usable(p.predictedTokensPerS))
        return *p.measuredTokensPerS / p.predictedTokensPerS;
    // tokens/s = tokens per step / (step time x GPUs): with the configuration's tokens per step
    // the ratio of throughputs is the inverse ratio of step times.
    if (p.measuredStepS && usable(*p.measuredStepS) && usable(p.predictedStepS))
        return p.predictedStepS / *p.measuredStepS;
    // MFU = tokens/s x model FLOPs per token / peak (PaLM, appendix B): same model and card.
    if (p.measuredMfu && usable(*p.measuredMfu) && usable(p.predictedMfu))
        return *p.measuredMfu / p.predictedMfu;
    return std::nullopt;
}

std::optional<double> memoryRatio(const PilotPoint &p)
{
    if (p.measuredPeakGiB && usable(*p.measuredPeakGiB) && usable(p.predictedPeakGiB))
        return *p.measuredPeakGiB / p.predictedPeakGiB;
    return std::nullopt;
}

std::optional<double> measuredTokensPerSecond(const PilotPoint &p)
{
    const auto ratio = throughputRatio(p);
    if (!ratio)
        return std::nullopt;
    return *ratio * p.predictedTokensPerS;
}

Correction correctionFor(const QList<PilotPoint> &points, const QString &accelerator)
{
    Correction c;
    c.accelerator = accelerator;
    QList<double> logThroughput;
    QList<double> logMemory;
    for (const PilotPoint &p : points) {
        if (p.accelerator != accelerator)
            continue;
        ++c.points;
        if (const auto r = throughputRatio(p))
            logThroughput << std::log(*r);
        if (const auto r = memoryRatio(p))
            logMemory << std::log(*r);
    }
    const auto mean = [](const QList<double> &v) {
        double sum = 0;
        for (double x : v)
            sum += x;
        return sum / double(v.size());
    };
    c.throughputPoints = int(logThroughput.size());
    c.memoryPoints = int(logMemory.size());
    if (!logMemory.isEmpty())
        c.memoryFactor = std::exp(mean(logMemory));
    if (logThroughput.isEmpty())
        return c;
    const double m = mean(logThroughput);
    c.throughputFactor = std::exp(m);
    double sd = kMeasurementNoise;
    c.spreadAssumed = true;
    if (logThroughput.size() > 1) {
        double ss = 0;
        for (double x : logThroughput)
            ss += (x - m) * (x - m);
        // Sample standard deviation of the points around their geometric mean.
        const double scatter = std::sqrt(ss / double(logThroughput.size() - 1));
        if (scatter > sd) {
            sd = scatter;
            c.spreadAssumed = false;
        }
    }
    c.logSpread = 2.0 * kZ90 * sd;
    return c;
}

} // namespace cp::calibrate
