#include "app/gui/editor/wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>
#include <QSlider>

namespace cp::gui {

void WheelGuard::install()
{
    static QPointer<WheelGuard> installed;
    if (installed || !qApp)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
}

bool WheelGuard::guards(const QWidget *widget)
{
    if (!widget)
        return false;
    if (qobject_cast<const QAbstractSlider *>(widget))
        return !qobject_cast<const QScrollBar *>(widget);
    return qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!guards(widget))
        return false;
    if (type == QEvent::Polish) {
        // Qt::WheelFocus (the default of spin and combo boxes) would hand the focus to the box
        // under the wheel before this filter sees the event.
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (widget->hasFocus())
        return false;
    // Unhandled and ignored: QApplication passes a real wheel event on to the parent widgets,
    // up to the scroll area around the page.
    event->ignore();
    return true;
}

} // namespace cp::gui
