#include "core/accuracy/memorybacktest.h"

#include "core/accuracy/csvcolumns.h"
#include "core/common/csv.h"
#include "core/common/median.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace cp::estimate {

// The fit on every source (tst_memorybacktest checks that these equal memoryBacktest()'s fit).
const double kFittedContextGiB = 0.9;
const double kFittedFragmentation = 0.12;
const double kFittedLogitsBytesPerElement = 16;
// The cross-validated residuals' band (tst_memorybacktest checks these equal memoryBacktest()'s).
const double kMemoryResidualP10 = -0.317;
const double kMemoryResidualP50 = -0.088;
const double kMemoryResidualP90 = 0.005;

namespace {

/// Bounds of the CUDA context (calibration.h contextGiB): a few hundred MiB with lazy loading, up
/// to about 1 GiB with every kernel loaded. Without a bound the context is unidentified when every
/// row left in a fold was measured inside the allocator, which excludes it.
constexpr double kMinContextGiB = 0.3;

/// A row evaluated once with context 0, fragmentation 0 and one byte per logit element: the
/// prediction for any constants is then arithmetic (MemoryBreakdown's phase parts).
struct Parts {
    double states = 0; ///< GiB, or GB (1e9 B) for model_states_gb
    double forwardBuffers = 0;
    double logitsPerByte = 0;
    double stepBuffers = 0;
    Measures measures = Measures::Device;
    double fixedLogits = 0; ///< logits GiB of a fused or 16-bit loss (counted, not scaled by the fitted bytes)
    double fixedDevice = 0; ///< NCCL buffers and library workspaces (device view only; not fitted)
    double capacity = 0; ///< for a configuration that ran: the usable GiB it fitted in
};

/// The row's prediction in what it measured: allocated (no slack, nothing outside the
/// allocator), reserved (plus the allocator's slack) or device (plus the context, NCCL buffers
/// and workspaces).
double predict(const Parts &p, const MemoryFit &f)
{
    if (p.measures == Measures::ModelStates)
        return p.states;
    const double g = p.measures == Measures::Allocated ? 1.0 : 1.0 + f.fragmentation;
    const double outside = p.measures == Measures::Device ? f.contextGiB + p.fixedDevice : 0.0;
    const double forward = p.states + outside + g * (p.forwardBuffers + p.fixedLogits + p.logitsPerByte * f.logitsBytesPerElement);
    const double step = p.states + outside + g * p.stepBuffers;
    return std::max(forward, step);
}

/// What is certainly there whatever the constants: the states and, in the device view, the
/// memory outside the allocator at the context's lower bound.
double floorOf(const Parts &p)
{
    return p.states + (p.measures == Measures::Device ? kMinContextGiB + p.fixedDevice : 0.0);
}

Expected<QList<Parts>> partsOf(const QList<MemoryMeasurement> &rows, const Catalog &catalog)
{
    QList<Parts> parts;
    Errors errors;
    for (const MemoryMeasurement &m : rows) {
        EstimateInput in = m.input;
        in.calibration.contextGiB = 0;
        in.calibration.fragmentation = 0;
        in.calibration.logitsBytesPerElement = 1;
        const auto e = estimate(in, catalog);
        if (!e) {
            for (const Error &err : e.errors())
                errors << Error { m.id + QLatin1Char(' ') + err.path, err.message };
            continue;
        }
        Parts p;
        const MemoryBreakdown &b = e->memory;
        p.measures = m.measures;
        if (m.measures == Measures::ModelStates) {
            p.states = b.modelStatesGiB * units::kBytesPerGiB / 1e9;
        } else {
            p.fixedDevice = b.commBuffersGiB + b.workspaceGiB;
            p.states = b.modelStatesGiB;
            p.forwardBuffers = b.forwardBuffersGiB;
            if (in.training.loss != LossBuffers::Upcast)
                p.fixedLogits = b.forwardLogitsGiB;
            else
                p.logitsPerByte = b.forwardLogitsGiB;
            p.capacity = b.usableGiB;
            p.stepBuffers = b.stepBuffersGiB;
        }
        parts << p;
    }
    if (!errors.isEmpty())
        return errors;
    return parts;
}

// The grid (memorybacktest.h): context kMinContextGiB + c * 0.1 GiB (0.3-1.0), fragmentation fr * 0.02,
// logits lg * 2 bytes.
constexpr int kContextSteps = 7;
constexpr int kFragmentationSteps = 25;
constexpr int kLogitsSteps = 8;

/// How far a grid point is from the grid's middle, each constant in units of its range: the
/// fit adds FitProcedure's weak prior (crossval.h priorPenalty, kPriorWeightPct, 0.5 percentage point for a
/// constant at the end of its range) to the median error, so that a constant the rows left in a
/// fold cannot tell apart (e.g. the context when every row left was measured as reserved memory)
/// sits where nothing informs it, the middle, instead of the grid's first point.
double distanceFromMiddle(int c, int fr, int lg)
{
    const auto d = [](int i, int lo, int hi) { return std::abs(i - (lo + hi) / 2.0) / double(hi - lo); };
    return d(c, 0, kContextSteps) + d(fr, 0, kFragmentationSteps) + d(lg, 1, kLogitsSteps);
}

bool allFit(const QList<Parts> &ran, const MemoryFit &f)
{
    return std::all_of(ran.begin(), ran.end(), [&f](const Parts &p) { return predict(p, f) <= p.capacity; });
}

MemoryFit fitParts(const QList<Parts> &parts, const QList<double> &published, const QList<bool> &use, const QList<Parts> &ran)
{
    MemoryFit best;
    double bestMedian = -1, bestMean = 0;
    const double priorWeightPct = kPriorWeightPct;
    QList<double> errors;
    for (int c = 0; c <= kContextSteps; ++c) {
        for (int fr = 0; fr <= kFragmentationSteps; ++fr) {
            for (int lg = 1; lg <= kLogitsSteps; ++lg) {
                const MemoryFit f { kMinContextGiB + c * 0.1, fr * 0.02, lg * 2.0 };
                if (!allFit(ran, f))
                    continue;
                errors.clear();
                double sum = 0;
                for (qsizetype i = 0; i < parts.size(); ++i) {
                    if (!use[i])
                        continue;
                    const double e = std::abs(errorPct(predict(parts[i], f), published[i]));
                    errors << e;
                    sum += e;
                }
                const double med = median(errors) + priorWeightPct * distanceFromMiddle(c, fr, lg);
                const double mean = errors.isEmpty() ? 0 : sum / double(errors.size());
                if (bestMedian < 0 || med < bestMedian - 1e-9 || (std::abs(med - bestMedian) <= 1e-9 && mean < bestMean)) {
                    bestMedian = med;
                    bestMean = mean;
                    best = f;
                }
            }
        }
    }
    return best;
}

Expected<QList<Parts>> ranParts(const QList<EstimateInput> &ran, const Catalog &catalog)
{
    QList<MemoryMeasurement> rows;
    for (const EstimateInput &in : ran) {
        MemoryMeasurement m;
        m.id = QStringLiteral("ran");
        m.metric = QStringLiteral("peak_gib");
        m.measures = Measures::Device;
        m.input = in;
        rows << m;
    }
    return partsOf(rows, catalog);
}

/// The band of the peak rows' cross-validated residuals (report.band) and, for every peak row,
/// its cvP10/cvP90 from the cross-validated residuals of every other row: its own residual never
/// sets its band, and every residual comes from a fit that did not see its source. (A band from
/// the other sources only covers 39%: the Qwen README's 23 device-view rows, a cross-validated
/// -18% apart from the reserved-memory sources, are then judged by a band that has never seen a
/// device-view row.) The band never goes below what is certainly there (floorOf). Model-states
/// rows are arithmetic, with no band.
void addBands(AccuracyReport &report, const QList<Parts> &parts)
{
    QList<double> all;
    for (qsizetype i = 0; i < report.rows.size(); ++i) {
        if (parts[i].measures != Measures::ModelStates)
            all << std::log(report.rows[i].cvPredicted / report.rows[i].published);
    }
    report.band = memoryBand(all);
    for (qsizetype i = 0; i < report.rows.size(); ++i) {
        AccuracyRow &r = report.rows[i];
        if (parts[i].measures == Measures::ModelStates)
            continue;
        QList<double> others;
        for (qsizetype j = 0; j < report.rows.size(); ++j) {
            if (parts[j].measures != Measures::ModelStates && j != i)
                others << std::log(report.rows[j].cvPredicted / report.rows[j].published);
        }
        if (others.isEmpty())
            continue;
        const MemoryBand b = memoryBand(others);
        r.cvP10 = std::max(floorOf(parts[i]), r.cvPredicted * std::exp(-b.p90));
        r.cvP90 = std::max(floorOf(parts[i]), r.cvPredicted * std::exp(-b.p10));
    }
}

} // namespace

MemoryBand memoryBand(QList<double> v)
{
    MemoryBand b;
    b.n = int(v.size());
    if (v.isEmpty())
        return b;
    std::sort(v.begin(), v.end());
    const auto quantile = [&v](double q) {
        const double at = q * double(v.size() - 1);
        const auto lo = qsizetype(std::floor(at));
        const qsizetype hi = std::min(lo + 1, v.size() - 1);
        return v[lo] + (at - double(lo)) * (v[hi] - v[lo]);
    };
    b.p50 = quantile(0.5);
    const double widen = std::sqrt(1.0 + kMemoryBandWidening / double(v.size()));
    b.p10 = b.p50 + (quantile(0.1) - b.p50) * widen;
    b.p90 = b.p50 + (quantile(0.9) - b.p50) * widen;
    return b;
}

QStringList measuresNames()
{
    return { QStringLiteral("allocated"), QStringLiteral("reserved"), QStringLiteral("device"), QStringLiteral("model_states") };
}

std::optional<Measures> measuresFromString(const QString &s)
{
    const qsizetype i = measuresNames().indexOf(s);
    return i < 0 ? std::nullopt : std::optional(Measures(i));
}

bool consistent(Measures m, const QString &metric)
{
    if (metric == QLatin1String("peak_gib"))
        return m == Measures::Allocated || m == Measures::Device;
    if (metric == QLatin1String("peak_reserved_gib"))
        return m == Measures::Reserved;
    return metric == QLatin1String("model_states_gb") && m == Measures::ModelStates;
}

QString builtInMemoryMeasurementsPath() { return QStringLiteral(":/cp/data/memory-measurements.csv"); }

QString builtInRanConfigurationsPath() { return QStringLiteral(":/cp/data/llm-foundry-h100-bf16.csv"); }

Expected<QList<EstimateInput>> readRanConfigurations(const QString &path)
{
    const auto table = CsvTable::read(path);
    if (!table)
        return table.errors();
    const CsvTable &t = *table;
    QList<EstimateInput> rows;
    for (qsizetype i = 0; i < t.rowCount(); ++i) {
        EstimateInput in;
        // MPT (llm-foundry yamls): GELU MLP of 4 x d_model, tied embeddings, no dropout.
        in.model.layers = optionalInt(t, i, "layers").value_or(0);
        in.model.hidden = optionalInt(t, i, "hidden").value_or(0);
        in.model.heads = optionalInt(t, i, "heads").value_or(0);
        in.model.vocab = optionalInt(t, i, "vocab").value_or(0);
        in.model.tiedEmbeddings = true;
        in.training.seqLen = optionalInt(t, i, "seq_len").value_or(0);
        in.training.globalBatch = optionalInt(t, i, "global_batch").value_or(0);
        in.training.loss = LossBuffers::Fused; // llm-foundry's default loss_fn: fused_crossentropy
        in.hardware.accelerator = QStringLiteral("h100-sxm-80gb");
        in.hardware.gpus = optionalInt(t, i, "gpus").value_or(1);
        in.layout.tp = 1;
        in.layout.pp = 1;
        in.layout.dp = in.hardware.gpus;
        in.layout.zero = 3; // FSDP FULL_SHARD
        in.layout.physicalFit = true; // they ran
        in.layout.microBatch = optionalInt(t, i, "micro_batch").value_or(1);
        in.layout.recompute = recomputeFromString(t.field(i, QStringLiteral("activation_checkpointing"))).value_or(Recompute::None);
        rows << in;
    }
    return rows;
}

Expected<QList<MemoryMeasurement>> readMemoryMeasurements(const QString &path)
{
    const auto table = CsvTable::read(path);
    if (!table)
        return table.errors();
    const CsvTable &t = *table;
    QList<MemoryMeasurement> rows;
    Errors errors;
    for (qsizetype i = 0; i < t.rowCount(); ++i) {
        MemoryMeasurement r;
        const QString where = QStringLiteral("%1:%2").arg(t.origin()).arg(i + 2);
        r.id = t.field(i, QStringLiteral("id"));
        r.source = t.field(i, QStringLiteral("source"));
        r.metric = t.field(i, QStringLiteral("metric"));
        r.reference = t.field(i, QStringLiteral("reference"));
        bool ok = false;
        r.published = t.field(i, QStringLiteral("value")).toDouble(&ok);
        if (!ok || r.published <= 0)
            errors << Error { where, QCoreApplication::translate("cp::estimate", "value must be a positive number") };
        if (r.metric != QLatin1String("peak_gib") && r.metric != QLatin1String("peak_reserved_gib") && r.metric != QLatin1String("model_states_gb"))
            errors << Error { where, QCoreApplication::translate("cp::estimate", "metric must be peak_gib, peak_reserved_gib or model_states_gb") };
        if (const auto measures = measuresFromString(t.field(i, QStringLiteral("measures"))); measures && consistent(*measures, r.metric))
            r.measures = *measures;
        else
            errors << Error { where, QCoreApplication::translate("cp::estimate", "measures must be allocated or device for peak_gib, reserved for peak_reserved_gib, model_states for model_states_gb") };
        if (const QString first = t.field(i, QStringLiteral("first_contact_error_pct")); !first.isEmpty()) {
            bool firstOk = false;
            r.firstContactErrorPct = first.toDouble(&firstOk);
            if (!firstOk)
                errors << Error { where, QCoreApplication::translate("cp::estimate", "first_contact_error_pct must be a number or empty") };
        }
        if (r.source.isEmpty() || r.reference.isEmpty())
            errors << Error { where, QCoreApplication::translate("cp::estimate", "every row needs its source and reference") };
        ModelSpec &m = r.input.model;
        readModelColumns(t, i, m);
        TrainingSpec &tr = r.input.training;
        readRunColumns(t, i, tr);
        tr.loraTargets = loraTargetsFromString(t.field(i, QStringLiteral("lora_targets"))).value_or(LoraTargets::AllLinear);
        tr.optimizer = optimizerFromString(t.field(i, QStringLiteral("optimizer"))).value_or(Optimizer::AdamW);
        tr.masterWeights = t.field(i, QStringLiteral("master_weights")) != QLatin1String("none");
        tr.attention = attentionKernelFromString(t.field(i, QStringLiteral("attention"))).value_or(AttentionKernel::Flash);
        const QString loss = t.field(i, QStringLiteral("loss"));
        if (loss.isEmpty() || loss == QLatin1String("upcast"))
            tr.loss = LossBuffers::Upcast;
        else if (loss == QLatin1String("16bit"))
            tr.loss = LossBuffers::SixteenBit;
        else if (loss == QLatin1String("fused"))
            tr.loss = LossBuffers::Fused;
        else
            errors << Error { where, QCoreApplication::translate("cp::estimate", "loss must be upcast, 16bit or fused") };
        const QString base = t.field(i, QStringLiteral("quantisation"));
        if (base.isEmpty() || base == QLatin1String("nf4"))
            tr.quantisedBase = QuantisedBase::Nf4;
        else if (base == QLatin1String("gptq"))
            tr.quantisedBase = QuantisedBase::Gptq;
        else
            errors << Error { where, QCoreApplication::translate("cp::estimate", "quantisation must be nf4 or gptq") };
        HardwareSpec &hw = r.input.hardware;
        hw.accelerator = t.field(i, QStringLiteral("accelerator"));
        hw.gpus = optionalInt(t, i, "gpus").value_or(1);
        LayoutRequest &l = r.input.layout;
        l.allowUnevenStages = true;
        l.physicalFit = true;
        l.tp = optionalInt(t, i, "tp").value_or(1);
        l.pp = optionalInt(t, i, "pp").value_or(1);
        l.dp = optionalInt(t, i, "dp").value_or(1);
        l.zero = optionalInt(t, i, "zero").value_or(0);
        l.microBatch = optionalInt(t, i, "micro_batch").value_or(1);
        l.recompute = recomputeFromString(t.field(i, QStringLiteral("recompute"))).value_or(Recompute::None);
        l.sequenceParallel = t.field(i, QStringLiteral("sequence_parallel")) == QLatin1String("yes");
        rows << r;
    }
    if (!errors.isEmpty())
        return errors;
    return rows;
}

MemoryFit fitMemoryConstants(const QList<MemoryMeasurement> &rows, const QList<EstimateInput> &ran, const Catalog &catalog)
{
    const auto parts = partsOf(rows, catalog);
    const auto ranned = ranParts(ran, catalog);
    if (!parts || !ranned)
        return {};
    QList<double> published;
    for (const MemoryMeasurement &m : rows)
        published << m.published;
    return fitParts(*parts, published, QList<bool>(rows.size(), true), *ranned);
}

Expected<AccuracyReport> memoryBacktest(const QList<MemoryMeasurement> &rows, const QList<EstimateInput> &ran, const Catalog &catalog)
{
    const auto parts = partsOf(rows, catalog);
    if (!parts)
        return parts.errors();
    const auto ranned = ranParts(ran, catalog);
    if (!ranned)
        return ranned.errors();
    QList<double> published;
    for (const MemoryMeasurement &m : rows)
        published << m.published;
    AccuracyReport report;
    report.fit = fitParts(*parts, published, QList<bool>(rows.size(), true), *ranned);

    std::map<QString, MemoryFit> cvFit;
    for (const MemoryMeasurement &m : rows) {
        if (cvFit.count(m.source))
            continue;
        QList<bool> use;
        for (const MemoryMeasurement &other : rows)
            use << (other.source != m.source);
        cvFit[m.source] = fitParts(*parts, published, use, *ranned);
        report.cvFits << qMakePair(m.source, cvFit[m.source]);
    }
    std::map<QString, QList<AccuracyRow>> bySource;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        AccuracyRow r;
        r.id = rows[i].id;
        r.source = rows[i].source;
        r.family = QStringLiteral("memory");
        r.metric = rows[i].metric;
        r.published = rows[i].published;
        r.predicted = predict((*parts)[i], report.fit);
        r.errorPct = errorPct(r.predicted, r.published);
        r.cvPredicted = predict((*parts)[i], cvFit[r.source]);
        r.cvErrorPct = errorPct(r.cvPredicted, r.published);
        r.firstContactErrorPct = rows[i].firstContactErrorPct;
        report.rows << r;
    }
    addBands(report, *parts);
    for (const AccuracyRow &r : std::as_const(report.rows))
        bySource[r.source] << r;
    report.families << accuracyGroup(QStringLiteral("memory"), report.rows);
    for (const auto &[source, list] : bySource)
        report.sources << accuracyGroup(source, list);
    return report;
}

} // namespace cp::estimate
