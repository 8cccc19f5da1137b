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

/// What a line item buys, for its VAT rate and income-tax treatment (core/tco/tax.h).
enum class TaxClass {
    None, ///< outside tax: loan proceeds and principal, deposits
    CloudService, ///< cloud GPU-hours: modern (information technology) service, VAT 6%
    IdcService, ///< rack rent and bandwidth from an IDC: value-added telecom service, VAT 6%
    Lease, ///< bare-metal lease: the lease's own VAT rate (13% or 6%)
    Goods, ///< electricity, spare parts and maintenance: VAT 13%
    Equipment, ///< servers, network and storage bought: VAT 13%, tax-depreciated (one-time eligible)
    Construction, ///< room retrofit: construction service VAT 9%, amortised straight-line
    CapitalFee, ///< power-capacity fee: no VAT, amortised straight-line
    NoVat, ///< wages, loan interest, contract penalties: no input VAT, deductible
};

struct LineItem {
    QString name; ///< translated
    QStringList keys; ///< price-book keys the figure is computed from
    ItemKind kind = ItemKind::Expense;
    Series monthly;
    TaxClass tax = TaxClass::None;
    double units = 1; ///< units bought (a capex item), for the one-time deduction's limit per unit
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
    // after-tax view (core/tco/tax.h): filled by applyTax
    Series afterTax; ///< cash after VAT recovery and income-tax effects, resale and its tax at month H included
    double vatRecovered = 0; ///< input VAT recovered over the horizon (general taxpayers)
    double incomeTaxSaved = 0; ///< income tax saved by the deductions, less tax on a resale gain
    double resaleOutputVat = 0; ///< output VAT owed on the resale at the horizon (0 with taxes off)
};

/// Total cash cost over the horizon: the cash flows less the resale proceeds.
units::Money totalCost(const OptionFlows &flows);
/// NPV of the cash flows less the resale proceeds at the horizon (convention in tco.h).
double optionNpv(const OptionFlows &flows, double annualRate);

/// NPV of the after-tax cash flows (afterTax[], resale included), same discounting as optionNpv.
double optionNpvAfterTax(const OptionFlows &flows, double annualRate);
/// The NPV the decision uses: after tax when the input's taxes are on, otherwise optionNpv.
double decisionNpv(const OptionFlows &flows, const TcoInput &input);

/// Builds one option's flows for the demand (GPU-hours per month, index 0 unused).
OptionFlows modelOption(OptionKind kind, const TcoInput &input, const TcoPrices &prices, const std::vector<double> &demand);

/// Self-build (or leased when `leased`) capacity of `coreGpus` GPUs with overflow to cloud on
/// demand: the building block of the build, lease and hybrid options.
OptionFlows modelCore(OptionKind kind, int coreGpus, bool leased, const TcoInput &input, const TcoPrices &prices,
    const std::vector<double> &demand);

/// The yearly rental price change as a factor for month m (1-based): (1 + drift)^floor((m-1)/12),
/// i.e. prices step once a year (input.contract.priceDriftPerYear, 0 when unset).
double priceDriftFactor(const TcoInput &input, int month);

/// Annuity payment per period: P*i/(1-(1+i)^-n); P/n when i = 0 (standard annuity formula).
double annuityPayment(double principal, double ratePerPeriod, int periods);

} // namespace cp::tco
