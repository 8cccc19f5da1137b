#pragma once
// The plan's workloads (issue 42) as an editable table: one row per workload, one column per
// field of the registry's workloadFields() (label and rule from there). A cell that does not
// apply to the row's kind (requests per second of a training run) is empty and read-only. Every
// change is one undo step of the PlanDocument; a value the rules refuse is not applied and
// refused() says why.

#include "core/scenario/scenario.h"

#include <QAbstractTableModel>

namespace cp::gui {

class PlanDocument;

class WorkloadsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit WorkloadsModel(PlanDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// The registry key of a column ("kind", "qps").
    QString columnKey(int column) const;
    /// Adds a workload of `kind` (training|serving|other) with the defaults a new one starts from.
    void addWorkload(const QString &kind);
    /// Removes the workload in `row`.
    void removeWorkload(int row);
    QString lastError() const { return m_lastError; }

signals:
    /// A typed value was not applied: the workload, the field and the reason, in full.
    void refused(const QString &message);

private:
    void reload();
    bool applies(const Workload &w, const QString &key) const;

    PlanDocument *m_document;
    int m_rows = 0;
    QString m_lastError;
};

} // namespace cp::gui
