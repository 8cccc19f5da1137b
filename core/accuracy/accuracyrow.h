#pragma once
// One row of the estimator's accuracy tables and the statistics of a group of rows, shared by the
// step-time cross-validation (crossval.h) and the memory back-test (memorybacktest.h).

#include <QList>
#include <QString>

#include <optional>

namespace cp::estimate {

/// The weight of a fit's weak prior towards the middle of its grid, in percentage points for a
/// constant at an end of its range (crossval.h FitProcedure::priorWeightPct, memorybacktest.cpp).
/// Assumption: 0.5 percentage point, a quarter of a point for a knob at an end of its grid, under
/// the 0.3-1 point the shipped fit's steps are worth.
inline constexpr double kPriorWeightPct = 0.5;

struct AccuracyRow {
    QString id;
    QString source;
    QString family; ///< "memory"
    QString metric;
    double published = 0;
    double predicted = 0; ///< with the fit on every source
    double errorPct = 0; ///< (predicted - published) / published * 100
    double cvPredicted = 0; ///< with the fit on every other source
    double cvErrorPct = 0;
    /// Why the row is kept out of the fit and the statistics (the `excluded` column of
    /// calibration-runs.csv: its figure measures more than the row describes); empty when used.
    QString excluded;
    /// The row's error when its source was first scored, as a pure prediction before any refit or
    /// model change used it (the "first contact" column of calibration-sources.md); empty when the
    /// source predates that record.
    std::optional<double> firstContactErrorPct;
    /// The cross-validated P10-P90 band of the prediction, in the metric's unit; empty when the
    /// family has no range model yet. Coverage counts rows whose published value lies inside it.
    std::optional<double> cvP10;
    std::optional<double> cvP90;
};

/// Absolute-error statistics of a group of rows (a family or a source).
struct AccuracyGroup {
    QString name;
    int n = 0;
    double medianErrorPct = 0;
    double worstErrorPct = 0;
    double cvMedianErrorPct = 0;
    double cvWorstErrorPct = 0;
    int firstContactN = 0; ///< rows with a first-contact error
    double firstContactMedianErrorPct = 0; ///< median absolute first-contact error (firstContactN > 0)
    int coverageN = 0; ///< rows with a cross-validated P10-P90 band
    double coverageP10P90Pct = 0; ///< share of those rows whose published value lies in the band
};

/// (predicted - published) / published in per cent.
inline double errorPct(double predicted, double published) { return (predicted - published) / published * 100.0; }

/// The median and worst absolute error of `rows`, in-sample and cross-validated.
AccuracyGroup accuracyGroup(const QString &name, const QList<AccuracyRow> &rows);

} // namespace cp::estimate
