#include "core/tco/tcoinput.h"

#include <QCoreApplication>

namespace cp::tco {

namespace {
struct OptionNames {
    OptionKind kind;
    const char *id;
    const char *name;
};
// clang-format off
const OptionNames kOptions[] = {
    { OptionKind::OnDemand, "on_demand", QT_TRANSLATE_NOOP("cp::Tco", "Cloud on demand") },
    { OptionKind::Commitment, "commitment", QT_TRANSLATE_NOOP("cp::Tco", "Cloud commitment") },
    //: Preemptible cloud capacity sold at a discount
    { OptionKind::Spot, "spot", QT_TRANSLATE_NOOP("cp::Tco", "Cloud spot") },
    { OptionKind::Lease, "lease", QT_TRANSLATE_NOOP("cp::Tco", "Bare-metal lease (local computing centre)") },
    { OptionKind::Build, "build", QT_TRANSLATE_NOOP("cp::Tco", "Self-build") },
    { OptionKind::Hybrid, "hybrid", QT_TRANSLATE_NOOP("cp::Tco", "Hybrid (owned core + cloud burst)") },
};
// clang-format on
const std::pair<DemandTemplate, const char *> kDemands[] = {
    { DemandTemplate::Steady, "steady" },
    { DemandTemplate::PeaksAndValleys, "peaks" },
    { DemandTemplate::Growing, "growing" },
    { DemandTemplate::FromPlan, "plan" },
};
} // namespace

QString optionId(OptionKind kind)
{
    for (const OptionNames &o : kOptions) {
        if (o.kind == kind)
            return QString::fromLatin1(o.id);
    }
    return {};
}

QString optionName(OptionKind kind)
{
    for (const OptionNames &o : kOptions) {
        if (o.kind == kind)
            return QCoreApplication::translate("cp::Tco", o.name);
    }
    return {};
}

std::optional<OptionKind> optionFromId(const QString &id)
{
    for (const OptionNames &o : kOptions) {
        if (id == QLatin1String(o.id))
            return o.kind;
    }
    return std::nullopt;
}

QString demandId(DemandTemplate t)
{
    for (const auto &[kind, id] : kDemands) {
        if (kind == t)
            return QString::fromLatin1(id);
    }
    return {};
}

std::optional<DemandTemplate> demandFromId(const QString &id)
{
    for (const auto &[kind, name] : kDemands) {
        if (id == QLatin1String(name))
            return kind;
    }
    return std::nullopt;
}

QString depreciationId(TaxDepreciation d) { return d == TaxDepreciation::OneTime ? QStringLiteral("one-time") : QStringLiteral("straight-line"); }

std::optional<TaxDepreciation> depreciationFromId(const QString &id)
{
    if (id == QLatin1String("straight-line"))
        return TaxDepreciation::StraightLine;
    if (id == QLatin1String("one-time"))
        return TaxDepreciation::OneTime;
    return std::nullopt;
}

QString vatPayerId(VatPayer v) { return v == VatPayer::Small ? QStringLiteral("small") : QStringLiteral("general"); }

std::optional<VatPayer> vatPayerFromId(const QString &id)
{
    if (id == QLatin1String("general"))
        return VatPayer::General;
    if (id == QLatin1String("small"))
        return VatPayer::Small;
    return std::nullopt;
}

} // namespace cp::tco
