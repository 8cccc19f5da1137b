#include "core/scenario/fieldscope.h"

#include <QHash>

namespace cp {

namespace {

// The registry's fields that do not apply to every plan, by .cplan path (core/scenario/fields.cpp
// holds the rest of each field's declaration; tst_editorscope checks every path here is a field).
const QHash<QString, FieldScope> &scopes()
{
    static const QHash<QString, FieldScope> table = [] {
        QHash<QString, FieldScope> t;
        for (const char *path : { "training.lora_rank", "training.lora_targets" })
            t.insert(QString::fromLatin1(path), FieldScope::Lora);
        for (const char *path : { "model.top_k", "model.expert_ffn", "model.shared_experts", "training.ep_overlap",
                 "training.ep_dispatch", "training.moe_schedule", "hardware.layout.ep" })
            t.insert(QString::fromLatin1(path), FieldScope::Moe);
        for (const char *path : { "training.tokens", "training.dataset_tb", "training.language", "training.global_batch",
                 "training.optimizer", "training.master_weights", "training.offload", "training.host_memory_gib",
                 "training.dropout", "training.grad_reduce", "training.stack", "training.max_tokens_per_step", "hardware.layout.zero",
                 "hardware.layout.micro_batch", "hardware.layout.interleave", "hardware.layout.recompute",
                 // The serving estimate (core/bridge engineinputs inferenceInputFrom) sizes its own
                 // replicas; the training stack and its parallel layout do not enter it.
                 "training.framework", "training.attention", "training.tp_overlap", "hardware.layout.tp", "hardware.layout.pp",
                 "hardware.layout.dp", "hardware.layout.sequence_parallel", "hardware.layout.cp" })
            t.insert(QString::fromLatin1(path), FieldScope::Training);
        for (const char *path : { "inference.qps", "inference.latency_target_ms", "inference.prompt_tokens",
                 "inference.output_tokens", "inference.tpot_ms" })
            t.insert(QString::fromLatin1(path), FieldScope::Serving);
        return t;
    }();
    return table;
}

} // namespace

QStringList scopedFieldPaths() { return scopes().keys(); }

FieldScope fieldScope(const QString &path) { return scopes().value(path, FieldScope::Any); }

bool fieldApplies(const QString &path, const PlanTraits &plan)
{
    switch (fieldScope(path)) {
    case FieldScope::Any:
        return true;
    case FieldScope::Lora:
        return plan.lora;
    case FieldScope::Moe:
        return plan.moe;
    case FieldScope::Training:
        return plan.training;
    case FieldScope::Serving:
        return plan.serving;
    }
    return true;
}

} // namespace cp
