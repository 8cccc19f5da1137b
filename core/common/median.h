#pragma once
// The median of a sample, as the back-tests' statistics and the pilot-log reader take it.

#include <QList>

#include <algorithm>

namespace cp {

/// The middle value of `v`, the mean of the two middle values for an even count; 0 when empty.
inline double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

} // namespace cp
