#include "core/uncertainty/errormodel.h"

#include "core/accuracy/crossval.h"
#include "core/accuracy/memorybacktest.h"
#include "core/common/csv.h"
#include "core/uncertainty/quantile.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cp::uncertainty {

namespace {

const QStringList kColumns { QStringLiteral("id"), QStringLiteral("source"), QStringLiteral("family"), QStringLiteral("metric"),
    QStringLiteral("accelerator"), QStringLiteral("generation"), QStringLiteral("fp8"), QStringLiteral("moe"),
    QStringLiteral("published"), QStringLiteral("cv_predicted") };

QString yesNo(bool v) { return v ? QStringLiteral("yes") : QStringLiteral("no"); }

double quantileOf(std::vector<double> v, double p) { return quantileInPlace(v, p); }

ResidualRow rowOf(const QString &id, const QString &source, const QString &family, const QString &metric, double published,
    double cvPredicted, const estimate::EstimateInput &in, const Catalog &catalog)
{
    const ErrorClass c = ErrorModel::classify(in, catalog);
    return ResidualRow { id, source, family, metric, in.hardware.accelerator, c.generation, c.fp8, c.moe, published, cvPredicted };
}

} // namespace

QString ErrorClass::key() const { return estimate::errorClassKey(generation, fp8, moe); }

QString generationOf(const Accelerator &a) { return estimate::acceleratorGeneration(a); }

double ResidualRow::residual() const { return std::log(cvPredicted / published); }

QString builtInResidualsPath() { return QStringLiteral(":/cp/data/estimator-residuals.csv"); }

Expected<QList<ResidualRow>> readResiduals(const QString &path)
{
    const auto table = CsvTable::read(path);
    if (!table)
        return table.errors();
    const CsvTable &t = *table;
    Errors errors;
    for (const QString &c : kColumns) {
        if (!t.hasColumn(c))
            errors << Error { t.origin(), QCoreApplication::translate("cp::Uncertainty", "column '%1' is missing").arg(c) };
    }
    if (!errors.isEmpty())
        return errors;
    QList<ResidualRow> rows;
    for (qsizetype i = 0; i < t.rowCount(); ++i) {
        ResidualRow r;
        r.id = t.field(i, QStringLiteral("id"));
        r.source = t.field(i, QStringLiteral("source"));
        r.family = t.field(i, QStringLiteral("family"));
        r.metric = t.field(i, QStringLiteral("metric"));
        r.accelerator = t.field(i, QStringLiteral("accelerator"));
        r.generation = t.field(i, QStringLiteral("generation"));
        r.fp8 = t.field(i, QStringLiteral("fp8")) == QLatin1String("yes");
        r.moe = t.field(i, QStringLiteral("moe")) == QLatin1String("yes");
        bool ok1 = false, ok2 = false;
        r.published = t.field(i, QStringLiteral("published")).toDouble(&ok1);
        r.cvPredicted = t.field(i, QStringLiteral("cv_predicted")).toDouble(&ok2);
        if (!ok1 || !ok2 || r.published <= 0 || r.cvPredicted <= 0)
            errors << Error { QStringLiteral("%1:%2").arg(t.origin()).arg(t.lineOf(i)),
                QCoreApplication::translate("cp::Uncertainty", "published and cv_predicted must be positive numbers") };
        else
            rows << r;
    }
    if (!errors.isEmpty())
        return errors;
    return rows;
}

QString residualsCsv(const QList<ResidualRow> &rows)
{
    QString out = csvRecord(kColumns) + QLatin1Char('\n');
    for (const ResidualRow &r : rows)
        out += csvRecord({ r.id, r.source, r.family, r.metric, r.accelerator, r.generation, yesNo(r.fp8), yesNo(r.moe),
                   QString::number(r.published, 'g', 10), QString::number(r.cvPredicted, 'g', 10) })
            + QLatin1Char('\n');
    return out;
}

Expected<QList<ResidualRow>> computeResiduals(const Catalog &catalog)
{
    const auto runs = estimate::readCalibrationRuns();
    if (!runs)
        return runs.errors();
    const auto measurements = estimate::readMemoryMeasurements();
    if (!measurements)
        return measurements.errors();
    const auto ran = estimate::readRanConfigurations();
    if (!ran)
        return ran.errors();
    const auto memory = estimate::memoryBacktest(*measurements, *ran, catalog);
    if (!memory)
        return memory.errors();
    const estimate::CrossValidation cv = estimate::stepTimeCrossValidation(*runs, {}, catalog);
    QHash<QString, const estimate::CalibrationRun *> runById;
    for (const auto &r : *runs)
        runById.insert(r.id, &r);
    QHash<QString, const estimate::MemoryMeasurement *> measurementById;
    for (const auto &m : *measurements)
        measurementById.insert(m.id, &m);
    QList<ResidualRow> rows;
    for (const estimate::AccuracyRow &a : cv.rows) {
        // A row scored on first contact (before any refit or model change saw its source) keeps
        // that prediction: the one error no choice of the model's form has seen.
        const double predicted = a.firstContactErrorPct ? a.published * (1.0 + *a.firstContactErrorPct / 100.0) : a.cvPredicted;
        if (const auto *run = runById.value(a.id); run && predicted > 0 && a.excluded.isEmpty())
            rows << rowOf(a.id, a.source, a.family, a.metric, a.published, predicted, run->input, catalog);
    }
    for (const estimate::AccuracyRow &a : memory->rows) {
        if (const auto *m = measurementById.value(a.id); m && a.cvPredicted > 0)
            rows << rowOf(a.id, a.source, a.family, a.metric, a.published, a.cvPredicted, m->input, catalog);
    }
    return rows;
}

ErrorModel::ErrorModel(const QList<ResidualRow> &rows)
    : m_rows(rows)
{
}

const ErrorModel &ErrorModel::shipped()
{
    static const ErrorModel model = [] {
        const auto rows = readResiduals();
        return rows ? ErrorModel(*rows) : ErrorModel();
    }();
    return model;
}

ErrorClass ErrorModel::classify(const Accelerator &a, const estimate::EstimateInput &in)
{
    return ErrorClass { generationOf(a), in.training.precision == estimate::Precision::Fp8, in.model.experts > 1, a.id };
}

ErrorClass ErrorModel::classify(const estimate::EstimateInput &in, const Catalog &catalog)
{
    if (const Accelerator *a = catalog.accelerator(in.hardware.accelerator))
        return classify(*a, in);
    return ErrorClass { QStringLiteral("other"), in.training.precision == estimate::Precision::Fp8, in.model.experts > 1,
        in.hardware.accelerator };
}

ErrorModel ErrorModel::withPilot(const QString &acceleratorId, double logSpread) const
{
    ErrorModel m = *this;
    m.m_pilot.insert(acceleratorId, std::max(0.0, logSpread) / (2 * kZ90)); // stored as sigma
    return m;
}

int ErrorModel::rowsOf(const QString &family, const ErrorClass &c) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [&](const ResidualRow &r) {
        return r.family == family && r.generation == c.generation && r.fp8 == c.fp8 && r.moe == c.moe;
    }));
}

ErrorModel::Sampler ErrorModel::sampler(const QString &family, const ErrorClass &c) const
{
    Sampler s;
    if (family == QLatin1String("throughput") && m_pilot.contains(c.accelerator)) {
        s.pilotSigma = m_pilot.value(c.accelerator);
        return s;
    }
    const int own = rowsOf(family, c);
    const bool pool = own < kMinClassRows;
    for (const ResidualRow &r : m_rows) {
        if (r.family == family && (pool || (r.generation == c.generation && r.fp8 == c.fp8 && r.moe == c.moe)))
            s.residuals.push_back(r.residual());
    }
    if (s.residuals.empty())
        return s;
    std::sort(s.residuals.begin(), s.residuals.end());
    s.median = quantileOf(s.residuals, 0.5);
    s.widening = kCoverageWidening * std::sqrt(1.0 + kWidening / double(std::max(own, 1)));
    const double n = double(s.residuals.size());
    double mean = 0;
    for (double r : s.residuals)
        mean += r / n;
    double var = 0;
    for (double r : s.residuals)
        var += (r - mean) * (r - mean) / std::max(1.0, n - 1);
    const double iqr = quantileOf(s.residuals, 0.75) - quantileOf(s.residuals, 0.25);
    const double scale = iqr > 0 ? std::min(std::sqrt(var), iqr / 1.34) : std::sqrt(var);
    s.bandwidth = 0.9 * scale * std::pow(n, -0.2); // Silverman (1986), rule of thumb (3.31)
    return s;
}

ErrorModel::Sampler ErrorModel::stackSampler(const estimate::StackBand &band)
{
    Sampler s;
    s.stackSigmaLow = std::max(1e-9, std::log(band.p90 / band.p50) / kZ90);
    s.stackSigmaHigh = std::max(1e-9, std::log(band.p50 / band.p10) / kZ90);
    return s;
}

QString ErrorModel::describeStack(const estimate::StackBand &band)
{
    //: %1 stack class (tuned, generic, vendor_port), %2 median factor, %3 and %4 P10 and P90 factors, %5 rows, %6 sources, %7 date
    return QCoreApplication::translate("cp::Uncertainty", "estimator error (throughput, training stack %1): the class's band of measured / estimated "
                                                          "throughput, P10-P90 x%3 to x%4 around its median x%2 (already in the estimate), from %5 "
                                                          "out-of-sample published runs (%6; measured %7; core/estimate/stackbands.h)")
        .arg(estimate::toString(band.stack))
        .arg(band.p50, 0, 'f', 3)
        .arg(band.p10, 0, 'f', 3)
        .arg(band.p90, 0, 'f', 3)
        .arg(band.rows)
        .arg(QString::fromLatin1(band.source), QString::fromLatin1(band.asOf));
}

QString ErrorModel::describeUnknownStack()
{
    return QCoreApplication::translate("cp::Uncertainty", "training stack unknown: the throughput band admits tuned, generic and vendor-port stacks "
                                                          "(published runs of each differ by up to 2x on the same hardware); --stack narrows it, and a "
                                                          "pilot run on your own stack (calibrate add, then --db) removes it");
}

double ErrorModel::Sampler::draw(std::mt19937_64 &rng) const
{
    if (pilotSigma >= 0)
        return pilotSigma * standardNormal(rng);
    if (stackSigmaLow > 0 && stackSigmaHigh > 0) {
        const double z = standardNormal(rng);
        return z < 0 ? z * stackSigmaLow : z * stackSigmaHigh;
    }
    if (residuals.empty())
        return 0;
    const auto i = static_cast<size_t>(uniform01(rng) * double(residuals.size()));
    const double r = residuals[std::min(i, residuals.size() - 1)] + bandwidth * standardNormal(rng);
    return median + widening * (r - median);
}

double ErrorModel::draw(const QString &family, const ErrorClass &c, std::mt19937_64 &rng) const
{
    return sampler(family, c).draw(rng);
}

double ErrorModel::spread(const QString &family, const ErrorClass &c) const
{
    const Sampler s = sampler(family, c);
    if (s.pilotSigma >= 0)
        return 2 * kZ90 * s.pilotSigma;
    return s.widening * (quantileOf(s.residuals, 0.9) - quantileOf(s.residuals, 0.1));
}

QString ErrorModel::describe(const QString &family, const ErrorClass &c) const
{
    const Sampler s = sampler(family, c);
    if (s.pilotSigma >= 0)
        //: %1 metric family, %2 accelerator id, %3 the P10-P90 width in per cent
        return QCoreApplication::translate("cp::Uncertainty", "estimator error (%1): your pilot calibration on %2, centred on 0, P10-P90 width %3% (log)")
            .arg(family, c.accelerator)
            .arg(100 * spread(family, c), 0, 'f', 1);
    const int own = rowsOf(family, c);
    if (own < kMinClassRows)
        //: %1 family, %2 class such as hopper-fp8, %3 rows of the class, %4 rows pooled, %5 widening factor, %6 width in per cent
        return QCoreApplication::translate("cp::Uncertainty", "estimator error (%1, class %2): only %3 cross-validated rows of its own, so the family's %4 pooled "
                                                              "leave-one-source-out residuals are used, widened by %8 x sqrt(1 + %7/n) = %5 (%8: calibrated so that about 80% of "
                                                              "the rows of an unseen source fall inside; sqrt: assumption); P10-P90 width %6% (log)")
            .arg(family, c.key())
            .arg(own)
            .arg(s.residuals.size())
            .arg(s.widening, 0, 'f', 2)
            .arg(100 * spread(family, c), 0, 'f', 1)
            .arg(kWidening, 0, 'f', 0)
            .arg(kCoverageWidening, 0, 'f', 2);
    //: %1 family, %2 class, %3 rows, %4 widening factor, %5 width in per cent
    return QCoreApplication::translate("cp::Uncertainty", "estimator error (%1, class %2): %3 leave-one-source-out residuals (resources/data/estimator-residuals.csv), "
                                                          "bias included, widened by %7 x sqrt(1 + %6/n) = %4 (%7: calibrated so that about 80% of the rows of an unseen "
                                                          "source fall inside; sqrt: assumption); P10-P90 width %5% (log)")
        .arg(family, c.key())
        .arg(own)
        .arg(s.widening, 0, 'f', 2)
        .arg(100 * spread(family, c), 0, 'f', 1)
        .arg(kWidening, 0, 'f', 0)
        .arg(kCoverageWidening, 0, 'f', 2);
}

double uniform01(std::mt19937_64 &rng) { return (double(rng() >> 11) + 0.5) * (1.0 / 9007199254740992.0); }

double standardNormal(std::mt19937_64 &rng)
{
    const double u1 = uniform01(rng);
    const double u2 = uniform01(rng);
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

} // namespace cp::uncertainty
