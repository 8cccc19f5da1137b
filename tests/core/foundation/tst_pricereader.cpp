// The one reader of price-book figures (the planner's hourly prices and the TCO's prices use it):
// overrides first, USD converted at fx.usd_cny, every key it read and every assumption named.
// The expected figures are hand arithmetic on the small book below.
#include "core/catalog/pricereader.h"

#include <QTest>

using namespace cp;

namespace {

PriceEntry entry(const QString &key, std::optional<double> value, const QString &currency, Confidence confidence = Confidence::Found)
{
    PriceEntry p;
    p.key = key;
    p.value = value;
    p.currency = currency;
    p.confidence = confidence;
    return p;
}

// fx 7.0 CNY per USD; the H100 has two provider prices (3 USD = 21 CNY, 20 CNY) and no plain one.
Catalog book()
{
    Catalog c;
    c.setPrice(entry(QStringLiteral("fx.usd_cny"), 7.0, QString()));
    c.setPrice(entry(QStringLiteral("cloud.h100.on_demand.aws"), 3.0, QStringLiteral("USD")));
    c.setPrice(entry(QStringLiteral("cloud.h100.on_demand.ali"), 20.0, QStringLiteral("CNY")));
    c.setPrice(entry(QStringLiteral("cloud.h100.on_demand.none"), std::nullopt, QStringLiteral("CNY")));
    c.setPrice(entry(QStringLiteral("power.pue"), 1.3, QString(), Confidence::Assumption));
    c.setPrice(entry(QStringLiteral("card.h100"), 25000.0, QStringLiteral("USD"), Confidence::Assumption));
    return c;
}

} // namespace

class TestPriceReader : public QObject {
    Q_OBJECT
private slots:
    void readsTheBookAndConvertsUsd();
    void overridesWinAndAreNoAssumption();
    void missingFiguresAreNotUsed();
    void cheapestVariantComparesInCny();
    void peekingRecordsNothing();
};

void TestPriceReader::readsTheBookAndConvertsUsd()
{
    const Catalog c = book();
    const QHash<QString, double> none;
    PriceReader r(c, none);
    QCOMPARE(r.value(QStringLiteral("card.h100")), std::optional<double>(25000.0)); // as stated, USD
    QCOMPARE(r.cny(QStringLiteral("card.h100")), std::optional<double>(175000.0)); // 25,000 x 7
    QCOMPARE(r.cny(QStringLiteral("power.pue")), std::optional<double>(1.3)); // no currency: as stated
    QCOMPARE(r.usedKeys(), (QStringList { QStringLiteral("card.h100"), QStringLiteral("fx.usd_cny"), QStringLiteral("power.pue") }));
    QCOMPARE(r.assumptionKeys(), (QStringList { QStringLiteral("card.h100"), QStringLiteral("power.pue") }));
}

void TestPriceReader::overridesWinAndAreNoAssumption()
{
    const Catalog c = book();
    // An override is in the entry's own currency: 20,000 USD at an overridden 7.5 = 150,000 CNY.
    const QHash<QString, double> overrides { { QStringLiteral("card.h100"), 20000.0 }, { QStringLiteral("fx.usd_cny"), 7.5 } };
    PriceReader r(c, overrides);
    QCOMPARE(r.cny(QStringLiteral("card.h100")), std::optional<double>(150000.0));
    QCOMPARE(r.peekFx(), std::optional<double>(7.5));
    QCOMPARE(r.usedKeys(), (QStringList { QStringLiteral("card.h100"), QStringLiteral("fx.usd_cny") }));
    QVERIFY(r.assumptionKeys().isEmpty()); // the user's figure, not the book's assumption
}

void TestPriceReader::missingFiguresAreNotUsed()
{
    const Catalog c = book();
    const QHash<QString, double> none;
    PriceReader r(c, none);
    QCOMPARE(r.value(QStringLiteral("cloud.h100.on_demand")), std::nullopt); // no such key
    QCOMPARE(r.value(QStringLiteral("cloud.h100.on_demand.none")), std::nullopt); // a key without a value
    QVERIFY(!r.has(QStringLiteral("cloud.h100.on_demand.none")));
    QVERIFY(r.has(QStringLiteral("power.pue")));
    QVERIFY(r.usedKeys().isEmpty());

    // A USD figure without an exchange rate has no CNY value.
    Catalog noFx;
    noFx.setPrice(entry(QStringLiteral("card.h100"), 25000.0, QStringLiteral("USD")));
    PriceReader n(noFx, none);
    QCOMPARE(n.cny(QStringLiteral("card.h100")), std::nullopt);
    QCOMPARE(n.peekFx(), std::nullopt);
}

void TestPriceReader::cheapestVariantComparesInCny()
{
    const Catalog c = book();
    const QHash<QString, double> none;
    PriceReader r(c, none);
    // aws: 3 USD x 7 = 21 CNY; ali: 20 CNY; "none" has no value. Cheapest: ali.
    QCOMPARE(r.cheapestVariant(QStringLiteral("cloud.h100.on_demand")), QStringLiteral("cloud.h100.on_demand.ali"));
    // At 6 CNY per USD aws is 18 CNY and wins.
    const QHash<QString, double> cheapDollar { { QStringLiteral("fx.usd_cny"), 6.0 } };
    PriceReader d(c, cheapDollar);
    QCOMPARE(d.cheapestVariant(QStringLiteral("cloud.h100.on_demand")), QStringLiteral("cloud.h100.on_demand.aws"));
    QCOMPARE(r.cheapestVariant(QStringLiteral("cloud.a100.on_demand")), QString());
}

void TestPriceReader::peekingRecordsNothing()
{
    const Catalog c = book();
    const QHash<QString, double> none;
    PriceReader r(c, none);
    QCOMPARE(r.peekCny(QStringLiteral("cloud.h100.on_demand.aws")), std::optional<double>(21.0));
    QCOMPARE(r.peekFx(), std::optional<double>(7.0));
    QVERIFY(!r.cheapestVariant(QStringLiteral("cloud.h100.on_demand")).isEmpty());
    QVERIFY(r.usedKeys().isEmpty());
    QVERIFY(r.assumptionKeys().isEmpty());
}

QTEST_GUILESS_MAIN(TestPriceReader)
#include "tst_pricereader.moc"
