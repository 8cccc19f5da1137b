#pragma once
// The estimator's error as a distribution: the residuals log(cv_predicted / published) of the
// leave-one-source-out cross-validation (core/accuracy/crossval.h for step time and GPU-hours,
// core/accuracy/memorybacktest.h for memory), shipped as data in
// resources/data/estimator-residuals.csv (regenerate: CP_UPDATE_RESIDUALS=1
// build/tests/core/uncertainty/tst_uncertainty_errormodel), grouped by metric family and error class.
//
// Rule for classes with little data (stated in Ranges::drivers too) is core/accuracy/errorbands.h's,
// the rule whose cross-validated coverage `computeplanner-cli accuracy` reports: a class with fewer
// than kMinClassRows rows of its own borrows the family's pooled residuals; every class's
// deviations from its median are widened by kCoverageWidening x sqrt(1 + kWidening / n), n = the
// class's own rows (at least 1).

#include "core/accuracy/errorbands.h"
#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"

#include <QHash>
#include <QList>
#include <QString>

#include <random>

namespace cp::uncertainty {

/// Classes with fewer rows than this borrow the family's pooled residuals (errorbands.h).
inline constexpr int kMinClassRows = estimate::kMinClassRows;
/// k of the widening sqrt(1 + k / n) (assumption; errorbands.h).
inline constexpr double kWidening = estimate::kWidening;
/// The calibrated factor on every class's deviations (errorbands.h).
inline constexpr double kCoverageWidening = estimate::kCoverageWidening;

/// The error class of a plan or of a calibration row.
struct ErrorClass {
    QString generation; ///< ampere, hopper, blackwell, ascend or other
    bool fp8 = false;
    bool moe = false;
    QString accelerator; ///< the catalog id (pilot calibrations are per accelerator)
    /// "hopper-fp8-moe", "ampere" ...: generation and the flags that are set.
    QString key() const;
    bool operator==(const ErrorClass &o) const { return key() == o.key(); }
};

/// The generation of an accelerator: Huawei -> ascend; NVIDIA B200/B100/GB200 -> blackwell;
/// H100/H800/H20/H200 -> hopper; A100/A800/A30/A10 -> ampere; everything else (Ada, AMD,
/// Cambricon, Hygon) -> other.
QString generationOf(const Accelerator &a);

/// One cross-validated row of resources/data/estimator-residuals.csv.
struct ResidualRow {
    QString id;
    QString source;
    QString family; ///< throughput, gpu-hours or memory
    QString metric;
    QString accelerator;
    QString generation;
    bool fp8 = false;
    bool moe = false;
    double published = 0;
    double cvPredicted = 0;
    double residual() const; ///< log(cv_predicted / published)
};

/// The shipped file (":/cp/data/estimator-residuals.csv").
QString builtInResidualsPath();
Expected<QList<ResidualRow>> readResiduals(const QString &path = builtInResidualsPath());
/// The rows as the CSV file holds them (header, one line per row, '\n' line ends).
QString residualsCsv(const QList<ResidualRow> &rows);
/// Runs the cross-validations (about a second: never per call) and joins their rows with the
/// calibration runs' and memory measurements' inputs by id: what the shipped file must hold.
Expected<QList<ResidualRow>> computeResiduals(const Catalog &catalog = Catalog::builtIn());

class ErrorModel {
public:
    ErrorModel() = default;
    explicit ErrorModel(const QList<ResidualRow> &rows);

    /// The model on the shipped residuals (read once).
    static const ErrorModel &shipped();

    /// The class of a plan: its accelerator's generation, FP8 precision, MoE (experts > 1).
    static ErrorClass classify(const Accelerator &, const estimate::EstimateInput &);
    /// classify() with the accelerator looked up in the catalog (generation "other" when unknown).
    static ErrorClass classify(const estimate::EstimateInput &, const Catalog &catalog = Catalog::builtIn());

    /// After a pilot calibration on that accelerator, throughput errors of plans on it are drawn
    /// from a normal distribution centred on 0 whose P10-P90 width (in log space) is logSpread,
    /// as calibrate::Correction::logSpread gives it (sigma = logSpread / (2 x 1.2816)).
    ErrorModel withPilot(const QString &acceleratorId, double logSpread) const;

    /// The P10-P90 width in log space of the errors drawn for family and class (the residuals'
    /// width times the widening; the pilot's normal width after withPilot).
    double spread(const QString &family, const ErrorClass &c) const;
    /// Rows the class has of its own in the family.
    int rowsOf(const QString &family, const ErrorClass &c) const;
    bool pooled(const QString &family, const ErrorClass &c) const { return rowsOf(family, c) < kMinClassRows; }

    /// One draw of log(predicted / true) for the family and class: a smoothed bootstrap of the
    /// chosen residuals (Silverman's bandwidth 0.9 min(sd, IQR/1.34) n^-1/5), widened about
    /// their median. 0 when the family has no rows.
    double draw(const QString &family, const ErrorClass &c, std::mt19937_64 &rng) const;

    /// A sampler bound to one family and class (no lookups per draw).
    struct Sampler {
        std::vector<double> residuals;
        double median = 0;
        double widening = 1;
        double bandwidth = 0;
        double pilotSigma = -1; ///< >= 0: normal(0, pilotSigma) instead of the residuals
        /// > 0: a stack class's band (stackBand) instead of the residuals: a two-piece normal
        /// centred on 0 with these sigmas below and above (log(predicted / true)).
        double stackSigmaLow = 0;
        double stackSigmaHigh = 0;
        double draw(std::mt19937_64 &rng) const;
    };
    Sampler sampler(const QString &family, const ErrorClass &c) const;

    /// The throughput error of an estimate whose stack class is known (Estimate::efficiencyBand):
    /// the point already carries the band's median factor, so log(predicted / true) is drawn from a
    /// two-piece normal with median 0 whose P10 and P90 are log(p50 / p90) and log(p50 / p10), the
    /// class's band (core/estimate/stackbands.h).
    static Sampler stackSampler(const estimate::StackBand &band);
    /// A translated line for Ranges::drivers: the stack class's band, its rows, source and date.
    static QString describeStack(const estimate::StackBand &band);
    /// A translated line for Ranges::drivers when the stack is unknown: the band admits every
    /// class; --stack narrows it and a pilot run removes it.
    static QString describeUnknownStack();

    /// A translated line for Ranges::drivers: family, class, rows, pooled or not, widening, width.
    QString describe(const QString &family, const ErrorClass &c) const;

    bool isEmpty() const { return m_rows.isEmpty(); }

private:
    QList<ResidualRow> m_rows;
    QHash<QString, double> m_pilot; ///< accelerator id -> log sigma
};

/// ErrorModel::classify as a free function (the name the helpers' contract uses).
inline ErrorClass classify(const Accelerator &a, const estimate::EstimateInput &in) { return ErrorModel::classify(a, in); }

/// A uniform deviate in (0, 1) from 53 random bits.
double uniform01(std::mt19937_64 &rng);
/// A standard normal deviate (Box-Muller, one of the pair; deterministic on every platform with
/// IEEE doubles and a correctly rounded libm).
double standardNormal(std::mt19937_64 &rng);

} // namespace cp::uncertainty
