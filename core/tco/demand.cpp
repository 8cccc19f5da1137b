#include "core/tco/demand.h"

#include "core/units/units.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace cp::tco {

namespace {

// Shapes of the templates; each has mean 1 over a whole cycle (ASSUMPTION: illustrative shapes,
// the "from plan" template is the one to use when a plan exists).
constexpr double kPeakFactor = 1.5;
constexpr double kValleyFactor = 0.5;
constexpr int kPeakRunMonths = 3;
constexpr double kGrowthStart = 0.5;
constexpr double kGrowthEnd = 1.5;
// A month counts towards sustained demand at this share of the mean (ASSUMPTION).
constexpr double kSustainedShare = 0.75;

double shape(DemandTemplate t, int month, int horizon)
{
    switch (t) {
    case DemandTemplate::PeaksAndValleys:
        return ((month - 1) / kPeakRunMonths) % 2 == 0 ? kPeakFactor : kValleyFactor;
    case DemandTemplate::Growing:
        return horizon <= 1 ? 1.0 : kGrowthStart + (kGrowthEnd - kGrowthStart) * (month - 1) / (horizon - 1);
    case DemandTemplate::Steady:
    case DemandTemplate::FromPlan:
        break;
    }
    return 1.0;
}

void addRange(Errors &errors, const QString &field, double v, double lo, double hi)
{
    if (!(v >= lo && v <= hi))
        errors << Error { field, QCoreApplication::translate("cp::Tco", "%1 is out of range; allowed %2 to %3").arg(v).arg(lo).arg(hi) };
}

} // namespace

double gpuHoursPerGpuMonth() { return units::kHoursPerMonth; }

Errors validate(const TcoInput &in)
{
    Errors e;
    addRange(e, QStringLiteral("gpus"), in.gpus, 1, 100000);
    addRange(e, QStringLiteral("horizon_months"), in.horizonMonths, 1, 60);
    addRange(e, QStringLiteral("start_calendar_month"), in.startCalendarMonth, 1, 12);
    addRange(e, QStringLiteral("utilisation"), in.utilisation, 0, 1);
    addRange(e, QStringLiteral("gpu_hours_per_month"), in.gpuHoursPerMonth, 0, 1e9);
    addRange(e, QStringLiteral("fine_tuning_gpu_hours_per_month"), in.fineTuningGpuHoursPerMonth, 0, 1e9);
    addRange(e, QStringLiteral("inference_gpu_hours_per_month"), in.inferenceGpuHoursPerMonth, 0, 1e9);
    addRange(e, QStringLiteral("discount_rate"), in.discountRate, 0, 1);
    addRange(e, QStringLiteral("sensitivity"), in.sensitivity, 0, 0.9);
    addRange(e, QStringLiteral("checkpoint_interval_hours"), in.checkpointIntervalHours, 0, 1000);
    addRange(e, QStringLiteral("ops_staff_fte"), in.opsStaffFte, 0, 1000);
    addRange(e, QStringLiteral("lease_ops_staff_fte"), in.leaseOpsStaffFte, 0, 1000);
    addRange(e, QStringLiteral("storage_tb"), in.storageTB, 0, 1e6);
    addRange(e, QStringLiteral("bandwidth_mbps"), in.bandwidthMbps, 0, 1e6);
    addRange(e, QStringLiteral("run_gpu_hours"), in.runGpuHours, 0, 1e12);
    addRange(e, QStringLiteral("run_tokens"), in.runTokens, 0, 1e16);
    if (in.commitmentTermMonths != 1 && in.commitmentTermMonths != 12 && in.commitmentTermMonths != 36)
        e << Error { QStringLiteral("commitment_term_months"), QCoreApplication::translate("cp::Tco", "%1 is not allowed; use 1, 12 or 36").arg(in.commitmentTermMonths) };
    addRange(e, QStringLiteral("tax.income_tax_rate"), in.tax.incomeTaxRate, 0, 0.5);
    addRange(e, QStringLiteral("tax.tax_life_years"), in.tax.taxLifeYears, 3, 20); // at least 3: 实施条例 第六十条
    addRange(e, QStringLiteral("tax.tax_residual_fraction"), in.tax.taxResidualFraction, 0, 0.5);
    if (in.tax.leaseVatRate)
        addRange(e, QStringLiteral("tax.lease_vat_rate"), *in.tax.leaseVatRate, 0, 0.2);
    addRange(e, QStringLiteral("tax.purchase_year"), in.tax.purchaseYear, 2000, 2100);
    // 财政部 税务总局公告2023年第37号 covers equipment bought 2024-01-01 to 2027-12-31 only.
    if (in.tax.enabled && in.tax.depreciation == TaxDepreciation::OneTime && (in.tax.purchaseYear < 2024 || in.tax.purchaseYear > 2027))
        e << Error { QStringLiteral("tax.depreciation"), QCoreApplication::translate("cp::Tco", "the one-time deduction applies only to equipment bought from 2024-01-01 to 2027-12-31 "
                                                                                                "(财政部 税务总局公告2023年第37号); the purchase year is %1, so use straight-line")
                                                             .arg(in.tax.purchaseYear) };
    if (in.residual.usefulLifeYears)
        addRange(e, QStringLiteral("residual.useful_life_years"), *in.residual.usefulLifeYears, 1, 15);
    addRange(e, QStringLiteral("residual.liquidation_factor"), in.residual.liquidationFactor, 0, 1);
    addRange(e, QStringLiteral("residual.book_residual_fraction"), in.residual.bookResidualFraction, 0, 0.5);
    addRange(e, QStringLiteral("contract.lease_exit_month"), in.contract.leaseExitMonth, 0, 60); // at or past the horizon: no early exit
    if (in.contract.priceDriftPerYear)
        addRange(e, QStringLiteral("contract.price_drift_per_year"), *in.contract.priceDriftPerYear, -0.5, 0.5);
    if (in.options.isEmpty())
        e << Error { QStringLiteral("options"), QCoreApplication::translate("cp::Tco", "name at least one option") };
    if (in.loan.enabled) {
        addRange(e, QStringLiteral("loan.fraction_of_capex"), in.loan.fractionOfCapex, 0, 1);
        addRange(e, QStringLiteral("loan.annual_rate"), in.loan.annualRate, 0, 1);
        addRange(e, QStringLiteral("loan.term_months"), in.loan.termMonths, 1, 360);
    }
    for (qsizetype i = 0; i < in.campaigns.size(); ++i) {
        const Campaign &c = in.campaigns[i];
        const QString at = QStringLiteral("campaigns[%1]").arg(i);
        addRange(e, at + QStringLiteral(".start_month"), c.startMonth, 1, in.horizonMonths);
        addRange(e, at + QStringLiteral(".months"), c.months, 1, 60);
        addRange(e, at + QStringLiteral(".gpu_hours"), c.gpuHours, 0, 1e12);
    }
    for (qsizetype i = 0; i < in.loads.size(); ++i) {
        const Load &l = in.loads[i];
        const QString at = QStringLiteral("loads[%1]").arg(i);
        addRange(e, at + QStringLiteral(".start_month"), l.startMonth, 1, in.horizonMonths);
        addRange(e, at + QStringLiteral(".months"), l.months, 0, 60);
        addRange(e, at + QStringLiteral(".gpu_hours_per_month"), l.gpuHoursPerMonth, 0, 1e9);
        addRange(e, at + QStringLiteral(".growth_per_month"), l.growthPerMonth, -0.5, 1);
    }
    return e;
}

std::vector<double> demandProfile(const TcoInput &in)
{
    const int horizon = std::max(in.horizonMonths, 0);
    std::vector<double> d(static_cast<size_t>(horizon) + 1, 0.0);
    const double scale = in.scale.utilisation;
    if (in.demand == DemandTemplate::FromPlan) {
        for (int m = 1; m <= horizon; ++m)
            d[static_cast<size_t>(m)] = in.fineTuningGpuHoursPerMonth + in.inferenceGpuHoursPerMonth;
        for (const Campaign &c : in.campaigns) {
            const int months = std::max(c.months, 1);
            for (int m = c.startMonth; m < c.startMonth + months && m <= horizon; ++m)
                d[static_cast<size_t>(m)] += c.gpuHours / months;
        }
        // A load grows by a compound rate each month after its first: level x (1 + g)^(m - start).
        for (const Load &l : in.loads) {
            const int end = l.months > 0 ? std::min(horizon, l.startMonth + l.months - 1) : horizon;
            for (int m = std::max(l.startMonth, 1); m <= end; ++m)
                d[static_cast<size_t>(m)] += l.gpuHoursPerMonth * std::pow(1.0 + l.growthPerMonth, m - l.startMonth);
        }
        for (double &v : d)
            v *= scale;
        return d;
    }
    const double level = in.gpuHoursPerMonth > 0 ? in.gpuHoursPerMonth : in.gpus * gpuHoursPerGpuMonth() * in.utilisation;
    for (int m = 1; m <= horizon; ++m)
        d[static_cast<size_t>(m)] = level * shape(in.demand, m, horizon) * scale;
    return d;
}

int sustainedMonths(const std::vector<double> &demand)
{
    if (demand.size() < 2)
        return 0;
    const double mean = std::accumulate(demand.begin() + 1, demand.end(), 0.0) / static_cast<double>(demand.size() - 1);
    int best = 0;
    int run = 0;
    for (size_t m = 1; m < demand.size(); ++m) {
        run = mean > 0 && demand[m] >= kSustainedShare * mean ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

double demandVariation(const std::vector<double> &demand)
{
    if (demand.size() < 2)
        return 0;
    const double n = static_cast<double>(demand.size() - 1);
    const double mean = std::accumulate(demand.begin() + 1, demand.end(), 0.0) / n;
    if (mean <= 0)
        return 0;
    double var = 0;
    for (size_t m = 1; m < demand.size(); ++m)
        var += (demand[m] - mean) * (demand[m] - mean);
    return std::sqrt(var / n) / mean;
}

} // namespace cp::tco
