// Issue 22: the planner only recommends what a mainland-China buyer can obtain, caps each way of
// paying at the cluster size typically obtainable per order, bills a run with the cheapest way
// of paying available and says when the plan's own configuration misses the deadline.
#include "core/bridge/engineinputs.h"
#include "core/planner/planner.h"
#include "core/scenario/samples.h"

#include <QTest>

#include <cmath>

using namespace cp;
using namespace cp::planner;

namespace {

PlanRequest request(const char *preset, double tokens, QStringList accelerators = {})
{
    PlanRequest r;
    r.model = *estimate::preset(QLatin1String(preset));
    r.training.seqLen = 4096;
    r.training.tokens = tokens;
    r.accelerators = accelerators;
    r.maxGpus = 1024;
    return r;
}

/// The 13B pre-training with a 60-day deadline of the issue: 250e9 tokens, paid on demand,
/// A100 only, up to 4096 cards, the plan's own configuration 8 x A100.
PlanRequest thirteenB()
{
    PlanRequest r = request("llama2-13b", 2.5e11, { QStringLiteral("a100-sxm-80gb") });
    r.training.mode = estimate::TrainingMode::Pretrain;
    r.maxGpus = 4096;
    r.deadlineDays = 60;
    r.objective = Objective::Cheapest;
    r.ownAccelerator = QStringLiteral("a100-sxm-80gb");
    r.ownGpus = 8;
    return r;
}

bool isUnavailable(const Catalog &catalog, const Candidate &c)
{
    return catalog.availability(c.accelerator, billingChannel(c.billing)).status == AvailabilityStatus::Unavailable;
}

} // namespace

Q_DECLARE_METATYPE(cp::planner::PlanRequest)

class TestAvailability : public QObject {
    Q_OBJECT
private slots:
    void everyAcceleratorHasEveryChannelWithSourceAndDate();
    void clusterSizesAreMarkedAssumptions();
    void badRowsNameTheirLineAndColumn();
    void defaultCatalogExcludesOnlyTheUnobtainable();
    void noRecommendationUsesAnUnavailableAccelerator_data();
    void noRecommendationUsesAnUnavailableAccelerator();
    void thirteenBWithinTheClusterLimit();
    void includeUnavailableBringsThemBack();
    void catalogCorrectionChangesTheSearch();
    void shortJobIsBilledHourly();
    void leaseBillsWholeServersForTheMinimumTerm();
    void ownConfigurationMissingTheDeadlineIsSaid();
};

// availability.csv: three channels for each of the catalog's accelerators, each with a status,
// a source and an as-of date.
void TestAvailability::everyAcceleratorHasEveryChannelWithSourceAndDate()
{
    const Catalog &c = Catalog::shipped();
    QCOMPARE(c.availabilities().size(), c.accelerators().size() * 3);
    for (const Accelerator &a : c.accelerators()) {
        for (const Channel ch : { Channel::Purchase, Channel::Lease, Channel::Cloud }) {
            const Availability av = c.availability(a.id, ch);
            QVERIFY2(av.known, qPrintable(a.id + QLatin1Char('/') + channelId(ch)));
            QVERIFY(!av.source.isEmpty());
            QVERIFY(!av.asOf.isEmpty());
        }
    }
    // Published facts: A100/H100 need a US licence since 2022 and cannot be bought new; B200 is
    // excluded from the December 2025 decision; the Ascend 910B is a domestic part.
    QCOMPARE(c.availability(QStringLiteral("h100-sxm-80gb"), Channel::Purchase).status, AvailabilityStatus::Unavailable);
    QCOMPARE(c.availability(QStringLiteral("a100-sxm-80gb"), Channel::Purchase).status, AvailabilityStatus::Unavailable);
    QCOMPARE(c.availability(QStringLiteral("b200-sxm-192gb"), Channel::Cloud).status, AvailabilityStatus::Unavailable);
    QCOMPARE(c.availability(QStringLiteral("ascend-910b"), Channel::Purchase).status, AvailabilityStatus::Available);
}

// Nobody publishes the cluster size obtainable per order: every row that states one says it is
// an assumption the user must confirm.
void TestAvailability::clusterSizesAreMarkedAssumptions()
{
    for (const Availability &a : Catalog::shipped().availabilities()) {
        if (a.maxGpusPerOrder || a.leadTimeWeeks)
            QVERIFY2(a.isAssumption(), qPrintable(a.accelerator + QLatin1Char('/') + channelId(a.channel)));
    }
}

void TestAvailability::badRowsNameTheirLineAndColumn()
{
    const auto t = CsvTable::parse(QStringLiteral("accelerator,channel,status,max_gpus_per_order,lead_time_weeks,source,as_of\n"
                                                  "a100-sxm-80gb,cloud,maybe,8,,s,2026\n"
                                                  "a100-sxm-80gb,boat,available,0,,s,2026\n"),
        QStringLiteral("availability.csv"));
    QVERIFY(t.hasValue());
    Catalog c = Catalog::shipped();
    const Status s = c.setAvailabilityTable(*t);
    QVERIFY(!s);
    const QString all = joinErrors(s.errors());
    QVERIFY2(all.contains(QStringLiteral("availability.csv:2 (status)")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("availability.csv:3 (channel)")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("availability.csv:3 (max_gpus_per_order)")), qPrintable(all));
    QCOMPARE(c.availabilities().size(), Catalog::shipped().availabilities().size()); // unchanged on error
}

// Only B200 and MI300X are unavailable both for cloud rental and lease in availability.csv, so a
// search over the whole catalog leaves exactly those two out, each with its reason.
void TestAvailability::defaultCatalogExcludesOnlyTheUnobtainable()
{
    const auto r = plan(request("llama2-7b", 1e10));
    QVERIFY(r.hasValue());
    QStringList ids;
    for (const Exclusion &x : r->excluded) {
        ids << x.accelerator;
        QVERIFY(!x.reason.isEmpty());
        // MI300X's lease row is an assumption: the sentence says so in words, not by its marker.
        QVERIFY2(!x.reason.contains(QStringLiteral("ASSUMPTION")), qPrintable(x.reason));
    }
    ids.sort();
    QCOMPARE(ids, (QStringList { QStringLiteral("b200-sxm-192gb"), QStringLiteral("mi300x-192gb") }));
}

void TestAvailability::noRecommendationUsesAnUnavailableAccelerator_data()
{
    QTest::addColumn<PlanRequest>("req");
    const auto samples = sampleScenarios();
    QVERIFY(samples.hasValue());
    for (const Scenario &s : *samples) {
        if (s.training.mode == QLatin1String("inference"))
            continue;
        auto r = bridge::planRequestFrom(s, Catalog::shipped());
        QVERIFY(r.hasValue());
        QTest::newRow(qPrintable(QStringLiteral("sample ") + s.name)) << *r;
        r->accelerators.clear(); // the wizard's "any accelerator"
        QTest::newRow(qPrintable(QStringLiteral("sample ") + s.name + QStringLiteral(", any accelerator"))) << *r;
    }
    PlanRequest fast = request("llama3-8b", 2e11);
    fast.objective = Objective::Fastest;
    QTest::newRow("8B pre-training, fastest, any accelerator") << fast;
    PlanRequest lora = request("llama2-7b", 1e9);
    lora.training.mode = estimate::TrainingMode::Lora;
    lora.deadlineDays = 7;
    QTest::newRow("7B LoRA in a week, any accelerator") << lora;
    PlanRequest big = thirteenB();
    big.accelerators.clear();
    QTest::newRow("13B pre-training in 60 days, any accelerator") << big;
}

void TestAvailability::noRecommendationUsesAnUnavailableAccelerator()
{
    QFETCH(PlanRequest, req);
    const Catalog &catalog = Catalog::shipped();
    const auto r = plan(req, catalog);
    QVERIFY(r.hasValue());
    QVERIFY2(r->recommended || r->infeasible, "a result either recommends or explains");
    if (r->recommended) {
        const Candidate &c = r->recommended->plan;
        QVERIFY2(!isUnavailable(catalog, c), qPrintable(c.accelerator));
        const Availability a = catalog.availability(c.accelerator, billingChannel(c.billing));
        if (a.maxGpusPerOrder)
            QVERIFY(c.gpus <= *a.maxGpusPerOrder);
    }
    for (const Candidate &c : r->pareto)
        QVERIFY2(!isUnavailable(catalog, c), qPrintable(c.accelerator));
}

// The 4,096 x A100 for 9.9 hours: availability.csv offers at most 128 A100 per order for
// cloud rental and lease, so the recommendation holds at most 128 cards and finishes in time;
// without the limits the larger counts are searched again.
void TestAvailability::thirteenBWithinTheClusterLimit()
{
    const PlanRequest req = thirteenB();
    const auto limited = plan(req);
    QVERIFY(limited.hasValue());
    QVERIFY(limited->recommended);
    QVERIFY2(limited->recommended->plan.gpus <= 128, qPrintable(QString::number(limited->recommended->plan.gpus)));
    QVERIFY(limited->recommended->plan.days <= 60);
    QCOMPARE(limited->recommended->plan.availability.status, AvailabilityStatus::Restricted);
    bool saysRestricted = false;
    for (const QString &reason : limited->recommended->reasons) {
        QVERIFY2(!reason.contains(QStringLiteral("ASSUMPTION")), qPrintable(reason));
        saysRestricted = saysRestricted || reason.contains(QStringLiteral("is restricted for"));
    }
    QVERIFY(saysRestricted);
    bool capped = false;
    for (const Rejection &x : limited->rejected)
        capped = capped || (x.reason == RejectReason::Availability && x.minGpus > 128);
    QVERIFY(capped);

    Catalog open = Catalog::shipped();
    const auto empty = CsvTable::parse(QStringLiteral("accelerator,channel,status,max_gpus_per_order,lead_time_weeks,source,as_of\n"), QStringLiteral("x"));
    QVERIFY(empty.hasValue());
    QVERIFY(open.setAvailabilityTable(*empty).hasValue());
    const auto unlimited = plan(req, open);
    QVERIFY(unlimited.hasValue() && unlimited->recommended);
    QVERIFY(unlimited->candidatesEvaluated > limited->candidatesEvaluated);
    for (const Rejection &x : unlimited->rejected)
        QVERIFY(x.reason != RejectReason::Availability);
}

void TestAvailability::includeUnavailableBringsThemBack()
{
    PlanRequest r = request("llama2-7b", 1e10, { QStringLiteral("b200-sxm-192gb") });
    r.maxGpus = 16;
    const auto without = plan(r);
    QVERIFY(without.hasValue());
    QVERIFY(!without->recommended);
    QCOMPARE(without->excluded.size(), 1);
    QCOMPARE(without->excluded.constFirst().accelerator, QStringLiteral("b200-sxm-192gb"));
    QVERIFY(without->infeasible);
    QCOMPARE(without->candidatesEvaluated, qint64(0));
    r.includeUnavailable = true;
    const auto with = plan(r);
    QVERIFY(with.hasValue());
    QVERIFY(with->excluded.isEmpty());
    QVERIFY(with->recommended);
    QCOMPARE(with->recommended->plan.accelerator, QStringLiteral("b200-sxm-192gb"));
    QCOMPARE(with->recommended->plan.availability.status, AvailabilityStatus::Unavailable);
}

// Availability is corrected like any other catalog figure.
void TestAvailability::catalogCorrectionChangesTheSearch()
{
    QVERIFY(!Catalog::checkAcceleratorValue(QStringLiteral("cloud_status"), QStringLiteral("maybe")).isEmpty());
    QVERIFY(!Catalog::checkAcceleratorValue(QStringLiteral("lease_max_gpus"), QStringLiteral("0")).isEmpty());
    QVERIFY(!Catalog::checkAcceleratorValue(QStringLiteral("purchase_lead_weeks"), QStringLiteral("-1")).isEmpty());
    QVERIFY(Catalog::checkAcceleratorValue(QStringLiteral("cloud_max_gpus"), QStringLiteral("32")).isEmpty());
    Catalog c = Catalog::shipped();
    QVERIFY(c.correctAccelerator(QStringLiteral("b200-sxm-192gb"), QStringLiteral("cloud_status"), QStringLiteral("available")).hasValue());
    QVERIFY(c.correctAccelerator(QStringLiteral("b200-sxm-192gb"), QStringLiteral("cloud_max_gpus"), QStringLiteral("8")).hasValue());
    QCOMPARE(c.availability(QStringLiteral("b200-sxm-192gb"), Channel::Cloud).status, AvailabilityStatus::Available);
    PlanRequest r = request("llama2-7b", 1e10, { QStringLiteral("b200-sxm-192gb") });
    r.maxGpus = 64;
    const auto result = plan(r, c);
    QVERIFY(result.hasValue());
    QVERIFY(result->excluded.isEmpty());
    QVERIFY(result->recommended);
    QCOMPARE(result->recommended->plan.gpus, 8); // the corrected limit; larger counts are rejected
    QVERIFY(!c.correctAccelerator(QStringLiteral("b200-sxm-192gb"), QStringLiteral("cloud_status"), QStringLiteral("maybe")).hasValue());
}

// A run of a day and a half asked to be paid monthly: one whole month of 730 h per GPU costs
// about 730 / 36 = 20 times the hours used, so the planner bills it hourly and says so.
void TestAvailability::shortJobIsBilledHourly()
{
    PlanRequest r = request("llama2-7b", 2e9, { QStringLiteral("h800-sxm-80gb") });
    r.maxGpus = 16;
    r.allowPartialNodes = false;
    r.pay = PayMode::Monthly;
    const auto result = plan(r);
    QVERIFY(result.hasValue());
    QVERIFY(result->recommended);
    const Candidate &c = result->recommended->plan;
    QVERIFY2(c.days * 24 < 730, qPrintable(QString::number(c.days)));
    QCOMPARE(c.billing, Billing::Hourly);
    // Whole hours (issue 42): the run's hours rounded up.
    QVERIFY(qFuzzyCompare(c.costCny, c.price.cnyPerGpuHour * c.gpus * std::ceil(c.days * 24.0 - 1e-9)));
    const auto monthly = billingPrice(c.accelerator, Billing::Monthly, {}, {}, Catalog::shipped());
    QVERIFY(monthly);
    QVERIFY(c.costCny < monthly->cnyPerGpuHour * c.gpus * 730.0);
    bool named = false;
    for (const QString &reason : result->recommended->reasons)
        named = named || reason.contains(billingName(Billing::Hourly));
    QVERIFY(named);
}

// 10 CNY per GPU-hour, 4 cards for 100 hours, leased in 8-card servers for at least 12 months:
// 10 x 8 x 12 x 730 = 700,800 CNY. Hourly the same run is 10 x 4 x 100 = 4,000 CNY.
void TestAvailability::leaseBillsWholeServersForTheMinimumTerm()
{
    HourlyPrice lease;
    lease.cnyPerGpuHour = 10;
    lease.wholeMonths = true;
    lease.minimumMonths = 12;
    lease.gpuMultiple = 8;
    QCOMPARE(runCost(lease, 4, 100), 700800.0);
    HourlyPrice hourly;
    hourly.cnyPerGpuHour = 10;
    QCOMPARE(runCost(hourly, 4, 100), 4000.0);
    // The shipped price book: the H800 lease is 59,000 CNY per 8-card server-month for at least
    // lease.min_term_months = 12 months.
    const auto h800 = billingPrice(QStringLiteral("h800-sxm-80gb"), Billing::Lease, {}, {}, Catalog::shipped());
    QVERIFY(h800);
    QCOMPARE(h800->minimumMonths, 12);
    QVERIFY(qFuzzyCompare(runCost(*h800, 16, 34), 59000.0 * 2 * 12));
}

// 6 x 13e9 x 250e9 = 1.95e22 FLOP on 8 x 312e12 FLOP/s is 90 days even at 100% MFU: the plan's
// own 8 x A100 misses the 60-day deadline, and the result says so with both figures.
void TestAvailability::ownConfigurationMissingTheDeadlineIsSaid()
{
    const auto r = plan(thirteenB());
    QVERIFY(r.hasValue());
    QVERIFY(r->own);
    QVERIFY(!r->own->meetsDeadline);
    QVERIFY(r->own->days && *r->own->days > 90);
    QCOMPARE(r->warnings.size(), 1);
    const QString w = r->warnings.constFirst();
    QVERIFY2(w.startsWith(QStringLiteral("Your configuration, 8 × A100 SXM 80GB, needs ")), qPrintable(w));
    QVERIFY2(w.contains(QStringLiteral("the deadline is 60")), qPrintable(w));

    PlanRequest relaxed = thirteenB();
    relaxed.deadlineDays = 400;
    const auto ok = plan(relaxed);
    QVERIFY(ok.hasValue() && ok->own);
    QVERIFY(ok->own->meetsDeadline);
    QVERIFY(ok->warnings.isEmpty());
}

QTEST_GUILESS_MAIN(TestAvailability)
#include "tst_availability.moc"
