// Issue 42: the work drives the money. A plan's workloads (training runs, serving, other work)
// make the TCO's demand; a one-off run is priced over the run, not a 36-month fleet; plans saved
// before workloads keep their figures through an explicit "other work" workload.
#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/workloaddemand.h"
#include "core/catalog/catalog.h"
#include "core/compare/compare.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/scenario/scenariodiff.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"
#include "core/tco/demand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace cp;

namespace {

Workload training(int runs = 1, int every = 0)
{
    Workload w;
    w.kind = QStringLiteral("training");
    w.runs = runs;
    w.everyMonths = every;
    return w;
}

Workload other(double gpuHours, int start = 1, int months = 0)
{
    Workload w;
    w.kind = QStringLiteral("other");
    w.runs = 0;
    w.gpuHoursPerMonth = gpuHours;
    w.startMonth = start;
    w.months = months;
    return w;
}

/// A plan of one training run on `gpus` H800s, compared over the usual ways of paying.
Scenario runPlan(const QString &preset, const QString &mode, double tokens, int gpus)
{
    Scenario s;
    s.name = QStringLiteral("%1 %2").arg(preset, mode);
    s.model.preset = preset;
    s.training.mode = mode;
    s.training.tokens = tokens;
    s.hardware.accelerators = QStringList { QStringLiteral("h800-sxm-80gb") };
    s.hardware.gpus = gpus;
    s.tco.options = QStringList { QStringLiteral("on-demand"), QStringLiteral("monthly"), QStringLiteral("lease"), QStringLiteral("build") };
    s.workloads = { training() };
    return s;
}

double bookPrice(const QString &key)
{
    const PriceEntry *e = Catalog::builtIn().price(key);
    return e && e->value ? *e->value : 0;
}

const tco::OptionResult &recommended(const analysis::PlanReport &p) { return *p.tco->option(p.tco->verdict.recommended); }

QList<Scenario> samples()
{
    auto loaded = sampleScenarios();
    if (!loaded)
        qFatal("samples do not load: %s", qPrintable(joinErrors(loaded.errors())));
    return *loaded;
}

} // namespace

class TestWorkloads : public QObject {
    Q_OBJECT
private slots:
    void workloadsRoundTripThroughTheFile();
    void badWorkloadsAreRefusedNamingWhatIsAllowed_data();
    void badWorkloadsAreRefusedNamingWhatIsAllowed();
    void anOldFileGetsItsDemandAsOtherWork();
    void everySampleKeepsItsTotalsAfterMigration();
    void demandComesFromTheWorkloads();
    void aOneOffRunCostsTheRunNotAFleet();
    void differentRunsGetDifferentMoneyAnswers();
    void theCliPathEstimatesTheRunItself();
    void diffAndCompareShowTheWork();
};

void TestWorkloads::workloadsRoundTripThroughTheFile()
{
    Scenario s = runPlan(QStringLiteral("llama2-13b"), QStringLiteral("full"), 250e9, 64);
    Workload serve;
    serve.kind = QStringLiteral("serving");
    serve.name = QStringLiteral("chat");
    serve.startMonth = 2;
    serve.qps = 5;
    serve.promptTokens = 800;
    serve.outputTokens = 200;
    serve.hoursPerDay = 12;
    serve.growthPerMonth = 0.05;
    serve.months = 24;
    s.workloads = { training(3, 6), serve, other(1200, 4, 2) };
    const QByteArray bytes = cplan::toBytes(s);
    const QJsonObject json = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(json.value(QStringLiteral("schema_version")).toInt(), cplan::kSchemaVersion);
    QCOMPARE(json.value(QStringLiteral("workloads")).toArray().size(), 3);
    QCOMPARE(json.value(QStringLiteral("workloads")).toArray().at(1).toObject().value(QStringLiteral("hours_per_day")).toDouble(), 12.0);
    Errors notes;
    const auto back = cplan::fromBytes(bytes, Catalog::builtIn(), &notes, cplan::Origin::File);
    QVERIFY2(back, qPrintable(joinErrors(back.errors())));
    QCOMPARE(back->workloads, s.workloads);
    QCOMPARE(*back, s);
    QCOMPARE(cplan::toBytes(*back), bytes); // canonical: the same plan, the same bytes
}

void TestWorkloads::badWorkloadsAreRefusedNamingWhatIsAllowed_data()
{
    QTest::addColumn<QByteArray>("workloads");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("allowed");
    QTest::addRow("an unknown kind") << QByteArray(R"([{"kind": "batch"}])") << "workloads[0].kind"
                                     << "training|serving|other";
    QTest::addRow("serving without a load") << QByteArray(R"([{"kind": "serving", "qps": 0}])") << "workloads[0].qps"
                                            << "more than 0";
    QTest::addRow("more hours than a day has") << QByteArray(R"([{"kind": "serving", "qps": 2, "hours_per_day": 25}])") << "workloads[0].hours_per_day"
                                               << "0–24";
    QTest::addRow("other work without its hours") << QByteArray(R"([{"kind": "other"}])") << "workloads[0].gpu_hours_per_month"
                                                  << "more than 0";
    QTest::addRow("a start after the horizon") << QByteArray(R"([{"kind": "other", "gpu_hours_per_month": 5, "start_month": 40}])") << "workloads[0].start_month"
                                               << "1–36";
    QTest::addRow("an unknown key") << QByteArray(R"([{"kind": "other", "gpu_hours_per_month": 5, "speed": 1}])") << "workloads[0].speed"
                                    << "unknown field";
    QTest::addRow("a fractional run count") << QByteArray(R"([{"kind": "training", "runs": 1.5}])") << "workloads[0].runs"
                                            << "whole number";
}

void TestWorkloads::badWorkloadsAreRefusedNamingWhatIsAllowed()
{
    QFETCH(QByteArray, workloads);
    QFETCH(QString, path);
    QFETCH(QString, allowed);
    const QByteArray text = R"({"schema_version": 2, "name": "n", "model": {"preset": "llama3-8b"}, "training": {"mode": "lora"}, "workloads": )" + workloads + "}";
    const auto r = cplan::fromBytes(text, Catalog::builtIn());
    QVERIFY(!r);
    bool found = false;
    for (const Error &e : r.errors())
        found = found || (e.path == path && e.message.contains(allowed));
    QVERIFY2(found, qPrintable(joinErrors(r.errors())));
}

void TestWorkloads::anOldFileGetsItsDemandAsOtherWork()
{
    // 16 GPUs at utilisation 0.6 meant 16 x 730 h x 0.6 = 7,008 GPU-hours a month.
    const QByteArray old = R"({"schema_version": 1, "name": "old", "model": {"preset": "llama3-8b"}, "training": {"mode": "lora"},
        "hardware": {"gpus": 16}, "tco": {"utilisation": 0.6}})";
    Errors notes;
    const auto s = cplan::fromBytes(old, Catalog::builtIn(), &notes, cplan::Origin::File);
    QVERIFY2(s, qPrintable(joinErrors(s.errors())));
    QCOMPARE(s->workloads.size(), 1);
    QCOMPARE(s->workloads.at(0).kind, QStringLiteral("other"));
    QVERIFY(s->workloads.at(0).migrated);
    QVERIFY(std::abs(s->workloads.at(0).gpuHoursPerMonth - 7008.0) < 1e-6);
    bool said = false;
    for (const Error &n : notes)
        said = said || (n.path == QLatin1String("workloads") && n.message.contains(QLatin1String("60%")));
    QVERIFY2(said, qPrintable(joinErrors(notes)));
    QVERIFY(!migrationNote(*s).isEmpty());
    // GPU-hours by month (from_plan) become one workload per run of equal months.
    Scenario byMonth = *s;
    byMonth.tco.demand.templateName = QStringLiteral("from_plan");
    byMonth.tco.demand.monthly = { 100, 100, 0, 50 };
    const QList<Workload> w = legacyDemandWorkloads(byMonth);
    QCOMPARE(w.size(), 2);
    QCOMPARE(w.at(0).startMonth, 1);
    QCOMPARE(w.at(0).months, 2);
    QCOMPARE(w.at(1).startMonth, 4);
    QCOMPARE(w.at(1).gpuHoursPerMonth, 50.0);
}

void TestWorkloads::everySampleKeepsItsTotalsAfterMigration()
{
    for (const Scenario &migrated : samples()) {
        QVERIFY2(!migrated.workloads.isEmpty(), qPrintable(migrated.name));
        if (!migrated.pools.isEmpty())
            continue; // a programme's workloads (issue 44) run on its pools: no older fleet inputs they replaced
        Scenario legacy = migrated;
        legacy.workloads.clear(); // the utilisation / monthly-demand inputs the workloads replaced
        const analysis::PlanReport a = analysis::analyse(migrated);
        const analysis::PlanReport b = analysis::analyse(legacy);
        QVERIFY2(a.tco && b.tco, qPrintable(migrated.name));
        QCOMPARE(a.tcoInput->horizonMonths, b.tcoInput->horizonMonths);
        QCOMPARE(a.tco->options.size(), b.tco->options.size());
        for (qsizetype i = 0; i < a.tco->options.size(); ++i) {
            const tco::OptionResult &x = a.tco->options.at(i);
            const tco::OptionResult &y = b.tco->options.at(i);
            const QString what = migrated.name + QLatin1Char(' ') + x.id;
            QVERIFY2(std::abs(x.totalCny - y.totalCny) <= 1e-6 * std::abs(y.totalCny) + 1e-6, qPrintable(what));
            QVERIFY2(std::abs(x.npvAfterTaxCny - y.npvAfterTaxCny) <= 1e-6 * std::abs(y.npvAfterTaxCny) + 1e-6, qPrintable(what));
        }
        QCOMPARE(a.tco->verdict.recommended, b.tco->verdict.recommended);
    }
}

void TestWorkloads::demandComesFromTheWorkloads()
{
    Scenario s = runPlan(QStringLiteral("llama2-13b"), QStringLiteral("full"), 10e9, 16);
    s.tco.horizonMonths = 12;
    // Other work of 1,000 GPU-hours from month 3 for 2 months, growing 10% a month:
    // months 3 and 4 get 1,000 and 1,100; a training run every 6 months from month 1.
    s.workloads = { other(1000, 3, 2), training(0, 6) };
    s.workloads[0].growthPerMonth = 0.1;
    const auto estimateIn = bridge::estimateInputFrom(s);
    QVERIFY(estimateIn);
    const auto e = estimate::estimate(*estimateIn, bridge::catalogFor(s));
    QVERIFY(e && e->run);
    const tco::TcoInput in = bridge::tcoInputFrom(s, *e);
    QCOMPARE(in.horizonMonths, 12); // repeats until the horizon: the horizon stays
    const std::vector<double> d = tco::demandProfile(in);
    const double run = e->run->gpuHours; // one run, within its first month (10B tokens take days)
    QCOMPARE(bridge::runMonths(e->run->trainDays), 1);
    QVERIFY(std::abs(d[1] - run) < 1e-6 * run);
    QVERIFY(std::abs(d[7] - run) < 1e-6 * run);
    QVERIFY(std::abs(d[3] - 1000) < 1e-9);
    QVERIFY(std::abs(d[4] - 1100) < 1e-9);
    QCOMPARE(d[2], 0.0);
    QCOMPARE(d[5], 0.0);
    // The utilisation input no longer counts: changing it changes nothing.
    Scenario moved = s;
    moved.tco.utilisation = 0.1;
    QCOMPARE(tco::demandProfile(bridge::tcoInputFrom(moved, *e)), d);
}

void TestWorkloads::aOneOffRunCostsTheRunNotAFleet()
{
    // The wizard's "13B full fine-tune on 1 TB": 250B tokens on 256 H800s, once.
    const Scenario s = runPlan(QStringLiteral("llama2-13b"), QStringLiteral("full"), 250e9, 256);
    const analysis::PlanReport p = analysis::analyse(s);
    QVERIFY2(p.training && p.training->run && p.tco, qPrintable(joinErrors(p.problems)));
    const double gpuHours = p.training->run->gpuHours;
    // Hand arithmetic: 6 x 13e9 parameters x 250e9 tokens = 1.95e22 FLOPs; at 989 TFLOP/s per
    // H800 (BF16 dense) and 20-60% MFU that is 9,130 to 27,400 GPU-hours.
    QVERIFY2(gpuHours > 9000 && gpuHours < 27500, qPrintable(QString::number(gpuHours)));
    // The horizon is the run: the whole 730-hour months it takes (44 h -> 1), not 36.
    QCOMPARE(p.tcoInput->horizonMonths, bridge::runMonths(p.training->run->trainDays));
    QVERIFY(p.tcoInput->horizonMonths < 3);
    // On demand it costs its GPU-hours at the book's on-demand price (13.01 CNY/GPU-h typical).
    const double price = bookPrice(QStringLiteral("cloud.h800-sxm-80gb.on_demand"));
    QVERIFY(price > 0);
    const tco::OptionResult *od = p.tco->option(QStringLiteral("on_demand"));
    QVERIFY(od);
    QVERIFY2(std::abs(od->totalCny - gpuHours * price) < 0.01 * gpuHours * price, qPrintable(QString::number(od->totalCny)));
    // The answer is the cost of the run: tens to hundreds of thousands of CNY, never millions.
    const double answer = recommended(p).totalCny;
    QVERIFY2(answer > 1e4 && answer < 1e6, qPrintable(QString::number(answer)));
    QVERIFY(answer <= od->totalCny * 1.0001);
    QVERIFY(p.answer && p.answer->tcoCny);
    QVERIFY2(*p.answer->tcoCny < 1e6, qPrintable(p.answer->tco));
    QVERIFY2(!p.answer->tco.contains(QLatin1String("36")), qPrintable(p.answer->tco));
}

void TestWorkloads::differentRunsGetDifferentMoneyAnswers()
{
    const analysis::PlanReport big = analysis::analyse(runPlan(QStringLiteral("llama2-13b"), QStringLiteral("full"), 250e9, 256));
    const analysis::PlanReport lora = analysis::analyse(runPlan(QStringLiteral("llama2-70b"), QStringLiteral("lora"), 1e9, 8));
    QVERIFY2(big.tco && lora.tco && lora.training && lora.training->run, qPrintable(joinErrors(lora.problems)));
    // 70B LoRA of 1B tokens: about 4 x 70e9 x 1e9 = 2.8e20 FLOPs (forward, and backward to the
    // activations only), well under a thousand H800-hours; its run costs a fraction of the 13B's.
    const double loraCost = recommended(lora).totalCny;
    const double bigCost = recommended(big).totalCny;
    QVERIFY2(loraCost < bigCost / 5, qPrintable(QStringLiteral("%1 vs %2").arg(loraCost).arg(bigCost)));
    const double price = bookPrice(QStringLiteral("cloud.h800-sxm-80gb.on_demand"));
    QVERIFY(std::abs(lora.tco->option(QStringLiteral("on_demand"))->totalCny - lora.training->run->gpuHours * price) < 0.01 * loraCost + 1);
}

void TestWorkloads::theCliPathEstimatesTheRunItself()
{
    // tco --scenario FILE reaches the engines through bridge::tcoInputFrom without an estimate:
    // the training workload's GPU-hours are estimated there, the same as analyse() prices.
    const Scenario s = runPlan(QStringLiteral("llama2-13b"), QStringLiteral("full"), 250e9, 256);
    const tco::TcoInput in = bridge::tcoInputFrom(s);
    const analysis::PlanReport p = analysis::analyse(s);
    QVERIFY(p.training && p.training->run);
    QCOMPARE(in.horizonMonths, p.tcoInput->horizonMonths);
    const std::vector<double> d = tco::demandProfile(in);
    QVERIFY(std::abs(d[1] - p.training->run->gpuHours) < 1e-6 * p.training->run->gpuHours);
    QCOMPARE(in.runGpuHours, p.training->run->gpuHours);
    const auto r = tco::computeTco(in, bridge::catalogFor(s));
    QVERIFY(r);
    QVERIFY(std::abs(r->option(QStringLiteral("on_demand"))->totalCny - p.tco->option(QStringLiteral("on_demand"))->totalCny) < 1e-6);
}

void TestWorkloads::diffAndCompareShowTheWork()
{
    const Scenario before = runPlan(QStringLiteral("llama2-13b"), QStringLiteral("full"), 250e9, 256);
    Scenario after = before;
    after.workloads = { training(3, 6) };
    const QList<FieldChange> changes = diffScenarios(before, after, QLocale(QLocale::English));
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).path, QStringLiteral("workloads"));
    QVERIFY2(changes.at(0).oldText.contains(QStringLiteral("once")), qPrintable(changes.at(0).oldText));
    QVERIFY2(changes.at(0).newText.contains(QStringLiteral("3 times, every 6 months")), qPrintable(changes.at(0).newText));
    // The compare table has a row for the work, not identical here.
    const compare::Comparison c = compare::compare({ analysis::analyse(before), analysis::analyse(after) }, 0, QLocale(QLocale::English));
    const auto *row = c.row(QStringLiteral("workloads"));
    QVERIFY(row);
    QVERIFY(!row->identical);
}

QTEST_GUILESS_MAIN(TestWorkloads)
#include "tst_workloads.moc"
