#include "app/gui/chartpanel.h"

#include "app/charts/chartbuilder.h"
#include "app/gui/dialogs.h"
#include "app/gui/settings.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QResizeEvent>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>

namespace cp::gui {

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QChartView;
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_empty = new QLabel(tr("Nothing to show yet."));
    m_empty->setObjectName(QStringLiteral("chartEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("chartCaption"));
    m_caption->setWordWrap(true);
    QPalette secondary = m_caption->palette();
    secondary.setColor(QPalette::WindowText, QColor(0x55, 0x5b, 0x66));
    m_caption->setPalette(secondary);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("chartTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->hide();
    layout->addWidget(m_title);
    layout->addWidget(m_view);
    layout->addWidget(m_empty, 1);
    m_legend = new QLabel;
    m_legend->setObjectName(QStringLiteral("chartLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->hide();
    layout->addWidget(m_legend);
    layout->addWidget(m_caption);
    m_empty->hide();

    setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *exportAction = new QAction(tr("Export Chart…"), this);
    auto *copyAction = new QAction(tr("Copy Chart as Image"), this);
    addAction(exportAction);
    addAction(copyAction);
    connect(exportAction, &QAction::triggered, this, &ChartPanel::exportInteractively);
    connect(copyAction, &QAction::triggered, this, &ChartPanel::copyToClipboard);
}

void ChartPanel::setSpec(const chart::ChartSpec &spec)
{
    m_spec = spec;
    const bool empty = spec.showsReasonInstead();
    m_empty->setText(empty ? QStringLiteral("<b>%1</b><br>%2").arg(spec.title.toHtmlEscaped(), (spec.emptyReason.isEmpty() ? tr("Nothing to show yet.") : spec.emptyReason).toHtmlEscaped())
                           : QString());
    m_empty->setVisible(empty);
    m_view->setVisible(!empty);
    m_title->setVisible(false);
    // The caption says what the chart shows; the footnote (lines that coincide, what "Other"
    // holds, how much memory is left) follows it, as under an exported chart.
    m_caption->setText(spec.footnote.isEmpty() ? spec.caption : spec.caption + QLatin1Char('\n') + spec.footnote);
    m_caption->setVisible(!m_caption->text().isEmpty() && !empty);
    fitCaption();
    if (empty)
        return;
    m_title->setText(m_compact ? spec.title : QString());
    m_title->setToolTip(spec.subtitle.isEmpty() ? spec.title : spec.title + QLatin1Char('\n') + spec.subtitle);
    m_title->setVisible(m_compact && !spec.title.isEmpty());
    charts::BuildOptions options;
    options.showTitle = !m_compact;
    options.legendBelow = m_compact;
    QChart *old = m_view->chart();
    m_view->setChart(charts::buildChart(spec, charts::Theme::screen(QLocale()), options).release());
    delete old;
    m_bandsDrawn = 0;
    drawBands();
    updateLegend();
}

void ChartPanel::updateLegend()
{
    QChart *chart = m_view->chart();
    m_legend->clear();
    m_legend->hide();
    if (!m_compact || !chart || m_spec.showsReasonInstead() || !chart->legend()->isVisible())
        return;
    QStringList entries;
    for (QLegendMarker *m : chart->legend()->markers()) {
        if (!m->isVisible() || m->label().isEmpty())
            continue;
        QString mark = QStringLiteral("■");
        QColor color = m->brush().style() == Qt::NoBrush ? m->pen().color() : m->brush().color();
        if (auto *line = qobject_cast<QLineSeries *>(m->series())) {
            mark = line->pen().style() == Qt::SolidLine ? QStringLiteral("━") : QStringLiteral("╍");
            color = line->pen().color();
        }
        // An entry stays on one line (non-breaking spaces and hyphens); the entries wrap between them.
        QString label = m->label().toHtmlEscaped();
        label.replace(QLatin1Char(' '), QStringLiteral("&nbsp;")).replace(QLatin1Char('-'), QChar(0x2011));
        entries << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3").arg(color.name(), mark, label);
    }
    if (entries.isEmpty())
        return;
    chart->legend()->setVisible(false);
    m_legend->setText(entries.join(QStringLiteral(" &nbsp; ")));
    m_legend->show();
    fitCaption();
}

QString ChartPanel::legendText() const
{
    if (m_legend->isHidden())
        return {};
    QTextDocument doc;
    doc.setHtml(m_legend->text());
    return doc.toPlainText();
}

void ChartPanel::setCompact(bool compact) { m_compact = compact; }

QString ChartPanel::titleText() const { return m_title->isHidden() ? QString() : m_title->text(); }

void ChartPanel::setBands(const QList<ChartBand> &bands)
{
    if (m_bandsDrawn > 0 && !m_spec.showsReasonInstead()) {
        m_bands.clear();
        setSpec(m_spec); // a fresh chart without the old bands
    }
    m_bands = bands;
    drawBands();
}

void ChartPanel::drawBands()
{
    QChart *chart = m_view->chart();
    if (!chart || m_bandsDrawn > 0 || m_bands.isEmpty() || m_spec.showsReasonInstead())
        return;
    for (const ChartBand &band : std::as_const(m_bands)) {
        const chart::ChartSeries *spec = nullptr;
        for (const chart::ChartSeries &s : m_spec.series)
            if (s.name == band.series)
                spec = &s;
        QLineSeries *line = nullptr;
        for (QAbstractSeries *s : chart->series())
            if (s->name() == band.series && s->type() == QAbstractSeries::SeriesTypeLine)
                line = static_cast<QLineSeries *>(s);
        if (!spec || !line || line->count() == 0 || band.low.size() != band.high.size())
            continue;
        // The builder scales money to the axis unit (万元, M CNY): take its scale from the line.
        double scale = 1;
        for (int i = 0; i < line->count() && i < spec->points.size(); ++i) {
            if (line->at(i).y() != 0) {
                scale = spec->points.at(i).y / line->at(i).y();
                break;
            }
        }
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        for (int i = 0; i < band.low.size(); ++i) {
            upper->append(i, band.high.at(i) / scale);
            lower->append(i, band.low.at(i) / scale);
        }
        auto *area = new QAreaSeries(upper, lower);
        area->setName(tr("%1, P10–P90").arg(band.series));
        QColor fill = line->color();
        fill.setAlpha(45);
        area->setColor(fill);
        area->setBorderColor(Qt::transparent);
        chart->addSeries(area);
        for (QAbstractAxis *axis : line->attachedAxes()) {
            area->attachAxis(axis);
            if (auto *v = qobject_cast<QValueAxis *>(axis); v && axis->orientation() == Qt::Vertical) {
                const double top = *std::max_element(band.high.cbegin(), band.high.cend()) / scale;
                if (top > v->max()) {
                    v->setMax(top * 1.05);
                    v->applyNiceNumbers();
                }
            }
        }
        // The bands' legend entries would double the legend: the line's entry names the option.
        for (QLegendMarker *m : chart->legend()->markers(area))
            m->setVisible(false);
        ++m_bandsDrawn;
    }
    updateLegend();
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitCaption();
}

void ChartPanel::fitCaption()
{
    // A box layout gives a wrapped label its size hint's height, not the height its text needs
    // at the panel's width: reserve that height (the chart above gives it up).
    const QMargins m = layout()->contentsMargins();
    const int width = std::max(1, contentsRect().width() - m.left() - m.right());
    m_caption->setMinimumHeight(m_caption->text().isEmpty() ? 0 : m_caption->heightForWidth(width));
    m_title->setMinimumHeight(m_title->text().isEmpty() ? 0 : m_title->heightForWidth(width));
    m_legend->setMinimumHeight(m_legend->isHidden() ? 0 : m_legend->heightForWidth(width));
}

QString ChartPanel::emptyText() const { return m_empty->isHidden() ? QString() : m_empty->text(); }
QString ChartPanel::captionText() const { return m_caption->text(); }

Status ChartPanel::exportTo(const QString &path, const charts::ExportOptions &options) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return charts::exportSvg(m_spec, path, options);
    if (suffix == QLatin1String("pdf"))
        return charts::exportPdf(m_spec, path, options);
    if (suffix == QLatin1String("png"))
        return charts::exportPng(m_spec, path, options);
    return Error { path, tr("unknown file type '%1'; use .png, .svg or .pdf").arg(suffix) };
}

void ChartPanel::copyToClipboard() const
{
    charts::ExportOptions options;
    options.locale = QLocale();
    QApplication::clipboard()->setImage(charts::renderImage(m_spec, options));
}

void ChartPanel::exportInteractively()
{
    QString folder = Settings::instance().exportFolder();
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString path = dialogs::saveFileName(this, tr("Export Chart"),
        QDir(folder).filePath(m_spec.id + QStringLiteral(".png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    Settings::instance().setExportFolder(QFileInfo(path).absolutePath());
    charts::ExportOptions options;
    options.locale = QLocale();
    const Status status = exportTo(path, options);
    if (status)
        emit message(tr("Chart exported to %1").arg(QDir::toNativeSeparators(path)), false);
    else
        emit message(joinErrors(status.errors()), true);
}

} // namespace cp::gui
