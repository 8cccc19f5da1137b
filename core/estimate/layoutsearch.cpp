// The layout search (resolved.h): the candidate sizes tried per dimension, the cheap structural
// checks it prunes by, the search for the fastest layout that fits and its error when none does,
// and the checks of the layout fields a request or a complete layout fixes.
#include "core/estimate/resolved.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::estimate {

namespace internal {

namespace {

constexpr int kMaxMicroBatch = 64;
constexpr int kMaxInterleave = 8;

/// A pipeline of a power-of-two depth with at least two layers per virtual stage: the search tries
/// it even where it does not divide the layers, as published runs do (Llama 3 405B: 126 layers on
/// 16 stages, arXiv 2407.21783 section 3.3.2; Megatron-Core --decoder-first/last-pipeline-num-layers).
/// The slowest stage is modelled.
bool unevenPowerOfTwo(const Resolved &r, int pp, int interleave)
{
    return pp >= 2 && (pp & (pp - 1)) == 0 && 2 * pp * interleave <= r.layersInt;
}

/// The cheap structural checks of a layout (what the search prunes by).
bool structurallyValid(const Resolved &r, const Layout &l, bool forceTp, bool forceUneven)
{
    return l.tp >= 1 && l.pp >= 1 && l.dp >= 1 && l.cp >= 1 && l.ep >= 1 && l.microBatch >= 1 && l.interleave >= 1
        && l.gpus() == r.gpus && (l.tp * l.cp * l.dp) % l.ep == 0 && (l.ep == 1 || r.experts % l.ep == 0)
        && r.seqInt % l.cp == 0
        && r.headsInt % l.tp == 0 && l.pp * l.interleave <= r.layersInt
        && (forceUneven || r.layersInt % (l.pp * l.interleave) == 0 || unevenPowerOfTwo(r, l.pp, l.interleave))
        && l.globalBatch % (l.microBatch * l.dp) == 0 && (forceTp || l.tp <= r.gpusPerNode)
        && l.zero >= 0 && l.zero <= 3 && !(l.pp > 1 && l.zero == 2) && !(l.interleave > 1 && l.pp == 1)
        && (r.globalBatch > 0 || double(l.globalBatch) * r.seq <= r.maxTokensPerStep);
}

QList<int> tpCandidates(const Resolved &r, const LayoutRequest &req)
{
    if (req.tp)
        return { *req.tp };
    QList<int> list;
    const int limit = req.forceTpAcrossNodes ? r.gpus : std::min(r.gpus, r.gpusPerNode);
    for (int t = 1; t <= limit; t *= 2) {
        if (r.headsInt % t == 0 && r.gpus % t == 0)
            list << t;
    }
    return list;
}

QList<int> ppCandidates(const Resolved &r, const LayoutRequest &req, int tp, int interleave)
{
    if (req.pp)
        return { *req.pp };
    QList<int> list;
    for (int p = 1; p <= r.layersInt && tp * p <= r.gpus; ++p) {
        if ((req.allowUnevenStages || r.layersInt % (p * interleave) == 0 || unevenPowerOfTwo(r, p, interleave)) && (r.gpus / tp) % p == 0)
            list << p;
    }
    return list;
}

/// Context-parallel sizes tried: 1, and for sequences of 16k tokens and more the powers of two
/// that leave at least 2,048 tokens per GPU (assumption: shorter sequences gain nothing from CP).
QList<int> cpCandidates(const Resolved &r, const LayoutRequest &req, int tpPp)
{
    if (req.cp)
        return { *req.cp };
    QList<int> list { 1 };
    if (r.seqInt < 16384)
        return list;
    for (int c = 2; tpPp * c <= r.gpus && r.seqInt / c >= 2048; c *= 2) {
        if (r.gpus % (tpPp * c) == 0 && r.seqInt % c == 0)
            list << c;
    }
    return list;
}

/// Expert-parallel sizes tried for a MoE model: the powers of two that divide dp and the experts.
QList<int> epCandidates(const Resolved &r, const LayoutRequest &req, int dp)
{
    if (req.ep)
        return { *req.ep };
    QList<int> list { 1 };
    if (r.experts <= 1)
        return list;
    for (int e = 2; e <= dp; e *= 2) {
        if (dp % e == 0 && r.experts % e == 0)
            list << e;
    }
    return list;
}

} // namespace

Layout completeBatch(Layout l, const Resolved &r)
{
    l.globalBatch = r.globalBatch > 0 ? r.globalBatch : defaultGlobalBatch(r.seqInt, l.microBatch, l.dp, r.gpus);
    if (r.globalBatch == 0 && double(l.globalBatch) * r.seq > r.maxTokensPerStep) {
        // A maximum below the default: the largest multiple of micro-batch x dp within it.
        const int unit = l.microBatch * l.dp;
        const int within = int(r.maxTokensPerStep / r.seq) / unit * unit;
        if (within >= unit)
            l.globalBatch = within;
    }
    return l;
}

/// Enumerates tp x pp x ZeRO x recompute x micro-batch (the fields the request leaves open)
/// and keeps the fastest layout that fits. Pure arithmetic on `Resolved`; no allocation in
/// the inner loops.
SearchResult searchLayouts(const Resolved &r, const LayoutRequest &req)
{
    // A pp the user fixed may leave uneven stages, as validateRequest accepts (the slowest stage is
    // modelled); a pp the search picks divides the layers unless the request allows otherwise.
    const bool unevenAllowed = req.allowUnevenStages || req.pp.has_value();
    SearchResult found;
    found.smallest.memoryGiB = -1;
    constexpr Recompute allRecomputes[] = { Recompute::None, Recompute::Selective, Recompute::Full };
    for (const int tp : tpCandidates(r, req)) {
        for (int interleave = req.interleave.value_or(1); interleave <= req.interleave.value_or(kMaxInterleave); interleave *= 2) {
            for (const int pp : ppCandidates(r, req, tp, interleave)) {
                if (r.gpus % (tp * pp) != 0 || (interleave > 1 && pp == 1))
                    continue;
                for (const int cp : cpCandidates(r, req, tp * pp)) {
                    const int dp = r.gpus / (tp * pp * cp);
                    if (req.dp && *req.dp != dp)
                        continue;
                    for (const int ep : epCandidates(r, req, dp)) {
                        for (int zero = req.zero.value_or(0); zero <= req.zero.value_or(3); ++zero) {
                            if (!req.zero && ((pp > 1 && zero >= 2) || (dp == 1 && zero > 0)))
                                continue;
                            for (const Recompute rc : allRecomputes) {
                                if (req.recompute && *req.recompute != rc)
                                    continue;
                                for (int b = req.microBatch.value_or(1); b <= req.microBatch.value_or(kMaxMicroBatch); b *= 2) {
                                    Layout l;
                                    l.tp = tp;
                                    l.pp = pp;
                                    l.dp = dp;
                                    l.zero = zero;
                                    l.recompute = rc;
                                    l.sequenceParallel = req.sequenceParallel.value_or(tp > 1) && tp > 1;
                                    l.interleave = interleave;
                                    l.microBatch = b;
                                    l.cp = cp;
                                    l.ep = ep;
                                    l = completeBatch(l, r);
                                    if (!structurallyValid(r, l, req.forceTpAcrossNodes, unevenAllowed))
                                        continue;
                                    const Evaluation e = evaluate(r, l);
                                    ++found.evaluated;
                                    if (found.smallest.memoryGiB < 0 || e.memory.totalGiB < found.smallest.memoryGiB)
                                        found.smallest = { l, 0, e.memory.totalGiB };
                                    if (!e.memory.fits)
                                        break; // larger micro-batches need more memory
                                    const double score = l.globalBatch / e.iterationS;
                                    if (score > found.best.score * (1.0 + 1e-9))
                                        found.best = { l, score, e.memory.totalGiB };
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    return found;
}

Error noLayoutError(const Resolved &r, const SearchResult &found)
{
    if (found.smallest.memoryGiB < 0 && r.globalBatch == 0)
        return Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "no valid layout: the GPU count must be tp × pp × cp × dp with tp dividing "
                                                        "the heads, pp at most the layers and dp sequences of %1 tokens within the "
                                                        "maximum of %2M tokens per step: use fewer GPUs, fix fewer layout fields or "
                                                        "raise the maximum tokens per step")
                .arg(r.seqInt)
                .arg(r.maxTokensPerStep / 1048576.0, 0, 'f', 0) };
    if (found.smallest.memoryGiB < 0)
        return Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "no valid layout: check that the GPU count, heads, layers and global batch are divisible by the fixed layout fields") };
    const Layout &s = found.smallest.layout;
    return Error { QStringLiteral("layout"),
        QCoreApplication::translate("cp::estimate", "no layout fits in %1 GiB per GPU with %9% kept free (or its P90 fitting) and its P50 inside; the smallest needs %2 GiB (tp %3, pp %4, dp %5, ZeRO-%6, %7 recompute, "
                                                    "micro-batch %8): use more GPUs, a larger card, LoRA/QLoRA or a shorter sequence")
            .arg(r.capacityBytes / units::kBytesPerGiB * (1.0 - r.cal.headroom), 0, 'f', 1)
            .arg(found.smallest.memoryGiB, 0, 'f', 1)
            .arg(s.tp)
            .arg(s.pp)
            .arg(s.dp)
            .arg(s.zero)
            .arg(toString(s.recompute))
            .arg(s.microBatch)
            .arg(r.cal.memoryMarginPct, 0, 'f', 0) };
}

/// Checks the layout fields a request fixes, each on its own, before the search (so a bad
/// --tp is reported as such and not as "no valid layout").
Errors validateRequest(const EstimateInput &in, int perNode)
{
    Errors e;
    const LayoutRequest &q = in.layout;
    const ModelSpec &m = in.model;
    const int gpus = in.hardware.gpus;
    if (q.tp) {
        if (*q.tp < 1 || m.heads % *q.tp != 0)
            e << Error { QStringLiteral("layout.tp"), QCoreApplication::translate("cp::estimate", "%1 does not divide the %2 attention heads").arg(*q.tp).arg(m.heads) };
        else if (*q.tp > perNode && !q.forceTpAcrossNodes)
            e << Error { QStringLiteral("layout.tp"),
                QCoreApplication::translate("cp::estimate", "%1 is larger than the %2 GPUs in a node; tensor parallelism across nodes is very slow (force it to allow)")
                    .arg(*q.tp)
                    .arg(perNode) };
    }
    const int v = q.interleave.value_or(1);
    // Uneven stages (layers not divisible by pp x interleave) are accepted: the slowest stage is modelled.
    if (q.pp && (*q.pp < 1 || *q.pp * v > m.layers))
        e << Error { QStringLiteral("layout.pp"),
            QCoreApplication::translate("cp::estimate", "pp x interleave = %1 is more than the %2 layers").arg(q.pp.value_or(0) * v).arg(m.layers) };
    // An interleave with pp left to the search: interleaving needs pp >= 2, so at least 2 x v layers.
    if (!q.pp && v > 1 && 2 * v > m.layers)
        e << Error { QStringLiteral("layout.interleave"),
            QCoreApplication::translate("cp::estimate", "pp x interleave = %1 is more than the %2 layers").arg(2 * v).arg(m.layers) };
    if (q.cp && (*q.cp < 1 || in.training.seqLen % *q.cp != 0))
        e << Error { QStringLiteral("layout.cp"),
            QCoreApplication::translate("cp::estimate", "%1 must be at least 1 and divide the sequence length %2").arg(*q.cp).arg(in.training.seqLen) };
    if (q.ep && (*q.ep < 1 || (*q.ep > 1 && (!m.isMoe() || m.experts % *q.ep != 0))))
        e << Error { QStringLiteral("layout.ep"),
            QCoreApplication::translate("cp::estimate", "%1 must be 1 for a dense model, or divide the %2 experts").arg(*q.ep).arg(m.experts) };
    const int fixed = q.tp.value_or(1) * q.pp.value_or(1) * q.dp.value_or(1) * q.cp.value_or(1);
    if (fixed < 1 || gpus % fixed != 0 || (q.tp && q.pp && q.dp && fixed != gpus))
        e << Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "tp x pp x cp x dp = %1 must equal (or, with fields left open, divide) the %2 GPUs").arg(fixed).arg(gpus) };
    if (q.zero && q.pp && *q.pp > 1 && *q.zero == 2)
        e << Error { QStringLiteral("layout.zero"),
            QCoreApplication::translate("cp::estimate", "ZeRO-%1 cannot be combined with pipeline parallelism; use 0, 1 or 3 (FSDP) with pp > 1").arg(*q.zero) };
    if (q.interleave && *q.interleave > 1 && q.pp && *q.pp == 1)
        e << Error { QStringLiteral("layout.interleave"), QCoreApplication::translate("cp::estimate", "interleaved stages need pp > 1") };
    int dp = q.dp.value_or(0); // 0: not known yet
    const int tpPpCp = q.tp.value_or(0) * q.pp.value_or(0) * q.cp.value_or(1);
    if (!q.dp && q.tp && q.pp && tpPpCp > 0 && gpus % tpPpCp == 0)
        dp = gpus / tpPpCp;
    if (q.ep && *q.ep > 0 && dp > 0 && (dp * q.tp.value_or(1) * q.cp.value_or(1)) % *q.ep != 0)
        e << Error { QStringLiteral("layout.ep"),
            QCoreApplication::translate("cp::estimate", "%1 does not divide tp x cp x dp = %2").arg(*q.ep).arg(dp * q.tp.value_or(1) * q.cp.value_or(1)) };
    const int batch = in.training.globalBatch;
    if (batch > 0 && q.microBatch && dp > 0 && batch % (*q.microBatch * dp) != 0)
        e << Error { QStringLiteral("layout.global_batch"),
            QCoreApplication::translate("cp::estimate", "%1 sequences is not a multiple of micro-batch x dp = %2").arg(batch).arg(*q.microBatch * dp) };
    else if (batch > 0 && q.microBatch && batch % *q.microBatch != 0)
        e << Error { QStringLiteral("layout.global_batch"),
            QCoreApplication::translate("cp::estimate", "%1 sequences is not a multiple of the micro-batch %2").arg(batch).arg(*q.microBatch) };
    return e;
}

} // namespace internal

using namespace internal;

double defaultBatchTokens(int gpus)
{
    constexpr double kGpusAtBaseBatch = 512.0;
    return kTokensPerDefaultBatch * std::sqrt(std::max(1.0, double(gpus) / kGpusAtBaseBatch));
}

int defaultGlobalBatch(int seqLen, int microBatch, int dp, int gpus)
{
    const double unit = double(std::max(1, microBatch)) * std::max(1, dp);
    const double wanted = defaultBatchTokens(gpus) / std::max(1, seqLen);
    return int(std::max(1.0, std::ceil(wanted / unit)) * unit);
}

Errors validateLayout(const EstimateInput &in, const Layout &l, const Catalog &catalog)
{
    Errors e;
    const auto hw = resolveHardware(in, catalog);
    if (!hw)
        return hw.errors();
    const int perNode = in.hardware.gpusPerNode > 0 ? in.hardware.gpusPerNode : hw->accelerator->gpusPerNode;
    const ModelSpec &m = in.model;
    requireAtLeastOne(e, l.tp, "layout.tp");
    requireAtLeastOne(e, l.pp, "layout.pp");
    requireAtLeastOne(e, l.dp, "layout.dp");
    requireAtLeastOne(e, l.microBatch, "layout.micro_batch");
    requireAtLeastOne(e, l.interleave, "layout.interleave");
    requireAtLeastOne(e, l.globalBatch, "layout.global_batch");
    if (!e.isEmpty())
        return e;
    requireAtLeastOne(e, l.cp, "layout.cp");
    requireAtLeastOne(e, l.ep, "layout.ep");
    if (!e.isEmpty())
        return e;
    if (l.gpus() != in.hardware.gpus && l.cp == 1)
        e << Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "tp x pp x dp = %1 x %2 x %3 = %4 must equal the %5 GPUs")
                .arg(l.tp)
                .arg(l.pp)
                .arg(l.dp)
                .arg(l.gpus())
                .arg(in.hardware.gpus) };
    else if (l.gpus() != in.hardware.gpus)
        e << Error { QStringLiteral("layout"),
            QCoreApplication::translate("cp::estimate", "tp x pp x cp x dp = %1 x %2 x %3 x %4 = %5 must equal the %6 GPUs")
                .arg(l.tp)
                .arg(l.pp)
                .arg(l.cp)
                .arg(l.dp)
                .arg(l.gpus())
                .arg(in.hardware.gpus) };
    if (in.training.seqLen % l.cp != 0)
        e << Error { QStringLiteral("layout.cp"),
            QCoreApplication::translate("cp::estimate", "%1 does not divide the sequence length %2").arg(l.cp).arg(in.training.seqLen) };
    if (l.ep > 1 && (!m.isMoe() || m.experts % l.ep != 0 || (l.tp * l.cp * l.dp) % l.ep != 0))
        e << Error { QStringLiteral("layout.ep"),
            QCoreApplication::translate("cp::estimate", "%1 must divide both the %2 experts and tp x cp x dp = %3 (1 for a dense model)")
                .arg(l.ep)
                .arg(m.experts)
                .arg(l.tp * l.cp * l.dp) };
    if (m.heads % l.tp != 0)
        e << Error { QStringLiteral("layout.tp"),
            QCoreApplication::translate("cp::estimate", "%1 does not divide the %2 attention heads").arg(l.tp).arg(m.heads) };
    if (l.pp * l.interleave > m.layers)
        e << Error { QStringLiteral("layout.pp"),
            QCoreApplication::translate("cp::estimate", "pp x interleave = %1 is more than the %2 layers").arg(l.pp * l.interleave).arg(m.layers) };
    if (l.globalBatch % (l.microBatch * l.dp) != 0)
        e << Error { QStringLiteral("layout.global_batch"),
            QCoreApplication::translate("cp::estimate", "%1 sequences is not a multiple of micro-batch x dp = %2")
                .arg(l.globalBatch)
                .arg(l.microBatch * l.dp) };
    if (in.training.globalBatch == 0 && double(l.globalBatch) * in.training.seqLen > in.training.maxTokensPerStep)
        e << Error { QStringLiteral("training.max_tokens_per_step"),
            QCoreApplication::translate("cp::estimate", "micro-batch x dp = %1 sequences of %2 tokens is more than the %3 tokens allowed per step; "
                                                        "lower dp or the micro-batch, give a global batch, or raise the maximum")
                .arg(l.microBatch * l.dp)
                .arg(in.training.seqLen)
                .arg(in.training.maxTokensPerStep, 0, 'f', 0) };
    if (l.tp > perNode && !in.layout.forceTpAcrossNodes)
        e << Error { QStringLiteral("layout.tp"),
            QCoreApplication::translate("cp::estimate", "%1 is larger than the %2 GPUs in a node; tensor parallelism across nodes is very slow (force it to allow)")
                .arg(l.tp)
                .arg(perNode) };
    if (l.zero < 0 || l.zero > 3)
        e << Error { QStringLiteral("layout.zero"), QCoreApplication::translate("cp::estimate", "must be 0, 1, 2 or 3 (got %1)").arg(l.zero) };
    if (l.pp > 1 && l.zero == 2)
        e << Error { QStringLiteral("layout.zero"),
            QCoreApplication::translate("cp::estimate", "ZeRO-%1 cannot be combined with pipeline parallelism; use 0, 1 or 3 (FSDP) with pp > 1").arg(l.zero) };
    if (l.interleave > 1 && l.pp == 1)
        e << Error { QStringLiteral("layout.interleave"), QCoreApplication::translate("cp::estimate", "interleaved stages need pp > 1") };
    if (l.sequenceParallel && l.tp == 1)
        e << Error { QStringLiteral("layout.sequence_parallel"), QCoreApplication::translate("cp::estimate", "sequence parallelism needs tp > 1") };
    return e;
}

Expected<Layout> chooseLayout(const EstimateInput &in, const Catalog &catalog)
{
    const auto hw = resolveHardware(in, catalog);
    if (!hw)
        return hw.errors();
    const Resolved r = resolve(in, *hw->accelerator, hw->fabric);
    if (const Errors e = validateRequest(in, r.gpusPerNode); !e.isEmpty())
        return e;
    const SearchResult found = searchLayouts(r, in.layout);
    if (found.best.score > 0)
        return found.best.layout;
    return noLayoutError(r, found);
}

} // namespace cp::estimate
