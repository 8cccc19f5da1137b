#include "core/bridge/workloaddemand.h"

#include "core/bridge/engineinputs.h"
#include "core/estimate/inference.h"
#include "core/scenario/workloads.h"
#include "core/tco/demand.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cp::bridge {

namespace {

constexpr int kMaxHorizonMonths = 60; // tco::validate's limit
constexpr double kHoursPerDay = 24.0;

/// The plan's training run, from `given` or estimated here; none when it cannot be estimated.
std::optional<estimate::RunTotals> trainingRun(const Scenario &s, const std::optional<estimate::Estimate> &given)
{
    if (given)
        return given->run;
    auto input = estimateInputFrom(s);
    if (!input)
        return std::nullopt;
    const auto e = estimate::estimate(*input, catalogFor(s));
    return e ? e->run : std::nullopt;
}

/// The month the last run of a finite training workload ends in.
int lastRunMonth(const Workload &w, int months)
{
    const int interval = w.everyMonths > 0 ? w.everyMonths : months;
    return w.startMonth + (std::max(w.runs, 1) - 1) * interval + months - 1;
}

void addRuns(tco::TcoInput &in, const Workload &w, const estimate::RunTotals &run)
{
    const int months = runMonths(run.trainDays);
    const int interval = w.everyMonths > 0 ? w.everyMonths : months;
    for (int k = 0; w.runs == 0 || k < w.runs; ++k) {
        const int start = w.startMonth + k * interval;
        if (start > in.horizonMonths)
            break;
        in.campaigns << tco::Campaign { start, run.gpuHours, months };
    }
}

/// Grows `in` to the cards the serving estimate `e` needs; returns the sentences for the verdict.
QStringList sizeFleetForLoad(const estimate::InferenceEstimate &e, const Scenario &scenario, tco::TcoInput &in)
{
    QStringList reasons;
    if (!e.meetsTargets)
        reasons << QCoreApplication::translate("cp::Analysis", "No replica size meets the latency targets on this card: the best, %1 cards per replica, "
                                                               "gives %2 ms per output token and %3 ms to the first token.")
                       .arg(e.tp)
                       .arg(e.tpotS * 1000, 0, 'f', 0)
                       .arg(e.ttftS * 1000, 0, 'f', 0);
    if (e.cards <= in.gpus)
        return reasons;
    const int perNode = std::max(1, scenario.hardware.gpusPerNode);
    const int servers = (e.cards + perNode - 1) / perNode;
    const int priced = servers * perNode;
    reasons << QCoreApplication::translate("cp::Analysis", "The load needs %1 cards (%2 replicas of %3), more than the %4 the plan holds: "
                                                           "the costs are for %5 cards (%6 servers).")
                   .arg(e.cards)
                   .arg(e.replicas)
                   .arg(e.tp)
                   .arg(in.gpus)
                   .arg(priced)
                   .arg(servers);
    if (in.gpuHoursPerMonth > 0 && in.gpus > 0)
        in.gpuHoursPerMonth *= double(priced) / in.gpus;
    in.gpus = priced;
    return reasons;
}

/// The serving estimate of an inference plan's own load; none when it cannot be sized or does not fit.
std::optional<estimate::InferenceEstimate> servingEstimate(const Scenario &s)
{
    if (!s.training.servesOnly())
        return std::nullopt;
    const auto input = inferenceInputFrom(s);
    if (!input)
        return std::nullopt;
    const auto e = estimate::estimateInference(*input, catalogFor(s));
    return e && e->fits ? std::optional<estimate::InferenceEstimate>(*e) : std::nullopt;
}

} // namespace

PricedTcoInput pricedTcoInput(const Scenario &scenario, const std::optional<estimate::Estimate> &training,
    const std::optional<estimate::InferenceEstimate> &inference)
{
    PricedTcoInput priced { tcoInputFrom(scenario, training), {} };
    const std::optional<estimate::InferenceEstimate> serving = inference ? inference : servingEstimate(scenario);
    if (serving)
        priced.reasons = sizeFleetForLoad(*serving, scenario, priced.input);
    return priced;
}

int runMonths(double trainDays)
{
    const double months = trainDays * kHoursPerDay / units::kHoursPerMonth;
    return std::max(1, static_cast<int>(std::ceil(months - 1e-9)));
}

void applyWorkloads(tco::TcoInput &in, const Scenario &s, const std::optional<estimate::Estimate> &training)
{
    if (s.workloads.isEmpty())
        return;
    in.campaigns.clear();
    in.loads.clear();
    in.fineTuningGpuHoursPerMonth = 0;
    in.inferenceGpuHoursPerMonth = 0;
    if (templateShapesWorkloads(s)) {
        double sum = 0;
        for (const Workload &w : s.workloads)
            sum += w.gpuHoursPerMonth;
        in.gpuHoursPerMonth = sum;
        if (sum <= 0)
            in.utilisation = 0; // no work: no demand (not the utilisation input)
        return;
    }
    in.demand = tco::DemandTemplate::FromPlan;
    in.gpuHoursPerMonth = 0;
    const bool needsRun = std::any_of(s.workloads.cbegin(), s.workloads.cend(), [](const Workload &w) { return w.kind == QLatin1String("training"); });
    const std::optional<estimate::RunTotals> run = needsRun ? trainingRun(s, training) : std::nullopt;
    if (run && in.runGpuHours <= 0) {
        in.runGpuHours = run->gpuHours;
        in.runTokens = run->tokens;
    }
    if (isFiniteRunOnly(s)) {
        // A one-off run (or a few) is priced over the whole months it takes, not a horizon of
        // idle fleet; a run that cannot be estimated leaves one month.
        int end = 1;
        for (const Workload &w : s.workloads)
            end = std::max(end, lastRunMonth(w, run ? runMonths(run->trainDays) : 1));
        in.horizonMonths = std::min(end, kMaxHorizonMonths);
    }
    for (const Workload &w : s.workloads) {
        if (w.kind == QLatin1String("training")) {
            if (run)
                addRuns(in, w, *run);
            continue;
        }
        if (w.startMonth > in.horizonMonths)
            continue;
        // Serving: the cards its load needs, for its hours a day, every day of a 730-hour month.
        const double gpuHours = w.kind == QLatin1String("serving") ? servingCardsFor(s, w) * w.hoursPerDay * units::kHoursPerMonth / kHoursPerDay
                                                                   : w.gpuHoursPerMonth;
        in.loads << tco::Load { w.startMonth, w.months, gpuHours, w.growthPerMonth };
    }
    // The mean share of the fleet's hours the work uses, for the figures that state a utilisation.
    const std::vector<double> demand = tco::demandProfile(in);
    const double mean = std::accumulate(demand.begin() + 1, demand.end(), 0.0) / std::max(1, in.horizonMonths);
    const double capacity = std::max(1, in.gpus) * units::kHoursPerMonth;
    in.utilisation = std::clamp(mean / capacity / std::max(in.scale.utilisation, 1e-9), 0.0, 1.0);
}

int servingCardsFor(const Scenario &s, const Workload &w)
{
    auto input = inferenceInputFrom(s);
    if (!input)
        return 0;
    input->requestsPerSecond = w.qps;
    if (w.promptTokens > 0)
        input->promptTokens = w.promptTokens;
    if (w.outputTokens > 0)
        input->outputTokens = w.outputTokens;
    const auto e = estimate::estimateInference(*input, catalogFor(s));
    return e && e->fits ? e->cards : 0;
}

} // namespace cp::bridge
