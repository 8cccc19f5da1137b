#include "core/bridge/plantraits.h"

#include "core/bridge/engineinputs.h"

#include <algorithm>

namespace cp::bridge {

PlanTraits planTraits(const Scenario &scenario)
{
    const QString &mode = scenario.training.mode;
    PlanTraits traits;
    traits.lora = mode == QLatin1String("lora") || mode == QLatin1String("qlora");
    const Expected<estimate::ModelSpec> model = modelFrom(scenario);
    traits.moe = model ? model->isMoe() : scenario.model.experts > 1;
    traits.training = !scenario.training.servesOnly();
    traits.serving = !traits.training
        || std::any_of(scenario.workloads.cbegin(), scenario.workloads.cend(),
            [](const Workload &w) { return w.kind == QLatin1String("serving"); });
    return traits;
}

} // namespace cp::bridge
