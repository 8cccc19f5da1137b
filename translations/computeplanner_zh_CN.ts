<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation type="unfinished"></translation>
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
    <name>cp::Tco</name>
    <message>
        <source>GPU server price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud and lease prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation (demand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity tariff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <extracomment>Power usage effectiveness of the data centre</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <extracomment>Preemptible cloud capacity sold at a discount</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bare-metal lease (local computing centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid (owned core + cloud burst)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overflow to cloud on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of the last commitment term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart overhead (work redone after preemptions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers (NVSwitch baseboard included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs and InfiniBand switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room retrofit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power-capacity expansion fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance and spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan proceeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan principal repayment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bare-metal lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of the minimum lease term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resale value at the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range; allowed %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed; use 1 or 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name at least one option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price book has no value for this key; add one with an override (--override %1=VALUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building never breaks even against cloud on demand within %1 months, even at full utilisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building breaks even in month %1 if utilisation stays above %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building does not break even within %1 months at the planned demand; it needs utilisation above %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand is sustained for %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilisation is high (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dedicated operations team is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data must stay on your own premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheap, stable rack space and power are available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand comes in phases with peaks and valleys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team is small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you want to try several GPU types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you prefer to pay as you go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sustained base load with bursts on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cheapest mix owns %1 GPUs and bursts the rest to the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs within %2 of the cheapest option (%3), and the checklist points to it: NPV %4, %5 in cash over %6 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the lowest cost over %2 months: NPV %3, %4 in cash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checklist points to %1, but it costs %2 more (NPV) than %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is %1 CNY per GPU-hour used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data must stay on your own premises, so public-cloud options were not recommended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison of %1 and %2 is most sensitive to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist points to building: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist points to the cloud: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist points to a hybrid: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the prices used are assumptions you must confirm: %2.</source>
        <translation type="unfinished"></translation>
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
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>PNG encoding failed</source>
        <translation>PNG 编码失败</translation>
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
        <source>--options: &apos;%1&apos; is not allowed; use a comma-separated list of on_demand,commitment,spot,lease,build,hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--options: name at least one of on_demand,commitment,spot,lease,build,hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--campaign: &apos;%1&apos; is not allowed; use MONTH:GPU_HOURS[:MONTHS] with MONTH and MONTHS from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--override: &apos;%1&apos; is not allowed; use KEY=VALUE with a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demand: &apos;%1&apos; is not allowed; use steady|peaks|growing|plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--hybrid-core: &apos;%1&apos; is not allowed; use build|lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--commitment-term: &apos;%1&apos; is not allowed; use 1|12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month 0 is upfront, months 1..H are end-of-month flows; NPV discounts month m by (1+r)^(-m/12); resale at the horizon is reported apart from monthly[] and subtracted in total and NPV; break-even is the last crossing of the cumulative cash curves, linearly interpolated; USD converted at fx.usd_cny; loan monthly rate = annual rate / 12, annuity repayment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the total cost of ownership of cloud, lease, self-build and hybrid options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; this command takes only flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare 3-year TCO of cloud, lease, self-build and hybrid options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator id from the catalog (default h100-sxm-80gb).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the fleet for commitment, lease and build (default 64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon in months, 1 to 60 (default 36).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar month of horizon month 1, 1 to 12 (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand as a share of the fleet&apos;s hours, 0 to 1 (default 0.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand profile: steady, peaks, growing or plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean monthly GPU-hours (overrides --utilisation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training campaign for --demand plan: MONTH:GPU_HOURS[:MONTHS] (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning base load per month for --demand plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference base load per month for --demand plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual discount rate for NPV, 0 to 1 (default 0.08).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tornado range: +/- this share of each driver (default 0.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated options: on_demand,commitment,spot,lease,build,hybrid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud commitment term in months: 1 or 12 (default 12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid core: build or lease (default build).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot: hours between checkpoints (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-build operations staff, FTE (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own staff for a leased cluster, FTE (default 0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-build parallel storage, usable TB (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-build internet bandwidth, Mbps (default 200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finance this share of the self-build capex with an annuity loan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan nominal annual rate (monthly rate = annual / 12; default 0.045).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan term in months (default 36).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours of one training run, for cost per run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens of that run, for cost per million tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price-book override KEY=VALUE in the key&apos;s unit and currency (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: a dedicated operations team is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: data must stay on own premises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: cheap, stable rack space and power are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: the team is small.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: want to try several GPU types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: prefer to pay as you go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset id: llama2-7b, llama3-70b, qwen2.5-72b, deepseek-v3 ... (an unknown id lists them all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: transformer layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: hidden size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: attention heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: key/value heads (GQA); default = heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: FFN width; default 4 x hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: gated (SwiGLU) FFN with untied embeddings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model: vocabulary size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens for the whole run: 2e12, 2T, 1.4T.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training data in TB of raw text, instead of --tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of --dataset-tb: english (4 B/token) or chinese (4.2 B/token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pretrain|full|lora|qlora.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bf16|fp16|fp8|tf32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator id from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs/NPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-node fabric id from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node; default from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage 0-3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none|selective|full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes|no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved pipeline stages per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size in sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch in sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow tensor parallelism across nodes and uneven pipeline stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required; use a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset: &apos;%1&apos; is not allowed; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accelerator is required; use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate memory per GPU, step time, MFU and time-to-train. Layout flags left out are chosen for the best throughput that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; every input is a --flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate memory, step time, MFU and time-to-train for a training run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::estimate</name>
    <message>
        <source>unknown accelerator &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished">必须至少为 1</translation>
    </message>
    <message>
        <source>unknown network &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 (default) or positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1 for LoRA/QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no FP8 tensor cores; use bf16|fp16|tf32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid layout: check that the GPU count, heads, layers and global batch are divisible by the fixed layout fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no layout fits in %1 GiB per GPU; the smallest needs %2 GiB (tp %3, pp %4, dp %5, ZeRO-%6, %7 recompute, micro-batch %8): use more GPUs, a larger card, LoRA/QLoRA or a shorter sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not divide the %2 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than the %2 GPUs in a node; tensor parallelism across nodes is very slow (force it to allow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp x interleave = %1 does not divide the %2 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp x pp x dp = %1 must equal (or, with fields left open, divide) the %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-%1 cannot be combined with pipeline parallelism; use 0 or 1 with pp &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interleaved stages need pp &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences is not a multiple of micro-batch x dp = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences is not a multiple of the micro-batch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp x pp x dp = %1 x %2 x %3 = %4 must equal the %5 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp x interleave = %1 is more than the %2 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp x interleave = %1 does not divide the %2 layers (allow uneven stages to accept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence parallelism needs tp &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no network given: assumed %1 between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no global batch given: assumed about 4M tokens per step (%1 sequences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no layout fits in memory: showing the one that needs the least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uneven pipeline stages: the busiest stage holds %1 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-head latent attention approximated by its parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE: experts sharded over data-parallel ranks; all-to-all traffic not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt and output tokens must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request rate and latency targets must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must divide the %2 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s weights do not fit on %1 cards of %2 with room for one request&apos;s KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number of at least 1 (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not divisible by the %2 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must divide the number of heads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 (meaning 4 x hidden) or positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mixture-of-experts model needs 1 &lt;= top-k &lt;= experts, an expert FFN width and 0 &lt;= dense layers &lt;= layers</source>
        <translation type="unfinished"></translation>
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
    <name>cp::gui::MainWindow</name>
    <message>
        <source>Compute Planner</source>
        <translation>算力规划器</translation>
    </message>
    <message>
        <source>Search scenarios</source>
        <translation>搜索方案</translation>
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
</context>
<context>
    <name>cp::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
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
