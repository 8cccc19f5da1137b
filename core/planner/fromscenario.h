#pragma once
// Maps a saved scenario (cp::Scenario, .cplan files) to a plan request.

#include "core/common/expected.h"
#include "core/planner/planrequest.h"
#include "core/scenario/scenario.h"

namespace cp::planner {

/// Bytes per token of a "mixed" Chinese/English dataset: the mean of the two (assumption).
inline constexpr double kBytesPerTokenMixed = (estimate::kBytesPerTokenEnglish + estimate::kBytesPerTokenChinese) / 2.0;

/// Bytes of raw text per token for a scenario's training.language: en, zh, or mixed.
double bytesPerToken(const QString &language);

/// Training tokens: training.tokens, or training.dataset_tb converted at bytesPerToken(); 0 if neither.
double trainingTokens(const Scenario &scenario);

/// The model a scenario names: its preset, or its custom architecture (a gated SwiGLU FFN comes
/// with untied embeddings, as the CLI's --swiglu; experts are as wide as the FFN). The one
/// mapping used by the estimate, the planner and the TCO; errors name model.preset.
Expected<estimate::ModelSpec> modelFromScenario(const Scenario &scenario);

/// The training run a scenario describes (mode, precision, optimizer, sequence, batch and
/// tokens, from training.tokens or training.dataset_tb). Errors name training.mode (inference
/// is not a training run) and training.precision.
Expected<estimate::TrainingSpec> trainingFromScenario(const Scenario &scenario);

/// The layout fields a scenario fixes; the others are left to the search.
estimate::LayoutRequest layoutFromScenario(const Scenario &scenario);

/// The plan request a scenario describes. Price-snapshot entries whose value differs from the
/// catalog become overrides, so a reopened plan uses the prices it was saved with. Errors name
/// the scenario field (an unknown preset, mode "inference", which the planner does not plan).
Expected<PlanRequest> requestFromScenario(const Scenario &scenario, const Catalog &catalog);

} // namespace cp::planner
