#include "core/tco/residual.h"

#include <cmath>

namespace cp::tco {

namespace {
// spotwire.ai vintage curve at 0..4 years (see residual.h).
constexpr double kCurve[] = { 1.00, 0.78, 0.60, 0.46, 0.35 };
constexpr int kCurveYears = 4;
} // namespace

double vintageCurve(int months)
{
    if (months <= 0)
        return 1.0;
    const double years = months / kMonthsPerYear;
    if (years >= kCurveYears)
        return kCurve[kCurveYears] * std::pow(kCurve[kCurveYears] / kCurve[kCurveYears - 1], years - kCurveYears);
    const int y = int(std::floor(years));
    const double t = years - y;
    return kCurve[y] + (kCurve[y + 1] - kCurve[y]) * t;
}

double resaleFraction(int months, double usefulLifeYears, double liquidationFactor)
{
    if (months > std::lround(usefulLifeYears * kMonthsPerYear))
        return 0.0;
    return vintageCurve(months) * liquidationFactor;
}

} // namespace cp::tco
