#pragma once
// The pages of a PDF report, apart from what is on them: sections of blocks flow onto pages of
// a fixed logical size (1280 units wide), break where a block would overflow (a heading never
// ends a page, a table's header row repeats on "… (continued)" pages), and every page gets its
// header (the section title and a rule), its footer (a stamp and "Page N of M") and is written
// to the PDF. The sections themselves are built in reportpdf.cpp.

#include "app/export/reportpdf.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

#include <functional>
#include <optional>

class QPainter;

namespace cp::exports {

/// Measured height of word-wrapped text in `width`, with a little slack (screen metrics and PDF
/// glyph advances differ slightly); 0 for empty text.
qreal textHeight(const QFont &font, qreal width, const QString &text);
/// The page header's font for `text` in `width`: the heading's own size when the title fits on
/// one line, else smaller (to 70%); a title too long even then wraps onto a second line.
QFont headingFont(const QFont &font, const QString &text, qreal width);
void drawText(QPainter &p, const QRectF &r, const QFont &font, const QColor &colour, const QString &text,
    int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);

/// A piece of a page: its height in logical units and how to paint it into a rect of that height.
struct Block {
    qreal height = 0;
    std::function<void(QPainter &, const QRectF &)> paint;
    bool keepWithNext = false; ///< a heading: never the last thing on a page
};

struct Section {
    QString title; ///< empty: no header (the cover)
    QList<Block> blocks;
    std::optional<Block> repeatedHeader; ///< a table's header row, repeated on continuation pages
};

/// How the header and footer look.
struct PageStyle {
    QFont heading; ///< the section title in the header
    QFont footer; ///< the stamp and page number
    QColor title; ///< header text
    QColor accent; ///< the rule under the header
    QColor footerText;
    QColor footerRule;
};

class Paginator {
public:
    static constexpr qreal kPageWidth = 1280;
    static constexpr qreal kMargin = 56;
    static constexpr qreal kHeaderHeight = 64;
    static constexpr qreal kFooterHeight = 36;

    Paginator(PageFormat format, PageStyle style);

    qreal contentWidth() const { return kPageWidth - 2 * kMargin; }
    /// The height blocks may fill on a page with a header, and on one without (the cover).
    qreal contentHeight() const { return m_height - 2 * kMargin - kHeaderHeight - kFooterHeight; }
    qreal fullHeight() const { return m_height - 2 * kMargin - kFooterHeight; }
    qreal height() const { return m_height; }

    /// The footer's left text on every page.
    void setStamp(const QString &stamp) { m_stamp = stamp; }
    /// Lays the section out from a new page on, breaking it over as many pages as it needs.
    void add(const Section &section);

    int pageCount() const { return int(m_pages.size()); }
    QStringList titles() const;
    /// Paints page `index` (header, blocks, footer) in logical units.
    void paintPage(QPainter &p, int index) const;
    /// Writes every page to a PDF (QPdfWriter, 300 dpi) atomically (cp::saveFile).
    Status write(const QString &path, const QString &title, const QString &creator) const;

private:
    struct Page {
        QString title;
        QList<QPair<Block, qreal>> blocks; ///< block and its top within the content area
    };

    PageFormat m_format;
    PageStyle m_style;
    qreal m_height;
    QString m_stamp;
    QList<Page> m_pages;
};

} // namespace cp::exports
