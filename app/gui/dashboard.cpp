#include "app/gui/dashboard.h"

#include "app/gui/chartpanel.h"
#include "app/gui/programmeview.h"
#include "core/analysis/moneytable.h"
#include "core/analysis/rangetexts.h"
#include "core/catalog/catalog.h"
#include "core/catalog/datatexts.h"
#include "core/catalog/pricetexts.h"
#include "core/explain/explanation.h"
#include "core/units/format.h"

#include <algorithm>
#include <cmath>

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QResizeEvent>
#include <QScrollArea>
#include <QStyle>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace cp::gui {

namespace {
constexpr int kMostKpiColumns = 4;
constexpr int kKpiCardWidth = 270; ///< room for a card's value in the large font (e.g. "1,024 × H800 SXM 80GB")
constexpr int kChartMinHeight = 420;
/// Two charts side by side only when each still gets this width (legends and axis labels
/// need it to stay readable).
constexpr int kChartMinWidth = 720;
const char *const kChartOrder[] = { "memory", "pareto", "tco", "breakdown", "tornado" };

QString bulletList(const QStringList &items)
{
    if (items.isEmpty())
        return {};
    QString html = QStringLiteral("<ul style=\"margin-left:-20px\">");
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QLabel *wrappingLabel()
{
    auto *l = new QLabel;
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return l;
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style=\"padding-right:16px;color:#555\">%1</td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}
} // namespace

// --- Dashboard -----------------------------------------------------------------------------

Dashboard::Dashboard(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("dashboard"));
    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("dashboardContent"));

    m_verdict = wrappingLabel();
    m_verdict->setObjectName(QStringLiteral("verdict"));
    QFont verdictFont = m_verdict->font();
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.35);
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    m_reasons = wrappingLabel();
    m_reasons->setObjectName(QStringLiteral("verdictReasons"));

    m_kpiGrid = new QGridLayout;
    m_kpiGrid->setSpacing(10);

    buildRangesBox();
    const auto block = [](const QString &name, const QColor &tint, QLabel *&label) {
        auto *box = new QFrame;
        box->setObjectName(name + QStringLiteral("Box"));
        box->setFrameShape(QFrame::StyledPanel);
        box->setAutoFillBackground(true);
        QPalette pal = box->palette();
        pal.setColor(QPalette::Window, tint);
        box->setPalette(pal);
        label = wrappingLabel();
        label->setObjectName(name);
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(14, 10, 14, 10);
        l->addWidget(label);
        return box;
    };
    m_answerBox = block(QStringLiteral("answer"), QColor(0xe8, 0xf2, 0xfb), m_answer);
    m_ownBox = block(QStringLiteral("ownConfiguration"), QColor(0xf7, 0xf7, 0xf7), m_own);
    auto *answers = new QHBoxLayout;
    answers->addWidget(m_answerBox, 1);
    answers->addWidget(m_ownBox, 1);

    buildRecommendedBox();
    buildChartsBox();
    auto *moneyContent = new QWidget;
    auto *moneyLayout = new QVBoxLayout(moneyContent);
    moneyLayout->setContentsMargins(0, 0, 0, 0);
    m_moneyCaption = wrappingLabel();
    m_moneyCaption->setObjectName(QStringLiteral("moneyCaption"));
    m_moneyTable = wrappingLabel();
    m_moneyTable->setObjectName(QStringLiteral("moneyTable"));
    moneyLayout->addWidget(m_moneyCaption);
    moneyLayout->addWidget(m_moneyTable);
    m_moneyBox = section(moneyContent);
    m_moneyBox->setObjectName(QStringLiteral("moneyBox"));
    auto *adviceContent = new QWidget;
    m_adviceLayout = new QVBoxLayout(adviceContent);
    m_adviceLayout->setContentsMargins(0, 0, 0, 0);
    m_adviceBox = section(adviceContent);
    m_assumptions = wrappingLabel();
    m_assumptionsBox = section(m_assumptions);
    m_problems = wrappingLabel();
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problemsBox = section(m_problems);
    m_problemsBox->setObjectName(QStringLiteral("problemsBox"));

    auto *middle = new QHBoxLayout;
    middle->addWidget(m_recommendedBox, 3);
    middle->addWidget(m_sizingBox, 2);
    auto *lower = new QHBoxLayout;
    lower->addWidget(m_adviceBox, 3);
    lower->addWidget(m_assumptionsBox, 2);

    m_programme = new ProgrammeView;
    connect(m_programme, &ProgrammeView::message, this, &Dashboard::message);
    m_single = new QWidget;
    auto *single = new QVBoxLayout(m_single);
    single->setContentsMargins(0, 0, 0, 0);
    single->setSpacing(12);
    single->addLayout(answers);
    single->addWidget(m_reasons);
    single->addWidget(m_rangesBox);
    single->addLayout(m_kpiGrid);
    buildWhyBox();
    single->addWidget(m_whyBox);
    single->addWidget(m_moneyBox);
    single->addLayout(middle);
    single->addWidget(m_chartsBox);
    single->addLayout(lower);
    auto *layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->setSpacing(12);
    layout->addWidget(m_problemsBox);
    layout->addWidget(m_verdict);
    layout->addWidget(m_programme);
    layout->addWidget(m_single);
    layout->addStretch();

    m_scroll = new QScrollArea;
    m_scroll->setObjectName(QStringLiteral("dashboardScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_content);

    m_empty = new QLabel;
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);
    outer->addWidget(m_empty);

    retranslateUi();
    clear();
}

void Dashboard::buildRangesBox()
{
    m_rangesBox = new QFrame;
    m_rangesBox->setObjectName(QStringLiteral("rangesBox"));
    m_rangesBusy = new QProgressBar;
    m_rangesBusy->setObjectName(QStringLiteral("rangesProgress"));
    m_rangesBusy->setRange(0, 100);
    m_rangesBusy->setMaximumWidth(160);
    m_rangesBusy->setTextVisible(false);
    m_rangesStatus = wrappingLabel();
    m_rangesStatus->setObjectName(QStringLiteral("rangesStatus"));
    m_probabilities = wrappingLabel();
    m_probabilities->setObjectName(QStringLiteral("probabilities"));
    m_rangesAccuracy = new QToolButton;
    m_rangesAccuracy->setObjectName(QStringLiteral("rangesAccuracy"));
    m_rangesAccuracy->setAutoRaise(true);
    connect(m_rangesAccuracy, &QToolButton::clicked, this, &Dashboard::accuracyRequested);
    auto *rangesLayout = new QVBoxLayout(m_rangesBox);
    rangesLayout->setContentsMargins(0, 0, 0, 0);
    auto *rangesTop = new QHBoxLayout;
    rangesTop->addWidget(m_rangesBusy, 0, Qt::AlignVCenter);
    rangesTop->addWidget(m_rangesStatus, 1);
    rangesTop->addWidget(m_rangesAccuracy, 0, Qt::AlignTop);
    rangesLayout->addLayout(rangesTop);
    rangesLayout->addWidget(m_probabilities);
}

void Dashboard::buildRecommendedBox()
{
    m_recommended = wrappingLabel();
    m_recommended->setObjectName(QStringLiteral("recommended"));
    m_rejectedToggle = new QToolButton;
    m_rejectedToggle->setObjectName(QStringLiteral("rejectedToggle"));
    m_rejectedToggle->setCheckable(true);
    m_rejectedToggle->setAutoRaise(true);
    m_rejectedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_rejectedToggle->setArrowType(Qt::RightArrow);
    m_rejected = wrappingLabel();
    m_rejected->setObjectName(QStringLiteral("rejected"));
    m_rejected->hide();
    connect(m_rejectedToggle, &QToolButton::toggled, this, [this](bool open) {
        m_rejected->setVisible(open);
        m_rejectedToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    auto *recommendedContent = new QWidget;
    auto *recLayout = new QVBoxLayout(recommendedContent);
    recLayout->setContentsMargins(0, 0, 0, 0);
    recLayout->addWidget(m_recommended);
    recLayout->addWidget(m_rejectedToggle, 0, Qt::AlignLeft);
    recLayout->addWidget(m_rejected);
    recLayout->addStretch();
    m_recommendedBox = section(recommendedContent);

    m_sizing = wrappingLabel();
    m_sizing->setObjectName(QStringLiteral("sizing"));
    m_sizingBox = section(m_sizing);
}

void Dashboard::buildChartsBox()
{
    auto *chartsContent = new QWidget;
    m_chartGrid = new QGridLayout(chartsContent);
    m_chartGrid->setContentsMargins(0, 0, 0, 0);
    m_chartGrid->setSpacing(12);
    for (const char *id : kChartOrder) {
        auto *panel = new ChartPanel;
        panel->setObjectName(QStringLiteral("chart_") + QLatin1String(id));
        panel->setMinimumHeight(kChartMinHeight);
        connect(panel, &ChartPanel::message, this, &Dashboard::message);
        m_charts.insert(QLatin1String(id), panel);
        m_chartGrid->addWidget(panel);
    }
    m_chartsBox = section(chartsContent);
}

void Dashboard::buildWhyBox()
{
    m_whyBox = new QGroupBox;
    m_whyBox->setObjectName(QStringLiteral("whyBox"));
    auto *whyLayout = new QVBoxLayout(m_whyBox);
    m_whyPanel = new QTextBrowser;
    m_whyPanel->setObjectName(QStringLiteral("whyPanel"));
    m_whyPanel->setMinimumHeight(180);
    auto *closeWhy = new QToolButton;
    closeWhy->setAutoRaise(true);
    closeWhy->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(closeWhy, &QToolButton::clicked, this, [this] {
        m_whyId.clear();
        m_whyBox->hide();
    });
    whyLayout->addWidget(closeWhy, 0, Qt::AlignRight);
    whyLayout->addWidget(m_whyPanel);
    m_whyBox->hide();
}

QGroupBox *Dashboard::section(QWidget *content)
{
    auto *box = new QGroupBox;
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}

void Dashboard::retranslateUi()
{
    m_recommendedBox->setTitle(tr("Recommended configuration"));
    m_sizingBox->setTitle(tr("Storage and network"));
    m_moneyBox->setTitle(tr("Each way of paying"));
    m_chartsBox->setTitle(tr("Charts"));
    m_adviceBox->setTitle(tr("Advice"));
    m_assumptionsBox->setTitle(tr("Assumptions to confirm"));
    m_problemsBox->setTitle(tr("Could not compute"));
    m_empty->setText(tr("Computing results…"));
    m_rangesAccuracy->setText(tr("How accurate is this?"));
    render();
}

void Dashboard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void Dashboard::clear()
{
    m_report.reset();
    render();
}

void Dashboard::setReport(const analysis::PlanReport &report)
{
    m_report = report;
    m_ranges.reset(); // the ranges of the previous report do not describe this one
    m_rangesProblem.clear();
    render();
}

void Dashboard::setRanges(const std::optional<uncertainty::Ranges> &ranges, const QString &problem)
{
    m_ranges = ranges;
    m_rangesProblem = problem;
    if (m_report)
        renderRanges();
}

void Dashboard::setRangesComputing(bool computing, int samples)
{
    m_rangesComputing = computing;
    m_rangeSamples = samples;
    if (computing)
        m_rangesBusy->setValue(0);
    if (m_report)
        renderRanges();
}

void Dashboard::setRangesProgress(double fraction) { m_rangesBusy->setValue(int(fraction * 100)); }

QString Dashboard::probabilityText() const { return m_probabilities->isHidden() ? QString() : m_probabilities->text(); }

void Dashboard::renderRanges()
{
    const analysis::PlanReport &r = *m_report;
    const QList<analysis::KpiRange> kpis = m_ranges ? analysis::kpiRanges(r, *m_ranges) : QList<analysis::KpiRange> {};
    const QString drivers = m_ranges ? m_ranges->drivers.join(QLatin1Char('\n')) : QString();
    for (auto it = m_cards.cbegin(); it != m_cards.cend(); ++it) {
        QString text;
        for (const analysis::KpiRange &k : kpis)
            if (k.kpiId == it.key())
                text = k.text;
        it.value()->setRange(text, drivers);
    }
    m_rangesBusy->setVisible(m_rangesComputing);
    QString status;
    if (m_rangesComputing)
        //: %1 number of Monte Carlo samples
        status = tr("Computing ranges (%1 samples)…").arg(units::formatNumber(double(m_rangeSamples), 0));
    else if (m_ranges)
        //: %1 e.g. "10,000 samples, seed 42"
        status = tr("Ranges: P10–P50–P90 of %1 (estimator error, failures, prices, demand, exchange rate); the large figures are the point estimates.")
                     .arg(analysis::rangeBasis(*m_ranges));
    else if (!m_rangesProblem.isEmpty())
        status = tr("Ranges could not be computed: %1").arg(m_rangesProblem);
    m_rangesStatus->setText(status.toHtmlEscaped());
    m_rangesStatus->setToolTip(drivers);
    m_rangesAccuracy->setVisible(m_ranges.has_value());
    const QString sentence = m_ranges ? analysis::probabilitySentence(r, *m_ranges) : QString();
    m_probabilities->setText(sentence.isEmpty() ? QString() : QStringLiteral("<b>%1</b>").arg(sentence.toHtmlEscaped()));
    m_probabilities->setVisible(!sentence.isEmpty());
    m_rangesBox->setVisible(!status.isEmpty());

    QList<ChartBand> bands;
    if (m_ranges && r.tco) {
        for (const tco::OptionResult &o : r.tco->options) {
            const uncertainty::OptionRange *range = m_ranges->option(o.id);
            if (!range || range->cumulative.isEmpty())
                continue;
            ChartBand band { o.name, {}, {} };
            for (const uncertainty::Quantiles &q : range->cumulative) {
                band.low << q.p10;
                band.high << q.p90;
            }
            bands << band;
        }
    }
    m_charts.value(QStringLiteral("tco"))->setBands(bands);
}

KpiCard *Dashboard::card(const QString &id) const
{
    KpiCard *c = m_cards.value(id);
    return c && !c->isHidden() ? c : nullptr;
}

ChartPanel *Dashboard::chart(const QString &id) const { return m_charts.value(id); }

void Dashboard::render()
{
    m_scroll->setVisible(m_report.has_value());
    m_empty->setVisible(!m_report);
    if (!m_report)
        return;
    const analysis::PlanReport &r = *m_report;
    m_verdict->setText(r.verdict.isEmpty() ? r.scenario.name.toHtmlEscaped() : r.verdict.toHtmlEscaped());
    m_reasons->setText(bulletList(r.reasons.mid(r.verdict.isEmpty() ? 0 : 1)));
    m_reasons->setVisible(r.reasons.size() > (r.verdict.isEmpty() ? 0 : 1));
    renderProblems();
    renderAnswer();
    renderKpis();
    renderRanges();
    if (!m_whyId.isEmpty())
        showWhy(m_whyId);
    renderMoneyTable();
    renderRecommended();
    renderSizing();
    renderCharts();
    renderAdvice();
    // Issue 44: a programme's answer replaces the single fleet's figures (one answer per plan).
    m_programme->setVisible(r.programme.has_value());
    m_single->setVisible(!r.programme);
    if (r.programme)
        m_programme->setReport(*r.programme);
}

void Dashboard::renderKpis()
{
    for (KpiCard *c : std::as_const(m_cards)) {
        m_kpiGrid->removeWidget(c);
        c->hide();
    }
    int i = 0;
    for (const analysis::Kpi &kpi : m_report->kpis) {
        KpiCard *&c = m_cards[kpi.id];
        if (!c) {
            c = new KpiCard;
            connect(c, &KpiCard::whyRequested, this, &Dashboard::showWhy);
            connect(c, &KpiCard::accuracyRequested, this, &Dashboard::accuracyRequested);
        }
        c->setKpi(kpi, explain(kpi));
        m_kpiGrid->addWidget(c, i / m_kpiColumns, i % m_kpiColumns);
        c->show();
        ++i;
    }
    for (int col = 0; col < kMostKpiColumns; ++col)
        m_kpiGrid->setColumnStretch(col, col < m_kpiColumns ? 1 : 0);
}

namespace {
QString blockHtml(const analysis::AnswerBlock &b)
{
    QString html = QStringLiteral("<p style=\"margin:0\"><b style=\"font-size:large\">%1</b><br>%2</p><p style=\"margin:4px 0 0 0\">")
                       .arg(b.title.toHtmlEscaped(), b.configuration.toHtmlEscaped());
    QStringList lines;
    for (const QString &line : { b.time, b.runCost, b.tco })
        if (!line.isEmpty())
            lines << line.toHtmlEscaped();
    const auto verdictLine = [](const QString &text, std::optional<bool> ok) {
        if (!ok)
            return text.toHtmlEscaped();
        return QStringLiteral("<span style=\"color:%1\">%2 %3</span>")
            .arg(*ok ? QStringLiteral("#107c10") : QStringLiteral("#a4262c"), *ok ? QStringLiteral("✔") : QStringLiteral("✘"), text.toHtmlEscaped());
    };
    lines << verdictLine(b.budget, b.meetsBudget) << verdictLine(b.deadline, b.meetsDeadline);
    html += lines.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
    for (const QString &note : b.notes)
        html += QStringLiteral("<p style=\"margin:4px 0 0 0;color:#6b4e00\">%1</p>").arg(note.toHtmlEscaped());
    return html;
}
} // namespace

void Dashboard::renderAnswer()
{
    const analysis::PlanReport &r = *m_report;
    m_answerBox->setVisible(r.answer.has_value());
    m_answer->setText(r.answer ? blockHtml(*r.answer) : QString());
    m_ownBox->setVisible(r.own.has_value());
    m_own->setText(r.own ? blockHtml(*r.own) : QString());
}

QString Dashboard::answerText() const
{
    return m_report && m_report->answer ? m_report->answer->lines().join(QLatin1Char('\n')) : QString();
}

QString Dashboard::ownText() const
{
    return m_report && m_report->own ? m_report->own->lines().join(QLatin1Char('\n')) : QString();
}

void Dashboard::showWhy(const QString &kpiId)
{
    const analysis::Kpi *k = m_report ? m_report->kpi(kpiId) : nullptr;
    if (!k || k->why.isEmpty()) {
        m_whyBox->hide();
        return;
    }
    m_whyId = kpiId;
    const Catalog &catalog = m_report->catalog;
    QString html = QStringLiteral("<h3>%1: %2</h3><p>%3</p>")
                       .arg(k->label.toHtmlEscaped(), k->text.toHtmlEscaped(), k->why.formula.toHtmlEscaped());
    if (!k->why.inputs.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Inputs").toHtmlEscaped());
        for (const explain::Input &in : k->why.inputs)
            html += QStringLiteral("<li>%1: %2</li>").arg(in.name.toHtmlEscaped(), in.value.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Sources").toHtmlEscaped());
    for (const explain::Source &src : k->why.sources) {
        const QString d = explain::describe(src, catalog);
        html += QStringLiteral("<li>%1</li>").arg((d.isEmpty() ? src.ref : d).toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");
    if (k->assumption)
        html += QStringLiteral("<p><i>%1</i></p>").arg(tr("This figure rests on at least one assumption: confirm the prices marked as assumptions.").toHtmlEscaped());
    m_whyBox->setTitle(tr("Why? %1").arg(k->label));
    m_whyPanel->setHtml(html);
    m_whyBox->show();
}

QString Dashboard::whyText() const
{
    return m_whyBox->isVisible() || !m_whyId.isEmpty() ? m_whyPanel->toPlainText() : QString();
}

void Dashboard::renderRecommended()
{
    const analysis::PlanReport &r = *m_report;
    m_recommendedBox->setVisible(r.plan.has_value());
    if (!r.plan)
        return;
    const planner::PlanResult &p = *r.plan;
    QString html;
    if (const analysis::Kpi *k = r.kpi(QStringLiteral("recommended")))
        html += QStringLiteral("<p><b>%1</b></p>").arg(k->text.toHtmlEscaped());
    if (p.recommended)
        html += bulletList(p.recommended->reasons);
    if (p.infeasible) {
        html += QStringLiteral("<p style=\"color:#a4262c\"><b>%1</b></p>").arg(p.infeasible->message.toHtmlEscaped());
        html += bulletList(p.infeasible->suggestions);
    }
    m_recommended->setText(html);

    QStringList rejected;
    for (const planner::Rejection &rej : p.rejected)
        rejected << rej.message;
    m_rejectedToggle->setVisible(!rejected.isEmpty());
    m_rejectedToggle->setText(tr("Rejected alternatives (%1)").arg(units::formatNumber(double(rejected.size()), 0)));
    m_rejected->setText(bulletList(rejected));
    m_rejected->setVisible(!rejected.isEmpty() && m_rejectedToggle->isChecked());
}

void Dashboard::renderMoneyTable()
{
    m_moneyBox->setVisible(m_report->money.has_value());
    if (!m_report->money)
        return;
    const analysis::MoneyTable t = analysis::moneyTable(*m_report->money);
    m_moneyCaption->setText(t.caption.toHtmlEscaped());
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\"><tr>");
    for (int c = 0; c < t.headers.size(); ++c)
        html += QStringLiteral("<th align=\"%1\">%2</th>").arg(c == analysis::MoneyOptionName || c == analysis::MoneyObtainable ? QStringLiteral("left") : QStringLiteral("right"), t.headers.at(c).toHtmlEscaped());
    html += QStringLiteral("</tr>");
    QStringList reasons; // why an option cannot be obtained, as numbered notes under the table
    for (const analysis::MoneyRow &row : t.rows) {
        const QString style = row.recommended ? QStringLiteral(" style=\"font-weight:bold\"") : !row.option.obtainable ? QStringLiteral(" style=\"color:#777\"")
                                                                                                                       : QString();
        html += QStringLiteral("<tr%1>").arg(style);
        for (int c = 0; c < row.cells.size(); ++c) {
            const bool text = c == analysis::MoneyOptionName || c == analysis::MoneyObtainable;
            // Figures on one line each (no-break spaces); the option names and reasons wrap.
            QString cell = row.cells.at(c).toHtmlEscaped();
            if (c == analysis::MoneyObtainable && !row.option.obtainable) {
                reasons << row.option.notObtainableReason.toHtmlEscaped();
                cell = tr("no (%1)").arg(reasons.size());
            }
            if (!text)
                cell.replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
            html += QStringLiteral("<td align=\"%1\"%2>%3</td>").arg(text ? QStringLiteral("left") : QStringLiteral("right"), text ? QString() : QStringLiteral(" nowrap"), cell);
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    for (int i = 0; i < reasons.size(); ++i)
        html += QStringLiteral("<p style=\"color:#555\">(%1) %2</p>").arg(i + 1).arg(reasons.at(i));
    m_moneyTable->setText(html);
}

QString Dashboard::moneyTableText() const { return m_moneyBox->isHidden() ? QString() : m_moneyTable->text(); }

QString Dashboard::moneyCaptionText() const { return m_moneyBox->isHidden() ? QString() : m_moneyCaption->text(); }

void Dashboard::renderSizing()
{
    const analysis::PlanReport &r = *m_report;
    m_sizingBox->setVisible(r.plan.has_value());
    if (!r.plan)
        return;
    const planner::StoragePlan &s = r.plan->storage;
    const planner::NetworkPlan &n = r.plan->network;
    QString html = QStringLiteral("<table>");
    html += row(tr("Training data"), units::formatBytes(units::tb(s.datasetTB)));
    html += row(tr("One checkpoint"), units::formatBytes(units::gb(s.checkpointGB)));
    html += row(tr("Checkpoints kept"),
        tr("%1 (%2)").arg(units::formatNumber(s.retained, 0), units::formatBytes(units::tb(s.checkpointStorageTB))));
    html += row(tr("Total storage"), units::formatBytes(units::tb(s.totalTB)));
    html += row(tr("Checkpoint write"), units::formatByteRate(s.checkpointWriteGBps * 1e9));
    html += row(tr("Data-loader read (peak)"), units::formatByteRate(s.loaderReadGBps * 1e9));
    if (s.egressGB > 0)
        html += row(tr("Egress"), tr("%1, %2").arg(units::formatBytes(units::gb(s.egressGB)), units::formatMoney(units::yuan(s.egressCostCny))));
    if (!n.fabric.isEmpty()) {
        const Fabric *f = Catalog::builtIn().fabric(n.fabric);
        // The fabric's name carries its rate ("InfiniBand NDR 400 Gb/s per GPU"), in the UI language.
        //: network rate per GPU, gigabits per second
        html += row(tr("Network"), f ? fabricNameText(f->name) : tr("%1, %2 Gb/s per GPU").arg(n.fabric, units::formatNumber(n.perGpuGbps, 0)));
        html += row(tr("RDMA"), n.rdma ? tr("required") : tr("not required"));
    } else {
        html += row(tr("Network"), tr("single node"));
    }
    html += QStringLiteral("</table>");
    if (!n.reason.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(n.reason.toHtmlEscaped());
    m_sizing->setText(html);
}

void Dashboard::renderCharts()
{
    m_pendingCharts.clear();
    int shown = 0;
    for (const char *id : kChartOrder) {
        ChartPanel *panel = m_charts.value(QLatin1String(id));
        const chart::ChartSpec *spec = m_report->chart(QLatin1String(id));
        panel->setVisible(spec != nullptr);
        if (!spec)
            continue;
        // A chart replaced by its sentence needs no chart's height.
        panel->setMinimumHeight(spec->showsReasonInstead() ? 0 : kChartMinHeight);
        m_pendingCharts << QLatin1String(id);
        ++shown;
    }
    m_chartsBox->setVisible(shown > 0);
    layoutCharts();
    // Building a chart takes a few to 20 ms; one per event-loop turn keeps the window responsive.
    QTimer::singleShot(0, this, &Dashboard::drawNextChart);
}

void Dashboard::drawNextChart()
{
    if (m_pendingCharts.isEmpty() || !m_report)
        return;
    const QString id = m_pendingCharts.takeFirst();
    if (const chart::ChartSpec *spec = m_report->chart(id))
        m_charts.value(id)->setSpec(*spec);
    if (!m_pendingCharts.isEmpty())
        QTimer::singleShot(0, this, &Dashboard::drawNextChart);
}

void Dashboard::layoutCharts()
{
    int shown = 0;
    for (const char *id : kChartOrder) {
        ChartPanel *panel = m_charts.value(QLatin1String(id));
        m_chartGrid->removeWidget(panel);
        if (panel->isHidden())
            continue;
        m_chartGrid->addWidget(panel, shown / m_chartColumns, shown % m_chartColumns);
        ++shown;
    }
}

void Dashboard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int columns = width() >= 2 * kChartMinWidth + 80 ? 2 : 1;
    if (columns != m_chartColumns) {
        m_chartColumns = columns;
        layoutCharts();
    }
    // As many KPI cards side by side as fit, so a narrow window never cuts the dashboard off.
    const int kpiColumns = std::clamp(width() / kKpiCardWidth, 2, kMostKpiColumns);
    if (kpiColumns != m_kpiColumns) {
        m_kpiColumns = kpiColumns;
        if (m_report)
            renderKpis();
    }
}

void Dashboard::renderAdvice()
{
    while (QLayoutItem *item = m_adviceLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    QList<advice::Advice> list;
    if (m_report->plan)
        list = m_report->plan->advice;
    for (const advice::Advice &a : std::as_const(list)) {
        auto *line = new QWidget;
        line->setObjectName(QStringLiteral("advice_") + a.id);
        auto *h = new QHBoxLayout(line);
        h->setContentsMargins(0, 2, 0, 2);
        const QStyle::StandardPixmap pix = a.severity == advice::Severity::Critical ? QStyle::SP_MessageBoxCritical
            : a.severity == advice::Severity::Warning                               ? QStyle::SP_MessageBoxWarning
                                                                                    : QStyle::SP_MessageBoxInformation;
        auto *icon = new QLabel;
        const int size = fontMetrics().height();
        icon->setPixmap(style()->standardIcon(pix).pixmap(size, size));
        auto *text = wrappingLabel();
        text->setTextFormat(Qt::PlainText);
        text->setText(a.message);
        h->addWidget(icon, 0, Qt::AlignTop);
        h->addWidget(text, 1);
        m_adviceLayout->addWidget(line);
    }
    m_adviceBox->setVisible(!list.isEmpty());
    m_assumptions->setText(bulletList(priceKeyNames(m_report->assumptions, m_report->catalog)));
    m_assumptionsBox->setVisible(!m_report->assumptions.isEmpty());
}

void Dashboard::renderProblems()
{
    QStringList lines;
    for (const Error &e : m_report->problems)
        lines << (e.path.isEmpty() ? e.message : QStringLiteral("%1: %2").arg(e.path, e.message));
    m_problems->setText(QStringLiteral("<div style=\"color:#a4262c\">%1</div>").arg(bulletList(lines)));
    m_problemsBox->setVisible(!lines.isEmpty());
}

QString Dashboard::explain(const analysis::Kpi &kpi)
{
    QString text;
    const QString &id = kpi.id;
    if (id == QLatin1String("train_days"))
        text = tr("Wall-clock time of the training run on the configured cluster, including restarts and checkpoints.");
    else if (id == QLatin1String("gpu_hours"))
        text = tr("Number of GPUs times the hours they run: what cloud providers bill for.");
    else if (id == QLatin1String("memory_per_gpu"))
        text = tr("Memory each GPU needs for weights, gradients, optimizer state and activations; it must fit in the card.");
    else if (id == QLatin1String("mfu"))
        text = tr("Model FLOPs utilisation: the share of the card's peak arithmetic the training actually uses.");
    else if (id == QLatin1String("tokens_per_s_per_gpu"))
        text = tr("Training throughput: tokens processed per second by each GPU.");
    else if (id == QLatin1String("recommended"))
        text = tr("The cluster the planner recommends for your objective, with its parallel layout.");
    else if (id == QLatin1String("recommended_days"))
        text = tr("How long the recommended cluster takes to finish the run.");
    else if (id == QLatin1String("recommended_cost"))
        text = tr("What the recommended cluster costs for the run at the chosen way to pay.");
    else if (id == QLatin1String("tco_best"))
        text = tr("Total cost of ownership of the cheapest way to pay over the horizon, after resale value.");
    else if (id == QLatin1String("cny_per_gpu_hour"))
        text = tr("The total cost divided by the GPU-hours you actually use: idle capacity makes it higher.");
    else if (id == QLatin1String("run_cost"))
        text = tr("The cost of one training run at the effective price per GPU-hour.");
    else if (id == QLatin1String("cost_per_million_tokens"))
        text = tr("The cost of processing one million tokens at the effective price.");
    else if (id == QLatin1String("break_even"))
        text = tr("The month from which building your own cluster has cost less in total than renting on demand.");
    else if (id == QLatin1String("inference_cards"))
        text = tr("Accelerator cards needed to serve the target load within the latency target.");
    else if (id == QLatin1String("inference_replicas"))
        text = tr("Copies of the model served in parallel.");
    else if (id == QLatin1String("serving_cny_per_million_output_tokens"))
        text = tr("What the serving fleet costs per million output tokens of the target load, paid the way the verdict recommends.");
    else if (id == QLatin1String("serving_ttft_ms"))
        text = tr("Time to the first token of a request, as the chosen replica size achieves it.");
    else if (id == QLatin1String("serving_tpot_ms"))
        text = tr("Time per output token of a request at the chosen concurrency.");
    else
        text = kpi.label;
    if (kpi.assumption)
        text += QLatin1Char('\n') + tr("Rests on prices or defaults marked as assumptions: confirm them in the price book.");
    return text;
}

} // namespace cp::gui
