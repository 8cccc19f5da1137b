#include "core/bridge/programmedemand.h"

#include "core/bridge/workloaddemand.h"
#include "core/common/numeric.h"

#include "core/bridge/engineinputs.h"
#include "core/estimate/estimate.h"
#include "core/estimate/inference.h"
#include "core/scenario/workloads.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::bridge {

namespace {

constexpr double kHoursPerMonth = 730.0;
constexpr int kMaxUnplaced = 6;
// The most GPUs a pool may need at once: several times the largest clusters built by 2025 (about
// 100k-200k GPUs). A load that grows past it within the horizon (e.g. serving doubling every month for
// three years) is an input to correct, not a cluster to price; the demand saturates there so its
// arithmetic stays in range, and programmeAnswer() says which pool and month.
constexpr int kMaxPoolGpus = 1'000'000;

int gpusAtOnce(double wanted) { return static_cast<int>(std::min(std::ceil(wanted - 1e-9), double(kMaxPoolGpus))); }

Scenario onAccelerator(const Scenario &s, const Pool &p)
{
    Scenario copy = s;
    copy.hardware.accelerators = { p.accelerator };
    if (!p.fabric.isEmpty())
        copy.hardware.network = p.fabric;
    return copy;
}

double runGpuHours(const Scenario &s, const Workload &w)
{
    if (w.gpuHoursPerRun > 0)
        return w.gpuHoursPerRun;
    auto input = estimateInputFrom(s);
    if (!input)
        return 0;
    const auto e = estimate::estimate(*input, catalogFor(s));
    return e && e->run ? e->run->gpuHours : 0;
}

int servingCards(const Scenario &s, const Workload &w) { return w.gpus > 0 ? w.gpus : servingCardsFor(s, w); }

void addTraining(programme::PoolDemand &d, const Scenario &s, const Workload &w, int months)
{
    const int gpus = w.gpus > 0 ? w.gpus : s.hardware.gpus.value_or(s.hardware.gpusPerNode);
    const double hours = runGpuHours(s, w);
    if (gpus <= 0 || hours <= 0)
        return;
    const int runMonths = std::max(1, static_cast<int>(std::ceil(hours / (gpus * kHoursPerMonth) - 1e-9)));
    const int interval = w.everyMonths > 0 ? w.everyMonths : runMonths;
    for (int k = 0; w.runs == 0 || k < w.runs; ++k) {
        const int start = w.startMonth + k * interval;
        if (start > months)
            break;
        double left = hours;
        for (int m = start; m < start + runMonths && m <= months; ++m) {
            const double h = std::min(left, gpus * kHoursPerMonth);
            d.concurrent[idx(m)] += gpus;
            d.gpuHours[idx(m)] += h;
            left -= h;
        }
    }
}

void addLoad(programme::PoolDemand &d, const Scenario &s, const Workload &w, int months)
{
    const int end = w.months > 0 ? std::min(months, w.startMonth + w.months - 1) : months;
    const int cards = w.kind == QLatin1String("serving") ? servingCards(s, w) : 0;
    for (int m = w.startMonth; m <= end; ++m) {
        const double grow = std::pow(1.0 + w.growthPerMonth, m - w.startMonth);
        if (w.kind == QLatin1String("serving")) {
            const int n = gpusAtOnce(cards * grow);
            d.concurrent[idx(m)] += n;
            d.gpuHours[idx(m)] += n * w.hoursPerDay * kHoursPerMonth / 24.0;
        } else {
            const double h = w.gpuHoursPerMonth * grow;
            d.concurrent[idx(m)] += w.gpus > 0 ? w.gpus : gpusAtOnce(h / kHoursPerMonth);
            d.gpuHours[idx(m)] += std::min(h, (w.gpus > 0 ? w.gpus : h) * kHoursPerMonth);
        }
    }
}

/// An error naming the first pool and month whose work needs kMaxPoolGpus or more GPUs at once.
Status withinPoolLimit(const QList<programme::PoolDemand> &demands)
{
    for (const programme::PoolDemand &d : demands) {
        for (std::size_t m = 1; m < d.concurrent.size(); ++m) {
            if (d.concurrent[m] >= kMaxPoolGpus)
                return Error { QStringLiteral("workloads"),
                    //: %1 the pool's name ("Serving pool"), %2 a number of GPUs, %3 a month of the horizon
                    QCoreApplication::translate("cp::Programme", "the work of the %1 needs %2 or more GPUs at once by month %3; lower the workloads' growth per month or their load")
                        .arg(poolDisplayName(d.id), QLocale().toString(kMaxPoolGpus))
                        .arg(static_cast<int>(m)) };
        }
    }
    return Ok {};
}

} // namespace

bool isProgramme(const Scenario &s) { return !s.pools.isEmpty(); }

QList<programme::PoolDemand> poolDemands(const Scenario &s, const QList<int> &placement, int months)
{
    QList<programme::PoolDemand> pools;
    for (const Pool &p : s.pools) {
        programme::PoolDemand d;
        d.id = p.id;
        d.acceleratorId = p.accelerator;
        d.fabricId = p.fabric;
        d.gpuHours.assign(idx(months + 1), 0);
        d.concurrent.assign(idx(months + 1), 0);
        pools << d;
    }
    for (qsizetype i = 0; i < s.workloads.size() && i < placement.size(); ++i) {
        const int p = placement.at(i);
        if (p < 0 || p >= pools.size())
            continue;
        const Scenario on = onAccelerator(s, s.pools.at(p));
        const Workload &w = s.workloads.at(i);
        if (w.kind == QLatin1String("training"))
            addTraining(pools[p], on, w, months);
        else
            addLoad(pools[p], on, w, months);
    }
    return pools;
}

Expected<programme::ProgrammeAnswer> programmeAnswer(const Scenario &s, QList<int> *placementOut)
{
    const tco::TcoInput base = tcoInputFrom(s);
    const int months = std::max(1, base.horizonMonths);
    QList<int> placement;
    QList<qsizetype> open;
    for (qsizetype i = 0; i < s.workloads.size(); ++i) {
        const QString &id = s.workloads.at(i).pool;
        int p = -1;
        for (qsizetype k = 0; k < s.pools.size(); ++k) {
            if (s.pools.at(k).id == id)
                p = static_cast<int>(k);
        }
        if (p < 0)
            open << i;
        placement << p;
    }
    if (open.size() > kMaxUnplaced)
        return Error { QStringLiteral("workloads"), QCoreApplication::translate("cp::Programme", "at most %1 workloads can be left for the planner to place; give the others a pool").arg(kMaxUnplaced) };
    // Every combination of pools for the open workloads (pools ^ open, at most 8^6).
    const int n = static_cast<int>(s.pools.size());
    long long combos = 1;
    for (qsizetype k = 0; k < open.size(); ++k)
        combos *= std::max(1, n);
    std::optional<programme::ProgrammeAnswer> best;
    QList<int> bestPlacement = placement;
    for (long long c = 0; c < combos; ++c) {
        long long code = c;
        for (qsizetype k : std::as_const(open)) {
            placement[k] = n > 0 ? static_cast<int>(code % n) : -1;
            code /= std::max(1, n);
        }
        const QList<programme::PoolDemand> demands = poolDemands(s, placement, months);
        if (const Status ok = withinPoolLimit(demands); !ok)
            return ok.errors();
        auto a = programme::solveProgramme(base, catalogFor(s), demands);
        if (!a)
            return a.errors();
        if (!best || a->money.basisCny < best->money.basisCny) {
            best = *a;
            bestPlacement = placement;
        }
    }
    if (placementOut)
        *placementOut = bestPlacement;
    if (!best)
        return Error { QStringLiteral("pools"), QCoreApplication::translate("cp::Programme", "a programme needs at least one pool") };
    return *best;
}

} // namespace cp::bridge
