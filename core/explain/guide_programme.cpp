// The guide's programme example (issue 44): the Hangzhou SaaS programme sample, each pool's
// cheapest supply month by month, solved by core/programme through the bridge.
#include "core/explain/guide.h"

#include "core/explain/markdowntable.h"

#include "core/bridge/programmedemand.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/workloads.h"
#include "core/units/format.h"

#include <QCoreApplication>

#include <algorithm>

namespace cp::explain {

namespace {

QString programmeMoney(double v, const QLocale &l) { return units::formatMoney(units::yuan(v), units::MoneyStyle::Compact, l); }

QString poolRow(const programme::PoolAnswer &p, double total, const QLocale &l)
{
    const programme::PoolPeaks peaks = programme::poolPeaks(p);
    const int owned = peaks.ownedGpus, leased = peaks.leasedGpus, committed = peaks.committedGpus;
    const double burst = peaks.onDemandGpuHours;
    const Accelerator *a = Catalog::builtIn().accelerator(p.acceleratorId);
    const QString share = units::formatNumber(total > 0 ? 100 * p.money.basisCny / total : 0.0, 0, l) + QLatin1Char('%');
    return tableRow({ poolDisplayName(p.id), a ? a->name : p.acceleratorId, programmeMoney(p.money.basisCny, l), share, l.toString(owned), l.toString(leased),
        l.toString(committed), units::formatNumber(burst, 0, l),
        leased > 0 ? units::formatNumber(p.leasedUtilisation * 100, 0, l) + QLatin1Char('%') : QStringLiteral("-") });
}

} // namespace

QString programmeWorkedExample(const QLocale &locale)
{
    QString md = QCoreApplication::translate("cp::Guide", "## 11. A compute programme: three pools over 36 months\n\n"
                                                          "The Hangzhou SaaS sample: 13B continued pre-training on H800 in months 1-3, "
                                                          "a LoRA fine-tune every month on L40S, serving on Ascend 910B from month 4 "
                                                          "growing 10% a month, and evaluation jobs the planner places. Per pool and "
                                                          "month the planner takes the cheapest mix of owned servers, leases, cloud "
                                                          "commitments and on-demand GPU-hours.\n\n");
    const auto s = cplan::readFile(QStringLiteral(":/cp/samples/06-hangzhou-saas-programme.cplan"), Catalog::builtIn());
    const auto a = s ? bridge::programmeAnswer(*s) : Expected<programme::ProgrammeAnswer>(s.errors());
    if (!a)
        return md + joinErrors(a.errors()) + QLatin1Char('\n');
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Pool"), QCoreApplication::translate("cp::Guide", "Accelerator"),
        a->basis == QLatin1String("after_tax_npv") ? QCoreApplication::translate("cp::Guide", "Cost (after-tax NPV)")
                                                   : QCoreApplication::translate("cp::Guide", "Cost (pre-tax NPV)"),
        QCoreApplication::translate("cp::Guide", "Share"),
        QCoreApplication::translate("cp::Guide", "Owned GPUs (peak)"), QCoreApplication::translate("cp::Guide", "Leased GPUs (peak)"),
        QCoreApplication::translate("cp::Guide", "Committed GPUs (peak)"), QCoreApplication::translate("cp::Guide", "On-demand GPU-hours"),
        QCoreApplication::translate("cp::Guide", "Leased servers busy") });
    for (const programme::PoolAnswer &p : a->pools)
        md += poolRow(p, a->money.basisCny, locale);
    //: %1 the programme's cost on the table's basis, %2 its cash
    return md + QCoreApplication::translate("cp::Guide", "\nThe programme costs %1 on the table's basis (%2 in cash). H800 and L40S "
                                                         "cannot be bought in mainland China (availability table), so those pools "
                                                         "only rent; the dashboard draws each pool's supply month by month and says "
                                                         "what would change the decision.\n")
                    .arg(programmeMoney(a->money.basisCny, locale), programmeMoney(a->money.cashCny, locale));
}

} // namespace cp::explain
