#pragma once
// A dashboard chart: draws a core ChartSpec and offers export (PNG/SVG/PDF) and copy.

#include "app/charts/chartexport.h"
#include "core/chart/chartspec.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace cp::gui {

/// A shaded band around a line of the chart (the P10-P90 range of a TCO option's cumulative
/// cost): point i is at x = i, in the spec's units.
struct ChartBand {
    QString series; ///< the ChartSeries::name it belongs to
    QList<double> low;
    QList<double> high;
};

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget *parent = nullptr);

    void setSpec(const chart::ChartSpec &spec);
    /// Narrow panels side by side (the compare window): the title above the chart as a wrapped
    /// label (its full text also in the tooltip), the legend below the plot. Before setSpec().
    void setCompact(bool compact);
    /// The title shown above the chart in compact mode (empty otherwise).
    QString titleText() const;
    /// Compact mode's legend below the plot, a wrapped label with every entry's whole name and its
    /// mark (■ a bar, ━ a line, ╍ a dashed line), as plain text; empty when the chart's own
    /// legend is shown. The chart's legend row cut the plans' names ("13B full fine-tune on…").
    QString legendText() const;
    /// Bands drawn under the spec's lines (kept across setSpec until replaced; empty: none).
    void setBands(const QList<ChartBand> &bands);
    /// The number of bands drawn on the current chart.
    int bandsDrawn() const { return m_bandsDrawn; }
    const chart::ChartSpec &spec() const { return m_spec; }
    QChartView *view() const { return m_view; }
    /// The sentence shown instead of an empty chart (empty while the chart is drawn).
    QString emptyText() const;
    QString captionText() const;

    /// Writes the chart; the format follows the file's suffix (.png, .svg, .pdf).
    Status exportTo(const QString &path, const charts::ExportOptions &options) const;
    /// Puts a 1920×1080 rendering on the clipboard, for pasting into a slide.
    void copyToClipboard() const;

signals:
    void message(const QString &text, bool isError);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void exportInteractively();
    void fitCaption();
    void drawBands();
    void updateLegend();
    chart::ChartSpec m_spec;
    QChartView *m_view = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_legend = nullptr;
    bool m_compact = false;
    QList<ChartBand> m_bands;
    int m_bandsDrawn = 0;
};

} // namespace cp::gui
