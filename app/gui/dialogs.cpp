#include "app/gui/dialogs.h"

#include <QFileDialog>
#include <QInputDialog>

#include <optional>

namespace cp::gui::dialogs {

namespace {
std::optional<QString> g_nextFileName;
std::optional<QMessageBox::StandardButton> g_nextAnswer;
std::optional<QString> g_nextText;
QString g_lastQuestion;

template<class T>
std::optional<T> take(std::optional<T> &slot)
{
    std::optional<T> v = slot;
    slot.reset();
    return v;
}
} // namespace

QString saveFileName(QWidget *parent, const QString &caption, const QString &directory, const QString &filter)
{
    if (auto queued = take(g_nextFileName))
        return *queued;
    return QFileDialog::getSaveFileName(parent, caption, directory, filter);
}

QString openFileName(QWidget *parent, const QString &caption, const QString &directory, const QString &filter)
{
    if (auto queued = take(g_nextFileName))
        return *queued;
    return QFileDialog::getOpenFileName(parent, caption, directory, filter);
}

QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
    QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    g_lastQuestion = text;
    if (auto queued = take(g_nextAnswer))
        return *queued;
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

QString text(QWidget *parent, const QString &title, const QString &label, const QString &initial)
{
    if (auto queued = take(g_nextText))
        return *queued;
    bool ok = false;
    const QString value = QInputDialog::getText(parent, title, label, QLineEdit::Normal, initial, &ok);
    return ok ? value.trimmed() : QString();
}

void setNextFileName(const QString &name) { g_nextFileName = name; }
void setNextAnswer(QMessageBox::StandardButton answer) { g_nextAnswer = answer; }
void setNextText(const QString &text) { g_nextText = text; }
QString lastQuestion() { return g_lastQuestion; }

} // namespace cp::gui::dialogs
