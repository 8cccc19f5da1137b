// The compare window as a board reads it (issue 45): chart titles wrap above the charts (never
// cut), legends sit below, the dashed lines are explained, models read as names, and the window
// exports the comparison (PDF, XLSX, PNG, SVG) with the existing exporters.
#include "app/gui/chartpanel.h"
#include "app/gui/compare/comparetablemodel.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/settings.h"
#include "app/i18n/i18n.h"
#include "core/store/store.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

using namespace cp;
using namespace cp::gui;

namespace {
const QStringList kThreePlans {
    QStringLiteral("13B full fine-tune on 8×A100"),
    QStringLiteral("7B LoRA fine-tune on L40S"),
    QStringLiteral("70B pre-training on H800 vs cloud"),
};
constexpr int kAnalysisTimeoutMs = 180000;
} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void chartTitlesWrapAboveAndLegendsSitBelow();
    void dashedLinesAreExplained();
    void modelsReadAsNamesNotPresetIds();
    void exportWritesPdfWorkbookAndCharts();

private:
    void compare(CompareView &view);
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
};

void TestCompareWindow::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    auto store = Store::open(m_dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
    i18n::install(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
}

void TestCompareWindow::compare(CompareView &view)
{
    QSignalSpy ready(&view, &CompareView::comparisonReady);
    QVERIFY(view.setPlans(kThreePlans));
    QTRY_VERIFY_WITH_TIMEOUT(ready.size() == 1, kAnalysisTimeoutMs);
}

void TestCompareWindow::chartTitlesWrapAboveAndLegendsSitBelow()
{
    CompareView view(m_store.get());
    view.resize(1366, 768);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    compare(view);
    for (ChartPanel *panel : { view.curvesPanel(), view.lineItemsPanel(), view.waterfallPanel() }) {
        const QString title = panel->spec().title;
        QVERIFY(!title.isEmpty());
        // The whole title, in a label that wraps and is tall enough for its lines.
        QCOMPARE(panel->titleText(), title);
        auto *label = panel->findChild<QLabel *>(QStringLiteral("chartTitle"));
        QVERIFY(label && label->wordWrap() && label->isVisible());
        QVERIFY(label->height() >= label->heightForWidth(label->width()));
        QVERIFY(label->toolTip().contains(title));
        QChart *chart = panel->view()->chart();
        QVERIFY(chart->title().isEmpty()); // not drawn (and cut) inside the chart as well
        QCOMPARE(chart->legend()->alignment(), Qt::AlignBottom);
    }
}

void TestCompareWindow::dashedLinesAreExplained()
{
    CompareView view(m_store.get());
    compare(view);
    const chart::ChartSpec &curves = view.curvesPanel()->spec();
    bool dashed = false;
    for (const chart::ChartSeries &s : curves.series)
        dashed = dashed || s.dashed;
    QVERIFY(dashed);
    QVERIFY2(curves.footnote.contains(QStringLiteral("dashed")), qPrintable(curves.footnote));
    QVERIFY(curves.footnote.contains(kThreePlans.constFirst())); // the baseline, by name
    QVERIFY(view.curvesPanel()->captionText().contains(QStringLiteral("dashed")));
}

void TestCompareWindow::modelsReadAsNamesNotPresetIds()
{
    CompareView view(m_store.get());
    compare(view);
    CompareTableModel *model = view.model();
    int presetRow = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, 0).data(CompareTableModel::RowIdRole).toString() == QLatin1String("model.preset"))
            presetRow = r;
    }
    QVERIFY(presetRow >= 0);
    const QString first = model->index(presetRow, CompareTableModel::FirstPlanColumn).data().toString();
    QVERIFY2(first.startsWith(QStringLiteral("Llama 2 13B")), qPrintable(first)); // the sample's llama2-13b
    for (int c = CompareTableModel::FirstPlanColumn; c < model->columnCount(); ++c) {
        const QString text = model->index(presetRow, c).data().toString();
        QVERIFY2(!text.contains(QStringLiteral("llama2-")) && !text.contains(QStringLiteral("qwen2.5-")), qPrintable(text));
    }
}

void TestCompareWindow::exportWritesPdfWorkbookAndCharts()
{
    CompareView view(m_store.get());
    QVERIFY(!view.exportButton()->isEnabled()); // nothing compared yet
    compare(view);
    QVERIFY(view.exportButton()->isEnabled());
    QTemporaryDir out;
    QVERIFY(out.isValid());
    const Status pdf = view.exportTo(out.filePath(QStringLiteral("board.pdf")));
    QVERIFY2(pdf, qPrintable(joinErrors(pdf.errors())));
    QFile pdfFile(out.filePath(QStringLiteral("board.pdf")));
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");
    const Status xlsx = view.exportTo(out.filePath(QStringLiteral("board.xlsx")));
    QVERIFY2(xlsx, qPrintable(joinErrors(xlsx.errors())));
    QFile xlsxFile(out.filePath(QStringLiteral("board.xlsx")));
    QVERIFY(xlsxFile.open(QIODevice::ReadOnly));
    QVERIFY(xlsxFile.read(2) == "PK"); // a zip package
    for (const QString &suffix : { QStringLiteral("png"), QStringLiteral("svg") }) {
        const Status charts = view.exportTo(out.filePath(QStringLiteral("board.") + suffix));
        QVERIFY2(charts, qPrintable(joinErrors(charts.errors())));
        for (const ChartPanel *panel : { view.curvesPanel(), view.lineItemsPanel(), view.waterfallPanel() })
            QVERIFY(QFileInfo::exists(out.filePath(QStringLiteral("board-%1.%2").arg(panel->spec().id, suffix))));
    }
    const Status unknown = view.exportTo(out.filePath(QStringLiteral("board.docx")));
    QVERIFY(!unknown);
}

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
