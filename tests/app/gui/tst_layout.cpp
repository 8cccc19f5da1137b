// The window at the two sizes people use (a 1366×768 laptop, a 1600×1000 desktop) in both
// languages: every page of every sample and every wizard page can be read whole (no label cut,
// no group past the edge, no page scrolling sideways), a plan opens at its top and the toolbar's
// buttons keep their places.
#include "app/gui/editor/demandmodel.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/librarymodel.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/i18n/i18n.h"
#include "core/store/store.h"
#include "guitest.h"
#include "layoutcheck.h"

#include <QAction>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

using namespace cp;
using namespace cp::gui;

namespace {
constexpr int kComputeTimeoutMs = 60000;
const QList<QSize> kSizes { QSize(1366, 768), QSize(1600, 1000) };
const QStringList kLanguages { QStringLiteral("en"), QStringLiteral("zh_CN") };
} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyPageOfEverySampleFits();
    void everyWizardPageFitsWithItsMessages();
    void aPlanOpensAtItsTop();
    void toolbarButtonsKeepTheirPlaces();
    void demandMonthNumbersDoNotOverlap_data();
    void demandMonthNumbersDoNotOverlap();

private:
    bool open(MainWindow &w, const QString &name);
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    applyLanguage(QStringLiteral("en"));
}

void TestLayout::init()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library-%1.sqlite")
                                                            .arg(++m_counter)));
}

bool TestLayout::open(MainWindow &w, const QString &name)
{
    if (!w.openScenario(name))
        return false;
    // QTRY_ would not return the bool; qWaitFor processes events until the condition holds.
    return QTest::qWaitFor([&w]() { return !w.document()->isComputing() && w.document()->report()
                                        && !w.dashboard()->isUpdatingCharts(); },
               kComputeTimeoutMs)
        && w.document()->report().has_value();
}

void TestLayout::everyPageOfEverySampleFits()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.store());
    auto listed = w.store()->list();
    QVERIFY(listed);
    QStringList names;
    for (const ScenarioSummary &s : *listed)
        names << s.name;
    QCOMPARE(names.size(), sampleScenarios()->size());
    QStringList problems;
    int states = 0;
    for (const QString &language : kLanguages) {
        w.setLanguage(language);
        for (const QString &name : std::as_const(names)) {
            QVERIFY2(open(w, name), qPrintable(name));
            for (const QSize &size : kSizes) {
                w.resize(size);
                for (QWidget *page : { static_cast<QWidget *>(w.dashboard()), w.planEditorHost() }) {
                    w.planTabs()->setCurrentWidget(page);
                    test::settleLayouts();
                    const QString where = QStringLiteral("%1 %2×%3 %4 %5: ").arg(language).arg(size.width()).arg(size.height()).arg(name, page->objectName());
                    for (const QString &p : test::layoutProblems(&w))
                        problems << where + p;
                    ++states;
                }
                const auto *view = w.library()->findChild<QTableView *>(QStringLiteral("libraryView"));
                for (int column : { int(LibraryModel::Name), int(LibraryModel::Accelerator), int(LibraryModel::Mode) }) {
                    for (const QString &p : test::cutCells(view, column))
                        problems << QStringLiteral("%1 %2×%3 library: ").arg(language).arg(size.width()).arg(size.height()) + p;
                }
            }
        }
    }
    w.setLanguage(QStringLiteral("en"));
    QCOMPARE(states, int(kLanguages.size() * names.size() * kSizes.size() * 2));
    problems.removeDuplicates();
    for (const QString &p : std::as_const(problems))
        qWarning().noquote() << p;
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, listed above").arg(problems.size())));
}

void TestLayout::everyWizardPageFitsWithItsMessages()
{
    QStringList problems;
    for (const QString &language : kLanguages) {
        applyLanguage(language);
        for (const QSize &size : kSizes) {
            NewPlanWizard wizard;
            wizard.resize(size);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            for (int page = 1; page <= 5; ++page) {
                if (page == 4) { // hardware, budget and payment
                    // Refused values: their messages must show whole (Chinese ones were clipped).
                    for (const char *path : { "constraints.budget_cny", "tco.discount_rate" }) {
                        auto *f = wizard.findChild<FieldEdit *>(QLatin1String(path));
                        QVERIFY(f);
                        f->lineEdit()->setText(QStringLiteral("-5"));
                        Q_EMIT f->lineEdit()->textEdited(f->lineEdit()->text());
                        QVERIFY(!f->errorText().isEmpty());
                    }
                }
                test::settleLayouts();
                for (const QString &p : test::layoutProblems(&wizard))
                    problems << QStringLiteral("%1 %2×%3 page %4: ").arg(language).arg(size.width()).arg(size.height()).arg(page) + p;
                if (page == 4) { // hardware, budget and payment
                    for (const char *path : { "constraints.budget_cny", "tco.discount_rate" }) {
                        auto *f = wizard.findChild<FieldEdit *>(QLatin1String(path));
                        f->setValue(QLatin1String(path) == QLatin1String("constraints.budget_cny") ? std::nullopt : std::optional(0.08));
                        Q_EMIT f->lineEdit()->textEdited(f->lineEdit()->text());
                    }
                }
                if (page < 5)
                    wizard.next();
            }
            QCOMPARE(wizard.currentId(), NewPlanWizard::ReviewPageId);
        }
    }
    applyLanguage(QStringLiteral("en"));
    for (const QString &p : std::as_const(problems))
        qWarning().noquote() << p;
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, listed above").arg(problems.size())));
}

void TestLayout::aPlanOpensAtItsTop()
{
    MainWindow w;
    w.resize(kSizes.constFirst());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(open(w, test::sampleName(QStringLiteral("70B"))));
    QScrollBar *results = w.dashboard()->scrollArea()->verticalScrollBar();
    QScrollBar *inputs = w.planEditor()->scrollArea()->verticalScrollBar();
    w.planTabs()->setCurrentWidget(w.planEditorHost());
    test::settleLayouts();
    QVERIFY(inputs->maximum() > 0);
    inputs->setValue(inputs->maximum());
    w.planTabs()->setCurrentWidget(w.dashboard());
    test::settleLayouts();
    QVERIFY(results->maximum() > 0);
    results->setValue(results->maximum());
    QVERIFY(results->value() > 0 && inputs->value() > 0);

    QVERIFY(open(w, test::sampleName(QStringLiteral("13B"))));
    test::settleLayouts();
    QCOMPARE(results->value(), 0);
    QCOMPARE(inputs->value(), 0);
}

void TestLayout::toolbarButtonsKeepTheirPlaces()
{
    for (const QString &language : kLanguages) {
        applyLanguage(language);
        MainWindow w;
        // No draft is written here: a draft left by a slow run (a loaded machine) would make the next
        // window ask to recover it, and that modal question would wait for an answer forever.
        w.setAutosaveDelay(24 * 3600 * 1000);
        w.resize(kSizes.constFirst());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(open(w, test::sampleName(QStringLiteral("13B"))));
        auto *bar = w.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        test::settleLayouts();
        const auto places = [&] {
            QList<QRect> rects;
            for (QAction *a : bar->actions()) {
                if (QWidget *b = bar->widgetForAction(a); b && b->isVisible())
                    rects << b->geometry();
            }
            return rects;
        };
        const QList<QRect> before = places();
        QVERIFY(before.size() >= 6);
        const QString step = QStringLiteral("Change the utilisation of the cluster to a much lower figure");
        w.document()->edit(step, [](Scenario &s) { s.tco.utilisation = 0.31; });
        test::settleLayouts();
        QCOMPARE(places(), before);
        // The step is still named, in the Edit menu and the button's tooltip.
        QVERIFY2(w.undoAction()->text().contains(step), qPrintable(w.undoAction()->text()));
        QVERIFY2(w.undoAction()->toolTip().contains(step), qPrintable(w.undoAction()->toolTip()));
        QVERIFY(!w.undoAction()->toolTip().contains(QLatin1Char('&')));
        w.document()->undoStack()->undo();
        test::settleLayouts();
        QCOMPARE(places(), before);
        w.document()->waitForReport();
    }
    applyLanguage(QStringLiteral("en"));
}

void TestLayout::demandMonthNumbersDoNotOverlap_data()
{
    QTest::addColumn<int>("months");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("everyMonth");
    QTest::addRow("12 months, wide") << 12 << 600 << true;
    QTest::addRow("36 months, a column at 1366 px") << 36 << 330 << false;
    QTest::addRow("36 months, wide") << 36 << 900 << false;
    QTest::addRow("60 months, narrow") << 60 << 300 << false;
}

void TestLayout::demandMonthNumbersDoNotOverlap()
{
    QFETCH(int, months);
    QFETCH(int, width);
    QFETCH(bool, everyMonth);
    const auto samples = sampleScenarios();
    QVERIFY(samples && !samples->isEmpty());
    Scenario s = samples->constFirst();
    s.tco.horizonMonths = months;
    s.tco.demand.monthly.clear();
    PlanDocument doc;
    doc.reset(s);
    DemandModel model(&doc);
    DemandBars bars(&model);
    bars.resize(width, 200);
    const int step = bars.labelStep();
    QVERIFY(step >= 1);
    if (everyMonth)
        QCOMPARE(step, 1);
    // Consecutive numbers written (months 1, 1 + step, ...) lie at least their own width apart.
    for (int m = step; m < months; m += step) {
        const int apart = bars.barSlot(m).center().x() - bars.barSlot(m - step).center().x();
        const int text = bars.fontMetrics().horizontalAdvance(QString::number(m + 1));
        QVERIFY2(apart >= text, qPrintable(QStringLiteral("months %1 and %2: %3 px apart, %4 px of text").arg(m - step + 1).arg(m + 1).arg(apart).arg(text)));
    }
    // And no coarser than needed: half the step would crowd them (unless it is already 1).
    if (step > 1) {
        const int finer = step == 12 ? 6 : step == 6 ? 3
            : step == 3                              ? 2
                                                     : 1;
        const double slot = double(bars.barSlot(1).center().x() - bars.barSlot(0).center().x());
        QVERIFY(slot * finer < bars.fontMetrics().horizontalAdvance(QString::number(months)) + bars.fontMetrics().averageCharWidth());
    }
    doc.waitForReport();
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
