// The programme's supply solver (core/programme/supply.h) on hand-sized problems and against an
// exhaustive search of every decision on small random programmes (issue 44).
#include "core/programme/supply.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>

using namespace cp::programme;

namespace {

size_t at(int i) { return static_cast<size_t>(i); }

/// The exhaustive search's bound: at most 4 servers of a channel supply any month (issue 44).
constexpr int kMaxPerChannel = 4;

UnitOption unit(ContractKind kind, int order, int first, int last, double cost, int maxUnits = -1)
{
    UnitOption o;
    o.kind = kind;
    o.orderMonth = order;
    o.firstMonth = first;
    o.lastMonth = last;
    o.cost = cost;
    o.maxUnits = maxUnits;
    return o;
}

PoolProblem flatProblem(int months, int gpus, double hoursShare, double burstPerGpuHour)
{
    PoolProblem p;
    p.months = months;
    p.gpuHours.assign(at(months + 1), 0);
    p.concurrent.assign(at(months + 1), 0);
    p.burstCost.assign(at(months + 1), burstPerGpuHour);
    for (int t = 1; t <= months; ++t) {
        p.concurrent[at(t)] = gpus;
        p.gpuHours[at(t)] = gpus * 730.0 * hoursShare;
    }
    return p;
}

/// Every decision with at most `maxActive` units of a kind supplying any month, by recursion over
/// the options; the least decisionCost().
double bruteForce(const PoolProblem &p, int maxActive)
{
    std::vector<int> counts(p.options.size(), 0);
    std::vector<std::vector<int>> active(4, std::vector<int>(at(p.months + 1), 0));
    double best = std::numeric_limits<double>::infinity();
    std::function<void(size_t)> visit = [&](size_t i) {
        if (i == p.options.size()) {
            best = std::min(best, decisionCost(p, counts));
            return;
        }
        const UnitOption &o = p.options[i];
        std::vector<int> &act = active[at(static_cast<int>(o.kind))];
        int room = maxActive;
        for (int t = o.firstMonth; t <= o.lastMonth; ++t)
            room = std::min(room, maxActive - act[at(t)]);
        if (o.maxUnits >= 0)
            room = std::min(room, o.maxUnits);
        for (int x = 0; x <= room; ++x) {
            counts[i] = x;
            for (int t = o.firstMonth; t <= o.lastMonth; ++t)
                act[at(t)] += x;
            visit(i + 1);
            for (int t = o.firstMonth; t <= o.lastMonth; ++t)
                act[at(t)] -= x;
        }
        counts[i] = 0;
    };
    visit(0);
    return best;
}

double binomial(int n, int k)
{
    double r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * (n - k + i) / i;
    return r;
}

/// A random pool: up to `maxServers` servers of demand (8 GPUs each) over `months`, the kinds in
/// `kinds` with random lead times, terms, order caps and costs. Integer arithmetic on the
/// generator's output only, so the cases are the same on every standard library.
PoolProblem randomPool(std::mt19937 &rng, int months, int maxServers, const std::vector<ContractKind> &kinds)
{
    auto pick = [&rng](int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)); };
    PoolProblem p = flatProblem(months, 0, 0, 0);
    const bool noBurst = pick(0, 9) == 0; // cloud unavailable for the accelerator
    for (int t = 1; t <= months; ++t) {
        p.concurrent[at(t)] = pick(0, maxServers * 8);
        p.gpuHours[at(t)] = p.concurrent[at(t)] * 730.0 * pick(20, 100) / 100.0;
        p.burstCost[at(t)] = noBurst ? -1.0 : pick(15, 40);
    }
    if (pick(0, 1) == 1) {
        p.ownedFixedCost.assign(at(months + 1), 0);
        const double staff = pick(5, 30) * 1000.0;
        for (int t = 1; t <= months; ++t)
            p.ownedFixedCost[at(t)] = staff;
    }
    for (ContractKind k : kinds) {
        const int lead = k == ContractKind::Owned ? pick(0, 3) : pick(0, 1);
        const int term = k == ContractKind::Leased ? pick(2, 6) : k == ContractKind::Committed1y ? 12
                                                                                                 : 36;
        const double perMonth = 730.0 * 8 * pick(4, 20); // CNY per server-month
        const double upfront = k == ContractKind::Owned ? pick(50, 250) * 1000.0 : 0;
        const int cap = pick(0, 2) == 0 ? pick(1, 4) : -1;
        for (int order = 1; order + lead <= months; ++order) {
            const int first = order + lead;
            const int last = k == ContractKind::Owned ? months : std::min(months, first + term - 1);
            // A contract pays its whole term even where it runs past the horizon.
            const int paid = k == ContractKind::Owned ? months - first + 1 : term;
            p.options.push_back(unit(k, order, first, last, upfront + perMonth * paid * pick(90, 110) / 100.0, cap));
        }
    }
    return p;
}

/// Leaves of the exhaustive search, roughly: compositions of up to `servers` units over the
/// orders of each kind (a lease that ends lets more in; counted twice).
double searchSize(const PoolProblem &p, int servers)
{
    double size = 1;
    for (ContractKind k : { ContractKind::Owned, ContractKind::Leased, ContractKind::Committed1y, ContractKind::Committed3y }) {
        int orders = 0;
        for (const UnitOption &o : p.options)
            orders += o.kind == k ? 1 : 0;
        if (orders > 0)
            size *= binomial(orders + servers, servers) * (k == ContractKind::Leased ? 4 : 1);
    }
    return size;
}

} // namespace

class TestProgrammeSupply : public QObject {
    Q_OBJECT
private slots:
    void burstCoversWhatUnitsDoNot();
    void buysWhenSteadyDemandPaysForIt();
    void leaseRunsItsWholeTermAndLeadTimeDelaysSupply();
    void orderCapLimitsEachOrder();
    void noObtainableSupplyIsInfeasible();
    void equalsExhaustiveSearchOnSmallProgrammes();
};

void TestProgrammeSupply::burstCoversWhatUnitsDoNot()
{
    // n = 20 GPUs, h = 20 x 730 x 0.5 = 7,300 GPU-hours; 8 GPUs of units leave 12/20 of the hours
    // to burst: 7,300 x 12 / 20 = 4,380 GPU-hours.
    PoolProblem p = flatProblem(1, 20, 0.5, 30);
    QCOMPARE(burstGpuHours(p, 1, 8), 4380.0);
    QCOMPARE(burstGpuHours(p, 1, 24), 0.0);
    QCOMPARE(burstGpuHours(p, 1, 0), 7300.0);
}

void TestProgrammeSupply::buysWhenSteadyDemandPaysForIt()
{
    // 16 GPUs around the clock for 12 months; burst 30 CNY/GPU-h costs 30 x 730 x 8 = 175,200 a
    // server-month; an owned server (order month 1, no lead) at 600,000 for the year is cheaper
    // than 12 x 175,200 = 2,102,400, so two are bought and nothing bursts.
    PoolProblem p = flatProblem(12, 16, 1.0, 30);
    p.options.push_back(unit(ContractKind::Owned, 1, 1, 12, 600000));
    const PoolSolution s = solvePool(p);
    QVERIFY(s.feasible);
    QCOMPARE(s.counts.at(0), 2);
    QCOMPARE(s.cost, 1200000.0);
    // At 3,000,000 a server burst is cheaper: nothing is bought.
    p.options[0].cost = 3000000;
    QCOMPARE(solvePool(p).counts.at(0), 0);
    QCOMPARE(solvePool(p).cost, 12 * 2 * 175200.0);
}

void TestProgrammeSupply::leaseRunsItsWholeTermAndLeadTimeDelaysSupply()
{
    // Demand only in months 3..4 (8 GPUs around the clock). A lease has a 3-month minimum term
    // and a 1-month lead time: signed in month 2 it supplies months 3..5 and pays all three.
    PoolProblem p = flatProblem(6, 0, 0, 30);
    for (int t : { 3, 4 }) {
        p.concurrent[at(t)] = 8;
        p.gpuHours[at(t)] = 8 * 730.0;
    }
    for (int order = 1; order + 1 <= 6; ++order)
        p.options.push_back(unit(ContractKind::Leased, order, order + 1, std::min(6, order + 3), 3 * 60000.0));
    const PoolSolution s = solvePool(p);
    // Burst for two months: 2 x 8 x 730 x 30 = 350,400 > one lease 180,000.
    QCOMPARE(s.cost, 180000.0);
    for (size_t i = 0; i < p.options.size(); ++i) {
        if (s.counts[i] > 0) {
            QCOMPARE(p.options[i].firstMonth, p.options[i].orderMonth + 1);
            QVERIFY(p.options[i].firstMonth <= 3 && p.options[i].lastMonth >= 4);
        }
    }
}

void TestProgrammeSupply::orderCapLimitsEachOrder()
{
    PoolProblem p = flatProblem(12, 32, 1.0, 30);
    p.options.push_back(unit(ContractKind::Owned, 1, 1, 12, 600000, 2)); // at most 2 servers per order
    const PoolSolution s = solvePool(p);
    QCOMPARE(s.counts.at(0), 2);
    for (int t = 1; t <= 12; ++t) {
        QCOMPARE(unitGpus(p, s.counts, t), 16);
        QCOMPARE(burstGpuHours(p, t, 16), 16 * 730.0);
    }
}

void TestProgrammeSupply::noObtainableSupplyIsInfeasible()
{
    PoolProblem p = flatProblem(3, 8, 1.0, -1); // no cloud for this accelerator
    QVERIFY(!solvePool(p).feasible);
    p.options.push_back(unit(ContractKind::Leased, 1, 1, 3, 100000));
    const PoolSolution s = solvePool(p);
    QVERIFY(s.feasible);
    QCOMPARE(s.counts.at(0), 1);
}

void TestProgrammeSupply::equalsExhaustiveSearchOnSmallProgrammes()
{
    std::mt19937 rng(44);
    auto pick = [&rng](int lo, int hi) { return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)); };
    const std::vector<ContractKind> all { ContractKind::Owned, ContractKind::Leased, ContractKind::Committed1y, ContractKind::Committed3y };
    int cases = 0;
    int withUnits = 0;
    for (int c = 0; c < 60; ++c) {
        const int pools = pick(1, 2);
        int months = pick(2, 12);
        double solver = 0;
        double brute = 0;
        for (int q = 0; q < pools; ++q) {
            std::vector<ContractKind> kinds;
            for (ContractKind k : all) {
                if (pick(0, 9) < 6) // a channel is obtainable for this pool's accelerator
                    kinds.push_back(k);
            }
            // Leases of a short term overlap where one ends after the next begins: up to twice
            // the servers of demand, so their pools ask for at most 2 servers.
            const bool leases = std::find(kinds.begin(), kinds.end(), ContractKind::Leased) != kinds.end();
            const int servers = leases ? pick(1, 2) : pick(1, 4);
            PoolProblem p = randomPool(rng, months, servers, kinds);
            while (searchSize(p, kMaxPerChannel) > 2e5) {
                if (months > 3)
                    --months;
                else
                    kinds.pop_back();
                p = randomPool(rng, months, servers, kinds);
            }
            const PoolSolution s = solvePool(p);
            const double b = bruteForce(p, kMaxPerChannel);
            QCOMPARE(s.feasible, std::isfinite(b));
            if (!s.feasible)
                continue;
            // The solver's decision keeps to the search's bound of servers per channel.
            for (ContractKind k : all) {
                for (int t = 1; t <= months; ++t)
                    QVERIFY(unitGpus(p, s.counts, t, k) <= kMaxPerChannel * 8);
            }
            for (int n : s.counts)
                withUnits += n > 0 ? 1 : 0;
            solver += s.cost;
            brute += b;
        }
        if (!std::isfinite(brute) || brute == 0)
            continue;
        ++cases;
        QVERIFY2(std::abs(solver - brute) <= 0.001 * brute,
            qPrintable(QStringLiteral("case %1: solver %2, exhaustive search %3").arg(c).arg(solver, 0, 'f', 2).arg(brute, 0, 'f', 2)));
    }
    QVERIFY(cases >= 50);
    QVERIFY2(withUnits > 20, qPrintable(QString::number(withUnits))); // the cases exercise contracts, not only burst
}

QTEST_GUILESS_MAIN(TestProgrammeSupply)
#include "tst_programmesupply.moc"
