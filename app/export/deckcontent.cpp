#include "app/export/deckcontent.h"

#include "app/charts/theme.h"
#include "app/export/ledger.h"
#include "core/catalog/pricetexts.h"
#include "core/tco/tax.h"
#include "core/units/format.h"

#include <QCoreApplication>

#include <cmath>

namespace cp::exports::deck {

namespace {

QString tierText(const QString &tier)
{
    if (tier == QLatin1String("low"))
        //: the low tier of the price book (cheapest published figures)
        return QCoreApplication::translate("cp::exports", "low tier");
    if (tier == QLatin1String("high"))
        return QCoreApplication::translate("cp::exports", "high tier");
    return QCoreApplication::translate("cp::exports", "typical tier");
}

double largestMagnitude(const chart::ChartSpec &spec)
{
    double m = 0;
    for (const chart::ChartSeries &s : spec.series) {
        for (const chart::ChartPoint &p : s.points)
            m = std::max(m, std::abs(p.y));
        for (double v : s.values)
            m = std::max(m, std::abs(v));
    }
    return m;
}

QString withUnit(const QString &title, const QString &unit)
{
    return unit.isEmpty() ? title : QStringLiteral("%1 (%2)").arg(title, unit);
}

} // namespace

QString seriesColour(qsizetype i)
{
    const QList<QColor> &p = charts::palette();
    return p.at(i % p.size()).name().mid(1).toUpper();
}

QString moneyText(double cny, const QLocale &locale)
{
    return units::formatMoney(units::yuan(cny), units::MoneyStyle::Compact, locale);
}

QString shortName(const QString &name)
{
    for (const QString &bracket : { QStringLiteral("（"), QStringLiteral(" (") }) {
        const qsizetype at = name.indexOf(bracket);
        if (at > 0)
            return name.left(at);
    }
    return name;
}

QString clipped(const QString &text, qsizetype length)
{
    return text.size() <= length ? text : text.left(length - 1) + QChar(0x2026);
}

Chart nativeChart(const chart::ChartSpec &spec, const QLocale &locale)
{
    Chart c;
    const bool tornado = spec.kind == chart::ChartKind::Tornado;
    const chart::ChartAxis &valueAxis = tornado ? spec.x : spec.y;
    const bool money = valueAxis.quantity == chart::AxisQuantity::Money;
    const units::AxisScale scale = money ? units::moneyAxisScale(largestMagnitude(spec), locale) : units::AxisScale { 1, valueAxis.unit };
    c.yTitle = withUnit(valueAxis.title, scale.unit);
    c.xTitle = tornado ? QString() : withUnit(spec.x.title, spec.x.unit);
    c.categoryHeader = tornado ? spec.y.title : spec.x.title;
    if (spec.kind == chart::ChartKind::Line || spec.kind == chart::ChartKind::Scatter) {
        c.kind = ChartKind::Lines;
        for (qsizetype i = 0; i < spec.series.size(); ++i) {
            const chart::ChartSeries &s = spec.series.at(i);
            ChartSeries out { s.name, {}, {}, {}, seriesColour(i), false, s.dashed || spec.lineStyle(i) != chart::LineStyle::Solid };
            for (const chart::ChartPoint &p : s.points) {
                out.xs << p.x;
                out.values << p.y / scale.divisor;
            }
            c.series << out;
        }
        for (const chart::ChartMarker &m : spec.markers)
            c.series << ChartSeries { m.name, { m.y / scale.divisor }, { m.x }, { m.shortLabel.isEmpty() ? m.label : m.shortLabel }, QStringLiteral("D55E00"), true, false };
        c.valueFormat = QStringLiteral("#,##0.##");
        return c;
    }
    c.kind = tornado ? ChartKind::Tornado : spec.kind == chart::ChartKind::StackedBar ? ChartKind::Stacked
                                                                                      : ChartKind::Column;
    c.categories = tornado ? spec.y.categories : spec.x.categories;
    for (QString &name : c.categories)
        name = shortName(name);
    const bool labelled = c.categories.size() * spec.series.size() <= 12 && money && c.kind != ChartKind::Stacked;
    for (qsizetype i = 0; i < spec.series.size(); ++i) {
        const chart::ChartSeries &s = spec.series.at(i);
        ChartSeries out { s.name, {}, {}, {}, seriesColour(i), false, false };
        for (double v : s.values) {
            out.values << v / scale.divisor;
            if (labelled)
                out.labels << moneyText(v, locale);
        }
        c.series << out;
    }
    c.valueFormat = QStringLiteral("#,##0.##");
    return c;
}

TextBox textBox(const Box &box, const QStringList &lines, double sizePt, bool bullets, const QString &colour)
{
    TextBox t { box, {}, QString() };
    for (const QString &line : lines)
        t.paragraphs << Paragraph { line, sizePt, false, colour, bullets };
    return t;
}

Slide coverSlide(const QString &title, const QString &subtitle, const QStringList &lines)
{
    Slide s;
    s.title = appTitle();
    TextBox main { Box { 60, 150, 840, 110 }, { Paragraph { title, 36, true, QStringLiteral("0B3C5D"), false } }, QString() };
    s.texts << main;
    if (!subtitle.isEmpty())
        s.texts << textBox(Box { 60, 265, 840, 120 }, { clipped(subtitle, 400) }, 16, false, QStringLiteral("606060"));
    s.texts << textBox(Box { 60, 400, 840, 100 }, lines, 14, false, QStringLiteral("606060"));
    return s;
}

Slide assumptionsSlide(const analysis::PlanReport &r, const QLocale &l)
{
    Slide s;
    s.title = QCoreApplication::translate("cp::exports", "Assumptions and sources");
    const QList<LedgerRow> rows = ledger(r);
    constexpr qsizetype kRows = 7;
    Table t { Box { 36, 108, 888, 250 }, { 0.30, 0.14, 0.10, 0.12, 0.34 }, {}, 10, -1 };
    t.rows << QStringList { QCoreApplication::translate("cp::exports", "Item"), QCoreApplication::translate("cp::exports", "Value"),
        QCoreApplication::translate("cp::exports", "As of"), QCoreApplication::translate("cp::exports", "Tier"),
        QCoreApplication::translate("cp::exports", "Source") };
    for (qsizetype i = 0; i < rows.size() && i < kRows; ++i) {
        const PriceEntry &p = rows.at(i).price;
        const QString value = p.value ? QStringLiteral("%1 %2 %3").arg(units::formatNumber(*p.value, *p.value < 10 ? 3 : 0, l), p.currency, priceUnitText(p.unit)).simplified()
                                      : QStringLiteral("—");
        const bool tiered = p.low || p.high || p.typical;
        QString source = readableSource(p.source, &r.catalog);
        if (rows.at(i).assumption)
            source = QCoreApplication::translate("cp::exports", "assumption: %1").arg(source);
        t.rows << QStringList { clipped(priceItemText(p.item), 60), value, p.asOf, tiered ? tierText(r.scenario.priceTier) : QStringLiteral("—"), clipped(source, 90) };
    }
    t.box.h = 34.0 * double(t.rows.size());
    s.tables << t;
    QStringList intro { QCoreApplication::translate("cp::exports", "Prices at the %1 of the price book; every figure below is from the plan's own price book.").arg(tierText(r.scenario.priceTier)) };
    if (rows.size() > kRows)
        intro << QCoreApplication::translate("cp::exports", "%n more price item(s) in the PDF report's assumptions ledger and the workbook.", nullptr, int(rows.size() - kRows));
    s.texts << textBox(Box { 36, 68, 888, 40 }, intro, 12, false, QStringLiteral("606060"));
    if (r.tcoInput)
        s.texts << textBox(Box { 36, 400, 888, 132 }, { QCoreApplication::translate("cp::exports", "Tax rules and their legal basis"), tco::taxConventionsText(*r.tcoInput) }, 10);
    s.notes << QCoreApplication::translate("cp::exports", "Every price this plan used, with its source and as-of date; rows marked as assumptions have no public source and must be confirmed.");
    for (const LedgerRow &row : rows)
        s.notes << QStringLiteral("%1: %2 (%3; %4)").arg(priceItemText(row.price.item), row.price.value ? units::formatNumber(*row.price.value, 3, l) : QStringLiteral("—"), row.price.asOf, readableSource(row.price.source, &r.catalog));
    return s;
}

} // namespace cp::exports::deck
