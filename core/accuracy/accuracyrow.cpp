#include "core/accuracy/accuracyrow.h"

#include "core/common/median.h"

#include <algorithm>
#include <cmath>

namespace cp::estimate {

namespace {

double worstOf(const QList<double> &v) { return v.isEmpty() ? 0.0 : *std::max_element(v.begin(), v.end()); }

/// The first-contact median and the P10-P90 coverage of the rows that carry them.
void addFirstContactAndCoverage(AccuracyGroup &g, const QList<AccuracyRow> &rows)
{
    QList<double> first;
    int banded = 0, inside = 0;
    for (const AccuracyRow &r : rows) {
        if (r.firstContactErrorPct)
            first << std::abs(*r.firstContactErrorPct);
        if (r.cvP10 && r.cvP90) {
            ++banded;
            inside += (r.published >= *r.cvP10 && r.published <= *r.cvP90) ? 1 : 0;
        }
    }
    g.firstContactN = int(first.size());
    g.firstContactMedianErrorPct = median(first);
    g.coverageN = banded;
    g.coverageP10P90Pct = banded > 0 ? 100.0 * inside / banded : 0.0;
}

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
    addFirstContactAndCoverage(g, rows);
    return g;
}

} // namespace cp::estimate
