// The scenario library with 10,000 scenarios: listing with a search filter must take < 200 ms.
// Run: build-bench/tests/benchmarks/store/bench_store -median 9
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cp;

class BenchStore : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void listWithSearch();
    void listWithSearchAndTag();
    void listEverything();
    void openWithIntegrityCheck();
    void cleanupTestCase();

private:
    static constexpr int kScenarios = 10000;
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Store> m_store;
};

void BenchStore::initTestCase()
{
    m_path = m_dir.filePath(QStringLiteral("bench.sqlite"));
    StoreOptions options;
    options.seedSamples = false;
    auto store = Store::open(m_path, options);
    QVERIFY(store);
    m_store = std::move(*store);
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    const QStringList teams { QStringLiteral("search"), QStringLiteral("ads"), QStringLiteral("support"),
        QStringLiteral("risk"), QStringLiteral("finance") };
    QList<Scenario> all;
    for (int i = 0; i < kScenarios; ++i) {
        Scenario s = samples->at(i % samples->size());
        s.name = QStringLiteral("Plan %1 · %2").arg(i, 5, 10, QLatin1Char('0')).arg(s.name);
        s.notes = QStringLiteral("Team %1, quarter %2. ").arg(teams.at((i / 5) % teams.size())).arg(i % 4 + 1) + s.notes;
        s.tags << teams.at((i / 5) % teams.size());
        all << s;
    }
    const auto saved = m_store->saveMany(all);
    QVERIFY2(saved, qPrintable(joinErrors(saved.errors())));
    QCOMPARE(m_store->list()->size(), kScenarios);
}

void BenchStore::listWithSearch()
{
    qsizetype found = 0;
    QBENCHMARK
    {
        found = m_store->list(QStringLiteral("h800"))->size();
    }
    QCOMPARE(found, 2 * kScenarios / 5);
}

void BenchStore::listWithSearchAndTag()
{
    qsizetype found = 0;
    QBENCHMARK
    {
        found = m_store->list(QStringLiteral("lora"), QStringLiteral("finance"))->size();
    }
    QVERIFY(found > 0);
}

void BenchStore::listEverything()
{
    qsizetype found = 0;
    QBENCHMARK
    {
        found = m_store->list()->size();
    }
    QCOMPARE(found, kScenarios);
}

void BenchStore::openWithIntegrityCheck()
{
    QBENCHMARK
    {
        auto again = Store::open(m_path);
        QVERIFY(again);
    }
}

void BenchStore::cleanupTestCase() { m_store.reset(); }

QTEST_GUILESS_MAIN(BenchStore)
#include "bench_store.moc"
