#include "app/gui/wizard/trainingpage.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/fieldedit.h"
#include "core/scenario/fieldscope.h"
#include "core/scenario/validation.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace cp::gui {

TrainingPage::TrainingPage(QWidget *parent)
    : PlanWizardPage(parent)
{
    m_tx.add([this] { retitle(); });
    auto *layout = new QVBoxLayout(this);
    auto *box = m_tx.title(new QGroupBox, [this] { return tr("The work"); });
    auto *form = new QFormLayout(box);
    m_form = form;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    auto field = [this](const QString &path, bool optional, double initial) {
        auto *f = addField(new FieldEdit(path, optional));
        f->setObjectName(path);
        if (initial >= 0)
            f->setValue(initial);
        return f;
    };
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("mode"));
    fillChoices(m_mode, QStringLiteral("training.mode"), trainingModes());
    m_rank = field(QStringLiteral("training.lora_rank"), false, 16);
    m_precision = new QComboBox;
    m_precision->setObjectName(QStringLiteral("precision"));
    fillChoices(m_precision, QStringLiteral("training.precision"), precisions());
    m_optimizer = new QComboBox;
    fillChoices(m_optimizer, QStringLiteral("training.optimizer"), optimizers());
    m_recompute = new QComboBox;
    m_recompute->setObjectName(QStringLiteral("recompute"));
    m_batch = field(QStringLiteral("training.global_batch"), true, -1);
    m_tx.add([this] {
        m_batch->setPlaceholder(tr("auto"));
        m_batch->setUnit(tr("sequences"));
    });
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Mode:"); }), m_mode);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("LoRA rank:"); }), m_rank);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Precision:"); }), m_precision);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Optimizer:"); }), m_optimizer);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Gradient checkpointing:"); }), m_recompute);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Global batch:"); }), m_batch);
    layout->addWidget(box);

    m_inference = m_tx.title(new QGroupBox, [this] { return tr("Inference load"); });
    auto *inf = new QFormLayout(m_inference);
    inf->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_qps = field(QStringLiteral("inference.qps"), false, 10);
    m_latency = field(QStringLiteral("inference.latency_target_ms"), false, 2000);
    m_prompt = field(QStringLiteral("inference.prompt_tokens"), false, 1024);
    m_output = field(QStringLiteral("inference.output_tokens"), false, 256);
    m_tx.add([this] {
        m_qps->setUnit(tr("requests/s"));
        m_latency->setUnit(tr("ms (0 = no target)"));
        m_prompt->setUnit(tr("tokens"));
        m_output->setUnit(tr("tokens"));
    });
    inf->addRow(m_tx.text(new QLabel, [this] { return tr("Peak load:"); }), m_qps);
    inf->addRow(m_tx.text(new QLabel, [this] { return tr("Latency target:"); }), m_latency);
    inf->addRow(m_tx.text(new QLabel, [this] { return tr("Prompt length:"); }), m_prompt);
    inf->addRow(m_tx.text(new QLabel, [this] { return tr("Output length:"); }), m_output);
    layout->addWidget(m_inference);
    layout->addStretch(1);

    retranslateUi();
    selectChoice(m_mode, QStringLiteral("full"));
    selectChoice(m_recompute, QStringLiteral("selective"));
    connect(m_mode, &QComboBox::currentIndexChanged, this, &TrainingPage::updateState);
    updateState();
}

FieldEdit *TrainingPage::field(const QString &path) const { return findChild<FieldEdit *>(path); }

void TrainingPage::apply(Scenario &s) const
{
    s.training.mode = m_mode->currentData().toString();
    s.training.loraRank = static_cast<int>(m_rank->value().value_or(0));
    s.training.precision = m_precision->currentData().toString();
    s.training.optimizer = m_optimizer->currentData().toString();
    const QString recompute = m_recompute->currentData().toString();
    s.hardware.layout.recompute = recompute.isEmpty() ? std::nullopt : std::optional<QString>(recompute);
    s.training.globalBatch.reset();
    if (m_batch->value())
        s.training.globalBatch = static_cast<int>(*m_batch->value());
    s.inference = InferenceSection {};
    if (s.training.servesOnly()) {
        s.inference.qps = m_qps->value().value_or(0);
        s.inference.latencyTargetMs = m_latency->value().value_or(0);
        s.inference.promptTokens = static_cast<int>(m_prompt->value().value_or(0));
        s.inference.outputTokens = static_cast<int>(m_output->value().value_or(0));
    }
}

void TrainingPage::retitle()
{
    // A serving plan's page asks serving questions, under a serving title.
    if (m_mode && m_mode->currentData().toString() == QLatin1String("inference")) {
        setTitle(tr("Serving"));
        setSubTitle(tr("The model serves users: the numeric precision, the peak load and the response lengths."));
    } else {
        setTitle(tr("Training mode"));
        setSubTitle(tr("Pretraining, fine-tuning or serving; the numeric precision and how activations are kept."));
    }
}

void TrainingPage::updateState()
{
    const QString mode = m_mode->currentData().toString();
    // Which rows show is the field registry's rule (core/scenario/fieldscope.h), as in the editor.
    PlanTraits traits;
    traits.lora = mode == QLatin1String("lora") || mode == QLatin1String("qlora");
    traits.training = mode != QLatin1String("inference");
    traits.serving = !traits.training;
    m_form->setRowVisible(m_rank, fieldApplies(QStringLiteral("training.lora_rank"), traits));
    m_form->setRowVisible(m_optimizer, fieldApplies(QStringLiteral("training.optimizer"), traits));
    m_form->setRowVisible(m_recompute, fieldApplies(QStringLiteral("hardware.layout.recompute"), traits));
    m_form->setRowVisible(m_batch, fieldApplies(QStringLiteral("training.global_batch"), traits));
    m_inference->setVisible(fieldApplies(QStringLiteral("inference.qps"), traits));
    retitle();
    revalidate();
}

void TrainingPage::retranslateUi()
{
    PlanWizardPage::retranslateUi();
    fillChoices(m_mode, QStringLiteral("training.mode"), trainingModes());
    fillChoices(m_precision, QStringLiteral("training.precision"), precisions());
    fillChoices(m_optimizer, QStringLiteral("training.optimizer"), optimizers());
    const QString recompute = m_recompute->currentData().toString();
    const bool blocked = m_recompute->blockSignals(true);
    m_recompute->clear();
    m_recompute->addItem(tr("Let the planner choose"), QString());
    for (const QString &v : recomputeModes())
        m_recompute->addItem(choiceText(QStringLiteral("hardware.layout.recompute"), v), v);
    m_recompute->blockSignals(blocked);
    selectChoice(m_recompute, recompute);
}

} // namespace cp::gui
