// China's tax rules, resale by vintage, break-even utilisation, goal seek and contract risk
// (issue 21). Every expected figure is derived by hand in the comments from the inputs.
#include "core/bridge/engineinputs.h"
#include "core/scenario/samples.h"
#include "core/tco/cashflow.h"
#include "core/tco/demand.h"
#include "core/tco/residual.h"
#include "core/tco/sensitivity.h"
#include "core/tco/solve.h"
#include "core/tco/tax.h"
#include "core/tco/tco.h"

#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::tco;
using namespace cp::units;

namespace {

/// One 8-GPU H100 server bought for 280000 CNY (VAT included), one rack at
/// 5000 CNY a month, and nothing else: no network (one server), storage, staff, bandwidth,
/// power, maintenance, retrofit or resale. Cloud on demand at 10 CNY per GPU-hour.
TcoInput lean(int horizon = 36, double utilisation = 0.5)
{
    TcoInput in;
    in.gpus = 8;
    in.horizonMonths = horizon;
    in.utilisation = utilisation;
    in.storageTB = 0;
    in.bandwidthMbps = 0;
    in.opsStaffFte = 0;
    in.discountRate = 0;
    in.options = { OptionKind::Build, OptionKind::OnDemand };
    in.overrides = { { "fx.usd_cny", 7 }, { "server.h100-sxm-80gb.8gpu", 280000 }, { "cloud.h100-sxm-80gb.on_demand", 10 }, { "colo.rack.hangzhou", 5000 },
        { "network.nic.per_server", 0 }, { "build.room_retrofit.per_rack", 0 }, { "build.power_capacity_fee.per_kw", 0 },
        { "build.maintenance.fraction_per_year", 0 }, { "power.tariff.zhejiang", 0 } };
    in.residual.liquidationFactor = 0;
    in.contract.priceDriftPerYear = 0;
    return in;
}

OptionFlows flowsOf(const TcoInput &in, OptionKind kind)
{
    auto prices = resolvePrices(in, Catalog::builtIn());
    return prices ? modelOption(kind, in, *prices, demandProfile(in)) : OptionFlows {};
}

double at(const Series &s, int m) { return toYuan(s[static_cast<size_t>(m)]); }

double total(const Series &s)
{
    double sum = 0;
    for (const Money &v : s)
        sum += toYuan(v);
    return sum;
}

const LineItem *item(const OptionFlows &f, const QString &name)
{
    for (const LineItem &i : f.items) {
        if (i.name == name)
            return &i;
    }
    return nullptr;
}

constexpr double kServerNet = 280000 / 1.13; // 247787.61: the server without its 13% VAT
constexpr double kRackNet = 5000 / 1.06; // 4716.98: IDC rack rent without its 6% VAT

} // namespace

class TestTcoTax : public QObject {
    Q_OBJECT
private slots:
    void straightLineTaxShield();
    void oneTimeDeduction();
    void oneTimeDeductionRespectsItsLimits();
    void vatRecovery_data();
    void vatRecovery();
    void leaseVatRateIsASettingOfTheLease();
    void residualByVintage();
    void breakEvenUtilisationBySubstitution();
    void goalSeek_data();
    void goalSeek();
    void commitmentShowsUnusedHours();
    void priceDriftStepsYearly();
    void leaseEarlyExit();
    void threeYearCommitment();
    void verdictUsesTheAfterTaxBasis();
    void tornadoHasThreeBarsForEverySample();
};

void TestTcoTax::straightLineTaxShield()
{
    const TcoInput in = lean();
    const OptionFlows f = flowsOf(in, OptionKind::Build);
    // Month 0: the server, its 13% input VAT recovered (general taxpayer): 280000 / 1.13.
    QCOMPARE(at(f.afterTax, 0), kServerNet);
    // Months 1..36: rack rent net of 6% VAT, less 25% of (rent + straight-line depreciation over
    // 36 months to a 5% residual: 0.95 x 247787.61 / 36 = 6538.84).
    const double depreciation = kServerNet * 0.95 / 36;
    QCOMPARE(at(f.afterTax, 1), kRackNet - 0.25 * (kRackNet + depreciation));
    // Month 36: the remaining 5% tax book value is deducted when the server is sold (for 0 here).
    QCOMPARE(at(f.afterTax, 36), kRackNet - 0.25 * (kRackNet + depreciation + 0.05 * kServerNet));
    QCOMPARE(f.vatRecovered, 280000 - kServerNet + 36 * (5000 - kRackNet));
    QCOMPARE(f.incomeTaxSaved, 0.25 * (kServerNet + 36 * kRackNet));
    // Before tax nothing changes: 280000 + 36 x 5000.
    QCOMPARE(toYuan(totalCost(f)), 460000.0);
}

void TestTcoTax::oneTimeDeduction()
{
    TcoInput in = lean();
    in.tax.depreciation = TaxDepreciation::OneTime;
    in.tax.purchaseYear = 2026;
    const OptionFlows f = flowsOf(in, OptionKind::Build);
    // The whole net price is deducted in month 1, the month after the server is put into use.
    QCOMPARE(at(f.afterTax, 1), kRackNet - 0.25 * (kRackNet + kServerNet));
    QCOMPARE(at(f.afterTax, 2), 0.75 * kRackNet);
    QCOMPARE(at(f.afterTax, 36), 0.75 * kRackNet); // nothing left to write off
    // Same total tax saved as straight-line, only earlier.
    QCOMPARE(f.incomeTaxSaved, 0.25 * (kServerNet + 36 * kRackNet));
    in.discountRate = 0.08;
    TcoInput sl = in;
    sl.tax.depreciation = TaxDepreciation::StraightLine;
    QVERIFY(optionNpvAfterTax(f, 0.08) < optionNpvAfterTax(flowsOf(sl, OptionKind::Build), 0.08));
}

void TestTcoTax::oneTimeDeductionRespectsItsLimits()
{
    // A unit above 5M CNY keeps straight-line: 7M CNY, 6.19M without VAT.
    TcoInput in = lean();
    in.tax.depreciation = TaxDepreciation::OneTime;
    in.overrides.insert("server.h100-sxm-80gb.8gpu", 7000000);
    const OptionFlows f = flowsOf(in, OptionKind::Build);
    const double net = 7000000 / 1.13;
    QCOMPARE(at(f.afterTax, 1), kRackNet - 0.25 * (kRackNet + net * 0.95 / 36));
    // Outside 2024..2027 the one-time deduction is refused, naming the notice.
    in.tax.purchaseYear = 2028;
    const auto r = computeTco(in);
    QVERIFY(!r);
    QCOMPARE(r.errors().first().path, QStringLiteral("tax.depreciation"));
    QVERIFY(r.errors().first().message.contains(QStringLiteral("2023年第37号")));
}

void TestTcoTax::vatRecovery_data()
{
    QTest::addColumn<int>("payer");
    QTest::addColumn<bool>("exclusive");
    QTest::addColumn<double>("monthAfterTax");
    QTest::addColumn<double>("monthVat");
    // 8 GPUs x 730 h x 0.5 = 2920 GPU-hours x 10 CNY = 29200 a month; cloud VAT 6%.
    QTest::addRow("general, price includes VAT: 29200 / 1.06 x 0.75") << int(VatPayer::General) << false << 29200 / 1.06 * 0.75 << 29200 - 29200 / 1.06;
    QTest::addRow("small-scale, price includes VAT: 29200 x 0.75") << int(VatPayer::Small) << false << 29200 * 0.75 << 0.0;
    QTest::addRow("general, price without VAT: 29200 x 0.75") << int(VatPayer::General) << true << 29200 * 0.75 << 29200 * 0.06;
    QTest::addRow("small-scale, price without VAT: 29200 x 1.06 x 0.75") << int(VatPayer::Small) << true << 29200 * 1.06 * 0.75 << 0.0;
}

void TestTcoTax::vatRecovery()
{
    QFETCH(int, payer);
    QFETCH(bool, exclusive);
    QFETCH(double, monthAfterTax);
    QFETCH(double, monthVat);
    TcoInput in = lean(12);
    in.tax.vatPayer = VatPayer(payer);
    if (exclusive)
        in.tax.vatExclusiveKeys << QStringLiteral("cloud.h100-sxm-80gb.on_demand");
    const OptionFlows f = flowsOf(in, OptionKind::OnDemand);
    QCOMPARE(at(f.cash, 1), 29200.0); // the before-tax view is the price book's figure
    QCOMPARE(at(f.afterTax, 1), monthAfterTax);
    QCOMPARE(f.vatRecovered, 12 * monthVat);
}

void TestTcoTax::leaseVatRateIsASettingOfTheLease()
{
    TcoInput in = lean(12);
    in.options = { OptionKind::Lease };
    in.leaseOpsStaffFte = 0;
    in.contract.depositMonths = 0;
    in.overrides.insert("lease.bare_metal.h100-sxm-80gb.8gpu", 42000);
    in.tax.leaseVatRate = 0.13; // a lease of tangible movable property
    QCOMPARE(at(flowsOf(in, OptionKind::Lease).afterTax, 1), 42000 / 1.13 * 0.75);
    in.tax.leaseVatRate = 0.06; // invoiced as a compute service
    QCOMPARE(at(flowsOf(in, OptionKind::Lease).afterTax, 1), 42000 / 1.06 * 0.75);
    in.tax.vatPayer = VatPayer::Small; // no recovery either way
    QCOMPARE(at(flowsOf(in, OptionKind::Lease).afterTax, 1), 42000 * 0.75);
}

void TestTcoTax::residualByVintage()
{
    // spotwire vintage curve 1.00 / 0.78 / 0.60 / 0.46 / 0.35 at 0..4 years.
    QCOMPARE(vintageCurve(0), 1.0);
    QCOMPARE(vintageCurve(12), 0.78);
    QCOMPARE(vintageCurve(18), 0.69); // halfway between 0.78 and 0.60
    QCOMPARE(vintageCurve(36), 0.46);
    QCOMPARE(vintageCurve(48), 0.35);
    QCOMPARE(vintageCurve(60), 0.35 * 0.35 / 0.46); // the last year's ratio once more
    QCOMPARE(resaleFraction(36, 5, kLiquidationBroker), 0.46 * 0.85);
    QCOMPARE(resaleFraction(72, 5, kLiquidationBroker), 0.0); // kept past its 5-year life: scrap
    // In the build option: 280000 CNY of hardware x 0.46 x 0.85 = 109480 at 36 months.
    TcoInput in = lean();
    in.residual.liquidationFactor = kLiquidationBroker;
    const OptionFlows f = flowsOf(in, OptionKind::Build);
    QCOMPARE(toYuan(f.residual), 109480.0);
    QCOMPARE(toYuan(totalCost(f)), 460000.0 - 109480.0);
    // A 2-year useful life scraps it before the 36-month horizon.
    in.residual.usefulLifeYears = 2;
    QCOMPARE(toYuan(flowsOf(in, OptionKind::Build).residual), 0.0);
}

void TestTcoTax::breakEvenUtilisationBySubstitution()
{
    TcoInput in = lean();
    const auto r = computeTco(in);
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QCOMPARE(r->breakEven.size(), 1);
    const BreakEven &b = r->breakEven.first();
    QCOMPARE(b.aName, optionName(OptionKind::Build));
    QVERIFY(b.utilisation && b.utilisationBeforeTax);
    // Before tax: build costs 280000 + 36 x 5000 = 460000 at any utilisation, the cloud
    // 8 x 730 x u x 10 x 36 = 2102400 u: u = 460000 / 2102400.
    QVERIFY(std::abs(*b.utilisationBeforeTax - 460000.0 / 2102400.0) < 1e-9);
    // After tax both sides lose 25% and their VAT: (247787.61 + 36 x 4716.98) x 1.06 / 2102400.
    const double afterTax = (kServerNet + 36 * kRackNet) * 1.06 / 2102400.0;
    QVERIFY(std::abs(*b.utilisation - afterTax) < 1e-9);
    // Substitution: at the solved utilisation the two after-tax NPVs are equal.
    in.utilisation = *b.utilisation;
    const auto s = computeTco(in);
    QVERIFY(s);
    QVERIFY(std::abs(s->option("build")->npvAfterTaxCny - s->option("on_demand")->npvAfterTaxCny) < 1e-3);
    // The scenario's utilisation, 0.5, is above it: build wins and breaks even within the horizon.
    QCOMPARE(r->versusRental.size(), 1);
    QCOMPARE(r->versusRental.first().rental, QStringLiteral("on_demand"));
    QVERIFY(r->versusRental.first().month);
}

void TestTcoTax::goalSeek_data()
{
    QTest::addColumn<int>("target");
    QTest::addColumn<double>("expected");
    // Taxes off, no discounting: build = S + 180000, cloud = 2920 x 36 x p = 105120 p.
    QTest::addRow("server price: 1051200 - 180000") << int(SolveTarget::ServerPrice) << 871200.0;
    QTest::addRow("rental price: 460000 / 105120") << int(SolveTarget::RentalPrice) << 460000.0 / 105120.0;
    QTest::addRow("utilisation: 460000 / 2102400") << int(SolveTarget::Utilisation) << 460000.0 / 2102400.0;
}

void TestTcoTax::goalSeek()
{
    QFETCH(int, target);
    QFETCH(double, expected);
    TcoInput in = lean();
    in.tax.enabled = false;
    const auto s = solveFor(SolveTarget(target), in);
    QVERIFY2(s, qPrintable(joinErrors(s.errors())));
    QVERIFY(s->value);
    QCOMPARE(s->a, QStringLiteral("build"));
    QCOMPARE(s->b, QStringLiteral("on_demand"));
    QVERIFY2(std::abs(*s->value - expected) < 1e-6 * expected, qPrintable(QString::number(*s->value, 'g', 12)));
    // Substitution: put the solved value back as an input; the two NPVs must match.
    TcoInput check = in;
    if (SolveTarget(target) == SolveTarget::ServerPrice)
        check.overrides.insert("server.h100-sxm-80gb.8gpu", *s->value); // the key is in CNY
    else if (SolveTarget(target) == SolveTarget::RentalPrice)
        check.overrides.insert("cloud.h100-sxm-80gb.on_demand", *s->value);
    else
        check.utilisation = *s->value;
    const auto r = computeTco(check);
    QVERIFY(r);
    QVERIFY(std::abs(r->option("build")->npvCny - r->option("on_demand")->npvCny) < 1e-3);
}

void TestTcoTax::commitmentShowsUnusedHours()
{
    TcoInput in = lean(12);
    in.options = { OptionKind::Commitment };
    in.overrides.insert("cloud.reserved_discount_1y", 0.4);
    const OptionFlows f = flowsOf(in, OptionKind::Commitment);
    // 8 x 730 x 10 x 0.6 = 35040 a month committed; half of the hours are used.
    const LineItem *unused = item(f, QStringLiteral("Reserved hours paid but not used (commitment utilisation risk)"));
    QVERIFY(unused);
    QCOMPARE(at(unused->monthly, 1), 35040 * 0.5);
    QCOMPARE(at(f.cash, 1), 35040.0);
}

void TestTcoTax::priceDriftStepsYearly()
{
    TcoInput in = lean(24);
    in.contract.priceDriftPerYear = -0.1;
    const OptionFlows f = flowsOf(in, OptionKind::OnDemand);
    QCOMPARE(at(f.cash, 12), 29200.0); // year 1 at the book price
    QCOMPARE(at(f.cash, 13), 29200 * 0.9); // year 2: 10% cheaper
    QCOMPARE(priceDriftFactor(in, 25), 0.81);
}

void TestTcoTax::leaseEarlyExit()
{
    TcoInput in = lean(36);
    in.options = { OptionKind::Lease };
    in.leaseOpsStaffFte = 0;
    in.overrides.insert("lease.bare_metal.h100-sxm-80gb.8gpu", 42000);
    in.contract.depositMonths = 1;
    in.contract.leaseExitMonth = 12;
    in.contract.earlyExitPenaltyMonths = 3;
    const OptionFlows f = flowsOf(in, OptionKind::Lease);
    QCOMPARE(at(f.cash, 0), 42000.0); // the one-month deposit
    QCOMPARE(at(f.cash, 1), 42000.0);
    // Month 12: rent, 3 months' penalty, the deposit back.
    QCOMPARE(at(f.cash, 12), 42000.0 + 3 * 42000 - 42000);
    QCOMPARE(at(f.cash, 13), 29200.0); // then the demand goes to cloud on demand
    QCOMPARE(total(f.cash), 12 * 42000.0 + 3 * 42000 + 24 * 29200);
}

void TestTcoTax::threeYearCommitment()
{
    TcoInput in = lean(36, 1.0);
    in.options = { OptionKind::Commitment };
    in.commitmentTermMonths = 36;
    in.contract.commitmentDiscount3y = 0.5;
    const OptionFlows f = flowsOf(in, OptionKind::Commitment);
    QCOMPARE(at(f.cash, 1), 8 * 730 * 10 * 0.5);
    QCOMPARE(total(f.cash), 36 * 8 * 730 * 10 * 0.5);
    in.horizonMonths = 24; // paid for the whole 3-year term all the same
    QCOMPARE(total(flowsOf(in, OptionKind::Commitment).cash), 36 * 8 * 730 * 10 * 0.5);
}

void TestTcoTax::verdictUsesTheAfterTaxBasis()
{
    TcoInput in = lean();
    const auto on = computeTco(in);
    QVERIFY(on);
    QVERIFY(on->afterTaxBasis);
    for (const OptionResult &o : on->options)
        QCOMPARE(o.decisionNpvCny, o.npvAfterTaxCny);
    QVERIFY(on->verdict.reasons.join(' ').contains(QStringLiteral("after tax")));
    in.tax.enabled = false;
    const auto off = computeTco(in);
    QVERIFY(off);
    QVERIFY(!off->afterTaxBasis);
    for (const OptionResult &o : off->options) {
        QCOMPARE(o.decisionNpvCny, o.npvCny);
        QCOMPARE(o.npvAfterTaxCny, o.npvCny);
    }
}

void TestTcoTax::tornadoHasThreeBarsForEverySample()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    QCOMPARE(samples->size(), 6); // five single plans and the programme (issue 44)
    for (const Scenario &scenario : *samples) {
        const QString file = scenario.name;
        const auto r = computeTco(bridge::tcoInputFrom(scenario));
        QVERIFY2(r, qPrintable(file + QLatin1Char(' ') + joinErrors(r.errors())));
        int obtainable = 0;
        for (const OptionResult &o : r->options)
            obtainable += o.obtainable ? 1 : 0;
        if (obtainable < 2) {
            // One way of paying can be had (the 7B sample: on demand, and spot without a China
            // spot market): nothing to compare it with.
            QVERIFY2(r->tornado.isEmpty() || r->tornadoB.isEmpty(), qPrintable(file));
            continue;
        }
        int nonZero = 0;
        for (const TornadoBar &t : r->tornado)
            nonZero += t.swing() > 0 ? 1 : 0;
        QVERIFY2(nonZero >= 3, qPrintable(QStringLiteral("%1: %2 non-zero bars, %3 vs %4").arg(file).arg(nonZero).arg(r->tornadoA, r->tornadoB)));
        QCOMPARE(r->tornadoA, r->verdict.recommended);
        QVERIFY(r->tornadoA != r->tornadoB);
    }
}

QTEST_GUILESS_MAIN(TestTcoTax)
#include "tst_tcotax.moc"
