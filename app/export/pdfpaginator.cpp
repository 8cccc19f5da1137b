#include "app/export/pdfpaginator.h"

#include "app/export/pdftounicode.h"
#include "core/common/savefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace cp::exports {

namespace {

qreal pageHeight(PageFormat format)
{
    return format == PageFormat::A4Landscape ? Paginator::kPageWidth * 210.0 / 297.0 : Paginator::kPageWidth * 9.0 / 16.0;
}

} // namespace

qreal textHeight(const QFont &font, qreal width, const QString &text)
{
    if (text.isEmpty())
        return 0;
    const QRectF r = QFontMetricsF(font).boundingRect(QRectF(0, 0, width * 0.96, 1e6), Qt::TextWordWrap, text);
    return r.height() * 1.04 + 2;
}

QFont headingFont(const QFont &font, const QString &text, qreal width)
{
    // A long title ("What drives the 12-month gap between … and …") gets a smaller font, down to
    // 70% of the heading's; one that still does not fit wraps onto a second line at that size.
    QFont f = font;
    const int full = font.pixelSize();
    for (int size = full; full > 0 && size >= full * 7 / 10; --size) {
        f.setPixelSize(size);
        if (QFontMetricsF(f).horizontalAdvance(text) <= width * 0.98)
            return f;
    }
    return f;
}

void drawText(QPainter &p, const QRectF &r, const QFont &font, const QColor &colour, const QString &text, int flags)
{
    p.setFont(font);
    p.setPen(colour);
    p.drawText(r, flags, text);
}

Paginator::Paginator(PageFormat format, PageStyle style)
    : m_format(format)
    , m_style(std::move(style))
    , m_height(pageHeight(format))
{
}

void Paginator::add(const Section &section)
{
    const bool cover = section.title.isEmpty();
    const qreal capacity = cover ? fullHeight() : contentHeight();
    Page page { section.title, {} };
    qreal y = 0;
    for (qsizetype i = 0; i < section.blocks.size(); ++i) {
        const Block &b = section.blocks.at(i);
        const qreal next = b.keepWithNext && i + 1 < section.blocks.size() ? section.blocks.at(i + 1).height : 0;
        if (y > 0 && y + b.height + next > capacity) {
            m_pages << page;
            page = Page { QCoreApplication::translate("cp::exports", "%1 (continued)").arg(section.title), {} };
            y = 0;
            if (section.repeatedHeader) {
                page.blocks << qMakePair(*section.repeatedHeader, y);
                y += section.repeatedHeader->height;
            }
        }
        page.blocks << qMakePair(b, y);
        y += b.height;
    }
    m_pages << page;
}

QStringList Paginator::titles() const
{
    QStringList t;
    for (const Page &p : m_pages)
        t << p.title;
    return t;
}

void Paginator::paintPage(QPainter &p, int index) const
{
    const Page &page = m_pages.at(index);
    p.fillRect(QRectF(0, 0, kPageWidth, m_height), Qt::white);
    qreal top = kMargin;
    if (!page.title.isEmpty()) {
        drawText(p, QRectF(kMargin, kMargin, contentWidth(), kHeaderHeight - 14), headingFont(m_style.heading, page.title, contentWidth()),
            m_style.title, page.title, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap);
        p.setPen(QPen(m_style.accent, 2));
        p.drawLine(QPointF(kMargin, kMargin + kHeaderHeight - 10), QPointF(kPageWidth - kMargin, kMargin + kHeaderHeight - 10));
        top += kHeaderHeight;
    }
    for (const auto &[block, y] : page.blocks) {
        p.save();
        block.paint(p, QRectF(kMargin, top + y, contentWidth(), block.height));
        p.restore();
    }
    const QRectF footer(kMargin, m_height - kMargin + 8, contentWidth(), kFooterHeight - 8);
    p.setPen(QPen(m_style.footerRule, 1));
    p.drawLine(footer.topLeft() - QPointF(0, 6), footer.topRight() - QPointF(0, 6));
    drawText(p, footer, m_style.footer, m_style.footerText, m_stamp, Qt::AlignLeft | Qt::AlignVCenter);
    drawText(p, footer, m_style.footer, m_style.footerText,
        QCoreApplication::translate("cp::exports", "Page %1 of %2").arg(index + 1).arg(m_pages.size()),
        Qt::AlignRight | Qt::AlignVCenter);
}

Status Paginator::write(const QString &path, const QString &title, const QString &creator) const
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setTitle(title);
        pdf.setCreator(creator);
        pdf.setResolution(300);
        const QPageSize size = m_format == PageFormat::A4Landscape
            ? QPageSize(QSizeF(297, 210), QPageSize::Millimeter, QStringLiteral("A4 landscape"))
            : QPageSize(QSizeF(254, 254 * 9.0 / 16.0), QPageSize::Millimeter, QStringLiteral("16:9"));
        pdf.setPageLayout(QPageLayout(size, QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal scale = pdf.width() / kPageWidth;
        for (int i = 0; i < pageCount(); ++i) {
            if (i > 0)
                pdf.newPage();
            painter.save();
            painter.scale(scale, scale);
            paintPage(painter, i);
            painter.restore();
        }
    }
    static_cast<void>(repairToUnicode(bytes)); // how many targets it rewrote does not matter here
    return saveFile(path, bytes);
}

} // namespace cp::exports
