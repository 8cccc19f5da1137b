#pragma once
// The allowed values of every scenario field, as the field registry (core/scenario/fields.h)
// gives them, and the checks built on them. The .cplan importer, the store, the GUI editors
// (spin-box ranges, combo items) and the CLI read their limits from here, so a limit changes in
// one place. Paths are the .cplan JSON paths ("training.seq_len").

#include "core/common/error.h"
#include "core/scenario/fields.h"
#include "core/scenario/scenario.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace cp {

class Catalog;

/// Every rule of the registry (a field's, its entries', the price entries'), in .cplan order.
const QList<FieldRule> &fieldRules();
/// The rule for a path; the path must be one of fieldRules() (a programming error otherwise).
const FieldRule &fieldRule(const QString &path);
/// The rule for a path, or null when the path has none (readers of untrusted files).
const FieldRule *findFieldRule(const QString &path);

/// The result of reading a field's value from text (an editor, a command-line flag).
struct FieldValue {
    /// The number the text spells, when it spells a finite number (even one the rule refuses).
    std::optional<double> value;
    /// The translated reason the text is refused, empty when the rule accepts it:
    /// "required: must be 1–1,000" (empty text), "not a number: must be 1–1,000", "must be 1–1,000".
    QString error;

    bool isValid() const { return error.isEmpty(); }
};

/// Reads a number from text: plain C numbers ("1.5", "2e12"), numbers written in `locale` (with
/// its group and decimal separators: "1,000" or "1.000,5") and a scale suffix k (1e3), M (1e6),
/// B or G (1e9), T (1e12), 万 (1e4) or 亿 (1e8): "1.4T", "300M", "2.5万"; or a percent sign (also
/// the full-width ％), which divides by 100 since fields hold fractions: "70%", "70 %" and 0.7
/// are the same value. "−" (U+2212) is a minus sign. Surrounding spaces are ignored. nullopt when
/// the text is not a finite number ("nan", "inf", "1e400", "lots", "5k%").
std::optional<double> parseNumberText(const QString &text, const QLocale &locale = QLocale::c());

/// Reads the text of a number field and checks it against fieldRule(path): the one checker
/// behind the GUI's field editors and the CLI's flags, so both say the same.
FieldValue readFieldNumber(const QString &path, const QString &text, const QLocale &locale = QLocale::c());

/// Checks a word against a Choice (or Text) rule: empty when fieldRule(path) accepts it,
/// otherwise the rule's message ("must be one of a|b|c").
QString checkFieldText(const QString &path, const QString &text);

/// Allowed values of the enumerated fields, for editors.
const QStringList &trainingModes(); ///< pretrain|full|lora|qlora|inference
const QStringList &precisions(); ///< bf16|fp16|fp8|tf32
const QStringList &optimizers(); ///< adamw|adamw8bit|paged-adamw8bit|adafactor|sgd (and the older adamw-8bit)
const QStringList &recomputeModes(); ///< none|selective|full
const QStringList &masterWeightModes(); ///< fp32|none
const QStringList &offloadModes(); ///< none|optimizer|optimizer+params
const QStringList &attentionKernels(); ///< flash|eager|te
const QStringList &loraTargetModes(); ///< attention|all-linear
const QStringList &tpOverlapModes(); ///< none|async
const QStringList &epOverlapModes(); ///< none|async|auto
const QStringList &epDispatchModes(); ///< alltoall|hierarchical
const QStringList &moeScheduleModes(); ///< dropless|token-drop
const QStringList &frameworkModes(); ///< megatron|fsdp
const QStringList &stackModes(); ///< unknown|tuned|generic|vendor_port
const QStringList &gradReduceModes(); ///< bf16|fp32
const QStringList &objectives(); ///< cheapest|fastest|balanced
const QStringList &paymentModes(); ///< on-demand|monthly|spot
const QStringList &tcoOptions(); ///< on-demand|monthly|spot|lease|build|hybrid
const QStringList &demandTemplates(); ///< steady|peaks|growing|from_plan
const QStringList &textLanguages(); ///< en|zh|mixed

/// The first character of `text` that a scenario name or tag may not hold (NUL and the other
/// C0 controls, DEL, the C1 controls U+0080–U+009F, half of a surrogate pair), as "U+001B";
/// empty when there is none.
QString forbiddenCharacter(const QString &text);

/// Whether `key` is a price the engines can use: a key of the catalog's price book, or a
/// per-accelerator key (cloud.ID.on_demand, server.ID.8gpu, lease.bare_metal.ID.8gpu,
/// power.server_kw.ID.8gpu, card.ID) for an accelerator ID of the catalog.
bool isKnownPriceKey(const QString &key, const Catalog &catalog);

/// Checks entries of the price book the user corrects (a price-book CSV import, Store::
/// setPriceEdits) as a scenario's prices are checked (a known key, each field's rule; path
/// "prices[i].column", i the entry's index), and refuses a text that a spreadsheet would run as a
/// formula (isFormulaCell): every problem at once, empty when valid.
Errors validatePriceEdits(const QList<PriceSnapshotEntry> &entries, const Catalog &catalog);

/// Checks every field of a scenario against the table and the catalog's accelerator, fabric
/// and price ids, and the rules between fields (tp × pp × dp and hardware.gpus, no repeated
/// tags, accelerators or price keys); returns every problem at once (empty when valid).
/// For a preset model the architecture fields are not used (the preset's own are): each must be
/// 0 ("not set", what the wizard writes) or a value the custom editor accepts (the editor keeps
/// the custom architecture when a preset is picked, so switching back restores it).
Errors validateScenario(const Scenario &scenario, const Catalog &catalog);

} // namespace cp
