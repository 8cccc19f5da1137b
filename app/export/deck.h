#pragma once
// The board deck of a plan (or of 2-4 plans side by side) as a PowerPoint/WPS file (.pptx, Office
// Open XML): 16:9 slides whose every figure comes from the plan's one money answer (the same the
// dashboard, the PDF and the CLI show), native charts (DrawingML with cached values and an
// embedded workbook each, so "Edit Data" works), text in the theme's Latin face with Noto Sans
// CJK SC as the East Asian face, numbers formatted as the app formats them (万/亿 in Chinese),
// and speaker notes with the reasons. Packaged with QuaZip; written through cp::saveFile.
//
// Plan deck (8 slides): cover; the answer; the options compared (clustered columns); cumulative
// cost over the horizon (lines, break-even marked); each way of paying (table, and its cost by line
// item as stacked columns); the cluster and timeline; ranges and what moves the answer (tornado,
// P10/P50/P90); assumptions and sources.
// Comparison deck (6 slides): cover; the plans side by side; each plan's cost on one horizon
// (columns); the cumulative cost curves (lines); the cost by line item (columns); assumptions.

#include "core/analysis/planreport.h"
#include "core/common/expected.h"
#include "core/uncertainty/ranges.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QStringList>

#include <optional>

namespace cp::exports {

struct DeckOptions {
    QLocale locale;
    int revision = 0; ///< the scenario's revision in the library; 0: a file
    QDateTime generatedAt; ///< the cover's date; invalid: now
    /// A comparison's one horizon for every plan (compare::compare; 0: the shortest common one).
    int compareHorizonMonths = 0;
    /// The plan's Monte Carlo ranges (analysis::scenarioRanges): the ranges slide shows P10/P50/P90
    /// beside the figures; without them it says they were not computed.
    std::optional<uncertainty::Ranges> ranges = std::nullopt;
};

/// The titles of the slides the deck has, in order.
QStringList deckSlideTitles(const analysis::PlanReport &report, const DeckOptions &options);
QStringList comparisonDeckSlideTitles(const QList<analysis::PlanReport> &reports, const DeckOptions &options);

/// The .pptx bytes; an error for a compute programme (issue 44), which the deck does not carry yet.
Expected<QByteArray> planDeckBytes(const analysis::PlanReport &report, const DeckOptions &options);
Expected<QByteArray> comparisonDeckBytes(const QList<analysis::PlanReport> &reports, const DeckOptions &options);

/// Writes the deck atomically (cp::saveFile: the old file stays intact on any failure).
Status exportDeck(const analysis::PlanReport &report, const QString &path, const DeckOptions &options);
Status exportComparisonDeck(const QList<analysis::PlanReport> &reports, const QString &path, const DeckOptions &options);

} // namespace cp::exports
