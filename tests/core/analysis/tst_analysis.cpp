#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/scenario/samples.h"

#include <QTest>

Q_DECLARE_METATYPE(cp::Scenario)

using namespace cp;
using namespace cp::analysis;
using namespace cp::bridge;

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void everySampleAnalysesWithoutProblems_data();
    void everySampleAnalysesWithoutProblems();
    void datasetTerabytesBecomeTokens_data();
    void datasetTerabytesBecomeTokens();
    void optionNamesMapToTheEngine();
    void savedPricesDecideTheNumbers();
    void missingAcceleratorIsAProblemNotACrash();
    void tcoChartHasOneCurvePerOptionAndMonth();
    void breakdownKeepsEightSegmentsAndEveryYuan();
};

static QList<Scenario> samples()
{
    auto loaded = sampleScenarios();
    if (!loaded)
        qFatal("samples do not load: %s", qPrintable(joinErrors(loaded.errors())));
    return *loaded;
}

static Scenario sample(const QString &namePart)
{
    for (const Scenario &s : samples()) {
        if (s.name.contains(namePart))
            return s;
    }
    qFatal("no sample named like %s", qPrintable(namePart));
}

void TestAnalysis::everySampleAnalysesWithoutProblems_data()
{
    QTest::addColumn<Scenario>("scenario");
    for (const Scenario &s : samples())
        QTest::addRow("%s", qPrintable(s.name)) << s;
}

void TestAnalysis::everySampleAnalysesWithoutProblems()
{
    QFETCH(Scenario, scenario);
    const PlanReport r = analyse(scenario, QLocale(QStringLiteral("en_US")));
    QVERIFY2(r.problems.isEmpty(), qPrintable(joinErrors(r.problems)));
    const bool inference = scenario.training.mode == QLatin1String("inference");
    QCOMPARE(r.training.has_value(), !inference);
    QCOMPARE(r.inference.has_value(), inference);
    if (!inference) {
        QVERIFY(r.plan);
        QVERIFY(r.chart(QStringLiteral("memory")));
        QVERIFY(r.kpi(QStringLiteral("memory_per_gpu")));
        QVERIFY(r.kpi(QStringLiteral("memory_per_gpu"))->text.endsWith(QStringLiteral("GiB")));
    }
    if (!scenario.tco.options.isEmpty()) {
        QVERIFY(r.tco);
        QVERIFY(!r.verdict.isEmpty());
        for (const char *id : { "tco", "breakdown", "tornado" }) {
            const auto *c = r.chart(QString::fromLatin1(id));
            QVERIFY2(c && !c->isEmpty(), id);
            QVERIFY(c->sourceLine.contains(scenario.name));
        }
        QVERIFY(r.kpi(QStringLiteral("tco_best")));
    }
    for (const Kpi &k : r.kpis)
        QVERIFY2(!k.text.isEmpty() && !k.text.contains(QStringLiteral("nan")) && !k.text.contains(QStringLiteral("inf")),
            qPrintable(k.id + QStringLiteral(": ") + k.text));
}

void TestAnalysis::datasetTerabytesBecomeTokens_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("expectedTokens");
    QTest::addRow("1 TB English at 4 bytes per token") << "en" << 2.5e11;
    QTest::addRow("1 TB Chinese at 4.2 bytes per token") << "zh" << 1e12 / 4.2;
    QTest::addRow("1 TB mixed at the mean, 4.1") << "mixed" << 1e12 / 4.1;
}

void TestAnalysis::datasetTerabytesBecomeTokens()
{
    QFETCH(QString, language);
    QFETCH(double, expectedTokens);
    Scenario s = sample(QStringLiteral("13B"));
    s.training.tokens.reset();
    s.training.datasetTb = 1.0;
    s.training.language = language;
    QVERIFY(qFuzzyCompare(trainingTokens(s), expectedTokens));
    auto in = estimateInputFrom(s);
    QVERIFY(in);
    QVERIFY(qFuzzyCompare(in->training.tokens, expectedTokens));
}

void TestAnalysis::optionNamesMapToTheEngine()
{
    const auto kinds = tcoOptionsFrom({ QStringLiteral("on-demand"), QStringLiteral("monthly"), QStringLiteral("spot"),
        QStringLiteral("lease"), QStringLiteral("build"), QStringLiteral("hybrid"), QStringLiteral("bogus") });
    QCOMPARE(kinds.size(), 6);
    QCOMPARE(kinds.at(1), tco::OptionKind::Commitment);
    QCOMPARE(kinds.at(5), tco::OptionKind::Hybrid);
}

void TestAnalysis::savedPricesDecideTheNumbers()
{
    Scenario s = sample(QStringLiteral("16×H800"));
    const PlanReport before = analyse(s);
    QVERIFY(before.tco);
    const tco::OptionResult *od = before.tco->option(QStringLiteral("on_demand"));
    QVERIFY(od);
    // Double the saved on-demand price: on-demand cost doubles, whatever the price book says.
    const QString key = QStringLiteral("cloud.h800-sxm-80gb.on_demand");
    const Catalog catalog = catalogFor(s); // keep it alive: price() points into it
    const PriceEntry *current = catalog.price(key);
    QVERIFY(current && current->value);
    PriceSnapshotEntry saved { key, *current->value * 2, QStringLiteral("CNY"), QStringLiteral("per GPU-hour"),
        QStringLiteral("2026-11"), QStringLiteral("found"), QStringLiteral("test quote") };
    s.prices.removeIf([&](const PriceSnapshotEntry &e) { return e.key == key; });
    s.prices << saved;
    const PlanReport after = analyse(s);
    const tco::OptionResult *od2 = after.tco->option(QStringLiteral("on_demand"));
    QVERIFY(qFuzzyCompare(od2->totalCny, 2 * od->totalCny));
    QVERIFY(!after.tco->assumptions.contains(key));
}

void TestAnalysis::missingAcceleratorIsAProblemNotACrash()
{
    Scenario s = sample(QStringLiteral("13B"));
    s.hardware.accelerators.clear();
    const PlanReport r = analyse(s);
    QVERIFY(!r.training);
    QVERIFY(!r.problems.isEmpty());
    QCOMPARE(r.problems.constFirst().path, QStringLiteral("hardware.accelerators"));
}

void TestAnalysis::tcoChartHasOneCurvePerOptionAndMonth()
{
    const Scenario s = sample(QStringLiteral("16×H800"));
    const PlanReport r = analyse(s);
    const auto *c = r.chart(QStringLiteral("tco"));
    QVERIFY(c);
    QCOMPARE(c->series.size(), r.tco->options.size());
    for (qsizetype o = 0; o < c->series.size(); ++o) {
        const auto &series = c->series.at(o);
        QCOMPARE(series.points.size(), s.tco.horizonMonths + 1);
        // Cumulative never decreases, except in a lease's last month, when its deposit comes back.
        const qsizetype last = r.tco->options.at(o).id == QLatin1String("lease") ? series.points.size() - 1 : -1;
        for (qsizetype i = 1; i < series.points.size(); ++i) {
            if (i != last)
                QVERIFY(series.points.at(i).y >= series.points.at(i - 1).y);
        }
    }
}

// Every option of the 16×H800 sample (many line items): at most eight segments, the largest
// line items by name, the rest in "Other", and each stack still adds up to its line items.
void TestAnalysis::breakdownKeepsEightSegmentsAndEveryYuan()
{
    Scenario s = sample(QStringLiteral("16×H800"));
    s.tco.options = { QStringLiteral("on-demand"), QStringLiteral("monthly"), QStringLiteral("spot"), QStringLiteral("lease"),
        QStringLiteral("build"), QStringLiteral("hybrid") };
    const PlanReport r = analyse(s, QLocale(QStringLiteral("en_US")));
    QVERIFY(r.tco);
    QStringList names;
    for (const tco::OptionResult &o : r.tco->options) {
        for (const tco::LineItemTotal &li : o.lineItems) {
            if (!names.contains(li.name))
                names << li.name;
        }
    }
    QVERIFY2(names.size() > 8, "the sample should have more line items than segments");
    const chart::ChartSpec *c = r.chart(QStringLiteral("breakdown"));
    QVERIFY(c);
    QCOMPARE(c->series.size(), 8);
    QVERIFY(c->series.constLast().name.startsWith(QStringLiteral("Other (%1 items)").arg(names.size() - 7)));
    QVERIFY(!c->footnote.isEmpty());
    for (qsizetype i = 0; i < r.tco->options.size(); ++i) {
        double lineItems = 0;
        for (const tco::LineItemTotal &li : r.tco->options.at(i).lineItems)
            lineItems += li.totalCny;
        double stack = 0;
        for (const chart::ChartSeries &series : c->series)
            stack += series.values.at(i);
        QVERIFY2(std::abs(stack - lineItems) < 1e-6 * std::max(1.0, std::abs(lineItems)), qPrintable(r.tco->options.at(i).name));
    }
    // each option's largest line item has a segment of its own
    for (qsizetype i = 0; i < r.tco->options.size(); ++i) {
        const QList<tco::LineItemTotal> &lines = r.tco->options.at(i).lineItems;
        const auto largest = std::max_element(lines.begin(), lines.end(),
            [](const tco::LineItemTotal &a, const tco::LineItemTotal &b) { return std::abs(a.totalCny) < std::abs(b.totalCny); });
        const bool shown = std::any_of(c->series.begin(), c->series.end() - 1, [&](const chart::ChartSeries &x) { return largest->name.startsWith(x.name); });
        QVERIFY2(shown, qPrintable(largest->name));
    }
}

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
