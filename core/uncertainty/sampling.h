#pragma once
// The drivers' distributions shared by the range computations (ranges.h), each a stated
// assumption or read from data; exposed for the tests.

#include "core/catalog/catalog.h"
#include "core/uncertainty/quantile.h"
#include "core/uncertainty/ranges.h"

#include <random>
#include <vector>

namespace cp::uncertainty {

/// Per-GPU MTBF and restart time: the scenario's value times a lognormal factor whose P10-P90
/// is x0.5-x2 (assumption: published large-run failure rates differ by about 2x either way
/// around Llama 3's 45,600 GPU-hours, Meta 2024 section 3.3.4; restarts take minutes to an hour).
inline constexpr double kFailureSigma = 0.5408520829727552; // ln 2 / 1.2816
inline constexpr double kRestartSigma = 0.5408520829727552;
/// Demand (utilisation or GPU-hours per month): a lognormal level factor, P10-P90 x0.8-x1.25
/// (assumption, about the tornado's default +/-20%).
inline constexpr double kDemandSigma = 0.17411; // ln 1.25 / 1.2816
/// Month-to-month correlation of a log price (assumption: a price shock half-decays in about
/// 6.6 months, rho^6.6 = 0.5).
inline constexpr double kPriceRho = 0.9;
/// CNY per USD when the price book gives no low/high tier for fx.usd_cny: P10-P90 +/-4% (assumption:
/// the yearly range of USD/CNY in 2022-2025 was about 6.3-7.35).
inline constexpr double kFxSigmaFallback = 0.0312; // ln 1.04 / 1.2816
/// Demand levels the TCO flows are computed at (each sample's demand rounds to the nearest).
inline constexpr int kDemandLevels = 64;

/// One seeded generator per stream (estimate, tco, ...), so that adding draws to one does not
/// move the others: SplitMix64 of seed and stream (Steele et al. 2014) seeds a std::mt19937_64.
std::mt19937_64 streamRng(quint64 seed, quint64 stream);

/// Sigma of a log price whose P10 and P90 are the entry's low and high tiers:
/// ln(high / low) / (2 x 1.2816); 0 when the entry has no distinct low and high figure.
double tierSigma(const PriceEntry &entry);

/// A price's spread as factors of the figure the point uses: its low and high tiers over that
/// figure. The price varies between them with its mode and median at the figure (tierQuantile).
struct TierSpread {
    double low = 1;
    double high = 1;
    bool varies() const { return low < 1 || high > 1; }
};

/// A side of a price the book gives no tier for varies by this share of the figure (ASSUMPTION:
/// the sourced tiers of server and lease prices lie 10-25% either side of their typical figure,
/// price-book.csv server.h20 and lease rows; build inputs without tiers - server prices, resale,
/// tariff, rack, staff - are given that spread rather than held fixed).
inline constexpr double kUntieredSpread = 0.15;

/// The entry's spread: low and high tiers over its figure (value); a side without a tier is
/// kUntieredSpread when `fallback`, else the figure itself. None when the entry has no figure.
TierSpread tierSpread(const PriceEntry &entry, bool fallback);

/// The u-quantile (0 < u < 1) of a two-piece triangular distribution on [low, high] with its mode
/// and its median at 1: below the median a triangle rising from `low` to 1, above it one falling
/// from 1 to `high`, half the mass each. The point figure is therefore every price's P50, and
/// P10-P90 stay inside the price book's tiers (issue 42: not a lognormal centred on typical that
/// falls below the cheapest seller).
double tierQuantile(double u, const TierSpread &spread);

/// An AR(1) path (correlation rho month to month) of a standard normal, mapped through its CDF
/// to tierQuantile: each month's price has the two-piece triangular distribution, the months
/// correlated as pricePath's. Writes factors of the figure into `factors`.
void tierPath(std::mt19937_64 &rng, const TierSpread &spread, double rho, int months, std::vector<double> &factors);

/// One draw of tierQuantile.
double tierFactor(std::mt19937_64 &rng, const TierSpread &spread);

/// A stationary AR(1) path in log price of months 0..months-1: x0 ~ N(0, sigma^2), x(m) = rho
/// x(m-1) + sqrt(1 - rho^2) sigma z(m), so every month has the same spread sigma (rho 0: draws
/// independent month to month). Writes exp(x) into `factors`.
void pricePath(std::mt19937_64 &rng, double sigma, double rho, int months, std::vector<double> &factors);

/// The lognormal factor exp(sigma z).
double lognormalFactor(std::mt19937_64 &rng, double sigma);

/// Cancellation and progress of a run of `total` samples between `from` and `to` of the whole.
struct Progress {
    const RunControl &control;
    double from = 0;
    double to = 1;
    /// Every kCancelCheckEvery samples: reports progress; false when cancelled.
    bool step(int done, int total) const;
};

/// The error of a cancelled run (kCancelledKind, kCancelledPath, translated).
Error cancelledError();

} // namespace cp::uncertainty
