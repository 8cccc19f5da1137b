// Writes the main window and the dashboard at 1600×1000 in English and Chinese when
// CP_SCREENSHOT_DIR is set (resources/screenshots/ in the repository); skipped otherwise.
#include "app/gui/dashboard.h"
#include "app/gui/dialogs.h"
#include "app/gui/messagebar.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "guitest.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <QDir>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;

class TestScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mainWindowAndDashboard_data();
    void mainWindowAndDashboard();
    void messagesForReview_data();
    void messagesForReview();

private:
    QTemporaryDir m_dir;
    QString m_out;
};

void TestScreenshots::initTestCase()
{
    m_out = qEnvironmentVariable("CP_SCREENSHOT_DIR");
    if (m_out.isEmpty())
        QSKIP("CP_SCREENSHOT_DIR is not set");
    QVERIFY(QDir().mkpath(m_out));
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library.sqlite")));
}

void TestScreenshots::mainWindowAndDashboard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("English") << QStringLiteral("en");
    QTest::addRow("Chinese") << QStringLiteral("zh_CN");
}

void TestScreenshots::mainWindowAndDashboard()
{
    QFETCH(QString, language);
    applyLanguage(language);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString name = test::sampleName(QStringLiteral("70B"));
    w.library()->selectName(name);
    QVERIFY(w.openScenario(name));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), 120000);
    QTRY_VERIFY(!w.dashboard()->isUpdatingCharts());
    QTest::qWait(200);

    const QImage main = w.grab().toImage();
    QVERIFY(main.save(QDir(m_out).filePath(QStringLiteral("main-%1.png").arg(language))));

    QScrollArea *scroll = w.dashboard()->scrollArea();
    const QWidget *charts = w.dashboard()->findChild<QWidget *>(QStringLiteral("chart_memory"));
    scroll->verticalScrollBar()->setValue(charts->mapTo(scroll->widget(), QPoint(0, 0)).y() - 40);
    QTest::qWait(100);
    const QImage dashboard = w.grab().toImage();
    QVERIFY(dashboard.save(QDir(m_out).filePath(QStringLiteral("dashboard-%1.png").arg(language))));
    if (qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL")) // for review: the whole dashboard, not committed
        w.dashboard()->scrollArea()->widget()->grab().save(QDir(m_out).filePath(QStringLiteral("full-%1.png").arg(language)));
    applyLanguage(QStringLiteral("en"));
}

void TestScreenshots::messagesForReview_data() { mainWindowAndDashboard_data(); }

// For review, not committed (CP_SCREENSHOT_FULL): the import-notes warning and the message for a
// file that is not a library, as a person sees them.
void TestScreenshots::messagesForReview()
{
    if (!qEnvironmentVariableIsSet("CP_SCREENSHOT_FULL"))
        QSKIP("CP_SCREENSHOT_FULL is not set");
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

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
