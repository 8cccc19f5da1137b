#include "core/estimate/inference.h"

#include "core/estimate/estimate.h"
#include "core/estimate/formulas.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::estimate {

namespace {

struct Replica {
    InferenceEstimate e;
    bool feasible = false;
};

/// One replica of `tp` cards: the largest concurrency whose decode step meets the TPOT target.
Replica sizeReplica(const InferenceInput &in, const Accelerator &acc, int tp)
{
    Replica r;
    InferenceEstimate &e = r.e;
    const ModelSpec &m = in.model;
    const Calibration &cal = in.calibration;
    const ParameterCounts p = parameterCounts(m);
    const double gib = units::kBytesPerGiB;
    const double weights = p.total * bytesPerWeight(in.weights);
    const double usable = acc.memoryGB * gib * (1.0 - cal.headroom) - cal.contextGiB * gib;
    const double kvFree = usable * tp - weights;
    e.tp = tp;
    e.weightsGiBPerCard = weights / tp / gib;
    e.kvBytesPerToken = kvCacheBytesPerToken(m, in.kvBytesPerElement);
    const double tokensPerRequest = double(in.promptTokens) + in.outputTokens;
    e.kvCacheGiBPerRequest = tokensPerRequest * e.kvBytesPerToken / gib;
    e.maxConcurrencyByMemory = kvFree > 0 ? int(kvFree / (tokensPerRequest * e.kvBytesPerToken)) : 0;
    if (e.maxConcurrencyByMemory < 1)
        return r;

    const double peak = acc.peakTflops(QStringLiteral("bf16")) * 1e12 * tp;
    const double efficiency = formulas::gemmEfficiency(cal.ceiling(vendorFamily(acc)), m.hidden, tp, cal.gemmHalfSize)
        * cal.prefillEfficiencyRatio;
    const double bandwidth = acc.memoryBandwidthTBps * 1e12 * tp * cal.decodeBandwidthEfficiency;
    // Prefill: 2 FLOPs per active parameter per token plus causal attention 2 * L * s * h.
    const double prefillFlops = in.promptTokens * (2.0 * p.activeMatmul + 2.0 * m.layers * double(in.promptTokens) * m.hidden);
    e.ttftS = prefillFlops / (peak * efficiency);
    e.prefillTokensPerS = in.promptTokens / e.ttftS;
    // Decode step for c requests: read the weights once and each request's KV (on average
    // prompt + output/2 tokens), or the matmul FLOPs if those take longer.
    const double averageContext = in.promptTokens + in.outputTokens / 2.0;
    auto step = [&](int c) {
        const double memory = (weights + c * averageContext * e.kvBytesPerToken) / bandwidth;
        const double compute = c * 2.0 * p.active / (peak * efficiency);
        return std::max(memory, compute);
    };
    int c = 1;
    while (c * 2 <= e.maxConcurrencyByMemory && step(c * 2) <= in.tpotTargetS)
        c *= 2;
    while (c + 1 <= e.maxConcurrencyByMemory && step(c + 1) <= in.tpotTargetS && c < 4096)
        ++c;
    e.concurrency = c;
    e.tpotS = step(c);
    e.decodeTokensPerS = c / e.tpotS;
    e.kvCacheGiBPerCard = c * tokensPerRequest * e.kvBytesPerToken / tp / gib;
    e.memoryGiBPerCard = e.weightsGiBPerCard + e.kvCacheGiBPerCard + cal.contextGiB;
    // Each request holds the replica exclusively for its prefill and shares the decode steps.
    e.requestsPerSPerReplica = 1.0 / (e.ttftS + in.outputTokens * e.tpotS / c);
    e.replicas = std::max(1, int(std::ceil(in.requestsPerSecond / e.requestsPerSPerReplica)));
    e.cards = e.replicas * tp;
    e.meetsTargets = e.ttftS <= in.ttftTargetS && e.tpotS <= in.tpotTargetS;
    r.feasible = true;
    return r;
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

Expected<InferenceEstimate> estimateInference(const InferenceInput &in, const Catalog &catalog)
{
    Errors errors = validateModel(in.model);
    const Accelerator *acc = catalog.accelerator(in.accelerator);
    if (!acc)
        errors << Error { QStringLiteral("inference.accelerator"),
            QCoreApplication::translate("cp::estimate", "unknown accelerator '%1'; use one of %2").arg(in.accelerator, catalog.acceleratorIds().join(QLatin1Char('|'))) };
    if (in.promptTokens < 1 || in.outputTokens < 1)
        errors << Error { QStringLiteral("inference.tokens"), QCoreApplication::translate("cp::estimate", "prompt and output tokens must be at least 1") };
    if (in.requestsPerSecond <= 0 || in.ttftTargetS <= 0 || in.tpotTargetS <= 0)
        errors << Error { QStringLiteral("inference.targets"), QCoreApplication::translate("cp::estimate", "request rate and latency targets must be positive") };
    if (in.tp < 0 || (in.tp > 0 && in.model.heads % in.tp != 0))
        errors << Error { QStringLiteral("inference.tp"), QCoreApplication::translate("cp::estimate", "%1 must divide the %2 attention heads").arg(in.tp).arg(in.model.heads) };
    if (!errors.isEmpty())
        return errors;

    Replica best;
    for (int tp = in.tp > 0 ? in.tp : 1; tp <= (in.tp > 0 ? in.tp : acc->gpusPerNode); tp *= 2) {
        if (in.model.heads % tp != 0)
            continue;
        const Replica r = sizeReplica(in, *acc, tp);
        if (!r.feasible)
            continue;
        const bool better = !best.feasible || (r.e.meetsTargets && !best.e.meetsTargets)
            || (r.e.meetsTargets == best.e.meetsTargets && r.e.cards < best.e.cards);
        if (better)
            best = r;
    }
    if (!best.feasible)
        return Error { QStringLiteral("inference.accelerator"),
            QCoreApplication::translate("cp::estimate", "the model's weights do not fit on %1 cards of %2 with room for one request's KV cache")
                .arg(in.tp > 0 ? in.tp : acc->gpusPerNode)
                .arg(acc->name) };
    return best.e;
}

} // namespace cp::estimate
