#include "app/gui/editor/fieldedit.h"

#include "core/scenario/validation.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QResizeEvent>

#include <cmath>

namespace cp::gui {

FieldEdit::FieldEdit(const QString &rulePath, bool optional, QWidget *parent)
    : QWidget(parent)
    , m_rulePath(rulePath)
    , m_optional(optional)
    , m_edit(new QLineEdit)
    , m_unit(new QLabel)
    , m_error(new QLabel)
{
    (void)fieldRule(rulePath); // asserts the path exists
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(2);
    m_edit->setObjectName(QStringLiteral("edit"));
    m_edit->setMinimumWidth(120);
    m_edit->setMaximumWidth(260);
    m_edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_error->hide();
    m_unit->hide();
    grid->addWidget(m_edit, 0, 0);
    grid->addWidget(m_unit, 0, 1);
    grid->addWidget(m_error, 1, 0, 1, 3);
    grid->setColumnStretch(2, 1);
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        m_external.clear();
        revalidate();
        emit edited();
    });
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        revalidate();
        if (isValid())
            emit committed();
    });
}

void FieldEdit::setValue(std::optional<double> value)
{
    QString text;
    if (value) {
        QLocale locale;
        if (!m_grouping)
            locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
        const double v = *value;
        if (m_decimals >= 0)
            text = locale.toString(v, 'f', m_decimals);
        else if (v == std::floor(v) && std::fabs(v) < 1e15)
            text = locale.toString(static_cast<qint64>(v));
        else
            text = locale.toString(v, 'g', 12);
    }
    if (text != m_edit->text())
        m_edit->setText(text);
    m_external.clear();
    revalidate();
}

std::optional<double> FieldEdit::value() const { return parseNumberText(m_edit->text(), QLocale()); }

QString FieldEdit::localError() const
{
    if (m_optional && m_edit->text().trimmed().isEmpty())
        return {};
    return readFieldNumber(m_rulePath, m_edit->text(), QLocale()).error;
}

bool FieldEdit::isValid() const { return !isEnabled() || (localError().isEmpty() && m_external.isEmpty()); }

QString FieldEdit::errorText() const { return m_error->isHidden() ? QString() : m_error->text(); }

void FieldEdit::setExternalError(const QString &message)
{
    m_external = message;
    revalidate();
}

void FieldEdit::setPlaceholder(const QString &text) { m_edit->setPlaceholderText(text); }

void FieldEdit::setUnit(const QString &unit)
{
    m_unit->setText(unit);
    m_unit->setVisible(!unit.isEmpty());
}

void FieldEdit::revalidate()
{
    QString message = localError();
    if (message.isEmpty())
        message = m_external;
    if (!isEnabled())
        message.clear(); // a disabled field is not in use; its value is not checked
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    m_edit->setStyleSheet(message.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 1px solid #b3261e; }"));
    m_edit->setToolTip(message);
    fitError();
}

void FieldEdit::fitError()
{
    // The message spans the whole box (no margins), whether or not it has been laid out yet.
    const int needed = m_error->isHidden() || width() <= 0 ? 0 : m_error->heightForWidth(width());
    if (m_error->minimumHeight() != needed)
        m_error->setMinimumHeight(needed);
}

void FieldEdit::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitError();
}

void FieldEdit::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::EnabledChange)
        revalidate();
    QWidget::changeEvent(event);
}

} // namespace cp::gui
