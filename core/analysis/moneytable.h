#pragma once
// The per-option money table the dashboard and the PDF show: for every TCO option its cash
// total, pre-tax NPV, after-tax NPV, VAT recovered, income tax saved, resale net of output VAT
// and whether it can be obtained (or why not), with the ranking basis named. Built here from the
// plan's one money answer (PlanReport::money) so both views render the same rows as the answer box
// and the verdict; the views only display the texts.

#include "core/analysis/money.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace cp::analysis {

/// One option's figures (the money answer's own MoneyOption, not a copy of its fields) and their
/// texts in column order.
struct MoneyRow {
    MoneyOption option;
    bool recommended = false; ///< the verdict's option
    QStringList cells; ///< formatted, one per MoneyTable::headers entry
};

struct MoneyTable {
    QString basisId; ///< MoneyAnswer::basisId
    QString basisName; ///< MoneyAnswer::basisName, translated
    QString caption; ///< "Options ranked by after-tax NPV; the recommended one is marked ★."
    QStringList headers; ///< translated column titles
    QList<MoneyRow> rows; ///< in the money answer's (the TCO's) option order
};

/// Column indexes of MoneyTable::headers and MoneyRow::cells.
enum MoneyColumn { MoneyOptionName,
    MoneyCash,
    MoneyNpvPreTax,
    MoneyNpvAfterTax,
    MoneyVat,
    MoneyTaxSaved,
    MoneyResale,
    MoneyObtainable,
    MoneyColumnCount };

/// The table for a TCO result, texts formatted for `locale`.
MoneyTable moneyTable(const MoneyAnswer &answer, const QLocale &locale = QLocale());

} // namespace cp::analysis
