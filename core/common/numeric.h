#pragma once
// Conversions of computed doubles to counts. A double outside int's range (a price-book value of
// 1e12 months, 1e15 parameters' worth of hours) or NaN converted with int(x) is undefined
// behaviour (UBSan: "outside the range of representable values"); these saturate instead.

#include <cmath>
#include <cstddef>
#include <limits>

namespace cp {

/// `x` rounded toward zero, clamped to [lo, hi]; NaN gives lo.
constexpr int saturatingInt(double x, int lo = std::numeric_limits<int>::min(), int hi = std::numeric_limits<int>::max())
{
    if (!(x > double(lo))) // also NaN
        return lo;
    if (x >= double(hi))
        return hi;
    return int(x);
}

/// A std::vector index from an int already known to be in range (a month, a pool, a node).
constexpr std::size_t idx(int i) { return static_cast<std::size_t>(i); }

} // namespace cp
