#include "core/catalog/catalog.h"
#include "core/catalog/pricetexts.h"

#include <QTest>

using namespace cp;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void builtInLoadsEveryRow();
    void everyPriceItemAndUnitIsTranslatable();
    void acceleratorFacts_data();
    void acceleratorFacts();
    void pricesKeepProvenance_data();
    void pricesKeepProvenance();
    void fabrics();
    void builtInMatchesSharedData();
    void badTablesAreReportedWithLines();
    void defaultsFillOnlyMissingValues();
};

void TestCatalog::builtInLoadsEveryRow()
{
    auto c = Catalog::loadBuiltIn();
    QVERIFY2(c, qPrintable(joinErrors(c.errors())));
    QCOMPARE(c->accelerators().size(), 21);
    QCOMPARE(c->fabrics().size(), 7);
    // 41 rows of price-book.csv plus the defaults for keys it does not have (30 defaults, 3 of
    // which fill price-book rows that have no value).
    QCOMPARE(c->prices().size(), 41 + 30 - 3);
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
    QTest::addRow("H100 China rental is sourced") << "cloud.h100-sxm-80gb.on_demand" << true << false << "2026-12";
    QTest::addRow("Lambda price has a date") << "cloud.a100-sxm-80gb.on_demand.lambda" << true << false << "2026-09-20";
    QTest::addRow("Zhejiang tariff is a default to confirm") << "power.tariff.zhejiang" << true << true << "2026-12";
    QTest::addRow("Hangzhou rack rent is a default to confirm") << "colo.rack.hangzhou" << true << true << "2026-12";
    // Issue 21: the H100 lease is now the published 70000 CNY per server-month (2024-10).
    QTest::addRow("H100 lease is sourced") << "lease.bare_metal.h100-sxm-80gb.8gpu" << true << false << "2024-10";
    QTest::addRow("A100 lease is a default to confirm") << "lease.bare_metal.a100-sxm-80gb.8gpu" << true << true << "2026-12";
    // Issue 45: the H20 lease is derived from published figures (the H20 server price and the
    // H100's lease/purchase ratio), dated by the H20 server figure.
    QTest::addRow("H20 lease is derived, not assumed") << "lease.bare_metal.h20-96gb.8gpu" << true << false << "2024-07";
    QTest::addRow("sourced residual value is not replaced") << "residual.after_36_months" << true << false << "";
    QTest::addRow("exchange rate is an assumption") << "fx.usd_cny" << true << true << "2026-12";
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

void TestCatalog::defaultsFillOnlyMissingValues()
{
    const QString header = QStringLiteral("key,item,unit,value,currency,as_of,confidence,source\n");
    auto acc = CsvTable::parse(QStringLiteral("id,bf16_dense_tflops,memory_gb,memory_bw_tbps,gpus_per_node\n"), QStringLiteral("acc.csv"));
    auto fab = CsvTable::parse(QStringLiteral("id,per_gpu_gbps\n"), QStringLiteral("fab.csv"));
    auto book = CsvTable::parse(header + "sourced,a,u,5,CNY,2025,found,paper\nempty,b,u,,CNY,,not-found,ASSUMPTION NEEDED\n",
        QStringLiteral("book.csv"));
    auto defaults = CsvTable::parse(header
            + "sourced,a,u,9,CNY,2026,assumption,ASSUMPTION: x\nempty,b,u,7,CNY,2026,assumption,ASSUMPTION: y\n"
              "extra,c,u,3,CNY,2026,found,ASSUMPTION: z\n",
        QStringLiteral("defaults.csv"));
    QVERIFY(acc && fab && book && defaults);
    auto c = Catalog::fromTables(*acc, *fab, *book);
    QVERIFY(c);
    QVERIFY(c->mergePriceDefaults(*defaults));
    QCOMPARE(c->prices().size(), 3);
    QCOMPARE(*c->price(QStringLiteral("sourced"))->value, 5.0);
    QVERIFY(!c->price(QStringLiteral("sourced"))->isAssumption());
    QCOMPARE(*c->price(QStringLiteral("empty"))->value, 7.0);
    QVERIFY(c->price(QStringLiteral("empty"))->isAssumption());
    QCOMPARE(*c->price(QStringLiteral("extra"))->value, 3.0);
    QVERIFY(c->price(QStringLiteral("extra"))->isAssumption());

    auto valueless = CsvTable::parse(header + "k,a,u,,CNY,,assumption,ASSUMPTION\n", QStringLiteral("d.csv"));
    QVERIFY(valueless);
    const auto status = c->mergePriceDefaults(*valueless);
    QVERIFY(!status);
    QCOMPARE(status.error().message, QStringLiteral("default 'k' has no value"));
}

// Views and reports show item names and units in the UI language: every one in the shipped
// book must be in the table lupdate reads (core/catalog/pricetexts.cpp), or it stays English.
void TestCatalog::everyPriceItemAndUnitIsTranslatable()
{
    const QStringList texts = translatablePriceTexts();
    for (const PriceEntry &p : Catalog::shipped().prices()) {
        QVERIFY2(texts.contains(p.item), qPrintable(p.key + QStringLiteral(": ") + p.item));
        QVERIFY2(texts.contains(p.unit), qPrintable(p.key + QStringLiteral(": ") + p.unit));
    }
    QCOMPARE(priceItemText(QStringLiteral("not in any table")), QStringLiteral("not in any table"));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
