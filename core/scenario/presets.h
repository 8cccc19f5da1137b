#pragma once
// The model preset ids a scenario may name (issue 3's stable lower-case ids). The estimator
// owns the architectures; this list is the one place the scenario importer, GUI and CLI check
// ids against, so the two must be kept equal (a test in the estimator compares them).

#include <QStringList>

namespace cp {

/// Every preset id, in display order ("custom" is not a preset).
const QStringList &modelPresetIds();

/// A preset's display name ("Llama 2 13B" for "llama2-13b"), for every preset the estimator
/// knows; an unknown id is returned as it is. Views and texts name models by it, ids stay keys.
QString modelPresetName(const QString &id);

} // namespace cp
