#include "app/gui/compare/comparetablemodel.h"

#include "app/gui/editor/choices.h"

#include <QBrush>
#include <QColor>

#include <cstdlib>

namespace cp::gui {

namespace {

const QColor kIdenticalText(0x9a, 0x9a, 0x9a);
const QColor kBaselineBackground(0xf2, 0xf6, 0xfb);

/// Plan names longer than this are broken onto two header lines, so four plans fit side by side.
constexpr int kHeaderLineChars = 22;

/// Breaks text at the space nearest its middle (none: unchanged).
QString twoLines(const QString &text)
{
    if (text.size() <= kHeaderLineChars)
        return text;
    const int middle = int(text.size()) / 2;
    int best = -1;
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i).isSpace() && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    }
    return best < 0 ? text : text.left(best) + QLatin1Char('\n') + text.mid(best + 1);
}

} // namespace

CompareTableModel::CompareTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CompareTableModel::setComparison(const compare::Comparison &comparison)
{
    beginResetModel();
    m_comparison = comparison;
    m_visible.clear();
    endResetModel();
    rebuild();
}

void CompareTableModel::setHideIdentical(bool hide)
{
    if (hide == m_hideIdentical)
        return;
    m_hideIdentical = hide;
    rebuild();
}

void CompareTableModel::setSortByDifference(bool sort)
{
    if (sort == m_sortByDifference)
        return;
    m_sortByDifference = sort;
    rebuild();
}

void CompareTableModel::rebuild()
{
    QList<int> order;
    if (m_sortByDifference) {
        order = m_comparison.rowsByDifference();
    } else {
        for (int i = 0; i < m_comparison.rows.size(); ++i)
            order << i;
    }
    QList<int> visible;
    for (int i : std::as_const(order)) {
        if (!m_hideIdentical || !m_comparison.rows.at(i).identical)
            visible << i;
    }
    if (visible == m_visible)
        return;
    beginResetModel();
    m_visible = visible;
    endResetModel();
}

const compare::Row *CompareTableModel::rowAt(int row) const
{
    return row >= 0 && row < m_visible.size() ? &m_comparison.rows.at(m_visible.at(row)) : nullptr;
}

int CompareTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int CompareTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstPlanColumn + int(m_comparison.plans.size());
}

QString CompareTableModel::cellText(const compare::Row &row, int plan) const
{
    // A choice's stored value ("lora", "on-demand, build") reads as its translated label.
    QString value = row.values.value(plan).text;
    if (row.kind == compare::ValueKind::Text && !value.isEmpty()) {
        QStringList labels;
        for (const QString &v : value.split(QStringLiteral(", ")))
            labels << choiceText(row.id.endsWith(QLatin1String("options")) ? row.id + QStringLiteral("[]") : row.id, v);
        value = labels.join(QStringLiteral(", "));
    }
    const QString delta = row.deltas.value(plan).text;
    return delta.isEmpty() ? value : value + QLatin1Char('\n') + delta;
}

QVariant CompareTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const compare::Row *row = rowAt(index.row());
    if (!row)
        return {};
    const int plan = index.column() - FirstPlanColumn;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == SectionColumn)
            return row->groupLabel;
        if (index.column() == ItemColumn)
            return row->label;
        return cellText(*row, plan);
    case Qt::ToolTipRole:
        if (plan >= 0 && !row->deltas.value(plan).text.isEmpty())
            return tr("%1 against %2").arg(row->deltas.value(plan).text, m_comparison.plans.at(m_comparison.baseline).label);
        // A price row's key, for the reader who looks it up in the price book.
        if (row->id.startsWith(QLatin1String("price.")))
            return QStringLiteral("%1 (%2)").arg(row->label, row->id.mid(6));
        return row->label;
    case Qt::ForegroundRole:
        return row->identical ? QVariant(QBrush(kIdenticalText)) : QVariant();
    case Qt::BackgroundRole:
        return plan == m_comparison.baseline ? QVariant(QBrush(kBaselineBackground)) : QVariant();
    case Qt::TextAlignmentRole:
        return plan >= 0 && row->kind != compare::ValueKind::Text ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case RowIdRole:
        return row->id;
    case IdenticalRole:
        return row->identical;
    case DifferenceRole:
        return row->difference;
    case DeltaRole:
        return plan >= 0 ? QVariant(row->deltas.value(plan).text) : QVariant();
    default:
        return {};
    }
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const int plan = section - FirstPlanColumn;
    if (role == Qt::DisplayRole) {
        if (section == SectionColumn)
            return tr("Section");
        if (section == ItemColumn)
            return tr("Item");
        const compare::PlanInfo &p = m_comparison.plans.at(plan);
        return plan == m_comparison.baseline ? tr("%1 (baseline)").arg(twoLines(p.label)) : twoLines(p.label);
    }
    if (role == Qt::ToolTipRole && plan >= 0)
        return m_comparison.plans.at(plan).label;
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace cp::gui
