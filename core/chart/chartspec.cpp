#include "core/chart/chartspec.h"

namespace cp::chart {

bool ChartSpec::isEmpty() const
{
    for (const ChartSeries &s : series) {
        if (!s.points.isEmpty() || !s.values.isEmpty())
            return false;
    }
    return true;
}

} // namespace cp::chart
