#pragma once
// Wizard step 3: the work, in a CFO's words (issue 42). Is the training a one-off run, or does it
// repeat? Will the cluster serve users afterwards, and how many? Is there other work on the same
// GPUs? The answers become the plan's workloads, which the money is computed from.

#include "app/gui/wizard/planwizardpage.h"

class QComboBox;
class QGroupBox;
class QLabel;

namespace cp::gui {

class FieldEdit;

class WorkPage : public PlanWizardPage {
    Q_OBJECT
public:
    explicit WorkPage(QWidget *parent = nullptr);
    /// Writes the workloads; reads the training mode and the inference load the earlier pages
    /// wrote (a serving plan serves the load of its training page).
    void apply(Scenario &scenario) const override;
    void initializePage() override;

    QComboBox *repeatCombo() const { return m_repeat; }
    QGroupBox *servingBox() const { return m_serving; }
    QGroupBox *otherBox() const { return m_other; }
    FieldEdit *field(const QString &path) const;

protected:
    void retranslateUi() override;

private:
    void updateState();

    bool m_servingPlan = false; ///< the training page chose inference: the plan serves its load

    QGroupBox *m_run;
    QComboBox *m_repeat;
    FieldEdit *m_runs;
    FieldEdit *m_every;
    QGroupBox *m_serving;
    QLabel *m_servingNote;
    FieldEdit *m_qps;
    FieldEdit *m_prompt;
    FieldEdit *m_output;
    FieldEdit *m_hours;
    FieldEdit *m_growth;
    QGroupBox *m_other;
    FieldEdit *m_otherHours;
};

} // namespace cp::gui
