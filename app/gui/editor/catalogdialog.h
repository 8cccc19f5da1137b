#pragma once
// The accelerator catalog with the user's edits (Store::setCatalogEdit): a table model with
// validation and an assumption badge, reset to defaults, and CSV import/export.

#include "core/catalog/catalog.h"
#include "core/store/store.h"

#include <QAbstractTableModel>
#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace cp::gui {

class MessageBar;

class CatalogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Vendor, Name, Bf16Tflops, MemoryGB, MemoryBandwidth, ScaleUpFabric, ScaleUpBandwidth, GpusPerNode, TdpWatts, Badge, ColumnCount };
    explicit CatalogModel(Store *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Numeric columns: a positive number (GPUs per node 1–64, whole); stored as a catalog edit.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QString lastError() const { return m_lastError; }

    /// The CSV column (accelerators.csv) of a model column; empty for the badge.
    static QString csvColumn(int column);
    void reload();
    bool resetToDefaults();
    bool exportCsv(const QString &path);
    bool importCsv(const QString &path);

private:
    QString rawValue(int row, int column) const;
    QString checkValue(int column, const QString &text) const;

    Store *m_store;
    QList<Accelerator> m_base;
    QList<CatalogEdit> m_edits;
    QString m_lastError;
};

class CatalogDialog : public QDialog {
    Q_OBJECT
public:
    explicit CatalogDialog(Store *store, QWidget *parent = nullptr);
    CatalogModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    MessageBar *messageBar() const { return m_message; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    CatalogModel *m_model;
    QTableView *m_view;
    MessageBar *m_message;
    QLabel *m_intro;
    QPushButton *m_import;
    QPushButton *m_export;
    QPushButton *m_reset;
    QPushButton *m_close;
};

} // namespace cp::gui
