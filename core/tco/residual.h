#pragma once
// Resale value of owned accelerator servers by age (vintage curve) and the liquidation haircut.
//
// Source: spotwire.ai valuator data (CC-BY-4.0), as of 2026-05-28, listed in
// shared/data/market-price-leads.csv: market value of a used accelerator as a share of its
// price new at 0, 1, 2, 3 and 4 years: 1.00 / 0.78 / 0.60 / 0.46 / 0.35; a sale realises a
// share of that market value (liquidation factors: broker 0.85, auction 0.65, distressed 0.45).
// Between whole years the curve is interpolated linearly; beyond 4 years it keeps the last
// year's ratio 0.35 / 0.46 per year (ASSUMPTION: the source stops at 4 years). Equipment kept
// past its useful life is scrapped and fetches nothing (ASSUMPTION).

#include "core/tco/tcoinput.h"

namespace cp::tco {

/// The market value of a used server as a share of its price new at `months` of age.
double vintageCurve(int months);

/// The resale proceeds at `months` of age as a share of the purchase price:
/// vintageCurve(months) x liquidationFactor, 0 once months > usefulLifeYears x 12.
double resaleFraction(int months, double usefulLifeYears, double liquidationFactor);

/// The spotwire liquidation factors (broker, auction, distressed).
inline constexpr double kLiquidationBroker = 0.85;
inline constexpr double kLiquidationAuction = 0.65;
inline constexpr double kLiquidationDistressed = 0.45;

} // namespace cp::tco
