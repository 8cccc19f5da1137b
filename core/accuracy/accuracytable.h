#pragma once
// The estimator's accuracy table as `computeplanner-cli accuracy` prints it and the app's
// "How accurate is this?" dialog shows it: the step-time cross-validation (crossval.h) and the
// memory back-test (memorybacktest.h) combined, grouped by metric family and by source.

#include "core/accuracy/crossval.h"
#include "core/accuracy/memorybacktest.h"
#include "core/common/expected.h"

#include <QDateTime>
#include <QList>

namespace cp::estimate {

struct AccuracyTable {
    AccuracyReport memory;
    CrossValidation stepTime;
    QList<AccuracyRow> rows; ///< step-time rows, then memory rows
    QList<AccuracyGroup> families; ///< the step-time families, then memory
    QList<AccuracyGroup> sources; ///< every source of either back-test, sorted by name
    QDateTime computedAt; ///< when shippedAccuracy() ran the back-tests (UTC); invalid for a combined table
};

/// Both back-tests in one table (rows concatenated, a source's rows of either test grouped).
AccuracyTable combineAccuracy(const AccuracyReport &memory, const CrossValidation &stepTime);

/// Reads the shipped measurements and runs both back-tests (about a second on one core).
Expected<AccuracyTable> shippedAccuracy();

} // namespace cp::estimate
