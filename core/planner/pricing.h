#pragma once
// Hourly GPU prices for the planner, read from the price book for one way to pay.
//   on demand : cloud.<id>.on_demand (CNY), else the cheapest cloud.<id>.on_demand.<provider>
//               (USD converted at fx.usd_cny), else lease.bare_metal.<id>.8gpu / 8 / 730 h
//               (an assumption the output names), else no price (the accelerator is rejected).
//   monthly   : on demand x (1 - cloud.monthly_discount), billed in whole 730-hour months.
//   spot      : on demand x (1 - cloud.spot_discount); the run is stretched by the restarts of
//               spot.preemption_interval_hours and spot.restart_hours (see spotGoodput()).

#include "core/catalog/catalog.h"
#include "core/estimate/calibration.h"
#include "core/planner/planrequest.h"

#include <QStringList>

#include <optional>

namespace cp::planner {

struct HourlyPrice {
    double cnyPerGpuHour = 0; ///< CNY per GPU-hour (egressPricePerGb: CNY per GB)
    QStringList keys; ///< price-book keys used (sorted, unique)
    QStringList assumptionKeys; ///< the used keys that are assumptions (not overridden by the user)
    bool derivedFromLease = false;
    /// Spot: share of wall-clock time that makes progress between preemptions (1 otherwise).
    double spotGoodput = 1;
    /// Monthly commitment: bill whole months of 730 h per GPU.
    bool wholeMonths = false;
};

/// The price of one GPU-hour of `acceleratorId` for the way to pay, or nullopt when the price
/// book has no cloud or lease figure for it.
std::optional<HourlyPrice> hourlyPrice(const QString &acceleratorId, PayMode pay, const QHash<QString, double> &overrides,
    const estimate::Reliability &reliability, const Catalog &catalog);

/// CNY for a run of `gpus` over `wallClockHours` at this price (whole months when committed).
double runCost(const HourlyPrice &price, int gpus, double wallClockHours);

/// Egress price per GB in CNY (storage.egress.cn; in the `cnyPerGpuHour` field) and the keys
/// it used, or nullopt when the price book has no value.
std::optional<HourlyPrice> egressPricePerGb(const QHash<QString, double> &overrides, const Catalog &catalog);

/// What serving a load costs on demand: the fleet's hourly price over the output tokens the load
/// asks for (requests/s x output tokens), per million tokens.
struct ServingCost {
    double cnyPerMillionOutputTokens = 0;
    double cnyPerCardHour = 0;
    QString priceKey; ///< the price-book key the card-hour price comes from
    QStringList keys; ///< every key used (fx rate, variants)
    QStringList assumptionKeys;
    bool derivedFromLease = false;
};

/// The on-demand cost of `cards` cards of `acceleratorId` serving `outputTokensPerS`, or nullopt
/// when the price book has no figure for the card (or the rate is not positive).
std::optional<ServingCost> servingCost(const QString &acceleratorId, int cards, double outputTokensPerS,
    const QHash<QString, double> &overrides, const Catalog &catalog);

} // namespace cp::planner
