#pragma once
// The new-plan wizard: model and data → training mode → the work (runs, serving, other work) →
// hardware, budget and payment → review.
// scenario() is the finished plan: valid by cp::validateScenario, with today's price snapshot.

#include "core/scenario/scenario.h"

#include <QWizard>

namespace cp::gui {

class ModelPage;
class TrainingPage;
class HardwarePage;
class ReviewPage;
class WorkPage;

class NewPlanWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { ModelPageId,
        TrainingPageId,
        WorkPageId,
        HardwarePageId,
        ReviewPageId };
    explicit NewPlanWizard(QWidget *parent = nullptr);

    /// The plan described by the pages, with the built-in price snapshot and created/updated
    /// set to now (UTC, whole seconds).
    Scenario scenario() const;

    ModelPage *modelPage() const { return m_model; }
    TrainingPage *trainingPage() const { return m_training; }
    WorkPage *workPage() const { return m_work; }
    HardwarePage *hardwarePage() const { return m_hardware; }
    ReviewPage *reviewPage() const { return m_review; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    Scenario draft() const;

    ModelPage *m_model;
    TrainingPage *m_training;
    WorkPage *m_work;
    HardwarePage *m_hardware;
    ReviewPage *m_review;
};

} // namespace cp::gui
