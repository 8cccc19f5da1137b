#include "core/analysis/adapters.h"

#include "core/planner/fromscenario.h"
#include "core/scenario/pricesnapshot.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::analysis {

Catalog catalogFor(const Scenario &scenario, const Catalog &base)
{
    Catalog c = base;
    for (const PriceSnapshotEntry &saved : scenario.prices) {
        // A saved "no figure" does not erase a figure the price book has since gained (the
        // current value stays, flagged as it is in the book).
        if (!saved.value && base.price(saved.key))
            continue;
        c.setPrice(priceEntryFrom(saved, base));
    }
    return c;
}

QString primaryAccelerator(const Scenario &scenario)
{
    return scenario.hardware.accelerators.isEmpty() ? QString() : scenario.hardware.accelerators.constFirst();
}

Expected<estimate::ModelSpec> modelFrom(const Scenario &scenario) { return planner::modelFromScenario(scenario); }

double bytesPerToken(const Scenario &scenario) { return planner::bytesPerToken(scenario.training.language); }

double trainingTokens(const Scenario &scenario) { return planner::trainingTokens(scenario); }

Expected<estimate::EstimateInput> estimateInputFrom(const Scenario &scenario)
{
    Errors errors;
    auto model = modelFrom(scenario);
    if (!model)
        errors << model.errors();
    auto training = planner::trainingFromScenario(scenario);
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
    in.layout = planner::layoutFromScenario(scenario);
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
    if (s.latencyTargetMs > 0)
        in.tpotTargetS = s.latencyTargetMs / 1000.0;
    if (scenario.training.precision == QLatin1String("fp8"))
        in.weights = estimate::WeightFormat::Fp8;
    return in;
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
            const int months = std::max(1, int(std::ceil(training->run->trainDays / 30.0)));
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
    return in;
}

} // namespace cp::analysis
