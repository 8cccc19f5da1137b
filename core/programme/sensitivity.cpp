#include "core/programme/sensitivity.h"

#include "core/common/numeric.h"

#include <algorithm>
#include <cmath>

namespace cp::programme {

PoolProblem withExtraDemand(const PoolProblem &p, double extra)
{
    PoolProblem q = p;
    for (int t = 1; t <= q.months; ++t) {
        q.gpuHours[idx(t)] += extra;
        const int needed = static_cast<int>(std::ceil(q.gpuHours[idx(t)] / 730.0 - 1e-9));
        q.concurrent[idx(t)] = std::max(q.concurrent[idx(t)], needed);
    }
    return q;
}

int peakOwnedGpus(const PoolProblem &p)
{
    const PoolSolution s = solvePool(p);
    int peak = 0;
    for (int t = 1; t <= p.months; ++t)
        peak = std::max(peak, unitGpus(p, s.counts, t, ContractKind::Owned));
    return peak;
}

OwnThreshold ownMoreThreshold(const PoolProblem &p, double maxExtra, double tolerance)
{
    OwnThreshold r;
    r.ownedGpusBefore = peakOwnedGpus(p);
    const int atMax = peakOwnedGpus(withExtraDemand(p, maxExtra));
    if (atMax <= r.ownedGpusBefore) {
        r.ownedGpusAfter = atMax;
        return r;
    }
    double lo = 0;
    double hi = maxExtra;
    int hiOwned = atMax;
    while (hi - lo > tolerance) {
        const double mid = (lo + hi) / 2;
        const int owned = peakOwnedGpus(withExtraDemand(p, mid));
        if (owned > r.ownedGpusBefore) {
            hi = mid;
            hiOwned = owned;
        } else {
            lo = mid;
        }
    }
    r.found = true;
    r.extraGpuHoursPerMonth = hi;
    r.ownedGpusAfter = hiOwned;
    return r;
}

} // namespace cp::programme
