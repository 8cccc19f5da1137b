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
constexpr int kSchemaVersion = 1;
/// Largest file or text accepted (4 MiB): a scenario is a few KiB; anything larger is not one.
constexpr qint64 kMaxBytes = 4 * 1024 * 1024;
/// The file suffix, without the dot.
inline QString suffix() { return QStringLiteral("cplan"); }

/// The JSON object of a scenario (schema_version included).
QJsonObject toJson(const Scenario &scenario);
/// Canonical UTF-8 text: the same scenario always gives the same bytes.
QByteArray toBytes(const Scenario &scenario);

/// Parses and validates .cplan text against the catalog's ids. Errors carry JSON paths.
Expected<Scenario> fromBytes(const QByteArray &bytes, const Catalog &catalog);
/// Reads and validates a file (size checked before reading).
Expected<Scenario> readFile(const QString &fileName, const Catalog &catalog);
/// Writes canonical text atomically (cp::saveFile: the old file stays intact on any failure).
Status writeFile(const QString &fileName, const Scenario &scenario);

} // namespace cplan
} // namespace cp
