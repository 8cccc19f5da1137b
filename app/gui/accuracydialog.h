#pragma once
// Help → How accurate is this?: the estimator's leave-one-source-out error table by metric
// family and by source (the numbers of `computeplanner-cli accuracy`) and a predicted-vs-published
// chart of the calibration set with the user's own pilot runs as their own series. The table is
// computed off the GUI thread (about a second) once per session.

#include "core/accuracy/accuracytable.h"

#include <QDialog>
#include <QFutureWatcher>

#include <optional>

class QChartView;
class QLabel;
class QProgressBar;
class QTableWidget;

namespace cp::gui {

/// A pilot run of the user's library, as the chart shows it: what was measured and what the
/// shipped estimator predicted for it, in the unit of its family.
struct OwnPoint {
    QString family; ///< "throughput" or "memory"
    double measured = 0;
    double predicted = 0;
    QString label; ///< accelerator and when, for the tooltip
};

class AccuracyDialog : public QDialog {
    Q_OBJECT
public:
    explicit AccuracyDialog(QWidget *parent = nullptr);
    ~AccuracyDialog() override;

    /// The user's calibration points, highlighted on the chart.
    void setOwnPoints(const QList<OwnPoint> &points);
    /// True while the back-test runs.
    bool isComputing() const { return m_watcher.isRunning(); }
    /// Blocks until the table is shown (tests, screenshots).
    void waitForTable();
    QTableWidget *familyTable() const { return m_families; }
    QTableWidget *sourceTable() const { return m_sources; }
    QChartView *chartView() const { return m_chart; }
    /// The number of calibration-set points and own points on the chart.
    int plottedPoints() const { return m_plotted; }
    int plottedOwnPoints() const { return m_plottedOwn; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Result {
        std::optional<estimate::AccuracyTable> table;
        Errors errors;
    };
    void onFinished();
    void retranslateUi();
    void render();
    void renderChart();
    static void fill(QTableWidget *table, const QList<estimate::AccuracyGroup> &groups, bool families);

    QFutureWatcher<Result> m_watcher;
    std::optional<estimate::AccuracyTable> m_table;
    QList<OwnPoint> m_own;
    QLabel *m_intro = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_familiesTitle = nullptr;
    QLabel *m_sourcesTitle = nullptr;
    QTableWidget *m_families = nullptr;
    QTableWidget *m_sources = nullptr;
    QChartView *m_chart = nullptr;
    int m_plotted = 0;
    int m_plottedOwn = 0;
};

/// The family's translated name ("throughput", "gpu-hours", "memory").
QString familyName(const QString &family);

} // namespace cp::gui
