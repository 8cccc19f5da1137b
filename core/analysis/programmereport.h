#pragma once
// The programme part of a plan's report (issue 44): for a plan with pools, the programme's answer
// (core/programme, solved once through bridge::programmeAnswer), per pool its money and share,
// the utilisation of its owned and leased servers, what would change its decision
// (programme::ownMoreThreshold) and the chart of its supply against its demand month by month.
// Every text is translated and formatted; the dashboard shows them as they are.

#include "core/chart/chartspec.h"
#include "core/common/expected.h"
#include "core/programme/programme.h"
#include "core/programme/sensitivity.h"
#include "core/scenario/scenario.h"
#include "core/tco/tco.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp::analysis {

/// One pool of the programme as the views show it.
struct ProgrammePool {
    QString id; ///< the pool's id in the plan (object names, tooltips, JSON; never a text)
    QString name; ///< translated, poolDisplayName(id): "Fine-tuning pool"
    QString accelerator; ///< the accelerator's name ("L40S 48GB")
    QString title; ///< translated, "Fine-tuning pool · L40S 48GB"
    QStringList workloads; ///< translated, the workloads it carries ("Monthly LoRA fine-tune (placed by the planner)")
    double basisCny = 0; ///< the pool's cost on the programme's basis (PoolAnswer::money.basisCny)
    double share = 0; ///< basisCny / the programme's basis total (0..1)
    QString money; ///< "4.57 M CNY (after-tax NPV), 21% of the programme"; zh in 万元/亿元
    QString supply; ///< "Lease up to 8 GPUs; rent 3,200 GPU-hours on demand"
    QString supplyMix; ///< the same ways of paying without the sentence, for a table cell
    QString utilisation; ///< the owned and leased servers' busy share, or why there are none
    QString busy; ///< for a table cell: "owned 83%; leased 70%", or "—" without owned or leased servers
    /// What would change the decision: the extra steady demand at which owning more pays (not
    /// searched when buying is not obtainable for the accelerator).
    std::optional<programme::OwnThreshold> threshold;
    QString sensitivity; ///< the sentence about it
    chart::ChartSpec chart; ///< id "programme_<pool id>": the supply stack against the demand
};

struct ProgrammeReport {
    programme::ProgrammeAnswer answer;
    QList<int> placement; ///< the pool index of each workload (bridge::programmeAnswer)
    QString basisName; ///< translated: "after-tax NPV" / "pre-tax NPV"
    QString total; ///< "Programme over 36 months: 12.35 M CNY (after-tax NPV); 13.00 M CNY in cash." (zh: 万元)
    QString verdict; ///< programme::programmeVerdict
    QList<ProgrammePool> pools; ///< in the plan's order of pools
    /// The programme as one way of paying, for views that set plans side by side by their way of
    /// paying (compare::compare): id "programme", per month the pools' cash and after-tax cash
    /// (months 0..T; the upfront instant counts in month 1, the resale in month T as in a TCO
    /// option's cumulative cash: residualCny), per pool a line item of its cash named by
    /// ProgrammePool::name, and the programme's totals and NPVs.
    tco::OptionResult option;

    const ProgrammePool *pool(const QString &id) const;
};

/// The programme's report for a plan with pools, or the errors of its pricing. The basis, the
/// prices and the catalog are the plan's (bridge::tcoInputFrom, bridge::catalogFor).
Expected<ProgrammeReport> programmeReport(const Scenario &scenario, const QLocale &locale = QLocale());

/// The chart of one pool: per month the owned, leased and committed GPUs and the on-demand
/// GPU-hours as average GPUs (hours / units::kHoursPerMonth, 730) stacked, with the GPUs the work needs at
/// once as a line and the GPUs it keeps busy on average (its GPU-hours / 730) as a dashed one. A pool without work in any month gets an empty reason instead.
chart::ChartSpec poolChart(const programme::PoolAnswer &pool, const QString &title, const Scenario &scenario);

} // namespace cp::analysis
