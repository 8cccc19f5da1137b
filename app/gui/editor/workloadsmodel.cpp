#include "app/gui/editor/workloadsmodel.h"

#include "app/gui/plandocument.h"
#include "core/catalog/catalog.h"
#include "core/scenario/fields.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"

#include <QLocale>

namespace cp::gui {

namespace {

/// The columns: every workload field but the kind's own bookkeeping ("migrated").
QList<const WorkloadField *> columns()
{
    QList<const WorkloadField *> out;
    for (const WorkloadField &f : workloadFields()) {
        if (f.type != FieldType::Boolean)
            out << &f;
    }
    return out;
}

} // namespace

WorkloadsModel::WorkloadsModel(PlanDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    m_rows = static_cast<int>(document->scenario().workloads.size());
    connect(document, &PlanDocument::scenarioChanged, this, &WorkloadsModel::reload);
}

void WorkloadsModel::reload()
{
    const int rows = static_cast<int>(m_document->scenario().workloads.size());
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    if (rows > 0)
        emit dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
}

int WorkloadsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }
int WorkloadsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(columns().size()); }

QString WorkloadsModel::columnKey(int column) const
{
    const auto cols = columns();
    return column >= 0 && column < cols.size() ? cols.at(column)->key : QString();
}

bool WorkloadsModel::applies(const Workload &w, const QString &key) const
{
    static const QStringList common { QStringLiteral("kind"), QStringLiteral("name"), QStringLiteral("start_month") };
    if (common.contains(key))
        return true;
    // Issue 44: in a programme each workload names its pool (moving it is one edit) and may give
    // its GPUs and a run's GPU-hours; a single plan has no pools to name.
    static const QStringList programme { QStringLiteral("pool"), QStringLiteral("gpus"), QStringLiteral("gpu_hours_per_run") };
    if (programme.contains(key))
        return !m_document->scenario().pools.isEmpty() && (key != QLatin1String("gpu_hours_per_run") || w.kind == QLatin1String("training"));
    if (w.kind == QLatin1String("training"))
        return key == QLatin1String("runs") || key == QLatin1String("every_months");
    if (key == QLatin1String("months") || key == QLatin1String("growth_per_month"))
        return true;
    if (w.kind == QLatin1String("serving"))
        return key == QLatin1String("qps") || key == QLatin1String("prompt_tokens") || key == QLatin1String("output_tokens")
            || key == QLatin1String("hours_per_day");
    return key == QLatin1String("gpu_hours_per_month");
}

QVariant WorkloadsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const QList<Workload> &all = m_document->scenario().workloads;
    if (index.row() >= all.size())
        return {};
    const Workload &w = all.at(index.row());
    const WorkloadField *f = columns().at(index.column());
    if (!applies(w, f->key))
        return role == Qt::DisplayRole ? QVariant(QString()) : QVariant();
    const FieldData v = f->get(w);
    if (role == Qt::DisplayRole) {
        if (f->key == QLatin1String("kind"))
            return workloadKindName(w.kind);
        if (const double *n = std::get_if<double>(&v))
            return QLocale().toString(*n, 'g', 12);
        return std::get<QString>(v);
    }
    if (role == Qt::EditRole) {
        if (const double *n = std::get_if<double>(&v))
            return *n;
        return std::get<QString>(v);
    }
    if (role == Qt::ToolTipRole)
        return workloadText(w);
    if (role == Qt::TextAlignmentRole && std::holds_alternative<double>(v))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant WorkloadsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const WorkloadField *f = columns().at(section);
    //: a column's label and its unit, e.g. "Hours a day (hours)"
    return f->unit().isEmpty() ? f->label() : tr("%1 (%2)").arg(f->label(), f->unit());
}

Qt::ItemFlags WorkloadsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.row() >= m_document->scenario().workloads.size())
        return f;
    const QString key = columnKey(index.column());
    if (key != QLatin1String("kind") && applies(m_document->scenario().workloads.at(index.row()), key))
        f |= Qt::ItemIsEditable;
    return f;
}

bool WorkloadsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const WorkloadField *f = columns().at(index.column());
    const int row = index.row();
    const QString where = QStringLiteral("workloads[%1].%2").arg(row).arg(f->key);
    FieldData v;
    if (f->type == FieldType::Text) {
        if (!f->rule.accepts(value.toString())) {
            m_lastError = tr("%1: %2").arg(f->label(), f->rule.message());
            emit refused(m_lastError);
            return false;
        }
        v = value.toString();
    } else {
        const FieldValue n = readFieldNumber(f->rule.path, value.toString(), value.typeId() == QMetaType::QString ? QLocale() : QLocale::c());
        if (!n.isValid()) {
            m_lastError = tr("%1: %2").arg(f->label(), n.error);
            emit refused(m_lastError);
            return false;
        }
        v = *n.value;
    }
    // The rules between a workload and the plan (a serving load above 0, a start within the
    // horizon) are checked on the plan as it would be.
    Scenario next = m_document->scenario();
    f->set(next.workloads[row], v);
    next.workloads[row].migrated = false; // edited: the user's own figure now
    const Errors problems = f->key == QLatin1String("pool") ? validateScenario(next, Catalog::builtIn()) : validateWorkloads(next);
    for (const Error &e : problems) {
        if (e.path == where) {
            m_lastError = tr("%1: %2").arg(f->label(), e.message);
            emit refused(m_lastError);
            return false;
        }
    }
    m_lastError.clear();
    m_document->edit(tr("Change %1").arg(f->label()), [row, f, v](Scenario &s) {
        if (row < s.workloads.size()) {
            f->set(s.workloads[row], v);
            s.workloads[row].migrated = false;
        }
    });
    return true;
}

void WorkloadsModel::addWorkload(const QString &kind)
{
    Workload w;
    w.kind = kind;
    if (kind != QLatin1String("training"))
        w.runs = 0;
    if (kind == QLatin1String("serving"))
        w.qps = 1;
    if (kind == QLatin1String("other"))
        w.gpuHoursPerMonth = 1000;
    Scenario next = m_document->scenario();
    next.workloads << w;
    const QString prefix = QStringLiteral("workloads[%1].").arg(next.workloads.size() - 1);
    for (const Error &e : validateWorkloads(next)) {
        if (e.path.startsWith(prefix)) {
            m_lastError = tr("%1: %2").arg(workloadKindName(kind), e.message);
            emit refused(m_lastError);
            return;
        }
    }
    m_document->edit(tr("Add %1").arg(workloadKindName(kind)), [w](Scenario &s) { s.workloads << w; });
}

void WorkloadsModel::removeWorkload(int row)
{
    if (row < 0 || row >= m_document->scenario().workloads.size())
        return;
    const QString name = workloadKindName(m_document->scenario().workloads.at(row).kind);
    m_document->edit(tr("Remove %1").arg(name), [row](Scenario &s) {
        if (row < s.workloads.size())
            s.workloads.removeAt(row);
    });
}

} // namespace cp::gui
