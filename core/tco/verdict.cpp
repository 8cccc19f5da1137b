#include "core/tco/verdict.h"

#include "core/catalog/pricetexts.h"
#include "core/tco/demand.h"
#include "core/units/format.h"

#include <QCoreApplication>
#include <cmath>

namespace cp::tco {

namespace {

QString money(double cny) { return units::formatMoney(units::yuan(cny), units::MoneyStyle::Compact); }
QString percent(double fraction) { return units::formatNumber(fraction * 100.0, 0) + QLatin1Char('%'); }

bool usesPublicCloud(OptionKind k)
{
    return k == OptionKind::OnDemand || k == OptionKind::Commitment || k == OptionKind::Spot || k == OptionKind::Hybrid;
}

double fleetUtilisation(const TcoResult &r, const TcoInput &in)
{
    double sum = 0;
    for (size_t m = 1; m < r.demandGpuHours.size(); ++m)
        sum += r.demandGpuHours[m];
    const double capacity = in.gpus * gpuHoursPerGpuMonth() * in.horizonMonths;
    return capacity > 0 ? sum / capacity : 0;
}

const OptionResult *cheapest(const TcoResult &r, bool onPremisesOnly)
{
    const OptionResult *best = nullptr;
    for (const OptionResult &o : r.options) {
        if (!o.obtainable || (onPremisesOnly && usesPublicCloud(o.kind)))
            continue;
        if (!best || o.decisionNpvCny < best->decisionNpvCny)
            best = &o;
    }
    return best;
}

const OptionResult *checklistChoice(const TcoResult &r, const ChecklistSignals &s)
{
    const qsizetype most = std::max({ s.build.size(), s.cloud.size(), s.hybrid.size() });
    if (most < 2)
        return nullptr;
    const auto obtainable = [&](OptionKind k) {
        const OptionResult *o = r.option(optionId(k));
        return o && o->obtainable ? o : nullptr;
    };
    if (s.build.size() == most)
        return obtainable(OptionKind::Build);
    if (s.hybrid.size() == most)
        return obtainable(OptionKind::Hybrid);
    return obtainable(OptionKind::OnDemand);
}

/// The break-even month of build against cloud on demand at the planned demand (ranking basis).
std::optional<double> buildVsCloudMonth(const TcoResult &r)
{
    for (const BreakEven &b : r.breakEven) {
        const bool pair = (b.a == optionId(OptionKind::OnDemand) && b.b == optionId(OptionKind::Build))
            || (b.b == optionId(OptionKind::OnDemand) && b.a == optionId(OptionKind::Build));
        if (pair)
            return b.month;
    }
    return std::nullopt;
}

/// Build against cloud on demand on the ranking basis, the same figures the ranking uses: whether
/// building is cheaper at the planned demand decides the sentence, the month and the utilisation
/// say when and from how much use.
QString buildBreakEvenReason(const TcoResult &r, const TcoInput &in, const OptionResult &build, const OptionResult &cloud)
{
    const QString basis = r.basisName();
    const std::optional<double> month = buildVsCloudMonth(r);
    if (build.decisionNpvCny <= cloud.decisionNpvCny) {
        if (month)
            //: %1 a month number, %2 the basis ("after-tax NPV"), %3 a utilisation percentage
            return QCoreApplication::translate("cp::Tco", "Building breaks even against cloud on demand in month %1 at the planned demand (%2); it pays as long as utilisation stays above %3.")
                .arg(int(std::ceil(*month)))
                .arg(basis, percent(r.breakEvenUtilisation.value_or(0.0)));
        return (in.horizonMonths == 1 ? QCoreApplication::translate("cp::Tco", "Building costs less than cloud on demand throughout the %1 month at the planned demand (%2).")
                                      : QCoreApplication::translate("cp::Tco", "Building costs less than cloud on demand throughout the %1 months at the planned demand (%2)."))
            .arg(in.horizonMonths)
            .arg(basis);
    }
    if (!r.breakEvenUtilisation)
        return (in.horizonMonths == 1 ? QCoreApplication::translate("cp::Tco", "Building never breaks even against cloud on demand within %1 month (%2), even at full utilisation.")
                                      : QCoreApplication::translate("cp::Tco", "Building never breaks even against cloud on demand within %1 months (%2), even at full utilisation."))
            .arg(in.horizonMonths)
            .arg(basis);
    return (in.horizonMonths == 1 ? QCoreApplication::translate("cp::Tco", "Building does not break even against cloud on demand within %1 month at the planned demand (%2); it needs utilisation above %3.")
                                  : QCoreApplication::translate("cp::Tco", "Building does not break even against cloud on demand within %1 months at the planned demand (%2); it needs utilisation above %3."))
        .arg(in.horizonMonths)
        .arg(basis, percent(*r.breakEvenUtilisation));
}

/// The cheapest obtainable way of renting from a public cloud (on demand, commitment, spot).
const OptionResult *cheapestCloud(const TcoResult &r)
{
    const OptionResult *c = nullptr;
    for (const OptionResult &o : r.options) {
        if (o.obtainable && o.kind != OptionKind::Hybrid && usesPublicCloud(o.kind) && (!c || o.decisionNpvCny < c->decisionNpvCny))
            c = &o;
    }
    return c;
}

/// "Checklist points to building: …", and when the numbers disagree with the checklist, says so:
/// the option it points to costs more than the recommendation on the ranking basis, or cannot be
/// obtained.
QString checklistReason(const QString &pointsTo, const QStringList &hints, const OptionResult *option, const OptionResult &best, const TcoResult &r)
{
    //: the separator between the checklist's reasons (zh: a full-width semicolon)
    const QString list = hints.join(QCoreApplication::translate("cp::Tco", "; "));
    if (option && !option->obtainable)
        //: %1 "Checklist points to building: reasons", %2 an option name, %3 why it cannot be obtained
        return QCoreApplication::translate("cp::Tco", "%1, but %2 cannot be obtained: %3").arg(pointsTo.arg(list), option->name, option->notObtainableReason);
    if (option && option != &best && option->decisionNpvCny > best.decisionNpvCny)
        //: %1 "Checklist points to building: reasons", %2 an option, %3 an amount, %4 the basis, %5 the recommended option
        return QCoreApplication::translate("cp::Tco", "%1, but the numbers do not support it: %2 costs %3 more (%4) than %5.")
            .arg(pointsTo.arg(list), option->name, money(option->decisionNpvCny - best.decisionNpvCny), r.basisName(), best.name);
    //: a sentence ending in a full stop: %1 "Checklist points to building: reasons" (zh: 。)
    return QCoreApplication::translate("cp::Tco", "%1.").arg(pointsTo.arg(list));
}

} // namespace

ChecklistSignals checklistSignals(const TcoResult &r, const TcoInput &in)
{
    ChecklistSignals s;
    const Checklist &c = in.checklist;
    const int sustained = sustainedMonths(r.demandGpuHours);
    const double variation = demandVariation(r.demandGpuHours);
    if (sustained >= kSustainedMonths)
        s.build << QCoreApplication::translate("cp::Tco", "demand is sustained for %1 months").arg(sustained);
    if (fleetUtilisation(r, in) >= kHighUtilisation)
        s.build << QCoreApplication::translate("cp::Tco", "utilisation is high (%1)").arg(percent(fleetUtilisation(r, in)));
    if (c.dedicatedOpsStaff)
        s.build << QCoreApplication::translate("cp::Tco", "a dedicated operations team is available");
    if (c.dataMustStayOnPremises)
        s.build << QCoreApplication::translate("cp::Tco", "data must stay on your own premises");
    if (c.cheapStablePower)
        s.build << QCoreApplication::translate("cp::Tco", "cheap, stable rack space and power are available");
    if (variation >= kPeakyVariation)
        s.cloud << QCoreApplication::translate("cp::Tco", "demand comes in phases with peaks and valleys");
    if (c.smallTeam)
        s.cloud << QCoreApplication::translate("cp::Tco", "the team is small");
    if (c.tryManyGpuTypes)
        s.cloud << QCoreApplication::translate("cp::Tco", "you want to try several GPU types");
    if (c.preferPayAsYouGo)
        s.cloud << QCoreApplication::translate("cp::Tco", "you prefer to pay as you go");
    const OptionResult *hybrid = r.option(optionId(OptionKind::Hybrid));
    if (variation >= kPeakyVariation && sustained >= kSustainedMonths)
        s.hybrid << QCoreApplication::translate("cp::Tco", "a sustained base load with bursts on top");
    if (hybrid && hybrid->coreGpus > 0 && hybrid->coreGpus < in.gpus)
        s.hybrid << QCoreApplication::translate("cp::Tco", "the cheapest mix owns %1 GPUs and bursts the rest to the cloud").arg(hybrid->coreGpus);
    return s;
}

Verdict makeVerdict(const TcoResult &r, const TcoInput &in, const Catalog &catalog)
{
    Verdict v;
    const ChecklistSignals hints = checklistSignals(r, in);
    const bool onPremises = in.checklist.dataMustStayOnPremises;
    const OptionResult *best = cheapest(r, onPremises);
    if (!best)
        best = cheapest(r, false);
    if (!best)
        return v;
    const OptionResult *cheapestAllowed = best;
    const OptionResult *byChecklist = checklistChoice(r, hints);
    const bool checklistWins = byChecklist && byChecklist != best && !(onPremises && usesPublicCloud(byChecklist->kind))
        && byChecklist->decisionNpvCny <= best->decisionNpvCny * (1.0 + kChecklistTolerance);
    if (checklistWins)
        best = byChecklist;
    v.recommended = best->id;
    if (checklistWins) {
        v.reasons << (in.horizonMonths == 1 ? QCoreApplication::translate("cp::Tco", "%1 costs within %2 of the cheapest option (%3), and the checklist points to it: NPV %4, %5 in cash over %6 month.")
                                            : QCoreApplication::translate("cp::Tco", "%1 costs within %2 of the cheapest option (%3), and the checklist points to it: NPV %4, %5 in cash over %6 months."))
                         .arg(best->name, percent(kChecklistTolerance), cheapestAllowed->name, money(best->decisionNpvCny), money(best->totalCny))
                         .arg(in.horizonMonths);
    } else {
        // One month (a one-off run's horizon) in the singular: the CLI prints these without a
        // translator in the core-only build, so no "%n month(s)" plural form.
        const bool one = in.horizonMonths == 1;
        v.reasons << (r.afterTaxBasis ? (one ? QCoreApplication::translate("cp::Tco", "%1 has the lowest cost over %2 month: NPV after tax %3, %4 in cash before tax.")
                                             : QCoreApplication::translate("cp::Tco", "%1 has the lowest cost over %2 months: NPV after tax %3, %4 in cash before tax."))
                                      : (one ? QCoreApplication::translate("cp::Tco", "%1 has the lowest cost over %2 month: NPV %3, %4 in cash.")
                                             : QCoreApplication::translate("cp::Tco", "%1 has the lowest cost over %2 months: NPV %3, %4 in cash.")))
                         .arg(best->name)
                         .arg(in.horizonMonths)
                         .arg(money(best->decisionNpvCny), money(best->totalCny));
        if (byChecklist && byChecklist != best)
            v.reasons << QCoreApplication::translate("cp::Tco", "The checklist points to %1, but it costs %2 more (NPV) than %3.")
                             .arg(byChecklist->name, money(byChecklist->decisionNpvCny - best->decisionNpvCny), best->name);
    }
    if (r.afterTaxBasis)
        v.reasons << QCoreApplication::translate("cp::Tco", "Costs are compared after tax (NPV after VAT recovery and income-tax shields at %1%, %2 VAT taxpayer, %3 tax depreciation); "
                                                            "before tax the NPV of %4 is %5.")
                         .arg(units::formatNumber(in.tax.incomeTaxRate * 100, 0),
                             in.tax.vatPayer == VatPayer::General ? QCoreApplication::translate("cp::Tco", "general") : QCoreApplication::translate("cp::Tco", "small-scale"),
                             in.tax.depreciation == TaxDepreciation::OneTime ? QCoreApplication::translate("cp::Tco", "one-time") : QCoreApplication::translate("cp::Tco", "straight-line"),
                             best->name, money(best->npvCny));
    if (best->effectiveCnyPerGpuHour)
        v.reasons << QCoreApplication::translate("cp::Tco", "That is %1 CNY per GPU-hour used.").arg(units::formatNumber(*best->effectiveCnyPerGpuHour, 2));
    if (onPremises)
        v.reasons << QCoreApplication::translate("cp::Tco", "Data must stay on your own premises, so public-cloud options were not recommended.");
    const OptionResult *build = r.option(optionId(OptionKind::Build));
    const OptionResult *cloud = r.option(optionId(OptionKind::OnDemand));
    if (build && cloud && build->obtainable && cloud->obtainable)
        v.reasons << buildBreakEvenReason(r, in, *build, *cloud);
    if (!r.tornado.isEmpty())
        v.reasons << QCoreApplication::translate("cp::Tco", "The comparison of %1 and %2 is most sensitive to %3.")
                         .arg(optionName(*optionFromId(r.tornadoA)), optionName(*optionFromId(r.tornadoB)), r.tornado.first().label);
    if (!r.tornadoNote.isEmpty())
        v.reasons << r.tornadoNote;
    if (!hints.build.isEmpty())
        v.reasons << checklistReason(QCoreApplication::translate("cp::Tco", "Checklist points to building: %1"), hints.build, build, *best, r);
    if (!hints.cloud.isEmpty())
        v.reasons << checklistReason(QCoreApplication::translate("cp::Tco", "Checklist points to the cloud: %1"), hints.cloud, cheapestCloud(r), *best, r);
    if (!hints.hybrid.isEmpty())
        v.reasons << checklistReason(QCoreApplication::translate("cp::Tco", "Checklist points to a hybrid: %1"), hints.hybrid, r.option(optionId(OptionKind::Hybrid)), *best, r);
    if (!r.assumptions.isEmpty())
        v.reasons << QCoreApplication::translate("cp::Tco", "%1 of the prices used are assumptions you must confirm: %2.")
                         .arg(r.assumptions.size())
                         .arg(priceKeyNames(r.assumptions, catalog).join(QCoreApplication::translate("cp::Tco", "; ")));
    return v;
}

} // namespace cp::tco
