#include "app/charts/theme.h"

namespace cp::charts {

QFont appFont(const QLocale &locale, qreal pixelSize)
{
    QFont font;
    const QString sc = QStringLiteral("Noto Sans CJK SC");
    if (locale.language() == QLocale::Chinese)
        font.setFamilies({ sc });
    else
        font.setFamilies({ QStringLiteral("DejaVu Sans"), sc });
    font.setPixelSize(qMax(1, qRound(pixelSize)));
    return font;
}

const QList<QColor> &palette()
{
    static const QList<QColor> colours {
        QColor(0x00, 0x72, 0xB2), // blue
        QColor(0xE6, 0x9F, 0x00), // orange
        QColor(0x00, 0x9E, 0x73), // bluish green
        QColor(0xD5, 0x5E, 0x00), // vermillion
        QColor(0xCC, 0x79, 0xA7), // reddish purple
        QColor(0x56, 0xB4, 0xE9), // sky blue
        QColor(0x99, 0x88, 0x00), // dark yellow (F0E442 is too pale on white)
        QColor(0x40, 0x40, 0x40), // dark grey
    };
    return colours;
}

static Theme withSizes(const QLocale &locale, qreal title, qreal label, qreal line, qreal marker)
{
    Theme t;
    t.locale = locale;
    t.titleFont = appFont(locale, title);
    t.titleFont.setBold(true);
    t.subtitleFont = appFont(locale, title * 0.7);
    t.axisTitleFont = appFont(locale, label * 1.05);
    t.labelFont = appFont(locale, label);
    t.legendFont = appFont(locale, label);
    t.noteFont = appFont(locale, label * 0.8);
    t.lineWidth = line;
    t.markerSize = marker;
    return t;
}

Theme Theme::screen(const QLocale &locale)
{
    return withSizes(locale, 16, 12, 2.5, 10);
}

Theme Theme::presentation(const QLocale &locale, qreal logicalHeight)
{
    const qreal h = qMax(300.0, logicalHeight);
    return withSizes(locale, h * 0.05, h * 0.03, qMax(3.0, h * 0.006), h * 0.025);
}

QFont copyableInPdf(QFont font)
{
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

Theme Theme::inPdf() const
{
    Theme t = *this;
    for (QFont *f : { &t.titleFont, &t.subtitleFont, &t.axisTitleFont, &t.labelFont, &t.legendFont, &t.noteFont })
        *f = copyableInPdf(*f);
    return t;
}

} // namespace cp::charts
