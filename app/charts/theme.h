#pragma once
// Look of charts on screen and in exports: fonts (the Simplified Chinese face chosen
// explicitly, never left to fallback), a colour-blind-safe palette, and sizes.

#include <QColor>
#include <QFont>
#include <QList>
#include <QLocale>

namespace cp::charts {

/// The UI/chart font for a locale. Chinese text always uses the Simplified Chinese face
/// (Noto Sans CJK SC): left to fallback, Qt may pick the Japanese face. Latin text in the
/// English UI uses DejaVu Sans with the SC face behind it for any CJK characters.
QFont appFont(const QLocale &locale, qreal pixelSize);

/// `font` laid out without optional shaping (kerning, ligatures, contextual forms), for text
/// written into a PDF. Qt's PDF engine writes each embedded font's ToUnicode map from the font's
/// character map only, so a glyph that shaping substituted (Noto Sans CJK swaps the Latin digits
/// and letters next to Han text for forms no character maps to) would copy out of the PDF as
/// nothing ("税后净现值（NPV） . 万元"). Latin and Han text do not need that shaping.
QFont copyableInPdf(QFont font);

/// Okabe–Ito palette (distinguishable with the common colour-vision deficiencies).
const QList<QColor> &palette();

struct Theme {
    QLocale locale;
    QColor background = Qt::white;
    QColor text = QColor(0x20, 0x20, 0x20);
    QColor secondaryText = QColor(0x60, 0x60, 0x60);
    QColor grid = QColor(0xdd, 0xdd, 0xdd);
    QFont titleFont;
    QFont subtitleFont;
    QFont axisTitleFont;
    QFont labelFont;
    QFont legendFont;
    QFont noteFont;
    qreal lineWidth = 2.5;
    qreal markerSize = 10;

    /// Sizes for an on-screen dashboard.
    static Theme screen(const QLocale &locale);
    /// Large fonts and thick lines for slides; `logicalHeight` is the frame height in
    /// device-independent pixels, and font sizes scale with it.
    static Theme presentation(const QLocale &locale, qreal logicalHeight);
    /// This theme with every font copyableInPdf(), for charts drawn into a PDF.
    Theme inPdf() const;
};

} // namespace cp::charts
