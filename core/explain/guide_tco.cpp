// The guide's TCO worked example (issue 21): rent, lease or build for 16 cards over 36 months,
// before and after China's taxes, computed by the TCO engine with the built-in price book.
#include "core/explain/guide.h"

#include "core/explain/markdowntable.h"

#include "core/catalog/catalog.h"
#include "core/tco/tco.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::explain {

namespace {

QString pct(const std::optional<double> &v, const QLocale &l)
{
    //: a break-even utilisation that does not exist in 0..100%
    return v ? units::formatNumber(*v * 100, 0, l) + QLatin1Char('%') : QCoreApplication::translate("cp::Guide", "never");
}

QString cardName(const QString &id)
{
    const Accelerator *a = Catalog::builtIn().accelerator(id);
    return a ? a->name : id;
}

tco::TcoInput sixteen(const QString &acc, double utilisation)
{
    tco::TcoInput in;
    in.acceleratorId = acc;
    in.gpus = 16;
    in.horizonMonths = 36;
    in.utilisation = utilisation;
    return in;
}

const tco::BreakEven *pair(const tco::TcoResult &r, tco::OptionKind a, tco::OptionKind b)
{
    for (const tco::BreakEven &be : r.breakEven) {
        if ((be.a == tco::optionId(a) && be.b == tco::optionId(b)) || (be.a == tco::optionId(b) && be.b == tco::optionId(a)))
            return &be;
    }
    return nullptr;
}

QString breakEvenCells(const tco::TcoResult &r, tco::OptionKind rental, const QLocale &l)
{
    const tco::BreakEven *be = pair(r, tco::OptionKind::Build, rental);
    return be ? pct(be->utilisation, l) + QStringLiteral(" / ") + pct(be->utilisationBeforeTax, l) : QStringLiteral("-");
}

} // namespace

QString tcoWorkedExample(const QLocale &l)
{
    using tco::OptionKind;
    QString md = QCoreApplication::translate("cp::Guide", "\n## 10. Rent, lease or build? 16 cards over 36 months, before and after tax\n\n"
                                                          "16 cards, steady demand, 36 months, the built-in price book, China's taxes on (general VAT taxpayer, "
                                                          "25% corporate income tax, straight-line tax depreciation over 3 years). Options are ranked by after-tax NPV "
                                                          "(resale net of its output VAT included), the verdict's basis; the recommended option is the verdict's. "
                                                          "Break-even is the steady utilisation at which self-build costs the same NPV as the rental way, "
                                                          "after tax / before tax: the same discounted flows as the ranking.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Accelerator"), QCoreApplication::translate("cp::Guide", "Utilisation"), QCoreApplication::translate("cp::Guide", "Recommended (after-tax NPV)"), QCoreApplication::translate("cp::Guide", "Self-build NPV after tax"), QCoreApplication::translate("cp::Guide", "Break-even vs cloud on demand"),
        QCoreApplication::translate("cp::Guide", "Break-even vs lease") });
    for (const QString &acc : { QStringLiteral("h800-sxm-80gb"), QStringLiteral("h20-96gb"), QStringLiteral("ascend-910b") }) {
        for (const double u : { 0.4, 0.7, 0.9 }) {
            const auto r = tco::computeTco(sixteen(acc, u));
            if (!r) {
                md += tableRow({ cardName(acc), pct(u, l), QCoreApplication::translate("cp::Guide", "no result: ") + joinErrors(r.errors()), QString(), QString(), QString() });
                continue;
            }
            const tco::OptionResult *best = r->option(r->verdict.recommended);
            const tco::OptionResult *build = r->option(tco::optionId(OptionKind::Build));
            md += tableRow({ cardName(acc), pct(u, l), best ? best->name : QString(), build ? units::compactYuan(build->npvAfterTaxCny, l) : QString(),
                breakEvenCells(*r, OptionKind::OnDemand, l), breakEvenCells(*r, OptionKind::Lease, l) });
        }
    }
    md += QCoreApplication::translate("cp::Guide", "\nHow the tax settings move it: 16 H800 at 70% utilisation.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Tax settings"), QCoreApplication::translate("cp::Guide", "Recommended"), QCoreApplication::translate("cp::Guide", "Self-build NPV"), QCoreApplication::translate("cp::Guide", "Break-even vs cloud on demand"), QCoreApplication::translate("cp::Guide", "Break-even vs lease") });
    struct Setting {
        const char *label;
        bool enabled;
        double rate;
        tco::TaxDepreciation dep;
        tco::VatPayer payer;
    };
    // clang-format off
    const Setting settings[] = {
        { QT_TRANSLATE_NOOP("cp::Guide", "Taxes off (before tax)"), false, 0.25, tco::TaxDepreciation::StraightLine, tco::VatPayer::General },
        { QT_TRANSLATE_NOOP("cp::Guide", "25%, straight-line, general VAT taxpayer (default)"), true, 0.25, tco::TaxDepreciation::StraightLine, tco::VatPayer::General },
        { QT_TRANSLATE_NOOP("cp::Guide", "25%, one-time deduction (2024-2027, up to 5M CNY a unit)"), true, 0.25, tco::TaxDepreciation::OneTime, tco::VatPayer::General },
        { QT_TRANSLATE_NOOP("cp::Guide", "15% high-tech enterprise, straight-line"), true, 0.15, tco::TaxDepreciation::StraightLine, tco::VatPayer::General },
        { QT_TRANSLATE_NOOP("cp::Guide", "25%, small-scale VAT taxpayer (no input VAT recovery)"), true, 0.25, tco::TaxDepreciation::StraightLine, tco::VatPayer::Small },
    };
    // clang-format on
    for (const Setting &s : settings) {
        tco::TcoInput in = sixteen(QStringLiteral("h800-sxm-80gb"), 0.7);
        in.tax.enabled = s.enabled;
        in.tax.incomeTaxRate = s.rate;
        in.tax.depreciation = s.dep;
        in.tax.vatPayer = s.payer;
        const auto r = tco::computeTco(in);
        if (!r)
            continue;
        const tco::OptionResult *best = r->option(r->verdict.recommended);
        const tco::OptionResult *build = r->option(tco::optionId(OptionKind::Build));
        const tco::BreakEven *od = pair(*r, OptionKind::Build, OptionKind::OnDemand);
        const tco::BreakEven *lease = pair(*r, OptionKind::Build, OptionKind::Lease);
        md += tableRow({ QCoreApplication::translate("cp::Guide", s.label), best ? best->name : QString(), build ? units::compactYuan(build->decisionNpvCny, l) : QString(),
            od ? pct(od->utilisation, l) : QString(), lease ? pct(lease->utilisation, l) : QString() });
    }
    md += QCoreApplication::translate("cp::Guide", "\nTax shields lower every option's cost, but not equally: a general taxpayer recovers 13% VAT on servers, power and "
                                                   "tangible-property leases and only 6% on cloud bills, and depreciation shields arrive over three years (or at once with "
                                                   "the one-time deduction), while rent is deducted as it is paid. A small-scale taxpayer recovers no VAT, which favours "
                                                   "the options with the least VAT in their price. Check with `computeplanner-cli tco --accelerator h800-sxm-80gb --gpus 16 "
                                                   "--utilisation 0.7 --solve-for utilisation` and the `--tax-rate`, `--depreciation` and `--vat-payer` flags.\n");
    return md;
}

} // namespace cp::explain
