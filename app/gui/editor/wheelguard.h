#pragma once
// Keeps the mouse wheel from changing an input nobody chose: spin boxes, sliders (not scroll
// bars) and combo boxes take the wheel only while they have the keyboard focus. They get
// Qt::StrongFocus (a click or Tab focuses them, the wheel does not), and a wheel event over one
// without focus is passed on to the widgets under it, so scrolling a page of inputs scrolls the
// page instead of editing the plan.

#include <QObject>

class QWidget;

namespace cp::gui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    /// Guards every input of the application polished from now on (once; later calls do
    /// nothing). The editor, the wizard, Preferences and the main window call it.
    static void install();
    /// True for the kinds of widget guarded: spin boxes, sliders other than scroll bars, combo boxes.
    static bool guards(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace cp::gui
