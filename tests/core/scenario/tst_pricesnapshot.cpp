#include "core/catalog/catalog.h"
#include "core/scenario/pricesnapshot.h"

#include <QTest>

using namespace cp;

class TestPriceSnapshot : public QObject {
    Q_OBJECT
private slots:
    void snapshotKeepsProvenance();
    void unchangedCatalogGivesNoChanges();
    void changes_data();
    void changes();
};

void TestPriceSnapshot::snapshotKeepsProvenance()
{
    const auto snap = snapshotPrices(Catalog::builtIn(), { QStringLiteral("fx.usd_cny"), QStringLiteral("power.tariff.zhejiang") });
    QCOMPARE(snap.size(), 2);
    const PriceSnapshotEntry *fx = snap.at(0).key == QLatin1String("fx.usd_cny") ? &snap.at(0) : &snap.at(1);
    const PriceEntry *entry = Catalog::builtIn().price(QStringLiteral("fx.usd_cny"));
    QVERIFY(entry);
    QCOMPARE(fx->value, entry->value);
    QCOMPARE(fx->confidence, QStringLiteral("assumption"));
    QCOMPARE(fx->source, entry->source);
    QCOMPARE(snapshotPrices(Catalog::builtIn()).size(), Catalog::builtIn().prices().size());
}

void TestPriceSnapshot::unchangedCatalogGivesNoChanges()
{
    QVERIFY(priceChanges(snapshotPrices(Catalog::builtIn()), Catalog::builtIn()).isEmpty());
}

void TestPriceSnapshot::changes_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("newValue");
    QTest::addColumn<QString>("newAsOf");
    QTest::addColumn<QStringList>("fields");
    QTest::addRow("a new price") << "cloud.h100-sxm-80gb.on_demand" << 9.5 << "2026" << QStringList { "value" };
    QTest::addRow("a new price with a new date") << "cloud.spot_discount" << 0.6 << "2027-01" << QStringList { "value", "as_of" };
}

void TestPriceSnapshot::changes()
{
    QFETCH(QString, key);
    QFETCH(double, newValue);
    QFETCH(QString, newAsOf);
    QFETCH(QStringList, fields);
    const auto saved = snapshotPrices(Catalog::builtIn(), { key, QStringLiteral("fx.usd_cny") });
    Catalog now = Catalog::builtIn();
    PriceEntry e = *now.price(key);
    e.value = newValue;
    e.asOf = newAsOf;
    now.setPrice(e);
    const auto changes = priceChanges(saved, now);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.constFirst().key, key);
    QCOMPARE(changes.constFirst().fields, fields);
    QCOMPARE(changes.constFirst().current->value, std::optional<double>(newValue));
    QCOMPARE(changes.constFirst().saved.value, Catalog::builtIn().price(key)->value);

    QList<PriceSnapshotEntry> withGone = saved;
    withGone.append({ QStringLiteral("no.such.key"), 1.0, QStringLiteral("CNY"), {}, {}, {}, {} });
    const auto removed = priceChanges(withGone, Catalog::builtIn());
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.constFirst().kind, PriceChange::Kind::Removed);

    // Bringing the plan up to date: the changed entry takes the new figure, the gone key is
    // dropped, the unchanged one stays, and nothing else is added.
    const auto updated = withCurrentPrices(withGone, now);
    QCOMPARE(updated.size(), 2);
    QVERIFY(priceChanges(updated, now).isEmpty());
    QCOMPARE(updated.at(0).key, saved.at(0).key);
    QCOMPARE(updated.at(1).key, saved.at(1).key);
    const auto it = std::find_if(updated.begin(), updated.end(), [&](const PriceSnapshotEntry &p) { return p.key == key; });
    QCOMPARE(it->value, std::optional<double>(newValue));
}

QTEST_GUILESS_MAIN(TestPriceSnapshot)
#include "tst_pricesnapshot.moc"
