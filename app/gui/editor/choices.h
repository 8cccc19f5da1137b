#pragma once
// Readable, translated names for the enumerated scenario values (training modes, payment
// options, ...) and the model presets, shared by the wizard and the editors.

#include <QString>
#include <QStringList>

class QComboBox;

namespace cp::gui {

/// The translated label of `value` for the field `path` ("training.mode", "tco.options[]", ...);
/// the value itself when there is no label.
QString choiceText(const QString &path, const QString &value);
/// Fills a combo with `values` (item data: the value) labelled by choiceText(); keeps the
/// current value selected. Safe to call again after a language change.
void fillChoices(QComboBox *combo, const QString &path, const QStringList &values);
/// Selects the item whose data is `value`.
void selectChoice(QComboBox *combo, const QString &value);
/// "Llama 2 13B · 13.0 B parameters" for a preset id.
QString presetText(const QString &id);
/// Fills a combo with every model preset (item data: the id).
void fillPresets(QComboBox *combo);

} // namespace cp::gui
