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

/// One option's figures (CNY, as the money answer holds them) and their texts in column order.
struct MoneyRow {
    QString optionId;
    QString name; ///< translated option name
    double cashCny = 0; ///< MoneyOption::totalCny
    double npvPreTaxCny = 0; ///< MoneyOption::npvPreTaxCny
    double npvAfterTaxCny = 0; ///< MoneyOption::npvAfterTaxCny
    double vatRecoveredCny = 0;
    double incomeTaxSavedCny = 0;
    double resaleNetCny = 0; ///< MoneyOption::resaleNetCny
    bool obtainable = true;
    QString notObtainableReason; ///< translated; empty when obtainable
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
