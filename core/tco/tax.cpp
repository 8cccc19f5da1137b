#include "core/tco/tax.h"

#include "core/common/numeric.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace cp::tco {

using namespace cp::units;

namespace {

constexpr double kFallbackLeaseVat = 0.13; ///< lease of tangible movable property (see tax.h)

bool capitalised(TaxClass c) { return c == TaxClass::Equipment || c == TaxClass::Construction || c == TaxClass::CapitalFee; }

bool entryExcludesVat(const LineItem &item, const TcoInput &in)
{
    for (const QString &k : item.keys) {
        if (in.tax.vatExclusiveKeys.contains(k))
            return true;
    }
    return false;
}

} // namespace

double vatRate(TaxClass c, const TcoInput &in)
{
    switch (c) {
    case TaxClass::CloudService:
    case TaxClass::IdcService:
        return 0.06;
    case TaxClass::Lease:
        return in.tax.leaseVatRate.value_or(kFallbackLeaseVat);
    case TaxClass::Goods:
    case TaxClass::Equipment:
        return 0.13;
    case TaxClass::Construction:
        return 0.09;
    case TaxClass::None:
    case TaxClass::CapitalFee:
    case TaxClass::NoVat:
        break;
    }
    return 0.0;
}

double resaleOutputVat(double proceeds, const TcoInput &in)
{
    if (!in.tax.enabled || proceeds <= 0)
        return 0.0;
    // 财税〔2008〕170号 第四条: 13% on used fixed assets whose input VAT was deducted;
    // 财税〔2009〕9号 第二条: a small-scale taxpayer's 3% levy reduced to 2%.
    if (in.tax.vatPayer == VatPayer::General)
        return proceeds / 1.13 * 0.13;
    return proceeds / 1.03 * 0.02;
}

void applyTax(OptionFlows &f, const TcoInput &in, int horizon)
{
    f.afterTax = Series(idx(horizon) + 1, yuan(0));
    f.vatRecovered = 0;
    f.incomeTaxSaved = 0;
    f.resaleOutputVat = 0;
    if (!in.tax.enabled) {
        for (size_t m = 0; m < f.cash.size() && m < f.afterTax.size(); ++m)
            f.afterTax[m] = f.cash[m];
        f.afterTax[idx(horizon)] -= f.residual;
        return;
    }
    const double t = in.tax.incomeTaxRate;
    const bool general = in.tax.vatPayer == VatPayer::General;
    const int taxLife = saturatingInt(std::round(in.tax.taxLifeYears * kMonthsPerYear), 1);
    const bool oneTimeWindow = in.tax.depreciation == TaxDepreciation::OneTime && in.tax.purchaseYear >= 2024 && in.tax.purchaseYear <= 2027;
    std::vector<double> deduction(idx(horizon) + 1, 0.0);
    double bookValue = 0; // remaining tax book value of the capitalised items at the horizon
    for (const LineItem &item : std::as_const(f.items)) {
        if (item.kind == ItemKind::Residual)
            continue;
        const double v = vatRate(item.tax, in);
        const bool exclusive = entryExcludesVat(item, in);
        for (int m = 0; m <= horizon; ++m) {
            const double a = toYuan(item.monthly[idx(m)]);
            if (a == 0)
                continue;
            if (item.tax == TaxClass::None || item.kind == ItemKind::Financing) {
                f.afterTax[idx(m)] += yuan(a);
                continue;
            }
            const double net = exclusive ? a : a / (1.0 + v); // price without VAT
            const double gross = net * (1.0 + v); // what the invoice asks
            const double cost = general ? net : gross; // after input-VAT recovery
            f.vatRecovered += gross - cost;
            f.afterTax[idx(m)] += yuan(cost);
            if (!capitalised(item.tax)) {
                deduction[idx(m)] += cost;
                continue;
            }
            const bool oneTime = oneTimeWindow && item.tax == TaxClass::Equipment
                && cost / std::max(item.units, 1.0) <= kOneTimeDeductionUnitLimitCny;
            if (oneTime) {
                deduction[idx(std::min(m + 1, horizon))] += cost;
                continue;
            }
            // Straight line from the month after purchase, to the tax residual (实施条例 第五十九条).
            const double perMonth = cost * (1.0 - in.tax.taxResidualFraction) / taxLife;
            double claimed = 0;
            for (int k = m + 1; k <= std::min(horizon, m + taxLife); ++k) {
                deduction[idx(k)] += perMonth;
                claimed += perMonth;
            }
            bookValue += cost - claimed;
        }
    }
    // Sale at the horizon: the proceeds less the output VAT on the sale, taxed on that net less
    // the tax book value.
    f.resaleOutputVat = resaleOutputVat(toYuan(f.residual), in);
    const double proceeds = toYuan(f.residual) - f.resaleOutputVat;
    f.afterTax[idx(horizon)] -= yuan(proceeds);
    deduction[idx(horizon)] += bookValue - proceeds;
    for (int m = 0; m <= horizon; ++m) {
        f.afterTax[idx(m)] -= yuan(t * deduction[idx(m)]);
        f.incomeTaxSaved += t * deduction[idx(m)];
    }
}

QString taxConventionsText(const TcoInput &in)
{
    if (!in.tax.enabled)
        return QCoreApplication::translate("cp::Tco", "Taxes off: the verdict uses the before-tax NPV; npv_after_tax_cny equals npv_cny.");
    const QString payer = in.tax.vatPayer == VatPayer::General
        ? QCoreApplication::translate("cp::Tco", "general VAT taxpayer: input VAT (13% equipment, power, parts, tangible-property leases; 9% construction; 6% cloud and IDC; "
                                                 "lease at %1%) is recovered in the month paid")
              .arg(vatRate(TaxClass::Lease, in) * 100)
        : QCoreApplication::translate("cp::Tco", "small-scale VAT taxpayer: no input VAT is recovered, VAT is part of the cost");
    const QString dep = in.tax.depreciation == TaxDepreciation::OneTime
        ? QCoreApplication::translate("cp::Tco", "equipment up to 5M CNY a unit deducted at once in month 1 (财政部 税务总局公告2023年第37号), the rest straight-line over %1 years")
              .arg(in.tax.taxLifeYears)
        : QCoreApplication::translate("cp::Tco", "tax depreciation straight-line over %1 years to a %2% residual from month 1 (企业所得税法实施条例 第五十九条, 第六十条)")
              .arg(in.tax.taxLifeYears)
              .arg(in.tax.taxResidualFraction * 100);
    return QCoreApplication::translate("cp::Tco", "After tax: corporate income tax %1% (企业所得税法 第四条; 15% for 高新技术企业, 第二十八条); %2; %3; "
                                                  "prices are VAT-inclusive unless listed as exclusive; tax effects fall in the month of the deduction "
                                                  "and the company is assumed to have enough taxable profit and output VAT to absorb them (no loss carry-forward); "
                                                  "at the horizon the equipment is sold with output VAT (13% for a general taxpayer, 财税〔2008〕170号; 3% reduced to 2% for a small-scale one, 财税〔2009〕9号), "
                                                  "the proceeds net of it taxed less the remaining tax book value.")
        .arg(in.tax.incomeTaxRate * 100)
        .arg(payer, dep);
}

} // namespace cp::tco
