#pragma once
// "NAME" or "NAME@N" (revision N of NAME): how the compare command and view name a plan.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace cp {
class Store;
}

namespace cp::compare {

struct LoadedPlan {
    Scenario scenario;            ///< named as given ("NAME@N" for a revision), so columns differ
    std::optional<int> revision;  ///< set for NAME@N
};

/// Loads a plan by reference. A scenario whose full name matches wins over the NAME@N reading.
/// An unknown name lists the known ones; an unknown revision gives the range that exists.
Expected<LoadedPlan> loadPlan(Store &store, const QString &reference);

} // namespace cp::compare
