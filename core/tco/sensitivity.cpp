#include "core/tco/sensitivity.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

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

double npvOf(const OptionFlows &f, const TcoInput &in) { return decisionNpv(f, in); }

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
    s.scale.utilisation = 1;
    s.options = { OptionKind::Build, OptionKind::OnDemand };
    return s;
}

/// Build's decision NPV less cloud on demand's for a steady demand at `utilisation` (the ranking basis).
double buildMinusCloud(const TcoInput &in, const TcoPrices &p, double utilisation)
{
    const TcoInput s = steadyPair(in, utilisation);
    const QList<OptionFlows> flows = computeFlows(s, p);
    return decisionNpv(flows[0], s) - decisionNpv(flows[1], s);
}

QList<TornadoBar> barsFor(const TcoInput &in, const TcoPrices &p, OptionKind a, OptionKind b)
{
    TcoInput pair = in;
    pair.options = { a, b };
    QList<TornadoBar> bars;
    for (const Driver &d : kDrivers) {
        TcoInput low = pair;
        TcoInput high = pair;
        low.scale.*d.field *= 1.0 - in.sensitivity;
        high.scale.*d.field *= 1.0 + in.sensitivity;
        bars.append(TornadoBar { QString::fromLatin1(d.id), QCoreApplication::translate("cp::Tco", d.label), npvGap(low, p), npvGap(high, p) });
    }
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar &x, const TornadoBar &y) { return x.swing() > y.swing(); });
    return bars;
}

/// Two NPVs that differ by less than a yuan in a million count as the same cost.
bool coincide(double x, double y) { return std::abs(x - y) <= 1e-6 * std::max({ 1.0, std::abs(x), std::abs(y) }); }

/// The tornado of the recommended option against the runner-up that differs from it: options
/// that cost the same as the recommended one (a hybrid with no owned core is cloud on demand)
/// or whose comparison moves with no driver are skipped, and the note says which.
void addTornado(TcoResult &r, const TcoInput &in, const TcoPrices &p)
{
    const OptionResult *a = r.option(r.verdict.recommended);
    if (!a)
        a = r.option(r.optionIdWithLowestDecisionNpv());
    QList<const OptionResult *> ranked;
    for (const OptionResult &o : r.options) {
        if (&o != a && o.obtainable) // an option that cannot be obtained is never the runner-up
            ranked.append(&o);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](auto x, auto y) { return x->decisionNpvCny < y->decisionNpvCny; });
    if (!a || ranked.isEmpty())
        return;
    QStringList skipped;
    const OptionResult *b = nullptr;
    for (const OptionResult *o : std::as_const(ranked)) {
        if (coincide(o->decisionNpvCny, a->decisionNpvCny)) {
            skipped << o->name;
            continue;
        }
        QList<TornadoBar> bars = barsFor(in, p, a->kind, o->kind);
        if (bars.isEmpty() || bars.first().swing() <= 0) {
            skipped << o->name;
            continue;
        }
        b = o;
        r.tornado = bars;
        break;
    }
    if (!b) {
        // Every other option costs the same: compare with the nearest one all the same.
        b = ranked.first();
        r.tornado = barsFor(in, p, a->kind, b->kind);
    }
    r.tornadoA = a->id;
    r.tornadoB = b->id;
    r.tornadoBaseCny = a->decisionNpvCny - b->decisionNpvCny;
    if (!skipped.isEmpty())
        //: %1 option names, %2 the recommended option, %3 the option compared instead
        r.tornadoNote = QCoreApplication::translate("cp::Tco", "%1 cost the same as %2, so the tornado compares %2 with %3.")
                            .arg(skipped.join(QStringLiteral(", ")), a->name, b->name);
}

double pairGap(const TcoInput &in, const TcoPrices &p, OptionKind a, OptionKind b, double utilisation, bool afterTax)
{
    TcoInput s = in;
    s.demand = DemandTemplate::Steady;
    s.gpuHoursPerMonth = 0;
    s.utilisation = utilisation;
    s.scale.utilisation = 1;
    s.tax.enabled = afterTax && in.tax.enabled;
    s.options = { a, b };
    const QList<OptionFlows> flows = computeFlows(s, p);
    return decisionNpv(flows[0], s) - decisionNpv(flows[1], s);
}

} // namespace

std::optional<double> buildBreakEvenMonth(const TcoInput &in, const TcoPrices &p, double utilisation)
{
    const TcoInput s = steadyPair(in, utilisation);
    const QList<OptionFlows> flows = computeFlows(s, p);
    return breakEvenMonth(decisionCumulative(flows[0], s), decisionCumulative(flows[1], s));
}

std::optional<double> pairBreakEvenUtilisation(const TcoInput &in, const TcoPrices &p, OptionKind a, OptionKind b, bool afterTax)
{
    if (a == b)
        return std::nullopt;
    // At zero demand two pay-per-use options both cost nothing: start just above it.
    constexpr double kLowest = 1e-6;
    double lo = kLowest;
    double hi = 1.0;
    double gLo = pairGap(in, p, a, b, lo, afterTax);
    const double gHi = pairGap(in, p, a, b, hi, afterTax);
    if (gLo == 0 || gHi == 0 || (gLo > 0) == (gHi > 0))
        return std::nullopt; // the same cost throughout, or one option cheaper at every utilisation
    constexpr int kBisections = 40; // 1e-12 of utilisation
    for (int i = 0; i < kBisections; ++i) {
        const double mid = (lo + hi) / 2;
        const double g = pairGap(in, p, a, b, mid, afterTax);
        if ((g > 0) == (gLo > 0)) {
            lo = mid;
            gLo = g;
        } else {
            hi = mid;
        }
    }
    return (lo + hi) / 2;
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
