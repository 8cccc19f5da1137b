#include "core/explain/guide.h"

#include "core/explain/guide_serve.h"
#include "core/explain/markdowntable.h"

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/tco/tco.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::explain {

namespace {

using estimate::EstimateInput;
using estimate::TrainingMode;

QString n0(double v, const QLocale &l) { return units::formatNumber(v, 0, l); }
QString n1(double v, const QLocale &l) { return units::formatNumber(v, 1, l); }

QString cardName(const QString &id)
{
    const Accelerator *a = Catalog::builtIn().accelerator(id);
    return a ? a->name : id;
}

double hourlyPrice(const QString &acc)
{
    const PriceEntry *p = Catalog::builtIn().price(QStringLiteral("cloud.%1.on_demand").arg(acc));
    return p && p->value ? *p->value : 0;
}

EstimateInput run(const char *preset, TrainingMode mode, int seqLen, double tokens, const QString &acc, int gpus,
    const QString &network = QString())
{
    EstimateInput in;
    in.model = *estimate::preset(QString::fromLatin1(preset));
    in.training.mode = mode;
    in.training.seqLen = seqLen;
    in.training.tokens = tokens;
    in.hardware.accelerator = acc;
    in.hardware.gpus = gpus;
    in.hardware.network = network;
    return in;
}

QString layoutText(const estimate::Layout &layout)
{
    return QStringLiteral("TP %1 · PP %2 · DP %3 · ZeRO %4").arg(layout.tp).arg(layout.pp).arg(layout.dp).arg(layout.zero);
}

QString fitsText(const estimate::Estimate &e)
{
    return e.memory.fits ? QCoreApplication::translate("cp::Guide", "fits") : QCoreApplication::translate("cp::Guide", "does not fit");
}

// 1 and 6: the same pre-training run on several cards.
QString compareCards(const char *preset, double tokens, const QStringList &cards, int gpus, const QLocale &l)
{
    QString md = tableHeader({ QCoreApplication::translate("cp::Guide", "Accelerator"), QCoreApplication::translate("cp::Guide", "GPUs"),
        QCoreApplication::translate("cp::Guide", "Layout"), QCoreApplication::translate("cp::Guide", "MFU"),
        QCoreApplication::translate("cp::Guide", "Days"), QCoreApplication::translate("cp::Guide", "GPU-hours"),
        QCoreApplication::translate("cp::Guide", "Cost at on-demand price") });
    for (const QString &acc : cards) {
        const auto e = estimate::estimate(run(preset, TrainingMode::Pretrain, 4096, tokens, acc, gpus, QStringLiteral("ib-ndr")));
        if (!e || !e->run) {
            md += tableRow({ cardName(acc), n0(gpus, l), QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"),
                QCoreApplication::translate("cp::Guide", "no layout fits") });
            continue;
        }
        const double price = hourlyPrice(acc);
        md += tableRow({ cardName(acc), n0(gpus, l),
            layoutText(e->layout),
            n1(e->mfu * 100, l) + QLatin1Char('%'), n1(e->run->trainDays, l), n0(e->run->gpuHours, l),
            price > 0 ? units::compactYuan(price * e->run->gpuHours, l) : QCoreApplication::translate("cp::Guide", "no price in the price book") });
    }
    return md;
}

QString example1(const QLocale &l)
{
    return QCoreApplication::translate("cp::Guide", "## 1. How many GPUs to fully train a 70B model, and for how long?\n\n"
                                                    "Llama 2 70B architecture, 2 trillion tokens, sequence length 4,096, "
                                                    "1,024 cards with InfiniBand NDR between servers.\n\n")
        + compareCards("llama2-70b", 2e12, { QStringLiteral("a100-sxm-80gb"), QStringLiteral("h800-sxm-80gb"), QStringLiteral("h20-96gb") },
            1024, l)
        + QCoreApplication::translate("cp::Guide", "\nH800 keeps H100's compute with NVLink cut to 400 GB/s; H20 has about "
                                                   "a sixth of H100's dense BF16 compute, so the same run takes several "
                                                   "times longer.\n\n");
}

QString example2(const QLocale &l)
{
    QString md = QCoreApplication::translate("cp::Guide", "## 2. Is one 80 GB card enough to fully fine-tune a 7B model?\n\n"
                                                          "Llama 2 7B, full fine-tuning on one A100 80GB, sequence length 2,048, "
                                                          "micro-batch 1.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Optimizer"), QCoreApplication::translate("cp::Guide", "Recompute"),
        QCoreApplication::translate("cp::Guide", "Memory per GPU"), QCoreApplication::translate("cp::Guide", "Result") });
    struct Setting {
        estimate::Optimizer optimizer;
        estimate::Recompute recompute;
        const char *optimizerName;
        const char *recomputeName;
    };
    const Setting settings[] = {
        //: activation recompute in the guide's table: none of it
        { estimate::Optimizer::AdamW, estimate::Recompute::None, "AdamW", QT_TRANSLATE_NOOP("cp::Guide", "none") },
        //: activation recompute in the guide's table: every layer's
        { estimate::Optimizer::AdamW, estimate::Recompute::Full, "AdamW", QT_TRANSLATE_NOOP("cp::Guide", "full") },
        { estimate::Optimizer::AdamW8bit, estimate::Recompute::Full, "8-bit AdamW", QT_TRANSLATE_NOOP("cp::Guide", "full") },
    };
    for (const Setting &s : settings) {
        EstimateInput in = run("llama2-7b", TrainingMode::Full, 2048, 0, QStringLiteral("a100-sxm-80gb"), 1);
        in.training.optimizer = s.optimizer;
        in.layout.recompute = s.recompute;
        in.layout.microBatch = 1;
        in.layout.zero = 0;
        const auto e = estimate::estimate(in);
        md += tableRow({ QString::fromLatin1(s.optimizerName), QCoreApplication::translate("cp::Guide", s.recomputeName),
            e ? units::gibText(e->memory.totalGiB, l) : QStringLiteral("—"), e ? fitsText(*e) : QStringLiteral("—") });
    }
    return md + QCoreApplication::translate("cp::Guide", "\nWith AdamW the model states alone take 16 bytes per parameter, "
                                                         "more than one 80 GB card holds for 7B parameters. Shard them with ZeRO "
                                                         "across several cards, or fine-tune with LoRA or QLoRA.\n\n");
}

QString example3(const QLocale &l)
{
    const double tokens = estimate::tokensFromDatasetTB(1.0, estimate::kBytesPerTokenEnglish);
    const auto e = estimate::estimate(run("llama2-13b", TrainingMode::Full, 4096, tokens, QStringLiteral("a100-sxm-80gb"), 8));
    QString md = QCoreApplication::translate("cp::Guide", "## 3. A 13B model on 8×A100 with about 1 TB of training text\n\n");
    if (!e || !e->run)
        return md + QCoreApplication::translate("cp::Guide", "No layout fits.\n\n");
    const double tokensPerStep = double(e->layout.globalBatch) * 4096;
    const double price = hourlyPrice(QStringLiteral("a100-sxm-80gb"));
    md += QCoreApplication::translate("cp::Guide", "- Tokens: 1 TB ÷ %1 bytes per token (English) = %2 tokens\n"
                                                   "- Tokens per step: global batch %3 × sequence length 4,096 = %4\n"
                                                   "- Steps: %2 ÷ %4 = %5\n"
                                                   "- Iteration time: %6 s on 8 GPUs (layout TP %7 · PP %8 · DP %9)\n")
              .arg(n1(estimate::kBytesPerTokenEnglish, l), n0(tokens, l), n0(e->layout.globalBatch, l), n0(tokensPerStep, l),
                  n0(e->run->steps, l), units::formatNumber(e->iterationTimeS, 2, l))
              .arg(e->layout.tp)
              .arg(e->layout.pp)
              .arg(e->layout.dp);
    md += QCoreApplication::translate("cp::Guide", "- Wall clock with failures and checkpoints: %1 days; GPU-hours: %2\n"
                                                   "- Cost at %3 per GPU-hour on demand: %4\n\n")
              .arg(n1(e->run->trainDays, l), n0(e->run->gpuHours, l), units::formatMoney(units::yuan(price), units::MoneyStyle::Plain, l),
                  units::compactYuan(price * e->run->gpuHours, l));
    return md;
}

QString example4(const QLocale &l)
{
    QString md = QCoreApplication::translate("cp::Guide", "## 4. LoRA vs QLoRA vs full fine-tuning of 70B on 8 cards\n\n"
                                                          "Llama 2 70B, sequence length 2,048, 8 cards in one server; the "
                                                          "estimator chooses the layout that fits best.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Mode"), QCoreApplication::translate("cp::Guide", "Accelerator"),
        QCoreApplication::translate("cp::Guide", "Layout"), QCoreApplication::translate("cp::Guide", "Memory per GPU"),
        QCoreApplication::translate("cp::Guide", "Result") });
    const std::pair<TrainingMode, const char *> modes[] = { { TrainingMode::Full, "full" }, { TrainingMode::Lora, "LoRA" },
        { TrainingMode::Qlora, "QLoRA" } };
    for (const QString &acc : { QStringLiteral("a100-sxm-80gb"), QStringLiteral("l40s-48gb") }) {
        for (const auto &[mode, name] : modes) {
            const auto e = estimate::estimate(run("llama2-70b", mode, 2048, 0, acc, 8));
            md += tableRow({ QString::fromLatin1(name), cardName(acc), e ? layoutText(e->layout) : QStringLiteral("—"),
                e ? units::gibText(e->memory.totalGiB, l) : QStringLiteral("—"), e ? fitsText(*e) : QStringLiteral("—") });
        }
    }
    return md + QStringLiteral("\n");
}

QString example5(const QLocale &l)
{
    QString md = QCoreApplication::translate("cp::Guide", "## 5. Rent, lease from a local centre, or build: 16 H800 over 3 years\n\n");
    md += QCoreApplication::translate("cp::Guide", "Each way of paying's after-tax NPV, the basis the verdict ranks by; break-even is on the same basis "
                                                   "(discounted, resale at the horizon included).\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Utilisation"), QCoreApplication::translate("cp::Guide", "Cloud on demand"),
        QCoreApplication::translate("cp::Guide", "Local-centre lease"), QCoreApplication::translate("cp::Guide", "Self-build"),
        QCoreApplication::translate("cp::Guide", "Build breaks even"), QCoreApplication::translate("cp::Guide", "Recommended") });
    QString verdicts;
    for (const double u : { 0.4, 0.7, 0.9 }) {
        tco::TcoInput in;
        in.acceleratorId = QStringLiteral("h800-sxm-80gb");
        in.gpus = 16;
        in.utilisation = u;
        in.options = { tco::OptionKind::OnDemand, tco::OptionKind::Lease, tco::OptionKind::Build };
        const auto r = tco::computeTco(in);
        if (!r)
            continue;
        std::optional<double> be;
        for (const tco::BreakEven &b : r->breakEven) {
            if ((b.a == QLatin1String("build") && b.b == QLatin1String("on_demand")) || (b.a == QLatin1String("on_demand") && b.b == QLatin1String("build")))
                be = b.month;
        }
        const tco::OptionResult *rec = r->option(r->verdict.recommended);
        const tco::OptionResult *build = r->option(QStringLiteral("build"));
        const tco::OptionResult *cloud = r->option(QStringLiteral("on_demand"));
        const bool buildCheaper = build->decisionNpvCny <= cloud->decisionNpvCny;
        md += tableRow({ n0(u * 100, l) + QLatin1Char('%'), units::compactYuan(cloud->decisionNpvCny, l),
            units::compactYuan(r->option(QStringLiteral("lease"))->decisionNpvCny, l), units::compactYuan(build->decisionNpvCny, l),
            be && buildCheaper ? QCoreApplication::translate("cp::Guide", "month %1").arg(n1(*be, l))
                : buildCheaper ? QCoreApplication::translate("cp::Guide", "cheaper from the start")
                               : QCoreApplication::translate("cp::Guide", "not within 36 months"),
            rec ? rec->name : r->verdict.recommended });
        if (!r->verdict.reasons.isEmpty())
            verdicts += QStringLiteral("- %1: %2\n").arg(n0(u * 100, l) + QLatin1Char('%'), r->verdict.reasons.constFirst());
    }
    return md + QStringLiteral("\n") + verdicts
        + QCoreApplication::translate("cp::Guide", "\nRack rent, electricity tariff, staff cost and lease prices are assumptions "
                                                   "in the default price book: replace them with your own quotes.\n\n");
}

QString example6(const QLocale &l)
{
    return QCoreApplication::translate("cp::Guide", "## 6. Must we use H100? The same run on A100, H800, H20 and Ascend 910B\n\n"
                                                    "Llama 2 13B pre-training on 500 billion tokens, 256 cards.\n\n")
        + compareCards("llama2-13b", 5e11,
            { QStringLiteral("h100-sxm-80gb"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("h800-sxm-80gb"), QStringLiteral("h20-96gb"),
                QStringLiteral("ascend-910b") },
            256, l)
        + QStringLiteral("\n");
}

QString example7(const QLocale &l)
{
    QString md = QCoreApplication::translate("cp::Guide", "## 7. PCIe-only 8×A100 vs NVLink: what tensor parallelism costs on PCIe\n\n"
                                                          "Llama 2 13B, sequence length 4,096, 8 cards in one server, tensor "
                                                          "parallelism 8.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Accelerator"), QCoreApplication::translate("cp::Guide", "Iteration time"),
        QCoreApplication::translate("cp::Guide", "Exposed TP communication"), QCoreApplication::translate("cp::Guide", "Tokens/s per GPU") });
    double share[2] = { 0, 0 };
    int i = 0;
    for (const QString &acc : { QStringLiteral("a100-sxm-80gb"), QStringLiteral("a100-pcie-80gb") }) {
        EstimateInput in = run("llama2-13b", TrainingMode::Pretrain, 4096, 0, acc, 8);
        in.layout.tp = 8;
        in.layout.pp = 1;
        in.layout.dp = 1;
        const auto e = estimate::estimate(in);
        if (!e)
            continue;
        share[i++] = e->time.tensorParallelS / e->iterationTimeS;
        md += tableRow({ cardName(acc), units::formatDuration(units::seconds(e->iterationTimeS), l),
            units::formatDuration(units::seconds(e->time.tensorParallelS), l), n0(e->tokensPerSecondPerGpu, l) });
    }
    return md + QCoreApplication::translate("cp::Guide", "\nTensor parallelism exchanges activations four times per layer. "
                                                         "Exposed communication is %1% of each step on NVLink and %2% on PCIe: "
                                                         "keep TP inside NVLink, or use data parallelism with ZeRO on PCIe cards.\n")
                    .arg(n0(share[0] * 100, l), n0(share[1] * 100, l));
}

} // namespace

QString workedExamplesMarkdown(const QLocale &locale)
{
    QString md = QCoreApplication::translate("cp::Guide", "# Compute Planner: worked examples\n\n"
                                                          "Every number below is computed by the app's engines with the built-in "
                                                          "price book and calibration; regenerate this page with "
                                                          "`computeplanner-cli guide`.\n\n");
    md += example1(locale) + example2(locale) + example3(locale) + example4(locale) + example5(locale) + example6(locale)
        + example7(locale);
    md += fineTuningMemoryExample(locale);
    md += QStringLiteral("\n") + servingWorkedExample(locale);
    md += tcoWorkedExample(locale); // core/explain/guide_tco.cpp
    md += QStringLiteral("\n") + programmeWorkedExample(locale); // core/explain/guide_programme.cpp
    return md;
}

} // namespace cp::explain
