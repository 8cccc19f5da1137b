#pragma once
// The money answer (core/analysis/money.h) as JSON, with the keys `tco --format json` gives each
// option (issue 42 contract): `plan` writes it as recommended.money.

#include "core/analysis/money.h"

#include <QJsonObject>

namespace cp::cli {

/// One option: id, name, obtainable (and not_obtainable_reason when false), total_cny,
/// npv_pre_tax_cny, npv_after_tax_cny, vat_recovered_cny, income_tax_saved_cny, resale_net_cny.
QJsonObject moneyOptionJson(const analysis::MoneyOption &option);

/// The recommended option's fields plus basis ("after_tax_npv" | "pre_tax_npv"), basis_name,
/// basis_cny, the fleet (accelerator, gpus, configuration) and horizon_months; every option in
/// `options`. Empty when nothing is recommended.
QJsonObject moneyAnswerJson(const analysis::MoneyAnswer &money);

} // namespace cp::cli
