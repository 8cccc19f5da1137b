#pragma once
// A compute programme's work as demand per pool and month (issue 44): each workload on its pool's
// accelerator, estimated by the engines, and the programme's answer (core/programme) with the
// unassigned workloads placed on the pool where the programme costs least.

#include "core/common/expected.h"
#include "core/programme/programme.h"
#include "core/scenario/scenario.h"

namespace cp::bridge {

/// Whether the plan is a programme (it has pools).
bool isProgramme(const Scenario &scenario);

/// The demand of each pool over `months` with workload i on pool `placement[i]` (an index of
/// scenario.pools; -1: left out). Per workload, month by month:
/// - training: runs of workloads[].gpus GPUs (else hardware.gpus, else one node) for the run's
///   GPU-hours (gpu_hours_per_run, else the plan's training estimated on the pool's accelerator),
///   back to back or every K months from the start month; a run takes its GPUs around the clock
///   for ceil(hours / (GPUs x 730)) months;
/// - serving: the cards its load needs on the pool's accelerator (gpus when given), growing by
///   the monthly rate, for its hours a day;
/// - other: its GPU-hours a month (with growth) on gpus GPUs, else on the fewest that hold them.
QList<programme::PoolDemand> poolDemands(const Scenario &scenario, const QList<int> &placement, int months);

/// The programme's answer: pools solved exactly on the money answer's basis; every workload
/// without a pool tried on each pool (all combinations, at most 6 such workloads) and placed where
/// the programme's basis cost is least. `placement` (optional) receives the pool index of each
/// workload.
Expected<programme::ProgrammeAnswer> programmeAnswer(const Scenario &scenario, QList<int> *placement = nullptr);

} // namespace cp::bridge
