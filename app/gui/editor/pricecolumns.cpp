#include "app/gui/editor/pricecolumns.h"

#include "app/gui/editor/pricesmodel.h"
#include "core/catalog/pricetexts.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace cp::gui {

int PriceColumnsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PriceColumnsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Key:
        return tr("Key");
    case Item:
        return tr("Item");
    case Value:
        return tr("Value");
    case Unit:
        return tr("Unit");
    case Currency:
        return tr("Currency");
    case AsOf:
        return tr("As of");
    case Source:
        return tr("Source");
    //: confidence of a price (found, assumption ...)
    case Badge:
        return tr("Confidence");
    default:
        return {};
    }
}

Qt::ItemFlags PriceColumnsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Value)
        f |= Qt::ItemIsEditable;
    return f;
}

QString PriceColumnsModel::confidenceLabel(const QString &confidence, bool assumption)
{
    if (confidence == userConfirmedConfidence())
        return tr("confirmed by you");
    if (assumption)
        return tr("assumption");
    if (confidence.startsWith(QLatin1String("found")))
        return tr("found", "price confidence: read off a primary public source");
    if (confidence.startsWith(QLatin1String("secondary")))
        return tr("secondary source", "price confidence");
    if (confidence.startsWith(QLatin1String("uncertain")))
        return tr("uncertain", "price confidence: conflicting or community-reported figures");
    return confidence;
}

QVariant PriceColumnsModel::cell(const PriceSnapshotEntry &p, const QString &item, bool assumption, int column, int role) const
{
    if (role == Qt::EditRole && column == Value)
        return p.value ? QVariant(*p.value) : QVariant();
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (column) {
        case Key:
            return p.key;
        case Item:
            return item.isEmpty() ? p.key : priceItemText(item);
        case Value:
            return p.value ? QLocale().toString(*p.value, 'g', 10) : tr("not set");
        case Unit:
            return priceUnitText(p.unit);
        case Currency:
            return p.currency;
        case AsOf:
            return p.asOf;
        case Source:
            return p.source;
        case Badge:
            return confidenceLabel(p.confidence, assumption);
        default:
            return {};
        }
    }
    if (role == Qt::BackgroundRole && column == Badge && assumption)
        return QBrush(QColor(0xff, 0xf4, 0xce));
    if (role == Qt::ToolTipRole && column == Badge && assumption)
        return tr("No public source: confirm or enter this figure.");
    if (role == Qt::ToolTipRole && column == Item)
        //: tooltip of a price's name: the name, then its price-book key
        return tr("%1\nKey: %2").arg(cell(p, item, assumption, column, Qt::DisplayRole).toString(), p.key);
    if (role == Qt::ToolTipRole && column == Source)
        return cell(p, item, assumption, column, Qt::DisplayRole);
    if (role == Qt::TextAlignmentRole && column == Value)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace cp::gui
