// computeplanner-cli serve: cards, replicas and latency to serve a model at a request rate under
// time-to-first-token and time-per-output-token targets (issue 20). JSON keys are a contract.
#include "app/cli/calibrationuse.h"
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/flagscenario.h"
#include "app/cli/runflags.h"
#include "core/bridge/engineinputs.h"
#include "core/estimate/inference.h"
#include "core/planner/pricing.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kServeCmd = QStringLiteral("serve");

QJsonObject toJson(const estimate::InferenceEstimate &e, const estimate::InferenceInput &in,
    const std::optional<planner::ServingCost> &cost)
{
    const double ms = 1000.0;
    QJsonObject o {
        { QStringLiteral("replica"), QJsonObject { { QStringLiteral("tp"), e.tp }, { QStringLiteral("cards"), e.tp }, { QStringLiteral("concurrency"), e.concurrency }, { QStringLiteral("ttft_ms"), e.ttftS * ms }, { QStringLiteral("tpot_ms"), e.tpotS * ms }, { QStringLiteral("tokens_per_s"), e.decodeTokensPerS } } },
        { QStringLiteral("replicas"), e.replicas },
        { QStringLiteral("cards"), e.cards },
        { QStringLiteral("fits"), e.fits },
        { QStringLiteral("meets_targets"), e.meetsTargets },
        { QStringLiteral("step_breakdown_ms"), QJsonObject { { QStringLiteral("weights_read"), e.step.weightsReadS * ms }, { QStringLiteral("kv_read"), e.step.kvReadS * ms }, { QStringLiteral("compute"), e.step.computeS * ms }, { QStringLiteral("tp_comm"), e.step.tpCommS * ms } } },
        { QStringLiteral("memory_per_card_gib"), QJsonObject { { QStringLiteral("weights"), e.weightsGiBPerCard }, { QStringLiteral("kv_cache"), e.kvCacheGiBPerCard }, { QStringLiteral("runtime"), estimate::kServingRuntimeGiB }, { QStringLiteral("total"), e.memoryGiBPerCard }, { QStringLiteral("usable"), e.usableGiBPerCard }, { QStringLiteral("gpu_memory_utilization"), in.memoryUtilization } } },
        { QStringLiteral("request_latency_s"), e.requestLatencyS },
        { QStringLiteral("concurrency_needed"), e.concurrencyNeeded },
        { QStringLiteral("scale_up_fabric"), e.fabric },
    };
    if (cost) {
        o.insert(QStringLiteral("cny_per_million_output_tokens"), cost->cnyPerMillionOutputTokens);
        o.insert(QStringLiteral("price_key"), cost->priceKey);
        o.insert(QStringLiteral("price_keys"), QJsonArray::fromStringList(cost->keys));
        o.insert(QStringLiteral("price_assumptions"), QJsonArray::fromStringList(cost->assumptionKeys));
    } else {
        o.insert(QStringLiteral("cny_per_million_output_tokens"), QJsonValue::Null);
        o.insert(QStringLiteral("price_key"), QJsonValue::Null);
    }
    return o;
}

QString textFor(const estimate::InferenceEstimate &e, const std::optional<planner::ServingCost> &cost)
{
    if (!e.fits)
        return QCoreApplication::translate("cp::cli", "does not fit: %1 GiB of weights per card on %2 cards leave no room for one request's KV cache\n")
            .arg(e.weightsGiBPerCard, 0, 'f', 1)
            .arg(e.tp);
    QString t;
    t += QCoreApplication::translate("cp::cli", "replica: TP %1, %2 requests decoded together, TTFT %3 ms, TPOT %4 ms, %5 tokens/s\n")
             .arg(e.tp)
             .arg(e.concurrency)
             .arg(e.ttftS * 1000, 0, 'f', 0)
             .arg(e.tpotS * 1000, 0, 'f', 1)
             .arg(e.decodeTokensPerS, 0, 'f', 0);
    t += QCoreApplication::translate("cp::cli", "decode step: weights %1 ms + KV cache %2 ms + compute %3 ms + TP all-reduce %4 ms\n")
             .arg(e.step.weightsReadS * 1000, 0, 'f', 1)
             .arg(e.step.kvReadS * 1000, 0, 'f', 1)
             .arg(e.step.computeS * 1000, 0, 'f', 1)
             .arg(e.step.tpCommS * 1000, 0, 'f', 1);
    t += QCoreApplication::translate("cp::cli", "replicas: %1, cards: %2 (%3)\n").arg(e.replicas).arg(e.cards).arg(e.meetsTargets ? QCoreApplication::translate("cp::cli", "meets the targets") : QCoreApplication::translate("cp::cli", "misses the targets"));
    if (cost)
        t += QCoreApplication::translate("cp::cli", "cost: %1 CNY per million output tokens on demand (%2)\n").arg(cost->cnyPerMillionOutputTokens, 0, 'f', 2).arg(cost->priceKey);
    else
        t += QCoreApplication::translate("cp::cli", "cost: no price for this card in the price book\n");
    return terminalText(t, TerminalText::Message);
}

/// The serving flags that are not scenario fields: the request rate, sizes and TTFT target go
/// into the scenario's inference section (before the bridge maps it); the card's server, the
/// replica's tensor parallelism and the weight and KV-cache formats onto the engine's input after.
bool readServeScenario(const FlagReader &r, Scenario &s)
{
    const QCommandLineParser &p = r.parser;
    Context &ctx = r.ctx;
    if (!p.isSet(QStringLiteral("qps"))) {
        usageError(ctx, kServeCmd, QCoreApplication::translate("cp::cli", "--qps is required: the requests per second to serve"));
        return false;
    }
    const auto qps = numberOption(p, QStringLiteral("qps"), 0.001, 1e6, kServeCmd, ctx);
    if (!qps)
        return false;
    s.inference.qps = *qps;
    std::optional<int> prompt, output;
    if (!readInt(r, "prompt-tokens", 1, 1048576, prompt) || !readInt(r, "output-tokens", 1, 1048576, output))
        return false;
    s.inference.promptTokens = prompt.value_or(0);
    s.inference.outputTokens = output.value_or(0);
    // Without --ttft-ms the engine's default target; 0 is none.
    s.inference.latencyTargetMs = estimate::InferenceInput {}.ttftTargetS * 1000.0;
    if (p.isSet(QStringLiteral("ttft-ms"))) {
        const auto v = numberOption(p, QStringLiteral("ttft-ms"), 0, 600000, kServeCmd, ctx);
        if (!v)
            return false;
        s.inference.latencyTargetMs = *v;
    }
    return true;
}

bool readServeFormats(const FlagReader &r, const Scenario &s, estimate::InferenceInput &in)
{
    in.gpusPerNode = flagGiven(r, "gpus-per-node") ? s.hardware.gpusPerNode : 0;
    in.tp = s.hardware.layout.tp.value_or(0);
    QString bits;
    if (!readChoice(r, "weight-bits", { QStringLiteral("16"), QStringLiteral("8"), QStringLiteral("4") }, bits))
        return false;
    const Accelerator *acc = Catalog::builtIn().accelerator(in.accelerator);
    if (bits == QLatin1String("8"))
        in.weights = acc && acc->fp8Tflops ? estimate::WeightFormat::Fp8 : estimate::WeightFormat::Int8;
    else if (bits == QLatin1String("4"))
        in.weights = estimate::WeightFormat::Int4;
    QString kv;
    if (!readChoice(r, "kv-bits", { QStringLiteral("16"), QStringLiteral("8") }, kv))
        return false;
    in.kvBytesPerElement = kv == QLatin1String("8") ? 1.0 : 2.0;
    return true;
}

/// The serving input: the model, card and inference flags into a scenario, through
/// bridge::inferenceInputFrom like the GUI's inference plans.
std::optional<estimate::InferenceInput> readServeInput(const FlagReader &r)
{
    Scenario s;
    const ScenarioFlags flags { { FieldGroup::Model, FieldGroup::Hardware, FieldGroup::Layout, FieldGroup::Inference }, true, false };
    if (!applyFieldFlags(r, flags, s) || !readServeScenario(r, s))
        return std::nullopt;
    auto in = bridge::inferenceInputFrom(s);
    if (!in) {
        reportErrors(r.ctx, kServeCmd, in.errors());
        return std::nullopt;
    }
    if (!readServeFormats(r, s, *in))
        return std::nullopt;
    return *in;
}

void addServeOptions(QCommandLineParser &parser)
{
    // A flag the field registry declares is the registry's (its rule, help and .cplan field).
    auto add = [&parser](const char *name, const char *help, const char *value) {
        if (!fieldForFlag(QLatin1String(name)))
            parser.addOption({ QLatin1String(name), QCoreApplication::translate("cp::cli", help), QLatin1String(value) });
    };
    add("format", QT_TRANSLATE_NOOP("cp::cli", "Output format: json or text."), "format");
    add("accelerator", QT_TRANSLATE_NOOP("cp::cli", "Accelerator id from the catalog."), "id");
    add("qps", QT_TRANSLATE_NOOP("cp::cli", "Requests per second to serve (required)."), "x");
    add("prompt-tokens", QT_TRANSLATE_NOOP("cp::cli", "Prompt tokens per request (default 1,024)."), "n");
    add("output-tokens", QT_TRANSLATE_NOOP("cp::cli", "Output tokens per request (default 256)."), "n");
    add("ttft-ms", QT_TRANSLATE_NOOP("cp::cli", "Time-to-first-token target in ms; 0 = none (default 2,000)."), "x");
    add("weight-bits", QT_TRANSLATE_NOOP("cp::cli", "Weight precision: 16, 8 (FP8 where the card has it, else INT8) or 4 (AWQ/GPTQ)."), "bits");
    add("kv-bits", QT_TRANSLATE_NOOP("cp::cli", "KV-cache precision: 16 or 8."), "bits");
    addModelOptions(parser);
    addFieldOption(parser, "gpus-per-node");
    addFieldOption(parser, "tp");
    addFieldOptions(parser, FieldGroup::Inference);
}

} // namespace

int runServe(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Size a serving deployment: tensor parallelism per replica, requests decoded together "
                                                                            "under the TPOT target, replicas and cards for the request rate, and the cost per "
                                                                            "million output tokens. The engine keeps vLLM's default gpu_memory_utilization 0.9."));
    addServeOptions(parser);
    addRangeOptions(parser);
    addCalibrationLibraryOption(parser);
    if (const int rc = parseArguments(parser, args, ctx, kServeCmd); rc >= 0)
        return rc;
    // --db: the library's pilot-run points for the card, reported (issue 23).
    std::optional<QList<calibrate::PilotPoint>> pilot;
    if (const int rc = readCalibrationPoints(parser, kServeCmd, ctx, pilot); rc >= 0)
        return rc;
    const QString format = formatOption(parser, kServeCmd, { QStringLiteral("json"), QStringLiteral("text") }, QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, kServeCmd,
            QCoreApplication::translate("cp::cli", "unexpected argument '%1'; every input is a --flag").arg(parser.positionalArguments().constFirst()));
    const FlagReader flags { parser, kServeCmd, ctx, true };
    const auto input = readServeInput(flags);
    std::optional<uncertainty::RangeSettings> rangeSettings;
    if (!input || !readRangeOptions(flags, rangeSettings))
        return UsageError;
    const estimate::InferenceInput &in = *input;
    const auto e = estimate::estimateInference(in);
    if (!e)
        return reportErrors(ctx, kServeCmd, e.errors());
    if (const int rc = refuseNonFinite(ctx, kServeCmd, analysis::nonFiniteNumbers(*e)); rc >= 0)
        return rc;
    const std::optional<planner::ServingCost> cost = e->fits
        ? planner::servingCost(in.accelerator, e->cards, in.requestsPerSecond * in.outputTokens, {}, Catalog::builtIn())
        : std::nullopt;
    std::optional<uncertainty::Ranges> ranges;
    if (rangeSettings) {
        auto r = uncertainty::serveRanges(in, *e, cost, *rangeSettings);
        if (!r)
            return reportRangeErrors(ctx, kServeCmd, r.errors());
        ranges = *r;
    }
    if (format == QLatin1String("text")) {
        ctx.out << textFor(*e, cost);
        if (ranges)
            ctx.out << terminalText(rangesText(*ranges), TerminalText::Message);
        if (pilot)
            ctx.out << terminalText(calibrationLine(*pilot, in.accelerator)) << '\n';
        return Success;
    }
    QJsonObject json = toJson(*e, in, cost);
    insertRanges(json, ranges);
    if (pilot) {
        QJsonObject calibration = calibrationJson(*pilot, in.accelerator);
        calibration.insert(QStringLiteral("note"), QCoreApplication::translate("cp::cli", "pilot-run points measure training; serving is "
                                                                                          "sized without them"));
        json.insert(QStringLiteral("calibration"), calibration);
    }
    writeJson(ctx, QJsonDocument(json));
    return Success;
}

Command serveCommand()
{
    return { QStringLiteral("serve"), QT_TRANSLATE_NOOP("cp::cli", "Size a serving deployment: cards, replicas, latency and cost per million tokens."), runServe };
}

} // namespace cp::cli
