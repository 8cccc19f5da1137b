#pragma once
// The field registry's "applies only with" rule: which plans a field is for. A LoRA rank means
// nothing for a full fine-tune, MoE routing nothing for a dense model, a request rate nothing for
// a training run, training data nothing for a serving plan. The editor and the new-plan wizard
// show a field only for the plans it applies to (unless the user asks for all fields).

#include <QString>
#include <QStringList>

namespace cp {

struct Field;

/// The plans a field applies to.
enum class FieldScope {
    Any,
    Lora, ///< LoRA or QLoRA fine-tuning (rank, target modules)
    Moe, ///< mixture-of-experts models (routing, expert parallelism)
    Training, ///< plans that train (training data, optimizer, batch, memory layout)
    Serving, ///< plans that serve requests (load and latency targets)
};

/// What a plan's work is (bridge::planTraits reads it from a scenario).
struct PlanTraits {
    bool lora = false;
    bool moe = false;
    bool training = true;
    bool serving = false;
};

/// The scope of the registry field at path ("training.lora_rank"); Any for a field of every plan
/// and for a path that is no field.
FieldScope fieldScope(const QString &path);
/// The paths of the fields whose scope is not Any (each must be a registry field: tests check).
QStringList scopedFieldPaths();
/// Whether the field at path applies to a plan with these traits.
bool fieldApplies(const QString &path, const PlanTraits &plan);

} // namespace cp
