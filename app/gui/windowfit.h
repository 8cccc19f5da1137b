#pragma once
// Windows that fit the screen they open on: a window's first size is its preferred size shrunk to
// the screen's available geometry (a 1366×768 laptop must not get a 1600×1000 window), and a
// remembered size is restored only when it still fits the screen the window opens on.

#include <QByteArray>
#include <QRect>
#include <QSize>

class QWidget;

namespace cp::gui::windowfit {

/// The available geometry (without task bars) of the screen widget opens on: its parent's
/// screen, else the primary screen; the injected rectangle while one is set for testing.
QRect availableGeometry(const QWidget *widget);
/// Makes availableGeometry() return rect (a null rect: the real screen again).
void setAvailableGeometryForTesting(const QRect &rect);

/// preferred, shrunk to at most 92% of available's width and 90% of its height (room for the
/// window frame and title bar).
QSize fittedSize(const QSize &preferred, const QRect &available);
/// True when rect lies inside available.
bool fits(const QRect &rect, const QRect &available);

/// Resizes widget to preferred (fitted to its screen) and centres it on that screen.
void place(QWidget *widget, const QSize &preferred);
/// Restores saved (QWidget::saveGeometry bytes) when it fits the screen, else place(preferred).
/// Returns true when the saved geometry was restored.
bool restore(QWidget *widget, const QByteArray &saved, const QSize &preferred);

} // namespace cp::gui::windowfit
