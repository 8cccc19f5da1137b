#pragma once
// The dialog a save shows when someone else saved the plan since it was opened (a conflict, see
// Store::saveBasedOn): what they changed and what the user changed, field by field since the
// revision the user started from (core/scenario/scenariodiff.h), and the three ways on.
// Session asks through dialogs::conflict(), so tests script the choice.

#include "core/scenario/scenariodiff.h"

#include <QDateTime>
#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace cp::gui {

enum class ConflictChoice { KeepMine,
    TakeTheirs,
    SaveAsCopy,
    Cancel };

struct ConflictInfo {
    QString name;
    int baseRevision = 0; ///< the revision the user's edits started from (0: a new plan)
    int theirRevision = 0; ///< the newest stored revision
    QString theirAuthor; ///< who saved it (empty when the library does not know)
    QDateTime theirSavedAt;
    QList<FieldChange> theirChanges; ///< base → their revision
    QList<FieldChange> myChanges; ///< base → the open plan
};

class ConflictDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConflictDialog(const ConflictInfo &info, QWidget *parent = nullptr);
    ConflictChoice choice() const { return m_choice; }
    QTableWidget *theirTable() const { return m_theirs; }
    QTableWidget *myTable() const { return m_mine; }
    QPushButton *keepMineButton() const { return m_keepMine; }
    QPushButton *takeTheirsButton() const { return m_takeTheirs; }
    QPushButton *saveCopyButton() const { return m_saveCopy; }

private:
    void choose(ConflictChoice choice);
    ConflictChoice m_choice = ConflictChoice::Cancel;
    QTableWidget *m_theirs = nullptr;
    QTableWidget *m_mine = nullptr;
    QPushButton *m_keepMine = nullptr;
    QPushButton *m_takeTheirs = nullptr;
    QPushButton *m_saveCopy = nullptr;
};

namespace dialogs {
/// Shows the conflict dialog; in tests returns the queued choice without showing anything.
ConflictChoice conflict(QWidget *parent, const ConflictInfo &info);
/// Test hooks: the next conflict() returns this; the info of the latest conflict() asked.
void setNextConflictChoice(ConflictChoice choice);
ConflictInfo lastConflict();
} // namespace dialogs

} // namespace cp::gui
