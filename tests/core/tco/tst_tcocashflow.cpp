#include "core/tco/cashflow.h"
#include "core/tco/demand.h"
#include "core/tco/tco.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::tco;
using namespace cp::units;

namespace {

QJsonObject golden()
{
    QFile f(QStringLiteral(CP_TEST_DATA_DIR "/tco/golden.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void applyOverrides(TcoInput &in, const QJsonObject &o)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        in.overrides.insert(it.key(), it.value().toDouble());
}

TcoInput inputFrom(const QJsonObject &c, const QJsonObject &all)
{
    const QJsonObject j = c.value("input").toObject();
    TcoInput in;
    in.gpus = j.value("gpus").toInt(in.gpus);
    in.utilisation = j.value("utilisation").toDouble(in.utilisation);
    in.horizonMonths = j.value("horizon_months").toInt(in.horizonMonths);
    in.storageTB = j.value("storage_tb").toDouble(in.storageTB);
    in.bandwidthMbps = j.value("bandwidth_mbps").toDouble(in.bandwidthMbps);
    in.opsStaffFte = j.value("ops_fte").toDouble(in.opsStaffFte);
    in.discountRate = j.value("discount_rate").toDouble(in.discountRate);
    if (j.contains("taxes"))
        in.tax.enabled = j.value("taxes").toBool();
    in.options.clear();
    for (const QJsonValue &v : j.value("options").toArray())
        in.options << *optionFromId(v.toString());
    if (j.value("lean_build").toBool()) {
        applyOverrides(in, all.value("lean_build_overrides").toObject());
        in.residual.liquidationFactor = 0; // no resale: the vintage curve replaced residual.after_36_months
    }
    applyOverrides(in, c.value("overrides").toObject());
    if (j.contains("loan")) {
        const QJsonObject l = j.value("loan").toObject();
        in.loan = Loan { true, l.value("fraction").toDouble(), l.value("annual_rate").toDouble(), l.value("term_months").toInt() };
    }
    return in;
}

OptionFlows flowsOf(const TcoInput &in, OptionKind kind)
{
    auto prices = resolvePrices(in, Catalog::builtIn());
    return prices ? modelOption(kind, in, *prices, demandProfile(in)) : OptionFlows {};
}

const LineItem *item(const OptionFlows &f, const char *name)
{
    for (const LineItem &i : f.items) {
        if (i.name == QLatin1String(name))
            return &i;
    }
    return nullptr;
}

double sum(const Series &s)
{
    double total = 0;
    for (const Money &m : s)
        total += toYuan(m);
    return total;
}

} // namespace

class TestTcoCashflow : public QObject {
    Q_OBJECT
private slots:
    void goldenCases_data();
    void goldenCases();
    void loanFollowsTheAnnuityFormula();
    void cashAndAccountingViewsAgree_data();
    void cashAndAccountingViewsAgree();
    void cumulativeCurvesNeverDecrease_data();
    void cumulativeCurvesNeverDecrease();
    void moreUtilisationNeverRaisesBuildPrice_data();
    void moreUtilisationNeverRaisesBuildPrice();
    void zeroDemandCostsNothingOnDemand();
    void spotPaysForRedoneWork();
    void commitmentIsPaidForWholeTerms();
    void everyLineItemNamesItsPriceKeys();
};

void TestTcoCashflow::goldenCases_data()
{
    QTest::addColumn<QJsonObject>("testCase");
    const QJsonObject all = golden();
    QVERIFY(!all.isEmpty());
    for (const QJsonValue &c : all.value("cases").toArray())
        QTest::newRow(qPrintable(c.toObject().value("name").toString())) << c.toObject();
}

void TestTcoCashflow::goldenCases()
{
    QFETCH(QJsonObject, testCase);
    const TcoInput in = inputFrom(testCase, golden());
    const auto r = computeTco(in);
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    const QJsonObject expect = testCase.value("expect").toObject();
    const OptionResult *o = r->option(expect.value("option").toString());
    QVERIFY(o);
    QCOMPARE(o->totalCny, expect.value("total_cny").toDouble());
    if (expect.contains("month_cash_cny"))
        QCOMPARE(o->monthly[1].cashCny, expect.value("month_cash_cny").toDouble());
    if (expect.contains("break_even_month")) {
        QCOMPARE(r->breakEven.size(), 1);
        QVERIFY(r->breakEven[0].month);
        QCOMPARE(*r->breakEven[0].month, expect.value("break_even_month").toDouble());
    }
}

void TestTcoCashflow::loanFollowsTheAnnuityFormula()
{
    const QJsonObject all = golden();
    QJsonObject loanCase;
    for (const QJsonValue &c : all.value("cases").toArray()) {
        if (c.toObject().value("expect").toObject().contains("loan_payment_cny"))
            loanCase = c.toObject();
    }
    const TcoInput in = inputFrom(loanCase, all);
    const OptionFlows f = flowsOf(in, OptionKind::Build);
    const LineItem *interest = item(f, "Loan interest");
    const LineItem *principal = item(f, "Loan principal repayment");
    const LineItem *proceeds = item(f, "Loan proceeds");
    QVERIFY(interest && principal && proceeds);
    const QJsonObject expect = loanCase.value("expect").toObject();
    const double payment = expect.value("loan_payment_cny").toDouble();
    const int months = expect.value("loan_months").toInt();
    const double p = 0.5 * 280000;
    QCOMPARE(annuityPayment(p, 0.06 / 12, months), payment);
    QCOMPARE(toYuan(proceeds->monthly[0]), -p);
    double balance = p;
    for (int m = 1; m <= months; ++m) {
        QCOMPARE(toYuan(interest->monthly[size_t(m)]), balance * 0.005);
        QCOMPARE(toYuan(interest->monthly[size_t(m)] + principal->monthly[size_t(m)]), payment);
        balance -= toYuan(principal->monthly[size_t(m)]);
    }
    QVERIFY(std::abs(balance) < 1e-6);
    QCOMPARE(toYuan(interest->monthly[size_t(months + 1)]), 0.0);
    QCOMPARE(sum(principal->monthly), p);
}

void TestTcoCashflow::cashAndAccountingViewsAgree_data()
{
    QTest::addColumn<int>("horizon");
    QTest::addColumn<bool>("loan");
    QTest::addRow("36 months, within the useful life") << 36 << false;
    QTest::addRow("12 months, large book value written off") << 12 << false;
    QTest::addRow("60 months, fully depreciated") << 60 << false;
    QTest::addRow("36 months with a 60-month loan repaid at the horizon") << 36 << true;
}

void TestTcoCashflow::cashAndAccountingViewsAgree()
{
    QFETCH(int, horizon);
    QFETCH(bool, loan);
    TcoInput in;
    in.gpus = 32;
    in.horizonMonths = horizon;
    in.options = { OptionKind::Build };
    in.loan = Loan { loan, 0.6, 0.05, 60 };
    const auto r = computeTco(in);
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    const OptionResult &b = r->options[0];
    QVERIFY(b.residualCny > 0);
    QVERIFY(std::abs(b.accountingTotalCny - b.totalCny) < 1e-6 * b.totalCny);
    double capex = 0;
    for (const LineItemTotal &li : b.lineItems) {
        if (li.name == QLatin1String("Servers (NVSwitch baseboard included)") || li.name == QLatin1String("NICs and InfiniBand switches")
            || li.name == QLatin1String("Parallel storage") || li.name == QLatin1String("Room retrofit")
            || li.name == QLatin1String("Power-capacity expansion fee"))
            capex += li.totalCny;
    }
    double depreciation = 0;
    for (const MonthRow &m : b.monthly)
        depreciation += m.depreciationCny;
    // Straight line over the 5-year useful life to the 5% book residual: 0.95 capex / 60 a month.
    QVERIFY(std::abs(depreciation - 0.95 * capex * std::min(horizon, 60) / 60.0) < 1e-6 * capex);
}

void TestTcoCashflow::cumulativeCurvesNeverDecrease_data()
{
    QTest::addColumn<int>("shape");
    QTest::addColumn<bool>("loan");
    QTest::addRow("steady") << int(DemandTemplate::Steady) << false;
    QTest::addRow("peaks and valleys (overflow to cloud)") << int(DemandTemplate::PeaksAndValleys) << false;
    QTest::addRow("growing, financed") << int(DemandTemplate::Growing) << true;
}

void TestTcoCashflow::cumulativeCurvesNeverDecrease()
{
    QFETCH(int, shape);
    QFETCH(bool, loan);
    TcoInput in;
    in.demand = DemandTemplate(shape);
    in.utilisation = 0.9;
    in.loan.enabled = loan;
    in.horizonMonths = 18;
    const auto r = computeTco(in);
    QVERIFY2(r, qPrintable(joinErrors(r.errors())));
    QCOMPARE(r->options.size(), 6);
    for (const OptionResult &o : r->options) {
        // The lease deposit comes back in the lease's last month, and the owned servers are sold
        // then (the build and the hybrid's core): the one month a curve may fall.
        const bool returns = o.id == QLatin1String("lease") || o.residualCny > 0;
        const qsizetype last = returns ? o.monthly.size() - 1 : -1;
        for (qsizetype m = 1; m < o.monthly.size(); ++m) {
            if (m != last)
                QVERIFY2(o.monthly[m].cumulativeCny >= o.monthly[m - 1].cumulativeCny, qPrintable(o.id));
        }
    }
}

void TestTcoCashflow::moreUtilisationNeverRaisesBuildPrice_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addRow("H100 (China grey-market price, datasheet power)") << "h100-sxm-80gb";
    QTest::addRow("H20 (CNY price, power from TDP)") << "h20-96gb";
    QTest::addRow("Ascend 910B (price from the card)") << "ascend-910b";
}

void TestTcoCashflow::moreUtilisationNeverRaisesBuildPrice()
{
    QFETCH(QString, accelerator);
    TcoInput in;
    in.acceleratorId = accelerator;
    in.options = { OptionKind::Build };
    in.overrides.insert(QStringLiteral("cloud.%1.on_demand").arg(accelerator), 10);
    double previous = std::numeric_limits<double>::infinity();
    for (int step = 1; step <= 20; ++step) {
        in.utilisation = step / 20.0;
        const auto r = computeTco(in);
        QVERIFY2(r, qPrintable(joinErrors(r.errors())));
        const double price = *r->options[0].effectiveCnyPerGpuHour;
        QVERIFY2(price <= previous, qPrintable(QStringLiteral("utilisation %1").arg(in.utilisation)));
        previous = price;
    }
}

void TestTcoCashflow::zeroDemandCostsNothingOnDemand()
{
    TcoInput in;
    in.utilisation = 0;
    in.options = { OptionKind::OnDemand, OptionKind::Spot, OptionKind::Build };
    const auto r = computeTco(in);
    QVERIFY(r);
    QCOMPARE(r->option("on_demand")->totalCny, 0.0);
    QCOMPARE(r->option("spot")->totalCny, 0.0);
    QVERIFY(!r->option("on_demand")->effectiveCnyPerGpuHour);
    QVERIFY(r->option("build")->totalCny > 0);
}

void TestTcoCashflow::spotPaysForRedoneWork()
{
    TcoInput in;
    in.checkpointIntervalHours = 2;
    in.options = { OptionKind::Spot };
    // A sourced China spot price of 5 CNY per GPU-hour (the US discount applies to US prices only).
    in.overrides = { { "cloud.h100-sxm-80gb.on_demand", 10 }, { "cloud.h100-sxm-80gb.spot", 5 }, { "spot.preemption_interval_hours", 20 },
        { "spot.restart_hours", 0.5 } };
    const OptionFlows f = flowsOf(in, OptionKind::Spot);
    const double hours = 64 * 730 * 0.7;
    // (2 / 2 + 0.5) / 20 = 7.5% of the work is redone.
    QCOMPARE(toYuan(f.cash[1]), hours * 5 * 1.075);
}

void TestTcoCashflow::commitmentIsPaidForWholeTerms()
{
    TcoInput in;
    in.horizonMonths = 18;
    in.gpus = 8;
    in.utilisation = 1;
    in.options = { OptionKind::Commitment };
    in.overrides = { { "cloud.h100-sxm-80gb.on_demand", 10 }, { "cloud.reserved_discount_1y", 0.4 } };
    const OptionFlows f = flowsOf(in, OptionKind::Commitment);
    const double month = 8 * 730 * 10 * 0.6;
    QCOMPARE(toYuan(f.cash[1]), month);
    QCOMPARE(toYuan(f.cash[18]), month * 7); // the last month and the 6 months left of the second year
    in.commitmentTermMonths = 1;
    in.overrides.insert("cloud.monthly_discount", 0.1);
    QCOMPARE(toYuan(flowsOf(in, OptionKind::Commitment).cash[18]), 8 * 730 * 10 * 0.9);
}

void TestTcoCashflow::everyLineItemNamesItsPriceKeys()
{
    TcoInput in;
    in.demand = DemandTemplate::PeaksAndValleys;
    auto prices = resolvePrices(in, Catalog::builtIn());
    QVERIFY(prices);
    for (OptionKind k : in.options) {
        for (const LineItem &i : modelOption(k, in, *prices, demandProfile(in)).items) {
            if (i.kind == ItemKind::Financing || i.name.startsWith(QLatin1String("Loan")))
                continue;
            QVERIFY2(!i.keys.isEmpty(), qPrintable(i.name));
            for (const QString &key : i.keys)
                QVERIFY2(Catalog::builtIn().price(key) || key.startsWith(QLatin1String("accelerators.csv:")), qPrintable(key));
        }
    }
}

QTEST_GUILESS_MAIN(TestTcoCashflow)
#include "tst_tcocashflow.moc"
