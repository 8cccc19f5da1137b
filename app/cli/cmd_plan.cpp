// computeplanner-cli plan: the cheapest/fastest/balanced cluster for a training run across the
// catalog, with the Pareto front, rejected alternatives, storage and network sizing and advice.
// Flags and JSON keys are a stable contract (issue 4).
#include "app/cli/calibrationuse.h"
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/flagscenario.h"
#include "app/cli/moneyjson.h"
#include "app/cli/programmejson.h"
#include "app/cli/runcommand.h"
#include "app/cli/runflags.h"
#include "core/analysis/planreport.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/pilotcorrection.h"
#include "core/planner/planner.h"
#include "core/scenario/cplan.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kPlanCmd = QStringLiteral("plan");

void addPlanOptions(QCommandLineParser &p)
{
    auto value = [&p](const char *name, const char *help, const char *valueName) {
        p.addOption({ QLatin1String(name), QCoreApplication::translate("cp::cli", help), QLatin1String(valueName) });
    };
    value("format", QT_TRANSLATE_NOOP("cp::cli", "Output format: json."), "format");
    value("scenario", QT_TRANSLATE_NOOP("cp::cli", "Scenario file (.cplan); flags given on the command line override it."), "file");
    addFieldOption(p, "deadline-days"); // help text from the field registry
    addFieldOption(p, "budget-cny"); // help text from the field registry
    addFieldOption(p, "objective"); // help text from the field registry
    addFieldOption(p, "pay"); // help text from the field registry
    addFieldOption(p, "accelerators"); // help text from the field registry
    addFieldOption(p, "price-tier"); // help text from the field registry
    value("max-gpus", QT_TRANSLATE_NOOP("cp::cli", "Largest cluster to consider (default 4096)."), "n");
    value("partial-nodes", QT_TRANSLATE_NOOP("cp::cli", "yes|no: also consider 1, 2 and 4 cards (default: yes for fine-tuning)."), "yes|no");
    value("data-region", QT_TRANSLATE_NOOP("cp::cli", "Region where the dataset is stored, e.g. cn-east."), "region");
    value("compute-region", QT_TRANSLATE_NOOP("cp::cli", "Region where the GPUs run (default cn: mainland China)."), "region");
    value("data-storage", QT_TRANSLATE_NOOP("cp::cli", "Where the data loader reads from: unknown|nfs|nvme|parallel-fs|object."), "kind");
    p.addOption({ QStringLiteral("small-files"), QCoreApplication::translate("cp::cli", "The dataset is many small files.") });
    p.addOption({ QStringLiteral("include-unavailable"),
        QCoreApplication::translate("cp::cli", "Also search accelerators that cannot be obtained in mainland China (availability data).") });
    value("checkpointing", QT_TRANSLATE_NOOP("cp::cli", "yes|no: the job saves resumable checkpoints (default yes)."), "yes|no");
}

bool readYesNo(const FlagReader &r, const char *name, std::optional<bool> &target)
{
    QString v;
    if (!readChoice(r, name, { QStringLiteral("yes"), QStringLiteral("no") }, v))
        return false;
    if (!v.isEmpty())
        target = v == QLatin1String("yes");
    return true;
}

/// The plan's own flags, not scenario fields: search limits and the data's site.
bool readSearchFlags(const FlagReader &r, planner::PlanRequest &req)
{
    const QCommandLineParser &p = r.parser;
    QString storage;
    std::optional<int> maxGpus;
    if (!readChoice(r, "data-storage", planner::dataStorageIds(), storage) || !readInt(r, "max-gpus", 1, 1 << 20, maxGpus))
        return false;
    if (!storage.isEmpty())
        req.site.dataStorage = *planner::dataStorageFromId(storage);
    req.maxGpus = maxGpus.value_or(req.maxGpus);
    std::optional<bool> checkpointing;
    if (!readYesNo(r, "partial-nodes", req.allowPartialNodes) || !readYesNo(r, "checkpointing", checkpointing))
        return false;
    req.site.checkpointing = checkpointing.value_or(req.site.checkpointing);
    if (p.isSet(QStringLiteral("data-region")))
        req.site.dataRegion = p.value(QStringLiteral("data-region"));
    if (p.isSet(QStringLiteral("compute-region")))
        req.site.computeRegion = p.value(QStringLiteral("compute-region"));
    if (p.isSet(QStringLiteral("small-files")))
        req.site.smallFiles = true;
    if (p.isSet(QStringLiteral("include-unavailable")))
        req.includeUnavailable = true;
    return true;
}

QJsonObject candidateJson(const planner::Candidate &c)
{
    return QJsonObject {
        { QStringLiteral("accelerator"), c.accelerator },
        { QStringLiteral("gpus"), c.gpus },
        { QStringLiteral("layout"), layoutJson(c.estimate.layout) },
        { QStringLiteral("days"), c.days },
        { QStringLiteral("gpu_hours"), c.gpuHours },
        { QStringLiteral("cost_cny"), c.costCny },
        { QStringLiteral("cny_per_gpu_hour"), c.price.cnyPerGpuHour },
        { QStringLiteral("mfu"), c.estimate.mfu },
        { QStringLiteral("memory_per_gpu_gib"), c.estimate.memory.totalGiB },
        { QStringLiteral("price_keys"), QJsonArray::fromStringList(c.price.keys) },
        { QStringLiteral("assumption_keys"), QJsonArray::fromStringList(c.price.assumptionKeys) },
        { QStringLiteral("billing"), QJsonObject { { QStringLiteral("id"), planner::billingId(c.billing) }, { QStringLiteral("name"), planner::billingName(c.billing) }, { QStringLiteral("note"), c.billingNote } } },
    };
}

QJsonObject availabilityJson(const Availability &a)
{
    return QJsonObject { { QStringLiteral("status"), availabilityStatusId(a.status) }, { QStringLiteral("channel"), channelId(a.channel) },
        { QStringLiteral("max_gpus_per_order"), a.maxGpusPerOrder ? QJsonValue(*a.maxGpusPerOrder) : QJsonValue() },
        { QStringLiteral("lead_time_weeks"), a.leadTimeWeeks ? QJsonValue(*a.leadTimeWeeks) : QJsonValue() },
        { QStringLiteral("source"), a.source }, { QStringLiteral("as_of"), a.asOf } };
}

QJsonValue infeasibleJson(const std::optional<planner::Infeasibility> &inf)
{
    if (!inf)
        return QJsonValue();
    QJsonArray alternatives;
    for (const planner::Alternative &a : inf->alternatives) {
        QJsonObject o = candidateJson(a.plan);
        o.insert(QStringLiteral("what"), a.what);
        o.insert(QStringLiteral("message"), a.message);
        alternatives << o;
    }
    return QJsonObject {
        { QStringLiteral("message"), inf->message },
        { QStringLiteral("min_budget_cny"), optionalNumber(inf->minBudgetCny) },
        { QStringLiteral("earliest_days"), optionalNumber(inf->earliestDays) },
        { QStringLiteral("fastest_days"), optionalNumber(inf->fastestDays) },
        { QStringLiteral("alternatives"), alternatives },
        { QStringLiteral("suggestions"), QJsonArray::fromStringList(inf->suggestions) },
    };
}

QJsonObject storageJson(const planner::StoragePlan &s)
{
    return QJsonObject {
        { QStringLiteral("dataset_tb"), s.datasetTB },
        { QStringLiteral("checkpoint_gb"), s.checkpointGB },
        { QStringLiteral("checkpoint_bytes_per_param"), s.checkpointBytesPerParam },
        { QStringLiteral("checkpoints_retained"), s.retained },
        { QStringLiteral("checkpoint_storage_tb"), s.checkpointStorageTB },
        { QStringLiteral("total_tb"), s.totalTB },
        { QStringLiteral("target_save_s"), s.targetSaveSeconds },
        { QStringLiteral("checkpoint_write_gbps"), s.checkpointWriteGBps },
        { QStringLiteral("loader_read_gbps"), s.loaderReadGBps },
        { QStringLiteral("egress_gb"), s.egressGB },
        { QStringLiteral("egress_cost_cny"), s.egressCostCny },
        { QStringLiteral("price_keys"), QJsonArray::fromStringList(s.priceKeys) },
        { QStringLiteral("assumption_keys"), QJsonArray::fromStringList(s.assumptionKeys) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(s.notes) },
    };
}

QJsonObject toJson(const planner::PlanResult &r)
{
    QJsonArray pareto, rejected, advice, excluded;
    for (const planner::Exclusion &x : r.excluded)
        excluded << QJsonObject { { QStringLiteral("accelerator"), x.accelerator }, { QStringLiteral("reason"), x.reason } };
    for (const planner::Candidate &c : r.pareto)
        pareto << candidateJson(c);
    for (const planner::Rejection &x : r.rejected)
        rejected << QJsonObject { { QStringLiteral("accelerator"), x.accelerator }, { QStringLiteral("min_gpus"), x.minGpus },
            { QStringLiteral("max_gpus"), x.maxGpus }, { QStringLiteral("reason"), planner::rejectReasonId(x.reason) },
            { QStringLiteral("message"), x.message } };
    for (const advice::Advice &a : r.advice)
        advice << QJsonObject { { QStringLiteral("id"), a.id }, { QStringLiteral("severity"), advice::toString(a.severity) },
            { QStringLiteral("message"), a.message } };
    QJsonValue recommended;
    if (r.recommended) {
        QJsonObject o = candidateJson(r.recommended->plan);
        o.insert(QStringLiteral("reasons"), QJsonArray::fromStringList(r.recommended->reasons));
        o.insert(QStringLiteral("availability"), availabilityJson(r.recommended->plan.availability));
        if (r.costCapCny) // objective "fastest" without a budget: 3 x the cheapest plan
            o.insert(QStringLiteral("cost_cap_cny"), *r.costCapCny);
        recommended = o;
    }
    return QJsonObject {
        { QStringLiteral("recommended"), recommended },
        { QStringLiteral("pareto"), pareto },
        { QStringLiteral("rejected"), rejected },
        { QStringLiteral("excluded"), excluded },
        { QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings) },
        { QStringLiteral("storage"), storageJson(r.storage) },
        { QStringLiteral("network"), QJsonObject { { QStringLiteral("fabric"), r.network.fabric }, { QStringLiteral("rdma"), r.network.rdma }, { QStringLiteral("per_gpu_gbps"), r.network.perGpuGbps }, { QStringLiteral("slowdown_on_tcp"), r.network.slowdownOnTcp }, { QStringLiteral("reason"), r.network.reason } } },
        { QStringLiteral("advice"), advice },
        { QStringLiteral("infeasible"), infeasibleJson(r.infeasible) },
        { QStringLiteral("search"), QJsonObject { { QStringLiteral("candidates"), r.candidatesEvaluated }, { QStringLiteral("layouts_evaluated"), r.layoutsEvaluated } } },
        { QStringLiteral("assumptions"), QJsonArray::fromStringList(r.assumptions) },
    };
}

/// The scenario from --scenario (when given) with the command line's flags on top, as the
/// planner's request (bridge::planRequestFrom) and its price tier.
bool readRequest(const QCommandLineParser &parser, planner::PlanRequest &req, PriceTier &tier, Context &ctx, Scenario &read)
{
    const bool fromFile = parser.isSet(QStringLiteral("scenario"));
    Scenario s = commandLineScenario();
    if (fromFile) {
        const auto scenario = cplan::readFile(parser.value(QStringLiteral("scenario")), Catalog::builtIn());
        const auto mapped = scenario ? bridge::planRequestFrom(*scenario, Catalog::builtIn()) : Expected<planner::PlanRequest>(scenario.errors());
        if (!mapped) {
            usageError(ctx, kPlanCmd, QStringLiteral("--scenario: ") + joinErrors(mapped.errors()).replace(QLatin1Char('\n'), QStringLiteral("; ")));
            return false;
        }
        s = *scenario;
    }
    const QString own = fromFile ? bridge::primaryAccelerator(s) : QString();
    const int ownGpus = fromFile ? s.hardware.gpus.value_or(0) : 0;
    const FlagReader flags { parser, kPlanCmd, ctx, !fromFile };
    const ScenarioFlags groups { { FieldGroup::Model, FieldGroup::Training, FieldGroup::Hardware, FieldGroup::Layout, FieldGroup::Constraints, FieldGroup::Prices } };
    if (!applyFieldFlags(flags, groups, s))
        return false;
    const auto mapped = bridge::planRequestFrom(s, Catalog::builtIn());
    if (!mapped) {
        reportErrors(ctx, kPlanCmd, mapped.errors());
        return false;
    }
    req = *mapped;
    read = s;
    req.ownAccelerator = own; // the plan's own cluster is the file's, not a flag's list
    req.ownGpus = ownGpus;
    tier = priceTierFromString(s.priceTier).value_or(PriceTier::Typical);
    // Not scenario fields: --force, and (without a scenario) each card's own server.
    if (flagGiven(flags, "force"))
        req.layout.forceTpAcrossNodes = req.layout.allowUnevenStages = true;
    if (!fromFile && !flagGiven(flags, "gpus-per-node"))
        req.gpusPerNode.reset();
    return readSearchFlags(flags, req);
}

} // namespace

int runPlan(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Plan a training run across the catalog: the cheapest plan for a deadline, the fastest "
                                                                            "for a budget or the best balance, with reasons, rejected alternatives, storage, "
                                                                            "network and advice."));
    addPlanOptions(parser);
    addRangeOptions(parser);
    addCalibrationLibraryOption(parser);
    if (const int rc = parseRunCommand(parser, args, ctx, kPlanCmd, false); rc >= 0)
        return rc;
    planner::PlanRequest req;
    PriceTier tier = PriceTier::Typical;
    Scenario scenario;
    if (!readRequest(parser, req, tier, ctx, scenario))
        return UsageError;
    std::optional<uncertainty::RangeSettings> rangeSettings;
    if (!readRangeOptions(FlagReader { parser, kPlanCmd, ctx, false }, rangeSettings))
        return UsageError;
    // --db: every accelerator with pilot-run points is estimated with its correction (issue 23).
    std::optional<QList<calibrate::PilotPoint>> pilot;
    if (const int rc = readCalibrationPoints(parser, kPlanCmd, ctx, pilot); rc >= 0)
        return rc;
    if (pilot)
        bridge::applyPilotCorrections(req, *pilot);
    const Catalog catalog = Catalog::builtIn().withTier(tier);
    const auto result = planner::plan(req, catalog);
    std::optional<uncertainty::Ranges> ranges;
    if (rangeSettings && result) {
        const QString accelerator = result->recommended ? result->recommended->plan.accelerator : req.ownAccelerator;
        auto r = uncertainty::planRanges(req, *result, *rangeSettings, pilot ? bridge::pilotErrorModel(*pilot, accelerator) : uncertainty::ErrorModel::shipped(), {}, catalog);
        if (!r)
            return reportRangeErrors(ctx, kPlanCmd, r.errors());
        ranges = *r;
    }
    // The one money answer (issue 42): the plan's report, the same object the dashboard, the PDF
    // and `tco --scenario` show, written as recommended.money.
    std::optional<analysis::MoneyAnswer> money;
    if (result && parser.isSet(QStringLiteral("scenario")) && !scenario.tco.options.isEmpty())
        money = analysis::analyse(scenario, QLocale::c()).money;
    const bool programme = parser.isSet(QStringLiteral("scenario")) && !scenario.pools.isEmpty();
    return writeResult(ctx, kPlanCmd, result, [tier, &ranges, &pilot, &req, &money, programme, &scenario](const planner::PlanResult &r) {
        QJsonObject o = toJson(r);
        if (programme) // issue 44: pools[] with the unassigned workloads placed (programme.placement)
            static_cast<void>(insertProgrammeJson(o, scenario)); // its errors leave the plan as it is
        if (money && money->recommendedOption() && o.value(QStringLiteral("recommended")).isObject()) {
            QJsonObject rec = o.value(QStringLiteral("recommended")).toObject();
            rec.insert(QStringLiteral("money"), moneyAnswerJson(*money));
            o.insert(QStringLiteral("recommended"), rec);
        }
        o.insert(QStringLiteral("price_tier"), priceTierName(tier));
        insertRanges(o, ranges);
        if (pilot)
            o.insert(QStringLiteral("calibration"), calibrationJson(*pilot, r.recommended ? r.recommended->plan.accelerator : req.ownAccelerator));
        return o;
    });
}

Command planCommand()
{
    return { QStringLiteral("plan"), QT_TRANSLATE_NOOP("cp::cli", "Plan the cheapest, fastest or balanced cluster for a training run, with reasons and advice."), runPlan };
}

} // namespace cp::cli
