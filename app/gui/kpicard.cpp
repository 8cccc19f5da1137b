#include "app/gui/dashboard.h"

#include "core/units/format.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace cp::gui {

// --- KpiCard -------------------------------------------------------------------------------

KpiCard::KpiCard(QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(0xf7, 0xf9, 0xfc));
    setPalette(pal);
    m_label = new QLabel;
    m_label->setWordWrap(true);
    QPalette secondary = m_label->palette();
    secondary.setColor(QPalette::WindowText, QColor(0x55, 0x5b, 0x66));
    m_label->setPalette(secondary);
    m_scope = new QLabel;
    m_scope->setObjectName(QStringLiteral("kpiScope"));
    m_scope->setWordWrap(true);
    m_scope->setPalette(secondary);
    QFont small = m_scope->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_scope->setFont(small);
    m_value = new QLabel;
    m_value->setObjectName(QStringLiteral("kpiValue"));
    m_value->setWordWrap(true);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_value->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_value->setFont(big);
    m_badge = new QLabel;
    m_badge->setObjectName(QStringLiteral("kpiAssumption"));
    m_badge->setStyleSheet(QStringLiteral(
        "QLabel { background:#fff4ce; color:#6b4e00; border:1px solid #e0c060; border-radius:3px; padding:0 4px; }"));
    m_why = new QToolButton;
    m_why->setObjectName(QStringLiteral("whyButton"));
    m_why->setAutoRaise(true);
    connect(m_why, &QToolButton::clicked, this, [this] { emit whyRequested(m_id); });
    auto *top = new QHBoxLayout;
    top->addWidget(m_label, 1);
    top->addWidget(m_badge, 0, Qt::AlignTop);
    top->addWidget(m_why, 0, Qt::AlignTop);
    m_range = new QLabel;
    m_range->setObjectName(QStringLiteral("kpiRange"));
    m_range->setWordWrap(true);
    m_range->setPalette(secondary);
    m_range->setFont(small);
    m_range->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_accuracy = new QToolButton;
    m_accuracy->setObjectName(QStringLiteral("kpiAccuracy"));
    m_accuracy->setAutoRaise(true);
    m_accuracy->setFont(small);
    connect(m_accuracy, &QToolButton::clicked, this, &KpiCard::accuracyRequested);
    auto *rangeRow = new QHBoxLayout;
    rangeRow->setSpacing(2);
    rangeRow->addWidget(m_range, 1);
    rangeRow->addWidget(m_accuracy, 0, Qt::AlignBottom);
    m_range->hide();
    m_accuracy->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->addLayout(top);
    layout->addWidget(m_scope);
    layout->addWidget(m_value);
    layout->addLayout(rangeRow);
    layout->addStretch();
    retranslateUi();
}

void KpiCard::setKpi(const analysis::Kpi &kpi, const QString &explanation)
{
    setObjectName(QStringLiteral("kpi_") + kpi.id);
    m_id = kpi.id;
    m_why->setVisible(!kpi.why.isEmpty());
    m_label->setText(kpi.label);
    m_scope->setText(kpi.scope());
    m_scope->setVisible(!kpi.scope().isEmpty());
    m_value->setText(kpi.text);
    m_badge->setVisible(kpi.assumption);
    setToolTip(explanation);
}

void KpiCard::setRange(const QString &text, const QString &toolTip)
{
    m_range->setText(text);
    m_range->setToolTip(toolTip);
    m_range->setVisible(!text.isEmpty());
    m_accuracy->setVisible(!text.isEmpty());
}

QString KpiCard::rangeText() const { return m_range->isHidden() ? QString() : m_range->text(); }

QString KpiCard::valueText() const { return m_value->text(); }
QString KpiCard::labelText() const { return m_label->text(); }
QString KpiCard::scopeText() const { return m_scope->text(); }
bool KpiCard::showsAssumption() const { return !m_badge->isHidden(); }

void KpiCard::retranslateUi()
{
    //: badge on a figure that rests on an unconfirmed price or default
    m_badge->setText(tr("assumption"));
    //: button on a figure: show how it was computed
    m_why->setText(tr("Why?"));
    m_why->setToolTip(tr("How this figure was computed, from which inputs and sources"));
    //: small link beside a P10-P90 range: opens "How accurate is this?"
    m_accuracy->setText(tr("accuracy?"));
    m_accuracy->setToolTip(tr("How accurate is this? The estimator's errors on published runs"));
}

void KpiCard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

} // namespace cp::gui
