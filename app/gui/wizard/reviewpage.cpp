#include "app/gui/wizard/reviewpage.h"

#include "app/gui/editor/choices.h"
#include "core/bridge/engineinputs.h"
#include "core/catalog/catalog.h"
#include "core/scenario/validation.h"
#include "core/scenario/workloads.h"
#include "core/units/format.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cp::gui {

namespace {

QString number(double v, int decimals = 0) { return QLocale().toString(v, 'f', decimals); }

} // namespace

QString scenarioSummaryHtml(const Scenario &s)
{
    QStringList rows;
    auto row = [&rows](const QString &label, const QString &value) {
        rows << QStringLiteral("<tr><td style='padding-right:16px;color:#44546a'>%1</td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    const QString model = s.model.isCustom()
        ? QCoreApplication::translate("cp::gui::ReviewPage", "custom: %1 layers, hidden %2, %3 heads, vocabulary %4")
              .arg(number(s.model.layers), number(s.model.hidden), number(s.model.heads), number(s.model.vocab))
        : presetText(s.model.preset);
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Model"), model);
    const double tokens = bridge::trainingTokens(s);
    if (!s.training.servesOnly()) {
        QString data = units::formatTokens(tokens);
        if (s.training.datasetTb)
            data += QCoreApplication::translate("cp::gui::ReviewPage", " (from %1 TB of %2)").arg(number(*s.training.datasetTb, 2), choiceText(QStringLiteral("training.language"), s.training.language));
        row(QCoreApplication::translate("cp::gui::ReviewPage", "Training data"), data);
        row(QCoreApplication::translate("cp::gui::ReviewPage", "Sequence length"), QCoreApplication::translate("cp::gui::ReviewPage", "%1 tokens").arg(number(s.training.seqLen)));
    }
    QString mode = choiceText(QStringLiteral("training.mode"), s.training.mode);
    if (s.training.mode == QLatin1String("lora") || s.training.mode == QLatin1String("qlora"))
        mode += QCoreApplication::translate("cp::gui::ReviewPage", ", rank %1").arg(s.training.loraRank);
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Mode"), mode);
    if (s.training.servesOnly()) {
        row(QCoreApplication::translate("cp::gui::ReviewPage", "Load"),
            QCoreApplication::translate("cp::gui::ReviewPage", "%1 requests/s, %2 prompt + %3 output tokens, latency target %4 ms")
                .arg(number(s.inference.qps, 1), number(s.inference.promptTokens), number(s.inference.outputTokens), number(s.inference.latencyTargetMs)));
    }
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Precision"), choiceText(QStringLiteral("training.precision"), s.training.precision));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Gradient checkpointing"), s.hardware.layout.recompute ? choiceText(QStringLiteral("hardware.layout.recompute"), *s.hardware.layout.recompute) : QCoreApplication::translate("cp::gui::ReviewPage", "planner's choice"));
    QStringList accs;
    for (const QString &id : s.hardware.accelerators) {
        const Accelerator *a = Catalog::builtIn().accelerator(id);
        accs << (a ? a->name : id);
    }
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Accelerators"), accs.isEmpty() ? QCoreApplication::translate("cp::gui::ReviewPage", "any") : accs.join(QStringLiteral(", ")));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "GPU count"), s.hardware.gpus ? QCoreApplication::translate("cp::gui::ReviewPage", "%1 GPUs").arg(number(*s.hardware.gpus)) : QCoreApplication::translate("cp::gui::ReviewPage", "planner's choice"));
    const Fabric *fabric = Catalog::builtIn().fabric(s.hardware.network);
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Network"), fabric ? fabric->name : QCoreApplication::translate("cp::gui::ReviewPage", "planner's choice"));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Budget"), s.constraints.budgetCny ? units::formatMoney(units::yuan(*s.constraints.budgetCny)) : QCoreApplication::translate("cp::gui::ReviewPage", "no limit"));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Deadline"), s.constraints.deadlineDays ? QCoreApplication::translate("cp::gui::ReviewPage", "%1 days").arg(number(*s.constraints.deadlineDays)) : QCoreApplication::translate("cp::gui::ReviewPage", "no deadline"));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Objective"), choiceText(QStringLiteral("constraints.objective"), s.constraints.objective));
    QStringList options;
    for (const QString &o : s.tco.options)
        options << choiceText(QStringLiteral("tco.options[]"), o);
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Options compared"), options.join(QStringLiteral(", ")));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Cloud billing"), choiceText(QStringLiteral("constraints.pay"), s.constraints.pay));
    // A one-off run (or a few) is priced over the months it takes, not the horizon (issue 42).
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Horizon"), isFiniteRunOnly(s) ? QCoreApplication::translate("cp::gui::ReviewPage", "the months the runs take") : QCoreApplication::translate("cp::gui::ReviewPage", "%1 months").arg(s.tco.horizonMonths));
    row(QCoreApplication::translate("cp::gui::ReviewPage", "Discount rate"), QCoreApplication::translate("cp::gui::ReviewPage", "%1 % per year").arg(number(s.tco.discountRate * 100, 1)));
    // Issue 42: the work, not a utilisation, makes the demand.
    for (const Workload &w : s.workloads)
        row(QCoreApplication::translate("cp::gui::ReviewPage", "The work"), workloadText(w));
    return QStringLiteral("<table>") + rows.join(QString()) + QStringLiteral("</table>");
}

ReviewPage::ReviewPage(std::function<Scenario()> draft, QWidget *parent)
    : PlanWizardPage(parent)
    , m_draft(std::move(draft))
{
    m_tx.add([this] {
        setTitle(tr("Review and create"));
        setSubTitle(tr("Check the choices, name the plan and press Finish."));
    });
    auto *layout = new QVBoxLayout(this);
    auto *box = m_tx.title(new QGroupBox, [this] { return tr("Summary"); });
    auto *boxLayout = new QVBoxLayout(box);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    boxLayout->addWidget(m_summary);
    boxLayout->addStretch(1);
    layout->addWidget(box, 1);

    auto *form = new QFormLayout;
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("name"));
    m_nameError = new QLabel;
    m_nameError->setObjectName(QStringLiteral("nameError"));
    m_nameError->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_nameError->hide();
    m_tags = new QLineEdit;
    m_tags->setObjectName(QStringLiteral("tags"));
    m_notes = new QPlainTextEdit;
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setMaximumHeight(90);
    m_tx.add([this] { m_tags->setPlaceholderText(tr("comma-separated, e.g. fine-tune, 2026 budget")); });
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Plan name:"); }), m_name);
    form->addRow(QString(), m_nameError);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Tags:"); }), m_tags);
    form->addRow(m_tx.text(new QLabel, [this] { return tr("Notes:"); }), m_notes);
    layout->addLayout(form);
    auto changed = [this] {
        m_nameError->setText(pageProblem());
        m_nameError->setVisible(!m_nameError->text().isEmpty());
        revalidate();
    };
    connect(m_name, &QLineEdit::textChanged, this, changed);
    connect(m_tags, &QLineEdit::textChanged, this, changed);
    connect(m_notes, &QPlainTextEdit::textChanged, this, changed);
    revalidate();
}

void ReviewPage::initializePage()
{
    if (m_name->text().isEmpty()) {
        const Scenario s = m_draft();
        const QString model = s.model.isCustom() ? tr("Custom model") : presetText(s.model.preset).section(QStringLiteral(" · "), 0, 0);
        m_name->setText(tr("%1 %2").arg(model, choiceText(QStringLiteral("training.mode"), s.training.mode)));
    }
    updateSummary();
}

QStringList ReviewPage::tags() const
{
    QStringList out;
    for (const QString &t : m_tags->text().split(QRegularExpression(QStringLiteral("[,，]")), Qt::SkipEmptyParts)) {
        if (!t.trimmed().isEmpty())
            out << t.trimmed();
    }
    return out;
}

void ReviewPage::apply(Scenario &s) const
{
    s.name = m_name->text().trimmed();
    s.tags = tags();
    s.notes = m_notes->toPlainText();
}

QString ReviewPage::pageProblem() const
{
    Scenario s;
    apply(s);
    for (const Error &e : validateScenario(s, Catalog::builtIn())) {
        if (e.path == QLatin1String("name") || e.path.startsWith(QLatin1String("tags")) || e.path == QLatin1String("notes"))
            return (e.path == QLatin1String("name") ? tr("Plan name") : e.path) + QStringLiteral(": ") + e.message;
    }
    return {};
}

void ReviewPage::updateSummary()
{
    if (m_draft)
        m_summary->setText(scenarioSummaryHtml(m_draft()));
    m_nameError->setText(pageProblem());
    m_nameError->setVisible(!m_nameError->text().isEmpty());
}

QString ReviewPage::summaryText() const { return m_summary->text(); }

void ReviewPage::retranslateUi()
{
    PlanWizardPage::retranslateUi();
    updateSummary();
}

} // namespace cp::gui
