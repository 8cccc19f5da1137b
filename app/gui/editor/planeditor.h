#pragma once
// Editors for every input of the open plan, grouped as in the new-plan wizard plus hardware
// layout, financing, demand profile and prices used. Every change goes through
// PlanDocument::edit (one undo step; a slider drag merges into one); the editors follow the
// document on undo/redo. A bad value is shown inline next to its field and not applied.

#include "app/gui/editor/retranslator.h"
#include "core/scenario/scenario.h"

#include <QWidget>

#include <functional>
#include <optional>

class QAbstractSlider;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QVBoxLayout;
class QFormLayout;

namespace cp::gui {

class DemandBars;
class DemandModel;
class FieldEdit;
class MessageBar;
class PlanDocument;
class PricesModel;
class SliderField;

class PlanEditor : public QWidget {
    Q_OBJECT
public:
    explicit PlanEditor(PlanDocument *document, QWidget *parent = nullptr);

    PlanDocument *document() const { return m_document; }
    /// The number field for a .cplan path ("training.seq_len", "hardware.layout.tp", ...).
    FieldEdit *field(const QString &path) const;
    /// The slider row for "tco.utilisation", "price.gpu", "price.tariff", "price.pue", "price.residual".
    SliderField *slider(const QString &id) const;
    QComboBox *combo(const QString &path) const;
    PricesModel *pricesModel() const { return m_prices; }
    DemandModel *demandModel() const { return m_demand; }
    DemandBars *demandBars() const { return m_bars; }
    MessageBar *messageBar() const { return m_message; }
    /// Shows the catalog now in use (accelerator figures, price-book differences).
    void catalogChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    using Getter = std::function<std::optional<double>(const Scenario &)>;
    using Setter = std::function<void(Scenario &, std::optional<double>)>;
    void retranslateUi();
    void refresh();
    /// The note above the prices table when the plan's saved prices differ from the price book.
    void showPriceChanges();
    FieldEdit *number(QFormLayout *form, const QString &path, std::function<QString()> label, Getter get, Setter set, bool optional = false);
    QComboBox *choice(QFormLayout *form, const QString &path, std::function<QString()> label,
        std::function<QStringList()> values, std::function<QString(const Scenario &)> get,
        std::function<void(Scenario &, const QString &)> set);
    SliderField *addSlider(QFormLayout *form, const QString &id, std::function<QString()> label, const QString &rulePath,
        double min, double max, int decimals, Getter get, Setter set);
    /// Applies `set` if the result adds no validation error; otherwise shows the error and returns false.
    bool tryEdit(const QString &text, const QString &path, const std::function<void(Scenario &)> &set, int mergeId = -1);

    PlanDocument *m_document;
    Retranslator m_tx;
    std::vector<std::function<void()>> m_refresh;
    std::vector<std::function<void()>> m_refillCombos;
    bool m_refreshing = false;
    QListWidget *m_accelerators = nullptr;
    QListWidget *m_options = nullptr;
    PricesModel *m_prices = nullptr;
    DemandModel *m_demand = nullptr;
    DemandBars *m_bars = nullptr;
    MessageBar *m_message = nullptr;
    QTableView *m_pricesView = nullptr;
    QLabel *m_priceNotice = nullptr;
    QPushButton *m_useCurrentPrices = nullptr;
    QTableView *m_demandView = nullptr;
};

/// A slider with a number box for one of the main cost drivers; a drag is one undo step.
class SliderField : public QWidget {
    Q_OBJECT
public:
    SliderField(const QString &rulePath, double min, double max, int decimals, QWidget *parent = nullptr);
    QAbstractSlider *slider() const;
    FieldEdit *box() const { return m_box; }
    void setValue(std::optional<double> value);
    double sliderValue() const;

signals:
    /// The user changed the value; `mergeId` is the same for every step of one drag.
    void changed(double value, int mergeId);

private:
    double m_min;
    double m_max;
    int m_decimals;
    QAbstractSlider *m_slider;
    FieldEdit *m_box;
    int m_mergeId = -1;
    bool m_setting = false;
};

} // namespace cp::gui
