// The "why" of every headline figure: formula in words, inputs with units, sources.
#include "core/analysis/planreport.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::analysis {

using explain::Explanation;
using explain::Input;
using explain::Source;
using explain::SourceKind;

namespace {

Source formula(const char *id) { return { SourceKind::Formula, QString::fromLatin1(id) }; }
Source price(const QString &key) { return { SourceKind::Price, key }; }
Source card(const QString &id) { return { SourceKind::Catalog, id }; }
Source calibrated(const char *name) { return { SourceKind::Calibration, QString::fromLatin1(name) }; }

QString moneyText(double v, const QLocale &l) { return units::formatMoney(units::yuan(v), units::MoneyStyle::Plain, l); }
QString num(double v, int decimals, const QLocale &l) { return units::formatNumber(v, decimals, l); }

/// The training stack (issue 47 item 6): the class's factor in the figure, or, when unknown, that
/// the ranges carry it and a pilot run removes it.
Input stackInput(const estimate::Estimate &e, const QLocale &l)
{
    const QString name = QCoreApplication::translate("cp::Analysis", "Training stack");
    if (e.stack == estimate::Stack::Unknown)
        return { name, QCoreApplication::translate("cp::Analysis", "unknown: the ranges admit tuned, generic and vendor-port stacks; a pilot "
                                                                   "run on your own stack (Calibrate) removes this uncertainty") };
    if (!e.efficiencyBand)
        //: %1 the stack class (tuned, generic, vendor_port)
        return { name, QCoreApplication::translate("cp::Analysis", "%1: replaced by your pilot-run correction").arg(estimate::toString(e.stack)) };
    const estimate::StackBand &band = *e.efficiencyBand;
    //: %1 the stack class, %2 its median factor, %3 the number of published runs it comes from
    const QString text = QCoreApplication::translate("cp::Analysis", "%1: x%2, the median of %3 published runs of that class");
    return { name, text.arg(estimate::toString(e.stack), num(band.p50, 3, l), num(band.rows, 0, l)) };
}

Explanation memoryWhy(const estimate::Estimate &e, const QString &accelerator, const QLocale &l)
{
    const estimate::MemoryBreakdown &m = e.memory;
    return { QCoreApplication::translate("cp::Analysis",
                 "Weights + gradients + optimizer states (sharded by ZeRO and divided by TP·PP) + activations of the "
                 "micro-batches in flight + logits + framework overhead, on the busiest GPU."),
        { { QCoreApplication::translate("cp::Analysis", "Weights"), units::gibText(m.weightsGiB, l) },
            { QCoreApplication::translate("cp::Analysis", "Gradients"), units::gibText(m.gradientsGiB, l) },
            { QCoreApplication::translate("cp::Analysis", "Optimizer states"), units::gibText(m.optimizerGiB, l) },
            { QCoreApplication::translate("cp::Analysis", "Activations"), units::gibText(m.activationsGiB, l) },
            { QCoreApplication::translate("cp::Analysis", "Logits"), units::gibText(m.logitsGiB, l) },
            { QCoreApplication::translate("cp::Analysis", "Framework overhead"), units::gibText(m.overheadGiB, l) },
            { QCoreApplication::translate("cp::Analysis", "Usable card memory"), units::gibText(m.usableGiB, l) } },
        { formula("zero2020"), formula("korthikanti2022"), calibrated("contextGiB, fragmentation"), card(accelerator) } };
}

Explanation mfuWhy(const estimate::Estimate &e, const QString &accelerator, const QLocale &l)
{
    return { QCoreApplication::translate("cp::Analysis",
                 "Model FLOPs per second per GPU divided by the card's peak dense FLOP/s (PaLM definition; "
                 "recomputation does not count)."),
        { { QCoreApplication::translate("cp::Analysis", "Model TFLOP/s per GPU"), num(e.modelTflopsPerGpu, 1, l) },
            { QCoreApplication::translate("cp::Analysis", "Peak TFLOP/s"), num(e.peakTflops, 0, l) },
            { QCoreApplication::translate("cp::Analysis", "Calibrated matmul efficiency"), num(e.gemmEfficiency * 100, 1, l) + QLatin1Char('%') },
            stackInput(e, l) },
        { formula("palm-mfu"), formula("megatron-flops"), calibrated("gemmAmpere, gemmHopper, attentionAmpere, attentionHopper, attentionHopperFa2"), card(accelerator) } };
}

Explanation throughputWhy(const estimate::Estimate &e, const QString &accelerator, const QLocale &l)
{
    return { QCoreApplication::translate("cp::Analysis",
                 "Tokens per step (global batch × sequence length) divided by the iteration time and the number of GPUs. "
                 "The iteration time is compute at the calibrated efficiency plus exposed tensor-, pipeline- and "
                 "data-parallel communication plus the pipeline bubble."),
        { { QCoreApplication::translate("cp::Analysis", "Iteration time"), units::formatDuration(units::seconds(e.iterationTimeS), l) },
            { QCoreApplication::translate("cp::Analysis", "Compute"), units::formatDuration(units::seconds(e.time.computeS), l) },
            { QCoreApplication::translate("cp::Analysis", "Exposed communication"),
                units::formatDuration(units::seconds(e.time.tensorParallelS + e.time.pipelineS + e.time.dataParallelS
                                          + e.time.expertParallelS + e.time.contextParallelS),
                    l) },
            { QCoreApplication::translate("cp::Analysis", "Pipeline bubble"), units::formatDuration(units::seconds(e.time.bubbleS), l) },
            { QCoreApplication::translate("cp::Analysis", "Global batch"), num(e.layout.globalBatch, 0, l) },
            stackInput(e, l) },
        { formula("megatron-flops"), formula("nccl-collectives"), formula("pipeline-bubble"), calibrated("layerOverheadUs, layerOverheadUsFsdp, frameworkOverhead, frameworkOverheadFsdp, expertOverheadUs"),
            card(accelerator) } };
}

Explanation daysWhy(const estimate::Estimate &e, const QString &accelerator, const QLocale &l)
{
    const estimate::RunTotals &r = *e.run;
    return { QCoreApplication::translate("cp::Analysis",
                 "Steps (tokens ÷ tokens per step) × iteration time, divided by the goodput left after failures, "
                 "restarts and checkpoint saves (Young/Daly checkpoint interval)."),
        { { QCoreApplication::translate("cp::Analysis", "Tokens"), num(r.tokens, 0, l) },
            { QCoreApplication::translate("cp::Analysis", "Steps"), num(r.steps, 0, l) },
            { QCoreApplication::translate("cp::Analysis", "Iteration time"), units::formatDuration(units::seconds(e.iterationTimeS), l) },
            { QCoreApplication::translate("cp::Analysis", "Goodput"), num(r.goodput * 100, 1, l) + QLatin1Char('%') },
            { QCoreApplication::translate("cp::Analysis", "Checkpoint interval"), units::formatDuration(units::hours(r.checkpointIntervalHours), l) } },
        { formula("goodput"), formula("megatron-flops"), card(accelerator) } };
}

Explanation gpuHoursWhy(const estimate::Estimate &e, const QString &accelerator, const QLocale &l)
{
    return { QCoreApplication::translate("cp::Analysis", "GPUs × wall-clock hours of the run (including failures and checkpoints)."),
        { { QCoreApplication::translate("cp::Analysis", "GPUs"), num(e.layout.tp * e.layout.pp * e.layout.dp, 0, l) },
            { QCoreApplication::translate("cp::Analysis", "Wall clock"), units::formatDuration(units::days(e.run->trainDays), l) },
            { QCoreApplication::translate("cp::Analysis", "Ideal GPU-hours (no failures)"), num(e.run->gpuHoursIdeal, 0, l) } },
        { formula("goodput"), card(accelerator) } };
}

// Line items name price-book keys, or datasheet figures as "accelerators.csv:<id>.<column>".
QList<Source> priceSources(const QStringList &keys)
{
    static const QString datasheet = QStringLiteral("accelerators.csv:");
    QList<Source> sources;
    for (const QString &k : keys) {
        Source s = k.startsWith(datasheet) ? card(k.mid(datasheet.size()).section(QLatin1Char('.'), 0, 0)) : price(k);
        if (!sources.contains(s))
            sources << s;
    }
    return sources;
}

Explanation optionTotalWhy(const tco::OptionResult &o, const tco::TcoResult &r, const QLocale &l)
{
    Explanation why { QCoreApplication::translate("cp::Analysis",
                          "Sum of the monthly cash flows of %1 over the horizon, less the resale value at the end; "
                          "each line item is priced from the price book.")
                          .arg(o.name),
        {}, { formula("cash-flow") } };
    QStringList keys;
    for (const tco::LineItemTotal &li : o.lineItems) {
        why.inputs << Input { li.name, moneyText(li.totalCny, l) };
        keys << li.keys;
    }
    if (o.residualCny != 0)
        why.inputs << Input { QCoreApplication::translate("cp::Analysis", "Resale value"), moneyText(-o.residualCny, l) };
    keys.removeDuplicates();
    why.sources << priceSources(keys);
    if (r.fxUsdCny > 0)
        why.sources << price(QStringLiteral("fx.usd_cny"));
    return why;
}

Explanation breakEvenWhy(const tco::TcoResult &r, const QLocale &l)
{
    //: %1 the ranking basis, "after-tax NPV" or "pre-tax NPV"
    Explanation why { QCoreApplication::translate("cp::Analysis",
                          "The month when self-build's cumulative cost on the ranking basis (%1: each month discounted, "
                          "the resale at the end included) falls below paying the cloud on demand for the same demand "
                          "(the last crossing of the two curves); the same figures rank the options.")
                          .arg(r.basisName()),
        {}, { formula("break-even") } };
    if (r.breakEvenUtilisation)
        why.inputs << Input { QCoreApplication::translate("cp::Analysis", "Break-even utilisation"),
            num(*r.breakEvenUtilisation * 100, 0, l) + QLatin1Char('%') };
    QStringList keys;
    for (const char *id : { "build", "on_demand" }) {
        if (const tco::OptionResult *o = r.option(QString::fromLatin1(id))) {
            //: %1 an option, %2 the ranking basis
            why.inputs << Input { QCoreApplication::translate("cp::Analysis", "%1, %2").arg(o->name, r.basisName()), moneyText(o->decisionNpvCny, l) };
            for (const tco::LineItemTotal &li : o->lineItems)
                keys << li.keys;
        }
    }
    keys.removeDuplicates();
    why.sources << priceSources(keys);
    return why;
}

Explanation recommendedWhy(const planner::PlanResult &plan, const QLocale &l)
{
    const planner::Candidate &c = plan.recommended->plan;
    Explanation why { QCoreApplication::translate("cp::Analysis",
                          "The plan chosen for the objective among the Pareto-optimal plans (no other plan is both faster "
                          "and cheaper): %1 plans searched, %2 layouts estimated.")
                          .arg(num(double(plan.candidatesEvaluated), 0, l), num(double(plan.layoutsEvaluated), 0, l)),
        {}, { formula("pareto"), card(c.accelerator) } };
    for (const QString &reason : plan.recommended->reasons)
        why.inputs << Input { QCoreApplication::translate("cp::Analysis", "Reason"), reason };
    why.inputs << Input { QCoreApplication::translate("cp::Analysis", "Price per GPU-hour"), moneyText(c.price.cnyPerGpuHour, l) };
    why.sources << priceSources(c.price.keys);
    return why;
}

Explanation inferenceWhy(const estimate::InferenceEstimate &e, const QString &accelerator, const QLocale &l)
{
    return { QCoreApplication::translate("cp::Analysis",
                 "Replicas needed for the request rate, each replica holding the weights and the KV cache of the requests "
                 "decoded together; decode speed is bound by memory bandwidth, prefill by compute."),
        { { QCoreApplication::translate("cp::Analysis", "Cards per replica"), num(e.tp, 0, l) },
            { QCoreApplication::translate("cp::Analysis", "Memory per card"), units::gibText(e.memoryGiBPerCard, l) },
            { QCoreApplication::translate("cp::Analysis", "Concurrent requests per replica"), num(e.concurrency, 0, l) },
            { QCoreApplication::translate("cp::Analysis", "Requests/s per replica"), num(e.requestsPerSPerReplica, 2, l) },
            { QCoreApplication::translate("cp::Analysis", "Time per output token"), num(e.tpotS * 1000, 1, l) + QStringLiteral(" ms") },
            { QCoreApplication::translate("cp::Analysis", "Tensor-parallel all-reduce per step"), num(e.step.tpCommS * 1000, 1, l) + QStringLiteral(" ms") } },
        { formula("inference-sizing"), formula("kv-cache"), card(accelerator) } };
}

} // namespace

void explainKpis(PlanReport &p, const Catalog &catalog, const QLocale &l)
{
    const QString acc = p.scenario.hardware.accelerators.isEmpty() ? QString() : p.scenario.hardware.accelerators.constFirst();
    const tco::OptionResult *best = p.tco && p.money ? p.tco->option(p.money->recommended) : nullptr;
    for (Kpi &k : p.kpis) {
        const QString &id = k.id;
        if (p.training && id == QLatin1String("memory_per_gpu"))
            k.why = memoryWhy(*p.training, acc, l);
        else if (p.training && id == QLatin1String("mfu"))
            k.why = mfuWhy(*p.training, acc, l);
        else if (p.training && id == QLatin1String("tokens_per_s_per_gpu"))
            k.why = throughputWhy(*p.training, acc, l);
        else if (p.training && p.training->run && id == QLatin1String("train_days"))
            k.why = daysWhy(*p.training, acc, l);
        else if (p.training && p.training->run && id == QLatin1String("gpu_hours"))
            k.why = gpuHoursWhy(*p.training, acc, l);
        else if (best && id == QLatin1String("tco_best"))
            k.why = optionTotalWhy(*best, *p.tco, l);
        else if (best && (id == QLatin1String("cny_per_gpu_hour") || id == QLatin1String("run_cost") || id == QLatin1String("cost_per_million_tokens"))) {
            k.why = optionTotalWhy(*best, *p.tco, l);
            k.why.formula = id == QLatin1String("cny_per_gpu_hour")
                ? QCoreApplication::translate("cp::Analysis", "Total cost of %1 divided by the GPU-hours actually used.").arg(best->name)
                : id == QLatin1String("run_cost")
                ? QCoreApplication::translate("cp::Analysis", "Effective price per used GPU-hour of %1 × the run's GPU-hours.").arg(best->name)
                : QCoreApplication::translate("cp::Analysis", "Cost of the run divided by its training tokens, per million tokens.");
        } else if (p.tco && id == QLatin1String("break_even"))
            k.why = breakEvenWhy(*p.tco, l);
        else if (p.plan && p.plan->recommended && id.startsWith(QLatin1String("recommended")))
            k.why = recommendedWhy(*p.plan, l);
        else if (p.inference && id.startsWith(QLatin1String("inference_")))
            k.why = inferenceWhy(*p.inference, acc, l);
        k.assumption = k.assumption || explain::dependsOnAssumption(k.why, catalog);
    }
}

} // namespace cp::analysis
