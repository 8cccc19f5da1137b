#pragma once
// The flags shared by the commands: those of the scenario fields (declared by the field registry,
// read into a Scenario by flagscenario.h), the readers of single flags by a field's rule, and the
// JSON and range helpers. With `required` false (a scenario file supplies the base), nothing is
// required and flags that are not given keep the values already in the target.

#include "app/cli/cli.h"
#include "core/analysis/finite.h"
#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/scenario/fields.h"
#include "core/uncertainty/ranges.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cp::cli {

struct FlagReader {
    const QCommandLineParser &parser;
    QString command;
    Context &ctx;
    bool required = true;
};

/// Adds the flag of a scenario field with the registry's --help line (cp::Field::help()).
void addFieldOption(QCommandLineParser &p, const char *flag);
/// Adds the flag of every field of `group` that has one, in registry order, but those in `except`.
void addFieldOptions(QCommandLineParser &p, FieldGroup group, const QStringList &except = {});

/// The flags of the model, training, hardware and layout fields (cp::scenarioFields()).
void addModelOptions(QCommandLineParser &p);
void addTrainingOptions(QCommandLineParser &p);
/// --network and --gpus-per-node; with `singleCluster` also --accelerator and --gpus.
void addHardwareOptions(QCommandLineParser &p, bool singleCluster);
void addLayoutOptions(QCommandLineParser &p);

/// The scenario field a flag sets (cp::Field::flag), as the path of the rule its value is
/// checked against: "tp" -> "hardware.layout.tp", "options" -> "tco.options[]"; empty for flags
/// that set none (--force, --max-gpus ...).
QString fieldPathOf(const QString &flag);

/// Reads a number flag that sets a scenario field through that field's rule
/// (cp::readFieldNumber), so the CLI refuses what the GUI and the .cplan importer refuse, with
/// the same message: "--tp '100': must be 1–64". An unset flag leaves `target`; false after
/// reporting a usage error.
bool readField(const FlagReader &r, const char *flag, std::optional<double> &target);
bool readField(const FlagReader &r, const char *flag, std::optional<int> &target);
/// Like readField; with r.required an unset flag is refused ("--layers: required: must be 1–1,000").
bool readRequiredField(const FlagReader &r, const char *flag, int &target);
/// Reads a word flag that sets a Choice field: the rule's words that this command `supports`
/// (empty: all of them) and the CLI's own `aliases` (stable words older than the table, e.g.
/// --language english). A refused word is reported with the rule's message and what the
/// command takes. False after reporting a usage error.
bool readFieldChoice(const FlagReader &r, const char *flag, QString &target, const QStringList &supports = {},
    const QStringList &aliases = {});

/// Reads --price-tier (low|typical|high, the field price_tier) into `tier`; an unset flag leaves it.
/// False after reporting a usage error naming the allowed words.
bool readPriceTier(const FlagReader &r, PriceTier &tier);

/// Reads an optional whole-number flag into `target`; false after reporting a usage error.
bool readInt(const FlagReader &r, const char *name, qint64 min, qint64 max, std::optional<int> &target);
/// Reads a flag restricted to a list of words; false after reporting a usage error.
bool readChoice(const FlagReader &r, const char *name, const QStringList &allowed, QString &target);

/// The JSON object of a layout (tp, pp, dp, zero, recompute, sequence_parallel, interleave,
/// micro_batch, global_batch, ep, cp), as estimate and plan print it.
QJsonObject layoutJson(const estimate::Layout &l);

/// Parses a command that takes only --flags and prints JSON (estimate, plan): --help, --format
/// json, no positional arguments. Returns -1 to continue, otherwise the exit code to return.
int parseFlagsOnlyJsonCommand(QCommandLineParser &parser, const QStringList &args, Context &ctx, const QString &command);

/// "hardware.layout.micro_batch" or "layout.micro_batch" -> "--micro-batch": errors name the
/// flag the user typed.
QString flagFor(const QString &path);
/// The errors of a core call as one usage-error line naming the flags.
int reportErrors(Context &ctx, const QString &command, const Errors &errors);

/// Prints an engine's result as JSON (estimate, plan): its errors as one usage line naming the
/// flags, a result holding NaN or infinity refused with the reason.
template<class Result, class ToJson>
int writeResult(Context &ctx, const QString &command, const Expected<Result> &result, ToJson toJson)
{
    if (!result)
        return reportErrors(ctx, command, result.errors());
    if (const int rc = refuseNonFinite(ctx, command, analysis::nonFiniteNumbers(*result)); rc >= 0)
        return rc;
    writeJson(ctx, QJsonDocument(toJson(*result)));
    return Success;
}

// --- ranges by Monte Carlo (issue 23): --ranges [--samples N] [--seed S] ----------------------

/// Adds --ranges, --samples and --seed (estimate, plan, tco, serve).
void addRangeOptions(QCommandLineParser &p);
/// Reads them: empty without --ranges; --samples or --seed without --ranges, or a value outside
/// 1 to 1,000,000, is a usage error (false after reporting it).
bool readRangeOptions(const FlagReader &r, std::optional<uncertainty::RangeSettings> &settings);
/// {KPI name -> {p10, p50, p90}}: the `ranges` key.
QJsonObject rangesJson(const uncertainty::Ranges &r);
/// {p10, p50, p90}.
QJsonObject quantilesJson(const uncertainty::Quantiles &q);
/// {samples, seed, drivers}: the `ranges_settings` key beside `ranges`.
QJsonObject rangeSettingsJson(const uncertainty::Ranges &r);
/// The text format's short block: one "KPI  P10 - P50 - P90" line per KPI.
QString rangesText(const uncertainty::Ranges &r);
/// Adds `ranges` and `ranges_settings` to a command's JSON when `r` holds ranges.
void insertRanges(QJsonObject &o, const std::optional<uncertainty::Ranges> &r);
/// Reports a failed range computation (its errors, exit code by kind).
int reportRangeErrors(Context &ctx, const QString &command, const Errors &errors);

} // namespace cp::cli
