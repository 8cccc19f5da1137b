#pragma once
// The one money answer of a plan (issue 42): the ranking basis, the fleet the TCO prices, the way
// of paying the verdict recommends and every option's figures on every basis. Computed once in
// core from the TCO result; the answer block, the dashboard's TCO tile, the verdict, the PDF, the
// workbook and the CLI (`plan` and `tco` JSON) read it and never recompute it.

#include "core/catalog/catalog.h"
#include "core/tco/tco.h"

#include <QList>
#include <QLocale>
#include <QString>

namespace cp::analysis {

/// One way of paying over the horizon, on every basis. Field names follow the `tco --format json`
/// keys in brackets.
struct MoneyOption {
    QString id; ///< TCO option id ("on_demand", "build", ...) [id]
    QString name; ///< translated [name]
    bool obtainable = true; ///< can be bought or rented for the accelerator [obtainable]
    QString notObtainableReason; ///< translated, with its source; empty when obtainable [not_obtainable_reason]
    double totalCny = 0; ///< cash over the horizon less the resale [total_cny]
    double npvPreTaxCny = 0; ///< [npv_pre_tax_cny]
    double npvAfterTaxCny = 0; ///< equals npvPreTaxCny when taxes are off [npv_after_tax_cny]
    double vatRecoveredCny = 0; ///< [vat_recovered_cny]
    double incomeTaxSavedCny = 0; ///< [income_tax_saved_cny]
    double resaleNetCny = 0; ///< resale at the horizon net of its output VAT [resale_net_cny]
    double basisCny = 0; ///< the figure on the ranking basis (after- or pre-tax NPV)
    /// A hybrid that owns no GPUs beside the on-demand option (tco::TcoResult::duplicatesOnDemand):
    /// the money table leaves it out and says why.
    bool duplicatesOnDemand = false;
};

/// The money answer: what the verdict recommends for which fleet, on which basis.
struct MoneyAnswer {
    QString basisId; ///< "after_tax_npv" | "pre_tax_npv" (tco::TcoResult::basisId) [basis]
    QString basisName; ///< translated: "after-tax NPV" / "pre-tax NPV"
    QString accelerator; ///< catalog id of the fleet the TCO prices
    int gpus = 0; ///< its size
    QString configuration; ///< translated, "16 × H800 SXM5 80GB"
    int horizonMonths = 0;
    QString recommended; ///< option id the verdict recommends (always an obtainable option; empty when none is)
    QList<MoneyOption> options; ///< in the TCO's order, the unobtainable ones included (never ranked)

    const MoneyOption *option(const QString &id) const;
    /// The recommended option, or null when no option is obtainable.
    const MoneyOption *recommendedOption() const;
};

/// The money answer of a TCO result for the fleet of `input` (the input the result was computed
/// from). Names the accelerator by `catalog`; formats numbers for `locale`.
MoneyAnswer moneyAnswer(const tco::TcoResult &result, const tco::TcoInput &input, const Catalog &catalog,
    const QLocale &locale = QLocale());

} // namespace cp::analysis
