// Price tiers (low / typical / high) and the coherence checks of the price book. Expected figures
// are the shipped book's (resources/data/price-book*.csv) worked by hand: a lease of an 8-GPU
// server-month runs 8 x 730 = 5840 GPU-hours at full use; monthly = on-demand x (1 - discount).
#include "core/catalog/catalog.h"
#include "core/catalog/pricecheck.h"

#include <QTest>

#include <tuple>

using namespace cp;

class TestPriceCheck : public QObject {
    Q_OBJECT
private slots:
    void tierPicksItsFigure_data();
    void tierPicksItsFigure();
    void retieringStartsFromTheShippedFigures();
    void olderFormatStillReads();
    void tierColumnsKeepTheirProvenance();
    void shippedDefaultsAreCoherent();
    void eachBrokenOrderingIsNamed_data();
    void eachBrokenOrderingIsNamed();
    void aBreakInOneTierIsReportedForThatTier();
    void theOldBookIsFlagged_data();
    void theOldBookIsFlagged();
    void aCutDownPartIsCheckedInEveryChannel();
    void tierWords();
};

void TestPriceCheck::tierPicksItsFigure_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("tier");
    QTest::addColumn<double>("expected");
    const QString h100 = QStringLiteral("cloud.h100-sxm-80gb.on_demand");
    QTest::addRow("H100 on demand, low: cheapest seller") << h100 << int(PriceTier::Low) << 8.28;
    QTest::addRow("H100 on demand, typical: 30-day average") << h100 << int(PriceTier::Typical) << 13.01;
    // 6.88 USD x 7.1 CNY per USD = 48.848, stated as 48.85
    QTest::addRow("H100 on demand, high: AWS list in CNY") << h100 << int(PriceTier::High) << 48.85;
    const QString h20 = QStringLiteral("server.h20-96gb.8gpu");
    QTest::addRow("H20 server, low: Huxiu 1.2M") << h20 << int(PriceTier::Low) << 1200000.0;
    QTest::addRow("H20 server, typical: mid of 1.2M and 1.4M") << h20 << int(PriceTier::Typical) << 1300000.0;
    QTest::addRow("H20 server, high: Reuters 1.4M") << h20 << int(PriceTier::High) << 1400000.0;
    QTest::addRow("a discount's low tier is the largest discount") << "cloud.monthly_discount" << int(PriceTier::Low) << 0.10;
    QTest::addRow("an entry without tiers keeps its figure") << "power.pue.hub" << int(PriceTier::High) << 1.25;
}

void TestPriceCheck::tierPicksItsFigure()
{
    QFETCH(QString, key);
    QFETCH(int, tier);
    QFETCH(double, expected);
    const Catalog c = Catalog::shipped().withTier(PriceTier(tier));
    QCOMPARE(c.tier(), PriceTier(tier));
    const PriceEntry *p = c.price(key);
    QVERIFY(p && p->value);
    QCOMPARE(*p->value, expected);
}

void TestPriceCheck::retieringStartsFromTheShippedFigures()
{
    const QString key = QStringLiteral("cloud.h100-sxm-80gb.on_demand");
    const Catalog high = Catalog::shipped().withTier(PriceTier::High);
    QCOMPARE(*high.price(key)->value, 48.85);
    QCOMPARE(high.price(key)->confidenceText, QStringLiteral("found"));
    const Catalog back = high.withTier(PriceTier::Typical);
    QCOMPARE(*back.price(key)->value, 13.01);
    QCOMPARE(back.price(key)->confidenceText, QStringLiteral("uncertain"));
    QCOMPARE(*high.withTier(PriceTier::Low).price(key)->value, 8.28);
}

namespace {
Catalog fromPrices(const QString &prices)
{
    auto acc = CsvTable::parse(QStringLiteral("id,bf16_dense_tflops,memory_gb,memory_bw_tbps,gpus_per_node\n"
                                              "h100-sxm-80gb,989,80,3.35,8\n"),
        QStringLiteral("acc.csv"));
    auto fab = CsvTable::parse(QStringLiteral("id,per_gpu_gbps\n"), QStringLiteral("fab.csv"));
    auto book = CsvTable::parse(prices, QStringLiteral("book.csv"));
    auto c = acc && fab && book ? Catalog::fromTables(*acc, *fab, *book) : Expected<Catalog>(Error { {}, QStringLiteral("parse") });
    return c ? *c : Catalog {};
}
} // namespace

void TestPriceCheck::olderFormatStillReads()
{
    // The columns before tiers: a user's file keeps single values, used in every tier.
    const Catalog c = fromPrices(QStringLiteral("key,item,unit,value,currency,as_of,confidence,source\n"
                                                "cloud.h100-sxm-80gb.on_demand,H100,per GPU-hour,9.5,CNY,2025,found,quote\n"));
    const PriceEntry *p = c.price(QStringLiteral("cloud.h100-sxm-80gb.on_demand"));
    QVERIFY(p);
    QCOMPARE(*p->value, 9.5);
    QVERIFY(!p->low && !p->high);
    QCOMPARE(*c.withTier(PriceTier::Low).price(p->key)->value, 9.5);
    QCOMPARE(*c.withTier(PriceTier::High).price(p->key)->value, 9.5);
    QCOMPARE(c.withTier(PriceTier::High).price(p->key)->source, QStringLiteral("quote"));
}

void TestPriceCheck::tierColumnsKeepTheirProvenance()
{
    const Catalog c = fromPrices(QStringLiteral(
        "key,item,unit,value,currency,as_of,confidence,source,low,low_as_of,low_confidence,low_source,high,high_as_of,high_confidence,high_source\n"
        "k,x,per GPU-hour,10,CNY,2026,found,avg,7,2025,uncertain,ASSUMPTION: guess,20,2026-11,secondary,list\n"));
    const PriceEntry *p = c.price(QStringLiteral("k"));
    QVERIFY(p && p->low && p->high);
    QCOMPARE(*p->low->value, 7.0);
    QCOMPARE(p->low->asOf, QStringLiteral("2025"));
    QCOMPARE(p->low->confidence, Confidence::Assumption); // "ASSUMPTION" in its source
    QCOMPARE(p->high->confidence, Confidence::Secondary);
    QCOMPARE(p->confidence, Confidence::Found);
    const PriceEntry high = p->atTier(PriceTier::High);
    QCOMPARE(*high.value, 20.0);
    QCOMPARE(high.asOf, QStringLiteral("2026-11"));
    QCOMPARE(high.source, QStringLiteral("list"));
    QVERIFY(c.withTier(PriceTier::Low).price(QStringLiteral("k"))->isAssumption());
}

void TestPriceCheck::shippedDefaultsAreCoherent()
{
    const QList<PriceViolation> v = checkPriceBook(Catalog::shipped());
    QStringList messages;
    for (const PriceViolation &x : v)
        messages << x.message;
    QVERIFY2(v.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
}

void TestPriceCheck::eachBrokenOrderingIsNamed_data()
{
    QTest::addColumn<QString>("overrideKey");
    QTest::addColumn<double>("overrideValue");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("otherKey");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("otherValue");
    const QString od = QStringLiteral("cloud.h100-sxm-80gb.on_demand");
    const QString monthly = od + QStringLiteral(" × (1 − cloud.monthly_discount)");
    // 80000 / 5840 = 13.6986 CNY per GPU-hour > 13.01 x (1 - 0.05) = 12.3595
    QTest::addRow("H100 lease above the monthly rate") << "lease.bare_metal.h100-sxm-80gb.8gpu" << 80000.0 << "lease_above_monthly"
                                                       << "h100-sxm-80gb"
                                                       << "lease.bare_metal.h100-sxm-80gb.8gpu" << monthly
                                                       << 80000.0 / 5840 << 13.01 * 0.95;
    // a negative discount: 13.01 x 1.1 = 14.311 > 13.01
    QTest::addRow("monthly above on demand") << "cloud.monthly_discount" << -0.1 << "monthly_above_on_demand"
                                             << "h100-sxm-80gb"
                                             << monthly << od << 13.01 * 1.1 << 13.01;
    // 13.01 x 1.2 = 15.612 > 13.01
    QTest::addRow("spot above on demand") << "cloud.spot_discount" << -0.2 << "spot_above_on_demand"
                                          << "h100-sxm-80gb"
                                          << od + QStringLiteral(" × (1 − cloud.spot_discount)") << od << 13.01 * 1.2 << 13.01;
    // 71000 / 5840 = 12.158 > the H100's 70000 / 5840 = 11.986 (and still below the H800's monthly 12.36)
    QTest::addRow("H800 lease dearer than the H100's") << "lease.bare_metal.h800-sxm-80gb.8gpu" << 71000.0 << "cut_down_above_full"
                                                       << "h800-sxm-80gb"
                                                       << "lease.bare_metal.h800-sxm-80gb.8gpu"
                                                       << "lease.bare_metal.h100-sxm-80gb.8gpu" << 71000.0 / 5840 << 70000.0 / 5840;
    QTest::addRow("3-year discount below the 1-year") << "cloud.commitment_discount_3y" << 0.08 << "commitment_order"
                                                      << ""
                                                      << "cloud.commitment_discount_3y"
                                                      << "cloud.commitment_discount_1y" << 0.08 << 0.10;
    QTest::addRow("H20 server above its sources") << "server.h20-96gb.8gpu" << 1500000.0 << "purchase_out_of_range"
                                                  << "h20-96gb"
                                                  << "server.h20-96gb.8gpu"
                                                  << "server.h20-96gb.8gpu" << 1500000.0 << 1400000.0;
    QTest::addRow("H20 server below its sources") << "server.h20-96gb.8gpu" << 1000000.0 << "purchase_out_of_range"
                                                  << "h20-96gb"
                                                  << "server.h20-96gb.8gpu"
                                                  << "server.h20-96gb.8gpu" << 1000000.0 << 1200000.0;
}

void TestPriceCheck::eachBrokenOrderingIsNamed()
{
    QFETCH(QString, overrideKey);
    QFETCH(double, overrideValue);
    QFETCH(QString, rule);
    QFETCH(QString, accelerator);
    QFETCH(QString, key);
    QFETCH(QString, otherKey);
    QFETCH(double, value);
    QFETCH(double, otherValue);
    const QList<PriceViolation> all = checkPriceCoherence(Catalog::shipped(), { { overrideKey, overrideValue } });
    QList<PriceViolation> found;
    for (const PriceViolation &v : all) {
        if (priceRuleId(v.rule) == rule && v.accelerator == accelerator)
            found << v;
    }
    QCOMPARE(found.size(), 1);
    const PriceViolation &v = found.constFirst();
    QCOMPARE(v.tier, PriceTier::Typical);
    QCOMPARE(v.key, key);
    QCOMPARE(v.otherKey, otherKey);
    QVERIFY(qAbs(v.value - value) < 1e-9);
    QVERIFY(qAbs(v.otherValue - otherValue) < 1e-9);
    // The reason names the accelerator (when there is one), both keys and both figures.
    QVERIFY2(v.message.contains(accelerator), qPrintable(v.message));
    QVERIFY2(v.message.contains(key) && v.message.contains(otherKey), qPrintable(v.message));
    QVERIFY2(v.message.contains(QString::number(value, 'f', 2)) && v.message.contains(QString::number(otherValue, 'f', 2)),
        qPrintable(v.message));
    // Without the override the shipped book has none of these.
    QVERIFY(checkPriceCoherence(Catalog::shipped()).isEmpty());
}

void TestPriceCheck::aBreakInOneTierIsReportedForThatTier()
{
    // Low tier: lease 50000 / 5840 = 8.56 > on demand 8 (no monthly discount in this book, so
    // monthly = on demand); typical: 8.56 <= 10.
    const Catalog c = fromPrices(QStringLiteral(
        "key,item,unit,value,currency,as_of,confidence,source,low,low_as_of,low_confidence,low_source\n"
        "cloud.h100-sxm-80gb.on_demand,x,per GPU-hour,10,CNY,2026,found,avg,8,2026,found,cheapest\n"
        "lease.bare_metal.h100-sxm-80gb.8gpu,y,per server-month,50000,CNY,2026,found,quote,,,,\n"));
    // (this small book also breaks data rules: dates without a month, an accelerator without TDP)
    QList<PriceViolation> v;
    for (const PriceViolation &x : checkPriceBook(c)) {
        if (x.rule == PriceViolation::Rule::LeaseAboveMonthly)
            v << x;
    }
    QCOMPARE(v.size(), 1);
    QCOMPARE(v.constFirst().tier, PriceTier::Low);
    QCOMPARE(priceRuleId(v.constFirst().rule), QStringLiteral("lease_above_monthly"));
    QVERIFY(qAbs(v.constFirst().value - 50000.0 / 5840) < 1e-9);
    QCOMPARE(v.constFirst().otherValue, 8.0);
}

// The book as shipped on 2026-12-05 (tests/data/pricebook-2026-12-05), with the anomalies of
// issue 45: each is found, by its rule, with the figures worked by hand below.
void TestPriceCheck::theOldBookIsFlagged_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("otherKey");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("otherValue");
    const QString h20Lease = QStringLiteral("lease.bare_metal.h20-96gb.8gpu");
    // 63000 CNY per server-month against "low end of 20000-40000 local quotes" in its own row
    QTest::addRow("H20 lease above its own quotes") << "lease_above_quotes" << h20Lease << h20Lease << 63000.0 << 40000.0;
    // per GPU-hour at full use: 63000 / 5840 = 10.79 > the H800 lease 59000 / 5840 = 10.10
    QTest::addRow("H20 lease above the H800's") << "cut_down_above_full" << h20Lease << "lease.bare_metal.h800-sxm-80gb.8gpu" << 63000.0 / 5840
                                                << 59000.0 / 5840;
    // lease / on demand per GPU-hour: L40S 15000/5840/9.91 = 0.259; the others' (H100 70000/13.01,
    // A100 46000/8.59, A800 43000/8.09, H20 63000/11.78, H800 59000/13.01, Ascend 910B 30000/7.00,
    // each /5840) have the median (0.9101 + 0.9158) / 2 = 0.913: 0.259 < 0.913 / 2
    const double median = (43000.0 / 5840 / 8.09 + 63000.0 / 5840 / 11.78) / 2;
    QTest::addRow("L40S lease at 0.26 of its cloud price") << "lease_cloud_ratio"
                                                           << "lease.bare_metal.l40s-48gb.8gpu"
                                                           << "cloud.l40s-48gb.on_demand" << 15000.0 / 5840 / 9.91 << median;
    QTest::addRow("H200 server price without the host") << "hostless_server"
                                                        << "server.h200-sxm-141gb.8gpu"
                                                        << "server.h200-sxm-141gb.8gpu" << 1400000.0 << 0.0;
    QTest::addRow("H100 server in USD") << "foreign_price"
                                        << "server.h100-sxm-80gb.8gpu"
                                        << "server.h100-sxm-80gb.8gpu" << 270000.0 << 0.0;
    // the A100 40GB's only on-demand figure: AWS p4d 2.74 USD x 7.1 = 19.454 CNY per GPU-hour
    QTest::addRow("A100 40GB at the AWS US list") << "foreign_price"
                                                  << "cloud.a100-sxm-40gb.on_demand.aws"
                                                  << "cloud.a100-sxm-40gb.on_demand" << 2.74 * 7.1 << 0.0;
    QTest::addRow("as-of 2026 without a month") << "as_of_without_month"
                                                << "cloud.h100-sxm-80gb.on_demand"
                                                << "cloud.h100-sxm-80gb.on_demand" << 13.01 << 0.0;
    QTest::addRow("as-of 2024-early") << "as_of_without_month"
                                      << "lease.bare_metal.h100-sxm-80gb.8gpu"
                                      << "lease.bare_metal.h100-sxm-80gb.8gpu" << 70000.0 << 0.0;
    QTest::addRow("two items named 1-year commitment discount") << "duplicate_item_name"
                                                                << "cloud.commitment_discount_1y"
                                                                << "cloud.reserved_discount_1y" << 0.0 << 0.0;
    QTest::addRow("Ascend 910C without TDP and link") << "missing_accelerator_figure"
                                                      << "ascend-910c"
                                                      << "" << 0.0 << 0.0;
    QTest::addRow("DCU BW200 without TDP and link") << "missing_accelerator_figure"
                                                    << "hygon-bw200"
                                                    << "" << 0.0 << 0.0;
}

void TestPriceCheck::theOldBookIsFlagged()
{
    QFETCH(QString, rule);
    QFETCH(QString, key);
    QFETCH(QString, otherKey);
    QFETCH(double, value);
    QFETCH(double, otherValue);
    const Expected<Catalog> old = Catalog::loadFromDirectory(QStringLiteral(CP_TEST_DATA_DIR "/pricebook-2026-12-05"));
    QVERIFY2(old, qPrintable(joinErrors(old.errors())));
    QList<PriceViolation> found;
    for (const PriceViolation &v : checkPriceBook(*old)) {
        if (priceRuleId(v.rule) == rule && v.key == key && v.tier == PriceTier::Typical)
            found << v;
    }
    QCOMPARE(found.size(), 1);
    const PriceViolation &v = found.constFirst();
    QCOMPARE(v.otherKey, otherKey);
    QVERIFY2(qAbs(v.value - value) < 1e-6, qPrintable(QString::number(v.value)));
    QVERIFY2(qAbs(v.otherValue - otherValue) < 1e-6, qPrintable(QString::number(v.otherValue)));
    QVERIFY(!v.message.isEmpty());
    // A finding about a price names its item, not only its key.
    if (const PriceEntry *e = old->price(key)) {
        QCOMPARE(v.item, e->item);
        QVERIFY2(v.message.contains(e->item) || v.message.contains(key), qPrintable(v.message));
    }
}

void TestPriceCheck::aCutDownPartIsCheckedInEveryChannel()
{
    // On demand: an H20 above the H800's 13.01 CNY per GPU-hour; a purchase: an H20 server
    // above the H800's 2.0M CNY (the ranges' own rule also fires, but this rule names the pair).
    const QList<std::tuple<QString, double, QString>> cases {
        { QStringLiteral("cloud.h20-96gb.on_demand"), 14.0, QStringLiteral("cloud.h800-sxm-80gb.on_demand") },
        { QStringLiteral("server.h20-96gb.8gpu"), 2100000.0, QStringLiteral("server.h800-sxm-80gb.8gpu") },
    };
    for (const auto &[key, value, full] : cases) {
        bool named = false;
        for (const PriceViolation &v : checkPriceCoherence(Catalog::shipped(), { { key, value } })) {
            if (v.rule == PriceViolation::Rule::CutDownAboveFull && v.key == key && v.otherKey == full)
                named = qAbs(v.value - value) < 1e-9;
        }
        QVERIFY2(named, qPrintable(key));
    }
}

void TestPriceCheck::tierWords()
{
    QCOMPARE(priceTierNames(), (QStringList { QStringLiteral("low"), QStringLiteral("typical"), QStringLiteral("high") }));
    QCOMPARE(priceTierFromString(QStringLiteral("high")), std::optional<PriceTier>(PriceTier::High));
    QVERIFY(!priceTierFromString(QStringLiteral("cheap")));
    QCOMPARE(priceTierName(PriceTier::Low), QStringLiteral("low"));
}

QTEST_GUILESS_MAIN(TestPriceCheck)
#include "tst_pricecheck.moc"
