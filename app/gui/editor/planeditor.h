#pragma once
// Editors for every input of the open plan, grouped as in the new-plan wizard plus hardware
// layout, financing, demand profile and prices used (one page per group, editorpages.h). Every change goes through
// PlanDocument::edit (one undo step; a slider drag merges into one); the editors follow the
// document on undo/redo. A bad value is shown inline next to its field and not applied.

#include <QWidget>

#include <optional>

class QAbstractSlider;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QScrollArea;

namespace cp::gui {

class DemandBars;
class DemandModel;
class DemandEditorPage;
class EditorPage;
class FieldEdit;
class MessageBar;
class PlanDocument;
class PricesModel;
class PricesEditorPage;
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
    PricesModel *pricesModel() const;
    DemandModel *demandModel() const;
    DemandBars *demandBars() const;
    MessageBar *messageBar() const { return m_message; }
    /// The scroll area around the groups (a plan opens scrolled to the top).
    QScrollArea *scrollArea() const { return m_scroll; }
    /// "All fields": shows also the inputs that do not apply to the plan's work (off by default).
    QCheckBox *allFieldsSwitch() const { return m_allFields; }
    /// How many columns the groups are laid out in: 3, 2 or 1, as many as the width holds
    /// without a horizontal scroll bar.
    int columnCount() const { return m_columns; }
    /// Shows the catalog now in use (accelerator figures, price-book differences).
    void catalogChanged();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    /// Puts the groups in as many columns as the width holds (a language switch changes it).
    void reflow();
    void placeGroups(int columns);

    PlanDocument *m_document;
    MessageBar *m_message = nullptr;
    /// The groups, in the order they were built (editorpages.h).
    QList<EditorPage *> m_pages;
    DemandEditorPage *m_demandPage = nullptr;
    PricesEditorPage *m_pricesPage = nullptr;
    QScrollArea *m_scroll = nullptr;
    QCheckBox *m_allFields = nullptr;
    QGridLayout *m_grid = nullptr;
    int m_columns = 0;
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
