// The one check of price-book entries (issue 43): a CSV import and Store::setPriceEdits refuse
// unknown keys, values outside the rule and cells a spreadsheet would run as formulas; an export
// writes such a cell as text.
#include "core/catalog/catalog.h"
#include "core/common/csv.h"
#include "core/scenario/validation.h"
#include "core/store/store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

PriceSnapshotEntry entry(const QString &key, double value, const QString &source = QStringLiteral("vendor quote"))
{
    PriceSnapshotEntry e;
    e.key = key;
    e.value = value;
    e.currency = QStringLiteral("CNY");
    e.source = source;
    return e;
}

} // namespace

class TestPriceEdits : public QObject {
    Q_OBJECT
private slots:
    void formulaCells_data();
    void formulaCells();
    void entriesAreCheckedLikeAScenariosPrices();
    void theStoreRefusesABadEntry();
};

void TestPriceEdits::formulaCells_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("formula");
    QTest::newRow("=HYPERLINK") << QStringLiteral("=HYPERLINK(\"http://x\")") << true;
    QTest::newRow("+cmd") << QStringLiteral("+cmd|' /C calc'!A0") << true;
    QTest::newRow("-2+3") << QStringLiteral("-2+3") << true;
    QTest::newRow("@SUM") << QStringLiteral("@SUM(A1)") << true;
    QTest::newRow("tab") << QStringLiteral("\t=1") << true;
    QTest::newRow("a negative number") << QStringLiteral("-5.5") << false;
    QTest::newRow("plain text") << QStringLiteral("vendor quote 2025") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestPriceEdits::formulaCells()
{
    QFETCH(QString, text);
    QFETCH(bool, formula);
    QCOMPARE(isFormulaCell(text), formula);
    QCOMPARE(csvSafeText(text), formula ? QLatin1Char('\'') + text : text);
}

void TestPriceEdits::entriesAreCheckedLikeAScenariosPrices()
{
    const Catalog &catalog = Catalog::shipped();
    const QString known = catalog.prices().constFirst().key;
    QVERIFY(validatePriceEdits({ entry(known, 5) }, catalog).isEmpty());
    const Errors errors = validatePriceEdits({ entry(known, 5), entry(QStringLiteral("no.such.key"), 5), entry(known + QStringLiteral("x"), 5, QStringLiteral("=1+1")) }, catalog);
    QStringList paths;
    for (const Error &e : errors)
        paths << e.path;
    // The unknown keys of entries 1 and 2 and the formula in entry 2's source.
    QCOMPARE(paths, (QStringList { QStringLiteral("prices[1].key"), QStringLiteral("prices[2].key"), QStringLiteral("prices[2].source") }));
    QVERIFY(errors.constFirst().message.contains(QStringLiteral("no.such.key")));
    QVERIFY(errors.constLast().message.contains(QStringLiteral("formula")));
}

void TestPriceEdits::theStoreRefusesABadEntry()
{
    QTemporaryDir dir;
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(dir.filePath(QStringLiteral("lib.sqlite")), options);
    QVERIFY(store);
    const QString known = Catalog::shipped().prices().constFirst().key;
    const Status refused = (*store)->setPriceEdits({ entry(known, 5), entry(known, 6, QStringLiteral("@evil")) });
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, ErrorKind::BadInput);
    QCOMPARE((*store)->priceEdits()->size(), 0); // nothing of the batch was stored
    QVERIFY((*store)->setPriceEdits({ entry(known, 5) }));
    QCOMPARE((*store)->priceEdits()->size(), 1);
}

QTEST_GUILESS_MAIN(TestPriceEdits)
#include "tst_priceedits.moc"
