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

/// Months in a year, for annual rates and lives given in years.
inline constexpr double kMonthsPerYear = 12.0;

/// A way of paying that rents capacity by the hour or month (no servers are owned).
inline bool isRental(OptionKind k)
{
    return k == OptionKind::OnDemand || k == OptionKind::Commitment || k == OptionKind::Spot || k == OptionKind::Lease;
}

/// A training campaign of the "from plan" demand template.
struct Campaign {
    int startMonth = 1; ///< 1-based month of the horizon
    double gpuHours = 0; ///< GPU-hours of the campaign
    int months = 1; ///< spread evenly over this many months
};

// --- Workload loads (issue 42, added by the workloads change; read by demandProfile() only) ---
/// A monthly load of the "from plan" template: a plan's serving load or its other work on the
/// same GPUs, from a start month for a number of months, growing by a compound rate each month.
struct Load {
    int startMonth = 1; ///< 1-based month of the horizon
    int months = 0; ///< how many months it lasts; 0: to the end of the horizon
    double gpuHoursPerMonth = 0; ///< GPU-hours in its first month
    double growthPerMonth = 0; ///< compound growth each later month (0.05 = +5% a month)
};
// --- end of the workload loads ---

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

/// How the tax depreciation of owned equipment is claimed (corporate income tax).
enum class TaxDepreciation {
    StraightLine, ///< over the tax life (at least 3 years for electronic equipment, 企业所得税法实施条例 第六十条)
    OneTime, ///< one-time deduction, equipment bought 2024-01-01..2027-12-31 up to 5M CNY a unit (财政部 税务总局公告2023年第37号)
};

/// VAT status of the company (增值税一般纳税人 / 小规模纳税人).
enum class VatPayer {
    General, ///< recovers input VAT on its purchases against its output VAT
    Small, ///< small-scale taxpayer: no input VAT recovery, the VAT is part of the cost
};

/// China's tax rules as the after-tax view applies them (see core/tco/tax.h for the rules, their
/// sources and the conventions).
struct TaxSettings {
    bool enabled = true; ///< the verdict uses the after-tax NPV when on
    double incomeTaxRate = 0.25; ///< 企业所得税法 第四条 25%; 15% for 高新技术企业 (第二十八条)
    TaxDepreciation depreciation = TaxDepreciation::StraightLine;
    int taxLifeYears = 3; ///< straight-line tax life of electronic equipment (minimum 3, 实施条例 第六十条)
    double taxResidualFraction = 0.05; ///< 预计净残值 for tax (ASSUMPTION: the common 5%; 实施条例 第五十九条 lets the company set it)
    VatPayer vatPayer = VatPayer::General;
    std::optional<double> leaseVatRate; ///< 0.13 (tangible movable property lease) or 0.06 (compute service); unset: price book
    int purchaseYear = 2026; ///< year the equipment is bought (month 0), for the one-time deduction's window
    QStringList vatExclusiveKeys; ///< price-book keys whose figure is entered without VAT; all others include VAT
};

/// Resale and book depreciation of owned equipment (core/tco/residual.h).
struct ResidualSettings {
    std::optional<double> usefulLifeYears; ///< unset: the price book's depreciation.useful_life_years
    double liquidationFactor = 0.85; ///< share of the market value a sale realises (spotwire: broker 0.85)
    double bookResidualFraction = 0.05; ///< book 预计净残值率 of the accounting view (ASSUMPTION: the common 5%)
};

/// Contract terms and risks of the rental ways (lease, commitment, price drift).
struct ContractTerms {
    int leaseExitMonth = 0; ///< 0 or at/past the horizon: the lease runs the whole horizon; else it ends after this month
    std::optional<double> priceDriftPerYear; ///< yearly change of rental prices (-0.1 = 10% cheaper each year); unset: price book
    std::optional<double> commitmentDiscount3y; ///< unset: price book cloud.commitment_discount_3y
    std::optional<double> depositMonths; ///< lease deposit in months of rent; unset: price book lease.deposit_months
    std::optional<double> earlyExitPenaltyMonths; ///< unset: price book lease.early_exit_penalty_months
    /// Length of one lease contract in months: the rent is fixed for it and renewed at the market
    /// price of the day (the price drift) when it ends. 0: one lease for the whole horizon (at
    /// least the minimum term), its rent fixed throughout.
    int leaseTermMonths = 0;
    std::optional<double> leaseMinTermMonths; ///< unset: price book lease.min_term_months (a shorter lease pays the whole minimum)
    QStringList bookKeys; ///< the price-book keys these were filled from (set by computeTco)
};

/// Multipliers applied to the drivers (1 = the price book as is). The tornado varies these.
struct DriverScale {
    double gpuPrice = 1; ///< server and card purchase prices
    double cloudPrice = 1; ///< cloud GPU-hour prices (on demand, commitment, spot)
    double leaseRent = 1; ///< the bare-metal lease rent alone (on top of cloudPrice): what tco --solve-for rental_price varies when the lease is the cheapest rental
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
    QList<Load> loads; ///< FromPlan: serving and other work of the plan's workloads (issue 42)

    QList<OptionKind> options { OptionKind::OnDemand, OptionKind::Commitment, OptionKind::Spot, OptionKind::Lease,
        OptionKind::Build, OptionKind::Hybrid };
    int commitmentTermMonths = 12; ///< 1 (monthly), 12 (1 year) or 36 (3 years)
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

    /// Options whose channel availability.csv marks unavailable for the accelerator compete all
    /// the same, flagged with a warning (tco --include-unavailable); off: listed as not obtainable.
    bool includeUnavailable = false;

    Checklist checklist;
    TaxSettings tax;
    ResidualSettings residual;
    ContractTerms contract;
    DriverScale scale;
    QHash<QString, double> overrides; ///< price-book key -> user value (key's unit and currency)
};

QString optionId(OptionKind kind); ///< "on_demand", "commitment", "spot", "lease", "build", "hybrid"
QString optionName(OptionKind kind); ///< translated display name
std::optional<OptionKind> optionFromId(const QString &id);
QString demandId(DemandTemplate t); ///< "steady", "peaks", "growing", "plan"
std::optional<DemandTemplate> demandFromId(const QString &id);
QString depreciationId(TaxDepreciation d); ///< "straight-line", "one-time"
std::optional<TaxDepreciation> depreciationFromId(const QString &id);
QString vatPayerId(VatPayer v); ///< "general", "small"
std::optional<VatPayer> vatPayerFromId(const QString &id);

} // namespace cp::tco
