#pragma once
// Wizard step 4: a readable summary of every choice, and the plan's name, tags and notes.

#include "app/gui/wizard/planwizardpage.h"

#include <functional>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace cp::gui {

class ReviewPage : public PlanWizardPage {
    Q_OBJECT
public:
    /// `draft` returns the scenario as the earlier pages describe it.
    explicit ReviewPage(std::function<Scenario()> draft, QWidget *parent = nullptr);
    void apply(Scenario &scenario) const override;
    void initializePage() override;

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *tagsEdit() const { return m_tags; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    QString summaryText() const;

protected:
    void retranslateUi() override;
    QString pageProblem() const override;

private:
    void updateSummary();
    QStringList tags() const;

    std::function<Scenario()> m_draft;
    QLabel *m_summary;
    QLineEdit *m_name;
    QLabel *m_nameError;
    QLineEdit *m_tags;
    QPlainTextEdit *m_notes;
};

/// The summary of a scenario as HTML rows ("Model: Llama 2 13B · 13.0 B parameters" ...), with
/// units and thousands separators; shared with the plan editor's header.
QString scenarioSummaryHtml(const Scenario &scenario);

} // namespace cp::gui
