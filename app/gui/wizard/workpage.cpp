#include "app/gui/wizard/workpage.h"

#include "app/gui/editor/fieldedit.h"
#include "app/gui/wizard/newplanwizard.h"
#include "app/gui/wizard/trainingpage.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace cp::gui {

namespace {

enum Repeat { Once,
    Times,
    Every };

} // namespace

WorkPage::WorkPage(QWidget *parent)
    : PlanWizardPage(parent)
{
    m_tx.add([this] {
        setTitle(tr("The work"));
        setSubTitle(tr("What the GPUs will do. The costs are those of this work: a one-off run costs the run, not years of an idle cluster."));
    });
    auto *layout = new QVBoxLayout(this);
    auto field = [this](const QString &path, double initial) {
        auto *f = addField(new FieldEdit(path, false));
        f->setObjectName(path);
        f->setValue(initial);
        return f;
    };

    m_run = m_tx.title(new QGroupBox, [this] { return tr("The training run"); });
    auto *runForm = new QFormLayout(m_run);
    runForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_repeat = new QComboBox;
    m_repeat->setObjectName(QStringLiteral("repeat"));
    m_runs = field(QStringLiteral("workloads[].runs"), 2);
    m_every = field(QStringLiteral("workloads[].every_months"), 3);
    m_tx.add([this] {
        m_runs->setUnit(tr("runs"));
        m_every->setUnit(tr("months (0 = back to back)"));
    });
    runForm->addRow(m_tx.text(new QLabel, [this] { return tr("Is this a one-off run?"); }), m_repeat);
    runForm->addRow(m_tx.text(new QLabel, [this] { return tr("How many runs:"); }), m_runs);
    runForm->addRow(m_tx.text(new QLabel, [this] { return tr("How often:"); }), m_every);
    layout->addWidget(m_run);

    m_serving = m_tx.title(new QGroupBox, [this] { return tr("Will the cluster serve users afterwards?"); });
    m_serving->setObjectName(QStringLiteral("serving"));
    m_serving->setCheckable(true);
    m_serving->setChecked(false);
    auto *serveForm = new QFormLayout(m_serving);
    serveForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_servingNote = new QLabel;
    m_servingNote->setWordWrap(true);
    m_tx.add([this] { m_servingNote->setText(tr("The load is the one on the previous page.")); });
    m_qps = field(QStringLiteral("workloads[].qps"), 5);
    m_prompt = field(QStringLiteral("workloads[].prompt_tokens"), 1024);
    m_output = field(QStringLiteral("workloads[].output_tokens"), 256);
    m_hours = field(QStringLiteral("workloads[].hours_per_day"), 24);
    m_growth = field(QStringLiteral("workloads[].growth_per_month"), 0);
    m_tx.add([this] {
        m_qps->setUnit(tr("requests/s"));
        m_prompt->setUnit(tr("tokens"));
        m_output->setUnit(tr("tokens"));
        m_hours->setUnit(tr("hours"));
        m_growth->setUnit(tr("a month (0.05 = +5 %)"));
    });
    serveForm->addRow(m_servingNote);
    serveForm->addRow(m_tx.text(new QLabel, [this] { return tr("Requests per second:"); }), m_qps);
    serveForm->addRow(m_tx.text(new QLabel, [this] { return tr("Prompt length:"); }), m_prompt);
    serveForm->addRow(m_tx.text(new QLabel, [this] { return tr("Answer length:"); }), m_output);
    serveForm->addRow(m_tx.text(new QLabel, [this] { return tr("Hours a day:"); }), m_hours);
    serveForm->addRow(m_tx.text(new QLabel, [this] { return tr("Growth:"); }), m_growth);
    layout->addWidget(m_serving);

    m_other = m_tx.title(new QGroupBox, [this] { return tr("Other work on the same GPUs"); });
    m_other->setObjectName(QStringLiteral("other"));
    m_other->setCheckable(true);
    m_other->setChecked(false);
    auto *otherForm = new QFormLayout(m_other);
    otherForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_otherHours = field(QStringLiteral("workloads[].gpu_hours_per_month"), 1000);
    m_tx.add([this] { m_otherHours->setUnit(tr("GPU-hours a month")); });
    otherForm->addRow(m_tx.text(new QLabel, [this] { return tr("Known load:"); }), m_otherHours);
    layout->addWidget(m_other);
    layout->addStretch(1);

    retranslateUi();
    connect(m_repeat, &QComboBox::currentIndexChanged, this, &WorkPage::updateState);
    connect(m_serving, &QGroupBox::toggled, this, &WorkPage::updateState);
    connect(m_other, &QGroupBox::toggled, this, &WorkPage::updateState);
    updateState();
}

FieldEdit *WorkPage::field(const QString &path) const { return findChild<FieldEdit *>(path); }

void WorkPage::initializePage()
{
    const auto *w = qobject_cast<const NewPlanWizard *>(wizard());
    m_servingPlan = w && w->trainingPage()->modeCombo()->currentData().toString() == QLatin1String("inference");
    updateState();
}

void WorkPage::apply(Scenario &s) const
{
    s.workloads.clear();
    const bool servingPlan = s.training.servesOnly();
    if (!servingPlan) {
        Workload run;
        const int repeat = m_repeat->currentIndex();
        run.runs = repeat == Once ? 1 : repeat == Times ? static_cast<int>(m_runs->value().value_or(-1))
                                                        : 0;
        run.everyMonths = repeat == Once ? 0 : static_cast<int>(m_every->value().value_or(-1));
        s.workloads << run;
    }
    if (servingPlan || m_serving->isChecked()) {
        Workload serve;
        serve.kind = QStringLiteral("serving");
        serve.runs = 0;
        // Afterwards: from the month after the (first) run; a serving plan serves from month 1.
        serve.startMonth = servingPlan ? 1 : 2;
        serve.qps = servingPlan ? s.inference.qps : m_qps->value().value_or(-1);
        serve.promptTokens = servingPlan ? s.inference.promptTokens : static_cast<int>(m_prompt->value().value_or(-1));
        serve.outputTokens = servingPlan ? s.inference.outputTokens : static_cast<int>(m_output->value().value_or(-1));
        serve.hoursPerDay = m_hours->value().value_or(-1);
        serve.growthPerMonth = m_growth->value().value_or(-1);
        s.workloads << serve;
    }
    if (m_other->isChecked()) {
        Workload other;
        other.kind = QStringLiteral("other");
        other.runs = 0;
        other.gpuHoursPerMonth = m_otherHours->value().value_or(-1);
        s.workloads << other;
    }
}

void WorkPage::updateState()
{
    m_run->setVisible(!m_servingPlan);
    const int repeat = m_repeat->currentIndex();
    m_runs->setEnabled(repeat == Times);
    m_every->setEnabled(repeat != Once);
    // A serving plan always serves (the box is not a question then). QGroupBox::setCheckable(true)
    // checks the box, so it is called only when the plan's kind changed.
    if (m_serving->isCheckable() == m_servingPlan) {
        m_serving->setCheckable(!m_servingPlan);
        if (!m_servingPlan)
            m_serving->setChecked(false);
    }
    m_servingNote->setVisible(m_servingPlan);
    // Set after the box: an unchecked QGroupBox disables its children one by one, and a child
    // enabled by hand would stay editable in it. A serving plan's load is its training page's.
    const bool serving = m_servingPlan || m_serving->isChecked();
    for (FieldEdit *f : { m_qps, m_prompt, m_output })
        f->setEnabled(serving && !m_servingPlan);
    for (FieldEdit *f : { m_hours, m_growth })
        f->setEnabled(serving);
    revalidate();
}

void WorkPage::retranslateUi()
{
    PlanWizardPage::retranslateUi();
    const int repeat = std::max(0, m_repeat->currentIndex());
    const bool blocked = m_repeat->blockSignals(true);
    m_repeat->clear();
    m_repeat->addItem(tr("Yes, it runs once"));
    m_repeat->addItem(tr("No, it runs a number of times"));
    m_repeat->addItem(tr("No, it repeats until the horizon ends"));
    m_repeat->setCurrentIndex(repeat);
    m_repeat->blockSignals(blocked);
}

} // namespace cp::gui
