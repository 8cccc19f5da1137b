// Issue 23 in the app: the dashboard's P10-P50-P90 ranges and the verdict's probabilities, the
// plan document computing them off the GUI thread (and dropping them when the plan changes),
// the pilot-run calibration dialog and "How accurate is this?".
#include "app/gui/accuracydialog.h"
#include "app/gui/dashboard.h"
#include "app/gui/pilotdialog.h"
#include "app/gui/plandocument.h"
#include "core/calibrate/pilot.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QDate>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::gui;

namespace {

Scenario sample(const char *part)
{
    const auto samples = sampleScenarios();
    for (const Scenario &s : *samples)
        if (s.name.contains(QLatin1String(part)))
            return s;
    return {};
}

analysis::Kpi kpi(const char *id, const char *label, double value, const char *text)
{
    analysis::Kpi k;
    k.id = QLatin1String(id);
    k.label = QLatin1String(label);
    k.value = value;
    k.text = QLatin1String(text);
    return k;
}

} // namespace

class TestRanges : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void dashboardShowsRangesBesideTheFigures();
    void documentComputesRangesAndDropsThemOnAnEdit();
    void pilotDialogSavesAndRemovesAPoint();
    void accuracyDialogShowsTheCrossValidatedTable();
};

// A hand-made report and hand-made ranges: the card shows the quantiles in the KPI's unit, the
// headline stays the point figure, and the options' chances read most likely first.
void TestRanges::dashboardShowsRangesBesideTheFigures()
{
    analysis::PlanReport r;
    r.scenario.name = QStringLiteral("Hand-made");
    r.kpis = { kpi("gpu_hours", "GPU-hours", 2304, "2,304 GPU-h"), kpi("mfu", "MFU", 0.4, "40.0%") };
    tco::TcoResult t;
    tco::OptionResult onDemand;
    onDemand.id = QStringLiteral("on_demand");
    onDemand.name = QStringLiteral("Cloud on demand");
    tco::OptionResult build;
    build.id = QStringLiteral("build");
    build.name = QStringLiteral("Self-build");
    t.options = { build, onDemand };
    r.tco = t;
    uncertainty::Ranges ranges;
    ranges.samples = 1000;
    ranges.seed = 7;
    ranges.kpis = { { QStringLiteral("gpu_hours"), { 2000, 2300, 2900 } }, { QStringLiteral("mfu"), { 0.35, 0.40, 0.44 } } };
    ranges.options = { { QStringLiteral("build"), {}, {}, 0.38, {} }, { QStringLiteral("on_demand"), {}, {}, 0.62, {} } };

    Dashboard d;
    d.resize(1400, 900);
    d.setReport(r);
    d.setRangesComputing(true, 1000);
    QVERIFY(d.card(QStringLiteral("gpu_hours"))->rangeText().isEmpty());
    d.setRangesComputing(false);
    d.setRanges(ranges);
    QCOMPARE(d.card(QStringLiteral("gpu_hours"))->valueText(), QStringLiteral("2,304 GPU-h"));
    QCOMPARE(d.card(QStringLiteral("gpu_hours"))->rangeText(), QStringLiteral("P10 2,000 GPU-h · P50 2,300 GPU-h · P90 2,900 GPU-h"));
    QCOMPARE(d.card(QStringLiteral("mfu"))->rangeText(), QStringLiteral("P10 35.0% · P50 40.0% · P90 44.0%"));
    const QString chances = d.probabilityText();
    QVERIFY2(chances.contains(QStringLiteral("62%: Cloud on demand")) || chances.contains(QStringLiteral("62% of cases: Cloud on demand")), qPrintable(chances));
    QVERIFY2(chances.indexOf(QStringLiteral("Cloud on demand")) < chances.indexOf(QStringLiteral("Self-build")), qPrintable(chances));
    QVERIFY(chances.contains(QStringLiteral("38%")));
    // A new report: the old ranges do not describe it.
    d.setReport(r);
    QVERIFY(d.card(QStringLiteral("gpu_hours"))->rangeText().isEmpty());
    QVERIFY(d.probabilityText().isEmpty());
}

void TestRanges::documentComputesRangesAndDropsThemOnAnEdit()
{
    PlanDocument doc;
    doc.setRangeSettings({ 300, 42 });
    doc.reset(sample("rent vs lease"));
    doc.waitForRanges();
    QVERIFY2(doc.ranges().has_value(), qPrintable(doc.rangesProblem()));
    QVERIFY(!doc.ranges()->kpis.isEmpty());
    for (const auto &[name, q] : doc.ranges()->kpis) {
        QVERIFY2(q.p10 <= q.p50 && q.p50 <= q.p90, qPrintable(name));
    }
    double sum = 0;
    for (const uncertainty::OptionRange &o : doc.ranges()->options)
        sum += o.probabilityCheapest;
    QVERIFY(!doc.ranges()->options.isEmpty());
    QVERIFY(std::abs(sum - 1) < 1e-9);
    // An edit makes the ranges stale at once; they come back for the new state.
    doc.edit(QStringLiteral("utilisation"), [](Scenario &s) { s.tco.utilisation = 0.5; });
    QVERIFY(!doc.ranges().has_value());
    doc.waitForRanges();
    QVERIFY(doc.ranges().has_value());
}

void TestRanges::pilotDialogSavesAndRemovesAPoint()
{
    QTemporaryDir dir;
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(dir.filePath(QStringLiteral("pilot.sqlite")), options);
    QVERIFY(store);
    const Scenario plan = sample("70B");
    PilotDialog dialog(store->get(), plan);
    QVERIFY(!dialog.saveButton()->isEnabled());
    dialog.tokensEdit()->setText(QStringLiteral("1000"));
    const auto probe = dialog.currentPoint();
    QVERIFY(probe);
    QVERIFY(probe->predictedTokensPerS > 0);
    // A billion tokens/s per GPU implies an MFU far above any card's: refused, nothing stored.
    dialog.tokensEdit()->setText(QStringLiteral("1000000000"));
    QVERIFY(!dialog.savePoint());
    QVERIFY2(dialog.messageText().contains(QStringLiteral("implies MFU")), qPrintable(dialog.messageText()));
    QCOMPARE((*store)->calibrations()->size(), 0);
    // 20% below the prediction: the ratio is 0.8 by construction.
    dialog.tokensEdit()->setText(QLocale().toString(0.8 * probe->predictedTokensPerS, 'f', 3));
    QVERIFY2(dialog.comparisonText().contains(QStringLiteral("×0.800")), qPrintable(dialog.comparisonText()));
    dialog.peakEdit()->setText(QStringLiteral("-5"));
    QVERIFY(!dialog.savePoint());
    QVERIFY(!dialog.messageText().isEmpty());
    dialog.peakEdit()->clear();
    QVERIFY(dialog.savePoint());
    auto points = (*store)->calibrations();
    QVERIFY(points);
    QCOMPARE(points->size(), 1);
    QCOMPARE(points->constFirst().accelerator, probe->accelerator);
    QVERIFY(std::abs(calibrate::correctionFor(*points, probe->accelerator).throughputFactor - 0.8) < 1e-6);
    QCOMPARE(dialog.pointsTable()->rowCount(), 1);
    dialog.pointsTable()->selectRow(0);
    QVERIFY(dialog.removeSelected());
    QCOMPARE((*store)->calibrations()->size(), 0);
    QCOMPARE(dialog.pointsTable()->rowCount(), 0);
}

void TestRanges::accuracyDialogShowsTheCrossValidatedTable()
{
    AccuracyDialog dialog;
    dialog.waitForTable();
    QCOMPARE(dialog.familyTable()->rowCount(), 3);
    int n = 0;
    for (int row = 0; row < 3; ++row)
        n += dialog.familyTable()->item(row, 1)->text().remove(QLatin1Char(',')).toInt();
    int bySource = 0;
    for (int row = 0; row < dialog.sourceTable()->rowCount(); ++row)
        bySource += dialog.sourceTable()->item(row, 1)->text().remove(QLatin1Char(',')).toInt();
    // Every row is in one family and one source.
    QCOMPARE(bySource, n);
    QVERIFY(dialog.plottedPoints() > 0 && dialog.plottedPoints() <= n);
    QCOMPARE(dialog.plottedOwnPoints(), 0);
    // The honest columns (issue 47): first-contact medians where sources were scored at first
    // contact, and the cross-validated P10-P90 coverage that the ranges claim (75-85%).
    QTableWidget *families = dialog.familyTable();
    QCOMPARE(families->columnCount(), 8);
    QCOMPARE(families->horizontalHeaderItem(6)->text(), QStringLiteral("Median\nfirst contact"));
    QCOMPARE(families->horizontalHeaderItem(7)->text(), QStringLiteral("Inside\nP10–P90"));
    const auto percent = [](const QTableWidgetItem *item) {
        QString t = item->text();
        if (!t.endsWith(QLatin1Char('%')))
            return -1.0;
        t.chop(1);
        return t.toDouble();
    };
    for (int row = 0; row < 3; ++row) {
        const QString family = families->item(row, 0)->text();
        if (family == QStringLiteral("GPU-hours"))
            continue; // derived from throughput rows: no source of its own scored at first contact
        QVERIFY2(percent(families->item(row, 6)) >= 0, qPrintable(family + QStringLiteral(": no first-contact median")));
        const double coverage = percent(families->item(row, 7));
        QVERIFY2(coverage >= 75 && coverage <= 85, qPrintable(QStringLiteral("%1 coverage %2").arg(family).arg(coverage)));
    }
    QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("accuracyStatus"))->text().contains(QDate::currentDate().toString(Qt::ISODate)),
        "the table says when it was measured");
    dialog.setOwnPoints({ { QStringLiteral("throughput"), 900, 1000, QStringLiteral("H800") } });
    QCOMPARE(dialog.plottedOwnPoints(), 1);
}

QTEST_MAIN(TestRanges)
#include "tst_ranges.moc"
