// Small rules that the app, the CLI and the exporters used to state each on their own; each now
// lives once in core. Expected values are from the rule's definition, worked by hand.
#include "core/estimate/training.h"
#include "core/scenario/importrule.h"
#include "core/store/plancount.h"
#include "core/store/store.h"

#include <QTest>

using namespace cp;

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void comparisonsTakeTwoToFourPlans_data();
    void comparisonsTakeTwoToFourPlans();
    void newestRevisionIsTheHighestNumber();
    void chinchillaIsTwentyTokensPerParameter();
    void importGoesToTheScenarioOfItsName();
    void newScenariosGetAnUnusedName();
};

void TestRules::comparisonsTakeTwoToFourPlans_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("comparable");
    QTest::addRow("0") << 0 << false;
    QTest::addRow("1: nothing to compare with") << 1 << false;
    QTest::addRow("2") << 2 << true;
    QTest::addRow("3") << 3 << true;
    QTest::addRow("4") << 4 << true;
    QTest::addRow("5: more than the view shows") << 5 << false;
}

void TestRules::comparisonsTakeTwoToFourPlans()
{
    QFETCH(int, count);
    QFETCH(bool, comparable);
    QCOMPARE(compare::isComparableCount(count), comparable);
    QCOMPARE(compare::kMinPlans, 2);
    QCOMPARE(compare::kMaxPlans, 4);
}

void TestRules::newestRevisionIsTheHighestNumber()
{
    QCOMPARE(newestRevision({}), 0);
    // Not in order (a restore adds a revision; a list may come sorted by time, not number).
    QList<RevisionInfo> revisions;
    for (const int n : { 2, 5, 1, 3 })
        revisions << RevisionInfo { n, {}, {}, {}, {} };
    QCOMPARE(newestRevision(revisions), 5);
}

void TestRules::chinchillaIsTwentyTokensPerParameter()
{
    // Hoffmann et al. 2022, Table 3: about 20 tokens per parameter. Chinchilla itself: 70 B
    // parameters on 1.4 T tokens (= 20 x 70e9); a 7 B model: 140 B tokens.
    QCOMPARE(estimate::kChinchillaTokensPerParameter, 20.0);
    QCOMPARE(estimate::chinchillaOptimalTokens(70e9), 1.4e12);
    QCOMPARE(estimate::chinchillaOptimalTokens(7e9), 1.4e11);
    QCOMPARE(estimate::chinchillaOptimalTokens(0), 0.0);
}

void TestRules::importGoesToTheScenarioOfItsName()
{
    Scenario file;
    file.name = QStringLiteral("  Shared by finance ");
    file.notes = QStringLiteral("v2");
    file.created = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    file.updated = file.created;
    file.appVersion = QStringLiteral("0.0.9");

    // Nothing of that name: a new scenario, under the trimmed name.
    const ImportTarget fresh = importTarget(file, nullptr);
    QCOMPARE(fresh.name, QStringLiteral("Shared by finance"));
    QVERIFY(fresh.newScenario);
    QVERIFY(!fresh.unchanged);

    // The library has it, with other contents: a new revision of it, never "X (2)".
    Scenario library = file;
    library.name = QStringLiteral("Shared by finance");
    library.notes = QStringLiteral("v1");
    const ImportTarget changed = importTarget(file, &library);
    QCOMPARE(changed.name, QStringLiteral("Shared by finance"));
    QVERIFY(!changed.newScenario);
    QVERIFY(!changed.unchanged);

    // The same plan saved at another time by another version: unchanged.
    library.notes = file.notes;
    library.name = file.name;
    library.updated = file.updated.addDays(3);
    library.appVersion = QStringLiteral("0.1.0");
    QVERIFY(samePlan(file, library));
    const ImportTarget same = importTarget(file, &library);
    QVERIFY(!same.newScenario);
    QVERIFY(same.unchanged);

    // Any field of the plan itself counts.
    library.training.seqLen = file.training.seqLen * 2;
    QVERIFY(!samePlan(file, library));
}

void TestRules::newScenariosGetAnUnusedName()
{
    QCOMPARE(unusedName(QStringLiteral("Plan"), {}), QStringLiteral("Plan"));
    QCOMPARE(unusedName(QStringLiteral("Plan"), { QStringLiteral("Plan") }), QStringLiteral("Plan (2)"));
    // The first free number, counting from 2; a gap is filled.
    const QSet<QString> taken { QStringLiteral("Plan"), QStringLiteral("Plan (2)"), QStringLiteral("Plan (4)") };
    QCOMPARE(unusedName(QStringLiteral("Plan"), taken), QStringLiteral("Plan (3)"));
    QCOMPARE(unusedName(QStringLiteral("Other"), taken), QStringLiteral("Other"));
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
