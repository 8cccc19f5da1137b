#include "app/gui/historydialog.h"

#include "app/gui/windowfit.h"
#include "core/scenario/scenariodiff.h"
#include "core/store/store.h"
#include "core/units/formatrange.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cp::gui {

namespace {
enum Column { Number,
    SavedAt,
    Author,
    Changes,
    Comment,
    AppVersion,
    ColumnCount };
}

HistoryDialog::HistoryDialog(
    Store *store, const QString &name, const QString &readOnlyReason, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_name(name)
    , m_readOnlyReason(readOnlyReason)
{
    setObjectName(QStringLiteral("historyDialog"));
    setWindowTitle(tr("History of “%1”").arg(name));
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setHorizontalHeaderLabels(
        { tr("Revision"), tr("Saved"), tr("By"), tr("What changed"), tr("Comment"), tr("App version") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("historyStatus"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_restore = buttons->addButton(tr("&Restore as Newest Revision"), QDialogButtonBox::ActionRole);
    m_restore->setObjectName(QStringLiteral("historyRestore"));
    m_restore->setEnabled(false);
    if (!readOnlyReason.isEmpty())
        m_restore->setToolTip(readOnlyReason);
    connect(m_restore, &QPushButton::clicked, this, &HistoryDialog::restoreSelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
        [this] { m_restore->setEnabled(m_readOnlyReason.isEmpty() && !m_table->selectedItems().isEmpty()); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(windowfit::fittedSize(QSize(1000, 460), windowfit::availableGeometry(this)));
    reload();
}

void HistoryDialog::reload()
{
    m_table->setRowCount(0);
    const Expected<QList<RevisionInfo>> revisions
        = m_store ? m_store->revisions(m_name) : Expected<QList<RevisionInfo>>(Errors {});
    if (!revisions) {
        m_status->setText(joinErrors(revisions.errors()));
        return;
    }
    // Newest first, as people read a history.
    const QLocale locale;
    for (qsizetype i = revisions->size() - 1; i >= 0; --i) {
        const RevisionInfo &r = revisions->at(i);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *number = new QTableWidgetItem(locale.toString(r.number));
        number->setData(Qt::UserRole, r.number);
        m_table->setItem(row, Number, number);
        m_table->setItem(row, SavedAt,
            new QTableWidgetItem(units::formatDateTime(r.savedAt)));
        m_table->setItem(row, Author, new QTableWidgetItem(r.author.isEmpty() ? tr("—") : r.author));
        m_table->setItem(row, Changes, changesItem(i > 0 ? revisions->at(i - 1).number : 0, r.number));
        m_table->setItem(row, Comment, new QTableWidgetItem(r.comment));
        m_table->setItem(row, AppVersion, new QTableWidgetItem(r.appVersion));
    }
    m_table->resizeColumnsToContents();
    const int widest = fontMetrics().averageCharWidth() * 60;
    if (m_table->columnWidth(Changes) > widest)
        m_table->setColumnWidth(Changes, widest);
    m_status->setText(m_readOnlyReason);
}

QTableWidgetItem *HistoryDialog::changesItem(int previous, int number) const
{
    if (previous <= 0)
        return new QTableWidgetItem(tr("First saved"));
    const Expected<Scenario> before = m_store->revision(m_name, previous);
    const Expected<Scenario> after = m_store->revision(m_name, number);
    if (!before || !after)
        return new QTableWidgetItem(tr("—"));
    const QList<FieldChange> changes = diffScenarios(*before, *after);
    if (changes.isEmpty())
        return new QTableWidgetItem(tr("No change"));
    // The cell names the fields; the tooltip has their old and new values. Prices are counted in
    // the cell (their keys are for the tooltip).
    QStringList names;
    QStringList details;
    int prices = 0;
    for (const FieldChange &c : changes) {
        details << tr("%1: %2 → %3", "field: old value → new value").arg(c.label, c.oldText, c.newText);
        if (c.path.startsWith(QLatin1String("prices[")))
            ++prices;
        else
            names << c.label;
    }
    if (prices > 0)
        names << tr("%n price(s)", nullptr, prices);
    auto *item = new QTableWidgetItem(names.join(tr(", ", "list separator")));
    item->setToolTip(details.join(QLatin1Char('\n')));
    item->setData(Qt::UserRole, QVariant::fromValue(names));
    return item;
}

bool HistoryDialog::restoreSelected()
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (!m_store || selected.isEmpty() || !m_readOnlyReason.isEmpty())
        return false;
    const int from = m_table->item(selected.constFirst()->row(), Number)->data(Qt::UserRole).toInt();
    const Expected<int> to = m_store->restoreRevision(m_name, from);
    if (!to) {
        m_status->setText(joinErrors(to.errors()));
        return false;
    }
    reload();
    m_status->setText(tr("Revision %1 was saved again as revision %2.").arg(from).arg(*to));
    emit restored(m_name, from, *to);
    return true;
}

} // namespace cp::gui
