#include "app/gui/editor/editorpages.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/demandmodel.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/numberdelegate.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/editor/pricesmodel.h"
#include "app/gui/editor/workloadsmodel.h"
#include "app/gui/plandocument.h"
#include "core/bridge/engineinputs.h"
#include "core/catalog/catalog.h"
#include "core/catalog/pricetexts.h"
#include "core/estimate/model.h"
#include "core/scenario/fields.h"
#include "core/scenario/presets.h"
#include "core/scenario/pricesnapshot.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTableView>

namespace cp::gui {

namespace {

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
        m.headDim = int(spec->headDim()); // the width the engines use, also where the preset leaves it to hidden / heads
        m.slidingWindow = spec->slidingWindow;
        m.windowedLayers = spec->windowedLayers;
        m.ffn = spec->ffn;
        m.vocab = spec->vocab;
        m.swiglu = spec->gated;
        m.experts = spec->experts;
        m.topK = spec->topK;
        m.expertFfn = spec->isMoe() ? spec->moeFfn : 0;
        m.sharedExperts = spec->sharedExperts;
    }
    return m;
}

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

// --- Model and data --------------------------------------------------------------------------

ModelEditorPage::ModelEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Model and data"); }, parent)
{
    QStringList presetChoices = modelPresetIds();
    presetChoices.prepend(QStringLiteral("custom"));
    auto *preset = choice(QStringLiteral("model.preset"), [presetChoices] { return presetChoices; });
    onRefill([preset, presetChoices] {
        const QString current = preset->currentData().toString();
        const bool b = preset->blockSignals(true);
        preset->clear();
        for (const QString &id : presetChoices)
            preset->addItem(id == QLatin1String("custom") ? PlanEditor::tr("Custom architecture") : presetText(id), id);
        preset->blockSignals(b);
        selectChoice(preset, current);
    });
    // The architecture: editable for a custom model; a preset's is shown, read-only.
    for (const char *path : { "model.layers", "model.hidden", "model.heads", "model.kv_heads", "model.head_dim", "model.sliding_window", "model.windowed_layers", "model.ffn", "model.vocab",
             "model.experts", "model.top_k" }) {
        auto *f = number(QString::fromLatin1(path), [](const Scenario &s) {
            Scenario shown = s;
            shown.model = analysisModel(s);
            return shown;
        });
        onRefresh([this, f] { f->setEnabled(document()->scenario().model.isCustom()); });
    }
    auto *swiglu = tx().text(new QCheckBox, [] { return PlanEditor::tr("SwiGLU (gated FFN)"); });
    form()->addRow(QString(), swiglu);
    onRefresh([this, swiglu] {
        swiglu->setChecked(analysisModel(document()->scenario()).swiglu);
        swiglu->setEnabled(document()->scenario().model.isCustom());
    });
    connect(swiglu, &QCheckBox::toggled, this, [this](bool on) {
        if (!isRefreshing())
            tryEdit(PlanEditor::tr("Change SwiGLU"), QStringLiteral("model"), [on](Scenario &s) { s.model.swiglu = on; });
    });
    number(QStringLiteral("training.tokens"));
    number(QStringLiteral("training.dataset_tb"));
    choice(QStringLiteral("training.language"));
    number(QStringLiteral("training.seq_len"));
}

// --- Training mode, with the inference load --------------------------------------------------

namespace {
/// A serving plan's group is titled for serving, as the wizard's page is (issue 45).
QString trainingPageTitle(const PlanDocument *doc)
{
    return doc->scenario().training.servesOnly() ? PlanEditor::tr("Serving") : PlanEditor::tr("Training mode");
}
} // namespace

TrainingEditorPage::TrainingEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [doc] { return trainingPageTitle(doc); }, parent)
{
    onRefresh([this, doc] { setTitle(trainingPageTitle(doc)); });
    choice(QStringLiteral("training.mode"));
    number(QStringLiteral("training.lora_rank"));
    choice(QStringLiteral("training.precision"));
    choice(QStringLiteral("training.optimizer"));
    choice(QStringLiteral("training.framework"));
    choice(QStringLiteral("training.stack"));
    choice(QStringLiteral("training.attention"));
    choice(QStringLiteral("training.ep_dispatch"));
    choice(QStringLiteral("training.moe_schedule"));
    choice(QStringLiteral("training.grad_reduce"));
    number(QStringLiteral("training.global_batch"));
    // The inference load: every field of the registry's group, in its order.
    for (const Field *f : fieldsOf(FieldGroup::Inference))
        number(f->path);
}

// --- Hardware and network, with the parallel layout ------------------------------------------

HardwareEditorPage::HardwareEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Hardware and network"); }, parent)
{
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
    form()->addRow(tx().text(new QLabel, fieldLabel(QStringLiteral("hardware.accelerators"))), m_accelerators);
    onRefresh([this] {
        const QStringList ids = document()->scenario().hardware.accelerators;
        for (int i = 0; i < m_accelerators->count(); ++i)
            m_accelerators->item(i)->setCheckState(ids.contains(m_accelerators->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    });
    connect(m_accelerators, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (isRefreshing())
            return;
        const QString id = item->data(Qt::UserRole).toString();
        const bool on = item->checkState() == Qt::Checked;
        tryEdit(PlanEditor::tr("Change accelerators"), QStringLiteral("hardware.accelerators"), [id, on](Scenario &s) {
            s.hardware.accelerators.removeAll(id);
            if (on)
                s.hardware.accelerators << id;
        });
    });
    number(QStringLiteral("hardware.gpus"));
    number(QStringLiteral("hardware.gpus_per_node"));
    QStringList fabrics = Catalog::builtIn().fabricIds();
    fabrics.prepend(QString());
    choice(QStringLiteral("hardware.network"), [fabrics] { return fabrics; });
    for (const char *path : { "hardware.layout.tp", "hardware.layout.pp", "hardware.layout.dp", "hardware.layout.zero",
             "hardware.layout.interleave", "hardware.layout.micro_batch" })
        number(QString::fromLatin1(path));
    choice(QStringLiteral("hardware.layout.recompute"));
    choice(QStringLiteral("hardware.layout.sequence_parallel"));
}

// --- Budget, deadline and financing ----------------------------------------------------------

BudgetEditorPage::BudgetEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Budget, deadline and financing"); }, parent)
{
    number(QStringLiteral("constraints.budget_cny"));
    number(QStringLiteral("constraints.deadline_days"));
    choice(QStringLiteral("constraints.objective"));
    choice(QStringLiteral("constraints.pay"));
    m_options = new QListWidget;
    m_options->setObjectName(QStringLiteral("options"));
    m_options->setMaximumHeight(130);
    for (const QString &o : tcoOptions()) {
        auto *item = new QListWidgetItem(m_options);
        item->setData(Qt::UserRole, o);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    form()->addRow(tx().text(new QLabel, fieldLabel(QStringLiteral("tco.options"))), m_options);
    onRefresh([this] {
        const QStringList ids = document()->scenario().tco.options;
        for (int i = 0; i < m_options->count(); ++i)
            m_options->item(i)->setCheckState(ids.contains(m_options->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    });
    connect(m_options, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (isRefreshing())
            return;
        const QString id = item->data(Qt::UserRole).toString();
        const bool on = item->checkState() == Qt::Checked;
        tryEdit(PlanEditor::tr("Change options"), QStringLiteral("tco.options"), [id, on](Scenario &s) {
            s.tco.options.removeAll(id);
            if (on)
                s.tco.options << id;
        });
    });
    number(QStringLiteral("tco.horizon_months"));
    number(QStringLiteral("tco.discount_rate"));
    number(QStringLiteral("tco.servers"));
    auto *loan = tx().text(new QCheckBox, [] { return PlanEditor::tr("Finance the build with a loan"); });
    loan->setObjectName(QStringLiteral("loan"));
    form()->addRow(QString(), loan);
    onRefresh([this, loan] { loan->setChecked(document()->scenario().tco.loan.enabled); });
    connect(loan, &QCheckBox::toggled, this, [this](bool on) {
        if (!isRefreshing())
            tryEdit(PlanEditor::tr("Change loan"), QStringLiteral("tco.loan"), [on](Scenario &s) { s.tco.loan.enabled = on; });
    });
    number(QStringLiteral("tco.loan.principal_cny"));
    number(QStringLiteral("tco.loan.annual_rate"));
    number(QStringLiteral("tco.loan.term_months"));
}

// --- Main cost drivers: sliders --------------------------------------------------------------

CostDriversEditorPage::CostDriversEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Main cost drivers"); }, parent)
{
    auto *utilisation = addSlider(
        QStringLiteral("tco.utilisation"), fieldLabel(QStringLiteral("tco.utilisation")), QStringLiteral("tco.utilisation"), 0, 1, 2,
        [](const Scenario &s) { return std::optional<double>(s.tco.utilisation); },
        [](Scenario &s, std::optional<double> v) { s.tco.utilisation = v.value_or(0); });
    // Issue 42: never silently ignored. While the plan lists its work, the work makes the demand.
    auto *why = new QLabel;
    why->setObjectName(QStringLiteral("utilisationUnused"));
    why->setWordWrap(true);
    form()->addRow(why);
    onRefresh([this, utilisation, why] {
        const bool byWork = workloadsDefineDemand(document()->scenario());
        utilisation->setEnabled(!byWork);
        why->setVisible(byWork);
        why->setText(PlanEditor::tr("Utilisation does not count: the plan's work (Demand profile) makes the demand. "
                                    "Remove the workloads to use it, or change the \"other work\" there."));
    });
    addSlider(
        QStringLiteral("price.gpu"), [] { return PlanEditor::tr("8-GPU server price (CNY):"); }, QStringLiteral("prices[].value"), 0, 5e6, 0,
        [](const Scenario &s) { return priceValue(s, gpuPriceKey(s)); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, gpuPriceKey(s), v); });
    addSlider(
        QStringLiteral("price.tariff"), [] { return PlanEditor::tr("Electricity tariff (CNY/kWh):"); }, QStringLiteral("prices[].value"), 0, 2, 2,
        [](const Scenario &s) { return priceValue(s, tariffKey()); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, tariffKey(), v); });
    addSlider(
        QStringLiteral("price.pue"), [] { return PlanEditor::tr("PUE:"); }, QStringLiteral("prices[].value"), 1, 2.5, 2,
        [](const Scenario &s) { return priceValue(s, pueKey()); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, pueKey(), v); });
    addSlider(
        QStringLiteral("price.residual"), [] { return PlanEditor::tr("Residual value after 36 months:"); }, QStringLiteral("prices[].value"), 0, 1, 2,
        [](const Scenario &s) { return priceValue(s, residualKey()); },
        [](Scenario &s, std::optional<double> v) { setPriceValue(s, residualKey(), v); });
}

// --- Demand profile --------------------------------------------------------------------------

DemandEditorPage::DemandEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Demand profile"); }, parent)
{
    addWorkloads();
    auto *shape = choice(QStringLiteral("tco.demand.template"));
    auto *monthly = number(QStringLiteral("tco.demand.monthly_gpu_hours"));
    // While workloads define the demand the older inputs do not count: they are disabled, and
    // the note above says why (the template still shapes flat "other work").
    onRefresh([this, shape, monthly] {
        const Scenario &s = document()->scenario();
        shape->setEnabled(!workloadsDefineDemand(s) || templateShapesWorkloads(s));
        monthly->setEnabled(!workloadsDefineDemand(s));
    });
    m_demand = new DemandModel(doc, this);
    m_bars = new DemandBars(m_demand);
    form()->addRow(m_bars);
    m_demandView = new QTableView;
    m_demandView->setObjectName(QStringLiteral("demandTable"));
    m_demandView->setModel(m_demand);
    m_demandView->verticalHeader()->hide();
    m_demandView->horizontalHeader()->setStretchLastSection(true);
    m_demandView->setMaximumHeight(130);
    m_demandView->setItemDelegateForColumn(DemandModel::GpuHours, new NumberDelegate(m_demandView));
    form()->addRow(m_demandView);
    m_refused = refusalLabel(QStringLiteral("demandRefused"));
    form()->addRow(m_refused);
    connect(m_demand, &DemandModel::refused, this, [this](const QString &why) { refuse(m_refused, why); });
}

void DemandEditorPage::addWorkloads()
{
    m_workloads = new WorkloadsModel(document(), this);
    m_workloadsView = new QTableView;
    m_workloadsView->setObjectName(QStringLiteral("workloadsTable"));
    m_workloadsView->setModel(m_workloads);
    m_workloadsView->verticalHeader()->hide();
    m_workloadsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_workloadsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_workloadsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_workloadsView->setMaximumHeight(150);
    form()->addRow(tx().text(new QLabel, [] { return PlanEditor::tr("The work the GPUs do:"); }));
    form()->addRow(m_workloadsView);
    auto *buttons = new QHBoxLayout;
    const std::pair<const char *, Label> adds[] = {
        { "training", [] { return PlanEditor::tr("Add a training run"); } },
        { "serving", [] { return PlanEditor::tr("Add serving"); } },
        { "other", [] { return PlanEditor::tr("Add other work"); } },
    };
    for (const auto &[kind, text] : adds) {
        auto *add = tx().text(new QPushButton, text);
        add->setObjectName(QStringLiteral("add-%1").arg(QLatin1String(kind)));
        connect(add, &QPushButton::clicked, this, [this, k = QString::fromLatin1(kind)] { m_workloads->addWorkload(k); });
        buttons->addWidget(add);
    }
    auto *remove = tx().text(new QPushButton, [] { return PlanEditor::tr("Remove"); });
    remove->setObjectName(QStringLiteral("removeWorkload"));
    connect(remove, &QPushButton::clicked, this, [this] { m_workloads->removeWorkload(m_workloadsView->currentIndex().row()); });
    buttons->addWidget(remove);
    buttons->addStretch(1);
    form()->addRow(buttons);
    auto *note = new QLabel;
    note->setObjectName(QStringLiteral("workloadsNote"));
    note->setWordWrap(true);
    form()->addRow(note);
    auto *refused = refusalLabel(QStringLiteral("workloadsRefused"));
    form()->addRow(refused);
    connect(m_workloads, &WorkloadsModel::refused, this, [this, refused](const QString &why) { refuse(refused, why); });
    onRefresh([this, note] {
        const Scenario &s = document()->scenario();
        QString text = workloadsDefineDemand(s)
            ? PlanEditor::tr("The work above makes the demand: the utilisation and the monthly demand do not count while the plan lists its work.")
            : PlanEditor::tr("No work listed: the demand comes from the utilisation and the monthly demand below.");
        if (const QString migrated = migrationNote(s); !migrated.isEmpty())
            text += QLatin1Char(' ') + migrated;
        note->setText(text);
    });
}

// --- Prices used -----------------------------------------------------------------------------

PricesEditorPage::PricesEditorPage(PlanDocument *doc, MessageBar *message, QWidget *parent)
    : EditorPage(
        doc, message, [] { return PlanEditor::tr("Prices used"); }, parent)
{
    choice(QStringLiteral("price_tier"));
    m_prices = new PricesModel(doc, this);
    m_pricesView = new QTableView;
    m_pricesView->setObjectName(QStringLiteral("pricesTable"));
    m_pricesView->setModel(m_prices);
    m_pricesView->verticalHeader()->hide();
    m_pricesView->setWordWrap(false);
    m_pricesView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_pricesView->setColumnHidden(PricesModel::Key, true); // keys are for the tooltip and the price book
    m_pricesView->setColumnWidth(PricesModel::Item, 330);
    m_pricesView->setColumnWidth(PricesModel::Value, 110);
    m_pricesView->setColumnWidth(PricesModel::Unit, 130);
    m_pricesView->setColumnWidth(PricesModel::Source, 330);
    m_pricesView->setColumnWidth(PricesModel::Badge, 150);
    m_pricesView->setMinimumHeight(260);
    m_pricesView->setItemDelegateForColumn(PricesModel::Value, new NumberDelegate(m_pricesView));
    m_priceNotice = new QLabel;
    m_priceNotice->setObjectName(QStringLiteral("priceChanges"));
    m_priceNotice->setWordWrap(true);
    m_useCurrentPrices = tx().text(new QPushButton, [] { return PlanEditor::tr("Use Current Prices"); });
    m_useCurrentPrices->setObjectName(QStringLiteral("useCurrentPrices"));
    connect(m_useCurrentPrices, &QPushButton::clicked, this, [this] {
        document()->edit(PlanEditor::tr("Use current prices"), [](Scenario &s) { s.prices = withCurrentPrices(s.prices, Catalog::builtIn()); });
    });
    // In a widget of its own: QFormLayout gives a nested layout's wrapped label one line only.
    auto *notice = new QWidget;
    auto *noticeRow = new QHBoxLayout(notice);
    noticeRow->setContentsMargins(0, 0, 0, 0);
    noticeRow->addWidget(m_priceNotice, 1);
    noticeRow->addWidget(m_useCurrentPrices);
    form()->addRow(notice);
    m_refused = refusalLabel(QStringLiteral("pricesRefused"));
    form()->addRow(m_refused);
    form()->addRow(m_pricesView);
    connect(m_prices, &PricesModel::refused, this, [this](const QString &why) { refuse(m_refused, why); });
    onRefresh([this] { showPriceChanges(); });
}

void HardwareEditorPage::retranslateItems()
{
    const QLocale locale;
    for (int i = 0; i < m_accelerators->count(); ++i) {
        QListWidgetItem *item = m_accelerators->item(i);
        const Accelerator *a = Catalog::builtIn().accelerator(item->data(Qt::UserRole).toString());
        item->setText(PlanEditor::tr("%1 · %2 GB").arg(a->name, locale.toString(a->memoryGB, 'f', 0)));
        item->setToolTip(a->scaleUpFabric);
    }
}

void BudgetEditorPage::retranslateItems()
{
    for (int i = 0; i < m_options->count(); ++i)
        m_options->item(i)->setText(choiceText(QStringLiteral("tco.options[]"), m_options->item(i)->data(Qt::UserRole).toString()));
}

void PricesEditorPage::showPriceChanges()
{
    const QList<PriceChange> changes = priceChanges(document()->scenario().prices, Catalog::builtIn());
    m_priceNotice->setVisible(!changes.isEmpty());
    m_useCurrentPrices->setVisible(!changes.isEmpty());
    if (changes.isEmpty())
        return;
    // Names in the notice, keys (for the price book) in its tooltip.
    QStringList names;
    QStringList keys;
    for (const PriceChange &c : changes) {
        keys << c.key;
        if (names.size() < 3)
            names << priceKeyName(c.key, Catalog::builtIn());
    }
    if (changes.size() > 3)
        names << QStringLiteral("…");
    m_priceNotice->setToolTip(keys.join(QLatin1Char('\n')));
    m_priceNotice->setText(PlanEditor::tr("%n price(s) of this plan differ from your current price book (%1). The plan keeps the prices it was "
                                          "made with until you choose to use the current ones.",
        nullptr, int(changes.size()))
                               .arg(names.join(PlanEditor::tr("; ", "separator between price names"))));
}

} // namespace cp::gui
