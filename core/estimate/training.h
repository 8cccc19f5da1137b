#pragma once
// Training-run and parallel-layout descriptions (plain value types).

#include <QString>
#include <QStringList>

#include <optional>

namespace cp::estimate {

enum class TrainingMode { Pretrain,
    Full,
    Lora,
    Qlora };
enum class Precision { Bf16,
    Fp16,
    Fp8,
    Tf32 };
/// Optimizer whose states the run keeps (bytes per parameter in core/estimate/optimizer.h).
enum class Optimizer { AdamW,
    AdamW8bit,
    PagedAdamW8bit,
    Adafactor,
    Sgd };
/// ZeRO-Offload / ZeRO-Infinity: what lives in host memory instead of device memory.
enum class Offload { None,
    Optimizer,
    OptimizerParams };
enum class Recompute { None,
    Selective,
    Full };
enum class LoraTargets { Attention,
    AllLinear };
enum class Language { English,
    Chinese };
/// Tensor-parallel communication overlap as the framework runs it (--tp-overlap): none (Megatron-LM's
/// default, every TP collective on the critical path) or async (TransformerEngine userbuffers /
/// Megatron-Core --tp-comm-overlap: all-gathers and reduce-scatters pipelined with the GEMMs that
/// consume or produce them). Never hides traffic over PCIe, which has no scale-up fabric to overlap on.
enum class TpOverlap { None,
    Async };
/// Expert-parallel all-to-all overlap as the framework runs it (--ep-overlap): none (Megatron-Core's
/// default, dispatch and combine on the critical path) or async (DeepSeek's DualPipe, Megatron-Core
/// --overlap-moe-expert-parallel-comm: one micro-batch's all-to-all runs behind another's compute;
/// DeepSeek-V3 technical report section 3.2.1). auto (the default): what the chosen framework offers
/// for a MoE model: async on Megatron (Megatron-Core's combined 1F1B schedule,
/// --overlap-moe-expert-parallel-comm; not with full recompute, which its guide rules out), none on
/// the PyTorch-native stacks (no such schedule); the estimate says which it assumed.
enum class EpOverlap { None,
    Async,
    Auto };
/// How the expert-parallel all-to-all moves tokens across nodes (--ep-dispatch): alltoall (NCCL
/// all-to-all, Megatron-Core's alltoall dispatcher: one copy of a token per routed expert on
/// another GPU) or hierarchical (DeepEP, HybridEP, DeepSeek-V3's kernels: one copy per remote
/// node over the network, forwarded to that node's experts over NVLink, and the combine reduced
/// inside the node before it returns; DeepSeek-V3 technical report section 3.2.2).
enum class EpDispatch { AllToAll,
    Hierarchical };
/// Which experts a token's top-k land on: spread (a learned router, or Megatron-Core's
/// moe_router_force_load_balancing with random logits: k distinct experts as if drawn uniformly)
/// or contiguous (NeMo Automodel's benchmark FakeBalancedGate: token i takes experts
/// i*k ... i*k + k - 1 mod E, so its k experts sit on the fewest ranks and nodes). Only benchmark
/// runs route contiguously; the calibration rows say which (`routing` column).
enum class ExpertRouting { Spread,
    Contiguous };
/// How the experts' token counts reach the host (--moe-schedule): dropless (every token reaches
/// its experts; the dispatcher copies the router's per-expert counts to the host and waits for
/// them every MoE layer, because the all-to-all splits and the grouped GEMM's sizes depend on
/// them, so the host launches the expert kernels after the GPU has drained) or token-drop (each
/// expert takes a fixed capacity of tokens, padded: static sizes, no device-to-host copy, so the
/// host queues the expert kernels while the GPU still runs earlier work). Megatron-Core
/// moe/token_dispatcher.py, MoEAlltoAllTokenDispatcher: cuda_sync_point stays "no_sync" only with
/// drop_and_pad (moe_pad_expert_input_to_capacity). A capacity factor of 1 is assumed: with a
/// balanced router no token is dropped and no expert pads.
enum class MoeSchedule { Dropless,
    TokenDrop };
/// The attention kernel (--attention): flash (FlashAttention-2 class, what each stack calls by
/// default: PyTorch SDPA in the PyTorch-native stacks, TransformerEngine in Megatron), eager
/// (materialised s x s scores) or te (TransformerEngine's fused attention, cuDNN/FA3-class on
/// Hopper, in any stack: NeMo Automodel's `attn: te` backend).
enum class AttentionKernel { Flash,
    Eager,
    Te };
/// The training stack, for what differs between the two families of frameworks (--framework):
/// megatron (Megatron-LM/Megatron-Core, NeMo, MindSpeed, Megatron-DeepSpeed: TransformerEngine's
/// fused cuDNN attention on Hopper; selective recompute = the attention core only, Korthikanti et
/// al. 2022) or fsdp (PyTorch-native stacks: torchtitan, llm-foundry, HF Trainer/Accelerate,
/// NeMo Automodel: FlashAttention-2 through SDPA; torchtitan's selective recompute saves every
/// other matmul output, so half the forward GEMMs run again). The MoE experts' host work is paid
/// per local expert in megatron (TE GroupedLinear, a GEMM per expert) and per expert weight in
/// fsdp (one grouped GEMM for all local experts: Automodel's gmm, torch._grouped_mm).
enum class Framework { Megatron,
    Fsdp };
/// How tuned the user's training stack is (--stack; issue 47 item 6): unknown (the default: the
/// ranges admit every class), tuned (a Megatron-Core/NeMo/MLPerf-style recipe tuned for the model
/// and cluster), generic (Megatron-DeepSpeed, DeepSpeed, FSDP or HF Trainer with stock settings) or
/// vendor_port (a port to a domestic accelerator: Ascend MindSpeed/MindFormers). A known class scales
/// the throughput by its sourced median factor and its ranges use its band (core/estimate/stackbands.h).
enum class Stack { Unknown,
    Tuned,
    Generic,
    VendorPort };
/// What the loss keeps per logit element on the last stage (memory only; not a CLI input: the
/// memory back-test's rows name it, plans use the default).
/// upcast: 16-bit logits upcast to fp32 for the softmax (torch autocast, which HF Trainer runs
/// under --bf16/--fp16 without DeepSpeed; torchtitan's cross entropy on pred.float()): the
/// calibrated bytes per logit (calibration.h). sixteen_bit: the engine casts the whole model to
/// 16-bit and runs no autocast (DeepSpeed's fp16/bf16 engine), so the logits, their shifted copy
/// and the log-softmax stay 16-bit (formulas::kSixteenBitLossBytesPerLogit). fused:
/// flash-attn's fused cross entropy (llm-foundry's default loss_fn), formulas::kFusedLossBytesPerLogit.
/// vocab_parallel (what auto means on megatron): Megatron-Core's vocab-parallel cross entropy,
/// formulas::kVocabParallelLossBytesPerLogit. auto (the default of a plan): the framework's own,
/// vocab_parallel on megatron and upcast on fsdp.
enum class LossBuffers { Upcast,
    SixteenBit,
    Fused,
    VocabParallel,
    Auto };
/// How a QLoRA base model was quantised, for the weights it leaves unquantised (embeddings,
/// output layer, norms): nf4 (bitsandbytes; PEFT's prepare_model_for_kbit_training casts them to
/// fp32) or gptq (an AutoGPTQ int4 checkpoint; PEFT leaves a GPTQ model's 16-bit weights as
/// they are).
enum class QuantisedBase { Nf4,
    Gptq };

/// Average bytes of raw text per token, used to turn a dataset size into tokens.
/// English: ~4 characters per token with GPT/Llama BPE tokenizers (OpenAI tokenizer guide)
/// at 1 byte per character. Chinese: Qwen/Llama 3 style tokenizers average about 1.4 Chinese
/// characters per token (Qwen technical report, arXiv 2309.16609, Fig. 3 compression) at
/// 3 bytes per character in UTF-8. Both are assumptions the user can override.
inline constexpr double kBytesPerTokenEnglish = 4.0;
inline constexpr double kBytesPerTokenChinese = 4.2;

/// Tokens in a dataset of the given size (TB, 1e12 bytes) of raw text.
constexpr double tokensFromDatasetTB(double terabytes, double bytesPerToken)
{
    return terabytes * 1e12 / bytesPerToken;
}

/// Compute-optimal training tokens per parameter: about 20 (Hoffmann et al. 2022, "Training
/// Compute-Optimal Large Language Models", Table 3; the "Chinchilla" rule).
inline constexpr double kChinchillaTokensPerParameter = 20.0;

/// Tokens for compute-optimal pretraining of a model with `parameters` parameters (the Chinchilla
/// rule); fine-tuning needs far fewer.
constexpr double chinchillaOptimalTokens(double parameters)
{
    return kChinchillaTokensPerParameter * parameters;
}

/// Default TrainingSpec::maxTokensPerStep: 2^24 tokens.
inline constexpr double kDefaultMaxTokensPerStep = 16777216.0;

struct TrainingSpec {
    TrainingMode mode = TrainingMode::Pretrain;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    Precision precision = Precision::Bf16;
    Optimizer optimizer = Optimizer::AdamW;
    /// Gradients held and reduced in fp32 (--grad-reduce fp32, Megatron's grad_reduce_in_fp32):
    /// 18 instead of 16 B/param and twice the gradient traffic. Default bf16, as NVIDIA's published
    /// Megatron-Bridge benchmarks run (grad_reduce_in_fp32 = False).
    bool fp32GradAccumulation = false;
    /// flash and te remove the quadratic attention activations; eager stores them (--attention)
    AttentionKernel attention = AttentionKernel::Flash;
    bool flashAttention() const { return attention != AttentionKernel::Eager; }
    /// fp32 master weights beside 16-bit weights (mixed precision); false: pure 16-bit training
    /// with 16-bit optimizer states (--master-weights none).
    bool masterWeights = true;
    Offload offload = Offload::None;
    double dropout = 0; ///< dropout probability; masks are stored only when > 0
    LossBuffers loss = LossBuffers::Auto; ///< bytes per logit element at the loss (auto: the framework's)
    QuantisedBase quantisedBase = QuantisedBase::Nf4; ///< QLoRA only
    double hostMemoryGiB = 0; ///< host memory per node for offload; 0 = the catalog's server
    int seqLen = 4096;
    double tokens = 0; ///< whole-run tokens; 0 = no run totals
    int globalBatch = 0; ///< sequences per step; 0 = about 4M tokens (assumption)
    /// Most tokens per step the layout search may round the default global batch up to (a
    /// layout needs a multiple of micro-batch x dp sequences), so dp <= this / (seq x micro-batch).
    /// Default 2^24 = 16M, Llama 3 405B's largest batch (arXiv 2407.21783 section 3.4.1). A
    /// global batch the user gives is not capped.
    double maxTokensPerStep = kDefaultMaxTokensPerStep;
    /// Tensor-parallel overlap of the framework. Default async: the overlapped TP traffic the
    /// estimator has always assumed (TransformerEngine-era Megatron-LM/NeMo).
    TpOverlap tpOverlap = TpOverlap::Async;
    /// Expert-parallel overlap of the framework. Default auto: the overlap the framework offers
    /// (EpOverlap), flagged in the estimate's assumptions as framework-specific.
    EpOverlap epOverlap = EpOverlap::Auto;
    /// Expert-parallel dispatch across nodes. Default alltoall (Megatron-Core's default).
    EpDispatch epDispatch = EpDispatch::AllToAll;
    /// Where the routed experts of a token sit. Default spread (a trained router).
    ExpertRouting routing = ExpertRouting::Spread;
    /// How the experts' token counts are known. Default dropless (Megatron-Core's default, and
    /// every MoE recipe since Megatron-Bridge 25.11).
    MoeSchedule moeSchedule = MoeSchedule::Dropless;
    /// The training stack. Default megatron (Megatron-Core/MindSpeed, the stacks of large pre-training).
    Framework framework = Framework::Megatron;
    /// How tuned the stack is. Default unknown: no factor, the ranges of every class.
    Stack stack = Stack::Unknown;
};

/// A layout request: empty fields are chosen by chooseLayout().
struct LayoutRequest {
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> dp;
    std::optional<int> zero;
    std::optional<Recompute> recompute;
    std::optional<bool> sequenceParallel;
    std::optional<int> interleave;
    std::optional<int> microBatch;
    bool forceTpAcrossNodes = false; ///< allow TP larger than the GPUs in a node
    /// Let the search try pp x interleave that do not divide the layers (a given pp is always
    /// accepted, uneven or not: the slowest stage is modelled).
    bool allowUnevenStages = false;
    std::optional<int> ep; ///< expert-parallel ranks (MoE); must divide tp x cp x dp and the experts
    std::optional<int> cp; ///< context-parallel ranks: the sequence is split over cp GPUs
    /// A run that ran (the back-tests' published rows): a layout fits when its device peak fits the
    /// card, without the planning margin or the memory band (calibration.h memoryMarginPct).
    bool physicalFit = false;
};

/// A complete layout.
struct Layout {
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int zero = 0;
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    int interleave = 1;
    int microBatch = 1;
    int globalBatch = 1; ///< sequences
    /// Expert parallelism (MoE): routed experts are split over ep of the dp ranks (ep divides dp;
    /// the dp / ep groups of equal expert shards are expert data-parallel). 1 for dense models.
    int ep = 1;
    /// Context parallelism: each sequence is split over cp GPUs (ring attention, Megatron-Core
    /// --context-parallel-size); the job has tp x pp x cp x dp GPUs. 1 = no split.
    int cp = 1;
    int gpus() const { return tp * pp * cp * dp; }
    int microBatchesPerStep() const { return globalBatch / (microBatch * dp); }
};

/// Target hardware: catalog ids and the cluster size.
struct HardwareSpec {
    QString accelerator; ///< id from accelerators.csv
    int gpus = 8;
    QString network; ///< id from fabrics.csv; empty = kDefaultFabric when the job spans nodes
    int gpusPerNode = 0; ///< 0 = the accelerator's own
};

/// Inter-node fabric assumed when none is given and the job spans nodes (assumption).
inline constexpr const char *kDefaultFabric = "roce-200";

QString toString(TrainingMode m);
QString toString(Precision p);
QString toString(Recompute r);
QString toString(Optimizer o);
QString toString(Offload o);
QString toString(LoraTargets t);
std::optional<TrainingMode> trainingModeFromString(const QString &s);
std::optional<Precision> precisionFromString(const QString &s);
std::optional<Recompute> recomputeFromString(const QString &s);
QStringList trainingModeNames();
QStringList precisionNames();
QStringList recomputeNames();
/// adamw|adamw8bit|paged-adamw8bit|adafactor|sgd
QStringList optimizerNames();
std::optional<Optimizer> optimizerFromString(const QString &s); ///< also takes the older "adamw-8bit"
/// none|optimizer|optimizer+params
QStringList offloadNames();
std::optional<Offload> offloadFromString(const QString &s);
/// attention|all-linear
QStringList loraTargetNames();
std::optional<LoraTargets> loraTargetsFromString(const QString &s);
QString toString(TpOverlap o);
/// none|async
QStringList tpOverlapNames();
std::optional<TpOverlap> tpOverlapFromString(const QString &s);
QString toString(EpOverlap o);
/// none|async
QStringList epOverlapNames();
std::optional<EpOverlap> epOverlapFromString(const QString &s);
QString toString(Framework f);
/// megatron|fsdp
QStringList frameworkNames();
std::optional<Framework> frameworkFromString(const QString &s);
/// alltoall|hierarchical
QStringList epDispatchNames();
std::optional<EpDispatch> epDispatchFromString(const QString &s);
QStringList expertRoutingNames();
std::optional<ExpertRouting> expertRoutingFromString(const QString &s);
/// dropless|token-drop (TrainingSpec::moeSchedule)
QStringList moeScheduleNames();
std::optional<MoeSchedule> moeScheduleFromString(const QString &s);
/// unknown|tuned|generic|vendor_port (TrainingSpec::stack)
QStringList stackNames();
QString toString(Stack s);
std::optional<Stack> stackFromString(const QString &s);
/// flash|eager|te: the attention kernel (TrainingSpec::attention)
QStringList attentionKernelNames();
std::optional<AttentionKernel> attentionKernelFromString(const QString &s);

} // namespace cp::estimate
