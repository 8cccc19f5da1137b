#pragma once
// The scenario library as a table: one row per saved scenario (Store::list), with the
// accelerator and training mode read from the scenario on first display (only the rows shown
// are read). The full list is kept, so showing all rows again is immediate; a search runs on a
// worker thread with its own database connection.

#include "core/store/store.h"

#include <QAbstractTableModel>
#include <QHash>

class QThread;

namespace cp::gui {

class LibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name,
        Tags,
        Updated,
        Accelerator,
        Mode,
        ColumnCount };
    /// Raw values for sorting (seconds since the epoch for Updated, text otherwise).
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit LibraryModel(QObject *parent = nullptr);
    ~LibraryModel() override;

    void setStore(Store *store);
    Store *store() const { return m_store; }
    /// Re-reads the store now (after a save, import or delete elsewhere): the full list and the
    /// rows matching search and tag; an error when the store could not be read.
    Status refresh(const QString &search = {}, const QString &tag = {});
    /// Shows the rows matching search and tag without blocking: no filter shows the kept full
    /// list at once; a filter is run by Store::list on a worker thread, and only the newest
    /// request's result is shown (a result of an older request arriving later is dropped).
    void setFilter(const QString &search, const QString &tag = {});
    /// A filter result is awaited.
    bool isSearching() const { return m_awaiting != 0; }

    QString nameAt(int row) const;
    int rowOf(const QString &name) const;
    /// Whether the library (not only the rows shown) holds a scenario of that name.
    bool contains(const QString &name) const { return m_allIndex.contains(name); }

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
    /// setFilter sent a query to the worker.
    void searchStarted(const QString &search, const QString &tag);
    /// The rows now show the latest setFilter.
    void filterApplied();
    /// A query result arrived after a newer request and was not shown.
    void staleResultDropped();

private:
    struct Details {
        QString accelerator; ///< "8 × A100 SXM 80GB", "H800 SXM 80GB +2"
        QString allAccelerators;
        QString mode;
    };
    const Details &details(int row) const;
    QVariant display(int row, int column) const;
    void setRows(const QList<ScenarioSummary> &rows);
    void setAll(const QList<ScenarioSummary> &rows);
    void onFilterResult(quint64 request, const Expected<QList<ScenarioSummary>> &rows);

    Store *m_store = nullptr;
    QList<ScenarioSummary> m_rows;
    QList<ScenarioSummary> m_all; ///< every scenario, for showing all rows again at once
    QHash<QString, qsizetype> m_allIndex;
    mutable QHash<QString, Details> m_details;
    quint64 m_request = 0; ///< the newest refresh/setFilter
    quint64 m_awaiting = 0; ///< the request whose worker result is awaited (0: none)
    QThread *m_thread = nullptr;
    QObject *m_worker = nullptr; ///< lives in m_thread, owns its own Store connection
};

/// A translated label for a training mode id (pretrain, full, lora, qlora, inference).
QString modeLabel(const QString &mode);

} // namespace cp::gui
