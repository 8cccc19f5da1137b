#pragma once
// The compare table: one row per input or result of a core Comparison, a section column, an
// item column and one column per plan. A plan's cell shows its value and, below it, the delta
// against the baseline (absolute and %). Identical rows are greyed and can be hidden; rows can
// be ordered by the biggest difference. The model formats nothing itself.

#include "core/compare/compare.h"

#include <QAbstractTableModel>

namespace cp::gui {

class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SectionColumn = 0,
        ItemColumn = 1,
        FirstPlanColumn = 2 };
    enum Role { RowIdRole = Qt::UserRole + 1,
        IdenticalRole,
        DifferenceRole,
        DeltaRole };

    explicit CompareTableModel(QObject *parent = nullptr);

    void setComparison(const compare::Comparison &comparison);
    const compare::Comparison &comparison() const { return m_comparison; }

    void setHideIdentical(bool hide);
    bool hideIdentical() const { return m_hideIdentical; }
    void setSortByDifference(bool sort);
    bool sortByDifference() const { return m_sortByDifference; }

    /// The comparison row shown at a table row.
    const compare::Row *rowAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();
    QString cellText(const compare::Row &row, int plan) const;

    compare::Comparison m_comparison;
    QList<int> m_visible; ///< indices into m_comparison.rows
    bool m_hideIdentical = false;
    bool m_sortByDifference = false;
};

} // namespace cp::gui
