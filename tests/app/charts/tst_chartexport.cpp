#include "app/charts/chartbuilder.h"
#include "app/charts/chartexport.h"
#include "tests/app/charts/samplecharts.h"

#include <QFile>
#include <QFontInfo>
#include <QImageReader>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

using namespace cp::charts;

class TestChartExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void chineseUsesTheSimplifiedFace();
    void moneyAxisUsesWanInChinese();
    void pngHasThePresetSize_data();
    void pngHasThePresetSize();
    void svgParsesAndHasTheTitle();
    void pdfEmbedsFontsAndHasOnePage_data();
    void pdfEmbedsFontsAndHasOnePage();
    void sizes_data();
    void sizes();
    void unwritablePathIsAnError();
    void waterfallFloatsTheChangesOnTheRunningSum();
    void barsLieSidewaysWhenLabelsNeedRoom_data();
    void barsLieSidewaysWhenLabelsNeedRoom();
    void lineSeriesKeepEveryPointNameAndDash();
    void axisTitlesCarryTheirUnit();

private:
    QTemporaryDir m_dir;
};

void TestChartExport::initTestCase()
{
    // CP_KEEP_TEST_OUTPUT=1 keeps the exported files for a visual check.
    if (qEnvironmentVariableIsSet("CP_KEEP_TEST_OUTPUT")) {
        m_dir.setAutoRemove(false);
        qInfo("exports kept in %s", qPrintable(m_dir.path()));
    }
}

void TestChartExport::chineseUsesTheSimplifiedFace()
{
    const QFontInfo info(appFont(QLocale(QStringLiteral("zh_CN")), 20));
    QCOMPARE(info.family(), QStringLiteral("Noto Sans CJK SC"));
}

void TestChartExport::moneyAxisUsesWanInChinese()
{
    const Theme zh = Theme::screen(QLocale(QStringLiteral("zh_CN")));
    auto chart = buildChart(sampleTcoChart(QStringLiteral("累计成本")), zh);
    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).constFirst());
    QVERIFY(y);
    QCOMPARE(y->titleText(), QString::fromUtf8("Cumulative cost (万元)"));
    QVERIFY2(y->max() >= 688.0 && y->max() <= 1000.0, qPrintable(QString::number(y->max()))); // 6.88M yuan = 688万
    const Theme en = Theme::screen(QLocale(QStringLiteral("en_US")));
    auto enChart = buildChart(sampleTcoChart(QStringLiteral("Cumulative cost")), en);
    auto *enY = qobject_cast<QValueAxis *>(enChart->axes(Qt::Vertical).constFirst());
    QCOMPARE(enY->titleText(), QStringLiteral("Cumulative cost (M CNY)"));
}

void TestChartExport::pngHasThePresetSize_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<qreal>("ratio");
    QTest::addColumn<QSize>("expected");
    QTest::addRow("1080p at 2x") << "1920x1080" << 2.0 << QSize(1920, 1080);
    QTest::addRow("4k at 3x") << "3840x2160" << 3.0 << QSize(3840, 2160);
}

void TestChartExport::pngHasThePresetSize()
{
    QFETCH(QString, preset);
    QFETCH(qreal, ratio);
    QFETCH(QSize, expected);
    ExportOptions o;
    o.pixelSize = presetSize(preset);
    o.devicePixelRatio = ratio;
    o.locale = QLocale(QStringLiteral("zh_CN"));
    const QString path = m_dir.filePath(preset + QStringLiteral(".png"));
    const auto status = exportPng(sampleTcoChart(QString::fromUtf8("三年总拥有成本")), path, o);
    QVERIFY2(status, qPrintable(cp::joinErrors(status.errors())));
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    QCOMPARE(reader.size(), expected);
    // Something was drawn: a good share of pixels is not background white.
    const QImage img = reader.read().scaled(192, 108);
    int ink = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            ink += img.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
    QVERIFY2(ink > 192 * 108 / 50, qPrintable(QString::number(ink)));
}

void TestChartExport::svgParsesAndHasTheTitle()
{
    ExportOptions o;
    o.locale = QLocale(QStringLiteral("zh_CN"));
    const QString path = m_dir.filePath(QStringLiteral("memory.svg"));
    auto spec = sampleMemoryChart();
    spec.title = QString::fromUtf8("每卡显存");
    QVERIFY(exportSvg(spec, path, o));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    bool titleFound = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isCharacters() && xml.text().contains(QString::fromUtf8("每卡显存")))
            titleFound = true;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(titleFound);
}

void TestChartExport::pdfEmbedsFontsAndHasOnePage_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("fontPattern");
    QTest::addRow("Chinese embeds the SC face") << "zh_CN" << QString::fromUtf8("敏感性分析") << "NotoSansCJK";
    QTest::addRow("English embeds DejaVu") << "en_US"
                                           << "Sensitivity"
                                           << "DejaVu";
}

void TestChartExport::pdfEmbedsFontsAndHasOnePage()
{
    QFETCH(QString, locale);
    QFETCH(QString, title);
    QFETCH(QString, fontPattern);
    ExportOptions o;
    o.locale = QLocale(locale);
    auto spec = sampleTornado();
    spec.title = title;
    const QString path = m_dir.filePath(locale + QStringLiteral(".pdf"));
    QVERIFY(exportPdf(spec, path, o));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 1);
    QVERIFY2(pdf.contains("/FontFile"), "fonts are embedded");
    QVERIFY2(pdf.contains(fontPattern.toLatin1()), qPrintable(fontPattern));
}

void TestChartExport::sizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QSize>("expected");
    QTest::addRow("custom") << "1600x900" << QSize(1600, 900);
    QTest::addRow("too small") << "10x10" << QSize();
    QTest::addRow("malformed") << "big" << QSize();
    QTest::addRow("preset name") << "4k" << QSize(3840, 2160);
}

void TestChartExport::sizes()
{
    QFETCH(QString, text);
    QFETCH(QSize, expected);
    const QSize s = presetSize(text).isValid() ? presetSize(text) : parseSize(text);
    QCOMPARE(s, expected);
}

void TestChartExport::unwritablePathIsAnError()
{
    const auto status = exportPng(sampleMemoryChart(), QStringLiteral("/nonexistent-dir/x.png"), ExportOptions {});
    QVERIFY(!status);
    QVERIFY(status.error().message.contains(QStringLiteral("cannot be written")));
}

void TestChartExport::waterfallFloatsTheChangesOnTheRunningSum()
{
    cp::chart::ChartSpec spec;
    spec.id = QStringLiteral("compare_waterfall");
    spec.kind = cp::chart::ChartKind::Waterfall;
    spec.title = QStringLiteral("What drives the gap");
    const QString longPlan = QStringLiteral("70B pre-training on H800 vs cloud");
    spec.x.categories = { QStringLiteral("A"), QStringLiteral("Servers"), QStringLiteral("Cloud"), longPlan };
    // 300 → −200 crosses zero on the way down, then +400 climbs back to 200.
    spec.series << cp::chart::ChartSeries { QStringLiteral("Change"), {}, { 300, -500, 400, 200 }, false, false };
    auto chart = buildChart(spec, Theme::screen(QLocale(QStringLiteral("en_US"))));
    QCOMPARE(chart->series().size(), 1);
    // Sideways and read from the top: Qt draws category 0 at the bottom, so the spec's first
    // step is the axis's last category, and a long plan name is wrapped, not elided.
    auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(chart->series().constFirst());
    QVERIFY(bars);
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(axis);
    QCOMPARE(axis->categories().constLast(), QStringLiteral("A"));
    QVERIFY2(axis->categories().constFirst().contains(QStringLiteral("<br>")), qPrintable(axis->categories().constFirst()));
    QString joined = axis->categories().constFirst();
    QCOMPARE(joined.remove(QStringLiteral("<br>")).remove(QLatin1Char(' ')), QString(longPlan).remove(QLatin1Char(' ')));
    // Chinese has no spaces: it breaks between characters.
    const QString chinese = QStringLiteral("16×H800：三年期云租、租赁与自建对比");
    spec.x.categories.last() = chinese;
    auto zh = buildChart(spec, Theme::screen(QLocale(QStringLiteral("zh_CN"))));
    auto *zhAxis = qobject_cast<QBarCategoryAxis *>(zh->axes(Qt::Vertical).value(0));
    QVERIFY(zhAxis);
    QVERIFY2(zhAxis->categories().constFirst().contains(QStringLiteral("<br>")), qPrintable(zhAxis->categories().constFirst()));
    QCOMPARE(QString(zhAxis->categories().constFirst()).remove(QStringLiteral("<br>")), chinese);
    const QList<QBarSet *> sets = bars->barSets();
    QCOMPARE(sets.size(), 7); // base, total, total below zero, increase, increase below, decrease, decrease below
    auto column = [&](int step) {
        QList<double> values;
        for (QBarSet *set : sets)
            values << set->at(3 - step);
        return values;
    };
    QCOMPARE(column(0), (QList<double> { 0, 300, 0, 0, 0, 0, 0 }));
    QCOMPARE(column(1), (QList<double> { 0, 0, 0, 0, 0, 300, -200 })); // 300 → −200: split at zero
    QCOMPARE(column(2), (QList<double> { 0, 0, 0, 200, -200, 0, 0 })); // −200 → 200
    QCOMPARE(column(3), (QList<double> { 0, 200, 0, 0, 0, 0, 0 }));
    QCOMPARE(sets.at(0)->color().alpha(), 0); // the base is invisible
    QChartView view(chart.release());
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int visibleMarkers = 0;
    for (QLegendMarker *m : view.chart()->legend()->markers())
        visibleMarkers += m->isVisible() ? 1 : 0;
    QCOMPARE(visibleMarkers, 3); // total, increase, decrease
}

void TestChartExport::barsLieSidewaysWhenLabelsNeedRoom_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("categories");
    QTest::addColumn<bool>("referenceLine");
    QTest::addColumn<bool>("sideways");
    QTest::addRow("cost by line item, three options") << int(ChartKind::StackedBar) << 3 << false << true;
    QTest::addRow("memory per GPU with the card's line") << int(ChartKind::StackedBar) << 2 << true << false;
    QTest::addRow("grouped, four line items") << int(ChartKind::GroupedBar) << 4 << false << false;
    QTest::addRow("grouped, nine line items") << int(ChartKind::GroupedBar) << 9 << false << true;
}

// Sideways: the categories run down the left axis, first at the top, and the values along x.
void TestChartExport::barsLieSidewaysWhenLabelsNeedRoom()
{
    QFETCH(int, kind);
    QFETCH(int, categories);
    QFETCH(bool, referenceLine);
    QFETCH(bool, sideways);
    ChartSpec spec;
    spec.id = QStringLiteral("breakdown");
    spec.kind = ChartKind(kind);
    spec.title = QStringLiteral("Cost by line item");
    for (int c = 0; c < categories; ++c)
        spec.x.categories << QStringLiteral("Option %1 with a long name").arg(c);
    spec.series << ChartSeries { QStringLiteral("Servers"), {}, QList<double>(categories, 100.0), false, false };
    spec.series.first().values[0] = 300.0;
    if (referenceLine)
        spec.referenceLines = { { 80.0, QStringLiteral("Card memory") } };
    auto chart = buildChart(spec, Theme::screen(QLocale(QStringLiteral("en_US"))));
    auto *bars = qobject_cast<QAbstractBarSeries *>(chart->series().constFirst());
    QVERIFY(bars);
    const bool horizontal = qobject_cast<QHorizontalStackedBarSeries *>(bars) || qobject_cast<QHorizontalBarSeries *>(bars);
    QCOMPARE(horizontal, sideways);
    QBarCategoryAxis *cat = nullptr;
    for (QAbstractAxis *axis : chart->axes(sideways ? Qt::Vertical : Qt::Horizontal))
        cat = cat ? cat : qobject_cast<QBarCategoryAxis *>(axis);
    QVERIFY(cat);
    QCOMPARE(cat->count(), categories);
    // the first option reads first: at the top when sideways (Qt draws index 0 at the bottom)
    const int first = sideways ? categories - 1 : 0;
    QCOMPARE(cat->at(first), spec.x.categories.constFirst());
    QCOMPARE(bars->barSets().constFirst()->at(first), 300.0);
}

// A line chart draws each series of the spec with its name and its points unchanged (a plain
// quantity is not rescaled); the dashed series (the compare view's non-baseline) is dashed.
void TestChartExport::lineSeriesKeepEveryPointNameAndDash()
{
    ChartSpec spec;
    spec.id = QStringLiteral("curve");
    spec.kind = ChartKind::Line;
    spec.title = QStringLiteral("Two curves");
    spec.x = { QStringLiteral("Month"), QString(), AxisQuantity::Plain, {} };
    spec.y = { QStringLiteral("Memory"), QStringLiteral("GiB"), AxisQuantity::Plain, {} };
    spec.series << ChartSeries { QStringLiteral("Baseline"), { { 0, 10, {} }, { 1, 20, {} }, { 2, 35, {} } }, {}, false, false }
                << ChartSeries { QStringLiteral("Other"), { { 0, 5, {} }, { 2, 40, {} } }, {}, true, false };
    auto chart = buildChart(spec, Theme::screen(QLocale(QStringLiteral("en_US"))));
    QList<QLineSeries *> lines;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *line = qobject_cast<QLineSeries *>(series))
            lines << line;
    }
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0)->name(), QStringLiteral("Baseline"));
    QCOMPARE(lines.at(1)->name(), QStringLiteral("Other"));
    QCOMPARE(lines.at(0)->points(), (QList<QPointF> { { 0, 10 }, { 1, 20 }, { 2, 35 } }));
    QCOMPARE(lines.at(1)->points(), (QList<QPointF> { { 0, 5 }, { 2, 40 } }));
    QCOMPARE(lines.at(0)->pen().style(), Qt::SolidLine);
    QVERIFY(lines.at(1)->pen().style() != Qt::SolidLine);
    QCOMPARE(chart->title(), QStringLiteral("Two curves"));
    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).constFirst());
    QVERIFY(y);
    QCOMPARE(y->titleText(), QStringLiteral("Memory (GiB)"));
    QVERIFY2(y->min() <= 5 && y->max() >= 40, qPrintable(QStringLiteral("%1..%2").arg(y->min()).arg(y->max()))); // every point on the plot
    BuildOptions untitled;
    untitled.showTitle = false;
    QVERIFY(buildChart(spec, Theme::screen(QLocale(QStringLiteral("en_US"))), untitled)->title().isEmpty());
}

void TestChartExport::axisTitlesCarryTheirUnit()
{
    QCOMPARE(axisTitle({ QStringLiteral("Memory"), {}, AxisQuantity::Plain, {} }, QStringLiteral("GiB")), QStringLiteral("Memory (GiB)"));
    QCOMPARE(axisTitle({ QStringLiteral("Month"), {}, AxisQuantity::Plain, {} }, QString()), QStringLiteral("Month"));
}

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
