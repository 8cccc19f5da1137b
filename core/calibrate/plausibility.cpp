#include "core/calibrate/plausibility.h"
#include "core/calibrate/calibratetext.h"

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/estimate/hardwaredata.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::calibrate {

namespace {

using detail::tr;

using detail::usable;

/// A value as the user typed or the log printed it: plain below a million, otherwise with an
/// exponent, so 1e-300 is not shown as 0.
QString shown(double v) { return std::fabs(v) >= 1e6 || std::fabs(v) < 1e-3 ? QString::number(v, 'g', 3) : QString::number(v, 'f', 3); }

QString percent(double fraction)
{
    return fraction >= 1e4 || fraction < 1e-3 ? QString::number(fraction * 100, 'g', 3) : QString::number(fraction * 100, 'f', 1);
}

/// The MFU one throughput measure implies, checked against [kMinMfu, ceiling].
void checkMfu(Errors &errors, const QString &key, const QString &what, double implied, const PhysicalBounds &b)
{
    if (!std::isfinite(implied))
        return;
    const double ceiling = b.achievableMfu * (1 + kMfuMargin);
    if (b.achievableMfu > 0 && implied > ceiling)
        errors << Error { key,
            //: %1 the measured value with its unit, %2 the MFU it implies in per cent, %3 the largest allowed, %4 the
            //: card's achievable matmul rate in per cent, %5 the margin in per cent
            tr("calibration point: %1 implies MFU %2%; no run on this card exceeds %3% (its achievable matmul rate %4% + %5%)")
                .arg(what, percent(implied), percent(ceiling), percent(b.achievableMfu), percent(kMfuMargin)) };
    else if (implied < kMinMfu)
        errors << Error { key,
            //: %1 the measured value with its unit, %2 the MFU it implies in per cent, %3 the smallest allowed in per cent
            tr("calibration point: %1 implies MFU %2%, below %3%: the card would be idle; the value is misread or from another configuration")
                .arg(what, percent(implied), percent(kMinMfu)) };
}

} // namespace

PhysicalBounds cardBounds(const QString &accelerator)
{
    const Accelerator *acc = Catalog::builtIn().accelerator(accelerator);
    if (!acc)
        return {};
    const estimate::VendorFamily family = estimate::vendorFamily(*acc);
    const double ratio = estimate::Calibration {}.fp8GemmRatio;
    PhysicalBounds b;
    b.achievableMfu = std::max(estimate::achievableGemmEfficiency(acc->id, family, false, ratio),
        estimate::achievableGemmEfficiency(acc->id, family, true, ratio));
    b.memoryGiB = std::max(acc->memoryGB, acc->usableMemoryMiB.value_or(0) / 1024.0);
    return b;
}

Errors checkPlausible(const PilotPoint &p, const PhysicalBounds &b)
{
    Errors errors;
    const double mfu = p.predictedMfu;
    if (p.measuredTokensPerS && usable(*p.measuredTokensPerS) && usable(p.predictedTokensPerS) && usable(mfu))
        checkMfu(errors, QStringLiteral("measured_tokens_per_s"), tr("%1 tokens/s per GPU").arg(shown(*p.measuredTokensPerS)),
            mfu * *p.measuredTokensPerS / p.predictedTokensPerS, b);
    if (p.measuredStepS && usable(*p.measuredStepS) && usable(p.predictedStepS) && usable(mfu))
        checkMfu(errors, QStringLiteral("measured_step_s"), tr("a step time of %1 s").arg(shown(*p.measuredStepS)),
            mfu * p.predictedStepS / *p.measuredStepS, b);
    if (p.measuredMfu && usable(*p.measuredMfu))
        checkMfu(errors, QStringLiteral("measured_mfu"), tr("a measured MFU of %1").arg(shown(*p.measuredMfu)), *p.measuredMfu, b);
    if (p.measuredPeakGiB && b.memoryGiB > 0 && *p.measuredPeakGiB > b.memoryGiB * (1 + kMemoryMargin))
        errors << Error { QStringLiteral("measured_peak_gib"),
            //: %1 the measured peak memory, %2 the largest allowed, %3 the card's memory, %4 the margin in per cent
            tr("calibration point: a peak of %1 GiB per GPU does not fit this card: at most %2 GiB (its %3 GiB + %4%)")
                .arg(shown(*p.measuredPeakGiB), shown(b.memoryGiB * (1 + kMemoryMargin)), shown(b.memoryGiB), percent(kMemoryMargin)) };
    // tokens/s x step time = tokens per step and GPU, which the configuration fixes (its
    // prediction's tokens/s x step time).
    if (p.measuredTokensPerS && p.measuredStepS && usable(*p.measuredTokensPerS) && usable(*p.measuredStepS)
        && usable(p.predictedTokensPerS) && usable(p.predictedStepS)) {
        const double measured = *p.measuredTokensPerS * *p.measuredStepS;
        const double expected = p.predictedTokensPerS * p.predictedStepS;
        const double ratio = measured / expected;
        if (ratio > 1 + kConsistencyTolerance || ratio < 1 / (1 + kConsistencyTolerance))
            errors << Error { QStringLiteral("measured_step_s"),
                //: %1 tokens/s, %2 seconds, %3 and %4 tokens per step and GPU, %5 the tolerance in per cent
                tr("calibration point: %1 tokens/s per GPU x %2 s per step = %3 tokens per step and GPU, but the configuration runs %4 "
                   "(global batch x sequence length / GPUs); they must agree within %5%")
                    .arg(shown(*p.measuredTokensPerS), shown(*p.measuredStepS), shown(measured), shown(expected), percent(kConsistencyTolerance)) };
    }
    return errors;
}

} // namespace cp::calibrate
