// computeplanner-cli compare NAME NAME [NAME NAME] --format json|csv [--db FILE] [--baseline N]
// NAME may be NAME@REVISION. Rows of every input and result, deltas against the baseline plan
// (the first unless --baseline), the aligned cumulative cost curves and the waterfall.
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/planloader.h"
#include "core/analysis/planreport.h"
#include "core/common/csv.h"
#include "core/compare/compare.h"
#include "core/store/plancount.h"
#include "core/store/store.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kCompareCmd = QStringLiteral("compare");

using Loaded = compare::LoadedPlan;

QJsonObject rowJson(const compare::Row &r)
{
    QJsonArray values, deltas;
    for (const compare::Value &v : r.values)
        values.append(QJsonObject { { QStringLiteral("value"), optionalNumber(v.number) }, { QStringLiteral("text"), v.text }, { QStringLiteral("missing"), v.missing } });
    for (const compare::Delta &d : r.deltas)
        deltas.append(QJsonObject { { QStringLiteral("absolute"), optionalNumber(d.absolute) }, { QStringLiteral("percent"), optionalNumber(d.percent) }, { QStringLiteral("text"), d.text } });
    return QJsonObject { { QStringLiteral("id"), r.id }, { QStringLiteral("group"), r.group }, { QStringLiteral("label"), r.label },
        { QStringLiteral("identical"), r.identical }, { QStringLiteral("difference"), r.difference }, { QStringLiteral("values"), values },
        { QStringLiteral("deltas"), deltas } };
}

QJsonObject waterfallJson(const compare::Comparison &c, const compare::Waterfall &w)
{
    QJsonArray steps;
    for (const compare::WaterfallStep &s : w.steps)
        steps.append(QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("delta_cny"), s.deltaCny }, { QStringLiteral("other"), s.other } });
    return QJsonObject { { QStringLiteral("from"), c.plans.at(w.from).label }, { QStringLiteral("to"), c.plans.at(w.to).label },
        { QStringLiteral("from_total_cny"), w.fromTotalCny }, { QStringLiteral("to_total_cny"), w.toTotalCny },
        { QStringLiteral("gap_cny"), w.gapCny() }, { QStringLiteral("steps"), steps } };
}

QJsonObject comparisonJson(const compare::Comparison &c, const QList<Loaded> &loaded)
{
    QJsonArray plans, rows, kpis, curves, items, waterfall;
    for (int i = 0; i < c.plans.size(); ++i) {
        const compare::PlanInfo &p = c.plans.at(i);
        const std::optional<int> rev = loaded.at(i).revision;
        plans.append(QJsonObject { { QStringLiteral("name"), p.label }, { QStringLiteral("revision"), rev ? QJsonValue(*rev) : QJsonValue() },
            { QStringLiteral("horizon_months"), p.horizonMonths }, { QStringLiteral("option"), p.hasTco ? QJsonValue(p.optionId) : QJsonValue() },
            { QStringLiteral("total_cny"), p.hasTco ? QJsonValue(p.totalCny) : QJsonValue() }, { QStringLiteral("npv_cny"), p.hasTco ? QJsonValue(p.npvCny) : QJsonValue() },
            { QStringLiteral("npv_basis"), p.hasTco ? QJsonValue(p.npvBasisId) : QJsonValue() } });
    }
    for (const compare::Row &r : c.rows)
        rows.append(rowJson(r));
    for (const compare::Row &r : c.kpis)
        kpis.append(rowJson(r));
    for (int m = 0; m <= c.curves.longestHorizon; ++m) {
        QJsonArray perPlan;
        for (const auto &plan : c.curves.cumulativeCny)
            perPlan.append(optionalNumber(plan.value(m)));
        curves.append(QJsonObject { { QStringLiteral("month"), m }, { QStringLiteral("cumulative_cny"), perPlan } });
    }
    for (qsizetype i = 0; i < c.lineItems.names.size(); ++i) {
        QJsonArray perPlan;
        for (double v : c.lineItems.totalsCny.at(i))
            perPlan.append(v);
        items.append(QJsonObject { { QStringLiteral("name"), c.lineItems.names.at(i) }, { QStringLiteral("total_cny"), perPlan } });
    }
    for (const compare::Waterfall &w : c.waterfalls)
        waterfall.append(waterfallJson(c, w));
    return QJsonObject {
        { QStringLiteral("currency"), QStringLiteral("CNY") },
        { QStringLiteral("plans"), plans },
        { QStringLiteral("baseline"), c.plans.at(c.baseline).label },
        { QStringLiteral("alignment"), QJsonObject { { QStringLiteral("rule"), c.rule }, { QStringLiteral("common_horizon_months"), c.curves.commonHorizon }, { QStringLiteral("longest_horizon_months"), c.curves.longestHorizon } } },
        { QStringLiteral("rows"), rows },
        { QStringLiteral("kpi_deltas"), kpis },
        { QStringLiteral("curves"), curves },
        { QStringLiteral("line_items"), items },
        { QStringLiteral("waterfall"), waterfall },
    };
}

QString csvNumber(const std::optional<double> &v) { return v ? QString::number(*v, 'g', 15) : QString(); }

// One line per row and plan ("long" format, easy to pivot in a spreadsheet), then the waterfall.
void writeCsv(Context &ctx, const compare::Comparison &c)
{
    ctx.out << "section,id,group,label,plan,value,text,delta,delta_percent,identical\n";
    for (const compare::Row &r : c.rows) {
        for (int i = 0; i < c.plans.size(); ++i) {
            const compare::Value &v = r.values.at(i);
            const compare::Delta &d = r.deltas.at(i);
            ctx.out << "row," << csvField(r.id) << ',' << r.group << ',' << csvField(r.label) << ',' << csvField(c.plans.at(i).label) << ','
                    << csvNumber(v.number) << ',' << csvField(v.text) << ',' << csvNumber(d.absolute) << ',' << csvNumber(d.percent) << ','
                    << (r.identical ? "true" : "false") << '\n';
        }
    }
    for (const compare::Waterfall &w : c.waterfalls) {
        for (const compare::WaterfallStep &s : w.steps) {
            ctx.out << "waterfall," << (s.other ? "other" : "line_item") << ',' << csvField(c.plans.at(w.from).label) << ',' << csvField(s.name) << ',' << csvField(c.plans.at(w.to).label) << ','
                    << csvNumber(s.deltaCny) << ",," << csvNumber(s.deltaCny) << ",,\n";
        }
    }
    ctx.out.flush();
}

} // namespace

int runCompare(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Compare 2 to 4 saved plans (NAME or NAME@REVISION) side by side: every input and result, "
                                                                            "deltas against the baseline plan, and what drives the cost gap."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QCoreApplication::translate("cp::cli", "2 to 4 scenario names; NAME@N is revision N."), QStringLiteral("NAME NAME [NAME NAME]"));
    parser.addOption({ QStringLiteral("db"), QCoreApplication::translate("cp::cli", "The scenario database: a file, or a team library postgresql://USER@HOST:PORT/DATABASE (default: %1).").arg(Store::defaultPath()), QStringLiteral("file|URI") });
    parser.addOption({ QStringLiteral("format"), QCoreApplication::translate("cp::cli", "Output format: json or csv."), QStringLiteral("format"), QStringLiteral("json") });
    parser.addOption({ QStringLiteral("baseline"), QCoreApplication::translate("cp::cli", "Compare against plan N, 1 to the number of plans (default 1)."), QStringLiteral("n") });
    if (const int rc = parseArguments(parser, args, ctx, kCompareCmd); rc >= 0)
        return rc;
    const QString format = formatOption(parser, kCompareCmd, { QStringLiteral("json"), QStringLiteral("csv") }, QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    const QStringList names = parser.positionalArguments();
    if (!compare::isComparableCount(names.size()))
        return usageError(ctx, kCompareCmd, QCoreApplication::translate("cp::cli", "give 2 to 4 plan names (NAME or NAME@REVISION); got %1").arg(names.size()));
    int baseline = 0;
    if (parser.isSet(QStringLiteral("baseline"))) {
        const auto n = intOption(parser, QStringLiteral("baseline"), 1, names.size(), kCompareCmd, ctx);
        if (!n)
            return UsageError;
        baseline = int(*n) - 1;
    }

    PlanLoader plans(parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : Store::defaultPath());
    QList<Loaded> loaded;
    for (const QString &name : names) {
        int code = Failure;
        auto plan = plans.load(name, code);
        if (!plan)
            return report(ctx, kCompareCmd, plans.openFailed() ? joinErrors(plan.errors()) : plan.errors().constFirst().message, code);
        loaded << *plan;
    }
    QList<analysis::PlanReport> reports;
    for (const Loaded &plan : std::as_const(loaded))
        reports << analysis::analyse(plan.scenario);
    const compare::Comparison c = compare::compare(reports, baseline);
    if (format == QLatin1String("csv"))
        writeCsv(ctx, c);
    else
        writeJson(ctx, QJsonDocument(comparisonJson(c, loaded)));
    return Success;
}

Command compareCommand()
{
    return { QStringLiteral("compare"), QT_TRANSLATE_NOOP("cp::cli", "Compare 2 to 4 saved plans side by side, with deltas and what drives the cost gap."), runCompare };
}

} // namespace cp::cli
