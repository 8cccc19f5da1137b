#pragma once
// China's tax rules in the after-tax view of the TCO (issue 21). Each rule and its source:
//
// Corporate income tax (企业所得税)
// - Rate 25% (中华人民共和国企业所得税法 第四条); 15% for a high-tech enterprise in need of state
//   support (国家需要重点扶持的高新技术企业, 第二十八条 第二款): input.tax.incomeTaxRate.
// - Straight-line depreciation of fixed assets (企业所得税法实施条例 第五十九条), from the month
//   after the asset is put into use, with a residual value the company sets (5% here,
//   ASSUMPTION); the minimum life of electronic equipment is 3 years (第六十条 第五项).
// - One-time deduction: equipment and instruments (设备、器具: fixed assets other than buildings)
//   newly bought 2024-01-01 to 2027-12-31 with a unit value up to 5,000,000 CNY may be deducted
//   in full in the period instead of depreciated (财政部 税务总局公告2023年第37号, 2023-08-18);
//   above 5M a unit keeps the straight-line rule. Room retrofit and the power-capacity fee are not
//   equipment: they are amortised straight-line over the tax life in either mode.
// - Deductible: wages, electricity, rent, cloud bills, maintenance, loan interest from banks
//   (实施条例 第三十八条), contract penalties (违约金; administrative fines are not, 企业所得税法
//   第十条). Loan principal and deposits are not costs.
//
// VAT (增值税)
// - Rates: 13% on goods (servers, electricity, spare parts), repair services and the lease of
//   tangible movable property; 9% on construction services (room retrofit); 6% on modern
//   services: cloud GPU-hours and IDC rack and bandwidth (增值税暂行条例 第二条 with 财政部 税务总局
//   海关总署公告2019年第39号 and 财税〔2016〕36号; the 增值税法 in force from 2026-01-01 keeps the
//   13/9/6 rates - not verified against its text in this change, confirm with your adviser).
//   A bare-metal lease is invoiced either as a lease of tangible movable property (13%) or as a
//   compute service (6%): input.tax.leaseVatRate, default from the price book's
//   lease.invoice_vat_rate (fallback 13%).
// - A general taxpayer (一般纳税人) deducts input VAT from its output VAT; a small-scale taxpayer
//   (小规模纳税人) pays VAT at the levy rate on its own sales and cannot deduct input VAT, so the
//   VAT it pays on purchases is part of the cost (and deductible for income tax).
// - Price-book figures are VAT-inclusive (含税价) unless their key is listed in
//   input.tax.vatExclusiveKeys (then VAT is added on top).
//
// Conventions (stated in the output):
// - Income-tax effects fall in the month of the deduction (enterprise income tax is prepaid
//   monthly or quarterly, 企业所得税法 第五十四条; monthly here); the one-time deduction falls in
//   month 1, the month after the equipment (bought at month 0) is put into use.
// - The company has enough taxable profit to absorb every deduction in the month it arises
//   (no loss carry-forward is modelled) and enough output VAT to absorb its input VAT at once.
// - At the horizon the equipment is sold. The sale of used fixed assets carries output VAT: a
//   general taxpayer that deducted the input VAT on them charges the normal 13% (财税〔2008〕170号
//   第四条), VAT = price / 1.13 x 13%; a small-scale taxpayer pays 3% reduced to 2% (财税〔2009〕9号
//   第二条), VAT = price / 1.03 x 2%. The resale price is VAT-inclusive; the proceeds net of that
//   VAT enter the after-tax cash at month H, and income tax is due on them less the remaining tax
//   book value of all capitalised items (a loss is a deduction).

#include "core/tco/cashflow.h"

namespace cp::tco {

/// The VAT rate of a line item's tax class for the input (the lease's own rate for Lease).
double vatRate(TaxClass c, const TcoInput &input);

/// Fills flows.afterTax (months 0..H), vatRecovered and incomeTaxSaved from the line items.
/// With taxes off, afterTax is the cash with the resale at month H and nothing else changes.
/// `horizon` is the number of months; the resale proceeds are flows.residual.
void applyTax(OptionFlows &flows, const TcoInput &input, int horizon);

/// Output VAT owed on the resale of used equipment for `proceeds` (VAT-inclusive), CNY; 0 with
/// taxes off (rules and sources above).
double resaleOutputVat(double proceeds, const TcoInput &input);

/// One-time deduction limit per unit (财政部 税务总局公告2023年第37号), CNY.
inline constexpr double kOneTimeDeductionUnitLimitCny = 5'000'000;

/// The translated statement of the rules and conventions applied, for the output.
QString taxConventionsText(const TcoInput &input);

} // namespace cp::tco
