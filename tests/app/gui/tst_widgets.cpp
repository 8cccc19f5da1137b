#include "app/gui/chartpanel.h"
#include "app/gui/dialogs.h"
#include "app/gui/glossarydialog.h"
#include "app/gui/guidedialog.h"
#include "app/gui/messagebar.h"
#include "app/gui/settings.h"
#include "tests/app/charts/samplecharts.h"

#include <QImageReader>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChartView>

using namespace cp::gui;

class TestWidgets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void settingsKeepRecentNewestFirstAndCapped();
    void settingsPersistLanguage();
    void messageBarShowsKindAndHidesWhenEmpty();
    void chartPanelShowsPlaceholderForEmptySpec();
    void chartPanelExportsByQueuedFileName();
    void chartPanelRejectsUnknownSuffix();
    void glossaryCoversTheRequiredTerms_data();
    void glossaryCoversTheRequiredTerms();
    void glossaryFilter();
    void userGuideShowsTheWorkedExamples();

private:
    QTemporaryDir m_dir;
};

void TestWidgets::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestWidgets::settingsKeepRecentNewestFirstAndCapped()
{
    Settings &s = Settings::instance();
    for (int i = 0; i < 10; ++i)
        s.addRecentScenario(QStringLiteral("plan %1").arg(i));
    s.addRecentScenario(QStringLiteral("plan 5"));
    const QStringList recent = s.recentScenarios();
    QCOMPARE(recent.size(), 8);
    QCOMPARE(recent.constFirst(), QStringLiteral("plan 5"));
    QCOMPARE(recent.count(QStringLiteral("plan 5")), 1);
    QVERIFY(!recent.contains(QStringLiteral("plan 0")));
}

void TestWidgets::settingsPersistLanguage()
{
    Settings::instance().setLanguage(QStringLiteral("zh_CN"));
    Settings::instance().sync();
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini"))); // reload from disk
    QCOMPARE(Settings::instance().language(), QStringLiteral("zh_CN"));
}

void TestWidgets::messageBarShowsKindAndHidesWhenEmpty()
{
    MessageBar bar;
    bar.show();
    bar.showMessage(QStringLiteral("training.seq_len: must be 128–1,048,576"), MessageBar::Kind::Error);
    QVERIFY(bar.isVisible());
    QCOMPARE(bar.kind(), MessageBar::Kind::Error);
    QVERIFY(bar.text().contains(QStringLiteral("seq_len")));
    bar.showMessage(QString());
    QVERIFY(!bar.isVisible());
}

void TestWidgets::chartPanelShowsPlaceholderForEmptySpec()
{
    ChartPanel panel;
    panel.show();
    panel.setSpec(cp::chart::ChartSpec {});
    QVERIFY(!panel.view()->isVisible());
    panel.setSpec(sampleMemoryChart());
    QVERIFY(panel.view()->isVisible());
    QCOMPARE(panel.view()->chart()->series().size(), 2); // stacked bars + the card-memory line
}

void TestWidgets::chartPanelExportsByQueuedFileName()
{
    ChartPanel panel;
    panel.setSpec(sampleTcoChart(QStringLiteral("TCO")));
    QSignalSpy spy(&panel, &ChartPanel::message);
    const QString path = m_dir.filePath(QStringLiteral("tco.png"));
    dialogs::setNextFileName(path);
    const QList<QAction *> actions = panel.actions();
    QVERIFY(!actions.isEmpty());
    actions.constFirst()->trigger();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(1).toBool(), false);
    QCOMPARE(QImageReader(path).size(), QSize(1920, 1080));
}

void TestWidgets::chartPanelRejectsUnknownSuffix()
{
    ChartPanel panel;
    panel.setSpec(sampleTornado());
    const auto status = panel.exportTo(m_dir.filePath(QStringLiteral("x.bmp")), {});
    QVERIFY(!status);
    QVERIFY(status.error().message.contains(QStringLiteral(".png")));
}

void TestWidgets::glossaryCoversTheRequiredTerms_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("terms");
    QTest::addRow("Chinese terms of issue 13") << "zh_CN"
                                               << QString::fromUtf8("张量并行,流水线并行,数据并行,ZeRO,激活重计算,MFU,NVLink,InfiniBand,PUE,竞价实例,包年包月,智算中心,裸金属,残值,折旧,盈亏平衡,NPV,总拥有成本,按量付费").split(QLatin1Char(','));
    QTest::addRow("English terms") << "en"
                                   << QStringLiteral("Tensor parallelism,Pipeline parallelism,Data parallelism,ZeRO,recomputation,MFU,NVLink,InfiniBand,PUE,Spot,commitment,Intelligent-computing centre,Bare metal,Residual value,Depreciation,Break-even,NPV").split(QLatin1Char(','));
}

void TestWidgets::glossaryCoversTheRequiredTerms()
{
    QFETCH(QString, language);
    QFETCH(QStringList, terms);
    const QList<GlossaryEntry> entries = loadGlossary(language);
    QVERIFY(entries.size() >= 40);
    for (const QString &term : terms) {
        bool found = false;
        for (const GlossaryEntry &e : entries)
            found = found || e.term.contains(term, Qt::CaseInsensitive);
        QVERIFY2(found, qPrintable(term));
    }
    for (const GlossaryEntry &e : entries)
        QVERIFY2(!e.definition.isEmpty(), qPrintable(e.id));
}

void TestWidgets::glossaryFilter()
{
    GlossaryDialog dialog(QStringLiteral("zh_CN"));
    dialog.setFilter(QString::fromUtf8("残值"));
    QVERIFY(dialog.html().contains(QString::fromUtf8("残值")));
    QVERIFY(!dialog.html().contains(QString::fromUtf8("张量并行")));
}

void TestWidgets::userGuideShowsTheWorkedExamples()
{
    GuideDialog en(QStringLiteral("en"));
    QVERIFY(en.markdown().contains(QStringLiteral("## 7.")));
    GuideDialog zh(QStringLiteral("zh_CN"));
    QVERIFY(zh.markdown().contains(QString::fromUtf8("计算示例")));
}

QTEST_MAIN(TestWidgets)
#include "tst_widgets.moc"
