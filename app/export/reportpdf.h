#pragma once
// The PDF report of a plan (or of several, for a comparison) for a board deck: cover, verdict
// and key figures with assumption badges, the recommended configuration with its reasons, every
// chart as vectors, the decision checklist and advice, the assumptions ledger (every price with
// source and as-of date) and the audit stamp. Page numbers on every page; A4 landscape or a 16:9
// slide page. Fonts are embedded by QPdfWriter; Chinese text uses the Simplified Chinese face.

#include "core/analysis/planreport.h"
#include "core/calibrate/pilot.h"
#include "core/common/expected.h"
#include "core/uncertainty/ranges.h"

#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QStringList>

namespace cp::exports {

enum class PageFormat {
    A4Landscape,
    Slide16x9, ///< 254 mm × 142.9 mm (a 10-inch 16:9 slide)
};

struct ReportOptions {
    QLocale locale;
    PageFormat page = PageFormat::A4Landscape;
    int revision = 0; ///< the scenario's revision in the library; 0: not saved (a file)
    QDateTime generatedAt; ///< the audit stamp's time; invalid: now
    /// A comparison's one horizon for every plan (compare::compare; 0: the shortest common one).
    int compareHorizonMonths = 0;
    /// The plan's Monte Carlo ranges (analysis::scenarioRanges): with them the report has a
    /// "Ranges and calibration" section after the key figures (P10/P50/P90 beside each figure,
    /// each way of paying's chance of being cheapest, what was varied, the calibration points).
    std::optional<uncertainty::Ranges> ranges = std::nullopt;
    /// The library's pilot-run calibration points that apply to the plan (listed; "none" when empty).
    QList<calibrate::PilotPoint> calibrationPoints = {};
};

/// The title of each page the report will have, in order (the layout without drawing): the PDF
/// has exactly these pages. Sections that overflow continue on pages titled "… (continued)".
QStringList reportPages(const analysis::PlanReport &report, const ReportOptions &options);
QStringList comparisonPages(const QList<analysis::PlanReport> &reports, const ReportOptions &options);

/// Writes the report atomically (cp::saveFile: the old file stays intact on any failure).
Status exportReportPdf(const analysis::PlanReport &report, const QString &path, const ReportOptions &options);
/// A comparison table of the plans followed by each plan's report (without their covers).
Status exportComparisonPdf(const QList<analysis::PlanReport> &reports, const QString &path, const ReportOptions &options);

} // namespace cp::exports
