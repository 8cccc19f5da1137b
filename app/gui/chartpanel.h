#pragma once
// A dashboard chart: draws a core ChartSpec and offers export (PNG/SVG/PDF) and copy.

#include "app/charts/chartexport.h"
#include "core/chart/chartspec.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace cp::gui {

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget *parent = nullptr);

    void setSpec(const chart::ChartSpec &spec);
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
    chart::ChartSpec m_spec;
    QChartView *m_view = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_caption = nullptr;
};

} // namespace cp::gui
