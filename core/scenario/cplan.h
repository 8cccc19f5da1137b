#pragma once
// .cplan scenario files: canonical JSON with a schema_version, for e-mail and IM sharing.
// Import never trusts the file: it is size-limited, parsed as data only, and every field is
// checked (type, range, catalog ids) with every problem reported at once, each with its path.

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace cp {

class Catalog;

namespace cplan {

/// The schema this build writes; files with a larger number are refused.
/// Version 2 (issue 42) adds workloads[]; a file without them is migrated on reading
/// (cp::legacyDemandWorkloads).
constexpr int kSchemaVersion = 2;
/// Largest file or text accepted (4 MiB): a scenario is a few KiB; anything larger is not one.
constexpr qint64 kMaxBytes = 4 * 1024 * 1024;
/// The file suffix, without the dot.
inline QString suffix() { return QStringLiteral("cplan"); }

/// The JSON object of a scenario (schema_version included).
QJsonObject toJson(const Scenario &scenario);
/// Canonical UTF-8 text: the same scenario always gives the same bytes.
QByteArray toBytes(const Scenario &scenario);

/// Where scenario text comes from.
enum class Origin {
    /// A file from outside (import, open, --scenario): held to every rule of validateScenario,
    /// as the editors and the CLI's flags are.
    File,
    /// A row of the library, validated when it was saved, perhaps by an older version or
    /// against an older price book: it must still be a well-formed scenario (types, known
    /// fields, no repeated keys), but what today's rules would refuse is returned in the notes
    /// instead, so a tightened rule never locks a saved plan away (saving it again asks for it).
    Library,
};

/// Parses and validates .cplan text against the catalog's ids. Errors carry JSON paths.
/// Refused: malformed JSON, a key repeated in one object, a wrong type, an unknown field, a
/// missing name or model section, and anything validateScenario() refuses.
Expected<Scenario> fromBytes(const QByteArray &bytes, const Catalog &catalog);
/// The same, and `notes` (when given) gets every default the text relied on ("training.seq_len:
/// not in the file; the default 4096 is used", or a whole section), plus, for Origin::Library,
/// what validateScenario() would refuse today. Notes are set whether or not the text is refused.
Expected<Scenario> fromBytes(const QByteArray &bytes, const Catalog &catalog, Errors *notes, Origin origin = Origin::File);
/// Reads and validates a file (size checked before reading).
Expected<Scenario> readFile(const QString &fileName, const Catalog &catalog);
/// The same, with the notes of fromBytes().
Expected<Scenario> readFile(const QString &fileName, const Catalog &catalog, Errors *notes);
/// Writes canonical text atomically (cp::saveFile: the old file stays intact on any failure).
Status writeFile(const QString &fileName, const Scenario &scenario);

} // namespace cplan
} // namespace cp
