// The dashboard's ranges: a scenario's estimate (or serving size) and its TCO in one run, through
// core/bridge as analysis::analyse computes the point figures.
#include "core/analysis/scenarioranges.h"

#include "core/analysis/planreport.h"

#include "core/bridge/engineinputs.h"
#include "core/bridge/pilotcorrection.h"

namespace cp::analysis {

Expected<uncertainty::Ranges> scenarioRanges(const Scenario &scenario, const uncertainty::RangeSettings &s,
    const uncertainty::ErrorModel &model, const uncertainty::RunControl &control, const QList<calibrate::PilotPoint> &pilot)
{
    if (Errors e = uncertainty::validate(s); !e.isEmpty())
        return e;
    const Catalog catalog = bridge::catalogFor(scenario);
    const bool inferenceOnly = scenario.training.servesOnly();
    const bool hasTco = !scenario.tco.options.isEmpty() && !bridge::primaryAccelerator(scenario).isEmpty();
    std::optional<tco::TcoInput> tco;
    if (inferenceOnly) {
        const auto in = bridge::inferenceInputFrom(scenario);
        if (!in)
            return in.errors();
        const auto e = estimate::estimateInference(*in, catalog);
        if (!e)
            return e.errors();
        const auto cost = e->fits ? planner::servingCost(in->accelerator, e->cards, in->requestsPerSecond * in->outputTokens, {}, catalog)
                                  : std::nullopt;
        // The fleet the answer prices: analyse() grows it to the cards the load needs
        // (PlanReport::tcoInput), which the plan's own card count may fall short of.
        if (hasTco)
            tco = analyse(scenario, QLocale::c(), pilot).tcoInput;
        return uncertainty::serveAndTcoRanges(*in, *e, cost, tco, s, model, control, catalog);
    }
    auto in = bridge::estimateInputFrom(scenario);
    if (!in)
        return in.errors();
    bridge::applyPilotCorrection(*in, pilot); // the same point estimate as analyse()
    const auto e = estimate::estimate(*in, catalog);
    if (!e)
        return e.errors();
    if (hasTco)
        tco = bridge::tcoInputFrom(scenario, *e);
    return uncertainty::estimateAndTcoRanges(*in, *e, tco, s, model, control, catalog);
}

} // namespace cp::analysis
