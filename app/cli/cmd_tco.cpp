// computeplanner-cli tco [--scenario FILE] [flags] [--solve-for server_price|rental_price|utilisation] --format json|csv
// --scenario fills a cp::tco::TcoInput from a .cplan file (demand, fleet, prices, tax settings);
// flags given on the command line override it, as for plan.
#include "app/cli/calibrationuse.h"
#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/flagscenario.h"
#include "app/cli/programmejson.h"
#include "app/cli/runflags.h"
#include "core/analysis/finite.h"
#include "core/bridge/engineinputs.h"
#include "core/bridge/workloaddemand.h"
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/validation.h"
#include "core/tco/solve.h"
#include "core/tco/tco.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace cp::cli {

namespace {

const QString kTcoCmd = QStringLiteral("tco");

void addOptions(QCommandLineParser &p)
{
    const auto value = [&p](const char *name, const char *help, const char *valueName) {
        p.addOption({ QString::fromLatin1(name), QCoreApplication::translate("cp::cli", help), QString::fromLatin1(valueName) });
    };
    const auto flag = [&p](const char *name, const char *help) { p.addOption({ QString::fromLatin1(name), QCoreApplication::translate("cp::cli", help) }); };
    value("format", QT_TRANSLATE_NOOP("cp::cli", "Output format: json or csv."), "format");
    addFieldOption(p, "price-tier"); // help text from the field registry
    value("scenario", QT_TRANSLATE_NOOP("cp::cli", "Scenario file (.cplan): its demand, fleet, prices and tax settings; flags given on the command line override it."), "file");
    value("solve-for", QT_TRANSLATE_NOOP("cp::cli", "Goal seek: the server_price, rental_price or utilisation at which self-build costs the same as the cheapest rental option."), "what");
    value("taxes", QT_TRANSLATE_NOOP("cp::cli", "Compare after tax: on or off (default on: general VAT taxpayer, 25% income tax)."), "on|off");
    value("vat-exclusive", QT_TRANSLATE_NOOP("cp::cli", "A price-book key whose figure is entered without VAT (repeatable; by default every price includes VAT)."), "key");
    for (const char *f : { "tax-rate", "depreciation", "vat-payer", "lease-vat-rate", "purchase-year", "useful-life-years", "liquidation-factor", "lease-exit-month", "price-drift" })
        addFieldOption(p, f); // help text from the field registry
    value("accelerator", QT_TRANSLATE_NOOP("cp::cli", "Accelerator id from the catalog (default h100-sxm-80gb)."), "id");
    value("gpus", QT_TRANSLATE_NOOP("cp::cli", "GPUs in the fleet for commitment, lease and build (default 64)."), "n");
    addFieldOption(p, "horizon-months"); // help text from the field registry
    value("start-month", QT_TRANSLATE_NOOP("cp::cli", "Calendar month of horizon month 1, 1 to 12 (default 1)."), "n");
    addFieldOption(p, "utilisation"); // help text from the field registry
    addFieldOption(p, "demand"); // help text from the field registry
    addFieldOption(p, "gpu-hours-per-month"); // help text from the field registry
    value("campaign", QT_TRANSLATE_NOOP("cp::cli", "Training campaign for --demand plan: MONTH:GPU_HOURS[:MONTHS] (repeatable)."), "spec");
    value("fine-tuning-gpu-hours", QT_TRANSLATE_NOOP("cp::cli", "Fine-tuning base load per month for --demand plan."), "x");
    value("inference-gpu-hours", QT_TRANSLATE_NOOP("cp::cli", "Inference base load per month for --demand plan."), "x");
    addFieldOption(p, "discount-rate"); // help text from the field registry
    value("sensitivity", QT_TRANSLATE_NOOP("cp::cli", "Tornado range: +/- this share of each driver (default 0.2)."), "x");
    addFieldOption(p, "options"); // help text from the field registry
    value("commitment-term", QT_TRANSLATE_NOOP("cp::cli", "Cloud commitment term in months: 1, 12 or 36 (default 12)."), "n");
    value("hybrid-core", QT_TRANSLATE_NOOP("cp::cli", "Hybrid core: build or lease (default build)."), "kind");
    value("checkpoint-interval-hours", QT_TRANSLATE_NOOP("cp::cli", "Spot: hours between checkpoints (default 1)."), "x");
    value("ops-fte", QT_TRANSLATE_NOOP("cp::cli", "Self-build operations staff, FTE (default 1)."), "x");
    value("lease-ops-fte", QT_TRANSLATE_NOOP("cp::cli", "Own staff for a leased cluster, FTE (default 0.5)."), "x");
    value("storage-tb", QT_TRANSLATE_NOOP("cp::cli", "Self-build parallel storage, usable TB (default 100)."), "x");
    value("bandwidth-mbps", QT_TRANSLATE_NOOP("cp::cli", "Self-build internet bandwidth, Mbps (default 200)."), "x");
    value("loan-fraction", QT_TRANSLATE_NOOP("cp::cli", "Finance this share of the self-build capex with an annuity loan."), "x");
    addFieldOption(p, "loan-rate"); // help text from the field registry
    addFieldOption(p, "loan-term-months"); // help text from the field registry
    value("run-gpu-hours", QT_TRANSLATE_NOOP("cp::cli", "GPU-hours of one training run, for cost per run."), "x");
    value("run-tokens", QT_TRANSLATE_NOOP("cp::cli", "Training tokens of that run, for cost per million tokens."), "x");
    value("override", QT_TRANSLATE_NOOP("cp::cli", "Price-book override KEY=VALUE in the key's unit and currency (repeatable)."), "key=value");
    flag("dedicated-ops", QT_TRANSLATE_NOOP("cp::cli", "Checklist: a dedicated operations team is available."));
    flag("data-on-premises", QT_TRANSLATE_NOOP("cp::cli", "Checklist: data must stay on own premises."));
    flag("cheap-power", QT_TRANSLATE_NOOP("cp::cli", "Checklist: cheap, stable rack space and power are available."));
    flag("small-team", QT_TRANSLATE_NOOP("cp::cli", "Checklist: the team is small."));
    flag("try-gpu-types", QT_TRANSLATE_NOOP("cp::cli", "Checklist: want to try several GPU types."));
    flag("pay-as-you-go", QT_TRANSLATE_NOOP("cp::cli", "Checklist: prefer to pay as you go."));
    flag("include-unavailable", QT_TRANSLATE_NOOP("cp::cli", "Let ways of paying that availability.csv marks unavailable for the accelerator compete, flagged with a warning (by default they are listed as not obtainable and never recommended)."));
}

struct Reader {
    const QCommandLineParser &parser;
    Context &ctx;
    bool ok = true;

    void number(const char *name, double min, double max, double &target)
    {
        const QString n = QString::fromLatin1(name);
        if (!ok || !parser.isSet(n))
            return;
        if (auto v = numberOption(parser, n, min, max, kTcoCmd, ctx))
            target = *v;
        else
            ok = false;
    }
    void integer(const char *name, qint64 min, qint64 max, int &target)
    {
        const QString n = QString::fromLatin1(name);
        if (!ok || !parser.isSet(n))
            return;
        if (auto v = intOption(parser, n, min, max, kTcoCmd, ctx))
            target = int(*v);
        else
            ok = false;
    }
    bool fail(const QString &message)
    {
        if (ok)
            usageError(ctx, kTcoCmd, message);
        ok = false;
        return false;
    }
};

/// --options: the scenario's words for the ways to pay (tco.options[]) or the CLI's older
/// on_demand and commitment, each once, into the scenario.
bool readOptionList(Reader &r, Scenario &s)
{
    if (!r.ok || !r.parser.isSet(QStringLiteral("options")))
        return r.ok;
    const QStringList cliWords { QStringLiteral("on_demand"), QStringLiteral("commitment") };
    const QStringList scenarioWords { QStringLiteral("on-demand"), QStringLiteral("monthly") };
    QStringList options;
    for (const QString &item : r.parser.value(QStringLiteral("options")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString id = item.trimmed();
        const QString word = cliWords.contains(id) ? scenarioWords.at(cliWords.indexOf(id)) : id;
        if (!tcoOptions().contains(word))
            //: %1 is the rule's message ("must be one of a|b|c"), %2 older words the command also takes
            return r.fail(QCoreApplication::translate("cp::cli", "--%1 '%2': %3").arg(QStringLiteral("options"), id, QCoreApplication::translate("cp::cli", "%1 (or %2)").arg(fieldRule(QStringLiteral("tco.options[]")).message(), cliWords.join(QLatin1Char('|')))));
        if (options.contains(word))
            return r.fail(QCoreApplication::translate("cp::cli", "--options: '%1' names an option twice").arg(id));
        options << word;
    }
    if (options.isEmpty())
        return r.fail(QCoreApplication::translate("cp::cli", "--options: name at least one of %1").arg(fieldRule(QStringLiteral("tco.options[]")).allowedText()));
    s.tco.options = options;
    return true;
}

bool readCampaigns(Reader &r, tco::TcoInput &in)
{
    if (!r.ok)
        return false;
    // The limits tco::validate applies, checked here so the message names the flag.
    constexpr int kMaxCampaignMonths = 60;
    constexpr double kMaxCampaignHours = 1e12;
    for (const QString &spec : r.parser.values(QStringLiteral("campaign"))) {
        const QStringList parts = spec.split(QLatin1Char(':'));
        bool okMonth = false, okMonths = true;
        const int month = parts.value(0).toInt(&okMonth);
        const auto hours = parseScaledNumber(parts.value(1));
        const int months = parts.size() > 2 ? parts[2].toInt(&okMonths) : 1;
        if (parts.size() < 2 || parts.size() > 3 || !okMonth || !okMonths || !hours || month < 1 || month > in.horizonMonths
            || months < 1 || months > kMaxCampaignMonths || *hours < 0 || *hours > kMaxCampaignHours)
            //: %1 is the value typed, %2 the horizon in months
            return r.fail(QCoreApplication::translate("cp::cli", "--campaign '%1': use MONTH:GPU_HOURS[:MONTHS] with MONTH from 1 to %2 (the horizon, --horizon-months), "
                                                                 "GPU_HOURS from 0 to 1e12 and MONTHS from 1 to 60")
                              .arg(spec, QString::number(in.horizonMonths)));
        in.campaigns << tco::Campaign { month, *hours, months };
    }
    return r.ok;
}

/// A price-book key, or the key of the same item for another accelerator of the catalog
/// (cloud.ID.on_demand, server.ID.8gpu ...): the keys the TCO engines look up.
bool isPriceKey(const QString &key)
{
    const Catalog &catalog = Catalog::builtIn();
    if (catalog.price(key))
        return true;
    const QStringList ids = catalog.acceleratorIds();
    const QStringList segments = key.split(QLatin1Char('.'));
    // A China spot market the book has no figure for: the user's quote (tco::SpotMarket).
    if (segments.size() == 3 && ids.contains(segments.at(1))
        && ((segments.at(0) == QLatin1String("cloud") && segments.at(2) == QLatin1String("spot"))
            || (segments.at(0) == QLatin1String("spot") && QStringList { QStringLiteral("max_gpus"), QStringLiteral("preemption_interval_hours"), QStringLiteral("restart_hours") }.contains(segments.at(2)))))
        return true;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (!ids.contains(segments.at(i)))
            continue;
        for (const QString &other : ids) {
            QStringList candidate = segments;
            candidate[i] = other;
            if (catalog.price(candidate.join(QLatin1Char('.'))))
                return true;
        }
    }
    return false;
}

bool readOverrides(Reader &r, tco::TcoInput &in)
{
    if (!r.ok)
        return false;
    for (const QString &spec : r.parser.values(QStringLiteral("override"))) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        const auto v = eq > 0 ? parseScaledNumber(spec.mid(eq + 1)) : std::nullopt;
        if (!v || *v < 0)
            return r.fail(QCoreApplication::translate("cp::cli", "--override: '%1' is not allowed; use KEY=VALUE with a non-negative number").arg(spec));
        const QString key = spec.left(eq);
        if (!isPriceKey(key))
            //: %1 is the value typed, %2 the key in it
            return r.fail(QCoreApplication::translate("cp::cli", "--override '%1': '%2' is not a price-book key, so it would be ignored; "
                                                                 "'computeplanner-cli catalog prices' lists the keys (a per-accelerator key such as "
                                                                 "cloud.ID.on_demand takes any accelerator id of 'catalog accelerators')")
                              .arg(spec, key));
        in.overrides.insert(key, *v);
    }
    return r.ok;
}

/// Flags that only matter together with another setting; given without it they would be read
/// and ignored, so they are refused with the reason.
bool refuseIgnoredFlags(Reader &r, const tco::TcoInput &in)
{
    if (!r.ok)
        return false;
    const QCommandLineParser &p = r.parser;
    const bool fromPlan = in.demand == tco::DemandTemplate::FromPlan;
    for (const char *flag : { "campaign", "fine-tuning-gpu-hours", "inference-gpu-hours" }) {
        if (p.isSet(QLatin1String(flag)) && !fromPlan)
            return r.fail(QCoreApplication::translate("cp::cli", "--%1: applies to --demand plan only (the other demand profiles ignore it)").arg(QLatin1String(flag)));
    }
    if (p.isSet(QStringLiteral("gpu-hours-per-month")) && fromPlan)
        return r.fail(QCoreApplication::translate("cp::cli", "--gpu-hours-per-month: --demand plan takes its demand from --campaign, --fine-tuning-gpu-hours and --inference-gpu-hours instead"));
    for (const char *flag : { "loan-rate", "loan-term-months" }) {
        if (p.isSet(QLatin1String(flag)) && !p.isSet(QStringLiteral("loan-fraction")))
            return r.fail(QCoreApplication::translate("cp::cli", "--%1: applies only with --loan-fraction (no loan without it)").arg(QLatin1String(flag)));
    }
    if (p.isSet(QStringLiteral("run-tokens")) && !p.isSet(QStringLiteral("run-gpu-hours")))
        return r.fail(QCoreApplication::translate("cp::cli", "--run-tokens: applies only with --run-gpu-hours (the cost per million tokens is the cost of that run)"));
    struct OptionFlag {
        const char *flag;
        tco::OptionKind option;
    };
    for (const OptionFlag &f : { OptionFlag { "hybrid-core", tco::OptionKind::Hybrid }, OptionFlag { "commitment-term", tco::OptionKind::Commitment },
             OptionFlag { "checkpoint-interval-hours", tco::OptionKind::Spot } }) {
        if (p.isSet(QLatin1String(f.flag)) && !in.options.contains(f.option))
            //: %1 is a flag, %2 an option id such as "spot"
            return r.fail(QCoreApplication::translate("cp::cli", "--%1: applies to the %2 option, which --options leaves out").arg(QLatin1String(f.flag), tco::optionId(f.option)));
    }
    // Self-build inputs (the hybrid option builds its core unless --hybrid-core lease) and the
    // staff of a leased cluster.
    const bool builds = in.options.contains(tco::OptionKind::Build) || in.options.contains(tco::OptionKind::Hybrid);
    const bool leases = in.options.contains(tco::OptionKind::Lease) || in.options.contains(tco::OptionKind::Hybrid);
    for (const char *flag : { "ops-fte", "storage-tb", "bandwidth-mbps", "loan-fraction" }) {
        if (p.isSet(QLatin1String(flag)) && !builds)
            return r.fail(QCoreApplication::translate("cp::cli", "--%1: applies to the build and hybrid options, which --options leaves out").arg(QLatin1String(flag)));
    }
    if (p.isSet(QStringLiteral("lease-ops-fte")) && !leases)
        return r.fail(QCoreApplication::translate("cp::cli", "--lease-ops-fte: applies to the lease and hybrid options, which --options leaves out"));
    return true;
}

bool isPriceKey(const QString &key);

bool readTaxChoices(Reader &r, tco::TcoInput &in)
{
    if (!r.ok)
        return false;
    const QCommandLineParser &p = r.parser;
    if (p.isSet(QStringLiteral("taxes"))) {
        const QString v = p.value(QStringLiteral("taxes"));
        if (v != QLatin1String("on") && v != QLatin1String("off"))
            return r.fail(QCoreApplication::translate("cp::cli", "--taxes: '%1' is not allowed; use on|off").arg(v));
        in.tax.enabled = v == QLatin1String("on");
    }
    for (const QString &key : p.values(QStringLiteral("vat-exclusive"))) {
        if (!isPriceKey(key))
            return r.fail(QCoreApplication::translate("cp::cli", "--vat-exclusive: '%1' is not a price-book key; 'computeplanner-cli catalog prices' lists the keys").arg(key));
        in.tax.vatExclusiveKeys << key;
    }
    return r.ok;
}

bool readChoices(Reader &r, tco::TcoInput &in)
{
    const QCommandLineParser &p = r.parser;
    if (p.isSet(QStringLiteral("hybrid-core"))) {
        const QString v = p.value(QStringLiteral("hybrid-core"));
        if (v != QLatin1String("build") && v != QLatin1String("lease"))
            return r.fail(QCoreApplication::translate("cp::cli", "--hybrid-core: '%1' is not allowed; use build|lease").arg(v));
        in.hybridCoreLeased = v == QLatin1String("lease");
    }
    if (p.isSet(QStringLiteral("commitment-term"))) {
        const QString v = p.value(QStringLiteral("commitment-term"));
        if (v != QLatin1String("1") && v != QLatin1String("12") && v != QLatin1String("36"))
            return r.fail(QCoreApplication::translate("cp::cli", "--commitment-term: '%1' is not allowed; use 1|12|36").arg(v));
        in.commitmentTermMonths = v.toInt();
    }
    return readTaxChoices(r, in);
}

/// The scenario the flags start from without --scenario: the TCO engine's own defaults.
Scenario defaultScenario()
{
    const tco::TcoInput d;
    Scenario s;
    s.hardware.accelerators = QStringList { d.acceleratorId };
    s.hardware.gpus = d.gpus;
    TcoSection &t = s.tco;
    t.horizonMonths = d.horizonMonths;
    t.discountRate = d.discountRate;
    t.utilisation = d.utilisation;
    t.loan.annualRate = d.loan.annualRate;
    t.loan.termMonths = d.loan.termMonths;
    t.tax.enabled = d.tax.enabled;
    t.tax.incomeTaxRate = d.tax.incomeTaxRate;
    t.tax.depreciation = tco::depreciationId(d.tax.depreciation);
    t.tax.vatPayer = tco::vatPayerId(d.tax.vatPayer);
    t.tax.leaseVatRate = d.tax.leaseVatRate;
    t.tax.purchaseYear = d.tax.purchaseYear;
    t.residual.usefulLifeYears = d.residual.usefulLifeYears;
    t.residual.liquidationFactor = d.residual.liquidationFactor;
    t.contract.leaseExitMonth = d.contract.leaseExitMonth;
    t.contract.priceDriftPerYear = d.contract.priceDriftPerYear;
    return s;
}

/// The scenario from --scenario (when given) with the flags of its fields on top; empty after
/// reporting a usage error.
std::optional<Scenario> readScenario(const QCommandLineParser &parser, Context &ctx, Reader &r)
{
    Scenario s = defaultScenario();
    if (parser.isSet(QStringLiteral("scenario"))) {
        const auto scenario = cplan::readFile(parser.value(QStringLiteral("scenario")), Catalog::builtIn());
        if (!scenario) {
            usageError(ctx, kTcoCmd, QStringLiteral("--scenario: ") + joinErrors(scenario.errors()).replace(QLatin1Char('\n'), QStringLiteral("; ")));
            return std::nullopt;
        }
        s = *scenario;
    }
    const FlagReader flags { parser, kTcoCmd, ctx, false };
    const ScenarioFlags groups { { FieldGroup::Hardware, FieldGroup::Tco, FieldGroup::Demand, FieldGroup::Loan, FieldGroup::Prices } };
    if (!applyFieldFlags(flags, groups, s) || !readOptionList(r, s))
        return std::nullopt;
    if (flagGiven(flags, "gpus"))
        s.tco.servers = 0; // --gpus is the fleet, not the plan's servers
    // A demand flag states the demand itself: it replaces the file's workloads (issue 42).
    if (flagGiven(flags, "utilisation") || flagGiven(flags, "gpu-hours-per-month") || flagGiven(flags, "demand"))
        s.workloads.clear();
    if (parser.isSet(QStringLiteral("accelerator"))) {
        QString id;
        if (!readChoice(flags, "accelerator", Catalog::builtIn().acceleratorIds(), id))
            return std::nullopt;
        s.hardware.accelerators = QStringList { id };
    }
    return s;
}

/// The TCO input: the scenario through bridge::pricedTcoInput (the input analyse() prices: an
/// inference plan's fleet grown to its load, with the sentences that say so in `notes`), its own
/// price edits (a value that differs from the price book) as overrides, and the tco flags that
/// are not scenario fields.
std::optional<tco::TcoInput> readInput(const QCommandLineParser &parser, Context &ctx, PriceTier &tier, QStringList &notes)
{
    Reader r { parser, ctx };
    const auto s = readScenario(parser, ctx, r);
    if (!s)
        return std::nullopt;
    tier = priceTierFromString(s->priceTier).value_or(PriceTier::Typical);
    bridge::PricedTcoInput priced = bridge::pricedTcoInput(*s);
    tco::TcoInput in = std::move(priced.input);
    notes = priced.reasons;
    const Catalog &catalog = Catalog::builtIn();
    for (const PriceSnapshotEntry &e : s->prices) {
        const PriceEntry *current = catalog.price(e.key);
        if (e.value && (!current || current->value != e.value))
            in.overrides.insert(e.key, *e.value);
    }
    readChoices(r, in);
    r.integer("start-month", 1, 12, in.startCalendarMonth);
    r.number("fine-tuning-gpu-hours", 0, 1e9, in.fineTuningGpuHoursPerMonth);
    r.number("inference-gpu-hours", 0, 1e9, in.inferenceGpuHoursPerMonth);
    r.number("sensitivity", 0, 0.9, in.sensitivity);
    r.number("checkpoint-interval-hours", 0, 1000, in.checkpointIntervalHours);
    r.number("ops-fte", 0, 1000, in.opsStaffFte);
    r.number("lease-ops-fte", 0, 1000, in.leaseOpsStaffFte);
    r.number("storage-tb", 0, 1e6, in.storageTB);
    r.number("bandwidth-mbps", 0, 1e6, in.bandwidthMbps);
    r.number("run-gpu-hours", 0, 1e12, in.runGpuHours);
    r.number("run-tokens", 0, 1e16, in.runTokens);
    if (parser.isSet(QStringLiteral("loan-fraction")))
        in.loan.enabled = true;
    r.number("loan-fraction", 0, 1, in.loan.fractionOfCapex);
    readCampaigns(r, in);
    readOverrides(r, in);
    refuseIgnoredFlags(r, in);
    in.checklist.dedicatedOpsStaff = in.checklist.dedicatedOpsStaff || parser.isSet(QStringLiteral("dedicated-ops"));
    in.checklist.dataMustStayOnPremises = in.checklist.dataMustStayOnPremises || parser.isSet(QStringLiteral("data-on-premises"));
    in.checklist.cheapStablePower = in.checklist.cheapStablePower || parser.isSet(QStringLiteral("cheap-power"));
    in.checklist.smallTeam = in.checklist.smallTeam || parser.isSet(QStringLiteral("small-team"));
    in.checklist.tryManyGpuTypes = in.checklist.tryManyGpuTypes || parser.isSet(QStringLiteral("try-gpu-types"));
    in.checklist.preferPayAsYouGo = in.checklist.preferPayAsYouGo || parser.isSet(QStringLiteral("pay-as-you-go"));
    // The plan's own choice (constraints.include_unavailable) or the flag.
    in.includeUnavailable = s->constraints.includeUnavailable || parser.isSet(QStringLiteral("include-unavailable"));
    if (!r.ok)
        return std::nullopt;
    return in;
}

/// The flag of a tco::TcoInput field that tco::validate names ("horizon_months",
/// "campaigns[0].start_month"); empty for a price key (data the price book lacks).
QString flagOfInputField(const QString &path)
{
    static const QHash<QString, QString> flags {
        { QStringLiteral("accelerator"), QStringLiteral("accelerator") },
        { QStringLiteral("gpus"), QStringLiteral("gpus") },
        { QStringLiteral("horizon_months"), QStringLiteral("horizon-months") },
        { QStringLiteral("start_calendar_month"), QStringLiteral("start-month") },
        { QStringLiteral("utilisation"), QStringLiteral("utilisation") },
        { QStringLiteral("gpu_hours_per_month"), QStringLiteral("gpu-hours-per-month") },
        { QStringLiteral("fine_tuning_gpu_hours_per_month"), QStringLiteral("fine-tuning-gpu-hours") },
        { QStringLiteral("inference_gpu_hours_per_month"), QStringLiteral("inference-gpu-hours") },
        { QStringLiteral("discount_rate"), QStringLiteral("discount-rate") },
        { QStringLiteral("sensitivity"), QStringLiteral("sensitivity") },
        { QStringLiteral("checkpoint_interval_hours"), QStringLiteral("checkpoint-interval-hours") },
        { QStringLiteral("ops_staff_fte"), QStringLiteral("ops-fte") },
        { QStringLiteral("lease_ops_staff_fte"), QStringLiteral("lease-ops-fte") },
        { QStringLiteral("storage_tb"), QStringLiteral("storage-tb") },
        { QStringLiteral("bandwidth_mbps"), QStringLiteral("bandwidth-mbps") },
        { QStringLiteral("run_gpu_hours"), QStringLiteral("run-gpu-hours") },
        { QStringLiteral("run_tokens"), QStringLiteral("run-tokens") },
        { QStringLiteral("commitment_term_months"), QStringLiteral("commitment-term") },
        { QStringLiteral("options"), QStringLiteral("options") },
        { QStringLiteral("loan.fraction_of_capex"), QStringLiteral("loan-fraction") },
        { QStringLiteral("loan.annual_rate"), QStringLiteral("loan-rate") },
        { QStringLiteral("loan.term_months"), QStringLiteral("loan-term-months") },
        { QStringLiteral("tax.income_tax_rate"), QStringLiteral("tax-rate") },
        { QStringLiteral("tax.lease_vat_rate"), QStringLiteral("lease-vat-rate") },
        { QStringLiteral("tax.purchase_year"), QStringLiteral("purchase-year") },
        { QStringLiteral("tax.depreciation"), QStringLiteral("depreciation") },
        { QStringLiteral("residual.useful_life_years"), QStringLiteral("useful-life-years") },
        { QStringLiteral("residual.liquidation_factor"), QStringLiteral("liquidation-factor") },
        { QStringLiteral("contract.lease_exit_month"), QStringLiteral("lease-exit-month") },
        { QStringLiteral("contract.price_drift_per_year"), QStringLiteral("price-drift") },
    };
    if (path.startsWith(QLatin1String("campaigns[")))
        return QStringLiteral("campaign");
    return flags.value(path);
}

/// computeTco's errors: those about an input name its flag and are bad input; the others (a
/// price the price book lacks) are a failure.
int reportTcoErrors(Context &ctx, const Errors &errors)
{
    QStringList lines;
    bool input = false;
    for (const Error &e : errors) {
        const QString flag = flagOfInputField(e.path);
        input = input || !flag.isEmpty();
        lines << (flag.isEmpty() ? e.toString() : QStringLiteral("--%1: %2").arg(flag, e.message));
    }
    return report(ctx, kTcoCmd, lines.join(QStringLiteral("; ")), input ? BadInput : Failure);
}

QJsonObject optionCoreJson(const tco::OptionResult &o)
{
    QJsonArray monthly;
    for (const tco::MonthRow &m : o.monthly) {
        monthly.append(QJsonObject { { QStringLiteral("month"), m.month }, { QStringLiteral("cash_cny"), m.cashCny },
            { QStringLiteral("cumulative_cny"), m.cumulativeCny }, { QStringLiteral("depreciation_cny"), m.depreciationCny },
            { QStringLiteral("cash_after_tax_cny"), m.cashAfterTaxCny } });
    }
    QJsonArray items;
    for (const tco::LineItemTotal &li : o.lineItems) {
        items.append(QJsonObject { { QStringLiteral("name"), li.name }, { QStringLiteral("keys"), QJsonArray::fromStringList(li.keys) },
            { QStringLiteral("total_cny"), li.totalCny } });
    }
    return QJsonObject {
        { QStringLiteral("id"), o.id },
        { QStringLiteral("name"), o.name },
        { QStringLiteral("monthly"), monthly },
        { QStringLiteral("total_cny"), o.totalCny },
        { QStringLiteral("accounting_total_cny"), o.accountingTotalCny },
        { QStringLiteral("residual_value_cny"), o.residualCny },
        { QStringLiteral("npv_cny"), o.npvCny },
        { QStringLiteral("npv_after_tax_cny"), o.npvAfterTaxCny },
        { QStringLiteral("total_after_tax_cny"), o.totalAfterTaxCny },
        { QStringLiteral("vat_recovered_cny"), o.vatRecoveredCny },
        { QStringLiteral("income_tax_saved_cny"), o.incomeTaxSavedCny },
        { QStringLiteral("effective_cny_per_gpu_hour"), optionalNumber(o.effectiveCnyPerGpuHour) },
        { QStringLiteral("cost_per_run_cny"), optionalNumber(o.costPerRunCny) },
        { QStringLiteral("cost_per_million_tokens_cny"), optionalNumber(o.costPerMillionTokensCny) },
        { QStringLiteral("utilisation"), o.utilisation },
        { QStringLiteral("core_gpus"), o.coreGpus },
        { QStringLiteral("line_items"), items },
    };
}

QJsonObject optionJson(const tco::OptionResult &o)
{
    QJsonObject json = optionCoreJson(o);
    json.insert(QStringLiteral("obtainable"), o.obtainable);
    if (!o.obtainable)
        json.insert(QStringLiteral("not_obtainable_reason"), o.notObtainableReason);
    json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(o.warnings));
    json.insert(QStringLiteral("npv_pre_tax_cny"), o.npvCny);
    json.insert(QStringLiteral("resale_net_cny"), o.resaleNetCny);
    return json;
}

QJsonObject taxJson(const tco::TcoResult &r, const tco::TcoInput &in)
{
    return QJsonObject {
        { QStringLiteral("enabled"), in.tax.enabled },
        { QStringLiteral("basis"), r.afterTaxBasis ? QStringLiteral("after_tax") : QStringLiteral("before_tax") },
        { QStringLiteral("income_tax_rate"), in.tax.incomeTaxRate },
        { QStringLiteral("depreciation"), tco::depreciationId(in.tax.depreciation) },
        { QStringLiteral("tax_life_years"), in.tax.taxLifeYears },
        { QStringLiteral("vat_payer"), tco::vatPayerId(in.tax.vatPayer) },
        { QStringLiteral("purchase_year"), in.tax.purchaseYear },
        { QStringLiteral("vat_exclusive_keys"), QJsonArray::fromStringList(in.tax.vatExclusiveKeys) },
        { QStringLiteral("conventions"), r.taxConventions },
    };
}

QJsonObject resultJson(const tco::TcoResult &r, const tco::TcoInput &in)
{
    QJsonArray options, breakEven, tornado, curve, vsRental;
    for (const tco::OptionResult &o : r.options)
        options.append(optionJson(o));
    for (const tco::BreakEven &b : r.breakEven)
        breakEven.append(QJsonObject { { QStringLiteral("a"), b.a }, { QStringLiteral("b"), b.b }, { QStringLiteral("a_name"), b.aName }, { QStringLiteral("b_name"), b.bName },
            { QStringLiteral("month"), optionalNumber(b.month) }, { QStringLiteral("utilisation"), optionalNumber(b.utilisation) },
            { QStringLiteral("utilisation_before_tax"), optionalNumber(b.utilisationBeforeTax) }, { QStringLiteral("basis"), r.basisId() } });
    for (const tco::VersusRental &v : r.versusRental)
        vsRental.append(QJsonObject { { QStringLiteral("option"), v.option }, { QStringLiteral("rental"), v.rental }, { QStringLiteral("utilisation"), optionalNumber(v.utilisation) },
            { QStringLiteral("utilisation_before_tax"), optionalNumber(v.utilisationBeforeTax) }, { QStringLiteral("month"), optionalNumber(v.month) } });
    for (const tco::TornadoBar &t : r.tornado)
        tornado.append(QJsonObject { { QStringLiteral("driver"), t.driver }, { QStringLiteral("low_cny"), t.lowCny }, { QStringLiteral("high_cny"), t.highCny } });
    for (const tco::CurvePoint &c : r.breakEvenCurve)
        curve.append(QJsonObject { { QStringLiteral("utilisation"), c.utilisation }, { QStringLiteral("month"), optionalNumber(c.month) } });
    QJsonObject tornadoPair { { QStringLiteral("a"), r.tornadoA }, { QStringLiteral("b"), r.tornadoB }, { QStringLiteral("base_cny"), r.tornadoBaseCny } };
    tornadoPair.insert(QStringLiteral("note"), r.tornadoNote);
    return QJsonObject {
        { QStringLiteral("basis"), r.basisId() },
        { QStringLiteral("break_even_basis"), r.basisId() },
        { QStringLiteral("currency"), QStringLiteral("CNY") },
        { QStringLiteral("fx_usd_cny"), r.fxUsdCny },
        { QStringLiteral("horizon_months"), in.horizonMonths },
        { QStringLiteral("discount_rate"), r.discountRate },
        { QStringLiteral("conventions"), QCoreApplication::translate("cp::cli", "Month 0 is upfront, months 1..H are end-of-month flows; NPV discounts month m by (1+r)^(-m/12); resale at the horizon is reported apart from monthly[].cash_cny and subtracted in total, NPV and the last cumulative_cny; "
                                                                                "break-even is the last crossing of the cumulative cash curves, linearly interpolated; "
                                                                                "USD converted at fx.usd_cny; loan monthly rate = annual rate / 12, annuity repayment.") },
        { QStringLiteral("options"), options },
        { QStringLiteral("break_even"), breakEven },
        { QStringLiteral("break_even_vs_rental"), vsRental },
        { QStringLiteral("tax"), taxJson(r, in) },
        { QStringLiteral("tornado_pair"), tornadoPair },
        { QStringLiteral("tornado"), tornado },
        { QStringLiteral("break_even_curve"), curve },
        { QStringLiteral("break_even_utilisation"), optionalNumber(r.breakEvenUtilisation) },
        { QStringLiteral("verdict"), QJsonObject { { QStringLiteral("recommended"), r.verdict.recommended }, { QStringLiteral("reasons"), QJsonArray::fromStringList(r.verdict.reasons) } } },
        { QStringLiteral("assumptions"), QJsonArray::fromStringList(r.assumptions) },
    };
}

void writeCsv(Context &ctx, const tco::TcoResult &r)
{
    ctx.out << "option,month,cash_cny,cumulative_cny,depreciation_cny\n";
    for (const tco::OptionResult &o : r.options) {
        for (const tco::MonthRow &m : o.monthly) {
            ctx.out << o.id << ',' << m.month << ',' << QString::number(m.cashCny, 'f', 2) << ','
                    << QString::number(m.cumulativeCny, 'f', 2) << ',' << QString::number(m.depreciationCny, 'f', 2) << '\n';
        }
    }
    ctx.out.flush();
}

/// Each options[] entry gets `ranges` {total_cny, npv_cny, probability_cheapest, cumulative_cny[]};
/// `ranges_settings` says how they were sampled.
void insertOptionRanges(QJsonObject &json, const uncertainty::Ranges &ranges)
{
    QJsonArray options = json.value(QStringLiteral("options")).toArray();
    for (qsizetype i = 0; i < options.size(); ++i) {
        QJsonObject o = options.at(i).toObject();
        const uncertainty::OptionRange *r = ranges.option(o.value(QStringLiteral("id")).toString());
        if (!r)
            continue;
        QJsonArray cumulative;
        for (const uncertainty::Quantiles &q : r->cumulative)
            cumulative.append(quantilesJson(q));
        o.insert(QStringLiteral("ranges"), QJsonObject { { QStringLiteral("total_cny"), quantilesJson(r->total) }, { QStringLiteral("npv_cny"), quantilesJson(r->npv) }, { QStringLiteral("probability_cheapest"), r->probabilityCheapest }, { QStringLiteral("cumulative_cny"), cumulative } });
        options.replace(i, o);
    }
    json.insert(QStringLiteral("options"), options);
    json.insert(QStringLiteral("ranges_settings"), rangeSettingsJson(ranges));
}

QJsonObject withPriceTier(QJsonObject o, PriceTier tier)
{
    o.insert(QStringLiteral("price_tier"), priceTierName(tier));
    return o;
}

} // namespace

int runTco(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("cp::cli", "Compare the total cost of ownership of cloud, lease, self-build and hybrid options."));
    addOptions(parser);
    addRangeOptions(parser);
    addCalibrationLibraryOption(parser);
    if (const int rc = parseArguments(parser, args, ctx, kTcoCmd); rc >= 0)
        return rc;
    // --db: the library's pilot-run points for the fleet's accelerator, reported (issue 23).
    std::optional<QList<calibrate::PilotPoint>> pilot;
    if (const int rc = readCalibrationPoints(parser, kTcoCmd, ctx, pilot); rc >= 0)
        return rc;
    const QString format = formatOption(parser, kTcoCmd, { QStringLiteral("json"), QStringLiteral("csv") }, QStringLiteral("json"), ctx);
    if (format.isEmpty())
        return UsageError;
    std::optional<uncertainty::RangeSettings> rangeSettings;
    if (!readRangeOptions(FlagReader { parser, kTcoCmd, ctx, false }, rangeSettings))
        return UsageError;
    if (rangeSettings && format == QLatin1String("csv"))
        return usageError(ctx, kTcoCmd, QCoreApplication::translate("cp::cli", "--ranges: the ranges are reported in JSON only; use --format json"));
    if (!parser.positionalArguments().isEmpty())
        return usageError(ctx, kTcoCmd, QCoreApplication::translate("cp::cli", "unexpected argument '%1'; this command takes only flags").arg(parser.positionalArguments().constFirst()));
    PriceTier tier = PriceTier::Typical; // the scenario's, then --price-tier's
    QStringList fleetNotes; // an inference plan's fleet grown to its load, said first in the verdict
    const auto input = readInput(parser, ctx, tier, fleetNotes);
    if (!input)
        return UsageError;
    if (!readPriceTier(FlagReader { parser, kTcoCmd, ctx, false }, tier))
        return UsageError;
    const Catalog catalog = Catalog::builtIn().withTier(tier);
    std::optional<tco::SolveTarget> solveTarget;
    if (parser.isSet(QStringLiteral("solve-for"))) {
        solveTarget = tco::solveTargetFromId(parser.value(QStringLiteral("solve-for")));
        if (!solveTarget)
            return usageError(ctx, kTcoCmd, QCoreApplication::translate("cp::cli", "--solve-for: '%1' is not allowed; use server_price|rental_price|utilisation").arg(parser.value(QStringLiteral("solve-for"))));
        if (format == QLatin1String("csv"))
            return usageError(ctx, kTcoCmd, QCoreApplication::translate("cp::cli", "--solve-for: the solved value is reported in JSON only; use --format json"));
    }
    auto result = tco::computeTco(*input, catalog);
    if (!result)
        return reportTcoErrors(ctx, result.errors());
    result->verdict.reasons = fleetNotes + result->verdict.reasons;
    if (const int rc = refuseNonFinite(ctx, kTcoCmd, analysis::nonFiniteNumbers(*result)); rc >= 0)
        return rc;
    if (format == QLatin1String("csv")) {
        writeCsv(ctx, *result);
        return Success;
    }
    QJsonObject json = withPriceTier(resultJson(*result, *input), tier);
    if (rangeSettings) {
        const auto ranges = uncertainty::tcoRanges(*input, *result, *rangeSettings, uncertainty::ErrorModel::shipped(), {}, catalog);
        if (!ranges)
            return reportRangeErrors(ctx, kTcoCmd, ranges.errors());
        insertOptionRanges(json, *ranges);
    }
    if (pilot) {
        QJsonObject calibration = calibrationJson(*pilot, input->acceleratorId);
        calibration.insert(QStringLiteral("note"), QCoreApplication::translate("cp::cli", "the TCO takes the GPU-hours as given; the correction "
                                                                                          "applies where they are estimated (estimate, plan)"));
        json.insert(QStringLiteral("calibration"), calibration);
    }
    if (solveTarget) {
        const auto solved = tco::solveFor(*solveTarget, *input, catalog);
        if (!solved)
            return usageError(ctx, kTcoCmd, QStringLiteral("--solve-for: ") + joinErrors(solved.errors()).replace(QLatin1Char('\n'), QStringLiteral("; ")));
        QJsonObject solve;
        solve.insert(QStringLiteral("for"), solved->target);
        solve.insert(QStringLiteral("value"), optionalNumber(solved->value));
        solve.insert(QStringLiteral("unit"), solved->unit);
        solve.insert(QStringLiteral("base_value"), solved->baseValue);
        solve.insert(QStringLiteral("scale"), solved->scale);
        solve.insert(QStringLiteral("a"), solved->a);
        solve.insert(QStringLiteral("b"), solved->b);
        solve.insert(QStringLiteral("basis"), solved->afterTax ? QStringLiteral("after_tax") : QStringLiteral("before_tax"));
        solve.insert(QStringLiteral("note"), solved->note);
        solve.insert(QStringLiteral("price_key"), solved->priceKey);
        solve.insert(QStringLiteral("solved_option"), solved->solvedOption);
        solve.insert(QStringLiteral("solved"), solved->solvedText);
        json.insert(QStringLiteral("solve"), solve);
    }
    // A compute programme (issue 44): per pool and month, the supply solved on the same basis.
    if (parser.isSet(QStringLiteral("scenario"))) {
        if (const auto s = cplan::readFile(parser.value(QStringLiteral("scenario")), Catalog::builtIn())) {
            if (const Status st = insertProgrammeJson(json, *s); !st)
                return reportTcoErrors(ctx, st.errors());
        }
    }
    writeJson(ctx, QJsonDocument(json));
    return Success;
}

Command tcoCommand()
{
    return { QStringLiteral("tco"), QT_TRANSLATE_NOOP("cp::cli", "Compare 3-year TCO of cloud, lease, self-build and hybrid options."), runTco };
}

} // namespace cp::cli
