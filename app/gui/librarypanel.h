#pragma once
// The scenario library panel: search, tag filter, sortable table, recently opened plans, and
// New / Duplicate / Rename / Delete / Compare actions (toolbar buttons and context menu), and the
// comparisons saved in the library (activating one reopens it).

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;

namespace cp {
class Store;
}

namespace cp::gui {

class LibraryModel;

/// base, or "base (2)", "base (3)" ... whichever is not yet a scenario name in the store.
QString uniqueScenarioName(Store &store, const QString &base);

class LibraryPanel : public QWidget {
    Q_OBJECT
public:
    explicit LibraryPanel(QWidget *parent = nullptr);

    void setStore(Store *store);
    /// Re-reads the store now (after a save, import or delete elsewhere).
    void refresh();
    /// Typing in the search box waits this long for the next key before searching (200 ms).
    static constexpr int kSearchDelayMs = 200;
    QLineEdit *searchBox() const { return m_search; }

    QStringList selectedNames() const;
    /// Selects and shows the scenario (after a save or import).
    void selectName(const QString &name);

    LibraryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    QAction *openAction() const { return m_open; }
    QAction *newAction() const { return m_new; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *renameAction() const { return m_rename; }
    QAction *deleteAction() const { return m_delete; }
    /// Enabled for 2–4 selected scenarios; emits compareRequested.
    QAction *compareAction() const { return m_compare; }
    /// The comparisons saved in the library, by name (activating one emits openComparisonRequested).
    QListWidget *savedComparisons() const { return m_comparisons; }
    /// "History…": the selected plan's revisions (emits historyRequested).
    QAction *historyAction() const { return m_history; }
    /// "Copy to team library…" / "Copy to personal library…" (emits copyRequested).
    QAction *copyAction() const { return m_copy; }

    /// Where "Copy to …" copies: CopyTarget::None hides the action.
    enum class CopyTarget { None,
        Team,
        Personal };
    void setCopyTarget(CopyTarget target);
    /// Turns off New, Duplicate, Rename and Delete (a viewer, a read-only library); reason is
    /// their tooltip. An empty reason turns them on again.
    void setReadOnlyReason(const QString &reason);

signals:
    void openRequested(const QString &name);
    void newRequested();
    void compareRequested(const QStringList &names);
    void openComparisonRequested(const QString &name);
    void historyRequested(const QString &name);
    void copyRequested(const QStringList &names);
    void renamed(const QString &from, const QString &to);
    void removed(const QStringList &names);
    void message(const QString &text, bool isError);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslateUi();
    void refreshTags();
    /// Shows the rows for the search box and tag filter (the search runs off the GUI thread).
    void applyFilter();
    void fitColumns();
    void refreshRecent();
    void refreshComparisons();
    void updateActions();
    void openSelected();
    void duplicateSelected();
    void renameSelected();
    void deleteSelected();
    /// The saved comparisons (quoted names) that hold one of names.
    QStringList comparisonsUsing(const QStringList &names) const;
    QToolButton *button(QAction *action);

    Store *m_store = nullptr;
    LibraryModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_search = nullptr;
    QTimer *m_searchDelay = nullptr;
    QComboBox *m_tag = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_recentTitle = nullptr;
    QListWidget *m_recent = nullptr;
    QLabel *m_comparisonsTitle = nullptr;
    QListWidget *m_comparisons = nullptr;
    QAction *m_open = nullptr;
    QAction *m_new = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_rename = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_compare = nullptr;
    QAction *m_history = nullptr;
    QAction *m_copy = nullptr;
    CopyTarget m_copyTarget = CopyTarget::None;
    QString m_readOnlyReason;
    QList<QAction *> m_columnToggles;
};

} // namespace cp::gui
