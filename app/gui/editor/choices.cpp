#include "app/gui/editor/choices.h"

#include "core/estimate/model.h"
#include "core/scenario/presets.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLocale>

#include <map>
#include <utility>

namespace cp::gui {

namespace {

struct Label {
    const char *path;
    const char *value;
    const char *text;
};

const Label kLabels[] = {
    { "training.mode", "pretrain", QT_TRANSLATE_NOOP("cp::gui::Choices", "Pretrain from scratch") },
    { "training.mode", "full", QT_TRANSLATE_NOOP("cp::gui::Choices", "Full fine-tune") },
    { "training.mode", "lora", QT_TRANSLATE_NOOP("cp::gui::Choices", "LoRA fine-tune") },
    { "training.mode", "qlora", QT_TRANSLATE_NOOP("cp::gui::Choices", "QLoRA fine-tune (4-bit base)") },
    { "training.mode", "inference", QT_TRANSLATE_NOOP("cp::gui::Choices", "Inference (serving)") },
    { "training.precision", "bf16", QT_TRANSLATE_NOOP("cp::gui::Choices", "BF16 mixed precision") },
    { "training.precision", "fp16", QT_TRANSLATE_NOOP("cp::gui::Choices", "FP16 mixed precision") },
    { "training.precision", "fp8", QT_TRANSLATE_NOOP("cp::gui::Choices", "FP8 (Hopper and newer)") },
    { "training.precision", "tf32", QT_TRANSLATE_NOOP("cp::gui::Choices", "TF32") },
    { "training.optimizer", "adamw", QT_TRANSLATE_NOOP("cp::gui::Choices", "AdamW") },
    { "training.optimizer", "adamw-8bit", QT_TRANSLATE_NOOP("cp::gui::Choices", "AdamW 8-bit") },
    { "training.framework", "megatron", QT_TRANSLATE_NOOP("cp::gui::Choices", "Megatron-Core, NeMo, MindSpeed") },
    { "training.framework", "fsdp", QT_TRANSLATE_NOOP("cp::gui::Choices", "PyTorch FSDP (torchtitan, HF Trainer, LLaMA-Factory)") },
    { "training.language", "en", QT_TRANSLATE_NOOP("cp::gui::Choices", "English text") },
    { "training.language", "zh", QT_TRANSLATE_NOOP("cp::gui::Choices", "Chinese text") },
    { "training.language", "mixed", QT_TRANSLATE_NOOP("cp::gui::Choices", "Mixed Chinese/English") },
    { "training.attention", "flash", QT_TRANSLATE_NOOP("cp::gui::Choices", "FlashAttention (the stack's default)") },
    { "training.attention", "eager", QT_TRANSLATE_NOOP("cp::gui::Choices", "Eager (stores the attention scores)") },
    { "training.attention", "te", QT_TRANSLATE_NOOP("cp::gui::Choices", "TransformerEngine fused attention") },
    //: how mixture-of-experts tokens are sent to experts on other servers
    { "training.ep_dispatch", "alltoall", QT_TRANSLATE_NOOP("cp::gui::Choices", "All-to-all (one copy per expert)") },
    { "training.ep_dispatch", "hierarchical", QT_TRANSLATE_NOOP("cp::gui::Choices", "Hierarchical (DeepEP: one copy per server)") },
    //: whether every mixture-of-experts token reaches its experts, or each expert takes a fixed number
    { "training.moe_schedule", "dropless", QT_TRANSLATE_NOOP("cp::gui::Choices", "Dropless (host waits for the router every MoE layer)") },
    { "training.moe_schedule", "token-drop", QT_TRANSLATE_NOOP("cp::gui::Choices", "Token drop (fixed expert capacity, no wait)") },
    //: how tuned the user's training software stack is (issue 47): moves the expected throughput
    { "training.stack", "unknown", QT_TRANSLATE_NOOP("cp::gui::Choices", "Don't know") },
    { "training.stack", "tuned", QT_TRANSLATE_NOOP("cp::gui::Choices", "Tuned Megatron-Core/NeMo recipe") },
    { "training.stack", "generic", QT_TRANSLATE_NOOP("cp::gui::Choices", "Generic Megatron-DeepSpeed/DeepSpeed/FSDP") },
    { "training.stack", "vendor_port", QT_TRANSLATE_NOOP("cp::gui::Choices", "Vendor port (e.g. Ascend MindSpeed)") },
    //: the number format gradients are kept in and summed across GPUs
    { "training.grad_reduce", "bf16", QT_TRANSLATE_NOOP("cp::gui::Choices", "BF16 (NVIDIA benchmark recipes)") },
    { "training.grad_reduce", "fp32", QT_TRANSLATE_NOOP("cp::gui::Choices", "FP32 (Megatron grad_reduce_in_fp32)") },
    //: gradient checkpointing
    { "hardware.layout.recompute", "none", QT_TRANSLATE_NOOP("cp::gui::Choices", "None (keep all activations)") },
    { "hardware.layout.recompute", "selective", QT_TRANSLATE_NOOP("cp::gui::Choices", "Selective (attention only)") },
    { "hardware.layout.recompute", "full", QT_TRANSLATE_NOOP("cp::gui::Choices", "Full (recompute every layer)") },
    { "constraints.objective", "cheapest", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cheapest") },
    { "constraints.objective", "fastest", QT_TRANSLATE_NOOP("cp::gui::Choices", "Fastest") },
    { "constraints.objective", "balanced", QT_TRANSLATE_NOOP("cp::gui::Choices", "Balanced") },
    { "constraints.pay", "on-demand", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cloud on-demand") },
    { "constraints.pay", "monthly", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cloud monthly") },
    //: cloud spot (pre-emptible) instances
    { "constraints.pay", "spot", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cloud spot") },
    { "price_tier", "low", QT_TRANSLATE_NOOP("cp::gui::Choices", "Low (cheapest seller)") },
    { "price_tier", "typical", QT_TRANSLATE_NOOP("cp::gui::Choices", "Typical (market average)") },
    { "price_tier", "high", QT_TRANSLATE_NOOP("cp::gui::Choices", "High (hyperscaler list)") },
    { "tco.options[]", "on-demand", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cloud on-demand") },
    { "tco.options[]", "monthly", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cloud monthly") },
    { "tco.options[]", "spot", QT_TRANSLATE_NOOP("cp::gui::Choices", "Cloud spot") },
    { "tco.options[]", "lease", QT_TRANSLATE_NOOP("cp::gui::Choices", "Local computing-centre lease") },
    { "tco.options[]", "build", QT_TRANSLATE_NOOP("cp::gui::Choices", "Build own cluster") },
    { "tco.options[]", "hybrid", QT_TRANSLATE_NOOP("cp::gui::Choices", "Hybrid (own base + cloud peaks)") },
    //: VAT taxpayer types
    { "tco.tax.vat_payer", "general", QT_TRANSLATE_NOOP("cp::gui::Choices", "General taxpayer (recovers input VAT)") },
    { "tco.tax.vat_payer", "small", QT_TRANSLATE_NOOP("cp::gui::Choices", "Small-scale taxpayer (no recovery)") },
    { "tco.tax.depreciation", "straight-line", QT_TRANSLATE_NOOP("cp::gui::Choices", "Straight-line (3 years)") },
    { "tco.tax.depreciation", "one-time", QT_TRANSLATE_NOOP("cp::gui::Choices", "One-time deduction (bought 2024-2027)") },
    { "tco.demand.template", "steady", QT_TRANSLATE_NOOP("cp::gui::Choices", "Steady") },
    { "tco.demand.template", "peaks", QT_TRANSLATE_NOOP("cp::gui::Choices", "Quarterly peaks") },
    { "tco.demand.template", "growing", QT_TRANSLATE_NOOP("cp::gui::Choices", "Growing") },
    { "tco.demand.template", "from_plan", QT_TRANSLATE_NOOP("cp::gui::Choices", "Month by month") },
};

} // namespace

QString choiceText(const QString &path, const QString &value)
{
    // A model preset reads as the model's name ("Llama 2 13B"), not its id ("llama2-13b").
    if (path == QLatin1String("model.preset")) {
        if (value == QLatin1String("custom"))
            return QCoreApplication::translate("cp::gui::Choices", "Custom architecture");
        return modelPresetName(value);
    }
    for (const Label &l : kLabels) {
        if (path == QLatin1String(l.path) && value == QLatin1String(l.value))
            return QCoreApplication::translate("cp::gui::Choices", l.text);
    }
    return value;
}

void fillChoices(QComboBox *combo, const QString &path, const QStringList &values)
{
    const QString current = combo->currentData().toString();
    const bool blocked = combo->blockSignals(true);
    combo->clear();
    for (const QString &v : values)
        combo->addItem(choiceText(path, v), v);
    combo->blockSignals(blocked);
    selectChoice(combo, current.isEmpty() && !values.isEmpty() ? values.constFirst() : current);
}

void selectChoice(QComboBox *combo, const QString &value)
{
    const int i = combo->findData(value);
    if (i >= 0 && i != combo->currentIndex()) {
        const bool blocked = combo->blockSignals(true);
        combo->setCurrentIndex(i);
        combo->blockSignals(blocked);
    }
}

QString presetText(const QString &id)
{
    const QString name = modelPresetName(id);
    const double params = estimate::publishedParameters(id);
    if (params <= 0)
        return name;
    //: %1 model name, %2 parameters in billions
    return QCoreApplication::translate("cp::gui::Choices", "%1 · %2 B parameters").arg(name, QLocale().toString(params / 1e9, 'f', 1));
}

void fillPresets(QComboBox *combo)
{
    const QString current = combo->currentData().toString();
    const bool blocked = combo->blockSignals(true);
    combo->clear();
    for (const QString &id : estimate::presetIds())
        combo->addItem(presetText(id), id);
    combo->blockSignals(blocked);
    selectChoice(combo, current);
}

} // namespace cp::gui
