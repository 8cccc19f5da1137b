#pragma once
// Wizard step 3: allowed hardware, budget and deadline, and how the compute is paid for.

#include "app/gui/wizard/planwizardpage.h"

class QCheckBox;
class QComboBox;
class QListWidget;

namespace cp::gui {

class FieldEdit;

class HardwarePage : public PlanWizardPage {
    Q_OBJECT
public:
    explicit HardwarePage(QWidget *parent = nullptr);
    void apply(Scenario &scenario) const override;

    QListWidget *acceleratorList() const { return m_accelerators; }
    QListWidget *optionList() const { return m_options; }
    QCheckBox *plannerChoosesGpus() const { return m_autoGpus; }
    FieldEdit *field(const QString &path) const;
    /// Checks exactly these accelerators (tests, presets).
    void setAccelerators(const QStringList &ids);

protected:
    void retranslateUi() override;
    QString pageProblem() const override;

private:
    QStringList checked(const QListWidget *list) const;

    QListWidget *m_accelerators;
    QCheckBox *m_autoGpus;
    FieldEdit *m_gpus;
    QComboBox *m_network;
    FieldEdit *m_budget;
    FieldEdit *m_deadline;
    QComboBox *m_objective;
    QComboBox *m_pay;
    QListWidget *m_options;
    FieldEdit *m_horizon;
    FieldEdit *m_discount;
    QLabel *m_problem;
};

} // namespace cp::gui
