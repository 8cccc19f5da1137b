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
    /// Whole months billed at least (a lease's minimum term, lease.min_term_months); 0: none.
    int minimumMonths = 0;
    /// GPUs are billed in multiples of this (a lease bills whole 8-GPU servers).
    int gpuMultiple = 1;
};

/// How a run is billed: the planner prices every candidate with each billing its channel
/// allows and keeps the cheapest (minimum rental granularity is part of the cost).
enum class Billing {
    Hourly, ///< cloud on demand, per GPU-hour
    Monthly, ///< cloud monthly commitment, whole 730-hour months per GPU
    Spot, ///< cloud spot, per GPU-hour, stretched by preemptions (only when the user pays spot)
    Lease, ///< bare-metal lease from a local centre, whole 8-GPU server-months, minimum term
};
QString billingId(Billing b); ///< "hourly", "monthly", "spot", "lease"
QString billingName(Billing b); ///< translated
Channel billingChannel(Billing b); ///< Lease: Channel::Lease; the others: Channel::Cloud
/// The billings searched for a request paid `pay`: hourly, monthly and lease, plus spot when
/// the user pays spot.
QList<Billing> billingsFor(PayMode pay);

/// The price of one GPU-hour of `acceleratorId` billed `billing`, or nullopt when the price
/// book lacks a figure it needs. Lease: lease.bare_metal.<id>.8gpu / 8 / 730 h, whole
/// server-months of at least lease.min_term_months (1 when the book has none).
std::optional<HourlyPrice> billingPrice(const QString &acceleratorId, Billing billing, const QHash<QString, double> &overrides,
    const estimate::Reliability &reliability, const Catalog &catalog);

/// The price of one GPU-hour of `acceleratorId` for the way to pay, or nullopt when the price
/// book has no cloud or lease figure for it.
std::optional<HourlyPrice> hourlyPrice(const QString &acceleratorId, PayMode pay, const QHash<QString, double> &overrides,
    const estimate::Reliability &reliability, const Catalog &catalog);

/// CNY for a run of `gpus` over `wallClockHours` at this price: cloud time is billed in the
/// market's unit, whole hours and at least one (China clouds bill GPU instances by the hour when
/// paid on demand; ASSUMPTION for sellers that bill by the second), whole months when committed,
/// at least the minimum term, whole servers when leased.
double runCost(const HourlyPrice &price, int gpus, double wallClockHours);
/// The hours billed for a run of `wallClockHours` at this price (see runCost).
double billedHours(const HourlyPrice &price, double wallClockHours);

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
