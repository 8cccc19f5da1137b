#include "app/gui/windowfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace cp::gui::windowfit {

namespace {
QRect g_testGeometry;
} // namespace

QRect availableGeometry(const QWidget *widget)
{
    if (!g_testGeometry.isNull())
        return g_testGeometry;
    QScreen *screen = nullptr;
    if (widget && widget->parentWidget())
        screen = widget->parentWidget()->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
}

void setAvailableGeometryForTesting(const QRect &rect) { g_testGeometry = rect; }

QSize fittedSize(const QSize &preferred, const QRect &available)
{
    const int width = std::min(preferred.width(), available.width() * 92 / 100);
    const int height = std::min(preferred.height(), available.height() * 90 / 100);
    return { width, height };
}

bool fits(const QRect &rect, const QRect &available) { return available.contains(rect); }

void place(QWidget *widget, const QSize &preferred)
{
    const QRect available = availableGeometry(widget);
    const QSize size = fittedSize(preferred, available);
    widget->resize(size);
    widget->move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

bool restore(QWidget *widget, const QByteArray &saved, const QSize &preferred)
{
    const QRect available = availableGeometry(widget);
    if (!saved.isEmpty() && widget->restoreGeometry(saved)) {
        // A maximised window takes the screen it opens on, whatever its size was.
        if (widget->isMaximized() || widget->isFullScreen() || fits(widget->geometry(), available))
            return true;
    }
    widget->setWindowState(Qt::WindowNoState);
    place(widget, preferred);
    return false;
}

} // namespace cp::gui::windowfit
