#include "app/gui/messagebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace cp::gui {

MessageBar::MessageBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("messageBar"));
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    m_label = new QLabel;
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close = new QToolButton;
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_close);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBar::showMessage(const QString &text, Kind kind)
{
    m_kind = kind;
    m_label->setText(text);
    QPalette pal = palette();
    const QColor bg = kind == Kind::Error ? QColor(0xfd, 0xe2, 0xe1)
        : kind == Kind::Warning           ? QColor(0xff, 0xf4, 0xce)
                                          : QColor(0xe1, 0xef, 0xfb);
    pal.setColor(QPalette::Window, bg);
    pal.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(pal);
    setVisible(!text.isEmpty());
}

QString MessageBar::text() const { return m_label->text(); }

} // namespace cp::gui
