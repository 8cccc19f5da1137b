#pragma once
// The accelerator catalog with the user's edits (Store::setCatalogEdit): a table model with
// validation and an assumption badge, reset to defaults, and CSV import/export.

#include "app/gui/editor/correctionsdialog.h"
#include "core/catalog/catalog.h"
#include "core/store/store.h"

#include <QAbstractTableModel>

namespace cp::gui {

class MessageBar;

class CatalogModel : public QAbstractTableModel, public CorrectableTable {
    Q_OBJECT
public:
    enum Column { Id,
        Vendor,
        Name,
        Bf16Tflops,
        MemoryGB,
        MemoryBandwidth,
        ScaleUpFabric,
        ScaleUpBandwidth,
        GpusPerNode,
        TdpWatts,
        CloudStatus, ///< availability for a mainland-China buyer (issue 22), per channel
        CloudMaxGpus,
        LeaseStatus,
        LeaseMaxGpus,
        PurchaseStatus,
        Badge,
        Source, ///< where the row's figures come from (read-only; not exported)
        AsOf, ///< when the row was last checked (read-only; not exported)
        ColumnCount };
    explicit CatalogModel(Store *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Numeric columns: a positive number (GPUs per node 1–64, whole); stored as a catalog edit.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QString lastError() const override { return m_lastError; }

    /// The CSV column (accelerators.csv) of a model column; empty for the badge.
    static QString csvColumn(int column);
    void reload();
    [[nodiscard]] bool resetToDefaults() override;
    [[nodiscard]] bool exportCsv(const QString &path) override;
    [[nodiscard]] bool importCsv(const QString &path) override;

private:
    QString rawValue(int row, int column) const;
    QString checkValue(int column, const QString &text) const;

    Store *m_store;
    QList<Accelerator> m_base;
    QList<CatalogEdit> m_edits;
    QString m_lastError;
};

class CatalogDialog : public CorrectionsDialog {
    Q_OBJECT
public:
    explicit CatalogDialog(Store *store, QWidget *parent = nullptr);
    CatalogModel *model() const { return m_model; }

protected:
    Texts texts() const override;

private:
    CatalogModel *m_model;
};

} // namespace cp::gui
