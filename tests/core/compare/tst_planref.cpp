// The one plan reference rule (core/compare/planref.h): a file, a name, or NAME@N. The expected
// readings are written from the rule in planref.h, not from the parser's output.
#include "../store/storetesthelpers.h"
#include "core/compare/planref.h"
#include "core/scenario/cplan.h"
#include "core/store/store.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cp;
using namespace cp::compare;

class TestPlanRef : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void parses_data();
    void parses();
    void aFullNameWinsOverTheRevisionReading();
    void aRevisionIsLoadedAndNamedAsGiven();
    void anUnknownRevisionGivesTheRange();
    void anUnknownNameListsTheKnownOnes();
    void aFileIsReadWithoutALibrary();
    void theViewRefusesFiles();

private:
    QTemporaryDir m_dir;
    QString m_previousDir;
    std::unique_ptr<Store> m_store;
};

void TestPlanRef::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Relative references ("x.cplan") are looked up in the current folder.
    m_previousDir = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
    for (const char *name : { "x.cplan", "y@2" }) {
        QFile f(QString::fromLatin1(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QVERIFY(QDir().mkdir(QStringLiteral("folder.cplan")));
    QVERIFY(cplan::writeFile(QStringLiteral("plan.cplan"), minimal(QStringLiteral("from a file"))));

    auto opened = Store::open(m_dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(opened);
    m_store = std::move(*opened);
    // "a" saved twice (revisions 1 and 2) and a scenario whose full name is "a@2".
    QVERIFY(m_store->save(minimal(QStringLiteral("a"), QStringLiteral("first"))));
    QVERIFY(m_store->save(minimal(QStringLiteral("a"), QStringLiteral("second"))));
    QVERIFY(m_store->save(minimal(QStringLiteral("a@2"), QStringLiteral("the name with an at sign"))));
}

void TestPlanRef::cleanupTestCase()
{
    m_store.reset();
    QDir::setCurrent(m_previousDir);
}

void TestPlanRef::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("filesAllowed");
    QTest::addColumn<bool>("file");
    QTest::addColumn<QString>("revisionOf");
    QTest::addColumn<int>("revision"); // -1: no NAME@N reading

    QTest::addRow("plan: a name") << "plan" << true << false << QString() << -1;
    QTest::addRow("plan@3: revision 3 of plan") << "plan@3" << true << false << "plan" << 3;
    QTest::addRow("plan@: no digits, a name") << "plan@" << true << false << QString() << -1;
    QTest::addRow("@3: no NAME, a name") << "@3" << true << false << QString() << -1;
    QTest::addRow("a@b: not digits, a name") << "a@b" << true << false << QString() << -1;
    QTest::addRow("a@b@2: the last @ counts") << "a@b@2" << true << false << "a@b" << 2;
    QTest::addRow("a@2@b: digits must end the text") << "a@2@b" << true << false << QString() << -1;
    QTest::addRow("plan@007: leading zeros") << "plan@007" << true << false << "plan" << 7;
    QTest::addRow("plan@0: a reading; no revision 0 exists") << "plan@0" << true << false << "plan" << 0;
    QTest::addRow("plan@-1: a sign is not a digit") << "plan@-1" << true << false << QString() << -1;
    QTest::addRow("plan@2.5: not a whole number") << "plan@2.5" << true << false << QString() << -1;
    QTest::addRow("plan@ 3: a space is not a digit") << "plan@ 3" << true << false << QString() << -1;
    QTest::addRow("plan@2147483647: the largest int") << "plan@2147483647" << true << false << "plan" << 2147483647;
    QTest::addRow("plan@2147483648: does not fit, a name") << "plan@2147483648" << true << false << QString() << -1;
    QTest::addRow("fullwidth digit is not decimal ASCII") << QStringLiteral("plan@\uFF13") << true << false << QString() << -1;
    QTest::addRow("Chinese name with a revision") << QStringLiteral("计划@2") << true << false << QStringLiteral("计划") << 2;
    QTest::addRow("empty text: a name") << "" << true << false << QString() << -1;
    QTest::addRow("x.cplan exists: a file") << "x.cplan" << true << true << QString() << -1;
    QTest::addRow("missing.cplan: no such file, a name") << "missing.cplan" << true << false << QString() << -1;
    QTest::addRow("folder.cplan is a folder, a name") << "folder.cplan" << true << false << QString() << -1;
    QTest::addRow("file y@2 exists: the file wins") << "y@2" << true << true << QString() << -1;
    QTest::addRow("files refused: x.cplan is a name") << "x.cplan" << false << false << QString() << -1;
    QTest::addRow("files refused: y@2 is revision 2 of y") << "y@2" << false << false << "y" << 2;
}

void TestPlanRef::parses()
{
    QFETCH(QString, text);
    QFETCH(bool, filesAllowed);
    QFETCH(bool, file);
    QFETCH(QString, revisionOf);
    QFETCH(int, revision);
    const PlanReference ref = parsePlanReference(text, filesAllowed ? FileReferences::Allowed : FileReferences::Refused);
    QCOMPARE(ref.text, text);
    QCOMPARE(ref.file, file);
    QCOMPARE(ref.revisionOf, revisionOf);
    QCOMPARE(ref.revision.has_value(), revision >= 0);
    if (revision >= 0)
        QCOMPARE(*ref.revision, revision);
}

void TestPlanRef::aFullNameWinsOverTheRevisionReading()
{
    const auto plan = loadPlan(*m_store, QStringLiteral("a@2"));
    QVERIFY(plan);
    QCOMPARE(plan->scenario.notes, QStringLiteral("the name with an at sign"));
    QVERIFY(!plan->revision);
}

void TestPlanRef::aRevisionIsLoadedAndNamedAsGiven()
{
    const auto plan = loadPlan(*m_store, QStringLiteral("a@1"));
    QVERIFY(plan);
    QCOMPARE(plan->scenario.notes, QStringLiteral("first"));
    QCOMPARE(plan->scenario.name, QStringLiteral("a@1"));
    QCOMPARE(plan->revision, std::optional<int>(1));
}

void TestPlanRef::anUnknownRevisionGivesTheRange()
{
    const auto plan = loadPlan(*m_store, QStringLiteral("a@9"));
    QVERIFY(!plan);
    QVERIFY2(joinErrors(plan.errors()).contains(QLatin1String("1 to 2")), qPrintable(joinErrors(plan.errors())));
}

void TestPlanRef::anUnknownNameListsTheKnownOnes()
{
    for (const QString &text : { QStringLiteral("nope"), QStringLiteral("nope@1") }) {
        const auto plan = loadPlan(*m_store, text);
        QVERIFY(!plan);
        const QString message = joinErrors(plan.errors());
        QVERIFY2(message.contains(QLatin1String("'") + text + QLatin1String("'")) && message.contains(QLatin1String("a, a@2")),
            qPrintable(message));
    }
}

void TestPlanRef::aFileIsReadWithoutALibrary()
{
    const PlanReference ref = parsePlanReference(QStringLiteral("plan.cplan"));
    QVERIFY(ref.file);
    const auto plan = loadPlan(nullptr, ref);
    QVERIFY2(plan, plan ? "" : qPrintable(joinErrors(plan.errors())));
    QCOMPARE(plan->scenario.name, QStringLiteral("from a file"));
    QVERIFY(!plan->revision);
    // A name needs a library: without one it is an error, not a crash.
    QVERIFY(!loadPlan(nullptr, parsePlanReference(QStringLiteral("a"))));
}

void TestPlanRef::theViewRefusesFiles()
{
    const auto plan = loadPlan(*m_store, QStringLiteral("plan.cplan"));
    QVERIFY(!plan);
    QVERIFY(joinErrors(plan.errors()).contains(QLatin1String("unknown plan 'plan.cplan'")));
}

QTEST_GUILESS_MAIN(TestPlanRef)
#include "tst_planref.moc"
