#pragma once
// How many plans one comparison holds (DESIGN.md section 7): the compare view, the library's
// Compare action, the CLI's compare command, the export's --compare and a saved comparison all
// take 2 to 4 plans, by this one rule. It sits with the store, which keeps saved comparisons and
// which core/compare builds on; its name stays compare:: for the callers.

#include <QtGlobal>

namespace cp::compare {

inline constexpr int kMinPlans = 2;
inline constexpr int kMaxPlans = 4;

/// True when `count` plans can be compared: kMinPlans to kMaxPlans.
constexpr bool isComparableCount(qsizetype count)
{
    return count >= kMinPlans && count <= kMaxPlans;
}

} // namespace cp::compare
