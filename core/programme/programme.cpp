#include "core/programme/programme.h"

#include "core/common/numeric.h"
#include "core/scenario/workloads.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace cp::programme {

namespace {

/// Share of `kind`'s GPU-hours the work uses: the GPU-hours those GPUs carry (their share
/// min(C, n)/n of the month's hours, split between the kinds by their GPUs) over their hours.
double utilisation(const PoolProblem &p, const std::vector<int> &counts, ContractKind kind)
{
    double used = 0;
    double capacity = 0;
    for (int t = 1; t <= p.months; ++t) {
        const int mine = unitGpus(p, counts, t, kind);
        const int all = unitGpus(p, counts, t);
        const int n = p.concurrent[idx(t)];
        if (mine <= 0)
            continue;
        capacity += mine * 730.0;
        if (n > 0)
            used += p.gpuHours[idx(t)] * double(std::min(all, n)) / n * mine / all;
    }
    return capacity > 0 ? used / capacity : 0.0;
}

bool sameKind(ContractKind a, ContractKind b)
{
    const auto committed = [](ContractKind k) { return k == ContractKind::Committed1y || k == ContractKind::Committed3y; };
    return a == b || (committed(a) && committed(b));
}

/// The basis cost per GPU-month of `kind` (committed: both terms): the decision's contracts of
/// that kind over the GPU-months they supply, or when it signs none, the cheapest offered
/// contract's per GPU-month it supplies; 0 when none is offered.
double ratePerGpuMonth(const PoolProblem &p, const std::vector<int> &counts, ContractKind kind)
{
    double cost = 0, gpuMonths = 0, cheapest = -1;
    for (size_t i = 0; i < p.options.size(); ++i) {
        const UnitOption &o = p.options[i];
        if (!sameKind(o.kind, kind))
            continue;
        const double supplied = double(p.gpusPerUnit) * (o.lastMonth - o.firstMonth + 1);
        if (supplied <= 0)
            continue;
        cost += o.cost * counts[i];
        gpuMonths += supplied * counts[i];
        if (cheapest < 0 || o.cost / supplied < cheapest)
            cheapest = o.cost / supplied;
    }
    return gpuMonths > 0 ? cost / gpuMonths : std::max(0.0, cheapest);
}

PoolRates ratesFor(const PoolProblem &p, const std::vector<int> &counts)
{
    PoolRates r;
    r.ownedPerGpuMonth = ratePerGpuMonth(p, counts, ContractKind::Owned);
    r.leasedPerGpuMonth = ratePerGpuMonth(p, counts, ContractKind::Leased);
    r.committedPerGpuMonth = ratePerGpuMonth(p, counts, ContractKind::Committed1y);
    r.onDemandPerGpuHour = p.burstCost;
    r.ownedStaffPerMonth = p.ownedFixedCost;
    r.prices = p.prices;
    return r;
}

PoolAnswer answerFor(const PoolDemand &d, const PoolProblem &p, const PoolSolution &s)
{
    PoolAnswer a;
    a.id = d.id;
    a.acceleratorId = d.acceleratorId;
    a.fabricId = d.fabricId;
    a.gpusPerServer = p.gpusPerUnit;
    a.feasible = s.feasible;
    std::vector<double> cash(idx(p.months + 1), 0.0);
    std::vector<double> afterTax(idx(p.months + 1), 0.0);
    for (size_t i = 0; i < p.options.size(); ++i) {
        const UnitOption &o = p.options[i];
        const int n = s.counts[i];
        if (n <= 0)
            continue;
        a.orders << PoolOrder { o.kind, o.orderMonth, o.firstMonth, o.lastMonth, n };
        for (size_t m = 0; m < o.cash.size() && m < cash.size(); ++m)
            cash[m] += o.cash[m] * n;
        for (size_t m = 0; m < o.afterTax.size() && m < afterTax.size(); ++m)
            afterTax[m] += o.afterTax[m] * n;
        a.money.npvPreTaxCny += o.npvPreTax * n;
        a.money.npvAfterTaxCny += o.npvAfterTax * n;
        a.money.resaleCny += o.resaleCny * n;
    }
    const auto addMonth = [&](const PoolProblem::PerMonth &f, int t, double amount) {
        if (f.cash.empty() || amount == 0)
            return;
        cash[idx(t)] += f.cash[idx(t)] * amount;
        afterTax[idx(t)] += f.afterTax[idx(t)] * amount;
        a.money.npvPreTaxCny += f.npvPreTax[idx(t)] * amount;
        a.money.npvAfterTaxCny += f.npvAfterTax[idx(t)] * amount;
    };
    for (int t = 1; t <= p.months; ++t) {
        PoolMonth m;
        m.month = t;
        m.demandGpuHours = p.gpuHours[idx(t)];
        m.concurrentGpus = p.concurrent[idx(t)];
        m.ownedGpus = unitGpus(p, s.counts, t, ContractKind::Owned);
        m.leasedGpus = unitGpus(p, s.counts, t, ContractKind::Leased);
        m.committedGpus = unitGpus(p, s.counts, t, ContractKind::Committed1y) + unitGpus(p, s.counts, t, ContractKind::Committed3y);
        m.onDemandGpuHours = burstGpuHours(p, t, m.ownedGpus + m.leasedGpus + m.committedGpus);
        addMonth(p.burstFigures, t, m.onDemandGpuHours);
        if (s.ownedFrom > 0 && t >= s.ownedFrom)
            addMonth(p.ownedFixedFigures, t, 1);
        a.months << m;
    }
    // The upfront instant (month 0) is paid at the start of month 1.
    for (int t = 0; t <= p.months; ++t) {
        a.months[std::max(0, t - 1)].costCny += cash[idx(t)];
        a.months[std::max(0, t - 1)].afterTaxCny += afterTax[idx(t)];
        a.money.cashCny += cash[idx(t)];
    }
    a.ownedUtilisation = utilisation(p, s.counts, ContractKind::Owned);
    a.leasedUtilisation = utilisation(p, s.counts, ContractKind::Leased);
    a.rates = ratesFor(p, s.counts);
    a.money.basisCny = s.cost;
    return a;
}

} // namespace

QString programmeVerdict(const ProgrammeAnswer &answer, const QLocale &locale)
{
    const QString basis = answer.basis == QLatin1String("after_tax_npv") ? QCoreApplication::translate("cp::Programme", "after-tax NPV")
                                                                         : QCoreApplication::translate("cp::Programme", "pre-tax NPV");
    //: %1 months, %2 amount in CNY, %3 "after-tax NPV" or "pre-tax NPV"
    QString text = QCoreApplication::translate("cp::Programme", "Programme over %1 months: %2 CNY (%3).")
                       .arg(answer.months)
                       .arg(locale.toString(answer.money.basisCny, 'f', 0), basis);
    for (const PoolAnswer &p : answer.pools) {
        int peak[3] = { 0, 0, 0 };
        double burst = 0;
        for (const PoolMonth &m : p.months) {
            peak[0] = std::max(peak[0], m.ownedGpus);
            peak[1] = std::max(peak[1], m.leasedGpus);
            peak[2] = std::max(peak[2], m.committedGpus);
            burst += m.onDemandGpuHours;
        }
        QStringList ways;
        if (peak[0] > 0)
            ways << QCoreApplication::translate("cp::Programme", "own up to %1 GPUs").arg(peak[0]);
        if (peak[1] > 0)
            ways << QCoreApplication::translate("cp::Programme", "lease up to %1 GPUs").arg(peak[1]);
        if (peak[2] > 0)
            ways << QCoreApplication::translate("cp::Programme", "commit up to %1 GPUs").arg(peak[2]);
        if (burst > 0)
            ways << QCoreApplication::translate("cp::Programme", "rent %1 GPU-hours on demand").arg(locale.toString(burst, 'f', 0));
        if (ways.isEmpty())
            ways << QCoreApplication::translate("cp::Programme", "no work");
        const double share = answer.money.basisCny > 0 ? p.money.basisCny / answer.money.basisCny : 0.0;
        const Accelerator *accelerator = Catalog::builtIn().accelerator(p.acceleratorId);
        const QString acceleratorName = accelerator && !accelerator->name.isEmpty() ? accelerator->name : p.acceleratorId;
        //: %1 the pool's name ("Serving pool"), %2 accelerator name, %3 share in percent, %4 the ways of paying
        text += QLatin1Char(' ') + QCoreApplication::translate("cp::Programme", "%1 (%2, %3% of the total): %4.").arg(poolDisplayName(p.id), acceleratorName, locale.toString(share * 100, 'f', 0), ways.join(QStringLiteral("; ")));
        if (!p.feasible)
            text += QLatin1Char(' ') + QCoreApplication::translate("cp::Programme", "Some months of %1 cannot be covered by any obtainable channel.").arg(poolDisplayName(p.id));
    }
    return text;
}

Expected<ProgrammeAnswer> solveProgramme(const tco::TcoInput &base, const Catalog &catalog, const QList<PoolDemand> &pools)
{
    ProgrammeAnswer answer;
    answer.basis = base.tax.enabled ? QStringLiteral("after_tax_npv") : QStringLiteral("pre_tax_npv");
    for (const PoolDemand &d : pools) {
        auto problem = poolProblem(base, catalog, d);
        if (!problem)
            return problem.errors();
        const PoolSolution s = solvePool(*problem);
        answer.months = std::max(answer.months, problem->months);
        answer.pools << answerFor(d, *problem, s);
    }
    for (const PoolAnswer &a : std::as_const(answer.pools)) {
        answer.money.cashCny += a.money.cashCny;
        answer.money.resaleCny += a.money.resaleCny;
        answer.money.npvPreTaxCny += a.money.npvPreTaxCny;
        answer.money.npvAfterTaxCny += a.money.npvAfterTaxCny;
        answer.money.basisCny += a.money.basisCny;
    }
    return answer;
}

PoolPeaks poolPeaks(const PoolAnswer &pool)
{
    PoolPeaks peaks;
    for (const PoolMonth &m : pool.months) {
        peaks.ownedGpus = std::max(peaks.ownedGpus, m.ownedGpus);
        peaks.leasedGpus = std::max(peaks.leasedGpus, m.leasedGpus);
        peaks.committedGpus = std::max(peaks.committedGpus, m.committedGpus);
        peaks.onDemandGpuHours += m.onDemandGpuHours;
    }
    return peaks;
}

} // namespace cp::programme
