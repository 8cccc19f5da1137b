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
//
// checkPriceBook() also checks the book's own data (checkPriceBookData): figures a buyer in
// China cannot pay (a foreign currency or a foreign provider's list for a China channel), a
// lease whose ratio to its cloud price is far off the other accelerators', a lease above the
// quotes its own row names, a server price that leaves out the host, an as-of date without a
// month, two entries of the same name, and an accelerator figure left blank without saying it
// is not published.

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
        LeaseCloudRatio, ///< lease / on-demand per GPU-hour far off (×2) the other accelerators' median
        LeaseAboveQuotes, ///< a lease above the top of a quote range its own row names
        HostlessServer, ///< a server purchase whose item says the host is not included
        ForeignPrice, ///< a China channel priced in a foreign currency or by a foreign provider's list
        AsOfWithoutMonth, ///< an as-of date without a month ("2026")
        DuplicateItemName, ///< two entries whose names read the same (one a qualified copy of the other)
        MissingAcceleratorFigure, ///< an accelerator's TDP or link figure blank, not marked not published
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
    QString item; ///< the item name of `key` in the price book (empty when `key` is no entry)
    QString otherItem; ///< the item name of `otherKey`, if it is an entry
};

/// The rule's stable id: lease_above_monthly, monthly_above_on_demand, spot_above_on_demand,
/// cut_down_above_full, commitment_order, purchase_out_of_range, lease_cloud_ratio,
/// lease_above_quotes, hostless_server, foreign_price, as_of_without_month, duplicate_item_name,
/// missing_accelerator_figure.
QString priceRuleId(PriceViolation::Rule rule);

/// The cut-down China parts and the parts they must not cost more than, as (cut-down id, full id)
/// pairs: H800 and H20 of the H100, A800 of the A100, L20 of the L40S, and the H20 of the H800
/// (a sixth of its dense compute). Checked per GPU-hour for the lease and on demand, per server
/// for a purchase.
const QList<QPair<QString, QString>> &cutDownSkus();

/// The violations of the book at the catalog's own tier (Catalog::tier()), with the user's
/// per-key overrides on top (single values, in the entry's unit and currency, as PriceReader
/// reads them). USD figures are converted at fx.usd_cny. Empty when the book is coherent.
/// The verdict and report call this with the scenario's prices.
QList<PriceViolation> checkPriceCoherence(const Catalog &catalog, const QHash<QString, double> &overrides = {});

/// The accelerators.csv columns an accelerator's source marks as not published by the vendor:
/// "NOT PUBLISHED (tdp_w, scaleup_bw_gbps_bidir): why" in the source column. Views show "not
/// published" for such a blank figure, with the reason (unpublishedReason) as its tooltip.
QStringList unpublishedColumns(const Accelerator &accelerator);
/// The text after the marker's colon, up to the end of the source; empty without a marker.
QString unpublishedReason(const Accelerator &accelerator);

/// The date an accelerator's row was last checked: the as-of date of its availability rows
/// (availability.csv; the latest of its channels), empty when it has none.
QString acceleratorAsOf(const Catalog &catalog, const QString &acceleratorId);

/// The book's own data (the rules above from LeaseCloudRatio on), at the catalog's typical tier
/// with the overrides on top.
QList<PriceViolation> checkPriceBookData(const Catalog &catalog, const QHash<QString, double> &overrides = {});

/// checkPriceCoherence() of the catalog at each tier (low, typical, high) in turn, then
/// checkPriceBookData(), overrides on top: what `catalog prices --check` and the price book
/// window report.
QList<PriceViolation> checkPriceBook(const Catalog &catalog, const QHash<QString, double> &overrides = {});

} // namespace cp
