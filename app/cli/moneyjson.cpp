#include "app/cli/moneyjson.h"

#include <QJsonArray>

namespace cp::cli {

QJsonObject moneyOptionJson(const analysis::MoneyOption &o)
{
    QJsonObject j {
        { QStringLiteral("id"), o.id },
        { QStringLiteral("name"), o.name },
        { QStringLiteral("obtainable"), o.obtainable },
        { QStringLiteral("total_cny"), o.totalCny },
        { QStringLiteral("npv_pre_tax_cny"), o.npvPreTaxCny },
        { QStringLiteral("npv_after_tax_cny"), o.npvAfterTaxCny },
        { QStringLiteral("vat_recovered_cny"), o.vatRecoveredCny },
        { QStringLiteral("income_tax_saved_cny"), o.incomeTaxSavedCny },
        { QStringLiteral("resale_net_cny"), o.resaleNetCny },
    };
    if (!o.obtainable)
        j.insert(QStringLiteral("not_obtainable_reason"), o.notObtainableReason);
    return j;
}

QJsonObject moneyAnswerJson(const analysis::MoneyAnswer &m)
{
    const analysis::MoneyOption *rec = m.recommendedOption();
    if (!rec)
        return {};
    QJsonObject j = moneyOptionJson(*rec);
    j.insert(QStringLiteral("basis"), m.basisId);
    j.insert(QStringLiteral("basis_name"), m.basisName);
    j.insert(QStringLiteral("basis_cny"), rec->basisCny);
    j.insert(QStringLiteral("accelerator"), m.accelerator);
    j.insert(QStringLiteral("gpus"), m.gpus);
    j.insert(QStringLiteral("configuration"), m.configuration);
    j.insert(QStringLiteral("horizon_months"), m.horizonMonths);
    QJsonArray options;
    for (const analysis::MoneyOption &o : m.options)
        options << moneyOptionJson(o);
    j.insert(QStringLiteral("options"), options);
    return j;
}

} // namespace cp::cli
