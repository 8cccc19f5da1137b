#include "app/gui/wizard/newplanwizard.h"

#include "app/gui/editor/wheelguard.h"
#include "app/gui/wizard/hardwarepage.h"
#include "app/gui/wizard/modelpage.h"
#include "app/gui/wizard/reviewpage.h"
#include "app/gui/wizard/trainingpage.h"
#include "app/gui/wizard/workpage.h"
#include "core/catalog/catalog.h"
#include "core/scenario/pricesnapshot.h"

#include <QEvent>

namespace cp::gui {

NewPlanWizard::NewPlanWizard(QWidget *parent)
    : QWizard(parent)
    , m_model(new ModelPage)
    , m_training(new TrainingPage)
    , m_work(new WorkPage)
    , m_hardware(new HardwarePage)
    , m_review(new ReviewPage([this] { return draft(); }))
{
    WheelGuard::install();
    setObjectName(QStringLiteral("newPlanWizard"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setPage(ModelPageId, m_model);
    setPage(TrainingPageId, m_training);
    setPage(WorkPageId, m_work);
    setPage(HardwarePageId, m_hardware);
    setPage(ReviewPageId, m_review);
    retranslateUi();
}

Scenario NewPlanWizard::draft() const
{
    Scenario s;
    s.tco.options.clear();
    m_model->apply(s);
    m_training->apply(s);
    m_work->apply(s);
    m_hardware->apply(s);
    return s;
}

Scenario NewPlanWizard::scenario() const
{
    Scenario s = draft();
    m_review->apply(s);
    s.prices = snapshotPrices(Catalog::builtIn());
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), now.time().minute(), now.time().second()));
    s.created = now;
    s.updated = now;
    return s;
}

void NewPlanWizard::retranslateUi() { setWindowTitle(tr("New plan")); }

void NewPlanWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

} // namespace cp::gui
