#include "app/gui/accuracydialog.h"
#include "app/gui/windowfit.h"

#include "app/charts/theme.h"
#include "core/units/format.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cp::gui {

namespace {
/// The back-test's result is the same all session: computed once, on first use.
std::optional<estimate::AccuracyTable> &cachedTable()
{
    static std::optional<estimate::AccuracyTable> table;
    return table;
}

/// The columns of the first-contact error and the range coverage in both tables.
constexpr int kFirstContactColumn = 6;
constexpr int kCoverageColumn = 7;

/// The families in the order the table and the chart show them.
const char *const kFamilies[] = { "throughput", "gpu-hours", "memory" };
} // namespace

/// What the two honest columns mean, on their headers.
static void headerTips(QTableWidget *table)
{
    table->horizontalHeaderItem(kFirstContactColumn)
        ->setToolTip(AccuracyDialog::tr("The error each source's rows had when the source was first scored, as a pure prediction "
                                        "before any refit or model change used it: the honest accuracy for a new run."));
    table->horizontalHeaderItem(kCoverageColumn)
        ->setToolTip(AccuracyDialog::tr("How often the published value lies inside the cross-validated P10–P90 range the app "
                                        "shows (each row's range from the other sources' residuals). The ranges claim 80%."));
}

QString familyName(const QString &family)
{
    if (family == QLatin1String("throughput"))
        //: metric family of the estimator's accuracy table: tokens/s and TFLOP/s per GPU
        return AccuracyDialog::tr("Throughput");
    if (family == QLatin1String("gpu-hours"))
        return AccuracyDialog::tr("GPU-hours");
    if (family == QLatin1String("memory"))
        //: metric family of the estimator's accuracy table: memory per GPU
        return AccuracyDialog::tr("Memory");
    return family;
}

AccuracyDialog::AccuracyDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("accuracyDialog"));
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("accuracyStatus"));
    m_status->setWordWrap(true);
    m_busy = new QProgressBar;
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(160);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_busy);
    statusRow->addWidget(m_status, 1);

    const auto makeTable = [](const char *name) {
        auto *t = new QTableWidget;
        t->setObjectName(QLatin1String(name));
        t->setColumnCount(8);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->verticalHeader()->hide();
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        t->setMinimumWidth(560);
        return t;
    };
    m_families = makeTable("accuracyFamilies");
    m_sources = makeTable("accuracySources");
    m_familiesTitle = new QLabel;
    m_sourcesTitle = new QLabel;
    auto *tables = new QWidget;
    auto *tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(m_familiesTitle);
    tablesLayout->addWidget(m_families);
    tablesLayout->addWidget(m_sourcesTitle);
    tablesLayout->addWidget(m_sources, 1);

    m_chart = new QChartView;
    m_chart->setObjectName(QStringLiteral("accuracyChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(520, 420);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(tables);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({ 620, 640 });
    split->setChildrenCollapsible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(statusRow);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(windowfit::fittedSize(QSize(1280, 760), windowfit::availableGeometry(this)));

    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &AccuracyDialog::onFinished);
    if (cachedTable()) {
        m_table = cachedTable();
    } else {
        m_watcher.setFuture(QtConcurrent::run([] {
            auto table = estimate::shippedAccuracy();
            return table ? Result { *table, {} } : Result { std::nullopt, table.errors() };
        }));
    }
    retranslateUi();
}

AccuracyDialog::~AccuracyDialog() { m_watcher.waitForFinished(); }

void AccuracyDialog::setOwnPoints(const QList<OwnPoint> &points)
{
    m_own = points;
    renderChart();
}

void AccuracyDialog::waitForTable()
{
    if (!m_watcher.isRunning() && m_table)
        return;
    m_watcher.waitForFinished();
    onFinished();
}

void AccuracyDialog::onFinished()
{
    if (m_table || m_watcher.isCanceled() || !m_watcher.future().isValid() || m_watcher.future().resultCount() == 0)
        return;
    const Result r = m_watcher.result();
    if (r.table) {
        m_table = r.table;
        cachedTable() = r.table;
    } else {
        QStringList lines;
        for (const Error &e : r.errors)
            lines << e.toString();
        m_status->setText(tr("The back-test could not run: %1").arg(lines.join(QStringLiteral("; "))));
    }
    render();
}

void AccuracyDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void AccuracyDialog::retranslateUi()
{
    setWindowTitle(tr("How accurate is this?"));
    m_intro->setText(tr("The estimator is checked against published measurements of real training runs. "
                        "\"In sample\" predicts every run with the shipped constants; \"cross-validated\" (CV) "
                        "refits the constants without the run's source and then predicts it. \"First contact\" is "
                        "the error a source had when it was first scored, before any refit or model change used "
                        "it: the error to expect on a stack the model has not seen (CV is lower because the "
                        "model's form was chosen while looking at the older sources). \"Inside P10–P90\" is how "
                        "often the published figure lies in the range the app shows; the ranges claim 80%. "
                        "Errors are absolute, in per cent of the published figure. The same numbers as "
                        "computeplanner-cli accuracy."));
    m_familiesTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("By metric family").toHtmlEscaped()));
    m_sourcesTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("By source").toHtmlEscaped()));
    render();
}

void AccuracyDialog::fill(QTableWidget *table, const QList<estimate::AccuracyGroup> &groups, bool families)
{
    table->setHorizontalHeaderLabels({ families ? tr("Family") : tr("Source"),
        //: number of published measurements
        tr("n"),
        //: table header, two lines: median absolute error with the shipped constants
        tr("Median\nin sample"), tr("Worst\nin sample"),
        //: table header, two lines; CV = leave-one-source-out cross-validation
        tr("Median\nCV"), tr("Worst\nCV"),
        //: table header, two lines: median absolute error of each source's rows when the source was first scored, before any refit used it
        tr("Median\nfirst contact"),
        //: table header, two lines: share of rows whose published value lies inside the cross-validated P10-P90 range
        tr("Inside\nP10–P90") });
    headerTips(table);
    table->setRowCount(int(groups.size()));
    const auto pct = [](double v) { return QStringLiteral("%1%").arg(units::formatNumber(v, 1)); };
    for (int i = 0; i < groups.size(); ++i) {
        const estimate::AccuracyGroup &g = groups.at(i);
        //: a table cell with no figure: no row of the group has it
        const QString none = tr("—");
        const QStringList cells { families ? familyName(g.name) : g.name, units::formatNumber(double(g.n), 0),
            pct(g.medianErrorPct), pct(g.worstErrorPct), pct(g.cvMedianErrorPct), pct(g.cvWorstErrorPct),
            g.firstContactN > 0 ? pct(g.firstContactMedianErrorPct) : none,
            g.coverageN > 0 ? pct(g.coverageP10P90Pct) : none };
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(i, c, item);
        }
        //: tooltip of a table cell: %n rows of the group that have the figure
        table->item(i, kFirstContactColumn)->setToolTip(tr("%n row(s) scored at first contact", nullptr, g.firstContactN));
        //: tooltip of a table cell: %n rows of the group that have a cross-validated P10-P90 range
        table->item(i, kCoverageColumn)->setToolTip(tr("%n row(s) with a cross-validated range; the ranges aim at 80%", nullptr, g.coverageN));
    }
}

void AccuracyDialog::render()
{
    const bool running = m_watcher.isRunning();
    m_busy->setVisible(running);
    if (running)
        m_status->setText(tr("Running the back-test and the cross-validation…"));
    else if (m_table) {
        const auto kept = std::count_if(m_table->rows.begin(), m_table->rows.end(),
            [](const estimate::AccuracyRow &r) { return !r.excluded.isEmpty(); });
        QString text = tr("%1 published measurements from %2 sources.")
                           .arg(units::formatNumber(double(m_table->rows.size() - kept), 0),
                               units::formatNumber(double(m_table->sources.size()), 0));
        if (kept > 0)
            //: %n rows of the calibration data that are listed but not used (their source says the figure does not measure what the row describes)
            text += QLatin1Char(' ') + tr("%n more kept out of the fit and the tables (their source says the figure does not measure what the row describes; see computeplanner-cli accuracy).", nullptr, int(kept));
        if (m_table->computedAt.isValid())
            //: %1 the date and time the back-test ran (yyyy-MM-dd HH:mm)
            text += QLatin1Char(' ') + tr("Measured %1 on the data shipped with this version.").arg(m_table->computedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        m_status->setText(text);
    }
    fill(m_families, m_table ? m_table->families : QList<estimate::AccuracyGroup> {}, true);
    // The family table shows all its rows; the source table scrolls.
    m_families->setFixedHeight(m_families->horizontalHeader()->sizeHint().height()
        + m_families->verticalHeader()->length() + 2 * m_families->frameWidth() + 2);
    fill(m_sources, m_table ? m_table->sources : QList<estimate::AccuracyGroup> {}, false);
    renderChart();
}

void AccuracyDialog::renderChart()
{
    const charts::Theme theme = charts::Theme::screen(locale());
    auto *chart = new QChart;
    chart->setTitle(tr("Predicted vs published"));
    chart->setTitleFont(theme.titleFont);
    chart->legend()->setAlignment(Qt::AlignBottom);
    // Six entries in a row below the plot: a size smaller, or English ones are cut short ("Through…").
    QFont legendFont = theme.legendFont;
    legendFont.setPixelSize(std::max(9, legendFont.pixelSize() - 2));
    chart->legend()->setFont(legendFont);
    chart->setMargins(QMargins(4, 4, 4, 4));
    m_plotted = 0;
    m_plottedOwn = 0;
    double lo = std::numeric_limits<double>::max();
    double hi = 0;
    const auto extend = [&lo, &hi](double a, double b) {
        lo = std::min({ lo, a, b });
        hi = std::max({ hi, a, b });
    };
    QList<QScatterSeries *> scatter;
    const QList<QColor> &colours = charts::palette();
    int colour = 0;
    for (const char *family : kFamilies) {
        auto *s = new QScatterSeries;
        s->setName(familyName(QLatin1String(family)));
        s->setMarkerSize(theme.markerSize * 0.8);
        s->setColor(colours.at(colour++ % colours.size()));
        s->setBorderColor(Qt::transparent);
        if (m_table) {
            for (const estimate::AccuracyRow &row : m_table->rows) {
                if (row.family != QLatin1String(family) || row.published <= 0 || row.predicted <= 0 || !row.excluded.isEmpty())
                    continue;
                s->append(row.published, row.predicted);
                extend(row.published, row.predicted);
                ++m_plotted;
            }
        }
        scatter << s;
    }
    auto *own = new QScatterSeries;
    own->setObjectName(QStringLiteral("ownPoints"));
    //: chart series: the user's own calibration points from pilot runs
    own->setName(tr("Your pilot runs"));
    own->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    own->setMarkerSize(theme.markerSize * 1.4);
    own->setColor(QColor(0xd5, 0x00, 0x00));
    own->setBorderColor(Qt::black);
    for (const OwnPoint &p : std::as_const(m_own)) {
        if (p.measured <= 0 || p.predicted <= 0)
            continue;
        own->append(p.measured, p.predicted);
        extend(p.measured, p.predicted);
        ++m_plottedOwn;
    }
    if (m_plotted + m_plottedOwn == 0) {
        lo = 1;
        hi = 10;
    }
    lo /= 1.5;
    hi *= 1.5;
    // y = x and the ±10% band around it: straight lines on log axes.
    auto *upper = new QLineSeries;
    upper->append(lo, lo * 1.1);
    upper->append(hi, hi * 1.1);
    auto *lower = new QLineSeries;
    lower->append(lo, lo * 0.9);
    lower->append(hi, hi * 0.9);
    auto *band = new QAreaSeries(upper, lower);
    //: chart: the band where the prediction is within 10% of the published figure
    band->setName(tr("Within ±10%"));
    band->setColor(QColor(0x00, 0x72, 0xb2, 60));
    band->setBorderColor(Qt::transparent);
    auto *diagonal = new QLineSeries;
    //: chart legend: the line where the prediction equals the published figure
    diagonal->setName(tr("y = x"));
    diagonal->append(lo, lo);
    diagonal->append(hi, hi);
    QPen pen(QColor(0x40, 0x40, 0x40));
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(1.5);
    diagonal->setPen(pen);

    auto *x = new QLogValueAxis;
    //: chart axis: the figure a paper or vendor published, each metric in its own unit
    x->setTitleText(tr("Published or measured (each metric in its unit, log scale)"));
    auto *y = new QLogValueAxis;
    y->setTitleText(tr("Predicted (log scale)"));
    for (QLogValueAxis *a : { x, y }) {
        a->setBase(10);
        a->setLabelFormat(QStringLiteral("%g"));
        a->setRange(lo, hi);
        a->setTitleFont(theme.axisTitleFont);
        a->setLabelsFont(theme.labelFont);
        a->setMinorTickCount(-1);
        chart->addAxis(a, a == x ? Qt::AlignBottom : Qt::AlignLeft);
    }
    QList<QAbstractSeries *> all { band, diagonal };
    for (QScatterSeries *s : scatter)
        all << s;
    all << own;
    for (QAbstractSeries *s : all) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    if (m_plottedOwn == 0)
        chart->legend()->markers(own).constFirst()->setVisible(false);
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

} // namespace cp::gui
