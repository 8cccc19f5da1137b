// The team library on PostgreSQL over the loopback with 10,000 scenarios (issue 24): listing all
// of them must take < 300 ms, opening (loading) one plan < 50 ms. Starts its own throw-away
// cluster listening on 127.0.0.1 (tests/pg/pgcluster ... tcp) and stops it at the end.
// Run: build-bench/tests/benchmarks/store/bench_store_team -median 9
#include "core/scenario/samples.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>

using namespace cp;

namespace {

constexpr int kPort = 54329;

bool cluster(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral(CP_PGCLUSTER), args);
    return p.waitForFinished(180000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class BenchStoreTeam : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void listEverything();
    void listWithSearch();
    void openAPlan();
    void cleanupTestCase();

private:
    static constexpr int kScenarios = 10000;
    QString m_dir;
    std::unique_ptr<Store> m_store;
};

void BenchStoreTeam::initTestCase()
{
    m_dir = QStringLiteral("/tmp/cp-pgbench-%1").arg(QCoreApplication::applicationPid());
    QVERIFY(cluster({ QStringLiteral("start"), m_dir, QString::number(kPort), QStringLiteral("tcp") }));
    {
        QProcess create;
        create.start(QStringLiteral("psql"), { QStringLiteral("-h"), m_dir + QStringLiteral("/socket"), QStringLiteral("-p"), QString::number(kPort), QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-qc"), QStringLiteral("CREATE DATABASE bench"), QStringLiteral("postgres") });
        QVERIFY(create.waitForFinished(60000) && create.exitCode() == 0);
    }
    StoreOptions options;
    options.seedSamples = false;
    // TCP on the loopback, as a client on the same host as the server would connect.
    auto store = Store::open(QStringLiteral("postgresql://postgres@127.0.0.1:%1/bench?sslmode=disable").arg(kPort), options);
    QVERIFY2(store, qPrintable(joinErrors(store.errors())));
    m_store = std::move(*store);
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    const QStringList teams { QStringLiteral("search"), QStringLiteral("ads"), QStringLiteral("support"), QStringLiteral("risk"), QStringLiteral("finance") };
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

void BenchStoreTeam::listEverything()
{
    qsizetype found = 0;
    QBENCHMARK
    {
        found = m_store->list()->size();
    }
    QCOMPARE(found, kScenarios);
}

void BenchStoreTeam::listWithSearch()
{
    qsizetype found = 0;
    QBENCHMARK
    {
        found = m_store->list(QStringLiteral("h800"))->size();
    }
    QCOMPARE(found, 2 * kScenarios / 5);
}

void BenchStoreTeam::openAPlan()
{
    const QString name = m_store->list(QStringLiteral("plan 05000"))->constFirst().name;
    QString loaded;
    QBENCHMARK
    {
        loaded = m_store->load(name)->name;
    }
    QCOMPARE(loaded, name);
}

void BenchStoreTeam::cleanupTestCase()
{
    m_store.reset();
    QVERIFY(cluster({ QStringLiteral("stop"), m_dir }));
}

QTEST_GUILESS_MAIN(BenchStoreTeam)
#include "bench_store_team.moc"
