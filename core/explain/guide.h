#pragma once
// The user guide's worked examples, generated from the engines (never typed by hand), so the
// guide stays true when the engines change: resources/guide/worked-examples_<lang>.md is this
// function's output, and a test fails when the committed file drifts from it.
//
// Regenerate with: computeplanner-cli guide --lang en|zh_CN --out resources/guide/worked-examples_<lang>.md

#include <QLocale>
#include <QString>

namespace cp::explain {

/// The seven worked examples as Markdown, in the installed translation's language, with numbers
/// formatted for `locale`.
QString workedExamplesMarkdown(const QLocale &locale);

/// Example 8 (guide_memory.cpp): fine-tuning memory by optimizer, precision and offload, and
/// 70B LoRA/QLoRA on 8 cards and on the fewest cards.
QString fineTuningMemoryExample(const QLocale &locale);
/// The TCO example (section 10): 16 H800, H20 and 910B over 36 months at 40/70/90% utilisation,
/// who wins, the break-even utilisations and how the tax settings move them (guide_tco.cpp).
QString tcoWorkedExample(const QLocale &locale);
/// "## 11. A compute programme: three pools over 36 months" (issue 44): the programme sample's
/// answer per pool, solved by core/programme (core/explain/guide_programme.cpp).
QString programmeWorkedExample(const QLocale &locale);

} // namespace cp::explain
