#pragma once
// The per-option money table the dashboard and the PDF show: for every TCO option its cash
// total, pre-tax NPV, after-tax NPV, VAT recovered, income tax saved, resale net of output VAT
// and whether it can be obtained (or why not), with the ranking basis named. Built once here so
// both views render the same rows; the views only display the texts.

#include "core/tco/tco.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace cp::analysis {

/// One option's figures (CNY, as the TcoResult holds them) and their texts in column order.
struct MoneyRow {
    QString optionId;
    QString name; ///< translated option name
    double cashCny = 0; ///< OptionResult::totalCny
    double npvPreTaxCny = 0; ///< OptionResult::npvCny
    double npvAfterTaxCny = 0; ///< OptionResult::npvAfterTaxCny
    double vatRecoveredCny = 0;
    double incomeTaxSavedCny = 0;
    double resaleNetCny = 0; ///< OptionResult::resaleNetCny
    bool obtainable = true;
    QString notObtainableReason; ///< translated; empty when obtainable
    bool recommended = false; ///< the verdict's option
    QStringList cells; ///< formatted, one per MoneyTable::headers entry
};

struct MoneyTable {
    QString basisId; ///< TcoResult::basisId()
    QString basisName; ///< TcoResult::basisName(), translated
    QString caption; ///< "Options ranked by after-tax NPV; the recommended one is marked ★."
    QStringList headers; ///< translated column titles
    QList<MoneyRow> rows; ///< in the TcoResult's option order
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
MoneyTable moneyTable(const tco::TcoResult &result, const QLocale &locale = QLocale());

} // namespace cp::analysis
