#include "app/gui/editor/editorpage.h"

#include "app/gui/editor/choices.h"
#include "app/gui/editor/fieldedit.h"
#include "app/gui/editor/planeditor.h"
#include "app/gui/messagebar.h"
#include "app/gui/plandocument.h"
#include "core/bridge/plantraits.h"
#include "core/catalog/catalog.h"
#include "core/scenario/fields.h"
#include "core/scenario/validation.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace cp::gui {

namespace {
// "PUE:" → "PUE", for the undo step "Change PUE" (also the full-width colon of Chinese).
QString withoutColon(QString label) { return label.remove(QLatin1Char(':')).remove(QChar(0xFF1A)); }

std::optional<double> numberOf(const FieldData &d)
{
    const double *v = std::get_if<double>(&d);
    return v ? std::optional<double>(*v) : std::nullopt;
}

FieldData numberData(std::optional<double> v) { return v ? FieldData(*v) : FieldData(); }

bool isYesNo(const Field &f) { return f.type == FieldType::Boolean || f.type == FieldType::OptionalBoolean; }

// A choice's value as the combo holds it: the text, "on"/"off" for yes/no, "" for not set.
QString choiceOf(const FieldData &d)
{
    if (const QString *text = std::get_if<QString>(&d))
        return *text;
    if (const bool *on = std::get_if<bool>(&d))
        return QString::fromLatin1(*on ? "on" : "off");
    return {};
}

FieldData choiceData(const Field &f, const QString &v)
{
    if (v.isEmpty() && f.isOptional())
        return {};
    if (isYesNo(f))
        return v == QLatin1String("on");
    return v;
}
} // namespace

EditorPage::Label EditorPage::fieldLabel(const QString &path)
{
    const Field *f = &scenarioField(path);
    //: an editor row's label: a field's name (and unit) followed by a colon
    return [f] { return PlanEditor::tr("%1:").arg(f->labelWithUnit()); };
}

FieldEdit *EditorPage::number(const QString &path, std::function<Scenario(const Scenario &)> shown)
{
    const Field *f = &scenarioField(path);
    Getter get = shown ? Getter([f, shown](const Scenario &s) { return numberOf(f->get(shown(s))); })
                       : Getter([f](const Scenario &s) { return numberOf(f->get(s)); });
    return numberRow(
        path, fieldLabel(path), [f] { return f->labelWithUnit(); }, std::move(get),
        [f](Scenario &s, std::optional<double> v) { f->set(s, numberData(v)); }, f->isOptional());
}

QComboBox *EditorPage::choice(const QString &path, std::function<QStringList()> values)
{
    const Field *f = &scenarioField(path);
    if (!values) {
        QStringList ids = isYesNo(*f) ? QStringList { QStringLiteral("on"), QStringLiteral("off") }
            : f->rule                 ? f->rule->choices
                                      : QStringList();
        if (f->isOptional())
            ids.prepend(QString());
        values = [ids] { return ids; };
    }
    return choiceRow(
        path, fieldLabel(path), [f] { return f->labelWithUnit(); }, std::move(values),
        [f](const Scenario &s) { return choiceOf(f->get(s)); },
        [f](Scenario &s, const QString &v) { f->set(s, choiceData(*f, v)); });
}

EditorPage::EditorPage(PlanDocument *document, MessageBar *message, Label title, QWidget *parent)
    : QGroupBox(parent)
    , m_document(document)
    , m_message(message)
    , m_form(new QFormLayout(this))
{
    m_tx.title(this, std::move(title));
}

void EditorPage::refresh()
{
    m_refreshing = true;
    m_traits = bridge::planTraits(m_document->scenario());
    for (const auto &f : m_refresh)
        f();
    m_refreshing = false;
}

void EditorPage::retranslate()
{
    m_refreshing = true;
    m_tx.run();
    for (const auto &f : m_refillCombos)
        f();
    retranslateItems();
    m_refreshing = false;
}

QLabel *EditorPage::refusalLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setStyleSheet(QStringLiteral("color: #b3261e;"));
    label->hide();
    onRefresh([label] { label->hide(); });
    return label;
}

void EditorPage::refuse(QLabel *label, const QString &message)
{
    const QString text = PlanEditor::tr("Not applied: %1").arg(message);
    label->setText(text);
    label->show();
    m_message->showMessage(text, MessageBar::Kind::Error);
}

bool EditorPage::tryEdit(const QString &text, const QString &path, const std::function<void(Scenario &)> &set, int mergeId)
{
    Scenario candidate = m_document->scenario();
    set(candidate);
    const Errors before = validateScenario(m_document->scenario(), Catalog::builtIn());
    QStringList problems;
    for (const Error &e : validateScenario(candidate, Catalog::builtIn())) {
        if (!before.contains(e))
            problems << e.path + QStringLiteral(": ") + e.message;
    }
    if (!problems.isEmpty()) {
        m_message->showMessage(PlanEditor::tr("Not applied: %1").arg(problems.join(QStringLiteral("; "))),
            MessageBar::Kind::Error);
        if (auto *f = findChild<FieldEdit *>(path))
            f->setExternalError(problems.constFirst().section(QStringLiteral(": "), 1));
        return false;
    }
    m_message->showMessage(QString());
    m_document->edit(text, set, mergeId);
    return true;
}

void EditorPage::scopeRow(const QString &path, QWidget *field)
{
    if (fieldScope(path) == FieldScope::Any)
        return;
    onRefresh([this, path, field] { m_form->setRowVisible(field, m_showAll || fieldApplies(path, m_traits)); });
}

FieldEdit *EditorPage::numberRow(const QString &path, Label label, Label name, Getter get, Setter set, bool optional)
{
    auto *f = new FieldEdit(path, optional);
    f->setObjectName(path);
    auto *l = m_tx.text(new QLabel, label);
    m_form->addRow(l, f);
    scopeRow(path, f);
    if (optional)
        m_tx.add([f] { f->setPlaceholder(PlanEditor::tr("auto")); });
    onRefresh([this, f, get] {
        if (!f->lineEdit()->hasFocus() || f->isValid())
            f->setValue(get(m_document->scenario()));
    });
    connect(f, &FieldEdit::committed, this, [this, f, set, name] {
        if (m_refreshing)
            return;
        const std::optional<double> v = f->value();
        tryEdit(PlanEditor::tr("Change %1").arg(name()), f->rulePath(), [set, v](Scenario &s) { set(s, v); });
    });
    connect(f, &FieldEdit::edited, this, [this, f] {
        if (!f->isValid())
            m_message->showMessage(PlanEditor::tr("Not applied: %1").arg(f->errorText()), MessageBar::Kind::Error);
    });
    return f;
}

QComboBox *EditorPage::choiceRow(const QString &path, Label label, Label name, std::function<QStringList()> values,
    std::function<QString(const Scenario &)> get, std::function<void(Scenario &, const QString &)> set)
{
    auto *combo = new QComboBox;
    combo->setObjectName(path);
    m_form->addRow(m_tx.text(new QLabel, label), combo);
    scopeRow(path, combo);
    m_refillCombos.push_back([combo, path, values] {
        const QString current = combo->currentData().toString();
        const bool b = combo->blockSignals(true);
        combo->clear();
        for (const QString &v : values()) {
            QString text = v.isEmpty() ? PlanEditor::tr("auto (planner's choice)") : choiceText(path, v);
            if (v == QLatin1String("on"))
                text = PlanEditor::tr("on");
            else if (v == QLatin1String("off"))
                text = PlanEditor::tr("off");
            else if (path == QLatin1String("hardware.network") && !v.isEmpty())
                text = Catalog::builtIn().fabric(v)->name;
            combo->addItem(text, v);
        }
        combo->blockSignals(b);
        selectChoice(combo, current);
    });
    onRefresh([this, combo, get] { selectChoice(combo, get(m_document->scenario())); });
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, set, name] {
        if (m_refreshing)
            return;
        const QString v = combo->currentData().toString();
        tryEdit(PlanEditor::tr("Change %1").arg(name()), combo->objectName(), [set, v](Scenario &s) { set(s, v); });
    });
    return combo;
}

SliderField *EditorPage::addSlider(const QString &id, Label label, const QString &rulePath, double min, double max,
    int decimals, Getter get, Setter set)
{
    auto *s = new SliderField(rulePath, min, max, decimals);
    s->setObjectName(id);
    m_form->addRow(m_tx.text(new QLabel, label), s);
    onRefresh([this, s, get] { s->setValue(get(m_document->scenario())); });
    connect(s, &SliderField::changed, this, [this, set, label, id](double v, int mergeId) {
        if (!m_refreshing)
            tryEdit(
                PlanEditor::tr("Change %1").arg(withoutColon(label())), id, [set, v](Scenario &sc) { set(sc, v); }, mergeId);
    });
    return s;
}

} // namespace cp::gui
