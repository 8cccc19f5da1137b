#pragma once
// What importing a .cplan file into the library does: the one rule the desktop app (File ▸ Open
// of a .cplan file) and the CLI (`scenario import`) follow.
//
// The plan goes to the scenario of its own name (the CLI's --name renames it first): a new
// scenario when the library has none of that name, otherwise a new revision of that scenario, so
// its history keeps what the import replaced (restore it, or compare NAME@N with the new one).
// An import never invents a second name ("X (2)"). When the library's latest revision already
// holds the same plan, the import changes nothing: the app opens it; the CLI still records the
// import as a revision (its output names the revision it wrote).

#include "core/scenario/scenario.h"

#include <QSet>

namespace cp {

struct ImportTarget {
    QString name; ///< the scenario the plan is saved to (trimmed)
    bool newScenario = true; ///< false: a new revision of an existing scenario
    bool unchanged = false; ///< the existing scenario's latest revision is the same plan
};

/// Where `imported` goes. `existing` is the library's latest revision of the scenario named
/// imported.name, or null when there is none.
ImportTarget importTarget(const Scenario &imported, const Scenario *existing);

/// `base`, or "base (2)", "base (3)" ... whichever is not in `taken`: the name a new scenario gets
/// when the user duplicates one, starts a new plan or saves as (never on import, see above).
QString unusedName(const QString &base, const QSet<QString> &taken);

/// True when two scenarios are the same plan: equal but for the save times and the app version
/// that wrote them.
bool samePlan(const Scenario &a, const Scenario &b);

} // namespace cp
