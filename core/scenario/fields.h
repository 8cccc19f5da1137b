#pragma once
// The one registry of scenario fields. Each entry carries what every layer needs to know about
// a field: its .cplan JSON path, how to read and write it in a cp::Scenario, its allowed values
// (FieldRule), its CLI flag and help line, its translated label and unit, and its group. The
// .cplan reader and writer, validateScenario(), the CLI's flags and --help, the compare rows and
// the editor's labels and ranges are generated from it, so adding a field is one entry here
// plus the engine code that uses it.
//
// Every text of the registry is translated in the one context "cp::Fields".

#include "core/scenario/scenario.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <variant>

namespace cp {

/// The allowed values of a field (or of each entry of a list field, or of a list's length).
struct FieldRule {
    enum class Kind { Integer,
        Number,
        Choice,
        Text };
    QString path;
    Kind kind = Kind::Number;
    double min = 0; ///< Integer/Number: smallest allowed; Text: shortest length
    double max = 0; ///< Integer/Number: largest allowed; Text: longest length
    QStringList choices; ///< Choice: the allowed values

    /// "128–1,048,576" for ranges, "a|b|c" for choices.
    QString allowedText() const;
    /// The translated complaint for a bad value: "must be 128–1,048,576", "must be one of a|b".
    QString message() const;
    /// The complaint for a refused number: message(), or "must be a whole number 1–1,000" for a
    /// fraction inside the range of an Integer rule.
    QString messageFor(double value) const;
    /// The complaint for a value of the wrong JSON type, naming what is allowed:
    /// "must be a whole number 1–1,000", "must be a number 0–0.5", "must be text, one of a|b",
    /// "must be text of 1–200 characters".
    QString typeMessage() const;
    bool accepts(double value) const;
    bool accepts(const QString &value) const;
};

/// Where a field belongs: the editor's pages, the compare table's sections, the CLI's flag
/// blocks. Layout lies inside hardware, demand and loan inside tco in the .cplan file.
enum class FieldGroup { Meta,
    Model,
    Training,
    Hardware,
    Layout,
    Constraints,
    Tco,
    Demand,
    Loan,
    Workloads,
    Inference,
    Prices };

/// How a field is stored in cp::Scenario, and so in .cplan JSON (optional: null when not set).
enum class FieldType {
    Integer,
    OptionalInteger,
    Number,
    OptionalNumber,
    Boolean,
    OptionalBoolean,
    Text,
    OptionalText,
    TextList,
    NumberList,
    Time,
    PriceList, ///< "prices": a list of price-book entries, see priceFields()
    WorkloadList, ///< "workloads": the plan's work, see workloadFields() (core/scenario/workloads.h)
};

/// How a field's number reads for people (compare rows, report tables): a plain count, a
/// decimal, or a quantity whose formatted value names its unit.
enum class FieldFormat { Plain,
    Count,
    Decimal,
    Tokens,
    Money,
    Days,
    Months,
    Percent,
    GpuHours };

/// Catalog ids a text field holds (checked against the catalog, listed in its messages).
enum class FieldIds { None,
    Accelerators,
    Fabrics };

/// A field's value: std::monostate for "not set" (an unset optional field, an invalid time);
/// whole numbers are held as double.
using FieldData = std::variant<std::monostate, bool, double, QString, QStringList, QList<double>, QDateTime>;

struct Field {
    QString path; ///< .cplan JSON path: "training.seq_len"
    FieldGroup group = FieldGroup::Meta;
    FieldType type = FieldType::Text;
    std::optional<FieldRule> rule; ///< the value's rule; for a list field, its length's
    std::optional<FieldRule> entryRule; ///< list fields: each entry's rule (path + "[]")
    FieldIds ids = FieldIds::None;
    FieldFormat format = FieldFormat::Plain;
    bool required = false; ///< a .cplan file must give it (no default stands in)
    bool compared = true; ///< a row of the compare table
    QString flag; ///< CLI flag without "--"; empty when none
    QString valueName; ///< the flag's value in --help ("n"); empty: a switch
    const char *labelSource = nullptr; ///< untranslated label (context "cp::Fields")
    const char *unitSource = nullptr; ///< untranslated unit, or null
    const char *helpSource = nullptr; ///< untranslated --help line of the flag, or null

    /// "Sequence length", "Budget": translated, without a colon or unit.
    QString label() const;
    /// "CNY", "days", "TB"; empty when the field has none.
    QString unit() const;
    /// "Budget (CNY)": label and unit, as the editor and tables name a value shown bare.
    QString labelWithUnit() const;
    /// The flag's translated --help line; empty when the field has no flag.
    QString help() const;
    /// The JSON key of the field inside its section ("seq_len").
    QString key() const;
    /// The JSON section the field lies in: "" (top level), "training", "hardware.layout".
    QString section() const;
    bool isList() const { return type == FieldType::TextList || type == FieldType::NumberList; }
    bool isOptional() const;

    FieldData get(const Scenario &scenario) const { return m_get(scenario); }
    /// Writes `value`; a value of another type than the field's (a programming error) writes
    /// the type's empty value.
    void set(Scenario &scenario, const FieldData &value) const { m_set(scenario, value); }

    std::function<FieldData(const Scenario &)> m_get;
    std::function<void(Scenario &, const FieldData &)> m_set;
};

/// One field of a price-book entry ("prices[].key"), read and written on the entry.
struct PriceField {
    QString key; ///< JSON key inside the entry: "key", "value"
    FieldType type = FieldType::Text; ///< Text or OptionalNumber
    FieldRule rule; ///< path "prices[].key"
    bool required = false;
    std::function<FieldData(const PriceSnapshotEntry &)> get;
    std::function<void(PriceSnapshotEntry &, const FieldData &)> set;
};

/// One field of a workload ("workloads[].kind"), read and written on the workload.
struct WorkloadField {
    QString key; ///< JSON key inside the workload: "kind", "start_month"
    FieldType type = FieldType::Text; ///< Text, Integer, Number or Boolean
    FieldRule rule; ///< path "workloads[].kind"
    bool required = false;
    const char *labelSource = nullptr; ///< untranslated label (context "cp::Fields")
    const char *unitSource = nullptr; ///< untranslated unit, or null
    bool omitWhenDefault = false; ///< written only when not the default (the programme's keys, issue 44)
    std::function<FieldData(const Workload &)> get;
    std::function<void(Workload &, const FieldData &)> set;

    QString label() const; ///< translated
    QString unit() const; ///< translated; empty when none
};

/// Every field, in .cplan order (the order the reader walks, notes and errors are given in);
/// the fields of a JSON section are contiguous, a nested section's inside its parent's.
const QList<Field> &scenarioFields();
/// The field at a .cplan path ("training.seq_len"; list entries "tags[2]" and "tags[]" name the
/// list "tags"), or null.
const Field *findField(const QString &path);
/// The field at a path that must be one (a programming error otherwise).
const Field &scenarioField(const QString &path);
/// The field a CLI flag sets ("seq-len", without "--"), or null.
const Field *fieldForFlag(const QString &flag);
/// The fields of a group, in registry order.
QList<const Field *> fieldsOf(FieldGroup group);
/// Every group, in registry order.
const QList<FieldGroup> &fieldGroups();
/// "model", "layout", "tco": the group's stable id.
QString groupId(FieldGroup group);
/// "Model", "Layout", "TCO": the group's translated title.
QString groupLabel(FieldGroup group);
/// The group whose top-level .cplan section holds `group`'s fields: Hardware for Layout, Tco for
/// Demand and Loan, the group itself otherwise (the compare table's sections).
FieldGroup sectionGroup(FieldGroup group);
/// Whether a value of this format, formatted, names its unit ("12 days", "¥1.2 M"): its label
/// then goes without the unit.
bool formatShowsUnit(FieldFormat format);
/// JSON sections a file must contain ("model").
bool isRequiredSection(const QString &section);

/// The fields of each entry of "prices", in .cplan order.
const QList<PriceField> &priceFields();
/// The fields of each entry of "workloads", in .cplan order.
const QList<WorkloadField> &workloadFields();

/// One field of a programme's pool ("pools[].accelerator"), read and written on the pool. A
/// plan's "pools" key is written only when it has pools, so single plans stay as they were.
struct PoolField {
    QString key; ///< "id", "accelerator", "fabric"
    FieldRule rule; ///< path "pools[].id"; every pool field is text
    bool required = false;
    const char *labelSource = nullptr; ///< untranslated label (context "cp::Fields")
    std::function<QString(const Pool &)> get;
    std::function<void(Pool &, const QString &)> set;

    QString label() const; ///< translated
};
/// The fields of each entry of "pools", in .cplan order.
const QList<PoolField> &poolFields();

} // namespace cp
