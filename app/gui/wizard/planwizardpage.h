#pragma once
// Base of the new-plan wizard's pages: each page writes its fields into a Scenario, and is
// complete when its own fields are valid and cp::validateScenario finds nothing wrong with them.

#include "app/gui/editor/retranslator.h"
#include "core/scenario/scenario.h"

#include <QWizardPage>

#include <map>

namespace cp::gui {

class FieldEdit;

class PlanWizardPage : public QWizardPage {
    Q_OBJECT
public:
    using QWizardPage::QWizardPage;
    /// Writes this page's choices into the scenario.
    virtual void apply(Scenario &scenario) const = 0;
    bool isComplete() const override { return m_complete; }

protected:
    /// Registers a field so cross-field errors for its path are shown under it.
    FieldEdit *addField(FieldEdit *field, const QString &path = {});
    /// Re-checks the page (call after any change); emits completeChanged().
    void revalidate();
    /// Extra page-level checks (e.g. "choose at least one accelerator"); empty when fine.
    virtual QString pageProblem() const { return {}; }
    virtual void retranslateUi() { m_tx.run(); }
    void changeEvent(QEvent *event) override;

    Retranslator m_tx;

private:
    std::map<QString, FieldEdit *> m_fields;
    bool m_complete = true;
};

} // namespace cp::gui
