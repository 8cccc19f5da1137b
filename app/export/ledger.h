#pragma once
// The assumptions ledger: every price-book entry a plan used, with its provenance, as the PDF
// report and the workbook list it.

#include "core/analysis/planreport.h"
#include "core/catalog/catalog.h"

#include <QList>

namespace cp::exports {

struct LedgerRow {
    PriceEntry price;
    bool assumption = false; ///< no public source, or flagged by an engine: the user must confirm it
};

/// The prices the plan used (TCO, the recommended cluster, its storage, and the scenario's saved
/// prices), looked up in the scenario's catalog, sorted by key.
QList<LedgerRow> ledger(const analysis::PlanReport &report);

/// "Compute Planner 0.1.0": the app and version the audit stamps name.
QString appTitle();

} // namespace cp::exports
