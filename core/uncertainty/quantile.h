#pragma once
// The one quantile of core/uncertainty: linear interpolation between order statistics (type 7 of
// Hyndman and Fan 1996, numpy's default), used for the residuals' spread and the ranges' P10/P50/P90.

#include <algorithm>
#include <cstddef>
#include <vector>

namespace cp::uncertainty {

/// z of the 90th percentile of the standard normal (P10-P90 of a normal = 2 x 1.2816 sigma).
inline constexpr double kZ90 = 1.2815515655446004;

/// The p-quantile (0 <= p <= 1) of v; reorders v (nth_element, no full sort); 0 when v is empty.
inline double quantileInPlace(std::vector<double> &v, double p)
{
    if (v.empty())
        return 0;
    const double x = p * double(v.size() - 1);
    const auto i = static_cast<std::size_t>(x);
    const double f = x - double(i);
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(i), v.end());
    const double lo = v[i];
    if (f == 0 || i + 1 >= v.size())
        return lo;
    const double hi = *std::min_element(v.begin() + std::ptrdiff_t(i) + 1, v.end());
    return lo + (hi - lo) * f;
}

} // namespace cp::uncertainty
