#pragma once
// Sensitivity of the TCO comparison: the tornado of the NPV difference between the two leading
// options over +/- input.sensitivity of each driver, and build-vs-cloud break-even as a
// function of utilisation.

#include "core/tco/prices.h"
#include "core/tco/tco.h"

namespace cp::tco {

/// Fills tornadoA/B, tornadoBaseCny, tornado (sorted by swing), breakEvenCurve and
/// breakEvenUtilisation of a result whose options are already computed.
void addSensitivity(TcoResult &result, const TcoInput &input, const TcoPrices &prices);

/// The lowest utilisation (0..1) of a steady demand at which self-build breaks even against
/// cloud on demand within the horizon on the ranking basis: where their decision NPVs (after tax
/// when taxes are on, resale included) are equal, the basis the verdict ranks by (issue 42).
/// Bisection; both are monotone in utilisation. None when building does not break even even at
/// full utilisation.
std::optional<double> breakEvenUtilisation(const TcoInput &input, const TcoPrices &prices);

/// The steady utilisation (0..1) at which options a and b have the same NPV over the horizon
/// (resale included; after tax when `afterTax` and the input's taxes are on): bisection between
/// 0 and 1 on the sign of NPV(a) - NPV(b), which both options make monotone in utilisation.
/// None when the sign is the same just above 0 and at 1 (one option is cheaper at every
/// utilisation) or the two cost the same there (a hybrid without an owned core is on demand).
std::optional<double> pairBreakEvenUtilisation(const TcoInput &input, const TcoPrices &prices, OptionKind a, OptionKind b, bool afterTax);

/// Break-even month of self-build vs cloud on demand for a steady demand at `utilisation`, where
/// their decisionCumulative curves cross.
std::optional<double> buildBreakEvenMonth(const TcoInput &input, const TcoPrices &prices, double utilisation);

} // namespace cp::tco
