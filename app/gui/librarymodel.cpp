#include "app/gui/librarymodel.h"

#include "core/catalog/catalog.h"
#include "core/units/format.h"
#include "core/units/formatrange.h"

#include <QCoreApplication>
#include <QLocale>
#include <QThread>

#include <memory>

namespace cp::gui {

namespace {
/// Runs Store::list in its own thread on its own connection (QSqlDatabase connections belong to
/// the thread that opened them). Created, used and destroyed in that thread.
class LibraryQuery : public QObject {
public:
    void close() { m_store.reset(); }
    Expected<QList<ScenarioSummary>> list(const QString &path, const QString &search, const QString &tag)
    {
        if (!m_store || m_store->path() != path) {
            m_store.reset();
            StoreOptions options;
            options.seedSamples = false;
            options.integrityCheckOnOpen = false; // the GUI's own store has opened and checked it
            Expected<std::unique_ptr<Store>> opened = Store::open(path, options);
            if (!opened)
                return opened.errors();
            m_store = std::move(*opened);
        }
        return m_store->list(search, tag);
    }

private:
    std::unique_ptr<Store> m_store;
};
} // namespace

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

LibraryModel::~LibraryModel()
{
    if (m_thread) {
        m_thread->quit(); // the worker (and its connection) is deleted in its thread as it ends
        m_thread->wait();
    }
}

void LibraryModel::setStore(Store *store)
{
    ++m_request; // results for the old store are dropped
    m_awaiting = 0;
    if (m_worker) {
        auto *worker = static_cast<LibraryQuery *>(m_worker);
        QMetaObject::invokeMethod(
            worker, [worker] { worker->close(); }, Qt::QueuedConnection);
    }
    beginResetModel();
    m_store = store;
    m_rows.clear();
    m_all.clear();
    m_allIndex.clear();
    m_details.clear();
    endResetModel();
}

void LibraryModel::setRows(const QList<ScenarioSummary> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

void LibraryModel::setAll(const QList<ScenarioSummary> &rows)
{
    m_all = rows;
    m_allIndex.clear();
    m_allIndex.reserve(rows.size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        m_allIndex.insert(rows.at(i).name, i);
}

Status LibraryModel::refresh(const QString &search, const QString &tag)
{
    ++m_request;
    m_awaiting = 0;
    if (!m_store)
        return Ok {};
    auto all = m_store->list();
    if (!all)
        return all.errors();
    const bool filtered = !search.trimmed().isEmpty() || !tag.isEmpty();
    Expected<QList<ScenarioSummary>> rows = filtered ? m_store->list(search, tag) : all;
    if (!rows)
        return rows.errors();
    setAll(*all);
    m_details.clear(); // a save may have changed what a row shows
    setRows(*rows);
    return Ok {};
}

void LibraryModel::setFilter(const QString &search, const QString &tag)
{
    const quint64 request = ++m_request;
    if (!m_store) {
        m_awaiting = 0;
        return;
    }
    if (search.trimmed().isEmpty() && tag.isEmpty()) {
        m_awaiting = 0;
        setRows(m_all);
        emit filterApplied();
        return;
    }
    if (!m_thread) {
        m_thread = new QThread(this);
        m_thread->setObjectName(QStringLiteral("libraryQuery"));
        auto *worker = new LibraryQuery;
        worker->moveToThread(m_thread);
        connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
        m_worker = worker;
        m_thread->start();
    }
    m_awaiting = request;
    emit searchStarted(search, tag);
    auto *worker = static_cast<LibraryQuery *>(m_worker);
    const QString path = m_store->path();
    // The result comes back as an event for this model: it is discarded with the model, and the
    // model's destructor waits for the worker thread, so the worker never posts to a dead object.
    QMetaObject::invokeMethod(
        worker, [this, worker, request, path, search, tag] {
            Expected<QList<ScenarioSummary>> rows = worker->list(path, search, tag);
            QMetaObject::invokeMethod(
                this, [this, request, rows] { onFilterResult(request, rows); }, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void LibraryModel::onFilterResult(quint64 request, const Expected<QList<ScenarioSummary>> &rows)
{
    if (request != m_awaiting) {
        emit staleResultDropped();
        return;
    }
    m_awaiting = 0;
    if (!rows) {
        emit failed(joinErrors(rows.errors()));
        return;
    }
    setRows(*rows);
    emit filterApplied();
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
                : names.size() == 1         ? names.constFirst()
                                    //: first accelerator and how many more the plan allows
                                    : tr("%1 +%2").arg(names.constFirst()).arg(names.size() - 1);
            if (s->hardware.gpus)
                d.accelerator = QStringLiteral("%1 × %2").arg(units::formatNumber(*s->hardware.gpus, 0), d.accelerator);
            d.mode = modeLabel(s->training.mode);
            if (!s->pools.isEmpty()) { // a programme (issue 44): its pools' accelerators, not the single fleet's
                QStringList pools;
                for (const Pool &p : s->pools) {
                    const cp::Accelerator *a = Catalog::builtIn().accelerator(p.accelerator);
                    pools << (a ? a->name : p.accelerator);
                }
                pools.removeDuplicates();
                d.allAccelerators = pools.join(QStringLiteral(", "));
                d.accelerator = pools.size() == 1 ? pools.constFirst() : tr("%1 +%2").arg(pools.constFirst()).arg(pools.size() - 1);
                //: the Mode column of a plan with pools; %1 how many
                d.mode = tr("Programme: %1 pools").arg(s->pools.size());
            }
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
        return units::formatDate(s.updated.toLocalTime().date());
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
        // Seconds since the epoch: sorting 10,000 rows compares integers, not QDateTimes.
        return index.column() == Updated ? QVariant(m_rows.at(row).updated.toSecsSinceEpoch()) : display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Updated)
            return QStringLiteral("%1\n%2").arg(units::formatDateTime(m_rows.at(row).updated),
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
    if (const auto it = m_allIndex.find(from); it != m_allIndex.end()) {
        const qsizetype at = *it;
        m_allIndex.erase(it);
        m_all[at].name = to;
        m_allIndex.insert(to, at);
    }
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
