#include "app/gui/editor/pricesmodel.h"

#include "app/gui/plandocument.h"
#include "core/catalog/catalog.h"
#include "core/catalog/pricetexts.h"
#include "core/scenario/validation.h"

#include <QLocale>

namespace cp::gui {

QString userConfirmedConfidence() { return QStringLiteral("found-user-confirmed"); }

bool isAssumptionConfidence(const QString &confidence)
{
    return confidenceFromString(confidence) == Confidence::Assumption;
}

PricesModel::PricesModel(PlanDocument *document, QObject *parent)
    : PriceColumnsModel(parent)
    , m_document(document)
{
    m_rows = static_cast<int>(document->scenario().prices.size());
    connect(document, &PlanDocument::scenarioChanged, this, &PricesModel::reload);
}

void PricesModel::reload()
{
    const int rows = static_cast<int>(m_document->scenario().prices.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    if (rows > 0)
        emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
}

int PricesModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }
QVariant PricesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= m_document->scenario().prices.size())
        return {};
    const PriceSnapshotEntry &p = m_document->scenario().prices.at(index.row());
    const PriceEntry *book = Catalog::builtIn().price(p.key);
    // The plan's table names its prices; the key (the price book's) is in the name's tooltip.
    if (index.column() == Item && role == Qt::DisplayRole && (!book || book->item.isEmpty()))
        return priceKeyName(p.key, Catalog::builtIn());
    if (index.column() == Item && role == Qt::ToolTipRole)
        return tr("%1\nPrice book key: %2").arg(data(index, Qt::DisplayRole).toString(), p.key);
    return cell(p, book ? book->item : QString(), isAssumptionConfidence(p.confidence), index.column(), role);
}

bool PricesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != Value)
        return false;
    const FieldValue read = readFieldNumber(QStringLiteral("prices[].value"), value.toString(),
        value.typeId() == QMetaType::QString ? QLocale() : QLocale::c()); // typed text, or a number from a delegate
    if (!read.isValid()) {
        const PriceSnapshotEntry &p = m_document->scenario().prices.at(index.row());
        const PriceEntry *book = Catalog::builtIn().price(p.key);
        //: %1 a price's name (or key), %2 why the typed value is refused
        const QString name = book && !book->item.isEmpty() ? priceItemText(book->item) : p.key;
        m_lastError = tr("%1: %2").arg(name, read.error);
        emit refused(m_lastError);
        return false;
    }
    const double v = *read.value;
    m_lastError.clear();
    const int row = index.row();
    const QString key = m_document->scenario().prices.at(row).key;
    m_document->edit(tr("Change price %1").arg(priceKeyName(key, Catalog::builtIn())), [row, v](Scenario &s) {
        s.prices[row].value = v;
        s.prices[row].confidence = userConfirmedConfidence();
    });
    return true;
}

} // namespace cp::gui
