// Worked example 8 (issue 20): fine-tuning on few cards, under each optimizer, precision and
// offload option, and LoRA/QLoRA of a 70B model with the fewest cards.
#include "core/explain/guide.h"

#include "core/explain/markdowntable.h"

#include "core/catalog/catalog.h"
#include "core/estimate/estimate.h"
#include "core/units/format.h"

#include <QCoreApplication>

namespace cp::explain {

namespace {

using estimate::EstimateInput;
using estimate::Optimizer;
using estimate::TrainingMode;

QString fits(bool f)
{
    return f ? QCoreApplication::translate("cp::Guide", "fits") : QCoreApplication::translate("cp::Guide", "does not fit");
}

EstimateInput fineTune(const char *preset, TrainingMode mode, int seqLen, int gpus, int globalBatch)
{
    EstimateInput in;
    in.model = *estimate::preset(QString::fromLatin1(preset));
    in.training.mode = mode;
    in.training.seqLen = seqLen;
    in.training.globalBatch = globalBatch;
    in.hardware.accelerator = QStringLiteral("a100-sxm-80gb");
    in.hardware.gpus = gpus;
    return in;
}

QString sevenBillionOnOneCard(const QLocale &l)
{
    QString md = QCoreApplication::translate("cp::Guide", "### 7B full fine-tune on one 80 GB card, by optimizer, precision and offload\n\n"
                                                          "Llama 2 7B on one A100 80GB (81,920 MiB), sequence length 2,048, micro-batch 1, "
                                                          "full recompute, 16 sequences per step.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Optimizer"), QCoreApplication::translate("cp::Guide", "Master weights"),
        QCoreApplication::translate("cp::Guide", "Offload"), QCoreApplication::translate("cp::Guide", "Peak memory per GPU"),
        QCoreApplication::translate("cp::Guide", "Result"), QCoreApplication::translate("cp::Guide", "Step time"),
        QCoreApplication::translate("cp::Guide", "Tokens/s") });
    struct Option {
        Optimizer optimizer;
        bool master;
        estimate::Offload offload;
    };
    const Option options[] = {
        { Optimizer::AdamW, true, estimate::Offload::None },
        { Optimizer::AdamW, false, estimate::Offload::None },
        { Optimizer::AdamW8bit, true, estimate::Offload::None },
        { Optimizer::AdamW8bit, false, estimate::Offload::None },
        { Optimizer::PagedAdamW8bit, false, estimate::Offload::None },
        { Optimizer::Adafactor, false, estimate::Offload::None },
        { Optimizer::Sgd, false, estimate::Offload::None },
        { Optimizer::AdamW, true, estimate::Offload::Optimizer },
        { Optimizer::AdamW, true, estimate::Offload::OptimizerParams },
    };
    for (const Option &o : options) {
        EstimateInput in = fineTune("llama2-7b", TrainingMode::Full, 2048, 1, 16);
        in.training.optimizer = o.optimizer;
        in.training.masterWeights = o.master;
        in.training.offload = o.offload;
        in.layout.tp = 1;
        in.layout.pp = 1;
        in.layout.dp = 1;
        in.layout.zero = 0;
        in.layout.microBatch = 1;
        in.layout.recompute = estimate::Recompute::Full;
        const auto e = estimate::estimate(in);
        if (!e)
            continue;
        md += tableRow({ estimate::toString(o.optimizer), o.master ? QStringLiteral("fp32") : QCoreApplication::translate("cp::Guide", "none (pure BF16)"),
            estimate::toString(o.offload), units::gibText(e->memory.totalGiB, l), fits(e->memory.fits),
            units::formatDuration(units::seconds(e->iterationTimeS), l), units::formatNumber(e->tokensPerSecondPerGpu, 0, l) });
    }
    return md + QCoreApplication::translate("cp::Guide", "\nMixed-precision AdamW needs 16 bytes per parameter of model states, "
                                                         "more than the card. Pure BF16 training (8 B/param with AdamW, 6 with 8-bit "
                                                         "AdamW), Adafactor, SGD or ZeRO-Offload fit; offload pays the PCIe transfers "
                                                         "and the CPU optimizer step in every step.\n\n");
}

QString seventyBillionLora(const QLocale &l)
{
    QString md = QCoreApplication::translate("cp::Guide", "### 70B LoRA and QLoRA: on 8 cards, and the fewest cards\n\n"
                                                          "Llama 2 70B, rank 16 on all linear layers, sequence length 4,096, "
                                                          "64 sequences per step, A100 80GB.\n\n");
    md += tableHeader({ QCoreApplication::translate("cp::Guide", "Method"), QCoreApplication::translate("cp::Guide", "On 8 cards: layout"),
        QCoreApplication::translate("cp::Guide", "Peak memory per GPU"), QCoreApplication::translate("cp::Guide", "Tokens/s per GPU"),
        QCoreApplication::translate("cp::Guide", "Fewest cards"), QCoreApplication::translate("cp::Guide", "Layout at the fewest") });
    for (const TrainingMode mode : { TrainingMode::Lora, TrainingMode::Qlora }) {
        const EstimateInput in = fineTune("llama2-70b", mode, 4096, 8, 64);
        const auto e = estimate::estimate(in);
        const auto m = estimate::minimumGpus(in, 64);
        const QString layout8 = e ? QStringLiteral("TP %1 · PP %2 · DP %3 · ZeRO %4").arg(e->layout.tp).arg(e->layout.pp).arg(e->layout.dp).arg(e->layout.zero)
                                  : QStringLiteral("—");
        const QString layoutMin = m ? QStringLiteral("TP %1 · PP %2 · DP %3 · ZeRO %4")
                                          .arg(m->estimate.layout.tp)
                                          .arg(m->estimate.layout.pp)
                                          .arg(m->estimate.layout.dp)
                                          .arg(m->estimate.layout.zero)
                                    : QStringLiteral("—");
        md += tableRow({ estimate::toString(mode), layout8, e ? units::gibText(e->memory.totalGiB, l) + QStringLiteral(" (") + fits(e->memory.fits) + QLatin1Char(')') : QStringLiteral("—"),
            e ? units::formatNumber(e->tokensPerSecondPerGpu, 0, l) : QStringLiteral("—"), m ? units::formatNumber(m->gpus, 0, l) : QStringLiteral("—"),
            layoutMin });
    }
    return md + QCoreApplication::translate("cp::Guide", "\nLoRA keeps the 16-bit base (138 GB) and needs it sharded with ZeRO-3/FSDP "
                                                         "or split with tensor parallelism; QLoRA stores the base in 4-bit NF4 (about "
                                                         "35 GB) and fits on one card, at the price of dequantising every weight on "
                                                         "every pass (`estimate --min-gpus` answers the last column).\n\n");
}

} // namespace

QString fineTuningMemoryExample(const QLocale &locale)
{
    return QCoreApplication::translate("cp::Guide", "## 8. Fine-tuning on few cards: optimizers, offload, LoRA and QLoRA\n\n")
        + sevenBillionOnOneCard(locale) + seventyBillionLora(locale);
}

} // namespace cp::explain
