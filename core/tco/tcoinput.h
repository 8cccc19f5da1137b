#pragma once
// The inputs of a 3-year TCO comparison as a plain value type. A saved scenario fills one of
// these; the CLI fills it from flags. Every price comes from the price book (cp::Catalog) by
// key; `overrides` holds the user's edits of individual keys (values in the key's own unit
// and currency, as the price book states them: a USD entry is overridden in USD and converted at
// fx.usd_cny). An overridden key counts as confirmed by the user, not as an assumption.

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace cp::tco {

/// How monthly GPU-hour demand is shaped over the horizon (DESIGN.md section 5).
enum class DemandTemplate {
    Steady, ///< the same GPU-hours every month
    PeaksAndValleys, ///< 3 months at 1.5x, 3 months at 0.5x, repeating (mean 1x)
    Growing, ///< linear ramp from 0.5x to 1.5x over the horizon (mean 1x)
    FromPlan, ///< training campaigns at given months plus fine-tuning and inference base load
};

/// The ways of getting the compute that the engine compares.
enum class OptionKind {
    OnDemand, ///< cloud, pay per GPU-hour
    Commitment, ///< cloud monthly/annual commitment for the fleet, overflow on demand
    Spot, ///< preemptible cloud GPUs with restart overhead
    Lease, ///< bare-metal lease from a local intelligent-computing centre, overflow on demand
    Build, ///< own servers in a rented rack, overflow on demand
    Hybrid, ///< owned core of C GPUs sized to minimise TCO, bursts on demand
};

/// A training campaign of the "from plan" demand template.
struct Campaign {
    int startMonth = 1; ///< 1-based month of the horizon
    double gpuHours = 0; ///< GPU-hours of the campaign
    int months = 1; ///< spread evenly over this many months
};

/// Optional financing of the self-build capex.
/// Convention: the nominal annual rate is divided by 12 (monthly rate i = annual / 12, the way
/// Chinese bank loans quote 年利率 and 月利率) and repaid as an annuity P*i/(1-(1+i)^-n) at the end
/// of each month; a balance still open at the horizon is repaid in the last month.
struct Loan {
    bool enabled = false;
    double fractionOfCapex = 0.7; ///< share of the capex borrowed
    double annualRate = 0.045; ///< nominal annual interest rate
    int termMonths = 36;
};

/// The seed article's rent-vs-build checklist: the facts the numbers cannot tell.
struct Checklist {
    bool dedicatedOpsStaff = false; ///< a team that can run a GPU cluster
    bool dataMustStayOnPremises = false; ///< compliance: data may not leave own premises
    bool cheapStablePower = false; ///< a cheap, stable rack and power supply is available
    bool smallTeam = false;
    bool tryManyGpuTypes = false; ///< wants to try several accelerator types
    bool preferPayAsYouGo = false;
};

/// Multipliers applied to the drivers (1 = the price book as is). The tornado varies these.
struct DriverScale {
    double gpuPrice = 1; ///< server and card purchase prices
    double cloudPrice = 1; ///< cloud GPU-hour prices (on demand, commitment, spot)
    double utilisation = 1; ///< demand
    double tariff = 1;
    double pue = 1;
    double residual = 1;
    double staff = 1;
    double discountRate = 1;
};

struct TcoInput {
    QString acceleratorId = QStringLiteral("h100-sxm-80gb");
    int gpus = 64; ///< fleet size for build, lease and commitment
    int horizonMonths = 36; ///< 1..60
    int startCalendarMonth = 1; ///< calendar month (1..12) of horizon month 1, for summer PUE

    DemandTemplate demand = DemandTemplate::Steady;
    double utilisation = 0.7; ///< demand as a share of the fleet's hours (0..1)
    double gpuHoursPerMonth = 0; ///< when > 0, the mean monthly demand instead of utilisation
    QList<Campaign> campaigns; ///< FromPlan
    double fineTuningGpuHoursPerMonth = 0; ///< FromPlan base load
    double inferenceGpuHoursPerMonth = 0; ///< FromPlan base load

    QList<OptionKind> options { OptionKind::OnDemand, OptionKind::Commitment, OptionKind::Spot, OptionKind::Lease,
        OptionKind::Build, OptionKind::Hybrid };
    int commitmentTermMonths = 12; ///< 1 (monthly) or 12 (annual)
    double checkpointIntervalHours = 1.0; ///< spot: work lost per preemption is half of this
    bool hybridCoreLeased = false; ///< hybrid core is leased instead of owned
    double opsStaffFte = 1.0; ///< self-build operations staff
    double leaseOpsStaffFte = 0.5; ///< the lessee's own staff for a leased cluster
    double storageTB = 100; ///< self-build parallel file system, usable TB
    double bandwidthMbps = 200; ///< self-build internet bandwidth
    QString pueKey = QStringLiteral("power.pue.colo");
    QString tariffKey = QStringLiteral("power.tariff.zhejiang");
    QString rackKey = QStringLiteral("colo.rack.hangzhou");
    QString staffKey = QStringLiteral("staff.gpu_ops.hangzhou");
    QList<int> summerCalendarMonths { 6, 7, 8, 9 };
    Loan loan;

    double discountRate = 0.08; ///< annual; see npv() for the convention
    double sensitivity = 0.2; ///< tornado: +/- this share of each driver
    double runGpuHours = 0; ///< one training run, for cost per run (0: not reported)
    double runTokens = 0; ///< its training tokens, for cost per million tokens

    Checklist checklist;
    DriverScale scale;
    QHash<QString, double> overrides; ///< price-book key -> user value (key's unit and currency)
};

QString optionId(OptionKind kind); ///< "on_demand", "commitment", "spot", "lease", "build", "hybrid"
QString optionName(OptionKind kind); ///< translated display name
std::optional<OptionKind> optionFromId(const QString &id);
QString demandId(DemandTemplate t); ///< "steady", "peaks", "growing", "plan"
std::optional<DemandTemplate> demandFromId(const QString &id);

} // namespace cp::tco
