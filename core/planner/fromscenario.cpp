#include "core/planner/fromscenario.h"

#include "core/estimate/model.h"

#include <QCoreApplication>

namespace cp::planner {

namespace {

} // namespace

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

Expected<estimate::ModelSpec> modelFromScenario(const Scenario &scenario)
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
    s.ffn = m.ffn;
    s.gated = m.swiglu;
    s.tiedEmbeddings = !m.swiglu;
    s.vocab = m.vocab;
    s.experts = m.experts;
    s.topK = m.topK;
    if (s.isMoe())
        s.moeFfn = s.effectiveFfn();
    return s;
}

Expected<estimate::TrainingSpec> trainingFromScenario(const Scenario &s)
{
    Errors errors;
    estimate::TrainingSpec t;
    if (const auto mode = estimate::trainingModeFromString(s.training.mode))
        t.mode = *mode;
    else
        errors << Error { QStringLiteral("training.mode"),
            QCoreApplication::translate("cp::Planner", "the planner plans training runs; use %1").arg(estimate::trainingModeNames().join(QLatin1Char('|'))) };
    if (const auto precision = estimate::precisionFromString(s.training.precision))
        t.precision = *precision;
    else
        errors << Error { QStringLiteral("training.precision"), QCoreApplication::translate("cp::Planner", "use %1").arg(estimate::precisionNames().join(QLatin1Char('|'))) };
    if (!errors.isEmpty())
        return errors;
    t.optimizer = s.training.optimizer == QLatin1String("adamw-8bit") ? estimate::Optimizer::AdamW8bit : estimate::Optimizer::AdamW;
    t.loraRank = s.training.loraRank;
    t.seqLen = s.training.seqLen;
    t.globalBatch = s.training.globalBatch.value_or(0);
    t.tokens = trainingTokens(s);
    return t;
}

estimate::LayoutRequest layoutFromScenario(const Scenario &s)
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
    return l;
}

Expected<PlanRequest> requestFromScenario(const Scenario &s, const Catalog &catalog)
{
    Errors errors;
    PlanRequest r;
    if (const auto model = modelFromScenario(s))
        r.model = *model;
    else
        errors << model.errors();
    if (const auto training = trainingFromScenario(s))
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
    r.layout = layoutFromScenario(s);

    r.deadlineDays = s.constraints.deadlineDays;
    r.budgetCny = s.constraints.budgetCny;
    if (const auto o = objectiveFromId(s.constraints.objective))
        r.objective = *o;
    if (const auto p = payModeFromId(s.constraints.pay))
        r.pay = *p;

    for (const PriceSnapshotEntry &e : s.prices) {
        const PriceEntry *current = catalog.price(e.key);
        if (e.value && (!current || current->value != e.value))
            r.priceOverrides.insert(e.key, *e.value);
    }
    if (!errors.isEmpty())
        return errors;
    return r;
}

} // namespace cp::planner
