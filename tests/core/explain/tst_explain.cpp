#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/explain/explanation.h"
#include "core/scenario/samples.h"

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

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
