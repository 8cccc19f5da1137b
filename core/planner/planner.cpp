#include "core/planner/planner.h"
#include "core/scenario/presets.h"

#include "core/catalog/datatexts.h"
#include "core/catalog/pricetexts.h"
#include "core/common/numeric.h"
#include "core/units/format.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace cp::planner {

namespace {

using estimate::TrainingMode;

/// Smaller presets tried when nothing fits the constraints (each is a full search).
constexpr int kSmallerModelsTried = 2;

bool isFineTuning(TrainingMode m) { return m != TrainingMode::Pretrain; }

/// An amount as the dashboard shows money: "29.4 k CNY", in Chinese "2.94万元" (issue 45).
QString money(double cny) { return units::formatMoney(units::yuan(cny), units::MoneyStyle::Compact); }
/// A price per GPU-hour keeps its fen: "13.01 CNY".
QString hourlyPrice(double cny) { return units::formatMoney(units::yuan(cny)); }
QString daysText(double days) { return units::formatDuration(units::days(days)); }

struct SearchOutcome {
    QList<Candidate> priced; ///< fit in memory and have a price
    QList<Rejection> rejected; ///< one per accelerator and GPU count (grouped later)
    QList<Exclusion> excluded;
    qint64 candidates = 0;
    qint64 layouts = 0;
};

estimate::EstimateInput inputFor(const PlanRequest &req, const QString &acc, int gpus)
{
    estimate::EstimateInput in;
    in.model = req.model;
    in.training = req.training;
    in.layout = req.layout;
    in.hardware.accelerator = acc;
    in.hardware.gpus = gpus;
    in.hardware.gpusPerNode = req.gpusPerNode.value_or(0);
    in.hardware.network = req.network;
    in.calibration = req.calibration;
    in.reliability = req.reliability;
    if (const auto pilot = req.pilotCorrections.constFind(acc); pilot != req.pilotCorrections.cend())
        std::tie(in.throughputCorrection, in.memoryCorrection) = *pilot;
    return in;
}

estimate::LayoutRequest fixedLayout(const estimate::Layout &l)
{
    estimate::LayoutRequest r;
    r.tp = l.tp;
    r.pp = l.pp;
    r.dp = l.dp;
    r.zero = l.zero;
    r.recompute = l.recompute;
    r.sequenceParallel = l.sequenceParallel;
    r.interleave = l.interleave;
    r.microBatch = l.microBatch;
    r.allowUnevenStages = true;
    r.forceTpAcrossNodes = true;
    return r;
}

QStringList allowedAccelerators(const PlanRequest &req, const Catalog &catalog)
{
    return req.accelerators.isEmpty() ? catalog.acceleratorIds() : req.accelerators;
}

Rejection reject(const QString &acc, int gpus, RejectReason reason, const QString &message)
{
    return Rejection { acc, gpus, gpus, reason, message };
}

QString statusName(AvailabilityStatus s)
{
    switch (s) {
    case AvailabilityStatus::Available:
        return QCoreApplication::translate("cp::Planner", "available");
    case AvailabilityStatus::Restricted:
        return QCoreApplication::translate("cp::Planner", "restricted");
    case AvailabilityStatus::Unavailable:
        break;
    }
    return QCoreApplication::translate("cp::Planner", "unavailable");
}

QString channelName(Channel c)
{
    switch (c) {
    case Channel::Purchase:
        return QCoreApplication::translate("cp::Planner", "purchase");
    case Channel::Lease:
        return QCoreApplication::translate("cp::Planner", "lease from a local computing centre");
    case Channel::Cloud:
        break;
    }
    return QCoreApplication::translate("cp::Planner", "cloud rental");
}

/// An availability source for a sentence: the published part, and the assumed part named in
/// words rather than by its "ASSUMPTION" marker.
QString sourceText(const Availability &a)
{
    const qsizetype cut = a.source.indexOf(QLatin1String("ASSUMPTION"), 0, Qt::CaseInsensitive);
    if (cut < 0)
        return availabilitySourceText(a.source); // its fixed parts in the UI language
    QString head = a.source.left(cut).trimmed();
    while (head.endsWith(QLatin1Char(';')) || head.endsWith(QLatin1Char(',')))
        head.chop(1);
    const QString assumed = QCoreApplication::translate("cp::Planner", "some figures are assumed; confirm them in the catalog");
    //: the separator between two parts of a sentence (zh: a full-width semicolon)
    return head.isEmpty() ? assumed : availabilitySourceText(head) + QCoreApplication::translate("cp::Planner", "; ") + assumed;
}

/// A billing the planner may use for one accelerator, with its price and availability.
struct BillingOption {
    Billing billing;
    HourlyPrice price;
    Availability availability;
};

/// How the billing rounds a run of `hours` on `gpus` (empty when it bills what is used).
QString billingNote(const HourlyPrice &p, int gpus, double hours)
{
    if (!p.wholeMonths) {
        const double billed = billedHours(p, hours);
        if (billed - hours < 1e-6)
            return {};
        return (hours < 1 ? QCoreApplication::translate("cp::Planner", "billed at least one whole hour: %1 h for a run of %2 h")
                          : QCoreApplication::translate("cp::Planner", "billed in whole hours: %1 h for a run of %2 h"))
            .arg(units::formatNumber(billed, 0, QLocale()), units::formatNumber(hours, 2, QLocale()));
    }
    const int months = saturatingInt(billedHours(p, hours) / units::kHoursPerMonth + 0.5);
    const int multiple = std::max(1, p.gpuMultiple);
    const int billed = (gpus + multiple - 1) / multiple * multiple;
    QString note = QCoreApplication::translate("cp::Planner", "billed in whole months of 730 hours: %1 × 730 h for a run of %2 h")
                       .arg(months)
                       .arg(units::formatNumber(hours, 1, QLocale()));
    if (p.minimumMonths > 1 && months == p.minimumMonths)
        note += QCoreApplication::translate("cp::Planner", " (the minimum term is %1 months)").arg(p.minimumMonths);
    if (billed != gpus)
        note += QCoreApplication::translate("cp::Planner", ", on %1 GPUs (whole servers)").arg(billed);
    return note;
}

/// `base` priced with the cheapest billing whose channel offers its GPU count per order.
std::optional<Candidate> priceCandidate(const QList<BillingOption> &options, const Candidate &base, const estimate::Estimate &e)
{
    std::optional<Candidate> bestOne;
    for (const BillingOption &o : options) {
        if (o.availability.maxGpusPerOrder && base.gpus > *o.availability.maxGpusPerOrder)
            continue;
        Candidate c = base;
        c.price = o.price;
        c.billing = o.billing;
        c.availability = o.availability;
        c.days = e.run->trainDays / o.price.spotGoodput;
        c.gpuHours = e.run->gpuHours / o.price.spotGoodput;
        c.costCny = runCost(o.price, c.gpus, c.days * 24.0);
        c.billingNote = billingNote(o.price, c.gpus, c.days * 24.0);
        if (!bestOne || c.costCny < bestOne->costCny)
            bestOne = c;
    }
    return bestOne;
}

/// The reason an accelerator is left out: every channel the planner prices is unavailable.
QString exclusionReason(const Accelerator &acc, const Catalog &catalog)
{
    QStringList parts;
    for (const Channel ch : { Channel::Cloud, Channel::Lease }) {
        const Availability a = catalog.availability(acc.id, ch);
        parts << QCoreApplication::translate("cp::Planner", "%1: %2 (%3, as of %4)")
                     .arg(channelName(ch), statusName(a.status), sourceText(a), a.asOf);
    }
    return QCoreApplication::translate("cp::Planner", "%1 cannot be obtained in mainland China: %2. Include unavailable accelerators to search it anyway.")
        .arg(acc.name, parts.join(QStringLiteral("; ")));
}

void searchAccelerator(const PlanRequest &req, const Accelerator &acc, const Catalog &catalog, SearchOutcome &out)
{
    const bool partial = req.allowPartialNodes.value_or(isFineTuning(req.training.mode));
    const int perNode = req.gpusPerNode.value_or(acc.gpusPerNode);
    const QList<int> counts = gpuCounts(perNode, req.maxGpus, partial);
    QList<BillingOption> options;
    bool anyObtainable = false;
    int largestOrder = 0; ///< over the priced billings; 0: one of them has no limit
    bool limited = true;
    for (const Billing b : billingsFor(req.pay)) {
        const Availability a = catalog.availability(acc.id, billingChannel(b));
        if (a.status == AvailabilityStatus::Unavailable && !req.includeUnavailable)
            continue;
        anyObtainable = true;
        if (const auto price = billingPrice(acc.id, b, req.priceOverrides, req.reliability, catalog)) {
            options << BillingOption { b, *price, a };
            if (a.maxGpusPerOrder)
                largestOrder = std::max(largestOrder, *a.maxGpusPerOrder);
            else
                limited = false;
        }
    }
    if (!anyObtainable) {
        out.excluded << Exclusion { acc.id, exclusionReason(acc, catalog) };
        return;
    }
    if (options.isEmpty()) {
        out.rejected << Rejection { acc.id, counts.isEmpty() ? 0 : counts.first(), counts.isEmpty() ? 0 : counts.last(),
            RejectReason::MissingPrice,
            QCoreApplication::translate("cp::Planner", "the price book has no cloud price (cloud.%1.on_demand) or bare-metal lease "
                                                       "(lease.bare_metal.%1.8gpu) for %2 paid %3: add one to plan with it")
                .arg(acc.id, acc.name, payModeId(req.pay)) };
        return;
    }
    for (const int gpus : counts) {
        if (!acc.gpudirectRdma && gpus > perNode) {
            out.rejected << reject(acc.id, gpus, RejectReason::Fabric,
                QCoreApplication::translate("cp::Planner", "more than one %1-GPU node of %2: the card cannot use GPUDirect RDMA (catalog), so it "
                                                           "is planned only within one server")
                    .arg(perNode)
                    .arg(acc.name));
            continue;
        }
        if (limited && gpus > largestOrder) {
            out.rejected << reject(acc.id, gpus, RejectReason::Availability,
                QCoreApplication::translate("cp::Planner", "more than the %1 GPUs of %2 typically obtainable per order in mainland China "
                                                           "(availability data; correct it in the catalog)")
                    .arg(largestOrder)
                    .arg(acc.name));
            continue;
        }
        estimate::SearchStats stats;
        const auto e = estimate::estimate(inputFor(req, acc.id, gpus), stats, catalog);
        ++out.candidates;
        out.layouts += stats.layoutsEvaluated;
        if (!e) {
            out.rejected << reject(acc.id, gpus, RejectReason::Divisibility, e.error().message);
            continue;
        }
        if (!e->memory.fits) {
            out.rejected << reject(acc.id, gpus, RejectReason::Memory,
                QCoreApplication::translate("cp::Planner", "does not fit in memory: the smallest layout needs %1 GiB per GPU (P50 %2 GiB) of %3 GiB usable, %4% kept free")
                    .arg(e->memory.totalGiB, 0, 'f', 1)
                    .arg(e->memory.p50GiB, 0, 'f', 1)
                    .arg(e->memory.usableGiB, 0, 'f', 1)
                    .arg(e->memory.marginPct, 0, 'f', 0));
            continue;
        }
        Candidate base;
        base.accelerator = acc.id;
        base.gpus = gpus;
        base.estimate = *e;
        if (const auto c = priceCandidate(options, base, *e))
            out.priced << *c;
    }
}

SearchOutcome search(const PlanRequest &req, const Catalog &catalog)
{
    SearchOutcome out;
    for (const QString &id : allowedAccelerators(req, catalog)) {
        if (const Accelerator *acc = catalog.accelerator(id))
            searchAccelerator(req, *acc, catalog, out);
    }
    return out;
}

bool meetsDeadline(const PlanRequest &req, const Candidate &c) { return !req.deadlineDays || c.days <= *req.deadlineDays; }
bool meetsBudget(const PlanRequest &req, const Candidate &c) { return !req.budgetCny || c.costCny <= *req.budgetCny; }

/// Best candidate for the objective among `list` (assumed to satisfy the constraints). Fastest
/// with `costCap`: the fastest costing at most that.
std::optional<Candidate> best(const QList<Candidate> &list, Objective objective, std::optional<double> costCap = std::nullopt)
{
    if (list.isEmpty())
        return std::nullopt;
    if (objective == Objective::Fastest && costCap) {
        QList<Candidate> within;
        for (const Candidate &c : list) {
            if (c.costCny <= *costCap)
                within << c;
        }
        return best(within, objective);
    }
    auto cheaper = [](const Candidate &a, const Candidate &b) { return a.costCny < b.costCny || (a.costCny == b.costCny && a.days < b.days); };
    auto faster = [](const Candidate &a, const Candidate &b) { return a.days < b.days || (a.days == b.days && a.costCny < b.costCny); };
    switch (objective) {
    case Objective::Cheapest:
        return *std::min_element(list.begin(), list.end(), cheaper);
    case Objective::Fastest:
        return *std::min_element(list.begin(), list.end(), faster);
    case Objective::Balanced:
        break;
    }
    const double minDays = std::min_element(list.begin(), list.end(), faster)->days;
    const double minCost = std::min_element(list.begin(), list.end(), cheaper)->costCny;
    auto score = [&](const Candidate &c) { return (c.days / minDays) * (c.costCny / std::max(minCost, 1e-9)); };
    return *std::min_element(list.begin(), list.end(), [&](const Candidate &a, const Candidate &b) {
        const double sa = score(a), sb = score(b);
        return sa < sb || (sa == sb && cheaper(a, b));
    });
}

QList<Candidate> feasible(const PlanRequest &req, const QList<Candidate> &list)
{
    QList<Candidate> out;
    for (const Candidate &c : list) {
        if (meetsDeadline(req, c) && meetsBudget(req, c))
            out << c;
    }
    return out;
}

/// The cost cap of "fastest" without a budget: kFastestCostFactor x the cheapest of `ok`.
std::optional<double> fastestCostCap(const PlanRequest &req, const QList<Candidate> &ok)
{
    if (req.objective != Objective::Fastest || req.budgetCny || ok.isEmpty())
        return std::nullopt;
    return kFastestCostFactor * best(ok, Objective::Cheapest)->costCny;
}

void rejectByConstraints(const PlanRequest &req, const QList<Candidate> &priced, QList<Rejection> &rejected)
{
    for (const Candidate &c : priced) {
        if (!meetsDeadline(req, c))
            rejected << reject(c.accelerator, c.gpus, RejectReason::Deadline,
                QCoreApplication::translate("cp::Planner", "finishes in %1, after the %2 deadline").arg(daysText(c.days), daysText(*req.deadlineDays)));
        else if (!meetsBudget(req, c))
            rejected << reject(c.accelerator, c.gpus, RejectReason::Budget,
                QCoreApplication::translate("cp::Planner", "costs %1, over the %2 budget").arg(money(c.costCny), money(*req.budgetCny)));
    }
}

/// Merges rejections of the same accelerator and reason into GPU ranges (keeping the message of
/// the largest count, the closest miss).
QList<Rejection> groupRejections(QList<Rejection> list)
{
    std::stable_sort(list.begin(), list.end(), [](const Rejection &a, const Rejection &b) {
        return a.accelerator != b.accelerator ? a.accelerator < b.accelerator
                                              : (a.reason != b.reason ? int(a.reason) < int(b.reason) : a.minGpus < b.minGpus);
    });
    QList<Rejection> out;
    for (const Rejection &r : list) {
        if (!out.isEmpty() && out.last().accelerator == r.accelerator && out.last().reason == r.reason) {
            out.last().maxGpus = std::max(out.last().maxGpus, r.maxGpus);
            out.last().message = r.message;
        } else {
            out << r;
        }
    }
    return out;
}

QString objectiveReason(const PlanRequest &req, std::optional<double> costCap)
{
    switch (req.objective) {
    case Objective::Cheapest:
        return req.deadlineDays
            ? QCoreApplication::translate("cp::Planner", "Cheapest plan that finishes within the %1 deadline.").arg(daysText(*req.deadlineDays))
            : QCoreApplication::translate("cp::Planner", "Cheapest plan (no deadline given).");
    case Objective::Fastest:
        return req.budgetCny
            ? QCoreApplication::translate("cp::Planner", "Fastest plan within the %1 budget.").arg(money(*req.budgetCny))
            : (costCap ? QCoreApplication::translate("cp::Planner", "Fastest plan costing at most %1 times the cheapest plan (%2): no budget was "
                                                                    "given, and faster plans cost more than that for little time saved.")
                             .arg(kFastestCostFactor, 0, 'g', 3)
                             .arg(money(*costCap))
                       : QCoreApplication::translate("cp::Planner", "Fastest plan (no budget given)."));
    case Objective::Balanced:
        break;
    }
    return QCoreApplication::translate("cp::Planner", "Best balance of time and cost: the Pareto point with the smallest product of "
                                                      "time and cost relative to the fastest and the cheapest plan.");
}

QString tensorReason(const estimate::Layout &l, const Accelerator &acc)
{
    if (l.tp == 1)
        return QCoreApplication::translate("cp::Planner", "TP=1: every GPU holds whole layers, so no tensor-parallel traffic is needed.");
    if (acc.isPcieOnly())
        return QCoreApplication::translate("cp::Planner", "TP=%1 runs over %2 (no NVLink): it is slow, but the model needs it to fit.").arg(l.tp).arg(scaleUpFabricText(acc.scaleUpFabric));
    return QCoreApplication::translate("cp::Planner", "TP=%1 stays inside %2 within one %3-GPU node.").arg(l.tp).arg(scaleUpFabricText(acc.scaleUpFabric)).arg(acc.gpusPerNode);
}

QString pipelineReason(const PlanRequest &req, const Candidate &c, const Catalog &catalog)
{
    const estimate::Layout &l = c.estimate.layout;
    if (l.pp == 1)
        return QCoreApplication::translate("cp::Planner", "PP=1: the model fits without pipeline stages, so there is no pipeline bubble.");
    estimate::EstimateInput probe = inputFor(req, c.accelerator, c.gpus);
    probe.layout.tp = l.tp;
    probe.layout.pp = 1;
    probe.layout.interleave = 1;
    const auto single = estimate::estimate(probe, catalog);
    if (!single || !single->memory.fits)
        return QCoreApplication::translate("cp::Planner", "PP=%1 because the weights and optimizer states do not fit with TP=%2 alone.").arg(l.pp).arg(l.tp);
    return QCoreApplication::translate("cp::Planner", "PP=%1 is faster than no pipeline at this scale (less data-parallel traffic per GPU, bubble %2%).")
        .arg(l.pp)
        .arg(100.0 * c.estimate.time.bubbleS / std::max(c.estimate.iterationTimeS, 1e-12), 0, 'f', 1);
}

/// An accelerator's name for a sentence ("L40S 48GB"), its id when the catalog has none.
QString acceleratorName(const Catalog &catalog, const QString &id)
{
    const Accelerator *a = catalog.accelerator(id);
    return a && !a->name.isEmpty() ? a->name : id;
}

/// The activation-recompute mode in the UI language ("none", "selective", "full" in English).
QString recomputeWord(const QString &mode)
{
    if (mode == QLatin1String("none"))
        return QCoreApplication::translate("cp::Planner", "none", "activation recompute mode");
    if (mode == QLatin1String("selective"))
        return QCoreApplication::translate("cp::Planner", "selective", "activation recompute mode");
    if (mode == QLatin1String("full"))
        return QCoreApplication::translate("cp::Planner", "full", "activation recompute mode");
    return mode;
}

QString memoryReason(const estimate::Estimate &e)
{
    const estimate::Layout &l = e.layout;
    QString zero = l.zero > 0
        ? QCoreApplication::translate("cp::Planner", "ZeRO-%1 shards optimizer states over the %2 data-parallel ranks").arg(l.zero).arg(l.dp)
        : QCoreApplication::translate("cp::Planner", "no ZeRO sharding is needed");
    QString reason = QCoreApplication::translate("cp::Planner", "%1; %2 recompute, micro-batch %3; %4 of %5 GiB per GPU used.")
                         .arg(zero, recomputeWord(estimate::toString(l.recompute)))
                         .arg(l.microBatch)
                         .arg(e.memory.totalGiB, 0, 'f', 1)
                         .arg(e.memory.usableGiB, 0, 'f', 1);
    // The fit rule (estimate's applyFitRule) let it in within the margin only because its P90 fits.
    if (e.memory.withinMargin)
        reason += QLatin1Char(' ')
            + QCoreApplication::translate("cp::Planner", "Within the %1% memory margin: P50 %2 GiB, P90 %3 GiB.")
                  .arg(e.memory.marginPct, 0, 'f', 0)
                  .arg(e.memory.p50GiB, 0, 'f', 1)
                  .arg(e.memory.p90GiB, 0, 'f', 1);
    return reason;
}

QString priceBasis(const HourlyPrice &p, const Catalog &catalog)
{
    const QString names = priceKeyNames(p.keys, catalog).join(QStringLiteral("; "));
    return p.derivedFromLease
        ? QCoreApplication::translate("cp::Planner", "derived from the bare-metal lease (%1), an assumption to confirm").arg(names)
        : names;
}

QStringList reasonsFor(const PlanRequest &req, const Candidate &c, const Catalog &catalog, std::optional<double> costCap)
{
    const Accelerator *acc = catalog.accelerator(c.accelerator);
    QStringList r { objectiveReason(req, costCap), tensorReason(c.estimate.layout, *acc), pipelineReason(req, c, catalog), memoryReason(c.estimate) };
    r << QCoreApplication::translate("cp::Planner", "%1 × %2 finish in %3 (%4 GPU-hours, MFU %5%) for %6 at %7 per GPU-hour (%8).")
             .arg(units::formatNumber(c.gpus, 0, QLocale()), acc->name, daysText(c.days), units::formatNumber(c.gpuHours, 0, QLocale()),
                 units::formatNumber(c.estimate.mfu * 100.0, 1, QLocale()), money(c.costCny), hourlyPrice(c.price.cnyPerGpuHour), priceBasis(c.price, catalog));
    if (c.price.spotGoodput < 1.0)
        r << QCoreApplication::translate("cp::Planner", "Spot: preemptions and restarts stretch the run by %1%.").arg((1.0 / c.price.spotGoodput - 1.0) * 100.0, 0, 'f', 1);
    QString billing = QCoreApplication::translate("cp::Planner", "Billing: %1, the cheapest way of paying available for this run")
                          .arg(billingName(c.billing));
    if (!c.billingNote.isEmpty())
        billing += QCoreApplication::translate("cp::Planner", "; ") + c.billingNote;
    //: a sentence's full stop (zh: 。)
    r << QCoreApplication::translate("cp::Planner", "%1.").arg(billing);
    if (c.availability.known && c.availability.status != AvailabilityStatus::Available) {
        QString limit = c.availability.maxGpusPerOrder
            ? QCoreApplication::translate("cp::Planner", " Up to %1 GPUs per order.").arg(*c.availability.maxGpusPerOrder)
            : QString();
        r << QCoreApplication::translate("cp::Planner", "%1 is %2 for %3 in mainland China: %4 (as of %5).")
                    .arg(acc->name, statusName(c.availability.status), channelName(c.availability.channel), sourceText(c.availability),
                        c.availability.asOf)
                + limit;
    }
    return r;
}

Infeasibility explainInfeasible(const PlanRequest &req, const SearchOutcome &s, const Catalog &catalog)
{
    Infeasibility inf;
    QList<Candidate> inTime, inBudget;
    for (const Candidate &c : s.priced) {
        if (meetsDeadline(req, c))
            inTime << c;
        if (meetsBudget(req, c))
            inBudget << c;
    }
    if (s.priced.isEmpty()) {
        inf.message = QCoreApplication::translate("cp::Planner", "No allowed accelerator can hold this model and run at up to %1 GPUs with a known price.").arg(req.maxGpus);
    } else {
        inf.message = QCoreApplication::translate("cp::Planner", "No plan meets both the deadline and the budget.");
    }
    if (req.deadlineDays && !inTime.isEmpty()) {
        const Candidate c = *best(inTime, Objective::Cheapest);
        inf.minBudgetCny = c.costCny;
        inf.suggestions << QCoreApplication::translate("cp::Planner", "A budget of %1 meets the %2 deadline (%3 × %4, %5).")
                               .arg(money(c.costCny), daysText(*req.deadlineDays))
                               .arg(c.gpus)
                               .arg(acceleratorName(catalog, c.accelerator), daysText(c.days));
    } else if (req.deadlineDays && !s.priced.isEmpty()) {
        const Candidate c = *best(s.priced, Objective::Fastest);
        inf.fastestDays = c.days;
        inf.suggestions << QCoreApplication::translate("cp::Planner", "Even the fastest plan (%1 × %2) takes %3: extend the deadline or allow more GPUs.")
                               .arg(c.gpus)
                               .arg(acceleratorName(catalog, c.accelerator), daysText(c.days));
    }
    if (req.budgetCny && !inBudget.isEmpty()) {
        const Candidate c = *best(inBudget, Objective::Fastest);
        inf.earliestDays = c.days;
        inf.suggestions << QCoreApplication::translate("cp::Planner", "Within the %1 budget the earliest finish is %2 (%3 × %4).")
                               .arg(money(*req.budgetCny), daysText(c.days))
                               .arg(c.gpus)
                               .arg(acceleratorName(catalog, c.accelerator));
    } else if (req.budgetCny && !s.priced.isEmpty()) {
        const Candidate c = *best(s.priced, Objective::Cheapest);
        inf.minBudgetCny = inf.minBudgetCny ? std::min(*inf.minBudgetCny, c.costCny) : c.costCny;
        if (!req.deadlineDays)
            inf.suggestions << QCoreApplication::translate("cp::Planner", "The cheapest plan costs %1 (%2 × %3, %4).")
                                   .arg(money(c.costCny))
                                   .arg(c.gpus)
                                   .arg(acceleratorName(catalog, c.accelerator), daysText(c.days));
    }
    return inf;
}

/// A request with a cheaper mode or a smaller model, searched without further alternatives.
std::optional<Candidate> feasibleWith(const PlanRequest &req, const Catalog &catalog, SearchOutcome &work)
{
    const SearchOutcome s = search(req, catalog);
    work.candidates += s.candidates;
    work.layouts += s.layouts;
    const QList<Candidate> ok = feasible(req, paretoFront(s.priced));
    return best(ok, req.objective, fastestCostCap(req, ok));
}

void addAlternatives(const PlanRequest &req, const Catalog &catalog, SearchOutcome &work, Infeasibility &inf)
{
    QList<TrainingMode> modes;
    if (req.training.mode == TrainingMode::Full)
        modes = { TrainingMode::Lora, TrainingMode::Qlora };
    else if (req.training.mode == TrainingMode::Lora)
        modes = { TrainingMode::Qlora };
    for (const TrainingMode m : modes) {
        PlanRequest alt = req;
        alt.training.mode = m;
        if (const auto c = feasibleWith(alt, catalog, work)) {
            inf.alternatives << Alternative { QStringLiteral("mode:") + estimate::toString(m), *c,
                QCoreApplication::translate("cp::Planner", "%1 instead: %2 × %3 for %4 in %5.")
                    .arg(estimate::toString(m))
                    .arg(c->gpus)
                    .arg(acceleratorName(catalog, c->accelerator), money(c->costCny), daysText(c->days)) };
            break;
        }
    }
    if (!inf.alternatives.isEmpty())
        return;
    const double params = estimate::parameterCounts(req.model).total;
    QList<estimate::ModelSpec> smaller;
    for (const estimate::ModelSpec &m : estimate::presets()) {
        if (estimate::parameterCounts(m).total < params * 0.9)
            smaller << m;
    }
    std::sort(smaller.begin(), smaller.end(), [](const estimate::ModelSpec &a, const estimate::ModelSpec &b) {
        return estimate::parameterCounts(a).total > estimate::parameterCounts(b).total;
    });
    for (qsizetype i = 0; i < std::min<qsizetype>(smaller.size(), kSmallerModelsTried); ++i) {
        PlanRequest alt = req;
        alt.model = smaller.at(i);
        if (const auto c = feasibleWith(alt, catalog, work)) {
            inf.alternatives << Alternative { QStringLiteral("model:") + alt.model.id, *c,
                QCoreApplication::translate("cp::Planner", "A smaller model, %1: %2 × %3 for %4 in %5.")
                    .arg(modelPresetName(alt.model.id))
                    .arg(c->gpus)
                    .arg(acceleratorName(catalog, c->accelerator), money(c->costCny), daysText(c->days)) };
            break;
        }
    }
}

/// Estimates the request's own configuration and warns when it misses the deadline.
void checkOwnConfiguration(const PlanRequest &req, const Catalog &catalog, PlanResult &result)
{
    const Accelerator *acc = catalog.accelerator(req.ownAccelerator);
    if (!acc || req.ownGpus < 1)
        return;
    OwnConfiguration own { acc->id, req.ownGpus, std::nullopt, true };
    estimate::EstimateInput in = inputFor(req, acc->id, req.ownGpus);
    if (const auto e = estimate::estimate(in, catalog); e && e->memory.fits && e->run)
        own.days = e->run->trainDays;
    if (own.days && req.deadlineDays && *own.days > *req.deadlineDays) {
        own.meetsDeadline = false;
        result.warnings << QCoreApplication::translate("cp::Planner", "Your configuration, %1 × %2, needs %3; the deadline is %4.")
                               .arg(units::formatNumber(req.ownGpus, 0, QLocale()), acc->name, daysText(*own.days),
                                   daysText(*req.deadlineDays));
    }
    result.own = own;
}

advice::AdviceInput adviceInput(const PlanRequest &req, const Candidate &c, const NetworkPlan &net, const StoragePlan &storage, const Catalog &catalog)
{
    advice::AdviceInput a;
    a.accelerator = *catalog.accelerator(c.accelerator);
    a.fabricId = net.fabric;
    a.fabricGbpsPerGpu = net.perGpuGbps;
    a.gpus = c.gpus;
    a.layout = c.estimate.layout;
    a.mode = req.training.mode;
    a.precision = req.training.precision;
    a.pay = req.pay;
    a.checkpointing = req.site.checkpointing;
    a.dataStorage = req.site.dataStorage;
    a.smallFiles = req.site.smallFiles;
    a.dataRegion = req.site.dataRegion;
    a.computeRegion = req.site.computeRegion;
    a.datasetTB = storage.datasetTB;
    return a;
}

} // namespace

QString rejectReasonId(RejectReason r)
{
    switch (r) {
    case RejectReason::Memory:
        return QStringLiteral("memory");
    case RejectReason::Divisibility:
        return QStringLiteral("divisibility");
    case RejectReason::Deadline:
        return QStringLiteral("deadline");
    case RejectReason::Budget:
        return QStringLiteral("budget");
    case RejectReason::MissingPrice:
        return QStringLiteral("missing_price");
    case RejectReason::Availability:
        return QStringLiteral("availability");
    case RejectReason::Fabric:
        break;
    }
    return QStringLiteral("fabric");
}

QList<int> gpuCounts(int gpusPerNode, int maxGpus, bool partialNodes)
{
    QList<int> counts;
    const int perNode = std::max(1, gpusPerNode);
    if (partialNodes) {
        for (int g = 1; g < perNode && g <= maxGpus; g *= 2)
            counts << g;
    }
    for (int nodes = 1; nodes * perNode <= maxGpus; nodes *= 2) {
        counts << nodes * perNode;
        if (nodes >= 2 && nodes / 2 * 3 * perNode <= maxGpus)
            counts << nodes / 2 * 3 * perNode;
    }
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

bool dominates(const Candidate &a, const Candidate &b)
{
    return a.days <= b.days && a.costCny <= b.costCny && (a.days < b.days || a.costCny < b.costCny);
}

QList<Candidate> paretoFront(const QList<Candidate> &candidates)
{
    QList<Candidate> sorted = candidates;
    std::sort(sorted.begin(), sorted.end(), [](const Candidate &a, const Candidate &b) {
        return a.days < b.days || (a.days == b.days && a.costCny < b.costCny);
    });
    QList<Candidate> front;
    for (const Candidate &c : sorted) {
        if (front.isEmpty() || c.costCny < front.last().costCny)
            front << c;
    }
    // Near-dominated points: from the fastest, drop a point a faster kept one costs at most
    // kParetoTolerance more than; then from the cheapest, drop a point a cheaper kept one is at
    // most kParetoTolerance slower than.
    QList<Candidate> byCost;
    for (const Candidate &c : std::as_const(front)) {
        if (byCost.isEmpty() || byCost.last().costCny > c.costCny * (1.0 + kParetoTolerance))
            byCost << c;
    }
    QList<Candidate> out;
    for (qsizetype i = byCost.size() - 1; i >= 0; --i) {
        const Candidate &c = byCost.at(i);
        if (out.isEmpty() || out.last().days > c.days * (1.0 + kParetoTolerance))
            out << c;
    }
    std::reverse(out.begin(), out.end());
    return out;
}

Expected<PlanResult> plan(const PlanRequest &req, const Catalog &catalog)
{
    if (const Errors e = validateRequest(req, catalog); !e.isEmpty())
        return e;
    SearchOutcome s = search(req, catalog);
    PlanResult result;
    result.pareto = paretoFront(s.priced);
    const QList<Candidate> ok = feasible(req, result.pareto);
    result.costCapCny = fastestCostCap(req, ok);
    const std::optional<Candidate> chosen = best(ok, req.objective, result.costCapCny);
    rejectByConstraints(req, s.priced, s.rejected);
    result.rejected = groupRejections(s.rejected);
    result.excluded = s.excluded;
    checkOwnConfiguration(req, catalog, result);
    if (chosen) {
        result.recommended = Recommendation { *chosen, reasonsFor(req, *chosen, catalog, result.costCapCny) };
    } else {
        Infeasibility inf = explainInfeasible(req, s, catalog);
        addAlternatives(req, catalog, s, inf);
        for (const Alternative &a : inf.alternatives)
            inf.suggestions << a.message;
        if (!s.excluded.isEmpty()) {
            QStringList ids;
            for (const Exclusion &x : s.excluded)
                ids << x.accelerator;
            inf.suggestions << QCoreApplication::translate("cp::Planner", "Not searched because they cannot be obtained in mainland China: %1. "
                                                                          "Include unavailable accelerators to search them.")
                                   .arg(ids.join(QStringLiteral(", ")));
        }
        result.infeasible = inf;
    }
    result.candidatesEvaluated = s.candidates;
    result.layoutsEvaluated = s.layouts;

    const std::optional<Candidate> sized = chosen ? chosen : best(s.priced, Objective::Cheapest);
    if (sized) {
        estimate::EstimateInput in = inputFor(req, sized->accelerator, sized->gpus);
        in.layout = fixedLayout(sized->estimate.layout);
        result.network = sizeNetwork(in, catalog);
        const auto egress = egressPricePerGb(req.priceOverrides, catalog);
        result.storage = sizeStorage(req, sized->estimate, sized->gpus, egress ? egress->cnyPerGpuHour : -1.0);
        if (egress) {
            result.storage.priceKeys = egress->keys;
            result.storage.assumptionKeys = egress->assumptionKeys;
        }
        result.advice = advice::adviseAll(adviceInput(req, *sized, result.network, result.storage, catalog));
        result.assumptions << sized->estimate.assumptions;
        if (sized->price.derivedFromLease)
            result.assumptions << QCoreApplication::translate("cp::Planner", "%1 has no cloud price: its hourly price is the bare-metal lease / 8 GPUs / 730 h (an assumption).").arg(sized->accelerator);
    }
    return result;
}

} // namespace cp::planner
