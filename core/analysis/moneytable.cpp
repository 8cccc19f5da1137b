#include "core/analysis/moneytable.h"

#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::analysis {

namespace {

QString money(double cny, const QLocale &locale) { return units::formatMoney(units::yuan(cny), units::MoneyStyle::Compact, locale); }

} // namespace

MoneyTable moneyTable(const MoneyAnswer &answer, const QLocale &locale)
{
    MoneyTable t;
    t.basisId = answer.basisId;
    t.basisName = answer.basisName;
    t.caption = QCoreApplication::translate("cp::Analysis", "Options ranked by %1; the recommended one is marked ★.").arg(t.basisName);
    t.headers = QStringList {
        QCoreApplication::translate("cp::Analysis", "Option"),
        QCoreApplication::translate("cp::Analysis", "Cash total"),
        QCoreApplication::translate("cp::Analysis", "Pre-tax NPV"),
        QCoreApplication::translate("cp::Analysis", "After-tax NPV"),
        QCoreApplication::translate("cp::Analysis", "VAT recovered"),
        QCoreApplication::translate("cp::Analysis", "Income tax saved"),
        QCoreApplication::translate("cp::Analysis", "Resale net of output VAT"),
        QCoreApplication::translate("cp::Analysis", "Obtainable"),
    };
    for (const MoneyOption &o : answer.options) {
        MoneyRow r;
        r.optionId = o.id;
        r.name = o.name;
        r.cashCny = o.totalCny;
        r.npvPreTaxCny = o.npvPreTaxCny;
        r.npvAfterTaxCny = o.npvAfterTaxCny;
        r.vatRecoveredCny = o.vatRecoveredCny;
        r.incomeTaxSavedCny = o.incomeTaxSavedCny;
        r.resaleNetCny = o.resaleNetCny;
        r.obtainable = o.obtainable;
        r.notObtainableReason = o.notObtainableReason;
        r.recommended = o.id == answer.recommended;
        r.cells = QStringList {
            r.recommended ? QStringLiteral("★ ") + o.name : o.name,
            money(r.cashCny, locale),
            money(r.npvPreTaxCny, locale),
            money(r.npvAfterTaxCny, locale),
            money(r.vatRecoveredCny, locale),
            money(r.incomeTaxSavedCny, locale),
            money(r.resaleNetCny, locale),
            r.obtainable ? QCoreApplication::translate("cp::Analysis", "yes") : QCoreApplication::translate("cp::Analysis", "no: %1").arg(r.notObtainableReason),
        };
        t.rows << r;
    }
    return t;
}

} // namespace cp::analysis
