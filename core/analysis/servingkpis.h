#pragma once
// The serving money of an inference plan: its KPIs beside the cards and replicas (CNY per
// million output tokens on demand, as `serve` prices it; achieved time to the first token and
// per output token). Called by analyse() for a report with an inference estimate.

#include "core/analysis/planreport.h"

namespace cp::analysis {

/// Adds "serving_cny_per_million_output_tokens" (when the price book prices the card),
/// "serving_ttft_ms" and "serving_tpot_ms" to the report's KPIs. Does nothing without an
/// inference estimate.
void addServingKpis(PlanReport &report, const QLocale &locale);

} // namespace cp::analysis
