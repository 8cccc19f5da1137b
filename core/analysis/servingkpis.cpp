#include "core/analysis/servingkpis.h"

#include "core/bridge/engineinputs.h"
#include "core/planner/pricing.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::analysis {

namespace {

Kpi servingKpi(const QString &id, const QString &label, double value, const QString &text, bool assumption = false)
{
    Kpi k;
    k.id = id;
    k.label = label;
    k.value = value;
    k.text = text;
    k.assumption = assumption;
    return k;
}

} // namespace

void addServingKpis(PlanReport &p, const QLocale &locale)
{
    if (!p.inference)
        return;
    const estimate::InferenceEstimate &e = *p.inference;
    const Expected<estimate::InferenceInput> in = bridge::inferenceInputFrom(p.scenario);
    if (in) {
        // The fleet's card-hours over the output tokens the load asks for, priced the way the
        // verdict pays (the recommended option's cost per used GPU-hour, issue 42); on demand (as
        // `serve` prices it) when the plan has no money answer.
        const std::optional<planner::ServingCost> onDemand = planner::servingCost(in->accelerator, e.cards, in->requestsPerSecond * in->outputTokens, {}, p.catalog);
        const MoneyOption *rec = p.money ? p.money->recommendedOption() : nullptr;
        const tco::OptionResult *option = rec && p.tco ? p.tco->option(rec->id) : nullptr;
        const std::optional<double> effective = option ? option->effectiveCnyPerGpuHour : std::nullopt;
        const double tokensPerHour = in->requestsPerSecond * in->outputTokens * 3600.0;
        if (effective && *effective > 0 && tokensPerHour > 0) {
            const double perMillion = e.cards * *effective / tokensPerHour * 1e6;
            Kpi k = servingKpi(QStringLiteral("serving_cny_per_million_output_tokens"),
                QCoreApplication::translate("cp::Analysis", "CNY per million output tokens (%1)").arg(rec->name), perMillion,
                units::formatMoney(units::yuan(perMillion), units::MoneyStyle::Plain, locale), !p.tco->assumptions.isEmpty());
            k.why.formula = QCoreApplication::translate("cp::Analysis", "cards × the recommended way of paying's cost per used GPU-hour ÷ (requests per second × output tokens × 3,600 s) × 1,000,000");
            k.why.inputs = {
                { QCoreApplication::translate("cp::Analysis", "Cards"), units::formatNumber(e.cards, 0, locale) },
                { QCoreApplication::translate("cp::Analysis", "Cost per used GPU-hour (%1)").arg(rec->name), units::formatMoney(units::yuan(*effective), units::MoneyStyle::Plain, locale) },
                { QCoreApplication::translate("cp::Analysis", "Output tokens per second"), units::formatNumber(in->requestsPerSecond * in->outputTokens, 1, locale) },
            };
            k.why.sources = { { explain::SourceKind::Formula, QStringLiteral("inference-sizing") }, { explain::SourceKind::Formula, QStringLiteral("cash-flow") } };
            p.kpis << k;
        } else if (const std::optional<planner::ServingCost> &cost = onDemand) {
            Kpi k = servingKpi(QStringLiteral("serving_cny_per_million_output_tokens"),
                QCoreApplication::translate("cp::Analysis", "CNY per million output tokens (on demand)"), cost->cnyPerMillionOutputTokens,
                units::formatMoney(units::yuan(cost->cnyPerMillionOutputTokens), units::MoneyStyle::Plain, locale), !cost->assumptionKeys.isEmpty());
            k.why.formula = QCoreApplication::translate("cp::Analysis", "cards × on-demand price per card-hour ÷ (requests per second × output tokens × 3,600 s) × 1,000,000");
            k.why.inputs = {
                { QCoreApplication::translate("cp::Analysis", "Cards"), units::formatNumber(e.cards, 0, locale) },
                { QCoreApplication::translate("cp::Analysis", "Price per card-hour"), units::formatMoney(units::yuan(cost->cnyPerCardHour), units::MoneyStyle::Plain, locale) },
                { QCoreApplication::translate("cp::Analysis", "Output tokens per second"), units::formatNumber(in->requestsPerSecond * in->outputTokens, 1, locale) },
            };
            k.why.sources = { { explain::SourceKind::Formula, QStringLiteral("inference-sizing") }, { explain::SourceKind::Price, cost->priceKey } };
            p.kpis << k;
            p.assumptions << cost->assumptionKeys;
        }
    }
    const double ms = 1000.0;
    const QList<explain::Source> sizing { { explain::SourceKind::Formula, QStringLiteral("inference-sizing") } };
    Kpi ttft = servingKpi(QStringLiteral("serving_ttft_ms"), QCoreApplication::translate("cp::Analysis", "Time to first token (achieved)"), e.ttftS * ms,
        QCoreApplication::translate("cp::Analysis", "%1 ms").arg(units::formatNumber(e.ttftS * ms, 0, locale)));
    ttft.why = { QCoreApplication::translate("cp::Analysis", "prefill of one prompt on a replica of %1 cards, with its all-reduces").arg(e.tp),
        { { QCoreApplication::translate("cp::Analysis", "Cards per replica"), units::formatNumber(e.tp, 0, locale) } }, sizing };
    Kpi tpot = servingKpi(QStringLiteral("serving_tpot_ms"), QCoreApplication::translate("cp::Analysis", "Time per output token (achieved)"), e.tpotS * ms,
        QCoreApplication::translate("cp::Analysis", "%1 ms").arg(units::formatNumber(e.tpotS * ms, 1, locale)));
    tpot.why = { QCoreApplication::translate("cp::Analysis", "one decode step of %1 requests decoded together on a replica of %2 cards").arg(e.concurrency).arg(e.tp),
        { { QCoreApplication::translate("cp::Analysis", "Concurrency per replica"), units::formatNumber(e.concurrency, 0, locale) } }, sizing };
    p.kpis << ttft << tpot;
}

} // namespace cp::analysis
