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

/// Utilisation (0..1) of a steady demand at which self-build's total over the horizon equals
/// cloud on demand's (bisection; both totals are monotone in utilisation). None when building
/// costs more even at full utilisation.
std::optional<double> breakEvenUtilisation(const TcoInput &input, const TcoPrices &prices);

/// Break-even month of self-build vs cloud on demand for a steady demand at `utilisation`.
std::optional<double> buildBreakEvenMonth(const TcoInput &input, const TcoPrices &prices, double utilisation);

} // namespace cp::tco
