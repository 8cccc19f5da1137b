// The dashboard and the library panel on their own, fed hand-made inputs: a PlanReport written
// in the test (no engine runs), and a library of the seeded samples.
#include "app/gui/chartpanel.h"
#include "app/gui/dashboard.h"
#include "app/gui/librarymodel.h"
#include "app/gui/librarypanel.h"
#include "app/gui/programmeview.h"
#include "app/gui/settings.h"
#include "core/analysis/moneytable.h"
#include "core/analysis/planreport.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QAction>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

Q_DECLARE_METATYPE(cp::Scenario)

using namespace cp;
using namespace cp::gui;

namespace {

analysis::Kpi kpi(const char *id, const char *label, const char *text, bool assumption = false)
{
    analysis::Kpi k;
    k.id = QLatin1String(id);
    k.label = QLatin1String(label);
    k.text = QLatin1String(text);
    k.assumption = assumption;
    return k;
}

analysis::PlanReport handMadeReport()
{
    analysis::PlanReport r;
    r.scenario.name = QStringLiteral("Hand-made plan");
    r.verdict = QStringLiteral("Rent 8 <b>H100</b> for 12 days & save");
    r.reasons = { r.verdict, QStringLiteral("First reason"), QStringLiteral("Second reason") };
    analysis::Kpi days = kpi("train_days", "Training time", "12.0 days");
    days.why = { QStringLiteral("days = GPU-hours / GPUs / 24"), { { QStringLiteral("GPU-hours"), QStringLiteral("2,304") } }, {} };
    r.kpis = { days, kpi("gpu_hours", "GPU-hours", "2,304"), kpi("run_cost", "Run cost", "55.3 k CNY", true) };
    return r;
}

} // namespace

class TestDashboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void moneyTableShowsTheCoreRows();
    void emptyUntilAReportArrives();
    void showsTheReportItIsGiven();
    void aNewReportReplacesTheCards();
    void problemsAndTheNameStandInForAMissingVerdict();
    void whyPanelShowsTheExplanation();
    void tooltipsExplainEachFigure();
    void everySampleAnswersOnceAndDrawsNoEmptyChart_data();
    void everySampleAnswersOnceAndDrawsNoEmptyChart();
    void anEmptyChartIsItsSentence();
    void libraryActionsFollowTheSelection();
    void libraryTagFilterShowsOnlyThatTag();

private:
    QTemporaryDir m_dir;
};

void TestDashboard::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestDashboard::emptyUntilAReportArrives()
{
    Dashboard d;
    d.show();
    QVERIFY(d.scrollArea()->isHidden());
    QVERIFY(!d.card(QStringLiteral("train_days")));
    d.setReport(handMadeReport());
    QVERIFY(!d.scrollArea()->isHidden());
    d.clear();
    QVERIFY(d.scrollArea()->isHidden());
    QVERIFY(!d.card(QStringLiteral("train_days")) || d.scrollArea()->isHidden());
}

void TestDashboard::showsTheReportItIsGiven()
{
    Dashboard d;
    d.show();
    d.setReport(handMadeReport());
    // the verdict is text, never markup: <b> and & arrive escaped
    QCOMPARE(d.findChild<QLabel *>(QStringLiteral("verdict"))->text(), QStringLiteral("Rent 8 &lt;b&gt;H100&lt;/b&gt; for 12 days &amp; save"));
    const QString reasons = d.findChild<QLabel *>(QStringLiteral("verdictReasons"))->text();
    QVERIFY2(reasons.contains(QStringLiteral("First reason")) && reasons.contains(QStringLiteral("Second reason")), qPrintable(reasons));
    QVERIFY2(!reasons.contains(QStringLiteral("Rent 8")), "the verdict is not repeated among the reasons");
    const QList<std::pair<const char *, const char *>> cards { { "train_days", "12.0 days" }, { "gpu_hours", "2,304" }, { "run_cost", "55.3 k CNY" } };
    for (const auto &[id, text] : cards) {
        const KpiCard *c = d.card(QLatin1String(id));
        QVERIFY2(c, id);
        QCOMPARE(c->valueText(), QLatin1String(text));
    }
    QCOMPARE(d.card(QStringLiteral("train_days"))->labelText(), QStringLiteral("Training time"));
    QVERIFY(!d.card(QStringLiteral("train_days"))->showsAssumption());
    QVERIFY(d.card(QStringLiteral("run_cost"))->showsAssumption());
    QVERIFY(!d.card(QStringLiteral("tco_best")));
}

void TestDashboard::aNewReportReplacesTheCards()
{
    Dashboard d;
    d.show();
    d.setReport(handMadeReport());
    analysis::PlanReport fewer = handMadeReport();
    fewer.kpis.removeLast();
    fewer.kpis.first().text = QStringLiteral("20.0 days");
    d.setReport(fewer);
    QCOMPARE(d.card(QStringLiteral("train_days"))->valueText(), QStringLiteral("20.0 days"));
    QVERIFY2(!d.card(QStringLiteral("run_cost")), "a card of the previous report is left on screen");
}

void TestDashboard::problemsAndTheNameStandInForAMissingVerdict()
{
    Dashboard d;
    d.show();
    analysis::PlanReport r = handMadeReport();
    r.verdict.clear();
    r.reasons = { QStringLiteral("Only reason") };
    r.scenario.name = QStringLiteral("Plan <A>");
    r.problems = { Error { QStringLiteral("training.tokens"), QStringLiteral("a plan needs the run's tokens") } };
    d.setReport(r);
    QCOMPARE(d.findChild<QLabel *>(QStringLiteral("verdict"))->text(), QStringLiteral("Plan &lt;A&gt;"));
    QVERIFY(d.findChild<QLabel *>(QStringLiteral("verdictReasons"))->text().contains(QStringLiteral("Only reason")));
    bool shown = false;
    for (const QLabel *label : d.findChildren<QLabel *>())
        shown = shown || (label->text().contains(QStringLiteral("training.tokens: a plan needs the run&#x27;s tokens")) || label->text().contains(QStringLiteral("training.tokens: a plan needs the run's tokens")));
    QVERIFY2(shown, "the problem and its field are on the dashboard");
}

void TestDashboard::whyPanelShowsTheExplanation()
{
    Dashboard d;
    d.show();
    d.setReport(handMadeReport());
    QVERIFY(d.whyText().isEmpty());
    d.showWhy(QStringLiteral("train_days"));
    QVERIFY2(d.whyText().contains(QStringLiteral("days = GPU-hours / GPUs / 24")), qPrintable(d.whyText()));
    QVERIFY2(d.whyText().contains(QStringLiteral("GPU-hours: 2,304")), qPrintable(d.whyText()));
}

void TestDashboard::tooltipsExplainEachFigure()
{
    QCOMPARE(Dashboard::explain(kpi("gpu_hours", "GPU-hours", "1")),
        QStringLiteral("Number of GPUs times the hours they run: what cloud providers bill for."));
    QCOMPARE(Dashboard::explain(kpi("something_new", "A new figure", "1")), QStringLiteral("A new figure"));
    QCOMPARE(Dashboard::explain(kpi("something_new", "A new figure", "1", true)),
        QStringLiteral("A new figure\nRests on prices or defaults marked as assumptions: confirm them in the price book."));
}

void TestDashboard::everySampleAnswersOnceAndDrawsNoEmptyChart_data()
{
    QTest::addColumn<Scenario>("scenario");
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    for (const Scenario &s : *samples)
        QTest::addRow("%s", qPrintable(s.name)) << s;
}

void TestDashboard::everySampleAnswersOnceAndDrawsNoEmptyChart()
{
    QFETCH(Scenario, scenario);
    Dashboard d;
    d.resize(1600, 1000);
    d.show();
    const analysis::PlanReport report = analysis::analyse(scenario);
    d.setReport(report);
    QTRY_VERIFY(!d.isUpdatingCharts());
    if (report.programme) {
        // A programme (issue 44) answers once, with its programme view; the single fleet's
        // answer, figures and charts are not shown beside it.
        QTRY_VERIFY(d.programmeView()->isVisible());
        QVERIFY(!d.findChild<QFrame *>(QStringLiteral("answerBox"))->isVisible());
        QCOMPARE(d.programmeView()->poolIds().size(), report.programme->pools.size());
        for (const analysis::ProgrammePool &pool : report.programme->pools) {
            ChartPanel *panel = d.programmeView()->chart(pool.id);
            QVERIFY(panel);
            QTRY_VERIFY2(panel->isVisible() && panel->view()->isVisible(), qPrintable(pool.id));
            QVERIFY2(panel->view()->chart() && !panel->view()->chart()->series().isEmpty(), qPrintable(pool.id));
        }
        return;
    }
    QVERIFY(d.programmeView()->isHidden());
    // The answer comes first, with its configuration, billing, budget and deadline.
    QVERIFY(report.answer);
    auto *answer = d.findChild<QFrame *>(QStringLiteral("answerBox"));
    QVERIFY(answer && answer->isVisible());
    const QString shown = d.findChild<QLabel *>(QStringLiteral("answer"))->text();
    for (const QString &line : { report.answer->title, report.answer->budget, report.answer->deadline })
        QVERIFY2(shown.contains(line.toHtmlEscaped()), qPrintable(line));
    QCOMPARE(d.findChild<QFrame *>(QStringLiteral("ownConfigurationBox"))->isVisible(), report.own.has_value());
    // Every tile names its configuration; the cost of a run appears once per configuration + billing.
    QHash<QString, QString> runCostByScope;
    for (const analysis::Kpi &k : report.kpis) {
        const KpiCard *c = d.card(k.id);
        QVERIFY2(c, qPrintable(k.id));
        QVERIFY2(!c->scopeText().isEmpty(), qPrintable(k.id));
        QVERIFY2(c->scopeText().contains(QStringLiteral(" × ")), qPrintable(c->scopeText()));
        if (k.id == QLatin1String("recommended_cost") || k.id == QLatin1String("run_cost")) {
            QVERIFY2(!k.billing.isEmpty() && c->scopeText().contains(k.billing), qPrintable(c->scopeText()));
            QVERIFY2(!runCostByScope.contains(c->scopeText()) || runCostByScope.value(c->scopeText()) == c->valueText(),
                qPrintable(c->scopeText()));
            runCostByScope.insert(c->scopeText(), c->valueText());
        }
    }
    if (report.answer->runCostCny) {
        // The answer's run cost is the tile's where both describe the recommended configuration
        // (the line names the run's billing after the amount when the box's way of paying differs).
        if (const KpiCard *c = d.card(QStringLiteral("recommended_cost")))
            QVERIFY2(report.answer->runCost.startsWith(QCoreApplication::translate("cp::Analysis", "Cost of one run: %1").arg(c->valueText())),
                qPrintable(report.answer->runCost + QStringLiteral(" / ") + c->valueText()));
    }
    // No empty chart: each shown chart has series on screen, or its sentence; and a caption.
    for (const chart::ChartSpec &spec : report.charts) {
        ChartPanel *panel = d.chart(spec.id);
        QVERIFY2(panel && panel->isVisible(), qPrintable(spec.id));
        if (spec.showsReasonInstead()) {
            QVERIFY2(!panel->emptyText().isEmpty() && panel->view()->isHidden(), qPrintable(spec.id));
        } else {
            QVERIFY2(panel->view()->isVisible() && panel->view()->chart() && !panel->view()->chart()->series().isEmpty(), qPrintable(spec.id));
            QVERIFY2(!panel->captionText().isEmpty(), qPrintable(spec.id));
        }
    }
}

void TestDashboard::anEmptyChartIsItsSentence()
{
    ChartPanel panel;
    panel.show();
    chart::ChartSpec spec;
    spec.id = QStringLiteral("tornado");
    spec.title = QStringLiteral("What moves the gap");
    spec.kind = chart::ChartKind::Tornado;
    spec.y.categories = { QStringLiteral("Price") };
    spec.series = { chart::ChartSeries { QStringLiteral("low"), {}, { 0.0 }, false, false } };
    spec.emptyReason = QStringLiteral("No driver moves the gap.");
    panel.setSpec(spec);
    QVERIFY(panel.view()->isHidden());
    QVERIFY2(panel.emptyText().contains(QStringLiteral("No driver moves the gap.")), qPrintable(panel.emptyText()));
    spec.emptyReason.clear();
    spec.series.first().values = { 5.0 };
    spec.caption = QStringLiteral("How the gap moves");
    panel.setSpec(spec);
    QVERIFY(!panel.view()->isHidden());
    QVERIFY(panel.emptyText().isEmpty());
    QCOMPARE(panel.captionText(), QStringLiteral("How the gap moves"));
}

void TestDashboard::libraryActionsFollowTheSelection()
{
    auto store = Store::open(m_dir.filePath(QStringLiteral("actions.sqlite")));
    QVERIFY(store);
    LibraryPanel panel;
    QVERIFY(!panel.newAction()->isEnabled()); // no library yet
    panel.setStore(store->get());
    panel.show();
    QVERIFY(panel.newAction()->isEnabled());
    const int rows = panel.view()->model()->rowCount();
    QVERIFY(rows >= 5);
    QItemSelectionModel *selection = panel.view()->selectionModel();
    const auto selectRows = [&](int n) {
        selection->clearSelection();
        for (int row = 0; row < n; ++row)
            selection->select(panel.view()->model()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    };
    // open, duplicate and rename take one scenario; delete one or more; compare 2 to 4
    const QList<std::tuple<int, bool, bool, bool>> cases { { 0, false, false, false }, { 1, true, true, false },
        { 2, false, true, true }, { 4, false, true, true }, { 5, false, true, false } };
    for (const auto &[n, one, del, compare] : cases) {
        selectRows(n);
        QCOMPARE(panel.selectedNames().size(), n);
        QCOMPARE(panel.openAction()->isEnabled(), one);
        QCOMPARE(panel.duplicateAction()->isEnabled(), one);
        QCOMPARE(panel.renameAction()->isEnabled(), one);
        QCOMPARE(panel.deleteAction()->isEnabled(), del);
        QCOMPARE(panel.compareAction()->isEnabled(), compare);
    }
    selectRows(3);
    QSignalSpy compared(&panel, &LibraryPanel::compareRequested);
    panel.compareAction()->trigger();
    QCOMPARE(compared.size(), 1);
    QCOMPARE(compared.constFirst().constFirst().toStringList(), panel.selectedNames());

    const QString name = sampleScenarios()->constLast().name;
    panel.selectName(name);
    QCOMPARE(panel.selectedNames(), QStringList { name });
    QSignalSpy opened(&panel, &LibraryPanel::openRequested);
    panel.openAction()->trigger();
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.constFirst().constFirst().toString(), name);
}

void TestDashboard::libraryTagFilterShowsOnlyThatTag()
{
    auto store = Store::open(m_dir.filePath(QStringLiteral("tags.sqlite")));
    QVERIFY(store);
    LibraryPanel panel;
    panel.setStore(store->get());
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    QStringList tagged;
    for (const Scenario &s : *samples) {
        if (s.tags.contains(QStringLiteral("tco")))
            tagged << s.name;
    }
    QVERIFY(!tagged.isEmpty() && tagged.size() < samples->size());
    auto *tag = panel.findChild<QComboBox *>(QStringLiteral("libraryTag"));
    QVERIFY(tag);
    const int index = tag->findData(QStringLiteral("tco"));
    QVERIFY2(index > 0, "the tag list offers every tag of the library after \"All tags\"");
    QCOMPARE(tag->itemText(0), QStringLiteral("All tags"));
    tag->setCurrentIndex(index);
    emit tag->activated(index); // as when the user picks it
    QTRY_VERIFY(!panel.model()->isSearching());
    QTRY_COMPARE(panel.view()->model()->rowCount(), int(tagged.size()));
    QStringList shown;
    for (int row = 0; row < panel.view()->model()->rowCount(); ++row)
        shown << panel.view()->model()->index(row, LibraryModel::Name).data().toString();
    shown.sort();
    tagged.sort();
    QCOMPARE(shown, tagged);
    tag->setCurrentIndex(0);
    emit tag->activated(0);
    QTRY_COMPARE(panel.view()->model()->rowCount(), int(samples->size()));
}

// The table of each way of paying shows analysis::moneyTable's rows as they are, the basis
// named above it; a report without a TCO shows no table.
void TestDashboard::moneyTableShowsTheCoreRows()
{
    analysis::PlanReport r = handMadeReport();
    Dashboard d;
    d.resize(1400, 900);
    d.setReport(r);
    QVERIFY(d.moneyTableText().isEmpty());
    tco::TcoResult t;
    tco::OptionResult cloud;
    cloud.id = QStringLiteral("on_demand");
    cloud.name = QStringLiteral("Cloud on demand");
    cloud.totalCny = 1.5e6;
    cloud.npvCny = 1.4e6;
    cloud.npvAfterTaxCny = 1.1e6;
    tco::OptionResult build = cloud;
    build.id = QStringLiteral("build");
    build.name = QStringLiteral("Build & own");
    build.obtainable = false;
    build.notObtainableReason = QStringLiteral("purchase unavailable");
    t.options << cloud << build;
    t.verdict.recommended = cloud.id;
    t.afterTaxBasis = true;
    r.tco = t;
    r.money = analysis::moneyAnswer(t, tco::TcoInput {}, Catalog::builtIn(), QLocale(QLocale::English)); // what analyse() fills
    d.setReport(r);
    const analysis::MoneyTable table = analysis::moneyTable(*r.money);
    QVERIFY(d.moneyCaptionText().contains(QStringLiteral("after-tax NPV")));
    const QString shown = d.moneyTableText().replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    for (const QString &h : table.headers)
        QVERIFY2(shown.contains(h.toHtmlEscaped()), qPrintable(h));
    for (const analysis::MoneyRow &row : table.rows) {
        for (int c = 0; c < row.cells.size(); ++c) {
            // An option that cannot be obtained says "no (n)" and its reason is note n below the table.
            const QString cell = c == analysis::MoneyObtainable && !row.option.obtainable ? row.option.notObtainableReason : row.cells.at(c);
            QVERIFY2(shown.contains(cell.toHtmlEscaped()), qPrintable(cell));
        }
    }
}

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
