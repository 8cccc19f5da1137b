#include "app/gui/editor/planeditor.h"

#include "app/gui/editor/editorpages.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/taxeditorpage.h"
#include "app/gui/editor/wheelguard.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <initializer_list>

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
    WheelGuard::install();
    setObjectName(QStringLiteral("planEditor"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_message = new MessageBar;
    outer->addWidget(m_message);
    // Only the fields that apply to the plan's work show; experts switch the rest on.
    m_allFields = new QCheckBox;
    m_allFields->setObjectName(QStringLiteral("editorAllFields"));
    auto *switchRow = new QHBoxLayout;
    switchRow->setContentsMargins(9, 0, 9, 0);
    switchRow->addStretch(1);
    switchRow->addWidget(m_allFields);
    outer->addLayout(switchRow);
    m_scroll = new QScrollArea;
    m_scroll->setObjectName(QStringLiteral("planEditorScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(m_scroll);
    auto *content = new QWidget;
    m_scroll->setWidget(content);
    m_grid = new QGridLayout(content);

    auto *modelPage = new ModelEditorPage(document, m_message);
    auto *trainingPage = new TrainingEditorPage(document, m_message);
    auto *hardwarePage = new HardwareEditorPage(document, m_message);
    auto *budgetPage = new BudgetEditorPage(document, m_message);
    auto *driversPage = new CostDriversEditorPage(document, m_message);
    auto *taxPage = new TaxEditorPage(document, m_message);
    m_demandPage = new DemandEditorPage(document, m_message);
    m_pricesPage = new PricesEditorPage(document, m_message);
    m_pages = { modelPage, trainingPage, hardwarePage, budgetPage, taxPage, driversPage, m_demandPage, m_pricesPage };
    for (EditorPage *page : std::as_const(m_pages))
        page->setParent(content);
    placeGroups(3);

    connect(document, &PlanDocument::scenarioChanged, this, &PlanEditor::refresh);
    connect(m_allFields, &QCheckBox::toggled, this, [this](bool all) {
        for (EditorPage *page : std::as_const(m_pages))
            page->setShowAllFields(all);
        refresh();
        m_columns = 0; // the groups' heights changed: lay them out again
        reflow();
    });
    retranslateUi();
    refresh();
}

namespace {

// The groups, by their index in m_pages: 0 model, 1 training, 2 hardware, 3 budget, 4 tax,
// 5 cost drivers, 6 demand, 7 prices (spans the width below the columns). Columns of similar
// height: 3 → model+training | hardware+demand | budget+tax+drivers; 2 → model+training+budget+tax |
// hardware+demand+drivers; 1 → all in order. Every group but prices stands in each plan.
const QList<QList<int>> kThreeColumns { { 0, 1 }, { 2, 6 }, { 3, 4, 5 } };
const QList<QList<int>> kTwoColumns { { 0, 1, 3, 4 }, { 2, 6, 5 } };
const QList<QList<int>> kOneColumn { { 0, 1, 2, 6, 3, 4, 5 } };

} // namespace

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
    m_allFields->setText(tr("All fields"));
    m_allFields->setToolTip(tr("Show every input, also those that do not apply to this plan's work "
                               "(LoRA settings for a full fine-tune, MoE settings for a dense model, "
                               "serving load for a training run)"));
    for (EditorPage *page : m_pages)
        page->retranslate();
    refresh();
}

void PlanEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        reflow();
    }
    QWidget::changeEvent(event);
}

void PlanEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    reflow();
}

void PlanEditor::reflow()
{
    // The width each layout needs: the widest group of every column, plus the spacing between.
    const auto needed = [this](const QList<QList<int>> &plan) {
        int total = m_grid->horizontalSpacing() * int(plan.size() - 1);
        for (const QList<int> &column : plan) {
            int w = 0;
            for (int i : column)
                w = std::max(w, m_pages.at(i)->minimumSizeHint().width());
            total += w;
        }
        return total;
    };
    const QMargins margins = m_grid->contentsMargins();
    // The width with a vertical scroll bar, whether or not one shows now: a reflow that
    // shortens the page must not take away the bar it was measured with.
    const int available = m_scroll->maximumViewportSize().width()
        - m_scroll->verticalScrollBar()->sizeHint().width() - margins.left() - margins.right();
    const int columns = available >= needed(kThreeColumns) ? 3 : available >= needed(kTwoColumns) ? 2
                                                                                                  : 1;
    if (columns != m_columns)
        placeGroups(columns);
}

void PlanEditor::placeGroups(int columns)
{
    const QList<QList<int>> &plan = columns >= 3 ? kThreeColumns : columns == 2 ? kTwoColumns
                                                                                : kOneColumn;
    m_columns = int(plan.size());
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        if (QLayout *column = item->layout()) {
            while (QLayoutItem *inner = column->takeAt(0))
                delete inner; // the groups stay, parented to the content widget
        }
        delete item;
    }
    for (int c = 0; c < 3; ++c)
        m_grid->setColumnStretch(c, c < m_columns ? 1 : 0);
    for (int c = 0; c < m_columns; ++c) {
        auto *column = new QVBoxLayout;
        for (int i : plan.at(c))
            column->addWidget(m_pages.at(i));
        column->addStretch(1);
        m_grid->addLayout(column, 0, c);
    }
    m_grid->addWidget(m_pages.last(), 1, 0, 1, m_columns);
}

} // namespace cp::gui
