#include "core/uncertainty/ranges.h"

#include "core/estimate/formulas.h"
#include "core/uncertainty/estimatesampler.h"
#include "core/uncertainty/quantile.h"
#include "core/uncertainty/sampling.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::uncertainty {

namespace {

quint64 splitMix64(quint64 &state)
{
    quint64 z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

bool wasCancelled(const Errors &errors)
{
    return !errors.isEmpty() && errors.constFirst().kind == kCancelledKind && errors.constFirst().path == kCancelledPath;
}

Error cancelledError()
{
    return Error { kCancelledPath, QCoreApplication::translate("cp::Uncertainty", "cancelled: the inputs changed before the ranges were computed"), kCancelledKind };
}

const Quantiles *Ranges::kpi(const QString &name) const
{
    for (const auto &entry : kpis) {
        if (entry.first == name)
            return &entry.second;
    }
    return nullptr;
}

const OptionRange *Ranges::option(const QString &id) const
{
    for (const OptionRange &o : options) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

Quantiles quantiles(std::vector<double> &v)
{
    if (v.empty())
        return {};
    const auto at = [&v](double p) { return quantileInPlace(v, p); };
    Quantiles q;
    q.p10 = at(0.1);
    q.p50 = at(0.5);
    q.p90 = at(0.9);
    // Rounding can put neighbouring interpolations a unit in the last place apart.
    q.p50 = std::max(q.p50, q.p10);
    q.p90 = std::max(q.p90, q.p50);
    return q;
}

Errors validate(const RangeSettings &s)
{
    Errors e;
    if (s.samples < kMinSamples || s.samples > kMaxSamples)
        e << Error { QStringLiteral("samples"), QCoreApplication::translate("cp::Uncertainty", "must be a whole number from 1 to 1,000,000 (got %1)").arg(s.samples) };
    if (s.seed < quint64(kMinSeed) || s.seed > quint64(kMaxSeed))
        e << Error { QStringLiteral("seed"), QCoreApplication::translate("cp::Uncertainty", "must be a whole number from 1 to 1,000,000 (got %1)").arg(s.seed) };
    return e;
}

std::mt19937_64 streamRng(quint64 seed, quint64 stream)
{
    quint64 state = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    std::seed_seq seq { quint32(splitMix64(state)), quint32(splitMix64(state)), quint32(splitMix64(state)), quint32(splitMix64(state)) };
    return std::mt19937_64(seq);
}

double tierSigma(const PriceEntry &entry)
{
    const double low = entry.low && entry.low->value ? *entry.low->value : 0;
    const double high = entry.high && entry.high->value ? *entry.high->value : 0;
    if (low <= 0 || high <= low)
        return 0;
    return std::log(high / low) / (2 * kZ90);
}

TierSpread tierSpread(const PriceEntry &entry, bool fallback)
{
    TierSpread t;
    const double v = entry.value.value_or(0);
    if (!(v > 0))
        return t;
    const double fallbackLow = fallback ? 1 - kUntieredSpread : 1;
    const double fallbackHigh = fallback ? 1 + kUntieredSpread : 1;
    const double low = entry.low && entry.low->value ? *entry.low->value / v : fallbackLow;
    const double high = entry.high && entry.high->value ? *entry.high->value / v : fallbackHigh;
    // Ratios (discounts) may list their "low" tier above the "high" one: the spread is the range.
    t.low = std::min({ low, high, 1.0 });
    t.high = std::max({ low, high, 1.0 });
    if (t.low <= 0)
        t.low = 1;
    return t;
}

double tierQuantile(double u, const TierSpread &t)
{
    u = std::clamp(u, 0.0, 1.0);
    if (u < 0.5)
        return t.low + (1 - t.low) * std::sqrt(2 * u);
    return t.high - (t.high - 1) * std::sqrt(2 * (1 - u));
}

namespace {

double normalCdf(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

} // namespace

void tierPath(std::mt19937_64 &rng, const TierSpread &spread, double rho, int months, std::vector<double> &factors)
{
    factors.resize(size_t(std::max(0, months)));
    if (months <= 0)
        return;
    const double innovation = std::sqrt(std::max(0.0, 1.0 - rho * rho));
    double z = standardNormal(rng);
    factors[0] = tierQuantile(normalCdf(z), spread);
    for (int m = 1; m < months; ++m) {
        z = rho * z + innovation * standardNormal(rng);
        factors[size_t(m)] = tierQuantile(normalCdf(z), spread);
    }
}

double tierFactor(std::mt19937_64 &rng, const TierSpread &spread) { return tierQuantile(normalCdf(standardNormal(rng)), spread); }

void pricePath(std::mt19937_64 &rng, double sigma, double rho, int months, std::vector<double> &factors)
{
    factors.resize(size_t(std::max(0, months)));
    if (months <= 0)
        return;
    const double innovation = std::sqrt(std::max(0.0, 1.0 - rho * rho)) * sigma;
    double x = sigma * standardNormal(rng);
    factors[0] = std::exp(x);
    for (int m = 1; m < months; ++m) {
        x = rho * x + innovation * standardNormal(rng);
        factors[size_t(m)] = std::exp(x);
    }
}

double lognormalFactor(std::mt19937_64 &rng, double sigma) { return std::exp(sigma * standardNormal(rng)); }

bool Progress::step(int done, int total) const
{
    if (done % kCancelCheckEvery != 0)
        return true;
    if (control.cancel && control.cancel->load(std::memory_order_relaxed))
        return false;
    if (control.progress && total > 0)
        control.progress(from + (to - from) * double(done) / double(total));
    return true;
}

// --- estimate --------------------------------------------------------------------------------

EstimateSamples sampleEstimate(const estimate::EstimateInput &in, const estimate::Estimate &point, const RangeSettings &s,
    const ErrorModel &model, const Progress &progress, const Catalog &catalog)
{
    EstimateSamples out;
    const ErrorClass c = ErrorModel::classify(in, catalog);
    // A known stack class (the point carries its median factor) draws from the class's band; an
    // unknown one from the shipped band, which admits every class (issue 47 item 6).
    const ErrorModel::Sampler throughput = point.efficiencyBand ? ErrorModel::stackSampler(*point.efficiencyBand)
                                                                : model.sampler(QStringLiteral("throughput"), c);
    const ErrorModel::Sampler memory = model.sampler(QStringLiteral("memory"), c);
    out.drivers << (point.efficiencyBand ? ErrorModel::describeStack(*point.efficiencyBand) : model.describe(QStringLiteral("throughput"), c))
                << model.describe(QStringLiteral("memory"), c);
    if (in.training.stack == estimate::Stack::Unknown && throughput.pilotSigma < 0)
        out.drivers << ErrorModel::describeUnknownStack();
    std::mt19937_64 rng = streamRng(s.seed, 1);
    const int n = s.samples;
    out.stepFactor.resize(size_t(n));
    out.memoryFactor.resize(size_t(n));
    out.goodput.resize(size_t(n));
    const bool run = point.run.has_value();
    if (run) {
        out.drivers << QCoreApplication::translate("cp::Uncertainty", "failures: per-GPU MTBF %1 GPU-hours (the input's; Llama 3 paper section 3.3.4) times a lognormal factor, P10-P90 x0.5-x2 (assumption)")
                           .arg(in.reliability.gpuMtbfHours, 0, 'f', 0)
                    << QCoreApplication::translate("cp::Uncertainty", "restart time: %1 minutes (the input's) times a lognormal factor, P10-P90 x0.5-x2 (assumption)")
                           .arg(in.reliability.restartMinutes, 0, 'f', 0);
    }
    const int gpus = point.layout.gpus();
    for (int i = 0; i < n; ++i) {
        if (!progress.step(i, n)) {
            out.cancelled = true;
            return out;
        }
        // residual = log(predicted / published) of a throughput metric: the true step time is
        // the predicted one times exp(residual), the true peak memory the predicted / exp(residual).
        // The step cannot beat the peak (HFU <= 1) nor the card's achievable matmul rate (MFU <=
        // achievableMfu, the best isolated-GEMM efficiency of gemm-efficiency.csv): both bound
        // the factor from below.
        const double ceiling = point.achievableMfu > 0 ? point.mfu / point.achievableMfu : 0.0;
        out.stepFactor[size_t(i)] = std::max({ std::exp(throughput.draw(rng)), point.hfu, ceiling });
        out.memoryFactor[size_t(i)] = std::exp(-memory.draw(rng));
        if (run) {
            const double mtbf = in.reliability.gpuMtbfHours * lognormalFactor(rng, kFailureSigma);
            const double restart = in.reliability.restartMinutes * lognormalFactor(rng, kRestartSigma);
            out.goodput[size_t(i)] = estimate::formulas::goodput(gpus, mtbf, in.reliability.checkpointMinutes, restart).fraction;
        } else {
            out.goodput[size_t(i)] = 1;
        }
    }
    return out;
}

namespace {

void addKpi(Ranges &r, const char *name, std::vector<double> values)
{
    r.kpis.append({ QString::fromLatin1(name), quantiles(values) });
}

} // namespace

void addEstimateKpis(Ranges &r, const estimate::Estimate &point, const EstimateSamples &d)
{
    const size_t n = d.stepFactor.size();
    std::vector<double> v(n);
    const auto kpi = [&](const char *name, auto f) {
        for (size_t i = 0; i < n; ++i)
            v[i] = f(i);
        addKpi(r, name, v);
    };
    kpi("iteration_time_s", [&](size_t i) { return point.iterationTimeS * d.stepFactor[i]; });
    kpi("tokens_per_s_per_gpu", [&](size_t i) { return point.tokensPerSecondPerGpu / d.stepFactor[i]; });
    kpi("model_tflops_per_gpu", [&](size_t i) { return point.modelTflopsPerGpu / d.stepFactor[i]; });
    kpi("hardware_tflops_per_gpu", [&](size_t i) { return point.hardwareTflopsPerGpu / d.stepFactor[i]; });
    kpi("mfu", [&](size_t i) { return point.mfu / d.stepFactor[i]; });
    kpi("hfu", [&](size_t i) { return point.hfu / d.stepFactor[i]; });
    kpi("memory_gib.total", [&](size_t i) { return point.memory.totalGiB * d.memoryFactor[i]; });
    if (point.run) {
        const estimate::RunTotals &t = *point.run;
        kpi("train_days", [&](size_t i) { return t.trainDays * t.goodput * d.stepFactor[i] / d.goodput[i]; });
        kpi("gpu_hours", [&](size_t i) { return t.gpuHoursIdeal * d.stepFactor[i] / d.goodput[i]; });
        kpi("gpu_hours_ideal", [&](size_t i) { return t.gpuHoursIdeal * d.stepFactor[i]; });
        kpi("goodput", [&](size_t i) { return d.goodput[i]; });
    }
}

Expected<Ranges> estimateRanges(const estimate::EstimateInput &in, const estimate::Estimate &point, const RangeSettings &s,
    const ErrorModel &model, const RunControl &control)
{
    if (Errors e = validate(s); !e.isEmpty())
        return e;
    const EstimateSamples d = sampleEstimate(in, point, s, model, Progress { control, 0, 1 }, Catalog::builtIn());
    if (d.cancelled)
        return cancelledError();
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    r.drivers = d.drivers;
    addEstimateKpis(r, point, d);
    if (control.progress)
        control.progress(1.0);
    return r;
}

// --- plan and serve: the estimate's error and one price ------------------------------------------

namespace {

/// A price level factor for the key (between its tiers) and the fx rate when it is priced in USD.
struct PriceDriver {
    TierSpread spread;
    double fxSigma = 0;
    QString line;
    double draw(std::mt19937_64 &rng) const
    {
        double f = spread.varies() ? tierFactor(rng, spread) : 1.0;
        if (fxSigma > 0)
            f *= lognormalFactor(rng, fxSigma);
        return f;
    }
};

double fxSigmaOf(const Catalog &catalog)
{
    const PriceEntry *fx = catalog.price(QStringLiteral("fx.usd_cny"));
    const double s = fx ? tierSigma(*fx) : 0;
    return s > 0 ? s : kFxSigmaFallback;
}

PriceDriver priceDriver(const QString &key, const Catalog &catalog, const QHash<QString, double> &overrides)
{
    PriceDriver d;
    const PriceEntry *e = catalog.price(key);
    if (!e || overrides.contains(key)) {
        d.line = QCoreApplication::translate("cp::Uncertainty", "price %1: held at its figure (entered by the user or not in the price book)").arg(key);
        return d;
    }
    d.spread = tierSpread(*e, true);
    if (e->currency == QLatin1String("USD"))
        d.fxSigma = fxSigmaOf(catalog);
    //: %1 price-book key, %2 and %3 its low and high tier as factors of the figure used
    d.line = d.spread.varies() ? QCoreApplication::translate("cp::Uncertainty", "price %1: between the price book's low and high tiers (x%2 to x%3 of the figure; "
                                                                                "a side without a tier +/-%4%, assumption), mode and median at the figure%5")
                                     .arg(key)
                                     .arg(d.spread.low, 0, 'f', 2)
                                     .arg(d.spread.high, 0, 'f', 2)
                                     .arg(kUntieredSpread * 100, 0, 'f', 0)
                                     .arg(d.fxSigma > 0 ? QCoreApplication::translate("cp::Uncertainty", ", times the USD/CNY rate (sigma %1 in log)").arg(d.fxSigma, 0, 'f', 3) : QString())
                               : QCoreApplication::translate("cp::Uncertainty", "price %1: held (the price book gives no figure)").arg(key);
    return d;
}

} // namespace

Expected<Ranges> planRanges(const planner::PlanRequest &req, const planner::PlanResult &point, const RangeSettings &s,
    const ErrorModel &model, const RunControl &control, const Catalog &catalog)
{
    if (Errors e = validate(s); !e.isEmpty())
        return e;
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    if (!point.recommended)
        return r;
    const planner::Candidate &c = point.recommended->plan;
    estimate::EstimateInput in;
    in.model = req.model;
    in.training = req.training;
    in.hardware.accelerator = c.accelerator;
    in.hardware.gpus = c.gpus;
    const EstimateSamples d = sampleEstimate(in, c.estimate, s, model, Progress { control, 0, 0.8 }, catalog);
    if (d.cancelled)
        return cancelledError();
    r.drivers = d.drivers;
    QString priceKey = c.price.keys.value(0);
    for (const QString &k : c.price.keys) {
        if (k.startsWith(QLatin1String("cloud.")) || k.startsWith(QLatin1String("lease.")) || k.startsWith(QLatin1String("server."))) {
            priceKey = k;
            break;
        }
    }
    const PriceDriver price = priceDriver(priceKey, catalog, req.priceOverrides);
    r.drivers << price.line;
    std::mt19937_64 rng = streamRng(s.seed, 3);
    const size_t n = size_t(s.samples);
    std::vector<double> pf(n);
    for (size_t i = 0; i < n; ++i)
        pf[i] = price.draw(rng);
    const double g0 = c.estimate.run ? c.estimate.run->goodput : 1.0;
    std::vector<double> v(n);
    const auto kpi = [&](const char *name, auto f) {
        for (size_t i = 0; i < n; ++i)
            v[i] = f(i);
        r.kpis.append({ QString::fromLatin1(name), quantiles(v) });
    };
    kpi("days", [&](size_t i) { return c.days * d.stepFactor[i] * g0 / d.goodput[i]; });
    kpi("gpu_hours", [&](size_t i) { return c.gpuHours * d.stepFactor[i] * g0 / d.goodput[i]; });
    // Billed as the point is (whole hours or months, minimum term, whole servers) at the sampled price.
    kpi("cost_cny", [&](size_t i) {
        planner::HourlyPrice p = c.price;
        p.cnyPerGpuHour *= pf[i];
        return planner::runCost(p, c.gpus, c.days * 24.0 * d.stepFactor[i] * g0 / d.goodput[i]);
    });
    kpi("cny_per_gpu_hour", [&](size_t i) { return c.price.cnyPerGpuHour * pf[i]; });
    kpi("mfu", [&](size_t i) { return c.estimate.mfu / d.stepFactor[i]; });
    kpi("memory_per_gpu_gib", [&](size_t i) { return c.estimate.memory.totalGiB * d.memoryFactor[i]; });
    if (control.progress)
        control.progress(1.0);
    return r;
}

Expected<Ranges> serveRanges(const estimate::InferenceInput &in, const estimate::InferenceEstimate &e,
    const std::optional<planner::ServingCost> &cost, const RangeSettings &s, const ErrorModel &model, const RunControl &control,
    const Catalog &catalog)
{
    if (Errors err = validate(s); !err.isEmpty())
        return err;
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    // No serving rows in the calibration set: the throughput family's class of the card (dense
    // BF16 training rows), widened as the error model says.
    estimate::EstimateInput proxy;
    proxy.hardware.accelerator = in.accelerator;
    proxy.model = in.model;
    const ErrorClass c = ErrorModel::classify(proxy, catalog);
    const ErrorModel::Sampler throughput = model.sampler(QStringLiteral("throughput"), c);
    r.drivers << model.describe(QStringLiteral("throughput"), c)
              << QCoreApplication::translate("cp::Uncertainty", "serving: no inference rows in the calibration set yet, so the training step-time error is applied to "
                                                                "prefill and decode times (assumption)");
    PriceDriver price;
    if (cost) {
        price = priceDriver(cost->priceKey, catalog, {});
        r.drivers << price.line;
    }
    std::mt19937_64 rng = streamRng(s.seed, 4);
    const size_t n = size_t(s.samples);
    std::vector<double> f(n), pf(n, 1.0), replicas(n);
    const double c0 = std::max(1, e.concurrency);
    for (size_t i = 0; i < n; ++i) {
        if (!Progress { control, 0, 1 }.step(int(i), int(n)))
            return cancelledError();
        f[i] = std::exp(throughput.draw(rng));
        if (cost)
            pf[i] = price.draw(rng);
        replicas[i] = std::max(1.0, std::ceil(e.concurrencyNeeded * f[i] / c0 - 1e-9));
    }
    std::vector<double> v(n);
    const auto kpi = [&](const char *name, auto fn) {
        for (size_t i = 0; i < n; ++i)
            v[i] = fn(i);
        r.kpis.append({ QString::fromLatin1(name), quantiles(v) });
    };
    kpi("replicas", [&](size_t i) { return replicas[i]; });
    kpi("cards", [&](size_t i) { return replicas[i] * e.tp; });
    kpi("replica.ttft_ms", [&](size_t i) { return e.ttftS * 1000 * f[i]; });
    kpi("replica.tpot_ms", [&](size_t i) { return e.tpotS * 1000 * f[i]; });
    kpi("replica.tokens_per_s", [&](size_t i) { return e.decodeTokensPerS / f[i]; });
    kpi("request_latency_s", [&](size_t i) { return e.requestLatencyS * f[i]; });
    kpi("concurrency_needed", [&](size_t i) { return e.concurrencyNeeded * f[i]; });
    if (cost && e.cards > 0)
        kpi("cny_per_million_output_tokens", [&](size_t i) { return cost->cnyPerMillionOutputTokens * replicas[i] * e.tp / e.cards * pf[i]; });
    if (control.progress)
        control.progress(1.0);
    return r;
}

} // namespace cp::uncertainty
