#pragma once
// The demand profile month by month: a table model and a bar widget over the same PlanDocument.
// Months without an explicit figure show the template's base level; editing a month makes the
// profile explicit (template "from_plan" with one figure per month of the horizon).

#include <QAbstractTableModel>
#include <QWidget>

#include "core/scenario/scenario.h"

namespace cp::gui {

class PlanDocument;

/// GPU-hours of each month of the horizon as the editors show them.
QList<double> demandMonths(const Scenario &scenario);

class DemandModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Month,
        GpuHours,
        ColumnCount };
    explicit DemandModel(PlanDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QString lastError() const { return m_lastError; }

    /// Sets one month (0-based) as one undo step, or merged into the step `mergeId` (a drag).
    bool setMonth(int month, double gpuHours, int mergeId = -1);

signals:
    /// A typed value was not applied: the month and the reason, in full.
    void refused(const QString &message);

private:
    void reload();

    PlanDocument *m_document;
    QList<double> m_months; ///< demandMonths() of the document's scenario
    int m_rows = 0;
    QString m_lastError;
};

/// Editable monthly bars: click or drag on a bar to set that month; a drag is one undo step.
class DemandBars : public QWidget {
    Q_OBJECT
public:
    explicit DemandBars(DemandModel *model, QWidget *parent = nullptr);
    QSize sizeHint() const override { return { 600, 200 }; }
    QSize minimumSizeHint() const override { return { 300, 200 }; }
    /// The rectangle of a month's slot (tests click into it).
    QRect barSlot(int month) const;
    /// The GPU-hours a click at y means.
    double valueAt(int y) const;
    /// Every how many months a month's number is written under its bar (1, 2, 3, 6 or 12): as
    /// few as keep the numbers apart at the width the bars have. Months 1, 1 + step, ... are.
    int labelStep() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QRect plotRect() const;
    double scaleMax() const;
    void setFromPoint(const QPoint &pos);

    DemandModel *m_model;
    int m_mergeId = -1;
    double m_dragScale = 0;
};

} // namespace cp::gui
