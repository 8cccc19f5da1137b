<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cp::Advice</name>
    <message>
        <source>TP=%1 on %2 runs its all-reduces over PCIe (%3), several times slower than NVLink: prefer TP=1 with pipeline or ZeRO sharding, or cards with NVLink/NVSwitch.</source>
        <translation>%2 上 TP=%1 的 all-reduce 走 PCIe（%3），比 NVLink 慢数倍：建议改用 TP=1，配合流水线并行或 ZeRO 分片，或换用带 NVLink/NVSwitch 的卡。</translation>
    </message>
    <message>
        <source>%1 has %2 TB/s of memory bandwidth, under the %3 TB/s a training card needs: optimizer steps, normalisation and attention kernels will be memory-bound. It suits inference and small fine-tuning better.</source>
        <translation>%1 的显存带宽为 %2 TB/s，低于训练卡所需的 %3 TB/s：优化器更新、归一化和注意力算子都会受限于显存带宽。它更适合推理和小规模微调。</translation>
    </message>
    <message>
        <source>Many small files on NFS starve the GPUs on metadata lookups: pack them into large shards (WebDataset/tar, Arrow, MosaicML streaming), stage them on local NVMe or a parallel file system, and raise DataLoader num_workers with pin_memory=True.</source>
        <translation>NFS 上的大量小文件会让 GPU 空等元数据查询：请将其打包成大分片（WebDataset/tar、Arrow、MosaicML streaming），预先放到本地 NVMe 或并行文件系统上，并调大 DataLoader 的 num_workers、设置 pin_memory=True。</translation>
    </message>
    <message>
        <source>Spot instances are reclaimed without warning: without checkpoints every preemption restarts the run from the beginning. Save (asynchronous, sharded) checkpoints at least hourly, or pay on demand.</source>
        <translation>竞价实例可能被无预警回收：没有检查点时，每次回收都要从头重新训练。请至少每小时保存一次检查点（异步、分片），否则请改用按量付费。</translation>
    </message>
    <message>
        <source>The data (%1) and the GPUs (%2) are in different regions: every epoch would cross the WAN and pay egress. Copy the %3 TB dataset once into storage next to the GPUs before training.</source>
        <translation>数据（%1）与 GPU（%2）不在同一地域：每个 epoch 都要跨广域网读取并支付出网流量费。请在训练前将 %3 TB 的数据集一次性复制到 GPU 所在地域的存储中。</translation>
    </message>
    <message>
        <source>The run is planned in TF32/FP32: BF16 mixed precision doubles tensor-core throughput and halves activation memory, so the same run needs far fewer GPU-hours.</source>
        <translation>当前按 TF32/FP32 规划训练：改用 BF16 混合精度可使 Tensor Core 吞吐翻倍、激活显存减半，同样的训练所需卡时将大幅减少。</translation>
    </message>
    <message>
        <source>Gradient (activation) checkpointing trades about a third more compute for much less activation memory: with it the model may fit with less tensor/pipeline parallelism or a larger micro-batch, or on cheaper cards. Selective recompute costs only a few percent.</source>
        <translation>梯度检查点（激活重计算）以多约三分之一的计算量换取大幅减少的激活显存：启用后，模型可能在更小的张量/流水线并行规模或更大的微批次下即可放下，也可能改用更便宜的卡。选择性重计算的开销仅为几个百分点。</translation>
    </message>
    <message>
        <source>Availability of %1 in mainland China: US export rules (EAR, BIS rules of 7 October 2022 and 17 October 2023, ECCN 3A090) require a licence to ship this class of accelerator to China, so new supply is restricted and capacity comes from fleets already installed. Confirm the provider&apos;s stock, contract length and support before committing to it; the price book does not model availability.</source>
        <translation>%1 在中国大陆的可获得性：根据美国出口管制规定（EAR，BIS 于 2022 年 10 月 7 日和 2023 年 10 月 17 日发布的规则，ECCN 3A090），向中国出口此类加速卡须取得许可证，因此新增供应受限，算力主要来自已部署的存量集群。签约前请确认服务商的库存、合同期限和技术支持；价格表未对可获得性建模。</translation>
    </message>
    <message>
        <source>PIX/PXB between GPUs on the same PCIe switch (these cards have no NVLink)</source>
        <translation>同一 PCIe Switch 下的 GPU 之间为 PIX/PXB（这类卡没有 NVLink）</translation>
    </message>
    <message>
        <source>NV# between every pair of GPUs (full NVLink/NVSwitch)</source>
        <translation>任意两张 GPU 之间均为 NV#（NVLink/NVSwitch 全互联）</translation>
    </message>
    <message>
        <source>; ibstat: every HCA port Active at the fabric rate (%1), and ib_send_bw between two nodes at about %2 Gb/s per GPU or more</source>
        <translation>；ibstat：所有 HCA 端口均为 Active 且达到网络标称速率（%1），两节点间 ib_send_bw 每 GPU 约 %2 Gb/s 或更高</translation>
    </message>
    <message>
        <source>Before accepting a rented node: nvidia-smi -q (no ECC errors or retired pages, power limit and clocks at spec); nvidia-smi topo -m expecting %1%2; nvidia-smi dmon -s u during a burn-in expecting GPU utilisation near 100%.</source>
        <translation>验收租用节点前请检查：nvidia-smi -q（无 ECC 错误或退役页，功耗上限和频率符合规格）；nvidia-smi topo -m 应显示%1%2；压测期间 nvidia-smi dmon -s u 显示的 GPU 利用率应接近 100%。</translation>
    </message>
</context>
<context>
    <name>cp::Analysis</name>
    <message>
        <source>name at least one accelerator from the catalog</source>
        <translation>请至少指定一个目录中的加速卡</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5</source>
        <translation>TP %1 · PP %2 · DP %3 · ZeRO %4 · 微批次 %5</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Card memory (%1 GiB)</source>
        <translation>显存容量（%1 GiB）</translation>
    </message>
    <message>
        <source>Fits with %1 GiB to spare.</source>
        <translation>可以放下，余量 %1 GiB。</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB needed, %2 GiB usable.</source>
        <translation>放不下：需要 %1 GiB，可用 %2 GiB。</translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost over %n month(s)</source>
        <translation>
            <numerusform>%n 个月累计成本</numerusform>
        </translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Cost by line item</source>
        <translation>分项成本</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>规划期总成本</translation>
    </message>
    <message>
        <source>What moves the gap between %1 and %2</source>
        <translation>%1与%2差距的影响因素</translation>
    </message>
    <message>
        <source>Change in the NPV difference when each driver moves ±20%</source>
        <translation>各因素变动 ±20% 时净现值差额的变化</translation>
    </message>
    <message>
        <source>Change in NPV difference</source>
        <translation>净现值差额变化</translation>
    </message>
    <message>
        <source>Driver −20%</source>
        <translation>因素 −20%</translation>
    </message>
    <message>
        <source>Driver +20%</source>
        <translation>因素 +20%</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>单卡吞吐（tokens/s）</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>%1 GPU-h</source>
        <translation>%1 卡时</translation>
    </message>
    <message>
        <source>Effective price per used GPU-hour</source>
        <translation>每实际使用卡时单价</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>单次训练成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Build breaks even</source>
        <translation>自建盈亏平衡</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>规划期内无法达到</translation>
    </message>
    <message>
        <source>Compute Planner, scenario “%1”</source>
        <translation>算力规划器，方案“%1”</translation>
    </message>
    <message>
        <source>Compute Planner, scenario “%1”, prices as of %2</source>
        <translation>算力规划器，方案“%1”，价格截至 %2</translation>
    </message>
    <message>
        <source>Cards for the target load</source>
        <translation>满足目标负载所需卡数</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Time vs cost of the best plans</source>
        <translation>最优方案的时间与成本</translation>
    </message>
    <message>
        <source>Each point is a plan no other plan beats on both time and cost</source>
        <translation>每个点都是一个在时间和成本上都无法被其他方案同时超越的方案</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3</source>
        <translation>张量并行 %1 · 流水线并行 %2 · 数据并行 %3</translation>
    </message>
    <message>
        <source>Recommended cluster</source>
        <translation>推荐集群</translation>
    </message>
    <message>
        <source>Recommended plan finishes in</source>
        <translation>推荐方案完成时间</translation>
    </message>
    <message>
        <source>Recommended plan costs</source>
        <translation>推荐方案成本</translation>
    </message>
    <message>
        <source>Weights + gradients + optimizer states (sharded by ZeRO and divided by TP·PP) + activations of the micro-batches in flight + logits + framework overhead, on the busiest GPU.</source>
        <translation>按显存占用最多的那张 GPU 计算：权重 + 梯度 + 优化器状态（经 ZeRO 分片，并除以 TP·PP）+ 在途微批次的激活值 + Logits + 框架开销。</translation>
    </message>
    <message>
        <source>Usable card memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>Model FLOPs per second per GPU divided by the card&apos;s peak dense FLOP/s (PaLM definition; recomputation does not count).</source>
        <translation>单卡每秒的模型计算量除以该卡的稠密峰值算力 FLOP/s（PaLM 定义；不计入重计算）。</translation>
    </message>
    <message>
        <source>Model TFLOP/s per GPU</source>
        <translation>单卡模型算力（TFLOP/s）</translation>
    </message>
    <message>
        <source>Peak TFLOP/s</source>
        <translation>峰值算力（TFLOP/s）</translation>
    </message>
    <message>
        <source>Calibrated matmul efficiency</source>
        <translation>校准后的矩阵乘效率</translation>
    </message>
    <message>
        <source>Tokens per step (global batch × sequence length) divided by the iteration time and the number of GPUs. The iteration time is compute at the calibrated efficiency plus exposed tensor-, pipeline- and data-parallel communication plus the pipeline bubble.</source>
        <translation>每步 token 数（全局批次 × 序列长度）除以迭代时间和 GPU 数量。迭代时间为按校准效率计算的计算时间，加上未被计算掩盖的张量并行、流水线并行和数据并行通信时间，再加上流水线气泡。</translation>
    </message>
    <message>
        <source>Iteration time</source>
        <translation>迭代时间</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算时间</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>未掩盖的通信时间</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>Steps (tokens ÷ tokens per step) × iteration time, divided by the goodput left after failures, restarts and checkpoint saves (Young/Daly checkpoint interval).</source>
        <translation>步数（token 数 ÷ 每步 token 数）× 迭代时间，再除以扣除故障、重启和保存检查点后剩余的有效训练时间比（检查点间隔按 Young/Daly 公式确定）。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效训练时间比</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>GPUs × wall-clock hours of the run (including failures and checkpoints).</source>
        <translation>GPU 数量 × 训练的实际耗时小时数（含故障和保存检查点的时间）。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Wall clock</source>
        <translation>实际耗时</translation>
    </message>
    <message>
        <source>Ideal GPU-hours (no failures)</source>
        <translation>理想卡时（无故障）</translation>
    </message>
    <message>
        <source>Sum of the monthly cash flows of %1 over the horizon, less the resale value at the end; each line item is priced from the price book.</source>
        <translation>%1在规划期内各月现金流之和，减去期末转售残值；各分项均按价格表计价。</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>转售残值</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>The plan chosen for the objective among the Pareto-optimal plans (no other plan is both faster and cheaper): %1 plans searched, %2 layouts estimated.</source>
        <translation>按优化目标从帕累托最优方案（不存在另一个既更快又更便宜的方案）中选出的方案：共搜索 %1 个方案，估算 %2 种布局。</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>每卡时单价</translation>
    </message>
    <message>
        <source>Replicas needed for the request rate, each replica holding the weights and the KV cache of the requests decoded together; decode speed is bound by memory bandwidth, prefill by compute.</source>
        <translation>满足请求速率所需的副本数，每个副本保存权重以及同批解码请求的 KV 缓存；解码速度受显存带宽限制，预填充（prefill）速度受算力限制。</translation>
    </message>
    <message>
        <source>Cards per replica</source>
        <translation>每副本卡数</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Concurrent requests per replica</source>
        <translation>每副本并发请求数</translation>
    </message>
    <message>
        <source>Requests/s per replica</source>
        <translation>每副本每秒请求数</translation>
    </message>
    <message>
        <source>Total cost of %1 divided by the GPU-hours actually used.</source>
        <translation>%1的总成本除以实际使用的卡时。</translation>
    </message>
    <message>
        <source>Effective price per used GPU-hour of %1 × the run&apos;s GPU-hours.</source>
        <translation>%1的每实际使用卡时单价 × 本次训练的卡时。</translation>
    </message>
    <message>
        <source>Cost of the run divided by its training tokens, per million tokens.</source>
        <translation>单次训练成本除以训练 token 数，按每百万 token 计。</translation>
    </message>
    <message>
        <source>the inputs are beyond what the model can compute (%1 is not a finite number); reduce the model size, cluster size, demand or prices</source>
        <extracomment>%1 names the number that overflowed, e.g. &quot;memory.totalGiB&quot;</extracomment>
        <translation>输入超出了模型能计算的范围（%1 不是有限数值）；请减小模型规模、集群规模、需求或价格</translation>
    </message>
    <message numerus="yes">
        <source>Other (%n items)</source>
        <extracomment>a stacked-bar segment that sums the smaller line items; %n is how many</extracomment>
        <translation>
            <numerusform>其他（%n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>Other: %1.</source>
        <extracomment>separator between the names of a list, e.g. &quot;Rack rent, Electricity&quot;</extracomment>
        <translation>其他：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时延（TPOT）</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduce per step</source>
        <translation>每步张量并行全归约（all-reduce）</translation>
    </message>
    <message>
        <source>No replica size meets the latency targets on this card: the best, %1 cards per replica, gives %2 ms per output token and %3 ms to the first token.</source>
        <translation>在此卡上，没有任何副本规模能满足时延目标：最优配置为每副本 %1 张卡，每输出 token 时延为 %2 ms，首 token 时延为 %3 ms。</translation>
    </message>
    <message>
        <source>The load needs %1 cards (%2 replicas of %3), more than the %4 the plan holds: the costs are for %5 cards (%6 servers).</source>
        <translation>负载需要 %1 张卡（%2 个副本，每个 %3 张），超过方案中的 %4 张：成本按 %5 张卡（%6 台服务器）计算。</translation>
    </message>
    <message>
        <source>the model&apos;s weights do not fit on %1 cards of %2 with room for one request&apos;s KV cache</source>
        <translation>模型权重放在 %1 张 %2 上后，无法再为一个请求的 KV 缓存留出空间</translation>
    </message>
    <message>
        <source>%1 (TP %2 · PP %3 · DP %4)</source>
        <extracomment>a cluster and its parallel layout, e.g. &quot;16 × H800 (TP 8 · PP 1 · DP 2)&quot;</extracomment>
        <translation>%1（TP %2 · PP %3 · DP %4）</translation>
    </message>
    <message>
        <source>Budget %1: met, one run costs %2.</source>
        <translation>预算 %1：满足，单次运行成本 %2。</translation>
    </message>
    <message>
        <source>Budget %1: exceeded, one run costs %2.</source>
        <translation>预算 %1：超出，单次运行成本 %2。</translation>
    </message>
    <message>
        <source>The %1-month TCO (%2) is above the budget of %3.</source>
        <translation>%1 个月 TCO（%2）高于预算 %3。</translation>
    </message>
    <message>
        <source>Budget %1: met, the %2-month TCO is %3.</source>
        <translation>预算 %1：满足，%2 个月 TCO 为 %3。</translation>
    </message>
    <message>
        <source>Budget %1: exceeded, the %2-month TCO is %3.</source>
        <translation>预算 %1：超出，%2 个月 TCO 为 %3。</translation>
    </message>
    <message>
        <source>No budget set.</source>
        <translation>未设置预算。</translation>
    </message>
    <message>
        <source>Deadline %1: met, the run takes %2.</source>
        <translation>截止期限 %1：满足，运行耗时 %2。</translation>
    </message>
    <message>
        <source>Deadline %1: missed, the run takes %2.</source>
        <translation>截止期限 %1：无法满足，运行耗时 %2。</translation>
    </message>
    <message>
        <source>No deadline set.</source>
        <translation>未设置截止期限。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>a figure&apos;s configuration and way of paying, e.g. &quot;Recommended: 16 × H800 · monthly billing&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>on-demand billing, per hour</source>
        <translation>按量付费，按小时计费</translation>
    </message>
    <message>
        <source>monthly billing, whole months of 730 h per card</source>
        <translation>包月计费，每卡按整月 730 h 计</translation>
    </message>
    <message>
        <source>spot, restarts included</source>
        <translation>竞价实例，已计入重启</translation>
    </message>
    <message>
        <source>Recommended: %1, %2</source>
        <translation>推荐：%1，%2</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>Cost of one run: %1</source>
        <translation>单次运行成本：%1</translation>
    </message>
    <message>
        <source>Utilisation %1% comes from the demand of %2 GPU-hours a month on %3 cards; the utilisation input (%4%) counts only when no monthly demand is set.</source>
        <translation>利用率 %1% 由每月 %2 卡时的需求在 %3 张卡上得出；仅在未设置月度需求时，才采用输入的利用率（%4%）。</translation>
    </message>
    <message>
        <source>Your configuration: %1</source>
        <translation>您的配置：%1</translation>
    </message>
    <message>
        <source>Your configuration: %1, %2</source>
        <translation>您的配置：%1，%2</translation>
    </message>
    <message>
        <source>Over %1 months this costs %2, above the budget of %3.</source>
        <translation>%1 个月内成本为 %2，高于预算 %3。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>a comparison of two ways of paying, e.g. &quot;Self-build vs Cloud on demand&quot;</extracomment>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>What the busiest GPU of your configuration holds, against the card&apos;s memory.</source>
        <translation>您的配置中负载最高的 GPU 所占用的显存，与该卡显存容量的对比。</translation>
    </message>
    <message>
        <source>%1 cost the same every month: their lines coincide (dashed).</source>
        <extracomment>%1 names of chart lines, e.g. &quot;Cloud on demand and Hybrid&quot;</extracomment>
        <translation>%1每月成本相同：其曲线重合（虚线）。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>%1 months</source>
        <extracomment>break-even marker in the legend: %1 months with one decimal
----------
a break-even marker&apos;s label next to the point: %1 months with one decimal</extracomment>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>Cash paid so far by each way of paying, month by month; the lowest line at the horizon costs least.</source>
        <translation>各付费方式逐月累计支付的现金；在测算期末位置最低的曲线成本最低。</translation>
    </message>
    <message numerus="yes">
        <source>What each way of paying spends over the %n-month horizon, by line item.</source>
        <translation>
            <numerusform>各付费方式在 %n 个月测算期内的分项支出。</numerusform>
        </translation>
    </message>
    <message>
        <source>How much the cost gap between the two ways of paying moves when each driver is 20% lower or higher.</source>
        <translation>各驱动因素降低或提高 20% 时，两种付费方式之间的成本差距变化多少。</translation>
    </message>
    <message>
        <source>No sensitivity chart: the plan compares only one way of paying, so there is no gap to move.</source>
        <translation>无敏感性图：该方案只比较一种付费方式，不存在可变动的差距。</translation>
    </message>
    <message>
        <source>No sensitivity chart: no driver moved by ±20% changes the gap between %1 and %2 (%3 over the horizon).</source>
        <translation>无敏感性图：任何驱动因素变动 ±20% 都不会改变 %1 与 %2 之间的差距（测算期内为 %3）。</translation>
    </message>
    <message>
        <source>Training time against the cost of one run for the plans no other plan beats on both.</source>
        <translation>在两项上均未被其他方案超越的方案的训练时间与单次运行成本对比。</translation>
    </message>
    <message>
        <source>No time-vs-cost chart: one plan, %1 × %2 (%3, %4), is both the fastest and the cheapest searched, so there is no trade-off to plot.</source>
        <translation>无时间-成本图：在搜索的方案中，%1 × %2（%3，%4）既最快又最便宜，没有可绘制的权衡。</translation>
    </message>
    <message>
        <source>P10 %1 · P50 %2 · P90 %3</source>
        <extracomment>a range beside a figure: the 10th, 50th and 90th percentile of the Monte Carlo run</extracomment>
        <translation>P10 %1 · P50 %2 · P90 %3</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>Cheapest in %1 of cases: %2</source>
        <extracomment>part of &quot;Cheapest in 55% of cases: Cloud on demand; 38%: Build your own&quot;; %1 share, %2 option</extracomment>
        <translation>最便宜的概率 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>%1 samples, seed %2</source>
        <extracomment>%1 number of Monte Carlo samples, %2 the random seed</extracomment>
        <translation>%1 个样本，随机种子 %2</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU measured, %2 predicted (%3)</source>
        <extracomment>a pilot run: %1 measured, %2 predicted tokens/s per GPU, %3 the ratio (×0.80)</extracomment>
        <translation>单卡吞吐实测 %1 tokens/s，预测 %2（%3）</translation>
    </message>
    <message>
        <source>peak %1 GiB per GPU measured, %2 predicted (%3)</source>
        <extracomment>a pilot run: %1 measured, %2 predicted peak memory in GiB, %3 the ratio</extracomment>
        <translation>单卡峰值显存实测 %1 GiB，预测 %2（%3）</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <source>log: %1</source>
        <translation>日志：%1</translation>
    </message>
    <message>
        <source>%1, %2 by %3 (%4): %5</source>
        <extracomment>%1 accelerator, %2 date, %3 who, %4 typed in / log, %5 the measurements</extracomment>
        <translation>%1，%3 记录于 %2（%4）：%5</translation>
    </message>
    <message>
        <source>%1-month TCO, %2: %3 in cash; %4 %5.</source>
        <extracomment>%1 horizon in months, %2 the way of paying, %3 cash amount, %4 the basis (&quot;after-tax NPV&quot;), %5 its amount</extracomment>
        <translation>%1 个月 TCO，%2：现金 %3；%4 %5。</translation>
    </message>
    <message>
        <source>Cost of one run: %1 (%2)</source>
        <extracomment>%1 the amount, %2 how the run is billed (&quot;on-demand billing, per hour&quot;)</extracomment>
        <translation>单次运行成本：%1（%2）</translation>
    </message>
    <message>
        <source>The month when self-build&apos;s cumulative cost on the ranking basis (%1: each month discounted, the resale at the end included) falls below paying the cloud on demand for the same demand (the last crossing of the two curves); the same figures rank the options.</source>
        <extracomment>%1 the ranking basis, &quot;after-tax NPV&quot; or &quot;pre-tax NPV&quot;</extracomment>
        <translation>在排序口径（%1：每月折现，含期末残值）下，自建的累计成本低于同等需求下按需云的月份（两条曲线的最后一次交叉）；方案排序使用同一组数字。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 an option, %2 the ranking basis</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Options ranked by %1; the recommended one is marked ★.</source>
        <translation>各方案按%1排序；推荐方案标有 ★。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Cash total</source>
        <translation>现金合计</translation>
    </message>
    <message>
        <source>Pre-tax NPV</source>
        <translation>税前净现值</translation>
    </message>
    <message>
        <source>After-tax NPV</source>
        <translation>税后净现值</translation>
    </message>
    <message>
        <source>VAT recovered</source>
        <translation>可抵扣增值税</translation>
    </message>
    <message>
        <source>Income tax saved</source>
        <translation>节省的所得税</translation>
    </message>
    <message>
        <source>Resale net of output VAT</source>
        <translation>残值变卖（扣除销项增值税）</translation>
    </message>
    <message>
        <source>Obtainable</source>
        <translation>可获得</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>%1-month TCO (%2; ranked by %3)</source>
        <extracomment>%1 horizon in months, %2 the way of paying, %3 the ranking basis (&quot;after-tax NPV&quot;)</extracomment>
        <translation>%1 个月 TCO（%2；按%3排序）</translation>
    </message>
    <message>
        <source>cheaper from the start</source>
        <translation>从一开始就更便宜</translation>
    </message>
    <message>
        <source>CNY per million output tokens (on demand)</source>
        <translation>每百万输出 token 成本（按需，元）</translation>
    </message>
    <message>
        <source>cards × on-demand price per card-hour ÷ (requests per second × output tokens × 3,600 s) × 1,000,000</source>
        <translation>卡数 × 按需每卡时价格 ÷（每秒请求数 × 输出 token 数 × 3,600 秒）× 1,000,000</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Price per card-hour</source>
        <translation>每卡时价格</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <source>Time to first token (achieved)</source>
        <translation>首 token 时延（实际）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>prefill of one prompt on a replica of %1 cards, with its all-reduces</source>
        <translation>在 %1 张卡的副本上预填充一个提示词（含其 all-reduce 通信）</translation>
    </message>
    <message>
        <source>Time per output token (achieved)</source>
        <translation>每输出 token 时延（实际）</translation>
    </message>
    <message>
        <source>one decode step of %1 requests decoded together on a replica of %2 cards</source>
        <translation>在 %2 张卡的副本上同时解码 %1 个请求的一个解码步</translation>
    </message>
    <message>
        <source>Concurrency per replica</source>
        <translation>每副本并发数</translation>
    </message>
    <message>
        <source>Deadline %1: met, the run takes %2 after a lead time of %3 (%4 in all).</source>
        <extracomment>%1 the deadline, %2 the run&apos;s time, %3 the lead time before it can start, %4 both together</extracomment>
        <translation>截止期限 %1：满足，交付周期 %3 之后运行耗时 %2（共 %4）。</translation>
    </message>
    <message>
        <source>Deadline %1: missed, the run takes %2 after a lead time of %3 (%4 in all).</source>
        <translation>截止期限 %1：无法满足，交付周期 %3 之后运行耗时 %2（共 %4）。</translation>
    </message>
    <message>
        <source>The run alone would meet the deadline of %1, but the cards come only after a lead time of %2: the deadline cannot be met this way of paying.</source>
        <translation>仅运行本身可以满足截止期限（%1），但算力卡要在交付周期（%2）之后才能到位：按这种付费方式无法满足截止期限。</translation>
    </message>
    <message>
        <source>Over %1 month this costs %2, above the budget of %3.</source>
        <translation>%1 个月内成本为 %2，高于预算 %3。</translation>
    </message>
    <message>
        <source>CNY per million output tokens (%1)</source>
        <translation>每百万输出 token 成本（%1，元）</translation>
    </message>
    <message>
        <source>cards × the recommended way of paying&apos;s cost per used GPU-hour ÷ (requests per second × output tokens × 3,600 s) × 1,000,000</source>
        <translation>卡数 × 推荐付费方式每实际使用卡时的成本 ÷（每秒请求数 × 输出 token 数 × 3,600 秒）× 1,000,000</translation>
    </message>
    <message>
        <source>Cost per used GPU-hour (%1)</source>
        <translation>每实际使用卡时成本（%1）</translation>
    </message>
    <message>
        <source>Break-even: after %1 months %2 has cost as much as %3.</source>
        <extracomment>a break-even chart footnote: after %1 months (one decimal) %2 costs as much as %3 so far</extracomment>
        <translation>盈亏平衡：%1 个月后，%2 的累计成本与%3持平。</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99%</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <extracomment>how the ranges were computed: %1 number of Monte Carlo samples</extracomment>
        <translation>%1 个样本</translation>
    </message>
    <message>
        <source>What the busiest GPU of the recommended configuration holds, against the card&apos;s memory.</source>
        <translation>推荐配置中负载最重的那张 GPU 的显存占用，与该卡显存容量对比。</translation>
    </message>
    <message>
        <source>Training stack</source>
        <translation>训练栈</translation>
    </message>
    <message>
        <source>unknown: the ranges admit tuned, generic and vendor-port stacks; a pilot run on your own stack (Calibrate) removes this uncertainty</source>
        <translation>未知：区间同时容纳已调优、通用和厂商移植的训练栈；在您自己的训练栈上做一次试运行（校准）即可消除这一不确定性</translation>
    </message>
    <message>
        <source>%1: replaced by your pilot-run correction</source>
        <extracomment>%1 the stack class (tuned, generic, vendor_port)</extracomment>
        <translation>%1：已由您的试运行校准取代</translation>
    </message>
    <message>
        <source>%1: x%2, the median of %3 published runs of that class</source>
        <extracomment>%1 the stack class, %2 its median factor, %3 the number of published runs it comes from</extracomment>
        <translation>%1：×%2，该类 %3 个公开运行结果的中位数</translation>
    </message>
    <message>
        <source>%1 is not listed: its cheapest mix owns no GPUs, so it is %2.</source>
        <extracomment>the money table&apos;s caption: %1 &quot;Hybrid (owned core + cloud burst)&quot;, %2 &quot;Cloud on demand&quot;</extracomment>
        <translation>未列出%1：其成本最低的组合不自有任何 GPU，即等同于%2。</translation>
    </message>
    <message>
        <source>Sized for the target load: %1</source>
        <translation>按目标负载配置：%1</translation>
    </message>
    <message>
        <source>Sized for the target load: %1, %2</source>
        <translation>按目标负载配置：%1，%2</translation>
    </message>
</context>
<context>
    <name>cp::AvailabilitySource</name>
    <message>
        <source>ASSUMPTION: cluster size and lead time, user must confirm</source>
        <translation>假设：集群规模和交付周期，需用户确认</translation>
    </message>
    <message>
        <source>ASSUMPTION: cluster size per order, user must confirm</source>
        <translation>假设：单笔订单的集群规模，需用户确认</translation>
    </message>
    <message>
        <source>ASSUMPTION: status, cluster size and lead time, user must confirm</source>
        <translation>假设：供应状态、集群规模和交付周期，需用户确认</translation>
    </message>
    <message>
        <source>ASSUMPTION: status and cluster size per order, user must confirm</source>
        <translation>假设：供应状态和单笔订单的集群规模，需用户确认</translation>
    </message>
    <message>
        <source>ASSUMPTION: no licence needed, cluster size and lead time, user must confirm</source>
        <translation>假设：无需许可证，集群规模和交付周期需用户确认</translation>
    </message>
    <message>
        <source>ASSUMPTION: no lawful mainland stock, user must confirm</source>
        <translation>假设：中国大陆无合法库存，需用户确认</translation>
    </message>
    <message>
        <source>ASSUMPTION: no mainland cloud offers it, user must confirm</source>
        <translation>假设：中国大陆没有云厂商提供，需用户确认</translation>
    </message>
    <message>
        <source>domestic part</source>
        <translation>国产芯片</translation>
    </message>
    <message>
        <source>no lawful new supply</source>
        <translation>无合法新增供应</translation>
    </message>
    <message>
        <source>installed stock</source>
        <translation>存量设备</translation>
    </message>
    <message>
        <source>rented from installed stock</source>
        <translation>由存量设备出租</translation>
    </message>
    <message>
        <source>no new supply since 2023-10</source>
        <translation>自 2023-10 起无新增供应</translation>
    </message>
    <message>
        <source>user must confirm</source>
        <translation>需用户确认</translation>
    </message>
    <message>
        <source>installed stock leased by local centres</source>
        <translation>由本地算力中心出租存量设备</translation>
    </message>
    <message>
        <source>few installed in China before 2025-12</source>
        <translation>2025-12 前在中国装机很少</translation>
    </message>
    <message>
        <source>widely deployed in China in 2024-2025</source>
        <translation>2024–2025 年在中国广泛部署</translation>
    </message>
    <message>
        <source>Chinese import approval uncertain</source>
        <translation>中国进口审批尚不确定</translation>
    </message>
    <message>
        <source>no lawful mainland stock</source>
        <translation>中国大陆无合法库存</translation>
    </message>
    <message>
        <source>consumer exemption with notification</source>
        <translation>消费级产品经通知可豁免</translation>
    </message>
</context>
<context>
    <name>cp::Catalog</name>
    <message>
        <source>a number is required</source>
        <translation>需要填写数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a non-negative number</source>
        <translation>“%1”不是非负数</translation>
    </message>
    <message>
        <source>missing column &apos;%1&apos;</source>
        <translation>缺少列“%1”</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <source>duplicate id &apos;%1&apos;</source>
        <translation>ID“%1”重复</translation>
    </message>
    <message>
        <source>default &apos;%1&apos; has no value</source>
        <translation>默认项“%1”没有值</translation>
    </message>
    <message>
        <source>%1 cannot be corrected; use one of %2</source>
        <translation>%1 不可修正；可修正的列为 %2</translation>
    </message>
    <message>
        <source>must be a whole number 1–64</source>
        <translation>必须为 1–64 的整数</translation>
    </message>
    <message>
        <source>must be a positive number up to 10,000,000</source>
        <translation>必须为不超过 10,000,000 的正数</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation>未知加速卡“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a channel; use one of %2</source>
        <translation>“%1”不是有效的渠道；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a status; use one of %2</source>
        <translation>“%1”不是有效的状态；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1</source>
        <translation>必须为不小于 1 的整数</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>必须为以下之一：%1</translation>
    </message>
    <message>
        <source>must be a whole number of GPUs from 1 to 10,000,000</source>
        <translation>GPU 数量必须为 1 到 10,000,000 之间的整数</translation>
    </message>
    <message>
        <source>must be a number of weeks from 0 to 520</source>
        <translation>周数必须在 0 到 520 之间</translation>
    </message>
    <message>
        <source>duplicate row &apos;%1&apos;</source>
        <translation>重复的行“%1”</translation>
    </message>
</context>
<context>
    <name>cp::Compare</name>
    <message>
        <source>%1 GPU-h</source>
        <translation>%1 卡时</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <comment>percentage points</comment>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>planner&apos;s choice</source>
        <translation>由规划器选择</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Recommended cluster</source>
        <translation>推荐集群</translation>
    </message>
    <message>
        <source>Cards for the inference load</source>
        <translation>满足推理负载所需卡数</translation>
    </message>
    <message>
        <source>Recommended way to pay</source>
        <translation>推荐付费方式</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Compute Planner, comparison of %1</source>
        <translation>算力规划器，%1 的对比</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>plan (way to pay)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>What drives the gap</source>
        <translation>差距成因</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>unknown plan &apos;%1&apos;; known plans: %2</source>
        <translation>未知方案“%1”；已有方案：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no revision %2; its revisions are 1 to %3</source>
        <translation>“%1”没有修订版本 %2；其修订版本为 1 到 %3</translation>
    </message>
    <message>
        <source>%1-month</source>
        <extracomment>%1 is a number of months; as in &quot;36-month TCO&quot;</extracomment>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 TCO (recommended way to pay)</source>
        <comment>%1 = 36-month</comment>
        <translation>%1 TCO（推荐付费方式）</translation>
    </message>
    <message>
        <source>Paid by month %1 (before any resale)</source>
        <translation>截至第 %1 个月已支付（未计转售）</translation>
    </message>
    <message>
        <source>Cost of the training run (each plan&apos;s own horizon)</source>
        <translation>训练运行成本（按各方案自身测算期）</translation>
    </message>
    <message>
        <source>Effective price per used GPU-hour (each plan&apos;s own horizon)</source>
        <translation>每实际使用卡时的有效价格（按各方案自身测算期）</translation>
    </message>
    <message>
        <source>Cost per million tokens (each plan&apos;s own horizon)</source>
        <translation>每百万 token 成本（按各方案自身测算期）</translation>
    </message>
    <message>
        <source>Build breaks even (month, within %1 months)</source>
        <translation>自建盈亏平衡（月份，%1 个月内）</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>%1 个月内未达到</translation>
    </message>
    <message>
        <source>%1 TCO: %2</source>
        <comment>%1 = 36-month, %2 = way to pay</comment>
        <translation>%1 TCO：%2</translation>
    </message>
    <message numerus="yes">
        <source>Every plan is compared over the same %n month(s), the shortest common horizon; later months are left out and a resale counts only at a plan&apos;s own horizon.</source>
        <translation>
            <numerusform>所有方案均按相同的 %n 个月（即最短的共同测算期）进行比较；之后的月份不计入，转售仅在方案自身测算期末计入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every plan is compared over the same %n month(s) (chosen; the shortest common horizon is %1 months); later months are left out and a resale counts only at a plan&apos;s own horizon.</source>
        <translation>
            <numerusform>所有方案均按相同的 %n 个月（所选值；最短的共同测算期为 %1 个月）进行比较；之后的月份不计入，转售仅在方案自身测算期末计入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost of the compared plans over %n month(s)</source>
        <translation>
            <numerusform>所比较方案在 %n 个月内的累计成本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost by line item over %n month(s)</source>
        <translation>
            <numerusform>%n 个月内的分项成本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost over %n month(s)</source>
        <translation>
            <numerusform>%n 个月内的成本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What drives the %n-month gap between %1 and %2</source>
        <translation>
            <numerusform>%1与%2之间 %n 个月差距的驱动因素</numerusform>
        </translation>
    </message>
    <message>
        <source>NPV on each plan&apos;s ranking basis</source>
        <translation>按各方案自身排序口径的净现值</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>%1 %2 of the cost</source>
        <comment>%1 = 36-month, %2 = after-tax NPV / pre-tax NPV</comment>
        <translation>%1 成本%2</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <comment>%1 = 36-month, %2 = after-tax NPV / pre-tax NPV, %3 = way to pay</comment>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>Solid line: the baseline, %1; dashed lines: the other plans.</source>
        <translation>实线：基准方案“%1”；虚线：其他方案。</translation>
    </message>
    <message>
        <source>%1: cost (%2, the programme&apos;s own horizon)</source>
        <extracomment>%1 &quot;Pool train · H800 SXM5 80GB&quot;, %2 &quot;after-tax NPV&quot;</extracomment>
        <translation>%1：成本（%2，按算力计划自身的期限）</translation>
    </message>
    <message>
        <source>%1: share of the programme</source>
        <translation>%1：占算力计划的比例</translation>
    </message>
    <message>
        <source>%1: supply</source>
        <translation>%1：供给</translation>
    </message>
</context>
<context>
    <name>cp::Csv</name>
    <message>
        <source>unterminated quoted field</source>
        <translation>引号字段未闭合</translation>
    </message>
    <message>
        <source>the file is empty; a header row is required</source>
        <translation>文件为空；需要表头行</translation>
    </message>
    <message>
        <source>has %1 fields; the header has %2</source>
        <translation>有 %1 个字段；表头有 %2 个</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>cp::DataTexts</name>
    <message>
        <source>%1 %2 per GPU</source>
        <extracomment>a network: %1 its kind (InfiniBand HDR, RoCE v2), %2 the bandwidth each GPU gets (200 Gb/s)</extracomment>
        <translation>%1，每卡 %2</translation>
    </message>
    <message>
        <source>%1 %2 per %3-GPU node</source>
        <extracomment>a network: %1 its kind, %2 the links (4x200 Gb/s), %3 the GPUs of a node sharing them</extracomment>
        <translation>%1，每 %3 卡节点 %2</translation>
    </message>
    <message>
        <source>%1 %2 per node</source>
        <extracomment>a network: %1 its kind, %2 the bandwidth of one node (100 Gb/s)</extracomment>
        <translation>%1，每节点 %2</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <extracomment>a network: %1 its kind and speed (25 GbE TCP), shared by a node</extracomment>
        <translation>%1（每节点）</translation>
    </message>
    <message>
        <source>%1 (%2-card mesh)</source>
        <extracomment>a scale-up interconnect: %1 its name (HCCS), %2 the cards it joins</extracomment>
        <translation>%1（%2 卡全互联）</translation>
    </message>
    <message>
        <source>no new supply since %1</source>
        <extracomment>availability: %1 a month (2023-10)</extracomment>
        <translation>自 %1 起无新增供应</translation>
    </message>
    <message>
        <source>no lawful new supply</source>
        <translation>无合法新增供应</translation>
    </message>
    <message>
        <source>no lawful mainland stock</source>
        <translation>中国大陆无合法库存</translation>
    </message>
    <message>
        <source>installed stock leased by local centres</source>
        <translation>由本地算力中心出租存量设备</translation>
    </message>
    <message>
        <source>rented from installed stock</source>
        <translation>由存量设备出租</translation>
    </message>
    <message>
        <source>rented by China marketplace sellers</source>
        <translation>由中国市场卖家出租</translation>
    </message>
    <message>
        <source>China marketplace sellers</source>
        <translation>中国市场卖家</translation>
    </message>
    <message>
        <source>domestic part</source>
        <translation>国产芯片</translation>
    </message>
    <message>
        <source>above the 2023-10 thresholds</source>
        <translation>超出 2023-10 规则的阈值</translation>
    </message>
    <message>
        <source>China SKU below the 2023-10 thresholds</source>
        <translation>中国特供型号，低于 2023-10 规则的阈值</translation>
    </message>
    <message>
        <source>China SKU under the 2023-10 rules</source>
        <translation>受 2023-10 规则约束的中国特供型号</translation>
    </message>
    <message>
        <source>consumer exemption with notification</source>
        <translation>消费级产品经通知可豁免</translation>
    </message>
    <message>
        <source>Chinese import approval uncertain</source>
        <translation>中国进口审批尚不确定</translation>
    </message>
    <message>
        <source>few installed in China before %1</source>
        <extracomment>availability: %1 a month (2025-12)</extracomment>
        <translation>%1 前在中国装机很少</translation>
    </message>
    <message>
        <source>widely deployed in China in %1</source>
        <extracomment>availability: %1 a year range (2024-2025)</extracomment>
        <translation>%1 年在中国广泛部署</translation>
    </message>
    <message>
        <source>%1 series above the %2 thresholds</source>
        <extracomment>availability: %1 an accelerator line (MI300), %2 a rule&apos;s month (2023-10)</extracomment>
        <translation>%1 系列超出 %2 规则的阈值</translation>
    </message>
    <message>
        <source>licence required from %1</source>
        <extracomment>availability: %1 the date from which a US licence is required</extracomment>
        <translation>自 %1 起须申请许可证</translation>
    </message>
    <message>
        <source>BIS rule %1</source>
        <extracomment>a citation: %1 the date of a US export rule (BIS = Bureau of Industry and Security)</extracomment>
        <translation>BIS 规则 %1</translation>
    </message>
    <message>
        <source>BIS rule %1, tightened %2</source>
        <extracomment>a citation: %1 the date of a US export rule, %2 the date it was tightened</extracomment>
        <translation>BIS 规则 %1，%2 收紧</translation>
    </message>
    <message>
        <source>NVIDIA 8-K %1 names %2</source>
        <extracomment>a citation: %1 the date of NVIDIA&apos;s 8-K filing, %2 the product it names</extracomment>
        <translation>英伟达 8-K 公告 %1 点名 %2</translation>
    </message>
    <message>
        <source>NVIDIA 8-K %1</source>
        <extracomment>a citation: %1 the date of NVIDIA&apos;s 8-K filing</extracomment>
        <translation>英伟达 8-K 公告 %1</translation>
    </message>
    <message>
        <source>US decision of %1</source>
        <extracomment>a citation: %1 the date of a US decision</extracomment>
        <translation>美国 %1 的决定</translation>
    </message>
    <message>
        <source>US decision of %1 covers %2, not %3</source>
        <extracomment>a citation: %1 the date of a US decision, %2 what it covers, %3 what it does not</extracomment>
        <translation>美国 %1 的决定涵盖 %2，不含 %3</translation>
    </message>
    <message>
        <source>announced %1</source>
        <extracomment>a citation: %1 a date</extracomment>
        <translation>%1 宣布</translation>
    </message>
    <message>
        <source>licence or notification</source>
        <translation>须许可证或通报</translation>
    </message>
    <message>
        <source>licence for China</source>
        <translation>对华须许可证</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <extracomment>a citation: %1 a report, %2 where it was read</extracomment>
        <translation>%1，转引自 %2</translation>
    </message>
    <message>
        <source> (</source>
        <extracomment>a citation&apos;s opening bracket after a phrase (zh: a full-width bracket without the space)</extracomment>
        <translation>（</translation>
    </message>
    <message>
        <source>)</source>
        <extracomment>a citation&apos;s closing bracket (zh: a full-width bracket)</extracomment>
        <translation>）</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>the separator between the phrases of an availability source (zh: a full-width semicolon)</extracomment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>cp::Explain</name>
    <message>
        <source>%1 datasheet figures: %2</source>
        <translation>%1 规格书数据：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> (assumption: please confirm)</source>
        <translation>（假设值，请确认）</translation>
    </message>
    <message>
        <source>%1 = %2 %3 %4 — %5, as of %6%7</source>
        <extracomment>%1 the price&apos;s item name, %2 its value, %3 currency, %4 unit, %5 its source, %6 as-of date</extracomment>
        <translation>%1 = %2 %3 %4 — %5，截至 %6%7</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Calibrated constant %1 (fitted on published runs)</source>
        <translation>校准常数 %1（基于已公开的运行数据拟合）</translation>
    </message>
    <message>
        <source>%1 = %2 %3 %4 — %5%6</source>
        <extracomment>%1 the price&apos;s item name, %2 its value, %3 currency, %4 unit, %5 its source (no as-of date known)</extracomment>
        <translation>%1 = %2 %3 %4 — %5%6</translation>
    </message>
</context>
<context>
    <name>cp::Fields</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Last saved</source>
        <translation>最后保存时间</translation>
    </message>
    <message>
        <source>Saved with</source>
        <translation>保存所用版本</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Model preset id: llama2-7b, llama3-70b, qwen2.5-72b, deepseek-v3 ... (an unknown id lists them all).</source>
        <translation>模型预设 ID：llama2-7b、llama3-70b、qwen2.5-72b、deepseek-v3 等（输入未知 ID 可列出全部）。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Custom model: transformer layers.</source>
        <translation>自定义模型：Transformer 层数。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Custom model: hidden size.</source>
        <translation>自定义模型：隐藏层维度。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Custom model: attention heads.</source>
        <translation>自定义模型：注意力头数。</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Custom model: key/value heads (GQA); default = heads.</source>
        <translation>自定义模型：KV 头数（GQA）；默认等于注意力头数。</translation>
    </message>
    <message>
        <source>Feed-forward size</source>
        <translation>FFN 宽度</translation>
    </message>
    <message>
        <source>Custom model: FFN width; default 4 x hidden.</source>
        <translation>自定义模型：FFN 宽度；默认为 4 x hidden。</translation>
    </message>
    <message>
        <source>SwiGLU</source>
        <translation>SwiGLU</translation>
    </message>
    <message>
        <source>Custom model: gated (SwiGLU) FFN with untied embeddings.</source>
        <translation>自定义模型：门控（SwiGLU）FFN，输入与输出嵌入不共享权重。</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Custom model: vocabulary size.</source>
        <translation>自定义模型：词表大小。</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>训练模式</translation>
    </message>
    <message>
        <source>pretrain|full|lora|qlora.</source>
        <translation>pretrain|full|lora|qlora。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA rank.</source>
        <translation>LoRA 秩。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>bf16|fp16|fp8|tf32.</source>
        <translation>bf16|fp16|fp8|tf32。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation>序列长度（token 数）。</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Training tokens for the whole run: 2e12, 2T, 1.4T.</source>
        <translation>整个训练的 token 总数，如 2e12、2T、1.4T。</translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>Training data in TB of raw text, instead of --tokens.</source>
        <translation>训练数据量（原始文本 TB 数），可替代 --tokens。</translation>
    </message>
    <message>
        <source>Data language</source>
        <translation>数据语言</translation>
    </message>
    <message>
        <source>Language of --dataset-tb: english (4 B/token) or chinese (4.2 B/token).</source>
        <translation>--dataset-tb 的语言：english（4 B/token）或 chinese（4.2 B/token）。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>Global batch in sequences.</source>
        <translation>全局批次大小（序列数）。</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Comma-separated accelerator ids to consider; default: the whole catalog.</source>
        <translation>要考虑的加速卡 ID，以逗号分隔；默认：整个目录。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Number of GPUs/NPUs.</source>
        <translation>GPU/NPU 数量。</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs per node; default from the catalog.</source>
        <translation>每节点 GPU 数；默认取自目录。</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Inter-node fabric id from the catalog.</source>
        <translation>目录中的节点间网络 ID。</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Tensor parallel size.</source>
        <translation>张量并行规模。</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Pipeline parallel size.</source>
        <translation>流水线并行规模。</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>Data parallel size.</source>
        <translation>数据并行规模。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 级别</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3.</source>
        <translation>ZeRO 级别，0-3。</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>none|selective|full.</source>
        <translation>none|selective|full。</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>yes|no.</source>
        <translation>yes|no。</translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation>流水线交错</translation>
    </message>
    <message>
        <source>Interleaved pipeline stages per GPU.</source>
        <translation>每张 GPU 上的交错流水线阶段数。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Micro-batch size in sequences.</source>
        <translation>微批次大小（序列数）。</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Finish the run within this many days.</source>
        <translation>训练须在多少天内完成。</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>CNY</source>
        <translation>元</translation>
    </message>
    <message>
        <source>Spend at most this many CNY on the run.</source>
        <translation>本次训练最多花费多少元。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>优化目标</translation>
    </message>
    <message>
        <source>cheapest|fastest|balanced.</source>
        <translation>cheapest|fastest|balanced。</translation>
    </message>
    <message>
        <source>How the run is paid</source>
        <translation>训练计费方式</translation>
    </message>
    <message>
        <source>on-demand|monthly|spot.</source>
        <translation>on-demand|monthly|spot。</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Horizon in months, 1 to 60 (default 36).</source>
        <translation>规划期月数，1 到 60（默认 36）。</translation>
    </message>
    <message>
        <source>Discount rate (annual)</source>
        <translation>年贴现率</translation>
    </message>
    <message>
        <source>Annual discount rate for NPV, 0 to 1 (default 0.08).</source>
        <translation>计算净现值用的年贴现率，0 到 1（默认 0.08）。</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Demand as a share of the fleet&apos;s hours, 0 to 1 (default 0.7).</source>
        <translation>需求占集群总卡时的比例，0 到 1（默认 0.7）。</translation>
    </message>
    <message>
        <source>Ways to pay compared</source>
        <translation>参与比较的付费方式</translation>
    </message>
    <message>
        <source>Comma-separated options: on_demand,commitment,spot,lease,build,hybrid.</source>
        <translation>以逗号分隔的方案：on_demand,commitment,spot,lease,build,hybrid。</translation>
    </message>
    <message>
        <source>Demand profile</source>
        <translation>需求曲线</translation>
    </message>
    <message>
        <source>Demand profile: steady, peaks, growing or plan.</source>
        <translation>需求曲线：steady、peaks、growing 或 plan。</translation>
    </message>
    <message>
        <source>Mean monthly GPU-hours (overrides --utilisation).</source>
        <translation>月均卡时（覆盖 --utilisation）。</translation>
    </message>
    <message>
        <source>GPU-hours by month</source>
        <translation>各月卡时</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>贷款</translation>
    </message>
    <message>
        <source>Loan principal</source>
        <translation>贷款本金</translation>
    </message>
    <message>
        <source>Loan rate (annual)</source>
        <translation>贷款年利率</translation>
    </message>
    <message>
        <source>Loan nominal annual rate (monthly rate = annual / 12; default 0.045).</source>
        <translation>贷款名义年利率（月利率 = 年利率 / 12；默认 0.045）。</translation>
    </message>
    <message>
        <source>Loan term</source>
        <translation>贷款期限</translation>
    </message>
    <message>
        <source>Loan term in months (default 36).</source>
        <translation>贷款期限月数（默认 36）。</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation>延迟目标</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词 token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a field&apos;s label and its unit: &quot;Budget (CNY)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Budget and deadline</source>
        <translation>预算与期限</translation>
    </message>
    <message>
        <source>TCO inputs</source>
        <translation>总拥有成本输入</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每 token 激活专家数</translation>
    </message>
    <message>
        <source>Servers (0 = from demand)</source>
        <translation>服务器数（0：按需求确定）</translation>
    </message>
    <message>
        <source>Monthly demand</source>
        <translation>每月需求</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>adamw|adamw8bit|paged-adamw8bit|adafactor|sgd (bytes per parameter: 8, 2, 2 paged, ~0, 4 plus master weights).</source>
        <translation>adamw|adamw8bit|paged-adamw8bit|adafactor|sgd（每个参数的字节数：8、2、2（分页）、~0、4 另加主权重）。</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>fp32 master weights (mixed precision) or none (pure BF16 with BF16 optimizer states).</source>
        <translation>fp32：保留 fp32 主权重（混合精度）；none：不保留主权重（纯 BF16，优化器状态也为 BF16）。</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>none|optimizer|optimizer+params: ZeRO-Offload / ZeRO-Infinity to host memory.</source>
        <translation>none|optimizer|optimizer+params：ZeRO-Offload / ZeRO-Infinity 卸载到主机内存。</translation>
    </message>
    <message>
        <source>Host memory per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Host memory per node for offload; default from the catalog&apos;s server.</source>
        <translation>每节点可用于卸载的主机内存；默认取目录中该服务器的配置。</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout probability; masks are stored only when &gt; 0 (default 0).</source>
        <translation>Dropout 概率；仅当 &gt; 0 时才存储掩码（默认 0）。</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 目标模块</translation>
    </message>
    <message>
        <source>attention|all-linear: the matrices that get LoRA adapters.</source>
        <translation>attention|all-linear：添加 LoRA 适配器的矩阵。</translation>
    </message>
    <message>
        <source>Commitment term (0 = from the pay mode)</source>
        <translation>承诺期限（0 = 按付费方式确定）</translation>
    </message>
    <message>
        <source>Lease early exit after month (0 = none)</source>
        <translation>租赁提前退租月份（0 = 不提前退租）</translation>
    </message>
    <message>
        <source>End the lease early after this month and pay the early-exit penalty (0 = no early exit).</source>
        <translation>在该月之后提前终止租赁并支付提前退租违约金（0 = 不提前退租）。</translation>
    </message>
    <message>
        <source>Rental price change per year</source>
        <translation>租用价格年变化率</translation>
    </message>
    <message>
        <source>Yearly change of cloud and lease prices, -0.5 to 0.5 (-0.1 = 10% cheaper each year; default: the price book).</source>
        <translation>云和租赁价格的年变化率，-0.5 到 0.5（-0.1 = 每年便宜 10%；默认：价格表）。</translation>
    </message>
    <message>
        <source>Resale realised (liquidation factor)</source>
        <translation>转售变现比例（清算系数）</translation>
    </message>
    <message>
        <source>Share of the used-market value a resale realises, 0 to 1 (broker 0.85, auction 0.65, distressed 0.45; default 0.85).</source>
        <translation>转售可实现的二手市场价值比例，0 到 1（经纪商 0.85，拍卖 0.65，急售 0.45；默认 0.85）。</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Useful life of owned servers for book depreciation and resale, 1 to 15 years (default: the price book).</source>
        <translation>自有服务器用于账面折旧和转售的使用年限，1 至 15 年（默认取自价格表）。</translation>
    </message>
    <message>
        <source>Tax depreciation</source>
        <translation>税务折旧</translation>
    </message>
    <message>
        <source>Tax depreciation of equipment: straight-line (3 years) or one-time (bought 2024-2027, up to 5M CNY a unit).</source>
        <translation>设备的税务折旧：直线法（3 年）或一次性扣除（2024-2027 年购置，单台不超过 500 万元）。</translation>
    </message>
    <message>
        <source>Compare after tax</source>
        <translation>按税后比较</translation>
    </message>
    <message>
        <source>Corporate income tax rate</source>
        <translation>企业所得税税率</translation>
    </message>
    <message>
        <source>Corporate income tax rate, 0 to 0.5 (default 0.25; 0.15 for a high-tech enterprise).</source>
        <translation>企业所得税税率，0 至 0.5（默认 0.25；高新技术企业为 0.15）。</translation>
    </message>
    <message>
        <source>VAT rate of the lease invoice</source>
        <translation>租赁发票的增值税税率</translation>
    </message>
    <message>
        <source>VAT rate of the bare-metal lease invoice: 0.13 (tangible property lease) or 0.06 (compute service); default: the price book.</source>
        <translation>裸金属租赁发票的增值税税率：0.13（有形动产租赁）或 0.06（算力服务）；默认：价格表。</translation>
    </message>
    <message>
        <source>Year the equipment is bought</source>
        <translation>设备购置年份</translation>
    </message>
    <message>
        <source>Year the self-build equipment is bought (the one-time deduction covers 2024-2027; default 2026).</source>
        <translation>自建设备购置年份（一次性扣除适用于 2024-2027 年；默认 2026）。</translation>
    </message>
    <message>
        <source>VAT taxpayer</source>
        <translation>增值税纳税人类型</translation>
    </message>
    <message>
        <source>VAT taxpayer: general (recovers input VAT) or small (small-scale, no recovery); default general.</source>
        <translation>增值税纳税人类型：general（一般纳税人，可抵扣进项税额）或 small（小规模纳税人，不可抵扣）；默认 general。</translation>
    </message>
    <message>
        <source>Price tier</source>
        <translation>价格档位</translation>
    </message>
    <message>
        <source>Which price-book figures to use: low (cheapest seller), typical (market average, default) or high (hyperscaler list).</source>
        <translation>使用价格表中的哪一档数据：低（最便宜的供应商）、典型（市场均价，默认）或高（超大规模云厂商标价）。</translation>
    </message>
    <message>
        <source>Include accelerators unavailable in mainland China</source>
        <translation>包含在中国大陆不可获得的加速卡</translation>
    </message>
    <message>
        <source>Custom model: routed experts per MoE layer (0: dense).</source>
        <translation>自定义模型：每个 MoE 层的路由专家数（0 表示稠密模型）。</translation>
    </message>
    <message>
        <source>Custom MoE model: routed experts per token.</source>
        <translation>自定义 MoE 模型：每 token 激活的路由专家数。</translation>
    </message>
    <message>
        <source>Expert feed-forward size</source>
        <translation>专家 FFN 宽度</translation>
    </message>
    <message>
        <source>Custom MoE model: FFN width of one expert; default the FFN width.</source>
        <translation>自定义 MoE 模型：单个专家的 FFN 宽度；默认等于 FFN 宽度。</translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <source>Custom MoE model: always-active shared experts per MoE layer.</source>
        <translation>自定义 MoE 模型：每个 MoE 层中始终激活的共享专家数。</translation>
    </message>
    <message>
        <source>Tensor-parallel overlap</source>
        <translation>张量并行通信重叠</translation>
    </message>
    <message>
        <source>none (every TP collective waits) or async (TransformerEngine-style overlap with the GEMMs; never over PCIe).</source>
        <translation>none（每次 TP 集合通信都需等待）或 async（TransformerEngine 式，与 GEMM 重叠；走 PCIe 时不启用）。</translation>
    </message>
    <message>
        <source>Maximum tokens per step</source>
        <translation>每步最大 token 数</translation>
    </message>
    <message>
        <source>Most tokens per step the default global batch may be rounded up to (a layout needs a multiple of micro-batch x dp sequences); default 16M.</source>
        <translation>默认全局批次向上取整时每步最多允许的 token 数（并行布局要求序列数为微批次 x dp 的整数倍）；默认 16M。</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Expert-parallel size (MoE): the routed experts are split over this many of the data-parallel ranks.</source>
        <translation>专家并行规模（MoE）：路由专家切分到该数量的数据并行 rank 上。</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Context-parallel size: each sequence is split over this many GPUs.</source>
        <translation>上下文并行规模：每条序列切分到该数量的 GPU 上。</translation>
    </message>
    <message>
        <source>Expert-parallel overlap</source>
        <translation>专家并行通信重叠</translation>
    </message>
    <message>
        <source>Training framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>megatron (Megatron-Core, NeMo, MindSpeed) or fsdp (torchtitan, llm-foundry, HF Trainer): attention kernel, selective recompute and MoE expert GEMMs.</source>
        <translation>megatron（Megatron-Core、NeMo、MindSpeed）或 fsdp（torchtitan、llm-foundry、HF Trainer）：决定注意力内核、选择性重计算与 MoE 专家矩阵乘的方式。</translation>
    </message>
    <message>
        <source>flash (the stack&apos;s FlashAttention: no stored attention scores), eager (stores them) or te (TransformerEngine&apos;s fused attention, faster on Hopper in a PyTorch-native stack).</source>
        <translation>flash（框架自带的 FlashAttention：不保存注意力分数）、eager（保存注意力分数）或 te（TransformerEngine 融合注意力，在 PyTorch 原生框架中于 Hopper 上更快）。</translation>
    </message>
    <message>
        <source>Expert-parallel dispatch</source>
        <translation>专家并行分发方式</translation>
    </message>
    <message>
        <source>alltoall (one copy of a token per routed expert on another GPU) or hierarchical (DeepEP-style: one copy per remote node, forwarded over NVLink).</source>
        <translation>alltoall（每个路由到其他 GPU 上专家的 token 各发送一份）或 hierarchical（DeepEP 式：每个远端节点只发送一份，再经 NVLink 转发）。</translation>
    </message>
    <message>
        <source>Gradient precision</source>
        <translation>梯度精度</translation>
    </message>
    <message>
        <source>bf16 (gradients held and reduced in 16 bits, as NVIDIA&apos;s published benchmarks run) or fp32 (Megatron&apos;s grad_reduce_in_fp32: 2 more bytes per parameter and twice the gradient traffic).</source>
        <translation>bf16（梯度以 16 位保存并归约，与 NVIDIA 公开基准的设置相同）或 fp32（Megatron 的 grad_reduce_in_fp32：每个参数多 2 字节，梯度通信量翻倍）。</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>注意力头宽度</translation>
    </message>
    <message>
        <source>Custom model: width of one attention head (config.json head_dim); default hidden / heads.</source>
        <translation>自定义模型：单个注意力头的宽度（config.json 的 head_dim）；默认为 hidden / heads。</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Custom model: keys a windowed layer attends (config.json sliding_window); 0: every layer attends the whole context.</source>
        <translation>自定义模型：窗口层每个查询关注的键数（config.json 中的 sliding_window）；0 表示每层都关注完整上下文。</translation>
    </message>
    <message>
        <source>Windowed layers</source>
        <translation>窗口层数</translation>
    </message>
    <message>
        <source>Custom model: how many layers attend only the sliding window (gpt-oss: half of them).</source>
        <translation>自定义模型：只关注滑动窗口的层数（gpt-oss 为一半的层）。</translation>
    </message>
    <message>
        <source>MoE token schedule</source>
        <translation>MoE token 调度方式</translation>
    </message>
    <message>
        <source>dropless (every token reaches its experts; the host waits for the router&apos;s counts every MoE layer, so the experts&apos; kernel launches add to the step) or token-drop (a fixed expert capacity: no wait, the launches hide behind the GPU&apos;s work).</source>
        <translation>dropless（每个 token 都送达其专家；主机在每个 MoE 层等待路由器的计数，因此专家核函数的启动时间计入每步时间）或 token-drop（专家容量固定：无需等待，启动时间隐藏在 GPU 的工作之后）。</translation>
    </message>
    <message>
        <source>Time per output token target</source>
        <translation>每输出 token 时延目标</translation>
    </message>
    <message>
        <source>Time-per-output-token target in ms (default 50).</source>
        <translation>每输出 token 时延（TPOT）目标，单位 ms（默认 50）。</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Kind of work</source>
        <translation>工作类型</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Starts in month</source>
        <translation>开始月份</translation>
    </message>
    <message>
        <source>Runs (0 = until the horizon ends)</source>
        <translation>运行次数（0 = 直到期限结束）</translation>
    </message>
    <message>
        <source>Months between runs (0 = back to back)</source>
        <translation>两次运行间隔月数（0 = 连续运行）</translation>
    </message>
    <message>
        <source>Hours a day</source>
        <translation>每天小时数</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Growth per month</source>
        <translation>每月增长</translation>
    </message>
    <message>
        <source>GPU-hours a month</source>
        <translation>每月卡时</translation>
    </message>
    <message>
        <source>Lasts (0 = to the end of the horizon)</source>
        <translation>持续月数（0 = 到期限结束）</translation>
    </message>
    <message>
        <source>From the older utilisation input</source>
        <translation>由旧的利用率输入转换</translation>
    </message>
    <message>
        <source>The work</source>
        <translation>工作内容</translation>
    </message>
    <message>
        <source>Pool (empty = the planner places it)</source>
        <translation>资源池（留空 = 由规划器安排）</translation>
    </message>
    <message>
        <source>GPUs at once (0 = the plan&apos;s)</source>
        <translation>同时需要的 GPU 数（0 = 沿用方案的）</translation>
    </message>
    <message>
        <source>GPU-hours a run (0 = estimated)</source>
        <translation>每次运行的卡时（0 = 估算）</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>资源池</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>none (MoE all-to-all waits), async (DualPipe-style: one micro-batch&apos;s all-to-all behind another&apos;s compute) or auto (default: what the framework offers; Megatron-Core&apos;s EP overlap, none on FSDP stacks).</source>
        <translation>none（MoE all-to-all 等待完成）、async（DualPipe 式：一个微批次的 all-to-all 与另一个微批次的计算重叠）或 auto（默认：框架提供的重叠；Megatron-Core 的 EP 重叠，FSDP 类框架无）。</translation>
    </message>
    <message>
        <source>Memory margin</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Share of usable GPU memory a layout must leave free to fit, unless its P90 fits (default 5); a P50 above the usable memory never fits.</source>
        <translation>布局须留空的可用显存比例（默认 5），除非其 P90 也放得下；P50 超过可用显存的布局一律不算放得下。</translation>
    </message>
    <message>
        <source>How tuned the training stack is</source>
        <translation>训练栈的调优程度</translation>
    </message>
    <message>
        <source>tuned (a Megatron-Core/NeMo recipe tuned for the model), generic (Megatron-DeepSpeed, DeepSpeed, FSDP or HF Trainer as shipped) or vendor_port (e.g. Ascend MindSpeed): throughput times the median of published runs of that class, ranges from its band. unknown (default): ranges wide enough for every class; a pilot run recorded with &apos;calibrate add&apos; (then --db) removes this uncertainty.</source>
        <translation>tuned（针对该模型调优的 Megatron-Core/NeMo 配方）、generic（按默认设置使用的 Megatron-DeepSpeed、DeepSpeed、FSDP 或 HF Trainer）或 vendor_port（如昇腾 MindSpeed）：吞吐量乘以该类公开运行结果的中位数，区间取该类的区间带。unknown（默认）：区间宽到足以容纳每一类；用 &apos;calibrate add&apos; 记录一次试运行（再加 --db）即可消除这一不确定性。</translation>
    </message>
</context>
<context>
    <name>cp::Guide</name>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost at on-demand price</source>
        <translation>按量付费成本</translation>
    </message>
    <message>
        <source>no layout fits</source>
        <translation>没有放得下的并行布局</translation>
    </message>
    <message>
        <source>no price in the price book</source>
        <translation>价格表中无此价格</translation>
    </message>
    <message>
        <source>## 1. How many GPUs to fully train a 70B model, and for how long?

Llama 2 70B architecture, 2 trillion tokens, sequence length 4,096, 1,024 cards with InfiniBand NDR between servers.

</source>
        <translation>## 1. 从头训练一个 70B 模型需要多少张 GPU、多长时间？

Llama 2 70B 架构，2 万亿 token，序列长度 4096，1024 张卡，服务器之间用 InfiniBand NDR 互联。

</translation>
    </message>
    <message>
        <source>
H800 keeps H100&apos;s compute with NVLink cut to 400 GB/s; H20 has about a sixth of H100&apos;s dense BF16 compute, so the same run takes several times longer.

</source>
        <translation>
H800 保留了 H100 的算力，但 NVLink 带宽削减至 400 GB/s；H20 的稠密 BF16 算力约为 H100 的六分之一，因此同样的训练要多花数倍时间。

</translation>
    </message>
    <message>
        <source>## 2. Is one 80 GB card enough to fully fine-tune a 7B model?

Llama 2 7B, full fine-tuning on one A100 80GB, sequence length 2,048, micro-batch 1.

</source>
        <translation>## 2. 一张 80 GB 的卡够不够对 7B 模型做全参数微调？

Llama 2 7B，在一张 A100 80GB 上全参数微调，序列长度 2048，微批次 1。

</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>## 3. A 13B model on 8×A100 with about 1 TB of training text

</source>
        <translation>## 3. 用 8×A100 在约 1 TB 训练文本上训练 13B 模型

</translation>
    </message>
    <message>
        <source>No layout fits.

</source>
        <translation>没有放得下的并行布局。

</translation>
    </message>
    <message>
        <source>- Tokens: 1 TB ÷ %1 bytes per token (English) = %2 tokens
- Tokens per step: global batch %3 × sequence length 4,096 = %4
- Steps: %2 ÷ %4 = %5
- Iteration time: %6 s on 8 GPUs (layout TP %7 · PP %8 · DP %9)
</source>
        <translation>- token 数：1 TB ÷ 每 token %1 字节（英文）= %2 个 token
- 每步 token 数：全局批次 %3 × 序列长度 4096 = %4
- 步数：%2 ÷ %4 = %5
- 迭代时间：8 张 GPU 上 %6 秒（并行布局 TP %7 · PP %8 · DP %9）
</translation>
    </message>
    <message>
        <source>- Wall clock with failures and checkpoints: %1 days; GPU-hours: %2
- Cost at %3 per GPU-hour on demand: %4

</source>
        <translation>- 计入故障和检查点后的实际耗时：%1 天；卡时：%2
- 按量付费每卡时 %3，总成本：%4

</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>训练模式</translation>
    </message>
    <message>
        <source>## 5. Rent, lease from a local centre, or build: 16 H800 over 3 years

</source>
        <translation>## 5. 上云租用、向本地智算中心租赁还是自建：16 张 H800，为期 3 年

</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Cloud on demand</source>
        <translation>云上按量付费</translation>
    </message>
    <message>
        <source>Local-centre lease</source>
        <translation>本地智算中心租赁</translation>
    </message>
    <message>
        <source>Self-build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Build breaks even</source>
        <translation>自建盈亏平衡</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>not within 36 months</source>
        <translation>36 个月内无法实现</translation>
    </message>
    <message>
        <source>
Rack rent, electricity tariff, staff cost and lease prices are assumptions in the default price book: replace them with your own quotes.

</source>
        <translation>
默认价格表中的机柜租金、电价、人员成本和租赁价格均为假设值：请替换为您实际拿到的报价。

</translation>
    </message>
    <message>
        <source>## 6. Must we use H100? The same run on A100, H800, H20 and Ascend 910B

Llama 2 13B pre-training on 500 billion tokens, 256 cards.

</source>
        <translation>## 6. 非 H100 不可吗？同一训练在 A100、H800、H20 和昇腾 910B 上的对比

在 5000 亿 token 上预训练 Llama 2 13B，256 张卡。

</translation>
    </message>
    <message>
        <source>## 7. PCIe-only 8×A100 vs NVLink: what tensor parallelism costs on PCIe

Llama 2 13B, sequence length 4,096, 8 cards in one server, tensor parallelism 8.

</source>
        <translation>## 7. 纯 PCIe 的 8×A100 与 NVLink 对比：张量并行在 PCIe 上的代价

Llama 2 13B，序列长度 4096，单台服务器 8 张卡，张量并行 8。

</translation>
    </message>
    <message>
        <source>Iteration time</source>
        <translation>迭代时间</translation>
    </message>
    <message>
        <source>Exposed TP communication</source>
        <translation>未掩盖的张量并行通信时间</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>单卡吞吐（tokens/s）</translation>
    </message>
    <message>
        <source># Compute Planner: worked examples

Every number below is computed by the app&apos;s engines with the built-in price book and calibration; regenerate this page with `computeplanner-cli guide`.

</source>
        <translation># 算力规划器：计算示例

下文所有数字均由本应用的计算引擎根据内置价格表和校准数据算出；可运行 `computeplanner-cli guide` 重新生成本页。

</translation>
    </message>
    <message>
        <source>
With AdamW the model states alone take 16 bytes per parameter, more than one 80 GB card holds for 7B parameters. Shard them with ZeRO across several cards, or fine-tune with LoRA or QLoRA.

</source>
        <translation>
使用 AdamW 时，仅模型状态就需要每参数 16 字节，7B 参数所需的显存超出单张 80 GB 卡的容量。可用 ZeRO 将其切分到多张卡上，或改用 LoRA 或 QLoRA 微调。

</translation>
    </message>
    <message>
        <source>## 4. LoRA vs QLoRA vs full fine-tuning of 70B on 8 cards

Llama 2 70B, sequence length 2,048, 8 cards in one server; the estimator chooses the layout that fits best.

</source>
        <translation>## 4. 在 8 张卡上对 70B 模型做 LoRA、QLoRA 与全参数微调的对比

Llama 2 70B，序列长度 2048，单台服务器 8 张卡；估算器自动选择最合适的并行布局。

</translation>
    </message>
    <message>
        <source>
Tensor parallelism exchanges activations four times per layer. Exposed communication is %1% of each step on NVLink and %2% on PCIe: keep TP inside NVLink, or use data parallelism with ZeRO on PCIe cards.
</source>
        <translation>
张量并行每层需要交换 4 次激活值。未掩盖的通信时间在 NVLink 上占每步的 %1%，在 PCIe 上占 %2%：请将张量并行限制在 NVLink 范围内，PCIe 卡则改用数据并行加 ZeRO。
</translation>
    </message>
    <message>
        <source>### 7B full fine-tune on one 80 GB card, by optimizer, precision and offload

Llama 2 7B on one A100 80GB (81,920 MiB), sequence length 2,048, micro-batch 1, full recompute, 16 sequences per step.

</source>
        <translation>### 7B 在单张 80 GB 卡上全参数微调：按优化器、精度和卸载方式

Llama 2 7B，单张 A100 80GB（81,920 MiB），序列长度 2,048，微批次 1，完全重计算，每步 16 条序列。

</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>主权重</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>none (pure BF16)</source>
        <translation>无（纯 BF16）</translation>
    </message>
    <message>
        <source>
Mixed-precision AdamW needs 16 bytes per parameter of model states, more than the card. Pure BF16 training (8 B/param with AdamW, 6 with 8-bit AdamW), Adafactor, SGD or ZeRO-Offload fit; offload pays the PCIe transfers and the CPU optimizer step in every step.

</source>
        <translation>
混合精度 AdamW 的模型状态每个参数需要 16 字节，超出了卡的显存。纯 BF16 训练（AdamW 为 8 B/参数，8-bit AdamW 为 6 B/参数）、Adafactor、SGD 或 ZeRO-Offload 都能放下；但卸载在每一步都要承担 PCIe 传输和 CPU 端优化器步骤的开销。

</translation>
    </message>
    <message>
        <source>### 70B LoRA and QLoRA: on 8 cards, and the fewest cards

Llama 2 70B, rank 16 on all linear layers, sequence length 4,096, 64 sequences per step, A100 80GB.

</source>
        <translation>### 70B LoRA 与 QLoRA：8 张卡，以及最少卡数

Llama 2 70B，所有线性层 rank 16，序列长度 4,096，每步 64 条序列，A100 80GB。

</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>On 8 cards: layout</source>
        <translation>8 卡时：布局</translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>Layout at the fewest</source>
        <translation>最少卡数时的布局</translation>
    </message>
    <message>
        <source>
LoRA keeps the 16-bit base (138 GB) and needs it sharded with ZeRO-3/FSDP or split with tensor parallelism; QLoRA stores the base in 4-bit NF4 (about 35 GB) and fits on one card, at the price of dequantising every weight on every pass (`estimate --min-gpus` answers the last column).

</source>
        <translation>
LoRA 保留 16 位基座模型（138 GB），需要用 ZeRO-3/FSDP 分片或用张量并行切分；QLoRA 以 4 位 NF4 存储基座模型（约 35 GB），单卡即可放下，代价是每一遍计算都要对每个权重反量化（最后一列由 `estimate --min-gpus` 给出）。

</translation>
    </message>
    <message>
        <source>## 8. Fine-tuning on few cards: optimizers, offload, LoRA and QLoRA

</source>
        <translation>## 8. 少卡微调：优化器、卸载、LoRA 与 QLoRA

</translation>
    </message>
    <message>
        <source>## 9. Serving a 70B model: L40S vs H20 vs Ascend 910B

Llama 3 70B in BF16 for 10 requests per second, each 1,024 prompt + 256 output tokens, first token within 2 s and 50 ms per output token (20 tokens/s per user). The engine keeps vLLM&apos;s default gpu_memory_utilization of 0.9 and a paged KV cache; tensor parallelism stays inside one 8-card server.

</source>
        <translation>## 9. 70B 模型推理服务：L40S、H20 与昇腾 910B 对比

Llama 3 70B，BF16，每秒 10 个请求，每个请求 1,024 个提示 token + 256 个输出 token，首 token 在 2 s 内，每输出 token 50 ms（每用户 20 tokens/s）。引擎保持 vLLM 默认的 gpu_memory_utilization 0.9 和分页 KV 缓存；张量并行限于单台 8 卡服务器内。

</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>Scale-up 互联</translation>
    </message>
    <message>
        <source>Cards per replica</source>
        <translation>每副本卡数</translation>
    </message>
    <message>
        <source>Requests per replica</source>
        <translation>每副本请求数</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Decode step: weights + KV + compute + all-reduce</source>
        <translation>解码步：权重 + KV + 计算 + 全归约（all-reduce）</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>L40S needs %1 times the cards of H20 for the same load. Without NVLink every layer&apos;s two all-reduces cross PCIe (64 GB/s), which takes %2 of each decode step and adds to each prompt&apos;s prefill; 48 GB cards also need tensor parallelism 8 before a step reads 141 GB of weights in under 50 ms. H20 has bandwidth to spare but a sixth of H100&apos;s compute, so the prefill of joining requests dominates its step.

</source>
        <translation>同样的负载下，L40S 所需卡数是 H20 的 %1 倍。没有 NVLink 时，每层的两次全归约（all-reduce）都要经过 PCIe（64 GB/s），占每个解码步的 %2，并拉长每个提示词的预填充；48 GB 的卡还需要 8 路张量并行，才能在 50 ms 内完成一步对 141 GB 权重的读取。H20 带宽有富余，但算力只有 H100 的六分之一，因此新加入请求的预填充在其单步时间中占主导。

</translation>
    </message>
    <message>
        <source>Taxes off (before tax)</source>
        <translation>不计税（税前）</translation>
    </message>
    <message>
        <source>25%, straight-line, general VAT taxpayer (default)</source>
        <translation>25%，直线法，增值税一般纳税人（默认）</translation>
    </message>
    <message>
        <source>25%, one-time deduction (2024-2027, up to 5M CNY a unit)</source>
        <translation>25%，一次性扣除（2024-2027 年，单台不超过 500 万元）</translation>
    </message>
    <message>
        <source>15% high-tech enterprise, straight-line</source>
        <translation>15% 高新技术企业，直线法</translation>
    </message>
    <message>
        <source>25%, small-scale VAT taxpayer (no input VAT recovery)</source>
        <translation>25%，小规模纳税人（进项税额不可抵扣）</translation>
    </message>
    <message>
        <source>never</source>
        <extracomment>a break-even utilisation that does not exist in 0..100%</extracomment>
        <translation>永不</translation>
    </message>
    <message>
        <source>Self-build NPV after tax</source>
        <translation>自建净现值（NPV）（税后）</translation>
    </message>
    <message>
        <source>Break-even vs cloud on demand</source>
        <translation>与云按量付费的盈亏平衡</translation>
    </message>
    <message>
        <source>Break-even vs lease</source>
        <translation>与租赁的盈亏平衡</translation>
    </message>
    <message>
        <source>no result: </source>
        <translation>无结果：</translation>
    </message>
    <message>
        <source>
How the tax settings move it: 16 H800 at 70% utilisation.

</source>
        <translation>
税务设置的影响：16 张 H800，利用率 70%。

</translation>
    </message>
    <message>
        <source>Tax settings</source>
        <translation>税务设置</translation>
    </message>
    <message>
        <source>Self-build NPV</source>
        <translation>自建净现值（NPV）</translation>
    </message>
    <message>
        <source>
Tax shields lower every option&apos;s cost, but not equally: a general taxpayer recovers 13% VAT on servers, power and tangible-property leases and only 6% on cloud bills, and depreciation shields arrive over three years (or at once with the one-time deduction), while rent is deducted as it is paid. A small-scale taxpayer recovers no VAT, which favours the options with the least VAT in their price. Check with `computeplanner-cli tco --accelerator h800-sxm-80gb --gpus 16 --utilisation 0.7 --solve-for utilisation` and the `--tax-rate`, `--depreciation` and `--vat-payer` flags.
</source>
        <translation>
税盾会降低每种选项的成本，但降幅不同：一般纳税人可抵扣服务器、电费和有形动产租赁 13% 的增值税，而云账单只能抵扣 6%；折旧税盾分三年到位（采用一次性扣除则一次到位），而租金在支付时即可扣除。小规模纳税人不能抵扣增值税，因此价格中所含增值税最少的选项更占优。可用 `computeplanner-cli tco --accelerator h800-sxm-80gb --gpus 16 --utilisation 0.7 --solve-for utilisation` 配合 `--tax-rate`、`--depreciation` 和 `--vat-payer` 参数进行验证。
</translation>
    </message>
    <message>
        <source>Each way of paying&apos;s after-tax NPV, the basis the verdict ranks by; break-even is on the same basis (discounted, resale at the horizon included).

</source>
        <translation>各付费方式的税后净现值，即结论排序所用的口径；盈亏平衡采用同一口径（折现，含期末残值）。

</translation>
    </message>
    <message>
        <source>cheaper from the start</source>
        <translation>从一开始就更便宜</translation>
    </message>
    <message>
        <source>
## 10. Rent, lease or build? 16 cards over 36 months, before and after tax

16 cards, steady demand, 36 months, the built-in price book, China&apos;s taxes on (general VAT taxpayer, 25% corporate income tax, straight-line tax depreciation over 3 years). Options are ranked by after-tax NPV (resale net of its output VAT included), the verdict&apos;s basis; the recommended option is the verdict&apos;s. Break-even is the steady utilisation at which self-build costs the same NPV as the rental way, after tax / before tax: the same discounted flows as the ranking.

</source>
        <translation>
## 10. 租用、租赁还是自建？16 张卡、36 个月，税前与税后

16 张卡，需求稳定，36 个月，使用内置价格表，开启中国税制（增值税一般纳税人，25% 企业所得税，税务折旧按直线法 3 年计提）。各方案按税后净现值（含扣除销项增值税后的残值）排序，即结论所用口径；推荐方案即结论的推荐。盈亏平衡点是指自建与租用方式净现值（NPV）相同时的稳定利用率，按税后 / 税前分别列示：与排序使用相同的折现现金流。

</translation>
    </message>
    <message>
        <source>Recommended (after-tax NPV)</source>
        <translation>推荐（税后净现值）</translation>
    </message>
    <message>
        <source>CNY per million output tokens (on demand)</source>
        <translation>每百万输出 token 成本（按需，元）</translation>
    </message>
    <message>
        <source>The table prices the cards on demand, as `serve` does. A saved serving plan&apos;s dashboard prices them the way its verdict pays (the cheapest obtainable option of its TCO: a lease or a build when that costs less), and its TCO, like `tco --scenario`, prices the fleet grown to the cards the load needs.

</source>
        <translation>本表与 `serve` 一样按需计价。已保存的推理方案在仪表盘上按结论推荐的付费方式计价（其 TCO 中可获得且成本最低的方式：租赁或自建更便宜时即为它们），其 TCO 与 `tco --scenario` 一样，按扩充到负载所需卡数后的集群计价。

</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>activation recompute in the guide&apos;s table: none of it</extracomment>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>full</source>
        <extracomment>activation recompute in the guide&apos;s table: every layer&apos;s</extracomment>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>## 11. A compute programme: three pools over 36 months

The Hangzhou SaaS sample: 13B continued pre-training on H800 in months 1-3, a LoRA fine-tune every month on L40S, serving on Ascend 910B from month 4 growing 10% a month, and evaluation jobs the planner places. Per pool and month the planner takes the cheapest mix of owned servers, leases, cloud commitments and on-demand GPU-hours.

</source>
        <translation>## 11. 算力计划：三个资源池、36 个月

杭州 SaaS 示例：第 1-3 个月在 H800 上做 13B 继续预训练，每月在 L40S 上做一次 LoRA 微调，从第 4 个月起在昇腾 910B 上提供推理服务、每月增长 10%，评测任务由规划器安排资源池。规划器按资源池、按月选出成本最低的组合：自有服务器、租赁、云上承诺使用和按需卡时。

</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>资源池</translation>
    </message>
    <message>
        <source>Cost (after-tax NPV)</source>
        <translation>成本（税后净现值）</translation>
    </message>
    <message>
        <source>Cost (pre-tax NPV)</source>
        <translation>成本（税前净现值）</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Owned GPUs (peak)</source>
        <translation>自有 GPU（峰值）</translation>
    </message>
    <message>
        <source>Leased GPUs (peak)</source>
        <translation>租赁 GPU（峰值）</translation>
    </message>
    <message>
        <source>Committed GPUs (peak)</source>
        <translation>承诺使用 GPU（峰值）</translation>
    </message>
    <message>
        <source>On-demand GPU-hours</source>
        <translation>按需卡时</translation>
    </message>
    <message>
        <source>Leased servers busy</source>
        <translation>租赁服务器利用率</translation>
    </message>
    <message>
        <source>
The programme costs %1 on the table&apos;s basis (%2 in cash). H800 and L40S cannot be bought in mainland China (availability table), so those pools only rent; the dashboard draws each pool&apos;s supply month by month and says what would change the decision.
</source>
        <extracomment>%1 the programme&apos;s cost on the table&apos;s basis, %2 its cash</extracomment>
        <translation>
按表中口径，该算力计划的成本为 %1（现金 %2）。中国大陆无法采购 H800 和 L40S（见可获得性表），因此这两个资源池只能租用；结果页逐月绘出各资源池的供给，并说明什么会改变决策。
</translation>
    </message>
</context>
<context>
    <name>cp::Planner</name>
    <message>
        <source>the planner plans training runs; use %1</source>
        <translation>规划器只规划训练任务；请使用 %1</translation>
    </message>
    <message>
        <source>the price book has no cloud price (cloud.%1.on_demand) or bare-metal lease (lease.bare_metal.%1.8gpu) for %2 paid %3: add one to plan with it</source>
        <translation>价格表中没有 %2 按 %3 计费所需的云上价格（cloud.%1.on_demand）或裸金属租赁价格（lease.bare_metal.%1.8gpu）：请补充后再用它做规划</translation>
    </message>
    <message>
        <source>finishes in %1, after the %2 deadline</source>
        <translation>需要 %1 才能完成，超出期限（%2）</translation>
    </message>
    <message>
        <source>costs %1, over the %2 budget</source>
        <translation>费用为 %1，超出预算（%2）</translation>
    </message>
    <message>
        <source>Cheapest plan that finishes within the %1 deadline.</source>
        <translation>能在 %1 期限内完成的成本最低方案。</translation>
    </message>
    <message>
        <source>Cheapest plan (no deadline given).</source>
        <translation>成本最低的方案（未指定期限）。</translation>
    </message>
    <message>
        <source>Fastest plan within the %1 budget.</source>
        <translation>%1 预算内最快的方案。</translation>
    </message>
    <message>
        <source>Fastest plan (no budget given).</source>
        <translation>最快的方案（未指定预算）。</translation>
    </message>
    <message>
        <source>Best balance of time and cost: the Pareto point with the smallest product of time and cost relative to the fastest and the cheapest plan.</source>
        <translation>时间与成本最均衡的方案：帕累托前沿上，时间与成本（分别相对于最快方案和成本最低方案）之积最小的点。</translation>
    </message>
    <message>
        <source>TP=1: every GPU holds whole layers, so no tensor-parallel traffic is needed.</source>
        <translation>TP=1：每张 GPU 持有完整的层，无需张量并行通信。</translation>
    </message>
    <message>
        <source>TP=%1 runs over %2 (no NVLink): it is slow, but the model needs it to fit.</source>
        <translation>TP=%1 走 %2（无 NVLink）：速度较慢，但不这样模型放不下。</translation>
    </message>
    <message>
        <source>TP=%1 stays inside %2 within one %3-GPU node.</source>
        <translation>TP=%1 限制在单个 %3 卡节点内，走 %2。</translation>
    </message>
    <message>
        <source>PP=1: the model fits without pipeline stages, so there is no pipeline bubble.</source>
        <translation>PP=1：无需流水线切分即可放下模型，因此没有流水线气泡。</translation>
    </message>
    <message>
        <source>PP=%1 because the weights and optimizer states do not fit with TP=%2 alone.</source>
        <translation>PP=%1：仅靠 TP=%2 放不下权重和优化器状态。</translation>
    </message>
    <message>
        <source>PP=%1 is faster than no pipeline at this scale (less data-parallel traffic per GPU, bubble %2%).</source>
        <translation>在此规模下，PP=%1 比不用流水线并行更快（每卡数据并行通信量更少，气泡占 %2%）。</translation>
    </message>
    <message>
        <source>ZeRO-%1 shards optimizer states over the %2 data-parallel ranks</source>
        <translation>ZeRO-%1 将优化器状态切分到 %2 个数据并行副本上</translation>
    </message>
    <message>
        <source>no ZeRO sharding is needed</source>
        <translation>无需 ZeRO 分片</translation>
    </message>
    <message>
        <source>%1; %2 recompute, micro-batch %3; %4 of %5 GiB per GPU used.</source>
        <translation>%1；重计算：%2，微批次 %3；每卡已用 %4 / %5 GiB。</translation>
    </message>
    <message>
        <source>derived from the bare-metal lease (%1), an assumption to confirm</source>
        <translation>由裸金属租赁价格（%1）推算，为待确认的假设值</translation>
    </message>
    <message>
        <source>Spot: preemptions and restarts stretch the run by %1%.</source>
        <translation>竞价实例：实例回收和重启使训练时长增加 %1%。</translation>
    </message>
    <message>
        <source>No allowed accelerator can hold this model and run at up to %1 GPUs with a known price.</source>
        <translation>在不超过 %1 张 GPU 的规模下，没有既能放下该模型、又有已知价格的可选加速卡。</translation>
    </message>
    <message>
        <source>No plan meets both the deadline and the budget.</source>
        <translation>没有同时满足期限和预算的方案。</translation>
    </message>
    <message>
        <source>%1 has no cloud price: its hourly price is the bare-metal lease / 8 GPUs / 730 h (an assumption).</source>
        <translation>%1 没有云上价格：其每卡时价格按裸金属租金 / 8 卡 / 730 h 推算（假设值）。</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; use one of %2</source>
        <translation>未知加速卡“%1”；可选：%2</translation>
    </message>
    <message>
        <source>unknown network &apos;%1&apos;; use one of %2</source>
        <translation>未知网络“%1”；可选：%2</translation>
    </message>
    <message>
        <source>must be from 1 to %1 (got %2)</source>
        <translation>必须在 1 到 %1 之间（当前为 %2）</translation>
    </message>
    <message>
        <source>a plan needs the run&apos;s tokens (or dataset size)</source>
        <translation>规划需要训练的 token 数（或数据集大小）</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>keep at least one checkpoint</source>
        <translation>请至少保留一个检查点</translation>
    </message>
    <message>
        <source>LoRA/QLoRA checkpoints hold only the adapters and their optimizer states (%1 B per adapter parameter); the frozen base model is stored once.</source>
        <translation>LoRA/QLoRA 检查点只包含适配器及其优化器状态（每个适配器参数 %1 B）；冻结的基础模型只需存储一份。</translation>
    </message>
    <message>
        <source>A resumable checkpoint holds the weights and optimizer states: %1 B per parameter (ZeRO paper: 16-bit weights + fp32 master copy and Adam moments).</source>
        <translation>可恢复训练的检查点包含权重和优化器状态：每参数 %1 B（ZeRO 论文：16 位权重 + fp32 主权重副本和 Adam 动量）。</translation>
    </message>
    <message>
        <source>Retention keeps the last %1 checkpoints and the best %2.</source>
        <translation>保留最近 %1 个检查点和最佳的 %2 个。</translation>
    </message>
    <message>
        <source>Data-loader reads: %1 tokens/s across the cluster at %2 B per pre-tokenised token, times %3 for shuffling, prefetch and re-reads (assumption).</source>
        <translation>数据加载读取量：全集群 %1 tokens/s，预分词后每 token %2 B，再乘以 %3 以计入打乱、预取和重复读取（假设值）。</translation>
    </message>
    <message>
        <source>Egress includes moving the dataset once from %1 to %2.</source>
        <translation>出网流量包含将数据集从 %1 一次性迁移到 %2。</translation>
    </message>
    <message>
        <source>One node: the GPUs talk over %1; no inter-node fabric is needed.</source>
        <translation>单节点：GPU 之间通过 %1 通信，无需节点间网络。</translation>
    </message>
    <message>
        <source>RDMA (%1, %2 Gb/s per GPU): the slowest fabric within %3% of the fastest step time; on plain TCP Ethernet each step would take %4 times as long.</source>
        <translation>RDMA（%1，每卡 %2 Gb/s）：在单步时间与最快网络相差不超过 %3% 的网络中选择最慢的一种；若用普通 TCP 以太网，每步耗时将是现在的 %4 倍。</translation>
    </message>
    <message>
        <source>No RDMA needed: on %1 the step is within %2% of the fastest fabric, because the inter-node traffic of this layout is small or hidden behind compute.</source>
        <translation>无需 RDMA：使用 %1 时单步时间与最快网络相差不超过 %2%，因为该布局的节点间通信量很小，或可被计算掩盖。</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可获得</translation>
    </message>
    <message>
        <source>restricted</source>
        <translation>受限</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>不可获得</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>lease from a local computing centre</source>
        <translation>向本地智算中心租赁</translation>
    </message>
    <message>
        <source>cloud rental</source>
        <translation>云租用</translation>
    </message>
    <message>
        <source>some figures are assumed; confirm them in the catalog</source>
        <translation>部分数据为假设值，请在目录中确认</translation>
    </message>
    <message>
        <source>billed in whole months of 730 hours: %1 × 730 h for a run of %2 h</source>
        <translation>按整月计费，每月 730 小时：运行 %2 h，计费 %1 × 730 h</translation>
    </message>
    <message>
        <source> (the minimum term is %1 months)</source>
        <translation>（最短期限为 %1 个月）</translation>
    </message>
    <message>
        <source>, on %1 GPUs (whole servers)</source>
        <translation>，使用 %1 张 GPU（按整机）</translation>
    </message>
    <message>
        <source>%1: %2 (%3, as of %4)</source>
        <translation>%1：%2（%3，截至 %4）</translation>
    </message>
    <message>
        <source>%1 cannot be obtained in mainland China: %2. Include unavailable accelerators to search it anyway.</source>
        <translation>%1 在中国大陆不可获得：%2。如仍要搜索，请包含不可获得的加速卡。</translation>
    </message>
    <message>
        <source>more than the %1 GPUs of %2 typically obtainable per order in mainland China (availability data; correct it in the catalog)</source>
        <translation>超过在中国大陆每单通常可获得的 %1 张 %2（可获得性数据；可在目录中更正）</translation>
    </message>
    <message>
        <source>Billing: %1, the cheapest way of paying available for this run</source>
        <translation>计费方式：%1，为本次运行可用的最低成本付费方式</translation>
    </message>
    <message>
        <source> Up to %1 GPUs per order.</source>
        <translation>每单最多 %1 张 GPU。</translation>
    </message>
    <message>
        <source>%1 is %2 for %3 in mainland China: %4 (as of %5).</source>
        <translation>%1 在中国大陆的%3%2：%4（截至 %5）。</translation>
    </message>
    <message>
        <source>Your configuration, %1 × %2, needs %3; the deadline is %4.</source>
        <translation>您的配置（%1 × %2）需要 %3；截止期限为 %4。</translation>
    </message>
    <message>
        <source>Not searched because they cannot be obtained in mainland China: %1. Include unavailable accelerators to search them.</source>
        <translation>以下加速卡在中国大陆不可获得，因此未搜索：%1。如需搜索，请包含不可获得的加速卡。</translation>
    </message>
    <message>
        <source>cloud on demand, billed hourly</source>
        <translation>云按量付费，按小时计费</translation>
    </message>
    <message>
        <source>cloud monthly commitment, billed in whole months of 730 hours</source>
        <translation>云包月承诺，按整月计费，每月 730 小时</translation>
    </message>
    <message>
        <source>cloud spot, billed hourly</source>
        <translation>云竞价实例，按小时计费</translation>
    </message>
    <message>
        <source>bare-metal lease from a local computing centre, billed in whole server-months</source>
        <translation>向本地智算中心裸金属租赁，按整机整月计费</translation>
    </message>
    <message>
        <source>billed at least one whole hour: %1 h for a run of %2 h</source>
        <translation>至少按一整小时计费：运行 %2 小时，计费 %1 小时</translation>
    </message>
    <message>
        <source>billed in whole hours: %1 h for a run of %2 h</source>
        <translation>按整小时计费：运行 %2 小时，计费 %1 小时</translation>
    </message>
    <message>
        <source>more than one %1-GPU node of %2: the card cannot use GPUDirect RDMA (catalog), so it is planned only within one server</source>
        <translation>超过一台 %1 卡的 %2 节点：该卡不支持 GPUDirect RDMA（见目录），因此只在单台服务器内规划</translation>
    </message>
    <message>
        <source>Fastest plan costing at most %1 times the cheapest plan (%2): no budget was given, and faster plans cost more than that for little time saved.</source>
        <translation>费用不超过最便宜方案 %1 倍（%2）的最快方案：未给出预算，更快的方案费用更高而节省的时间很少。</translation>
    </message>
    <message>
        <source>does not fit in memory: the smallest layout needs %1 GiB per GPU (P50 %2 GiB) of %3 GiB usable, %4% kept free</source>
        <translation>显存放不下：最小的布局每卡需要 %1 GiB（P50 %2 GiB），可用 %3 GiB，需留空 %4%</translation>
    </message>
    <message>
        <source>Within the %1% memory margin: P50 %2 GiB, P90 %3 GiB.</source>
        <translation>处于 %1% 显存余量之内：P50 %2 GiB，P90 %3 GiB。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>the separator between two parts of a sentence (zh: a full-width semicolon)</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>none</source>
        <comment>activation recompute mode</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <comment>activation recompute mode</comment>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <comment>activation recompute mode</comment>
        <translation>完整</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a sentence&apos;s full stop (zh: 。)</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 instead: %2 × %3 for %4 in %5.</source>
        <translation>改用 %1：%2 张 %3，费用 %4，用时 %5。</translation>
    </message>
    <message>
        <source>A smaller model, %1: %2 × %3 for %4 in %5.</source>
        <translation>改用更小的模型 %1：%2 张 %3，费用 %4，用时 %5。</translation>
    </message>
    <message>
        <source>%1 × %2 finish in %3 (%4 GPU-hours, MFU %5%) for %6 at %7 per GPU-hour (%8).</source>
        <translation>%1 张 %2 用时 %3 完成（%4 卡时，MFU %5%），费用 %6，每卡时 %7（%8）。</translation>
    </message>
    <message>
        <source>A budget of %1 meets the %2 deadline (%3 × %4, %5).</source>
        <translation>预算为 %1 时可满足期限 %2：%3 张 %4，%5。</translation>
    </message>
    <message>
        <source>Even the fastest plan (%1 × %2) takes %3: extend the deadline or allow more GPUs.</source>
        <translation>即使最快的方案（%1 张 %2）也需要 %3：请放宽期限或允许使用更多 GPU。</translation>
    </message>
    <message>
        <source>Within the %1 budget the earliest finish is %2 (%3 × %4).</source>
        <translation>在 %1 预算内，最短用时为 %2（%3 张 %4）。</translation>
    </message>
    <message>
        <source>The cheapest plan costs %1 (%2 × %3, %4).</source>
        <translation>成本最低的方案费用为 %1（%2 张 %3，%4）。</translation>
    </message>
</context>
<context>
    <name>cp::PriceBookItems</name>
    <message>
        <source>H100 SXM (Lambda 8-GPU node)</source>
        <translation>H100 SXM（Lambda 8 卡节点）</translation>
    </message>
    <message>
        <source>A100 SXM 80GB (Lambda 8-GPU node)</source>
        <translation>A100 SXM 80GB（Lambda 8 卡节点）</translation>
    </message>
    <message>
        <source>B200 (Lambda 8-GPU node)</source>
        <translation>B200（Lambda 8 卡节点）</translation>
    </message>
    <message>
        <source>AWS p5.48xlarge us-east-1</source>
        <translation>AWS p5.48xlarge（us-east-1）</translation>
    </message>
    <message>
        <source>AWS p4d.24xlarge us-east-1</source>
        <translation>AWS p4d.24xlarge（us-east-1）</translation>
    </message>
    <message>
        <source>Spot/preemptible discount vs on-demand</source>
        <translation>竞价/抢占式实例相对按量付费的折扣</translation>
    </message>
    <message>
        <source>8x H20 server purchase</source>
        <translation>8 卡 H20 服务器采购价</translation>
    </message>
    <message>
        <source>8x H800 server purchase</source>
        <translation>8 卡 H800 服务器采购价</translation>
    </message>
    <message>
        <source>Ascend 910B card</source>
        <translation>昇腾 910B 单卡</translation>
    </message>
    <message>
        <source>H20 card</source>
        <translation>H20 单卡</translation>
    </message>
    <message>
        <source>Server cost / sum of GPU cost</source>
        <translation>整机成本 / GPU 成本之和</translation>
    </message>
    <message>
        <source>DGX H100 max system power</source>
        <translation>DGX H100 整机最大功耗</translation>
    </message>
    <message>
        <source>DGX A100 max system power</source>
        <translation>DGX A100 整机最大功耗</translation>
    </message>
    <message>
        <source>Average draw during training / max system power</source>
        <translation>训练时平均功耗 / 整机最大功耗</translation>
    </message>
    <message>
        <source>PUE of a Yangtze River Delta hub data centre (policy target)</source>
        <translation>长三角枢纽数据中心 PUE（政策目标）</translation>
    </message>
    <message>
        <source>PUE of ordinary enterprise colocation</source>
        <translation>普通企业托管机房 PUE</translation>
    </message>
    <message>
        <source>China average industrial electricity price</source>
        <translation>全国平均工业电价</translation>
    </message>
    <message>
        <source>Zhejiang industrial electricity price</source>
        <translation>浙江工业电价</translation>
    </message>
    <message>
        <source>Hangzhou IDC rack rent (high-density)</source>
        <translation>杭州 IDC 机柜租金（高密度）</translation>
    </message>
    <message>
        <source>GPU cluster operations engineer (loaded cost)</source>
        <translation>GPU 集群运维工程师（含全部用人成本）</translation>
    </message>
    <message>
        <source>Server useful life used by hyperscalers</source>
        <translation>大型云厂商采用的服务器使用年限</translation>
    </message>
    <message>
        <source>Resale value of an 8-GPU node after 36 months</source>
        <translation>8 卡节点 36 个月后的转售残值</translation>
    </message>
    <message>
        <source>Object storage (China mainland standard)</source>
        <translation>对象存储（中国大陆标准型）</translation>
    </message>
    <message>
        <source>Internet egress (China mainland)</source>
        <translation>公网出流量（中国大陆）</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Zhejiang industrial electricity price (blended peak/valley)</source>
        <translation>浙江工业电价（峰谷加权）</translation>
    </message>
    <message>
        <source>Hangzhou IDC high-density rack rent (electricity billed separately)</source>
        <translation>杭州 IDC 高密度机柜租金（电费另计）</translation>
    </message>
    <message>
        <source>Usable power per high-density rack</source>
        <translation>高密度机柜可用功率</translation>
    </message>
    <message>
        <source>8x H100 bare-metal lease from a local intelligent-computing centre (rack power and hardware maintenance included)</source>
        <translation>本地智算中心 8 卡 H100 裸金属租赁（含机柜电力和硬件维保）</translation>
    </message>
    <message>
        <source>8x H800 bare-metal lease (rack power and maintenance included)</source>
        <translation>8 卡 H800 裸金属租赁（含机柜电力和维保）</translation>
    </message>
    <message>
        <source>8x A100 80GB bare-metal lease (rack power and maintenance included)</source>
        <translation>8 卡 A100 80GB 裸金属租赁（含机柜电力和维保）</translation>
    </message>
    <message>
        <source>8x A800 80GB bare-metal lease (rack power and maintenance included)</source>
        <translation>8 卡 A800 80GB 裸金属租赁（含机柜电力和维保）</translation>
    </message>
    <message>
        <source>8x H20 bare-metal lease (rack power and maintenance included)</source>
        <translation>8 卡 H20 裸金属租赁（含机柜电力和维保）</translation>
    </message>
    <message>
        <source>8x L40S bare-metal lease (rack power and maintenance included)</source>
        <translation>8 卡 L40S 裸金属租赁（含机柜电力和维保）</translation>
    </message>
    <message>
        <source>8x Ascend 910B bare-metal lease (rack power and maintenance included)</source>
        <translation>8 卡昇腾 910B 裸金属租赁（含机柜电力和维保）</translation>
    </message>
    <message>
        <source>Minimum term of a bare-metal lease</source>
        <translation>裸金属租赁最短租期</translation>
    </message>
    <message>
        <source>8x A100 80GB server purchase</source>
        <translation>8 卡 A100 80GB 服务器采购价</translation>
    </message>
    <message>
        <source>Mean time between spot preemptions of a job</source>
        <translation>作业两次竞价回收之间的平均时间</translation>
    </message>
    <message>
        <source>Time to reschedule and reload a job after a preemption</source>
        <translation>回收后重新调度并加载作业的时间</translation>
    </message>
    <message>
        <source>InfiniBand/RoCE 400G NICs for one 8-GPU server (one per GPU rail)</source>
        <translation>一台 8 卡服务器的 InfiniBand/RoCE 400G 网卡（每条 GPU 轨道一块）</translation>
    </message>
    <message>
        <source>64-port 400G InfiniBand switch</source>
        <translation>64 口 400G InfiniBand 交换机</translation>
    </message>
    <message>
        <source>Ports per InfiniBand switch</source>
        <translation>每台 InfiniBand 交换机端口数</translation>
    </message>
    <message>
        <source>All-flash parallel file system (usable capacity)</source>
        <translation>全闪存并行文件系统（可用容量）</translation>
    </message>
    <message>
        <source>Room retrofit per rack (containment PDUs cabling)</source>
        <translation>每机柜机房改造（封闭通道、PDU、布线）</translation>
    </message>
    <message>
        <source>One-time power-capacity expansion fee</source>
        <translation>一次性电力扩容费</translation>
    </message>
    <message>
        <source>Hangzhou IDC BGP internet bandwidth</source>
        <translation>杭州 IDC BGP 公网带宽</translation>
    </message>
    <message>
        <source>Hardware maintenance and spares per year</source>
        <translation>每年硬件维保和备件</translation>
    </message>
    <message>
        <source>PUE increase in summer months</source>
        <translation>夏季月份 PUE 上升</translation>
    </message>
    <message>
        <source>Average draw of an idle server / max system power</source>
        <translation>服务器空闲平均功耗 / 整机最大功耗</translation>
    </message>
    <message>
        <source>8-GPU server max power / sum of GPU TDP</source>
        <translation>8 卡服务器最大功耗 / GPU TDP 之和</translation>
    </message>
    <message>
        <source>Ascend 910B rental (proxy)</source>
        <translation>昇腾 910B 租用（代理估价）</translation>
    </message>
    <message>
        <source>H100 80GB on-demand rental (China market)</source>
        <translation>H100 80GB 按量付费租用（中国市场）</translation>
    </message>
    <message>
        <source>A100 80GB on-demand rental (China market)</source>
        <translation>A100 80GB 按量付费租用（中国市场）</translation>
    </message>
    <message>
        <source>A800 80GB on-demand rental (China market)</source>
        <translation>A800 80GB 按量付费租用（中国市场）</translation>
    </message>
    <message>
        <source>H20 96GB on-demand rental (China market)</source>
        <translation>H20 96GB 按量付费租用（中国市场）</translation>
    </message>
    <message>
        <source>Monthly commitment discount vs on-demand (billed in whole 730-hour months)</source>
        <translation>包月相对按量付费的折扣（按每月 730 小时整月计费）</translation>
    </message>
    <message>
        <source>H800 80GB on-demand rental (proxy)</source>
        <translation>H800 80GB 按量付费租用（参照价）</translation>
    </message>
    <message>
        <source>1-year commitment discount vs on-demand (China market)</source>
        <translation>1年期承诺相对按量付费的折扣（中国市场）</translation>
    </message>
    <message>
        <source>3-year commitment discount vs on-demand (China market)</source>
        <translation>3年期承诺相对按量付费的折扣（中国市场）</translation>
    </message>
    <message>
        <source>Deposit of a bare-metal lease (refunded at the end)</source>
        <translation>裸金属租赁押金（到期退还）</translation>
    </message>
    <message>
        <source>Early-exit penalty of a bare-metal lease</source>
        <translation>裸金属租赁提前退租违约金</translation>
    </message>
    <message>
        <source>Yearly change of GPU rental prices (next year&apos;s price / this year&apos;s)</source>
        <translation>GPU 租用价格年变化（次年价格 / 当年价格）</translation>
    </message>
    <message>
        <source>VAT rate on the bare-metal lease invoice</source>
        <translation>裸金属租赁发票的增值税税率</translation>
    </message>
    <message>
        <source>A100 40GB on-demand rental (China market, derived)</source>
        <translation>A100 40GB 按需租用（中国市场，推算）</translation>
    </message>
    <message>
        <source>L40S 48GB on-demand rental (China market, derived)</source>
        <translation>L40S 48GB 按需租用（中国市场，推算）</translation>
    </message>
    <message>
        <source>H200 141GB on-demand rental (foreign list, proxy)</source>
        <translation>H200 141GB 按需租用（境外报价，代用）</translation>
    </message>
    <message>
        <source>RTX 4090 24GB on-demand rental (China market)</source>
        <translation>RTX 4090 24GB 按需租用（中国市场）</translation>
    </message>
    <message>
        <source>1-year commitment discount, older name (same figures as the China-market entry)</source>
        <translation>1 年承诺折扣（旧名称，数值同中国市场条目）</translation>
    </message>
    <message>
        <source>8x H100 server purchase (China grey market)</source>
        <translation>8 卡 H100 服务器采购（中国灰色市场）</translation>
    </message>
    <message>
        <source>8x H200 server purchase (8-card board plus host)</source>
        <translation>8 卡 H200 服务器采购（8 卡模组加主机）</translation>
    </message>
</context>
<context>
    <name>cp::PriceBookUnits</name>
    <message>
        <source>per GPU-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>每台服务器</translation>
    </message>
    <message>
        <source>per card</source>
        <translation>每卡</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>每 kWh</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>每机柜·月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>fraction of purchase</source>
        <translation>占采购价比例</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>每 GB·月</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>每 GB</translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation>人民币/美元</translation>
    </message>
    <message>
        <source>per server-month</source>
        <translation>每台服务器·月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>per switch</source>
        <translation>每台交换机</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>per TB</source>
        <translation>每 TB</translation>
    </message>
    <message>
        <source>per rack</source>
        <translation>每机柜</translation>
    </message>
    <message>
        <source>per kW</source>
        <translation>每 kW</translation>
    </message>
    <message>
        <source>per Mbps-month</source>
        <translation>每 Mbps·月</translation>
    </message>
    <message>
        <source>fraction of capex</source>
        <translation>占资本支出比例</translation>
    </message>
    <message>
        <source>ratio per year</source>
        <translation>每年比率</translation>
    </message>
</context>
<context>
    <name>cp::PriceCheck</name>
    <message>
        <source>low tier</source>
        <translation>低档</translation>
    </message>
    <message>
        <source>typical tier</source>
        <translation>典型档位</translation>
    </message>
    <message>
        <source>high tier</source>
        <translation>高档</translation>
    </message>
    <message>
        <source>%1 (%2): the bare-metal lease %3 costs %4 CNY per GPU-hour at full use (÷ 8 × 730 h), more than renting by the month, %5, at %6; a lease should cost at most the monthly rate</source>
        <extracomment>%1 accelerator id, %2 tier, %3 and %5 price-book keys, %4 and %6 CNY per GPU-hour</extracomment>
        <translation>%1（%2）：裸金属租赁 %3 满负荷使用时每卡时 %4 元（÷ 8 × 730 h），高于包月租用的 %5（%6）；租赁价格不应高于包月价格</translation>
    </message>
    <message>
        <source>%1 (%2): renting by the month, %3, costs %4 CNY per GPU-hour, more than on demand, %5, at %6; a monthly term should not cost more than paying by the hour</source>
        <translation>%1（%2）：包月租用 %3 折合每卡时 %4 元，高于按量付费 %5（%6）；包月不应比按小时付费更贵</translation>
    </message>
    <message>
        <source>%1 (%2): spot, %3, costs %4 CNY per GPU-hour, more than on demand, %5, at %6; preemptible capacity should not cost more than on-demand capacity</source>
        <translation>%1（%2）：竞价实例（%3）每卡时 %4 CNY，高于按量付费（%5）的 %6；可抢占容量的价格不应高于按量付费容量</translation>
    </message>
    <message>
        <source>%1 (%2): the lease of this cut-down China SKU, %3, costs %4 CNY per GPU-hour at full use, more than the lease of its full part %5, %6, at %7; a cut-down card should not cost more to lease</source>
        <extracomment>%1 accelerator id, %2 tier, %3 and %6 price-book keys, %4 and %7 CNY per GPU-hour, %5 the full part&apos;s id</extracomment>
        <translation>%1（%2）：这款中国特供缩减版 SKU 的租赁 %3 在满负荷使用时折合每卡时 %4 元，高于其完整版 %5 的租赁 %6（%7）；缩减版卡的租赁价格不应更高</translation>
    </message>
    <message>
        <source>%1: the longer commitment %2 has a discount of %3, less than the shorter %4 at %5; a longer term should not cost more per GPU-hour</source>
        <translation>%1：较长承诺期 %2 的折扣为 %3，低于较短承诺期 %4 的 %5；期限越长，每卡时价格不应越高</translation>
    </message>
    <message>
        <source>%1 (%2): the purchase price %3 of %4 CNY lies outside the range of its sources, %5 to %6 CNY</source>
        <translation>%1（%2）：采购价 %3 为 %4 CNY，超出其来源给出的范围 %5 至 %6 CNY</translation>
    </message>
    <message>
        <source>%1 costs %3 CNY per GPU-hour at full use (÷ 8 × 730 h), %4 of %2 at %5; the other accelerators&apos; leases cost %6 of their on-demand price (median), so one of the two figures is off</source>
        <extracomment>%1 and %2 price items with their keys, %3 CNY per GPU-hour, %4 and %6 ratios, %5 CNY per GPU-hour</extracomment>
        <translation>%1 满载每卡时 %3 元（÷ 8 × 730 小时），为 %2（%5 元）的 %4；其他加速卡的租赁价为其按需价的 %6（中位数），两个数字中有一个不对</translation>
    </message>
    <message>
        <source>%1 is %2 CNY, above the quotes its own sources name (up to %3 CNY); the figure or the quotes are wrong</source>
        <extracomment>%1 price item with its key, %2 and %3 CNY per server-month</extracomment>
        <translation>%1 为 %2 元，高于其来源所列报价（最高 %3 元）；数字或报价有误</translation>
    </message>
    <message>
        <source>%1 is booked as a whole server, but its name says the host is not included; a build would miss the CPUs, memory and disks</source>
        <extracomment>%1 price item with its key</extracomment>
        <translation>%1 按整台服务器计价，但名称表明不含主机；自建会漏算 CPU、内存和硬盘</translation>
    </message>
    <message>
        <source>%1 is %2 %3: a price a buyer in China pays is stated in CNY from a China source</source>
        <extracomment>%1 price item with its key, %2 a figure, %3 a currency code</extracomment>
        <translation>%1 为 %2 %3：中国买家支付的价格应以人民币计、来自中国来源</translation>
    </message>
    <message>
        <source>%1 can be rented in China, but its only on-demand price is a foreign provider&apos;s list, %2 at %3 CNY per GPU-hour; the plan would price a China rental at it</source>
        <extracomment>%1 accelerator name, %2 price item with its key, %3 CNY per GPU-hour</extracomment>
        <translation>%1 在中国可租用，但其唯一的按需价格是境外云厂商的牌价：%2，每卡时 %3 元；方案会按此为中国境内租用计价</translation>
    </message>
    <message>
        <source>%1 is dated %2 without a month; a price&apos;s as-of date names its month (yyyy-MM)</source>
        <extracomment>%1 price item with its key, %2 the dates</extracomment>
        <translation>%1 的日期为 %2，没有月份；价格的截至日期应写到月份（yyyy-MM）</translation>
    </message>
    <message>
        <source>%1 and %2 have the same name; a reader cannot tell which figure a plan uses</source>
        <extracomment>%1 and %2 price items with their keys</extracomment>
        <translation>%1 与 %2 名称相同；读者无法分辨方案用的是哪一个</translation>
    </message>
    <message>
        <source>%1: %2 blank without a source or a reason; fill the figure or mark it in the source as NOT PUBLISHED (columns): why</source>
        <extracomment>%1 accelerator name, %2 accelerators.csv column names</extracomment>
        <translation>%1：%2 为空，既无来源也无原因；请填写数字，或在来源中标注 NOT PUBLISHED (列名): 原因</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of this cut-down China part is %4 CNY, more than %6 of its full part %5 at %7; a cut-down card should not cost more through the same channel</source>
        <extracomment>%1 accelerator id, %2 tier, %3 and %6 price-book keys, %4 and %7 CNY figures, %5 the full part&apos;s id</extracomment>
        <translation>%1（%2）：这款中国特供降规卡的 %3 为 %4 元，高于其完整版 %5 的 %6（%7 元）；同一渠道中降规卡不应更贵</translation>
    </message>
</context>
<context>
    <name>cp::Programme</name>
    <message>
        <source>at most %1 workloads can be left for the planner to place; give the others a pool</source>
        <translation>最多 %1 个工作负载可留给规划器安排；请为其余工作负载指定资源池</translation>
    </message>
    <message>
        <source>a programme needs at least one pool</source>
        <translation>算力计划至少需要一个资源池</translation>
    </message>
    <message>
        <source>after-tax NPV</source>
        <translation>税后净现值</translation>
    </message>
    <message>
        <source>pre-tax NPV</source>
        <translation>税前净现值</translation>
    </message>
    <message>
        <source>Programme over %1 months: %2 CNY (%3).</source>
        <extracomment>%1 months, %2 amount in CNY, %3 &quot;after-tax NPV&quot; or &quot;pre-tax NPV&quot;</extracomment>
        <translation>%1 个月的算力计划：%2 元人民币（%3）。</translation>
    </message>
    <message>
        <source>own up to %1 GPUs</source>
        <translation>自有最多 %1 块 GPU</translation>
    </message>
    <message>
        <source>lease up to %1 GPUs</source>
        <translation>租赁最多 %1 块 GPU</translation>
    </message>
    <message>
        <source>commit up to %1 GPUs</source>
        <translation>承诺使用最多 %1 块 GPU</translation>
    </message>
    <message>
        <source>rent %1 GPU-hours on demand</source>
        <translation>按需租用 %1 卡时</translation>
    </message>
    <message>
        <source>no work</source>
        <translation>无工作负载</translation>
    </message>
    <message>
        <source>%1 (%2, %3% of the total): %4.</source>
        <extracomment>%1 the pool&apos;s name (&quot;Serving pool&quot;), %2 accelerator name, %3 share in percent, %4 the ways of paying</extracomment>
        <translation>%1（%2，占总额 %3%）：%4。</translation>
    </message>
    <message>
        <source>Some months of %1 cannot be covered by any obtainable channel.</source>
        <translation>%1 有些月份无法由任何可获得的渠道满足。</translation>
    </message>
    <message>
        <source>%1 (placed here by the planner)</source>
        <comment>a workload without a pool of its own</comment>
        <translation>%1（由规划器放在此资源池）</translation>
    </message>
    <message>
        <source>owned servers: up to %1 GPUs</source>
        <translation>自有服务器：最多 %1 块 GPU</translation>
    </message>
    <message>
        <source>leased servers: up to %1 GPUs</source>
        <translation>租赁服务器：最多 %1 块 GPU</translation>
    </message>
    <message>
        <source>cloud commitment: up to %1 GPUs</source>
        <translation>云上承诺使用：最多 %1 块 GPU</translation>
    </message>
    <message>
        <source>on demand: %1 GPU-hours in all</source>
        <translation>按需：共 %1 卡时</translation>
    </message>
    <message>
        <source>Supply: none (no work in any month).</source>
        <translation>供给：无（各月都没有工作负载）。</translation>
    </message>
    <message>
        <source>Supply: %1.</source>
        <extracomment>%1 the ways of paying, joined by &quot;; &quot;</extracomment>
        <translation>供给：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>owned servers busy %1% of their hours</source>
        <translation>自有服务器 %1% 的时间在用</translation>
    </message>
    <message>
        <source>leased servers busy %1% of their hours</source>
        <translation>租赁服务器 %1% 的时间在用</translation>
    </message>
    <message>
        <source>Utilisation: no owned or leased %1 servers in this pool, so none stand idle.</source>
        <translation>利用率：此资源池没有自有或租赁的 %1 服务器，因此没有闲置。</translation>
    </message>
    <message>
        <source>Utilisation of the %1 servers: %2.</source>
        <extracomment>%1 accelerator name, %2 &quot;owned servers busy 83% of their hours; leased servers ...&quot;</extracomment>
        <translation>%1 服务器利用率：%2。</translation>
    </message>
    <message>
        <source>%1: GPUs each month against the demand</source>
        <extracomment>%1 &quot;Pool finetune · L40S 48GB&quot;</extracomment>
        <translation>%1：每月 GPU 供给与需求</translation>
    </message>
    <message>
        <source>The GPUs of each way of paying, month by month, against the GPUs the work needs at once (solid line) and keeps busy on average (dashed).</source>
        <translation>逐月各付费方式提供的 GPU，对比工作负载同时所需的 GPU（实线）与平均在用的 GPU（虚线）。</translation>
    </message>
    <message>
        <source>On demand is drawn as average GPUs: its GPU-hours in the month ÷ 730 hours; it covers the hours the servers do not.</source>
        <translation>按需部分按平均 GPU 数绘制：当月按需卡时 ÷ 730 小时；它承担服务器未覆盖的时数。</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>Leased</source>
        <translation>租赁</translation>
    </message>
    <message>
        <source>Committed</source>
        <translation>承诺使用</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Needed at once</source>
        <translation>同时所需</translation>
    </message>
    <message>
        <source>Busy on average</source>
        <translation>平均在用</translation>
    </message>
    <message>
        <source>Programme over %1 months: %2 (%3); %4 in cash.</source>
        <extracomment>%1 months, %2 amount with its currency, %3 &quot;after-tax NPV&quot;, %4 cash amount</extracomment>
        <translation>算力计划 %1 个月合计：%2（%3）；现金 %4。</translation>
    </message>
    <message>
        <source>%1 (%2), %3% of the programme</source>
        <extracomment>%1 amount with currency, %2 &quot;after-tax NPV&quot;, %3 percent</extracomment>
        <translation>%1（%2），占算力计划的 %3%</translation>
    </message>
    <message>
        <source>Buying %1 servers is not obtainable (availability table), so no growth in the demand of the %2 makes owning pay.</source>
        <translation>%1 服务器无法采购（见可获得性表），因此%2的需求再增长，自有也不会划算。</translation>
    </message>
    <message>
        <source>Owning more %1 servers (%2 → %3 GPUs at the peak) pays if the demand of the %4 grows by more than %5 GPU-hours a month.</source>
        <extracomment>%1 accelerator, %2 and %3 owned GPUs at the peak now and then, %4 the pool&apos;s name (&quot;Serving pool&quot;), %5 GPU-hours a month</extracomment>
        <translation>若%4的需求每月增加超过 %5 卡时，多自购 %1 服务器（峰值自有 GPU 从 %2 块增至 %3 块）就划算。</translation>
    </message>
    <message>
        <source>Owning more %1 servers does not pay for the %2 even if its demand grows by %3 GPU-hours a month.</source>
        <extracomment>%1 accelerator, %2 the pool&apos;s name (&quot;Serving pool&quot;), %3 GPU-hours a month</extracomment>
        <translation>即使%2的需求每月增加 %3 卡时，多自购 %1 服务器仍不划算。</translation>
    </message>
    <message>
        <source>No workload runs on the %1 in any month, so it needs no supply.</source>
        <extracomment>%1 the pool&apos;s name (&quot;Serving pool&quot;)</extracomment>
        <translation>%1在任何月份都没有工作负载，因此无需供给。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 the pool&apos;s name (&quot;Training pool&quot;), %2 accelerator name</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the work of the %1 needs %2 or more GPUs at once by month %3; lower the workloads&apos; growth per month or their load</source>
        <extracomment>%1 the pool&apos;s name (&quot;Serving pool&quot;), %2 a number of GPUs, %3 a month of the horizon</extracomment>
        <translation>%1的工作负载到第 %3 个月需要同时使用 %2 块或更多 GPU；请降低工作负载的月增长率或负载</translation>
    </message>
    <message>
        <source>owned %1%</source>
        <extracomment>share of their hours the owned servers are busy, in a table cell</extracomment>
        <translation>自有 %1%</translation>
    </message>
    <message>
        <source>leased %1%</source>
        <extracomment>share of their hours the leased servers are busy, in a table cell</extracomment>
        <translation>租赁 %1%</translation>
    </message>
    <message numerus="yes">
        <source>Programme of %n pool(s)</source>
        <extracomment>a compute programme as the way of paying a comparison names; %n its pools</extracomment>
        <translation>
            <numerusform>含 %n 个资源池的算力计划</numerusform>
        </translation>
    </message>
    <message>
        <source>none (no work)</source>
        <translation>无（没有工作负载）</translation>
    </message>
</context>
<context>
    <name>cp::Samples</name>
    <message>
        <source>7B LoRA fine-tune on L40S</source>
        <translation>L40S 上的 7B LoRA 微调</translation>
    </message>
    <message>
        <source>Customer-service assistant: LoRA (rank 16) on Qwen2.5-7B with 200M tokens of chat logs, one 8×L40S node rented by the hour; spot as a cheaper option.</source>
        <translation>客服助手：在 Qwen2.5-7B 上用 2 亿 token 的对话日志做 LoRA（秩 16），按小时租用一台 8×L40S 节点；竞价实例作为更便宜的选项。</translation>
    </message>
    <message>
        <source>13B full fine-tune on 8×A100</source>
        <translation>8×A100 上的 13B 全参数微调</translation>
    </message>
    <message>
        <source>Full fine-tune of Llama 2 13B on 50 GB of Chinese domain text (tokens from bytes), ZeRO-2 with selective recompute on one 8×A100 80GB node, paid monthly.</source>
        <translation>用 50 GB 中文领域文本（按字节折算 token）对 Llama 2 13B 做全参数微调，在一台 8×A100 80GB 节点上使用 ZeRO-2 和选择性重计算，包月付费。</translation>
    </message>
    <message>
        <source>70B pre-training on H800 vs cloud</source>
        <translation>70B 预训练：自购 H800 对比云上租用</translation>
    </message>
    <message>
        <source>Pre-train a 70B dense model on 2T tokens in 90 days: buy H800 servers or rent H100/A800 in the cloud.</source>
        <translation>在 90 天内用 2T token 预训练一个 70B 稠密模型：购买 H800 服务器，或在云上租用 H100/A800。</translation>
    </message>
    <message>
        <source>Inference on domestic NPUs (Ascend 910B)</source>
        <translation>国产 NPU 推理（昇腾 910B）</translation>
    </message>
    <message>
        <source>Serve Qwen2.5-72B on Ascend 910B cards for 20 requests per second (1,024 prompt + 256 output tokens) within 2 s.</source>
        <translation>在昇腾 910B 上部署 Qwen2.5-72B，支撑每秒 20 个请求（1,024 个输入 token + 256 个输出 token），2 秒内完成。</translation>
    </message>
    <message>
        <source>16×H800: rent vs lease vs build over 3 years</source>
        <translation>16×H800：三年期云租、租赁与自建对比</translation>
    </message>
    <message>
        <source>Two 8×H800 servers&apos; worth of steady fine-tuning and inference load: cloud on-demand, monthly commitment, a local intelligent-computing-centre lease, self-build with a loan, or a hybrid core plus cloud burst.</source>
        <translation>相当于两台 8×H800 服务器的稳定微调和推理负载：云上按量付费、包月承诺、本地智算中心租赁、贷款自建，或自有核心加云上弹性的混合方案。</translation>
    </message>
    <message>
        <source>Hangzhou SaaS compute programme (36 months)</source>
        <translation>杭州 SaaS 算力计划（36 个月）</translation>
    </message>
    <message>
        <source>A programme in the seed&apos;s architecture: 13B continued pre-training in months 1-3 on H800 (rented: buying H800 is not obtainable in mainland China), a LoRA fine-tune every month on L40S, serving a 13B model on Ascend 910B from month 4 growing 10% a month, and evaluation jobs left for the planner to place. GPU-hours of the runs are given (ASSUMPTION: 13B on ~1T tokens at ~40% MFU ~ 52,000 H800-hours; a 13B LoRA on ~100M tokens ~ 1,200 L40S-hours).</source>
        <translation>按种子架构规划的算力计划：第 1-3 个月在 H800 上做 13B 继续预训练（租用：中国大陆无法采购 H800），每月在 L40S 上做一次 LoRA 微调，从第 4 个月起在昇腾 910B 上为 13B 模型提供推理服务、每月增长 10%，评测任务由规划器安排资源池。各次运行的卡时已给定（假设：13B 训练约 1T token、MFU 约 40%，约 52,000 H800 卡时；13B LoRA 约 1 亿 token，约 1,200 L40S 卡时）。</translation>
    </message>
    <message>
        <source>13B continued pre-training</source>
        <translation>13B 继续预训练</translation>
    </message>
    <message>
        <source>Monthly LoRA fine-tune</source>
        <translation>每月 LoRA 微调</translation>
    </message>
    <message>
        <source>Serve the 13B model</source>
        <translation>13B 模型推理服务</translation>
    </message>
    <message>
        <source>Evaluation jobs</source>
        <translation>评测任务</translation>
    </message>
</context>
<context>
    <name>cp::SaveFile</name>
    <message>
        <source>no file name</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>该文件为只读</translation>
    </message>
    <message>
        <source>the data could not be written</source>
        <translation>数据无法写入</translation>
    </message>
    <message>
        <source>cannot be written: %1; a file there before is left unchanged</source>
        <extracomment>%1 is the operating system&apos;s reason, e.g. &quot;No space left on device&quot;</extracomment>
        <translation>无法写入：%1；原有文件保持不变</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <extracomment>%1 is the operating system&apos;s reason; the target is a device, a pipe or standard output</extracomment>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>%1 is a symbolic link that belongs to another user or lies in another user&apos;s folder; a link is followed only when it and its folder belong to you or to root</source>
        <extracomment>%1 is the path of a symbolic link</extracomment>
        <translation>%1 是属于其他用户或位于其他用户文件夹中的符号链接；只有链接及其所在文件夹属于您或 root 时才会跟随链接</translation>
    </message>
    <message>
        <source>it changed while it was being opened</source>
        <translation>打开时它已被更改</translation>
    </message>
    <message>
        <source>it is a block device (a disk); write to a file</source>
        <translation>它是块设备（磁盘）；请写入文件</translation>
    </message>
</context>
<context>
    <name>cp::ScenarioDiff</name>
    <message>
        <source> (as of %1, %2)</source>
        <translation>（截至 %1，%2）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>not in the price book</source>
        <translation>不在价格表中</translation>
    </message>
</context>
<context>
    <name>cp::ScenarioFile</name>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须为对象</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须为数字</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须为整数</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>必须为文本</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须为列表</translation>
    </message>
    <message>
        <source>must be a UTC date and time like 2026-01-15T09:30:00Z</source>
        <translation>必须为 UTC 日期时间，如 2026-01-15T09:30:00Z</translation>
    </message>
    <message>
        <source>must have a value (null is not allowed here)</source>
        <translation>必须有值（此处不允许为 null）</translation>
    </message>
    <message>
        <source>the file is %1 bytes; scenario files are at most %2 bytes (4 MiB), so this is not a scenario file</source>
        <translation>文件大小为 %1 字节，而方案文件最大为 %2 字节（4 MiB），因此这不是方案文件</translation>
    </message>
    <message>
        <source>not a scenario file: the JSON is malformed at byte %1 (%2)</source>
        <translation>不是方案文件：JSON 在第 %1 字节处格式错误（%2）</translation>
    </message>
    <message>
        <source>not a scenario file: the top level must be a JSON object</source>
        <translation>不是方案文件：顶层必须为 JSON 对象</translation>
    </message>
    <message>
        <source>must be a whole number from 1; this is not a scenario file</source>
        <translation>必须为不小于 1 的整数；这不是方案文件</translation>
    </message>
    <message>
        <source>the file uses scenario format version %1, but this version of Compute Planner reads up to version %2; update Compute Planner to open it</source>
        <translation>该文件使用方案格式版本 %1，而当前版本的算力规划器最高只能读取版本 %2；请更新算力规划器后再打开</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>missing: the %1 section is required</source>
        <extracomment>%1 is the section name (model)</extracomment>
        <translation>缺失：必须包含 %1 部分</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <extracomment>%1 says what is allowed (&quot;must be text of 1–200 characters&quot;)</extracomment>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <source>must be a list of %1 entries</source>
        <extracomment>%1 is the allowed number of entries, e.g. 0–32</extracomment>
        <translation>必须为包含 %1 项的列表</translation>
    </message>
    <message>
        <source>must be a list; each entry %1</source>
        <extracomment>%1 says what each entry may be (&quot;must be one of a|b&quot;)</extracomment>
        <translation>必须为列表；每一项%1</translation>
    </message>
    <message>
        <source>not in the file; the default %1 is used</source>
        <extracomment>%1 is the default value in JSON (&quot;4096&quot;, &quot;&quot;bf16&quot;&quot;, &quot;null&quot; for not set, an object for a section)</extracomment>
        <translation>文件中没有此项；使用默认值 %1</translation>
    </message>
    <message>
        <source>must be text, an accelerator id from the catalog (%1)</source>
        <extracomment>%1 lists the catalog&apos;s accelerator ids</extracomment>
        <translation>必须为文本，即目录中的加速卡 ID（%1）</translation>
    </message>
    <message>
        <source>must be text, a network id from the catalog (%1) or empty for the planner&apos;s choice</source>
        <extracomment>%1 lists the catalog&apos;s network ids</extracomment>
        <translation>必须为文本，即目录中的网络 ID（%1），或留空由规划器选择</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; a scenario file has sections of fields, at most 4 levels</source>
        <extracomment>%1 is a number of levels (64)</extracomment>
        <translation>嵌套超过 %1 层；方案文件由字段分节组成，最多 4 层</translation>
    </message>
    <message>
        <source>duplicate key: each field may appear only once in its section</source>
        <translation>键重复：每个字段在其所在部分中只能出现一次</translation>
    </message>
</context>
<context>
    <name>cp::Store</name>
    <message>
        <source>integrity check failed: %1</source>
        <translation>完整性检查失败：%1</translation>
    </message>
    <message>
        <source>the file is only %1 bytes long</source>
        <translation>文件只有 %1 字节</translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation>该文件不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>the database header is corrupt</source>
        <translation>数据库文件头已损坏</translation>
    </message>
    <message>
        <source>the file is truncated</source>
        <translation>文件不完整（已被截断）</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>该路径不是文件</translation>
    </message>
    <message>
        <source>the folder %1 is read-only</source>
        <translation>文件夹 %1 为只读</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>文件为只读</translation>
    </message>
    <message>
        <source>The scenario database %1 is damaged (%2). It has been left untouched; open a backup or start a new database (the damaged file is kept).</source>
        <translation>方案数据库 %1 已损坏（%2）。该文件未被改动；请打开备份或新建数据库（损坏的文件会保留）。</translation>
    </message>
    <message>
        <source>Cannot write the scenario database %1 (%2). Choose a folder you can write to, or change the permissions.</source>
        <translation>无法写入方案数据库 %1（%2）。请选择有写入权限的文件夹，或修改权限。</translation>
    </message>
    <message>
        <source>The scenario database %1 is locked by another program or another Compute Planner window; close it or try again. Nothing was changed.</source>
        <translation>方案数据库 %1 被其他程序或另一个算力规划器窗口锁定；请将其关闭或稍后重试。未做任何更改。</translation>
    </message>
    <message>
        <source>The disk holding the scenario database %1 is full; nothing was saved. Free some space and try again.</source>
        <translation>方案数据库 %1 所在的磁盘已满；未保存任何内容。请释放部分空间后重试。</translation>
    </message>
    <message>
        <source>The scenario database %1 was written by a newer Compute Planner (%2). Update Compute Planner; the file has been left untouched.</source>
        <translation>方案数据库 %1 由更新版本的算力规划器（%2）写入。请更新算力规划器；该文件未被改动。</translation>
    </message>
    <message>
        <source>The scenario database %1 cannot be used.</source>
        <translation>无法使用方案数据库 %1。</translation>
    </message>
    <message>
        <source>The scenario database %1: %2</source>
        <translation>方案数据库 %1：%2</translation>
    </message>
    <message>
        <source>no database file given</source>
        <translation>未指定数据库文件</translation>
    </message>
    <message>
        <source>it is an SQLite database of another program</source>
        <translation>这是其他程序的 SQLite 数据库</translation>
    </message>
    <message>
        <source>the backup copy %1 could not be written before upgrading: %2</source>
        <translation>升级前无法写入备份 %1：%2</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>no scenario named &apos;%1&apos;</source>
        <translation>没有名为“%1”的方案</translation>
    </message>
    <message>
        <source>a scenario named &apos;%1&apos; already exists</source>
        <translation>名为“%1”的方案已存在</translation>
    </message>
    <message>
        <source>renamed from &apos;%1&apos;</source>
        <translation>由“%1”重命名</translation>
    </message>
    <message>
        <source>scenario &apos;%1&apos; has no revision %2</source>
        <translation>方案“%1”没有修订版本 %2</translation>
    </message>
    <message>
        <source>restored revision %1</source>
        <translation>恢复自修订版本 %1</translation>
    </message>
    <message>
        <source>a price edit needs a key</source>
        <translation>修改价格时必须指定键</translation>
    </message>
    <message>
        <source>a comparison needs a name</source>
        <translation>对比必须有名称</translation>
    </message>
    <message>
        <source>a comparison holds 2 to 4 scenarios, not %1</source>
        <translation>一个对比包含 2 到 4 个方案，而不是 %1 个</translation>
    </message>
    <message>
        <source>the comparison was not saved</source>
        <translation>对比未保存</translation>
    </message>
    <message>
        <source>it cannot be renamed</source>
        <translation>无法重命名该文件</translation>
    </message>
    <message>
        <source>the backup %1 cannot be copied</source>
        <translation>无法复制备份 %1</translation>
    </message>
    <message>
        <source>there is no draft for &apos;%1&apos;</source>
        <translation>没有“%1”的草稿</translation>
    </message>
    <message>
        <source>keep at least one backup, not %1</source>
        <translation>至少保留一个备份，不能为 %1</translation>
    </message>
    <message>
        <source>the backup copy %1 could not be written: %2</source>
        <translation>无法写入备份副本 %1：%2</translation>
    </message>
    <message>
        <source>the backup copy %1 could not be written</source>
        <translation>无法写入备份副本 %1</translation>
    </message>
    <message>
        <source>the old backup copy %1 could not be deleted</source>
        <translation>无法删除旧备份副本 %1</translation>
    </message>
    <message>
        <source>a catalog correction is for an accelerator, not &apos;%1&apos;</source>
        <translation>目录修正仅适用于加速卡，不适用于“%1”</translation>
    </message>
    <message>
        <source>it belongs to another program</source>
        <translation>它属于另一个程序</translation>
    </message>
    <message>
        <source>the table %1 is missing</source>
        <translation>缺少表 %1</translation>
    </message>
    <message>
        <source>the table %1 has other columns</source>
        <translation>表 %1 的列与预期不同</translation>
    </message>
    <message>
        <source>it has a table %1</source>
        <translation>它含有表 %1</translation>
    </message>
    <message>
        <source>The file %1 is not a Compute Planner scenario library (%2). It has been left untouched; choose another file or start a new library (the file is kept).</source>
        <translation>文件 %1 不是算力规划器的方案库（%2）。该文件未被改动；请选择其他文件或新建方案库（该文件会保留）。</translation>
    </message>
    <message>
        <source>it was opened for reading only</source>
        <translation>它以只读方式打开</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be taken</source>
        <translation>无法获取锁文件 %1</translation>
    </message>
    <message>
        <source>the new library cannot be written to the disk</source>
        <translation>新方案库无法写入磁盘</translation>
    </message>
    <message>
        <source>the new library cannot be renamed into place</source>
        <translation>新方案库无法重命名到目标位置</translation>
    </message>
    <message>
        <source>it is an empty SQLite database</source>
        <translation>它是一个空的 SQLite 数据库</translation>
    </message>
    <message>
        <source>its format version is not one Compute Planner writes</source>
        <translation>其格式版本不是算力规划器所写入的版本</translation>
    </message>
    <message>
        <source>it uses a newer format; this version reads formats up to %1</source>
        <translation>它使用更新的格式；此版本最多可读取格式 %1</translation>
    </message>
    <message>
        <source>its tables are not those of a format %1 library: %2</source>
        <translation>其数据表与格式 %1 的方案库不符：%2</translation>
    </message>
    <message>
        <source>no temporary folder for a copy: %1</source>
        <translation>没有可用于存放副本的临时文件夹：%1</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>该文件无法读取</translation>
    </message>
    <message>
        <source>Revision %1 of the scenario &apos;%2&apos; in %3 is damaged and cannot be read (%4). The rest of the library is not affected.</source>
        <translation>%3 中方案“%2”的第 %1 个修订版已损坏，无法读取（%4）。方案库的其余部分不受影响。</translation>
    </message>
    <message>
        <source>The stored scenario &apos;%1&apos; in %2 is damaged and cannot be read (%3). The rest of the library is not affected; its older revisions may still be readable.</source>
        <translation>%2 中保存的方案“%1”已损坏，无法读取（%3）。方案库的其余部分不受影响；其较早的修订版可能仍可读取。</translation>
    </message>
    <message>
        <source>no row came back</source>
        <translation>未返回任何行</translation>
    </message>
    <message>
        <source>a team library is backed up by its server (pg_dump), not copied by the app</source>
        <translation>团队方案库由其服务器备份（pg_dump），不由应用复制</translation>
    </message>
    <message>
        <source>a size limit applies to a library file only</source>
        <translation>大小限制仅适用于方案库文件</translation>
    </message>
    <message>
        <source>Cannot change the team library %1 (%2).</source>
        <translation>无法修改团队方案库 %1（%2）。</translation>
    </message>
    <message>
        <source>The team library %1 is busy: another user&apos;s change held it longer than the wait allowed (%2). Nothing was changed; try again.</source>
        <translation>团队方案库 %1 正忙：其他用户的更改占用时间超过了允许的等待时间（%2）。未做任何更改，请重试。</translation>
    </message>
    <message>
        <source>The database %1 is not a Compute Planner team library (%2). It has been left untouched; name another database.</source>
        <translation>数据库 %1 不是 Compute Planner 团队方案库（%2）。该数据库未被改动；请指定其他数据库。</translation>
    </message>
    <message>
        <source>The team library %1 was set up by a newer Compute Planner (%2). Update Compute Planner; the library has been left untouched.</source>
        <translation>团队方案库 %1 由更新版本的 Compute Planner（%2）创建。请更新 Compute Planner；该方案库未做任何改动。</translation>
    </message>
    <message>
        <source>The team library %1 cannot be reached (%2). Check the network and the address, or work offline and save to the team library when it is back.</source>
        <translation>无法连接团队方案库 %1（%2）。请检查网络和地址，或离线工作，待其恢复后再保存到团队方案库。</translation>
    </message>
    <message>
        <source>The team library %1 refused the change: you are a viewer there, and a viewer can read, compare and export plans but not change them. Ask an admin of the library for the editor role.</source>
        <translation>团队方案库 %1 拒绝了此更改：您在该库中是查看者，查看者可以阅读、比较和导出方案，但不能修改。请向该方案库的管理员申请编辑者角色。</translation>
    </message>
    <message>
        <source>The team library %1 refused the change: you are an editor there, and an editor can create, edit, import and delete its own plans, but only an admin can change the team&apos;s price book, catalog corrections and users.</source>
        <translation>团队方案库 %1 拒绝了此更改：您在该库中是编辑者，编辑者可以创建、编辑、导入和删除自己的方案，但只有管理员才能更改团队的价格表、目录修正和用户。</translation>
    </message>
    <message>
        <source>The team library %1 refused the change: your database user lacks the privilege (role %2). Ask the server&apos;s administrator.</source>
        <translation>团队方案库 %1 拒绝了此更改：您的数据库用户缺少权限（角色 %2）。请联系服务器管理员。</translation>
    </message>
    <message>
        <source>The team library address %1 is not valid: %2. Write it as postgresql://USER@HOST:PORT/DATABASE (options: ?sslmode=...&amp;host=/socket/folder).</source>
        <extracomment>%1 is the address given, %2 what is wrong with it</extracomment>
        <translation>团队方案库地址 %1 无效：%2。请写成 postgresql://USER@HOST:PORT/DATABASE（选项：?sslmode=...&amp;host=/socket/folder）。</translation>
    </message>
    <message>
        <source>it holds a password; put the password in PGPASSWORD or ~/.pgpass instead</source>
        <translation>其中包含密码；请改为将密码放在 PGPASSWORD 或 ~/.pgpass 中</translation>
    </message>
    <message>
        <source>it names no database</source>
        <translation>未指定数据库</translation>
    </message>
    <message>
        <source>the option &apos;%1&apos; is not one of %2</source>
        <translation>选项 &apos;%1&apos; 不在 %2 之中</translation>
    </message>
    <message>
        <source>sslmode is one of %1, not &apos;%2&apos;</source>
        <translation>sslmode 应为 %1 之一，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the option &apos;%1&apos; holds a &apos;;&apos;</source>
        <translation>选项 &apos;%1&apos; 含有 &apos;;&apos;</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL) is not installed</source>
        <translation>未安装 Qt PostgreSQL 驱动（QPSQL）</translation>
    </message>
    <message>
        <source>an admin of the library must run &apos;computeplanner-cli db migrate --db %1&apos;</source>
        <translation>须由该方案库的管理员运行 &apos;computeplanner-cli db migrate --db %1&apos;</translation>
    </message>
    <message>
        <source>the database holds another program&apos;s tables</source>
        <translation>该数据库中包含其他程序的表</translation>
    </message>
    <message>
        <source>the database is empty; %1</source>
        <translation>数据库为空；%1</translation>
    </message>
    <message>
        <source>the library uses format %1, this version needs %2; %3</source>
        <translation>方案库使用格式 %1，此版本需要 %2；%3</translation>
    </message>
    <message>
        <source>a scenario named &apos;%1&apos; already exists in %2</source>
        <translation>%2 中已存在名为“%1”的方案</translation>
    </message>
    <message>
        <source>a save is based on revision 0 (a new plan) or later, not %1</source>
        <translation>保存必须基于修订版本 0（新方案）或更高版本，而不是 %1</translation>
    </message>
    <message>
        <source>conflict: &apos;%1&apos; already exists (revision %2 by %3); load it and save again, or save under another name</source>
        <translation>冲突：&apos;%1&apos; 已存在（修订版本 %2，由 %3 保存）；请加载后重新保存，或以其他名称保存</translation>
    </message>
    <message>
        <source>an unknown author</source>
        <translation>未知作者</translation>
    </message>
    <message>
        <source>conflict: &apos;%1&apos; is at revision %2 by %3, this save was based on revision %4; nothing was saved</source>
        <extracomment>%1 plan name, %2 newest revision, %3 its author, %4 the revision the save was based on</extracomment>
        <translation>冲突：“%1”当前为 %3 保存的修订版本 %2，而本次保存基于修订版本 %4；未保存任何内容</translation>
    </message>
    <message>
        <source>no calibration point has id %1; &apos;calibrate list&apos; shows them</source>
        <translation>不存在 ID 为 %1 的校准点；&apos;calibrate list&apos; 可列出所有校准点</translation>
    </message>
    <message>
        <source>calibration point: accelerator &apos;%1&apos; is not in the catalog; use %2</source>
        <translation>校准点：加速卡“%1”不在目录中；请使用 %2</translation>
    </message>
    <message>
        <source>calibration point: nothing measured; give tokens/s per GPU, step time, peak memory per GPU or MFU</source>
        <translation>校准点：没有任何实测值；请给出单卡吞吐（tokens/s）、单步时间、单卡峰值显存或 MFU</translation>
    </message>
    <message>
        <source>calibration point: measured %1 &apos;%2&apos; is not allowed; it must be a number above 0 and at most %3</source>
        <extracomment>%1 the measured quantity, %2 the value given, %3 the largest allowed</extracomment>
        <translation>校准点：实测%1“%2”无效；必须为大于 0 且不超过 %3 的数</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>单卡吞吐（tokens/s）</translation>
    </message>
    <message>
        <source>step time (s)</source>
        <translation>单步时间（s）</translation>
    </message>
    <message>
        <source>peak memory per GPU (GiB)</source>
        <translation>单卡峰值显存（GiB）</translation>
    </message>
    <message>
        <source>MFU (a fraction)</source>
        <translation>MFU（小数）</translation>
    </message>
    <message>
        <source>calibration point: the prediction %1 must be a number above 0 (estimate the configuration first)</source>
        <translation>校准点：预测值 %1 必须为大于 0 的数（请先对该配置进行估算）</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1（进程 %2）</translation>
    </message>
    <message>
        <source>the server did not answer within %1 s and the connection was closed; if a change was being saved, &apos;scenario revisions&apos; shows whether it arrived</source>
        <extracomment>%1 seconds</extracomment>
        <translation>服务器在 %1 秒内没有响应，连接已关闭；如果当时正在保存更改，可用“scenario revisions”查看它是否已保存</translation>
    </message>
    <message>
        <source>a user whose name was not recorded (before format 4)</source>
        <translation>一位未记录姓名的用户（格式 4 之前）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was created by %2: on the team library %3 an editor changes, restores and deletes only the plans it created. Save yours under another name, or ask %2 or an admin.</source>
        <extracomment>%1 plan name, %2 the user who created it, %3 the team library</extracomment>
        <translation>“%1”由 %2 创建：在团队方案库 %3 中，编辑者只能修改、恢复和删除自己创建的方案。请用另一个名称保存你的版本，或联系 %2 或管理员。</translation>
    </message>
    <message>
        <source>the text to store holds a NUL character (U+0000), which a library cannot keep; remove it and try again</source>
        <translation>要保存的文本含有 NUL 字符（U+0000），方案库无法保存它；请删除后重试</translation>
    </message>
    <message>
        <source>calibration point %1 was stored by %2: on the team library %3 an editor removes only its own points. Ask %2 or an admin.</source>
        <translation>校准点 %1 由 %2 保存：在团队方案库 %3 中，编辑者只能删除自己的校准点。请联系 %2 或管理员。</translation>
    </message>
    <message>
        <source>it is not a URL</source>
        <translation>它不是一个 URL</translation>
    </message>
    <message>
        <source>statement_timeout is a whole number of seconds from 1 to 3600, not &apos;%1&apos;</source>
        <translation>statement_timeout 应为 1 到 3600 之间的整数秒，而不是“%1”</translation>
    </message>
    <message>
        <source>the upgrade waited %1 s for other sessions holding the library: %2. Nothing was changed; ask them to close it, or the server&apos;s administrator to end those sessions (SELECT pg_terminate_backend(process))</source>
        <extracomment>%1 the time waited in seconds, %2 &quot;user (process N)&quot; of each session holding a lock</extracomment>
        <translation>升级等待了 %1 秒，其他会话仍占用着方案库：%2。未做任何更改；请让他们关闭连接，或请服务器管理员结束这些会话（SELECT pg_terminate_backend(进程号)）</translation>
    </message>
    <message>
        <source>the comparison &apos;%1&apos; was saved by %2; an editor replaces and deletes only its own comparisons. Save yours under another name, or ask %2 or an admin.</source>
        <extracomment>%1 comparison name, %2 the user who saved it</extracomment>
        <translation>对比“%1”由 %2 保存；编辑者只能替换和删除自己的对比。请用另一个名称保存你的对比，或联系 %2 或管理员。</translation>
    </message>
    <message>
        <source>a user whose name was not recorded (before format 6)</source>
        <translation>一位未记录姓名的用户（格式 6 之前）</translation>
    </message>
    <message numerus="yes">
        <source>copied from %1, where it had %n revision(s), as that library records them (not checked here): %2</source>
        <extracomment>%1 the library copied from, %2 its revisions as that library records them (number, author, time, comment)</extracomment>
        <translation>
            <numerusform>复制自 %1，该方案在那里有 %n 个修订（按该方案库自己的记录，此处未核实）：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>the new library cannot be created</source>
        <translation>无法创建新的方案库</translation>
    </message>
</context>
<context>
    <name>cp::Tco</name>
    <message>
        <source>GPU server price</source>
        <translation>GPU 服务器价格</translation>
    </message>
    <message>
        <source>Cloud and lease prices</source>
        <translation>云上及租赁价格</translation>
    </message>
    <message>
        <source>Utilisation (demand)</source>
        <translation>利用率（需求）</translation>
    </message>
    <message>
        <source>Electricity tariff</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>PUE</source>
        <extracomment>Power usage effectiveness of the data centre</extracomment>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Operations staff cost</source>
        <translation>运维人员成本</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>贴现率</translation>
    </message>
    <message>
        <source>Cloud on demand</source>
        <translation>云上按量付费</translation>
    </message>
    <message>
        <source>Cloud commitment</source>
        <translation>云上包年包月</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <extracomment>Preemptible cloud capacity sold at a discount</extracomment>
        <translation>云上竞价实例</translation>
    </message>
    <message>
        <source>Bare-metal lease (local computing centre)</source>
        <translation>裸金属租赁（本地智算中心）</translation>
    </message>
    <message>
        <source>Self-build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Hybrid (owned core + cloud burst)</source>
        <translation>混合架构（自有核心 + 云上弹性扩容）</translation>
    </message>
    <message>
        <source>Overflow to cloud on demand</source>
        <translation>超出部分转云上按量付费</translation>
    </message>
    <message>
        <source>Committed GPU capacity</source>
        <translation>包年包月 GPU 算力</translation>
    </message>
    <message>
        <source>Rest of the last commitment term</source>
        <translation>最后一期包年包月剩余费用</translation>
    </message>
    <message>
        <source>Restart overhead (work redone after preemptions)</source>
        <translation>重启开销（实例被回收后重做的工作）</translation>
    </message>
    <message>
        <source>Servers (NVSwitch baseboard included)</source>
        <translation>服务器（含 NVSwitch 基板）</translation>
    </message>
    <message>
        <source>NICs and InfiniBand switches</source>
        <translation>网卡和 InfiniBand 交换机</translation>
    </message>
    <message>
        <source>Parallel storage</source>
        <translation>并行存储</translation>
    </message>
    <message>
        <source>Room retrofit</source>
        <translation>机房改造</translation>
    </message>
    <message>
        <source>Power-capacity expansion fee</source>
        <translation>电力扩容费</translation>
    </message>
    <message>
        <source>Rack rent</source>
        <translation>机柜租金</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Internet bandwidth</source>
        <translation>公网带宽</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>运维人员</translation>
    </message>
    <message>
        <source>Maintenance and spares</source>
        <translation>维保和备件</translation>
    </message>
    <message>
        <source>Loan proceeds</source>
        <translation>贷款到账</translation>
    </message>
    <message>
        <source>Loan interest</source>
        <translation>贷款利息</translation>
    </message>
    <message>
        <source>Loan principal repayment</source>
        <translation>偿还贷款本金</translation>
    </message>
    <message>
        <source>Bare-metal lease</source>
        <translation>裸金属租赁</translation>
    </message>
    <message>
        <source>Rest of the minimum lease term</source>
        <translation>最短租期剩余租金</translation>
    </message>
    <message>
        <source>Resale value at the horizon</source>
        <translation>规划期末转售残值</translation>
    </message>
    <message>
        <source>%1 is out of range; allowed %2 to %3</source>
        <translation>%1 超出范围；允许范围为 %2 到 %3</translation>
    </message>
    <message>
        <source>name at least one option</source>
        <translation>请至少指定一个方案</translation>
    </message>
    <message>
        <source>the price book has no value for this key; add one with an override (--override %1=VALUE)</source>
        <translation>价格表中此键没有值；请通过覆盖值补充（--override %1=VALUE）</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; use one of: %2</source>
        <translation>未知加速卡“%1”；可选：%2</translation>
    </message>
    <message>
        <source>demand is sustained for %1 months</source>
        <translation>需求持续 %1 个月</translation>
    </message>
    <message>
        <source>utilisation is high (%1)</source>
        <translation>利用率高（%1）</translation>
    </message>
    <message>
        <source>a dedicated operations team is available</source>
        <translation>有专职运维团队</translation>
    </message>
    <message>
        <source>data must stay on your own premises</source>
        <translation>数据必须保留在自有机房内</translation>
    </message>
    <message>
        <source>cheap, stable rack space and power are available</source>
        <translation>有廉价且稳定的机柜和电力</translation>
    </message>
    <message>
        <source>demand comes in phases with peaks and valleys</source>
        <translation>需求分阶段出现，有波峰波谷</translation>
    </message>
    <message>
        <source>the team is small</source>
        <translation>团队规模较小</translation>
    </message>
    <message>
        <source>you want to try several GPU types</source>
        <translation>希望试用多种 GPU 型号</translation>
    </message>
    <message>
        <source>you prefer to pay as you go</source>
        <translation>倾向于按量付费</translation>
    </message>
    <message>
        <source>a sustained base load with bursts on top</source>
        <translation>有持续的基础负载，并叠加突发峰值</translation>
    </message>
    <message>
        <source>the cheapest mix owns %1 GPUs and bursts the rest to the cloud</source>
        <translation>成本最低的组合自有 %1 张 GPU，其余需求弹性上云</translation>
    </message>
    <message>
        <source>%1 costs within %2 of the cheapest option (%3), and the checklist points to it: NPV %4, %5 in cash over %6 months.</source>
        <translation>%1与成本最低的方案（%3）相差不超过 %2，且检查清单倾向于该方案：%6 个月内净现值 %4，现金支出 %5。</translation>
    </message>
    <message>
        <source>%1 has the lowest cost over %2 months: NPV %3, %4 in cash.</source>
        <translation>%2 个月内成本最低的是%1：净现值 %3，现金支出 %4。</translation>
    </message>
    <message>
        <source>The checklist points to %1, but it costs %2 more (NPV) than %3.</source>
        <translation>检查清单倾向于%1，但其净现值比%3高 %2。</translation>
    </message>
    <message>
        <source>That is %1 CNY per GPU-hour used.</source>
        <translation>折合每实际使用卡时 %1 元。</translation>
    </message>
    <message>
        <source>Data must stay on your own premises, so public-cloud options were not recommended.</source>
        <translation>数据必须保留在自有机房内，因此未推荐公有云方案。</translation>
    </message>
    <message>
        <source>The comparison of %1 and %2 is most sensitive to %3.</source>
        <translation>%1与%2的比较结果对%3最为敏感。</translation>
    </message>
    <message>
        <source>%1 of the prices used are assumptions you must confirm: %2.</source>
        <translation>所用价格中有 %1 项为假设值，需要您确认：%2。</translation>
    </message>
    <message>
        <source>Reserved hours paid but not used (commitment utilisation risk)</source>
        <translation>已付费但未使用的预留时长（承诺利用率风险）</translation>
    </message>
    <message>
        <source>Lease deposit (refunded when the lease ends)</source>
        <translation>租赁押金（租赁结束时退还）</translation>
    </message>
    <message>
        <source>Early-exit penalty of the lease</source>
        <translation>租赁提前退租违约金</translation>
    </message>
    <message>
        <source>%1 is not allowed; use 1, 12 or 36</source>
        <translation>不允许 %1；请使用 1、12 或 36</translation>
    </message>
    <message>
        <source>the one-time deduction applies only to equipment bought from 2024-01-01 to 2027-12-31 (财政部 税务总局公告2023年第37号); the purchase year is %1, so use straight-line</source>
        <translation>一次性扣除仅适用于 2024-01-01 至 2027-12-31 期间购置的设备（财政部 税务总局公告2023年第37号）；购置年份为 %1，因此改用直线法</translation>
    </message>
    <message>
        <source>%1 cost the same as %2, so the tornado compares %2 with %3.</source>
        <extracomment>%1 option names, %2 the recommended option, %3 the option compared instead</extracomment>
        <translation>%1与%2成本相同，因此龙卷风图比较%2与%3。</translation>
    </message>
    <message>
        <source>solving needs the build (or hybrid) option among the options</source>
        <translation>求解需要在选项中包含自建（或混合）选项</translation>
    </message>
    <message>
        <source>solving needs a rental option (on_demand, commitment, spot or lease) among the options</source>
        <translation>求解需要在选项中包含一种租用方式（on_demand、commitment、spot 或 lease）</translation>
    </message>
    <message>
        <source>%1 and %2 do not cost the same anywhere in the range searched (%3 to %4 times the input&apos;s value)</source>
        <translation>在搜索范围内（输入值的 %3 到 %4 倍），%1 与 %2 的成本始终不相等</translation>
    </message>
    <message>
        <source>Taxes off: the verdict uses the before-tax NPV; npv_after_tax_cny equals npv_cny.</source>
        <translation>未计税：结论采用税前净现值（NPV）；npv_after_tax_cny 等于 npv_cny。</translation>
    </message>
    <message>
        <source>general VAT taxpayer: input VAT (13% equipment, power, parts, tangible-property leases; 9% construction; 6% cloud and IDC; lease at %1%) is recovered in the month paid</source>
        <translation>一般纳税人：进项税额（设备、电力、备件、有形动产租赁 13%；建筑 9%；云和 IDC 6%；租赁 %1%）在支付当月抵扣</translation>
    </message>
    <message>
        <source>small-scale VAT taxpayer: no input VAT is recovered, VAT is part of the cost</source>
        <translation>增值税小规模纳税人：进项税额不可抵扣，增值税计入成本</translation>
    </message>
    <message>
        <source>equipment up to 5M CNY a unit deducted at once in month 1 (财政部 税务总局公告2023年第37号), the rest straight-line over %1 years</source>
        <translation>单位价值不超过 500 万 CNY 的设备在第 1 个月一次性扣除（财政部 税务总局公告2023年第37号），其余按直线法分 %1 年折旧</translation>
    </message>
    <message>
        <source>tax depreciation straight-line over %1 years to a %2% residual from month 1 (企业所得税法实施条例 第五十九条, 第六十条)</source>
        <translation>税务折旧按直线法在 %1 年内计提至 %2% 残值，自第 1 个月起（企业所得税法实施条例 第五十九条、第六十条）</translation>
    </message>
    <message>
        <source>%1 (not in the price book; %2 assumed)</source>
        <extracomment>%1 a price-book item name, %2 the value used in its place</extracomment>
        <translation>%1（价格表中没有；假定为 %2）</translation>
    </message>
    <message>
        <source>%1 has the lowest cost over %2 months: NPV after tax %3, %4 in cash before tax.</source>
        <translation>%2 个月内成本最低的是%1：税后净现值（NPV）%3，税前现金 %4。</translation>
    </message>
    <message>
        <source>Costs are compared after tax (NPV after VAT recovery and income-tax shields at %1%, %2 VAT taxpayer, %3 tax depreciation); before tax the NPV of %4 is %5.</source>
        <translation>成本按税后口径比较（净现值已计入增值税抵扣和按 %1% 税率计算的所得税税盾；增值税纳税人类型：%2；税务折旧：%3）；税前%4的净现值为 %5。</translation>
    </message>
    <message>
        <source>general</source>
        <translation>一般纳税人</translation>
    </message>
    <message>
        <source>small-scale</source>
        <translation>小规模纳税人</translation>
    </message>
    <message>
        <source>one-time</source>
        <translation>一次性扣除</translation>
    </message>
    <message>
        <source>straight-line</source>
        <translation>直线法</translation>
    </message>
    <message>
        <source>On-demand GPU rental</source>
        <translation>按量付费 GPU 租用</translation>
    </message>
    <message>
        <source>Spot GPU rental</source>
        <translation>竞价实例 GPU 租用</translation>
    </message>
    <message>
        <source>after-tax NPV</source>
        <translation>税后净现值</translation>
    </message>
    <message>
        <source>pre-tax NPV</source>
        <translation>税前净现值</translation>
    </message>
    <message>
        <source>buying servers</source>
        <translation>购买服务器</translation>
    </message>
    <message>
        <source>a bare-metal lease from a local computing centre</source>
        <translation>向本地智算中心租用裸金属服务器</translation>
    </message>
    <message>
        <source>cloud rental</source>
        <translation>云租用</translation>
    </message>
    <message>
        <source>%1 cannot be obtained in mainland China through %2: %3</source>
        <extracomment>%1 accelerator name, %2 a channel such as &quot;buying servers&quot;, %3 the reason and its source</extracomment>
        <translation>在中国大陆无法通过%2获得 %1：%3</translation>
    </message>
    <message>
        <source>at most %1 GPUs per order</source>
        <translation>每单最多 %1 张 GPU</translation>
    </message>
    <message>
        <source>no order cap stated</source>
        <translation>未注明每单上限</translation>
    </message>
    <message>
        <source>no lead time stated</source>
        <translation>未注明交付周期</translation>
    </message>
    <message>
        <source>a lead time of %1 weeks</source>
        <translation>交付周期 %1 周</translation>
    </message>
    <message>
        <source>no lead time</source>
        <translation>无交付周期</translation>
    </message>
    <message>
        <source>%1 through %2 is restricted: %3, %4; %5</source>
        <extracomment>%1 accelerator name, %2 a channel, %3 &quot;at most N GPUs per order&quot;, %4 &quot;a lead time of N weeks&quot;, %5 reason and source</extracomment>
        <translation>通过%2获得 %1 受限：%3，%4；%5</translation>
    </message>
    <message>
        <source>; the fleet of %1 GPUs is above the cap and needs several orders, if it can be had at all</source>
        <translation>；%1 张 GPU 的集群超过上限，需分多单采购（且未必能获得）</translation>
    </message>
    <message>
        <source>Included on request (--include-unavailable) though it cannot be obtained: %1</source>
        <translation>应要求（--include-unavailable）纳入比较，但实际无法获得：%1</translation>
    </message>
    <message>
        <source>price of one server</source>
        <translation>单台服务器价格</translation>
    </message>
    <message>
        <source>bare-metal lease rent per server-month</source>
        <translation>裸金属租赁每台服务器每月租金</translation>
    </message>
    <message>
        <source>spot price per GPU-hour (cloud prices scaled together)</source>
        <translation>每 GPU 小时竞价价格（云价格同比缩放）</translation>
    </message>
    <message>
        <source>on-demand cloud price per GPU-hour</source>
        <translation>每 GPU 小时按需云价格</translation>
    </message>
    <message>
        <source>steady utilisation of the fleet</source>
        <translation>集群的稳定利用率</translation>
    </message>
    <message>
        <source>solving needs a rental option that can be obtained for this accelerator; none of the options given can</source>
        <translation>求解需要一个该加速器可获得的租用方案；所给方案均无法获得</translation>
    </message>
    <message>
        <source>After tax: corporate income tax %1% (企业所得税法 第四条; 15% for 高新技术企业, 第二十八条); %2; %3; prices are VAT-inclusive unless listed as exclusive; tax effects fall in the month of the deduction and the company is assumed to have enough taxable profit and output VAT to absorb them (no loss carry-forward); at the horizon the equipment is sold with output VAT (13% for a general taxpayer, 财税〔2008〕170号; 3% reduced to 2% for a small-scale one, 财税〔2009〕9号), the proceeds net of it taxed less the remaining tax book value.</source>
        <translation>税后：企业所得税 %1%（企业所得税法 第四条；高新技术企业 15%，第二十八条）；%2；%3；除标明不含税外，价格均为含税价；税务影响计入扣除当月，并假设公司有足够的应纳税所得额和销项税额予以吸收（不考虑亏损结转）；期末设备出售并缴纳销项增值税（一般纳税人 13%，财税〔2008〕170号；小规模纳税人 3% 减按 2%，财税〔2009〕9号），扣除该增值税后的收入减去剩余计税账面价值的差额纳税。</translation>
    </message>
    <message>
        <source>Building breaks even against cloud on demand in month %1 at the planned demand (%2); it pays as long as utilisation stays above %3.</source>
        <extracomment>%1 a month number, %2 the basis (&quot;after-tax NPV&quot;), %3 a utilisation percentage</extracomment>
        <translation>按计划需求，自建在第 %1 个月与按需云达到盈亏平衡（%2）；只要利用率保持在 %3 以上就更划算。</translation>
    </message>
    <message>
        <source>Building costs less than cloud on demand throughout the %1 months at the planned demand (%2).</source>
        <translation>按计划需求，自建在全部 %1 个月内都比按需云便宜（%2）。</translation>
    </message>
    <message>
        <source>Building never breaks even against cloud on demand within %1 months (%2), even at full utilisation.</source>
        <translation>即使满负荷利用，自建在 %1 个月内也无法与按需云达到盈亏平衡（%2）。</translation>
    </message>
    <message>
        <source>Building does not break even against cloud on demand within %1 months at the planned demand (%2); it needs utilisation above %3.</source>
        <translation>按计划需求，自建在 %1 个月内无法与按需云达到盈亏平衡（%2）；需要利用率高于 %3。</translation>
    </message>
    <message>
        <source>%1, but %2 cannot be obtained: %3</source>
        <extracomment>%1 &quot;Checklist points to building: reasons&quot;, %2 an option name, %3 why it cannot be obtained</extracomment>
        <translation>%1，但%2无法获得：%3</translation>
    </message>
    <message>
        <source>%1, but the numbers do not support it: %2 costs %3 more (%4) than %5.</source>
        <extracomment>%1 &quot;Checklist points to building: reasons&quot;, %2 an option, %3 an amount, %4 the basis, %5 the recommended option</extracomment>
        <translation>%1，但数字并不支持：%2比%5多花 %3（%4）。</translation>
    </message>
    <message>
        <source>Checklist points to building: %1</source>
        <translation>检查清单倾向于自建：%1</translation>
    </message>
    <message>
        <source>Checklist points to the cloud: %1</source>
        <translation>检查清单倾向于云：%1</translation>
    </message>
    <message>
        <source>Checklist points to a hybrid: %1</source>
        <translation>检查清单倾向于混合方案：%1</translation>
    </message>
    <message>
        <source>%1 (availability list, as of %2)</source>
        <extracomment>%1 the availability row&apos;s reason and source, %2 its as-of date</extracomment>
        <translation>%1（供应情况表，截至 %2）</translation>
    </message>
    <message>
        <source>no sourced China spot market for this accelerator/cluster: the price book has no sourced spot price for it (the spot discount is a US vendor&apos;s figure and applies to US prices only)</source>
        <translation>该加速器/集群在中国没有有来源的竞价（spot）市场：价格表中没有它的带来源竞价价格（竞价折扣是美国厂商的数据，只适用于美国价格）</translation>
    </message>
    <message>
        <source>the spot market supplies at most %1 GPUs in one cluster; the fleet is %2 GPUs</source>
        <translation>竞价市场单个集群最多提供 %1 张 GPU；集群规模为 %2 张 GPU</translation>
    </message>
    <message>
        <source>a lead time of 1 week</source>
        <translation>交付周期 1 周</translation>
    </message>
    <message>
        <source>Building costs less than cloud on demand throughout the %1 month at the planned demand (%2).</source>
        <translation>按计划需求，自建在全部 %1 个月内都比按需云便宜（%2）。</translation>
    </message>
    <message>
        <source>Building never breaks even against cloud on demand within %1 month (%2), even at full utilisation.</source>
        <translation>即使满负荷利用，自建在 %1 个月内也无法与按需云达到盈亏平衡（%2）。</translation>
    </message>
    <message>
        <source>Building does not break even against cloud on demand within %1 month at the planned demand (%2); it needs utilisation above %3.</source>
        <translation>按计划需求，自建在 %1 个月内无法与按需云达到盈亏平衡（%2）；需要利用率高于 %3。</translation>
    </message>
    <message>
        <source>%1 costs within %2 of the cheapest option (%3), and the checklist points to it: NPV %4, %5 in cash over %6 month.</source>
        <translation>%1与成本最低的方案（%3）相差不超过 %2，且检查清单倾向于该方案：%6 个月内净现值 %4，现金支出 %5。</translation>
    </message>
    <message>
        <source>%1 has the lowest cost over %2 month: NPV after tax %3, %4 in cash before tax.</source>
        <translation>%2 个月内成本最低的是%1：税后净现值（NPV）%3，税前现金 %4。</translation>
    </message>
    <message>
        <source>%1 has the lowest cost over %2 month: NPV %3, %4 in cash.</source>
        <translation>%2 个月内成本最低的是%1：净现值 %3，现金支出 %4。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>the separator between the checklist&apos;s reasons (zh: a full-width semicolon)</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a sentence ending in a full stop: %1 &quot;Checklist points to building: reasons&quot; (zh: 。)</extracomment>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>cp::Uncertainty</name>
    <message>
        <source>column &apos;%1&apos; is missing</source>
        <translation>缺少列“%1”</translation>
    </message>
    <message>
        <source>published and cv_predicted must be positive numbers</source>
        <translation>published 和 cv_predicted 必须为正数</translation>
    </message>
    <message>
        <source>estimator error (%1): your pilot calibration on %2, centred on 0, P10-P90 width %3% (log)</source>
        <extracomment>%1 metric family, %2 accelerator id, %3 the P10-P90 width in per cent</extracomment>
        <translation>估算器误差（%1）：基于您在 %2 上的试运行校准，以 0 为中心，P10-P90 宽度 %3%（对数尺度）</translation>
    </message>
    <message>
        <source>cancelled: the inputs changed before the ranges were computed</source>
        <translation>已取消：在区间计算完成前输入已更改</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 1,000,000 (got %1)</source>
        <translation>必须为 1 到 1,000,000 之间的整数（实际为 %1）</translation>
    </message>
    <message>
        <source>failures: per-GPU MTBF %1 GPU-hours (the input&apos;s; Llama 3 paper section 3.3.4) times a lognormal factor, P10-P90 x0.5-x2 (assumption)</source>
        <translation>故障：单卡 MTBF %1 卡时（取自输入；参见 Llama 3 论文第 3.3.4 节）乘以对数正态因子，P10-P90 为 x0.5-x2（假设）</translation>
    </message>
    <message>
        <source>restart time: %1 minutes (the input&apos;s) times a lognormal factor, P10-P90 x0.5-x2 (assumption)</source>
        <translation>重启时间：%1 分钟（取自输入）乘以对数正态因子，P10-P90 为 x0.5-x2（假设）</translation>
    </message>
    <message>
        <source>price %1: held at its figure (entered by the user or not in the price book)</source>
        <translation>价格 %1：保持其数值不变（由用户输入或不在价格表中）</translation>
    </message>
    <message>
        <source>, times the USD/CNY rate (sigma %1 in log)</source>
        <translation>，再乘以 USD/CNY 汇率（对数 sigma %1）</translation>
    </message>
    <message>
        <source>serving: no inference rows in the calibration set yet, so the training step-time error is applied to prefill and decode times (assumption)</source>
        <translation>推理服务：校准集中尚无推理数据行，因此将训练单步时间误差应用于 prefill 和 decode 时间（假设）</translation>
    </message>
    <message>
        <source>demand: the input&apos;s utilisation or GPU-hours times a lognormal factor, P10-P90 x0.8-x1.25 (assumption); the cash flows are computed at %1 demand levels and each sample takes the nearest</source>
        <translation>需求：输入的利用率或卡时乘以对数正态因子，P10-P90 为 x0.8-x1.25（假设）；现金流按 %1 个需求水平计算，每个样本取最接近的水平</translation>
    </message>
    <message>
        <source>demand: the training campaigns (%1% of the GPU-hours) also move with the estimator&apos;s error on the plan&apos;s GPU-hours</source>
        <translation>需求：训练任务（占卡时的 %1%）也随估算器对该方案卡时的误差而变动</translation>
    </message>
    <message>
        <source>the price book&apos;s low and high tiers</source>
        <translation>价格表的低档位和高档位</translation>
    </message>
    <message>
        <source>assumption: P10-P90 +/-4%</source>
        <translation>假设：P10-P90 +/-4%</translation>
    </message>
    <message>
        <source>price %1: between the price book&apos;s low and high tiers (x%2 to x%3 of the figure; a side without a tier +/-%4%, assumption), mode and median at the figure%5</source>
        <extracomment>%1 price-book key, %2 and %3 its low and high tier as factors of the figure used</extracomment>
        <translation>价格 %1：在价格表的低档与高档之间（取值的 x%2 至 x%3；没有档位的一侧按 ±%4%，假设），众数和中位数为所用取值%5</translation>
    </message>
    <message>
        <source>price %1: held (the price book gives no figure)</source>
        <translation>价格 %1：保持不变（价格表没有数值）</translation>
    </message>
    <message>
        <source>price %1: every month between the price book&apos;s low and high tiers (x%2 to x%3 of the figure; a side without a tier +/-%5%, assumption), mode and median at the figure; AR(1) month-to-month correlation %4 (assumption)</source>
        <extracomment>%1 a price-book item&apos;s name, %2 and %3 its low and high tier as factors of the figure used</extracomment>
        <translation>价格 %1：每月在价格表的低档与高档之间（取值的 x%2 至 x%3；没有档位的一侧按 ±%5%，假设），众数和中位数为所用取值；AR(1) 月间相关系数 %4（假设）</translation>
    </message>
    <message>
        <source>held at the point&apos;s figures: prices overridden by the user, the loan, the hybrid core size chosen at each demand level</source>
        <translation>保持为点估计的取值：用户覆盖的价格、贷款、在各需求水平下选定的混合方案自有规模</translation>
    </message>
    <message>
        <source>estimator error (%1, class %2): only %3 cross-validated rows of its own, so the family&apos;s %4 pooled leave-one-source-out residuals are used, widened by %8 x sqrt(1 + %7/n) = %5 (%8: calibrated so that about 80% of the rows of an unseen source fall inside; sqrt: assumption); P10-P90 width %6% (log)</source>
        <extracomment>%1 family, %2 class such as hopper-fp8, %3 rows of the class, %4 rows pooled, %5 widening factor, %6 width in per cent</extracomment>
        <translation>估算误差（%1，类别 %2）：本类只有 %3 条交叉验证数据，因此使用该族合并的 %4 条留一来源残差，放宽系数 %8 x sqrt(1 + %7/n) = %5（%8：按未见来源约 80% 的数据落入区间校准；sqrt：假设）；P10-P90 宽度 %6%（对数）</translation>
    </message>
    <message>
        <source>estimator error (%1, class %2): %3 leave-one-source-out residuals (resources/data/estimator-residuals.csv), bias included, widened by %7 x sqrt(1 + %6/n) = %4 (%7: calibrated so that about 80% of the rows of an unseen source fall inside; sqrt: assumption); P10-P90 width %5% (log)</source>
        <extracomment>%1 family, %2 class, %3 rows, %4 widening factor, %5 width in per cent</extracomment>
        <translation>估算误差（%1，类别 %2）：%3 条留一来源残差（resources/data/estimator-residuals.csv），含偏差，放宽系数 %7 x sqrt(1 + %6/n) = %4（%7：按未见来源约 80% 的数据落入区间校准；sqrt：假设）；P10-P90 宽度 %5%（对数）</translation>
    </message>
    <message>
        <source>exchange rate: USD-priced items times an AR(1) path of the USD/CNY rate, correlation %2, sigma %1 in log (%3)</source>
        <translation>汇率：以美元计价的项目乘以美元兑人民币汇率的 AR(1) 路径，相关系数 %2，对数标准差 %1（%3）</translation>
    </message>
    <message>
        <source>estimator error (throughput, training stack %1): the class&apos;s band of measured / estimated throughput, P10-P90 x%3 to x%4 around its median x%2 (already in the estimate), from %5 out-of-sample published runs (%6; measured %7; core/estimate/stackbands.h)</source>
        <extracomment>%1 stack class (tuned, generic, vendor_port), %2 median factor, %3 and %4 P10 and P90 factors, %5 rows, %6 sources, %7 date</extracomment>
        <translation>估算器误差（吞吐量，训练栈 %1）：该类实测/估算吞吐量之比的区间带，P10-P90 为 ×%3 至 ×%4，围绕其中位数 ×%2（已计入估算），来自 %5 个样本外公开运行结果（%6；测定于 %7；core/estimate/stackbands.h）</translation>
    </message>
    <message>
        <source>training stack unknown: the throughput band admits tuned, generic and vendor-port stacks (published runs of each differ by up to 2x on the same hardware); --stack narrows it, and a pilot run on your own stack (calibrate add, then --db) removes it</source>
        <translation>训练栈未知：吞吐量区间同时容纳已调优、通用和厂商移植的训练栈（在同一硬件上，各类公开运行结果相差可达 2 倍）；--stack 可收窄区间，在您自己的训练栈上做一次试运行（calibrate add，再加 --db）可消除这一不确定性</translation>
    </message>
</context>
<context>
    <name>cp::Validation</name>
    <message>
        <source>must have %1 entries at most</source>
        <translation>最多只能有 %1 项</translation>
    </message>
    <message>
        <source>must divide model.heads (%1)</source>
        <translation>必须能整除 model.heads（%1）</translation>
    </message>
    <message>
        <source>must be 1 to model.experts for a mixture of experts, 0 for a dense model</source>
        <translation>混合专家模型须为 1 到 model.experts，稠密模型须为 0</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; use an id from the catalog (%2)</source>
        <translation>未知加速卡“%1”；请使用目录中的 ID（%2）</translation>
    </message>
    <message>
        <source>unknown network &apos;%1&apos;; use an id from the catalog (%2)</source>
        <translation>未知网络“%1”；请使用目录中的 ID（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears more than once</source>
        <translation>“%1”出现了多次</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>必须为 %1</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>必须为以下之一：%1</translation>
    </message>
    <message>
        <source>must be text of %1 characters</source>
        <extracomment>%1 is a range of lengths such as 1–200</extracomment>
        <translation>必须为 %1 个字符的文本</translation>
    </message>
    <message>
        <source>must not be earlier than created</source>
        <translation>不能早于 created</translation>
    </message>
    <message>
        <source>required: %1</source>
        <extracomment>%1 is the allowed range, e.g. &quot;must be 1–1,000&quot;</extracomment>
        <translation>必填：%1</translation>
    </message>
    <message>
        <source>not a number: %1</source>
        <extracomment>%1 is the allowed range, e.g. &quot;must be 1–1,000&quot;</extracomment>
        <translation>不是数字：%1</translation>
    </message>
    <message>
        <source>must be a whole number %1</source>
        <extracomment>%1 is the allowed range, e.g. 1–1,000</extracomment>
        <translation>必须为整数，范围 %1</translation>
    </message>
    <message>
        <source>must not contain the control or broken character %1; use printable text (letters, digits, spaces and punctuation; no NUL, tab, newline, escape, DEL, U+0080–U+009F or half of a surrogate pair)</source>
        <extracomment>%1 is a character code such as U+001B</extracomment>
        <translation>不得包含控制字符或残缺字符 %1；请使用可打印文本（字母、数字、空格和标点；不含 NUL、制表符、换行符、ESC、DEL、U+0080–U+009F 或不成对的代理项）</translation>
    </message>
    <message>
        <source>must be %1, or 0 for a preset model (%2 uses its own architecture)</source>
        <extracomment>%1 is the allowed range (1–1,000), %2 a model preset id</extracomment>
        <translation>必须为 %1，预置模型可为 0（%2 使用其自身的结构）</translation>
    </message>
    <message>
        <source>must be at most hardware.gpus (%1)</source>
        <translation>不得超过 hardware.gpus（%1）</translation>
    </message>
    <message>
        <source>tp × pp × dp = %1 × %2 × %3 = %4 must equal hardware.gpus (%5)</source>
        <extracomment>%1–%3 are tp, pp and dp, %4 their product, %5 the GPU count</extracomment>
        <translation>tp × pp × dp = %1 × %2 × %3 = %4，必须等于 hardware.gpus（%5）</translation>
    </message>
    <message>
        <source>tp × pp × dp = %1 × %2 × %3: the %4 set must divide hardware.gpus (%5)</source>
        <extracomment>%1–%3 are tp, pp and dp (&quot;?&quot; for one the planner chooses), %4 the product of those set, %5 the GPU count</extracomment>
        <translation>tp × pp × dp = %1 × %2 × %3：已设定部分之积 %4 必须能整除 hardware.gpus（%5）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears more than once; list each accelerator once</source>
        <translation>“%1”出现了不止一次；每种加速卡只列一次</translation>
    </message>
    <message>
        <source>unknown price key &apos;%1&apos;; use a key of the price book (computeplanner-cli catalog prices lists them) or one of %2 with an accelerator ID of the catalog</source>
        <extracomment>%1 is the key in the file, %2 key patterns such as cloud.ID.on_demand; keep &quot;computeplanner-cli catalog prices&quot; as is</extracomment>
        <translation>未知的价格键“%1”；请使用价格表中的键（computeplanner-cli catalog prices 会列出），或以目录中的加速卡 ID 代入 %2 之一</translation>
    </message>
    <message>
        <source>must be a number %1</source>
        <extracomment>%1 is the allowed range, e.g. 0–0.5</extracomment>
        <translation>必须为数字 %1</translation>
    </message>
    <message>
        <source>must be text, one of %1</source>
        <extracomment>%1 is the list of allowed words, e.g. bf16|fp16</extracomment>
        <translation>必须为文本，取值之一：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears more than once; give each tag once</source>
        <translation>“%1”出现了不止一次；每个标签只写一次</translation>
    </message>
    <message>
        <source>tp × pp × cp × dp = %1 × %2 × %3 × %4 must equal (or, with some left to the planner, divide) hardware.gpus (%5)</source>
        <extracomment>%1–%4 are tp, pp, cp and dp (&quot;?&quot; for one the planner chooses), %5 the GPU count</extracomment>
        <translation>tp × pp × cp × dp = %1 × %2 × %3 × %4 必须等于 hardware.gpus（%5）；若部分参数留给规划器选择，则须能整除 hardware.gpus</translation>
    </message>
    <message>
        <source>must be divisible by model.heads (%1), or give model.head_dim</source>
        <translation>必须能被 model.heads（%1）整除，或给出 model.head_dim</translation>
    </message>
    <message>
        <source>must be 1 to model.layers (%1) with a sliding window, 0 without one</source>
        <translation>有滑动窗口时须为 1 到 model.layers（%1），没有时为 0</translation>
    </message>
    <message>
        <source>must not contain the control character %1; text may hold tabs and line breaks, but no NUL, escape, DEL or U+0080–U+009F</source>
        <extracomment>%1 is a character code such as U+0000</extracomment>
        <translation>不能包含控制字符 %1；文本可以包含制表符和换行，但不能包含 NUL、ESC、DEL 或 U+0080–U+009F</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a spreadsheet formula (it starts with =, +, -, @ or a tab); give the text without it</source>
        <extracomment>%1 the cell&apos;s text</extracomment>
        <translation>“%1”是电子表格公式（以 =、+、-、@ 或制表符开头）；请去掉公式前缀后再填写</translation>
    </message>
    <message>
        <source>must be unique: another pool is called %1</source>
        <extracomment>%1 a pool id such as &quot;train&quot;</extracomment>
        <translation>必须唯一：已有另一个资源池名为 %1</translation>
    </message>
    <message>
        <source>must be an accelerator of the catalog: %1</source>
        <translation>必须是目录中的加速卡：%1</translation>
    </message>
    <message>
        <source>must be a fabric of the catalog: %1</source>
        <translation>必须是目录中的网络：%1</translation>
    </message>
    <message>
        <source>must name one of the plan&apos;s pools (%1) or be empty</source>
        <extracomment>%1 the pool ids of the plan</extracomment>
        <translation>必须是本方案的资源池之一（%1）或留空</translation>
    </message>
</context>
<context>
    <name>cp::Workloads</name>
    <message>
        <source>Training run</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Serving users</source>
        <translation>对外提供服务</translation>
    </message>
    <message>
        <source>Other work on the same GPUs</source>
        <translation>同一批 GPU 上的其他工作</translation>
    </message>
    <message>
        <source>a training workload needs a training run, but training.mode is inference; use serving or other, or set training.mode to pretrain|full|lora|qlora</source>
        <translation>训练类工作负载需要训练任务，但 training.mode 为 inference；请改用 serving 或 other，或将 training.mode 设为 pretrain|full|lora|qlora</translation>
    </message>
    <message>
        <source>a serving workload needs its load: more than 0 requests per second, up to 1,000,000</source>
        <translation>服务类工作负载需要给出负载：每秒请求数大于 0，最多 1,000,000</translation>
    </message>
    <message>
        <source>a serving workload needs its hours a day: more than 0, up to 24</source>
        <translation>服务类工作负载需要给出每天小时数：大于 0，最多 24</translation>
    </message>
    <message>
        <source>other work needs its GPU-hours a month: more than 0, up to 1,000,000,000</source>
        <translation>其他工作需要给出每月卡时：大于 0，最多 1,000,000,000</translation>
    </message>
    <message>
        <source>starts after the horizon; allowed 1–%1 (tco.horizon_months)</source>
        <extracomment>%1 is the horizon in months</extracomment>
        <translation>开始时间晚于期限；允许 1–%1（tco.horizon_months）</translation>
    </message>
    <message>
        <source>once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>every %1 months until the horizon ends</source>
        <extracomment>%1 months between runs</extracomment>
        <translation>每 %1 个月一次，直到期限结束</translation>
    </message>
    <message>
        <source>back to back until the horizon ends</source>
        <translation>连续运行，直到期限结束</translation>
    </message>
    <message>
        <source>%1 times, every %2 months</source>
        <extracomment>%1 number of runs, %2 months between them</extracomment>
        <translation>%1 次，每 %2 个月一次</translation>
    </message>
    <message>
        <source>%1 times, back to back</source>
        <translation>%1 次，连续运行</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 h a day</source>
        <extracomment>%1 requests per second, %2 hours a day</extracomment>
        <translation>每秒 %1 个请求，每天 %2 小时</translation>
    </message>
    <message>
        <source>%1 GPU-hours a month</source>
        <extracomment>%1 GPU-hours</extracomment>
        <translation>每月 %1 卡时</translation>
    </message>
    <message>
        <source>%1% a month</source>
        <extracomment>%1 a signed percentage, e.g. +5</extracomment>
        <translation>每月 %1%</translation>
    </message>
    <message>
        <source>from month %1</source>
        <extracomment>%1 the month the work starts in</extracomment>
        <translation>自第 %1 个月起</translation>
    </message>
    <message>
        <source>for %1 months</source>
        <extracomment>%1 how many months the work lasts</extracomment>
        <translation>持续 %1 个月</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a workload&apos;s label and its description, e.g. &quot;Training run: once, from month 1&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>its GPU-hours by month</source>
        <translation>其按月卡时</translation>
    </message>
    <message>
        <source>its monthly demand of %1 GPU-hours</source>
        <extracomment>%1 GPU-hours a month</extracomment>
        <translation>其每月 %1 卡时的需求</translation>
    </message>
    <message>
        <source>its utilisation of %1% of %2 GPUs</source>
        <extracomment>%1 percent, %2 number of GPUs</extracomment>
        <translation>其 %2 张 GPU 的 %1% 利用率</translation>
    </message>
    <message>
        <source>This plan was saved before plans described their work: %1 is now the workload &quot;other work on the same GPUs&quot;, so its figures stay the same. Describe the training runs and the serving load instead to price the work itself.</source>
        <extracomment>%1 what the plan stated before (&quot;its utilisation of 70% of 16 GPUs&quot;)</extracomment>
        <translation>此方案保存于方案描述工作内容之前：%1 现在是工作负载“同一批 GPU 上的其他工作”，因此各项数字保持不变。请改为描述训练任务和服务负载，以按工作本身计价。</translation>
    </message>
    <message>
        <source>Training pool</source>
        <translation>训练资源池</translation>
    </message>
    <message>
        <source>Fine-tuning pool</source>
        <translation>微调资源池</translation>
    </message>
    <message>
        <source>Serving pool</source>
        <translation>推理服务资源池</translation>
    </message>
    <message>
        <source>Pool “%1”</source>
        <extracomment>a pool the user named: %1 its id as written in the plan</extracomment>
        <translation>资源池“%1”</translation>
    </message>
</context>
<context>
    <name>cp::calibrate</name>
    <message>
        <source>the last %1 line (line %2, a running average)</source>
        <extracomment>%1 the log line kind (e.g. &quot;LLaMA-Factory throughput&quot;), %2 a line number</extracomment>
        <translation>最后一条 %1 日志行（第 %2 行，累计平均值）</translation>
    </message>
    <message>
        <source>one %1 line (line %2)</source>
        <translation>一条 %1 日志行（第 %2 行）</translation>
    </message>
    <message>
        <source>median of %1 %2 lines (lines %3-%4)</source>
        <extracomment>%1 a count of lines, %2 the log line kind, %3 and %4 line numbers</extracomment>
        <translation>%1 条 %2 日志行的中位数（第 %3-%4 行）</translation>
    </message>
    <message>
        <source>, the first %1 logged steps skipped as warm-up</source>
        <translation>，已跳过前 %1 个记录的训练步（预热）</translation>
    </message>
    <message>
        <source>, too few steps to skip warm-up</source>
        <translation>，训练步太少，未跳过预热</translation>
    </message>
    <message>
        <source>step time %1 s: %2</source>
        <translation>单步时间 %1 s：%2</translation>
    </message>
    <message>
        <source>tokens/s per GPU %1: %2</source>
        <translation>单卡吞吐 %1 tokens/s：%2</translation>
    </message>
    <message>
        <source>tokens/s per GPU %1 = %2 samples/s x %3 tokens / %4 GPUs: %5</source>
        <extracomment>%1 tokens/s, %2 samples/s, %3 tokens per sample, %4 GPUs, %5 where it was read</extracomment>
        <translation>单卡吞吐 %1 tokens/s = %2 samples/s x %3 token / %4 张 GPU：%5</translation>
    </message>
    <message>
        <source>samples/s need the sequence length and the GPU count to become tokens/s per GPU</source>
        <translation>要将 samples/s 换算为单卡 tokens/s，需要序列长度和 GPU 数量</translation>
    </message>
    <message>
        <source>step time %1 s = %2 samples per step / %3 samples/s</source>
        <translation>单步时间 %1 s = 每步 %2 个样本 / %3 samples/s</translation>
    </message>
    <message>
        <source>tokens/s per GPU %1 = %2 tokens/s / %3 GPUs: %4</source>
        <translation>单卡吞吐 %1 tokens/s = %2 tokens/s / %3 张 GPU：%4</translation>
    </message>
    <message>
        <source>a total throughput needs the GPU count to become tokens/s per GPU</source>
        <translation>要将总吞吐量换算为单卡 tokens/s，需要 GPU 数量</translation>
    </message>
    <message>
        <source>tokens/s per GPU %1 = %2 samples x %3 tokens / %4 s / %5 GPUs</source>
        <translation>单卡吞吐 %1 tokens/s = %2 个样本 x %3 token / %4 s / %5 张 GPU</translation>
    </message>
    <message>
        <source>peak memory %1 GiB per GPU: the largest of %2</source>
        <translation>单卡峰值显存 %1 GiB：取 %2 中的最大值</translation>
    </message>
    <message>
        <source>MFU %1%: %2</source>
        <translation>MFU %1%：%2</translation>
    </message>
    <message>
        <source>model TFLOP/s per GPU %1: %2</source>
        <translation>单卡模型算力 %1 TFLOP/s：%2</translation>
    </message>
    <message>
        <source>MindSpeed iteration</source>
        <translation>MindSpeed 迭代</translation>
    </message>
    <message>
        <source>Megatron-LM iteration</source>
        <translation>Megatron-LM 迭代</translation>
    </message>
    <message>
        <source>DeepSpeed throughput</source>
        <translation>DeepSpeed 吞吐量</translation>
    </message>
    <message>
        <source>DeepSpeed CurrSamplesPerSec</source>
        <translation>DeepSpeed CurrSamplesPerSec</translation>
    </message>
    <message>
        <source>DeepSpeed MaxMemAllocated</source>
        <translation>DeepSpeed MaxMemAllocated</translation>
    </message>
    <message>
        <source>Trainer summary</source>
        <translation>Trainer 汇总</translation>
    </message>
    <message>
        <source>Trainer train_samples_per_second</source>
        <translation>Trainer train_samples_per_second</translation>
    </message>
    <message>
        <source>Trainer train_tokens_per_second</source>
        <translation>Trainer train_tokens_per_second</translation>
    </message>
    <message>
        <source>LLaMA-Factory throughput</source>
        <translation>LLaMA-Factory 吞吐量</translation>
    </message>
    <message>
        <source>torchtitan step</source>
        <translation>torchtitan 训练步</translation>
    </message>
    <message>
        <source>no training log line recognised; the supported formats are the step lines of %1</source>
        <translation>未识别出任何训练日志行；支持的格式为 %1 的训练步日志行</translation>
    </message>
    <message>
        <source>%1 matching lines, but no usable value (a number that is positive and finite)</source>
        <translation>有 %1 行匹配，但没有可用的值（须为有限的正数）</translation>
    </message>
    <message>
        <source>global batch %1 sequences</source>
        <translation>全局批次 %1 条序列</translation>
    </message>
    <message>
        <source>sequence length %1 tokens</source>
        <translation>序列长度 %1 个 token</translation>
    </message>
    <message>
        <source>%1 GPUs (world size)</source>
        <translation>%1 张 GPU（world size）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the value read (e.g. &quot;global batch 512 sequences&quot;), %2 where it was read</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is larger than %2 MiB; give the part of the log with the step lines (e.g. tail -n 5000)</source>
        <extracomment>%1 the file, %2 the limit in MiB</extracomment>
        <translation>“%1”大于 %2 MiB；请只提供包含训练步日志行的部分（例如 tail -n 5000）</translation>
    </message>
    <message numerus="yes">
        <source>[... %n line(s) left out ...]</source>
        <translation>
            <numerusform>[... 省略 %n 行 ...]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[... %n line(s) left out to keep the log under %1 KiB ...]</source>
        <translation>
            <numerusform>[... 为使日志不超过 %1 KiB，省略 %n 行 ...]</numerusform>
        </translation>
    </message>
    <message>
        <source>calibration point: %1 implies MFU %2%; no run on this card exceeds %3% (its achievable matmul rate %4% + %5%)</source>
        <extracomment>%1 the measured value with its unit, %2 the MFU it implies in per cent, %3 the largest allowed, %4 the card&apos;s achievable matmul rate in per cent, %5 the margin in per cent</extracomment>
        <translation>校准点：%1 意味着 MFU 为 %2%；这张卡上的任何训练都不会超过 %3%（其可达矩阵乘效率 %4% + %5%）</translation>
    </message>
    <message>
        <source>calibration point: %1 implies MFU %2%, below %3%: the card would be idle; the value is misread or from another configuration</source>
        <extracomment>%1 the measured value with its unit, %2 the MFU it implies in per cent, %3 the smallest allowed in per cent</extracomment>
        <translation>校准点：%1 意味着 MFU 为 %2%，低于 %3%：这张卡几乎处于空闲状态；该数值读错了，或来自另一个配置</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>单卡 %1 tokens/s</translation>
    </message>
    <message>
        <source>a step time of %1 s</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <source>a measured MFU of %1</source>
        <translation>实测 MFU %1</translation>
    </message>
    <message>
        <source>calibration point: a peak of %1 GiB per GPU does not fit this card: at most %2 GiB (its %3 GiB + %4%)</source>
        <extracomment>%1 the measured peak memory, %2 the largest allowed, %3 the card&apos;s memory, %4 the margin in per cent</extracomment>
        <translation>校准点：单卡峰值 %1 GiB 超出了这张卡的容量：最多 %2 GiB（其 %3 GiB + %4%）</translation>
    </message>
    <message>
        <source>calibration point: %1 tokens/s per GPU x %2 s per step = %3 tokens per step and GPU, but the configuration runs %4 (global batch x sequence length / GPUs); they must agree within %5%</source>
        <extracomment>%1 tokens/s, %2 seconds, %3 and %4 tokens per step and GPU, %5 the tolerance in per cent</extracomment>
        <translation>校准点：单卡 %1 tokens/s × 每步 %2 秒 = 每步每卡 %3 个 token，但该配置为 %4（全局批次 × 序列长度 / GPU 数）；两者之差须在 %5% 以内</translation>
    </message>
</context>
<context>
    <name>cp::charts</name>
    <message>
        <source>%1 (%2)</source>
        <comment>axis title (unit)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>PNG encoding failed</source>
        <translation>PNG 编码失败</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Increase</source>
        <translation>增加</translation>
    </message>
    <message>
        <source>Decrease</source>
        <translation>减少</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>marker kind — its label</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Nothing to show.</source>
        <translation>暂无可显示的内容。</translation>
    </message>
</context>
<context>
    <name>cp::cli</name>
    <message>
        <source>Usage: %1 COMMAND [options]</source>
        <translation>用法：%1 命令 [选项]</translation>
    </message>
    <message>
        <source>Compute Planner: plan GPU/NPU compute for large models and its 3-year total cost of ownership.</source>
        <translation>算力规划器：为大模型规划 GPU/NPU 算力及其三年总拥有成本。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Show this help; &apos;COMMAND --help&apos; shows a command&apos;s options.</source>
        <translation>显示本帮助；“命令 --help”显示该命令的选项。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; expected one of: %2</source>
        <translation>未知命令“%1”；可用命令：%2</translation>
    </message>
    <message>
        <source>Show this command&apos;s options.</source>
        <translation>显示此命令的选项。</translation>
    </message>
    <message>
        <source>Usage: %1 %2</source>
        <translation>用法：%1 %2</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--format：不允许“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use a whole number from %3 to %4</source>
        <translation>--%1：不允许“%2”；请使用 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use a number from %3 to %4 (suffixes k, M, B, T allowed)</source>
        <translation>--%1：不允许“%2”；请使用 %3 到 %4 之间的数字（可用后缀 k、M、B、T）</translation>
    </message>
    <message>
        <source>List the built-in reference data with sources and confidence.</source>
        <translation>列出内置参考数据及其来源和可信度。</translation>
    </message>
    <message>
        <source>accelerators, fabrics or prices</source>
        <translation>accelerators（加速卡）、fabrics（网络）或 prices（价格）</translation>
    </message>
    <message>
        <source>Output format: json or csv.</source>
        <translation>输出格式：json 或 csv。</translation>
    </message>
    <message>
        <source>name one table: %1</source>
        <translation>请指定一个表：%1</translation>
    </message>
    <message>
        <source>List built-in accelerators, fabrics or prices with sources.</source>
        <translation>列出内置加速卡、网络或价格及其来源。</translation>
    </message>
    <message>
        <source>--override: &apos;%1&apos; is not allowed; use KEY=VALUE with a non-negative number</source>
        <translation>--override：不允许“%1”；请使用 KEY=VALUE，VALUE 为非负数</translation>
    </message>
    <message>
        <source>--hybrid-core: &apos;%1&apos; is not allowed; use build|lease</source>
        <translation>--hybrid-core：不允许“%1”；请使用 build|lease</translation>
    </message>
    <message>
        <source>Compare the total cost of ownership of cloud, lease, self-build and hybrid options.</source>
        <translation>比较云上、租赁、自建和混合架构方案的总拥有成本。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; this command takes only flags</source>
        <translation>多余的参数“%1”；此命令只接受选项</translation>
    </message>
    <message>
        <source>Compare 3-year TCO of cloud, lease, self-build and hybrid options.</source>
        <translation>比较云上、租赁、自建和混合架构方案的三年总拥有成本。</translation>
    </message>
    <message>
        <source>Accelerator id from the catalog (default h100-sxm-80gb).</source>
        <translation>目录中的加速卡 ID（默认 h100-sxm-80gb）。</translation>
    </message>
    <message>
        <source>GPUs in the fleet for commitment, lease and build (default 64).</source>
        <translation>包年包月、租赁和自建方案的集群 GPU 数量（默认 64）。</translation>
    </message>
    <message>
        <source>Calendar month of horizon month 1, 1 to 12 (default 1).</source>
        <translation>规划期第 1 个月对应的日历月份，1 到 12（默认 1）。</translation>
    </message>
    <message>
        <source>Training campaign for --demand plan: MONTH:GPU_HOURS[:MONTHS] (repeatable).</source>
        <translation>用于 --demand plan 的训练任务：MONTH:GPU_HOURS[:MONTHS]（可重复指定）。</translation>
    </message>
    <message>
        <source>Fine-tuning base load per month for --demand plan.</source>
        <translation>用于 --demand plan 的每月微调基础负载。</translation>
    </message>
    <message>
        <source>Inference base load per month for --demand plan.</source>
        <translation>用于 --demand plan 的每月推理基础负载。</translation>
    </message>
    <message>
        <source>Tornado range: +/- this share of each driver (default 0.2).</source>
        <translation>龙卷风图范围：每个影响因素按此比例 +/- 浮动（默认 0.2）。</translation>
    </message>
    <message>
        <source>Hybrid core: build or lease (default build).</source>
        <translation>混合架构的核心算力：build 或 lease（默认 build）。</translation>
    </message>
    <message>
        <source>Spot: hours between checkpoints (default 1).</source>
        <translation>竞价实例：检查点间隔小时数（默认 1）。</translation>
    </message>
    <message>
        <source>Self-build operations staff, FTE (default 1).</source>
        <translation>自建方案的运维人员，按全职人数（FTE）计（默认 1）。</translation>
    </message>
    <message>
        <source>Own staff for a leased cluster, FTE (default 0.5).</source>
        <translation>租赁集群所需的自有人员，按全职人数（FTE）计（默认 0.5）。</translation>
    </message>
    <message>
        <source>Self-build parallel storage, usable TB (default 100).</source>
        <translation>自建方案的并行存储可用容量，单位 TB（默认 100）。</translation>
    </message>
    <message>
        <source>Self-build internet bandwidth, Mbps (default 200).</source>
        <translation>自建方案的公网带宽，单位 Mbps（默认 200）。</translation>
    </message>
    <message>
        <source>Finance this share of the self-build capex with an annuity loan.</source>
        <translation>自建资本支出中以等额本息贷款融资的比例。</translation>
    </message>
    <message>
        <source>GPU-hours of one training run, for cost per run.</source>
        <translation>单次训练所需卡时，用于计算每次训练的成本。</translation>
    </message>
    <message>
        <source>Training tokens of that run, for cost per million tokens.</source>
        <translation>该次训练的 token 数，用于计算每百万 token 的成本。</translation>
    </message>
    <message>
        <source>Price-book override KEY=VALUE in the key&apos;s unit and currency (repeatable).</source>
        <translation>覆盖价格表取值 KEY=VALUE，VALUE 使用该键的单位和币种（可重复指定）。</translation>
    </message>
    <message>
        <source>Checklist: a dedicated operations team is available.</source>
        <translation>检查清单：有专职运维团队。</translation>
    </message>
    <message>
        <source>Checklist: data must stay on own premises.</source>
        <translation>检查清单：数据必须保留在自有机房内。</translation>
    </message>
    <message>
        <source>Checklist: cheap, stable rack space and power are available.</source>
        <translation>检查清单：有廉价且稳定的机柜和电力。</translation>
    </message>
    <message>
        <source>Checklist: the team is small.</source>
        <translation>检查清单：团队规模较小。</translation>
    </message>
    <message>
        <source>Checklist: want to try several GPU types.</source>
        <translation>检查清单：希望试用多种 GPU 型号。</translation>
    </message>
    <message>
        <source>Checklist: prefer to pay as you go.</source>
        <translation>检查清单：倾向于按量付费。</translation>
    </message>
    <message>
        <source>Output format: json.</source>
        <translation>输出格式：json。</translation>
    </message>
    <message>
        <source>Accelerator id from the catalog.</source>
        <translation>目录中的加速卡 ID。</translation>
    </message>
    <message>
        <source>Allow tensor parallelism across nodes and uneven pipeline stages.</source>
        <translation>允许跨节点张量并行和不均匀的流水线阶段。</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use %3</source>
        <translation>--%1：不允许“%2”；请使用 %3</translation>
    </message>
    <message>
        <source>--preset: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--preset：不允许“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>--accelerator is required; use %1</source>
        <translation>必须指定 --accelerator；请使用 %1</translation>
    </message>
    <message>
        <source>Estimate memory per GPU, step time, MFU and time-to-train. Layout flags left out are chosen for the best throughput that fits.</source>
        <translation>估算每张 GPU 的显存占用、单步时间、MFU 和训练总时长。未指定的并行布局参数将自动选取显存放得下且吞吐量最高的方案。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; every input is a --flag</source>
        <translation>多余的参数“%1”；所有输入都必须以 -- 开头的选项给出</translation>
    </message>
    <message>
        <source>Estimate memory, step time, MFU and time-to-train for a training run.</source>
        <translation>估算一次训练的显存、单步时间、MFU 和训练总时长。</translation>
    </message>
    <message>
        <source>Use --db FILE to open another database.</source>
        <translation>使用 --db FILE 可打开其他数据库。</translation>
    </message>
    <message>
        <source>Backups: %1. Use --db FILE to open one.</source>
        <translation>备份：%1。使用 --db FILE 可打开其中之一。</translation>
    </message>
    <message numerus="yes">
        <source>updated %1, %n revision(s)</source>
        <translation>
            <numerusform>更新于 %1，共 %n 个修订版本</numerusform>
        </translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <source>Tags: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>Updated: %1</source>
        <translation>更新时间：%1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>Training: %1, %2, sequence length %3</source>
        <translation>训练：%1，%2，序列长度 %3</translation>
    </message>
    <message>
        <source>Accelerators: %1</source>
        <translation>加速卡：%1</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation>GPU 数量：%1</translation>
    </message>
    <message>
        <source>TCO: %1 months, options %2</source>
        <translation>总拥有成本：%1 个月，方案 %2</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message numerus="yes">
        <source>Prices: %n saved price(s), all equal to the current price book</source>
        <translation>
            <numerusform>价格：已保存 %n 项价格，均与当前价格表一致</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices changed since the plan was saved:</source>
        <translation>保存规划后发生变化的价格：</translation>
    </message>
    <message>
        <source>%1: no longer in the price book</source>
        <translation>%1：已不在价格表中</translation>
    </message>
    <message>
        <source>%1: %2 changed</source>
        <translation>%1：%2 已变更</translation>
    </message>
    <message>
        <source>%1 cannot be imported:</source>
        <translation>无法导入 %1：</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>导入自 %1</translation>
    </message>
    <message>
        <source>Imported &apos;%1&apos; (revision %2).</source>
        <translation>已导入“%1”（修订版本 %2）。</translation>
    </message>
    <message>
        <source>--out: missing; use --out FILE to name the .cplan file to write</source>
        <translation>--out：缺失；请使用 --out FILE 指定要写入的 .cplan 文件</translation>
    </message>
    <message>
        <source>Wrote &apos;%1&apos; to %2.</source>
        <translation>已将“%1”写入 %2。</translation>
    </message>
    <message>
        <source>--revision: missing; use --revision N (see &apos;scenario revisions NAME&apos;)</source>
        <translation>--revision：缺失；请使用 --revision N（参见 scenario revisions NAME）</translation>
    </message>
    <message>
        <source>Restored revision %1 of &apos;%2&apos; as revision %3.</source>
        <translation>已将“%2”的修订版本 %1 恢复为修订版本 %3。</translation>
    </message>
    <message>
        <source>The scenario name, or the .cplan file to import.</source>
        <translation>方案名称，或要导入的 .cplan 文件。</translation>
    </message>
    <message>
        <source>Output format: json or text.</source>
        <translation>输出格式：json 或 text。</translation>
    </message>
    <message>
        <source>list: only scenarios whose name, notes or tags contain the text.</source>
        <translation>list：仅列出名称、备注或标签中包含该文本的方案。</translation>
    </message>
    <message>
        <source>list: only scenarios with this tag.</source>
        <translation>list：仅列出带有此标签的方案。</translation>
    </message>
    <message>
        <source>show/export/restore: a revision number.</source>
        <translation>show/export/restore：修订版本号。</translation>
    </message>
    <message>
        <source>import: save under this name instead of the file&apos;s.</source>
        <translation>import：以此名称保存，而不使用文件中的名称。</translation>
    </message>
    <message>
        <source>name an action: %1</source>
        <translation>请指定操作：%1</translation>
    </message>
    <message>
        <source>%1 takes no further arguments</source>
        <translation>%1 不接受其他参数</translation>
    </message>
    <message>
        <source>%1 needs exactly one NAME or FILE</source>
        <translation>%1 需要且仅需要一个 NAME 或 FILE</translation>
    </message>
    <message>
        <source>Deleted &apos;%1&apos; and its revisions.</source>
        <translation>已删除“%1”及其所有修订版本。</translation>
    </message>
    <message>
        <source>List, show, import, export and delete saved scenarios and their revisions.</source>
        <translation>列出、查看、导入、导出和删除已保存的方案及其修订版本。</translation>
    </message>
    <message>
        <source>Scenario file (.cplan); flags given on the command line override it.</source>
        <translation>方案文件（.cplan）；命令行中指定的选项会覆盖其中的设置。</translation>
    </message>
    <message>
        <source>Largest cluster to consider (default 4096).</source>
        <translation>考虑的最大集群规模（默认 4096）。</translation>
    </message>
    <message>
        <source>yes|no: also consider 1, 2 and 4 cards (default: yes for fine-tuning).</source>
        <translation>yes|no：同时考虑 1、2、4 卡的配置（微调时默认 yes）。</translation>
    </message>
    <message>
        <source>Region where the dataset is stored, e.g. cn-east.</source>
        <translation>数据集所在地域，如 cn-east。</translation>
    </message>
    <message>
        <source>Region where the GPUs run (default cn: mainland China).</source>
        <translation>GPU 所在地域（默认 cn：中国大陆）。</translation>
    </message>
    <message>
        <source>Where the data loader reads from: unknown|nfs|nvme|parallel-fs|object.</source>
        <translation>数据加载器的读取来源：unknown|nfs|nvme|parallel-fs|object。</translation>
    </message>
    <message>
        <source>The dataset is many small files.</source>
        <translation>数据集由大量小文件组成。</translation>
    </message>
    <message>
        <source>yes|no: the job saves resumable checkpoints (default yes).</source>
        <translation>yes|no：任务是否保存可恢复的检查点（默认 yes）。</translation>
    </message>
    <message>
        <source>--accelerators: &apos;%1&apos; is not allowed; use ids from %2</source>
        <translation>--accelerators：不允许“%1”；请使用 %2 中的 ID</translation>
    </message>
    <message>
        <source>Plan a training run across the catalog: the cheapest plan for a deadline, the fastest for a budget or the best balance, with reasons, rejected alternatives, storage, network and advice.</source>
        <translation>在整个目录范围内规划一次训练：给出满足期限的成本最低方案、预算内最快的方案或最均衡的方案，并附上理由、被排除的备选方案、存储、网络和建议。</translation>
    </message>
    <message>
        <source>Plan the cheapest, fastest or balanced cluster for a training run, with reasons and advice.</source>
        <translation>为一次训练规划成本最低、速度最快或最均衡的集群，并附上理由和建议。</translation>
    </message>
    <message>
        <source>Write the user guide&apos;s worked examples (Markdown), computed by the engines. The global --lang zh_CN|en chooses the language.</source>
        <translation>输出用户指南中的计算示例（Markdown），所有数字均由计算引擎算出。语言由全局选项 --lang zh_CN|en 选择。</translation>
    </message>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>写入此文件，而不是输出到标准输出。</translation>
    </message>
    <message>
        <source>takes no arguments; use --out FILE</source>
        <translation>不接受参数；请使用 --out FILE</translation>
    </message>
    <message>
        <source>Write the user guide&apos;s worked examples, computed by the engines.</source>
        <translation>输出用户指南中由计算引擎算出的计算示例。</translation>
    </message>
    <message>
        <source>Compare 2 to 4 saved plans (NAME or NAME@REVISION) side by side: every input and result, deltas against the baseline plan, and what drives the cost gap.</source>
        <translation>并排比较 2 到 4 个已保存的方案（NAME 或 NAME@REVISION）：列出全部输入和结果、相对基准方案的差值，以及成本差距的成因。</translation>
    </message>
    <message>
        <source>2 to 4 scenario names; NAME@N is revision N.</source>
        <translation>2 到 4 个方案名称；NAME@N 表示修订版本 N。</translation>
    </message>
    <message>
        <source>Compare against plan N, 1 to the number of plans (default 1).</source>
        <translation>以第 N 个方案为基准进行比较，N 为 1 到方案数（默认 1）。</translation>
    </message>
    <message>
        <source>give 2 to 4 plan names (NAME or NAME@REVISION); got %1</source>
        <translation>请指定 2 到 4 个方案名称（NAME 或 NAME@REVISION）；当前为 %1 个</translation>
    </message>
    <message>
        <source>Compare 2 to 4 saved plans side by side, with deltas and what drives the cost gap.</source>
        <translation>并排比较 2 到 4 个已保存的方案，列出差值和成本差距的成因。</translation>
    </message>
    <message>
        <source>--what: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--what：不允许“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>--format: %1 cannot be written as %2; use %3</source>
        <translation>--format：%1 无法导出为 %2；请使用 %3</translation>
    </message>
    <message>
        <source>--out: missing; use --out FILE to name the file to write</source>
        <translation>--out：缺失；请使用 --out FILE 指定要写入的文件</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not allowed; use WIDTHxHEIGHT (64-16384 each), 1080p or 4k</source>
        <translation>--size：不允许“%1”；请使用 WIDTHxHEIGHT（宽高各为 64-16384）、1080p 或 4k</translation>
    </message>
    <message>
        <source>--size: applies to charts only (--what %1)</source>
        <translation>--size：仅适用于图表（--what %1）</translation>
    </message>
    <message>
        <source>--page: &apos;%1&apos; is not allowed; use a4|16x9</source>
        <translation>--page：不允许“%1”；请使用 a4|16x9</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--lang：不允许“%1”；请使用 %2</translation>
    </message>
    <message>
        <source>--scenario: give either --scenario NAME|FILE or --compare NAME,NAME,...</source>
        <translation>--scenario：请指定 --scenario NAME|FILE 或 --compare NAME,NAME,... 二者之一</translation>
    </message>
    <message>
        <source>--compare: name 2 to 4 scenarios separated by commas</source>
        <translation>--compare：请指定 2 到 4 个方案，以逗号分隔</translation>
    </message>
    <message>
        <source>scenario &apos;%1&apos; has no %2 chart (nothing to draw for this kind of plan)</source>
        <translation>方案“%1”没有 %2 图表（此类规划没有可绘制的内容）</translation>
    </message>
    <message>
        <source>A saved scenario&apos;s name or a .cplan file.</source>
        <translation>已保存方案的名称或 .cplan 文件。</translation>
    </message>
    <message>
        <source>Chart size in pixels: WIDTHxHEIGHT, 1080p or 4k (default 1920x1080).</source>
        <translation>图表尺寸（像素）：WIDTHxHEIGHT、1080p 或 4k（默认 1920x1080）。</translation>
    </message>
    <message>
        <source>Report page: a4 (landscape, default) or 16x9.</source>
        <translation>报告页面：a4（横向，默认）或 16x9。</translation>
    </message>
    <message>
        <source>Language of the export: zh_CN|en.</source>
        <translation>导出语言：zh_CN|en。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; name the scenario with --scenario</source>
        <translation>多余的参数“%1”；请用 --scenario 指定方案</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos;: %3</source>
        <extracomment>%1 is the rule&apos;s message (&quot;must be one of a|b|c&quot;), %2 older words the command also takes
----------
%1 is a flag name, %2 the value typed, %3 why it is refused (&quot;must be 1–64&quot;)</extracomment>
        <translation>--%1 “%2”：%3</translation>
    </message>
    <message>
        <source>%1 (or %2)</source>
        <extracomment>%1 is the rule&apos;s message (&quot;must be one of a|b|c&quot;), %2 older words the command also takes</extracomment>
        <translation>%1（或 %2）</translation>
    </message>
    <message>
        <source>--options: &apos;%1&apos; names an option twice</source>
        <translation>--options：“%1”重复列出了同一选项</translation>
    </message>
    <message>
        <source>--options: name at least one of %1</source>
        <translation>--options：请至少指定以下之一：%1</translation>
    </message>
    <message>
        <source>%1 (%2 takes %3)</source>
        <extracomment>%1 is the rule&apos;s message (&quot;must be one of a|b|c&quot;), %2 the command, %3 the words it takes</extracomment>
        <translation>%1（%2 接受 %3）</translation>
    </message>
    <message>
        <source>--out: %1 is a file this command reads (%2); writing it would destroy it, so nothing was written; choose another file</source>
        <translation>--out：%1 是本命令要读取的文件（%2）；写入会将其破坏，因此未写入任何内容；请选择其他文件</translation>
    </message>
    <message>
        <source>--%1: applies to &apos;scenario %2&apos; only, not to &apos;%3&apos;</source>
        <extracomment>%1 is a flag, %2 the actions it applies to, %3 the action given</extracomment>
        <translation>--%1：仅适用于“scenario %2”，不适用于“%3”</translation>
    </message>
    <message>
        <source>note: %1</source>
        <extracomment>%1 is &quot;field: what was assumed&quot;, e.g. &quot;training.seq_len: not in the file; the default 4096 is used&quot;</extracomment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>--campaign &apos;%1&apos;: use MONTH:GPU_HOURS[:MONTHS] with MONTH from 1 to %2 (the horizon, --horizon-months), GPU_HOURS from 0 to 1e12 and MONTHS from 1 to 60</source>
        <extracomment>%1 is the value typed, %2 the horizon in months</extracomment>
        <translation>--campaign “%1”：请使用 MONTH:GPU_HOURS[:MONTHS]，其中 MONTH 为 1 到 %2（规划期，--horizon-months），GPU_HOURS 为 0 到 1e12，MONTHS 为 1 到 60</translation>
    </message>
    <message>
        <source>--override &apos;%1&apos;: &apos;%2&apos; is not a price-book key, so it would be ignored; &apos;computeplanner-cli catalog prices&apos; lists the keys (a per-accelerator key such as cloud.ID.on_demand takes any accelerator id of &apos;catalog accelerators&apos;)</source>
        <extracomment>%1 is the value typed, %2 the key in it</extracomment>
        <translation>--override “%1”：“%2”不是价格表中的键，会被忽略；“computeplanner-cli catalog prices”会列出所有键（按加速卡区分的键，如 cloud.ID.on_demand，可代入“catalog accelerators”中的任一加速卡 ID）</translation>
    </message>
    <message>
        <source>--%1: applies to --demand plan only (the other demand profiles ignore it)</source>
        <translation>--%1：仅适用于 --demand plan（其他需求曲线会忽略它）</translation>
    </message>
    <message>
        <source>--gpu-hours-per-month: --demand plan takes its demand from --campaign, --fine-tuning-gpu-hours and --inference-gpu-hours instead</source>
        <translation>--gpu-hours-per-month：--demand plan 的需求改由 --campaign、--fine-tuning-gpu-hours 和 --inference-gpu-hours 给出</translation>
    </message>
    <message>
        <source>--%1: applies only with --loan-fraction (no loan without it)</source>
        <translation>--%1：仅与 --loan-fraction 一起使用时有效（没有它就没有贷款）</translation>
    </message>
    <message>
        <source>--run-tokens: applies only with --run-gpu-hours (the cost per million tokens is the cost of that run)</source>
        <translation>--run-tokens：仅与 --run-gpu-hours 一起使用时有效（每百万 token 成本即该次运行的成本）</translation>
    </message>
    <message>
        <source>--%1: applies to the %2 option, which --options leaves out</source>
        <extracomment>%1 is a flag, %2 an option id such as &quot;spot&quot;</extracomment>
        <translation>--%1：适用于 %2 方式，但 --options 未包含该方式</translation>
    </message>
    <message>
        <source>--%1: applies to the build and hybrid options, which --options leaves out</source>
        <translation>--%1：适用于自建和混合方式，但 --options 未包含这些方式</translation>
    </message>
    <message>
        <source>--lease-ops-fte: applies to the lease and hybrid options, which --options leaves out</source>
        <translation>--lease-ops-fte：适用于租赁和混合方式，但 --options 未包含这些方式</translation>
    </message>
    <message>
        <source>--%1: --preset fixes the architecture, so --%1 would be ignored; leave out --%1, or leave out --preset and describe the model with --layers, --hidden and --heads</source>
        <translation>--%1：--preset 已确定模型结构，--%1 会被忽略；请去掉 --%1，或去掉 --preset 并用 --layers、--hidden 和 --heads 描述模型</translation>
    </message>
    <message>
        <source>--%1: describes a custom model; give --layers, --hidden and --heads with it (the scenario&apos;s model is kept otherwise and --%1 would be ignored)</source>
        <translation>--%1：用于描述自定义模型；请同时给出 --layers、--hidden 和 --heads（否则保留方案中的模型，--%1 会被忽略）</translation>
    </message>
    <message>
        <source>--dataset-tb: give either --tokens or --dataset-tb, not both (one would be ignored)</source>
        <translation>--dataset-tb：--tokens 和 --dataset-tb 只能给出其一（否则其中一个会被忽略）</translation>
    </message>
    <message>
        <source>--language: applies to --dataset-tb only (it converts TB of text into tokens)</source>
        <translation>--language：仅适用于 --dataset-tb（用于把文本 TB 数换算为 token 数）</translation>
    </message>
    <message>
        <source>--page: applies to PDF files only (--format pdf), not to %1</source>
        <translation>--page：仅适用于 PDF 文件（--format pdf），不适用于 %1</translation>
    </message>
    <message>
        <source>family/source        n  median %  worst %  CV median %  CV worst %</source>
        <extracomment>column headers of the accuracy table; CV = leave-one-source-out cross-validation</extracomment>
        <translation>family/source        n  median %  worst %  CV median %  CV worst %</translation>
    </message>
    <message>
        <source>fit on every source: context %1 GiB, fragmentation %2 of transient buffers, %3 bytes per logit</source>
        <translation>基于全部来源拟合：上下文 %1 GiB，临时缓冲区碎片率 %2，每个 logit %3 字节</translation>
    </message>
    <message>
        <source>Back-test the estimator against the shipped published measurements: the fit on every source and leave-one-source-out cross-validation, computed now.</source>
        <translation>将估算器与随附的已发布测量数据进行回测：当场计算在全部来源上的拟合结果以及留一来源交叉验证。</translation>
    </message>
    <message>
        <source>Output format: json, csv or text.</source>
        <translation>输出格式：json、csv 或 text。</translation>
    </message>
    <message>
        <source>takes no arguments, only --format</source>
        <translation>不接受参数，仅接受 --format</translation>
    </message>
    <message>
        <source>Back-test the estimator on published measurements (in-sample and cross-validated).</source>
        <translation>用已公开的实测数据回测估算器（样本内及交叉验证）。</translation>
    </message>
    <message>
        <source>With --check: include the price edits of this library.</source>
        <translation>与 --check 一起使用：纳入该方案库中的价格修改。</translation>
    </message>
    <message>
        <source>--check and --db go with &apos;prices&apos; and json output only</source>
        <translation>--check 和 --db 只能与 &apos;prices&apos; 及 json 输出一起使用</translation>
    </message>
    <message>
        <source>The scenario database: a file, or a team library postgresql://USER@HOST:PORT/DATABASE (default: %1).</source>
        <translation>方案数据库：一个文件，或团队方案库 postgresql://USER@HOST:PORT/DATABASE（默认：%1）。</translation>
    </message>
    <message>
        <source>Set up or upgrade a scenario library (db migrate), or show its format and your role (db info).</source>
        <translation>创建或升级方案库（db migrate），或显示其格式和您的角色（db info）。</translation>
    </message>
    <message>
        <source>migrate: do not put the sample scenarios into a new library.</source>
        <translation>migrate：不将示例方案放入新方案库。</translation>
    </message>
    <message>
        <source>--%1: applies to &apos;db %2&apos; only, not to &apos;%3&apos;</source>
        <translation>--%1：仅适用于 &apos;db %2&apos;，不适用于 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1: format version %2; you are %4, role %3.</source>
        <extracomment>%1 the library, %2 format version, %3 role (viewer, editor or admin), %4 user name</extracomment>
        <translation>%1：格式版本 %2；您是 %4，角色为 %3。</translation>
    </message>
    <message>
        <source>Set up or upgrade a scenario library (a file or a team server) and show your role in it.</source>
        <translation>设置或升级方案库（文件或团队服务器），并显示您在其中的角色。</translation>
    </message>
    <message>
        <source>Find the smallest GPU count that fits (up to --gpus, default 1024) and print its estimate with min_gpus.</source>
        <translation>查找能放下的最少 GPU 数（最多 --gpus 张，默认 1024），并输出其估算结果及 min_gpus。</translation>
    </message>
    <message>
        <source>copy: name both libraries, --from FILE|URI and --to FILE|URI</source>
        <translation>copy：请指定两个方案库：--from FILE|URI 和 --to FILE|URI</translation>
    </message>
    <message>
        <source>copy: --from and --to name the same library</source>
        <translation>copy：--from 和 --to 指定的是同一个方案库</translation>
    </message>
    <message>
        <source>Manage saved scenarios: list, show, import and export .cplan files, delete, list and restore revisions, copy between libraries.</source>
        <translation>管理已保存的方案：列出、显示、导入和导出 .cplan 文件、删除、列出和恢复修订版本、在方案库之间复制。</translation>
    </message>
    <message>
        <source>import: save only if the scenario&apos;s newest revision is N (0: it must not exist yet); otherwise exit 3.</source>
        <translation>import：仅当方案的最新修订版本为 N 时才保存（0：方案必须尚不存在）；否则以退出码 3 退出。</translation>
    </message>
    <message>
        <source>copy: the library to copy from (a file or a postgresql:// address).</source>
        <translation>copy：复制来源方案库（文件或 postgresql:// 地址）。</translation>
    </message>
    <message>
        <source>copy: the library to copy to (a file or a postgresql:// address).</source>
        <translation>copy：复制目标方案库（文件或 postgresql:// 地址）。</translation>
    </message>
    <message>
        <source>does not fit: %1 GiB of weights per card on %2 cards leave no room for one request&apos;s KV cache
</source>
        <translation>放不下：%2 张卡上每卡 %1 GiB 权重，已无空间容纳单个请求的 KV 缓存
</translation>
    </message>
    <message>
        <source>replica: TP %1, %2 requests decoded together, TTFT %3 ms, TPOT %4 ms, %5 tokens/s
</source>
        <translation>副本：TP %1，%2 个请求一起解码，TTFT %3 ms，TPOT %4 ms，%5 tokens/s
</translation>
    </message>
    <message>
        <source>decode step: weights %1 ms + KV cache %2 ms + compute %3 ms + TP all-reduce %4 ms
</source>
        <translation>解码步：权重 %1 ms + KV 缓存 %2 ms + 计算 %3 ms + TP 全归约 %4 ms
</translation>
    </message>
    <message>
        <source>replicas: %1, cards: %2 (%3)
</source>
        <translation>副本数：%1，卡数：%2（%3）
</translation>
    </message>
    <message>
        <source>meets the targets</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>未达目标</translation>
    </message>
    <message>
        <source>cost: %1 CNY per million output tokens on demand (%2)
</source>
        <translation>成本：按量付费每百万输出 token %1 元（%2）
</translation>
    </message>
    <message>
        <source>cost: no price for this card in the price book
</source>
        <translation>成本：价格表中没有此卡的价格
</translation>
    </message>
    <message>
        <source>--qps is required: the requests per second to serve</source>
        <translation>必须指定 --qps：需要服务的每秒请求数</translation>
    </message>
    <message>
        <source>Requests per second to serve (required).</source>
        <translation>需要服务的每秒请求数（必填）。</translation>
    </message>
    <message>
        <source>Prompt tokens per request (default 1,024).</source>
        <translation>每个请求的提示 token 数（默认 1,024）。</translation>
    </message>
    <message>
        <source>Output tokens per request (default 256).</source>
        <translation>每个请求的输出 token 数（默认 256）。</translation>
    </message>
    <message>
        <source>Time-to-first-token target in ms; 0 = none (default 2,000).</source>
        <translation>首 token 时延（TTFT）目标，单位 ms；0 = 不设目标（默认 2,000）。</translation>
    </message>
    <message>
        <source>Weight precision: 16, 8 (FP8 where the card has it, else INT8) or 4 (AWQ/GPTQ).</source>
        <translation>权重精度：16、8（卡支持时用 FP8，否则用 INT8）或 4（AWQ/GPTQ）。</translation>
    </message>
    <message>
        <source>KV-cache precision: 16 or 8.</source>
        <translation>KV 缓存精度：16 或 8。</translation>
    </message>
    <message>
        <source>Size a serving deployment: tensor parallelism per replica, requests decoded together under the TPOT target, replicas and cards for the request rate, and the cost per million output tokens. The engine keeps vLLM&apos;s default gpu_memory_utilization 0.9.</source>
        <translation>测算推理服务部署规模：每副本的张量并行度、在 TPOT 目标下可同时解码的请求数、满足请求速率所需的副本数和卡数，以及每百万输出 token 的成本。引擎沿用 vLLM 的默认值 gpu_memory_utilization 0.9。</translation>
    </message>
    <message>
        <source>Size a serving deployment: cards, replicas, latency and cost per million tokens.</source>
        <translation>测算推理服务部署规模：卡数、副本数、时延及每百万 token 成本。</translation>
    </message>
    <message>
        <source>Scenario file (.cplan): its demand, fleet, prices and tax settings; flags given on the command line override it.</source>
        <translation>方案文件（.cplan）：包含需求、机群、价格和税务设置；命令行上给出的参数会覆盖它。</translation>
    </message>
    <message>
        <source>Goal seek: the server_price, rental_price or utilisation at which self-build costs the same as the cheapest rental option.</source>
        <translation>单变量求解：求出使自建成本与最便宜的租用选项相同的 server_price、rental_price 或 utilisation。</translation>
    </message>
    <message>
        <source>Compare after tax: on or off (default on: general VAT taxpayer, 25% income tax).</source>
        <translation>税后比较：on 或 off（默认 on：一般纳税人，25% 所得税）。</translation>
    </message>
    <message>
        <source>A price-book key whose figure is entered without VAT (repeatable; by default every price includes VAT).</source>
        <translation>录入数值不含增值税的价格表键（可重复；默认所有价格均含增值税）。</translation>
    </message>
    <message>
        <source>Cloud commitment term in months: 1, 12 or 36 (default 12).</source>
        <translation>云承诺期限（月）：1、12 或 36（默认 12）。</translation>
    </message>
    <message>
        <source>--taxes: &apos;%1&apos; is not allowed; use on|off</source>
        <translation>--taxes：不允许使用 &apos;%1&apos;；请使用 on|off</translation>
    </message>
    <message>
        <source>--vat-exclusive: &apos;%1&apos; is not a price-book key; &apos;computeplanner-cli catalog prices&apos; lists the keys</source>
        <translation>--vat-exclusive：“%1”不是价格表键；&apos;computeplanner-cli catalog prices&apos; 会列出所有键</translation>
    </message>
    <message>
        <source>--commitment-term: &apos;%1&apos; is not allowed; use 1|12|36</source>
        <translation>--commitment-term：不允许使用 &apos;%1&apos;；请使用 1|12|36</translation>
    </message>
    <message>
        <source>--solve-for: &apos;%1&apos; is not allowed; use server_price|rental_price|utilisation</source>
        <translation>--solve-for：不允许 &apos;%1&apos;；请使用 server_price|rental_price|utilisation</translation>
    </message>
    <message>
        <source>--solve-for: the solved value is reported in JSON only; use --format json</source>
        <translation>--solve-for：求解结果仅在 JSON 中输出；请使用 --format json</translation>
    </message>
    <message>
        <source>Also search accelerators that cannot be obtained in mainland China (availability data).</source>
        <translation>同时搜索在中国大陆不可获得的加速卡（依据可获得性数据）。</translation>
    </message>
    <message>
        <source>Apply the pilot-run calibrations of this library (a file or postgresql://...) to the plan&apos;s accelerator and report them under &apos;calibration&apos;.</source>
        <translation>将该方案库（文件或 postgresql://...）中的试运行校准应用到方案所用的加速卡，并在 &apos;calibration&apos; 下报告。</translation>
    </message>
    <message>
        <source>calibration: no pilot-run point on %1 in the library</source>
        <translation>校准：方案库中没有 %1 上的试运行校准点</translation>
    </message>
    <message>
        <source>calibration: %1 pilot-run point(s) on %2: throughput x%3, peak memory x%4 (measured / predicted)</source>
        <extracomment>%1 number of points, %2 accelerator, %3 and %4 factors (measured / predicted)</extracomment>
        <translation>校准：%2 上有 %1 个试运行校准点：吞吐量 x%3，峰值显存 x%4（实测 / 预测）</translation>
    </message>
    <message>
        <source>throughput and GPU-hours: in sample with the shipped constants (core/estimate/calibration.h); CV: the step-time constants refitted without the row&apos;s source by the same procedure (starts that know nothing of the rows), that source predicted</source>
        <translation>吞吐量和卡时：样本内使用随附常量（core/estimate/calibration.h）；CV：去掉该行所属来源后，用同一拟合流程（起点与数据无关）重新拟合单步时间常量，再预测该来源</translation>
    </message>
    <message>
        <source>memory: the context, fragmentation and bytes-per-logit constants fitted on every source (in sample) and without the row&apos;s source (CV)</source>
        <translation>显存：上下文、碎片和每 logit 字节数常量分别在全部来源上拟合（样本内）以及去掉该行所属来源后拟合（CV）</translation>
    </message>
    <message>
        <source>The library the points are kept in: a file, or a team library postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>保存校准点的方案库：文件，或团队方案库 postgresql://USER@HOST:PORT/DATABASE。</translation>
    </message>
    <message>
        <source>add: measured training throughput, tokens per second per GPU.</source>
        <translation>add：实测训练吞吐量，单卡每秒 token 数。</translation>
    </message>
    <message>
        <source>add: measured time of one training step (iteration), seconds.</source>
        <translation>add：实测单个训练步（iteration）的耗时，单位为秒。</translation>
    </message>
    <message>
        <source>add: measured peak memory per GPU, GiB.</source>
        <translation>add：实测单卡峰值显存，单位为 GiB。</translation>
    </message>
    <message>
        <source>add: measured model FLOPs utilisation, a fraction (0.42).</source>
        <translation>add：实测模型算力利用率（MFU），以小数表示（0.42）。</translation>
    </message>
    <message>
        <source>add: a training log of the run (%1); its steady-state steps are read.</source>
        <translation>add：该次运行的训练日志（%1）；读取其中稳态阶段的训练步。</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU (predicted %2, x%3)</source>
        <translation>单卡 %1 tokens/s（预测 %2，x%3）</translation>
    </message>
    <message>
        <source>peak %1 GiB per GPU (predicted %2, x%3)</source>
        <translation>单卡峰值显存 %1 GiB（预测 %2，x%3）</translation>
    </message>
    <message>
        <source>%1  %2  %3  %4  %5</source>
        <extracomment>%1 id, %2 accelerator, %3 who, %4 when, %5 what was measured</extracomment>
        <translation>%1  %2  %3  %4  %5</translation>
    </message>
    <message>
        <source>add: give what the run measured: --measured-tokens-per-s, --measured-step-s, --measured-peak-gib, --measured-mfu or --log FILE</source>
        <translation>add：请给出该次运行的实测值：--measured-tokens-per-s、--measured-step-s、--measured-peak-gib、--measured-mfu 或 --log FILE</translation>
    </message>
    <message>
        <source>read: %1</source>
        <translation>读取：%1</translation>
    </message>
    <message>
        <source>calibration point added: %1</source>
        <translation>已添加校准点：%1</translation>
    </message>
    <message>
        <source>no calibration points in this library</source>
        <translation>该方案库中没有校准点</translation>
    </message>
    <message>
        <source>remove: name the point&apos;s id (a whole number above 0, as &apos;calibrate list&apos; shows it)</source>
        <translation>remove：请指定校准点的 ID（大于 0 的整数，即 &apos;calibrate list&apos; 中显示的 ID）</translation>
    </message>
    <message>
        <source>calibration point %1 removed</source>
        <translation>已删除校准点 %1</translation>
    </message>
    <message>
        <source>Keep what a pilot run measured (calibrate add), list the points and the correction they give (calibrate list), or remove one (calibrate remove ID). estimate, plan, tco and serve apply them with --db.</source>
        <translation>保存试运行的实测结果（calibrate add），列出校准点及其给出的修正（calibrate list），或删除一个校准点（calibrate remove ID）。estimate、plan、tco 和 serve 通过 --db 应用这些校准点。</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>--db: required; name the library the points are kept in</source>
        <translation>--db：必填；请指定保存校准点的方案库</translation>
    </message>
    <message>
        <source>Keep a pilot run&apos;s measurements in a library; estimates on that accelerator use them.</source>
        <translation>将试运行的实测结果保存到方案库；对该加速卡的估算将使用这些结果。</translation>
    </message>
    <message>
        <source>pilot-run points measure training; serving is sized without them</source>
        <translation>试运行校准点针对的是训练；推理服务的规模测算不使用它们</translation>
    </message>
    <message>
        <source>--ranges: the ranges are reported in JSON only; use --format json</source>
        <translation>--ranges：区间仅在 JSON 中报告；请使用 --format json</translation>
    </message>
    <message>
        <source>the TCO takes the GPU-hours as given; the correction applies where they are estimated (estimate, plan)</source>
        <translation>TCO 直接采用给定的卡时；修正仅作用于估算卡时的命令（estimate、plan）</translation>
    </message>
    <message>
        <source>--%1: describes a mixture of experts; give --experts N (at least 2) with it</source>
        <translation>--%1：用于描述混合专家模型；请同时给出 --experts N（至少为 2）</translation>
    </message>
    <message>
        <source>--top-k: a mixture of experts needs 1 to --experts (%1) routed experts per token</source>
        <translation>--top-k：混合专家模型每 token 的路由专家数须为 1 到 --experts（%1）</translation>
    </message>
    <message>
        <source>Add P10/P50/P90 ranges of every KPI by Monte Carlo (the estimator&apos;s cross-validated error, failures, price paths, demand, exchange rate).</source>
        <translation>用蒙特卡洛方法为每个 KPI 添加 P10/P50/P90 区间（考虑估算器的留一来源交叉验证误差、故障、价格路径、需求和汇率）。</translation>
    </message>
    <message>
        <source>With --ranges: Monte Carlo samples, 1 to 1,000,000 (default 10,000).</source>
        <translation>配合 --ranges 使用：蒙特卡洛样本数，1 到 1,000,000（默认 10,000）。</translation>
    </message>
    <message>
        <source>With --ranges: random seed, 1 to 1,000,000 (default 42); the same seed gives the same ranges.</source>
        <translation>配合 --ranges 使用：随机种子，1 到 1,000,000（默认 42）；相同的随机种子给出相同的区间。</translation>
    </message>
    <message>
        <source>--%1: applies only with --ranges</source>
        <translation>--%1：仅在使用 --ranges 时有效</translation>
    </message>
    <message>
        <source>ranges (P10 - P50 - P90, %1 samples, seed %2):
</source>
        <extracomment>%1 the number of Monte Carlo samples, %2 the seed</extracomment>
        <translation>区间（P10 - P50 - P90，%1 个样本，随机种子 %2）：
</translation>
    </message>
    <message>
        <source>  %1  NPV %2 - %3 - %4 CNY, cheapest in %5% of samples
</source>
        <extracomment>%1 option id, %2-%4 NPV quantiles, %5 probability in per cent</extracomment>
        <translation>  %1  净现值（NPV）%2 - %3 - %4 CNY，在 %5% 的样本中最便宜
</translation>
    </message>
    <message>
        <source>kept out of the fit and the table: %1 (%2 %3, predicted %4): %5</source>
        <translation>未参与拟合与统计：%1（%2 %3，预测值 %4）：%5</translation>
    </message>
    <message>
        <source>--%1: given more than once; give it once</source>
        <extracomment>%1 is a flag name without its dashes</extracomment>
        <translation>--%1：给出了多次；请只给出一次</translation>
    </message>
    <message>
        <source>The file to write; - writes to standard output.</source>
        <translation>要写入的文件；- 表示写到标准输出。</translation>
    </message>
    <message>
        <source>export: the .cplan file to write; - writes to standard output.</source>
        <translation>export：要写入的 .cplan 文件；- 表示写到标准输出。</translation>
    </message>
    <message>
        <source>--%1 %2, but the log ran %3; give the run&apos;s own configuration</source>
        <extracomment>%1 the flag, %2 its value, %3 the log&apos;s value</extracomment>
        <translation>--%1 为 %2，但日志中的训练为 %3；请给出该次训练本身的配置</translation>
    </message>
    <message>
        <source>the price book stored in %1 has a bad entry (not your file): %2; correct or reset it in the price book window</source>
        <extracomment>%1 the library, %2 what is wrong with its price book</extracomment>
        <translation>%1 中保存的价格表有错误条目（不是您的文件的问题）：%2；请在价格表窗口中修正或重置</translation>
    </message>
    <message>
        <source>--%1: applies to --mode lora|qlora only (%2 training ignores it)</source>
        <translation>--%1：仅适用于 --mode lora|qlora（%2 训练会忽略它）</translation>
    </message>
    <message>
        <source>Let ways of paying that availability.csv marks unavailable for the accelerator compete, flagged with a warning (by default they are listed as not obtainable and never recommended).</source>
        <translation>让 availability.csv 标为该加速器不可获得的付费方式也参与比较，并附警告（默认列为不可获得，且从不推荐）。</translation>
    </message>
    <message>
        <source>Month 0 is upfront, months 1..H are end-of-month flows; NPV discounts month m by (1+r)^(-m/12); resale at the horizon is reported apart from monthly[].cash_cny and subtracted in total, NPV and the last cumulative_cny; break-even is the last crossing of the cumulative cash curves, linearly interpolated; USD converted at fx.usd_cny; loan monthly rate = annual rate / 12, annuity repayment.</source>
        <translation>第 0 月为期初一次性支出，第 1..H 月为月末现金流；净现值按 (1+r)^(-m/12) 对第 m 月贴现；规划期末转售残值在 monthly[].cash_cny 之外单独列出，并从总额、净现值和最后一个 cumulative_cny 中扣除；盈亏平衡点取累计现金曲线的最后一个交点，按线性插值计算；美元按 fx.usd_cny 折算；贷款月利率 = 年利率 / 12，等额本息还款。</translation>
    </message>
    <message>
        <source>--compare: applies to --what report|workbook|deck only</source>
        <translation>--compare：仅适用于 --what report|workbook|deck</translation>
    </message>
    <message>
        <source>Export a chart, the PDF report, the Excel workbook or the board deck of a plan, or of several plans for a comparison.</source>
        <translation>导出一个规划的图表、PDF 报告、Excel 工作簿或汇报演示文稿，或导出多个方案的对比。</translation>
    </message>
    <message>
        <source>2-4 scenario names or files, comma-separated (report, workbook or deck).</source>
        <translation>2-4 个方案名称或文件，以逗号分隔（用于报告、工作簿或汇报演示文稿）。</translation>
    </message>
    <message>
        <source>tco|memory|breakdown|tornado|pareto|report|workbook|deck.</source>
        <translation>tco|memory|breakdown|tornado|pareto|report|workbook|deck。</translation>
    </message>
    <message>
        <source>png|svg|pdf|csv for charts, pdf for the report, xlsx for the workbook, pptx for the board deck.</source>
        <translation>图表用 png|svg|pdf|csv，报告用 pdf，工作簿用 xlsx，汇报演示文稿用 pptx。</translation>
    </message>
    <message>
        <source>Export charts (PNG/SVG/PDF/CSV), the PDF report, the Excel workbook or the board deck (PPTX) of plans.</source>
        <translation>导出规划的图表（PNG/SVG/PDF/CSV）、PDF 报告、Excel 工作簿或汇报演示文稿（PPTX）。</translation>
    </message>
    <message>
        <source>With prices: check that the book is coherent (lease ≤ monthly ≤ on demand per GPU-hour, spot ≤ on demand, cut-down SKUs not dearer, purchases within their sources) and its data sound (China prices in CNY, leases in line with their cloud prices and quotes, whole servers, dated to the month, distinct names, accelerator figures published or marked); exit 1 with the reasons if not.</source>
        <translation>与 prices 一起使用：检查价格表是否一致（每卡时租赁 ≤ 包月 ≤ 按需，竞价 ≤ 按需，降规卡不更贵，采购价在其来源范围内）以及数据是否可靠（中国价格以人民币计，租赁价与其云价格和报价相符，整机含主机，日期写到月份，名称不重复，加速卡数字已公布或已标注）；不一致时以退出码 1 列出原因。</translation>
    </message>
    <message>
        <source>With --check: check the reference data of this folder (accelerators.csv, fabrics.csv, price-book.csv; price-book-defaults.csv and availability.csv when present) instead of the built-in data.</source>
        <translation>与 --check 一起使用：检查此文件夹中的参考数据（accelerators.csv、fabrics.csv、price-book.csv；如有则含 price-book-defaults.csv 和 availability.csv），而不是内置数据。</translation>
    </message>
    <message>
        <source>--db and --data are read only with --check</source>
        <translation>--db 和 --data 只能与 --check 一起使用</translation>
    </message>
    <message>
        <source>scenario &apos;%1&apos; is a compute programme: its pools&apos; charts are in its report (--what report), its figures in its workbook (--what workbook)</source>
        <translation>方案“%1”是算力计划：各资源池的图表在其报告中（--what report），数字在其工作簿中（--what workbook）</translation>
    </message>
    <message>
        <source>--what: missing; use --what %1</source>
        <translation>--what：缺失；请使用 --what %1</translation>
    </message>
    <message>
        <source>--format: missing; use --format %1 (or an --out file ending in .%2)</source>
        <translation>--format：缺失；请使用 --format %1（或让 --out 文件以 .%2 结尾）</translation>
    </message>
</context>
<context>
    <name>cp::estimate</name>
    <message>
        <source>unknown accelerator &apos;%1&apos;; use one of %2</source>
        <translation>未知加速卡“%1”；可选：%2</translation>
    </message>
    <message>
        <source>must be at least 1 (got %1)</source>
        <translation>必须至少为 1（当前为 %1）</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <source>unknown network &apos;%1&apos;; use one of %2</source>
        <translation>未知网络“%1”；可选：%2</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>must be 0 (default) or positive</source>
        <translation>必须为 0（默认）或正数</translation>
    </message>
    <message>
        <source>must be at least 1 for LoRA/QLoRA</source>
        <translation>使用 LoRA/QLoRA 时必须至少为 1</translation>
    </message>
    <message>
        <source>%1 has no FP8 tensor cores; use bf16|fp16|tf32</source>
        <translation>%1 没有 FP8 Tensor Core；请使用 bf16|fp16|tf32</translation>
    </message>
    <message>
        <source>no valid layout: check that the GPU count, heads, layers and global batch are divisible by the fixed layout fields</source>
        <translation>没有有效的并行布局：请检查 GPU 数、注意力头数、层数和全局批次能否被已指定的布局参数整除</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 attention heads</source>
        <translation>%1 不能整除注意力头数 %2</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 GPUs in a node; tensor parallelism across nodes is very slow (force it to allow)</source>
        <translation>%1 大于每节点的 GPU 数 %2；跨节点张量并行非常慢（如确需使用，请强制允许）</translation>
    </message>
    <message>
        <source>interleaved stages need pp &gt; 1</source>
        <translation>交错流水线阶段要求 pp &gt; 1</translation>
    </message>
    <message>
        <source>%1 sequences is not a multiple of micro-batch x dp = %2</source>
        <translation>%1 个序列不是 micro-batch x dp = %2 的整数倍</translation>
    </message>
    <message>
        <source>%1 sequences is not a multiple of the micro-batch %2</source>
        <translation>%1 个序列不是微批次 %2 的整数倍</translation>
    </message>
    <message>
        <source>tp x pp x dp = %1 x %2 x %3 = %4 must equal the %5 GPUs</source>
        <translation>tp x pp x dp = %1 x %2 x %3 = %4，必须等于 GPU 数 %5</translation>
    </message>
    <message>
        <source>pp x interleave = %1 is more than the %2 layers</source>
        <translation>pp x interleave = %1 超过了层数 %2</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3 (got %1)</source>
        <translation>必须为 0、1、2 或 3（当前为 %1）</translation>
    </message>
    <message>
        <source>sequence parallelism needs tp &gt; 1</source>
        <translation>序列并行要求 tp &gt; 1</translation>
    </message>
    <message>
        <source>no network given: assumed %1 between nodes</source>
        <translation>未指定网络：假定节点间使用 %1</translation>
    </message>
    <message>
        <source>no layout fits in memory: showing the one that needs the least</source>
        <translation>没有能放进显存的并行布局：显示显存需求最小的布局</translation>
    </message>
    <message>
        <source>multi-head latent attention approximated by its parameter count</source>
        <translation>多头潜在注意力（MLA）按其参数量近似估算</translation>
    </message>
    <message>
        <source>prompt and output tokens must be at least 1</source>
        <translation>提示词和输出的 token 数必须至少为 1</translation>
    </message>
    <message>
        <source>request rate and latency targets must be positive</source>
        <translation>请求速率和延迟目标必须为正数</translation>
    </message>
    <message>
        <source>%1 must divide the %2 attention heads</source>
        <translation>%1 必须能整除注意力头数 %2</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; use one of %2</source>
        <translation>未知预设“%1”；可选：%2</translation>
    </message>
    <message>
        <source>%1 is not divisible by the %2 attention heads</source>
        <translation>%1 不能被注意力头数 %2 整除</translation>
    </message>
    <message>
        <source>%1 must divide the number of heads (%2)</source>
        <translation>%1 必须能整除注意力头数（%2）</translation>
    </message>
    <message>
        <source>must be 0 (meaning 4 x hidden) or positive</source>
        <translation>必须为 0（表示 4 x hidden）或正数</translation>
    </message>
    <message>
        <source>a mixture-of-experts model needs 1 &lt;= top-k &lt;= experts, an expert FFN width and 0 &lt;= dense layers &lt;= layers</source>
        <translation>混合专家模型要求 1 &lt;= top-k &lt;= 专家数、需指定专家 FFN 宽度，且 0 &lt;= 稠密层数 &lt;= 层数</translation>
    </message>
    <message>
        <source>offload applies to full training: LoRA adapters and their states stay on the device</source>
        <translation>卸载仅适用于全参数训练：LoRA 适配器及其状态保留在设备上</translation>
    </message>
    <message>
        <source>offload: %1 GiB of host memory needed per node; no host memory known for this server, not checked</source>
        <translation>卸载：每节点需要 %1 GiB 主机内存；此服务器的主机内存未知，未作检查</translation>
    </message>
    <message>
        <source>offload: %1 GiB of host memory needed per node, more than the %2 GiB available</source>
        <translation>卸载：每个节点需要 %1 GiB 主机内存，超过可用的 %2 GiB</translation>
    </message>
    <message>
        <source>no host memory given: assumed %1 GiB per node (the catalog&apos;s usual server)</source>
        <translation>未指定主机内存：假定每节点 %1 GiB（目录中常见服务器的配置）</translation>
    </message>
    <message>
        <source>saving a checkpoint gathers %1 GiB more per GPU and would exceed the card&apos;s memory</source>
        <translation>保存检查点时每 GPU 需额外汇集 %1 GiB，将超出卡的显存</translation>
    </message>
    <message>
        <source>no GPU count up to %1 fits this run; use a larger card, LoRA/QLoRA, offload or a shorter sequence</source>
        <translation>在 %1 张卡以内没有能运行此任务的卡数；请使用更大的卡、LoRA/QLoRA、卸载或更短的序列</translation>
    </message>
    <message>
        <source>the engine&apos;s share of card memory must be above 0 and at most 1</source>
        <translation>引擎占用显存的比例必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>%1 cards per replica is more than the %2 in a node; tensor parallelism stays inside a node</source>
        <translation>每副本 %1 张卡超过了单节点的 %2 张；张量并行只能在节点内进行</translation>
    </message>
    <message>
        <source>value must be a positive number</source>
        <translation>值必须为正数</translation>
    </message>
    <message>
        <source>metric must be peak_gib, peak_reserved_gib or model_states_gb</source>
        <translation>metric 必须为 peak_gib、peak_reserved_gib 或 model_states_gb</translation>
    </message>
    <message>
        <source>every row needs its source and reference</source>
        <translation>每一行都必须有来源和参考值</translation>
    </message>
    <message>
        <source>metric must be one of %1</source>
        <translation>metric 必须为 %1 之一</translation>
    </message>
    <message>
        <source>every row needs its source</source>
        <translation>每一行都必须填写来源（source）</translation>
    </message>
    <message>
        <source>no valid layout: the GPU count must be tp × pp × cp × dp with tp dividing the heads, pp at most the layers and dp sequences of %1 tokens within the maximum of %2M tokens per step: use fewer GPUs, fix fewer layout fields or raise the maximum tokens per step</source>
        <translation>没有有效的并行布局：GPU 数量必须等于 tp × pp × cp × dp，其中 tp 须整除注意力头数，pp 不超过层数，且 dp 条 %1 token 的序列不超过每步最多 %2M token：请减少 GPU 数量、少固定几个布局参数，或提高每步最大 token 数</translation>
    </message>
    <message>
        <source>%1 must be at least 1 and divide the sequence length %2</source>
        <translation>%1 必须至少为 1，且须整除序列长度 %2</translation>
    </message>
    <message>
        <source>%1 must be 1 for a dense model, or divide the %2 experts</source>
        <translation>%1 对稠密模型必须为 1，否则须整除专家数 %2</translation>
    </message>
    <message>
        <source>tp x pp x cp x dp = %1 must equal (or, with fields left open, divide) the %2 GPUs</source>
        <translation>tp x pp x cp x dp = %1 必须等于 GPU 数量 %2（若有参数未指定，则须能整除）</translation>
    </message>
    <message>
        <source>ZeRO-%1 cannot be combined with pipeline parallelism; use 0, 1 or 3 (FSDP) with pp &gt; 1</source>
        <translation>ZeRO-%1 不能与流水线并行同时使用；pp &gt; 1 时请使用 0、1 或 3（FSDP）</translation>
    </message>
    <message>
        <source>%1 does not divide tp x cp x dp = %2</source>
        <translation>%1 不能整除 tp x cp x dp = %2</translation>
    </message>
    <message>
        <source>tp x pp x cp x dp = %1 x %2 x %3 x %4 = %5 must equal the %6 GPUs</source>
        <translation>tp x pp x cp x dp = %1 x %2 x %3 x %4 = %5 必须等于 GPU 数量 %6</translation>
    </message>
    <message>
        <source>%1 does not divide the sequence length %2</source>
        <translation>%1 不能整除序列长度 %2</translation>
    </message>
    <message>
        <source>%1 must divide both the %2 experts and tp x cp x dp = %3 (1 for a dense model)</source>
        <translation>%1 必须同时整除专家数 %2 和 tp x cp x dp = %3（稠密模型为 1）</translation>
    </message>
    <message>
        <source>micro-batch x dp = %1 sequences of %2 tokens is more than the %3 tokens allowed per step; lower dp or the micro-batch, give a global batch, or raise the maximum</source>
        <translation>微批次 x dp = %1 条 %2 token 的序列，超过了每步允许的 %3 token；请降低 dp 或微批次、指定全局批次，或提高上限</translation>
    </message>
    <message>
        <source>the default batch is rounded up to a multiple of micro-batch x dp = %1 sequences: %2M tokens per step (at most %3M)</source>
        <translation>默认批次向上取整为微批次 x dp = %1 条序列的整数倍：每步 %2M token（最多 %3M）</translation>
    </message>
    <message>
        <source>uneven pipeline stages: the busiest stage holds %1 layers; the step time is that of the slowest stage</source>
        <translation>流水线阶段不均衡：负载最重的阶段包含 %1 层；单步时间取最慢阶段的时间</translation>
    </message>
    <message>
        <source>MoE: experts split over %1 expert-parallel ranks; all-to-all dispatch and combine not overlapped with compute, tokens balanced over the experts</source>
        <translation>MoE：专家切分到 %1 个专家并行 rank 上；all-to-all 分发与合并不与计算重叠，token 在各专家间均衡分配</translation>
    </message>
    <message>
        <source>context parallelism: each sequence split over %1 GPUs, keys and values exchanged in a ring overlapped with attention</source>
        <translation>上下文并行：每条序列切分到 %1 张 GPU 上，键和值以环形方式交换，并与注意力计算重叠</translation>
    </message>
    <message>
        <source>loss must be upcast, 16bit or fused</source>
        <translation>loss 必须为 upcast、16bit 或 fused</translation>
    </message>
    <message>
        <source>quantisation must be nf4 or gptq</source>
        <translation>quantisation 必须为 nf4 或 gptq</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 必须为 %2 之一</translation>
    </message>
    <message>
        <source>must be 0 (meaning hidden / heads) or positive</source>
        <translation>须为 0（表示 hidden / heads）或正数</translation>
    </message>
    <message>
        <source>a sliding window needs its width in keys and 1 to %1 windowed layers; leave both 0 for none</source>
        <translation>滑动窗口需要给出窗口宽度（键数）和 1 到 %1 个窗口层；不使用时两者都填 0</translation>
    </message>
    <message>
        <source>warning: the pilot-run correction x%1 would put MFU above %2%, the card&apos;s achievable matmul rate; capped there</source>
        <extracomment>%1 the pilot-run correction factor, %2 the card&apos;s achievable MFU in per cent</extracomment>
        <translation>警告：试运行校正 ×%1 会使 MFU 超过该卡可达的矩阵乘效率 %2%；已限制在该值</translation>
    </message>
    <message>
        <source>first_contact_error_pct must be a number (per cent) or empty</source>
        <translation>first_contact_error_pct 必须是数字（百分比）或留空</translation>
    </message>
    <message>
        <source>measures must be allocated or device for peak_gib, reserved for peak_reserved_gib, model_states for model_states_gb</source>
        <translation>measures 取值：peak_gib 须为 allocated 或 device，peak_reserved_gib 须为 reserved，model_states_gb 须为 model_states</translation>
    </message>
    <message>
        <source>first_contact_error_pct must be a number or empty</source>
        <translation>first_contact_error_pct 须为数字或留空</translation>
    </message>
    <message>
        <source>MoE: experts split over %1 expert-parallel ranks, tokens balanced over the experts; all-to-all overlapped with another micro-batch&apos;s compute because the framework offers it (framework-specific: Megatron-Core --overlap-moe-expert-parallel-comm); set the expert-parallel overlap to none if your stack does not run it</source>
        <translation>MoE：专家分布在 %1 个专家并行 rank 上，token 在专家间均衡；因框架提供该功能，all-to-all 与另一个微批次的计算重叠（框架特定：Megatron-Core --overlap-moe-expert-parallel-comm）；若您的训练栈不支持，请将专家并行重叠设为 none</translation>
    </message>
    <message>
        <source>MoE: experts split over %1 expert-parallel ranks, tokens balanced over the experts; all-to-all overlapped with another micro-batch&apos;s compute (as given)</source>
        <translation>MoE：专家分布在 %1 个专家并行 rank 上，token 在专家间均衡；all-to-all 与另一个微批次的计算重叠（按输入设定）</translation>
    </message>
    <message>
        <source>no global batch given: assumed about %1M tokens per step (%2 sequences), the batch published runs on %3 GPUs use</source>
        <translation>未给出全局批大小：假设每步约 %1M token（%2 条序列），即 %3 卡规模的公开训练所用批大小</translation>
    </message>
    <message>
        <source>no layout fits in %1 GiB per GPU with %9% kept free (or its P90 fitting) and its P50 inside; the smallest needs %2 GiB (tp %3, pp %4, dp %5, ZeRO-%6, %7 recompute, micro-batch %8): use more GPUs, a larger card, LoRA/QLoRA or a shorter sequence</source>
        <translation>没有布局能在每卡 %1 GiB 内留空 %9%（或 P90 放得下）且 P50 不超出；最小的需要 %2 GiB（tp %3、pp %4、dp %5、ZeRO-%6、%7 重计算、微批次 %8）：请增加 GPU、换更大显存的卡、使用 LoRA/QLoRA 或缩短序列</translation>
    </message>
    <message>
        <source>training stack %1: your pilot-run correction measured your own stack, so the class&apos;s median factor x%2 is not applied</source>
        <extracomment>%1 the stack class (tuned, generic, vendor_port), %2 its median efficiency factor</extracomment>
        <translation>训练栈 %1：您的试运行校准已测量了您自己的训练栈，因此不再应用该类的中位数系数 ×%2</translation>
    </message>
    <message>
        <source>training stack %1: throughput x%2, the median measured / estimated ratio of %3 published runs of that class (P10-P90 x%4 to x%5, measured %6); a pilot run (calibrate add) replaces it with your own</source>
        <extracomment>%1 the stack class, %2 its median factor, %3 rows, %4 and %5 its P10 and P90 factors</extracomment>
        <translation>训练栈 %1：吞吐量 ×%2，即该类 %3 个公开运行结果实测/估算之比的中位数（P10-P90 为 ×%4 至 ×%5，测定于 %6）；试运行（calibrate add）会以您自己的测量值取代它</translation>
    </message>
    <message>
        <source>warning: the training stack&apos;s factor x%1 would put MFU above %2%, the card&apos;s achievable matmul rate; capped there</source>
        <extracomment>%1 the training stack&apos;s median efficiency factor, %2 the card&apos;s achievable MFU in per cent</extracomment>
        <translation>警告：训练栈系数 ×%1 会使 MFU 超过 %2%，即该卡可达到的矩阵乘法效率；已限制在该值</translation>
    </message>
</context>
<context>
    <name>cp::exports</name>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>%1 cash (CNY)</source>
        <translation>%1 现金流（元）</translation>
    </message>
    <message>
        <source>%1 cumulative (CNY)</source>
        <translation>%1 累计（元）</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>rev %1</source>
        <translation>修订版本 %1</translation>
    </message>
    <message>
        <source>unsaved file</source>
        <translation>未保存的文件</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>Tags: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>Prepared %1</source>
        <translation>编制于 %1</translation>
    </message>
    <message>
        <source>Compute plan: %1</source>
        <translation>算力规划：%1</translation>
    </message>
    <message>
        <source>Verdict and key figures</source>
        <translation>结论与关键数据</translation>
    </message>
    <message>
        <source>No cost verdict: the scenario has no TCO options.</source>
        <translation>无成本结论：该方案没有总拥有成本（TCO）选项。</translation>
    </message>
    <message>
        <source>Figures marked “%1” rest on prices without a public source; confirm them before deciding.</source>
        <translation>标记为“%1”的数字依据的是没有公开来源的价格；请在决策前确认。</translation>
    </message>
    <message>
        <source>Recommended configuration</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · ZeRO %4 · micro-batch %5</source>
        <translation>TP %1 · PP %2 · DP %3 · ZeRO %4 · 微批次 %5</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>本次训练成本</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>每卡时单价</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>%1 TB (dataset and %2 checkpoints)</source>
        <translation>%1 TB（数据集和 %2 个检查点）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Replicas × cards per replica</source>
        <translation>副本数 × 每副本卡数</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>单卡显存占用</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Way to pay</source>
        <translation>付费方式</translation>
    </message>
    <message>
        <source>%1: %2 over %3 months (NPV %4)</source>
        <translation>%1：%3 个月共 %2（净现值 %4）</translation>
    </message>
    <message>
        <source>No configuration could be recommended for this scenario.</source>
        <translation>无法为该方案推荐任何配置。</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Decision checklist and advice</source>
        <translation>决策检查清单与建议</translation>
    </message>
    <message>
        <source>Points to building or a long lease</source>
        <translation>倾向于自建或长期租赁</translation>
    </message>
    <message>
        <source>Points to the cloud</source>
        <translation>倾向于上云</translation>
    </message>
    <message>
        <source>Points to a hybrid</source>
        <translation>倾向于混合架构</translation>
    </message>
    <message>
        <source>Before you sign: confirm the facts the numbers cannot tell — an operations team for a GPU cluster, whether data may leave your premises, a cheap and stable power supply, and how sure the demand is.</source>
        <translation>签约前请确认数字无法反映的事实：是否有 GPU 集群运维团队、数据能否离开自有机房、能否获得廉价稳定的电力供应，以及需求的确定程度。</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Appendix: how the headline numbers were computed</source>
        <translation>附录：关键数字的计算方法</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Assumptions ledger</source>
        <translation>假设值清单</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Every price this plan used, with where it comes from. Rows marked “%1” have no public source: confirm or replace them.</source>
        <translation>本规划使用的全部价格及其来源。标记为“%1”的行没有公开来源：请确认或替换。</translation>
    </message>
    <message>
        <source>The plan used no price-book entries.</source>
        <translation>本规划未使用价格表中的任何条目。</translation>
    </message>
    <message>
        <source>Estimator and planner defaults</source>
        <translation>估算器与规划器默认值</translation>
    </message>
    <message>
        <source>Audit stamp</source>
        <translation>审计信息</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版本</translation>
    </message>
    <message>
        <source>not saved in the library (exported from a file)</source>
        <translation>未保存在方案库中（从文件导出）</translation>
    </message>
    <message>
        <source>Scenario last saved</source>
        <translation>方案最后保存时间</translation>
    </message>
    <message>
        <source>Report generated</source>
        <translation>报告生成时间</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>应用程序</translation>
    </message>
    <message>
        <source>Saved with</source>
        <translation>保存所用版本</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>源码行</translation>
    </message>
    <message>
        <source>Parts that could not be computed</source>
        <translation>无法计算的部分</translation>
    </message>
    <message>
        <source>Plans side by side</source>
        <translation>方案并排对比</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Comparison of %1 · %2</source>
        <translation>%1 · %2 对比</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n plan(s)</source>
        <translation>
            <numerusform>%n 个方案对比</numerusform>
        </translation>
    </message>
    <message>
        <source>no plans to compare</source>
        <translation>没有可对比的方案</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>Cash flows</source>
        <translation>现金流</translation>
    </message>
    <message>
        <source>Cumulative cost (CNY)</source>
        <translation>累计成本（元）</translation>
    </message>
    <message>
        <source>CNY</source>
        <translation>元</translation>
    </message>
    <message>
        <source>The plan has no TCO options.</source>
        <translation>该规划没有总拥有成本（TCO）选项。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>As shown</source>
        <translation>显示值</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>方案：%1</translation>
    </message>
    <message>
        <source>Recommended plan</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>GPUs (%1)</source>
        <translation>GPU 数量（%1）</translation>
    </message>
    <message>
        <source>Training time (days)</source>
        <translation>训练时长（天）</translation>
    </message>
    <message>
        <source>Cost of the run (CNY)</source>
        <translation>本次训练成本（元）</translation>
    </message>
    <message>
        <source>Price per GPU-hour (CNY)</source>
        <translation>每卡时单价（元）</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Total (CNY)</source>
        <translation>总计（元）</translation>
    </message>
    <message>
        <source>Resale at horizon (CNY)</source>
        <translation>期末转售残值（元）</translation>
    </message>
    <message>
        <source>CNY per used GPU-hour</source>
        <translation>每实际使用卡时（元）</translation>
    </message>
    <message>
        <source>Cost by line item (CNY): %1</source>
        <translation>分项成本（元）：%1</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>no plans to export</source>
        <translation>没有可导出的规划</translation>
    </message>
    <message>
        <source>the workbook could not be created</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <source>Nothing to show.</source>
        <translation>暂无可显示的内容。</translation>
    </message>
    <message>
        <source>Differences in brackets are against %1.</source>
        <translation>括号中的差值以 %1 为基准。</translation>
    </message>
    <message>
        <source>Discount rate (per year)</source>
        <translation>折现率（年）</translation>
    </message>
    <message>
        <source>the plan&apos;s discount rate: NPV discounts month m by (1 + rate)^(-m/12)</source>
        <translation>方案的折现率：净现值（NPV）对第 m 个月按 (1 + rate)^(-m/12) 折现</translation>
    </message>
    <message>
        <source>Discount factor (%1)</source>
        <translation>折现系数（%1）</translation>
    </message>
    <message>
        <source>Discount factor</source>
        <translation>折现系数</translation>
    </message>
    <message>
        <source>%1 · %2 (CNY, follows %3)</source>
        <translation>%1 · %2（人民币，沿用 %3）</translation>
    </message>
    <message>
        <source>%1 · %2 (CNY)</source>
        <translation>%1 · %2（人民币）</translation>
    </message>
    <message>
        <source>never</source>
        <extracomment>a break-even month that never comes within the horizon</extracomment>
        <translation>永不</translation>
    </message>
    <message>
        <source>GPU-hours used</source>
        <translation>已用卡时</translation>
    </message>
    <message numerus="yes">
        <source>Total cost over %n month(s) by way to pay (CNY)</source>
        <translation>
            <numerusform>按付费方式统计的 %n 个月总成本（人民币）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cumulative cost of each plan&apos;s way to pay (CNY), months 0 to %1</source>
        <translation>各方案付费方式的累计成本（人民币），第 0 至 %1 个月</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>plan (way to pay)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Cumulative cost over %n month(s) (CNY)</source>
        <translation>
            <numerusform>%n 个月累计成本（人民币）</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranges and calibration</source>
        <translation>区间与校准</translation>
    </message>
    <message>
        <source>The point estimates above stay the figures to plan with; the ranges show how far they may move (Monte Carlo, %1).</source>
        <translation>上述点估计值仍是规划所用的数据；区间显示其可能的变动幅度（蒙特卡洛，%1）。</translation>
    </message>
    <message>
        <source>Point estimate</source>
        <translation>点估计值</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>最便宜的概率</translation>
    </message>
    <message>
        <source>Total over the horizon</source>
        <translation>测算期总计</translation>
    </message>
    <message>
        <source>What was varied</source>
        <translation>变动因素</translation>
    </message>
    <message>
        <source>Calibration points used</source>
        <translation>使用的校准点</translation>
    </message>
    <message>
        <source>None: the shipped estimator, without a pilot-run correction.</source>
        <translation>无：使用随附的估算器，未经试运行修正。</translation>
    </message>
    <message>
        <source>Ranges</source>
        <extracomment>sheet name: the Monte Carlo ranges</extracomment>
        <translation>区间</translation>
    </message>
    <message>
        <source>The point estimates stay the figures to plan with; the ranges show how far they may move (Monte Carlo, %1).</source>
        <translation>点估计值仍是规划所用的数据；区间显示其可能的变动幅度（蒙特卡洛，%1）。</translation>
    </message>
    <message>
        <source>Probability cheapest</source>
        <translation>最便宜的概率</translation>
    </message>
    <message>
        <source>Total P10 (CNY)</source>
        <translation>总计 P10（CNY）</translation>
    </message>
    <message>
        <source>Total P50 (CNY)</source>
        <translation>总计 P50（CNY）</translation>
    </message>
    <message>
        <source>Total P90 (CNY)</source>
        <translation>总计 P90（CNY）</translation>
    </message>
    <message>
        <source>NPV P10 (CNY)</source>
        <translation>净现值（NPV）P10（CNY）</translation>
    </message>
    <message>
        <source>NPV P50 (CNY)</source>
        <translation>净现值（NPV）P50（CNY）</translation>
    </message>
    <message>
        <source>NPV P90 (CNY)</source>
        <translation>净现值（NPV）P90（CNY）</translation>
    </message>
    <message>
        <source>Each way of paying</source>
        <translation>各付费方式</translation>
    </message>
    <message>
        <source>Pre-tax NPV (CNY)</source>
        <translation>税前净现值（元）</translation>
    </message>
    <message>
        <source>After-tax NPV (CNY)</source>
        <translation>税后净现值（元）</translation>
    </message>
    <message>
        <source>VAT recovered (CNY)</source>
        <translation>可抵扣增值税（元）</translation>
    </message>
    <message>
        <source>Income tax saved (CNY)</source>
        <translation>节省的所得税（元）</translation>
    </message>
    <message>
        <source>Resale net of output VAT (CNY)</source>
        <translation>残值变卖扣除销项增值税（元）</translation>
    </message>
    <message>
        <source>Options ranked by %1</source>
        <translation>各方案按%1排序</translation>
    </message>
    <message>
        <source>Resale value at the horizon (share of the price paid)</source>
        <translation>期末转售价值（占购入价的比例）</translation>
    </message>
    <message>
        <source>vintage curve of used accelerators at month %1 (1.00, 0.78, 0.60, 0.46, 0.35 at 0-4 years; 0 after a useful life of %2 years)</source>
        <translation>二手加速卡残值曲线在第 %1 个月的值（0–4 年分别为 1.00、0.78、0.60、0.46、0.35；超过 %2 年使用寿命后为 0）</translation>
    </message>
    <message>
        <source>Liquidation factor of a resale</source>
        <translation>转售变现系数</translation>
    </message>
    <message>
        <source>the plan&apos;s share of the used-market value a quick sale fetches</source>
        <translation>方案设定的快速出售可得的二手市场价值比例</translation>
    </message>
    <message>
        <source>VAT rate included in a resale price</source>
        <translation>转售价格所含增值税税率</translation>
    </message>
    <message>
        <source>13% for a general taxpayer, 3% for a small-scale one (the price includes VAT)</source>
        <translation>一般纳税人 13%，小规模纳税人 3%（价格含增值税）</translation>
    </message>
    <message>
        <source>Output VAT levied on a resale</source>
        <translation>转售缴纳的销项增值税</translation>
    </message>
    <message>
        <source>财税〔2008〕170号 第四条 (13% on used equipment whose input VAT was deducted); 财税〔2009〕9号 (a small-scale taxpayer&apos;s 3% levied at 2%)</source>
        <translation>财税〔2008〕170号 第四条（已抵扣进项税额的旧设备按 13%）；财税〔2009〕9号（小规模纳税人 3% 减按 2%）</translation>
    </message>
    <message>
        <source>GPU-hours of one run</source>
        <translation>单次运行的卡时</translation>
    </message>
    <message>
        <source>the estimate of the plan&apos;s run, as the recommended way of paying bills it</source>
        <translation>方案运行的估算值，按推荐付费方式的计费口径</translation>
    </message>
    <message>
        <source>Tokens of one run (millions)</source>
        <translation>单次运行的 token 数（百万）</translation>
    </message>
    <message>
        <source>the plan&apos;s training tokens</source>
        <translation>方案的训练 token 数</translation>
    </message>
    <message>
        <source>Recommended way of paying</source>
        <translation>推荐的付费方式</translation>
    </message>
    <message numerus="yes">
        <source>Each plan&apos;s cost over %n month(s)</source>
        <translation>
            <numerusform>各方案 %n 个月内的成本</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>期内成本</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <source>NPV on the plan&apos;s basis</source>
        <translation>按方案口径的净现值</translation>
    </message>
    <message>
        <source>%1: %2, cash %3, NPV %4</source>
        <translation>%1：%2，现金 %3，净现值 %4</translation>
    </message>
    <message>
        <source>%1: %2 price items (%3 to confirm); %4</source>
        <translation>%1：%2 项价格（%3 项待确认）；%4</translation>
    </message>
    <message>
        <source>Board deck · prepared %1</source>
        <translation>汇报演示文稿 · 编制于 %1</translation>
    </message>
    <message>
        <source>low tier</source>
        <extracomment>the low tier of the price book (cheapest published figures)</extracomment>
        <translation>低档</translation>
    </message>
    <message>
        <source>high tier</source>
        <translation>高档</translation>
    </message>
    <message>
        <source>typical tier</source>
        <translation>典型档</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <source>assumption: %1</source>
        <translation>假设：%1</translation>
    </message>
    <message>
        <source>Prices at the %1 of the price book; every figure below is from the plan&apos;s own price book.</source>
        <translation>价格取价格表的%1；以下各项均来自本方案所用的价格表。</translation>
    </message>
    <message numerus="yes">
        <source>%n more price item(s) in the PDF report&apos;s assumptions ledger and the workbook.</source>
        <translation>
            <numerusform>另有 %n 项价格见 PDF 报告的假设清单和工作簿。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tax rules and their legal basis</source>
        <translation>税务规则及其法律依据</translation>
    </message>
    <message>
        <source>Every price this plan used, with its source and as-of date; rows marked as assumptions have no public source and must be confirmed.</source>
        <translation>本方案使用的每一项价格及其来源和截至日期；标为假设的行没有公开来源，须确认。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 over %n month(s)</source>
        <extracomment>the headline of the deck: %1 the ranking basis (&quot;after-tax NPV&quot;), %2 the way of paying, %3 the horizon</extracomment>
        <translation>
            <numerusform>%2 在 %n 个月内的%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cash over the horizon: %1</source>
        <translation>期内现金支出：%1</translation>
    </message>
    <message>
        <source>The options compared</source>
        <translation>各付费方式对比</translation>
    </message>
    <message>
        <source>Way of paying</source>
        <translation>付费方式</translation>
    </message>
    <message>
        <source>Pre-tax NPV</source>
        <translation>税前净现值</translation>
    </message>
    <message>
        <source>After-tax NPV</source>
        <translation>税后净现值</translation>
    </message>
    <message>
        <source>Recommended: %1, %2 %3.</source>
        <translation>推荐：%1，%2 %3。</translation>
    </message>
    <message>
        <source>Not obtainable, never ranked:</source>
        <translation>无法获得，不参与排名：</translation>
    </message>
    <message>
        <source>Each obtainable way of paying&apos;s cost over the horizon before and after tax; the verdict ranks them by %1.</source>
        <translation>每种可获得的付费方式在期内的税前与税后成本；结论按%1排序。</translation>
    </message>
    <message>
        <source>Cumulative cost over the horizon</source>
        <translation>期内累计成本</translation>
    </message>
    <message>
        <source>No break-even between the recommended way of paying and paying on demand within the horizon.</source>
        <translation>期内推荐的付费方式与按量付费之间没有盈亏平衡点。</translation>
    </message>
    <message>
        <source>%1 of %2 usable; headroom %3</source>
        <translation>占用 %1，可用 %2；余量 %3</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>each GPU holds a whole copy of the model; %1 copies train side by side (data parallel)</source>
        <translation>每块 GPU 存放一份完整的模型副本；%1 份副本同时训练（数据并行）</translation>
    </message>
    <message>
        <source>each copy of the model is split over %1 GPUs (tensor parallel %2 × pipeline parallel %3); %4 copies train side by side (data parallel)</source>
        <extracomment>the parallel layout in words: %1 GPUs hold one copy of the model, split by tensor (%2) and pipeline (%3) parallelism</extracomment>
        <translation>每份模型副本切分到 %1 块 GPU 上（张量并行 %2 × 流水线并行 %3）；%4 份副本同时训练（数据并行）</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>%1 replica(s), each on %2 card(s) (tensor parallel)</source>
        <translation>%1 个副本，每个占 %2 张卡（张量并行）</translation>
    </message>
    <message>
        <source>The cluster and the timeline</source>
        <translation>集群与时间线</translation>
    </message>
    <message>
        <source>Ranges and what moves the answer</source>
        <translation>区间与影响结论的因素</translation>
    </message>
    <message>
        <source>Ranges were not computed for this export.</source>
        <translation>本次导出未计算区间。</translation>
    </message>
    <message>
        <source>Monte Carlo, %1; the point estimates stay the figures to plan with.</source>
        <translation>蒙特卡洛模拟，%1；规划仍以点估计为准。</translation>
    </message>
    <message>
        <source>could not build the package: %1</source>
        <translation>无法生成文件包：%1</translation>
    </message>
    <message>
        <source>no temporary folder for a chart&apos;s workbook: %1</source>
        <translation>没有可用于图表工作簿的临时文件夹：%1</translation>
    </message>
    <message>
        <source>Ranges (Monte Carlo)</source>
        <translation>区间（蒙特卡洛）</translation>
    </message>
    <message>
        <source>Compute programme</source>
        <translation>算力计划</translation>
    </message>
    <message>
        <source>The programme could not be priced:</source>
        <translation>无法为算力计划计价：</translation>
    </message>
    <message>
        <source>Each pool&apos;s supply is the cheapest on the programme&apos;s basis, its %1 (the money answer&apos;s ranking basis); costs and shares below are on that basis.</source>
        <translation>每个资源池的供给都按算力计划的口径（%1，即资金结论的排序口径）取最低成本；下表的成本与占比均按此口径。</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>资源池</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供给</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Servers busy</source>
        <translation>服务器在用比例</translation>
    </message>
    <message>
        <source>What would change the decision</source>
        <translation>什么会改变决策</translation>
    </message>
    <message>
        <source>Programme</source>
        <extracomment>sheet name of a compute programme (issue 44); %1 its number when the workbook has several</extracomment>
        <translation>算力计划</translation>
    </message>
    <message>
        <source>Programme %1</source>
        <translation>算力计划 %1</translation>
    </message>
    <message>
        <source>Compute programme: %1</source>
        <translation>算力计划：%1</translation>
    </message>
    <message>
        <source>Every cost on this sheet is in CNY on the programme&apos;s basis, its %1 over %2 months (the money answer&apos;s ranking basis).</source>
        <extracomment>%1 &quot;after-tax NPV&quot;; %2 the number of months</extracomment>
        <translation>本表所有成本均以元计，口径为算力计划 %2 个月的%1（即资金结论的排序口径）。</translation>
    </message>
    <message>
        <source>A month&apos;s cost is the owned, leased and committed GPUs times their cost per GPU-month, plus the on-demand GPU-hours times the month&apos;s cost per GPU-hour, plus the owned servers&apos; staff in the months with owned GPUs. The GPUs and GPU-hours (shaded) are the planner&apos;s decisions: change one, or a unit price, and the costs and totals recalculate. &quot;Not covered&quot; shows GPU-hours the supply no longer covers.</source>
        <translation>每月成本 = 自有、租赁和承诺使用的 GPU 数 × 各自每 GPU·月的成本 + 按需卡时 × 当月每卡时的成本 + 有自有 GPU 的月份中自有服务器的运维人员成本。GPU 数和卡时（底色标出）是规划器的决策：改动其中任一项或某个单价，成本和合计都会重新计算。“未覆盖”列显示供给不再覆盖的卡时。</translation>
    </message>
    <message>
        <source>Cost (CNY, %1)</source>
        <translation>成本（元，%1）</translation>
    </message>
    <message>
        <source>Programme total</source>
        <translation>算力计划合计</translation>
    </message>
    <message>
        <source>The planner&apos;s total (not recalculated)</source>
        <translation>规划器算出的合计（不随表格重算）</translation>
    </message>
    <message>
        <source>The planner&apos;s cash over %1 months (not recalculated)</source>
        <extracomment>%1 the number of months</extracomment>
        <translation>规划器算出的 %1 个月现金（不随表格重算）</translation>
    </message>
    <message>
        <source>Workloads: none</source>
        <translation>工作负载：无</translation>
    </message>
    <message>
        <source>Workloads: %1</source>
        <translation>工作负载：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>What would change the decision: %1</source>
        <translation>什么会改变决策：%1</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Cost per GPU-month (CNY, %1)</source>
        <translation>每 GPU·月成本（元，%1）</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>随此单价变动</translation>
    </message>
    <message>
        <source>Owned server</source>
        <translation>自有服务器</translation>
    </message>
    <message>
        <source>Bare-metal lease</source>
        <translation>裸金属租赁</translation>
    </message>
    <message>
        <source>Cloud commitment</source>
        <translation>云上承诺使用</translation>
    </message>
    <message>
        <source>not obtainable for this accelerator (availability table)</source>
        <translation>此加速卡无法通过此渠道获得（见可获得性表）</translation>
    </message>
    <message>
        <source>Demand (GPU-hours)</source>
        <translation>需求（卡时）</translation>
    </message>
    <message>
        <source>GPUs needed at once</source>
        <translation>同时所需 GPU</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>自有 GPU</translation>
    </message>
    <message>
        <source>Leased GPUs</source>
        <translation>租赁 GPU</translation>
    </message>
    <message>
        <source>Committed GPUs</source>
        <translation>承诺使用 GPU</translation>
    </message>
    <message>
        <source>On-demand GPU-hours</source>
        <translation>按需卡时</translation>
    </message>
    <message>
        <source>Not covered (GPU-hours)</source>
        <translation>未覆盖（卡时）</translation>
    </message>
    <message>
        <source>On demand (CNY per GPU-hour, %1)</source>
        <translation>按需（元/卡时，%1）</translation>
    </message>
    <message>
        <source>Owned servers&apos; staff (CNY, %1)</source>
        <translation>自有服务器运维人员（元，%1）</translation>
    </message>
    <message>
        <source>Pool total</source>
        <translation>资源池合计</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a compute programme, and the board deck does not carry programmes yet: export its PDF report or its workbook</source>
        <translation>“%1”是算力计划，汇报演示文稿暂不支持算力计划：请导出其 PDF 报告或工作簿</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a pool&apos;s title (&quot;Pool train · H800 SXM5 80GB&quot;), %2 a sentence about it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Compute Planner %1</source>
        <extracomment>the product&apos;s name in the report&apos;s header and stamp; %1 its version</extracomment>
        <translation>算力规划器 %1</translation>
    </message>
</context>
<context>
    <name>cp::gui::AccuracyDialog</name>
    <message>
        <source>Throughput</source>
        <extracomment>metric family of the estimator&apos;s accuracy table: tokens/s and TFLOP/s per GPU</extracomment>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Memory</source>
        <extracomment>metric family of the estimator&apos;s accuracy table: memory per GPU</extracomment>
        <translation>显存</translation>
    </message>
    <message>
        <source>The back-test could not run: %1</source>
        <translation>回测无法运行：%1</translation>
    </message>
    <message>
        <source>How accurate is this?</source>
        <translation>准确度如何？</translation>
    </message>
    <message>
        <source>By metric family</source>
        <translation>按指标族</translation>
    </message>
    <message>
        <source>By source</source>
        <translation>按来源</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>指标族</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>n</source>
        <extracomment>number of published measurements</extracomment>
        <translation>n</translation>
    </message>
    <message>
        <source>Median
in sample</source>
        <extracomment>table header, two lines: median absolute error with the shipped constants</extracomment>
        <translation>中位数
样本内</translation>
    </message>
    <message>
        <source>Worst
in sample</source>
        <translation>最差
样本内</translation>
    </message>
    <message>
        <source>Median
CV</source>
        <extracomment>table header, two lines; CV = leave-one-source-out cross-validation</extracomment>
        <translation>中位数
CV</translation>
    </message>
    <message>
        <source>Worst
CV</source>
        <translation>最差
CV</translation>
    </message>
    <message>
        <source>Running the back-test and the cross-validation…</source>
        <translation>正在运行回测和留一来源交叉验证…</translation>
    </message>
    <message>
        <source>%1 published measurements from %2 sources.</source>
        <translation>%1 个公开实测值，来自 %2 个来源。</translation>
    </message>
    <message>
        <source>Predicted vs published</source>
        <translation>预测值与公开值对比</translation>
    </message>
    <message>
        <source>Your pilot runs</source>
        <extracomment>chart series: the user&apos;s own calibration points from pilot runs</extracomment>
        <translation>您的试运行</translation>
    </message>
    <message>
        <source>Within ±10%</source>
        <extracomment>chart: the band where the prediction is within 10% of the published figure</extracomment>
        <translation>±10% 以内</translation>
    </message>
    <message>
        <source>y = x</source>
        <extracomment>chart legend: the line where the prediction equals the published figure</extracomment>
        <translation>y = x</translation>
    </message>
    <message>
        <source>Published or measured (each metric in its unit, log scale)</source>
        <extracomment>chart axis: the figure a paper or vendor published, each metric in its own unit</extracomment>
        <translation>公开值或实测值（各指标使用各自单位，对数尺度）</translation>
    </message>
    <message>
        <source>Predicted (log scale)</source>
        <translation>预测值（对数尺度）</translation>
    </message>
    <message numerus="yes">
        <source>%n more kept out of the fit and the tables (their source says the figure does not measure what the row describes; see computeplanner-cli accuracy).</source>
        <extracomment>%n rows of the calibration data that are listed but not used (their source says the figure does not measure what the row describes)</extracomment>
        <translation>
            <numerusform>另有 %n 条未参与拟合与统计（其来源表明该数字并不反映该行所描述的运行；见 computeplanner-cli accuracy）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The error each source&apos;s rows had when the source was first scored, as a pure prediction before any refit or model change used it: the honest accuracy for a new run.</source>
        <translation>每个来源的数据行在首次评分时的误差：在任何重新拟合或模型修改使用它之前的纯预测，即对新训练任务可信的准确度。</translation>
    </message>
    <message>
        <source>How often the published value lies inside the cross-validated P10–P90 range the app shows (each row&apos;s range from the other sources&apos; residuals). The ranges claim 80%.</source>
        <translation>公开值落在应用所示交叉验证 P10–P90 区间内的比例（每行的区间由其他来源的残差得出）。区间标称覆盖 80%。</translation>
    </message>
    <message>
        <source>The estimator is checked against published measurements of real training runs. &quot;In sample&quot; predicts every run with the shipped constants; &quot;cross-validated&quot; (CV) refits the constants without the run&apos;s source and then predicts it. &quot;First contact&quot; is the error a source had when it was first scored, before any refit or model change used it: the error to expect on a stack the model has not seen (CV is lower because the model&apos;s form was chosen while looking at the older sources). &quot;Inside P10–P90&quot; is how often the published figure lies in the range the app shows; the ranges claim 80%. Errors are absolute, in per cent of the published figure. The same numbers as computeplanner-cli accuracy.</source>
        <translation>估算器以真实训练任务的公开测量值来检验。“样本内”用随附常数预测每个任务；“交叉验证”（CV）在去掉该任务来源后重新拟合常数再预测它。“首次接触”是某来源首次评分时的误差，此时尚未有任何重新拟合或模型修改用到它：这是对模型未见过的训练栈应预期的误差（CV 更低，因为模型形式是在参考较早来源时选定的）。“落在 P10–P90 内”是公开值落在应用所示区间内的比例；区间标称覆盖 80%。误差为绝对值，以公开值的百分比表示。与 computeplanner-cli accuracy 的数字相同。</translation>
    </message>
    <message>
        <source>Median
first contact</source>
        <extracomment>table header, two lines: median absolute error of each source&apos;s rows when the source was first scored, before any refit used it</extracomment>
        <translation>首次接触
中位误差</translation>
    </message>
    <message>
        <source>Inside
P10–P90</source>
        <extracomment>table header, two lines: share of rows whose published value lies inside the cross-validated P10-P90 range</extracomment>
        <translation>落在
P10–P90 内</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>a table cell with no figure: no row of the group has it</extracomment>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) scored at first contact</source>
        <extracomment>tooltip of a table cell: %n rows of the group that have the figure</extracomment>
        <translation>
            <numerusform>%n 行在首次接触时评分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with a cross-validated range; the ranges aim at 80%</source>
        <extracomment>tooltip of a table cell: %n rows of the group that have a cross-validated P10-P90 range</extracomment>
        <translation>
            <numerusform>%n 行有交叉验证区间；区间目标覆盖 80%</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured %1 on the data shipped with this version.</source>
        <extracomment>%1 the date and time the back-test ran (yyyy-MM-dd HH:mm)</extracomment>
        <translation>于 %1 基于本版本随附数据测得。</translation>
    </message>
</context>
<context>
    <name>cp::gui::CatalogDialog</name>
    <message>
        <source>Export catalog</source>
        <translation>导出目录</translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>导入目录</translation>
    </message>
    <message>
        <source>Reset catalog</source>
        <translation>重置目录</translation>
    </message>
    <message>
        <source>Remove all your catalog edits?</source>
        <translation>要删除您对目录所做的全部修改吗？</translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation>加速卡目录</translation>
    </message>
    <message>
        <source>Accelerator figures used by the estimator, the planner and the TCO. Double-click a number to correct it; your corrections are kept in the library and apply to every plan as soon as you close this window.</source>
        <translation>估算、规划和 TCO 使用的加速卡参数。双击数字即可修正；修正保存在方案库中，关闭此窗口后立即应用于所有方案。</translation>
    </message>
</context>
<context>
    <name>cp::gui::CatalogModel</name>
    <message>
        <source>assumption</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>BF16 TFLOP/s</source>
        <translation>BF16 TFLOP/s</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory bandwidth (TB/s)</source>
        <translation>显存带宽（TB/s）</translation>
    </message>
    <message>
        <source>In-node link</source>
        <translation>节点内互联</translation>
    </message>
    <message>
        <source>Link bandwidth (GB/s)</source>
        <translation>互联带宽（GB/s）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP（W）</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>%1: the column &apos;id&apos; is missing</source>
        <translation>%1：缺少“id”列</translation>
    </message>
    <message>
        <source>line %1: unknown accelerator &apos;%2&apos;</source>
        <translation>第 %1 行：未知加速卡“%2”</translation>
    </message>
    <message>
        <source>line %1: %2 %3</source>
        <translation>第 %1 行：%2 %3</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可获得</translation>
    </message>
    <message>
        <source>restricted</source>
        <translation>受限</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>不可获得</translation>
    </message>
    <message>
        <source>%1 (as of %2)</source>
        <translation>%1（截至 %2）</translation>
    </message>
    <message>
        <source>Cloud rental in mainland China</source>
        <translation>中国大陆云租用</translation>
    </message>
    <message>
        <source>Cloud GPUs per order</source>
        <translation>云每单 GPU 数</translation>
    </message>
    <message>
        <source>Lease in mainland China</source>
        <translation>中国大陆租赁</translation>
    </message>
    <message>
        <source>Lease GPUs per order</source>
        <translation>租赁每单 GPU 数</translation>
    </message>
    <message>
        <source>Purchase in mainland China</source>
        <translation>中国大陆购买</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>Not published by the vendor: %1</source>
        <translation>厂商未公布：%1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <extracomment>column header: the date a row&apos;s figures were last checked</extracomment>
        <translation>截至</translation>
    </message>
</context>
<context>
    <name>cp::gui::ChartPanel</name>
    <message>
        <source>Nothing to show yet.</source>
        <translation>暂无内容。</translation>
    </message>
    <message>
        <source>Export Chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Copy Chart as Image</source>
        <translation>复制图表为图片</translation>
    </message>
    <message>
        <source>unknown file type &apos;%1&apos;; use .png, .svg or .pdf</source>
        <translation>未知文件类型“%1”；请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Chart exported to %1</source>
        <translation>图表已导出到 %1</translation>
    </message>
    <message>
        <source>%1, P10–P90</source>
        <translation>%1，P10–P90</translation>
    </message>
</context>
<context>
    <name>cp::gui::Choices</name>
    <message>
        <source>Pretrain from scratch</source>
        <translation>从头预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune (4-bit base)</source>
        <translation>QLoRA 微调（4 位基础模型）</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>推理（在线服务）</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP8 (Hopper and newer)</source>
        <translation>FP8（Hopper 及更新架构）</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>English text</source>
        <translation>英文文本</translation>
    </message>
    <message>
        <source>Chinese text</source>
        <translation>中文文本</translation>
    </message>
    <message>
        <source>Mixed Chinese/English</source>
        <translation>中英文混合</translation>
    </message>
    <message>
        <source>None (keep all activations)</source>
        <extracomment>gradient checkpointing</extracomment>
        <translation>无（保留全部激活值）</translation>
    </message>
    <message>
        <source>Selective (attention only)</source>
        <translation>选择性（仅注意力）</translation>
    </message>
    <message>
        <source>Full (recompute every layer)</source>
        <translation>完全（每层都重计算）</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>成本最低</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>速度最快</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>云上按量付费</translation>
    </message>
    <message>
        <source>Cloud monthly</source>
        <translation>云上包年包月</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <extracomment>cloud spot (pre-emptible) instances</extracomment>
        <translation>云上竞价实例</translation>
    </message>
    <message>
        <source>Local computing-centre lease</source>
        <translation>本地智算中心租赁</translation>
    </message>
    <message>
        <source>Build own cluster</source>
        <translation>自建集群</translation>
    </message>
    <message>
        <source>Hybrid (own base + cloud peaks)</source>
        <translation>混合架构（自有基础算力 + 云上峰值）</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>Quarterly peaks</source>
        <translation>季度峰值</translation>
    </message>
    <message>
        <source>Growing</source>
        <translation>持续增长</translation>
    </message>
    <message>
        <source>Month by month</source>
        <translation>逐月指定</translation>
    </message>
    <message>
        <source>%1 · %2 B parameters</source>
        <extracomment>%1 model name, %2 parameters in billions</extracomment>
        <translation>%1 · %2 B 参数</translation>
    </message>
    <message>
        <source>Low (cheapest seller)</source>
        <translation>低（最便宜的供应商）</translation>
    </message>
    <message>
        <source>Typical (market average)</source>
        <translation>典型（市场均价）</translation>
    </message>
    <message>
        <source>High (hyperscaler list)</source>
        <translation>高（超大规模云厂商标价）</translation>
    </message>
    <message>
        <source>Megatron-Core, NeMo, MindSpeed</source>
        <translation>Megatron-Core、NeMo、MindSpeed</translation>
    </message>
    <message>
        <source>PyTorch FSDP (torchtitan, HF Trainer, LLaMA-Factory)</source>
        <translation>PyTorch FSDP（torchtitan、HF Trainer、LLaMA-Factory）</translation>
    </message>
    <message>
        <source>FlashAttention (the stack&apos;s default)</source>
        <translation>FlashAttention（框架默认）</translation>
    </message>
    <message>
        <source>Eager (stores the attention scores)</source>
        <translation>Eager（保存注意力分数）</translation>
    </message>
    <message>
        <source>TransformerEngine fused attention</source>
        <translation>TransformerEngine 融合注意力</translation>
    </message>
    <message>
        <source>All-to-all (one copy per expert)</source>
        <extracomment>how mixture-of-experts tokens are sent to experts on other servers</extracomment>
        <translation>All-to-all（每个专家一份）</translation>
    </message>
    <message>
        <source>Hierarchical (DeepEP: one copy per server)</source>
        <translation>分层（DeepEP：每台服务器一份）</translation>
    </message>
    <message>
        <source>BF16 (NVIDIA benchmark recipes)</source>
        <extracomment>the number format gradients are kept in and summed across GPUs</extracomment>
        <translation>BF16（NVIDIA 基准配置）</translation>
    </message>
    <message>
        <source>FP32 (Megatron grad_reduce_in_fp32)</source>
        <translation>FP32（Megatron grad_reduce_in_fp32）</translation>
    </message>
    <message>
        <source>Dropless (host waits for the router every MoE layer)</source>
        <extracomment>whether every mixture-of-experts token reaches its experts, or each expert takes a fixed number</extracomment>
        <translation>不丢弃 token（主机在每个 MoE 层等待路由器）</translation>
    </message>
    <message>
        <source>Token drop (fixed expert capacity, no wait)</source>
        <translation>丢弃 token（专家容量固定，无需等待）</translation>
    </message>
    <message>
        <source>General taxpayer (recovers input VAT)</source>
        <extracomment>VAT taxpayer types</extracomment>
        <translation>一般纳税人（可抵扣进项税）</translation>
    </message>
    <message>
        <source>Small-scale taxpayer (no recovery)</source>
        <translation>小规模纳税人（不可抵扣）</translation>
    </message>
    <message>
        <source>Straight-line (3 years)</source>
        <translation>直线法（3 年）</translation>
    </message>
    <message>
        <source>One-time deduction (bought 2024-2027)</source>
        <translation>一次性扣除（2024–2027 年购置）</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>Don&apos;t know</source>
        <extracomment>how tuned the user&apos;s training software stack is (issue 47): moves the expected throughput</extracomment>
        <translation>不清楚</translation>
    </message>
    <message>
        <source>Tuned Megatron-Core/NeMo recipe</source>
        <translation>已调优的 Megatron-Core/NeMo 配方</translation>
    </message>
    <message>
        <source>Generic Megatron-DeepSpeed/DeepSpeed/FSDP</source>
        <translation>通用 Megatron-DeepSpeed/DeepSpeed/FSDP</translation>
    </message>
    <message>
        <source>Vendor port (e.g. Ascend MindSpeed)</source>
        <translation>厂商移植（如昇腾 MindSpeed）</translation>
    </message>
</context>
<context>
    <name>cp::gui::CompareTableModel</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1（相对于 %2）</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
</context>
<context>
    <name>cp::gui::CompareView</name>
    <message>
        <source>Hide identical rows</source>
        <translation>隐藏相同行</translation>
    </message>
    <message>
        <source>Biggest differences first</source>
        <translation>差异大的排在前</translation>
    </message>
    <message>
        <source>Comparison name</source>
        <translation>对比名称</translation>
    </message>
    <message>
        <source>Save Comparison</source>
        <translation>保存对比</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>基准：</translation>
    </message>
    <message>
        <source>Explain the gap to:</source>
        <translation>差距分析对象：</translation>
    </message>
    <message numerus="yes">
        <source>Choose 2 to 4 plans to compare (%n chosen).</source>
        <translation>
            <numerusform>请选择 2 到 4 个方案进行对比（已选 %n 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No scenario library is open.</source>
        <translation>未打开方案库。</translation>
    </message>
    <message>
        <source>There is no saved comparison named “%1”.</source>
        <translation>没有名为“%1”的已保存对比。</translation>
    </message>
    <message>
        <source>give the comparison a name</source>
        <translation>请为对比命名</translation>
    </message>
    <message>
        <source>choose 2 to 4 plans first</source>
        <translation>请先选择 2 到 4 个方案</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>Every total, NPV, line item and waterfall is over this many months, for every plan</source>
        <translation>所有方案的合计、净现值（NPV）、明细项和瀑布图均按此月数计算</translation>
    </message>
    <message>
        <source>Compare over:</source>
        <translation>比较期：</translation>
    </message>
    <message>
        <source>Saved the comparison “%1”; it is listed in the library.</source>
        <translation>已保存比较“%1”，可在方案库中找到。</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) (shortest common)</source>
        <translation>
            <numerusform>%n 个月（共同最短）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the comparison as a PDF report, an Excel workbook, or its charts as PNG or SVG images</source>
        <translation>将对比导出为 PDF 报告、Excel 工作簿，或将其图表导出为 PNG 或 SVG 图片</translation>
    </message>
    <message>
        <source>unknown file type “%1”; use .pdf, .xlsx, .png or .svg</source>
        <translation>未知文件类型“%1”；请使用 .pdf、.xlsx、.png 或 .svg</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <source>PDF report (*.pdf);;Excel workbook (*.xlsx);;PNG images of the charts (*.png);;SVG drawings of the charts (*.svg)</source>
        <translation>PDF 报告 (*.pdf);;Excel 工作簿 (*.xlsx);;图表 PNG 图片 (*.png);;图表 SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Comparison exported to %1</source>
        <translation>对比已导出到 %1</translation>
    </message>
    <message>
        <source>same as baseline</source>
        <translation>与基准相同</translation>
    </message>
</context>
<context>
    <name>cp::gui::ConflictDialog</name>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Someone Else Saved This Plan</source>
        <translation>其他人已保存此方案</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>某人</translation>
    </message>
    <message>
        <source>“%1” was saved as revision %2 by %3 (%4) after you opened revision %5. Nothing has been saved yet; choose how to go on.</source>
        <translation>“%1”在您打开修订版本 %5 之后，已由 %3 保存为修订版本 %2（%4）。目前尚未保存任何内容，请选择后续操作。</translation>
    </message>
    <message>
        <source>A plan named “%1” was saved by %2 (%3) while you were working on yours. Nothing has been saved yet; choose how to go on.</source>
        <translation>在您编辑期间，%2（%3）保存了名为“%1”的方案。尚未保存任何内容；请选择如何继续。</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>修订版本 %1</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>修改前</translation>
    </message>
    <message>
        <source>Revision %1 (theirs)</source>
        <translation>修订版本 %1（对方）</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>您的</translation>
    </message>
    <message numerus="yes">
        <source>Changed by them since revision %1: %n field(s)</source>
        <translation>
            <numerusform>对方自修订版本 %1 以来的更改：%n 个字段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed by you: %n field(s)</source>
        <translation>
            <numerusform>您的更改：%n 个字段</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep Mine as a New Revision</source>
        <translation>将我的版本保存为新修订版本</translation>
    </message>
    <message>
        <source>Save your plan as revision %1; their revision %2 stays in the history.</source>
        <translation>将您的方案保存为修订版本 %1；对方的修订版本 %2 保留在历史记录中。</translation>
    </message>
    <message>
        <source>Take Theirs</source>
        <translation>采用对方版本</translation>
    </message>
    <message>
        <source>Open their revision %1 and drop your unsaved changes.</source>
        <translation>打开对方的修订版本 %1，并放弃您未保存的更改。</translation>
    </message>
    <message>
        <source>Save as a Copy</source>
        <translation>另存为副本</translation>
    </message>
    <message>
        <source>Save your plan under a new name; theirs stays as it is.</source>
        <translation>以新名称保存您的方案；对方的方案保持不变。</translation>
    </message>
</context>
<context>
    <name>cp::gui::CorrectionsDialog</name>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>无法导出：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n rows.</source>
        <translation>
            <numerusform>已导出 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>已导入。</translation>
    </message>
    <message>
        <source>Could not reset: %1</source>
        <translation>无法重置：%1</translation>
    </message>
</context>
<context>
    <name>cp::gui::Dashboard</name>
    <message>
        <source>Recommended configuration</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>Storage and network</source>
        <translation>存储与网络</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Assumptions to confirm</source>
        <translation>待确认的假设值</translation>
    </message>
    <message>
        <source>Could not compute</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <source>Computing results…</source>
        <translation>正在计算结果…</translation>
    </message>
    <message>
        <source>Rejected alternatives (%1)</source>
        <translation>被排除的备选方案（%1）</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>One checkpoint</source>
        <translation>单个检查点</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的检查点</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Total storage</source>
        <translation>总存储量</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <source>Data-loader read (peak)</source>
        <translation>数据加载读取（峰值）</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Network</source>
        <extracomment>network rate per GPU, gigabits per second</extracomment>
        <translation>网络</translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per GPU</source>
        <translation>%1，每卡 %2 Gb/s</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>required</source>
        <translation>需要</translation>
    </message>
    <message>
        <source>not required</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>Wall-clock time of the training run on the configured cluster, including restarts and checkpoints.</source>
        <translation>在所配置集群上完成训练的实际耗时，含重启和保存检查点的时间。</translation>
    </message>
    <message>
        <source>Number of GPUs times the hours they run: what cloud providers bill for.</source>
        <translation>GPU 数量乘以运行小时数：即云厂商的计费依据。</translation>
    </message>
    <message>
        <source>Memory each GPU needs for weights, gradients, optimizer state and activations; it must fit in the card.</source>
        <translation>每张 GPU 存放权重、梯度、优化器状态和激活值所需的显存；必须能放进卡的显存。</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the card&apos;s peak arithmetic the training actually uses.</source>
        <translation>模型算力利用率：训练实际用到的算力占该卡峰值算力的比例。</translation>
    </message>
    <message>
        <source>Training throughput: tokens processed per second by each GPU.</source>
        <translation>训练吞吐量：每张 GPU 每秒处理的 token 数。</translation>
    </message>
    <message>
        <source>The cluster the planner recommends for your objective, with its parallel layout.</source>
        <translation>规划器按您的优化目标推荐的集群及其并行布局。</translation>
    </message>
    <message>
        <source>How long the recommended cluster takes to finish the run.</source>
        <translation>推荐集群完成本次训练所需的时间。</translation>
    </message>
    <message>
        <source>What the recommended cluster costs for the run at the chosen way to pay.</source>
        <translation>按所选付费方式，推荐集群完成本次训练的费用。</translation>
    </message>
    <message>
        <source>Total cost of ownership of the cheapest way to pay over the horizon, after resale value.</source>
        <translation>成本最低的付费方式在规划期内的总拥有成本（已扣除转售残值）。</translation>
    </message>
    <message>
        <source>The total cost divided by the GPU-hours you actually use: idle capacity makes it higher.</source>
        <translation>总成本除以实际使用的卡时：闲置算力越多，该值越高。</translation>
    </message>
    <message>
        <source>The cost of one training run at the effective price per GPU-hour.</source>
        <translation>按每实际使用卡时单价计算的单次训练成本。</translation>
    </message>
    <message>
        <source>The cost of processing one million tokens at the effective price.</source>
        <translation>按实际单价计算的每处理一百万 token 的成本。</translation>
    </message>
    <message>
        <source>The month from which building your own cluster has cost less in total than renting on demand.</source>
        <translation>自建集群的累计成本开始低于云上按量付费的月份。</translation>
    </message>
    <message>
        <source>Accelerator cards needed to serve the target load within the latency target.</source>
        <translation>在延迟目标内承载目标负载所需的加速卡数量。</translation>
    </message>
    <message>
        <source>Copies of the model served in parallel.</source>
        <translation>并行提供服务的模型副本数。</translation>
    </message>
    <message>
        <source>Rests on prices or defaults marked as assumptions: confirm them in the price book.</source>
        <translation>依据了标记为假设值的价格或默认值：请在价格表中确认。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>This figure rests on at least one assumption: confirm the prices marked as assumptions.</source>
        <translation>此数字至少依赖一个假设值：请核实标记为假设的价格。</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>为什么？%1</translation>
    </message>
    <message>
        <source>How accurate is this?</source>
        <translation>准确度如何？</translation>
    </message>
    <message>
        <source>Computing ranges (%1 samples)…</source>
        <extracomment>%1 number of Monte Carlo samples</extracomment>
        <translation>正在计算区间（%1 个样本）…</translation>
    </message>
    <message>
        <source>Ranges: P10–P50–P90 of %1 (estimator error, failures, prices, demand, exchange rate); the large figures are the point estimates.</source>
        <extracomment>%1 e.g. &quot;10,000 samples, seed 42&quot;</extracomment>
        <translation>区间：基于 %1的 P10–P50–P90（考虑估算器误差、故障、价格、需求和汇率）；大号数字为点估计值。</translation>
    </message>
    <message>
        <source>Ranges could not be computed: %1</source>
        <translation>无法计算区间：%1</translation>
    </message>
    <message>
        <source>Each way of paying</source>
        <translation>各付费方式</translation>
    </message>
    <message>
        <source>Time to the first token of a request, as the chosen replica size achieves it.</source>
        <translation>所选副本规模下，请求返回首个 token 的时间。</translation>
    </message>
    <message>
        <source>Time per output token of a request at the chosen concurrency.</source>
        <translation>所选并发下，请求每个输出 token 的时间。</translation>
    </message>
    <message>
        <source>What the serving fleet costs per million output tokens of the target load, paid the way the verdict recommends.</source>
        <translation>按结论推荐的付费方式计费时，推理集群在目标负载下每百万输出 token 的成本。</translation>
    </message>
    <message>
        <source>no (%1)</source>
        <translation>否（%1）</translation>
    </message>
</context>
<context>
    <name>cp::gui::DemandBars</name>
    <message>
        <source>GPU-hours per month (click or drag a bar to change it)</source>
        <translation>每月卡时（单击或拖动柱条可修改）</translation>
    </message>
</context>
<context>
    <name>cp::gui::DemandModel</name>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Change demand in month %1</source>
        <translation>修改第 %1 个月的需求</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 &quot;Month 3&quot;, %2 why the typed value is refused</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The plan&apos;s work makes the demand: change the workloads instead of the months.</source>
        <translation>需求由方案的工作内容决定：请修改工作负载，而不是逐月数值。</translation>
    </message>
</context>
<context>
    <name>cp::gui::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>Filter terms</source>
        <translation>筛选术语</translation>
    </message>
</context>
<context>
    <name>cp::gui::GuideDialog</name>
    <message>
        <source>User Guide: Worked Examples</source>
        <translation>用户指南：计算示例</translation>
    </message>
</context>
<context>
    <name>cp::gui::HardwarePage</name>
    <message>
        <source>Hardware, budget and payment</source>
        <translation>硬件、预算与付费</translation>
    </message>
    <message>
        <source>Which accelerators may be used, what limits apply, and which ways of paying to compare.</source>
        <translation>可使用哪些加速卡、有哪些限制条件，以及要比较哪些付费方式。</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Let the planner choose the GPU count</source>
        <translation>由规划器选择 GPU 数量</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>张</translation>
    </message>
    <message>
        <source>Allowed accelerators:</source>
        <translation>可选加速卡：</translation>
    </message>
    <message>
        <source>GPU count:</source>
        <translation>GPU 数量：</translation>
    </message>
    <message>
        <source>Network fabric:</source>
        <translation>节点间网络：</translation>
    </message>
    <message>
        <source>Budget and deadline</source>
        <translation>预算与期限</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>CNY</source>
        <translation>元</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>不限期限</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>预算：</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>期限：</translation>
    </message>
    <message>
        <source>Objective:</source>
        <translation>优化目标：</translation>
    </message>
    <message>
        <source>How to pay</source>
        <translation>付费方式</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>per year (0.08 = 8 %)</source>
        <translation>每年（0.08 = 8%）</translation>
    </message>
    <message>
        <source>Cloud billing:</source>
        <translation>云上计费：</translation>
    </message>
    <message>
        <source>Options to compare:</source>
        <translation>比较的方案：</translation>
    </message>
    <message>
        <source>Horizon:</source>
        <translation>规划期：</translation>
    </message>
    <message>
        <source>Discount rate:</source>
        <translation>贴现率：</translation>
    </message>
    <message>
        <source>Choose at least one accelerator.</source>
        <translation>请至少选择一种加速卡。</translation>
    </message>
    <message>
        <source>Choose at least one way to pay.</source>
        <translation>请至少选择一种付费方式。</translation>
    </message>
    <message>
        <source>%1 — %2 GB</source>
        <extracomment>accelerator list entry: name, memory, in-node interconnect</extracomment>
        <translation>%1 — %2 GB</translation>
    </message>
    <message>
        <source>%1 — %2 GB, %3</source>
        <translation>%1 — %2 GB，%3</translation>
    </message>
    <message>
        <source>Let the planner choose</source>
        <translation>由规划器选择</translation>
    </message>
    <message>
        <source>%1 — %2 Gb/s per GPU</source>
        <translation>%1 — 每卡 %2 Gb/s</translation>
    </message>
</context>
<context>
    <name>cp::gui::HistoryDialog</name>
    <message>
        <source>History of “%1”</source>
        <translation>“%1”的历史记录</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版本</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>By</source>
        <translation>保存者</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>App version</source>
        <translation>应用版本</translation>
    </message>
    <message>
        <source>&amp;Restore as Newest Revision</source>
        <translation>恢复为最新修订版本(&amp;R)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Revision %1 was saved again as revision %2.</source>
        <translation>修订版本 %1 已另存为修订版本 %2。</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变更内容</translation>
    </message>
    <message>
        <source>First saved</source>
        <translation>首次保存</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>无变更</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <comment>field: old value → new value</comment>
        <translation>%1：%2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n 个价格</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>cp::gui::KpiCard</name>
    <message>
        <source>assumption</source>
        <extracomment>badge on a figure that rests on an unconfirmed price or default</extracomment>
        <translation>假设值</translation>
    </message>
    <message>
        <source>Why?</source>
        <extracomment>button on a figure: show how it was computed</extracomment>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>How this figure was computed, from which inputs and sources</source>
        <translation>此数字如何计算、用了哪些输入和来源</translation>
    </message>
    <message>
        <source>accuracy?</source>
        <extracomment>small link beside a P10-P90 range: opens &quot;How accurate is this?&quot;</extracomment>
        <translation>准确度？</translation>
    </message>
    <message>
        <source>How accurate is this? The estimator&apos;s errors on published runs</source>
        <translation>准确度如何？估算器在公开运行数据上的误差</translation>
    </message>
</context>
<context>
    <name>cp::gui::LibraryModel</name>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Any accelerator</source>
        <translation>不限加速卡</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <extracomment>first accelerator and how many more the plan allows</extracomment>
        <translation>%1 +%2</translation>
    </message>
    <message numerus="yes">
        <source>%n revision(s)</source>
        <translation>
            <numerusform>%n 个修订版本</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Programme: %1 pools</source>
        <extracomment>the Mode column of a plan with pools; %1 how many</extracomment>
        <translation>算力计划：%1 个资源池</translation>
    </message>
</context>
<context>
    <name>cp::gui::LibraryPanel</name>
    <message>
        <source>Search scenarios</source>
        <translation>搜索方案</translation>
    </message>
    <message>
        <source>Recently opened</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Create a new plan</source>
        <translation>新建规划</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>Save a copy of the selected scenario</source>
        <translation>将所选方案另存为副本</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <source>Rename the selected scenario (F2)</source>
        <translation>重命名所选方案（F2）</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected scenarios</source>
        <translation>删除所选方案</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>Compare 2 to 4 selected scenarios</source>
        <translation>对比所选的 2 到 4 个方案</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>所有标签</translation>
    </message>
    <message>
        <source>Show “%1”</source>
        <translation>显示“%1”</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Saved a copy as “%1”.</source>
        <translation>已另存副本“%1”。</translation>
    </message>
    <message>
        <source>Delete “%1” and all its revisions? This cannot be undone.</source>
        <translation>删除“%1”及其所有修订版本？此操作无法撤销。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n scenarios and all their revisions? This cannot be undone.</source>
        <translation>
            <numerusform>删除 %n 个方案及其所有修订版本？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Scenarios</source>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史(&amp;H)…</translation>
    </message>
    <message>
        <source>Every saved revision of the selected scenario: when, by whom, and restore</source>
        <translation>所选方案的所有已保存修订版本：保存时间、保存者，并可恢复</translation>
    </message>
    <message>
        <source>Copy to &amp;Personal Library…</source>
        <translation>复制到个人方案库(&amp;P)…</translation>
    </message>
    <message>
        <source>Copy to &amp;Team Library…</source>
        <translation>复制到团队方案库(&amp;T)…</translation>
    </message>
    <message>
        <source>Copy the selected scenarios, with all their revisions, to your personal library</source>
        <translation>将所选方案及其全部修订版本复制到您的个人方案库</translation>
    </message>
    <message>
        <source>Copy the selected scenarios, with all their revisions, to the team library</source>
        <translation>将所选方案及其所有修订版本复制到团队方案库</translation>
    </message>
    <message>
        <source>Saved comparisons</source>
        <translation>已保存的比较</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>comparison name (its plans)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n saved comparison(s): %1. They will no longer show the deleted plans.</source>
        <translation>
            <numerusform>被 %n 个已保存的对比使用：%1。这些对比将不再显示被删除的方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>cp::gui::MainWindow</name>
    <message>
        <source>Compute Planner</source>
        <translation>算力规划器</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>方案库</translation>
    </message>
    <message>
        <source>Open a scenario from the library, or create a new plan.</source>
        <translation>从方案库打开一个方案，或新建规划。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>About Compute Planner</source>
        <translation>关于算力规划器</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Compute Planner %1&lt;/h3&gt;&lt;p&gt;Plans GPU/NPU compute for large-model training and inference, and its total cost of ownership over three years.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力规划器 %1&lt;/h3&gt;&lt;p&gt;为大模型训练和推理规划 GPU/NPU 算力，并计算其三年总拥有成本。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;New Plan…</source>
        <translation>新建规划(&amp;N)…</translation>
    </message>
    <message>
        <source>Create a new plan (%1)</source>
        <translation>新建规划（%1）</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a .cplan file into the library</source>
        <translation>打开 .cplan 文件并导入方案库</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the plan as a new revision in the library</source>
        <translation>将规划保存为方案库中的新修订版本</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export charts, a PDF report or an Excel workbook</source>
        <translation>导出图表、PDF 报告或 Excel 工作簿</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Inputs</source>
        <translation>输入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About Compute Planner</source>
        <translation>关于算力规划器(&amp;A)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>No scenario library is open.</source>
        <translation>未打开方案库。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them to the library?</source>
        <translation>“%1”有未保存的更改。是否保存到方案库？</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名规划</translation>
    </message>
    <message>
        <source>Open Scenario File</source>
        <translation>打开方案文件</translation>
    </message>
    <message>
        <source>Compute Planner scenario (*.cplan);;All files (*)</source>
        <translation>算力规划器方案 (*.cplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>导入自 %1</translation>
    </message>
    <message>
        <source>Saved “%1” (revision %2).</source>
        <translation>已保存“%1”（修订版本 %2）。</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Name of the new scenario:</source>
        <translation>新方案名称：</translation>
    </message>
    <message>
        <source>A scenario named “%1” already exists; choose another name.</source>
        <translation>名为“%1”的方案已存在；请另选名称。</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>重命名为“%1”</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n scenario(s).</source>
        <translation>
            <numerusform>已删除 %n 个方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open: use the newest backup copy (%1).</source>
        <translation>打开：使用最新的备份（%1）。</translation>
    </message>
    <message>
        <source>Reset: start a new, empty library. Your file is kept next to it, renamed.</source>
        <translation>重置：新建一个空的方案库。原文件会重命名后保留在同一文件夹中。</translation>
    </message>
    <message>
        <source>Retry: try again after closing the other program or freeing space.</source>
        <translation>重试：关闭其他程序或释放磁盘空间后重试。</translation>
    </message>
    <message>
        <source>Close: quit Compute Planner without changing anything.</source>
        <translation>关闭：退出算力规划器，不做任何更改。</translation>
    </message>
    <message>
        <source>Scenario Library</source>
        <translation>方案库</translation>
    </message>
    <message>
        <source>User &amp;Guide: Worked Examples</source>
        <translation>用户指南：计算示例(&amp;G)</translation>
    </message>
    <message>
        <source>open a plan first</source>
        <translation>请先打开一个方案</translation>
    </message>
    <message>
        <source>the plan has no results yet</source>
        <translation>该方案尚无计算结果</translation>
    </message>
    <message>
        <source>this plan has no cash flows to export (no payment options)</source>
        <translation>该方案没有可导出的现金流（未选择付费方式）</translation>
    </message>
    <message>
        <source>unknown file type &apos;%1&apos;; use .pdf (report), .xlsx (workbook) or .csv (cash flows)</source>
        <translation>未知文件类型“%1”；请使用 .pdf（报告）、.xlsx（工作簿）或 .csv（现金流）</translation>
    </message>
    <message>
        <source>Export Plan</source>
        <translation>导出方案</translation>
    </message>
    <message>
        <source>PDF report (*.pdf);;Excel workbook (*.xlsx);;Monthly cash flows, CSV (*.csv)</source>
        <translation>PDF 报告 (*.pdf);;Excel 工作簿 (*.xlsx);;月度现金流 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Compare plans — Compute Planner</source>
        <translation>方案对比 — 算力规划器</translation>
    </message>
    <message>
        <source>&amp;Compare With Selected Plans…</source>
        <translation>与所选方案对比(&amp;C)…</translation>
    </message>
    <message>
        <source>Compare the open plan with the plans selected in the library (one to three)</source>
        <translation>将当前打开的规划与方案库中所选的方案（一到三个）进行对比</translation>
    </message>
    <message>
        <source>Select one to three other plans in the library to compare with this one.</source>
        <translation>请在方案库中另选一到三个方案与此规划进行对比。</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes from %2 that were not saved before the app closed. Recover them?</source>
        <translation>“%1”有 %2 的修改在应用关闭前未保存。是否恢复？</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Price Book…</source>
        <translation>价格表(&amp;P)…</translation>
    </message>
    <message>
        <source>Prices for new plans, with their sources; correct the assumptions</source>
        <translation>新方案使用的价格及其来源；请修正其中的假设值</translation>
    </message>
    <message>
        <source>Accelerator &amp;Catalog…</source>
        <translation>加速卡目录(&amp;C)…</translation>
    </message>
    <message>
        <source>Accelerator figures (TFLOP/s, memory, bandwidth) used by every plan</source>
        <translation>所有方案使用的加速卡参数（TFLOP/s、显存、带宽）</translation>
    </message>
    <message>
        <source>Your price book and catalog corrections are not in use: %1. Open Tools → Accelerator Catalog… to correct or reset them.</source>
        <translation>您对价格表和目录的修正未被使用：%1。请打开“工具 → 加速卡目录…”进行修正或重置。</translation>
    </message>
    <message>
        <source>%1 left out some fields; these defaults are used (check them in the editor):
%2</source>
        <translation>%1 缺少部分字段，已使用以下默认值（请在编辑器中核对）：
%2</translation>
    </message>
    <message>
        <source>The unsaved changes could not be discarded; they will be offered again: %1</source>
        <translation>未保存的更改无法丢弃，下次启动时会再次提供：%1</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史(&amp;H)…</translation>
    </message>
    <message>
        <source>Every saved revision of the open plan: when, by whom, and restore</source>
        <translation>当前打开方案的所有已保存修订版本：保存时间、保存者，并可恢复</translation>
    </message>
    <message>
        <source>Save to &amp;Team Library</source>
        <translation>保存到团队方案库(&amp;T)</translation>
    </message>
    <message>
        <source>Connect to &amp;Team Library</source>
        <translation>连接到团队方案库(&amp;T)</translation>
    </message>
    <message>
        <source>Try the team library again and save the open plan there (someone else&apos;s newer revision is shown first)</source>
        <translation>重新尝试连接团队方案库并将当前方案保存到其中（会先显示他人的较新修订版本）</translation>
    </message>
    <message>
        <source>Try the team library again</source>
        <translation>重新尝试连接团队方案库</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar button</comment>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>重做</translation>
    </message>
    <message>
        <source>How &amp;Accurate Is This?</source>
        <translation>准确度如何(&amp;A)？</translation>
    </message>
    <message>
        <source>Calibrate from a Pi&amp;lot Run…</source>
        <translation>根据试运行校准(&amp;L)…</translation>
    </message>
    <message>
        <source>Enter what a pilot run of the open plan&apos;s configuration measured; plans on that accelerator use it</source>
        <translation>输入按当前打开方案的配置进行试运行的实测结果；使用该加速卡的方案将采用这些结果</translation>
    </message>
    <message>
        <source>Export Board Deck</source>
        <translation>导出汇报演示文稿</translation>
    </message>
    <message>
        <source>Board deck, PowerPoint and WPS (*.pptx)</source>
        <translation>汇报演示文稿，PowerPoint 与 WPS (*.pptx)</translation>
    </message>
    <message>
        <source>Export &amp;Board Deck…</source>
        <translation>导出汇报演示文稿(&amp;B)…</translation>
    </message>
    <message>
        <source>Export the plan as PowerPoint/WPS slides with editable charts</source>
        <translation>将方案导出为含可编辑图表的 PowerPoint/WPS 幻灯片</translation>
    </message>
    <message>
        <source>The estimator&apos;s errors against published runs (in sample, cross-validated, at first contact), how often its ranges hold the published figure, and your pilot runs</source>
        <translation>估算器相对公开训练任务的误差（样本内、交叉验证、首次接触）、其区间覆盖公开值的频率，以及您的试运行</translation>
    </message>
</context>
<context>
    <name>cp::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>cp::gui::ModelPage</name>
    <message>
        <source>Model and data</source>
        <translation>模型与数据</translation>
    </message>
    <message>
        <source>Which model do you want to train or serve, and on how much data?</source>
        <translation>要训练或部署哪个模型？使用多少数据？</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>A published model</source>
        <translation>已发布的模型</translation>
    </message>
    <message>
        <source>A custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>隐藏层维度：</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <source>KV heads (0 = same as heads):</source>
        <translation>KV 头数（0 = 与注意力头数相同）：</translation>
    </message>
    <message>
        <source>FFN width (0 = 4 × hidden):</source>
        <translation>FFN 宽度（0 = 4 × 隐藏层维度）：</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <source>SwiGLU (gated FFN, three matrices)</source>
        <translation>SwiGLU（门控 FFN，三个矩阵）</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>In tokens:</source>
        <translation>按 token 数：</translation>
    </message>
    <message>
        <source>In terabytes of text:</source>
        <translation>按文本 TB 数：</translation>
    </message>
    <message>
        <source>tokens (e.g. 2.6e11)</source>
        <translation>token（如 2.6e11）</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Language of the text:</source>
        <translation>文本语言：</translation>
    </message>
    <message>
        <source>Resulting tokens:</source>
        <translation>折合 token 数：</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Chinchilla-optimal for pretraining a %1 B-parameter model: about %2 (≈ 20 tokens per parameter, Hoffmann et al. 2022). Fine-tuning needs far fewer.</source>
        <translation>按 Chinchilla 最优配比，预训练 %1B 参数的模型约需 %2（每参数 ≈ 20 个 token，Hoffmann 等，2022）。微调所需数据要少得多。</translation>
    </message>
    <message>
        <source>Enter a valid architecture to see the Chinchilla-optimal data size.</source>
        <translation>请输入有效的模型架构，以查看 Chinchilla 最优数据量。</translation>
    </message>
</context>
<context>
    <name>cp::gui::NewPlanWizard</name>
    <message>
        <source>New plan</source>
        <translation>新建规划</translation>
    </message>
</context>
<context>
    <name>cp::gui::PilotDialog</name>
    <message>
        <source>Calibrate from a Pilot Run</source>
        <translation>根据试运行校准</translation>
    </message>
    <message>
        <source>Configuration you ran (from the open plan)</source>
        <translation>您运行的配置（来自当前打开的方案）</translation>
    </message>
    <message>
        <source>What you measured (any of these)</source>
        <translation>您的实测值（任填一项或多项）</translation>
    </message>
    <message>
        <source>Or paste log lines</source>
        <translation>或粘贴日志行</translation>
    </message>
    <message>
        <source>Before and after</source>
        <translation>校准前后</translation>
    </message>
    <message>
        <source>Calibration points in this library</source>
        <translation>该方案库中的校准点</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>单卡吞吐（tokens/s）</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <extracomment>one training step (iteration), in seconds</extracomment>
        <translation>单步时间（s）</translation>
    </message>
    <message>
        <source>Peak memory per GPU (GiB)</source>
        <translation>单卡峰值显存（GiB）</translation>
    </message>
    <message>
        <source>MFU (%, optional)</source>
        <extracomment>model FLOPs utilisation in per cent, optional</extracomment>
        <translation>MFU（%，可选）</translation>
    </message>
    <message>
        <source>Paste training log lines of %1; the steady-state steps are read.</source>
        <translation>粘贴 %1 的训练日志行；将读取其中稳态阶段的训练步。</translation>
    </message>
    <message>
        <source>Read Values from the Log</source>
        <translation>从日志读取数值</translation>
    </message>
    <message>
        <source>Save Calibration Point</source>
        <translation>保存校准点</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <source>By</source>
        <translation>添加者</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Throughput ratio</source>
        <extracomment>measured / predicted throughput, e.g. ×0.80</extracomment>
        <translation>吞吐量比值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Hardware</source>
        <extracomment>%1 GPU count, %2 accelerator name</extracomment>
        <translation>硬件</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Layout</source>
        <extracomment>parallel layout: tensor, pipeline and data parallel sizes and the global batch in sequences</extracomment>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3, global batch %4</source>
        <translation>TP %1 · PP %2 · DP %3，全局批次 %4</translation>
    </message>
    <message>
        <source>Change the configuration in the plan&apos;s Inputs; the point is stored with it.</source>
        <translation>请在方案的“输入”中修改配置；校准点会与配置一同保存。</translation>
    </message>
    <message>
        <source>This plan has no training run to calibrate: %1</source>
        <translation>该方案没有可校准的训练任务：%1</translation>
    </message>
    <message>
        <source>Read from the log (%1):</source>
        <translation>从日志读取（%1）：</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the log matched.</source>
        <translation>
            <numerusform>日志中有 %n 行匹配。</numerusform>
        </translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>After calibration</source>
        <extracomment>the estimate once the correction is applied</extracomment>
        <translation>校准后</translation>
    </message>
    <message numerus="yes">
        <source>Correction for %1 from %n point(s): throughput %2, memory %3.</source>
        <extracomment>%1 accelerator name, %2 number of points, %3 and %4 factors like ×0.80</extracomment>
        <translation>
            <numerusform>%1 的修正（基于 %n 个校准点）：吞吐量 %2，显存 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Before this point: %n point(s), throughput %1, memory %2.</source>
        <translation>
            <numerusform>添加此校准点之前：%n 个校准点，吞吐量 %1，显存 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput range (P10–P90): ±%1 before, ±%2 after calibration.</source>
        <extracomment>the estimate&apos;s P10-P90 range of throughput before and after the calibration, e.g. ±24% → ±4%</extracomment>
        <translation>吞吐量区间（P10–P90）：校准前 ±%1，校准后 ±%2。</translation>
    </message>
    <message>
        <source>The narrowed range assumes a run-to-run noise of %1 (assumption: confirm with a second pilot run).</source>
        <translation>收窄后的区间假设各次运行之间的噪声为 %1（假设：请用第二次试运行确认）。</translation>
    </message>
    <message>
        <source>Measured values must be positive numbers.</source>
        <translation>实测值必须为正数。</translation>
    </message>
    <message>
        <source>Enter at least one measured value: tokens/s per GPU, step time, peak memory or MFU.</source>
        <translation>请至少输入一项实测值：单卡吞吐（tokens/s）、单步时间、峰值显存或 MFU。</translation>
    </message>
    <message>
        <source>Saved. Plans on %1 now use this calibration.</source>
        <translation>已保存。使用 %1 的方案现在将采用此校准。</translation>
    </message>
    <message>
        <source>Removed the calibration point.</source>
        <translation>已删除校准点。</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <extracomment>a throughput, tokens per second per GPU</extracomment>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <source>log (%1)</source>
        <translation>日志（%1）</translation>
    </message>
    <message>
        <source>The log is longer than %1 MiB; paste the part with the step lines.</source>
        <translation>日志超过 %1 MiB；请只粘贴包含训练步日志行的部分。</translation>
    </message>
    <message>
        <source>global batch %1 (the plan: %2)</source>
        <translation>全局批次 %1（方案中为 %2）</translation>
    </message>
    <message>
        <source>sequence length %1 (the plan: %2)</source>
        <translation>序列长度 %1（方案中为 %2）</translation>
    </message>
    <message>
        <source>%1 GPUs (the plan: %2)</source>
        <translation>%1 张 GPU（方案中为 %2）</translation>
    </message>
    <message>
        <source>The log ran %1; set the plan to the run&apos;s configuration, then read the log again.</source>
        <translation>日志中的训练为 %1；请先把方案改成该次训练的配置，再重新读取日志。</translation>
    </message>
</context>
<context>
    <name>cp::gui::PlanEditor</name>
    <message>
        <source>Model and data</source>
        <translation>模型与数据</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>SwiGLU (gated FFN)</source>
        <translation>SwiGLU（门控 FFN）</translation>
    </message>
    <message>
        <source>Change SwiGLU</source>
        <translation>修改 SwiGLU</translation>
    </message>
    <message>
        <source>Training mode</source>
        <translation>训练模式</translation>
    </message>
    <message>
        <source>Hardware and network</source>
        <translation>硬件与网络</translation>
    </message>
    <message>
        <source>Change accelerators</source>
        <translation>修改加速卡</translation>
    </message>
    <message>
        <source>Budget, deadline and financing</source>
        <translation>预算、期限与融资</translation>
    </message>
    <message>
        <source>Change options</source>
        <translation>修改对比方案</translation>
    </message>
    <message>
        <source>Finance the build with a loan</source>
        <translation>自建资金使用贷款</translation>
    </message>
    <message>
        <source>Change loan</source>
        <translation>修改贷款</translation>
    </message>
    <message>
        <source>Main cost drivers</source>
        <translation>主要成本因素</translation>
    </message>
    <message>
        <source>8-GPU server price (CNY):</source>
        <translation>8 卡服务器价格（元）：</translation>
    </message>
    <message>
        <source>Electricity tariff (CNY/kWh):</source>
        <translation>电价（元/kWh）：</translation>
    </message>
    <message>
        <source>PUE:</source>
        <translation>PUE：</translation>
    </message>
    <message>
        <source>Residual value after 36 months:</source>
        <translation>36 个月后残值：</translation>
    </message>
    <message>
        <source>Demand profile</source>
        <translation>需求曲线</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>auto (planner&apos;s choice)</source>
        <translation>自动（由规划器选择）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 · %2 GB</source>
        <translation>%1 · %2 GB</translation>
    </message>
    <message>
        <source>Use Current Prices</source>
        <translation>使用当前价格</translation>
    </message>
    <message>
        <source>Use current prices</source>
        <translation>使用当前价格</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) of this plan differ from your current price book (%1). The plan keeps the prices it was made with until you choose to use the current ones.</source>
        <translation>
            <numerusform>本方案有 %n 项价格与当前价格表不同（%1）。在您选择使用当前价格之前，方案保留创建时的价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>an editor row&apos;s label: a field&apos;s name (and unit) followed by a colon</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Utilisation does not count: the plan&apos;s work (Demand profile) makes the demand. Remove the workloads to use it, or change the &quot;other work&quot; there.</source>
        <translation>利用率不参与计算：需求由方案的工作内容（需求曲线）决定。要使用利用率，请删除工作负载，或在那里修改“其他工作”。</translation>
    </message>
    <message>
        <source>The work the GPUs do:</source>
        <translation>GPU 承担的工作：</translation>
    </message>
    <message>
        <source>Add a training run</source>
        <translation>添加训练任务</translation>
    </message>
    <message>
        <source>Add serving</source>
        <translation>添加服务负载</translation>
    </message>
    <message>
        <source>Add other work</source>
        <translation>添加其他工作</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>The work above makes the demand: the utilisation and the monthly demand do not count while the plan lists its work.</source>
        <translation>需求由上面的工作内容决定：方案列出工作内容时，利用率和每月需求不参与计算。</translation>
    </message>
    <message>
        <source>No work listed: the demand comes from the utilisation and the monthly demand below.</source>
        <translation>未列出工作内容：需求来自下面的利用率和每月需求。</translation>
    </message>
    <message>
        <source>25% standard</source>
        <translation>25% 标准税率</translation>
    </message>
    <message>
        <source>25%: the standard rate, Enterprise Income Tax Law (企业所得税法) Article 4.</source>
        <translation>25%：标准税率，《企业所得税法》第四条。</translation>
    </message>
    <message>
        <source>15% high-tech</source>
        <translation>15% 高新技术企业</translation>
    </message>
    <message>
        <source>15%: a state-supported high and new technology enterprise (高新技术企业), Enterprise Income Tax Law Article 28.</source>
        <translation>15%：国家需要重点扶持的高新技术企业，《企业所得税法》第二十八条。</translation>
    </message>
    <message>
        <source>5% small low-profit</source>
        <translation>5% 小型微利企业</translation>
    </message>
    <message>
        <source>5% effective: a small low-profit enterprise (小型微利企业) pays 20% on 25% of its taxable income, MOF and STA Announcement No. 12 of 2023 (财政部 税务总局公告2023年第12号).</source>
        <translation>实际 5%：小型微利企业减按 25% 计入应纳税所得额，按 20% 的税率缴纳（财政部 税务总局公告2023年第12号）。</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税务</translation>
    </message>
    <message>
        <source>Change income tax rate</source>
        <translation>修改所得税税率</translation>
    </message>
    <message>
        <source>A rate of your own: state its basis in the plan&apos;s notes.</source>
        <translation>自定税率：请在方案备注中写明依据。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator between price names</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>All fields</source>
        <translation>全部字段</translation>
    </message>
    <message>
        <source>Show every input, also those that do not apply to this plan&apos;s work (LoRA settings for a full fine-tune, MoE settings for a dense model, serving load for a training run)</source>
        <translation>显示所有输入项，包括与本方案工作无关的字段（全参数微调的 LoRA 设置、稠密模型的 MoE 设置、训练任务的推理负载）</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
</context>
<context>
    <name>cp::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Scenario &amp;library:</source>
        <translation>方案库(&amp;L)：</translation>
    </message>
    <message>
        <source>Choose the library file</source>
        <translation>选择方案库文件</translation>
    </message>
    <message>
        <source>The language changes at once. A different library file is opened (or created) when you press OK; the current one is kept as it is.</source>
        <translation>界面语言会立即切换。按“确定”后才会打开（或新建）另一个方案库文件；当前文件保持不变。</translation>
    </message>
    <message>
        <source>Scenario Library</source>
        <translation>方案库</translation>
    </message>
    <message>
        <source>Scenario library (*.sqlite);;All files (*)</source>
        <translation>方案库 (*.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Enter the team library&apos;s address as postgresql://USER@HOST:PORT/DBNAME.</source>
        <translation>请输入团队方案库地址，格式为 postgresql://USER@HOST:PORT/DBNAME。</translation>
    </message>
    <message>
        <source>The password in the address is not used or kept; put it in PGPASSWORD or ~/.pgpass.</source>
        <translation>地址中的密码不会被使用或保存；请将其放在 PGPASSWORD 或 ~/.pgpass 中。</translation>
    </message>
    <message>
        <source>Team library</source>
        <translation>团队方案库</translation>
    </message>
    <message>
        <source>Open my &amp;personal library (the file above)</source>
        <translation>打开我的个人方案库（上面的文件）(&amp;P)</translation>
    </message>
    <message>
        <source>Open the &amp;team library (a PostgreSQL server)</source>
        <translation>打开团队方案库（PostgreSQL 服务器）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Encryption (sslmode):</source>
        <translation>加密（sslmode）(&amp;E)：</translation>
    </message>
    <message>
        <source>No password is kept by Compute Planner: it comes from the PGPASSWORD environment variable or your ~/.pgpass file, as for psql.</source>
        <translation>Compute Planner 不保存密码：密码来自 PGPASSWORD 环境变量或您的 ~/.pgpass 文件，与 psql 相同。</translation>
    </message>
    <message>
        <source>Test &amp;Connection</source>
        <translation>测试连接(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cp::gui::PriceBookDialog</name>
    <message>
        <source>Price book</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>Export price book</source>
        <translation>导出价格表</translation>
    </message>
    <message>
        <source>Import price book</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>Reset price book</source>
        <translation>重置价格表</translation>
    </message>
    <message>
        <source>Remove all your price edits and return to the built-in prices?</source>
        <translation>要清除您对价格所做的全部修改，恢复为内置价格吗？</translation>
    </message>
    <message>
        <source>Show prices at tier:</source>
        <translation>显示价格档位：</translation>
    </message>
    <message>
        <source>Prices used for new plans (a saved plan keeps the prices it was made with, so its numbers do not change under it). Entries marked &quot;assumption&quot; have no public source: confirm or correct them. Double-click a value to edit it. Each entry has a low (cheapest seller), typical (market average) and high (hyperscaler list) figure; a plan uses its own tier (typical unless set). A value shaded orange is out of order with other prices (a lease dearer than renting by the month, for example): allowed, but its tooltip says why.</source>
        <translation>新方案使用的价格（已保存的方案会保留创建时所用的价格，因此其数字不会随之改变）。标记为“假设”的条目没有公开来源：请确认或更正。双击数值即可编辑。每个条目都有低（最便宜的卖家）、典型（市场均价）和高（超大规模云厂商标价）三个数值；方案使用其自身的价格档位（未设置时为典型）。以橙色底纹显示的数值与其他价格的高低顺序不符（例如租赁比包月租用更贵）：这是允许的，但其工具提示会说明原因。</translation>
    </message>
</context>
<context>
    <name>cp::gui::PriceBookModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the column &apos;%2&apos; is missing</source>
        <translation>%1：缺少“%2”列</translation>
    </message>
    <message>
        <source>line %1: value %2</source>
        <translation>第 %1 行：数值%2</translation>
    </message>
    <message>
        <source>line %1: the key is empty</source>
        <translation>第 %1 行：键为空</translation>
    </message>
    <message>
        <source>Out of order with other prices (allowed, but the verdict and report list it):
%1</source>
        <translation>与其他价格的高低顺序不一致（允许，但结论和报告中会列出）：
%1</translation>
    </message>
    <message>
        <source>%1: unknown column &apos;%2&apos;; the columns are %3</source>
        <extracomment>%1 the file, %2 a column name, %3 the allowed columns</extracomment>
        <translation>%1：未知列“%2”；可用的列为 %3</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <extracomment>%1 a line of the CSV file, %2 its column, %3 what is wrong</extracomment>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
</context>
<context>
    <name>cp::gui::PriceColumnsModel</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Confidence</source>
        <extracomment>confidence of a price (found, assumption ...)</extracomment>
        <translation>可信度</translation>
    </message>
    <message>
        <source>confirmed by you</source>
        <translation>已由您确认</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>假设值</translation>
    </message>
    <message>
        <source>found</source>
        <comment>price confidence: read off a primary public source</comment>
        <translation>公开来源</translation>
    </message>
    <message>
        <source>secondary source</source>
        <comment>price confidence</comment>
        <translation>二手来源</translation>
    </message>
    <message>
        <source>uncertain</source>
        <comment>price confidence: conflicting or community-reported figures</comment>
        <translation>不确定</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>No public source: confirm or enter this figure.</source>
        <translation>无公开来源：请确认或填写此数值。</translation>
    </message>
    <message>
        <source>%1
Key: %2</source>
        <extracomment>tooltip of a price&apos;s name: the name, then its price-book key</extracomment>
        <translation>%1
键：%2</translation>
    </message>
</context>
<context>
    <name>cp::gui::PricesModel</name>
    <message>
        <source>Change price %1</source>
        <translation>修改价格 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1
Price book key: %2</source>
        <translation>%1
价格表键：%2</translation>
    </message>
</context>
<context>
    <name>cp::gui::ProgrammeView</name>
    <message>
        <source>Each pool&apos;s cost and share of the programme</source>
        <translation>各资源池的成本及其在算力计划中的占比</translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <extracomment>%1 the pool&apos;s cost on the basis and its share of the programme</extracomment>
        <translation>成本：%1</translation>
    </message>
    <message>
        <source>Workloads: none</source>
        <translation>工作负载：无</translation>
    </message>
    <message>
        <source>Workloads: %1</source>
        <translation>工作负载：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>What would change the decision: %1</source>
        <translation>什么会改变决策：%1</translation>
    </message>
    <message>
        <source>Pool id in the plan: %1</source>
        <extracomment>the tooltip of a pool&apos;s box: %1 the pool&apos;s id as the plan file writes it</extracomment>
        <translation>方案中的资源池 ID：%1</translation>
    </message>
</context>
<context>
    <name>cp::gui::ReviewPage</name>
    <message>
        <source>custom: %1 layers, hidden %2, %3 heads, vocabulary %4</source>
        <translation>自定义：%1 层，隐藏层维度 %2，%3 个注意力头，词表 %4</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source> (from %1 TB of %2)</source>
        <translation>（来自 %1 TB %2）</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>, rank %1</source>
        <translation>，秩 %1</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>训练模式</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 prompt + %3 output tokens, latency target %4 ms</source>
        <translation>%1 请求/秒，提示词 %2 + 输出 %3 token，延迟目标 %4 ms</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>planner&apos;s choice</source>
        <translation>由规划器选择</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无期限</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>优化目标</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>对比方案</translation>
    </message>
    <message>
        <source>Cloud billing</source>
        <translation>云上计费方式</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>贴现率</translation>
    </message>
    <message>
        <source>%1 % per year</source>
        <translation>每年 %1 %</translation>
    </message>
    <message>
        <source>Review and create</source>
        <translation>检查并创建</translation>
    </message>
    <message>
        <source>Check the choices, name the plan and press Finish.</source>
        <translation>请检查所选内容，为规划命名，然后点击“完成”。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>comma-separated, e.g. fine-tune, 2026 budget</source>
        <translation>以逗号分隔，例如：微调，2026 年预算</translation>
    </message>
    <message>
        <source>Plan name:</source>
        <translation>规划名称：</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Plan name</source>
        <translation>规划名称</translation>
    </message>
    <message>
        <source>The work</source>
        <translation>工作内容</translation>
    </message>
    <message>
        <source>the months the runs take</source>
        <translation>运行所需的月数</translation>
    </message>
</context>
<context>
    <name>cp::gui::Session</name>
    <message>
        <source>Opened revision %1 of “%2”; your changes were dropped.</source>
        <translation>已打开“%2”的修订版本 %1；您的更改已放弃。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>“%1” was not saved: revision %2 was saved by someone else in the meantime.</source>
        <translation>“%1”未保存：在此期间其他人保存了修订版本 %2。</translation>
    </message>
    <message>
        <source>This library was opened for reading only; nothing can be saved to it.</source>
        <translation>此方案库以只读方式打开，无法向其中保存任何内容。</translation>
    </message>
    <message>
        <source>You can read this team library but not change it (your role is viewer): saving, importing, editing, renaming and deleting plans are turned off. Ask a team library admin for the editor role.</source>
        <translation>您可以读取此团队方案库，但不能修改（您的角色是查看者）：保存、导入、编辑、重命名和删除方案均已禁用。请向团队方案库管理员申请编辑者角色。</translation>
    </message>
    <message>
        <source>The team library %1 cannot be reached (%2). You are working offline in your personal library; choose File → Connect to Team Library when the server is back.</source>
        <translation>无法连接团队方案库 %1（%2）。您正在个人方案库中离线工作；服务器恢复后，请选择“文件 → 连接到团队方案库”。</translation>
    </message>
    <message>
        <source>The team library %1 cannot be opened: %2 Your personal library is open instead.</source>
        <translation>无法打开团队方案库 %1：%2 已改为打开您的个人方案库。</translation>
    </message>
    <message>
        <source>The team library cannot be reached (%1), and neither can your personal library (%2): keep Compute Planner open until the server is back, or export the plan.</source>
        <translation>无法连接团队方案库（%1），也无法访问您的个人方案库（%2）：请保持 Compute Planner 打开直到服务器恢复，或导出方案。</translation>
    </message>
    <message>
        <source>The team library cannot be reached (%1). “%2” stays open and editable; your changes are kept as a draft in your personal library. Choose File → Save to Team Library when the server is back.</source>
        <translation>无法连接团队方案库（%1）。“%2”仍保持打开且可编辑；您的更改将作为草稿保存在个人方案库中。服务器恢复后，请选择“文件 → 保存到团队方案库”。</translation>
    </message>
    <message>
        <source>the team library</source>
        <translation>团队方案库</translation>
    </message>
    <message>
        <source>your personal library</source>
        <translation>您的个人方案库</translation>
    </message>
    <message>
        <source>Copy Plans</source>
        <translation>复制方案</translation>
    </message>
    <message numerus="yes">
        <source>Copy %n plan(s) with all their revisions to %1?</source>
        <translation>
            <numerusform>将 %n 个方案及其全部修订版本复制到 %1？</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was copied: %1</source>
        <translation>未复制任何内容：%1</translation>
    </message>
    <message>
        <source>“%1” was not copied: %2</source>
        <translation>“%1”未复制：%2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n plan(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 个方案复制到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected: your role is %1; schema version %2.</source>
        <translation>已连接：您的角色是 %1；架构版本 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Copy %n plan(s) to the team library? Each arrives there as one new revision by you, with its history here quoted in that revision&apos;s comment.</source>
        <translation>
            <numerusform>将 %n 个方案复制到团队方案库？每个方案在那里都会成为由你保存的一个新修订，其在此处的历史记录会引用在该修订的说明中。</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is no longer in the library: it was renamed or deleted. It has been removed from Recently opened.</source>
        <translation>“%1”已不在方案库中：它已被重命名或删除。已将其从“最近打开”中移除。</translation>
    </message>
</context>
<context>
    <name>cp::gui::TrainingPage</name>
    <message>
        <source>Training mode</source>
        <translation>训练模式</translation>
    </message>
    <message>
        <source>Pretraining, fine-tuning or serving; the numeric precision and how activations are kept.</source>
        <translation>预训练、微调或推理服务；以及数值精度和激活值的保存方式。</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>优化器：</translation>
    </message>
    <message>
        <source>Gradient checkpointing:</source>
        <translation>梯度检查点：</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>全局批次：</translation>
    </message>
    <message>
        <source>Inference load</source>
        <translation>推理负载</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>ms (0 = no target)</source>
        <translation>ms（0 = 无目标）</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Peak load:</source>
        <translation>峰值负载：</translation>
    </message>
    <message>
        <source>Latency target:</source>
        <translation>延迟目标：</translation>
    </message>
    <message>
        <source>Prompt length:</source>
        <translation>提示词长度：</translation>
    </message>
    <message>
        <source>Output length:</source>
        <translation>输出长度：</translation>
    </message>
    <message>
        <source>Let the planner choose</source>
        <translation>由规划器选择</translation>
    </message>
    <message>
        <source>The work</source>
        <translation>工作内容</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>The model serves users: the numeric precision, the peak load and the response lengths.</source>
        <translation>模型为用户提供推理服务：数值精度、峰值负载以及请求与回答的长度。</translation>
    </message>
</context>
<context>
    <name>cp::gui::WorkPage</name>
    <message>
        <source>The work</source>
        <translation>工作内容</translation>
    </message>
    <message>
        <source>What the GPUs will do. The costs are those of this work: a one-off run costs the run, not years of an idle cluster.</source>
        <translation>GPU 要做什么。成本就是这些工作的成本：一次性任务只计这次运行，而不是闲置集群多年的费用。</translation>
    </message>
    <message>
        <source>The training run</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>次</translation>
    </message>
    <message>
        <source>months (0 = back to back)</source>
        <translation>个月（0 = 连续运行）</translation>
    </message>
    <message>
        <source>Is this a one-off run?</source>
        <translation>这是一次性任务吗？</translation>
    </message>
    <message>
        <source>How many runs:</source>
        <translation>运行次数：</translation>
    </message>
    <message>
        <source>How often:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <source>Will the cluster serve users afterwards?</source>
        <translation>之后集群是否要对外提供服务？</translation>
    </message>
    <message>
        <source>The load is the one on the previous page.</source>
        <translation>负载即上一页填写的负载。</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>a month (0.05 = +5 %)</source>
        <translation>每月（0.05 = +5%）</translation>
    </message>
    <message>
        <source>Requests per second:</source>
        <translation>每秒请求数：</translation>
    </message>
    <message>
        <source>Prompt length:</source>
        <translation>提示长度：</translation>
    </message>
    <message>
        <source>Answer length:</source>
        <translation>回答长度：</translation>
    </message>
    <message>
        <source>Hours a day:</source>
        <translation>每天小时数：</translation>
    </message>
    <message>
        <source>Growth:</source>
        <translation>增长：</translation>
    </message>
    <message>
        <source>Other work on the same GPUs</source>
        <translation>同一批 GPU 上的其他工作</translation>
    </message>
    <message>
        <source>GPU-hours a month</source>
        <translation>每月卡时</translation>
    </message>
    <message>
        <source>Known load:</source>
        <translation>已知负载：</translation>
    </message>
    <message>
        <source>Yes, it runs once</source>
        <translation>是，只运行一次</translation>
    </message>
    <message>
        <source>No, it runs a number of times</source>
        <translation>否，要运行若干次</translation>
    </message>
    <message>
        <source>No, it repeats until the horizon ends</source>
        <translation>否，会一直重复到期限结束</translation>
    </message>
</context>
<context>
    <name>cp::gui::WorkloadsModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a column&apos;s label and its unit, e.g. &quot;Hours a day (hours)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除%1</translation>
    </message>
</context>
<context>
    <name>cp::units</name>
    <message>
        <source>n/a</source>
        <comment>value not available</comment>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1 B CNY</source>
        <translation>%1 B CNY</translation>
    </message>
    <message>
        <source>%1 M CNY</source>
        <translation>%1 M CNY</translation>
    </message>
    <message>
        <source>%1 k CNY</source>
        <translation>%1 k CNY</translation>
    </message>
    <message>
        <source>%1 CNY</source>
        <translation>%1 元</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 千瓦时</translation>
    </message>
    <message>
        <source>B CNY</source>
        <comment>billions of yuan</comment>
        <translation>十亿元</translation>
    </message>
    <message>
        <source>M CNY</source>
        <comment>millions of yuan</comment>
        <translation>百万元</translation>
    </message>
    <message>
        <source>k CNY</source>
        <comment>thousands of yuan</comment>
        <translation>千元</translation>
    </message>
    <message>
        <source>CNY</source>
        <translation>元</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <extracomment>data rates, decimal units (1 KB = 1,000 bytes)</extracomment>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 KB/s</source>
        <translation>%1 KB/s</translation>
    </message>
    <message>
        <source>%1 B/s</source>
        <translation>%1 B/s</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compute Planner: plan GPU/NPU compute for large models and its 3-year total cost of ownership.</source>
        <translation>算力规划器：为大模型规划 GPU/NPU 算力及其三年总拥有成本。</translation>
    </message>
    <message>
        <source>A .cplan scenario file to open.</source>
        <translation>要打开的 .cplan 方案文件。</translation>
    </message>
</context>
</TS>
