#include "app/gui/compare/compareview.h"

#include "app/charts/chartexport.h"
#include "app/export/reportpdf.h"
#include "app/export/workbook.h"
#include "app/gui/chartpanel.h"
#include "app/gui/dialogs.h"
#include "app/gui/messagebar.h"
#include "app/gui/settings.h"
#include "core/compare/planref.h"
#include "core/store/store.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentMap>

namespace cp::gui {

namespace {

/// Room around a header's text: the style's margins, the sort indicator's space, and a little air.
constexpr int kHeaderPadding = 28;
/// The section and item columns never take more than this share of the table's width.
constexpr double kLabelColumnsShare = 0.25;
/// The item column is never narrower than this when the plans need the room.
constexpr int kMinItemWidth = 150;

} // namespace

CompareView::CompareView(Store *store, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
{
    m_model = new CompareTableModel(this);
    buildUi();
    connect(&m_watcher, &QFutureWatcher<analysis::PlanReport>::finished, this, &CompareView::onAnalysed);
}

CompareView::~CompareView()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void CompareView::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_baselineBox = new QComboBox;
    m_baselineBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gapBox = new QComboBox;
    m_gapBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_horizonBox = new QComboBox;
    m_horizonBox->setObjectName(QStringLiteral("compareHorizon"));
    m_horizonBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_horizonBox->setToolTip(tr("Every total, NPV, line item and waterfall is over this many months, for every plan"));
    m_hideIdentical = new QCheckBox(tr("Hide identical rows"));
    m_sort = new QCheckBox(tr("Biggest differences first"));
    m_nameEdit = new QLineEdit;
    m_nameEdit->setPlaceholderText(tr("Comparison name"));
    m_nameEdit->setMinimumWidth(m_nameEdit->fontMetrics().horizontalAdvance(m_nameEdit->placeholderText()) * 3 / 2);
    m_save = new QPushButton(tr("Save Comparison"));
    m_export = new QPushButton(tr("Export…"));
    m_export->setObjectName(QStringLiteral("compareExport"));
    m_export->setToolTip(tr("Save the comparison as a PDF report, an Excel workbook, or its charts as PNG or SVG images"));
    m_export->setEnabled(false);
    auto *baselineLabel = new QLabel(tr("Baseline:"));
    baselineLabel->setBuddy(m_baselineBox);
    auto *horizonLabel = new QLabel(tr("Compare over:"));
    horizonLabel->setBuddy(m_horizonBox);
    auto *gapLabel = new QLabel(tr("Explain the gap to:"));
    gapLabel->setBuddy(m_gapBox);
    bar->addWidget(baselineLabel);
    bar->addWidget(m_baselineBox);
    bar->addSpacing(12);
    bar->addWidget(horizonLabel);
    bar->addWidget(m_horizonBox);
    bar->addSpacing(12);
    bar->addWidget(gapLabel);
    bar->addWidget(m_gapBox);
    bar->addStretch(1);
    layout->addLayout(bar);
    // The choices on one row, what to show and to keep on a second: in one row the plans' names in
    // the choices were cut short ("12 months (shortest cor") at 1600 px.
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_hideIdentical);
    actions->addWidget(m_sort);
    actions->addStretch(1);
    actions->addWidget(m_nameEdit);
    actions->addWidget(m_save);
    actions->addWidget(m_export);
    layout->addLayout(actions);

    m_message = new MessageBar;
    layout->addWidget(m_message);
    m_message->showMessage(QString());
    m_kpis = new QLabel;
    m_kpis->setTextFormat(Qt::RichText);
    m_kpis->setWordWrap(true);
    layout->addWidget(m_kpis);

    m_table = new QTableView;
    m_table->setModel(m_model);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setTextElideMode(Qt::ElideNone);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // a steady width for fitColumns()

    m_curves = new ChartPanel;
    m_lineItems = new ChartPanel;
    m_waterfall = new ChartPanel;
    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_curves);
    charts->addWidget(m_lineItems);
    charts->addWidget(m_waterfall);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(charts);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 4);
    layout->addWidget(split, 1);
    // Three charts side by side: titles wrap above them, legends go below.
    for (ChartPanel *panel : { m_curves, m_lineItems, m_waterfall })
        panel->setCompact(true);
    for (ChartPanel *panel : { m_curves, m_lineItems, m_waterfall })
        connect(panel, &ChartPanel::message, this, [this](const QString &text, bool isError) {
            m_message->showMessage(text, isError ? MessageBar::Kind::Error : MessageBar::Kind::Info);
        });

    connect(m_hideIdentical, &QCheckBox::toggled, this, [this](bool on) { m_model->setHideIdentical(on); fitColumns(); });
    connect(m_sort, &QCheckBox::toggled, this, [this](bool on) { m_model->setSortByDifference(on); fitColumns(); });
    connect(m_baselineBox, &QComboBox::activated, this, &CompareView::setBaseline);
    connect(m_gapBox, &QComboBox::activated, this, [this] { showCharts(); });
    connect(m_horizonBox, &QComboBox::activated, this, [this](int index) { setHorizon(m_horizonBox->itemData(index).toInt()); });
    connect(m_save, &QPushButton::clicked, this, &CompareView::saveFromUi);
    connect(m_nameEdit, &QLineEdit::returnPressed, this, &CompareView::saveFromUi);
    connect(m_export, &QPushButton::clicked, this, &CompareView::exportFromUi);
}

bool CompareView::setPlans(const QStringList &names)
{
    if (!compare::isComparableCount(names.size())) {
        m_message->showMessage(tr("Choose 2 to 4 plans to compare (%n chosen).", nullptr, int(names.size())), MessageBar::Kind::Error);
        return false;
    }
    if (!m_store) {
        m_message->showMessage(tr("No scenario library is open."), MessageBar::Kind::Error);
        return false;
    }
    QList<Scenario> scenarios;
    QStringList problems;
    for (const QString &name : names) {
        if (auto plan = compare::loadPlan(*m_store, name))
            scenarios << plan->scenario;
        else
            problems << joinErrors(plan.errors());
    }
    if (!problems.isEmpty()) {
        m_message->showMessage(problems.join(QLatin1Char('\n')), MessageBar::Kind::Error);
        return false;
    }
    m_message->showMessage(QString());
    m_names = names;
    m_baseline = 0;
    m_horizon = 0;
    m_watcher.cancel();
    m_watcher.waitForFinished();
    const QLocale locale;
    m_watcher.setFuture(QtConcurrent::mapped(scenarios, [locale](const Scenario &s) { return analysis::analyse(s, locale); }));
    emit computingChanged(true);
    return true;
}

bool CompareView::openComparison(const QString &name)
{
    if (!m_store)
        return false;
    const auto saved = m_store->comparisons();
    if (!saved) {
        m_message->showMessage(joinErrors(saved.errors()), MessageBar::Kind::Error);
        return false;
    }
    for (const SavedComparison &c : *saved) {
        if (c.name == name) {
            m_nameEdit->setText(name);
            return setPlans(c.scenarios);
        }
    }
    m_message->showMessage(tr("There is no saved comparison named “%1”.").arg(name), MessageBar::Kind::Error);
    return false;
}

Status CompareView::saveComparison(const QString &name)
{
    if (!m_store)
        return Error { QString(), tr("No scenario library is open.") };
    if (name.trimmed().isEmpty())
        return Error { QStringLiteral("name"), tr("give the comparison a name") };
    if (!compare::isComparableCount(m_names.size()))
        return Error { QStringLiteral("plans"), tr("choose 2 to 4 plans first") };
    const Status saved = m_store->saveComparison(SavedComparison { name.trimmed(), m_names, {} });
    if (saved)
        emit comparisonSaved(name.trimmed());
    return saved;
}

void CompareView::saveFromUi()
{
    const Status saved = saveComparison(m_nameEdit->text());
    if (saved) {
        m_message->showMessage(tr("Saved the comparison “%1”; it is listed in the library.").arg(m_nameEdit->text().trimmed()));
    } else
        m_message->showMessage(joinErrors(saved.errors()), MessageBar::Kind::Error);
}

Status CompareView::exportTo(const QString &path)
{
    if (m_reports.isEmpty())
        return Error { QStringLiteral("plans"), tr("choose 2 to 4 plans first") };
    const QFileInfo file(path);
    const QString suffix = file.suffix().toLower();
    if (suffix == QLatin1String("pdf")) {
        exports::ReportOptions options;
        options.locale = QLocale();
        options.compareHorizonMonths = m_horizon;
        return exports::exportComparisonPdf(m_reports, path, options);
    }
    if (suffix == QLatin1String("xlsx")) {
        exports::WorkbookOptions options;
        options.locale = QLocale();
        options.compareHorizonMonths = m_horizon;
        return exports::exportWorkbook(m_reports, path, options);
    }
    if (suffix == QLatin1String("png") || suffix == QLatin1String("svg")) {
        charts::ExportOptions options;
        options.locale = QLocale();
        for (const ChartPanel *panel : { m_curves, m_lineItems, m_waterfall }) {
            const chart::ChartSpec &spec = panel->spec();
            if (spec.showsReasonInstead())
                continue;
            const QString one = file.dir().filePath(QStringLiteral("%1-%2.%3").arg(file.completeBaseName(), spec.id, suffix));
            const Status written = suffix == QLatin1String("png") ? charts::exportPng(spec, one, options)
                                                                  : charts::exportSvg(spec, one, options);
            if (!written)
                return written;
        }
        return Ok {};
    }
    return Error { path, tr("unknown file type “%1”; use .pdf, .xlsx, .png or .svg").arg(suffix) };
}

void CompareView::exportFromUi()
{
    QString folder = Settings::instance().exportFolder();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString name = m_nameEdit->text().trimmed().isEmpty() ? tr("comparison") : m_nameEdit->text().trimmed();
    const QString path = dialogs::saveFileName(this, tr("Export Comparison"), QDir(folder).filePath(name + QStringLiteral(".pdf")),
        tr("PDF report (*.pdf);;Excel workbook (*.xlsx);;PNG images of the charts (*.png);;SVG drawings of the charts (*.svg)"));
    if (path.isEmpty())
        return;
    Settings::instance().setExportFolder(QFileInfo(path).absolutePath());
    if (const Status written = exportTo(path); written)
        m_message->showMessage(tr("Comparison exported to %1").arg(QDir::toNativeSeparators(path)));
    else
        m_message->showMessage(joinErrors(written.errors()), MessageBar::Kind::Error);
}

void CompareView::onAnalysed()
{
    if (m_watcher.isCanceled())
        return;
    m_reports = m_watcher.future().results();
    m_export->setEnabled(!m_reports.isEmpty());
    m_baselineBox->clear();
    for (const analysis::PlanReport &r : std::as_const(m_reports))
        m_baselineBox->addItem(r.scenario.name);
    recompare();
    emit computingChanged(false);
}

void CompareView::setBaseline(int plan)
{
    if (plan < 0 || plan >= m_reports.size())
        return;
    m_baseline = plan;
    m_baselineBox->setCurrentIndex(plan);
    recompare();
}

void CompareView::setHorizon(int months)
{
    m_horizon = std::max(0, months);
    if (!m_reports.isEmpty())
        recompare();
}

void CompareView::recompare()
{
    const compare::Comparison c = compare::compare(m_reports, m_baseline, QLocale(), m_horizon);
    m_model->setComparison(c);
    m_horizonBox->clear();
    for (const int h : compare::horizonChoices(c))
        m_horizonBox->addItem(h == c.curves.commonHorizon ? tr("%n month(s) (shortest common)", nullptr, h) : tr("%n month(s)", nullptr, h), h);
    m_horizonBox->setCurrentIndex(std::max(0, m_horizonBox->findData(c.horizonMonths)));
    m_horizonBox->setEnabled(m_horizonBox->count() > 1);
    m_gapBox->clear();
    for (const compare::Waterfall &w : c.waterfalls)
        m_gapBox->addItem(c.plans.at(w.to).label, w.to);
    const int largest = compare::largestGap(c);
    m_gapBox->setCurrentIndex(std::max(0, m_gapBox->findData(largest)));
    updateKpis();
    showCharts();
    fitColumns();
    emit comparisonReady();
}

void CompareView::showCharts()
{
    const compare::Comparison &c = m_model->comparison();
    m_curves->setSpec(compare::curvesChart(c));
    m_lineItems->setSpec(compare::lineItemsChart(c));
    m_waterfall->setSpec(compare::waterfallChart(c, m_gapBox->currentData().isValid() ? m_gapBox->currentData().toInt() : -1));
}

// A KPI's cell for plan `plan` against the baseline: its change, or, where there is none, the
// value itself when it is a word ("not within 12 months" for both), else "same as baseline".
QString CompareView::kpiCell(const compare::Row &k, int plan, int baseline)
{
    const QString delta = k.deltas.value(plan).text;
    if (!delta.isEmpty())
        return delta;
    const compare::Value value = k.values.value(plan);
    if (!value.number && !value.text.isEmpty() && value.text != QStringLiteral("—"))
        return value.text;
    if (k.identical || value.text == k.values.value(baseline).text)
        return tr("same as baseline");
    return QStringLiteral("—");
}

void CompareView::updateKpis()
{
    const compare::Comparison &c = m_model->comparison();
    QString html = QStringLiteral("<p>%1</p>").arg(c.rule.toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='3'><tr><td></td>");
    for (const compare::Row &k : c.kpis)
        html += QStringLiteral("<td><b>%1</b></td>").arg(k.label.toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (int i = 0; i < c.plans.size(); ++i) {
        if (i == c.baseline)
            continue;
        html += QStringLiteral("<tr><td><b>%1</b></td>").arg(tr("%1 vs %2").arg(c.plans.at(i).label, c.plans.at(c.baseline).label).toHtmlEscaped());
        for (const compare::Row &k : c.kpis) {
            html += QStringLiteral("<td>%1</td>").arg(kpiCell(k, i, c.baseline).toHtmlEscaped());
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    m_kpis->setText(html);
}

// Every plan column is at least as wide as its header text, so no plan name is cut off; the
// label columns fit their contents up to a share of the width.
void CompareView::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics(header->font());
    const int labelCap = int(std::max(200, m_table->viewport()->width()) * kLabelColumnsShare);
    for (int column = 0; column < m_model->columnCount(); ++column) {
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        m_table->resizeColumnToContents(column);
        const QString text = m_model->headerData(column, Qt::Horizontal).toString();
        int textWidth = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            textWidth = std::max(textWidth, metrics.horizontalAdvance(line));
        int width = std::max(header->sectionSize(column), textWidth + kHeaderPadding);
        if (column == CompareTableModel::ItemColumn)
            width = std::min(width, std::max(labelCap, textWidth + kHeaderPadding));
        header->resizeSection(column, width);
    }
    // Still too wide: the item column gives way first (its full text is in the tooltip), then
    // the plan columns share what is left equally, never narrower than their header text
    // (cell text wraps onto more lines instead).
    int overflow = header->length() - m_table->viewport()->width();
    if (overflow > 0) {
        const int item = header->sectionSize(CompareTableModel::ItemColumn);
        header->resizeSection(CompareTableModel::ItemColumn, std::max(kMinItemWidth, item - overflow));
    }
    overflow = header->length() - m_table->viewport()->width();
    const int plans = m_model->columnCount() - CompareTableModel::FirstPlanColumn;
    if (overflow > 0 && plans > 0) {
        int labels = 0;
        for (int column = 0; column < CompareTableModel::FirstPlanColumn; ++column)
            labels += header->sectionSize(column);
        const int share = (m_table->viewport()->width() - labels) / plans;
        for (int column = CompareTableModel::FirstPlanColumn; column < m_model->columnCount(); ++column) {
            const QString text = m_model->headerData(column, Qt::Horizontal).toString();
            int textWidth = 0;
            for (const QString &line : text.split(QLatin1Char('\n')))
                textWidth = std::max(textWidth, metrics.horizontalAdvance(line));
            header->resizeSection(column, std::max(textWidth + kHeaderPadding, share));
        }
    }
    m_table->setWordWrap(true);
    m_table->resizeRowsToContents();
}

} // namespace cp::gui
