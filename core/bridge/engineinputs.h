#pragma once
// Scenario → engine inputs: the one step from a saved scenario (cp::Scenario, .cplan files) into
// each engine - the estimator, the inference sizing, the planner and the TCO. A Scenario is the
// user-facing record; each engine takes its own input type, and this module is the one place
// where the two meet (it sits above core/scenario and the engines, which know nothing of each
// other). Errors name the scenario field.

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/planner/planrequest.h"
#include "core/scenario/scenario.h"
#include "core/tco/tcoinput.h"

#include <optional>

namespace cp::bridge {

/// Bytes per token of a "mixed" Chinese/English dataset: the mean of the two (assumption).
inline constexpr double kBytesPerTokenMixed = (estimate::kBytesPerTokenEnglish + estimate::kBytesPerTokenChinese) / 2.0;

/// Bytes of raw text per token for a scenario's training.language: en, zh, or mixed.
double bytesPerToken(const QString &language);

/// Training tokens: training.tokens, or training.dataset_tb converted at bytesPerToken(); 0 if neither.
double trainingTokens(const Scenario &scenario);

/// The built-in catalog at the scenario's price tier (price_tier, Catalog::withTier) with the
/// scenario's saved prices applied (keeping their confidence), so a reopened plan gives the same
/// numbers after the price book changes. Saved entries without a value leave the book's current
/// entry in place; at the low or high tier a saved entry equal to the book's typical figure
/// follows the tier (only the user's own figures stay fixed).
Catalog catalogFor(const Scenario &scenario, const Catalog &base = Catalog::builtIn());

/// The first allowed accelerator (the one the dashboard estimates); empty when none is named.
QString primaryAccelerator(const Scenario &scenario);

/// The model a scenario names: its preset, or its custom architecture (a gated SwiGLU FFN comes
/// with untied embeddings, as the CLI's --swiglu; experts are as wide as the FFN). The one
/// mapping used by the estimate, the planner and the TCO; errors name model.preset.
Expected<estimate::ModelSpec> modelFrom(const Scenario &scenario);

/// The words of training.mode (the registry's) that name a training run: all but inference.
QStringList trainingModeWords();

/// The training run a scenario describes (mode, precision, optimizer, sequence, batch and
/// tokens, from training.tokens or training.dataset_tb). Each choice is the registry's word
/// mapped to the engine's value; errors name training.mode (inference is not a training run) and
/// any field whose word the engine does not know.
Expected<estimate::TrainingSpec> trainingFrom(const Scenario &scenario);

/// The layout fields a scenario fixes; the others are left to the search.
estimate::LayoutRequest layoutFrom(const Scenario &scenario);

/// Estimator input for a training scenario (mode pretrain/full/lora/qlora) on its primary
/// accelerator and GPU count (default: one node). Errors name the scenario fields.
Expected<estimate::EstimateInput> estimateInputFrom(const Scenario &scenario);

/// Inference-sizing input for an inference scenario: the load and latency targets of its
/// inference section (inference.latency_target_ms is the time to first token; 0: none).
Expected<estimate::InferenceInput> inferenceInputFrom(const Scenario &scenario);

/// The plan request a scenario describes. Price-snapshot entries whose value differs from the
/// catalog become overrides, so a reopened plan uses the prices it was saved with. Errors name
/// the scenario field (an unknown preset, mode "inference", which the planner does not plan).
Expected<planner::PlanRequest> planRequestFrom(const Scenario &scenario, const Catalog &catalog);

/// TCO input: fleet, horizon, demand and options from the scenario. A plan with workloads gets
/// its demand from them (bridge::applyWorkloads; a one-off run's horizon is the run); without,
/// from tco.utilisation / tco.demand. When a training estimate is given, "from plan" demand
/// places its GPU-hours as a campaign from month 1 and cost per run and per million tokens are
/// reported; a training workload without a given estimate has it computed.
tco::TcoInput tcoInputFrom(const Scenario &scenario, const std::optional<estimate::Estimate> &training = std::nullopt);

/// Maps the scenario's option names (on-demand, monthly, spot, lease, build, hybrid) to the
/// engine's; unknown names are skipped (validation rejects them before this).
QList<tco::OptionKind> tcoOptionsFrom(const QStringList &names);

} // namespace cp::bridge
