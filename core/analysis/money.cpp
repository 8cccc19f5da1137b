#include "core/analysis/money.h"

#include "core/units/format.h"

namespace cp::analysis {

const MoneyOption *MoneyAnswer::option(const QString &id) const
{
    for (const MoneyOption &o : options) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

const MoneyOption *MoneyAnswer::recommendedOption() const
{
    const MoneyOption *o = recommended.isEmpty() ? nullptr : option(recommended);
    return o && o->obtainable ? o : nullptr;
}

MoneyAnswer moneyAnswer(const tco::TcoResult &r, const tco::TcoInput &in, const Catalog &catalog, const QLocale &l)
{
    MoneyAnswer m;
    m.basisId = r.basisId();
    m.basisName = r.basisName();
    m.accelerator = in.acceleratorId;
    m.gpus = in.gpus;
    const Accelerator *a = catalog.accelerator(in.acceleratorId);
    m.configuration = QStringLiteral("%1 × %2").arg(units::formatNumber(in.gpus, 0, l), a ? a->name : in.acceleratorId);
    m.horizonMonths = in.horizonMonths;
    for (const tco::OptionResult &o : r.options) {
        MoneyOption x;
        x.id = o.id;
        x.name = o.name;
        x.obtainable = o.obtainable;
        x.notObtainableReason = o.notObtainableReason;
        x.totalCny = o.totalCny;
        x.npvPreTaxCny = o.npvCny;
        x.npvAfterTaxCny = o.npvAfterTaxCny;
        x.vatRecoveredCny = o.vatRecoveredCny;
        x.incomeTaxSavedCny = o.incomeTaxSavedCny;
        x.resaleNetCny = o.resaleNetCny;
        x.basisCny = o.decisionNpvCny;
        x.duplicatesOnDemand = r.duplicatesOnDemand(o);
        m.options << x;
    }
    const MoneyOption *rec = m.option(r.verdict.recommended);
    m.recommended = rec && rec->obtainable ? rec->id : QString();
    return m;
}

} // namespace cp::analysis
