#pragma once
// Coherence of the price book: for each accelerator the ways of paying must be ordered as a
// market orders them, per GPU-hour at full use (a bare-metal lease of an 8-GPU server runs
// 8 x 730 GPU-hours a month):
//   lease.bare_metal.ID.8gpu / (8 x 730)  <=  monthly  =  on-demand x (1 - cloud.monthly_discount)
//   monthly  <=  cloud.ID.on_demand
//   spot  =  on-demand x (1 - cloud.spot_discount)  <=  on-demand
// a cut-down China export SKU (H800 of the H100, A800 of the A100, H20 of the H100) is not dearer
// to lease than its full part, the commitment discounts grow with the term (monthly <= 1 year <=
// 3 years), and a purchase price (server.*, card.*) lies within the range of its sources (the
// entry's low and high figures). A violation is allowed (a user's quote may be odd) but shown:
// the price book window puts it next to the price, `catalog prices --check` exits 1 with it,
// and the verdict and report can list it.

#include "core/catalog/catalog.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace cp {

/// GPU-hours of one 8-GPU server-month at full use: 8 x 730.
inline constexpr double kServerMonthGpuHours = 8 * 730.0;

struct PriceViolation {
    enum class Rule {
        LeaseAboveMonthly, ///< the lease costs more per GPU-hour than renting by the month
        MonthlyAboveOnDemand, ///< renting by the month costs more than on demand
        SpotAboveOnDemand, ///< spot costs more than on demand
        CutDownAboveFull, ///< a cut-down SKU's lease costs more than its full part's
        CommitmentOrder, ///< a longer commitment has a smaller discount than a shorter one
        PurchaseOutOfRange, ///< a purchase price outside the low..high range of its sources
    };
    Rule rule = Rule::LeaseAboveMonthly;
    PriceTier tier = PriceTier::Typical; ///< the tier of the book that was checked
    QString accelerator; ///< the accelerator id; empty for a book-wide rule (commitment order)
    QString key; ///< the price-book key that is too dear (or out of range)
    QString otherKey; ///< the key it should not exceed (for a range: the entry's own key)
    double value = 0; ///< CNY per GPU-hour at full use (fraction for discounts, CNY for purchases)
    double otherValue = 0; ///< the bound `value` should not exceed (the range's far end for purchases)
    QString message; ///< translated: names the accelerator, both keys and both figures
    QStringList keys; ///< every price-book key the rule read (a view marks those rows)
};

/// The rule's stable id: lease_above_monthly, monthly_above_on_demand, spot_above_on_demand,
/// cut_down_above_full, commitment_order, purchase_out_of_range.
QString priceRuleId(PriceViolation::Rule rule);

/// The cut-down China export SKUs and their full parts, as (cut-down id, full id) pairs.
const QList<QPair<QString, QString>> &cutDownSkus();

/// The violations of the book at the catalog's own tier (Catalog::tier()), with the user's
/// per-key overrides on top (single values, in the entry's unit and currency, as PriceReader
/// reads them). USD figures are converted at fx.usd_cny. Empty when the book is coherent.
/// The verdict and report call this with the scenario's prices.
QList<PriceViolation> checkPriceCoherence(const Catalog &catalog, const QHash<QString, double> &overrides = {});

/// checkPriceCoherence() of the catalog at each tier (low, typical, high) in turn, overrides on top:
/// what `catalog prices --check` and the price book window report.
QList<PriceViolation> checkPriceBook(const Catalog &catalog, const QHash<QString, double> &overrides = {});

} // namespace cp
