#include "core/explain/guide_serve.h"

#include "core/explain/markdowntable.h"

#include "core/catalog/catalog.h"
#include "core/estimate/inference.h"
#include "core/planner/pricing.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::explain {

QString servingWorkedExample(const QLocale &l)
{
    constexpr double kQps = 10;
    auto n = [&l](double v, int decimals) { return units::formatNumber(v, decimals, l); };
    QString md = QCoreApplication::translate("cp::Guide", "## 9. Serving a 70B model: L40S vs H20 vs Ascend 910B\n\n"
                                                          "Llama 3 70B in BF16 for 10 requests per second, each 1,024 prompt + 256 output tokens, "
                                                          "first token within 2 s and 50 ms per output token (20 tokens/s per user). The engine "
                                                          "keeps vLLM's default gpu_memory_utilization of 0.9 and a paged KV cache; tensor "
                                                          "parallelism stays inside one 8-card server.\n\n");
    const QStringList head { QCoreApplication::translate("cp::Guide", "Accelerator"), QCoreApplication::translate("cp::Guide", "Scale-up link"), QCoreApplication::translate("cp::Guide", "Cards per replica"), QCoreApplication::translate("cp::Guide", "Requests per replica"), QCoreApplication::translate("cp::Guide", "TTFT"),
        QCoreApplication::translate("cp::Guide", "TPOT"), QCoreApplication::translate("cp::Guide", "Decode step: weights + KV + compute + all-reduce"), QCoreApplication::translate("cp::Guide", "Replicas"), QCoreApplication::translate("cp::Guide", "Cards"),
        QCoreApplication::translate("cp::Guide", "CNY per million output tokens (on demand)") };
    md += tableHeader(head);
    const Catalog &catalog = Catalog::builtIn();
    int cards[3] = { 0, 0, 0 };
    double commShare = 0; // of the L40S decode step
    int i = 0;
    for (const char *id : { "l40s-48gb", "h20-96gb", "ascend-910b" }) {
        estimate::InferenceInput in;
        in.model = *estimate::preset(QStringLiteral("llama3-70b"));
        in.accelerator = QLatin1String(id);
        in.requestsPerSecond = kQps;
        const Accelerator *acc = catalog.accelerator(in.accelerator);
        const auto e = estimate::estimateInference(in, catalog);
        if (!acc || !e || !e->fits) {
            md += tableRow({ acc ? acc->name : in.accelerator, QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"),
                QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), QCoreApplication::translate("cp::Guide", "does not fit"), QStringLiteral("—") });
            ++i;
            continue;
        }
        if (i == 0)
            commShare = e->step.tpCommS / e->tpotS;
        cards[i++] = e->cards;
        const auto cost = planner::servingCost(in.accelerator, e->cards, kQps * in.outputTokens, {}, catalog);
        const estimate::StepBreakdown &s = e->step;
        md += tableRow({ acc->name, acc->scaleUpFabric, n(e->tp, 0), n(e->concurrency, 0), n(e->ttftS * 1000, 0) + QStringLiteral(" ms"),
            n(e->tpotS * 1000, 1) + QStringLiteral(" ms"),
            QStringLiteral("%1 + %2 + %3 + %4 ms").arg(n(s.weightsReadS * 1000, 1), n(s.kvReadS * 1000, 1), n(s.computeS * 1000, 1), n(s.tpCommS * 1000, 1)),
            n(e->replicas, 0), n(e->cards, 0), cost ? n(cost->cnyPerMillionOutputTokens, 1) : QCoreApplication::translate("cp::Guide", "no price in the price book") });
    }
    md += QStringLiteral("\n");
    md += QCoreApplication::translate("cp::Guide", "The table prices the cards on demand, as `serve` does. A saved serving plan's dashboard prices "
                                                   "them the way its verdict pays (the cheapest obtainable option of its TCO: a lease or a build "
                                                   "when that costs less), and its TCO, like `tco --scenario`, prices the fleet grown to the "
                                                   "cards the load needs.\n\n");
    if (cards[0] > 0 && cards[1] > 0)
        md += QCoreApplication::translate("cp::Guide", "L40S needs %1 times the cards of H20 for the same load. Without NVLink every layer's two "
                                                       "all-reduces cross PCIe (64 GB/s), which takes %2 of each decode step and adds to each prompt's "
                                                       "prefill; 48 GB cards also need tensor parallelism 8 before a step reads 141 GB of weights in "
                                                       "under 50 ms. H20 has bandwidth to spare but a sixth of H100's compute, so the prefill of joining "
                                                       "requests dominates its step.\n\n")
                  .arg(n(double(cards[0]) / cards[1], 1))
                  .arg(n(100 * commShare, 0) + QLatin1Char('%'));
    return md;
}

} // namespace cp::explain
