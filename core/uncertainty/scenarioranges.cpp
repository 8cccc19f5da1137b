// The dashboard's ranges: a scenario's estimate (or serving size) and its TCO in one run, through
// core/bridge as analysis::analyse computes the point figures.
#include "core/bridge/engineinputs.h"
#include "core/bridge/pilotcorrection.h"
#include "core/uncertainty/estimatesampler.h"
#include "core/uncertainty/tcosampler.h"

namespace cp::uncertainty {

Expected<Ranges> scenarioRanges(const Scenario &scenario, const RangeSettings &s, const ErrorModel &model, const RunControl &control,
    const QList<calibrate::PilotPoint> &pilot)
{
    if (Errors e = validate(s); !e.isEmpty())
        return e;
    const Catalog catalog = bridge::catalogFor(scenario);
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    const bool inferenceOnly = scenario.training.mode == QLatin1String("inference");
    std::optional<estimate::Estimate> training;
    std::vector<double> campaignFactor;
    const bool hasTco = !scenario.tco.options.isEmpty() && !bridge::primaryAccelerator(scenario).isEmpty();
    const double estimateShare = hasTco ? 0.3 : 1.0;
    if (inferenceOnly) {
        const auto in = bridge::inferenceInputFrom(scenario);
        if (!in)
            return in.errors();
        const auto e = estimate::estimateInference(*in, catalog);
        if (!e)
            return e.errors();
        const auto cost = e->fits ? planner::servingCost(in->accelerator, e->cards, in->requestsPerSecond * in->outputTokens, {}, catalog)
                                  : std::nullopt;
        RunControl part;
        part.cancel = control.cancel;
        if (control.progress)
            part.progress = [&control, estimateShare](double f) { control.progress(f * estimateShare); };
        auto serving = serveRanges(*in, *e, cost, s, model, part, catalog);
        if (!serving)
            return serving.errors();
        r.kpis = serving->kpis;
        r.drivers = serving->drivers;
    } else {
        auto in = bridge::estimateInputFrom(scenario);
        if (!in)
            return in.errors();
        bridge::applyPilotCorrection(*in, pilot); // the same point estimate as analyse()
        const auto e = estimate::estimate(*in, catalog);
        if (!e)
            return e.errors();
        training = *e;
        const EstimateSamples d = sampleEstimate(*in, *e, s, model, Progress { control, 0, estimateShare }, catalog);
        if (d.cancelled)
            return cancelledError();
        addEstimateKpis(r, *e, d);
        r.drivers = d.drivers;
        campaignFactor.resize(d.stepFactor.size());
        const double g0 = e->run ? e->run->goodput : 1.0;
        for (size_t i = 0; i < campaignFactor.size(); ++i)
            campaignFactor[i] = d.stepFactor[i] * g0 / d.goodput[i];
    }
    if (hasTco) {
        const tco::TcoInput tcoIn = bridge::tcoInputFrom(scenario, training);
        if (Errors e = sampleTco(r, tcoIn, s, model, Progress { control, estimateShare, 1.0 }, catalog,
                training ? &campaignFactor : nullptr);
            !e.isEmpty())
            return e;
    }
    if (control.progress)
        control.progress(1.0);
    return r;
}

} // namespace cp::uncertainty
