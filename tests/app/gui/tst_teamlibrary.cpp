// The team library in the GUI: no lost update (a save based on an older revision shows the
// conflict and each way on leaves the right revisions), a viewer's window with writing turned
// off, Preferences that never keep a password, working offline when the team server cannot be
// reached, copying plans between the libraries and the history. Two sessions on one SQLite file
// stand in for two people on one team library; the offline flow uses a port where nothing
// listens, and Session's team stand-in for a server that goes away and comes back.

#include "app/gui/conflictdialog.h"
#include "app/gui/dialogs.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/historydialog.h"
#include "app/gui/librarypanel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "app/gui/preferencesdialog.h"
#include "app/gui/session.h"
#include "app/gui/settings.h"
#include "core/store/store.h"
#include "guitest.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::gui;
using cp::gui::test::sampleName;

Q_DECLARE_METATYPE(cp::gui::ConflictChoice)

namespace {

// Nothing listens on port 1 of the loopback (a privileged port no test machine serves).
const QString kDeadTeam = QStringLiteral("postgresql://planner@127.0.0.1:1/plans");
// The address the stand-in answers for.
const QString kTeam = QStringLiteral("postgresql://planner@team.example:5432/plans");

QStringList paths(const QList<FieldChange> &changes)
{
    QStringList out;
    for (const FieldChange &c : changes)
        out << c.path;
    return out;
}

int newest(Store &store, const QString &name)
{
    const auto revisions = store.revisions(name);
    return revisions ? newestRevision(*revisions) : -1;
}

QStringList errorTexts(const QSignalSpy &spy)
{
    QStringList texts;
    for (const QList<QVariant> &args : spy) {
        if (args.at(1).toBool())
            texts << args.at(0).toString();
    }
    return texts;
}

} // namespace

class TestTeamLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void aSaveBasedOnAnOlderRevisionIsAConflict_data();
    void aSaveBasedOnAnOlderRevisionIsAConflict();
    void conflictDialogShowsBothSidesFieldByField();
    void viewerCannotSaveOrEdit();
    void preferencesNeverKeepAPassword();
    void connectionTestShowsTheError();
    void unreachableAtOpenWorksFromThePersonalLibrary();
    void unreachableAtSaveKeepsADraftUntilTheServerIsBack();
    void retryAfterSomeoneSavedMeanwhileIsAConflict();
    void copyToTheTeamLibraryKeepsEveryRevision();
    void historyShowsWhoAndWhenAndRestores();

private:
    QString personalPath() const { return Settings::instance().databasePath(); }
    /// A fresh SQLite file standing in for the team library, with the samples.
    QString makeTeamFile();
    void useStandIn(Session &session, const QString &teamFile);
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestTeamLibrary::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestTeamLibrary::init()
{
    ++m_counter;
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("personal-%1.sqlite").arg(m_counter)));
    Settings::instance().setUseTeamLibrary(false);
    Settings::instance().setTeamLibraryUri({});
    Settings::instance().setTeamSslMode({});
}

QString TestTeamLibrary::makeTeamFile()
{
    const QString file = m_dir.filePath(QStringLiteral("team-%1.sqlite").arg(m_counter));
    const auto store = Store::open(file);
    return store ? file : QString();
}

void TestTeamLibrary::useStandIn(Session &session, const QString &teamFile)
{
    session.setTeamStandInForTesting(
        [teamFile](const QString &, const StoreOptions &options) { return Store::open(teamFile, options); });
}

void TestTeamLibrary::aSaveBasedOnAnOlderRevisionIsAConflict_data()
{
    QTest::addColumn<ConflictChoice>("choice");
    QTest::addRow("keep mine as a new revision") << ConflictChoice::KeepMine;
    QTest::addRow("take theirs") << ConflictChoice::TakeTheirs;
    QTest::addRow("save as a copy") << ConflictChoice::SaveAsCopy;
    QTest::addRow("cancel") << ConflictChoice::Cancel;
}

void TestTeamLibrary::aSaveBasedOnAnOlderRevisionIsAConflict()
{
    QFETCH(ConflictChoice, choice);
    const QString name = sampleName(QStringLiteral("13B"));
    QVERIFY(!name.isEmpty());
    Session first;
    Session second;
    QVERIFY(first.openStore(personalPath()));
    QVERIFY(second.openStore(personalPath())); // the same library, as two people on one team library
    QVERIFY(first.openScenario(name));
    QVERIFY(second.openScenario(name));
    const int base = first.document()->revision();
    QVERIFY(base > 0);
    QCOMPARE(second.document()->revision(), base);
    const Scenario original = first.document()->scenario();

    const int theirSeqLen = original.training.seqLen * 2;
    first.document()->edit(
        QStringLiteral("seq"), [theirSeqLen](Scenario &s) { s.training.seqLen = theirSeqLen; });
    QVERIFY(first.save());
    QCOMPARE(first.document()->revision(), base + 1);

    const double myUtilisation = original.tco.utilisation == 0.55 ? 0.6 : 0.55;
    second.document()->edit(
        QStringLiteral("util"), [myUtilisation](Scenario &s) { s.tco.utilisation = myUtilisation; });
    dialogs::setNextConflictChoice(choice);
    const bool saved = second.save();

    // The dialog was shown with what each side changed since revision `base`, field by field.
    const ConflictInfo info = dialogs::lastConflict();
    QCOMPARE(info.name, name);
    QCOMPARE(info.baseRevision, base);
    QCOMPARE(info.theirRevision, base + 1);
    QCOMPARE(paths(info.theirChanges), QStringList { QStringLiteral("training.seq_len") });
    QCOMPARE(paths(info.myChanges), QStringList { QStringLiteral("tco.utilisation") });

    Store &store = *second.store();
    const Scenario theirs = *store.revision(name, base + 1);
    QCOMPARE(theirs.training.seqLen, theirSeqLen); // their revision is never overwritten
    switch (choice) {
    case ConflictChoice::KeepMine: {
        QVERIFY(saved);
        QCOMPARE(newest(store, name), base + 2);
        const Scenario mine = *store.revision(name, base + 2);
        QCOMPARE(mine.tco.utilisation, myUtilisation);
        QCOMPARE(mine.training.seqLen, original.training.seqLen); // mine as it was, not merged
        QCOMPARE(second.document()->revision(), base + 2);
        QVERIFY(!second.document()->isDirty());
        break;
    }
    case ConflictChoice::TakeTheirs:
        QVERIFY(saved);
        QCOMPARE(newest(store, name), base + 1);
        QCOMPARE(second.document()->revision(), base + 1);
        QCOMPARE(second.document()->scenario().training.seqLen, theirSeqLen);
        QCOMPARE(second.document()->scenario().tco.utilisation, original.tco.utilisation);
        QVERIFY(!second.document()->isDirty());
        break;
    case ConflictChoice::SaveAsCopy: {
        QVERIFY(saved);
        QCOMPARE(newest(store, name), base + 1);
        const QString copy = second.document()->scenario().name;
        QVERIFY(copy != name);
        QVERIFY(copy.startsWith(name));
        QCOMPARE(newest(store, copy), 1);
        QCOMPARE(store.load(copy)->tco.utilisation, myUtilisation);
        QCOMPARE(second.document()->revision(), 1);
        break;
    }
    case ConflictChoice::Cancel:
        QVERIFY(!saved);
        QCOMPARE(newest(store, name), base + 1);
        QVERIFY(second.document()->isDirty()); // nothing lost: the edits stay open
        QCOMPARE(second.document()->scenario().tco.utilisation, myUtilisation);
        break;
    }
}

void TestTeamLibrary::conflictDialogShowsBothSidesFieldByField()
{
    ConflictInfo info;
    info.name = QStringLiteral("Plan");
    info.baseRevision = 3;
    info.theirRevision = 4;
    info.theirAuthor = QStringLiteral("ann");
    info.theirChanges = { { QStringLiteral("training.seq_len"), QStringLiteral("Sequence length"),
                              QStringLiteral("4096"), QStringLiteral("8192") },
        { QStringLiteral("tags"), QStringLiteral("Tags"), QStringLiteral("—"), QStringLiteral("q3") } };
    info.myChanges = { { QStringLiteral("tco.utilisation"), QStringLiteral("Utilisation"),
        QStringLiteral("0.7"), QStringLiteral("0.55") } };
    ConflictDialog dialog(info);
    QCOMPARE(dialog.theirTable()->rowCount(), 2);
    QCOMPARE(dialog.theirTable()->item(0, 0)->text(), QStringLiteral("Sequence length"));
    QCOMPARE(dialog.theirTable()->item(0, 1)->text(), QStringLiteral("4096"));
    QCOMPARE(dialog.theirTable()->item(0, 2)->text(), QStringLiteral("8192"));
    QCOMPARE(dialog.myTable()->rowCount(), 1);
    QCOMPARE(dialog.myTable()->item(0, 2)->text(), QStringLiteral("0.55"));
    QVERIFY(dialog.findChild<QLabel *>(QString(), Qt::FindChildrenRecursively)); // the explanation
    bool namesAuthor = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        namesAuthor = namesAuthor || label->text().contains(QStringLiteral("ann"));
    QVERIFY(namesAuthor);
    dialog.takeTheirsButton()->click();
    QCOMPARE(dialog.choice(), ConflictChoice::TakeTheirs);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestTeamLibrary::viewerCannotSaveOrEdit()
{
    MainWindow w;
    const QString name = sampleName(QStringLiteral("13B"));
    QVERIFY(w.openScenario(name));
    QVERIFY(w.saveAction()->isEnabled());
    const int revisions = newest(*w.store(), name);

    w.session()->setRoleForTesting(QStringLiteral("viewer"));
    const QString reason = w.session()->readOnlyReason();
    QVERIFY(reason.contains(QStringLiteral("viewer")));
    for (QAction *a :
        { w.saveAction(), w.saveAsAction(), w.newAction(), w.openAction(), w.library()->deleteAction(),
            w.library()->renameAction(), w.library()->newAction(), w.library()->duplicateAction() }) {
        QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
    }
    QCOMPARE(w.saveAction()->toolTip(), reason);
    QVERIFY(!w.planEditor()->isEnabled());
    QCOMPARE(w.messageBar()->text(), reason); // the reason is shown, not only implied
    QVERIFY(w.exportAction()->isEnabled()); // a viewer reads, compares and exports
    QVERIFY(w.historyAction()->isEnabled());
    // A save that gets through anyway (a shortcut) is refused with the reason.
    w.document()->edit(QStringLiteral("util"), [](Scenario &s) { s.tco.utilisation = 0.42; });
    QVERIFY(!w.save());
    QCOMPARE(newest(*w.store(), name), revisions);

    w.session()->setRoleForTesting(QStringLiteral("editor"));
    QVERIFY(w.messageBar()->isHidden());
    QVERIFY(w.saveAction()->isEnabled());
    QVERIFY(w.planEditor()->isEnabled());
    QVERIFY(w.save());
    QCOMPARE(newest(*w.store(), name), revisions + 1);
}

void TestTeamLibrary::preferencesNeverKeepAPassword()
{
    MainWindow w;
    QVERIFY(!w.library()->copyAction()->isVisible()); // no team library set yet
    PreferencesDialog dialog(QStringLiteral("en"), personalPath());
    dialog.setTeamLibrary({}, {}, false);
    dialog.teamUriEdit()->setText(QStringLiteral("postgresql://ann:s3cret@db.example.com:5432/plans"));
    dialog.sslModeCombo()->setCurrentIndex(dialog.sslModeCombo()->findData(QStringLiteral("verify-full")));
    QCOMPARE(dialog.teamUri(), QStringLiteral("postgresql://ann@db.example.com:5432/plans"));
    w.applyPreferences(dialog); // the personal library stays open
    QCOMPARE(w.session()->address(), personalPath());
    Settings::instance().sync();
    QFile file(m_dir.filePath(QStringLiteral("settings.ini")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray ini = file.readAll();
    QVERIFY(!ini.contains("s3cret"));
    QVERIFY(ini.contains("ann@db.example.com"));
    QCOMPARE(Settings::instance().teamLibraryAddress(),
        QStringLiteral("postgresql://ann@db.example.com:5432/plans?sslmode=verify-full"));
    // A password put into the settings another way is dropped on the way in and out.
    Settings::instance().setTeamLibraryUri(QStringLiteral("postgresql://bob:hunter2@db.example.com/plans"));
    Settings::instance().sync();
    QVERIFY(file.seek(0));
    QVERIFY(!file.readAll().contains("hunter2"));
    QCOMPARE(Settings::instance().teamLibraryUri(), QStringLiteral("postgresql://bob@db.example.com/plans"));
    // The library panel offers copying to the team library once one is set.
    QVERIFY(w.library()->copyAction()->isVisible());
    QVERIFY(w.library()->copyAction()->text().contains(QStringLiteral("Team")));
}

void TestTeamLibrary::connectionTestShowsTheError()
{
    Session session;
    QVERIFY(session.openStore(personalPath()));
    PreferencesDialog dialog(QStringLiteral("en"), personalPath());
    dialog.setTeamLibrary(
        QStringLiteral("postgresql://planner:pw@127.0.0.1:1/plans"), QStringLiteral("disable"), true);
    QString asked;
    dialog.setConnectionTest([&](const QString &address) {
        asked = address;
        return session.testConnection(address);
    });
    dialog.testButton()->click();
    QCOMPARE(asked, QStringLiteral("postgresql://planner@127.0.0.1:1/plans?sslmode=disable")); // no password
    const QString shown = dialog.testResult()->text();
    QVERIFY(!shown.contains(QStringLiteral("pw@")));
    QVERIFY(shown.contains(QStringLiteral("PGPASSWORD"))); // the typed password is not used: said so
    const Expected<QString> direct = session.testConnection(asked);
    QVERIFY(!direct);
    QCOMPARE(kindOf(direct.errors()), ErrorKind::Unreachable);
    QVERIFY(shown.contains(joinErrors(direct.errors())));

    // Against a library that answers: the role and the schema version.
    const QString teamFile = makeTeamFile();
    QVERIFY(!teamFile.isEmpty());
    useStandIn(session, teamFile);
    dialog.testButton()->click();
    QVERIFY(dialog.testResult()->text().contains(session.testConnection(kTeam).value()));
    QVERIFY(dialog.testResult()->text().contains(QString::number(Store::kSchemaVersion)));
}

void TestTeamLibrary::unreachableAtOpenWorksFromThePersonalLibrary()
{
    Session session;
    QSignalSpy messages(&session, &Session::message);
    QVERIFY(session.openStore(kDeadTeam));
    QVERIFY(session.isOffline());
    QVERIFY(!session.hasPendingTeamSave());
    QVERIFY(!session.isTeamLibrary());
    QCOMPARE(session.store()->path(), personalPath());
    QVERIFY(errorTexts(messages).join(QLatin1Char('\n')).contains(QStringLiteral("cannot be reached")));
    QVERIFY(session.readOnlyReason().isEmpty()); // the personal library is fully usable
    // Still down: the retry says so and keeps the personal library open.
    messages.clear();
    QVERIFY(!session.retryTeamLibrary());
    QVERIFY(session.isOffline());
    QCOMPARE(session.store()->path(), personalPath());
    QVERIFY(errorTexts(messages).join(QLatin1Char('\n')).contains(QStringLiteral("cannot be reached")));
}

void TestTeamLibrary::unreachableAtSaveKeepsADraftUntilTheServerIsBack()
{
    const QString teamFile = makeTeamFile();
    QVERIFY(!teamFile.isEmpty());
    const QString name = sampleName(QStringLiteral("13B"));
    Session session;
    useStandIn(session, teamFile);
    QVERIFY(session.openStore(kTeam));
    QVERIFY(session.isTeamLibrary());
    QVERIFY(!session.isOffline());
    QVERIFY(session.openScenario(name));
    const int base = session.document()->revision();

    session.document()->edit(QStringLiteral("util"), [](Scenario &s) { s.tco.utilisation = 0.42; });
    session.setTeamServerDownForTesting(true);
    QSignalSpy messages(&session, &Session::message);
    QVERIFY(!session.save());
    QVERIFY(session.isOffline());
    QVERIFY(session.hasPendingTeamSave());
    QVERIFY(errorTexts(messages).join(QLatin1Char('\n')).contains(QStringLiteral("cannot be reached")));
    // The plan stays open and editable, kept as a draft in the personal library.
    QVERIFY(session.hasPlan());
    QVERIFY(session.document()->isDirty());
    session.document()->edit(QStringLiteral("seq"), [](Scenario &s) { s.training.seqLen = 2048; });
    QVERIFY(session.autosaveDraft());
    {
        const auto personal = Store::open(personalPath());
        QVERIFY(personal);
        const auto draft = (*personal)->draft(name);
        QVERIFY(draft);
        QCOMPARE(draft->tco.utilisation, 0.42);
        QCOMPARE(draft->training.seqLen, 2048);
    }
    // Saving again while the server is still down keeps it offline; nothing reached the team.
    QVERIFY(!session.save());
    QVERIFY(session.hasPendingTeamSave());
    QCOMPARE(newest(**Store::open(teamFile), name), base);

    session.setTeamServerDownForTesting(false);
    QVERIFY(session.retryTeamLibrary());
    QVERIFY(!session.isOffline());
    QVERIFY(session.isTeamLibrary());
    QVERIFY(!session.document()->isDirty());
    QCOMPARE(session.document()->revision(), base + 1);
    const auto team = Store::open(teamFile);
    QCOMPARE(newest(**team, name), base + 1);
    QCOMPARE((*team)->load(name)->tco.utilisation, 0.42);
    QCOMPARE((*team)->load(name)->training.seqLen, 2048);
    const auto personal = Store::open(personalPath());
    QVERIFY(!(*personal)->draft(name)); // the draft went once the team had the plan
}

void TestTeamLibrary::retryAfterSomeoneSavedMeanwhileIsAConflict()
{
    const QString teamFile = makeTeamFile();
    const QString name = sampleName(QStringLiteral("13B"));
    Session session;
    useStandIn(session, teamFile);
    QVERIFY(session.openStore(kTeam));
    QVERIFY(session.openScenario(name));
    const int base = session.document()->revision();
    session.document()->edit(QStringLiteral("util"), [](Scenario &s) { s.tco.utilisation = 0.42; });
    session.setTeamServerDownForTesting(true);
    QVERIFY(!session.save());
    {
        // A colleague saves while this session is offline.
        const auto team = Store::open(teamFile);
        Scenario theirs = *(*team)->load(name);
        theirs.training.seqLen = 2048;
        QCOMPARE((*team)->saveBasedOn(theirs, base).value(), base + 1);
    }
    session.setTeamServerDownForTesting(false);
    dialogs::setNextConflictChoice(ConflictChoice::KeepMine);
    QVERIFY(session.retryTeamLibrary());
    QCOMPARE(dialogs::lastConflict().theirRevision, base + 1);
    QCOMPARE(paths(dialogs::lastConflict().theirChanges), QStringList { QStringLiteral("training.seq_len") });
    const auto team = Store::open(teamFile);
    QCOMPARE(newest(**team, name), base + 2);
    QCOMPARE((*team)->load(name)->tco.utilisation, 0.42);
}

void TestTeamLibrary::copyToTheTeamLibraryKeepsEveryRevision()
{
    const QString teamFile = m_dir.filePath(QStringLiteral("empty-team-%1.sqlite").arg(m_counter));
    Settings::instance().setTeamLibraryUri(kTeam);
    const QString name = sampleName(QStringLiteral("13B"));
    Session session;
    useStandIn(session, teamFile);
    QVERIFY(session.openStore(personalPath()));
    QCOMPARE(session.otherLibrary(), kTeam);
    QVERIFY(session.openScenario(name));
    session.document()->edit(QStringLiteral("util"), [](Scenario &s) { s.tco.utilisation = 0.42; });
    QVERIFY(session.save());
    const auto mine = session.store()->revisions(name);
    QVERIFY(mine && mine->size() >= 2);

    dialogs::setNextAnswer(QMessageBox::Yes);
    QVERIFY(session.copyToOtherLibrary({ name }));
    QVERIFY(dialogs::lastQuestion().contains(QStringLiteral("team library")));
    const auto team = Store::open(teamFile, [] {
        StoreOptions o;
        o.seedSamples = false;
        return o;
    }());
    QVERIFY(team);
    const auto theirs = (*team)->revisions(name);
    QVERIFY(theirs);
    QCOMPARE(theirs->size(), mine->size());
    for (const RevisionInfo &r : *mine) {
        Scenario a = *session.store()->revision(name, r.number);
        Scenario b = *(*team)->revision(name, r.number);
        QCOMPARE(b.tco.utilisation, a.tco.utilisation);
        QCOMPARE(b.training.seqLen, a.training.seqLen);
    }
}

void TestTeamLibrary::historyShowsWhoAndWhenAndRestores()
{
    const QString name = sampleName(QStringLiteral("13B"));
    Session session;
    QVERIFY(session.openStore(personalPath()));
    QVERIFY(session.openScenario(name));
    const double before = session.document()->scenario().tco.utilisation;
    session.document()->edit(QStringLiteral("util"), [](Scenario &s) { s.tco.utilisation = 0.42; });
    QVERIFY(session.save());
    const auto revisions = *session.store()->revisions(name);
    const int count = int(revisions.size());

    HistoryDialog dialog(session.store(), name);
    QTableWidget *table = dialog.table();
    QCOMPARE(table->rowCount(), count);
    QCOMPARE(table->item(0, 0)->text(), QString::number(revisions.constLast().number)); // newest first
    const QString author = revisions.constLast().author;
    QCOMPARE(table->item(0, 2)->text(), author.isEmpty() ? QStringLiteral("—") : author);
    QVERIFY(!table->item(0, 1)->text().isEmpty()); // when
    QVERIFY(!dialog.restoreButton()->isEnabled());
    table->selectRow(count - 1); // revision 1
    QVERIFY(dialog.restoreButton()->isEnabled());
    QSignalSpy restored(&dialog, &HistoryDialog::restored);
    QVERIFY(dialog.restoreSelected());
    QCOMPARE(restored.size(), 1);
    QCOMPARE(newest(*session.store(), name), count + 1);
    QCOMPARE(session.store()->load(name)->tco.utilisation, before);
    QCOMPARE(table->rowCount(), count + 1);

    HistoryDialog viewer(session.store(), name, QStringLiteral("read only"));
    viewer.table()->selectRow(0);
    QVERIFY(!viewer.restoreButton()->isEnabled());
    QVERIFY(!viewer.restoreSelected());
    QCOMPARE(newest(*session.store(), name), count + 1);
}

QTEST_MAIN(TestTeamLibrary)
#include "tst_teamlibrary.moc"
