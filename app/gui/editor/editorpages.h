#pragma once
// The plan editor's groups, one page each, as laid out by PlanEditor: model and data, training
// mode (with the inference load), hardware and network (with the parallel layout), budget and
// financing (constraints, options, horizon, loan), main cost drivers (sliders), demand profile
// and prices used. Each page builds its own widgets.

#include "app/gui/editor/editorpage.h"

class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace cp::gui {

class DemandBars;
class DemandModel;
class PricesModel;
class WorkloadsModel;

class ModelEditorPage : public EditorPage {
public:
    ModelEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);
};

class TrainingEditorPage : public EditorPage {
public:
    TrainingEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);
};

class HardwareEditorPage : public EditorPage {
public:
    HardwareEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);

protected:
    void retranslateItems() override;

private:
    QListWidget *m_accelerators = nullptr;
};

class BudgetEditorPage : public EditorPage {
public:
    BudgetEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);

protected:
    void retranslateItems() override;

private:
    QListWidget *m_options = nullptr;
};

class CostDriversEditorPage : public EditorPage {
public:
    CostDriversEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);
};

class DemandEditorPage : public EditorPage {
public:
    DemandEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);
    DemandModel *model() const { return m_demand; }
    DemandBars *bars() const { return m_bars; }
    WorkloadsModel *workloads() const { return m_workloads; }

private:
    /// The plan's work (issue 42): the workloads table, its buttons and the note that says the
    /// older demand inputs do not count while workloads define the demand.
    void addWorkloads();

    WorkloadsModel *m_workloads = nullptr;
    QTableView *m_workloadsView = nullptr;
    DemandModel *m_demand = nullptr;
    DemandBars *m_bars = nullptr;
    QTableView *m_demandView = nullptr;
    QLabel *m_refused = nullptr;
};

class PricesEditorPage : public EditorPage {
public:
    PricesEditorPage(PlanDocument *document, MessageBar *message, QWidget *parent = nullptr);
    PricesModel *model() const { return m_prices; }

private:
    /// The note above the prices table when the plan's saved prices differ from the price book.
    void showPriceChanges();

    PricesModel *m_prices = nullptr;
    QTableView *m_pricesView = nullptr;
    QLabel *m_priceNotice = nullptr;
    QPushButton *m_useCurrentPrices = nullptr;
    QLabel *m_refused = nullptr;
};

} // namespace cp::gui
