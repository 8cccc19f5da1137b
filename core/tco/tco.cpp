#include "core/tco/tco.h"

#include "core/catalog/pricereader.h"
#include "core/catalog/pricetexts.h"
#include "core/tco/availability.h"
#include "core/tco/demand.h"
#include "core/tco/sensitivity.h"
#include "core/tco/tax.h"
#include "core/tco/verdict.h"

#include <QCoreApplication>
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
    // The cumulative cash ends at the total: the resale at the horizon counts in the last month,
    // as the lease deposit's refund does.
    std::vector<double> cum = cumulative(f.cash);
    if (!cum.empty())
        cum.back() -= toYuan(f.residual);
    for (size_t m = 0; m < f.cash.size(); ++m)
        r.monthly.append(MonthRow { int(m), toYuan(f.cash[m]), cum[m], toYuan(f.depreciation[m]), toYuan(f.accounting[m]),
            m < f.afterTax.size() ? toYuan(f.afterTax[m]) : 0.0 });
    for (const LineItem &item : f.items) {
        double total = 0;
        std::vector<double> monthly;
        for (const Money &v : item.monthly) {
            total += toYuan(v);
            monthly.push_back(toYuan(v));
        }
        r.lineItems.append(LineItemTotal { item.name, item.keys, total, std::move(monthly), item.kind == ItemKind::Residual });
    }
    r.totalCny = toYuan(totalCost(f));
    r.residualCny = toYuan(f.residual);
    r.resaleNetCny = toYuan(f.residual) - f.resaleOutputVat;
    for (const Money &v : f.accounting)
        r.accountingTotalCny += toYuan(v);
    r.npvCny = optionNpv(f, in.discountRate * in.scale.discountRate);
    r.npvAfterTaxCny = optionNpvAfterTax(f, in.discountRate * in.scale.discountRate);
    for (const Money &v : f.afterTax)
        r.totalAfterTaxCny += toYuan(v);
    r.vatRecoveredCny = f.vatRecovered;
    r.incomeTaxSavedCny = f.incomeTaxSaved;
    r.decisionNpvCny = in.tax.enabled ? r.npvAfterTaxCny : r.npvCny;
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

/// Every pair's break-even, on the ranking basis: `curves` are the options' decisionCumulative.
QList<BreakEven> allPairs(const QList<OptionResult> &options, const QList<std::vector<double>> &curves, const TcoInput &in, const TcoPrices &p)
{
    QList<BreakEven> list;
    for (qsizetype i = 0; i < options.size(); ++i) {
        for (qsizetype j = i + 1; j < options.size(); ++j) {
            BreakEven be { options[i].id, options[j].id, options[i].name, options[j].name, breakEvenMonth(curves[i], curves[j]), {}, {} };
            be.utilisation = pairBreakEvenUtilisation(in, p, options[i].kind, options[j].kind, in.tax.enabled);
            be.utilisationBeforeTax = in.tax.enabled ? pairBreakEvenUtilisation(in, p, options[i].kind, options[j].kind, false) : be.utilisation;
            list.append(be);
        }
    }
    return list;
}

QList<VersusRental> versusRental(const TcoResult &r)
{
    const OptionResult *rental = nullptr;
    for (const OptionResult &o : r.options) {
        if (isRental(o.kind) && (!rental || o.decisionNpvCny < rental->decisionNpvCny))
            rental = &o;
    }
    QList<VersusRental> list;
    if (!rental)
        return list;
    for (const OptionResult &o : r.options) {
        if (&o == rental || (isRental(o.kind) && o.kind != OptionKind::Lease))
            continue;
        for (const BreakEven &b : r.breakEven) {
            if ((b.a == o.id && b.b == rental->id) || (b.b == o.id && b.a == rental->id))
                list.append(VersusRental { o.id, rental->id, b.utilisation, b.utilisationBeforeTax, b.month });
        }
    }
    return list;
}

/// The fallback of a contract key while the price book lacks it (see cashflow.cpp, tax.cpp).
struct TermKey {
    const char *key;
    double fallback;
    const char *item; ///< its item name in the price book (core/catalog/pricetexts.cpp translates it)
};

} // namespace

TcoInput resolveTerms(const TcoInput &input, const Catalog &catalog, QStringList *assumptions)
{
    TcoInput in = input;
    PriceReader reader(catalog, in.overrides);
    const auto fill = [&](std::optional<double> &target, const TermKey &k) {
        if (target)
            return;
        const QString key = QString::fromLatin1(k.key);
        if (const auto v = reader.value(key)) {
            target = *v;
            in.contract.bookKeys << key;
            return;
        }
        target = k.fallback;
        if (assumptions)
            //: %1 a price-book item name, %2 the value used in its place
            *assumptions << QCoreApplication::translate("cp::Tco", "%1 (not in the price book; %2 assumed)").arg(priceItemText(QString::fromLatin1(k.item))).arg(k.fallback);
    };
    // Fallbacks (ASSUMPTIONS): no price drift (factor 1); 3-year commitment 55% off; 1-month deposit;
    // a 12-month minimum lease term; 3 months' penalty; a lease invoiced as tangible movable property (13%).
    // The price book states the drift as a factor (next year's price / this year's, 0.90 = 10%
    // cheaper each year); the input holds the change (factor - 1), as --price-drift takes it.
    const bool driftFromBook = !in.contract.priceDriftPerYear;
    fill(in.contract.priceDriftPerYear, { "cloud.price_drift_per_year", 1.0, "Yearly change of GPU rental prices (next year's price / this year's)" });
    if (driftFromBook)
        *in.contract.priceDriftPerYear -= 1.0;
    if (in.commitmentTermMonths == 36)
        fill(in.contract.commitmentDiscount3y, { "cloud.commitment_discount_3y", 0.55, "3-year commitment discount vs on-demand (China market)" });
    if (in.options.contains(OptionKind::Lease) || in.hybridCoreLeased) {
        fill(in.contract.depositMonths, { "lease.deposit_months", 1.0, "Deposit of a bare-metal lease (refunded at the end)" });
        fill(in.contract.leaseMinTermMonths, { "lease.min_term_months", 12.0, "Minimum term of a bare-metal lease" });
        if (in.contract.leaseExitMonth > 0)
            fill(in.contract.earlyExitPenaltyMonths, { "lease.early_exit_penalty_months", 3.0, "Early-exit penalty of a bare-metal lease" });
        if (in.tax.enabled)
            fill(in.tax.leaseVatRate, { "lease.invoice_vat_rate", 0.13, "VAT rate on the bare-metal lease invoice" });
    }
    if (assumptions)
        *assumptions = reader.assumptionKeys() + *assumptions;
    return in;
}

QString TcoResult::optionIdWithLowestDecisionNpv() const
{
    const OptionResult *best = nullptr;
    for (const OptionResult &o : options) {
        if (o.obtainable && (!best || o.decisionNpvCny < best->decisionNpvCny))
            best = &o;
    }
    return best ? best->id : QString();
}

QString TcoResult::basisId() const { return afterTaxBasis ? QStringLiteral("after_tax_npv") : QStringLiteral("pre_tax_npv"); }

QString TcoResult::basisName() const
{
    return afterTaxBasis ? QCoreApplication::translate("cp::Tco", "after-tax NPV") : QCoreApplication::translate("cp::Tco", "pre-tax NPV");
}

double TornadoBar::swing() const { return std::abs(highCny - lowCny); }

bool TcoResult::duplicatesOnDemand(const OptionResult &o) const
{
    return o.kind == OptionKind::Hybrid && o.coreGpus == 0 && o.id != verdict.recommended && option(optionId(OptionKind::OnDemand));
}

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

std::vector<double> decisionCumulative(const OptionFlows &f, const TcoInput &in)
{
    const double rate = in.discountRate * in.scale.discountRate;
    const double monthly = std::pow(1.0 + rate, 1.0 / 12.0) - 1.0;
    const Series &flows = in.tax.enabled ? f.afterTax : f.cash;
    std::vector<double> c(flows.size());
    double factor = 1.0;
    double sum = 0;
    for (size_t m = 0; m < flows.size(); ++m) {
        sum += toYuan(flows[m]) * factor;
        if (!in.tax.enabled && m + 1 == flows.size())
            sum -= toYuan(f.residual) * factor; // the resale at the end of month H (optionNpv)
        c[m] = sum;
        factor /= 1.0 + monthly;
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

/// The hybrid's owned core: the number of servers with the lowest decision NPV. Up to
/// kExactHybridNodes servers every count is tried; above that (100,000 GPUs are 12,500 servers,
/// and the break-even bisections repeat the search) a grid of counts is refined around its best
/// point until neighbouring counts are one server apart: exact when the NPV has one minimum
/// over the core size, as the costs are linear in it between the demand's steps.
constexpr int kExactHybridNodes = 256;
constexpr int kHybridGridPoints = 32;

OptionFlows bestHybrid(const TcoInput &in, const TcoPrices &p, const std::vector<double> &demand)
{
    const int node = std::max(1, p.gpusPerNode);
    const int nodes = in.gpus / node;
    OptionFlows best;
    double bestNpv = std::numeric_limits<double>::infinity();
    int bestNodes = 0;
    const auto tryNodes = [&](int n) {
        OptionFlows f = modelCore(OptionKind::Hybrid, n * node, in.hybridCoreLeased, in, p, demand);
        const double v = decisionNpv(f, in);
        if (v < bestNpv) {
            bestNpv = v;
            bestNodes = n;
            best = std::move(f);
        }
    };
    int lo = 0;
    int hi = nodes;
    for (;;) {
        const int step = nodes <= kExactHybridNodes ? 1 : std::max(1, (hi - lo) / kHybridGridPoints);
        for (int n = lo; n <= hi; n += step)
            tryNodes(n);
        if ((hi - lo) % step != 0)
            tryNodes(hi);
        if (step == 1)
            return best;
        lo = std::max(0, bestNodes - step);
        hi = std::min(nodes, bestNodes + step);
    }
}

QList<OptionFlows> computeFlows(const TcoInput &in, const TcoPrices &p)
{
    const std::vector<double> demand = demandProfile(in);
    QList<OptionFlows> flows;
    for (OptionKind k : in.options)
        flows.append(k == OptionKind::Hybrid ? bestHybrid(in, p, demand) : modelOption(k, in, p, demand));
    return flows;
}

Expected<TcoResult> computeTco(const TcoInput &input, const Catalog &catalog)
{
    if (Errors e = validate(input); !e.isEmpty())
        return e;
    auto prices = resolvePrices(input, catalog);
    if (!prices)
        return prices.errors();
    QStringList termAssumptions;
    const TcoInput in = resolveTerms(input, catalog, &termAssumptions);
    TcoResult r;
    r.afterTaxBasis = in.tax.enabled;
    r.taxConventions = taxConventionsText(in);
    QList<std::vector<double>> curves;
    for (const OptionFlows &f : computeFlows(in, *prices)) {
        r.options.append(summarise(f, in));
        curves.append(decisionCumulative(f, in));
    }
    markObtainable(r.options, in, *prices, catalog);
    r.breakEven = allPairs(r.options, curves, in, *prices);
    r.versusRental = versusRental(r);
    r.demandGpuHours = demandProfile(in);
    r.assumptions = prices->assumptionKeys;
    r.assumptions << termAssumptions;
    r.priceKeys = prices->usedKeys + in.contract.bookKeys;
    r.fxUsdCny = prices->fxUsdCny;
    r.discountRate = in.discountRate;
    // The tornado compares the recommended option with its runner-up: choose it first.
    r.verdict = makeVerdict(r, in, catalog);
    addSensitivity(r, in, *prices);
    r.verdict = makeVerdict(r, in, catalog);
    return r;
}

} // namespace cp::tco
