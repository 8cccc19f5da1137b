// The session behind the main window, driven without any window: opening a library (and the ways
// out of a damaged one), crash drafts and their recovery, importing .cplan files, export by suffix.
// Questions are answered through the dialogs test hooks.

#include "app/gui/dialogs.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/plandocument.h"
#include "app/gui/session.h"
#include "app/gui/settings.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/samples.h"
#include "core/store/store.h"
#include "guitest.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace cp;
using namespace cp::gui;
using cp::gui::test::sampleName;

namespace {

QByteArray fileStart(const QString &path, int bytes)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(bytes) : QByteArray();
}

/// The texts of the message() signals recorded by spy, with isError as given.
QStringList messages(const QSignalSpy &spy, bool isError)
{
    QStringList texts;
    for (const QList<QVariant> &args : spy) {
        if (args.at(1).toBool() == isError)
            texts << args.at(0).toString();
    }
    return texts;
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void openStoreSeedsTheSamplesAndAnnouncesTheStore();
    void recoveryReopensThePlanWithTheDraftedEdits();
    void recoveryOfAPlanNeverSavedKeepsItUnsaved();
    void discardedDraftIsGone();
    void maybeSaveCancelKeepsTheEditsAndDiscardDropsTheDraft();
    void importSavesTheFileOnceAndAChangedFileAsARevision();
    void importNamesTheDefaultsTheFileReliedOn();
    void importOfABadFileChangesNothing();
    void exportDispatchesBySuffix();
    void aPriceEditLeavesASavedSampleUnchangedUntilUseCurrentPrices();
    void savingAPlanWithoutPricesPinsThem();
    void damagedLibraryOffersResetAndCloseOnly();
    void damagedLibraryResetKeepsTheFileAside();

private:
    /// This test's own library file (a new name per test function).
    QString libraryPath() const { return Settings::instance().databasePath(); }
    QTemporaryDir m_dir;
    int m_counter = 0;
};

void TestSession::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Settings::setFileForTesting(m_dir.filePath(QStringLiteral("settings.ini")));
}

void TestSession::init()
{
    Settings::instance().setDatabasePath(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++m_counter)));
}

void TestSession::cleanup()
{
    // The session works without a window: no test here made a widget (nor asked an unscripted question).
    QCOMPARE(QApplication::topLevelWidgets().size(), 0);
}

void TestSession::openStoreSeedsTheSamplesAndAnnouncesTheStore()
{
    Session session;
    QSignalSpy opened(&session, &Session::storeOpened);
    QSignalSpy closing(&session, &Session::storeAboutToClose);
    QVERIFY(!session.store());
    QVERIFY(session.openStore(libraryPath()));
    QVERIFY(session.store());
    QCOMPARE(session.store()->path(), libraryPath());
    QCOMPARE(closing.size(), 1); // views let go of the old library before it closes
    QCOMPARE(opened.size(), 1);
    QCOMPARE(session.store()->list()->size(), sampleScenarios()->size());
    QVERIFY(!session.hasPlan());
    QVERIFY(!session.quitRequested());
    QTRY_VERIFY(!session.isCheckingLibrary()); // the background check finishes (a sound library)
}

void TestSession::recoveryReopensThePlanWithTheDraftedEdits()
{
    const QString name = sampleName(QStringLiteral("13B"));
    QVERIFY(!name.isEmpty());
    int savedGpus = 0;
    {
        Session session;
        QVERIFY(session.openStore(libraryPath()));
        QVERIFY(session.openScenario(name));
        savedGpus = session.document()->scenario().hardware.gpus.value_or(0);
        QVERIFY(savedGpus > 0);
        const int edited = savedGpus * 2;
        session.document()->edit(QStringLiteral("GPUs"), [edited](Scenario &s) { s.hardware.gpus = edited; });
        QVERIFY(session.autosaveDraft());
        session.document()->waitForReport();
    } // a crash: nothing asks, nothing is saved

    Session session;
    session.setAutosaveDelay(24 * 3600 * 1000); // only the recovery itself writes a draft here
    QVERIFY(session.openStore(libraryPath()));
    QSignalSpy shown(&session, &Session::planShown);
    dialogs::setNextAnswer(QMessageBox::Yes);
    QCOMPARE(session.offerDraftRecovery(), 1);
    QVERIFY(dialogs::lastQuestion().contains(name));
    QVERIFY(session.hasPlan());
    QVERIFY(!shown.isEmpty());
    QCOMPARE(shown.constLast().at(0).toBool(), true);
    QCOMPARE(session.document()->scenario().name, name);
    QCOMPARE(session.document()->scenario().hardware.gpus, std::optional<int>(savedGpus * 2));
    QVERIFY2(session.document()->isDirty(), "recovered edits are unsaved until the user saves");
    // Drafted again at once, under the plan's name: a second crash keeps the edits.
    const auto drafts = session.store()->drafts();
    QVERIFY(drafts);
    QCOMPARE(drafts->size(), 1);
    QCOMPARE(drafts->constFirst().name, name);
    QCOMPARE(session.store()->draft(name)->hardware.gpus, std::optional<int>(savedGpus * 2));
    // The library still holds the saved plan; the recovery is one undo step back to it.
    QCOMPARE(session.store()->load(name)->hardware.gpus, std::optional<int>(savedGpus));
    session.document()->undoStack()->undo();
    QCOMPARE(session.document()->scenario().hardware.gpus, std::optional<int>(savedGpus));
    session.document()->waitForReport();
}

void TestSession::recoveryOfAPlanNeverSavedKeepsItUnsaved()
{
    {
        auto store = Store::open(libraryPath());
        QVERIFY(store);
        Scenario fresh = sampleScenarios()->constFirst();
        fresh.name = QStringLiteral("Never saved");
        QVERIFY((*store)->saveDraft(fresh, QString()));
    }
    Session session;
    session.setAutosaveDelay(24 * 3600 * 1000);
    QVERIFY(session.openStore(libraryPath()));
    dialogs::setNextAnswer(QMessageBox::Yes);
    QCOMPARE(session.offerDraftRecovery(), 1);
    QVERIFY(session.hasPlan());
    QCOMPARE(session.document()->scenario().name, QStringLiteral("Never saved"));
    QCOMPARE(session.document()->revision(), 0);
    QVERIFY2(session.document()->isDirty(), "a recovered plan that is not in the library is unsaved");
    QVERIFY(!session.store()->load(QStringLiteral("Never saved")));
    QCOMPARE(session.store()->drafts()->size(), 1);
    QCOMPARE(session.store()->draft(QString())->name, QStringLiteral("Never saved"));
    session.document()->waitForReport();
}

void TestSession::discardedDraftIsGone()
{
    const QString name = sampleName(QStringLiteral("13B"));
    {
        Session session;
        QVERIFY(session.openStore(libraryPath()));
        QVERIFY(session.openScenario(name));
        session.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 64; });
        QVERIFY(session.autosaveDraft());
        session.document()->waitForReport();
    }
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    dialogs::setNextAnswer(QMessageBox::Discard);
    QCOMPARE(session.offerDraftRecovery(), 0);
    QVERIFY(!session.hasPlan());
    QVERIFY(session.store()->drafts()->isEmpty());
    QVERIFY(session.store()->load(name)->hardware.gpus != std::optional<int>(64));
    QCOMPARE(session.offerDraftRecovery(), 0); // nothing left to offer
}

void TestSession::maybeSaveCancelKeepsTheEditsAndDiscardDropsTheDraft()
{
    const QString name = sampleName(QStringLiteral("13B"));
    Session session;
    session.setAutosaveDelay(24 * 3600 * 1000);
    QVERIFY(session.openStore(libraryPath()));
    QVERIFY(session.openScenario(name));
    QVERIFY(session.maybeSave()); // clean: nothing to ask
    session.document()->edit(QStringLiteral("GPUs"), [](Scenario &s) { s.hardware.gpus = 64; });
    QVERIFY(session.autosaveDraft());

    dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!session.maybeSave());
    QVERIFY(dialogs::lastQuestion().contains(name));
    QVERIFY(session.document()->isDirty());
    QCOMPARE(session.store()->drafts()->size(), 1);
    // Opening another plan asks first; cancelling keeps this one open.
    dialogs::setNextAnswer(QMessageBox::Cancel);
    QVERIFY(!session.openScenario(sampleName(QStringLiteral("70B"))));
    QCOMPARE(session.document()->scenario().name, name);

    dialogs::setNextAnswer(QMessageBox::Discard);
    QVERIFY(session.maybeSave());
    QVERIFY(session.store()->drafts()->isEmpty());
    QVERIFY(session.store()->load(name)->hardware.gpus != std::optional<int>(64));
    session.document()->waitForReport();
}

void TestSession::importSavesTheFileOnceAndAChangedFileAsARevision()
{
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    QSignalSpy library(&session, &Session::libraryChanged);
    const qsizetype before = session.store()->list()->size();
    Scenario s = sampleScenarios()->constFirst();
    s.name = QStringLiteral("Shared by finance");
    const QString path = m_dir.filePath(QStringLiteral("shared-%1.cplan").arg(m_counter));
    QVERIFY(cplan::writeFile(path, s));

    QVERIFY(session.openFile(path));
    QCOMPARE(session.store()->list()->size(), before + 1);
    QCOMPARE(session.store()->load(s.name)->notes, s.notes);
    QCOMPARE(session.document()->scenario().name, s.name);
    QVERIFY(!session.document()->isDirty());
    QVERIFY(!library.isEmpty());
    QCOMPARE(library.constLast().at(0).toString(), s.name); // the view selects the imported plan
    QCOMPARE(session.store()->revisions(s.name)->size(), 1);

    // The same file again: the library has it already, nothing is added.
    QVERIFY(session.openFile(path));
    QCOMPARE(session.store()->list()->size(), before + 1);
    QCOMPARE(session.store()->revisions(s.name)->size(), 1);

    // A changed file of the same name is a new revision of that scenario (core's import rule,
    // the CLI's too): no second scenario, and revision 1 keeps what the import replaced.
    Scenario changed = s;
    changed.notes = QStringLiteral("changed by finance");
    QVERIFY(cplan::writeFile(path, changed));
    QVERIFY(session.openFile(path));
    QCOMPARE(session.store()->list()->size(), before + 1);
    QCOMPARE(session.store()->revisions(s.name)->size(), 2);
    QCOMPARE(session.store()->load(s.name)->notes, changed.notes);
    QCOMPARE(session.store()->revision(s.name, 1)->notes, s.notes);
    QCOMPARE(session.document()->scenario().name, s.name);
    QCOMPARE(session.document()->scenario().notes, changed.notes);
    QCOMPARE(session.document()->revision(), 2);
    session.document()->waitForReport();
}

void TestSession::importNamesTheDefaultsTheFileReliedOn()
{
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    QSignalSpy warnings(&session, &Session::warning);
    Scenario s = sampleScenarios()->constFirst();
    s.name = QStringLiteral("Complete file");
    const QString complete = m_dir.filePath(QStringLiteral("complete.cplan"));
    QVERIFY(cplan::writeFile(complete, s));
    QVERIFY(session.openFile(complete));
    QCOMPARE(warnings.size(), 0);

    // Without training.seq_len the file opens with the default, and the warning says so.
    const QString shortFile = m_dir.filePath(QStringLiteral("short.cplan"));
    QVERIFY(test::writeWithoutSeqLen(s, QStringLiteral("Short file"), shortFile));
    QVERIFY(session.openFile(shortFile));
    QCOMPARE(session.document()->scenario().name, QStringLiteral("Short file"));
    QCOMPARE(session.document()->scenario().training.seqLen, Scenario().training.seqLen);
    QCOMPARE(warnings.size(), 1);
    const QString text = warnings.constFirst().at(0).toString();
    QVERIFY2(text.startsWith(QStringLiteral("short.cplan left out some fields")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("training.seq_len")), qPrintable(text));
    QVERIFY2(text.contains(QString::number(Scenario().training.seqLen)), qPrintable(text));
    session.document()->waitForReport();
}

void TestSession::importOfABadFileChangesNothing()
{
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    const qsizetype before = session.store()->list()->size();
    QSignalSpy spy(&session, &Session::message);
    const QString bad = m_dir.filePath(QStringLiteral("bad.cplan"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"schema_version\": 1, \"name\": 5}");
    f.close();
    QVERIFY(!session.openFile(bad));
    QVERIFY(!session.hasPlan());
    QCOMPARE(session.store()->list()->size(), before);
    const QStringList errors = messages(spy, true);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().startsWith(QStringLiteral("Could not open %1: ").arg(QDir::toNativeSeparators(bad))),
        qPrintable(errors.constFirst()));
    QVERIFY(!session.openFile(m_dir.filePath(QStringLiteral("missing.cplan"))));
    QCOMPARE(session.store()->list()->size(), before);
}

void TestSession::exportDispatchesBySuffix()
{
    QTemporaryDir dir;
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    const Status none = session.exportPlan(dir.filePath(QStringLiteral("plan.pdf")));
    QVERIFY(!none);
    QCOMPARE(none.errors().constFirst().message, QStringLiteral("open a plan first"));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("plan.pdf"))));

    QVERIFY(session.openScenario(sampleName(QStringLiteral("13B"))));
    QVERIFY(!session.document()->scenario().tco.options.isEmpty()); // it has cash flows to export
    const QString pdf = dir.filePath(QStringLiteral("plan.pdf"));
    const QString xlsx = dir.filePath(QStringLiteral("plan.XLSX"));
    const QString csv = dir.filePath(QStringLiteral("plan.csv"));
    for (const QString &path : { pdf, xlsx, csv }) {
        const Status status = session.exportPlan(path);
        QVERIFY2(status, qPrintable(joinErrors(status.errors())));
    }
    QCOMPARE(fileStart(pdf, 5), QByteArray("%PDF-")); // a PDF file
    QCOMPARE(fileStart(xlsx, 4), QByteArray("PK\x03\x04", 4)); // a zip container (.xlsx)
    // Monthly cash flows: a UTF-8 mark, the header, then month 0.
    const QByteArray csvText = fileStart(csv, 4096);
    QVERIFY2(csvText.startsWith("\xEF\xBB\xBFMonth,"), csvText.left(64).constData());
    QVERIFY(csvText.contains("\r\n0,"));

    const QString doc = dir.filePath(QStringLiteral("plan.doc"));
    const Status unknown = session.exportPlan(doc);
    QVERIFY(!unknown);
    QVERIFY(unknown.errors().constFirst().message.startsWith(QStringLiteral("unknown file type 'doc'")));
    QVERIFY(!QFile::exists(doc));
}

namespace {

const tco::OptionResult *buildOption(const PlanDocument &doc)
{
    return doc.report() && doc.report()->tco ? doc.report()->tco->option(QStringLiteral("build")) : nullptr;
}

} // namespace

// Saved means saved (issue 22): a correction of the library's price book leaves a saved sample's
// numbers as they are; the plan editor's "Use Current Prices" brings it in, and only it.
void TestSession::aPriceEditLeavesASavedSampleUnchangedUntilUseCurrentPrices()
{
    struct Restore {
        ~Restore() { Catalog::install(Catalog::shipped()); }
    } restore;
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    QVERIFY(session.openScenario(sampleName(QStringLiteral("rent vs lease vs build"))));
    PlanDocument *doc = session.document();
    doc->waitForReport();
    const tco::OptionResult before = *buildOption(*doc);

    const QString tariff = QStringLiteral("power.tariff.zhejiang");
    PriceSnapshotEntry edit = snapshotEntry(*Catalog::shipped().price(tariff));
    edit.value = *edit.value * 2;
    QVERIFY(session.store()->setPriceEdit(edit));
    Catalog::install(*session.store()->editedCatalog(Catalog::shipped())); // as the price-book dialog does
    doc->refresh();
    doc->waitForReport();
    QCOMPARE(buildOption(*doc)->totalCny, before.totalCny);
    QCOMPARE(buildOption(*doc)->npvCny, before.npvCny);
    QVERIFY(!doc->isDirty());

    {
        PlanEditor editor(doc);
        editor.catalogChanged();
        auto *adopt = editor.findChild<QPushButton *>(QStringLiteral("useCurrentPrices"));
        QVERIFY(adopt);
        adopt->click();
    }
    QVERIFY(doc->isDirty());
    doc->waitForReport();
    // The electricity bill doubles (energy x tariff); nothing else the build pays changes.
    double bill = 0;
    for (const tco::LineItemTotal &li : before.lineItems)
        bill += li.keys.contains(tariff) ? li.totalCny : 0;
    QVERIFY(bill > 0);
    QCOMPARE(buildOption(*doc)->totalCny, before.totalCny + bill);
    QVERIFY(session.save());
    const auto stored = session.store()->load(doc->scenario().name);
    QVERIFY(stored);
    const auto it = std::find_if(stored->prices.begin(), stored->prices.end(), [&](const PriceSnapshotEntry &p) { return p.key == tariff; });
    QVERIFY(it != stored->prices.end());
    QCOMPARE(it->value, edit.value);
}

// A plan that holds no prices (an old file, a hand-written one) is saved with every price it uses.
void TestSession::savingAPlanWithoutPricesPinsThem()
{
    Session session;
    QVERIFY(session.openStore(libraryPath()));
    Scenario s = sampleScenarios()->constFirst();
    s.name = QStringLiteral("Without prices");
    s.prices.clear();
    const QString path = m_dir.filePath(QStringLiteral("bare-%1.cplan").arg(m_counter));
    QVERIFY(cplan::writeFile(path, s));
    QVERIFY(session.openFile(path));
    const auto imported = session.store()->load(s.name);
    QVERIFY(imported);
    QCOMPARE(imported->prices.size(), Catalog::builtIn().prices().size());
    QVERIFY(!needsPinning(imported->prices, Catalog::builtIn()));
    session.document()->edit(QStringLiteral("drop the prices"), [](Scenario &x) { x.prices.clear(); });
    QVERIFY(session.save());
    QCOMPARE(session.store()->load(s.name)->prices, imported->prices);
    QCOMPARE(session.document()->scenario().prices, imported->prices);
    session.document()->waitForReport();
}

void TestSession::damagedLibraryOffersResetAndCloseOnly()
{
    const QString path = m_dir.filePath(QStringLiteral("damaged-%1.sqlite").arg(m_counter));
    const QByteArray bytes = test::notADatabase();
    QVERIFY(test::writeBytes(path, bytes));

    Session session;
    QSignalSpy spy(&session, &Session::message);
    QSignalSpy opened(&session, &Session::storeOpened);
    dialogs::setNextAnswer(QMessageBox::Close);
    QVERIFY(!session.openStore(path));
    QVERIFY(session.quitRequested());
    QVERIFY(!session.store());
    QCOMPARE(opened.size(), 0);
    const QStringList errors = messages(spy, true);
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.constFirst().contains(QDir::toNativeSeparators(path)));
    // A damaged file with no backup: start a new library, or quit. Retry (for a locked or full
    // disk) and Open (a backup) are not offered.
    const QString question = dialogs::lastQuestion();
    QVERIFY2(question.startsWith(errors.constFirst() + QStringLiteral("\n\n")), qPrintable(question));
    QVERIFY(question.contains(QStringLiteral("\nReset: start a new, empty library.")));
    QVERIFY(question.endsWith(QStringLiteral("\nClose: quit Compute Planner without changing anything.")));
    QVERIFY(!question.contains(QStringLiteral("Retry:")));
    QVERIFY(!question.contains(QStringLiteral("Open:")));
    QCOMPARE(fileStart(path, int(bytes.size()) + 1), bytes); // left untouched
}

void TestSession::damagedLibraryResetKeepsTheFileAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    const QByteArray bytes = test::notADatabase();
    QVERIFY(test::writeBytes(path, bytes));

    Session session;
    QSignalSpy cleared(&session, &Session::messagesCleared);
    dialogs::setNextAnswer(QMessageBox::Reset);
    QVERIFY(session.openStore(path));
    QVERIFY(!session.quitRequested());
    QVERIFY(session.store());
    QCOMPARE(cleared.size(), 1); // the problem shown is gone
    QCOMPARE(session.store()->list()->size(), sampleScenarios()->size());
    const QStringList aside = QDir(dir.path()).entryList({ QStringLiteral("library.sqlite.damaged-*") }, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QCOMPARE(fileStart(dir.filePath(aside.constFirst()), int(bytes.size()) + 1), bytes);
    QTRY_VERIFY(!session.isCheckingLibrary());
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
