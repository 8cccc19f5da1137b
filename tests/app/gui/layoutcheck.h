#pragma once
// What a person cannot read in a window as it is laid out now: the checks behind the layout
// tests (tst_layout) at the sizes the issue names (1366×768, 1600×1000).

#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QStringList>
#include <QTableView>
#include <QTextEdit>
#include <QToolBar>
#include <QToolButton>
#include <QWidget>

namespace cp::gui::test {

/// Lets every pending layout request run (nested layouts post one another).
inline void settleLayouts()
{
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents();
}

/// "QLabel 'Budget (CNY):'" — enough to find the widget.
inline QString describe(const QWidget *w, const QString &text = {})
{
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        name += QLatin1Char('#') + w->objectName();
    if (!text.isEmpty())
        name += QStringLiteral(" '%1'").arg(text.left(70).replace(QLatin1Char('\n'), QLatin1Char(' ')));
    return name;
}

/// The rectangle `w` may use: its nearest scroll area's viewport, else the window.
inline QRect roomFor(const QWidget *w, const QWidget *root, const QWidget **container)
{
    for (const QWidget *p = w->parentWidget(); p && p != root; p = p->parentWidget()) {
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(p->parentWidget())) {
            if (p == area->viewport()) {
                *container = p;
                return p->rect();
            }
        }
    }
    *container = root;
    return root->rect();
}

/// Every problem found in `root`, one line each, empty when everything can be read:
/// - a visible label without word wrap narrower than its text, or with word wrap lower than its
///   text needs at its width (cut lines);
/// - a group box reaching past the right edge of the page (scroll area) or window it lies in;
/// - a horizontal scroll bar on a page (QScrollArea), a text view or a list;
/// - a toolbar whose buttons do not all fit (the » extension button shows).
inline QStringList layoutProblems(QWidget *root)
{
    QStringList out;
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (!l->isVisibleTo(root) || l->text().isEmpty() || l->width() <= 0)
            continue;
        if (!l->wordWrap()) {
            const int needed = l->minimumSizeHint().width();
            if (l->width() + 1 < needed)
                out << QStringLiteral("%1 is cut: %2 px wide, its text needs %3")
                           .arg(describe(l, l->text()))
                           .arg(l->width())
                           .arg(needed);
        } else if (l->hasHeightForWidth()) {
            const int needed = l->heightForWidth(l->width());
            if (l->height() + 1 < needed)
                out << QStringLiteral("%1 is cut: %2 px high, its text needs %3 at %4 px")
                           .arg(describe(l, l->text()))
                           .arg(l->height())
                           .arg(needed)
                           .arg(l->width());
        }
    }
    for (QGroupBox *box : root->findChildren<QGroupBox *>()) {
        if (!box->isVisibleTo(root))
            continue;
        const QWidget *container = nullptr;
        const QRect room = roomFor(box, root, &container);
        const QRect rect(box->mapTo(container, QPoint(0, 0)), box->size());
        if (rect.right() > room.right() + 1)
            out << QStringLiteral("%1 reaches %2 px past the right edge of %3")
                       .arg(describe(box, box->title()))
                       .arg(rect.right() - room.right())
                       .arg(describe(container));
    }
    for (QAbstractScrollArea *area : root->findChildren<QAbstractScrollArea *>()) {
        if (!area->isVisibleTo(root))
            continue;
        const bool page = qobject_cast<QScrollArea *>(area) || qobject_cast<QTextEdit *>(area)
            || qobject_cast<QListView *>(area);
        if (page && area->horizontalScrollBar()->isVisibleTo(area))
            out << QStringLiteral("%1 scrolls sideways (%2 px more than it shows)").arg(describe(area)).arg(area->horizontalScrollBar()->maximum());
    }
    for (QToolBar *bar : root->findChildren<QToolBar *>()) {
        if (!bar->isVisibleTo(root))
            continue;
        for (QToolButton *b : bar->findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"))) {
            if (b->isVisibleTo(bar))
                out << QStringLiteral("%1 does not fit: some buttons are behind »").arg(describe(bar));
        }
    }
    return out;
}

/// Cells of `column` whose text (wrapped when the view wraps) does not fit the cell.
inline QStringList cutCells(const QTableView *view, int column)
{
    QStringList out;
    const QAbstractItemModel *model = view->model();
    const int width = view->columnWidth(column) - 12; // the delegate's text margins, and some to spare
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString text = model->index(r, column).data().toString();
        const QRect needed = view->fontMetrics().boundingRect(QRect(0, 0, width, 10000),
            int(Qt::AlignLeft) | (view->wordWrap() ? int(Qt::TextWordWrap) : 0), text);
        if (needed.width() > width || needed.height() > view->rowHeight(r))
            out << QStringLiteral("%1 row %2 '%3' needs %4×%5 px, the cell is %6×%7").arg(describe(view)).arg(r).arg(text).arg(needed.width()).arg(needed.height()).arg(width).arg(view->rowHeight(r));
    }
    return out;
}

} // namespace cp::gui::test
