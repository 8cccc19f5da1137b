#include "core/accuracy/crossval.h"

#include "core/accuracy/csvcolumns.h"
#include "core/accuracy/errorbands.h"
#include "core/common/csv.h"
#include "core/common/median.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace cp::estimate {

namespace {

const QString kThroughput = QStringLiteral("throughput");
const QString kGpuHours = QStringLiteral("gpu-hours");
const QString kMemory = QStringLiteral("memory");

/// A failed prediction counts as this absolute error (per cent) in the fit and the tables.
constexpr double kFailedErrorPct = 100.0;

double absErrorPct(const std::optional<double> &predicted, double published)
{
    return predicted ? std::abs(errorPct(*predicted, published)) : kFailedErrorPct;
}

/// Reads an optional word column into `value`, an enum whose values follow `names` (unchanged when
/// the cell is empty); a word outside `names` is an error naming the column and the allowed words.
template<typename Enum>
void readWord(const CsvTable &t, qsizetype row, const char *column, const QStringList &names, Enum &value,
    const QString &where, QList<Error> &errors)
{
    const QString word = t.field(row, QLatin1String(column));
    if (word.isEmpty())
        return;
    const qsizetype k = names.indexOf(word);
    if (k < 0) {
        errors << Error { where,
            QCoreApplication::translate("cp::estimate", "%1 must be one of %2").arg(QLatin1String(column), names.join(QLatin1Char('|'))) };
        return;
    }
    value = Enum(k);
}

QList<std::optional<double>> predictAll(const QList<FitRow> &rows, const QList<bool> &use,
    const RowPredictor &predict,
    const Calibration &cal)
{
    QList<std::optional<double>> out(rows.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (use[i])
            out[i] = predict(i, cal);
    }
    return out;
}

/// A RowPredictor that computes every row once per point of the knob grid, whichever fold or
/// start reaches it first: the folds leave out different rows but visit mostly the same points
/// (the first round of every start is the same for all of them). Safe to call from the folds'
/// threads; a point two of them miss at once is computed twice, never stored half-done.
class SharedPredictions {
public:
    SharedPredictions(qsizetype rowCount, const RowPredictor &predict, const QList<FitKnob> &knobs)
        : m_rowCount(rowCount)
        , m_predict(predict)
        , m_knobs(knobs)
    {
    }

    std::optional<double> operator()(qsizetype index, const Calibration &cal)
    {
        std::vector<double> key;
        key.reserve(size_t(m_knobs.size()));
        for (const FitKnob &k : m_knobs)
            key.push_back(cal.*(k.field));
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (const auto it = m_points.find(key); it != m_points.end())
                return it->second[size_t(index)];
        }
        std::vector<std::optional<double>> all(static_cast<size_t>(m_rowCount));
        for (qsizetype i = 0; i < m_rowCount; ++i)
            all[size_t(i)] = m_predict(i, cal);
        const std::optional<double> value = all[size_t(index)];
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_points.emplace(std::move(key), std::move(all));
        return value;
    }

private:
    qsizetype m_rowCount;
    RowPredictor m_predict;
    QList<FitKnob> m_knobs;
    std::mutex m_mutex;
    std::map<std::vector<double>, std::vector<std::optional<double>>> m_points;
};

/// fitUninformed() without each source in turn (excluded rows never fitted), one fold per
/// worker thread at a time; fold s lands at index s whatever the order the workers finish in.
QList<Calibration> foldFits(const QList<FitRow> &rows, const QStringList &sources, const QList<FitKnob> &knobs,
    const Calibration &base, const FitProcedure &procedure, const RowPredictor &predict)
{
    if (sources.isEmpty())
        return {};
    // Every knob not fitted keeps `base`'s value in every fold, so the knobs' values are the key.
    // The workers are joined before this returns, so the memo may refer to a local.
    SharedPredictions shared(rows.size(), predict, knobs);
    const RowPredictor memo = [&shared](qsizetype index, const Calibration &cal) { return shared(index, cal); };
    // A plain vector: each worker writes its own elements, and nothing detaches under them.
    std::vector<Calibration> fits(size_t(sources.size()));
    std::atomic<qsizetype> next { 0 };
    auto work = [&] {
        for (qsizetype s = next++; s < sources.size(); s = next++) {
            QList<bool> use;
            for (const FitRow &r : rows)
                use << (r.source != sources[s] && r.excluded.isEmpty());
            fits[size_t(s)] = fitUninformed(rows, use, memo, knobs, base, procedure);
        }
    };
    const qsizetype workers = std::clamp<qsizetype>(qsizetype(std::thread::hardware_concurrency()), 1, sources.size());
    std::vector<std::thread> threads;
    for (qsizetype w = 1; w < workers; ++w)
        threads.emplace_back(work);
    work();
    for (std::thread &t : threads)
        t.join();
    return QList<Calibration>(fits.cbegin(), fits.cend());
}

/// The grid index fitUninformed() starts from and priorPenalty() pulls toward.
qsizetype middleIndex(const FitKnob &k) { return k.values.size() / 2; }

/// What the fit minimises: fitObjective() of the rows used plus priorPenalty().
double penalisedObjective(const QList<FitRow> &rows, const QList<bool> &use, const RowPredictor &predict,
    const QList<FitKnob> &knobs, const Calibration &cal, double priorWeightPct)
{
    return fitObjective(rows, use, predictAll(rows, use, predict, cal)) + priorPenalty(knobs, cal, priorWeightPct);
}

} // namespace

QString builtInCalibrationRunsPath() { return QStringLiteral(":/cp/data/calibration-runs.csv"); }

QString metricFamily(const QString &metric)
{
    if (metric == QLatin1String("gpu_hours"))
        return kGpuHours;
    if (metric.startsWith(QLatin1String("mem_")))
        return kMemory;
    return kThroughput;
}

Expected<QList<CalibrationRun>> readCalibrationRuns(const QString &path)
{
    const auto table = CsvTable::read(path);
    if (!table)
        return table.errors();
    const CsvTable &t = *table;
    static const QStringList metrics { QStringLiteral("tokens_per_s_per_gpu"),
        QStringLiteral("hardware_tflops_per_gpu"),
        QStringLiteral("model_tflops_per_gpu"), QStringLiteral("gpu_hours"),
        QStringLiteral("mem_model_states_gb"),
        QStringLiteral("mem_peak_gb") };
    const bool hasSourceId = t.hasColumn(QStringLiteral("source_id"));
    QList<CalibrationRun> runs;
    Errors errors;
    for (qsizetype i = 0; i < t.rowCount(); ++i) {
        CalibrationRun r;
        const QString where = QStringLiteral("%1:%2").arg(t.origin()).arg(i + 2);
        r.id = t.field(i, QStringLiteral("id"));
        r.metric = t.field(i, QStringLiteral("metric"));
        r.family = metricFamily(r.metric);
        r.reference = t.field(i, QStringLiteral("source"));
        r.excluded = t.field(i, QStringLiteral("excluded"));
        if (const QString first = t.field(i, QStringLiteral("first_contact_error_pct")); !first.isEmpty()) {
            bool okFirst = false;
            r.firstContactErrorPct = first.toDouble(&okFirst);
            if (!okFirst)
                errors << Error { where, QCoreApplication::translate("cp::estimate", "first_contact_error_pct must be a number (per cent) or empty") };
        }
        r.source = hasSourceId ? t.field(i,
                       QStringLiteral("source_id"))
                               : r.reference.section(QLatin1Char(' '), 0, 0);
        bool ok = false;
        r.published = t.field(i, QStringLiteral("value")).toDouble(&ok);
        if (!ok || r.published <= 0)
            errors << Error { where,
                QCoreApplication::translate("cp::estimate", "value must be a positive number") };
        if (!metrics.contains(r.metric))
            errors << Error { where,
                QCoreApplication::translate("cp::estimate", "metric must be one of %1").arg(metrics.join(QLatin1Char('|'))) };
        if (r.source.isEmpty() || r.reference.isEmpty())
            errors << Error { where,
                QCoreApplication::translate("cp::estimate", "every row needs its source") };
        ModelSpec &m = r.input.model;
        readModelColumns(t, i, m);
        // config.json head_dim where it is not hidden / heads (Qwen3 MoE 128, GPT-OSS 64).
        m.headDimension = optionalInt(t, i, "head_dim").value_or(0);
        // Sliding-window layers (gpt-oss: 128 keys on every other layer, config.json).
        m.slidingWindow = optionalInt(t, i, "sliding_window").value_or(0);
        m.windowedLayers = optionalInt(t, i, "windowed_layers").value_or(0);
        m.experts = optionalInt(t, i, "experts").value_or(0);
        if (m.isMoe()) {
            m.topK = optionalInt(t, i, "top_k").value_or(0);
            m.moeFfn = optionalInt(t, i, "expert_ffn").value_or(m.ffn);
            m.sharedExperts = optionalInt(t, i, "shared_experts").value_or(0);
            m.denseLayers = optionalInt(t, i, "first_dense_layers").value_or(0);
        }
        if (t.field(i, QStringLiteral("attention")) == QLatin1String("mla")) {
            // Every MLA row is a DeepSeek-V3-architecture model (DeepSeek-V3, Kimi K2): the
            // latent dimensions of deepseek-ai/DeepSeek-V3 config.json (q_lora_rank 1536,
            // kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128).
            m.qLoraRank = 1536;
            m.kvLoraRank = 512;
            m.qkNopeHeadDim = 128;
            m.qkRopeHeadDim = 64;
            m.vHeadDim = 128;
        }
        TrainingSpec &tr = r.input.training;
        readRunColumns(t, i, tr);
        tr.tokens = t.field(i, QStringLiteral("tokens")).toDouble();
        // The attention kernel the run used (`attention_kernel`): flash (FlashAttention and its
        // kin: no s x s scores in memory) unless the row says eager (materialised scores with a
        // fused softmax, as in every stack before FlashAttention, Dao et al. 2022) or te
        // (TransformerEngine's fused attention in a PyTorch-native stack).
        readWord(t, i, "attention_kernel", attentionKernelNames(), tr.attention, where, errors);
        // TP overlap as each framework ran it: NeMo/Megatron-Bridge performance recipes set
        // tp_comm_overlap; torchtitan only in its async-TP rows; Megatron-LM 2021, Megatron-DeepSpeed
        // (BLOOM) and the others did not overlap TP communication.
        const bool overlapped = r.source == QLatin1String("nemo") || r.id.contains(QLatin1String("asynctp"));
        tr.tpOverlap = overlapped ? TpOverlap::Async : TpOverlap::None;
        // The stack (`framework` column), the MoE all-to-all overlap (`ep_overlap`) and dispatch (`ep_dispatch`) as each
        // source ran them; see tests/data/calibration-sources.md.
        readWord(t, i, "framework", frameworkNames(), tr.framework, where, errors);
        tr.epOverlap = EpOverlap::None; // an empty cell: the source did not overlap (calibration-sources.md)
        readWord(t, i, "ep_overlap", epOverlapNames(), tr.epOverlap, where, errors);
        readWord(t, i, "ep_dispatch", epDispatchNames(), tr.epDispatch, where, errors);
        // `routing` contiguous: the benchmark's gate puts a token's k experts side by side
        // (NeMo Automodel's fake_balanced_gate, every Automodel MoE benchmark recipe).
        readWord(t, i, "routing", expertRoutingNames(), tr.routing, where, errors);
        // `moe_schedule` token-drop: the recipe gives the experts a fixed, padded capacity
        // (Megatron-Bridge 25.09's MoE recipes, the token-drop schedule of issue #1998).
        readWord(t, i, "moe_schedule", moeScheduleNames(), tr.moeSchedule, where, errors);
        // `master_weights` none: the recipe's optimizer keeps no fp32 copy and its states in 16
        // bits (NeMo's distributed_fused_adam with dtype bf16), as in the memory back-test's table.
        tr.masterWeights = t.field(i, QStringLiteral("master_weights")) != QLatin1String("none");
        HardwareSpec &hw = r.input.hardware;
        hw.accelerator = t.field(i, QStringLiteral("accelerator"));
        hw.network = t.field(i, QStringLiteral("network"));
        hw.gpus = optionalInt(t, i, "gpus").value_or(kCalibrationGpusWhenUnpublished);
        LayoutRequest &l = r.input.layout;
        // Published layouts use uneven stages (Llama 3: 126 layers on 16 stages; BLOOM: 70 on 12).
        l.allowUnevenStages = true;
        l.physicalFit = true; // published runs ran: no planning margin (issue 47)
        l.tp = optionalInt(t, i, "tp");
        l.pp = optionalInt(t, i, "pp");
        l.dp = optionalInt(t, i, "dp");
        l.zero = optionalInt(t, i, "zero");
        l.interleave = optionalInt(t, i, "interleave");
        l.microBatch = optionalInt(t, i, "micro_batch");
        l.ep = optionalInt(t, i, "ep");
        l.cp = optionalInt(t, i, "cp");
        if (const QString rc = t.field(i, QStringLiteral("recompute")); !rc.isEmpty())
            l.recompute = recomputeFromString(rc);
        if (const QString sp = t.field(i, QStringLiteral("seq_parallel")); !sp.isEmpty())
            l.sequenceParallel = sp == QLatin1String("yes");
        runs << r;
    }
    if (!errors.isEmpty())
        return errors;
    return runs;
}

double metricValue(const CalibrationRun &run, const Estimate &e)
{
    const QString &m = run.metric;
    if (m == QLatin1String("gpu_hours"))
        return e.run ? e.run->gpuHours : 0.0;
    if (m == QLatin1String("tokens_per_s_per_gpu"))
        return e.tokensPerSecondPerGpu;
    if (m == QLatin1String("hardware_tflops_per_gpu"))
        return e.hardwareTflopsPerGpu;
    if (m == QLatin1String("model_tflops_per_gpu"))
        return e.modelTflopsPerGpu;
    if (m == QLatin1String("mem_model_states_gb"))
        return e.memory.modelStatesGiB * units::kBytesPerGiB / units::kBytesPerGB;
    if (m == QLatin1String("mem_peak_gb"))
        return e.memory.totalGiB;
    return 0.0;
}

QList<FitKnob> stepTimeKnobs()
{
    // calibration.h's knobs without the memory constants, which the memory back-test fits on
    // the peak-memory measurements (memorybacktest.h).
    QList<FitKnob> knobs;
    for (const CalibrationKnob &k : calibrationKnobs()) {
        if (k.field == &Calibration::contextGiB || k.field == &Calibration::fragmentation
            || k.field == &Calibration::logitsBytesPerElement)
            continue;
        knobs << FitKnob { QLatin1String(k.name), k.field, k.grid };
    }
    return knobs;
}

double fitObjective(const QList<FitRow> &rows, const QList<bool> &use,
    const QList<std::optional<double>> &predicted)
{
    std::map<QString, QList<double>> byFamily;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (use[i] && rows[i].excluded.isEmpty())
            byFamily[rows[i].family] << absErrorPct(predicted[i], rows[i].published);
    }
    // Robust: the larger family median plus a tenth of the larger family's 90th percentile. A
    // penalty on the single worst row made the fit chase the rows the model lacks a term for
    // (fine-grained MoE, DualPipe) and pushed three constants to their bounds (issue 19).
    double medians = 0;
    double p90 = 0;
    for (auto &entry : byFamily) {
        medians = std::max(medians, median(entry.second));
        std::sort(entry.second.begin(), entry.second.end());
        p90 = std::max(p90, entry.second.at(qsizetype(0.9 * double(entry.second.size() - 1))));
    }
    return medians + 0.1 * p90;
}

double priorPenalty(const QList<FitKnob> &knobs, const Calibration &cal, double weightPct)
{
    if (weightPct <= 0)
        return 0.0;
    double distance = 0;
    for (const FitKnob &k : knobs) {
        const qsizetype n = k.values.size();
        if (n < 2)
            continue;
        const qsizetype at = k.values.indexOf(cal.*(k.field));
        if (at < 0)
            continue; // off the grid (a hand-set start): no opinion
        distance += std::abs(double(at - middleIndex(k))) / double(n - 1);
    }
    return weightPct * distance;
}

Calibration fitCalibration(const QList<FitRow> &rows, const QList<bool> &use, const RowPredictor &predict,
    const QList<FitKnob> &knobs, const Calibration &start, int rounds, double priorWeightPct)
{
    Calibration best = start;
    double score = penalisedObjective(rows, use, predict, knobs, best, priorWeightPct);
    for (int round = 0; round < rounds; ++round) {
        bool changed = false;
        for (const FitKnob &k : knobs) {
            for (const double v : k.values) {
                if (best.*(k.field) == v)
                    continue;
                Calibration c = best;
                c.*(k.field) = v;
                const double sc = penalisedObjective(rows, use, predict, knobs, c, priorWeightPct);
                if (sc < score - 1e-9) {
                    score = sc;
                    best = c;
                    changed = true;
                }
            }
        }
        if (!changed)
            break;
    }
    return best;
}

QList<Calibration> uninformedStarts(const QList<FitKnob> &knobs, const Calibration &base,
    const FitProcedure &procedure)
{
    Calibration middle = base;
    for (const FitKnob &k : knobs)
        middle.*(k.field) = k.values.at(middleIndex(k));
    QList<Calibration> starts { middle };
    // mt19937's sequence is fixed by the standard (unlike the distributions), so the draw is the
    // same on every platform.
    std::mt19937 random(procedure.seed);
    for (int i = 0; i < procedure.randomStarts; ++i) {
        Calibration start = base;
        for (const FitKnob &k : knobs)
            start.*(k.field) = k.values.at(qsizetype(random() % quint32(k.values.size())));
        starts << start;
    }
    return starts;
}

Calibration fitUninformed(const QList<FitRow> &rows, const QList<bool> &use, const RowPredictor &predict,
    const QList<FitKnob> &knobs, const Calibration &base, const FitProcedure &procedure)
{
    std::optional<Calibration> best;
    double bestScore = 0;
    for (const Calibration &start : uninformedStarts(knobs, base, procedure)) {
        const Calibration c = fitCalibration(rows, use, predict, knobs, start, procedure.rounds, procedure.priorWeightPct);
        const double score = penalisedObjective(rows, use, predict, knobs, c, procedure.priorWeightPct);
        if (!best || score < bestScore - 1e-9) {
            best = c;
            bestScore = score;
        }
    }
    return *best;
}

CrossValidation crossValidate(const QList<FitRow> &rows, const RowPredictor &predict,
    const QList<FitKnob> &knobs,
    const Calibration &shipped, const FitProcedure &procedure, const RowPredictor &fitPredict)
{
    CrossValidation cv;
    QStringList sources;
    for (const FitRow &r : rows) {
        if (!sources.contains(r.source))
            sources << r.source;
    }
    std::sort(sources.begin(), sources.end());
    const QList<Calibration> fits = foldFits(rows, sources, knobs, shipped, procedure,
        fitPredict ? fitPredict : predict);
    QList<std::optional<double>> cvPredicted(rows.size());
    for (qsizetype s = 0; s < sources.size(); ++s) {
        cv.cvFits << qMakePair(sources[s], fits[s]);
        QList<bool> held;
        for (const FitRow &r : rows)
            held << (r.source == sources[s]);
        const auto p = predictAll(rows, held, predict, fits[s]);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (held[i])
                cvPredicted[i] = p[i];
        }
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const FitRow &f = rows[i];
        AccuracyRow r;
        r.id = f.id;
        r.source = f.source;
        r.family = f.family;
        r.metric = f.metric;
        r.published = f.published;
        const std::optional<double> in = predict(i, shipped);
        r.predicted = in.value_or(0.0);
        r.errorPct = in ? errorPct(*in, f.published) : -kFailedErrorPct;
        r.cvPredicted = cvPredicted[i].value_or(0.0);
        r.cvErrorPct = cvPredicted[i] ? errorPct(*cvPredicted[i], f.published) : -kFailedErrorPct;
        r.excluded = f.excluded;
        r.firstContactErrorPct = f.firstContactErrorPct;
        cv.rows << r;
    }
    groupRows(cv);
    return cv;
}

void groupRows(CrossValidation &cv)
{
    cv.families.clear();
    cv.sources.clear();
    std::map<QString, QList<AccuracyRow>> bySource, byFamily;
    for (const AccuracyRow &r : cv.rows) {
        if (!r.excluded.isEmpty())
            continue;
        bySource[r.source] << r;
        byFamily[r.family] << r;
    }
    for (const QString &family : { kThroughput, kGpuHours, kMemory }) {
        if (const auto it = byFamily.find(family); it != byFamily.end())
            cv.families << accuracyGroup(family, it->second);
    }
    for (const auto &entry : byFamily) {
        if (entry.first != kThroughput && entry.first != kGpuHours && entry.first != kMemory)
            cv.families << accuracyGroup(entry.first, entry.second);
    }
    for (const auto &entry : bySource)
        cv.sources << accuracyGroup(entry.first, entry.second);
}

RowPredictor estimatorPredictor(const QList<CalibrationRun> &runs, const Catalog &catalog)
{
    return [&runs, &catalog](qsizetype index, const Calibration &cal) -> std::optional<double> {
        const CalibrationRun &run = runs.at(index);
        EstimateInput in = run.input;
        in.calibration = cal;
        const auto e = estimate(in, catalog);
        if (!e)
            return std::nullopt;
        return metricValue(run, *e);
    };
}

QList<CalibrationRun> withChosenLayouts(const QList<CalibrationRun> &runs, const Calibration &cal,
    const Catalog &catalog)
{
    QList<CalibrationRun> fixed = runs;
    for (CalibrationRun &run : fixed) {
        EstimateInput in = run.input;
        in.calibration = cal;
        const auto e = estimate(in, catalog);
        if (!e || !e->layoutChosen)
            continue;
        const Layout &l = e->layout;
        LayoutRequest &req = run.input.layout;
        req.tp = l.tp;
        req.pp = l.pp;
        req.dp = l.dp;
        req.zero = l.zero;
        req.recompute = l.recompute;
        req.sequenceParallel = l.sequenceParallel;
        req.interleave = l.interleave;
        req.microBatch = l.microBatch;
        req.ep = l.ep;
        req.cp = l.cp;
        run.input.training.globalBatch = l.globalBatch;
    }
    return fixed;
}

QList<FitRow> fitRows(const QList<CalibrationRun> &runs)
{
    QList<FitRow> rows;
    for (const CalibrationRun &r : runs)
        rows << FitRow { r.id, r.source, r.family, r.metric, r.published, r.excluded, r.firstContactErrorPct };
    return rows;
}

QList<CalibrationRun> fitStandIns(const QList<CalibrationRun> &runs, const Calibration &base, const Catalog &catalog)
{
    return withChosenLayouts(runs, uninformedStarts(stepTimeKnobs(), base).constFirst(), catalog);
}

CrossValidation stepTimeCrossValidation(const QList<CalibrationRun> &runs, const Calibration &shipped,
    const Catalog &catalog)
{
    const QList<CalibrationRun> fixed = fitStandIns(runs, shipped, catalog);
    CrossValidation cv = crossValidate(fitRows(runs), estimatorPredictor(runs, catalog), stepTimeKnobs(), shipped, FitProcedure {},
        estimatorPredictor(fixed, catalog));
    // The P10-P90 band of each row from the other sources' residuals (errorbands.h), then the
    // families' coverage with it.
    QHash<QString, QString> classKeyById;
    for (const CalibrationRun &run : runs) {
        const Accelerator *a = catalog.accelerator(run.input.hardware.accelerator);
        classKeyById.insert(run.id, errorClassKey(a ? acceleratorGeneration(*a) : QStringLiteral("other"), run.input.training.precision == Precision::Fp8, run.input.model.experts > 1));
    }
    addCrossValidatedBands(cv.rows, classKeyById);
    groupRows(cv);
    return cv;
}

} // namespace cp::estimate
