// The TCO engine and the market as it is (issue 42): only what can be obtained competes, spot
// only where a sourced spot market exists, contract terms (lease rent fixed for its term,
// minimum terms), output VAT on the resale, the cumulative curves ending at the totals and
// --solve-for rental_price naming and plugging back what it solved.
#include "core/tco/availability.h"
#include "core/tco/solve.h"
#include "core/tco/tco.h"

#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::tco;

class TestTcoMarket : public QObject {
    Q_OBJECT
private slots:
    void unavailableChannelsNeverCompete();
    void includeUnavailableRestoresThemFlagged();
    void restrictedChannelCompetesWithAWarning();
    void noChinaSpotMarketByDefault_data();
    void noChinaSpotMarketByDefault();
    void sourcedSpotPriceMakesAMarket();
    void leaseRentIsFixedForItsTerm();
    void leaseRenewsAtTheMarketPrice();
    void minimumLeaseTermIsPaidInFull();
    void resaleCarriesOutputVat_data();
    void resaleCarriesOutputVat();
    void cumulativeEndsAtTheTotal();
    void solveRentalPricePlugsBack_data();
    void solveRentalPricePlugsBack();
};

namespace {

/// computeTco for the accelerator with every option; a price the book lacks for it (B200 and
/// MI300X have no China rental or server price) is filled with an override so the option can be
/// listed - its figure does not matter to what is tested.
Expected<TcoResult> computeAll(TcoInput in)
{
    for (int attempt = 0; attempt < 8; ++attempt) {
        auto r = computeTco(in);
        if (r)
            return r;
        bool added = false;
        for (const Error &e : r.errors()) {
            if (e.path.contains(QLatin1Char('.')) && !in.overrides.contains(e.path)) {
                in.overrides.insert(e.path, 1000);
                added = true;
            }
        }
        if (!added)
            return r;
    }
    return computeTco(in);
}

const LineItemTotal *lineItem(const OptionResult &o, const char *name)
{
    for (const LineItemTotal &li : o.lineItems) {
        if (li.name == QLatin1String(name))
            return &li;
    }
    return nullptr;
}

TcoInput h800(int gpus = 16)
{
    TcoInput in;
    in.acceleratorId = QStringLiteral("h800-sxm-80gb");
    in.gpus = gpus;
    return in;
}

} // namespace

void TestTcoMarket::unavailableChannelsNeverCompete()
{
    // Sweep the catalog: every accelerator × channel that availability.csv marks unavailable.
    const Catalog &catalog = Catalog::builtIn();
    int swept = 0;
    for (const QString &acc : catalog.acceleratorIds()) {
        TcoInput in;
        in.acceleratorId = acc;
        in.gpus = 16;
        const auto r = computeAll(in);
        QVERIFY2(r, qPrintable(acc + QStringLiteral(": ") + joinErrors(r.errors())));
        for (const OptionResult &o : r->options) {
            const Availability a = catalog.availability(acc, optionChannel(o.kind, in.hybridCoreLeased));
            if (a.status != AvailabilityStatus::Unavailable)
                continue;
            ++swept;
            const QString what = acc + QLatin1Char('/') + o.id;
            QVERIFY2(!o.obtainable, qPrintable(what));
            // The reason names the availability row's reason and its source.
            QVERIFY2(o.notObtainableReason.contains(a.source), qPrintable(what + QStringLiteral(": ") + o.notObtainableReason));
            QVERIFY2(o.notObtainableReason.contains(QStringLiteral("as of %1").arg(a.asOf)), qPrintable(what + QStringLiteral(": ") + o.notObtainableReason));
            QVERIFY2(r->optionIdWithLowestDecisionNpv() != o.id, qPrintable(what));
            QVERIFY2(r->verdict.recommended != o.id, qPrintable(what));
        }
        if (const OptionResult *rec = r->option(r->verdict.recommended))
            QVERIFY2(rec->obtainable, qPrintable(acc + QStringLiteral(" recommends ") + rec->id));
    }
    // 10 accelerators' purchase rows, B200's and MI300X's lease and cloud rows: build and hybrid
    // for each purchase row, lease for each lease row, on demand, commitment and spot per cloud row.
    QVERIFY2(swept >= 20, qPrintable(QString::number(swept)));
}

void TestTcoMarket::includeUnavailableRestoresThemFlagged()
{
    // H800 cannot be bought (availability.csv: licence required from 2023-10-23).
    TcoInput in = h800();
    in.includeUnavailable = true;
    const auto r = computeTco(in);
    QVERIFY(r);
    for (const char *id : { "build", "hybrid" }) {
        const OptionResult *o = r->option(QLatin1String(id));
        QVERIFY(o);
        QVERIFY2(o->obtainable, id);
        QVERIFY2(o->notObtainableReason.isEmpty(), id);
        QVERIFY2(o->warnings.join(QLatin1Char(' ')).contains(QStringLiteral("--include-unavailable")), id);
        QVERIFY2(o->warnings.join(QLatin1Char(' ')).contains(QStringLiteral("BIS rule 2023-10-17")), id);
    }
    // A spot option without a market is not an availability question: it stays out.
    QVERIFY(!r->option("spot")->obtainable);
}

void TestTcoMarket::restrictedChannelCompetesWithAWarning()
{
    // H800 lease: restricted, at most 256 GPUs per order, 2 weeks' lead time.
    const auto r = computeTco(h800());
    QVERIFY(r);
    const OptionResult *lease = r->option("lease");
    QVERIFY(lease->obtainable);
    const QString w = lease->warnings.join(QLatin1Char(' '));
    QVERIFY2(w.contains(QStringLiteral("at most 256 GPUs per order")), qPrintable(w));
    QVERIFY2(w.contains(QStringLiteral("lead time of 2 weeks")), qPrintable(w));
    QVERIFY2(!w.contains(QStringLiteral("above the cap")), qPrintable(w));
    // 512 GPUs are above the cap: said so, and the lease still competes.
    const auto big = computeTco(h800(512));
    QVERIFY(big);
    QVERIFY(big->option("lease")->obtainable);
    QVERIFY(big->option("lease")->warnings.join(QLatin1Char(' ')).contains(QStringLiteral("fleet of 512 GPUs is above the cap")));
}

void TestTcoMarket::noChinaSpotMarketByDefault_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("gpus");
    QTest::newRow("16 x H800") << QStringLiteral("h800-sxm-80gb") << 16;
    QTest::newRow("64 x A100") << QStringLiteral("a100-sxm-80gb") << 64;
}

void TestTcoMarket::noChinaSpotMarketByDefault()
{
    QFETCH(QString, accelerator);
    QFETCH(int, gpus);
    for (PriceTier tier : { PriceTier::Low, PriceTier::Typical, PriceTier::High }) {
        TcoInput in;
        in.acceleratorId = accelerator;
        in.gpus = gpus;
        const auto r = computeTco(in, Catalog::builtIn().withTier(tier));
        QVERIFY(r);
        const OptionResult *spot = r->option("spot");
        QVERIFY(spot);
        QVERIFY(!spot->obtainable);
        QVERIFY2(spot->notObtainableReason.contains(QStringLiteral("no sourced China spot market for this accelerator/cluster")), qPrintable(spot->notObtainableReason));
        QVERIFY(r->optionIdWithLowestDecisionNpv() != QLatin1String("spot"));
        QVERIFY(r->verdict.recommended != QLatin1String("spot"));
        // The US vendor's discount is not applied to a China price: spot is shown at the
        // on-demand price, never below it.
        QVERIFY(spot->totalCny >= r->option("on_demand")->totalCny);
        QVERIFY(!r->priceKeys.contains(QStringLiteral("cloud.spot_discount")));
    }
}

void TestTcoMarket::sourcedSpotPriceMakesAMarket()
{
    // A user who has a China spot quote enters it: 6 CNY per GPU-hour, clusters of up to 8.
    TcoInput in = h800(8);
    in.options = { OptionKind::OnDemand, OptionKind::Spot };
    in.checkpointIntervalHours = 2;
    in.overrides = { { "cloud.h800-sxm-80gb.spot", 6 }, { "spot.h800-sxm-80gb.max_gpus", 8 }, { "spot.preemption_interval_hours", 20 },
        { "spot.restart_hours", 0.5 }, { "cloud.price_drift_per_year", 1.0 } };
    const auto r = computeTco(in);
    QVERIFY(r);
    const OptionResult *spot = r->option("spot");
    QVERIFY2(spot->obtainable, qPrintable(spot->notObtainableReason));
    // Month 1: 8 GPUs x 730 h x 0.7 x 6 CNY, plus (2/2 + 0.5)/20 = 7.5% of the work redone.
    QCOMPARE(spot->monthly[1].cashCny, 8 * 730 * 0.7 * 6 * 1.075);
    // 16 GPUs are more than the market supplies in one cluster.
    in.gpus = 16;
    const auto big = computeTco(in);
    QVERIFY(big);
    QVERIFY(!big->option("spot")->obtainable);
    QVERIFY2(big->option("spot")->notObtainableReason.contains(QStringLiteral("at most 8 GPUs")), qPrintable(big->option("spot")->notObtainableReason));
}

void TestTcoMarket::leaseRentIsFixedForItsTerm()
{
    // 16 x H800 = 2 servers at 59,000 CNY per server-month (lease.bare_metal.h800-sxm-80gb.8gpu);
    // the book's drift (0.90 a year) does not touch a lease signed for the horizon.
    const auto r = computeTco(h800());
    QVERIFY(r);
    const OptionResult *lease = r->option("lease");
    const LineItemTotal *rent = lineItem(*lease, "Bare-metal lease");
    QVERIFY(rent);
    QCOMPARE(int(rent->monthlyCny.size()), 37);
    for (int m = 1; m <= 36; ++m)
        QCOMPARE(rent->monthlyCny[size_t(m)], 2 * 59000.0);
    // The month's whole cash (rent and staff) is constant until the deposit returns in month 36.
    for (int m = 2; m <= 35; ++m)
        QCOMPARE(lease->monthly[m].cashCny, lease->monthly[1].cashCny);
    // On demand still drifts: month 13 is 0.9 x month 1.
    const OptionResult *od = r->option("on_demand");
    QCOMPARE(od->monthly[13].cashCny, od->monthly[1].cashCny * 0.9);
}

void TestTcoMarket::leaseRenewsAtTheMarketPrice()
{
    // One-year leases renewed at the market price of the day: 118,000, then x 0.9, then x 0.81.
    TcoInput in = h800();
    in.contract.leaseTermMonths = 12;
    const auto r = computeTco(in);
    QVERIFY(r);
    const LineItemTotal *rent = lineItem(*r->option("lease"), "Bare-metal lease");
    QVERIFY(rent);
    QCOMPARE(rent->monthlyCny[1], 118000.0);
    QCOMPARE(rent->monthlyCny[12], 118000.0);
    QCOMPARE(rent->monthlyCny[13], 118000.0 * 0.9);
    QCOMPARE(rent->monthlyCny[24], 118000.0 * 0.9);
    QCOMPARE(rent->monthlyCny[25], 118000.0 * 0.81);
}

void TestTcoMarket::minimumLeaseTermIsPaidInFull()
{
    // A one-month job on a lease with the book's 12-month minimum pays 12 months of rent.
    TcoInput in = h800();
    in.horizonMonths = 1;
    in.options = { OptionKind::OnDemand, OptionKind::Lease };
    const auto r = computeTco(in);
    QVERIFY(r);
    const OptionResult *lease = r->option("lease");
    const LineItemTotal *rent = lineItem(*lease, "Bare-metal lease");
    const LineItemTotal *rest = lineItem(*lease, "Rest of the minimum lease term");
    QVERIFY(rent && rest);
    QCOMPARE(rent->totalCny + rest->totalCny, 12 * 118000.0);
    QVERIFY(rest->keys.contains(QStringLiteral("lease.min_term_months")));
    // On demand: 16 x 730 x 0.7 x 13.01 = 106,369.76 CNY; the lease loses.
    QCOMPARE(r->option("on_demand")->totalCny, 16 * 730 * 0.7 * 13.01);
    QCOMPARE(r->optionIdWithLowestDecisionNpv(), QStringLiteral("on_demand"));
    // A contract with a 3-month minimum pays 3 months.
    TcoInput none = in;
    none.contract.leaseMinTermMonths = 3;
    const auto three = computeTco(none);
    QVERIFY(three);
    QCOMPARE(lineItem(*three->option("lease"), "Rest of the minimum lease term")->totalCny, 2 * 118000.0);
}

void TestTcoMarket::resaleCarriesOutputVat_data()
{
    QTest::addColumn<int>("payer");
    QTest::addColumn<double>("vatShare"); ///< output VAT as a share of the VAT-inclusive resale price
    // 财税〔2008〕170号 第四条: 13% on the price net of VAT: R / 1.13 x 0.13.
    QTest::newRow("general taxpayer: 13%") << int(VatPayer::General) << 0.13 / 1.13;
    // 财税〔2009〕9号: small-scale 3% levy reduced to 2%: R / 1.03 x 0.02.
    QTest::newRow("small-scale taxpayer: 3% reduced to 2%") << int(VatPayer::Small) << 0.02 / 1.03;
}

void TestTcoMarket::resaleCarriesOutputVat()
{
    QFETCH(int, payer);
    QFETCH(double, vatShare);
    TcoInput in = h800();
    in.options = { OptionKind::Build };
    in.includeUnavailable = true;
    in.tax.vatPayer = VatPayer(payer);
    const auto with = computeTco(in);
    TcoInput noResale = in;
    noResale.residual.liquidationFactor = 0;
    const auto without = computeTco(noResale);
    QVERIFY(with && without);
    const OptionResult &b = with->options.first();
    const double resale = b.residualCny;
    QVERIFY(resale > 1e6);
    QCOMPARE(without->options.first().residualCny, 0.0);
    // Net of output VAT V = R x share.
    const double vat = resale * vatShare;
    QCOMPARE(b.resaleNetCny, resale - vat);
    // After tax the resale brings (R - V) at month 36, and income tax of 25% is owed on it (the
    // tax book value is deducted either way, so it cancels between the two runs); discounted by
    // 1.08^-3 (month 36 at the effective annual 8%).
    const double expected = (resale - vat) * (1 - 0.25) / std::pow(1.08, 3);
    const double gained = without->options.first().npvAfterTaxCny - b.npvAfterTaxCny;
    QVERIFY2(std::abs(gained - expected) < 0.01, qPrintable(QStringLiteral("%1 vs %2").arg(gained, 0, 'f', 2).arg(expected, 0, 'f', 2)));
    // The pre-tax view is unchanged: the whole resale counts.
    QVERIFY(std::abs((without->options.first().npvCny - b.npvCny) - resale / std::pow(1.08, 3)) < 0.01);
    // Taxes off: no VAT, the net is the resale.
    in.tax.enabled = false;
    const auto off = computeTco(in);
    QVERIFY(off);
    QCOMPARE(off->options.first().resaleNetCny, off->options.first().residualCny);
}

void TestTcoMarket::cumulativeEndsAtTheTotal()
{
    TcoInput in = h800();
    in.includeUnavailable = true;
    const auto r = computeTco(in);
    QVERIFY(r);
    for (const OptionResult &o : r->options) {
        const double last = o.monthly.constLast().cumulativeCny;
        QVERIFY2(std::abs(last - o.totalCny) <= 1e-6 * std::abs(o.totalCny), qPrintable(o.id));
    }
    // The build's curve falls in the last month by exactly its resale.
    const OptionResult *build = r->option("build");
    QVERIFY(build->residualCny > 0);
    const qsizetype h = build->monthly.size() - 1;
    QVERIFY(std::abs(build->monthly[h].cumulativeCny - (build->monthly[h - 1].cumulativeCny + build->monthly[h].cashCny - build->residualCny)) < 1e-3);
}

void TestTcoMarket::solveRentalPricePlugsBack_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<QList<int>>("options");
    QTest::addColumn<QString>("rental");
    QTest::addColumn<QString>("key");
    // Build against on demand alone: the solved figure is the on-demand price per GPU-hour.
    QTest::newRow("on demand") << QStringLiteral("h20-96gb") << 16 << 0.7 << QList<int> { int(OptionKind::OnDemand), int(OptionKind::Build) }
                               << QStringLiteral("on_demand") << QStringLiteral("cloud.h20-96gb.on_demand");
    // Fully used, the lease (63,000 per server-month: 10.79 CNY per GPU-hour) is the cheapest
    // rental (on demand 11.78): the answer is the lease rent per server-month.
    QTest::newRow("lease") << QStringLiteral("h20-96gb") << 64 << 1.0
                           << QList<int> { int(OptionKind::OnDemand), int(OptionKind::Lease), int(OptionKind::Build) }
                           << QStringLiteral("lease") << QStringLiteral("lease.bare_metal.h20-96gb.8gpu");
}

void TestTcoMarket::solveRentalPricePlugsBack()
{
    QFETCH(QString, accelerator);
    QFETCH(int, gpus);
    QFETCH(double, utilisation);
    QFETCH(QList<int>, options);
    QFETCH(QString, rental);
    QFETCH(QString, key);
    TcoInput in;
    in.acceleratorId = accelerator;
    in.gpus = gpus;
    in.utilisation = utilisation;
    in.options.clear();
    for (int k : options)
        in.options << OptionKind(k);
    const auto solved = solveFor(SolveTarget::RentalPrice, in);
    QVERIFY(solved);
    QCOMPARE(solved->b, rental);
    QCOMPARE(solved->solvedOption, rental);
    QCOMPARE(solved->priceKey, key);
    QVERIFY2(solved->value, qPrintable(solved->note));
    // Plug the answer back as an override: build and the rental cost the same within 0.1%.
    TcoInput back = in;
    back.overrides.insert(key, *solved->value);
    const auto r = computeTco(back);
    QVERIFY(r);
    const double a = r->option("build")->decisionNpvCny;
    const double b = r->option(rental)->decisionNpvCny;
    QVERIFY2(std::abs(a - b) <= 0.001 * std::abs(b), qPrintable(QStringLiteral("build %1 vs %2 %3").arg(a, 0, 'f', 0).arg(rental).arg(b, 0, 'f', 0)));
}

QTEST_GUILESS_MAIN(TestTcoMarket)
#include "tst_tcomarket.moc"
