#pragma once
// The model preset ids a scenario may name (issue 3's stable lower-case ids). The estimator
// owns the architectures; this list is the one place the scenario importer, GUI and CLI check
// ids against, so the two must be kept equal (a test in the estimator compares them).

#include <QStringList>

namespace cp {

/// Every preset id, in display order ("custom" is not a preset).
const QStringList &modelPresetIds();

} // namespace cp
