#pragma once
// The scenario library as a table: one row per saved scenario (Store::list), with the
// accelerator and training mode read from the scenario on first display.

#include "core/store/store.h"

#include <QAbstractTableModel>
#include <QHash>

namespace cp::gui {

class LibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Tags, Updated, Accelerator, Mode, ColumnCount };
    /// Raw values for sorting (QDateTime for Updated, text otherwise).
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit LibraryModel(QObject *parent = nullptr);

    void setStore(Store *store);
    Store *store() const { return m_store; }
    /// Reloads the rows matching search and tag; an error when the store could not be read.
    Status refresh(const QString &search = {}, const QString &tag = {});

    QString nameAt(int row) const;
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Editing the name renames the scenario in the store.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// Header texts follow the UI language.
    void retranslate();

signals:
    void renamed(const QString &from, const QString &to);
    void failed(const QString &message);

private:
    struct Details {
        QString accelerator; ///< "8 × A100 SXM 80GB", "H800 SXM 80GB +2"
        QString allAccelerators;
        QString mode;
    };
    const Details &details(int row) const;
    QVariant display(int row, int column) const;

    Store *m_store = nullptr;
    QList<ScenarioSummary> m_rows;
    mutable QHash<QString, Details> m_details;
};

/// A translated label for a training mode id (pretrain, full, lora, qlora, inference).
QString modeLabel(const QString &mode);

} // namespace cp::gui
