#include "core/scenario/fields.h"
#include "core/scenario/scenariodiff.h"

#include <QLocale>
#include <QTest>

using namespace cp;

// The conflict dialog shows what changed between two revisions as these rows: every field that
// differs and nothing else, with the values as people read them.
class TestScenarioDiff : public QObject {
    Q_OBJECT
private slots:
    void equalScenariosHaveNoRows();
    void bookkeepingFieldsAreLeftOut();
    void listsExactlyTheChangedFields();
    void priceEntriesAddedRemovedAndChanged();
};

namespace {

const QLocale kC = QLocale::c();

PriceSnapshotEntry price(const QString &key, double value)
{
    PriceSnapshotEntry e;
    e.key = key;
    e.value = value;
    e.currency = QStringLiteral("CNY");
    e.unit = QStringLiteral("gpu-hour");
    return e;
}

} // namespace

void TestScenarioDiff::equalScenariosHaveNoRows()
{
    Scenario a;
    a.name = QStringLiteral("plan");
    QVERIFY(diffScenarios(a, a, kC).isEmpty());
}

void TestScenarioDiff::bookkeepingFieldsAreLeftOut()
{
    Scenario a;
    Scenario b = a;
    b.created = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    b.updated = QDateTime(QDate(2026, 2, 3), QTime(4, 5, 6), Qt::UTC);
    b.appVersion = QStringLiteral("9.9.9");
    QVERIFY(diffScenarios(a, b, kC).isEmpty());
}

void TestScenarioDiff::listsExactlyTheChangedFields()
{
    Scenario a;
    a.name = QStringLiteral("plan");
    a.training.seqLen = 4096;
    Scenario b = a;
    b.training.seqLen = 8192; // a whole number
    b.constraints.budgetCny = 2500000.0; // unset → set, a field with a unit
    b.tags = QStringList { QStringLiteral("q3"), QStringLiteral("finance") };
    b.training.mode = QStringLiteral("lora");

    const QList<FieldChange> rows = diffScenarios(a, b, kC);
    // Registry order: tags (meta), training.mode, training.seq_len, constraints.budget_cny.
    const QList<FieldChange> expected {
        { QStringLiteral("tags"), scenarioField(QStringLiteral("tags")).label(), QStringLiteral("—"),
            QStringLiteral("q3, finance") },
        { QStringLiteral("training.mode"), scenarioField(QStringLiteral("training.mode")).label(),
            QStringLiteral("pretrain"), QStringLiteral("lora") },
        { QStringLiteral("training.seq_len"), scenarioField(QStringLiteral("training.seq_len")).label(),
            QStringLiteral("4096"), QStringLiteral("8192") },
        { QStringLiteral("constraints.budget_cny"),
            scenarioField(QStringLiteral("constraints.budget_cny")).label(), QStringLiteral("—"),
            QStringLiteral("2500000 CNY") },
    };
    QCOMPARE(rows.size(), expected.size());
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QCOMPARE(rows.at(i).path, expected.at(i).path);
        QCOMPARE(rows.at(i).label, expected.at(i).label);
        QCOMPARE(rows.at(i).oldText, expected.at(i).oldText);
        QCOMPARE(rows.at(i).newText, expected.at(i).newText);
    }
    // The other direction swaps the texts and keeps the rows.
    const QList<FieldChange> back = diffScenarios(b, a, kC);
    QCOMPARE(back.size(), expected.size());
    QCOMPARE(back.at(2).oldText, QStringLiteral("8192"));
    QCOMPARE(back.at(2).newText, QStringLiteral("4096"));
}

void TestScenarioDiff::priceEntriesAddedRemovedAndChanged()
{
    Scenario a;
    a.prices = { price(QStringLiteral("h100.hour"), 18.5), price(QStringLiteral("power.kwh"), 0.7) };
    Scenario b = a;
    b.prices[0].value = 16.25; // changed
    b.prices.removeAt(1); // removed
    b.prices.append(price(QStringLiteral("a800.hour"), 9)); // added

    const QList<FieldChange> rows = diffScenarios(a, b, kC);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).path, QStringLiteral("prices[h100.hour]"));
    QCOMPARE(rows.at(0).oldText, QStringLiteral("18.5 CNY gpu-hour"));
    QCOMPARE(rows.at(0).newText, QStringLiteral("16.25 CNY gpu-hour"));
    QCOMPARE(rows.at(1).path, QStringLiteral("prices[power.kwh]"));
    QCOMPARE(rows.at(1).newText, QStringLiteral("not in the price book"));
    QCOMPARE(rows.at(2).path, QStringLiteral("prices[a800.hour]"));
    QCOMPARE(rows.at(2).oldText, QStringLiteral("not in the price book"));
    QCOMPARE(rows.at(2).newText, QStringLiteral("9 CNY gpu-hour"));
}

QTEST_GUILESS_MAIN(TestScenarioDiff)
#include "tst_scenariodiff.moc"
