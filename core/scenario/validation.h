#pragma once
// The one table of allowed values for every scenario field. The .cplan importer, the store,
// the GUI editors (spin-box ranges, combo items) and the CLI read their limits from here, so a
// limit changes in one place. Paths are the .cplan JSON paths ("training.seq_len").

#include "core/common/error.h"
#include "core/scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cp {

class Catalog;

struct FieldRule {
    enum class Kind { Integer, Number, Choice, Text };
    QString path;
    Kind kind = Kind::Number;
    double min = 0;           ///< Integer/Number: smallest allowed; Text: shortest length
    double max = 0;           ///< Integer/Number: largest allowed; Text: longest length
    QStringList choices;      ///< Choice: the allowed values

    /// "128–1,048,576" for ranges, "a|b|c" for choices.
    QString allowedText() const;
    /// The translated complaint for a bad value: "must be 128–1,048,576", "must be one of a|b".
    QString message() const;
    bool accepts(double value) const;
    bool accepts(const QString &value) const;
};

/// Every rule, in .cplan field order.
const QList<FieldRule> &fieldRules();
/// The rule for a path; the path must be one of fieldRules() (a programming error otherwise).
const FieldRule &fieldRule(const QString &path);

/// Allowed values of the enumerated fields, for editors.
const QStringList &trainingModes();      ///< pretrain|full|lora|qlora|inference
const QStringList &precisions();         ///< bf16|fp16|fp8|tf32
const QStringList &optimizers();         ///< adamw|adamw-8bit
const QStringList &recomputeModes();     ///< none|selective|full
const QStringList &objectives();         ///< cheapest|fastest|balanced
const QStringList &paymentModes();       ///< on-demand|monthly|spot
const QStringList &tcoOptions();         ///< on-demand|monthly|spot|lease|build|hybrid
const QStringList &demandTemplates();    ///< steady|peaks|growing|from_plan
const QStringList &textLanguages();      ///< en|zh|mixed

/// Checks every field of a scenario against the table and the catalog's accelerator and fabric
/// ids; returns every problem at once (empty when the scenario is valid).
Errors validateScenario(const Scenario &scenario, const Catalog &catalog);

} // namespace cp
