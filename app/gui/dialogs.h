#pragma once
// Thin wrappers over modal dialogs so tests can script them (answers queued in advance).

#include <QMessageBox>
#include <QString>

class QWidget;

namespace cp::gui::dialogs {

/// Native save dialog; in tests returns the queued name instead of opening.
QString saveFileName(QWidget *parent, const QString &caption, const QString &directory, const QString &filter);
/// Native open dialog; in tests returns the queued name instead of opening.
QString openFileName(QWidget *parent, const QString &caption, const QString &directory, const QString &filter);
/// A question with buttons; in tests returns the queued answer.
QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
    QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);

/// A one-line text input; returns an empty string when cancelled. In tests returns the queued text.
QString text(QWidget *parent, const QString &title, const QString &label, const QString &initial);

/// Test hooks: the next call of the matching function returns this without showing anything.
void setNextFileName(const QString &name);
void setNextAnswer(QMessageBox::StandardButton answer);
void setNextText(const QString &text);
/// Test hook: the text of the latest question() asked (answered from the queue or shown).
QString lastQuestion();

} // namespace cp::gui::dialogs
