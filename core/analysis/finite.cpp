#include "core/analysis/finite.h"

#include "core/analysis/planreport.h"

#include <QCoreApplication>

#include <cmath>
#include <optional>

namespace cp::analysis {

namespace {

// Collects the paths of non-finite numbers under a prefix.
class Finder {
public:
    explicit Finder(QStringList &found, QString prefix = {})
        : m_found(found)
        , m_prefix(std::move(prefix))
    {
    }

    Finder at(const QString &name) const { return Finder(m_found, m_prefix + name + QLatin1Char('.')); }
    Finder at(const QString &name, qsizetype index) const
    {
        return Finder(m_found, m_prefix + name + QLatin1Char('[') + QString::number(index) + QStringLiteral("]."));
    }

    void operator()(const char *name, double v) const
    {
        if (!std::isfinite(v))
            m_found << m_prefix + QLatin1String(name);
    }
    void operator()(const char *name, const std::optional<double> &v) const
    {
        if (v)
            (*this)(name, *v);
    }

private:
    QStringList &m_found;
    QString m_prefix;
};

void check(const Finder &f, const estimate::ParameterCounts &p)
{
    f("total", p.total);
    f("active", p.active);
    f("embedding", p.embedding);
    f("attentionPerLayer", p.attentionPerLayer);
    f("denseFfnPerLayer", p.denseFfnPerLayer);
    f("expertFfn", p.expertFfn);
    f("routerPerLayer", p.routerPerLayer);
    f("normsPerLayer", p.normsPerLayer);
}

void check(const Finder &f, const estimate::MemoryBreakdown &m)
{
    f("weightsGiB", m.weightsGiB);
    f("gradientsGiB", m.gradientsGiB);
    f("optimizerGiB", m.optimizerGiB);
    f("activationsGiB", m.activationsGiB);
    f("logitsGiB", m.logitsGiB);
    f("overheadGiB", m.overheadGiB);
    f("modelStatesGiB", m.modelStatesGiB);
    f("totalGiB", m.totalGiB);
    f("capacityGiB", m.capacityGiB);
    f("usableGiB", m.usableGiB);
}

void check(const Finder &f, const estimate::TimeBreakdown &t)
{
    f("computeS", t.computeS);
    f("tensorParallelS", t.tensorParallelS);
    f("pipelineS", t.pipelineS);
    f("bubbleS", t.bubbleS);
    f("dataParallelS", t.dataParallelS);
}

void check(const Finder &f, const estimate::RunTotals &r)
{
    f("tokens", r.tokens);
    f("steps", r.steps);
    f("trainDays", r.trainDays);
    f("gpuHours", r.gpuHours);
    f("gpuHoursIdeal", r.gpuHoursIdeal);
    f("goodput", r.goodput);
    f("checkpointIntervalHours", r.checkpointIntervalHours);
    f("jobMtbfHours", r.jobMtbfHours);
}

void check(const Finder &f, const estimate::Estimate &e)
{
    check(f.at(QStringLiteral("parameters")), e.parameters);
    f("trainableParameters", e.trainableParameters);
    check(f.at(QStringLiteral("memory")), e.memory);
    check(f.at(QStringLiteral("time")), e.time);
    f("iterationTimeS", e.iterationTimeS);
    f("tokensPerSecondPerGpu", e.tokensPerSecondPerGpu);
    f("modelTflopsPerGpu", e.modelTflopsPerGpu);
    f("hardwareTflopsPerGpu", e.hardwareTflopsPerGpu);
    f("mfu", e.mfu);
    f("hfu", e.hfu);
    f("gemmEfficiency", e.gemmEfficiency);
    f("peakTflops", e.peakTflops);
    f("modelFlopsPerToken", e.modelFlopsPerToken);
    if (e.run)
        check(f.at(QStringLiteral("run")), *e.run);
}

void check(const Finder &f, const planner::Candidate &c)
{
    check(f.at(QStringLiteral("estimate")), c.estimate);
    f("days", c.days);
    f("gpuHours", c.gpuHours);
    f("costCny", c.costCny);
    f("price.cnyPerGpuHour", c.price.cnyPerGpuHour);
    f("price.spotGoodput", c.price.spotGoodput);
}

void check(const Finder &f, const planner::StoragePlan &s)
{
    f("datasetTB", s.datasetTB);
    f("checkpointGB", s.checkpointGB);
    f("checkpointBytesPerParam", s.checkpointBytesPerParam);
    f("checkpointStorageTB", s.checkpointStorageTB);
    f("totalTB", s.totalTB);
    f("targetSaveSeconds", s.targetSaveSeconds);
    f("checkpointWriteGBps", s.checkpointWriteGBps);
    f("loaderReadGBps", s.loaderReadGBps);
    f("egressGB", s.egressGB);
    f("egressCostCny", s.egressCostCny);
}

void check(const Finder &f, const tco::OptionResult &o)
{
    for (qsizetype i = 0; i < o.monthly.size(); ++i) {
        const Finder m = f.at(QStringLiteral("monthly"), i);
        m("cashCny", o.monthly.at(i).cashCny);
        m("cumulativeCny", o.monthly.at(i).cumulativeCny);
        m("depreciationCny", o.monthly.at(i).depreciationCny);
        m("accountingCny", o.monthly.at(i).accountingCny);
    }
    for (qsizetype i = 0; i < o.lineItems.size(); ++i)
        f.at(QStringLiteral("lineItems"), i)("totalCny", o.lineItems.at(i).totalCny);
    f("totalCny", o.totalCny);
    f("residualCny", o.residualCny);
    f("accountingTotalCny", o.accountingTotalCny);
    f("npvCny", o.npvCny);
    f("effectiveCnyPerGpuHour", o.effectiveCnyPerGpuHour);
    f("costPerRunCny", o.costPerRunCny);
    f("costPerMillionTokensCny", o.costPerMillionTokensCny);
    f("utilisation", o.utilisation);
}

} // namespace

QStringList nonFiniteNumbers(const estimate::Estimate &e)
{
    QStringList found;
    check(Finder(found), e);
    return found;
}

QStringList nonFiniteNumbers(const estimate::InferenceEstimate &e)
{
    QStringList found;
    const Finder f(found);
    f("weightsGiBPerCard", e.weightsGiBPerCard);
    f("kvBytesPerToken", e.kvBytesPerToken);
    f("kvCacheGiBPerRequest", e.kvCacheGiBPerRequest);
    f("kvCacheGiBPerCard", e.kvCacheGiBPerCard);
    f("memoryGiBPerCard", e.memoryGiBPerCard);
    f("ttftS", e.ttftS);
    f("tpotS", e.tpotS);
    f("prefillTokensPerS", e.prefillTokensPerS);
    f("decodeTokensPerS", e.decodeTokensPerS);
    f("requestsPerSPerReplica", e.requestsPerSPerReplica);
    return found;
}

QStringList nonFiniteNumbers(const planner::PlanResult &r)
{
    QStringList found;
    const Finder f(found);
    if (r.recommended)
        check(f.at(QStringLiteral("recommended")), r.recommended->plan);
    for (qsizetype i = 0; i < r.pareto.size(); ++i)
        check(f.at(QStringLiteral("pareto"), i), r.pareto.at(i));
    if (r.infeasible) {
        const Finder inf = f.at(QStringLiteral("infeasible"));
        inf("minBudgetCny", r.infeasible->minBudgetCny);
        inf("earliestDays", r.infeasible->earliestDays);
        inf("fastestDays", r.infeasible->fastestDays);
        for (qsizetype i = 0; i < r.infeasible->alternatives.size(); ++i)
            check(inf.at(QStringLiteral("alternatives"), i), r.infeasible->alternatives.at(i).plan);
    }
    check(f.at(QStringLiteral("storage")), r.storage);
    f("network.perGpuGbps", r.network.perGpuGbps);
    f("network.slowdownOnTcp", r.network.slowdownOnTcp);
    return found;
}

QStringList nonFiniteNumbers(const tco::TcoResult &r)
{
    QStringList found;
    const Finder f(found);
    for (qsizetype i = 0; i < r.options.size(); ++i)
        check(f.at(QStringLiteral("options"), i), r.options.at(i));
    for (qsizetype i = 0; i < r.breakEven.size(); ++i)
        f.at(QStringLiteral("breakEven"), i)("month", r.breakEven.at(i).month);
    f("tornadoBaseCny", r.tornadoBaseCny);
    for (qsizetype i = 0; i < r.tornado.size(); ++i) {
        const Finder t = f.at(QStringLiteral("tornado"), i);
        t("lowCny", r.tornado.at(i).lowCny);
        t("highCny", r.tornado.at(i).highCny);
    }
    for (qsizetype i = 0; i < r.breakEvenCurve.size(); ++i) {
        const Finder c = f.at(QStringLiteral("breakEvenCurve"), i);
        c("utilisation", r.breakEvenCurve.at(i).utilisation);
        c("month", r.breakEvenCurve.at(i).month);
    }
    f("breakEvenUtilisation", r.breakEvenUtilisation);
    for (size_t i = 0; i < r.demandGpuHours.size(); ++i)
        f.at(QStringLiteral("demandGpuHours"), qsizetype(i))("value", r.demandGpuHours[i]);
    f("fxUsdCny", r.fxUsdCny);
    f("discountRate", r.discountRate);
    return found;
}

QStringList nonFiniteNumbers(const chart::ChartSpec &c)
{
    QStringList found;
    const Finder f(found, c.id + QLatin1Char('.'));
    for (qsizetype s = 0; s < c.series.size(); ++s) {
        const chart::ChartSeries &series = c.series.at(s);
        const Finder sf = f.at(QStringLiteral("series"), s);
        for (qsizetype i = 0; i < series.points.size(); ++i) {
            sf.at(QStringLiteral("points"), i)("x", series.points.at(i).x);
            sf.at(QStringLiteral("points"), i)("y", series.points.at(i).y);
        }
        for (qsizetype i = 0; i < series.values.size(); ++i)
            sf.at(QStringLiteral("values"), i)("value", series.values.at(i));
    }
    for (qsizetype i = 0; i < c.markers.size(); ++i) {
        f.at(QStringLiteral("markers"), i)("x", c.markers.at(i).x);
        f.at(QStringLiteral("markers"), i)("y", c.markers.at(i).y);
    }
    for (qsizetype i = 0; i < c.referenceLines.size(); ++i)
        f.at(QStringLiteral("referenceLines"), i)("y", c.referenceLines.at(i).y);
    return found;
}

QStringList nonFiniteNumbers(const QList<Kpi> &kpis)
{
    QStringList found;
    for (const Kpi &k : kpis) {
        if (!std::isfinite(k.value))
            found << k.id;
    }
    return found;
}

QString nonFiniteReason(const QString &what)
{
    //: %1 names the number that overflowed, e.g. "memory.totalGiB"
    return QCoreApplication::translate("cp::Analysis",
        "the inputs are beyond what the model can compute (%1 is not a finite number); reduce the model size, cluster size, "
        "demand or prices")
        .arg(what);
}

} // namespace cp::analysis
