#include "app/charts/theme.h"
#include "app/gui/chartpanel.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/librarypanel.h"
#include "app/gui/settings.h"
#include "app/i18n/i18n.h"
#include "core/analysis/planreport.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

using namespace cp;
using namespace cp::gui;

class TestCompareView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void tableModelPassesTheModelTester();
    void hideIdenticalAndSortToggles();
    void baselineChooserMovesTheDeltas();
    void revisionsCompareLikePlans();
    void wrongNumberOfPlansIsAnInlineError();
    void savedComparisonReopens();
    void horizonChooserComparesEveryPlanOverOneHorizon();
    void fourPlansHaveNoClippedColumns_data();
    void fourPlansHaveNoClippedColumns();
    void programmeShowsItsTotalAndPools();

private:
    void waitForComparison(CompareView &view, int plans);
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
};

namespace {

const QStringList kFourPlans {
    QStringLiteral("16×H800: rent vs lease vs build over 3 years"),
    QStringLiteral("70B pre-training on H800 vs cloud"),
    QStringLiteral("13B full fine-tune on 8×A100"),
    QStringLiteral("7B LoRA fine-tune on L40S"),
};

constexpr int kAnalysisTimeoutMs = 180000;

} // namespace

void TestCompareView::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    auto store = Store::open(m_dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
    i18n::install(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
}

void TestCompareView::cleanup()
{
    i18n::install(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
}

void TestCompareView::waitForComparison(CompareView &view, int plans)
{
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing() && view.comparison().plans.size() == plans, kAnalysisTimeoutMs);
}

void TestCompareView::tableModelPassesTheModelTester()
{
    CompareView view(m_store.get());
    QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(view.setPlans(kFourPlans.mid(0, 2)));
    waitForComparison(view, 2);
    QCOMPARE(view.model()->columnCount(), CompareTableModel::FirstPlanColumn + 2);
    QVERIFY(view.model()->rowCount() > 20);
    view.model()->setHideIdentical(true);
    view.model()->setSortByDifference(true);
    view.model()->setHideIdentical(false);
    view.setBaseline(1);
}

void TestCompareView::hideIdenticalAndSortToggles()
{
    CompareView view(m_store.get());
    view.show();
    QVERIFY(view.setPlans(kFourPlans.mid(0, 2)));
    waitForComparison(view, 2);
    CompareTableModel *model = view.model();
    const int all = model->rowCount();
    int identical = 0;
    for (int r = 0; r < all; ++r)
        identical += model->index(r, 0).data(CompareTableModel::IdenticalRole).toBool() ? 1 : 0;
    QVERIFY(identical > 0);
    QVERIFY(model->index(0, CompareTableModel::ItemColumn).data(Qt::ForegroundRole).isValid() == model->rowAt(0)->identical);

    QTest::mouseClick(view.hideIdenticalToggle(), Qt::LeftButton, {}, QPoint(5, view.hideIdenticalToggle()->height() / 2));
    QVERIFY(view.hideIdenticalToggle()->isChecked());
    QCOMPARE(model->rowCount(), all - identical);
    for (int r = 0; r < model->rowCount(); ++r)
        QVERIFY(!model->rowAt(r)->identical);

    QTest::mouseClick(view.sortToggle(), Qt::LeftButton, {}, QPoint(5, view.sortToggle()->height() / 2));
    QVERIFY(view.sortToggle()->isChecked());
    for (int r = 1; r < model->rowCount(); ++r)
        QVERIFY(model->rowAt(r - 1)->difference >= model->rowAt(r)->difference);
}

void TestCompareView::baselineChooserMovesTheDeltas()
{
    CompareView view(m_store.get());
    view.show();
    QVERIFY(view.setPlans(kFourPlans.mid(0, 3)));
    waitForComparison(view, 3);
    QCOMPARE(view.baselineChooser()->count(), 3);
    const int first = CompareTableModel::FirstPlanColumn;
    QVERIFY(view.model()->headerData(first, Qt::Horizontal).toString().contains(QStringLiteral("baseline")));
    view.baselineChooser()->setCurrentIndex(2);
    emit view.baselineChooser()->activated(2);
    QCOMPARE(view.comparison().baseline, 2);
    QVERIFY(view.model()->headerData(first + 2, Qt::Horizontal).toString().contains(QStringLiteral("baseline")));
    for (int r = 0; r < view.model()->rowCount(); ++r)
        QVERIFY(view.model()->index(r, first + 2).data(CompareTableModel::DeltaRole).toString().isEmpty());
    QVERIFY(!view.curvesPanel()->spec().isEmpty());
    QCOMPARE(view.curvesPanel()->spec().series.constLast().dashed, false); // the baseline is solid
}

void TestCompareView::revisionsCompareLikePlans()
{
    auto s = m_store->load(kFourPlans.at(0));
    QVERIFY(s);
    s->tco.utilisation = 0.45;
    QVERIFY(m_store->save(*s, QStringLiteral("lower utilisation")));
    CompareView view(m_store.get());
    QVERIFY(view.setPlans({ kFourPlans.at(0) + QStringLiteral("@1"), kFourPlans.at(0) + QStringLiteral("@2") }));
    waitForComparison(view, 2);
    QVERIFY(!view.comparison().row(QStringLiteral("tco.utilisation"))->identical);
    QVERIFY(view.comparison().waterfall(1));
    QVERIFY(!view.waterfallPanel()->spec().isEmpty());
}

void TestCompareView::wrongNumberOfPlansIsAnInlineError()
{
    CompareView view(m_store.get());
    QVERIFY(!view.setPlans({ kFourPlans.at(0) }));
    QVERIFY(!view.setPlans(kFourPlans + QStringList { kFourPlans.at(0) }));
    QVERIFY(!view.setPlans({ kFourPlans.at(0), QStringLiteral("no such plan") }));
    QVERIFY(!view.isComputing());
}

void TestCompareView::savedComparisonReopens()
{
    CompareView view(m_store.get());
    view.show();
    QVERIFY(view.setPlans(kFourPlans.mid(1, 2)));
    waitForComparison(view, 2);
    QTest::keyClicks(view.nameEdit(), QStringLiteral("Pre-training vs fine-tune"));
    QTest::mouseClick(view.saveButton(), Qt::LeftButton);
    const auto saved = m_store->comparisons();
    QVERIFY(saved);
    bool found = false;
    for (const SavedComparison &c : *saved)
        found = found || (c.name == QLatin1String("Pre-training vs fine-tune") && c.scenarios == kFourPlans.mid(1, 2));
    QVERIFY(found);

    CompareView reopened(m_store.get());
    QVERIFY(reopened.openComparison(QStringLiteral("Pre-training vs fine-tune")));
    waitForComparison(reopened, 2);
    QCOMPARE(reopened.plans(), kFourPlans.mid(1, 2));

    // The library lists it; activating the entry asks for it by name (the main window opens it).
    LibraryPanel library;
    library.setStore(m_store.get());
    QListWidget *list = library.savedComparisons();
    QListWidgetItem *entry = nullptr;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("Pre-training vs fine-tune"))
            entry = list->item(i);
    }
    QVERIFY(entry);
    QVERIFY(entry->text().contains(kFourPlans.at(1)));
    QSignalSpy open(&library, &LibraryPanel::openComparisonRequested);
    emit list->itemActivated(entry);
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.constFirst().at(0).toString(), QStringLiteral("Pre-training vs fine-tune"));
}

// Two 36-month plans, compared over 12 months by choice: every total is what the plan's way to
// pay cost in months 0..12, and the table, KPI line and charts say "12-month".
void TestCompareView::horizonChooserComparesEveryPlanOverOneHorizon()
{
    CompareView view(m_store.get());
    view.show();
    const QStringList plans { kFourPlans.at(0), kFourPlans.at(1) };
    QVERIFY(view.setPlans(plans));
    waitForComparison(view, 2);
    QCOMPARE(view.comparison().horizonMonths, 36);
    QComboBox *box = view.horizonChooser();
    QCOMPARE(box->count(), 3); // 12, 24 and 36 months
    QCOMPARE(box->currentData().toInt(), 36);
    const int twelve = box->findData(12);
    QVERIFY(twelve >= 0);
    box->setCurrentIndex(twelve);
    emit box->activated(twelve);
    QCOMPARE(view.comparison().horizonMonths, 12);
    QCOMPARE(box->currentData().toInt(), 12);
    const compare::Row *total = view.comparison().row(QStringLiteral("result.tco_total"));
    QVERIFY(total);
    QVERIFY2(total->label.startsWith(QStringLiteral("12-month")), qPrintable(total->label));
    for (int i = 0; i < plans.size(); ++i) {
        const analysis::PlanReport r = analysis::analyse(*m_store->load(plans.at(i)));
        const tco::OptionResult *o = r.tco->option(r.tco->verdict.recommended);
        double paid = 0;
        for (int m = 0; m <= 12; ++m)
            paid += o->monthly.at(m).cashCny;
        QVERIFY(std::abs(*total->values.at(i).number - paid) <= 1e-6 * paid);
    }
    const QList<QLabel *> kpis = view.findChildren<QLabel *>();
    bool named = false;
    for (const QLabel *l : kpis)
        named = named || l->text().contains(QStringLiteral("12-month TCO"));
    QVERIFY(named);
    // The choice holds when the baseline moves.
    view.setBaseline(1);
    QCOMPARE(view.comparison().horizonMonths, 12);
}

void TestCompareView::fourPlansHaveNoClippedColumns_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("English") << QStringLiteral("en");
    QTest::addRow("Simplified Chinese") << QStringLiteral("zh_CN");
}

void TestCompareView::fourPlansHaveNoClippedColumns()
{
    QFETCH(QString, language);
    i18n::install(language);
    const QLocale locale(language == QLatin1String("en") ? QStringLiteral("en_US") : language);
    QLocale::setDefault(locale);
    const QFont previous = QApplication::font();
    QApplication::setFont(charts::appFont(locale, 13));

    // The plans as a library seeded in the language shown names them: a Chinese library's samples
    // have Chinese names, so the clipping check and its screenshot see the text a user sees.
    std::unique_ptr<Store> translated;
    QStringList plans = kFourPlans;
    if (language != QLatin1String("en")) {
        auto store = Store::open(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(language)));
        QVERIFY2(store, qPrintable(joinErrors(store.errors())));
        translated = std::move(*store);
        const auto shipped = sampleScenarios(SampleText::AsShipped);
        const auto shown = sampleScenarios(SampleText::Translated);
        QVERIFY(shipped && shown && shipped->size() == shown->size());
        for (QString &name : plans) {
            for (qsizetype i = 0; i < shipped->size(); ++i) {
                if (shipped->at(i).name == name) {
                    name = shown->at(i).name;
                    break;
                }
            }
        }
        QVERIFY(plans != kFourPlans);
    }
    CompareView view(translated ? translated.get() : m_store.get());
    view.resize(1600, 1000);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setPlans(plans));
    waitForComparison(view, 4);
    // No sleep: deliver the posted layout requests, then wait until the table has its final width
    // (the last plan column ends inside the viewport) and the three charts are shown.
    QCoreApplication::sendPostedEvents();
    const auto settled = [&view] {
        const QHeaderView *h = view.table()->horizontalHeader();
        const int last = view.model()->columnCount() - 1;
        bool charts = true;
        for (ChartPanel *panel : { view.curvesPanel(), view.lineItemsPanel(), view.waterfallPanel() })
            charts = charts && !panel->spec().isEmpty() && panel->view()->isVisible();
        return charts && h->sectionViewportPosition(last) + h->sectionSize(last) <= view.table()->viewport()->width();
    };
    QTRY_VERIFY(settled());
    const QString dir = qEnvironmentVariable("CP_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        const QString file = QDir(dir).filePath(QStringLiteral("compare-%1.png").arg(language));
        QVERIFY(view.grab().save(file));
    }

    QHeaderView *header = view.table()->horizontalHeader();
    const QFontMetrics metrics(header->font());
    QCOMPARE(view.model()->columnCount(), CompareTableModel::FirstPlanColumn + 4);
    for (int column = 0; column < view.model()->columnCount(); ++column) {
        const QString text = view.model()->headerData(column, Qt::Horizontal).toString();
        int textWidth = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            textWidth = std::max(textWidth, metrics.horizontalAdvance(line));
        QVERIFY2(textWidth <= header->sectionSize(column),
            qPrintable(QStringLiteral("%1: text %2 px, section %3 px").arg(text).arg(textWidth).arg(header->sectionSize(column))));
        QVERIFY2(!header->isSectionHidden(column), qPrintable(text));
        // Every column is on screen without scrolling: four plans side by side.
        QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column) <= view.table()->viewport()->width(),
            qPrintable(QStringLiteral("%1 ends at %2 px of %3").arg(text).arg(header->sectionViewportPosition(column) + header->sectionSize(column)).arg(view.table()->viewport()->width())));
    }
    for (ChartPanel *panel : { view.curvesPanel(), view.lineItemsPanel(), view.waterfallPanel() })
        QVERIFY2(!panel->spec().isEmpty() && panel->view()->isVisible(), qPrintable(panel->spec().id));
    // Issue 45: the legends below the charts name every plan in full (the chart's own legend row
    // cut them to "13B full fine-tune on…"), the dashed lines marked as dashed. (The plain text
    // has the non-breaking spaces as spaces; the hyphens stay non-breaking.)
    for (ChartPanel *panel : { view.curvesPanel(), view.lineItemsPanel() }) {
        const QString legend = panel->legendText();
        QVERIFY2(!panel->view()->chart()->legend()->isVisible(), qPrintable(panel->spec().id));
        for (const chart::ChartSeries &series : panel->spec().series)
            QVERIFY2(legend.contains(QString(series.name).replace(QLatin1Char('-'), QChar(0x2011))), qPrintable(legend));
    }
    QVERIFY2(view.curvesPanel()->legendText().contains(QStringLiteral("╍")), qPrintable(view.curvesPanel()->legendText()));
    // The choices are not cut short either: each shows its whole current text.
    for (const QComboBox *box : view.findChildren<QComboBox *>()) {
        const int needed = box->fontMetrics().horizontalAdvance(box->currentText());
        QVERIFY2(box->width() > needed, qPrintable(QStringLiteral("%1: %2 px for %3 px of text").arg(box->currentText()).arg(box->width()).arg(needed)));
    }

    QApplication::setFont(previous);
}

// Issue 44: a programme beside a single plan shows, in the table, its programme as its way of
// paying and a row per pool (core/compare builds them; the view shows them as they are).
void TestCompareView::programmeShowsItsTotalAndPools()
{
    CompareView view(m_store.get());
    QVERIFY(view.setPlans({ kFourPlans.at(0), QStringLiteral("Hangzhou SaaS compute programme (36 months)") }));
    waitForComparison(view, 2);
    const compare::Comparison &c = view.comparison();
    QCOMPARE(c.plans.at(1).optionId, QStringLiteral("programme"));
    QHash<QString, QString> shown; // the item column's label → the programme's cell
    for (int row = 0; row < view.model()->rowCount(); ++row)
        shown.insert(view.model()->index(row, CompareTableModel::ItemColumn).data().toString(),
            view.model()->index(row, CompareTableModel::FirstPlanColumn + 1).data().toString());
    int pools = 0;
    for (const compare::Row &r : c.rows) {
        if (!r.id.startsWith(QLatin1String("result.pool.")))
            continue;
        ++pools;
        QVERIFY2(shown.value(r.label).startsWith(r.values.at(1).text), qPrintable(r.label + QStringLiteral(": ") + shown.value(r.label)));
    }
    QCOMPARE(pools, 9); // three pools: cost, share and supply each
    QVERIFY(shown.value(c.row(QStringLiteral("result.tco_option"))->label).startsWith(c.plans.at(1).optionName));
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
