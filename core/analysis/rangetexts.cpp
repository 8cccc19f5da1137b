#include "core/analysis/rangetexts.h"

#include "core/bridge/engineinputs.h"
#include "core/units/format.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>

namespace cp::analysis {

namespace {

/// The range's name in Ranges::kpis for a KPI id, and how the KPI formats its value (as
/// planreport.cpp formats the point figure).
/// `format(value, reference, locale)` writes value in the unit reference (the range's P50) gets,
/// so the three figures of a range share one unit.
struct Mapping {
    const char *kpi;
    const char *range;
    std::function<QString(double, double, const QLocale &)> format;
};

const QList<Mapping> &mappings()
{
    static const QList<Mapping> m {
        { "memory_per_gpu", "memory_gib.total", [](double v, double, const QLocale &l) -> QString { return units::formatBytes(units::gib(v), l); } },
        { "mfu", "mfu", [](double v, double, const QLocale &l) -> QString { return units::formatPercent(v, 1, l); } },
        { "tokens_per_s_per_gpu", "tokens_per_s_per_gpu", [](double v, double, const QLocale &l) -> QString { return units::formatNumber(v, 0, l); } },
        { "train_days", "train_days",
            [](double v, double ref, const QLocale &l) -> QString { return units::formatDurationLike(units::days(v), units::days(ref), l); } },
        { "gpu_hours", "gpu_hours",
            [](double v, double, const QLocale &l) -> QString { return QCoreApplication::translate("cp::Analysis", "%1 GPU-h").arg(units::formatNumber(v, 0, l)); } },
        { "inference_cards", "cards", [](double v, double, const QLocale &l) -> QString { return units::formatNumber(v, 0, l); } },
        { "inference_replicas", "replicas", [](double v, double, const QLocale &l) -> QString { return units::formatNumber(v, 0, l); } },
    };
    return m;
}

QString money(double v, double reference, const QLocale &l)
{
    return units::formatMoneyLike(units::yuan(v), units::yuan(reference), l);
}

KpiRange makeRange(const QString &id, const uncertainty::Quantiles &q, const std::function<QString(double, double, const QLocale &)> &format,
    const QLocale &locale)
{
    KpiRange r { id, q, format(q.p10, q.p50, locale), format(q.p50, q.p50, locale), format(q.p90, q.p50, locale), {} };
    //: a range beside a figure: the 10th, 50th and 90th percentile of the Monte Carlo run
    r.text = QCoreApplication::translate("cp::Analysis", "P10 %1 · P50 %2 · P90 %3").arg(r.p10, r.p50, r.p90);
    return r;
}

QString quantilesText(const uncertainty::Quantiles &q, const QLocale &locale)
{
    return makeRange({}, q, money, locale).text;
}

} // namespace

QList<KpiRange> kpiRanges(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale)
{
    QList<KpiRange> out;
    for (const Kpi &kpi : report.kpis) {
        if (kpi.id == QLatin1String("tco_best")) {
            const uncertainty::OptionRange *o = report.tco ? ranges.option(report.tco->verdict.recommended) : nullptr;
            const tco::OptionResult *point = report.tco ? report.tco->option(report.tco->verdict.recommended) : nullptr;
            // The tile's own figure picks the band: the ranking basis's NPV when it shows that, else the cash total.
            const bool showsNpv = point && point->totalCny != point->decisionNpvCny && kpi.value == point->decisionNpvCny;
            if (o)
                out << makeRange(kpi.id, showsNpv ? o->npv : o->total, money, locale);
            continue;
        }
        for (const Mapping &m : mappings()) {
            if (kpi.id != QLatin1String(m.kpi))
                continue;
            if (const uncertainty::Quantiles *q = ranges.kpi(QLatin1String(m.range)))
                out << makeRange(kpi.id, *q, m.format, locale);
        }
    }
    return out;
}

QList<OptionChance> optionChances(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale)
{
    QList<OptionChance> out;
    if (!report.tco)
        return out;
    // A hybrid that owns nothing is on demand under another name (tco::TcoResult::
    // duplicatesOnDemand): its chance is on demand's, so the shares name each way of paying once.
    double foldedIntoOnDemand = 0;
    for (const tco::OptionResult &o : report.tco->options) {
        const uncertainty::OptionRange *r = ranges.option(o.id);
        if (!r)
            continue;
        if (report.tco->duplicatesOnDemand(o))
            foldedIntoOnDemand += r->probabilityCheapest;
        else
            out << OptionChance { o.id, o.name, r->probabilityCheapest, quantilesText(r->total, locale), quantilesText(r->npv, locale) };
    }
    const QString onDemand = tco::optionId(tco::OptionKind::OnDemand);
    for (OptionChance &c : out) {
        if (c.id == onDemand)
            c.probability += foldedIntoOnDemand;
    }
    std::stable_sort(out.begin(), out.end(), [](const OptionChance &a, const OptionChance &b) { return a.probability > b.probability; });
    return out;
}

QList<QString> chanceTexts(const QList<double> &probabilities, const QLocale &locale)
{
    // Whole percentages that add up to 100 (largest remainder); a share that rounds to 0 reads
    // "<1%", and then the largest one reads ">99%" rather than 100% beside it.
    QList<int> whole;
    QList<std::pair<double, qsizetype>> remainders;
    int sum = 0;
    double total = 0;
    for (const double p : probabilities)
        total += p;
    for (qsizetype i = 0; i < probabilities.size(); ++i) {
        const double pct = total > 0 ? probabilities.at(i) / total * 100 : 0;
        whole << int(std::floor(pct));
        sum += whole.constLast();
        remainders << std::pair { pct - whole.constLast(), i };
    }
    std::stable_sort(remainders.begin(), remainders.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (qsizetype k = 0; k < remainders.size() && sum < 100 && total > 0; ++k, ++sum)
        ++whole[remainders.at(k).second];
    const bool anyTiny = std::any_of(whole.cbegin(), whole.cend(), [](int w) { return w == 0; });
    QList<QString> out;
    for (const int w : whole) {
        if (w == 0)
            out << QCoreApplication::translate("cp::Analysis", "<1%");
        else if (w == 100 && anyTiny)
            out << QCoreApplication::translate("cp::Analysis", ">99%");
        else
            out << units::formatNumber(w, 0, locale) + QLatin1Char('%');
    }
    return out;
}

QString probabilitySentence(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale)
{
    QList<OptionChance> chances = optionChances(report, ranges, locale);
    chances.removeIf([](const OptionChance &c) { return c.probability <= 0; });
    QList<double> probabilities;
    for (const OptionChance &c : std::as_const(chances))
        probabilities << c.probability;
    const QList<QString> shares = chanceTexts(probabilities, locale);
    QStringList parts;
    for (qsizetype i = 0; i < chances.size(); ++i) {
        //: part of "Cheapest in 55% of cases: Cloud on demand; 38%: Build your own"; %1 share, %2 option
        parts << (parts.isEmpty() ? QCoreApplication::translate("cp::Analysis", "Cheapest in %1 of cases: %2") : QCoreApplication::translate("cp::Analysis", "%1: %2"))
                     .arg(shares.at(i), chances.at(i).name);
    }
    if (parts.isEmpty())
        return {};
    return parts.join(QCoreApplication::translate("cp::Analysis", "; ")) + QCoreApplication::translate("cp::Analysis", ".");
}

QString rangeBasis(const uncertainty::Ranges &ranges, const QLocale &locale)
{
    //: how the ranges were computed: %1 number of Monte Carlo samples
    return QCoreApplication::translate("cp::Analysis", "%1 samples").arg(units::formatNumber(ranges.samples, 0, locale));
}

QString rangeReproduction(const uncertainty::Ranges &ranges, const QLocale &locale)
{
    //: %1 number of Monte Carlo samples, %2 the random seed
    return QCoreApplication::translate("cp::Analysis", "%1 samples, seed %2").arg(units::formatNumber(ranges.samples, 0, locale)).arg(ranges.seed);
}

QString pilotPointLine(const calibrate::PilotPoint &p, const QLocale &locale)
{
    const Accelerator *acc = Catalog::builtIn().accelerator(p.accelerator);
    const QString ratio = QStringLiteral("×%1");
    QStringList parts;
    if (const auto tps = calibrate::measuredTokensPerSecond(p))
        //: a pilot run: %1 measured, %2 predicted tokens/s per GPU, %3 the ratio (×0.80)
        parts << QCoreApplication::translate("cp::Analysis", "%1 tokens/s per GPU measured, %2 predicted (%3)")
                     .arg(units::formatNumber(*tps, 0, locale), units::formatNumber(p.predictedTokensPerS, 0, locale),
                         ratio.arg(units::formatNumber(calibrate::throughputRatio(p).value_or(1), 3, locale)));
    if (p.measuredPeakGiB)
        //: a pilot run: %1 measured, %2 predicted peak memory in GiB, %3 the ratio
        parts << QCoreApplication::translate("cp::Analysis", "peak %1 GiB per GPU measured, %2 predicted (%3)")
                     .arg(units::formatNumber(*p.measuredPeakGiB, 1, locale), units::formatNumber(p.predictedPeakGiB, 1, locale),
                         ratio.arg(units::formatNumber(calibrate::memoryRatio(p).value_or(1), 3, locale)));
    const QString source = p.framework.isEmpty() ? QCoreApplication::translate("cp::Analysis", "typed in") : QCoreApplication::translate("cp::Analysis", "log: %1").arg(p.framework);
    //: %1 accelerator, %2 date, %3 who, %4 typed in / log, %5 the measurements
    return QCoreApplication::translate("cp::Analysis", "%1, %2 by %3 (%4): %5")
        .arg(acc ? acc->name : p.accelerator, units::formatDate(p.createdAt.toLocalTime().date()), p.createdBy,
            source, parts.join(QStringLiteral("; ")));
}

QList<calibrate::PilotPoint> pointsForPlan(const PlanReport &report, const QList<calibrate::PilotPoint> &points)
{
    const QString acc = bridge::primaryAccelerator(report.scenario);
    QList<calibrate::PilotPoint> out;
    for (const calibrate::PilotPoint &p : points)
        if (p.accelerator == acc)
            out << p;
    return out;
}

} // namespace cp::analysis
