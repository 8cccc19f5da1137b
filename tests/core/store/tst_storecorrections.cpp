// Store: the price-book and catalog corrections written together (an import) are one transaction,
// and every failure carries its kind (issue 18); every change is in the audit log (issue 24).
// Runs on SQLite and, as store_corrections_pg, on PostgreSQL (teamlibrary.h).

#include "core/catalog/catalog.h"
#include "core/store/store.h"
#include "storetesthelpers.h"
#include "teamlibrary.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cp;

namespace {

PriceSnapshotEntry price(const QString &key, double value)
{
    return { key, value, QStringLiteral("CNY"), QStringLiteral("per rack-month"), QStringLiteral("2026-11"),
        QStringLiteral("found"), QStringLiteral("IDC quote") };
}

} // namespace

class TestStoreCorrections : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void priceEditsAreAllOrNothing();
    void priceEditsThatDoNotFitStoreNothing();
    void catalogEditsAreAllOrNothing();
    void clearRemovesEveryCorrection();
    void readOnlyLibraryRefusesEveryWrite();
    void everyChangeIsAuditedWithWhoAndWhen();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Store> m_store;
    int m_counter = 0;
};

void TestStoreCorrections::init()
{
    QString error;
    m_path = teamtest::newLibrary(m_dir, ++m_counter, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(m_path, options);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
}

void TestStoreCorrections::cleanup() { m_store.reset(); }

void TestStoreCorrections::priceEditsAreAllOrNothing()
{
    const PriceSnapshotEntry kept = price(QStringLiteral("colo.rack.hangzhou"), 8500.0);
    QVERIFY(m_store->setPriceEdit(kept));
    // The third entry has no key: the first two must not be stored either.
    const Status s = m_store->setPriceEdits({ price(QStringLiteral("cloud.h100-sxm-80gb.on_demand"), 9000.0),
        price(QStringLiteral("colo.rack.hangzhou"), 1.0), price(QStringLiteral("  "), 2.0) });
    QVERIFY(!s);
    QCOMPARE(s.error().kind, ErrorKind::BadInput);
    QCOMPARE(s.error().message, QStringLiteral("a price edit needs a key"));
    QCOMPARE(*m_store->priceEdits(), QList<PriceSnapshotEntry> { kept });

    const QList<PriceSnapshotEntry> both { price(QStringLiteral("cloud.h100-sxm-80gb.on_demand"), 9000.0), price(QStringLiteral("colo.rack.hangzhou"), 1.0) };
    QVERIFY(m_store->setPriceEdits(both));
    QCOMPARE(*m_store->priceEdits(), both); // sorted by key; the second replaced the earlier edit
}

// A write that fails half-way rolls back the rows written before it. On SQLite the disk fills up
// (a size cap); a team server has no such cap (SQLite-only), so there a row the server refuses
// fails the write instead: PostgreSQL text cannot hold a NUL character.
void TestStoreCorrections::priceEditsThatDoNotFitStoreNothing()
{
    if (teamtest::onPostgres()) {
        QList<PriceSnapshotEntry> rows;
        for (int i = 0; i < 4; ++i)
            rows << price(QStringLiteral("cloud.%1.on_demand").arg(Catalog::shipped().acceleratorIds().at(i)), 1000.0 + i);
        rows[2].source = QStringLiteral("quote") + QChar(0) + QStringLiteral("with a NUL");
        const Status s = m_store->setPriceEdits(rows);
        QVERIFY(!s);
        QVERIFY(m_store->priceEdits()->isEmpty());
        rows.removeAt(2);
        QVERIFY(m_store->setPriceEdits(rows));
        QCOMPARE(m_store->priceEdits()->size(), 3);
        return;
    }
    m_store.reset();
    StoreOptions options;
    options.growthLimitPages = 8; // 8 pages of 4 KiB: room for one or two of the rows below
    auto store = Store::open(m_path, options);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    QList<PriceSnapshotEntry> rows;
    // Known keys (the store checks them): the per-accelerator patterns of the first accelerators.
    const QStringList patterns { QStringLiteral("cloud.%1.on_demand"), QStringLiteral("server.%1.8gpu"), QStringLiteral("lease.bare_metal.%1.8gpu"),
        QStringLiteral("power.server_kw.%1.8gpu"), QStringLiteral("card.%1") };
    for (int i = 0; i < 30; ++i) {
        PriceSnapshotEntry e = price(patterns.at(i % 5).arg(Catalog::shipped().acceleratorIds().at(i / 5)), 1000.0 + i);
        e.source = QString(2000, QLatin1Char('s')); // the longest source allowed: 30 rows need about 15 pages
        rows << e;
    }
    const Status s = (*store)->setPriceEdits(rows);
    QVERIFY(!s);
    QCOMPARE(s.error().kind, ErrorKind::DiskFull);
    QVERIFY((*store)->priceEdits()->isEmpty());
    // The first row alone fits: rows stored one by one would have kept it.
    QVERIFY((*store)->setPriceEdit(rows.constFirst()));
    QCOMPARE((*store)->priceEdits()->size(), 1);
}

void TestStoreCorrections::catalogEditsAreAllOrNothing()
{
    const CatalogEdit good { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_bw_tbps"), QStringLiteral("1.55") };
    const CatalogEdit bad { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("-1") };
    const Status s = m_store->setCatalogEdits({ good, bad });
    QVERIFY(!s);
    QCOMPARE(s.error().kind, ErrorKind::BadInput);
    QVERIFY(m_store->catalogEdits()->isEmpty());
    const CatalogEdit other { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("96") };
    QVERIFY(m_store->setCatalogEdits({ good, other }));
    QCOMPARE(m_store->catalogEdits()->size(), 2);
}

void TestStoreCorrections::clearRemovesEveryCorrection()
{
    QVERIFY(m_store->setPriceEdits({ price(QStringLiteral("cloud.a100-sxm-80gb.on_demand"), 1.0), price(QStringLiteral("cloud.h100-sxm-80gb.on_demand"), 2.0) }));
    QVERIFY(m_store->setCatalogEdits({ { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("96") },
        { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("tdp_w"), QStringLiteral("350") } }));
    QVERIFY(m_store->clearPriceEdits());
    QVERIFY(m_store->priceEdits()->isEmpty());
    QCOMPARE(m_store->catalogEdits()->size(), 2); // only the price book went
    QVERIFY(m_store->clearCatalogEdits());
    QVERIFY(m_store->catalogEdits()->isEmpty());
}

void TestStoreCorrections::readOnlyLibraryRefusesEveryWrite()
{
    QVERIFY(m_store->setPriceEdit(price(QStringLiteral("cloud.a100-sxm-80gb.on_demand"), 1.0)));
    m_store.reset();
    StoreOptions options;
    options.readOnly = true;
    auto store = Store::open(m_path, options);
    QVERIFY(store);
    for (const Status &s : { (*store)->setPriceEdits({ price(QStringLiteral("cloud.h100-sxm-80gb.on_demand"), 2.0) }), (*store)->clearPriceEdits(),
             (*store)->setCatalogEdits({ { QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("96") } }),
             (*store)->clearCatalogEdits() }) {
        QVERIFY(!s);
        QCOMPARE(s.error().kind, ErrorKind::ReadOnly);
    }
    QCOMPARE((*store)->priceEdits()->size(), 1);
}

void TestStoreCorrections::everyChangeIsAuditedWithWhoAndWhen()
{
    // The writer: the database user of the address on a server, the login name for a file.
    const QString who = teamtest::expectedAuthor();
    QVERIFY(!who.isEmpty());
    QCOMPARE(m_store->author(), who);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    QVERIFY(m_store->setPriceEdit(price(QStringLiteral("colo.rack.hangzhou"), 8500.0)));
    QVERIFY(m_store->setCatalogEdit({ QStringLiteral("accelerator"), QStringLiteral("ascend-910b"), QStringLiteral("memory_gb"), QStringLiteral("96") }));
    QVERIFY(m_store->removePriceEdit(QStringLiteral("colo.rack.hangzhou")));
    QVERIFY(m_store->clearCatalogEdits());
    const auto log = m_store->correctionLog();
    QVERIFY2(log, qPrintable(joinErrors(log.errors())));
    QCOMPARE(log->size(), 4);
    const QStringList expected { QStringLiteral("price colo.rack.hangzhou set"), QStringLiteral("catalog accelerator/ascend-910b/memory_gb set"),
        QStringLiteral("price colo.rack.hangzhou remove"), QStringLiteral("catalog  clear") };
    for (qsizetype i = 0; i < log->size(); ++i) {
        const CorrectionRecord &r = log->at(i);
        QCOMPARE(r.item + QLatin1Char(' ') + r.key + QLatin1Char(' ') + r.change, expected.at(i));
        QCOMPARE(r.info.author, who);
        QVERIFY(r.info.savedAt >= before && r.info.savedAt <= QDateTime::currentDateTimeUtc().addSecs(1));
    }
    QVERIFY(log->at(0).value.startsWith(QStringLiteral("8500|CNY|")));
    QCOMPARE(log->at(1).value, QStringLiteral("96"));
    // A later change is appended; nothing is rewritten.
    QVERIFY(m_store->setPriceEdit(price(QStringLiteral("cloud.a100-sxm-80gb.on_demand"), 1.0)));
    QCOMPARE(m_store->correctionLog()->size(), 5);
}

QTEST_GUILESS_MAIN(TestStoreCorrections)
#include "tst_storecorrections.moc"
