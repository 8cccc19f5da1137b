#include "core/tco/availability.h"

#include "core/catalog/pricetexts.h"

#include <QCoreApplication>

namespace cp::tco {

namespace {

QString channelText(Channel c)
{
    switch (c) {
    case Channel::Purchase:
        return QCoreApplication::translate("cp::Tco", "buying servers");
    case Channel::Lease:
        return QCoreApplication::translate("cp::Tco", "a bare-metal lease from a local computing centre");
    case Channel::Cloud:
        break;
    }
    return QCoreApplication::translate("cp::Tco", "cloud rental");
}

/// "source (availability list, as of DATE)": a reader's text names no file of the project.
QString sourceText(const Availability &a)
{
    //: %1 the availability row's reason and source, %2 its as-of date
    return QCoreApplication::translate("cp::Tco", "%1 (availability list, as of %2)").arg(availabilitySourceText(a.source), a.asOf);
}

QString unavailableText(const QString &accelerator, const Availability &a)
{
    //: %1 accelerator name, %2 a channel such as "buying servers", %3 the reason and its source
    return QCoreApplication::translate("cp::Tco", "%1 cannot be obtained in mainland China through %2: %3").arg(accelerator, channelText(a.channel), sourceText(a));
}

QString restrictedText(const QString &accelerator, const Availability &a, int gpus)
{
    const QString cap = a.maxGpusPerOrder ? QCoreApplication::translate("cp::Tco", "at most %1 GPUs per order").arg(*a.maxGpusPerOrder)
                                          : QCoreApplication::translate("cp::Tco", "no order cap stated");
    QString lead = QCoreApplication::translate("cp::Tco", "no lead time");
    if (!a.leadTimeWeeks)
        lead = QCoreApplication::translate("cp::Tco", "no lead time stated");
    else if (*a.leadTimeWeeks == 1)
        lead = QCoreApplication::translate("cp::Tco", "a lead time of 1 week");
    else if (*a.leadTimeWeeks > 0)
        lead = QCoreApplication::translate("cp::Tco", "a lead time of %1 weeks").arg(*a.leadTimeWeeks);
    //: %1 accelerator name, %2 a channel, %3 "at most N GPUs per order", %4 "a lead time of N weeks", %5 reason and source
    QString text = QCoreApplication::translate("cp::Tco", "%1 through %2 is restricted: %3, %4; %5").arg(accelerator, channelText(a.channel), cap, lead, sourceText(a));
    if (a.maxGpusPerOrder && gpus > *a.maxGpusPerOrder)
        text += QCoreApplication::translate("cp::Tco", "; the fleet of %1 GPUs is above the cap and needs several orders, if it can be had at all").arg(gpus);
    return text;
}

/// Why the spot option cannot be had: no sourced spot market, or a fleet above the largest
/// cluster the market supplies; empty when it can.
QString spotReason(const TcoInput &in, const TcoPrices &p)
{
    if (p.spotMarket == SpotMarket::None)
        return QCoreApplication::translate("cp::Tco", "no sourced China spot market for this accelerator/cluster: the price book has no sourced "
                                                      "spot price for it (the spot discount is a US vendor's figure and applies to US prices only)");
    if (p.spotMarket == SpotMarket::Sourced && !p.spotMaxGpus.keys.isEmpty() && in.gpus > p.spotMaxGpus.value)
        return QCoreApplication::translate("cp::Tco", "the spot market supplies at most %1 GPUs in one cluster; the fleet is %2 GPUs")
            .arg(p.spotMaxGpus.value)
            .arg(in.gpus);
    return {};
}

} // namespace

Channel optionChannel(OptionKind kind, bool hybridCoreLeased)
{
    switch (kind) {
    case OptionKind::OnDemand:
    case OptionKind::Commitment:
    case OptionKind::Spot:
        return Channel::Cloud;
    case OptionKind::Lease:
        return Channel::Lease;
    case OptionKind::Build:
        return Channel::Purchase;
    case OptionKind::Hybrid:
        break;
    }
    return hybridCoreLeased ? Channel::Lease : Channel::Purchase;
}

void markObtainable(QList<OptionResult> &options, const TcoInput &in, const TcoPrices &p, const Catalog &catalog)
{
    const Accelerator *acc = catalog.accelerator(in.acceleratorId);
    const QString name = acc && !acc->name.isEmpty() ? acc->name : in.acceleratorId;
    for (OptionResult &o : options) {
        o.obtainable = true;
        o.notObtainableReason.clear();
        o.warnings.clear();
        const Availability a = catalog.availability(in.acceleratorId, optionChannel(o.kind, in.hybridCoreLeased));
        if (a.status == AvailabilityStatus::Unavailable) {
            if (in.includeUnavailable) {
                o.warnings << QCoreApplication::translate("cp::Tco", "Included on request (--include-unavailable) though it cannot be obtained: %1").arg(unavailableText(name, a));
            } else {
                o.obtainable = false;
                o.notObtainableReason = unavailableText(name, a);
                continue;
            }
        } else if (a.status == AvailabilityStatus::Restricted) {
            o.warnings << restrictedText(name, a, in.gpus);
        }
        if (o.kind == OptionKind::Spot) {
            if (const QString why = spotReason(in, p); !why.isEmpty()) {
                o.obtainable = false;
                o.notObtainableReason = why;
            }
        }
    }
}

} // namespace cp::tco
