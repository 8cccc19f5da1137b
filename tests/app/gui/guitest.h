#pragma once
// Shared helpers for the main-window tests: a temporary library per window, sample lookup.

#include "app/gui/dashboard.h"
#include "app/gui/mainwindow.h"
#include "core/scenario/samples.h"

#include <QString>

namespace cp::gui::test {

/// The name of the first sample whose name contains part.
inline QString sampleName(const QString &part)
{
    const auto samples = sampleScenarios();
    if (!samples)
        return {};
    for (const Scenario &s : *samples) {
        if (s.name.contains(part))
            return s.name;
    }
    return {};
}

/// The value text of a KPI card, or an empty string when it is not shown.
inline QString kpiText(const MainWindow &w, const QString &id)
{
    const KpiCard *card = w.dashboard()->card(id);
    return card ? card->valueText() : QString();
}

} // namespace cp::gui::test
