#include "app/gui/conflictdialog.h"
#include "app/gui/windowfit.h"
#include "core/units/formatrange.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <optional>

namespace cp::gui {

namespace {

std::optional<ConflictChoice> g_nextChoice;
ConflictInfo g_lastConflict;

QTableWidget *changesTable(const QList<FieldChange> &changes, const QString &before, const QString &after)
{
    auto *table = new QTableWidget(int(changes.size()), 3);
    table->setHorizontalHeaderLabels({ ConflictDialog::tr("Field"), before, after });
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    for (int row = 0; row < changes.size(); ++row) {
        const FieldChange &c = changes.at(row);
        auto *label = new QTableWidgetItem(c.label);
        label->setToolTip(c.path);
        table->setItem(row, 0, label);
        table->setItem(row, 1, new QTableWidgetItem(c.oldText));
        table->setItem(row, 2, new QTableWidgetItem(c.newText));
    }
    return table;
}

} // namespace

ConflictDialog::ConflictDialog(const ConflictInfo &info, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("conflictDialog"));
    setWindowTitle(tr("Someone Else Saved This Plan"));
    const QString who = info.theirAuthor.isEmpty() ? tr("someone") : info.theirAuthor;
    const QString when = units::formatDateTime(info.theirSavedAt);
    auto *intro = new QLabel(info.baseRevision > 0
            ? tr("“%1” was saved as revision %2 by %3 (%4) after you opened revision %5. Nothing has been "
                 "saved yet; choose how to go on.")
                  .arg(info.name)
                  .arg(info.theirRevision)
                  .arg(who, when)
                  .arg(info.baseRevision)
            : tr("A plan named “%1” was saved by %2 (%3) while you were working on yours. Nothing has been "
                 "saved yet; choose how to go on.")
                  .arg(info.name, who, when));
    intro->setWordWrap(true);
    const QString base = info.baseRevision > 0 ? tr("Revision %1").arg(info.baseRevision) : tr("Before");
    m_theirs = changesTable(info.theirChanges, base, tr("Revision %1 (theirs)").arg(info.theirRevision));
    m_theirs->setObjectName(QStringLiteral("conflictTheirChanges"));
    m_mine = changesTable(info.myChanges, base, tr("Yours"));
    m_mine->setObjectName(QStringLiteral("conflictMyChanges"));
    auto *theirTitle = new QLabel(
        tr("Changed by them since revision %1: %n field(s)", nullptr, int(info.theirChanges.size()))
            .arg(info.baseRevision));
    auto *myTitle = new QLabel(tr("Changed by you: %n field(s)", nullptr, int(info.myChanges.size())));

    auto *buttons = new QDialogButtonBox;
    m_keepMine = buttons->addButton(tr("Keep Mine as a New Revision"), QDialogButtonBox::AcceptRole);
    m_keepMine->setObjectName(QStringLiteral("conflictKeepMine"));
    m_keepMine->setToolTip(tr("Save your plan as revision %1; their revision %2 stays in the history.")
                               .arg(info.theirRevision + 1)
                               .arg(info.theirRevision));
    m_takeTheirs = buttons->addButton(tr("Take Theirs"), QDialogButtonBox::DestructiveRole);
    m_takeTheirs->setObjectName(QStringLiteral("conflictTakeTheirs"));
    m_takeTheirs->setToolTip(
        tr("Open their revision %1 and drop your unsaved changes.").arg(info.theirRevision));
    m_saveCopy = buttons->addButton(tr("Save as a Copy"), QDialogButtonBox::ActionRole);
    m_saveCopy->setObjectName(QStringLiteral("conflictSaveCopy"));
    m_saveCopy->setToolTip(tr("Save your plan under a new name; theirs stays as it is."));
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_keepMine, &QPushButton::clicked, this, [this] { choose(ConflictChoice::KeepMine); });
    connect(m_takeTheirs, &QPushButton::clicked, this, [this] { choose(ConflictChoice::TakeTheirs); });
    connect(m_saveCopy, &QPushButton::clicked, this, [this] { choose(ConflictChoice::SaveAsCopy); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(theirTitle);
    layout->addWidget(m_theirs, 1);
    layout->addWidget(myTitle);
    layout->addWidget(m_mine, 1);
    layout->addWidget(buttons);
    resize(windowfit::fittedSize(QSize(900, 600), windowfit::availableGeometry(this)));
}

void ConflictDialog::choose(ConflictChoice choice)
{
    m_choice = choice;
    accept();
}

namespace dialogs {

ConflictChoice conflict(QWidget *parent, const ConflictInfo &info)
{
    g_lastConflict = info;
    if (g_nextChoice) {
        const ConflictChoice queued = *g_nextChoice;
        g_nextChoice.reset();
        return queued;
    }
    ConflictDialog dialog(info, parent);
    return dialog.exec() == QDialog::Accepted ? dialog.choice() : ConflictChoice::Cancel;
}

void setNextConflictChoice(ConflictChoice choice) { g_nextChoice = choice; }
ConflictInfo lastConflict() { return g_lastConflict; }

} // namespace dialogs

} // namespace cp::gui
