#pragma once
// The columns every price table shows (the plan's "prices used" and the price-book editor):
// key, item, value (the only editable one), unit, currency, as-of, source, confidence badge.

#include <QAbstractTableModel>

namespace cp::gui {

class PriceColumnsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Key, Item, Value, Unit, Currency, AsOf, Source, Badge, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

protected:
    /// The Badge column's text for a confidence ("found", "uncertain", ...), translated.
    static QString confidenceLabel(const QString &confidence, bool assumption);
};

} // namespace cp::gui
