#include "core/compare/compare.h"

#include "core/catalog/pricetexts.h"

#include "core/bridge/engineinputs.h"
#include "core/scenario/fields.h"

#include "core/units/format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace cp::compare {

using analysis::PlanReport;
using chart::ChartSeries;
using chart::ChartSpec;

namespace {

/// Below this, the line items' rounding residue is folded into the largest step instead of
/// drawn as an "Other" bar (half a fen; a display threshold, not a published figure).
constexpr double kOtherThresholdCny = 0.005;

const QChar kMinus(0x2212);

QString dash() { return QStringLiteral("—"); }

bool isInteger(double v) { return std::abs(v - std::round(v)) < 1e-9; }

QString formatValue(double v, ValueKind kind, const QLocale &locale)
{
    switch (kind) {
    case ValueKind::Text:
    case ValueKind::Count:
        return units::formatNumber(v, 0, locale);
    case ValueKind::Decimal:
    case ValueKind::Price:
        return units::formatNumber(v, isInteger(v) ? 0 : (std::abs(v) < 10 ? 2 : 1), locale);
    case ValueKind::Money:
        return units::formatMoney(units::yuan(v), std::abs(v) >= 1e5 ? units::MoneyStyle::Compact : units::MoneyStyle::Plain, locale);
    case ValueKind::Days:
        return units::formatDuration(units::days(v), locale);
    case ValueKind::GpuHours:
        return QCoreApplication::translate("cp::Compare", "%1 GPU-h").arg(units::formatNumber(v, 0, locale));
    case ValueKind::Months:
        return QCoreApplication::translate("cp::Compare", "%1 months").arg(units::formatNumber(v, isInteger(v) ? 0 : 1, locale));
    case ValueKind::Percent:
        return units::formatNumber(v * 100, 1, locale) + QLatin1Char('%');
    case ValueKind::GiB:
        return units::formatBytes(units::gib(v), locale);
    case ValueKind::Tokens:
        return units::formatTokens(v, locale);
    }
    return {};
}

Value number(std::optional<double> v, ValueKind kind, const QLocale &locale)
{
    if (!v)
        return Value { std::nullopt, dash(), true };
    return Value { v, formatValue(*v, kind, locale), false };
}

Value textValue(const QString &text) { return Value { std::nullopt, text.isEmpty() ? dash() : text, false }; }

Value notSet() { return Value { std::nullopt, QCoreApplication::translate("cp::Compare", "not set"), true }; }

QString yesNo(bool b)
{
    return b ? QCoreApplication::translate("cp::Compare", "yes") : QCoreApplication::translate("cp::Compare", "no");
}

bool sameNumber(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max({ 1.0, std::abs(a), std::abs(b) }); }

bool sameValue(const Value &a, const Value &b)
{
    if (a.number && b.number)
        return sameNumber(*a.number, *b.number);
    return a.missing == b.missing && a.number.has_value() == b.number.has_value() && a.text == b.text;
}

double relativeDifference(const Value &v, const Value &base)
{
    if (sameValue(v, base))
        return 0;
    if (!v.number || !base.number)
        return 1;
    const double scale = std::max(std::abs(*v.number), std::abs(*base.number));
    return scale > 0 ? std::min(1.0, std::abs(*v.number - *base.number) / scale) : 0;
}

ValueKind deltaKind(ValueKind kind) { return kind == ValueKind::Count ? ValueKind::Decimal : kind; }

Delta delta(const Value &v, const Value &base, ValueKind kind, const QLocale &locale)
{
    Delta d;
    if (kind == ValueKind::Text || !v.number || !base.number)
        return d;
    d.absolute = *v.number - *base.number;
    if (*base.number != 0)
        d.percent = 100.0 * *d.absolute / std::abs(*base.number);
    if (sameNumber(*v.number, *base.number))
        return d;
    const QString sign = *d.absolute > 0 ? QStringLiteral("+") : QString(kMinus);
    d.text = kind == ValueKind::Percent
        ? QCoreApplication::translate("cp::Compare", "%1 pp", "percentage points")
              .arg(sign + units::formatNumber(std::abs(*d.absolute) * 100, 1, locale))
        : sign + formatValue(std::abs(*d.absolute), deltaKind(kind), locale);
    if (d.percent && kind != ValueKind::Percent)
        d.text += QStringLiteral(" (%1%2%)").arg(sign, units::formatNumber(std::abs(*d.percent), 1, locale));
    return d;
}

const tco::OptionResult *chosenOption(const PlanReport &p)
{
    // Issue 44: a programme pays by its programme; the single fleet its file also describes is
    // not its answer.
    if (p.isProgramme())
        return p.programme ? &p.programme->option : nullptr;
    return p.tco ? p.tco->option(p.tco->verdict.recommended) : nullptr;
}

/// A plan's way of paying `id`: one of its TCO options, or a programme's programme.
const tco::OptionResult *optionOf(const PlanReport &p, const QString &id)
{
    if (p.isProgramme())
        return p.programme && p.programme->option.id == id ? &p.programme->option : nullptr;
    return p.tco ? p.tco->option(id) : nullptr;
}

/// The ways of paying a plan offers: its TCO options, or a programme's programme.
QList<const tco::OptionResult *> optionsOf(const PlanReport &p)
{
    QList<const tco::OptionResult *> out;
    if (p.isProgramme()) {
        if (p.programme)
            out << &p.programme->option;
    } else if (p.tco) {
        for (const tco::OptionResult &o : p.tco->options)
            out << &o;
    }
    return out;
}

/// The plan's ranking basis by id ("after_tax_npv" | "pre_tax_npv"; empty without a money
/// answer), whether it is after tax, and by its translated name.
QString basisIdOf(const PlanReport &p)
{
    if (p.isProgramme())
        return p.programme ? p.programme->answer.basis : QString();
    return p.tco ? p.tco->basisId() : QString();
}
bool afterTaxBasisOf(const PlanReport &p) { return basisIdOf(p) == QLatin1String("after_tax_npv"); }
QString basisNameOfPlan(const PlanReport &p)
{
    if (p.isProgramme())
        return p.programme ? p.programme->basisName : QString();
    return p.tco ? p.tco->basisName() : QString();
}

using Extract = std::function<Value(const PlanReport &)>;

class RowBuilder {
public:
    RowBuilder(const QList<PlanReport> &plans, int baseline, const QLocale &locale)
        : m_plans(plans)
        , m_baseline(baseline)
        , m_locale(locale)
    {
    }

    const QLocale &locale() const { return m_locale; }
    QList<Row> take() { return std::move(m_rows); }

    void group(const QString &id, const QString &label)
    {
        m_group = id;
        m_groupLabel = label;
    }

    void add(const QString &id, const QString &label, ValueKind kind, const Extract &extract)
    {
        Row r { id, m_group, m_groupLabel, label, kind, {}, {}, true, 0 };
        for (const PlanReport &p : m_plans)
            r.values << extract(p);
        const Value &base = r.values.at(m_baseline);
        for (const Value &v : std::as_const(r.values)) {
            r.deltas << (&v == &base ? Delta {} : delta(v, base, kind, m_locale));
            r.identical = r.identical && sameValue(v, base);
            r.difference = std::max(r.difference, relativeDifference(v, base));
        }
        m_rows << r;
    }

private:
    const QList<PlanReport> &m_plans;
    int m_baseline;
    QLocale m_locale;
    QString m_group;
    QString m_groupLabel;
    QList<Row> m_rows;
};

ValueKind valueKind(const Field &f)
{
    switch (f.type) {
    case FieldType::Integer:
    case FieldType::OptionalInteger:
    case FieldType::Number:
    case FieldType::OptionalNumber:
        break;
    default:
        return ValueKind::Text;
    }
    switch (f.format) {
    case FieldFormat::Plain:
    case FieldFormat::Count:
        return ValueKind::Count;
    case FieldFormat::Decimal:
        return ValueKind::Decimal;
    case FieldFormat::Tokens:
        return ValueKind::Tokens;
    case FieldFormat::Money:
        return ValueKind::Money;
    case FieldFormat::Days:
        return ValueKind::Days;
    case FieldFormat::Months:
        return ValueKind::Months;
    case FieldFormat::Percent:
        return ValueKind::Percent;
    case FieldFormat::GpuHours:
        return ValueKind::GpuHours;
    }
    return ValueKind::Count;
}

/// The architecture the engines used: a preset's own figures, not the unused custom fields.
const std::map<QString, std::function<double(const estimate::ModelSpec &)>> &architecture()
{
    using M = const estimate::ModelSpec &;
    static const std::map<QString, std::function<double(M)>> figures {
        { QStringLiteral("model.layers"), [](M m) { return m.layers; } },
        { QStringLiteral("model.hidden"), [](M m) { return m.hidden; } },
        { QStringLiteral("model.heads"), [](M m) { return m.heads; } },
        { QStringLiteral("model.kv_heads"), [](M m) { return m.effectiveKvHeads(); } },
        { QStringLiteral("model.head_dim"), [](M m) { return m.headDim(); } },
        { QStringLiteral("model.sliding_window"), [](M m) { return m.slidingWindow; } },
        { QStringLiteral("model.windowed_layers"), [](M m) { return m.windowedLayers; } },
        { QStringLiteral("model.ffn"), [](M m) { return m.effectiveFfn(); } },
        { QStringLiteral("model.vocab"), [](M m) { return m.vocab; } },
        { QStringLiteral("model.experts"), [](M m) { return m.experts; } },
        { QStringLiteral("model.top_k"), [](M m) { return m.topK; } },
        { QStringLiteral("model.expert_ffn"), [](M m) { return m.isMoe() ? m.moeFfn : 0; } },
        { QStringLiteral("model.shared_experts"), [](M m) { return m.sharedExperts; } },
    };
    return figures;
}

/// What a field's row shows for one scenario.
Value fieldValue(const Field &f, const Scenario &s, ValueKind kind, const QLocale &locale)
{
    if (const auto it = architecture().find(f.path); it != architecture().end()) {
        const auto m = bridge::modelFrom(s);
        return m ? number(it->second(*m), kind, locale) : notSet();
    }
    if (f.path == QLatin1String("model.swiglu")) {
        const auto m = bridge::modelFrom(s);
        return textValue(yesNo(m ? m->gated : s.model.swiglu));
    }
    const FieldData d = f.get(s);
    if (f.ids == FieldIds::Accelerators && std::get<QStringList>(d).isEmpty())
        return textValue(QCoreApplication::translate("cp::Compare", "any"));
    if (f.ids == FieldIds::Fabrics && std::get<QString>(d).isEmpty())
        return textValue(QCoreApplication::translate("cp::Compare", "planner's choice"));
    if (std::holds_alternative<std::monostate>(d))
        return notSet();
    if (const double *v = std::get_if<double>(&d))
        return number(*v, kind, locale);
    if (const bool *v = std::get_if<bool>(&d))
        return textValue(yesNo(*v));
    if (const QString *v = std::get_if<QString>(&d))
        return textValue(*v);
    if (const QStringList *v = std::get_if<QStringList>(&d))
        return textValue(v->join(QStringLiteral(", ")));
    return textValue({});
}

/// One row for every compared field of the registry, grouped by its .cplan section.
void inputRows(RowBuilder &b)
{
    std::optional<FieldGroup> current;
    for (const Field &f : scenarioFields()) {
        if (!f.compared)
            continue;
        const FieldGroup group = sectionGroup(f.group);
        if (group != current) {
            b.group(groupId(group), groupLabel(group));
            current = group;
        }
        const ValueKind kind = valueKind(f);
        const QLocale locale = b.locale();
        b.add(f.path, formatShowsUnit(f.format) ? f.label() : f.labelWithUnit(), kind,
            [&](const PlanReport &p) { return fieldValue(f, p.scenario, kind, locale); });
    }
}

QString priceText(const PriceSnapshotEntry &e, const QLocale &locale)
{
    if (!e.value)
        return QCoreApplication::translate("cp::Compare", "no price");
    if (e.unit == QLatin1String("fraction"))
        return formatValue(*e.value, ValueKind::Percent, locale);
    QStringList parts { formatValue(*e.value, ValueKind::Price, locale) };
    if (!e.currency.isEmpty())
        parts << e.currency;
    if (!e.unit.isEmpty())
        parts << priceUnitText(e.unit);
    return parts.join(QLatin1Char(' '));
}

void priceRows(RowBuilder &b, const QList<PlanReport> &plans)
{
    b.group(QStringLiteral("prices"), QCoreApplication::translate("cp::Compare", "Prices used"));
    QStringList keys;
    for (const PlanReport &p : plans) {
        for (const PriceSnapshotEntry &e : p.scenario.prices) {
            if (!keys.contains(e.key))
                keys << e.key;
        }
    }
    const QLocale locale = b.locale();
    const Catalog catalog = plans.isEmpty() ? Catalog::builtIn() : bridge::catalogFor(plans.constFirst().scenario);
    for (const QString &key : std::as_const(keys)) {
        b.add(QStringLiteral("price.") + key, priceKeyName(key, catalog), ValueKind::Price, [&key, &locale](const PlanReport &p) {
            for (const PriceSnapshotEntry &e : p.scenario.prices) {
                if (e.key == key)
                    return Value { e.value, priceText(e, locale), !e.value };
            }
            return Value { std::nullopt, QCoreApplication::translate("cp::Compare", "not used"), true };
        });
    }
}

std::optional<double> breakEvenMonth(const PlanReport &p)
{
    if (!p.tco || p.isProgramme())
        return std::nullopt;
    for (const tco::BreakEven &be : p.tco->breakEven) {
        const bool buildVsCloud = (be.a == QLatin1String("build") && be.b == QLatin1String("on_demand"))
            || (be.a == QLatin1String("on_demand") && be.b == QLatin1String("build"));
        if (buildVsCloud)
            return be.month;
    }
    return std::nullopt;
}

/// The GPU-hours a programme's workloads need over its horizon, all pools together.
double programmeGpuHours(const analysis::ProgrammeReport &r)
{
    double hours = 0;
    for (const programme::PoolAnswer &a : r.answer.pools) {
        for (const programme::PoolMonth &m : a.months)
            hours += m.demandGpuHours;
    }
    return hours;
}

// A programme's single fleet is not its answer: its run, memory and cluster are missing here,
// and its GPU-hours are its workloads' over the pools.
void trainingResultRows(RowBuilder &b)
{
    const QLocale locale = b.locale();
    auto run = [](const PlanReport &p) -> const estimate::RunTotals * { return p.training && p.training->run && !p.isProgramme() ? &*p.training->run : nullptr; };
    auto single = [](const PlanReport &p) { return p.isProgramme() ? nullptr : &p; };
    b.add(QStringLiteral("result.train_days"), QCoreApplication::translate("cp::Compare", "Training time"), ValueKind::Days,
        [&](const PlanReport &p) {
            const estimate::RunTotals *r = run(p);
            return number(r ? std::optional<double>(r->trainDays) : std::nullopt, ValueKind::Days, locale);
        });
    b.add(QStringLiteral("result.gpu_hours"), QCoreApplication::translate("cp::Compare", "GPU-hours"), ValueKind::GpuHours, [&](const PlanReport &p) {
        if (p.programme)
            return number(programmeGpuHours(*p.programme), ValueKind::GpuHours, locale);
        const estimate::RunTotals *r = run(p);
        return number(r ? std::optional<double>(r->gpuHours) : std::nullopt, ValueKind::GpuHours, locale);
    });
    b.add(QStringLiteral("result.memory_per_gpu"), QCoreApplication::translate("cp::Compare", "Memory per GPU"), ValueKind::GiB, [&](const PlanReport &p) {
        return number(single(p) && p.training ? std::optional<double>(p.training->memory.totalGiB) : std::nullopt, ValueKind::GiB, locale);
    });
    b.add(QStringLiteral("result.mfu"), QCoreApplication::translate("cp::Compare", "MFU"), ValueKind::Percent, [&](const PlanReport &p) {
        return number(single(p) && p.training ? std::optional<double>(p.training->mfu) : std::nullopt, ValueKind::Percent, locale);
    });
    b.add(QStringLiteral("result.recommended_cluster"), QCoreApplication::translate("cp::Compare", "Recommended cluster"), ValueKind::Text, [&](const PlanReport &p) {
        const analysis::Kpi *k = single(p) ? p.kpi(QStringLiteral("recommended")) : nullptr;
        return k ? textValue(k->text) : Value { std::nullopt, dash(), true };
    });
    b.add(QStringLiteral("result.inference_cards"), QCoreApplication::translate("cp::Compare", "Cards for the inference load"), ValueKind::Count, [&](const PlanReport &p) {
        return number(single(p) && p.inference ? std::optional<double>(p.inference->cards) : std::nullopt, ValueKind::Count, locale);
    });
}

/// "36-month": the horizon every total and NPV of the comparison is over.
QString monthsLabel(int h, const QLocale &locale)
{
    //: %1 is a number of months; as in "36-month TCO"
    return QCoreApplication::translate("cp::Compare", "%1-month").arg(units::formatNumber(h, 0, locale));
}

double discountRateOf(const PlanReport &p) { return p.scenario.tco.discountRate; }

/// The ranking basis the plans' NPVs are on ("after-tax NPV"), or a phrase for plans on both.
QString basisNameOf(const QList<PlanReport> &plans)
{
    QString name;
    for (const PlanReport &p : plans) {
        const QString own = basisNameOfPlan(p);
        if (own.isEmpty())
            continue;
        if (!name.isEmpty() && name != own)
            return QCoreApplication::translate("cp::Compare", "NPV on each plan's ranking basis");
        name = own;
    }
    return name.isEmpty() ? QCoreApplication::translate("cp::Compare", "NPV") : name;
}

void tcoResultRows(RowBuilder &b, const QList<PlanReport> &plans, int horizon)
{
    const QLocale locale = b.locale();
    const QString h = monthsLabel(horizon, locale);
    auto money = [&](const PlanReport &p, const std::function<std::optional<double>(const tco::OptionResult &)> &f) {
        const tco::OptionResult *o = chosenOption(p);
        return number(o ? f(*o) : std::nullopt, ValueKind::Money, locale);
    };
    b.add(QStringLiteral("result.tco_option"), QCoreApplication::translate("cp::Compare", "Recommended way to pay"), ValueKind::Text,
        [](const PlanReport &p) { const tco::OptionResult *o = chosenOption(p); return o ? textValue(o->name) : Value { std::nullopt, dash(), true }; });
    b.add(QStringLiteral("result.tco_total"),
        QCoreApplication::translate("cp::Compare", "%1 TCO (recommended way to pay)", "%1 = 36-month").arg(h), ValueKind::Money,
        [&](const PlanReport &p) {
            return money(p, [&](const tco::OptionResult &o) { return costThrough(o, horizon); });
        });
    const QString basis = basisNameOf(plans);
    b.add(QStringLiteral("result.npv"), QCoreApplication::translate("cp::Compare", "%1 %2 of the cost", "%1 = 36-month, %2 = after-tax NPV / pre-tax NPV").arg(h, basis),
        ValueKind::Money, [&](const PlanReport &p) {
            return money(p, [&](const tco::OptionResult &o) { return basisNpvThrough(o, horizon, discountRateOf(p), afterTaxBasisOf(p)); });
        });
    b.add(QStringLiteral("result.paid_by_common_horizon"),
        QCoreApplication::translate("cp::Compare", "Paid by month %1 (before any resale)").arg(horizon), ValueKind::Money, [&](const PlanReport &p) {
            return money(p, [&](const tco::OptionResult &o) {
                // The cumulative cash counts the resale in the last month: add it back here.
                const double resale = horizon == o.monthly.size() - 1 ? o.residualCny : 0.0;
                return horizon < o.monthly.size() ? std::optional<double>(o.monthly.at(horizon).cumulativeCny + resale) : std::nullopt;
            });
        });
    b.add(QStringLiteral("result.run_cost"),
        QCoreApplication::translate("cp::Compare", "Cost of the training run (each plan's own horizon)"), ValueKind::Money, [&](const PlanReport &p) { return money(p, [](const tco::OptionResult &o) { return o.costPerRunCny; }); });
    b.add(QStringLiteral("result.cny_per_gpu_hour"),
        QCoreApplication::translate("cp::Compare", "Effective price per used GPU-hour (each plan's own horizon)"), ValueKind::Money, [&](const PlanReport &p) { return money(p, [](const tco::OptionResult &o) { return o.effectiveCnyPerGpuHour; }); });
    b.add(QStringLiteral("result.cost_per_million_tokens"),
        QCoreApplication::translate("cp::Compare", "Cost per million tokens (each plan's own horizon)"), ValueKind::Money, [&](const PlanReport &p) { return money(p, [](const tco::OptionResult &o) { return o.costPerMillionTokensCny; }); });
    b.add(QStringLiteral("result.break_even"), QCoreApplication::translate("cp::Compare", "Build breaks even (month, within %1 months)").arg(horizon),
        ValueKind::Months, [&](const PlanReport &p) {
            const std::optional<double> m = breakEvenMonth(p);
            if (m && *m <= horizon)
                return number(m, ValueKind::Months, locale);
            return Value { std::nullopt, QCoreApplication::translate("cp::Compare", "not within %1 months").arg(horizon), true };
        });
    QList<QPair<QString, QString>> options;
    for (const PlanReport &p : plans) {
        for (const tco::OptionResult *o : optionsOf(p)) {
            if (!options.contains(qMakePair(o->id, o->name)))
                options << qMakePair(o->id, o->name);
        }
    }
    for (const auto &option : std::as_const(options)) {
        // Plain copies: clang 14 cannot capture structured bindings in a lambda.
        const QString id = option.first;
        const QString name = option.second;
        auto of = [id](const PlanReport &p) { return optionOf(p, id); };
        b.add(QStringLiteral("result.option.%1.total").arg(id),
            QCoreApplication::translate("cp::Compare", "%1 TCO: %2", "%1 = 36-month, %2 = way to pay").arg(h, name), ValueKind::Money,
            [&](const PlanReport &p) {
                const tco::OptionResult *o = of(p);
                return number(o ? std::optional<double>(costThrough(*o, horizon)) : std::nullopt, ValueKind::Money, locale);
            });
        b.add(QStringLiteral("result.option.%1.npv").arg(id),
            QCoreApplication::translate("cp::Compare", "%1 %2: %3", "%1 = 36-month, %2 = after-tax NPV / pre-tax NPV, %3 = way to pay").arg(h, basis, name), ValueKind::Money,
            [&](const PlanReport &p) {
                const tco::OptionResult *o = of(p);
                const std::optional<double> v = o ? std::optional<double>(basisNpvThrough(*o, horizon, discountRateOf(p), afterTaxBasisOf(p))) : std::nullopt;
                return number(v, ValueKind::Money, locale);
            });
    }
}

/// One row per pool of the programmes compared (matched by the pool's name): its cost on the
/// programme's basis over the programme's own horizon, its share and how its supply is had;
/// missing for a plan without that pool.
void poolRows(RowBuilder &b, const QList<PlanReport> &plans)
{
    const QLocale locale = b.locale();
    QList<const analysis::ProgrammePool *> pools;
    for (const PlanReport &p : plans) {
        if (!p.programme)
            continue;
        for (const analysis::ProgrammePool &pool : p.programme->pools) {
            if (std::none_of(pools.begin(), pools.end(), [&](const analysis::ProgrammePool *q) { return q->id == pool.id; }))
                pools << &pool;
        }
    }
    for (const analysis::ProgrammePool *first : std::as_const(pools)) {
        const QString id = first->id;
        auto of = [id](const PlanReport &p) { return p.programme ? p.programme->pool(id) : nullptr; };
        b.add(QStringLiteral("result.pool.%1.cost").arg(id),
            //: %1 "Pool train · H800 SXM5 80GB", %2 "after-tax NPV"
            QCoreApplication::translate("cp::Compare", "%1: cost (%2, the programme's own horizon)").arg(first->title, basisNameOf(plans)), ValueKind::Money,
            [&](const PlanReport &p) {
                const analysis::ProgrammePool *pool = of(p);
                return number(pool ? std::optional<double>(pool->basisCny) : std::nullopt, ValueKind::Money, locale);
            });
        b.add(QStringLiteral("result.pool.%1.share").arg(id), QCoreApplication::translate("cp::Compare", "%1: share of the programme").arg(first->title),
            ValueKind::Percent, [&](const PlanReport &p) {
                const analysis::ProgrammePool *pool = of(p);
                return number(pool ? std::optional<double>(pool->share) : std::nullopt, ValueKind::Percent, locale);
            });
        b.add(QStringLiteral("result.pool.%1.supply").arg(id), QCoreApplication::translate("cp::Compare", "%1: supply").arg(first->title), ValueKind::Text,
            [&](const PlanReport &p) {
                const analysis::ProgrammePool *pool = of(p);
                return pool ? textValue(pool->supplyMix) : Value { std::nullopt, dash(), true };
            });
    }
}

Curves alignCurves(const QList<PlanReport> &plans, int chosen)
{
    Curves c;
    bool any = false;
    for (const PlanReport &p : plans) {
        if (const tco::OptionResult *o = chosenOption(p)) {
            const int h = int(o->monthly.size()) - 1;
            c.commonHorizon = any ? std::min(c.commonHorizon, h) : h;
            c.longestHorizon = std::max(c.longestHorizon, h);
            any = true;
        }
    }
    c.horizon = chosen > 0 ? std::clamp(chosen, 1, std::max(1, c.commonHorizon)) : c.commonHorizon;
    c.horizon = std::min(c.horizon, c.commonHorizon);
    for (const PlanReport &p : plans) {
        const tco::OptionResult *o = chosenOption(p);
        QList<std::optional<double>> months;
        for (int m = 0; m <= c.longestHorizon; ++m)
            months << (o && m <= c.horizon ? std::optional<double>(o->monthly.at(m).cumulativeCny)
                                           : std::nullopt);
        c.cumulativeCny << months;
    }
    return c;
}

LineItemTable lineItemTable(const QList<PlanReport> &plans, int horizon)
{
    LineItemTable t;
    for (const PlanReport &p : plans) {
        if (const tco::OptionResult *o = chosenOption(p)) {
            for (const tco::LineItemTotal &li : o->lineItems) {
                if (!t.names.contains(li.name))
                    t.names << li.name;
            }
        }
    }
    for (const QString &name : std::as_const(t.names)) {
        QList<double> perPlan;
        for (const PlanReport &p : plans) {
            double v = 0;
            if (const tco::OptionResult *o = chosenOption(p)) {
                for (const tco::LineItemTotal &li : o->lineItems)
                    v += li.name == name ? lineItemThrough(li, horizon) : 0;
            }
            perPlan << v;
        }
        t.totalsCny << perPlan;
    }
    return t;
}

Waterfall waterfall(const Comparison &c, int from, int to)
{
    Waterfall w { from, to, c.plans.at(from).totalCny, c.plans.at(to).totalCny, {} };
    double explained = 0;
    for (qsizetype i = 0; i < c.lineItems.names.size(); ++i) {
        const double d = c.lineItems.totalsCny.at(i).at(to) - c.lineItems.totalsCny.at(i).at(from);
        if (std::abs(d) > kZeroCny) {
            w.steps << WaterfallStep { c.lineItems.names.at(i), d, false };
            explained += d;
        }
    }
    std::stable_sort(w.steps.begin(), w.steps.end(), [](const WaterfallStep &a, const WaterfallStep &b) { return std::abs(a.deltaCny) > std::abs(b.deltaCny); });
    const double residue = w.gapCny() - explained;
    if (std::abs(residue) >= kOtherThresholdCny)
        w.steps << WaterfallStep { QCoreApplication::translate("cp::Compare", "Other"), residue, true };
    else if (!w.steps.isEmpty())
        w.steps.first().deltaCny += residue;
    return w;
}

} // namespace

const Row *Comparison::row(const QString &id) const
{
    for (const Row &r : rows) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

const Waterfall *Comparison::waterfall(int to) const
{
    for (const Waterfall &w : waterfalls) {
        if (w.to == to)
            return &w;
    }
    return nullptr;
}

QList<int> Comparison::rowsByDifference() const
{
    QList<int> order;
    for (int i = 0; i < rows.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) { return rows.at(a).difference > rows.at(b).difference; });
    return order;
}

double costThrough(const tco::OptionResult &o, int months)
{
    if (o.monthly.isEmpty())
        return o.totalCny;
    if (months >= o.monthly.size() - 1)
        return o.totalCny;
    return o.monthly.at(std::max(0, months)).cumulativeCny;
}

double lineItemThrough(const tco::LineItemTotal &item, int months)
{
    if (item.monthlyCny.empty() || months >= qsizetype(item.monthlyCny.size()) - 1)
        return item.totalCny;
    double sum = 0;
    for (int m = 0; m <= months; ++m)
        sum += item.monthlyCny.at(size_t(m));
    return sum;
}

double npvThrough(const tco::OptionResult &o, int months, double annualRate)
{
    if (o.monthly.isEmpty() || months >= o.monthly.size() - 1)
        return o.npvCny;
    // tco.h: a month-m flow is discounted by (1 + r_m)^-m, r_m = (1 + r)^(1/12) - 1.
    const double monthly = std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
    double sum = 0;
    for (int m = 0; m <= months; ++m)
        sum += o.monthly.at(m).cashCny / std::pow(1.0 + monthly, m);
    return sum;
}

double basisNpvThrough(const tco::OptionResult &o, int months, double annualRate, bool afterTax)
{
    if (!afterTax)
        return npvThrough(o, months, annualRate);
    if (o.monthly.isEmpty() || months >= o.monthly.size() - 1)
        return o.npvAfterTaxCny;
    const double monthly = std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
    double sum = 0;
    for (int m = 0; m <= months; ++m)
        sum += o.monthly.at(m).cashAfterTaxCny / std::pow(1.0 + monthly, m);
    return sum;
}

QList<int> horizonChoices(const Comparison &c)
{
    QList<int> out;
    const int common = c.curves.commonHorizon;
    for (int h = 12; h < common; h += 12)
        out << h;
    if (common > 0)
        out << common;
    return out;
}

Comparison compare(const QList<PlanReport> &plans, int baseline, const QLocale &locale, int horizonMonths)
{
    Comparison c;
    if (plans.isEmpty())
        return c;
    c.baseline = std::clamp(baseline, 0, int(plans.size()) - 1);
    c.curves = alignCurves(plans, horizonMonths);
    c.horizonMonths = c.curves.horizon;
    for (const PlanReport &p : plans) {
        PlanInfo info;
        info.label = p.scenario.name;
        info.horizonMonths = p.scenario.tco.horizonMonths;
        if (const tco::OptionResult *o = chosenOption(p)) {
            info.hasTco = true;
            info.horizonMonths = int(o->monthly.size()) - 1;
            info.optionId = o->id;
            info.optionName = o->name;
            info.totalCny = costThrough(*o, c.horizonMonths);
            info.npvCny = basisNpvThrough(*o, c.horizonMonths, discountRateOf(p), afterTaxBasisOf(p));
            info.npvBasisId = basisIdOf(p);
        }
        c.plans << info;
    }
    c.lineItems = lineItemTable(plans, c.horizonMonths);
    c.rule = c.horizonMonths == c.curves.commonHorizon
        ? QCoreApplication::translate("cp::Compare",
            "Every plan is compared over the same %n month(s), the shortest common horizon; later months are left out "
            "and a resale counts only at a plan's own horizon.",
            nullptr, c.horizonMonths)
        : QCoreApplication::translate("cp::Compare",
            "Every plan is compared over the same %n month(s) (chosen; the shortest common horizon is %1 months); later "
            "months are left out and a resale counts only at a plan's own horizon.",
            nullptr, c.horizonMonths)
              .arg(c.curves.commonHorizon);

    RowBuilder b(plans, c.baseline, locale);
    inputRows(b);
    priceRows(b, plans);
    b.group(QStringLiteral("results"), QCoreApplication::translate("cp::Compare", "Results"));
    trainingResultRows(b);
    tcoResultRows(b, plans, c.horizonMonths);
    poolRows(b, plans);
    c.rows = b.take();
    for (const char *id : { "result.train_days", "result.gpu_hours", "result.tco_total", "result.npv", "result.break_even" }) {
        if (const Row *r = c.row(QString::fromLatin1(id)))
            c.kpis << *r;
    }

    if (c.plans.at(c.baseline).hasTco) {
        for (int i = 0; i < c.plans.size(); ++i) {
            if (i != c.baseline && c.plans.at(i).hasTco)
                c.waterfalls << waterfall(c, c.baseline, i);
        }
    }
    return c;
}

int largestGap(const Comparison &comparison)
{
    int best = -1;
    double gap = -1;
    for (const Waterfall &w : comparison.waterfalls) {
        if (std::abs(w.gapCny()) > gap) {
            gap = std::abs(w.gapCny());
            best = w.to;
        }
    }
    return best;
}

} // namespace cp::compare
