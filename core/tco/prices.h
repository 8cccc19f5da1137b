#pragma once
// The prices one TCO computation uses, resolved once from the price book (cp::Catalog) plus the
// user's per-key overrides, converted to CNY (USD at fx.usd_cny) and kept with the keys they
// came from, so every line item can name its sources.

#include "core/catalog/catalog.h"
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

struct TcoPrices {
    int gpusPerNode = 8;
    double fxUsdCny = 0; ///< CNY per USD, stated in the output

    // cloud
    Sourced<units::MoneyRate> onDemand; ///< per GPU-hour
    Sourced<double> commitmentDiscount; ///< monthly or annual, as the input's term says
    Sourced<double> spotDiscount;
    Sourced<double> spotPreemptionHours; ///< mean time between preemptions of a job
    Sourced<double> spotRestartHours;

    // bare-metal lease
    Sourced<units::Money> leasePerServerMonth;
    Sourced<double> leaseMinTermMonths;

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
/// telling the user to add it with an override.
Expected<TcoPrices> resolvePrices(const TcoInput &input, const Catalog &catalog);

} // namespace cp::tco
