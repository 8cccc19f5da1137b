#include "app/gui/dialogs.h"

#include <QFileDialog>

#include <optional>

namespace cp::gui::dialogs {

namespace {
std::optional<QString> g_nextFileName;
std::optional<QMessageBox::StandardButton> g_nextAnswer;

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
    if (auto queued = take(g_nextAnswer))
        return *queued;
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

void setNextFileName(const QString &name) { g_nextFileName = name; }
void setNextAnswer(QMessageBox::StandardButton answer) { g_nextAnswer = answer; }

} // namespace cp::gui::dialogs
