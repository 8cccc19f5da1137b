// A programme's pools priced from the built-in price book and availability table (issue 44):
// every month covered, lease terms and lead times kept, no unavailable channel chosen.
#include "core/programme/programme.h"
#include "core/tco/tco.h"

#include <QTest>

#include <cmath>
#include <functional>

using namespace cp;
using namespace cp::programme;

namespace {

size_t at(int i) { return static_cast<size_t>(i); }

PoolDemand demand(const char *accelerator, int months, const std::function<int(int)> &gpus, double hoursShare)
{
    PoolDemand d;
    d.id = QString::fromLatin1(accelerator);
    d.acceleratorId = d.id;
    d.gpuHours.assign(at(months + 1), 0);
    d.concurrent.assign(at(months + 1), 0);
    for (int m = 1; m <= months; ++m) {
        d.concurrent[at(m)] = gpus(m);
        d.gpuHours[at(m)] = gpus(m) * 730.0 * hoursShare;
    }
    return d;
}

int leadMonths(const Availability &a) { return a.leadTimeWeeks ? static_cast<int>(std::ceil(*a.leadTimeWeeks / (52.0 / 12.0) - 1e-9)) : 0; }

} // namespace

class TestProgrammePools : public QObject {
    Q_OBJECT
private slots:
    void everyMonthIsCoveredOnlyByObtainableChannels_data();
    void everyMonthIsCoveredOnlyByObtainableChannels();
    void basisFollowsTheTaxSwitch();
};

void TestProgrammePools::everyMonthIsCoveredOnlyByObtainableChannels_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("shape");
    QTest::addRow("H800 training burst (purchase unavailable)") << QStringLiteral("h800-sxm-80gb") << 0;
    QTest::addRow("L40S steady fine-tuning (purchase unavailable)") << QStringLiteral("l40s-48gb") << 1;
    QTest::addRow("Ascend 910B serving growing a tenth a month (all channels)") << QStringLiteral("ascend-910b") << 2;
    QTest::addRow("A100 steady (purchase unavailable)") << QStringLiteral("a100-sxm-80gb") << 1;
    QTest::addRow("H100 steady") << QStringLiteral("h100-sxm-80gb") << 1;
}

void TestProgrammePools::everyMonthIsCoveredOnlyByObtainableChannels()
{
    QFETCH(QString, accelerator);
    QFETCH(int, shape);
    const int months = 36;
    const std::function<int(int)> gpus = shape == 0 ? std::function<int(int)>([](int m) { return m <= 3 ? 128 : 0; })
        : shape == 1                                ? std::function<int(int)>([](int) { return 16; })
                                                    : std::function<int(int)>([](int m) { return m < 4 ? 0 : static_cast<int>(std::ceil(16 * std::pow(1.1, m - 4))); });
    const PoolDemand d = demand(accelerator.toLatin1().constData(), months, gpus, shape == 0 ? 0.8 : shape == 1 ? 0.6
                                                                                                                : 1.0);
    tco::TcoInput base;
    const Catalog &catalog = Catalog::builtIn();
    const auto problem = poolProblem(base, catalog, d);
    QVERIFY2(problem, qPrintable(problem ? QString() : problem.error().message));
    const auto answer = solveProgramme(base, catalog, { d });
    QVERIFY(answer);
    const PoolAnswer &a = answer->pools.constFirst();
    QVERIFY(a.feasible);
    QCOMPARE(a.months.size(), months);
    const Availability buy = catalog.availability(accelerator, Channel::Purchase);
    const Availability lease = catalog.availability(accelerator, Channel::Lease);
    const Availability cloud = catalog.availability(accelerator, Channel::Cloud);
    // Coverage: units carry their share of the hours, burst the rest, and units + the burst's
    // GPUs (hours / share of the month each needs) reach the concurrent GPUs.
    for (const PoolMonth &m : a.months) {
        const int units = m.ownedGpus + m.leasedGpus + m.committedGpus;
        const int n = m.concurrentGpus;
        const double carried = n > 0 ? m.demandGpuHours * std::min(units, n) / n : 0;
        QVERIFY(carried <= units * 730.0 + 1e-6);
        QVERIFY(std::abs(carried + m.onDemandGpuHours - m.demandGpuHours) <= 1e-6 * std::max(1.0, m.demandGpuHours));
        const double burstGpus = n > 0 && m.demandGpuHours > 0 ? m.onDemandGpuHours / (m.demandGpuHours / n) : 0;
        QVERIFY(units + burstGpus + 1e-6 >= n);
        if (m.onDemandGpuHours > 0)
            QVERIFY(cloud.status != AvailabilityStatus::Unavailable);
    }
    const int leaseTerm = static_cast<int>(std::ceil(tco::resolveTerms(base, catalog).contract.leaseMinTermMonths.value_or(12)));
    for (const PoolOrder &o : a.orders) {
        QVERIFY(o.units > 0);
        switch (o.kind) {
        case ContractKind::Owned:
            QVERIFY(buy.status != AvailabilityStatus::Unavailable);
            QCOMPARE(o.firstMonth, o.orderMonth + leadMonths(buy));
            QCOMPARE(o.lastMonth, months);
            if (buy.maxGpusPerOrder)
                QVERIFY(o.units * a.gpusPerServer <= *buy.maxGpusPerOrder);
            break;
        case ContractKind::Leased:
            QVERIFY(lease.status != AvailabilityStatus::Unavailable);
            QCOMPARE(o.firstMonth, o.orderMonth + leadMonths(lease));
            // The lease runs (and is paid for) its whole minimum term; the horizon may cut what is shown.
            QCOMPARE(o.lastMonth, std::min(months, o.firstMonth + leaseTerm - 1));
            if (lease.maxGpusPerOrder)
                QVERIFY(o.units * a.gpusPerServer <= *lease.maxGpusPerOrder);
            break;
        case ContractKind::Committed1y:
        case ContractKind::Committed3y:
            QVERIFY(cloud.status != AvailabilityStatus::Unavailable);
            QCOMPARE(o.lastMonth, std::min(months, o.firstMonth + (o.kind == ContractKind::Committed1y ? 12 : 36) - 1));
            break;
        }
    }
    // The unit options offered follow the availability table.
    for (const UnitOption &o : problem->options) {
        if (o.kind == ContractKind::Owned)
            QVERIFY(buy.status != AvailabilityStatus::Unavailable);
        if (o.kind == ContractKind::Leased)
            QVERIFY(lease.status != AvailabilityStatus::Unavailable);
        QVERIFY(o.cost > 0);
    }
    // The month rows' cash adds up to the pool's cash total.
    double cash = 0;
    for (const PoolMonth &m : a.months)
        cash += m.costCny;
    QVERIFY(std::abs(cash - a.money.cashCny) <= 1e-6 * std::max(1.0, a.money.cashCny));
    QCOMPARE(answer->basis, QStringLiteral("after_tax_npv"));
    QVERIFY(std::abs(a.money.basisCny - a.money.npvAfterTaxCny) <= 1e-6 * std::max(1.0, a.money.basisCny));
}

void TestProgrammePools::basisFollowsTheTaxSwitch()
{
    const PoolDemand d = demand(
        "ascend-910b", 12, [](int) { return 16; }, 1.0);
    tco::TcoInput base;
    base.tax.enabled = false;
    const auto answer = solveProgramme(base, Catalog::builtIn(), { d });
    QVERIFY(answer);
    QCOMPARE(answer->basis, QStringLiteral("pre_tax_npv"));
    QVERIFY(std::abs(answer->money.basisCny - answer->money.npvPreTaxCny) <= 1e-6 * answer->money.basisCny);
}

QTEST_GUILESS_MAIN(TestProgrammePools)
#include "tst_programmepools.moc"
