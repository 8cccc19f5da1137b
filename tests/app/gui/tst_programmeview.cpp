// The programme dashboard (issue 44) in the real window: the Hangzhou SaaS sample opened from the
// library shows one chart per pool with data, the programme's total and each pool's share as the
// core answer has them, and moving a workload to another pool is one undo step that updates it.
#include "app/gui/chartpanel.h"
#include "app/gui/dashboard.h"
#include "app/gui/editor/workloadsmodel.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/plandocument.h"
#include "app/gui/programmeview.h"
#include "app/gui/settings.h"
#include "app/i18n/i18n.h"
#include "core/bridge/programmedemand.h"
#include "core/scenario/samples.h"
#include "core/scenario/workloads.h"
#include "core/units/format.h"

#include <QLabel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>

using namespace cp;
using namespace cp::gui;

namespace {

constexpr int kProgrammeTimeoutMs = 60000;

QString programmeSampleName()
{
    const auto samples = sampleScenarios();
    if (!samples)
        return {};
    for (const Scenario &s : *samples) {
        if (bridge::isProgramme(s))
            return s.name;
    }
    return {};
}

int workloadNamed(const Scenario &s, const QString &name)
{
    for (qsizetype i = 0; i < s.workloads.size(); ++i) {
        if (s.workloads.at(i).name == name)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace

class TestProgrammeView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theSampleShowsOneChartPerPoolAndTheCoreAnswer();
    void movingAWorkloadToAnotherPoolIsOneEditAndUpdatesTheDashboard();

private:
    void openProgramme(MainWindow &w);
    QTemporaryDir m_dir;
};

void TestProgrammeView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    applyLanguage(QStringLiteral("en"));
}

void TestProgrammeView::openProgramme(MainWindow &w)
{
    const QString name = programmeSampleName();
    QVERIFY2(!name.isEmpty(), "the programme sample is not among the library's samples");
    w.library()->selectName(name);
    QCOMPARE(w.library()->selectedNames(), QStringList { name });
    QTableView *view = w.library()->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(w.hasPlan() && !w.document()->isComputing() && w.document()->report(), kProgrammeTimeoutMs);
    QCOMPARE(w.document()->scenario().name, name);
}

void TestProgrammeView::theSampleShowsOneChartPerPoolAndTheCoreAnswer()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("open.sqlite")));
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    openProgramme(w);
    const ProgrammeView *view = w.dashboard()->programmeView();
    QVERIFY(view->isVisible());
    // The core answer, computed here on its own from the plan as opened.
    const auto answer = bridge::programmeAnswer(w.document()->scenario());
    QVERIFY(answer);
    QCOMPARE(view->poolIds(), (QStringList { QStringLiteral("train"), QStringLiteral("finetune"), QStringLiteral("serve") }));
    const QLocale locale;
    // The total leads the dashboard once, as its verdict.
    const QString verdict = w.dashboard()->findChild<QLabel *>(QStringLiteral("verdict"))->text();
    // In the report's money unit (M CNY; 万元 in Chinese), not whole yuan (issue 45).
    QVERIFY2(verdict.contains(units::formatMoney(units::yuan(answer->money.basisCny), units::MoneyStyle::Compact, locale)), qPrintable(verdict));
    QCOMPARE(verdict, w.document()->report()->programme->total.toHtmlEscaped());
    for (const programme::PoolAnswer &pool : answer->pools) {
        // Its cost on the basis and its share: pool basis / programme basis, in whole percent.
        const QString share = units::formatNumber(100 * pool.money.basisCny / answer->money.basisCny, 0, locale);
        const QString money = view->moneyText(pool.id);
        QVERIFY2(money.contains(units::formatMoney(units::yuan(pool.money.basisCny), units::MoneyStyle::Compact, locale)), qPrintable(money));
        QVERIFY2(money.contains(share + QStringLiteral("% of the programme")), qPrintable(money + QStringLiteral(" / ") + share));
        QVERIFY(!view->sensitivityText(pool.id).isEmpty());
        // One chart per pool, drawn, with a bar per month and the demand line.
        ChartPanel *panel = view->chart(pool.id);
        QVERIFY(panel);
        QTRY_VERIFY2(panel->isVisible() && panel->view()->isVisible(), qPrintable(pool.id)); // shown at the next event-loop turn
        QChart *chart = panel->view()->chart();
        QVERIFY(chart);
        int bars = 0, lines = 0;
        for (QAbstractSeries *series : chart->series()) {
            if (auto *b = qobject_cast<QAbstractBarSeries *>(series)) {
                bars += b->count();
                QVERIFY(b->count() > 0);
            } else if (auto *l = qobject_cast<QLineSeries *>(series)) {
                QCOMPARE(l->count(), 36);
                ++lines;
            }
        }
        QCOMPARE(bars, 4); // owned, leased, committed, on demand
        QCOMPARE(lines, 2); // GPUs needed at once, GPUs busy on average
        QVERIFY2(!panel->titleText().isEmpty() && panel->titleText().startsWith(poolDisplayName(pool.id)), qPrintable(panel->titleText())); // its name, not its id (issue 45)
        double supplied = 0;
        for (const chart::ChartSeries &s : panel->spec().series) {
            for (double v : s.values)
                supplied += v;
        }
        QVERIFY2(supplied > 0, qPrintable(pool.id)); // every pool of the sample is supplied in some month
    }
}

void TestProgrammeView::movingAWorkloadToAnotherPoolIsOneEditAndUpdatesTheDashboard()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("move.sqlite")));
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    openProgramme(w);
    PlanDocument *doc = w.document();
    const int row = workloadNamed(doc->scenario(), QStringLiteral("Monthly LoRA fine-tune"));
    QVERIFY(row >= 0);
    QCOMPARE(doc->scenario().workloads.at(row).pool, QStringLiteral("finetune"));
    const ProgrammeView *view = w.dashboard()->programmeView();
    const double serveMonth1Before = view->chart(QStringLiteral("serve"))->spec().lines.at(0).values.at(0);
    const QString finetuneBefore = view->moneyText(QStringLiteral("finetune"));
    const int steps = doc->undoStack()->count();
    QVERIFY(doc->report()->programme);
    const int servePlacementBefore = doc->report()->programme->placement.at(workloadNamed(doc->scenario(), QStringLiteral("Evaluation jobs")));

    // The editor's table: one cell, the pool of the LoRA fine-tune, from "finetune" to "serve".
    WorkloadsModel model(doc);
    int poolColumn = -1;
    for (int c = 0; c < model.columnCount(); ++c) {
        if (model.columnKey(c) == QLatin1String("pool"))
            poolColumn = c;
    }
    QVERIFY(poolColumn >= 0);
    QVERIFY(model.flags(model.index(row, poolColumn)) & Qt::ItemIsEditable);
    QVERIFY2(!model.setData(model.index(row, poolColumn), QStringLiteral("nowhere")), "a pool the plan does not have is refused");
    QVERIFY2(model.setData(model.index(row, poolColumn), QStringLiteral("serve")), qPrintable(model.lastError()));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing() && doc->report() && doc->report()->scenario.workloads.at(row).pool == QLatin1String("serve"),
        kProgrammeTimeoutMs);
    // The LoRA runs (8 GPUs from month 1) now count in the serving pool's demand, and so do the
    // evaluation jobs' 8 GPUs if the planner now places them there too; the fine-tune pool's cost
    // changed with them.
    const int evaluation = workloadNamed(doc->scenario(), QStringLiteral("Evaluation jobs"));
    QVERIFY(evaluation >= 0);
    const bool evaluationJoined = doc->report()->programme->placement.at(evaluation) == 2 && servePlacementBefore != 2;
    QCOMPARE(view->chart(QStringLiteral("serve"))->spec().lines.at(0).values.at(0), serveMonth1Before + 8 + (evaluationJoined ? 8 : 0));
    QVERIFY(view->moneyText(QStringLiteral("finetune")) != finetuneBefore);

    doc->undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing() && doc->report() && doc->report()->scenario.workloads.at(row).pool == QLatin1String("finetune"),
        kProgrammeTimeoutMs);
    QCOMPARE(view->chart(QStringLiteral("serve"))->spec().lines.at(0).values.at(0), serveMonth1Before);
    QCOMPARE(view->moneyText(QStringLiteral("finetune")), finetuneBefore);
}

QTEST_MAIN(TestProgrammeView)
#include "tst_programmeview.moc"
