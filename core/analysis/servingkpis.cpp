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
        // The same figure as `serve`: the fleet's on-demand card-hours over the output tokens the load asks for.
        if (const std::optional<planner::ServingCost> cost = planner::servingCost(in->accelerator, e.cards, in->requestsPerSecond * in->outputTokens, {}, p.catalog)) {
            p.kpis << servingKpi(QStringLiteral("serving_cny_per_million_output_tokens"),
                QCoreApplication::translate("cp::Analysis", "CNY per million output tokens (on demand)"), cost->cnyPerMillionOutputTokens,
                units::formatMoney(units::yuan(cost->cnyPerMillionOutputTokens), units::MoneyStyle::Plain, locale), !cost->assumptionKeys.isEmpty());
            p.assumptions << cost->assumptionKeys;
        }
    }
    const double ms = 1000.0;
    p.kpis << servingKpi(QStringLiteral("serving_ttft_ms"), QCoreApplication::translate("cp::Analysis", "Time to first token (achieved)"), e.ttftS * ms,
        QCoreApplication::translate("cp::Analysis", "%1 ms").arg(units::formatNumber(e.ttftS * ms, 0, locale)));
    p.kpis << servingKpi(QStringLiteral("serving_tpot_ms"), QCoreApplication::translate("cp::Analysis", "Time per output token (achieved)"), e.tpotS * ms,
        QCoreApplication::translate("cp::Analysis", "%1 ms").arg(units::formatNumber(e.tpotS * ms, 1, locale)));
}

} // namespace cp::analysis
