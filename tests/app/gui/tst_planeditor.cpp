#include "app/charts/theme.h"
#include "app/gui/editor/catalogdialog.h"
#include "app/gui/editor/demandmodel.h"
#include "app/gui/editor/editorpage.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/editor/pricebookdialog.h"
#include "app/gui/editor/pricesmodel.h"
#include "app/gui/editor/taxeditorpage.h"
#include "app/gui/editor/workloadsmodel.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "app/i18n/i18n.h"
#include "core/catalog/catalog.h"
#include "core/catalog/pricetexts.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"
#include "core/store/store.h"

#include <QAbstractItemModelTester>
#include <QAbstractSlider>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;

class TestPlanEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void editUndoRedoFollowsTheDocument();
    void tpotRowEditsTheScenario();
    void taxGroupPresetsSetTheIncomeTaxRate();
    void everyGroupHasItsOwnPlaceAtEveryWidth();
    void invalidValueIsShownAndNotApplied_data();
    void invalidValueIsShownAndNotApplied();
    void suffixesAndSeparatorsAreRead_data();
    void suffixesAndSeparatorsAreRead();
    void sliderDragIsOneUndoStep();
    void demandBarsAndTableEditMonths();
    void utilisationCountsOnlyWithoutWorkloads();
    void workloadsTableAddsEditsAndRefuses();
    void pricesModelMarksEditsConfirmed();
    void modelsPassTheModelTester();
    void priceBookCsvRoundTrip();
    void priceBookImportRefusesUnknownKeysAndFormulas();
    void priceBookShowsTiersAndOutOfOrderPrices();
    void catalogEditsAreStoredAndValidated();
    void catalogShowsSourceAsOfAndNotPublished();
    void changedPriceBookIsNoticedAndCanBeAdopted();

private:
    QTemporaryDir m_dir;
    Scenario m_sample; ///< without workloads: the older demand inputs these tests type into count
    Scenario m_withWork; ///< the sample as it is, listing its work
    std::unique_ptr<Store> m_store;
};

namespace {

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(edit, c.toLatin1());
        else // QTest maps only ASCII to keys; a CJK character arrives as text, as from an input method
            QTest::sendKeyEvent(QTest::Click, edit, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace

void TestPlanEditor::initTestCase()
{
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto samples = sampleScenarios();
    QVERIFY(samples && !samples->isEmpty());
    m_sample = samples->constFirst();
    for (const Scenario &s : *samples) {
        if (s.training.mode != QLatin1String("inference") && !s.hardware.accelerators.isEmpty()) {
            m_sample = s;
            break;
        }
    }
    m_withWork = m_sample;
    m_sample.workloads.clear();
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(m_dir.filePath(QStringLiteral("lib.sqlite")), options);
    QVERIFY(store);
    m_store = std::move(*store);
}

void TestPlanEditor::init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

// The Tax group: each preset button sets its rate (one undo step), shows its legal basis and is
// the one checked; the taxes switch, VAT payer and depreciation are the registry's fields.
// Every group stands in the editor's columns at every width: none is left out of the layout and
// drawn over another (the demand group once was, when the Tax group shifted the groups' indices).
void TestPlanEditor::everyGroupHasItsOwnPlaceAtEveryWidth()
{
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    const QList<EditorPage *> pages = editor.findChildren<EditorPage *>();
    QVERIFY(pages.size() >= 8);
    for (const int width : { 700, 1200, 2600 }) {
        editor.resize(width, 900);
        QCoreApplication::processEvents();
        for (qsizetype i = 0; i < pages.size(); ++i) {
            for (qsizetype j = i + 1; j < pages.size(); ++j)
                QVERIFY2(!pages.at(i)->geometry().intersects(pages.at(j)->geometry()),
                    qPrintable(QStringLiteral("%1 overlaps %2 at width %3").arg(pages.at(i)->title(), pages.at(j)->title()).arg(width)));
        }
    }
}

void TestPlanEditor::taxGroupPresetsSetTheIncomeTaxRate()
{
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    auto *page = editor.findChild<TaxEditorPage *>(QStringLiteral("taxPage"));
    QVERIFY(page);
    auto *basis = page->findChild<QLabel *>(QStringLiteral("taxRateBasis"));
    QVERIFY(basis);
    const struct {
        double rate;
        const char *law;
    } cases[] = { { 0.15, "Article 28" }, { 0.05, "No. 12 of 2023" }, { 0.25, "Article 4" } };
    int steps = doc.undoStack()->count();
    for (const auto &c : cases) {
        QPushButton *b = page->presetButton(c.rate);
        QVERIFY(b);
        QTest::mouseClick(b, Qt::LeftButton);
        QCOMPARE(doc.scenario().tco.tax.incomeTaxRate, c.rate);
        QCOMPARE(doc.undoStack()->count(), ++steps);
        QVERIFY(b->isChecked());
        QVERIFY2(basis->text().contains(QLatin1String(c.law)), qPrintable(basis->text()));
        for (const TaxEditorPage::RatePreset &p : TaxEditorPage::ratePresets())
            QCOMPARE(page->presetButton(p.rate)->isChecked(), p.rate == c.rate);
    }
    for (const char *path : { "tco.tax.enabled", "tco.tax.vat_payer", "tco.tax.depreciation" })
        QVERIFY2(editor.combo(QString::fromLatin1(path)), path);
    QVERIFY(editor.field(QStringLiteral("tco.tax.income_tax_rate")));
    QVERIFY(editor.field(QStringLiteral("tco.tax.purchase_year")));
    // A year reads as a year, without a group separator.
    QCOMPARE(editor.field(QStringLiteral("tco.tax.purchase_year"))->lineEdit()->text(), QString::number(doc.scenario().tco.tax.purchaseYear));
    // The VAT payer combo edits the scenario.
    QComboBox *payer = editor.combo(QStringLiteral("tco.tax.vat_payer"));
    payer->setCurrentIndex(payer->findData(QStringLiteral("small")));
    QCOMPARE(doc.scenario().tco.tax.vatPayer, QStringLiteral("small"));
}

void TestPlanEditor::editUndoRedoFollowsTheDocument()
{
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    FieldEdit *seq = editor.field(QStringLiteral("training.seq_len"));
    const int before = doc.scenario().training.seqLen;
    const int wanted = before == 8192 ? 16384 : 8192;
    typeInto(seq->lineEdit(), QString::number(wanted));
    QCOMPARE(doc.scenario().training.seqLen, wanted);
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isDirty());
    editor.setFocus();
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().training.seqLen, before);
    QCOMPARE(seq->value(), std::optional<double>(before));
    doc.undoStack()->redo();
    QCOMPARE(seq->value(), std::optional<double>(wanted));
    QCOMPARE(doc.undoStack()->count(), 1); // refreshing the editor did not push anything

    QComboBox *mode = editor.combo(QStringLiteral("training.mode"));
    mode->setCurrentIndex(mode->findData(QStringLiteral("lora")));
    QCOMPARE(doc.scenario().training.mode, QStringLiteral("lora"));
    doc.undoStack()->undo();
    QCOMPARE(mode->currentData().toString(), m_sample.training.mode);
    doc.waitForReport();
}

void TestPlanEditor::tpotRowEditsTheScenario()
{
    // inference.tpot_ms has a registry entry, a member and a bridge mapping, no editor code: the
    // Training page lists the registry's Inference group, so its row is there and edits the field.
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    FieldEdit *tpot = editor.field(QStringLiteral("inference.tpot_ms"));
    QVERIFY(tpot);
    QCOMPARE(tpot->value(), std::optional<double>(50));
    typeInto(tpot->lineEdit(), QStringLiteral("80"));
    QCOMPARE(doc.scenario().inference.tpotMs, 80.0);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.waitForReport();
}

void TestPlanEditor::invalidValueIsShownAndNotApplied_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("allowed"); // the field's range as the rule table documents it
    QTest::addRow("a sequence length below 128") << QStringLiteral("training.seq_len") << QStringLiteral("10") << QStringLiteral("128–1,048,576");
    QTest::addRow("a discount rate above one half") << QStringLiteral("tco.discount_rate") << QStringLiteral("0.9") << QStringLiteral("0–0.5");
    QTest::addRow("a horizon of 0 months") << QStringLiteral("tco.horizon_months") << QStringLiteral("0") << QStringLiteral("1–60");
    QTest::addRow("tensor parallel that is not a number") << QStringLiteral("hardware.layout.tp") << QStringLiteral("two") << QStringLiteral("1–64");
    // The same texts tests/app/cli/tst_cli_validation.cpp gives the CLI and the importer.
    QTest::addRow("a sequence length of 2M") << QStringLiteral("training.seq_len") << QStringLiteral("2M") << QStringLiteral("128–1,048,576");
    QTest::addRow("tensor parallel 128") << QStringLiteral("hardware.layout.tp") << QStringLiteral("128") << QStringLiteral("1–64");
    QTest::addRow("tensor parallel 1.5") << QStringLiteral("hardware.layout.tp") << QStringLiteral("1.5") << QStringLiteral("1–64");
    QTest::addRow("ZeRO stage 4") << QStringLiteral("hardware.layout.zero") << QStringLiteral("4") << QStringLiteral("0–3");
    QTest::addRow("a deadline of half a day") << QStringLiteral("constraints.deadline_days") << QStringLiteral("0.5") << QStringLiteral("1–3,650");
    QTest::addRow("a budget of 2000亿") << QStringLiteral("constraints.budget_cny") << QStringLiteral("2000亿") << QStringLiteral("1–100,000,000,000");
    QTest::addRow("a horizon of 61 months") << QStringLiteral("tco.horizon_months") << QStringLiteral("61") << QStringLiteral("1–60");
    QTest::addRow("2G GPU-hours a month") << QStringLiteral("tco.demand.monthly_gpu_hours") << QStringLiteral("2G") << QStringLiteral("0–1,000,000,000");
    QTest::addRow("a discount rate of nan") << QStringLiteral("tco.discount_rate") << QStringLiteral("nan") << QStringLiteral("0–0.5");
    QTest::addRow("200000 GPUs") << QStringLiteral("hardware.gpus") << QStringLiteral("200000") << QStringLiteral("1–100,000");
    // A field that only has a registry entry (issue 41): its row comes from the Inference group.
    QTest::addRow("a TPOT target of 0 ms") << QStringLiteral("inference.tpot_ms") << QStringLiteral("0") << QStringLiteral("0.1–60,000");
}

void TestPlanEditor::invalidValueIsShownAndNotApplied()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(QString, allowed);
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    FieldEdit *f = editor.field(path);
    QVERIFY(f);
    typeInto(f->lineEdit(), text);
    QVERIFY(!f->isValid());
    // the same complaint the CLI and the importer give for this text (core/scenario/validation.h)
    QCOMPARE(f->errorText(), readFieldNumber(path, text, QLocale()).error);
    QVERIFY2(f->errorText().contains(allowed), qPrintable(f->errorText()));
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.scenario(), m_sample);
    QVERIFY(editor.messageBar()->isVisible());
    QVERIFY(validateScenario(doc.scenario(), Catalog::builtIn()).isEmpty());
    doc.waitForReport();
}

void TestPlanEditor::suffixesAndSeparatorsAreRead_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    QTest::addRow("k for thousand") << QStringLiteral("training.seq_len") << QStringLiteral("32k") << 32000.0;
    QTest::addRow("万 for ten thousand") << QStringLiteral("constraints.budget_cny") << QStringLiteral("55万") << 550000.0;
    QTest::addRow("亿 for a hundred million") << QStringLiteral("constraints.budget_cny") << QStringLiteral("1.5亿") << 1.5e8;
    QTest::addRow("group separators") << QStringLiteral("tco.demand.monthly_gpu_hours") << QStringLiteral("12,345") << 12345.0;
}

void TestPlanEditor::suffixesAndSeparatorsAreRead()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(double, expected);
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    FieldEdit *f = editor.field(path);
    QVERIFY(f);
    QVERIFY(f->isEnabled());
    typeInto(f->lineEdit(), text);
    QVERIFY2(f->isValid(), qPrintable(f->errorText()));
    QCOMPARE(f->value(), std::optional(expected));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.waitForReport();
}

void TestPlanEditor::sliderDragIsOneUndoStep()
{
    PlanDocument doc;
    doc.reset(m_sample); // a plan without workloads: the utilisation slider counts
    PlanEditor editor(&doc);
    editor.show();
    QAbstractSlider *slider = editor.slider(QStringLiteral("tco.utilisation"))->slider();
    slider->setSliderDown(true);
    for (int i = 1; i <= 10; ++i)
        slider->setValue(100 + 50 * i);
    slider->setSliderDown(false);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().tco.utilisation, 0.6);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().tco.utilisation, m_sample.tco.utilisation);

    slider->setSliderDown(true);
    slider->setValue(900);
    slider->setSliderDown(false);
    slider->setSliderDown(true);
    slider->setValue(800);
    slider->setSliderDown(false);
    QCOMPARE(doc.undoStack()->count(), 2); // two drags, two steps

    QAbstractSlider *tariff = editor.slider(QStringLiteral("price.tariff"))->slider();
    tariff->setSliderDown(true);
    for (int i = 1; i <= 10; ++i)
        tariff->setValue(500 - 10 * i);
    tariff->setSliderDown(false);
    QCOMPARE(doc.undoStack()->count(), 3);
    bool found = false;
    for (const PriceSnapshotEntry &p : doc.scenario().prices) {
        if (p.key == QLatin1String("power.tariff.zhejiang")) {
            found = true;
            QCOMPARE(p.value, std::optional<double>(0.8));
            QCOMPARE(p.confidence, userConfirmedConfidence());
        }
    }
    QVERIFY(found);
    doc.waitForReport();
}

void TestPlanEditor::demandBarsAndTableEditMonths()
{
    PlanDocument doc;
    doc.reset(m_sample); // a plan without workloads: its months are edited directly
    PlanEditor editor(&doc);
    editor.resize(1600, 1000);
    editor.show();
    DemandModel *model = editor.demandModel();
    QCOMPARE(model->rowCount(), m_sample.tco.horizonMonths);
    QVERIFY(model->setData(model->index(2, DemandModel::GpuHours), 1234.0));
    QCOMPARE(doc.scenario().tco.demand.monthly.value(2), 1234.0);
    QCOMPARE(doc.scenario().tco.demand.monthly.size(), m_sample.tco.horizonMonths);
    QVERIFY(!model->setData(model->index(2, DemandModel::GpuHours), -5.0));
    QVERIFY(!model->lastError().isEmpty());
    QCOMPARE(doc.undoStack()->count(), 1);

    DemandBars *bars = editor.demandBars();
    const QRect slot = bars->barSlot(4);
    const QPoint top(slot.center().x(), slot.top() + slot.height() / 4);
    QTest::mousePress(bars, Qt::LeftButton, {}, top);
    QTest::mouseMove(bars, QPoint(slot.center().x(), slot.top() + slot.height() / 2));
    QTest::mouseRelease(bars, Qt::LeftButton, {}, QPoint(slot.center().x(), slot.top() + slot.height() / 2));
    QCOMPARE(doc.undoStack()->count(), 2); // press and drag: one step
    QVERIFY(doc.scenario().tco.demand.monthly.value(4) > 0);
    doc.undoStack()->undo();
    QCOMPARE(model->index(4, DemandModel::GpuHours).data(Qt::EditRole).toDouble(), doc.scenario().tco.demand.monthly.value(4));
    doc.waitForReport();
}

void TestPlanEditor::utilisationCountsOnlyWithoutWorkloads()
{
    // Issue 42: the slider is never silently ignored. The sample lists its work (migrated other
    // work), so the slider is disabled and a label says why; the demand months are read-only.
    QVERIFY(!m_withWork.workloads.isEmpty());
    PlanDocument doc;
    doc.reset(m_withWork);
    PlanEditor editor(&doc);
    editor.resize(1600, 1000);
    editor.show();
    QVERIFY(!editor.slider(QStringLiteral("tco.utilisation"))->isEnabled());
    auto *why = editor.findChild<QLabel *>(QStringLiteral("utilisationUnused"));
    QVERIFY(why && why->isVisibleTo(&editor) && why->text().contains(QStringLiteral("does not count")));
    DemandModel *model = editor.demandModel();
    QVERIFY(!(model->flags(model->index(0, DemandModel::GpuHours)) & Qt::ItemIsEditable));
    QVERIFY(!model->setMonth(0, 5));
    QCOMPARE(doc.undoStack()->count(), 0);
    // Without workloads the slider counts again.
    doc.edit(QStringLiteral("no work"), [](Scenario &s) { s.workloads.clear(); });
    QVERIFY(editor.slider(QStringLiteral("tco.utilisation"))->isEnabled());
    QVERIFY(!why->isVisibleTo(&editor));
    doc.waitForReport();
}

void TestPlanEditor::workloadsTableAddsEditsAndRefuses()
{
    PlanDocument doc;
    Scenario s = m_sample;
    s.workloads.clear();
    doc.reset(s);
    PlanEditor editor(&doc);
    editor.show();
    auto *model = editor.findChild<WorkloadsModel *>();
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->addWorkload(QStringLiteral("serving"));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(doc.scenario().workloads.at(0).kind, QStringLiteral("serving"));
    int qps = -1;
    int gpuHours = -1;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (model->columnKey(c) == QLatin1String("qps"))
            qps = c;
        if (model->columnKey(c) == QLatin1String("gpu_hours_per_month"))
            gpuHours = c;
    }
    QVERIFY(qps >= 0 && gpuHours >= 0);
    QVERIFY(!(model->flags(model->index(0, gpuHours)) & Qt::ItemIsEditable)); // not a serving field
    QVERIFY(model->setData(model->index(0, qps), QStringLiteral("12")));
    QCOMPARE(doc.scenario().workloads.at(0).qps, 12.0);
    // A serving load of 0 requests per second is refused, saying what is allowed.
    QVERIFY(!model->setData(model->index(0, qps), QStringLiteral("0")));
    QVERIFY2(model->lastError().contains(QStringLiteral("more than 0")), qPrintable(model->lastError()));
    QCOMPARE(doc.scenario().workloads.at(0).qps, 12.0);
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().workloads.at(0).qps, 1.0);
    model->removeWorkload(0);
    QCOMPARE(model->rowCount(), 0);
    doc.waitForReport();
}

void TestPlanEditor::pricesModelMarksEditsConfirmed()
{
    PlanDocument doc;
    Scenario withAssumption = m_sample;
    QVERIFY(!withAssumption.prices.isEmpty());
    withAssumption.prices.last().confidence = QStringLiteral("assumption");
    doc.reset(withAssumption);
    PricesModel model(&doc);
    QVERIFY(model.rowCount() > 0);
    int assumptionRow = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (isAssumptionConfidence(doc.scenario().prices.at(r).confidence))
            assumptionRow = r;
    }
    QVERIFY(assumptionRow >= 0);
    QCOMPARE(model.index(assumptionRow, PricesModel::Badge).data().toString(), QStringLiteral("assumption"));
    QVERIFY(!model.setData(model.index(assumptionRow, PricesModel::Value), QStringLiteral("abc")));
    QVERIFY(model.lastError().contains(fieldRule(QStringLiteral("prices[].value")).message()));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(model.setData(model.index(assumptionRow, PricesModel::Value), 42.5));
    QCOMPARE(doc.scenario().prices.at(assumptionRow).value, std::optional<double>(42.5));
    QCOMPARE(model.index(assumptionRow, PricesModel::Badge).data().toString(), QStringLiteral("confirmed by you"));
    doc.undoStack()->undo();
    QCOMPARE(model.index(assumptionRow, PricesModel::Badge).data().toString(), QStringLiteral("assumption"));
    doc.waitForReport();
}

void TestPlanEditor::modelsPassTheModelTester()
{
    PlanDocument doc;
    doc.reset(m_sample);
    PricesModel prices(&doc);
    DemandModel demand(&doc);
    PriceBookModel book(m_store.get());
    CatalogModel catalog(m_store.get());
    QAbstractItemModelTester t1(&prices, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&demand, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&book, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
    doc.edit(QStringLiteral("horizon"), [](Scenario &s) { s.tco.horizonMonths = 12; });
    doc.edit(QStringLiteral("prices"), [](Scenario &s) { s.prices.removeLast(); });
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(book.setData(book.index(0, PriceBookModel::Value), 7.0));
    book.reload();
    QVERIFY(book.resetToDefaults());
    doc.waitForReport();
}

void TestPlanEditor::priceBookShowsTiersAndOutOfOrderPrices()
{
    PriceBookModel model(nullptr);
    int onDemand = -1;
    int lease = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QString key = model.index(r, PriceBookModel::Key).data(Qt::EditRole).toString();
        if (key == QLatin1String("cloud.h100-sxm-80gb.on_demand"))
            onDemand = r;
        if (key == QLatin1String("lease.bare_metal.h100-sxm-80gb.8gpu"))
            lease = r;
    }
    QVERIFY(onDemand >= 0 && lease >= 0);
    QVERIFY(model.violations().isEmpty());
    QVERIFY(!model.index(lease, PriceBookModel::Value).data(Qt::BackgroundRole).isValid());
    QCOMPARE(model.index(onDemand, PriceBookModel::Value).data(Qt::EditRole).toDouble(), 13.01);
    model.setTier(PriceTier::Low);
    QCOMPARE(model.index(onDemand, PriceBookModel::Value).data(Qt::EditRole).toDouble(), 8.28); // the cheapest seller
    model.setTier(PriceTier::Typical);

    // 80000 / (8 x 730) = 13.70 CNY per GPU-hour, above the monthly 13.01 x (1 - 0.05) = 12.36:
    // allowed, but both rows say why.
    QVERIFY(model.setData(model.index(lease, PriceBookModel::Value), 80000.0));
    const QString tip = model.index(lease, PriceBookModel::Value).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("13.70")) && tip.contains(QStringLiteral("12.36")), qPrintable(tip));
    QVERIFY(model.index(lease, PriceBookModel::Value).data(Qt::BackgroundRole).isValid());
    QVERIFY(!model.violationsFor(onDemand).isEmpty());
    QVERIFY(model.setData(model.index(lease, PriceBookModel::Value), 70000.0));
    QVERIFY(model.violations().isEmpty());
}

void TestPlanEditor::priceBookCsvRoundTrip()
{
    PriceBookModel model(m_store.get());
    QVERIFY(model.rowCount() > 0);
    const int row = 1;
    const QString key = model.index(row, PriceBookModel::Key).data().toString();
    QVERIFY(model.setData(model.index(row, PriceBookModel::Value), 123.25));
    QVERIFY(!model.setData(model.index(row, PriceBookModel::Value), 1e13));
    QVERIFY(!model.lastError().isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("prices.csv"));
    QVERIFY2(model.exportCsv(path), qPrintable(model.lastError()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    QVERIFY(bytes.contains("key,item,unit,value,currency,as_of,confidence,source"));
    file.close();

    QVERIFY(model.resetToDefaults());
    QVERIFY(model.index(row, PriceBookModel::Value).data(Qt::EditRole) != QVariant(123.25));
    QVERIFY2(model.importCsv(path), qPrintable(model.lastError()));
    QCOMPARE(model.index(row, PriceBookModel::Key).data().toString(), key);
    QCOMPARE(model.index(row, PriceBookModel::Value).data(Qt::EditRole).toDouble(), 123.25);
    const auto edits = m_store->priceEdits();
    QVERIFY(edits);
    QCOMPARE(edits->size(), 1);
    QCOMPARE(edits->constFirst().key, key);

    const QString bad = m_dir.filePath(QStringLiteral("bad.csv"));
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("key,value\ncloud.x,notanumber\n");
    out.close();
    QVERIFY(!model.importCsv(bad));
    QVERIFY(model.lastError().contains(QStringLiteral("line 2")));
    QVERIFY(model.resetToDefaults());
}

void TestPlanEditor::priceBookImportRefusesUnknownKeysAndFormulas()
{
    PriceBookModel model(m_store.get());
    const QString key = model.index(1, PriceBookModel::Key).data().toString();
    const auto refused = [&](const QByteArray &csv, const QString &expected) {
        const QString path = m_dir.filePath(QStringLiteral("import.csv"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        out.write(csv);
        out.close();
        if (model.importCsv(path))
            return false;
        if (!model.lastError().contains(expected)) {
            qWarning() << model.lastError();
            return false;
        }
        return m_store->priceEdits()->isEmpty();
    };
    QVERIFY(refused("key,value\nno.such.key,5\n", QStringLiteral("line 2, column key: unknown price key 'no.such.key'")));
    QVERIFY(refused("key,value,source\n" + key.toUtf8() + ",5,\"=HYPERLINK(\"\"http://x\"\")\"\n", QStringLiteral("line 2, column source")));
    QVERIFY(refused("key,value,colour\n" + key.toUtf8() + ",5,red\n", QStringLiteral("unknown column 'colour'")));

    // An export writes a formula cell as text: a leading quote, so a spreadsheet never runs it.
    const QString path = m_dir.filePath(QStringLiteral("formula.csv"));
    QVERIFY(writeCsvFile(path, { QStringLiteral("key"), QStringLiteral("source") }, { { key, QStringLiteral("=cmd|' /C calc'!A0") } }, nullptr));
    QFile in(path);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    QVERIFY2(bytes.contains("'=cmd"), bytes.constData());
}

void TestPlanEditor::catalogEditsAreStoredAndValidated()
{
    CatalogModel model(m_store.get());
    QVERIFY(model.rowCount() > 0);
    QVERIFY(!model.setData(model.index(0, CatalogModel::MemoryGB), -1));
    QVERIFY(!model.setData(model.index(0, CatalogModel::GpusPerNode), 3.5));
    QVERIFY(model.setData(model.index(0, CatalogModel::MemoryGB), 96));
    const auto edits = m_store->catalogEdits();
    QVERIFY(edits);
    QCOMPARE(edits->size(), 1);
    QCOMPARE(edits->constFirst().field, QStringLiteral("memory_gb"));
    const QString path = m_dir.filePath(QStringLiteral("catalog.csv"));
    QVERIFY(model.exportCsv(path));
    QVERIFY(model.resetToDefaults());
    QVERIFY(m_store->catalogEdits()->isEmpty());
    QVERIFY2(model.importCsv(path), qPrintable(model.lastError()));
    QCOMPARE(model.index(0, CatalogModel::MemoryGB).data(Qt::EditRole).toString(), QStringLiteral("96"));
    QVERIFY(model.resetToDefaults());
}

// Issue 45: the catalog window names each row's source and the month it was checked; a figure the
// vendor does not publish reads "not published" with the reason, not a blank. The price book shows
// names, with the key in the name's tooltip and its column hidden.
void TestPlanEditor::catalogShowsSourceAsOfAndNotPublished()
{
    CatalogModel model(m_store.get());
    int ascend910c = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, CatalogModel::Id).data().toString() == QLatin1String("ascend-910c"))
            ascend910c = r;
        QVERIFY(!model.index(r, CatalogModel::Source).data().toString().isEmpty());
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d{2}")).match(model.index(r, CatalogModel::AsOf).data().toString()).hasMatch(),
            qPrintable(model.index(r, CatalogModel::Id).data().toString()));
    }
    QVERIFY(ascend910c >= 0);
    for (int column : { int(CatalogModel::TdpWatts), int(CatalogModel::ScaleUpBandwidth) }) {
        QCOMPARE(model.index(ascend910c, column).data().toString(), QStringLiteral("not published"));
        QVERIFY(model.index(ascend910c, column).data(Qt::EditRole).toString().isEmpty());
        QVERIFY(model.index(ascend910c, column).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Huawei")));
    }
    PriceBookModel book(nullptr);
    QVERIFY(book.rowCount() > 0);
    const QString key = book.index(0, PriceBookModel::Key).data().toString();
    QVERIFY(book.index(0, PriceBookModel::Item).data().toString() != key);
    QVERIFY(book.index(0, PriceBookModel::Item).data(Qt::ToolTipRole).toString().contains(key));
    PriceBookDialog dialog(m_store.get());
    QVERIFY(dialog.findChild<QTableView *>()->isColumnHidden(PriceBookModel::Key));
}

// After the price book changes, an open plan says which of its saved prices differ and, on
// request, adopts the current ones in one undoable step.
void TestPlanEditor::changedPriceBookIsNoticedAndCanBeAdopted()
{
    QVERIFY(!m_sample.prices.isEmpty());
    const PriceSnapshotEntry saved = m_sample.prices.constFirst();
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    auto *notice = editor.findChild<QLabel *>(QStringLiteral("priceChanges"));
    auto *adopt = editor.findChild<QPushButton *>(QStringLiteral("useCurrentPrices"));
    QVERIFY(notice && adopt);
    QVERIFY(!notice->isVisible());
    QVERIFY(!adopt->isVisible());

    Catalog edited = Catalog::shipped();
    PriceEntry e = *edited.price(saved.key);
    e.value = saved.value.value_or(1) * 1.25;
    e.source = QStringLiteral("new quote");
    edited.setPrice(e);
    Catalog::install(edited);
    editor.catalogChanged(); // as the main window does when the price book dialog closes
    QVERIFY(notice->isVisible());
    // The price by its name; its key only in the tooltip (issue 45).
    QVERIFY2(!notice->text().contains(saved.key), qPrintable(notice->text()));
    QVERIFY2(notice->text().contains(priceKeyName(saved.key, Catalog::builtIn())), qPrintable(notice->text()));
    QVERIFY2(notice->toolTip().contains(saved.key), qPrintable(notice->toolTip()));
    QVERIFY(notice->text().startsWith(QStringLiteral("1 price")));

    QTest::mouseClick(adopt, Qt::LeftButton);
    QCOMPARE(doc.scenario().prices.size(), m_sample.prices.size());
    QCOMPARE(doc.scenario().prices.constFirst().value, e.value);
    QCOMPARE(doc.scenario().prices.constFirst().source, QStringLiteral("new quote"));
    QVERIFY(!notice->isVisible());
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario(), m_sample);
    QVERIFY(notice->isVisible());
    Catalog::install(Catalog::shipped());
}

QTEST_MAIN(TestPlanEditor)
#include "tst_planeditor.moc"
