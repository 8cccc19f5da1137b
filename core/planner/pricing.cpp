#include "core/planner/pricing.h"

#include "core/catalog/pricereader.h"
#include "core/common/numeric.h"
#include "core/estimate/formulas.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace cp::planner {

namespace {

void fill(const PriceReader &r, HourlyPrice &h)
{
    h.keys = r.usedKeys();
    h.assumptionKeys = r.assumptionKeys();
}

/// GPUs in a leased server: the price book's lease keys are per 8-GPU server.
constexpr double kLeaseGpusPerServer = 8.0;

} // namespace

std::optional<HourlyPrice> hourlyPrice(const QString &acc, PayMode pay, const QHash<QString, double> &overrides,
    const estimate::Reliability &reliability, const Catalog &catalog)
{
    PriceReader r(catalog, overrides);
    HourlyPrice h;
    const QString onDemandKey = QStringLiteral("cloud.%1.on_demand").arg(acc);
    std::optional<double> base = r.cny(onDemandKey);
    if (!base) {
        if (const QString cheapest = r.cheapestVariant(onDemandKey); !cheapest.isEmpty())
            base = r.cny(cheapest);
    }
    if (!base) {
        const auto lease = r.cny(QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc));
        if (!lease)
            return std::nullopt;
        base = *lease / kLeaseGpusPerServer / units::kHoursPerMonth;
        h.derivedFromLease = true;
    }
    double price = *base;
    switch (pay) {
    case PayMode::Monthly: {
        const auto discount = r.value(QStringLiteral("cloud.monthly_discount"));
        if (!discount)
            return std::nullopt;
        price *= 1.0 - *discount;
        h.wholeMonths = true;
        break;
    }
    case PayMode::Spot: {
        const auto discount = r.value(QStringLiteral("cloud.spot_discount"));
        const auto interval = r.value(QStringLiteral("spot.preemption_interval_hours"));
        const auto restart = r.value(QStringLiteral("spot.restart_hours"));
        if (!discount || !interval || !restart)
            return std::nullopt;
        price *= 1.0 - *discount;
        // A job preempted every `interval` hours on average: one "GPU" with that MTBF in the
        // Young/Daly goodput model, with the estimator's checkpoint stall.
        h.spotGoodput = estimate::formulas::goodput(1, *interval, reliability.checkpointMinutes, *restart * 60.0).fraction;
        break;
    }
    case PayMode::OnDemand:
        break;
    }
    h.cnyPerGpuHour = price;
    fill(r, h);
    return h;
}

double billedHours(const HourlyPrice &price, double wallClockHours)
{
    if (price.wholeMonths)
        return std::max<double>({ std::ceil(wallClockHours / units::kHoursPerMonth - 1e-9), double(price.minimumMonths), 1.0 }) * units::kHoursPerMonth;
    return std::max(1.0, std::ceil(wallClockHours - 1e-9));
}

double runCost(const HourlyPrice &price, int gpus, double wallClockHours)
{
    const double hours = billedHours(price, wallClockHours);
    const int multiple = std::max(1, price.gpuMultiple);
    const int billed = (gpus + multiple - 1) / multiple * multiple;
    return price.cnyPerGpuHour * billed * hours;
}

QString billingId(Billing b)
{
    switch (b) {
    case Billing::Hourly:
        return QStringLiteral("hourly");
    case Billing::Monthly:
        return QStringLiteral("monthly");
    case Billing::Spot:
        return QStringLiteral("spot");
    case Billing::Lease:
        break;
    }
    return QStringLiteral("lease");
}

QString billingName(Billing b)
{
    switch (b) {
    case Billing::Hourly:
        return QCoreApplication::translate("cp::Planner", "cloud on demand, billed hourly");
    case Billing::Monthly:
        return QCoreApplication::translate("cp::Planner", "cloud monthly commitment, billed in whole months of 730 hours");
    case Billing::Spot:
        return QCoreApplication::translate("cp::Planner", "cloud spot, billed hourly");
    case Billing::Lease:
        break;
    }
    return QCoreApplication::translate("cp::Planner", "bare-metal lease from a local computing centre, billed in whole server-months");
}

Channel billingChannel(Billing b) { return b == Billing::Lease ? Channel::Lease : Channel::Cloud; }

QList<Billing> billingsFor(PayMode pay)
{
    QList<Billing> b { Billing::Hourly, Billing::Monthly, Billing::Lease };
    if (pay == PayMode::Spot)
        b.prepend(Billing::Spot);
    return b;
}

std::optional<HourlyPrice> billingPrice(const QString &acc, Billing billing, const QHash<QString, double> &overrides,
    const estimate::Reliability &reliability, const Catalog &catalog)
{
    switch (billing) {
    case Billing::Hourly:
        return hourlyPrice(acc, PayMode::OnDemand, overrides, reliability, catalog);
    case Billing::Monthly:
        return hourlyPrice(acc, PayMode::Monthly, overrides, reliability, catalog);
    case Billing::Spot:
        return hourlyPrice(acc, PayMode::Spot, overrides, reliability, catalog);
    case Billing::Lease:
        break;
    }
    PriceReader r(catalog, overrides);
    const auto lease = r.cny(QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc));
    if (!lease)
        return std::nullopt;
    HourlyPrice h;
    h.cnyPerGpuHour = *lease / kLeaseGpusPerServer / units::kHoursPerMonth;
    h.wholeMonths = true;
    h.minimumMonths = saturatingInt(std::ceil(r.value(QStringLiteral("lease.min_term_months")).value_or(1.0) - 1e-9), 1);
    h.gpuMultiple = int(kLeaseGpusPerServer);
    fill(r, h);
    return h;
}

std::optional<ServingCost> servingCost(const QString &acc, int cards, double outputTokensPerS,
    const QHash<QString, double> &overrides, const Catalog &catalog)
{
    if (cards < 1 || !(outputTokensPerS > 0))
        return std::nullopt;
    const auto price = hourlyPrice(acc, PayMode::OnDemand, overrides, estimate::Reliability {}, catalog);
    if (!price)
        return std::nullopt;
    ServingCost c;
    c.cnyPerCardHour = price->cnyPerGpuHour;
    c.cnyPerMillionOutputTokens = price->cnyPerGpuHour * cards / (outputTokensPerS * units::kSecondsPerHour) * 1e6;
    c.keys = price->keys;
    c.assumptionKeys = price->assumptionKeys;
    c.derivedFromLease = price->derivedFromLease;
    const QString cloud = QStringLiteral("cloud.%1.on_demand").arg(acc);
    const QString lease = QStringLiteral("lease.bare_metal.%1.8gpu").arg(acc);
    for (const QString &k : c.keys) {
        if (k.startsWith(cloud) || k == lease) {
            c.priceKey = k;
            break;
        }
    }
    return c;
}

std::optional<HourlyPrice> egressPricePerGb(const QHash<QString, double> &overrides, const Catalog &catalog)
{
    PriceReader r(catalog, overrides);
    HourlyPrice h;
    const auto v = r.cny(QStringLiteral("storage.egress.cn"));
    if (!v)
        return std::nullopt;
    h.cnyPerGpuHour = *v;
    fill(r, h);
    return h;
}

} // namespace cp::planner
