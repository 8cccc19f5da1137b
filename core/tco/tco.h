#pragma once
// The TCO engine: rent vs commit vs spot vs lease vs build vs hybrid over a horizon, with
// NPV, break-even months, cash and accounting views, effective GPU-hour prices, a tornado of
// the drivers and a plain-language verdict (DESIGN.md section 5).
//
// Conventions (stated in the output):
// - Month 0 is the upfront instant (capex, loan proceeds); months 1..H are end-of-month flows.
// - NPV discounts each month-m flow by (1 + r_m)^-m with r_m = (1 + r)^(1/12) - 1, the monthly
//   rate equivalent to the annual discount rate r (effective-annual convention); the resale
//   proceeds count at month H.
// - monthly[] is what is paid each month; the resale at the horizon is reported apart
//   (residual_value_cny), subtracted in the totals and in the last month of the cumulative
//   curves, so each curve ends at its option's total (as the lease deposit's refund does).
// - Break-even is on the ranking basis (issue 42): the cumulative cost curves it crosses are
//   discounted month by month on the basis the verdict ranks by (after-tax NPV when taxes are on,
//   else pre-tax NPV), with the resale (net of its tax) and deposit refunds at month H as the
//   totals count them, so each curve ends at the option's decision NPV. A pair breaks even where
//   these curves cross, linearly interpolated between months; the last crossing is reported.
// - Money is CNY; USD prices are converted at the price book's fx.usd_cny.

#include "core/catalog/catalog.h"
#include "core/common/expected.h"
#include "core/tco/cashflow.h"
#include "core/tco/tcoinput.h"

#include <optional>
#include <vector>

namespace cp::tco {

struct MonthRow {
    int month = 0;
    double cashCny = 0;
    double cumulativeCny = 0;
    double depreciationCny = 0;
    double accountingCny = 0;
    double cashAfterTaxCny = 0; ///< after VAT recovery and income-tax effects (resale at month H included)
};

struct LineItemTotal {
    QString name;
    QStringList keys;
    double totalCny = 0;
    std::vector<double> monthlyCny; ///< months 0..H (the workbook writes them as formulas over the prices)
    bool residual = false; ///< the resale at the horizon: not part of the monthly cash
};

struct OptionResult {
    OptionKind kind = OptionKind::OnDemand;
    QString id;
    QString name;
    QList<MonthRow> monthly; ///< months 0..H
    QList<LineItemTotal> lineItems;
    double totalCny = 0; ///< cash view: paid over the horizon less the resale
    double residualCny = 0; ///< resale proceeds at the horizon (not in monthly[])
    double accountingTotalCny = 0; ///< depreciation view; equals totalCny over the horizon
    double npvCny = 0;
    double npvAfterTaxCny = 0; ///< NPV of the after-tax cash flows (equals npvCny when taxes are off)
    double totalAfterTaxCny = 0; ///< after-tax cash over the horizon, resale included
    double vatRecoveredCny = 0;
    double incomeTaxSavedCny = 0;
    double decisionNpvCny = 0; ///< the NPV the verdict ranks by: after tax when taxes are on
    std::optional<double> effectiveCnyPerGpuHour; ///< total / GPU-hours used; none without demand
    std::optional<double> costPerRunCny; ///< effective price x the run's GPU-hours
    std::optional<double> costPerMillionTokensCny;
    double utilisation = 1; ///< of owned/leased/committed capacity; 1 when paying per use
    int coreGpus = 0;
    /// Whether this way of paying can be obtained for the accelerator (availability.csv); an
    /// option that cannot is listed with its reason and never ranked or recommended.
    bool obtainable = true;
    QString notObtainableReason; ///< translated, with the source; empty when obtainable
    double resaleNetCny = 0; ///< resale proceeds at the horizon net of the output VAT owed on them
    /// Translated warnings about obtaining this option: a restricted channel's order cap and lead
    /// time, an unavailable channel restored by --include-unavailable.
    QStringList warnings;
};

struct BreakEven {
    QString a;
    QString b;
    QString aName; ///< translated names of the options compared
    QString bName;
    std::optional<double> month; ///< fractional month where the cumulative ranking-basis curves cross (decisionCumulative)
    /// Steady utilisation (0..1) at which the two options' decision NPVs over the horizon are
    /// equal (bisection); none when one of them is cheaper over all of 0..1.
    std::optional<double> utilisation;
    std::optional<double> utilisationBeforeTax; ///< the same on the before-tax NPV
};

/// An owning or capacity option against the cheapest way of renting (lowest decision NPV among
/// cloud on demand, commitment, spot and lease).
struct VersusRental {
    QString option;
    QString rental;
    std::optional<double> utilisation;
    std::optional<double> utilisationBeforeTax;
    std::optional<double> month;
};

struct TornadoBar {
    QString driver; ///< "gpu_price", "cloud_price", "utilisation", "tariff", "pue", "residual_value", "staff_cost", "discount_rate"
    QString label; ///< translated
    double lowCny = 0; ///< NPV(a) - NPV(b) with the driver at (1 - sensitivity)
    double highCny = 0; ///< ... at (1 + sensitivity)
    double swing() const;
};

struct CurvePoint {
    double utilisation = 0;
    std::optional<double> month; ///< break-even month of build vs cloud on demand, on the ranking basis
};

struct Verdict {
    QString recommended; ///< option id
    QStringList reasons; ///< translated sentences
};

struct TcoResult {
    QList<OptionResult> options;
    QList<BreakEven> breakEven; ///< every pair
    QString tornadoA; ///< the recommended option
    QString tornadoB; ///< the runner-up whose NPV differs from it
    QString tornadoNote; ///< translated: options skipped because they cost the same as the recommended one
    double tornadoBaseCny = 0; ///< NPV(a) - NPV(b) at the base case
    QList<TornadoBar> tornado; ///< sorted by swing, largest first
    QList<CurvePoint> breakEvenCurve; ///< build vs on demand, utilisation 10%..100%
    /// Lowest steady utilisation at which build costs no more than on demand on the ranking basis
    /// (0 when build is never dearer; none when it is dearer even at full utilisation).
    std::optional<double> breakEvenUtilisation;
    QList<VersusRental> versusRental;
    bool afterTaxBasis = false; ///< the verdict, tornado and break-even utilisations use after-tax NPVs
    QString taxConventions; ///< translated statement of the tax rules and conventions applied
    std::vector<double> demandGpuHours; ///< months 0..H
    Verdict verdict;
    QStringList assumptions; ///< price-book keys used that are assumptions
    QStringList priceKeys; ///< every price-book key used
    double fxUsdCny = 0;
    double discountRate = 0;

    const OptionResult *option(const QString &id) const;
    QString optionIdWithLowestDecisionNpv() const;
    /// The ranking basis every view names: "after_tax_npv" when taxes are on, else "pre_tax_npv".
    QString basisId() const;
    /// Translated name of the basis: "after-tax NPV" / "pre-tax NPV".
    QString basisName() const;
    /// Whether `o` is the hybrid whose cheapest mix owns no GPUs while the on-demand option is
    /// priced too: it is then paying on demand under another name (the same cash every month), so
    /// the views list it once, as on demand, unless the verdict recommends it (issue 45).
    bool duplicatesOnDemand(const OptionResult &o) const;
};

/// Fills the input's unset contract and tax terms from the price book (cloud.price_drift_per_year,
/// cloud.commitment_discount_3y, lease.deposit_months, lease.early_exit_penalty_months,
/// lease.invoice_vat_rate), or from stated fallbacks (ASSUMPTIONS) while the book lacks a key.
/// Returns the keys read and, in `assumptions`, the fallbacks used.
TcoInput resolveTerms(const TcoInput &input, const Catalog &catalog, QStringList *assumptions = nullptr);

/// Computes every requested option and all metrics, the tornado and the verdict.
Expected<TcoResult> computeTco(const TcoInput &input, const Catalog &catalog = Catalog::builtIn());

/// Only the options' flows (no sensitivity, no verdict): the inner loop of the tornado.
QList<OptionFlows> computeFlows(const TcoInput &input, const TcoPrices &prices);

/// The hybrid core (a multiple of the GPUs per node, 0..gpus) with the lowest NPV.
OptionFlows bestHybrid(const TcoInput &input, const TcoPrices &prices, const std::vector<double> &demand);

/// Cumulative cash per month.
std::vector<double> cumulative(const Series &cash);
/// Cumulative cost on the ranking basis, months 0..H: each month's flow discounted as in the NPV
/// (after tax when the input's taxes are on, the resale and its tax at month H; else the pre-tax
/// cash less the resale at month H). The last value is decisionNpv(flows, input).
std::vector<double> decisionCumulative(const OptionFlows &flows, const TcoInput &input);
/// Last crossing of two cumulative curves, linearly interpolated; none if they never cross.
std::optional<double> breakEvenMonth(const std::vector<double> &a, const std::vector<double> &b);

} // namespace cp::tco
