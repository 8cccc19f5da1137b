#include "core/scenario/fields.h"

#include "core/scenario/fielddata.h"

#include "core/catalog/catalog.h"

#include "core/scenario/presets.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>
#include <type_traits>

namespace cp {

namespace {

using namespace fielddata;
using Kind = FieldRule::Kind;
using G = FieldGroup;

QStringList withCustom(QStringList ids)
{
    ids.prepend(QStringLiteral("custom"));
    return ids;
}

/// A registry entry under construction: `ref` gives the member the field is stored in.
class Entry {
public:
    template<class Ref>
    Entry(const char *path, G group, const char *label, Ref ref)
    {
        using T = std::remove_reference_t<decltype(ref(std::declval<Scenario &>()))>;
        m_f.path = QString::fromLatin1(path);
        m_f.group = group;
        m_f.type = TypeOf<T>::value;
        m_f.labelSource = label;
        // Reading through the reference only; the const_cast never writes.
        m_f.m_get = [ref](const Scenario &s) { return toData(ref(const_cast<Scenario &>(s))); };
        m_f.m_set = [ref](Scenario &s, const FieldData &d) { fromData(ref(s), d); };
        if (m_f.type == FieldType::Integer || m_f.type == FieldType::OptionalInteger)
            m_f.format = FieldFormat::Count;
        else if (m_f.type == FieldType::Number || m_f.type == FieldType::OptionalNumber)
            m_f.format = FieldFormat::Decimal;
    }
    Entry &rule(FieldRule r)
    {
        r.path = m_f.path;
        m_f.rule = std::move(r);
        return *this;
    }
    Entry &entries(FieldRule r)
    {
        r.path = m_f.path + QStringLiteral("[]");
        m_f.entryRule = std::move(r);
        return *this;
    }
    Entry &unit(const char *u)
    {
        m_f.unitSource = u;
        return *this;
    }
    Entry &flag(const char *name, const char *valueName, const char *help)
    {
        m_f.flag = QString::fromLatin1(name);
        m_f.valueName = QString::fromLatin1(valueName);
        m_f.helpSource = help;
        return *this;
    }
    Entry &format(FieldFormat f)
    {
        m_f.format = f;
        return *this;
    }
    Entry &ids(FieldIds i)
    {
        m_f.ids = i;
        return *this;
    }
    Entry &required()
    {
        m_f.required = true;
        return *this;
    }
    Entry &notCompared()
    {
        m_f.compared = false;
        return *this;
    }
    Entry &type(FieldType t)
    {
        m_f.type = t;
        return *this;
    }
    /// A field read for people only (the workloads' one-line texts); writing it changes nothing.
    Entry &readOnly(std::function<FieldData(const Scenario &)> get)
    {
        m_f.m_get = std::move(get);
        m_f.m_set = [](Scenario &, const FieldData &) {};
        return *this;
    }
    operator Field() const { return m_f; }

private:
    Field m_f;
};

#define CP_AT(member) \
    [](Scenario & s) -> auto & { return s.member; }

// Ranges are sanity limits for inputs, not engineering limits: wide enough for every published
// model and cluster (e.g. 405B dense, DeepSeek-V3 MoE with 256 experts, 100k-GPU clusters).
// The order is the .cplan order: the reader walks it, so notes and errors come in this order.
// clang-format off
QList<Field> metaFields()
{
    return {
        Entry("name", G::Meta, QT_TRANSLATE_NOOP("cp::Fields", "Name"), CP_AT(name)).rule(text(1, 200)).required().notCompared(),
        Entry("notes", G::Meta, QT_TRANSLATE_NOOP("cp::Fields", "Notes"), CP_AT(notes)).rule(text(0, 20000)).notCompared(),
        Entry("tags", G::Meta, QT_TRANSLATE_NOOP("cp::Fields", "Tags"), CP_AT(tags)).rule(integer(0, 32)).entries(text(1, 40)).notCompared(),
        Entry("created", G::Meta, QT_TRANSLATE_NOOP("cp::Fields", "Created"), CP_AT(created)).notCompared(),
        Entry("updated", G::Meta, QT_TRANSLATE_NOOP("cp::Fields", "Last saved"), CP_AT(updated)).notCompared(),
        Entry("app_version", G::Meta, QT_TRANSLATE_NOOP("cp::Fields", "Saved with"), CP_AT(appVersion)).rule(text(0, 40)).notCompared(),
    };
}

QList<Field> modelFields()
{
    return {
        Entry("model.preset", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Model preset"), CP_AT(model.preset))
            .rule(choice(withCustom(modelPresetIds())))
            .flag("preset", "id", QT_TRANSLATE_NOOP("cp::Fields", "Model preset id: llama2-7b, llama3-70b, qwen2.5-72b, deepseek-v3 ... (an unknown id lists them all).")),
        Entry("model.layers", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Layers"), CP_AT(model.layers)).rule(integer(1, 1000))
            .flag("layers", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: transformer layers.")),
        Entry("model.hidden", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Hidden size"), CP_AT(model.hidden)).rule(integer(64, 131072))
            .flag("hidden", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: hidden size.")),
        Entry("model.heads", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Attention heads"), CP_AT(model.heads)).rule(integer(1, 1024))
            .flag("heads", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: attention heads.")),
        Entry("model.kv_heads", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Key/value heads"), CP_AT(model.kvHeads)).rule(integer(0, 1024))
            .flag("kv-heads", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: key/value heads (GQA); default = heads.")),
        Entry("model.head_dim", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Head width"), CP_AT(model.headDim)).rule(integer(0, 1024))
            .flag("head-dim", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: width of one attention head (config.json head_dim); default hidden / heads.")),
        Entry("model.sliding_window", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Sliding window"), CP_AT(model.slidingWindow))
            .unit(QT_TRANSLATE_NOOP("cp::Fields", "tokens")).rule(integer(0, 1048576))
            .flag("sliding-window", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: keys a windowed layer attends (config.json sliding_window); 0: every layer attends the whole context.")),
        Entry("model.windowed_layers", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Windowed layers"), CP_AT(model.windowedLayers)).rule(integer(0, 1000))
            .flag("windowed-layers", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: how many layers attend only the sliding window (gpt-oss: half of them).")),
        Entry("model.ffn", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Feed-forward size"), CP_AT(model.ffn)).rule(integer(0, 524288))
            .flag("ffn", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: FFN width; default 4 x hidden.")),
        Entry("model.swiglu", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "SwiGLU"), CP_AT(model.swiglu))
            .flag("swiglu", "", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: gated (SwiGLU) FFN with untied embeddings.")),
        Entry("model.vocab", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Vocabulary"), CP_AT(model.vocab)).rule(integer(1000, 1000000))
            .flag("vocab", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: vocabulary size.")),
        Entry("model.experts", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Experts"), CP_AT(model.experts)).rule(integer(0, 1024))
            .flag("experts", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom model: routed experts per MoE layer (0: dense).")),
        Entry("model.top_k", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Experts per token"), CP_AT(model.topK)).rule(integer(0, 64))
            .flag("top-k", "k", QT_TRANSLATE_NOOP("cp::Fields", "Custom MoE model: routed experts per token.")),
        Entry("model.expert_ffn", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Expert feed-forward size"), CP_AT(model.expertFfn)).rule(integer(0, 524288))
            .flag("expert-ffn", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom MoE model: FFN width of one expert; default the FFN width.")),
        Entry("model.shared_experts", G::Model, QT_TRANSLATE_NOOP("cp::Fields", "Shared experts"), CP_AT(model.sharedExperts)).rule(integer(0, 64))
            .flag("shared-experts", "n", QT_TRANSLATE_NOOP("cp::Fields", "Custom MoE model: always-active shared experts per MoE layer.")),
    };
}

QList<Field> trainingFields()
{
    return {
        Entry("training.mode", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Training mode"), CP_AT(training.mode)).rule(choice(trainingModes()))
            .flag("mode", "mode", QT_TRANSLATE_NOOP("cp::Fields", "pretrain|full|lora|qlora.")),
        Entry("training.lora_rank", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "LoRA rank"), CP_AT(training.loraRank)).rule(integer(1, 1024))
            .flag("lora-rank", "n", QT_TRANSLATE_NOOP("cp::Fields", "LoRA rank.")),
        Entry("training.precision", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Precision"), CP_AT(training.precision)).rule(choice(precisions()))
            .flag("precision", "precision", QT_TRANSLATE_NOOP("cp::Fields", "bf16|fp16|fp8|tf32.")),
        Entry("training.optimizer", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Optimizer"), CP_AT(training.optimizer)).rule(choice(optimizers()))
            .flag("optimizer", "name", QT_TRANSLATE_NOOP("cp::Fields", "adamw|adamw8bit|paged-adamw8bit|adafactor|sgd (bytes per parameter: 8, 2, 2 paged, ~0, 4 plus master weights).")),
        Entry("training.seq_len", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Sequence length"), CP_AT(training.seqLen)).rule(integer(128, 1048576))
            .flag("seq-len", "n", QT_TRANSLATE_NOOP("cp::Fields", "Sequence length in tokens.")),
        Entry("training.tokens", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Training tokens"), CP_AT(training.tokens)).rule(number(1e6, 1e15))
            .format(FieldFormat::Tokens)
            .flag("tokens", "n", QT_TRANSLATE_NOOP("cp::Fields", "Training tokens for the whole run: 2e12, 2T, 1.4T.")),
        Entry("training.dataset_tb", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Dataset size"), CP_AT(training.datasetTb)).rule(number(0.001, 100000))
            .unit(QT_TRANSLATE_NOOP("cp::Fields", "TB"))
            .flag("dataset-tb", "tb", QT_TRANSLATE_NOOP("cp::Fields", "Training data in TB of raw text, instead of --tokens.")),
        Entry("training.language", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Data language"), CP_AT(training.language)).rule(choice(textLanguages()))
            .flag("language", "language", QT_TRANSLATE_NOOP("cp::Fields", "Language of --dataset-tb: english (4 B/token) or chinese (4.2 B/token).")),
        Entry("training.global_batch", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Global batch"), CP_AT(training.globalBatch)).rule(integer(1, 1000000))
            .unit(QT_TRANSLATE_NOOP("cp::Fields", "sequences"))
            .flag("global-batch", "n", QT_TRANSLATE_NOOP("cp::Fields", "Global batch in sequences.")),
        Entry("training.master_weights", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Master weights"), CP_AT(training.masterWeights)).rule(choice(masterWeightModes()))
            .flag("master-weights", "fp32|none", QT_TRANSLATE_NOOP("cp::Fields", "fp32 master weights (mixed precision) or none (pure BF16 with BF16 optimizer states).")),
        Entry("training.offload", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Offload"), CP_AT(training.offload)).rule(choice(offloadModes()))
            .flag("offload", "what", QT_TRANSLATE_NOOP("cp::Fields", "none|optimizer|optimizer+params: ZeRO-Offload / ZeRO-Infinity to host memory.")),
        Entry("training.host_memory_gib", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Host memory per node"), CP_AT(training.hostMemoryGiB)).rule(number(1, 65536))
            .unit(QT_TRANSLATE_NOOP("cp::Fields", "GiB"))
            .flag("host-memory-gib", "gib", QT_TRANSLATE_NOOP("cp::Fields", "Host memory per node for offload; default from the catalog's server.")),
        Entry("training.dropout", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Dropout"), CP_AT(training.dropout)).rule(number(0, 0.9))
            .flag("dropout", "p", QT_TRANSLATE_NOOP("cp::Fields", "Dropout probability; masks are stored only when > 0 (default 0).")),
        Entry("training.attention", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Attention kernel"), CP_AT(training.attention)).rule(choice(attentionKernels()))
            .flag("attention", "flash|eager|te", QT_TRANSLATE_NOOP("cp::Fields", "flash (the stack's FlashAttention: no stored attention scores), eager (stores them) or te (TransformerEngine's fused attention, faster on Hopper in a PyTorch-native stack).")),
        Entry("training.lora_targets", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "LoRA targets"), CP_AT(training.loraTargets)).rule(choice(loraTargetModes()))
            .flag("lora-targets", "which", QT_TRANSLATE_NOOP("cp::Fields", "attention|all-linear: the matrices that get LoRA adapters.")),
        Entry("training.tp_overlap", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Tensor-parallel overlap"), CP_AT(training.tpOverlap)).rule(choice(tpOverlapModes()))
            .flag("tp-overlap", "none|async", QT_TRANSLATE_NOOP("cp::Fields", "none (every TP collective waits) or async (TransformerEngine-style overlap with the GEMMs; never over PCIe).")),
        Entry("training.ep_overlap", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Expert-parallel overlap"), CP_AT(training.epOverlap)).rule(choice(epOverlapModes()))
            .flag("ep-overlap", "none|async|auto", QT_TRANSLATE_NOOP("cp::Fields", "none (MoE all-to-all waits), async (DualPipe-style: one micro-batch's all-to-all behind another's compute) or auto (default: what the framework offers; Megatron-Core's EP overlap, none on FSDP stacks).")),
        Entry("training.ep_dispatch", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Expert-parallel dispatch"), CP_AT(training.epDispatch)).rule(choice(epDispatchModes()))
            .flag("ep-dispatch", "alltoall|hierarchical", QT_TRANSLATE_NOOP("cp::Fields", "alltoall (one copy of a token per routed expert on another GPU) or hierarchical (DeepEP-style: one copy per remote node, forwarded over NVLink).")),
        Entry("training.moe_schedule", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "MoE token schedule"), CP_AT(training.moeSchedule)).rule(choice(moeScheduleModes()))
            .flag("moe-schedule", "dropless|token-drop", QT_TRANSLATE_NOOP("cp::Fields", "dropless (every token reaches its experts; the host waits for the router's counts every MoE layer, so the experts' kernel launches add to the step) or token-drop (a fixed expert capacity: no wait, the launches hide behind the GPU's work).")),
        Entry("training.framework", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Training framework"), CP_AT(training.framework)).rule(choice(frameworkModes()))
            .flag("framework", "megatron|fsdp", QT_TRANSLATE_NOOP("cp::Fields", "megatron (Megatron-Core, NeMo, MindSpeed) or fsdp (torchtitan, llm-foundry, HF Trainer): attention kernel, selective recompute and MoE expert GEMMs.")),
        Entry("training.stack", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "How tuned the training stack is"), CP_AT(training.stack)).rule(choice(stackModes()))
            .flag("stack", "unknown|tuned|generic|vendor_port", QT_TRANSLATE_NOOP("cp::Fields", "tuned (a Megatron-Core/NeMo recipe tuned for the model), generic (Megatron-DeepSpeed, DeepSpeed, FSDP or HF Trainer as shipped) or vendor_port (e.g. Ascend MindSpeed): throughput times the median of published runs of that class, ranges from its band. unknown (default): ranges wide enough for every class; a pilot run recorded with 'calibrate add' (then --db) removes this uncertainty.")),
        Entry("training.grad_reduce", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Gradient precision"), CP_AT(training.gradReduce)).rule(choice(gradReduceModes()))
            .flag("grad-reduce", "bf16|fp32", QT_TRANSLATE_NOOP("cp::Fields", "bf16 (gradients held and reduced in 16 bits, as NVIDIA's published benchmarks run) or fp32 (Megatron's grad_reduce_in_fp32: 2 more bytes per parameter and twice the gradient traffic).")),
        Entry("training.max_tokens_per_step", G::Training, QT_TRANSLATE_NOOP("cp::Fields", "Maximum tokens per step"), CP_AT(training.maxTokensPerStep)).rule(number(1e4, 1e10))
            .format(FieldFormat::Tokens)
            .flag("max-tokens-per-step", "n", QT_TRANSLATE_NOOP("cp::Fields", "Most tokens per step the default global batch may be rounded up to (a layout needs a multiple of micro-batch x dp sequences); default 16M.")),
    };
}

QList<Field> hardwareFields()
{
    return {
        Entry("hardware.accelerators", G::Hardware, QT_TRANSLATE_NOOP("cp::Fields", "Accelerators"), CP_AT(hardware.accelerators))
            .rule(integer(0, 64)).ids(FieldIds::Accelerators)
            .flag("accelerators", "ids", QT_TRANSLATE_NOOP("cp::Fields", "Comma-separated accelerator ids to consider; default: the whole catalog.")),
        Entry("hardware.gpus", G::Hardware, QT_TRANSLATE_NOOP("cp::Fields", "GPUs"), CP_AT(hardware.gpus)).rule(integer(1, 100000))
            .flag("gpus", "n", QT_TRANSLATE_NOOP("cp::Fields", "Number of GPUs/NPUs.")),
        Entry("hardware.gpus_per_node", G::Hardware, QT_TRANSLATE_NOOP("cp::Fields", "GPUs per node"), CP_AT(hardware.gpusPerNode)).rule(integer(1, 64))
            .flag("gpus-per-node", "n", QT_TRANSLATE_NOOP("cp::Fields", "GPUs per node; default from the catalog.")),
        Entry("hardware.network", G::Hardware, QT_TRANSLATE_NOOP("cp::Fields", "Network"), CP_AT(hardware.network)).ids(FieldIds::Fabrics)
            .flag("network", "id", QT_TRANSLATE_NOOP("cp::Fields", "Inter-node fabric id from the catalog.")),
        Entry("hardware.memory_margin_pct", G::Hardware, QT_TRANSLATE_NOOP("cp::Fields", "Memory margin"), CP_AT(hardware.memoryMarginPct)).rule(number(0, 50))
            .unit(QT_TRANSLATE_NOOP("cp::Fields", "%"))
            .flag("memory-margin-pct", "pct", QT_TRANSLATE_NOOP("cp::Fields", "Share of usable GPU memory a layout must leave free to fit, unless its P90 fits (default 5); a P50 above the usable memory never fits.")),
        Entry("hardware.layout.tp", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Tensor parallel"), CP_AT(hardware.layout.tp)).rule(integer(1, 64))
            .flag("tp", "n", QT_TRANSLATE_NOOP("cp::Fields", "Tensor parallel size.")),
        Entry("hardware.layout.pp", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Pipeline parallel"), CP_AT(hardware.layout.pp)).rule(integer(1, 256))
            .flag("pp", "n", QT_TRANSLATE_NOOP("cp::Fields", "Pipeline parallel size.")),
        Entry("hardware.layout.dp", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Data parallel"), CP_AT(hardware.layout.dp)).rule(integer(1, 100000))
            .flag("dp", "n", QT_TRANSLATE_NOOP("cp::Fields", "Data parallel size.")),
        Entry("hardware.layout.zero", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "ZeRO stage"), CP_AT(hardware.layout.zero)).rule(integer(0, 3))
            .flag("zero", "n", QT_TRANSLATE_NOOP("cp::Fields", "ZeRO stage 0-3.")),
        Entry("hardware.layout.recompute", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Gradient checkpointing"), CP_AT(hardware.layout.recompute))
            .rule(choice(recomputeModes())).notCompared()
            .flag("recompute", "mode", QT_TRANSLATE_NOOP("cp::Fields", "none|selective|full.")),
        Entry("hardware.layout.sequence_parallel", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Sequence parallel"), CP_AT(hardware.layout.sequenceParallel))
            .notCompared()
            .flag("sequence-parallel", "yes|no", QT_TRANSLATE_NOOP("cp::Fields", "yes|no.")),
        Entry("hardware.layout.interleave", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Pipeline interleave"), CP_AT(hardware.layout.interleave))
            .rule(integer(1, 128)).notCompared()
            .flag("interleave", "n", QT_TRANSLATE_NOOP("cp::Fields", "Interleaved pipeline stages per GPU.")),
        Entry("hardware.layout.micro_batch", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Micro-batch"), CP_AT(hardware.layout.microBatch))
            .rule(integer(1, 4096))
            .flag("micro-batch", "n", QT_TRANSLATE_NOOP("cp::Fields", "Micro-batch size in sequences.")),
        Entry("hardware.layout.ep", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Expert parallel"), CP_AT(hardware.layout.ep)).rule(integer(1, 1024))
            .flag("ep", "n", QT_TRANSLATE_NOOP("cp::Fields", "Expert-parallel size (MoE): the routed experts are split over this many of the data-parallel ranks.")),
        Entry("hardware.layout.cp", G::Layout, QT_TRANSLATE_NOOP("cp::Fields", "Context parallel"), CP_AT(hardware.layout.cp)).rule(integer(1, 256))
            .flag("cp", "n", QT_TRANSLATE_NOOP("cp::Fields", "Context-parallel size: each sequence is split over this many GPUs.")),
    };
}

QList<Field> constraintFields()
{
    return {
        Entry("constraints.deadline_days", G::Constraints, QT_TRANSLATE_NOOP("cp::Fields", "Deadline"), CP_AT(constraints.deadlineDays))
            .rule(number(1, 3650)).unit(QT_TRANSLATE_NOOP("cp::Fields", "days")).format(FieldFormat::Days)
            .flag("deadline-days", "n", QT_TRANSLATE_NOOP("cp::Fields", "Finish the run within this many days.")),
        Entry("constraints.budget_cny", G::Constraints, QT_TRANSLATE_NOOP("cp::Fields", "Budget"), CP_AT(constraints.budgetCny))
            .rule(number(1, 1e11)).unit(QT_TRANSLATE_NOOP("cp::Fields", "CNY")).format(FieldFormat::Money)
            .flag("budget-cny", "n", QT_TRANSLATE_NOOP("cp::Fields", "Spend at most this many CNY on the run.")),
        Entry("constraints.objective", G::Constraints, QT_TRANSLATE_NOOP("cp::Fields", "Objective"), CP_AT(constraints.objective))
            .rule(choice(objectives()))
            .flag("objective", "objective", QT_TRANSLATE_NOOP("cp::Fields", "cheapest|fastest|balanced.")),
        Entry("constraints.pay", G::Constraints, QT_TRANSLATE_NOOP("cp::Fields", "How the run is paid"), CP_AT(constraints.pay))
            .rule(choice(paymentModes()))
            .flag("pay", "pay", QT_TRANSLATE_NOOP("cp::Fields", "on-demand|monthly|spot.")),
        Entry("constraints.include_unavailable", G::Constraints, QT_TRANSLATE_NOOP("cp::Fields", "Include accelerators unavailable in mainland China"),
            CP_AT(constraints.includeUnavailable)),
    };
}

QList<Field> tcoFields()
{
    return {
        Entry("tco.horizon_months", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Horizon"), CP_AT(tco.horizonMonths))
            .rule(integer(1, 60)).unit(QT_TRANSLATE_NOOP("cp::Fields", "months")).format(FieldFormat::Months)
            .flag("horizon-months", "n", QT_TRANSLATE_NOOP("cp::Fields", "Horizon in months, 1 to 60 (default 36).")),
        Entry("tco.discount_rate", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Discount rate (annual)"), CP_AT(tco.discountRate))
            .rule(number(0, 0.5)).format(FieldFormat::Percent)
            .flag("discount-rate", "x", QT_TRANSLATE_NOOP("cp::Fields", "Annual discount rate for NPV, 0 to 1 (default 0.08).")),
        Entry("tco.utilisation", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Utilisation"), CP_AT(tco.utilisation))
            .rule(number(0, 1)).format(FieldFormat::Percent)
            .flag("utilisation", "x", QT_TRANSLATE_NOOP("cp::Fields", "Demand as a share of the fleet's hours, 0 to 1 (default 0.7).")),
        Entry("tco.options", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Ways to pay compared"), CP_AT(tco.options))
            .entries(choice(tcoOptions()))
            .flag("options", "list", QT_TRANSLATE_NOOP("cp::Fields", "Comma-separated options: on_demand,commitment,spot,lease,build,hybrid.")),
        Entry("tco.servers", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Servers (0 = from demand)"), CP_AT(tco.servers)).rule(integer(0, 10000)),
        Entry("tco.contract.commitment_term_months", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Commitment term (0 = from the pay mode)"), CP_AT(tco.contract.commitmentTermMonths))
            .rule(integer(0, 36)).unit(QT_TRANSLATE_NOOP("cp::Fields", "months")),
        Entry("tco.contract.lease_exit_month", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Lease early exit after month (0 = none)"), CP_AT(tco.contract.leaseExitMonth))
            .rule(integer(0, 60)).unit(QT_TRANSLATE_NOOP("cp::Fields", "months"))
            .flag("lease-exit-month", "n", QT_TRANSLATE_NOOP("cp::Fields", "End the lease early after this month and pay the early-exit penalty (0 = no early exit).")),
        Entry("tco.contract.price_drift_per_year", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Rental price change per year"), CP_AT(tco.contract.priceDriftPerYear))
            .rule(number(-0.5, 0.5)).format(FieldFormat::Percent)
            .flag("price-drift", "x", QT_TRANSLATE_NOOP("cp::Fields", "Yearly change of cloud and lease prices, -0.5 to 0.5 (-0.1 = 10% cheaper each year; default: the price book).")),
        Entry("tco.residual.liquidation_factor", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Resale realised (liquidation factor)"), CP_AT(tco.residual.liquidationFactor))
            .rule(number(0, 1)).format(FieldFormat::Percent)
            .flag("liquidation-factor", "x", QT_TRANSLATE_NOOP("cp::Fields", "Share of the used-market value a resale realises, 0 to 1 (broker 0.85, auction 0.65, distressed 0.45; default 0.85).")),
        Entry("tco.residual.useful_life_years", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Useful life"), CP_AT(tco.residual.usefulLifeYears))
            .rule(number(1, 15)).unit(QT_TRANSLATE_NOOP("cp::Fields", "years"))
            .flag("useful-life-years", "x", QT_TRANSLATE_NOOP("cp::Fields", "Useful life of owned servers for book depreciation and resale, 1 to 15 years (default: the price book).")),
        Entry("tco.tax.depreciation", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Tax depreciation"), CP_AT(tco.tax.depreciation))
            .rule(choice({ QStringLiteral("straight-line"), QStringLiteral("one-time") }))
            .flag("depreciation", "method", QT_TRANSLATE_NOOP("cp::Fields", "Tax depreciation of equipment: straight-line (3 years) or one-time (bought 2024-2027, up to 5M CNY a unit).")),
        Entry("tco.tax.enabled", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Compare after tax"), CP_AT(tco.tax.enabled)),
        Entry("tco.tax.income_tax_rate", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Corporate income tax rate"), CP_AT(tco.tax.incomeTaxRate))
            .rule(number(0, 0.5)).format(FieldFormat::Percent)
            .flag("tax-rate", "x", QT_TRANSLATE_NOOP("cp::Fields", "Corporate income tax rate, 0 to 0.5 (default 0.25; 0.15 for a high-tech enterprise).")),
        Entry("tco.tax.lease_vat_rate", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "VAT rate of the lease invoice"), CP_AT(tco.tax.leaseVatRate))
            .rule(number(0, 0.2)).format(FieldFormat::Percent)
            .flag("lease-vat-rate", "x", QT_TRANSLATE_NOOP("cp::Fields", "VAT rate of the bare-metal lease invoice: 0.13 (tangible property lease) or 0.06 (compute service); default: the price book.")),
        Entry("tco.tax.purchase_year", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "Year the equipment is bought"), CP_AT(tco.tax.purchaseYear))
            .rule(integer(2000, 2100))
            .flag("purchase-year", "year", QT_TRANSLATE_NOOP("cp::Fields", "Year the self-build equipment is bought (the one-time deduction covers 2024-2027; default 2026).")),
        Entry("tco.tax.vat_payer", G::Tco, QT_TRANSLATE_NOOP("cp::Fields", "VAT taxpayer"), CP_AT(tco.tax.vatPayer))
            .rule(choice({ QStringLiteral("general"), QStringLiteral("small") }))
            .flag("vat-payer", "kind", QT_TRANSLATE_NOOP("cp::Fields", "VAT taxpayer: general (recovers input VAT) or small (small-scale, no recovery); default general.")),
        Entry("tco.demand.template", G::Demand, QT_TRANSLATE_NOOP("cp::Fields", "Demand profile"), CP_AT(tco.demand.templateName))
            .rule(choice(demandTemplates()))
            .flag("demand", "template", QT_TRANSLATE_NOOP("cp::Fields", "Demand profile: steady, peaks, growing or plan.")),
        Entry("tco.demand.monthly_gpu_hours", G::Demand, QT_TRANSLATE_NOOP("cp::Fields", "Monthly demand"), CP_AT(tco.demand.monthlyGpuHours))
            .rule(number(0, 1e9)).unit(QT_TRANSLATE_NOOP("cp::Fields", "GPU-hours")).format(FieldFormat::GpuHours)
            .flag("gpu-hours-per-month", "x", QT_TRANSLATE_NOOP("cp::Fields", "Mean monthly GPU-hours (overrides --utilisation).")),
        Entry("tco.demand.monthly", G::Demand, QT_TRANSLATE_NOOP("cp::Fields", "GPU-hours by month"), CP_AT(tco.demand.monthly))
            .rule(integer(0, 60)).entries(number(0, 1e9)).notCompared(),
        Entry("tco.loan.enabled", G::Loan, QT_TRANSLATE_NOOP("cp::Fields", "Loan"), CP_AT(tco.loan.enabled)),
        Entry("tco.loan.principal_cny", G::Loan, QT_TRANSLATE_NOOP("cp::Fields", "Loan principal"), CP_AT(tco.loan.principalCny))
            .rule(number(0, 1e11)).unit(QT_TRANSLATE_NOOP("cp::Fields", "CNY")).format(FieldFormat::Money),
        Entry("tco.loan.annual_rate", G::Loan, QT_TRANSLATE_NOOP("cp::Fields", "Loan rate (annual)"), CP_AT(tco.loan.annualRate))
            .rule(number(0, 0.5)).format(FieldFormat::Percent)
            .flag("loan-rate", "x", QT_TRANSLATE_NOOP("cp::Fields", "Loan nominal annual rate (monthly rate = annual / 12; default 0.045).")),
        Entry("tco.loan.term_months", G::Loan, QT_TRANSLATE_NOOP("cp::Fields", "Loan term"), CP_AT(tco.loan.termMonths))
            .rule(integer(1, 360)).unit(QT_TRANSLATE_NOOP("cp::Fields", "months")).format(FieldFormat::Months)
            .flag("loan-term-months", "n", QT_TRANSLATE_NOOP("cp::Fields", "Loan term in months (default 36).")),
    };
}

QList<Field> workloadListFields()
{
    return {
        // Its value, as the compare table and the diff show it, is one line per workload; the
        // entries themselves are read and written through workloadFields().
        Entry("workloads", G::Workloads, QT_TRANSLATE_NOOP("cp::Fields", "Workloads"), [](Scenario &) -> QStringList & {
            static QStringList none; // never read: readOnly() below gives the value
            return none;
        }).type(FieldType::WorkloadList).rule(integer(0, 32)).readOnly([](const Scenario &s) {
            QStringList lines;
            for (const Workload &w : s.workloads)
                lines << workloadText(w);
            return FieldData(lines);
        }),
    };
}

QList<Field> inferenceFields()
{
    return {
        Entry("inference.qps", G::Inference, QT_TRANSLATE_NOOP("cp::Fields", "Requests per second"), CP_AT(inference.qps)).rule(number(0, 1e6)),
        Entry("inference.latency_target_ms", G::Inference, QT_TRANSLATE_NOOP("cp::Fields", "Latency target"), CP_AT(inference.latencyTargetMs))
            .rule(number(0, 600000)).unit(QT_TRANSLATE_NOOP("cp::Fields", "ms")),
        Entry("inference.prompt_tokens", G::Inference, QT_TRANSLATE_NOOP("cp::Fields", "Prompt tokens"), CP_AT(inference.promptTokens)).rule(integer(0, 1048576)),
        Entry("inference.output_tokens", G::Inference, QT_TRANSLATE_NOOP("cp::Fields", "Output tokens"), CP_AT(inference.outputTokens)).rule(integer(0, 1048576)),
        Entry("inference.tpot_ms", G::Inference, QT_TRANSLATE_NOOP("cp::Fields", "Time per output token target"), CP_AT(inference.tpotMs))
            .rule(number(0.1, 60000)).unit(QT_TRANSLATE_NOOP("cp::Fields", "ms"))
            .flag("tpot-ms", "x", QT_TRANSLATE_NOOP("cp::Fields", "Time-per-output-token target in ms (default 50).")),
    };
}

QList<Field> priceListFields()
{
    return {
        Entry("price_tier", G::Prices, QT_TRANSLATE_NOOP("cp::Fields", "Price tier"), CP_AT(priceTier))
            .rule(choice(priceTierNames()))
            .flag("price-tier", "tier", QT_TRANSLATE_NOOP("cp::Fields", "Which price-book figures to use: low (cheapest seller), typical (market average, default) or high (hyperscaler list).")),
        Entry("prices", G::Prices, QT_TRANSLATE_NOOP("cp::Fields", "Prices used"), [](Scenario &) -> QStringList & {
            static QStringList none; // never read: the entries go through priceFields()
            return none;
        }).type(FieldType::PriceList).rule(integer(0, 1000)).notCompared(),
    };
}

QList<Field> buildFields()
{
    QList<Field> all;
    for (auto part : { metaFields, modelFields, trainingFields, hardwareFields, constraintFields, tcoFields,
                       workloadListFields, inferenceFields, priceListFields })
        all += part();
    return all;
}
// clang-format on

#undef CP_AT

const std::map<QString, qsizetype> &pathIndex()
{
    static const std::map<QString, qsizetype> index = [] {
        std::map<QString, qsizetype> m;
        for (qsizetype i = 0; i < scenarioFields().size(); ++i)
            m.emplace(scenarioFields().at(i).path, i);
        return m;
    }();
    return index;
}

} // namespace

QString Field::label() const { return QCoreApplication::translate("cp::Fields", labelSource); }

QString Field::unit() const { return unitSource ? QCoreApplication::translate("cp::Fields", unitSource) : QString(); }

QString Field::labelWithUnit() const
{
    if (!unitSource)
        return label();
    //: a field's label and its unit: "Budget (CNY)"
    return QCoreApplication::translate("cp::Fields", "%1 (%2)").arg(label(), unit());
}

QString Field::help() const { return helpSource ? QCoreApplication::translate("cp::Fields", helpSource) : QString(); }

QString Field::key() const { return path.section(QLatin1Char('.'), -1); }

QString Field::section() const
{
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    return dot < 0 ? QString() : path.left(dot);
}

bool Field::isOptional() const
{
    return type == FieldType::OptionalInteger || type == FieldType::OptionalNumber || type == FieldType::OptionalBoolean
        || type == FieldType::OptionalText;
}

const QList<Field> &scenarioFields()
{
    static const QList<Field> fields = buildFields();
    return fields;
}

const Field *findField(const QString &path)
{
    QString p = path;
    if (p.contains(QLatin1Char('['))) {
        static const QRegularExpression index(QStringLiteral("\\[\\d*\\]$"));
        p.remove(index);
    }
    const auto it = pathIndex().find(p);
    return it == pathIndex().end() ? nullptr : &scenarioFields().at(it->second);
}

const Field &scenarioField(const QString &path)
{
    const Field *f = findField(path);
    Q_ASSERT_X(f, "cp::scenarioField", qPrintable(path));
    return f ? *f : scenarioFields().constFirst();
}

const Field *fieldForFlag(const QString &flag)
{
    if (flag.isEmpty())
        return nullptr;
    for (const Field &f : scenarioFields()) {
        if (f.flag == flag)
            return &f;
    }
    return nullptr;
}

QList<const Field *> fieldsOf(FieldGroup group)
{
    QList<const Field *> out;
    for (const Field &f : scenarioFields()) {
        if (f.group == group)
            out << &f;
    }
    return out;
}

const QList<FieldGroup> &fieldGroups()
{
    static const QList<FieldGroup> groups { G::Meta, G::Model, G::Training, G::Hardware, G::Layout, G::Constraints,
        G::Tco, G::Demand, G::Loan, G::Workloads, G::Inference, G::Prices };
    return groups;
}

QString groupId(FieldGroup group)
{
    switch (group) {
    case G::Meta:
        return QStringLiteral("meta");
    case G::Model:
        return QStringLiteral("model");
    case G::Training:
        return QStringLiteral("training");
    case G::Hardware:
        return QStringLiteral("hardware");
    case G::Layout:
        return QStringLiteral("layout");
    case G::Constraints:
        return QStringLiteral("constraints");
    case G::Tco:
        return QStringLiteral("tco");
    case G::Demand:
        return QStringLiteral("demand");
    case G::Loan:
        return QStringLiteral("loan");
    case G::Workloads:
        return QStringLiteral("workloads");
    case G::Inference:
        return QStringLiteral("inference");
    case G::Prices:
        return QStringLiteral("prices");
    }
    return {};
}

QString groupLabel(FieldGroup group)
{
    switch (group) {
    case G::Meta:
        return QCoreApplication::translate("cp::Fields", "Plan");
    case G::Model:
        return QCoreApplication::translate("cp::Fields", "Model");
    case G::Training:
        return QCoreApplication::translate("cp::Fields", "Training");
    case G::Hardware:
        return QCoreApplication::translate("cp::Fields", "Hardware");
    case G::Layout:
        return QCoreApplication::translate("cp::Fields", "Parallel layout");
    case G::Constraints:
        return QCoreApplication::translate("cp::Fields", "Budget and deadline");
    case G::Tco:
        return QCoreApplication::translate("cp::Fields", "TCO inputs");
    case G::Demand:
        return QCoreApplication::translate("cp::Fields", "Demand profile");
    case G::Loan:
        return QCoreApplication::translate("cp::Fields", "Loan");
    case G::Workloads:
        return QCoreApplication::translate("cp::Fields", "The work");
    case G::Inference:
        return QCoreApplication::translate("cp::Fields", "Inference");
    case G::Prices:
        return QCoreApplication::translate("cp::Fields", "Prices used");
    }
    return {};
}

FieldGroup sectionGroup(FieldGroup group)
{
    switch (group) {
    case G::Layout:
        return G::Hardware;
    case G::Demand:
    case G::Loan:
        return G::Tco;
    default:
        return group;
    }
}

bool formatShowsUnit(FieldFormat format)
{
    switch (format) {
    case FieldFormat::Tokens:
    case FieldFormat::Money:
    case FieldFormat::Days:
    case FieldFormat::Months:
    case FieldFormat::Percent:
    case FieldFormat::GpuHours:
        return true;
    case FieldFormat::Plain:
    case FieldFormat::Count:
    case FieldFormat::Decimal:
        return false;
    }
    return false;
}

bool isRequiredSection(const QString &section) { return section == QLatin1String("model"); }

} // namespace cp
