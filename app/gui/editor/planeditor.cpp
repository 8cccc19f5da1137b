#include "app/gui/editor/planeditor.h"

#include "app/gui/editor/editorpages.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace cp::gui {

namespace {

int nextMergeId()
{
    static int id = 10000;
    return ++id;
}

} // namespace

// --- SliderField -----------------------------------------------------------------------------

SliderField::SliderField(const QString &rulePath, double min, double max, int decimals, QWidget *parent)
    : QWidget(parent)
    , m_min(min)
    , m_max(max)
    , m_decimals(decimals)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_box(new FieldEdit(rulePath))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_slider->setRange(0, 1000);
    m_slider->setMinimumWidth(160);
    m_box->setDecimals(decimals);
    m_box->setPlaceholder(QStringLiteral("–"));
    m_box->setMaximumWidth(200);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_box);
    connect(m_slider, &QSlider::sliderPressed, this, [this] { m_mergeId = nextMergeId(); });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { m_mergeId = -1; });
    connect(m_slider, &QSlider::valueChanged, this, [this] {
        if (m_setting)
            return;
        const double v = sliderValue();
        m_box->setValue(v);
        emit changed(v, m_slider->isSliderDown() ? m_mergeId : -1);
    });
    connect(m_box, &FieldEdit::committed, this, [this] {
        if (m_box->value())
            emit changed(*m_box->value(), -1);
    });
}

QAbstractSlider *SliderField::slider() const { return m_slider; }

double SliderField::sliderValue() const
{
    const double v = m_min + (m_max - m_min) * m_slider->value() / 1000.0;
    const double scale = std::pow(10.0, m_decimals);
    return std::round(v * scale) / scale;
}

void SliderField::setValue(std::optional<double> value)
{
    m_setting = true;
    setEnabled(value.has_value());
    if (value)
        m_slider->setValue(static_cast<int>(std::lround((std::clamp(*value, m_min, m_max) - m_min) / (m_max - m_min) * 1000.0)));
    m_box->setValue(value);
    m_setting = false;
}

// --- PlanEditor ------------------------------------------------------------------------------

PlanEditor::PlanEditor(PlanDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("planEditor"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_message = new MessageBar;
    outer->addWidget(m_message);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *content = new QWidget;
    scroll->setWidget(content);
    auto *grid = new QGridLayout(content);

    auto *modelPage = new ModelEditorPage(document, m_message);
    auto *trainingPage = new TrainingEditorPage(document, m_message);
    auto *hardwarePage = new HardwareEditorPage(document, m_message);
    auto *budgetPage = new BudgetEditorPage(document, m_message);
    auto *driversPage = new CostDriversEditorPage(document, m_message);
    m_demandPage = new DemandEditorPage(document, m_message);
    m_pricesPage = new PricesEditorPage(document, m_message);
    m_pages = { modelPage, trainingPage, hardwarePage, budgetPage, driversPage, m_demandPage, m_pricesPage };

    auto *c1 = new QVBoxLayout;
    c1->addWidget(modelPage);
    c1->addWidget(trainingPage);
    c1->addStretch(1);
    auto *c2 = new QVBoxLayout;
    c2->addWidget(hardwarePage);
    c2->addWidget(m_demandPage);
    c2->addStretch(1);
    auto *c3 = new QVBoxLayout;
    c3->addWidget(budgetPage);
    c3->addWidget(driversPage);
    c3->addStretch(1);
    grid->addLayout(c1, 0, 0);
    grid->addLayout(c2, 0, 1);
    grid->addLayout(c3, 0, 2);
    grid->addWidget(m_pricesPage, 1, 0, 1, 3);
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);

    connect(document, &PlanDocument::scenarioChanged, this, &PlanEditor::refresh);
    retranslateUi();
    refresh();
}

FieldEdit *PlanEditor::field(const QString &path) const { return findChild<FieldEdit *>(path); }
SliderField *PlanEditor::slider(const QString &id) const { return findChild<SliderField *>(id); }
QComboBox *PlanEditor::combo(const QString &path) const { return findChild<QComboBox *>(path); }
PricesModel *PlanEditor::pricesModel() const { return m_pricesPage->model(); }
DemandModel *PlanEditor::demandModel() const { return m_demandPage->model(); }
DemandBars *PlanEditor::demandBars() const { return m_demandPage->bars(); }

void PlanEditor::refresh()
{
    for (EditorPage *page : m_pages)
        page->refresh();
}

void PlanEditor::catalogChanged() { retranslateUi(); }

void PlanEditor::retranslateUi()
{
    for (EditorPage *page : m_pages)
        page->retranslate();
    refresh();
}

void PlanEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cp::gui
