#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/catalog/pricetexts.h"
#include "core/explain/explanation.h"
#include "core/scenario/samples.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cp;

Q_DECLARE_METATYPE(cp::Scenario)

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    void everyKpiExplainsItself_data();
    void everyKpiExplainsItself();
    void unknownSourcesDoNotResolve();
    void assumptionsPropagate();
    void describeNamesEachKindOfSource();
    void textListsFormulaInputsAndSources();
    void everyCitedFormulaHasAReference();
    void readerTextsNameNoKeys_data();
    void readerTextsNameNoKeys();
    void readableSourceDropsMarkersAndPaths();
};

void TestExplain::everyKpiExplainsItself_data()
{
    QTest::addColumn<Scenario>("scenario");
    const auto samples = sampleScenarios();
    for (const Scenario &s : *samples)
        QTest::addRow("%s", qPrintable(s.name)) << s;
}

void TestExplain::everyKpiExplainsItself()
{
    QFETCH(Scenario, scenario);
    const analysis::PlanReport report = analysis::analyse(scenario, QLocale(QStringLiteral("en_US")));
    const Catalog catalog = bridge::catalogFor(scenario);
    QVERIFY(report.kpis.size() >= 2);
    for (const analysis::Kpi &k : report.kpis) {
        QVERIFY2(!k.why.isEmpty(), qPrintable(k.id));
        QVERIFY2(!k.why.inputs.isEmpty() || !k.why.sources.isEmpty(), qPrintable(k.id));
        QVERIFY2(!k.why.sources.isEmpty(), qPrintable(k.id));
        bool hasFormulaOrPrice = false;
        for (const explain::Source &s : k.why.sources) {
            QVERIFY2(!explain::describe(s, catalog).isEmpty(), qPrintable(k.id + QStringLiteral(": ") + s.ref));
            hasFormulaOrPrice = hasFormulaOrPrice || s.kind == explain::SourceKind::Formula || s.kind == explain::SourceKind::Price;
        }
        QVERIFY2(hasFormulaOrPrice, qPrintable(k.id));
        for (const explain::Input &in : k.why.inputs)
            QVERIFY2(!in.name.isEmpty() && !in.value.isEmpty(), qPrintable(k.id));
        const QString text = explain::toText(k.why, catalog);
        QVERIFY(text.contains(k.why.formula));
        if (!k.why.inputs.isEmpty())
            QVERIFY(text.contains(k.why.inputs.constFirst().name));
    }
}

void TestExplain::unknownSourcesDoNotResolve()
{
    const Catalog &c = Catalog::builtIn();
    QVERIFY(explain::describe({ explain::SourceKind::Formula, QStringLiteral("no-such-paper") }, c).isEmpty());
    QVERIFY(explain::describe({ explain::SourceKind::Price, QStringLiteral("no.such.key") }, c).isEmpty());
    QVERIFY(explain::describe({ explain::SourceKind::Catalog, QStringLiteral("no-such-card") }, c).isEmpty());
    QVERIFY(explain::describe({ explain::SourceKind::Formula, QStringLiteral("korthikanti2022") }, c).contains(QStringLiteral("Table 2")));
    QVERIFY(explain::describe({ explain::SourceKind::Price, QStringLiteral("colo.rack.hangzhou") }, c).contains(QStringLiteral("assumption")));
}

void TestExplain::assumptionsPropagate()
{
    explain::Explanation found { QStringLiteral("x"), {}, { { explain::SourceKind::Price, QStringLiteral("cloud.h100-sxm-80gb.on_demand.lambda") } } };
    QVERIFY(!explain::dependsOnAssumption(found, Catalog::builtIn()));
    found.sources << explain::Source { explain::SourceKind::Price, QStringLiteral("power.tariff.zhejiang") };
    QVERIFY(explain::dependsOnAssumption(found, Catalog::builtIn()));
    // Every KPI whose sources include an assumption carries the badge in the report; a build
    // option priced with the assumed Zhejiang tariff is one of them.
    const auto samples = sampleScenarios();
    int flagged = 0;
    for (const Scenario &s : *samples) {
        const analysis::PlanReport r = analysis::analyse(s);
        const Catalog catalog = bridge::catalogFor(s);
        for (const analysis::Kpi &k : r.kpis) {
            if (explain::dependsOnAssumption(k.why, catalog))
                QVERIFY2(k.assumption, qPrintable(k.id));
            flagged += k.assumption ? 1 : 0;
        }
    }
    QVERIFY(flagged > 0);
}

// Each kind of source reads as its citation, with the figures the price book holds for a price.
void TestExplain::describeNamesEachKindOfSource()
{
    Catalog c = Catalog::builtIn();
    PriceEntry quote;
    quote.key = QStringLiteral("cloud.h100-sxm-80gb.on_demand");
    quote.item = QStringLiteral("H100 80GB on-demand rental (China market)");
    quote.unit = QStringLiteral("per GPU-hour");
    quote.value = 12.5;
    quote.currency = QStringLiteral("CNY");
    quote.asOf = QStringLiteral("2026-01");
    quote.source = QStringLiteral("a quote");
    c.setPrice(quote);
    QCOMPARE(explain::describe({ explain::SourceKind::Price, quote.key }, c),
        QStringLiteral("H100 80GB on-demand rental (China market) = 12.5 CNY per GPU-hour — a quote, as of 2026-01"));
    quote.confidence = Confidence::Assumption;
    quote.asOf.clear();
    quote.source = QStringLiteral("ASSUMPTION: a quote (resources/data/price-book.csv)");
    c.setPrice(quote);
    // The marker and the file path are the data file's; the badge says it is an assumption.
    QCOMPARE(explain::describe({ explain::SourceKind::Price, quote.key }, c),
        QStringLiteral("H100 80GB on-demand rental (China market) = 12.5 CNY per GPU-hour — A quote (assumption: please confirm)"));
    // A plain fraction reads as a percentage: 0.75 → 75%, without the unit word.
    PriceEntry share;
    share.key = QStringLiteral("power.idle_draw_ratio");
    share.item = QStringLiteral("Average draw of an idle server / max system power");
    share.unit = QStringLiteral("fraction");
    share.value = 0.75;
    share.asOf = QStringLiteral("2025");
    share.source = QStringLiteral("a measurement");
    c.setPrice(share);
    QCOMPARE(explain::describe({ explain::SourceKind::Price, share.key }, c),
        QStringLiteral("Average draw of an idle server / max system power = 75% — a measurement, as of 2025"));
    const Accelerator *h100 = c.accelerator(QStringLiteral("h100-sxm-80gb"));
    QVERIFY(h100);
    QCOMPARE(explain::describe({ explain::SourceKind::Catalog, h100->id }, c),
        QStringLiteral("%1 datasheet figures: %2").arg(h100->name, h100->source));
    QCOMPARE(explain::describe({ explain::SourceKind::Calibration, QStringLiteral("overlap") }, c),
        QStringLiteral("Calibrated constant overlap (fitted on published runs)"));
    QVERIFY(explain::describe({ explain::SourceKind::Calibration, QString() }, c).isEmpty());
    // one assumed source is enough to flag the explanation
    QVERIFY(explain::dependsOnAssumption({ QStringLiteral("x"), {}, { { explain::SourceKind::Price, quote.key } } }, c));
    QVERIFY(!explain::dependsOnAssumption({ QStringLiteral("x"), {}, { { explain::SourceKind::Formula, QStringLiteral("korthikanti2022") } } }, c));
}

// The "Why?" text: the formula, a blank line, the inputs, a blank line, the sources; a source
// that does not resolve is shown by its id rather than dropped.
void TestExplain::textListsFormulaInputsAndSources()
{
    const explain::Explanation e { QStringLiteral("days = GPU-hours / GPUs / 24"),
        { { QStringLiteral("GPU-hours"), QStringLiteral("1,920") }, { QStringLiteral("GPUs"), QStringLiteral("8") } },
        { { explain::SourceKind::Formula, QStringLiteral("korthikanti2022") }, { explain::SourceKind::Price, QStringLiteral("no.such.key") } } };
    const QString citation = explain::formulaReferences().value(QStringLiteral("korthikanti2022"));
    QVERIFY(citation.contains(QStringLiteral("Korthikanti")));
    QCOMPARE(explain::toText(e, Catalog::builtIn()),
        QStringLiteral("days = GPU-hours / GPUs / 24\n\nInputs:\n  • GPU-hours: 1,920\n  • GPUs: 8\n\nSources:\n  • ") + citation
            + QStringLiteral("\n  • no.such.key"));
    QCOMPARE(explain::toText({ QStringLiteral("only a formula"), {}, {} }, Catalog::builtIn()), QStringLiteral("only a formula"));
}

// Every formula a KPI of a sample cites is in the reference table (no dangling citation).
void TestExplain::everyCitedFormulaHasAReference()
{
    const auto samples = sampleScenarios();
    QVERIFY(samples);
    QSet<QString> cited;
    for (const Scenario &s : *samples) {
        for (const analysis::Kpi &k : analysis::analyse(s).kpis) {
            for (const explain::Source &src : k.why.sources) {
                if (src.kind == explain::SourceKind::Formula)
                    cited.insert(src.ref);
            }
        }
    }
    QVERIFY(!cited.isEmpty());
    for (const QString &id : cited)
        QVERIFY2(!explain::formulaReferences().value(id).isEmpty(), qPrintable(id));
}

void TestExplain::readerTextsNameNoKeys_data() { everyKpiExplainsItself_data(); }

// What a person reads of a plan (verdict, reasons, assumptions to confirm, every KPI with its
// "why" and sources, the recommended plan's reasons) names prices by their item names: no
// price-book key, no "ASSUMPTION" marker of the data files, no path of the project's files.
void TestExplain::readerTextsNameNoKeys()
{
    QFETCH(Scenario, scenario);
    const analysis::PlanReport report = analysis::analyse(scenario, QLocale(QLocale::Chinese, QLocale::China));
    const Catalog catalog = bridge::catalogFor(scenario);
    QStringList texts { report.verdict };
    texts << report.reasons << priceKeyNames(report.assumptions, catalog);
    for (const analysis::Kpi &k : report.kpis)
        texts << k.label << k.text << explain::toText(k.why, catalog);
    if (report.plan && report.plan->recommended)
        texts << report.plan->recommended->reasons;
    const QString all = texts.join(QLatin1Char('\n'));
    QVERIFY(!report.verdict.isEmpty());
    QVERIFY(report.tco && !report.tco->assumptions.isEmpty()); // the samples rest on assumed prices
    for (const PriceEntry &p : catalog.prices()) {
        const qsizetype at = all.indexOf(p.key);
        QVERIFY2(at < 0, qPrintable(p.key + QStringLiteral(" in: …") + all.mid(std::max<qsizetype>(0, at - 120), 240)));
    }
    QVERIFY2(!all.contains(QLatin1String("ASSUMPTION")), qPrintable(all));
    static const QRegularExpression path(QStringLiteral("\\b(core|app|resources)/|\\.(h|cpp|csv)\\b|DESIGN\\.md"));
    const QRegularExpressionMatch m = path.match(all);
    QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0) + QStringLiteral(" in: ") + all));
    // The prices to confirm are there, by name: the first assumed key's item name is in the verdict.
    const PriceEntry *first = catalog.price(report.tco->assumptions.constFirst());
    QVERIFY(first);
    if (report.programme) // issue 44: a programme's reasons are its total; its prices to confirm are in the assumptions
        QVERIFY(report.assumptions.contains(first->key));
    else
        QVERIFY2(report.reasons.join(QLatin1Char(' ')).contains(priceItemText(first->item)), qPrintable(first->item));
}

void TestExplain::readableSourceDropsMarkersAndPaths()
{
    QCOMPARE(readableSource(QStringLiteral("ASSUMPTION: typical quote range")), QStringLiteral("Typical quote range"));
    QCOMPARE(readableSource(QStringLiteral("ASSUMPTION (calibrated): DGX H100 10.2 kW")), QStringLiteral("DGX H100 10.2 kW"));
    QCOMPARE(readableSource(QStringLiteral("Fitted on published runs (core/estimate/calibration.h)")), QStringLiteral("Fitted on published runs"));
    QCOMPARE(readableSource(QStringLiteral("Cash-flow model (DESIGN.md section 5; core/tco/cashflow.h)")), QStringLiteral("Cash-flow model"));
    QCOMPARE(readableSource(QStringLiteral("Qiniu price list")), QStringLiteral("Qiniu price list"));
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
