#include "core/tco/sensitivity.h"

#include <QCoreApplication>
#include <algorithm>

namespace cp::tco {

using namespace cp::units;

namespace {

struct Driver {
    const char *id;
    const char *label;
    double DriverScale::*field;
};

// clang-format off
const Driver kDrivers[] = {
    { "gpu_price", QT_TRANSLATE_NOOP("cp::Tco", "GPU server price"), &DriverScale::gpuPrice },
    { "cloud_price", QT_TRANSLATE_NOOP("cp::Tco", "Cloud and lease prices"), &DriverScale::cloudPrice },
    { "utilisation", QT_TRANSLATE_NOOP("cp::Tco", "Utilisation (demand)"), &DriverScale::utilisation },
    { "tariff", QT_TRANSLATE_NOOP("cp::Tco", "Electricity tariff"), &DriverScale::tariff },
    //: Power usage effectiveness of the data centre
    { "pue", QT_TRANSLATE_NOOP("cp::Tco", "PUE"), &DriverScale::pue },
    { "residual_value", QT_TRANSLATE_NOOP("cp::Tco", "Residual value"), &DriverScale::residual },
    { "staff_cost", QT_TRANSLATE_NOOP("cp::Tco", "Operations staff cost"), &DriverScale::staff },
    { "discount_rate", QT_TRANSLATE_NOOP("cp::Tco", "Discount rate"), &DriverScale::discountRate },
};
// clang-format on

double npvOf(const OptionFlows &f, const TcoInput &in) { return optionNpv(f, in.discountRate * in.scale.discountRate); }

double npvGap(TcoInput in, const TcoPrices &p)
{
    const QList<OptionFlows> flows = computeFlows(in, p);
    return npvOf(flows[0], in) - npvOf(flows[1], in);
}

TcoInput steadyPair(const TcoInput &in, double utilisation)
{
    TcoInput s = in;
    s.demand = DemandTemplate::Steady;
    s.gpuHoursPerMonth = 0;
    s.utilisation = utilisation;
    s.options = { OptionKind::Build, OptionKind::OnDemand };
    return s;
}

double buildMinusCloud(const TcoInput &in, const TcoPrices &p, double utilisation)
{
    const QList<OptionFlows> flows = computeFlows(steadyPair(in, utilisation), p);
    return cumulative(flows[0].cash).back() - cumulative(flows[1].cash).back();
}

void addTornado(TcoResult &r, const TcoInput &in, const TcoPrices &p)
{
    QList<const OptionResult *> ranked;
    for (const OptionResult &o : r.options)
        ranked.append(&o);
    std::stable_sort(ranked.begin(), ranked.end(), [](auto x, auto y) { return x->npvCny < y->npvCny; });
    if (ranked.size() < 2)
        return;
    r.tornadoA = ranked[0]->id;
    r.tornadoB = ranked[1]->id;
    r.tornadoBaseCny = ranked[0]->npvCny - ranked[1]->npvCny;
    TcoInput pair = in;
    pair.options = { ranked[0]->kind, ranked[1]->kind };
    for (const Driver &d : kDrivers) {
        TcoInput low = pair;
        TcoInput high = pair;
        low.scale.*d.field *= 1.0 - in.sensitivity;
        high.scale.*d.field *= 1.0 + in.sensitivity;
        r.tornado.append(TornadoBar { QString::fromLatin1(d.id), QCoreApplication::translate("cp::Tco", d.label), npvGap(low, p), npvGap(high, p) });
    }
    std::stable_sort(r.tornado.begin(), r.tornado.end(), [](const TornadoBar &x, const TornadoBar &y) { return x.swing() > y.swing(); });
}

} // namespace

std::optional<double> buildBreakEvenMonth(const TcoInput &in, const TcoPrices &p, double utilisation)
{
    const QList<OptionFlows> flows = computeFlows(steadyPair(in, utilisation), p);
    return breakEvenMonth(cumulative(flows[0].cash), cumulative(flows[1].cash));
}

std::optional<double> breakEvenUtilisation(const TcoInput &in, const TcoPrices &p)
{
    if (buildMinusCloud(in, p, 1.0) > 0)
        return std::nullopt;
    if (buildMinusCloud(in, p, 0.0) <= 0)
        return 0.0;
    double lo = 0.0;
    double hi = 1.0;
    constexpr int kBisections = 30; // 1e-9 of utilisation
    for (int i = 0; i < kBisections; ++i) {
        const double mid = (lo + hi) / 2;
        (buildMinusCloud(in, p, mid) > 0 ? lo : hi) = mid;
    }
    return hi;
}

void addSensitivity(TcoResult &r, const TcoInput &in, const TcoPrices &p)
{
    addTornado(r, in, p);
    if (!in.options.contains(OptionKind::Build))
        return;
    constexpr int kCurvePoints = 10;
    for (int i = 1; i <= kCurvePoints; ++i) {
        const double u = double(i) / kCurvePoints;
        r.breakEvenCurve.append(CurvePoint { u, buildBreakEvenMonth(in, p, u) });
    }
    r.breakEvenUtilisation = breakEvenUtilisation(in, p);
}

} // namespace cp::tco
