// Inputs that never change by accident: the mouse wheel over a spin box, slider or combo box
// without focus changes nothing (the page scrolls instead), percentages are read as fractions
// ("70%" is 0.7) and a refused value says why, in full, where it was typed.
#include "app/gui/editor/editorpage.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/editor/pricesmodel.h"
#include "app/gui/editor/wheelguard.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/settings.h"
#include "app/gui/wizard/hardwarepage.h"
#include "app/gui/wizard/modelpage.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/gui/wizard/trainingpage.h"
#include "core/catalog/catalog.h"
#include "core/catalog/pricetexts.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"
#include "layoutcheck.h"

#include <QAbstractSlider>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSpontaneKeyEvent>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace cp;
using namespace cp::gui;

class TestInputGuard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void unfocusedInputIgnoresTheWheel_data();
    void unfocusedInputIgnoresTheWheel();
    void wheelOverAnInputScrollsTheInputsPage();
    void wizardAndPreferencesInputsAreGuarded();
    void percentagesAreFractions_data();
    void percentagesAreFractions();
    void negativePriceIsRefusedInline_data();
    void negativePriceIsRefusedInline();
    void refusedMonthIsExplainedInline();

private:
    QTemporaryDir m_dir;
    Scenario m_sample;
};

namespace {
/// One notch of the wheel, away from the user, over the middle of `w`; `spontaneous` makes it
/// arrive as from the mouse (QApplication then passes what a widget ignores to its parents).
void wheel(QWidget *w, bool spontaneous, int notches = -1)
{
    const QPointF at = QRectF(w->rect()).center();
    QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    if (spontaneous) {
        // As QTest delivers its mouse clicks: straight to notify(), which keeps the mark
        // (sendEvent() would clear it).
        QSpontaneKeyEvent::setSpontaneous(&event);
        qApp->notify(w, &event);
    } else {
        QApplication::sendEvent(w, &event);
    }
}

/// The value a wheel would change: a combo's index or a slider's position.
int valueOf(QWidget *w)
{
    if (auto *combo = qobject_cast<QComboBox *>(w))
        return combo->currentIndex();
    if (auto *slider = qobject_cast<QAbstractSlider *>(w))
        return slider->value();
    return -1;
}

/// What the wizard's pages say now (NewPlanWizard::scenario() also stamps the time).
Scenario draftOf(const NewPlanWizard &wizard)
{
    Scenario s;
    wizard.modelPage()->apply(s);
    wizard.trainingPage()->apply(s);
    wizard.hardwarePage()->apply(s);
    return s;
}

QWidget *input(PlanEditor &editor, const QString &kind, const QString &id)
{
    if (kind == QLatin1String("combo"))
        return editor.combo(id);
    return editor.slider(id) ? editor.slider(id)->slider() : nullptr;
}

} // namespace

void TestInputGuard::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto samples = sampleScenarios();
    QVERIFY(samples && !samples->isEmpty());
    for (const Scenario &s : *samples) {
        if (s.training.mode != QLatin1String("inference") && !s.hardware.accelerators.isEmpty()) {
            m_sample = s;
            break;
        }
    }
    QVERIFY(!m_sample.name.isEmpty());
    // The utilisation slider and the demand months count only for a plan that does not list its
    // work (issue 42): these tests type into them, so the plan is one without workloads.
    m_sample.workloads.clear();
}

void TestInputGuard::unfocusedInputIgnoresTheWheel_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("id");
    QTest::addRow("the sequence-parallel choice") << "combo"
                                                  << "hardware.layout.sequence_parallel";
    QTest::addRow("the payment choice") << "combo"
                                        << "constraints.pay";
    QTest::addRow("the PUE slider") << "slider"
                                    << "price.pue";
    QTest::addRow("the residual-value slider") << "slider"
                                               << "price.residual";
    QTest::addRow("the utilisation slider") << "slider"
                                            << "tco.utilisation";
}

void TestInputGuard::unfocusedInputIgnoresTheWheel()
{
    QFETCH(QString, kind);
    QFETCH(QString, id);
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.resize(1600, 1000);
    editor.show();
    QApplication::setActiveWindow(&editor);
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    QWidget *w = input(editor, kind, id);
    QVERIFY(w && w->isEnabled());
    // A wheel does not give it the focus (Qt::WheelFocus would, and then change it).
    QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
    QLineEdit *elsewhere = editor.field(QStringLiteral("training.seq_len"))->lineEdit();
    elsewhere->setFocus();
    QTRY_VERIFY(elsewhere->hasFocus());

    const int before = valueOf(w);
    wheel(w, false);
    wheel(w, true);
    QCOMPARE(valueOf(w), before);
    QVERIFY(!w->hasFocus());
    QVERIFY(!doc.isDirty());
    QCOMPARE(doc.undoStack()->count(), 0);

    // With the focus (a click or Tab), the same wheel changes it: the guard is what held it.
    w->setFocus();
    QTRY_VERIFY(w->hasFocus());
    wheel(w, true, -4); // a slider's 10 steps at most: 0.01 of utilisation or residual, 0.015 of PUE
    QVERIFY(valueOf(w) != before);
    QVERIFY(doc.undoStack()->count() > 0);
    doc.waitForReport();
}

void TestInputGuard::wheelOverAnInputScrollsTheInputsPage()
{
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.resize(1366, 500); // lower than the page, so it scrolls
    editor.show();
    QApplication::setActiveWindow(&editor);
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    test::settleLayouts();
    QScrollBar *bar = editor.scrollArea()->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    for (const QString &id : { QStringLiteral("hardware.layout.sequence_parallel"), QStringLiteral("price.pue") }) {
        QWidget *w = id.startsWith(QLatin1String("price."))
            ? static_cast<QWidget *>(editor.slider(id)->slider())
            : editor.combo(id);
        editor.scrollArea()->ensureWidgetVisible(w);
        test::settleLayouts();
        const int scrolled = bar->value();
        const bool up = scrolled > 0; // towards the end of the page that is left
        const int before = valueOf(w);
        wheel(w, true, up ? 1 : -1); // as the mouse sends it
        QVERIFY2(up ? bar->value() < scrolled : bar->value() > scrolled, qPrintable(id));
        QCOMPARE(valueOf(w), before);
        QVERIFY(!w->hasFocus());
    }
    QVERIFY(!doc.isDirty());
    QCOMPARE(doc.undoStack()->count(), 0);
    doc.waitForReport();
}

void TestInputGuard::wizardAndPreferencesInputsAreGuarded()
{
    NewPlanWizard wizard;
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    const QList<QComboBox *> combos = wizard.findChildren<QComboBox *>();
    QVERIFY(combos.size() >= 5);
    for (QComboBox *combo : combos) {
        QVERIFY(WheelGuard::guards(combo));
        QCOMPARE(combo->focusPolicy(), Qt::StrongFocus);
        const Scenario before = draftOf(wizard);
        const int index = combo->currentIndex();
        wheel(combo, true);
        QCOMPARE(combo->currentIndex(), index);
        QCOMPARE(draftOf(wizard), before);
    }
    PreferencesDialog preferences(QStringLiteral("en"), m_dir.filePath(QStringLiteral("library.sqlite")));
    preferences.show();
    QApplication::setActiveWindow(&preferences);
    QVERIFY(QTest::qWaitForWindowActive(&preferences));
    auto *language = preferences.findChild<QComboBox *>(QStringLiteral("preferencesLanguage"));
    QVERIFY(language);
    auto *path = preferences.findChild<QLineEdit *>(QStringLiteral("preferencesDatabase"));
    QVERIFY(path);
    path->setFocus(); // the dialog opens with the focus on the language: that one takes the wheel
    QTRY_VERIFY(!language->hasFocus());
    const int index = language->currentIndex();
    wheel(language, true, index == 0 ? -1 : 1);
    QCOMPARE(language->currentIndex(), index);
    QCOMPARE(preferences.language(), QStringLiteral("en"));
    // A scroll bar is no input: it keeps the wheel.
    QScrollBar bar(Qt::Vertical);
    QVERIFY(!WheelGuard::guards(&bar));
    QSpinBox spin;
    QVERIFY(WheelGuard::guards(&spin));
}

void TestInputGuard::percentagesAreFractions_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("expected");
    // 45% = 45 / 100 = 0.45; 12.5% = 0.125; a fraction stays a fraction (the sample has 0.7 and 0.08).
    QTest::addRow("utilisation 45%%") << "tco.utilisation"
                                      << "45%" << 0.45;
    QTest::addRow("utilisation 45 %%") << "tco.utilisation"
                                       << "45 %" << 0.45;
    QTest::addRow("utilisation 0.45") << "tco.utilisation"
                                      << "0.45" << 0.45;
    QTest::addRow("discount rate 12.5%%") << "tco.discount_rate"
                                          << "12.5%" << 0.125;
}

void TestInputGuard::percentagesAreFractions()
{
    QFETCH(QString, path);
    QFETCH(QString, text);
    QFETCH(double, expected);
    // In the editor: the field (the utilisation slider's box, or a plain field) applies the fraction.
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    FieldEdit *f = editor.slider(path) ? editor.slider(path)->box() : editor.field(path);
    QVERIFY(f);
    f->lineEdit()->setText(text);
    Q_EMIT f->lineEdit()->textEdited(text);
    QVERIFY2(f->isValid(), qPrintable(f->errorText()));
    Q_EMIT f->lineEdit()->editingFinished();
    const double applied = path == QLatin1String("tco.utilisation") ? doc.scenario().tco.utilisation
                                                                    : doc.scenario().tco.discountRate;
    QCOMPARE(applied, expected);
    QVERIFY(doc.isDirty());
    doc.waitForReport();

    // In the wizard, whose hint reads "0.08 = 8 %": the same text is accepted and written. It
    // asks for the work, not a utilisation (issue 42).
    if (path == QLatin1String("tco.utilisation"))
        return;
    NewPlanWizard wizard;
    auto *w = wizard.findChild<FieldEdit *>(path);
    QVERIFY(w);
    w->lineEdit()->setText(text);
    Q_EMIT w->lineEdit()->textEdited(text);
    QVERIFY2(w->isValid(), qPrintable(w->errorText()));
    const Scenario draft = draftOf(wizard);
    QCOMPARE(path == QLatin1String("tco.utilisation") ? draft.tco.utilisation
                                                      : draft.tco.discountRate,
        expected);
}

void TestInputGuard::negativePriceIsRefusedInline_data()
{
    QTest::addColumn<QString>("text");
    QTest::addRow("a hyphen-minus") << "-5";
    QTest::addRow("the typographic minus") << "−5";
}

void TestInputGuard::negativePriceIsRefusedInline()
{
    QFETCH(QString, text);
    PlanDocument doc;
    doc.reset(m_sample);
    QVERIFY(!doc.scenario().prices.isEmpty());
    PlanEditor editor(&doc);
    editor.resize(1366, 768);
    editor.show();
    QApplication::setActiveWindow(&editor);
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    auto *view = editor.findChild<QTableView *>(QStringLiteral("pricesTable"));
    QVERIFY(view);
    const QModelIndex cell = view->model()->index(0, PricesModel::Value);
    const std::optional<double> old = doc.scenario().prices.constFirst().value;
    // Typed into the table's cell, as a person does: the cell's editor takes any text.
    editor.scrollArea()->ensureWidgetVisible(view);
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto *cellEditor = view->findChild<QLineEdit *>(QStringLiteral("numberEditor"));
    QVERIFY(cellEditor);
    cellEditor->setText(text);
    QTest::keyClick(cellEditor, Qt::Key_Return);
    QCoreApplication::processEvents(); // the delegate commits the cell queued

    QCOMPARE(doc.scenario().prices.constFirst().value, old);
    QVERIFY(!doc.isDirty());
    // Said inline, in full: the price's name, and the rule with its range.
    auto *inlineMessage = editor.findChild<QLabel *>(QStringLiteral("pricesRefused"));
    QVERIFY(inlineMessage);
    QVERIFY(inlineMessage->isVisible());
    const QString rule = fieldRule(QStringLiteral("prices[].value")).message();
    const PriceEntry *book = Catalog::builtIn().price(doc.scenario().prices.constFirst().key);
    const QString name = book && !book->item.isEmpty() ? priceItemText(book->item)
                                                       : doc.scenario().prices.constFirst().key;
    QVERIFY2(inlineMessage->text().contains(rule), qPrintable(inlineMessage->text()));
    QVERIFY2(inlineMessage->text().contains(name), qPrintable(inlineMessage->text()));
    test::settleLayouts();
    QVERIFY(inlineMessage->wordWrap());
    QVERIFY(inlineMessage->height() >= inlineMessage->heightForWidth(inlineMessage->width()));
    QVERIFY(editor.messageBar()->isVisible());
    QCOMPARE(editor.messageBar()->kind(), MessageBar::Kind::Error);
    QVERIFY(editor.messageBar()->text().contains(rule));

    // The slider's box for a price says it too, under the box.
    FieldEdit *box = editor.slider(QStringLiteral("price.tariff"))->box();
    box->lineEdit()->setText(text);
    Q_EMIT box->lineEdit()->textEdited(text);
    QVERIFY(!box->isValid());
    QCOMPARE(box->errorText(), rule);

    // The next accepted change clears the inline message.
    doc.edit(QStringLiteral("Change utilisation"), [](Scenario &s) { s.tco.utilisation = 0.5; });
    QVERIFY(!inlineMessage->isVisible());
    doc.waitForReport();
}

void TestInputGuard::refusedMonthIsExplainedInline()
{
    PlanDocument doc;
    doc.reset(m_sample);
    PlanEditor editor(&doc);
    editor.show();
    auto *view = editor.findChild<QTableView *>(QStringLiteral("demandTable"));
    QVERIFY(view);
    QVERIFY(!view->model()->setData(view->model()->index(2, 1), QStringLiteral("-5")));
    auto *inlineMessage = editor.findChild<QLabel *>(QStringLiteral("demandRefused"));
    QVERIFY(inlineMessage && inlineMessage->isVisible());
    QVERIFY2(inlineMessage->text().contains(fieldRule(QStringLiteral("tco.demand.monthly[]")).message()), qPrintable(inlineMessage->text()));
    QVERIFY2(inlineMessage->text().contains(QStringLiteral("Month 3")), qPrintable(inlineMessage->text()));
    QVERIFY(!doc.isDirty());
    doc.waitForReport();
}

QTEST_MAIN(TestInputGuard)
#include "tst_inputguard.moc"
