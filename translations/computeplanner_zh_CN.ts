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
