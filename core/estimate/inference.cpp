#include "core/estimate/inference.h"

#include "core/common/numeric.h"
#include "core/estimate/estimate.h"
#include "core/estimate/formulas.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::estimate {

namespace {

/// Bytes per activation element in the all-reduces (bf16/fp16 hidden states).
constexpr double kActivationBytes = 2.0;

bool isNvlink(const Accelerator &acc) { return acc.scaleUpFabric.startsWith(QLatin1String("NVLink"), Qt::CaseInsensitive); }

/// Achieved all-reduce bus bandwidth per card inside a node, bytes/s: half the bidirectional
/// link rate (one direction) at the calibrated link efficiency.
double busBandwidth(const Accelerator &acc, const Calibration &cal)
{
    const double bidir = acc.scaleUpBandwidthGBpsBidir.value_or(kFallbackScaleUpGBpsBidir);
    return bidir / 2.0 * units::kBytesPerGB * cal.linkEfficiency;
}

/// One ring all-reduce of `bytes` over `tp` cards: NCCL's latency model plus
/// 2(n-1)/n x bytes / bus bandwidth (nccl-tests PERFORMANCE.md).
double allReduceS(const Accelerator &acc, const Calibration &cal, int tp, double bytes)
{
    if (tp <= 1)
        return 0;
    const double step = isNvlink(acc) ? kAllReduceStepLatencyNvlinkS : kAllReduceStepLatencyOtherS;
    const double latency = kAllReduceBaseLatencyS + 2.0 * (tp - 1) * step;
    return latency + formulas::allReduceTime(units::Bytes::from_value(bytes), tp, units::Bandwidth::from_value(busBandwidth(acc, cal))).value();
}

/// KV bytes per token on one card: the KV heads are split over the cards, and replicated once
/// tp exceeds their number; an MLA latent is replicated on every card (vLLM's MLA backends).
double kvBytesPerTokenPerCard(const InferenceInput &in, int tp)
{
    const double whole = kvCacheBytesPerToken(in.model, in.kvBytesPerElement);
    if (in.model.kvElementsPerTokenOverride > 0)
        return whole;
    return whole / std::min(tp, in.model.effectiveKvHeads());
}

double peakFlops(const InferenceInput &in, const Accelerator &acc)
{
    const bool fp8 = in.weights == WeightFormat::Fp8 && acc.fp8Tflops;
    return acc.peakTflops(fp8 ? QStringLiteral("fp8") : QStringLiteral("bf16")) * 1e12;
}

double matmulEfficiency(const InferenceInput &in, const Accelerator &acc, int tp)
{
    const Calibration &cal = in.calibration;
    return formulas::gemmEfficiency(cal.ceiling(vendorFamily(acc)), in.model.hidden, tp, cal.gemmHalfSize) * cal.prefillEfficiencyRatio;
}

/// Compute time of one prompt's prefill on the replica: 2 FLOPs per active matmul parameter per
/// prompt token (the output layer only for the last token) plus causal attention, 4 h FLOPs per
/// layer, token and attended key: 2 L s h per token when every key before it is attended (s / 2
/// on average), fewer in sliding-window layers.
double prefillComputeS(const InferenceInput &in, const Accelerator &acc, int tp)
{
    const ModelSpec &m = in.model;
    const ParameterCounts p = parameterCounts(m);
    const double s = in.promptTokens;
    const double head = double(m.vocab) * m.hidden;
    const double attention = 4.0 * m.layers * s * attendedKeysPerQuery(m, in.promptTokens) * m.hidden;
    const double flops = 2.0 * (s * (p.activeMatmul - head) + head) + attention;
    return flops / (peakFlops(in, acc) * tp * matmulEfficiency(in, acc, tp));
}

/// Parameters one decode step of `batch` tokens reads: every matrix a token passes through (not
/// the input embedding, of which only the batch's rows are read), and for MoE the experts hit.
double readParameters(const ModelSpec &m, double batch)
{
    const ParameterCounts p = parameterCounts(m);
    if (!m.isMoe())
        return p.activeMatmul;
    return p.activeMatmul + m.moeLayers() * (expertsReadPerStep(m, batch) - m.topK) * p.expertFfn;
}

double averageContext(const InferenceInput &in) { return in.promptTokens + in.outputTokens / 2.0; }

double kvTokensPerRequest(const InferenceInput &in)
{
    const double tokens = double(in.promptTokens) + in.outputTokens;
    return std::ceil(tokens / kKvBlockTokens) * kKvBlockTokens;
}

InferenceEstimate sizeReplica(const InferenceInput &in, const Accelerator &acc, int tp)
{
    InferenceEstimate e;
    const ModelSpec &m = in.model;
    const double gib = units::kBytesPerGiB;
    const double weightsPerCard = parameterCounts(m).total * bytesPerWeight(in.weights) / tp;
    const double usable = usableMemoryBytes(acc);
    const double kvFree = usable * in.memoryUtilization - kServingRuntimeGiB * gib - weightsPerCard;
    const double requestTokens = cachedTokensPerLayer(m, kvTokensPerRequest(in));
    const double requestBytesPerCard = requestTokens * kvBytesPerTokenPerCard(in, tp);
    e.tp = tp;
    e.fabric = acc.scaleUpFabric;
    e.usableGiBPerCard = usable / gib;
    e.weightsGiBPerCard = weightsPerCard / gib;
    e.kvBytesPerToken = kvCacheBytesPerToken(m, in.kvBytesPerElement);
    e.kvCacheGiBPerRequest = requestTokens * e.kvBytesPerToken / gib;
    e.kvCapacityGiBPerCard = std::max(0.0, kvFree / gib);
    e.maxConcurrencyByMemory = kvFree > 0 ? int(std::min(1e9, std::floor(kvFree / requestBytesPerCard))) : 0;
    e.fits = e.maxConcurrencyByMemory >= 1;
    if (!e.fits)
        return e;

    // Continuous batching: the step time grows with the batch, so the largest batch that meets
    // the TPOT target is found by bisection.
    const int cap = std::min(e.maxConcurrencyByMemory, kMaxRunningRequests);
    auto meets = [&](int c) { return decodeStep(in, acc, tp, c).totalS() <= in.tpotTargetS; };
    int lo = 1;
    if (meets(1)) {
        int hi = cap;
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (meets(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
    }
    const int c = lo;
    e.concurrency = c;
    e.step = decodeStep(in, acc, tp, c);
    e.tpotS = e.step.totalS();
    e.weightBytesPerStep = readParameters(m, c) * bytesPerWeight(in.weights);
    e.decodeTokensPerS = c / e.tpotS;

    const double bandwidth = acc.memoryBandwidthTBps * 1e12 * in.calibration.decodeBandwidthEfficiency;
    const double weightsOnce = readParameters(m, 1) * bytesPerWeight(in.weights) / tp / bandwidth;
    e.prefillCommS = 2.0 * m.layers * allReduceS(acc, in.calibration, tp, double(in.promptTokens) * m.hidden * kActivationBytes);
    e.ttftS = std::max(prefillComputeS(in, acc, tp), weightsOnce) + e.prefillCommS;
    e.prefillTokensPerS = in.promptTokens / e.ttftS;

    e.kvCacheGiBPerCard = c * requestBytesPerCard / gib;
    e.memoryGiBPerCard = e.weightsGiBPerCard + e.kvCacheGiBPerCard + kServingRuntimeGiB;
    // Little's law: requests in the system = arrival rate x time each spends in it.
    e.requestLatencyS = e.ttftS + in.outputTokens * e.tpotS;
    e.requestsPerSPerReplica = c / e.requestLatencyS;
    e.concurrencyNeeded = in.requestsPerSecond * e.requestLatencyS;
    e.replicas = saturatingInt(std::ceil(e.concurrencyNeeded / c - 1e-9), 1);
    e.cards = e.replicas * tp;
    e.meetsTargets = e.tpotS <= in.tpotTargetS && (in.ttftTargetS <= 0 || e.ttftS <= in.ttftTargetS);
    return e;
}

bool better(const InferenceEstimate &a, const InferenceEstimate &b)
{
    if (a.fits != b.fits)
        return a.fits;
    if (!a.fits)
        return a.tp > b.tp; // nothing fits: report the largest replica tried
    if (a.meetsTargets != b.meetsTargets)
        return a.meetsTargets;
    if (a.meetsTargets)
        return a.cards < b.cards || (a.cards == b.cards && a.tp < b.tp);
    return a.tpotS < b.tpotS;
}

} // namespace

double bytesPerWeight(WeightFormat f)
{
    switch (f) {
    case WeightFormat::Bf16:
        return 2.0;
    case WeightFormat::Fp8:
    case WeightFormat::Int8:
        return 1.0;
    case WeightFormat::Int4:
        break;
    }
    return 0.5 + 4.0 / 128.0;
}

double kvCacheBytesPerToken(const ModelSpec &m, double bytesPerElement)
{
    const double perLayer = m.kvElementsPerTokenOverride > 0 ? m.kvElementsPerTokenOverride
                                                             : 2.0 * m.effectiveKvHeads() * m.headDim();
    return m.layers * perLayer * bytesPerElement;
}

// Memory as the framework sees it (nvidia-smi / npu-smi, accelerators.csv usable_memory_mib), or
// the marketed GB taken as GiB where the catalog has no such figure.
double usableMemoryBytes(const Accelerator &acc)
{
    return acc.usableMemoryMiB ? *acc.usableMemoryMiB * 1048576.0 : acc.memoryGB * units::kBytesPerGiB;
}

double expertsReadPerStep(const ModelSpec &m, double batch)
{
    if (!m.isMoe())
        return 0;
    const double e = m.experts;
    return e * (1.0 - std::pow(1.0 - double(m.topK) / e, batch));
}

StepBreakdown decodeStep(const InferenceInput &in, const Accelerator &acc, int tp, int concurrency)
{
    StepBreakdown s;
    const ModelSpec &m = in.model;
    const double c = concurrency;
    const double bandwidth = acc.memoryBandwidthTBps * 1e12 * in.calibration.decodeBandwidthEfficiency;
    s.weightsReadS = readParameters(m, c) * bytesPerWeight(in.weights) / tp / bandwidth;
    const double cached = cachedTokensPerLayer(m, averageContext(in)); // keys each layer reads
    s.kvReadS = c * cached * kvBytesPerTokenPerCard(in, tp) / bandwidth;
    const ParameterCounts p = parameterCounts(m);
    const double matmulFlops = c * (2.0 * p.activeMatmul + 4.0 * m.layers * cached * m.hidden);
    const double matmulS = matmulFlops / (peakFlops(in, acc) * tp * matmulEfficiency(in, acc, tp));
    const double joining = c / in.outputTokens; // prompts that join each step on average
    s.computeS = std::max(0.0, matmulS - s.weightsReadS - s.kvReadS) + joining * prefillComputeS(in, acc, tp);
    const double tokens = c + joining * in.promptTokens;
    s.tpCommS = 2.0 * m.layers * allReduceS(acc, in.calibration, tp, tokens * m.hidden * kActivationBytes);
    return s;
}

Expected<InferenceEstimate> estimateInference(const InferenceInput &in, const Catalog &catalog)
{
    Errors errors = validateModel(in.model);
    const Accelerator *acc = catalog.accelerator(in.accelerator);
    if (!acc)
        errors << Error { QStringLiteral("inference.accelerator"),
            QCoreApplication::translate("cp::estimate", "unknown accelerator '%1'; use one of %2").arg(in.accelerator, catalog.acceleratorIds().join(QLatin1Char('|'))) };
    if (in.promptTokens < 1 || in.outputTokens < 1)
        errors << Error { QStringLiteral("inference.tokens"), QCoreApplication::translate("cp::estimate", "prompt and output tokens must be at least 1") };
    if (in.requestsPerSecond <= 0 || in.ttftTargetS < 0 || in.tpotTargetS <= 0)
        errors << Error { QStringLiteral("inference.targets"), QCoreApplication::translate("cp::estimate", "request rate and latency targets must be positive") };
    if (in.memoryUtilization <= 0 || in.memoryUtilization > 1)
        errors << Error { QStringLiteral("inference.memory_utilization"), QCoreApplication::translate("cp::estimate", "the engine's share of card memory must be above 0 and at most 1") };
    const int perNode = in.gpusPerNode > 0 ? in.gpusPerNode : (acc ? acc->gpusPerNode : 8);
    if (in.tp < 0 || (in.tp > 0 && in.model.heads > 0 && in.model.heads % in.tp != 0))
        errors << Error { QStringLiteral("inference.tp"), QCoreApplication::translate("cp::estimate", "%1 must divide the %2 attention heads").arg(in.tp).arg(in.model.heads) };
    else if (in.tp > perNode)
        errors << Error { QStringLiteral("inference.tp"), QCoreApplication::translate("cp::estimate", "%1 cards per replica is more than the %2 in a node; tensor parallelism stays inside a node").arg(in.tp).arg(perNode) };
    if (!errors.isEmpty())
        return errors;

    QList<int> sizes;
    if (in.tp > 0)
        sizes << in.tp;
    for (int tp = 1; in.tp == 0 && tp <= perNode; tp *= 2) {
        const int kv = in.model.effectiveKvHeads();
        if (in.model.heads % tp == 0 && (kv % tp == 0 || tp % kv == 0))
            sizes << tp;
    }
    InferenceEstimate best;
    bool any = false;
    for (const int tp : sizes) {
        const InferenceEstimate r = sizeReplica(in, *acc, tp);
        if (!any || better(r, best))
            best = r;
        any = true;
    }
    return best;
}

} // namespace cp::estimate
