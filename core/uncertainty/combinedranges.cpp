// The dashboard's ranges on engine inputs (ranges.h estimateAndTcoRanges, serveAndTcoRanges): a
// plan's estimate (or serving size) and its TCO in one run. analysis::scenarioRanges builds the
// inputs from a scenario through core/bridge.
#include "core/uncertainty/estimatesampler.h"
#include "core/uncertainty/tcosampler.h"

namespace cp::uncertainty {

namespace {

/// The share of the progress the estimate's (or serving's) samples take: the rest is the TCO's.
double estimateShareOf(const std::optional<tco::TcoInput> &tco) { return tco ? 0.3 : 1.0; }

/// The TCO's samples after the estimate's (with `campaignFactor` for a training run), then done.
Errors finish(Ranges &r, const std::optional<tco::TcoInput> &tco, const RangeSettings &s, const ErrorModel &model,
    const RunControl &control, const Catalog &catalog, const std::vector<double> *campaignFactor)
{
    if (tco) {
        if (Errors e = sampleTco(r, *tco, s, model, Progress { control, estimateShareOf(tco), 1.0 }, catalog, campaignFactor);
            !e.isEmpty())
            return e;
    }
    if (control.progress)
        control.progress(1.0);
    return {};
}

} // namespace

Expected<Ranges> estimateAndTcoRanges(const estimate::EstimateInput &in, const estimate::Estimate &point,
    const std::optional<tco::TcoInput> &tco, const RangeSettings &s, const ErrorModel &model, const RunControl &control,
    const Catalog &catalog)
{
    if (Errors e = validate(s); !e.isEmpty())
        return e;
    const double estimateShare = estimateShareOf(tco);
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    const EstimateSamples d = sampleEstimate(in, point, s, model, Progress { control, 0, estimateShare }, catalog);
    if (d.cancelled)
        return cancelledError();
    addEstimateKpis(r, point, d);
    r.drivers = d.drivers;
    std::vector<double> campaignFactor(d.stepFactor.size());
    const double g0 = point.run ? point.run->goodput : 1.0;
    for (size_t i = 0; i < campaignFactor.size(); ++i)
        campaignFactor[i] = d.stepFactor[i] * g0 / d.goodput[i];
    if (Errors e = finish(r, tco, s, model, control, catalog, &campaignFactor); !e.isEmpty())
        return e;
    return r;
}

Expected<Ranges> serveAndTcoRanges(const estimate::InferenceInput &in, const estimate::InferenceEstimate &point,
    const std::optional<planner::ServingCost> &cost, const std::optional<tco::TcoInput> &tco, const RangeSettings &s,
    const ErrorModel &model, const RunControl &control, const Catalog &catalog)
{
    if (Errors e = validate(s); !e.isEmpty())
        return e;
    const double estimateShare = estimateShareOf(tco);
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    RunControl part;
    part.cancel = control.cancel;
    if (control.progress)
        part.progress = [&control, estimateShare](double f) { control.progress(f * estimateShare); };
    auto serving = serveRanges(in, point, cost, s, model, part, catalog);
    if (!serving)
        return serving.errors();
    r.kpis = serving->kpis;
    r.drivers = serving->drivers;
    if (Errors e = finish(r, tco, s, model, control, catalog, nullptr); !e.isEmpty())
        return e;
    return r;
}

} // namespace cp::uncertainty
