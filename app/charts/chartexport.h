#pragma once
// Renders a ChartSpec for a slide: PNG at the target pixel size (drawn at that size, not a
// screen grab scaled up), SVG and vector PDF, each framed with title, subtitle, footnote and
// the source line. Files are written atomically (cp::saveFile).

#include "app/charts/theme.h"
#include "core/chart/chartspec.h"
#include "core/common/expected.h"

#include <QImage>
#include <QLocale>
#include <QSize>

class QPainter;

namespace cp::charts {

enum class PdfPage {
    Slide16x9, ///< 16:9 page of the target size's aspect
    A4Landscape,
};

struct ExportOptions {
    QSize pixelSize { 1920, 1080 }; ///< PNG size in pixels; SVG/PDF aspect
    qreal devicePixelRatio = 2.0; ///< 2x/3x: layout at pixelSize/ratio, drawn at full resolution
    QLocale locale;
    PdfPage pdfPage = PdfPage::Slide16x9;
};

/// Named size presets for slides.
QSize presetSize(const QString &name); ///< "1080p" / "1920x1080" → 1920×1080, "4k"/"3840x2160" → 3840×2160; invalid if unknown
/// Parses "WIDTHxHEIGHT" (each 64–16384); invalid size if malformed.
QSize parseSize(const QString &text);

/// Paints the framed chart (title, subtitle, chart, footnote, source line) into rect.
void paintFramedChart(QPainter &painter, const QRectF &rect, const chart::ChartSpec &spec, const Theme &theme);

/// The chart as an image of exactly options.pixelSize pixels (for PNG and the clipboard).
QImage renderImage(const chart::ChartSpec &spec, const ExportOptions &options);

Status exportPng(const chart::ChartSpec &spec, const QString &path, const ExportOptions &options);
Status exportSvg(const chart::ChartSpec &spec, const QString &path, const ExportOptions &options);
Status exportPdf(const chart::ChartSpec &spec, const QString &path, const ExportOptions &options);

} // namespace cp::charts
