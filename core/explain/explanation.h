#pragma once
// Provenance of a result: the formula in words, the inputs with their units, and where every
// constant and price came from. Each headline number of a PlanReport carries one, so the user
// (and the board) can ask "why?" of any figure.

#include "core/catalog/catalog.h"

#include <QHash>
#include <QList>
#include <QString>

namespace cp::explain {

enum class SourceKind {
    Formula, ///< ref: an id of formulaReferences() (a paper, table or repository)
    Price, ///< ref: a price-book key
    Catalog, ///< ref: an accelerator or fabric id (datasheet figures)
    Calibration, ///< ref: a fitted constant documented in core/estimate/calibration.h
};

struct Source {
    SourceKind kind = SourceKind::Formula;
    QString ref;
    bool operator==(const Source &) const = default;
};

struct Input {
    QString name; ///< translated
    QString value; ///< formatted with its unit
};

struct Explanation {
    QString formula; ///< translated, in words
    QList<Input> inputs;
    QList<Source> sources;
    bool isEmpty() const { return formula.isEmpty(); }
};

/// Formula id → citation: "korthikanti2022" → "Korthikanti et al. 2022 (arXiv 2205.05198) Table 2".
const QHash<QString, QString> &formulaReferences();

/// A readable citation for a source ("H100 80GB on-demand rental (China market) = 13.01 CNY per
/// GPU-hour — brian8808/gpu-price-index, as of 2026"): a price by its translated item name, sources
/// without "ASSUMPTION" markers or file paths (the badge says it); empty when the source does not
/// resolve (unknown id or key).
QString describe(const Source &source, const Catalog &catalog);

/// True when any price or catalog source is flagged as an assumption in the catalog.
bool dependsOnAssumption(const Explanation &explanation, const Catalog &catalog);

/// The explanation as plain text for a "Why?" panel or a report appendix.
QString toText(const Explanation &explanation, const Catalog &catalog);

} // namespace cp::explain
