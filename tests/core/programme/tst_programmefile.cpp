// A programme's pools in .cplan (issue 44): written and read back; single plans keep their files.
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace cp;

class TestProgrammeFile : public QObject {
    Q_OBJECT
private slots:
    void poolsRoundTrip();
    void singlePlansHaveNoPoolKeys();
    void validationNamesBadPools();
};

namespace {

Scenario programme()
{
    QFile f(QStringLiteral(":/cp/samples/04-inference-ascend-910b.cplan"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no sample");
    Scenario s = *cplan::fromBytes(f.readAll(), Catalog::builtIn());
    s.name = QStringLiteral("programme");
    s.pools = { Pool { QStringLiteral("train"), QStringLiteral("h800-sxm-80gb"), {} }, Pool { QStringLiteral("serve"), QStringLiteral("ascend-910b"), {} } };
    Workload w;
    w.kind = QStringLiteral("other");
    w.gpuHoursPerMonth = 1000;
    w.pool = QStringLiteral("serve");
    w.gpus = 16;
    s.workloads = { w };
    return s;
}

} // namespace

void TestProgrammeFile::poolsRoundTrip()
{
    const Scenario s = programme();
    const QByteArray bytes = cplan::toBytes(s);
    const QJsonObject o = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(o.value(QStringLiteral("pools")).toArray().size(), 2);
    QCOMPARE(o.value(QStringLiteral("workloads")).toArray().at(0).toObject().value(QStringLiteral("pool")).toString(), QStringLiteral("serve"));
    const auto back = cplan::fromBytes(bytes, Catalog::builtIn());
    QVERIFY2(back, qPrintable(back ? QString() : back.error().path + QLatin1Char(' ') + back.error().message));
    QCOMPARE(back->pools, s.pools);
    QCOMPARE(back->workloads, s.workloads);
}

void TestProgrammeFile::singlePlansHaveNoPoolKeys()
{
    Scenario s = programme();
    s.pools.clear();
    s.workloads[0].pool.clear();
    s.workloads[0].gpus = 0;
    const QJsonObject o = QJsonDocument::fromJson(cplan::toBytes(s)).object();
    QVERIFY(!o.contains(QStringLiteral("pools")));
    const QJsonObject w = o.value(QStringLiteral("workloads")).toArray().at(0).toObject();
    QVERIFY(!w.contains(QStringLiteral("pool")));
    QVERIFY(!w.contains(QStringLiteral("gpus")));
    QVERIFY(!w.contains(QStringLiteral("gpu_hours_per_run")));
}

void TestProgrammeFile::validationNamesBadPools()
{
    Scenario s = programme();
    s.pools[1].id = QStringLiteral("train"); // duplicate
    s.pools[0].accelerator = QStringLiteral("no-such-card");
    const Errors errors = validateScenario(s, Catalog::builtIn());
    QStringList paths;
    for (const Error &e : errors)
        paths << e.path;
    QVERIFY2(paths.contains(QStringLiteral("pools[1].id")), qPrintable(paths.join(QLatin1Char(' '))));
    QVERIFY(paths.contains(QStringLiteral("pools[0].accelerator")));
    QVERIFY(paths.contains(QStringLiteral("workloads[0].pool"))); // "serve" is gone
}

QTEST_GUILESS_MAIN(TestProgrammeFile)
#include "tst_programmefile.moc"
