#include "core/scenario/workloads.h"

#include "core/scenario/fields.h"
#include "core/scenario/validation.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp {

namespace {

const QString kTraining = QStringLiteral("training");
const QString kServing = QStringLiteral("serving");
const QString kOther = QStringLiteral("other");

Workload otherWork(double gpuHoursPerMonth, int startMonth, int months)
{
    Workload w;
    w.kind = kOther;
    w.gpuHoursPerMonth = gpuHoursPerMonth;
    w.startMonth = startMonth;
    w.months = months;
    w.runs = 0;
    w.migrated = true;
    return w;
}

/// GPU-hours by month as "other work" workloads, one per run of equal months (zeros skipped).
QList<Workload> fromMonthly(const QList<double> &monthly)
{
    QList<Workload> out;
    qsizetype i = 0;
    while (i < monthly.size()) {
        qsizetype j = i;
        while (j + 1 < monthly.size() && monthly.at(j + 1) == monthly.at(i))
            ++j;
        if (monthly.at(i) > 0)
            out << otherWork(monthly.at(i), int(i) + 1, int(j - i) + 1);
        i = j + 1;
    }
    return out;
}

QString number(double v, int decimals, const QLocale &l) { return l.toString(v, 'f', decimals); }

} // namespace

const QStringList &workloadKinds()
{
    static const QStringList kinds { kTraining, kServing, kOther };
    return kinds;
}

QString workloadKindName(const QString &kind)
{
    if (kind == kTraining)
        return QCoreApplication::translate("cp::Workloads", "Training run");
    if (kind == kServing)
        return QCoreApplication::translate("cp::Workloads", "Serving users");
    if (kind == kOther)
        return QCoreApplication::translate("cp::Workloads", "Other work on the same GPUs");
    return kind;
}

QString poolDisplayName(const QString &id)
{
    static const QStringList training { QStringLiteral("train"), QStringLiteral("training"), QStringLiteral("pretrain") };
    static const QStringList fineTuning { QStringLiteral("finetune"), QStringLiteral("fine-tune"), QStringLiteral("fine_tune"), QStringLiteral("ft") };
    static const QStringList serving { QStringLiteral("serve"), QStringLiteral("serving"), QStringLiteral("inference") };
    const QString key = id.trimmed().toLower();
    if (training.contains(key))
        return QCoreApplication::translate("cp::Workloads", "Training pool");
    if (fineTuning.contains(key))
        return QCoreApplication::translate("cp::Workloads", "Fine-tuning pool");
    if (serving.contains(key))
        return QCoreApplication::translate("cp::Workloads", "Serving pool");
    //: a pool the user named: %1 its id as written in the plan
    return QCoreApplication::translate("cp::Workloads", "Pool “%1”").arg(id);
}

int legacyFleetGpus(const Scenario &s)
{
    const int perNode = std::max(1, s.hardware.gpusPerNode);
    return s.tco.servers > 0 ? s.tco.servers * perNode : s.hardware.gpus.value_or(perNode);
}

QList<Workload> legacyDemandWorkloads(const Scenario &s)
{
    const DemandSection &d = s.tco.demand;
    if (d.templateName == QLatin1String("from_plan")) {
        const QList<Workload> monthly = fromMonthly(d.monthly);
        if (!monthly.isEmpty())
            return monthly;
        if (d.monthly.isEmpty() && !s.training.servesOnly()) {
            // The plan's own run from month 1, and the cluster kept for the horizon as before.
            Workload run;
            run.migrated = true;
            return { run, otherWork(0, 1, 0) };
        }
        return { otherWork(d.monthlyGpuHours, 1, 0) };
    }
    const double level = d.monthlyGpuHours > 0 ? d.monthlyGpuHours
                                               : legacyFleetGpus(s) * units::kHoursPerMonth * s.tco.utilisation;
    return { otherWork(level, 1, 0) };
}

bool workloadsDefineDemand(const Scenario &s) { return !s.workloads.isEmpty(); }

bool templateShapesWorkloads(const Scenario &s)
{
    if (s.workloads.isEmpty() || s.tco.demand.templateName == QLatin1String("from_plan"))
        return false;
    return std::all_of(s.workloads.cbegin(), s.workloads.cend(), [](const Workload &w) {
        return w.kind == kOther && w.startMonth == 1 && w.months == 0 && w.growthPerMonth == 0;
    });
}

bool isFiniteRunOnly(const Scenario &s)
{
    return !s.workloads.isEmpty() && std::all_of(s.workloads.cbegin(), s.workloads.cend(), [](const Workload &w) {
        return w.kind == kTraining && w.runs > 0;
    });
}

Errors validateWorkloads(const Scenario &s)
{
    Errors e;
    for (qsizetype i = 0; i < s.workloads.size(); ++i) {
        const Workload &w = s.workloads.at(i);
        const QString at = QStringLiteral("workloads[%1].").arg(i);
        for (const WorkloadField &f : workloadFields()) {
            const FieldData v = f.get(w);
            if (const double *n = std::get_if<double>(&v); n && !f.rule.accepts(*n))
                e << Error { at + f.key, f.rule.messageFor(*n) };
            else if (const QString *t = std::get_if<QString>(&v); t && !f.rule.accepts(*t))
                e << Error { at + f.key, f.rule.message() };
        }
        if (w.kind == kTraining && s.training.servesOnly())
            e << Error { at + QStringLiteral("kind"), QCoreApplication::translate("cp::Workloads", "a training workload needs a training run, but training.mode is inference; "
                                                                                                   "use serving or other, or set training.mode to pretrain|full|lora|qlora") };
        if (w.kind == kServing && !(w.qps > 0))
            e << Error { at + QStringLiteral("qps"), QCoreApplication::translate("cp::Workloads", "a serving workload needs its load: more than 0 requests per second, up to 1,000,000") };
        if (w.kind == kServing && !(w.hoursPerDay > 0))
            e << Error { at + QStringLiteral("hours_per_day"), QCoreApplication::translate("cp::Workloads", "a serving workload needs its hours a day: more than 0, up to 24") };
        if (w.kind == kOther && !w.migrated && !(w.gpuHoursPerMonth > 0))
            e << Error { at + QStringLiteral("gpu_hours_per_month"), QCoreApplication::translate("cp::Workloads", "other work needs its GPU-hours a month: more than 0, up to 1,000,000,000") };
        if (w.startMonth > s.tco.horizonMonths && !(w.kind == kTraining && isFiniteRunOnly(s)))
            //: %1 is the horizon in months
            e << Error { at + QStringLiteral("start_month"), QCoreApplication::translate("cp::Workloads", "starts after the horizon; allowed 1–%1 (tco.horizon_months)").arg(s.tco.horizonMonths) };
    }
    return e;
}

QString workloadText(const Workload &w, const QLocale &l)
{
    QStringList parts;
    if (w.kind == kTraining) {
        if (w.runs == 1)
            parts << QCoreApplication::translate("cp::Workloads", "once");
        else if (w.runs == 0)
            //: %1 months between runs
            parts << (w.everyMonths > 0 ? QCoreApplication::translate("cp::Workloads", "every %1 months until the horizon ends").arg(w.everyMonths) : QCoreApplication::translate("cp::Workloads", "back to back until the horizon ends"));
        else
            //: %1 number of runs, %2 months between them
            parts << (w.everyMonths > 0 ? QCoreApplication::translate("cp::Workloads", "%1 times, every %2 months").arg(w.runs).arg(w.everyMonths) : QCoreApplication::translate("cp::Workloads", "%1 times, back to back").arg(w.runs));
    } else if (w.kind == kServing) {
        //: %1 requests per second, %2 hours a day
        parts << QCoreApplication::translate("cp::Workloads", "%1 requests/s, %2 h a day").arg(number(w.qps, w.qps < 10 ? 1 : 0, l), number(w.hoursPerDay, 0, l));
    } else {
        //: %1 GPU-hours
        parts << QCoreApplication::translate("cp::Workloads", "%1 GPU-hours a month").arg(number(w.gpuHoursPerMonth, 0, l));
    }
    if (w.kind != kTraining && w.growthPerMonth != 0)
        //: %1 a signed percentage, e.g. +5
        parts << QCoreApplication::translate("cp::Workloads", "%1% a month").arg((w.growthPerMonth > 0 ? QStringLiteral("+") : QString()) + number(w.growthPerMonth * 100, 0, l));
    //: %1 the month the work starts in
    parts << QCoreApplication::translate("cp::Workloads", "from month %1").arg(w.startMonth);
    if (w.kind != kTraining && w.months > 0)
        //: %1 how many months the work lasts
        parts << QCoreApplication::translate("cp::Workloads", "for %1 months").arg(w.months);
    const QString label = w.name.isEmpty() ? workloadKindName(w.kind) : w.name;
    //: a workload's label and its description, e.g. "Training run: once, from month 1"
    return QCoreApplication::translate("cp::Workloads", "%1: %2").arg(label, parts.join(QStringLiteral(", ")));
}

QString migrationNote(const Scenario &s, const QLocale &l)
{
    const bool migrated = std::any_of(s.workloads.cbegin(), s.workloads.cend(), [](const Workload &w) { return w.migrated; });
    if (!migrated)
        return {};
    const DemandSection &d = s.tco.demand;
    QString was;
    if (d.templateName == QLatin1String("from_plan") && !d.monthly.isEmpty())
        was = QCoreApplication::translate("cp::Workloads", "its GPU-hours by month");
    else if (d.monthlyGpuHours > 0)
        //: %1 GPU-hours a month
        was = QCoreApplication::translate("cp::Workloads", "its monthly demand of %1 GPU-hours").arg(number(d.monthlyGpuHours, 0, l));
    else
        //: %1 percent, %2 number of GPUs
        was = QCoreApplication::translate("cp::Workloads", "its utilisation of %1% of %2 GPUs").arg(number(s.tco.utilisation * 100, 0, l)).arg(legacyFleetGpus(s));
    //: %1 what the plan stated before ("its utilisation of 70% of 16 GPUs")
    return QCoreApplication::translate("cp::Workloads", "This plan was saved before plans described their work: %1 is now the workload \"other work on the same GPUs\", "
                                                        "so its figures stay the same. Describe the training runs and the serving load instead to price the work itself.")
        .arg(was);
}

} // namespace cp
