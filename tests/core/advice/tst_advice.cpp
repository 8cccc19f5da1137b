#include "core/advice/advice.h"

#include <QTest>

#include <functional>

using namespace cp;
using namespace cp::advice;

namespace {

using Edit = std::function<void(AdviceInput &)>;

/// A plan that triggers no rule: H100 with TP=1 on one owned node, bf16, selective recompute,
/// data on NVMe in the same region, outside mainland China.
AdviceInput quietInput()
{
    AdviceInput in;
    in.accelerator = *Catalog::builtIn().accelerator(QStringLiteral("h100-sxm-80gb"));
    in.gpus = 8;
    in.layout.tp = 1;
    in.layout.pp = 1;
    in.layout.dp = 8;
    in.layout.recompute = estimate::Recompute::Selective;
    in.rented = false;
    in.dataStorage = DataStorage::LocalNvme;
    in.dataRegion = QStringLiteral("us-west");
    in.computeRegion = QStringLiteral("us-west");
    return in;
}

Accelerator card(const char *id) { return *Catalog::builtIn().accelerator(QLatin1String(id)); }

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestAdvice : public QObject {
    Q_OBJECT
private slots:
    void ruleFiresOnItsTriggerOnly_data();
    void ruleFiresOnItsTriggerOnly();
    void quietPlanGetsNoAdvice();
    void everyRuleIsCoveredAndSeverityMatches();
    void mainlandChinaRegions_data();
    void mainlandChinaRegions();
};

void TestAdvice::ruleFiresOnItsTriggerOnly_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<Edit>("trigger");
    QTest::addColumn<Edit>("nearMiss");
    // Critical: money is lost for sure (spot work without checkpoints is redone after every
    // preemption); Warning: the plan runs slower than its numbers say; Info: a lever or a check.
    QTest::addColumn<int>("severity");
    QTest::addRow("TP across PCIe-only cards")
        << QStringLiteral("interconnect.pcie_tp")
        << Edit([](AdviceInput &in) { in.accelerator = card("l40s-48gb"); in.layout.tp = 2; })
        << Edit([](AdviceInput &in) { in.accelerator = card("l40s-48gb"); in.layout.tp = 1; })
        << int(Severity::Warning);
    QTest::addRow("memory bandwidth under 1 TB/s for training")
        << QStringLiteral("hardware.low_memory_bandwidth")
        << Edit([](AdviceInput &in) { in.accelerator = card("l40s-48gb"); })
        << Edit([](AdviceInput &in) { in.accelerator = card("l40s-48gb"); in.training = false; })
        << int(Severity::Warning);
    QTest::addRow("small files on NFS")
        << QStringLiteral("data.small_files_nfs")
        << Edit([](AdviceInput &in) { in.dataStorage = DataStorage::Nfs; in.smallFiles = true; })
        << Edit([](AdviceInput &in) { in.dataStorage = DataStorage::ParallelFs; in.smallFiles = true; })
        << int(Severity::Warning);
    QTest::addRow("spot without checkpointing")
        << QStringLiteral("cost.spot_without_checkpoints")
        << Edit([](AdviceInput &in) { in.pay = PayMode::Spot; in.checkpointing = false; })
        << Edit([](AdviceInput &in) { in.pay = PayMode::Spot; in.checkpointing = true; })
        << int(Severity::Critical);
    QTest::addRow("data and compute in different regions")
        << QStringLiteral("data.cross_region")
        << Edit([](AdviceInput &in) { in.dataRegion = QStringLiteral("us-east"); })
        << Edit([](AdviceInput &in) { in.dataRegion = QStringLiteral("US-WEST"); })
        << int(Severity::Warning);
    QTest::addRow("mixed precision as a cost lever")
        << QStringLiteral("cost.mixed_precision")
        << Edit([](AdviceInput &in) { in.precision = estimate::Precision::Tf32; })
        << Edit([](AdviceInput &in) { in.precision = estimate::Precision::Fp16; })
        << int(Severity::Info);
    QTest::addRow("gradient checkpointing as a cost lever")
        << QStringLiteral("cost.gradient_checkpointing")
        << Edit([](AdviceInput &in) { in.layout.recompute = estimate::Recompute::None; in.layout.pp = 4; })
        << Edit([](AdviceInput &in) { in.layout.recompute = estimate::Recompute::None; })
        << int(Severity::Info);
    QTest::addRow("H100/H800 availability in mainland China")
        << QStringLiteral("availability.export_controls")
        << Edit([](AdviceInput &in) { in.computeRegion = in.dataRegion = QStringLiteral("cn-east"); })
        << Edit([](AdviceInput &in) { in.computeRegion = in.dataRegion = QStringLiteral("cn-hongkong"); })
        << int(Severity::Info);
    QTest::addRow("acceptance checks for a rented node")
        << QStringLiteral("acceptance.rented_node")
        << Edit([](AdviceInput &in) { in.rented = true; in.fabricId = QStringLiteral("ib-ndr"); in.fabricGbpsPerGpu = 400; })
        << Edit([](AdviceInput &in) { in.rented = true; in.accelerator = card("ascend-910b"); })
        << int(Severity::Info);
}

void TestAdvice::ruleFiresOnItsTriggerOnly()
{
    QFETCH(QString, rule);
    QFETCH(Edit, trigger);
    QFETCH(Edit, nearMiss);
    QFETCH(int, severity);
    const Rule *r = advice::rule(rule);
    QVERIFY(r);
    AdviceInput on = quietInput();
    trigger(on);
    const auto fired = r->check(on);
    QVERIFY(fired);
    QCOMPARE(fired->id, rule);
    QCOMPARE(int(fired->severity), severity);
    QCOMPARE(int(r->severity), severity);
    QVERIFY(!fired->message.isEmpty());
    AdviceInput off = quietInput();
    nearMiss(off);
    QVERIFY(!r->check(off));
    QVERIFY(!r->check(quietInput()));
    const QList<Advice> all = adviseAll(on);
    QVERIFY(std::any_of(all.begin(), all.end(), [&rule](const Advice &a) { return a.id == rule; }));
}

void TestAdvice::quietPlanGetsNoAdvice()
{
    QVERIFY(adviseAll(quietInput()).isEmpty());
}

void TestAdvice::everyRuleIsCoveredAndSeverityMatches()
{
    QCOMPARE(rules().size(), 9);
    AdviceInput in = quietInput();
    in.accelerator = card("l40s-48gb");
    in.layout.tp = 2;
    in.pay = PayMode::Spot;
    in.checkpointing = false;
    const QList<Advice> list = adviseAll(in);
    // exactly the three rules these four changes trigger, the critical one first
    QStringList ids;
    for (const Advice &a : list)
        ids << a.id;
    QCOMPARE(ids.constFirst(), QStringLiteral("cost.spot_without_checkpoints"));
    ids.sort();
    QCOMPARE(ids, (QStringList { QStringLiteral("cost.spot_without_checkpoints"), QStringLiteral("hardware.low_memory_bandwidth"), QStringLiteral("interconnect.pcie_tp") }));
    QVERIFY(list.constFirst().severity == Severity::Critical);
    for (qsizetype i = 1; i < list.size(); ++i)
        QVERIFY(int(list.at(i - 1).severity) >= int(list.at(i).severity));
}

void TestAdvice::mainlandChinaRegions_data()
{
    QTest::addColumn<QString>("region");
    QTest::addColumn<bool>("mainland");
    QTest::addRow("cn-east is mainland") << QStringLiteral("cn-east") << true;
    QTest::addRow("cn is mainland") << QStringLiteral("cn") << true;
    QTest::addRow("cn-hongkong is not") << QStringLiteral("cn-hongkong") << false;
    QTest::addRow("us-west is not") << QStringLiteral("us-west") << false;
    QTest::addRow("empty is not") << QString() << false;
}

void TestAdvice::mainlandChinaRegions()
{
    QFETCH(QString, region);
    QFETCH(bool, mainland);
    QCOMPARE(isMainlandChina(region), mainland);
}

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
