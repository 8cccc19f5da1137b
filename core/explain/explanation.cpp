#include "core/explain/explanation.h"

#include "core/catalog/datatexts.h"
#include "core/catalog/pricetexts.h"
#include "core/estimate/formulas.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::explain {

const QHash<QString, QString> &formulaReferences()
{
    static const QHash<QString, QString> refs {
        { QStringLiteral("megatron-flops"), QString::fromLatin1(estimate::formulas::kSourceFlops) },
        { QStringLiteral("korthikanti2022"), QString::fromLatin1(estimate::formulas::kSourceActivations) },
        { QStringLiteral("zero2020"), QString::fromLatin1(estimate::formulas::kSourceModelStates) },
        { QStringLiteral("nccl-collectives"), QString::fromLatin1(estimate::formulas::kSourceCollectives) },
        { QStringLiteral("pipeline-bubble"), QString::fromLatin1(estimate::formulas::kSourceBubble) },
        { QStringLiteral("goodput"), QString::fromLatin1(estimate::formulas::kSourceGoodput) },
        { QStringLiteral("palm-mfu"), QString::fromLatin1(estimate::formulas::kSourceMfu) },
        { QStringLiteral("lora"), QString::fromLatin1(estimate::formulas::kSourceLora) },
        { QStringLiteral("kv-cache"), QString::fromLatin1(estimate::formulas::kSourceKvCache) },
        { QStringLiteral("npv-monthly"),
            QStringLiteral("Net present value with monthly discounting at (1+r)^(1/12)-1 of end-of-month flows "
                           "(Compute Planner TCO convention)") },
        { QStringLiteral("break-even"),
            QStringLiteral("Last crossing of two cumulative cost curves on the ranking basis (each month discounted, "
                           "after tax when taxes are on, resale at the horizon), linearly interpolated between months "
                           "(Compute Planner TCO convention)") },
        { QStringLiteral("cash-flow"),
            QStringLiteral("Monthly cash-flow model per option: line items priced from the price book "
                           "(Compute Planner TCO model)") },
        { QStringLiteral("pareto"), QStringLiteral("Pareto front of wall-clock time vs cost over the searched layouts "
                                                   "(Compute Planner cluster search)") },
        { QStringLiteral("inference-sizing"),
            QStringLiteral("Decode bound by memory bandwidth, prefill by compute (Pope et al. 2022)") },
    };
    return refs;
}

QString describe(const Source &source, const Catalog &catalog)
{
    switch (source.kind) {
    case SourceKind::Formula:
        return readableSource(formulaReferences().value(source.ref));
    case SourceKind::Calibration:
        return source.ref.isEmpty() ? QString()
                                    : QCoreApplication::translate("cp::Explain", "Calibrated constant %1 (fitted on published runs)")
                                          .arg(source.ref);
    case SourceKind::Catalog:
        if (const Accelerator *a = catalog.accelerator(source.ref))
            return QCoreApplication::translate("cp::Explain", "%1 datasheet figures: %2").arg(a->name, readableSource(a->source));
        if (const Fabric *f = catalog.fabric(source.ref))
            return QCoreApplication::translate("cp::Explain", "%1: %2").arg(fabricNameText(f->name), readableSource(f->source));
        return {};
    case SourceKind::Price:
        if (const PriceEntry *p = catalog.price(source.ref)) {
            const QString badge = p->isAssumption()
                ? QCoreApplication::translate("cp::Explain", " (assumption: please confirm)")
                : QString();
            // A plain fraction reads as a percentage ("75%", not "0.75 fraction").
            const bool fraction = p->unit == QLatin1String("fraction") && p->value;
            const QString value = !p->value ? QStringLiteral("?")
                : fraction                  ? units::formatPercent(*p->value, *p->value * 100 == std::round(*p->value * 100) ? 0 : 1)
                                            : QString::number(*p->value, 'g', 10);
            const QString unit = fraction ? QString() : priceUnitText(p->unit);
            if (p->asOf.isEmpty())
                //: %1 the price's item name, %2 its value, %3 currency, %4 unit, %5 its source (no as-of date known)
                return QCoreApplication::translate("cp::Explain", "%1 = %2 %3 %4 — %5%6")
                    .arg(priceKeyName(p->key, catalog), value, p->currency, unit, readableSource(p->source, &catalog), badge)
                    .simplified();
            //: %1 the price's item name, %2 its value, %3 currency, %4 unit, %5 its source, %6 as-of date
            return QCoreApplication::translate("cp::Explain", "%1 = %2 %3 %4 — %5, as of %6%7")
                .arg(priceKeyName(p->key, catalog), value, p->currency, unit, readableSource(p->source, &catalog), p->asOf, badge)
                .simplified();
        }
        return {};
    }
    return {};
}

bool dependsOnAssumption(const Explanation &explanation, const Catalog &catalog)
{
    for (const Source &s : explanation.sources) {
        if (s.kind == SourceKind::Price) {
            const PriceEntry *p = catalog.price(s.ref);
            if (!p || p->isAssumption())
                return true;
        }
        if (s.kind == SourceKind::Catalog) {
            const Accelerator *a = catalog.accelerator(s.ref);
            if (a && a->confidence == Confidence::Assumption)
                return true;
        }
    }
    return false;
}

QString toText(const Explanation &explanation, const Catalog &catalog)
{
    QStringList lines;
    lines << explanation.formula;
    if (!explanation.inputs.isEmpty()) {
        lines << QString() << QCoreApplication::translate("cp::Explain", "Inputs:");
        for (const Input &in : explanation.inputs)
            lines << QStringLiteral("  • %1: %2").arg(in.name, in.value);
    }
    if (!explanation.sources.isEmpty()) {
        lines << QString() << QCoreApplication::translate("cp::Explain", "Sources:");
        for (const Source &s : explanation.sources) {
            const QString d = describe(s, catalog);
            lines << QStringLiteral("  • %1").arg(d.isEmpty() ? s.ref : d);
        }
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace cp::explain
