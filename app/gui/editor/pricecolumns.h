#pragma once
// The columns every price table shows (the plan's "prices used" and the price-book editor):
// key, item, value (the only editable one), unit, currency, as-of, source, confidence badge.

#include "core/scenario/scenario.h"

#include <QAbstractTableModel>

namespace cp::gui {

class PriceColumnsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Key,
        Item,
        Value,
        Unit,
        Currency,
        AsOf,
        Source,
        Badge,
        ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /// The Badge column's text for a confidence ("found", "uncertain", ...), translated (the
    /// accelerator catalog's confidence column uses it too).
    static QString confidenceLabel(const QString &confidence, bool assumption);

protected:
    /// What a row of either price table shows in `column` for `role`: texts in the UI language,
    /// the value right-aligned (raw for editing), the assumption badge shaded with its tooltip.
    /// `item` is the English item name of the key (empty when the price book has none).
    QVariant cell(const PriceSnapshotEntry &price, const QString &item, bool assumption, int column, int role) const;
};

} // namespace cp::gui
