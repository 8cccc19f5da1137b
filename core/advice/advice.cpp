#include "core/advice/advice.h"

#include "core/catalog/datatexts.h"

#include <QCoreApplication>

#include <algorithm>

namespace cp::advice {

namespace {

/// ib_send_bw between two healthy nodes reaches about this share of the link rate (assumption:
/// perftest results on HDR/NDR links are typically 90-97% of line rate).
constexpr double kAcceptanceLinkShare = 0.9;

bool startsWithAny(const QString &id, std::initializer_list<const char *> prefixes)
{
    return std::any_of(prefixes.begin(), prefixes.end(), [&id](const char *p) { return id.startsWith(QLatin1String(p)); });
}

Advice make(const QString &id, Severity s, const QString &message) { return Advice { id, s, message }; }

std::optional<Advice> pcieTensorParallel(const AdviceInput &in)
{
    if (!in.accelerator.isPcieOnly() || in.layout.tp <= 1)
        return std::nullopt;
    return make(QStringLiteral("interconnect.pcie_tp"), Severity::Warning,
        QCoreApplication::translate("cp::Advice", "TP=%1 on %2 runs its all-reduces over PCIe (%3), several times slower than NVLink: "
                                                  "prefer TP=1 with pipeline or ZeRO sharding, or cards with NVLink/NVSwitch.")
            .arg(in.layout.tp)
            .arg(in.accelerator.name, scaleUpFabricText(in.accelerator.scaleUpFabric)));
}

std::optional<Advice> lowMemoryBandwidth(const AdviceInput &in)
{
    if (!in.training || in.accelerator.memoryBandwidthTBps >= kMinTrainingBandwidthTBps)
        return std::nullopt;
    return make(QStringLiteral("hardware.low_memory_bandwidth"), Severity::Warning,
        QCoreApplication::translate("cp::Advice", "%1 has %2 TB/s of memory bandwidth, under the %3 TB/s a training card needs: optimizer steps, "
                                                  "normalisation and attention kernels will be memory-bound. It suits inference and small fine-tuning better.")
            .arg(in.accelerator.name)
            .arg(in.accelerator.memoryBandwidthTBps, 0, 'g', 3)
            .arg(kMinTrainingBandwidthTBps, 0, 'g', 2));
}

std::optional<Advice> smallFilesOnNfs(const AdviceInput &in)
{
    if (in.dataStorage != DataStorage::Nfs || !in.smallFiles)
        return std::nullopt;
    return make(QStringLiteral("data.small_files_nfs"), Severity::Warning,
        QCoreApplication::translate("cp::Advice", "Many small files on NFS starve the GPUs on metadata lookups: pack them into large shards "
                                                  "(WebDataset/tar, Arrow, MosaicML streaming), stage them on local NVMe or a parallel file system, "
                                                  "and raise DataLoader num_workers with pin_memory=True."));
}

std::optional<Advice> spotWithoutCheckpoints(const AdviceInput &in)
{
    if (in.pay != PayMode::Spot || in.checkpointing)
        return std::nullopt;
    return make(QStringLiteral("cost.spot_without_checkpoints"), Severity::Critical,
        QCoreApplication::translate("cp::Advice", "Spot instances are reclaimed without warning: without checkpoints every preemption restarts the run "
                                                  "from the beginning. Save (asynchronous, sharded) checkpoints at least hourly, or pay on demand."));
}

std::optional<Advice> dataFarFromCompute(const AdviceInput &in)
{
    if (in.dataRegion.isEmpty() || in.computeRegion.isEmpty()
        || in.dataRegion.compare(in.computeRegion, Qt::CaseInsensitive) == 0)
        return std::nullopt;
    return make(QStringLiteral("data.cross_region"), Severity::Warning,
        QCoreApplication::translate("cp::Advice", "The data (%1) and the GPUs (%2) are in different regions: every epoch would cross the WAN and pay "
                                                  "egress. Copy the %3 TB dataset once into storage next to the GPUs before training.")
            .arg(in.dataRegion, in.computeRegion)
            .arg(in.datasetTB, 0, 'g', 3));
}

std::optional<Advice> mixedPrecisionLever(const AdviceInput &in)
{
    if (!in.training || in.precision != estimate::Precision::Tf32)
        return std::nullopt;
    return make(QStringLiteral("cost.mixed_precision"), Severity::Info,
        QCoreApplication::translate("cp::Advice", "The run is planned in TF32/FP32: BF16 mixed precision doubles tensor-core throughput and halves "
                                                  "activation memory, so the same run needs far fewer GPU-hours."));
}

std::optional<Advice> recomputeLever(const AdviceInput &in)
{
    const bool modelParallel = in.layout.tp * in.layout.pp > 1;
    if (!in.training || in.layout.recompute != estimate::Recompute::None || !modelParallel)
        return std::nullopt;
    return make(QStringLiteral("cost.gradient_checkpointing"), Severity::Info,
        QCoreApplication::translate("cp::Advice", "Gradient (activation) checkpointing trades about a third more compute for much less activation "
                                                  "memory: with it the model may fit with less tensor/pipeline parallelism or a larger micro-batch, "
                                                  "or on cheaper cards. Selective recompute costs only a few percent."));
}

std::optional<Advice> exportControls(const AdviceInput &in)
{
    if (!isMainlandChina(in.computeRegion)
        || !startsWithAny(in.accelerator.id, { "a100", "a800", "h100", "h800", "h200", "b200", "mi300x" }))
        return std::nullopt;
    return make(QStringLiteral("availability.export_controls"), Severity::Info,
        QCoreApplication::translate("cp::Advice", "Availability of %1 in mainland China: US export rules (EAR, BIS rules of 7 October 2022 and "
                                                  "17 October 2023, ECCN 3A090) require a licence to ship this class of accelerator to China, "
                                                  "so new supply is restricted and capacity comes from fleets already installed. Confirm the "
                                                  "provider's stock, contract length and support before committing to it; the price book does "
                                                  "not model availability.")
            .arg(in.accelerator.name));
}

std::optional<Advice> acceptanceChecks(const AdviceInput &in)
{
    if (!in.rented || in.accelerator.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) != 0)
        return std::nullopt;
    const QString topology = in.accelerator.isPcieOnly()
        ? QCoreApplication::translate("cp::Advice", "PIX/PXB between GPUs on the same PCIe switch (these cards have no NVLink)")
        : QCoreApplication::translate("cp::Advice", "NV# between every pair of GPUs (full NVLink/NVSwitch)");
    QString network;
    if (!in.fabricId.isEmpty() && in.fabricGbpsPerGpu > 0)
        network = QCoreApplication::translate("cp::Advice", "; ibstat: every HCA port Active at the fabric rate (%1), and ib_send_bw between two nodes "
                                                            "at about %2 Gb/s per GPU or more")
                      .arg(in.fabricId)
                      .arg(in.fabricGbpsPerGpu * kAcceptanceLinkShare, 0, 'f', 0);
    return make(QStringLiteral("acceptance.rented_node"), Severity::Info,
        QCoreApplication::translate("cp::Advice", "Before accepting a rented node: nvidia-smi -q (no ECC errors or retired pages, power limit and "
                                                  "clocks at spec); nvidia-smi topo -m expecting %1%2; nvidia-smi dmon -s u during a burn-in "
                                                  "expecting GPU utilisation near 100%.")
            .arg(topology, network));
}

} // namespace

QString toString(Severity s)
{
    switch (s) {
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Critical:
        return QStringLiteral("critical");
    case Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

bool isMainlandChina(const QString &region)
{
    const QString r = region.toLower();
    if (r.contains(QLatin1String("hongkong")) || r.contains(QLatin1String("hong-kong")) || r == QLatin1String("hk")
        || r.contains(QLatin1String("macau")) || r.contains(QLatin1String("taiwan")))
        return false;
    return r.startsWith(QLatin1String("cn")) || r.startsWith(QLatin1String("china")) || r == QLatin1String("mainland");
}

const QList<Rule> &rules()
{
    static const QList<Rule> list {
        { QStringLiteral("cost.spot_without_checkpoints"), Severity::Critical, spotWithoutCheckpoints },
        { QStringLiteral("interconnect.pcie_tp"), Severity::Warning, pcieTensorParallel },
        { QStringLiteral("hardware.low_memory_bandwidth"), Severity::Warning, lowMemoryBandwidth },
        { QStringLiteral("data.small_files_nfs"), Severity::Warning, smallFilesOnNfs },
        { QStringLiteral("data.cross_region"), Severity::Warning, dataFarFromCompute },
        { QStringLiteral("cost.mixed_precision"), Severity::Info, mixedPrecisionLever },
        { QStringLiteral("cost.gradient_checkpointing"), Severity::Info, recomputeLever },
        { QStringLiteral("availability.export_controls"), Severity::Info, exportControls },
        { QStringLiteral("acceptance.rented_node"), Severity::Info, acceptanceChecks },
    };
    return list;
}

const Rule *rule(const QString &id)
{
    for (const Rule &r : rules()) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

QList<Advice> adviseAll(const AdviceInput &input)
{
    QList<Advice> out;
    for (const Rule &r : rules()) {
        if (auto a = r.check(input))
            out << *a;
    }
    std::stable_sort(out.begin(), out.end(), [](const Advice &a, const Advice &b) { return int(a.severity) > int(b.severity); });
    return out;
}

} // namespace cp::advice
