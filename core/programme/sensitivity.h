#pragma once
// What would change a pool's supply decision (issue 44, "what would change the decision"): the
// extra GPU-hours a month of steady work above which the least-cost supply owns more GPUs, found
// by re-solving the pool (solvePool) with the demand raised.

#include "core/programme/supply.h"

namespace cp::programme {

struct OwnThreshold {
    bool found = false; ///< false: up to `maxExtra` GPU-hours a month the owned fleet does not grow
    double extraGpuHoursPerMonth = 0; ///< the least extra demand found to grow it (within the tolerance)
    int ownedGpusBefore = 0; ///< peak owned GPUs of the decision as it is
    int ownedGpusAfter = 0; ///< peak owned GPUs with the extra demand
};

/// `p` with `extra` GPU-hours added to every month; the concurrent GPUs rise to at least
/// ceil(hours / 730) so the month's hours fit (730 hours in a month).
PoolProblem withExtraDemand(const PoolProblem &p, double extra);

/// Peak owned GPUs over the months of the least-cost decision of `p`.
int peakOwnedGpus(const PoolProblem &p);

/// The least extra steady demand (GPU-hours a month, to within `tolerance`) at which the pool's
/// least-cost decision owns more GPUs than it does now, by bisection over [0, maxExtra] with a
/// re-solve at each step (the cheapest supply is not monotone in demand in general; the answer
/// is a point where owning more first pays on this search).
OwnThreshold ownMoreThreshold(const PoolProblem &p, double maxExtra, double tolerance = 1.0);

} // namespace cp::programme
