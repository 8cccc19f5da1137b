#include "app/export/ledger.h"

#include <QCoreApplication>

#include <algorithm>

namespace cp::exports {

QList<LedgerRow> ledger(const analysis::PlanReport &report)
{
    QStringList keys;
    QStringList flagged = report.assumptions;
    if (report.tco) {
        keys << report.tco->priceKeys;
        flagged << report.tco->assumptions;
    }
    if (report.plan && report.plan->recommended) {
        keys << report.plan->recommended->plan.price.keys;
        flagged << report.plan->recommended->plan.price.assumptionKeys;
        keys << report.plan->storage.priceKeys;
        flagged << report.plan->storage.assumptionKeys;
    }
    for (const PriceSnapshotEntry &p : report.scenario.prices)
        keys << p.key;
    keys.removeDuplicates();
    std::sort(keys.begin(), keys.end());

    const Catalog &catalog = report.catalog;
    QList<LedgerRow> rows;
    for (const QString &key : std::as_const(keys)) {
        const PriceEntry *entry = catalog.price(key);
        if (!entry)
            continue;
        rows << LedgerRow { *entry, entry->isAssumption() || flagged.contains(key) };
    }
    return rows;
}

QString appTitle()
{
    //: the product's name in the report's header and stamp; %1 its version
    return QCoreApplication::translate("cp::exports", "Compute Planner %1").arg(QStringLiteral(CP_VERSION));
}

} // namespace cp::exports
