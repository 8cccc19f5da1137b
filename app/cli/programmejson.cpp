#include "app/cli/programmejson.h"

#include "core/bridge/programmedemand.h"

#include <QJsonArray>
#include <QLocale>

namespace cp::cli {

namespace {

QJsonObject moneyJson(const programme::ProgrammeMoney &m, const QString &basis)
{
    QJsonObject o;
    o.insert(QStringLiteral("basis"), basis);
    o.insert(QStringLiteral("total_cny"), m.basisCny);
    o.insert(QStringLiteral("cash_cny"), m.cashCny);
    o.insert(QStringLiteral("npv_pre_tax_cny"), m.npvPreTaxCny);
    o.insert(QStringLiteral("npv_after_tax_cny"), m.npvAfterTaxCny);
    return o;
}

QJsonObject poolJson(const programme::PoolAnswer &p, const QString &basis, double total)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), p.id);
    o.insert(QStringLiteral("accelerator"), p.acceleratorId);
    o.insert(QStringLiteral("fabric"), p.fabricId);
    o.insert(QStringLiteral("feasible"), p.feasible);
    o.insert(QStringLiteral("money"), moneyJson(p.money, basis));
    o.insert(QStringLiteral("share"), total > 0 ? p.money.basisCny / total : 0.0);
    o.insert(QStringLiteral("owned_utilisation"), p.ownedUtilisation);
    o.insert(QStringLiteral("leased_utilisation"), p.leasedUtilisation);
    QJsonArray months;
    for (const programme::PoolMonth &m : p.months) {
        QJsonObject r;
        r.insert(QStringLiteral("month"), m.month);
        r.insert(QStringLiteral("demand_gpu_hours"), m.demandGpuHours);
        r.insert(QStringLiteral("concurrent_gpus"), m.concurrentGpus);
        r.insert(QStringLiteral("owned_gpus"), m.ownedGpus);
        r.insert(QStringLiteral("leased_gpus"), m.leasedGpus);
        r.insert(QStringLiteral("committed_gpus"), m.committedGpus);
        r.insert(QStringLiteral("on_demand_gpu_hours"), m.onDemandGpuHours);
        r.insert(QStringLiteral("cost_cny"), m.costCny);
        months.append(r);
    }
    o.insert(QStringLiteral("months"), months);
    QJsonArray orders;
    for (const programme::PoolOrder &d : p.orders) {
        QJsonObject r;
        r.insert(QStringLiteral("kind"), programme::contractKindId(d.kind));
        r.insert(QStringLiteral("order_month"), d.orderMonth);
        r.insert(QStringLiteral("first_month"), d.firstMonth);
        r.insert(QStringLiteral("last_month"), d.lastMonth);
        r.insert(QStringLiteral("servers"), d.units);
        r.insert(QStringLiteral("gpus"), d.units * p.gpusPerServer);
        orders.append(r);
    }
    o.insert(QStringLiteral("orders"), orders);
    return o;
}

} // namespace

Status insertProgrammeJson(QJsonObject &json, const Scenario &scenario)
{
    if (!bridge::isProgramme(scenario))
        return Ok {};
    QList<int> placement;
    const auto answer = bridge::programmeAnswer(scenario, &placement);
    if (!answer)
        return answer.errors();
    QJsonArray pools;
    for (const programme::PoolAnswer &p : answer->pools)
        pools.append(poolJson(p, answer->basis, answer->money.basisCny));
    json.insert(QStringLiteral("pools"), pools);
    QJsonObject prog = moneyJson(answer->money, answer->basis);
    prog.insert(QStringLiteral("months"), answer->months);
    prog.insert(QStringLiteral("verdict"), programme::programmeVerdict(*answer, QLocale::c()));
    QJsonArray placed;
    for (qsizetype i = 0; i < placement.size(); ++i) {
        QJsonObject w;
        w.insert(QStringLiteral("workload"), int(i));
        w.insert(QStringLiteral("pool"), placement.at(i) >= 0 ? scenario.pools.at(placement.at(i)).id : QString());
        w.insert(QStringLiteral("placed_by_planner"), scenario.workloads.at(i).pool.isEmpty());
        placed.append(w);
    }
    prog.insert(QStringLiteral("placement"), placed);
    json.insert(QStringLiteral("programme"), prog);
    return Ok {};
}

} // namespace cp::cli
