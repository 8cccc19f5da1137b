#include "app/charts/chartexport.h"

#include "app/charts/chartbuilder.h"
#include "core/common/savefile.h"

#include <QBuffer>
#include <QGraphicsScene>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace cp::charts {

namespace {

// Draws text lines at the top or bottom of rect; returns the height used.
qreal drawLine(QPainter &p, const QRectF &area, const QString &text, const QFont &font, const QColor &colour,
    Qt::Alignment align)
{
    if (text.isEmpty())
        return 0;
    p.setFont(font);
    p.setPen(colour);
    const QRectF bounds = p.boundingRect(area, int(align | Qt::TextWordWrap), text);
    p.drawText(area, int(align | Qt::TextWordWrap), text);
    return bounds.height();
}

} // namespace

QSize presetSize(const QString &name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("1080p") || n == QLatin1String("1920x1080"))
        return { 1920, 1080 };
    if (n == QLatin1String("4k") || n == QLatin1String("2160p") || n == QLatin1String("3840x2160"))
        return { 3840, 2160 };
    return {};
}

QSize parseSize(const QString &text)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2)
        return {};
    bool okW = false, okH = false;
    const int w = parts.at(0).toInt(&okW);
    const int h = parts.at(1).toInt(&okH);
    if (!okW || !okH || w < 64 || h < 64 || w > 16384 || h > 16384)
        return {};
    return { w, h };
}

void paintFramedChart(QPainter &painter, const QRectF &rect, const chart::ChartSpec &spec, const Theme &theme)
{
    painter.save();
    painter.fillRect(rect, theme.background);
    const qreal margin = rect.height() * 0.035;
    QRectF area = rect.adjusted(margin, margin, -margin, -margin);

    const qreal titleH = drawLine(painter, area, spec.title, theme.titleFont, theme.text, Qt::AlignLeft | Qt::AlignTop);
    area.setTop(area.top() + titleH);
    const qreal subH = drawLine(painter, area, spec.subtitle, theme.subtitleFont, theme.secondaryText, Qt::AlignLeft | Qt::AlignTop);
    area.setTop(area.top() + subH + margin * 0.3);

    const qreal sourceH = drawLine(painter, area, spec.sourceLine, theme.noteFont, theme.secondaryText, Qt::AlignLeft | Qt::AlignBottom);
    area.setBottom(area.bottom() - sourceH);
    const qreal noteH = drawLine(painter, area, spec.footnote, theme.noteFont, theme.secondaryText, Qt::AlignLeft | Qt::AlignBottom);
    area.setBottom(area.bottom() - noteH);
    const qreal captionH = drawLine(painter, area, spec.caption, theme.subtitleFont, theme.text, Qt::AlignLeft | Qt::AlignBottom);
    area.setBottom(area.bottom() - captionH - margin * 0.3);

    if (spec.showsReasonInstead()) {
        // Nothing worth drawing: the sentence that says why, where the chart would be.
        const QString reason = spec.emptyReason.isEmpty() ? QCoreApplication::translate("cp::charts", "Nothing to show.") : spec.emptyReason;
        painter.setFont(theme.subtitleFont);
        painter.setPen(theme.text);
        painter.drawText(area.adjusted(area.width() * 0.1, 0, -area.width() * 0.1, 0), Qt::AlignCenter | Qt::TextWordWrap, reason);
        painter.restore();
        return;
    }

    std::unique_ptr<QChart> chart = buildChart(spec, theme, BuildOptions { false, false });
    QGraphicsScene scene;
    QChart *raw = chart.release();
    scene.addItem(raw); // the scene owns the chart from here
    raw->setGeometry(QRectF(QPointF(0, 0), area.size()));
    scene.setSceneRect(QRectF(QPointF(0, 0), area.size()));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, area, scene.sceneRect());
    painter.restore();
}

QImage renderImage(const chart::ChartSpec &spec, const ExportOptions &options)
{
    const qreal ratio = qBound(1.0, options.devicePixelRatio, 4.0);
    QImage image(options.pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    const QSizeF logical = QSizeF(options.pixelSize) / ratio;
    QPainter painter(&image);
    paintFramedChart(painter, QRectF(QPointF(0, 0), logical), spec, Theme::presentation(options.locale, logical.height()));
    painter.end();
    return image;
}

Status exportPng(const chart::ChartSpec &spec, const QString &path, const ExportOptions &options)
{
    const QImage image = renderImage(spec, options);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return saveFileError(path, QCoreApplication::translate("cp::charts", "PNG encoding failed"));
    return saveFile(path, bytes);
}

Status exportSvg(const chart::ChartSpec &spec, const QString &path, const ExportOptions &options)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSizeF logical = QSizeF(options.pixelSize) / qBound(1.0, options.devicePixelRatio, 4.0);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(logical.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), logical));
    svg.setTitle(spec.title);
    svg.setDescription(spec.sourceLine);
    {
        QPainter painter(&svg);
        paintFramedChart(painter, QRectF(QPointF(0, 0), logical), spec, Theme::presentation(options.locale, logical.height()));
    }
    return saveFile(path, bytes);
}

Status exportPdf(const chart::ChartSpec &spec, const QString &path, const ExportOptions &options)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setTitle(spec.title);
        pdf.setCreator(QStringLiteral("Compute Planner " CP_VERSION));
        pdf.setResolution(144);
        if (options.pdfPage == PdfPage::A4Landscape) {
            pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0)));
        } else {
            // 16:9 page: 254 mm wide (a 10-inch slide), height from the target aspect.
            const qreal w = 254.0;
            const qreal h = w * options.pixelSize.height() / qMax(1, options.pixelSize.width());
            pdf.setPageLayout(QPageLayout(QPageSize(QSizeF(w, h), QPageSize::Millimeter), QPageLayout::Portrait,
                QMarginsF(0, 0, 0, 0)));
        }
        QPainter painter(&pdf);
        // Lay out in device-independent units of the 16:9 frame, scaled onto the page.
        const QRectF page = QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
        const qreal logicalH = 720.0;
        const qreal scale = page.height() / logicalH;
        painter.scale(scale, scale);
        paintFramedChart(painter, QRectF(0, 0, page.width() / scale, logicalH), spec,
            Theme::presentation(options.locale, logicalH).inPdf());
    }
    return saveFile(path, bytes);
}

} // namespace cp::charts
