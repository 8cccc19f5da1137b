#pragma once
// The work a plan describes (issue 42): training runs, serving load and other work on the same
// GPUs (cp::Workload, "workloads[]" in a .cplan). The rules here are the scenario's: the kinds,
// their checks, their names and one-line texts, and the migration of a plan saved before
// workloads existed (its utilisation or monthly demand becomes an explicit "other work"
// workload, so its numbers stay). What the workloads cost is the engines' (core/bridge).

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace cp {

const QStringList &workloadKinds(); ///< training|serving|other
/// Translated name of a kind: "Training run", "Serving users", "Other work on the same GPUs".
QString workloadKindName(const QString &kind);

/// A pool's name for people (translated), the one every view, export and CLI text uses: the ids
/// the samples and the wizard give ("train", "finetune", "serve" and their spellings) get a name
/// ("Training pool" / "训练资源池"); any other id is the user's own and is quoted ("Pool “gpu-a”").
/// The id itself stays in tooltips, the appendix and the CLI's JSON.
QString poolDisplayName(const QString &id);

/// The GPUs the older demand inputs refer to: tco.servers x GPUs per node, else hardware.gpus,
/// else one node (the fleet core/bridge prices).
int legacyFleetGpus(const Scenario &scenario);

/// The older demand inputs (tco.utilisation, tco.demand) as workloads with the same demand:
/// - steady, peaks or growing: one "other work" workload of tco.demand.monthly_gpu_hours, or,
///   when that is 0, utilisation x fleet GPUs x 730 h a month (the template still shapes it);
/// - from_plan with GPU-hours by month: one "other work" workload per run of equal months;
/// - from_plan without them: the plan's training run from month 1 and "other work" of the
///   monthly demand over the horizon.
/// Every workload is marked migrated.
QList<Workload> legacyDemandWorkloads(const Scenario &scenario);

/// Whether the workloads define the demand (true when there is at least one); when they do,
/// tco.utilisation and tco.demand.monthly_gpu_hours / monthly are not used.
bool workloadsDefineDemand(const Scenario &scenario);

/// Whether the workloads are only "other work" over the whole horizon at a flat level (as a
/// migrated plan holds) and the demand template is not from_plan: the template (steady, peaks,
/// growing) then still shapes that level, and a fleet grown to a serving load scales it, as
/// before workloads.
bool templateShapesWorkloads(const Scenario &scenario);

/// Whether the workloads are only finite training runs (once, or a number of times): the TCO's
/// horizon is then the months the runs take, not tco.horizon_months.
bool isFiniteRunOnly(const Scenario &scenario);

/// Checks every workload (not their number) against its fields' rules (workloadFields()) and the rules between
/// them and the plan: a training workload needs a training run (training.mode not inference),
/// serving needs requests per second, other work its GPU-hours, and each starts within the
/// horizon. Each error names the field ("workloads[1].qps") and what is allowed.
Errors validateWorkloads(const Scenario &scenario);

/// One line for people: "Training run: once, from month 1", "Serving users: 5 requests/s,
/// 12 h a day, +5% a month", "Other work on the same GPUs: 4,000 GPU-hours a month".
QString workloadText(const Workload &workload, const QLocale &locale = QLocale());

/// The sentence a plan whose workloads were migrated shows (translated); empty when none was.
QString migrationNote(const Scenario &scenario, const QLocale &locale = QLocale());

} // namespace cp
