// Extreme but valid inputs through every engine (issue 12): every field of the rule table at
// its smallest and largest allowed value, every choice, and the named extremes (1e15
// parameters, 1e6 GPUs, zero demand, 60-month horizons). Each case either computes with only
// finite numbers or is refused with a reason; no engine ever hands NaN or infinity to a view.
#include "core/analysis/finite.h"
#include "core/analysis/planreport.h"
#include "core/catalog/catalog.h"
#include "core/compare/compare.h"
#include "core/planner/planner.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"
#include "core/scenario/validation.h"
#include "core/tco/tco.h"
#include "tests/common/jsonpath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <limits>

using namespace cp;
using namespace cp::analysis;

namespace {

QJsonValue valueAt(QJsonValue node, const QString &path)
{
    for (const QString &part : path.split(QLatin1Char('.')))
        node = node.toObject().value(part);
    return node;
}

QJsonObject withField(const QJsonObject &base, const QString &path, const QJsonValue &value)
{
    return setJsonPath(base, path.split(QLatin1Char('.')), value);
}

// A custom architecture (Llama 2 7B's shape), so that the model.* rules are in play.
QJsonObject customModel(QJsonObject base)
{
    base = withField(base, QStringLiteral("name"), QStringLiteral("Custom 7B architecture"));
    base = withField(base, QStringLiteral("model.preset"), QStringLiteral("custom"));
    const std::pair<const char *, int> shape[] = { { "layers", 32 }, { "hidden", 4096 }, { "heads", 32 }, { "kv_heads", 32 },
        { "ffn", 11008 }, { "vocab", 32000 }, { "experts", 0 }, { "top_k", 0 } };
    for (const auto &[field, v] : shape)
        base = withField(base, QStringLiteral("model.") + QLatin1String(field), v);
    return base;
}

QList<QJsonObject> bases()
{
    const auto samples = sampleScenarios();
    if (!samples)
        qFatal("samples do not load: %s", qPrintable(joinErrors(samples.errors())));
    QList<QJsonObject> out;
    for (const Scenario &s : *samples)
        out << cplan::toJson(s);
    out << customModel(out.constFirst());
    return out;
}

QString caseName(const QJsonObject &base) { return base.value(QStringLiteral("name")).toString().left(24); }

bool mentionsNonFinite(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\b(nan|inf|infinity)\\b|∞"), QRegularExpression::CaseInsensitiveOption);
    return word.match(text).hasMatch();
}

// Every number of a comparison of `report` with its unchanged sample.
QStringList nonFiniteNumbers(const compare::Comparison &c)
{
    QStringList bad;
    const auto check = [&](const QString &where, std::optional<double> v) {
        if (v && !std::isfinite(*v))
            bad << where;
    };
    for (const compare::Row &row : c.rows) {
        for (const compare::Value &v : row.values)
            check(row.id, v.number);
        for (const compare::Delta &d : row.deltas) {
            check(row.id + QStringLiteral(".delta"), d.absolute);
            check(row.id + QStringLiteral(".percent"), d.percent);
        }
        check(row.id + QStringLiteral(".difference"), row.difference);
    }
    for (const compare::PlanInfo &p : c.plans) {
        check(QStringLiteral("plan.total"), p.totalCny);
        check(QStringLiteral("plan.npv"), p.npvCny);
    }
    for (const auto &curve : c.curves.cumulativeCny) {
        for (const auto &v : curve)
            check(QStringLiteral("curve"), v);
    }
    for (const auto &item : c.lineItems.totalsCny) {
        for (double v : item)
            check(QStringLiteral("line item"), v);
    }
    for (const compare::Waterfall &w : c.waterfalls) {
        for (const compare::WaterfallStep &step : w.steps)
            check(QStringLiteral("waterfall.") + step.name, step.deltaCny);
    }
    bad << analysis::nonFiniteNumbers(compare::curvesChart(c)) << analysis::nonFiniteNumbers(compare::lineItemsChart(c));
    for (int to = 1; to < c.plans.size(); ++to)
        bad << analysis::nonFiniteNumbers(compare::waterfallChart(c, to));
    return bad;
}

// The unchanged sample each case starts from, analysed once.
const PlanReport &baseReport(const QJsonObject &json)
{
    static QHash<QString, PlanReport> reports;
    const QString name = json.value(QStringLiteral("name")).toString();
    if (!reports.contains(name)) {
        for (const QJsonObject &base : bases()) {
            if (base.value(QStringLiteral("name")).toString() == name) {
                const auto scenario = cplan::fromBytes(QJsonDocument(base).toJson(), Catalog::builtIn());
                reports.insert(name, analyse(*scenario, QLocale(QStringLiteral("en_US"))));
            }
        }
    }
    return reports[name];
}

// The cases that do not simply compute, grouped by the rule that makes it so: "refused PATH" (the
// import refuses the file at PATH) or "problem PATH..." (analyse() lists a problem at each PATH).
// Every other case must import and compute with no problem listed ("computes").
// The programme sample's 37 training campaigns (the pre-training run and the 36 monthly LoRA
// runs), each with months out of range when a run lasts thousands of months.
QString programmeCampaignMonths()
{
    QStringList paths;
    for (int i = 0; i < 37; ++i)
        paths << QStringLiteral("campaigns[%1].months").arg(i);
    return paths.join(QLatin1Char(' '));
}

QString expectedOutcome(const QString &caseName)
{
    static const QHash<QString, QString> exceptions {
        // cross-field rules of the architecture: KV heads divide heads, top-k needs experts
        { QStringLiteral("model.heads = 1 on Custom 7B architecture"), QStringLiteral("refused model.kv_heads") },
        { QStringLiteral("model.kv_heads = 1024 on Custom 7B architecture"), QStringLiteral("refused model.kv_heads") },
        { QStringLiteral("model.experts = 1024 on Custom 7B architecture"), QStringLiteral("refused model.top_k") },
        { QStringLiteral("model.top_k = 64 on Custom 7B architecture"), QStringLiteral("refused model.top_k") },
        // a sliding window needs 1 to layers windowed layers, and windowed layers need a window
        { QStringLiteral("model.sliding_window = 1048576 on Custom 7B architecture"), QStringLiteral("refused model.windowed_layers") },
        { QStringLiteral("model.windowed_layers = 1000 on Custom 7B architecture"), QStringLiteral("refused model.windowed_layers") },
        // a layout factor above the scenario's GPU count is refused on import; above a node it is a problem
        { QStringLiteral("hardware.layout.tp = 64 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout.tp") },
        { QStringLiteral("hardware.layout.tp = 64 on 13B full fine-tune on 8×"), QStringLiteral("refused hardware.layout.tp") },
        { QStringLiteral("hardware.layout.tp = 64 on 70B pre-training on H800"), QStringLiteral("problem layout.tp") },
        { QStringLiteral("hardware.layout.tp = 64 on Inference on domestic NP"), QStringLiteral("refused hardware.layout.tp") },
        { QStringLiteral("hardware.layout.tp = 64 on 16×H800: rent vs lease v"), QStringLiteral("refused hardware.layout.tp") },
        { QStringLiteral("hardware.layout.tp = 64 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout.tp") },
        // a layout factor above the scenario's GPU count is refused on import
        { QStringLiteral("hardware.layout.pp = 256 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout.pp") },
        { QStringLiteral("hardware.layout.pp = 256 on 13B full fine-tune on 8×"), QStringLiteral("refused hardware.layout.pp") },
        { QStringLiteral("hardware.layout.pp = 256 on 70B pre-training on H800"), QStringLiteral("refused hardware.layout") },
        { QStringLiteral("hardware.layout.pp = 256 on Inference on domestic NP"), QStringLiteral("refused hardware.layout.pp") },
        { QStringLiteral("hardware.layout.pp = 256 on 16×H800: rent vs lease v"), QStringLiteral("refused hardware.layout.pp") },
        { QStringLiteral("hardware.layout.pp = 256 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout.pp") },
        // dp above the GPUs is refused; a product that cannot be made is "no valid layout"
        { QStringLiteral("hardware.layout.dp = 100000 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout.dp") },
        { QStringLiteral("hardware.layout.dp = 100000 on 13B full fine-tune on 8×"), QStringLiteral("refused hardware.layout.dp") },
        { QStringLiteral("hardware.layout.dp = 1 on 70B pre-training on H800"), QStringLiteral("problem layout") },
        { QStringLiteral("hardware.layout.dp = 100000 on 70B pre-training on H800"), QStringLiteral("refused hardware.layout.dp") },
        { QStringLiteral("hardware.layout.dp = 100000 on Inference on domestic NP"), QStringLiteral("refused hardware.layout.dp") },
        { QStringLiteral("hardware.layout.dp = 100000 on 16×H800: rent vs lease v"), QStringLiteral("refused hardware.layout.dp") },
        { QStringLiteral("hardware.layout.dp = 100000 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout.dp") },
        // expert parallelism needs experts to divide (the samples are dense; inference has no EP)
        { QStringLiteral("hardware.layout.ep = 1024 on 7B LoRA fine-tune on L40"), QStringLiteral("problem layout.ep") },
        { QStringLiteral("hardware.layout.ep = 1024 on 13B full fine-tune on 8×"), QStringLiteral("problem layout.ep") },
        { QStringLiteral("hardware.layout.ep = 1024 on 70B pre-training on H800"), QStringLiteral("problem layout.ep") },
        { QStringLiteral("hardware.layout.ep = 1024 on 16×H800: rent vs lease v"), QStringLiteral("problem layout.ep") },
        // context parallelism above the GPU count: the layout product cannot be made
        { QStringLiteral("hardware.layout.cp = 256 on 7B LoRA fine-tune on L40"), QStringLiteral("refused hardware.layout") },
        { QStringLiteral("hardware.layout.cp = 256 on 13B full fine-tune on 8×"), QStringLiteral("refused hardware.layout") },
        { QStringLiteral("hardware.layout.cp = 256 on 70B pre-training on H800"), QStringLiteral("refused hardware.layout") },
        { QStringLiteral("hardware.layout.cp = 256 on Inference on domestic NP"), QStringLiteral("refused hardware.layout") },
        { QStringLiteral("hardware.layout.cp = 256 on 16×H800: rent vs lease v"), QStringLiteral("refused hardware.layout") },
        // a micro-batch of 4,096 does not divide any global batch of the samples
        { QStringLiteral("hardware.layout.micro_batch = 4096 on 7B LoRA fine-tune on L40"), QStringLiteral("problem layout.global_batch") },
        { QStringLiteral("hardware.layout.micro_batch = 4096 on 13B full fine-tune on 8×"), QStringLiteral("problem layout.global_batch") },
        { QStringLiteral("hardware.layout.micro_batch = 4096 on 70B pre-training on H800"), QStringLiteral("problem layout.global_batch") },
        { QStringLiteral("hardware.layout.micro_batch = 4096 on 16×H800: rent vs lease v"), QStringLiteral("problem layout.global_batch") },
        { QStringLiteral("hardware.layout.micro_batch = 4096 on 7B LoRA fine-tune on L40"), QStringLiteral("problem layout.global_batch") },
        // 128 virtual stages per GPU need pp >= 2, so at least 256 layers: no sample has them
        { QStringLiteral("hardware.layout.interleave = 128 on 7B LoRA fine-tune on L40"), QStringLiteral("problem layout.interleave") },
        { QStringLiteral("hardware.layout.interleave = 128 on 13B full fine-tune on 8×"), QStringLiteral("problem layout.interleave") },
        { QStringLiteral("hardware.layout.interleave = 128 on 70B pre-training on H800"), QStringLiteral("problem layout.interleave") },
        { QStringLiteral("hardware.layout.interleave = 128 on 16×H800: rent vs lease v"), QStringLiteral("problem layout.interleave") },
        { QStringLiteral("hardware.layout.interleave = 128 on Custom 7B architecture"), QStringLiteral("problem layout.interleave") },
        // 100k GPUs make no layout with the samples' batch; 1 GPU is below a fixed tp
        { QStringLiteral("hardware.gpus = 100000 on 7B LoRA fine-tune on L40"), QStringLiteral("problem layout") },
        { QStringLiteral("hardware.gpus = 100000 on 13B full fine-tune on 8×"), QStringLiteral("problem layout") },
        { QStringLiteral("hardware.gpus = 1 on 70B pre-training on H800"), QStringLiteral("refused hardware.layout.tp") },
        { QStringLiteral("hardware.gpus = 100000 on 70B pre-training on H800"), QStringLiteral("problem layout") },
        { QStringLiteral("hardware.gpus = 100000 on 16×H800: rent vs lease v"), QStringLiteral("problem layout") },
        { QStringLiteral("hardware.gpus = 100000 on 7B LoRA fine-tune on L40"), QStringLiteral("problem layout") },
        { QStringLiteral("hardware.gpus_per_node = 1 on 70B pre-training on H800"), QStringLiteral("problem layout.tp") },
        // serving (issue 20): tensor parallelism stays in a node, a 1M-token request's KV cache fits on no
        // replica, and a load needing more cards than the TCO engine takes is priced as needed and refused there
        { QStringLiteral("hardware.gpus_per_node = 1 on Inference on domestic NP"), QStringLiteral("problem inference.accelerator") },
        { QStringLiteral("inference.prompt_tokens = 1048576 on Inference on domestic NP"), QStringLiteral("problem inference.accelerator") },
        { QStringLiteral("inference.output_tokens = 1048576 on Inference on domestic NP"), QStringLiteral("problem inference.accelerator") },
        { QStringLiteral("workloads[].gpu_hours_per_month = 1000000000 on Inference on domestic NP"), QStringLiteral("problem gpu_hours_per_month") },
        { QStringLiteral("inference.qps = 1000000 on Inference on domestic NP"), QStringLiteral("problem gpus gpu_hours_per_month") },
        // training settings the engines refuse: no tokens for a converted inference sample, FP8 on A100, a batch of 1 for 70B, 2.4e16 tokens
        { QStringLiteral("training.mode = pretrain on Inference on domestic NP"), QStringLiteral("problem training.tokens") },
        { QStringLiteral("training.mode = full on Inference on domestic NP"), QStringLiteral("problem training.tokens") },
        { QStringLiteral("training.mode = lora on Inference on domestic NP"), QStringLiteral("problem training.tokens") },
        { QStringLiteral("training.mode = qlora on Inference on domestic NP"), QStringLiteral("problem training.tokens") },
        { QStringLiteral("training.precision = fp8 on 13B full fine-tune on 8×"), QStringLiteral("problem training.precision") },
        { QStringLiteral("training.dataset_tb = 100000 on 13B full fine-tune on 8×"), QStringLiteral("problem run_tokens") },
        { QStringLiteral("training.global_batch = 1 on 70B pre-training on H800"), QStringLiteral("problem layout") },
        // one month cannot hold work that starts later (issue 42: the file is refused at the workload)
        { QStringLiteral("tco.horizon_months = 1 on 70B pre-training on H800"), QStringLiteral("refused workloads[1].start_month") },
        // the workloads' own rules (issue 42): serving needs its load, training a training run, a start within the horizon
        { QStringLiteral("workloads[].kind = serving on 7B LoRA fine-tune on L40"), QStringLiteral("refused workloads[0].qps") },
        { QStringLiteral("workloads[].kind = serving on 13B full fine-tune on 8×"), QStringLiteral("refused workloads[0].qps") },
        { QStringLiteral("workloads[].kind = serving on 70B pre-training on H800"), QStringLiteral("refused workloads[0].qps") },
        { QStringLiteral("workloads[].kind = serving on Inference on domestic NP"), QStringLiteral("refused workloads[0].qps") },
        { QStringLiteral("workloads[].kind = serving on 16×H800: rent vs lease v"), QStringLiteral("refused workloads[0].qps") },
        { QStringLiteral("workloads[].kind = training on Inference on domestic NP"), QStringLiteral("refused workloads[0].kind") },
        { QStringLiteral("workloads[].start_month = 60 on 7B LoRA fine-tune on L40"), QStringLiteral("refused workloads[0].start_month") },
        { QStringLiteral("workloads[].start_month = 60 on 13B full fine-tune on 8×"), QStringLiteral("refused workloads[0].start_month") },
        { QStringLiteral("workloads[].start_month = 60 on 70B pre-training on H800"), QStringLiteral("refused workloads[0].start_month") },
        { QStringLiteral("workloads[].start_month = 60 on Inference on domestic NP"), QStringLiteral("refused workloads[0].start_month") },
        { QStringLiteral("workloads[].start_month = 60 on 16×H800: rent vs lease v"), QStringLiteral("refused workloads[0].start_month") },
        // the price book has no L40S server price: building and hybrid need one
        { QStringLiteral("tco.options[] = build on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("tco.options[] = hybrid on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("tco.options[] = build on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("tco.options[] = hybrid on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        // the price book has no L40S server price: building and hybrid need one
        { QStringLiteral("every saved price 0 on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("every saved price 0 on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        // the price book has no L40S server price: building and hybrid need one
        { QStringLiteral("60 months, steady demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, peaks demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, growing demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, from_plan demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, steady demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, peaks demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, growing demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        { QStringLiteral("60 months, from_plan demand, every option, on 7B LoRA fine-tune on L40"), QStringLiteral("problem server.l40s-48gb.8gpu") },
        // the programme sample (issue 44): its plan fields are the 13B-on-8×A100 fleet's, so the same layout rules as sample 02
        { QStringLiteral("hardware.layout.tp = 64 on Hangzhou SaaS compute pr"), QStringLiteral("refused hardware.layout.tp") },
        { QStringLiteral("hardware.layout.pp = 256 on Hangzhou SaaS compute pr"), QStringLiteral("refused hardware.layout.pp") },
        { QStringLiteral("hardware.layout.dp = 100000 on Hangzhou SaaS compute pr"), QStringLiteral("refused hardware.layout.dp") },
        { QStringLiteral("hardware.layout.cp = 256 on Hangzhou SaaS compute pr"), QStringLiteral("refused hardware.layout") },
        { QStringLiteral("hardware.layout.ep = 1024 on Hangzhou SaaS compute pr"), QStringLiteral("problem layout.ep") },
        { QStringLiteral("hardware.layout.interleave = 128 on Hangzhou SaaS compute pr"), QStringLiteral("problem layout.interleave") },
        { QStringLiteral("hardware.layout.micro_batch = 4096 on Hangzhou SaaS compute pr"), QStringLiteral("problem layout.global_batch") },
        { QStringLiteral("hardware.gpus = 100000 on Hangzhou SaaS compute pr"), QStringLiteral("problem layout") },
        // A100 has no FP8 tensor cores; training workloads need a training mode
        { QStringLiteral("training.precision = fp8 on Hangzhou SaaS compute pr"), QStringLiteral("problem training.precision") },
        { QStringLiteral("training.mode = inference on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[0].kind") },
        // a run of 1e15 tokens on 8 cards lasts thousands of months: each monthly run's campaign is out of range
        { QStringLiteral("training.tokens = 1000000000000000 on Hangzhou SaaS compute pr"), QStringLiteral("problem ") + programmeCampaignMonths() },
        { QStringLiteral("training.dataset_tb = 100000 on Hangzhou SaaS compute pr"), QStringLiteral("problem run_tokens ") + programmeCampaignMonths() },
        // each workload's own rules: it starts within the horizon, serving has a load, other work has GPU-hours
        { QStringLiteral("tco.horizon_months = 1 on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[2].start_month") },
        { QStringLiteral("workloads[].start_month = 60 on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[0].start_month") },
        { QStringLiteral("workloads[].kind = serving on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[0].qps") },
        { QStringLiteral("workloads[].kind = other on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[0].gpu_hours_per_month") },
        { QStringLiteral("workloads[].qps = 0 on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[2].qps") },
        { QStringLiteral("workloads[].hours_per_day = 0 on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[2].hours_per_day") },
        { QStringLiteral("workloads[].gpu_hours_per_month = 0 on Hangzhou SaaS compute pr"), QStringLiteral("refused workloads[3].gpu_hours_per_month") },
        // serving doubling every month from month 4 needs more than 1,000,000 cards by the horizon (UBSan found the int overflow)
        { QStringLiteral("workloads[].growth_per_month = 1 on Hangzhou SaaS compute pr"), QStringLiteral("problem workloads") },
        // every workload on 100,000 GPUs: the workloads sharing a pool need 1,000,000 or more at once
        { QStringLiteral("workloads[].gpus = 100000 on Hangzhou SaaS compute pr"), QStringLiteral("problem workloads") },
        // the named extremes
        { QStringLiteral("1e15 parameters, 1e15 tokens, 100k GPUs"), QStringLiteral("problem layout") },
        { QStringLiteral("1e6 GPUs (beyond the table: refused)"), QStringLiteral("refused hardware.gpus") },
    };
    if (exceptions.contains(caseName))
        return exceptions.value(caseName);
    // The custom architecture is the first sample with its model spelled out: same outcomes.
    const QString custom = QStringLiteral(" on Custom 7B architecture");
    if (caseName.endsWith(custom) && !caseName.startsWith(QLatin1String("hardware.layout.interleave")))
        return expectedOutcome(caseName.chopped(custom.size()) + QStringLiteral(" on 7B LoRA fine-tune on L40"));
    return QStringLiteral("computes");
}

} // namespace

class TestExtremes : public QObject {
    Q_OBJECT
private slots:
    void everyFieldAtItsLimits_data();
    void everyFieldAtItsLimits();
    void namedExtremes_data();
    void namedExtremes();
    void millionGpusThroughTheEngines();
    void nonFiniteNumbersAreFound();

private:
    void addCases(const QString &rulePath, const QList<QJsonValue> &values);
};

void TestExtremes::addCases(const QString &rulePath, const QList<QJsonValue> &values)
{
    for (const QJsonObject &base : bases()) {
        // count rules describe arrays, not values
        const QString scalarPath = QString(rulePath).remove(QLatin1String("[]"));
        if (!rulePath.contains(QLatin1String("[]")) && valueAt(base, scalarPath).isArray())
            continue;
        for (const QJsonValue &v : values) {
            QTest::addRow("%s = %s on %s", qPrintable(rulePath), qPrintable(v.toVariant().toString()), qPrintable(caseName(base)))
                << withField(base, rulePath, v) << expectedOutcome(QStringLiteral("%1 = %2 on %3").arg(rulePath, v.toVariant().toString(), caseName(base)));
        }
    }
}

void TestExtremes::everyFieldAtItsLimits_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("expected");
    for (const FieldRule &rule : fieldRules()) {
        switch (rule.kind) {
        case FieldRule::Kind::Integer:
        case FieldRule::Kind::Number:
            addCases(rule.path, { rule.min, rule.max });
            break;
        case FieldRule::Kind::Choice: {
            QList<QJsonValue> values;
            for (const QString &c : rule.choices)
                values << c;
            if (!rule.path.startsWith(QLatin1String("model.preset")) && !rule.path.startsWith(QLatin1String("prices")))
                addCases(rule.path, values);
            break;
        }
        case FieldRule::Kind::Text:
            break;
        }
    }
}

// What a case did, in one line: "refused PATH" (the first import error), "problem PATH..." (the
// paths of the problems analyse() listed) or "computes". Each case names the
// outcome it must have (expectedOutcome below), so a case that starts refusing, or starts
// computing where it must refuse, fails.
static QString outcomeOf(const QJsonObject &json, QString *detail)
{
    const auto scenario = cplan::fromBytes(QJsonDocument(json).toJson(), Catalog::builtIn());
    if (!scenario) {
        *detail = joinErrors(scenario.errors());
        return QStringLiteral("refused ") + scenario.errors().constFirst().path;
    }
    const PlanReport r = analyse(*scenario, QLocale(QStringLiteral("en_US")));
    if (r.problems.isEmpty())
        return QStringLiteral("computes");
    QStringList paths;
    for (const Error &e : r.problems)
        paths << e.path;
    *detail = joinErrors(r.problems);
    return QStringLiteral("problem ") + paths.join(QLatin1Char(' '));
}

// Never a non-finite number, never "nan"/"inf" on screen; an import refusal names the field.
static void checkComputesOrRefuses(const QJsonObject &json, const QString &expected)
{
    QString detail;
    const QString outcome = outcomeOf(json, &detail);
    QVERIFY2(outcome == expected, qPrintable(QStringLiteral("outcome: %1 (%2)\nexpected: %3").arg(outcome, detail, expected)));
    const auto scenario = cplan::fromBytes(QJsonDocument(json).toJson(), Catalog::builtIn());
    if (!scenario) {
        for (const Error &e : scenario.errors())
            QVERIFY2(!e.path.isEmpty() && !e.message.isEmpty(), "an import refusal names the field and the reason");
        return;
    }
    const PlanReport r = analyse(*scenario, QLocale(QStringLiteral("en_US")));
    // every engine the scenario asks for answers, or its problem says why
    if (scenario->training.mode != QLatin1String("inference"))
        QVERIFY2(r.training || !r.problems.isEmpty(), "a training scenario without a training estimate or a reason");
    else
        QVERIFY2(r.inference || !r.problems.isEmpty(), "an inference scenario without an inference estimate or a reason");
    QVERIFY2(r.tco || !r.problems.isEmpty(), "no TCO and no reason");
    for (const Error &e : r.problems) {
        QVERIFY2(!e.message.isEmpty(), qPrintable(e.path));
        QVERIFY2(!e.message.contains(QLatin1String("not a finite number")), qPrintable(e.path + QStringLiteral(": ") + e.message));
    }
    QStringList bad = nonFiniteNumbers(r.kpis);
    if (r.training)
        bad << nonFiniteNumbers(*r.training);
    if (r.inference)
        bad << nonFiniteNumbers(*r.inference);
    if (r.plan)
        bad << nonFiniteNumbers(*r.plan);
    if (r.tco)
        bad << nonFiniteNumbers(*r.tco);
    for (const chart::ChartSpec &c : r.charts)
        bad << nonFiniteNumbers(c);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral(", "))));
    // every engine sees the same model (one scenario → model mapping)
    if (r.training && r.plan) {
        for (const planner::Candidate &c : r.plan->pareto)
            QCOMPARE(c.estimate.parameters.total, r.training->parameters.total);
    }
    for (const Kpi &k : r.kpis)
        QVERIFY2(!mentionsNonFinite(k.text), qPrintable(k.id + QStringLiteral(" = ") + k.text));

    const compare::Comparison c = compare::compare({ baseReport(json), r }, 0, QLocale(QStringLiteral("en_US")));
    const QStringList badCompare = nonFiniteNumbers(c);
    QVERIFY2(badCompare.isEmpty(), qPrintable(badCompare.join(QStringLiteral(", "))));
    for (const compare::Row &row : c.rows) {
        for (const compare::Delta &d : row.deltas)
            QVERIFY2(!mentionsNonFinite(d.text), qPrintable(row.id + QStringLiteral(": ") + d.text));
    }
}

void TestExtremes::everyFieldAtItsLimits()
{
    QFETCH(QJsonObject, json);
    QFETCH(QString, expected);
    checkComputesOrRefuses(json, expected);
}

void TestExtremes::namedExtremes_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("expected");
    const QList<QJsonObject> all = bases();
    const QJsonObject lora = all.constFirst();
    const QJsonObject pretrain = all.at(2);

    // ~1.3e15 parameters: 512 experts of 3 x 32768 x 131072 in 200 layers, 1e15 tokens, 100k GPUs
    QJsonObject huge = customModel(pretrain);
    const std::pair<const char *, double> moe[] = { { "model.layers", 200 }, { "model.hidden", 32768 }, { "model.heads", 256 },
        { "model.kv_heads", 8 }, { "model.ffn", 131072 }, { "model.experts", 512 }, { "model.top_k", 8 },
        { "training.tokens", 1e15 }, { "hardware.gpus", 100000 } };
    for (const auto &[path, v] : moe)
        huge = withField(huge, QLatin1String(path), v);
    QTest::addRow("1e15 parameters, 1e15 tokens, 100k GPUs") << huge << expectedOutcome(QStringLiteral("1e15 parameters, 1e15 tokens, 100k GPUs"));
    QTest::addRow("1e15 parameters as LoRA on one node")
        << withField(withField(huge, QStringLiteral("training.mode"), QStringLiteral("lora")), QStringLiteral("hardware.gpus"), 8)
        << expectedOutcome(QStringLiteral("1e15 parameters as LoRA on one node"));
    QTest::addRow("1e6 GPUs (beyond the table: refused)") << withField(pretrain, QStringLiteral("hardware.gpus"), 1000000)
                                                          << expectedOutcome(QStringLiteral("1e6 GPUs (beyond the table: refused)"));

    for (const QJsonObject &base : all) {
        QJsonObject zero = withField(base, QStringLiteral("tco.demand.template"), QStringLiteral("steady"));
        zero = withField(zero, QStringLiteral("tco.demand.monthly_gpu_hours"), 0);
        zero = withField(zero, QStringLiteral("tco.utilisation"), 0);
        QTest::addRow("zero demand on %s", qPrintable(caseName(base))) << zero << expectedOutcome(QStringLiteral("zero demand on ") + caseName(base));
        for (const QString &t : demandTemplates()) {
            QJsonObject longRun = withField(base, QStringLiteral("tco.horizon_months"), 60);
            longRun = withField(longRun, QStringLiteral("tco.demand.template"), t);
            longRun = withField(longRun, QStringLiteral("tco.options"), QJsonArray::fromStringList(tcoOptions()));
            QTest::addRow("60 months, %s demand, every option, on %s", qPrintable(t), qPrintable(caseName(base))) << longRun
                                                                                                                  << expectedOutcome(QStringLiteral("60 months, %1 demand, every option, on %2").arg(t, caseName(base)));
        }
        QJsonObject free = withField(base, QStringLiteral("prices[].value"), 0);
        free = withField(free, QStringLiteral("tco.options"), QJsonArray::fromStringList(tcoOptions()));
        QTest::addRow("every saved price 0 on %s", qPrintable(caseName(base))) << free << expectedOutcome(QStringLiteral("every saved price 0 on ") + caseName(base));
    }
    QJsonObject minimal = withField(lora, QStringLiteral("training.tokens"), 1e6);
    minimal = withField(minimal, QStringLiteral("training.seq_len"), 128);
    minimal = withField(minimal, QStringLiteral("hardware.gpus"), 1);
    QTest::addRow("smallest run on one GPU") << minimal << expectedOutcome(QStringLiteral("smallest run on one GPU"));
}

void TestExtremes::namedExtremes()
{
    QFETCH(QJsonObject, json);
    QFETCH(QString, expected);
    checkComputesOrRefuses(json, expected);
}

// Engine inputs are wider than the scenario table: the engines themselves must cope too.
void TestExtremes::millionGpusThroughTheEngines()
{
    estimate::EstimateInput in;
    in.model = *estimate::preset(QStringLiteral("llama2-70b"));
    in.training.tokens = 1e15;
    in.hardware.accelerator = QStringLiteral("h100-sxm-80gb");
    in.hardware.gpus = 1000000;
    const auto e = estimate::estimate(in);
    QVERIFY2(e, qPrintable(joinErrors(e.errors())));
    QVERIFY2(nonFiniteNumbers(*e).isEmpty(), qPrintable(nonFiniteNumbers(*e).join(QLatin1Char(','))));

    tco::TcoInput t;
    t.acceleratorId = QStringLiteral("h100-sxm-80gb");
    t.gpus = 1000000;
    t.horizonMonths = 60;
    // the estimator computes a million GPUs; the TCO engine's table stops at 100,000 and says so
    const auto r = tco::computeTco(t, Catalog::builtIn());
    QVERIFY(!r);
    QCOMPARE(joinErrors(r.errors()), QStringLiteral("gpus: 1e+06 is out of range; allowed 1 to 100000"));
    t.gpus = 100000;
    const auto most = tco::computeTco(t, Catalog::builtIn());
    QVERIFY2(most, qPrintable(joinErrors(most.errors())));
    QVERIFY2(nonFiniteNumbers(*most).isEmpty(), qPrintable(nonFiniteNumbers(*most).join(QLatin1Char(','))));
}

void TestExtremes::nonFiniteNumbersAreFound()
{
    tco::TcoResult r;
    tco::OptionResult o;
    o.monthly = { tco::MonthRow {}, tco::MonthRow { 1, std::numeric_limits<double>::quiet_NaN(), 0, 0, 0 } };
    o.costPerRunCny = std::numeric_limits<double>::infinity();
    r.options << o;
    QCOMPARE(nonFiniteNumbers(r), (QStringList { QStringLiteral("options[0].monthly[1].cashCny"), QStringLiteral("options[0].costPerRunCny") }));

    chart::ChartSpec c;
    c.id = QStringLiteral("tco");
    c.series = { chart::ChartSeries { QStringLiteral("a"), { chart::ChartPoint { 1, -std::numeric_limits<double>::infinity(), {} } }, {}, false, false } };
    QCOMPARE(nonFiniteNumbers(c), QStringList { QStringLiteral("tco.series[0].points[0].y") });

    estimate::Estimate e;
    QVERIFY(nonFiniteNumbers(e).isEmpty());
    e.memory.totalGiB = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(nonFiniteNumbers(e), QStringList { QStringLiteral("memory.totalGiB") });
}

QTEST_GUILESS_MAIN(TestExtremes)
#include "tst_extremes.moc"
