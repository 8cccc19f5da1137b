// TCO ranges without a computeTco per sample: the options' flows are computed once per demand
// level (kDemandLevels levels spanning the samples' demand factors, as the tornado recomputes
// them), and each sample reprices their line items along its price paths, then recomputes the
// after-tax view (tco::applyTax), the totals and NPVs. Prices enter the line items linearly, so
// repricing an item is what recomputing it at the sampled price would give; the loan (sized on the
// point's capex) and the hybrid core size (chosen at the level's demand) stay as computed.
#include "core/catalog/pricetexts.h"
#include "core/tco/demand.h"
#include "core/tco/prices.h"
#include "core/tco/tax.h"
#include "core/tco/tco.h"
#include "core/uncertainty/tcosampler.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::uncertainty {

namespace {

/// How one line item moves: the price path it follows (index into the sample's paths, -1: held)
/// and whether it is priced in USD (times the fx path).
struct ItemDriver {
    int path = -1;
    bool usd = false;
};

struct KeyPath {
    QString key;
    TierSpread spread;
    QString name; ///< the item's name, for the drivers list (keys are for the appendix)
};

double sumOf(const std::vector<double> &v)
{
    double s = 0;
    for (double x : v)
        s += x;
    return s;
}

/// The samples' demand factors: a level factor, and for "from plan" campaigns the estimator's
/// error on their share (`campaignFactor` per sample, or drawn from the error model).
std::vector<double> sampleDemand(Ranges &r, const tco::TcoInput &in, int n, const ErrorModel &model, const Catalog &catalog,
    const std::vector<double> *campaignFactor, std::mt19937_64 &rng)
{
    using namespace cp::tco;
    double campaignShare = 0;
    if (in.demand == DemandTemplate::FromPlan && !in.campaigns.isEmpty()) {
        TcoInput base = in;
        base.campaigns.clear();
        const double total = sumOf(demandProfile(in));
        campaignShare = total > 0 ? std::clamp(1.0 - sumOf(demandProfile(base)) / total, 0.0, 1.0) : 0.0;
    }
    ErrorModel::Sampler campaignError;
    if (campaignShare > 0 && !campaignFactor) {
        estimate::EstimateInput proxy;
        proxy.hardware.accelerator = in.acceleratorId;
        const ErrorClass c = ErrorModel::classify(proxy, catalog);
        campaignError = model.sampler(QStringLiteral("throughput"), c);
        r.drivers << model.describe(QStringLiteral("throughput"), c);
    }
    std::vector<double> demand(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        const double level = lognormalFactor(rng, kDemandSigma);
        double plan = 1;
        if (campaignShare > 0)
            plan = campaignFactor ? campaignFactor->at(size_t(i)) : std::exp(campaignError.draw(rng));
        demand[size_t(i)] = level * (campaignShare * plan + 1.0 - campaignShare);
    }
    r.drivers << QCoreApplication::translate("cp::Uncertainty", "demand: the input's utilisation or GPU-hours times a lognormal factor, P10-P90 x0.8-x1.25 (assumption); "
                                                                "the cash flows are computed at %1 demand levels and each sample takes the nearest")
                     .arg(kDemandLevels);
    if (campaignShare > 0)
        r.drivers << QCoreApplication::translate("cp::Uncertainty", "demand: the training campaigns (%1% of the GPU-hours) also move with the estimator's error on the plan's GPU-hours")
                         .arg(100 * campaignShare, 0, 'f', 0);
    return demand;
}

/// The price paths: one per monetary price-book key the items are priced from (not overridden,
/// with a low and a high tier); a key without one is held (-1).
struct PricePaths {
    QList<KeyPath> paths;
    QHash<QString, int> pathOf;

    int pathFor(const QString &key, bool money, const tco::TcoInput &in, const Catalog &catalog)
    {
        if (pathOf.contains(key))
            return pathOf.value(key);
        int index = -1;
        const PriceEntry *e = catalog.price(key);
        if (e && !in.overrides.contains(key) && (!money || !e->currency.isEmpty())) {
            if (const TierSpread spread = tierSpread(*e, true); spread.varies()) {
                index = int(paths.size());
                paths << KeyPath { key, spread, priceItemText(e->item) };
            }
        }
        pathOf.insert(key, index);
        return index;
    }
};

/// The options' flows at each demand level and how each of their line items moves.
struct LevelFlows {
    std::vector<QList<tco::OptionFlows>> flows;
    std::vector<std::vector<std::vector<ItemDriver>>> drivers;
    bool anyUsd = false;
};

Expected<LevelFlows> levelFlows(const tco::TcoInput &in, const tco::TcoPrices &prices, const Catalog &catalog, int levels,
    double lo, double hi, const Progress &progress, PricePaths &paths, int residualPath)
{
    using namespace cp::tco;
    LevelFlows out;
    out.flows.resize(static_cast<size_t>(levels));
    out.drivers.resize(static_cast<size_t>(levels));
    for (int k = 0; k < levels; ++k) {
        if (!progress.step(0, 1))
            return Errors { cancelledError() };
        TcoInput level = in;
        level.scale.utilisation *= levels > 1 ? std::exp(lo + (hi - lo) * k / (levels - 1)) : std::exp(lo);
        out.flows[size_t(k)] = computeFlows(level, prices);
        for (const OptionFlows &f : std::as_const(out.flows[size_t(k)])) {
            std::vector<ItemDriver> items;
            for (const LineItem &item : f.items) {
                ItemDriver d;
                if (item.kind == ItemKind::Residual) {
                    d.path = residualPath;
                } else {
                    for (const QString &key : item.keys) {
                        const PriceEntry *e = catalog.price(key);
                        if (!e || e->currency.isEmpty())
                            continue;
                        d.path = paths.pathFor(key, true, in, catalog);
                        d.usd = e->currency == QLatin1String("USD") && !in.overrides.contains(key);
                        break;
                    }
                }
                out.anyUsd = out.anyUsd || d.usd;
                items.push_back(d);
            }
            out.drivers[size_t(k)].push_back(std::move(items));
        }
    }
    return out;
}

/// What varies with the prices, for the drivers list.
void addPriceDrivers(Ranges &r, const QList<KeyPath> &paths, bool anyUsd, double fxSigma, const PriceEntry *fx)
{
    for (const KeyPath &p : paths)
        //: %1 a price-book item's name, %2 and %3 its low and high tier as factors of the figure used
        r.drivers << QCoreApplication::translate("cp::Uncertainty", "price %1: every month between the price book's low and high tiers (x%2 to x%3 of the "
                                                                    "figure; a side without a tier +/-%5%, assumption), mode and median at the figure; "
                                                                    "AR(1) month-to-month correlation %4 (assumption)")
                         .arg(p.name.isEmpty() ? p.key : p.name)
                         .arg(p.spread.low, 0, 'f', 2)
                         .arg(p.spread.high, 0, 'f', 2)
                         .arg(kPriceRho, 0, 'f', 2)
                         .arg(kUntieredSpread * 100, 0, 'f', 0);
    if (anyUsd)
        r.drivers << QCoreApplication::translate("cp::Uncertainty", "exchange rate: USD-priced items times an AR(1) path of the USD/CNY rate, correlation %2, sigma %1 in log (%3)")
                         .arg(fxSigma, 0, 'f', 3)
                         .arg(kPriceRho, 0, 'f', 2)
                         .arg(fx && tierSigma(*fx) > 0 ? QCoreApplication::translate("cp::Uncertainty", "the price book's low and high tiers") : QCoreApplication::translate("cp::Uncertainty", "assumption: P10-P90 +/-4%"));
    r.drivers << QCoreApplication::translate("cp::Uncertainty", "held at the point's figures: prices overridden by the user, the loan, "
                                                                "the hybrid core size chosen at each demand level");
}

/// One option's line items repriced along the sample's paths, and its cash flow before tax.
void reprice(tco::OptionFlows &f, const std::vector<ItemDriver> &itemDrivers, const std::vector<std::vector<double>> &path,
    const std::vector<double> &fxPath, size_t months)
{
    using namespace cp::tco;
    Series cash(months, units::yuan(0));
    for (qsizetype j = 0; j < f.items.size(); ++j) {
        LineItem &item = f.items[j];
        const ItemDriver d = itemDrivers[size_t(j)];
        if (item.kind == ItemKind::Residual) {
            const double rf = d.path >= 0 ? path[size_t(d.path)][months - 1] : 1.0;
            for (auto &v : item.monthly)
                v = v * rf;
            f.residual = f.residual * rf;
            continue;
        }
        if (d.path >= 0 || d.usd) {
            for (size_t m = 0; m < months && m < item.monthly.size(); ++m) {
                const double pf = (d.path >= 0 ? path[size_t(d.path)][m] : 1.0) * (d.usd ? fxPath[m] : 1.0);
                item.monthly[m] = item.monthly[m] * pf;
            }
        }
        for (size_t m = 0; m < months && m < item.monthly.size(); ++m)
            cash[m] += item.monthly[m];
    }
    f.cash = std::move(cash);
}

/// The P10-P50-P90 of each option's total, NPV and cumulative cash, and its chance to be cheapest.
void addOptionRanges(Ranges &r, const tco::TcoInput &in, int n, size_t months, std::vector<std::vector<double>> &totals,
    std::vector<std::vector<double>> &npvs, const std::vector<std::vector<double>> &cumulative, const std::vector<int> &cheapest)
{
    for (int o = 0; o < int(in.options.size()); ++o) {
        OptionRange range;
        range.id = tco::optionId(in.options[o]);
        range.total = quantiles(totals[size_t(o)]);
        range.npv = quantiles(npvs[size_t(o)]);
        range.probabilityCheapest = double(cheapest[size_t(o)]) / double(std::max(1, n));
        std::vector<double> month(static_cast<size_t>(n));
        for (size_t m = 0; m < months; ++m) {
            std::copy_n(cumulative[size_t(o)].begin() + qsizetype(m * size_t(n)), n, month.begin());
            range.cumulative << quantiles(month);
        }
        r.options << range;
    }
}

} // namespace

Errors sampleTco(Ranges &r, const tco::TcoInput &input, const RangeSettings &s, const ErrorModel &model, const Progress &progress,
    const Catalog &catalog, const std::vector<double> *campaignFactor)
{
    using namespace cp::tco;
    auto prices = resolvePrices(input, catalog);
    if (!prices)
        return prices.errors();
    const TcoInput in = resolveTerms(input, catalog);
    const int horizon = in.horizonMonths;
    const size_t months = size_t(horizon) + 1;
    const int n = s.samples;
    std::mt19937_64 rng = streamRng(s.seed, 2);
    const std::vector<double> demand = sampleDemand(r, in, n, model, catalog, campaignFactor, rng);

    double lo = std::log(*std::min_element(demand.begin(), demand.end()));
    double hi = std::log(*std::max_element(demand.begin(), demand.end()));
    const int levels = hi - lo > 1e-12 ? kDemandLevels : 1;
    std::vector<int> levelOf(static_cast<size_t>(n), 0);
    if (levels > 1) {
        for (int i = 0; i < n; ++i)
            levelOf[size_t(i)] = int(std::lround((std::log(demand[size_t(i)]) - lo) / (hi - lo) * (levels - 1)));
    }

    // The paths: one per monetary price-book key the items are priced from (not overridden, with
    // a low and a high tier), the USD/CNY rate and the resale fraction.
    PricePaths paths;
    const PriceEntry *fx = catalog.price(QStringLiteral("fx.usd_cny"));
    const double fxSigma = in.overrides.contains(QStringLiteral("fx.usd_cny")) ? 0.0
                                                                               : (fx && tierSigma(*fx) > 0 ? tierSigma(*fx) : kFxSigmaFallback);
    const int residualPath = paths.pathFor(QStringLiteral("residual.after_36_months"), false, in, catalog);
    const auto flowsOf = levelFlows(in, *prices, catalog, levels, lo, hi,
        Progress { progress.control, progress.from, progress.from + 0.3 * (progress.to - progress.from) }, paths, residualPath);
    if (!flowsOf)
        return flowsOf.errors();
    const LevelFlows &level = *flowsOf;
    const bool anyUsd = level.anyUsd;
    addPriceDrivers(r, paths.paths, anyUsd, fxSigma, fx);

    const int options = int(in.options.size());
    // Only what can be obtained is ranked (tco::OptionResult::obtainable), as the verdict ranks,
    // and a hybrid that owns nothing is on demand under another name (TcoResult::
    // duplicatesOnDemand): its samples are on demand's, so each way of paying is counted once.
    std::vector<bool> ranked(static_cast<size_t>(options), true);
    if (const auto point = computeTco(input, catalog); point && point->options.size() == options) {
        const bool any = std::any_of(point->options.cbegin(), point->options.cend(), [](const OptionResult &o) { return o.obtainable; });
        for (int o = 0; o < options; ++o) {
            const OptionResult &option = point->options.at(o);
            ranked[size_t(o)] = (!any || option.obtainable) && !point->duplicatesOnDemand(option);
        }
        if (std::none_of(ranked.cbegin(), ranked.cend(), [](bool isRanked) { return isRanked; }))
            ranked.assign(ranked.size(), true);
    }
    std::vector<std::vector<double>> totals(static_cast<size_t>(options), std::vector<double>(static_cast<size_t>(n)));
    std::vector<std::vector<double>> npvs = totals;
    std::vector<std::vector<double>> cumulative(static_cast<size_t>(options), std::vector<double>(months * size_t(n)));
    std::vector<int> cheapest(static_cast<size_t>(options), 0);
    std::vector<std::vector<double>> path(static_cast<size_t>(paths.paths.size()));
    std::vector<double> fxPath(months, 1.0);
    const Progress sampling { progress.control, progress.from + 0.3 * (progress.to - progress.from), progress.to };
    for (int i = 0; i < n; ++i) {
        if (!sampling.step(i, n))
            return { cancelledError() };
        for (qsizetype p = 0; p < paths.paths.size(); ++p)
            tierPath(rng, paths.paths[p].spread, kPriceRho, int(months), path[size_t(p)]);
        if (anyUsd)
            pricePath(rng, fxSigma, kPriceRho, int(months), fxPath);
        const int k = levelOf[size_t(i)];
        double best = 0;
        int bestOption = 0;
        bool found = false;
        for (int o = 0; o < options; ++o) {
            OptionFlows f = level.flows[size_t(k)][o];
            reprice(f, level.drivers[size_t(k)][size_t(o)], path, fxPath, months);
            applyTax(f, in, horizon);
            totals[size_t(o)][size_t(i)] = units::toYuan(totalCost(f));
            const double decision = decisionNpv(f, in); // the ranking basis (TcoResult::basisId)
            npvs[size_t(o)][size_t(i)] = decision;
            double cum = 0;
            for (size_t m = 0; m < months; ++m) {
                cum += m < f.cash.size() ? units::toYuan(f.cash[m]) : 0.0;
                cumulative[size_t(o)][m * size_t(n) + size_t(i)] = cum;
            }
            if (ranked[size_t(o)] && (!found || decision < best)) {
                found = true;
                best = decision;
                bestOption = o;
            }
        }
        if (options > 0)
            ++cheapest[size_t(bestOption)];
    }
    addOptionRanges(r, in, n, months, totals, npvs, cumulative, cheapest);
    r.npvBasis = in.tax.enabled ? QStringLiteral("after_tax_npv") : QStringLiteral("pre_tax_npv");
    return {};
}

Expected<Ranges> tcoRanges(const tco::TcoInput &in, const tco::TcoResult &point, const RangeSettings &s, const ErrorModel &model,
    const RunControl &control, const Catalog &catalog)
{
    Q_UNUSED(point); // the ranges sit beside the point; its figures are not needed to sample
    if (Errors e = validate(s); !e.isEmpty())
        return e;
    Ranges r;
    r.samples = s.samples;
    r.seed = s.seed;
    if (Errors e = sampleTco(r, in, s, model, Progress { control, 0, 1 }, catalog, nullptr); !e.isEmpty())
        return e;
    if (control.progress)
        control.progress(1.0);
    return r;
}

Expected<Ranges> tcoRanges(const tco::TcoInput &in, const tco::TcoResult &point, const RangeSettings &s, const ErrorModel &model,
    const RunControl &control)
{
    return tcoRanges(in, point, s, model, control, Catalog::builtIn());
}

} // namespace cp::uncertainty
