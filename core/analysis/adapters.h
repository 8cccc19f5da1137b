#pragma once
// Scenario → engine inputs. A Scenario is the saved, user-facing record; each engine takes its
// own input type. These adapters are the one place where the two meet.

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/scenario/scenario.h"
#include "core/tco/tcoinput.h"

#include <optional>

namespace cp::analysis {

/// The built-in catalog with the scenario's saved prices applied (keeping their confidence), so a
/// reopened plan gives the same numbers after the price book changes. Saved entries without a
/// value leave the book's current entry in place.
Catalog catalogFor(const Scenario &scenario, const Catalog &base = Catalog::builtIn());

/// The first allowed accelerator (the one the dashboard estimates); empty when none is named.
QString primaryAccelerator(const Scenario &scenario);

/// Model from a preset id or the custom architecture.
Expected<estimate::ModelSpec> modelFrom(const Scenario &scenario);

/// Bytes of raw text per token for the scenario's language (en, zh, or mixed: the mean).
double bytesPerToken(const Scenario &scenario);

/// Training tokens: training.tokens, or training.dataset_tb converted at bytesPerToken(); 0 if neither.
double trainingTokens(const Scenario &scenario);

/// Estimator input for a training scenario (mode pretrain/full/lora/qlora) on its primary
/// accelerator and GPU count (default: one node). Errors name the scenario fields.
Expected<estimate::EstimateInput> estimateInputFrom(const Scenario &scenario);

/// Inference-sizing input for an inference scenario.
Expected<estimate::InferenceInput> inferenceInputFrom(const Scenario &scenario);

/// TCO input: fleet, horizon, demand and options from the scenario. When a training estimate is
/// given, "from plan" demand places its GPU-hours as a campaign from month 1 and cost per run
/// and per million tokens are reported.
tco::TcoInput tcoInputFrom(const Scenario &scenario, const std::optional<estimate::Estimate> &training = std::nullopt);

/// Maps the scenario's option names (on-demand, monthly, spot, lease, build, hybrid) to the
/// engine's; unknown names are skipped (validation rejects them before this).
QList<tco::OptionKind> tcoOptionsFrom(const QStringList &names);

} // namespace cp::analysis
