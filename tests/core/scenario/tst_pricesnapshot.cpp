#include "core/analysis/planreport.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/samples.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

using namespace cp;

class TestPriceSnapshot : public QObject {
    Q_OBJECT
private slots:
    void snapshotKeepsProvenance();
    void unchangedCatalogGivesNoChanges();
    void changes_data();
    void changes();
    void pinningFillsEveryEntryOnceAndKeepsTheSavedFigures();
    void pinningKeepsTheNumbers();
    void everySampleHoldsEveryPriceItUses_data();
    void everySampleHoldsEveryPriceItUses();
    void everyShippedSampleMatchesTheShippedBook_data();
    void everyShippedSampleMatchesTheShippedBook();
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
    QTest::addRow("a new price") << "cloud.h100-sxm-80gb.on_demand" << 9.5 << "2026-12" << QStringList { "value" };
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

void TestPriceSnapshot::pinningFillsEveryEntryOnceAndKeepsTheSavedFigures()
{
    const Catalog &book = Catalog::builtIn();
    const QString fx = QStringLiteral("fx.usd_cny");
    const QString tariff = QStringLiteral("power.tariff.zhejiang");
    QVERIFY(book.price(tariff) && book.price(tariff)->value);
    // The user's own quote (7.5, not the book's figure), a "no figure" entry and a key the book lacks.
    const QList<PriceSnapshotEntry> saved {
        { fx, 7.5, QStringLiteral("CNY"), QStringLiteral("per USD"), QStringLiteral("2026-03"), QStringLiteral("quote"), QStringLiteral("bank") },
        { tariff, std::nullopt, QStringLiteral("CNY"), QStringLiteral("per kWh"), {}, QStringLiteral("not-found"), {} },
        { QStringLiteral("no.such.key"), 1.0, {}, {}, {}, {}, {} },
    };
    QVERIFY(needsPinning(saved, book));
    const QList<PriceSnapshotEntry> pinned = pinnedPrices(saved, book);
    QCOMPARE(pinned.size(), book.prices().size() + 1); // every book entry once, plus the extra key
    QCOMPARE(pinned.at(0), saved.at(0)); // a saved figure stays, in its place
    QCOMPARE(pinned.at(1), snapshotEntry(*book.price(tariff))); // "no figure" takes the book's
    QCOMPARE(pinned.at(2), saved.at(2));
    for (const PriceEntry &e : book.prices()) {
        const auto n = std::count_if(pinned.begin(), pinned.end(), [&e](const PriceSnapshotEntry &p) { return p.key == e.key; });
        QVERIFY2(n == 1, qPrintable(e.key));
    }
    QCOMPARE(pinnedPrices(pinned, book), pinned); // idempotent
    QVERIFY(!needsPinning(pinned, book));
}

void TestPriceSnapshot::pinningKeepsTheNumbers()
{
    // Pinning writes down what the engines use anyway: a plan without a snapshot and the same
    // plan pinned give the same totals and NPVs, option by option.
    const Expected<QList<Scenario>> samples = sampleScenarios();
    QVERIFY(samples);
    Scenario bare = samples->last(); // 16×H800 rent, lease, build: every kind of price
    bare.prices.clear();
    Scenario pinned = bare;
    pinned.prices = pinnedPrices(bare.prices, Catalog::builtIn());
    const analysis::PlanReport a = analysis::analyse(bare);
    const analysis::PlanReport b = analysis::analyse(pinned);
    QVERIFY(a.tco && b.tco);
    QCOMPARE(a.tco->options.size(), b.tco->options.size());
    for (qsizetype i = 0; i < a.tco->options.size(); ++i) {
        QCOMPARE(b.tco->options.at(i).totalCny, a.tco->options.at(i).totalCny);
        QCOMPARE(b.tco->options.at(i).npvCny, a.tco->options.at(i).npvCny);
    }
}

void TestPriceSnapshot::everySampleHoldsEveryPriceItUses_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : sampleFiles())
        QTest::addRow("%s", qPrintable(QFileInfo(f).fileName())) << f;
}

// The samples are saved plans: they carry every price of the price book they were made with, so
// a later price-book change shows as "differs from your price book" instead of moving their
// numbers. After a price-book change on purpose, CP_UPDATE_SAMPLES=1 pins the new entries into
// resources/samples (entries the samples hold keep their figures).
void TestPriceSnapshot::everySampleHoldsEveryPriceItUses()
{
    QFETCH(QString, file);
    Expected<Scenario> s = cplan::readFile(file, Catalog::shipped());
    QVERIFY(s);
    if (qEnvironmentVariableIsSet("CP_UPDATE_SAMPLES")) {
        s->prices = pinnedPrices(s->prices, Catalog::shipped());
        const QString target = QDir(QStringLiteral(CP_SHARED_DATA_DIR "/../samples")).filePath(QFileInfo(file).fileName());
        QVERIFY(cplan::writeFile(target, *s));
        return;
    }
    QVERIFY2(!needsPinning(s->prices, Catalog::shipped()),
        "the sample lacks price-book entries; run the test with CP_UPDATE_SAMPLES=1 to pin them");
}

void TestPriceSnapshot::everyShippedSampleMatchesTheShippedBook_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("target");
    const QString samples = QStringLiteral(CP_SHARED_DATA_DIR "/../samples");
    for (const QString &f : sampleFiles())
        QTest::addRow("%s", qPrintable(QFileInfo(f).fileName())) << f << QDir(samples).filePath(QFileInfo(f).fileName());
    const QString programme = QDir(samples).filePath(QStringLiteral("programmes/hangzhou-saas-programme.cplan"));
    QTest::addRow("programmes/hangzhou-saas-programme.cplan") << programme << programme;
}

// On a fresh install a sample opens without "N prices of this plan differ from your current price
// book": the prices it carries are the shipped book's, figure and provenance. After a price-book
// change on purpose, CP_UPDATE_SAMPLES=1 brings the samples' prices up to the book.
void TestPriceSnapshot::everyShippedSampleMatchesTheShippedBook()
{
    QFETCH(QString, file);
    QFETCH(QString, target);
    Expected<Scenario> s = cplan::readFile(file, Catalog::shipped());
    QVERIFY2(s, qPrintable(joinErrors(s.errors())));
    if (qEnvironmentVariableIsSet("CP_UPDATE_SAMPLES")) {
        s->prices = pinnedPrices(withCurrentPrices(s->prices, Catalog::shipped()), Catalog::shipped());
        QVERIFY(cplan::writeFile(target, *s));
        return;
    }
    QStringList differ;
    for (const PriceChange &c : priceChanges(s->prices, Catalog::shipped()))
        differ << c.key + QStringLiteral(" (") + c.fields.join(QStringLiteral(", ")) + QLatin1Char(')');
    QVERIFY2(differ.isEmpty(), qPrintable(QStringLiteral("differs from the shipped price book: %1; run with CP_UPDATE_SAMPLES=1 on purpose").arg(differ.join(QStringLiteral("; ")))));
}

QTEST_GUILESS_MAIN(TestPriceSnapshot)
#include "tst_pricesnapshot.moc"
