#pragma once
// How a command or view names a plan: one rule for the CLI (compare, export) and the compare view.
//
// A plan reference is, in this order:
//   1. a file: where files are allowed and a file exists at that path, that .cplan file;
//   2. a name: the library scenario of exactly that name (names may contain '@');
//   3. a revision: "NAME@N", the last '@' followed by decimal digits only (a number that fits an
//      int; leading zeros allowed) and NAME not empty, is revision N of NAME.
// parsePlanReference reads the text without a library (only 1 looks at the disk); loadPlan
// decides between 2 and 3 by asking the library: a full name that exists wins over NAME@N.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace cp {
class Store;
}

namespace cp::compare {

/// Whether a reference may name a .cplan file (the CLI) or only library scenarios (the views).
enum class FileReferences { Allowed,
    Refused };

struct PlanReference {
    QString text; ///< as given: the path of a file, or the full scenario name
    bool file = false; ///< text is the path of an existing file (rule 1)
    QString revisionOf; ///< rule 3: the NAME of "NAME@N"; empty when the text has no such reading
    std::optional<int> revision; ///< rule 3: the N of "NAME@N"

    bool operator==(const PlanReference &) const = default;
};

/// Reads a reference by the rules above. Never fails: every text is at least a name.
PlanReference parsePlanReference(const QString &text, FileReferences files = FileReferences::Allowed);

struct LoadedPlan {
    Scenario scenario; ///< named as given ("NAME@N" for a revision), so columns differ
    std::optional<int> revision; ///< set for NAME@N
};

/// Loads a parsed reference. A file is read with cplan::readFile (the store is not used and may be
/// null); a name or NAME@N comes from `store`, which must then be given. An unknown name lists
/// the known ones; an unknown revision gives the range that exists.
Expected<LoadedPlan> loadPlan(Store *store, const PlanReference &reference);
/// A library scenario or revision by reference (files refused): the compare view.
Expected<LoadedPlan> loadPlan(Store &store, const QString &reference);

} // namespace cp::compare
