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
// - monthly[] and the cumulative curves are what has been paid so far; the resale at the
//   horizon is reported apart (residual_value_cny) and subtracted in the totals.
// - Break-even of a pair is where the cumulative cash curves cross, linearly interpolated
//   between months; the last crossing is reported (from then on the order holds).
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
};

struct LineItemTotal {
    QString name;
    QStringList keys;
    double totalCny = 0;
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
    std::optional<double> effectiveCnyPerGpuHour; ///< total / GPU-hours used; none without demand
    std::optional<double> costPerRunCny; ///< effective price x the run's GPU-hours
    std::optional<double> costPerMillionTokensCny;
    double utilisation = 1; ///< of owned/leased/committed capacity; 1 when paying per use
    int coreGpus = 0;
};

struct BreakEven {
    QString a;
    QString b;
    std::optional<double> month; ///< fractional month where the cumulative curves cross
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
    std::optional<double> month; ///< break-even month of build vs cloud on demand
};

struct Verdict {
    QString recommended; ///< option id
    QStringList reasons; ///< translated sentences
};

struct TcoResult {
    QList<OptionResult> options;
    QList<BreakEven> breakEven; ///< every pair
    QString tornadoA; ///< the two leading options (lowest NPV first)
    QString tornadoB;
    double tornadoBaseCny = 0; ///< NPV(a) - NPV(b) at the base case
    QList<TornadoBar> tornado; ///< sorted by swing, largest first
    QList<CurvePoint> breakEvenCurve; ///< build vs on demand, utilisation 10%..100%
    std::optional<double> breakEvenUtilisation; ///< utilisation where build and on demand cost the same
    std::vector<double> demandGpuHours; ///< months 0..H
    Verdict verdict;
    QStringList assumptions; ///< price-book keys used that are assumptions
    QStringList priceKeys; ///< every price-book key used
    double fxUsdCny = 0;
    double discountRate = 0;

    const OptionResult *option(const QString &id) const;
};

/// Computes every requested option and all metrics, the tornado and the verdict.
Expected<TcoResult> computeTco(const TcoInput &input, const Catalog &catalog = Catalog::builtIn());

/// Only the options' flows (no sensitivity, no verdict): the inner loop of the tornado.
QList<OptionFlows> computeFlows(const TcoInput &input, const TcoPrices &prices);

/// The hybrid core (a multiple of the GPUs per node, 0..gpus) with the lowest NPV.
OptionFlows bestHybrid(const TcoInput &input, const TcoPrices &prices, const std::vector<double> &demand);

/// Cumulative cash per month.
std::vector<double> cumulative(const Series &cash);
/// Last crossing of two cumulative curves, linearly interpolated; none if they never cross.
std::optional<double> breakEvenMonth(const std::vector<double> &a, const std::vector<double> &b);

} // namespace cp::tco
