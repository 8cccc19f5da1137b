#include "app/gui/editor/catalogdialog.h"

#include "app/gui/editor/pricebookdialog.h"
#include "app/gui/editor/pricecolumns.h"
#include "core/catalog/pricecheck.h"
#include "core/catalog/pricetexts.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QTableView>

namespace cp::gui {

namespace {

QString num(const std::optional<double> &v) { return v ? QString::number(*v, 'g', 12) : QString(); }

bool isNumeric(int column)
{
    return column == CatalogModel::Bf16Tflops || column == CatalogModel::MemoryGB || column == CatalogModel::MemoryBandwidth
        || column == CatalogModel::ScaleUpBandwidth || column == CatalogModel::GpusPerNode || column == CatalogModel::TdpWatts;
}

const QString kAccelerator = QStringLiteral("accelerator");

bool isStatus(int column)
{
    return column == CatalogModel::CloudStatus || column == CatalogModel::LeaseStatus || column == CatalogModel::PurchaseStatus;
}

bool isEditable(int column)
{
    return isNumeric(column) || isStatus(column) || column == CatalogModel::CloudMaxGpus || column == CatalogModel::LeaseMaxGpus;
}

/// The availability channel a column shows.
Channel channelOf(int column)
{
    if (column == CatalogModel::PurchaseStatus)
        return Channel::Purchase;
    return column == CatalogModel::LeaseStatus || column == CatalogModel::LeaseMaxGpus ? Channel::Lease : Channel::Cloud;
}

} // namespace

CatalogModel::CatalogModel(Store *store, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
{
    reload();
}

QString CatalogModel::csvColumn(int column)
{
    switch (column) {
    case Id:
        return QStringLiteral("id");
    case Vendor:
        return QStringLiteral("vendor");
    case Name:
        return QStringLiteral("name");
    case Bf16Tflops:
        return QStringLiteral("bf16_dense_tflops");
    case MemoryGB:
        return QStringLiteral("memory_gb");
    case MemoryBandwidth:
        return QStringLiteral("memory_bw_tbps");
    case ScaleUpFabric:
        return QStringLiteral("scaleup_fabric");
    case ScaleUpBandwidth:
        return QStringLiteral("scaleup_bw_gbps_bidir");
    case GpusPerNode:
        return QStringLiteral("gpus_per_node");
    case TdpWatts:
        return QStringLiteral("tdp_w");
    case CloudStatus:
        return QStringLiteral("cloud_status");
    case CloudMaxGpus:
        return QStringLiteral("cloud_max_gpus");
    case LeaseStatus:
        return QStringLiteral("lease_status");
    case LeaseMaxGpus:
        return QStringLiteral("lease_max_gpus");
    case PurchaseStatus:
        return QStringLiteral("purchase_status");
    default:
        return {};
    }
}

void CatalogModel::reload()
{
    beginResetModel();
    m_base = Catalog::shipped().accelerators();
    m_edits.clear();
    if (m_store) {
        if (const Expected<QList<CatalogEdit>> edits = m_store->catalogEdits())
            m_edits = *edits;
    }
    endResetModel();
}

QString CatalogModel::rawValue(int row, int column) const
{
    const Accelerator &a = m_base.at(row);
    for (const CatalogEdit &e : m_edits) {
        if (e.itemKind == kAccelerator && e.itemId == a.id && e.field == csvColumn(column))
            return e.value;
    }
    switch (column) {
    case Id:
        return a.id;
    case Vendor:
        return a.vendor;
    case Name:
        return a.name;
    case Bf16Tflops:
        return num(a.bf16DenseTflops);
    case MemoryGB:
        return num(a.memoryGB);
    case MemoryBandwidth:
        return num(a.memoryBandwidthTBps);
    case ScaleUpFabric:
        return a.scaleUpFabric;
    case ScaleUpBandwidth:
        return num(a.scaleUpBandwidthGBpsBidir);
    case GpusPerNode:
        return QString::number(a.gpusPerNode);
    case TdpWatts:
        return num(a.tdpWatts);
    case CloudStatus:
    case LeaseStatus:
    case PurchaseStatus:
        return availabilityStatusId(Catalog::shipped().availability(a.id, channelOf(column)).status);
    case CloudMaxGpus:
    case LeaseMaxGpus: {
        const auto n = Catalog::shipped().availability(a.id, channelOf(column)).maxGpusPerOrder;
        return n ? QString::number(*n) : QString();
    }
    default:
        return {};
    }
}

int CatalogModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_base.size()); }
int CatalogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Accelerator &a = m_base.at(index.row());
    const bool assumption = a.confidence == Confidence::Assumption || a.confidence == Confidence::Uncertain;
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        if (index.column() == Badge)
            return assumption ? tr("assumption") : PriceColumnsModel::confidenceLabel(a.confidenceText, false);
        if (index.column() == Source)
            return readableSource(a.source);
        if (index.column() == AsOf)
            return acceleratorAsOf(Catalog::shipped(), a.id);
        const QString raw = rawValue(index.row(), index.column());
        if (role == Qt::DisplayRole && raw.isEmpty() && unpublishedColumns(a).contains(csvColumn(index.column())))
            return tr("not published");
        if (role == Qt::DisplayRole && isStatus(index.column())) {
            const auto status = availabilityStatusFromId(raw);
            if (status == AvailabilityStatus::Available)
                return tr("available");
            if (status == AvailabilityStatus::Restricted)
                return tr("restricted");
            return tr("unavailable");
        }
        if (role == Qt::DisplayRole && isNumeric(index.column()) && !raw.isEmpty())
            return QLocale().toString(raw.toDouble(), 'g', 8);
        return raw;
    }
    if (role == Qt::BackgroundRole && index.column() == Badge && assumption)
        return QBrush(QColor(0xff, 0xf4, 0xce));
    if (role == Qt::ToolTipRole && isEditable(index.column()) && !isNumeric(index.column())) {
        const Availability av = Catalog::shipped().availability(a.id, channelOf(index.column()));
        return tr("%1 (as of %2)").arg(av.source, av.asOf);
    }
    if (role == Qt::ToolTipRole && rawValue(index.row(), index.column()).isEmpty() && unpublishedColumns(a).contains(csvColumn(index.column())))
        return tr("Not published by the vendor: %1").arg(unpublishedReason(a));
    if (role == Qt::ToolTipRole)
        return index.column() == Badge ? QStringLiteral("%1: %2").arg(a.confidenceText, a.source) : a.source;
    if (role == Qt::TextAlignmentRole && isNumeric(index.column()))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("Id");
    case Vendor:
        return tr("Vendor");
    case Name:
        return tr("Name");
    case Bf16Tflops:
        return tr("BF16 TFLOP/s");
    case MemoryGB:
        return tr("Memory (GB)");
    case MemoryBandwidth:
        return tr("Memory bandwidth (TB/s)");
    case ScaleUpFabric:
        return tr("In-node link");
    case ScaleUpBandwidth:
        return tr("Link bandwidth (GB/s)");
    case GpusPerNode:
        return tr("GPUs per node");
    case TdpWatts:
        return tr("TDP (W)");
    case CloudStatus:
        return tr("Cloud rental in mainland China");
    case CloudMaxGpus:
        return tr("Cloud GPUs per order");
    case LeaseStatus:
        return tr("Lease in mainland China");
    case LeaseMaxGpus:
        return tr("Lease GPUs per order");
    case PurchaseStatus:
        return tr("Purchase in mainland China");
    case Badge:
        return tr("Confidence");
    case Source:
        return tr("Source");
    case AsOf:
        //: column header: the date a row's figures were last checked
        return tr("As of");
    default:
        return {};
    }
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && isEditable(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

QString CatalogModel::checkValue(int column, const QString &text) const
{
    return Catalog::checkAcceleratorValue(csvColumn(column), text);
}

bool CatalogModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || !isEditable(index.column()))
        return false;
    bool ok = false;
    double v = value.toDouble(&ok);
    if (!ok)
        v = QLocale().toDouble(value.toString(), &ok);
    const QString text = isStatus(index.column()) ? value.toString().trimmed() : ok ? QString::number(v, 'g', 12)
                                                                                    : value.toString();
    if (const QString problem = checkValue(index.column(), text); !problem.isEmpty()) {
        m_lastError = tr("%1 %2: %3").arg(m_base.at(index.row()).id, csvColumn(index.column()), problem);
        return false;
    }
    const CatalogEdit edit { kAccelerator, m_base.at(index.row()).id, csvColumn(index.column()), text };
    if (m_store) {
        if (const Status s = m_store->setCatalogEdit(edit); !s) {
            m_lastError = joinErrors(s.errors());
            return false;
        }
    }
    m_edits.removeIf([&edit](const CatalogEdit &e) { return e.itemKind == edit.itemKind && e.itemId == edit.itemId && e.field == edit.field; });
    m_edits << edit;
    m_lastError.clear();
    emit dataChanged(index, index);
    return true;
}

bool CatalogModel::resetToDefaults()
{
    if (m_store) {
        if (const Status cleared = m_store->clearCatalogEdits(); !cleared) {
            m_lastError = joinErrors(cleared.errors());
            return false;
        }
    }
    reload();
    m_lastError.clear();
    return true;
}

bool CatalogModel::exportCsv(const QString &path)
{
    QStringList header;
    for (int c = 0; c < Badge; ++c)
        header << csvColumn(c);
    QList<QStringList> rows;
    for (int r = 0; r < rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < Badge; ++c)
            row << rawValue(r, c);
        rows << row;
    }
    return writeCsvFile(path, header, rows, &m_lastError);
}

bool CatalogModel::importCsv(const QString &path)
{
    const Expected<CsvTable> table = readCsvFile(path);
    if (!table) {
        m_lastError = joinErrors(table.errors());
        return false;
    }
    if (!table->hasColumn(QStringLiteral("id"))) {
        m_lastError = tr("%1: the column 'id' is missing").arg(path);
        return false;
    }
    QList<CatalogEdit> edits;
    QStringList problems;
    for (qsizetype r = 0; r < table->rowCount(); ++r) {
        const QString id = table->field(r, QStringLiteral("id"));
        int row = -1;
        for (int i = 0; i < m_base.size(); ++i) {
            if (m_base.at(i).id == id)
                row = i;
        }
        if (row < 0) {
            problems << tr("line %1: unknown accelerator '%2'").arg(table->lineOf(r)).arg(id);
            continue;
        }
        for (int c = 0; c < Badge; ++c) {
            if (!isEditable(c) || !table->hasColumn(csvColumn(c)))
                continue;
            const QString text = table->field(r, csvColumn(c)).trimmed();
            if (text.isEmpty() || text == rawValue(row, c))
                continue;
            if (const QString p = checkValue(c, text); !p.isEmpty())
                problems << tr("line %1: %2 %3").arg(table->lineOf(r)).arg(csvColumn(c), p);
            else
                edits << CatalogEdit { kAccelerator, id, csvColumn(c), text };
        }
    }
    if (!problems.isEmpty()) {
        m_lastError = problems.join(QLatin1Char('\n'));
        return false;
    }
    // One transaction: all corrections are stored or, when a write fails, none (and it is said).
    if (m_store) {
        if (const Status s = m_store->setCatalogEdits(edits); !s) {
            m_lastError = joinErrors(s.errors());
            return false;
        }
    }
    reload();
    if (!m_store)
        m_edits = edits;
    m_lastError.clear();
    return true;
}

CatalogDialog::CatalogDialog(Store *store, QWidget *parent)
    : CorrectionsDialog(parent)
    , m_model(new CatalogModel(store, this))
{
    setObjectName(QStringLiteral("catalogDialog"));
    setTable(m_model, m_model);
    view()->resizeColumnsToContents();
    retranslateUi();
    resize(1200, 600);
}

CorrectionsDialog::Texts CatalogDialog::texts() const
{
    return { tr("Accelerator catalog"),
        tr("Accelerator figures used by the estimator, the planner and the TCO. Double-click a number to correct it; "
           "your corrections are kept in the library and apply to every plan as soon as you close this window."),
        tr("Export catalog"), tr("Import catalog"), tr("Reset catalog"), tr("Remove all your catalog edits?") };
}

} // namespace cp::gui
