#include "app/gui/wizard/hardwarepage.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/fieldedit.h"
#include "core/catalog/catalog.h"
#include "core/scenario/validation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QVBoxLayout>

namespace cp::gui {

HardwarePage::HardwarePage(QWidget *parent)
    : PlanWizardPage(parent)
{
    m_tx.add([this] {
        setTitle(tr("Hardware, budget and payment"));
        setSubTitle(tr("Which accelerators may be used, what limits apply, and which ways of paying to compare."));
    });
    auto *columns = new QHBoxLayout(this);
    auto field = [this](const QString &path, bool optional, std::optional<double> initial) {
        auto *f = addField(new FieldEdit(path, optional));
        f->setObjectName(path);
        f->setValue(initial);
        return f;
    };

    auto *hw = m_tx.title(new QGroupBox, [this] { return tr("Hardware"); });
    auto *hwForm = new QFormLayout(hw);
    m_accelerators = new QListWidget;
    m_accelerators->setObjectName(QStringLiteral("accelerators"));
    for (const Accelerator &a : Catalog::builtIn().accelerators()) {
        auto *item = new QListWidgetItem(m_accelerators);
        item->setData(Qt::UserRole, a.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(a.id == QLatin1String("a100-sxm-80gb") ? Qt::Checked : Qt::Unchecked);
    }
    m_accelerators->setMinimumHeight(220);
    m_accelerators->setMaximumHeight(420);
    m_autoGpus = m_tx.text(new QCheckBox, [this] { return tr("Let the planner choose the GPU count"); });
    m_autoGpus->setObjectName(QStringLiteral("autoGpus"));
    m_gpus = field(QStringLiteral("hardware.gpus"), false, 8);
    m_tx.add([this] { m_gpus->setUnit(tr("GPUs")); });
    m_network = new QComboBox;
    m_network->setObjectName(QStringLiteral("network"));
    hwForm->addRow(m_tx.text(new QLabel, [this] { return tr("Allowed accelerators:"); }), m_accelerators);
    hwForm->addRow(QString(), m_autoGpus);
    hwForm->addRow(m_tx.text(new QLabel, [this] { return tr("GPU count:"); }), m_gpus);
    hwForm->addRow(m_tx.text(new QLabel, [this] { return tr("Network fabric:"); }), m_network);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problem->setWordWrap(true);
    hwForm->addRow(m_problem);
    columns->addWidget(hw, 1);

    auto *right = new QVBoxLayout;
    auto *limits = m_tx.title(new QGroupBox, [this] { return tr("Budget and deadline"); });
    auto *limForm = new QFormLayout(limits);
    limForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_budget = field(QStringLiteral("constraints.budget_cny"), true, std::nullopt);
    m_deadline = field(QStringLiteral("constraints.deadline_days"), true, std::nullopt);
    m_tx.add([this] {
        m_budget->setPlaceholder(tr("no limit"));
        m_budget->setUnit(tr("CNY"));
        m_deadline->setPlaceholder(tr("no deadline"));
        m_deadline->setUnit(tr("days"));
    });
    m_objective = new QComboBox;
    limForm->addRow(m_tx.text(new QLabel, [this] { return tr("Budget:"); }), m_budget);
    limForm->addRow(m_tx.text(new QLabel, [this] { return tr("Deadline:"); }), m_deadline);
    limForm->addRow(m_tx.text(new QLabel, [this] { return tr("Objective:"); }), m_objective);
    right->addWidget(limits);

    auto *pay = m_tx.title(new QGroupBox, [this] { return tr("How to pay"); });
    auto *payForm = new QFormLayout(pay);
    m_pay = new QComboBox;
    m_options = new QListWidget;
    m_options->setObjectName(QStringLiteral("options"));
    for (const QString &o : tcoOptions()) {
        auto *item = new QListWidgetItem(m_options);
        item->setData(Qt::UserRole, o);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(o == QLatin1String("spot") ? Qt::Unchecked : Qt::Checked);
    }
    m_options->setMinimumHeight(150);
    m_horizon = field(QStringLiteral("tco.horizon_months"), false, 36);
    m_discount = field(QStringLiteral("tco.discount_rate"), false, 0.08);
    m_tx.add([this] {
        m_horizon->setUnit(tr("months"));
        m_discount->setUnit(tr("per year (0.08 = 8 %)"));
    });
    payForm->addRow(m_tx.text(new QLabel, [this] { return tr("Cloud billing:"); }), m_pay);
    payForm->addRow(m_tx.text(new QLabel, [this] { return tr("Options to compare:"); }), m_options);
    payForm->addRow(m_tx.text(new QLabel, [this] { return tr("Horizon:"); }), m_horizon);
    payForm->addRow(m_tx.text(new QLabel, [this] { return tr("Discount rate:"); }), m_discount);
    right->addWidget(pay);
    right->addStretch(1);
    columns->addLayout(right, 1);

    retranslateUi();
    auto listChanged = [this] {
        m_problem->setText(pageProblem());
        revalidate();
    };
    connect(m_accelerators, &QListWidget::itemChanged, this, listChanged);
    connect(m_options, &QListWidget::itemChanged, this, listChanged);
    connect(m_autoGpus, &QCheckBox::toggled, this, [this](bool on) {
        m_gpus->setEnabled(!on);
        revalidate();
    });
    revalidate();
}

FieldEdit *HardwarePage::field(const QString &path) const { return findChild<FieldEdit *>(path); }

void HardwarePage::setAccelerators(const QStringList &ids)
{
    for (int i = 0; i < m_accelerators->count(); ++i) {
        QListWidgetItem *item = m_accelerators->item(i);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList HardwarePage::checked(const QListWidget *list) const
{
    QStringList ids;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            ids << list->item(i)->data(Qt::UserRole).toString();
    }
    return ids;
}

QString HardwarePage::pageProblem() const
{
    if (checked(m_accelerators).isEmpty())
        return tr("Choose at least one accelerator.");
    if (checked(m_options).isEmpty())
        return tr("Choose at least one way to pay.");
    return {};
}

void HardwarePage::apply(Scenario &s) const
{
    s.hardware.accelerators = checked(m_accelerators);
    s.hardware.gpus.reset();
    if (!m_autoGpus->isChecked())
        s.hardware.gpus = static_cast<int>(m_gpus->value().value_or(0));
    s.hardware.network = m_network->currentData().toString();
    s.constraints.budgetCny = m_budget->value();
    s.constraints.deadlineDays = m_deadline->value();
    s.constraints.objective = m_objective->currentData().toString();
    s.constraints.pay = m_pay->currentData().toString();
    s.tco.options = checked(m_options);
    s.tco.horizonMonths = static_cast<int>(m_horizon->value().value_or(0));
    s.tco.discountRate = m_discount->value().value_or(-1);
}

void HardwarePage::retranslateUi()
{
    PlanWizardPage::retranslateUi();
    const QLocale locale;
    for (int i = 0; i < m_accelerators->count(); ++i) {
        QListWidgetItem *item = m_accelerators->item(i);
        const Accelerator *a = Catalog::builtIn().accelerator(item->data(Qt::UserRole).toString());
        //: accelerator list entry: name, memory, in-node interconnect
        item->setText(a->scaleUpFabric.isEmpty() ? tr("%1 — %2 GB").arg(a->name, locale.toString(a->memoryGB, 'f', 0))
                                                 : tr("%1 — %2 GB, %3").arg(a->name, locale.toString(a->memoryGB, 'f', 0), a->scaleUpFabric));
    }
    for (int i = 0; i < m_options->count(); ++i)
        m_options->item(i)->setText(choiceText(QStringLiteral("tco.options[]"), m_options->item(i)->data(Qt::UserRole).toString()));
    const QString network = m_network->currentData().toString();
    const bool blocked = m_network->blockSignals(true);
    m_network->clear();
    m_network->addItem(tr("Let the planner choose"), QString());
    for (const Fabric &f : Catalog::builtIn().fabrics())
        m_network->addItem(tr("%1 — %2 Gb/s per GPU").arg(f.name, locale.toString(f.perGpuGbps, 'f', 0)), f.id);
    m_network->blockSignals(blocked);
    selectChoice(m_network, network);
    fillChoices(m_objective, QStringLiteral("constraints.objective"), objectives());
    if (m_objective->currentData().toString() == objectives().constFirst() && m_objective->property("init").isNull()) {
        m_objective->setProperty("init", true);
        selectChoice(m_objective, QStringLiteral("balanced"));
    }
    fillChoices(m_pay, QStringLiteral("constraints.pay"), paymentModes());
    m_problem->setText(pageProblem());
}

} // namespace cp::gui
