#pragma once
// What changed between two versions of a scenario (two revisions, or a revision and the open
// plan), field by field, generated from the field registry (fields.h): one row per field whose
// value differs, in .cplan order, then one row per price-book entry that was added, removed or
// changed. The GUI's conflict dialog shows these rows as they are.
//
// Left out: the bookkeeping fields every save changes ("created", "updated" and "app_version").

#include "core/scenario/fields.h"
#include "core/scenario/scenario.h"

#include <QList>
#include <QLocale>
#include <QString>

namespace cp {

struct FieldChange {
    QString path; ///< the .cplan path ("training.seq_len"), or "prices[KEY]" for a price entry
    QString label; ///< translated: the field's label (its value names the unit), or the price key
    QString oldText; ///< the value in `before`, for people; "—" when not set
    QString newText; ///< the value in `after`
    bool operator==(const FieldChange &) const = default;
};

/// The fields that differ between before and after, in registry order, then the changed prices
/// in the order of their keys' first appearance (before's entries, then after's new ones).
QList<FieldChange> diffScenarios(
    const Scenario &before, const Scenario &after, const QLocale &locale = QLocale());

/// A field's value as the diff shows it: numbers in locale with the field's unit, yes/no,
/// lists joined with ", ", "—" for a value not set.
QString fieldValueText(const Field &field, const Scenario &scenario, const QLocale &locale = QLocale());

} // namespace cp
