#pragma once
// Goal seek: at what server price, rental price or utilisation does building cost the same as
// the cheapest way of renting? (tco --solve-for)

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/tco/tcoinput.h"

#include <QString>
#include <optional>

namespace cp::tco {

enum class SolveTarget {
    ServerPrice, ///< price of one server (CNY): DriverScale::gpuPrice
    RentalPrice, ///< the cheapest rental's own price: the lease rent per server-month when it is the lease, else the cloud prices together, reported as the on-demand (or sourced spot) CNY per GPU-hour
    Utilisation, ///< steady utilisation of the fleet (0..1)
};

std::optional<SolveTarget> solveTargetFromId(const QString &id); ///< server_price|rental_price|utilisation
QString solveTargetId(SolveTarget t);

struct SolveResult {
    QString target; ///< the id
    QString a; ///< the owning option made to break even: build (or hybrid without build)
    QString b; ///< the cheapest rental option at the input's values
    std::optional<double> value; ///< the solved value in `unit`; none when no value in the range does it
    QString unit; ///< "CNY per server", "CNY per GPU-hour", "CNY per server-month", "fraction"
    double baseValue = 0; ///< the input's own value in the same unit
    double scale = 1; ///< solved value / base value (the driver multiplier)
    bool afterTax = false; ///< the NPVs compared are after tax
    QString note; ///< translated: why there is no value, when there is none
    /// The price-book key the value is a figure of (server.ID.8gpu, cloud.ID.on_demand,
    /// lease.bare_metal.ID.8gpu, cloud.ID.spot); empty for utilisation. Plugging the value back as
    /// an override of this key makes a and b cost the same.
    QString priceKey;
    QString solvedOption; ///< the option whose price was solved: b for rental_price, a for server_price
    QString solvedText; ///< translated: what the value is ("lease rent per server-month" ...)
};

/// Bisection on the driver until NPV(a) = NPV(b) (decision basis: after tax when taxes are on).
/// Server and rental prices are searched from 0 to 100x the input's value, utilisation on 0..1.
Expected<SolveResult> solveFor(SolveTarget target, const TcoInput &input, const Catalog &catalog = Catalog::builtIn());

} // namespace cp::tco
