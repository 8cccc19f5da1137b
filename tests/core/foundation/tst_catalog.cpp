#include "core/catalog/catalog.h"

#include <QTest>

using namespace cp;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void builtInLoadsEveryRow();
    void acceleratorFacts_data();
    void acceleratorFacts();
    void pricesKeepProvenance_data();
    void pricesKeepProvenance();
    void fabrics();
    void builtInMatchesSharedData();
    void badTablesAreReportedWithLines();
};

void TestCatalog::builtInLoadsEveryRow()
{
    auto c = Catalog::loadBuiltIn();
    QVERIFY2(c, qPrintable(joinErrors(c.errors())));
    QCOMPARE(c->accelerators().size(), 21);
    QCOMPARE(c->fabrics().size(), 7);
    QCOMPARE(c->prices().size(), 34);
    QVERIFY(c->accelerator(QStringLiteral("no-such-card")) == nullptr);
}

void TestCatalog::acceleratorFacts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("memoryGB");
    QTest::addColumn<bool>("pcieOnly");
    QTest::addColumn<int>("confidence");
    QTest::addRow("A100 SXM is NVLink") << "a100-sxm-80gb" << 312.0 << 80.0 << false << int(Confidence::Found);
    QTest::addRow("A100 PCIe is PCIe-only") << "a100-pcie-80gb" << 312.0 << 80.0 << true << int(Confidence::Found);
    QTest::addRow("H800 has NVLink cut") << "h800-sxm-80gb" << 989.0 << 80.0 << false << int(Confidence::Found);
    QTest::addRow("L40S has no NVLink") << "l40s-48gb" << 362.0 << 48.0 << true << int(Confidence::Found);
    QTest::addRow("910B bandwidth uncertain") << "ascend-910b" << 320.0 << 64.0 << false << int(Confidence::Uncertain);
    QTest::addRow("H20 memory uncertain keeps found") << "h20-96gb" << 148.0 << 96.0 << false << int(Confidence::Found);
}

void TestCatalog::acceleratorFacts()
{
    QFETCH(QString, id);
    QFETCH(double, bf16);
    QFETCH(double, memoryGB);
    QFETCH(bool, pcieOnly);
    QFETCH(int, confidence);
    const Accelerator *a = Catalog::builtIn().accelerator(id);
    QVERIFY(a);
    QCOMPARE(a->bf16DenseTflops, bf16);
    QCOMPARE(a->memoryGB, memoryGB);
    QCOMPARE(a->isPcieOnly(), pcieOnly);
    QCOMPARE(int(a->confidence), confidence);
    QVERIFY(!a->source.isEmpty());
    QCOMPARE(a->gpusPerNode, 8);
}

void TestCatalog::pricesKeepProvenance_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("hasValue");
    QTest::addColumn<bool>("assumption");
    QTest::addColumn<QString>("asOf");
    QTest::addRow("H100 China rental is sourced") << "cloud.h100-sxm-80gb.on_demand" << true << false << "2026";
    QTest::addRow("Lambda price has a date") << "cloud.a100-sxm-80gb.on_demand.lambda" << true << false << "2026-09-20";
    QTest::addRow("Zhejiang tariff must be confirmed") << "power.tariff.zhejiang" << false << true << "";
    QTest::addRow("Hangzhou rack rent must be confirmed") << "colo.rack.hangzhou" << false << true << "";
    QTest::addRow("exchange rate is an assumption") << "fx.usd_cny" << true << true << "2026";
}

void TestCatalog::pricesKeepProvenance()
{
    QFETCH(QString, key);
    QFETCH(bool, hasValue);
    QFETCH(bool, assumption);
    QFETCH(QString, asOf);
    const PriceEntry *p = Catalog::builtIn().price(key);
    QVERIFY(p);
    QCOMPARE(p->value.has_value(), hasValue);
    QCOMPARE(p->isAssumption(), assumption);
    QCOMPARE(p->asOf, asOf);
    QVERIFY(!p->source.isEmpty());
}

void TestCatalog::fabrics()
{
    const Fabric *ndr = Catalog::builtIn().fabric(QStringLiteral("ib-ndr"));
    QVERIFY(ndr);
    QCOMPARE(ndr->perGpuGbps, 400.0);
    QVERIFY(ndr->rdma);
    QVERIFY(!ndr->isAssumption());
    const Fabric *eth = Catalog::builtIn().fabric(QStringLiteral("eth-25"));
    QVERIFY(eth);
    QVERIFY(!eth->rdma);
    QVERIFY(eth->isAssumption());
}

void TestCatalog::builtInMatchesSharedData()
{
    // The resources are a copy of the team's sourced data; a hand edit of one side shows up here.
    auto fromFiles = Catalog::loadFromDirectory(QStringLiteral(CP_SHARED_DATA_DIR));
    QVERIFY2(fromFiles, qPrintable(joinErrors(fromFiles.errors())));
    QCOMPARE(fromFiles->acceleratorIds(), Catalog::builtIn().acceleratorIds());
    QCOMPARE(fromFiles->fabricIds(), Catalog::builtIn().fabricIds());
}

void TestCatalog::badTablesAreReportedWithLines()
{
    auto acc = CsvTable::parse(QStringLiteral("id,bf16_dense_tflops,memory_gb,memory_bw_tbps,gpus_per_node\n"
                                              "x,abc,80,2,8\n"
                                              "x,1,80,2,0\n"),
        QStringLiteral("acc.csv"));
    auto fab = CsvTable::parse(QStringLiteral("id,per_gpu_gbps\nf,200\nf,400\n"), QStringLiteral("fab.csv"));
    auto pri = CsvTable::parse(QStringLiteral("key,value\n"), QStringLiteral("pri.csv"));
    QVERIFY(acc && fab && pri);
    auto c = Catalog::fromTables(*acc, *fab, *pri);
    QVERIFY(!c);
    const QString all = joinErrors(c.errors());
    QVERIFY2(all.contains(QStringLiteral("acc.csv:2 (bf16_dense_tflops): 'abc' is not a non-negative number")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("acc.csv:3 (gpus_per_node): must be at least 1")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("fab.csv: duplicate id 'f'")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("pri.csv: missing column 'unit'")), qPrintable(all));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
