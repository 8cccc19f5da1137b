#pragma once
// The Results tab: shows a PlanReport (verdict, KPI cards, recommended configuration, charts,
// storage and network sizing, advice, problems). It only displays; every number and its text
// come from the report.

#include "core/analysis/planreport.h"
#include "core/uncertainty/ranges.h"

#include <QFrame>
#include <QHash>

#include <optional>

class QGridLayout;
class QGroupBox;
class QLabel;
class QProgressBar;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

class QTextBrowser;

namespace cp::gui {

class ChartPanel;
class ProgrammeView;

/// One headline figure: label, value and an "assumption" badge.
class KpiCard : public QFrame {
    Q_OBJECT
public:
    explicit KpiCard(QWidget *parent = nullptr);
    void setKpi(const analysis::Kpi &kpi, const QString &explanation);
    QString valueText() const;
    QString labelText() const;
    /// The configuration and billing the figure describes, as shown under its label.
    QString scopeText() const;
    bool showsAssumption() const;
    QToolButton *whyButton() const { return m_why; }
    /// The P10-P50-P90 line under the value (empty: hidden).
    void setRange(const QString &text, const QString &toolTip = {});
    QString rangeText() const;
    QToolButton *accuracyButton() const { return m_accuracy; }

signals:
    /// The user asked how this figure was computed.
    void whyRequested(const QString &kpiId);
    /// The user asked how accurate the range is (the link beside it).
    void accuracyRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QLabel *m_label = nullptr;
    QLabel *m_scope = nullptr;
    QLabel *m_value = nullptr;
    QLabel *m_badge = nullptr;
    QToolButton *m_why = nullptr;
    QLabel *m_range = nullptr;
    QToolButton *m_accuracy = nullptr;
    QString m_id;
};

class Dashboard : public QWidget {
    Q_OBJECT
public:
    explicit Dashboard(QWidget *parent = nullptr);

    void setReport(const analysis::PlanReport &report);
    /// The ranges of the shown report (empty: none yet); the point figures stay the headline.
    void setRanges(const std::optional<uncertainty::Ranges> &ranges, const QString &problem = {});
    /// The ranges are being computed (a progress bar shows), 0..1 done.
    void setRangesComputing(bool computing, int samples = uncertainty::RangeSettings {}.samples);
    void setRangesProgress(double fraction);
    /// The verdict's probabilities line ("Cheapest in 55% of cases: …"), empty without ranges.
    QString probabilityText() const;
    QProgressBar *rangesProgressBar() const { return m_rangesBusy; }
    /// Opens the "Why?" panel for a KPI: formula, inputs with units, sources.
    void showWhy(const QString &kpiId);
    /// The panel's text (empty while closed).
    QString whyText() const;
    void clear();

    /// The card of KPI id, or nullptr when the report has none.
    KpiCard *card(const QString &id) const;
    /// The chart panel of chart id ("memory", "pareto", "tco", "breakdown", "tornado").
    ChartPanel *chart(const QString &id) const;
    QScrollArea *scrollArea() const { return m_scroll; }
    /// The programme dashboard (issue 44), shown instead of the single plan's parts for a plan with pools.
    ProgrammeView *programmeView() const { return m_programme; }
    /// The answer block's text and the plan's own block's (empty when not shown).
    QString answerText() const;
    QString ownText() const;
    /// The per-option money table as shown (rich text; empty without a TCO), and its caption
    /// naming the ranking basis.
    QString moneyTableText() const;
    QString moneyCaptionText() const;
    /// True while charts of the latest report are still being drawn (one per event-loop turn).
    bool isUpdatingCharts() const { return !m_pendingCharts.isEmpty(); }

    /// A plain-language explanation of a KPI, for its tooltip.
    static QString explain(const analysis::Kpi &kpi);

signals:
    void message(const QString &text, bool isError);
    /// "How accurate is this?" was asked for from a range.
    void accuracyRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void layoutCharts();
    void drawNextChart();
    void render();
    void renderKpis();
    void renderAnswer();
    void renderRecommended();
    void renderSizing();
    void renderAdvice();
    void renderCharts();
    void renderProblems();
    void renderRanges();
    void renderMoneyTable();
    QGroupBox *section(QWidget *content);
    void buildRangesBox();
    void buildRecommendedBox();
    void buildChartsBox();
    void buildWhyBox();

    std::optional<analysis::PlanReport> m_report;
    std::optional<uncertainty::Ranges> m_ranges;
    QString m_rangesProblem;
    bool m_rangesComputing = false;
    int m_rangeSamples = 0;
    QFrame *m_rangesBox = nullptr;
    QProgressBar *m_rangesBusy = nullptr;
    QLabel *m_rangesStatus = nullptr;
    QLabel *m_probabilities = nullptr;
    QToolButton *m_rangesAccuracy = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_empty = nullptr;
    QWidget *m_content = nullptr;
    QWidget *m_single = nullptr; ///< the single plan's parts, hidden for a programme
    ProgrammeView *m_programme = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_reasons = nullptr;
    QGridLayout *m_kpiGrid = nullptr;
    QFrame *m_answerBox = nullptr;
    QLabel *m_answer = nullptr;
    QFrame *m_ownBox = nullptr;
    QLabel *m_own = nullptr;
    QGroupBox *m_whyBox = nullptr;
    QTextBrowser *m_whyPanel = nullptr;
    QString m_whyId;
    QHash<QString, KpiCard *> m_cards;
    QGroupBox *m_moneyBox = nullptr;
    QLabel *m_moneyCaption = nullptr;
    QLabel *m_moneyTable = nullptr;
    QGroupBox *m_recommendedBox = nullptr;
    QLabel *m_recommended = nullptr;
    QToolButton *m_rejectedToggle = nullptr;
    QLabel *m_rejected = nullptr;
    QGroupBox *m_sizingBox = nullptr;
    QLabel *m_sizing = nullptr;
    QGroupBox *m_chartsBox = nullptr;
    QGridLayout *m_chartGrid = nullptr;
    QHash<QString, ChartPanel *> m_charts;
    int m_chartColumns = 1;
    int m_kpiColumns = 4;
    QStringList m_pendingCharts;
    QGroupBox *m_adviceBox = nullptr;
    QVBoxLayout *m_adviceLayout = nullptr;
    QGroupBox *m_assumptionsBox = nullptr;
    QLabel *m_assumptions = nullptr;
    QGroupBox *m_problemsBox = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace cp::gui
