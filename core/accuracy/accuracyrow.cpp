#include "core/accuracy/accuracyrow.h"

#include "core/common/median.h"

#include <algorithm>
#include <cmath>

namespace cp::estimate {

namespace {

double worstOf(const QList<double> &v) { return v.isEmpty() ? 0.0 : *std::max_element(v.begin(), v.end()); }

} // namespace

AccuracyGroup accuracyGroup(const QString &name, const QList<AccuracyRow> &rows)
{
    AccuracyGroup g;
    g.name = name;
    g.n = int(rows.size());
    QList<double> in, cv;
    for (const AccuracyRow &r : rows) {
        in << std::abs(r.errorPct);
        cv << std::abs(r.cvErrorPct);
    }
    g.medianErrorPct = median(in);
    g.worstErrorPct = worstOf(in);
    g.cvMedianErrorPct = median(cv);
    g.cvWorstErrorPct = worstOf(cv);
    return g;
}

} // namespace cp::estimate
