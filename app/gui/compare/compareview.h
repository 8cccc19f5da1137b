#pragma once
// The compare view: 2–4 saved plans (or revisions, "NAME@N") side by side. It loads the plans
// from the store, runs analysis::analyse for each off the GUI thread, and shows what
// compare::compare makes of them: the table (CompareTableModel), the KPI deltas, and the
// overlaid cost curves, cost by line item and "what drives the gap" waterfall, all over one
// horizon (the shortest common one unless the user picks a shorter one from compare::
// horizonChoices). It computes nothing itself.

#include "app/gui/compare/comparetablemodel.h"
#include "core/common/expected.h"
#include "core/compare/compare.h"
#include "core/store/plancount.h"

#include <QFutureWatcher>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace cp {
class Store;
}

namespace cp::gui {

class ChartPanel;
class MessageBar;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(Store *store, QWidget *parent = nullptr);
    ~CompareView() override;

    /// Loads and analyses 2–4 plans (NAME or NAME@REVISION). Problems appear in the message bar
    /// and return false; comparisonReady() follows when the analyses are done.
    bool setPlans(const QStringList &names);
    /// Opens a comparison saved in the store by name.
    bool openComparison(const QString &name);
    /// Stores the current set of plans as a named comparison.
    Status saveComparison(const QString &name);

    QStringList plans() const { return m_names; }
    const compare::Comparison &comparison() const { return m_model->comparison(); }
    bool isComputing() const { return m_watcher.isRunning(); }

    void setBaseline(int plan);
    int baseline() const { return m_baseline; }
    /// Compares over `months` (0: the shortest common horizon); comparison().horizonMonths says
    /// what was used.
    void setHorizon(int months);

    CompareTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QCheckBox *hideIdenticalToggle() const { return m_hideIdentical; }
    QCheckBox *sortToggle() const { return m_sort; }
    QComboBox *baselineChooser() const { return m_baselineBox; }
    QComboBox *horizonChooser() const { return m_horizonBox; }
    ChartPanel *curvesPanel() const { return m_curves; }
    ChartPanel *lineItemsPanel() const { return m_lineItems; }
    ChartPanel *waterfallPanel() const { return m_waterfall; }
    QLineEdit *nameEdit() const { return m_nameEdit; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *exportButton() const { return m_export; }
    /// Exports the comparison by the path's suffix: .pdf (the comparison report), .xlsx (the
    /// workbook with its Comparison sheet), .png or .svg (the three charts, each as
    /// <path's base>-<chart>.<suffix>). Over the window's horizon.
    Status exportTo(const QString &path);

signals:
    void comparisonReady();
    /// A comparison was saved in the library under name (the library lists it).
    void comparisonSaved(const QString &name);
    void computingChanged(bool computing);

private:
    void buildUi();
    void onAnalysed();
    void recompare();
    void showCharts();
    void fitColumns();
    void updateKpis();
    static QString kpiCell(const compare::Row &k, int plan, int baseline);
    void saveFromUi();
    void exportFromUi();

    Store *m_store = nullptr;
    QStringList m_names;
    QList<analysis::PlanReport> m_reports;
    QFutureWatcher<analysis::PlanReport> m_watcher;
    int m_baseline = 0;
    int m_horizon = 0; ///< 0: the shortest common horizon

    CompareTableModel *m_model = nullptr;
    MessageBar *m_message = nullptr;
    QComboBox *m_baselineBox = nullptr;
    QComboBox *m_gapBox = nullptr;
    QComboBox *m_horizonBox = nullptr;
    QCheckBox *m_hideIdentical = nullptr;
    QCheckBox *m_sort = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_kpis = nullptr;
    QTableView *m_table = nullptr;
    ChartPanel *m_curves = nullptr;
    ChartPanel *m_lineItems = nullptr;
    ChartPanel *m_waterfall = nullptr;
};

} // namespace cp::gui
