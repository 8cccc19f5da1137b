#pragma once
// The slides of the board decks as data (deckmodel.h), built from plan reports: deckplan.cpp
// (one plan) and deckcompare.cpp (2-4 plans); deckcontent.cpp holds what both use.

#include "app/export/deck.h"
#include "app/export/deckmodel.h"
#include "core/chart/chartspec.h"

namespace cp::exports::deck {

Deck planDeck(const analysis::PlanReport &report, const DeckOptions &options);
Deck comparisonDeck(const QList<analysis::PlanReport> &reports, const DeckOptions &options);

// --- shared by both decks -----------------------------------------------------------------

/// The colour of series i (the app's chart palette), RGB hex.
QString seriesColour(qsizetype i);
/// A money figure as the app writes it (units::formatMoney, compact: 万/亿 in Chinese).
QString moneyText(double cny, const QLocale &locale);
/// A core chart specification (line, grouped or stacked bar, tornado) as a native chart: money
/// values divided by the axis scale the app uses (units::moneyAxisScale), whose unit the value
/// axis title names; bar values labelled with moneyText when there are few of them.
Chart nativeChart(const chart::ChartSpec &spec, const QLocale &locale);
/// The cover slide.
Slide coverSlide(const QString &title, const QString &subtitle, const QStringList &lines);
/// A text box of paragraphs of one size; bullets when `bullets`.
TextBox textBox(const Box &box, const QStringList &lines, double sizePt, bool bullets = false, const QString &colour = QStringLiteral("202020"));
/// "Bare-metal lease (local AI computing centre)" → "Bare-metal lease": a chart category's name.
QString shortName(const QString &name);
/// Text cut to `length` characters with an ellipsis.
QString clipped(const QString &text, qsizetype length);
/// The assumptions and sources slide of a plan: price items with as-of and tier, tax rules.
Slide assumptionsSlide(const analysis::PlanReport &report, const QLocale &locale);

} // namespace cp::exports::deck
