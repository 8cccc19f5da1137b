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
    RentalPrice, ///< all cloud and lease prices scaled together; reported as the on-demand CNY per GPU-hour
    Utilisation, ///< steady utilisation of the fleet (0..1)
};

std::optional<SolveTarget> solveTargetFromId(const QString &id); ///< server_price|rental_price|utilisation
QString solveTargetId(SolveTarget t);

struct SolveResult {
    QString target; ///< the id
    QString a; ///< the owning option made to break even: build (or hybrid without build)
    QString b; ///< the cheapest rental option at the input's values
    std::optional<double> value; ///< the solved value in `unit`; none when no value in the range does it
    QString unit; ///< "CNY per server", "CNY per GPU-hour", "fraction"
    double baseValue = 0; ///< the input's own value in the same unit
    double scale = 1; ///< solved value / base value (the driver multiplier)
    bool afterTax = false; ///< the NPVs compared are after tax
    QString note; ///< translated: why there is no value, when there is none
};

/// Bisection on the driver until NPV(a) = NPV(b) (decision basis: after tax when taxes are on).
/// Server and rental prices are searched from 0 to 100x the input's value, utilisation on 0..1.
Expected<SolveResult> solveFor(SolveTarget target, const TcoInput &input, const Catalog &catalog = Catalog::builtIn());

} // namespace cp::tco
