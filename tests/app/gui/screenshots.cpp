// The screenshot writer: not a test (CTest does not run it), built with the tests. It writes the
// main window, the dashboard and the price book at 1600×1000, the new-plan wizard and the Inputs
// page at 1600×1000 and 1366×768, in English and Chinese, to CP_SCREENSHOT_DIR (resources/screenshots/ in the
// repository), and fails when that is not set:
//   CP_SCREENSHOT_DIR=resources/screenshots QT_QPA_PLATFORM=offscreen build/tests/app/gui/screenshots
// CP_SCREENSHOT_FULL=1 adds, for review and not committed, the whole dashboard and two messages.
// Qt Test's options apply, e.g. `screenshots mainWindowAndDashboard` writes only those.
#include "app/charts/theme.h"
#include "app/gui/accuracydialog.h"
#include "app/gui/chartpanel.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/conflictdialog.h"
#include "app/gui/dashboard.h"
#include "app/gui/dialogs.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/editor/pricebookdialog.h"
#include "app/gui/historydialog.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/messagebar.h"
#include "app/gui/pilotdialog.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/programmeview.h"
#include "app/gui/settings.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/i18n/i18n.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "guitest.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;

class Screenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mainWindowAndDashboard_data();
    void mainWindowAndDashboard();
    void wizardPages();
    void editorAndPriceBook();
    void teamLibraryDialogs();
    void accuracyDialog();
    void pilotDialog();
    void messagesForReview_data();
    void messagesForReview();
    void everySampleDashboardForReview_data();
    void everySampleDashboardForReview();
    void taxMoneyAndServing();
    void issue45Surfaces();
    void programmeDashboard();

private:
    QTemporaryDir m_dir;
    QString m_out;
};

namespace {

QLocale localeFor(const QString &lang);

// The interface, the locale and a library seeded in `lang`, as a user's first start seeds it
// (the samples' names and notes in that language), so no English sample name shows in zh_CN.
void showIn(const QString &lang, const QTemporaryDir &dir)
{
    applyLanguage(lang);
    QLocale::setDefault(localeFor(lang));
    Settings::instance().setDatabasePath(dir.filePath(QStringLiteral("library-%1.sqlite").arg(lang)));
}

} // namespace

void Screenshots::initTestCase()
{
    m_out = qEnvironmentVariable("CP_SCREENSHOT_DIR");
    QVERIFY2(!m_out.isEmpty(), "set CP_SCREENSHOT_DIR to the folder for the screenshots (resources/screenshots)");
    QVERIFY(QDir().mkpath(m_out));
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library.sqlite")));
}

void Screenshots::mainWindowAndDashboard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("English") << QStringLiteral("en");
    QTest::addRow("Chinese") << QStringLiteral("zh_CN");
}

void Screenshots::mainWindowAndDashboard()
{
    QFETCH(QString, language);
    showIn(language, m_dir);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString name = test::sampleName(QStringLiteral("70B"), SampleText::Translated);
    w.library()->selectName(name);
    QVERIFY(w.openScenario(name));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
    QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
    // The ranges beside the figures, the verdict's probabilities and the TCO chart's bands.
    QTRY_VERIFY_WITH_TIMEOUT(w.document()->ranges().has_value(), 120000);
    QVERIFY(!w.dashboard()->probabilityText().isEmpty());
    QTest::qWait(200);

    const QImage main = w.grab().toImage();
    QVERIFY(main.save(QDir(m_out).filePath(QStringLiteral("main-%1.png").arg(language))));

    QScrollArea *scroll = w.dashboard()->scrollArea();
    const QWidget *charts = w.dashboard()->findChild<QWidget *>(QStringLiteral("chart_memory"));
    scroll->verticalScrollBar()->setValue(charts->mapTo(scroll->widget(), QPoint(0, 0)).y() - 40);
    QTest::qWait(100);
    const QImage dashboard = w.grab().toImage();
    QVERIFY(dashboard.save(QDir(m_out).filePath(QStringLiteral("dashboard-%1.png").arg(language))));
    const QWidget *tco = w.dashboard()->findChild<QWidget *>(QStringLiteral("chart_tco"));
    QVERIFY(w.dashboard()->chart(QStringLiteral("tco"))->bandsDrawn() > 0);
    scroll->verticalScrollBar()->setValue(tco->mapTo(scroll->widget(), QPoint(0, 0)).y() - 40);
    QTest::qWait(100);
    QVERIFY(w.grab().toImage().save(QDir(m_out).filePath(QStringLiteral("dashboard-ranges-%1.png").arg(language))));
    if (qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL")) // for review: the whole dashboard, not committed
        w.dashboard()->scrollArea()->widget()->grab().save(QDir(m_out).filePath(QStringLiteral("full-%1.png").arg(language)));
    showIn(QStringLiteral("en"), m_dir);
}

void Screenshots::messagesForReview_data() { mainWindowAndDashboard_data(); }

void Screenshots::everySampleDashboardForReview_data() { mainWindowAndDashboard_data(); }

// For review, not committed (CP_SCREENSHOT_FULL): the whole dashboard of every sample.
void Screenshots::everySampleDashboardForReview()
{
    if (!qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL"))
        QSKIP("review screenshots need CP_SCREENSHOT_FULL=1");
    QFETCH(QString, language);
    applyLanguage(language);
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int n = 0;
    for (const Scenario &s : *samples) {
        ++n;
        w.library()->selectName(s.name);
        QVERIFY(w.openScenario(s.name));
        QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
        QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
        QTest::qWait(200);
        // In parts of at most 1,400 px, each readable at full size.
        const QImage whole = w.dashboard()->scrollArea()->widget()->grab().toImage();
        for (int top = 0, part = 1; top < whole.height(); top += 1400, ++part)
            QVERIFY(whole.copy(0, top, whole.width(), std::min(1400, whole.height() - top))
                        .save(QDir(m_out).filePath(QStringLiteral("sample-%1-%2-%3.png").arg(n).arg(language).arg(part))));
    }
    applyLanguage(QStringLiteral("en"));
}

namespace {

QLocale localeFor(const QString &lang)
{
    return lang == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(QLocale::Chinese, QLocale::China);
}

} // namespace

// The sizes the layout is checked at (tst_layout): a 1366×768 laptop and a 1600×1000 desktop.
// The 1600×1000 files keep their plain names; the smaller ones end in -1366x768.
namespace {
const QList<QSize> kSizes { QSize(1600, 1000), QSize(1366, 768) };
QString sizeSuffix(const QSize &size)
{
    return size == kSizes.constFirst() ? QString() : QStringLiteral("-%1x%2").arg(size.width()).arg(size.height());
}
} // namespace

// The five pages of the new-plan wizard (wizard-N-LANG[-1366x768].png; page 3 asks about the
// work); with CP_SCREENSHOT_FULL also page 4 with refused values and their messages
// (review-wizard-errors-LANG…png).
void Screenshots::wizardPages()
{
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        cp::i18n::install(lang);
        QLocale::setDefault(localeFor(lang));
        QApplication::setFont(cp::charts::appFont(localeFor(lang), 14));
        for (const QSize &size : kSizes) {
            NewPlanWizard w;
            w.resize(size);
            w.show();
            for (int page = 1; page <= 5; ++page) {
                QCoreApplication::processEvents();
                QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("wizard-%1-%2%3.png").arg(page).arg(lang, sizeSuffix(size))), "PNG", 0));
                if (page == 4 && qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL")) {
                    for (const char *path : { "constraints.budget_cny", "tco.discount_rate" }) {
                        auto *f = w.findChild<FieldEdit *>(QLatin1String(path));
                        QVERIFY(f);
                        const QString old = f->lineEdit()->text();
                        f->lineEdit()->setText(QStringLiteral("-5"));
                        Q_EMIT f->lineEdit()->textEdited(f->lineEdit()->text());
                        f->setProperty("old", old);
                    }
                    QCoreApplication::processEvents();
                    QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("review-wizard-errors-%1%2.png").arg(lang, sizeSuffix(size))), "PNG", 0));
                    for (const char *path : { "constraints.budget_cny", "tco.discount_rate" }) {
                        auto *f = w.findChild<FieldEdit *>(QLatin1String(path));
                        f->lineEdit()->setText(f->property("old").toString());
                        Q_EMIT f->lineEdit()->textEdited(f->lineEdit()->text());
                    }
                }
                if (page < 5)
                    QTest::mouseClick(w.button(QWizard::NextButton), Qt::LeftButton);
            }
        }
    }
    applyLanguage(QStringLiteral("en"));
}

// The Inputs page of the main window with a training sample (editor-LANG[-1366x768].png) and the
// price book (pricebook-LANG.png); with CP_SCREENSHOT_FULL also the Results page at 1366×768.
void Screenshots::editorAndPriceBook()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    Scenario sample = samples->constFirst();
    for (const Scenario &s : *samples) {
        if (s.training.mode != QLatin1String("inference") && !s.hardware.accelerators.isEmpty()) {
            sample = s;
            break;
        }
    }
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(m_dir.filePath(QStringLiteral("editor.sqlite")), options);
    QVERIFY(store);
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        showIn(lang, m_dir);
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            const QString name = test::sampleName(QStringLiteral("7B"), SampleText::Translated);
            w.library()->selectName(name);
            QVERIFY(w.openScenario(name));
            QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
            QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
            for (const QSize &size : kSizes) {
                w.resize(size);
                w.planTabs()->setCurrentWidget(w.planEditorHost());
                QTest::qWait(100);
                QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("editor-%1%2.png").arg(lang, sizeSuffix(size))), "PNG", 0));
                if (qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL")) {
                    w.planTabs()->setCurrentWidget(w.dashboard());
                    QTest::qWait(100);
                    QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("review-results-%1%2.png").arg(lang, sizeSuffix(size))), "PNG", 0));
                }
            }
        }
        PriceBookDialog dialog(store->get());
        dialog.resize(1600, 1000);
        dialog.show();
        QCoreApplication::processEvents();
        QVERIFY(dialog.grab().save(QDir(m_out).filePath(QStringLiteral("pricebook-%1.png").arg(lang)), "PNG", 0));
    }
    applyLanguage(QStringLiteral("en"));
}

// Issue 42's views (tax-LANG[-1366x768].png: the editor's Tax group; money-LANG…: the dashboard's
// table of each way of paying, 16×H800 sample; serving-LANG…: the inference sample's dashboard
// with its serving money and latency). Run alone: `screenshots taxMoneyAndServing`.
void Screenshots::taxMoneyAndServing()
{
    const auto scrollTo = [](QScrollArea *scroll, const QWidget *target) {
        scroll->verticalScrollBar()->setValue(target->mapTo(scroll->widget(), QPoint(0, 0)).y() - 20);
        QTest::qWait(100);
    };
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        showIn(lang, m_dir);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString money = test::sampleName(QStringLiteral("16×H800"), SampleText::Translated);
        w.library()->selectName(money);
        QVERIFY(w.openScenario(money));
        QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
        QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
        for (const QSize &size : kSizes) {
            w.resize(size);
            w.planTabs()->setCurrentWidget(w.planEditorHost());
            QTest::qWait(100);
            auto *editor = w.findChild<PlanEditor *>();
            QVERIFY(editor);
            scrollTo(editor->scrollArea(), editor->findChild<QWidget *>(QStringLiteral("taxPage")));
            QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("tax-%1%2.png").arg(lang, sizeSuffix(size))), "PNG", 0));
            w.planTabs()->setCurrentWidget(w.dashboard());
            QTest::qWait(100);
            scrollTo(w.dashboard()->scrollArea(), w.dashboard()->findChild<QWidget *>(QStringLiteral("moneyBox")));
            QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("money-%1%2.png").arg(lang, sizeSuffix(size))), "PNG", 0));
        }
        const QString serving = test::sampleName(QStringLiteral("910B"), SampleText::Translated);
        w.library()->selectName(serving);
        QVERIFY(w.openScenario(serving));
        QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
        QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
        w.planTabs()->setCurrentWidget(w.dashboard());
        for (const QSize &size : kSizes) {
            w.resize(size);
            QTest::qWait(100);
            scrollTo(w.dashboard()->scrollArea(), w.dashboard()->card(QStringLiteral("inference_cards")));
            QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("serving-%1%2.png").arg(lang, sizeSuffix(size))), "PNG", 0));
        }
    }
    applyLanguage(QStringLiteral("en"));
}

// The team library's dialogs: a save conflict, a plan's history and Preferences
// (conflict-LANG.png, history-LANG.png, preferences-LANG.png).
void Screenshots::teamLibraryDialogs()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    auto store = Store::open(m_dir.filePath(QStringLiteral("team.sqlite")));
    QVERIFY(store);
    const Scenario base = samples->constFirst();
    Scenario theirs = base;
    theirs.training.seqLen = base.training.seqLen * 2;
    theirs.tags << QStringLiteral("finance-review");
    QVERIFY((*store)->save(theirs, QStringLiteral("Longer context, as agreed with finance")));
    Scenario mine = base;
    mine.tco.utilisation = 0.55;
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        cp::i18n::install(lang);
        QLocale::setDefault(localeFor(lang));
        QApplication::setFont(cp::charts::appFont(localeFor(lang), 14));
        ConflictInfo info;
        info.name = base.name;
        info.baseRevision = 1;
        info.theirRevision = 2;
        info.theirAuthor = QStringLiteral("ann");
        info.theirSavedAt = QDateTime(QDate(2026, 11, 30), QTime(16, 5), Qt::UTC);
        info.theirChanges = diffScenarios(base, theirs);
        info.myChanges = diffScenarios(base, mine);
        ConflictDialog conflict(info);
        conflict.show();
        QCoreApplication::processEvents();
        QVERIFY(conflict.grab().save(
            QDir(m_out).filePath(QStringLiteral("conflict-%1.png").arg(lang)), "PNG", 0));
        HistoryDialog history(store->get(), base.name);
        history.show();
        QCoreApplication::processEvents();
        QVERIFY(
            history.grab().save(QDir(m_out).filePath(QStringLiteral("history-%1.png").arg(lang)), "PNG", 0));
        PreferencesDialog preferences(lang, m_dir.filePath(QStringLiteral("library.sqlite")));
        preferences.setTeamLibrary(QStringLiteral("postgresql://ann@db.example.com:5432/plans"),
            QStringLiteral("verify-full"), true);
        preferences.setConnectionTest([](const QString &) -> Expected<QString> {
            return QCoreApplication::translate(
                "cp::gui::Session", "Connected: your role is %1; schema version %2.")
                .arg(QStringLiteral("editor"))
                .arg(Store::kSchemaVersion);
        });
        preferences.testConnection();
        preferences.show();
        QCoreApplication::processEvents();
        QVERIFY(preferences.grab().save(
            QDir(m_out).filePath(QStringLiteral("preferences-%1.png").arg(lang)), "PNG", 0));
    }
    applyLanguage(QStringLiteral("en"));
}

// Help → How accurate is this? with two pilot runs of the user's (accuracy-LANG.png).
void Screenshots::accuracyDialog()
{
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        applyLanguage(lang);
        AccuracyDialog dialog;
        dialog.setOwnPoints({ { QStringLiteral("throughput"), 2900, 3625, QStringLiteral("H800") },
            { QStringLiteral("memory"), 61.5, 58.0, QStringLiteral("H800") } });
        dialog.waitForTable();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(100);
        QVERIFY(dialog.plottedPoints() > 100);
        QCOMPARE(dialog.plottedOwnPoints(), 2);
        QVERIFY(dialog.grab().save(QDir(m_out).filePath(QStringLiteral("accuracy-%1.png").arg(lang)), "PNG", 0));
    }
    applyLanguage(QStringLiteral("en"));
}

// Tools → Calibrate from a Pilot Run… on the 70B sample: one stored point, torchtitan log lines
// pasted and read (pilot-LANG.png).
void Screenshots::pilotDialog()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    Scenario plan;
    for (const Scenario &s : *samples)
        if (s.name.contains(QStringLiteral("70B")))
            plan = s;
    QVERIFY(!plan.name.isEmpty());
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        applyLanguage(lang);
        StoreOptions options;
        options.seedSamples = false;
        auto store = Store::open(m_dir.filePath(QStringLiteral("pilot-%1.sqlite").arg(lang)), options);
        QVERIFY(store);
        std::optional<calibrate::PilotPoint> probe;
        {
            PilotDialog first(store->get(), plan);
            first.tokensEdit()->setText(QStringLiteral("1"));
            probe = first.currentPoint();
        }
        QVERIFY(probe);
        const double predicted = probe->predictedTokensPerS;
        // An earlier point, typed in: 15% below the prediction, memory 4% above.
        calibrate::PilotPoint earlier = *probe;
        earlier.measuredTokensPerS = 0.85 * predicted;
        earlier.measuredPeakGiB = 1.04 * probe->predictedPeakGiB;
        QVERIFY((*store)->addCalibration(earlier));
        QString log;
        for (int step = 10; step <= 80; step += 10)
            log += QStringLiteral("step: %1  loss: %2  grad_norm:  0.41  memory: %3GiB(%4%)  tps: %5  tflops: 312.5  mfu: 31.6%\n")
                       .arg(step)
                       .arg(2.1 - step * 0.001, 0, 'f', 4)
                       .arg(1.02 * probe->predictedPeakGiB, 0, 'f', 2)
                       .arg(1.02 * probe->predictedPeakGiB / 80 * 100, 0, 'f', 2)
                       .arg(QLocale(QLocale::English).toString(qRound(0.8 * predicted + step % 20)));
        PilotDialog dialog(store->get(), plan);
        dialog.logEdit()->setPlainText(log);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.readLog());
        QCOMPARE(dialog.pointsTable()->rowCount(), 1);
        QTest::qWait(100);
        QVERIFY(dialog.grab().save(QDir(m_out).filePath(QStringLiteral("pilot-%1.png").arg(lang)), "PNG", 0));
    }
    applyLanguage(QStringLiteral("en"));
}

// For review, not committed (CP_SCREENSHOT_FULL): the import-notes warning and the message for a
// file that is not a library, as a person sees them. Without CP_SCREENSHOT_FULL it writes nothing.
void Screenshots::messagesForReview()
{
    if (!qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL"))
        return;
    QFETCH(QString, language);
    applyLanguage(language);
    {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QJsonObject json = cplan::toJson(sampleScenarios()->constFirst());
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        training.remove(QStringLiteral("seq_len"));
        training.remove(QStringLiteral("precision"));
        json.insert(QStringLiteral("training"), training);
        json.insert(QStringLiteral("name"), QStringLiteral("Shared plan %1").arg(language));
        const QString file = m_dir.filePath(QStringLiteral("shared-%1.cplan").arg(language));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(json).toJson());
        f.close();
        QVERIFY(w.openFile(file));
        QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
        QVERIFY(w.messageBar()->isVisible());
        QTest::qWait(200);
        QVERIFY(w.grab().toImage().save(QDir(m_out).filePath(QStringLiteral("review-import-notes-%1.png").arg(language))));
    }
    {
        const QString foreign = m_dir.filePath(QStringLiteral("foreign-%1.sqlite").arg(language));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
            db.setDatabaseName(foreign);
            QVERIFY(db.open());
            QSqlQuery(db).exec(QStringLiteral("CREATE TABLE photos (id INTEGER)"));
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 2"));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
        const QString before = Settings::instance().databasePath();
        Settings::instance().setDatabasePath(foreign);
        dialogs::setNextAnswer(QMessageBox::Close);
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.messageBar()->isVisible());
        QTest::qWait(200);
        QVERIFY(w.grab().toImage().save(QDir(m_out).filePath(QStringLiteral("review-foreign-library-%1.png").arg(language))));
        Settings::instance().setDatabasePath(before);
    }
    applyLanguage(QStringLiteral("en"));
}

// Issue 45's review set (i45-...png): English at 1600×1000 and Chinese at 1366×768: the main
// window, the dashboard of each sample, Compare of three plans, the editor of the LoRA sample and
// of the serving sample.
void Screenshots::issue45Surfaces()
{
    const QList<std::pair<QString, QSize>> runs { { QStringLiteral("en"), QSize(1600, 1000) },
        { QStringLiteral("zh_CN"), QSize(1366, 768) } };
    for (const auto &[lang, size] : runs) {
        applyLanguage(lang);
        QLocale::setDefault(localeFor(lang));
        // A library seeded in the language shown, as a user's first start seeds it: the samples'
        // names and notes in that language.
        Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("i45-%1.sqlite").arg(lang)));
        const auto samples = sampleScenarios(SampleText::Translated);
        QVERIFY(samples && samples->size() >= 3);
        const QString tag = QStringLiteral("%1-%2x%3").arg(lang).arg(size.width()).arg(size.height());
        const auto save = [this, &tag](QWidget *widget, const QString &what) {
            QCoreApplication::processEvents();
            QVERIFY(widget->grab().save(QDir(m_out).filePath(QStringLiteral("i45-%1-%2.png").arg(what, tag)), "PNG", 0));
        };
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(100);
        save(&w, QStringLiteral("main"));
        int n = 0;
        for (const Scenario &sample : *samples) {
            ++n;
            w.library()->selectName(sample.name);
            QVERIFY(w.openScenario(sample.name));
            QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
            QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
            // The ranges beside the figures, as a user sees them once computed.
            QTRY_VERIFY_WITH_TIMEOUT(w.document()->ranges().has_value(), 120000);
            QTest::qWait(200);
            save(&w, QStringLiteral("dashboard-%1").arg(n));
            const QString mode = sample.training.mode;
            if (mode == QLatin1String("lora") || mode == QLatin1String("inference")) {
                w.planTabs()->setCurrentWidget(w.planEditorHost());
                QTest::qWait(100);
                save(&w, QStringLiteral("editor-%1").arg(mode == QLatin1String("lora") ? QStringLiteral("lora") : QStringLiteral("serving")));
                w.planTabs()->setCurrentIndex(0);
            }
        }
        w.showComparison({ samples->at(1).name, samples->at(0).name, samples->at(2).name });
        CompareView *view = w.compareView();
        QVERIFY(view);
        view->resize(size);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isComputing() && view->comparison().plans.size() == 3, 180000);
        QTest::qWait(200);
        save(view, QStringLiteral("compare"));
        view->close();
    }
    applyLanguage(QStringLiteral("en"));
}

// Issue 44: the programme sample's dashboard (i44-programme-<lang>.png, 1600×1000), opened from a
// library seeded in that language, scrolled to the programme's total, shares and first pools.
// CP_SCREENSHOT_FULL=1 adds the whole programme view for review.
void Screenshots::programmeDashboard()
{
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        applyLanguage(lang);
        QLocale::setDefault(localeFor(lang));
        Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("programme-%1.sqlite").arg(lang)));
        const auto samples = sampleScenarios(SampleText::Translated);
        QVERIFY(samples && !samples->isEmpty());
        const QString name = samples->constLast().name;
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.library()->selectName(name);
        QVERIFY(w.openScenario(name));
        QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
        QVERIFY(w.document()->report()->programme);
        QTest::qWait(300);
        QVERIFY(w.grab().save(QDir(m_out).filePath(QStringLiteral("i44-programme-%1.png").arg(lang)), "PNG", 0));
        if (qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL")) {
            QWidget *view = w.dashboard()->programmeView();
            QVERIFY(view->grab().save(QDir(m_out).filePath(QStringLiteral("i44-programme-full-%1.png").arg(lang)), "PNG", 0));
        }
    }
    applyLanguage(QStringLiteral("en"));
    QLocale::setDefault(localeFor(QStringLiteral("en")));
}

QTEST_MAIN(Screenshots)
#include "screenshots.moc"
