#include "app/gui/editor/planeditor.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/demandmodel.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/pricesmodel.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "core/bridge/engineinputs.h"
#include "core/estimate/model.h"
#include "core/catalog/catalog.h"
#include "core/scenario/presets.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace cp::gui {

namespace {

int nextMergeId()
{
    static int id = 10000;
    return ++id;
}

// The architecture to show: the custom one, or the preset's (read-only) for a preset.
ModelSection analysisModel(const Scenario &s)
{
    if (s.model.isCustom())
        return s.model;
    ModelSection m = s.model;
    if (const Expected<estimate::ModelSpec> spec = estimate::preset(s.model.preset)) {
        m.layers = spec->layers;
        m.hidden = spec->hidden;
        m.heads = spec->heads;
        m.kvHeads = spec->kvHeads;
        m.ffn = spec->ffn;
        m.vocab = spec->vocab;
        m.swiglu = spec->gated;
        m.experts = spec->experts;
        m.topK = spec->topK;
    }
    return m;
}

std::optional<double> opt(const std::optional<int> &v) { return v ? std::optional<double>(*v) : std::nullopt; }
std::optional<int> toInt(std::optional<double> v) { return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt; }

QString gpuPriceKey(const Scenario &s) { return QStringLiteral("server.%1.8gpu").arg(bridge::primaryAccelerator(s)); }
QString tariffKey() { return QStringLiteral("power.tariff.zhejiang"); }
QString pueKey() { return QStringLiteral("power.pue.colo"); }
QString residualKey() { return QStringLiteral("residual.after_36_months"); }

std::optional<double> priceValue(const Scenario &s, const QString &key)
{
    for (const PriceSnapshotEntry &p : s.prices) {
        if (p.key == key)
            return p.value;
    }
    if (const PriceEntry *e = Catalog::builtIn().price(key))
        return e->value;
    return std::nullopt;
}

void setPriceValue(Scenario &s, const QString &key, std::optional<double> value)
{
    for (PriceSnapshotEntry &p : s.prices) {
        if (p.key == key) {
            p.value = value;
            p.confidence = userConfirmedConfidence();
            return;
        }
    }
    const PriceEntry *e = Catalog::builtIn().price(key);
    PriceSnapshotEntry entry = e ? snapshotEntry(*e) : PriceSnapshotEntry { key, {}, {}, {}, {}, {}, {} };
    entry.value = value;
    entry.confidence = userConfirmedConfidence();
    s.prices << entry;
}

} // namespace

// --- SliderField -----------------------------------------------------------------------------

SliderField::SliderField(const QString &rulePath, double min, double max, int decimals, QWidget *parent)
    : QWidget(parent)
    , m_min(min)
    , m_max(max)
    , m_decimals(decimals)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_box(new FieldEdit(rulePath))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_slider->setRange(0, 1000);
    m_slider->setMinimumWidth(160);
    m_box->setDecimals(decimals);
    m_box->setPlaceholder(QStringLiteral("–"));
    m_box->setMaximumWidth(200);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_box);
    connect(m_slider, &QSlider::sliderPressed, this, [this] { m_mergeId = nextMergeId(); });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { m_mergeId = -1; });
    connect(m_slider, &QSlider::valueChanged, this, [this] {
        if (m_setting)
            return;
        const double v = sliderValue();
        m_box->setValue(v);
        emit changed(v, m_slider->isSliderDown() ? m_mergeId : -1);
    });
    connect(m_box, &FieldEdit::committed, this, [this] {
        if (m_box->value())
            emit changed(*m_box->value(), -1);
    });
}

QAbstractSlider *SliderField::slider() const { return m_slider; }

double SliderField::sliderValue() const
{
    const double v = m_min + (m_max - m_min) * m_slider->value() / 1000.0;
    const double scale = std::pow(10.0, m_decimals);
    return std::round(v * scale) / scale;
}

void SliderField::setValue(std::optional<double> value)
{
    m_setting = true;
    setEnabled(value.has_value());
    if (value)
        m_slider->setValue(static_cast<int>(std::lround((std::clamp(*value, m_min, m_max) - m_min) / (m_max - m_min) * 1000.0)));
    m_box->setValue(value);
    m_setting = false;
}

// --- PlanEditor ------------------------------------------------------------------------------

PlanEditor::PlanEditor(PlanDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("planEditor"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_message = new MessageBar;
    outer->addWidget(m_message);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *content = new QWidget;
    scroll->setWidget(content);
    auto *grid = new QGridLayout(content);
    auto group = [this](std::function<QString()> title) {
        auto *box = m_tx.title(new QGroupBox, std::move(title));
        return std::pair { box, new QFormLayout(box) };
    };

    // Model and data
    auto [modelBox, mf] = group([this] { return tr("Model and data"); });
    QStringList presetChoices = modelPresetIds();
    presetChoices.prepend(QStringLiteral("custom"));
    auto *preset = choice(mf, QStringLiteral("model.preset"), [this] { return tr("Model:"); },
        [presetChoices] { return presetChoices; },
        [](const Scenario &s) { return s.model.preset; },
        [](Scenario &s, const QString &v) { s.model.preset = v; });
    m_refillCombos.push_back([preset, presetChoices] {
        const QString current = preset->currentData().toString();
        const bool b = preset->blockSignals(true);
        preset->clear();
        for (const QString &id : presetChoices)
            preset->addItem(id == QLatin1String("custom") ? tr("Custom architecture") : presetText(id), id);
        preset->blockSignals(b);
        selectChoice(preset, current);
    });
    auto customInt = [&](const char *path, std::function<QString()> label, int ModelSection::*member) {
        auto *f = number(mf, QString::fromLatin1(path), std::move(label),
            [member](const Scenario &s) { return std::optional<double>(analysisModel(s).*member); },
            [member](Scenario &s, std::optional<double> v) { s.model.*member = static_cast<int>(v.value_or(0)); });
        m_refresh.push_back([this, f] { f->setEnabled(m_document->scenario().model.isCustom()); });
    };
    customInt("model.layers", [this] { return tr("Layers:"); }, &ModelSection::layers);
    customInt("model.hidden", [this] { return tr("Hidden size:"); }, &ModelSection::hidden);
    customInt("model.heads", [this] { return tr("Attention heads:"); }, &ModelSection::heads);
    customInt("model.kv_heads", [this] { return tr("KV heads:"); }, &ModelSection::kvHeads);
    customInt("model.ffn", [this] { return tr("FFN width:"); }, &ModelSection::ffn);
    customInt("model.vocab", [this] { return tr("Vocabulary:"); }, &ModelSection::vocab);
    customInt("model.experts", [this] { return tr("Experts (MoE):"); }, &ModelSection::experts);
    customInt("model.top_k", [this] { return tr("Experts per token:"); }, &ModelSection::topK);
    auto *swiglu = m_tx.text(new QCheckBox, [this] { return tr("SwiGLU (gated FFN)"); });
    mf->addRow(QString(), swiglu);
    m_refresh.push_back([this, swiglu] {
        swiglu->setChecked(analysisModel(m_document->scenario()).swiglu);
        swiglu->setEnabled(m_document->scenario().model.isCustom());
    });
    connect(swiglu, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing)
            tryEdit(tr("Change SwiGLU"), QStringLiteral("model"), [on](Scenario &s) { s.model.swiglu = on; });
    });
    number(mf, QStringLiteral("training.tokens"), [this] { return tr("Training tokens:"); },
        [](const Scenario &s) { return s.training.tokens; },
        [](Scenario &s, std::optional<double> v) { s.training.tokens = v; }, true);
    number(mf, QStringLiteral("training.dataset_tb"), [this] { return tr("Dataset (TB):"); },
        [](const Scenario &s) { return s.training.datasetTb; },
        [](Scenario &s, std::optional<double> v) { s.training.datasetTb = v; }, true);
    choice(mf, QStringLiteral("training.language"), [this] { return tr("Text language:"); }, [] { return textLanguages(); },
        [](const Scenario &s) { return s.training.language; }, [](Scenario &s, const QString &v) { s.training.language = v; });
    number(mf, QStringLiteral("training.seq_len"), [this] { return tr("Sequence length:"); },
        [](const Scenario &s) { return std::optional<double>(s.training.seqLen); },
        [](Scenario &s, std::optional<double> v) { s.training.seqLen = static_cast<int>(v.value_or(0)); });

    // Training mode
    auto [trainBox, tf] = group([this] { return tr("Training mode"); });
    choice(tf, QStringLiteral("training.mode"), [this] { return tr("Mode:"); }, [] { return trainingModes(); },
        [](const Scenario &s) { return s.training.mode; }, [](Scenario &s, const QString &v) { s.training.mode = v; });
    number(tf, QStringLiteral("training.lora_rank"), [this] { return tr("LoRA rank:"); },
        [](const Scenario &s) { return std::optional<double>(s.training.loraRank); },
        [](Scenario &s, std::optional<double> v) { s.training.loraRank = static_cast<int>(v.value_or(0)); });
    choice(tf, QStringLiteral("training.precision"), [this] { return tr("Precision:"); }, [] { return precisions(); },
        [](const Scenario &s) { return s.training.precision; }, [](Scenario &s, const QString &v) { s.training.precision = v; });
    choice(tf, QStringLiteral("training.optimizer"), [this] { return tr("Optimizer:"); }, [] { return optimizers(); },
        [](const Scenario &s) { return s.training.optimizer; }, [](Scenario &s, const QString &v) { s.training.optimizer = v; });
    number(tf, QStringLiteral("training.global_batch"), [this] { return tr("Global batch:"); },
        [](const Scenario &s) { return opt(s.training.globalBatch); },
        [](Scenario &s, std::optional<double> v) { s.training.globalBatch = toInt(v); }, true);
    number(tf, QStringLiteral("inference.qps"), [this] { return tr("Inference load (req/s):"); },
        [](const Scenario &s) { return std::optional<double>(s.inference.qps); },
        [](Scenario &s, std::optional<double> v) { s.inference.qps = v.value_or(0); });
    number(tf, QStringLiteral("inference.latency_target_ms"), [this] { return tr("Latency target (ms):"); },
        [](const Scenario &s) { return std::optional<double>(s.inference.latencyTargetMs); },
        [](Scenario &s, std::optional<double> v) { s.inference.latencyTargetMs = v.value_or(0); });
    number(tf, QStringLiteral("inference.prompt_tokens"), [this] { return tr("Prompt tokens:"); },
        [](const Scenario &s) { return std::optional<double>(s.inference.promptTokens); },
        [](Scenario &s, std::optional<double> v) { s.inference.promptTokens = static_cast<int>(v.value_or(0)); });
    number(tf, QStringLiteral("inference.output_tokens"), [this] { return tr("Output tokens:"); },
        [](const Scenario &s) { return std::optional<double>(s.inference.outputTokens); },
        [](Scenario &s, std::optional<double> v) { s.inference.outputTokens = static_cast<int>(v.value_or(0)); });

    // Hardware and network
    auto [hwBox, hf] = group([this] { return tr("Hardware and network"); });
    m_accelerators = new QListWidget;
    m_accelerators->setObjectName(QStringLiteral("accelerators"));
    m_accelerators->setMinimumHeight(150);
    m_accelerators->setMaximumHeight(190);
    for (const Accelerator &a : Catalog::builtIn().accelerators()) {
        auto *item = new QListWidgetItem(m_accelerators);
        item->setData(Qt::UserRole, a.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    hf->addRow(m_tx.text(new QLabel, [this] { return tr("Accelerators:"); }), m_accelerators);
    m_refresh.push_back([this] {
        const QStringList ids = m_document->scenario().hardware.accelerators;
        for (int i = 0; i < m_accelerators->count(); ++i)
            m_accelerators->item(i)->setCheckState(ids.contains(m_accelerators->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    });
    connect(m_accelerators, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (m_refreshing)
            return;
        const QString id = item->data(Qt::UserRole).toString();
        const bool on = item->checkState() == Qt::Checked;
        tryEdit(tr("Change accelerators"), QStringLiteral("hardware.accelerators"), [id, on](Scenario &s) {
            s.hardware.accelerators.removeAll(id);
            if (on)
                s.hardware.accelerators << id;
        });
    });
    number(hf, QStringLiteral("hardware.gpus"), [this] { return tr("GPU count:"); },
        [](const Scenario &s) { return opt(s.hardware.gpus); },
        [](Scenario &s, std::optional<double> v) { s.hardware.gpus = toInt(v); }, true);
    number(hf, QStringLiteral("hardware.gpus_per_node"), [this] { return tr("GPUs per node:"); },
        [](const Scenario &s) { return std::optional<double>(s.hardware.gpusPerNode); },
        [](Scenario &s, std::optional<double> v) { s.hardware.gpusPerNode = static_cast<int>(v.value_or(0)); });
    QStringList fabrics = Catalog::builtIn().fabricIds();
    fabrics.prepend(QString());
    choice(hf, QStringLiteral("hardware.network"), [this] { return tr("Network fabric:"); }, [fabrics] { return fabrics; },
        [](const Scenario &s) { return s.hardware.network; }, [](Scenario &s, const QString &v) { s.hardware.network = v; });
    auto layoutInt = [&](const char *path, std::function<QString()> label, std::optional<int> LayoutOverrides::*member) {
        number(hf, QString::fromLatin1(path), std::move(label),
            [member](const Scenario &s) { return opt(s.hardware.layout.*member); },
            [member](Scenario &s, std::optional<double> v) { s.hardware.layout.*member = toInt(v); }, true);
    };
    layoutInt("hardware.layout.tp", [this] { return tr("Tensor parallel (TP):"); }, &LayoutOverrides::tp);
    layoutInt("hardware.layout.pp", [this] { return tr("Pipeline parallel (PP):"); }, &LayoutOverrides::pp);
    layoutInt("hardware.layout.dp", [this] { return tr("Data parallel (DP):"); }, &LayoutOverrides::dp);
    layoutInt("hardware.layout.zero", [this] { return tr("ZeRO stage:"); }, &LayoutOverrides::zero);
    layoutInt("hardware.layout.interleave", [this] { return tr("Pipeline interleave:"); }, &LayoutOverrides::interleave);
    layoutInt("hardware.layout.micro_batch", [this] { return tr("Micro-batch:"); }, &LayoutOverrides::microBatch);
    QStringList recompute = recomputeModes();
    recompute.prepend(QString());
    choice(hf, QStringLiteral("hardware.layout.recompute"), [this] { return tr("Gradient checkpointing:"); }, [recompute] { return recompute; },
        [](const Scenario &s) { return s.hardware.layout.recompute.value_or(QString()); },
        [](Scenario &s, const QString &v) { s.hardware.layout.recompute = v.isEmpty() ? std::nullopt : std::optional<QString>(v); });
    const QStringList sp { QString(), QStringLiteral("on"), QStringLiteral("off") };
    choice(hf, QStringLiteral("hardware.layout.sequence_parallel"), [this] { return tr("Sequence parallel:"); }, [sp] { return sp; },
        [](const Scenario &s) { return s.hardware.layout.sequenceParallel ? QString::fromLatin1(*s.hardware.layout.sequenceParallel ? "on" : "off") : QString(); },
        [](Scenario &s, const QString &v) { s.hardware.layout.sequenceParallel = v.isEmpty() ? std::nullopt : std::optional<bool>(v == QLatin1String("on")); });

    // Budget, deadline and financing
    auto [budgetBox, bf] = group([this] { return tr("Budget, deadline and financing"); });
    number(bf, QStringLiteral("constraints.budget_cny"), [this] { return tr("Budget (CNY):"); },
        [](const Scenario &s) { return s.constraints.budgetCny; },
        [](Scenario &s, std::optional<double> v) { s.constraints.budgetCny = v; }, true);
    number(bf, QStringLiteral("constraints.deadline_days"), [this] { return tr("Deadline (days):"); },
        [](const Scenario &s) { return s.constraints.deadlineDays; },
        [](Scenario &s, std::optional<double> v) { s.constraints.deadlineDays = v; }, true);
    choice(bf, QStringLiteral("constraints.objective"), [this] { return tr("Objective:"); }, [] { return objectives(); },
        [](const Scenario &s) { return s.constraints.objective; }, [](Scenario &s, const QString &v) { s.constraints.objective = v; });
    choice(bf, QStringLiteral("constraints.pay"), [this] { return tr("Cloud billing:"); }, [] { return paymentModes(); },
        [](const Scenario &s) { return s.constraints.pay; }, [](Scenario &s, const QString &v) { s.constraints.pay = v; });
    m_options = new QListWidget;
    m_options->setObjectName(QStringLiteral("options"));
    m_options->setMaximumHeight(130);
    for (const QString &o : tcoOptions()) {
        auto *item = new QListWidgetItem(m_options);
        item->setData(Qt::UserRole, o);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    bf->addRow(m_tx.text(new QLabel, [this] { return tr("Options to compare:"); }), m_options);
    m_refresh.push_back([this] {
        const QStringList ids = m_document->scenario().tco.options;
        for (int i = 0; i < m_options->count(); ++i)
            m_options->item(i)->setCheckState(ids.contains(m_options->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    });
    connect(m_options, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (m_refreshing)
            return;
        const QString id = item->data(Qt::UserRole).toString();
        const bool on = item->checkState() == Qt::Checked;
        tryEdit(tr("Change options"), QStringLiteral("tco.options"), [id, on](Scenario &s) {
            s.tco.options.removeAll(id);
            if (on)
                s.tco.options << id;
        });
    });
    number(bf, QStringLiteral("tco.horizon_months"), [this] { return tr("Horizon (months):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.horizonMonths); },
        [](Scenario &s, std::optional<double> v) { s.tco.horizonMonths = static_cast<int>(v.value_or(0)); });
    number(bf, QStringLiteral("tco.discount_rate"), [this] { return tr("Discount rate (per year):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.discountRate); },
        [](Scenario &s, std::optional<double> v) { s.tco.discountRate = v.value_or(0); });
    number(bf, QStringLiteral("tco.servers"), [this] { return tr("Servers (0 = from demand):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.servers); },
        [](Scenario &s, std::optional<double> v) { s.tco.servers = static_cast<int>(v.value_or(0)); });
    auto *loan = m_tx.text(new QCheckBox, [this] { return tr("Finance the build with a loan"); });
    loan->setObjectName(QStringLiteral("loan"));
    bf->addRow(QString(), loan);
    m_refresh.push_back([this, loan] { loan->setChecked(m_document->scenario().tco.loan.enabled); });
    connect(loan, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing)
            tryEdit(tr("Change loan"), QStringLiteral("tco.loan"), [on](Scenario &s) { s.tco.loan.enabled = on; });
    });
    number(bf, QStringLiteral("tco.loan.principal_cny"), [this] { return tr("Loan principal (CNY):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.loan.principalCny); },
        [](Scenario &s, std::optional<double> v) { s.tco.loan.principalCny = v.value_or(0); });
    number(bf, QStringLiteral("tco.loan.annual_rate"), [this] { return tr("Loan rate (per year):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.loan.annualRate); },
        [](Scenario &s, std::optional<double> v) { s.tco.loan.annualRate = v.value_or(0); });
    number(bf, QStringLiteral("tco.loan.term_months"), [this] { return tr("Loan term (months):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.loan.termMonths); },
        [](Scenario &s, std::optional<double> v) { s.tco.loan.termMonths = static_cast<int>(v.value_or(0)); });

    // Main cost drivers
    auto [driverBox, df] = group([this] { return tr("Main cost drivers"); });
    addSlider(df, QStringLiteral("tco.utilisation"), [this] { return tr("Utilisation:"); }, QStringLiteral("tco.utilisation"), 0, 1, 2,
        [](const Scenario &s) { return std::optional<double>(s.tco.utilisation); },
        [](Scenario &s, std::optional<double> v) { s.tco.utilisation = v.value_or(0); });
    addSlider(df, QStringLiteral("price.gpu"), [this] { return tr("8-GPU server price (CNY):"); }, QStringLiteral("prices[].value"), 0, 5e6, 0,
        [](const Scenario &s) { return priceValue(s, gpuPriceKey(s)); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, gpuPriceKey(s), v); });
    addSlider(df, QStringLiteral("price.tariff"), [this] { return tr("Electricity tariff (CNY/kWh):"); }, QStringLiteral("prices[].value"), 0, 2, 2,
        [](const Scenario &s) { return priceValue(s, tariffKey()); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, tariffKey(), v); });
    addSlider(df, QStringLiteral("price.pue"), [this] { return tr("PUE:"); }, QStringLiteral("prices[].value"), 1, 2.5, 2,
        [](const Scenario &s) { return priceValue(s, pueKey()); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, pueKey(), v); });
    addSlider(df, QStringLiteral("price.residual"), [this] { return tr("Residual value after 36 months:"); }, QStringLiteral("prices[].value"), 0, 1, 2,
        [](const Scenario &s) { return priceValue(s, residualKey()); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, residualKey(), v); });

    // Demand profile
    auto [demandBox, dmf] = group([this] { return tr("Demand profile"); });
    choice(dmf, QStringLiteral("tco.demand.template"), [this] { return tr("Shape:"); }, [] { return demandTemplates(); },
        [](const Scenario &s) { return s.tco.demand.templateName; }, [](Scenario &s, const QString &v) { s.tco.demand.templateName = v; });
    number(dmf, QStringLiteral("tco.demand.monthly_gpu_hours"), [this] { return tr("Base level (GPU-hours/month):"); },
        [](const Scenario &s) { return std::optional<double>(s.tco.demand.monthlyGpuHours); },
        [](Scenario &s, std::optional<double> v) { s.tco.demand.monthlyGpuHours = v.value_or(0); });
    m_demand = new DemandModel(document, this);
    m_bars = new DemandBars(m_demand);
    dmf->addRow(m_bars);
    m_demandView = new QTableView;
    m_demandView->setObjectName(QStringLiteral("demandTable"));
    m_demandView->setModel(m_demand);
    m_demandView->verticalHeader()->hide();
    m_demandView->horizontalHeader()->setStretchLastSection(true);
    m_demandView->setMaximumHeight(130);
    dmf->addRow(m_demandView);

    // Prices used
    auto [pricesBox, pf] = group([this] { return tr("Prices used"); });
    m_prices = new PricesModel(document, this);
    m_pricesView = new QTableView;
    m_pricesView->setObjectName(QStringLiteral("pricesTable"));
    m_pricesView->setModel(m_prices);
    m_pricesView->verticalHeader()->hide();
    m_pricesView->setWordWrap(false);
    m_pricesView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_pricesView->setColumnWidth(PricesModel::Key, 230);
    m_pricesView->setColumnWidth(PricesModel::Item, 330);
    m_pricesView->setColumnWidth(PricesModel::Value, 110);
    m_pricesView->setColumnWidth(PricesModel::Unit, 130);
    m_pricesView->setColumnWidth(PricesModel::Source, 330);
    m_pricesView->setColumnWidth(PricesModel::Badge, 150);
    m_pricesView->setMinimumHeight(260);
    m_priceNotice = new QLabel;
    m_priceNotice->setObjectName(QStringLiteral("priceChanges"));
    m_priceNotice->setWordWrap(true);
    m_useCurrentPrices = m_tx.text(new QPushButton, [this] { return tr("Use Current Prices"); });
    m_useCurrentPrices->setObjectName(QStringLiteral("useCurrentPrices"));
    connect(m_useCurrentPrices, &QPushButton::clicked, this, [this] {
        m_document->edit(tr("Use current prices"), [](Scenario &s) { s.prices = withCurrentPrices(s.prices, Catalog::builtIn()); });
    });
    auto *noticeRow = new QHBoxLayout;
    noticeRow->addWidget(m_priceNotice, 1);
    noticeRow->addWidget(m_useCurrentPrices);
    pf->addRow(noticeRow);
    pf->addRow(m_pricesView);
    m_refresh.push_back([this] { showPriceChanges(); });

    auto *c1 = new QVBoxLayout;
    c1->addWidget(modelBox);
    c1->addWidget(trainBox);
    c1->addStretch(1);
    auto *c2 = new QVBoxLayout;
    c2->addWidget(hwBox);
    c2->addWidget(demandBox);
    c2->addStretch(1);
    auto *c3 = new QVBoxLayout;
    c3->addWidget(budgetBox);
    c3->addWidget(driverBox);
    c3->addStretch(1);
    grid->addLayout(c1, 0, 0);
    grid->addLayout(c2, 0, 1);
    grid->addLayout(c3, 0, 2);
    grid->addWidget(pricesBox, 1, 0, 1, 3);
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);

    connect(document, &PlanDocument::scenarioChanged, this, &PlanEditor::refresh);
    retranslateUi();
    refresh();
}

FieldEdit *PlanEditor::field(const QString &path) const { return findChild<FieldEdit *>(path); }
SliderField *PlanEditor::slider(const QString &id) const { return findChild<SliderField *>(id); }
QComboBox *PlanEditor::combo(const QString &path) const { return findChild<QComboBox *>(path); }

bool PlanEditor::tryEdit(const QString &text, const QString &path, const std::function<void(Scenario &)> &set, int mergeId)
{
    Scenario candidate = m_document->scenario();
    set(candidate);
    const Errors before = validateScenario(m_document->scenario(), Catalog::builtIn());
    QStringList problems;
    for (const Error &e : validateScenario(candidate, Catalog::builtIn())) {
        if (!before.contains(e))
            problems << e.path + QStringLiteral(": ") + e.message;
    }
    if (!problems.isEmpty()) {
        m_message->showMessage(tr("Not applied: %1").arg(problems.join(QStringLiteral("; "))), MessageBar::Kind::Error);
        if (FieldEdit *f = field(path))
            f->setExternalError(problems.constFirst().section(QStringLiteral(": "), 1));
        return false;
    }
    m_message->showMessage(QString());
    m_document->edit(text, set, mergeId);
    return true;
}

FieldEdit *PlanEditor::number(QFormLayout *form, const QString &path, std::function<QString()> label, Getter get, Setter set, bool optional)
{
    auto *f = new FieldEdit(path, optional);
    f->setObjectName(path);
    auto *l = m_tx.text(new QLabel, label);
    form->addRow(l, f);
    if (optional)
        m_tx.add([this, f] { f->setPlaceholder(tr("auto")); });
    m_refresh.push_back([this, f, get] {
        if (!f->lineEdit()->hasFocus() || f->isValid())
            f->setValue(get(m_document->scenario()));
    });
    connect(f, &FieldEdit::committed, this, [this, f, set, label] {
        if (m_refreshing)
            return;
        const std::optional<double> v = f->value();
        tryEdit(tr("Change %1").arg(label().remove(QLatin1Char(':')).remove(QChar(0xFF1A))), f->rulePath(), [set, v](Scenario &s) { set(s, v); });
    });
    connect(f, &FieldEdit::edited, this, [this, f] {
        if (!f->isValid())
            m_message->showMessage(tr("Not applied: %1").arg(f->errorText()), MessageBar::Kind::Error);
    });
    return f;
}

QComboBox *PlanEditor::choice(QFormLayout *form, const QString &path, std::function<QString()> label,
    std::function<QStringList()> values, std::function<QString(const Scenario &)> get,
    std::function<void(Scenario &, const QString &)> set)
{
    auto *combo = new QComboBox;
    combo->setObjectName(path);
    form->addRow(m_tx.text(new QLabel, label), combo);
    m_refillCombos.push_back([this, combo, path, values] {
        const QString current = combo->currentData().toString();
        const bool b = combo->blockSignals(true);
        combo->clear();
        for (const QString &v : values()) {
            QString text = v.isEmpty() ? tr("auto (planner's choice)") : choiceText(path, v);
            if (v == QLatin1String("on"))
                text = tr("on");
            else if (v == QLatin1String("off"))
                text = tr("off");
            else if (path == QLatin1String("hardware.network") && !v.isEmpty())
                text = Catalog::builtIn().fabric(v)->name;
            combo->addItem(text, v);
        }
        combo->blockSignals(b);
        selectChoice(combo, current);
    });
    m_refresh.push_back([this, combo, get] { selectChoice(combo, get(m_document->scenario())); });
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, set, label] {
        if (m_refreshing)
            return;
        const QString v = combo->currentData().toString();
        tryEdit(tr("Change %1").arg(label().remove(QLatin1Char(':')).remove(QChar(0xFF1A))), combo->objectName(), [set, v](Scenario &s) { set(s, v); });
    });
    return combo;
}

SliderField *PlanEditor::addSlider(QFormLayout *form, const QString &id, std::function<QString()> label, const QString &rulePath,
    double min, double max, int decimals, Getter get, Setter set)
{
    auto *s = new SliderField(rulePath, min, max, decimals);
    s->setObjectName(id);
    form->addRow(m_tx.text(new QLabel, label), s);
    m_refresh.push_back([this, s, get] { s->setValue(get(m_document->scenario())); });
    connect(s, &SliderField::changed, this, [this, set, label, id](double v, int mergeId) {
        if (!m_refreshing)
            tryEdit(tr("Change %1").arg(label().remove(QLatin1Char(':')).remove(QChar(0xFF1A))), id, [set, v](Scenario &sc) { set(sc, v); }, mergeId);
    });
    return s;
}

void PlanEditor::refresh()
{
    m_refreshing = true;
    for (const auto &f : m_refresh)
        f();
    m_refreshing = false;
}

void PlanEditor::catalogChanged() { retranslateUi(); }

void PlanEditor::showPriceChanges()
{
    const QList<PriceChange> changes = priceChanges(m_document->scenario().prices, Catalog::builtIn());
    m_priceNotice->setVisible(!changes.isEmpty());
    m_useCurrentPrices->setVisible(!changes.isEmpty());
    if (changes.isEmpty())
        return;
    QStringList keys;
    for (const PriceChange &c : changes.mid(0, 3))
        keys << c.key;
    if (changes.size() > 3)
        keys << QStringLiteral("…");
    m_priceNotice->setText(tr("%n price(s) of this plan differ from your current price book (%1). The plan keeps the prices it was "
                              "made with until you choose to use the current ones.", nullptr, int(changes.size()))
                               .arg(keys.join(QStringLiteral(", "))));
}

void PlanEditor::retranslateUi()
{
    m_refreshing = true;
    m_tx.run();
    for (const auto &f : m_refillCombos)
        f();
    const QLocale locale;
    for (int i = 0; i < m_accelerators->count(); ++i) {
        QListWidgetItem *item = m_accelerators->item(i);
        const Accelerator *a = Catalog::builtIn().accelerator(item->data(Qt::UserRole).toString());
        item->setText(tr("%1 · %2 GB").arg(a->name, locale.toString(a->memoryGB, 'f', 0)));
        item->setToolTip(a->scaleUpFabric);
    }
    for (int i = 0; i < m_options->count(); ++i)
        m_options->item(i)->setText(choiceText(QStringLiteral("tco.options[]"), m_options->item(i)->data(Qt::UserRole).toString()));
    m_refreshing = false;
    refresh();
}

void PlanEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cp::gui
