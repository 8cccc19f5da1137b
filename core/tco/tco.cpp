#include "core/tco/tco.h"

#include "core/tco/demand.h"
#include "core/tco/sensitivity.h"
#include "core/tco/verdict.h"

#include <cmath>
#include <limits>

namespace cp::tco {

using namespace cp::units;

namespace {

OptionResult summarise(const OptionFlows &f, const TcoInput &in)
{
    OptionResult r;
    r.kind = f.kind;
    r.id = optionId(f.kind);
    r.name = optionName(f.kind);
    const std::vector<double> cum = cumulative(f.cash);
    for (size_t m = 0; m < f.cash.size(); ++m)
        r.monthly.append(MonthRow { int(m), toYuan(f.cash[m]), cum[m], toYuan(f.depreciation[m]), toYuan(f.accounting[m]) });
    for (const LineItem &item : f.items) {
        double total = 0;
        for (const Money &v : item.monthly)
            total += toYuan(v);
        r.lineItems.append(LineItemTotal { item.name, item.keys, total });
    }
    r.totalCny = toYuan(totalCost(f));
    r.residualCny = toYuan(f.residual);
    for (const Money &v : f.accounting)
        r.accountingTotalCny += toYuan(v);
    r.npvCny = optionNpv(f, in.discountRate * in.scale.discountRate);
    if (f.usedGpuHours > 0) {
        r.effectiveCnyPerGpuHour = r.totalCny / f.usedGpuHours;
        if (in.runGpuHours > 0)
            r.costPerRunCny = *r.effectiveCnyPerGpuHour * in.runGpuHours;
        if (r.costPerRunCny && in.runTokens > 0)
            r.costPerMillionTokensCny = *r.costPerRunCny / (in.runTokens / 1e6);
    }
    r.utilisation = f.capacityGpuHours > 0 ? f.capacityUsedGpuHours / f.capacityGpuHours : 1.0;
    r.coreGpus = f.coreGpus;
    return r;
}

QList<BreakEven> allPairs(const QList<OptionResult> &options)
{
    QList<BreakEven> list;
    for (qsizetype i = 0; i < options.size(); ++i) {
        for (qsizetype j = i + 1; j < options.size(); ++j) {
            std::vector<double> a, b;
            for (const MonthRow &row : options[i].monthly)
                a.push_back(row.cumulativeCny);
            for (const MonthRow &row : options[j].monthly)
                b.push_back(row.cumulativeCny);
            list.append(BreakEven { options[i].id, options[j].id, breakEvenMonth(a, b) });
        }
    }
    return list;
}

} // namespace

double TornadoBar::swing() const { return std::abs(highCny - lowCny); }

const OptionResult *TcoResult::option(const QString &id) const
{
    for (const OptionResult &o : options) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

std::vector<double> cumulative(const Series &cash)
{
    std::vector<double> c(cash.size());
    double sum = 0;
    for (size_t m = 0; m < cash.size(); ++m) {
        sum += toYuan(cash[m]);
        c[m] = sum;
    }
    return c;
}

std::optional<double> breakEvenMonth(const std::vector<double> &a, const std::vector<double> &b)
{
    std::optional<double> found;
    const size_t n = std::min(a.size(), b.size());
    for (size_t t = 1; t < n; ++t) {
        const double d0 = a[t - 1] - b[t - 1];
        const double d1 = a[t] - b[t];
        const bool crosses = (d0 < 0 && d1 >= 0) || (d0 > 0 && d1 <= 0);
        if (crosses)
            found = double(t - 1) + d0 / (d0 - d1);
    }
    return found;
}

OptionFlows bestHybrid(const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand)
{
    const double rate = in.discountRate * in.scale.discountRate;
    OptionFlows best;
    double bestNpv = std::numeric_limits<double>::infinity();
    for (int core = 0; core <= in.gpus; core += p.gpusPerNode) {
        OptionFlows f = modelCore(OptionKind::Hybrid, core, in.hybridCoreLeased, in, p, demand);
        const double v = optionNpv(f, rate);
        if (v < bestNpv) {
            bestNpv = v;
            best = std::move(f);
        }
    }
    return best;
}

QList<OptionFlows> computeFlows(const TcoInput &in, const TcoPrices &p)
{
    const std::vector<double> demand = demandProfile(in);
    QList<OptionFlows> flows;
    for (OptionKind k : in.options)
        flows.append(k == OptionKind::Hybrid ? bestHybrid(in, p, demand) : modelOption(k, in, p, demand));
    return flows;
}

Expected<TcoResult> computeTco(const TcoInput &in, const Catalog &catalog)
{
    if (Errors e = validate(in); !e.isEmpty())
        return e;
    auto prices = resolvePrices(in, catalog);
    if (!prices)
        return prices.errors();
    TcoResult r;
    for (const OptionFlows &f : computeFlows(in, *prices))
        r.options.append(summarise(f, in));
    r.breakEven = allPairs(r.options);
    r.demandGpuHours = demandProfile(in);
    r.assumptions = prices->assumptionKeys;
    r.priceKeys = prices->usedKeys;
    r.fxUsdCny = prices->fxUsdCny;
    r.discountRate = in.discountRate;
    addSensitivity(r, in, *prices);
    r.verdict = makeVerdict(r, in);
    return r;
}

} // namespace cp::tco
