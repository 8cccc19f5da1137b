#include "app/gui/wizard/modelpage.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/fieldedit.h"
#include "core/bridge/engineinputs.h"
#include "core/estimate/model.h"
#include "core/estimate/training.h"
#include "core/scenario/validation.h"
#include "core/units/format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QVBoxLayout>

namespace cp::gui {

namespace {

QString tokensText(double tokens)
{
    return units::formatTokens(tokens);
}

} // namespace

ModelPage::ModelPage(QWidget *parent)
    : PlanWizardPage(parent)
{
    m_tx.add([this] {
        setTitle(tr("Model and data"));
        setSubTitle(tr("Which model do you want to train or serve, and on how much data?"));
    });
    auto *layout = new QVBoxLayout(this);

    auto *modelBox = m_tx.title(new QGroupBox, [this] { return tr("Model size"); });
    auto *modelForm = new QFormLayout(modelBox);
    modelForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_usePreset = m_tx.text(new QRadioButton, [this] { return tr("A published model"); });
    m_usePreset->setObjectName(QStringLiteral("usePreset"));
    m_useCustom = m_tx.text(new QRadioButton, [this] { return tr("A custom architecture"); });
    m_useCustom->setObjectName(QStringLiteral("useCustom"));
    m_usePreset->setChecked(true);
    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("preset"));
    fillPresets(m_preset);
    selectChoice(m_preset, QStringLiteral("llama2-13b"));
    modelForm->addRow(m_usePreset, m_preset);
    modelForm->addRow(m_useCustom);

    auto *customForm = new QFormLayout;

    customForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    auto addCustom = [&](const QString &path, std::function<QString()> label, double initial) {
        auto *f = addField(new FieldEdit(path));
        f->setObjectName(path);
        f->setValue(initial);
        m_custom << f;
        customForm->addRow(m_tx.text(new QLabel, std::move(label)), f);
        return f;
    };
    addCustom(
        QStringLiteral("model.layers"), [this] { return tr("Layers:"); }, 40);
    addCustom(
        QStringLiteral("model.hidden"), [this] { return tr("Hidden size:"); }, 5120);
    addCustom(
        QStringLiteral("model.heads"), [this] { return tr("Attention heads:"); }, 40);
    addCustom(
        QStringLiteral("model.kv_heads"), [this] { return tr("KV heads (0 = same as heads):"); }, 0);
    addCustom(
        QStringLiteral("model.ffn"), [this] { return tr("FFN width (0 = 4 × hidden):"); }, 13824);
    addCustom(
        QStringLiteral("model.vocab"), [this] { return tr("Vocabulary:"); }, 32000);
    m_swiglu = m_tx.text(new QCheckBox, [this] { return tr("SwiGLU (gated FFN, three matrices)"); });
    m_swiglu->setChecked(true);
    customForm->addRow(QString(), m_swiglu);
    modelForm->addRow(customForm);
    layout->addWidget(modelBox);

    auto *dataBox = m_tx.title(new QGroupBox, [this] { return tr("Training data"); });
    auto *dataForm = new QFormLayout(dataBox);
    dataForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_byTokens = m_tx.text(new QRadioButton, [this] { return tr("In tokens:"); });
    m_byTokens->setObjectName(QStringLiteral("byTokens"));
    m_byTb = m_tx.text(new QRadioButton, [this] { return tr("In terabytes of text:"); });
    m_byTb->setObjectName(QStringLiteral("byTb"));
    m_byTokens->setChecked(true);
    m_tokens = addField(new FieldEdit(QStringLiteral("training.tokens")));
    m_tokens->setObjectName(QStringLiteral("training.tokens"));
    m_tokens->setValue(1e9);
    m_tx.add([this] { m_tokens->setUnit(tr("tokens (e.g. 2.6e11)")); });
    m_tb = addField(new FieldEdit(QStringLiteral("training.dataset_tb")));
    m_tb->setObjectName(QStringLiteral("training.dataset_tb"));
    m_tb->setValue(1);
    m_tx.add([this] { m_tb->setUnit(tr("TB")); });
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("language"));
    fillChoices(m_language, QStringLiteral("training.language"), textLanguages());
    m_seqLen = addField(new FieldEdit(QStringLiteral("training.seq_len")));
    m_seqLen->setObjectName(QStringLiteral("training.seq_len"));
    m_seqLen->setValue(4096);
    m_tx.add([this] { m_seqLen->setUnit(tr("tokens")); });
    m_tokensResult = new QLabel;
    m_tokensResult->setObjectName(QStringLiteral("tokensResult"));
    m_chinchilla = new QLabel;
    m_chinchilla->setObjectName(QStringLiteral("chinchilla"));
    m_chinchilla->setWordWrap(true);
    m_chinchilla->setStyleSheet(QStringLiteral("color: #44546a;"));
    dataForm->addRow(m_byTokens, m_tokens);
    dataForm->addRow(m_byTb, m_tb);
    dataForm->addRow(m_tx.text(new QLabel, [this] { return tr("Language of the text:"); }), m_language);
    dataForm->addRow(m_tx.text(new QLabel, [this] { return tr("Resulting tokens:"); }), m_tokensResult);
    dataForm->addRow(m_tx.text(new QLabel, [this] { return tr("Sequence length:"); }), m_seqLen);
    dataForm->addRow(m_chinchilla);
    layout->addWidget(dataBox);
    layout->addStretch(1);

    for (QRadioButton *b : { m_usePreset, m_useCustom, m_byTokens, m_byTb })
        connect(b, &QRadioButton::toggled, this, &ModelPage::updateState);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ModelPage::updateState);
    connect(m_language, &QComboBox::currentIndexChanged, this, &ModelPage::updateState);
    connect(m_swiglu, &QCheckBox::toggled, this, &ModelPage::updateState);
    for (FieldEdit *f : { m_tokens, m_tb })
        connect(f, &FieldEdit::edited, this, &ModelPage::updateState);
    for (FieldEdit *f : m_custom)
        connect(f, &FieldEdit::edited, this, &ModelPage::updateState);
    updateState();
}

FieldEdit *ModelPage::field(const QString &path) const { return findChild<FieldEdit *>(path); }

void ModelPage::apply(Scenario &s) const
{
    s.model = ModelSection {};
    if (m_usePreset->isChecked()) {
        s.model.preset = m_preset->currentData().toString();
    } else {
        auto v = [this](int i) { return static_cast<int>(m_custom.at(i)->value().value_or(0)); };
        s.model.preset = QStringLiteral("custom");
        s.model.layers = v(0);
        s.model.hidden = v(1);
        s.model.heads = v(2);
        s.model.kvHeads = v(3);
        s.model.ffn = v(4);
        s.model.vocab = v(5);
        s.model.swiglu = m_swiglu->isChecked();
    }
    s.training.tokens.reset();
    s.training.datasetTb.reset();
    if (m_byTokens->isChecked())
        s.training.tokens = m_tokens->value();
    else
        s.training.datasetTb = m_tb->value();
    s.training.language = m_language->currentData().toString();
    s.training.seqLen = static_cast<int>(m_seqLen->value().value_or(0));
}

double ModelPage::parameters() const
{
    Scenario s;
    apply(s);
    const Expected<estimate::ModelSpec> spec = bridge::modelFrom(s);
    if (!spec || !estimate::validateModel(*spec).isEmpty())
        return 0;
    return estimate::parameterCounts(*spec).total;
}

void ModelPage::updateState()
{
    if (m_usePreset->isChecked()) {
        // Show the preset's architecture, a starting point for a custom one.
        if (const Expected<estimate::ModelSpec> spec = estimate::preset(m_preset->currentData().toString())) {
            const int values[] = { spec->layers, spec->hidden, spec->heads, spec->kvHeads, spec->ffn, spec->vocab };
            for (int i = 0; i < 6; ++i)
                m_custom.at(i)->setValue(values[i]);
            m_swiglu->setChecked(spec->gated);
        }
    }
    m_preset->setEnabled(m_usePreset->isChecked());
    for (FieldEdit *f : m_custom)
        f->setEnabled(m_useCustom->isChecked());
    m_swiglu->setEnabled(m_useCustom->isChecked());
    m_tokens->setEnabled(m_byTokens->isChecked());
    m_tb->setEnabled(m_byTb->isChecked());
    m_language->setEnabled(m_byTb->isChecked());
    retranslateUi();
    revalidate();
}

void ModelPage::retranslateUi()
{
    PlanWizardPage::retranslateUi();
    Scenario s;
    apply(s);
    const double tokens = bridge::trainingTokens(s);
    m_tokensResult->setText(tokens > 0 ? tokensText(tokens) : tr("–"));
    const double params = parameters();
    if (params > 0) {
        const double optimal = estimate::chinchillaOptimalTokens(params);
        m_chinchilla->setText(tr("Chinchilla-optimal for pretraining a %1 B-parameter model: about %2 (≈ 20 tokens per parameter, Hoffmann et al. 2022). Fine-tuning needs far fewer.")
                                  .arg(QLocale().toString(params / 1e9, 'f', 1), tokensText(optimal)));
    } else {
        m_chinchilla->setText(tr("Enter a valid architecture to see the Chinchilla-optimal data size."));
    }
    fillPresets(m_preset);
    fillChoices(m_language, QStringLiteral("training.language"), textLanguages());
}

} // namespace cp::gui
