#include "core/bridge/engineinputs.h"

#include "core/bridge/workloaddemand.h"
#include "core/common/numeric.h"
#include "core/estimate/model.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::bridge {

double bytesPerToken(const QString &language)
{
    if (language == QLatin1String("zh"))
        return estimate::kBytesPerTokenChinese;
    if (language == QLatin1String("mixed"))
        return kBytesPerTokenMixed;
    return estimate::kBytesPerTokenEnglish;
}

double trainingTokens(const Scenario &s)
{
    if (s.training.tokens)
        return *s.training.tokens;
    if (s.training.datasetTb)
        return estimate::tokensFromDatasetTB(*s.training.datasetTb, bytesPerToken(s.training.language));
    return 0;
}

Catalog catalogFor(const Scenario &scenario, const Catalog &base)
{
    const PriceTier tier = priceTierFromString(scenario.priceTier).value_or(PriceTier::Typical);
    Catalog c = base.withTier(tier);
    for (const PriceSnapshotEntry &saved : scenario.prices) {
        const PriceEntry *current = base.price(saved.key);
        // A saved "no figure" does not erase a figure the price book has since gained (the
        // current value stays, flagged as it is in the book).
        if (!saved.value && current)
            continue;
        // A saved figure that is the book's typical one follows the scenario's tier; any other
        // (the user's quote, an older price) stays as saved, in every tier.
        if (tier != PriceTier::Typical && current && current->figure(PriceTier::Typical).value == saved.value)
            continue;
        c.setPrice(priceEntryFrom(saved, c));
    }
    return c;
}

QString primaryAccelerator(const Scenario &scenario)
{
    return scenario.hardware.accelerators.isEmpty() ? QString() : scenario.hardware.accelerators.constFirst();
}

Expected<estimate::ModelSpec> modelFrom(const Scenario &scenario)
{
    const ModelSection &m = scenario.model;
    if (!m.isCustom()) {
        auto preset = estimate::preset(m.preset);
        if (!preset)
            return Error { QStringLiteral("model.preset"), preset.error().message };
        return preset;
    }
    estimate::ModelSpec s;
    s.id = QStringLiteral("custom");
    s.layers = m.layers;
    s.hidden = m.hidden;
    s.heads = m.heads;
    s.kvHeads = m.kvHeads;
    s.headDimension = m.headDim;
    s.slidingWindow = m.slidingWindow;
    s.windowedLayers = m.windowedLayers;
    s.ffn = m.ffn;
    s.gated = m.swiglu;
    s.tiedEmbeddings = !m.swiglu;
    s.vocab = m.vocab;
    s.experts = m.experts;
    s.topK = m.topK;
    s.sharedExperts = m.sharedExperts;
    if (s.isMoe())
        s.moeFfn = m.expertFfn > 0 ? m.expertFfn : s.effectiveFfn();
    return s;
}

QStringList trainingModeWords()
{
    QStringList words;
    for (const QString &w : trainingModes()) {
        if (estimate::trainingModeFromString(w))
            words << w;
    }
    return words;
}

namespace {

/// Maps the registry's word of a Choice field to the engine's value; an unmapped word (the
/// registry and the engine disagree) is an error naming the field.
template<class T, class FromWord>
void mapWord(const QString &path, const QString &word, FromWord fromWord, T &target, Errors &errors)
{
    if (const std::optional<T> v = fromWord(word))
        target = *v;
    else
        errors << Error { path, fieldRule(path).message() };
}

} // namespace

Expected<estimate::TrainingSpec> trainingFrom(const Scenario &s)
{
    Errors errors;
    estimate::TrainingSpec t;
    if (const auto mode = estimate::trainingModeFromString(s.training.mode))
        t.mode = *mode;
    else
        errors << Error { QStringLiteral("training.mode"),
            QCoreApplication::translate("cp::Planner", "the planner plans training runs; use %1").arg(trainingModeWords().join(QLatin1Char('|'))) };
    const TrainingSection &in = s.training;
    mapWord(QStringLiteral("training.precision"), in.precision, estimate::precisionFromString, t.precision, errors);
    mapWord(QStringLiteral("training.optimizer"), in.optimizer, estimate::optimizerFromString, t.optimizer, errors);
    mapWord(QStringLiteral("training.offload"), in.offload, estimate::offloadFromString, t.offload, errors);
    mapWord(QStringLiteral("training.attention"), in.attention, estimate::attentionKernelFromString, t.attention, errors);
    mapWord(QStringLiteral("training.lora_targets"), in.loraTargets, estimate::loraTargetsFromString, t.loraTargets, errors);
    mapWord(QStringLiteral("training.tp_overlap"), in.tpOverlap, estimate::tpOverlapFromString, t.tpOverlap, errors);
    mapWord(QStringLiteral("training.ep_overlap"), in.epOverlap, estimate::epOverlapFromString, t.epOverlap, errors);
    mapWord(QStringLiteral("training.ep_dispatch"), in.epDispatch, estimate::epDispatchFromString, t.epDispatch, errors);
    mapWord(QStringLiteral("training.moe_schedule"), in.moeSchedule, estimate::moeScheduleFromString, t.moeSchedule, errors);
    mapWord(QStringLiteral("training.framework"), in.framework, estimate::frameworkFromString, t.framework, errors);
    mapWord(QStringLiteral("training.stack"), in.stack, estimate::stackFromString, t.stack, errors);
    if (!errors.isEmpty())
        return errors;
    t.masterWeights = in.masterWeights != QLatin1String("none");
    t.hostMemoryGiB = in.hostMemoryGiB.value_or(0.0);
    t.dropout = in.dropout;
    t.loraRank = in.loraRank;
    t.seqLen = in.seqLen;
    t.globalBatch = in.globalBatch.value_or(0);
    t.maxTokensPerStep = in.maxTokensPerStep;
    t.fp32GradAccumulation = in.gradReduce == QLatin1String("fp32");
    t.tokens = trainingTokens(s);
    return t;
}

estimate::LayoutRequest layoutFrom(const Scenario &s)
{
    const LayoutOverrides &o = s.hardware.layout;
    estimate::LayoutRequest l;
    l.tp = o.tp;
    l.pp = o.pp;
    l.dp = o.dp;
    l.zero = o.zero;
    if (o.recompute)
        l.recompute = estimate::recomputeFromString(*o.recompute);
    l.sequenceParallel = o.sequenceParallel;
    l.interleave = o.interleave;
    l.microBatch = o.microBatch;
    l.ep = o.ep;
    l.cp = o.cp;
    return l;
}

Expected<estimate::EstimateInput> estimateInputFrom(const Scenario &scenario)
{
    Errors errors;
    auto model = modelFrom(scenario);
    if (!model)
        errors << model.errors();
    auto training = trainingFrom(scenario);
    if (!training)
        errors << training.errors();
    const QString accelerator = primaryAccelerator(scenario);
    if (accelerator.isEmpty())
        errors << Error { QStringLiteral("hardware.accelerators"),
            QCoreApplication::translate("cp::Analysis", "name at least one accelerator from the catalog") };
    if (!errors.isEmpty())
        return errors;

    estimate::EstimateInput in;
    in.model = *model;
    in.training = *training;
    in.hardware.accelerator = accelerator;
    in.hardware.gpus = scenario.hardware.gpus.value_or(scenario.hardware.gpusPerNode);
    in.hardware.gpusPerNode = scenario.hardware.gpusPerNode;
    in.hardware.network = scenario.hardware.network;
    if (scenario.hardware.memoryMarginPct)
        in.calibration.memoryMarginPct = *scenario.hardware.memoryMarginPct;
    in.layout = layoutFrom(scenario);
    return in;
}

Expected<estimate::InferenceInput> inferenceInputFrom(const Scenario &scenario)
{
    auto model = modelFrom(scenario);
    if (!model)
        return model.errors();
    const QString accelerator = primaryAccelerator(scenario);
    if (accelerator.isEmpty())
        return Error { QStringLiteral("hardware.accelerators"),
            QCoreApplication::translate("cp::Analysis", "name at least one accelerator from the catalog") };
    estimate::InferenceInput in;
    in.model = *model;
    in.accelerator = accelerator;
    const InferenceSection &s = scenario.inference;
    if (s.promptTokens > 0)
        in.promptTokens = s.promptTokens;
    if (s.outputTokens > 0)
        in.outputTokens = s.outputTokens;
    if (s.qps > 0)
        in.requestsPerSecond = s.qps;
    // The latency target is the time to first token ("answers start within 2 s"). Before issue 20
    // it was read as the time per output token, which let a 2 s decode step pass.
    in.ttftTargetS = s.latencyTargetMs > 0 ? s.latencyTargetMs / 1000.0 : 0.0;
    in.tpotTargetS = s.tpotMs / 1000.0;
    in.gpusPerNode = scenario.hardware.gpusPerNode;
    if (scenario.training.precision == QLatin1String("fp8"))
        in.weights = estimate::WeightFormat::Fp8;
    return in;
}

Expected<planner::PlanRequest> planRequestFrom(const Scenario &s, const Catalog &catalog)
{
    Errors errors;
    planner::PlanRequest r;
    if (const auto model = modelFrom(s))
        r.model = *model;
    else
        errors << model.errors();
    if (const auto training = trainingFrom(s))
        r.training = *training;
    else
        errors << training.errors();
    if (s.training.datasetTb)
        r.storage.datasetTB = *s.training.datasetTb;

    r.accelerators = s.hardware.accelerators;
    r.network = s.hardware.network;
    if (s.hardware.gpus)
        r.maxGpus = *s.hardware.gpus;
    r.gpusPerNode = s.hardware.gpusPerNode;
    if (s.hardware.memoryMarginPct)
        r.calibration.memoryMarginPct = *s.hardware.memoryMarginPct;
    r.layout = layoutFrom(s);

    r.deadlineDays = s.constraints.deadlineDays;
    r.budgetCny = s.constraints.budgetCny;
    mapWord(QStringLiteral("constraints.objective"), s.constraints.objective, planner::objectiveFromId, r.objective, errors);
    mapWord(QStringLiteral("constraints.pay"), s.constraints.pay, planner::payModeFromId, r.pay, errors);
    r.includeUnavailable = s.constraints.includeUnavailable;
    r.ownAccelerator = primaryAccelerator(s);
    r.ownGpus = s.hardware.gpus.value_or(0);

    const PriceTier tier = priceTierFromString(s.priceTier).value_or(PriceTier::Typical);
    for (const PriceSnapshotEntry &e : s.prices) {
        const PriceEntry *current = catalog.price(e.key);
        // A saved figure that is the book's typical one follows the tier (catalogFor()).
        const bool followsTier = tier != PriceTier::Typical && current && current->figure(PriceTier::Typical).value == e.value;
        if (e.value && !followsTier && (!current || current->value != e.value))
            r.priceOverrides.insert(e.key, *e.value);
    }
    if (!errors.isEmpty())
        return errors;
    return r;
}

QList<tco::OptionKind> tcoOptionsFrom(const QStringList &names)
{
    QList<tco::OptionKind> kinds;
    for (const QString &n : names) {
        if (n == QLatin1String("on-demand"))
            kinds << tco::OptionKind::OnDemand;
        else if (n == QLatin1String("monthly"))
            kinds << tco::OptionKind::Commitment;
        else if (n == QLatin1String("spot"))
            kinds << tco::OptionKind::Spot;
        else if (n == QLatin1String("lease"))
            kinds << tco::OptionKind::Lease;
        else if (n == QLatin1String("build"))
            kinds << tco::OptionKind::Build;
        else if (n == QLatin1String("hybrid"))
            kinds << tco::OptionKind::Hybrid;
    }
    return kinds;
}

tco::TcoInput tcoInputFrom(const Scenario &scenario, const std::optional<estimate::Estimate> &training)
{
    tco::TcoInput in;
    const TcoSection &t = scenario.tco;
    in.acceleratorId = primaryAccelerator(scenario);
    const int perNode = std::max(1, scenario.hardware.gpusPerNode);
    in.gpus = t.servers > 0 ? t.servers * perNode : scenario.hardware.gpus.value_or(perNode);
    in.horizonMonths = t.horizonMonths;
    in.discountRate = t.discountRate;
    in.utilisation = t.utilisation;
    if (const auto kinds = tcoOptionsFrom(t.options); !kinds.isEmpty())
        in.options = kinds;
    in.commitmentTermMonths = scenario.constraints.pay == QLatin1String("monthly") ? 1 : 12;

    const DemandSection &d = t.demand;
    in.demand = tco::demandFromId(d.templateName == QLatin1String("from_plan") ? QStringLiteral("plan") : d.templateName)
                    .value_or(tco::DemandTemplate::Steady);
    if (d.monthlyGpuHours > 0)
        in.gpuHoursPerMonth = d.monthlyGpuHours;
    if (in.demand == tco::DemandTemplate::FromPlan) {
        for (qsizetype i = 0; i < d.monthly.size(); ++i) {
            if (d.monthly.at(i) > 0)
                in.campaigns << tco::Campaign { int(i) + 1, d.monthly.at(i), 1 };
        }
        if (d.monthly.isEmpty() && training && training->run) {
            // The plan's own training run, spread over the months it takes, from month 1.
            const int months = saturatingInt(std::ceil(training->run->trainDays / 30.0), 1);
            in.campaigns << tco::Campaign { 1, training->run->gpuHours, months };
        }
        in.fineTuningGpuHoursPerMonth = in.campaigns.isEmpty() ? d.monthlyGpuHours : 0;
    }
    if (training && training->run) {
        in.runGpuHours = training->run->gpuHours;
        in.runTokens = training->run->tokens;
    }
    in.loan.enabled = t.loan.enabled;
    in.loan.annualRate = t.loan.annualRate;
    in.loan.termMonths = t.loan.termMonths;
    // Tax, resale and contract terms (issue 21); unset optionals fall back to the price book.
    if (t.contract.commitmentTermMonths > 0)
        in.commitmentTermMonths = t.contract.commitmentTermMonths;
    in.contract.leaseExitMonth = t.contract.leaseExitMonth;
    in.contract.priceDriftPerYear = t.contract.priceDriftPerYear;
    in.residual.usefulLifeYears = t.residual.usefulLifeYears;
    in.residual.liquidationFactor = t.residual.liquidationFactor;
    in.tax.enabled = t.tax.enabled;
    in.tax.incomeTaxRate = t.tax.incomeTaxRate;
    in.tax.depreciation = tco::depreciationFromId(t.tax.depreciation).value_or(tco::TaxDepreciation::StraightLine);
    in.tax.vatPayer = tco::vatPayerFromId(t.tax.vatPayer).value_or(tco::VatPayer::General);
    in.tax.leaseVatRate = t.tax.leaseVatRate;
    in.tax.purchaseYear = t.tax.purchaseYear;
    // Issue 42: a plan that describes its work prices that work (the older demand inputs above
    // stand only for a plan without workloads).
    applyWorkloads(in, scenario, training);
    return in;
}

} // namespace cp::bridge
