#include "core/planner/sizing.h"

#include "core/catalog/datatexts.h"
#include "core/estimate/formulas.h"
#include "core/units/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace cp::planner {

namespace {

bool isLora(estimate::TrainingMode m) { return m == estimate::TrainingMode::Lora || m == estimate::TrainingMode::Qlora; }

/// Bytes per trainable parameter in a resumable checkpoint: weights and optimizer states,
/// without gradients (ZeRO paper section 3.1: 2 + 12 = 14 B for bf16 AdamW; LoRA adapters in
/// fp32 with Adam: 4 + 8).
double checkpointBytesPerParam(const estimate::TrainingSpec &t)
{
    const estimate::formulas::StateBytes b = isLora(t.mode)
        ? estimate::formulas::kAdapterStateBytes
        : estimate::formulas::stateBytes(t.precision, t.optimizer, t.fp32GradAccumulation);
    return b.weights + b.optimizer;
}

/// Bytes per parameter of the exported model: 16-bit weights (safetensors in bf16).
constexpr double kExportBytesPerParam = 2.0;

} // namespace

StoragePlan sizeStorage(const PlanRequest &req, const estimate::Estimate &plan, int gpus, double egressPrice)
{
    StoragePlan s;
    const estimate::TrainingSpec &t = req.training;
    s.datasetDerivedFromTokens = req.storage.datasetTB <= 0;
    s.datasetTB = s.datasetDerivedFromTokens ? t.tokens * estimate::kBytesPerTokenEnglish / units::kBytesPerTB : req.storage.datasetTB;
    s.checkpointBytesPerParam = checkpointBytesPerParam(t);
    s.checkpointGB = plan.trainableParameters * s.checkpointBytesPerParam / units::kBytesPerGB;
    if (isLora(t.mode))
        s.notes << QCoreApplication::translate("cp::Planner", "LoRA/QLoRA checkpoints hold only the adapters and their optimizer states (%1 B per adapter parameter); the frozen base model is stored once.")
                       .arg(s.checkpointBytesPerParam, 0, 'g', 3);
    else
        s.notes << QCoreApplication::translate("cp::Planner", "A resumable checkpoint holds the weights and optimizer states: %1 B per parameter (ZeRO paper: 16-bit weights + fp32 master copy and Adam moments).")
                       .arg(s.checkpointBytesPerParam, 0, 'g', 3);
    s.retained = req.storage.keepLast + req.storage.keepBest;
    s.checkpointStorageTB = s.checkpointGB * s.retained / 1000.0;
    s.totalTB = s.datasetTB + s.checkpointStorageTB;
    s.notes << QCoreApplication::translate("cp::Planner", "Retention keeps the last %1 checkpoints and the best %2.").arg(req.storage.keepLast).arg(req.storage.keepBest);
    s.targetSaveSeconds = req.storage.targetSaveSeconds > 0 ? req.storage.targetSaveSeconds : req.reliability.checkpointMinutes * 60.0;
    s.checkpointWriteGBps = s.checkpointGB / s.targetSaveSeconds;
    const double clusterTokensPerS = plan.tokensPerSecondPerGpu * gpus;
    s.loaderReadGBps = clusterTokensPerS * kLoaderBytesPerToken * kLoaderPeakFactor / units::kBytesPerGB;
    s.notes << QCoreApplication::translate("cp::Planner", "Data-loader reads: %1 tokens/s across the cluster at %2 B per pre-tokenised token, times %3 for shuffling, prefetch and re-reads (assumption).")
                   .arg(clusterTokensPerS, 0, 'f', 0)
                   .arg(kLoaderBytesPerToken, 0, 'g', 2)
                   .arg(kLoaderPeakFactor, 0, 'g', 2);
    const double exportParams = isLora(t.mode) ? plan.trainableParameters : plan.parameters.total;
    s.egressGB = exportParams * kExportBytesPerParam / units::kBytesPerGB * std::max(0, req.storage.egressCopies);
    const SiteOptions &site = req.site;
    if (!site.dataRegion.isEmpty() && !site.computeRegion.isEmpty() && site.dataRegion.compare(site.computeRegion, Qt::CaseInsensitive) != 0) {
        s.egressGB += s.datasetTB * 1000.0;
        s.notes << QCoreApplication::translate("cp::Planner", "Egress includes moving the dataset once from %1 to %2.").arg(site.dataRegion, site.computeRegion);
    }
    s.egressCostCny = egressPrice >= 0 ? s.egressGB * egressPrice : 0.0;
    return s;
}

NetworkPlan sizeNetwork(const estimate::EstimateInput &in, const Catalog &catalog)
{
    NetworkPlan n;
    const Accelerator *acc = catalog.accelerator(in.hardware.accelerator);
    const int perNode = in.hardware.gpusPerNode > 0 ? in.hardware.gpusPerNode : (acc ? acc->gpusPerNode : 8);
    if (in.hardware.gpus <= perNode) {
        n.reason = QCoreApplication::translate("cp::Planner", "One node: the GPUs talk over %1; no inter-node fabric is needed.")
                       .arg(acc ? scaleUpFabricText(acc->scaleUpFabric) : QString());
        return n;
    }
    struct Timed {
        const Fabric *fabric;
        double iterationS;
    };
    QList<Timed> timed;
    for (const Fabric &f : catalog.fabrics()) {
        estimate::EstimateInput probe = in;
        probe.hardware.network = f.id;
        if (const auto e = estimate::estimate(probe, catalog))
            timed << Timed { &f, e->iterationTimeS };
    }
    if (timed.isEmpty())
        return n;
    double fastest = timed.first().iterationS;
    double tcp = 0;
    for (const Timed &t : timed) {
        fastest = std::min(fastest, t.iterationS);
        if (!t.fabric->rdma && (tcp == 0 || t.iterationS < tcp))
            tcp = t.iterationS;
    }
    auto fastEnough = [fastest](const Timed &t) { return t.iterationS <= fastest * (1.0 + kFabricSlowdownTolerance); };
    Timed chosen = *std::min_element(timed.begin(), timed.end(), [](const Timed &a, const Timed &b) { return a.iterationS < b.iterationS; });
    for (const Timed &t : timed) {
        if (fastEnough(t) && t.fabric->perGpuGbps < chosen.fabric->perGpuGbps)
            chosen = t;
    }
    n.fabric = chosen.fabric->id;
    n.rdma = chosen.fabric->rdma;
    n.perGpuGbps = chosen.fabric->perGpuGbps;
    n.slowdownOnTcp = tcp > 0 ? tcp / chosen.iterationS : 1.0;
    if (n.rdma)
        n.reason = QCoreApplication::translate("cp::Planner", "RDMA (%1, %2 Gb/s per GPU): the slowest fabric within %3% of the fastest step time; "
                                                              "on plain TCP Ethernet each step would take %4 times as long.")
                       .arg(fabricNameText(chosen.fabric->name))
                       .arg(n.perGpuGbps, 0, 'g', 4)
                       .arg(kFabricSlowdownTolerance * 100, 0, 'f', 0)
                       .arg(n.slowdownOnTcp, 0, 'f', 2);
    else
        n.reason = QCoreApplication::translate("cp::Planner", "No RDMA needed: on %1 the step is within %2% of the fastest fabric, because the "
                                                              "inter-node traffic of this layout is small or hidden behind compute.")
                       .arg(fabricNameText(chosen.fabric->name))
                       .arg(kFabricSlowdownTolerance * 100, 0, 'f', 0);
    return n;
}

} // namespace cp::planner
