#pragma once
// The prices one TCO computation uses, resolved once from the price book (cp::Catalog) plus the
// user's per-key overrides, converted to CNY (USD at fx.usd_cny) and kept with the keys they
// came from, so every line item can name its sources.

#include "core/catalog/catalog.h"
#include "core/catalog/pricecheck.h"
#include "core/common/expected.h"
#include "core/tco/tcoinput.h"
#include "core/units/units.h"

#include <QSet>
#include <QStringList>

namespace cp::tco {

/// A value and the price-book keys it was read from.
template<class Q>
struct Sourced {
    Q value {};
    QStringList keys;
};

/// Where the spot option's price comes from.
enum class SpotMarket {
    None, ///< no sourced spot market for the accelerator in this market: the option is not obtainable
    Sourced, ///< the price book's sourced cloud.<id>.spot (a China spot market)
    UsDiscount, ///< a US price (the on-demand entry is in USD): cloud.spot_discount applies
};

struct TcoPrices {
    int gpusPerNode = 8;
    double fxUsdCny = 0; ///< CNY per USD, stated in the output

    // cloud
    Sourced<units::MoneyRate> onDemand; ///< per GPU-hour
    /// cloud.monthly_discount (term 1), cloud.commitment_discount_1y (12; a saved plan's override of
    /// the older cloud.reserved_discount_1y is honoured) or cloud.commitment_discount_3y (36)
    Sourced<double> commitmentDiscount;
    /// Yearly change of rental prices (cloud.price_drift_per_year; -0.10 = 10% cheaper each year).
    /// Resolved for the cloud and lease options but not yet counted as used: the cash flows do
    /// not apply it yet.
    Sourced<double> priceDriftPerYear;
    /// Spot: US prices take cloud.spot_discount (a US vendor's figure); elsewhere only a sourced
    /// per-accelerator price cloud.<id>.spot (not an assumption) makes a market.
    SpotMarket spotMarket = SpotMarket::None;
    Sourced<units::MoneyRate> spotPrice; ///< Sourced: per GPU-hour
    Sourced<double> spotDiscount; ///< UsDiscount
    Sourced<double> spotPreemptionHours; ///< mean time between preemptions of a job (spot.<id>.preemption_interval_hours, else spot.preemption_interval_hours)
    Sourced<double> spotRestartHours; ///< spot.<id>.restart_hours, else spot.restart_hours
    Sourced<double> spotMaxGpus; ///< spot.<id>.max_gpus: the largest cluster the spot market supplies (no keys: no limit stated)

    // bare-metal lease
    Sourced<units::Money> leasePerServerMonth;
    // Resolved with the lease but not yet counted as used (the cash flows do not apply them yet):
    Sourced<double> leaseDepositMonths; ///< lease.deposit_months: months of rent held, refunded at the end
    Sourced<double> leaseEarlyExitPenaltyMonths; ///< lease.early_exit_penalty_months
    Sourced<double> leaseInvoiceVatRate; ///< lease.invoice_vat_rate: 0.13 (movable property) or 0.06 (service)

    // self-build capex
    Sourced<units::Money> server; ///< per 8-GPU server (NVSwitch baseboard included)
    Sourced<units::Money> nicsPerServer;
    Sourced<units::Money> ibSwitch;
    Sourced<double> ibSwitchPorts;
    Sourced<units::Money> storagePerTB;
    Sourced<units::Money> retrofitPerRack;
    Sourced<units::Money> powerFeePerKw; ///< one-time, per kW of IT load

    // self-build running costs
    Sourced<units::Money> rackPerMonth;
    Sourced<double> rackKw;
    Sourced<units::Power> serverPower; ///< maximum system power of one server
    Sourced<double> avgDrawFraction; ///< draw at full utilisation / max power
    Sourced<double> idleDrawFraction; ///< draw when idle / max power
    Sourced<double> pue;
    Sourced<double> summerPueUplift;
    Sourced<units::MoneyPerEnergy> tariff;
    Sourced<units::Money> bandwidthPerMbpsMonth;
    Sourced<units::Money> staffPerYear;
    Sourced<double> maintenancePerYear; ///< fraction of capex
    Sourced<double> usefulLifeYears;
    Sourced<double> residualAt36Months; ///< fraction of the purchase price

    QStringList usedKeys; ///< every key read, sorted
    QStringList assumptionKeys; ///< the used keys that are assumptions (not overridden)
};

/// Resolves the prices the input's options need. A missing key is an error naming the key and
/// telling the user to add it with an override. The catalog's tier (Catalog::withTier) decides
/// which figure of each entry is read; the input's overrides win over every tier.
Expected<TcoPrices> resolvePrices(const TcoInput &input, const Catalog &catalog);

/// The price book's coherence violations for the prices this input uses: checkPriceCoherence()
/// (core/catalog/pricecheck.h) of the catalog at its tier with the input's overrides, keeping
/// those about the input's accelerator and the book-wide rules. For the verdict and report.
QList<PriceViolation> priceViolations(const TcoInput &input, const Catalog &catalog);

} // namespace cp::tco
