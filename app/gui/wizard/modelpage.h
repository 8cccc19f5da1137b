#pragma once
// Wizard step 1: the model (preset or custom architecture) and the training data.

#include "app/gui/wizard/planwizardpage.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;

namespace cp::gui {

class FieldEdit;

class ModelPage : public PlanWizardPage {
    Q_OBJECT
public:
    explicit ModelPage(QWidget *parent = nullptr);
    void apply(Scenario &scenario) const override;

    QRadioButton *presetButton() const { return m_usePreset; }
    QRadioButton *customButton() const { return m_useCustom; }
    QComboBox *presetCombo() const { return m_preset; }
    FieldEdit *field(const QString &path) const;
    QRadioButton *tokensButton() const { return m_byTokens; }
    QRadioButton *terabytesButton() const { return m_byTb; }

protected:
    void retranslateUi() override;

private:
    void updateState();
    double parameters() const;

    QRadioButton *m_usePreset;
    QRadioButton *m_useCustom;
    QComboBox *m_preset;
    QCheckBox *m_swiglu;
    QList<FieldEdit *> m_custom;
    QRadioButton *m_byTokens;
    QRadioButton *m_byTb;
    FieldEdit *m_tokens;
    FieldEdit *m_tb;
    QComboBox *m_language;
    FieldEdit *m_seqLen;
    QLabel *m_tokensResult;
    QLabel *m_chinchilla;
};

} // namespace cp::gui
