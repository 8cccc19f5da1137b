#pragma once
// One group of the plan editor's inputs (a titled box with a form): the base of the pages in
// editorpages.h. It keeps what every group needs: the editors' refresh from the document, their
// texts for a language switch, and the edit that is applied only when it adds no validation error.
// The texts are PlanEditor's (PlanEditor::tr), so translations/*.ts keep one context for the editor.

#include "app/gui/editor/retranslator.h"
#include "core/scenario/scenario.h"

#include <QGroupBox>

#include <functional>
#include <optional>

class QComboBox;
class QFormLayout;

namespace cp::gui {

class FieldEdit;
class MessageBar;
class PlanDocument;
class SliderField;

class EditorPage : public QGroupBox {
public:
    using Getter = std::function<std::optional<double>(const Scenario &)>;
    using Setter = std::function<void(Scenario &, std::optional<double>)>;
    using Label = std::function<QString()>;

    /// `message` is the editor's bar where a value that was not applied is explained.
    EditorPage(PlanDocument *document, MessageBar *message, Label title, QWidget *parent = nullptr);

    PlanDocument *document() const { return m_document; }
    /// Shows the document's values in this group's editors (no edit is made meanwhile).
    void refresh();
    /// Re-runs the texts (labels, choices) after a language or catalog change; refresh() follows.
    void retranslate();

protected:
    /// Texts that are not labels (list items): run by retranslate() while no edit is made.
    virtual void retranslateItems() {}

    QFormLayout *form() const { return m_form; }
    Retranslator &tx() { return m_tx; }
    bool isRefreshing() const { return m_refreshing; }
    /// Runs `show` on every refresh().
    void onRefresh(std::function<void()> show) { m_refresh.push_back(std::move(show)); }
    /// Runs `fill` on every retranslate(), after the choices' own texts (a combo's own item texts).
    void onRefill(std::function<void()> fill) { m_refillCombos.push_back(std::move(fill)); }

    /// A number field for the .cplan path (its rule checks the value); `optional`: empty = auto.
    FieldEdit *number(const QString &path, Label label, Getter get, Setter set, bool optional = false);
    /// A choice among `values` (ids; shown as their texts) for the .cplan path.
    QComboBox *choice(const QString &path, Label label, std::function<QStringList()> values,
        std::function<QString(const Scenario &)> get, std::function<void(Scenario &, const QString &)> set);
    SliderField *addSlider(const QString &id, Label label, const QString &rulePath, double min, double max,
        int decimals, Getter get, Setter set);
    /// Applies `set` if the result adds no validation error; otherwise shows the error and returns false.
    bool tryEdit(const QString &text, const QString &path, const std::function<void(Scenario &)> &set, int mergeId = -1);

private:
    PlanDocument *m_document;
    MessageBar *m_message;
    QFormLayout *m_form;
    Retranslator m_tx;
    std::vector<std::function<void()>> m_refresh;
    std::vector<std::function<void()>> m_refillCombos;
    bool m_refreshing = false;
};

} // namespace cp::gui
