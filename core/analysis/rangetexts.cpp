#include "core/analysis/rangetexts.h"

#include "core/bridge/engineinputs.h"
#include "core/units/format.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace cp::analysis {

namespace {

/// The range's name in Ranges::kpis for a KPI id, and how the KPI formats its value (as
/// planreport.cpp formats the point figure).
struct Mapping {
    const char *kpi;
    const char *range;
    std::function<QString(double, const QLocale &)> format;
};

const QList<Mapping> &mappings()
{
    static const QList<Mapping> m {
        { "memory_per_gpu", "memory_gib.total", [](double v, const QLocale &l) -> QString { return units::formatBytes(units::gib(v), l); } },
        { "mfu", "mfu", [](double v, const QLocale &l) -> QString { return units::formatNumber(v * 100, 1, l) + QLatin1Char('%'); } },
        { "tokens_per_s_per_gpu", "tokens_per_s_per_gpu", [](double v, const QLocale &l) -> QString { return units::formatNumber(v, 0, l); } },
        { "train_days", "train_days", [](double v, const QLocale &l) -> QString { return units::formatDuration(units::days(v), l); } },
        { "gpu_hours", "gpu_hours",
            [](double v, const QLocale &l) -> QString { return QCoreApplication::translate("cp::Analysis", "%1 GPU-h").arg(units::formatNumber(v, 0, l)); } },
        { "inference_cards", "cards", [](double v, const QLocale &l) -> QString { return units::formatNumber(v, 0, l); } },
        { "inference_replicas", "replicas", [](double v, const QLocale &l) -> QString { return units::formatNumber(v, 0, l); } },
    };
    return m;
}

QString money(double v, const QLocale &l) { return units::formatMoney(units::yuan(v), units::MoneyStyle::Compact, l); }

KpiRange makeRange(const QString &id, const uncertainty::Quantiles &q, const std::function<QString(double, const QLocale &)> &format,
    const QLocale &locale)
{
    KpiRange r { id, q, format(q.p10, locale), format(q.p50, locale), format(q.p90, locale), {} };
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
    for (const tco::OptionResult &o : report.tco->options) {
        if (const uncertainty::OptionRange *r = ranges.option(o.id))
            out << OptionChance { o.id, o.name, r->probabilityCheapest, quantilesText(r->total, locale), quantilesText(r->npv, locale) };
    }
    std::stable_sort(out.begin(), out.end(), [](const OptionChance &a, const OptionChance &b) { return a.probability > b.probability; });
    return out;
}

QString probabilitySentence(const PlanReport &report, const uncertainty::Ranges &ranges, const QLocale &locale)
{
    QStringList parts;
    for (const OptionChance &c : optionChances(report, ranges, locale)) {
        if (c.probability <= 0)
            continue;
        const QString pct = c.probability < 0.005 ? QCoreApplication::translate("cp::Analysis", "<1%") : units::formatNumber(c.probability * 100, 0, locale) + QLatin1Char('%');
        //: part of "Cheapest in 55% of cases: Cloud on demand; 38%: Build your own"; %1 share, %2 option
        parts << (parts.isEmpty() ? QCoreApplication::translate("cp::Analysis", "Cheapest in %1 of cases: %2") : QCoreApplication::translate("cp::Analysis", "%1: %2")).arg(pct, c.name);
    }
    if (parts.isEmpty())
        return {};
    return parts.join(QCoreApplication::translate("cp::Analysis", "; ")) + QCoreApplication::translate("cp::Analysis", ".");
}

QString rangeBasis(const uncertainty::Ranges &ranges, const QLocale &locale)
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
        .arg(acc ? acc->name : p.accelerator, locale.toString(p.createdAt.toLocalTime().date(), QLocale::ShortFormat), p.createdBy,
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
