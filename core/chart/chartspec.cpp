#include "core/report/chartspec.h"

namespace cp::report {

bool ChartSpec::isEmpty() const
{
    for (const ChartSeries &s : series) {
        if (!s.points.isEmpty() || !s.values.isEmpty())
            return false;
    }
    return true;
}

} // namespace cp::report
