#pragma once
// Monthly cash-flow models of the options. Month 0 is the upfront instant (capex, loan
// proceeds); months 1..H are end-of-month flows. Costs are positive, loan proceeds negative.
// The resale at the horizon is kept apart from the monthly cash (the cumulative curves show
// what has been paid so far and never decrease) and enters totals and NPV at month H.

#include "core/tco/prices.h"
#include "core/tco/tcoinput.h"
#include "core/units/units.h"

#include <vector>

namespace cp::tco {

using Series = std::vector<units::Money>; ///< index = month, 0..H

/// How a line item enters the accounting (depreciation) view.
enum class ItemKind {
    Expense, ///< expensed when paid (cloud bills, rent, power, staff ...)
    Capex, ///< capitalised and depreciated
    Financing, ///< loan proceeds and principal: not a cost in the accounting view
    Residual, ///< resale proceeds at the horizon
};

struct LineItem {
    QString name; ///< translated
    QStringList keys; ///< price-book keys the figure is computed from
    ItemKind kind = ItemKind::Expense;
    Series monthly;
};

struct OptionFlows {
    OptionKind kind = OptionKind::OnDemand;
    QList<LineItem> items;
    Series cash; ///< sum of the items per month, without the resale at the horizon
    units::Money residual; ///< resale proceeds at the end of the last month (a positive amount)
    Series depreciation; ///< straight-line charge per month (accounting view)
    Series accounting; ///< expenses + depreciation + interest + loss on disposal at the horizon
    double usedGpuHours = 0; ///< demand served
    double capacityGpuHours = 0; ///< hours of owned/leased/committed capacity (0: pay per use)
    double capacityUsedGpuHours = 0; ///< demand served from that capacity
    int coreGpus = 0; ///< owned/leased/committed GPUs
};

/// Total cash cost over the horizon: the cash flows less the resale proceeds.
units::Money totalCost(const OptionFlows &flows);
/// NPV of the cash flows less the resale proceeds at the horizon (convention in tco.h).
double optionNpv(const OptionFlows &flows, double annualRate);

/// Builds one option's flows for the demand (GPU-hours per month, index 0 unused).
OptionFlows modelOption(OptionKind kind, const TcoInput &input, const TcoPrices &prices, const std::vector<double> &demand);

/// Self-build (or leased when `leased`) capacity of `coreGpus` GPUs with overflow to cloud on
/// demand: the building block of the build, lease and hybrid options.
OptionFlows modelCore(OptionKind kind, int coreGpus, bool leased, const TcoInput &input, const TcoPrices &prices,
    const std::vector<double> &demand);

/// Residual value as a fraction of the purchase price after `months`: r36^(months/36), i.e. a
/// constant monthly decline calibrated to the price book's 36-month figure (ASSUMPTION: the
/// exponential shape; only the 36-month point is sourced).
double residualFraction(double r36, int months);

/// Annuity payment per period: P*i/(1-(1+i)^-n); P/n when i = 0 (standard annuity formula).
double annuityPayment(double principal, double ratePerPeriod, int periods);

} // namespace cp::tco
