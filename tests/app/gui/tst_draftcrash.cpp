// Drafts (issue 45): an edit is written as a draft within half a second of settling, so a crash
// a second after the edit loses nothing. The crash is real: this suite starts itself as a child
// process (the GUI, offscreen), which edits a plan and reports it; the parent kills it with
// SIGKILL one second later and finds the edit in the library's drafts, then recovers it.
#include "app/gui/dialogs.h"
#include "app/gui/mainwindow.h"
#include "app/gui/plandocument.h"
#include "app/gui/settings.h"
#include "core/store/store.h"
#include "guitest.h"

#include <QEventLoop>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>

using namespace cp;
using namespace cp::gui;
using cp::gui::test::sampleName;

namespace {
constexpr int kDraftComputeTimeoutMs = 60000;
// Set in the child: the folder holding its settings and library.
const char *const kChildDirVariable = "CP_DRAFT_CHILD_DIR";
const char *const kEditedLine = "CP-DRAFT-CHILD-EDITED";
constexpr int kEditedGpus = 24; // the sample has 8
} // namespace

class TestDraftCrash : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void anEditSettlesIntoADraftWithinHalfASecond();
    void anEditKilledOneSecondLaterIsRecovered();

private:
    bool isChild() const { return qEnvironmentVariableIsSet(kChildDirVariable); }
    QTemporaryDir m_dir;
};

void TestDraftCrash::initTestCase()
{
    const QString folder = isChild() ? qEnvironmentVariable(kChildDirVariable) : m_dir.path();
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(QDir(folder).filePath(QStringLiteral("settings.ini")));
    Settings::instance().setDatabasePath(QDir(folder).filePath(QStringLiteral("library.sqlite")));
    applyLanguage(QStringLiteral("en"));
}

// In the child this is the app the parent kills: it edits, says so on stdout and waits.
void TestDraftCrash::anEditSettlesIntoADraftWithinHalfASecond()
{
    const QString name = sampleName(QStringLiteral("13B"));
    MainWindow w;
    QVERIFY2(w.autosaveDelay() <= 500, "a draft is written within 0.5 s of the latest edit");
    w.show();
    QVERIFY(w.openScenario(name));
    QTRY_VERIFY_WITH_TIMEOUT(!w.document()->isComputing() && w.document()->report(), kDraftComputeTimeoutMs);
    w.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = kEditedGpus; });
    const auto *timer = w.findChild<QTimer *>(QStringLiteral("autosaveTimer"));
    QVERIFY(timer && timer->isActive());
    if (isChild()) {
        std::fprintf(stdout, "%s\n", kEditedLine);
        std::fflush(stdout);
        QEventLoop untilKilled; // until the parent's SIGKILL (or a minute, if it never comes)
        QTimer::singleShot(60000, &untilKilled, &QEventLoop::quit);
        untilKilled.exec();
        QFAIL("the parent did not kill this child");
    }
    QTRY_COMPARE(w.store()->drafts()->size(), 1);
    QCOMPARE(w.store()->draft(name)->hardware.gpus, std::optional<int>(kEditedGpus));
    w.document()->waitForReport();
}

void TestDraftCrash::anEditKilledOneSecondLaterIsRecovered()
{
    if (isChild())
        return; // the child runs only the function above (the parent names it)
    QTemporaryDir childDir;
    QVERIFY(childDir.isValid());
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildDirVariable), childDir.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    // The runner's first argument names this suite; then the one test function the child runs.
    child.start(QCoreApplication::applicationFilePath(),
        { QStringLiteral("draftcrash"), QStringLiteral("anEditSettlesIntoADraftWithinHalfASecond") });
    QVERIFY(child.waitForStarted());
    QByteArray output;
    QTRY_VERIFY_WITH_TIMEOUT((output += child.readAll()).contains(kEditedLine)
            || child.state() == QProcess::NotRunning,
        2 * kDraftComputeTimeoutMs);
    QVERIFY2(output.contains(kEditedLine), output.constData());
    // The acceptance line's second: the edit is a second old when the app dies.
    QTest::qWait(1000);
    child.kill(); // SIGKILL: no close event, no flush, nothing saved on the way out
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    const QString library = childDir.filePath(QStringLiteral("library.sqlite"));
    const QString name = sampleName(QStringLiteral("13B"));
    {
        auto store = Store::open(library);
        QVERIFY(store);
        const auto draft = (*store)->draft(name);
        QVERIFY2(draft, qPrintable(joinErrors(draft.errors())));
        QCOMPARE(draft->hardware.gpus, std::optional<int>(kEditedGpus));
    }
    // The next start offers it, and Yes brings the edit back.
    Settings::instance().setDatabasePath(library);
    dialogs::setNextAnswer(QMessageBox::Yes);
    MainWindow w;
    w.show();
    QTRY_VERIFY(w.hasPlan());
    QCOMPARE(w.document()->scenario().name, name);
    QCOMPARE(w.document()->scenario().hardware.gpus, std::optional<int>(kEditedGpus));
    w.document()->waitForReport();
}

QTEST_MAIN(TestDraftCrash)
#include "tst_draftcrash.moc"
