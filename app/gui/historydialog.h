#pragma once
// A plan's revisions: number, when and by whom each was saved (the database user, in a team
// library), which fields changed from the revision before (core's scenario diff), the comment and the app version; "Restore" saves the selected revision as the newest
// one (Store::restoreRevision), as the CLI's `scenario restore` does.

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace cp {
class Store;
}

namespace cp::gui {

class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    /// readOnlyReason: why the library cannot be written (Restore is then off); empty when it can.
    HistoryDialog(
        Store *store, const QString &name, const QString &readOnlyReason = {}, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QPushButton *restoreButton() const { return m_restore; }
    /// Restores the revision in the selected row; false (with the reason shown) when it fails.
    bool restoreSelected();

signals:
    /// Revision `from` was saved again as the newest revision `to`.
    void restored(const QString &name, int from, int to);

private:
    void reload();
    /// "What changed" from revision previous to number: the changed fields' names (their values
    /// in the tooltip); previous 0 for the first revision.
    QTableWidgetItem *changesItem(int previous, int number) const;
    Store *m_store;
    QString m_name;
    QString m_readOnlyReason;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_restore = nullptr;
};

} // namespace cp::gui
