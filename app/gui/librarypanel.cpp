#include "app/gui/librarypanel.h"

#include "app/gui/dialogs.h"
#include "app/gui/librarymodel.h"
#include "app/gui/settings.h"
#include "core/catalog/catalog.h"
#include "core/scenario/importrule.h"
#include "core/scenario/pricesnapshot.h"
#include "core/store/plancount.h"
#include "core/store/store.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
constexpr QAbstractItemView::EditTriggers kRenameTriggers = QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked;
} // namespace

namespace cp::gui {

QString uniqueScenarioName(Store &store, const QString &base)
{
    QSet<QString> taken;
    if (auto rows = store.list()) {
        for (const ScenarioSummary &s : *rows)
            taken.insert(s.name);
    }
    return unusedName(base, taken);
}

LibraryPanel::LibraryPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("libraryPanel"));
    m_model = new LibraryModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(LibraryModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortLocaleAware(true);

    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setClearButtonEnabled(true);
    m_tag = new QComboBox;
    m_tag->setObjectName(QStringLiteral("libraryTag"));
    m_tag->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("libraryView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(LibraryModel::Updated, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // A click on the selected row selects it, nothing more: renaming is F2, the context menu or a
    // double-click on the name (which edits instead of opening; Enter opens).
    m_view->setEditTriggers(kRenameTriggers);
    m_view->setAlternatingRowColors(true);
    // A name is read in full: it takes the width the other columns leave and wraps onto a second
    // line (rows are two lines high, fixed, so a large library lays out as fast as a small one).
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->setColumnHidden(LibraryModel::Tags, true);

    m_recentTitle = new QLabel;
    QFont titleFont = m_recentTitle->font();
    titleFont.setBold(true);
    m_recentTitle->setFont(titleFont);
    m_recent = new QListWidget;
    m_recent->setObjectName(QStringLiteral("libraryRecent"));
    m_recent->setMaximumHeight(m_recent->fontMetrics().height() * 7);
    m_comparisonsTitle = new QLabel;
    m_comparisonsTitle->setFont(titleFont);
    m_comparisons = new QListWidget;
    m_comparisons->setObjectName(QStringLiteral("librarySavedComparisons"));
    m_comparisons->setMaximumHeight(m_comparisons->fontMetrics().height() * 5);

    createActions();

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_tag);
    auto *buttons = new QHBoxLayout;
    for (QAction *a : { m_new, m_duplicate, m_rename, m_delete, m_compare })
        buttons->addWidget(button(a));
    buttons->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(filters);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_recentTitle);
    layout->addWidget(m_recent);
    layout->addWidget(m_comparisonsTitle);
    layout->addWidget(m_comparisons);

    // Keystrokes are coalesced: the search runs when typing pauses. Clearing the box shows all
    // rows at once (they are kept in the model).
    m_searchDelay = new QTimer(this);
    m_searchDelay->setObjectName(QStringLiteral("librarySearchDelay"));
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(kSearchDelayMs);
    connect(m_searchDelay, &QTimer::timeout, this, &LibraryPanel::applyFilter);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.trimmed().isEmpty())
            applyFilter();
        else
            m_searchDelay->start();
    });
    connect(m_tag, &QComboBox::activated, this, &LibraryPanel::applyFilter);
    connect(m_model, &LibraryModel::filterApplied, this, &LibraryPanel::updateActions);
    connect(m_view, &QAbstractItemView::activated, this, &LibraryPanel::openSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LibraryPanel::updateActions);
    connect(m_recent, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { emit openRequested(item->text()); });
    connect(m_comparisons, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { emit openComparisonRequested(item->data(Qt::UserRole).toString()); });
    connect(m_model, &LibraryModel::renamed, this, [this](const QString &from, const QString &to) {
        Settings::instance().renameRecentScenario(from, to);
        refreshRecent();
        emit renamed(from, to);
    });
    connect(m_model, &LibraryModel::failed, this, [this](const QString &text) { emit message(text, true); });

    retranslateUi();
    updateActions();
}

void LibraryPanel::createActions()
{
    auto make = [this](QStyle::StandardPixmap icon, const char *name) {
        auto *a = new QAction(style()->standardIcon(icon), QString(), this);
        a->setObjectName(QLatin1String(name));
        return a;
    };
    m_open = make(QStyle::SP_DialogOpenButton, "libraryOpen");
    m_new = make(QStyle::SP_FileIcon, "libraryNew");
    m_duplicate = make(QStyle::SP_FileDialogNewFolder, "libraryDuplicate");
    m_rename = make(QStyle::SP_FileDialogDetailedView, "libraryRename");
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_delete = make(QStyle::SP_TrashIcon, "libraryDelete");
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_compare = make(QStyle::SP_FileDialogContentsView, "libraryCompare");
    m_history = make(QStyle::SP_FileDialogInfoView, "libraryHistory");
    m_copy = make(QStyle::SP_ArrowForward, "libraryCopyToOther");
    m_copy->setVisible(false);
    for (QAction *a : { m_open, m_new, m_duplicate, m_rename, m_delete, m_compare, m_history, m_copy })
        m_view->addAction(a);
    addAction(m_rename);
    addAction(m_delete);

    for (int column = 0; column < LibraryModel::ColumnCount; ++column) {
        auto *toggle = new QAction(this);
        toggle->setCheckable(true);
        toggle->setChecked(!m_view->isColumnHidden(column));
        toggle->setEnabled(column != LibraryModel::Name);
        connect(toggle, &QAction::toggled, this, [this, column](bool on) { m_view->setColumnHidden(column, !on); });
        m_view->horizontalHeader()->addAction(toggle);
        m_columnToggles << toggle;
    }

    connect(m_open, &QAction::triggered, this, &LibraryPanel::openSelected);
    connect(m_new, &QAction::triggered, this, &LibraryPanel::newRequested);
    connect(m_duplicate, &QAction::triggered, this, &LibraryPanel::duplicateSelected);
    connect(m_rename, &QAction::triggered, this, &LibraryPanel::renameSelected);
    connect(m_delete, &QAction::triggered, this, &LibraryPanel::deleteSelected);
    connect(m_compare, &QAction::triggered, this, [this] { emit compareRequested(selectedNames()); });
    connect(m_history, &QAction::triggered, this, [this] {
        if (const QStringList names = selectedNames(); names.size() == 1)
            emit historyRequested(names.constFirst());
    });
    connect(m_copy, &QAction::triggered, this, [this] {
        if (const QStringList names = selectedNames(); !names.isEmpty())
            emit copyRequested(names);
    });
}

QToolButton *LibraryPanel::button(QAction *action)
{
    auto *b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setAutoRaise(true);
    return b;
}

void LibraryPanel::retranslateUi()
{
    m_search->setPlaceholderText(tr("Search scenarios"));
    m_recentTitle->setText(tr("Recently opened"));
    m_comparisonsTitle->setText(tr("Saved comparisons"));
    m_open->setText(tr("&Open"));
    m_new->setText(tr("&New"));
    m_new->setToolTip(tr("Create a new plan"));
    m_duplicate->setText(tr("D&uplicate"));
    m_duplicate->setToolTip(tr("Save a copy of the selected scenario"));
    m_rename->setText(tr("&Rename"));
    m_rename->setToolTip(tr("Rename the selected scenario (F2)"));
    m_delete->setText(tr("&Delete"));
    m_delete->setToolTip(tr("Delete the selected scenarios"));
    m_compare->setText(tr("&Compare"));
    m_compare->setToolTip(tr("Compare 2 to 4 selected scenarios"));
    m_history->setText(tr("&History…"));
    m_history->setToolTip(tr("Every saved revision of the selected scenario: when, by whom, and restore"));
    m_copy->setText(m_copyTarget == CopyTarget::Personal ? tr("Copy to &Personal Library…")
                                                         : tr("Copy to &Team Library…"));
    m_copy->setToolTip(m_copyTarget == CopyTarget::Personal
            ? tr("Copy the selected scenarios, with all their revisions, to your personal library")
            : tr("Copy the selected scenarios, with all their revisions, to the team library"));
    for (QAction *a : { m_new, m_duplicate, m_rename, m_delete }) {
        if (!m_readOnlyReason.isEmpty())
            a->setToolTip(m_readOnlyReason);
    }
    if (m_tag->count() > 0)
        m_tag->setItemText(0, tr("All tags"));
    m_model->retranslate();
    fitColumns();
    for (int column = 0; column < m_columnToggles.size(); ++column)
        m_columnToggles.at(column)->setText(tr("Show “%1”").arg(m_model->headerData(column, Qt::Horizontal).toString()));
}

void LibraryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        fitColumns();
    QWidget::changeEvent(event);
}

void LibraryPanel::setStore(Store *store)
{
    m_store = store;
    m_model->setStore(store);
    refreshTags();
    refresh();
}

void LibraryPanel::applyFilter()
{
    m_searchDelay->stop();
    m_model->setFilter(m_search->text(), m_tag->currentData().toString());
}

void LibraryPanel::refresh()
{
    m_searchDelay->stop();
    const QStringList selected = selectedNames();
    const Status status = m_model->refresh(m_search->text(), m_tag->currentData().toString());
    if (!status)
        emit message(joinErrors(status.errors()), true);
    for (const QString &name : selected) {
        const int row = m_model->rowOf(name);
        if (row >= 0)
            m_view->selectionModel()->select(m_proxy->mapFromSource(m_model->index(row, LibraryModel::Name)),
                QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    refreshTags();
    refreshRecent();
    refreshComparisons();
    updateActions();
}

void LibraryPanel::fitColumns()
{
    // The name takes what the other columns leave, so the panel never scrolls sideways. The
    // other columns fit the rows on screen: measuring a thousand rows would read a thousand
    // scenarios for their accelerator and mode.
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setResizeContentsPrecision(0);
    for (int column = 0; column < LibraryModel::ColumnCount; ++column)
        header->setSectionResizeMode(column, column == LibraryModel::Name ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    // Rows are two lines high for the font in use (the Chinese face is taller); the accelerators
    // take the width of a usual entry ("16 × H800 SXM 80GB"), a longer one wraps.
    const QFontMetrics metrics = m_view->fontMetrics();
    m_view->verticalHeader()->setDefaultSectionSize(metrics.lineSpacing() * 2 + 10);
    header->setSectionResizeMode(LibraryModel::Accelerator, QHeaderView::Interactive);
    m_view->setColumnWidth(LibraryModel::Accelerator, metrics.horizontalAdvance(QStringLiteral("16 × H800 SXM 80GB")) + 16);
}

void LibraryPanel::refreshTags()
{
    const QString current = m_tag->currentData().toString();
    QStringList tags;
    if (m_store) {
        if (auto t = m_store->tags())
            tags = *t;
    }
    m_tag->clear();
    m_tag->addItem(tr("All tags"), QString());
    for (const QString &t : tags)
        m_tag->addItem(t, t);
    m_tag->setCurrentIndex(qMax(0, m_tag->findData(current)));
}

void LibraryPanel::refreshRecent()
{
    m_recent->clear();
    if (!m_store)
        return;
    for (const QString &name : Settings::instance().recentScenarios()) {
        if (m_model->contains(name))
            m_recent->addItem(name);
    }
}

void LibraryPanel::refreshComparisons()
{
    m_comparisons->clear();
    const auto saved = m_store ? m_store->comparisons() : Expected<QList<SavedComparison>>(QList<SavedComparison> {});
    if (!saved) {
        emit message(joinErrors(saved.errors()), true);
        return;
    }
    for (const SavedComparison &c : *saved) {
        auto *item = new QListWidgetItem(tr("%1 (%2)", "comparison name (its plans)").arg(c.name, c.scenarios.join(QStringLiteral(" · "))));
        item->setData(Qt::UserRole, c.name);
        item->setToolTip(c.scenarios.join(QLatin1Char('\n')));
        m_comparisons->addItem(item);
    }
    m_comparisonsTitle->setVisible(m_comparisons->count() > 0);
    m_comparisons->setVisible(m_comparisons->count() > 0);
}

QStringList LibraryPanel::selectedNames() const
{
    QStringList names;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(LibraryModel::Name);
    for (const QModelIndex &index : rows)
        names << m_model->nameAt(m_proxy->mapToSource(index).row());
    return names;
}

void LibraryPanel::selectName(const QString &name)
{
    const int row = m_model->rowOf(name);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, LibraryModel::Name));
    m_view->selectionModel()->setCurrentIndex(index,
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void LibraryPanel::updateActions()
{
    const qsizetype n = m_view->selectionModel()->selectedRows().size();
    const bool haveStore = m_store != nullptr;
    const bool writable = m_readOnlyReason.isEmpty();
    m_new->setEnabled(haveStore && writable);
    m_open->setEnabled(haveStore && n == 1);
    m_duplicate->setEnabled(haveStore && writable && n == 1);
    m_rename->setEnabled(haveStore && writable && n == 1);
    m_delete->setEnabled(haveStore && writable && n >= 1);
    m_compare->setEnabled(haveStore && compare::isComparableCount(n));
    m_history->setEnabled(haveStore && n == 1);
    m_copy->setEnabled(haveStore && n >= 1);
}

void LibraryPanel::setCopyTarget(CopyTarget target)
{
    m_copyTarget = target;
    m_copy->setVisible(target != CopyTarget::None);
    retranslateUi();
    updateActions();
}

void LibraryPanel::setReadOnlyReason(const QString &reason)
{
    m_readOnlyReason = reason;
    m_view->setEditTriggers(reason.isEmpty()
            ? kRenameTriggers
            : QAbstractItemView::NoEditTriggers);
    retranslateUi();
    updateActions();
}

void LibraryPanel::openSelected()
{
    const QStringList names = selectedNames();
    if (names.size() == 1)
        emit openRequested(names.constFirst());
}

void LibraryPanel::duplicateSelected()
{
    const QStringList names = selectedNames();
    if (!m_store || names.size() != 1)
        return;
    auto scenario = m_store->load(names.constFirst());
    if (!scenario) {
        emit message(joinErrors(scenario.errors()), true);
        return;
    }
    Scenario copy = *scenario;
    copy.name = uniqueScenarioName(*m_store, tr("%1 (copy)").arg(copy.name));
    copy.prices = pinnedPrices(copy.prices, Catalog::builtIn()); // saved means saved
    if (auto saved = m_store->save(copy); !saved) {
        emit message(joinErrors(saved.errors()), true);
        return;
    }
    refresh();
    selectName(copy.name);
    emit message(tr("Saved a copy as “%1”.").arg(copy.name), false);
}

void LibraryPanel::renameSelected()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows(LibraryModel::Name);
    if (rows.size() != 1)
        return;
    m_view->setCurrentIndex(rows.constFirst());
    m_view->edit(rows.constFirst());
}

QStringList LibraryPanel::comparisonsUsing(const QStringList &names) const
{
    QStringList used;
    const auto saved = m_store ? m_store->comparisons() : Expected<QList<SavedComparison>>(QList<SavedComparison> {});
    if (!saved)
        return used;
    for (const SavedComparison &c : *saved) {
        if (std::any_of(names.cbegin(), names.cend(), [&c](const QString &n) { return c.scenarios.contains(n); }))
            used << tr("“%1”").arg(c.name);
    }
    return used;
}

void LibraryPanel::deleteSelected()
{
    const QStringList names = selectedNames();
    if (!m_store || names.isEmpty())
        return;
    QString text = names.size() == 1
        ? tr("Delete “%1” and all its revisions? This cannot be undone.").arg(names.constFirst())
        : tr("Delete %n scenarios and all their revisions? This cannot be undone.", nullptr, int(names.size()));
    if (const QStringList used = comparisonsUsing(names); !used.isEmpty())
        text += QStringLiteral("\n\n")
            + tr("Used by %n saved comparison(s): %1. They will no longer show the deleted plans.", nullptr,
                int(used.size()))
                  .arg(used.join(tr(", ", "list separator")));
    if (dialogs::question(this, tr("Delete Scenarios"), text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        != QMessageBox::Yes)
        return;
    QStringList removed;
    for (const QString &name : names) {
        if (const Status st = m_store->remove(name); st)
            removed << name;
        else
            emit message(joinErrors(st.errors()), true);
    }
    refresh();
    if (!removed.isEmpty())
        emit this->removed(removed);
}

} // namespace cp::gui
