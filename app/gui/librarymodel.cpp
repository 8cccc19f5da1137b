#include "app/gui/librarymodel.h"

#include "core/catalog/catalog.h"
#include "core/units/format.h"

#include <QCoreApplication>
#include <QLocale>

namespace cp::gui {

QString modeLabel(const QString &mode)
{
    if (mode == QLatin1String("pretrain"))
        return QCoreApplication::translate("cp::gui::LibraryModel", "Pre-training");
    if (mode == QLatin1String("full"))
        return QCoreApplication::translate("cp::gui::LibraryModel", "Full fine-tune");
    if (mode == QLatin1String("lora"))
        return QCoreApplication::translate("cp::gui::LibraryModel", "LoRA fine-tune");
    if (mode == QLatin1String("qlora"))
        return QCoreApplication::translate("cp::gui::LibraryModel", "QLoRA fine-tune");
    if (mode == QLatin1String("inference"))
        return QCoreApplication::translate("cp::gui::LibraryModel", "Inference");
    return mode;
}

LibraryModel::LibraryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LibraryModel::setStore(Store *store)
{
    beginResetModel();
    m_store = store;
    m_rows.clear();
    m_details.clear();
    endResetModel();
}

Status LibraryModel::refresh(const QString &search, const QString &tag)
{
    if (!m_store)
        return Ok {};
    auto rows = m_store->list(search, tag);
    if (!rows)
        return rows.errors();
    beginResetModel();
    m_rows = *rows;
    m_details.clear();
    endResetModel();
    return Ok {};
}

QString LibraryModel::nameAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).name : QString();
}

int LibraryModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).name == name)
            return i;
    }
    return -1;
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const LibraryModel::Details &LibraryModel::details(int row) const
{
    const QString &name = m_rows.at(row).name;
    auto it = m_details.find(name);
    if (it != m_details.end())
        return *it;
    Details d;
    if (m_store) {
        if (auto s = m_store->load(name)) {
            QStringList names;
            for (const QString &id : s->hardware.accelerators) {
                const cp::Accelerator *a = Catalog::builtIn().accelerator(id);
                names << (a ? a->name : id);
            }
            d.allAccelerators = names.join(QStringLiteral(", "));
            d.accelerator = names.isEmpty() ? tr("Any accelerator")
                : names.size() == 1        ? names.constFirst()
                                           //: first accelerator and how many more the plan allows
                                           : tr("%1 +%2").arg(names.constFirst()).arg(names.size() - 1);
            if (s->hardware.gpus)
                d.accelerator = QStringLiteral("%1 × %2").arg(units::formatNumber(*s->hardware.gpus, 0), d.accelerator);
            d.mode = modeLabel(s->training.mode);
        }
    }
    return *m_details.insert(name, d);
}

QVariant LibraryModel::display(int row, int column) const
{
    const ScenarioSummary &s = m_rows.at(row);
    switch (column) {
    case Name:
        return s.name;
    case Tags:
        return s.tags.join(QStringLiteral(", "));
    case Updated:
        return QLocale().toString(s.updated.toLocalTime().date(), QLocale::ShortFormat);
    case Accelerator:
        return details(row).accelerator;
    case Mode:
        return details(row).mode;
    default:
        return {};
    }
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::EditRole:
        return index.column() == Name ? QVariant(m_rows.at(row).name) : display(row, index.column());
    case SortRole:
        return index.column() == Updated ? QVariant(m_rows.at(row).updated) : display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Updated)
            return QStringLiteral("%1\n%2").arg(QLocale().toString(m_rows.at(row).updated.toLocalTime(), QLocale::LongFormat),
                tr("%n revision(s)", nullptr, m_rows.at(row).revisions));
        if (index.column() == Accelerator && !details(row).allAccelerators.isEmpty())
            return details(row).allAccelerators;
        return display(row, index.column());
    default:
        return {};
    }
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Tags:
        return tr("Tags");
    case Updated:
        return tr("Updated");
    case Accelerator:
        return tr("Accelerator");
    case Mode:
        return tr("Mode");
    default:
        return {};
    }
}

Qt::ItemFlags LibraryModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Name)
        f |= Qt::ItemIsEditable;
    return f;
}

bool LibraryModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || role != Qt::EditRole
        || index.column() != Name || !m_store)
        return false;
    const QString from = m_rows.at(index.row()).name;
    const QString to = value.toString().trimmed();
    if (to.isEmpty())
        return false;
    if (to == from)
        return true;
    if (const Status st = m_store->rename(from, to); !st) {
        emit failed(joinErrors(st.errors()));
        return false;
    }
    m_rows[index.row()].name = to;
    m_details.remove(from);
    emit dataChanged(index, index);
    emit renamed(from, to);
    return true;
}

void LibraryModel::retranslate()
{
    m_details.clear();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

} // namespace cp::gui
