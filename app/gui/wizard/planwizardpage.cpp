#include "app/gui/wizard/planwizardpage.h"

#include "app/gui/editor/fieldedit.h"
#include "core/catalog/catalog.h"
#include "core/scenario/validation.h"

#include <QEvent>

namespace cp::gui {

FieldEdit *PlanWizardPage::addField(FieldEdit *field, const QString &path)
{
    m_fields[path.isEmpty() ? field->rulePath() : path] = field;
    connect(field, &FieldEdit::edited, this, &PlanWizardPage::revalidate);
    return field;
}

void PlanWizardPage::revalidate()
{
    Scenario s;
    s.name = QStringLiteral("-");
    apply(s);
    const Errors errors = validateScenario(s, Catalog::builtIn());
    bool ok = pageProblem().isEmpty();
    for (auto &[path, field] : m_fields) {
        if (!field->isEnabled() || !field->isVisibleTo(this))
            continue;
        QString message;
        for (const Error &e : errors) {
            if (e.path == path)
                message = e.message;
        }
        field->setExternalError(message);
        ok = ok && field->isValid();
    }
    m_complete = ok;
    emit completeChanged();
}

void PlanWizardPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        revalidate();
    }
    QWizardPage::changeEvent(event);
}

} // namespace cp::gui
