#include "app/gui/programmeview.h"

#include "app/gui/chartpanel.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cp::gui {

namespace {

constexpr int kPoolChartMinHeight = 340;
constexpr int kPoolChartMinWidth = 560;

QLabel *wrapped(const QString &objectName)
{
    auto *l = new QLabel;
    l->setObjectName(objectName);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QString shareRow(const QString &label, const QString &value, bool bold = false)
{
    const QString cell = bold ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1");
    return QStringLiteral("<tr><td style=\"padding-right:16px\">%1</td><td>%2</td></tr>")
        .arg(cell.arg(label.toHtmlEscaped()), cell.arg(value.toHtmlEscaped()));
}

} // namespace

ProgrammeView::ProgrammeView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("programmeView"));
    m_heading = new QLabel;
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    m_heading->setFont(headingFont);
    m_shares = wrapped(QStringLiteral("programmeShares"));
    m_shares->setTextFormat(Qt::RichText);
    m_poolsLayout = new QVBoxLayout;
    m_poolsLayout->setSpacing(12);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_heading);
    layout->addWidget(m_shares);
    layout->addLayout(m_poolsLayout);
    retranslateUi();
}

void ProgrammeView::retranslateUi()
{
    m_heading->setText(tr("Each pool's cost and share of the programme"));
}

void ProgrammeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ProgrammeView::clearPools()
{
    for (const PoolWidgets &p : std::as_const(m_pools)) {
        m_poolsLayout->removeWidget(p.box);
        p.box->deleteLater();
    }
    m_pools.clear();
}

ProgrammeView::PoolWidgets ProgrammeView::addPool(const analysis::ProgrammePool &pool)
{
    PoolWidgets w;
    w.id = pool.id;
    w.box = new QGroupBox(pool.title);
    w.box->setObjectName(QStringLiteral("pool_") + pool.id);
    //: the tooltip of a pool's box: %1 the pool's id as the plan file writes it
    w.box->setToolTip(tr("Pool id in the plan: %1").arg(pool.id));
    w.money = wrapped(QStringLiteral("poolMoney"));
    //: %1 the pool's cost on the basis and its share of the programme
    w.money->setText(tr("Cost: %1").arg(pool.money));
    QFont bold = w.money->font();
    bold.setBold(true);
    w.money->setFont(bold);
    w.text = wrapped(QStringLiteral("poolText"));
    QStringList lines;
    lines << (pool.workloads.isEmpty() ? tr("Workloads: none") : tr("Workloads: %1").arg(pool.workloads.join(tr(", "))));
    lines << pool.supply << pool.utilisation;
    w.text->setText(lines.join(QLatin1Char('\n')));
    w.sensitivity = wrapped(QStringLiteral("poolSensitivity"));
    w.sensitivity->setText(tr("What would change the decision: %1").arg(pool.sensitivity));
    auto *facts = new QVBoxLayout;
    facts->addWidget(w.money);
    facts->addWidget(w.text);
    facts->addStretch();
    auto *words = new QHBoxLayout;
    words->addLayout(facts, 1);
    words->addWidget(w.sensitivity, 1, Qt::AlignTop);
    w.chart = new ChartPanel;
    w.chart->setObjectName(QStringLiteral("poolChart_") + pool.id);
    w.chart->setCompact(true);
    w.chart->setSpec(pool.chart);
    if (!pool.chart.showsReasonInstead())
        w.chart->setMinimumSize(kPoolChartMinWidth, kPoolChartMinHeight);
    connect(w.chart, &ChartPanel::message, this, &ProgrammeView::message);
    // The chart takes the box's whole width: 36 months of bars need it for their labels.
    auto *column = new QVBoxLayout(w.box);
    column->addLayout(words);
    column->addWidget(w.chart, 1);
    m_poolsLayout->addWidget(w.box);
    return w;
}

void ProgrammeView::setReport(const analysis::ProgrammeReport &report)
{
    clearPools();
    QString html = QStringLiteral("<table>");
    for (const analysis::ProgrammePool &p : report.pools)
        html += shareRow(p.title, p.money);
    html += QStringLiteral("</table>");
    m_shares->setText(html);
    for (const analysis::ProgrammePool &p : report.pools)
        m_pools << addPool(p);
}

const ProgrammeView::PoolWidgets *ProgrammeView::find(const QString &poolId) const
{
    for (const PoolWidgets &p : m_pools) {
        if (p.id == poolId)
            return &p;
    }
    return nullptr;
}

QStringList ProgrammeView::poolIds() const
{
    QStringList ids;
    for (const PoolWidgets &p : m_pools)
        ids << p.id;
    return ids;
}

QString ProgrammeView::moneyText(const QString &poolId) const
{
    const PoolWidgets *p = find(poolId);
    return p ? p->money->text() : QString();
}

QString ProgrammeView::sensitivityText(const QString &poolId) const
{
    const PoolWidgets *p = find(poolId);
    return p ? p->sensitivity->text() : QString();
}

ChartPanel *ProgrammeView::chart(const QString &poolId) const
{
    const PoolWidgets *p = find(poolId);
    return p ? p->chart : nullptr;
}

} // namespace cp::gui
