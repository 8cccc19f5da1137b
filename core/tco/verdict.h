#pragma once
// The rent-vs-build decision checklist of the seed article combined with the numbers into a
// plain-language verdict with its reasons.

#include "core/tco/tco.h"

namespace cp::tco {

/// Signals of the checklist, derived from the demand and the user's answers.
struct ChecklistSignals {
    QStringList build; ///< translated reasons pointing to building
    QStringList cloud; ///< ... to the cloud
    QStringList hybrid; ///< ... to a hybrid
};

/// Threshold of "utilisation is high" (ASSUMPTION: the seed says "high"; 60% is where building
/// usually starts to pay back in published rent-vs-build comparisons).
inline constexpr double kHighUtilisation = 0.6;
/// "Sustained" demand: at least this many consecutive months (the seed's 12 months).
inline constexpr int kSustainedMonths = 12;
/// Demand varying more than this (coefficient of variation) counts as peaks and valleys (ASSUMPTION).
inline constexpr double kPeakyVariation = 0.3;
/// When the checklist's choice costs at most this much more (NPV) than the cheapest option, the
/// checklist wins (ASSUMPTION: within the uncertainty of the price book).
inline constexpr double kChecklistTolerance = 0.05;

ChecklistSignals checklistSignals(const TcoResult &result, const TcoInput &input);

/// The recommendation: the cheapest option by NPV among those the checklist allows (data that
/// must stay on premises rules out public-cloud options), unless the checklist clearly points to
/// another option that costs within kChecklistTolerance of it.
/// Prices are named by their item names in `catalog` (the one the result was computed with).
Verdict makeVerdict(const TcoResult &result, const TcoInput &input, const Catalog &catalog = Catalog::builtIn());

} // namespace cp::tco
