#include "core/analysis/moneytable.h"

#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::analysis {

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
    QStringList folded;
    for (const MoneyOption &o : answer.options) {
        if (o.duplicatesOnDemand) {
            folded << o.name;
            continue;
        }
        MoneyRow r { o, o.id == answer.recommended, {} };
        r.cells = QStringList {
            r.recommended ? QStringLiteral("★ ") + o.name : o.name,
            units::compactYuan(o.totalCny, locale),
            units::compactYuan(o.npvPreTaxCny, locale),
            units::compactYuan(o.npvAfterTaxCny, locale),
            units::compactYuan(o.vatRecoveredCny, locale),
            units::compactYuan(o.incomeTaxSavedCny, locale),
            units::compactYuan(o.resaleNetCny, locale),
            o.obtainable ? QCoreApplication::translate("cp::Analysis", "yes") : QCoreApplication::translate("cp::Analysis", "no: %1").arg(o.notObtainableReason),
        };
        t.rows << r;
    }
    const MoneyOption *onDemand = answer.option(QStringLiteral("on_demand"));
    for (const QString &name : folded)
        //: the money table's caption: %1 "Hybrid (owned core + cloud burst)", %2 "Cloud on demand"
        t.caption += QLatin1Char(' ') + QCoreApplication::translate("cp::Analysis", "%1 is not listed: its cheapest mix owns no GPUs, so it is %2.").arg(name, onDemand ? onDemand->name : QString());
    return t;
}

} // namespace cp::analysis
