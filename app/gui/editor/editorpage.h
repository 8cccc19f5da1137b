#pragma once
// One group of the plan editor's inputs (a titled box with a form): the base of the pages in
// editorpages.h. It keeps what every group needs: the editors' refresh from the document, their
// texts for a language switch, and the edit that is applied only when it adds no validation error.
// The texts are PlanEditor's (PlanEditor::tr), so translations/*.ts keep one context for the editor.

#include "app/gui/editor/retranslator.h"
#include "core/scenario/fieldscope.h"
#include "core/scenario/scenario.h"

#include <QGroupBox>

#include <functional>
#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;

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
    /// Shows every field, also those that do not apply to the plan's work (fieldscope.h); off:
    /// the rows of such fields are hidden. refresh() follows.
    void setShowAllFields(bool all) { m_showAll = all; }

protected:
    /// Texts that are not labels (list items): run by retranslate() while no edit is made.
    virtual void retranslateItems() { }

    QFormLayout *form() const { return m_form; }
    Retranslator &tx() { return m_tx; }
    bool isRefreshing() const { return m_refreshing; }
    /// Runs `show` on every refresh().
    void onRefresh(std::function<void()> show) { m_refresh.push_back(std::move(show)); }
    /// Runs `fill` on every retranslate(), after the choices' own texts (a combo's own item texts).
    void onRefill(std::function<void()> fill) { m_refillCombos.push_back(std::move(fill)); }

    /// The row label of a registry field (core/scenario/fields.h): its label and unit and a colon,
    /// "Budget (CNY):".
    static Label fieldLabel(const QString &path);
    /// A number field for the registry field at `path`: its label, its rule (range), whether it
    /// may be empty ("auto"), how it is read and written all come from the registry. `shown`
    /// (when given) makes the scenario whose value is shown (a preset's architecture).
    FieldEdit *number(const QString &path, std::function<Scenario(const Scenario &)> shown = {});
    /// A choice for the registry field at `path`: its label, and as values (ids, shown as their
    /// texts) its rule's choices ("" first for "auto" when the field may be unset) unless
    /// `values` are given; "on"/"off" for a yes/no field.
    QComboBox *choice(const QString &path, std::function<QStringList()> values = {});
    /// A slider row; `label` is the row's text ("Utilisation:"), the undo step is named after it.
    SliderField *addSlider(const QString &id, Label label, const QString &rulePath, double min, double max,
        int decimals, Getter get, Setter set);
    /// A red, word-wrapped line for the reason a value typed into a table was not applied
    /// (hidden until refuse() shows it; the next change of the plan hides it).
    QLabel *refusalLabel(const QString &objectName);
    /// Shows why a typed value was not applied: in full under the table and in the editor's bar.
    void refuse(QLabel *label, const QString &message);
    /// Applies `set` if the result adds no validation error; otherwise shows the error and returns false.
    bool tryEdit(const QString &text, const QString &path, const std::function<void(Scenario &)> &set, int mergeId = -1);

private:
    /// Hides the row of `field` (the registry field at path) on refresh() when the field does
    /// not apply to the plan's work and not all fields are shown.
    void scopeRow(const QString &path, QWidget *field);
    FieldEdit *numberRow(const QString &path, Label label, Label name, Getter get, Setter set, bool optional);
    QComboBox *choiceRow(const QString &path, Label label, Label name, std::function<QStringList()> values,
        std::function<QString(const Scenario &)> get, std::function<void(Scenario &, const QString &)> set);

    PlanDocument *m_document;
    MessageBar *m_message;
    QFormLayout *m_form;
    Retranslator m_tx;
    std::vector<std::function<void()>> m_refresh;
    std::vector<std::function<void()>> m_refillCombos;
    bool m_refreshing = false;
    bool m_showAll = false;
    PlanTraits m_traits;
};

} // namespace cp::gui
