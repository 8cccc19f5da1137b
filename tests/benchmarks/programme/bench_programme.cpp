// A 36-month compute programme with 3 pools (issue 44): a 256-GPU H800 run in months 1-3, LoRA
// fine-tunes on L40S every month, serving on Ascend 910B growing 10% a month from month 4. Every
// pool's supply is priced (all units of every channel and start month through the TCO engine's
// cash flows and tax rules) and solved exactly. Target: < 1 s on one core.
#include "core/programme/programme.h"

#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::programme;

namespace {

PoolDemand pool(const char *id, const char *accelerator, int months)
{
    PoolDemand d;
    d.id = QString::fromLatin1(id);
    d.acceleratorId = QString::fromLatin1(accelerator);
    d.gpuHours.assign(static_cast<size_t>(months + 1), 0);
    d.concurrent.assign(static_cast<size_t>(months + 1), 0);
    return d;
}

} // namespace

class BenchProgramme : public QObject {
    Q_OBJECT
private slots:
    void threePoolsOver36Months();
};

void BenchProgramme::threePoolsOver36Months()
{
    constexpr int kMonths = 36;
    PoolDemand train = pool("train", "h800-sxm-80gb", kMonths);
    PoolDemand tune = pool("finetune", "l40s-48gb", kMonths);
    PoolDemand serve = pool("serve", "ascend-910b", kMonths);
    for (size_t m = 1; m <= kMonths; ++m) {
        if (m <= 3) {
            train.concurrent[m] = 256;
            train.gpuHours[m] = 256 * 600.0;
        }
        tune.concurrent[m] = 16;
        tune.gpuHours[m] = 16 * 120.0;
        if (m >= 4) {
            serve.concurrent[m] = static_cast<int>(std::ceil(16 * std::pow(1.1, double(m - 4))));
            serve.gpuHours[m] = serve.concurrent[m] * 730.0;
        }
    }
    tco::TcoInput base;
    const Catalog &catalog = Catalog::builtIn();
    QBENCHMARK
    {
        const auto answer = solveProgramme(base, catalog, { train, tune, serve });
        if (!answer || answer->pools.size() != 3)
            QFAIL(answer ? "not 3 pools" : qPrintable(answer.error().message));
    }
}

QTEST_GUILESS_MAIN(BenchProgramme)
#include "bench_programme.moc"
