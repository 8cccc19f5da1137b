#include "core/scenario/fields.h"

#include "core/scenario/fielddata.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/workloads.h"

#include <QCoreApplication>

#include <type_traits>

// The fields of a plan's list entries: price-book snapshot entries, workloads and accelerator
// pools (the scenario's own fields are in fields.cpp).

namespace cp {

namespace {

using namespace fielddata;

template<class Member>
PriceField price(const char *k, Member member, FieldRule rule, bool required = false)
{
    using T = std::remove_reference_t<decltype(std::declval<PriceSnapshotEntry &>().*member)>;
    PriceField f;
    f.key = QString::fromLatin1(k);
    f.type = TypeOf<T>::value;
    rule.path = QStringLiteral("prices[].") + f.key;
    f.rule = std::move(rule);
    f.required = required;
    f.get = [member](const PriceSnapshotEntry &e) { return toData(e.*member); };
    f.set = [member](PriceSnapshotEntry &e, const FieldData &d) { fromData(e.*member, d); };
    return f;
}

QList<PriceField> buildPriceFields()
{
    using P = PriceSnapshotEntry;
    return {
        price("key", &P::key, text(1, 200), true),
        price("value", &P::value, number(0, 1e12)), // every price-book value is a positive amount, rate or fraction
        price("currency", &P::currency, choice({ QString(), QStringLiteral("CNY"), QStringLiteral("USD") })),
        price("unit", &P::unit, text(0, 100)),
        price("as_of", &P::asOf, text(0, 40)),
        price("confidence", &P::confidence, text(0, 60)),
        price("source", &P::source, text(0, 2000)),
    };
}

template<class Member>
WorkloadField work(const char *k, Member member, FieldRule rule, const char *label, const char *unitText = nullptr)
{
    using T = std::remove_reference_t<decltype(std::declval<Workload &>().*member)>;
    WorkloadField f;
    f.key = QString::fromLatin1(k);
    f.type = TypeOf<T>::value;
    rule.path = QStringLiteral("workloads[].") + f.key;
    f.rule = std::move(rule);
    f.labelSource = label;
    f.unitSource = unitText;
    f.get = [member](const Workload &w) { return toData(w.*member); };
    f.set = [member](Workload &w, const FieldData &d) { fromData(w.*member, d); };
    return f;
}

// clang-format off
QList<WorkloadField> buildWorkloadFields()
{
    using W = Workload;
    QList<WorkloadField> fields {
        work("kind", &W::kind, choice(workloadKinds()), QT_TRANSLATE_NOOP("cp::Fields", "Kind of work")),
        work("name", &W::name, text(0, 80), QT_TRANSLATE_NOOP("cp::Fields", "Label")),
        work("start_month", &W::startMonth, integer(1, 60), QT_TRANSLATE_NOOP("cp::Fields", "Starts in month")),
        work("runs", &W::runs, integer(0, 1000), QT_TRANSLATE_NOOP("cp::Fields", "Runs (0 = until the horizon ends)")),
        work("every_months", &W::everyMonths, integer(0, 60), QT_TRANSLATE_NOOP("cp::Fields", "Months between runs (0 = back to back)"),
            QT_TRANSLATE_NOOP("cp::Fields", "months")),
        work("qps", &W::qps, number(0, 1e6), QT_TRANSLATE_NOOP("cp::Fields", "Requests per second")),
        work("prompt_tokens", &W::promptTokens, integer(0, 1048576), QT_TRANSLATE_NOOP("cp::Fields", "Prompt tokens")),
        work("output_tokens", &W::outputTokens, integer(0, 1048576), QT_TRANSLATE_NOOP("cp::Fields", "Output tokens")),
        work("hours_per_day", &W::hoursPerDay, number(0, 24), QT_TRANSLATE_NOOP("cp::Fields", "Hours a day"), QT_TRANSLATE_NOOP("cp::Fields", "hours")),
        work("growth_per_month", &W::growthPerMonth, number(-0.5, 1), QT_TRANSLATE_NOOP("cp::Fields", "Growth per month")),
        work("gpu_hours_per_month", &W::gpuHoursPerMonth, number(0, 1e9), QT_TRANSLATE_NOOP("cp::Fields", "GPU-hours a month"),
            QT_TRANSLATE_NOOP("cp::Fields", "GPU-hours")),
        work("months", &W::months, integer(0, 60), QT_TRANSLATE_NOOP("cp::Fields", "Lasts (0 = to the end of the horizon)"),
            QT_TRANSLATE_NOOP("cp::Fields", "months")),
        work("migrated", &W::migrated, FieldRule {}, QT_TRANSLATE_NOOP("cp::Fields", "From the older utilisation input")),
        work("pool", &W::pool, text(0, 40), QT_TRANSLATE_NOOP("cp::Fields", "Pool (empty = the planner places it)")),
        work("gpus", &W::gpus, integer(0, 100000), QT_TRANSLATE_NOOP("cp::Fields", "GPUs at once (0 = the plan's)")),
        work("gpu_hours_per_run", &W::gpuHoursPerRun, number(0, 1e12), QT_TRANSLATE_NOOP("cp::Fields", "GPU-hours a run (0 = estimated)"),
            QT_TRANSLATE_NOOP("cp::Fields", "GPU-hours")),
    };
    fields.first().required = true;
    for (qsizetype i = fields.size() - 3; i < fields.size(); ++i)
        fields[i].omitWhenDefault = true;
    return fields;
}

QList<PoolField> buildPoolFields()
{
    const auto field = [](const char *k, QString Pool::*member, FieldRule rule, const char *label) {
        PoolField f;
        f.key = QString::fromLatin1(k);
        rule.path = QStringLiteral("pools[].") + f.key;
        f.rule = std::move(rule);
        f.labelSource = label;
        f.get = [member](const Pool &p) { return p.*member; };
        f.set = [member](Pool &p, const QString &v) { p.*member = v; };
        return f;
    };
    QList<PoolField> fields {
        field("id", &Pool::id, text(1, 40), QT_TRANSLATE_NOOP("cp::Fields", "Pool")),
        field("accelerator", &Pool::accelerator, text(1, 80), QT_TRANSLATE_NOOP("cp::Fields", "Accelerator")),
        field("fabric", &Pool::fabric, text(0, 80), QT_TRANSLATE_NOOP("cp::Fields", "Fabric")),
    };
    fields[0].required = true;
    fields[1].required = true;
    return fields;
}
// clang-format on

} // namespace

const QList<WorkloadField> &workloadFields()
{
    static const QList<WorkloadField> fields = buildWorkloadFields();
    return fields;
}

QString WorkloadField::label() const { return QCoreApplication::translate("cp::Fields", labelSource); }

const QList<PoolField> &poolFields()
{
    static const QList<PoolField> fields = buildPoolFields();
    return fields;
}

QString PoolField::label() const { return QCoreApplication::translate("cp::Fields", labelSource); }

QString WorkloadField::unit() const { return unitSource ? QCoreApplication::translate("cp::Fields", unitSource) : QString(); }

const QList<PriceField> &priceFields()
{
    static const QList<PriceField> fields = buildPriceFields();
    return fields;
}

} // namespace cp
