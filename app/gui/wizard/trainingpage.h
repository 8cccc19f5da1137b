#pragma once
// Wizard step 2: how the model is trained (or served), the precision and gradient checkpointing.

#include "app/gui/wizard/planwizardpage.h"

class QComboBox;
class QFormLayout;
class QGroupBox;

namespace cp::gui {

class FieldEdit;

class TrainingPage : public PlanWizardPage {
    Q_OBJECT
public:
    explicit TrainingPage(QWidget *parent = nullptr);
    void apply(Scenario &scenario) const override;
    QComboBox *modeCombo() const { return m_mode; }
    FieldEdit *field(const QString &path) const;

protected:
    void retranslateUi() override;

private:
    void updateState();
    /// The page's title and subtitle for the mode chosen (serving or training).
    void retitle();

    QFormLayout *m_form = nullptr;
    QComboBox *m_mode = nullptr;
    FieldEdit *m_rank;
    QComboBox *m_precision;
    QComboBox *m_optimizer;
    QComboBox *m_recompute;
    FieldEdit *m_batch;
    QGroupBox *m_inference;
    FieldEdit *m_qps;
    FieldEdit *m_latency;
    FieldEdit *m_prompt;
    FieldEdit *m_output;
};

} // namespace cp::gui
